//! Complement: the layout of the offsets below a cotarget that a layout does not reach.

use core::ops::{Add, Sub};

use crate::int::{IsEqual, IsLessOrEqual};
use typenum::{B0, B1, U0, U1};

use crate::algebra::coalesce::detail::Coalescer;
use crate::int::{Ceil, CeilDiv, If, IfThen, StaticInt};
use crate::layout::{Layout, Modes, ModesOf};
use crate::list::{self, Product, ProductOf, Snoc, C, E};

/// The one-argument form of [`Complement`]: the cotarget is `cosize(filter(A))`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OwnCosize;

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
    message = "complement: cannot complement `{Self}` in `{M}`",
    note = "the cotarget is an extent (`U24`) or a shape; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails",
    note = "typenum writes integers in binary, most significant bit innermost: UInt<UInt<UTerm, B1>, B0> is 2, UInt<UInt<UInt<UTerm, B1>, B1>, B0> is 6"
)]
pub trait ComplementOp<M = OwnCosize>: crate::algebra::sealed::Sealed {
    /// The complement.
    type Output: crate::AnyLayout;
    /// CuTe's `complement(self, cotarget)` as a value (a static layout's result is its
    /// zero-sized value; run-time leaves never panic: a division by zero gives 0).
    fn complement(self, cotarget: M) -> Self::Output;
    /// `complement`, with its run-time arithmetic checked.
    fn try_complement(self, cotarget: M) -> Result<Self::Output, crate::dynamic::Error>;
}

/// `complement(A, M)`, or `complement(A)` without `M`.
///
/// The resolved layout, as a type; [`ComplementOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(Complement::<layout!(4:2), shape!(24)>::default().to_string(), "(_2,_3):(_1,_8)");
/// assert_eq!(Complement::<layout!((2,3):(0,1)), shape!((8,6))>::default().to_string(), "_18:_3");
/// ```
pub type Complement<A, M = OwnCosize> = <A as ComplementOp<M>>::Output;

internal_op!(
    ComplementOp<_>,
    complement / try_complement,
    complement,
    ComplementIn
);

pub(crate) mod detail {
    use super::*;

    /// CuTe's `filter`: zero-stride modes get extent 1, then coalesce.
    pub trait Filter {
        type Output;
    }

    impl<S: FilterZeros<D>, D> Filter for Layout<S, D>
    where
        Layout<S::Output, D>: Coalescer<B0>,
    {
        type Output = <Layout<S::Output, D> as Coalescer<B0>>::Output;
    }

    pub type Filtered<L> = <L as Filter>::Output;

    /// The shape `Self` with extent 1 where the stride `D` is 0.
    pub trait FilterZeros<D> {
        type Output;
    }

    crate::arity::for_unsigned!([__D: StaticInt] FilterZeros<__D> where [<__D as StaticInt>::Mag: IsEqual<U0>, crate::int::Eq<<__D as StaticInt>::Mag, U0>: If<U1, Self>] {
        type Output = IfThen<crate::int::Eq<<__D as StaticInt>::Mag, U0>, U1, Self>;
    });

    impl FilterZeros<E> for E {
        type Output = E;
    }

    impl<H: FilterZeros<DH>, T: FilterZeros<DT>, DH, DT> FilterZeros<C<DH, DT>> for C<H, T> {
        type Output = C<H::Output, T::Output>;
    }

    /// `1 + sum((s - 1) * |d|)` as a typenum type.
    pub trait CosizeT {
        type Output;
    }

    impl<S: CoSumT<D>, D> CosizeT for Layout<S, D>
    where
        S::Output: Add<U1>,
    {
        type Output = typenum::Sum<S::Output, U1>;
    }

    pub trait CoSumT<D> {
        type Output;
    }

    impl<U: typenum::Unsigned, B: typenum::Bit, D: StaticInt> CoSumT<D> for typenum::UInt<U, B>
    where
        typenum::UInt<U, B>: Sub<B1>,
        typenum::Sub1<typenum::UInt<U, B>>: crate::int::MulFast<D::Mag>,
    {
        type Output = crate::int::MulUnsigned<typenum::Sub1<typenum::UInt<U, B>>, D::Mag>;
    }

    impl CoSumT<E> for E {
        type Output = U0;
    }

    impl<H: CoSumT<DH>, T: CoSumT<DT>, DH, DT> CoSumT<C<DH, DT>> for C<H, T>
    where
        H::Output: Add<T::Output>,
    {
        type Output = typenum::Sum<H::Output, T::Output>;
    }

    /// `complement(Self, M)` on internal forms.
    pub trait ComplementIn<M, Op = crate::algebra::compose::op::complement> {
        type Output;
    }

    impl<L: Filter, M, Op> ComplementIn<M, Op> for L
    where
        M: Cotarget<Filtered<L>>,
        Filtered<L>: ComplementFiltered<M::Output, Op>,
    {
        type Output = <Filtered<L> as ComplementFiltered<M::Output, Op>>::Output;
    }

    /// The cotarget a complement of the filtered layout `F` covers: [`OwnCosize`] is `F`'s
    /// cosize, any other is itself (its checks come after).
    pub trait Cotarget<F> {
        type Output;
    }

    impl<F: CosizeT> Cotarget<F> for OwnCosize {
        type Output = F::Output;
    }

    crate::arity::for_leaves!([F] Cotarget<F> { type Output = Self; });

    impl<F> Cotarget<F> for E {
        type Output = E;
    }

    impl<F, H, T> Cotarget<F> for C<H, T> {
        type Output = C<H, T>;
    }

    impl<F, S, D> Cotarget<F> for Layout<S, D> {
        type Output = Layout<S, D>;
    }

    impl<F> Cotarget<F> for crate::tiler::Underscore {
        type Output = crate::tiler::Underscore;
    }

    /// CuTe's `detail::complement` of a filtered layout.
    #[diagnostic::on_unimplemented(
        message = "{Op}: cannot complement `{Self}` (after filtering its zero strides)",
        label = "complement orders the modes by stride and needs non-negative strides",
        note = "cute-layout's list form: C<head, tail>, E = end; NInt<..> is a negative stride",
        note = "typenum writes integers in binary, most significant bit innermost: UInt<UInt<UTerm, B1>, B0> is 2, UInt<UInt<UInt<UTerm, B1>, B1>, B0> is 6"
    )]
    pub trait ComplementFiltered<M, Op> {
        type Output;
    }

    // A leaf stride: zero (only offset 0 is reached) or a single mode.
    impl<S, M, Op> ComplementFiltered<M, Op> for Layout<S, typenum::UTerm>
    where
        B1: LeafComplement<S, typenum::UTerm, M, Op>,
    {
        type Output = <B1 as LeafComplement<S, typenum::UTerm, M, Op>>::Output;
    }

    impl<S, U, B, M, Op> ComplementFiltered<M, Op> for Layout<S, typenum::UInt<U, B>>
    where
        B0: LeafComplement<S, typenum::UInt<U, B>, M, Op>,
    {
        type Output = <B0 as LeafComplement<S, typenum::UInt<U, B>, M, Op>>::Output;
    }

    impl<S, U: typenum::Unsigned + typenum::NonZero, M, Op> ComplementFiltered<M, Op>
        for Layout<S, typenum::NInt<U>>
    where
        typenum::NInt<U>: NonNegative<Op>,
    {
        // Reported by the check; `1:0` keeps whatever follows free of further errors.
        type Output = Layout<U1, U0>;
    }

    impl<H, T, DH, DT, M, Op> ComplementFiltered<M, Op> for Layout<C<H, T>, C<DH, DT>>
    where
        Layout<C<H, T>, C<DH, DT>>: Modes,
        ModesOf<Layout<C<H, T>, C<DH, DT>>>: Loop<M, E, C<U1, E>, One, Op>,
    {
        type Output =
            <ModesOf<Layout<C<H, T>, C<DH, DT>>> as Loop<M, E, C<U1, E>, One, Op>>::Output;
    }

    /// `B1`: the stride is 0, the complement is the column-major layout of `size(M)`.
    pub trait LeafComplement<S, D, M, Op> {
        type Output;
    }

    impl<S, D, M: Product, Op> LeafComplement<S, D, M, Op> for B1
    where
        ProductOf<M>: IsEqual<U1>,
        crate::int::Eq<ProductOf<M>, U1>: If<Layout<U1, U0>, Layout<ProductOf<M>, U1>>,
    {
        type Output =
            IfThen<crate::int::Eq<ProductOf<M>, U1>, Layout<U1, U0>, Layout<ProductOf<M>, U1>>;
    }

    impl<S, D, M, Op> LeafComplement<S, D, M, Op> for B0
    where
        C<Layout<S, D>, E>: Loop<M, E, C<U1, E>, One, Op>,
    {
        type Output = <C<Layout<S, D>, E> as Loop<M, E, C<U1, E>, One, Op>>::Output;
    }

    /// The fold of CuTe's complement over the remaining modes `Self` (smallest stride first):
    /// result shape `RS`, result stride `RD`, last result stride `Last`.
    pub trait Loop<M, RS, RD, Last, Op> {
        type Output;
    }

    /// The span the last mode `S:D` reaches, `S * |D|`.
    type Span<S, D> = crate::int::MulUnsigned<S, <D as StaticInt>::Mag>;
    /// What is left of the cotarget `M` above that span (CuTe's `shape_div`, rounding up).
    type RestOf<M, S, D> = <M as CeilDivBy<Span<S, D>>>::Output;
    /// The stride of the closing mode: 0 when nothing is left, else the span.
    type RestStride<M, S, D> =
        IfThen<crate::int::Eq<ProductOf<RestOf<M, S, D>>, U1>, U0, Span<S, D>>;
    /// The complement before coalescing: the modes so far, this one, and the closing mode.
    type Closed<M, RS, RD, S, D, Last> = Layout<
        C<Snoc<RS, NewExtent<D, Last>>, C<ProductOf<RestOf<M, S, D>>, E>>,
        C<RD, C<RestStride<M, S, D>, E>>,
    >;

    impl<S, D: StaticInt, M, RS, RD, Last, Op> Loop<M, RS, RD, Last, Op> for C<Layout<S, D>, E>
    where
        D: NonNegative<Op>,
        D::Mag: DivBy<Last>,
        S: crate::int::MulFast<D::Mag>,
        <D::Mag as DivBy<Last>>::Output: crate::int::IsNotEqual<U0>,
        crate::int::NotEq<<D::Mag as DivBy<Last>>::Output, U0>:
            Injective<D, Last, Op> + If<<D::Mag as DivBy<Last>>::Output, U1>,
        RS: list::Append<NewExtent<D, Last>>,
        M: CeilDivBy<Span<S, D>>,
        RestOf<M, S, D>: Product,
        ProductOf<RestOf<M, S, D>>: IsEqual<U1>,
        crate::int::Eq<ProductOf<RestOf<M, S, D>>, U1>: If<U0, Span<S, D>>,
        Closed<M, RS, RD, S, D, Last>: Coalescer<B0>,
    {
        type Output = <Closed<M, RS, RD, S, D, Last> as Coalescer<B0>>::Output;
    }

    impl<H, H2, T, M, RS, RD, Last, Op> Loop<M, RS, RD, Last, Op> for C<H, C<H2, T>>
    where
        C<H, C<H2, T>>: ExtractMin,
        <C<H, C<H2, T>> as ExtractMin>::Min: MinStep<Last, Op>,
        RS: list::Append<<<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Shape>,
        RD: list::Append<<<C<H, C<H2, T>> as ExtractMin>::Min as MinStep<Last, Op>>::Stride>,
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

    /// The new extent `D / Last`; 1 where it would be 0, which the injectivity check reports
    /// (so a rejected complement has no zero extent to divide by afterwards).
    pub type NewExtent<D, Last> = IfThen<
        crate::int::NotEq<<<D as StaticInt>::Mag as DivBy<Last>>::Output, U0>,
        <<D as StaticInt>::Mag as DivBy<Last>>::Output,
        U1,
    >;

    /// The first "last result stride" of the complement fold: 1, kept symbolic so that no
    /// arithmetic on it is ever attempted for generic operands.
    pub struct One;

    /// `Self / Last` (`Self` when `Last` is [`One`]).
    pub trait DivBy<Last> {
        type Output;
    }

    impl<X> DivBy<One> for X {
        type Output = X;
    }

    impl<X: crate::int::DivRem<typenum::UInt<U, B>>, U, B> DivBy<typenum::UInt<U, B>> for X {
        type Output = crate::int::Quotient<X, typenum::UInt<U, B>>;
    }

    /// For the mode `s:d` of smallest stride: new shape `d / last` (must not be 0), new stride
    /// `d * s`.
    pub trait MinStep<Last, Op> {
        type Shape;
        type Stride;
    }

    impl<S, D: StaticInt, Last, Op> MinStep<Last, Op> for Layout<S, D>
    where
        D: NonNegative<Op>,
        D::Mag: DivBy<Last>,
        S: crate::int::MulFast<D::Mag>,
        <D::Mag as DivBy<Last>>::Output: crate::int::IsNotEqual<U0>,
        crate::int::NotEq<<D::Mag as DivBy<Last>>::Output, U0>:
            Injective<D, Last, Op> + If<<D::Mag as DivBy<Last>>::Output, U1>,
    {
        type Shape = NewExtent<D, Last>;
        type Stride = crate::int::MulUnsigned<S, D::Mag>;
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
        D::Mag: IsLessOrEqual<<<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag>,
        crate::int::LeEq<D::Mag, <<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag>: If<Layout<S, D>, <C<H2, T> as ExtractMin>::Min>
            + If<C<H2, T>, C<Layout<S, D>, <C<H2, T> as ExtractMin>::Rest>>,
    {
        type Min = IfThen<
            crate::int::LeEq<D::Mag, <<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag>,
            Layout<S, D>,
            <C<H2, T> as ExtractMin>::Min,
        >;
        type Rest = IfThen<
            crate::int::LeEq<D::Mag, <<C<H2, T> as ExtractMin>::Min as StrideMag>::Mag>,
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

    /// CuTe's `ceil_div(M, n)` for a shape or extent `Self`, mode by mode.
    pub trait CeilDivBy<N> {
        type Output;
    }

    crate::arity::for_unsigned!([__N] CeilDivBy<__N> where [Self: CeilDiv<__N>] {
        type Output = Ceil<Self, __N>;
    });

    impl<N> CeilDivBy<N> for E {
        type Output = E;
    }

    impl<H, T, N> CeilDivBy<N> for C<H, T>
    where
        H: CeilDivBy<N> + Product,
        N: CeilDiv<ProductOf<H>>,
        T: CeilDivBy<Ceil<N, ProductOf<H>>>,
    {
        type Output =
            C<<H as CeilDivBy<N>>::Output, <T as CeilDivBy<Ceil<N, ProductOf<H>>>>::Output>;
    }

    impl<S, D, N> CeilDivBy<N> for Layout<S, D>
    where
        B0: CotargetIsShape<Layout<S, D>, crate::algebra::compose::op::complement>,
    {
        type Output = E;
    }

    /// Strides of a complemented layout must not be negative.
    pub trait NonNegative<Op> {}
    crate::arity::for_unsigned!([__Op] NonNegative<__Op> {});
    impl<U: typenum::Unsigned + typenum::NonZero, Op> NonNegative<Op> for typenum::NInt<U> where
        B0: StrideNonNegative<Self, Op>
    {
    }

    cute_layout_macros::op_checks! {
        ops crate::algebra::compose::op [complement, logical_product, zipped_product, tiled_product, flat_product, blocked_product, raked_product, logical_divide, zipped_divide, tiled_divide, flat_divide, composition, coalesce_by];

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
    }
}

impl crate::mixed::route::AllStatic for OwnCosize {
    type Output = typenum::B1;
}

impl<St> crate::mixed::route::Number<St> for OwnCosize {
    type Repr = OwnCosize;
    type Next = St;
}

impl crate::mixed::route::Gather for OwnCosize {
    #[inline(always)]
    fn gather(&self, _: &mut [i64], at: usize) -> usize {
        at
    }
}
