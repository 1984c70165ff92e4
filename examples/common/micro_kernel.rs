//! The micro-kernel: one `MR x NR` tile of C in registers, `sum_p a[i][p] * b[p][j]` over a
//! block of K, portable or with AVX2 and FMA.

use cute_layout::prelude::*;

/// Rows of the register tile of C (broadcast from A's rows).
pub const MR: usize = 6;
/// Columns of the register tile of C (the vector dimension, from B's panel).
pub const NR: usize = 16;

/// `a_rows * b_panel` over `kc` steps: step `p` of `b` is the `NR` contiguous values at
/// `bs * p` (the vector dimension), `a[i]` holds row `i`'s `kc` values (broadcast); the result
/// holds `sum_p a[i][p] * b[bs * p + j]` at `NR * i + j`.
///
/// The steps are walked by zipped slice iterators (one length for all, no bounds check per
/// step); a packed panel (`bs == NR`) is an array of steps.
#[inline(always)]
fn micro_kernel_body(kc: usize, a: &[&[f32]; MR], b: &[f32], bs: usize) -> [f32; MR * NR] {
    if kc == 0 {
        return [0.0; MR * NR];
    }
    let b = &b[..bs * (kc - 1) + NR];
    if bs == NR {
        steps(
            kc,
            a,
            b.chunks_exact(NR).map(|s| s.try_into().expect("NR values")),
        )
    } else {
        steps(
            kc,
            a,
            b.chunks(bs).map(|s| s[..NR].try_into().expect("NR values")),
        )
    }
}

/// [`micro_kernel_body`] over the steps of B `b`.
#[inline(always)]
fn steps<'b>(
    kc: usize,
    a: &[&[f32]; MR],
    b: impl Iterator<Item = &'b [f32; NR]>,
) -> [f32; MR * NR] {
    const { assert!(MR == 6, "the zip below takes six rows of A") };
    let rows = a[0][..kc]
        .iter()
        .zip(&a[1][..kc])
        .zip(&a[2][..kc])
        .zip(&a[3][..kc])
        .zip(&a[4][..kc])
        .zip(&a[5][..kc]);
    // The accumulators live in registers for the whole loop.
    let mut c = [[0.0f32; NR]; MR];
    for ((((((a0, a1), a2), a3), a4), a5), bk) in rows.zip(b) {
        let ap = [*a0, *a1, *a2, *a3, *a4, *a5];
        for i in 0..MR {
            for j in 0..NR {
                c[i][j] = bk[j].mul_add(ap[i], c[i][j]);
            }
        }
    }
    core::array::from_fn(|x| c[x / NR][x % NR])
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn micro_kernel_fma(kc: usize, a: &[&[f32]; MR], b: &[f32], bs: usize) -> [f32; MR * NR] {
    micro_kernel_body(kc, a, b, bs)
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

/// The micro-kernel: AVX2+FMA code when `fma` is true (the caller checked [`has_fma`]); the
/// `MR x NR` results, row `i` column `j` at `NR * i + j`.
#[inline]
pub fn micro_kernel(
    fma: bool,
    kc: usize,
    a: &[&[f32]; MR],
    b: &[f32],
    bs: usize,
) -> [f32; MR * NR] {
    #[cfg(target_arch = "x86_64")]
    {
        if fma && has_fma() {
            // SAFETY: `micro_kernel_fma` needs only that the CPU supports AVX2 and FMA, which
            // `has_fma` has just confirmed; its body is safe Rust. `tests/kernels.rs` checks
            // this path against the portable one and against a naive GEMM.
            return unsafe { micro_kernel_fma(kc, a, b, bs) };
        }
    }
    let _ = fma;
    micro_kernel_body(kc, a, b, bs)
}

/// One `MR x NR` tile of C in registers, seen transposed like C: `(column, row)`; the
/// micro-kernel writes row `i`, column `j` at `NR i + j`.
pub(super) type Acc = layout!((16, 6):(1, 16));
