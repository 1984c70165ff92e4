//! The layout algebra: one file per family; each has its trait, its alias and its rule.

/// The blanket impl of a public operation whose work the crate-private trait
/// `detail::$engine` (of the calling module) does on the internal (cons-list) forms: `Self`
/// and the argument are converted, the result converted back. Hidden from rustdoc (its bounds are machinery); each trait's docs state its rule.
macro_rules! internal_op {
    ($trait:ident<_>, $engine:ident) => {
        #[doc(hidden)]
        impl<L: crate::list::Internal, T: crate::list::Internal> $trait<T> for L
        where
            L::Repr: detail::$engine<T::Repr>,
            <L::Repr as detail::$engine<T::Repr>>::Output: crate::list::Public,
        {
            type Output = crate::list::Pub<<L::Repr as detail::$engine<T::Repr>>::Output>;
        }
    };
    ($trait:ident, $engine:ident) => {
        #[doc(hidden)]
        impl<L: crate::list::Internal> $trait for L
        where
            L::Repr: detail::$engine,
            <L::Repr as detail::$engine>::Output: crate::list::Public,
        {
            type Output = crate::list::Pub<<L::Repr as detail::$engine>::Output>;
        }
    };
}

pub(crate) mod coalesce;
pub(crate) mod complements;
pub(crate) mod compose;
pub(crate) mod divide;
pub(crate) mod inverse;
pub(crate) mod product;
pub(crate) mod slice;

/// Seals the operation traits: they are implemented by this crate, for its layouts, tilers and
/// coordinates, and by no one else.
pub(crate) mod sealed {
    /// Implemented for the crate's types (those with an internal form) only.
    pub trait Sealed {}
    impl<T: crate::list::Internal> Sealed for T {}
}
