//! Slicing with `_`: CuTe's `slice(coord, layout)` and `dice(coord, layout)`, on the public
//! values themselves, for every layout.
//!
//! Slicing only selects modes: no extent or stride is computed, and a kept leaf keeps its
//! static-ness. So the kept parts of the shape and of the stride are picked out of the public
//! tuples directly (the run-time leaves are moved, the static ones are zero-sized), with no
//! numbering of run-time leaves and no engine form: one step per coordinate entry.
//!
//! The kept modes are collected into a value list ([`Cell`], [`Nil`]) from the last entry to
//! the first (each entry puts its modes in front of what the entries after it kept), so no list
//! is ever concatenated; the list becomes a public tuple at the end ([`IntoTuple`]).

use crate::index::CoordValue;
use crate::int::Dyn;
use crate::layout::Layout;
use crate::list::value::{Cell, IntoTuple, Nil, ToList};
use crate::tuple::Underscore;

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
pub trait SliceOp<Crd>: crate::tuple::sealed::Sealed + crate::AnyLayout {
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
    /// Calls `f` with each integer leaf's part of [`slice_offset`](SliceOp::slice_offset) (their
    /// sum); one part, the whole offset, for a layout that is not plain.
    #[doc(hidden)]
    fn slice_leaves(&self, coord: Crd, f: &mut dyn FnMut(i64)) {
        f(self.slice_offset(coord) as i64)
    }
    /// Whether every integer entry of `coord` lies inside the mode it indexes (CuTe does not
    /// check; [`Tensor::try_slice`](crate::Tensor::try_slice) does).
    fn slice_contains(&self, coord: &Crd) -> bool;
    /// How far below its start a slice reaches (its most negative offset, negated): 0 but for
    /// a swizzled layout's slice that decays to negative strides. A tensor's view keeps that
    /// much of the storage before the slice.
    #[doc(hidden)]
    fn reach_below(_slice: &Self::Output) -> usize {
        0
    }
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
    Self: crate::AnyLayout,
    Crd: CrdRanks<S>,
    <Crd::V as Verdict>::C: crate::decimal::Dec,
    <Crd::V as Verdict>::S: crate::decimal::Dec,
    RanksHold<Crd, S>: SliceRanksMatch<CrdRank<Crd, S>, ShapeRank<Crd, S>>,
    TuplesOk<Crd, S>: SliceTupleAtInteger<Crd>,
    Crd: Pick<S, slice> + Pick<D, slice> + CoordValue<S, D>,
    Kept<S, D, Crd, slice>: crate::AnyLayout,
    S: Copy,
    D: Copy,
{
    type Output = Kept<S, D, Crd, slice>;
    #[inline(always)]
    fn slice(self, _: Crd) -> Self::Output {
        kept::<slice, Crd, S, D>(&self)
    }
    #[inline(always)]
    fn slice_offset(&self, coord: Crd) -> isize {
        coord.offset(self.shape(), self.stride()) as isize
    }
    fn slice_leaves(&self, coord: Crd, f: &mut dyn FnMut(i64)) {
        coord.leaves(self.shape(), self.stride(), f)
    }
    #[inline(always)]
    fn slice_contains(&self, coord: &Crd) -> bool {
        coord.within(self.shape())
    }
}

/// CuTe's `dice(coord, layout)`: the sub-layout of the modes where the coordinate has an
/// integer (the complement of [`Slice`]).
///
/// ```
/// use cute_layout::prelude::*;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Dice::<L, crd!((_,(_,0)))>::default().to_string(), "(_4):(_8)");
/// assert_eq!(Dice::<L, crd!((1,(2,3)))>::default().to_string(), "(_4,_2,_4):(_2,_1,_8)");
/// ```
#[diagnostic::on_unimplemented(
    message = "dice: cannot dice the layout `{Self}` at this coordinate",
    label = "dice needs a coordinate of the layout, with an integer in the modes it keeps",
    note = "a dicing coordinate has one entry per mode (an integer, `Underscore`, or a nested tuple of them); in generic code, add the bound `DiceOp<{Crd}>` on the layout"
)]
pub trait DiceOp<Crd>: crate::tuple::sealed::Sealed {
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
impl<S: Copy, D: Copy, Crd> DiceOp<Crd> for Layout<S, D>
where
    Crd: CrdRanks<S>,
    <Crd::V as Verdict>::C: crate::decimal::Dec,
    <Crd::V as Verdict>::S: crate::decimal::Dec,
    RanksHold<Crd, S>: DiceRanksMatch<CrdRank<Crd, S>, ShapeRank<Crd, S>>,
    TuplesOk<Crd, S>: DiceTupleAtInteger<Crd>,
    Crd: Pick<S, dice> + Pick<D, dice>,
{
    type Output = Kept<S, D, Crd, dice>;
    #[inline(always)]
    fn dice(self, _: Crd) -> Self::Output {
        kept::<dice, Crd, S, D>(&self)
    }
}

// ---------------------------------------------------------------------------------------------
// The algorithm
// ---------------------------------------------------------------------------------------------

/// The modes of `Layout<S, D>` that `Crd` keeps: those under `_` for a slice (`K` is
/// [`slice`]), those under an integer for a dice (`K` is [`dice`]).
type Kept<S, D, Crd, K> = Layout<<Crd as Pick<S, K>>::Out, <Crd as Pick<D, K>>::Out>;

/// The kept modes' values, picked out of the shape and the stride alike.
#[inline(always)]
fn kept<K, Crd, S: Copy, D: Copy>(l: &Layout<S, D>) -> Kept<S, D, Crd, K>
where
    Crd: Pick<S, K> + Pick<D, K>,
{
    Layout::from_parts(
        <Crd as Pick<S, K>>::pick(*l.shape()),
        <Crd as Pick<D, K>>::pick(*l.stride()),
    )
}

/// An entry that is not a tuple (an integer or `_`) keeps or drops the mode whole.
macro_rules! whole_entry {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__X, __Acc, __K, $($g)*> KeptModes<__X, __Acc, __K> for $t
        where
            $t: Keeps<__K>,
            <$t as Keeps<__K>>::Keep: KeepOr<__X, __Acc>,
        {
            type Out = <<$t as Keeps<__K>>::Keep as KeepOr<__X, __Acc>>::Out;
            #[inline(always)]
            fn kept_modes(x: __X, acc: __Acc) -> Self::Out {
                <<$t as Keeps<__K>>::Keep as KeepOr<__X, __Acc>>::keep_or(x, acc)
            }
        }
        impl<__X, __K, $($g)*> Pick<__X, __K> for $t
        where
            $t: Keeps<__K>,
            <$t as Keeps<__K>>::Keep: WholeOrUnit<__X>,
        {
            type Out = <<$t as Keeps<__K>>::Keep as WholeOrUnit<__X>>::Out;
            #[inline(always)]
            fn pick(x: __X) -> Self::Out {
                <<$t as Keeps<__K>>::Keep as WholeOrUnit<__X>>::whole_or_unit(x)
            }
        }
    )*};
}
crate::arity::with_leaves!(whole_entry);
whole_entry!([] Dyn, [] usize, [] Underscore);

/// A kept mode goes in front of the list (`B1`); a dropped one leaves the list as it is.
pub trait KeepOr<X, Acc> {
    /// The list.
    type Out;
    /// The list, with the mode's value in front when it is kept.
    fn keep_or(x: X, acc: Acc) -> Self::Out;
}

impl<X, Acc> KeepOr<X, Acc> for typenum::B1 {
    type Out = Cell<X, Acc>;
    #[inline(always)]
    fn keep_or(x: X, acc: Acc) -> Self::Out {
        Cell(x, acc)
    }
}

impl<X, Acc> KeepOr<X, Acc> for typenum::B0 {
    type Out = Acc;
    #[inline(always)]
    fn keep_or(_: X, acc: Acc) -> Acc {
        acc
    }
}

/// At the top of a coordinate, a kept entry keeps the whole IntTuple; a dropped one leaves `()`.
pub trait WholeOrUnit<X> {
    /// The kept part.
    type Out;
    /// Its value.
    fn whole_or_unit(x: X) -> Self::Out;
}

impl<X> WholeOrUnit<X> for typenum::B1 {
    type Out = X;
    #[inline(always)]
    fn whole_or_unit(x: X) -> X {
        x
    }
}

impl<X> WholeOrUnit<X> for typenum::B0 {
    type Out = ();
    #[inline(always)]
    fn whole_or_unit(_: X) {}
}

/// The modes of the IntTuple value `X` that coordinate entry `Self` keeps (`K`: [`slice`],
/// [`dice`] or [`step_projection`]), put in front of the list `Acc` (CuTe's `lift_slice`): an
/// integer or `_` keeps or drops `X` whole; a tuple entry does so for each of its entries
/// against the modes of `X`, flattening them into the list.
#[diagnostic::on_unimplemented(
    message = "slice: an entry of the coordinate does not fit its mode of the shape it indexes, or is not of a coordinate's types",
    label = "a coordinate has one entry per mode, at every level: `usize` or `Dyn` (run-time), a typenum integer (static), `_`, or a tuple of them",
    note = "a tuple entry needs a mode with the same number of modes (the help line names the mode, its numbers in typenum's binary form: UInt<UInt<UTerm, B1>, B0> is 2)"
)]
pub trait KeptModes<X, Acc, K> {
    /// The list.
    type Out;
    /// The list, with the kept values of `x` in front of `acc`.
    fn kept_modes(x: X, acc: Acc) -> Self::Out;
}

/// The top level of a coordinate or a shape: `B1` and its number of entries for a tuple; `B0`
/// (and 1) for an integer or `_`.
pub trait CrdTop {
    type IsTuple;
    type Len;
}
crate::arity::for_leaves!([] CrdTop {
    type IsTuple = typenum::B0;
    type Len = typenum::U1;
});
impl CrdTop for Dyn {
    type IsTuple = typenum::B0;
    type Len = typenum::U1;
}
impl CrdTop for usize {
    type IsTuple = typenum::B0;
    type Len = typenum::U1;
}
impl CrdTop for Underscore {
    type IsTuple = typenum::B0;
    type Len = typenum::U1;
}
macro_rules! crd_top_tuples {
    ($($t:ident)*) => {
        impl<$($t),*> CrdTop for ($($t,)*) {
            type IsTuple = typenum::B1;
            type Len = crate::modes::Rank<Self>;
        }
    };
}
crate::arity::for_arities!(crd_top_tuples);

/// CuTe's rank rule of a coordinate (of a slice, a dice or a projection step), at every level:
/// where the coordinate (or an entry of it) is a tuple, the shape (or mode) it indexes is a
/// tuple with as many entries. The walk does not fail: it gives a [`Verdict`] (the first place
/// where the rule breaks, with both ranks), which each operation states as its own error, in
/// decimal, before the kept modes are picked.
pub trait CrdRanks<X> {
    /// A [`Ranks`].
    type V: Verdict;
}

impl<C: CrdTop, X: CrdTop> CrdRanks<X> for C
where
    (C::IsTuple, X::IsTuple): RanksAt<C, X>,
{
    type V = <(C::IsTuple, X::IsTuple) as RanksAt<C, X>>::V;
}

/// The verdict of [`CrdRanks`]: `H` is `B1` where the ranks match at every level, else `C` and
/// `S` are the ranks of the first tuple that does not match its mode; `T` is `B0` where a
/// tuple indexes an integer mode.
pub struct Ranks<H, C, S, T>(core::marker::PhantomData<(H, C, S, T)>);

/// The parts of a [`Ranks`] verdict.
pub trait Verdict {
    type Holds;
    type C;
    type S;
    type TupleOk;
}
impl<H, C, S, T> Verdict for Ranks<H, C, S, T> {
    type Holds = H;
    type C = C;
    type S = S;
    type TupleOk = T;
}

/// The verdict where every rule holds.
type Fine = Ranks<typenum::B1, typenum::U0, typenum::U0, typenum::B1>;

/// [`CrdRanks`] by whether the coordinate and the shape are tuples (`Self` is the pair).
pub trait RanksAt<C, X> {
    type V: Verdict;
}

/// An integer or `_` indexes any mode whole.
impl<C, X, T> RanksAt<C, X> for (typenum::B0, T) {
    type V = Fine;
}

/// A tuple indexing an integer mode: an error in CuTe, whatever the tuple's length.
impl<C, X> RanksAt<C, X> for (typenum::B1, typenum::B0) {
    type V = Ranks<typenum::B1, typenum::U0, typenum::U0, typenum::B0>;
}

impl<C: CrdTop, X: CrdTop> RanksAt<C, X> for (typenum::B1, typenum::B1)
where
    C::Len: typenum::IsEqual<X::Len>,
    typenum::Eq<C::Len, X::Len>: RanksGate<C, X>,
{
    type V = <typenum::Eq<C::Len, X::Len> as RanksGate<C, X>>::V;
}

/// Two tuples' ranks compared (`Self` is `B1` where they match): on a match the walk goes on
/// into the entries.
pub trait RanksGate<C, X> {
    type V: Verdict;
}

impl<C: ToList, X: ToList> RanksGate<C, X> for typenum::B1
where
    C::List: ListRanks<X::List>,
{
    type V = <C::List as ListRanks<X::List>>::V;
}

impl<C: CrdTop, X: CrdTop> RanksGate<C, X> for typenum::B0 {
    type V = Ranks<typenum::B0, C::Len, X::Len, typenum::B1>;
}

/// [`CrdRanks`] entry by entry: the first entry's verdict where it breaks a rule, else the
/// rest's.
pub trait ListRanks<X> {
    type V: Verdict;
}
impl ListRanks<Nil> for Nil {
    type V = Fine;
}
impl<CH: CrdRanks<XH>, CT: ListRanks<XT>, XH, XT> ListRanks<Cell<XH, XT>> for Cell<CH, CT>
where
    CH::V: FirstBreak<CT::V>,
{
    type V = <CH::V as FirstBreak<CT::V>>::V;
}

/// `Self` where it breaks a rule, else `Next`.
pub trait FirstBreak<Next> {
    type V: Verdict;
}
impl<C, S, Next: Verdict> FirstBreak<Next> for Ranks<typenum::B1, C, S, typenum::B1> {
    type V = Next;
}
impl<C, S, T, Next> FirstBreak<Next> for Ranks<typenum::B0, C, S, T> {
    type V = Self;
}
impl<C, S, Next> FirstBreak<Next> for Ranks<typenum::B1, C, S, typenum::B0> {
    type V = Self;
}

/// Whether the rank rule holds (`B1`) for coordinate `Crd` on shape `X`, and the two ranks of
/// the first place where it does not, in decimal; whether no tuple indexes an integer (`B1`).
pub(crate) type RanksHold<Crd, X> = <<Crd as CrdRanks<X>>::V as Verdict>::Holds;
pub(crate) type CrdRank<Crd, X> =
    <<<Crd as CrdRanks<X>>::V as Verdict>::C as crate::decimal::Dec>::Out;
pub(crate) type ShapeRank<Crd, X> =
    <<<Crd as CrdRanks<X>>::V as Verdict>::S as crate::decimal::Dec>::Out;
pub(crate) type TuplesOk<Crd, X> = <<Crd as CrdRanks<X>>::V as Verdict>::TupleOk;

/// A slice coordinate with a tuple where the shape has an integer. Implemented for `B1` (the
/// rule holds).
#[diagnostic::on_unimplemented(
    message = "slice: the coordinate has a tuple where the shape it indexes has an integer",
    label = "an integer mode takes an integer or `_` (CuTe: Mismatched Ranks)"
)]
pub trait SliceTupleAtInteger<C> {}
impl<C> SliceTupleAtInteger<C> for typenum::B1 {}

/// A dice coordinate with a tuple where the shape has an integer. Implemented for `B1`.
#[diagnostic::on_unimplemented(
    message = "dice: the coordinate has a tuple where the shape it indexes has an integer",
    label = "an integer mode takes an integer or `_`"
)]
pub trait DiceTupleAtInteger<C> {}
impl<C> DiceTupleAtInteger<C> for typenum::B1 {}

/// A projection step with a tuple where the tiler or thread shape has an integer. Implemented
/// for `B1`.
#[diagnostic::on_unimplemented(
    message = "local_tile_step/local_partition_step: the step has a tuple where the tiler or thread layout has an integer",
    label = "an integer mode takes `_1` or `X`"
)]
pub trait StepTupleAtInteger<C> {}
impl<C> StepTupleAtInteger<C> for typenum::B1 {}

/// CuTe's rank rule of a slice (`C` and `S` in decimal, for the message). Implemented for `B1`
/// (the rule holds).
#[diagnostic::on_unimplemented(
    message = "slice: the coordinate has {C} modes, and the shape it indexes has {S}",
    label = "one entry (an integer, `_`, or a tuple) per mode of the layout, at every level of a nested coordinate (CuTe: Mismatched Ranks)",
    note = "Num<N> is the number N"
)]
pub trait SliceRanksMatch<C, S> {}
impl<C, S> SliceRanksMatch<C, S> for typenum::B1 {}

/// CuTe's rank rule of a dice. Implemented for `B1`.
#[diagnostic::on_unimplemented(
    message = "dice: the coordinate has {C} modes, and the shape it indexes has {S}",
    label = "dice takes one entry (an integer, `_`, or a tuple) per mode of the layout, at every level of a nested coordinate",
    note = "Num<N> is the number N"
)]
pub trait DiceRanksMatch<C, S> {}
impl<C, S> DiceRanksMatch<C, S> for typenum::B1 {}

/// The rank rule of a projection step. Implemented for `B1`.
#[diagnostic::on_unimplemented(
    message = "local_tile_step/local_partition_step: the step has {C} modes, and the tiler or thread layout has {S}",
    label = "a step has one entry (`_1` to keep a mode, `X` to leave it out) per mode of the tiler or thread layout",
    note = "Num<N> is the number N"
)]
pub trait StepRanksMatch<C, S> {}
impl<C, S> StepRanksMatch<C, S> for typenum::B1 {}

/// The parts of the IntTuple value `X` that coordinate `Self` keeps, as a public value: a tuple
/// coordinate gives the tuple of kept modes; `_` or an integer keeps `X` whole or nothing.
#[diagnostic::on_unimplemented(
    message = "slice: the coordinate does not have the modes of the shape it indexes",
    label = "slice and dice take one entry (an integer, `_`, or a tuple) per mode of the layout; a step (`local_tile_step`, `local_partition_step`) one per mode of the tiler or thread layout",
    note = "the coordinate needs as many modes as the shape, at every level where it is a tuple"
)]
pub trait Pick<X, K> {
    /// The kept part.
    type Out;
    /// Its value.
    fn pick(x: X) -> Self::Out;
}

/// One impl per tuple arity: the entries fill the list from the last to the first, each in
/// front of what the ones after it kept.
macro_rules! tuple_entries {
    ($($c:ident $x:ident $v:ident),+) => {
        tuple_entries!(@bounds [$($c $x $v),+] [] $($c $x)+);
    };
    // The bound of each entry: its modes go in front of what the entries after it kept.
    (@bounds [$($all:tt)*] [$($wh:tt)*] $c:ident $x:ident $($rest:ident)*) => {
        tuple_entries!(@bounds [$($all)*]
            [$($wh)* $c: KeptModes<$x, tuple_entries!(@out $($rest)*), __K>,] $($rest)*);
    };
    (@bounds [$($c:ident $x:ident $v:ident),+] [$($wh:tt)*]) => {
        impl<$($c, $x,)+ __Acc, __K> KeptModes<($($x,)+), __Acc, __K> for ($($c,)+)
        where
            $($wh)*
        {
            type Out = tuple_entries!(@out $($c $x)+);
            #[inline(always)]
            fn kept_modes(x: ($($x,)+), acc: __Acc) -> Self::Out {
                let ($($v,)+) = x;
                tuple_entries!(@value [acc] $($c $v)+)
            }
        }
        impl<$($c, $x,)+ __K> Pick<($($x,)+), __K> for ($($c,)+)
        where
            ($($c,)+): KeptModes<($($x,)+), Nil, __K>,
            <($($c,)+) as KeptModes<($($x,)+), Nil, __K>>::Out: IntoTuple,
        {
            type Out = <<($($c,)+) as KeptModes<($($x,)+), Nil, __K>>::Out as IntoTuple>::Tuple;
            #[inline(always)]
            fn pick(x: ($($x,)+)) -> Self::Out {
                <($($c,)+) as KeptModes<($($x,)+), Nil, __K>>::kept_modes(x, Nil).into_tuple()
            }
        }
    };
    // The list the entries from `$c $x` on leave in front of `__Acc`.
    (@out $c:ident $x:ident $($rest:ident)*) => {
        <$c as KeptModes<$x, tuple_entries!(@out $($rest)*), __K>>::Out
    };
    (@out) => { __Acc };
    (@value [$acc:expr] $c:ident $v:ident $($rest:ident)*) => {
        <$c as KeptModes<_, _, __K>>::kept_modes($v, tuple_entries!(@value [$acc] $($rest)*))
    };
    (@value [$acc:expr]) => { $acc };
}

tuple_entries!(C0 X0 x0);
tuple_entries!(C0 X0 x0, C1 X1 x1);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9, C10 X10 x10);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9, C10 X10 x10, C11 X11 x11);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9, C10 X10 x10, C11 X11 x11, C12 X12 x12);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9, C10 X10 x10, C11 X11 x11, C12 X12 x12, C13 X13 x13);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9, C10 X10 x10, C11 X11 x11, C12 X12 x12, C13 X13 x13, C14 X14 x14);
tuple_entries!(C0 X0 x0, C1 X1 x1, C2 X2 x2, C3 X3 x3, C4 X4 x4, C5 X5 x5, C6 X6 x6, C7 X7 x7, C8 X8 x8, C9 X9 x9, C10 X10 x10, C11 X11 x11, C12 X12 x12, C13 X13 x13, C14 X14 x14, C15 X15 x15);

/// Which entries of a coordinate keep their mode, named after the operation: `slice` keeps
/// the modes under `_`, `dice` and `step_projection` those under an integer.
pub mod keep {
    /// The modes under `_` (CuTe's `slice`).
    #[allow(non_camel_case_types)]
    pub struct slice {}
    /// The modes under an integer (CuTe's `dice`).
    #[allow(non_camel_case_types)]
    pub struct dice {}
    /// The modes under `_1` of a projection (`local_tile_step`, `local_partition_step`).
    #[allow(non_camel_case_types)]
    pub struct step_projection {}
}
use keep::{dice, slice, step_projection};

/// Which coordinate entries keep their mode: `_` for [`slice`], integers for [`dice`] and
/// [`step_projection`].
#[diagnostic::on_unimplemented(
    message = "slice: `{Self}` is not an entry of a coordinate",
    label = "a coordinate's entries are `usize` or `Dyn` (run-time), typenum integers such as `U4` (static), `_` (`Underscore`), or tuples of them",
    note = "convert other integers first, e.g. `i as usize`"
)]
pub trait Keeps<K> {
    type Keep;
}

/// `_` keeps its mode for a slice; an integer keeps it for a dice or a step.
macro_rules! keeps {
    ($([$($g:tt)*] $t:ty => $under:ty),*) => {$(
        impl<$($g)*> Keeps<slice> for $t {
            type Keep = $under;
        }
        impl<$($g)*> Keeps<dice> for $t {
            type Keep = <$under as core::ops::Not>::Output;
        }
        impl<$($g)*> Keeps<step_projection> for $t {
            type Keep = <$under as core::ops::Not>::Output;
        }
    )*};
}
keeps!([] Underscore => typenum::B1, [] usize => typenum::B0, [] crate::Dyn => typenum::B0);
macro_rules! leaf_keeps {
    ($([$($g:tt)*] $t:ty),*) => { keeps!($([$($g)*] $t => typenum::B0),*); };
}
crate::arity::with_leaves!(leaf_keeps);
