//! Flatten, coalesce and by-mode coalesce.

use typenum::{B0, B1, U0, U1, U2};

use crate::algebra::compose::op;
use crate::int::{EqSigned, If, IfThen, IntEq, IntMul, MulSigned, StaticInt};
use crate::layout::{Concatenated, FromModes, Layout, Modes, ModesOf, ZipModes};
use crate::list::{self, Apply2, Fold, Kind, Leaf, Node, Public, Rev, TransformModes, C, E};

/// CuTe's `flatten(layout)`: every leaf mode of the layout as a top-level mode.
///
/// ```
/// use cute_layout::prelude::*;
/// type F = Flatten<layout!(((4,3),1):((3,1),0))>;
/// assert_eq!(F::default().to_string(), "(_4,_3,_1):(_3,_1,_0)");
/// ```
#[diagnostic::on_unimplemented(
    message = "flatten: `{Self}` is not a static layout",
    note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
)]
pub trait FlattenOp: crate::algebra::sealed::Sealed {
    /// The flattened layout.
    type Output: crate::AnyLayout;
    /// The flattened layout.
    fn flatten(self) -> Self::Output;
    /// `flatten`, with its run-time arithmetic checked.
    fn try_flatten(self) -> Result<Self::Output, crate::dynamic::Error>;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> crate::mixed::route::StaticEngine<Layout<S, D>, E> for op::flatten
where
    S: list::FlattenList,
    D: list::FlattenList,
    Layout<<S as list::FlattenList>::Output, <D as list::FlattenList>::Output>: Public,
    list::Pub<Layout<<S as list::FlattenList>::Output, <D as list::FlattenList>::Output>>:
        crate::StaticLayout,
{
    type Output =
        list::Pub<Layout<<S as list::FlattenList>::Output, <D as list::FlattenList>::Output>>;
}

routed!(FlattenOp, flatten / try_flatten, flatten);

/// `flatten(L)`
///
/// The resolved layout, as a type; [`FlattenOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// type F = Flatten<layout!(((4,3),1):((3,1),0))>;
/// assert_eq!(F::default().to_string(), "(_4,_3,_1):(_3,_1,_0)");
/// ```
pub type Flatten<L> = <L as FlattenOp>::Output;

/// CuTe's `coalesce(layout)`: the same function on `[0, size)` with the fewest modes; merges
/// neighbours `s0:d0, s1:d1` when `d1 == s0 * d0` and drops size-1 modes.
///
/// Post-conditions (as CuTe states them): `size(R) == size(L)`, `depth(R) <= 1`, and
/// `R(i) == L(i)` for every `0 <= i < size(L)`.
///
/// ```
/// use cute_layout::prelude::*;
/// type C = Coalesce<layout!((2,(1,6)):(1,(6,2)))>;
/// assert_eq!(C::default().to_string(), "_12:_1");
/// ```
#[diagnostic::on_unimplemented(
    message = "coalesce: `{Self}` is not a static layout",
    note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
)]
pub trait CoalesceOp: crate::algebra::sealed::Sealed {
    /// The coalesced layout.
    type Output: crate::AnyLayout;
    /// The coalesced layout.
    fn coalesce(self) -> Self::Output;
    /// `coalesce`, with its run-time arithmetic checked.
    fn try_coalesce(self) -> Result<Self::Output, crate::dynamic::Error>;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> crate::mixed::route::StaticEngine<Layout<S, D>, E> for op::coalesce
where
    Layout<S, D>: detail::Coalescer<B0>,
    <Layout<S, D> as detail::Coalescer<B0>>::Output: Public,
    list::Pub<<Layout<S, D> as detail::Coalescer<B0>>::Output>: crate::StaticLayout,
{
    type Output = list::Pub<<Layout<S, D> as detail::Coalescer<B0>>::Output>;
}

routed!(CoalesceOp, coalesce / try_coalesce, coalesce);

/// `coalesce(L)`
///
/// The resolved layout, as a type; [`CoalesceOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// type C = Coalesce<layout!((2,(1,6)):(1,(6,2)))>;
/// assert_eq!(C::default().to_string(), "_12:_1");
/// ```
pub type Coalesce<L> = <L as CoalesceOp>::Output;

/// CuTe's `detail::coalesce_x` on the internal form: like coalesce, but a trailing size-1 mode
/// stays an unbounded mode, so the function is kept beyond `size(L)` (composition uses it).
pub(crate) type CoalesceX<L> = <L as detail::Coalescer<B1>>::Output;

/// CuTe's `coalesce(layout, profile)`: coalesce each mode found at a leaf of `profile`; the modes
/// past the profile's rank are kept as they are.
///
/// ```
/// use cute_layout::prelude::*;
/// type C = CoalesceBy<layout!(((2,3),4,5):((1,2),6,24)), shape!((1,1,1))>;
/// assert_eq!(C::default().to_string(), "(_6,_4,_5):(_1,_6,_24)");
/// ```
#[diagnostic::on_unimplemented(
    message = "coalesce: profile `{P}` does not fit the layout `{Self}`",
    note = "a profile may have at most as many modes as the layout, at every level"
)]
pub trait CoalesceByOp<P>: crate::algebra::sealed::Sealed {
    /// The coalesced layout.
    type Output: crate::AnyLayout;
    /// The coalesced layout.
    fn coalesce_by(self, profile: P) -> Self::Output;
    /// `coalesce_by`, with its run-time arithmetic checked.
    fn try_coalesce_by(self, profile: P) -> Result<Self::Output, crate::dynamic::Error>;
}

/// `coalesce(L, Profile)`
///
/// The resolved layout, as a type; [`CoalesceByOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// type C = CoalesceBy<layout!(((2,3),4,5):((1,2),6,24)), shape!((1,1,1))>;
/// assert_eq!(C::default().to_string(), "(_6,_4,_5):(_1,_6,_24)");
/// ```
pub type CoalesceBy<L, P> = <L as CoalesceByOp<P>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, P> crate::mixed::route::StaticEngine<Layout<S, D>, P> for op::coalesce_by
where
    P: Kind,
    Layout<S, D>: detail::CoalesceBy<P, <P as Kind>::Kind>,
    <Layout<S, D> as detail::CoalesceBy<P, <P as Kind>::Kind>>::Output: Public,
    list::Pub<<Layout<S, D> as detail::CoalesceBy<P, <P as Kind>::Kind>>::Output>:
        crate::StaticLayout,
{
    type Output = list::Pub<<Layout<S, D> as detail::CoalesceBy<P, <P as Kind>::Kind>>::Output>;
}

routed!(CoalesceByOp<_>, coalesce_by / try_coalesce_by, coalesce_by);

pub(crate) mod detail {
    use super::*;

    /// Coalesce (`X = B0`) or coalesce_x (`X = B1`) of an internal layout.
    pub trait Coalescer<X> {
        type Output;
    }

    impl<S, D, X> Coalescer<X> for Layout<S, D>
    where
        S: list::FlattenList,
        D: list::FlattenList,
        S::Output: ZipModes<D::Output>,
        <S::Output as ZipModes<D::Output>>::Output: Fold<list::PrependF, E>,
        Rev<<S::Output as ZipModes<D::Output>>::Output>: Start<X>,
    {
        type Output = <Rev<<S::Output as ZipModes<D::Output>>::Output> as Start<X>>::Output;
    }

    /// The reversed flat modes: start from the last one and fold the others in.
    pub trait Start<X> {
        type Output;
    }

    impl<H: Initial<X>, T, X> Start<X> for C<H, T>
    where
        T: Fold<BwStep, H::Output>,
        <T as Fold<BwStep, H::Output>>::Output: Finish,
    {
        type Output = <<T as Fold<BwStep, H::Output>>::Output as Finish>::Output;
    }

    /// The starting accumulator: the last mode (coalesce_x turns a trailing `1` into `2`).
    pub trait Initial<X> {
        type Output;
    }

    impl<S, D> Initial<B0> for Layout<S, D> {
        type Output = Layout<S, D>;
    }

    impl<S: IntEq<U1>, D> Initial<B1> for Layout<S, D>
    where
        EqSigned<S, U1>: If<Layout<U2, D>, Layout<S, D>>,
    {
        type Output = IfThen<EqSigned<S, U1>, Layout<U2, D>, Layout<S, D>>;
    }

    /// One step of CuTe's `bw_coalesce`, from the back: skip a size-1 mode, replace a size-1
    /// accumulator, merge into the front mode when `s * d` is its stride, or prepend.
    pub struct BwStep;

    impl<NS, ND, S, D> Apply2<Layout<NS, ND>, Layout<S, D>> for BwStep
    where
        S: IntEq<U1>,
        EqSigned<S, U1>: SkipOrMerge<NS, ND, S, D>,
    {
        type Output = <EqSigned<S, U1> as SkipOrMerge<NS, ND, S, D>>::Output;
    }

    pub trait SkipOrMerge<NS, ND, S, D> {
        type Output;
    }

    impl<NS, ND, S, D> SkipOrMerge<NS, ND, S, D> for B1 {
        type Output = Layout<NS, ND>;
    }

    impl<NS: MergeFront<ND, S, D>, ND, S, D> SkipOrMerge<NS, ND, S, D> for B0 {
        type Output = NS::Output;
    }

    /// Merge mode `S:D` into the front of the accumulator `Self:ND`.
    pub trait MergeFront<ND, S, D> {
        type Output;
    }

    crate::arity::for_leaves!([__ND: StaticInt, __S, __D] MergeFront<__ND, __S, __D> where [
        Self: IntEq<U1>,
        EqSigned<Self, U1>: MergeLeaf<Self, __ND, __S, __D>,
    ] {
        type Output = <EqSigned<Self, U1> as MergeLeaf<Self, __ND, __S, __D>>::Output;
    });

    /// A leaf accumulator: `B1` when it has size 1 (replace it).
    pub trait MergeLeaf<NS, ND, S, D> {
        type Output;
    }

    impl<NS, ND, S, D> MergeLeaf<NS, ND, S, D> for B1 {
        type Output = Layout<S, D>;
    }

    impl<NS: StaticInt, ND: StaticInt, S, D: StaticInt> MergeLeaf<NS, ND, S, D> for B0
    where
        S: StaticInt + IntMul<D> + IntMul<NS>,
        MulSigned<S, D>: IntEq<ND>,
        EqSigned<MulSigned<S, D>, ND>:
            If<Layout<MulSigned<S, NS>, D>, Layout<C<S, C<NS, E>>, C<D, C<ND, E>>>>,
    {
        type Output = IfThen<
            EqSigned<MulSigned<S, D>, ND>,
            Layout<MulSigned<S, NS>, D>,
            Layout<C<S, C<NS, E>>, C<D, C<ND, E>>>,
        >;
    }

    impl<H: StaticInt, T, DH: StaticInt, DT, S, D: StaticInt> MergeFront<C<DH, DT>, S, D> for C<H, T>
    where
        S: StaticInt + IntMul<D> + IntMul<H>,
        MulSigned<S, D>: IntEq<DH>,
        EqSigned<MulSigned<S, D>, DH>:
            If<Layout<C<MulSigned<S, H>, T>, C<D, DT>>, Layout<C<S, C<H, T>>, C<D, C<DH, DT>>>>,
    {
        type Output = IfThen<
            EqSigned<MulSigned<S, D>, DH>,
            Layout<C<MulSigned<S, H>, T>, C<D, DT>>,
            Layout<C<S, C<H, T>>, C<D, C<DH, DT>>>,
        >;
    }

    /// A leaf accumulator of size 1 becomes `_1:_0`.
    pub trait Finish {
        type Output;
    }

    impl<S: Kind, D> Finish for Layout<S, D>
    where
        Layout<S, D>: FinishKind<S::Kind>,
    {
        type Output = <Layout<S, D> as FinishKind<S::Kind>>::Output;
    }

    pub trait FinishKind<K> {
        type Output;
    }

    impl<S: IntEq<U1>, D> FinishKind<Leaf> for Layout<S, D>
    where
        EqSigned<S, U1>: If<Layout<U1, U0>, Layout<S, D>>,
    {
        type Output = IfThen<EqSigned<S, U1>, Layout<U1, U0>, Layout<S, D>>;
    }

    /// A list accumulator (more than one mode) is the result as it is.
    impl<S, D> FinishKind<Node> for Layout<S, D> {
        type Output = Layout<S, D>;
    }

    /// Coalesce by a profile of kind `K`.
    pub trait CoalesceBy<P, K> {
        type Output;
    }

    impl<L: Coalescer<B0>, P> CoalesceBy<P, Leaf> for L {
        type Output = L::Output;
    }

    impl<S, D, P> CoalesceBy<P, Node> for Layout<S, D>
    where
        Layout<S, D>: Modes,
        ModesOf<Layout<S, D>>:
            TransformModes<P, CoalesceByF, crate::algebra::compose::op::coalesce_by>,
        <ModesOf<Layout<S, D>> as TransformModes<
            P,
            CoalesceByF,
            crate::algebra::compose::op::coalesce_by,
        >>::Output: FromModes,
    {
        type Output = Concatenated<
            <ModesOf<Layout<S, D>> as TransformModes<
                P,
                CoalesceByF,
                crate::algebra::compose::op::coalesce_by,
            >>::Output,
        >;
    }

    /// `coalesce(mode, profile)` as a binary type function.
    pub struct CoalesceByF;

    impl<L, P: Kind> Apply2<L, P> for CoalesceByF
    where
        L: CoalesceBy<P, P::Kind>,
    {
        type Output = L::Output;
    }
}
