//! How an operation of the algebra runs, for layouts with static leaves, run-time leaves or
//! both, all decided by the trait solver from the types:
//!
//! 1. [`route::Number`] gives every run-time leaf of the operands its place in a flat array
//!    (depth-first order) and turns it into the engine leaf `Sym<Var<I>>`; static leaves stay
//!    typenum integers and tuples become cons lists;
//! 2. the operation's algorithm (in [`crate::algebra`], CuTe's rules) works on those forms:
//!    static arithmetic is typenum arithmetic ([`arith`]), a run-time leaf is a symbolic
//!    expression ([`expr`]);
//! 3. [`route::Emit`] evaluates each expression of the result once, in straight-line code, and
//!    builds the public layout value. With no run-time leaf at all the result is a zero-sized
//!    value and nothing is evaluated.
//!
//! No step looks at a run-time value to decide a structure, so the result type depends on the
//! input types alone, as in CuTe.

pub(crate) mod arith;
pub(crate) mod expr;
pub(crate) mod route;

use crate::list::{Kind, Leaf, C, E};
use expr::Sym;

// A run-time leaf is a leaf for the list machinery.
impl<X> crate::list::FlattenToList for Sym<X> {
    type Output = C<Self, E>;
}

impl<X, Acc> crate::list::FlattenOnto<Acc> for Sym<X> {
    type Output = C<Self, Acc>;
}

impl<X> crate::list::FlattenList for Sym<X> {
    type Output = Self;
}

impl<X> Kind for Sym<X> {
    type Kind = Leaf;
}

impl<X, D> crate::layout::ZipModes<D> for Sym<X> {
    type Output = C<crate::layout::Layout<Self, D>, E>;
}
