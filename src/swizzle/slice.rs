//! Slicing a swizzled layout (CuTe's `slice_and_offset` for `Swizzle o Offset o Layout`) at a
//! static coordinate, and the checks and types a slice at a run-time one shares with it
//! (`slice_rt.rs` builds on them; `slice_by.rs`, the entry, picks one of the two).
//!
//! A coordinate of `_` only keeps the swizzle. Otherwise the integer part of the coordinate
//! moves the offset, split into the bits the swizzle reads or writes (`only_zy`, XORed into
//! the composed layout's offset) and the others (`anti_zy`, passed through); then, if the kept
//! layout's offsets reach both a source bit and the target bit it is XORed into, the result
//! stays a composed layout; if not, the swizzle is linear on them and the slice *decays* to a
//! plain layout: CuTe composes a layout whose strides are the swizzle's action on each bit
//! (signed, as the offset's bits dictate) with the kept layout.
//!
//! For all-static operands (the only ones here) CuTe's bit bookkeeping (`MixedBits`) reduces
//! to integers: `only_zy` is the XOR over the diced leaves of `(c * d) & (yyy | zzz)`, the
//! active bits of the kept layout the sum over its leaves of `((s - 1) * d) & (yyy | zzz)`.
//! Strides must be non-negative.

use core::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Rem, Sub};

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1, U1, U2};

use super::bits::ApplySwizzle;
use super::compose::{Composed, MakeComposed};
use super::project::SwizzledSlice;
use super::{BitMask, LowMask, Pow2, ShiftSide, Swizzle, YyyOf, ZzzOf};
use crate::algebra::compose::Compose;
use crate::layout::Layout;
use crate::list::{self, C, E};
use crate::tuple::Underscore;

// ---------------------------------------------------------------------------------------------
// The integer part of a coordinate
// ---------------------------------------------------------------------------------------------

/// The offsets of an integer `X` in the internal parts `(S, D)` (a coordinate of that mode):
/// `Only` the XOR over its leaves of `(c * d) & P`, `Lin` the plain offset, `Rest` what is left
/// of `X` for the next modes (`Last` marks the mode that takes the rest).
pub trait IntBits<X, Last, P> {
    type Only: Unsigned;
    type Lin: Unsigned;
    type Rest: Unsigned;
}

impl<X: Unsigned, Last, P> IntBits<X, Last, P> for (E, E) {
    type Only = UTerm;
    type Lin = UTerm;
    type Rest = X;
}

impl<X, SH, DH, Last, P> IntBits<X, Last, P> for (C<SH, E>, C<DH, E>)
where
    (SH, DH): IntBits<X, Last, P>,
{
    type Only = <(SH, DH) as IntBits<X, Last, P>>::Only;
    type Lin = <(SH, DH) as IntBits<X, Last, P>>::Lin;
    type Rest = <(SH, DH) as IntBits<X, Last, P>>::Rest;
}

impl<X, SH, DH, S2, ST, D2, DT, Last, P> IntBits<X, Last, P>
    for (C<SH, C<S2, ST>>, C<DH, C<D2, DT>>)
where
    (SH, DH): IntBits<X, B0, P>,
    (C<S2, ST>, C<D2, DT>): IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>,
    <(SH, DH) as IntBits<X, B0, P>>::Only: BitXor<
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Only,
    >,
    <(SH, DH) as IntBits<X, B0, P>>::Lin: Add<
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Lin,
    >,
    typenum::Xor<
        <(SH, DH) as IntBits<X, B0, P>>::Only,
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Only,
    >: Unsigned,
    typenum::Sum<
        <(SH, DH) as IntBits<X, B0, P>>::Lin,
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Lin,
    >: Unsigned,
{
    type Only = typenum::Xor<
        <(SH, DH) as IntBits<X, B0, P>>::Only,
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Only,
    >;
    type Lin = typenum::Sum<
        <(SH, DH) as IntBits<X, B0, P>>::Lin,
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Lin,
    >;
    type Rest =
        <(C<S2, ST>, C<D2, DT>) as IntBits<<(SH, DH) as IntBits<X, B0, P>>::Rest, Last, P>>::Rest;
}

impl<X, U: Unsigned, Bt: Bit, D: Unsigned, P> IntBits<X, B0, P> for (UInt<U, Bt>, D)
where
    X: Rem<UInt<U, Bt>> + Div<UInt<U, Bt>>,
    <X as Rem<UInt<U, Bt>>>::Output: Mul<D>,
    typenum::Prod<<X as Rem<UInt<U, Bt>>>::Output, D>: Unsigned + BitAnd<P>,
    typenum::And<typenum::Prod<<X as Rem<UInt<U, Bt>>>::Output, D>, P>: Unsigned,
    <X as Div<UInt<U, Bt>>>::Output: Unsigned,
{
    type Only = typenum::And<typenum::Prod<<X as Rem<UInt<U, Bt>>>::Output, D>, P>;
    type Lin = typenum::Prod<<X as Rem<UInt<U, Bt>>>::Output, D>;
    type Rest = <X as Div<UInt<U, Bt>>>::Output;
}

impl<X, U: Unsigned, Bt: Bit, D: Unsigned, P> IntBits<X, B1, P> for (UInt<U, Bt>, D)
where
    X: Mul<D>,
    typenum::Prod<X, D>: Unsigned + BitAnd<P>,
    typenum::And<typenum::Prod<X, D>, P>: Unsigned,
{
    type Only = typenum::And<typenum::Prod<X, D>, P>;
    type Lin = typenum::Prod<X, D>;
    type Rest = UTerm;
}

/// The diced part of the coordinate `Self` on the internal parts `(S, D)`: XOR of the
/// `only_zy` bits (`Only`) and the plain offset (`Lin`) of its integer entries; `All` is `B1`
/// when the coordinate has no integer (all `_`). Dispatched on the coordinate, so that a
/// coordinate the solver does not know yet leaves it undecided instead of searching.
pub trait DiceBits<S, D, P> {
    type Only: Unsigned;
    type Lin: Unsigned;
    type All: Bit;
}

impl<S, D, P> DiceBits<S, D, P> for Underscore {
    type Only = UTerm;
    type Lin = UTerm;
    type All = B1;
}

impl<P> DiceBits<E, E, P> for E {
    type Only = UTerm;
    type Lin = UTerm;
    type All = B1;
}

impl<SH, ST, DH, DT, CH, CT, P> DiceBits<C<SH, ST>, C<DH, DT>, P> for C<CH, CT>
where
    CH: DiceBits<SH, DH, P>,
    CT: DiceBits<ST, DT, P>,
    <CH as DiceBits<SH, DH, P>>::Only: BitXor<<CT as DiceBits<ST, DT, P>>::Only>,
    typenum::Xor<<CH as DiceBits<SH, DH, P>>::Only, <CT as DiceBits<ST, DT, P>>::Only>: Unsigned,
    <CH as DiceBits<SH, DH, P>>::Lin: Add<<CT as DiceBits<ST, DT, P>>::Lin>,
    typenum::Sum<<CH as DiceBits<SH, DH, P>>::Lin, <CT as DiceBits<ST, DT, P>>::Lin>: Unsigned,
    <CH as DiceBits<SH, DH, P>>::All: BitAnd<<CT as DiceBits<ST, DT, P>>::All>,
    typenum::And<<CH as DiceBits<SH, DH, P>>::All, <CT as DiceBits<ST, DT, P>>::All>: Bit,
{
    type Only = typenum::Xor<<CH as DiceBits<SH, DH, P>>::Only, <CT as DiceBits<ST, DT, P>>::Only>;
    type Lin = typenum::Sum<<CH as DiceBits<SH, DH, P>>::Lin, <CT as DiceBits<ST, DT, P>>::Lin>;
    type All = typenum::And<<CH as DiceBits<SH, DH, P>>::All, <CT as DiceBits<ST, DT, P>>::All>;
}

macro_rules! dice_int {
    ([$($g:tt)*] $x:ty) => {
        impl<S, D, P, $($g)*> DiceBits<S, D, P> for $x
        where
            (S, D): IntBits<$x, B1, P>,
        {
            type Only = <(S, D) as IntBits<$x, B1, P>>::Only;
            type Lin = <(S, D) as IntBits<$x, B1, P>>::Lin;
            type All = B0;
        }
    };
}
dice_int!([] UTerm);
dice_int!([U: Unsigned, Bt: Bit] UInt<U, Bt>);

// ---------------------------------------------------------------------------------------------
// The bits the kept layout reaches
// ---------------------------------------------------------------------------------------------

/// The sum over the leaves of `((s - 1) * d) & P` for the internal shape `Self` and stride
/// `D`: `(P o L)(size - 1)`, the swizzle bits the layout's offsets reach. Dispatched on the
/// shape, so that an unknown shape leaves the solver undecided instead of searching.
pub trait ActiveBits<D, P> {
    type Output: Unsigned;
}
impl<P> ActiveBits<E, P> for E {
    type Output = UTerm;
}
impl<SH, ST, DH, DT, P> ActiveBits<C<DH, DT>, P> for C<SH, ST>
where
    SH: ActiveBits<DH, P>,
    ST: ActiveBits<DT, P>,
    <SH as ActiveBits<DH, P>>::Output: Add<<ST as ActiveBits<DT, P>>::Output>,
    typenum::Sum<<SH as ActiveBits<DH, P>>::Output, <ST as ActiveBits<DT, P>>::Output>: Unsigned,
{
    type Output =
        typenum::Sum<<SH as ActiveBits<DH, P>>::Output, <ST as ActiveBits<DT, P>>::Output>;
}
impl<U: Unsigned, Bt: Bit, D: Unsigned, P> ActiveBits<D, P> for UInt<U, Bt>
where
    UInt<U, Bt>: Sub<U1>,
    typenum::Diff<UInt<U, Bt>, U1>: Mul<D>,
    typenum::Prod<typenum::Diff<UInt<U, Bt>, U1>, D>: BitAnd<P>,
    typenum::And<typenum::Prod<typenum::Diff<UInt<U, Bt>, U1>, D>, P>: Unsigned,
{
    type Output = typenum::And<typenum::Prod<typenum::Diff<UInt<U, Bt>, U1>, D>, P>;
}

/// The OR over the leaves of the internal shape `Self` and stride `D` of `(s - 1) * d`: the
/// bits a run-time coordinate of that layout may set (CuTe's `MixedBits` flags of
/// `to_mixed_bits`). Dispatched on the shape, as `ActiveBits`.
pub trait LeafFlags<D> {
    type Output: Unsigned;
}
impl LeafFlags<E> for E {
    type Output = UTerm;
}
impl<SH, ST, DH, DT> LeafFlags<C<DH, DT>> for C<SH, ST>
where
    SH: LeafFlags<DH>,
    ST: LeafFlags<DT>,
    <SH as LeafFlags<DH>>::Output: BitOr<<ST as LeafFlags<DT>>::Output>,
    typenum::Or<<SH as LeafFlags<DH>>::Output, <ST as LeafFlags<DT>>::Output>: Unsigned,
{
    type Output = typenum::Or<<SH as LeafFlags<DH>>::Output, <ST as LeafFlags<DT>>::Output>;
}
impl<U: Unsigned, Bt: Bit, D: Unsigned> LeafFlags<D> for UInt<U, Bt>
where
    UInt<U, Bt>: Sub<U1>,
    typenum::Diff<UInt<U, Bt>, U1>: Mul<D>,
    typenum::Prod<typenum::Diff<UInt<U, Bt>, U1>, D>: Unsigned,
{
    type Output = typenum::Prod<typenum::Diff<UInt<U, Bt>, U1>, D>;
}

// ---------------------------------------------------------------------------------------------
// The decayed swizzle layout
// ---------------------------------------------------------------------------------------------

/// The indices `0..B` of the swizzle's bits, as a list (a table: swizzles have few bits).
pub trait BitIndices {
    type Output;
}
macro_rules! bit_indices {
    ($($b:ident => [$($i:ident)*]),*) => {$(
        impl BitIndices for typenum::$b {
            type Output = bit_indices!(@list $($i)*);
        }
    )*};
    (@list) => { E };
    (@list $h:ident $($t:ident)*) => { C<typenum::$h, bit_indices!(@list $($t)*)> };
}
bit_indices!(U0 => [], U1 => [U0], U2 => [U0 U1], U3 => [U0 U1 U2], U4 => [U0 U1 U2 U3],
    U5 => [U0 U1 U2 U3 U4], U6 => [U0 U1 U2 U3 U4 U5], U7 => [U0 U1 U2 U3 U4 U5 U6],
    U8 => [U0 U1 U2 U3 U4 U5 U6 U7]);

/// A list of `2`s as long as `Self`.
pub trait Twos {
    type Output;
}
impl Twos for E {
    type Output = E;
}
impl<H, T: Twos> Twos for C<H, T> {
    type Output = C<U2, T::Output>;
}

/// CuTe's `make_swizzle_strides`: the stride of each swizzle bit `I` of a decayed slice.
/// `Self` is `B1` for the variant `Z < Y` asks of the lower bits (`±Z << I`, the sign from the
/// offset's `Y` bit), `B0` for the other (`(Y ± Z) << I`, the sign from the offset's `Z` bit).
pub trait SwizzleStrides<Off, Y, Z> {
    type Output;
}
impl<V, Off, Y, Z> SwizzleStrides<Off, Y, Z> for (V, E) {
    type Output = E;
}
impl<V, I, IT, Off, Y, Z> SwizzleStrides<Off, Y, Z> for (V, C<I, IT>)
where
    V: OneStride<Off, Y, Z, I>,
    (V, IT): SwizzleStrides<Off, Y, Z>,
{
    type Output =
        C<<V as OneStride<Off, Y, Z, I>>::Output, <(V, IT) as SwizzleStrides<Off, Y, Z>>::Output>;
}

/// One stride of [`SwizzleStrides`].
pub trait OneStride<Off, Y, Z, I> {
    type Output;
}
impl<Off, Y, Z, I> OneStride<Off, Y, Z, I> for B1
where
    Y: core::ops::Shl<I>,
    Z: core::ops::Shl<I>,
    Off: BitAnd<typenum::Shleft<Y, I>>,
    typenum::And<Off, typenum::Shleft<Y, I>>: typenum::IsEqual<UTerm>,
    typenum::Eq<typenum::And<Off, typenum::Shleft<Y, I>>, UTerm>: SignSel<typenum::Shleft<Z, I>>,
{
    type Output = <typenum::Eq<typenum::And<Off, typenum::Shleft<Y, I>>, UTerm> as SignSel<
        typenum::Shleft<Z, I>,
    >>::Output;
}
impl<Off, Y, Z, I> OneStride<Off, Y, Z, I> for B0
where
    Y: Add<Z> + core::ops::Shl<I>,
    Z: core::ops::Shl<I>,
    typenum::Sum<Y, Z>: core::ops::Shl<I>,
    Off: BitAnd<typenum::Shleft<Z, I>>,
    typenum::And<Off, typenum::Shleft<Z, I>>: typenum::IsEqual<UTerm>,
    typenum::Eq<typenum::And<Off, typenum::Shleft<Z, I>>, UTerm>: DiffSel<
        typenum::Shleft<typenum::Sum<Y, Z>, I>,
        typenum::Shleft<Y, I>,
        typenum::Shleft<Z, I>,
    >,
{
    type Output = <typenum::Eq<typenum::And<Off, typenum::Shleft<Z, I>>, UTerm> as DiffSel<
        typenum::Shleft<typenum::Sum<Y, Z>, I>,
        typenum::Shleft<Y, I>,
        typenum::Shleft<Z, I>,
    >>::Output;
}

/// `B1`: `V`; `B0`: `-V`.
pub trait SignSel<V> {
    type Output;
}
impl<V> SignSel<V> for B1 {
    type Output = V;
}
impl<V: Unsigned + NonZero> SignSel<V> for B0 {
    type Output = NInt<V>;
}

/// `B1`: `Sum`; `B0`: `Y - Z` (of either sign).
pub trait DiffSel<Sum, Y, Z> {
    type Output;
}
impl<Sum, Y, Z> DiffSel<Sum, Y, Z> for B1 {
    type Output = Sum;
}
impl<Sum, Y, Z> DiffSel<Sum, Y, Z> for B0
where
    Y: super::compose::SignedDiff<Z>,
{
    type Output = <Y as super::compose::SignedDiff<Z>>::Output;
}

// ---------------------------------------------------------------------------------------------
// The slice
// ---------------------------------------------------------------------------------------------

/// The parts of `slice_and_offset(Crd, Sw o O o L)` for a swizzle `Sw = Self`.
pub trait SwizzleSlice<O, L, Crd> {
    /// The sliced layout (composed or decayed).
    type Output: crate::AnyLayout + Default;
    /// Where it starts.
    const OFFSET: i64;
}

/// Which result: `All` (every coordinate `_`), `Keep` (the swizzle stays), `Decay`.
pub trait SliceKind<Sw, O, L, Crd> {
    type Output: crate::AnyLayout + Default;
    const OFFSET: i64;
}

/// The swizzle's masks and lowest bits.
pub(super) type P<B, M, S> = typenum::Or<YyyOf<B, M, S>, ZzzOf<B, M, S>>;
pub(super) type Y1<B, M, S> = <YyyOf<B, M, S> as LowestBit>::Output;
pub(super) type Z1<B, M, S> = <ZzzOf<B, M, S> as LowestBit>::Output;

/// `X & -X`: the lowest set bit of `X`, 0 for 0 (a swizzle without bits has empty masks).
pub trait LowestBit {
    type Output: Unsigned;
}
impl LowestBit for UTerm {
    type Output = UTerm;
}
impl<U: Unsigned> LowestBit for UInt<U, B1> {
    type Output = U1;
}
impl<U: LowestBit> LowestBit for UInt<U, B0>
where
    U::Output: core::ops::Shl<U1>,
    typenum::Shleft<U::Output, U1>: Unsigned,
{
    type Output = typenum::Shleft<U::Output, U1>;
}

/// `offset_only_zy`'s part from a static coordinate: the XOR over its leaves of `(c * d) & Pm`.
pub(super) type OnlyOf<L, Crd, Pm> =
    <list::Repr<Crd> as DiceBits<<L as LParts>::S, <L as LParts>::D, Pm>>::Only;
type LinOf<L, Crd, Pm> = <list::Repr<Crd> as DiceBits<<L as LParts>::S, <L as LParts>::D, Pm>>::Lin;
type AllOf<L, Crd, Pm> = <list::Repr<Crd> as DiceBits<<L as LParts>::S, <L as LParts>::D, Pm>>::All;

/// The internal shape and stride of a public layout.
pub trait LParts {
    type S;
    type D;
}
impl<Sh: list::Internal, D: list::Internal> LParts for Layout<Sh, D> {
    type S = Sh::Repr;
    type D = D::Repr;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<B, M, S, O, Sh, D, Crd> SwizzleSlice<O, Layout<Sh, D>, Crd> for Swizzle<B, M, S>
where
    B: BitMask,
    S: ShiftSide<M, LowMask<B>>,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>>,
    Layout<Sh, D>: LParts,
    Crd: list::Internal,
    list::Repr<Crd>:
        DiceBits<<Layout<Sh, D> as LParts>::S, <Layout<Sh, D> as LParts>::D, P<B, M, S>>,
    AllOf<Layout<Sh, D>, Crd, P<B, M, S>>: SliceKind<Self, O, Layout<Sh, D>, Crd>,
{
    type Output =
        <AllOf<Layout<Sh, D>, Crd, P<B, M, S>> as SliceKind<Self, O, Layout<Sh, D>, Crd>>::Output;
    const OFFSET: i64 =
        <AllOf<Layout<Sh, D>, Crd, P<B, M, S>> as SliceKind<Self, O, Layout<Sh, D>, Crd>>::OFFSET;
}

/// Every entry `_`: the inner layout sliced, the swizzle and offset kept.
impl<Sw, O, L, Crd> SliceKind<Sw, O, L, Crd> for B1
where
    L: crate::SliceOp<Crd>,
    Sw: MakeComposed<O, crate::Slice<L, Crd>>,
{
    type Output = Composed<Sw, O, crate::Slice<L, Crd>>;
    const OFFSET: i64 = 0;
}

pub(super) type Sliced<L, Crd> = crate::Slice<L, Crd>;
pub(super) type SlicedS<L, Crd> = <list::Repr<Sliced<L, Crd>> as LayoutParts2>::S;
pub(super) type SlicedD<L, Crd> = <list::Repr<Sliced<L, Crd>> as LayoutParts2>::D;
type ActiveOf<L, Crd, Pm> = <SlicedS<L, Crd> as ActiveBits<SlicedD<L, Crd>, Pm>>::Output;
/// `offset_only_zy`: the composed offset XOR the diced bits.
type OnlyZy<O, L, Crd, Pm> = typenum::Xor<O, OnlyOf<L, Crd, Pm>>;
/// The swizzle's image of the kept layout's active bits.
type Swizzled<L, Crd, B, M, S> =
    <Swizzle<B, M, S> as ApplySwizzle<ActiveOf<L, Crd, P<B, M, S>>>>::Output;
/// `B1` when the swizzle maps the active bits into themselves (`active & sw(active) == active`).
type Closed<L, Crd, B, M, S> = typenum::Eq<
    typenum::And<ActiveOf<L, Crd, P<B, M, S>>, Swizzled<L, Crd, B, M, S>>,
    ActiveOf<L, Crd, P<B, M, S>>,
>;

/// The internal `(shape, stride)` of an internal layout.
pub trait LayoutParts2 {
    type S;
    type D;
}
impl<S, D> LayoutParts2 for Layout<S, D> {
    type S = S;
    type D = D;
}

/// CuTe's checks on the way to a slice of `Sw o O o L` at a coordinate `Crd` with an integer
/// (`project.rs`), and the decision they lead to: `Closed` is `B1` when the swizzle maps the kept
/// layout's active bits into themselves (the slice decays to a plain layout), `B0` when the
/// swizzle stays. The same for static and run-time coordinates (`slice_rt.rs`): the decision
/// looks at the kept layout only, which is static either way.
pub trait CheckedSlice<L, Crd> {
    type Closed;
    /// The bits of the offset that a run-time coordinate of the fixed part may set (CuTe's
    /// `MixedBits` flags: [`LeafFlags`] of the fixed part through `only_zy`).
    type Flags;
}

impl<B, M, S, L, Crd> CheckedSlice<L, Crd> for Swizzle<B, M, S>
where
    Sliced<L, Crd>: list::Internal,
    SlicedS<L, Crd>: super::project::KeepsAMode,
    Swizzle<B, M, S>: super::project::Projections,
    L: crate::DiceOp<Crd>,
    crate::Dice<L, Crd>: list::Internal,
    super::project::Anti<Swizzle<B, M, S>>: Compose<list::Repr<crate::Dice<L, Crd>>, SwizzledSlice>,
    super::project::Only<Swizzle<B, M, S>>: Compose<list::Repr<crate::Dice<L, Crd>>, SwizzledSlice>
        + Compose<list::Repr<crate::Slice<L, Crd>>, SwizzledSlice>,
    super::project::OnlyDiced<Swizzle<B, M, S>, L, Crd>: LayoutParts2,
    <super::project::OnlyDiced<Swizzle<B, M, S>, L, Crd> as LayoutParts2>::S:
        super::project::LeafBits<
                <super::project::OnlyDiced<Swizzle<B, M, S>, L, Crd> as LayoutParts2>::D,
            > + LeafFlags<<super::project::OnlyDiced<Swizzle<B, M, S>, L, Crd> as LayoutParts2>::D>,
    B: BitMask,
    S: ShiftSide<M, LowMask<B>>,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>>,
    L: crate::SliceOp<Crd>,
    list::Repr<Sliced<L, Crd>>: LayoutParts2,
    SlicedS<L, Crd>: ActiveBits<SlicedD<L, Crd>, P<B, M, S>>,
    Swizzle<B, M, S>: ApplySwizzle<ActiveOf<L, Crd, P<B, M, S>>>,
    ActiveOf<L, Crd, P<B, M, S>>: BitAnd<Swizzled<L, Crd, B, M, S>>,
    typenum::And<ActiveOf<L, Crd, P<B, M, S>>, Swizzled<L, Crd, B, M, S>>:
        typenum::IsEqual<ActiveOf<L, Crd, P<B, M, S>>>,
{
    type Closed = Closed<L, Crd, B, M, S>;
    type Flags =
        <<super::project::OnlyDiced<Swizzle<B, M, S>, L, Crd> as LayoutParts2>::S as LeafFlags<
            <super::project::OnlyDiced<Swizzle<B, M, S>, L, Crd> as LayoutParts2>::D,
        >>::Output;
}

/// The decision of [`CheckedSlice`].
pub(super) type ClosedOf<Sw, L, Crd> = <Sw as CheckedSlice<L, Crd>>::Closed;
/// The run-time bits of [`CheckedSlice`].
pub(super) type FlagsOf<Sw, L, Crd> = <Sw as CheckedSlice<L, Crd>>::Flags;

/// A static coordinate with an integer: the swizzle stays or the slice decays.
impl<B, M, S, O, L, Crd> SliceKind<Swizzle<B, M, S>, O, L, Crd> for B0
where
    Swizzle<B, M, S>: CheckedSlice<L, Crd>,
    ClosedOf<Swizzle<B, M, S>, L, Crd>: Reduce<Swizzle<B, M, S>, O, L, Crd>,
{
    type Output =
        <ClosedOf<Swizzle<B, M, S>, L, Crd> as Reduce<Swizzle<B, M, S>, O, L, Crd>>::Output;
    const OFFSET: i64 =
        <ClosedOf<Swizzle<B, M, S>, L, Crd> as Reduce<Swizzle<B, M, S>, O, L, Crd>>::OFFSET;
}

/// `B0`: the kept layout reaches a source bit and its target: the swizzle stays, with offset
/// `offset_only_zy`; `B1`: the slice decays to a plain layout.
pub trait Reduce<Sw, O, L, Crd> {
    type Output: crate::AnyLayout + Default;
    const OFFSET: i64;
}

impl<B, M, S, O, L, Crd> Reduce<Swizzle<B, M, S>, O, L, Crd> for B0
where
    B: BitMask,
    S: ShiftSide<M, LowMask<B>>,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>>,
    L: LParts + crate::SliceOp<Crd>,
    Crd: list::Internal,
    list::Repr<Crd>: DiceBits<<L as LParts>::S, <L as LParts>::D, P<B, M, S>>,
    O: BitXor<OnlyOf<L, Crd, P<B, M, S>>>,
    Swizzle<B, M, S>: MakeComposed<OnlyZy<O, L, Crd, P<B, M, S>>, Sliced<L, Crd>>,
    LinOf<L, Crd, P<B, M, S>>: BitAnd<P<B, M, S>>,
    LinOf<L, Crd, P<B, M, S>>: Sub<typenum::And<LinOf<L, Crd, P<B, M, S>>, P<B, M, S>>>,
    typenum::Diff<LinOf<L, Crd, P<B, M, S>>, typenum::And<LinOf<L, Crd, P<B, M, S>>, P<B, M, S>>>:
        Unsigned,
{
    type Output = Composed<Swizzle<B, M, S>, OnlyZy<O, L, Crd, P<B, M, S>>, Sliced<L, Crd>>;
    const OFFSET: i64 = <typenum::Diff<
        LinOf<L, Crd, P<B, M, S>>,
        typenum::And<LinOf<L, Crd, P<B, M, S>>, P<B, M, S>>,
    > as Unsigned>::I64;
}

pub(super) type Idx<B> = <B as BitIndices>::Output;
pub(super) type Lower<B, M, S> = <Z1<B, M, S> as typenum::IsLess<Y1<B, M, S>>>::Output;
pub(super) type Higher<B, M, S> = <Y1<B, M, S> as typenum::IsLess<Z1<B, M, S>>>::Output;
type StridesLo<Off, B, M, S> =
    <(Lower<B, M, S>, Idx<B>) as SwizzleStrides<Off, Y1<B, M, S>, Z1<B, M, S>>>::Output;
type StridesHi<Off, B, M, S> =
    <(Higher<B, M, S>, Idx<B>) as SwizzleStrides<Off, Y1<B, M, S>, Z1<B, M, S>>>::Output;
pub(super) type SMag<S> = <S as crate::int::StaticInt>::Mag;

/// The powers of two in the linear layout of `Swizzle<B, Self, S>` ([`SwLinear`]).
pub trait LinearSpans<B, S> {
    /// `2^M`.
    type Base;
    /// `2^(|S|-B)`.
    type Gap;
    /// `2^(M+B)`.
    type GapStride;
    /// `2^(M+B+|S|)`.
    type TopStride;
}

impl<M, B, S> LinearSpans<B, S> for M
where
    S: crate::int::StaticInt,
    M: super::Exp2 + Add<B>,
    SMag<S>: Sub<B>,
    typenum::Diff<SMag<S>, B>: super::Exp2,
    typenum::Sum<M, B>: super::Exp2 + Add<SMag<S>>,
    typenum::Sum<typenum::Sum<M, B>, SMag<S>>: super::Exp2,
{
    type Base = Pow2<M>;
    type Gap = Pow2<typenum::Diff<SMag<S>, B>>;
    type GapStride = Pow2<typenum::Sum<M, B>>;
    type TopStride = Pow2<typenum::Sum<typenum::Sum<M, B>, SMag<S>>>;
}

/// The internal layout `(2^M, (2,..), 2^(|S|-B), (2,..), 1) : (1, Lo, 2^(M+B), Hi, 2^(M+B+|S|))`
/// of a decayed swizzle slice, whose `B` lower and `B` higher strides are `Lo` and `Hi`
/// (static here, mixed in `slice_rt.rs`).
pub(super) type SwLinear<B, M, S, Lo, Hi> = Layout<
    C<
        <M as LinearSpans<B, S>>::Base,
        C<
            <Idx<B> as Twos>::Output,
            C<<M as LinearSpans<B, S>>::Gap, C<<Idx<B> as Twos>::Output, C<U1, E>>>,
        >,
    >,
    C<
        U1,
        C<
            Lo,
            C<
                <M as LinearSpans<B, S>>::GapStride,
                C<Hi, C<<M as LinearSpans<B, S>>::TopStride, E>>,
            >,
        >,
    >,
>;
type SwLayout<Off, B, M, S> = SwLinear<B, M, S, StridesLo<Off, B, M, S>, StridesHi<Off, B, M, S>>;

/// The decayed slice: the swizzle's linear layout after the kept layout (CuTe's composition,
/// whose failures name the slice).
type Decayed<Off, B, M, S, L, Crd> =
    <SwLayout<Off, B, M, S> as Compose<list::Repr<Sliced<L, Crd>>, SwizzledSlice>>::Output;

impl<B, M, S, O, L, Crd> Reduce<Swizzle<B, M, S>, O, L, Crd> for B1
where
    B: BitMask + BitIndices,
    S: ShiftSide<M, LowMask<B>> + crate::int::StaticInt,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>> + LowestBit,
    ZzzOf<B, M, S>: LowestBit,
    Z1<B, M, S>: typenum::IsLess<Y1<B, M, S>>,
    Y1<B, M, S>: typenum::IsLess<Z1<B, M, S>>,
    L: LParts + crate::SliceOp<Crd>,
    Crd: list::Internal,
    list::Repr<Crd>: DiceBits<<L as LParts>::S, <L as LParts>::D, P<B, M, S>>,
    O: BitXor<OnlyOf<L, Crd, P<B, M, S>>>,
    OnlyZy<O, L, Crd, P<B, M, S>>: Unsigned,
    (Lower<B, M, S>, Idx<B>):
        SwizzleStrides<OnlyZy<O, L, Crd, P<B, M, S>>, Y1<B, M, S>, Z1<B, M, S>>,
    (Higher<B, M, S>, Idx<B>):
        SwizzleStrides<OnlyZy<O, L, Crd, P<B, M, S>>, Y1<B, M, S>, Z1<B, M, S>>,
    Idx<B>: Twos,
    M: LinearSpans<B, S>,
    Sliced<L, Crd>: list::Internal,
    SwLayout<OnlyZy<O, L, Crd, P<B, M, S>>, B, M, S>:
        Compose<list::Repr<Sliced<L, Crd>>, SwizzledSlice>,
    Decayed<OnlyZy<O, L, Crd, P<B, M, S>>, B, M, S, L, Crd>: list::Public,
    list::Pub<Decayed<OnlyZy<O, L, Crd, P<B, M, S>>, B, M, S, L, Crd>>: crate::AnyLayout + Default,
    Swizzle<B, M, S>: ApplySwizzle<OnlyZy<O, L, Crd, P<B, M, S>>>,
    LinOf<L, Crd, P<B, M, S>>: BitAnd<P<B, M, S>>,
    LinOf<L, Crd, P<B, M, S>>: Sub<typenum::And<LinOf<L, Crd, P<B, M, S>>, P<B, M, S>>>,
    typenum::Diff<LinOf<L, Crd, P<B, M, S>>, typenum::And<LinOf<L, Crd, P<B, M, S>>, P<B, M, S>>>:
        Unsigned,
{
    type Output = list::Pub<Decayed<OnlyZy<O, L, Crd, P<B, M, S>>, B, M, S, L, Crd>>;
    const OFFSET: i64 =
        <<Swizzle<B, M, S> as ApplySwizzle<OnlyZy<O, L, Crd, P<B, M, S>>>>::Output as Unsigned>::I64
            + <typenum::Diff<
                LinOf<L, Crd, P<B, M, S>>,
                typenum::And<LinOf<L, Crd, P<B, M, S>>, P<B, M, S>>,
            > as Unsigned>::I64;
}

/// The offsets a swizzled layout is sliced with: a static or [`MixedBits`](super::MixedBits)
/// offset (a swizzle of the layout's offsets). A [`SmemPtrFlag`](super::SmemPtrFlag)'s swizzle
/// acts on absolute addresses (CuTe keeps it in a tensor's pointer), so a slice of it alone is
/// not a layout. Asked by the `SliceOp` impl (`slice_by.rs`) and by the atoms' thread
/// partitions, which name it here.
#[diagnostic::on_unimplemented(
    message = "slice: a GMMA layout atom swizzles absolute byte addresses (`smem_ptr[..]`), so a slice of it is not a layout on its own",
    label = "a swizzle of bytes, not of this layout's offsets",
    note = "partition it with a TiledMMA or a TiledCopy (partition_a/b/c, partition_s/d), or slice `as_position_independent()`, the same swizzle over values with offset 0"
)]
#[doc(hidden)]
pub trait SlicedOffset {}
impl SlicedOffset for UTerm {}
impl<U, Bt> SlicedOffset for UInt<U, Bt> {}
impl<S, F> SlicedOffset for super::MixedBits<S, F> {}
