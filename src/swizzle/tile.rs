//! CuTe's `tile_to_shape` (repeat a block, e.g. a swizzled shared-memory atom, to a target
//! shape) and `make_layout_tv` (a thread layout and a value layout to the `(thread, value)`
//! layout and its tiler, as CuTe's `make_tiled_copy` builds them).

use core::ops::{Div, Rem};

use typenum::{UTerm, Unsigned, B0, B1, U0, U1};

use super::compose::{Composed, MakeComposed};
use super::ComposedLayout;
use crate::layout::Layout;
use crate::list::value::{IntoTuple, ToList};
use crate::list::{self, Product, ProductOf, C, E};
use crate::modes::ZipCeilDiv;
use crate::tuple::AllStatic;

/// CuTe's `tile_to_shape(block, trg_shape)`: the block repeated (column-major, mode 0 first)
/// until it covers the target shape: `blocked_product(block', make_layout(trg / block'))`,
/// where `block'` is the block padded with `1:0` modes to the target's rank and `/` divides
/// the products of the modes. The block's rank must not exceed the target's, and each mode of
/// the block must divide the target's (both compile errors naming `tile_to_shape`). A target
/// with run-time extents gives run-time copies, `ceil_div` of the extents, as in CuTe (which
/// checks divisibility only for a static target); the block is static. A composed
/// (swizzled) block keeps its swizzle: the GEMM shared-memory layouts are built this way; it
/// takes a static target (its inner layout is static). The
/// copies of the block follow each other column-major; [`TileToShapeOrderOp`] takes CuTe's
/// third argument, the order of the modes.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{Swizzle, TileToShape};
/// use cute_layout::typenum::U3;
/// // SM80 fp16: the 8x64 swizzled atom tiled to the 128x64 A/B tile.
/// type Atom = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
/// type Smem = TileToShape<Atom, shape!((128,64))>;
/// assert_eq!(Smem::default().to_string(), "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))");
/// ```
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: cannot tile the layout to this shape (in generic code, add the bound `TileToShapeOp<T>`)",
    note = "the block is a static layout or a composed layout, the target a shape tuple (or a layout, whose shape is taken) of at least the block's rank"
)]
pub trait TileToShapeOp<T>: super::layout_seal::Sealed {
    /// The tiled layout.
    type Output: crate::AnyLayout;
    /// The tiled layout's value (run-time extents of the target give run-time leaves).
    #[doc(hidden)]
    fn tile_to(self, trg_shape: T) -> Self::Output;
}

/// CuTe's `tile_to_shape(block, trg_shape, ord_shape)`: as [`TileToShapeOp`], the copies of the
/// block laid out in the mode order `O` (CuTe's `Step<...>`, written as a shape tuple of
/// typenum integers, e.g. `(U2, U1)`: mode 1 first), as `make_ordered_layout` orders modes.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::TileToShapeOrdered;
/// // CuTe: tile_to_shape(Layout<Shape<_2,_4>,Stride<_4,_1>>{}, make_shape(_4{},_8{}), Step<_2,_1>{})
/// type T = TileToShapeOrdered<layout!((2,4):(4,1)), shape!((4,8)), shape!((2,1))>;
/// assert_eq!(T::default().to_string(), "((_2,_2),(_4,_2)):((_4,_16),(_1,_8))");
/// ```
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: cannot tile the layout to this shape in this mode order (in generic code, add the bound `TileToShapeOrderOp<T, O>`)",
    note = "the block is a static layout or a composed layout, the target a shape tuple of at least the block's rank, the order a tuple of typenum integers of the target's rank"
)]
pub trait TileToShapeOrderOp<T, O>: super::layout_seal::Sealed {
    /// The tiled layout.
    type Output: crate::AnyLayout;
    /// The tiled layout's value (run-time extents of the target give run-time leaves).
    #[doc(hidden)]
    fn tile_to(self, trg_shape: T) -> Self::Output;
}

/// `tile_to_shape(L, T, O)`: see [`TileToShapeOrderOp`].
pub type TileToShapeOrdered<L, T, O> = <L as TileToShapeOrderOp<T, O>>::Output;

/// CuTe's `tile_to_shape(block, trg_shape, ord_shape)` as a value (see [`TileToShapeOrderOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::tile_to_shape_ordered;
/// let l = tile_to_shape_ordered(<layout!((2,4):(4,1))>::new(), make_shape!((_4, _8)), make_shape!((_2, _1)));
/// assert_eq!(l.to_string(), "((_2,_2),(_4,_2)):((_4,_16),(_1,_8))");
/// ```
pub fn tile_to_shape_ordered<L: TileToShapeOrderOp<T, O>, T, O>(
    block: L,
    trg_shape: T,
    ord_shape: O,
) -> L::Output {
    let _ = ord_shape; // the order is in its type
    block.tile_to(trg_shape)
}

/// `tile_to_shape(L, T)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::TileToShape;
/// type T = TileToShape<layout!((4,8):(1,4)), shape!((16,64))>;
/// assert_eq!(T::default().to_string(), "((_4,_4),(_8,_8)):((_1,_32),(_4,_128))");
/// ```
pub type TileToShape<L, T> = <L as TileToShapeOp<T>>::Output;

/// CuTe's `tile_to_shape(block, trg_shape)` as a value: the block repeated to the target shape
/// (see [`TileToShapeOp`]; the result is zero-sized, its layout in its type).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{tile_to_shape, Swizzle};
/// use cute_layout::typenum::U3;
/// let atom = Composition::<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>::default();
/// let smem = tile_to_shape(atom, make_shape!((_128, _64)));
/// assert_eq!(smem.to_string(), "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))");
/// // A run-time target: the copies of the block are run-time, as CuTe prints them.
/// let m = std::hint::black_box(300usize);
/// let l = tile_to_shape(<layout!((8,8):(8,1))>::new(), make_shape!((m, _64)));
/// assert_eq!(l.to_string(), "((_8,38),(_8,_8)):((_8,_64),(_1,2432))");
/// ```
pub fn tile_to_shape<L: TileToShapeOp<T>, T>(block: L, trg_shape: T) -> L::Output {
    block.tile_to(trg_shape)
}

/// The block's `(shape, stride)` padded with `1:0` modes to the rank of the target list.
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: the block has more modes than the target shape (CuTe: \"Rank of layout must be <= rank of target shape.\")",
    label = "rank(block) > rank(target)"
)]
pub trait PadTo<T> {
    type S;
    type D;
}
impl PadTo<E> for (E, E) {
    type S = E;
    type D = E;
}
impl<TH, TT> PadTo<C<TH, TT>> for (E, E)
where
    (E, E): PadTo<TT>,
{
    type S = C<U1, <(E, E) as PadTo<TT>>::S>;
    type D = C<U0, <(E, E) as PadTo<TT>>::D>;
}
impl<SH, ST, DH, DT, TH, TT> PadTo<C<TH, TT>> for (C<SH, ST>, C<DH, DT>)
where
    (ST, DT): PadTo<TT>,
{
    type S = C<SH, <(ST, DT) as PadTo<TT>>::S>;
    type D = C<DH, <(ST, DT) as PadTo<TT>>::D>;
}

/// The modes of an internal shape list as a list of their products.
pub trait ModeProducts {
    type Output;
}
impl ModeProducts for E {
    type Output = E;
}
impl<H: Product, T: ModeProducts> ModeProducts for C<H, T> {
    type Output = C<ProductOf<H>, T::Output>;
}

crate::decimal::decimal_check! {
    /// CuTe's check of `tile_to_shape`: each mode of the block divides the target's.
    #[diagnostic::on_unimplemented(
        message = "tile_to_shape: block shape does not divide the target shape: the target's mode {T} is not a multiple of the block's {B}",
        label = "target % block != 0",
        note = "Num<N> is the number N"
    )]
    BlockDivides / BlockDividesFails<T, B>
}

/// `target / block`, mode by mode (the target list is `Self`).
pub trait DivEach<B> {
    type Output;
}
impl DivEach<E> for E {
    type Output = E;
}
impl<TH, TT, BH, BT> DivEach<C<BH, BT>> for C<TH, TT>
where
    TH: Div<BH> + Rem<BH>,
    <TH as Rem<BH>>::Output: typenum::IsEqual<UTerm>,
    typenum::Eq<<TH as Rem<BH>>::Output, UTerm>:
        BlockDivides<TH, BH> + crate::int::If<<TH as Div<BH>>::Output, U1>,
    TT: DivEach<BT>,
{
    // `_1` copies where the check fails (an error already), so that no later step meets a
    // mode of 0 copies and adds an error of its own.
    type Output = C<
        crate::int::IfThen<
            typenum::Eq<<TH as Rem<BH>>::Output, UTerm>,
            <TH as Div<BH>>::Output,
            U1,
        >,
        <TT as DivEach<BT>>::Output,
    >;
}

/// A layout's internal shape and stride as lists (a rank-1 leaf layout becomes one mode).
pub trait AsModes {
    type S;
    type D;
}
impl<SH, ST, DH, DT> AsModes for Layout<C<SH, ST>, C<DH, DT>> {
    type S = C<SH, ST>;
    type D = C<DH, DT>;
}
impl<U: Unsigned, Bt: typenum::Bit, D> AsModes for Layout<typenum::UInt<U, Bt>, D> {
    type S = C<typenum::UInt<U, Bt>, E>;
    type D = C<D, E>;
}

type PadS<L, T> = <(<L as AsModes>::S, <L as AsModes>::D) as PadTo<T>>::S;
type PadD<L, T> = <(<L as AsModes>::S, <L as AsModes>::D) as PadTo<T>>::D;
type Padded<L, T> = <L as PadBlock<T>>::Output;

/// CuTe's `append<R>(block)`, `R` the target's rank, as a public layout: the block padded with
/// `1:0` modes; a leaf block (an integer shape) stays a leaf for a target of rank 1, as CuTe
/// leaves it (its product then has one copy mode of its own nesting, `((_4,(_4))):((_1,(_4)))`).
pub trait PadBlock<T> {
    type Output;
}
impl<SH, ST, DH, DT, T> PadBlock<T> for Layout<C<SH, ST>, C<DH, DT>>
where
    Self: AsModes,
    (<Self as AsModes>::S, <Self as AsModes>::D): PadTo<T>,
    Layout<PadS<Self, T>, PadD<Self, T>>: list::Public,
{
    type Output = list::Pub<Layout<PadS<Self, T>, PadD<Self, T>>>;
}
impl<U: Unsigned, Bt: typenum::Bit, D, TH> PadBlock<C<TH, E>> for Layout<typenum::UInt<U, Bt>, D>
where
    Self: list::Public,
{
    type Output = list::Pub<Self>;
}
impl<U: Unsigned, Bt: typenum::Bit, D, TH, X, Y> PadBlock<C<TH, C<X, Y>>>
    for Layout<typenum::UInt<U, Bt>, D>
where
    Self: AsModes,
    (<Self as AsModes>::S, <Self as AsModes>::D): PadTo<C<TH, C<X, Y>>>,
    Layout<PadS<Self, C<TH, C<X, Y>>>, PadD<Self, C<TH, C<X, Y>>>>: list::Public,
{
    type Output = list::Pub<Layout<PadS<Self, C<TH, C<X, Y>>>, PadD<Self, C<TH, C<X, Y>>>>>;
}
type Reps<L, T> = list::Pub<
    <<T as ModeProducts>::Output as DivEach<<PadS<L, T> as ModeProducts>::Output>>::Output,
>;

/// The copies of the block in column-major order (`tile_to_shape` without an order).
pub struct ColMajor;
/// The copies of the block in the mode order `O`.
pub struct Ordered<O>(core::marker::PhantomData<O>);

/// The layout of the block's copies, `(target / block) -> copy`, in the order `Self`.
pub trait RepsIn<R> {
    type Output;
    fn reps_layout(self) -> Self::Output;
}
impl<Reps: crate::MakeLayoutLeftOp> RepsIn<ColMajor> for Reps {
    type Output = Reps::Output;
    #[inline(always)]
    fn reps_layout(self) -> Self::Output {
        self.make_layout_left()
    }
}
impl<Reps, O> RepsIn<Ordered<O>> for Reps
where
    Reps: list::Internal,
    O: list::Internal,
    list::Repr<Reps>: list::Len,
    list::Repr<O>: list::Len,
    RankO<O>: typenum::IsEqual<RankO<Reps>>,
    typenum::Eq<RankO<O>, RankO<Reps>>: OrderedReps<Reps, O>,
{
    type Output = <typenum::Eq<RankO<O>, RankO<Reps>> as OrderedReps<Reps, O>>::Output;
    #[inline(always)]
    fn reps_layout(self) -> Self::Output {
        <typenum::Eq<RankO<O>, RankO<Reps>>>::ordered(self)
    }
}

type RankO<T> = <list::Repr<T> as list::Len>::Output;

/// The copies in the order `O` once the order has the target's rank (`B1`); `B0` reports the
/// ranks instead of an error from inside `make_ordered_layout`.
pub trait OrderedReps<Reps, O> {
    type Output;
    fn ordered(reps: Reps) -> Self::Output;
}
impl<Reps: crate::MakeOrderedLayoutOp<O>, O: Default> OrderedReps<Reps, O> for typenum::B1 {
    type Output = Reps::Output;
    #[inline(always)]
    fn ordered(reps: Reps) -> Self::Output {
        reps.make_ordered_layout(O::default())
    }
}
// (Column-major, so that the failed order is the only error.)
impl<Reps, O> OrderedReps<Reps, O> for typenum::B0
where
    Reps: list::Internal + crate::MakeLayoutLeftOp,
    O: list::Internal,
    list::Repr<Reps>: list::Len,
    list::Repr<O>: list::Len,
    typenum::B0: OrderRank<RankO<O>, RankO<Reps>>,
{
    type Output = <Reps as crate::MakeLayoutLeftOp>::Output;
    #[inline(always)]
    fn ordered(reps: Reps) -> Self::Output {
        reps.make_layout_left()
    }
}

crate::decimal::decimal_check! {
    /// The mode order of `tile_to_shape` has one entry per mode of the target shape.
    #[diagnostic::on_unimplemented(
        message = "tile_to_shape: the mode order has {O} modes where the target shape has {T}",
        label = "rank(order) != rank(target shape)",
        note = "Num<N> is the number N"
    )]
    OrderRank / OrderRankFails<O, T>
}

/// `tile_to_shape` with the copies of the block in the order `R` ([`ColMajor`] or
/// [`Ordered`]): the one implementation of both operations.
pub trait TileToShapeBy<T, R> {
    type Output: crate::AnyLayout + Default;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L: super::layout_seal::Sealed, T: TileTarget> TileToShapeOp<T> for L
where
    T::Shape: AllStatic,
    <T::Shape as AllStatic>::Output: TargetGate<L, T::Shape, ColMajor>,
{
    type Output = <<T::Shape as AllStatic>::Output as TargetGate<L, T::Shape, ColMajor>>::Output;
    #[inline(always)]
    fn tile_to(self, trg_shape: T) -> Self::Output {
        <T::Shape as AllStatic>::Output::tile(self, trg_shape.target_shape())
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L: super::layout_seal::Sealed, T: TileTarget, O> TileToShapeOrderOp<T, O> for L
where
    T::Shape: AllStatic,
    <T::Shape as AllStatic>::Output: TargetGate<L, T::Shape, Ordered<O>>,
{
    type Output = <<T::Shape as AllStatic>::Output as TargetGate<L, T::Shape, Ordered<O>>>::Output;
    #[inline(always)]
    fn tile_to(self, trg_shape: T) -> Self::Output {
        <T::Shape as AllStatic>::Output::tile(self, trg_shape.target_shape())
    }
}

/// The target of `tile_to_shape`: a shape, or a layout, whose shape it is (CuTe's
/// `shape(trg_shape)`).
#[doc(hidden)]
pub trait TileTarget {
    type Shape;
    fn target_shape(self) -> Self::Shape;
}
impl<S: Copy + TileTarget, D> TileTarget for Layout<S, D> {
    type Shape = S::Shape;
    #[inline(always)]
    fn target_shape(self) -> S::Shape {
        self.shape().target_shape()
    }
}
macro_rules! tuple_targets {
    ($($t:ident)*) => {
        impl<$($t),*> TileTarget for ($($t,)*) {
            type Shape = Self;
            #[inline(always)]
            fn target_shape(self) -> Self {
                self
            }
        }
    };
}
crate::arity::for_arities!(tuple_targets);
// An integer target has rank 1, as in CuTe: the one-mode tuple of it.
impl<U, B> TileTarget for typenum::UInt<U, B> {
    type Shape = (Self,);
    #[inline(always)]
    fn target_shape(self) -> (Self,) {
        (self,)
    }
}
impl TileTarget for crate::Dyn {
    type Shape = (Self,);
    #[inline(always)]
    fn target_shape(self) -> (Self,) {
        (self,)
    }
}

/// `tile_to_shape` by whether the target shape is static (`Self`): `B1` tiles in the types
/// alone ([`TileToShapeBy`]), `B0` computes the run-time extents of the copies
/// ([`TileToShapeDyn`]).
pub trait TargetGate<L, T, R> {
    type Output: crate::AnyLayout;
    fn tile(block: L, trg_shape: T) -> Self::Output;
}
impl<L: TileToShapeBy<T, R>, T, R> TargetGate<L, T, R> for B1 {
    type Output = L::Output;
    #[inline(always)]
    fn tile(_: L, _: T) -> L::Output {
        Default::default()
    }
}
impl<L: TileToShapeDyn<T, R>, T, R> TargetGate<L, T, R> for B0 {
    type Output = L::Output;
    #[inline(always)]
    fn tile(block: L, trg_shape: T) -> L::Output {
        block.tile_dyn(trg_shape)
    }
}

/// `tile_to_shape` to a target with run-time extents: CuTe's steps on values, the copies of
/// the block `ceil_div(product_each(target), product_each(block))`, run-time where the
/// target's mode is (CuTe checks divisibility only for a static target).
pub trait TileToShapeDyn<T, R> {
    type Output: crate::AnyLayout;
    fn tile_dyn(self, trg_shape: T) -> Self::Output;
}

/// The copies of the block, mode by mode, for a target value `T`.
type DynReps<L, T> = <<<<T as crate::ProductEachOp>::Output as ToList>::List as ZipCeilDiv<
    <PadS<L, list::Repr<T>> as ModeProducts>::Output,
>>::Output as IntoTuple>::Tuple;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, T, R> TileToShapeDyn<T, R> for Layout<Sh, D>
where
    Self: crate::StaticLayout,
    T: list::Internal + crate::ProductEachOp,
    list::Repr<Self>: AsModes,
    (
        <list::Repr<Self> as AsModes>::S,
        <list::Repr<Self> as AsModes>::D,
    ): PadTo<list::Repr<T>>,
    PadS<list::Repr<Self>, list::Repr<T>>: ModeProducts,
    <T as crate::ProductEachOp>::Output: ToList,
    <<T as crate::ProductEachOp>::Output as ToList>::List:
        ZipCeilDiv<<PadS<list::Repr<Self>, list::Repr<T>> as ModeProducts>::Output>,
    <<<T as crate::ProductEachOp>::Output as ToList>::List as ZipCeilDiv<
        <PadS<list::Repr<Self>, list::Repr<T>> as ModeProducts>::Output,
    >>::Output: IntoTuple,
    DynReps<list::Repr<Self>, T>: RepsIn<R>,
    list::Repr<Self>: PadBlock<list::Repr<T>>,
    Padded<list::Repr<Self>, list::Repr<T>>:
        Default + crate::BlockedProductOp<<DynReps<list::Repr<Self>, T> as RepsIn<R>>::Output>,
{
    type Output = crate::BlockedProduct<
        Padded<list::Repr<Self>, list::Repr<T>>,
        <DynReps<list::Repr<Self>, T> as RepsIn<R>>::Output,
    >;
    #[inline(always)]
    fn tile_dyn(self, trg_shape: T) -> Self::Output {
        let reps = trg_shape
            .product_each()
            .to_list()
            .zip_ceil_div()
            .into_tuple();
        crate::BlockedProductOp::apply(
            Padded::<list::Repr<Self>, list::Repr<T>>::default(),
            reps.reps_layout(),
        )
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, T: SwizzledTargetNeedsStatic, R> TileToShapeDyn<T, R> for ComposedLayout<A, O, L> {
    type Output = Layout<U1, U0>;
    fn tile_dyn(self, _: T) -> Layout<U1, U0> {
        Layout::default() // never called: no target meets the bound
    }
}

/// The error of a swizzled block and a target shape with run-time extents.
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: the target shape has run-time (`Dyn`) extents, and a swizzled block takes a static target",
    label = "a target shape with run-time extents",
    note = "a swizzled layout's inner layout is static here; a plain block takes a run-time target, and the run-time engine tiles swizzled blocks too: `cute_layout::dynamic::algebra::tile_to_shape`"
)]
pub trait SwizzledTargetNeedsStatic {}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, T, R> TileToShapeBy<T, R> for Layout<Sh, D>
where
    Self: crate::StaticLayout,
    T: list::Internal,
    list::Repr<Self>: AsModes,
    (
        <list::Repr<Self> as AsModes>::S,
        <list::Repr<Self> as AsModes>::D,
    ): PadTo<list::Repr<T>>,
    PadS<list::Repr<Self>, list::Repr<T>>: ModeProducts,
    list::Repr<T>: ModeProducts,
    <list::Repr<T> as ModeProducts>::Output:
        DivEach<<PadS<list::Repr<Self>, list::Repr<T>> as ModeProducts>::Output>,
    <<list::Repr<T> as ModeProducts>::Output as DivEach<
        <PadS<list::Repr<Self>, list::Repr<T>> as ModeProducts>::Output,
    >>::Output: list::Public,
    Reps<list::Repr<Self>, list::Repr<T>>: RepsIn<R>,
    list::Repr<Self>: PadBlock<list::Repr<T>>,
    Padded<list::Repr<Self>, list::Repr<T>>:
        crate::BlockedProductOp<<Reps<list::Repr<Self>, list::Repr<T>> as RepsIn<R>>::Output>,
    crate::BlockedProduct<
        Padded<list::Repr<Self>, list::Repr<T>>,
        <Reps<list::Repr<Self>, list::Repr<T>> as RepsIn<R>>::Output,
    >: Default,
{
    type Output = crate::BlockedProduct<
        Padded<list::Repr<Self>, list::Repr<T>>,
        <Reps<list::Repr<Self>, list::Repr<T>> as RepsIn<R>>::Output,
    >;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, T, R, X> TileToShapeBy<T, R> for ComposedLayout<A, O, L>
where
    L: TileToShapeBy<T, R, Output = X>,
    A: MakeComposed<O, X>,
{
    type Output = Composed<A, O, X>;
}

// ---------------------------------------------------------------------------------------------
// make_layout_tv
// ---------------------------------------------------------------------------------------------

/// CuTe's construction of a tiled copy from a thread layout `Thr` (`(m,n) -> thread`) and a
/// value layout `Val` (`(m,n) -> value`), the steps of `make_tiled_copy`:
/// `layout_mn = raked_product(Thr, Val)` (`(M,N) -> (thread, value)`), the `(thread, value)`
/// layout `right_inverse(layout_mn).with_shape(size(Thr), size(Val))` ([`LayoutTv`]) and the
/// tiler `product_each(shape(layout_mn))` ([`TilerTv`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{make_layout_tv, LayoutTv, TilerTv};
/// // 32x4 threads (row-major), each with a 1x8 vector: a 32x32 tile.
/// type Thr = layout!((32,4):(4,1));
/// type Val = layout!((1,8):(1,1));
/// assert_eq!(<TilerTv<Thr, Val> as IntTuple>::to_cute_string(), "(_32,_32)");
/// assert_eq!(LayoutTv::<Thr, Val>::default().to_string(), "((_4,_32),_8):((_256,_1),_32)");
/// let (tiler, tv) = make_layout_tv(Thr::default(), Val::default());
/// assert_eq!(tv.to_string(), "((_4,_32),_8):((_256,_1),_32)");
/// # let _ = tiler;
/// ```
#[diagnostic::on_unimplemented(
    message = "make_layout_tv: cannot build a (thread, value) layout from `{Self}` and `{Val}`",
    note = "the thread and value layouts are static layouts of rank at most rank(Thr); raked_product(Thr, Val) must have a right inverse"
)]
pub trait MakeLayoutTvOp<Val>: crate::StaticLayout {
    /// `(thread, value) -> (m, n)` offset in the tile.
    type LayoutTv: crate::StaticLayout;
    /// The tile's shape, `product_each(shape(raked_product(Thr, Val)))`.
    type Tiler: crate::IntTuple + Default;
}

/// The `(thread, value)` layout of [`MakeLayoutTvOp`].
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::LayoutTv;
/// type Tv = LayoutTv<layout!((16,8):(8,1)), layout!((1,8):(8,1))>;
/// assert_eq!(Tv::default().to_string(), "((_8,_16),_8):((_128,_1),_16)");
/// ```
pub type LayoutTv<Thr, Val> = <Thr as MakeLayoutTvOp<Val>>::LayoutTv;
/// The tiler of [`MakeLayoutTvOp`].
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::TilerTv;
/// type T = TilerTv<layout!((16,8):(8,1)), layout!((1,8):(8,1))>;
/// assert_eq!(<T as IntTuple>::to_cute_string(), "(_16,_64)");
/// ```
pub type TilerTv<Thr, Val> = <Thr as MakeLayoutTvOp<Val>>::Tiler;

/// CuTe's `make_tiled_copy` steps as a value: `(tiler, layout_tv)` (see [`MakeLayoutTvOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::make_layout_tv;
/// let (_tiler, tv) = make_layout_tv(<layout!((4,8):(8,1))>::default(), <layout!((2,2):(2,1))>::default());
/// assert_eq!(tv.to_string(), "((_8,_4),(_2,_2)):((_16,_2),(_8,_1))");
/// ```
pub fn make_layout_tv<Thr: MakeLayoutTvOp<Val>, Val>(
    _thr: Thr,
    _val: Val,
) -> (Thr::Tiler, Thr::LayoutTv) {
    (Default::default(), Default::default())
}

type Mn<Thr, Val> = crate::RakedProduct<Thr, Val>;
type TvShape<Thr, Val> = (
    ProductOf<list::Repr<ShapeOfL<Thr>>>,
    ProductOf<list::Repr<ShapeOfL<Val>>>,
);
type ShapeOfL<L> = <L as crate::AnyLayout>::Shape;

/// The value layout of `make_layout_tv` must be a layout (CuTe's `raked_product` takes no
/// shape).
#[diagnostic::on_unimplemented(
    message = "make_layout_tv: the value layout is not a static layout (a shape is not a layout here)",
    label = "write the value layout with `layout!`, e.g. `layout!((1,8):(1,1))`"
)]
pub trait TvValues {}
impl<S, D> TvValues for Layout<S, D> where Layout<S, D>: crate::StaticLayout {}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, Val> MakeLayoutTvOp<Val> for Layout<Sh, D>
where
    Val: TvValues + crate::StaticLayout,
    Self: crate::StaticLayout + crate::RakedProductOp<Val>,
    Mn<Self, Val>: crate::StaticLayout + crate::RightInverseOp,
    list::Repr<ShapeOfL<Self>>: Product,
    list::Repr<ShapeOfL<Val>>: Product,
    TvShape<Self, Val>: crate::MakeLayoutLeftOp,
    crate::RightInverse<Mn<Self, Val>>:
        crate::CompositionOp<<TvShape<Self, Val> as crate::MakeLayoutLeftOp>::Output>,
    crate::Composition<
        crate::RightInverse<Mn<Self, Val>>,
        <TvShape<Self, Val> as crate::MakeLayoutLeftOp>::Output,
    >: crate::StaticLayout,
    ShapeOfL<Mn<Self, Val>>: crate::ProductEachOp,
    <ShapeOfL<Mn<Self, Val>> as crate::ProductEachOp>::Output: crate::IntTuple + Default,
{
    type LayoutTv = crate::Composition<
        crate::RightInverse<Mn<Self, Val>>,
        <TvShape<Self, Val> as crate::MakeLayoutLeftOp>::Output,
    >;
    type Tiler = <ShapeOfL<Mn<Self, Val>> as crate::ProductEachOp>::Output;
}
