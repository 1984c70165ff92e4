//! Complement: the layout of the offsets below a cotarget that a layout does not reach.
//!
//! Complement with run-time leaves (the run-time engine's `complement`): filter, then order the
//! modes by stride. Ordering needs static strides, so a run-time stride is allowed only when
//! the filtered layout has a single mode (CuTe's "Dynamic-stride complement only for rank-1
//! layouts", a compile error here too).

use crate::algebra::coalesce::{Coalescer, FlatPairs, IsOne};
use crate::algebra::op;
use crate::engine::arith::{
    Arith, IsStatic, LAbs, LAdd, LCeilDiv, LDiv, LMul, LSub, LeafClass, StaticEq, Unary,
};
use crate::engine::expr::{ops, Sym};
use crate::engine::route::{MixedEngine, PostCheck};
use crate::int::{If, IfThen, MagLess, StaticInt};
use crate::layout::{AnyLayout, Layout, ZipModes};
use crate::list::{Apply2, Fold, Kind, Leaf, Len, Node, Snoc, C, E};
use crate::tuple::IntTupleValue;
use core::ops::Not;
use cute_layout_dynamic::Error;
use typenum::{Bit, B0, B1, U0, U1};

/// The one-argument form of [`Complement`]: the cotarget is `cosize(filter(A))`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OwnCosize;

operation! {
    /// CuTe's `complement(a, cotarget)`: the layout `R` of the offsets in `[0, cotarget)` that `A`
    /// does not reach, so that `(A, R)` covers the cotarget. `M` is an extent, or a shape (CuTe
    /// divides a shape cotarget mode by mode); `Complement<A>` uses `cosize(filter(A))`.
    ///
    /// Post-conditions (CuTe's): `size(R) >= cotarget / size(filter(A))`; `R(i) < R(i+1)`
    /// (ordered); `R(i) != A(j)` for `i >= 1` and every `j` (disjoint from `A`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = Complement<layout!((2,2):(1,6)), shape!(24)>;
    /// assert_eq!(R::default().to_string(), "(_3,_2):(_2,_12)");
    /// type One = Complement<layout!(4:2)>;
    /// assert_eq!(One::default().to_string(), "_2:_1");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "complement: cannot complement the layout in this cotarget (in generic code, add the bound `ComplementOp<M>`)",
        note = "the cotarget is an extent (`U24`) or a shape; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails",
        note = "typenum writes integers in binary, most significant bit innermost: UInt<UInt<UTerm, B1>, B0> is 2, UInt<UInt<UInt<UTerm, B1>, B1>, B0> is 6"
    )]
    pub trait ComplementOp<M = OwnCosize> {
        fn complement(self, cotarget) / try_complement -> "complement";
    }
    /// `complement(A, M)`, or `complement(A)` without `M`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// assert_eq!(Complement::<layout!(4:2), shape!(24)>::default().to_string(), "(_2,_3):(_1,_8)");
    /// assert_eq!(Complement::<layout!((2,3):(0,1)), shape!((8,6))>::default().to_string(), "_18:_3");
    /// ```
    pub type Complement<A, M>;
}

// ---------------------------------------------------------------------------------------------
// The algorithm
// ---------------------------------------------------------------------------------------------
/// `complement(Self, M)` on engine forms: `M` an extent leaf, a shape (cons list), or
/// [`OwnCosize`] (the cosize of the filtered layout); errors are reported under `Op`.
pub trait ComplementOf<M, Op = op::complement> {
    /// The complement.
    type Output;
}

impl<S, D, M, Op> ComplementOf<M, Op> for Layout<S, D>
where
    D: ZeroMask<S>,
    Layout<<D as ZeroMask<S>>::Output, D>: Coalescer<B0>,
    M: CotargetFor<Filtered<S, D>>,
    Filtered<S, D>: ComplementFiltered<<M as CotargetFor<Filtered<S, D>>>::Output, Op>,
{
    type Output = <Filtered<S, D> as ComplementFiltered<
        <M as CotargetFor<Filtered<S, D>>>::Output,
        Op,
    >>::Output;
}

impl<S, D, M> MixedEngine<Layout<S, D>, M> for op::complement
where
    Layout<S, D>: ComplementOf<M, op::complement>,
{
    type Output = <Layout<S, D> as ComplementOf<M, op::complement>>::Output;
}

/// CuTe's `filter(S:D)`: modes of static stride `_0` get extent `_1`, then coalesce.
pub type Filtered<S, D> = <Layout<<D as ZeroMask<S>>::Output, D> as Coalescer<B0>>::Output;

/// The shape `S` with extent `_1` where the stride `Self` is a static `_0`.
pub trait ZeroMask<S> {
    /// The masked shape.
    type Output;
}

// By the stride's constructor: a static `_0` masks the extent, any other stride keeps it.
impl<S> ZeroMask<S> for typenum::UTerm {
    type Output = U1;
}

impl<U, X, S> ZeroMask<S> for typenum::UInt<U, X> {
    type Output = S;
}

impl<N: typenum::Unsigned + typenum::NonZero, S> ZeroMask<S> for typenum::NInt<N> {
    type Output = S;
}

impl<X, S> ZeroMask<S> for Sym<X> {
    type Output = S;
}

impl ZeroMask<E> for E {
    type Output = E;
}

impl<DH: ZeroMask<SH>, DT: ZeroMask<ST>, SH, ST> ZeroMask<C<SH, ST>> for C<DH, DT> {
    type Output = C<DH::Output, DT::Output>;
}

/// The cotarget: `Self`, or for [`OwnCosize`] the cosize of the filtered layout `F`.
pub trait CotargetFor<F> {
    /// The cotarget.
    type Output;
}

crate::arity::for_leaves_unbounded!([__F] CotargetFor<__F> { type Output = Self; });

impl<X, F> CotargetFor<F> for Sym<X> {
    type Output = Self;
}

/// A layout is no cotarget: CuTe's complement takes an extent or a shape.
impl<S, D, F> CotargetFor<F> for Layout<S, D>
where
    B0: CotargetIsShape<Layout<S, D>, op::complement>,
{
    type Output = E;
}

impl<F> CotargetFor<F> for E {
    type Output = E;
}

impl<H, T, F> CotargetFor<F> for C<H, T> {
    type Output = Self;
}

impl<FS: FlatPairs<FD>, FD> CotargetFor<Layout<FS, FD>> for OwnCosize
where
    <FS as FlatPairs<FD>>::Output: Fold<CoSumF, U0>,
    <<FS as FlatPairs<FD>>::Output as Fold<CoSumF, U0>>::Output: Arith<ops::Add, U1>,
{
    type Output = LAdd<<<FS as FlatPairs<FD>>::Output as Fold<CoSumF, U0>>::Output, U1>;
}

/// `cosize(L)` of an engine layout: `1 + sum((s - 1) * |d|)`, static where CuTe's is.
pub type CosizeOf<L> = <OwnCosize as CotargetFor<L>>::Output;

/// `acc + (s - 1) * |d|`, CuTe's cosize term by term.
pub struct CoSumF;

impl<Acc, S, D> Apply2<Acc, Layout<S, D>> for CoSumF
where
    S: Arith<ops::Sub, U1>,
    D: Unary<ops::Abs>,
    LSub<S, U1>: Arith<ops::Mul, LAbs<D>>,
    Acc: Arith<ops::Add, LMul<LSub<S, U1>, LAbs<D>>>,
{
    type Output = LAdd<Acc, LMul<LSub<S, U1>, LAbs<D>>>;
}

/// CuTe's `complement` of a filtered (coalesced) layout, by the kind of its stride.
pub trait ComplementFiltered<M, Op> {
    /// The complement.
    type Output;
}

impl<FS, FD: Kind, M, Op> ComplementFiltered<M, Op> for Layout<FS, FD>
where
    Layout<FS, FD>: ComplementKind<M, Op, FD::Kind>,
{
    type Output = <Layout<FS, FD> as ComplementKind<M, Op, FD::Kind>>::Output;
}

/// [`ComplementFiltered`] by the kind of the stride.
pub trait ComplementKind<M, Op, K> {
    /// The complement.
    type Output;
}

/// One mode: a static `_0` stride reaches offset 0 only (the complement is the column-major
/// layout of the cotarget); otherwise its stride, static or not, closes the complement.
impl<FS, FD, M, Op> ComplementKind<M, Op, Leaf> for Layout<FS, FD>
where
    FD: StaticEq<U0>,
    <FD as StaticEq<U0>>::Output: LeafComplement<FS, FD, M, Op>,
{
    type Output = <<FD as StaticEq<U0>>::Output as LeafComplement<FS, FD, M, Op>>::Output;
}

/// Branch on a static `_0` stride (`B1`).
pub trait LeafComplement<S, D, M, Op> {
    /// The complement.
    type Output;
}

impl<S, D, M, Op> LeafComplement<S, D, M, Op> for B1
where
    M: CoalesceShape,
    <M as CoalesceShape>::Output: CompactLeft<U1>,
{
    type Output = Layout<
        <M as CoalesceShape>::Output,
        <<M as CoalesceShape>::Output as CompactLeft<U1>>::Stride,
    >;
}

impl<S, D, M, Op> LeafComplement<S, D, M, Op> for B0
where
    Layout<S, D>: Close<M, E, C<U1, E>, U1, Op>,
{
    type Output = <Layout<S, D> as Close<M, E, C<U1, E>, U1, Op>>::Output;
}

/// Several modes: every stride must be static.
impl<FS, FD, M, Op> ComplementKind<M, Op, Node> for Layout<FS, FD>
where
    FD: AllStaticLeaves,
    <FD as AllStaticLeaves>::Output: SeveralModes<Layout<FS, FD>, M, Op>,
{
    type Output = <<FD as AllStaticLeaves>::Output as SeveralModes<Layout<FS, FD>, M, Op>>::Output;
}

/// `B1` when every leaf of a flat list is static.
pub trait AllStaticLeaves {
    /// The bit.
    type Output: Bit;
}

impl AllStaticLeaves for E {
    type Output = B1;
}

impl<H: IsStatic, T: AllStaticLeaves> AllStaticLeaves for C<H, T>
where
    H::Output: If<T::Output, B0>,
    IfThen<H::Output, T::Output, B0>: Bit,
{
    type Output = IfThen<H::Output, T::Output, B0>;
}

/// Branch on static strides (`B1`) for a layout of several modes.
pub trait SeveralModes<F, M, Op> {
    /// The complement.
    type Output;
}

impl<FS, FD: Len, M, Op> SeveralModes<Layout<FS, FD>, M, Op> for B0
where
    M: RankCheck<<FD as Len>::Output, Op>,
{
    // Reported by the check; `_1:_0` keeps whatever follows free of further errors.
    type Output = Layout<U1, U0>;
}

// The filtered layout is coalesced, so flat: its modes, zipped from its shape and stride as
// they are, are its leaves (no flattening needed).
impl<FS, FD, M, Op> SeveralModes<Layout<FS, FD>, M, Op> for B1
where
    FS: ZipModes<FD>,
    <FS as ZipModes<FD>>::Output: Loop<M, E, C<U1, E>, U1, Op>,
{
    type Output = <<FS as ZipModes<FD>>::Output as Loop<M, E, C<U1, E>, U1, Op>>::Output;
}

/// The rank check, selected by the cotarget `Self`: with one impl per cotarget constructor, a
/// method call (`a.complement(m)`, whose `m` the compiler infers after choosing the method)
/// reaches the check only once the cotarget is known, and reports the check's own message.
pub trait RankCheck<R, Op> {}

crate::arity::for_leaves!([__R, __Op] RankCheck<__R, __Op> where [B0: DynamicStrideRank1<__R, __Op>] {});

impl<Y, R, Op> RankCheck<R, Op> for Sym<Y> where B0: DynamicStrideRank1<R, Op> {}

impl<R, Op> RankCheck<R, Op> for E where B0: DynamicStrideRank1<R, Op> {}

impl<H, T, R, Op> RankCheck<R, Op> for C<H, T> where B0: DynamicStrideRank1<R, Op> {}

impl<R, Op> RankCheck<R, Op> for OwnCosize where B0: DynamicStrideRank1<R, Op> {}

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// CuTe rejects a run-time stride in a complement of a layout that has several modes after
    /// filtering: ordering the modes by stride needs the strides at compile time.
    #[diagnostic::on_unimplemented(
        message = "{Op}: dynamic-stride complement is only for rank-1 layouts: the layout to complement has {R} modes after filtering, and a run-time stride",
        label = "CuTe's static_assert: Dynamic-stride complement only for rank-1 layouts",
        note = "complement orders the modes by stride at compile time: make the strides static (typenum integers), or give the layout a single mode once its stride-0 and size-1 modes are dropped",
        note = "Num<N> is the number N"
    )]
    check DynamicStrideRank1<R>;
});

/// The loop of CuTe's complement over the modes `Self` not yet taken (all strides static):
/// result shape `RS`, result stride `RD`, last result stride `Last`.
pub trait Loop<M, RS, RD, Last, Op> {
    /// The complement.
    type Output;
}

impl<H, M, RS, RD, Last, Op> Loop<M, RS, RD, Last, Op> for C<H, E>
where
    H: Close<M, RS, RD, Last, Op>,
{
    type Output = H::Output;
}

impl<H, H2, T, M, RS, RD, Last, Op> Loop<M, RS, RD, Last, Op> for C<H, C<H2, T>>
where
    C<H, C<H2, T>>: ExtractMin,
    <C<H, C<H2, T>> as ExtractMin>::Min: MinStep<Last, Op>,
    RS: crate::list::Append<<<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Shape>,
    RD: crate::list::Append<<<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Stride>,
    <C<H, C<H2, T>> as ExtractMin>::Rest: Loop<
        M,
        Snoc<RS, <<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Shape>,
        Snoc<RD, <<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Stride>,
        <<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Stride,
        Op,
    >,
{
    type Output = <<C<H, C<H2, T>> as ExtractMin>::Rest as Loop<
        M,
        Snoc<RS, <<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Shape>,
        Snoc<RD, <<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Stride>,
        <<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Stride,
        Op,
    >>::Output;
}

/// The new extent `d / last` of the mode `s:d`; a static `_0` is CuTe's non-injective error.
pub type NewExtent<D, Last> = LDiv<D, Last>;

/// For the mode `s:d` of smallest stride: new extent `d / last`, new stride `d * s`.
pub trait MinStep<Last, Op> {
    /// The new extent.
    type Shape;
    /// The new stride.
    type Stride;
}

impl<S, D, Last, Op> MinStep<Last, Op> for Layout<S, D>
where
    D: NonNegative<Op>,
    Checked<D, Op>: Arith<ops::Div, Last> + Arith<ops::Mul, S>,
    NewExtent<Checked<D, Op>, Last>: StaticEq<U0>,
    <NewExtent<Checked<D, Op>, Last> as StaticEq<U0>>::Output: Not,
    <<NewExtent<Checked<D, Op>, Last> as StaticEq<U0>>::Output as Not>::Output:
        Injective<D, Last, Op>,
    <NewExtent<Checked<D, Op>, Last> as StaticEq<U0>>::Output:
        If<U1, NewExtent<Checked<D, Op>, Last>>,
{
    // `_1` where the check fails, so that nothing after it divides by a static `_0`.
    type Shape = IfThen<
        <NewExtent<Checked<D, Op>, Last> as StaticEq<U0>>::Output,
        U1,
        NewExtent<Checked<D, Op>, Last>,
    >;
    type Stride = LMul<Checked<D, Op>, S>;
}

/// The last mode `s:d` closes the complement: its extent, then the rest of the cotarget above
/// `d * s` (coalesced, column-major from there), and the whole coalesced.
pub trait Close<M, RS, RD, Last, Op> {
    /// The complement.
    type Output;
}

/// What is left of the cotarget above the span `d * s`.
pub type RestShape<M, Span> = <<M as CeilDivT<Span>>::Output as CoalesceShape>::Output;

impl<S, D, M, RS, RD, Last, Op> Close<M, RS, RD, Last, Op> for Layout<S, D>
where
    Layout<S, D>: MinStep<Last, Op>,
    M: CeilDivT<Span<S, D, Last, Op>>,
    <M as CeilDivT<Span<S, D, Last, Op>>>::Output: CoalesceShape,
    RestShape<M, Span<S, D, Last, Op>>: CompactLeft<Span<S, D, Last, Op>>,
    RS: crate::list::Append<<Layout<S, D> as MinStep<Last, Op>>::Shape>,
    Layout<
        C<
            Snoc<RS, <Layout<S, D> as MinStep<Last, Op>>::Shape>,
            C<RestShape<M, Span<S, D, Last, Op>>, E>,
        >,
        C<
            RD,
            C<<RestShape<M, Span<S, D, Last, Op>> as CompactLeft<Span<S, D, Last, Op>>>::Stride, E>,
        >,
    >: Coalescer<B0>,
{
    type Output = <Layout<
        C<
            Snoc<RS, <Layout<S, D> as MinStep<Last, Op>>::Shape>,
            C<RestShape<M, Span<S, D, Last, Op>>, E>,
        >,
        C<
            RD,
            C<<RestShape<M, Span<S, D, Last, Op>> as CompactLeft<Span<S, D, Last, Op>>>::Stride, E>,
        >,
    > as Coalescer<B0>>::Output;
}

/// The span `d * s` of the last mode `s:d` (its new stride, [`MinStep`]).
pub type Span<S, D, Last, Op> = <Layout<S, D> as MinStep<Last, Op>>::Stride;

impl<X, Op> NonNegative<Op> for Sym<X> {
    type Checked = Self;
}

// ---------------------------------------------------------------------------------------------
// IntTuple helpers: ceil_div by an integer, coalesce of a shape, column-major strides
// ---------------------------------------------------------------------------------------------

/// CuTe's `ceil_div(Self, n)` for a shape or an extent `Self`, mode by mode: each mode takes
/// what the previous ones leave of `n`.
pub trait CeilDivT<N> {
    /// The quotient, congruent with `Self`.
    type Output;
}

crate::arity::for_leaves_unbounded!([__N] CeilDivT<__N> where [Self: Arith<ops::CeilDiv, __N>] {
    type Output = LCeilDiv<Self, __N>;
});

impl<X, N> CeilDivT<N> for Sym<X>
where
    Sym<X>: Arith<ops::CeilDiv, N>,
{
    type Output = LCeilDiv<Self, N>;
}

impl<N> CeilDivT<N> for E {
    type Output = E;
}

impl<H, T, N> CeilDivT<N> for C<H, T>
where
    H: CeilDivT<N> + ProductM,
    N: Arith<ops::CeilDiv, <H as ProductM>::Output>,
    T: CeilDivT<LCeilDiv<N, <H as ProductM>::Output>>,
{
    type Output = C<
        <H as CeilDivT<N>>::Output,
        <T as CeilDivT<LCeilDiv<N, <H as ProductM>::Output>>>::Output,
    >;
}

/// The product of the leaves, static where every leaf is (`_1 * ...` from the left).
pub trait ProductM {
    /// The product.
    type Output;
}

crate::arity::for_leaves_unbounded!([] ProductM { type Output = Self; });

impl<X> ProductM for Sym<X> {
    type Output = Self;
}

impl ProductM for E {
    type Output = U1;
}

impl<H, T> ProductM for C<H, T>
where
    C<H, T>: Fold<ProductF, U1>,
{
    type Output = <C<H, T> as Fold<ProductF, U1>>::Output;
}

/// `acc * product(x)`
pub struct ProductF;

impl<Acc, X: ProductM> Apply2<Acc, X> for ProductF
where
    Acc: Arith<ops::Mul, X::Output>,
{
    type Output = LMul<Acc, X::Output>;
}

/// CuTe's `coalesce` of a shape: the leaves, with neighbours of the same static-ness
/// multiplied together; a single leaf when one is left.
pub trait CoalesceShape {
    /// The coalesced shape.
    type Output;
}

// A leaf (the usual cotarget: an extent) is its own coalesced shape.
crate::arity::for_leaves_unbounded!([] CoalesceShape { type Output = Self; });

impl<X> CoalesceShape for Sym<X> {
    type Output = Self;
}

impl CoalesceShape for E {
    type Output = E;
}

impl<H, T> CoalesceShape for C<H, T>
where
    C<H, T>: crate::list::FlattenToList,
    <C<H, T> as crate::list::FlattenToList>::Output: MergeStart,
    <<C<H, T> as crate::list::FlattenToList>::Output as MergeStart>::Output: UnwrapOne,
{
    type Output =
        <<<C<H, T> as crate::list::FlattenToList>::Output as MergeStart>::Output as UnwrapOne>::Output;
}

/// The leaves of a flat list, with neighbours of the same static-ness multiplied together
/// (from the left: `(a * b) * c`).
pub trait MergeStart {
    /// The merged leaves.
    type Output;
}

impl MergeStart for E {
    type Output = E;
}

impl<H, T: MergeRun<H>> MergeStart for C<H, T> {
    type Output = T::Output;
}

/// [`MergeStart`] of the leaves `Self` after the leaf `Cur` (the product of the run so far):
/// the list is walked once from the front, its result built on the way back.
pub trait MergeRun<Cur> {
    /// The merged leaves, `Cur`'s first.
    type Output;
}

impl<Cur> MergeRun<Cur> for E {
    type Output = C<Cur, E>;
}

impl<Cur: IsStatic, X: IsStatic, T> MergeRun<Cur> for C<X, T>
where
    (Cur::Output, X::Output): Merge<Cur, X, T>,
{
    type Output = <(Cur::Output, X::Output) as Merge<Cur, X, T>>::Output;
}

/// Branch of [`MergeRun`] on the static-ness of the run's product `Cur` and the next leaf `X`.
pub trait Merge<Cur, X, T> {
    /// The merged leaves.
    type Output;
}

impl<Cur: Arith<ops::Mul, X>, X, T: MergeRun<LMul<Cur, X>>> Merge<Cur, X, T> for (B1, B1) {
    type Output = <T as MergeRun<LMul<Cur, X>>>::Output;
}

impl<Cur: Arith<ops::Mul, X>, X, T: MergeRun<LMul<Cur, X>>> Merge<Cur, X, T> for (B0, B0) {
    type Output = <T as MergeRun<LMul<Cur, X>>>::Output;
}

impl<Cur, X, T: MergeRun<X>> Merge<Cur, X, T> for (B1, B0) {
    type Output = C<Cur, <T as MergeRun<X>>::Output>;
}

impl<Cur, X, T: MergeRun<X>> Merge<Cur, X, T> for (B0, B1) {
    type Output = C<Cur, <T as MergeRun<X>>::Output>;
}

/// A one-element list becomes its element; others stay.
pub trait UnwrapOne {
    /// The result.
    type Output;
}

impl UnwrapOne for E {
    type Output = E;
}

impl<H> UnwrapOne for C<H, E> {
    type Output = H;
}

impl<H, H2, T> UnwrapOne for C<H, C<H2, T>> {
    type Output = Self;
}

/// CuTe's column-major strides of the shape `Self`, from `Cur`: a static `_1` extent gets the
/// stride `_0`, every other extent the product of those before it.
pub trait CompactLeft<Cur> {
    /// The strides.
    type Stride;
    /// The stride after this shape.
    type Next;
}

/// A leaf extent.
macro_rules! compact_leaf {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__Cur, $($g)*> CompactLeft<__Cur> for $t
        where
            $t: LeafClass,
            IsOne<$t>: CompactBranch<$t, __Cur>,
        {
            type Stride = <IsOne<$t> as CompactBranch<$t, __Cur>>::Stride;
            type Next = <IsOne<$t> as CompactBranch<$t, __Cur>>::Next;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(compact_leaf);
compact_leaf!([X] Sym<X>);

/// Branch of [`CompactLeft`] on a static `_1` extent (`B1`).
pub trait CompactBranch<X, Cur> {
    /// The stride.
    type Stride;
    /// The next stride.
    type Next;
}

impl<X, Cur> CompactBranch<X, Cur> for B1 {
    type Stride = U0;
    type Next = Cur;
}

impl<X, Cur: Arith<ops::Mul, X>> CompactBranch<X, Cur> for B0 {
    type Stride = Cur;
    type Next = LMul<Cur, X>;
}

impl<Cur> CompactLeft<Cur> for E {
    type Stride = E;
    type Next = Cur;
}

impl<H: CompactLeft<Cur>, T: CompactLeft<H::Next>, Cur> CompactLeft<Cur> for C<H, T> {
    type Stride = C<H::Stride, T::Stride>;
    type Next = T::Next;
}

// ---------------------------------------------------------------------------------------------
// The run-time engine's checks in `try_complement`
// ---------------------------------------------------------------------------------------------

/// A public cotarget as the run-time engine sees it (`None` for [`OwnCosize`]).
pub trait CotargetValue {
    /// The cotarget value.
    fn cotarget(&self) -> Option<cute_layout_dynamic::IntTuple>;
}

impl<T: IntTupleValue> CotargetValue for T {
    fn cotarget(&self) -> Option<cute_layout_dynamic::IntTuple> {
        Some(self.to_dynamic_value())
    }
}

impl CotargetValue for OwnCosize {
    fn cotarget(&self) -> Option<cute_layout_dynamic::IntTuple> {
        None
    }
}

/// `try_complement` also runs the run-time engine's checks (positive cotarget, non-negative
/// strides, injectivity where it is decidable).
impl<L: AnyLayout, M: CotargetValue, O> PostCheck<L, M, O> for op::complement {
    fn post_check(l: &L, m: &M, _: &O) -> Result<(), Error> {
        let c = m.cotarget();
        cute_layout_dynamic::algebra::complement(&l.as_dynamic()?, c.as_ref()).map(drop)
    }
}

/// The mode of smallest stride (the first of equals) and the other modes in order.
pub trait ExtractMin {
    type Min;
    type Rest;
}

impl<H> ExtractMin for C<H, E> {
    type Min = H;
    type Rest = E;
}

impl<S, D: StaticInt, H2, T> ExtractMin for C<Layout<S, D>, C<H2, T>>
where
    C<H2, T>: ExtractMin,
    <C<H2, T> as ExtractMin>::Min: StrideMag,
    D::Mag: MagLess<<<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag, B1>,
    <D::Mag as MagLess<<<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag, B1>>::Output: If<Layout<S, D>, <C<H2, T> as ExtractMin>::Min>
        + If<C<H2, T>, C<Layout<S, D>, <C<H2, T> as ExtractMin>::Rest>>,
{
    type Min = IfThen<
        <D::Mag as MagLess<<<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag, B1>>::Output,
        Layout<S, D>,
        <C<H2, T> as ExtractMin>::Min,
    >;
    type Rest = IfThen<
        <D::Mag as MagLess<<<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag, B1>>::Output,
        C<H2, T>,
        C<Layout<S, D>, <C<H2, T> as ExtractMin>::Rest>,
    >;
}

pub trait StrideMag {
    type Mag;
}

impl<S, D: StaticInt> StrideMag for Layout<S, D> {
    type Mag = D::Mag;
}

/// Strides of a complemented layout must not be negative.
pub trait NonNegative<Op> {
    /// The stride, or its magnitude where it is negative: that is an error already, and the
    /// rest of the operation goes on with a valid number so that it adds no other error.
    type Checked;
}
/// A stride as the complement goes on with it ([`NonNegative`]).
pub type Checked<D, Op> = <D as NonNegative<Op>>::Checked;
crate::arity::for_unsigned!([__Op] NonNegative<__Op> { type Checked = Self; });
impl<U: typenum::Unsigned + typenum::NonZero, Op> NonNegative<Op> for typenum::NInt<U>
where
    B0: StrideNonNegative<Self, Op>,
{
    type Checked = U;
}

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// CuTe's "Non-injective Layout detected in complement".
    #[diagnostic::on_unimplemented(
        message = "{Op}: the layout to complement is not injective: stride {D} falls inside the {Last} offsets its smaller modes already span",
        label = "CuTe rejects this: non-injective layout detected in complement",
        note = "taken in order of stride, each mode's stride must be at least the span of the modes before it",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    check Injective<D, Last>;

    /// The cotarget of a complement is an extent or a shape.
    #[diagnostic::on_unimplemented(
        message = "{Op}: the cotarget {M} is not an extent or a shape",
        label = "the cotarget is what the complement must cover: an integer, or a shape",
        note = "Num<N> is the number N"
    )]
    check CotargetIsShape<M>;

    /// Complement orders the modes by stride: strides must not be negative.
    #[diagnostic::on_unimplemented(
        message = "{Op}: the stride {D} is negative",
        label = "complement orders the modes of the layout by stride and needs non-negative strides",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    check StrideNonNegative<D>;
});

impl crate::tuple::AllStatic for OwnCosize {
    type Output = typenum::B1;
}

impl<St> crate::engine::route::Number<St> for OwnCosize {
    type Repr = OwnCosize;
    type Next = St;
}

impl crate::engine::route::Gather for OwnCosize {
    #[inline(always)]
    fn gather(&self, _: &mut [i64], at: usize) -> usize {
        at
    }
}
