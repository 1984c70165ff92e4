//! Writes the CUDA source that CubeCL generates for the GPU kernels, one `.cu` file per
//! kernel plus `kernels.txt` (name, shared-memory bytes), into the folder given as argument
//! (default `gpu-bundle/gen`). Needs no GPU: the benchmark harness (`benches/gpu/bench.cu`)
//! compiles these files with nvcc and times them beside CuTe C++ and cuBLAS.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_emit`

#[path = "gpu_common/kernels.rs"]
mod kernels;

use kernels::*;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "gpu-bundle/gen".to_string());
    std::fs::create_dir_all(&dir).expect("create the output folder");
    let all = [
        generate_transpose::<Transpose4096>("rs_transpose_4096", Transpose4096::THREADS as u32),
        generate_transpose::<Transpose64>("rs_transpose_64", Transpose64::THREADS as u32),
        generate_sgemm::<Sgemm1024>("rs_sgemm_1024"),
        generate_sgemm::<Sgemm4096>("rs_sgemm_4096"),
        generate_sgemm::<Sgemm8192>("rs_sgemm_8192"),
        generate_sgemm::<Sgemm4000>("rs_sgemm_4000"),
        generate_sgemm::<Sgemm200>("rs_sgemm_200"),
    ];
    let mut index = String::new();
    for g in &all {
        std::fs::write(format!("{dir}/{}.cu", g.name), &g.source).expect("write a kernel");
        index.push_str(&format!("{} {}\n", g.name, g.shared_bytes));
    }
    std::fs::write(format!("{dir}/kernels.txt"), index).expect("write the index");
    println!("wrote {} kernels to {dir}", all.len());
}
