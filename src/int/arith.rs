//! Arithmetic of static integers: products of any sign, and quotients, remainders and
//! ceilings of non-negative values, fast for the values layouts use.

use core::ops::Mul;

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1};

use super::cmp::MagLess;
use super::{Signed, SignedMag, StaticInt};

/// Product of two leaves of any sign.
pub trait IntMul<Rhs: StaticInt>: StaticInt {
    /// `Self * Rhs`.
    type Output: StaticInt;
}

// One impl per pair of constructors (signs decided by the constructors, not by projections);
// the magnitudes multiply in [`UMul`], which shortcuts the factors 0 and 1.
impl<R: StaticInt> IntMul<R> for UTerm {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit> IntMul<UTerm> for UInt<U, B> {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit, R: Unsigned, RB: Bit> IntMul<UInt<R, RB>> for UInt<U, B>
where
    Self: UMul<UInt<R, RB>>,
    <Self as UMul<UInt<R, RB>>>::Output: StaticInt,
{
    type Output = <Self as UMul<UInt<R, RB>>>::Output;
}

impl<U: Unsigned, B: Bit, N: Unsigned + NonZero> IntMul<NInt<N>> for UInt<U, B>
where
    Self: UMul<N>,
    B1: SignedMag<<Self as UMul<N>>::Output>,
{
    type Output = Signed<B1, <Self as UMul<N>>::Output>;
}

impl<N: Unsigned + NonZero> IntMul<UTerm> for NInt<N> {
    type Output = UTerm;
}

impl<N: Unsigned + NonZero + UMul<UInt<U, B>>, U: Unsigned, B: Bit> IntMul<UInt<U, B>> for NInt<N>
where
    B1: SignedMag<<N as UMul<UInt<U, B>>>::Output>,
{
    type Output = Signed<B1, <N as UMul<UInt<U, B>>>::Output>;
}

impl<N: Unsigned + NonZero + UMul<M>, M: Unsigned + NonZero> IntMul<NInt<M>> for NInt<N>
where
    <N as UMul<M>>::Output: StaticInt,
{
    type Output = <N as UMul<M>>::Output;
}

/// `Self * R` for typenum unsigned values: 0 and 1 as either factor cost one step, other
/// products are typenum's.
pub trait UMul<R> {
    /// The product.
    type Output: Unsigned;
}

impl<R> UMul<R> for UTerm {
    type Output = UTerm;
}

impl<U, B, X> UMul<UTerm> for UInt<UInt<U, B>, X> {
    type Output = UTerm;
}

impl<R: Unsigned> UMul<R> for UInt<UTerm, B1> {
    type Output = R;
}

impl<U: Unsigned, B: Bit, X: Bit> UMul<UInt<UTerm, B1>> for UInt<UInt<U, B>, X> {
    type Output = Self;
}

impl<U, B, X, R, RB, RX> UMul<UInt<UInt<R, RB>, RX>> for UInt<UInt<U, B>, X>
where
    Self: Mul<UInt<UInt<R, RB>, RX>>,
    typenum::Prod<Self, UInt<UInt<R, RB>, RX>>: Unsigned,
{
    type Output = typenum::Prod<Self, UInt<UInt<R, RB>, RX>>;
}

/// `Self * Rhs` for leaves of any sign.
pub type MulSigned<A, B> = <A as IntMul<B>>::Output;

/// The typenum unsigned `2r + b`: the bit `b` appended to `r` (kept canonical for `r = 0`).
pub trait PushBit<B> {
    /// `2 * Self + B`
    type Output: Unsigned;
}

impl PushBit<B0> for UTerm {
    type Output = UTerm;
}

impl PushBit<B1> for UTerm {
    type Output = UInt<UTerm, B1>;
}

impl<U: Unsigned, B: Bit, X: Bit> PushBit<X> for UInt<U, B> {
    type Output = UInt<UInt<U, B>, X>;
}

/// Quotient and remainder of `Self / D` (typenum unsigned values, `D > 0`).
#[diagnostic::on_unimplemented(
    message = "division by zero: this follows from another error of the same operation, which names its rule",
    label = "a division by zero here follows from another error"
)]
pub trait DivRem<D> {
    /// `Self / D`
    type Quot: Unsigned;
    /// `Self % D`
    type Rem: Unsigned;
}

/// Zero divided by anything: the halving of an even divisor stops as soon as the dividend is
/// used up (`4 / 256` takes three halvings, not eight).
impl<U: Unsigned, X: Bit> DivRem<UInt<U, X>> for UTerm {
    type Quot = UTerm;
    type Rem = UTerm;
}

/// An even divisor `2 d`: divide `A >> 1` by `d`, and put the low bit of `A` back on the
/// remainder.
impl<U: Unsigned, X: Bit, D: Unsigned> DivRem<UInt<D, B0>> for UInt<U, X>
where
    U: DivRem<D>,
    <U as DivRem<D>>::Rem: PushBit<X>,
{
    type Quot = <U as DivRem<D>>::Quot;
    type Rem = <<U as DivRem<D>>::Rem as PushBit<X>>::Output;
}

/// Division by one.
impl<U: Unsigned, X: Bit> DivRem<UInt<UTerm, B1>> for UInt<U, X> {
    type Quot = UInt<U, X>;
    type Rem = UTerm;
}

/// An odd divisor greater than one: repeated subtraction for small quotients.
impl<U, X, D: Unsigned, B: Bit> DivRem<UInt<UInt<D, B>, B1>> for UInt<U, X>
where
    UInt<U, X>: Unsigned + MagLess<UInt<UInt<D, B>, B1>, B0>,
    <UInt<U, X> as MagLess<UInt<UInt<D, B>, B1>, B0>>::Output:
        SubtractStep<UInt<U, X>, UInt<UInt<D, B>, B1>, UTerm, Budget>,
{
    type Quot = <<UInt<U, X> as MagLess<UInt<UInt<D, B>, B1>, B0>>::Output as SubtractStep<
        UInt<U, X>,
        UInt<UInt<D, B>, B1>,
        UTerm,
        Budget,
    >>::Quot;
    type Rem = <<UInt<U, X> as MagLess<UInt<UInt<D, B>, B1>, B0>>::Output as SubtractStep<
        UInt<U, X>,
        UInt<UInt<D, B>, B1>,
        UTerm,
        Budget,
    >>::Rem;
}

/// How many subtractions are tried before typenum's long division takes over.
pub type Budget = ((((((((),),),),),),),);

/// One step of division by repeated subtraction: `B1` when `A < D` (done: quotient `Q`).
pub trait SubtractStep<A, D, Q, N> {
    /// The quotient.
    type Quot: Unsigned;
    /// The remainder.
    type Rem: Unsigned;
}

impl<A: Unsigned, D, Q: Unsigned, N> SubtractStep<A, D, Q, N> for B1 {
    type Quot = Q;
    type Rem = A;
}

impl<A, D, Q> SubtractStep<A, D, Q, ()> for B0
where
    A: core::ops::Div<D> + core::ops::Rem<D>,
    Q: core::ops::Add<typenum::Quot<A, D>>,
    typenum::Sum<Q, typenum::Quot<A, D>>: Unsigned,
    typenum::Mod<A, D>: Unsigned,
{
    type Quot = typenum::Sum<Q, typenum::Quot<A, D>>;
    type Rem = typenum::Mod<A, D>;
}

impl<A, D: Unsigned, Q, N> SubtractStep<A, D, Q, (N,)> for B0
where
    A: core::ops::Sub<D>,
    typenum::Diff<A, D>: Unsigned + MagLess<D, B0>,
    Q: core::ops::Add<B1>,
    <typenum::Diff<A, D> as MagLess<D, B0>>::Output:
        SubtractStep<typenum::Diff<A, D>, D, typenum::Add1<Q>, N>,
{
    type Quot = <<typenum::Diff<A, D> as MagLess<D, B0>>::Output as SubtractStep<
        typenum::Diff<A, D>,
        D,
        typenum::Add1<Q>,
        N,
    >>::Quot;
    type Rem = <<typenum::Diff<A, D> as MagLess<D, B0>>::Output as SubtractStep<
        typenum::Diff<A, D>,
        D,
        typenum::Add1<Q>,
        N,
    >>::Rem;
}

/// `A / D`, fast for the values of layouts.
pub type Quotient<A, D> = <A as DivRem<D>>::Quot;
/// `A % D`, fast for the values of layouts.
pub type Remainder<A, D> = <A as DivRem<D>>::Rem;

/// `ceil(Self / D)` for typenum unsigned values, from one [`DivRem`].
pub trait CeilDiv<D> {
    /// `ceil(Self / D)`
    type Output: Unsigned;
}

impl<A: DivRem<D>, D> CeilDiv<D> for A
where
    A::Rem: RoundUp<A::Quot>,
{
    type Output = <A::Rem as RoundUp<A::Quot>>::Output;
}

/// `ceil(A / D)`
pub type Ceil<A, D> = <A as CeilDiv<D>>::Output;

/// The quotient `Q` rounded up by the remainder `Self`: `Q` for a zero remainder, `Q + 1`
/// otherwise (decided by the remainder's constructor, canonical in typenum).
pub trait RoundUp<Q> {
    /// `Q` or `Q + 1`.
    type Output: Unsigned;
}

impl<Q: Unsigned> RoundUp<Q> for UTerm {
    type Output = Q;
}

impl<U, B, Q: core::ops::Add<B1>> RoundUp<Q> for UInt<U, B>
where
    typenum::Add1<Q>: Unsigned,
{
    type Output = typenum::Add1<Q>;
}
