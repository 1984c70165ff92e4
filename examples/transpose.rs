//! A tiled matrix transpose on the CPU, written the CuTe way: each tile is a `copy` from the
//! source's layout into the destination seen through the transposed layout.
//!
//! `cargo run --release --example transpose`

#[path = "common/kernels.rs"]
mod kernels;

use std::time::Instant;

fn main() {
    let n = 1024;
    let src: Vec<f32> = (0..n * n).map(|i| i as f32).collect();
    let mut dst = vec![0.0f32; n * n];
    let mut want = vec![0.0f32; n * n];
    kernels::naive_transpose(n, &src, &mut want);
    kernels::transpose_1024(&src, &mut dst);
    assert_eq!(dst, want, "the tiled transpose agrees with the naive one");
    let reps = 20;
    let t = Instant::now();
    for _ in 0..reps {
        kernels::transpose_1024(&src, &mut dst);
    }
    let secs = t.elapsed().as_secs_f64() / reps as f64;
    let gbs = 2.0 * (n * n * 4) as f64 / secs / 1e9;
    println!(
        "transpose {n}x{n}: {:.3} ms, {gbs:.1} GB/s on {} workers",
        secs * 1e3,
        kernels::workers()
    );
    println!("result matches the naive transpose");
}
