//! The shared-memory transpose (`examples/gpu_common/kernels.rs`) launched through CubeCL's
//! CUDA runtime and checked against a CPU transpose. Needs an NVIDIA GPU at run time.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_transpose`

#[path = "gpu_common/kernels.rs"]
mod kernels;

use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use kernels::*;

fn main() {
    let client = CudaRuntime::client(&CudaDevice::new(0));
    let n = Transpose4096::N;
    let host: Vec<f32> = (0..n * n).map(|i| (i % 9973) as f32).collect();
    let input = client.create_from_slice(f32::as_bytes(&host));
    let output = client.empty(n * n * 4);
    let tiles = (n / Transpose4096::TILE) as u32;
    let launch = || {
        // SAFETY: every index the kernel forms is inside the n x n buffers: the tile grid
        // covers the matrix exactly (32 divides 4096) and each thread stays in its tile.
        unsafe {
            transpose::launch_unchecked::<Transpose4096, CudaRuntime>(
                &client,
                CubeCount::Static(tiles, tiles, 1),
                CubeDim::new_1d(Transpose4096::THREADS as u32),
                ArrayArg::from_raw_parts(input.clone(), n * n),
                ArrayArg::from_raw_parts(output.clone(), n * n),
            )
        }
    };
    launch();
    let got = client.read_one_unchecked(output.clone());
    let got = f32::from_bytes(&got);
    for i in 0..n {
        for j in 0..n {
            assert_eq!(got[j * n + i], host[i * n + j], "element ({i}, {j})");
        }
    }
    println!("transpose {n}x{n}: matches the CPU transpose");
    let runs = 30;
    let start = std::time::Instant::now();
    for _ in 0..runs {
        launch();
    }
    let _ = client.read_one_unchecked(output.clone());
    let ms = start.elapsed().as_secs_f64() * 1e3 / runs as f64;
    println!(
        "  CubeCL launch, wall clock (not the table's method): {ms:.3} ms, {:.0} GB/s",
        2.0 * (n * n * 4) as f64 / (ms / 1e3) / 1e9
    );
}
