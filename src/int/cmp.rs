//! Comparisons of static integers, as typenum bits (`B1` true, `B0` false): equality stops at
//! the first differing bit, `<` walks the shorter number once (typenum's own `IsEqual` and
//! `IsLess` compare every bit of both numbers, through `Cmp`).

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1};

use super::StaticInt;

/// Equality of two leaves of any sign, as a typenum bit.
pub trait IntEq<Rhs: StaticInt>: StaticInt {
    /// `B1` when equal.
    type Output: Bit;
}

// One impl per pair of constructors: a sign or zero mismatch decides at once, two magnitudes
// are compared from the lowest bit and stop at the first difference (typenum's `IsEqual`
// compares every bit of both, through `Cmp`).
impl IntEq<UTerm> for UTerm {
    type Output = B1;
}

impl<U: Unsigned, B: Bit> IntEq<UInt<U, B>> for UTerm {
    type Output = B0;
}

impl<N: Unsigned + NonZero> IntEq<NInt<N>> for UTerm {
    type Output = B0;
}

impl<U: Unsigned, B: Bit> IntEq<UTerm> for UInt<U, B> {
    type Output = B0;
}

impl<U: Unsigned, B: Bit, U2: Unsigned, B2: Bit> IntEq<UInt<U2, B2>> for UInt<U, B>
where
    B: BitsEqThen<B2, U, U2>,
{
    type Output = <B as BitsEqThen<B2, U, U2>>::Output;
}

impl<U: Unsigned, B: Bit, N: Unsigned + NonZero> IntEq<NInt<N>> for UInt<U, B> {
    type Output = B0;
}

impl<N: Unsigned + NonZero> IntEq<UTerm> for NInt<N> {
    type Output = B0;
}

impl<N: Unsigned + NonZero, U: Unsigned, B: Bit> IntEq<UInt<U, B>> for NInt<N> {
    type Output = B0;
}

impl<N: Unsigned + NonZero + IntEq<N2>, N2: Unsigned + NonZero + StaticInt> IntEq<NInt<N2>>
    for NInt<N>
{
    type Output = <N as IntEq<N2>>::Output;
}

/// Equal lowest bits `Self`, `B2`: the rest `U`, `U2` decide; different ones: `B0`.
pub trait BitsEqThen<B2, U, U2> {
    /// `B1` when the magnitudes are equal.
    type Output: Bit;
}

impl<U: IntEq<U2>, U2: StaticInt> BitsEqThen<B0, U, U2> for B0 {
    type Output = <U as IntEq<U2>>::Output;
}

impl<U: IntEq<U2>, U2: StaticInt> BitsEqThen<B1, U, U2> for B1 {
    type Output = <U as IntEq<U2>>::Output;
}

impl<U, U2> BitsEqThen<B1, U, U2> for B0 {
    type Output = B0;
}

impl<U, U2> BitsEqThen<B0, U, U2> for B1 {
    type Output = B0;
}

/// `B1` when the leaves `A` and `B` are equal.
pub type EqBit<A, B> = <A as IntEq<B>>::Output;

/// Signed `Self < Rhs`, as a typenum bit.
pub trait IntLess<Rhs: StaticInt>: StaticInt {
    /// `B1` when `Self < Rhs`.
    type Output: Bit;
}

impl<A: StaticInt, B: StaticInt> IntLess<B> for A
where
    (A::Neg, B::Neg): SignedLess<A::Mag, B::Mag>,
{
    type Output = <(A::Neg, B::Neg) as SignedLess<A::Mag, B::Mag>>::Output;
}

/// `a < b` from the signs `(neg a, neg b)` and the magnitudes.
pub trait SignedLess<AM, BM> {
    /// `B1` when less.
    type Output: Bit;
}

impl<AM: MagLess<BM, B0>, BM> SignedLess<AM, BM> for (B0, B0) {
    type Output = <AM as MagLess<BM, B0>>::Output;
}

impl<AM, BM> SignedLess<AM, BM> for (B1, B0) {
    type Output = B1;
}

impl<AM, BM> SignedLess<AM, BM> for (B0, B1) {
    type Output = B0;
}

impl<AM, BM: MagLess<AM, B0>> SignedLess<AM, BM> for (B1, B1) {
    type Output = <BM as MagLess<AM, B0>>::Output;
}

/// `Self < B` for typenum unsigned magnitudes, from the lowest bit up: `Acc` is the answer
/// for the bits below, a higher differing bit overrides it, and the longer number (typenum
/// numbers have no leading zeros) is the larger one. One step per bit of the shorter number.
pub trait MagLess<B, Acc> {
    /// `B1` when less.
    type Output: Bit;
}

impl<Acc: Bit> MagLess<UTerm, Acc> for UTerm {
    type Output = Acc;
}

impl<U, B, Acc> MagLess<UInt<U, B>, Acc> for UTerm {
    type Output = B1;
}

impl<U, B, Acc> MagLess<UTerm, Acc> for UInt<U, B> {
    type Output = B0;
}

impl<U, B: BitLess<B2, Acc>, U2, B2, Acc> MagLess<UInt<U2, B2>, Acc> for UInt<U, B>
where
    U: MagLess<U2, <B as BitLess<B2, Acc>>::Output>,
{
    type Output = <U as MagLess<U2, <B as BitLess<B2, Acc>>::Output>>::Output;
}

/// One bit position of [`MagLess`]: `B1` for `0 < 1`, `B0` for `1 > 0`, else `Acc`.
pub trait BitLess<B2, Acc> {
    /// The answer so far.
    type Output: Bit;
}

impl<Acc: Bit> BitLess<B0, Acc> for B0 {
    type Output = Acc;
}

impl<Acc: Bit> BitLess<B1, Acc> for B1 {
    type Output = Acc;
}

impl<Acc> BitLess<B1, Acc> for B0 {
    type Output = B1;
}

impl<Acc> BitLess<B0, Acc> for B1 {
    type Output = B0;
}

/// `B1` when `A < B` (leaves of any sign).
pub type LessBit<A, B> = <A as IntLess<B>>::Output;
