//! Flatten, coalesce and by-mode coalesce (CuTe's `bw_coalesce`): a mode merges into its
//! neighbour only when the merge is statically known to be right, so a run-time leaf keeps its
//! modes apart (`(_4,8):(_1,_4)` stays as it is, `(_4,_8):(_1,_4)` is `_32:_1`).

use crate::algebra::op;
use crate::algebra::{IsLayout, Shown};
use crate::engine::arith::{IsStatic, LMul, LeafClass, StaticEq};
use crate::engine::route::MixedEngine;
use crate::layout::Layout;
use crate::list::{Kind, Leaf, Node, C, E};
use core::ops::BitAnd;
use typenum::{Bit, B0, B1, U0, U1};

operation! {
    /// CuTe's `flatten(layout)`: every leaf mode of the layout as a top-level mode.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type F = Flatten<layout!(((4,3),1):((3,1),0))>;
    /// assert_eq!(F::default().to_string(), "(_4,_3,_1):(_3,_1,_0)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "flatten: cannot flatten this layout (in generic code, add the bound `FlattenOp`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait FlattenOp {
        fn flatten(self) / try_flatten -> "flattened layout";
    }
    /// `flatten(L)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type F = Flatten<layout!(((4,3),1):((3,1),0))>;
    /// assert_eq!(F::default().to_string(), "(_4,_3,_1):(_3,_1,_0)");
    /// ```
    pub type Flatten<L>;
}

operation! {
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
        message = "coalesce: cannot coalesce this layout (in generic code, add the bound `CoalesceOp`)",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait CoalesceOp {
        fn coalesce(self) / try_coalesce -> "coalesced layout";
    }
    /// `coalesce(L)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type C = Coalesce<layout!((2,(1,6)):(1,(6,2)))>;
    /// assert_eq!(C::default().to_string(), "_12:_1");
    /// ```
    pub type Coalesce<L>;
}

operation! {
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
        fn coalesce_by(self, profile) / try_coalesce_by -> "coalesced layout";
    }
    /// `coalesce(L, Profile)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type C = CoalesceBy<layout!(((2,3),4,5):((1,2),6,24)), shape!((1,1,1))>;
    /// assert_eq!(C::default().to_string(), "(_6,_4,_5):(_1,_6,_24)");
    /// ```
    pub type CoalesceBy<L, P>;
}

/// CuTe's free `flatten(t)`: every leaf of a layout (plain or swizzled: its
/// [`FlattenOp`]) or of an IntTuple value (a shape, a stride, a coordinate; a leaf stays a
/// leaf) as a top-level mode.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::flatten;
/// use cute_layout::IntTupleValue;
/// let k = 64usize;
/// assert_eq!(flatten(make_shape!((_2, ((_3, k), _4)))).cute_string(), "(_2,_3,64,_4)");
/// assert_eq!(flatten(<layout!(((4,3),1):((3,1),0))>::new()).to_string(), "(_4,_3,_1):(_3,_1,_0)");
/// ```
#[inline(always)]
pub fn flatten<T: FlattenArg>(t: T) -> T::Output {
    t.flatten_arg()
}

/// What the free [`flatten`] takes: a layout (plain or swizzled, through [`FlattenOp`]) or an
/// IntTuple value (a shape, a stride, a coordinate). Sealed.
#[diagnostic::on_unimplemented(
    message = "flatten: `{Self}` is neither a layout nor an IntTuple value",
    label = "flatten takes a layout (plain or swizzled) or a shape, a stride or a coordinate"
)]
pub trait FlattenArg: seal::Sealed {
    /// The flattened layout or tuple.
    type Output;
    #[doc(hidden)]
    fn flatten_arg(self) -> Self::Output;
}

mod seal {
    pub trait Sealed {}
}

impl<L: FlattenOp> seal::Sealed for L {}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L: FlattenOp> FlattenArg for L {
    type Output = Flatten<L>;
    #[inline(always)]
    fn flatten_arg(self) -> Self::Output {
        self.apply()
    }
}

/// The flatten of a value: the layout operation (which moves a shape and a stride alike) on
/// the tuple taken as both.
macro_rules! flatten_values {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        impl<$($g)*> seal::Sealed for $t {}
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__F: Copy, __D, $($g)*> FlattenArg for $t
        where
            $t: Copy,
            crate::Layout<$t, $t>: FlattenOp<Output = crate::Layout<__F, __D>>,
        {
            type Output = __F;
            #[inline(always)]
            fn flatten_arg(self) -> __F {
                *FlattenOp::apply(crate::Layout::from_parts(self, self)).shape()
            }
        }
    )*};
}
crate::modes::with_dyn_and_tuples!(flatten_values, [__U: typenum::Unsigned, __Bt: typenum::Bit] typenum::UInt<__U, __Bt>,);

// ---------------------------------------------------------------------------------------------
// The algorithm
// ---------------------------------------------------------------------------------------------
/// The leaves of an engine shape/stride paired as layouts: `C<Layout<s0, d0>, ...>`.
pub trait FlatPairs<D> {
    /// The list of leaf modes.
    type Output;
}

impl<S: crate::list::FlattenToList, D: crate::list::FlattenToList> FlatPairs<D> for S
where
    S::Output: crate::layout::ZipModes<D::Output>,
{
    type Output = <S::Output as crate::layout::ZipModes<D::Output>>::Output;
}

/// `B1` when a leaf is the static `_1`.
pub type IsOne<S> = <S as LeafClass>::One;

/// One step of `bw_coalesce` on the accumulated modes `Self` (front first) with the next mode
/// `s:d` from the back.
pub trait BwStep<M> {
    /// The new accumulated modes.
    type Output;
}

/// `B1` when the accumulated modes are a single `_1` extent.
pub trait SingleOne {
    /// The bit.
    type Output: Bit;
}

impl<S: LeafClass, D> SingleOne for C<Layout<S, D>, E> {
    type Output = IsOne<S>;
}

impl<M, M2, T> SingleOne for C<M, C<M2, T>> {
    type Output = B0;
}

/// `B1` when `s:d` merges into the front mode `fs:fd`: `fs` static and `s * d == fd` statically.
pub type Merges<S, D, FS, FD> =
    <<FS as IsStatic>::Output as BitAnd<<LMul<S, D> as StaticEq<FD>>::Output>>::Output;

/// A static size-1 mode is skipped; only another mode asks the further questions.
impl<S, D, FS, FD, T> BwStep<Layout<S, D>> for C<Layout<FS, FD>, T>
where
    S: LeafClass,
    IsOne<S>: Skip<Self, S, D>,
{
    type Output = <IsOne<S> as Skip<Self, S, D>>::Output;
}

/// [`BwStep`] by whether `s` is a static `_1` (`Self`).
pub trait Skip<Acc, S, D> {
    /// The new accumulated modes.
    type Output;
}

impl<Acc, S, D> Skip<Acc, S, D> for B1 {
    type Output = Acc;
}

impl<Acc: SingleOne, S, D> Skip<Acc, S, D> for B0
where
    <Acc as SingleOne>::Output: Front<Acc, S, D>,
{
    type Output = <<Acc as SingleOne>::Output as Front<Acc, S, D>>::Output;
}

/// [`BwStep`] for a mode that is not a static `_1`, by whether the accumulated modes are a lone
/// `_1` (`Self`).
pub trait Front<Acc, S, D> {
    /// The new accumulated modes.
    type Output;
}

/// A lone `_1` front is replaced.
impl<Acc, S, D> Front<Acc, S, D> for B1 {
    type Output = C<Layout<S, D>, E>;
}

impl<S, D, FS, FD, T> Front<C<Layout<FS, FD>, T>, S, D> for B0
where
    S: crate::engine::arith::Arith<crate::engine::expr::ops::Mul, D>,
    LMul<S, D>: StaticEq<FD>,
    FS: IsStatic,
    <FS as IsStatic>::Output: BitAnd<<LMul<S, D> as StaticEq<FD>>::Output>,
    Merges<S, D, FS, FD>: MergeOr<C<Layout<FS, FD>, T>, S, D>,
{
    type Output = <Merges<S, D, FS, FD> as MergeOr<C<Layout<FS, FD>, T>, S, D>>::Output;
}

/// The last branch of [`BwStep`]: `s:d` merges into the front mode (`B1`) or becomes the new
/// front.
pub trait MergeOr<Acc, S, D> {
    /// The new accumulated modes.
    type Output;
}

/// Merge into the front: `(s * fs):d`.
impl<FS, FD, T, S, D> MergeOr<C<Layout<FS, FD>, T>, S, D> for B1
where
    S: crate::engine::arith::Arith<crate::engine::expr::ops::Mul, FS>,
{
    type Output = C<Layout<LMul<S, FS>, D>, T>;
}

/// A new front mode.
impl<Acc, S, D> MergeOr<Acc, S, D> for B0 {
    type Output = C<Layout<S, D>, Acc>;
}

/// The layout of the accumulated modes: one mode is a leaf layout (`_1` becomes `_1:_0`).
pub trait Finish {
    /// The layout.
    type Output;
}

impl<S: LeafClass, D> Finish for C<Layout<S, D>, E>
where
    IsOne<S>: crate::int::If<Layout<U1, U0>, Layout<S, D>>,
{
    type Output = crate::int::IfThen<IsOne<S>, Layout<U1, U0>, Layout<S, D>>;
}

impl<M, M2, T> Finish for C<M, C<M2, T>>
where
    Self: crate::layout::FromModes,
{
    type Output = crate::layout::Concatenated<Self>;
}

/// CuTe's `coalesce` (`X = B0`) or `coalesce_x` (`X = B1`, a trailing `_1` is kept as an
/// unbounded `_2`) of an engine layout.
pub trait Coalescer<X> {
    /// The coalesced layout.
    type Output;
}

impl<S: FlatPairs<D>, D, X> Coalescer<X> for Layout<S, D>
where
    <S as FlatPairs<D>>::Output: Start<X>,
{
    type Output = <<S as FlatPairs<D>>::Output as Start<X>>::Output;
}

/// `coalesce_x` ([`Coalescer`]`<B1>`) of a layout that `coalesce` produced: the layout itself
/// (it has no static `_1` mode and no two modes that merge), except `_1:_0`, whose `_1` is the
/// last mode and becomes `_2`. Saves composing with an already coalesced layout (a product's
/// complement) a second coalesce.
pub trait CoalescedX {
    /// `coalesce_x(Self)`
    type Output;
}

impl CoalescedX for Layout<U1, U0> {
    type Output = Layout<typenum::U2, U0>;
}

/// Any other extent.
macro_rules! coalesced_x_shapes {
    ($([$($g:tt)*] $s:ty),*) => {$(
        impl<__D, $($g)*> CoalescedX for Layout<$s, __D> {
            type Output = Self;
        }
    )*};
}
coalesced_x_shapes!(
    [] typenum::UTerm,
    [] typenum::UInt<typenum::UTerm, B0>,
    [U, X, Y] typenum::UInt<typenum::UInt<U, X>, Y>,
    [U: typenum::Unsigned + typenum::NonZero] typenum::NInt<U>,
    [X] crate::engine::expr::Sym<X>,
    [] E,
    [H, T] C<H, T>
);

/// The extent `_1` with any other stride.
macro_rules! coalesced_x_strides {
    ($([$($g:tt)*] $d:ty),*) => {$(
        impl<$($g)*> CoalescedX for Layout<U1, $d> {
            type Output = Self;
        }
    )*};
}
coalesced_x_strides!(
    [U: typenum::Unsigned, X: Bit] typenum::UInt<U, X>,
    [U: typenum::Unsigned + typenum::NonZero] typenum::NInt<U>,
    [X] crate::engine::expr::Sym<X>,
    [] E,
    [H, T] C<H, T>
);

/// Starts `bw_coalesce` from the last mode of a flat list of modes.
pub trait Start<X> {
    /// The coalesced layout.
    type Output;
}

impl<X> Start<X> for E {
    type Output = Layout<U1, U0>;
}

impl<H, T, X> Start<X> for C<H, T>
where
    T: BwFrom<H, X>,
    <T as BwFrom<H, X>>::Output: Finish,
{
    type Output = <<T as BwFrom<H, X>>::Output as Finish>::Output;
}

/// The accumulator of `bw_coalesce` after the mode `M` and the modes `Self` that follow it,
/// from the last mode to `M`: the last mode starts it (for `coalesce_x`, a static `_1` extent
/// becomes `_2`), then every mode before it is folded in. The list's own recursion (the modes
/// need not be reversed first), on the rest of the list as `Self`, so that an unknown rest is
/// ambiguous at once.
pub trait BwFrom<M, X> {
    /// The accumulator: the coalesced modes.
    type Output;
}

impl<S: LeafClass, D, X> BwFrom<Layout<S, D>, X> for E
where
    (X, IsOne<S>): LastExtent<S>,
{
    type Output = C<Layout<<(X, IsOne<S>) as LastExtent<S>>::Output, D>, E>;
}

impl<M2, T, M, X> BwFrom<M, X> for C<M2, T>
where
    T: BwFrom<M2, X>,
    <T as BwFrom<M2, X>>::Output: BwStep<M>,
{
    type Output = <<T as BwFrom<M2, X>>::Output as BwStep<M>>::Output;
}

/// The extent the last mode starts the accumulator with.
pub trait LastExtent<S> {
    /// `_2` for `coalesce_x` of a static `_1`, else `S`.
    type Output;
}

impl<S> LastExtent<S> for (B1, B1) {
    type Output = typenum::U2;
}

impl<S> LastExtent<S> for (B1, B0) {
    type Output = S;
}

impl<S, O> LastExtent<S> for (B0, O) {
    type Output = S;
}

impl<L: Coalescer<B0>> MixedEngine<L, E> for op::coalesce {
    type Output = L::Output;
}

impl<S, D> MixedEngine<Layout<S, D>, E> for op::flatten
where
    S: crate::list::FlattenList,
    D: crate::list::FlattenList,
{
    type Output = Layout<S::Output, D::Output>;
}

/// CuTe's `coalesce(layout, profile)` on engine forms: a leaf profile coalesces the whole
/// layout; a tuple profile coalesces mode by mode (modes past it are kept).
pub trait CoalesceByKind<P, K> {
    /// The result.
    type Output;
}

impl<L: Coalescer<B0>, P> CoalesceByKind<P, Leaf> for L {
    type Output = L::Output;
}

impl<L, P> CoalesceByKind<P, Node> for L
where
    L: crate::layout::Modes,
    crate::layout::ModesOf<L>:
        crate::list::ZipModes<P, CoalesceByF, op::coalesce_by, crate::list::KeepRest>,
    <crate::layout::ModesOf<L> as crate::list::ZipModes<
        P,
        CoalesceByF,
        op::coalesce_by,
        crate::list::KeepRest,
    >>::Output: crate::layout::FromModes,
{
    type Output = crate::layout::Concatenated<
        <crate::layout::ModesOf<L> as crate::list::ZipModes<
            P,
            CoalesceByF,
            op::coalesce_by,
            crate::list::KeepRest,
        >>::Output,
    >;
}

/// `coalesce_by` of one mode.
pub struct CoalesceByF;

impl<M, P: Kind> crate::list::Apply2<M, P> for CoalesceByF
where
    M: CoalesceByKind<P, P::Kind>,
{
    type Output = <M as CoalesceByKind<P, P::Kind>>::Output;
}

impl<L, P: IsLayout> MixedEngine<L, P> for op::coalesce_by
where
    P::Output: CoalesceProfile<L, P>,
{
    type Output = <P::Output as CoalesceProfile<L, P>>::Output;
}

/// `coalesce(L, P)` by whether the profile `P` is a layout (`Self = B1`), which CuTe's profile
/// never is: it is a shape.
pub trait CoalesceProfile<L, P> {
    /// The coalesced layout.
    type Output;
}

impl<L, P: Kind> CoalesceProfile<L, P> for B0
where
    L: CoalesceByKind<P, P::Kind>,
{
    type Output = <L as CoalesceByKind<P, P::Kind>>::Output;
}

/// A layout as the profile: the check reports it.
impl<L, P: Shown> CoalesceProfile<L, P> for B1
where
    B0: ProfileIsShape<<P as Shown>::Output, op::coalesce_by>,
{
    // The layout itself keeps whatever follows free of further errors.
    type Output = L;
}

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// coalesce's profile is a shape, not a layout.
    #[diagnostic::on_unimplemented(
        message = "{Op}: the profile {P} is a layout; a coalesce profile is a shape (an IntTuple)",
        label = "CuTe's coalesce(layout, profile) takes the profile's shape only",
        note = "pass a shape: `shape!((1,1))`, or the layout's shape (`ShapeOf<L>`)",
        note = "Num<N> is the number N"
    )]
    check ProfileIsShape<P>;
});
