//! IntTuples: an integer leaf or a Rust tuple of IntTuples, as CuTe's shapes and strides.
//!
//! Rust tuples are the type-level lists of this crate: `(U2, (U3, U4))` reads like CuTe's
//! `(_2,(_3,_4))`. Only the list primitives ([`Uncons`], [`Prepend`], [`Append`]) are written
//! once per arity (up to 16); every algorithm is written once over them.

use core::fmt;

use crate::int::{fmt_static, Int};

/// Implements a trait for the three typenum leaf constructors with one body.
macro_rules! leaf_impls {
    ([$($g:tt)*] $trait:ty { $($body:tt)* }) => {
        impl<$($g)*> $trait for ::typenum::UTerm { $($body)* }
        impl<__U: ::typenum::Unsigned, __B: ::typenum::Bit, $($g)*> $trait for ::typenum::UInt<__U, __B> { $($body)* }
        impl<__U: ::typenum::Unsigned + ::typenum::NonZero, $($g)*> $trait for ::typenum::NInt<__U> { $($body)* }
    };
}
pub(crate) use leaf_impls;

mod sealed {
    pub trait Sealed {}
}

/// A Rust tuple of arity 0 to 16, used as a type-level list.
pub trait Tuple: sealed::Sealed {
    /// Number of elements.
    const LEN: usize;
}

/// A non-empty tuple split into its first element and the rest.
pub trait Uncons: Tuple {
    /// First element.
    type Head;
    /// The other elements, as a tuple.
    type Tail: Tuple;
}

/// The tuple with `H` in front.
pub trait Prepend<H>: Tuple {
    /// `(H, Self...)`
    type Output: Tuple;
}

/// The tuple with `X` at the back.
pub trait Append<X>: Tuple {
    /// `(Self..., X)`
    type Output: Tuple;
}

macro_rules! tuple_impls {
    ($len:expr; ) => {
        impl sealed::Sealed for () {}
        impl Tuple for () { const LEN: usize = 0; }
    };
    ($len:expr; $h:ident $($t:ident)*) => {
        impl<$h, $($t),*> sealed::Sealed for ($h, $($t,)*) {}
        impl<$h, $($t),*> Tuple for ($h, $($t,)*) {
            const LEN: usize = $len;
        }
        impl<$h, $($t),*> Uncons for ($h, $($t,)*) {
            type Head = $h;
            type Tail = ($($t,)*);
        }
        // The tail grows back into a tuple of this arity.
        impl<__H, $($t),*> Prepend<__H> for ($($t,)*) {
            type Output = (__H, $($t,)*);
        }
        impl<__X, $($t),*> Append<__X> for ($($t,)*) {
            type Output = ($($t,)* __X,);
        }
        tuple_impls!($len - 1; $($t)*);
    };
}

tuple_impls!(16; T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15);

/// `(H, T...)`
pub type Cons<H, T> = <T as Prepend<H>>::Output;
/// `(T..., X)`
pub type Snoc<T, X> = <T as Append<X>>::Output;

/// Concatenation of two tuples.
pub trait Concat<B: Tuple>: Tuple {
    /// `(Self..., B...)`
    type Output: Tuple;
}

impl<B: Tuple> Concat<B> for () {
    type Output = B;
}

impl<T: Uncons, B: Tuple> Concat<B> for T
where
    T::Tail: Concat<B>,
    <T::Tail as Concat<B>>::Output: Prepend<T::Head>,
{
    type Output = Cons<T::Head, <T::Tail as Concat<B>>::Output>;
}

/// `(A..., B...)`
pub type Concatenated<A, B> = <A as Concat<B>>::Output;

/// An IntTuple: an integer leaf ([`Int`]) or a tuple of IntTuples.
///
/// ```
/// use cute_layout::tuple::IntTuple;
/// use typenum::{U2, U3, U4};
/// type S = (U2, (U3, U4));
/// assert_eq!((S::RANK, S::DEPTH, S::SIZE), (2, 2, 24));
/// assert_eq!(cute_layout::tuple::display::<S>(), "(_2,(_3,_4))");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple",
    label = "not a typenum integer or a tuple of them",
    note = "an IntTuple is a typenum integer (`U4`, `N512`) or a Rust tuple of IntTuples, e.g. `(U2, (U3, U4))`"
)]
pub trait IntTuple: 'static {
    /// [`Leaf`] or [`Node`]: lets traits dispatch on the two kinds of IntTuple.
    type Kind;
    /// `true` for a leaf.
    const IS_LEAF: bool;
    /// Number of top-level modes; a leaf has rank 1.
    const RANK: usize;
    /// Nesting depth; a leaf has depth 0.
    const DEPTH: usize;
    /// Product of the leaves.
    const SIZE: i64;
    /// Sum of the leaves.
    const SUM: i64;
    /// Writes CuTe's print text.
    fn fmt_cute(f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Writes the elements of a tuple, comma separated (a leaf writes itself).
    #[doc(hidden)]
    fn fmt_elements(f: &mut fmt::Formatter<'_>, first: bool) -> fmt::Result;
    /// Calls `f` on every leaf value, left to right.
    fn visit_leaves(f: &mut dyn FnMut(i64));
}

/// Kind of a leaf IntTuple.
pub struct Leaf;
/// Kind of a tuple IntTuple.
pub struct Node;

leaf_impls!([] IntTuple {
    type Kind = Leaf;
    const IS_LEAF: bool = true;
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    const SIZE: i64 = <Self as Int>::VALUE;
    const SUM: i64 = <Self as Int>::VALUE;
    fn fmt_cute(f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_static(<Self as Int>::VALUE, f)
    }
    fn fmt_elements(f: &mut fmt::Formatter<'_>, first: bool) -> fmt::Result {
        if !first {
            f.write_str(",")?;
        }
        Self::fmt_cute(f)
    }
    fn visit_leaves(f: &mut dyn FnMut(i64)) {
        f(<Self as Int>::VALUE)
    }
});

impl IntTuple for () {
    type Kind = Node;
    const IS_LEAF: bool = false;
    const RANK: usize = 0;
    const DEPTH: usize = 1;
    const SIZE: i64 = 1;
    const SUM: i64 = 0;
    fn fmt_cute(f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("()")
    }
    fn fmt_elements(_: &mut fmt::Formatter<'_>, _: bool) -> fmt::Result {
        Ok(())
    }
    fn visit_leaves(_: &mut dyn FnMut(i64)) {}
}

const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

impl<T: Uncons + 'static> IntTuple for T
where
    T::Head: IntTuple,
    T::Tail: IntTuple,
{
    type Kind = Node;
    const IS_LEAF: bool = false;
    const RANK: usize = 1 + <T::Tail as IntTuple>::RANK;
    const DEPTH: usize = max(1 + <T::Head as IntTuple>::DEPTH, <T::Tail as IntTuple>::DEPTH);
    const SIZE: i64 = <T::Head as IntTuple>::SIZE * <T::Tail as IntTuple>::SIZE;
    const SUM: i64 = <T::Head as IntTuple>::SUM + <T::Tail as IntTuple>::SUM;
    fn fmt_cute(f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        Self::fmt_elements(f, true)?;
        f.write_str(")")
    }
    fn fmt_elements(f: &mut fmt::Formatter<'_>, first: bool) -> fmt::Result {
        if !first {
            f.write_str(",")?;
        }
        <T::Head as IntTuple>::fmt_cute(f)?;
        <T::Tail as IntTuple>::fmt_elements(f, false)
    }
    fn visit_leaves(f: &mut dyn FnMut(i64)) {
        <T::Head as IntTuple>::visit_leaves(f);
        <T::Tail as IntTuple>::visit_leaves(f);
    }
}

/// CuTe's print text of an IntTuple type, e.g. `(_2,(_3,_4))`.
pub fn display<T: IntTuple>() -> String {
    struct D<T>(core::marker::PhantomData<T>);
    impl<T: IntTuple> fmt::Display for D<T> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            T::fmt_cute(f)
        }
    }
    D::<T>(core::marker::PhantomData).to_string()
}


/// A type-level function of one argument, applied by [`Map`].
pub trait Apply<X> {
    /// `F(X)`
    type Output;
}

/// A type-level function of an accumulator and an element, applied by [`Fold`].
pub trait Step<Acc, X> {
    /// `F(Acc, X)`
    type Output;
}

/// `F` applied to every element of a tuple.
pub trait Map<F>: Tuple {
    /// `(F(T0), F(T1), ...)`
    type Output: Tuple;
}

impl<F> Map<F> for () {
    type Output = ();
}

impl<T: Uncons, F> Map<F> for T
where
    F: Apply<T::Head>,
    T::Tail: Map<F>,
    <T::Tail as Map<F>>::Output: Prepend<<F as Apply<T::Head>>::Output>,
{
    type Output = Cons<<F as Apply<T::Head>>::Output, <T::Tail as Map<F>>::Output>;
}

/// A left fold of a tuple with the step function `F`.
pub trait Fold<F, Acc>: Tuple {
    /// `F(...F(F(Acc, T0), T1)..., Tn)`
    type Output;
}

impl<F, Acc> Fold<F, Acc> for () {
    type Output = Acc;
}

impl<T: Uncons, F, Acc> Fold<F, Acc> for T
where
    F: Step<Acc, T::Head>,
    T::Tail: Fold<F, <F as Step<Acc, T::Head>>::Output>,
{
    type Output = <T::Tail as Fold<F, <F as Step<Acc, T::Head>>::Output>>::Output;
}

/// Step function of [`Reversed`].
pub struct PrependStep;

impl<Acc: Prepend<X>, X> Step<Acc, X> for PrependStep {
    type Output = Cons<X, Acc>;
}

/// The tuple in reverse order.
pub type Reversed<T> = <T as Fold<PrependStep, ()>>::Output;

/// Element `I` (a typenum index) of a tuple; a leaf is its own element 0.
pub trait Get<I> {
    /// The element.
    type Output;
}

leaf_impls!([] Get<typenum::U0> {
    type Output = Self;
});

impl<T: Uncons> Get<typenum::U0> for T {
    type Output = T::Head;
}

impl<T: Uncons, U: typenum::Unsigned, B: typenum::Bit> Get<typenum::UInt<U, B>> for T
where
    typenum::UInt<U, B>: core::ops::Sub<typenum::B1>,
    T::Tail: Get<typenum::Sub1<typenum::UInt<U, B>>>,
{
    type Output = <T::Tail as Get<typenum::Sub1<typenum::UInt<U, B>>>>::Output;
}

/// A type-level function of two arguments.
pub trait Apply2<A, B> {
    /// `F(A, B)`
    type Output;
}

/// CuTe's `transform_layout(t, p, f)` over tuples: `F(T_i, P_i)` for the first `rank(P)`
/// elements, the rest of `T` kept as it is. Fails when `P` has more elements than `T`.
pub trait TransformModes<P, F>: Tuple {
    /// The transformed tuple.
    type Output: Tuple;
}

impl<T: Tuple, F> TransformModes<(), F> for T {
    type Output = T;
}

impl<T: Uncons, P: Uncons, F> TransformModes<P, F> for T
where
    F: Apply2<T::Head, P::Head>,
    T::Tail: TransformModes<P::Tail, F>,
    <T::Tail as TransformModes<P::Tail, F>>::Output: Prepend<<F as Apply2<T::Head, P::Head>>::Output>,
{
    type Output = Cons<<F as Apply2<T::Head, P::Head>>::Output, <T::Tail as TransformModes<P::Tail, F>>::Output>;
}

/// Like [`TransformModes`] but the elements of `T` past `rank(P)` are dropped (CuTe's
/// by-mode composition keeps only the modes the tiler covers).
pub trait ZipWith<P, F>: Tuple {
    /// `(F(T0, P0), F(T1, P1), ...)`
    type Output: Tuple;
}

impl<T: Tuple, F> ZipWith<(), F> for T {
    type Output = ();
}

impl<T: Uncons, P: Uncons, F> ZipWith<P, F> for T
where
    F: Apply2<T::Head, P::Head>,
    T::Tail: ZipWith<P::Tail, F>,
    <T::Tail as ZipWith<P::Tail, F>>::Output: Prepend<<F as Apply2<T::Head, P::Head>>::Output>,
{
    type Output = Cons<<F as Apply2<T::Head, P::Head>>::Output, <T::Tail as ZipWith<P::Tail, F>>::Output>;
}
