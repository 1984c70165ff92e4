//! The layout algebra: one file per family; each has its trait, its alias and its rule.

/// The impl of a public operation on layouts whose work the crate-private trait
/// `detail::$engine` (of the calling module) does on the internal (cons-list) forms: `Self`
/// and the argument are converted, the result converted back. Hidden from rustdoc (its bounds are machinery); each trait's docs state its rule.
macro_rules! internal_op {
    ($trait:ident<_>, $engine:ident) => {
        #[doc(hidden)]
        impl<S, D, T> $trait<T> for crate::Layout<S, D>
        where
            T: crate::list::Internal,
            Self: crate::list::Internal,
            crate::list::Repr<Self>: detail::$engine<T::Repr>,
            <crate::list::Repr<Self> as detail::$engine<T::Repr>>::Output: crate::list::Public,
        {
            type Output =
                crate::list::Pub<<crate::list::Repr<Self> as detail::$engine<T::Repr>>::Output>;
        }
    };
    ($trait:ident, $engine:ident) => {
        #[doc(hidden)]
        impl<S, D> $trait for crate::Layout<S, D>
        where
            Self: crate::list::Internal,
            crate::list::Repr<Self>: detail::$engine,
            <crate::list::Repr<Self> as detail::$engine>::Output: crate::list::Public,
        {
            type Output = crate::list::Pub<<crate::list::Repr<Self> as detail::$engine>::Output>;
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
