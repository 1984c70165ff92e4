//! Static and run-time integers in one layout, as CuTe mixes them.
//!
//! A leaf of a shape or stride is static (a typenum integer, zero-sized, printed `_4`) or a
//! run-time [`Dyn`] (an `i64` stored in the layout value, printed `4`). An operation on layouts
//! with run-time leaves runs in three steps, all decided by the trait solver from the types:
//!
//! 1. [`route::Number`] gives every run-time leaf of the operands its place in a flat array
//!    (depth-first order) and turns it into the engine leaf `Sym<Var<I>>`;
//! 2. the mixed algorithms (`crate::mixed::*`, CuTe's run-time code paths) work on the
//!    internal cons-list forms, where a run-time leaf is a symbolic expression
//!    ([`expr::Sym`]) over those variables and static arithmetic stays typenum arithmetic;
//! 3. [`route::Emit`] evaluates each expression of the result once, in straight-line code,
//!    and builds the public layout value.
//!
//! No step looks at a run-time value to decide a structure, so the result type depends on the
//! input types alone, as in CuTe. `slice` and `dice` compute nothing, so they skip the engine
//! form and pick the kept modes out of the public values (module [`slice`](mod@slice)).
//!
//! Compile time: rustc normalizes an operation's result type again in every function body that
//! uses it, so the cost of the common kernel operations is kept down by shortcuts, each CuTe's
//! definition worked out for one shape of input and chosen by the operands' constructors (a
//! matrix divided by a tile, `divide::ZipFast`; a leaf of B against two modes of A,
//! `compose::TwoModes`); every other input takes the general rule.

pub(crate) mod arith;
pub(crate) mod coalesce;
pub(crate) mod complement;
pub(crate) mod compose;
pub(crate) mod divide;
pub(crate) mod exact;
pub(crate) mod expr;
pub(crate) mod inverse;
pub(crate) mod product;
pub(crate) mod route;
pub(crate) mod slice;
pub(crate) mod value;

use core::fmt;

use crate::tuple::max_of;

/// A run-time integer leaf of a shape, a stride or a coordinate (CuTe's `int`, printed without
/// the underscore: `300`). A layout stores exactly its `Dyn` leaves; its static leaves are
/// typenum integers and take no space.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Dyn;
/// let (m, k) = (300, 200);
/// let a = Layout::from_parts((Dyn(m), Dyn(k)), (U1::new(), Dyn(m)));
/// assert_eq!(a.to_string(), "(300,200):(_1,300)");
/// assert_eq!(core::mem::size_of_val(&a), 3 * 8);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyn(pub i64);

impl fmt::Display for Dyn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl From<i64> for Dyn {
    fn from(v: i64) -> Dyn {
        Dyn(v)
    }
}

impl From<i32> for Dyn {
    fn from(v: i32) -> Dyn {
        Dyn(v.into())
    }
}

impl From<usize> for Dyn {
    /// Saturates at `i64::MAX` (no layout reaches it).
    fn from(v: usize) -> Dyn {
        Dyn(i64::try_from(v).unwrap_or(i64::MAX))
    }
}

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
pub trait IntTupleValue: seal::Sealed {
    /// Number of top-level modes (a leaf has rank 1).
    const RANK: usize;
    /// Nesting depth (a leaf has depth 0).
    const DEPTH: usize;
    /// The same IntTuple as a run-time value of `cute-layout-dynamic`, static-ness included.
    fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple;
    /// The product of the leaves (wrapping; a layout's shape never overflows it).
    fn product(&self) -> i64;
    /// CuTe's print text: `_4` for a static leaf, `4` for a run-time one.
    fn cute_string(&self) -> String {
        self.to_dynamic_value().to_string()
    }
}

crate::arity::for_leaves!([] IntTupleValue {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
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
    fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::Leaf::new_dynamic(self.0).into()
    }
    #[inline(always)]
    fn product(&self) -> i64 {
        self.0
    }
}

macro_rules! tuple_values {
    (@and) => { typenum::B1 };
    (@and $h:ident $($t:ident)*) => {
        <<$h as route::AllStatic>::Output as route::Flag>::And<tuple_values!(@and $($t)*)>
    };
    ($($t:ident $v:ident),*) => {
        impl<$($t: StaticValue),*> StaticValue for ($($t,)*) {
            #[inline(always)]
            #[allow(clippy::unused_unit)]
            fn value() -> Self {
                ($($t::value(),)*)
            }
        }
        impl<__H, $($t),*> route::Prepend<__H> for ($($t,)*) {
            type Output = (__H, $($t,)*);
            #[inline(always)]
            fn prepend(self, h: __H) -> Self::Output {
                #[allow(unused_variables)]
                let ($($v,)*) = self;
                (h, $($v,)*)
            }
        }
        impl<$($t: route::AllStatic),*> route::AllStatic for ($($t,)*) {
            type Output = tuple_values!(@and $($t)*);
        }
        impl<$($t: route::Gather),*> route::Gather for ($($t,)*) {
            #[inline(always)]
            #[allow(unused_variables)]
            fn gather(&self, out: &mut [i64], at: usize) -> usize {
                let ($($v,)*) = self;
                $(let at = $v.gather(out, at);)*
                at
            }
        }
        impl<$($t: IntTupleValue),*> IntTupleValue for ($($t,)*) {
            const RANK: usize = 0 $(+ { let _ = stringify!($t); 1 })*;
            const DEPTH: usize = 1 + max_of(&[$($t::DEPTH),*]);
            fn to_dynamic_value(&self) -> cute_layout_dynamic::IntTuple {
                #[allow(unused_variables)]
                let ($($v,)*) = self;
                cute_layout_dynamic::IntTuple::Tuple(vec![$($v.to_dynamic_value()),*])
            }
            #[inline(always)]
            fn product(&self) -> i64 {
                #[allow(unused_variables)]
                let ($($v,)*) = self;
                1i64 $(.wrapping_mul($v.product()))*
            }
        }
    };
}

crate::arity::for_arities_named!(tuple_values);

/// CuTe's `idx2crd(index, shape)` on values: the natural coordinate of a 1-D index (or of a
/// coarser coordinate) in `shape`, every entry as static as CuTe makes it (run-time when the
/// index or an extent it is divided by is run-time). An error for a coordinate that does not
/// fit the shape or a shape with a non-positive extent.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{idx2crd, Dyn};
/// assert_eq!(idx2crd(&Dyn(1234), &(Dyn(300), U8::new())).unwrap().to_string(), "(34,4)");
/// assert_eq!(idx2crd(&U5::new(), &(U2::new(), U4::new())).unwrap().to_string(), "(_1,_2)");
/// ```
pub fn idx2crd<I: IntTupleValue, S: IntTupleValue>(
    index: &I,
    shape: &S,
) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
    cute_layout_dynamic::layout::idx2crd(&index.to_dynamic_value(), &shape.to_dynamic_value())
}
