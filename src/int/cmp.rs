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
    Self: MagEq<UInt<U2, B2>>,
{
    type Output = <Self as MagEq<UInt<U2, B2>>>::Output;
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

impl<N: Unsigned + NonZero + MagEq<N2>, N2: Unsigned + NonZero> IntEq<NInt<N2>> for NInt<N> {
    type Output = <N as MagEq<N2>>::Output;
}

/// `Self == B` for typenum unsigned magnitudes, from the lowest bit up: one impl per pair of
/// lowest bits, so one step per bit (equal bits go on, different ones decide `B0`), with no
/// bounds but the next step's (typenum numbers have no leading zeros: a `UTerm` against a
/// `UInt` decides `B0`).
pub trait MagEq<B> {
    /// `B1` when equal.
    type Output: Bit;
}

impl MagEq<UTerm> for UTerm {
    type Output = B1;
}

impl<U, B> MagEq<UInt<U, B>> for UTerm {
    type Output = B0;
}

impl<U, B> MagEq<UTerm> for UInt<U, B> {
    type Output = B0;
}

impl<U: MagEq<U2>, U2> MagEq<UInt<U2, B0>> for UInt<U, B0> {
    type Output = <U as MagEq<U2>>::Output;
}

impl<U: MagEq<U2>, U2> MagEq<UInt<U2, B1>> for UInt<U, B1> {
    type Output = <U as MagEq<U2>>::Output;
}

impl<U, U2> MagEq<UInt<U2, B1>> for UInt<U, B0> {
    type Output = B0;
}

impl<U, U2> MagEq<UInt<U2, B0>> for UInt<U, B1> {
    type Output = B0;
}

/// `B1` when the leaves `A` and `B` are equal.
pub type EqBit<A, B> = <A as IntEq<B>>::Output;

/// Signed `Self < Rhs`, as a typenum bit.
pub trait IntLess<Rhs: StaticInt>: StaticInt {
    /// `B1` when `Self < Rhs`.
    type Output: Bit;
}

// Two positive operands (the usual case) compare their magnitudes at once; the others go by
// their signs ([`SignedLess`]).
impl<U: Unsigned, B: Bit, U2: Unsigned, B2: Bit> IntLess<UInt<U2, B2>> for UInt<U, B>
where
    Self: MagLess<UInt<U2, B2>, B0>,
{
    type Output = <Self as MagLess<UInt<U2, B2>, B0>>::Output;
}

macro_rules! signed_less {
    ($([$($g:tt)*] $a:ty, $b:ty;)*) => {$(
        impl<$($g)*> IntLess<$b> for $a
        where
            (<$a as StaticInt>::Neg, <$b as StaticInt>::Neg):
                SignedLess<<$a as StaticInt>::Mag, <$b as StaticInt>::Mag>,
        {
            type Output = <(<$a as StaticInt>::Neg, <$b as StaticInt>::Neg) as SignedLess<
                <$a as StaticInt>::Mag,
                <$b as StaticInt>::Mag,
            >>::Output;
        }
    )*};
}
crate::int::with_pairs_not_both_positive!(signed_less);

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
/// numbers have no leading zeros) is the larger one. One step per bit of the shorter number
/// (one impl per pair of bits).
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

impl<U: MagLess<U2, Acc>, U2, Acc> MagLess<UInt<U2, B0>, Acc> for UInt<U, B0> {
    type Output = <U as MagLess<U2, Acc>>::Output;
}

impl<U: MagLess<U2, Acc>, U2, Acc> MagLess<UInt<U2, B1>, Acc> for UInt<U, B1> {
    type Output = <U as MagLess<U2, Acc>>::Output;
}

/// `0 < 1` at this bit: less, unless a higher bit says otherwise.
impl<U: MagLess<U2, B1>, U2, Acc> MagLess<UInt<U2, B1>, Acc> for UInt<U, B0> {
    type Output = <U as MagLess<U2, B1>>::Output;
}

/// `1 > 0` at this bit: not less, unless a higher bit says otherwise.
impl<U: MagLess<U2, B0>, U2, Acc> MagLess<UInt<U2, B0>, Acc> for UInt<U, B1> {
    type Output = <U as MagLess<U2, B0>>::Output;
}

/// `B1` when `A < B` (leaves of any sign).
pub type LessBit<A, B> = <A as IntLess<B>>::Output;
