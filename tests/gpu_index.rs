//! The GPU kernels' index math, checked without a GPU on the code that runs in the kernel:
//! small probe kernels built from `cute_layout::gpu`'s `#[cube]` functions (`offset_rt`,
//! `offset2_rt`, `partition_offset_rt`, `crd0`/`crd1`, `View`) are compiled by CubeCL to CUDA
//! C++ on the host, then by g++ for the CPU (the few CUDA built-ins they use are emulated by
//! `benches/gpu/emulate/emu.h`), run one CUDA thread after another, and what each thread wrote
//! is compared with the library's own offsets, `local_tile` and `local_partition`, for static
//! layouts and layouts whose run-time leaves the probe reads from its `Sequence` of leaves. The
//! generated CUDA of the example kernels (`examples/gpu_common/`) is also checked for the
//! literals and the reads of their tensors' leaves that the layouts put there; the kernels'
//! tiles and thread parts are probed in `tests/gpu_tensor.rs`.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo test --features gpu --test gpu_index` (needs g++).
#![cfg(feature = "gpu")]

mod gpu_probes;
#[path = "../examples/gpu_common/kernels.rs"]
mod kernels;

use cubecl::prelude::*;
use cute_layout::gpu::{
    crd0, crd1, offset2_rt, offset_rt, partition_offset_rt, GpuLayout, GpuLayout2, StaticLayout2,
    ThreadLayout2, ThreadTile, TileGrid, View,
};
use cute_layout::prelude::*;
use cute_layout::tensor::{local_partition, Tensor};
use cute_layout::{Dyn, Layout};
use gpu_probes::{check, probe, Probe};
use kernels::*;

// ---------------------------------------------------------------------------------------------
// Probe kernels: thread `i` of the launch writes one value computed by the library's `#[cube]`
// functions (no bounds check: the launch has exactly as many threads as the output has slots).
// ---------------------------------------------------------------------------------------------

/// `out[i] = layout(i)` for the layout `L`, its run-time leaves at slot `base` of `rt`.
#[cube]
fn probe_offset<L: GpuLayout>(out: &mut Array<u32>, rt: Sequence<u32>, #[comptime] base: usize) {
    let i = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    out[i as usize] = offset_rt::<L>(i, &rt, base);
}

/// `out[i] = layout(i % n0, i / n0)` for the rank-2 layout `L` (mode 0 of extent `n0`).
#[cube]
fn probe_offset2<L: GpuLayout2>(
    out: &mut Array<u32>,
    rt: Sequence<u32>,
    #[comptime] n0: u32,
    #[comptime] base: usize,
) {
    let i = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    out[i as usize] = offset2_rt::<L>(i % n0, i / n0, &rt, base);
}

/// `out[t] =` where thread `t`'s partition of `P` by the thread layout `Thr` starts.
#[cube]
fn probe_partition<P: GpuLayout2, Thr: ThreadLayout2>(
    out: &mut Array<u32>,
    rt: Sequence<u32>,
    #[comptime] base: usize,
) {
    let t = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    out[t as usize] = partition_offset_rt::<P, Thr>(t, &rt, base);
}

/// `out[2 i], out[2 i + 1] = idx2crd(i, shape(L))` for a static rank-2 layout.
#[cube]
fn probe_crd<L: StaticLayout2>(out: &mut Array<u32>) {
    let i = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    out[(2 * i) as usize] = crd0::<L>(i);
    out[(2 * i + 1) as usize] = crd1::<L>(i);
}

/// `out[i] =` where element `i` of a `View` of `L` at base 1000 is.
#[cube]
fn probe_view<L: GpuLayout>(out: &mut Array<u32>, rt: Sequence<u32>, #[comptime] base: usize) {
    let i = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    let v = View::<L>::new(1000u32, base);
    out[i as usize] = v.at(i, &rt);
}

/// `probe_offset` of the layout type of `l` (its run-time leaves at slot 0): every index.
fn offsets<L: GpuLayout + Crd2IdxOp<usize>>(name: &str, l: L) -> Probe {
    let rt = cute_layout::gpu::host::dyn_leaves(&l);
    let want = (0..l.size()).map(|i| l.crd2idx(i) as u32).collect();
    probe(name, rt, want, |b, out, len| {
        let rt = leaves_in(b, len);
        probe_offset::expand::<L>(&mut b.scope, out, rt, 0usize);
    })
}

/// `probe_offset2` of the layout type of `l` (its run-time leaves by mode, at slot 0).
fn offsets2<L>(name: &str, l: L) -> Probe
where
    L: GpuLayout2 + Crd2IdxOp<(usize, usize)> + ModeOp<U0> + ModeOp<U1>,
    <L as ModeOp<U0>>::Output: AnyLayout,
    <L as ModeOp<U1>>::Output: AnyLayout,
{
    let rt = cute_layout::gpu::host::dyn_leaves2(l);
    let n0 = <L as ModeOp<U0>>::get(l).size();
    let n1 = <L as ModeOp<U1>>::get(l).size();
    let want = (0..n0 * n1)
        .map(|i| l.crd2idx((i % n0, i / n0)) as u32)
        .collect();
    probe(name, rt, want, |b, out, len| {
        let rt = leaves_in(b, len);
        probe_offset2::expand::<L>(&mut b.scope, out, rt, n0 as u32, 0usize);
    })
}

#[test]
fn static_offsets_match_the_layouts() {
    check(vec![
        offsets("a", <layout!(24:2)>::default()),
        offsets("b", <layout!((4, (2, 4)):(2, (1, 8)))>::default()),
        offsets("c", <layout!(((2, 2), 3):((24, 2), 8))>::default()),
        offsets("d", <layout!((32, 32):(33, 1))>::default()),
        offsets("e", <layout!((128, 8):(1, 132))>::default()),
        offsets(
            "f",
            <LocalPartition<layout!((32, 32):(1, 33)), layout!((8, 32):(32, 1))>>::default(),
        ),
        offsets(
            "g",
            <LocalPartition<layout!((128, 8):(1, 132)), layout!((16, 1):(16, 0))>>::default(),
        ),
        offsets(
            "h",
            <ZippedDivide<layout!((12, 32):(1, 128)), shape!((4, 8))>>::default(),
        ),
        offsets2("r0", <layout!((4, (2, 4)):(2, (1, 8)))>::default()),
        offsets2(
            "r1",
            <layout!(((2, 2), (3, 2)):((1, 12), (2, 24)))>::default(),
        ),
        offsets2("r2", <layout!((8, 8):(8, 1))>::default()),
    ]);
}

#[test]
fn run_time_offsets_match_the_layouts() {
    let (m, k, ld) = (37usize, 11usize, 40usize);
    check(vec![
        offsets("m0", make_layout!((m, k):(ld, _1))),
        offsets("m1", make_layout!((m, (_4, k)):(_1, (m, 4 * m)))),
        offsets2("m2", make_layout!((m, k):(_1, ld))),
        offsets2("m3", make_layout!(((_2, m), k):((ld, 2 * ld), _1))),
    ]);
}

/// `probe_offset2` over `TileGrid<L, T>`: where `local_tile(L, T, (b0, b1))` starts.
macro_rules! tile_starts {
    ($name:literal, $l:ty, $t:ty) => {{
        type G = TileGrid<$l, $t>;
        let (n0, n1) = (<G as StaticLayout2>::SIZE0, <G as StaticLayout2>::SIZE1);
        let want = (0..n0 * n1)
            .map(|i| {
                <$l>::new()
                    .try_local_tile(<$t>::default(), (i % n0, i / n0))
                    .unwrap()
                    .1 as u32
            })
            .collect();
        probe($name, Vec::new(), want, |b, out, len| {
            let rt = leaves_in(b, len);
            probe_offset2::expand::<G>(&mut b.scope, out, rt, n0 as u32, 0usize);
        })
    }};
}

#[test]
fn tile_starts_match_local_tile() {
    check(vec![
        tile_starts!("t0", layout!((256, 256):(256, 1)), shape!((32, 32))),
        tile_starts!("t1", layout!((256, 24):(20, 1)), shape!((128, 8))),
        tile_starts!("t2", layout!((24, 256):(136, 1)), shape!((8, 128))),
        tile_starts!("t3", layout!((256, 24):(1, 256)), shape!((128, 8))),
    ]);
}

/// `probe_partition` over `ThreadTile<L, Thr>`: where `local_partition(L, Thr, t)` starts.
macro_rules! thread_starts {
    ($name:literal, $l:ty, $thr:ty) => {{
        let want = (0..<$thr as StaticLayout>::SIZE)
            .map(|t| <$l>::new().try_local_partition(<$thr>::new(), t).unwrap().1 as u32)
            .collect();
        probe($name, Vec::new(), want, |b, out, len| {
            let rt = leaves_in(b, len);
            probe_partition::expand::<ThreadTile<$l, $thr>, $thr>(&mut b.scope, out, rt, 0usize);
        })
    }};
}

#[test]
fn thread_starts_match_local_partition() {
    check(vec![
        // The transpose's copies.
        thread_starts!("p0", layout!((32, 32):(4096, 1)), layout!((8, 32):(32, 1))),
        thread_starts!("p1", layout!((32, 32):(33, 1)), layout!((8, 32):(32, 1))),
        thread_starts!("p2", layout!((32, 32):(1, 33)), layout!((8, 32):(32, 1))),
        // The SGEMM's copies and compute partitions.
        thread_starts!("p3", layout!((128, 8):(4096, 1)), layout!((32, 8):(8, 1))),
        thread_starts!("p4", layout!((8, 128):(4096, 1)), layout!((8, 32):(32, 1))),
        thread_starts!("p5", layout!((128, 8):(1, 132)), layout!((32, 8):(8, 1))),
        thread_starts!("p6", layout!((128, 8):(1, 132)), layout!((16, 1):(16, 0))),
        thread_starts!("p7", layout!((8, 128):(128, 1)), layout!((1, 16):(0, 1))),
        thread_starts!(
            "p8",
            layout!((128, 128):(4096, 1)),
            layout!((16, 16):(16, 1))
        ),
        // A column-major thread layout and a hierarchical tensor.
        thread_starts!(
            "p9",
            layout!((16, (4, 8)):(1, (16, 64))),
            layout!((4, 8):(1, 4))
        ),
    ]);
}

#[test]
fn coordinates_and_views_match_the_layouts() {
    type Id = layout!((128, 128):(1, 128));
    let (n0, n) = (<Id as StaticLayout2>::SIZE0, <Id as StaticLayout>::SIZE);
    let crd = (0..n).flat_map(|i| [(i % n0) as u32, (i / n0) as u32]);
    let (m, ld) = (21usize, 25usize);
    let view = make_layout!((m, _3):(_1, ld));
    check(vec![
        Probe {
            per_thread: 2,
            ..probe("crd", Vec::new(), crd.collect(), |b, out, _| {
                probe_crd::expand::<Id>(&mut b.scope, out);
            })
        },
        probe(
            "view",
            cute_layout::gpu::host::dyn_leaves(&view),
            (0..view.size())
                .map(|i| 1000 + view.crd2idx(i) as u32)
                .collect(),
            |b, out, len| {
                let rt = leaves_in(b, len);
                probe_view::expand::<Layout<(Dyn, U3), (U1, Dyn)>>(&mut b.scope, out, rt, 0usize);
            },
        ),
    ]);
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
fn generated_transpose_reads_run_time_strides_and_has_static_ones_as_literals() {
    let g = generate_transpose::<Transpose32>("t");
    // The padded tile's row (33) and a thread's shared-memory step (8 * 33) are literals; the
    // matrices' extents and strides are run-time leaves from the info block, each tensor
    // argument's own (`m`, `n` and `n` of the source, then the destination's).
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
        slots.iter().all(|&s| s < transpose_leaves(1, 1).len()),
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
    let g = generate_sgemm::<f32>("g", false);
    // One loop (over pairs of k tiles), a 64-float register tile.
    assert_eq!(g.source.matches("for (").count(), 1, "{}", g.source);
    assert!(g.source.contains("[64];"));
    // It reads its tensors' run-time leaves from the info block (A's, B's and C's three each);
    // only the split form reads the split's k tiles and the partials' distance after them.
    let slots = reads_of_run_time_leaves(&g.source);
    let all = SgemmRowMajor::leaves((1, 1, 1), (1, 1, 1), 1).len();
    assert_eq!(all, 11);
    assert!(
        slots.contains(&0) && slots.contains(&2) && !slots.contains(&9) && !slots.contains(&10),
        "A's rows and columns, not the split's: {slots:?}"
    );
    // B in lines of four floats: its array is of `float_4`, A's of floats.
    let g4 = generate_sgemm::<V4>("g4", false);
    assert!(
        g4.source.contains("const float* __restrict__ buffer_0")
            && g4.source.contains("const float_4* __restrict__ buffer_1"),
        "{}",
        g4.source
    );
    let split = reads_of_run_time_leaves(&generate_sgemm::<f32>("s", true).source);
    assert!(split.contains(&9) && split.contains(&10), "{split:?}");
    assert!(slots.iter().all(|&s| s < all), "{slots:?}");
    // Two stages of cosize((32,16):(1,33)) lines of four floats (A) and of cosize((16,32):(32,1))
    // lines (B), each array at a multiple of 128 bytes: CubeCL places them in either order (A's
    // 16864 bytes first leave 32 bytes of padding before B's).
    let (a, b): (usize, usize) = (2 * 527 * 16, 2 * 512 * 16);
    assert!(
        [a + b, a.next_multiple_of(128) + b].contains(&g.shared_bytes),
        "{}",
        g.shared_bytes
    );
    let starts: Vec<usize> = g
        .source
        .split("reinterpret_cast<float_4*>(&dynamic_shared_mem[")
        .skip(1)
        .filter_map(|rest| rest.split(']').next()?.parse().ok())
        .collect();
    assert_eq!(starts.len(), 2, "{}", g.source);
    assert!(starts.iter().all(|s| s % 128 == 0), "{starts:?}");
}

/// The slots of the info block's run-time leaves a generated kernel reads.
fn reads_of_run_time_leaves(source: &str) -> std::collections::BTreeSet<usize> {
    source
        .split("info.scalars_uint32[")
        .skip(1)
        .filter_map(|rest| rest.split(']').next()?.parse().ok())
        .collect()
}

/// The host's split of K for the SIMT SGEMM: as many splits as fill 132 SMs where the tiles of C would leave
/// most of them idle, each split at least `MIN_SPLIT_K` long; none where the tiles fill them or C is not compact;
/// every k tile in exactly one split whatever is asked.
#[test]
fn split_k_covers_every_k_tile_once() {
    type K = SgemmRowMajor;
    assert_eq!(K::splits(1024, 1024, 1024, 1024, 132), 2);
    assert_eq!(K::splits(64, 64, 2048, 64, 132), 4);
    assert_eq!(K::splits(4096, 4096, 4096, 4096, 132), 1);
    assert_eq!(K::splits(200, 136, 20, 136, 132), 1);
    assert_eq!(K::splits(1024, 1024, 1024, 1030, 132), 1);
    for k in [1, 8, 9, 100, 1024, 4097] {
        let tiles = k.div_ceil(K::BK as usize);
        for asked in 1..=8 {
            let (per, z) = K::split_k(k, asked);
            assert!(
                per % 2 == 0 && (1..=asked).contains(&z),
                "k {k}, {asked} asked"
            );
            assert!(
                per * z >= tiles && per * (z - 1) < tiles.max(1),
                "k {k}: {z} x {per}"
            );
            assert_eq!(
                K::split_args(64, k, 64, asked),
                (per as u32, 64 * 64),
                "k {k}, {asked} asked"
            );
            assert_eq!(K::cubes(64, 64, k, asked), (1, 1, z as u32));
        }
    }
}
