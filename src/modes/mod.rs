//! Working with the top-level modes of a layout value (CuTe's `append`, `prepend`, `take`,
//! `select`, `group`, `get`, `size<I>`, `product_each`, `replace<I>`, `append<N>`,
//! `prepend<N>`) and building compact layouts from a
//! shape value (CuTe's `make_layout(shape, LayoutLeft{})` / `LayoutRight{}` and
//! `make_ordered_layout`).
//!
//! Everything here works on static layouts and on layouts with run-time leaves
//! ([`Dyn`](crate::Dyn)) alike. Rearranging modes only moves values: a static input gives a
//! static (zero-sized) output. Products keep CuTe's static-ness: static only when every factor
//! is, except that a static `_0` factor makes the product `_0`. Mode indices are typenum
//! unsigned types (`U0`, `U1`, ... in the prelude).

use typenum::U1;

use crate::layout::Layout;

mod compact;
mod extend;
mod int_tuple;
mod macro_args;
mod product;
mod tuple_ops;
mod unflatten;

use crate::list::value::IntoTuple;
pub use compact::{compact_col_major, compact_row_major};
use compact::{Compact, Left, OrderFill, OrderMax, OrderRefs, OrderStride, Right, StaticOrder};
#[doc(hidden)]
pub use compact::{StaticIs, ZeroStrideShape};
pub use extend::{AppendToOp, PrependToOp, ReplaceOp};
pub use int_tuple::{
    append, append_to, get, group_modes, mode_size, prepend, prepend_to, replace, select, take,
};
pub use macro_args::{
    DynLeafExpr, LeafExpr, RunTimeLeaf, ShapeOrExtent, StaticLeafExpr, TilerOrExtent,
};
#[doc(hidden)]
pub use product::{LeafMul, ZipCeilDiv};
use product::{MapProduct, ProductValue};
use tuple_ops::{AppendValue, GetM, GroupM, SelectM, TakeM, TupleOp};
pub(crate) use tuple_ops::{Modes, PrependValue, Rank};
use typenum::U0;
pub use unflatten::{unflatten, UnflattenOp};

/// Seals the public traits of this module.
pub(crate) mod seal {
    /// Implemented for layouts and IntTuple values.
    pub trait Sealed {}
    impl<S, D> Sealed for crate::Layout<S, D> {}
    crate::arity::for_leaves!([] Sealed {});
    impl Sealed for crate::Dyn {}
    macro_rules! value_tuples {
        ($($t:ident)*) => { impl<$($t),*> Sealed for ($($t,)*) {} };
    }
    crate::arity::for_arities!(value_tuples);
    /// Implemented for IntTuple values (shapes) only.
    pub trait ShapeSealed {}
    crate::arity::for_leaves!([] ShapeSealed {});
    impl ShapeSealed for crate::Dyn {}
    macro_rules! tuples {
        ($($t:ident)*) => { impl<$($t),*> ShapeSealed for ($($t,)*) {} };
    }
    crate::arity::for_arities!(tuples);
    impl<S: ShapeSealed> ShapeSealed for &S {}
}

// ---------------------------------------------------------------------------------------------
// Public traits
// ---------------------------------------------------------------------------------------------

// A shape by reference (`make_layout_right(l.shape())`, where `shape()` lends the layout's
// shape) is the shape.
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: MakeLayoutLeftOp + Copy> MakeLayoutLeftOp for &S {
    type Output = S::Output;
    #[inline(always)]
    fn make_layout_left(self) -> Self::Output {
        (*self).make_layout_left()
    }
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: MakeLayoutRightOp + Copy> MakeLayoutRightOp for &S {
    type Output = S::Output;
    #[inline(always)]
    fn make_layout_right(self) -> Self::Output {
        (*self).make_layout_right()
    }
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: ProductEachOp + Copy> ProductEachOp for &S {
    type Output = S::Output;
    #[inline(always)]
    fn product_each(self) -> Self::Output {
        (*self).product_each()
    }
}

/// CuTe's `layout<I>(L)` / `get<I>(L)`: mode `I` (a typenum index) of a layout, as a layout,
/// with its run-time leaves; a layout with a leaf shape is its own mode 0. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// fn rows<L: ModeOp<U0>>() -> String where L::Output: StaticLayout { L::Output::default().to_string() }
/// assert_eq!(rows::<layout!((4,(2,4)):(2,(1,8)))>(), "_4:_2");
/// let a = make_layout!((300, (_4, 200)):(_1, (300, 1200)));
/// assert_eq!(ModeOp::<U1>::get(a).to_string(), "(_4,200):(300,1200)");
/// ```
#[diagnostic::on_unimplemented(
    message = "layout `{Self}` has no mode `{I}`",
    note = "modes are numbered from U0; a layout with a leaf shape has the single mode U0"
)]
pub trait ModeOp<I>: seal::Sealed {
    /// The mode.
    type Output;
    /// Mode `I`.
    fn get(self) -> Self::Output;
}

/// Mode `I` of `L` (CuTe's `layout<I>(L)`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U1;
/// assert_eq!(ModeOf::<layout!((4,(2,4)):(2,(1,8))), U1>::default().to_string(), "(_2,_4):(_1,_8)");
/// ```
pub type ModeOf<L, I> = <L as ModeOp<I>>::Output;

/// CuTe's `append(layout, x)`: the layout `x` becomes one more mode after the modes of the
/// layout (a layout with a leaf shape is first seen as its single mode). Sealed.
///
/// Post-conditions: `rank(result) == rank(layout) + 1`, `get<rank(layout)>(result) == x`.
///
/// ```
/// use cute_layout::prelude::*;
/// let m = 300;
/// let a = make_layout!((m, _4):(_1, m));
/// assert_eq!(a.append(make_layout!(_8:_0)).to_string(), "(300,_4,_8):(_1,300,_0)");
/// assert_eq!(make_layout!(m:_1).append(make_layout!(_3:m)).to_string(), "(300,_3):(_1,300)");
/// ```
#[diagnostic::on_unimplemented(
    message = "append: cannot add this mode to the layout (in generic code, add the bound `AppendOp<X>`)",
    note = "the appended mode is a layout (`Layout<S, D>`), and the result has at most 16 modes"
)]
pub trait AppendOp<X>: seal::Sealed {
    /// The layout with the extra mode.
    type Output;
    /// The layout with `x` as its last mode.
    fn append(self, x: X) -> Self::Output;
}

/// CuTe's `prepend(layout, x)`: the layout `x` becomes a new first mode. Sealed.
///
/// Post-conditions: `rank(result) == rank(layout) + 1`, `get<0>(result) == x`.
///
/// ```
/// use cute_layout::prelude::*;
/// let k = 200;
/// let a = make_layout!((300, _4):(_1, 300));
/// assert_eq!(a.prepend(make_layout!(k:_2)).to_string(), "(200,300,_4):(_2,_1,300)");
/// ```
#[diagnostic::on_unimplemented(
    message = "prepend: cannot add this mode to the layout (in generic code, add the bound `PrependOp<X>`)",
    note = "the prepended mode is a layout (`Layout<S, D>`), and the result has at most 16 modes"
)]
pub trait PrependOp<X>: seal::Sealed {
    /// The layout with the extra mode.
    type Output;
    /// The layout with `x` as its first mode.
    fn prepend(self, x: X) -> Self::Output;
}

/// CuTe's `take<B, E>(layout)`: the modes `B..E` (`B < E <= rank`), always as a tuple. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// let a = make_layout!((300, _4, 200):(_1, 300, 1200));
/// assert_eq!(TakeOp::<U1, U3>::take(a).to_string(), "(_4,200):(300,1200)");
/// ```
#[diagnostic::on_unimplemented(
    message = "take: the layout has no such range of modes",
    note = "take<B, E> needs B < E <= rank (typenum indices, e.g. `U1, U3`)"
)]
pub trait TakeOp<B, E>: seal::Sealed {
    /// The layout of the modes `B..E`.
    type Output;
    /// The modes `B..E`.
    fn take(self) -> Self::Output;
}

/// CuTe's `select<I...>(layout)`: the modes named by the tuple of typenum indices `I`, in that
/// order (repeats allowed), always as a tuple. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// let a = make_layout!((300, _4, 200):(_1, 300, 1200));
/// assert_eq!(SelectOp::<(U2, U0)>::select(a).to_string(), "(200,300):(1200,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "select: the layout has no such modes",
    note = "select takes a tuple of typenum mode indices, each below the rank, e.g. `(U2, U0)`"
)]
pub trait SelectOp<I>: seal::Sealed {
    /// The layout of the selected modes.
    type Output;
    /// The selected modes.
    fn select(self) -> Self::Output;
}

/// CuTe's `group<B, E>(layout)` (`group_modes` on tensors): the modes `B..E` (`B <= E <=
/// rank`) become one mode; the other modes stay. As in CuTe, `B == E` inserts nothing. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// let a = make_layout!((300, _4, 200):(_1, 300, 1200));
/// assert_eq!(GroupModesOp::<U1, U3>::group_modes(a).to_string(), "(300,(_4,200)):(_1,(300,1200))");
/// ```
#[diagnostic::on_unimplemented(
    message = "group_modes: the layout has no such range of modes",
    note = "group_modes<B, E> needs B <= E <= rank (typenum indices, e.g. `U0, U2`)"
)]
pub trait GroupModesOp<B, E>: seal::Sealed {
    /// The layout with the modes `B..E` grouped.
    type Output;
    /// The modes `B..E` as one mode.
    fn group_modes(self) -> Self::Output;
}

/// CuTe's `size<I>(layout)`: the number of coordinates of mode `I`, as a leaf with CuTe's
/// static-ness: a typenum integer when every extent of the mode is static, else a
/// [`Dyn`](crate::Dyn). Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// let a = make_layout!((300, (_4, _8)):(_1, (300, 1200)));
/// assert_eq!(ModeSizeOp::<U1>::mode_size(&a), cute_layout::typenum::U32::new());
/// assert_eq!(ModeSizeOp::<U0>::mode_size(&a), cute_layout::Dyn(300));
/// ```
#[diagnostic::on_unimplemented(
    message = "size: the layout has no such mode",
    note = "modes are numbered from U0; a layout with a leaf shape has the single mode U0"
)]
pub trait ModeSizeOp<I>: seal::Sealed {
    /// The size: a typenum integer or a `Dyn`.
    type Output;
    /// The size of mode `I`.
    fn mode_size(&self) -> Self::Output;
}

impl<S, D> Layout<S, D> {
    /// CuTe's `size<I>(layout)` as a number: the coordinates of mode `I`
    /// ([`ModeSizeOp`] keeps the leaf type, static or [`Dyn`](crate::Dyn)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((300, (_4, _8)):(_1, (300, 1200)));
    /// assert_eq!((a.size_of::<U0>(), a.size_of::<U1>()), (300, 32));
    /// ```
    pub fn size_of<I>(&self) -> usize
    where
        Self: ModeSizeOp<I, Output: crate::IntTupleValue>,
    {
        crate::IntTupleValue::product(&self.mode_size()).max(0) as usize
    }
}

/// CuTe's `product_each(shape)`: the product of each top-level mode, as a flat tuple (a leaf
/// is one mode). Each product is static when all its factors are (a static `_0` factor makes
/// it `_0`); an empty mode's product is `_1`. Sealed; see [`product_each`].
///
/// ```
/// use cute_layout::prelude::*;
/// let s = make_shape!((_2, (300, _4), (_4, _8)));
/// let p = ProductEachOp::product_each(s);
/// assert_eq!(p, (U2::new(), cute_layout::Dyn(1200), cute_layout::typenum::U32::new()));
/// ```
#[diagnostic::on_unimplemented(
    message = "product_each: the argument is not an IntTuple value",
    note = "an IntTuple value has typenum and `Dyn` leaves in Rust tuples (up to 16 modes)"
)]
pub trait ProductEachOp: seal::ShapeSealed {
    /// The tuple of products.
    type Output;
    /// The product of each mode.
    fn product_each(self) -> Self::Output;
}

/// CuTe's `make_layout(shape, LayoutLeft{})`: the compact column-major layout of a shape
/// value. Leaves are visited in colexicographic order (first index fastest, nested tuples
/// depth-first); each gets the product of the extents visited before it as its stride, except
/// a static `_1` extent, which gets stride `_0` and does not count. Strides are static while
/// every factor is. Sealed; see [`make_layout_left`].
///
/// ```
/// use cute_layout::prelude::*;
/// let l = MakeLayoutLeftOp::make_layout_left(make_shape!((_2, (300, _4), 200)));
/// assert_eq!(l.to_string(), "(_2,(300,_4),200):(_1,(_2,600),2400)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_layout_left: the argument is not a shape value",
    note = "a shape value has positive typenum and `Dyn` leaves in Rust tuples (up to 16 modes)"
)]
pub trait MakeLayoutLeftOp: seal::ShapeSealed {
    /// The layout.
    type Output;
    /// The column-major layout of this shape.
    fn make_layout_left(self) -> Self::Output;
}

/// CuTe's `make_layout(shape, LayoutRight{})`: the compact row-major layout of a shape value.
/// As [`MakeLayoutLeftOp`] with the leaves visited last index fastest, at every level of
/// nesting (so `(2,(3,4))` gets `(12,(4,1))`). Sealed; see [`make_layout_right`].
///
/// ```
/// use cute_layout::prelude::*;
/// let l = MakeLayoutRightOp::make_layout_right(make_shape!((_2, (300, _4), 200)));
/// assert_eq!(l.to_string(), "(_2,(300,_4),200):(240000,(800,200),_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_layout_right: the argument is not a shape value",
    note = "a shape value has positive typenum and `Dyn` leaves in Rust tuples (up to 16 modes)"
)]
pub trait MakeLayoutRightOp: seal::ShapeSealed {
    /// The layout.
    type Output;
    /// The row-major layout of this shape.
    fn make_layout_right(self) -> Self::Output;
}

/// CuTe's `make_ordered_layout(shape, order)`: `order` is a tuple weakly congruent with the
/// shape (each order leaf ranks one mode or sub-tuple of the shape) of typenum integers or
/// run-time integers; as in CuTe, a run-time leaf's value is ignored and it ranks after every
/// static leaf, run-time leaves left to right. Each ranked part is laid out column-major, starting at the product of the sizes of
/// the parts of smaller rank (parts of equal rank start at the same stride); a static `_1`
/// extent gets stride `_0`. Strides are static while every factor is. Sealed; see
/// [`make_ordered_layout`].
///
/// ```
/// use cute_layout::prelude::*;
/// let l = MakeOrderedLayoutOp::make_ordered_layout(make_shape!((_2, 300, _4)), (U1::new(), U2::new(), U0::new()));
/// assert_eq!(l.to_string(), "(_2,300,_4):(_4,_8,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_ordered_layout: `{O}` does not order the shape `{Self}`",
    note = "the order is an integer (typenum or run-time) or a tuple of orders with the shape's structure (it may stop above the leaves), e.g. `(U1, U0)` for a rank-2 shape"
)]
pub trait MakeOrderedLayoutOp<O>: seal::ShapeSealed {
    /// The layout.
    type Output;
    /// The compact layout of this shape in the given mode order.
    fn make_ordered_layout(self, order: O) -> Self::Output;
}

/// CuTe's `make_layout_like(layout)`: the compact layout of the same shape whose strides
/// follow the order of `layout`'s strides (as [`MakeOrderedLayoutOp`] with the strides as the
/// order, a run-time stride counting as larger than every static one, in their order); a
/// static 0 stride stays 0. The register layout CuTe's `make_tensor_like` allocates. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// let ld = 2400;
/// let part = make_layout!((_4, (_2, _8)):(ld, (_0, _1)));
/// assert_eq!(part.make_layout_like().to_string(), "(_4,(_2,_8)):(_8,(_0,_1))");
/// let m = 300;
/// assert_eq!(make_layout!((m, _4):(_4, _1)).make_layout_like().to_string(), "(300,_4):(_4,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_layout_like: `{Self}` is not a layout",
    note = "make_layout_like takes a `Layout<S, D>` with positive extents"
)]
pub trait MakeLayoutLikeOp: seal::Sealed {
    /// The compact layout.
    type Output;
    /// The compact layout of this layout's shape, in the order of its strides.
    fn make_layout_like(&self) -> Self::Output;
}

// ---------------------------------------------------------------------------------------------
// Impls (machinery in `imp`)
// ---------------------------------------------------------------------------------------------

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, XS, XD> AppendOp<Layout<XS, XD>> for Layout<S, D>
where
    S: AppendValue<XS> + Copy,
    D: AppendValue<XD> + Copy,
    XS: Copy,
    XD: Copy,
{
    type Output = Layout<S::Output, D::Output>;
    #[inline(always)]
    fn append(self, x: Layout<XS, XD>) -> Self::Output {
        Layout::from_parts(
            <S as AppendValue<XS>>::append_value(*self.shape(), *x.shape()),
            <D as AppendValue<XD>>::append_value(*self.stride(), *x.stride()),
        )
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, XS, XD> PrependOp<Layout<XS, XD>> for Layout<S, D>
where
    S: PrependValue<XS> + Copy,
    D: PrependValue<XD> + Copy,
    XS: Copy,
    XD: Copy,
{
    type Output = Layout<S::Output, D::Output>;
    #[inline(always)]
    fn prepend(self, x: Layout<XS, XD>) -> Self::Output {
        Layout::from_parts(
            <S as PrependValue<XS>>::prepend_value(*self.shape(), *x.shape()),
            <D as PrependValue<XD>>::prepend_value(*self.stride(), *x.stride()),
        )
    }
}

/// Implements a layout trait whose work is the same [`TupleOp`] on the shape and the stride.
macro_rules! by_tuple_op {
    ($trait:ident <$($p:ident),*> :: $method:ident, $op:ty) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<S, D, $($p),*> $trait<$($p),*> for Layout<S, D>
        where
            S: TupleOp<$op> + Copy,
            D: TupleOp<$op> + Copy,
        {
            type Output = Layout<S::Output, D::Output>;
            #[inline(always)]
            fn $method(self) -> Self::Output {
                Layout::from_parts(
                    <S as TupleOp<$op>>::run(*self.shape()),
                    <D as TupleOp<$op>>::run(*self.stride()),
                )
            }
        }
    };
}

by_tuple_op!(TakeOp<B, E>::take, TakeM<B, E>);
by_tuple_op!(SelectOp<I>::select, SelectM<I>);
by_tuple_op!(GroupModesOp<B, E>::group_modes, GroupM<B, E>);
by_tuple_op!(ModeOp<I>::get, GetM<I>);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, I> ModeSizeOp<I> for Layout<S, D>
where
    S: TupleOp<GetM<I>> + Copy,
    S::Output: ProductValue,
{
    type Output = <S::Output as ProductValue>::Output;
    #[inline(always)]
    fn mode_size(&self) -> Self::Output {
        <S as TupleOp<GetM<I>>>::run(*self.shape()).prod()
    }
}

/// Implements the shape-value traits for each listed type (one impl per type rather than a
/// blanket impl, so that rustdoc leaves them out of the types' pages).
macro_rules! shape_ops {
    (@product $([$($g:tt)*] $t:ty),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($g)*> ProductEachOp for $t
        where
            $t: Modes,
            <$t as Modes>::List: MapProduct,
            <<$t as Modes>::List as MapProduct>::Output: IntoTuple,
        {
            type Output = <<<$t as Modes>::List as MapProduct>::Output as IntoTuple>::Tuple;
            #[inline(always)]
            fn product_each(self) -> Self::Output {
                MapProduct::map_product(self.modes()).into_tuple()
            }
        }
    )*};
    (@compact $([$($g:tt)*] $t:ty),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($g)*> MakeLayoutLeftOp for $t
        where
            $t: Compact<Left, U1> + Copy,
        {
            type Output = Layout<$t, <$t as Compact<Left, U1>>::Stride>;
            #[inline(always)]
            fn make_layout_left(self) -> Self::Output {
                Layout::from_parts(self, <$t as Compact<Left, U1>>::compact(self, U1::new()).0)
            }
        }

        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($g)*> MakeLayoutRightOp for $t
        where
            $t: Compact<Right, U1> + Copy,
        {
            type Output = Layout<$t, <$t as Compact<Right, U1>>::Stride>;
            #[inline(always)]
            fn make_layout_right(self) -> Self::Output {
                Layout::from_parts(self, <$t as Compact<Right, U1>>::compact(self, U1::new()).0)
            }
        }

        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__O: crate::list::Internal, $($g)*> MakeOrderedLayoutOp<__O> for $t
        where
            __O::Repr: OrderMax<U0>,
            <__O::Repr as OrderMax<U0>>::Max: core::ops::Add<typenum::B1>,
            __O::Repr: OrderFill<typenum::Add1<<__O::Repr as OrderMax<U0>>::Max>>,
            $t: OrderRefs<StaticOrder<__O::Repr>>
                + OrderStride<StaticOrder<__O::Repr>, <$t as OrderRefs<StaticOrder<__O::Repr>>>::Refs>
                + Copy,
        {
            type Output = Layout<
                $t,
                <$t as OrderStride<StaticOrder<__O::Repr>, <$t as OrderRefs<StaticOrder<__O::Repr>>>::Refs>>::Stride,
            >;
            #[inline(always)]
            fn make_ordered_layout(self, _: __O) -> Self::Output {
                let refs = <$t as OrderRefs<StaticOrder<__O::Repr>>>::refs(self);
                Layout::from_parts(self, <$t as OrderStride<StaticOrder<__O::Repr>, _>>::order_stride(self, refs))
            }
        }
    )*};
}

/// Products for every leaf (the trait's rule); compact strides for positive extents only.
macro_rules! shape_ops_product {
    ($($x:tt)*) => { shape_ops!(@product $($x)*); };
}
crate::arity::with_leaves!(shape_ops_product);
/// The value types with modes: `Dyn` and tuples (`$m!(@tag list)`).
macro_rules! with_dyn_and_tuples {
    ($m:ident, $tag:tt $($extra:tt)*) => {
        $m!($tag $($extra)* [] crate::Dyn,
    [] (),
    [T0] (T0,),
    [T0, T1] (T0, T1),
    [T0, T1, T2] (T0, T1, T2),
    [T0, T1, T2, T3] (T0, T1, T2, T3),
    [T0, T1, T2, T3, T4] (T0, T1, T2, T3, T4),
    [T0, T1, T2, T3, T4, T5] (T0, T1, T2, T3, T4, T5),
    [T0, T1, T2, T3, T4, T5, T6] (T0, T1, T2, T3, T4, T5, T6),
    [T0, T1, T2, T3, T4, T5, T6, T7] (T0, T1, T2, T3, T4, T5, T6, T7),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8] (T0, T1, T2, T3, T4, T5, T6, T7, T8),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9] (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10] (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11]
        (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12]
        (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13]
        (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14]
        (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14),
    [T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15]
        (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15),
        );
    };
}
pub(crate) use with_dyn_and_tuples;
with_dyn_and_tuples!(shape_ops, @product);
with_dyn_and_tuples!(shape_ops, @compact [__U: typenum::Unsigned, __B: typenum::Bit] typenum::UInt<__U, __B>,);

// ---------------------------------------------------------------------------------------------
// Methods and free functions
// ---------------------------------------------------------------------------------------------

impl<S, D> Layout<S, D> {
    /// CuTe's `append(layout, x)`: `x` as one more, last mode (see [`AppendOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, _4):(_1, _8)).append(make_layout!(_2:_32));
    /// assert_eq!(a.to_string(), "(_8,_4,_2):(_1,_8,_32)");
    /// assert_eq!(core::mem::size_of_val(&a), 0);
    /// ```
    #[inline(always)]
    pub fn append<X>(self, x: X) -> <Self as AppendOp<X>>::Output
    where
        Self: AppendOp<X>,
    {
        AppendOp::append(self, x)
    }

    /// CuTe's `prepend(layout, x)`: `x` as a new first mode (see [`PrependOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 100):(_1, _8)).prepend(make_layout!(_2:_0));
    /// assert_eq!(a.to_string(), "(_2,_8,100):(_0,_1,_8)");
    /// ```
    #[inline(always)]
    pub fn prepend<X>(self, x: X) -> <Self as PrependOp<X>>::Output
    where
        Self: PrependOp<X>,
    {
        PrependOp::prepend(self, x)
    }

    /// CuTe's `take<B, E>(layout)`: the modes `B..E` (see [`TakeOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 100, _2):(_1, _8, 800));
    /// assert_eq!(a.take::<U0, U2>().to_string(), "(_8,100):(_1,_8)");
    /// ```
    #[inline(always)]
    pub fn take<B, E>(self) -> <Self as TakeOp<B, E>>::Output
    where
        Self: TakeOp<B, E>,
    {
        TakeOp::take(self)
    }

    /// CuTe's `select<I...>(layout)`: the modes of the index tuple `I` (see [`SelectOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 100, _2):(_1, _8, 800));
    /// assert_eq!(a.select::<(U2, U0)>().to_string(), "(_2,_8):(800,_1)");
    /// ```
    #[inline(always)]
    pub fn select<I>(self) -> <Self as SelectOp<I>>::Output
    where
        Self: SelectOp<I>,
    {
        SelectOp::select(self)
    }

    /// CuTe's `group<B, E>(layout)`: the modes `B..E` as one mode (see [`GroupModesOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 100, _2):(_1, _8, 800));
    /// assert_eq!(a.group_modes::<U0, U2>().to_string(), "((_8,100),_2):((_1,_8),800)");
    /// ```
    #[inline(always)]
    pub fn group_modes<B, E>(self) -> <Self as GroupModesOp<B, E>>::Output
    where
        Self: GroupModesOp<B, E>,
    {
        GroupModesOp::group_modes(self)
    }

    /// CuTe's `get<I>(layout)`: mode `I` as a layout value (see [`ModeOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, (100, _2)):(_1, (_8, 800)));
    /// assert_eq!(a.get::<U1>().to_string(), "(100,_2):(_8,800)");
    /// ```
    #[inline(always)]
    pub fn get<I>(self) -> ModeOf<Self, I>
    where
        Self: ModeOp<I>,
    {
        ModeOp::get(self)
    }

    /// CuTe's `size<I>(layout)`: the size of mode `I`, static when the mode's extents all are
    /// (see [`ModeSizeOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, (100, _2)):(_1, (_8, 800)));
    /// assert_eq!(a.mode_size::<U0>(), U8::new());
    /// assert_eq!(a.mode_size::<U1>(), cute_layout::Dyn(200));
    /// ```
    #[inline(always)]
    pub fn mode_size<I>(&self) -> <Self as ModeSizeOp<I>>::Output
    where
        Self: ModeSizeOp<I>,
    {
        ModeSizeOp::mode_size(self)
    }
}

/// CuTe's `product_each(shape)`: each top-level mode's product, as a flat tuple (see
/// [`ProductEachOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{product_each, Dyn};
/// let m = 300;
/// assert_eq!(product_each(make_shape!((m, (_4, _2)))), (Dyn(300), U8::new()));
/// assert_eq!(product_each(make_shape!(m)), (Dyn(300),));
/// ```
#[inline(always)]
pub fn product_each<S: ProductEachOp>(shape: S) -> S::Output {
    shape.product_each()
}

/// CuTe's `make_layout(shape, LayoutLeft{})`: the compact column-major layout of a shape
/// value, static or with run-time extents (see [`MakeLayoutLeftOp`]). The run-time strides are
/// running products, each computed once.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::make_layout_left;
/// let (m, k) = (300, 200);
/// assert_eq!(make_layout_left(make_shape!((m, _1, k))).to_string(), "(300,_1,200):(_1,_0,300)");
/// let s = make_layout_left(make_shape!((_4, (_2, _8))));
/// assert_eq!(s.to_string(), "(_4,(_2,_8)):(_1,(_4,_8))");
/// assert_eq!(core::mem::size_of_val(&s), 0);
/// ```
#[inline(always)]
pub fn make_layout_left<S: MakeLayoutLeftOp>(shape: S) -> S::Output {
    shape.make_layout_left()
}

/// CuTe's `make_layout(shape, LayoutRight{})`: the compact row-major layout of a shape value,
/// static or with run-time extents (see [`MakeLayoutRightOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::make_layout_right;
/// let (m, k) = (300, 200);
/// assert_eq!(make_layout_right(make_shape!((m, k))).to_string(), "(300,200):(200,_1)");
/// assert_eq!(make_layout_right(make_shape!((_2, _3))).to_string(), "(_2,_3):(_3,_1)");
/// // CuTe's make_layout(shape(l), LayoutRight{}): the shape of a layout, lent.
/// let l = make_layout!((m, _4):(_1, m));
/// assert_eq!(make_layout_right(l.shape()).to_string(), "(300,_4):(_4,_1)");
/// ```
#[inline(always)]
pub fn make_layout_right<S: MakeLayoutRightOp>(shape: S) -> S::Output {
    shape.make_layout_right()
}

/// The static form of a stride tuple `D` used as an order.
type OrderOf<D> = StaticOrder<<D as crate::list::Internal>::Repr>;
type LikeShape<S, D> = <S as ZeroStrideShape<D>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> MakeLayoutLikeOp for Layout<S, D>
where
    S: ZeroStrideShape<D>,
    D: crate::list::Internal,
    D::Repr: OrderMax<U0>,
    <D::Repr as OrderMax<U0>>::Max: core::ops::Add<typenum::B1>,
    D::Repr: OrderFill<typenum::Add1<<D::Repr as OrderMax<U0>>::Max>>,
    LikeShape<S, D>: OrderRefs<OrderOf<D>>
        + OrderStride<OrderOf<D>, <LikeShape<S, D> as OrderRefs<OrderOf<D>>>::Refs>,
{
    type Output = Layout<
        S,
        <LikeShape<S, D> as OrderStride<
            OrderOf<D>,
            <LikeShape<S, D> as OrderRefs<OrderOf<D>>>::Refs,
        >>::Stride,
    >;
    #[inline(always)]
    fn make_layout_like(&self) -> Self::Output {
        let like = self.shape().zero_stride_shape();
        let refs = <LikeShape<S, D> as OrderRefs<OrderOf<D>>>::refs(like);
        Layout::from_parts(*self.shape(), like.order_stride(refs))
    }
}

/// CuTe's `make_ordered_layout(shape, order)`: the compact layout of a shape value whose modes
/// are laid out in the rank the `order` gives them (see [`MakeOrderedLayoutOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::make_ordered_layout;
/// let (m, k) = (300, 200);
/// let l = make_ordered_layout(make_shape!((m, k, _8)), (U2::new(), U0::new(), U1::new()));
/// assert_eq!(l.to_string(), "(300,200,_8):(1600,_1,200)");
/// // A run-time order ranks after the static ones (its value is not looked at).
/// let l = make_ordered_layout(make_shape!((m, _4, _8)), (7usize, U1::new(), U0::new()));
/// assert_eq!(l.to_string(), "(300,_4,_8):(_32,_8,_1)");
/// ```
#[inline(always)]
pub fn make_ordered_layout<S: MakeOrderedLayoutOp<O>, O>(shape: S, order: O) -> S::Output {
    shape.make_ordered_layout(order)
}
