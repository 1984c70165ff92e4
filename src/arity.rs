//! The macros that write one impl per typenum leaf constructor (`UTerm`, `UInt`, `NInt`) or one
//! per tuple arity, so that a trait costs the trait solver one step per leaf or per tuple
//! instead of a head/tail recursion. The arity limit of the crate is set here, once: tuples of
//! 0 to 16 elements (shapes, strides, coordinates, tilers, results).

/// Implements a trait for the three typenum leaf constructors with one body.
macro_rules! for_leaves {
    ([$($g:tt)*] $trait:ty $(where [$($w:tt)*])? { $($body:tt)* }) => {
        impl<$($g)*> $trait for ::typenum::UTerm $(where $($w)*)? { $($body)* }
        impl<__U: ::typenum::Unsigned, __B: ::typenum::Bit, $($g)*> $trait for ::typenum::UInt<__U, __B> $(where $($w)*)? { $($body)* }
        impl<__U: ::typenum::Unsigned + ::typenum::NonZero, $($g)*> $trait for ::typenum::NInt<__U> $(where $($w)*)? { $($body)* }
    };
}
pub(crate) use for_leaves;

/// Calls the macro `$m` with the three typenum leaf constructors, each with its generics:
/// `$m!([] UTerm, [U: Unsigned, B: Bit] UInt<U, B>, [U: Unsigned + NonZero] NInt<U>)`, for
/// impls where a leaf is not `Self` (a trait parameter, a part of `Self`).
macro_rules! with_leaves {
    ($m:ident) => {
        $m!(
            [] ::typenum::UTerm,
            [__U: ::typenum::Unsigned, __B: ::typenum::Bit] ::typenum::UInt<__U, __B>,
            [__U: ::typenum::Unsigned + ::typenum::NonZero] ::typenum::NInt<__U>
        );
    };
}
pub(crate) use with_leaves;

/// Like `for_leaves!`, with `UInt`'s parameters unbounded (`NInt`'s keep the bounds its type
/// needs): for the engine's own traits, whose bodies need nothing of the leaf, so that using
/// the impl costs the trait solver no proof that the leaf's bits are `Unsigned` and `Bit`.
macro_rules! for_leaves_unbounded {
    ([$($g:tt)*] $trait:ty $(where [$($w:tt)*])? { $($body:tt)* }) => {
        impl<$($g)*> $trait for ::typenum::UTerm $(where $($w)*)? { $($body)* }
        impl<__U, __B, $($g)*> $trait for ::typenum::UInt<__U, __B> $(where $($w)*)? { $($body)* }
        impl<__U: ::typenum::Unsigned + ::typenum::NonZero, $($g)*> $trait for ::typenum::NInt<__U> $(where $($w)*)? { $($body)* }
    };
}
pub(crate) use for_leaves_unbounded;

/// Like `with_leaves!`, with `UInt`'s parameters unbounded (see `for_leaves_unbounded!`).
macro_rules! with_leaves_unbounded {
    ($m:ident) => {
        $m!(
            [] ::typenum::UTerm,
            [__U, __B] ::typenum::UInt<__U, __B>,
            [__U: ::typenum::Unsigned + ::typenum::NonZero] ::typenum::NInt<__U>
        );
    };
}
pub(crate) use with_leaves_unbounded;

/// Like `for_leaves!`, for the non-negative leaves only (`UTerm`, `UInt`).
macro_rules! for_unsigned {
    ([$($g:tt)*] $trait:ty $(where [$($w:tt)*])? { $($body:tt)* }) => {
        impl<$($g)*> $trait for ::typenum::UTerm $(where $($w)*)? { $($body)* }
        impl<__U: ::typenum::Unsigned, __B: ::typenum::Bit, $($g)*> $trait for ::typenum::UInt<__U, __B> $(where $($w)*)? { $($body)* }
    };
}
pub(crate) use for_unsigned;

/// Invokes the macro `$m` once per tuple arity, 0 to 16: `$m!()`, `$m!(T0)`, ...,
/// `$m!(T0 ... T15)`.
macro_rules! for_arities {
    ($m:ident) => {
        $m!();
        $m!(T0);
        $m!(T0 T1);
        $m!(T0 T1 T2);
        $m!(T0 T1 T2 T3);
        $m!(T0 T1 T2 T3 T4);
        $m!(T0 T1 T2 T3 T4 T5);
        $m!(T0 T1 T2 T3 T4 T5 T6);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14);
        $m!(T0 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15);
    };
}
pub(crate) use for_arities;

/// [`for_arities`] with a value name beside each type name: `$m!()`, `$m!(T0 a0)`, ...,
/// `$m!(T0 a0, ..., T15 a15)`.
macro_rules! for_arities_named {
    ($m:ident) => {
        $m!();
        $m!(T0 a0);
        $m!(T0 a0, T1 a1);
        $m!(T0 a0, T1 a1, T2 a2);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9, T10 a10);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9, T10 a10, T11 a11);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9, T10 a10, T11 a11, T12 a12);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9, T10 a10, T11 a11, T12 a12, T13 a13);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9, T10 a10, T11 a11, T12 a12, T13 a13, T14 a14);
        $m!(T0 a0, T1 a1, T2 a2, T3 a3, T4 a4, T5 a5, T6 a6, T7 a7, T8 a8, T9 a9, T10 a10, T11 a11, T12 a12, T13 a13, T14 a14, T15 a15);
    };
}
pub(crate) use for_arities_named;

/// [`for_arities`] with three type names and the tuple index of each element, for impls that
/// walk a tuple beside two others of the same arity (a coordinate beside a shape and a stride):
/// `$m!((A0 B0 C0 0))`, ..., `$m!((A0 B0 C0 0) ... (A15 B15 C15 15))` (arities 1 to 16).
macro_rules! for_arities_indexed {
    ($m:ident) => {
        $m!((A0 B0 C0 0));
        $m!((A0 B0 C0 0) (A1 B1 C1 1));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9) (A10 B10 C10 10));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9) (A10 B10 C10 10) (A11 B11 C11 11));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9) (A10 B10 C10 10) (A11 B11 C11 11) (A12 B12 C12 12));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9) (A10 B10 C10 10) (A11 B11 C11 11) (A12 B12 C12 12) (A13 B13 C13 13));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9) (A10 B10 C10 10) (A11 B11 C11 11) (A12 B12 C12 12) (A13 B13 C13 13) (A14 B14 C14 14));
        $m!((A0 B0 C0 0) (A1 B1 C1 1) (A2 B2 C2 2) (A3 B3 C3 3) (A4 B4 C4 4) (A5 B5 C5 5) (A6 B6 C6 6) (A7 B7 C7 7) (A8 B8 C8 8) (A9 B9 C9 9) (A10 B10 C10 10) (A11 B11 C11 11) (A12 B12 C12 12) (A13 B13 C13 13) (A14 B14 C14 14) (A15 B15 C15 15));
    };
}
pub(crate) use for_arities_indexed;

/// `Clone`, `Copy`, `Default` and a `const fn new()` for a zero-sized generic type
/// `$name<$($p),*>(PhantomData)`, with no bounds on its parameters (a derive would demand them).
macro_rules! zero_sized {
    ($name:ident<$($p:ident),+>) => {
        impl<$($p),+> Clone for $name<$($p),+> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<$($p),+> Copy for $name<$($p),+> {}
        impl<$($p),+> Default for $name<$($p),+> {
            fn default() -> Self {
                $name(core::marker::PhantomData)
            }
        }
        impl<$($p),+> $name<$($p),+> {
            /// The value (the type is all there is to it), as `default()`.
            pub const fn new() -> Self {
                $name(core::marker::PhantomData)
            }
        }
    };
}
pub(crate) use zero_sized;
