//! The tensor-core HGEMM (`examples/gpu_common/hgemm.rs`) launched through CubeCL's CUDA
//! runtime and checked against a CPU product, for sizes given at run time (default: a ragged
//! 200 x 136 x 40, then 1024^3). `C = A * B^T`, `A` (`M x K`) and `B` (`N x K`) f16, `C`
//! row-major f32, with each operand K-major or MN-major (`A` row- or column-major, `B`
//! column- or row-major as `K x N`). A K-major operand needs `K` a multiple of 8, an MN-major
//! one its rows (`M` or `N`); `N` even. Needs an NVIDIA GPU of SM80 or later.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_hgemm -- [M N K]`

#[path = "gpu_common/hgemm.rs"]
mod hgemm;
#[path = "gpu_common/kernels.rs"]
mod kernels;

use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use cute_layout::gpu::{f16, GlobalTensor};
use hgemm::{OpA, OpAMn, OpB, OpBMn, Operand};
use kernels::{size_args, wall_clock_ms};

fn run<A: Operand, B: Operand>(client: &ComputeClient<CudaRuntime>, m: usize, n: usize, k: usize) {
    // A 16-byte copy moves 8 halves along the operand's contiguous mode.
    let rule = |mn: bool, rows: usize| if mn { rows } else { k }.is_multiple_of(8);
    assert!(
        rule(A::TRANS, m) && rule(B::TRANS, n) && n.is_multiple_of(2),
        "the contiguous extents a multiple of 8, N even"
    );
    // A(i, p) and B(j, p) (B as N x K) where each is stored: K-major `i * k + p`, MN-major
    // `p * rows + i`; the leading dimension is K or the rows.
    let at = |mn: bool, rows: usize, i: usize, p: usize| if mn { p * rows + i } else { i * k + p };
    let ld = |mn: bool, rows: usize| if mn { rows } else { k };
    // Small integers: every product and sum is exact in f32, so the check is equality.
    let a: Vec<f16> = (0..m * k)
        .map(|i| f16::from_f32(((i * 7) % 13) as f32 - 6.0))
        .collect();
    let b: Vec<f16> = (0..n * k)
        .map(|i| f16::from_f32(((i * 5) % 11) as f32 - 5.0))
        .collect();
    let (da, db) = (
        client.create_from_slice(f16::as_bytes(&a)),
        client.create_from_slice(f16::as_bytes(&b)),
    );
    let dc = client.empty(m * n * 4);
    let (cx, cy) = hgemm::cubes(m, n);
    let (la, lb, lc) = (
        A::layout(m, k, ld(A::TRANS, m)),
        B::layout(n, k, ld(B::TRANS, n)),
        hgemm::c_layout(m, n, n),
    );
    let launch = || {
        // SAFETY: the kernel reads A and B only at elements inside them (a copy that would
        // reach past a matrix's rows or K copies no bytes and writes zeros) and writes C only
        // at pairs inside it; 16-byte copies start at multiples of 8 halves (the contiguous
        // extents are multiples of 8), 8-byte stores at even columns (N is even).
        unsafe {
            hgemm::hgemm::launch_unchecked::<f16, f32, A, B, CudaRuntime>(
                client,
                CubeCount::Static(cx, cy, 1),
                CubeDim::new_1d(hgemm::THREADS),
                GlobalTensor::arg(ArrayArg::from_raw_parts(da.clone(), m * k / 8), la),
                GlobalTensor::arg(ArrayArg::from_raw_parts(db.clone(), n * k / 8), lb),
                GlobalTensor::arg(ArrayArg::from_raw_parts(dc.clone(), m * n / 2), lc),
            )
        }
    };
    launch();
    let got = client.read_one_unchecked(dc.clone());
    let got = f32::from_bytes(&got);
    for i in 0..m {
        for j in 0..n {
            let want: f32 = (0..k)
                .map(|p| a[at(A::TRANS, m, i, p)].to_f32() * b[at(B::TRANS, n, j, p)].to_f32())
                .sum();
            assert_eq!(got[i * n + j], want, "C({i}, {j}) of {m}x{n}x{k}");
        }
    }
    let ms = wall_clock_ms(client, &dc, 20, launch);
    println!(
        "hgemm {m}x{n}x{k}, A {}, B {}: matches the CPU GEMM; CubeCL launch, wall clock: {ms:.3} ms, {:.1} TFLOP/s",
        if A::TRANS { "M-major" } else { "K-major" },
        if B::TRANS { "N-major" } else { "K-major" },
        2.0 * (m * n * k) as f64 / (ms / 1e3) / 1e12
    );
}

fn main() {
    let client = CudaRuntime::client(&CudaDevice::new(0));
    match size_args()[..] {
        [m, n, k] => {
            run::<OpA, OpB>(&client, m, n, k);
            run::<OpA, OpBMn>(&client, m, n, k);
            run::<OpAMn, OpB>(&client, m, n, k);
            run::<OpAMn, OpBMn>(&client, m, n, k);
        }
        _ => {
            run::<OpA, OpB>(&client, 200, 136, 40);
            run::<OpA, OpB>(&client, 130, 8, 8);
            run::<OpA, OpB>(&client, 1024, 1024, 1024);
            // Every mix of K-major and MN-major operands, ragged and whole.
            for (m, n, k) in [(200, 136, 40), (136, 8, 8), (1024, 1024, 1024)] {
                run::<OpA, OpBMn>(&client, m, n, k);
                run::<OpAMn, OpB>(&client, m, n, k);
                run::<OpAMn, OpBMn>(&client, m, n, k);
            }
        }
    }
}
