//! CuTe's compositions with a swizzle: `composition(A, O, R)` for a swizzle `A`
//! ([`MakeComposed`], which builds every composed layout, and so `composition(swizzle,
//! layout)`), `composition(layout, swizzle)` (a swizzle on the right of a layout) and
//! `make_swizzle<Y, Z>`; the inverses of composed layouts, which use them.
//!
//! The lowest file of the swizzle algebra: the operations (`ops.rs`), slices and tiles build
//! their results through [`MakeComposed`] (and products read offsets through [`OffsetOf`]),
//! so this file imports none of them.

use core::ops::{Add, BitOr, Div, Mul, Rem, Sub};

use typenum::{Bit, IsLess, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1, U0, U32};

use super::{ComposedLayout, LowMask, ShiftSide, Swizzle, YyyOf, ZzzOf};
use crate::layout::Layout;
use crate::list::{self, C, E};

// ---------------------------------------------------------------------------------------------
// composition(Swizzle, Offset, Layout)
// ---------------------------------------------------------------------------------------------

/// CuTe's `composition(A, O, R)` for a swizzle `A`: the composed layout `A o O o R`, or `R`
/// itself when `A` has no bits, `O` is 0 and `R` is a plain layout (CuTe's identity case; a
/// composed `R`, the result of a product by a swizzled layout, stays wrapped, as in CuTe).
pub trait MakeComposed<O, R> {
    /// `A o O o R`, or `R`.
    type Output: crate::AnyLayout + Default;
    /// The layout with the offset value `offset` (a [`MixedBits`](super::MixedBits)'s run-time
    /// bits, a [`SmemPtrFlag`](super::SmemPtrFlag)'s base), where it keeps one.
    fn with_offset(offset: O) -> Self::Output {
        let _ = offset;
        Default::default()
    }
}

/// The composed layout of a swizzle `A`, an offset `O` and a layout `R`.
pub type Composed<A, O, R> = <A as MakeComposed<O, R>>::Output;

impl<M, S, Sh, D> MakeComposed<UTerm, Layout<Sh, D>> for Swizzle<UTerm, M, S>
where
    Layout<Sh, D>: crate::StaticLayout,
{
    type Output = Layout<Sh, D>;
}

impl<M, S, A2, O2, L2> MakeComposed<UTerm, ComposedLayout<A2, O2, L2>> for Swizzle<UTerm, M, S>
where
    ComposedLayout<Self, UTerm, ComposedLayout<A2, O2, L2>>: crate::AnyLayout + Default,
{
    type Output = ComposedLayout<Self, UTerm, ComposedLayout<A2, O2, L2>>;
}

impl<M, S, U: Unsigned, Bt: Bit, R> MakeComposed<UInt<U, Bt>, R> for Swizzle<UTerm, M, S>
where
    ComposedLayout<Self, UInt<U, Bt>, R>: crate::AnyLayout + Default,
{
    type Output = ComposedLayout<Self, UInt<U, Bt>, R>;
    fn with_offset(offset: UInt<U, Bt>) -> Self::Output {
        ComposedLayout::with_offset(offset)
    }
}

/// A swizzle of bytes without bits (GMMA's unswizzled `Sw<0,4,3>` atoms) stays, as in CuTe: the
/// flag says which values the bytes are.
impl<M, S, Bits, R> MakeComposed<super::SmemPtrFlag<Bits>, R> for Swizzle<UTerm, M, S>
where
    ComposedLayout<Self, super::SmemPtrFlag<Bits>, R>: crate::AnyLayout + Default,
{
    type Output = ComposedLayout<Self, super::SmemPtrFlag<Bits>, R>;
    fn with_offset(offset: super::SmemPtrFlag<Bits>) -> Self::Output {
        ComposedLayout::with_offset(offset)
    }
}

impl<U: Unsigned, Bt: Bit, M, S, O, R> MakeComposed<O, R> for Swizzle<UInt<U, Bt>, M, S>
where
    ComposedLayout<Self, O, R>: crate::AnyLayout + Default,
{
    type Output = ComposedLayout<Self, O, R>;
    fn with_offset(offset: O) -> Self::Output {
        ComposedLayout::with_offset(offset)
    }
}

/// `composition(Swizzle, Layout)`: the composed layout `Sw o _0 o L` (`L` itself for a swizzle
/// without bits).
#[doc(hidden)] // machinery bounds; the rule is in `CompositionOp`'s docs
impl<B, M, S, Sh, D> crate::CompositionOp<Layout<Sh, D>> for Swizzle<B, M, S>
where
    Sh: crate::tuple::AllStatic,
    D: crate::tuple::AllStatic,
    crate::tuple::BothStatic<Sh, D>: SwizzleGate<Self, Layout<Sh, D>>,
{
    type Output = <crate::tuple::BothStatic<Sh, D> as SwizzleGate<Self, Layout<Sh, D>>>::Output;
    fn apply(self, _: Layout<Sh, D>) -> Self::Output {
        Default::default()
    }
    fn try_apply(self, _: Layout<Sh, D>) -> Result<Self::Output, crate::dynamic::Error> {
        Ok(Default::default())
    }
}

/// `composition(Swizzle, L)` by whether `L` is static (`Self`): the composed layout for `B1`,
/// for `B0` only the failing bound that names the rule.
pub trait SwizzleGate<Sw, L> {
    type Output: crate::AnyLayout + Default;
}
impl<Sw: MakeComposed<UTerm, L>, L: crate::StaticLayout> SwizzleGate<Sw, L> for typenum::B1
where
    Composed<Sw, UTerm, L>: crate::AnyLayout + Default,
{
    type Output = Composed<Sw, UTerm, L>;
}
impl<Sw, L: SwizzleNeedsStatic> SwizzleGate<Sw, L> for typenum::B0 {
    type Output = Layout<typenum::U1, typenum::U0>;
}

/// The error of a swizzle composed with a layout that has run-time leaves.
#[diagnostic::on_unimplemented(
    message = "composition: a swizzle composes with a static layout, and this layout has run-time (`Dyn`) leaves",
    label = "a layout with run-time leaves",
    note = "the run-time engine composes swizzles with run-time layouts: `cute_layout::dynamic::ComposedLayout::new(swizzle, offset, layout)`"
)]
pub trait SwizzleNeedsStatic {}

// ---------------------------------------------------------------------------------------------
// The offset of a 1-D index, at the type level
// ---------------------------------------------------------------------------------------------

/// The offset of the 1-D index `X` in the internal layout parts `(S, D)` (CuTe's `crd2idx` of an
/// integer: each mode takes `X % size`, the last one the rest), `Last` marking the last mode.
/// Strides must be non-negative.
pub trait Walk<X, Last> {
    /// The offset.
    type Off: Unsigned;
    /// The index left for the modes after this one.
    type Rest: Unsigned;
}

impl<X: Unsigned, Last> Walk<X, Last> for (E, E) {
    type Off = UTerm;
    type Rest = X;
}

impl<X, SH, DH, Last> Walk<X, Last> for (C<SH, E>, C<DH, E>)
where
    (SH, DH): Walk<X, Last>,
{
    type Off = <(SH, DH) as Walk<X, Last>>::Off;
    type Rest = <(SH, DH) as Walk<X, Last>>::Rest;
}

impl<X, SH, DH, S2, ST, D2, DT, Last> Walk<X, Last> for (C<SH, C<S2, ST>>, C<DH, C<D2, DT>>)
where
    (SH, DH): Walk<X, B0>,
    (C<S2, ST>, C<D2, DT>): Walk<<(SH, DH) as Walk<X, B0>>::Rest, Last>,
    <(SH, DH) as Walk<X, B0>>::Off:
        Add<<(C<S2, ST>, C<D2, DT>) as Walk<<(SH, DH) as Walk<X, B0>>::Rest, Last>>::Off>,
    typenum::Sum<
        <(SH, DH) as Walk<X, B0>>::Off,
        <(C<S2, ST>, C<D2, DT>) as Walk<<(SH, DH) as Walk<X, B0>>::Rest, Last>>::Off,
    >: Unsigned,
{
    type Off = typenum::Sum<
        <(SH, DH) as Walk<X, B0>>::Off,
        <(C<S2, ST>, C<D2, DT>) as Walk<<(SH, DH) as Walk<X, B0>>::Rest, Last>>::Off,
    >;
    type Rest = <(C<S2, ST>, C<D2, DT>) as Walk<<(SH, DH) as Walk<X, B0>>::Rest, Last>>::Rest;
}

/// A leaf: not the last mode.
impl<X, U: Unsigned, Bt: Bit, D: Unsigned> Walk<X, B0> for (UInt<U, Bt>, D)
where
    X: Rem<UInt<U, Bt>> + Div<UInt<U, Bt>>,
    <X as Rem<UInt<U, Bt>>>::Output: Mul<D>,
    typenum::Prod<<X as Rem<UInt<U, Bt>>>::Output, D>: Unsigned,
    <X as Div<UInt<U, Bt>>>::Output: Unsigned,
{
    type Off = typenum::Prod<<X as Rem<UInt<U, Bt>>>::Output, D>;
    type Rest = <X as Div<UInt<U, Bt>>>::Output;
}

/// A leaf: the last mode takes the whole rest.
impl<X, U: Unsigned, Bt: Bit, D: Unsigned> Walk<X, B1> for (UInt<U, Bt>, D)
where
    X: Mul<D>,
    typenum::Prod<X, D>: Unsigned,
{
    type Off = typenum::Prod<X, D>;
    type Rest = UTerm;
}

/// `L(X)` for an internal layout `L` and a typenum index `X`.
pub trait OffsetOf<X> {
    type Off: Unsigned;
}
impl<S, D, X> OffsetOf<X> for Layout<S, D>
where
    (S, D): Walk<X, B1>,
{
    type Off = <(S, D) as Walk<X, B1>>::Off;
}
/// `L(X)` for an internal layout `L` and a typenum index `X`.
pub(crate) type OffsetAt<L, X> = <L as OffsetOf<X>>::Off;

// ---------------------------------------------------------------------------------------------
// make_swizzle<Y, Z>
// ---------------------------------------------------------------------------------------------

/// Number of set bits.
pub trait PopCount {
    type Output: Unsigned;
}
impl PopCount for UTerm {
    type Output = UTerm;
}
impl<U: PopCount> PopCount for UInt<U, B0> {
    type Output = U::Output;
}
impl<U: PopCount> PopCount for UInt<U, B1>
where
    U::Output: Add<typenum::U1>,
    typenum::Sum<U::Output, typenum::U1>: Unsigned,
{
    type Output = typenum::Sum<U::Output, typenum::U1>;
}

/// Number of trailing zero bits (32 for 0, as CuTe's `countr_zero` of a `uint32_t`).
pub trait TrailingZeros {
    type Output: Unsigned;
}
impl TrailingZeros for UTerm {
    type Output = U32;
}
impl<U: Unsigned> TrailingZeros for UInt<U, B1> {
    type Output = UTerm;
}
impl<U: TrailingZeros> TrailingZeros for UInt<U, B0>
where
    U::Output: Add<typenum::U1>,
    typenum::Sum<U::Output, typenum::U1>: Unsigned,
{
    type Output = typenum::Sum<U::Output, typenum::U1>;
}

/// `A - B` as a leaf of either sign.
pub trait SignedDiff<B> {
    type Output: crate::int::StaticInt;
}
impl<A: IsLess<B>, B> SignedDiff<B> for A
where
    typenum::Le<A, B>: SignedDiffSel<A, B>,
{
    type Output = <typenum::Le<A, B> as SignedDiffSel<A, B>>::Output;
}
pub trait SignedDiffSel<A, B> {
    type Output: crate::int::StaticInt;
}
impl<A: Sub<B>, B> SignedDiffSel<A, B> for B0
where
    typenum::Diff<A, B>: crate::int::StaticInt + Unsigned,
{
    type Output = typenum::Diff<A, B>;
}
impl<A, B: Sub<A>> SignedDiffSel<A, B> for B1
where
    typenum::Diff<B, A>: Unsigned + NonZero,
{
    type Output = NInt<typenum::Diff<B, A>>;
}

/// `min(A, B) % 32`.
pub trait MinMod32<B> {
    type Output: Unsigned;
}
impl<A: typenum::Min<B>, B> MinMod32<B> for A
where
    typenum::Minimum<A, B>: Rem<U32>,
    <typenum::Minimum<A, B> as Rem<U32>>::Output: Unsigned,
{
    type Output = <typenum::Minimum<A, B> as Rem<U32>>::Output;
}

/// CuTe's check of `make_swizzle<Y, Z>`: as many bits in `Y` as in `Z`.
#[diagnostic::on_unimplemented(
    message = "composition: the layout maps the swizzle's source and target bits to different numbers of bits (CuTe's make_swizzle: \"Number of bits in Y and Z don't match\")",
    label = "popcount(Y) != popcount(Z)"
)]
pub trait SwizzleBitsMatch {}
impl<A> SwizzleBitsMatch for (A, A) {}

/// CuTe's check of `make_swizzle<Y, Z>`: `Y | Z` is a swizzle's code.
#[diagnostic::on_unimplemented(
    message = "composition: the layout maps the swizzle's bits to bits no swizzle XORs (CuTe's make_swizzle: \"Something went wrong.\")",
    label = "(Y | Z) is not the code of Swizzle<B,M,S>"
)]
pub trait SwizzleCodeMatches {}
impl SwizzleCodeMatches for B1 {}

/// CuTe's `make_swizzle<Y, Z>()`: the swizzle whose source bits are `Y` and target bits `Z`.
pub trait MakeSwizzle<Z> {
    type Output;
}

type MB<Y> = <Y as PopCount>::Output;
type MM<Y, Z> = <<Y as TrailingZeros>::Output as MinMod32<<Z as TrailingZeros>::Output>>::Output;
type MS<Y, Z> = <<Y as TrailingZeros>::Output as SignedDiff<<Z as TrailingZeros>::Output>>::Output;

impl<Y, Z> MakeSwizzle<Z> for Y
where
    Y: PopCount + TrailingZeros,
    Z: PopCount + TrailingZeros,
    (MB<Y>, MB<Z>): SwizzleBitsMatch,
    <Y as TrailingZeros>::Output:
        MinMod32<<Z as TrailingZeros>::Output> + SignedDiff<<Z as TrailingZeros>::Output>,
    MB<Y>: SwizzleFrom<MM<Y, Z>, MS<Y, Z>, Y, Z>,
{
    type Output = Swizzle<MB<Y>, MM<Y, Z>, MS<Y, Z>>;
}

/// `Swizzle<Self, M, S>`, checked to have the code `Y | Z`.
pub trait SwizzleFrom<M, S, Y, Z> {}

macro_rules! swizzle_from {
    ([$($g:tt)*] $b:ty) => {
        impl<$($g)* M, S, Y, Z> SwizzleFrom<M, S, Y, Z> for $b
        where
            $b: super::BitMask,
            S: ShiftSide<M, LowMask<$b>>,
            YyyOf<$b, M, S>: BitOr<ZzzOf<$b, M, S>>,
            Y: BitOr<Z>,
            typenum::Or<Y, Z>: typenum::IsEqual<typenum::Or<YyyOf<$b, M, S>, ZzzOf<$b, M, S>>>,
            typenum::Eq<typenum::Or<Y, Z>, typenum::Or<YyyOf<$b, M, S>, ZzzOf<$b, M, S>>>:
                SwizzleCodeMatches,
        {
        }
    };
}
swizzle_from!([U: Unsigned, Bt: Bit,] UInt<U, Bt>);

impl<M, S, Y: BitOr<Z>, Z> SwizzleFrom<M, S, Y, Z> for UTerm
where
    typenum::Or<Y, Z>: typenum::IsEqual<UTerm>,
    typenum::Eq<typenum::Or<Y, Z>, UTerm>: SwizzleCodeMatches,
{
}

// ---------------------------------------------------------------------------------------------
// composition(Layout, Swizzle) and composition(Layout, ComposedLayout)
// ---------------------------------------------------------------------------------------------

/// CuTe's `composition(layout, swizzle)` and `composition(layout, composed)`: a swizzle (or a
/// swizzled layout with offset 0) on the right of a plain layout `L`. For a swizzle, the bits
/// the swizzle reads and writes are sent through `L` (`Y = L(yyy_mask)`, `Z = L(zzz_mask)`) and
/// the result is `make_swizzle<Y, Z>() o L`: a swizzle of `L`'s offsets. As CuTe says, this
/// "works in simple cases": when `L` scatters the bits, CuTe rejects it (a compile error naming
/// `composition`). For a composed layout `Sw o 0 o B`: `(L o Sw) o B`. `L`'s strides must be
/// non-negative.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{ComposeSwizzle, Swizzle};
/// use cute_layout::typenum::{U3, U4};
/// type R = ComposeSwizzle<layout!(512:2), Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>>;
/// assert_eq!(R::default().to_string(), "Sw<3,4,3> o _0 o (_8,_64):(_128,_2)");
/// type T = ComposeSwizzle<layout!((8,64):(64,1)), Swizzle<U3, U4, U3>>;
/// assert_eq!(T::default().to_string(), "Sw<3,1,3> o _0 o (_8,_64):(_64,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "composition: cannot compose the layout `{Self}` with the swizzle `{Sw}`",
    note = "the right operand is a Swizzle or a ComposedLayout with offset 0; the layout's strides are non-negative"
)]
pub trait ComposeSwizzleOp<Sw>: super::layout_seal::Sealed {
    /// `L o Sw`.
    type Output: crate::AnyLayout + Default;
}

/// `composition(L, Sw)` with a swizzle or a swizzled layout on the right.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{ComposeSwizzle, Swizzle};
/// use cute_layout::typenum::U3;
/// type R = ComposeSwizzle<layout!(1024:1), Swizzle<U3, U3, U3>>;
/// assert_eq!(R::default().to_string(), "Sw<3,3,3> o _0 o _1024:_1");
/// ```
pub type ComposeSwizzle<L, Sw> = <L as ComposeSwizzleOp<Sw>>::Output;

type AY<L, B, M, S> = OffsetAt<list::Repr<L>, YyyOf<B, M, S>>;
type AZ<L, B, M, S> = OffsetAt<list::Repr<L>, ZzzOf<B, M, S>>;
/// `make_swizzle<L(yyy), L(zzz)>()`.
type SwOf<L, B, M, S> = <AY<L, B, M, S> as MakeSwizzle<AZ<L, B, M, S>>>::Output;
/// `composition(L, Swizzle<B, M, S>)`.
type LoSw<L, B, M, S> = Composed<SwOf<L, B, M, S>, U0, L>;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, B, M, S> ComposeSwizzleOp<Swizzle<B, M, S>> for Layout<Sh, D>
where
    Self: crate::StaticLayout,
    Swizzle<B, M, S>: super::OuterFn,
    B: super::BitMask,
    S: ShiftSide<M, LowMask<B>>,
    list::Repr<Self>: OffsetOf<YyyOf<B, M, S>> + OffsetOf<ZzzOf<B, M, S>>,
    AY<Self, B, M, S>: MakeSwizzle<AZ<Self, B, M, S>>,
    SwOf<Self, B, M, S>: MakeComposed<U0, Self>,
{
    type Output = LoSw<Self, B, M, S>;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, B, M, S, L> ComposeSwizzleOp<ComposedLayout<Swizzle<B, M, S>, U0, L>> for Layout<Sh, D>
where
    Self: crate::StaticLayout,
    Swizzle<B, M, S>: super::OuterFn,
    B: super::BitMask,
    S: ShiftSide<M, LowMask<B>>,
    list::Repr<Self>: OffsetOf<YyyOf<B, M, S>> + OffsetOf<ZzzOf<B, M, S>>,
    AY<Self, B, M, S>: MakeSwizzle<AZ<Self, B, M, S>>,
    SwOf<Self, B, M, S>: MakeComposed<U0, Self>,
    LoSw<Self, B, M, S>: crate::CompositionOp<L>,
    crate::Composition<LoSw<Self, B, M, S>, L>: Default,
{
    type Output = crate::Composition<LoSw<Self, B, M, S>, L>;
}

// ---------------------------------------------------------------------------------------------
// Inverses
// ---------------------------------------------------------------------------------------------

/// The inverse of a composed layout with an offset: `Sw o K o L` (`K > 0`) is `c -> Sw(K + L(c))`,
/// so its inverses undo each step in turn: `inverse(L) o -K o Sw`, the composed layout CuTe
/// builds (a swizzle is its own inverse, an offset's is its negation), printed
/// `(_64,_8):(_8,_1) o _-8 o Sw<3,3,3>`. A function of the 1-D index `i`: `R(Sw(i) - K)`, defined
/// where `Sw(i) - K` lies in `R`'s domain.
type InverseComposed<R, K, Sw> = ComposedLayout<R, NInt<K>, Sw>;

/// The inverse of a swizzled layout `Sw o K o L` whose inner layout's inverse is `X`: with
/// `K = 0`, `X o Sw` (CuTe's specialisation for swizzles); with `K > 0`, [`InverseComposed`].
pub trait InverseThrough<K, X> {
    /// The inverse.
    type Output: crate::AnyLayout + Default;
}

impl<B, M, S, X> InverseThrough<U0, X> for Swizzle<B, M, S>
where
    X: crate::StaticLayout,
    Swizzle<B, M, S>: super::OuterFn,
    B: super::BitMask,
    S: ShiftSide<M, LowMask<B>>,
    list::Repr<X>: OffsetOf<YyyOf<B, M, S>> + OffsetOf<ZzzOf<B, M, S>>,
    AY<X, B, M, S>: MakeSwizzle<AZ<X, B, M, S>>,
    SwOf<X, B, M, S>: MakeComposed<U0, X>,
{
    type Output = LoSw<X, B, M, S>;
}

impl<B, M, S, U: Unsigned, Bt: Bit, X> InverseThrough<UInt<U, Bt>, X> for Swizzle<B, M, S>
where
    Swizzle<B, M, S>: super::OuterFn,
    UInt<U, Bt>: NonZero,
    InverseComposed<X, UInt<U, Bt>, Swizzle<B, M, S>>: crate::AnyLayout + Default,
{
    type Output = InverseComposed<X, UInt<U, Bt>, Swizzle<B, M, S>>;
}

macro_rules! inverse_of_swizzled {
    ($($op:ident),*) => {$(
        /// `inverse(Sw o K o L)` from `inverse(L)`, by [`InverseThrough`].
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<B, M, S, K, L, X> crate::$op for ComposedLayout<Swizzle<B, M, S>, K, L>
        where
            L: crate::$op<Output = X>,
            Swizzle<B, M, S>: InverseThrough<K, X>,
        {
            type Output = <Swizzle<B, M, S> as InverseThrough<K, X>>::Output;
            fn apply(self) -> Self::Output {
                Default::default()
            }
            fn try_apply(self) -> Result<Self::Output, crate::dynamic::Error> {
                Ok(Default::default())
            }
        }
    )*};
}
inverse_of_swizzled!(RightInverseOp, LeftInverseOp);

impl<Sh, D, K, B, M, S> InverseComposed<Layout<Sh, D>, K, Swizzle<B, M, S>>
where
    Layout<Sh, D>: crate::AnyLayout + Default,
    K: Unsigned + NonZero,
    Swizzle<B, M, S>: super::OuterFn,
{
    /// The 1-D index of a coordinate of `R`'s shape, then `R(Sw(i) - K)`; an error where
    /// `Sw(i) - K` is negative.
    fn at(coord: &cute_layout_dynamic::IntTuple) -> Result<i64, cute_layout_dynamic::Error> {
        let inner = crate::AnyLayout::as_dynamic(&Layout::<Sh, D>::default())?;
        let i = cute_layout_dynamic::Layout::column_major(inner.shape().clone())?
            .crd2idx_unbounded(coord)?
            .value;
        let x = <Swizzle<B, M, S> as super::OuterFn>::apply_to(i) - K::I64;
        if x < 0 {
            return Err(cute_layout_dynamic::Error::new(
                "composed layout",
                format!(
                    "{} is defined where Sw(i) >= {}, not at {i}",
                    Self::default(),
                    K::I64
                ),
            ));
        }
        Ok(inner.crd2idx_unbounded(&x.into())?.value)
    }
}

impl<Sh, D, K, B, M, S> core::fmt::Display for InverseComposed<Layout<Sh, D>, K, Swizzle<B, M, S>>
where
    Layout<Sh, D>: crate::AnyLayout + Default,
    K: Unsigned + NonZero,
    Swizzle<B, M, S>: super::OuterFn,
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{} o _-{} o {}",
            Layout::<Sh, D>::default(),
            K::U64,
            Swizzle::<B, M, S>::default()
        )
    }
}

impl<Sh, D, K, B, M, S> core::fmt::Debug for InverseComposed<Layout<Sh, D>, K, Swizzle<B, M, S>>
where
    Layout<Sh, D>: crate::AnyLayout + Default,
    K: Unsigned + NonZero,
    Swizzle<B, M, S>: super::OuterFn,
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}

/// The inverse of a composed layout with an offset: the domain is `R`'s (the offsets of the
/// layout it inverts), the offsets `R(Sw(i) - K)`.
impl<Sh, D, K, B, M, S> crate::AnyLayout for InverseComposed<Layout<Sh, D>, K, Swizzle<B, M, S>>
where
    Layout<Sh, D>: crate::AnyLayout + Default,
    K: Unsigned + NonZero + 'static,
    Swizzle<B, M, S>: super::OuterFn,
{
    type Shape = <Layout<Sh, D> as crate::AnyLayout>::Shape;
    type Stride = super::NoStride;
    fn shape(&self) -> Self::Shape {
        crate::AnyLayout::shape(&Layout::<Sh, D>::default())
    }
    fn size(&self) -> usize {
        Layout::<Sh, D>::default().size()
    }
    fn cosize(&self) -> usize {
        Layout::<Sh, D>::default().cosize()
    }
    fn rank(&self) -> usize {
        Layout::<Sh, D>::default().rank()
    }
    fn depth(&self) -> usize {
        Layout::<Sh, D>::default().depth()
    }
    /// A composed layout has no plain form: an error naming it.
    fn as_dynamic(&self) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error> {
        Err(super::not_plain(self))
    }
    /// The range over the indices where the inverse is defined.
    fn offset_range(&self) -> Result<Option<(i64, i64)>, cute_layout_dynamic::Error> {
        let n = Layout::<Sh, D>::default().size() as i64;
        super::offset_range((0..n).map(|i| Ok(Self::at(&i.into()).ok())))
    }
    fn crd2idx_leaf<C: crate::tuple::IntTupleValue>(
        &self,
        coord: &C,
    ) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
        Self::at(&coord.to_dynamic_value()).map(cute_layout_dynamic::Leaf::new_static)
    }
}
