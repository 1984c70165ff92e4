//! Tensors: storage plus a layout.
//!
//! A [`Tensor<E, L>`] pairs an engine `E` (a slice, a mutable slice, or an owned
//! `GenericArray`) with a layout value `L`, static or with run-time leaves. A static layout is
//! a zero-sized type, so such a tensor is as small as its storage and every offset is a
//! constant expression of the coordinate; a layout with run-time leaves stores them, and its
//! offsets are the straight-line code a person writes with those values.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::Tensor;
//!
//! let data: Vec<f32> = (0..32).map(|i| i as f32).collect();
//! // A 4x8 row-major matrix over the data (its length is checked once, here).
//! let m = Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..]).unwrap();
//! assert_eq!(m[(1, 2)], 10.0);
//! // Its second 2x4 tile: a view whose layout the compiler derived.
//! let tile = m.local_tile(make_shape!((_2, _4)), (0usize, 1usize));
//! assert_eq!(tile.layout().to_string(), "(_2,_4):(_8,_1)");
//! assert_eq!(tile[(1, 3)], 15.0);
//! ```
//!
//! # Generic code
//! Each tensor operation has one public bound on the layout, named for what it does:
//!
//! | operation | bound |
//! |---|---|
//! | `t[c]`, `get`, `get_mut` | [`Crd2IdxOp<C>`](crate::Crd2IdxOp) |
//! | `slice`, `try_slice` (and `_mut`) | [`SliceOp<C>`](crate::SliceOp) |
//! | `for_each`, `iter`, `fill` | [`Loops`] |
//! | `copy_from`, `zip_apply` | [`ZipLoops<Src>`] |
//! | [`clear`], [`fill`], [`transform`] | [`Loops`] |
//! | [`copy`] | [`ZipLoops<Src>`] (on the destination's layout) |
//! | [`copy_if`] | [`CopyIfOp<Src>`] (its predicate: [`Predicate<L>`]) |
//! | [`transform_into`] | [`TransformIntoOp<Src>`] |
//! | [`axpby`] | [`AxpbyOp<X>`] (on `y`'s layout) |
//! | [`gemm`] | [`GemmOp<LA, LB>`] (on `C`'s layout) |
//! | `local_tile` | [`LocalTileOp<Tiler, Crd>`] (its layout: [`LocalTile`]) |
//! | `local_partition` | [`LocalPartitionOp<Thr>`] (its layout: [`LocalPartition`]) |
//! | a register tensor [`RegTensor<T, L>`] | [`RegLayout`] |
//!
//! Every static layout meets each bound that makes sense for it; a generic function states
//! the ones it uses, and a missing one is reported by that name. The traits are sealed: the
//! crate implements them for [`Layout<S, D>`](crate::Layout), and only there.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::{LocalTile, LocalTileOp, Tensor};
//!
//! /// The sum of tile `(i, j)` of 2x4 tiles, for any matrix layout.
//! fn tile_sum<L>(m: &Tensor<&[u32], L>, i: usize, j: usize) -> u32
//! where
//!     L: LocalTileOp<shape!((2, 4)), (usize, usize)>,
//!     LocalTile<L, shape!((2, 4)), (usize, usize)>: Loops,
//! {
//!     m.local_tile(make_shape!((_2, _4)), (i, j)).iter().sum()
//! }
//! let data: Vec<u32> = (0..32).collect();
//! let m = Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..]).unwrap();
//! assert_eq!(tile_sum(&m, 1, 0), 16 + 17 + 18 + 19 + 24 + 25 + 26 + 27);
//! ```

mod algorithms;
pub(crate) mod coord;
mod display;
mod divide;
mod engine;
mod grid;
mod identity;
pub(crate) mod local;
mod local_step;
mod loops;
mod nest;
mod register;
mod reshape;
mod tiler;
mod tiling;
mod values;
mod view;

pub use algorithms::{
    axpby, batch_reduce, clear, copy, copy_if, fill, gemm, logical_reduce, reduce, transform,
    transform_into, AxpbyOp, CopyIfOp, GemmOp, Predicate, ReduceProfile, TransformIntoOp,
};
pub use coord::{CoordLayout, CoordTensor};
pub use display::{print_tensor, PrettyPrint, PrintTensor};
pub use divide::{
    composition, composition_mut, flat_divide, flat_divide_mut, logical_divide, logical_divide_mut,
    tiled_divide, tiled_divide_mut, zipped_divide, zipped_divide_mut, DivideInput,
};
pub use engine::{Engine, EngineMut, StorageError};
pub use identity::{
    elem_less, make_identity_layout, make_identity_tensor, FlatCoord, FlatShape, IdentityLayout,
    IdentityTensor,
};
pub use local::{
    inner_partition, local_partition, local_partition_mut, local_tile, local_tile_mut,
    outer_partition, try_local_tile, LocalPartition, LocalPartitionInput, LocalPartitionOp,
    LocalTile, LocalTileInput, LocalTileOp,
};
pub use local_step::{
    local_partition_step, local_partition_step_mut, local_tile_step, local_tile_step_mut,
};
pub(crate) use loops::{size_mismatch, SizesAgree, ZipWalk};
pub use loops::{Loops, ZipLoops};
pub use register::{
    make_fragment_like, make_register_tensor, make_tensor_like, FragmentLike, FragmentLikeOp,
    RegLayout, RegTensor,
};
pub use tiler::{Project, ThreadLayout, Tiler, X};
pub use tiling::TensorTiling;
pub use values::{make_tensor, TensorLayoutArg};

/// A tensor: engine `E` (storage) and layout `L` (static, or with run-time leaves).
///
/// Build one over a slice with [`Tensor::new`] / [`Tensor::new_mut`] (length checked at run
/// time), over an array with [`Tensor::from_array`] (checked when the program is built), or as
/// registers with [`RegTensor::new_registers`](Tensor::new_registers).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::Tensor;
/// let mut data = [0u32; 6];
/// let mut t = Tensor::<_, layout!((2, 3):(3, 1))>::from_array_mut(&mut data);
/// t[(1, 2)] = 7;
/// assert_eq!(data, [0, 0, 0, 0, 0, 7]);
/// ```
pub struct Tensor<E, L> {
    engine: E,
    /// The layout value: zero-sized for a static layout, its run-time leaves otherwise.
    layout: L,
    /// Where the layout's offset 0 is in the storage: 0, but for a view whose layout reaches
    /// below its start (a swizzled slice that decays to negative strides), which keeps the
    /// storage it reaches below.
    origin: usize,
}

/// The storage index of the layout offset `off` from `origin`: an offset below the storage
/// wraps to an index past its end, which indexing refuses.
#[inline(always)]
pub(crate) fn slot(origin: usize, off: isize) -> usize {
    origin.wrapping_add_signed(off)
}

/// Element `at` (an index, or a contiguous run of them) of a tensor's storage, for the loops of
/// operation `op`; past the storage (an element of a partial tile that `local_tile` cut at a
/// matrix's edge, where the matrix ends with the storage) the loop panics with `op`'s name
/// rather than a bare index.
#[inline(always)]
#[track_caller]
pub(crate) fn elem<'a, T, I: core::slice::SliceIndex<[T]>>(
    data: &'a [T],
    at: I,
    op: &'static str,
) -> &'a I::Output {
    match data.get(at) {
        Some(x) => x,
        None => past_storage(op, data.len()),
    }
}

/// [`elem`] for writing.
#[inline(always)]
#[track_caller]
pub(crate) fn elem_mut<'a, T, I: core::slice::SliceIndex<[T]>>(
    data: &'a mut [T],
    at: I,
    op: &'static str,
) -> &'a mut I::Output {
    let len = data.len();
    match data.get_mut(at) {
        Some(x) => x,
        None => past_storage(op, len),
    }
}

/// The panic of a loop that reaches an element outside its tensor's storage.
#[cold]
#[inline(never)]
#[track_caller]
fn past_storage(op: &str, len: usize) -> ! {
    panic!(
        "{op}: the layout reaches an element outside the tensor's storage of {len} elements (a partial tile of local_tile at a matrix's edge does: read such a tile with Tensor::get, or predicate its elements, e.g. with copy_if)"
    )
}

/// Runs `$body` with each `$slot` the storage index of a layout offset from its tensor's
/// `$origin`. When every origin is 0 (every tensor but a swizzled view that reaches below its
/// start) the index is the offset itself, in a copy of the body of its own: the loops over a
/// static layout keep constant indices, which the compiler checks and vectorises as before.
macro_rules! with_slots {
    ($($origin:expr => $slot:ident),+; $body:block) => {{
        if true $(&& $origin == 0)+ {
            $(let $slot = |o: isize| o as usize;)+
            $body
        } else {
            $(let $slot = { let origin: usize = $origin; move |o: isize| $crate::tensor::slot(origin, o) };)+
            $body
        }
    }};
}
pub(crate) use with_slots;

impl<E, L: Default> Tensor<E, L> {
    /// A tensor over an engine already checked to hold every offset of the static layout `L`.
    fn from_engine(engine: E) -> Self {
        Tensor {
            engine,
            layout: L::default(),
            origin: 0,
        }
    }
}

impl<E, L> Tensor<E, L> {
    /// A tensor over an engine already checked to hold every offset of `layout`.
    pub(crate) fn from_parts(engine: E, layout: L) -> Self {
        Tensor {
            engine,
            layout,
            origin: 0,
        }
    }

    /// Where the layout's offset 0 is in the storage.
    #[inline(always)]
    pub(crate) fn origin(&self) -> usize {
        self.origin
    }
    /// A view whose layout's offset 0 is at `origin` of the storage (which holds every
    /// offset of `layout` from there).
    pub(crate) fn from_parts_at(engine: E, layout: L, origin: usize) -> Self {
        Tensor {
            engine,
            layout,
            origin,
        }
    }
}

/// The seal of the tensor traits: only the crate's layouts implement them (`Layout` here,
/// composed layouts in `swizzle`).
pub(crate) mod sealed {
    /// Implemented by the crate's layouts only.
    pub trait Sealed {}

    impl<S, D> Sealed for crate::layout::Layout<S, D> {}

    /// Implemented by what `make_tensor` takes: the crate's layouts and shape values.
    pub trait TensorArg {}
    impl<S, D> TensorArg for crate::layout::Layout<S, D> {}
    impl<U, B> TensorArg for typenum::UInt<U, B> {}
    impl TensorArg for crate::Dyn {}
    impl TensorArg for usize {}
    impl TensorArg for i32 {}
    impl TensorArg for i64 {}
    impl TensorArg for u32 {}
    impl<T: TensorArg> TensorArg for &T {}
    macro_rules! tuples {
        ($($t:ident)*) => { impl<$($t),*> TensorArg for ($($t,)*) {} };
    }
    crate::arity::for_arities!(tuples);
}
