//! A tiled SGEMM on the CPU, written the CuTe way (see `examples/common/kernels.rs`), checked
//! against a naive triple loop and timed.
//!
//! `cargo run --release --example sgemm`

#[path = "common/kernels.rs"]
mod kernels;

use std::time::Instant;

fn main() {
    let n = 512;
    let a: Vec<f32> = (0..n * n).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..n * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let mut c = vec![0.0f32; n * n];
    let mut want = vec![0.0f32; n * n];
    kernels::naive_gemm(n, n, n, &a, &b, &mut want);
    let fma = kernels::has_fma();
    kernels::sgemm_512(&a, &b, &mut c, fma);
    assert_eq!(c, want, "the tiled kernel agrees with the naive one");
    let reps = 10;
    let t = Instant::now();
    for _ in 0..reps {
        kernels::sgemm_512(&a, &b, &mut c, fma);
    }
    let secs = t.elapsed().as_secs_f64() / reps as f64;
    let gflops = 2.0 * (n * n * n) as f64 / secs / 1e9;
    println!(
        "sgemm {n}x{n}x{n}: {:.2} ms, {gflops:.1} GFLOP/s on {} workers (AVX2+FMA: {fma})",
        secs * 1e3,
        kernels::workers()
    );
    println!("result matches the naive triple loop");
}
