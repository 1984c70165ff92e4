//! CPU kernels written the CuTe way: tiles by `local_tile`, per-worker bands, packing and
//! write-back as copies between layouts, register tiles as register tensors.
//!
//! Shared (through `#[path]`) by the `transpose` and `sgemm` examples, `tests/kernels.rs` and
//! the benchmarks. The problem sizes are part of the layouts' types, so each size is one
//! instantiation of the kernel macros below.
#![allow(dead_code)]

use cute_layout::prelude::*;
use cute_layout::tensor::{RegTensor, Tensor};

/// Number of worker threads the kernels spread their tiles over: `CUTE_WORKERS` if set,
/// otherwise the available parallelism (at most 8).
pub fn workers() -> usize {
    std::env::var("CUTE_WORKERS")
        .ok()
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(8)
        })
        .max(1)
}

/// Splits `0..n` into at most `parts` contiguous, non-empty ranges.
pub fn bands(n: usize, parts: usize) -> Vec<std::ops::Range<usize>> {
    let per = n.div_ceil(parts.max(1));
    (0..parts)
        .map(|p| (p * per).min(n)..((p + 1) * per).min(n))
        .filter(|r| !r.is_empty())
        .collect()
}

/// The textbook triple loop: `C = A * B` for row-major `A` (m x k), `B` (k x n), `C` (m x n).
pub fn naive_gemm(m: usize, n: usize, k: usize, a: &[f32], b: &[f32], c: &mut [f32]) {
    for i in 0..m {
        for j in 0..n {
            let mut s = 0.0f32;
            for p in 0..k {
                s += a[i * k + p] * b[p * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/// Naive transpose of a row-major `n x n` matrix.
pub fn naive_transpose(n: usize, src: &[f32], dst: &mut [f32]) {
    for i in 0..n {
        for j in 0..n {
            dst[j * n + i] = src[i * n + j];
        }
    }
}

/// A tiled transpose of a row-major `n x n` matrix. The destination's rows are cut into bands
/// (one per worker); in a band, each `T x T` tile of the source is copied into the band seen
/// through the transposed layout `(T,T):(1,n)` — a transpose is a copy between two layouts.
macro_rules! transpose_kernel {
    ($name:ident, $n:literal, $t:literal) => {
        /// Tiled, multi-threaded transpose of a row-major square matrix.
        pub fn $name(src: &[f32], dst: &mut [f32]) {
            type Src = layout!(($n, $n):($n, 1));
            const TILES: usize = $n / $t;
            let src = Tensor::<_, Src>::new(src).expect("the source holds n*n elements");
            let mut rest: &mut [f32] = dst;
            let mut work = Vec::new();
            for band in bands(TILES, workers()) {
                let (mine, tail) = rest.split_at_mut(band.len() * $t * $n);
                work.push((band, mine));
                rest = tail;
            }
            std::thread::scope(|s| {
                for (band, mine) in work {
                    s.spawn(move || {
                        // Destination rows band*T.. are source columns: source tiles (bi, bj)
                        // with bj in the band land at destination rows bj*T.., columns bi*T...
                        for bj in band.clone() {
                            for bi in 0..TILES {
                                let tile = src.local_tile::<shape!(($t, $t)), _>((bi, bj));
                                let off = (bj - band.start) * $t * $n + bi * $t;
                                let mut d = Tensor::<_, layout!(($t, $t):(1, $n))>::new_mut(&mut mine[off..])
                                    .expect("the band holds the tile");
                                d.copy_from(&tile);
                            }
                        }
                    });
                }
            });
        }
    };
}

transpose_kernel!(transpose_64, 64, 16);
transpose_kernel!(transpose_256, 256, 32);
transpose_kernel!(transpose_1024, 1024, 32);

/// Runs `job` on every band: on the calling thread when there is one, on scoped worker
/// threads otherwise.
pub fn run_bands<'a, T: Send + 'a>(work: Vec<T>, job: impl Fn(T) + Sync) {
    if work.len() == 1 {
        work.into_iter().for_each(job);
        return;
    }
    std::thread::scope(|s| {
        for w in work {
            let job = &job;
            s.spawn(move || job(w));
        }
    });
}

/// Rows of the register tile of C.
pub const MR: usize = 16;
/// Columns of the register tile of C.
pub const NR: usize = 4;

/// `acc += x_panel * y_panel` over `kc` steps: `x` holds `kc` runs of `MR` contiguous values
/// (the vector dimension), `y` holds `kc` runs of `NR` values (broadcast); `acc[i + MR * j]`
/// accumulates `x_i * y_j`.
#[inline(always)]
fn micro_kernel_body(kc: usize, a: &[f32], b: &[f32], acc: &mut [f32; MR * NR]) {
    let a = &a[..kc * MR];
    let b = &b[..kc * NR];
    for (ak, bk) in a.chunks_exact(MR).zip(b.chunks_exact(NR)) {
        for j in 0..NR {
            let bj = bk[j];
            for i in 0..MR {
                acc[i + MR * j] = ak[i].mul_add(bj, acc[i + MR * j]);
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn micro_kernel_fma(kc: usize, a: &[f32], b: &[f32], acc: &mut [f32; MR * NR]) {
    micro_kernel_body(kc, a, b, acc)
}

/// Whether the micro-kernel may use AVX2 and FMA on this CPU.
pub fn has_fma() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The micro-kernel: AVX2+FMA code when `fma` is true (the caller checked [`has_fma`]).
#[inline]
pub fn micro_kernel(fma: bool, kc: usize, a: &[f32], b: &[f32], acc: &mut [f32; MR * NR]) {
    #[cfg(target_arch = "x86_64")]
    {
        if fma && has_fma() {
            // SAFETY: `micro_kernel_fma` needs only that the CPU supports AVX2 and FMA, which
            // `has_fma` has just confirmed; its body is safe Rust. `tests/kernels.rs` checks
            // this path against the portable one and against a naive GEMM.
            return unsafe { micro_kernel_fma(kc, a, b, acc) };
        }
    }
    let _ = fma;
    micro_kernel_body(kc, a, b, acc)
}

/// A tiled GEMM `C = A * B` of row-major `m x k` and `k x n` matrices, CuTe style.
///
/// For each `BK x BN` block of B and each `BM x BK` tile of A, both are packed by `copy` into
/// the panel layouts the micro-kernel reads: B in panels of `MR = 16` columns, A in panels of
/// `NR = 4` rows, both k-major. Every `4 x 16` tile of C (rows contiguous, like C) is
/// accumulated in a register tensor and added into C through a `local_tile` view. Bands of
/// block rows of C go to worker threads.
///
/// The packing copies are single loop nests because both sides of each copy are seen with the
/// same mode structure: B's block divided by 16 along N, A's tile composed with a layout that
/// puts K first (so A's rows are read contiguously).
macro_rules! sgemm_kernel {
    (
        $name:ident, m: $m:literal, n: $n:literal, k: $k:literal,
        block: ($bm:literal, $bn:literal, $bk:literal),
        panels: ($bm4:literal, $bn16:literal, $bk4:literal, $bk16:literal)
    ) => {
        /// Tiled, multi-threaded SGEMM of row-major matrices; `fma` allows the AVX2/FMA path.
        pub fn $name(a: &[f32], b: &[f32], c: &mut [f32], fma: bool) {
    type A = layout!(($m, $k):($k, 1));
    type B = layout!(($k, $n):($n, 1));
            // The BM x BN block of C a worker updates, inside its band of rows.
    type CBlock = layout!(($bm, $bn):($n, 1));
            // A's tile in panels of 4 rows, k-major: (k, (row in panel, panel)).
    type PackA = layout!(($bk, (4, $bm4)):(4, (1, $bk4)));
            // (k, m) order over an (m, k) tile, so that packing reads A's rows contiguously.
    type KFirst = layout!(($bk, (4, $bm4)):($bm, (1, 4)));
            // B's block in panels of 16 columns, k-major: (k, (column in panel, panel)).
    type PackB = layout!(($bk, (16, $bn16)):(16, (1, $bk16)));
            // One 4 x 16 tile of C, row-major in registers.
    type Acc = layout!((4, 16):(16, 1));
            let a = Tensor::<_, A>::new(a).expect("A holds m*k elements");
            let b = Tensor::<_, B>::new(b).expect("B holds k*n elements");
            let mut rest: &mut [f32] = c;
            let mut work = Vec::new();
            for band in bands($m / $bm, workers()) {
                let (mine, tail) = rest.split_at_mut(band.len() * $bm * $n);
                mine.fill(0.0);
                work.push((band, mine));
                rest = tail;
            }
            let job = |(band, mine): (std::ops::Range<usize>, &mut [f32])| {
                let mut pa = vec![0.0f32; $bm * $bk];
                let mut pb = vec![0.0f32; $bk * $bn];
                for bk in 0..$k / $bk {
                    for bn in 0..$n / $bn {
                        let gb = b.local_tile::<shape!(($bk, $bn)), _>((bk, bn));
                        Tensor::<_, PackB>::new_mut(&mut pb)
                            .expect("packed B")
                            .copy_from(&gb.logical_divide::<tile!(_, 16)>());
                        for bm in band.clone() {
                            let ga = a.local_tile::<shape!(($bm, $bk)), _>((bm, bk));
                            Tensor::<_, PackA>::new_mut(&mut pa)
                                .expect("packed A")
                                .copy_from(&ga.compose::<KFirst>());
                            let off = (bm - band.start) * $bm * $n + bn * $bn;
                            let mut gc = Tensor::<_, CBlock>::new_mut(&mut mine[off..])
                                .expect("a block of C");
                            for ir in 0..$bm4 {
                                for jr in 0..$bn16 {
                                    let mut acc = RegTensor::<f32, Acc>::new_registers();
                                    let regs: &mut [f32; MR * NR] =
                                        acc.data_mut().try_into().expect("MR x NR registers");
                                    micro_kernel(
                                        fma,
                                        $bk,
                                        &pb[jr * $bk16..],
                                        &pa[ir * $bk4..],
                                        regs,
                                    );
                                    gc.local_tile_mut::<shape!((4, 16)), _>((ir, jr))
                                        .zip_apply(&acc, |c, r| *c += *r);
                                }
                            }
                        }
                    }
                }
            };
            run_bands(work, job);
        }
    };
}

// Problem sizes and blocks; the panels' extents and strides are written out (block M / 4,
// block N / 16, 4 * block K, 16 * block K) since the notation has no arithmetic.
sgemm_kernel!(sgemm_64, m: 64, n: 64, k: 64, block: (32, 32, 32), panels: (8, 2, 128, 512));
sgemm_kernel!(sgemm_256, m: 256, n: 256, k: 256, block: (64, 256, 256), panels: (16, 16, 1024, 4096));
sgemm_kernel!(sgemm_512, m: 512, n: 512, k: 512, block: (64, 256, 256), panels: (16, 16, 1024, 4096));
sgemm_kernel!(sgemm_1024, m: 1024, n: 1024, k: 1024, block: (64, 256, 512), panels: (16, 16, 2048, 8192));
