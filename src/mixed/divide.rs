//! Divides with run-time leaves: `logical_divide(a, t) = a o (t, complement(t, shape(coalesce(a))))`
//! mode by mode for a tuple tiler, and the regroupings of its result (zipped, tiled, flat).

use core::marker::PhantomData;

use cute_layout_dynamic::algebra::{self as dynalg, Check, Tiler};
use cute_layout_dynamic::Error;
use typenum::{B0, B1, U0, U1};

use super::arith::{Arith, LCeilDiv, LMul, StaticEq};
use super::coalesce::{Coalesce, IsOne};
use super::complement::ComplementOf;
use super::compose::{post_check_with, Compose, ToDynTiler};
use super::expr::{ops, Sym};
use super::route::{MixedEngine, PostCheck};
use crate::algebra::compose::op;
use crate::algebra::divide::detail::{Rank2Mode, TileUnzip, Zip2By};
use crate::int::{If, IfThen};
use crate::layout::{AnyLayout, Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{Apply2, Cat, Concat, Kind, Leaf, Node, TransformModes, C, E};
use crate::tiler::Underscore;

/// `logical_divide(A, Self)` on engine forms for the tiler `Self`; errors under `Op`.
#[diagnostic::on_unimplemented(
    message = "divide: `{Self}` is not a tiler for `{A}`",
    note = "a tiler is a layout, a positive extent, a tuple of tilers (at most one per mode of A), or `Underscore`"
)]
pub trait DividedBy<A, Op> {
    /// The divided layout.
    type Output;
}

/// `_` keeps the mode.
impl<A, Op> DividedBy<A, Op> for Underscore {
    type Output = A;
}

/// An extent `n`: the tiler `make_layout(n)` (`n:_1`, or `_1:_0` for a static `_1`).
macro_rules! extent_tiler {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__A, __Op, $($g)*> DividedBy<__A, __Op> for $t
        where
            $t: StaticEq<U1>,
            IsOne<$t>: If<Layout<U1, U0>, Layout<$t, U1>>,
            IfThen<IsOne<$t>, Layout<U1, U0>, Layout<$t, U1>>: DividedBy<__A, __Op>,
        {
            type Output =
                <IfThen<IsOne<$t>, Layout<U1, U0>, Layout<$t, U1>> as DividedBy<__A, __Op>>::Output;
        }
    )*};
}
crate::list::with_leaves!(extent_tiler);
extent_tiler!([X] Sym<X>);

/// The shape of `coalesce(A)`: the cotarget of the tiler's complement.
pub type CoShape<A> = <<A as Coalesce<B0>>::Output as ShapeStride>::Shape;
/// `complement(T, shape(coalesce(A)))`, reported under `Op`.
pub type Rest<T, A, Op> = <T as ComplementOf<CoShape<A>, Op>>::Output;
/// `make_layout(T, complement(T, shape(coalesce(A))))`
pub type Divisor<T, A, Op> = Layout<
    C<<T as ShapeStride>::Shape, C<<Rest<T, A, Op> as ShapeStride>::Shape, E>>,
    C<<T as ShapeStride>::Stride, C<<Rest<T, A, Op> as ShapeStride>::Stride, E>>,
>;

/// A layout tiler: the rule [`RuleFor`] picks divides `Layout<S, D>` by it.
impl<S: Kind, D, TS, TD, Op> DividedBy<Layout<S, D>, Op> for Layout<TS, TD>
where
    S::Kind: RuleFor<S, TS, TD>,
    <S::Kind as RuleFor<S, TS, TD>>::Rule: DivideRule<Layout<S, D>, Layout<TS, TD>, Op>,
{
    type Output = <<S::Kind as RuleFor<S, TS, TD>>::Rule as DivideRule<
        Layout<S, D>,
        Layout<TS, TD>,
        Op,
    >>::Output;
}

/// How `A` is divided by the layout tiler `T` (a rule marker: [`General`] or [`LeafByUnit`]).
pub trait DivideRule<A, T, Op> {
    /// The divided layout.
    type Output;
}

/// CuTe's definition: compose `A` with the tiler and its complement in `shape(coalesce(A))`.
pub struct General;

/// A leaf mode `s:d` (`s` not a static `_1`) divided by a leaf tiler `n:_1`: the definition
/// worked out once. The complement of `n:_1` in `s` is `ceil_div(s, n):n` (`_1:_0` when that
/// extent is a static `_1`), and composing the leaf `s:d` with a layout scales its strides by
/// `d` (CuTe's shortcut for an integral left shape), so the result is
/// `(n, ceil_div(s, n)):(d, n * d)`, or `(n, _1):(d, _0)`. Static-ness follows the same
/// leaf arithmetic as the general rule.
pub struct LeafByUnit;

/// Picks the rule for a layout of shape `S` (its kind is `Self`) and a tiler `TS:TD`.
pub trait RuleFor<S, TS, TD> {
    /// [`General`] or [`LeafByUnit`].
    type Rule;
}

impl<S, TS, TD> RuleFor<S, TS, TD> for Node {
    type Rule = General;
}

impl<S, TS: Kind, TD> RuleFor<S, TS, TD> for Leaf
where
    TS::Kind: LeafTilerRule<S, TD>,
{
    type Rule = <TS::Kind as LeafTilerRule<S, TD>>::Rule;
}

/// For a leaf mode `S`: the rule by the kind of the tiler's shape (`Self`).
pub trait LeafTilerRule<S, TD> {
    /// [`General`] or [`LeafByUnit`].
    type Rule;
}

impl<S, TD> LeafTilerRule<S, TD> for Node {
    type Rule = General;
}

impl<S: StaticEq<U1>, TD: StaticEq<U1>> LeafTilerRule<S, TD> for Leaf
where
    (IsOne<TD>, IsOne<S>): UnitRule,
{
    type Rule = <(IsOne<TD>, IsOne<S>) as UnitRule>::Rule;
}

/// (tiler stride is a static `_1`, the mode's extent is a static `_1`) -> the rule.
pub trait UnitRule {
    /// [`General`] or [`LeafByUnit`].
    type Rule;
}

impl UnitRule for (B1, B0) {
    type Rule = LeafByUnit;
}

impl UnitRule for (B1, B1) {
    type Rule = General;
}

impl<X> UnitRule for (B0, X) {
    type Rule = General;
}

impl<S, D, TS, TD, Op> DivideRule<Layout<S, D>, Layout<TS, TD>, Op> for General
where
    Layout<S, D>: Coalesce<B0>,
    <Layout<S, D> as Coalesce<B0>>::Output: ShapeStride,
    Layout<TS, TD>: ComplementOf<CoShape<Layout<S, D>>, Op>,
    Rest<Layout<TS, TD>, Layout<S, D>, Op>: ShapeStride,
    Layout<S, D>: Compose<Divisor<Layout<TS, TD>, Layout<S, D>, Op>, Op>,
{
    type Output = <Layout<S, D> as Compose<Divisor<Layout<TS, TD>, Layout<S, D>, Op>, Op>>::Output;
}

/// `ceil_div(s, n)`: how many tiles of `n` cover `s`.
type Tiles<S, N> = LCeilDiv<S, N>;

impl<S, D, N, TD, Op> DivideRule<Layout<S, D>, Layout<N, TD>, Op> for LeafByUnit
where
    S: Arith<ops::CeilDiv, N>,
    Tiles<S, N>: StaticEq<U1>,
    IsOne<Tiles<S, N>>: RestMode<Tiles<S, N>, N, D>,
{
    type Output = Layout<
        C<N, C<<IsOne<Tiles<S, N>> as RestMode<Tiles<S, N>, N, D>>::Shape, E>>,
        C<D, C<<IsOne<Tiles<S, N>> as RestMode<Tiles<S, N>, N, D>>::Stride, E>>,
    >;
}

/// The rest mode `c:n*d` of [`LeafByUnit`], or `_1:_0` when `c` is a static `_1` (`Self`).
pub trait RestMode<Cnt, N, D> {
    /// Its extent.
    type Shape;
    /// Its stride.
    type Stride;
}

impl<Cnt, N, D> RestMode<Cnt, N, D> for B1 {
    type Shape = U1;
    type Stride = U0;
}

impl<Cnt, N: Arith<ops::Mul, D>, D> RestMode<Cnt, N, D> for B0 {
    type Shape = Cnt;
    type Stride = LMul<N, D>;
}

/// A tuple tiler: mode by mode; the modes past it are kept.
impl<S, D, Op> DividedBy<Layout<S, D>, Op> for E
where
    Layout<S, D>: Modes,
    ModesOf<Layout<S, D>>: FromModes,
{
    type Output = Concatenated<ModesOf<Layout<S, D>>>;
}

impl<S, D, H, T, Op> DividedBy<Layout<S, D>, Op> for C<H, T>
where
    Layout<S, D>: Modes,
    ModesOf<Layout<S, D>>: TransformModes<C<H, T>, DivideF<Op>, Op>,
    <ModesOf<Layout<S, D>> as TransformModes<C<H, T>, DivideF<Op>, Op>>::Output: FromModes,
{
    type Output =
        Concatenated<<ModesOf<Layout<S, D>> as TransformModes<C<H, T>, DivideF<Op>, Op>>::Output>;
}

/// The divide of one mode by one tiler.
pub struct DivideF<Op>(PhantomData<Op>);

impl<L, T: DividedBy<L, Op>, Op> Apply2<L, T> for DivideF<Op> {
    type Output = T::Output;
}

impl<L, T> MixedEngine<L, T> for op::logical_divide
where
    T: DividedBy<L, op::logical_divide>,
{
    type Output = T::Output;
}

// A run-time extent in the guide of `zip2_by` is a leaf: the mode there is (tile, rest).
impl<T: Rank2Mode<Op>, X, Op> Zip2By<T, Op> for Sym<X> {
    type Output = C<T::First, C<T::Second, E>>;
}

/// `zipped_divide(Self, T)`: the logical divide, its (tile, rest) modes gathered by the tiler.
pub trait Zipped<T, Op> {
    /// `((tile...), (rest...))`
    type Output;
}

impl<L, T, Op> Zipped<T, Op> for L
where
    T: DividedBy<L, Op>,
    <T as DividedBy<L, Op>>::Output: TileUnzip<T, Op>,
{
    type Output = <<T as DividedBy<L, Op>>::Output as TileUnzip<T, Op>>::Output;
}

impl<L: Zipped<T, op::zipped_divide>, T> MixedEngine<L, T> for op::zipped_divide {
    type Output = L::Output;
}

/// The modes a slice with `repeat<rank(X)>(_)` keeps of the mode `X`: `X` itself for rank 1
/// (a leaf or a one-element tuple), its modes otherwise.
pub trait Spread {
    /// The kept modes, as a list.
    type Output;
}

crate::list::for_leaves!([] Spread { type Output = C<Self, E>; });

impl<X> Spread for Sym<X> {
    type Output = C<Self, E>;
}

impl Spread for E {
    type Output = E;
}

impl<H> Spread for C<H, E> {
    type Output = C<Self, E>;
}

impl<H, H2, T> Spread for C<H, C<H2, T>> {
    type Output = Self;
}

/// `tiled_divide`: `((tile...), rest...)`.
impl<L, T> MixedEngine<L, T> for op::tiled_divide
where
    L: Zipped<T, op::tiled_divide>,
    <L as Zipped<T, op::tiled_divide>>::Output: Unpack<B0>,
{
    type Output = <<L as Zipped<T, op::tiled_divide>>::Output as Unpack<B0>>::Output;
}

/// `flat_divide`: `(tile..., rest...)`.
impl<L, T> MixedEngine<L, T> for op::flat_divide
where
    L: Zipped<T, op::flat_divide>,
    <L as Zipped<T, op::flat_divide>>::Output: Unpack<B1>,
{
    type Output = <<L as Zipped<T, op::flat_divide>>::Output as Unpack<B1>>::Output;
}

/// The rank-2 result `(first, second)` with the second mode's modes spread (`B0`), or both
/// modes' modes spread (`B1`).
pub trait Unpack<Both> {
    /// The regrouped layout.
    type Output;
}

impl<S0, S1: Spread, D0, D1: Spread> Unpack<B0> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>> {
    type Output = Layout<C<S0, S1::Output>, C<D0, D1::Output>>;
}

impl<S0, S1, D0, D1> Unpack<B1> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
where
    S0: Spread,
    S1: Spread,
    D0: Spread,
    D1: Spread,
    S0::Output: Concat<S1::Output>,
    D0::Output: Concat<D1::Output>,
{
    type Output = Layout<Cat<S0::Output, S1::Output>, Cat<D0::Output, D1::Output>>;
}

// ---------------------------------------------------------------------------------------------
// The run-time engine's checks in `try_` forms
// ---------------------------------------------------------------------------------------------

fn logical_cute(
    a: &cute_layout_dynamic::Layout,
    t: &Tiler,
    c: Check,
) -> Result<cute_layout_dynamic::Layout, Error> {
    dynalg::logical_divide_checked(a, t, c)
}

fn logical_cute_only(
    a: &cute_layout_dynamic::Layout,
    t: &Tiler,
    _: Check,
) -> Result<cute_layout_dynamic::Layout, Error> {
    dynalg::logical_divide_checked(a, t, Check::CuTe)
}

macro_rules! divide_post_checks {
    ($($op:ident: $whole:expr, $by_mode:expr;)*) => {$(
        impl<L: AnyLayout, T: ToDynTiler, O> PostCheck<L, T, O> for op::$op {
            fn post_check(l: &L, t: &T, _: &O) -> Result<(), Error> {
                post_check_with(
                    &l.as_dynamic()?,
                    &t.to_dyn_tiler()?,
                    stringify!($op),
                    $whole,
                    $by_mode,
                )
            }
        }
    )*};
}

divide_post_checks! {
    logical_divide: dynalg::logical_divide, logical_cute;
    zipped_divide: dynalg::zipped_divide, logical_cute_only;
    tiled_divide: dynalg::tiled_divide, logical_cute_only;
    flat_divide: dynalg::flat_divide, logical_cute_only;
}
