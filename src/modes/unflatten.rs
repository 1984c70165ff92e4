//! CuTe's `unflatten(t, target_profile)`: the top-level modes of a layout or an IntTuple value
//! regrouped as the profile nests, one mode per leaf of the profile in order. The inverse of
//! `flatten` on a flat input: `unflatten((_2,_4,_3), (_1,(_1,_1)))` is `(_2,(_4,_3))`.

use core::ops::Add;

use typenum::{Sum, U0, U1};

use super::tuple_ops::Modes;
use crate::int::Dyn;
use crate::layout::Layout;
use crate::list::value::{Cell, IntoTuple, Len, Nil, ToList};

/// The profile `Self` reading the modes `L` (a value list): the result, the modes left over,
/// and how many leaves the profile has. The profile is the `Self` type, so that one the
/// compiler has not inferred yet stops the search at once.
#[doc(hidden)]
pub trait ReadBy<L> {
    type Output;
    type Rest;
    type Leaves;
    fn read(list: L) -> (Self::Output, Self::Rest);
}

/// As [`ReadBy`] for a list of profiles, the results as a list.
#[doc(hidden)]
pub trait ReadSeq<L> {
    type Output;
    type Rest;
    type Leaves;
    fn read_seq(list: L) -> (Self::Output, Self::Rest);
}

impl<L> ReadSeq<L> for Nil {
    type Output = Nil;
    type Rest = L;
    type Leaves = U0;
    #[inline(always)]
    fn read_seq(list: L) -> (Nil, L) {
        (Nil, list)
    }
}

impl<L, P, PT> ReadSeq<L> for Cell<P, PT>
where
    P: ReadBy<L>,
    PT: ReadSeq<P::Rest>,
    P::Leaves: Add<PT::Leaves>,
{
    type Output = Cell<P::Output, PT::Output>;
    type Rest = PT::Rest;
    type Leaves = Sum<P::Leaves, PT::Leaves>;
    #[inline(always)]
    fn read_seq(list: L) -> (Self::Output, Self::Rest) {
        let (head, rest) = P::read(list);
        let (tail, rest) = PT::read_seq(rest);
        (Cell(head, tail), rest)
    }
}

/// A leaf of the profile takes the next mode. With none left it takes nothing (`Nil`), so
/// that the count of leaves still comes out and the check names both numbers.
macro_rules! leaf_profile {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        impl<__H, __T, $($g)*> ReadBy<Cell<__H, __T>> for $t {
            type Output = __H;
            type Rest = __T;
            type Leaves = U1;
            #[inline(always)]
            fn read(list: Cell<__H, __T>) -> (__H, __T) {
                (list.0, list.1)
            }
        }
        impl<$($g)*> ReadBy<Nil> for $t {
            type Output = Nil;
            type Rest = Nil;
            type Leaves = U1;
            #[inline(always)]
            fn read(_: Nil) -> (Nil, Nil) {
                (Nil, Nil)
            }
        }
    )*};
}
leaf_profile!(
    [__U: typenum::Unsigned, __B: typenum::Bit] typenum::UInt<__U, __B>,
    [] typenum::UTerm,
    [] Dyn,
);

/// A tuple of the profile reads its elements in order, into a tuple.
macro_rules! tuple_profile {
    () => {};
    ($($p:ident)+) => {
        impl<__L, $($p),*> ReadBy<__L> for ($($p,)*)
        where
            ($($p,)*): ToList,
            <($($p,)*) as ToList>::List: ReadSeq<__L>,
            <<($($p,)*) as ToList>::List as ReadSeq<__L>>::Output: IntoTuple,
        {
            type Output =
                <<<($($p,)*) as ToList>::List as ReadSeq<__L>>::Output as IntoTuple>::Tuple;
            type Rest = <<($($p,)*) as ToList>::List as ReadSeq<__L>>::Rest;
            type Leaves = <<($($p,)*) as ToList>::List as ReadSeq<__L>>::Leaves;
            #[inline(always)]
            fn read(list: __L) -> (Self::Output, Self::Rest) {
                let (out, rest) = <($($p,)*) as ToList>::List::read_seq(list);
                (out.into_tuple(), rest)
            }
        }
    };
}
crate::arity::for_arities!(tuple_profile);

// The empty profile takes no mode (written apart: the bound `Nil: ReadSeq<L>` would hide the
// impl's `Output`).
impl<L> ReadBy<L> for () {
    type Output = ();
    type Rest = L;
    type Leaves = U0;
    #[inline(always)]
    fn read(list: L) -> ((), L) {
        ((), list)
    }
}

crate::decimal::decimal_check! {
    /// CuTe's `rank(flatten(target_profile)) == rank(flat_tuple)` in `unflatten`.
    #[diagnostic::on_unimplemented(
        message = "unflatten: the profile has {Leaves} leaves and the tuple has {Modes} modes; each leaf of the profile takes one mode",
        label = "CuTe's static_assert: rank(flat_remainder) == Int<0>{{}}",
        note = "Num<N> is the number N"
    )]
    UnflattenFits / UnflattenFitsFails<Leaves, Modes>
}

type ModesOf<T> = <T as Modes>::List;
type LeavesOf<T, P> = <P as ReadBy<ModesOf<T>>>::Leaves;
type RankOf<T> = <ModesOf<T> as Len>::Output;

/// The value-level unflatten with CuTe's check, for the values and each part of a layout.
#[doc(hidden)]
pub trait UnflattenValue<P> {
    type Output;
    fn unflatten_value(self) -> Self::Output;
}

impl<T: Modes, P> UnflattenValue<P> for T
where
    P: ReadBy<ModesOf<T>>,
    ModesOf<T>: Len,
    LeavesOf<T, P>: typenum::IsEqual<RankOf<T>>,
    typenum::Eq<LeavesOf<T, P>, RankOf<T>>: UnflattenFits<LeavesOf<T, P>, RankOf<T>>,
{
    type Output = <P as ReadBy<ModesOf<T>>>::Output;
    #[inline(always)]
    fn unflatten_value(self) -> Self::Output {
        P::read(self.modes()).0
    }
}

/// CuTe's `unflatten(t, target_profile)`: the top-level modes of a layout (its shape and
/// stride alike) or of an IntTuple value, regrouped as the profile (a shape, any leaves)
/// nests; each leaf of the profile takes the next mode, and every mode must be taken (a
/// compile error naming both counts otherwise). Static-ness is kept. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{unflatten, IntTupleValue};
/// let l = <layout!((2,4,3))>::new();
/// assert_eq!(l.unflatten(make_shape!((_1, (_1, _1)))).to_string(), "(_2,(_4,_3)):(_1,(_2,_8))");
/// let k = 64usize;
/// let s = make_shape!((_2, k, _4, _8));
/// assert_eq!(s.unflatten(make_shape!(((_1, _1), _1, _1))).cute_string(), "((_2,64),_4,_8)");
/// assert_eq!(unflatten(s, make_shape!((_1, (_1, (_1, _1))))).cute_string(), "(_2,(64,(_4,_8)))");
/// ```
#[diagnostic::on_unimplemented(
    message = "unflatten: `{Self}` cannot be regrouped by the profile `{P}`",
    note = "unflatten takes a layout or an IntTuple value and a profile (a shape) with one leaf per top-level mode"
)]
pub trait UnflattenOp<P>: super::seal::Sealed {
    /// The regrouped layout or value.
    type Output;
    /// The modes regrouped as `profile` nests.
    fn unflatten(self, profile: P) -> Self::Output;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: UnflattenValue<P>, D: UnflattenValue<P>, P> UnflattenOp<P> for Layout<S, D>
where
    S: Copy,
    D: Copy,
{
    type Output = Layout<S::Output, D::Output>;
    #[inline(always)]
    fn unflatten(self, _: P) -> Self::Output {
        Layout::from_parts(
            (*self.shape()).unflatten_value(),
            (*self.stride()).unflatten_value(),
        )
    }
}

/// Implements [`UnflattenOp`] for the IntTuple value types.
macro_rules! value_unflatten {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<__P, $($g)*> UnflattenOp<__P> for $t
        where
            $t: UnflattenValue<__P>,
        {
            type Output = <$t as UnflattenValue<__P>>::Output;
            #[inline(always)]
            fn unflatten(self, _: __P) -> Self::Output {
                self.unflatten_value()
            }
        }
    )*};
}
super::with_dyn_and_tuples!(value_unflatten, [__U: typenum::Unsigned, __Bt: typenum::Bit] typenum::UInt<__U, __Bt>,);

/// CuTe's `unflatten(t, target_profile)` (see [`UnflattenOp`]), for a layout or an IntTuple
/// value.
#[inline(always)]
pub fn unflatten<T: UnflattenOp<P>, P>(t: T, profile: P) -> T::Output {
    t.unflatten(profile)
}
