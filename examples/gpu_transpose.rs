//! The shared-memory transpose (`examples/gpu_common/transpose_smem.rs`) launched through
//! CubeCL's CUDA runtime and checked against a CPU transpose, for sizes given at run time
//! (default: 4096 x 4096, then 1000 x 77, whose edge tiles are partial), through 32 x 32 and
//! 64 x 64 tiles (256 or 512 threads). Needs an NVIDIA GPU.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_transpose -- [M N]`

#[path = "gpu_common/kernels.rs"]
mod kernels;

use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use cute_layout::gpu::GlobalTensor;
use kernels::*;

fn run<K: TransposeCfg>(client: &ComputeClient<CudaRuntime>, m: usize, n: usize) {
    let host: Vec<f32> = (0..m * n).map(|i| (i % 9973) as f32).collect();
    let input = client.create_from_slice(f32::as_bytes(&host));
    let output = client.empty(m * n * 4);
    let (cx, cy) = K::cubes(m, n);
    let (src, dst) = transpose_layouts(m, n);
    let launch = || {
        // SAFETY: every index the kernel forms for an element it reads or writes is inside the
        // m x n buffers: the cube grid covers the matrix, full tiles lie inside it, and a
        // partial tile's elements are checked against m and n before each access.
        unsafe {
            transpose::launch_unchecked::<K, CudaRuntime>(
                client,
                CubeCount::Static(cx, cy, 1),
                CubeDim::new_1d(K::THREADS),
                GlobalTensor::arg(ArrayArg::from_raw_parts(input.clone(), m * n), src),
                GlobalTensor::arg(ArrayArg::from_raw_parts(output.clone(), m * n), dst),
            )
        }
    };
    launch();
    let got = client.read_one_unchecked(output.clone());
    let got = f32::from_bytes(&got);
    for i in 0..m {
        for j in 0..n {
            assert_eq!(got[j * m + i], host[i * n + j], "element ({i}, {j})");
        }
    }
    println!(
        "transpose {m}x{n}, {t} x {t} tiles: matches the CPU transpose",
        t = K::T
    );
    let ms = wall_clock_ms(client, &output, 30, launch);
    println!(
        "  CubeCL launch, wall clock (not the table's method): {ms:.3} ms, {:.0} GB/s",
        2.0 * (m * n * 4) as f64 / (ms / 1e3) / 1e9
    );
}

fn main() {
    let client = CudaRuntime::client(&CudaDevice::new(0));
    match size_args()[..] {
        [m, n] => {
            run::<Transpose32>(&client, m, n);
            run::<Transpose64>(&client, m, n);
            run::<Transpose64x512>(&client, m, n);
        }
        _ => {
            for (m, n) in [(4096, 4096), (1000, 77)] {
                run::<Transpose32>(&client, m, n);
                run::<Transpose64>(&client, m, n);
                run::<Transpose64x512>(&client, m, n);
            }
        }
    }
}
