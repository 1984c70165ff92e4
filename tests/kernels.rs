//! The CuTe-style CPU kernels of the examples, checked against naive implementations.

#[path = "../examples/common/kernels.rs"]
mod kernels;

fn matrix(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) % 17) as f32 - 8.0)
        .collect()
}

#[test]
fn transpose_matches_naive() {
    let n = 64;
    let src = matrix(n * n, 1);
    let (mut got, mut want) = (vec![0.0; n * n], vec![0.0; n * n]);
    kernels::transpose_64(&src, &mut got);
    kernels::naive_transpose(n, &src, &mut want);
    assert_eq!(got, want);
    let n = 256;
    let src = matrix(n * n, 2);
    let (mut got, mut want) = (vec![0.0; n * n], vec![0.0; n * n]);
    kernels::transpose_256(&src, &mut got);
    kernels::naive_transpose(n, &src, &mut want);
    assert_eq!(got, want);
}

#[test]
fn sgemm_matches_naive_on_both_paths() {
    let n = 64;
    let a = matrix(n * n, 3);
    let b = matrix(n * n, 4);
    let mut want = vec![0.0; n * n];
    kernels::naive_gemm(n, n, n, &a, &b, &mut want);
    for fma in [false, true] {
        let mut got = vec![f32::NAN; n * n];
        kernels::sgemm_64(&a, &b, &mut got, fma);
        // small integers: every product and sum is exact in f32, so the results are equal
        assert_eq!(got, want, "fma path: {fma}");
    }
    let n = 256;
    let a = matrix(n * n, 5);
    let b = matrix(n * n, 6);
    let mut want = vec![0.0; n * n];
    kernels::naive_gemm(n, n, n, &a, &b, &mut want);
    let mut got = vec![0.0; n * n];
    kernels::sgemm_256(&a, &b, &mut got, kernels::has_fma());
    assert_eq!(got, want);
}
