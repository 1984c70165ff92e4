//! The GPU kernels' index math, checked on the host (no GPU): the `#[cube]` functions of
//! `cute_layout::gpu` have host mirrors (`gpu::host`) with the same arithmetic, compared here
//! with the crate's own `offset`, `local_tile` and `local_partition`; and the CUDA source CubeCL
//! generates for the kernels is checked for the literals the layouts put there.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo test --features gpu --test gpu_index`
#![cfg(feature = "gpu")]

#[path = "../examples/gpu_common/kernels.rs"]
mod kernels;

use cute_layout::gpu::{host, GpuLayout, GpuLayout2, ThreadTile, TileGrid};
use cute_layout::prelude::*;
use cute_layout::tensor::{LocalPartitionOp, LocalTileOp};
use kernels::*;

fn same_offsets<L: GpuLayout + Crd2IdxOp<usize>>()
where
    L::Flat: host::HostLeafMath,
{
    for i in 0..L::SIZE {
        let want = L::default().crd2idx(i);
        assert_eq!(
            host::offset::<L>(i as u32) as isize,
            want,
            "{} at {i}",
            L::default()
        );
    }
}

#[test]
fn one_d_offsets_match_the_layouts() {
    same_offsets::<layout!(24:2)>();
    same_offsets::<layout!((4, (2, 4)):(2, (1, 8)))>();
    same_offsets::<layout!(((2, 2), 3):((24, 2), 8))>();
    same_offsets::<layout!((32, 32):(33, 1))>();
    same_offsets::<layout!((128, 8):(1, 132))>();
    same_offsets::<LocalPartition<layout!((32, 32):(1, 33)), layout!((8, 32):(32, 1))>>();
    same_offsets::<LocalPartition<layout!((128, 8):(1, 132)), layout!((16, 1):(16, 0))>>();
    same_offsets::<ZippedDivide<layout!((12, 32):(1, 128)), shape!((4, 8))>>();
}

fn same_rank2<L: GpuLayout2 + Crd2IdxOp<(usize, usize)>>()
where
    <L::M0 as GpuLayout>::Flat: host::HostLeafMath,
    <L::M1 as GpuLayout>::Flat: host::HostLeafMath,
{
    let (n0, n1) = (<L::M0 as StaticLayout>::SIZE, <L::M1 as StaticLayout>::SIZE);
    for c1 in 0..n1 {
        for c0 in 0..n0 {
            let want = L::default().crd2idx((c0, c1));
            assert_eq!(
                host::offset2::<L>(c0 as u32, c1 as u32) as isize,
                want,
                "{} at ({c0}, {c1})",
                L::default()
            );
        }
    }
}

#[test]
fn rank2_offsets_match_the_layouts() {
    same_rank2::<layout!((4, (2, 4)):(2, (1, 8)))>();
    same_rank2::<layout!(((2, 2), (3, 2)):((1, 12), (2, 24)))>();
    same_rank2::<layout!((8, 8):(8, 1))>();
}

/// `tile_offset2` over `TileGrid<L, T>` is where `local_tile(L, T, (b0, b1))` starts.
macro_rules! same_tiles {
    ($l:ty, $t:ty) => {{
        type G = TileGrid<$l, $t>;
        let n0 = <<G as GpuLayout2>::M0 as StaticLayout>::SIZE;
        let n1 = <<G as GpuLayout2>::M1 as StaticLayout>::SIZE;
        for b1 in 0..n1 {
            for b0 in 0..n0 {
                let want = <$l as LocalTileOp<$t, (usize, usize)>>::tile_offset((b0, b1)).unwrap();
                assert_eq!(host::offset2::<G>(b0 as u32, b1 as u32) as usize, want);
            }
        }
    }};
}

#[test]
fn tile_starts_match_local_tile() {
    same_tiles!(layout!((256, 256):(256, 1)), shape!((32, 32)));
    same_tiles!(layout!((256, 24):(20, 1)), shape!((128, 8)));
    same_tiles!(layout!((24, 256):(136, 1)), shape!((8, 128)));
    same_tiles!(layout!((256, 24):(1, 256)), shape!((128, 8)));
}

/// `partition_offset` over `ThreadTile<L, Thr>` is where `local_partition(L, Thr, t)` starts.
macro_rules! same_partitions {
    ($l:ty, $thr:ty) => {{
        for t in 0..<$l as LocalPartitionOp<$thr>>::THREADS {
            let want = <$l as LocalPartitionOp<$thr>>::thread_offset(t).unwrap();
            let got = host::partition_offset::<ThreadTile<$l, $thr>, $thr>(t as u32);
            assert_eq!(
                got as usize,
                want,
                "{} over {}, thread {t}",
                <$l>::default(),
                <$thr>::default()
            );
        }
    }};
}

#[test]
fn thread_starts_match_local_partition() {
    // The transpose's copies.
    same_partitions!(layout!((32, 32):(4096, 1)), layout!((8, 32):(32, 1)));
    same_partitions!(layout!((32, 32):(33, 1)), layout!((8, 32):(32, 1)));
    same_partitions!(layout!((32, 32):(1, 33)), layout!((8, 32):(32, 1)));
    // The SGEMM's copies and compute partitions.
    same_partitions!(layout!((128, 8):(4096, 1)), layout!((32, 8):(8, 1)));
    same_partitions!(layout!((8, 128):(4096, 1)), layout!((8, 32):(32, 1)));
    same_partitions!(layout!((128, 8):(1, 132)), layout!((32, 8):(8, 1)));
    same_partitions!(layout!((128, 8):(1, 132)), layout!((16, 1):(16, 0)));
    same_partitions!(layout!((8, 128):(128, 1)), layout!((1, 16):(0, 1)));
    same_partitions!(layout!((128, 128):(4096, 1)), layout!((16, 16):(16, 1)));
    // A column-major thread layout and a hierarchical tensor.
    same_partitions!(layout!((16, (4, 8)):(1, (16, 64))), layout!((4, 8):(1, 4)));
}

#[test]
fn generated_transpose_has_the_layouts_as_literals() {
    let g = generate_transpose::<Transpose4096>("t", 256);
    // 33-float rows of the padded tile, 4096-float rows of the matrix, a tile row of the
    // grid (32 * 4096), a thread's row step (8 * 4096) and its shared step (8 * 33).
    for lit in [
        "uint32(33)",
        "uint32(4096)",
        "uint32(131072)",
        "uint32(32768)",
        "uint32(264)",
    ] {
        assert!(g.source.contains(lit), "{lit} in\n{}", g.source);
    }
    assert!(g.source.contains("__syncthreads()"));
    assert_eq!(
        g.shared_bytes,
        33 * 31 * 4 + 32 * 4,
        "cosize((32,32):(33,1)) floats"
    );
    assert!(!g.source.contains("for ("), "every copy loop is unrolled");
}

#[test]
fn generated_sgemm_unrolls_the_tile_and_predicates_only_ragged_sizes() {
    let even = generate_sgemm::<Sgemm1024>("even");
    let ragged = generate_sgemm::<Sgemm200>("ragged");
    // One loop (over k tiles), a 64-float register tile, no predicates when the tile divides.
    assert_eq!(even.source.matches("for (").count(), 1);
    assert!(even.source.contains("float l_arr_4[64];") || even.source.contains("[64];"));
    assert!(!ragged
        .source
        .contains("for (uint32 l_mut_0 = uint32(0); l_mut_0 < uint32(128)"));
    let ifs = |s: &str| s.matches("if (").count();
    assert!(
        ifs(&ragged.source) > ifs(&even.source) + 64,
        "the ragged kernel checks every store"
    );
    // Two stages of cosize((128,8):(1,132)) + cosize((8,128):(128,1)) floats.
    assert_eq!(even.shared_bytes, 2 * (1052 + 1024) * 4);
}
