//! The SGEMM (`examples/gpu_common/kernels.rs`) launched through CubeCL's CUDA runtime and
//! checked against a CPU GEMM, for a ragged size (predicates) and 1024^3. Needs an NVIDIA GPU.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_sgemm`

#[path = "gpu_common/kernels.rs"]
mod kernels;

use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use kernels::*;

fn run<K: SgemmCfg>(client: &ComputeClient<CudaRuntime>, mp: usize, np: usize) {
    let (m, n, k) = (K::M as usize, K::N as usize, K::K as usize);
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let (da, db) = (
        client.create_from_slice(f32::as_bytes(&a)),
        client.create_from_slice(f32::as_bytes(&b)),
    );
    let dc = client.empty(m * n * 4);
    let launch = || {
        // SAFETY: loads and stores outside the m x k, k x n, m x n buffers are predicated off
        // (`SgemmCfg::EVEN` is false exactly when the tile does not divide the extents).
        unsafe {
            sgemm::launch_unchecked::<K, CudaRuntime>(
                client,
                CubeCount::Static((np / 128) as u32, (mp / 128) as u32, 1),
                CubeDim::new_1d(256),
                ArrayArg::from_raw_parts(da.clone(), m * k),
                ArrayArg::from_raw_parts(db.clone(), k * n),
                ArrayArg::from_raw_parts(dc.clone(), m * n),
            )
        }
    };
    launch();
    let got = client.read_one_unchecked(dc.clone());
    let got = f32::from_bytes(&got);
    // Small integers: the products and sums are exact in f32, so the check is equality.
    for i in 0..m {
        for j in 0..n {
            let want: f32 = (0..k).map(|p| a[i * k + p] * b[p * n + j]).sum();
            assert_eq!(got[i * n + j], want, "C({i}, {j}) of {m}x{n}x{k}");
        }
    }
    let runs = 20;
    let start = std::time::Instant::now();
    for _ in 0..runs {
        launch();
    }
    let _ = client.read_one_unchecked(dc.clone());
    let ms = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
    println!(
        "sgemm {m}x{n}x{k}: matches the CPU GEMM; CubeCL launch, wall clock: {ms:.3} ms, {:.0} GFLOP/s",
        2.0 * (m * n * k) as f64 / (ms / 1e3) / 1e9
    );
}

fn main() {
    let client = CudaRuntime::client(&CudaDevice::new(0));
    run::<Sgemm200>(&client, 256, 256);
    run::<Sgemm1024>(&client, 1024, 1024);
}
