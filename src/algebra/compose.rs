//! Composition: `R = A o B`, with `R(c) == A(B(c))` for every coordinate `c` of `B`.

use core::ops::{Add, BitOr, Mul, Sub};

use crate::int::{IsEqual, IsLess};
use typenum::{B0, B1, U0, U1};

use crate::algebra::coalesce::{detail::Coalescer, CoalesceX};
use crate::int::{
    Ceil, CeilDiv, DivRem, IntMul, MulSigned, Quotient, Remainder, Signed, SignedMag, StaticInt,
};
use crate::layout::{Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{
    self, Append, Apply2, Fold, InitLast, Kind, Leaf, Node, Public, Snoc, Unwrap, ZipWith, C, E,
};
use crate::tiler::Underscore;

/// CuTe's `composition(a, b)`: the layout `R = A o B` with `R(c) == A(B(c))` for every
/// coordinate `c` of `B`, and `compatible(B, R)`.
///
/// `B` may be a layout, an extent `n` (the layout `n:1`), or a tuple of tilers applied to the
/// modes of `A` one by one (a shape `(U3, U8)` is such a tuple); a tuple keeps only the modes of
/// `A` it covers. CuTe's post-conditions:
/// `compatible(B, R)` and `R(c) == A(B(c))` for all `c` in the domain of `B`.
///
/// When `B` is a layout, the composition is accepted exactly when these post-conditions hold
/// by construction: CuTe 4.2 also accepts some inputs whose strides do not divide and prints a
/// layout that is not `A o B` (cutlass#3177); this crate refuses them. Tilers and extents are
/// checked as CuTe 4.2 checks them.
///
/// ```
/// use cute_layout::prelude::*;
/// type R = Composition<layout!((6,2):(8,2)), layout!((4,3):(3,1))>;
/// assert_eq!(R::default().to_string(), "((_2,_2),_3):((_24,_2),_8)");
/// type T = Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>;
/// assert_eq!(T::default().to_string(), "(_3,(_2,_4)):(_236,(_26,_1))");
/// ```
#[diagnostic::on_unimplemented(
    message = "composition: cannot compose `{Self}` with `{B}`",
    note = "B must be a layout, an extent, or a tuple of at most rank(A) tilers; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails",
    note = "typenum writes integers in binary, most significant bit innermost: UInt<UInt<UTerm, B1>, B0> is 2, UInt<UInt<UInt<UTerm, B1>, B1>, B0> is 6"
)]
pub trait CompositionOp<B>: crate::algebra::sealed::Sealed {
    /// `A o B`
    type Output: crate::AnyLayout;
    /// `A o B` as a value: a static layout's result is its zero-sized value; run-time leaves are
    /// computed in straight-line code that never panics (a division by zero gives 0; CuTe does
    /// not check run-time values either). [`CompositionOp::try_composition`] checks them.
    fn composition(self, b: B) -> Self::Output;
    /// `A o B`, checked at run time: an error naming the operation for a division by zero, an
    /// overflow, or a result that breaks `R(c) == A(B(c))` (the cutlass#3177 inputs, when
    /// their offending parts are run-time values).
    fn try_composition(self, b: B) -> Result<Self::Output, crate::dynamic::Error>;
}

/// `composition(A, B)`
///
/// The resolved layout, as a type; [`CompositionOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// type R = Composition<layout!((6,2):(8,2)), layout!((4,3):(3,1))>;
/// assert_eq!(R::default().to_string(), "((_2,_2),_3):((_24,_2),_8)");
/// type T = Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>;
/// assert_eq!(T::default().to_string(), "(_3,(_2,_4)):(_236,(_26,_1))");
/// ```
pub type Composition<A, B> = <A as CompositionOp<B>>::Output;

/// The check a tiler of internal form `B` gets at the top level: [`detail::Exact`] for a layout,
/// [`detail::CuTe`] otherwise.
pub(crate) type CheckOf<B, Op = op::composition> = <B as detail::TopCheck<Op>>::Check;

/// Composition of internal forms with an explicit check ([`detail::Exact`] or
/// [`detail::CuTe`]).
pub(crate) type CompositionChecked<A, B, Chk> = <B as detail::ComposedBy<A, Chk>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, B> crate::mixed::route::StaticEngine<Layout<S, D>, B> for op::composition
where
    B: detail::TopCheck + detail::ComposedBy<Layout<S, D>, CheckOf<B>>,
    CompositionChecked<Layout<S, D>, B, CheckOf<B>>: Public,
    list::Pub<CompositionChecked<Layout<S, D>, B, CheckOf<B>>>: crate::StaticLayout,
{
    type Output = list::Pub<CompositionChecked<Layout<S, D>, B, CheckOf<B>>>;
}

routed!(CompositionOp<_>, composition / try_composition, composition);

/// Names of the operations, as error messages print them.
#[allow(non_camel_case_types)]
pub(crate) mod op {
    /// Declares the operation names; each prints as itself in errors, decimal or not.
    macro_rules! ops {
        ($($name:ident: $doc:literal),* $(,)?) => {$(
            #[doc = $doc]
            pub struct $name;
            impl crate::decimal::Dec for $name {
                type Out = $name;
            }
            impl crate::list::Public for $name {
                type Repr = $name;
            }
            impl crate::mixed::route::OpName for $name {
                const NAME: &'static str = match stringify!($name).as_bytes() {
                    b"coalesce_by" => "coalesce",
                    _ => stringify!($name),
                };
            }
        )*};
    }
    ops! {
        composition: "`composition`",
        complement: "`complement`",
        coalesce_by: "`coalesce` by mode, with a profile",
        logical_divide: "`logical_divide`",
        zipped_divide: "`zipped_divide`",
        tiled_divide: "`tiled_divide`",
        flat_divide: "`flat_divide`",
        logical_product: "`logical_product`",
        zipped_product: "`zipped_product`",
        tiled_product: "`tiled_product`",
        flat_product: "`flat_product`",
        blocked_product: "`blocked_product`",
        raked_product: "`raked_product`",
        coalesce: "`coalesce`",
        flatten: "`flatten`",
        right_inverse: "`right_inverse`",
        left_inverse: "`left_inverse`",
    }
}

pub(crate) mod detail {
    use super::*;

    /// CuTe 4.2's own static checks (weak stride divisibility).
    pub struct CuTe<Op = op::composition>(core::marker::PhantomData<Op>);
    /// CuTe's checks plus the post-condition `R(c) == A(B(c))`.
    pub struct Exact<Op = op::composition>(core::marker::PhantomData<Op>);

    /// The operation a check reports its errors under.
    pub trait Check {
        type Op;
    }
    impl<Op> Check for CuTe<Op> {
        type Op = Op;
    }
    impl<Op> Check for Exact<Op> {
        type Op = Op;
    }

    /// A layout `B` is checked exactly at the top level; everything else as CuTe checks it.
    pub trait TopCheck<Op = op::composition> {
        type Check;
    }
    impl<S, D, Op> TopCheck<Op> for Layout<S, D> {
        type Check = Exact<Op>;
    }
    crate::arity::for_unsigned!([__Op] TopCheck<__Op> { type Check = CuTe<__Op>; });
    impl<Op> TopCheck<Op> for E {
        type Check = CuTe<Op>;
    }
    impl<H, T, Op> TopCheck<Op> for C<H, T> {
        type Check = CuTe<Op>;
    }
    impl<Op> TopCheck<Op> for Underscore {
        type Check = CuTe<Op>;
    }

    /// `A o Self` for the tiler `Self`, checked by `Chk`. The tiler is the `Self` type, so the
    /// trait solver picks the rule from the tiler's constructor alone.
    #[diagnostic::on_unimplemented(
        message = "composition: `{Self}` is not a tiler for `{A}`",
        note = "a tiler is a layout, a positive extent, a tuple of tilers (at most one per mode of A), or `Underscore`",
        note = "typenum writes integers in binary, most significant bit innermost: UInt<UInt<UTerm, B1>, B0> is 2, UInt<UInt<UInt<UTerm, B1>, B1>, B0> is 6"
    )]
    pub trait ComposedBy<A, Chk> {
        type Output;
    }

    impl<A, Chk> ComposedBy<A, Chk> for Underscore {
        type Output = A;
    }

    impl<S, D, Chk> ComposedBy<Layout<S, D>, Chk> for E {
        type Output = Layout<E, E>;
    }

    impl<S, D, H, T, Chk> ComposedBy<Layout<S, D>, Chk> for C<H, T>
    where
        Layout<S, D>: Modes,
        Chk: Check,
        ModesOf<Layout<S, D>>: ZipWith<C<H, T>, ComposeModeF<Chk::Op>, Chk::Op>,
        <ModesOf<Layout<S, D>> as ZipWith<C<H, T>, ComposeModeF<Chk::Op>, Chk::Op>>::Output:
            FromModes,
    {
        type Output = Concatenated<
            <ModesOf<Layout<S, D>> as ZipWith<C<H, T>, ComposeModeF<Chk::Op>, Chk::Op>>::Output,
        >;
    }

    /// By-mode composition of one mode with one tiler, as CuTe checks it.
    pub struct ComposeModeF<Op>(core::marker::PhantomData<Op>);

    impl<L, B, Op> Apply2<L, B> for ComposeModeF<Op>
    where
        B: ComposedBy<L, CuTe<Op>>,
    {
        type Output = B::Output;
    }

    crate::arity::for_unsigned!([__S, __D, __Chk] ComposedBy<Layout<__S, __D>, __Chk> where [
        Layout<__S, __D>: Coalescer<B1>,
        CoalesceX<Layout<__S, __D>>: ComposeImpl<Self, U1, __Chk>,
    ] {
        type Output = <CoalesceX<Layout<__S, __D>> as ComposeImpl<Self, U1, __Chk>>::Output;
    });

    impl<S, D, BS, BD, Chk> ComposedBy<Layout<S, D>, Chk> for Layout<BS, BD>
    where
        Layout<S, D>: Coalescer<B1>,
        CoalesceX<Layout<S, D>>: ComposeImpl<BS, BD, Chk>,
        Chk: UsageCheck<
            CoalesceX<Layout<S, D>>,
            <CoalesceX<Layout<S, D>> as ComposeImpl<BS, BD, Chk>>::Usage,
        >,
    {
        type Output = <CoalesceX<Layout<S, D>> as ComposeImpl<BS, BD, Chk>>::Output;
    }

    /// CuTe's `composition_impl` of a coalesced layout `Self` with `BS:BD`. `Usage` lists, per
    /// mode of `Self` but the last, the largest coordinate of it that `B` reaches (summed over
    /// the leaf modes of `B`); it is `E` when unchecked.
    pub trait ComposeImpl<BS, BD, Chk> {
        type Output;
        type Usage;
    }

    impl<AS, AD, BS: Kind, BD, Chk> ComposeImpl<BS, BD, Chk> for Layout<AS, AD>
    where
        Layout<AS, AD>: ComposeKind<BS, BD, Chk, BS::Kind>,
    {
        type Output = <Layout<AS, AD> as ComposeKind<BS, BD, Chk, BS::Kind>>::Output;
        type Usage = <Layout<AS, AD> as ComposeKind<BS, BD, Chk, BS::Kind>>::Usage;
    }

    pub trait ComposeKind<BS, BD, Chk, K> {
        type Output;
        type Usage;
    }

    /// A tuple `B`: compose each mode, concatenate, add the usages.
    impl<AS, AD, BS, BD, Chk> ComposeKind<BS, BD, Chk, Node> for Layout<AS, AD>
    where
        BS: ComposeList<BD, Layout<AS, AD>, Chk>,
    {
        type Output = Layout<
            <BS as ComposeList<BD, Layout<AS, AD>, Chk>>::Shape,
            <BS as ComposeList<BD, Layout<AS, AD>, Chk>>::Stride,
        >;
        type Usage = <BS as ComposeList<BD, Layout<AS, AD>, Chk>>::Usage;
    }

    /// The modes `Self:BD` of B composed with `A` one by one.
    pub trait ComposeList<BD, A, Chk> {
        type Shape;
        type Stride;
        type Usage;
    }

    impl<A, Chk> ComposeList<E, A, Chk> for E {
        type Shape = E;
        type Stride = E;
        type Usage = E;
    }

    impl<H, T, DH, DT, A, Chk> ComposeList<C<DH, DT>, A, Chk> for C<H, T>
    where
        A: ComposeImpl<H, DH, Chk>,
        <A as ComposeImpl<H, DH, Chk>>::Output: ShapeStride,
        T: ComposeList<DT, A, Chk>,
        <A as ComposeImpl<H, DH, Chk>>::Usage: AddUsage<<T as ComposeList<DT, A, Chk>>::Usage>,
    {
        type Shape = C<
            <<A as ComposeImpl<H, DH, Chk>>::Output as ShapeStride>::Shape,
            <T as ComposeList<DT, A, Chk>>::Shape,
        >;
        type Stride = C<
            <<A as ComposeImpl<H, DH, Chk>>::Output as ShapeStride>::Stride,
            <T as ComposeList<DT, A, Chk>>::Stride,
        >;
        type Usage = <<A as ComposeImpl<H, DH, Chk>>::Usage as AddUsage<
            <T as ComposeList<DT, A, Chk>>::Usage,
        >>::Output;
    }

    /// Elementwise sum of usage lists; `E` is zero.
    pub trait AddUsage<Rhs> {
        type Output;
    }

    impl AddUsage<E> for E {
        type Output = E;
    }

    impl<H, T> AddUsage<E> for C<H, T> {
        type Output = C<H, T>;
    }

    impl<H, T> AddUsage<C<H, T>> for E {
        type Output = C<H, T>;
    }

    impl<H: Add<RH>, T: AddUsage<RT>, RH, RT> AddUsage<C<RH, RT>> for C<H, T> {
        type Output = C<typenum::Sum<H, RH>, T::Output>;
    }

    /// A leaf mode `N:R` of `B`.
    impl<AS, AD, N, R: StaticInt, Chk> ComposeKind<N, R, Chk, Leaf> for Layout<AS, AD>
    where
        R::Mag: IsEqual<U0>,
        crate::int::Eq<R::Mag, U0>: LeafStride<Layout<AS, AD>, N, R, Chk>,
    {
        type Output = <crate::int::Eq<R::Mag, U0> as LeafStride<Layout<AS, AD>, N, R, Chk>>::Output;
        type Usage = <crate::int::Eq<R::Mag, U0> as LeafStride<Layout<AS, AD>, N, R, Chk>>::Usage;
    }

    /// Dispatch on a zero stride of B (`B1`): the result is `N:0`.
    pub trait LeafStride<A, N, R, Chk> {
        type Output;
        type Usage;
    }

    impl<A, N, R, Chk> LeafStride<A, N, R, Chk> for B1 {
        type Output = Layout<N, R>;
        type Usage = E;
    }

    impl<AS: Kind, AD, N, R, Chk> LeafStride<Layout<AS, AD>, N, R, Chk> for B0
    where
        Layout<AS, AD>: LeafCompose<N, R, Chk, AS::Kind>,
    {
        type Output = <Layout<AS, AD> as LeafCompose<N, R, Chk, AS::Kind>>::Output;
        type Usage = <Layout<AS, AD> as LeafCompose<N, R, Chk, AS::Kind>>::Usage;
    }

    /// Compose `A` (leaf or tuple shape) with the leaf mode `N:R`.
    pub trait LeafCompose<N, R, Chk, K> {
        type Output;
        type Usage;
    }

    impl<AS, AD: StaticInt, N, R: IntMul<AD>, Chk> LeafCompose<N, R, Chk, Leaf> for Layout<AS, AD> {
        type Output = Layout<N, MulSigned<R, AD>>;
        type Usage = E;
    }

    impl<AS, AD, N, R, Chk> LeafCompose<N, R, Chk, Node> for Layout<AS, AD>
    where
        Layout<AS, AD>: Modes,
        ModesOf<Layout<AS, AD>>: InitLast,
        <ModesOf<Layout<AS, AD>> as InitLast>::Init: Fold<ComposeStep<Chk>, St<E, E, N, R, E>>,
        <<ModesOf<Layout<AS, AD>> as InitLast>::Init as Fold<
            ComposeStep<Chk>,
            St<E, E, N, R, E>,
        >>::Output: Finalize<<ModesOf<Layout<AS, AD>> as InitLast>::Last>,
    {
        type Output = <<<ModesOf<Layout<AS, AD>> as InitLast>::Init as Fold<
            ComposeStep<Chk>,
            St<E, E, N, R, E>,
        >>::Output as Finalize<<ModesOf<Layout<AS, AD>> as InitLast>::Last>>::Output;
        type Usage = <<<ModesOf<Layout<AS, AD>> as InitLast>::Init as Fold<
            ComposeStep<Chk>,
            St<E, E, N, R, E>,
        >>::Output as Finalize<<ModesOf<Layout<AS, AD>> as InitLast>::Last>>::Usage;
    }

    /// Fold state: result shape and stride so far, rest shape `N`, rest stride `R`, usage `U`.
    pub struct St<RS, RD, N, R, U>(core::marker::PhantomData<(RS, RD, N, R, U)>);

    /// One mode of `A` against the rest of a leaf mode of `B`.
    pub struct ComposeStep<Chk>(core::marker::PhantomData<Chk>);

    impl<RS, RD, N, R: StaticInt, U, S, D, Chk> Apply2<St<RS, RD, N, R, U>, Layout<S, D>>
        for ComposeStep<Chk>
    where
        R::Mag: IsLess<S>,
        crate::int::Le<R::Mag, S>: StepBranch<St<RS, RD, N, R, U>, S, D, Chk>,
    {
        type Output =
            <crate::int::Le<R::Mag, S> as StepBranch<St<RS, RD, N, R, U>, S, D, Chk>>::Output;
    }

    /// `B0`: the rest stride is at least the extent: B jumps over this mode entirely.
    /// `B1`: the rest stride is below the extent: B takes some of this mode.
    pub trait StepBranch<St, S, D, Chk> {
        type Output;
    }

    impl<RS, RD, N, R: StaticInt, U, S, D, Chk> StepBranch<St<RS, RD, N, R, U>, S, D, Chk> for B0
    where
        R::Mag: DivRem<S> + CeilDiv<S>,
        Remainder<R::Mag, S>: IsEqual<U0>,
        R::Neg: BitOr<crate::int::Eq<Remainder<R::Mag, S>, U0>>,
        Chk: Check,
        typenum::Or<R::Neg, crate::int::Eq<Remainder<R::Mag, S>, U0>>:
            StrideDivisibility<R, S, <Chk as Check>::Op>,
        R::Neg: SignedMag<Ceil<R::Mag, S>>,
        Chk: PushUsage<U, U1, U0>,
    {
        type Output =
            St<RS, RD, N, Signed<R::Neg, Ceil<R::Mag, S>>, <Chk as PushUsage<U, U1, U0>>::Output>;
    }

    impl<RS, RD, N, R: StaticInt, U, S, D, Chk> StepBranch<St<RS, RD, N, R, U>, S, D, Chk> for B1
    where
        N: IsEqual<U1>,
        crate::int::Eq<N, U1>: TakePart<St<RS, RD, N, R, U>, S, D, Chk>,
    {
        type Output = <crate::int::Eq<N, U1> as TakePart<St<RS, RD, N, R, U>, S, D, Chk>>::Output;
    }

    /// `B1`: nothing of B is left (`N == 1`); `B0`: take `min(ceil(S / |R|), N)` of it here.
    pub trait TakePart<St, S, D, Chk> {
        type Output;
    }

    impl<RS, RD, N, R: StaticInt, U, S, D, Chk> TakePart<St<RS, RD, N, R, U>, S, D, Chk> for B1
    where
        R::Neg: SignedMag<U1>,
        Chk: PushUsage<U, U1, U0>,
    {
        type Output = St<RS, RD, N, Signed<R::Neg, U1>, <Chk as PushUsage<U, U1, U0>>::Output>;
    }

    /// The part of B that a mode of extent `S` holds at stride `|R|`: `min(ceil(S / |R|), N)`.
    pub type Part<S, R, N> = typenum::Minimum<Ceil<S, <R as StaticInt>::Mag>, N>;

    impl<RS, RD, N, R, U, S, D, Chk> TakePart<St<RS, RD, N, R, U>, S, D, Chk> for B0
    where
        R: StaticInt + IntMul<D>,
        D: StaticInt,
        S: CeilDiv<R::Mag>,
        Ceil<S, R::Mag>: typenum::Min<N>,
        N: DivRem<Part<S, R, N>>,
        Remainder<N, Part<S, R, N>>: IsEqual<U0>,
        Chk: Check,
        crate::int::Eq<Remainder<N, Part<S, R, N>>, U0>:
            ShapeDivisibility<N, Part<S, R, N>, <Chk as Check>::Op>,
        Chk: ExactStep<Part<S, R, N>, N, S, R::Mag>,
        Chk: PushUsage<U, Part<S, R, N>, R::Mag>,
        RS: Append<Part<S, R, N>>,
        RD: Append<MulSigned<R, D>>,
        R::Neg: SignedMag<U1>,
    {
        type Output = St<
            Snoc<RS, Part<S, R, N>>,
            Snoc<RD, MulSigned<R, D>>,
            Quotient<N, Part<S, R, N>>,
            Signed<R::Neg, U1>,
            <Chk as PushUsage<U, Part<S, R, N>, R::Mag>>::Output,
        >;
    }

    /// Record usage `(K - 1) * T` for this mode (exact check only).
    pub trait PushUsage<U, K, T> {
        type Output;
    }

    impl<U, K, T, Op> PushUsage<U, K, T> for CuTe<Op> {
        type Output = U;
    }

    impl<U: Append<typenum::Prod<typenum::Sub1<K>, T>>, K: Sub<B1>, T, Op> PushUsage<U, K, T>
        for Exact<Op>
    where
        typenum::Sub1<K>: Mul<T>,
    {
        type Output = Snoc<U, typenum::Prod<typenum::Sub1<K>, T>>;
    }

    /// Exact check when B takes `K` of the `S` elements of a mode with stride `T`, of `N` left:
    /// stepping past the mode (`K < N`) needs `T` to divide `S`.
    pub trait ExactStep<K, N, S, T> {}

    impl<K, N, S, T, Op> ExactStep<K, N, S, T> for CuTe<Op> {}

    impl<K, N, S, T, Op> ExactStep<K, N, S, T> for Exact<Op>
    where
        K: IsEqual<N>,
        S: DivRem<T>,
        Remainder<S, T>: IsEqual<U0>,
        crate::int::Eq<K, N>: BitOr<crate::int::Eq<Remainder<S, T>, U0>>,
        typenum::Or<crate::int::Eq<K, N>, crate::int::Eq<Remainder<S, T>, U0>>:
            StepsPastMode<T, S, Op>,
    {
    }

    /// Build the result from the fold state and the last mode of `A`.
    pub trait Finalize<Last> {
        type Output;
        type Usage;
    }

    impl<RS, RD, N: IsEqual<U1>, R, U, LS, LD> Finalize<Layout<LS, LD>> for St<RS, RD, N, R, U>
    where
        RS: FinishResult<RD, N, MulSigned<R, LD>, crate::int::Eq<N, U1>>,
        R: IntMul<LD>,
        LD: StaticInt,
    {
        type Output = <RS as FinishResult<RD, N, MulSigned<R, LD>, crate::int::Eq<N, U1>>>::Output;
        type Usage = U;
    }

    /// CuTe's three endings: nothing taken (`N:R*d`), all taken (unwrap), or append the rest.
    pub trait FinishResult<RD, N, RDL, NIsOne> {
        type Output;
    }

    impl<RD, N, RDL, X> FinishResult<RD, N, RDL, X> for E {
        type Output = Layout<N, RDL>;
    }

    impl<H, T, RD: Unwrap, N, RDL> FinishResult<RD, N, RDL, B1> for C<H, T>
    where
        C<H, T>: Unwrap,
    {
        type Output = Layout<<C<H, T> as Unwrap>::Output, <RD as Unwrap>::Output>;
    }

    impl<H, T, RD: Append<RDL>, N, RDL> FinishResult<RD, N, RDL, B0> for C<H, T>
    where
        C<H, T>: Append<N>,
    {
        type Output = Layout<Snoc<C<H, T>, N>, Snoc<RD, RDL>>;
    }

    /// The exact check at the top: the leaf modes of `B` together stay inside each mode of `A`.
    pub trait UsageCheck<A, U> {}

    impl<A, U, Op> UsageCheck<A, U> for CuTe<Op> {}

    impl<AS, AD, Op> UsageCheck<Layout<AS, AD>, E> for Exact<Op> {}

    impl<AS, AD, H, T, Op> UsageCheck<Layout<AS, AD>, C<H, T>> for Exact<Op> where
        C<H, T>: UsageFits<AS, Op>
    {
    }

    /// Every usage is below the extent of its mode.
    pub trait UsageFits<S, Op> {}

    impl<S, Op> UsageFits<S, Op> for E {}

    impl<H, T, SH, ST, Op> UsageFits<C<SH, ST>, Op> for C<H, T>
    where
        H: IsLess<SH>,
        crate::int::Le<H, SH>: ModesDoNotOverflow<H, SH, Op>,
        T: UsageFits<ST, Op>,
    {
    }

    cute_layout_macros::op_checks! {
        ops super::op [composition, complement, coalesce_by, logical_divide, zipped_divide, tiled_divide, flat_divide, logical_product, zipped_product, tiled_product, flat_product, blocked_product, raked_product];

        /// CuTe's stride divisibility condition.
        #[diagnostic::on_unimplemented(
            message = "{Op}: stride divisibility: in a composition A o B, B's stride {R} is neither below nor a multiple of A's extent {S}",
            label = "CuTe's stride divisibility condition fails",
            note = "for each mode of A (extent s), the stride r that B has reached must satisfy r % s == 0 or r < s",
            note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
        )]
        check StrideDivisibility<R, S>;

        /// CuTe's shape divisibility condition.
        #[diagnostic::on_unimplemented(
            message = "{Op}: shape divisibility: in a composition A o B, B's remaining extent {N} is not a multiple of {K}, the part that fits in a mode of A",
            label = "CuTe's shape divisibility condition fails",
            note = "where B steps into a mode of A, the extent of B left must be divisible by what that mode holds",
            note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
        )]
        check ShapeDivisibility<N, K>;

        /// Ours: stepping past a mode of A needs a stride that divides it.
        #[diagnostic::on_unimplemented(
            message = "{Op}: stride divisibility: in a composition A o B, B steps past a mode of A of extent {S} with stride {T}, which does not divide it",
            label = "the result would not be A o B (CuTe 4.2 accepts this and prints a wrong layout, cutlass#3177)",
            note = "B may leave a mode of A (extent s) only with a stride t where s % t == 0",
            note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
        )]
        check StepsPastMode<T, S>;

        /// Ours: B's modes together must fit inside each mode of A.
        #[diagnostic::on_unimplemented(
            message = "{Op}: in a composition A o B, the modes of B together reach coordinate {U} of a mode of A whose extent is {S}",
            label = "the result would not be A o B (CuTe 4.2 accepts this and prints a wrong layout, cutlass#3177)",
            note = "the offsets that B's modes add up to must not carry across a mode of A",
            note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
        )]
        check ModesDoNotOverflow<U, S>;
    }
}
