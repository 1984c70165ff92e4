//! The `sgemm` example's kernel (any M, N, K; `examples/common/kernels.rs`) against the
//! `matrixmultiply` crate, at the same thread count, both taking the sizes at run time.
//!
//! `cargo bench --bench sgemm` runs every size on 1 thread (ours with one worker,
//! matrixmultiply with `MATMUL_NUM_THREADS=1`, i.e. its single-threaded default path) and on
//! 2 threads (ours with two workers, matrixmultiply's `threading` feature with
//! `MATMUL_NUM_THREADS=2`). matrixmultiply reads its thread count once per process, so each
//! thread count runs in a child process of this one. Each cell is GFLOP/s over `RUNS` timed
//! runs (min / median / max); ours and matrixmultiply alternate run by run. The ratio is
//! ours / matrixmultiply of the medians. `CUTE_SGEMM_ONLY=256x256x256,...` limits the run to
//! the listed shapes.

#[path = "../examples/common/kernels.rs"]
mod kernels;

use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

/// Timed runs per cell.
const RUNS: usize = 7;

/// (m, n, k): squares, and two skinny shapes (a tall-skinny product and a short-wide one).
const SHAPES: [(usize, usize, usize); 7] = [
    (256, 256, 256),
    (512, 512, 512),
    (1000, 1000, 1000),
    (1024, 1024, 1024),
    (2000, 2000, 2000),
    (2000, 32, 2000),
    (32, 2000, 2000),
];

/// matrixmultiply's `C = A * B` for row-major matrices with the given leading dimensions.
#[allow(clippy::too_many_arguments)]
fn reference(m: usize, n: usize, k: usize, a: &[f32], b: &[f32], c: &mut [f32]) {
    assert!(a.len() >= m * k && b.len() >= k * n && c.len() >= m * n);
    // SAFETY: `a`, `b`, `c` hold m*k, k*n and m*n elements (asserted above); with row strides
    // k, n, n and column stride 1, every access of the m x k, k x n and m x n matrices stays
    // inside them; `c` does not alias `a` or `b` (a `&mut` borrow). The result is compared with
    // the naive triple loop's before anything is timed.
    unsafe {
        matrixmultiply::sgemm(
            m,
            k,
            n,
            1.0,
            a.as_ptr(),
            k as isize,
            1,
            b.as_ptr(),
            n as isize,
            1,
            0.0,
            c.as_mut_ptr(),
            n as isize,
            1,
        )
    }
}

/// Seconds of one call of `f`: the best of a few calls, used to size the repetitions.
fn seconds(mut f: impl FnMut()) -> f64 {
    let t = Instant::now();
    f();
    t.elapsed().as_secs_f64()
}

fn stats(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[0], v[v.len() / 2], v[v.len() - 1])
}

/// One thread count (this process is the child): prints one table row per shape.
fn child(threads: usize) {
    let fma = kernels::has_fma();
    // `CUTE_SGEMM_ONLY=256x256x256,512x512x512` runs only those shapes (for profiling).
    let only = std::env::var("CUTE_SGEMM_ONLY").ok();
    for &(m, n, k) in &SHAPES {
        let name = format!("{m}x{n}x{k}");
        if only
            .as_ref()
            .is_some_and(|o| !o.split(',').any(|s| s == name))
        {
            continue;
        }
        let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
        let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
        let (mut c, mut r, mut want) = (vec![0.0; m * n], vec![0.0; m * n], vec![0.0; m * n]);
        kernels::naive_gemm(m, n, k, &a, &b, &mut want);
        kernels::sgemm(m, n, k, &a, k, &b, n, &mut c, n, fma);
        reference(m, n, k, &a, &b, &mut r);
        assert_eq!(c, want, "ours disagrees with the naive GEMM at {m}x{n}x{k}");
        assert_eq!(
            r, want,
            "matrixmultiply disagrees with the naive GEMM at {m}x{n}x{k}"
        );
        let mut ours =
            || kernels::sgemm(m, n, k, black_box(&a), k, black_box(&b), n, &mut c, n, fma);
        let mut mm = || reference(m, n, k, black_box(&a), black_box(&b), &mut r);
        // Repetitions per run: about 0.15 s of work.
        let once = seconds(&mut ours).min(seconds(&mut mm)).max(1e-7);
        let reps = ((0.15 / once) as usize).clamp(1, 10_000);
        let flop = 2.0 * (m * n * k) as f64;
        let (mut g_ours, mut g_mm) = (Vec::new(), Vec::new());
        for _ in 0..RUNS {
            let t = Instant::now();
            for _ in 0..reps {
                ours();
            }
            g_ours.push(flop * reps as f64 / t.elapsed().as_secs_f64() / 1e9);
            let t = Instant::now();
            for _ in 0..reps {
                mm();
            }
            g_mm.push(flop * reps as f64 / t.elapsed().as_secs_f64() / 1e9);
        }
        let (o, q) = (stats(g_ours), stats(g_mm));
        println!(
            "| {m}x{n}x{k} | {threads} | {:.1} / {:.1} / {:.1} | {:.1} / {:.1} / {:.1} | {:.2} |",
            o.0,
            o.1,
            o.2,
            q.0,
            q.1,
            q.2,
            o.1 / q.1
        );
    }
}

fn main() {
    if let Ok(t) = std::env::var("CUTE_SGEMM_BENCH_THREADS") {
        child(t.parse().expect("a thread count"));
        return;
    }
    println!(
        "f32 SGEMM, row-major, sizes at run time; GFLOP/s min / median / max of {RUNS} runs; \
         AVX2+FMA: {}",
        kernels::has_fma()
    );
    println!();
    println!(
        "| m x n x k | threads | cute-layout GFLOP/s | matrixmultiply GFLOP/s | ratio (medians) |"
    );
    println!("|---|---:|---:|---:|---:|");
    let me = std::env::current_exe().expect("the bench binary");
    for threads in [1, 2] {
        let status = Command::new(&me)
            .env("CUTE_SGEMM_BENCH_THREADS", threads.to_string())
            .env("CUTE_WORKERS", threads.to_string())
            .env("MATMUL_NUM_THREADS", threads.to_string())
            .status()
            .expect("run the bench binary for one thread count");
        assert!(status.success(), "the {threads}-thread run failed");
    }
}
