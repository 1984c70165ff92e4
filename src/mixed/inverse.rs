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

use core::ops::BitAnd;

use typenum::{Bit, B0, B1, U0, U1};

use super::arith::{Arith, IsStatic, LMul, StaticEq};
use super::coalesce::{Coalesce, FlatPairs};
use super::expr::ops;
use super::route::MixedEngine;
use crate::algebra::compose::op;
use crate::algebra::inverse::detail::{ExchangeSort, LastShape, LeftStep, Rec, Tuple2};
use crate::layout::{Layout, ShapeStride};
use crate::list::{Append, Apply2, Fold, Snoc, C, E};

/// The leaf modes of an engine layout, as a list of `Layout<s, d>`.
pub trait LeafModes {
    /// `C<Layout<s0, d0>, ...>`
    type Output;
}

impl<S: FlatPairs<D>, D> LeafModes for Layout<S, D> {
    type Output = <S as FlatPairs<D>>::Output;
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
    <<<L as Coalesce<B0>>::Output as LeafModes>::Output as Records<U1>>::Output;

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
pub trait RightInverse {
    /// The right inverse.
    type Output;
}

impl<L: Coalesce<B0>> RightInverse for L
where
    L::Output: LeafModes,
    <L::Output as LeafModes>::Output: Records<U1>,
    CoalescedRecords<L>: StaticStrided,
    <CoalescedRecords<L> as StaticStrided>::Output: ExchangeSort,
    SortedRecords<L>: Fold<RightStep, RightStart>,
    RightFolded<L>: Tuple2,
    <RightFolded<L> as Tuple2>::Layout: Coalesce<B0>,
{
    type Output = <<RightFolded<L> as Tuple2>::Layout as Coalesce<B0>>::Output;
}

impl<L: RightInverse> MixedEngine<L, E> for op::right_inverse {
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
pub trait LeftInverse {
    /// The left inverse.
    type Output;
}

impl<L: Coalesce<B0>> LeftInverse for L
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
    LeftClosed<L>: Coalesce<B0>,
{
    type Output = <LeftClosed<L> as Coalesce<B0>>::Output;
}

impl<L: LeftInverse> MixedEngine<L, E> for op::left_inverse {
    type Output = L::Output;
}
