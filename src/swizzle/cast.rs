//! CuTe's `upcast<N>`, `downcast<N>` and `recast_layout<Old, New>`: a layout of elements seen as
//! a layout of `N` times wider (upcast) or narrower (downcast) elements, for plain layouts,
//! swizzles and composed layouts.

use core::ops::{Add, Div, Mul, Rem, Sub};

use typenum::{Bit, IsLess, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1, U1};

use super::{ComposedLayout, Swizzle};
use crate::int::{Ceil, CeilDiv};
use crate::layout::Layout;
use crate::list::{self, C, E};

use super::layout_seal as seal;

/// CuTe's `upcast<N>(layout)`: the layout of elements `N` times wider. A stride-0 mode stays; a
/// mode of stride `d` becomes `ceil_div(s, ceil_div(N, |d|)) : sign(d) * ceil_div(|d|, N)` (so
/// the stride-1 mode shrinks by `N`, the others' strides divide by `N`); CuTe requires `d % N
/// == 0` or `N % d == 0` (a compile error naming `upcast`). A swizzle `Sw<B,M,S>` loses
/// `log2(N)` base bits (`Sw<B,M-log2 N,S>`, and bits of `B` once `M` is spent); a composed
/// layout upcasts its swizzle, its offset (divided by `N`) and its inner layout, and stays a
/// composed layout even where its swizzle is left without bits (`Sw<0,0,S> o _0 o ...`: CuTe's
/// cast offset is not the `Int<0>` its identity rule matches). `N` is a typenum power of two
/// for swizzles.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{Swizzle, Upcast};
/// use cute_layout::typenum::{U0, U3, U4, U8};
/// type Halves = layout!((8,64):(64,1));
/// assert_eq!(Upcast::<Halves, U8>::default().to_string(), "(_8,_8):(_8,_1)");
/// type Sw128 = Composition<Swizzle<U3, U4, U3>, Halves>;
/// assert_eq!(Upcast::<Sw128, U8>::default().to_string(), "Sw<3,1,3> o _0 o (_8,_8):(_8,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "upcast: cannot upcast the layout by this factor (in generic code, add the bound `UpcastOp<N>`)",
    note = "upcast takes a static layout, a swizzle or a composed layout, and a typenum factor N (a power of two for swizzles)"
)]
pub trait UpcastOp<N>: seal::Sealed + crate::LayoutLike {
    /// The upcast layout.
    type Output: Copy + Default + core::fmt::Display;
    /// `upcast<N>(self)` as a value (zero-sized); users call
    /// [`LayoutAlgebra::upcast`](crate::LayoutAlgebra::upcast) or [`upcast`].
    #[doc(hidden)]
    fn apply(self) -> Self::Output;
}

/// CuTe's `downcast<N>(layout)`: the layout of elements `N` times narrower. A mode of stride
/// `±1` gets `N` times the extent, every other stride is multiplied by `N`; CuTe requires a
/// stride-1 mode (a compile error naming `downcast`). A swizzle `Sw<B,M,S>` gains `log2(N)`
/// base bits; a composed layout downcasts its three parts and stays composed (as in `upcast`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{Downcast, Swizzle};
/// use cute_layout::typenum::{U2, U3};
/// assert_eq!(Downcast::<layout!((8,8):(8,1)), U2>::default().to_string(), "(_8,_16):(_16,_1)");
/// type A = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
/// assert_eq!(Downcast::<A, U2>::default().to_string(), "Sw<3,4,3> o _0 o (_8,_128):(_128,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "downcast: cannot downcast the layout by this factor (in generic code, add the bound `DowncastOp<N>`)",
    note = "downcast takes a static layout with a stride-1 mode, a swizzle or a composed layout, and a typenum factor N"
)]
pub trait DowncastOp<N>: seal::Sealed + crate::LayoutLike {
    /// The downcast layout.
    type Output: Copy + Default + core::fmt::Display;
    /// `downcast<N>(self)` as a value (zero-sized); users call
    /// [`LayoutAlgebra::downcast`](crate::LayoutAlgebra::downcast) or [`downcast`].
    #[doc(hidden)]
    fn apply(self) -> Self::Output;
}

/// `upcast<N>(L)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Upcast;
/// assert_eq!(Upcast::<layout!((64,8):(1,64)), U4>::default().to_string(), "(_16,_8):(_1,_16)");
/// ```
pub type Upcast<L, N> = <L as UpcastOp<N>>::Output;

/// `downcast<N>(L)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Downcast;
/// assert_eq!(Downcast::<layout!((64,8):(1,64)), U2>::default().to_string(), "(_128,_8):(_1,_128)");
/// ```
pub type Downcast<L, N> = <L as DowncastOp<N>>::Output;

/// CuTe's `upcast<N>(layout)` as a function: `upcast::<U8, _>(layout)` (see [`UpcastOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::upcast;
/// assert_eq!(upcast::<U8, _>(<layout!((8,64):(64,1))>::default()).to_string(), "(_8,_8):(_8,_1)");
/// ```
pub fn upcast<N, L: UpcastOp<N>>(layout: L) -> L::Output {
    layout.apply()
}

/// CuTe's `downcast<N>(layout)` as a function: `downcast::<U2, _>(layout)` (see
/// [`DowncastOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::downcast;
/// assert_eq!(downcast::<U2, _>(<layout!((8,8):(8,1))>::default()).to_string(), "(_8,_16):(_16,_1)");
/// ```
pub fn downcast<N, L: DowncastOp<N>>(layout: L) -> L::Output {
    layout.apply()
}

// ---------------------------------------------------------------------------------------------
// Plain layouts, leaf by leaf
// ---------------------------------------------------------------------------------------------

/// CuTe's divisibility condition of `upcast`: `d % N == 0 or N % d == 0` (`D` and `N` in
/// decimal, for the message).
#[diagnostic::on_unimplemented(
    message = "upcast: the stride {D} is neither a multiple nor a divisor of the factor {N} (CuTe's divisibility condition)",
    label = "d % N != 0 and N % d != 0",
    note = "Num<N> is the number N"
)]
pub trait UpcastDivisible<D, N> {}
impl<D, N> UpcastDivisible<D, N> for B1 {}

/// `B1` when `a % b == 0 or b % a == 0`.
pub(crate) type Divides<A, N> = typenum::Or<
    typenum::Eq<<A as Rem<N>>::Output, UTerm>,
    typenum::Eq<<N as Rem<A>>::Output, UTerm>,
>;

/// `(shape, stride)` of internal form, upcast leaf by leaf.
pub trait UpPair<N> {
    type S;
    type D;
}

impl<N> UpPair<N> for (E, E) {
    type S = E;
    type D = E;
}

impl<N, SH, ST, DH, DT> UpPair<N> for (C<SH, ST>, C<DH, DT>)
where
    (SH, DH): UpPair<N>,
    (ST, DT): UpPair<N>,
{
    type S = C<<(SH, DH) as UpPair<N>>::S, <(ST, DT) as UpPair<N>>::S>;
    type D = C<<(SH, DH) as UpPair<N>>::D, <(ST, DT) as UpPair<N>>::D>;
}

impl<N, U: Unsigned, Bt: Bit> UpPair<N> for (UInt<U, Bt>, UTerm) {
    type S = UInt<U, Bt>;
    type D = UTerm;
}

impl<N, U: Unsigned, Bt: Bit, V: Unsigned, Vt: Bit> UpPair<N> for (UInt<U, Bt>, UInt<V, Vt>)
where
    UInt<V, Vt>: Rem<N>,
    N: Rem<UInt<V, Vt>>,
    <UInt<V, Vt> as Rem<N>>::Output: typenum::IsEqual<UTerm>,
    <N as Rem<UInt<V, Vt>>>::Output: typenum::IsEqual<UTerm>,
    typenum::Eq<<UInt<V, Vt> as Rem<N>>::Output, UTerm>:
        core::ops::BitOr<typenum::Eq<<N as Rem<UInt<V, Vt>>>::Output, UTerm>>,
    UInt<V, Vt>: crate::decimal::Dec,
    N: crate::decimal::Dec,
    Divides<UInt<V, Vt>, N>:
        UpcastDivisible<<UInt<V, Vt> as crate::decimal::Dec>::Out, <N as crate::decimal::Dec>::Out>,
    N: CeilDiv<UInt<V, Vt>>,
    UInt<U, Bt>: CeilDiv<Ceil<N, UInt<V, Vt>>>,
    UInt<V, Vt>: CeilDiv<N>,
{
    type S = Ceil<UInt<U, Bt>, Ceil<N, UInt<V, Vt>>>;
    type D = Ceil<UInt<V, Vt>, N>;
}

impl<N, U: Unsigned, Bt: Bit, V: Unsigned + NonZero> UpPair<N> for (UInt<U, Bt>, NInt<V>)
where
    (UInt<U, Bt>, V): UpPair<N>,
    <(UInt<U, Bt>, V) as UpPair<N>>::D: Unsigned + NonZero,
{
    type S = <(UInt<U, Bt>, V) as UpPair<N>>::S;
    type D = NInt<<(UInt<U, Bt>, V) as UpPair<N>>::D>;
}

/// `(shape, stride)` of internal form, downcast leaf by leaf.
pub trait DownPair<N> {
    type S;
    type D;
    /// `B1` when a stride is the static 1 (CuTe's `has_int1`).
    type HasOne: Bit;
}

impl<N> DownPair<N> for (E, E) {
    type S = E;
    type D = E;
    type HasOne = B0;
}

impl<N, SH, ST, DH, DT> DownPair<N> for (C<SH, ST>, C<DH, DT>)
where
    (SH, DH): DownPair<N>,
    (ST, DT): DownPair<N>,
    <(SH, DH) as DownPair<N>>::HasOne: core::ops::BitOr<<(ST, DT) as DownPair<N>>::HasOne>,
    typenum::Or<<(SH, DH) as DownPair<N>>::HasOne, <(ST, DT) as DownPair<N>>::HasOne>: Bit,
{
    type S = C<<(SH, DH) as DownPair<N>>::S, <(ST, DT) as DownPair<N>>::S>;
    type D = C<<(SH, DH) as DownPair<N>>::D, <(ST, DT) as DownPair<N>>::D>;
    type HasOne = typenum::Or<<(SH, DH) as DownPair<N>>::HasOne, <(ST, DT) as DownPair<N>>::HasOne>;
}

impl<N, U: Unsigned, Bt: Bit> DownPair<N> for (UInt<U, Bt>, U1)
where
    UInt<U, Bt>: Mul<N>,
{
    type S = typenum::Prod<UInt<U, Bt>, N>;
    type D = U1;
    type HasOne = B1;
}

impl<N, U: Unsigned, Bt: Bit> DownPair<N> for (UInt<U, Bt>, NInt<U1>)
where
    UInt<U, Bt>: Mul<N>,
{
    type S = typenum::Prod<UInt<U, Bt>, N>;
    type D = NInt<U1>;
    type HasOne = B0;
}

impl<N, U: Unsigned, Bt: Bit> DownPair<N> for (UInt<U, Bt>, UTerm) {
    type S = UInt<U, Bt>;
    type D = UTerm;
    type HasOne = B0;
}

impl<N, U: Unsigned, Bt: Bit, V: Unsigned, Vb: Bit, Vt: Bit> DownPair<N>
    for (UInt<U, Bt>, UInt<UInt<V, Vb>, Vt>)
where
    UInt<UInt<V, Vb>, Vt>: Mul<N>,
{
    type S = UInt<U, Bt>;
    type D = typenum::Prod<UInt<UInt<V, Vb>, Vt>, N>;
    type HasOne = B0;
}

impl<N, U: Unsigned, Bt: Bit, V: Unsigned, Vb: Bit, Vt: Bit> DownPair<N>
    for (UInt<U, Bt>, NInt<UInt<UInt<V, Vb>, Vt>>)
where
    UInt<UInt<V, Vb>, Vt>: Mul<N>,
    typenum::Prod<UInt<UInt<V, Vb>, Vt>, N>: Unsigned + NonZero,
{
    type S = UInt<U, Bt>;
    type D = NInt<typenum::Prod<UInt<UInt<V, Vb>, Vt>, N>>;
    type HasOne = B0;
}

/// CuTe's check of `downcast`: a stride-1 mode ("Downcast requires adjacent elements").
#[diagnostic::on_unimplemented(
    message = "downcast: the layout has no stride-1 mode (CuTe: \"Downcast requires adjacent elements\")",
    label = "no stride is the static 1"
)]
pub trait DowncastAdjacent {}
impl DowncastAdjacent for B1 {}

type UpOf<L, N> = <(<L as LayoutParts>::S, <L as LayoutParts>::D) as UpPair<N>>::S;
type UpStrideOf<L, N> = <(<L as LayoutParts>::S, <L as LayoutParts>::D) as UpPair<N>>::D;
type DownOf<L, N> = <(<L as LayoutParts>::S, <L as LayoutParts>::D) as DownPair<N>>::S;
type DownStrideOf<L, N> = <(<L as LayoutParts>::S, <L as LayoutParts>::D) as DownPair<N>>::D;

/// The internal shape and stride of a layout.
pub trait LayoutParts {
    type S;
    type D;
}
impl<S, D> LayoutParts for Layout<S, D> {
    type S = S;
    type D = D;
}

/// Upcast and downcast of a plain layout, by whether its shape and stride are static
/// (`Self`, from [`AllStatic`](crate::tuple::AllStatic)): the cast for `B1`, for `B0` only the
/// failing bound that names the rule, so that a layout with run-time leaves gets that one
/// error.
pub trait UpGate<L, N> {
    type Output: Copy + Default + core::fmt::Display;
}
/// [`UpGate`] for downcast.
pub trait DownGate<L, N> {
    type Output: Copy + Default + core::fmt::Display;
}

impl<L: UpcastStatic<N>, N> UpGate<L, N> for B1 {
    type Output = L::Output;
}
impl<L: DowncastStatic<N>, N> DownGate<L, N> for B1 {
    type Output = L::Output;
}

/// The error of an upcast of a layout with run-time leaves.
#[diagnostic::on_unimplemented(
    message = "upcast: the layout has run-time (`Dyn`) leaves, and upcast takes a static layout",
    label = "a layout with run-time leaves",
    note = "the run-time engine casts layouts with run-time leaves: `cute_layout::dynamic::algebra::upcast(&layout.as_dynamic()?, n)`"
)]
pub trait UpcastNeedsStatic {}

/// The error of a downcast of a layout with run-time leaves.
#[diagnostic::on_unimplemented(
    message = "downcast: the layout has run-time (`Dyn`) leaves, and downcast takes a static layout",
    label = "a layout with run-time leaves",
    note = "the run-time engine casts layouts with run-time leaves: `cute_layout::dynamic::algebra::downcast(&layout.as_dynamic()?, n)`"
)]
pub trait DowncastNeedsStatic {}

impl<L: UpcastNeedsStatic, N> UpGate<L, N> for B0 {
    type Output = Layout<U1, UTerm>;
}
impl<L: DowncastNeedsStatic, N> DownGate<L, N> for B0 {
    type Output = Layout<U1, UTerm>;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, N> UpcastOp<N> for Layout<Sh, D>
where
    Sh: crate::tuple::AllStatic,
    D: crate::tuple::AllStatic,
    crate::tuple::BothStatic<Sh, D>: UpGate<Self, N>,
{
    type Output = <crate::tuple::BothStatic<Sh, D> as UpGate<Self, N>>::Output;
    fn apply(self) -> Self::Output {
        Default::default()
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<Sh, D, N> DowncastOp<N> for Layout<Sh, D>
where
    Sh: crate::tuple::AllStatic,
    D: crate::tuple::AllStatic,
    crate::tuple::BothStatic<Sh, D>: DownGate<Self, N>,
{
    type Output = <crate::tuple::BothStatic<Sh, D> as DownGate<Self, N>>::Output;
    fn apply(self) -> Self::Output {
        Default::default()
    }
}

/// `upcast<N>` of a static layout: CuTe's rule on the internal shape and stride lists.
pub trait UpcastStatic<N> {
    type Output: Copy + Default + core::fmt::Display;
}

impl<Sh, D, N> UpcastStatic<N> for Layout<Sh, D>
where
    Self: crate::StaticLayout,
    list::Repr<Self>: LayoutParts,
    (
        <list::Repr<Self> as LayoutParts>::S,
        <list::Repr<Self> as LayoutParts>::D,
    ): UpPair<N>,
    Layout<UpOf<list::Repr<Self>, N>, UpStrideOf<list::Repr<Self>, N>>: list::Public,
    list::Pub<Layout<UpOf<list::Repr<Self>, N>, UpStrideOf<list::Repr<Self>, N>>>:
        crate::StaticLayout,
{
    type Output = list::Pub<Layout<UpOf<list::Repr<Self>, N>, UpStrideOf<list::Repr<Self>, N>>>;
}

/// `downcast<N>` of a static layout.
pub trait DowncastStatic<N> {
    type Output: Copy + Default + core::fmt::Display;
}

impl<Sh, D, N> DowncastStatic<N> for Layout<Sh, D>
where
    Self: crate::StaticLayout,
    list::Repr<Self>: LayoutParts,
    (
        <list::Repr<Self> as LayoutParts>::S,
        <list::Repr<Self> as LayoutParts>::D,
    ): DownPair<N>,
    <(
        <list::Repr<Self> as LayoutParts>::S,
        <list::Repr<Self> as LayoutParts>::D,
    ) as DownPair<N>>::HasOne: DowncastAdjacent,
    Layout<DownOf<list::Repr<Self>, N>, DownStrideOf<list::Repr<Self>, N>>: list::Public,
    list::Pub<Layout<DownOf<list::Repr<Self>, N>, DownStrideOf<list::Repr<Self>, N>>>:
        crate::StaticLayout,
{
    type Output = list::Pub<Layout<DownOf<list::Repr<Self>, N>, DownStrideOf<list::Repr<Self>, N>>>;
}

// ---------------------------------------------------------------------------------------------
// Swizzles
// ---------------------------------------------------------------------------------------------

/// `max(A - X, 0)`.
pub trait SatSub<X> {
    type Output: Unsigned;
}
impl<A: IsLess<X>, X> SatSub<X> for A
where
    typenum::Le<A, X>: SatSubSel<A, X>,
{
    type Output = <typenum::Le<A, X> as SatSubSel<A, X>>::Output;
}
/// `B1` (A < X): 0; `B0`: `A - X`.
pub trait SatSubSel<A, X> {
    type Output: Unsigned;
}
impl<A, X> SatSubSel<A, X> for B1 {
    type Output = UTerm;
}
impl<A: Sub<X>, X> SatSubSel<A, X> for B0
where
    typenum::Diff<A, X>: Unsigned,
{
    type Output = typenum::Diff<A, X>;
}

/// The swizzle bits of `upcast`: `M >= K` keeps `B` and takes `M - K`; otherwise `B` loses
/// `K - M` bits (at least 0) and `M` is 0.
pub trait UpSwizzleSel<B, M, K> {
    type B: Unsigned;
    type M: Unsigned;
}
impl<B: Unsigned, M: SatSub<K>, K> UpSwizzleSel<B, M, K> for B0 {
    type B = B;
    type M = <M as SatSub<K>>::Output;
}
impl<B: SatSub<<K as Sub<M>>::Output>, M, K: Sub<M>> UpSwizzleSel<B, M, K> for B1 {
    type B = <B as SatSub<<K as Sub<M>>::Output>>::Output;
    type M = UTerm;
}

crate::decimal::decimal_check! {
    /// CuTe's check of a swizzle's `upcast<N>`: `N` is a power of two.
    #[diagnostic::on_unimplemented(
        message = "upcast: the factor N = {N} is not a power of two (CuTe: \"N must be a power of two\"), as upcasting a swizzle needs",
        label = "a swizzle moves by whole bits: N must be 2^k",
        note = "Num<N> is the number N"
    )]
    UpcastPowerOfTwo / UpcastPowerOfTwoFails<N>;
    /// CuTe's check of a swizzle's `downcast<N>`: `N` is a power of two.
    #[diagnostic::on_unimplemented(
        message = "downcast: the factor N = {N} is not a power of two (CuTe: \"N must be a power of two\"), as downcasting a swizzle needs",
        label = "a swizzle moves by whole bits: N must be 2^k",
        note = "Num<N> is the number N"
    )]
    DowncastPowerOfTwo / DowncastPowerOfTwoFails<N>;
}

/// `B1` when `N` (at least 1) is a power of two: `N & (N - 1) == 0`.
type IsPow2<N> = typenum::Eq<typenum::And<N, typenum::Diff<N, U1>>, UTerm>;

/// `log2(N)` of the factor of a swizzle cast (`Up` is `B1` for `upcast`, `B0` for `downcast`);
/// [`PowerOfTwoCheck`] checks it, as a bound of its own: a projection that failed would leave
/// the solver an unknown factor to search for.
pub trait CastLog2<Up> {
    type Output;
    /// `B1` when `N` is a power of two.
    type IsPow2: Bit;
}
impl<N, Up> CastLog2<Up> for N
where
    N: typenum::Logarithm2 + Sub<U1> + core::ops::BitAnd<typenum::Diff<N, U1>>,
    typenum::And<N, typenum::Diff<N, U1>>: typenum::IsEqual<UTerm>,
{
    type Output = <N as typenum::Logarithm2>::Output;
    type IsPow2 = IsPow2<N>;
}

/// The power-of-two check of [`CastLog2`], under the operation's name.
pub trait PowerOfTwoCheck<N, Holds> {}
impl<N, Holds: UpcastPowerOfTwo<N>> PowerOfTwoCheck<N, Holds> for B1 {}
impl<N, Holds: DowncastPowerOfTwo<N>> PowerOfTwoCheck<N, Holds> for B0 {}

type Log2<N, Up> = <N as CastLog2<Up>>::Output;
type UpSw<B, M, N> = <typenum::Le<M, Log2<N, B1>> as UpSwizzleSel<B, M, Log2<N, B1>>>::B;
type UpSwM<B, M, N> = <typenum::Le<M, Log2<N, B1>> as UpSwizzleSel<B, M, Log2<N, B1>>>::M;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<B, M, S, N> UpcastOp<N> for Swizzle<B, M, S>
where
    N: CastLog2<B1>,
    B1: PowerOfTwoCheck<N, <N as CastLog2<B1>>::IsPow2>,
    M: IsLess<Log2<N, B1>>,
    typenum::Le<M, Log2<N, B1>>: UpSwizzleSel<B, M, Log2<N, B1>>,
    Swizzle<UpSw<B, M, N>, UpSwM<B, M, N>, S>: super::OuterFn,
{
    type Output = Swizzle<UpSw<B, M, N>, UpSwM<B, M, N>, S>;
    fn apply(self) -> Self::Output {
        Default::default()
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<B, M, S, N> DowncastOp<N> for Swizzle<B, M, S>
where
    N: CastLog2<B0>,
    B0: PowerOfTwoCheck<N, <N as CastLog2<B0>>::IsPow2>,
    M: Add<Log2<N, B0>>,
    Swizzle<B, typenum::Sum<M, Log2<N, B0>>, S>: super::OuterFn,
{
    type Output = Swizzle<B, typenum::Sum<M, Log2<N, B0>>, S>;
    fn apply(self) -> Self::Output {
        Default::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Composed layouts
// ---------------------------------------------------------------------------------------------

/// CuTe's `upcast<N>` of a static offset: `O / N`, which must divide.
#[diagnostic::on_unimplemented(
    message = "upcast: the composed layout's offset is not a multiple of the factor N",
    label = "O % N != 0"
)]
pub trait OffsetDivisible {}
impl OffsetDivisible for B1 {}

/// The parts of a composed layout cast by the factor `N` (`Up`: `B1` upcast, `B0` downcast),
/// chosen by `Pow2` (whether `N` is a power of two): a factor the swizzle's cast rejects fails
/// its check alone, without casting the parts.
pub trait CastParts<N, Up, Pow2> {
    type Output: Copy + Default + core::fmt::Display;
    /// The composed layout that is cast.
    type Source;
    /// The cast layout of `src` (its offset's value cast with it).
    fn cast_from(src: Self::Source) -> Self::Output;
}

impl<A, O, L, N, Up> CastParts<N, Up, B0> for (A, O, L)
where
    Up: PowerOfTwoCheck<N, B0>,
    ComposedLayout<A, O, L>: Copy + Default + core::fmt::Display,
{
    type Output = ComposedLayout<A, O, L>;
    type Source = ComposedLayout<A, O, L>;
    fn cast_from(src: Self::Source) -> Self::Output {
        src
    }
}

impl<A, O, L, N> CastParts<N, B1, B1> for (A, O, L)
where
    L: UpcastOp<N>,
    O: OffsetCast<A, N, B1>,
    ComposedLayout<
        <O as OffsetCast<A, N, B1>>::Swizzle,
        <O as OffsetCast<A, N, B1>>::Offset,
        <L as UpcastOp<N>>::Output,
    >: Copy + Default + core::fmt::Display,
{
    type Output = ComposedLayout<
        <O as OffsetCast<A, N, B1>>::Swizzle,
        <O as OffsetCast<A, N, B1>>::Offset,
        <L as UpcastOp<N>>::Output,
    >;
    type Source = ComposedLayout<A, O, L>;
    fn cast_from(src: Self::Source) -> Self::Output {
        ComposedLayout::with_offset(src.offset.cast_offset())
    }
}

impl<A, O, L, N> CastParts<N, B0, B1> for (A, O, L)
where
    L: DowncastOp<N>,
    O: OffsetCast<A, N, B0>,
    ComposedLayout<
        <O as OffsetCast<A, N, B0>>::Swizzle,
        <O as OffsetCast<A, N, B0>>::Offset,
        <L as DowncastOp<N>>::Output,
    >: Copy + Default + core::fmt::Display,
{
    type Output = ComposedLayout<
        <O as OffsetCast<A, N, B0>>::Swizzle,
        <O as OffsetCast<A, N, B0>>::Offset,
        <L as DowncastOp<N>>::Output,
    >;
    type Source = ComposedLayout<A, O, L>;
    fn cast_from(src: Self::Source) -> Self::Output {
        ComposedLayout::with_offset(src.offset.cast_offset())
    }
}

/// The swizzle and the offset of a composed layout cast by `N` (`Up`: `B1` upcast, `B0`
/// downcast). A static offset is divided (it must divide) or multiplied, and the swizzle,
/// which acts on the inner layout's offsets, is cast with them; a [`SmemPtrFlag<B>`]'s swizzle
/// acts on bytes, so it stays, and the values' width `B` is scaled (CuTe's rule for
/// `smem_ptr_flag_bits`).
pub trait OffsetCast<A, N, Up> {
    type Swizzle;
    type Offset: Default;
    /// The cast offset's value: a static offset is its type; a [`SmemPtrFlag`]'s base (where
    /// a part lies, in values) is counted in the new values.
    fn cast_offset(self) -> Self::Offset
    where
        Self: Sized,
    {
        Default::default()
    }
}

impl<A, N, O> OffsetCast<A, N, B1> for O
where
    O: crate::int::StaticInt + Div<N> + Rem<N>,
    <O as Div<N>>::Output: Default,
    A: UpcastOp<N>,
    <O as Rem<N>>::Output: typenum::IsEqual<UTerm>,
    typenum::Eq<<O as Rem<N>>::Output, UTerm>: OffsetDivisible,
{
    type Swizzle = <A as UpcastOp<N>>::Output;
    type Offset = <O as Div<N>>::Output;
}
impl<A, N, O> OffsetCast<A, N, B0> for O
where
    O: crate::int::StaticInt + Mul<N>,
    typenum::Prod<O, N>: Default,
    A: DowncastOp<N>,
{
    type Swizzle = <A as DowncastOp<N>>::Output;
    type Offset = typenum::Prod<O, N>;
}
impl<A, N: Unsigned, Bits: Mul<N>> OffsetCast<A, N, B1> for super::SmemPtrFlag<Bits> {
    type Swizzle = A;
    type Offset = super::SmemPtrFlag<typenum::Prod<Bits, N>>;
    fn cast_offset(self) -> Self::Offset {
        super::SmemPtrFlag::at_base(self.base() / N::I64)
    }
}
impl<A, N: Unsigned, Bits: Div<N>> OffsetCast<A, N, B0> for super::SmemPtrFlag<Bits> {
    type Swizzle = A;
    type Offset = super::SmemPtrFlag<typenum::Quot<Bits, N>>;
    fn cast_offset(self) -> Self::Offset {
        super::SmemPtrFlag::at_base(self.base() * N::I64)
    }
}

type Pow2Of<N, Up> = <N as CastLog2<Up>>::IsPow2;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, N> UpcastOp<N> for ComposedLayout<A, O, L>
where
    N: CastLog2<B1>,
    (A, O, L): CastParts<N, B1, Pow2Of<N, B1>, Source = Self>,
{
    type Output = <(A, O, L) as CastParts<N, B1, Pow2Of<N, B1>>>::Output;
    fn apply(self) -> Self::Output {
        <(A, O, L) as CastParts<N, B1, Pow2Of<N, B1>>>::cast_from(self)
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, N> DowncastOp<N> for ComposedLayout<A, O, L>
where
    N: CastLog2<B0>,
    (A, O, L): CastParts<N, B0, Pow2Of<N, B0>, Source = Self>,
{
    type Output = <(A, O, L) as CastParts<N, B0, Pow2Of<N, B0>>>::Output;
    fn apply(self) -> Self::Output {
        <(A, O, L) as CastParts<N, B0, Pow2Of<N, B0>>>::cast_from(self)
    }
}

// ---------------------------------------------------------------------------------------------
// Recast
// ---------------------------------------------------------------------------------------------

/// CuTe's `recast_layout<Old, New>(layout)`: the layout of elements of `Old` bits seen as
/// elements of `New` bits: [`Upcast`] by `New / Old` when the new type is wider, [`Downcast`]
/// by `Old / New` when it is narrower, the layout itself when they are equal. `Old`, `New` are
/// typenum bit widths (`U16`, `U32`, ...), each a multiple of the other.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{Recast, Swizzle};
/// use cute_layout::typenum::{U3, U4, U32};
/// type Halves = Composition<Swizzle<U3, U4, U3>, layout!((8,64):(64,1))>;
/// // The same bytes as 32-bit words: 8 rows of 32 words, the swizzle one base bit lower.
/// assert_eq!(Recast::<Halves, U16, U32>::default().to_string(), "Sw<3,3,3> o _0 o (_8,_32):(_32,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "recast_layout: cannot recast the layout between these element widths (in generic code, add the bound `RecastOp<Old, New>`)",
    note = "the bit widths are typenum integers, each a multiple of the other"
)]
pub trait RecastOp<Old, New>: seal::Sealed {
    /// The recast layout.
    type Output: Copy + Default + core::fmt::Display;
}

/// `recast_layout<Old, New>(L)`, with the element types given by their bit widths.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Recast;
/// assert_eq!(Recast::<layout!((8,64):(64,1)), U16, U8>::default().to_string(), "(_8,_128):(_128,_1)");
/// ```
pub type Recast<L, Old, New> = <L as RecastOp<Old, New>>::Output;

/// CuTe's `recast_layout<Old, New>(layout)` as a function, the element types given by their bit
/// widths: CuTe's `recast_layout<uint32_t, uint16_t>(l)` is `recast_layout::<U32, U16, _>(l)`
/// (see [`RecastOp`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::recast_layout;
/// let l = recast_layout::<U32, U16, _>(<layout!((4,8):(8,1))>::new());
/// assert_eq!(l.to_string(), "(_4,_16):(_16,_1)"); // CuTe prints the same
/// // A layout with run-time leaves, in the run-time engine (CuTe prints the same):
/// let m = std::hint::black_box(4usize);
/// let r = make_layout!((m, 8):(8, _1)).as_dynamic().unwrap();
/// assert_eq!(cute_layout::dynamic::algebra::recast(&r, 32, 16).unwrap().to_string(), "(4,16):(16,_1)");
/// ```
pub fn recast_layout<Old, New, L: RecastOp<Old, New>>(layout: L) -> L::Output {
    let _ = layout;
    Default::default()
}

/// Which cast `recast` does: `(New < Old, Old < New)`.
pub trait RecastSel<L, Old, New> {
    type Output: Copy + Default + core::fmt::Display;
}
impl<L: Copy + Default + core::fmt::Display, Old, New> RecastSel<L, Old, New> for (B0, B0) {
    type Output = L;
}
impl<L, Old, New> RecastSel<L, Old, New> for (B0, B1)
where
    L: UpcastOp<<New as Div<Old>>::Output>,
    New: Div<Old> + core::ops::Rem<Old>,
    <New as core::ops::Rem<Old>>::Output: typenum::IsEqual<UTerm>,
    typenum::Eq<<New as core::ops::Rem<Old>>::Output, UTerm>: WidthsDivide<Old, New>,
{
    type Output = <L as UpcastOp<<New as Div<Old>>::Output>>::Output;
}
impl<L, Old, New> RecastSel<L, Old, New> for (B1, B0)
where
    L: DowncastOp<<Old as Div<New>>::Output>,
    Old: Div<New> + core::ops::Rem<New>,
    <Old as core::ops::Rem<New>>::Output: typenum::IsEqual<UTerm>,
    typenum::Eq<<Old as core::ops::Rem<New>>::Output, UTerm>: WidthsDivide<Old, New>,
{
    type Output = <L as DowncastOp<<Old as Div<New>>::Output>>::Output;
}

crate::decimal::decimal_check! {
    /// CuTe's condition of `recast_layout`: one element width divides the other.
    #[diagnostic::on_unimplemented(
        message = "recast_layout: neither of the element widths {Old} and {New} (in bits) divides the other (CuTe: \"Recast not supported\")",
        label = "the widths must be multiples of one another",
        note = "Num<N> is the number N"
    )]
    WidthsDivide / WidthsDivideFails<Old, New>
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L: seal::Sealed, Old: IsLess<New>, New: IsLess<Old>> RecastOp<Old, New> for L
where
    (typenum::Le<New, Old>, typenum::Le<Old, New>): RecastSel<L, Old, New>,
{
    type Output =
        <(typenum::Le<New, Old>, typenum::Le<Old, New>) as RecastSel<L, Old, New>>::Output;
}
