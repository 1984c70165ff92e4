//! The layout algebra: one file (or folder) per family of operations, each with its traits and
//! aliases (declared by [`operation!`]), its algorithm on the engine's forms, and its checks;
//! [`registry`] lists the operations once.

/// The public impl of an operation on `Layout<S, D>`: numbering the operands' run-time leaves
/// (`Number`) gives their engine forms; the algorithm of the marker `crate::algebra::op::$op`
/// (`MixedEngine`) runs on them, and `Route` gives its result a zero-sized value when no leaf
/// is run-time, or evaluates the run-time leaves. Hidden from rustdoc
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
            Self: crate::engine::route::Number<typenum::U0>,
            $t: crate::engine::route::Number<<Self as crate::engine::route::Number<typenum::U0>>::Next>,
            // Projection-free, so that coherence sees a composed layout (no `Gather`) is not
            // this impl's operand: the swizzle layer implements those operations itself.
            $t: crate::engine::route::Gather,
            crate::engine::route::NextVar<Self, $t>:
                crate::engine::route::Route<crate::algebra::op::$op, Self, $t>,
        {
            type Output = <crate::engine::route::NextVar<Self, $t> as crate::engine::route::Route<
                crate::algebra::op::$op,
                Self,
                $t,
            >>::Output;
            #[inline(always)]
            #[track_caller]
            fn apply(self $(, $arg: $argt)?) -> Self::Output {
                <crate::engine::route::NextVar<Self, $t> as crate::engine::route::Route<
                    crate::algebra::op::$op,
                    Self,
                    $t,
                >>::run(&self, routed!(@arg $($arg)?))
            }
            #[inline(always)]
            fn try_apply(self $(, $arg: $argt)?) -> Result<Self::Output, crate::dynamic::Error> {
                <crate::engine::route::NextVar<Self, $t> as crate::engine::route::Route<
                    crate::algebra::op::$op,
                    Self,
                    $t,
                >>::try_run(&self, routed!(@arg $($arg)?))
            }
        }
    };
    (@arg $arg:ident) => { &$arg };
    (@arg) => { &() };
}

/// The "Who implements it" section of an operation trait's docs (the same for every operation).
macro_rules! who_implements {
    ($method:ident, $try:ident) => {
        concat!(
            "\n# Who implements it\n",
            "Every [`Layout`](crate::Layout), with static or run-time leaves, for the operands ",
            "that satisfy the rule above (a static operand that breaks it is a compile error ",
            "naming the rule), and the swizzled layouts (`swizzle::ComposedLayout`) where ",
            "CuTe defines the operation for them. Users call it as a method, ",
            "[`LayoutAlgebra::",
            stringify!($method),
            "`](crate::LayoutAlgebra::",
            stringify!($method),
            ") (checked: [`LayoutAlgebra::",
            stringify!($try),
            "`](crate::LayoutAlgebra::",
            stringify!($try),
            ")), or name the result type ",
            "with the alias; generic code takes this trait as the bound."
        )
    };
}

/// Declares a public operation, the one way every operation of the table in `registry` is
/// declared: its trait (the bound generic code names; its methods are hidden, users call the
/// method of the same name of `crate::LayoutAlgebra`, made from the registry), its alias in
/// CuTe's name, and the impl for layouts that runs the operation's algorithm (`routed!`; the
/// marker is the method's name). The attributes (docs, the `on_unimplemented` message) go on
/// the trait.
macro_rules! operation {
    (
        $(#[$attr:meta])*
        pub trait $trait:ident<$p:ident $(= $def:ty)?> {
            fn $method:ident(self, $arg:ident) / $try:ident -> $what:literal;
        }
        $(#[$alias_attr:meta])*
        pub type $alias:ident<$a:ident, $pa:ident>;
    ) => {
        $(#[$attr])*
        #[doc = who_implements!($method, $try)]
        pub trait $trait<$p $(= $def)?>: crate::LayoutLike {
            #[doc = concat!("The ", $what, ".")]
            type Output: crate::AnyLayout;
            #[doc(hidden)] // the user's form is `LayoutAlgebra`'s method of the operation's name
            fn apply(self, $arg: $p) -> Self::Output;
            #[doc(hidden)]
            fn try_apply(self, $arg: $p) -> Result<Self::Output, crate::dynamic::Error>;
        }

        $(#[$alias_attr])*
        ///
        #[doc = concat!(
            "The resolved layout, as a type; [`", stringify!($trait),
            "`] describes the operation and its rules."
        )]
        pub type $alias<$a, $pa $(= $def)?> = <$a as $trait<$pa>>::Output;

        routed!($trait<_>, $method / $try, $method);
    };
    (
        $(#[$attr:meta])*
        pub trait $trait:ident {
            fn $method:ident(self) / $try:ident -> $what:literal;
        }
        $(#[$alias_attr:meta])*
        pub type $alias:ident<$a:ident>;
    ) => {
        $(#[$attr])*
        #[doc = who_implements!($method, $try)]
        pub trait $trait: crate::LayoutLike {
            #[doc = concat!("The ", $what, ".")]
            type Output: crate::AnyLayout;
            #[doc(hidden)] // the user's form is `LayoutAlgebra`'s method of the operation's name
            fn apply(self) -> Self::Output;
            #[doc(hidden)]
            fn try_apply(self) -> Result<Self::Output, crate::dynamic::Error>;
        }

        $(#[$alias_attr])*
        ///
        #[doc = concat!(
            "The resolved layout, as a type; [`", stringify!($trait),
            "`] describes the operation and its rules."
        )]
        pub type $alias<$a> = <$a as $trait>::Output;

        routed!($trait, $method / $try, $method);
    };
}

#[macro_use]
pub(crate) mod registry;

pub(crate) mod coalesce;
pub(crate) mod complement;
pub(crate) mod compose;
pub(crate) mod distribute;
pub(crate) mod divide;
pub(crate) mod inverse;
pub(crate) mod product;
pub(crate) mod slice;
pub(crate) mod vector;

pub(crate) use registry::op;

// ---------------------------------------------------------------------------------------------
// Operands in engine form, as the checks of several operations see them
// ---------------------------------------------------------------------------------------------

use crate::engine::expr::Sym;
use crate::layout::Layout;
use crate::list::{C, E};
use crate::tuple::Underscore;
use typenum::{B0, B1};

/// The form a compile error prints an operand in: a run-time leaf shows as `usize` (the
/// checks print static numbers in decimal, and have no form for an expression).
pub trait Shown {
    /// The printable form.
    type Output;
}

crate::arity::for_leaves_unbounded!([] Shown { type Output = Self; });

impl<X> Shown for Sym<X> {
    type Output = usize;
}

impl Shown for E {
    type Output = E;
}

impl<H: Shown, T: Shown> Shown for C<H, T> {
    type Output = C<H::Output, T::Output>;
}

impl<S: Shown, D: Shown> Shown for Layout<S, D> {
    type Output = Layout<S::Output, D::Output>;
}

/// `B1` when an operand in engine form is a layout: blocked and raked products take layouts
/// only as tilers, `coalesce` takes no layout as its profile.
pub trait IsLayout {
    /// The bit.
    type Output;
}

impl<S, D> IsLayout for Layout<S, D> {
    type Output = B1;
}

/// Other tilers: extents, tuples.
macro_rules! not_layout {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> IsLayout for $t {
            type Output = B0;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(not_layout);
not_layout!([X] Sym<X>, [] E, [H, T] C<H, T>, [] Underscore);
