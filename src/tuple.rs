//! IntTuples: an integer leaf or a Rust tuple of IntTuples, as CuTe's shapes and strides.
//!
//! Rust tuples are how users write IntTuples: `(U2, (U3, U4))` reads like CuTe's `(_2,(_3,_4))`.
//! The algebra itself works on the cons-list form of [`crate::list`].

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
    /// The same IntTuple as a run-time value.
    fn to_dynamic() -> cute_layout_dynamic::IntTuple;
}

leaf_impls!([] IntTuple {
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
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::IntTuple::Int(<Self as Int>::VALUE)
    }
});

impl IntTuple for () {
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

impl<T: Uncons + 'static> IntTuple for T
where
    T::Head: IntTuple,
    T::Tail: IntTuple,
{
    const IS_LEAF: bool = false;
    const RANK: usize = 1 + <T::Tail as IntTuple>::RANK;
    const DEPTH: usize = max(
        1 + <T::Head as IntTuple>::DEPTH,
        <T::Tail as IntTuple>::DEPTH,
    );
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
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        let mut modes = vec![<T::Head as IntTuple>::to_dynamic()];
        if let cute_layout_dynamic::IntTuple::Tuple(rest) = <T::Tail as IntTuple>::to_dynamic() {
            modes.extend(rest);
        }
        cute_layout_dynamic::IntTuple::Tuple(modes)
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
