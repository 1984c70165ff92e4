//! CuTe's layout algebra, computed by the Rust compiler.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate self as cute_layout;

pub mod algebra;
pub mod gallery;
pub mod index;
pub mod int;
pub mod layout;
pub mod list;
pub mod print;
pub mod tensor;
pub mod tiler;
pub mod tuple;

pub use algebra::coalesce::{Coalesce, CoalesceBy, Flatten};
pub use algebra::complements::Complement;
pub use algebra::compose::Composition;
pub use algebra::divide::{FlatDivide, LogicalDivide, TiledDivide, ZippedDivide};
pub use algebra::inverse::{LeftInverse, RightInverse};
pub use algebra::product::{
    BlockedProduct, FlatProduct, LogicalProduct, RakedProduct, TiledProduct, ZippedProduct,
};
pub use algebra::slice::{Dice, Slice};
pub use cute_layout_macros::{crd, layout, layouts, shape, stride, tile};
pub use index::Idx2Crd;
pub use layout::{Layout, MakeLayout, ModeOf, ShapeOf, StaticLayout, StrideOf};
pub use print::print_layout;
pub use tiler::Underscore;
pub use typenum;

/// The names most code needs.
pub mod prelude {
    pub use crate::algebra::coalesce::{CoalesceByOp as _, CoalesceOp as _, FlattenOp as _};
    pub use crate::algebra::compose::CompositionOp as _;
    pub use crate::layout::{Layout, MakeLayout, ModeOf, ShapeOf, StaticLayout, StrideOf};
    pub use crate::print::print_layout;
    pub use crate::{crd, layout, layouts, shape, stride, tile};
    pub use crate::{
        BlockedProduct, FlatProduct, LogicalProduct, RakedProduct, TiledProduct, ZippedProduct,
    };
    pub use crate::{
        Coalesce, CoalesceBy, Complement, Composition, Dice, Flatten, Idx2Crd, Slice, Underscore,
    };
    pub use crate::{
        FlatDivide, LeftInverse, LogicalDivide, RightInverse, TiledDivide, ZippedDivide,
    };
}

#[doc(hidden)]
pub mod __private {
    pub use static_assertions;
}

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
