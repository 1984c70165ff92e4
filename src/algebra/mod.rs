//! The layout algebra: one file per family; each has its trait, its alias and its rule.

/// The all-static engine of operation `crate::algebra::compose::op::$op` (its operands in the
/// engine form: cons lists with typenum leaves), whose work the crate-private trait
/// `detail::$engine` of the calling module does, and the public impl that routes to it
/// ([`routed!`]). A binary operation's result must be a [`crate::StaticLayout`]; an inverse's
/// may have negative extents, as CuTe's does.
macro_rules! internal_op {
    ($trait:ident<_>, $method:ident / $try:ident, $op:ident, $engine:ident) => {
        internal_op!(@engine [T] T, $op, $engine, [T], crate::StaticLayout);
        routed!($trait<_>, $method / $try, $op);
    };
    ($trait:ident, $method:ident / $try:ident, $op:ident, $engine:ident) => {
        internal_op!(@engine [] crate::list::E, $op, $engine, [], Default + crate::AnyLayout);
        routed!($trait, $method / $try, $op);
    };
    (@engine [$($g:ident)?] $t:ty, $op:ident, $engine:ident, [$($targ:ty)?], $($bound:tt)+) => {
        impl<S, D, $($g)?> crate::mixed::route::StaticEngine<crate::Layout<S, D>, $t>
            for crate::algebra::compose::op::$op
        where
            crate::Layout<S, D>: detail::$engine<$($targ)?>,
            <crate::Layout<S, D> as detail::$engine<$($targ)?>>::Output: crate::list::Public,
            crate::list::Pub<<crate::Layout<S, D> as detail::$engine<$($targ)?>>::Output>: $($bound)+,
        {
            type Output = crate::list::Pub<<crate::Layout<S, D> as detail::$engine<$($targ)?>>::Output>;
        }
    };
}

/// The public impl of an operation on `Layout<S, D>`: numbering the operands' run-time leaves
/// (`Number`) gives their engine forms and tells whether there is any; without one the static
/// engine (`StaticEngine` of the marker `crate::algebra::compose::op::$op`) gives a zero-sized
/// result, with some the mixed one (`MixedEngine`) computes them (`Route`). Hidden from rustdoc
/// (its bounds are machinery); each trait's docs state its rule.
macro_rules! routed {
    ($trait:ident<_>, $method:ident / $try:ident, $op:ident) => {
        routed!(@impl [T] $trait<T>, $method / $try, $op, t: T, T);
    };
    ($trait:ident, $method:ident / $try:ident, $op:ident) => {
        routed!(@impl [] $trait, $method / $try, $op, , ());
    };
    (@impl [$($g:ident)?] $trait:ty, $method:ident / $try:ident, $op:ident, $($arg:ident: $argt:ty)?, $t:ty) => {
        #[doc(hidden)]
        impl<S, D, $($g)?> $trait for crate::Layout<S, D>
        where
            Self: crate::mixed::route::Number<typenum::U0>,
            $t: crate::mixed::route::Number<<Self as crate::mixed::route::Number<typenum::U0>>::Next>,
            crate::mixed::route::NextVar<Self, $t>:
                crate::mixed::route::Route<crate::algebra::compose::op::$op, Self, $t>,
        {
            type Output = <crate::mixed::route::NextVar<Self, $t> as crate::mixed::route::Route<
                crate::algebra::compose::op::$op,
                Self,
                $t,
            >>::Output;
            #[inline(always)]
            fn $method(self $(, $arg: $argt)?) -> Self::Output {
                <crate::mixed::route::NextVar<Self, $t> as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    $t,
                >>::run(&self, routed!(@arg $($arg)?))
            }
            #[inline(always)]
            fn $try(self $(, $arg: $argt)?) -> Result<Self::Output, crate::dynamic::Error> {
                <crate::mixed::route::NextVar<Self, $t> as crate::mixed::route::Route<
                    crate::algebra::compose::op::$op,
                    Self,
                    $t,
                >>::try_run(&self, routed!(@arg $($arg)?))
            }
        }
    };
    (@arg $arg:ident) => { &$arg };
    (@arg) => { &() };
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
    /// Implemented for the crate's types only: layouts, integers, tuples, `Underscore`
    /// (unconditionally, so that checking it walks nothing).
    pub trait Sealed {}
    impl<S, D> Sealed for crate::Layout<S, D> {}
    crate::arity::for_leaves!([] Sealed {});
    impl Sealed for crate::Dyn {}
    impl Sealed for usize {}
    impl Sealed for crate::tiler::Underscore {}
    impl<A, O, L> Sealed for crate::swizzle::ComposedLayout<A, O, L> {}
    impl<B, M, S> Sealed for crate::swizzle::Swizzle<B, M, S> {}
    macro_rules! sealed_arity {
        ($($t:ident)*) => {
            impl<$($t),*> Sealed for ($($t,)*) {}
        };
    }
    crate::arity::for_arities!(sealed_arity);
}
