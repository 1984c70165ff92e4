//! The shared-memory transpose: `out = in^T` for a row-major `m x n` matrix, through a tile
//! of shared memory, one configuration per tiling (`transpose_cfg!`).

use super::{generate, info_block, tensor_in, tensor_out, Generated, RowMajor};
use cubecl::prelude::*;
use cute_layout::gpu::{
    host, partition_offset, CoordTile, Coords, GlobalTensor, GpuLayout, GpuLayout2, ThreadLayout2,
    ThreadTile, View,
};
use cute_layout::prelude::*;
use cute_layout::typenum::{U32, U64};

/// The layouts of a transpose `out = in^T` through a shared-memory tile. The kernel's
/// arguments are the two matrices as tensors: `in` is `(m,n):(n,_1)`, `out` `(n,m):(m,_1)`.
pub trait TransposeCfg: Send + Sync + 'static {
    /// A tile's coordinates, a thread's elements of a tile (`local_partition` by `Thr`) and
    /// where the thread starts in the tile.
    type Id: CoordTile;
    type Thr: ThreadLayout2;
    type Part: GpuLayout + StaticLayout;
    type Start: GpuLayout2 + StaticLayout;
    /// The shared-memory tile (padded), a thread's elements of it and its start.
    type Smem: GpuLayout + StaticLayout;
    type PartSmem: GpuLayout;
    type ThrSmem: GpuLayout2;
    /// The shared-memory tile seen transposed, partitioned like a destination tile.
    type PartSmemT: GpuLayout;
    type ThrSmemT: GpuLayout2;
    /// Tile extent.
    const T: u32;
    /// Threads per cube.
    const THREADS: u32;
    /// The launch grid for an `m x n` source: one cube per tile, `x` along the columns.
    fn cubes(m: usize, n: usize) -> (u32, u32) {
        (
            n.div_ceil(Self::T as usize) as u32,
            m.div_ceil(Self::T as usize) as u32,
        )
    }
}

/// The layouts of the source `(m,n):(n,_1)` and of the destination `(n,m):(m,_1)`.
pub fn transpose_layouts(m: usize, n: usize) -> (RowMajor, RowMajor) {
    (make_layout!((m, n):(n, _1)), make_layout!((n, m):(m, _1)))
}

/// The run-time leaves the kernel's two tensor arguments carry, in argument order (what the
/// generated kernel reads from its info block).
pub fn transpose_leaves(m: usize, n: usize) -> Vec<u32> {
    let (src, dst) = transpose_layouts(m, n);
    info_block([host::dyn_leaves2(src), host::dyn_leaves2(dst)])
}

/// One cube per tile: the tile is copied into shared memory through the padded layout, then
/// out of it through the transposed view, both copies partitioned over the same threads. A
/// tile at the edge of the matrix checks each element's coordinates.
#[cube(launch_unchecked)]
pub fn transpose<K: TransposeCfg>(
    input: &GlobalTensor<f32, RowMajor>,
    output: &mut GlobalTensor<f32, RowMajor>,
) {
    let mut smem = SharedMemory::<f32>::new(comptime!(<K::Smem as StaticLayout>::COSIZE));
    let none = Sequence::<u32>::new();
    let t = UNIT_POS;
    let (bi, bj) = (CUBE_POS_Y, CUBE_POS_X);
    // This thread's part of the source tile (bi, bj) and of the shared tile.
    let g_in = input.layout().local_tile::<K::Id>(bi, bj);
    let src = g_in.local_partition::<K::Part, K::Start, K::Thr>(t);
    let s_in = View::<K::PartSmem>::new(partition_offset::<K::ThrSmem, K::Thr>(t), 0usize);
    let n_part = comptime!(<<K::Part as AnyLayout>::Shape as IntTuple>::SIZE as u32);
    // One branch per tile, outside the copy loops, so a full tile's loads are all in flight.
    let full = g_in.full();
    if full {
        #[unroll]
        for i in 0..n_part {
            smem[s_in.at(i, &none) as usize] = input.data[src.at(i) as usize];
        }
    } else {
        #[unroll]
        for i in 0..n_part {
            if src.inside(i) {
                smem[s_in.at(i, &none) as usize] = input.data[src.at(i) as usize];
            }
        }
    }
    sync_cube();
    // The same thread's part of the destination tile (bj, bi) and of the transposed view.
    let dst = output
        .layout()
        .local_tile::<K::Id>(bj, bi)
        .local_partition::<K::Part, K::Start, K::Thr>(t);
    let s_out = View::<K::PartSmemT>::new(partition_offset::<K::ThrSmemT, K::Thr>(t), 0usize);
    if full {
        #[unroll]
        for i in 0..n_part {
            output.data[dst.at(i) as usize] = smem[s_out.at(i, &none) as usize];
        }
    } else {
        #[unroll]
        for i in 0..n_part {
            if dst.inside(i) {
                output.data[dst.at(i) as usize] = smem[s_out.at(i, &none) as usize];
            }
        }
    }
}
/// A [`TransposeCfg`] from its tile: `$name` transposes through `$t x $t` tiles (`$t_ty`) with
/// `$threads` threads in the row-major thread layout `$thr`, shared memory `$smem` padded by
/// one column and seen transposed as `$smem_t`.
macro_rules! transpose_cfg {
    ($(#[$doc:meta])* $name:ident: tile $t:literal, $t_ty:ty, threads $threads:literal, $thr:ty,
     smem $smem:ty, $smem_t:ty) => {
        $(#[$doc])*
        pub struct $name;

        impl TransposeCfg for $name {
            type Id = Coords<$t_ty, $t_ty>;
            type Thr = $thr;
            type Part = LocalPartition<Coords<$t_ty, $t_ty>, $thr>;
            type Start = ThreadTile<Coords<$t_ty, $t_ty>, $thr>;
            type Smem = $smem;
            type PartSmem = LocalPartition<$smem, $thr>;
            type ThrSmem = ThreadTile<$smem, $thr>;
            type PartSmemT = LocalPartition<$smem_t, $thr>;
            type ThrSmemT = ThreadTile<$smem_t, $thr>;
            const T: u32 = $t;
            const THREADS: u32 = $threads;
        }
    };
}

transpose_cfg!(
    /// The transpose of a row-major `m x n` matrix (run-time extents) into a row-major `n x m`
    /// one: 32 x 32 tiles, 8 x 32 threads (each thread copies 4 elements each way), shared
    /// memory padded by one column (row stride 33).
    Transpose32: tile 32, U32, threads 256, layout!((8, 32):(32, 1)),
    smem layout!((32, 32):(33, 1)), layout!((32, 32):(1, 33))
);

transpose_cfg!(
    /// The same through 64 x 64 tiles: 8 x 32 threads copy 16 elements each way, so a thread
    /// has four times as many loads in flight (shared memory: 64 x 65 floats).
    Transpose64: tile 64, U64, threads 256, layout!((8, 32):(32, 1)),
    smem layout!((64, 64):(65, 1)), layout!((64, 64):(1, 65))
);

transpose_cfg!(
    /// 64 x 64 tiles with 16 x 32 threads, 8 elements each way.
    Transpose64x512: tile 64, U64, threads 512, layout!((16, 32):(32, 1)),
    smem layout!((64, 64):(65, 1)), layout!((64, 64):(1, 65))
);

/// The CUDA source of `transpose::<K>` (run-time sizes).
pub fn generate_transpose<K: TransposeCfg>(name: &str) -> Generated {
    generate(name, CubeDim::new_1d(K::THREADS), |b| {
        let input = tensor_in::<f32, RowMajor>(b);
        let output = tensor_out::<f32, RowMajor>(b);
        transpose::expand::<K>(&mut b.scope, input, output);
    })
}
