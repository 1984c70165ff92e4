//! A tiled SGEMM on the CPU for any M, N, K, written the CuTe way (see
//! `examples/common/kernels.rs`), checked against a naive triple loop and timed.
//!
//! `cargo run --release --example sgemm -- M N K` (default 512 512 512)

#[path = "common/kernels.rs"]
mod kernels;

use std::time::Instant;

fn main() {
    let [m, n, k] = kernels::sizes([512, 512, 512], "sgemm [M N K]");

    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let mut c = vec![f32::NAN; m * n];
    let mut want = vec![0.0f32; m * n];
    kernels::naive_gemm(m, n, k, &a, &b, &mut want);
    let fma = kernels::has_fma();
    kernels::sgemm(m, n, k, &a, k, &b, n, &mut c, n, fma);
    // Small integers: every product and partial sum is exact in f32, so the results are equal.
    assert_eq!(c, want, "the tiled kernel agrees with the naive one");
    let reps = ((1usize << 32) / (2 * m * n * k).max(1)).clamp(1, 1000);
    let t = Instant::now();
    for _ in 0..reps {
        kernels::sgemm(m, n, k, &a, k, &b, n, &mut c, n, fma);
    }
    let secs = t.elapsed().as_secs_f64() / reps as f64;
    let gflops = 2.0 * (m * n * k) as f64 / secs / 1e9;
    println!(
        "sgemm {m}x{n}x{k}: {:.3} ms, {gflops:.1} GFLOP/s on {} workers (AVX2+FMA: {fma})",
        secs * 1e3,
        kernels::workers()
    );
    println!("result matches the naive triple loop");
}
