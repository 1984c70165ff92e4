//! CuTe's layout algebra on run-time values.
//!
//! This crate is the plain, value-level twin of `cute-layout`'s type-level algebra: the same
//! operations, the same results, printed the same way (`((_2,_2),_3):((_24,_2),_8)`). The
//! `cute-layout` macros use it to evaluate expressions while they expand, its tests use it as a
//! second, independent engine, and it serves layouts known only at run time.
//!
//! Like CuTe, every integer of a shape, a stride or a coordinate is static (`Int<4>`, printed
//! `_4`) or dynamic (an `int`, printed `4`), a [`Leaf`]; every operation keeps static exactly
//! what CuTe keeps static, and decides the structure of its result from static leaves only.
//! [`parse_value`] reads every integer as static (`4` and `_4` alike); [`parse_value_in`] with
//! [`Notation::Mixed`] reads CuTe's print convention.
//!
//! ```
//! use cute_layout_dynamic::{algebra::{zipped_divide, Tiler}, parse_value_in, Notation};
//! let a = parse_value_in("(300,200):(_1,300)", Notation::Mixed).unwrap().to_layout().unwrap();
//! let t: Tiler = parse_value_in("(_128,_32)", Notation::Mixed).unwrap().to_tiler().unwrap();
//! assert_eq!(zipped_divide(&a, &t).unwrap().to_string(),
//!            "((_128,_32),(3,7)):((_1,300),(_128,9600))");
//! ```
//!
//! CuTe's swizzles and swizzled (composed) layouts are values too: a [`Swizzle`] `Sw<B,M,S>`,
//! and a [`ComposedLayout`] `Sw<B,M,S> o offset o layout`, parsed from CuTe's print; the
//! expressions evaluate CuTe's operations on them (see [`algebra`]), and an operation that may
//! decay to a plain layout (a slice) answers a [`MaybeComposed`].
//!
//! ```
//! use cute_layout_dynamic::{eval, ComposedLayout, Swizzle};
//! let sw: Swizzle = "Sw<3,3,3>".parse().unwrap();
//! assert_eq!(sw.apply(72), 64);
//! let atom: ComposedLayout = "Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap();
//! assert_eq!(atom.crd2idx(&"(1,0)".parse().unwrap()).unwrap(), 72);
//! assert_eq!(eval("tile_to_shape(Sw<3,3,3> o (8,64):(64,1), (128,64))").unwrap().to_string(),
//!            "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))");
//! assert_eq!(eval("slice((3,_), Sw<3,3,3> o (8,64):(64,1))").unwrap().to_string(),
//!            "((_8,_4,_2)):((_1,_-8,_32))");
//! ```
//!
//! The package also installs `cute-inspect` (`cargo install cute-layout-dynamic`), a command
//! that evaluates expressions given as arguments or on standard input and prints each result,
//! its `print_layout` table (`--table`), an SVG (`--svg`) or CuTe's LaTeX (`--latex`) picture.
//!
//! Every function takes any input without panicking: input that breaks a rule of the algebra
//! (or whose arithmetic would overflow an `i64`) is an [`Error`] naming the operation and the
//! rule.
//!
//! ```
//! use cute_layout_dynamic::{algebra::{composition, Tiler}, Layout};
//! let a: Layout = "(6,2):(8,2)".parse().unwrap();
//! let b: Tiler = "(4,3):(3,1)".parse().unwrap();
//! assert_eq!(composition(&a, &b).unwrap().to_string(), "((_2,_2),_3):((_24,_2),_8)");
//! // The same, as an expression:
//! assert_eq!(cute_layout_dynamic::eval("composition((6,2):(8,2), (4,3):(3,1))").unwrap().to_string(),
//!            "((_2,_2),_3):((_24,_2),_8)");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod algebra;
pub mod atom;
pub mod banks;
mod composed;
mod coord;
mod error;
mod expr;
mod expr_swizzle;
mod int_tuple;
pub mod latex;
pub mod layout;
mod leaf;
mod notation;
pub mod print;
pub mod svg;
mod swizzle;
mod tuple_arith;
mod tuple_predicates;

pub use algebra::Tiler;
pub use composed::{ComposedLayout, ComposedPart, MaybeComposed};
pub use error::{Error, ParseError, Result};
pub use expr::{eval, parse_expr, parse_expr_in, Expr, OPERATIONS};
pub use int_tuple::IntTuple;
pub use layout::{Coord, Layout};
pub use leaf::Leaf;
pub use notation::{parse_value, parse_value_in, Notation, Value, MAX_DEPTH};
pub use swizzle::Swizzle;

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
