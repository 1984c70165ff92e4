//! A leaf mode `N:R` of B against the coalesced A: CuTe's walk over A's modes, and the same
//! walk worked out for an A of two modes.

use core::marker::PhantomData;

use typenum::{Bit, B0, B1, U0, U1};

use super::{ComposeKind, FinishResult, ShapeDivisibility, StrideDivisibility};
use crate::algebra::coalesce::IsOne;
use crate::engine::arith::{
    Arith, IsStatic, LAbs, LCeilDiv, LDiv, LMin, LMul, LRem, LSignum, LeafClass, Pos, StaticEq,
    Unary,
};
use crate::engine::expr::{ops, Sym};
use crate::int::{CeilDiv, DivRem, Flag, If, IfThen, IntEq, IntLess, MagLess, StaticInt};
use crate::layout::{Layout, ZipModes};
use crate::list::{Apply2, Leaf, C, E};

/// A leaf mode `N:R` of B: a static `_0` stride gives `N:R`; a positive static stride with an
/// extent of at least `_2`, against a coalesced A of two modes whose first extent is a static
/// `_2` or more, takes [`TwoModes`]; otherwise the walk over A's modes.
impl<FS, FD, N, R, Op> ComposeKind<N, R, Op, Leaf> for Layout<FS, FD>
where
    R: LeafClass,
    N: LeafClass,
    FS: TwoStaticModes,
    (R::Stride, <N::StaticWide as Flag>::And<FS::Two>): LeafStride<Layout<FS, FD>, N, R, Op>,
{
    type Output = <(R::Stride, <N::StaticWide as Flag>::And<FS::Two>) as LeafStride<
        Layout<FS, FD>,
        N,
        R,
        Op,
    >>::Output;
}

/// `B1` for A's (coalesced, flat) shape of two modes whose first extent is a static `_2` or
/// more.
pub trait TwoStaticModes {
    /// The bit.
    type Two: Flag;
}

impl<H: LeafClass, S1> TwoStaticModes for C<H, C<S1, E>> {
    type Two = H::StaticWide;
}

macro_rules! not_two_modes {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> TwoStaticModes for $t {
            type Two = B0;
        }
    )*};
}
not_two_modes!([H] C<H, E>, [H, H1, H2, T] C<H, C<H1, C<H2, T>>>, [] E, [X] Sym<X>);
crate::arity::with_leaves_unbounded!(not_two_modes);

/// The rule for a leaf of B, by (B's stride as [`LeafClass`] classes it, `B1` when
/// [`TwoModes`] applies): `B1` as the stride is a static `_0`, `B0` is the walk.
pub trait LeafStride<A, N, R, Op> {
    /// The composed mode.
    type Output;
}

impl<A, N, R, Op, X> LeafStride<A, N, R, Op> for (B1, X) {
    type Output = Layout<N, R>;
}

/// A positive stride against two modes `S0:D0, S1:D1` of A whose first extent `S0` is a static
/// `_2` or more, with an extent `N >= 2` of B: CuTe's walk worked out for this case.
impl<S0, S1, D0, D1, N, R, Op> LeafStride<Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>, N, R, Op>
    for (Pos, B1)
where
    R: MagLess<S0, B0>,
    <R as MagLess<S0, B0>>::Output: TwoModes<S0, D0, D1, N, R, Op>,
{
    type Output = <<R as MagLess<S0, B0>>::Output as TwoModes<S0, D0, D1, N, R, Op>>::Output;
}

/// A positive stride in any other case, and a negative or run-time one: the walk.
macro_rules! walk_cases {
    ($($c:ty),*) => {$(
        impl<FS, FD, N, R, Op> LeafStride<Layout<FS, FD>, N, R, Op> for $c
        where
            B0: LeafStride<Layout<FS, FD>, N, R, Op>,
        {
            type Output = <B0 as LeafStride<Layout<FS, FD>, N, R, Op>>::Output;
        }
    )*};
}
walk_cases!((Pos, B0), (B0, B0), (B0, B1));

/// CuTe's walk for a leaf `N:R` of B (`N >= 2`, `R > 0` static) and two modes `S0:D0, S1:D1` of
/// a coalesced A (`S0 > 0` static), by `R < S0` (`Self`). The last mode's extent plays no part.
/// - `R >= S0` (`B0`): B steps past the first mode, which needs `R % S0 == 0` (CuTe's stride
///   condition); the result is `N:(R/S0 * D1)`.
/// - `R < S0` (`B1`): the first mode holds `K = ceil(S0 / R)` of B's elements. If `N <= K`, the
///   result is `N:(R * D0)`; otherwise `N % K == 0` must hold (CuTe's shape condition) and the
///   result is `(K, N/K):(R * D0, D1)` (the rest starts at stride 1 in the last mode).
pub trait TwoModes<S0, D0, D1, N, R, Op> {
    /// The composed mode.
    type Output;
}

impl<S0, D0, D1, N, R, Op> TwoModes<S0, D0, D1, N, R, Op> for B0
where
    R: DivRem<S0>,
    <R as DivRem<S0>>::Rem: IntEq<U0>,
    <<R as DivRem<S0>>::Rem as IntEq<U0>>::Output: StrideDivisibility<R, S0, Op>,
    <R as DivRem<S0>>::Quot: Arith<ops::Mul, D1>,
{
    type Output = Layout<N, LMul<<R as DivRem<S0>>::Quot, D1>>;
}

impl<S0, D0, D1, N, R, Op> TwoModes<S0, D0, D1, N, R, Op> for B1
where
    S0: CeilDiv<R>,
    <S0 as CeilDiv<R>>::Output: MagLess<N, B0>,
    <<S0 as CeilDiv<R>>::Output as MagLess<N, B0>>::Output:
        FirstHolds<<S0 as CeilDiv<R>>::Output, D0, D1, N, R, Op>,
{
    type Output = <<<S0 as CeilDiv<R>>::Output as MagLess<N, B0>>::Output as FirstHolds<
        <S0 as CeilDiv<R>>::Output,
        D0,
        D1,
        N,
        R,
        Op,
    >>::Output;
}

/// [`TwoModes`] with `R < S0`, by `K < N` (`Self`), `K = ceil(S0 / R)`.
pub trait FirstHolds<K, D0, D1, N, R, Op> {
    /// The composed mode.
    type Output;
}

/// All of B fits in the first mode.
impl<K, D0, D1, N, R: Arith<ops::Mul, D0>, Op> FirstHolds<K, D0, D1, N, R, Op> for B0 {
    type Output = Layout<N, LMul<R, D0>>;
}

/// B fills the first mode and goes on in the last one with stride 1.
impl<K, D0, D1, N, R, Op> FirstHolds<K, D0, D1, N, R, Op> for B1
where
    N: DivRem<K>,
    <N as DivRem<K>>::Rem: IntEq<U0>,
    <<N as DivRem<K>>::Rem as IntEq<U0>>::Output: ShapeDivisibility<N, K, Op>,
    R: Arith<ops::Mul, D0>,
    U1: Arith<ops::Mul, D1>,
{
    type Output = Layout<C<K, C<<N as DivRem<K>>::Quot, E>>, C<LMul<R, D0>, C<LMul<U1, D1>, E>>>;
}

// A is coalesced, so flat: its modes, zipped from its shape and stride as they are, are its
// leaves (no flattening needed).
impl<FS, FD, N, R, Op> LeafStride<Layout<FS, FD>, N, R, Op> for B0
where
    FS: ZipModes<FD>,
    <FS as ZipModes<FD>>::Output: Walk<St<E, E, N, R>, Op>,
{
    type Output = <<FS as ZipModes<FD>>::Output as Walk<St<E, E, N, R>, Op>>::Output;
}

/// The walk over the modes of A from state `State`: a [`Step`] for each mode but the last, then
/// [`Finalize`] with the last (the list's own recursion: no split into all-but-last and last,
/// no fold).
pub trait Walk<State, Op> {
    /// The composed mode.
    type Output;
}

impl<M, State: Finalize<M>, Op> Walk<State, Op> for C<M, E> {
    type Output = <State as Finalize<M>>::Output;
}

impl<M, M2, T, State, Op> Walk<State, Op> for C<M, C<M2, T>>
where
    Step<Op>: Apply2<State, M>,
    C<M2, T>: Walk<<Step<Op> as Apply2<State, M>>::Output, Op>,
{
    type Output = <C<M2, T> as Walk<<Step<Op> as Apply2<State, M>>::Output, Op>>::Output;
}

/// Fold state: result shape and stride so far, the rest extent `N` and rest stride `R` of B.
pub struct St<RS, RD, N, R>(PhantomData<(RS, RD, N, R)>);

/// One mode of A (all but the last) against the rest of a leaf mode of B.
pub struct Step<Op>(PhantomData<Op>);

/// `ceil_div(s, |r|)`: how much of B a mode of extent `s` holds.
pub type NextShape<S, R> = LCeilDiv<S, LAbs<R>>;
/// `ceil_div(|r|, s) * signum(r)`: B's stride past the mode.
pub type NextStride<S, R> = LMul<LCeilDiv<LAbs<R>, S>, LSignum<R>>;

impl<RS, RD, N, R, S, D, Op> Apply2<St<RS, RD, N, R>, Layout<S, D>> for Step<Op>
where
    S: Positive,
    R: Positive,
    (<S as Positive>::Output, <R as Positive>::Output): StepRule<St<RS, RD, N, R>, S, D, Op>,
{
    type Output = <(<S as Positive>::Output, <R as Positive>::Output) as StepRule<
        St<RS, RD, N, R>,
        S,
        D,
        Op,
    >>::Output;
}

/// `B1` for a static leaf greater than zero.
pub trait Positive {
    /// The bit.
    type Output;
}

impl Positive for typenum::UTerm {
    type Output = B0;
}

impl<U, X> Positive for typenum::UInt<U, X> {
    type Output = B1;
}

impl<U: typenum::Unsigned + typenum::NonZero> Positive for typenum::NInt<U> {
    type Output = B0;
}

impl<X> Positive for Sym<X> {
    type Output = B0;
}

/// One [`Step`], by (the mode's extent `S` is a positive static, B's rest stride `R` is one).
pub trait StepRule<St, S, D, Op> {
    /// The new state.
    type Output;
}

/// Both positive statics (the common case): one division `r / s` gives the stride condition
/// (`r % s == 0 || r < s`) and `ceil_div(r, s)`; one more gives `ceil_div(s, r)`.
impl<RS, RD, N, R, S, D, Op> StepRule<St<RS, RD, N, R>, S, D, Op> for (B1, B1)
where
    R: DivRem<S>,
    <R as DivRem<S>>::Rem: IntEq<U0>,
    <R as DivRem<S>>::Quot: IntEq<U0>,
    <<R as DivRem<S>>::Rem as IntEq<U0>>::Output:
        If<B1, <<R as DivRem<S>>::Quot as IntEq<U0>>::Output>,
    StrideOkBit<R, S>: StrideDivisibility<R, S, Op>,
    R: CeilDiv<S>,
    S: CeilDiv<R>,
    <S as CeilDiv<R>>::Output: LeafClass,
    N: LeafClass + Positive,
    (
        IsOne<<S as CeilDiv<R>>::Output>,
        IsOne<N>,
        <N as Positive>::Output,
    ): TakeStatic<St<RS, RD, N, R>, S, D, Op, <S as CeilDiv<R>>::Output, <R as CeilDiv<S>>::Output>,
{
    type Output = <(
        IsOne<<S as CeilDiv<R>>::Output>,
        IsOne<N>,
        <N as Positive>::Output,
    ) as TakeStatic<
        St<RS, RD, N, R>,
        S,
        D,
        Op,
        <S as CeilDiv<R>>::Output,
        <R as CeilDiv<S>>::Output,
    >>::Output;
}

/// [`Take`] after a positive-static step, by (next shape is `_1`, rest extent is `_1`, rest
/// extent is a positive static): with both extents positive statics, one division `n / part`
/// gives the new rest extent and CuTe's shape condition (`n % part == 0`).
pub trait TakeStatic<St, S, D, Op, NS, NR> {
    /// The new state.
    type Output;
}

impl<RS, RD, N, R, S, D, Op, NS, NR> TakeStatic<St<RS, RD, N, R>, S, D, Op, NS, NR> for (B0, B0, B1)
where
    NS: IntLess<N>,
    N: StaticInt,
    <NS as IntLess<N>>::Output: If<NS, N>,
    N: DivRem<IfThen<<NS as IntLess<N>>::Output, NS, N>>,
    <N as DivRem<IfThen<<NS as IntLess<N>>::Output, NS, N>>>::Rem: IntEq<U0>,
    <<N as DivRem<IfThen<<NS as IntLess<N>>::Output, NS, N>>>::Rem as IntEq<U0>>::Output:
        ShapeDivisibility<N, IfThen<<NS as IntLess<N>>::Output, NS, N>, Op>,
    R: Arith<ops::Mul, D>,
    RS: crate::list::Append<IfThen<<NS as IntLess<N>>::Output, NS, N>>,
    RD: crate::list::Append<LMul<R, D>>,
{
    type Output = St<
        crate::list::Snoc<RS, IfThen<<NS as IntLess<N>>::Output, NS, N>>,
        crate::list::Snoc<RD, LMul<R, D>>,
        <N as DivRem<IfThen<<NS as IntLess<N>>::Output, NS, N>>>::Quot,
        NR,
    >;
}

/// Every other branch: [`Take`] on the first two bits (a run-time rest extent, or nothing taken).
impl<RS, RD, N, R, S, D, Op, NS, NR, X, Y> TakeStatic<St<RS, RD, N, R>, S, D, Op, NS, NR>
    for (X, Y, B0)
where
    (X, Y): Take<St<RS, RD, N, R>, S, D, Op, NS, NR>,
{
    type Output = <(X, Y) as Take<St<RS, RD, N, R>, S, D, Op, NS, NR>>::Output;
}

macro_rules! take_general {
    ($($a:ident $b:ident),*) => {$(
        impl<RS, RD, N, R, S, D, Op, NS, NR> TakeStatic<St<RS, RD, N, R>, S, D, Op, NS, NR>
            for ($a, $b, B1)
        where
            ($a, $b): Take<St<RS, RD, N, R>, S, D, Op, NS, NR>,
        {
            type Output = <($a, $b) as Take<St<RS, RD, N, R>, S, D, Op, NS, NR>>::Output;
        }
    )*};
}
take_general!(B0 B1, B1 B0, B1 B1);

/// CuTe's stride condition `r % s == 0 || r < s` for positive statics (`r < s` is `r / s == 0`).
type StrideOkBit<R, S> = IfThen<
    <<R as DivRem<S>>::Rem as IntEq<U0>>::Output,
    B1,
    <<R as DivRem<S>>::Quot as IntEq<U0>>::Output,
>;

macro_rules! general_step {
    ($($a:ident $b:ident),*) => {$(
        /// A run-time, zero or negative leaf: the general arithmetic on leaves.
        impl<RS, RD, N, R, S, D, Op> StepRule<St<RS, RD, N, R>, S, D, Op> for ($a, $b)
        where
            S: IsStatic,
            R: IsStatic,
            (<S as IsStatic>::Output, <R as IsStatic>::Output): StrideOk<R, S>,
            <(<S as IsStatic>::Output, <R as IsStatic>::Output) as StrideOk<R, S>>::Output:
                StrideDivisibility<R, S, Op>,
            R: Unary<ops::Abs> + Unary<ops::Signum>,
            S: Arith<ops::CeilDiv, LAbs<R>>,
            LAbs<R>: Arith<ops::CeilDiv, S>,
            LCeilDiv<LAbs<R>, S>: Arith<ops::Mul, LSignum<R>>,
            NextShape<S, R>: LeafClass,
            N: LeafClass,
            (IsOne<NextShape<S, R>>, IsOne<N>):
                Take<St<RS, RD, N, R>, S, D, Op, NextShape<S, R>, NextStride<S, R>>,
        {
            type Output = <(IsOne<NextShape<S, R>>, IsOne<N>) as Take<
                St<RS, RD, N, R>,
                S,
                D,
                Op,
                NextShape<S, R>,
                NextStride<S, R>,
            >>::Output;
        }
    )*};
}
general_step!(B0 B0, B0 B1, B1 B0);

/// CuTe's stride divisibility condition, tested where both leaves are static:
/// `(static s, static r)` gives `B1` when `r % s == 0 || r < s`; otherwise `B1`.
pub trait StrideOk<R, S> {
    /// `B1` when the condition holds (or cannot be tested).
    type Output: Bit;
}

/// A condition on two leaves holds (`B1`) unless both are static: the run-time forms check it
/// when the values are known.
macro_rules! holds_unless_both_static {
    ($($check:ident),*) => {$(
        impl<X, Y> $check<X, Y> for (B0, B0) {
            type Output = B1;
        }
        impl<X, Y> $check<X, Y> for (B0, B1) {
            type Output = B1;
        }
        impl<X, Y> $check<X, Y> for (B1, B0) {
            type Output = B1;
        }
    )*};
}
holds_unless_both_static!(StrideOk, ShapeOk);

impl<R, S> StrideOk<R, S> for (B1, B1)
where
    R: Arith<ops::Rem, S> + IntLess<S>,
    S: StaticInt,
    LRem<R, S>: StaticEq<U0>,
    <LRem<R, S> as StaticEq<U0>>::Output: If<B1, <R as IntLess<S>>::Output>,
    IfThen<<LRem<R, S> as StaticEq<U0>>::Output, B1, <R as IntLess<S>>::Output>: Bit,
{
    type Output = IfThen<<LRem<R, S> as StaticEq<U0>>::Output, B1, <R as IntLess<S>>::Output>;
}

/// The branch of a step: (`ceil_div(s, |r|)` is `_1`, the rest extent is `_1`), given the
/// step's next shape `NS = ceil_div(s, |r|)` and next stride `NR = ceil_div(|r|, s) * signum(r)`.
pub trait Take<St, S, D, Op, NS, NR> {
    /// The new state.
    type Output;
}

/// Nothing of B is taken here: only the stride moves on.
macro_rules! skip {
    ($($a:ty, $b:ty);*) => {$(
        impl<RS, RD, N, R, S, D, Op, NS, NR> Take<St<RS, RD, N, R>, S, D, Op, NS, NR> for ($a, $b) {
            type Output = St<RS, RD, N, NR>;
        }
    )*};
}
skip!(B1, B0; B1, B1; B0, B1);

/// The part of B that the mode holds.
pub type Part<NS, N> = LMin<NS, N>;

impl<RS, RD, N, R, S, D, Op, NS, NR> Take<St<RS, RD, N, R>, S, D, Op, NS, NR> for (B0, B0)
where
    R: Arith<ops::Mul, D>,
    NS: Arith<ops::Min, N>,
    Part<NS, N>: IsStatic,
    N: IsStatic + Arith<ops::Div, Part<NS, N>>,
    (<Part<NS, N> as IsStatic>::Output, <N as IsStatic>::Output): ShapeOk<N, Part<NS, N>>,
    <(<Part<NS, N> as IsStatic>::Output, <N as IsStatic>::Output) as ShapeOk<
        N,
        Part<NS, N>,
    >>::Output: ShapeDivisibility<N, Part<NS, N>, Op>,
    RS: crate::list::Append<Part<NS, N>>,
    RD: crate::list::Append<LMul<R, D>>,
{
    type Output = St<
        crate::list::Snoc<RS, Part<NS, N>>,
        crate::list::Snoc<RD, LMul<R, D>>,
        LDiv<N, Part<NS, N>>,
        NR,
    >;
}

/// CuTe's shape divisibility condition where both are static: `n % k == 0`.
pub trait ShapeOk<N, K> {
    /// `B1` when the condition holds (or cannot be tested).
    type Output: Bit;
}

impl<N, K> ShapeOk<N, K> for (B1, B1)
where
    N: Arith<ops::Rem, K>,
    LRem<N, K>: StaticEq<U0>,
{
    type Output = <LRem<N, K> as StaticEq<U0>>::Output;
}

/// The result from the fold state and the last mode of A: nothing taken (`N:R*d`), all taken
/// (the modes so far, unwrapped), or the modes so far and the rest.
pub trait Finalize<Last> {
    /// The composed mode.
    type Output;
}

impl<RS, RD, N, R, LS, LD> Finalize<Layout<LS, LD>> for St<RS, RD, N, R>
where
    R: Arith<ops::Mul, LD>,
    N: LeafClass,
    RS: FinishResult<RD, N, LMul<R, LD>, IsOne<N>>,
{
    type Output = <RS as FinishResult<RD, N, LMul<R, LD>, IsOne<N>>>::Output;
}
