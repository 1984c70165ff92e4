//! Right and left inverses.
//!
//! Right and left inverses with run-time leaves, ported from the run-time engine's
//! `right_inverse` / `left_inverse`.
//!
//! Both work on the modes of `coalesce(L)`, each with the product of the extents before it,
//! sorted by stride (CuTe's exchange sort, which needs static keys):
//! - `right_inverse` sorts the modes with a static stride only, and takes a mode while its stride
//!   is statically the next expected one; once that expected stride becomes a run-time value
//!   (an extent times a stride), no static stride can equal it and the search stops;
//! - `left_inverse` needs every stride of `coalesce(L)` static: a run-time stride is a compile
//!   error ([`LeftInverseRequiresStaticStrides`]); its extents and prefix products may be run-time.

use crate::algebra::coalesce::Coalescer;
use crate::algebra::op;
use crate::engine::arith::{Arith, IsStatic, LMul, StaticEq};
use crate::engine::expr::ops;
use crate::engine::route::MixedEngine;
use crate::int::{If, IfThen, IntEq, IntLess, IntMul, LessBit, MulSigned, StaticInt};
use crate::layout::{Layout, ShapeStride, ZipModes};
use crate::list::{self, Append, Apply2, Fold, Snoc, C, E};
use core::ops::BitAnd;
use typenum::{Bit, B0, B1, U0, U1};

operation! {
    /// CuTe's `right_inverse(layout)`: the largest layout `R` with `L(R(i)) == i` for every
    /// `i < size(R)`; `composition(L, R)` is the identity on `R`'s domain.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = RightInverse<layout!((4,2):(2,1))>;
    /// assert_eq!(R::default().to_string(), "(_2,_4):(_4,_1)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "right_inverse: cannot invert this layout (in generic code, add the bound `RightInverseOp`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait RightInverseOp { fn right_inverse(self) / try_right_inverse -> "right inverse"; }
    /// `right_inverse(L)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = RightInverse<layout!((4,2):(2,1))>;
    /// assert_eq!(R::default().to_string(), "(_2,_4):(_4,_1)");
    /// ```
    pub type RightInverse<L>;
}

operation! {
    /// CuTe's `left_inverse(layout)`: a layout `R` with `R(L(i)) == i` for every `i < size(L)`
    /// (when `L` is injective); `composition(R, L)` is the identity on `L`'s domain.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = LeftInverse<layout!(((8),5):((5),1))>;
    /// assert_eq!(R::default().to_string(), "(_5,_8):(_8,_1)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "left_inverse: cannot invert this layout (in generic code, add the bound `LeftInverseOp`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait LeftInverseOp { fn left_inverse(self) / try_left_inverse -> "left inverse"; }
    /// `left_inverse(L)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = LeftInverse<layout!(((8),5):((5),1))>;
    /// assert_eq!(R::default().to_string(), "(_5,_8):(_8,_1)");
    /// ```
    pub type LeftInverse<L>;
}

// ---------------------------------------------------------------------------------------------
// The algorithm
// ---------------------------------------------------------------------------------------------
/// The leaf modes of a coalesced engine layout, as a list of `Layout<s, d>`: the layout is
/// flat, so its modes, zipped from its shape and stride as they are, are its leaves (no
/// flattening needed).
pub trait LeafModes {
    /// `C<Layout<s0, d0>, ...>`
    type Output;
}

impl<S: ZipModes<D>, D> LeafModes for Layout<S, D> {
    type Output = <S as ZipModes<D>>::Output;
}

/// The modes `Self` as records `Rec<s, d, p>`, `p` the product of the extents before the mode
/// (starting at `P`), static as far as those extents are.
pub trait Records<P> {
    /// The list of records.
    type Output;
}

impl<P> Records<P> for E {
    type Output = E;
}

impl<S, D, T, P> Records<P> for C<Layout<S, D>, T>
where
    S: Arith<ops::Mul, P>,
    T: Records<LMul<S, P>>,
{
    type Output = C<Rec<S, D, P>, <T as Records<LMul<S, P>>>::Output>;
}

/// The records of `coalesce(L)`.
pub type CoalescedRecords<L> =
    <<<L as Coalescer<B0>>::Output as LeafModes>::Output as Records<U1>>::Output;

// ---------------------------------------------------------------------------------------------
// right_inverse
// ---------------------------------------------------------------------------------------------

/// The records whose stride is static (the only ones CuTe's sort by stride can order).
pub trait StaticStrided {
    /// The kept records.
    type Output;
}

impl StaticStrided for E {
    type Output = E;
}

impl<S, D: IsStatic, P, T: StaticStrided> StaticStrided for C<Rec<S, D, P>, T>
where
    D::Output: KeepIf<Rec<S, D, P>, T::Output>,
{
    type Output = <D::Output as KeepIf<Rec<S, D, P>, T::Output>>::Output;
}

/// `B1`: `C<X, Rest>`; `B0`: `Rest`.
pub trait KeepIf<X, Rest> {
    /// The list.
    type Output;
}

impl<X, Rest> KeepIf<X, Rest> for B1 {
    type Output = C<X, Rest>;
}

impl<X, Rest> KeepIf<X, Rest> for B0 {
    type Output = Rest;
}

/// One step of the right inverse on `(shapes, strides, expected stride)`: a mode whose stride is
/// statically the expected one is taken (its extent, and the product of the extents before it as
/// the stride); the next expected stride is its extent times its stride.
pub struct RightStep;

impl<RS, RD, Cur, S, D, P> Apply2<(RS, RD, Cur), Rec<S, D, P>> for RightStep
where
    D: StaticEq<Cur>,
    <D as StaticEq<Cur>>::Output: RightTake<RS, RD, Cur, S, D, P>,
{
    type Output = <<D as StaticEq<Cur>>::Output as RightTake<RS, RD, Cur, S, D, P>>::Output;
}

/// The branch of [`RightStep`].
pub trait RightTake<RS, RD, Cur, S, D, P> {
    /// The new accumulator.
    type Output;
}

impl<RS, RD, Cur, S, D, P> RightTake<RS, RD, Cur, S, D, P> for B0 {
    type Output = (RS, RD, Cur);
}

impl<RS: Append<S>, RD: Append<P>, Cur, S: Arith<ops::Mul, D>, D, P> RightTake<RS, RD, Cur, S, D, P>
    for B1
{
    type Output = (Snoc<RS, S>, Snoc<RD, P>, LMul<S, D>);
}

/// The start of the right inverse's fold: `(_1):(_0)`, expecting stride `_1`.
type RightStart = (C<U1, E>, C<U0, E>, U1);

/// The records of `coalesce(L)` with a static stride, sorted by stride.
pub type SortedRecords<L> =
    <<CoalescedRecords<L> as StaticStrided>::Output as ExchangeSort>::Output;

/// The folded (uncoalesced) right inverse of `L`.
type RightFolded<L> = <SortedRecords<L> as Fold<RightStep, RightStart>>::Output;

/// `right_inverse` on engine forms.
pub trait RightInverseOf {
    /// The right inverse.
    type Output;
}

impl<L: Coalescer<B0>> RightInverseOf for L
where
    L::Output: LeafModes,
    <L::Output as LeafModes>::Output: Records<U1>,
    CoalescedRecords<L>: StaticStrided,
    <CoalescedRecords<L> as StaticStrided>::Output: ExchangeSort,
    SortedRecords<L>: Fold<RightStep, RightStart>,
    RightFolded<L>: Tuple2,
    <RightFolded<L> as Tuple2>::Layout: Coalescer<B0>,
{
    type Output = <<RightFolded<L> as Tuple2>::Layout as Coalescer<B0>>::Output;
}

impl<L: RightInverseOf> MixedEngine<L, E> for op::right_inverse {
    type Output = L::Output;
}

// ---------------------------------------------------------------------------------------------
// left_inverse
// ---------------------------------------------------------------------------------------------

/// `B1` when every record has a static stride.
pub trait StridesStatic {
    /// The bit.
    type Output: Bit;
}

impl StridesStatic for E {
    type Output = B1;
}

impl<S, D: IsStatic, P, T: StridesStatic> StridesStatic for C<Rec<S, D, P>, T>
where
    D::Output: BitAnd<T::Output>,
    <D::Output as BitAnd<T::Output>>::Output: Bit,
{
    type Output = <D::Output as BitAnd<T::Output>>::Output;
}

/// CuTe's "Left inverse requires static strides": holds for `B1` only.
#[diagnostic::on_unimplemented(
    message = "left_inverse: the layout has a run-time (`Dyn`) stride, and left_inverse requires static strides",
    label = "CuTe rejects this: left inverse requires static strides",
    note = "after coalescing, every stride of the layout must be a typenum integer; right_inverse accepts run-time strides (it stops at them), left_inverse does not"
)]
pub trait LeftInverseRequiresStaticStrides {}

impl LeftInverseRequiresStaticStrides for B1 {}

/// The folded left inverse of `L` (before the last extent is appended).
type LeftFolded<L> = <SortedRecords<L> as Fold<LeftStep, (E, C<U0, E>)>>::Output;
/// Its layout.
type LeftLayout<L> = <LeftFolded<L> as Tuple2>::Layout;
/// The shapes with the extent of the mode of the largest stride appended, and the strides.
type LeftClosed<L> = Layout<
    Snoc<<LeftLayout<L> as ShapeStride>::Shape, <SortedRecords<L> as LastShape>::Shape>,
    <LeftLayout<L> as ShapeStride>::Stride,
>;

/// `left_inverse` on engine forms.
pub trait LeftInverseOf {
    /// The left inverse.
    type Output;
}

impl<L: Coalescer<B0>> LeftInverseOf for L
where
    L::Output: LeafModes,
    <L::Output as LeafModes>::Output: Records<U1>,
    CoalescedRecords<L>: StridesStatic + StaticStrided,
    <CoalescedRecords<L> as StridesStatic>::Output: LeftInverseRequiresStaticStrides,
    <CoalescedRecords<L> as StaticStrided>::Output: ExchangeSort,
    SortedRecords<L>: Fold<LeftStep, (E, C<U0, E>)> + LastShape,
    LeftFolded<L>: Tuple2,
    LeftLayout<L>: ShapeStride,
    <LeftLayout<L> as ShapeStride>::Shape: Append<<SortedRecords<L> as LastShape>::Shape>,
    LeftClosed<L>: Coalescer<B0>,
{
    type Output = <LeftClosed<L> as Coalescer<B0>>::Output;
}

impl<L: LeftInverseOf> MixedEngine<L, E> for op::left_inverse {
    type Output = L::Output;
}

/// A mode of the coalesced layout: shape, stride, and the product of the shapes before it.
pub struct Rec<S, D, P>(core::marker::PhantomData<(S, D, P)>);

/// CuTe's `detail::SortByKey` (an exchange sort, not stable) by stride.
pub trait ExchangeSort {
    type Output;
}

impl ExchangeSort for E {
    type Output = E;
}

impl<H, T: Pass<H>> ExchangeSort for C<H, T>
where
    T::Rest: ExchangeSort,
{
    type Output = C<T::Min, <T::Rest as ExchangeSort>::Output>;
}

/// One pass of the exchange sort: `Cur` is swapped with every later smaller element.
pub trait Pass<Cur> {
    type Min;
    type Rest;
}

impl<Cur> Pass<Cur> for E {
    type Min = Cur;
    type Rest = E;
}

impl<Cur, X, T> Pass<Cur> for C<X, T>
where
    X: Key,
    Cur: Key,
    X::Key: IntLess<Cur::Key>,
    LessBit<X::Key, Cur::Key>: If<X, Cur> + If<Cur, X>,
    T: Pass<IfThen<LessBit<X::Key, Cur::Key>, X, Cur>>,
{
    type Min = <T as Pass<IfThen<LessBit<X::Key, Cur::Key>, X, Cur>>>::Min;
    type Rest = C<
        IfThen<LessBit<X::Key, Cur::Key>, Cur, X>,
        <T as Pass<IfThen<LessBit<X::Key, Cur::Key>, X, Cur>>>::Rest,
    >;
}

pub trait Key {
    type Key: StaticInt;
}

impl<S, D: StaticInt, P> Key for Rec<S, D, P> {
    type Key = D;
}

/// The result lists of a fold as a layout.
pub trait Tuple2 {
    type Layout;
}

impl<RS, RD, X> Tuple2 for (RS, RD, X) {
    type Layout = Layout<RS, RD>;
}

impl<RS, RD> Tuple2 for (RS, RD) {
    type Layout = Layout<RS, RD>;
}

/// Left inverse step: skip stride 0; otherwise the stride must be a multiple of the size
/// covered so far, and the new mode spans the gap.
pub struct LeftStep;

impl<RS, RD, S, D: StaticInt, P> list::Apply2<(RS, RD), Rec<S, D, P>> for LeftStep
where
    D::Mag: IntEq<U0>,
    crate::int::EqBit<D::Mag, U0>: LeftTake<RS, RD, D, P>,
{
    type Output = <crate::int::EqBit<D::Mag, U0> as LeftTake<RS, RD, D, P>>::Output;
}

pub trait LeftTake<RS, RD, D, P> {
    type Output;
}

impl<RS, RD, D, P> LeftTake<RS, RD, D, P> for B1 {
    type Output = (RS, RD);
}

/// The size covered so far, `size(RS)`: negative after a negative stride (CuTe computes
/// with signed integers and goes on).
pub trait SignedSize {
    type Output: StaticInt;
}

impl SignedSize for E {
    type Output = U1;
}

impl<H: IntMul<T::Output>, T: SignedSize> SignedSize for C<H, T> {
    type Output = MulSigned<H, T::Output>;
}

/// The signed size of the modes taken so far.
type Size<RS> = <RS as SignedSize>::Output;
/// The magnitude of the size covered so far.
type Covered<RS> = <Size<RS> as StaticInt>::Mag;
/// The sign of the new extent: that of the stride times that of the size covered.
type QuotSign<D, RS> =
    <<D as StaticInt>::Neg as core::ops::BitXor<<Size<RS> as StaticInt>::Neg>>::Output;
/// The new extent, `D / size(RS)`, signed as CuTe's integer division is.
type Extent<D, RS> =
    crate::int::Signed<QuotSign<D, RS>, crate::int::Quotient<<D as StaticInt>::Mag, Covered<RS>>>;

impl<RS: SignedSize, RD, D: StaticInt, P> LeftTake<RS, RD, D, P> for B0
where
    D::Mag: crate::int::DivRem<Covered<RS>>,
    crate::int::Remainder<D::Mag, Covered<RS>>: IntEq<U0>,
    crate::int::EqBit<crate::int::Remainder<D::Mag, Covered<RS>>, U0>: LeftDivides<RS, RD, D, P>,
{
    type Output =
        <crate::int::EqBit<crate::int::Remainder<D::Mag, Covered<RS>>, U0> as LeftDivides<
            RS,
            RD,
            D,
            P,
        >>::Output;
}

/// `B1`: the stride divides by the size covered, the mode is taken; `B0`: CuTe's divisibility
/// error (the mode is skipped, so nothing after it fails again).
pub trait LeftDivides<RS, RD, D, P> {
    type Output;
}

impl<RS: SignedSize, RD: Append<P>, D: StaticInt, P> LeftDivides<RS, RD, D, P> for B1
where
    D::Neg: core::ops::BitXor<<Size<RS> as StaticInt>::Neg>,
    D::Mag: crate::int::DivRem<Covered<RS>>,
    QuotSign<D, RS>: crate::int::SignedMag<crate::int::Quotient<D::Mag, Covered<RS>>>,
    RS: Append<Extent<D, RS>>,
{
    type Output = (Snoc<RS, Extent<D, RS>>, Snoc<RD, P>);
}

impl<RS: SignedSize, RD, D, P> LeftDivides<RS, RD, D, P> for B0
where
    B0: LeftDivisibility<D, Size<RS>>,
{
    type Output = (RS, RD);
}

/// The shape of the last mode in stride order.
pub trait LastShape {
    type Shape;
}

impl<S, D, P> LastShape for C<Rec<S, D, P>, E> {
    type Shape = S;
}

impl<H, H2, T> LastShape for C<H, C<H2, T>>
where
    C<H2, T>: LastShape,
{
    type Shape = <C<H2, T> as LastShape>::Shape;
}

crate::decimal::decimal_check! {
    /// CuTe's "Left inverse divisibility condition".
    #[diagnostic::on_unimplemented(
        message = "left_inverse: divisibility: stride {D} is not a multiple of {N}, the size its smaller strides cover",
        label = "CuTe rejects this: left inverse divisibility condition",
        note = "taken in order of stride, each stride must be a multiple of the product of the extents the smaller strides cover",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    LeftDivisibility / LeftDivisibilityFails<D, N>
}
