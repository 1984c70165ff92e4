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
//! Every index the kernel forms is a layout the crate computed: a thread's part of a tile
//! (`PartitionS`, `PartitionA`, `PartitionC`, a static layout or one with run-time strides)
//! starts where the copy's or MMA's thread-value layout puts value 0 of the thread
//! (`CopyThreads`, `MmaThreadsC`), tiles start where `TileGrid` says, registers are where the
//! fragments (`FragmentA/B/C`) and their retiled views put them.
#![allow(dead_code)]

use super::kernels::{push, push2, RowMajor, TileOf};
use cubecl::cmma::{MatrixIdent, MmaDefinition};
use cubecl::prelude::barrier::{copy_async, copy_async_checked, Barrier};
use cubecl::prelude::*;
use cute_layout::atom::{
    CopyTv, Copy_Atom, Dst, FragmentA, FragmentB, FragmentC, Half, MmaAtom, PartitionC, PartitionD,
    PartitionS, Retile, SM75_U16x8_LDSM_T, SM75_U32x4_LDSM_N, SM80_16x8x16_F32BF16BF16F32_TN,
    SM80_16x8x16_F32F16F16F32_TN, Src, TiledCopy, TiledCopyOp, TiledMMA, TiledMmaOp,
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL,
};
use cute_layout::banks::CopyConflicts;
use cute_layout::gpu::{
    crd0, crd1, offset2, offset2_rt, offset3, offset3_rt, CopyThreads, GpuLayout, GpuLayout2,
    GpuLayout3, MmaThreadsC, SmemLayout, StaticLayout2, SwizzledPart, TileGrid,
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
/// where the kernel reads it in global memory and in shared memory, and where its values go
/// in registers. Its run-time leaves, from the slot the kernel gives it: `Grid`'s, `CpThr`'s,
/// `CpPart`'s ([`Operand::push_leaves`]).
pub trait Operand: Send + Sync + 'static {
    /// Where tile `(b, kt)` starts (`TileGrid` of the `(rows, K)` matrix).
    type Grid: GpuLayout2;
    /// The cp.async copy: thread `t` starts at `CpThr(t, 0)` in a global tile and reads its
    /// part `CpPart(v, i, j)` from there; the same in the tile-local coordinates (`Id`:
    /// `crd0`/`crd1` of an offset are the row and the column), and in shared memory (`CpS*`).
    type CpThr: GpuLayout2;
    type CpPart: GpuLayout3;
    type Id: StaticLayout2;
    type CpIdThr: GpuLayout2 + StaticLayout;
    type CpIdPart: GpuLayout3 + StaticLayout;
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
    /// How many run-time leaves this operand reads.
    const LEAVES: usize = <Self::Grid as GpuLayout>::DYNS
        + <Self::CpThr as GpuLayout>::DYNS
        + <Self::CpPart as GpuLayout>::DYNS;
    /// Appends the run-time leaves of a `rows x k` operand with leading dimension `ld`.
    fn push_leaves(rt: &mut Vec<u32>, rows: usize, k: usize, ld: usize);
    /// The copy's thread starts over the first tile of this operand's CTA tile, as a layout
    /// value (for tests: thread `t` starts at `(t, 0)`).
    fn cp_threads(rows: usize, k: usize, ld: usize) -> Self::CpThr;
}

/// The CTA tile, the MMA and the copies.
pub const BM: u32 = 128;
pub const BN: u32 = 128;
pub const BK: u32 = 32;
pub const STAGES: u32 = 3;
pub const THREADS: u32 = 128;

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
pub type LdsmA = TiledCopy<
    Copy_Atom<SM75_U32x4_LDSM_N, Half>,
    <Mma as TiledMmaOp>::LayoutA_TV,
    (U32, cute_layout::typenum::U16),
>;
pub type LdsmB = TiledCopy<
    Copy_Atom<SM75_U32x4_LDSM_N, Half>,
    <Mma as TiledMmaOp>::LayoutB_TV,
    (U32, cute_layout::typenum::U16),
>;

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
pub type LdsmAT = TiledCopy<
    Copy_Atom<SM75_U16x8_LDSM_T, Half>,
    <Mma as TiledMmaOp>::LayoutA_TV,
    (U32, cute_layout::typenum::U16),
>;
pub type LdsmBT = TiledCopy<
    Copy_Atom<SM75_U16x8_LDSM_T, Half>,
    <Mma as TiledMmaOp>::LayoutB_TV,
    (U32, cute_layout::typenum::U16),
>;
/// Tile-local coordinates: compact column-major.
type IdTile = layout!((128,32):(1,128));
/// The C tile's layouts: `(M, N):(ldc, _1)`, f32.
pub type CMat = RowMajor;
pub type CTile = TileOf<CMat, shape!((128, 128))>;
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
            type Grid = TileGrid<$global, shape!((128, 32))>;
            type CpThr = CopyThreads<$g2s, Src, TileOf<$global, shape!((128, 32))>>;
            type CpPart = PartitionS<$g2s, TileOf<$global, shape!((128, 32))>>;
            type Id = IdTile;
            type CpIdThr = CopyThreads<$g2s, Src, IdTile>;
            type CpIdPart = PartitionS<$g2s, IdTile>;
            type CpSThr = CopyThreads<$g2s, Dst, <$smem as SmemLayout>::Inner>;
            type CpSPart = PartitionD<$g2s, <$smem as SmemLayout>::Inner>;
            type Smem = $smem;
            type LdThr = CopyThreads<$ld, Src, <$smem as SmemLayout>::Inner>;
            type LdPart = PartitionS<$ld, <$smem as SmemLayout>::Inner>;
            type Ret = Retile<$ld, $frag>;
            type Frag = $frag;
            const TRANS: bool = $trans;

            fn push_leaves(rt: &mut Vec<u32>, rows: usize, k: usize, ld: usize) {
                let make: fn(usize, usize, usize) -> $global = $value;
                let z = make(rows, k, ld).zipped_divide(make_shape!((_128, _32)));
                push2::<Self::Grid>(rt, z.get::<U1>());
                push2::<Self::CpThr>(rt, Self::cp_threads(rows, k, ld));
                let (part, _) = <$g2s>::default().get_slice(0).partition_s(z.get::<U0>());
                push::<Self::CpPart>(rt, part);
            }

            fn cp_threads(rows: usize, k: usize, ld: usize) -> Self::CpThr {
                let make: fn(usize, usize, usize) -> $global = $value;
                let tile = make(rows, k, ld).zipped_divide(make_shape!((_128, _32))).get::<U0>();
                let tiler = <<$g2s as TiledCopyOp>::Tiler>::default();
                let first = tile.zipped_divide(tiler).get::<U0>();
                first.composition(<<$g2s as CopyTv<Src>>::Tv>::default())
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

/// The accumulators and the epilogue.
type FragC = FragmentC<Mma, IdC>;
type CThr = MmaThreadsC<Mma, CTile>;
type CPart = PartitionC<Mma, CTile>;
type CIdThr = MmaThreadsC<Mma, IdC>;
type CIdPart = PartitionC<Mma, IdC>;
type GridC = TileGrid<CMat, shape!((128, 128))>;

// Both copies into and out of shared memory are free of bank conflicts, decided here by the
// compiler: the cp.async stores (16 bytes per thread) and the ldmatrix row reads.
// Each copy's tile is the first tile of a stage (the others are the same tile, shifted by a
// multiple of the swizzle's period).
const _: () = {
    type Sw = Swizzle<U2, U3, U3>;
    type Store = CopyConflicts<G2s, Dst, Composition<Sw, TileOf<SmemPlain, shape!((32, 32))>>>;
    type LoadA = CopyConflicts<LdsmA, Src, Composition<Sw, TileOf<SmemPlain, shape!((32, 16))>>>;
    type LoadB = CopyConflicts<LdsmB, Src, Composition<Sw, TileOf<SmemPlain, shape!((32, 16))>>>;
    assert!(Store::WAVEFRONTS == Store::IDEAL);
    assert!(LoadA::WAVEFRONTS == LoadA::IDEAL);
    assert!(LoadB::WAVEFRONTS == LoadB::IDEAL);
};
// The same for MN-major operands: 128 x 8 cp.async tiles, ldmatrix.trans.
const _: () = {
    type Sw = Swizzle<U3, U3, U3>;
    type Store = CopyConflicts<G2sMn, Dst, Composition<Sw, TileOf<SmemMnPlain, shape!((128, 8))>>>;
    type LoadA = CopyConflicts<LdsmAT, Src, Composition<Sw, TileOf<SmemMnPlain, shape!((32, 16))>>>;
    type LoadB = CopyConflicts<LdsmBT, Src, Composition<Sw, TileOf<SmemMnPlain, shape!((32, 16))>>>;
    assert!(Store::WAVEFRONTS == Store::IDEAL);
    assert!(LoadA::WAVEFRONTS == LoadA::IDEAL);
    assert!(LoadB::WAVEFRONTS == LoadB::IDEAL);
};

/// Slots of the run-time leaves: `m`, `n`, `k`, then A's, B's, C's.
const S_A: usize = 3;
/// C's leaves: its grid, thread starts and part.
const C_LEAVES: usize =
    <GridC as GpuLayout>::DYNS + <CThr as GpuLayout>::DYNS + <CPart as GpuLayout>::DYNS;
/// How many run-time leaves the kernel with operands `A` and `B` reads.
pub const fn slots<A: Operand, B: Operand>() -> usize {
    S_A + A::LEAVES + B::LEAVES + C_LEAVES
}

/// `C = A * B^T`: `E` inputs (f16 or bf16), f32 accumulators, `O` output (f32 or f16), the
/// operands' layouts `A` and `B` ([`OpA`]/[`OpAMn`], [`OpB`]/[`OpBMn`]) (`rt` = [`leaves`]).
// `div_ceil` has no `#[cube]` expansion.
#[allow(clippy::manual_div_ceil)]
#[cube(launch_unchecked)]
pub fn hgemm<E: Float, O: Float, A: Operand, B: Operand>(
    a: &Array<V8<E>>,
    b: &Array<V8<E>>,
    c: &mut Array<V2<O>>,
    leaves: Sequence<u32>,
) {
    // The run-time leaves, read once into registers: the copies' `asm volatile` clobber
    // memory, which would make the compiler read them again for every k tile.
    // (`x + 0` makes CubeCL declare a local for each; `x` alone would stay a read of memory.)
    let mut rt = Sequence::<u32>::new();
    for x in leaves {
        #[allow(clippy::identity_op)]
        rt.push(x + 0u32);
    }
    let stage_a = comptime!(<A::Smem as SmemLayout>::COSIZE);
    let stage_b = comptime!(<B::Smem as SmemLayout>::COSIZE);
    let mut sa = SharedMemory::<V8<E>>::new(comptime!(STAGES as usize * stage_a / 8));
    let mut sb = SharedMemory::<V8<E>>::new(comptime!(STAGES as usize * stage_b / 8));
    let bar0 = Barrier::shared(THREADS, UNIT_POS == 0);
    let bar1 = Barrier::shared(THREADS, UNIT_POS == 0);
    let bar2 = Barrier::shared(THREADS, UNIT_POS == 0);
    let m = *rt.index(0usize);
    let n = *rt.index(1usize);
    let k = *rt.index(2usize);
    let bm = CUBE_POS_Y;
    let bn = CUBE_POS_X;
    let kt_count = (k + comptime!(BK - 1)) / comptime!(BK);
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
    let cta = Cta {
        bm,
        bn,
        m,
        n,
        k,
        kt_count,
    };

    // Prologue: k tiles 0 and 1 in flight.
    if kt_count > 0 {
        fill_stage::<E, A, B>(a, b, &mut sa, &mut sb, &parts, &rt, cta, 0u32, &bar0, 0u32);
    }
    if kt_count > 1 {
        fill_stage::<E, A, B>(a, b, &mut sa, &mut sb, &parts, &rt, cta, 1u32, &bar1, 1u32);
    }
    // Three k tiles per trip, so that each one's stage is a constant of the generated code:
    // tile kt waits on its stage's barrier, then refills the stage tile kt - 1 used.
    for trip in 0..(kt_count + 2) / 3 {
        let phase = trip % 2;
        let kt = 3 * trip;
        k_step::<E, A, B>(
            a, b, &mut sa, &mut sb, &parts, &mut acc, &rt, cta, kt, phase, &bar0, &bar2, 0u32,
        );
        if kt + 1 < kt_count {
            k_step::<E, A, B>(
                a,
                b,
                &mut sa,
                &mut sb,
                &parts,
                &mut acc,
                &rt,
                cta,
                kt + 1,
                phase,
                &bar1,
                &bar0,
                1u32,
            );
        }
        if kt + 2 < kt_count {
            k_step::<E, A, B>(
                a,
                b,
                &mut sa,
                &mut sb,
                &parts,
                &mut acc,
                &rt,
                cta,
                kt + 2,
                phase,
                &bar2,
                &bar1,
                2u32,
            );
        }
    }
    epilogue::<O>(
        c,
        &acc,
        &rt,
        comptime!(S_A + A::LEAVES + B::LEAVES),
        bm,
        bn,
        m,
        n,
    );
}

/// Where a CTA works: its tile `(bm, bn)` of C, the extents and the number of k tiles.
#[derive(CubeType, Clone, Copy)]
pub struct Cta {
    bm: u32,
    bn: u32,
    m: u32,
    n: u32,
    k: u32,
    kt_count: u32,
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
    a: &Array<V8<E>>,
    b: &Array<V8<E>>,
    sa: &mut SharedMemory<V8<E>>,
    sb: &mut SharedMemory<V8<E>>,
    parts: &Parts<A, B>,
    rt: &Sequence<u32>,
    cta: Cta,
    kt: u32,
    bar: &Shared<Barrier>,
    #[comptime] stage: u32,
) {
    fill::<E, A>(
        a,
        sa,
        &parts.cpa,
        rt,
        comptime!(S_A),
        cta.bm,
        kt,
        cta.m,
        cta.k,
        stage,
    );
    fill::<E, B>(
        b,
        sb,
        &parts.cpb,
        rt,
        comptime!(S_A + A::LEAVES),
        cta.bn,
        kt,
        cta.n,
        cta.k,
        stage,
    );
    bar.commit_copy_async();
    let _ = bar.arrive();
}

/// K tile `kt`, in stage `stage`: waits for its copies (`wait`, phase `phase`), refills the
/// stage that tile `kt - 1` used with tile `kt + 2` (`refill`), then multiplies.
#[cube]
#[allow(clippy::too_many_arguments)]
fn k_step<E: Float, A: Operand, B: Operand>(
    a: &Array<V8<E>>,
    b: &Array<V8<E>>,
    sa: &mut SharedMemory<V8<E>>,
    sb: &mut SharedMemory<V8<E>>,
    parts: &Parts<A, B>,
    acc: &mut Array<V2<f32>>,
    rt: &Sequence<u32>,
    cta: Cta,
    kt: u32,
    phase: u32,
    wait: &Shared<Barrier>,
    refill: &Shared<Barrier>,
    #[comptime] stage: u32,
) {
    wait.wait_parity(phase);
    // Every thread is past tile kt - 1 before its stage is overwritten.
    sync_cube();
    if kt + 2 < cta.kt_count {
        fill_stage::<E, A, B>(
            a,
            b,
            sa,
            sb,
            parts,
            rt,
            cta,
            kt + 2,
            refill,
            comptime!((stage + 2) % STAGES),
        );
    }
    compute::<E, A, B>(sa, sb, &parts.lda, &parts.ldb, acc, stage);
}

/// Issues thread `UNIT_POS`'s cp.async copies of k tile `kt` of operand `X` (rows from tile
/// `b`) into stage `stage`: 16 bytes each, zeros where the rows or K end.
#[cube]
#[allow(clippy::too_many_arguments)]
fn fill<E: Float, X: Operand>(
    g: &Array<V8<E>>,
    s: &mut SharedMemory<V8<E>>,
    dst: &SwizzledPart<X::Smem, X::CpSThr, X::CpSPart>,
    rt: &Sequence<u32>,
    #[comptime] base: usize,
    b: u32,
    kt: u32,
    rows: u32,
    k: u32,
    #[comptime] stage: u32,
) {
    let t = UNIT_POS;
    let s_grid = comptime!(base);
    let s_thr = comptime!(base + <X::Grid as GpuLayout>::DYNS);
    let s_part = comptime!(s_thr + <X::CpThr as GpuLayout>::DYNS);
    let g0 = offset2_rt::<X::Grid>(b, kt, rt, s_grid) + offset2_rt::<X::CpThr>(t, 0u32, rt, s_thr);
    let id0 = offset2::<X::CpIdThr>(t, 0u32);
    let (r0, k0) = (b * comptime!(BM), kt * comptime!(BK));
    let full = r0 + comptime!(BM) <= rows && k0 + comptime!(BK) <= k;
    // One branch per tile, outside the copy loops: a full tile's copies are straight-line.
    if full {
        #[unroll]
        for i in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE1 as u32) {
            #[unroll]
            for j in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE2 as u32) {
                let src = g0 + offset3_rt::<X::CpPart>(0u32, i, j, rt, s_part);
                let d = dst.at(0u32, i, j, stage);
                copy_async(
                    &g.slice((src / 8) as usize, (src / 8 + 1) as usize),
                    &mut s.slice_mut((d / 8) as usize, (d / 8 + 1) as usize),
                    8u32,
                );
            }
        }
    } else {
        #[unroll]
        for i in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE1 as u32) {
            #[unroll]
            for j in 0..comptime!(<X::CpPart as GpuLayout3>::SIZE2 as u32) {
                let src = g0 + offset3_rt::<X::CpPart>(0u32, i, j, rt, s_part);
                let d = dst.at(0u32, i, j, stage);
                let id = id0 + offset3::<X::CpIdPart>(0u32, i, j);
                let inside = r0 + crd0::<X::Id>(id) < rows && k0 + crd1::<X::Id>(id) < k;
                // A copy of no bytes writes 16 zero bytes (and reads nothing).
                let len = select(inside, 1u32, 0u32);
                let at = select(inside, src / 8, 0u32);
                copy_async_checked(
                    &g.slice(at as usize, (at + len) as usize),
                    &mut s.slice_mut((d / 8) as usize, (d / 8 + 1) as usize),
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
            let row = part.at(0u32, i, j, stage);
            let regs = mma.load_matrix::<V8<E>, Const<2>>(
                &s.slice((row / 8) as usize, (row / 8 + 1) as usize),
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
/// 64-bit store; at the edges of C, pairs outside it are skipped (`n` is even).
#[cube]
#[allow(clippy::too_many_arguments)]
fn epilogue<O: Float>(
    c: &mut Array<V2<O>>,
    acc: &Array<V2<f32>>,
    rt: &Sequence<u32>,
    #[comptime] s_gc: usize,
    bm: u32,
    bn: u32,
    m: u32,
    n: u32,
) {
    let t = UNIT_POS;
    let s_tc = comptime!(s_gc + <GridC as GpuLayout>::DYNS);
    let s_pc = comptime!(s_tc + <CThr as GpuLayout>::DYNS);
    let c0 = offset2_rt::<GridC>(bm, bn, rt, s_gc) + offset2_rt::<CThr>(t, 0u32, rt, s_tc);
    let id0 = offset2::<CIdThr>(t, 0u32);
    let (m0, n0) = (bm * comptime!(BM), bn * comptime!(BN));
    let full = m0 + comptime!(BM) <= m && n0 + comptime!(BN) <= n;
    #[unroll]
    for i in 0..comptime!(<CPart as GpuLayout3>::SIZE1 as u32) {
        #[unroll]
        for j in 0..comptime!(<CPart as GpuLayout3>::SIZE2 as u32) {
            #[unroll]
            for v in 0..comptime!(<CPart as GpuLayout3>::SIZE0 as u32 / 2) {
                let dst = (c0 + offset3_rt::<CPart>(2 * v, i, j, rt, s_pc)) / 2;
                let val = V2::<O>::cast_from(acc[(offset3::<FragC>(2 * v, i, j) / 2) as usize]);
                if full {
                    c[dst as usize] = val;
                } else {
                    let id = id0 + offset3::<CIdPart>(2 * v, i, j);
                    if m0 + crd0::<IdC>(id) < m && n0 + crd1::<IdC>(id) < n {
                        c[dst as usize] = val;
                    }
                }
            }
        }
    }
}

/// The kernel's run-time leaves for `C = A * B^T` with operand layouts `A` and `B`: `A`
/// `m x k` with leading dimension `lda`, `B` `n x k` with `ldb`, `C` `(m,n):(ldc,_1)`; the
/// extents, then the values of each operand's tile grid, copy thread layout and copy part,
/// then C's, as the library computes them.
pub fn leaves<A: Operand, B: Operand>(
    m: usize,
    n: usize,
    k: usize,
    lda: usize,
    ldb: usize,
    ldc: usize,
) -> Vec<u32> {
    let mut rt = vec![m as u32, n as u32, k as u32];
    A::push_leaves(&mut rt, m, k, lda);
    B::push_leaves(&mut rt, n, k, ldb);
    let z = make_layout!((m, n):(ldc, _1)).zipped_divide(make_shape!((_128, _128)));
    push2::<GridC>(&mut rt, z.get::<U1>());
    let tile = z.get::<U0>();
    push2::<CThr>(&mut rt, c_threads(tile));
    let (part, _) = Mma::default().get_slice(0).partition_c(tile);
    push::<CPart>(&mut rt, part);
    assert_eq!(rt.len(), slots::<A, B>());
    rt
}

/// The MMA's threads over the first tile of a CTA's tile of C (a layout value).
pub fn c_threads(tile: CTile) -> CThr {
    let first = tile.zipped_divide(make_shape!((_32, _32))).get::<U0>();
    first.composition(<<Mma as TiledMmaOp>::LayoutC_TV>::default())
}

/// The launch grid: one cube per 128 x 128 tile of C.
pub fn cubes(m: usize, n: usize) -> (u32, u32) {
    (n.div_ceil(128) as u32, m.div_ceil(128) as u32)
}

/// The CUDA source of `hgemm::<E, O, A, B>` (run-time sizes, 128 threads).
pub fn generate_hgemm<E: Float, O: Float, A: Operand, B: Operand>(
    name: &str,
) -> super::kernels::Generated {
    use super::kernels::{array_in_of, array_out, generate, leaves_in};
    generate(name, CubeDim::new_1d(THREADS), |b| {
        let a = array_in_of::<V8<E>>(b);
        let bb = array_in_of::<V8<E>>(b);
        let c = array_out::<V2<O>>(b);
        let rt = leaves_in(b, slots::<A, B>());
        hgemm::expand::<E, O, A, B>(&mut b.scope, a, bb, c, rt);
    })
}
