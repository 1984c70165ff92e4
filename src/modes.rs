//! Working with the top-level modes of a layout value (CuTe's `append`, `prepend`, `take`,
//! `select`, `group`, `get`, `size<I>`, `product_each`) and building compact layouts from a
//! shape value (CuTe's `make_layout(shape, LayoutLeft{})` / `LayoutRight{}` and
//! `make_ordered_layout`).
//!
//! Everything here works on static layouts and on layouts with run-time leaves
//! ([`Dyn`](crate::Dyn)) alike. Rearranging modes only moves values: a static input gives a
//! static (zero-sized) output. Products keep CuTe's static-ness: static only when every factor
//! is, except that a static `_0` factor makes the product `_0`. Mode indices are typenum
//! unsigned types (`U0`, `U1`, ... in the prelude).

use typenum::U1;

use crate::layout::{Layout, ModeOf, ModeOp};

use imp::{
    AppendValue, Compact, IntoTuple, Left, Modes, PrependValue, ProductValue, Right, TupleOp,
};

/// Seals the public traits of this module.
pub(crate) mod seal {
    /// Implemented for layouts only.
    pub trait Sealed {}
    impl<S, D> Sealed for crate::Layout<S, D> {}
    /// Implemented for IntTuple values (shapes) only.
    pub trait ShapeSealed {}
    crate::arity::for_leaves!([] ShapeSealed {});
    impl ShapeSealed for crate::Dyn {}
    macro_rules! tuples {
        ($($t:ident)*) => { impl<$($t),*> ShapeSealed for ($($t,)*) {} };
    }
    crate::arity::for_arities!(tuples);
}

// ---------------------------------------------------------------------------------------------
// Public traits
// ---------------------------------------------------------------------------------------------

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
    message = "append: cannot add the mode `{X}` to `{Self}`",
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
    message = "prepend: cannot add the mode `{X}` to `{Self}`",
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
    message = "take: `{Self}` has no modes `{B}..{E}`",
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
    message = "select: `{Self}` has no modes `{I}`",
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
    message = "group_modes: `{Self}` has no modes `{B}..{E}`",
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
    message = "size: `{Self}` has no mode `{I}`",
    note = "modes are numbered from U0; a layout with a leaf shape has the single mode U0"
)]
pub trait ModeSizeOp<I>: seal::Sealed {
    /// The size: a typenum integer or a `Dyn`.
    type Output;
    /// The size of mode `I`.
    fn mode_size(&self) -> Self::Output;
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
    message = "product_each: `{Self}` is not an IntTuple value",
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
    message = "make_layout_left: `{Self}` is not a shape value",
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
    message = "make_layout_right: `{Self}` is not a shape value",
    note = "a shape value has positive typenum and `Dyn` leaves in Rust tuples (up to 16 modes)"
)]
pub trait MakeLayoutRightOp: seal::ShapeSealed {
    /// The layout.
    type Output;
    /// The row-major layout of this shape.
    fn make_layout_right(self) -> Self::Output;
}

/// CuTe's `make_ordered_layout(shape, order)` with a static `order` (typenum integers, a
/// tuple weakly congruent with the shape: each order leaf ranks one mode or sub-tuple of the
/// shape). Each ranked part is laid out column-major, starting at the product of the sizes of
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
    note = "the order is a static typenum integer or a tuple of orders with the shape's structure (it may stop above the leaves), e.g. `(U1, U0)` for a rank-2 shape"
)]
pub trait MakeOrderedLayoutOp<O>: seal::ShapeSealed {
    /// The layout.
    type Output;
    /// The compact layout of this shape in the given mode order.
    fn make_ordered_layout(self, order: O) -> Self::Output;
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

by_tuple_op!(TakeOp<B, E>::take, imp::TakeM<B, E>);
by_tuple_op!(SelectOp<I>::select, imp::SelectM<I>);
by_tuple_op!(GroupModesOp<B, E>::group_modes, imp::GroupM<B, E>);
by_tuple_op!(ModeOp<I>::get, imp::GetM<I>);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, I> ModeSizeOp<I> for Layout<S, D>
where
    S: TupleOp<imp::GetM<I>> + Copy,
    S::Output: ProductValue,
{
    type Output = <S::Output as ProductValue>::Output;
    #[inline(always)]
    fn mode_size(&self) -> Self::Output {
        <S as TupleOp<imp::GetM<I>>>::run(*self.shape()).prod()
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
            <$t as Modes>::List: imp::MapProduct,
            <<$t as Modes>::List as imp::MapProduct>::Output: IntoTuple,
        {
            type Output = <<<$t as Modes>::List as imp::MapProduct>::Output as IntoTuple>::Tuple;
            #[inline(always)]
            fn product_each(self) -> Self::Output {
                imp::MapProduct::map_product(self.modes()).into_tuple()
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
            $t: imp::OrderRefs<__O::Repr> + imp::OrderStride<__O::Repr, <$t as imp::OrderRefs<__O::Repr>>::Refs> + Copy,
        {
            type Output = Layout<$t, <$t as imp::OrderStride<__O::Repr, <$t as imp::OrderRefs<__O::Repr>>::Refs>>::Stride>;
            #[inline(always)]
            fn make_ordered_layout(self, _: __O) -> Self::Output {
                let refs = <$t as imp::OrderRefs<__O::Repr>>::refs(self);
                Layout::from_parts(self, <$t as imp::OrderStride<__O::Repr, _>>::order_stride(self, refs))
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
/// ```
#[inline(always)]
pub fn make_layout_right<S: MakeLayoutRightOp>(shape: S) -> S::Output {
    shape.make_layout_right()
}

/// CuTe's `make_ordered_layout(shape, order)`: the compact layout of a shape value whose modes
/// are laid out in the rank the static `order` gives them (see [`MakeOrderedLayoutOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::make_ordered_layout;
/// let (m, k) = (300, 200);
/// let l = make_ordered_layout(make_shape!((m, k, _8)), (U2::new(), U0::new(), U1::new()));
/// assert_eq!(l.to_string(), "(300,200,_8):(1600,_1,200)");
/// ```
#[inline(always)]
pub fn make_ordered_layout<S: MakeOrderedLayoutOp<O>, O>(shape: S, order: O) -> S::Output {
    shape.make_ordered_layout(order)
}

// ---------------------------------------------------------------------------------------------
// Machinery: top-level modes as value lists
// ---------------------------------------------------------------------------------------------

/// The machinery: value-carrying cons lists of the top-level modes of a shape or stride, list
/// algorithms indexed by typenum integers, leaf products with CuTe's static-ness, compact
/// strides.
pub(crate) mod imp {
    use core::marker::PhantomData;
    use core::ops::Sub;

    use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B1, U0, U1};

    use crate::int::{IntLess, IntMul, MulSigned, StaticInt};
    use crate::Dyn;

    /// A list with head `H` and tail `T`, holding their values.
    #[derive(Clone, Copy)]
    pub struct HC<H, T>(pub H, pub T);

    /// The empty list.
    #[derive(Clone, Copy)]
    pub struct HN;

    /// A tuple as a list of its elements (top level only).
    pub trait ToList {
        /// The list.
        type List;
        /// The list value.
        fn to_list(self) -> Self::List;
    }

    /// A list as a tuple.
    pub trait IntoTuple {
        /// The tuple.
        type Tuple;
        /// The tuple value.
        fn into_tuple(self) -> Self::Tuple;
    }

    /// The top-level modes of an IntTuple value: a tuple's elements, or a leaf as its only mode.
    pub trait Modes {
        /// The list of modes.
        type List;
        /// The modes.
        fn modes(self) -> Self::List;
    }

    crate::arity::for_leaves!([] Modes {
        type List = HC<Self, HN>;
        #[inline(always)]
        fn modes(self) -> Self::List {
            HC(self, HN)
        }
    });

    impl Modes for Dyn {
        type List = HC<Self, HN>;
        #[inline(always)]
        fn modes(self) -> Self::List {
            HC(self, HN)
        }
    }

    macro_rules! tuple_lists {
        (@list) => { HN };
        (@list $h:ident $($t:ident)*) => { HC<$h, tuple_lists!(@list $($t)*)> };
        (@value) => { HN };
        (@value $h:ident $($t:ident)*) => { HC($h, tuple_lists!(@value $($t)*)) };
        ($($t:ident $v:ident),*) => {
            impl<$($t),*> ToList for ($($t,)*) {
                type List = tuple_lists!(@list $($t)*);
                #[inline(always)]
                #[allow(clippy::unused_unit)]
                fn to_list(self) -> Self::List {
                    let ($($v,)*) = self;
                    tuple_lists!(@value $($v)*)
                }
            }
            impl<$($t),*> IntoTuple for tuple_lists!(@list $($t)*) {
                type Tuple = ($($t,)*);
                #[inline(always)]
                #[allow(clippy::unused_unit)]
                fn into_tuple(self) -> Self::Tuple {
                    let tuple_lists!(@value $($v)*) = self;
                    ($($v,)*)
                }
            }
            impl<$($t),*> Modes for ($($t,)*) {
                type List = tuple_lists!(@list $($t)*);
                #[inline(always)]
                fn modes(self) -> Self::List {
                    self.to_list()
                }
            }
        };
    }

    crate::arity::for_arities_named!(tuple_lists);

    // -----------------------------------------------------------------------------------------
    // List algorithms (typenum indices)
    // -----------------------------------------------------------------------------------------

    /// `N - 1` for a positive typenum index.
    type Dec<N> = typenum::Sub1<N>;

    /// Element `I`.
    pub trait LGet<I> {
        /// The element.
        type Output;
        /// Its value.
        fn lget(self) -> Self::Output;
    }

    impl<H, T> LGet<UTerm> for HC<H, T> {
        type Output = H;
        #[inline(always)]
        fn lget(self) -> H {
            self.0
        }
    }

    impl<H, T, U: Unsigned, B: Bit> LGet<UInt<U, B>> for HC<H, T>
    where
        UInt<U, B>: Sub<B1>,
        T: LGet<Dec<UInt<U, B>>>,
    {
        type Output = T::Output;
        #[inline(always)]
        fn lget(self) -> Self::Output {
            <T as LGet<Dec<UInt<U, B>>>>::lget(self.1)
        }
    }

    /// The list without its first `N` elements.
    pub trait Skip<N> {
        /// The rest.
        type Output;
        /// Its value.
        fn skip(self) -> Self::Output;
    }

    impl<L> Skip<UTerm> for L {
        type Output = L;
        #[inline(always)]
        fn skip(self) -> L {
            self
        }
    }

    impl<H, T, U: Unsigned, B: Bit> Skip<UInt<U, B>> for HC<H, T>
    where
        UInt<U, B>: Sub<B1>,
        T: Skip<Dec<UInt<U, B>>>,
    {
        type Output = T::Output;
        #[inline(always)]
        fn skip(self) -> Self::Output {
            <T as Skip<Dec<UInt<U, B>>>>::skip(self.1)
        }
    }

    /// The first `N` elements.
    pub trait First<N> {
        /// The prefix.
        type Output;
        /// Its value.
        fn first(self) -> Self::Output;
    }

    impl<L> First<UTerm> for L {
        type Output = HN;
        #[inline(always)]
        fn first(self) -> HN {
            HN
        }
    }

    impl<H, T, U: Unsigned, B: Bit> First<UInt<U, B>> for HC<H, T>
    where
        UInt<U, B>: Sub<B1>,
        T: First<Dec<UInt<U, B>>>,
    {
        type Output = HC<H, T::Output>;
        #[inline(always)]
        fn first(self) -> Self::Output {
            HC(self.0, <T as First<Dec<UInt<U, B>>>>::first(self.1))
        }
    }

    /// `X` appended at the back.
    pub trait Snoc<X> {
        /// The longer list.
        type Output;
        /// Its value.
        fn snoc(self, x: X) -> Self::Output;
    }

    impl<X> Snoc<X> for HN {
        type Output = HC<X, HN>;
        #[inline(always)]
        fn snoc(self, x: X) -> Self::Output {
            HC(x, HN)
        }
    }

    impl<H, T: Snoc<X>, X> Snoc<X> for HC<H, T> {
        type Output = HC<H, T::Output>;
        #[inline(always)]
        fn snoc(self, x: X) -> Self::Output {
            HC(self.0, self.1.snoc(x))
        }
    }

    /// The elements named by the index list `I` (a `crate::list` cons list of typenum types).
    pub trait Pick<I> {
        /// The picked elements.
        type Output;
        /// Their values.
        fn pick(self) -> Self::Output;
    }

    impl<L> Pick<crate::list::E> for L {
        type Output = HN;
        #[inline(always)]
        fn pick(self) -> HN {
            HN
        }
    }

    impl<L: LGet<I> + Pick<Is> + Copy, I, Is> Pick<crate::list::C<I, Is>> for L {
        type Output = HC<<L as LGet<I>>::Output, <L as Pick<Is>>::Output>;
        #[inline(always)]
        fn pick(self) -> Self::Output {
            HC(<L as LGet<I>>::lget(self), <L as Pick<Is>>::pick(self))
        }
    }

    /// The first `B` elements kept, then the next `N` as one element (a tuple) unless `N` is 0,
    /// then the rest.
    pub trait GroupBy<B, N> {
        /// The grouped list.
        type Output;
        /// Its value.
        fn group_by(self) -> Self::Output;
    }

    impl<H, T, U: Unsigned, B: Bit, N> GroupBy<UInt<U, B>, N> for HC<H, T>
    where
        UInt<U, B>: Sub<B1>,
        T: GroupBy<Dec<UInt<U, B>>, N>,
    {
        type Output = HC<H, T::Output>;
        #[inline(always)]
        fn group_by(self) -> Self::Output {
            HC(self.0, <T as GroupBy<Dec<UInt<U, B>>, N>>::group_by(self.1))
        }
    }

    impl<L> GroupBy<UTerm, UTerm> for L {
        type Output = L;
        #[inline(always)]
        fn group_by(self) -> L {
            self
        }
    }

    impl<L, U: Unsigned, B: Bit> GroupBy<UTerm, UInt<U, B>> for L
    where
        L: First<UInt<U, B>> + Skip<UInt<U, B>> + Copy,
        <L as First<UInt<U, B>>>::Output: IntoTuple,
    {
        type Output = HC<
            <<L as First<UInt<U, B>>>::Output as IntoTuple>::Tuple,
            <L as Skip<UInt<U, B>>>::Output,
        >;
        #[inline(always)]
        fn group_by(self) -> Self::Output {
            HC(
                <L as First<UInt<U, B>>>::first(self).into_tuple(),
                <L as Skip<UInt<U, B>>>::skip(self),
            )
        }
    }

    // -----------------------------------------------------------------------------------------
    // Operations on an IntTuple value's top-level modes
    // -----------------------------------------------------------------------------------------

    /// An operation on the top-level modes of an IntTuple value, applied alike to a layout's
    /// shape and stride.
    pub trait TupleOp<Op> {
        /// The result.
        type Output;
        /// Its value.
        fn run(self) -> Self::Output;
    }

    /// `take<B, E>`
    pub struct TakeM<B, E>(PhantomData<(B, E)>);
    /// `select<I...>` (a tuple of indices)
    pub struct SelectM<I>(PhantomData<I>);
    /// `group<B, E>`
    pub struct GroupM<B, E>(PhantomData<(B, E)>);
    /// `get<I>`
    pub struct GetM<I>(PhantomData<I>);

    impl<T: Modes, B, E> TupleOp<TakeM<B, E>> for T
    where
        E: Sub<B>,
        typenum::Diff<E, B>: NonZero,
        T::List: Skip<B>,
        <T::List as Skip<B>>::Output: First<typenum::Diff<E, B>>,
        <<T::List as Skip<B>>::Output as First<typenum::Diff<E, B>>>::Output: IntoTuple,
    {
        type Output =
            <<<T::List as Skip<B>>::Output as First<typenum::Diff<E, B>>>::Output as IntoTuple>::Tuple;
        #[inline(always)]
        fn run(self) -> Self::Output {
            let rest = <T::List as Skip<B>>::skip(self.modes());
            <<T::List as Skip<B>>::Output as First<typenum::Diff<E, B>>>::first(rest).into_tuple()
        }
    }

    impl<T: Modes, I: crate::list::Internal> TupleOp<SelectM<I>> for T
    where
        T::List: Pick<I::Repr>,
        <T::List as Pick<I::Repr>>::Output: IntoTuple,
    {
        type Output = <<T::List as Pick<I::Repr>>::Output as IntoTuple>::Tuple;
        #[inline(always)]
        fn run(self) -> Self::Output {
            <T::List as Pick<I::Repr>>::pick(self.modes()).into_tuple()
        }
    }

    impl<T: Modes, B, E> TupleOp<GroupM<B, E>> for T
    where
        E: Sub<B>,
        T::List: GroupBy<B, typenum::Diff<E, B>>,
        <T::List as GroupBy<B, typenum::Diff<E, B>>>::Output: IntoTuple,
    {
        type Output = <<T::List as GroupBy<B, typenum::Diff<E, B>>>::Output as IntoTuple>::Tuple;
        #[inline(always)]
        fn run(self) -> Self::Output {
            <T::List as GroupBy<B, typenum::Diff<E, B>>>::group_by(self.modes()).into_tuple()
        }
    }

    impl<T: Modes, I> TupleOp<GetM<I>> for T
    where
        T::List: LGet<I>,
    {
        type Output = <T::List as LGet<I>>::Output;
        #[inline(always)]
        fn run(self) -> Self::Output {
            <T::List as LGet<I>>::lget(self.modes())
        }
    }

    /// `x` appended as one more top-level mode.
    pub trait AppendValue<X> {
        /// The result.
        type Output;
        /// Its value.
        fn append_value(self, x: X) -> Self::Output;
    }

    impl<T: Modes, X> AppendValue<X> for T
    where
        T::List: Snoc<X>,
        <T::List as Snoc<X>>::Output: IntoTuple,
    {
        type Output = <<T::List as Snoc<X>>::Output as IntoTuple>::Tuple;
        #[inline(always)]
        fn append_value(self, x: X) -> Self::Output {
            self.modes().snoc(x).into_tuple()
        }
    }

    /// `x` prepended as a new first top-level mode.
    pub trait PrependValue<X> {
        /// The result.
        type Output;
        /// Its value.
        fn prepend_value(self, x: X) -> Self::Output;
    }

    impl<T: Modes, X> PrependValue<X> for T
    where
        HC<X, T::List>: IntoTuple,
    {
        type Output = <HC<X, T::List> as IntoTuple>::Tuple;
        #[inline(always)]
        fn prepend_value(self, x: X) -> Self::Output {
            HC(x, self.modes()).into_tuple()
        }
    }

    // -----------------------------------------------------------------------------------------
    // Products with CuTe's static-ness
    // -----------------------------------------------------------------------------------------

    /// `Self * B` on leaf values: static times static is static (typenum); with a `Dyn`
    /// operand the product is a `Dyn`, unless the other operand is a static `_0`, which absorbs.
    pub trait LeafMul<B> {
        /// The product.
        type Output: Copy;
        /// Its value.
        fn leaf_mul(self, b: B) -> Self::Output;
    }

    macro_rules! leaf_mul {
        ($([$($g:tt)*] $t:ty => $dyn_out:ty, $make:expr),*) => {$(
            impl<__R: StaticInt, $($g)*> LeafMul<__R> for $t
            where
                $t: IntMul<__R>,
            {
                type Output = MulSigned<$t, __R>;
                #[inline(always)]
                fn leaf_mul(self, _: __R) -> Self::Output {
                    Default::default()
                }
            }
            impl<$($g)*> LeafMul<Dyn> for $t {
                type Output = $dyn_out;
                #[inline(always)]
                #[allow(clippy::redundant_closure_call)]
                fn leaf_mul(self, b: Dyn) -> Self::Output {
                    ($make)(<$t as StaticInt>::VALUE, b)
                }
            }
            impl<$($g)*> LeafMul<$t> for Dyn {
                type Output = $dyn_out;
                #[inline(always)]
                #[allow(clippy::redundant_closure_call)]
                fn leaf_mul(self, _: $t) -> Self::Output {
                    ($make)(<$t as StaticInt>::VALUE, self)
                }
            }
        )*};
    }

    leaf_mul!(
        [] UTerm => UTerm, |_, _| UTerm,
        [__U: Unsigned, __B: Bit] UInt<__U, __B> => Dyn, |v: i64, b: Dyn| Dyn(b.0.wrapping_mul(v)),
        [__U: Unsigned + NonZero] NInt<__U> => Dyn, |v: i64, b: Dyn| Dyn(b.0.wrapping_mul(v))
    );

    impl LeafMul<Dyn> for Dyn {
        type Output = Dyn;
        #[inline(always)]
        fn leaf_mul(self, b: Dyn) -> Dyn {
            Dyn(self.0.wrapping_mul(b.0))
        }
    }

    /// The product of the leaves of an IntTuple value (`_1` for an empty tuple), as CuTe's
    /// `product`: a left fold over the modes' products.
    pub trait ProductValue {
        /// The product: a typenum integer or a `Dyn`.
        type Output: Copy;
        /// Its value.
        fn prod(self) -> Self::Output;
    }

    crate::arity::for_leaves!([] ProductValue {
        type Output = Self;
        #[inline(always)]
        fn prod(self) -> Self {
            self
        }
    });

    impl ProductValue for Dyn {
        type Output = Dyn;
        #[inline(always)]
        fn prod(self) -> Dyn {
            self
        }
    }

    /// The running product `Acc` times the products of the list's elements.
    pub trait FoldMul<Acc> {
        /// The product.
        type Output: Copy;
        /// Its value.
        fn fold_mul(self, acc: Acc) -> Self::Output;
    }

    impl<Acc: Copy> FoldMul<Acc> for HN {
        type Output = Acc;
        #[inline(always)]
        fn fold_mul(self, acc: Acc) -> Acc {
            acc
        }
    }

    impl<Acc, H: ProductValue, T> FoldMul<Acc> for HC<H, T>
    where
        Acc: LeafMul<H::Output>,
        T: FoldMul<Acc::Output>,
    {
        type Output = T::Output;
        #[inline(always)]
        fn fold_mul(self, acc: Acc) -> Self::Output {
            self.1.fold_mul(acc.leaf_mul(self.0.prod()))
        }
    }

    /// The product of a list's elements: the first element's, times the others' (`_1` when
    /// empty).
    pub trait ListProduct {
        /// The product.
        type Output: Copy;
        /// Its value.
        fn list_product(self) -> Self::Output;
    }

    impl ListProduct for HN {
        type Output = U1;
        #[inline(always)]
        fn list_product(self) -> U1 {
            U1::new()
        }
    }

    impl<H: ProductValue, T: FoldMul<H::Output>> ListProduct for HC<H, T> {
        type Output = T::Output;
        #[inline(always)]
        fn list_product(self) -> Self::Output {
            self.1.fold_mul(self.0.prod())
        }
    }

    macro_rules! tuple_products {
        ($($t:ident)*) => {
            impl<$($t),*> ProductValue for ($($t,)*)
            where
                ($($t,)*): ToList,
                <($($t,)*) as ToList>::List: ListProduct,
            {
                type Output = <<($($t,)*) as ToList>::List as ListProduct>::Output;
                #[inline(always)]
                fn prod(self) -> Self::Output {
                    self.to_list().list_product()
                }
            }
        };
    }

    crate::arity::for_arities!(tuple_products);

    /// Each element's product.
    pub trait MapProduct {
        /// The list of products.
        type Output;
        /// Its value.
        fn map_product(self) -> Self::Output;
    }

    impl MapProduct for HN {
        type Output = HN;
        #[inline(always)]
        fn map_product(self) -> HN {
            HN
        }
    }

    impl<H: ProductValue, T: MapProduct> MapProduct for HC<H, T> {
        type Output = HC<H::Output, T::Output>;
        #[inline(always)]
        fn map_product(self) -> Self::Output {
            HC(self.0.prod(), self.1.map_product())
        }
    }

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

    impl<M, Cur> CompactList<M, Cur> for HN {
        type Stride = HN;
        type Next = Cur;
        #[inline(always)]
        fn compact_list(self, cur: Cur) -> (HN, Cur) {
            (HN, cur)
        }
    }

    /// Column-major: the head first, the tail continues from its running product.
    impl<Cur, H: Compact<Left, Cur>, T: CompactList<Left, H::Next>> CompactList<Left, Cur>
        for HC<H, T>
    {
        type Stride = HC<H::Stride, T::Stride>;
        type Next = T::Next;
        #[inline(always)]
        fn compact_list(self, cur: Cur) -> (Self::Stride, Self::Next) {
            let (h, cur) = <H as Compact<Left, Cur>>::compact(self.0, cur);
            let (t, cur) = <T as CompactList<Left, H::Next>>::compact_list(self.1, cur);
            (HC(h, t), cur)
        }
    }

    /// Row-major: the tail first, the head continues from its running product.
    impl<Cur, H: Compact<Right, T::Next>, T: CompactList<Right, Cur>> CompactList<Right, Cur>
        for HC<H, T>
    {
        type Stride = HC<H::Stride, T::Stride>;
        type Next = H::Next;
        #[inline(always)]
        fn compact_list(self, cur: Cur) -> (Self::Stride, Self::Next) {
            let (t, cur) = <T as CompactList<Right, Cur>>::compact_list(self.1, cur);
            let (h, cur) = <H as Compact<Right, T::Next>>::compact(self.0, cur);
            (HC(h, t), cur)
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
                type Refs = HC<Ranked<$t, __S::Output>, HN>;
                #[inline(always)]
                fn refs(self) -> Self::Refs {
                    HC(Ranked(PhantomData, self.prod()), HN)
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

    impl RefsList<crate::list::E> for HN {
        type Refs = HN;
        #[inline(always)]
        fn refs_list(self) -> HN {
            HN
        }
    }

    impl<SH: OrderRefs<OH>, ST: RefsList<OT>, OH, OT> RefsList<crate::list::C<OH, OT>> for HC<SH, ST>
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

    impl<B: Copy> Cat<B> for HN {
        type Output = B;
        #[inline(always)]
        fn cat(self, b: B) -> B {
            b
        }
    }

    impl<H: Copy, T: Cat<B>, B> Cat<B> for HC<H, T> {
        type Output = HC<H, T::Output>;
        #[inline(always)]
        fn cat(self, b: B) -> Self::Output {
            HC(self.0, self.1.cat(b))
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

    impl<O, Acc: Copy> StartAcc<O, Acc> for HN {
        type Output = Acc;
        #[inline(always)]
        fn start_acc(self, acc: Acc) -> Acc {
            acc
        }
    }

    impl<O: StaticInt, Acc, R: StaticInt + IntLess<O>, P: Copy, T> StartAcc<O, Acc>
        for HC<Ranked<R, P>, T>
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

    impl<Refs> StrideList<crate::list::E, Refs> for HN {
        type Stride = HN;
        #[inline(always)]
        fn stride_list(self, _: Refs) -> HN {
            HN
        }
    }

    impl<SH: OrderStride<OH, Refs>, ST: StrideList<OT, Refs>, OH, OT, Refs: Copy>
        StrideList<crate::list::C<OH, OT>, Refs> for HC<SH, ST>
    {
        type Stride = HC<SH::Stride, ST::Stride>;
        #[inline(always)]
        fn stride_list(self, refs: Refs) -> Self::Stride {
            HC(self.0.order_stride(refs), self.1.stride_list(refs))
        }
    }
}
