//! Our check beyond CuTe's: a composition `A o B` of two layouts (and a `logical_divide` by a
//! layout, which composes `A` with one) must satisfy `R(c) == A(B(c))` for every coordinate.
//!
//! CuTe 4.2's static checks let through inputs whose printed result breaks that
//! post-condition (cutlass#3177). CuTe composes each leaf `n:r` of `B` with the coalesced `A`
//! separately and adds the results, so the result is `A o B` exactly when
//! 1. no leaf steps past a mode of `A` (extent `s`) with a stride `r` that does not divide `s`
//!    (the walk would skip offsets `A` has), and
//! 2. the leaves of `B` together stay inside every mode of `A` but the last: the largest
//!    coordinates they reach in a mode, summed, stay below its extent (otherwise `A` would
//!    carry into the next mode where the sum of the parts does not).
//!
//! This module checks both where the values involved are static, as a walk over each leaf of
//! `B` beside the composition itself (the composition's own shortcuts stay as they are). A leaf
//! stops being checked at the first run-time value it meets; the `try_` forms check those at
//! run time ([`PostCheck`](crate::engine::route::PostCheck)).

use typenum::{NInt, NonZero, UInt, UTerm, Unsigned, B0, B1, U0, U1};

use crate::algebra::coalesce::{Coalescer, FlatPairs, IsOne};
use crate::engine::arith::LeafClass;
use crate::engine::expr::Sym;
use crate::int::{CeilDiv, DivRem, IntEq, MagLess, UMul};
use crate::layout::{Layout, ZipModes};
use crate::list::{InitLast, C, E};

/// The top-level check of `A o Self` for the tiler `Self` (engine forms), reported under `Op`:
/// a layout is checked, every other tiler is CuTe's (nothing more to check).
pub trait TopExact<A, Op> {}

impl<A, BS, BD, Op> TopExact<A, Op> for Layout<BS, BD>
where
    A: Coalescer<B1>,
    <A as Coalescer<B1>>::Output: ExactFor<Layout<BS, BD>, Op>,
{
}

macro_rules! not_checked {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__A, __Op, $($g)*> TopExact<__A, __Op> for $t {}
    )*};
}
not_checked!([] E, [H, T] C<H, T>, [] crate::tuple::Underscore, [X] Sym<X>);
crate::arity::with_leaves_unbounded!(not_checked);

/// The check of `Self o B` for a coalesced (so flat) `Self`, by its shape's constructor: a
/// single mode needs none, two modes (the usual matrix) have their first as the only inner
/// mode, more are split by [`InitLast`].
pub trait ExactFor<B, Op> {}

macro_rules! single_mode {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__D, __Tiler, __Op, $($g)*> ExactFor<__Tiler, __Op> for Layout<$t, __D> {}
    )*};
}
single_mode!([X] Sym<X>, [] E, [H] C<H, E>);
crate::arity::with_leaves_unbounded!(single_mode);

impl<S0, S1, D0, D1, B, Op> ExactFor<B, Op> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>> where
    C<Layout<S0, D0>, E>: InnerModes<B, Op>
{
}

// `Self` is coalesced, so flat: its modes, zipped from its shape and stride as they are, are
// its leaves (no flattening needed).
impl<S0, S1, S2, ST, D, B, Op> ExactFor<B, Op> for Layout<C<S0, C<S1, C<S2, ST>>>, D>
where
    C<S0, C<S1, C<S2, ST>>>: ZipModes<D>,
    <C<S0, C<S1, C<S2, ST>>> as ZipModes<D>>::Output: InitLast,
    <<C<S0, C<S1, C<S2, ST>>> as ZipModes<D>>::Output as InitLast>::Init: InnerModes<B, Op>,
{
}

/// The modes of `A` but the last (`Self`) against the leaves of `B`: with none, `A` is a single
/// mode and every composition with it is exact.
pub trait InnerModes<B, Op> {}

impl<B, Op> InnerModes<B, Op> for E {}

impl<H, T, BS: FlatPairs<BD>, BD, Op> InnerModes<Layout<BS, BD>, Op> for C<H, T>
where
    <BS as FlatPairs<BD>>::Output: SumUsage<C<H, T>, Op, E>,
    <<BS as FlatPairs<BD>>::Output as SumUsage<C<H, T>, Op, E>>::Output: UsageFits<C<H, T>, Op>,
{
}

/// The sum `Acc` plus the usages of the leaves `Self` of `B` (each the list of the largest
/// coordinates it reaches in the modes `M` of `A`), added from the first leaf to the last.
pub trait SumUsage<M, Op, Acc> {
    /// The sum.
    type Output;
}

impl<M, Op, Acc> SumUsage<M, Op, Acc> for E {
    type Output = Acc;
}

impl<N, R, T, M, Op, Acc> SumUsage<M, Op, Acc> for C<Layout<N, R>, T>
where
    R: LeafStart<N, M, Op>,
    <R as LeafStart<N, M, Op>>::Usage: AddUsage<Acc>,
    T: SumUsage<M, Op, <<R as LeafStart<N, M, Op>>::Usage as AddUsage<Acc>>::Output>,
{
    type Output = <T as SumUsage<
        M,
        Op,
        <<R as LeafStart<N, M, Op>>::Usage as AddUsage<Acc>>::Output,
    >>::Output;
}

/// The usage of the leaf `N:Self` over the modes `M`, by the stride's constructor: a zero or
/// run-time stride is not walked (a zero stride reaches offset 0 only), a negative one walks
/// with its magnitude; a run-time extent `N` is not walked either.
pub trait LeafStart<N, M, Op> {
    /// The largest coordinate reached in each mode of `M`, as far as known.
    type Usage;
}

impl<N, M, Op> LeafStart<N, M, Op> for UTerm {
    type Usage = E;
}

impl<X, N, M, Op> LeafStart<N, M, Op> for Sym<X> {
    type Usage = E;
}

impl<U, B, N, M: Walk<N, Self, Op>, Op> LeafStart<N, M, Op> for UInt<U, B> {
    type Usage = <M as Walk<N, Self, Op>>::Usage;
}

impl<U: Unsigned + NonZero, N, M: Walk<N, U, Op>, Op> LeafStart<N, M, Op> for NInt<U> {
    type Usage = <M as Walk<N, U, Op>>::Usage;
}

/// The walk of one leaf (rest extent `N`, rest stride magnitude `R > 0`) over the modes `Self`
/// of `A`; it ends at the first run-time extent, of `A` or of the leaf.
pub trait Walk<N, R, Op> {
    /// The largest coordinate reached in each mode.
    type Usage;
}

impl<N, R, Op> Walk<N, R, Op> for E {
    type Usage = E;
}

impl<N, R, X, D, T, Op> Walk<N, R, Op> for C<Layout<Sym<X>, D>, T> {
    type Usage = E;
}

impl<X, R, S: Unsigned + NonZero, D, T, Op> Walk<Sym<X>, R, Op> for C<Layout<S, D>, T> {
    type Usage = E;
}

impl<NU, NB, R, SU, SB, D, T, Op> Walk<UInt<NU, NB>, R, Op> for C<Layout<UInt<SU, SB>, D>, T>
where
    R: MagLess<UInt<SU, SB>, B0>,
    <R as MagLess<UInt<SU, SB>, B0>>::Output: Step<UInt<NU, NB>, R, UInt<SU, SB>, T, Op>,
{
    type Usage = <<R as MagLess<UInt<SU, SB>, B0>>::Output as Step<
        UInt<NU, NB>,
        R,
        UInt<SU, SB>,
        T,
        Op,
    >>::Usage;
}

/// One mode of extent `S` against the rest `N:R` of the leaf, by `R < S`: `B0`, the leaf jumps
/// over the mode (stride `ceil(R / S)` after it, nothing used here); `B1`, it takes `K` of the
/// mode's coordinates.
pub trait Step<N, R, S, T, Op> {
    /// The usage from this mode on.
    type Usage;
}

impl<N, R, S, T, Op> Step<N, R, S, T, Op> for B0
where
    R: CeilDiv<S>,
    T: Walk<N, <R as CeilDiv<S>>::Output, Op>,
{
    type Usage = C<U0, <T as Walk<N, <R as CeilDiv<S>>::Output, Op>>::Usage>;
}

impl<N, R, S, T, Op> Step<N, R, S, T, Op> for B1
where
    N: LeafClass,
    IsOne<N>: Take<N, R, S, T, Op>,
{
    type Usage = <IsOne<N> as Take<N, R, S, T, Op>>::Usage;
}

/// Taking from a mode, by `N == 1` (`B1`: nothing of the leaf is left).
pub trait Take<N, R, S, T, Op> {
    /// The usage from this mode on.
    type Usage;
}

impl<N, R, S, T, Op> Take<N, R, S, T, Op> for B1 {
    type Usage = E;
}

/// `K = min(ceil(S / R), N)` coordinates of the mode are used, the largest `(K - 1) * R`; if
/// the leaf goes on past the mode (`K < N`), `R` must divide `S`; the rest `N / K` goes on at
/// stride 1.
impl<N, R, S, T, Op> Take<N, R, S, T, Op> for B0
where
    S: CeilDiv<R>,
    <S as CeilDiv<R>>::Output: MagLess<N, B0>,
    <<S as CeilDiv<R>>::Output as MagLess<N, B0>>::Output:
        TakeAll<N, R, S, T, Op, <S as CeilDiv<R>>::Output>,
{
    type Usage = <<<S as CeilDiv<R>>::Output as MagLess<N, B0>>::Output as TakeAll<
        N,
        R,
        S,
        T,
        Op,
        <S as CeilDiv<R>>::Output,
    >>::Usage;
}

/// By `ceil(S / R) < N` (`B1`: the leaf takes the whole mode, `K = ceil(S / R)`, and goes on;
/// `B0`: it ends here, `K = N`).
pub trait TakeAll<N, R, S, T, Op, K> {
    /// The usage from this mode on.
    type Usage;
}

impl<N, R, S, T, Op, K> TakeAll<N, R, S, T, Op, K> for B0
where
    N: core::ops::Sub<B1>,
    typenum::Sub1<N>: UMul<R>,
{
    type Usage = C<<typenum::Sub1<N> as UMul<R>>::Output, E>;
}

impl<N, R, S, T, Op, K> TakeAll<N, R, S, T, Op, K> for B1
where
    S: DivRem<R>,
    <S as DivRem<R>>::Rem: IntEq<U0>,
    <<S as DivRem<R>>::Rem as IntEq<U0>>::Output: StepsPastMode<R, S, Op>,
    K: core::ops::Sub<B1>,
    typenum::Sub1<K>: UMul<R>,
    N: DivRem<K>,
    T: Walk<<N as DivRem<K>>::Quot, U1, Op>,
{
    type Usage = C<
        <typenum::Sub1<K> as UMul<R>>::Output,
        <T as Walk<<N as DivRem<K>>::Quot, U1, Op>>::Usage,
    >;
}

/// Elementwise sum of two usage lists; `E` is all zeros.
pub trait AddUsage<Rhs> {
    /// The sum.
    type Output;
}

impl<Rhs> AddUsage<Rhs> for E {
    type Output = Rhs;
}

impl<H, T> AddUsage<E> for C<H, T> {
    type Output = C<H, T>;
}

impl<H: core::ops::Add<RH>, T: AddUsage<RT>, RH, RT> AddUsage<C<RH, RT>> for C<H, T> {
    type Output = C<typenum::Sum<H, RH>, T::Output>;
}

/// Every summed usage is below the extent of its mode.
pub trait UsageFits<M, Op> {}

impl<M, Op> UsageFits<M, Op> for E {}

impl<H, T, S, D, MT, Op> UsageFits<C<Layout<S, D>, MT>, Op> for C<H, T>
where
    H: MagLess<S, B0>,
    <H as MagLess<S, B0>>::Output: ModesDoNotOverflow<H, S, Op>,
    T: UsageFits<MT, Op>,
{
}

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// Ours: stepping past a mode of A needs a stride that divides it.
    #[diagnostic::on_unimplemented(
        message = "{Op}: stride divisibility: in a composition A o B, B steps past a mode of A of extent {S} with stride {T}, which does not divide it",
        label = "the result would not be A o B (CuTe 4.2 accepts this and prints a wrong layout, cutlass#3177)",
        note = "B may leave a mode of A (extent s) only with a stride t where s % t == 0",
        note = "A o B is the composition the operation performs: composition(A, B) itself; a divide, A o (B, complement(B)); a product, complement(A, size(A) * cosize(B)) o B, so that there A is the complement of the first operand",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    check StepsPastMode<T, S>;

    /// Ours: B's modes together must fit inside each mode of A.
    #[diagnostic::on_unimplemented(
        message = "{Op}: in a composition A o B, the modes of B together reach coordinate {U} of a mode of A whose extent is {S}",
        label = "the result would not be A o B (CuTe 4.2 accepts this and prints a wrong layout, cutlass#3177)",
        note = "the offsets that B's modes add up to must not carry across a mode of A",
        note = "A o B is the composition the operation performs: composition(A, B) itself; a divide, A o (B, complement(B)); a product, complement(A, size(A) * cosize(B)) o B, so that there A is the complement of the first operand",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    check ModesDoNotOverflow<U, S>;
});
