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
            crate::list::Pub<<crate::list::Repr<Self> as detail::$engine<T::Repr>>::Output>:
                crate::StaticLayout,
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

/// Declares a public operation: its trait (with a value method that returns the zero-sized
/// result of a static layout) and its alias in CuTe's name. The attributes (docs, the
/// `on_unimplemented` message) go on the trait; the impls live with the operation's algorithm.
macro_rules! operation {
    (
        $(#[$attr:meta])*
        pub trait $trait:ident<$p:ident> { fn $method:ident(self, $arg:ident) -> $what:literal; }
        $(#[$alias_attr:meta])*
        pub type $alias:ident<$a:ident, $pa:ident>;
    ) => {
        $(#[$attr])*
        pub trait $trait<$p>: crate::algebra::sealed::Sealed {
            #[doc = concat!("The ", $what, ".")]
            type Output: crate::StaticLayout;
            #[doc = concat!(
                "CuTe's `", stringify!($method), "(self, ", stringify!($arg),
                ")` as a value (a static layout's result is its zero-sized value)."
            )]
            fn $method(self, $arg: $p) -> Self::Output
            where
                Self: Sized,
                Self::Output: Default,
            {
                let _ = $arg;
                Default::default()
            }
        }

        $(#[$alias_attr])*
        ///
        #[doc = concat!(
            "The resolved layout, as a type; [`", stringify!($trait),
            "`] describes the operation and its rules."
        )]
        pub type $alias<$a, $pa> = <$a as $trait<$pa>>::Output;
    };
    (
        $(#[$attr:meta])*
        pub trait $trait:ident { fn $method:ident(self) -> $what:literal; }
        $(#[$alias_attr:meta])*
        pub type $alias:ident<$a:ident>;
    ) => {
        $(#[$attr])*
        pub trait $trait: crate::algebra::sealed::Sealed {
            #[doc = concat!("The ", $what, ".")]
            type Output;
            #[doc = concat!(
                "CuTe's `", stringify!($method),
                "(self)` as a value (a static layout's result is its zero-sized value)."
            )]
            fn $method(self) -> Self::Output
            where
                Self: Sized,
                Self::Output: Default,
            {
                Default::default()
            }
        }

        $(#[$alias_attr])*
        ///
        #[doc = concat!(
            "The resolved layout, as a type; [`", stringify!($trait),
            "`] describes the operation and its rules."
        )]
        pub type $alias<$a> = <$a as $trait>::Output;
    };
}

pub(crate) mod coalesce;
pub(crate) mod complement;
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
