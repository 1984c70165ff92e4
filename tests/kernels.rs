//! The CuTe-style CPU kernels of the examples (any M, N, K), checked against naive
//! implementations on many shapes: tile multiples, primes, 1 x N, M x 1, 0, and leading
//! dimensions larger than the rows.

#[path = "../examples/common/kernels.rs"]
mod kernels;

use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
use kernels::{Major, Strided};

fn matrix(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) % 17) as f32 - 8.0)
        .collect()
}

/// Sizes around the tiles (32 for the transpose; 96 x 1024 x 512 blocks, 6 x 16 register tiles
/// for the GEMM), primes, 1 and 0.
const SIZES: [usize; 12] = [0, 1, 2, 3, 4, 17, 31, 33, 64, 65, 257, 300];

#[test]
fn transpose_matches_naive_for_any_size() {
    let mut shapes: Vec<(usize, usize)> = Vec::new();
    for &m in &SIZES {
        for &n in &[0usize, 1, 5, 32, 63, 100] {
            shapes.push((m, n));
            shapes.push((n, m));
        }
    }
    shapes.push((1000, 1000));
    shapes.push((1024, 1024));
    for (i, &(m, n)) in shapes.iter().enumerate() {
        let src = matrix(m * n, i as u32);
        let (mut got, mut want) = (vec![f32::NAN; m * n], vec![0.0; m * n]);
        kernels::transpose(m, n, &src, &mut got);
        kernels::naive_transpose(m, n, &src, &mut want);
        assert_eq!(got, want, "transpose {m} x {n}");
    }
}

fn check_gemm(m: usize, n: usize, k: usize, pad: usize, fma: bool, seed: u32) {
    // Leading dimensions `pad` elements longer than the rows; the padding must stay untouched.
    let (lda, ldb, ldc) = (k + pad, n + pad, n + pad);
    let a = matrix(m * lda, seed);
    let b = matrix(k * ldb, seed + 1);
    let mut c = vec![f32::NAN; m * ldc];
    kernels::sgemm(m, n, k, &a, lda, &b, ldb, &mut c, ldc, fma);
    for i in 0..m {
        for j in 0..ldc {
            let got = c[i * ldc + j];
            if j >= n {
                assert!(
                    got.is_nan(),
                    "{m}x{n}x{k} (pad {pad}): C's padding was written"
                );
                continue;
            }
            // Small integers: every product and partial sum is exact in f32.
            let want: f32 = (0..k).map(|p| a[i * lda + p] * b[p * ldb + j]).sum();
            assert_eq!(
                got, want,
                "{m}x{n}x{k} (pad {pad}, fma {fma}) at ({i}, {j})"
            );
        }
    }
}

#[test]
fn sgemm_matches_naive_for_any_size() {
    let fma = kernels::has_fma();
    let mut seed = 0;
    for &m in &[0usize, 1, 3, 4, 5, 63, 64, 65, 130] {
        for &n in &[0usize, 1, 15, 16, 17, 255, 256, 300] {
            for &k in &[0usize, 1, 7, 256, 513] {
                seed += 1;
                check_gemm(m, n, k, 0, fma, seed);
            }
        }
    }
}

#[test]
fn sgemm_with_leading_dimensions_and_both_micro_kernels() {
    for fma in [false, true] {
        for &(m, n, k) in &[(67usize, 45usize, 300usize), (1, 513, 2), (129, 1, 33)] {
            check_gemm(m, n, k, 3, fma, 7);
            check_gemm(m, n, k, 0, fma, 8);
        }
    }
}

#[test]
fn sgemm_matches_the_naive_row_major_gemm() {
    let (m, n, k) = (200, 300, 260);
    let (a, b) = (matrix(m * k, 11), matrix(k * n, 12));
    let (mut got, mut want) = (vec![f32::NAN; m * n], vec![0.0; m * n]);
    kernels::sgemm(m, n, k, &a, k, &b, n, &mut got, n, kernels::has_fma());
    kernels::naive_gemm(m, n, k, &a, &b, &mut want);
    assert_eq!(got, want);
}

/// A matrix operand for the checks: its storage and how element `(i, j)` is found in it (the
/// reference loops index by hand; the kernel sees the same storage through a layout).
struct Operand {
    data: Vec<f32>,
    layout: Strided,
    strides: (usize, usize),
}

impl Operand {
    /// `rows x cols` with strides `(s0, s1)` (any, possibly neither 1), `seed` for the values
    /// (NaN for an output).
    fn new(rows: usize, cols: usize, (s0, s1): (usize, usize), seed: Option<u32>) -> Self {
        let len = if rows == 0 || cols == 0 {
            0
        } else {
            (rows - 1) * s0 + (cols - 1) * s1 + 1
        };
        let data = match seed {
            Some(seed) => matrix(len, seed),
            None => vec![f32::NAN; len],
        };
        let layout = make_layout!((rows, cols):(s0, s1));
        Operand {
            data,
            layout,
            strides: (s0, s1),
        }
    }

    /// A row- or column-major `rows x cols` operand, its leading dimension `pad` longer than
    /// the contiguous mode.
    fn ordered(major: Major, rows: usize, cols: usize, pad: usize, seed: Option<u32>) -> Self {
        let strides = match major {
            Major::Row => (cols + pad, 1),
            Major::Col => (1, rows + pad),
        };
        let op = Operand::new(rows, cols, strides, seed);
        // The layout the kernel's callers build for this order is the same.
        let ld = if major == Major::Row {
            strides.0
        } else {
            strides.1
        };
        assert_eq!(major.layout(rows, cols, ld), op.layout);
        op
    }

    fn at(&self, i: usize, j: usize) -> usize {
        i * self.strides.0 + j * self.strides.1
    }
}

/// `C = A * B` by [`kernels::gemm_on`] on `workers` workers, checked against the naive loop
/// element by element (small integers: every sum is exact), and every other element of C's
/// storage (padding) left NaN.
fn check_operands(a: &Operand, b: &Operand, mut c: Operand, workers: usize, what: &str) {
    let m = extent(a.layout.shape().0);
    let k = extent(a.layout.shape().1);
    let n = extent(b.layout.shape().1);
    let fma = kernels::has_fma();
    {
        let at = Tensor::with_layout(&a.data[..], a.layout).unwrap();
        let bt = Tensor::with_layout(&b.data[..], b.layout).unwrap();
        let mut ct = Tensor::with_layout_mut(&mut c.data[..], c.layout).unwrap();
        kernels::gemm_on(&at, &bt, &mut ct, fma, workers);
    }
    let mut seen = vec![false; c.data.len()];
    for i in 0..m {
        for j in 0..n {
            let want: f32 = (0..k)
                .map(|p| a.data[a.at(i, p)] * b.data[b.at(p, j)])
                .sum();
            let o = c.at(i, j);
            seen[o] = true;
            assert_eq!(
                c.data[o], want,
                "{what}: {m}x{n}x{k} on {workers} workers at ({i}, {j})"
            );
        }
    }
    for (o, s) in seen.iter().enumerate() {
        assert!(
            *s || c.data[o].is_nan(),
            "{what}: {m}x{n}x{k}: C's padding at {o} was written"
        );
    }
}

fn extent(d: cute_layout::Dyn) -> usize {
    usize::try_from(d.0).unwrap()
}

const ORDERS: [Major; 2] = [Major::Row, Major::Col];

/// Every combination of row- and column-major A, B and C, on shapes around the tiles (6 x 16
/// register tiles, 96 x 1024 x 512 blocks), primes, 1 and 0, with and without padding, on one
/// worker (one band of rows) and three (bands of rows, or of columns for a short M).
#[test]
fn sgemm_all_operand_orders_match_naive() {
    let shapes: [(usize, usize, usize); 17] = [
        (0, 5, 3),
        (5, 0, 3),
        (4, 7, 0),
        (1, 1, 1),
        (1, 300, 2),
        (300, 1, 2),
        (6, 16, 256),
        (7, 17, 257),
        (13, 31, 29),
        (97, 33, 5),
        (96, 100, 300),
        (101, 257, 263),
        (200, 19, 300),
        (5, 1025, 3),
        (2, 1030, 70),
        (37, 53, 511),
        (3, 40, 1030),
    ];
    let mut seed = 100;
    for &(m, n, k) in &shapes {
        for oa in ORDERS {
            for ob in ORDERS {
                for oc in ORDERS {
                    for (pad, workers) in [(0, 1), (3, 3), (1, 2)] {
                        seed += 1;
                        let a = Operand::ordered(oa, m, k, pad, Some(seed));
                        let b = Operand::ordered(ob, k, n, pad + 1, Some(seed + 7));
                        let c = Operand::ordered(oc, m, n, pad, None);
                        check_operands(&a, &b, c, workers, &format!("{oa:?} {ob:?} {oc:?}"));
                    }
                }
            }
        }
    }
}

/// Operands with neither stride 1 (every other row and column of a larger matrix): packed by
/// the same copies; a C whose rows interleave in storage is computed as one band.
#[test]
fn sgemm_with_any_strides() {
    for &(m, n, k) in &[
        (1usize, 1usize, 1usize),
        (13, 40, 29),
        (101, 35, 300),
        (7, 1100, 9),
    ] {
        for workers in [1, 3] {
            let a = Operand::new(m, k, (2, 2 * m + 1), Some(1));
            let b = Operand::new(k, n, (2 * n + 3, 2), Some(2));
            // Rows apart (disjoint in storage), then interleaved columns.
            let c = Operand::new(m, n, (3 * n, 3), None);
            check_operands(&a, &b, c, workers, "strided, rows apart");
            let c = Operand::new(m, n, (2, 2 * m + 5), None);
            check_operands(&a, &b, c, workers, "strided, rows interleaved");
            // Row-major A and column-major B as sub-matrices of every other row / column.
            let a = Operand::new(m, k, (2 * k + 2, 1), Some(3));
            let b = Operand::new(k, n, (1, 2 * k + 1), Some(4));
            let c = Operand::new(m, n, (1, 2 * m), None);
            check_operands(&a, &b, c, workers, "sub-matrices");
            // A read-only operand may alias itself: rows of B 5 apart, overlapping.
            let b = Operand::new(k, n, (5, 1), Some(5));
            let c = Operand::new(m, n, (n, 1), None);
            check_operands(&a, &b, c, workers, "overlapping rows of B");
        }
    }
}
