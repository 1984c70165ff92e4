//! The SIMT SGEMM `C = A * B` (row-major, any size), CTA tile 128 x 128 x 16, with K split on
//! the host when the tiles of C would leave SMs idle, and the kernel that adds the splits up.

use super::{array_out, generate, info_block, tensor_in, tensor_out, Generated, RestOf, RowMajor};
use cubecl::prelude::*;
use cute_layout::gpu::{
    host, offset, offset2, partition_offset, CoordTile, Coords, GlobalTensor, GpuLayout,
    GpuLayout2, PartView, RtLayout, StaticLayout2, ThreadLayout2, ThreadTile,
};
use cute_layout::prelude::*;
use cute_layout::typenum::{U128, U32, U8};
use cute_layout::{Dyn, Layout};

/// Four consecutive floats, one 16-byte shared-memory access.
pub type V4 = Vector<f32, Const<4>>;

/// The layouts of `C = A * B` (row-major A: m x k, B: k x n, C: m x n, run-time extents and
/// leading dimensions: the kernel's tensor arguments), CTA tile 128 x 128 x `BK`, 256 threads,
/// an 8 x 8 register tile per thread. Shared memory holds *lines* of four floats (four rows of
/// A at one k, four columns of B at one k), so each thread reads its 8 values of A and of B per
/// k as two 16-byte loads. The copies move 8 k at a time (`TileA`, `TileB`: one line per copy
/// thread), `SUBS` of them per k tile, so that a k tile's barrier and loop serve `8 * SUBS` k.
pub trait SgemmCfg: Send + Sync + 'static {
    /// A tile of A in coordinates (`Coords`), divided into lines (`zipped_divide(tile, (4, 1))`):
    /// a copy thread's line of the tile (one line per thread: `local_partition` of the lines by
    /// `CopyThrA`) starts at `LineStartA` and holds the four values `LineA`.
    type TileA: CoordTile;
    type LineStartA: GpuLayout2 + StaticLayout;
    type LineA: GpuLayout + StaticLayout;
    /// Shared A in lines, `(m / 4, k)`, padded: a copy thread's line, and the compute
    /// partition (a thread's 2 lines of rows, all k).
    type SmemA: GpuLayout + StaticLayout + StaticLayout2;
    type ThrSA: GpuLayout2 + StaticLayout;
    type CompA: StaticLayout2;
    type ThrCompA: GpuLayout2 + StaticLayout;
    /// The same for B (k, n), lines of four columns, read as `EB`s (floats or lines of four:
    /// [`BElem`]), which `TileB` counts.
    type EB: BElem;
    type TileB: CoordTile;
    type LineStartB: GpuLayout2 + StaticLayout;
    type LineB: GpuLayout + StaticLayout;
    type SmemB: GpuLayout + StaticLayout + StaticLayout2;
    type ThrSB: GpuLayout2 + StaticLayout;
    type CompB: StaticLayout2;
    type ThrCompB: GpuLayout2 + StaticLayout;
    /// C: a tile in coordinates, and the tile seen through the threads' row and column order
    /// (each thread's rows are two runs of four, as its lines of A): a thread's start and its
    /// 8 x 8 elements.
    type TileC: CoordTile;
    type StartC: GpuLayout2 + StaticLayout;
    type PartC: GpuLayout2 + StaticLayout;
    /// Thread layouts: copy A, copy B, compute (rows of A, columns of B, C).
    type CopyThrA: ThreadLayout2;
    type CopyThrB: ThreadLayout2;
    type RowThr: ThreadLayout2;
    type ColThr: ThreadLayout2;
    type CThr: ThreadLayout2;
    /// The register tile of C.
    type Acc: StaticLayout2;
    /// The copies' k tiles of 8 in one k tile.
    const SUBS: u32;
    /// CTA tile extents (`BK` follows from `SUBS`).
    const BM: u32;
    const BN: u32;
    const BK: u32 = 8 * Self::SUBS;
}

/// SGEMM, CuTe style: `local_tile` picks the CTA's tiles of the tensor arguments,
/// `local_partition` each thread's share of the copies and of the product; shared memory is
/// double-buffered with a register prefetch of the next k tile, so one barrier per k tile. A
/// CTA whose tiles lie inside the matrices copies without checks; one at an edge checks each
/// element's coordinates. With `split` (a separate kernel, so that the plain one spends no
/// register on it), cube `z` multiplies the `z`-th run of `kt_per` k tiles and writes its
/// partial product `z * part_stride` after `c`, and [`sum_splits`] adds them up.
// `div_ceil` has no `#[cube]` expansion.
#[allow(clippy::manual_div_ceil)]
#[cube(launch_unchecked)]
pub fn sgemm<K: SgemmCfg>(
    a: &GlobalTensor<f32, RowMajor>,
    b: &GlobalTensor<K::EB, RowMajor>,
    c: &mut GlobalTensor<f32, RowMajor>,
    kt_per: u32,
    part_stride: u32,
    #[comptime] split: bool,
) {
    let sa_size = comptime!(<K::SmemA as StaticLayout>::COSIZE);
    let sb_size = comptime!(<K::SmemB as StaticLayout>::COSIZE);
    // Both arrays start at a multiple of 128 bytes, whichever order CubeCL places them in (it
    // can change from one build to the next: with A's 8416 bytes first, B started 96 bytes off
    // that alignment, which cost the HGEMM's stages 17 %; benches/README.md).
    let mut sa = SharedMemory::<V4>::new_aligned(comptime!(2 * sa_size), 128usize);
    let mut sb = SharedMemory::<V4>::new_aligned(comptime!(2 * sb_size), 128usize);
    let la = a.layout();
    let lb = b.layout();
    let bm = CUBE_POS_Y;
    let bn = CUBE_POS_X;
    let tile_c = c.layout().local_tile::<K::TileC>(bm, bn);
    let full_mn = tile_c.full();
    // This cube's run of k tiles, [kt0, kt_end): all of them unless K is split.
    let kt_count = (la.cols() + comptime!(K::BK - 1)) / comptime!(K::BK);
    let mut kt0 = 0u32;
    let mut kt_end = kt_count;
    if split {
        kt0 = CUBE_POS_Z * kt_per;
        kt_end = min(kt_count, kt0 + kt_per);
    }
    let mut ra = V4::empty();
    let mut rb = V4::empty();
    let mut acc = Array::<f32>::new(comptime!(<K::Acc as StaticLayout>::COSIZE));
    #[unroll]
    for i in 0..comptime!(<K::Acc as StaticLayout>::SIZE as u32) {
        acc[offset::<K::Acc>(i) as usize] = 0.0f32;
    }
    let (ga, gb) = (&a.data, &b.data);

    // Prologue: the run's first k tile into registers, then into stage 0, 8 k at a time.
    #[unroll]
    for sub in 0..comptime!(K::SUBS) {
        load_tiles::<K>(
            ga,
            gb,
            &la,
            &lb,
            &mut ra,
            &mut rb,
            bm,
            bn,
            kt0 * comptime!(K::SUBS) + sub,
            full_mn,
        );
        store_tiles::<K>(&mut sa, &mut sb, ra, rb, 0u32, sub);
    }
    sync_cube();

    // K tiles in pairs, so that each tile's shared-memory stage is a constant of the
    // generated code (its loads address shared memory at fixed offsets).
    for kp in 0..(kt_end - kt0 + 1) / 2 {
        let kt = kt0 + 2 * kp;
        k_step::<K>(
            ga, gb, &la, &lb, &mut sa, &mut sb, &mut ra, &mut rb, &mut acc, bm, bn, kt, kt_end,
            full_mn, 0u32,
        );
        if kt + 1 < kt_end {
            k_step::<K>(
                ga,
                gb,
                &la,
                &lb,
                &mut sa,
                &mut sb,
                &mut ra,
                &mut rb,
                &mut acc,
                bm,
                bn,
                kt + 1,
                kt_end,
                full_mn,
                1u32,
            );
        }
    }

    // Epilogue: the register tile into this thread's part of C's tile (of partial product z).
    let dst = tile_c.local_partition::<K::PartC, K::StartC, K::CThr>(UNIT_POS);
    let mut c0 = 0u32;
    if split {
        c0 = CUBE_POS_Z * part_stride;
    }
    #[unroll]
    for i in 0..comptime!(<K::Acc as StaticLayout2>::SIZE0 as u32) {
        #[unroll]
        for j in 0..comptime!(<K::Acc as StaticLayout2>::SIZE1 as u32) {
            if full_mn || dst.inside2(i, j) {
                c.data[(c0 + dst.at2(i, j)) as usize] = acc[offset2::<K::Acc>(i, j) as usize];
            }
        }
    }
}

/// One k tile from shared-memory stage `stage`, 8 k at a time: prefetch those 8 k of tile
/// `kt + 1` into registers, their product in this tile into the accumulators, the prefetched
/// lines into the other stage (which every thread left at the last barrier).
#[cube]
#[allow(clippy::too_many_arguments)]
fn k_step<K: SgemmCfg>(
    a: &Array<f32>,
    b: &Array<K::EB>,
    la: &RtLayout<RowMajor>,
    lb: &RtLayout<RowMajor>,
    sa: &mut SharedMemory<V4>,
    sb: &mut SharedMemory<V4>,
    ra: &mut V4,
    rb: &mut V4,
    acc: &mut Array<f32>,
    bm: u32,
    bn: u32,
    kt: u32,
    kt_end: u32,
    full_mn: bool,
    #[comptime] stage: u32,
) {
    let next = kt + 1 < kt_end;
    let a0 = comptime!(stage * <K::SmemA as StaticLayout>::COSIZE as u32)
        + partition_offset::<K::ThrCompA, K::RowThr>(UNIT_POS);
    let b0 = comptime!(stage * <K::SmemB as StaticLayout>::COSIZE as u32)
        + partition_offset::<K::ThrCompB, K::ColThr>(UNIT_POS);
    #[unroll]
    for sub in 0..comptime!(K::SUBS) {
        if next {
            let kn = (kt + 1) * comptime!(K::SUBS) + sub;
            load_tiles::<K>(a, b, la, lb, ra, rb, bm, bn, kn, full_mn);
        }
        multiply::<K>(sa, sb, acc, a0, b0, sub);
        if next {
            store_tiles::<K>(sa, sb, *ra, *rb, comptime!(1 - stage), sub);
        }
    }
    sync_cube();
}

/// The product of the 8 k of copy tile `sub` of a stage (the thread's lines of A at `a0`, of B
/// at `b0`) into the accumulators.
#[cube]
fn multiply<K: SgemmCfg>(
    sa: &SharedMemory<V4>,
    sb: &SharedMemory<V4>,
    acc: &mut Array<f32>,
    a0: u32,
    b0: u32,
    #[comptime] sub: u32,
) {
    #[unroll]
    for k8 in 0..8u32 {
        let kk = comptime!(sub * 8) + k8;
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
}

/// A thread's line of copy tile `kt` (8 k) of A and of B into registers (zero outside the
/// matrices).
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_tiles<K: SgemmCfg>(
    a: &Array<f32>,
    b: &Array<K::EB>,
    la: &RtLayout<RowMajor>,
    lb: &RtLayout<RowMajor>,
    ra: &mut V4,
    rb: &mut V4,
    bm: u32,
    bn: u32,
    kt: u32,
    full_mn: bool,
) {
    let tile_a = la.local_tile::<K::TileA>(bm, kt);
    let tile_b = lb.local_tile::<K::TileB>(kt, bn);
    let pa = tile_a.local_partition::<K::LineA, K::LineStartA, K::CopyThrA>(UNIT_POS);
    let pb = tile_b.local_partition::<K::LineB, K::LineStartB, K::CopyThrB>(UNIT_POS);
    // Inside the matrices along M and N (C's tile is), and along K.
    let full = full_mn && tile_a.full();
    if full {
        *ra = f32::read_full::<K::LineA>(a, &pa);
        *rb = K::EB::read_full::<K::LineB>(b, &pb);
    } else {
        *ra = f32::read_edge::<K::LineA>(a, &pa);
        *rb = K::EB::read_edge::<K::LineB>(b, &pb);
    }
}

/// The elements of B's array, as the copies read them: `f32` (any `n` and leading dimension),
/// a copy thread reading its line of four columns with four loads, or [`V4`], with one 16-byte
/// load (B seen in lines of four columns, `(k, n / 4):(ldb / 4, _1)`: `n` and `ldb` multiples
/// of 4). B's copy tile and a thread's line in it count elements. (A's line is four rows at one
/// k, in four loads whatever its layout: a line of four k would need four 4-byte stores into
/// shared memory's lines, which CubeCL 0.10 cannot write: benches/README.md.)
pub trait BElem: LineRead {
    /// Floats per element.
    const FLOATS: usize;
    /// B's copy tile (8 k, 128 columns) in elements, a copy thread's line's start in it (by
    /// `CopyThrB`) and its elements.
    type TileB: CoordTile;
    type LineStartB: GpuLayout2 + StaticLayout;
    type LineB: GpuLayout + StaticLayout;
}

/// A copy thread's line of four floats, its elements `P` from `part`'s start.
#[cube]
pub trait LineRead: CubePrimitive {
    /// The line of a tile inside the matrix.
    fn read_full<P: GpuLayout + StaticLayout>(
        data: &Array<Self>,
        part: &PartView<RowMajor, P>,
    ) -> V4;
    /// The line of a tile at the matrix's edge: zero outside.
    fn read_edge<P: GpuLayout + StaticLayout>(
        data: &Array<Self>,
        part: &PartView<RowMajor, P>,
    ) -> V4;
}

#[cube]
impl LineRead for f32 {
    fn read_full<P: GpuLayout + StaticLayout>(
        data: &Array<f32>,
        part: &PartView<RowMajor, P>,
    ) -> V4 {
        let mut line = V4::empty();
        let first = part.at(0u32);
        #[unroll]
        for i in 0..4u32 {
            line[i as usize] = data[(first + part.from_first(i)) as usize];
        }
        line
    }

    fn read_edge<P: GpuLayout + StaticLayout>(
        data: &Array<f32>,
        part: &PartView<RowMajor, P>,
    ) -> V4 {
        let mut line = V4::empty();
        #[unroll]
        for i in 0..4u32 {
            let mut v = 0.0f32;
            if part.inside(i) {
                v = data[part.at(i) as usize];
            }
            line[i as usize] = v;
        }
        line
    }
}

#[cube]
impl LineRead for V4 {
    fn read_full<P: GpuLayout + StaticLayout>(
        data: &Array<V4>,
        part: &PartView<RowMajor, P>,
    ) -> V4 {
        data[part.at(0u32) as usize]
    }

    // `n` is a multiple of 4: a line is all inside or all outside.
    fn read_edge<P: GpuLayout + StaticLayout>(
        data: &Array<V4>,
        part: &PartView<RowMajor, P>,
    ) -> V4 {
        let mut line = V4::empty();
        if part.inside(0u32) {
            line = data[part.at(0u32) as usize];
        } else {
            #[unroll]
            for i in 0..4u32 {
                line[i as usize] = 0.0f32;
            }
        }
        line
    }
}

/// B's copy tile in floats and in lines of four (8 k by 32 lines), divided into the copy
/// threads' lines: four floats, or one line of four.
type LinesB = ZippedDivide<Coords<U8, U128>, shape!((1, 4))>;
type LinesB4 = ZippedDivide<Coords<U8, U32>, shape!((1, 1))>;

impl BElem for f32 {
    const FLOATS: usize = 1;
    type TileB = Coords<U8, U128>;
    type LineStartB = ThreadTile<ModeOf<LinesB, U1>, CopyThrB>;
    type LineB = ModeOf<LinesB, U0>;
}

impl BElem for V4 {
    const FLOATS: usize = 4;
    type TileB = Coords<U8, U32>;
    type LineStartB = ThreadTile<ModeOf<LinesB4, U1>, CopyThrB>;
    type LineB = ModeOf<LinesB4, U0>;
}

/// The register lines into copy tile `sub` (k from `8 * sub`) of stage `stage` of shared
/// memory (one 16-byte store each).
#[cube]
fn store_tiles<K: SgemmCfg>(
    sa: &mut SharedMemory<V4>,
    sb: &mut SharedMemory<V4>,
    ra: V4,
    rb: V4,
    #[comptime] stage: u32,
    #[comptime] sub: u32,
) {
    let t = UNIT_POS;
    let s0 = comptime!(stage * <K::SmemA as StaticLayout>::COSIZE as u32)
        + offset2::<K::SmemA>(0u32, comptime!(8 * sub));
    let s1 = comptime!(stage * <K::SmemB as StaticLayout>::COSIZE as u32)
        + offset2::<K::SmemB>(comptime!(8 * sub), 0u32);
    sa[(s0 + partition_offset::<K::ThrSA, K::CopyThrA>(t)) as usize] = ra;
    sb[(s1 + partition_offset::<K::ThrSB, K::CopyThrB>(t)) as usize] = rb;
}

/// The SGEMM configuration for row-major operands: CTA tile 128 x 128 x 16 (two copy tiles of
/// 8 k per k tile), B read as `E`s ([`BElem`]).
pub struct SgemmRows<E>(core::marker::PhantomData<E>);
/// Any size: B read in floats.
pub type SgemmRowMajor = SgemmRows<f32>;
/// `n` and `ldb` multiples of 4: B read in 16-byte lines.
pub type SgemmRowMajor4 = SgemmRows<V4>;

type TileA = Coords<U128, U8>;
type TileC = Coords<U128, U128>;
/// A's copy tile divided into lines of four rows.
type LinesA = ZippedDivide<TileA, shape!((4, 1))>;
// Copies: thread t takes line t / 8 of A's tile at k = t % 8, and line t % 32 of B's at
// k = t / 32.
type CopyThrA = layout!((32, 8):(8, 1));
type CopyThrB = layout!((8, 32):(32, 1));
// Shared A as lines (m / 4, k), k stride 33 lines: the copy's 16-byte stores are free of bank
// conflicts. Shared B as lines (k, n / 4), row-major. Two copy tiles of 8 k per k tile.
type SmemA = layout!((32, 16):(1, 33));
type SmemB = layout!((16, 32):(32, 1));
// Compute threads: 16 x 16, row-major; thread (tm, tn) owns lines tm and tm + 16 of A (rows
// 4 tm .. 4 tm + 3 and 64 more) and lines tn, tn + 16 of B.
type CThr = layout!((16, 16):(16, 1));
type RowThr = layout!((16, 1):(16, 0));
type ColThr = layout!((1, 16):(0, 1));
/// The order of a C tile's rows (and columns) the threads take: (thread, (row in line, line
/// half)), so a thread's rows are the four of each of its lines.
pub type ByThread = layout!((16, (4, 2)):(4, (1, 64)));
type CView = Composition<TileC, (ByThread, ByThread)>;

impl<E: BElem> SgemmCfg for SgemmRows<E> {
    type TileA = TileA;
    type LineStartA = ThreadTile<ModeOf<LinesA, U1>, CopyThrA>;
    type LineA = ModeOf<LinesA, U0>;
    type SmemA = SmemA;
    type ThrSA = ThreadTile<SmemA, CopyThrA>;
    type CompA = LocalPartition<SmemA, RowThr>;
    type ThrCompA = ThreadTile<SmemA, RowThr>;
    type EB = E;
    type TileB = E::TileB;
    type LineStartB = E::LineStartB;
    type LineB = E::LineB;
    type SmemB = SmemB;
    type ThrSB = ThreadTile<SmemB, CopyThrB>;
    type CompB = LocalPartition<SmemB, ColThr>;
    type ThrCompB = ThreadTile<SmemB, ColThr>;
    type TileC = TileC;
    type StartC = ThreadTile<CView, CThr>;
    type PartC = RestOf<CView, shape!((16, 16))>;
    type CopyThrA = CopyThrA;
    type CopyThrB = CopyThrB;
    type RowThr = RowThr;
    type ColThr = ColThr;
    type CThr = CThr;
    type Acc = layout!((8, 8):(8, 1));
    const BM: u32 = 128;
    const BN: u32 = 128;
    const SUBS: u32 = 2;
}

// Shared memory without bank conflicts, decided by the compiler: each access below is
// (thread, value) -> index of the stage's first copy tile (lines of four floats, one 16-byte
// `u128` each), and takes its ideal number of wavefronts.
// - the copies' stores: thread t writes A's line t / 8 at k = t % 8 and B's line t % 32 at
//   k = t / 32 (the inverses of `CopyThrA` and `CopyThrB`);
// - the compute reads at one k: thread t = 16 tm + tn reads A's lines tm and tm + 16 and B's
//   lines tn and tn + 16 (`RowThr`, `ColThr`).
const _: () = {
    use cute_layout::banks::BankConflicts;
    use cute_layout::typenum::U128 as Bits;
    type StoreA = BankConflicts<SmemA, u128, layout!(((8, 32), 1):((32, 1), 0)), Bits>;
    type StoreB = BankConflicts<SmemB, u128, layout!(((32, 8), 1):((16, 1), 0)), Bits>;
    type ReadA = BankConflicts<SmemA, u128, layout!(((16, 16), 2):((0, 1), 16)), Bits>;
    type ReadB = BankConflicts<SmemB, u128, layout!(((16, 16), 2):((16, 0), 256)), Bits>;
    assert!(StoreA::WAVEFRONTS == StoreA::IDEAL && StoreB::WAVEFRONTS == StoreB::IDEAL);
    assert!(ReadA::WAVEFRONTS == ReadA::IDEAL && ReadB::WAVEFRONTS == ReadB::IDEAL);
};

// One line per copy thread and copy tile; two lines of A and of B per compute thread and k.
const _: () = assert!(
    <SmemA as StaticLayout>::SIZE == 256 * SgemmRowMajor::SUBS as usize
        && <SmemB as StaticLayout>::SIZE == 256 * SgemmRowMajor::SUBS as usize
        && <LocalPartition<SmemA, RowThr> as StaticLayout>::SIZE == 2 * SgemmRowMajor::BK as usize
        && <LocalPartition<SmemB, ColThr> as StaticLayout>::SIZE == 2 * SgemmRowMajor::BK as usize
);

impl<E: BElem> SgemmRows<E> {
    /// Threads per cube.
    pub const THREADS: u32 = 256;
    /// Cubes that one SM runs at once (ptxas, sm_90a: at most 128 registers, so two of 256
    /// threads; `benches/gpu/sass/sass.sh rs_sgemm rs_sgemm4`).
    pub const CUBES_PER_SM: usize = 2;
    /// The shortest run of K a split gets: shorter runs spend more on the prologue, the
    /// epilogue and [`sum_splits`] than they save (1024^3 on an H200 with 16-wide k tiles: 2
    /// splits of 512 take 0.075 ms, 4 of 256 0.083 ms; benches/README.md).
    pub const MIN_SPLIT_K: usize = 512;

    /// How many runs to split K into for an `m x n x k` product on `sms` SMs: one when the
    /// 128 x 128 tiles of C fill every SM's [`CUBES_PER_SM`](Self::CUBES_PER_SM) slots or
    /// K is short, else enough that tiles times splits fill them (1024^3 on 132 SMs: 64 tiles,
    /// 2 splits). Split products need `ldc == n` and `m * n` a multiple of 4 ([`sum_splits`]
    /// adds lines of four).
    pub fn splits(m: usize, n: usize, k: usize, ldc: usize, sms: usize) -> usize {
        let tiles = m.div_ceil(128) * n.div_ceil(128);
        let slots = sms * Self::CUBES_PER_SM;
        if tiles >= slots / 2 || ldc != n || !(m * n).is_multiple_of(4) {
            return 1;
        }
        (slots / tiles).clamp(1, (k / Self::MIN_SPLIT_K).max(1))
    }

    /// The number of k tiles of each split and the number of splits (cubes along `z`), for
    /// `splits` asked for: every split gets the same even number of tiles but the last.
    pub fn split_k(k: usize, splits: usize) -> (usize, usize) {
        let tiles = k.div_ceil(Self::BK as usize);
        let per = tiles.div_ceil(splits.max(1)).next_multiple_of(2).max(2);
        (per, tiles.div_ceil(per).max(1))
    }

    /// Whether B's rows (`n` columns, leading dimension `ldb`) are whole numbers of `E`s.
    pub fn fits(n: usize, ldb: usize) -> bool {
        n.is_multiple_of(E::FLOATS) && ldb.is_multiple_of(E::FLOATS)
    }

    /// The layout values of row-major `A` (`(m,k):(lda,_1)`), `B` (`(k,n):(ldb,_1)`, in `E`s:
    /// `(k,n/4):(ldb/4,_1)` for lines of four) and `C` (`(m,n):(ldc,_1)`): the kernel's tensor
    /// arguments.
    ///
    /// # Panics
    /// If B cannot be read as `E`s ([`fits`](Self::fits)).
    pub fn layouts(
        (m, n, k): (usize, usize, usize),
        (lda, ldb, ldc): (usize, usize, usize),
    ) -> (RowMajor, RowMajor, RowMajor) {
        assert!(
            Self::fits(n, ldb),
            "B read in lines of {} floats: n ({n}) and ldb ({ldb}) must be multiples of it",
            E::FLOATS
        );
        let f = E::FLOATS;
        (
            make_layout!((m, k):(lda, _1)),
            make_layout!((k, n / f):(ldb / f, _1)),
            make_layout!((m, n):(ldc, _1)),
        )
    }

    /// The kernel's scalar arguments for K split into `splits` runs
    /// ([`split_k`](Self::split_k); with more than one, `c` is the partial products, `m * ldc`
    /// apart, for [`sum_splits`]): the k tiles per split and the partials' distance.
    pub fn split_args(m: usize, k: usize, ldc: usize, splits: usize) -> (u32, u32) {
        let (per, _) = Self::split_k(k, splits);
        (per as u32, (m * ldc) as u32)
    }

    /// Everything the generated kernel reads from its info block, in argument order: the
    /// run-time leaves of A, B and C ([`layouts`](Self::layouts)), then the
    /// [`split_args`](Self::split_args).
    pub fn leaves(
        (m, n, k): (usize, usize, usize),
        (lda, ldb, ldc): (usize, usize, usize),
        splits: usize,
    ) -> Vec<u32> {
        let (a, b, c) = Self::layouts((m, n, k), (lda, ldb, ldc));
        let (per, stride) = Self::split_args(m, k, ldc, splits);
        info_block([
            host::dyn_leaves2(a),
            host::dyn_leaves2(b),
            host::dyn_leaves2(c),
            vec![per, stride],
        ])
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
/// of the splits (`parts`: [`Partials`], [`partials`]).
#[cube(launch_unchecked)]
pub fn sum_splits(parts: &GlobalTensor<V4, Partials>, c: &mut Array<V4>) {
    let l = parts.layout();
    let i = CUBE_POS_X * comptime!(SUM_THREADS) + UNIT_POS;
    if i < l.rows() {
        let mut sum = parts.data[l.offset(i, 0u32) as usize];
        for z in 1..l.cols() {
            sum += parts.data[l.offset(i, z) as usize];
        }
        c[i as usize] = sum;
    }
}

/// Threads per cube of [`sum_splits`].
pub const SUM_THREADS: u32 = 256;

/// The partial products of an `m x n` product split into `z`, in lines of four floats.
pub fn partials(m: usize, n: usize, z: usize) -> Partials {
    let lines = m * n / 4;
    make_layout!((lines, z):(_1, lines))
}

/// The run-time leaves [`sum_splits`] reads from its info block.
pub fn sum_splits_leaves(m: usize, n: usize, z: usize) -> Vec<u32> {
    host::dyn_leaves2(partials(m, n, z))
}

/// The CUDA source of `sgemm::<SgemmRows<E>>` (run-time sizes, 256 threads), the form that
/// splits K if `split`.
pub fn generate_sgemm<E: BElem>(name: &str, split: bool) -> Generated {
    generate(name, CubeDim::new_1d(SgemmRows::<E>::THREADS), |b| {
        let a = tensor_in::<f32, RowMajor>(b);
        let bb = tensor_in::<E, RowMajor>(b);
        let c = tensor_out::<f32, RowMajor>(b);
        let kt_per = <u32 as LaunchArg>::expand(&(), b);
        let part_stride = <u32 as LaunchArg>::expand(&(), b);
        sgemm::expand::<SgemmRows<E>>(&mut b.scope, a, bb, c, kt_per, part_stride, split);
    })
}

/// The CUDA source of `sum_splits` (256 threads).
pub fn generate_sum_splits(name: &str) -> Generated {
    generate(name, CubeDim::new_1d(SUM_THREADS), |b| {
        let parts = tensor_in::<V4, Partials>(b);
        let c = array_out::<V4>(b);
        sum_splits::expand(&mut b.scope, parts, c);
    })
}
