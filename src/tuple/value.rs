//! IntTuple *values*: a shape, stride or coordinate held in a layout value, whose leaves are
//! static (typenum integers, zero-sized) or run-time ([`Dyn`]). These traits read them the same
//! way whatever each leaf is: printed, multiplied, asked whether all are static.

use crate::int::{Dyn, Flag, StaticInt};
use crate::tuple::max_of;
use crate::tuple::Underscore;
use typenum::{B0, B1};

/// The value of an all-static public type: typenum integers, `()` and tuples of them.
pub trait StaticValue: Sized {
    /// The (zero-sized) value.
    fn value() -> Self;
}

crate::arity::for_leaves!([] StaticValue {
    #[inline(always)]
    fn value() -> Self {
        zst()
    }
});

/// The value of a zero-sized typenum type.
#[inline(always)]
pub(crate) fn zst<T: Default>() -> T {
    T::default()
}

/// Seals [`IntTupleValue`].
mod seal {
    pub trait Sealed {}
    crate::arity::for_leaves!([] Sealed {});
    impl Sealed for super::Dyn {}
    impl Sealed for usize {}
    macro_rules! tuples {
        ($($t:ident)*) => { impl<$($t: Sealed),*> Sealed for ($($t,)*) {} };
    }
    crate::arity::for_arities!(tuples);
}

/// An IntTuple value, static or with run-time leaves: a typenum integer, a [`Dyn`], or a tuple
/// of them (a shape, a stride, a coordinate, a scalar result). Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{Dyn, IntTupleValue};
/// let s = (Dyn(300), (U4::new(), Dyn(2)));
/// assert_eq!(s.cute_string(), "(300,(_4,2))");
/// assert_eq!(s.product(), 2400);
/// assert_eq!(U8::new().cute_string(), "_8");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple value (a static or run-time integer, or a tuple of them)",
    label = "expected an integer (`U4::new()`, `Dyn(4)`) or a tuple of them, such as a shape",
    note = "a layout's `shape()` and `stride()` are references already: pass `l.shape()`, not `&l.shape()`"
)]
pub trait IntTupleValue: seal::Sealed {
    /// Number of top-level modes (a leaf has rank 1).
    const RANK: usize;
    /// Nesting depth (a leaf has depth 0).
    const DEPTH: usize;
    /// The same IntTuple as a run-time value of `cute-layout-dynamic`, static-ness included.
    fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple;
    /// The product of the leaves. In debug builds a product that overflows 64 bits (run-time
    /// extents such as `2^40 x 2^40`) panics naming it; release builds leave it unchecked (it
    /// wraps), as the other plain operations do.
    fn product(&self) -> i64;
    /// CuTe's print text: `_4` for a static leaf, `4` for a run-time one.
    fn cute_string(&self) -> String {
        self.to_dynamic_value().to_string()
    }
    /// The IntTuple whose leaves, in order, take the next values of `values` (a static leaf
    /// takes one and keeps its own): how a value computed at run time becomes this type.
    #[doc(hidden)]
    fn from_leaves(values: &mut dyn Iterator<Item = i64>) -> Self
    where
        Self: Sized;
}

crate::arity::for_leaves!([] IntTupleValue {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    fn from_leaves(values: &mut dyn Iterator<Item = i64>) -> Self {
        values.next();
        zst()
    }
    fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::Leaf::new_static(<Self as crate::int::StaticInt>::VALUE).into()
    }
    #[inline(always)]
    fn product(&self) -> i64 {
        <Self as crate::int::StaticInt>::VALUE
    }
});

impl IntTupleValue for Dyn {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    fn from_leaves(values: &mut dyn Iterator<Item = i64>) -> Self {
        Dyn(values.next().unwrap_or(0))
    }
    fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::Leaf::new_dynamic(self.0).into()
    }
    #[inline(always)]
    fn product(&self) -> i64 {
        self.0
    }
}

/// A `usize` is a run-time leaf, as a [`Dyn`]: `l.idx2crd(&13)`, `idx2crd(&1234, &shape)`.
impl IntTupleValue for usize {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    fn from_leaves(values: &mut dyn Iterator<Item = i64>) -> Self {
        values.next().unwrap_or(0).max(0) as usize
    }
    fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::Leaf::new_dynamic(Dyn::from(*self).0).into()
    }
    #[inline(always)]
    fn product(&self) -> i64 {
        Dyn::from(*self).0
    }
}

/// `a * b` in a product of extents (see [`IntTupleValue::product`]).
#[inline(always)]
#[track_caller]
fn extent_mul(a: i64, b: i64) -> i64 {
    if cfg!(debug_assertions) {
        a.checked_mul(b).unwrap_or_else(|| size_overflow(a, b))
    } else {
        a.wrapping_mul(b)
    }
}

#[cold]
#[inline(never)]
#[track_caller]
fn size_overflow(a: i64, b: i64) -> ! {
    panic!("size: overflow: the product of the extents {a} * {b} does not fit in a 64-bit integer")
}

macro_rules! tuple_values {
    (@and) => { typenum::B1 };
    (@and $h:ident $($t:ident)*) => {
        <<$h as AllStatic>::Output as Flag>::And<tuple_values!(@and $($t)*)>
    };
    ($($t:ident $v:ident),*) => {
        impl<$($t: StaticValue),*> StaticValue for ($($t,)*) {
            #[inline(always)]
            #[allow(clippy::unused_unit)]
            fn value() -> Self {
                ($($t::value(),)*)
            }
        }
        impl<$($t: AllStatic),*> AllStatic for ($($t,)*) {
            type Output = tuple_values!(@and $($t)*);
        }
        impl<$($t: IntTupleValue),*> IntTupleValue for ($($t,)*) {
            const RANK: usize = 0 $(+ { let _ = stringify!($t); 1 })*;
            const DEPTH: usize = 1 + max_of(&[$($t::DEPTH),*]);
            #[allow(unused_variables, clippy::unused_unit)]
            fn from_leaves(values: &mut dyn Iterator<Item = i64>) -> Self {
                ($($t::from_leaves(values),)*)
            }
            fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple {
                #[allow(unused_variables)]
                let ($($v,)*) = self;
                cute_layout_dynamic::IntTuple::Tuple(vec![$($v.to_dynamic_value()),*])
            }
            #[inline(always)]
            fn product(&self) -> i64 {
                #[allow(unused_variables)]
                let ($($v,)*) = self;
                let p = 1i64;
                $(let p = extent_mul(p, $v.product());)*
                p
            }
        }
    };
}

crate::arity::for_arities_named!(tuple_values);

/// `B1` when every leaf of a public operand is static (the static engine decides it alone);
/// a `usize` coordinate counts as static here: the static engine takes run-time coordinates.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple, a layout or a tiler",
    note = "use typenum integers (`U4`, `N512`), `Dyn` run-time integers, Rust tuples of them (up to 16 elements), `Layout<S, D>` and `Underscore`"
)]
pub trait AllStatic {
    /// The bit.
    type Output: Flag;
}

crate::arity::for_leaves!([] AllStatic { type Output = B1; });

impl AllStatic for Dyn {
    type Output = B0;
}

impl AllStatic for usize {
    type Output = B1;
}

impl AllStatic for Underscore {
    type Output = B1;
}

/// `B1` when both operands are all-static. Name the operand the compiler infers last (a method's
/// argument) first: while its type is unknown the conjunction stays unresolved and method
/// lookup stops there, instead of exploring the mixed engine's bounds with an unknown type
/// (which cost a method call on a run-time layout about three times its result type).
pub type BothStatic<L, T> = <<L as AllStatic>::Output as Flag>::And<<T as AllStatic>::Output>;

/// The value of an integer leaf: a typenum integer (a constant), a [`Dyn`], or a `usize`
/// coordinate.
pub trait LeafValue: Copy {
    /// Whether the leaf is a constant (a typenum integer), which CuTe prints as `_N`.
    const STATIC: bool = false;
    /// The value.
    fn value(&self) -> i64;
}

crate::arity::for_leaves!([] LeafValue {
    const STATIC: bool = true;
    #[inline(always)]
    fn value(&self) -> i64 {
        <Self as StaticInt>::VALUE
    }
});

impl LeafValue for Dyn {
    #[inline(always)]
    fn value(&self) -> i64 {
        self.0
    }
}

impl LeafValue for usize {
    #[inline(always)]
    fn value(&self) -> i64 {
        *self as i64
    }
}
