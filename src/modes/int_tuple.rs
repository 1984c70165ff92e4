//! The mode operations of this module on IntTuple values (a shape, a stride, a coordinate)
//! as CuTe has them on tuples: the traits ([`SelectOp`], [`TakeOp`], ...) implemented for the
//! values, and CuTe's free functions `get<I>`, `size<I>` (`mode_size`), `take<B, E>`,
//! `select<I...>`, `group<B, E>`, `append`, `prepend`, for layouts and values alike (`flatten`
//! of a value is with the layout operation it uses, in `algebra`).

use super::product::ProductValue;
use super::tuple_ops::{
    AppendValue, ExtendValue, GetM, GroupM, PrependValue, ReplaceValue, SelectM, TakeM, TupleOp,
};
use super::{
    AppendOp, AppendToOp, GroupModesOp, ModeOp, ModeSizeOp, PrependOp, PrependToOp, ReplaceOp,
    SelectOp, TakeOp,
};

/// Implements a mode trait for the IntTuple value types through its [`TupleOp`].
macro_rules! value_ops {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__B, __E, $($g)*> TakeOp<__B, __E> for $t
        where
            $t: TupleOp<TakeM<__B, __E>>,
        {
            type Output = <$t as TupleOp<TakeM<__B, __E>>>::Output;
            #[inline(always)]
            fn take(self) -> Self::Output {
                TupleOp::<TakeM<__B, __E>>::run(self)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__I, $($g)*> SelectOp<__I> for $t
        where
            $t: TupleOp<SelectM<__I>>,
        {
            type Output = <$t as TupleOp<SelectM<__I>>>::Output;
            #[inline(always)]
            fn select(self) -> Self::Output {
                TupleOp::<SelectM<__I>>::run(self)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__B, __E, $($g)*> GroupModesOp<__B, __E> for $t
        where
            $t: TupleOp<GroupM<__B, __E>>,
        {
            type Output = <$t as TupleOp<GroupM<__B, __E>>>::Output;
            #[inline(always)]
            fn group_modes(self) -> Self::Output {
                TupleOp::<GroupM<__B, __E>>::run(self)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__I, $($g)*> ModeOp<__I> for $t
        where
            $t: TupleOp<GetM<__I>>,
        {
            type Output = <$t as TupleOp<GetM<__I>>>::Output;
            #[inline(always)]
            fn get(self) -> Self::Output {
                TupleOp::<GetM<__I>>::run(self)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__I, $($g)*> ModeSizeOp<__I> for $t
        where
            $t: TupleOp<GetM<__I>> + Copy,
            <$t as TupleOp<GetM<__I>>>::Output: ProductValue,
        {
            type Output = <<$t as TupleOp<GetM<__I>>>::Output as ProductValue>::Output;
            #[inline(always)]
            fn mode_size(&self) -> Self::Output {
                TupleOp::<GetM<__I>>::run(*self).prod()
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__X, $($g)*> AppendOp<__X> for $t
        where
            $t: AppendValue<__X>,
        {
            type Output = <$t as AppendValue<__X>>::Output;
            #[inline(always)]
            fn append(self, x: __X) -> Self::Output {
                AppendValue::append_value(self, x)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__N, __X, $($g)*> AppendToOp<__N, __X> for $t
        where
            $t: ExtendValue<__N, __X, typenum::B0>,
        {
            type Output = <$t as ExtendValue<__N, __X, typenum::B0>>::Output;
            #[inline(always)]
            fn append_to(self, x: __X) -> Self::Output {
                ExtendValue::<__N, __X, typenum::B0>::extend_value(self, x)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__N, __X, $($g)*> PrependToOp<__N, __X> for $t
        where
            $t: ExtendValue<__N, __X, typenum::B1>,
        {
            type Output = <$t as ExtendValue<__N, __X, typenum::B1>>::Output;
            #[inline(always)]
            fn prepend_to(self, x: __X) -> Self::Output {
                ExtendValue::<__N, __X, typenum::B1>::extend_value(self, x)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__I, __X, $($g)*> ReplaceOp<__I, __X> for $t
        where
            $t: ReplaceValue<__I, __X>,
        {
            type Output = <$t as ReplaceValue<__I, __X>>::Output;
            #[inline(always)]
            fn replace(self, x: __X) -> Self::Output {
                ReplaceValue::<__I, __X>::replace_value(self, x)
            }
        }
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__X, $($g)*> PrependOp<__X> for $t
        where
            $t: PrependValue<__X>,
        {
            type Output = <$t as PrependValue<__X>>::Output;
            #[inline(always)]
            fn prepend(self, x: __X) -> Self::Output {
                PrependValue::prepend_value(self, x)
            }
        }
    )*};
}
super::with_dyn_and_tuples!(value_ops, [__U: typenum::Unsigned, __Bt: typenum::Bit] typenum::UInt<__U, __Bt>,);

// CuTe's free functions, for layouts and IntTuple values alike. Methods would not do: on a
// tuple, the traits' own methods (`SelectOp::select`) and a method of the same name would both
// apply.

/// CuTe's `get<I>(t)`: mode `I` of a layout or an IntTuple value (a shape, a stride, a
/// coordinate), its static-ness kept.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::get;
/// use cute_layout::IntTupleValue;
/// let (m, n, k) = (300usize, 200usize, 64usize);
/// let shape_mnk = make_shape!((m, n, _8));
/// assert_eq!(get::<U1, _>(shape_mnk).cute_string(), "200");
/// assert_eq!(get::<U2, _>(shape_mnk), U8::new());
/// assert_eq!(get::<U0, _>(make_layout!((m, n):(_1, m))).to_string(), "300:_1");
/// ```
#[inline(always)]
pub fn get<I, T: ModeOp<I>>(t: T) -> T::Output {
    t.get()
}

/// CuTe's `size<I>(t)`: the product of mode `I` of a layout or an IntTuple value, static when
/// its leaves all are.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::mode_size;
/// let k = 64usize;
/// let s = make_shape!((_2, (_3, k)));
/// assert_eq!(mode_size::<U0, _>(&s), U2::new());
/// assert_eq!(mode_size::<U1, _>(&s), cute_layout::Dyn(192));
/// ```
#[inline(always)]
pub fn mode_size<I, T: ModeSizeOp<I>>(t: &T) -> T::Output {
    t.mode_size()
}

/// CuTe's `take<B, E>(t)`: the modes `B..E` of a layout or an IntTuple value, as a tuple.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::take;
/// use cute_layout::IntTupleValue;
/// let s = make_shape!((300usize, _4, 200usize));
/// assert_eq!(take::<U1, U3, _>(s).cute_string(), "(_4,200)");
/// ```
#[inline(always)]
pub fn take<B, E, T: TakeOp<B, E>>(t: T) -> T::Output {
    t.take()
}

/// CuTe's `select<I...>(t)`: the modes of the index tuple `I` of a layout or an IntTuple
/// value, in that order.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::select;
/// use cute_layout::IntTupleValue;
/// let (m, n, k) = (300usize, 200usize, 64usize);
/// let shape_mnk = make_shape!((m, n, k));
/// assert_eq!(select::<(U0, U2), _>(shape_mnk).cute_string(), "(300,64)"); // the shape of A
/// ```
#[inline(always)]
pub fn select<I, T: SelectOp<I>>(t: T) -> T::Output {
    t.select()
}

/// CuTe's `group<B, E>(t)`: the modes `B..E` of a layout or an IntTuple value as one mode.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::group_modes;
/// use cute_layout::IntTupleValue;
/// let s = make_shape!((300usize, _4, 200usize));
/// assert_eq!(group_modes::<U0, U2, _>(s).cute_string(), "((300,_4),200)");
/// ```
#[inline(always)]
pub fn group_modes<B, E, T: GroupModesOp<B, E>>(t: T) -> T::Output {
    t.group_modes()
}

/// CuTe's `append(t, x)`: `x` as one more, last mode of a layout (`x` a layout) or an
/// IntTuple value (`x` an IntTuple value).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::append;
/// use cute_layout::IntTupleValue;
/// assert_eq!(append(make_shape!((_2, 3usize)), U4::new()).cute_string(), "(_2,3,_4)");
/// ```
#[inline(always)]
pub fn append<T: AppendOp<X>, X>(t: T, x: X) -> T::Output {
    t.append(x)
}

/// CuTe's `prepend(t, x)`: `x` as a new first mode of a layout or an IntTuple value.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::prepend;
/// use cute_layout::IntTupleValue;
/// assert_eq!(prepend(make_shape!((_2, 3usize)), U4::new()).cute_string(), "(_4,_2,3)");
/// ```
#[inline(always)]
pub fn prepend<T: PrependOp<X>, X>(t: T, x: X) -> T::Output {
    t.prepend(x)
}

/// CuTe's `append<N>(t, x)`: a layout or an IntTuple value padded with copies of `x` after its
/// modes to `N` modes (see [`AppendToOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::append_to;
/// use cute_layout::IntTupleValue;
/// let m = 1000usize;
/// assert_eq!(append_to::<U4, _, _>((m,), U1::new()).cute_string(), "(1000,_1,_1,_1)");
/// ```
#[inline(always)]
pub fn append_to<N, T: AppendToOp<N, X>, X>(t: T, x: X) -> T::Output {
    t.append_to(x)
}

/// CuTe's `prepend<N>(t, x)`: as [`append_to`], with the copies of `x` in front.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::prepend_to;
/// use cute_layout::IntTupleValue;
/// assert_eq!(prepend_to::<U3, _, _>((U4::new(), 5usize), U1::new()).cute_string(), "(_1,_4,5)");
/// ```
#[inline(always)]
pub fn prepend_to<N, T: PrependToOp<N, X>, X>(t: T, x: X) -> T::Output {
    t.prepend_to(x)
}

/// CuTe's `replace<I>(t, x)`: mode `I` of a layout or an IntTuple value replaced by `x`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::replace;
/// use cute_layout::IntTupleValue;
/// assert_eq!(replace::<U1, _, _>((U4::new(), 5usize, U6::new()), U8::new()).cute_string(), "(_4,_8,_6)");
/// ```
#[inline(always)]
pub fn replace<I, T: ReplaceOp<I, X>, X>(t: T, x: X) -> T::Output {
    ReplaceOp::replace(t, x)
}
