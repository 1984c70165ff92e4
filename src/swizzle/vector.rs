//! `max_common_vector`, `max_common_layout` and `max_alignment` of swizzled layouts: a swizzle
//! keeps `2^M` elements in place, so a vector through it is at most that long (CuTe's rules in
//! `swizzle_layout.hpp`); the plain-layout rules are in `algebra::vector`.

use typenum::{Unsigned, U1};

use super::{ComposedLayout, Swizzle};
use crate::algebra::vector::{CommonLayoutWith, VectorWith};
use crate::int::IfThen;
use crate::layout::Layout;
use crate::modes::StaticIs;
use crate::{MaxAlignmentOp, MaxCommonLayoutOp, MaxCommonVectorOp};

/// `2^M`, the elements a swizzle keeps together.
type Base<M> = typenum::Shleft<U1, M>;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sb, M, Ss, O, L, B> MaxCommonVectorOp<B> for ComposedLayout<Swizzle<Sb, M, Ss>, O, L>
where
    B: VectorWith<Self>,
{
    type Output = B::Output;
}

impl<S, D, Sb, M, Ss, O, L> VectorWith<Layout<S, D>> for ComposedLayout<Swizzle<Sb, M, Ss>, O, L>
where
    L: MaxCommonVectorOp<Layout<S, D>>,
    U1: core::ops::Shl<M>,
    L::Output: typenum::Min<Base<M>>,
    typenum::Minimum<L::Output, Base<M>>: Unsigned,
{
    type Output = typenum::Minimum<L::Output, Base<M>>;
}
/// The same, the other way round (the vector is symmetric).
impl<S, D, Sb, M, Ss, O, L> VectorWith<ComposedLayout<Swizzle<Sb, M, Ss>, O, L>> for Layout<S, D>
where
    ComposedLayout<Swizzle<Sb, M, Ss>, O, L>: VectorWith<Self>,
{
    type Output = <ComposedLayout<Swizzle<Sb, M, Ss>, O, L> as VectorWith<Self>>::Output;
}
/// Two swizzled layouts: the inner layouts' vector, cut to both swizzles' `2^M` unless the
/// swizzles are the same (then they cancel).
impl<B0, M0, S0, O0, L0, B1, M1, S1, O1, L1> VectorWith<ComposedLayout<Swizzle<B0, M0, S0>, O0, L0>>
    for ComposedLayout<Swizzle<B1, M1, S1>, O1, L1>
where
    L0: MaxCommonVectorOp<L1>,
    U1: core::ops::Shl<M0> + core::ops::Shl<M1>,
    Base<M0>: typenum::Min<Base<M1>>,
    L0::Output: typenum::Min<typenum::Minimum<Base<M0>, Base<M1>>>,
    (Swizzle<B0, M0, S0>, Swizzle<B1, M1, S1>): SameSwizzle,
    <(Swizzle<B0, M0, S0>, Swizzle<B1, M1, S1>) as SameSwizzle>::Same: crate::int::If<
        L0::Output,
        typenum::Minimum<L0::Output, typenum::Minimum<Base<M0>, Base<M1>>>,
    >,
    IfThen<
        <(Swizzle<B0, M0, S0>, Swizzle<B1, M1, S1>) as SameSwizzle>::Same,
        L0::Output,
        typenum::Minimum<L0::Output, typenum::Minimum<Base<M0>, Base<M1>>>,
    >: Unsigned,
{
    type Output = IfThen<
        <(Swizzle<B0, M0, S0>, Swizzle<B1, M1, S1>) as SameSwizzle>::Same,
        L0::Output,
        typenum::Minimum<L0::Output, typenum::Minimum<Base<M0>, Base<M1>>>,
    >;
}

/// `max_common_layout(Sw o O o L, b)` for a plain `b`: the inner layout's common layout, cut
/// to the swizzle's `2^M` elements when it is longer (CuTe defines no form for two swizzled
/// layouts).
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sb, M, Ss, O, L, S, D> MaxCommonLayoutOp<Layout<S, D>>
    for ComposedLayout<Swizzle<Sb, M, Ss>, O, L>
where
    L: MaxCommonLayoutOp<Layout<S, D>>,
    U1: core::ops::Shl<M>,
    Base<M>: typenum::IsLess<L::Vector> + typenum::Min<L::Vector>,
    typenum::Le<Base<M>, L::Vector>: CutTo<L::Output, Base<M>>,
    typenum::Minimum<Base<M>, L::Vector>: Unsigned,
{
    type Output = <typenum::Le<Base<M>, L::Vector> as CutTo<L::Output, Base<M>>>::Output;
    type Vector = typenum::Minimum<Base<M>, L::Vector>;
}
/// The same, the other way round (CuTe swaps the arguments).
impl<S, D, Sb, M, Ss, O, L> CommonLayoutWith<Layout<S, D>>
    for ComposedLayout<Swizzle<Sb, M, Ss>, O, L>
where
    Self: MaxCommonLayoutOp<Layout<S, D>>,
{
    type Output = <Self as MaxCommonLayoutOp<Layout<S, D>>>::Output;
    type Vector = <Self as MaxCommonLayoutOp<Layout<S, D>>>::Vector;
}

/// Never implemented: the error of `max_common_layout` of two swizzled layouts.
#[diagnostic::on_unimplemented(
    message = "max_common_layout: both layouts are swizzled, and CuTe defines it for a swizzled layout and a plain one",
    label = "two swizzled layouts",
    note = "max_common_vector takes two swizzled layouts: `MaxCommonVector<A, B>`"
)]
pub trait CommonLayoutNeedsOnePlain<L> {}

/// Two swizzled layouts: refused with a named error (CuTe has no such overload).
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A0, O0, L0, A1, O1, L1> MaxCommonLayoutOp<ComposedLayout<A1, O1, L1>>
    for ComposedLayout<A0, O0, L0>
where
    (): CommonLayoutNeedsOnePlain<L1>,
{
    type Output = Layout<U1, typenum::U0>;
    type Vector = U1;
}

/// `B1`: the common layout `C` cut to its first `N` elements (`C.compose(N)`); `B0`: `C`.
#[doc(hidden)]
pub trait CutTo<C, N> {
    type Output: crate::AnyLayout;
}
impl<C: crate::CompositionOp<N>, N> CutTo<C, N> for typenum::B1 {
    type Output = crate::Composition<C, N>;
}
impl<C: crate::AnyLayout, N> CutTo<C, N> for typenum::B0 {
    type Output = C;
}

/// `B1` when two swizzles are the same function.
#[doc(hidden)]
pub trait SameSwizzle {
    type Same;
}
impl<B0, M0, S0, B1, M1, S1> SameSwizzle for (Swizzle<B0, M0, S0>, Swizzle<B1, M1, S1>)
where
    B0: typenum::IsEqual<B1>,
    M0: typenum::IsEqual<M1>,
    S0: StaticIs<S1>,
    typenum::Eq<B0, B1>: core::ops::BitAnd<typenum::Eq<M0, M1>>,
    typenum::And<typenum::Eq<B0, B1>, typenum::Eq<M0, M1>>:
        core::ops::BitAnd<<S0 as StaticIs<S1>>::Out>,
{
    type Same = typenum::And<
        typenum::And<typenum::Eq<B0, B1>, typenum::Eq<M0, M1>>,
        <S0 as StaticIs<S1>>::Out,
    >;
}

#[doc(hidden)]
impl<B, M, Sh, O, L> MaxAlignmentOp for ComposedLayout<Swizzle<B, M, Sh>, O, L>
where
    L: MaxAlignmentOp,
    U1: core::ops::Shl<M>,
    typenum::Shleft<U1, M>: typenum::Gcd<O>,
    typenum::Gcf<typenum::Shleft<U1, M>, O>: typenum::Gcd<L::Output>,
    typenum::Gcf<typenum::Gcf<typenum::Shleft<U1, M>, O>, L::Output>: Unsigned,
{
    type Output = typenum::Gcf<typenum::Gcf<typenum::Shleft<U1, M>, O>, L::Output>;
}
