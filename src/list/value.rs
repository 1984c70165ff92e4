//! The value-carrying list: [`Cell`] and [`Nil`] hold values (a layout's modes, the kept modes
//! of a slice, the leaves of a loop nest), where the type-level list of the parent module holds
//! only types. Tuples convert to and from it one arity at a time ([`ToList`], [`IntoTuple`]);
//! the algorithms take typenum indices.

use core::ops::Sub;

use typenum::{Bit, UInt, UTerm, Unsigned, B1};

/// A list with head `H` and tail `T`, holding their values.
#[derive(Clone, Copy, Debug)]
pub struct Cell<H, T>(pub H, pub T);

/// The empty list.
#[derive(Clone, Copy, Debug)]
pub struct Nil;

/// A tuple as a list of its elements (top level only).
pub trait ToList {
    /// The list.
    type List;
    /// The list value.
    fn to_list(self) -> Self::List;
}

/// A list as a tuple.
pub trait IntoTuple {
    /// The tuple.
    type Tuple;
    /// The tuple value.
    fn into_tuple(self) -> Self::Tuple;
}

macro_rules! tuple_lists {
    (@list) => { Nil };
    (@list $h:ident $($t:ident)*) => { Cell<$h, tuple_lists!(@list $($t)*)> };
    (@value) => { Nil };
    (@value $h:ident $($t:ident)*) => { Cell($h, tuple_lists!(@value $($t)*)) };
    ($($t:ident $v:ident),*) => {
        impl<$($t),*> ToList for ($($t,)*) {
            type List = tuple_lists!(@list $($t)*);
            #[inline(always)]
            #[allow(clippy::unused_unit)]
            fn to_list(self) -> Self::List {
                let ($($v,)*) = self;
                tuple_lists!(@value $($v)*)
            }
        }
        impl<$($t),*> IntoTuple for tuple_lists!(@list $($t)*) {
            type Tuple = ($($t,)*);
            #[inline(always)]
            #[allow(clippy::unused_unit)]
            fn into_tuple(self) -> Self::Tuple {
                let tuple_lists!(@value $($v)*) = self;
                ($($v,)*)
            }
        }
    };
}

crate::arity::for_arities_named!(tuple_lists);

// -----------------------------------------------------------------------------------------
// List algorithms (typenum indices)
// -----------------------------------------------------------------------------------------

/// `N - 1` for a positive typenum index.
type Dec<N> = typenum::Sub1<N>;

/// The number of elements, as a typenum number.
pub trait Len {
    type Output;
}
impl Len for Nil {
    type Output = typenum::U0;
}
impl<H, T: Len> Len for Cell<H, T>
where
    T::Output: core::ops::Add<B1>,
{
    type Output = typenum::Add1<T::Output>;
}

/// Element `I`.
pub trait LGet<I> {
    /// The element.
    type Output;
    /// Its value.
    fn lget(self) -> Self::Output;
}

impl<H, T> LGet<UTerm> for Cell<H, T> {
    type Output = H;
    #[inline(always)]
    fn lget(self) -> H {
        self.0
    }
}

impl<H, T, U: Unsigned, B: Bit> LGet<UInt<U, B>> for Cell<H, T>
where
    UInt<U, B>: Sub<B1>,
    T: LGet<Dec<UInt<U, B>>>,
{
    type Output = T::Output;
    #[inline(always)]
    fn lget(self) -> Self::Output {
        <T as LGet<Dec<UInt<U, B>>>>::lget(self.1)
    }
}

/// The list without its first `N` elements.
pub trait Skip<N> {
    /// The rest.
    type Output;
    /// Its value.
    fn skip(self) -> Self::Output;
}

impl<L> Skip<UTerm> for L {
    type Output = L;
    #[inline(always)]
    fn skip(self) -> L {
        self
    }
}

impl<H, T, U: Unsigned, B: Bit> Skip<UInt<U, B>> for Cell<H, T>
where
    UInt<U, B>: Sub<B1>,
    T: Skip<Dec<UInt<U, B>>>,
{
    type Output = T::Output;
    #[inline(always)]
    fn skip(self) -> Self::Output {
        <T as Skip<Dec<UInt<U, B>>>>::skip(self.1)
    }
}

/// The first `N` elements.
pub trait First<N> {
    /// The prefix.
    type Output;
    /// Its value.
    fn first(self) -> Self::Output;
}

impl<L> First<UTerm> for L {
    type Output = Nil;
    #[inline(always)]
    fn first(self) -> Nil {
        Nil
    }
}

impl<H, T, U: Unsigned, B: Bit> First<UInt<U, B>> for Cell<H, T>
where
    UInt<U, B>: Sub<B1>,
    T: First<Dec<UInt<U, B>>>,
{
    type Output = Cell<H, T::Output>;
    #[inline(always)]
    fn first(self) -> Self::Output {
        Cell(self.0, <T as First<Dec<UInt<U, B>>>>::first(self.1))
    }
}

/// `X` appended at the back.
pub trait PushBack<X> {
    /// The longer list.
    type Output;
    /// Its value.
    fn push_back(self, x: X) -> Self::Output;
}

impl<X> PushBack<X> for Nil {
    type Output = Cell<X, Nil>;
    #[inline(always)]
    fn push_back(self, x: X) -> Self::Output {
        Cell(x, Nil)
    }
}

impl<H, T: PushBack<X>, X> PushBack<X> for Cell<H, T> {
    type Output = Cell<H, T::Output>;
    #[inline(always)]
    fn push_back(self, x: X) -> Self::Output {
        Cell(self.0, self.1.push_back(x))
    }
}

/// The elements named by the index list `I` (a `crate::list` cons list of typenum types).
pub trait PickAt<I> {
    /// The picked elements.
    type Output;
    /// Their values.
    fn pick_at(self) -> Self::Output;
}

impl<L> PickAt<crate::list::E> for L {
    type Output = Nil;
    #[inline(always)]
    fn pick_at(self) -> Nil {
        Nil
    }
}

impl<L: LGet<I> + PickAt<Is> + Copy, I, Is> PickAt<crate::list::C<I, Is>> for L {
    type Output = Cell<<L as LGet<I>>::Output, <L as PickAt<Is>>::Output>;
    #[inline(always)]
    fn pick_at(self) -> Self::Output {
        Cell(<L as LGet<I>>::lget(self), <L as PickAt<Is>>::pick_at(self))
    }
}

/// The first `B` elements kept, then the next `N` as one element (a tuple) unless `N` is 0,
/// then the rest.
pub trait GroupBy<B, N> {
    /// The grouped list.
    type Output;
    /// Its value.
    fn group_by(self) -> Self::Output;
}

impl<H, T, U: Unsigned, B: Bit, N> GroupBy<UInt<U, B>, N> for Cell<H, T>
where
    UInt<U, B>: Sub<B1>,
    T: GroupBy<Dec<UInt<U, B>>, N>,
{
    type Output = Cell<H, T::Output>;
    #[inline(always)]
    fn group_by(self) -> Self::Output {
        Cell(self.0, <T as GroupBy<Dec<UInt<U, B>>, N>>::group_by(self.1))
    }
}

impl<L> GroupBy<UTerm, UTerm> for L {
    type Output = L;
    #[inline(always)]
    fn group_by(self) -> L {
        self
    }
}

impl<L, U: Unsigned, B: Bit> GroupBy<UTerm, UInt<U, B>> for L
where
    L: First<UInt<U, B>> + Skip<UInt<U, B>> + Copy,
    <L as First<UInt<U, B>>>::Output: IntoTuple,
{
    type Output = Cell<
        <<L as First<UInt<U, B>>>::Output as IntoTuple>::Tuple,
        <L as Skip<UInt<U, B>>>::Output,
    >;
    #[inline(always)]
    fn group_by(self) -> Self::Output {
        Cell(
            <L as First<UInt<U, B>>>::first(self).into_tuple(),
            <L as Skip<UInt<U, B>>>::skip(self),
        )
    }
}

/// Element `I` replaced by `X`.
pub trait LSet<I, X> {
    /// The list with the new element.
    type Output;
    /// Its value.
    fn lset(self, x: X) -> Self::Output;
}

impl<H, T, X> LSet<UTerm, X> for Cell<H, T> {
    type Output = Cell<X, T>;
    #[inline(always)]
    fn lset(self, x: X) -> Self::Output {
        Cell(x, self.1)
    }
}

impl<H, T, X, U: Unsigned, B: Bit> LSet<UInt<U, B>, X> for Cell<H, T>
where
    UInt<U, B>: Sub<B1>,
    T: LSet<Dec<UInt<U, B>>, X>,
{
    type Output = Cell<H, T::Output>;
    #[inline(always)]
    fn lset(self, x: X) -> Self::Output {
        Cell(self.0, <T as LSet<Dec<UInt<U, B>>, X>>::lset(self.1, x))
    }
}

/// Copies of `X` appended at the back until the list has `N` elements (none if it has as
/// many already).
pub trait PadBack<N, X> {
    /// The padded list.
    type Output;
    /// Its value.
    fn pad_back(self, x: X) -> Self::Output;
}

/// Copies of `X` put in front until the list has `N` elements.
pub trait PadFront<N, X> {
    /// The padded list.
    type Output;
    /// Its value.
    fn pad_front(self, x: X) -> Self::Output;
}

/// One padding step by whether the list is still shorter than `N` (`Short`: `B1`), at the
/// back (`Front`: `B0`) or in front (`B1`). Each step also takes one of the `Slots` (a list
/// as long as the most modes a tuple has), so that the steps end even where the solver tries
/// them before it knows `N`: the list grows at each step, and nothing else would stop it.
pub trait PadIf<N, X, Front, Short, Slots> {
    type Output;
    fn pad_if(self, x: X) -> Self::Output;
}

type Shorter<L, N> = <<L as Len>::Output as typenum::IsLess<N>>::Output;
/// Sixteen slots: tuples have at most 16 modes.
type Slots = Cell<(), Cell<(), Cell<(), Cell<(), Slots12>>>>;
type Slots12 = Cell<(), Cell<(), Cell<(), Cell<(), Slots8>>>>;
type Slots8 = Cell<(), Cell<(), Cell<(), Cell<(), Slots4>>>>;
type Slots4 = Cell<(), Cell<(), Cell<(), Cell<(), Nil>>>>;

impl<L: Len, N, X> PadBack<N, X> for L
where
    <L as Len>::Output: typenum::IsLess<N>,
    L: PadIf<N, X, typenum::B0, Shorter<L, N>, Slots>,
{
    type Output = <L as PadIf<N, X, typenum::B0, Shorter<L, N>, Slots>>::Output;
    #[inline(always)]
    fn pad_back(self, x: X) -> Self::Output {
        <L as PadIf<N, X, typenum::B0, Shorter<L, N>, Slots>>::pad_if(self, x)
    }
}

impl<L: Len, N, X> PadFront<N, X> for L
where
    <L as Len>::Output: typenum::IsLess<N>,
    L: PadIf<N, X, B1, Shorter<L, N>, Slots>,
{
    type Output = <L as PadIf<N, X, B1, Shorter<L, N>, Slots>>::Output;
    #[inline(always)]
    fn pad_front(self, x: X) -> Self::Output {
        <L as PadIf<N, X, B1, Shorter<L, N>, Slots>>::pad_if(self, x)
    }
}

impl<L, N, X, Front, S> PadIf<N, X, Front, typenum::B0, S> for L {
    type Output = L;
    #[inline(always)]
    fn pad_if(self, _: X) -> L {
        self
    }
}

impl<L: PushBack<X>, N, X: Copy, R> PadIf<N, X, typenum::B0, B1, Cell<(), R>> for L
where
    L::Output: Len,
    <L::Output as Len>::Output: typenum::IsLess<N>,
    L::Output: PadIf<N, X, typenum::B0, Shorter<L::Output, N>, R>,
{
    type Output = <L::Output as PadIf<N, X, typenum::B0, Shorter<L::Output, N>, R>>::Output;
    #[inline(always)]
    fn pad_if(self, x: X) -> Self::Output {
        <L::Output as PadIf<N, X, typenum::B0, Shorter<L::Output, N>, R>>::pad_if(
            self.push_back(x),
            x,
        )
    }
}

impl<L, N, X: Copy, R> PadIf<N, X, B1, B1, Cell<(), R>> for L
where
    Cell<X, L>: Len,
    <Cell<X, L> as Len>::Output: typenum::IsLess<N>,
    Cell<X, L>: PadIf<N, X, B1, Shorter<Cell<X, L>, N>, R>,
{
    type Output = <Cell<X, L> as PadIf<N, X, B1, Shorter<Cell<X, L>, N>, R>>::Output;
    #[inline(always)]
    fn pad_if(self, x: X) -> Self::Output {
        <Cell<X, L> as PadIf<N, X, B1, Shorter<Cell<X, L>, N>, R>>::pad_if(Cell(x, self), x)
    }
}
