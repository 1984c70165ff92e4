//! Writes the CUDA source that CubeCL generates for the GPU kernels, one `.cu` file per
//! kernel plus `kernels.txt` (name, shared-memory bytes, number of run-time leaves), into the
//! folder given as argument (default `gpu-bundle/gen`). Needs no GPU: the benchmark harness
//! (`benches/gpu/bench.cu`) compiles these files with nvcc and times them beside CuTe C++ and
//! cuBLAS. The kernels take their sizes at run time: `leaves` below prints, for each problem
//! of the benchmark, the run-time leaves the harness passes (`leaves.txt`).
//!
//! `CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_emit`

#[path = "gpu_common/bank_probes.rs"]
mod bank_probes;
#[path = "gpu_common/hgemm.rs"]
mod hgemm;
#[path = "gpu_common/kernels.rs"]
mod kernels;

use cute_layout::gpu::{bf16, f16};
use hgemm::{OpA, OpAMn, OpB, OpBMn};
use kernels::*;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "gpu-bundle/gen".to_string());
    std::fs::create_dir_all(&dir).expect("create the output folder");
    let all = [
        generate_transpose::<Transpose32>("rs_transpose"),
        generate_transpose::<Transpose64>("rs_transpose64"),
        generate_transpose::<Transpose64x512>("rs_transpose64x512"),
        generate_sgemm::<f32>("rs_sgemm", false),
        generate_sgemm::<f32>("rs_sgemm_split", true),
        // B in 16-byte lines (`n` and `ldb` multiples of 4).
        generate_sgemm::<V4>("rs_sgemm4", false),
        generate_sgemm::<V4>("rs_sgemm4_split", true),
        generate_sum_splits("rs_sum_splits"),
        hgemm::generate_hgemm::<f16, f32, OpA, OpB>("rs_hgemm"),
        hgemm::generate_hgemm::<bf16, f32, OpA, OpB>("rs_hgemm_bf16"),
        hgemm::generate_hgemm::<f16, f16, OpA, OpB>("rs_hgemm_f16out"),
        // Both operands row-major (B N-major), and both column-major (A M-major).
        hgemm::generate_hgemm::<f16, f32, OpA, OpBMn>("rs_hgemm_nn"),
        hgemm::generate_hgemm::<f16, f32, OpAMn, OpB>("rs_hgemm_tt"),
    ];
    let mut index = String::new();
    for g in &all {
        std::fs::write(format!("{dir}/{}.cu", g.name), &g.source).expect("write a kernel");
        index.push_str(&format!("{} {}\n", g.name, g.shared_bytes));
    }
    std::fs::write(format!("{dir}/kernels.txt"), index).expect("write the index");
    // The run-time leaves of each benchmark problem, as the library computes them from the
    // layout values: `transpose m n: v0 v1 ...`, `sgemm m n k: v0 v1 ...`.
    let mut leaves = String::new();
    let show = |v: Vec<u32>| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    // The transposes' two tensor arguments carry the same leaves, whatever the tiling.
    for (m, n) in [(4096, 4096), (4000, 3000), (70, 45)] {
        for name in ["transpose", "transpose64", "transpose64x512"] {
            leaves.push_str(&format!(
                "{name} {m} {n}: {}\n",
                show(transpose_leaves(m, n))
            ));
        }
    }
    // K is split as the host would choose it for a GPU of 132 SMs (the H100 SXM and the
    // H200); `sum_splits M N Z` adds Z partial products.
    for (m, n, k) in [
        (200, 136, 20),
        (64, 64, 2048),
        (1024, 1024, 1024),
        (4096, 4096, 4096),
        (4000, 4000, 4000),
        (8192, 8192, 8192),
    ] {
        // `sgemm`: B read in floats (any n); `sgemm4`: in 16-byte lines, where n allows (the
        // kernel the host picks then). Both split K the same way.
        let splits = SgemmRowMajor::splits(m, n, k, n, 132);
        let lines4 = SgemmRowMajor4::fits(n, n);
        // The problem's lines for `s` splits, `tag` after the kernel's name (`/S` where `s` is
        // not the host's choice).
        let sgemm_leaves = |s: usize, tag: &str| {
            let mut out = format!(
                "sgemm{tag} {m} {n} {k}: {}\n",
                show(SgemmRowMajor::leaves((m, n, k), (k, n, n), s))
            );
            if lines4 {
                out.push_str(&format!(
                    "sgemm4{tag} {m} {n} {k}: {}\n",
                    show(SgemmRowMajor4::leaves((m, n, k), (k, n, n), s))
                ));
            }
            out
        };
        leaves.push_str(&sgemm_leaves(splits, ""));
        // Where K is split, the same problem unsplit and split in 2 and 8 (`sgemm/S`,
        // `sgemm4/S`), to compare with the choice.
        let others: &[usize] = if splits > 1 { &[1, 2, 8] } else { &[] };
        let mut summed = Vec::new();
        for &s in std::iter::once(&splits).chain(others) {
            let (_, z) = SgemmRowMajor::split_k(k, s);
            if s != splits {
                leaves.push_str(&sgemm_leaves(s, &format!("/{s}")));
            }
            if z > 1 && !summed.contains(&z) {
                summed.push(z);
                leaves.push_str(&format!(
                    "sum_splits {m} {n} {z}: {}\n",
                    show(sum_splits_leaves(m, n, z))
                ));
            }
        }
    }
    for (m, n, k) in [
        (200, 136, 40),
        (1024, 1024, 1024),
        (4096, 4096, 4096),
        (4000, 4000, 4000),
        (4096, 4096, 256),
        (8192, 8192, 8192),
    ] {
        leaves.push_str(&format!(
            "hgemm {m} {n} {k}: {}\n",
            show(hgemm::leaves::<OpA, OpB>(m, n, k, k, k, n))
        ));
        // A row-major (ld k), B row-major as K x N (ld n); A column-major (ld m), B column-major.
        leaves.push_str(&format!(
            "hgemm_nn {m} {n} {k}: {}\n",
            show(hgemm::leaves::<OpA, OpBMn>(m, n, k, k, n, n))
        ));
        leaves.push_str(&format!(
            "hgemm_tt {m} {n} {k}: {}\n",
            show(hgemm::leaves::<OpAMn, OpB>(m, n, k, m, k, n))
        ));
    }
    std::fs::write(format!("{dir}/leaves.txt"), leaves).expect("write the leaves");
    // The bank-conflict probes (`benches/banks/gen.py` launches them under ncu).
    let banks = format!("{dir}/banks");
    std::fs::create_dir_all(&banks).expect("create the probes' folder");
    let probes = bank_probes::generate_probes();
    for (_, load, store) in &probes {
        for g in [load, store] {
            std::fs::write(format!("{banks}/{}.cu", g.name), &g.source).expect("write a probe");
        }
    }
    println!(
        "wrote {} kernels and their run-time leaves to {dir}, {} bank probes to {banks}",
        all.len(),
        2 * probes.len()
    );
}
