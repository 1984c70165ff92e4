//! The layout algebra: one file per family; each has its trait, its alias and its rule.

/// The all-static engine of operation `crate::algebra::compose::op::$op`, whose work the crate-private trait
/// `detail::$engine` (of the calling module) does on the internal (cons-list) forms, and the
/// public impl that routes to it ([`routed!`]).
macro_rules! internal_op {
    ($trait:ident<_>, $method:ident / $try:ident, $op:ident, $engine:ident) => {
        impl<S, D, T> crate::mixed::route::StaticEngine<crate::Layout<S, D>, T>
            for crate::algebra::compose::op::$op
        where
            T: crate::list::Internal,
            crate::Layout<S, D>: crate::list::Internal,
            crate::list::Repr<crate::Layout<S, D>>: detail::$engine<T::Repr>,
            <crate::list::Repr<crate::Layout<S, D>> as detail::$engine<T::Repr>>::Output:
                crate::list::Public,
            crate::list::Pub<
                <crate::list::Repr<crate::Layout<S, D>> as detail::$engine<T::Repr>>::Output,
            >: crate::StaticLayout,
        {
            type Output = crate::list::Pub<
                <crate::list::Repr<crate::Layout<S, D>> as detail::$engine<T::Repr>>::Output,
            >;
        }
        routed!($trait<_>, $method / $try, $op);
    };
    ($trait:ident, $method:ident / $try:ident, $op:ident, $engine:ident) => {
        impl<S, D> crate::mixed::route::StaticEngine<crate::Layout<S, D>, ()>
            for crate::algebra::compose::op::$op
        where
            crate::Layout<S, D>: crate::list::Internal,
            crate::list::Repr<crate::Layout<S, D>>: detail::$engine,
            <crate::list::Repr<crate::Layout<S, D>> as detail::$engine>::Output:
                crate::list::Public,
            crate::list::Pub<<crate::list::Repr<crate::Layout<S, D>> as detail::$engine>::Output>:
                Default,
        {
            type Output = crate::list::Pub<
                <crate::list::Repr<crate::Layout<S, D>> as detail::$engine>::Output,
            >;
        }
        routed!($trait, $method / $try, $op);
    };
}

/// The public impl of an operation on `Layout<S, D>`: all-static operands go to the static
/// engine (`StaticEngine` of the marker `crate::algebra::compose::op::$op`, a zero-sized result), operands with run-time
/// leaves to the mixed one (`MixedEngine`). Hidden from rustdoc (its bounds are machinery);
/// each trait's docs state its rule.
macro_rules! routed {
    ($trait:ident<_>, $method:ident / $try:ident, $op:ident) => {
        #[doc(hidden)]
        impl<S, D, T> $trait<T> for crate::Layout<S, D>
        where
            T: crate::mixed::route::AllStatic,
            Self: crate::list::Internal + crate::mixed::route::AllStatic,
            crate::mixed::route::BothStatic<Self, T>:
                crate::mixed::route::Route<crate::algebra::compose::op::$op, Self, T>,
            <crate::mixed::route::BothStatic<Self, T> as crate::mixed::route::Route<
                crate::algebra::compose::op::$op,
                Self,
                T,
            >>::Output: crate::AnyLayout,
        {
            type Output =
                <crate::mixed::route::BothStatic<Self, T> as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    T,
                >>::Output;
            #[inline(always)]
            fn $method(self, t: T) -> Self::Output {
                <crate::mixed::route::BothStatic<Self, T> as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    T,
                >>::run(&self, &t)
            }
            #[inline(always)]
            fn $try(self, t: T) -> Result<Self::Output, crate::dynamic::Error> {
                <crate::mixed::route::BothStatic<Self, T> as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    T,
                >>::try_run(&self, &t)
            }
        }
    };
    ($trait:ident, $method:ident / $try:ident, $op:ident) => {
        #[doc(hidden)]
        impl<S, D> $trait for crate::Layout<S, D>
        where
            Self: crate::list::Internal + crate::mixed::route::AllStatic,
            <Self as crate::mixed::route::AllStatic>::Output:
                crate::mixed::route::Route<crate::algebra::compose::op::$op, Self, ()>,
            <<Self as crate::mixed::route::AllStatic>::Output as crate::mixed::route::Route<
                crate::algebra::compose::op::$op,
                Self,
                (),
            >>::Output: crate::AnyLayout,
        {
            type Output =
                <<Self as crate::mixed::route::AllStatic>::Output as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    (),
                >>::Output;
            #[inline(always)]
            fn $method(self) -> Self::Output {
                <<Self as crate::mixed::route::AllStatic>::Output as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    (),
                >>::run(&self, &())
            }
            #[inline(always)]
            fn $try(self) -> Result<Self::Output, crate::dynamic::Error> {
                <<Self as crate::mixed::route::AllStatic>::Output as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    (),
                >>::try_run(&self, &())
            }
        }
    };
}

/// Declares a public operation: its trait (with its value method and the checked `try_` form)
/// and its alias in CuTe's name. The attributes (docs, the `on_unimplemented` message) go on
/// the trait; the impls live with the operation's algorithm.
macro_rules! operation {
    (
        $(#[$attr:meta])*
        pub trait $trait:ident<$p:ident> { fn $method:ident(self, $arg:ident) / $try:ident -> $what:literal; }
        $(#[$alias_attr:meta])*
        pub type $alias:ident<$a:ident, $pa:ident>;
    ) => {
        $(#[$attr])*
        pub trait $trait<$p>: crate::algebra::sealed::Sealed {
            #[doc = concat!("The ", $what, ".")]
            type Output: crate::AnyLayout;
            #[doc = concat!(
                "CuTe's `", stringify!($method), "(self, ", stringify!($arg),
                ")` as a value: a static layout's result is its zero-sized value; run-time ",
                "leaves are computed in straight-line code that never panics (a division by ",
                "zero gives 0; [`", stringify!($trait), "::", stringify!($try), "`] reports it)."
            )]
            fn $method(self, $arg: $p) -> Self::Output;
            #[doc = concat!(
                "`", stringify!($method), "`, with its run-time arithmetic checked: an error ",
                "naming the operation for a division by zero or an overflow."
            )]
            fn $try(self, $arg: $p) -> Result<Self::Output, crate::dynamic::Error>;
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
        pub trait $trait:ident { fn $method:ident(self) / $try:ident -> $what:literal; }
        $(#[$alias_attr:meta])*
        pub type $alias:ident<$a:ident>;
    ) => {
        $(#[$attr])*
        pub trait $trait: crate::algebra::sealed::Sealed {
            #[doc = concat!("The ", $what, ".")]
            type Output: crate::AnyLayout;
            #[doc = concat!(
                "CuTe's `", stringify!($method),
                "(self)` as a value (a static layout's result is its zero-sized value)."
            )]
            fn $method(self) -> Self::Output;
            #[doc = concat!(
                "`", stringify!($method), "`, with its run-time arithmetic checked."
            )]
            fn $try(self) -> Result<Self::Output, crate::dynamic::Error>;
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
