//! The layout functions CuTe's copies use to find vector widths and repeated elements:
//! `filter_zeros`, `filter`, `nullspace`, `max_common_vector` and `max_common_layout`, for
//! static layouts, each a trait with an alias in CuTe's name. They are compositions of the
//! algebra's operations and a walk over the leaves.

use crate::int::IfThen;
use crate::list::{FlattenToList, Internal, Pub, Public, Repr, C, E};
use crate::modes::{LeafMul, StaticIs, ZeroStrideShape};
use crate::{
    AnyLayout, Coalesce, CoalesceOp, Composition, CompositionOp, Layout, ModeOf, ModeOp,
    RightInverse, RightInverseOp,
};
use typenum::{Unsigned, U0, U1};

type IsZero<X> = <X as StaticIs<U0>>::Out;
type IsOne<X> = <X as StaticIs<U1>>::Out;

/// CuTe's `filter_zeros(layout)`: the same layout with every mode of static stride 0 given
/// extent 1 (its elements repeat, so one of them is enough).
#[diagnostic::on_unimplemented(
    message = "filter_zeros: `{Self}` is not a layout",
    note = "filter_zeros takes a `Layout<S, D>`"
)]
pub trait FilterZerosOp {
    /// The filtered layout.
    type Output: AnyLayout;
    /// The filtered layout, as a value.
    fn filter_zeros(&self) -> Self::Output;
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: ZeroStrideShape<D>, D: Copy> FilterZerosOp for Layout<S, D>
where
    Layout<S::Output, D>: AnyLayout,
{
    type Output = Layout<S::Output, D>;
    #[inline(always)]
    fn filter_zeros(&self) -> Self::Output {
        Layout::from_parts(self.shape().zero_stride_shape(), *self.stride())
    }
}

/// `filter_zeros(L)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::FilterZeros;
/// type F = FilterZeros<layout!((4,(2,3)):(0,(1,0)))>;
/// assert_eq!(F::default().to_string(), "(_1,(_2,_1)):(_0,(_1,_0))");
/// ```
pub type FilterZeros<L> = <L as FilterZerosOp>::Output;

/// CuTe's `filter(layout)`: `coalesce(filter_zeros(layout))`, the layout without its repeated
/// elements and extents of 1.
#[diagnostic::on_unimplemented(
    message = "filter: `{Self}` is not a layout",
    note = "filter takes a `Layout<S, D>`"
)]
pub trait FilterOp {
    /// The filtered layout.
    type Output: AnyLayout;
    /// The filtered layout, as a value.
    fn filter(&self) -> Self::Output;
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L: FilterZerosOp> FilterOp for L
where
    FilterZeros<L>: CoalesceOp<Output: AnyLayout>,
{
    type Output = Coalesce<FilterZeros<L>>;
    #[inline(always)]
    fn filter(&self) -> Self::Output {
        CoalesceOp::apply(self.filter_zeros())
    }
}

/// `filter(L)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Filter;
/// type F = Filter<layout!((4,(2,3)):(0,(1,2)))>;
/// assert_eq!(F::default().to_string(), "_6:_1");
/// ```
pub type Filter<L> = <L as FilterOp>::Output;

/// The leaves of stride 0 with the column-major strides of the whole flat shape (`P`: the
/// product of the extents before), internal form: `(shapes, strides)`.
#[doc(hidden)]
pub trait ZeroLeaves<D, P> {
    type Shape;
    type Stride;
}
impl<P> ZeroLeaves<E, P> for E {
    type Shape = E;
    type Stride = E;
}
impl<SH, ST, DH: StaticIs<U0>, DT, P> ZeroLeaves<C<DH, DT>, P> for C<SH, ST>
where
    P: LeafMul<SH>,
    ST: ZeroLeaves<DT, <P as LeafMul<SH>>::Output>,
    SH: StaticIs<U1>,
    // A compact layout gives an extent of 1 the stride 0, as CuTe's `compact_major` does.
    IsOne<SH>: crate::int::If<U0, P>,
    IsZero<DH>: crate::int::If<C<SH, ST::Shape>, ST::Shape>
        + crate::int::If<CompactStride<SH, P, ST::Stride>, ST::Stride>,
{
    type Shape = IfThen<IsZero<DH>, C<SH, ST::Shape>, ST::Shape>;
    type Stride = IfThen<IsZero<DH>, CompactStride<SH, P, ST::Stride>, ST::Stride>;
}
type CompactStride<S, P, T> = C<IfThen<IsOne<S>, U0, P>, T>;

/// A layout of the leaves found: none is `_1:_0`, one is that leaf, more a tuple.
#[doc(hidden)]
pub trait Unwrapped<D> {
    type Layout;
}
impl Unwrapped<E> for E {
    type Layout = Layout<U1, U0>;
}
impl<S, D> Unwrapped<C<D, E>> for C<S, E> {
    type Layout = Layout<S, D>;
}
impl<S0, S1, ST, D0, D1, DT> Unwrapped<C<D0, C<D1, DT>>> for C<S0, C<S1, ST>>
where
    C<S0, C<S1, ST>>: Public,
    C<D0, C<D1, DT>>: Public,
{
    type Layout = Layout<Pub<C<S0, C<S1, ST>>>, Pub<C<D0, C<D1, DT>>>>;
}

type Flat<T> = <Repr<T> as FlattenToList>::Output;
type Zeros<S, D> = <Flat<S> as ZeroLeaves<Flat<D>, U1>>::Shape;
type ZeroStrides<S, D> = <Flat<S> as ZeroLeaves<Flat<D>, U1>>::Stride;

/// CuTe's `nullspace(layout)`: a layout of the coordinates that `layout` sends to offset 0
/// (the flat modes of static stride 0, with the strides of a compact column-major layout of
/// the whole shape); `_1:_0` when there is none. Run-time extents give run-time strides after
/// them, as CuTe's `compact_major` does: use [`nullspace`](NullspaceOp::nullspace) for the
/// value.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{Dyn, Layout, NullspaceOp};
/// // A broadcast over n rows: the columns of stride 0 repeat, n apart.
/// let l = Layout::from_parts((Dyn(5), U4::new()), (U1::new(), U0::new()));
/// assert_eq!(l.nullspace().to_string(), "_4:5");
/// ```
#[diagnostic::on_unimplemented(
    message = "nullspace: `{Self}` is not a layout",
    note = "nullspace takes a `Layout<S, D>` (static or run-time leaves)"
)]
pub trait NullspaceOp {
    /// The nullspace.
    type Output: AnyLayout;
    /// The nullspace, as a value (its run-time strides are products of this layout's
    /// run-time extents).
    fn nullspace(&self) -> Self::Output;
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: Internal, D: Internal, S2, D2> NullspaceOp for Layout<S, D>
where
    Self: AnyLayout,
    S: crate::tuple::IntTupleValue,
    D: crate::tuple::IntTupleValue,
    Repr<S>: FlattenToList,
    Repr<D>: FlattenToList,
    Flat<S>: ZeroLeaves<Flat<D>, U1>,
    Zeros<S, D>: Unwrapped<ZeroStrides<S, D>, Layout = Layout<S2, D2>>,
    Layout<S2, D2>: AnyLayout,
    S2: crate::tuple::IntTupleValue,
    D2: crate::tuple::IntTupleValue,
{
    type Output = Layout<S2, D2>;
    fn nullspace(&self) -> Layout<S2, D2> {
        let shape = self.shape().to_dynamic_value().leaf_list();
        let stride = self.stride().to_dynamic_value().leaf_list();
        // CuTe's `compact_major<LayoutLeft>` of the flat shape: a static extent of 1 gets 0.
        let mut compact = Vec::with_capacity(shape.len());
        let mut cur = 1i64;
        for s in &shape {
            if s.is_static && s.value == 1 {
                compact.push(0);
            } else {
                compact.push(cur);
                cur = cur.wrapping_mul(s.value);
            }
        }
        let kept: Vec<usize> = (0..shape.len())
            .filter(|&i| stride[i].is_static && stride[i].value == 0)
            .collect();
        Layout::from_parts(
            S2::from_leaves(&mut kept.iter().map(|&i| shape[i].value)),
            D2::from_leaves(&mut kept.iter().map(|&i| compact[i])),
        )
    }
}

/// `nullspace(L)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Nullspace;
/// type N = Nullspace<layout!((4,(2,3)):(0,(1,0)))>;
/// assert_eq!(N::default().to_string(), "(_4,_3):(_1,_8)");
/// ```
pub type Nullspace<L> = <L as NullspaceOp>::Output;

type Common<A, B> = Coalesce<Composition<A, RightInverse<B>>>;
type First<A, B> = ModeOf<Common<A, B>, typenum::U0>;
type FirstShape<A, B> = <First<A, B> as AnyLayout>::Shape;
type FirstStride<A, B> = <First<A, B> as AnyLayout>::Stride;
/// `B1` when the common layout starts with a static extent of stride 1 (CuTe checks both
/// statically; a run-time extent counts as no common vector).
type Contiguous<A, B> =
    <<FirstShape<A, B> as crate::tuple::AllStatic>::Output as crate::int::Flag>::And<
        IsOne<FirstStride<A, B>>,
    >;

/// CuTe's `max_common_layout(a, b)`: the layout, in `b`'s domain, of the elements that `a`
/// and `b` both hold contiguously from offset 0 (`a(b⁻¹(i)) == i`), `_1:_0` when there is
/// none; for two layouts (static or run-time leaves) of the same size. One of them may be
/// swizzled (a `ComposedLayout` of a `Swizzle`): the common layout of the inner layout, cut to
/// the `2^M` elements the swizzle keeps together.
#[diagnostic::on_unimplemented(
    message = "max_common_layout(a, b): a and b are not two layouts whose common layout can be formed",
    label = "max_common_layout composes a with the right inverse of b",
    note = "a and b are layouts (`Layout`, or a swizzled `ComposedLayout`), and the composition a o right_inverse(b) exists (where it does not, the composition's own error names the rule)"
)]
pub trait MaxCommonLayoutOp<B> {
    /// The common layout.
    type Output: AnyLayout;
    /// Its extent: `max_common_vector(a, b)`.
    #[doc(hidden)]
    type Vector: Unsigned;
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, B> MaxCommonLayoutOp<B> for Layout<S, D>
where
    B: CommonLayoutWith<Layout<S, D>>,
{
    type Output = B::Output;
    type Vector = B::Vector;
}

/// `max_common_layout(A, Self)`, by the kind of `Self` (plain here, swizzled in
/// `swizzle::vector`).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "max_common_layout(a, b): a and b are not two layouts whose common layout can be formed",
    label = "max_common_layout composes a with the right inverse of b",
    note = "a and b are layouts (`Layout`, or a swizzled `ComposedLayout`), and the composition a o right_inverse(b) exists (where it does not, the composition's own error names the rule)"
)]
pub trait CommonLayoutWith<A> {
    type Output: AnyLayout;
    type Vector: Unsigned;
}
impl<A, S2, D2> CommonLayoutWith<A> for Layout<S2, D2>
where
    Layout<S2, D2>: RightInverseOp,
    A: CompositionOp<RightInverse<Layout<S2, D2>>>,
    Composition<A, RightInverse<Layout<S2, D2>>>: CoalesceOp,
    Common<A, Layout<S2, D2>>: ModeOp<typenum::U0>,
    First<A, Layout<S2, D2>>: AnyLayout,
    FirstStride<A, Layout<S2, D2>>: StaticIs<U1>,
    FirstShape<A, Layout<S2, D2>>: crate::tuple::AllStatic,
    Contiguous<A, Layout<S2, D2>>: crate::int::If<FirstShape<A, Layout<S2, D2>>, U1>,
    IfThen<Contiguous<A, Layout<S2, D2>>, FirstShape<A, Layout<S2, D2>>, U1>: Unsigned,
    RightInverse<Layout<S2, D2>>: CompositionOp<First<A, Layout<S2, D2>>>,
    Contiguous<A, Layout<S2, D2>>: crate::int::If<
        Composition<RightInverse<Layout<S2, D2>>, First<A, Layout<S2, D2>>>,
        Layout<U1, U0>,
    >,
    IfThen<
        Contiguous<A, Layout<S2, D2>>,
        Composition<RightInverse<Layout<S2, D2>>, First<A, Layout<S2, D2>>>,
        Layout<U1, U0>,
    >: AnyLayout,
{
    type Output = IfThen<
        Contiguous<A, Layout<S2, D2>>,
        Composition<RightInverse<Layout<S2, D2>>, First<A, Layout<S2, D2>>>,
        Layout<U1, U0>,
    >;
    type Vector = IfThen<Contiguous<A, Layout<S2, D2>>, FirstShape<A, Layout<S2, D2>>, U1>;
}

/// CuTe's `max_common_vector(a, b)`: the number `N` of elements that `a` and `b` both hold
/// contiguously from offset 0 (`a(b⁻¹(i)) == i` for `i < N`), as a typenum integer: how many
/// elements one vector instruction may copy between tensors laid out by `a` and `b`. Either
/// may be swizzled (a `ComposedLayout` of a `Swizzle`): a swizzle keeps `2^M` elements
/// together, so the vector is at most that, unless both layouts have the same swizzle.
#[diagnostic::on_unimplemented(
    message = "max_common_vector(a, b): a and b are not two layouts whose common vector can be formed",
    label = "max_common_vector composes a with the right inverse of b",
    note = "a and b are layouts (`Layout`, or a swizzled `ComposedLayout`), and the composition a o right_inverse(b) exists (where it does not, the composition's own error names the rule)"
)]
pub trait MaxCommonVectorOp<B> {
    /// The number of elements.
    type Output: Unsigned;
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, B: VectorWith<Layout<S, D>>> MaxCommonVectorOp<B> for Layout<S, D> {
    type Output = B::Output;
}
/// `max_common_vector(A, Self)`, by the kinds of `A` and `Self` (plain or swizzled).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "max_common_vector(a, b): a and b are not two layouts whose common vector can be formed",
    label = "max_common_vector composes a with the right inverse of b",
    note = "a and b are layouts (`Layout`, or a swizzled `ComposedLayout`), and the composition a o right_inverse(b) exists (where it does not, the composition's own error names the rule)"
)]
pub trait VectorWith<A> {
    type Output: Unsigned;
}
impl<S, D, S2, D2> VectorWith<Layout<S2, D2>> for Layout<S, D>
where
    Layout<S2, D2>: MaxCommonLayoutOp<Layout<S, D>>,
{
    type Output = <Layout<S2, D2> as MaxCommonLayoutOp<Layout<S, D>>>::Vector;
}
/// `max_common_vector(A, B)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::MaxCommonVector;
/// type V = MaxCommonVector<layout!((8,4):(1,8)), layout!((8,4):(1,16))>;
/// assert_eq!(<V as cute_layout::typenum::Unsigned>::USIZE, 8);
/// ```
pub type MaxCommonVector<A, B> = <A as MaxCommonVectorOp<B>>::Output;

/// `max_common_layout(A, B)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::MaxCommonLayout;
/// type L = MaxCommonLayout<layout!((8,4):(1,8)), layout!((8,4):(1,16))>;
/// assert_eq!(L::default().to_string(), "_8:_1");
/// ```
pub type MaxCommonLayout<A, B> = <A as MaxCommonLayoutOp<B>>::Output;

// ---------------------------------------------------------------------------------------------
// max_alignment and the vector width of a copy
// ---------------------------------------------------------------------------------------------

/// A leaf's part that CuTe's `max_alignment` keeps: a static extent or stride, a run-time
/// extent as 1 and a run-time stride as 0 (nothing is known of them).
#[doc(hidden)]
pub trait StaticPart {
    type Shape;
    type Stride;
}
crate::arity::for_leaves!([] StaticPart { type Shape = Self; type Stride = Self; });
impl StaticPart for crate::Dyn {
    type Shape = U1;
    type Stride = U0;
}

/// The static parts of flat lists of extents (`Self`) and strides (`D`).
#[doc(hidden)]
pub trait StaticParts<D> {
    type Shape;
    type Stride;
}
impl StaticParts<E> for E {
    type Shape = E;
    type Stride = E;
}
impl<S: StaticPart, ST: StaticParts<DT>, D: StaticPart, DT> StaticParts<C<D, DT>> for C<S, ST> {
    type Shape = C<S::Shape, ST::Shape>;
    type Stride = C<D::Stride, ST::Stride>;
}

/// The gcd of `Acc` and the magnitudes of a flat list's leaves.
#[doc(hidden)]
pub trait GcdLeaves<Acc> {
    type Output;
}
impl<Acc> GcdLeaves<Acc> for E {
    type Output = Acc;
}
impl<H: crate::int::StaticInt, T, Acc> GcdLeaves<Acc> for C<H, T>
where
    Acc: typenum::Gcd<H::Mag>,
    T: GcdLeaves<typenum::Gcf<Acc, H::Mag>>,
{
    type Output = T::Output;
}

type CoShape<L> = Flat<<Coalesce<L> as AnyLayout>::Shape>;
type CoStride<L> = Flat<<Coalesce<L> as AnyLayout>::Stride>;
type KnownShape<L> = <CoShape<L> as StaticParts<CoStride<L>>>::Shape;
type KnownStride<L> = <CoShape<L> as StaticParts<CoStride<L>>>::Stride;
/// `make_layout(static_shape, static_stride)` of CuTe's `max_alignment`.
type Known<L> = <KnownShape<L> as Unwrapped<KnownStride<L>>>::Layout;
type Permuted<L> = crate::LogicalDivide<Known<L>, RightInverse<Known<L>>>;
type PermutedSize0<L> = <Permuted<L> as crate::ModeSizeOp<U0>>::Output;
type PermutedStride1<L> = Flat<<ModeOf<Permuted<L>, U1> as AnyLayout>::Stride>;

/// CuTe's `max_alignment(layout)`: the largest `N` such that the offsets of `layout` come in
/// aligned runs of `N` consecutive elements (`N` divides every offset's run start), from its
/// static parts: a run-time extent counts as 1 and a run-time stride as 0. For a swizzled
/// layout, also the swizzle's `2^M` and the offset. A typenum integer.
///
/// CuTe's rule, step by step: coalesce; keep the static parts; `logical_divide` the result by
/// its right inverse (the longest run of consecutive offsets from 0 comes first); the gcd of
/// that run's length and the strides of what is left.
#[diagnostic::on_unimplemented(
    message = "max_alignment: `{Self}` is not a layout or a swizzled layout",
    note = "max_alignment takes a `Layout<S, D>` (static or run-time leaves) or a `ComposedLayout` of a `Swizzle`"
)]
pub trait MaxAlignmentOp {
    /// The alignment in elements.
    type Output: Unsigned;
}
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> MaxAlignmentOp for Layout<S, D>
where
    Layout<S, D>: CoalesceOp,
    <Coalesce<Layout<S, D>> as AnyLayout>::Shape: Internal,
    <Coalesce<Layout<S, D>> as AnyLayout>::Stride: Internal,
    Repr<<Coalesce<Layout<S, D>> as AnyLayout>::Shape>: FlattenToList,
    Repr<<Coalesce<Layout<S, D>> as AnyLayout>::Stride>: FlattenToList,
    CoShape<Layout<S, D>>: StaticParts<CoStride<Layout<S, D>>>,
    KnownShape<Layout<S, D>>: Unwrapped<KnownStride<Layout<S, D>>>,
    Known<Layout<S, D>>: RightInverseOp + crate::LogicalDivideOp<RightInverse<Known<Layout<S, D>>>>,
    Permuted<Layout<S, D>>: ModeOp<U1> + crate::ModeSizeOp<U0>,
    ModeOf<Permuted<Layout<S, D>>, U1>: AnyLayout,
    <ModeOf<Permuted<Layout<S, D>>, U1> as AnyLayout>::Stride: Internal,
    Repr<<ModeOf<Permuted<Layout<S, D>>, U1> as AnyLayout>::Stride>: FlattenToList,
    PermutedStride1<Layout<S, D>>: GcdLeaves<PermutedSize0<Layout<S, D>>>,
    <PermutedStride1<Layout<S, D>> as GcdLeaves<PermutedSize0<Layout<S, D>>>>::Output: Unsigned,
{
    type Output = <PermutedStride1<Layout<S, D>> as GcdLeaves<PermutedSize0<Layout<S, D>>>>::Output;
}
/// `max_alignment(L)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{Dyn, Layout, MaxAlignment};
/// use cute_layout::typenum::{Unsigned, U128, U8};
/// // Rows of 8 floats with a run-time leading dimension: runs of 8.
/// assert_eq!(<MaxAlignment<layout!((8,4):(1,16))> as Unsigned>::USIZE, 8);
/// assert_eq!(<MaxAlignment<Layout<(U128, U8), (cute_layout::typenum::U1, Dyn)>> as Unsigned>::USIZE, 128);
/// assert_eq!(<MaxAlignment<layout!((6,8):(1,12))> as Unsigned>::USIZE, 6);
/// ```
pub type MaxAlignment<L> = <L as MaxAlignmentOp>::Output;
