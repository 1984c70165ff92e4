//! The SGEMM (`examples/gpu_common/sgemm_simt.rs`) launched through CubeCL's CUDA runtime and
//! checked against a CPU GEMM, for sizes given at run time (default: a ragged 200 x 136 x 20,
//! then 1024^3). Needs an NVIDIA GPU. B is read in 16-byte lines where `n` is a multiple of 4
//! (`SgemmRowMajor4`), in floats otherwise (`SgemmRowMajor`).
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_sgemm -- [M N K]`

#[path = "gpu_common/kernels.rs"]
mod kernels;

use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use cute_layout::gpu::GlobalTensor;
use kernels::*;

fn run<E: BElem>(client: &ComputeClient<CudaRuntime>, m: usize, n: usize, k: usize) {
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let (da, db) = (
        client.create_from_slice(f32::as_bytes(&a)),
        client.create_from_slice(f32::as_bytes(&b)),
    );
    let dc = client.empty(m * n * 4);
    // Split K when the tiles of C alone would leave SMs idle.
    let sms = client
        .properties()
        .hardware
        .num_streaming_multiprocessors
        .unwrap_or(132);
    type Cfg<E> = SgemmRows<E>;
    let splits = Cfg::<E>::splits(m, n, k, n, sms as usize);
    let (cx, cy, cz) = Cfg::<E>::cubes(m, n, k, splits);
    let z = cz as usize;
    let parts = if z > 1 {
        client.empty(z * m * n * 4)
    } else {
        dc.clone()
    };
    let (la, lb, lc) = Cfg::<E>::layouts((m, n, k), (k, n, n));
    let (kt_per, part_stride) = Cfg::<E>::split_args(m, k, n, splits);
    let lines = m * n / 4;
    let launch = || {
        // SAFETY: every index the kernel forms for an element it reads or writes is inside the
        // m x k, k x n and z x m x n buffers: a CTA whose tiles lie inside the matrices reads
        // and writes only them, one at an edge checks each element's coordinates first, and
        // cube z writes only the z-th m x n slice.
        unsafe {
            sgemm::launch_unchecked::<Cfg<E>, CudaRuntime>(
                client,
                CubeCount::Static(cx, cy, cz),
                CubeDim::new_1d(Cfg::<E>::THREADS),
                GlobalTensor::arg(ArrayArg::from_raw_parts(da.clone(), m * k), la),
                GlobalTensor::arg(ArrayArg::from_raw_parts(db.clone(), k * n / E::FLOATS), lb),
                GlobalTensor::arg(ArrayArg::from_raw_parts(parts.clone(), z * m * n), lc),
                kt_per,
                part_stride,
                z > 1,
            )
        }
        if z > 1 {
            // SAFETY: `splits` splits only when m * n is a multiple of 4; unit i < lines reads
            // line i of each of the z slices and writes line i of C.
            unsafe {
                sum_splits::launch_unchecked::<CudaRuntime>(
                    client,
                    CubeCount::Static(lines.div_ceil(SUM_THREADS as usize) as u32, 1, 1),
                    CubeDim::new_1d(SUM_THREADS),
                    GlobalTensor::arg(
                        ArrayArg::from_raw_parts(parts.clone(), z * lines),
                        partials(m, n, z),
                    ),
                    ArrayArg::from_raw_parts(dc.clone(), lines),
                )
            }
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
    let ms = wall_clock_ms(client, &dc, 20, launch);
    let b_read = if E::FLOATS == 4 {
        "16-byte lines"
    } else {
        "floats"
    };
    println!(
        "sgemm {m}x{n}x{k} (K in {z} splits, B in {b_read}): matches the CPU GEMM; CubeCL launch, wall clock: {ms:.3} ms, {:.0} GFLOP/s",
        2.0 * (m * n * k) as f64 / (ms / 1e3) / 1e9
    );
}

/// The kernel for B's width: lines of four where every row of B is a whole number of them.
fn run_any(client: &ComputeClient<CudaRuntime>, m: usize, n: usize, k: usize) {
    if SgemmRowMajor4::fits(n, n) {
        run::<V4>(client, m, n, k)
    } else {
        run::<f32>(client, m, n, k)
    }
}

fn main() {
    let client = CudaRuntime::client(&CudaDevice::new(0));
    match size_args()[..] {
        [m, n, k] => run_any(&client, m, n, k),
        _ => {
            run_any(&client, 200, 136, 20);
            run_any(&client, 1000, 1, 3);
            run_any(&client, 1024, 1024, 1024);
        }
    }
}
