//! Layouts inside CubeCL kernels (feature `gpu`): static layouts, and layouts with run-time
//! leaves (`Dyn`) such as a global matrix `(M,K):(lda,_1)` and the tiles cut from it.
//!
//! The algebra stays on the host: a kernel names the layouts it works with as type parameters
//! (`LocalTile<..>`, `ModeOf<ZippedDivide<..>, U1>`, `LocalPartition<..>`), the Rust compiler
//! resolves them, and the `#[cube]` functions here turn a layout type into index arithmetic.
//! A static leaf becomes a literal in the generated kernel (`comptime!` evaluates it while
//! CubeCL expands the kernel, on the host).
//!
//! A kernel takes each global matrix as a [`GlobalTensor`]: its array and its layout value,
//! whose run-time leaves travel with it ([`GlobalTensor::arg`] on the host). In the kernel,
//! [`GlobalTensor::layout`] gives the layout value ([`RtLayout`]), `local_tile` a tile of it
//! ([`TileView`]) and `local_partition` (by a thread layout) or `partition` (by a TiledCopy's
//! or TiledMMA's thread-value layout) a thread's part ([`PartView`]: `at`, `inside`,
//! `shifted`). Parts are static layouts over the tile's packed coordinates ([`Coords`], CuTe's
//! identity tensor), mapped through the root layout, so the only run-time values a kernel reads
//! are its tensors' own leaves, and the same coordinates predicate the edges.
//!
//! Underneath, a run-time leaf is read from a `Sequence<u32>` of run-time leaves filled from
//! the layout *values* ([`host::dyn_leaves`]) in a fixed order: each layout's run-time shape
//! leaves, then its run-time stride leaves, depth first; the functions below take the `base`
//! slot of their layout's leaves in it (a [`GlobalTensor`]'s layout starts at 0).
//!
//! - [`offset`](fn@offset) / [`offset_rt`](fn@offset_rt): a 1-D index to an offset (CuTe's `layout(i)`), over the
//!   layout's leaves;
//! - [`offset2`](fn@offset2) / [`offset2_rt`](fn@offset2_rt): a rank-2 coordinate `(c0, c1)`, each a 1-D index into its
//!   mode (a coarse coordinate of a hierarchical layout);
//! - [`crd0`](fn@crd0), [`crd1`](fn@crd1): CuTe's `idx2crd` for a static rank-2 layout, mode by mode;
//! - [`tile_offset2`](fn@tile_offset2) / [`tile_offset2_rt`](fn@tile_offset2_rt): where `local_tile(L, T, (b0, b1))` starts;
//! - [`partition_offset`](fn@partition_offset) / [`partition_offset_rt`](fn@partition_offset_rt): where `local_partition(L, Thr, t)`
//!   starts, for a static rank-2 thread layout (each mode's leaves folded as CuTe's
//!   `get_flat_coord` does);
//! - a static layout's `COSIZE` sizes `SharedMemory` and register `Array`s;
//! - [`offset3`](fn@offset3) / [`offset3_rt`](fn@offset3_rt): an element `(v, i, j)` of a thread's
//!   part `(values, tiles, tiles)` of a TiledMMA or TiledCopy partition;
//! - [`SmemLayout`]: a swizzled shared-memory layout (`Sw<B,M,S> o _0 o L`) split into the `L` a
//!   kernel partitions and the [`GpuSwizzle`] it applies to each offset;
//! - [`View`]: a tensor view, a layout over an `Array` or `SharedMemory` from a base offset
//!   (`smem[view.at(i, &rt)]`); see `examples/gpu_common/kernels.rs`.
//!
//! The host side ([`host`]) computes the run-time leaves a kernel takes from the layout values;
//! every offset on the host comes from the crate's one offset path (`Layout::offset`). The
//! tests (`tests/gpu_index.rs`, `tests/gpu_tensor.rs`) check the kernel code itself: they
//! generate the CUDA source of small kernels built from these functions, compile it for the
//! CPU and compare what it computes with the layouts' own offsets and partitions.
//!
//! Files: this one holds the layout traits a kernel names; `index.rs` the `#[cube]` index
//! arithmetic; `tensor.rs` tensor arguments and the views cut from them; `smem.rs` swizzled
//! shared memory; `view.rs` [`View`]; [`host`] the host side.

mod index;
mod smem;
mod tensor;
pub use tensor::*;
mod view;

/// The 16-bit floats of CubeCL's kernels (`half`'s types), for kernels generic over them.
pub use half::{bf16, f16};
pub use index::*;
pub use smem::{GpuSwizzle, SmemLayout, Split, SwizzleBits, SwizzledPart};
pub use view::View;

use core::marker::PhantomData;

use crate::int::StaticInt;
use crate::layout::{AnyLayout, StaticLayout};
use crate::list::{self, FlattenToList, Internal, C, E};
use crate::modes::ModeOp;
use crate::Dyn;

mod sealed {
    pub trait Sealed {}
    impl<T: crate::int::StaticInt> Sealed for T {}
    impl Sealed for crate::Dyn {}
}

/// A leaf a kernel can read: a typenum integer (a literal in the generated code) or [`Dyn`]
/// (read from the kernel's run-time leaves). Sealed.
pub trait GpuLeaf: sealed::Sealed + Send + Sync + 'static {
    /// Whether the leaf is a run-time value.
    const DYN: bool;
    /// The static value (0 for a run-time leaf).
    const VALUE: i64;
}

impl<T: StaticInt + Send + Sync> GpuLeaf for T {
    const DYN: bool = false;
    const VALUE: i64 = T::VALUE;
}

impl GpuLeaf for Dyn {
    const DYN: bool = true;
    const VALUE: i64 = 0;
}

/// The flat leaves of a layout: shape leaves `S` and stride leaves `D`, internal lists.
pub struct Leaves<S, D>(PhantomData<fn() -> (S, D)>);

/// How many run-time leaves a flat list holds.
pub trait DynCount {
    /// The count.
    const N: usize;
}

impl DynCount for E {
    const N: usize = 0;
}

impl<H: GpuLeaf, T: DynCount> DynCount for C<H, T> {
    const N: usize = H::DYN as usize + T::N;
}

/// The flat shape leaves of `L`.
type FlatShape<L> = <list::Repr<<L as AnyLayout>::Shape> as FlattenToList>::Output;
/// The flat stride leaves of `L`.
type FlatStride<L> = <list::Repr<<L as AnyLayout>::Stride> as FlattenToList>::Output;

/// A layout a `#[cube]` kernel can take as a type parameter: static, or with run-time leaves.
pub trait GpuLayout: AnyLayout {
    /// The layout's flat leaves.
    type Flat: LeafMath;
    /// How many of its shape leaves are run-time values.
    const SHAPE_DYNS: usize;
    /// How many of its leaves (shape and stride) are run-time values: the slots it takes in
    /// the kernel's run-time leaves.
    const DYNS: usize;
}

impl<L> GpuLayout for L
where
    L: AnyLayout,
    L::Shape: Internal,
    L::Stride: Internal,
    list::Repr<L::Shape>: FlattenToList,
    list::Repr<L::Stride>: FlattenToList,
    FlatShape<L>: DynCount,
    FlatStride<L>: DynCount,
    Leaves<FlatShape<L>, FlatStride<L>>: LeafMath,
{
    type Flat = Leaves<FlatShape<L>, FlatStride<L>>;
    const SHAPE_DYNS: usize = <FlatShape<L> as DynCount>::N;
    const DYNS: usize = <FlatShape<L> as DynCount>::N + <FlatStride<L> as DynCount>::N;
}

/// A rank-2 layout: its two modes, each a [`GpuLayout`].
pub trait GpuLayout2: GpuLayout {
    /// Mode 0.
    type M0: GpuLayout;
    /// Mode 1.
    type M1: GpuLayout;
    /// The two modes of a layout value (on the host).
    fn modes(self) -> (Self::M0, Self::M1);
}

impl<L> GpuLayout2 for L
where
    L: GpuLayout + ModeOp<typenum::U0> + ModeOp<typenum::U1>,
    <L as ModeOp<typenum::U0>>::Output: GpuLayout,
    <L as ModeOp<typenum::U1>>::Output: GpuLayout,
{
    type M0 = <L as ModeOp<typenum::U0>>::Output;
    type M1 = <L as ModeOp<typenum::U1>>::Output;

    fn modes(self) -> (Self::M0, Self::M1) {
        (
            <L as ModeOp<typenum::U0>>::get(self),
            <L as ModeOp<typenum::U1>>::get(self),
        )
    }
}

/// A layout of three modes with static shapes, such as a thread's part of a tile,
/// `(values, tiles along M, tiles along K)` (CuTe's `partition_A`, `partition_S`): an element
/// is a 1-D index into each mode ([`offset3_rt`](fn@offset3_rt)).
pub trait GpuLayout3: GpuLayout {
    /// `size<0>(L)`.
    const SIZE0: usize;
    /// `size<1>(L)`.
    const SIZE1: usize;
    /// `size<2>(L)`.
    const SIZE2: usize;
}

impl<L> GpuLayout3 for L
where
    L: GpuLayout + ModeOp<typenum::U0> + ModeOp<typenum::U1> + ModeOp<typenum::U2>,
    <<L as ModeOp<typenum::U0>>::Output as AnyLayout>::Shape: crate::IntTuple,
    <<L as ModeOp<typenum::U1>>::Output as AnyLayout>::Shape: crate::IntTuple,
    <<L as ModeOp<typenum::U2>>::Output as AnyLayout>::Shape: crate::IntTuple,
    <L as ModeOp<typenum::U0>>::Output: AnyLayout,
    <L as ModeOp<typenum::U1>>::Output: AnyLayout,
    <L as ModeOp<typenum::U2>>::Output: AnyLayout,
{
    const SIZE0: usize =
        <<<L as ModeOp<typenum::U0>>::Output as AnyLayout>::Shape as crate::IntTuple>::SIZE;
    const SIZE1: usize =
        <<<L as ModeOp<typenum::U1>>::Output as AnyLayout>::Shape as crate::IntTuple>::SIZE;
    const SIZE2: usize =
        <<<L as ModeOp<typenum::U2>>::Output as AnyLayout>::Shape as crate::IntTuple>::SIZE;
}

/// A rank-2 static thread layout: each mode's leaves give the thread's flat coordinate in
/// that mode.
pub trait ThreadLayout2: GpuLayout2 + StaticLayout {
    /// Mode 0's leaves.
    type T0: ThreadMath;
    /// Mode 1's leaves.
    type T1: ThreadMath;
}

impl<L: GpuLayout2 + StaticLayout> ThreadLayout2 for L
where
    <L::M0 as GpuLayout>::Flat: ThreadMath,
    <L::M1 as GpuLayout>::Flat: ThreadMath,
{
    type T0 = <L::M0 as GpuLayout>::Flat;
    type T1 = <L::M1 as GpuLayout>::Flat;
}

/// A static rank-2 layout, with the sizes of its two modes.
pub trait StaticLayout2: GpuLayout2 + StaticLayout {
    /// `size<0>(L)`.
    const SIZE0: usize;
    /// `size<1>(L)`.
    const SIZE1: usize;
}

impl<L: GpuLayout2 + StaticLayout> StaticLayout2 for L
where
    L::M0: StaticLayout,
    L::M1: StaticLayout,
{
    const SIZE0: usize = <L::M0 as StaticLayout>::SIZE;
    const SIZE1: usize = <L::M1 as StaticLayout>::SIZE;
}

/// The grid of tiles of `local_tile(L, T, _)`: mode 1 of `zipped_divide(L, T)`.
pub type TileGrid<L, T> = <crate::ZippedDivide<L, T> as ModeOp<typenum::U1>>::Output;

/// The tile a thread layout cuts: mode 0 of `zipped_divide(L, shape(Thr))`.
pub type ThreadTile<L, Thr> = <crate::ZippedDivide<
    L,
    (
        <ModeSize<Thr, typenum::U0> as SizeType>::Output,
        <ModeSize<Thr, typenum::U1> as SizeType>::Output,
    ),
> as ModeOp<typenum::U0>>::Output;

/// A TiledCopy's threads over the first tile of `L`: `(thread, value) -> offset` for the
/// source (`S = Src`) or destination (`Dst`) side, CuTe's `tidfrg_S/D` before the thread is
/// fixed. Thread `t`'s part (`PartitionS<C, L>`/`PartitionD<C, L>`, the same for every thread
/// of a plain `L`) starts at `(t, 0)`: `offset2(t, 0)`, plus the part's own offsets.
pub type CopyThreads<C, S, L> = crate::Composition<
    <crate::ZippedDivide<L, <C as crate::atom::TiledCopyOp>::Tiler> as ModeOp<typenum::U0>>::Output,
    <C as crate::atom::CopyTv<S>>::Tv,
>;

/// A TiledMMA's threads over the first tile of A (an `M x K` layout `L`):
/// `(thread, value) -> offset`, thread `t`'s part `PartitionA<M, L>` starting at `(t, 0)`.
pub type MmaThreadsA<M, L> =
    MmaThreads<L, MmaTile<M, typenum::U0, typenum::U2>, <M as crate::atom::TiledMmaOp>::LayoutA_TV>;
/// The same for B (an `N x K` layout).
pub type MmaThreadsB<M, L> =
    MmaThreads<L, MmaTile<M, typenum::U1, typenum::U2>, <M as crate::atom::TiledMmaOp>::LayoutB_TV>;
/// The same for C (an `M x N` layout).
pub type MmaThreadsC<M, L> =
    MmaThreads<L, MmaTile<M, typenum::U0, typenum::U1>, <M as crate::atom::TiledMmaOp>::LayoutC_TV>;
type MmaThreads<L, T, Tv> =
    crate::Composition<<crate::ZippedDivide<L, T> as ModeOp<typenum::U0>>::Output, Tv>;
type MmaTile<M, I, J> = (
    <<M as crate::atom::TiledMmaOp>::TileShape as crate::atom::Nth<I>>::Output,
    <<M as crate::atom::TiledMmaOp>::TileShape as crate::atom::Nth<J>>::Output,
);

/// Mode `I` of a layout (helper for [`ThreadTile`]).
pub type ModeSize<L, I> = <L as ModeOp<I>>::Output;

/// The size of a static layout as a typenum integer (helper for [`ThreadTile`]).
pub trait SizeType {
    /// `size(L)`.
    type Output;
}

impl<L: StaticLayout> SizeType for L
where
    L::Shape: Internal,
    list::Repr<L::Shape>: list::Product,
{
    type Output = list::ProductOf<list::Repr<L::Shape>>;
}

/// `COSIZE` of a layout, for sizing `SharedMemory` and register `Array`s.
pub const fn cosize<L: StaticLayout>() -> usize {
    L::COSIZE
}

/// The host side of a kernel's layouts: the run-time leaves it takes, from the layout values.
pub mod host {
    use crate::layout::AnyLayout;

    /// The run-time leaves of a layout value, in the order the kernel reads them: shape
    /// leaves, then stride leaves, depth first (as `u32`: offsets wrap like the kernel's).
    pub fn dyn_leaves<L: AnyLayout>(l: &L) -> Vec<u32> {
        let d = l
            .as_dynamic()
            .expect("a layout value converts to the run-time engine");
        let mut out = Vec::new();
        for t in [d.shape(), d.stride()] {
            out.extend(
                t.leaf_list()
                    .into_iter()
                    .filter(|x| !x.is_static)
                    .map(|x| x.value as u32),
            );
        }
        out
    }

    /// The run-time leaves of a rank-2 layout value, mode by mode (the order of
    /// [`super::offset2_rt`](fn@super::offset2_rt)).
    pub fn dyn_leaves2<L: super::GpuLayout2>(l: L) -> Vec<u32> {
        let (m0, m1) = l.modes();
        let mut out = dyn_leaves(&m0);
        out.extend(dyn_leaves(&m1));
        out
    }
}
