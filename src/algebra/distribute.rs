//! CuTe's `domain_distribute(a, b)`: a layout of `b` coordinates of the static shape `a`,
//! taken greedily from its leaves in order (each leaf gives the greatest common divisor of its
//! extent and what is left of `b`), with `a`'s compact column-major strides, coalesced. Its
//! use: a tiler of `b` elements for a shape that `b` does not divide along one mode.

use core::ops::{Div, Mul};

use typenum::{Gcd, Gcf, Prod, Quot, Unsigned, U1};

use crate::list::{Append, Apply2, FlattenToList, Fold, Internal, Public, Repr, Snoc, E};
use crate::{Coalesce, CoalesceOp, Layout};

/// The step of the walk over `a`'s leaves. The accumulator is `(extents, strides, b left,
/// the product of the leaves so far)`; a leaf `x` adds the extent `gcd(x, b left)` at the
/// stride of the product so far.
#[doc(hidden)]
pub struct DistributeStep;

impl<R, D, B, P, X> Apply2<(R, D, B, P), X> for DistributeStep
where
    X: Gcd<B>,
    R: Append<Gcf<X, B>>,
    D: Append<P>,
    B: Div<Gcf<X, B>>,
    P: Mul<X>,
{
    type Output = (
        Snoc<R, Gcf<X, B>>,
        Snoc<D, P>,
        Quot<B, Gcf<X, B>>,
        Prod<P, X>,
    );
}

/// The layout before coalescing: `(extents):(strides)` of the walk's result.
#[doc(hidden)]
pub trait Distributed {
    type Layout;
}
impl<R: Public, D: Public, B, P> Distributed for (R, D, B, P) {
    type Layout = Layout<R::Repr, D::Repr>;
}

type Walk<A, B> =
    <<Repr<A> as FlattenToList>::Output as Fold<DistributeStep, (E, E, B, U1)>>::Output;

/// CuTe's `domain_distribute(a, b)` for a static shape (or a static layout's shape) `Self` and
/// a static integer `B`: see [`domain_distribute`]. The result is a static layout (its size
/// divides `B`; it is `B` only when `a`'s leaves hold `B`'s factors in order).
#[diagnostic::on_unimplemented(
    message = "domain_distribute: `{Self}` is not a static shape or layout",
    label = "CuTe's domain_distribute takes a static shape (or a static layout) and a static integer"
)]
pub trait DomainDistributeOp<B> {
    /// The layout.
    type Output: crate::StaticLayout;
}

/// One impl per kind of shape (so that a layout's impl, below, is another).
macro_rules! shape_impls {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__Int, $($g)*> DomainDistributeOp<__Int> for $t
        where
            $t: crate::tuple::AllStatic + Internal,
            <$t as crate::tuple::AllStatic>::Output:
                StaticShape<Repr<$t>> + DistributeStatic<$t, __Int>,
        {
            type Output =
                <<$t as crate::tuple::AllStatic>::Output as DistributeStatic<$t, __Int>>::Output;
        }
    )*};
}
crate::arity::with_leaves!(shape_impls);
macro_rules! tuple_impls {
    ($($t:ident)*) => { shape_impls!([$($t),*] ($($t,)*)); };
}
crate::arity::for_arities!(tuple_impls);

crate::decimal::decimal_check! {
    /// CuTe's `static_assert(is_static<decltype(flat_shape_a)>)`.
    #[diagnostic::on_unimplemented(
        message = "domain_distribute: the shape {S} has run-time extents; CuTe distributes a static shape",
        label = "CuTe's static_assert: is_static<decltype(flat_shape_a)>",
        note = "Num<N> is the number N"
    )]
    StaticShape / StaticShapeFails<S>
}

/// The walk, for a shape `A` whose extents are all static (`Self` is `B1`; for `B0` the
/// [`StaticShape`] check reports the shape, and this gives a placeholder).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "domain_distribute: `{B}` is not a static integer",
    label = "CuTe's static_assert: is_static<ShapeB> (a typenum integer, `U6::new()`)"
)]
pub trait DistributeStatic<A, B> {
    type Output: crate::StaticLayout;
}

impl<A, B> DistributeStatic<A, B> for typenum::B1
where
    B: Unsigned,
    A: Internal,
    Repr<A>: FlattenToList,
    <Repr<A> as FlattenToList>::Output: Fold<DistributeStep, (E, E, B, U1)>,
    Walk<A, B>: Distributed,
    <Walk<A, B> as Distributed>::Layout: CoalesceOp,
    Coalesce<<Walk<A, B> as Distributed>::Layout>: crate::StaticLayout,
{
    type Output = Coalesce<<Walk<A, B> as Distributed>::Layout>;
}

impl<A, B> DistributeStatic<A, B> for typenum::B0 {
    type Output = Layout<U1, typenum::U0>;
}

// A shape by reference (`l.shape()`) is the shape.
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: DomainDistributeOp<B>, B> DomainDistributeOp<B> for &S {
    type Output = S::Output;
}

// A layout distributes its shape's domain (CuTe's `shape(a)`).
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: DomainDistributeOp<B>, D, B> DomainDistributeOp<B> for Layout<S, D> {
    type Output = S::Output;
}

/// CuTe's `domain_distribute(a, b)` as a type.
pub type DomainDistribute<A, B> = <A as DomainDistributeOp<B>>::Output;

/// CuTe's `domain_distribute(a, b)`: a layout of `b` coordinates (at most) of the static shape
/// `a`, each leaf of `a` in turn giving `gcd(extent, what is left of b)`, at `a`'s compact
/// column-major strides, coalesced. The answers below are CuTe's.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::domain_distribute;
/// use cute_layout::typenum::U6;
/// assert_eq!(domain_distribute(make_shape!((_15, _14)), U6::new()).to_string(), "(_3,_2):(_1,_15)");
/// let a = make_shape!(((_64, _3), (_8, _8)));
/// assert_eq!(domain_distribute(a, U128::new()).to_string(), "(_64,_2):(_1,_192)");
/// // Of a layout: of its shape.
/// let l = <layout!((2, (3, 2), 4):(1, (2, 6), 12))>::new();
/// assert_eq!(domain_distribute(l, U16::new()).to_string(), "(_2,_8):(_1,_6)");
/// ```
pub fn domain_distribute<A: DomainDistributeOp<B>, B>(a: A, b: B) -> A::Output {
    let _ = (a, b);
    Default::default()
}
