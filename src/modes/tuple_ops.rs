//! The top-level modes of IntTuple values (a layout's shape and stride) as value lists, and the
//! operations that rearrange them: `take`, `select`, `group`, `get`, `append`, `prepend`.

use core::marker::PhantomData;
use core::ops::Sub;

use typenum::NonZero;

use crate::int::Dyn;
use crate::list::value::{
    Cell, First, GroupBy, IntoTuple, LGet, Nil, PickAt, PushBack, Skip, ToList,
};
/// The top-level modes of an IntTuple value: a tuple's elements, or a leaf as its only mode.
pub trait Modes {
    /// The list of modes.
    type List;
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

impl<T: Modes, B, E> TupleOp<TakeM<B, E>> for T
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

impl<T: Modes, I: crate::list::Internal> TupleOp<SelectM<I>> for T
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

impl<T: Modes, B, E> TupleOp<GroupM<B, E>> for T
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

impl<T: Modes, I> TupleOp<GetM<I>> for T
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
