//! A tiled matrix transpose on the CPU for any M, N, written the CuTe way: each tile is a
//! `copy` from the source's layout into the destination seen through the transposed layout.
//!
//! `cargo run --release --example transpose -- M N` (default 1024 1024)

#[path = "common/kernels.rs"]
mod kernels;

use std::time::Instant;

fn main() {
    let [m, n] = kernels::sizes([1024, 1024], "transpose [M N]");

    let src: Vec<f32> = (0..m * n).map(|i| i as f32).collect();
    let mut dst = vec![f32::NAN; m * n];
    let mut want = vec![0.0f32; m * n];
    kernels::naive_transpose(m, n, &src, &mut want);
    kernels::transpose(m, n, &src, &mut dst);
    assert_eq!(dst, want, "the tiled transpose agrees with the naive one");
    let reps = ((1usize << 28) / (m * n).max(1)).clamp(1, 1000);
    let t = Instant::now();
    for _ in 0..reps {
        kernels::transpose(m, n, &src, &mut dst);
    }
    let secs = t.elapsed().as_secs_f64() / reps as f64;
    let gbs = 2.0 * (m * n * 4) as f64 / secs / 1e9;
    println!(
        "transpose {m}x{n}: {:.3} ms, {gbs:.1} GB/s on {} workers",
        secs * 1e3,
        kernels::workers()
    );
    println!("result matches the naive transpose");
}
