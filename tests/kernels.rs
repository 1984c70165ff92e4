//! The CuTe-style CPU kernels of the examples (any M, N, K), checked against naive
//! implementations on many shapes: tile multiples, primes, 1 x N, M x 1, 0, and leading
//! dimensions larger than the rows.

#[path = "../examples/common/kernels.rs"]
mod kernels;

fn matrix(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) % 17) as f32 - 8.0)
        .collect()
}

/// Sizes around the tiles (32 for the transpose; 64 x 256 x 256 blocks, 4 x 16 register tiles
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
            for &k in &[0usize, 1, 7, 256, 257] {
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

#[test]
fn sgemm_col_major_matches_naive() {
    for &(m, n, k) in &[
        (1usize, 1usize, 1usize),
        (70, 33, 45),
        (5, 300, 17),
        (200, 3, 64),
    ] {
        let (lda, ldb, ldc) = (m + 2, k + 1, m + 3);
        let (a, b) = (matrix(lda * k, 21), matrix(ldb * n, 22));
        let mut c = vec![f32::NAN; ldc * n];
        kernels::sgemm_col_major(m, n, k, &a, lda, &b, ldb, &mut c, ldc, kernels::has_fma());
        for j in 0..n {
            for i in 0..ldc {
                let got = c[i + j * ldc];
                if i >= m {
                    assert!(got.is_nan(), "{m}x{n}x{k}: C's padding was written");
                    continue;
                }
                let want: f32 = (0..k).map(|p| a[i + p * lda] * b[p + j * ldb]).sum();
                assert_eq!(got, want, "column-major {m}x{n}x{k} at ({i}, {j})");
            }
        }
    }
}
