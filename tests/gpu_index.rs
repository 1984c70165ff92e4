//! The GPU kernels' index math, checked on the host (no GPU): the `#[cube]` functions of
//! `cute_layout::gpu` have host mirrors (`gpu::host`) with the same arithmetic, compared here
//! with the crate's own `offset`, `local_tile` and `local_partition`; and the CUDA source CubeCL
//! generates for the kernels is checked for the literals the layouts put there.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo test --features gpu --test gpu_index`
#![cfg(feature = "gpu")]

#[path = "../examples/gpu_common/kernels.rs"]
mod kernels;

use cute_layout::gpu::{host, GpuLayout, StaticLayout2, ThreadTile, TileGrid};
use cute_layout::prelude::*;
use cute_layout::tensor::{local_partition, local_tile, LocalPartitionOp, LocalTileOp, Tensor};
use kernels::*;

fn same_offsets<L: GpuLayout + StaticLayout + Crd2IdxOp<usize>>()
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

fn same_rank2<L: StaticLayout2 + Crd2IdxOp<(usize, usize)>>()
where
    <L::M0 as GpuLayout>::Flat: host::HostLeafMath,
    <L::M1 as GpuLayout>::Flat: host::HostLeafMath,
{
    let (n0, n1) = (L::SIZE0, L::SIZE1);
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
        let (n0, n1) = (<G as StaticLayout2>::SIZE0, <G as StaticLayout2>::SIZE1);
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

/// The kernels' run-time layouts against the library's own tensors: for every tile of a
/// matrix (`local_tile`), where the kernel's grid layout says it starts; for every thread of a
/// few tiles (`local_partition` of the tile seen through `$view`), where the kernel says the
/// thread starts and each of its elements (`$elems` compares them). The kernel reads the run-time leaves `rt` from the slot
/// its configuration gives.
macro_rules! same_run_time_tiles {
    ($rt:expr, $global:expr, $tile:expr, $view:expr, $thr:expr, $threads:expr,
     $grid:ty => $sg:expr, $thrt:ty => $st:expr, $thrl:ty, $elems:expr) => {{
        let rt: &[u32] = &$rt;
        let global = $global;
        let data = vec![0.0f32; global.cosize() + 300_000];
        let g = Tensor::with_layout(&data[..], global).expect("storage");
        let at = |v: &[f32]| (v.as_ptr() as usize - data.as_ptr() as usize) / 4;
        let grid = global.zipped_divide($tile).get::<U1>();
        let (g0, g1) = (grid.shape().0 .0 as usize, grid.shape().1 .0 as usize);
        let mut checked = 0;
        for b1 in 0..g1 {
            for b0 in 0..g0 {
                let t = local_tile(&g, $tile, (b0, b1));
                let start = at(t.data());
                assert_eq!(
                    host::offset2_rt::<$grid>(b0 as u32, b1 as u32, &rt[$sg..]) as usize,
                    start,
                    "tile ({b0}, {b1}) of {global}"
                );
                if b0 + b1 > 2 {
                    continue;
                }
                // The tile seen as the kernel's threads see it (e.g. divided into lines).
                let v = Tensor::with_layout(t.data(), $view(t.layout())).expect("the tile");
                for th in 0..$threads {
                    let p = local_partition(&v, $thr, th as usize);
                    assert_eq!(
                        start + host::partition_offset_rt::<$thrt, $thrl>(th, &rt[$st..]) as usize,
                        at(p.data()),
                        "thread {th} of tile ({b0}, {b1}) of {global}"
                    );
                    checked += $elems(&p.layout(), rt);
                }
            }
        }
        assert!(checked > 0, "no element checked for {global}");
    }};
}

#[test]
fn run_time_sgemm_layouts_match_the_library() {
    type K = SgemmRowMajor;
    for (m, n, k, pad) in [
        (200, 136, 20, 0),
        (300, 257, 33, 3),
        (1, 1, 1, 0),
        (129, 7, 9, 5),
    ] {
        let (lda, ldb, ldc) = (k + pad, n + pad, n + 2 * pad);
        let rt = K::leaves(m, n, k, lda, ldb, ldc);
        assert_eq!(&rt[..3], &[m as u32, n as u32, k as u32]);
        // A: a copy thread's line of four rows at one k, in the tile divided into lines.
        let a_tile = make_layout!((m, k):(lda, _1))
            .zipped_divide(make_shape!((_128, _8)))
            .get::<U0>();
        let a_val = a_tile.zipped_divide(make_shape!((_4, _1))).get::<U0>();
        for i in 0..4u32 {
            let got = host::offset_rt::<<K as SgemmCfg>::ValA>(i, &rt[<K as SgemmCfg>::S_VA..]);
            assert_eq!(got as isize, a_val.crd2idx(i as usize), "A line value {i}");
        }
        same_run_time_tiles!(
            rt,
            make_layout!((m, k):(lda, _1)),
            make_shape!((_128, _8)),
            |l: TileOf<RowMajor, shape!((128, 8))>| l.zipped_divide(make_shape!((_4, _1))).get::<U1>(),
            make_layout!((_32, _8):(_8, _1)),
            256u32,
            <K as SgemmCfg>::GridA => <K as SgemmCfg>::S_GA,
            <K as SgemmCfg>::ThrA => <K as SgemmCfg>::S_TA,
            <K as SgemmCfg>::CopyThrA,
            |p: &_, _: &[u32]| {
                let _ = p;
                1
            }
        );
        let b_tile = make_layout!((k, n):(ldb, _1))
            .zipped_divide(make_shape!((_8, _128)))
            .get::<U0>();
        let b_val = b_tile.zipped_divide(make_shape!((_1, _4))).get::<U0>();
        for i in 0..4u32 {
            let got = host::offset_rt::<<K as SgemmCfg>::ValB>(i, &rt[<K as SgemmCfg>::S_VB..]);
            assert_eq!(got as isize, b_val.crd2idx(i as usize), "B line value {i}");
        }
        same_run_time_tiles!(
            rt,
            make_layout!((k, n):(ldb, _1)),
            make_shape!((_8, _128)),
            |l: TileOf<RowMajor, shape!((8, 128))>| l.zipped_divide(make_shape!((_1, _4))).get::<U1>(),
            make_layout!((_8, _32):(_32, _1)),
            256u32,
            <K as SgemmCfg>::GridB => <K as SgemmCfg>::S_GB,
            <K as SgemmCfg>::ThrB => <K as SgemmCfg>::S_TB,
            <K as SgemmCfg>::CopyThrB,
            |p: &_, _: &[u32]| {
                let _ = p;
                1
            }
        );
        // C: the tile seen in the threads' row and column order, each thread's 8 x 8.
        same_run_time_tiles!(
            rt,
            make_layout!((m, n):(ldc, _1)),
            make_shape!((_128, _128)),
            |l: TileOf<RowMajor, shape!((128, 128))>| l.composition(make_tile!(
                (_16, (_4, _2)):(_4, (_1, _64)),
                (_16, (_4, _2)):(_4, (_1, _64))
            )),
            make_layout!((_16, _16):(_16, _1)),
            256u32,
            <K as SgemmCfg>::GridC => <K as SgemmCfg>::S_GC,
            <K as SgemmCfg>::ThrC => <K as SgemmCfg>::S_TC,
            <K as SgemmCfg>::CThr,
            |p: &<K as SgemmCfg>::PartC, rt: &[u32]| {
                for j in 0..8usize {
                    for i in 0..8usize {
                        let want = p.crd2idx((i, j)) as u32;
                        let got = host::offset2_rt::<<K as SgemmCfg>::PartC>(
                            i as u32,
                            j as u32,
                            &rt[<K as SgemmCfg>::S_PC..],
                        );
                        assert_eq!(got, want, "C element ({i}, {j})");
                    }
                }
                64
            }
        );
    }
}

/// The C view gives thread (tm, tn) rows 4 tm .. 4 tm + 3 and 64 more (its two lines of A),
/// columns likewise: element (i, j) of its 8 x 8 is row 4 tm + i % 4 + 64 (i / 4).
#[test]
fn sgemm_threads_own_the_rows_of_their_lines() {
    let c = make_layout!((_128, _128):(_128, _1)).composition(make_tile!(
        (_16, (_4, _2)):(_4, (_1, _64)),
        (_16, (_4, _2)):(_4, (_1, _64))
    ));
    let data = vec![0.0f32; 128 * 128];
    let v = Tensor::with_layout(&data[..], c).expect("the tile");
    for t in [0usize, 1, 17, 255] {
        let (tm, tn) = (t / 16, t % 16);
        let p = local_partition(&v, make_layout!((_16, _16):(_16, _1)), t);
        let start = (p.data().as_ptr() as usize - data.as_ptr() as usize) / 4;
        for i in 0..8 {
            for j in 0..8 {
                let row = 4 * tm + i % 4 + 64 * (i / 4);
                let col = 4 * tn + j % 4 + 64 * (j / 4);
                assert_eq!(
                    start as isize + p.layout().crd2idx((i, j)),
                    (row * 128 + col) as isize
                );
            }
        }
    }
}

#[test]
fn run_time_transpose_layouts_match_the_library() {
    type K = Transpose32;
    for (m, n) in [(70, 45), (64, 64), (1, 300), (33, 1)] {
        let rt = K::leaves(m, n);
        assert_eq!(&rt[..2], &[m as u32, n as u32]);
        for (global, sg, st, sp) in [
            (
                make_layout!((m, n):(n, _1)),
                <K as TransposeCfg>::S_SRC,
                <K as TransposeCfg>::S_THR_IN,
                <K as TransposeCfg>::S_PART_IN,
            ),
            (
                make_layout!((n, m):(m, _1)),
                <K as TransposeCfg>::S_DST,
                <K as TransposeCfg>::S_THR_OUT,
                <K as TransposeCfg>::S_PART_OUT,
            ),
        ] {
            same_run_time_tiles!(
                rt,
                global,
                make_shape!((_32, _32)),
                |l| l,
                make_layout!((_8, _32):(_32, _1)),
                256u32,
                <K as TransposeCfg>::SrcGrid => sg,
                <K as TransposeCfg>::ThrIn => st,
                <K as TransposeCfg>::Thr,
                |p: &<K as TransposeCfg>::PartIn, rt: &[u32]| {
                    for i in 0..p.size() {
                        let want = p.crd2idx(i) as u32;
                        assert_eq!(host::offset_rt::<<K as TransposeCfg>::PartIn>(i as u32, &rt[sp..]), want);
                    }
                    p.size()
                }
            );
        }
    }
}

#[test]
fn generated_transpose_reads_run_time_strides_and_has_static_ones_as_literals() {
    let g = generate_transpose("t");
    // The padded tile's row (33) and a thread's shared-memory step (8 * 33) are literals; the
    // matrix strides are run-time leaves from the info block (slots of the mixed layouts).
    for lit in [
        "uint32(33)",
        "uint32(264)",
        "scalars_uint32[0]",
        "scalars_uint32[1]",
    ] {
        assert!(g.source.contains(lit), "{lit} in\n{}", g.source);
    }
    let slots = reads_of_run_time_leaves(&g.source);
    assert!(
        slots.contains(&0) && slots.contains(&1),
        "m and n: {slots:?}"
    );
    assert!(
        slots.iter().all(|&s| s < Transpose32::leaves(1, 1).len()),
        "{slots:?}"
    );
    assert!(g.source.contains("__syncthreads()"));
    assert_eq!(
        g.shared_bytes,
        33 * 31 * 4 + 32 * 4,
        "cosize((32,32):(33,1)) floats"
    );
    assert!(!g.source.contains("for ("), "every copy loop is unrolled");
}

#[test]
fn generated_sgemm_unrolls_the_tile_and_branches_once_per_tile() {
    let g = generate_sgemm("g");
    // One loop (over pairs of k tiles), a 64-float register tile.
    assert_eq!(g.source.matches("for (").count(), 1, "{}", g.source);
    assert!(g.source.contains("[64];"));
    // It reads its run-time leaves from the info block, each slot below the configuration's end.
    let slots = reads_of_run_time_leaves(&g.source);
    assert!(
        slots.contains(&0) && slots.contains(&2),
        "m, n, k: {slots:?}"
    );
    assert!(
        slots
            .iter()
            .all(|&s| s < <SgemmRowMajor as SgemmCfg>::S_END),
        "{slots:?}"
    );
    // Two stages of cosize((128,8):(1,132)) + cosize((8,128):(128,1)) floats.
    assert_eq!(g.shared_bytes, 2 * (1052 + 1024) * 4);
}

/// The slots of the info block's run-time leaves a generated kernel reads.
fn reads_of_run_time_leaves(source: &str) -> std::collections::BTreeSet<usize> {
    source
        .split("info.scalars_uint32[")
        .skip(1)
        .filter_map(|rest| rest.split(']').next()?.parse().ok())
        .collect()
}
