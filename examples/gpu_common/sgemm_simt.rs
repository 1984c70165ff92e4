//! The SIMT SGEMM `C = A * B` (row-major, any size), CTA tile 128 x 128 x 8, with K split on
//! the host when the tiles of C would leave SMs idle, and the kernel that adds the splits up.

use super::{
    array_in, array_in_of, array_out, generate, leaves_in, push, push2, Generated, RestOf,
    RowMajor, TileOf,
};
use cubecl::prelude::*;
use cute_layout::gpu::{
    crd0, crd1, offset, offset2, offset2_rt, offset_rt, partition_offset, partition_offset_rt,
    tile_offset2_rt, GpuLayout, GpuLayout2, StaticLayout2, ThreadLayout2, ThreadTile, TileGrid,
};
use cute_layout::prelude::*;
use cute_layout::{Dyn, Layout};

/// Four consecutive floats, one 16-byte shared-memory access.
pub type V4 = Vector<f32, Const<4>>;

/// The layouts of `C = A * B` (row-major A: m x k, B: k x n, C: m x n, run-time extents and
/// leading dimensions), CTA tile 128 x 128 x 8, 256 threads, an 8 x 8 register tile per
/// thread. Shared memory holds *lines* of four floats (four rows of A at one k, four columns of
/// B at one k), so each thread reads its 8 values of A and of B per k as two 16-byte loads.
/// Run-time leaves (`rt`): `m`, `n`, `k`, the k tiles of one split of K and the distance
/// between the splits' partial products (see [`SgemmRowMajor::leaves`]), then the mixed layouts'
/// at the `S_*` slots.
pub trait SgemmCfg: Send + Sync + 'static {
    /// Global A, divided into lines (`zipped_divide(tile, (4, 1))`): where tile `(bm, kt)`
    /// starts, where a copy thread's line starts in a tile (one line per thread), and the
    /// line's four values; the tile-local coordinates `IdA` (compact column-major:
    /// `crd0`/`crd1` of its offsets are the row and column in the tile, CuTe's identity tensor),
    /// divided the same way.
    type GridA: GpuLayout2;
    type ThrA: GpuLayout2;
    type ValA: GpuLayout;
    type IdA: StaticLayout2;
    type ThrIdA: GpuLayout2 + StaticLayout;
    type ValIdA: GpuLayout + StaticLayout;
    /// Shared A in lines, `(m / 4, k)`, padded: a copy thread's line, and the compute
    /// partition (a thread's 2 lines of rows, all k).
    type SmemA: GpuLayout + StaticLayout;
    type ThrSA: GpuLayout2 + StaticLayout;
    type CompA: StaticLayout2;
    type ThrCompA: GpuLayout2 + StaticLayout;
    /// The same for B (k, n), lines of four columns.
    type GridB: GpuLayout2;
    type ThrB: GpuLayout2;
    type ValB: GpuLayout;
    type IdB: StaticLayout2;
    type ThrIdB: GpuLayout2 + StaticLayout;
    type ValIdB: GpuLayout + StaticLayout;
    type SmemB: GpuLayout + StaticLayout;
    type ThrSB: GpuLayout2 + StaticLayout;
    type CompB: StaticLayout2;
    type ThrCompB: GpuLayout2 + StaticLayout;
    /// C: tile grid, and the tile seen through the threads' row and column order (each
    /// thread's rows are two runs of four, as its lines of A): a thread's start and its 8 x 8
    /// elements; tile-local coordinates seen the same way.
    type GridC: GpuLayout2;
    type ThrC: GpuLayout2;
    type PartC: GpuLayout2;
    type IdC: StaticLayout2;
    type PartIdC: StaticLayout2;
    type ThrIdC: GpuLayout2 + StaticLayout;
    /// Thread layouts: copy A, copy B, compute (rows of A, columns of B, C).
    type CopyThrA: ThreadLayout2;
    type CopyThrB: ThreadLayout2;
    type RowThr: ThreadLayout2;
    type ColThr: ThreadLayout2;
    type CThr: ThreadLayout2;
    /// The register tile of C.
    type Acc: StaticLayout2;
    /// CTA tile extents.
    const BM: u32;
    const BN: u32;
    const BK: u32;
    /// Slots of the mixed layouts' run-time leaves.
    const S_GA: usize = 5;
    const S_TA: usize = Self::S_GA + <Self::GridA as GpuLayout>::DYNS;
    const S_VA: usize = Self::S_TA + <Self::ThrA as GpuLayout>::DYNS;
    const S_GB: usize = Self::S_VA + <Self::ValA as GpuLayout>::DYNS;
    const S_TB: usize = Self::S_GB + <Self::GridB as GpuLayout>::DYNS;
    const S_VB: usize = Self::S_TB + <Self::ThrB as GpuLayout>::DYNS;
    const S_GC: usize = Self::S_VB + <Self::ValB as GpuLayout>::DYNS;
    const S_TC: usize = Self::S_GC + <Self::GridC as GpuLayout>::DYNS;
    const S_PC: usize = Self::S_TC + <Self::ThrC as GpuLayout>::DYNS;
    const S_END: usize = Self::S_PC + <Self::PartC as GpuLayout>::DYNS;
}

/// The starts a thread computes once: its copy lines in global A and B (run-time strides).
/// The starts in static layouts (shared memory, tile-local coordinates) are recomputed from
/// the thread index where they are used: a few shifts, and fewer live registers.
#[derive(CubeType, Clone, Copy)]
pub struct Starts {
    thr_a: u32,
    thr_b: u32,
}

/// SGEMM, CuTe style: `local_tile` picks the CTA's tiles, `local_partition` each thread's
/// share of the copies and of the product; shared memory is double-buffered with a register
/// prefetch of the next k tile, so one barrier per k tile. A CTA whose tiles lie inside the
/// matrices copies without checks; one at an edge checks each element's coordinates
/// (`rt` = [`SgemmRowMajor::leaves`]). With `split` (a separate kernel, so that the plain one
/// spends no register on it), cube `z` multiplies the `z`-th run of k tiles and writes its
/// partial product `z` slices after `c`, and [`sum_splits`] adds them up.
// `div_ceil` has no `#[cube]` expansion.
#[allow(clippy::manual_div_ceil)]
#[cube(launch_unchecked)]
pub fn sgemm<K: SgemmCfg>(
    a: &Array<f32>,
    b: &Array<f32>,
    c: &mut Array<f32>,
    rt: Sequence<u32>,
    #[comptime] split: bool,
) {
    let sa_size = comptime!(<K::SmemA as StaticLayout>::COSIZE);
    let sb_size = comptime!(<K::SmemB as StaticLayout>::COSIZE);
    let mut sa = SharedMemory::<V4>::new(comptime!(2 * sa_size));
    let mut sb = SharedMemory::<V4>::new(comptime!(2 * sb_size));
    let m = *rt.index(0usize);
    let n = *rt.index(1usize);
    let k = *rt.index(2usize);
    let t = UNIT_POS;
    let bm = CUBE_POS_Y;
    let bn = CUBE_POS_X;
    let full_mn = (bm + 1) * comptime!(K::BM) <= m && (bn + 1) * comptime!(K::BN) <= n;
    // This cube's run of k tiles, [kt0, kt_end): all of them unless K is split.
    let kt_count = (k + comptime!(K::BK - 1)) / comptime!(K::BK);
    let mut kt0 = 0u32;
    let mut kt_end = kt_count;
    if split {
        kt0 = CUBE_POS_Z * *rt.index(3usize);
        kt_end = min(kt_count, kt0 + *rt.index(3usize));
    }
    let mut ra = V4::empty();
    let mut rb = V4::empty();
    let mut acc = Array::<f32>::new(comptime!(<K::Acc as StaticLayout>::COSIZE));
    #[unroll]
    for i in 0..comptime!(<K::Acc as StaticLayout>::SIZE as u32) {
        acc[offset::<K::Acc>(i) as usize] = 0.0f32;
    }
    let st = Starts {
        thr_a: partition_offset_rt::<K::ThrA, K::CopyThrA>(t, &rt, comptime!(K::S_TA)),
        thr_b: partition_offset_rt::<K::ThrB, K::CopyThrB>(t, &rt, comptime!(K::S_TB)),
    };

    // Prologue: the run's first k tile into registers, then into stage 0.
    load_tiles::<K>(a, b, &mut ra, &mut rb, &rt, bm, bn, kt0, full_mn, st);
    store_tiles::<K>(&mut sa, &mut sb, ra, rb, 0u32);
    sync_cube();

    // K tiles in pairs, so that each tile's shared-memory stage is a constant of the
    // generated code (its loads address shared memory at fixed offsets).
    for kp in 0..(kt_end - kt0 + 1) / 2 {
        let kt = kt0 + 2 * kp;
        k_step::<K>(
            a, b, &mut sa, &mut sb, &mut ra, &mut rb, &mut acc, &rt, bm, bn, kt, kt_end, full_mn,
            st, 0u32,
        );
        if kt + 1 < kt_end {
            k_step::<K>(
                a,
                b,
                &mut sa,
                &mut sb,
                &mut ra,
                &mut rb,
                &mut acc,
                &rt,
                bm,
                bn,
                kt + 1,
                kt_end,
                full_mn,
                st,
                1u32,
            );
        }
    }

    // Epilogue: the register tile into this thread's partition of C's tile.
    let mut c0 = tile_offset2_rt::<K::GridC>(bm, bn, &rt, comptime!(K::S_GC))
        + partition_offset_rt::<K::ThrC, K::CThr>(t, &rt, comptime!(K::S_TC));
    if split {
        c0 += CUBE_POS_Z * *rt.index(4usize);
    }
    let id0 = partition_offset::<K::ThrIdC, K::CThr>(t);
    let (m0, n0) = (bm * comptime!(K::BM), bn * comptime!(K::BN));
    if full_mn {
        #[unroll]
        for i in 0..comptime!(<K::Acc as StaticLayout2>::SIZE0 as u32) {
            #[unroll]
            for j in 0..comptime!(<K::Acc as StaticLayout2>::SIZE1 as u32) {
                let dst = (c0 + offset2_rt::<K::PartC>(i, j, &rt, comptime!(K::S_PC))) as usize;
                c[dst] = acc[offset2::<K::Acc>(i, j) as usize];
            }
        }
    } else {
        #[unroll]
        for i in 0..comptime!(<K::Acc as StaticLayout2>::SIZE0 as u32) {
            #[unroll]
            for j in 0..comptime!(<K::Acc as StaticLayout2>::SIZE1 as u32) {
                let id = id0 + offset2::<K::PartIdC>(i, j);
                if m0 + crd0::<K::IdC>(id) < m && n0 + crd1::<K::IdC>(id) < n {
                    let dst = (c0 + offset2_rt::<K::PartC>(i, j, &rt, comptime!(K::S_PC))) as usize;
                    c[dst] = acc[offset2::<K::Acc>(i, j) as usize];
                }
            }
        }
    }
}

/// One k tile from shared-memory stage `stage`: prefetch tile `kt + 1` into registers, the
/// product of this tile into the accumulators, the prefetched tile into the other stage.
#[cube]
#[allow(clippy::too_many_arguments)]
fn k_step<K: SgemmCfg>(
    a: &Array<f32>,
    b: &Array<f32>,
    sa: &mut SharedMemory<V4>,
    sb: &mut SharedMemory<V4>,
    ra: &mut V4,
    rb: &mut V4,
    acc: &mut Array<f32>,
    rt: &Sequence<u32>,
    bm: u32,
    bn: u32,
    kt: u32,
    kt_end: u32,
    full_mn: bool,
    st: Starts,
    #[comptime] stage: u32,
) {
    let next = kt + 1 < kt_end;
    if next {
        load_tiles::<K>(a, b, ra, rb, rt, bm, bn, kt + 1, full_mn, st);
    }
    let a0 = comptime!(stage * <K::SmemA as StaticLayout>::COSIZE as u32)
        + partition_offset::<K::ThrCompA, K::RowThr>(UNIT_POS);
    let b0 = comptime!(stage * <K::SmemB as StaticLayout>::COSIZE as u32)
        + partition_offset::<K::ThrCompB, K::ColThr>(UNIT_POS);
    #[unroll]
    for kk in 0..comptime!(<K::CompA as StaticLayout2>::SIZE1 as u32) {
        // The thread's two lines of A (rows) and of B (columns) at this k.
        let fa0 = sa[(a0 + offset2::<K::CompA>(0u32, kk)) as usize];
        let fa1 = sa[(a0 + offset2::<K::CompA>(1u32, kk)) as usize];
        let fb0 = sb[(b0 + offset2::<K::CompB>(kk, 0u32)) as usize];
        let fb1 = sb[(b0 + offset2::<K::CompB>(kk, 1u32)) as usize];
        #[unroll]
        for i in 0..4u32 {
            #[unroll]
            for j in 0..4u32 {
                let r00 = offset2::<K::Acc>(i, j) as usize;
                let r01 = offset2::<K::Acc>(i, j + 4) as usize;
                let r10 = offset2::<K::Acc>(i + 4, j) as usize;
                let r11 = offset2::<K::Acc>(i + 4, j + 4) as usize;
                acc[r00] = fma(fa0[i as usize], fb0[j as usize], acc[r00]);
                acc[r01] = fma(fa0[i as usize], fb1[j as usize], acc[r01]);
                acc[r10] = fma(fa1[i as usize], fb0[j as usize], acc[r10]);
                acc[r11] = fma(fa1[i as usize], fb1[j as usize], acc[r11]);
            }
        }
    }
    if next {
        store_tiles::<K>(sa, sb, *ra, *rb, comptime!(1 - stage));
    }
    sync_cube();
}

/// A thread's line of k tile `kt` of A and of B into registers (zero outside the matrices).
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_tiles<K: SgemmCfg>(
    a: &Array<f32>,
    b: &Array<f32>,
    ra: &mut V4,
    rb: &mut V4,
    rt: &Sequence<u32>,
    bm: u32,
    bn: u32,
    kt: u32,
    full_mn: bool,
    st: Starts,
) {
    let m = *rt.index(0usize);
    let n = *rt.index(1usize);
    let k = *rt.index(2usize);
    let ga = tile_offset2_rt::<K::GridA>(bm, kt, rt, comptime!(K::S_GA)) + st.thr_a;
    let gb = tile_offset2_rt::<K::GridB>(kt, bn, rt, comptime!(K::S_GB)) + st.thr_b;
    let k0 = kt * comptime!(K::BK);
    let full = full_mn && k0 + comptime!(K::BK) <= k;
    if full {
        #[unroll]
        for i in 0..4u32 {
            ra[i as usize] = a[(ga + offset_rt::<K::ValA>(i, rt, comptime!(K::S_VA))) as usize];
            rb[i as usize] = b[(gb + offset_rt::<K::ValB>(i, rt, comptime!(K::S_VB))) as usize];
        }
    } else {
        let (m0, n0) = (bm * comptime!(K::BM), bn * comptime!(K::BN));
        #[unroll]
        for i in 0..4u32 {
            let ida = partition_offset::<K::ThrIdA, K::CopyThrA>(UNIT_POS) + offset::<K::ValIdA>(i);
            let mut va = 0.0f32;
            if m0 + crd0::<K::IdA>(ida) < m && k0 + crd1::<K::IdA>(ida) < k {
                va = a[(ga + offset_rt::<K::ValA>(i, rt, comptime!(K::S_VA))) as usize];
            }
            ra[i as usize] = va;
            let idb = partition_offset::<K::ThrIdB, K::CopyThrB>(UNIT_POS) + offset::<K::ValIdB>(i);
            let mut vb = 0.0f32;
            if k0 + crd0::<K::IdB>(idb) < k && n0 + crd1::<K::IdB>(idb) < n {
                vb = b[(gb + offset_rt::<K::ValB>(i, rt, comptime!(K::S_VB))) as usize];
            }
            rb[i as usize] = vb;
        }
    }
}

/// The register lines into stage `stage` of shared memory (one 16-byte store each).
#[cube]
fn store_tiles<K: SgemmCfg>(
    sa: &mut SharedMemory<V4>,
    sb: &mut SharedMemory<V4>,
    ra: V4,
    rb: V4,
    #[comptime] stage: u32,
) {
    let t = UNIT_POS;
    let s0 = comptime!(stage * <K::SmemA as StaticLayout>::COSIZE as u32);
    let s1 = comptime!(stage * <K::SmemB as StaticLayout>::COSIZE as u32);
    sa[(s0 + partition_offset::<K::ThrSA, K::CopyThrA>(t)) as usize] = ra;
    sb[(s1 + partition_offset::<K::ThrSB, K::CopyThrB>(t)) as usize] = rb;
}

/// The SGEMM configuration for row-major operands of any size: CTA tile 128 x 128 x 8.
pub struct SgemmRowMajor;

type TA = shape!((128, 8));
type TB = shape!((8, 128));
type TC = shape!((128, 128));
/// A tile divided into lines of four rows (A) or four columns (B).
type LinesA = ZippedDivide<TileOf<RowMajor, TA>, shape!((4, 1))>;
type LinesB = ZippedDivide<TileOf<RowMajor, TB>, shape!((1, 4))>;
type IdA = layout!((128, 8):(1, 128));
type IdB = layout!((8, 128):(1, 8));
type IdLinesA = ZippedDivide<IdA, shape!((4, 1))>;
type IdLinesB = ZippedDivide<IdB, shape!((1, 4))>;
// Copies: thread t takes line t / 8 of A's tile at k = t % 8, and line t % 32 of B's at
// k = t / 32.
type CopyThrA = layout!((32, 8):(8, 1));
type CopyThrB = layout!((8, 32):(32, 1));
// Shared A as lines (m / 4, k), k stride 33 lines: the copy's 16-byte stores are free of bank
// conflicts. Shared B as lines (k, n / 4), row-major.
type SmemA = layout!((32, 8):(1, 33));
type SmemB = layout!((8, 32):(32, 1));
// Compute threads: 16 x 16, row-major; thread (tm, tn) owns lines tm and tm + 16 of A (rows
// 4 tm .. 4 tm + 3 and 64 more) and lines tn, tn + 16 of B.
type CThr = layout!((16, 16):(16, 1));
type RowThr = layout!((16, 1):(16, 0));
type ColThr = layout!((1, 16):(0, 1));
/// The order of a C tile's rows (and columns) the threads take: (thread, (row in line, line
/// half)), so a thread's rows are the four of each of its lines.
type ByThread = layout!((16, (4, 2)):(4, (1, 64)));
type CView = Composition<TileOf<RowMajor, TC>, (ByThread, ByThread)>;
type IdC = layout!((128, 128):(1, 128));
type IdCView = Composition<IdC, (ByThread, ByThread)>;

impl SgemmCfg for SgemmRowMajor {
    type GridA = TileGrid<RowMajor, TA>;
    type ThrA = ThreadTile<ModeOf<LinesA, U1>, CopyThrA>;
    type ValA = ModeOf<LinesA, U0>;
    type IdA = IdA;
    type ThrIdA = ThreadTile<ModeOf<IdLinesA, U1>, CopyThrA>;
    type ValIdA = ModeOf<IdLinesA, U0>;
    type SmemA = SmemA;
    type ThrSA = ThreadTile<SmemA, CopyThrA>;
    type CompA = LocalPartition<SmemA, RowThr>;
    type ThrCompA = ThreadTile<SmemA, RowThr>;
    type GridB = TileGrid<RowMajor, TB>;
    type ThrB = ThreadTile<ModeOf<LinesB, U1>, CopyThrB>;
    type ValB = ModeOf<LinesB, U0>;
    type IdB = IdB;
    type ThrIdB = ThreadTile<ModeOf<IdLinesB, U1>, CopyThrB>;
    type ValIdB = ModeOf<IdLinesB, U0>;
    type SmemB = SmemB;
    type ThrSB = ThreadTile<SmemB, CopyThrB>;
    type CompB = LocalPartition<SmemB, ColThr>;
    type ThrCompB = ThreadTile<SmemB, ColThr>;
    type GridC = TileGrid<RowMajor, TC>;
    type ThrC = ThreadTile<CView, CThr>;
    type PartC = RestOf<CView, shape!((16, 16))>;
    type IdC = IdC;
    type PartIdC = RestOf<IdCView, shape!((16, 16))>;
    type ThrIdC = ThreadTile<IdCView, CThr>;
    type CopyThrA = CopyThrA;
    type CopyThrB = CopyThrB;
    type RowThr = RowThr;
    type ColThr = ColThr;
    type CThr = CThr;
    type Acc = layout!((8, 8):(8, 1));
    const BM: u32 = 128;
    const BN: u32 = 128;
    const BK: u32 = 8;
}

// One line per copy thread; two lines of A and of B per compute thread and k.
const _: () = assert!(
    <SmemA as StaticLayout>::SIZE == 256
        && <SmemB as StaticLayout>::SIZE == 256
        && <LocalPartition<SmemA, RowThr> as StaticLayout>::SIZE == 16
        && <LocalPartition<SmemB, ColThr> as StaticLayout>::SIZE == 16
);

impl SgemmRowMajor {
    /// Threads per cube.
    pub const THREADS: u32 = 256;
    /// Cubes that one SM runs at once (ptxas: 127 registers, so two of 256 threads).
    pub const CUBES_PER_SM: usize = 2;
    /// The fewest k tiles a split of K gets: shorter runs spend more on the prologue, the
    /// epilogue and [`sum_splits`] than they save.
    pub const MIN_SPLIT_K_TILES: usize = 16;

    /// How many runs to split K into for an `m x n x k` product on `sms` SMs: one when the
    /// 128 x 128 tiles of C fill every SM's [`CUBES_PER_SM`](Self::CUBES_PER_SM) slots or
    /// K is short, else enough that tiles times splits fill them (1024^3 on 132 SMs: 64 tiles,
    /// 4 splits). Split products need `ldc == n` and `m * n` a multiple of 4 ([`sum_splits`]
    /// adds lines of four).
    pub fn splits(m: usize, n: usize, k: usize, ldc: usize, sms: usize) -> usize {
        let tiles = m.div_ceil(128) * n.div_ceil(128);
        let slots = sms * Self::CUBES_PER_SM;
        if tiles >= slots / 2 || ldc != n || !(m * n).is_multiple_of(4) {
            return 1;
        }
        (slots / tiles).clamp(1, (k.div_ceil(8) / Self::MIN_SPLIT_K_TILES).max(1))
    }

    /// The number of k tiles of each split and the number of splits (cubes along `z`), for
    /// `splits` asked for: every split gets the same even number of tiles but the last.
    pub fn split_k(k: usize, splits: usize) -> (usize, usize) {
        let tiles = k.div_ceil(8);
        let per = tiles.div_ceil(splits.max(1)).next_multiple_of(2).max(2);
        (per, tiles.div_ceil(per).max(1))
    }

    /// The kernel's run-time leaves for `C = A * B` with row-major `A` (`(m,k):(lda,_1)`),
    /// `B` (`(k,n):(ldb,_1)`) and `C` (`(m,n):(ldc,_1)`), K split into `splits` runs
    /// ([`split_k`](Self::split_k); with more than one, `c` is the partial products, `m * ldc`
    /// apart, for [`sum_splits`]): the extents, the k tiles per split and the partials'
    /// distance, then the values of the tile grids, the threads' starts and their lines, as
    /// the library computes them.
    #[allow(clippy::too_many_arguments)]
    pub fn leaves(
        m: usize,
        n: usize,
        k: usize,
        lda: usize,
        ldb: usize,
        ldc: usize,
        splits: usize,
    ) -> Vec<u32> {
        let za = make_layout!((m, k):(lda, _1)).zipped_divide(make_shape!((_128, _8)));
        let zb = make_layout!((k, n):(ldb, _1)).zipped_divide(make_shape!((_8, _128)));
        let zc = make_layout!((m, n):(ldc, _1)).zipped_divide(make_shape!((_128, _128)));
        let la = za.get::<U0>().zipped_divide(make_shape!((_4, _1)));
        let lb = zb.get::<U0>().zipped_divide(make_shape!((_1, _4)));
        let ta = la.get::<U1>().zipped_divide(make_shape!((_32, _8)));
        let tb = lb.get::<U1>().zipped_divide(make_shape!((_8, _32)));
        let by = make_tile!((_16, (_4, _2)):(_4, (_1, _64)), (_16, (_4, _2)):(_4, (_1, _64)));
        let cv = zc.get::<U0>().composition(by);
        let tc = cv.zipped_divide(make_shape!((_16, _16)));
        let (per, _) = Self::split_k(k, splits);
        let mut rt = vec![m as u32, n as u32, k as u32, per as u32, (m * ldc) as u32];
        push2::<<Self as SgemmCfg>::GridA>(&mut rt, za.get::<U1>());
        push2::<<Self as SgemmCfg>::ThrA>(&mut rt, ta.get::<U0>());
        push::<<Self as SgemmCfg>::ValA>(&mut rt, la.get::<U0>());
        push2::<<Self as SgemmCfg>::GridB>(&mut rt, zb.get::<U1>());
        push2::<<Self as SgemmCfg>::ThrB>(&mut rt, tb.get::<U0>());
        push::<<Self as SgemmCfg>::ValB>(&mut rt, lb.get::<U0>());
        push2::<<Self as SgemmCfg>::GridC>(&mut rt, zc.get::<U1>());
        push2::<<Self as SgemmCfg>::ThrC>(&mut rt, tc.get::<U0>());
        push2::<<Self as SgemmCfg>::PartC>(&mut rt, tc.get::<U1>());
        assert_eq!(rt.len(), <Self as SgemmCfg>::S_END);
        rt
    }

    /// The launch grid: one cube per 128 x 128 tile of C and split of K.
    pub fn cubes(m: usize, n: usize, k: usize, splits: usize) -> (u32, u32, u32) {
        let (_, z) = Self::split_k(k, splits);
        (n.div_ceil(128) as u32, m.div_ceil(128) as u32, z as u32)
    }
}

/// The partial products of split K in lines of four floats: `(lines, splits):(_1, lines)`.
pub type Partials = Layout<(Dyn, Dyn), (U1, Dyn)>;

/// `c = sum over z of parts(_, z)`, in lines of four floats, one line per unit, in the order
/// of the splits (`rt` = [`sum_splits_leaves`]).
#[cube(launch_unchecked)]
pub fn sum_splits(parts: &Array<V4>, c: &mut Array<V4>, rt: Sequence<u32>) {
    let lines = *rt.index(0usize);
    let splits = *rt.index(1usize);
    let i = CUBE_POS_X * comptime!(SUM_THREADS) + UNIT_POS;
    if i < lines {
        let mut sum = parts[offset2_rt::<Partials>(i, 0u32, &rt, 0usize) as usize];
        for z in 1..splits {
            sum += parts[offset2_rt::<Partials>(i, z, &rt, 0usize) as usize];
        }
        c[i as usize] = sum;
    }
}

/// Threads per cube of [`sum_splits`].
pub const SUM_THREADS: u32 = 256;

/// The run-time leaves of [`sum_splits`] for an `m x n` product split into `z` partials: the
/// values of [`Partials`].
pub fn sum_splits_leaves(m: usize, n: usize, z: usize) -> Vec<u32> {
    let lines = m * n / 4;
    let mut rt = Vec::new();
    push2::<Partials>(&mut rt, make_layout!((lines, z):(_1, lines)));
    rt
}

/// The CUDA source of `sgemm::<SgemmRowMajor>` (run-time sizes, 256 threads), the form that
/// splits K if `split`.
pub fn generate_sgemm(name: &str, split: bool) -> Generated {
    generate(name, CubeDim::new_1d(SgemmRowMajor::THREADS), |b| {
        let a = array_in(b);
        let bb = array_in(b);
        let c = array_out::<f32>(b);
        let rt = leaves_in(b, <SgemmRowMajor as SgemmCfg>::S_END);
        sgemm::expand::<SgemmRowMajor>(&mut b.scope, a, bb, c, rt, split);
    })
}

/// The CUDA source of `sum_splits` (256 threads).
pub fn generate_sum_splits(name: &str) -> Generated {
    generate(name, CubeDim::new_1d(SUM_THREADS), |b| {
        let parts = array_in_of::<V4>(b);
        let c = array_out::<V4>(b);
        let rt = leaves_in(b, sum_splits_leaves(4, 1, 1).len());
        sum_splits::expand(&mut b.scope, parts, c, rt);
    })
}
