//! The CuTe-style SGEMM example against the `matrixmultiply` crate, at 256, 512 and 1024.
//!
//! `cargo bench --bench sgemm` prints GFLOP/s of our kernel (one worker, and all workers) next
//! to matrixmultiply's (single-threaded, its default), and the ratios (goal: >= 0.8).

#[path = "../examples/common/kernels.rs"]
mod kernels;

use std::hint::black_box;
use std::time::Instant;

fn gflops(n: usize, mut f: impl FnMut()) -> f64 {
    f();
    let reps = (1 << 27) / (n * n * n) + 2;
    let mut best = f64::INFINITY;
    for _ in 0..7 {
        let t = Instant::now();
        for _ in 0..reps {
            f();
        }
        best = best.min(t.elapsed().as_secs_f64() / reps as f64);
    }
    2.0 * (n * n * n) as f64 / best / 1e9
}

/// matrixmultiply's `C = A * B` for row-major square matrices.
fn reference(n: usize, a: &[f32], b: &[f32], c: &mut [f32]) {
    assert!(a.len() >= n * n && b.len() >= n * n && c.len() >= n * n);
    let s = n as isize;
    // SAFETY: the three slices hold n*n elements each (asserted above); the strides (n, 1)
    // keep every access of an n x n matrix inside them; `c` does not alias `a` or `b`. The
    // result is compared with our kernel below before anything is timed.
    unsafe {
        matrixmultiply::sgemm(
            n,
            n,
            n,
            1.0,
            a.as_ptr(),
            s,
            1,
            b.as_ptr(),
            s,
            1,
            0.0,
            c.as_mut_ptr(),
            s,
            1,
        )
    }
}

fn run(n: usize, ours: fn(&[f32], &[f32], &mut [f32], bool)) {
    let a: Vec<f32> = (0..n * n).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..n * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let (mut c, mut r) = (vec![0.0f32; n * n], vec![0.0f32; n * n]);
    let fma = kernels::has_fma();
    ours(&a, &b, &mut c, fma);
    reference(n, &a, &b, &mut r);
    assert_eq!(c, r, "our kernel and matrixmultiply disagree at n = {n}");
    let all = kernels::workers();
    std::env::set_var("CUTE_WORKERS", "1");
    let one = gflops(n, || {
        ours(black_box(&a), black_box(&b), black_box(&mut c), fma)
    });
    std::env::set_var("CUTE_WORKERS", all.to_string());
    let many = gflops(n, || {
        ours(black_box(&a), black_box(&b), black_box(&mut c), fma)
    });
    let mm = gflops(n, || {
        reference(n, black_box(&a), black_box(&b), black_box(&mut r))
    });
    println!(
        "| {n} | {one:.1} | {many:.1} ({all} workers) | {mm:.1} | {:.2} | {:.2} |",
        one / mm,
        many / mm
    );
}

fn main() {
    println!("| n | ours, 1 worker GFLOP/s | ours, all workers GFLOP/s | matrixmultiply GFLOP/s | ratio 1 worker | ratio all |");
    println!("|---:|---:|---:|---:|---:|---:|");
    run(256, kernels::sgemm_256);
    run(512, kernels::sgemm_512);
    run(1024, kernels::sgemm_1024);
}
