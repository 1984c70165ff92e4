//! Type-level integers: the leaves of shapes and strides.
//!
//! A static integer is a typenum type: an unsigned integer (`U0`, `U4`, `U80359`, ...) or, for
//! a negative stride, a negative integer (`N512`). Shapes hold positive unsigned integers only.
//! CuTe prints a static integer as `_4`, `_-512`.

use core::ops::{BitXor, Mul};

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1};

mod sealed {
    pub trait Sealed {}
    impl Sealed for typenum::UTerm {}
    impl<U, B> Sealed for typenum::UInt<U, B> {}
    impl<U: typenum::Unsigned + typenum::NonZero> Sealed for typenum::NInt<U> {}
}

/// A static integer leaf: `typenum::Unsigned` values and `typenum::NInt` negatives
/// (`<U24 as StaticInt>::VALUE == 24`, `<N512 as StaticInt>::VALUE == -512`).
pub trait StaticInt: sealed::Sealed + Copy + Default + 'static {
    /// The value.
    const VALUE: i64;
    /// The magnitude `|v|` as a typenum unsigned.
    type Mag: Unsigned;
    /// `B1` when the value is negative.
    type Neg: Bit;
}

impl StaticInt for UTerm {
    const VALUE: i64 = 0;
    type Mag = UTerm;
    type Neg = B0;
}

impl<U: Unsigned, B: Bit> StaticInt for UInt<U, B> {
    const VALUE: i64 = <Self as Unsigned>::I64;
    type Mag = Self;
    type Neg = B0;
}

impl<U: Unsigned + NonZero> StaticInt for NInt<U> {
    const VALUE: i64 = -U::I64;
    type Mag = U;
    type Neg = B1;
}

/// The canonical leaf with sign `Self` and magnitude `M` (zero is always `U0`).
pub trait SignedMag<M> {
    /// The leaf.
    type Output: StaticInt;
}

impl<M: Unsigned + StaticInt> SignedMag<M> for B0 {
    type Output = M;
}

impl SignedMag<UTerm> for B1 {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit> SignedMag<UInt<U, B>> for B1
where
    UInt<U, B>: NonZero,
{
    type Output = NInt<UInt<U, B>>;
}

/// Product of two leaves of any sign.
pub trait IntMul<Rhs: StaticInt>: StaticInt {
    /// `Self * Rhs`.
    type Output: StaticInt;
}

impl<A: StaticInt, B: StaticInt> IntMul<B> for A
where
    A::Mag: Mul<B::Mag>,
    typenum::Prod<A::Mag, B::Mag>: Unsigned,
    A::Neg: BitXor<B::Neg>,
    <A::Neg as BitXor<B::Neg>>::Output: SignedMag<typenum::Prod<A::Mag, B::Mag>>,
{
    type Output =
        <<A::Neg as BitXor<B::Neg>>::Output as SignedMag<typenum::Prod<A::Mag, B::Mag>>>::Output;
}

/// `Self * Rhs` for leaves of any sign.
pub type MulSigned<A, B> = <A as IntMul<B>>::Output;

/// Type-level conditional: `B1` selects `T`, `B0` selects `F`.
pub trait If<T, F> {
    /// The selected type.
    type Output;
}

impl<T, F> If<T, F> for B1 {
    type Output = T;
}

impl<T, F> If<T, F> for B0 {
    type Output = F;
}

/// `T` if `C` is `B1`, else `F`.
pub type IfThen<C, T, F> = <C as If<T, F>>::Output;

/// Equality of two leaves of any sign, as a typenum bit.
pub trait IntEq<Rhs: StaticInt>: StaticInt {
    /// `B1` when equal.
    type Output: Bit;
}

impl<A: StaticInt, B: StaticInt> IntEq<B> for A
where
    A::Mag: typenum::IsEqual<B::Mag>,
    A::Neg: BitXor<B::Neg>,
    <A::Neg as BitXor<B::Neg>>::Output: core::ops::Not,
    typenum::Eq<A::Mag, B::Mag>:
        core::ops::BitAnd<<<A::Neg as BitXor<B::Neg>>::Output as core::ops::Not>::Output>,
    typenum::And<
        typenum::Eq<A::Mag, B::Mag>,
        <<A::Neg as BitXor<B::Neg>>::Output as core::ops::Not>::Output,
    >: Bit,
{
    type Output = typenum::And<
        typenum::Eq<A::Mag, B::Mag>,
        <<A::Neg as BitXor<B::Neg>>::Output as core::ops::Not>::Output,
    >;
}

/// `B1` when the leaves are equal.
pub type EqSigned<A, B> = <A as IntEq<B>>::Output;

/// The leaf with sign bit `N` and magnitude `M`.
pub type Signed<N, M> = <N as SignedMag<M>>::Output;

/// `ceil(A / B)` for typenum unsigned values.
pub trait CeilDiv<B> {
    /// `(A + B - 1) / B`
    type Output: Unsigned;
}

impl<A: CeilFast<B>, B> CeilDiv<B> for A {
    type Output = <A as CeilFast<B>>::Output;
}

/// `ceil(A / B)`
pub type Ceil<A, B> = <A as CeilDiv<B>>::Output;

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

impl<AM: typenum::IsLess<BM>, BM> SignedLess<AM, BM> for (B0, B0)
where
    typenum::Le<AM, BM>: Bit,
{
    type Output = typenum::Le<AM, BM>;
}

impl<AM, BM> SignedLess<AM, BM> for (B1, B0) {
    type Output = B1;
}

impl<AM, BM> SignedLess<AM, BM> for (B0, B1) {
    type Output = B0;
}

impl<AM, BM: typenum::IsLess<AM>> SignedLess<AM, BM> for (B1, B1)
where
    typenum::Le<BM, AM>: Bit,
{
    type Output = typenum::Le<BM, AM>;
}

/// `B1` when `A < B` (signed).
pub type LessSigned<A, B> = <A as IntLess<B>>::Output;

// ---------------------------------------------------------------------------------------------
// Fast arithmetic for the values layouts use
// ---------------------------------------------------------------------------------------------
//
// typenum's long division costs the trait solver O(bits^2) steps whatever the values. Layout
// algebra divides mostly by powers of two, or with small quotients; `DivRem` handles the
// powers of two (and the even part of any divisor) by dropping bits, and odd divisors by
// repeated subtraction while the quotient stays small, falling back to typenum beyond that.

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

/// `Self / 2` and `Self % 2`.
pub trait HalfBit {
    /// `Self >> 1`
    type Half: Unsigned;
    /// `Self & 1`
    type Low: Bit;
}

impl HalfBit for UTerm {
    type Half = UTerm;
    type Low = B0;
}

impl<U: Unsigned, B: Bit> HalfBit for UInt<U, B> {
    type Half = U;
    type Low = B;
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

/// An even divisor `2 d`: divide `A >> 1` by `d`, and put the low bit of `A` back on the
/// remainder.
impl<A: HalfBit, D: Unsigned> DivRem<UInt<D, B0>> for A
where
    A::Half: DivRem<D>,
    <A::Half as DivRem<D>>::Rem: PushBit<A::Low>,
{
    type Quot = <A::Half as DivRem<D>>::Quot;
    type Rem = <<A::Half as DivRem<D>>::Rem as PushBit<A::Low>>::Output;
}

/// Division by one.
impl<A: Unsigned> DivRem<UInt<UTerm, B1>> for A {
    type Quot = A;
    type Rem = UTerm;
}

/// An odd divisor greater than one: repeated subtraction for small quotients.
impl<A, D: Unsigned, B: Bit> DivRem<UInt<UInt<D, B>, B1>> for A
where
    A: Unsigned + typenum::IsLess<UInt<UInt<D, B>, B1>>,
    typenum::Le<A, UInt<UInt<D, B>, B1>>: SubtractStep<A, UInt<UInt<D, B>, B1>, UTerm, Budget>,
{
    type Quot = <typenum::Le<A, UInt<UInt<D, B>, B1>> as SubtractStep<
        A,
        UInt<UInt<D, B>, B1>,
        UTerm,
        Budget,
    >>::Quot;
    type Rem = <typenum::Le<A, UInt<UInt<D, B>, B1>> as SubtractStep<
        A,
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
    typenum::Diff<A, D>: Unsigned + typenum::IsLess<D>,
    Q: core::ops::Add<B1>,
    typenum::Le<typenum::Diff<A, D>, D>: SubtractStep<typenum::Diff<A, D>, D, typenum::Add1<Q>, N>,
{
    type Quot = <typenum::Le<typenum::Diff<A, D>, D> as SubtractStep<
        typenum::Diff<A, D>,
        D,
        typenum::Add1<Q>,
        N,
    >>::Quot;
    type Rem = <typenum::Le<typenum::Diff<A, D>, D> as SubtractStep<
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

/// `ceil(A / D)` from a [`DivRem`].
pub trait CeilFast<D> {
    /// `ceil(Self / D)`
    type Output: Unsigned;
}

impl<A: DivRem<D>, D> CeilFast<D> for A
where
    A::Rem: typenum::IsEqual<UTerm>,
    typenum::Eq<A::Rem, UTerm>: If<A::Quot, typenum::Add1<A::Quot>>,
    A::Quot: core::ops::Add<B1>,
    IfThen<typenum::Eq<A::Rem, UTerm>, A::Quot, typenum::Add1<A::Quot>>: Unsigned,
{
    type Output = IfThen<typenum::Eq<A::Rem, UTerm>, A::Quot, typenum::Add1<A::Quot>>;
}

/// `Self * B` with the smaller operand on the left: typenum multiplies by walking the bits of
/// its left operand, so this keeps the walk short.
pub trait MulFast<B> {
    /// The product.
    type Output: Unsigned;
}

impl<A: typenum::IsLess<B>, B> MulFast<B> for A
where
    typenum::Le<A, B>: MulOrdered<A, B>,
{
    type Output = <typenum::Le<A, B> as MulOrdered<A, B>>::Output;
}

/// `B1`: `A * B`; `B0`: `B * A`.
pub trait MulOrdered<A, B> {
    /// The product.
    type Output: Unsigned;
}

impl<A: Mul<B>, B> MulOrdered<A, B> for B1
where
    typenum::Prod<A, B>: Unsigned,
{
    type Output = typenum::Prod<A, B>;
}

impl<A, B: Mul<A>> MulOrdered<A, B> for B0
where
    typenum::Prod<B, A>: Unsigned,
{
    type Output = typenum::Prod<B, A>;
}

/// `A * B` (unsigned), smaller operand first.
pub type MulUnsigned<A, B> = <A as MulFast<B>>::Output;
