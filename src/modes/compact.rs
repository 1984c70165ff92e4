//! Compact strides of a shape value: CuTe's `LayoutLeft`, `LayoutRight` and
//! `make_ordered_layout`.

use core::marker::PhantomData;

use typenum::{Bit, UInt, UTerm, Unsigned, B0, B1, U0, U1};

use super::product::{LeafMul, ProductValue};
use crate::int::Dyn;
use crate::int::{EqBit, IntEq, IntLess, StaticInt};
use crate::list::value::{Cell, IntoTuple, Nil, ToList};
// -----------------------------------------------------------------------------------------
// Compact strides
// -----------------------------------------------------------------------------------------

/// Column-major order (CuTe's `LayoutLeft`).
pub struct Left;
/// Row-major order (CuTe's `LayoutRight`).
pub struct Right;

/// The compact strides of a shape value in order `M`, starting from the stride `Cur`:
/// a static `_1` extent gets `_0` and leaves `Cur` as it is; any other extent gets `Cur`
/// and multiplies it.
pub trait Compact<M, Cur> {
    /// The strides.
    type Stride;
    /// The stride after this shape.
    type Next;
    /// Both values.
    fn compact(self, cur: Cur) -> (Self::Stride, Self::Next);
}

impl<M, Cur> Compact<M, Cur> for UInt<UTerm, B1> {
    type Stride = U0;
    type Next = Cur;
    #[inline(always)]
    fn compact(self, cur: Cur) -> (U0, Cur) {
        (U0::new(), cur)
    }
}

impl<M, Cur: LeafMul<Self> + Copy, U: Unsigned, B2: Bit, B: Bit> Compact<M, Cur>
    for UInt<UInt<U, B2>, B>
{
    type Stride = Cur;
    type Next = Cur::Output;
    #[inline(always)]
    fn compact(self, cur: Cur) -> (Cur, Cur::Output) {
        (cur, cur.leaf_mul(self))
    }
}

impl<M, Cur: LeafMul<Dyn> + Copy> Compact<M, Cur> for Dyn {
    type Stride = Cur;
    type Next = Cur::Output;
    #[inline(always)]
    fn compact(self, cur: Cur) -> (Cur, Cur::Output) {
        (cur, cur.leaf_mul(self))
    }
}

/// [`Compact`] over a list of modes.
pub trait CompactList<M, Cur> {
    /// The list of strides.
    type Stride;
    /// The stride after the list.
    type Next;
    /// Both values.
    fn compact_list(self, cur: Cur) -> (Self::Stride, Self::Next);
}

impl<M, Cur> CompactList<M, Cur> for Nil {
    type Stride = Nil;
    type Next = Cur;
    #[inline(always)]
    fn compact_list(self, cur: Cur) -> (Nil, Cur) {
        (Nil, cur)
    }
}

/// Column-major: the head first, the tail continues from its running product.
impl<Cur, H: Compact<Left, Cur>, T: CompactList<Left, H::Next>> CompactList<Left, Cur>
    for Cell<H, T>
{
    type Stride = Cell<H::Stride, T::Stride>;
    type Next = T::Next;
    #[inline(always)]
    fn compact_list(self, cur: Cur) -> (Self::Stride, Self::Next) {
        let (h, cur) = <H as Compact<Left, Cur>>::compact(self.0, cur);
        let (t, cur) = <T as CompactList<Left, H::Next>>::compact_list(self.1, cur);
        (Cell(h, t), cur)
    }
}

/// Row-major: the tail first, the head continues from its running product.
impl<Cur, H: Compact<Right, T::Next>, T: CompactList<Right, Cur>> CompactList<Right, Cur>
    for Cell<H, T>
{
    type Stride = Cell<H::Stride, T::Stride>;
    type Next = H::Next;
    #[inline(always)]
    fn compact_list(self, cur: Cur) -> (Self::Stride, Self::Next) {
        let (t, cur) = <T as CompactList<Right, Cur>>::compact_list(self.1, cur);
        let (h, cur) = <H as Compact<Right, T::Next>>::compact(self.0, cur);
        (Cell(h, t), cur)
    }
}

macro_rules! tuple_compact {
    // Arity 0: written out below.
    () => {};
    ($($t:ident)*) => {
        impl<__M, __Cur, $($t),*> Compact<__M, __Cur> for ($($t,)*)
        where
            ($($t,)*): ToList,
            <($($t,)*) as ToList>::List: CompactList<__M, __Cur>,
            <<($($t,)*) as ToList>::List as CompactList<__M, __Cur>>::Stride: IntoTuple,
        {
            type Stride = <<<($($t,)*) as ToList>::List as CompactList<__M, __Cur>>::Stride as IntoTuple>::Tuple;
            type Next = <<($($t,)*) as ToList>::List as CompactList<__M, __Cur>>::Next;
            #[inline(always)]
            fn compact(self, cur: __Cur) -> (Self::Stride, Self::Next) {
                let (d, next) = <<($($t,)*) as ToList>::List as CompactList<__M, __Cur>>::compact_list(self.to_list(), cur);
                (d.into_tuple(), next)
            }
        }
    };
}

impl<M, Cur> Compact<M, Cur> for () {
    type Stride = ();
    type Next = Cur;
    #[inline(always)]
    fn compact(self, cur: Cur) -> ((), Cur) {
        ((), cur)
    }
}

crate::arity::for_arities!(tuple_compact);

// -----------------------------------------------------------------------------------------
// Ordered strides (static order)
// -----------------------------------------------------------------------------------------

/// One ranked part of a shape: its static rank `O` and the value of its size `P`.
#[derive(Clone, Copy)]
pub struct Ranked<O, P>(PhantomData<fn() -> O>, P);

/// The ranked parts of a shape value `Self` under the (internal) order `O`, depth-first.
pub trait OrderRefs<O> {
    /// The list of [`Ranked`] parts.
    type Refs: Copy;
    /// Their values.
    fn refs(self) -> Self::Refs;
}

macro_rules! order_leaf {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__S: ProductValue, $($g)*> OrderRefs<$t> for __S {
            type Refs = Cell<Ranked<$t, __S::Output>, Nil>;
            #[inline(always)]
            fn refs(self) -> Self::Refs {
                Cell(Ranked(PhantomData, self.prod()), Nil)
            }
        }
        impl<__S, __Refs, $($g)*> OrderStride<$t, __Refs> for __S
        where
            __Refs: StartAcc<$t, U1>,
            __S: Compact<Left, <__Refs as StartAcc<$t, U1>>::Output>,
        {
            type Stride = <__S as Compact<Left, <__Refs as StartAcc<$t, U1>>::Output>>::Stride;
            #[inline(always)]
            fn order_stride(self, refs: __Refs) -> Self::Stride {
                self.compact(refs.start_acc(U1::new())).0
            }
        }
    )*};
}
crate::arity::with_leaves!(order_leaf);

/// A tuple order ranks the modes of a tuple shape (of the same rank).
impl<S: ToList, OH, OT> OrderRefs<crate::list::C<OH, OT>> for S
where
    S::List: RefsList<crate::list::C<OH, OT>>,
{
    type Refs = <S::List as RefsList<crate::list::C<OH, OT>>>::Refs;
    #[inline(always)]
    fn refs(self) -> Self::Refs {
        self.to_list().refs_list()
    }
}

/// [`OrderRefs`] over a list of modes and a list of orders of the same length.
pub trait RefsList<O> {
    /// The ranked parts.
    type Refs: Copy;
    /// Their values.
    fn refs_list(self) -> Self::Refs;
}

impl RefsList<crate::list::E> for Nil {
    type Refs = Nil;
    #[inline(always)]
    fn refs_list(self) -> Nil {
        Nil
    }
}

impl<SH: OrderRefs<OH>, ST: RefsList<OT>, OH, OT> RefsList<crate::list::C<OH, OT>> for Cell<SH, ST>
where
    SH::Refs: Cat<ST::Refs>,
{
    type Refs = <SH::Refs as Cat<ST::Refs>>::Output;
    #[inline(always)]
    fn refs_list(self) -> Self::Refs {
        self.0.refs().cat(self.1.refs_list())
    }
}

/// List concatenation on values.
pub trait Cat<B> {
    /// The concatenation.
    type Output: Copy;
    /// Its value.
    fn cat(self, b: B) -> Self::Output;
}

impl<B: Copy> Cat<B> for Nil {
    type Output = B;
    #[inline(always)]
    fn cat(self, b: B) -> B {
        b
    }
}

impl<H: Copy, T: Cat<B>, B> Cat<B> for Cell<H, T> {
    type Output = Cell<H, T::Output>;
    #[inline(always)]
    fn cat(self, b: B) -> Self::Output {
        Cell(self.0, self.1.cat(b))
    }
}

/// `Acc` times the sizes of the ranked parts whose rank is below `O` (CuTe's starting
/// stride of the part ranked `O`); the other parts contribute a static `_1`.
pub trait StartAcc<O, Acc> {
    /// The product.
    type Output: Copy;
    /// Its value.
    fn start_acc(self, acc: Acc) -> Self::Output;
}

impl<O, Acc: Copy> StartAcc<O, Acc> for Nil {
    type Output = Acc;
    #[inline(always)]
    fn start_acc(self, acc: Acc) -> Acc {
        acc
    }
}

impl<O: StaticInt, Acc, R: StaticInt + IntLess<O>, P: Copy, T> StartAcc<O, Acc>
    for Cell<Ranked<R, P>, T>
where
    <R as IntLess<O>>::Output: Choose<P>,
    Acc: LeafMul<<<R as IntLess<O>>::Output as Choose<P>>::Output>,
    T: StartAcc<O, Acc::Output>,
{
    type Output = T::Output;
    #[inline(always)]
    fn start_acc(self, acc: Acc) -> Self::Output {
        let factor = <<R as IntLess<O>>::Output as Choose<P>>::choose(self.0 .1);
        self.1.start_acc(acc.leaf_mul(factor))
    }
}

/// `B1`: the size `P`; `B0`: a static `_1`.
pub trait Choose<P> {
    /// The chosen factor.
    type Output: Copy;
    /// Its value.
    fn choose(p: P) -> Self::Output;
}

impl<P: Copy> Choose<P> for B1 {
    type Output = P;
    #[inline(always)]
    fn choose(p: P) -> P {
        p
    }
}

impl<P> Choose<P> for typenum::B0 {
    type Output = U1;
    #[inline(always)]
    fn choose(_: P) -> U1 {
        U1::new()
    }
}

/// The ordered strides of a shape value `Self` under the (internal) order `O`, with the
/// ranked parts `Refs` of the whole shape.
pub trait OrderStride<O, Refs> {
    /// The strides.
    type Stride;
    /// Their values.
    fn order_stride(self, refs: Refs) -> Self::Stride;
}

impl<S: ToList, OH, OT, Refs> OrderStride<crate::list::C<OH, OT>, Refs> for S
where
    S::List: StrideList<crate::list::C<OH, OT>, Refs>,
    <S::List as StrideList<crate::list::C<OH, OT>, Refs>>::Stride: IntoTuple,
{
    type Stride =
        <<S::List as StrideList<crate::list::C<OH, OT>, Refs>>::Stride as IntoTuple>::Tuple;
    #[inline(always)]
    fn order_stride(self, refs: Refs) -> Self::Stride {
        self.to_list().stride_list(refs).into_tuple()
    }
}

/// [`OrderStride`] over a list of modes and a list of orders.
pub trait StrideList<O, Refs> {
    /// The list of strides.
    type Stride;
    /// Their values.
    fn stride_list(self, refs: Refs) -> Self::Stride;
}

impl<Refs> StrideList<crate::list::E, Refs> for Nil {
    type Stride = Nil;
    #[inline(always)]
    fn stride_list(self, _: Refs) -> Nil {
        Nil
    }
}

impl<SH: OrderStride<OH, Refs>, ST: StrideList<OT, Refs>, OH, OT, Refs: Copy>
    StrideList<crate::list::C<OH, OT>, Refs> for Cell<SH, ST>
{
    type Stride = Cell<SH::Stride, ST::Stride>;
    #[inline(always)]
    fn stride_list(self, refs: Refs) -> Self::Stride {
        Cell(self.0.order_stride(refs), self.1.stride_list(refs))
    }
}

// -----------------------------------------------------------------------------------------
// Run-time leaves of an order
// -----------------------------------------------------------------------------------------

/// The largest static leaf of an (internal) order, at least `Acc` (CuTe's `compact_order`
/// starts from `_0`; run-time leaves are skipped).
pub trait OrderMax<Acc> {
    /// The maximum.
    type Max;
}

impl<Acc> OrderMax<Acc> for crate::list::E {
    type Max = Acc;
}

impl<H: OrderMax<Acc>, T: OrderMax<H::Max>, Acc> OrderMax<Acc> for crate::list::C<H, T> {
    type Max = T::Max;
}

crate::arity::for_leaves!([__Acc: StaticInt + IntLess<Self>] OrderMax<__Acc> where [
    Self: StaticInt,
    <__Acc as IntLess<Self>>::Output: crate::int::If<Self, __Acc>,
] {
    type Max = crate::int::IfThen<<__Acc as IntLess<Self>>::Output, Self, __Acc>;
});

impl<Acc> OrderMax<Acc> for Dyn {
    type Max = Acc;
}

impl<Acc> OrderMax<Acc> for usize {
    type Max = Acc;
}

/// An (internal) order with each run-time leaf replaced by a static one larger than every
/// static leaf, growing from left to right: leaf `i` of the flattened order becomes
/// `max + 1 + i` (CuTe's `compact_order`: run-time orders count as large, in their order).
/// `Next` is `max + 1 + i` for this part's first leaf `i`.
pub trait OrderFill<Next> {
    /// The static order.
    type Out;
    /// `Next` for the leaf after this part.
    type Next;
}

impl<Next> OrderFill<Next> for crate::list::E {
    type Out = crate::list::E;
    type Next = Next;
}

impl<H: OrderFill<Next>, T: OrderFill<H::Next>, Next> OrderFill<Next> for crate::list::C<H, T> {
    type Out = crate::list::C<H::Out, T::Out>;
    type Next = T::Next;
}

crate::arity::for_leaves!([__N: core::ops::Add<B1>] OrderFill<__N> {
    type Out = Self;
    type Next = typenum::Add1<__N>;
});

impl<N: core::ops::Add<B1>> OrderFill<N> for Dyn {
    type Out = N;
    type Next = typenum::Add1<N>;
}

impl<N: core::ops::Add<B1>> OrderFill<N> for usize {
    type Out = N;
    type Next = typenum::Add1<N>;
}

/// The static form of the (internal) order `O`.
pub type StaticOrder<O> = <O as OrderFill<typenum::Add1<<O as OrderMax<U0>>::Max>>>::Out;

// -----------------------------------------------------------------------------------------
// Leaves of stride 0 (CuTe's `filter_zeros(stride, shape)`)
// -----------------------------------------------------------------------------------------

/// Whether a leaf is the static integer `N` (`B1`) or not (`B0`; a run-time leaf is not).
#[doc(hidden)]
pub trait StaticIs<N> {
    type Out: crate::int::Flag;
}
impl<X: StaticInt + IntEq<N, Output: crate::int::Flag>, N: StaticInt> StaticIs<N> for X {
    type Out = EqBit<X, N>;
}
impl<N> StaticIs<N> for Dyn {
    type Out = B0;
}
type IsZero<X> = <X as StaticIs<U0>>::Out;

/// The shape of `filter_zeros` as a value: each leaf whose stride (in `D`, a type) is a
/// static 0 becomes a static 1 (CuTe's `filter_zeros(stride, shape)`).
#[doc(hidden)]
pub trait ZeroStrideShape<D>: Copy {
    type Output: Copy;
    fn zero_stride_shape(self) -> Self::Output;
}
impl ZeroStrideShape<Nil> for Nil {
    type Output = Nil;
    #[inline(always)]
    fn zero_stride_shape(self) -> Nil {
        Nil
    }
}
impl<SH, ST, DH, DT> ZeroStrideShape<Cell<DH, DT>> for Cell<SH, ST>
where
    SH: ZeroStrideShape<DH>,
    ST: ZeroStrideShape<DT>,
{
    type Output = Cell<SH::Output, ST::Output>;
    #[inline(always)]
    fn zero_stride_shape(self) -> Self::Output {
        Cell(self.0.zero_stride_shape(), self.1.zero_stride_shape())
    }
}
/// A tuple shape, mode by mode.
impl<S: ToList + Copy, D: ToList> ZeroStrideShape<D> for S
where
    S::List: ZeroStrideShape<D::List, Output: IntoTuple<Tuple: Copy>>,
{
    type Output = <<S::List as ZeroStrideShape<D::List>>::Output as IntoTuple>::Tuple;
    #[inline(always)]
    fn zero_stride_shape(self) -> Self::Output {
        self.to_list().zero_stride_shape().into_tuple()
    }
}
macro_rules! zero_stride_leaf {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__D: StaticIs<U0>, $($g)*> ZeroStrideShape<__D> for $t
        where
            IsZero<__D>: Pick<U1, Self>,
        {
            type Output = <IsZero<__D> as Pick<U1, Self>>::Output;
            #[inline(always)]
            fn zero_stride_shape(self) -> Self::Output {
                <IsZero<__D> as Pick<U1, Self>>::pick(U1::new(), self)
            }
        }
    )*};
}
zero_stride_leaf!([__U: Unsigned, __B: Bit] UInt<__U, __B>, [] Dyn);

/// A value chosen by a typenum bit: `B1` the first, `B0` the second.
#[doc(hidden)]
pub trait Pick<T, F> {
    type Output: Copy;
    fn pick(t: T, f: F) -> Self::Output;
}
impl<T: Copy, F> Pick<T, F> for typenum::B1 {
    type Output = T;
    #[inline(always)]
    fn pick(t: T, _: F) -> T {
        t
    }
}
impl<T, F: Copy> Pick<T, F> for B0 {
    type Output = F;
    #[inline(always)]
    fn pick(_: T, f: F) -> F {
        f
    }
}

// -----------------------------------------------------------------------------------------
// The strides alone
// -----------------------------------------------------------------------------------------

/// CuTe's `compact_col_major(shape)`: the strides of [`make_layout_left`](super::make_layout_left)
/// (column-major, a static `_1` extent getting stride `_0`), static where every extent before
/// a leaf is. CuTe's second argument, the first stride, is `_1` here.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{compact_col_major, IntTupleValue};
/// let m = std::hint::black_box(300);
/// let d = compact_col_major(make_shape!((_2, (m, _4), _1, 200)));
/// assert_eq!(d.cute_string(), "(_1,(_2,600),_0,2400)");
/// // (CuTe 4.2 prints the same for compact_col_major(make_shape(_2{}, make_shape(300, _4{}), _1{}, 200)))
/// ```
#[inline(always)]
pub fn compact_col_major<S, S2, D: Copy>(shape: S) -> D
where
    S: super::MakeLayoutLeftOp<Output = crate::Layout<S2, D>>,
{
    *shape.make_layout_left().stride()
}

/// CuTe's `compact_row_major(shape)`: the strides of
/// [`make_layout_right`](super::make_layout_right) (row-major at every level of nesting).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{compact_row_major, IntTupleValue};
/// let m = std::hint::black_box(300);
/// let d = compact_row_major(make_shape!((_2, (m, _4), _1, 200)));
/// assert_eq!(d.cute_string(), "(240000,(800,200),_0,_1)");
/// ```
#[inline(always)]
pub fn compact_row_major<S, S2, D: Copy>(shape: S) -> D
where
    S: super::MakeLayoutRightOp<Output = crate::Layout<S2, D>>,
{
    *shape.make_layout_right().stride()
}
