//! The top-level modes of IntTuple values (a layout's shape and stride) as value lists, and the
//! operations that rearrange them: `take`, `select`, `group`, `get`, `append`, `prepend`.

use core::marker::PhantomData;
use core::ops::Sub;

use typenum::{And, IsLess, IsLessOrEqual, NonZero, B0, B1};

use crate::int::Dyn;
use crate::list::value::{
    Cell, First, GroupBy, IntoTuple, LGet, LSet, Len, Nil, PadBack, PadFront, PickAt, PushBack,
    Skip, ToList,
};
/// The top-level modes of an IntTuple value: a tuple's elements, or a leaf as its only mode.
pub trait Modes {
    /// The list of modes.
    type List: Len;
    /// `B1` for a tuple, `B0` for a leaf (its own only mode).
    type IsTuple;
    /// The modes.
    fn modes(self) -> Self::List;
}

crate::arity::for_leaves!([] Modes {
    type List = Cell<Self, Nil>;
    type IsTuple = B0;
    #[inline(always)]
    fn modes(self) -> Self::List {
        Cell(self, Nil)
    }
});

impl Modes for Dyn {
    type List = Cell<Self, Nil>;
    type IsTuple = B0;
    #[inline(always)]
    fn modes(self) -> Self::List {
        Cell(self, Nil)
    }
}

macro_rules! tuple_modes {
    ($($t:ident)*) => {
        impl<$($t),*> Modes for ($($t,)*) {
            type List = <Self as ToList>::List;
            type IsTuple = B1;
            #[inline(always)]
            fn modes(self) -> Self::List {
                self.to_list()
            }
        }
    };
}
crate::arity::for_arities!(tuple_modes);

// -----------------------------------------------------------------------------------------
// Operations on an IntTuple value's top-level modes
// -----------------------------------------------------------------------------------------

/// An operation on the top-level modes of an IntTuple value, applied alike to a layout's
/// shape and stride.
pub trait TupleOp<Op> {
    /// The result.
    type Output;
    /// Its value.
    fn run(self) -> Self::Output;
}

/// `take<B, E>`
pub struct TakeM<B, E>(PhantomData<(B, E)>);
/// `select<I...>` (a tuple of indices)
pub struct SelectM<I>(PhantomData<I>);
/// `group<B, E>`
pub struct GroupM<B, E>(PhantomData<(B, E)>);
/// `get<I>`
pub struct GetM<I>(PhantomData<I>);

/// The number of top-level modes of `T` (1 for a leaf), a typenum number.
pub(crate) type Rank<T> = <<T as Modes>::List as Len>::Output;
/// `B1` when `A < B`, `A <= B`.
type Lt<A, B> = <A as IsLess<B>>::Output;
type LtEq<A, B> = <A as IsLessOrEqual<B>>::Output;

/// An operation on the modes, by whether its indices are in range (`Ok`: `B1`); out of range,
/// its decimal check is the only bound left, so the error is its message.
pub trait InRange<Op, Ok> {
    type Output;
    fn run(self) -> Self::Output;
}

crate::decimal::decimal_check! {
    /// `get<I>`'s index is below the rank.
    #[diagnostic::on_unimplemented(
        message = "get<I>: the layout has no mode {I}: it has {R} modes, numbered from 0 (layout<I>, shape<I>, size<I>)",
        label = "mode index out of range",
        note = "Num<N> is the number N"
    )]
    ModeIndex / ModeIndexFails<I, R>;
    /// `take<B, E>`'s range lies in the modes.
    #[diagnostic::on_unimplemented(
        message = "take<B, E>: the range of modes from {B} to {E} is not inside the layout's {R} modes (B < E <= rank)",
        label = "mode range out of range",
        note = "Num<N> is the number N"
    )]
    TakeRange / TakeRangeFails<B, E, R>;
    /// `group<B, E>`'s range lies in the modes.
    #[diagnostic::on_unimplemented(
        message = "group_modes<B, E>: the range of modes from {B} to {E} is not inside the layout's {R} modes (B <= E <= rank)",
        label = "mode range out of range",
        note = "Num<N> is the number N"
    )]
    GroupRange / GroupRangeFails<B, E, R>;
    /// `select<I...>`'s indices are below the rank.
    #[diagnostic::on_unimplemented(
        message = "select<I...>: the modes {I} are not all among the layout's {R} modes, numbered from 0",
        label = "mode index out of range",
        note = "Num<N> is the number N"
    )]
    SelectRange / SelectRangeFails<I, R>;
    /// `replace<I>`'s index is below the rank.
    #[diagnostic::on_unimplemented(
        message = "replace<I>: the layout has no mode {I} to replace: it has {R} modes, numbered from 0",
        label = "mode index out of range",
        note = "Num<N> is the number N"
    )]
    ReplaceIndex / ReplaceIndexFails<I, R>;
    /// `append<N>` only adds modes.
    #[diagnostic::on_unimplemented(
        message = "append<N>: the layout has {R} modes, more than the rank {N} it is to be extended to (N >= rank)",
        label = "target rank below the layout's",
        note = "Num<N> is the number N"
    )]
    AppendRank / AppendRankFails<N, R>;
    /// `prepend<N>` only adds modes.
    #[diagnostic::on_unimplemented(
        message = "prepend<N>: the layout has {R} modes, more than the rank {N} it is to be extended to (N >= rank)",
        label = "target rank below the layout's",
        note = "Num<N> is the number N"
    )]
    PrependRank / PrependRankFails<N, R>;
}

/// `B1` when every index of the list `Self` is below `R`.
pub trait AllBelow<R> {
    type Output;
}
impl<R> AllBelow<R> for crate::list::E {
    type Output = B1;
}
impl<R, H: IsLess<R>, T: AllBelow<R>> AllBelow<R> for crate::list::C<H, T>
where
    Lt<H, R>: core::ops::BitAnd<T::Output>,
{
    type Output = And<Lt<H, R>, T::Output>;
}

/// Out of range: only the check remains (never satisfied for `B0`).
macro_rules! out_of_range {
    ($op:ident <$($p:ident),+>, $check:ident) => {
        impl<T: Modes, $($p),+> InRange<$op<$($p),+>, B0> for T
        where
            B0: $check<$($p,)+ Rank<T>>,
        {
            type Output = ();
            fn run(self) {}
        }
    };
}
out_of_range!(TakeM<B, E>, TakeRange);
out_of_range!(GroupM<B, E>, GroupRange);
out_of_range!(GetM<I>, ModeIndex);

impl<T: Modes, I: crate::list::Internal> InRange<SelectM<I>, B0> for T
where
    B0: SelectRange<I::Repr, Rank<T>>,
{
    type Output = ();
    fn run(self) {}
}

/// `take<B, E>`: checked, then [`InRange`].
impl<T: Modes, B, E> TupleOp<TakeM<B, E>> for T
where
    B: IsLess<E>,
    E: IsLessOrEqual<Rank<T>>,
    Lt<B, E>: core::ops::BitAnd<LtEq<E, Rank<T>>>,
    T: InRange<TakeM<B, E>, And<Lt<B, E>, LtEq<E, Rank<T>>>>,
{
    type Output = <T as InRange<TakeM<B, E>, And<Lt<B, E>, LtEq<E, Rank<T>>>>>::Output;
    #[inline(always)]
    fn run(self) -> Self::Output {
        InRange::run(self)
    }
}

impl<T: Modes, B, E> InRange<TakeM<B, E>, B1> for T
where
    E: Sub<B>,
    typenum::Diff<E, B>: NonZero,
    T::List: Skip<B>,
    <T::List as Skip<B>>::Output: First<typenum::Diff<E, B>>,
    <<T::List as Skip<B>>::Output as First<typenum::Diff<E, B>>>::Output: IntoTuple,
{
    type Output =
        <<<T::List as Skip<B>>::Output as First<typenum::Diff<E, B>>>::Output as IntoTuple>::Tuple;
    #[inline(always)]
    fn run(self) -> Self::Output {
        let rest = <T::List as Skip<B>>::skip(self.modes());
        <<T::List as Skip<B>>::Output as First<typenum::Diff<E, B>>>::first(rest).into_tuple()
    }
}

/// `select<I...>`: checked, then [`InRange`].
impl<T: Modes, I: crate::list::Internal> TupleOp<SelectM<I>> for T
where
    I::Repr: AllBelow<Rank<T>>,
    T: InRange<SelectM<I>, <I::Repr as AllBelow<Rank<T>>>::Output>,
{
    type Output = <T as InRange<SelectM<I>, <I::Repr as AllBelow<Rank<T>>>::Output>>::Output;
    #[inline(always)]
    fn run(self) -> Self::Output {
        InRange::run(self)
    }
}

impl<T: Modes, I: crate::list::Internal> InRange<SelectM<I>, B1> for T
where
    T::List: PickAt<I::Repr>,
    <T::List as PickAt<I::Repr>>::Output: IntoTuple,
{
    type Output = <<T::List as PickAt<I::Repr>>::Output as IntoTuple>::Tuple;
    #[inline(always)]
    fn run(self) -> Self::Output {
        <T::List as PickAt<I::Repr>>::pick_at(self.modes()).into_tuple()
    }
}

/// `group<B, E>`: checked, then [`InRange`].
impl<T: Modes, B, E> TupleOp<GroupM<B, E>> for T
where
    B: IsLessOrEqual<E>,
    E: IsLessOrEqual<Rank<T>>,
    LtEq<B, E>: core::ops::BitAnd<LtEq<E, Rank<T>>>,
    T: InRange<GroupM<B, E>, And<LtEq<B, E>, LtEq<E, Rank<T>>>>,
{
    type Output = <T as InRange<GroupM<B, E>, And<LtEq<B, E>, LtEq<E, Rank<T>>>>>::Output;
    #[inline(always)]
    fn run(self) -> Self::Output {
        InRange::run(self)
    }
}

impl<T: Modes, B, E> InRange<GroupM<B, E>, B1> for T
where
    E: Sub<B>,
    T::List: GroupBy<B, typenum::Diff<E, B>>,
    <T::List as GroupBy<B, typenum::Diff<E, B>>>::Output: IntoTuple,
{
    type Output = <<T::List as GroupBy<B, typenum::Diff<E, B>>>::Output as IntoTuple>::Tuple;
    #[inline(always)]
    fn run(self) -> Self::Output {
        <T::List as GroupBy<B, typenum::Diff<E, B>>>::group_by(self.modes()).into_tuple()
    }
}

/// `get<I>`: checked, then [`InRange`].
impl<T: Modes, I> TupleOp<GetM<I>> for T
where
    I: IsLess<Rank<T>>,
    T: InRange<GetM<I>, Lt<I, Rank<T>>>,
{
    type Output = <T as InRange<GetM<I>, Lt<I, Rank<T>>>>::Output;
    #[inline(always)]
    fn run(self) -> Self::Output {
        InRange::run(self)
    }
}

impl<T: Modes, I> InRange<GetM<I>, B1> for T
where
    T::List: LGet<I>,
{
    type Output = <T::List as LGet<I>>::Output;
    #[inline(always)]
    fn run(self) -> Self::Output {
        <T::List as LGet<I>>::lget(self.modes())
    }
}

/// `x` appended as one more top-level mode.
pub trait AppendValue<X> {
    /// The result.
    type Output;
    /// Its value.
    fn append_value(self, x: X) -> Self::Output;
}

impl<T: Modes, X> AppendValue<X> for T
where
    T::List: PushBack<X>,
    <T::List as PushBack<X>>::Output: IntoTuple,
{
    type Output = <<T::List as PushBack<X>>::Output as IntoTuple>::Tuple;
    #[inline(always)]
    fn append_value(self, x: X) -> Self::Output {
        self.modes().push_back(x).into_tuple()
    }
}

/// `x` prepended as a new first top-level mode.
pub trait PrependValue<X> {
    /// The result.
    type Output;
    /// Its value.
    fn prepend_value(self, x: X) -> Self::Output;
}

impl<T: Modes, X> PrependValue<X> for T
where
    Cell<X, T::List>: IntoTuple,
{
    type Output = <Cell<X, T::List> as IntoTuple>::Tuple;
    #[inline(always)]
    fn prepend_value(self, x: X) -> Self::Output {
        Cell(x, self.modes()).into_tuple()
    }
}

/// A list of modes back as an IntTuple value of the kind `T` was (`Kind`: [`Modes::IsTuple`]): a
/// tuple stays a tuple, a leaf's single mode is that mode itself (CuTe's `replace<0>` of a leaf
/// is the new mode, `append<1>` of a leaf the leaf).
pub trait Rewrap<Kind> {
    /// The value.
    type Output;
    /// Its value.
    fn rewrap(self) -> Self::Output;
}

impl<L: IntoTuple> Rewrap<B1> for L {
    type Output = L::Tuple;
    #[inline(always)]
    fn rewrap(self) -> Self::Output {
        self.into_tuple()
    }
}

impl<X> Rewrap<B0> for Cell<X, Nil> {
    type Output = X;
    #[inline(always)]
    fn rewrap(self) -> X {
        self.0
    }
}

impl<X, Y, T> Rewrap<B0> for Cell<X, Cell<Y, T>>
where
    Self: IntoTuple,
{
    type Output = <Self as IntoTuple>::Tuple;
    #[inline(always)]
    fn rewrap(self) -> Self::Output {
        self.into_tuple()
    }
}

/// `replace<I>`: mode `I` becomes `x`; checked, then [`ReplaceIn`].
pub trait ReplaceValue<I, X> {
    /// The result.
    type Output;
    /// Its value.
    fn replace_value(self, x: X) -> Self::Output;
}

/// `replace<I>` by whether `I` is in range (`Ok`: `B1`).
pub trait ReplaceIn<I, X, Ok> {
    type Output;
    fn replace_in(self, x: X) -> Self::Output;
}

impl<T: Modes, I, X> ReplaceValue<I, X> for T
where
    I: IsLess<Rank<T>>,
    T: ReplaceIn<I, X, Lt<I, Rank<T>>>,
{
    type Output = <T as ReplaceIn<I, X, Lt<I, Rank<T>>>>::Output;
    #[inline(always)]
    fn replace_value(self, x: X) -> Self::Output {
        <T as ReplaceIn<I, X, Lt<I, Rank<T>>>>::replace_in(self, x)
    }
}

impl<T: Modes, I, X> ReplaceIn<I, X, B0> for T
where
    B0: ReplaceIndex<I, Rank<T>>,
{
    type Output = ();
    fn replace_in(self, _: X) {}
}

impl<T: Modes, I, X> ReplaceIn<I, X, B1> for T
where
    T::List: LSet<I, X>,
    <T::List as LSet<I, X>>::Output: Rewrap<T::IsTuple>,
{
    type Output = <<T::List as LSet<I, X>>::Output as Rewrap<T::IsTuple>>::Output;
    #[inline(always)]
    fn replace_in(self, x: X) -> Self::Output {
        let list = <T::List as LSet<I, X>>::lset(self.modes(), x);
        <<T::List as LSet<I, X>>::Output as Rewrap<T::IsTuple>>::rewrap(list)
    }
}

/// `append<N>` (`FRONT`: `B0`) or `prepend<N>` (`B1`): copies of `x` added until the rank is
/// `N`; checked, then [`ExtendIn`].
pub trait ExtendValue<N, X, Front> {
    /// The result.
    type Output;
    /// Its value.
    fn extend_value(self, x: X) -> Self::Output;
}

/// `append<N>`/`prepend<N>` by whether `N` is at least the rank (`Ok`: `B1`).
pub trait ExtendIn<N, X, Front, Ok> {
    type Output;
    fn extend_in(self, x: X) -> Self::Output;
}

impl<T: Modes, N, X, Front> ExtendValue<N, X, Front> for T
where
    Rank<T>: IsLessOrEqual<N>,
    T: ExtendIn<N, X, Front, LtEq<Rank<T>, N>>,
{
    type Output = <T as ExtendIn<N, X, Front, LtEq<Rank<T>, N>>>::Output;
    #[inline(always)]
    fn extend_value(self, x: X) -> Self::Output {
        <T as ExtendIn<N, X, Front, LtEq<Rank<T>, N>>>::extend_in(self, x)
    }
}

impl<T: Modes, N, X> ExtendIn<N, X, B0, B0> for T
where
    B0: AppendRank<N, Rank<T>>,
{
    type Output = ();
    fn extend_in(self, _: X) {}
}

impl<T: Modes, N, X> ExtendIn<N, X, B1, B0> for T
where
    B0: PrependRank<N, Rank<T>>,
{
    type Output = ();
    fn extend_in(self, _: X) {}
}

impl<T: Modes, N, X> ExtendIn<N, X, B0, B1> for T
where
    T::List: PadBack<N, X>,
    <T::List as PadBack<N, X>>::Output: Rewrap<T::IsTuple>,
{
    type Output = <<T::List as PadBack<N, X>>::Output as Rewrap<T::IsTuple>>::Output;
    #[inline(always)]
    fn extend_in(self, x: X) -> Self::Output {
        let list = <T::List as PadBack<N, X>>::pad_back(self.modes(), x);
        <<T::List as PadBack<N, X>>::Output as Rewrap<T::IsTuple>>::rewrap(list)
    }
}

impl<T: Modes, N, X> ExtendIn<N, X, B1, B1> for T
where
    T::List: PadFront<N, X>,
    <T::List as PadFront<N, X>>::Output: Rewrap<T::IsTuple>,
{
    type Output = <<T::List as PadFront<N, X>>::Output as Rewrap<T::IsTuple>>::Output;
    #[inline(always)]
    fn extend_in(self, x: X) -> Self::Output {
        let list = <T::List as PadFront<N, X>>::pad_front(self.modes(), x);
        <<T::List as PadFront<N, X>>::Output as Rewrap<T::IsTuple>>::rewrap(list)
    }
}
