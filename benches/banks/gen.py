#!/usr/bin/env python3
"""Shared-memory access patterns for the bank-conflict model, measured on the GPU with ncu.

Each pattern: a shared-memory layout (CuTe notation, optionally swizzled), the element width,
an access (thread, value) -> element index layout, and the bits each thread loads per
instruction. This script computes the byte address of each thread's first load with pycute
(CuTe's own Python, independent of this crate) and writes patterns.cu and probes.cu (not kept in
git; pycute comes from the oracle set-up): one kernel launch per pattern, one warp, one load
instruction each. Then, on the GPU machine:

    nvcc -O3 -arch=sm_90a -o patterns patterns.cu
    ncu --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum --csv ./patterns

    ncu ... --csv ./patterns > ncu.csv
    benches/banks/gen.py --record ncu.csv "an NVIDIA H100 80GB HBM3" 2026-11-26

The same patterns as CubeCL kernels (probes.cu launches the CUDA CubeCL generates for them, which
`CUDARC_CUDA_VERSION=13000 cargo run --release --features gpu --example gpu_emit DIR` writes to
DIR/banks):

    nvcc -O3 -arch=sm_90a -o probes probes.cu DIR/banks/*.cu
    ncu ... --csv ./probes > ncu_cubecl.csv
    benches/banks/gen.py --record-probes ncu_cubecl.csv "an NVIDIA H100 80GB HBM3" 2026-11-26

tests/data/banks_ncu.txt holds what ncu measured; tests/banks.rs checks the model against it.
"""
import os, sys
sys.path.insert(0, os.path.expanduser("~/.cache/cute-oracle/py"))
from pycute import Layout, Swizzle  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# name | smem layout | swizzle (B,M,S) or None | element bits | access layout | vector bits
PATTERNS = [
    ("f32_row", ((32, 32), (32, 1)), None, 32, ((32, 1), (32, 0)), 32),
    ("f32_column", ((32, 32), (32, 1)), None, 32, ((32, 1), (1, 0)), 32),
    ("f32_column_padded", ((32, 32), (33, 1)), None, 32, ((32, 1), (1, 0)), 32),
    ("f32_stride2", ((1024,), (1,)), None, 32, ((32, 1), (2, 0)), 32),
    ("f32_stride4", ((1024,), (1,)), None, 32, ((32, 1), (4, 0)), 32),
    ("f32_stride8", ((1024,), (1,)), None, 32, ((32, 1), (8, 0)), 32),
    ("f32_stride16", ((1024,), (1,)), None, 32, ((32, 1), (16, 0)), 32),
    ("f32_broadcast", ((1024,), (1,)), None, 32, ((32, 1), (0, 0)), 32),
    ("f32x2_contiguous", ((1024,), (1,)), None, 32, ((32, 2), (2, 1)), 64),
    ("f32x2_stride4", ((1024,), (1,)), None, 32, ((32, 2), (4, 1)), 64),
    ("f32x4_contiguous", ((1024,), (1,)), None, 32, ((32, 4), (4, 1)), 128),
    ("f32x4_stride8", ((1024,), (1,)), None, 32, ((32, 4), (8, 1)), 128),
    ("f32x4_stride32", ((1024,), (1,)), None, 32, ((32, 4), (32, 1)), 128),
    ("f16_contiguous", ((2048,), (1,)), None, 16, ((32, 1), (1, 0)), 16),
    ("f16_stride64", ((2048,), (1,)), None, 16, ((32, 1), (64, 0)), 16),
    ("f16x8_rows_unswizzled", ((8, 64), (64, 1)), None, 16, (((8, 4), 8), ((1, 64), 8)), 128),
    ("f16x8_rows_sw333", ((8, 64), (64, 1)), (3, 3, 3), 16, (((8, 4), 8), ((1, 64), 8)), 128),
    ("u8_contiguous", ((4096,), (1,)), None, 8, ((32, 1), (1, 0)), 8),
    # 128-bit loads where threads 8..31 repeat the addresses of threads 0..7.
    ("f16x8_rows_repeated", ((8, 64), (64, 1)), None, 16, (((8, 4), 8), ((1, 0), 8)), 128),
]
# ldmatrix (the load kernel) and stmatrix (the store kernel) of 8x8 matrices of halves: thread
# t names row t % 8 of matrix t / 8 (x4: all 32 threads; x2: threads 0..15, x1: 0..7, the
# others repeating them, as CuTe's SM75_U32x{1,2,4}_LDSM_N source layouts do). The tile is
# (32,64) halves, index row + 32 * column; matrices 0-1 are rows 0..15 of columns 0..7, 2-3
# the same rows of columns 8..15 (an A fragment of mma.m16n8k16).
# name | smem layout | swizzle | access | matrices | transposed
MATRIX_PATTERNS = [
    ("ldsm_x4_rows128", ((32, 64), (64, 1)), None, (((16, 2), 8), ((1, 256), 32)), 4, False),
    ("ldsm_x4_rows128_sw333", ((32, 64), (64, 1)), (3, 3, 3), (((16, 2), 8), ((1, 256), 32)), 4, False),
    ("ldsm_x4_rows144", ((32, 64), (72, 1)), None, (((16, 2), 8), ((1, 256), 32)), 4, False),
    ("ldsm_x4_rows64", ((32, 64), (32, 1)), None, (((16, 2), 8), ((1, 256), 32)), 4, False),
    ("ldsm_x4_trans_rows128", ((32, 64), (64, 1)), None, (((16, 2), 8), ((1, 256), 32)), 4, True),
    ("ldsm_x4_trans_rows128_sw333", ((32, 64), (64, 1)), (3, 3, 3), (((16, 2), 8), ((1, 256), 32)), 4, True),
    ("ldsm_x2_rows128", ((32, 64), (64, 1)), None, (((16, 2), 8), ((1, 0), 32)), 2, False),
    ("ldsm_x2_rows128_sw333", ((32, 64), (64, 1)), (3, 3, 3), (((16, 2), 8), ((1, 0), 32)), 2, False),
    ("ldsm_x1_rows128", ((32, 64), (64, 1)), None, (((8, 4), 8), ((1, 0), 32)), 1, False),
    ("ldsm_x1_rows128_sw333", ((32, 64), (64, 1)), (3, 3, 3), (((8, 4), 8), ((1, 0), 32)), 1, False),
]


def layout(spec):
    shape, stride = spec
    if len(shape) == 1:
        return Layout(shape[0], stride[0])
    return Layout(shape, stride)


def addresses(p):
    _, smem, sw, bits, access, vbits = p[:6]
    s, a = layout(smem), layout(access)
    threads = a.shape[0] if isinstance(a.shape, tuple) else a.shape
    threads = threads if isinstance(threads, int) else 1
    out = []
    for t in range(32):
        idx = a(t)                      # value 0 of thread t
        off = s(idx)
        if sw is not None:
            off = Swizzle(*sw)(off)
        out.append(off * bits // 8)
    return out


def notation(spec):
    def show(x):
        return f"({','.join(show(e) for e in x)})" if isinstance(x, tuple) else str(x)
    shape, stride = spec
    if len(shape) == 1:
        return f"{shape[0]}:{stride[0]}"
    return f"{show(shape)}:{show(stride)}"


def all_patterns():
    """Every pattern as (name, smem, swizzle, element bits, access, vector bits): the matrix
    patterns are 128-bit accesses of halves, 8 row addresses per matrix."""
    return PATTERNS + [(name, smem, sw, 16, access, 128)
                       for name, smem, sw, access, _, _ in MATRIX_PATTERNS]


# The four counters of a pattern, in the columns' order.
COUNTERS = [
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
]


def ncu_counters(csv_path, kernel_key):
    """What ncu measured (its --csv output), by the key `kernel_key(kernel name)` gives with
    the kernel's access, "ld" or "st": only the counters of the kernel's own access are kept."""
    import csv
    hdr, got = None, {}
    for r in csv.reader(open(csv_path)):
        if r and r[0] == "ID":
            hdr = r
        elif hdr and len(r) == len(hdr):
            d = dict(zip(hdr, r))
            key, kernel = kernel_key(d["Kernel Name"])
            metric = d["Metric Name"]
            if metric.endswith(f"_{kernel}.sum"):
                got.setdefault(key, {})[metric] = int(d["Metric Value"].replace(",", ""))
    return got


def write_record(name, header, patterns, got):
    """tests/data/NAME: the header, then each (key, pattern) in CuTe notation with the counters
    `got[key]`; returns the file's path."""
    lines = list(header)
    for key, (pname, smem, sw, bits, access, vbits) in patterns:
        layout_text = notation(smem)
        if sw is not None:
            layout_text = f"Sw<{sw[0]},{sw[1]},{sw[2]}> o _0 o {layout_text}"
        counters = " | ".join(str(got[key][c]) for c in COUNTERS)
        lines.append(f"{pname} | {layout_text} | {bits} | {notation(access)} | {vbits} | {counters}\n")
    out = os.path.normpath(os.path.join(HERE, "..", "..", "tests", "data", name))
    with open(out, "w") as f:
        f.writelines(lines)
    return out


def record(csv_path):
    """tests/data/banks_ncu.txt: each pattern in CuTe notation with what ncu measured."""
    import re

    def key(kernel_name):
        m = re.search(r"(?:pattern|matrix)(_st)?<\d+, (?:\w+, )?(\d+)>", kernel_name)
        return int(m.group(2)), "st" if m.group(1) else "ld"
    header = [
        "# Shared-memory loads measured with ncu (benches/banks/gen.py, patterns.cu): one warp, one\n",
        "# load instruction per pattern. Columns: name | shared-memory layout | element bits |\n",
        "# access (thread, value) -> element index | bits per thread | load wavefronts | load bank\n",
        "# conflicts | store wavefronts | store bank conflicts (l1tex__data_pipe_lsu_wavefronts_mem_\n",
        "# shared_op_ld.sum, l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum and the _st\n",
        "# twins; a load kernel and a store kernel per pattern; the ldsm_ patterns are an ldmatrix\n",
        f"# and an stmatrix instruction). Measured on {DEVICE}, nvcc -O3 -arch=sm_90a, {DATE}.\n",
    ]
    out = write_record("banks_ncu.txt", header, enumerate(all_patterns()), ncu_counters(csv_path, key))
    print(f"{len(all_patterns())} patterns recorded in {out}")


def write_probes():
    """probes.cu: launches the CubeCL probes (DIR/banks/rs_bank_{ld,st}_NAME.cu, the CUDA that
    CubeCL generates for examples/gpu_common/bank_probes.rs; `cargo run --release --features
    gpu --example gpu_emit DIR` writes them to DIR/banks) for every pattern of PATTERNS."""
    decls, launches = [], []
    for name, *_ in PATTERNS:
        for k in ("ld", "st"):
            decls.append(f'extern "C" __global__ void rs_bank_{k}_{name}(const void*, void*, const void*);')
            launches.append(f"    probe((const void*)rs_bank_{k}_{name});")
    src = "\n".join([
        "// Generated by gen.py: one launch of each CubeCL probe kernel (one warp, 16 KiB of",
        "// dynamic shared memory, no run-time metadata), for ncu.",
        "#include <cstdio>",
        "#include <cuda_runtime.h>",
        *decls,
        "static void* in; static void* out; static void* info;",
        "static void probe(const void* kernel) {",
        "    void* args[] = {&in, &out, &info};",
        "    cudaLaunchKernel(kernel, dim3(1), dim3(32), args, 16384, 0);",
        "    cudaDeviceSynchronize();",
        "}",
        "int main() {",
        "    cudaMalloc(&in, 4096); cudaMalloc(&out, 4096); cudaMalloc(&info, 4096);",
        "    cudaMemset(in, 0, 4096); cudaMemset(info, 0, 4096);",
        *launches,
        '    printf("done: %s\\n", cudaGetErrorString(cudaGetLastError()));',
        "    return 0;",
        "}",
        "",
    ])
    with open(os.path.join(HERE, "probes.cu"), "w") as f:
        f.write(src)


def record_probes(csv_path):
    """tests/data/banks_ncu_cubecl.txt: what ncu measured for the CubeCL probes."""
    def key(kernel_name):
        # rs_bank_ld_NAME / rs_bank_st_NAME
        return kernel_name[len("rs_bank_ld_"):], kernel_name[len("rs_bank_"):len("rs_bank_") + 2]
    header = [
        "# The patterns of banks_ncu.txt as CubeCL kernels (examples/gpu_common/bank_probes.rs, the\n",
        "# CUDA CubeCL generates, launched by benches/banks/probes.cu), measured with ncu. Columns\n",
        "# as in banks_ncu.txt. Measured on " + DEVICE + ", nvcc -O3 -arch=sm_90a, " + DATE + ".\n",
    ]
    patterns = [(p[0], p) for p in PATTERNS]
    out = write_record("banks_ncu_cubecl.txt", header, patterns, ncu_counters(csv_path, key))
    print(f"{len(PATTERNS)} CubeCL probes recorded in {out}")


def main():
    global DEVICE, DATE
    if len(sys.argv) == 5 and sys.argv[1] == "--record":
        DEVICE, DATE = sys.argv[3], sys.argv[4]
        return record(sys.argv[2])
    if len(sys.argv) == 5 and sys.argv[1] == "--record-probes":
        DEVICE, DATE = sys.argv[3], sys.argv[4]
        return record_probes(sys.argv[2])
    kernels = []
    for i, p in enumerate(PATTERNS):
        name, _, _, bits, _, vbits = p
        addrs = addresses(p)
        arr = ", ".join(str(x) for x in addrs)
        kernels.append(f"    run<{vbits // 8}, {i}>({{{arr}}}); // {name}")
    for i, (name, smem, sw, access, n, trans) in enumerate(MATRIX_PATTERNS):
        addrs = addresses((name, smem, sw, 16, access, 128))
        arr = ", ".join(str(x) for x in addrs)
        kernels.append(f"    run_matrix<{n}, {'true' if trans else 'false'}, {len(PATTERNS) + i}>"
                       f"({{{arr}}}); // {name}")
    src = open(os.path.join(HERE, "patterns.cu.in")).read().replace("@LAUNCHES@", "\n".join(kernels))
    with open(os.path.join(HERE, "patterns.cu"), "w") as f:
        f.write(src)
    write_probes()
    print(f"{len(all_patterns())} patterns")


if __name__ == "__main__":
    main()
