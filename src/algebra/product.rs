//! Products: logical, zipped, tiled, flat, blocked and raked.
//!
//! Products with run-time leaves (the run-time engine's `logical_product` and its regroupings):
//! `logical_product(A, T) = (A, complement(A, size(A) * cosize(T)) o T)`, mode by mode for a
//! tuple tiler. The size and the cosize keep CuTe's static-ness (a static `_0` stride absorbs a
//! run-time extent); the complement and the composition are the mixed ones, so their compile
//! errors (a run-time stride in a complement of several modes, a static non-injective layout)
//! name the product that reached them.
//!
//! CuTe's corpus has no post-condition failures for products: the `try_` forms check only the
//! arithmetic (a division by a run-time zero is an `Err`).

use crate::algebra::coalesce::{CoalescedX, IsOne};
use crate::algebra::complement::OwnCosize;
use crate::algebra::complement::{ComplementOf, CosizeOf, CotargetFor, ProductM};
use crate::algebra::compose::ComposeImpl;
use crate::algebra::divide::TileUnzip;
use crate::algebra::divide::Unpack;
use crate::algebra::op;
use crate::algebra::{IsLayout, Shown};
use crate::engine::arith::{Arith, LMul, LeafClass};
use crate::engine::expr::{ops, Sym};
use crate::engine::route::MixedEngine;
use crate::int::{If, IfThen};
use crate::layout::{Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{Apply2, KeepRest, ZipModes, C, E};
use crate::tuple::Underscore;
use core::marker::PhantomData;
use typenum::{B0, B1, U0, U1};

operation! {
    /// CuTe's `logical_product(block, tiler)`: `(A, complement(A, size(A)*cosize(B)) o B)`, mode by
    /// mode for a tuple tiler (modes past the tiler are kept). Mode 0 is the block, mode 1 its
    /// repetitions as arranged by the tiler.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = LogicalProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "logical_product: cannot multiply the layout by this tiler (in generic code, add the bound `LogicalProductOp<T>`)",
        note = "the tiler is a layout, an extent, or a tuple of at most rank(A) tilers; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails"
    )]
    pub trait LogicalProductOp<T> { fn logical_product(self, tiler) / try_logical_product -> "product layout"; }
    /// `logical_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = LogicalProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    pub type LogicalProduct<A, T>;
}

operation! {
    /// CuTe's `zipped_product(block, tiler)`: `((block modes...), (product modes...))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = ZippedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "zipped_product: cannot multiply the layout by this tiler (in generic code, add the bound `ZippedProductOp<T>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait ZippedProductOp<T> { fn zipped_product(self, tiler) / try_zipped_product -> "product layout"; }
    /// `zipped_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = ZippedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    pub type ZippedProduct<A, T>;
}

operation! {
    /// CuTe's `tiled_product(block, tiler)`: `((block modes...), product modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = TiledProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),_3,_4):((_1,_2),_16,_4)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "tiled_product: cannot multiply the layout by this tiler (in generic code, add the bound `TiledProductOp<T>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait TiledProductOp<T> { fn tiled_product(self, tiler) / try_tiled_product -> "product layout"; }
    /// `tiled_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = TiledProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),_3,_4):((_1,_2),_16,_4)");
    /// ```
    pub type TiledProduct<A, T>;
}

operation! {
    /// CuTe's `flat_product(block, tiler)`: `(block modes..., product modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = FlatProduct<layout!((4,3,2):(1,4,12)), tile!(2:1, 3:1)>;
    /// assert_eq!(P::default().to_string(), "(_4,_3,_2,_3,_2):(_1,_4,_4,_1,_12)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "flat_product: cannot multiply the layout by this tiler (in generic code, add the bound `FlatProductOp<T>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait FlatProductOp<T> { fn flat_product(self, tiler) / try_flat_product -> "product layout"; }
    /// `flat_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = FlatProduct<layout!((4,3,2):(1,4,12)), tile!(2:1, 3:1)>;
    /// assert_eq!(P::default().to_string(), "(_4,_3,_2,_3,_2):(_1,_4,_4,_1,_12)");
    /// ```
    pub type FlatProduct<A, T>;
}

operation! {
    /// CuTe's `blocked_product(block, tiler)`: the block repeated as the tiler arranges it, mode by
    /// mode, block first: `rank(R) == max(rank(A), rank(B))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = BlockedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_3),(_2,_4)):((_1,_16),(_2,_4))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "blocked_product: cannot multiply the layout by this tiler (in generic code, add the bound `BlockedProductOp<B>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait BlockedProductOp<B> { fn blocked_product(self, tiler) / try_blocked_product -> "product layout"; }
    /// `blocked_product(Block, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = BlockedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_3),(_2,_4)):((_1,_16),(_2,_4))");
    /// ```
    pub type BlockedProduct<A, B>;
}

operation! {
    /// CuTe's `raked_product(block, tiler)`: the block interleaved ("raked") across the tiler, mode
    /// by mode, tiler first: `rank(R) == max(rank(A), rank(B))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = RakedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_3,_2),(_4,_2)):((_16,_1),(_4,_2))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "raked_product: cannot multiply the layout by this tiler (in generic code, add the bound `RakedProductOp<B>`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait RakedProductOp<B> { fn raked_product(self, tiler) / try_raked_product -> "product layout"; }
    /// `raked_product(Block, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = RakedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_3,_2),(_4,_2)):((_16,_1),(_4,_2))");
    /// ```
    pub type RakedProduct<A, B>;
}

// ---------------------------------------------------------------------------------------------
// The algorithm
// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// logical_product
// ---------------------------------------------------------------------------------------------

/// `logical_product(A, Self)` on engine forms for the tiler `Self`; errors under `Op`.
#[diagnostic::on_unimplemented(
    message = "logical_product: `{Self}` is not a tiler for `{A}`",
    note = "a tiler is a layout, a positive extent, a tuple of tilers (at most one per mode of A), or `Underscore`"
)]
pub trait Multiplies<A, Op> {
    /// The product layout.
    type Output;
}

/// `_` keeps the mode.
impl<A, Op> Multiplies<A, Op> for Underscore {
    type Output = A;
}

/// An extent `n`: the tiler `make_layout(n)` (`n:_1`, or `_1:_0` for a static `_1`).
macro_rules! extent_tiler {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__A, __Op, $($g)*> Multiplies<__A, __Op> for $t
        where
            $t: LeafClass,
            IsOne<$t>: If<Layout<U1, U0>, Layout<$t, U1>>,
            IfThen<IsOne<$t>, Layout<U1, U0>, Layout<$t, U1>>: Multiplies<__A, __Op>,
        {
            type Output =
                <IfThen<IsOne<$t>, Layout<U1, U0>, Layout<$t, U1>> as Multiplies<__A, __Op>>::Output;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(extent_tiler);
extent_tiler!([X] Sym<X>);

/// `size(A)`, with CuTe's static-ness (a product from a static `_1`).
pub type SizeOf<S> = <S as ProductM>::Output;
/// `size(A) * cosize(T)`: the cotarget of the block's complement.
pub type Cotarget<S, T> = LMul<SizeOf<S>, CosizeOf<T>>;
/// `complement(A, size(A) * cosize(T))`, reported under `Op`: a coalesced layout (the
/// cotarget is an extent, and the complement of an extent ends with a coalesce).
pub type Complemented<S, D, T, Op> = <Layout<S, D> as ComplementOf<Cotarget<S, T>, Op>>::Output;
/// `coalesce_x` of the complement, which is coalesced already ([`CoalescedX`]).
pub type ComplementedX<S, D, T, Op> = <Complemented<S, D, T, Op> as CoalescedX>::Output;
/// `complement(A, size(A) * cosize(T)) o T`, reported under `Op`: CuTe's `composition_impl` of
/// the complement's `coalesce_x` with `TS:TD`.
pub type Repeats<S, D, TS, TD, Op> =
    <ComplementedX<S, D, Layout<TS, TD>, Op> as ComposeImpl<TS, TD, Op>>::Output;

/// A layout tiler: the block, then its complement arranged by the tiler.
impl<S, D, TS, TD, Op> Multiplies<Layout<S, D>, Op> for Layout<TS, TD>
where
    S: ProductM,
    OwnCosize: CotargetFor<Layout<TS, TD>>,
    SizeOf<S>: Arith<ops::Mul, CosizeOf<Layout<TS, TD>>>,
    Layout<S, D>: ComplementOf<Cotarget<S, Layout<TS, TD>>, Op>,
    Complemented<S, D, Layout<TS, TD>, Op>: CoalescedX,
    ComplementedX<S, D, Layout<TS, TD>, Op>: ComposeImpl<TS, TD, Op>,
    Repeats<S, D, TS, TD, Op>: ShapeStride,
{
    type Output = Layout<
        C<S, C<<Repeats<S, D, TS, TD, Op> as ShapeStride>::Shape, E>>,
        C<D, C<<Repeats<S, D, TS, TD, Op> as ShapeStride>::Stride, E>>,
    >;
}

/// A tuple tiler: mode by mode; the modes past it are kept.
impl<S, D, Op> Multiplies<Layout<S, D>, Op> for E
where
    Layout<S, D>: Modes,
    ModesOf<Layout<S, D>>: FromModes,
{
    type Output = Concatenated<ModesOf<Layout<S, D>>>;
}

impl<S, D, H, T, Op> Multiplies<Layout<S, D>, Op> for C<H, T>
where
    Layout<S, D>: Modes,
    ModesOf<Layout<S, D>>: ZipModes<C<H, T>, ProductF<Op>, Op, KeepRest>,
    <ModesOf<Layout<S, D>> as ZipModes<C<H, T>, ProductF<Op>, Op, KeepRest>>::Output: FromModes,
{
    type Output = Concatenated<
        <ModesOf<Layout<S, D>> as ZipModes<C<H, T>, ProductF<Op>, Op, KeepRest>>::Output,
    >;
}

/// The product of one mode by one tiler.
pub struct ProductF<Op>(PhantomData<Op>);

impl<L, T: Multiplies<L, Op>, Op> Apply2<L, T> for ProductF<Op> {
    type Output = T::Output;
}

impl<L, T> MixedEngine<L, T> for op::logical_product
where
    T: Multiplies<L, op::logical_product>,
{
    type Output = T::Output;
}

// ---------------------------------------------------------------------------------------------
// zipped, tiled and flat products: the logical product regrouped by the tiler
// ---------------------------------------------------------------------------------------------

/// `zipped_product(Self, T)`: the logical product, its (block, repeats) modes gathered by the
/// tiler.
pub trait Zipped<T, Op> {
    /// `((block...), (repeats...))`
    type Output;
}

impl<L, T, Op> Zipped<T, Op> for L
where
    T: Multiplies<L, Op>,
    <T as Multiplies<L, Op>>::Output: TileUnzip<T, Op>,
{
    type Output = <<T as Multiplies<L, Op>>::Output as TileUnzip<T, Op>>::Output;
}

impl<L: Zipped<T, op::zipped_product>, T> MixedEngine<L, T> for op::zipped_product {
    type Output = L::Output;
}

/// `tiled_product`: `((block...), repeats...)`.
impl<L, T> MixedEngine<L, T> for op::tiled_product
where
    L: Zipped<T, op::tiled_product>,
    <L as Zipped<T, op::tiled_product>>::Output: Unpack<B0>,
{
    type Output = <<L as Zipped<T, op::tiled_product>>::Output as Unpack<B0>>::Output;
}

/// `flat_product`: `(block..., repeats...)`.
impl<L, T> MixedEngine<L, T> for op::flat_product
where
    L: Zipped<T, op::flat_product>,
    <L as Zipped<T, op::flat_product>>::Output: Unpack<B1>,
{
    type Output = <<L as Zipped<T, op::flat_product>>::Output as Unpack<B1>>::Output;
}

// ---------------------------------------------------------------------------------------------
// blocked and raked products: both layouts padded to one rank, the two modes zipped
// ---------------------------------------------------------------------------------------------

impl Shown for Underscore {
    type Output = Underscore;
}

/// CuTe's `zip(a, b)` of two IntTuples with run-time leaves: `((a0,b0),(a1,b1),...)`, or
/// `((a,b))` for a leaf `a`; a tuple meets a tuple of the same rank.
pub trait ZipPair<B> {
    /// The zipped tuple.
    type Output;
}

/// A leaf `a`: `((a, b))`.
macro_rules! leaf_zip {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__Y, $($g)*> ZipPair<__Y> for $t {
            type Output = C<C<Self, C<__Y, E>>, E>;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(leaf_zip);
leaf_zip!([X] Sym<X>);

impl ZipPair<E> for E {
    type Output = E;
}

impl<H, T: ZipPair<BT>, BH, BT> ZipPair<C<BH, BT>> for C<H, T> {
    type Output = C<C<H, C<BH, E>>, T::Output>;
}

/// The ranks differ, or a tuple meets a leaf: the check reports it.
macro_rules! no_zip {
    ($([$($g:tt)*] $a:ty, $b:ty);*) => {$(
        impl<$($g)*> ZipPair<$b> for $a
        where
            $a: Shown,
            $b: Shown,
            B0: CanZip<<$a as Shown>::Output, <$b as Shown>::Output>,
        {
            type Output = E;
        }
    )*};
}
no_zip!([BH, BT] E, C<BH, BT>; [H, T] C<H, T>, E; [H, T, X] C<H, T>, Sym<X>);

/// A tuple meets a static leaf.
macro_rules! tuple_with_leaf {
    ($([$($g:tt)*] $leaf:ty),*) => {$(
        no_zip!([H, T, $($g)*] C<H, T>, $leaf);
    )*};
}
crate::arity::with_leaves!(tuple_with_leaf);

/// The two modes of a rank-2 logical product, zipped (`Raked = B0`: block first).
pub trait ZipModes2<Raked> {
    /// The zipped layout.
    type Output;
}

impl<S0, S1, D0, D1> ZipModes2<B0> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
where
    S0: ZipPair<S1>,
    D0: ZipPair<D1>,
{
    type Output = Layout<S0::Output, D0::Output>;
}

impl<S0, S1, D0, D1> ZipModes2<B1> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
where
    S1: ZipPair<S0>,
    D1: ZipPair<D0>,
{
    type Output = Layout<S1::Output, D1::Output>;
}

/// `blocked_product` (`Raked = B0`) and `raked_product` (`B1`) of the block `Self` by the
/// tiler `B`.
pub trait RankSensitive<B, Raked, Op> {
    /// The product layout.
    type Output;
}

impl<A, B: IsLayout, Raked, Op> RankSensitive<B, Raked, Op> for A
where
    B::Output: RankSensitiveIf<A, B, Raked, Op>,
{
    type Output = <B::Output as RankSensitiveIf<A, B, Raked, Op>>::Output;
}

/// [`RankSensitive`] by whether the tiler is a layout (`Self = B1`).
pub trait RankSensitiveIf<A, B, Raked, Op> {
    /// The product layout.
    type Output;
}

/// The block and the tiler padded to one rank; the two modes of their logical product zipped.
impl<A, B, Raked, Op> RankSensitiveIf<A, B, Raked, Op> for B1
where
    A: PadPair<B>,
    <A as PadPair<B>>::B: Multiplies<<A as PadPair<B>>::A, Op>,
    <<A as PadPair<B>>::B as Multiplies<<A as PadPair<B>>::A, Op>>::Output: ZipModes2<Raked>,
{
    type Output =
        <<<A as PadPair<B>>::B as Multiplies<<A as PadPair<B>>::A, Op>>::Output as ZipModes2<
            Raked,
        >>::Output;
}

/// A tiler that is not a layout: the check reports it.
impl<A, B: Shown, Raked, Op> RankSensitiveIf<A, B, Raked, Op> for B0
where
    B0: TilerIsLayout<<B as Shown>::Output, Op>,
{
    // `_1:_0` keeps whatever follows free of further errors.
    type Output = Layout<U1, U0>;
}

impl<A: RankSensitive<B, B0, op::blocked_product>, B> MixedEngine<A, B> for op::blocked_product {
    type Output = A::Output;
}

impl<A: RankSensitive<B, B1, op::raked_product>, B> MixedEngine<A, B> for op::raked_product {
    type Output = A::Output;
}

// ---------------------------------------------------------------------------------------------
// Checked forms
// ---------------------------------------------------------------------------------------------

/// The `try_` forms of the products also run the run-time engine, which evaluates every
/// intermediate value as CuTe does: a run-time stride of 0 inside the complement divides by
/// zero even when the result does not keep the value (CuTe: SIGFPE), and the checked form says
/// so.
macro_rules! product_post_checks {
    ($($op:ident: $run:expr;)*) => {$(
        impl<L: crate::AnyLayout, T: super::compose::ToDynTiler, O>
            crate::engine::route::PostCheck<L, T, O> for op::$op
        {
            fn post_check(l: &L, t: &T, _: &O) -> Result<(), cute_layout_dynamic::Error> {
                match t.to_dyn_tiler()?.whole() {
                    Some(tiler) => ($run)(&l.as_dynamic()?, &tiler).map(drop),
                    None => Ok(()),
                }
            }
        }
    )*};
}

/// The run-time engine's blocked/raked product, whose tiler is a layout.
fn with_layout_tiler(
    op: &'static str,
    f: fn(
        &cute_layout_dynamic::Layout,
        &cute_layout_dynamic::Layout,
    ) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error>,
    a: &cute_layout_dynamic::Layout,
    t: &cute_layout_dynamic::algebra::Tiler,
) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error> {
    match t {
        cute_layout_dynamic::algebra::Tiler::Layout(b) => f(a, b),
        other => Err(cute_layout_dynamic::Error::new(
            op,
            format!("the tiler {other} is not a layout"),
        )),
    }
}

product_post_checks! {
    logical_product: cute_layout_dynamic::algebra::logical_product;
    zipped_product: cute_layout_dynamic::algebra::zipped_product;
    tiled_product: cute_layout_dynamic::algebra::tiled_product;
    flat_product: cute_layout_dynamic::algebra::flat_product;
    blocked_product: |a: &cute_layout_dynamic::Layout, t: &cute_layout_dynamic::algebra::Tiler| {
        with_layout_tiler("blocked_product", cute_layout_dynamic::algebra::blocked_product, a, t)
    };
    raked_product: |a: &cute_layout_dynamic::Layout, t: &cute_layout_dynamic::algebra::Tiler| {
        with_layout_tiler("raked_product", cute_layout_dynamic::algebra::raked_product, a, t)
    };
}

/// CuTe's `append<R>` of both layouts to `R = max(rank(A), rank(B))` (nothing changes when
/// `R == 1`), with `_1:_0` modes.
pub trait PadPair<B> {
    type A;
    type B;
}

impl<A: Modes, B: Modes> PadPair<B> for A
where
    ModesOf<A>: PadModes<ModesOf<B>, A, B>,
{
    type A = <ModesOf<A> as PadModes<ModesOf<B>, A, B>>::A;
    type B = <ModesOf<A> as PadModes<ModesOf<B>, A, B>>::B;
}

/// Pads the mode lists `Self` and `MB` of layouts `A` and `B`.
pub trait PadModes<MB, A, B> {
    type A;
    type B;
}

// Both of rank 1: unchanged.
impl<X, Y, A, B> PadModes<C<Y, E>, A, B> for C<X, E> {
    type A = A;
    type B = B;
}

impl<X, Y, Y2, T, A, B> PadModes<C<Y, C<Y2, T>>, A, B> for C<X, E>
where
    C<X, E>: PadTo<C<Y, C<Y2, T>>>,
    <C<X, E> as PadTo<C<Y, C<Y2, T>>>>::Output: FromModes,
    C<Y, C<Y2, T>>: FromModes,
{
    type A = Concatenated<<C<X, E> as PadTo<C<Y, C<Y2, T>>>>::Output>;
    type B = Concatenated<C<Y, C<Y2, T>>>;
}

impl<X, X2, T, MB, A, B> PadModes<MB, A, B> for C<X, C<X2, T>>
where
    C<X, C<X2, T>>: PadTo<MB>,
    MB: PadTo<C<X, C<X2, T>>>,
    <C<X, C<X2, T>> as PadTo<MB>>::Output: FromModes,
    <MB as PadTo<C<X, C<X2, T>>>>::Output: FromModes,
{
    type A = Concatenated<<C<X, C<X2, T>> as PadTo<MB>>::Output>;
    type B = Concatenated<<MB as PadTo<C<X, C<X2, T>>>>::Output>;
}

/// `Self` padded with `_1:_0` modes to the length of `Other` (if shorter).
pub trait PadTo<Other> {
    type Output;
}

impl PadTo<E> for E {
    type Output = E;
}

impl<H, T> PadTo<E> for C<H, T> {
    type Output = C<H, T>;
}

impl<OH, OT> PadTo<C<OH, OT>> for E
where
    E: PadTo<OT>,
{
    type Output = C<Layout<U1, U0>, <E as PadTo<OT>>::Output>;
}

impl<H, T: PadTo<OT>, OH, OT> PadTo<C<OH, OT>> for C<H, T> {
    type Output = C<H, T::Output>;
}

crate::decimal::decimal_check! {
    /// Two modes CuTe's `zip` can pair.
    #[diagnostic::on_unimplemented(
        message = "blocked_product/raked_product: cannot zip the mode {A} with {B}",
        label = "CuTe zips the block's modes with the tiler's: a tuple must meet a tuple of the same rank",
        note = "Num<N> is the number N"
    )]
    CanZip / CanZipFails<A, B>
}

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// blocked_product and raked_product take two layouts.
    #[diagnostic::on_unimplemented(
        message = "{Op}: the tiler {B} is not a layout",
        label = "blocked_product and raked_product take two layouts",
        note = "for a shape, pass its column-major layout: `layout!((4,4))` rather than `shape!((4,4))`",
        note = "Num<N> is the number N"
    )]
    check TilerIsLayout<B>;
});
