//! Slicing a swizzled layout where run-time bits are involved (CuTe's `slice_and_offset` of
//! `Swizzle o Offset o Layout` when the coordinate's integers are run-time values, as a thread
//! index or a tile coordinate in a kernel is, or when the layout's offset already has run-time
//! bits, as a thread's part has).
//!
//! The result's *kind* depends on the types alone, as in CuTe: whether the slice keeps the
//! swizzle or decays to a plain layout is decided by the kept layout (static), exactly as for a
//! static coordinate (`slice.rs`). What the run-time coordinate changes is which of the
//! swizzle's bits the offset has:
//! - the bits a run-time coordinate may set are CuTe's `MixedBits` flags `F`, the OR over the
//!   fixed part's leaves (through the `only_zy` projection) of `(s - 1) * d`; the other bits are
//!   the composed layout's static offset;
//! - a slice that keeps the swizzle carries the offset as a [`MixedBits<S, F>`](super::MixedBits);
//! - a slice that decays gets, for each of the swizzle's bits, a static stride where the bit it
//!   depends on is static, and a run-time stride (computed from the coordinate) where it is not.
//!
//! Coordinates whose integers are all run-time values (`usize`, [`Dyn`](crate::Dyn)) take this
//! path, and so do all-static ones into an offset with run-time bits (their bits join the
//! offset's static ones, and the coordinate adds no flags); all-static ones into a static
//! offset take `slice.rs`'s; a coordinate that mixes both kinds is refused (the choice is
//! `slice_by.rs`'s).

use core::ops::{Add, BitAnd, BitOr};

use typenum::{UTerm, Unsigned, B0, B1, U0};

use super::compose::{Composed, MakeComposed};
use super::project::SwizzledSlice;
use super::slice::{
    BitIndices, CheckedSlice, ClosedOf, DiceBits, FlagsOf, Higher, Idx, LParts, LinearSpans, Lower,
    LowestBit, OneStride, OnlyOf, Sliced, SwLinear, Twos, P, Y1, Z1,
};
use super::{BitMask, LowMask, MixedBits, ShiftSide, Swizzle, YyyOf, ZzzOf};
use crate::algebra::compose::Compose;
use crate::engine::expr::{Sym, Var};
use crate::engine::route::Emit;
use crate::list::{self, C, E};

// ---------------------------------------------------------------------------------------------
// The run-time bits
// ---------------------------------------------------------------------------------------------

/// What a slice reads of the composed layout's offset: its static bits and the mask of the bits
/// known at run time (none for a static offset; a [`MixedBits`]'s `F` for a layout already
/// sliced at a run-time coordinate, such as a thread's part). Its value is
/// [`ComposedOffset::value`](super::ComposedOffset::value).
pub trait OffsetBits: super::ComposedOffset {
    /// The static bits.
    type Static: Unsigned;
    /// The bits known at run time.
    type Flags: Unsigned;
    /// `B1` when the offset has bits known at run time only.
    type RunTime: typenum::Bit;
    /// The offset of this type whose value is `v` (its static bits are the type's).
    fn from_value(v: i64) -> Self;
}
impl OffsetBits for UTerm {
    type Static = UTerm;
    type Flags = UTerm;
    type RunTime = B0;
    #[inline(always)]
    fn from_value(_: i64) -> Self {
        UTerm
    }
}
impl<U, Bt> OffsetBits for typenum::UInt<U, Bt>
where
    U: Unsigned + Default + Copy + 'static,
    Bt: typenum::Bit + Default + Copy + 'static,
{
    type Static = Self;
    type Flags = UTerm;
    type RunTime = B0;
    #[inline(always)]
    fn from_value(_: i64) -> Self {
        Self::default()
    }
}
impl<S0: Unsigned + 'static, F0: Unsigned + 'static> OffsetBits for MixedBits<S0, F0> {
    type Static = S0;
    type Flags = F0;
    type RunTime = B1;
    #[inline(always)]
    fn from_value(v: i64) -> Self {
        MixedBits::new(v)
    }
}

/// The offset of a slice that keeps the swizzle: the layout's offset `Self` with the bits `F`
/// that the coordinate may set made run-time ones (CuTe's `offset ^ to_mixed_bits(..)`: a
/// static offset stays static where `F` is empty).
pub trait WithRunTimeBits<F> {
    type Output: OffsetBits;
}
impl<F, O: Unsigned> WithRunTimeBits<F> for O
where
    MixedBits<U0, F>: core::ops::BitXor<O>,
    <MixedBits<U0, F> as core::ops::BitXor<O>>::Output: OffsetBits,
{
    type Output = <MixedBits<U0, F> as core::ops::BitXor<O>>::Output;
}
impl<F, S0, F0> WithRunTimeBits<F> for MixedBits<S0, F0>
where
    MixedBits<S0, F0>: core::ops::BitXor<MixedBits<U0, F>>,
    <MixedBits<S0, F0> as core::ops::BitXor<MixedBits<U0, F>>>::Output: OffsetBits,
{
    type Output = <MixedBits<S0, F0> as core::ops::BitXor<MixedBits<U0, F>>>::Output;
}
/// The kept offset's type.
type KeptOf<O, F> = <O as WithRunTimeBits<F>>::Output;

/// The run-time bits of a slice's offset: the coordinate's `F` and the offset's own.
type AllFlags<O, F> = typenum::Or<F, <O as OffsetBits>::Flags>;
/// The static bits of a slice's offset.
type StaticBits<O> = <O as OffsetBits>::Static;

// ---------------------------------------------------------------------------------------------
// The decayed swizzle layout, with run-time strides where the offset's bits are
// ---------------------------------------------------------------------------------------------

/// The bit of the offset that the stride of swizzle bit `I` depends on: `Y << I` for the
/// variant `B1` (`±Z << I`), `Z << I` for `B0` (`(Y ± Z) << I`).
pub trait WatchedBit<Y, Z, I> {
    type Output;
}
impl<Y: core::ops::Shl<I>, Z, I> WatchedBit<Y, Z, I> for B1 {
    type Output = typenum::Shleft<Y, I>;
}
impl<Y, Z: core::ops::Shl<I>, I> WatchedBit<Y, Z, I> for B0 {
    type Output = typenum::Shleft<Z, I>;
}

/// The strides of the swizzle bits `I` of the list (variant `V`, first run-time variable
/// `Base`): [`OneStride`]'s static stride where the watched bit is outside the flags `F`, the
/// run-time leaf `Var<Base + I>` where it is inside.
pub trait RtStrides<Off, Y, Z, F, Base> {
    type Output;
}
impl<V, Off, Y, Z, F, Base> RtStrides<Off, Y, Z, F, Base> for (V, E) {
    type Output = E;
}
impl<V, I, IT, Off, Y, Z, F, Base> RtStrides<Off, Y, Z, F, Base> for (V, C<I, IT>)
where
    V: WatchedBit<Y, Z, I> + OneStride<Off, Y, Z, I>,
    F: BitAnd<<V as WatchedBit<Y, Z, I>>::Output>,
    typenum::And<F, <V as WatchedBit<Y, Z, I>>::Output>: typenum::IsEqual<UTerm>,
    Base: Add<I>,
    typenum::Eq<typenum::And<F, <V as WatchedBit<Y, Z, I>>::Output>, UTerm>:
        StaticOrVar<<V as OneStride<Off, Y, Z, I>>::Output, typenum::Sum<Base, I>>,
    (V, IT): RtStrides<Off, Y, Z, F, Base>,
{
    type Output = C<
        <typenum::Eq<typenum::And<F, <V as WatchedBit<Y, Z, I>>::Output>, UTerm> as StaticOrVar<
            <V as OneStride<Off, Y, Z, I>>::Output,
            typenum::Sum<Base, I>,
        >>::Output,
        <(V, IT) as RtStrides<Off, Y, Z, F, Base>>::Output,
    >;
}

/// `B1`: the static stride `St`; `B0`: the run-time variable `N`.
pub trait StaticOrVar<St, N> {
    type Output;
}
impl<St, N> StaticOrVar<St, N> for B1 {
    type Output = St;
}
impl<St, N> StaticOrVar<St, N> for B0 {
    type Output = Sym<Var<N>>;
}

type StridesLoRt<O, F, B, M, S> =
    <(Lower<B, M, S>, Idx<B>) as RtStrides<O, Y1<B, M, S>, Z1<B, M, S>, F, U0>>::Output;
type StridesHiRt<O, F, B, M, S> =
    <(Higher<B, M, S>, Idx<B>) as RtStrides<O, Y1<B, M, S>, Z1<B, M, S>, F, B>>::Output;
/// The engine form of `(2^M, (2,..), 2^(|S|-B), (2,..), 1) : (1, lo, 2^(M+B), hi,
/// 2^(M+B+|S|))`, the lower strides variables `0..B`, the higher ones `B..2B`.
type SwLayoutRt<O, F, B, M, S> =
    SwLinear<B, M, S, StridesLoRt<O, F, B, M, S>, StridesHiRt<O, F, B, M, S>>;
type DecayedRt<O, F, B, M, S, L, Crd> =
    <SwLayoutRt<O, F, B, M, S> as Compose<list::Repr<Sliced<L, Crd>>, SwizzledSlice>>::Output;

/// The value of the swizzle's strides in a decayed slice whose offset is `off` (CuTe's
/// `make_swizzle_strides`, both variants): the `B` lower strides, then the `B` higher ones.
fn swizzle_strides(b: u32, y: i64, z: i64, off: i64) -> [i64; 32] {
    let mut v = [0i64; 32];
    for i in 0..b as usize {
        let (yi, zi) = (y << i, z << i);
        let minus_z = if off & yi == 0 { zi } else { -zi };
        let y_z = if off & zi == 0 { yi + zi } else { yi - zi };
        // `lower` is the variant whose bits are lower: the one `Z < Y` uses for them.
        let (lo, hi) = if z < y {
            (minus_z, y_z)
        } else {
            (y_z, minus_z)
        };
        v[i] = lo;
        v[b as usize + i] = hi;
    }
    v
}

// ---------------------------------------------------------------------------------------------
// The slice
// ---------------------------------------------------------------------------------------------

/// `slice_and_offset(Crd, Sw o O o L)` for a coordinate `Crd` with run-time integers.
pub trait SwizzleSliceRt<O, L, Crd> {
    /// The sliced layout (composed or decayed).
    type Output: crate::AnyLayout;
    /// The slice at `crd` of the layout whose offset is `off`, and where it starts.
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64);
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<B, M, S, O, L, Crd> SwizzleSliceRt<O, L, Crd> for Swizzle<B, M, S>
where
    Swizzle<B, M, S>: CheckedSlice<L, Crd>,
    ClosedOf<Swizzle<B, M, S>, L, Crd>:
        ReduceRt<Swizzle<B, M, S>, O, L, Crd, FlagsOf<Swizzle<B, M, S>, L, Crd>>,
{
    type Output = <ClosedOf<Swizzle<B, M, S>, L, Crd> as ReduceRt<
        Swizzle<B, M, S>,
        O,
        L,
        Crd,
        FlagsOf<Swizzle<B, M, S>, L, Crd>,
    >>::Output;
    #[inline]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        <ClosedOf<Swizzle<B, M, S>, L, Crd> as ReduceRt<
            Swizzle<B, M, S>,
            O,
            L,
            Crd,
            FlagsOf<Swizzle<B, M, S>, L, Crd>,
        >>::run(crd, off)
    }
}

/// `slice_and_offset(Crd, Sw o O o L)` for a static coordinate `Crd` into a layout whose offset
/// `O` has run-time bits (CUTLASS's `tCsA(_, _, Int<0>{})` of a thread's part): the
/// coordinate's bits under the swizzle's masks are static, so they join the offset's static
/// bits (CuTe's `MixedBits ^ C<s>`), and the slice is the run-time one with no coordinate
/// flags: a decayed slice has static strides where the bit they watch is static.
pub trait SwizzleSliceMixed<O, L, Crd> {
    /// The sliced layout (composed or decayed).
    type Output: crate::AnyLayout;
    /// The slice at `crd` of the layout whose offset is `off`, and where it starts.
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64);
}

/// The offset's type once a static coordinate's bits are XORed into it.
type MovedBy<O, L, Crd, B, M, S> = typenum::Xor<O, OnlyOf<L, Crd, P<B, M, S>>>;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<B, M, S, O, L, Crd> SwizzleSliceMixed<O, L, Crd> for Swizzle<B, M, S>
where
    B: BitMask,
    S: ShiftSide<M, LowMask<B>>,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>>,
    Swizzle<B, M, S>: CheckedSlice<L, Crd>,
    L: LParts,
    Crd: list::Internal,
    list::Repr<Crd>: DiceBits<<L as LParts>::S, <L as LParts>::D, P<B, M, S>>,
    O: core::ops::BitXor<OnlyOf<L, Crd, P<B, M, S>>>,
    ClosedOf<Swizzle<B, M, S>, L, Crd>:
        ReduceRt<Swizzle<B, M, S>, MovedBy<O, L, Crd, B, M, S>, L, Crd, UTerm>,
{
    type Output = <ClosedOf<Swizzle<B, M, S>, L, Crd> as ReduceRt<
        Swizzle<B, M, S>,
        MovedBy<O, L, Crd, B, M, S>,
        L,
        Crd,
        UTerm,
    >>::Output;
    #[inline]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        // `off` is the offset's value before the coordinate moves it: the reduction XORs the
        // coordinate's bits in, as for a run-time coordinate.
        <ClosedOf<Swizzle<B, M, S>, L, Crd> as ReduceRt<
            Swizzle<B, M, S>,
            MovedBy<O, L, Crd, B, M, S>,
            L,
            Crd,
            UTerm,
        >>::run(crd, off)
    }
}

/// `B0`: the kept layout reaches a swizzle bit and its target, the swizzle stays with a
/// [`MixedBits`] offset; `B1`: the slice decays to a plain layout. `F`: the offset's run-time
/// bits.
pub trait ReduceRt<Sw, O, L, Crd, F> {
    type Output: crate::AnyLayout;
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64);
}

/// The fixed part's offset split, leaf by leaf, into the bits the swizzle reads or writes
/// (CuTe's `offset_only_zy` before the composed offset: the XOR of each leaf's `x & P`) and the
/// others (`offset_anti_zy`: the sum of each leaf's `x & !P`), `x = c * d` a leaf's part of the
/// offset. Leaves may reach the same bits (a tile wider than its tensor), so the split is per
/// leaf, not of the sum.
#[inline]
fn split<L: crate::SliceOp<Crd> + Default, Crd: Copy>(crd: &Crd, p: i64) -> (i64, i64) {
    let (mut only, mut anti) = (0i64, 0i64);
    L::default().slice_leaves(*crd, &mut |x| {
        only ^= x & p;
        anti = anti.wrapping_add(x & !p);
    });
    (only, anti)
}

impl<B, M, S, O, L, Crd, F> ReduceRt<Swizzle<B, M, S>, O, L, Crd, F> for B0
where
    B: BitMask,
    S: ShiftSide<M, LowMask<B>>,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>>,
    P<B, M, S>: Unsigned,
    O: WithRunTimeBits<F>,
    Swizzle<B, M, S>: MakeComposed<KeptOf<O, F>, Sliced<L, Crd>>,
    L: crate::SliceOp<Crd> + Default,
    Crd: Copy,
{
    type Output = Composed<Swizzle<B, M, S>, KeptOf<O, F>, Sliced<L, Crd>>;
    #[inline]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        let (only, anti) = split::<L, Crd>(crd, P::<B, M, S>::I64);
        // The kept offset's type says which bits are static; its value is the offset XOR the
        // coordinate's bits under the swizzle's masks.
        let kept = KeptOf::<O, F>::from_value(off ^ only);
        (
            <Swizzle<B, M, S> as MakeComposed<KeptOf<O, F>, Sliced<L, Crd>>>::with_offset(kept),
            anti,
        )
    }
}

impl<B, M, S, O, L, Crd, F> ReduceRt<Swizzle<B, M, S>, O, L, Crd, F> for B1
where
    B: BitMask + BitIndices + Unsigned,
    M: Unsigned,
    S: ShiftSide<M, LowMask<B>> + crate::int::StaticInt,
    YyyOf<B, M, S>: BitOr<ZzzOf<B, M, S>> + LowestBit,
    ZzzOf<B, M, S>: LowestBit,
    P<B, M, S>: Unsigned,
    Z1<B, M, S>: typenum::IsLess<Y1<B, M, S>>,
    Y1<B, M, S>: typenum::IsLess<Z1<B, M, S>>,
    O: OffsetBits,
    F: BitOr<O::Flags>,
    (Lower<B, M, S>, Idx<B>):
        RtStrides<StaticBits<O>, Y1<B, M, S>, Z1<B, M, S>, AllFlags<O, F>, U0>,
    (Higher<B, M, S>, Idx<B>):
        RtStrides<StaticBits<O>, Y1<B, M, S>, Z1<B, M, S>, AllFlags<O, F>, B>,
    Idx<B>: Twos,
    M: LinearSpans<B, S>,
    L: crate::SliceOp<Crd> + Default,
    Crd: Copy,
    Sliced<L, Crd>: list::Internal,
    SwLayoutRt<StaticBits<O>, AllFlags<O, F>, B, M, S>:
        Compose<list::Repr<Sliced<L, Crd>>, SwizzledSlice>,
    DecayedRt<StaticBits<O>, AllFlags<O, F>, B, M, S, L, Crd>: Emit,
    <DecayedRt<StaticBits<O>, AllFlags<O, F>, B, M, S, L, Crd> as Emit>::Public: crate::AnyLayout,
    Swizzle<B, M, S>: super::OuterFn,
{
    type Output = <DecayedRt<StaticBits<O>, AllFlags<O, F>, B, M, S, L, Crd> as Emit>::Public;
    #[inline]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        let (only, anti) = split::<L, Crd>(crd, P::<B, M, S>::I64);
        let off = off ^ only;
        let lowest = |m: i64| m & m.wrapping_neg();
        let (y, z) = (
            lowest(Swizzle::<B, M, S>::YYY_MASK),
            lowest(Swizzle::<B, M, S>::ZZZ_MASK),
        );
        let strides = swizzle_strides(B::U32, y, z, off);
        let layout = <DecayedRt<StaticBits<O>, AllFlags<O, F>, B, M, S, L, Crd> as Emit>::emit(
            &strides[..2 * B::USIZE],
        );
        (
            layout,
            <Swizzle<B, M, S> as super::OuterFn>::apply_to(off) + anti,
        )
    }
}
