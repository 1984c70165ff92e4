//! Flatten, coalesce and by-mode coalesce with run-time leaves (CuTe's `bw_coalesce`): a mode
//! merges into its neighbour only when the merge is statically known to be right.

use core::ops::BitAnd;

use typenum::{Bit, B0, B1, U0, U1};

use super::arith::{IsStatic, LMul, StaticEq};
use super::expr::Sym;
use super::route::MixedEngine;
use crate::algebra::compose::op;
use crate::layout::Layout;
use crate::list::{Fold, Kind, Leaf, Node, Rev, C, E};

// Leaf-level list machinery for run-time leaves.
impl<X> crate::list::FlattenToList for Sym<X> {
    type Output = C<Self, E>;
}

impl<X> crate::list::FlattenList for Sym<X> {
    type Output = Self;
}

impl<X> Kind for Sym<X> {
    type Kind = Leaf;
}

/// The leaves of an engine shape/stride paired as layouts: `C<Layout<s0, d0>, ...>`.
pub trait FlatPairs<D> {
    /// The list of leaf modes.
    type Output;
}

impl<S: crate::list::FlattenToList, D: crate::list::FlattenToList> FlatPairs<D> for S
where
    S::Output: crate::layout::ZipModes<D::Output>,
{
    type Output = <S::Output as crate::layout::ZipModes<D::Output>>::Output;
}

impl<X, D> crate::layout::ZipModes<D> for Sym<X> {
    type Output = C<Layout<Self, D>, E>;
}

/// `B1` when a leaf is the static `_1`.
pub type IsOne<S> = <S as StaticEq<U1>>::Output;

/// One step of `bw_coalesce` on the accumulated modes `Self` (front first) with the next mode
/// `s:d` from the back.
pub trait BwStep<M> {
    /// The new accumulated modes.
    type Output;
}

/// `B1` when the accumulated modes are a single `_1` extent.
pub trait SingleOne {
    /// The bit.
    type Output: Bit;
}

impl<S: StaticEq<U1>, D> SingleOne for C<Layout<S, D>, E> {
    type Output = IsOne<S>;
}

impl<M, M2, T> SingleOne for C<M, C<M2, T>> {
    type Output = B0;
}

/// `B1` when `s:d` merges into the front mode `fs:fd`: `fs` static and `s * d == fd` statically.
pub type Merges<S, D, FS, FD> =
    <<FS as IsStatic>::Output as BitAnd<<LMul<S, D> as StaticEq<FD>>::Output>>::Output;

impl<S, D, FS, FD, T> BwStep<Layout<S, D>> for C<Layout<FS, FD>, T>
where
    S: StaticEq<U1> + super::arith::Arith<super::expr::ops::Mul, D>,
    LMul<S, D>: StaticEq<FD>,
    FS: IsStatic,
    <FS as IsStatic>::Output: BitAnd<<LMul<S, D> as StaticEq<FD>>::Output>,
    Self: SingleOne,
    (IsOne<S>, <Self as SingleOne>::Output, Merges<S, D, FS, FD>): Choose<Self, S, D>,
{
    type Output = <(IsOne<S>, <Self as SingleOne>::Output, Merges<S, D, FS, FD>) as Choose<
        Self,
        S,
        D,
    >>::Output;
}

/// The branch of [`BwStep`]: (`s` is `_1`, the front is a lone `_1`, `s:d` merges).
pub trait Choose<Acc, S, D> {
    /// The new accumulated modes.
    type Output;
}

/// A static size-1 mode is skipped.
impl<A, B, Acc, S, D> Choose<Acc, S, D> for (B1, A, B) {
    type Output = Acc;
}

/// A lone `_1` front is replaced.
impl<B, Acc, S, D> Choose<Acc, S, D> for (B0, B1, B) {
    type Output = C<Layout<S, D>, E>;
}

/// Merge into the front: `(s * fs):d`.
impl<FS, FD, T, S, D> Choose<C<Layout<FS, FD>, T>, S, D> for (B0, B0, B1)
where
    S: super::arith::Arith<super::expr::ops::Mul, FS>,
{
    type Output = C<Layout<LMul<S, FS>, D>, T>;
}

/// A new front mode.
impl<Acc, S, D> Choose<Acc, S, D> for (B0, B0, B0) {
    type Output = C<Layout<S, D>, Acc>;
}

/// The fold step of [`BwStep`].
pub struct BwStepF;

impl<Acc: BwStep<M>, M> crate::list::Apply2<Acc, M> for BwStepF {
    type Output = Acc::Output;
}

/// The layout of the accumulated modes: one mode is a leaf layout (`_1` becomes `_1:_0`).
pub trait Finish {
    /// The layout.
    type Output;
}

impl<S: StaticEq<U1>, D> Finish for C<Layout<S, D>, E>
where
    IsOne<S>: crate::int::If<Layout<U1, U0>, Layout<S, D>>,
{
    type Output = crate::int::IfThen<IsOne<S>, Layout<U1, U0>, Layout<S, D>>;
}

impl<M, M2, T> Finish for C<M, C<M2, T>>
where
    Self: crate::list::Map<crate::layout::ShapeFn> + crate::list::Map<crate::layout::StrideFn>,
{
    type Output = crate::layout::Concatenated<Self>;
}

/// CuTe's `coalesce` (`X = B0`) or `coalesce_x` (`X = B1`, a trailing `_1` is kept as an
/// unbounded `_2`) of an engine layout.
pub trait Coalesce<X> {
    /// The coalesced layout.
    type Output;
}

impl<S: FlatPairs<D>, D, X> Coalesce<X> for Layout<S, D>
where
    <S as FlatPairs<D>>::Output: Start<X>,
{
    type Output = <<S as FlatPairs<D>>::Output as Start<X>>::Output;
}

/// Starts `bw_coalesce` from the last mode of a flat list of modes.
pub trait Start<X> {
    /// The coalesced layout.
    type Output;
}

impl<X> Start<X> for E {
    type Output = Layout<U1, U0>;
}

impl<H, T, X> Start<X> for C<H, T>
where
    C<H, T>: Fold<crate::list::PrependF, E>,
    Rev<C<H, T>>: LastFirst<X>,
{
    type Output = <Rev<C<H, T>> as LastFirst<X>>::Output;
}

/// On the reversed modes: the accumulator starts with the last mode (for `coalesce_x`, a
/// static `_1` extent becomes `_2`), then every other mode is folded in from the back.
pub trait LastFirst<X> {
    /// The coalesced layout.
    type Output;
}

impl<S: StaticEq<U1>, D, T, X> LastFirst<X> for C<Layout<S, D>, T>
where
    (X, IsOne<S>): LastExtent<S>,
    T: Fold<BwStepF, C<Layout<<(X, IsOne<S>) as LastExtent<S>>::Output, D>, E>>,
    <T as Fold<BwStepF, C<Layout<<(X, IsOne<S>) as LastExtent<S>>::Output, D>, E>>>::Output: Finish,
{
    type Output = <<T as Fold<
        BwStepF,
        C<Layout<<(X, IsOne<S>) as LastExtent<S>>::Output, D>, E>,
    >>::Output as Finish>::Output;
}

/// The extent the last mode starts the accumulator with.
pub trait LastExtent<S> {
    /// `_2` for `coalesce_x` of a static `_1`, else `S`.
    type Output;
}

impl<S> LastExtent<S> for (B1, B1) {
    type Output = typenum::U2;
}

impl<S> LastExtent<S> for (B1, B0) {
    type Output = S;
}

impl<S, O> LastExtent<S> for (B0, O) {
    type Output = S;
}

impl<L: Coalesce<B0>> MixedEngine<L, E> for op::coalesce {
    type Output = L::Output;
}

impl<S, D> MixedEngine<Layout<S, D>, E> for op::flatten
where
    S: crate::list::FlattenList,
    D: crate::list::FlattenList,
{
    type Output = Layout<S::Output, D::Output>;
}

/// CuTe's `coalesce(layout, profile)` on engine forms: a leaf profile coalesces the whole
/// layout; a tuple profile coalesces mode by mode (modes past it are kept).
pub trait CoalesceBy<P, K> {
    /// The result.
    type Output;
}

impl<L: Coalesce<B0>, P> CoalesceBy<P, Leaf> for L {
    type Output = L::Output;
}

impl<L, P> CoalesceBy<P, Node> for L
where
    L: crate::layout::Modes,
    crate::layout::ModesOf<L>: crate::list::TransformModes<P, CoalesceByF, op::coalesce_by>,
    <crate::layout::ModesOf<L> as crate::list::TransformModes<P, CoalesceByF, op::coalesce_by>>::Output:
        crate::layout::FromModes,
{
    type Output = crate::layout::Concatenated<
        <crate::layout::ModesOf<L> as crate::list::TransformModes<P, CoalesceByF, op::coalesce_by>>::Output,
    >;
}

/// `coalesce_by` of one mode.
pub struct CoalesceByF;

impl<M, P: Kind> crate::list::Apply2<M, P> for CoalesceByF
where
    M: CoalesceBy<P, P::Kind>,
{
    type Output = <M as CoalesceBy<P, P::Kind>>::Output;
}

impl<L, P: Kind> MixedEngine<L, P> for op::coalesce_by
where
    L: CoalesceBy<P, P::Kind>,
{
    type Output = <L as CoalesceBy<P, P::Kind>>::Output;
}
