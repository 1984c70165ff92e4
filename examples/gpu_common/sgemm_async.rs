//! The SIMT SGEMM `C = A * B` (row-major, any size) with two shared-memory stages filled by
//! `cp.async` and no register staging: the copies of the next k tile are in flight while one is
//! multiplied. CTA tile 128 x 128 x 16, 256 threads, an 8 x 8 register tile per thread; the host's split of K is [`SgemmRowMajor`]'s.
//!
//! A is row-major, so a k tile of A (128 rows x 16 k) arrives as 4-byte copies that land
//! transposed, in lines of four rows at one k (the compute threads read those with one 16-byte
//! load); a warp copies 4 rows x 8 k, 32 contiguous bytes of each row. B's k tile (16 x 128)
//! arrives as 16-byte copies of four columns, where `ldb` is a multiple of 4 (`b_lines`), else
//! as 4-byte copies.

use super::{generate, tensor_in, tensor_out, ByThread, Generated, RestOf, RowMajor, TileOf};
use cubecl::prelude::barrier::{copy_async, copy_async_checked, Barrier};
use cubecl::prelude::*;
use cute_layout::atom::{
    Copy_Atom, Dst, PartitionD, PartitionS, Src, TiledCopy, SM80_CP_ASYNC_CACHEALWAYS_ZFILL,
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL,
};
use cute_layout::banks::CopyConflicts;
use cute_layout::gpu::{
    offset, offset2, partition_offset, Coords, CopyThreads, GlobalTensor, GpuLayout3, PartView,
    StaticLayout2, ThreadTile,
};
use cute_layout::prelude::*;
use cute_layout::swizzle::{Downcast, MakeLayoutTvOp};
use cute_layout::typenum::{U128, U16, U32, U4, U8};

/// Four consecutive floats, one 16-byte shared-memory access.
type V4 = Vector<f32, Const<4>>;

const THREADS: u32 = 256;
const STAGES: u32 = 2;
const BK: u32 = 16;

type TileA = Coords<U128, U16>;
type TileB = Coords<U16, U128>;
type TileC = Coords<U128, U128>;

/// A's copy: 4-byte `cp.async` (through L1, which serves the other 7 floats of each 32-byte
/// sector to the neighbouring threads), thread t at row t % 4 + 4 (t / 32), k (t / 4) % 8 of
/// each 32 x 8 block: a warp reads 4 rows x 8 k, 32 contiguous bytes of each row.
type TvA = <layout!(((4, 8), 8):((1, 32), 4)) as MakeLayoutTvOp<layout!((1, 1):(0, 0))>>::LayoutTv;
type G2sA = TiledCopy<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS_ZFILL<u32>, f32>, TvA, (U32, U8)>;
/// B's copy: 16-byte `cp.async` of four columns, thread t at line t % 32, k t / 32 of each
/// 8 x 128 block: a warp reads 512 contiguous bytes of one row.
type TvB = <layout!((8, 32):(32, 1)) as MakeLayoutTvOp<layout!((1, 4):(0, 1))>>::LayoutTv;
type G2sB = TiledCopy<Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<u128>, f32>, TvB, (U8, U128)>;

// Shared A in lines of four rows, (m / 4, k), k stride 33 lines (the compute threads read a
// line with one 16-byte load); the copies see it in floats (`downcast`). Shared B in lines
// (k, n / 4), row-major, the same in floats.
type SmemA = layout!((32, 16):(1, 33));
type SmemAF = Downcast<SmemA, U4>;
type SmemB = layout!((16, 32):(32, 1));
type SmemBF = Downcast<SmemB, U4>;
/// A stage of each operand in floats (multiples of four: every stage's lines are 16 bytes
/// aligned).
const STAGE_A: u32 = <SmemAF as StaticLayout>::COSIZE as u32;
const STAGE_B: u32 = <SmemBF as StaticLayout>::COSIZE as u32;

// The copies' parts: thread t starts at `Cp*Thr(t, 0)` and copies `Cp*Part(v, i, j)` from
// there, in the tile's coordinates (global side) and in a stage (shared side).
type CpThrA = CopyThreads<G2sA, Src, TileA>;
type CpPartA = PartitionS<G2sA, TileA>;
type CpSThrA = CopyThreads<G2sA, Dst, SmemAF>;
type CpSPartA = PartitionD<G2sA, SmemAF>;
type CpThrB = CopyThreads<G2sB, Src, TileB>;
type CpPartB = PartitionS<G2sB, TileB>;
type CpSThrB = CopyThreads<G2sB, Dst, SmemBF>;
type CpSPartB = PartitionD<G2sB, SmemBF>;

// Compute threads: 16 x 16, row-major; thread (tm, tn) owns lines tm and tm + 16 of A and of B
// at every k.
type CThr = layout!((16, 16):(16, 1));
type RowThr = layout!((16, 1):(16, 0));
type ColThr = layout!((1, 16):(0, 1));
type CompA = LocalPartition<SmemA, RowThr>;
type CompB = LocalPartition<SmemB, ColThr>;
type CView = Composition<TileC, (ByThread, ByThread)>;
type StartC = ThreadTile<CView, CThr>;
type PartC = RestOf<CView, shape!((16, 16))>;
type Acc = layout!((8, 8):(8, 1));

// Shared memory without bank conflicts, decided by the compiler: both copies' stores (each
// copy's first block of a stage), and the compute reads at one k (thread t = 16 tm + tn reads
// A's lines tm, tm + 16 and B's lines tn, tn + 16).
const _: () = {
    use cute_layout::banks::BankConflicts;
    type StoreA = CopyConflicts<G2sA, Dst, TileOf<SmemAF, shape!((32, 8))>>;
    type StoreB = CopyConflicts<G2sB, Dst, TileOf<SmemBF, shape!((8, 128))>>;
    type ReadA = BankConflicts<SmemA, u128, layout!(((16, 16), 2):((0, 1), 16)), U128>;
    type ReadB = BankConflicts<SmemB, u128, layout!(((16, 16), 2):((16, 0), 256)), U128>;
    assert!(StoreA::WAVEFRONTS == StoreA::IDEAL && StoreB::WAVEFRONTS == StoreB::IDEAL);
    assert!(ReadA::WAVEFRONTS == ReadA::IDEAL && ReadB::WAVEFRONTS == ReadB::IDEAL);
    // A stage's lines are 16-byte aligned, and each copy covers its tile.
    assert!(STAGE_A.is_multiple_of(4) && STAGE_B.is_multiple_of(4));
    assert!(<CpPartA as StaticLayout>::SIZE * THREADS as usize == 128 * 16);
    assert!(<CpPartB as StaticLayout>::SIZE * THREADS as usize == 16 * 128);
};

/// A thread's copies of the run's k tiles: its part of the run's first k tile of A and of B,
/// their first elements' offsets, and how far one k tile moves each (CuTe's `tAgA(_, _, _, k)`).
#[derive(CubeType)]
pub struct Copies {
    pa: PartView<RowMajor, CpPartA>,
    pb: PartView<RowMajor, CpPartB>,
    a0: u32,
    b0: u32,
    step_a: u32,
    step_b: u32,
    /// The run's first k tile, how many there are, K, and whether C's tile is inside C (then
    /// every k tile inside K is full).
    kt0: u32,
    kt_count: u32,
    k: u32,
    full_mn: bool,
}

/// SGEMM, CuTe style with `cp.async` stages: `local_tile` and the TiledCopies' partitions give
/// each thread's copies; stage `s` of the two is waited for on barrier `s`. With `split`, cube
/// `z` multiplies the `z`-th run of `kt_per` k tiles and writes its partial product
/// `z * part_stride` after `c` ([`super::sum_splits`] adds them up). With `b_lines`, B's copies
/// are 16 bytes (`ldb` a multiple of 4), else four of 4 bytes.
// `div_ceil` has no `#[cube]` expansion.
#[allow(clippy::manual_div_ceil)]
#[cube(launch_unchecked)]
pub fn sgemm_async(
    a: &GlobalTensor<f32, RowMajor>,
    b: &GlobalTensor<f32, RowMajor>,
    c: &mut GlobalTensor<f32, RowMajor>,
    kt_per: u32,
    part_stride: u32,
    #[comptime] split: bool,
    #[comptime] b_lines: bool,
) {
    let mut sa = SharedMemory::<f32>::new_aligned(comptime!((STAGES * STAGE_A) as usize), 128usize);
    let mut sb = SharedMemory::<f32>::new_aligned(comptime!((STAGES * STAGE_B) as usize), 128usize);
    let bar0 = Barrier::shared(THREADS, UNIT_POS == 0);
    let bar1 = Barrier::shared(THREADS, UNIT_POS == 0);
    let la = a.layout();
    let lb = b.layout();
    let bm = CUBE_POS_Y;
    let bn = CUBE_POS_X;
    let tile_c = c.layout().local_tile::<TileC>(bm, bn);
    // This cube's run of k tiles, [kt0, kt_end): all of them unless K is split.
    let k = la.cols();
    let mut kt0 = 0u32;
    let mut kt_end = (k + comptime!(BK - 1)) / comptime!(BK);
    if split {
        kt0 = CUBE_POS_Z * kt_per;
        kt_end = min(kt_end, kt0 + kt_per);
    }
    let pa = la
        .local_tile::<TileA>(bm, kt0)
        .partition::<CpPartA, CpThrA>(UNIT_POS);
    let pb = lb
        .local_tile::<TileB>(kt0, bn)
        .partition::<CpPartB, CpThrB>(UNIT_POS);
    let a0 = pa.at(0u32);
    let b0 = pb.at(0u32);
    let step_a = pa.step(0u32, comptime!(BK));
    let step_b = pb.step(comptime!(BK), 0u32);
    let cp = Copies {
        pa,
        pb,
        a0,
        b0,
        step_a,
        step_b,
        kt0,
        kt_count: kt_end - kt0,
        k,
        full_mn: tile_c.full(),
    };
    let mut acc = Array::<f32>::new(comptime!(<Acc as StaticLayout>::COSIZE));
    #[unroll]
    for i in 0..comptime!(<Acc as StaticLayout>::SIZE as u32) {
        acc[offset::<Acc>(i) as usize] = 0.0f32;
    }
    let (ga, gb) = (&a.data, &b.data);

    // Prologue: the run's first k tile in flight.
    if cp.kt_count > 0 {
        fill(ga, gb, &mut sa, &mut sb, &cp, 0u32, &bar0, 0u32, b_lines);
    }
    // Two k tiles per trip, so that each one's stage is a constant of the generated code:
    // tile r waits on its stage's barrier, then refills the other stage (which tile r - 1
    // used) with tile r + 1.
    for trip in 0..(cp.kt_count + 1) / 2 {
        let phase = trip % 2;
        let r = 2 * trip;
        k_step(
            ga, gb, &mut sa, &mut sb, &cp, &mut acc, r, phase, &bar0, &bar1, 0u32, b_lines,
        );
        if r + 1 < cp.kt_count {
            k_step(
                ga,
                gb,
                &mut sa,
                &mut sb,
                &cp,
                &mut acc,
                r + 1,
                phase,
                &bar1,
                &bar0,
                1u32,
                b_lines,
            );
        }
    }

    // Epilogue: the register tile into this thread's part of C's tile (of partial product z).
    let dst = tile_c.local_partition::<PartC, StartC, CThr>(UNIT_POS);
    let mut c0 = 0u32;
    if split {
        c0 = CUBE_POS_Z * part_stride;
    }
    #[unroll]
    for i in 0..comptime!(<Acc as StaticLayout2>::SIZE0 as u32) {
        #[unroll]
        for j in 0..comptime!(<Acc as StaticLayout2>::SIZE1 as u32) {
            if cp.full_mn || dst.inside2(i, j) {
                c.data[(c0 + dst.at2(i, j)) as usize] = acc[offset2::<Acc>(i, j) as usize];
            }
        }
    }
}

/// K tile `r` of the run, in stage `stage`: waits for its copies (`wait`, phase `phase`),
/// refills the stage that tile `r - 1` used with tile `r + 1` (`refill`), then multiplies.
#[cube]
#[allow(clippy::too_many_arguments)]
fn k_step(
    ga: &Array<f32>,
    gb: &Array<f32>,
    sa: &mut SharedMemory<f32>,
    sb: &mut SharedMemory<f32>,
    cp: &Copies,
    acc: &mut Array<f32>,
    r: u32,
    phase: u32,
    wait: &Shared<Barrier>,
    refill: &Shared<Barrier>,
    #[comptime] stage: u32,
    #[comptime] b_lines: bool,
) {
    wait.wait_parity(phase);
    // Every thread is past tile r - 1 before its stage is overwritten.
    sync_cube();
    if r + 1 < cp.kt_count {
        fill(
            ga,
            gb,
            sa,
            sb,
            cp,
            r + 1,
            refill,
            comptime!((stage + 1) % STAGES),
            b_lines,
        );
    }
    multiply(sa, sb, acc, stage);
}

/// Issues this thread's copies of the run's k tile `r` into stage `stage` and arms the stage's
/// barrier with them. A full tile (inside the matrices) copies from the first tile's offsets
/// plus `r` steps; others check each copy's coordinates and fill what lies outside with zeros.
#[cube]
#[allow(clippy::too_many_arguments)]
fn fill(
    ga: &Array<f32>,
    gb: &Array<f32>,
    sa: &mut SharedMemory<f32>,
    sb: &mut SharedMemory<f32>,
    cp: &Copies,
    r: u32,
    bar: &Shared<Barrier>,
    #[comptime] stage: u32,
    #[comptime] b_lines: bool,
) {
    let t = UNIT_POS;
    let da = comptime!(stage * STAGE_A) + offset2::<CpSThrA>(t, 0u32);
    let db = comptime!(stage * STAGE_B) + offset2::<CpSThrB>(t, 0u32);
    let full = cp.full_mn && (cp.kt0 + r + 1) * comptime!(BK) <= cp.k;
    let na = comptime!(<CpPartA as StaticLayout>::SIZE as u32);
    let vb = comptime!(<CpPartB as GpuLayout3>::SIZE0 as u32);
    let nb = comptime!(<CpPartB as StaticLayout>::SIZE as u32 / vb);
    if full {
        let a0 = cp.a0 + r * cp.step_a;
        #[unroll]
        for i in 0..na {
            let s = a0 + cp.pa.from_first(i);
            let d = da + offset::<CpSPartA>(i);
            copy_async(
                &ga.slice(s as usize, (s + 1) as usize),
                &mut sa.slice_mut(d as usize, (d + 1) as usize),
                1u32,
            );
        }
        let b0 = cp.b0 + r * cp.step_b;
        #[unroll]
        for i in 0..nb {
            #[unroll]
            for v in 0..comptime!(if b_lines { 1 } else { vb }) {
                let s = b0 + cp.pb.from_first(i * vb + v);
                let d = db + offset::<CpSPartB>(i * vb + v);
                let len = comptime!(if b_lines { vb } else { 1 });
                copy_async(
                    &gb.slice(s as usize, (s + len) as usize),
                    &mut sb.slice_mut(d as usize, (d + len) as usize),
                    len,
                );
            }
        }
    } else {
        let pa = cp.pa.shifted(0u32, r * comptime!(BK));
        #[unroll]
        for i in 0..na {
            let d = da + offset::<CpSPartA>(i);
            let inside = pa.inside(i);
            // A copy of no bytes writes zeros (and reads nothing).
            let len = select(inside, 1u32, 0u32);
            let s = select(inside, pa.at(i), 0u32);
            copy_async_checked(
                &ga.slice(s as usize, (s + len) as usize),
                &mut sa.slice_mut(d as usize, (d + 1) as usize),
                1u32,
            );
        }
        let pb = cp.pb.shifted(r * comptime!(BK), 0u32);
        #[unroll]
        for i in 0..nb {
            if b_lines {
                // The columns inside C of a line of four are its first ones.
                let mut len = 0u32;
                #[unroll]
                for v in 0..vb {
                    len += select(pb.inside(i * vb + v), 1u32, 0u32);
                }
                let s = select(len > 0, pb.at(i * vb), 0u32);
                let d = db + offset::<CpSPartB>(i * vb);
                copy_async_checked(
                    &gb.slice(s as usize, (s + len) as usize),
                    &mut sb.slice_mut(d as usize, (d + vb) as usize),
                    vb,
                );
            } else {
                #[unroll]
                for v in 0..vb {
                    let inside = pb.inside(i * vb + v);
                    let len = select(inside, 1u32, 0u32);
                    let s = select(inside, pb.at(i * vb + v), 0u32);
                    let d = db + offset::<CpSPartB>(i * vb + v);
                    copy_async_checked(
                        &gb.slice(s as usize, (s + len) as usize),
                        &mut sb.slice_mut(d as usize, (d + 1) as usize),
                        1u32,
                    );
                }
            }
        }
    }
    bar.commit_copy_async();
    let _ = bar.arrive();
}

/// The product of the k tile in stage `stage` into the accumulators: at each k, the thread's
/// two lines of A (rows) and of B (columns), one 16-byte load each.
#[cube]
fn multiply(
    sa: &SharedMemory<f32>,
    sb: &SharedMemory<f32>,
    acc: &mut Array<f32>,
    #[comptime] stage: u32,
) {
    let t = UNIT_POS;
    // Shared memory in lines of four floats.
    let la = sa
        .to_slice()
        .into_vectorized()
        .with_vector_size::<Const<4>>();
    let lb = sb
        .to_slice()
        .into_vectorized()
        .with_vector_size::<Const<4>>();
    let a0 =
        comptime!(stage * STAGE_A / 4) + partition_offset::<ThreadTile<SmemA, RowThr>, RowThr>(t);
    let b0 =
        comptime!(stage * STAGE_B / 4) + partition_offset::<ThreadTile<SmemB, ColThr>, ColThr>(t);
    #[unroll]
    for kk in 0..comptime!(BK) {
        let fa0: V4 = la[(a0 + offset2::<CompA>(0u32, kk)) as usize];
        let fa1: V4 = la[(a0 + offset2::<CompA>(1u32, kk)) as usize];
        let fb0: V4 = lb[(b0 + offset2::<CompB>(kk, 0u32)) as usize];
        let fb1: V4 = lb[(b0 + offset2::<CompB>(kk, 1u32)) as usize];
        #[unroll]
        for i in 0..4u32 {
            #[unroll]
            for j in 0..4u32 {
                let r00 = offset2::<Acc>(i, j) as usize;
                let r01 = offset2::<Acc>(i, j + 4) as usize;
                let r10 = offset2::<Acc>(i + 4, j) as usize;
                let r11 = offset2::<Acc>(i + 4, j + 4) as usize;
                acc[r00] = fma(fa0[i as usize], fb0[j as usize], acc[r00]);
                acc[r01] = fma(fa0[i as usize], fb1[j as usize], acc[r01]);
                acc[r10] = fma(fa1[i as usize], fb0[j as usize], acc[r10]);
                acc[r11] = fma(fa1[i as usize], fb1[j as usize], acc[r11]);
            }
        }
    }
}

/// The CUDA source of `sgemm_async` (run-time sizes, 256 threads): the form that splits K if
/// `split`, with 16-byte copies of B if `b_lines`.
pub fn generate_sgemm_async(name: &str, split: bool, b_lines: bool) -> Generated {
    generate(name, CubeDim::new_1d(THREADS), |b| {
        let a = tensor_in::<f32, RowMajor>(b);
        let bb = tensor_in::<f32, RowMajor>(b);
        let c = tensor_out::<f32, RowMajor>(b);
        let kt_per = <u32 as LaunchArg>::expand(&(), b);
        let part_stride = <u32 as LaunchArg>::expand(&(), b);
        sgemm_async::expand(&mut b.scope, a, bb, c, kt_per, part_stride, split, b_lines);
    })
}
