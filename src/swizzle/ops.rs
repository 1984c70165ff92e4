//! The algebra on composed layouts: each operation works on the inner layout and keeps the
//! swizzle and the offset (CuTe's `layout_composed.hpp`), and a plain layout times a swizzled
//! layout. The composed layouts themselves are built by `compose.rs`'s `MakeComposed`.

use core::ops::{BitAnd, BitOr};

use typenum::UTerm;

use super::compose::{Composed, MakeComposed, MakeSwizzle, OffsetAt, OffsetOf};
use super::project::{Only, Projections};
use super::slice::{ActiveBits, LayoutParts2};
use super::{BitMask, ComposedLayout, LowMask, OuterFn, ShiftSide, Swizzle, YyyOf, ZzzOf};
use crate::algebra::compose::Compose;
use crate::algebra::registry::if_kind;
use crate::engine::route::{NextVar, Number, Route};
use crate::layout::Layout;
use crate::list::{self, C, E};

/// An operation done on the inner layout (with its argument, if it takes one).
macro_rules! on_inner {
    ($trait:ident, $arg:ident) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<A, O, L, T> crate::$trait<T> for ComposedLayout<A, O, L>
        where
            L: crate::$trait<T> + Default,
            A: MakeComposed<O, <L as crate::$trait<T>>::Output>,
        {
            type Output = Composed<A, O, <L as crate::$trait<T>>::Output>;
            #[inline(always)]
            fn apply(self, _: T) -> Self::Output {
                A::with_offset(self.offset)
            }
            #[inline(always)]
            fn try_apply(self, _: T) -> Result<Self::Output, crate::dynamic::Error> {
                Ok(A::with_offset(self.offset))
            }
        }
    };
    ($trait:ident) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<A, O, L> crate::$trait for ComposedLayout<A, O, L>
        where
            L: crate::$trait + Default,
            A: MakeComposed<O, <L as crate::$trait>::Output>,
        {
            type Output = Composed<A, O, <L as crate::$trait>::Output>;
            #[inline(always)]
            fn apply(self) -> Self::Output {
                A::with_offset(self.offset)
            }
            #[inline(always)]
            fn try_apply(self) -> Result<Self::Output, crate::dynamic::Error> {
                Ok(A::with_offset(self.offset))
            }
        }
    };
}

// ---------------------------------------------------------------------------------------------
// A plain layout times a swizzled layout
// ---------------------------------------------------------------------------------------------

crate::decimal::decimal_check! {
    /// CuTe's check of `logical_product(layout, Sw o K o T)`: `K == 0`.
    #[diagnostic::on_unimplemented(
        message = "logical_product: the swizzled tiler has the offset {K}, and a product by a swizzled layout needs offset 0 (CuTe: \"Require Swizzle offset == 0.\")",
        label = "the tiler's offset must be 0",
        note = "Num<N> is the number N"
    )]
    SwizzledTilerOffsetZero / SwizzledTilerOffsetZeroFails<K>
}

/// The product of two plain layouts, through the engine: not through the product's trait,
/// whose impl for a swizzled tiler the trait solver would search again, without end, for a
/// tiler it does not know yet (a method's argument).
type PlainProduct<Op, L, T> = <NextVar<L, T> as Route<Op, L, T>>::Output;

/// The internal mode 1 of a rank-2 internal layout.
pub trait SecondMode {
    type Output;
}
impl<S0, S1, D0, D1> SecondMode for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>> {
    type Output = Layout<S1, D1>;
}

type Pm<B, M, S> = typenum::Or<YyyOf<B, M, S>, ZzzOf<B, M, S>>;
/// `P o T`: CuTe composes the swizzle's projection with the tiler (which must compose).
type ProjT<T, B, M, S> =
    <Only<Swizzle<B, M, S>> as Compose<list::Repr<T>, crate::algebra::op::logical_product>>::Output;
/// `(P o T)(size - 1)`: the swizzle bits the tiler's offsets reach.
type Active<T, B, M, S> =
    <TShape<T, B, M, S> as ActiveBits<TStride<T, B, M, S>, Pm<B, M, S>>>::Output;
type TShape<T, B, M, S> = <ProjT<T, B, M, S> as LayoutParts2>::S;
type TStride<T, B, M, S> = <ProjT<T, B, M, S> as LayoutParts2>::D;
/// `new_layout(0, T(bits))`: the offset of `T(bits)` as an index of the product's mode 1.
type Moved<L, T, Bits> = OffsetAt<
    <list::Repr<PlainProduct<crate::algebra::op::logical_product, L, T>> as SecondMode>::Output,
    OffsetAt<list::Repr<T>, Bits>,
>;
type NewY<L, T, B, M, S> = Moved<L, T, typenum::And<Active<T, B, M, S>, YyyOf<B, M, S>>>;
type NewZ<L, T, B, M, S> = Moved<L, T, typenum::And<Active<T, B, M, S>, ZzzOf<B, M, S>>>;
/// The swizzle of the product: `make_swizzle<new_Y, new_Z>()`.
type ProductSw<L, T, B, M, S> = <NewY<L, T, B, M, S> as MakeSwizzle<NewZ<L, T, B, M, S>>>::Output;

/// The swizzle of `logical_product(L, Sw o K o T)` (CuTe's rule for a swizzled tiler): the
/// product of the plain layouts is `new = logical_product(L, T)`; the bits of `T`'s offsets
/// the swizzle reads (`Y`) and writes (`Z`), found through the swizzle's projection composed
/// with `T`, are sent through `T` and then through `new`'s second mode, and
/// `make_swizzle<Y', Z'>()` swizzles `new`. `K` must be 0.
pub trait ProductSwizzle<L, K, T> {
    /// The swizzle of the product.
    type Output;
}

impl<L, K, T, B, M, S> ProductSwizzle<L, K, T> for Swizzle<B, M, S>
where
    K: typenum::IsEqual<UTerm>,
    typenum::Eq<K, UTerm>: SwizzledTilerOffsetZero<K>,
    Swizzle<B, M, S>: OuterFn,
    B: BitMask,
    S: ShiftSide<M, LowMask<B>>,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>>,
    T: list::Internal,
    Swizzle<B, M, S>: Projections,
    Only<Swizzle<B, M, S>>: Compose<list::Repr<T>, crate::algebra::op::logical_product>,
    ProjT<T, B, M, S>: LayoutParts2,
    list::Repr<T>: OffsetOf<typenum::And<Active<T, B, M, S>, YyyOf<B, M, S>>>
        + OffsetOf<typenum::And<Active<T, B, M, S>, ZzzOf<B, M, S>>>,
    TShape<T, B, M, S>: ActiveBits<TStride<T, B, M, S>, Pm<B, M, S>>,
    Active<T, B, M, S>: BitAnd<YyyOf<B, M, S>> + BitAnd<ZzzOf<B, M, S>>,
    L: Number<typenum::U0>,
    T: Number<<L as Number<typenum::U0>>::Next>,
    NextVar<L, T>: Route<crate::algebra::op::logical_product, L, T>,
    PlainProduct<crate::algebra::op::logical_product, L, T>: list::Internal,
    list::Repr<PlainProduct<crate::algebra::op::logical_product, L, T>>: SecondMode,
    <list::Repr<PlainProduct<crate::algebra::op::logical_product, L, T>> as SecondMode>::Output:
        OffsetOf<OffsetAt<list::Repr<T>, typenum::And<Active<T, B, M, S>, YyyOf<B, M, S>>>>
            + OffsetOf<OffsetAt<list::Repr<T>, typenum::And<Active<T, B, M, S>, ZzzOf<B, M, S>>>>,
    NewY<L, T, B, M, S>: MakeSwizzle<NewZ<L, T, B, M, S>>,
{
    type Output = ProductSw<L, T, B, M, S>;
}

/// The products of a plain layout by a swizzled layout, each the plain product `L x T`
/// swizzled by [`ProductSwizzle`] (`zipped`, `tiled` and `flat_product` are the logical
/// product's modes regrouped, as in CuTe).
macro_rules! product_by_swizzled {
    ($trait:ident $op:ident) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<Sh, D, A, K, T> crate::$trait<ComposedLayout<A, K, T>> for Layout<Sh, D>
        where
            Self: Number<typenum::U0>,
            T: Number<<Self as Number<typenum::U0>>::Next>,
            NextVar<Self, T>: Route<crate::algebra::op::$op, Self, T>,
            A: ProductSwizzle<Self, K, T>,
            <A as ProductSwizzle<Self, K, T>>::Output:
                MakeComposed<UTerm, PlainProduct<crate::algebra::op::$op, Self, T>>,
        {
            type Output = Composed<
                <A as ProductSwizzle<Self, K, T>>::Output,
                UTerm,
                PlainProduct<crate::algebra::op::$op, Self, T>,
            >;
            #[inline(always)]
            fn apply(self, _: ComposedLayout<A, K, T>) -> Self::Output {
                Default::default()
            }
            #[inline(always)]
            fn try_apply(
                self,
                _: ComposedLayout<A, K, T>,
            ) -> Result<Self::Output, crate::dynamic::Error> {
                Ok(Default::default())
            }
        }
    };
}

/// The tilers CuTe has no overload for (a swizzle, or a swizzled layout where the operation
/// takes two plain layouts): impls that exist only to be rejected by
/// [`NotASwizzledTiler`](crate::algebra::registry::NotASwizzledTiler), so that the error names
/// the operation.
macro_rules! no_swizzled_tiler {
    ([$($g:ident),*] $tiler:ty, $trait:ident, $op:ident) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<Sh, D, $($g),*> crate::$trait<$tiler> for Layout<Sh, D>
        where
            typenum::B0: crate::algebra::registry::NotASwizzledTiler<$tiler, crate::algebra::op::$op>,
            Self: crate::AnyLayout,
        {
            type Output = Self;
            fn apply(self, _: $tiler) -> Self {
                self
            }
            fn try_apply(self, _: $tiler) -> Result<Self, crate::dynamic::Error> {
                Ok(self)
            }
        }
    };
}

/// The swizzle layer's impls, one set per row of the registry: an `inner` operation works on a
/// swizzled layout's inner layout; a `tiling` one (a divide or a product) refuses a bare
/// swizzle as its tiler, and a swizzled layout too unless it is a `swizzled_tiler` one.
macro_rules! swizzled_layout_ops {
    ($($name:ident / $try:ident ($($kind:ident)*) $error:literal $tr:ident($($arg:ident)?) $alias:ident;)*) => {$(
        if_kind!(inner [$($kind)*] { on_inner!($tr $(, $arg)?); } {});
        if_kind!(tiling [$($kind)*] {
            no_swizzled_tiler!([B, M, S] Swizzle<B, M, S>, $tr, $name);
            if_kind!(swizzled_tiler [$($kind)*] {
                product_by_swizzled!($tr $name);
            } {
                no_swizzled_tiler!([A, K, T] ComposedLayout<A, K, T>, $tr, $name);
            });
        } {});
    )*};
}
crate::algebra::registry::operations!(swizzled_layout_ops);

/// CuTe has no complement of a swizzled layout: the impl exists only to be rejected, so that
/// the error names the operation.
#[diagnostic::on_unimplemented(
    message = "complement: a swizzled layout has no complement (CuTe has no such overload)",
    label = "complement takes a plain layout: complement the swizzled layout's inner layout"
)]
pub trait NoSwizzledComplement<L> {}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, K, T, M> crate::ComplementOp<M> for ComposedLayout<A, K, T>
where
    typenum::B0: NoSwizzledComplement<Self>,
    Self: crate::AnyLayout,
{
    type Output = Self;
    fn apply(self, _: M) -> Self {
        self
    }
    fn try_apply(self, _: M) -> Result<Self, crate::dynamic::Error> {
        Ok(self)
    }
}

// ---------------------------------------------------------------------------------------------
// What CuTe leaves out for composed layouts
// ---------------------------------------------------------------------------------------------

/// Never implemented: the error of `filter_zeros`/`filter` of a swizzled layout.
#[diagnostic::on_unimplemented(
    message = "filter/filter_zeros: CuTe defines them for plain layouts, and this layout is swizzled (`Sw o O o L`)",
    label = "a swizzled layout",
    note = "filter the inner layout, `layout.layout_b()`, or the run-time form, `layout.as_dynamic()`"
)]
pub trait FilterNeedsPlainLayout<L> {}

/// `filter_zeros` (and through it `filter`) of a composed layout: refused with a named error,
/// as CuTe has no overload for it.
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L> crate::FilterZerosOp for ComposedLayout<A, O, L>
where
    (): FilterNeedsPlainLayout<L>,
{
    type Output = crate::Layout<typenum::U1, typenum::U0>;
    fn filter_zeros(&self) -> Self::Output {
        unreachable!("filter_zeros of a swizzled layout does not compile")
    }
}

// ---------------------------------------------------------------------------------------------
// Modes of a swizzled layout: CuTe's `get`, `take` and `group` of a ComposedLayout act on the
// inner layout and keep the swizzle and the offset (a tensor's `group_modes<0,2>(sA)` of a
// GMMA tile, say).
// ---------------------------------------------------------------------------------------------

impl<A, O, L> crate::modes::seal::Sealed for ComposedLayout<A, O, L> {}

macro_rules! modes_on_inner {
    ($trait:ident <$($p:ident),*> :: $method:ident) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<A, O, L, $($p),*> crate::$trait<$($p),*> for ComposedLayout<A, O, L>
        where
            L: crate::$trait<$($p),*> + Default,
            A: MakeComposed<O, <L as crate::$trait<$($p),*>>::Output>,
        {
            type Output = Composed<A, O, <L as crate::$trait<$($p),*>>::Output>;
            #[inline(always)]
            fn $method(self) -> Self::Output {
                A::with_offset(self.offset)
            }
        }
    };
}
modes_on_inner!(ModeOp<I>::get);
modes_on_inner!(TakeOp < B, End > ::take);
modes_on_inner!(GroupModesOp < B, End > ::group_modes);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L: crate::ModeSizeOp<I> + Default, I> crate::ModeSizeOp<I> for ComposedLayout<A, O, L> {
    type Output = L::Output;
    #[inline(always)]
    fn mode_size(&self) -> L::Output {
        L::default().mode_size()
    }
}

impl<A, O, L> ComposedLayout<A, O, L> {
    /// CuTe's `get<I>(layout)` of a swizzled layout: the swizzle over mode `I` of the inner
    /// layout (see [`ModeOp`](crate::ModeOp)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let l = <layout!(Sw<3,4,3> o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192)))>::new();
    /// assert_eq!(l.get::<U1>().to_string(), "Sw<3,4,3> o _0 o (_64,_1):(_1,_0)");
    /// ```
    #[inline(always)]
    pub fn get<I>(self) -> <Self as crate::ModeOp<I>>::Output
    where
        Self: crate::ModeOp<I>,
    {
        crate::ModeOp::get(self)
    }

    /// CuTe's `take<B, E>(layout)` of a swizzled layout (see [`TakeOp`](crate::TakeOp)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let l = <layout!(Sw<3,4,3> o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192)))>::new();
    /// assert_eq!(l.take::<U0, U2>().to_string(), "Sw<3,4,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))");
    /// ```
    #[inline(always)]
    pub fn take<B, End>(self) -> <Self as crate::TakeOp<B, End>>::Output
    where
        Self: crate::TakeOp<B, End>,
    {
        crate::TakeOp::take(self)
    }

    /// CuTe's `size<I>(layout)` of a swizzled layout: the size of mode `I` of the inner layout
    /// (see [`ModeSizeOp`](crate::ModeSizeOp)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::IntTupleValue;
    /// let l = <layout!(Sw<3,4,3> o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192)))>::new();
    /// assert_eq!(l.mode_size::<U0>().cute_string(), "_128");
    /// ```
    #[inline(always)]
    pub fn mode_size<I>(&self) -> <Self as crate::ModeSizeOp<I>>::Output
    where
        Self: crate::ModeSizeOp<I>,
    {
        crate::ModeSizeOp::mode_size(self)
    }

    /// CuTe's `group<B, E>(layout)` of a swizzled layout (see
    /// [`GroupModesOp`](crate::GroupModesOp)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let l = <layout!(Sw<3,4,3> o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192)))>::new();
    /// // CuTe's group_modes<0,2>(sA) of the wgmma_tma_sm90 tutorial:
    /// assert_eq!(
    ///     l.group_modes::<U0, U2>().to_string(),
    ///     "Sw<3,4,3> o _0 o (((_8,_16),(_64,_1)),(_1,_3)):(((_64,_512),(_1,_0)),(_0,_8192))"
    /// );
    /// ```
    #[inline(always)]
    pub fn group_modes<B, End>(self) -> <Self as crate::GroupModesOp<B, End>>::Output
    where
        Self: crate::GroupModesOp<B, End>,
    {
        crate::GroupModesOp::group_modes(self)
    }
}
