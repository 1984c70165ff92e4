//! Divides: logical, zipped, tiled and flat; and the regroupings they share with the products.
//!
//! Divides with run-time leaves: `logical_divide(a, t) = a o (t, complement(t, shape(coalesce(a))))`
//! mode by mode for a tuple tiler, and the regroupings of its result (zipped, tiled, flat).

use crate::algebra::coalesce::{Coalescer, IsOne};
use crate::algebra::complement::ComplementOf;
use crate::algebra::compose::TopExact;
use crate::algebra::compose::{post_check_with, Compose, ToDynTiler};
use crate::algebra::op;
use crate::engine::arith::{Arith, LCeilDiv, LMul, LeafClass};
use crate::engine::expr::{ops, Sym};
use crate::engine::route::{MixedEngine, PostCheck};
use crate::int::{Flag, If, IfThen};
use crate::layout::{AnyLayout, Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{self, Apply2, Cat, Concat, KeepRest, Kind, Leaf, Node, ZipModes, C, E};
use crate::tuple::Underscore;
use core::marker::PhantomData;
use cute_layout_dynamic::algebra::{self as dynalg, Check, Tiler};
use cute_layout_dynamic::Error;
use typenum::{B0, B1, U0, U1};

operation! {
    /// CuTe's `logical_divide(a, tiler)`: `A o (B, complement(B, shape(coalesce(A))))`, mode by mode
    /// for a tuple tiler (modes past the tiler are kept). The result's mode 0 is the tile, mode 1
    /// the tiles' arrangement.
    ///
    /// Post-condition (the law, tested on the run-time engine): `logical_divide(A, B) ==
    /// composition(A, make_layout(B, complement(B, shape(coalesce(A)))))`. A layout tiler is checked
    /// like [`Composition`](crate::Composition) of two layouts (exactly); other tilers as CuTe checks.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = LogicalDivide<layout!(16:3), layout!((2,2):(4,1))>;
    /// assert_eq!(T::default().to_string(), "((_2,_2),(_2,_2)):((_12,_3),(_6,_24))");
    /// type S = LogicalDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(S::default().to_string(), "((_4,_3),(_8,_4),_6):((_1,_4),(_128,_1024),_0)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "logical_divide: cannot divide the layout by this tiler (in generic code, add the bound `LogicalDivideOp<T>`)",
        note = "the tiler is a layout, an extent, or a tuple of at most rank(A) tilers; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails"
    )]
    pub trait LogicalDivideOp<T> { fn logical_divide(self, tiler) / try_logical_divide -> "divided layout"; }
    /// `logical_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = LogicalDivide<layout!(16:3), layout!((2,2):(4,1))>;
    /// assert_eq!(T::default().to_string(), "((_2,_2),(_2,_2)):((_12,_3),(_6,_24))");
    /// type S = LogicalDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(S::default().to_string(), "((_4,_3),(_8,_4),_6):((_1,_4),(_128,_1024),_0)");
    /// ```
    pub type LogicalDivide<A, T>;
}

operation! {
    /// CuTe's `zipped_divide(a, tiler)`: `((tile modes...), (rest modes...))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type Z = ZippedDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(Z::default().to_string(), "((_4,_8),(_3,_4,_6)):((_1,_128),(_4,_1024,_0))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "zipped_divide: cannot divide the layout by this tiler (in generic code, add the bound `ZippedDivideOp<T>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait ZippedDivideOp<T> { fn zipped_divide(self, tiler) / try_zipped_divide -> "divided layout"; }
    /// `zipped_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type Z = ZippedDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(Z::default().to_string(), "((_4,_8),(_3,_4,_6)):((_1,_128),(_4,_1024,_0))");
    /// ```
    pub type ZippedDivide<A, T>;
}

operation! {
    /// CuTe's `tiled_divide(a, tiler)`: `((tile modes...), rest modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = TiledDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(T::default().to_string(), "((_4,_8),_3,_4,_6):((_1,_128),_4,_1024,_0)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "tiled_divide: cannot divide the layout by this tiler (in generic code, add the bound `TiledDivideOp<T>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait TiledDivideOp<T> { fn tiled_divide(self, tiler) / try_tiled_divide -> "divided layout"; }
    /// `tiled_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = TiledDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(T::default().to_string(), "((_4,_8),_3,_4,_6):((_1,_128),_4,_1024,_0)");
    /// ```
    pub type TiledDivide<A, T>;
}

operation! {
    /// CuTe's `flat_divide(a, tiler)`: `(tile modes..., rest modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type F = FlatDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(F::default().to_string(), "(_4,_8,_3,_4,_6):(_1,_128,_4,_1024,_0)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "flat_divide: cannot divide the layout by this tiler (in generic code, add the bound `FlatDivideOp<T>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait FlatDivideOp<T> { fn flat_divide(self, tiler) / try_flat_divide -> "divided layout"; }
    /// `flat_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type F = FlatDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(F::default().to_string(), "(_4,_8,_3,_4,_6):(_1,_128,_4,_1024,_0)");
    /// ```
    pub type FlatDivide<A, T>;
}

// ---------------------------------------------------------------------------------------------
// The algorithm
// ---------------------------------------------------------------------------------------------
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
            $t: LeafClass,
            IsOne<$t>: If<Layout<U1, U0>, Layout<$t, U1>>,
            IfThen<IsOne<$t>, Layout<U1, U0>, Layout<$t, U1>>: DividedBy<__A, __Op>,
        {
            type Output =
                <IfThen<IsOne<$t>, Layout<U1, U0>, Layout<$t, U1>> as DividedBy<__A, __Op>>::Output;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(extent_tiler);
extent_tiler!([X] Sym<X>);

/// The shape of `coalesce(A)`: the cotarget of the tiler's complement.
pub type CoShape<A> = <<A as Coalescer<B0>>::Output as ShapeStride>::Shape;
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

impl<S: LeafClass, TD: LeafClass> LeafTilerRule<S, TD> for Leaf
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
    Layout<S, D>: Coalescer<B0>,
    <Layout<S, D> as Coalescer<B0>>::Output: ShapeStride,
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
    Tiles<S, N>: LeafClass,
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
    ModesOf<Layout<S, D>>: ZipModes<C<H, T>, DivideF<Op>, Op, KeepRest>,
    <ModesOf<Layout<S, D>> as ZipModes<C<H, T>, DivideF<Op>, Op, KeepRest>>::Output: FromModes,
{
    type Output = Concatenated<
        <ModesOf<Layout<S, D>> as ZipModes<C<H, T>, DivideF<Op>, Op, KeepRest>>::Output,
    >;
}

/// The divide of one mode by one tiler.
pub struct DivideF<Op>(PhantomData<Op>);

impl<L, T: DividedBy<L, Op>, Op> Apply2<L, T> for DivideF<Op> {
    type Output = T::Output;
}

impl<L, T> MixedEngine<L, T> for op::logical_divide
where
    T: DividedBy<L, op::logical_divide> + TopExactDivide<L, op::logical_divide>,
{
    type Output = T::Output;
}

/// The top-level check of `logical_divide(A, Self)`: for a layout tiler, the composition of `A`
/// with `(T, complement(T))` must be `A o B` ([`TopExact`]); a leaf `A` is a single mode, with
/// which every composition is exact; other tilers are checked as CuTe checks them.
pub trait TopExactDivide<A, Op> {}

impl<S: Kind, D, TS, TD, Op> TopExactDivide<Layout<S, D>, Op> for Layout<TS, TD> where
    S::Kind: DivideExactBy<Layout<S, D>, Layout<TS, TD>, Op>
{
}

/// [`TopExactDivide`] by the kind of `A`'s shape (`Self`).
pub trait DivideExactBy<A, T, Op> {}

impl<A, T, Op> DivideExactBy<A, T, Op> for Leaf {}

impl<S, D, T, Op> DivideExactBy<Layout<S, D>, T, Op> for Node
where
    Layout<S, D>: Coalescer<B0>,
    <Layout<S, D> as Coalescer<B0>>::Output: ShapeStride,
    T: ComplementOf<CoShape<Layout<S, D>>, Op> + ShapeStride,
    Rest<T, Layout<S, D>, Op>: ShapeStride,
    Divisor<T, Layout<S, D>, Op>: TopExact<Layout<S, D>, Op>,
{
}

macro_rules! divide_not_checked {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__A, __Op, $($g)*> TopExactDivide<__A, __Op> for $t {}
    )*};
}
divide_not_checked!([] E, [H, T] C<H, T>, [] Underscore, [X] Sym<X>);
crate::arity::with_leaves_unbounded!(divide_not_checked);

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
    T: ZipFast<L>,
    <T as ZipFast<L>>::Fast: ZippedRule<L, T, Op>,
{
    type Output = <<T as ZipFast<L>>::Fast as ZippedRule<L, T, Op>>::Output;
}

/// How `zipped_divide(L, Self)` is computed: `B1` when [`LeafByUnit`] applies to both modes of a
/// rank-2 layout of leaf modes and a rank-2 tiler (what a matrix divided by a CTA tile is),
/// so that the result is written down at once ([`ZippedRule`]); `B0` otherwise.
pub trait ZipFast<L> {
    /// The bit.
    type Fast;
}

impl<T0, T1, S0, S1, D0, D1> ZipFast<Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>> for C<T0, C<T1, E>>
where
    S0: LeafClass,
    S1: LeafClass,
    T0: UnitTiler,
    T1: UnitTiler,
{
    type Fast = <<<S0::Wide as Flag>::And<S1::Wide> as Flag>::And<T0::Unit> as Flag>::And<T1::Unit>;
}

/// Every other layout shape with a rank-2 tiler.
macro_rules! zip_slow_shapes {
    ($([$($g:tt)*] $s:ty),*) => {$(
        impl<T0, T1, __D, $($g)*> ZipFast<Layout<$s, __D>> for C<T0, C<T1, E>> {
            type Fast = B0;
        }
    )*};
}
zip_slow_shapes!(
    [] E,
    [H] C<H, E>,
    [H, H1, H2, T] C<H, C<H1, C<H2, T>>>,
    [X] Sym<X>
);
crate::arity::with_leaves_unbounded!(zip_slow_shapes);

/// Every other tiler.
macro_rules! zip_slow_tilers {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__L, $($g)*> ZipFast<__L> for $t {
            type Fast = B0;
        }
    )*};
}
zip_slow_tilers!(
    [] Underscore,
    [] E,
    [H] C<H, E>,
    [H, H1, H2, T] C<H, C<H1, C<H2, T>>>,
    [X] Sym<X>,
    [TS, TD] Layout<TS, TD>
);
crate::arity::with_leaves_unbounded!(zip_slow_tilers);

/// A mode of a tiler that [`LeafByUnit`] takes: an extent `n` that is not a static `_1` (the
/// tiler `n:_1`), or such a layout `n:_1` itself (`Unit` = `B1`, `Extent` = `n`).
pub trait UnitTiler {
    /// `B1` when the tiler is `n:_1` with `n` a run-time or a static `_2` or more.
    type Unit: Flag;
    /// `n`.
    type Extent;
}

macro_rules! extent_tilers {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> UnitTiler for $t
        where
            $t: LeafClass,
        {
            type Unit = <$t as LeafClass>::Wide;
            type Extent = $t;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(extent_tilers);
extent_tilers!([X] Sym<X>, [] E, [H, T] C<H, T>);

impl UnitTiler for Underscore {
    type Unit = B0;
    type Extent = Underscore;
}

impl<N: LeafClass> UnitTiler for Layout<N, typenum::UInt<typenum::UTerm, B1>> {
    type Unit = N::Wide;
    type Extent = N;
}

macro_rules! strided_tilers {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__N, $($g)*> UnitTiler for Layout<__N, $t> {
            type Unit = B0;
            type Extent = __N;
        }
    )*};
}
strided_tilers!(
    [] typenum::UTerm,
    [U, X, Y] typenum::UInt<typenum::UInt<U, X>, Y>,
    [U: typenum::Unsigned + typenum::NonZero] typenum::NInt<U>,
    [X] Sym<X>,
    [] E,
    [H, T] C<H, T>
);

/// `zipped_divide(L, T)` by [`ZipFast`]: `B0` the definition (the logical divide, then its
/// modes gathered), `B1` the result of [`LeafByUnit`] on both modes, gathered:
/// `((n0, n1), (c0, c1)):((d0, d1), (n0 * d0, n1 * d1))` with `ci = ceil_div(si, ni)`, a rest
/// mode being `_1:_0` where its count is a static `_1`.
pub trait ZippedRule<L, T, Op> {
    /// The zipped divide.
    type Output;
}

impl<L, T, Op> ZippedRule<L, T, Op> for B0
where
    T: DividedBy<L, Op>,
    <T as DividedBy<L, Op>>::Output: TileUnzip<T, Op>,
{
    type Output = <<T as DividedBy<L, Op>>::Output as TileUnzip<T, Op>>::Output;
}

impl<S0, S1, D0, D1, T0, T1, Op>
    ZippedRule<Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>, C<T0, C<T1, E>>, Op> for B1
where
    T0: UnitTiler,
    T1: UnitTiler,
    S0: Arith<ops::CeilDiv, T0::Extent>,
    S1: Arith<ops::CeilDiv, T1::Extent>,
    Tiles<S0, T0::Extent>: LeafClass,
    Tiles<S1, T1::Extent>: LeafClass,
    IsOne<Tiles<S0, T0::Extent>>: RestMode<Tiles<S0, T0::Extent>, T0::Extent, D0>,
    IsOne<Tiles<S1, T1::Extent>>: RestMode<Tiles<S1, T1::Extent>, T1::Extent, D1>,
{
    type Output = Layout<
        C<
            C<T0::Extent, C<T1::Extent, E>>,
            C<C<RestShape<S0, T0::Extent, D0>, C<RestShape<S1, T1::Extent, D1>, E>>, E>,
        >,
        C<
            C<D0, C<D1, E>>,
            C<C<RestStride<S0, T0::Extent, D0>, C<RestStride<S1, T1::Extent, D1>, E>>, E>,
        >,
    >;
}

/// The rest mode's extent of [`LeafByUnit`] for the mode `S:D` and the tiler `N:_1`.
type RestShape<S, N, D> = <IsOne<Tiles<S, N>> as RestMode<Tiles<S, N>, N, D>>::Shape;
/// The rest mode's stride of [`LeafByUnit`] for the mode `S:D` and the tiler `N:_1`.
type RestStride<S, N, D> = <IsOne<Tiles<S, N>> as RestMode<Tiles<S, N>, N, D>>::Stride;

impl<L: Zipped<T, op::zipped_divide>, T> MixedEngine<L, T> for op::zipped_divide {
    type Output = L::Output;
}

/// The modes a slice with `repeat<rank(X)>(_)` keeps of the mode `X`: `X` itself for rank 1
/// (a leaf or a one-element tuple), its modes otherwise.
pub trait Spread {
    /// The kept modes, as a list.
    type Output;
}

crate::arity::for_leaves_unbounded!([] Spread { type Output = C<Self, E>; });

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

/// CuTe's `zip2_by(t, guide)`: the rank-2 modes found at the leaves of the tiler `G` split
/// into `((firsts...), (seconds..., rest...))`.
/// `zip2_by(T, Self)` for the guide (tiler) `Self`.
pub trait Zip2By<T, Op> {
    type Output;
}

// A leaf of the guide: the mode must be rank 2 and stays as it is.
impl<T: Rank2Mode<Op>, S, D, Op> Zip2By<T, Op> for Layout<S, D> {
    type Output = C<T::First, C<T::Second, E>>;
}
crate::arity::for_unsigned!([__T: Rank2Mode<__Op>, __Op] Zip2By<__T, __Op> {
    type Output = C<__T::First, C<__T::Second, E>>;
});
impl<T: Rank2Mode<Op>, Op> Zip2By<T, Op> for Underscore {
    type Output = C<T::First, C<T::Second, E>>;
}

/// A mode of rank 2, where the guide of `zip2_by` has a leaf: its two halves. Other modes
/// report the failure (and give empty halves, so nothing else fails after it).
pub trait Rank2Mode<Op> {
    type First;
    type Second;
}
impl<X, Y, Op> Rank2Mode<Op> for C<X, C<Y, E>> {
    type First = X;
    type Second = Y;
}
/// The modes of other ranks: `$mode` with its generics.
macro_rules! not_rank2 {
    ($([$($g:tt)*] $mode:ty),*) => {$(
        impl<Op, $($g)*> Rank2Mode<Op> for $mode
        where
            B0: ModeIsRank2<$mode, Op>,
        {
            type First = E;
            type Second = E;
        }
    )*};
}
not_rank2!([] E, [X] C<X, E>, [X, Y, Z, W] C<X, C<Y, C<Z, W>>>);
crate::arity::with_leaves!(not_rank2);

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// zip2_by's requirement.
    #[diagnostic::on_unimplemented(
        message = "{Op}: the mode {T} is not of rank 2 where the tiler has a leaf",
        label = "CuTe's zip2_by needs a (tile, rest) mode here",
        note = "zipped/tiled/flat divides and products regroup the (tile, rest) modes that logical_divide/logical_product produce; CuTe's zip2_by requires them",
        note = "Num<N> is the number N"
    )]
    check ModeIsRank2<T>;
});

// A tuple guide: split the guided modes, keep the rest in the second half.
impl<T, Op> Zip2By<T, Op> for E {
    type Output = C<E, C<T, E>>;
}

impl<T, GH, GT, Op> Zip2By<T, Op> for C<GH, GT>
where
    T: Split2<C<GH, GT>, Op>,
    <T as Split2<C<GH, GT>, Op>>::Seconds: list::Concat<<T as Split2<C<GH, GT>, Op>>::Rest>,
{
    type Output = C<
        <T as Split2<C<GH, GT>, Op>>::Firsts,
        C<list::Cat<<T as Split2<C<GH, GT>, Op>>::Seconds, <T as Split2<C<GH, GT>, Op>>::Rest>, E>,
    >;
}

/// The guided modes of `Self` split in firsts and seconds, and the unguided rest.
pub trait Split2<G, Op> {
    type Firsts;
    type Seconds;
    type Rest;
}

impl<T, Op> Split2<E, Op> for T {
    type Firsts = E;
    type Seconds = E;
    type Rest = T;
}

// A guide longer than the modes: reported as the tiler's extra modes.
impl<GH, GT, Op> Split2<C<GH, GT>, Op> for E
where
    B0: crate::algebra::registry::TooManyModes<C<GH, GT>, Op>,
{
    type Firsts = E;
    type Seconds = E;
    type Rest = E;
}

impl<H, T: Split2<GT, Op>, GH: Zip2By<H, Op>, GT, Op> Split2<C<GH, GT>, Op> for C<H, T>
where
    GH::Output: Pair,
{
    type Firsts = C<<GH::Output as Pair>::First, T::Firsts>;
    type Seconds = C<<GH::Output as Pair>::Second, T::Seconds>;
    type Rest = T::Rest;
}

pub trait Pair {
    type First;
    type Second;
}

impl<X, Y> Pair for C<X, C<Y, E>> {
    type First = X;
    type Second = Y;
}

/// CuTe's `tile_unzip`: [`Zip2By`] on shape and stride.
pub trait TileUnzip<G, Op> {
    type Output;
}

impl<S, D, G: Zip2By<S, Op> + Zip2By<D, Op>, Op> TileUnzip<G, Op> for Layout<S, D> {
    type Output = Layout<<G as Zip2By<S, Op>>::Output, <G as Zip2By<D, Op>>::Output>;
}
