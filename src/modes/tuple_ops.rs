//! The top-level modes of IntTuple values (a layout's shape and stride) as value lists, and the
//! operations that rearrange them: `take`, `select`, `group`, `get`, `append`, `prepend`.

use core::marker::PhantomData;
use core::ops::Sub;

use typenum::{And, IsLess, IsLessOrEqual, NonZero, B0, B1};

use crate::int::Dyn;
use crate::list::value::{
    Cell, First, GroupBy, IntoTuple, LGet, Len, Nil, PickAt, PushBack, Skip, ToList,
};
/// The top-level modes of an IntTuple value: a tuple's elements, or a leaf as its only mode.
pub trait Modes {
    /// The list of modes.
    type List: Len;
    /// The modes.
    fn modes(self) -> Self::List;
}

crate::arity::for_leaves!([] Modes {
    type List = Cell<Self, Nil>;
    #[inline(always)]
    fn modes(self) -> Self::List {
        Cell(self, Nil)
    }
});

impl Modes for Dyn {
    type List = Cell<Self, Nil>;
    #[inline(always)]
    fn modes(self) -> Self::List {
        Cell(self, Nil)
    }
}

macro_rules! tuple_modes {
    ($($t:ident)*) => {
        impl<$($t),*> Modes for ($($t,)*) {
            type List = <Self as ToList>::List;
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

/// The number of top-level modes of `T`.
type Rank<T> = <<T as Modes>::List as Len>::Output;
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
