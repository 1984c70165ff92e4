//! IntTuples: an integer leaf or a Rust tuple of IntTuples, as CuTe's shapes and strides.
//!
//! Rust tuples are how users write IntTuples: `(U2, (U3, U4))` reads like CuTe's `(_2,(_3,_4))`.
//! The algebra itself works on the cons-list form of [`crate::list`]. [`value`] reads the
//! values of IntTuples whose leaves may be run-time ([`Dyn`](crate::Dyn)).
//!
//! A tiler (what composition, divides and products take as their second argument) is a layout,
//! an extent (a typenum integer `n`, meaning `n:1`), a tuple of tilers applied mode by mode (so
//! a shape `(U4, U8)` is a tiler), or [`Underscore`] (keep the mode as it is).

use crate::int::StaticInt;

mod arith;
pub(crate) mod value;

pub use arith::{
    ceil_div, compatible, congruent, depth, elem_scale, evenly_divides, gcd, inner_product, max,
    min, product, rank, round_up, shape_div, sum, weakly_congruent, IntTupleOperand,
};

pub use value::{AllStatic, BothStatic, IntTupleValue, LeafValue, StaticValue};

/// Seals [`IntTuple`]: implemented for typenum leaves and tuples of them, with their internal
/// (cons-list) form.
pub(crate) mod seal {
    use crate::list::Internal;
    use crate::tuple::{IntTupleValue, StaticValue};

    /// Implemented by the crate only. Its supertraits are what every static IntTuple has (a
    /// zero-sized value, leaves to print), so a bound `T: IntTuple` gives them without another
    /// walk of `T`.
    pub trait Sealed: Internal + StaticValue + IntTupleValue + Copy {}
    crate::arity::for_leaves!([] Sealed {});
    macro_rules! seal_arity {
        ($($t:ident)*) => {
            impl<$($t: Sealed),*> Sealed for ($($t,)*) {}
        };
    }
    crate::arity::for_arities!(seal_arity);
}

/// An IntTuple: an integer leaf (a typenum integer, `U4` or `N512`) or a Rust tuple of
/// IntTuples, as CuTe's shapes and strides are. Sealed: the crate implements it for every such
/// type.
///
/// ```
/// use cute_layout::prelude::*;
/// type S = shape!((2,(3,4)));
/// assert_eq!((S::RANK, S::DEPTH, S::SIZE), (2, 2, 24));
/// assert_eq!(S::to_cute_string(), "(_2,(_3,_4))");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an IntTuple",
    label = "not a typenum integer or a tuple of them",
    note = "an IntTuple is a typenum integer (`U4`, `N512`) or a Rust tuple of IntTuples, e.g. `(U2, (U3, U4))`"
)]
pub trait IntTuple: seal::Sealed + 'static {
    /// Number of top-level modes; a leaf has rank 1.
    const RANK: usize;
    /// Nesting depth; a leaf has depth 0.
    const DEPTH: usize;
    /// Product of the leaves (for a shape: its number of coordinates).
    const SIZE: usize;
    /// The same IntTuple as a run-time value of `cute-layout-dynamic`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// assert_eq!(<shape!((2,3))>::to_dynamic().to_string(), "(_2,_3)");
    /// ```
    fn to_dynamic() -> cute_layout_dynamic::IntTuple;
    /// CuTe's print text, e.g. `(_2,(_3,_4))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// assert_eq!(<stride!((1,-8))>::to_cute_string(), "(_1,_-8)");
    /// ```
    fn to_cute_string() -> String {
        Self::to_dynamic().to_string()
    }
}

crate::arity::for_leaves!([] IntTuple {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    const SIZE: usize = <Self as StaticInt>::VALUE.unsigned_abs() as usize;
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::IntTuple::from(<Self as StaticInt>::VALUE)
    }
});

impl IntTuple for () {
    const RANK: usize = 0;
    const DEPTH: usize = 1;
    const SIZE: usize = 1;
    fn to_dynamic() -> cute_layout_dynamic::IntTuple {
        cute_layout_dynamic::IntTuple::Tuple(Vec::new())
    }
}

/// The largest of `xs` (0 for none): the depth of a tuple is one more than its deepest element's.
pub(crate) const fn max_of(xs: &[usize]) -> usize {
    let mut m = 0;
    let mut i = 0;
    while i < xs.len() {
        if xs[i] > m {
            m = xs[i];
        }
        i += 1;
    }
    m
}

/// `IntTuple` for one tuple arity (one impl per arity: a tuple costs the solver one step).
macro_rules! int_tuple_arity {
    ($($t:ident)+) => {
        #[doc(hidden)] // machinery bounds; the trait's docs say which tuples are IntTuples
        impl<$($t: IntTuple),+> IntTuple for ($($t,)+) {
            const RANK: usize = [$(stringify!($t)),+].len();
            const DEPTH: usize = 1 + max_of(&[$(<$t as IntTuple>::DEPTH),+]);
            const SIZE: usize = 1 $(* <$t as IntTuple>::SIZE)+;
            fn to_dynamic() -> cute_layout_dynamic::IntTuple {
                cute_layout_dynamic::IntTuple::Tuple(vec![$(<$t as IntTuple>::to_dynamic()),+])
            }
        }
    };
    () => {};
}

crate::arity::for_arities!(int_tuple_arity);

/// CuTe's `_`: in a tiler it keeps a mode unchanged; in a coordinate it keeps a whole mode
/// (slicing). The macros write it `_`.
///
/// ```
/// use cute_layout::prelude::*;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Slice::<L, (Underscore, (U0, Underscore))>::default().to_string(), "(_4,_4):(_2,_8)");
/// assert_eq!(Slice::<L, crd!((_,(0,_)))>::default().to_string(), "(_4,_4):(_2,_8)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Underscore;

/// Seals the public traits of the algebra, coordinates and modes: they are implemented by this
/// crate, for its layouts, tilers and coordinates, and by no one else. Layouts (module `layout`)
/// and swizzles (module `swizzle`) add their impls where they are defined.
pub(crate) mod sealed {
    /// Implemented for the crate's types only: layouts, integers, tuples, `Underscore`
    /// (unconditionally, so that checking it walks nothing).
    pub trait Sealed {}
    crate::arity::for_leaves!([] Sealed {});
    impl Sealed for crate::int::Dyn {}
    impl Sealed for usize {}
    impl Sealed for super::Underscore {}
    macro_rules! sealed_arity {
        ($($t:ident)*) => {
            impl<$($t),*> Sealed for ($($t,)*) {}
        };
    }
    crate::arity::for_arities!(sealed_arity);
}

// `_` is its own list form.
impl crate::list::Internal for Underscore {
    type Repr = Underscore;
}

impl crate::list::Public for Underscore {
    type Repr = Underscore;
}
