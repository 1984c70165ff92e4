//! Type-level integers: the leaves of shapes and strides.
//!
//! A static integer is a typenum type: an unsigned integer (`U0`, `U4`, `U80359`, ...) or, for
//! a negative stride, a negative integer (`N512`). Shapes hold positive unsigned integers only.
//! CuTe prints a static integer as `_4`, `_-512`.

use core::ops::Mul;

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

/// `B1` when the leaves are equal.
pub type EqSigned<A, B> = <A as IntEq<B>>::Output;

// The comparisons the algebra needs, in place of typenum's `IsEqual`, `IsNotEqual`, `IsLess`
// and `IsLessOrEqual` (same names and meaning on static leaves): typenum decides them through
// `Cmp`, which walks every bit of both numbers; these stop at the first differing bit
// ([`IntEq`]) or walk the shorter number once ([`MagLess`]).

/// `B1` when `Self == R` (static leaves).
pub trait IsEqual<R> {
    /// The bit.
    type Output: Bit;
}

impl<X: IntEq<R>, R: StaticInt> IsEqual<R> for X {
    type Output = <X as IntEq<R>>::Output;
}

/// `B1` when `X == R`.
pub type Eq<X, R> = <X as IsEqual<R>>::Output;

/// `B1` when `Self != R` (static leaves).
pub trait IsNotEqual<R> {
    /// The bit.
    type Output: Bit;
}

impl<X: IntEq<R>, R: StaticInt> IsNotEqual<R> for X
where
    <X as IntEq<R>>::Output: NotBit,
{
    type Output = <<X as IntEq<R>>::Output as NotBit>::Output;
}

/// `B1` when `X != R`.
pub type NotEq<X, R> = <X as IsNotEqual<R>>::Output;

/// The negated bit.
pub trait NotBit {
    /// `!Self`
    type Output: Bit;
}

impl NotBit for B0 {
    type Output = B1;
}

impl NotBit for B1 {
    type Output = B0;
}

/// `B1` when `Self < R` (typenum unsigned values).
pub trait IsLess<R> {
    /// The bit.
    type Output: Bit;
}

impl<X: MagLess<R, B0>, R> IsLess<R> for X {
    type Output = <X as MagLess<R, B0>>::Output;
}

/// `B1` when `X < R`.
pub type Le<X, R> = <X as IsLess<R>>::Output;

/// `B1` when `Self <= R` (typenum unsigned values): [`MagLess`] with equality counting.
pub trait IsLessOrEqual<R> {
    /// The bit.
    type Output: Bit;
}

impl<X: MagLess<R, B1>, R> IsLessOrEqual<R> for X {
    type Output = <X as MagLess<R, B1>>::Output;
}

/// `B1` when `X <= R`.
pub type LeEq<X, R> = <X as IsLessOrEqual<R>>::Output;

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

/// `ceil(A / D)` from a [`DivRem`].
pub trait CeilFast<D> {
    /// `ceil(Self / D)`
    type Output: Unsigned;
}

impl<A: DivRem<D>, D> CeilFast<D> for A
where
    A::Rem: RoundUp<A::Quot>,
{
    type Output = <A::Rem as RoundUp<A::Quot>>::Output;
}

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

/// `Self * B` with the smaller operand on the left: typenum multiplies by walking the bits of
/// its left operand, so this keeps the walk short.
pub trait MulFast<B> {
    /// The product.
    type Output: Unsigned;
}

impl<A: MagLess<B, B0>, B> MulFast<B> for A
where
    <A as MagLess<B, B0>>::Output: MulOrdered<A, B>,
{
    type Output = <<A as MagLess<B, B0>>::Output as MulOrdered<A, B>>::Output;
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
