//! A tensor-core HGEMM written with the atom layer: `C = A * B^T` with `A` (`M x K`) and `B`
//! (`N x K`) in f16 or bf16, each K-major or MN-major (so `C = A * B` for A row- or
//! column-major and B (`K x N`) row- or column-major), f32 accumulation, f32 or f16 output,
//! any `M` and `N`. Alignment: a 16-byte copy moves 8 values along an operand's contiguous
//! mode, so that mode's extent (`K` for a K-major operand, `M` or `N` for an MN-major one)
//! and its leading dimension are multiples of 8; `N` is even (64-bit stores of C).
//!
//! The tiling is CuTe's SM80 one: a CTA computes a 128 x 128 tile of C with 4 warps, a
//! `TiledMMA` of `SM80_16x8x16_F32F16F16F32_TN` atoms (2 x 2 warps, permuted to a 32 x 32 x 16
//! tile; the bf16 atom has the same layouts, and the element type picks the instruction), fed by
//! - a `TiledCopy` of 128-bit `cp.async` (global -> shared), three stages in flight, each stage
//!   waited for on an mbarrier (CubeCL has no `cp.async.wait_group`);
//! - shared memory swizzled by `Sw<2,3,3>` over 8 x 32 K-major atoms, or `Sw<3,3,3>` over
//!   64 x 8 MN-major ones (checked free of bank conflicts at compile time for every copy,
//!   below);
//! - `TiledCopy`s of `ldmatrix.x4` (`make_tiled_copy_A/B`; `ldmatrix.x4.trans` for MN-major
//!   operands) into the MMA's register fragments, whose values are matched by `retile_D`;
//! - an epilogue that writes each thread's pairs of accumulators as 64-bit stores.
//!
//! Each copy's global offset is formed once from the layout and advanced by one offset per k
//! tile ([`PartView::step`], CuTe's `tAgA(_, _, _, k)`); CTAs whose tiles are all full run a
//! main loop without the checked copies (at 4096^3 these two took the kernel from 0.90x to
//! 0.98x the CuTe C++ kernel, `benches/README.md`).
//!
//! The CTAs take C's tiles in groups of 16 rows of tiles, column by column within a group
//! ([`RASTER_GROUP`], as CUTLASS's threadblock swizzle), so that the tiles of A and B the CTAs
//! in flight read stay in L2.
//!
//! The kernel takes A, B and C as tensors (`GlobalTensor`: an array and its layout value), and
//! every index it forms is a layout the crate computed: a thread's part of a tile is the
//! TiledCopy's or TiledMMA's partition (`PartitionS`, `PartitionC`) of the tile's coordinates
//! (`Coords`), starting where the thread-value layout puts the thread's value 0
//! (`CopyThreads`, `MmaThreadsC`) and mapped through the tensor's layout; shared-memory
//! addresses are the same partitions of the swizzled stage; registers are where the fragments
//! (`FragmentA/B/C`) and their retiled views put them.
#![allow(dead_code)]

use super::kernels::{grouped_tile, RowMajor, TileOf};
use cubecl::cmma::{MatrixIdent, MmaDefinition};
use cubecl::prelude::barrier::{copy_async, copy_async_checked, Barrier};
use cubecl::prelude::*;
use cute_layout::atom::{
    Copy_Atom, Dst, FragmentA, FragmentB, FragmentC, Half, MmaAtom, PartitionC, PartitionD,
    PartitionS, Retile, SM75_U16x8_LDSM_T, SM75_U32x4_LDSM_N, SM80_16x8x16_F32BF16BF16F32_TN,
    SM80_16x8x16_F32F16F16F32_TN, Src, TiledCopy, TiledMMA, TiledMmaOp,
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL,
};
use cute_layout::banks::CopyConflicts;
use cute_layout::gpu::{
    host, offset3, Coords, CopyThreads, FlatMatrix, GlobalTensor, GpuLayout2, GpuLayout3,
    MmaThreadsC, PartView, SmemLayout, SwizzledPart,
};
use cute_layout::prelude::*;
use cute_layout::swizzle::{MakeLayoutTvOp, Swizzle, TileToShape};
use cute_layout::typenum::{U128, U2, U3, U32, U8};
use cute_layout::{Dyn, Layout};

/// Two halves or two floats: one 32-bit MMA register, or one 64-bit store of C.
pub type V2<T> = Vector<T, Const<2>>;
/// Eight halves: one 16-byte copy or ldmatrix row. Shared memory and the global operands are
/// arrays of these, so that CubeCL aligns shared memory to 16 bytes; the layouts count
/// halves, and every offset a copy or ldmatrix forms is a multiple of 8 (`K` and the leading
/// dimensions are multiples of 8, and the swizzle keeps the low 3 bits).
pub type V8<E> = Vector<E, Const<8>>;

/// An operand (`A` as `M x K`, `B` as `N x K`, K-major or MN-major) of a CTA tile `128 x 32`:
/// its layout in global memory (the kernel's tensor argument), where a thread copies in a
/// tile's coordinates and in shared memory, and where its values go in registers.
pub trait Operand: Send + Sync + 'static {
    /// The matrix, `rows x K` ([`KMajor`] or [`MnMajor`]).
    type Global: FlatMatrix;
    /// The cp.async copy over a tile's coordinates ([`TileAB`]): thread `t` starts at
    /// `CpThr(t, 0)` and copies its part `CpPart(v, i, j)` from there; the same in shared
    /// memory (`CpS*`).
    type CpThr: GpuLayout2 + StaticLayout;
    type CpPart: GpuLayout3 + StaticLayout;
    type CpSThr: GpuLayout2 + StaticLayout;
    type CpSPart: GpuLayout3 + StaticLayout;
    /// Shared memory: one stage.
    type Smem: SmemLayout;
    /// The ldmatrix copy: thread `t`'s row address for copy `(i, j)` is
    /// `LdThr(t, 0) + LdPart(0, i, j)`; its 8 values land in the fragment at `Ret(v, i, j)`.
    type LdThr: GpuLayout2 + StaticLayout;
    type LdPart: GpuLayout3 + StaticLayout;
    type Ret: GpuLayout3 + StaticLayout;
    /// The thread's registers of this operand: `(values of one MMA, tiles, k blocks)`.
    type Frag: GpuLayout3 + StaticLayout;
    /// Whether the ldmatrix transposes (`ldmatrix.trans`, for MN-major shared memory).
    const TRANS: bool;
    /// The layout value of a `rows x k` operand with leading dimension `ld`.
    fn layout(rows: usize, k: usize, ld: usize) -> Self::Global;
}

/// The CTA tile, the MMA and the copies.
pub const BM: u32 = 128;
pub const BN: u32 = 128;
pub const BK: u32 = 32;
pub const STAGES: u32 = 3;
pub const THREADS: u32 = 128;
/// CTAs take the tiles of C in groups of this many rows of tiles, column by column within a
/// group (see [`hgemm`]).
pub const RASTER_GROUP: u32 = 16;

// The f16 and bf16 atoms have the same thread-value layouts, so one TiledMMA (and every
// layout derived from it) serves both; the kernel's element type picks the instruction.
static_assertions::assert_type_eq_all!(
    <SM80_16x8x16_F32F16F16F32_TN as MmaAtom>::ALayout,
    <SM80_16x8x16_F32BF16BF16F32_TN as MmaAtom>::ALayout
);
static_assertions::assert_type_eq_all!(
    <SM80_16x8x16_F32F16F16F32_TN as MmaAtom>::BLayout,
    <SM80_16x8x16_F32BF16BF16F32_TN as MmaAtom>::BLayout
);
static_assertions::assert_type_eq_all!(
    <SM80_16x8x16_F32F16F16F32_TN as MmaAtom>::CLayout,
    <SM80_16x8x16_F32BF16BF16F32_TN as MmaAtom>::CLayout
);

pub type Mma = TiledMMA<
    SM80_16x8x16_F32F16F16F32_TN,
    layout!((2,2,1):(1,2,0)),
    (U32, U32, cute_layout::typenum::U16),
>;
/// 128 threads, 4 along K, each copying 8 halves (16 bytes): a 32 x 32 tile per copy.
type CpTv = <layout!((32,4):(4,1)) as MakeLayoutTvOp<layout!((1,8):(0,1))>>::LayoutTv;
pub type G2s = TiledCopy<Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<u128>, Half>, CpTv, (U32, U32)>;
/// An ldmatrix copy (`Atom`) of shared memory into the MMA's fragments of one operand (`Tv`,
/// the MMA's thread-value layout of A or B): `make_tiled_copy_A/B`.
type Ldsm<Atom, Tv> = TiledCopy<Copy_Atom<Atom, Half>, Tv, (U32, cute_layout::typenum::U16)>;
pub type LdsmA = Ldsm<SM75_U32x4_LDSM_N, <Mma as TiledMmaOp>::LayoutA_TV>;
pub type LdsmB = Ldsm<SM75_U32x4_LDSM_N, <Mma as TiledMmaOp>::LayoutB_TV>;

/// A K-major matrix with run-time rows and leading dimension: `(rows, K):(ld, _1)`.
pub type KMajor = RowMajor;
/// An MN-major one: `(rows, K):(_1, ld)` (A column-major, or B row-major as `K x N`).
pub type MnMajor = Layout<(Dyn, Dyn), (U1, Dyn)>;
/// Shared memory for one stage of a K-major operand: `Sw<2,3,3>` over 8 x 32 K-major atoms,
/// tiled to 128 x 32 (CuTe's `tile_to_shape(composition(Swizzle<2,3,3>, (8,32):(32,1)),
/// (128,32))`).
pub type SmemOp =
    TileToShape<Composition<Swizzle<U2, U3, U3>, layout!((8,32):(32,1))>, shape!((128, 32))>;
pub type SmemPlain = <SmemOp as SmemLayout>::Inner;
/// The same for an MN-major operand: `Sw<3,3,3>` over 64 x 8 MN-major atoms.
pub type SmemMn =
    TileToShape<Composition<Swizzle<U3, U3, U3>, layout!((64,8):(1,64))>, shape!((128, 32))>;
pub type SmemMnPlain = <SmemMn as SmemLayout>::Inner;
/// 128 threads, 16 along MN, each copying 8 halves along MN: a 128 x 8 tile per copy.
type CpTvMn = <layout!((16,8):(1,16)) as MakeLayoutTvOp<layout!((8,1):(1,0))>>::LayoutTv;
pub type G2sMn =
    TiledCopy<Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<u128>, Half>, CpTvMn, (U128, U8)>;
/// ldmatrix.trans of MN-major shared memory into the MMA's fragments.
pub type LdsmAT = Ldsm<SM75_U16x8_LDSM_T, <Mma as TiledMmaOp>::LayoutA_TV>;
pub type LdsmBT = Ldsm<SM75_U16x8_LDSM_T, <Mma as TiledMmaOp>::LayoutB_TV>;
/// The coordinates of a CTA's tile of A or B, and of C.
pub type TileAB = Coords<U128, U32>;
pub type TileC = Coords<U128, U128>;
/// C: `(M, N):(ldc, _1)`.
pub type CMat = RowMajor;
/// The accumulators' tile (compact column-major), which `FragmentC` partitions.
type IdC = layout!((128,128):(1,128));

/// An [`Operand`] from its global layout, copies, shared memory and fragment: `$global` is the
/// matrix (`$value(rows, k, ld)` its value), `$g2s` the cp.async copy, `$smem` a stage,
/// `$ld` the ldmatrix copy (transposing if `$trans`), `$frag` the fragment.
macro_rules! operand {
    ($(#[$doc:meta])* $name:ident: global $global:ty = $value:expr, copy $g2s:ty, smem $smem:ty,
     ldmatrix $ld:ty, trans $trans:literal, frag $frag:ty) => {
        $(#[$doc])*
        pub struct $name;
        impl Operand for $name {
            type Global = $global;
            type CpThr = CopyThreads<$g2s, Src, TileAB>;
            type CpPart = PartitionS<$g2s, TileAB>;
            type CpSThr = CopyThreads<$g2s, Dst, <$smem as SmemLayout>::Inner>;
            type CpSPart = PartitionD<$g2s, <$smem as SmemLayout>::Inner>;
            type Smem = $smem;
            type LdThr = CopyThreads<$ld, Src, <$smem as SmemLayout>::Inner>;
            type LdPart = PartitionS<$ld, <$smem as SmemLayout>::Inner>;
            type Ret = Retile<$ld, $frag>;
            type Frag = $frag;
            const TRANS: bool = $trans;

            fn layout(rows: usize, k: usize, ld: usize) -> $global {
                let make: fn(usize, usize, usize) -> $global = $value;
                make(rows, k, ld)
            }
        }
    };
}
operand!(
    /// A, `M x K`, row-major (K-major).
    OpA: global KMajor = |rows, k, ld| make_layout!((rows, k):(ld, _1)), copy G2s, smem SmemOp,
    ldmatrix LdsmA, trans false, frag FragmentA<Mma, SmemPlain>
);
operand!(
    /// B as `N x K`, K-major: `K x N` column-major.
    OpB: global KMajor = |rows, k, ld| make_layout!((rows, k):(ld, _1)), copy G2s, smem SmemOp,
    ldmatrix LdsmB, trans false, frag FragmentB<Mma, SmemPlain>
);
operand!(
    /// A, `M x K`, column-major (M-major).
    OpAMn: global MnMajor = |rows, k, ld| make_layout!((rows, k):(_1, ld)), copy G2sMn,
    smem SmemMn, ldmatrix LdsmAT, trans true, frag FragmentA<Mma, SmemMnPlain>
);
operand!(
    /// B as `N x K`, N-major: `K x N` row-major.
    OpBMn: global MnMajor = |rows, k, ld| make_layout!((rows, k):(_1, ld)), copy G2sMn,
    smem SmemMn, ldmatrix LdsmBT, trans true, frag FragmentB<Mma, SmemMnPlain>
);

/// The accumulators, and a thread's part of C's tile in the epilogue.
type FragC = FragmentC<Mma, IdC>;
type CThr = MmaThreadsC<Mma, TileC>;
type CPart = PartitionC<Mma, TileC>;

// Both copies into and out of shared memory are free of bank conflicts, decided here by the
// compiler: the cp.async stores (16 bytes per thread) and the ldmatrix row reads.
// Each copy's tile is the first tile of a stage (the others are the same tile, shifted by a
// multiple of the swizzle's period).
// `conflict_free!(swizzle, stage: copy, side, tile; ...)` asserts that each copy of that tile
// of the swizzled stage takes its ideal number of wavefronts.
macro_rules! conflict_free {
    ($sw:ty, $plain:ty: $($copy:ty, $side:ty, $tile:ty;)+) => {
        const _: () = {
            $({
                type C = CopyConflicts<$copy, $side, Composition<$sw, TileOf<$plain, $tile>>>;
                assert!(C::WAVEFRONTS == C::IDEAL);
            })+
        };
    };
}
conflict_free!(Swizzle<U2, U3, U3>, SmemPlain:
    G2s, Dst, shape!((32, 32));
    LdsmA, Src, shape!((32, 16));
    LdsmB, Src, shape!((32, 16));
);
// The same for MN-major operands: 128 x 8 cp.async tiles, ldmatrix.trans.
conflict_free!(Swizzle<U3, U3, U3>, SmemMnPlain:
    G2sMn, Dst, shape!((128, 8));
    LdsmAT, Src, shape!((32, 16));
    LdsmBT, Src, shape!((32, 16));
);

/// `C = A * B^T`: `E` inputs (f16 or bf16), f32 accumulators, `O` output (f32 or f16), the
/// operands' layouts `A` and `B` ([`OpA`]/[`OpAMn`], [`OpB`]/[`OpBMn`]); each matrix is a
/// tensor argument (its array and its layout value).
// `div_ceil` has no `#[cube]` expansion.
#[allow(clippy::manual_div_ceil)]
#[cube(launch_unchecked)]
pub fn hgemm<E: Float, O: Float, A: Operand, B: Operand>(
    a: &GlobalTensor<V8<E>, A::Global>,
    b: &GlobalTensor<V8<E>, B::Global>,
    c: &mut GlobalTensor<V2<O>, CMat>,
) {
    let stage_a = comptime!(<A::Smem as SmemLayout>::COSIZE);
    let stage_b = comptime!(<B::Smem as SmemLayout>::COSIZE);
    // Each operand's stages start at a multiple of 128 bytes (CubeCL puts the barriers first):
    // CuTe's kernel with a stage base off that alignment ran 17 % slower (benches/README.md).
    let mut sa =
        SharedMemory::<V8<E>>::new_aligned(comptime!(STAGES as usize * stage_a / 8), 128usize);
    let mut sb =
        SharedMemory::<V8<E>>::new_aligned(comptime!(STAGES as usize * stage_b / 8), 128usize);
    let bar0 = Barrier::shared(THREADS, UNIT_POS == 0);
    let bar1 = Barrier::shared(THREADS, UNIT_POS == 0);
    let bar2 = Barrier::shared(THREADS, UNIT_POS == 0);
    // The CTA's tile of C, in groups of RASTER_GROUP rows of tiles (at 8192^3 about 10 %
    // faster than row by row).
    let tile = grouped_tile(comptime!(RASTER_GROUP));
    let bm = tile.row;
    let bn = tile.col;
    // This thread's parts of the CTA's first k tile of A and of B (TiledCopy `partition_S`),
    // each later k tile the same part shifted along K.
    let la = a.layout();
    let kt_count = (la.cols() + comptime!(BK - 1)) / comptime!(BK);
    // Whether the CTA's rows of A and of B lie inside the matrices (then a k tile is full
    // where it ends inside K), decided once, as CuTe's SM80 example does.
    let k = la.cols();
    let rows_a = (bm + 1) * comptime!(BM) <= la.rows();
    let rows_b = (bn + 1) * comptime!(BN) <= b.layout().rows();
    let pa = la
        .local_tile::<TileAB>(bm, 0u32)
        .partition::<A::CpPart, A::CpThr>(UNIT_POS);
    let pb = b
        .layout()
        .local_tile::<TileAB>(bn, 0u32)
        .partition::<B::CpPart, B::CpThr>(UNIT_POS);
    let mut acc = Array::<V2<f32>>::new(comptime!(<FragC as StaticLayout>::COSIZE / 2));
    #[unroll]
    for i in 0..comptime!(<FragC as StaticLayout>::COSIZE as u32 / 2) {
        acc[i as usize] = V2::<f32>::empty().fill(0.0f32);
    }

    // Where this thread's copies land in shared memory, and where its ldmatrix rows start:
    // the swizzled thread starts are computed once, each address is then a constant away.
    let t = UNIT_POS;
    let cpa =
        SwizzledPart::<A::Smem, A::CpSThr, A::CpSPart>::new(t, STAGES, comptime!(stage_a as u32));
    let cpb =
        SwizzledPart::<B::Smem, B::CpSThr, B::CpSPart>::new(t, STAGES, comptime!(stage_b as u32));
    let lda =
        SwizzledPart::<A::Smem, A::LdThr, A::LdPart>::new(t, STAGES, comptime!(stage_a as u32));
    let ldb =
        SwizzledPart::<B::Smem, B::LdThr, B::LdPart>::new(t, STAGES, comptime!(stage_b as u32));
    let parts = Parts::<A, B> { cpa, cpb, lda, ldb };
    let (ga, gb) = (&a.data, &b.data);
    let inp = Inputs::<A, B> {
        a: GlobalCopies::<A>::new(pa),
        b: GlobalCopies::<B>::new(pb),
        cta: Cta {
            bm,
            bn,
            kt_count,
            k,
            rows_a,
            rows_b,
        },
    };

    // A CTA whose every k tile is full (inside the rows, K a multiple of BK) runs a main loop
    // without the checked copies, whose code would otherwise sit in the loop beside them.
    let interior = rows_a && rows_b && k % comptime!(BK) == 0;
    if interior {
        main_loop::<E, A, B>(
            ga, gb, &mut sa, &mut sb, &parts, &mut acc, &inp, &bar0, &bar1, &bar2, true,
        );
    } else {
        main_loop::<E, A, B>(
            ga, gb, &mut sa, &mut sb, &parts, &mut acc, &inp, &bar0, &bar1, &bar2, false,
        );
    }
    epilogue::<O>(c, &acc, bm, bn);
}

/// The prologue and the main loop: every k tile copied in, waited for and multiplied. With
/// `interior`, every copy is of a full tile and none is checked.
#[cube]
// `div_ceil` has no `#[cube]` expansion.
#[allow(clippy::too_many_arguments, clippy::manual_div_ceil)]
fn main_loop<E: Float, A: Operand, B: Operand>(
    ga: &Array<V8<E>>,
    gb: &Array<V8<E>>,
    sa: &mut SharedMemory<V8<E>>,
    sb: &mut SharedMemory<V8<E>>,
    parts: &Parts<A, B>,
    acc: &mut Array<V2<f32>>,
    inp: &Inputs<A, B>,
    bar0: &Shared<Barrier>,
    bar1: &Shared<Barrier>,
    bar2: &Shared<Barrier>,
    #[comptime] interior: bool,
) {
    // Prologue: k tiles 0 and 1 in flight.
    let kt_count = inp.cta.kt_count;
    if kt_count > 0 {
        fill_stage::<E, A, B>(ga, gb, sa, sb, parts, inp, 0u32, bar0, 0u32, interior);
    }
    if kt_count > 1 {
        fill_stage::<E, A, B>(ga, gb, sa, sb, parts, inp, 1u32, bar1, 1u32, interior);
    }
    // Three k tiles per trip, so that each one's stage is a constant of the generated code:
    // tile kt waits on its stage's barrier, then refills the stage tile kt - 1 used.
    for trip in 0..(kt_count + 2) / 3 {
        let phase = trip % 2;
        let kt = 3 * trip;
        k_step::<E, A, B>(
            ga, gb, sa, sb, parts, acc, inp, kt, phase, bar0, bar2, 0u32, interior,
        );
        if kt + 1 < kt_count {
            k_step::<E, A, B>(
                ga,
                gb,
                sa,
                sb,
                parts,
                acc,
                inp,
                kt + 1,
                phase,
                bar1,
                bar0,
                1u32,
                interior,
            );
        }
        if kt + 2 < kt_count {
            k_step::<E, A, B>(
                ga,
                gb,
                sa,
                sb,
                parts,
                acc,
                inp,
                kt + 2,
                phase,
                bar2,
                bar1,
                2u32,
                interior,
            );
        }
    }
}

/// Where a CTA works: its tile `(bm, bn)` of C and the number of k tiles.
#[derive(CubeType, Clone, Copy)]
pub struct Cta {
    bm: u32,
    bn: u32,
    kt_count: u32,
    /// `K`, and whether the CTA's rows of A and of B are inside the matrices.
    k: u32,
    rows_a: bool,
    rows_b: bool,
}

/// This thread's copies of each operand, and where the CTA works.
#[derive(CubeType)]
pub struct Inputs<A: Operand, B: Operand> {
    a: GlobalCopies<A>,
    b: GlobalCopies<B>,
    cta: Cta,
}

/// A thread's cp.async copies of operand `X`: its part of the CTA's first k tile (`part`, for
/// the checked copies at the edges), where each copy of that tile reads (`first`, in 16-byte
/// vectors, copy `(i, j)` at `i * SIZE2 + j`: registers kept across k tiles), and how far the
/// next k tile is (`step`, CuTe's `tAgA(_, _, _, kt)`).
#[derive(CubeType)]
pub struct GlobalCopies<X: Operand> {
    part: PartView<X::Global, X::CpPart>,
    first: Array<u32>,
    step: u32,
}

#[cube]
impl<X: Operand> GlobalCopies<X> {
    /// The copies of `part`, the thread's part of the first k tile.
    fn new(part: PartView<X::Global, X::CpPart>) -> GlobalCopies<X> {
        let n1 = comptime!(<X::CpPart as GpuLayout3>::SIZE1 as u32);
        let n2 = comptime!(<X::CpPart as GpuLayout3>::SIZE2 as u32);
        let mut first = Array::<u32>::new(comptime!((n1 * n2) as usize));
        #[unroll]
        for i in 0..n1 {
            #[unroll]
            for j in 0..n2 {
                first[(i * n2 + j) as usize] = part.at3(0u32, i, j) / 8;
            }
        }
        let step = part.step(0u32, comptime!(BK)) / 8;
        GlobalCopies::<X> { part, first, step }
    }
}

/// A thread's swizzled shared-memory parts: its cp.async destinations and ldmatrix rows.
#[derive(CubeType, Clone, Copy)]
pub struct Parts<A: Operand, B: Operand> {
    cpa: SwizzledPart<A::Smem, A::CpSThr, A::CpSPart>,
    cpb: SwizzledPart<B::Smem, B::CpSThr, B::CpSPart>,
    lda: SwizzledPart<A::Smem, A::LdThr, A::LdPart>,
    ldb: SwizzledPart<B::Smem, B::LdThr, B::LdPart>,
}

/// Issues this thread's copies of k tile `kt` of A and B into stage `stage`, and arms the
/// stage's barrier with them.
#[cube]
#[allow(clippy::too_many_arguments)]
fn fill_stage<E: Float, A: Operand, B: Operand>(
    ga: &Array<V8<E>>,
    gb: &Array<V8<E>>,
    sa: &mut SharedMemory<V8<E>>,
    sb: &mut SharedMemory<V8<E>>,
    parts: &Parts<A, B>,
    inp: &Inputs<A, B>,
    kt: u32,
    bar: &Shared<Barrier>,
    #[comptime] stage: u32,
    #[comptime] interior: bool,
) {
    let cta = inp.cta;
    let k_full = (kt + 1) * comptime!(BK) <= cta.k;
    let full_a = cta.rows_a && k_full;
    let full_b = cta.rows_b && k_full;
    fill::<E, A>(ga, sa, &parts.cpa, &inp.a, full_a, kt, stage, interior);
    fill::<E, B>(gb, sb, &parts.cpb, &inp.b, full_b, kt, stage, interior);
    bar.commit_copy_async();
    let _ = bar.arrive();
}

/// K tile `kt`, in stage `stage`: waits for its copies (`wait`, phase `phase`), refills the
/// stage that tile `kt - 1` used with tile `kt + 2` (`refill`), then multiplies.
#[cube]
#[allow(clippy::too_many_arguments)]
fn k_step<E: Float, A: Operand, B: Operand>(
    ga: &Array<V8<E>>,
    gb: &Array<V8<E>>,
    sa: &mut SharedMemory<V8<E>>,
    sb: &mut SharedMemory<V8<E>>,
    parts: &Parts<A, B>,
    acc: &mut Array<V2<f32>>,
    inp: &Inputs<A, B>,
    kt: u32,
    phase: u32,
    wait: &Shared<Barrier>,
    refill: &Shared<Barrier>,
    #[comptime] stage: u32,
    #[comptime] interior: bool,
) {
    wait.wait_parity(phase);
    // Every thread is past tile kt - 1 before its stage is overwritten.
    sync_cube();
    if kt + 2 < inp.cta.kt_count {
        fill_stage::<E, A, B>(
            ga,
            gb,
            sa,
            sb,
            parts,
            inp,
            kt + 2,
            refill,
            comptime!((stage + 2) % STAGES),
            interior,
        );
    }
    compute::<E, A, B>(sa, sb, &parts.lda, &parts.ldb, acc, stage);
}

/// Issues thread `UNIT_POS`'s cp.async copies of k tile `kt` of operand `X` into stage
/// `stage`: 16 bytes each, zeros where the rows or K end (each copy checked, unless the tile
/// is `full`: inside the matrix, or the CTA is `interior`: every tile full). A full tile's
/// copies read `kt * step` past the first tile's (`base`); checked ones shift the thread's part
/// of the first k tile (`part`, the TiledCopy's `partition_S` of the operand's tensor) to tile
/// `kt` and test each copy's coordinates.
#[cube]
#[allow(clippy::too_many_arguments)]
fn fill<E: Float, X: Operand>(
    g: &Array<V8<E>>,
    s: &mut SharedMemory<V8<E>>,
    dst: &SwizzledPart<X::Smem, X::CpSThr, X::CpSPart>,
    src: &GlobalCopies<X>,
    full: bool,
    kt: u32,
    #[comptime] stage: u32,
    #[comptime] interior: bool,
) {
    let part = src.part.shifted(0u32, kt * comptime!(BK));
    let shift = kt * src.step;
    // One branch per tile, outside the copy loops: a full tile's copies are straight-line.
    if interior || full {
        #[unroll]
        for i in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE1 as u32) {
            #[unroll]
            for j in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE2 as u32) {
                let at = src.first
                    [(i * comptime!(<X::CpPart as GpuLayout3>::SIZE2 as u32) + j) as usize]
                    + shift;
                let d = dst.index(0u32, i, j, stage, 8u32);
                copy_async(
                    &g.slice(at as usize, (at + 1) as usize),
                    &mut s.slice_mut(d as usize, (d + 1) as usize),
                    8u32,
                );
            }
        }
    } else {
        #[unroll]
        for i in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE1 as u32) {
            #[unroll]
            for j in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE2 as u32) {
                let d = dst.index(0u32, i, j, stage, 8u32);
                let inside = part.inside3(0u32, i, j);
                // A copy of no bytes writes 16 zero bytes (and reads nothing).
                let len = select(inside, 1u32, 0u32);
                let at = select(inside, part.at3(0u32, i, j) / 8, 0u32);
                copy_async_checked(
                    &g.slice(at as usize, (at + len) as usize),
                    &mut s.slice_mut(d as usize, (d + 1) as usize),
                    8u32,
                );
            }
        }
    }
}

/// The MMAs of the k tile in stage `stage`: every fragment of A and B through ldmatrix, then
/// the 4 x 8 MMAs of each 16-wide k block.
#[cube]
fn compute<E: Float, A: Operand, B: Operand>(
    sa: &SharedMemory<V8<E>>,
    sb: &SharedMemory<V8<E>>,
    lda: &SwizzledPart<A::Smem, A::LdThr, A::LdPart>,
    ldb: &SwizzledPart<B::Smem, B::LdThr, B::LdPart>,
    acc: &mut Array<V2<f32>>,
    #[comptime] stage: u32,
) {
    let mma = MmaDefinition::<E, E, f32>::new(16usize, 8usize, 16usize);
    let mut fa = Array::<V2<E>>::new(comptime!(<A::Frag as StaticLayout>::COSIZE / 2));
    let mut fb = Array::<V2<E>>::new(comptime!(<B::Frag as StaticLayout>::COSIZE / 2));
    // k block by k block: the fragments of block kk + 1 load while block kk multiplies.
    #[unroll]
    for kk in 0..comptime!(<A::Frag as GpuLayout3>::SIZE2 as u32) {
        load_fragments::<E, A>(&mma, sa, lda, &mut fa, stage, kk, MatrixIdent::A);
        load_fragments::<E, B>(&mma, sb, ldb, &mut fb, stage, kk, MatrixIdent::B);
        #[unroll]
        for mm in 0..comptime!(<A::Frag as GpuLayout3>::SIZE1 as u32) {
            #[unroll]
            for nn in 0..comptime!(<B::Frag as GpuLayout3>::SIZE1 as u32) {
                let mut ra = Array::<V2<E>>::new(4usize);
                let mut rb = Array::<V2<E>>::new(2usize);
                let mut rc = Array::<V2<f32>>::new(2usize);
                #[unroll]
                for r in 0..4u32 {
                    ra[r as usize] = fa[(offset3::<A::Frag>(2 * r, mm, kk) / 2) as usize];
                }
                #[unroll]
                for r in 0..2u32 {
                    rb[r as usize] = fb[(offset3::<B::Frag>(2 * r, nn, kk) / 2) as usize];
                    rc[r as usize] = acc[(offset3::<FragC>(2 * r, mm, nn) / 2) as usize];
                }
                mma.execute_inplace(&ra, &rb, &mut rc);
                #[unroll]
                for r in 0..2u32 {
                    acc[(offset3::<FragC>(2 * r, mm, nn) / 2) as usize] = rc[r as usize];
                }
            }
        }
    }
}

/// One operand's fragments of k block `j` of stage `stage`: each `ldmatrix.x4` reads the row this thread
/// points at (its part's first value) and its four registers go where the retiled fragment
/// puts the copy's values.
#[cube]
fn load_fragments<E: Float, X: Operand>(
    mma: &MmaDefinition<E, E, f32>,
    s: &SharedMemory<V8<E>>,
    part: &SwizzledPart<X::Smem, X::LdThr, X::LdPart>,
    frag: &mut Array<V2<E>>,
    #[comptime] stage: u32,
    j: u32,
    #[comptime] ident: MatrixIdent,
) {
    {
        #[unroll]
        for i in 0..comptime!(<X::LdPart as GpuLayout3>::SIZE1 as u32) {
            let row = part.index(0u32, i, j, stage, 8u32);
            let regs = mma.load_matrix::<V8<E>, Const<2>>(
                &s.slice(row as usize, (row + 1) as usize),
                ident,
                4usize,
                comptime!(X::TRANS),
            );
            #[unroll]
            for r in 0..4u32 {
                frag[(offset3::<X::Ret>(2 * r, i, j) / 2) as usize] = regs[r as usize];
            }
        }
    }
}

/// The accumulators into C: each pair of values is two consecutive columns of one row, one
/// 64-bit store; at the edges of C, pairs outside it are skipped (`n` is even). The thread's
/// part of C's tile is `partition_C` of the TiledMMA over the tile of C's tensor.
#[cube]
fn epilogue<O: Float>(c: &mut GlobalTensor<V2<O>, CMat>, acc: &Array<V2<f32>>, bm: u32, bn: u32) {
    let tile = c.layout().local_tile::<TileC>(bm, bn);
    let dst = tile.partition::<CPart, CThr>(UNIT_POS);
    let full = tile.full();
    #[unroll]
    for i in 0..comptime!(<CPart as GpuLayout3>::SIZE1 as u32) {
        #[unroll]
        for j in 0..comptime!(<CPart as GpuLayout3>::SIZE2 as u32) {
            #[unroll]
            for v in 0..comptime!(<CPart as GpuLayout3>::SIZE0 as u32 / 2) {
                let at = dst.at3(2 * v, i, j) / 2;
                let val = V2::<O>::cast_from(acc[(offset3::<FragC>(2 * v, i, j) / 2) as usize]);
                if full || dst.inside3(2 * v, i, j) {
                    c.data[at as usize] = val;
                }
            }
        }
    }
}

/// The run-time leaves of the kernel's three tensor arguments, in argument order, for
/// `C = A * B^T` with operand layouts `A` and `B`: `A` `m x k` with leading dimension `lda`,
/// `B` `n x k` with `ldb`, `C` `(m,n):(ldc,_1)` (what the generated kernel reads from its info
/// block).
pub fn leaves<A: Operand, B: Operand>(
    m: usize,
    n: usize,
    k: usize,
    lda: usize,
    ldb: usize,
    ldc: usize,
) -> Vec<u32> {
    super::kernels::info_block([
        host::dyn_leaves2(A::layout(m, k, lda)),
        host::dyn_leaves2(B::layout(n, k, ldb)),
        host::dyn_leaves2(c_layout(m, n, ldc)),
    ])
}

/// C's layout value: `(m,n):(ldc,_1)`.
pub fn c_layout(m: usize, n: usize, ldc: usize) -> CMat {
    make_layout!((m, n):(ldc, _1))
}

/// The launch grid: one cube per 128 x 128 tile of C.
pub fn cubes(m: usize, n: usize) -> (u32, u32) {
    (n.div_ceil(128) as u32, m.div_ceil(128) as u32)
}

/// The CUDA source of `hgemm::<E, O, A, B>` (run-time sizes, 128 threads).
pub fn generate_hgemm<E: Float, O: Float, A: Operand, B: Operand>(
    name: &str,
) -> super::kernels::Generated {
    use super::kernels::{generate, tensor_in, tensor_out};
    generate(name, CubeDim::new_1d(THREADS), |b| {
        let a = tensor_in::<V8<E>, A::Global>(b);
        let bb = tensor_in::<V8<E>, B::Global>(b);
        let c = tensor_out::<V2<O>, CMat>(b);
        hgemm::expand::<E, O, A, B>(&mut b.scope, a, bb, c);
    })
}
