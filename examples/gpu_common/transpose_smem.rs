//! The shared-memory transpose: `out = in^T` for a row-major `m x n` matrix, through a tile
//! of shared memory, one configuration per tiling (`transpose_cfg!`).

use super::{
    array_in, array_out, generate, leaves_in, push, push2, Generated, RestOf, RowMajor, TileOf,
};
use cubecl::prelude::*;
use cute_layout::gpu::{
    crd0, crd1, partition_offset, partition_offset_rt, tile_offset2_rt, GpuLayout, GpuLayout2,
    StaticLayout2, ThreadLayout2, ThreadTile, TileGrid, View,
};
use cute_layout::prelude::*;

/// The layouts of a transpose `out = in^T` through a shared-memory tile. Run-time leaves
/// (`rt`): `m`, `n`, then the slots of the mixed layouts as [`TransposeCfg::S_SRC`] etc. say.
pub trait TransposeCfg: Send + Sync + 'static {
    /// Where tile `(bi, bj)` of the source starts (mode 1 of `zipped_divide(src, tile)`).
    type SrcGrid: GpuLayout2;
    /// Where tile `(bj, bi)` of the destination starts.
    type DstGrid: GpuLayout2;
    /// The thread layout of both copies.
    type Thr: ThreadLayout2;
    /// A thread's elements of a source tile, and where the thread starts in the tile.
    type PartIn: GpuLayout<Shape: IntTuple>;
    type ThrIn: GpuLayout2;
    /// The shared-memory tile (padded), a thread's elements of it and its start.
    type Smem: GpuLayout + StaticLayout;
    type PartSmem: GpuLayout;
    type ThrSmem: GpuLayout2;
    /// The shared-memory tile seen transposed, partitioned like a destination tile.
    type PartSmemT: GpuLayout;
    type ThrSmemT: GpuLayout2;
    /// A thread's elements of a destination tile, and its start.
    type PartOut: GpuLayout<Shape: IntTuple>;
    type ThrOut: GpuLayout2;
    /// Coordinates in a tile (a compact column-major tile layout: `crd0`/`crd1` of its
    /// offsets are the row and the column), a thread's elements of it and its start.
    type IdTile: StaticLayout2;
    type PartId: GpuLayout + StaticLayout;
    type ThrId: GpuLayout2 + StaticLayout;
    /// Tile extent.
    const T: u32;
    /// Threads per cube.
    const THREADS: u32;
    /// The kernel's run-time leaves for an `m x n` source (the layouts' values: the source
    /// `(m,n):(n,_1)`, the destination `(n,m):(m,_1)`, their tiles and partitions).
    fn leaves(m: usize, n: usize) -> Vec<u32>;
    /// The launch grid for an `m x n` source: one cube per tile, `x` along the columns.
    fn cubes(m: usize, n: usize) -> (u32, u32) {
        (
            n.div_ceil(Self::T as usize) as u32,
            m.div_ceil(Self::T as usize) as u32,
        )
    }
    /// Slots of the run-time leaves.
    const S_SRC: usize = 2;
    const S_DST: usize = Self::S_SRC + <Self::SrcGrid as GpuLayout>::DYNS;
    const S_THR_IN: usize = Self::S_DST + <Self::DstGrid as GpuLayout>::DYNS;
    const S_PART_IN: usize = Self::S_THR_IN + <Self::ThrIn as GpuLayout>::DYNS;
    const S_THR_OUT: usize = Self::S_PART_IN + <Self::PartIn as GpuLayout>::DYNS;
    const S_PART_OUT: usize = Self::S_THR_OUT + <Self::ThrOut as GpuLayout>::DYNS;
}

/// One cube per tile: the tile is copied into shared memory through the padded layout, then
/// out of it through the transposed view, both copies partitioned over the same threads. A
/// tile at the edge of the matrix checks each element's coordinates (`rt` = [`Transpose32::leaves`]).
#[cube(launch_unchecked)]
pub fn transpose<K: TransposeCfg>(input: &Array<f32>, output: &mut Array<f32>, rt: Sequence<u32>) {
    let mut smem = SharedMemory::<f32>::new(comptime!(<K::Smem as StaticLayout>::COSIZE));
    let m = *rt.index(0usize);
    let n = *rt.index(1usize);
    let t = UNIT_POS;
    let bi = CUBE_POS_Y;
    let bj = CUBE_POS_X;
    let tile = comptime!(K::T);
    let full = (bi + 1) * tile <= m && (bj + 1) * tile <= n;
    // This thread's partitions of the source tile, of the shared tile and of its transposed
    // view, and of the destination tile: views (a layout from a base offset).
    let src = View::<K::PartIn>::new(
        tile_offset2_rt::<K::SrcGrid>(bi, bj, &rt, comptime!(K::S_SRC))
            + partition_offset_rt::<K::ThrIn, K::Thr>(t, &rt, comptime!(K::S_THR_IN)),
        comptime!(K::S_PART_IN),
    );
    let s_in = View::<K::PartSmem>::new(partition_offset::<K::ThrSmem, K::Thr>(t), 0usize);
    let ids = View::<K::PartId>::new(partition_offset::<K::ThrId, K::Thr>(t), 0usize);
    // One branch per tile, outside the copy loops, so a full tile's loads are all in flight.
    if full {
        #[unroll]
        for i in 0..comptime!(<<K::PartIn as AnyLayout>::Shape as IntTuple>::SIZE as u32) {
            smem[s_in.at(i, &rt) as usize] = input[src.at(i, &rt) as usize];
        }
    } else {
        #[unroll]
        for i in 0..comptime!(<<K::PartIn as AnyLayout>::Shape as IntTuple>::SIZE as u32) {
            let e = ids.at(i, &rt);
            if bi * tile + crd0::<K::IdTile>(e) < m && bj * tile + crd1::<K::IdTile>(e) < n {
                smem[s_in.at(i, &rt) as usize] = input[src.at(i, &rt) as usize];
            }
        }
    }
    sync_cube();
    let dst = View::<K::PartOut>::new(
        tile_offset2_rt::<K::DstGrid>(bj, bi, &rt, comptime!(K::S_DST))
            + partition_offset_rt::<K::ThrOut, K::Thr>(t, &rt, comptime!(K::S_THR_OUT)),
        comptime!(K::S_PART_OUT),
    );
    let s_out = View::<K::PartSmemT>::new(partition_offset::<K::ThrSmemT, K::Thr>(t), 0usize);
    if full {
        #[unroll]
        for i in 0..comptime!(<<K::PartOut as AnyLayout>::Shape as IntTuple>::SIZE as u32) {
            output[dst.at(i, &rt) as usize] = smem[s_out.at(i, &rt) as usize];
        }
    } else {
        #[unroll]
        for i in 0..comptime!(<<K::PartOut as AnyLayout>::Shape as IntTuple>::SIZE as u32) {
            let e = ids.at(i, &rt);
            if bj * tile + crd0::<K::IdTile>(e) < n && bi * tile + crd1::<K::IdTile>(e) < m {
                output[dst.at(i, &rt) as usize] = smem[s_out.at(i, &rt) as usize];
            }
        }
    }
}
/// A [`TransposeCfg`] and its host side from its tile: `$name` transposes through
/// `$t x $t` tiles with `$threads` threads in the row-major thread layout `$thr` (shape
/// `$thr_shape`), shared memory `$smem` padded by one column and seen transposed as `$smem_t`,
/// tile coordinates through the compact column-major `$id`.
macro_rules! transpose_cfg {
    ($(#[$doc:meta])* $name:ident: tile $t:literal, $tile:ty, threads $threads:literal, $thr:ty,
     $thr_shape:ty, smem $smem:ty, $smem_t:ty, id $id:ty) => {
        $(#[$doc])*
        pub struct $name;

        impl TransposeCfg for $name {
            type SrcGrid = TileGrid<RowMajor, $tile>;
            type DstGrid = TileGrid<RowMajor, $tile>;
            type Thr = $thr;
            type PartIn = RestOf<TileOf<RowMajor, $tile>, $thr_shape>;
            type ThrIn = ThreadTile<TileOf<RowMajor, $tile>, $thr>;
            type Smem = $smem;
            type PartSmem = LocalPartition<$smem, $thr>;
            type ThrSmem = ThreadTile<$smem, $thr>;
            type PartSmemT = LocalPartition<$smem_t, $thr>;
            type ThrSmemT = ThreadTile<$smem_t, $thr>;
            type PartOut = RestOf<TileOf<RowMajor, $tile>, $thr_shape>;
            type ThrOut = ThreadTile<TileOf<RowMajor, $tile>, $thr>;
            type IdTile = $id;
            type PartId = LocalPartition<$id, $thr>;
            type ThrId = ThreadTile<$id, $thr>;
            const T: u32 = $t;
            const THREADS: u32 = $threads;

            fn leaves(m: usize, n: usize) -> Vec<u32> {
                let tile = <$tile>::default();
                let thr = <$thr_shape>::default();
                let src = make_layout!((m, n):(n, _1));
                let dst = make_layout!((n, m):(m, _1));
                let (zs, zd) = (src.zipped_divide(tile), dst.zipped_divide(tile));
                let (ts, td) = (
                    zs.get::<U0>().zipped_divide(thr),
                    zd.get::<U0>().zipped_divide(thr),
                );
                let mut rt = vec![m as u32, n as u32];
                push2::<<Self as TransposeCfg>::SrcGrid>(&mut rt, zs.get::<U1>());
                push2::<<Self as TransposeCfg>::DstGrid>(&mut rt, zd.get::<U1>());
                push2::<<Self as TransposeCfg>::ThrIn>(&mut rt, ts.get::<U0>());
                push::<<Self as TransposeCfg>::PartIn>(&mut rt, ts.get::<U1>());
                push2::<<Self as TransposeCfg>::ThrOut>(&mut rt, td.get::<U0>());
                push::<<Self as TransposeCfg>::PartOut>(&mut rt, td.get::<U1>());
                assert_eq!(
                    rt.len(),
                    <Self as TransposeCfg>::S_PART_OUT
                        + <<Self as TransposeCfg>::PartOut as GpuLayout>::DYNS
                );
                rt
            }
        }
    };
}

transpose_cfg!(
    /// The transpose of a row-major `m x n` matrix (run-time extents) into a row-major `n x m`
    /// one: 32 x 32 tiles, 8 x 32 threads (each thread copies 4 elements each way), shared
    /// memory padded by one column (row stride 33).
    Transpose32: tile 32, shape!((32, 32)), threads 256, layout!((8, 32):(32, 1)), shape!((8, 32)),
    smem layout!((32, 32):(33, 1)), layout!((32, 32):(1, 33)), id layout!((32, 32):(1, 32))
);

transpose_cfg!(
    /// The same through 64 x 64 tiles: 8 x 32 threads copy 16 elements each way, so a thread
    /// has four times as many loads in flight (shared memory: 64 x 65 floats).
    Transpose64: tile 64, shape!((64, 64)), threads 256, layout!((8, 32):(32, 1)), shape!((8, 32)),
    smem layout!((64, 64):(65, 1)), layout!((64, 64):(1, 65)), id layout!((64, 64):(1, 64))
);

transpose_cfg!(
    /// 64 x 64 tiles with 16 x 32 threads, 8 elements each way.
    Transpose64x512: tile 64, shape!((64, 64)), threads 512, layout!((16, 32):(32, 1)),
    shape!((16, 32)), smem layout!((64, 64):(65, 1)), layout!((64, 64):(1, 65)),
    id layout!((64, 64):(1, 64))
);

/// The CUDA source of `transpose::<K>` (run-time sizes).
pub fn generate_transpose<K: TransposeCfg>(name: &str) -> Generated {
    let len = K::leaves(1, 1).len();
    generate(name, CubeDim::new_1d(K::THREADS), |b| {
        let input = array_in(b);
        let output = array_out::<f32>(b);
        let rt = leaves_in(b, len);
        transpose::expand::<K>(&mut b.scope, input, output, rt);
    })
}
