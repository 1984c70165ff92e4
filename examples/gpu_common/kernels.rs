//! CubeCL kernels generic over static layouts: a shared-memory transpose and a SIMT SGEMM,
//! written the CuTe way. Every layout is a type resolved on the host by the algebra
//! (`LocalTile`, `LocalPartition`, `ZippedDivide`); the kernels only evaluate offsets.
//! Shared (through `#[path]`) by the GPU examples and `tests/gpu_kernels.rs`.
#![allow(dead_code)]

use cubecl::prelude::*;
use cute_layout::gpu::{
    crd0, crd1, offset, offset2, partition_offset, tile_offset2, GpuLayout, GpuLayout2, ThreadTile,
    TileGrid,
};
use cute_layout::prelude::*;

// ---------------------------------------------------------------------------------------------
// Transpose
// ---------------------------------------------------------------------------------------------

/// The layouts of a transpose `out = in^T` through a shared-memory tile.
pub trait TransposeCfg: Send + Sync + 'static {
    /// Where tile `(bi, bj)` of the source starts (mode 1 of `zipped_divide(src, tile)`).
    type SrcGrid: GpuLayout2;
    /// Where tile `(bj, bi)` of the destination starts.
    type DstGrid: GpuLayout2;
    /// The thread layout of both copies.
    type Thr: GpuLayout2;
    /// A thread's elements of a source tile, and where the thread starts in the tile.
    type PartIn: GpuLayout;
    type ThrIn: GpuLayout2;
    /// The shared-memory tile (padded), a thread's elements of it and its start.
    type Smem: GpuLayout;
    type PartSmem: GpuLayout;
    type ThrSmem: GpuLayout2;
    /// The shared-memory tile seen transposed, partitioned like a destination tile.
    type PartSmemT: GpuLayout;
    type ThrSmemT: GpuLayout2;
    /// A thread's elements of a destination tile, and its start.
    type PartOut: GpuLayout;
    type ThrOut: GpuLayout2;
}

/// One cube per tile: the tile is copied into shared memory through the padded layout, then
/// out of it through the transposed view, both copies partitioned over the same threads.
#[cube(launch_unchecked)]
pub fn transpose<K: TransposeCfg>(input: &Array<f32>, output: &mut Array<f32>) {
    let mut smem = SharedMemory::<f32>::new(comptime!(<K::Smem as StaticLayout>::COSIZE));
    let t = UNIT_POS;
    let bi = CUBE_POS_Y;
    let bj = CUBE_POS_X;
    let src = tile_offset2::<K::SrcGrid>(bi, bj) + partition_offset::<K::ThrIn, K::Thr>(t);
    let sm = partition_offset::<K::ThrSmem, K::Thr>(t);
    #[unroll]
    for i in 0..comptime!(<K::PartIn as StaticLayout>::SIZE as u32) {
        smem[(sm + offset::<K::PartSmem>(i)) as usize] =
            input[(src + offset::<K::PartIn>(i)) as usize];
    }
    sync_cube();
    let dst = tile_offset2::<K::DstGrid>(bj, bi) + partition_offset::<K::ThrOut, K::Thr>(t);
    let smt = partition_offset::<K::ThrSmemT, K::Thr>(t);
    #[unroll]
    for i in 0..comptime!(<K::PartOut as StaticLayout>::SIZE as u32) {
        output[(dst + offset::<K::PartOut>(i)) as usize] =
            smem[(smt + offset::<K::PartSmemT>(i)) as usize];
    }
}

/// Defines a transpose configuration for a row-major `n x n` matrix, tile `t x t`, threads
/// `rows x t` (each thread copies `t / rows` elements each way), shared memory padded by one
/// column (`tp = t + 1`).
macro_rules! transpose_cfg {
    ($name:ident, n: $n:literal, t: $t:literal, tp: $tp:literal, rows: $r:literal) => {
        /// A transpose configuration (see `transpose_cfg!`).
        pub struct $name;
        impl $name {
            pub const N: usize = $n;
            pub const TILE: usize = $t;
            pub const THREADS: usize = $r * $t;
        }
        const _: () = {
    type Src = layout!(($n, $n):($n, 1));
            type Tile = shape!(($t, $t));
            type TileL = LocalTile<Src, Tile, (usize, usize)>;
    type Thr = layout!(($r, $t):($t, 1));
    type Smem = layout!(($t, $t):($tp, 1));
    type SmemT = layout!(($t, $t):(1, $tp));
            impl TransposeCfg for $name {
                type SrcGrid = TileGrid<Src, Tile>;
                type DstGrid = TileGrid<Src, Tile>;
                type Thr = Thr;
                type PartIn = LocalPartition<TileL, Thr>;
                type ThrIn = ThreadTile<TileL, Thr>;
                type Smem = Smem;
                type PartSmem = LocalPartition<Smem, Thr>;
                type ThrSmem = ThreadTile<Smem, Thr>;
                type PartSmemT = LocalPartition<SmemT, Thr>;
                type ThrSmemT = ThreadTile<SmemT, Thr>;
                type PartOut = LocalPartition<TileL, Thr>;
                type ThrOut = ThreadTile<TileL, Thr>;
            }
        };
    };
}

transpose_cfg!(Transpose4096, n: 4096, t: 32, tp: 33, rows: 8);
transpose_cfg!(Transpose64, n: 64, t: 32, tp: 33, rows: 8);

// ---------------------------------------------------------------------------------------------
// SGEMM
// ---------------------------------------------------------------------------------------------

/// The layouts of `C = A * B` (row-major A: m x k, B: k x n, C: m x n), CTA tile
/// 128 x 128 x 8, 256 threads, an 8 x 8 register tile per thread.
pub trait SgemmCfg: Send + Sync + 'static {
    /// The real extents (the layouts' extents are rounded up to the tile; predicates use these).
    const M: u32;
    const N: u32;
    const K: u32;
    /// Whether the tile divides every extent (then no predicates are generated).
    const EVEN: bool;
    /// Number of k tiles.
    const KT: u32;
    /// Global A: tile grid, a copy thread's elements of a tile and its start; the same for
    /// the coordinate layout `IdA` (a compact column-major layout of the (m, k) space, CuTe's
    /// identity tensor: `crd0`/`crd1` of its offset are m and k).
    type GridA: GpuLayout2;
    type PartA: GpuLayout;
    type ThrA: GpuLayout2;
    type IdA: GpuLayout2;
    type GridIdA: GpuLayout2;
    type PartIdA: GpuLayout;
    type ThrIdA: GpuLayout2;
    /// Shared A (m, k), padded: the copy partition and the compute partition (a thread's 8
    /// rows, all k).
    type SmemA: GpuLayout;
    type PartSA: GpuLayout;
    type ThrSA: GpuLayout2;
    type CompA: GpuLayout2;
    type ThrCompA: GpuLayout2;
    /// The same for B (k, n).
    type GridB: GpuLayout2;
    type PartB: GpuLayout;
    type ThrB: GpuLayout2;
    type IdB: GpuLayout2;
    type GridIdB: GpuLayout2;
    type PartIdB: GpuLayout;
    type ThrIdB: GpuLayout2;
    type SmemB: GpuLayout;
    type PartSB: GpuLayout;
    type ThrSB: GpuLayout2;
    type CompB: GpuLayout2;
    type ThrCompB: GpuLayout2;
    /// C: tile grid, a thread's 8 x 8 elements and start; coordinates through `IdC`.
    type GridC: GpuLayout2;
    type PartC: GpuLayout2;
    type ThrC: GpuLayout2;
    type GridIdC: GpuLayout2;
    type IdC: GpuLayout2;
    type PartIdC: GpuLayout2;
    type ThrIdC: GpuLayout2;
    /// Thread layouts: copy A, copy B, compute (rows of A, columns of B, C).
    type CopyThrA: GpuLayout2;
    type CopyThrB: GpuLayout2;
    type RowThr: GpuLayout2;
    type ColThr: GpuLayout2;
    type CThr: GpuLayout2;
    /// The register tile of C, and the registers of a thread's share of a k tile of A and B
    /// (compact layouts of the copy partitions' shapes).
    type Acc: GpuLayout2;
    type RegA: GpuLayout;
    type RegB: GpuLayout;
}

/// SGEMM, CuTe style: `local_tile` picks the CTA's tiles, `local_partition` each thread's
/// share of the copies and of the product; shared memory is double-buffered with a register
/// prefetch of the next k tile, so one barrier per k tile.
#[cube(launch_unchecked)]
pub fn sgemm<K: SgemmCfg>(a: &Array<f32>, b: &Array<f32>, c: &mut Array<f32>) {
    let sa_size = comptime!(<K::SmemA as StaticLayout>::COSIZE);
    let sb_size = comptime!(<K::SmemB as StaticLayout>::COSIZE);
    let mut sa = SharedMemory::<f32>::new(comptime!(2 * sa_size));
    let mut sb = SharedMemory::<f32>::new(comptime!(2 * sb_size));
    let t = UNIT_POS;
    let bm = CUBE_POS_Y;
    let bn = CUBE_POS_X;
    let mut ra = Array::<f32>::new(comptime!(<K::RegA as StaticLayout>::COSIZE));
    let mut rb = Array::<f32>::new(comptime!(<K::RegB as StaticLayout>::COSIZE));
    let mut acc = Array::<f32>::new(comptime!(<K::Acc as StaticLayout>::COSIZE));
    let mut fa = Array::<f32>::new(8usize);
    let mut fb = Array::<f32>::new(8usize);
    #[unroll]
    for i in 0..comptime!(<K::Acc as StaticLayout>::SIZE as u32) {
        acc[offset::<K::Acc>(i) as usize] = 0.0f32;
    }
    let thr_a = partition_offset::<K::ThrA, K::CopyThrA>(t);
    let thr_ida = partition_offset::<K::ThrIdA, K::CopyThrA>(t);
    let thr_b = partition_offset::<K::ThrB, K::CopyThrB>(t);
    let thr_idb = partition_offset::<K::ThrIdB, K::CopyThrB>(t);
    let thr_sa = partition_offset::<K::ThrSA, K::CopyThrA>(t);
    let thr_sb = partition_offset::<K::ThrSB, K::CopyThrB>(t);
    let comp_a = partition_offset::<K::ThrCompA, K::RowThr>(t);
    let comp_b = partition_offset::<K::ThrCompB, K::ColThr>(t);

    // Prologue: k tile 0 into registers, then into stage 0.
    load_tiles::<K>(
        a, b, &mut ra, &mut rb, bm, bn, 0u32, thr_a, thr_ida, thr_b, thr_idb,
    );
    store_tiles::<K>(&mut sa, &mut sb, &ra, &rb, 0u32, thr_sa, thr_sb);
    sync_cube();

    for kt in 0..comptime!(K::KT) {
        let cur = kt % 2;
        let next = kt + 1 < comptime!(K::KT);
        if next {
            load_tiles::<K>(
                a,
                b,
                &mut ra,
                &mut rb,
                bm,
                bn,
                kt + 1,
                thr_a,
                thr_ida,
                thr_b,
                thr_idb,
            );
        }
        let a0 = cur * comptime!(sa_size as u32) + comp_a;
        let b0 = cur * comptime!(sb_size as u32) + comp_b;
        #[unroll]
        for k in 0..comptime!(<<K::CompA as GpuLayout2>::M1 as StaticLayout>::SIZE as u32) {
            #[unroll]
            for i in 0..comptime!(<<K::CompA as GpuLayout2>::M0 as StaticLayout>::SIZE as u32) {
                fa[i as usize] = sa[(a0 + offset2::<K::CompA>(i, k)) as usize];
            }
            #[unroll]
            for j in 0..comptime!(<<K::CompB as GpuLayout2>::M1 as StaticLayout>::SIZE as u32) {
                fb[j as usize] = sb[(b0 + offset2::<K::CompB>(k, j)) as usize];
            }
            #[unroll]
            for i in 0..comptime!(<<K::Acc as GpuLayout2>::M0 as StaticLayout>::SIZE as u32) {
                #[unroll]
                for j in 0..comptime!(<<K::Acc as GpuLayout2>::M1 as StaticLayout>::SIZE as u32) {
                    let r = offset2::<K::Acc>(i, j) as usize;
                    acc[r] = fma(fa[i as usize], fb[j as usize], acc[r]);
                }
            }
        }
        if next {
            store_tiles::<K>(&mut sa, &mut sb, &ra, &rb, 1 - cur, thr_sa, thr_sb);
        }
        sync_cube();
    }

    // Epilogue: the register tile into this thread's partition of C's tile.
    let c0 = tile_offset2::<K::GridC>(bm, bn) + partition_offset::<K::ThrC, K::CThr>(t);
    let id0 = tile_offset2::<K::GridIdC>(bm, bn) + partition_offset::<K::ThrIdC, K::CThr>(t);
    #[unroll]
    for i in 0..comptime!(<<K::Acc as GpuLayout2>::M0 as StaticLayout>::SIZE as u32) {
        #[unroll]
        for j in 0..comptime!(<<K::Acc as GpuLayout2>::M1 as StaticLayout>::SIZE as u32) {
            let v = acc[offset2::<K::Acc>(i, j) as usize];
            let dst = (c0 + offset2::<K::PartC>(i, j)) as usize;
            if comptime!(K::EVEN) {
                c[dst] = v;
            } else {
                let id = id0 + offset2::<K::PartIdC>(i, j);
                if crd0::<K::IdC>(id) < comptime!(K::M) && crd1::<K::IdC>(id) < comptime!(K::N) {
                    c[dst] = v;
                }
            }
        }
    }
}

/// A thread's share of k tile `kt` of A and B into registers (zero outside the matrices).
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_tiles<K: SgemmCfg>(
    a: &Array<f32>,
    b: &Array<f32>,
    ra: &mut Array<f32>,
    rb: &mut Array<f32>,
    bm: u32,
    bn: u32,
    kt: u32,
    thr_a: u32,
    thr_ida: u32,
    thr_b: u32,
    thr_idb: u32,
) {
    let ga = tile_offset2::<K::GridA>(bm, kt) + thr_a;
    let gb = tile_offset2::<K::GridB>(kt, bn) + thr_b;
    #[unroll]
    for i in 0..comptime!(<K::PartA as StaticLayout>::SIZE as u32) {
        if comptime!(K::EVEN) {
            ra[offset::<K::RegA>(i) as usize] = a[(ga + offset::<K::PartA>(i)) as usize];
        } else {
            let id = tile_offset2::<K::GridIdA>(bm, kt) + thr_ida + offset::<K::PartIdA>(i);
            let mut v = 0.0f32;
            if crd0::<K::IdA>(id) < comptime!(K::M) && crd1::<K::IdA>(id) < comptime!(K::K) {
                v = a[(ga + offset::<K::PartA>(i)) as usize];
            }
            ra[offset::<K::RegA>(i) as usize] = v;
        }
    }
    #[unroll]
    for i in 0..comptime!(<K::PartB as StaticLayout>::SIZE as u32) {
        if comptime!(K::EVEN) {
            rb[offset::<K::RegB>(i) as usize] = b[(gb + offset::<K::PartB>(i)) as usize];
        } else {
            let id = tile_offset2::<K::GridIdB>(kt, bn) + thr_idb + offset::<K::PartIdB>(i);
            let mut v = 0.0f32;
            if crd0::<K::IdB>(id) < comptime!(K::K) && crd1::<K::IdB>(id) < comptime!(K::N) {
                v = b[(gb + offset::<K::PartB>(i)) as usize];
            }
            rb[offset::<K::RegB>(i) as usize] = v;
        }
    }
}

/// The registers into stage `stage` of shared memory, through the shared layouts' partitions.
#[cube]
fn store_tiles<K: SgemmCfg>(
    sa: &mut SharedMemory<f32>,
    sb: &mut SharedMemory<f32>,
    ra: &Array<f32>,
    rb: &Array<f32>,
    stage: u32,
    thr_sa: u32,
    thr_sb: u32,
) {
    let s0 = stage * comptime!(<K::SmemA as StaticLayout>::COSIZE as u32) + thr_sa;
    #[unroll]
    for i in 0..comptime!(<K::PartSA as StaticLayout>::SIZE as u32) {
        sa[(s0 + offset::<K::PartSA>(i)) as usize] = ra[offset::<K::RegA>(i) as usize];
    }
    let s1 = stage * comptime!(<K::SmemB as StaticLayout>::COSIZE as u32) + thr_sb;
    #[unroll]
    for i in 0..comptime!(<K::PartSB as StaticLayout>::SIZE as u32) {
        sb[(s1 + offset::<K::PartSB>(i)) as usize] = rb[offset::<K::RegB>(i) as usize];
    }
}

/// Defines an SGEMM configuration: real extents `m, n, k`, the extents rounded up to the
/// tile (`mp, np, kp`), CTA tile 128 x 128 x 8.
macro_rules! sgemm_cfg {
    ($name:ident, m: $m:literal, n: $n:literal, k: $k:literal, mp: $mp:literal, np: $np:literal, kp: $kp:literal) => {
        /// An SGEMM configuration (see `sgemm_cfg!`).
        pub struct $name;
        const _: () = {
    type GA = layout!(($mp, $kp):($k, 1));
    type IdA = layout!(($mp, $kp):(1, $mp));
            type TA = shape!((128, 8));
            type TileA = LocalTile<GA, TA, (usize, usize)>;
            type TileIdA = LocalTile<IdA, TA, (usize, usize)>;
    type GB = layout!(($kp, $np):($n, 1));
    type IdB = layout!(($kp, $np):(1, $kp));
            type TB = shape!((8, 128));
            type TileB = LocalTile<GB, TB, (usize, usize)>;
            type TileIdB = LocalTile<IdB, TB, (usize, usize)>;
    type GC = layout!(($mp, $np):($n, 1));
    type IdC = layout!(($mp, $np):(1, $mp));
            type TC = shape!((128, 128));
            type TileC = LocalTile<GC, TC, (usize, usize)>;
            type TileIdC = LocalTile<IdC, TC, (usize, usize)>;
            // Copies: A's tile rows hold 8 contiguous k; B's tile rows 128 contiguous n.
    type CopyThrA = layout!((32, 8):(8, 1));
    type CopyThrB = layout!((8, 32):(32, 1));
            // Shared A as (m, k) with column stride 132: the copy's stores and the compute
            // loads are free of bank conflicts. Shared B as (k, n), row-major.
    type SmemA = layout!((128, 8):(1, 132));
    type SmemB = layout!((8, 128):(128, 1));
            // Compute threads: 16 x 16, row-major; a thread owns rows tm + 16 i, columns
            // tn + 16 j.
    type CThr = layout!((16, 16):(16, 1));
    type RowThr = layout!((16, 1):(16, 0));
    type ColThr = layout!((1, 16):(0, 1));
            impl SgemmCfg for $name {
                const M: u32 = $m;
                const N: u32 = $n;
                const K: u32 = $k;
                const EVEN: bool = $m == $mp && $n == $np && $k == $kp;
                const KT: u32 = $kp / 8;
                type GridA = TileGrid<GA, TA>;
                type PartA = LocalPartition<TileA, CopyThrA>;
                type ThrA = ThreadTile<TileA, CopyThrA>;
                type IdA = IdA;
                type GridIdA = TileGrid<IdA, TA>;
                type PartIdA = LocalPartition<TileIdA, CopyThrA>;
                type ThrIdA = ThreadTile<TileIdA, CopyThrA>;
                type SmemA = SmemA;
                type PartSA = LocalPartition<SmemA, CopyThrA>;
                type ThrSA = ThreadTile<SmemA, CopyThrA>;
                type CompA = LocalPartition<SmemA, RowThr>;
                type ThrCompA = ThreadTile<SmemA, RowThr>;
                type GridB = TileGrid<GB, TB>;
                type PartB = LocalPartition<TileB, CopyThrB>;
                type ThrB = ThreadTile<TileB, CopyThrB>;
                type IdB = IdB;
                type GridIdB = TileGrid<IdB, TB>;
                type PartIdB = LocalPartition<TileIdB, CopyThrB>;
                type ThrIdB = ThreadTile<TileIdB, CopyThrB>;
                type SmemB = SmemB;
                type PartSB = LocalPartition<SmemB, CopyThrB>;
                type ThrSB = ThreadTile<SmemB, CopyThrB>;
                type CompB = LocalPartition<SmemB, ColThr>;
                type ThrCompB = ThreadTile<SmemB, ColThr>;
                type GridC = TileGrid<GC, TC>;
                type PartC = LocalPartition<TileC, CThr>;
                type ThrC = ThreadTile<TileC, CThr>;
                type GridIdC = TileGrid<IdC, TC>;
                type IdC = IdC;
                type PartIdC = LocalPartition<TileIdC, CThr>;
                type ThrIdC = ThreadTile<TileIdC, CThr>;
                type CopyThrA = CopyThrA;
                type CopyThrB = CopyThrB;
                type RowThr = RowThr;
                type ColThr = ColThr;
                type CThr = CThr;
                type Acc = layout!((8, 8):(8, 1));
                type RegA = layout!((4, 1));
                type RegB = layout!((1, 4));
            }
            // The register layouts cover the copy partitions exactly.
            const _: () = assert!(
                <layout!((4, 1))>::SIZE == <LocalPartition<TileA, CopyThrA> as StaticLayout>::SIZE
                    && <layout!((1, 4))>::SIZE
                        == <LocalPartition<TileB, CopyThrB> as StaticLayout>::SIZE
            );
        };
    };
}

sgemm_cfg!(Sgemm256, m: 256, n: 256, k: 256, mp: 256, np: 256, kp: 256);
sgemm_cfg!(Sgemm1024, m: 1024, n: 1024, k: 1024, mp: 1024, np: 1024, kp: 1024);
sgemm_cfg!(Sgemm4096, m: 4096, n: 4096, k: 4096, mp: 4096, np: 4096, kp: 4096);
sgemm_cfg!(Sgemm8192, m: 8192, n: 8192, k: 8192, mp: 8192, np: 8192, kp: 8192);
// Not divisible by the tile: 4000 = 31.25 x 128, k = 4000 = 500 x 8 (m and n predicated).
sgemm_cfg!(Sgemm4000, m: 4000, n: 4000, k: 4000, mp: 4096, np: 4096, kp: 4000);
// Small and ragged in every extent, for the quick check: 200 x 136 x 20.
sgemm_cfg!(Sgemm200, m: 200, n: 136, k: 20, mp: 256, np: 256, kp: 24);

// ---------------------------------------------------------------------------------------------
// Generated CUDA source, on the host (no GPU needed)
// ---------------------------------------------------------------------------------------------

/// A kernel compiled to CUDA C++ by CubeCL's CUDA compiler, on the host.
pub struct Generated {
    /// The entry point's name.
    pub name: String,
    /// The CUDA source (what CubeCL's runtime hands to NVRTC).
    pub source: String,
    /// Bytes of (dynamic) shared memory the launch needs.
    pub shared_bytes: usize,
}

fn generate(name: &str, cube_dim: CubeDim, body: impl FnOnce(&mut KernelBuilder)) -> Generated {
    use cubecl::cuda::{CudaCompiler, CudaRuntime};
    use cubecl::prelude::{AddressType, KernelSettings};
    let settings = KernelSettings::default()
        .cube_dim(cube_dim)
        .address_type(AddressType::U32)
        .kernel_name(name);
    let mut builder = KernelBuilder::default();
    builder.runtime_properties(<CudaRuntime as Runtime>::target_properties());
    settings.address_type.register(&mut builder.scope);
    body(&mut builder);
    let definition = builder.build(settings.clone());
    let mut compiler = CudaCompiler::default();
    let options = Default::default();
    let kernel = cubecl::Compiler::compile(
        &mut compiler,
        definition,
        &options,
        ExecutionMode::Unchecked,
        settings.address_type.unsigned_type(),
    )
    .expect("CubeCL compiles the kernel");
    Generated {
        name: name.to_string(),
        shared_bytes: kernel.shared_memory_size(),
        source: kernel.to_string(),
    }
}

fn array_in(builder: &mut KernelBuilder) -> <Array<f32> as CubeType>::ExpandType {
    <Array<f32> as LaunchArg>::expand(&ArrayCompilationArg { inplace: None }, builder)
}

fn array_out(builder: &mut KernelBuilder) -> <Array<f32> as CubeType>::ExpandType {
    <Array<f32> as LaunchArg>::expand_output(&ArrayCompilationArg { inplace: None }, builder)
}

/// The CUDA source of `transpose::<K>`.
pub fn generate_transpose<K: TransposeCfg>(name: &str, threads: u32) -> Generated {
    generate(name, CubeDim::new_1d(threads), |b| {
        let input = array_in(b);
        let output = array_out(b);
        transpose::expand::<K>(&mut b.scope, input, output);
    })
}

/// The CUDA source of `sgemm::<K>` (256 threads).
pub fn generate_sgemm<K: SgemmCfg>(name: &str) -> Generated {
    generate(name, CubeDim::new_1d(256), |b| {
        let a = array_in(b);
        let bb = array_in(b);
        let c = array_out(b);
        sgemm::expand::<K>(&mut b.scope, a, bb, c);
    })
}
