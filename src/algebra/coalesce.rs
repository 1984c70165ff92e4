//! Flatten, coalesce and by-mode coalesce.

use core::ops::Mul;

use typenum::{Bit, IsEqual, UInt, Unsigned, B0, B1, U1, U2};

use crate::int::{IEq, IProd, If, IfThen, Int, IntEq, IntMul};
use crate::layout::{Concatenated, FlattenTuple, Layout, MakeLayout, Modes, ModesOf, ZipModes};
use crate::tuple::{Apply2, Cons, Fold, IntTuple, Leaf, Node, Prepend, Reversed, Step, TransformModes, Uncons};

/// CuTe's `flatten(layout)`: every leaf mode of the layout as a top-level mode.
///
/// ```
/// use cute_layout::prelude::*;
/// type F = Flatten<layout!(((4,3),1):((3,1),0))>;
/// assert_eq!(F::default().to_string(), "(_4,_3,_1):(_3,_1,_0)");
/// ```
#[diagnostic::on_unimplemented(message = "flatten: `{Self}` is not a static layout")]
pub trait FlattenOp {
    /// The flattened layout.
    type Output;
    /// The flattened layout.
    fn flatten(self) -> Self::Output;
}

impl<S: FlattenTuple, D: FlattenTuple> FlattenOp for Layout<S, D> {
    type Output = Layout<S::Output, D::Output>;
    fn flatten(self) -> Self::Output {
        Layout::new()
    }
}

/// `flatten(L)`
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
#[diagnostic::on_unimplemented(message = "coalesce: `{Self}` is not a static layout")]
pub trait CoalesceOp {
    /// The coalesced layout.
    type Output;
    /// The coalesced layout.
    fn coalesce(self) -> Self::Output;
}

impl<S, D> CoalesceOp for Layout<S, D>
where
    Layout<S, D>: detail::Coalescer<B0>,
    <Layout<S, D> as detail::Coalescer<B0>>::Output: Default,
{
    type Output = <Layout<S, D> as detail::Coalescer<B0>>::Output;
    fn coalesce(self) -> Self::Output {
        Default::default()
    }
}

/// `coalesce(L)`
pub type Coalesce<L> = <L as CoalesceOp>::Output;

/// CuTe's `detail::coalesce_x`: like [`Coalesce`], but a trailing size-1 mode stays an unbounded
/// mode, so the function is kept beyond `size(L)` too (composition works on this form).
pub type CoalesceX<L> = <L as detail::Coalescer<B1>>::Output;

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
pub trait CoalesceByOp<P> {
    /// The coalesced layout.
    type Output;
    /// The coalesced layout.
    fn coalesce_by(self, profile: P) -> Self::Output;
}

/// `coalesce(L, Profile)`
pub type CoalesceBy<L, P> = <L as CoalesceByOp<P>>::Output;

impl<S, D, P: IntTuple> CoalesceByOp<P> for Layout<S, D>
where
    Layout<S, D>: detail::CoalesceBy<P, P::Kind>,
    <Layout<S, D> as detail::CoalesceBy<P, P::Kind>>::Output: Default,
{
    type Output = <Layout<S, D> as detail::CoalesceBy<P, P::Kind>>::Output;
    fn coalesce_by(self, _: P) -> Self::Output {
        Default::default()
    }
}
#[doc(hidden)]
pub mod detail {
    use super::*;

    /// Coalesce (`X = B0`) or coalesce_x (`X = B1`).
    pub trait Coalescer<X> {
        type Output;
    }

    impl<S, D, X> Coalescer<X> for Layout<S, D>
    where
        S: FlattenTuple,
        D: FlattenTuple,
        S::Output: ZipModes<D::Output>,
        <S::Output as ZipModes<D::Output>>::Output: Fold<crate::tuple::PrependStep, ()>,
        Reversed<<S::Output as ZipModes<D::Output>>::Output>: Uncons,
        <Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Head: Initial<X>,
        <Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Tail: Fold<
            BwStep,
            <<Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Head as Initial<X>>::Output,
        >,
        <<Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Tail as Fold<
            BwStep,
            <<Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Head as Initial<X>>::Output,
        >>::Output: Finish,
    {
        type Output = <<<Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Tail as Fold<
            BwStep,
            <<Reversed<<S::Output as ZipModes<D::Output>>::Output> as Uncons>::Head as Initial<X>>::Output,
        >>::Output as Finish>::Output;
    }

    /// The starting accumulator: the last mode (coalesce_x turns a trailing `1` into `2`).
    pub trait Initial<X> {
        type Output;
    }

    impl<S: IsEqual<U1>, D> Initial<B0> for Layout<S, D> {
        type Output = Layout<S, D>;
    }

    impl<S: IsEqual<U1>, D> Initial<B1> for Layout<S, D>
    where
        typenum::Eq<S, U1>: If<Layout<U2, D>, Layout<S, D>>,
    {
        type Output = IfThen<typenum::Eq<S, U1>, Layout<U2, D>, Layout<S, D>>;
    }

    /// One step of CuTe's `bw_coalesce`, from the back: skip a size-1 mode, replace a size-1
    /// accumulator, merge into the front mode when `s * d` is its stride, or prepend.
    pub struct BwStep;

    impl<NS, ND, S, D> Step<Layout<NS, ND>, Layout<S, D>> for BwStep
    where
        S: IsEqual<U1>,
        typenum::Eq<S, U1>: SkipOrMerge<NS, ND, S, D>,
    {
        type Output = <typenum::Eq<S, U1> as SkipOrMerge<NS, ND, S, D>>::Output;
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

    impl<U: Unsigned, B: Bit, ND: Int, S, D> MergeFront<ND, S, D> for UInt<U, B>
    where
        UInt<U, B>: IsEqual<U1>,
        S: Int + IntMul<D> + Mul<UInt<U, B>>,
        D: Int,
        IProd<S, D>: IntEq<ND>,
        IEq<IProd<S, D>, ND>: If<Layout<typenum::Prod<S, UInt<U, B>>, D>, Layout<(S, UInt<U, B>), (D, ND)>>,
        typenum::Eq<UInt<U, B>, U1>: If<
            Layout<S, D>,
            IfThen<IEq<IProd<S, D>, ND>, Layout<typenum::Prod<S, UInt<U, B>>, D>, Layout<(S, UInt<U, B>), (D, ND)>>,
        >,
    {
        type Output = IfThen<
            typenum::Eq<UInt<U, B>, U1>,
            Layout<S, D>,
            IfThen<IEq<IProd<S, D>, ND>, Layout<typenum::Prod<S, UInt<U, B>>, D>, Layout<(S, UInt<U, B>), (D, ND)>>,
        >;
    }

    impl<T: Uncons, ND: Uncons, S, D> MergeFront<ND, S, D> for T
    where
        S: Int + IntMul<D> + Mul<T::Head>,
        D: Int,
        ND::Head: Int,
        IProd<S, D>: IntEq<ND::Head>,
        T: Prepend<S>,
        ND: Prepend<D>,
        T::Tail: Prepend<typenum::Prod<S, T::Head>>,
        ND::Tail: Prepend<D>,
        IEq<IProd<S, D>, ND::Head>: If<
            Layout<Cons<typenum::Prod<S, T::Head>, T::Tail>, Cons<D, ND::Tail>>,
            Layout<Cons<S, T>, Cons<D, ND>>,
        >,
    {
        type Output = IfThen<
            IEq<IProd<S, D>, ND::Head>,
            Layout<Cons<typenum::Prod<S, T::Head>, T::Tail>, Cons<D, ND::Tail>>,
            Layout<Cons<S, T>, Cons<D, ND>>,
        >;
    }

    /// A leaf accumulator of size 1 becomes `_1:_0`.
    pub trait Finish {
        type Output;
    }

    impl<U: Unsigned, B: Bit, D> Finish for Layout<UInt<U, B>, D>
    where
        UInt<U, B>: IsEqual<U1>,
        typenum::Eq<UInt<U, B>, U1>: If<Layout<U1, typenum::U0>, Layout<UInt<U, B>, D>>,
    {
        type Output = IfThen<typenum::Eq<UInt<U, B>, U1>, Layout<U1, typenum::U0>, Layout<UInt<U, B>, D>>;
    }

    impl<T: Uncons, D> Finish for Layout<T, D> {
        type Output = Layout<T, D>;
    }

    /// Coalesce by a profile of kind `K`.
    pub trait CoalesceBy<P, K> {
        type Output;
    }

    impl<S, D, P> CoalesceBy<P, Leaf> for Layout<S, D>
    where
        Layout<S, D>: CoalesceOp,
    {
        type Output = Coalesce<Layout<S, D>>;
    }

    impl<S, D, P> CoalesceBy<P, Node> for Layout<S, D>
    where
        Layout<S, D>: Modes,
        ModesOf<Layout<S, D>>: TransformModes<P, CoalesceByF>,
        <ModesOf<Layout<S, D>> as TransformModes<P, CoalesceByF>>::Output: MakeLayout,
    {
        type Output = Concatenated<<ModesOf<Layout<S, D>> as TransformModes<P, CoalesceByF>>::Output>;
    }

    /// `coalesce(mode, profile)` as a binary type function.
    pub struct CoalesceByF;

    impl<L: CoalesceByOp<P>, P> Apply2<L, P> for CoalesceByF {
        type Output = L::Output;
    }
}
