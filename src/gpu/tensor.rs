//! Tensors as kernel arguments: a global array with the value of its layout, and the views a
//! kernel cuts from it (CuTe's `make_tensor(make_gmem_ptr(p), layout)`, `local_tile`,
//! `local_partition`, `partition_S`).
//!
//! A [`GlobalTensor`] carries its layout's run-time leaves with it, so a kernel takes one
//! argument per tensor and no numbered slots. Everything cut from it is static and lives in
//! *coordinates*: a tile is the root layout from an origin `(row, col)`, and a thread's part of
//! a tile is a static layout over the tile's packed coordinates ([`Coords`], CuTe's identity
//! tensor), partitioned by the algebra on the host like any static layout. An element's offset
//! is the root layout at the element's coordinates, so the only run-time values a kernel reads
//! are the root layout's own leaves (a row-major matrix's extents and leading dimension), and
//! the same coordinates predicate the edges.
// `#[cube]` expands the types and impls into items of their own, which carry no docs.
#![allow(missing_docs)]

use core::marker::PhantomData;

use cubecl::prelude::*;

use super::index::LeafMath;
use super::{offset, offset2, offset2_rt, offset3, GpuLayout, GpuLayout2, GpuLayout3};
use super::{GpuLeaf, StaticLayout2, ThreadLayout2};
use crate::layout::StaticLayout;
use crate::Layout;
use typenum::Unsigned;

/// The coordinates of a `T0 x T1` tile, packed into one integer as `row + 65536 * col`: an
/// identity tensor whose partitions (by a thread layout, a TiledCopy or a TiledMMA, computed
/// by the algebra like any static layout) give each element's coordinates in the tile. Tiles
/// have at most 65536 rows, so a row never carries into the column.
pub type Coords<T0, T1> = Layout<(T0, T1), (typenum::U1, typenum::U65536)>;

mod sealed {
    pub trait Sealed {}
    impl<T0, T1> Sealed for super::Coords<T0, T1> {}
    pub trait FlatSealed {}
    impl<S0, S1, D0, D1> FlatSealed for crate::Layout<(S0, S1), (D0, D1)> {}
}

/// A matrix layout whose two modes are single leaves, `(rows, cols):(d0, d1)` (the row- and
/// column-major matrices kernels take): linear in each mode, so moving a part of it by
/// `(rows, cols)` moves every element by the same offset ([`PartView::step`]). Sealed.
pub trait FlatMatrix: sealed::FlatSealed + GpuLayout2 + Send + Sync {}

impl<S0: GpuLeaf, S1: GpuLeaf, D0: GpuLeaf, D1: GpuLeaf> FlatMatrix for Layout<(S0, S1), (D0, D1)> where
    Layout<(S0, S1), (D0, D1)>: GpuLayout2 + Send + Sync
{
}

/// A tile's packed coordinates, [`Coords`]: what `local_tile` takes as the tile. Its extents
/// are checked when a kernel uses them: a tile of more than 65536 rows is a compile error.
/// Sealed: the views read every partition of it as packed coordinates.
pub trait CoordTile: sealed::Sealed + StaticLayout2 {
    /// The tile's rows.
    const ROWS: u32;
    /// The tile's columns.
    const COLS: u32;
}

impl<T0: Unsigned + Send + Sync, T1: Unsigned + Send + Sync> CoordTile for Coords<T0, T1>
where
    Coords<T0, T1>: StaticLayout2,
{
    const ROWS: u32 = {
        assert!(
            T0::U64 <= 65536,
            "local_tile of a GlobalTensor: a tile has at most 65536 rows (Coords packs the row \
             into the low 16 bits)"
        );
        T0::U32
    };
    const COLS: u32 = T1::U32;
}

/// The row of packed coordinates.
#[cube]
fn coord_row(c: u32) -> u32 {
    c & 0xFFFFu32
}

/// The column of packed coordinates.
#[cube]
fn coord_col(c: u32) -> u32 {
    c >> 16u32
}

/// A tensor in global memory as a kernel argument: the array and the run-time leaves of its
/// rank-2 layout `L` (mode by mode, [`host::dyn_leaves2`](super::host::dyn_leaves2)). The host
/// builds it from the layout value ([`GlobalTensor::arg`]); the kernel reads the leaves once
/// ([`GlobalTensor::layout`]).
///
/// The transpose of `examples/gpu_common/transpose_smem.rs`, in short (`K::Part` is
/// `LocalPartition<Coords<_32, _32>, Thr>`, `K::Start` is `ThreadTile<Coords<_32, _32>, Thr>`):
///
/// ```text
/// #[cube(launch_unchecked)]
/// fn transpose<K: TransposeCfg>(
///     input: &GlobalTensor<f32, RowMajor>,        // (m,n):(n,_1), leaves m, n, n
///     output: &mut GlobalTensor<f32, RowMajor>,   // (n,m):(m,_1)
/// ) {
///     let g_in = input.layout().local_tile::<K::Id>(CUBE_POS_Y, CUBE_POS_X);
///     let src = g_in.local_partition::<K::Part, K::Start, K::Thr>(UNIT_POS);
///     for i in 0..n_part {
///         if g_in.full() || src.inside(i) {
///             smem[s_in.at(i, &none) as usize] = input.data[src.at(i) as usize];
///         }
///     }
///     // ... and out through the transposed shared tile the same way
/// }
///
/// // On the host:
/// transpose::launch_unchecked::<Transpose32, CudaRuntime>(&client, cubes, dim,
///     GlobalTensor::arg(ArrayArg::from_raw_parts(input, m * n), make_layout!((m, n):(n, _1))),
///     GlobalTensor::arg(ArrayArg::from_raw_parts(output, m * n), make_layout!((n, m):(m, _1))));
/// ```
#[derive(CubeLaunch, CubeType)]
pub struct GlobalTensor<T: CubePrimitive, L: GpuLayout2 + Send + Sync> {
    /// The elements (the layout's offsets index them).
    pub data: Array<T>,
    leaves: Sequence<u32>,
    #[cube(comptime)]
    layout: PhantomData<L>,
}

#[cube]
impl<T: CubePrimitive, L: GpuLayout2 + Send + Sync> GlobalTensor<T, L> {
    /// The tensor's layout value, its run-time leaves read once into registers (a kernel's
    /// `asm volatile` copies clobber memory, so reading them where they are used would read
    /// them again after every copy).
    pub fn layout(&self) -> RtLayout<L> {
        let mut leaves = Sequence::<u32>::new();
        // Iterating a sequence while the kernel is expanded empties it, and its clones share
        // it: `rev` copies it (twice, for the order), so `layout()` may be called again.
        #[allow(clippy::identity_op)]
        for x in self.leaves.clone().rev().rev() {
            // `x + 0` makes CubeCL declare a local; `x` alone would stay a read of memory.
            leaves.push(x + 0u32);
        }
        RtLayout::<L> {
            leaves,
            layout: PhantomData,
        }
    }
}

/// A rank-2 layout `L` inside a kernel: the type, and the values of its run-time leaves.
#[derive(CubeType, Clone)]
pub struct RtLayout<L: GpuLayout2 + Send + Sync> {
    leaves: Sequence<u32>,
    #[cube(comptime)]
    layout: PhantomData<L>,
}

#[cube]
impl<L: GpuLayout2 + Send + Sync> RtLayout<L> {
    /// `layout(row, col)`, each a 1-D coordinate into its mode.
    pub fn offset(&self, row: u32, col: u32) -> u32 {
        offset2_rt::<L>(row, col, &self.leaves, 0usize)
    }

    /// `size<0>(layout)`: the rows.
    pub fn rows(&self) -> u32 {
        <<L::M0 as GpuLayout>::Flat as LeafMath>::size(&self.leaves, 0usize)
    }

    /// `size<1>(layout)`: the columns.
    pub fn cols(&self) -> u32 {
        <<L::M1 as GpuLayout>::Flat as LeafMath>::size(&self.leaves, comptime!(L::M0::DYNS))
    }

    /// CuTe's `local_tile(tensor, shape(Id), (b0, b1))`: tile `(b0, b1)` of the tiling by the
    /// tile whose coordinates are `Id` ([`Coords`]).
    pub fn local_tile<Id: CoordTile>(&self, b0: u32, b1: u32) -> TileView<L, Id> {
        TileView::<L, Id> {
            layout: self.clone(),
            row: b0 * comptime!(Id::ROWS),
            col: b1 * comptime!(Id::COLS),
            tile: PhantomData,
        }
    }
}

/// A tile of a global tensor: the root layout from the tile's origin `(row, col)`, its
/// coordinates `Id` ([`Coords`]).
#[derive(CubeType, Clone)]
pub struct TileView<L: GpuLayout2 + Send + Sync, Id: CoordTile> {
    pub layout: RtLayout<L>,
    /// The root coordinates of the tile's first element.
    pub row: u32,
    pub col: u32,
    #[cube(comptime)]
    tile: PhantomData<Id>,
}

#[cube]
impl<L: GpuLayout2 + Send + Sync, Id: CoordTile> TileView<L, Id> {
    /// Whether the whole tile lies inside the tensor (then no element needs a check).
    pub fn full(&self) -> bool {
        self.row + comptime!(Id::ROWS) <= self.layout.rows()
            && self.col + comptime!(Id::COLS) <= self.layout.cols()
    }

    /// CuTe's `local_partition(tile, Thr, t)` for a static thread layout `Thr`: thread `t`'s
    /// elements, `P = LocalPartition<Id, Thr>` from `Start = ThreadTile<Id, Thr>`.
    pub fn local_partition<P: GpuLayout + StaticLayout, Start: GpuLayout2, Thr: ThreadLayout2>(
        &self,
        t: u32,
    ) -> PartView<L, P> {
        self.part_at::<P>(super::partition_offset::<Start, Thr>(t))
    }

    /// Thread `t`'s part of a TiledCopy's or TiledMMA's partition of the tile: the thread starts
    /// at `Start(t, 0)` (`CopyThreads<C, Src, Id>`, `MmaThreadsA<M, Id>`, ...) and its
    /// elements are `P` from there (`PartitionS<C, Id>`, `PartitionA<M, Id>`, ...).
    pub fn partition<P: GpuLayout + StaticLayout, Start: GpuLayout2 + StaticLayout>(
        &self,
        t: u32,
    ) -> PartView<L, P> {
        self.part_at::<P>(offset2::<Start>(t, 0u32))
    }

    fn part_at<P: GpuLayout + StaticLayout>(&self, start: u32) -> PartView<L, P> {
        PartView::<L, P> {
            layout: self.layout.clone(),
            row: self.row + coord_row(start),
            col: self.col + coord_col(start),
            part: PhantomData,
        }
    }
}

/// A thread's part of a tile: the root layout from the thread's first element `(row, col)`,
/// its elements `P`, a static layout over the tile's packed coordinates.
#[derive(CubeType, Clone)]
pub struct PartView<L: GpuLayout2 + Send + Sync, P: GpuLayout + StaticLayout> {
    pub layout: RtLayout<L>,
    /// The root coordinates of the thread's first element.
    pub row: u32,
    pub col: u32,
    #[cube(comptime)]
    part: PhantomData<P>,
}

#[cube]
impl<L: GpuLayout2 + Send + Sync, P: GpuLayout + StaticLayout> PartView<L, P> {
    /// The same part `rows` rows and `cols` columns further in the tensor: the thread's part of
    /// another tile of the same tiling (CuTe's `tAgA(_, _, _, k)` over the tiles of a
    /// `local_tile` left open along K), without recomputing the thread's start.
    pub fn shifted(&self, rows: u32, cols: u32) -> PartView<L, P> {
        PartView::<L, P> {
            layout: self.layout.clone(),
            row: self.row + rows,
            col: self.col + cols,
            part: PhantomData,
        }
    }

    /// Where element `i` (a 1-D index into `P`) is in the tensor's array.
    pub fn at(&self, i: u32) -> u32 {
        self.at_coords(offset::<P>(i))
    }

    /// Whether element `i` lies inside the tensor.
    pub fn inside(&self, i: u32) -> bool {
        self.inside_coords(offset::<P>(i))
    }

    /// Where the element at packed coordinates `c` from the thread's first element is.
    fn at_coords(&self, c: u32) -> u32 {
        self.layout
            .offset(self.row + coord_row(c), self.col + coord_col(c))
    }

    /// Whether the element at packed coordinates `c` from the thread's first element lies
    /// inside the tensor.
    fn inside_coords(&self, c: u32) -> bool {
        self.row + coord_row(c) < self.layout.rows() && self.col + coord_col(c) < self.layout.cols()
    }
}

#[cube]
impl<L: GpuLayout2 + Send + Sync, P: GpuLayout2 + StaticLayout> PartView<L, P> {
    /// Where element `(i, j)` of a rank-2 part (each a 1-D index into its mode) is.
    pub fn at2(&self, i: u32, j: u32) -> u32 {
        self.at_coords(offset2::<P>(i, j))
    }

    /// Whether element `(i, j)` lies inside the tensor.
    pub fn inside2(&self, i: u32, j: u32) -> bool {
        self.inside_coords(offset2::<P>(i, j))
    }
}

#[cube]
impl<L: GpuLayout2 + Send + Sync, P: GpuLayout3 + StaticLayout> PartView<L, P> {
    /// Where element `(v, i, j)` of a copy's or MMA's part `(values, tiles, tiles)` is.
    pub fn at3(&self, v: u32, i: u32, j: u32) -> u32 {
        self.at_coords(offset3::<P>(v, i, j))
    }

    /// Whether element `(v, i, j)` lies inside the tensor.
    pub fn inside3(&self, v: u32, i: u32, j: u32) -> bool {
        self.inside_coords(offset3::<P>(v, i, j))
    }
}

#[cube]
impl<L: FlatMatrix, P: GpuLayout + StaticLayout> PartView<L, P> {
    /// How far every element of the part moves when the part moves `rows` rows and `cols`
    /// columns: `layout(rows, cols)`, one offset for all of them since the layout is linear in
    /// each mode. CuTe's `tAgA(_, _, _, k)` adds the offset of tile `k` to the part's offsets
    /// the same way, so a kernel forms its part's offsets once ([`at3`](Self::at3)) and adds
    /// `k * step` for tile `k`, rather than evaluating the layout again per tile.
    pub fn step(&self, rows: u32, cols: u32) -> u32 {
        self.layout.offset(rows, cols)
    }

    /// Where element `i` is from the part's first element: `at(i) - at(0)`, the
    /// [`step`](Self::step) of `i`'s coordinates. A kernel that forms `at(0)` once and adds
    /// this for each element multiplies once per mode, where `at(i)` evaluates the whole
    /// layout again (the SIMT SGEMM's copies: 127 registers against 130, so two CTAs per SM).
    pub fn from_first(&self, i: u32) -> u32 {
        let c = offset::<P>(i);
        self.step(coord_row(c), coord_col(c))
    }
}

/// The host side of a [`GlobalTensor`].
impl<T: CubePrimitive, L: GpuLayout2 + Send + Sync> GlobalTensor<T, L> {
    /// The kernel argument for `data` with the layout value `layout` (whose type the kernel
    /// names).
    pub fn arg<R: Runtime>(data: ArrayArg<R>, layout: L) -> GlobalTensorLaunch<T, L, R> {
        GlobalTensorLaunch::new(
            data,
            super::host::dyn_leaves2(layout).into_iter().collect(),
            PhantomData,
        )
    }

    /// What a kernel generated on the host without a launch (`KernelBuilder`) expands the
    /// argument from (`LaunchArg::expand`, or `expand_output` for a tensor it writes).
    pub fn compilation_arg() -> GlobalTensorCompilationArg<T, L> {
        GlobalTensorCompilationArg {
            data: ArrayCompilationArg { inplace: None },
            leaves: (0..<L as GpuLayout>::DYNS).map(|_| ()).collect(),
            layout: PhantomData,
        }
    }
}
