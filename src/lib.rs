//! CuTe's layout algebra, computed by the Rust compiler.
//!
//! A CuTe layout maps coordinates to memory offsets; it is written `Shape:Stride` with nested
//! tuples, e.g. `((2,4),3):((1,8),2)`. Its algebra (coalesce, composition, complement, divides,
//! products, inverses, slicing) describes every tiling a kernel needs. In this crate a static
//! layout is a zero-sized *type*: shapes and strides are [`typenum`] integers, and each operation
//! is a trait whose associated `Output` is the resulting layout, with a type alias in CuTe's
//! name ([`Composition<A, B>`], [`LogicalDivide<A, T>`], ...). The compiler computes every
//! result, and refuses impossible ones with an error that names the operation and the rule.
//! Results are exactly what CuTe 4.2's `print` shows.
//!
//! ```
//! use cute_layout::prelude::*;
//!
//! type Smem = layout!((128,64):(64,1));            // a row-major 128x64 tile
//! type Blocks = ZippedDivide<Smem, shape!((32,8))>; // split into 32x8 blocks
//! assert_eq!(Blocks::default().to_string(), "((_32,_8),(_4,_8)):((_64,_1),(_2048,_8))");
//! const BLOCK: usize = <ModeOf<Blocks, cute_layout::typenum::U0> as StaticLayout>::SIZE;
//! assert_eq!(BLOCK, 256);
//! ```
//!
//! # Where to start
//! - [`tutorial`]: the algebra step by step, following CuTe's own documents, every result
//!   asserted against CuTe's answer.
//! - [`gallery`]: common GEMM tilings as [`layouts!`] aliases, shown resolved by rustdoc.
//! - [`tensor`]: tensors (storage + a static or run-time layout), `local_tile`,
//!   `local_partition`, register tensors, and CuTe's algorithms (`copy_if`, `axpby`, `gemm`, ...).
//! - [`atom`]: CuTe's MMA and copy atoms (`SM80_16x8x16_F32F16F16F32_TN`, SM90 GMMA,
//!   `ldmatrix`, `cp.async`), their thread-value layouts as static layouts.
//! - [`banks`]: the shared-memory wavefronts of an access, evaluated by the compiler, and
//!   [`assert_conflict_free!`], a compile error for a conflicting access.
//! - [`swizzle`]: CuTe's swizzles and composed layouts (`Sw<3,3,3> o _0 o (_8,_64):(_64,_1)`),
//!   the shared-memory layouts of GEMM kernels, `tile_to_shape`, `upcast`/`downcast`/`recast`,
//!   `make_layout_tv`.
//! - `cargo run --example tour` prints the tutorial's layouts and tables; the `cute-inspect`
//!   command (`cargo install cute-layout-dynamic`) evaluates any expression, e.g.
//!   `cute-inspect --table 'logical_divide((12,32):(1,128),(4,8))'`; `examples/sgemm.rs` and
//!   `examples/transpose.rs` are kernels written the CuTe way.
//!
//! # How the pieces fit
//! - [`layout!`], [`shape!`], [`stride!`], [`tile!`], [`crd!`] turn CuTe notation into types.
//!   Public types are plain Rust tuples of typenum integers (`(U2, (U3, U4))`), so rustdoc and
//!   error messages show them; the leaf `Dyn` (or CuTe's printed text, `(300,_128):(_1,300)`)
//!   marks a run-time integer ([`Dyn`]).
//! - [`make_layout!`], [`make_shape!`], [`make_stride!`], [`make_tile!`], [`make_coord!`] build
//!   values from CuTe's print notation: `_N` static, a plain `300` or any Rust expression a
//!   run-time leaf, e.g. `make_layout!((m, _128):(_1, m))`.
//! - [`Layout<S, D>`] is the layout type; [`StaticLayout`] gives its `SIZE`, `COSIZE`, `RANK`,
//!   `DEPTH` as constants and its offsets at run time (constant-folded).
//! - Each operation is a trait (`*Op`, the bound generic code names) with an alias in CuTe's
//!   name ([`Composition<A, B>`], [`LogicalDivide<A, T>`], ...) and a method of
//!   [`LayoutAlgebra`] (`a.logical_divide(t)`, with a checked `try_` form), the same for static,
//!   run-time and swizzled layouts. Internally the algorithms run
//!   on type-level cons lists, out of the public API; the aliases convert back to tuples. One
//!   algorithm serves every layout, static or with run-time leaves: a static layout's result is
//!   a zero-sized value, a run-time leaf is computed in straight-line code.
//! - [`dynamic`] (the `cute-layout-dynamic` crate, re-exported) is the same algebra on run-time values:
//!   the engine of [`layouts!`], a second implementation the tests compare with, and a library
//!   for layouts known only at run time, swizzled ones included ([`dynamic::Swizzle`],
//!   [`dynamic::ComposedLayout`]; [`swizzle::ComposedLayout::as_dynamic`] converts a static one).
//!
//! # How the crate is built
//! The crate's modules are layers; each imports only layers below it (`.ci/layers.py` checks
//! that no two import each other, directly or around a circle). From the bottom:
//!
//! | layer | what it holds |
//! |---|---|
//! | `arity` | the macros that write one impl per typenum leaf constructor or per tuple arity (the arity limit, 16, is set there) |
//! | `int` | integers: static ones (typenum) with the comparisons and arithmetic the algebra needs, and the run-time [`Dyn`] |
//! | `list` | the internal form of IntTuples (type-level cons lists and their algorithms) and the one value-carrying list |
//! | `tuple` | IntTuples as users write them: [`IntTuple`], [`IntTupleValue`], [`IntTupleOperand`] (what CuTe's IntTuple functions take), [`Underscore`], the seal of the crate's types |
//! | `decimal` | [`Num`]: numbers in error messages, in decimal |
//! | `layout` | [`Layout`], [`StaticLayout`], [`AnyLayout`], `make_layout` |
//! | `index` | coordinates and offsets: [`Crd2IdxOp`], [`Idx2CrdOp`], the one offset path |
//! | `engine` | how an operation runs: numbering run-time leaves, symbolic leaves, leaf arithmetic with CuTe's static-ness, results as values |
//! | `algebra` | the operations, one family per file (trait, alias, docs, algorithm, checks), and the registry that lists them once |
//! | `modes` | the top-level modes of layout values: append, take, select, group, get, compact layouts |
//! | `print` | [`print_layout`], [`print_latex`], SVG ([`Pictures`]) |
//! | [`tensor`] | tensors, loops, `local_tile` and `local_partition` |
//! | [`swizzle`] | swizzles and composed layouts |
//! | [`atom`] | CuTe's MMA and copy atoms: instructions described by thread-value layouts |
//! | [`banks`] | shared-memory bank conflicts of an access, counted by the compiler ([`assert_conflict_free!`]) |
//! | `methods` | [`LayoutAlgebra`]: the operations as methods of every kind of layout, made from the registry |
//! | `gpu` | layouts in CubeCL kernels (feature `gpu`) |
//!
//! # Where it differs from CuTe 4.2
//! CuTe 4.2's static composition checks stride divisibility too weakly (cutlass issue 3177)
//! and prints, for some inputs, a layout `R` with `R(c) != A(B(c))`. Here [`Composition`] and
//! [`LogicalDivide`] of two layouts compile exactly when the result satisfies
//! `R(c) == A(B(c))`; the other inputs are compile errors. Every other result is CuTe's.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
// docs.rs builds with `--cfg docsrs` on nightly: the GPU module is marked with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate self as cute_layout;

mod algebra;
mod arity;
mod decimal;
mod engine;
mod index;
mod int;
mod layout;
mod list;
mod methods;
mod modes;
mod print;
mod tuple;

pub mod atom;
pub mod banks;
pub mod gallery;
#[cfg(feature = "gpu")]
#[cfg_attr(docsrs, doc(cfg(feature = "gpu")))]
pub mod gpu;
pub mod swizzle;
pub mod tensor;

#[doc = include_str!("tutorial.md")]
pub mod tutorial {}

#[doc(inline)]
pub use cute_layout_dynamic as dynamic;

pub use algebra::coalesce::{
    flatten, Coalesce, CoalesceBy, CoalesceByOp, CoalesceOp, Flatten, FlattenArg, FlattenOp,
};
pub use algebra::complement::{Complement, ComplementOp, OwnCosize};
pub use algebra::compose::{Composition, CompositionOp};
pub use algebra::distribute::{domain_distribute, DomainDistribute, DomainDistributeOp};
pub use algebra::divide::{
    FlatDivide, FlatDivideOp, LogicalDivide, LogicalDivideOp, TiledDivide, TiledDivideOp,
    ZippedDivide, ZippedDivideOp,
};
pub use algebra::inverse::{LeftInverse, LeftInverseOp, RightInverse, RightInverseOp};
pub use algebra::product::{
    BlockedProduct, BlockedProductOp, FlatProduct, FlatProductOp, LogicalProduct, LogicalProductOp,
    RakedProduct, RakedProductOp, TiledProduct, TiledProductOp, ZippedProduct, ZippedProductOp,
};
pub use algebra::slice::{Dice, DiceOp, Slice, SliceOp};
pub use algebra::vector::{
    Filter, FilterOp, FilterZeros, FilterZerosOp, MaxAlignment, MaxAlignmentOp, MaxCommonLayout,
    MaxCommonLayoutOp, MaxCommonVector, MaxCommonVectorOp, Nullspace, NullspaceOp,
};
pub use cute_layout_macros::{
    assert_conflict_free, crd, layout, layouts, make_coord, make_layout, make_shape, make_stride,
    make_tile, shape, stride, tile,
};
pub use generic_array;
pub use index::{crd2crd, crd2idx, crd2idx_strided, domain_offset, idx2crd};
pub use index::{Crd2IdxOp, Idx2Crd, Idx2CrdOp};
pub use int::Dyn;
pub use layout::{
    make_layout, AnyLayout, Layout, LayoutLike, MakeLayout, MakeLayoutOp, ShapeOf, StaticLayout,
    StrideOf,
};
pub use methods::LayoutAlgebra;
pub use modes::{
    append, append_to, get, group_modes, mode_size, prepend, prepend_to, replace, select, take,
};
pub use modes::{
    compact_col_major, compact_row_major, make_layout_left, make_layout_right, make_ordered_layout,
    product_each, AppendOp, AppendToOp, GroupModesOp, MakeLayoutLeftOp, MakeLayoutLikeOp,
    MakeLayoutRightOp, MakeOrderedLayoutOp, ModeOf, ModeOp, ModeSizeOp, PrependOp, PrependToOp,
    ProductEachOp, ReplaceOp, SelectOp, TakeOp,
};
pub use modes::{unflatten, UnflattenOp};
#[doc(hidden)] // the one-expression form of `make_layout!`
pub use modes::{DynLeafExpr, LeafExpr, RunTimeLeaf, ShapeOrExtent, StaticLeafExpr, TilerOrExtent};
pub use print::{print_latex, print_layout, print_tile, Pictures, Rank2, TilePrint, ToLatex};
pub use tensor::{AxpbyOp, CopyIfOp, GemmOp, TransformIntoOp};
pub use tensor::{
    LocalPartition, LocalPartitionOp, LocalTile, LocalTileOp, Loops, RegLayout, RegTensor, Tensor,
    TensorTiling, ZipLoops,
};
pub use tuple::Underscore;
pub use tuple::{
    ceil_div, compatible, congruent, elem_scale, evenly_divides, inner_product, product, round_up,
    shape_div, weakly_congruent,
};
// Outside the prelude: `max`, `min`, `sum`, `rank` and `depth` are common names.
pub use tuple::{depth, gcd, max, min, rank, sum};
pub use tuple::{IntTupleOperand, IntTupleValue};

pub use decimal::{Billions, Millions, Num, Quadrillions, Quintillions, Thousands, Trillions};
pub use tuple::IntTuple;
pub use typenum;

/// The names most code needs, in one `use cute_layout::prelude::*;`: the notation macros, the
/// layout types, every operation (its alias for the result type, its `*Op` trait for bounds in
/// generic code, and [`LayoutAlgebra`] for the method forms), tensors and their bounds,
/// [`Dyn`] for run-time integers, and typenum's `U0`..`U16` (small static integers, e.g. mode
/// indices for [`ModeOf`] and `take::<U0, U2>()`). What each name is:
///
/// | item | what it is |
/// |---|---|
/// | [`crd!`] | A coordinate type |
/// | [`layout!`] | A layout type from CuTe notation |
/// | [`layouts!`] | Layout aliases whose resolved layout rustdoc shows |
/// | [`make_coord!`] | A coordinate value |
/// | [`make_layout!`] | A layout value from CuTe’s print notation, with run-time leaves |
/// | [`make_shape!`] | A shape value from CuTe’s print notation (leaves as in `make_layout!`) |
/// | [`make_stride!`] | A stride value from CuTe’s print notation (leaves as in `make_layout!`) |
/// | [`make_tile!`] | A tiler value |
/// | [`shape!`] | A shape type from CuTe notation |
/// | [`stride!`] | A stride type from CuTe notation |
/// | [`tile!`] | A tiler type |
/// | [`Dyn`] | A run-time integer leaf of a shape, a stride or a coordinate (CuTe’s `int`, printed without the underscore) |
/// | [`Layout`] | A CuTe layout `S:D` |
/// | [`Tensor`] | A tensor |
/// | [`Underscore`] | CuTe’s `_` |
/// | [`AnyLayout`] | Any layout, static or with run-time leaves (`Dyn`) |
/// | [`AppendOp`] | CuTe’s `append(layout, x)` |
/// | [`AppendToOp`] | CuTe’s `append<N>(layout, x)`: padded with `x` to `N` modes |
/// | [`BlockedProduct`], [`BlockedProductOp`] | CuTe’s `blocked_product(block, tiler)`: the result type and the bound of generic code |
/// | [`CoalesceBy`], [`CoalesceByOp`] | CuTe’s `coalesce(layout, profile)`: the result type and the bound of generic code |
/// | [`Coalesce`], [`CoalesceOp`] | CuTe’s `coalesce(layout)`: the result type and the bound of generic code |
/// | [`Complement`], [`ComplementOp`] | CuTe’s `complement(a, cotarget)`: the result type and the bound of generic code |
/// | [`Composition`], [`CompositionOp`] | CuTe’s `composition(a, b)`: the result type and the bound of generic code |
/// | [`Crd2IdxOp`] | A layout that takes coordinates of type `C` |
/// | [`Dice`], [`DiceOp`] | CuTe’s `dice(coord, layout)`: the result type and the bound of generic code |
/// | [`FlatDivide`], [`FlatDivideOp`] | CuTe’s `flat_divide(a, tiler)`: the result type and the bound of generic code |
/// | [`FlatProduct`], [`FlatProductOp`] | CuTe’s `flat_product(block, tiler)`: the result type and the bound of generic code |
/// | [`Flatten`], [`FlattenOp`] | CuTe’s `flatten(layout)`: the result type and the bound of generic code |
/// | [`GroupModesOp`] | CuTe’s `group(layout)` (`group_modes` on tensors) |
/// | [`Idx2Crd`], [`Idx2CrdOp`] | CuTe’s `idx2crd(index, shape)` on types: the result type and the bound of generic code |
/// | [`IntTuple`] | An IntTuple |
/// | [`LayoutAlgebra`] | The layout algebra as methods of layout values |
/// | [`LayoutLike`] | The crate’s kinds of layouts, the operands of the algebra |
/// | [`LeftInverse`], [`LeftInverseOp`] | CuTe’s `left_inverse(layout)`: the result type and the bound of generic code |
/// | [`LocalPartition`], [`LocalPartitionOp`] | CuTe’s `local_partition` on a layout: the result type and the bound of generic code |
/// | [`LocalTile`], [`LocalTileOp`] | CuTe’s `local_tile` on a layout: the result type and the bound of generic code |
/// | [`LogicalDivide`], [`LogicalDivideOp`] | CuTe’s `logical_divide(a, tiler)`: the result type and the bound of generic code |
/// | [`LogicalProduct`], [`LogicalProductOp`] | CuTe’s `logical_product(block, tiler)`: the result type and the bound of generic code |
/// | [`Loops`] | A layout a tensor can loop over |
/// | [`MakeLayoutLeftOp`] | CuTe’s `make_layout(shape, LayoutLeft{})` |
/// | [`make_layout()`], [`MakeLayout`], [`MakeLayoutOp`] | CuTe’s `make_layout(l0, l1, ...)` of layouts, written `make_layout((l0, l1))`: the value, the result type and the bound of generic code |
/// | [`MakeLayoutRightOp`] | CuTe’s `make_layout(shape, LayoutRight{})` |
/// | [`MakeLayoutLikeOp`] | CuTe’s `make_layout_like(layout)` |
/// | [`MakeOrderedLayoutOp`] | CuTe’s `make_ordered_layout(shape, order)` (run-time order leaves count as larger than the static ones, left to right) |
/// | [`ModeOp`] | CuTe’s `layout(L)` / `get(L)` |
/// | [`ModeSizeOp`] | CuTe’s `size(layout)` |
/// | [`OwnCosize`] | The cotarget of CuTe’s one-argument `complement(layout)`: `l.complement(OwnCosize)` |
/// | [`PrependOp`] | CuTe’s `prepend(layout, x)` |
/// | [`PrependToOp`] | CuTe’s `prepend<N>(layout, x)`: padded in front with `x` to `N` modes |
/// | [`ProductEachOp`] | CuTe’s `product_each(shape)` |
/// | [`RakedProduct`], [`RakedProductOp`] | CuTe’s `raked_product(block, tiler)`: the result type and the bound of generic code |
/// | [`Pictures`] | The pictures of a layout as methods: `print_layout`, `to_latex`, `to_svg` and the thread-value forms |
/// | [`Rank2`] | A layout of rank 2 (a matrix of offsets): the bound of its table and SVG |
/// | [`ToLatex`] | A layout CuTe’s `print_latex` draws: of rank 1 or 2 |
/// | [`RegLayout`] | A static layout whose cosize is known as a type, so that a register tensor of it is an array of exactly that length |
/// | [`ReplaceOp`] | CuTe’s `replace<I>(layout, x)`: mode `I` replaced by `x` |
/// | [`RightInverse`], [`RightInverseOp`] | CuTe’s `right_inverse(layout)`: the result type and the bound of generic code |
/// | [`SelectOp`] | CuTe’s `select(layout)` |
/// | [`Slice`], [`SliceOp`] | CuTe’s `slice(coord, layout)`: the result type and the bound of generic code |
/// | [`StaticLayout`] | A static layout |
/// | [`TakeOp`] | CuTe’s `take(layout)` |
/// | [`TensorTiling`] | `local_tile` and `local_partition` as methods of tensors (in the prelude), for every tensor |
/// | [`TiledDivide`], [`TiledDivideOp`] | CuTe’s `tiled_divide(a, tiler)`: the result type and the bound of generic code |
/// | [`TiledProduct`], [`TiledProductOp`] | CuTe’s `tiled_product(block, tiler)`: the result type and the bound of generic code |
/// | [`ZipLoops`] | Two layouts of the same size that a copy pairs index by index (`Self` the destination, `Src` the source) |
/// | [`ZippedDivide`], [`ZippedDivideOp`] | CuTe’s `zipped_divide(a, tiler)`: the result type and the bound of generic code |
/// | [`ZippedProduct`], [`ZippedProductOp`] | CuTe’s `zipped_product(block, tiler)`: the result type and the bound of generic code |
/// | [`make_layout_left`] | CuTe’s `make_layout(shape, LayoutLeft{})` |
/// | [`make_layout_right`] | CuTe’s `make_layout(shape, LayoutRight{})` |
/// | [`compact_col_major`], [`compact_row_major`] | CuTe’s strides of those layouts, alone |
/// | [`make_ordered_layout`] | CuTe’s `make_ordered_layout(shape, order)` |
/// | [`print_layout`] | CuTe’s `print_layout(layout)` text for a rank-2 layout value (static, with run-time leaves, or swizzled) |
/// | [`print_latex`] | CuTe’s `print_latex(layout)` text for a layout value of rank 1 or 2 |
/// | [`print_tile`], [`TilePrint`] | CuTe’s `print` of a tiler (a tuple of layouts, extents and `_`): `(_4:_2,6:2)` |
/// | [`product_each`] | CuTe’s `product_each(shape)` |
/// | [`crd2idx`], [`crd2idx_strided`], [`idx2crd`], [`crd2crd`] | CuTe’s `crd2idx(coord, shape)`, `crd2idx(coord, shape, stride)`, `idx2crd(index, shape)` and `crd2crd(coord, src_shape, dst_shape)` on values |
/// | [`product`], [`ceil_div`], [`shape_div`], [`round_up`], [`inner_product`], [`elem_scale`] | CuTe’s arithmetic on IntTuple values |
/// | [`congruent`], [`weakly_congruent`], [`compatible`], [`evenly_divides`] | CuTe’s predicates on IntTuple values (`_1`/`_0`, or `1`/`0` at run time) |
/// | [`ModeOf`] | Mode `I` of `L` (CuTe’s `layout(L)`) |
/// | [`Nullspace`], [`NullspaceOp`] | CuTe’s `nullspace(layout)`: the result type and the method (`l.nullspace()`) |
/// | [`MaxCommonLayout`], [`MaxCommonVector`] | CuTe’s `max_common_layout(a, b)` and `max_common_vector(a, b)` as types (the methods are [`LayoutAlgebra`]’s) |
/// | [`RegTensor`] | A register tensor (CuTe’s `make_tensor(layout)`) |
/// | [`ShapeOf`] | CuTe’s `shape(L)` as a type |
/// | [`StrideOf`] | CuTe’s `stride(L)` as a type |
///
/// ```
/// use cute_layout::prelude::*;
/// type Tile = LocalTile<layout!((8,8):(8,1)), shape!((4,4)), (usize, usize)>;
/// assert_eq!(Tile::default().to_string(), "(_4,_4):(_8,_1)");
/// ```
pub mod prelude {
    #[doc(no_inline)]
    pub use crate::tensor::make_tensor;
    #[doc(no_inline)]
    pub use crate::typenum::{
        U0, U1, U10, U11, U12, U128, U13, U14, U15, U16, U2, U256, U3, U32, U4, U5, U6, U64, U7,
        U8, U9,
    };
    #[doc(no_inline)]
    pub use crate::{
        ceil_div, compatible, congruent, crd2crd, crd2idx, crd2idx_strided, elem_scale,
        evenly_divides, idx2crd, inner_product, print_latex, print_layout, print_tile, product,
        round_up, shape_div, weakly_congruent, AnyLayout, BlockedProduct, BlockedProductOp,
        Coalesce, CoalesceBy, CoalesceByOp, CoalesceOp, Complement, ComplementOp, Composition,
        CompositionOp, Crd2IdxOp, Dice, DiceOp, Dyn, Filter, FilterOp, FilterZeros, FilterZerosOp,
        FlatDivide, FlatDivideOp, FlatProduct, FlatProductOp, Flatten, FlattenOp, Idx2Crd,
        Idx2CrdOp, IntTuple, Layout, LayoutAlgebra, LayoutLike, LeftInverse, LeftInverseOp,
        LocalPartition, LocalPartitionOp, LocalTile, LocalTileOp, LogicalDivide, LogicalDivideOp,
        LogicalProduct, LogicalProductOp, Loops, MakeLayout, MakeLayoutOp, MaxCommonLayout,
        MaxCommonVector, ModeOf, ModeOp, Nullspace, NullspaceOp, OwnCosize, Pictures, RakedProduct,
        RakedProductOp, Rank2, RegLayout, RegTensor, RightInverse, RightInverseOp, ShapeOf, Slice,
        SliceOp, StaticLayout, StrideOf, Tensor, TensorTiling, TiledDivide, TiledDivideOp,
        TiledProduct, TiledProductOp, ToLatex, Underscore, ZipLoops, ZippedDivide, ZippedDivideOp,
        ZippedProduct, ZippedProductOp,
    };
    #[doc(no_inline)]
    pub use crate::{
        crd, layout, layouts, make_coord, make_layout, make_shape, make_stride, make_tile, shape,
        step, stride, tile,
    };
    #[doc(no_inline)]
    pub use crate::{
        make_layout_left, make_layout_right, make_ordered_layout, product_each, AppendOp,
        AppendToOp, GroupModesOp, MakeLayoutLeftOp, MakeLayoutLikeOp, MakeLayoutRightOp,
        MakeOrderedLayoutOp, ModeSizeOp, PrependOp, PrependToOp, ProductEachOp, ReplaceOp,
        SelectOp, TakeOp, UnflattenOp,
    };
    #[doc(no_inline)]
    pub use crate::{AxpbyOp, CopyIfOp, GemmOp, TransformIntoOp};
}

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
