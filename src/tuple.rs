//! IntTuples: an integer leaf or a Rust tuple of IntTuples, as CuTe's shapes and strides.
//!
//! Rust tuples are how users write IntTuples: `(U2, (U3, U4))` reads like CuTe's `(_2,(_3,_4))`.
//! The algebra itself works on the cons-list form of [`crate::list`].

use crate::int::StaticInt;

mod sealed {
    pub trait Sealed {}
}

/// Seals [`IntTuple`]: implemented for typenum leaves and tuples of them, with their internal
/// (cons-list) form.
pub(crate) mod seal {
    use super::Uncons;
    use crate::list::Internal;

    /// Implemented by the crate only.
    pub trait Sealed: Internal {}
    crate::list::for_leaves!([] Sealed {});
    impl Sealed for () {}
    impl<T: Uncons + Internal> Sealed for T
    where
        T::Head: Sealed,
        T::Tail: Sealed,
    {
    }
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
        tuple_impls!($len - 1; $($t)*);
    };
}

tuple_impls!(16; T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15);

/// An IntTuple: an integer leaf (a typenum integer, `U4` or `N512`) or a Rust tuple of
/// IntTuples, as CuTe's shapes and strides are. Sealed: the crate implements it for every such
/// type.
///
/// ```
/// use cute_layout::prelude::*;
/// type S = shape!((2,(3,4)));
/// assert_eq!((S::RANK, S::DEPTH, S::SIZE), (2, 2, 24));
/// assert_eq!(S::to_cute_string(), "(_2,(_3,_4))");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple",
    label = "not a typenum integer or a tuple of them",
    note = "an IntTuple is a typenum integer (`U4`, `N512`) or a Rust tuple of IntTuples, e.g. `(U2, (U3, U4))`"
)]
pub trait IntTuple: seal::Sealed + 'static {
    /// Number of top-level modes; a leaf has rank 1.
    const RANK: usize;
    /// Nesting depth; a leaf has depth 0.
    const DEPTH: usize;
    /// Product of the leaves (for a shape: its number of coordinates).
    const SIZE: usize;
    /// The same IntTuple as a run-time value of `cute-layout-dynamic`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// assert_eq!(<shape!((2,3))>::to_dynamic().to_string(), "(_2,_3)");
    /// ```
    fn to_dynamic() -> cute_layout_dynamic::IntTuple;
    /// CuTe's print text, e.g. `(_2,(_3,_4))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// assert_eq!(<stride!((1,-8))>::to_cute_string(), "(_1,_-8)");
    /// ```
    fn to_cute_string() -> String {
        Self::to_dynamic().to_string()
    }
}

crate::list::for_leaves!([] IntTuple {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    const SIZE: usize = <Self as StaticInt>::VALUE.unsigned_abs() as usize;
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::IntTuple::from(<Self as StaticInt>::VALUE)
    }
});

impl IntTuple for () {
    const RANK: usize = 0;
    const DEPTH: usize = 1;
    const SIZE: usize = 1;
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::IntTuple::Tuple(Vec::new())
    }
}

const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

#[doc(hidden)] // machinery bounds; the trait's docs say which tuples are IntTuples
impl<T: Uncons + seal::Sealed + 'static> IntTuple for T
where
    T::Head: IntTuple,
    T::Tail: IntTuple,
{
    const RANK: usize = 1 + <T::Tail as IntTuple>::RANK;
    const DEPTH: usize = max(
        1 + <T::Head as IntTuple>::DEPTH,
        <T::Tail as IntTuple>::DEPTH,
    );
    const SIZE: usize = <T::Head as IntTuple>::SIZE * <T::Tail as IntTuple>::SIZE;
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        let mut modes = vec![<T::Head as IntTuple>::to_dynamic()];
        if let cute_layout_dynamic::IntTuple::Tuple(rest) = <T::Tail as IntTuple>::to_dynamic() {
            modes.extend(rest);
        }
        cute_layout_dynamic::IntTuple::Tuple(modes)
    }
}
