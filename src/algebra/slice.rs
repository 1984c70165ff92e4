//! Slicing with `_`: CuTe's `slice(coord, layout)` and `dice(coord, layout)`.

use crate::layout::Layout;
use crate::list::{self, Cat, Concat, Internal, Leaf, Public, C, E};
use crate::mixed::route::{AllStatic, BothStatic};
use crate::mixed::slice::Pick;
use crate::mixed::value::CoordValue;
use crate::tiler::Underscore;

/// CuTe's `slice(coord, layout)`: the sub-layout of the modes where the coordinate has `_`
/// ([`Underscore`]); the modes given an integer are dropped (their offset is not part of the
/// result). A tuple of `_` nested inside a coordinate flattens the kept modes into the result.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U0;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Slice::<L, (U0, (Underscore, Underscore))>::default().to_string(), "(_2,_4):(_1,_8)");
/// assert_eq!(Slice::<L, (Underscore, (U0, Underscore))>::default().to_string(), "(_4,_4):(_2,_8)");
/// ```
///
/// The offset of the slice (CuTe's `slice_and_offset`) is the coordinate's offset with `_` taken
/// as 0: [`SliceOp::slice_offset`]. The layout may have run-time leaves ([`Dyn`](crate::Dyn));
/// so may the coordinate (`usize` or `Dyn` entries). `L: SliceOp<C>` is the bound generic code
/// needs to slice a layout, or a [`Tensor`](crate::Tensor) of it whose slice is used as a
/// static layout (`L::Output: Loops` below).
///
/// ```
/// use cute_layout::prelude::*;
/// /// Column `j` of a matrix, summed.
/// fn column_sum<L>(m: &Tensor<&[u32], L>, j: usize) -> u32
/// where
///     L: SliceOp<(Underscore, usize)>,
///     L::Output: Loops,
/// {
///     m.slice((Underscore, j)).iter().sum()
/// }
/// let data: Vec<u32> = (0..12).collect();
/// let m = Tensor::<_, layout!((3, 4):(4, 1))>::new(&data[..]).unwrap();
/// assert_eq!(column_sum(&m, 1), 1 + 5 + 9);
/// ```
#[diagnostic::on_unimplemented(
    message = "slice: the coordinate `{Crd}` does not fit the layout `{Self}`",
    label = "slice needs a coordinate of the layout, with `_` for the modes it keeps",
    note = "a slicing coordinate has one entry per mode (an integer, `Underscore`, or a nested tuple of them); in generic code, add the bound `SliceOp<{Crd}>` on the layout"
)]
pub trait SliceOp<Crd>: crate::algebra::sealed::Sealed + crate::AnyLayout {
    /// The kept sub-layout (a [`StaticLayout`](crate::StaticLayout) when the layout is one).
    type Output: crate::AnyLayout;
    /// CuTe's `slice(self, coord)` as a value (a static layout's result is its zero-sized
    /// value; a layout with run-time leaves keeps those of the kept modes).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    /// assert_eq!(a.slice((Underscore, 7usize)).to_string(), "(300):(_1)");
    /// assert_eq!(a.slice_offset((Underscore, 7usize)), 2100);
    /// ```
    fn slice(self, coord: Crd) -> Self::Output;
    /// The offset where the slice starts (CuTe's `slice_and_offset`'s offset): the offset of
    /// `coord` with every `_` read as 0, computed with the layout's strides (stored ones for
    /// run-time leaves). Unchecked as in CuTe.
    fn slice_offset(&self, coord: Crd) -> isize;
    /// Whether every integer entry of `coord` lies inside the mode it indexes (CuTe does not
    /// check; [`Tensor::try_slice`](crate::Tensor::try_slice) does).
    fn slice_contains(&self, coord: &Crd) -> bool;
    /// CuTe's `slice_and_offset(coord, self)`: the slice and the offset where it starts.
    fn slice_and_offset(self, coord: Crd) -> (Self::Output, isize)
    where
        Self: Sized,
        Crd: Copy,
    {
        let off = self.slice_offset(coord);
        (self.slice(coord), off)
    }
}

/// `slice(Crd, L)`
///
/// The resolved layout, as a type; [`SliceOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U0;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Slice::<L, (U0, (Underscore, Underscore))>::default().to_string(), "(_2,_4):(_1,_8)");
/// assert_eq!(Slice::<L, (Underscore, (U0, Underscore))>::default().to_string(), "(_4,_4):(_2,_8)");
/// ```
pub type Slice<L, Crd> = <L as SliceOp<Crd>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, Crd> SliceOp<Crd> for Layout<S, D>
where
    Self: AllStatic + crate::AnyLayout,
    Crd: AllStatic,
    BothStatic<Crd, Self>: SliceRoute<Self, Crd>,
{
    type Output = <BothStatic<Crd, Self> as SliceRoute<Self, Crd>>::Output;
    #[inline(always)]
    fn slice(self, coord: Crd) -> Self::Output {
        <BothStatic<Crd, Self> as SliceRoute<Self, Crd>>::slice(&self, &coord)
    }
    #[inline(always)]
    fn slice_offset(&self, coord: Crd) -> isize {
        <BothStatic<Crd, Self> as SliceRoute<Self, Crd>>::offset(self, coord)
    }
    #[inline(always)]
    fn slice_contains(&self, coord: &Crd) -> bool {
        <BothStatic<Crd, Self> as SliceRoute<Self, Crd>>::contains(self, coord)
    }
}

/// The engine of `slice` that the bit `Self` selects: `B1` (every leaf static; `usize`
/// coordinates count as static) the static one, `B0` the mixed one.
#[doc(hidden)]
pub trait SliceRoute<L, Crd> {
    /// The kept sub-layout.
    type Output: crate::AnyLayout;
    /// The slice.
    fn slice(l: &L, coord: &Crd) -> Self::Output;
    /// The offset where it starts.
    fn offset(l: &L, coord: Crd) -> isize;
    /// Whether the coordinate lies inside the layout.
    fn contains(l: &L, coord: &Crd) -> bool;
}

impl<S: Internal, D: Internal, Crd: Internal> SliceRoute<Layout<S, D>, Crd> for typenum::B1
where
    Crd::Repr: detail::SliceT<S::Repr, Underscore> + detail::SliceT<D::Repr, Underscore>,
    Sliced<S, D, Crd, Underscore>: Public,
    list::Pub<Sliced<S, D, Crd, Underscore>>: crate::StaticLayout,
    Layout<S, D>: crate::Crd2IdxOp<Crd> + crate::StaticLayout,
{
    type Output = list::Pub<Sliced<S, D, Crd, Underscore>>;
    #[inline(always)]
    fn slice(_: &Layout<S, D>, _: &Crd) -> Self::Output {
        Default::default()
    }
    #[inline(always)]
    fn offset(l: &Layout<S, D>, coord: Crd) -> isize {
        crate::Crd2IdxOp::crd2idx(l, coord)
    }
    #[inline(always)]
    fn contains(l: &Layout<S, D>, coord: &Crd) -> bool {
        crate::Crd2IdxOp::contains(l, coord)
    }
}

impl<S, D, Crd> SliceRoute<Layout<S, D>, Crd> for typenum::B0
where
    Crd: Pick<S, Underscore> + Pick<D, Underscore> + CoordValue<S, D>,
    Layout<<Crd as Pick<S, Underscore>>::Out, <Crd as Pick<D, Underscore>>::Out>: crate::AnyLayout,
    S: Copy,
    D: Copy,
{
    type Output = Layout<<Crd as Pick<S, Underscore>>::Out, <Crd as Pick<D, Underscore>>::Out>;
    #[inline(always)]
    fn slice(l: &Layout<S, D>, _: &Crd) -> Self::Output {
        Layout::from_parts(
            <Crd as Pick<S, Underscore>>::pick(*l.shape()),
            <Crd as Pick<D, Underscore>>::pick(*l.stride()),
        )
    }
    #[inline(always)]
    fn offset(l: &Layout<S, D>, coord: Crd) -> isize {
        coord.offset(l.shape(), l.stride()) as isize
    }
    #[inline(always)]
    fn contains(l: &Layout<S, D>, coord: &Crd) -> bool {
        coord.within(l.shape())
    }
}

/// The layout of the modes of `Layout<S, D>` that `Crd` keeps (`Keep` = `Underscore`: slice;
/// `Leaf`: dice), internal form.
type Sliced<S, D, Crd, Keep> = Layout<
    <list::Repr<Crd> as detail::SliceT<list::Repr<S>, Keep>>::Output,
    <list::Repr<Crd> as detail::SliceT<list::Repr<D>, Keep>>::Output,
>;

/// CuTe's `dice(coord, layout)`: the sub-layout of the modes where the coordinate has an
/// integer (the complement of [`Slice`]).
///
/// ```
/// use cute_layout::prelude::*;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Dice::<L, crd!((_,(_,0)))>::default().to_string(), "(_4):(_8)");
/// assert_eq!(Dice::<L, crd!((1,(2,3)))>::default().to_string(), "(_4,_2,_4):(_2,_1,_8)");
/// ```
pub trait DiceOp<Crd>: crate::algebra::sealed::Sealed {
    /// The kept sub-layout.
    type Output;
    /// CuTe's `dice(self, coord)` as a value (a static layout's result is its zero-sized value;
    /// a layout with run-time leaves keeps those of the kept modes).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    /// assert_eq!(a.dice((Underscore, 7usize)).to_string(), "(200):(300)");
    /// ```
    fn dice(self, coord: Crd) -> Self::Output;
}

/// `dice(Crd, L)`
///
/// The resolved layout, as a type; [`DiceOp`] describes the operation and its rules.
///
/// ```
/// use cute_layout::prelude::*;
/// type D = Dice<layout!((2,3,4):(1,2,6)), crd!((0,_,1))>;
/// assert_eq!(D::default().to_string(), "(_2,_4):(_1,_6)");
/// ```
pub type Dice<L, Crd> = <L as DiceOp<Crd>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, Crd> DiceOp<Crd> for Layout<S, D>
where
    Self: AllStatic,
    Crd: AllStatic,
    BothStatic<Crd, Self>: DiceRoute<Self, Crd>,
{
    type Output = <BothStatic<Crd, Self> as DiceRoute<Self, Crd>>::Output;
    #[inline(always)]
    fn dice(self, coord: Crd) -> Self::Output {
        <BothStatic<Crd, Self> as DiceRoute<Self, Crd>>::dice(&self, &coord)
    }
}

/// The engine of `dice` that the bit `Self` selects (as [`SliceRoute`]).
#[doc(hidden)]
pub trait DiceRoute<L, Crd> {
    /// The kept sub-layout.
    type Output;
    /// The diced layout.
    fn dice(l: &L, coord: &Crd) -> Self::Output;
}

impl<S: Internal, D: Internal, Crd: Internal> DiceRoute<Layout<S, D>, Crd> for typenum::B1
where
    Crd::Repr: detail::SliceT<S::Repr, Leaf> + detail::SliceT<D::Repr, Leaf>,
    Sliced<S, D, Crd, Leaf>: Public,
    list::Pub<Sliced<S, D, Crd, Leaf>>: Default,
{
    type Output = list::Pub<Sliced<S, D, Crd, Leaf>>;
    #[inline(always)]
    fn dice(_: &Layout<S, D>, _: &Crd) -> Self::Output {
        Default::default()
    }
}

impl<S: Copy, D: Copy, Crd> DiceRoute<Layout<S, D>, Crd> for typenum::B0
where
    Crd: Pick<S, Leaf> + Pick<D, Leaf>,
{
    type Output = Layout<<Crd as Pick<S, Leaf>>::Out, <Crd as Pick<D, Leaf>>::Out>;
    #[inline(always)]
    fn dice(l: &Layout<S, D>, _: &Crd) -> Self::Output {
        Layout::from_parts(
            <Crd as Pick<S, Leaf>>::pick(*l.shape()),
            <Crd as Pick<D, Leaf>>::pick(*l.stride()),
        )
    }
}

pub(crate) mod detail {
    use super::*;

    /// Which coordinate entries keep their mode: `Underscore` (slice) or integers (dice).
    pub trait Keeps<K> {
        type Keep;
    }

    impl Keeps<Underscore> for Underscore {
        type Keep = typenum::B1;
    }
    impl Keeps<Leaf> for Underscore {
        type Keep = typenum::B0;
    }
    crate::arity::for_leaves!([] Keeps<Underscore> { type Keep = typenum::B0; });
    crate::arity::for_leaves!([] Keeps<Leaf> { type Keep = typenum::B1; });
    impl Keeps<Underscore> for usize {
        type Keep = typenum::B0;
    }
    impl Keeps<Leaf> for usize {
        type Keep = typenum::B1;
    }
    impl Keeps<Underscore> for crate::Dyn {
        type Keep = typenum::B0;
    }
    impl Keeps<Leaf> for crate::Dyn {
        type Keep = typenum::B1;
    }

    /// `slice(Self, T)` (or `dice` when `K = Leaf`) on internal forms.
    pub trait SliceT<T, K> {
        type Output;
    }

    impl<T, K> SliceT<T, K> for E
    where
        E: Lift<T, K>,
    {
        type Output = <E as Lift<T, K>>::Output;
    }

    impl<H, R, T, K> SliceT<T, K> for C<H, R>
    where
        C<H, R>: Lift<T, K>,
    {
        type Output = <C<H, R> as Lift<T, K>>::Output;
    }

    impl<T, K> SliceT<T, K> for Underscore
    where
        Underscore: Keeps<K>,
        <Underscore as Keeps<K>>::Keep: WholeOr<T>,
    {
        type Output = <<Underscore as Keeps<K>>::Keep as WholeOr<T>>::Output;
    }

    crate::arity::for_leaves!([__T, __K] SliceT<__T, __K> where [Self: Keeps<__K>, <Self as Keeps<__K>>::Keep: WholeOr<__T>] {
        type Output = <<Self as Keeps<__K>>::Keep as WholeOr<__T>>::Output;
    });

    impl<T, K> SliceT<T, K> for usize
    where
        usize: Keeps<K>,
        <usize as Keeps<K>>::Keep: WholeOr<T>,
    {
        type Output = <<usize as Keeps<K>>::Keep as WholeOr<T>>::Output;
    }

    /// At the top, a kept entry keeps `T` itself; a dropped one leaves `()`.
    pub trait WholeOr<T> {
        type Output;
    }
    impl<T> WholeOr<T> for typenum::B1 {
        type Output = T;
    }
    impl<T> WholeOr<T> for typenum::B0 {
        type Output = E;
    }

    /// CuTe's `lift_slice`: the list of kept modes of `T` under coordinate `Self`.
    #[diagnostic::on_unimplemented(
        message = "slice: the coordinate has a different number of modes than the layout",
        label = "a slicing coordinate needs one entry (integer, `_`, or tuple) per mode",
        note = "the coordinate's entries left here are `{Self}` and the modes are `{T}` (cute-layout's list form: C<head, tail>, E = end)"
    )]
    pub trait Lift<T, K> {
        type Output;
    }

    impl<K> Lift<E, K> for E {
        type Output = E;
    }

    impl<H, R, TH, TT, K> Lift<C<TH, TT>, K> for C<H, R>
    where
        H: LiftEntry<TH, K>,
        R: Lift<TT, K>,
        H::Output: Concat<R::Output>,
    {
        type Output = Cat<H::Output, R::Output>;
    }

    /// One coordinate entry against one mode: a nested tuple lifts, `_` keeps `[mode]`.
    pub trait LiftEntry<T, K> {
        type Output;
    }

    impl<H, R, T, K> LiftEntry<T, K> for C<H, R>
    where
        C<H, R>: Lift<T, K>,
    {
        type Output = <C<H, R> as Lift<T, K>>::Output;
    }

    impl<T, K> LiftEntry<T, K> for E
    where
        E: Lift<T, K>,
    {
        type Output = <E as Lift<T, K>>::Output;
    }

    impl<T, K> LiftEntry<T, K> for Underscore
    where
        Underscore: Keeps<K>,
        <Underscore as Keeps<K>>::Keep: ListOr<T>,
    {
        type Output = <<Underscore as Keeps<K>>::Keep as ListOr<T>>::Output;
    }

    crate::arity::for_leaves!([__T, __K] LiftEntry<__T, __K> where [Self: Keeps<__K>, <Self as Keeps<__K>>::Keep: ListOr<__T>] {
        type Output = <<Self as Keeps<__K>>::Keep as ListOr<__T>>::Output;
    });

    impl<T, K> LiftEntry<T, K> for usize
    where
        usize: Keeps<K>,
        <usize as Keeps<K>>::Keep: ListOr<T>,
    {
        type Output = <<usize as Keeps<K>>::Keep as ListOr<T>>::Output;
    }

    /// Inside a tuple, a kept entry contributes `[T]`.
    pub trait ListOr<T> {
        type Output;
    }
    impl<T> ListOr<T> for typenum::B1 {
        type Output = C<T, E>;
    }
    impl<T> ListOr<T> for typenum::B0 {
        type Output = E;
    }

    /// CuTe's `repeat<rank(T)>(_)`: `_` for rank 1, a tuple of `_` otherwise.
    pub trait UnderLike {
        type Output;
    }

    crate::arity::for_leaves!([] UnderLike { type Output = Underscore; });

    impl<H> UnderLike for C<H, E> {
        type Output = Underscore;
    }

    impl<H, H2, T> UnderLike for C<H, C<H2, T>>
    where
        C<H, C<H2, T>>: list::Map<ToUnder>,
    {
        type Output = <C<H, C<H2, T>> as list::Map<ToUnder>>::Output;
    }

    pub struct ToUnder;
    impl<X> list::Apply<X> for ToUnder {
        type Output = Underscore;
    }
}
