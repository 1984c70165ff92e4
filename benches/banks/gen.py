#!/usr/bin/env python3
"""Shared-memory access patterns for the bank-conflict model, measured on the GPU with ncu.

Each pattern: a shared-memory layout (CuTe notation, optionally swizzled), the element width,
an access (thread, value) -> element index layout, and the bits each thread loads per
instruction. This script computes the byte address of each thread's first load with pycute
(CuTe's own Python, independent of this crate) and writes patterns.cu: one kernel launch per
pattern, one warp, one load instruction each. Run on the GPU machine:

    nvcc -O3 -arch=sm_90a -o patterns patterns.cu
    ncu --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum --csv ./patterns

    ncu ... --csv ./patterns > ncu.csv; benches/banks/gen.py --record ncu.csv

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
]


def layout(spec):
    shape, stride = spec
    if len(shape) == 1:
        return Layout(shape[0], stride[0])
    return Layout(shape, stride)


def addresses(p):
    _, smem, sw, bits, access, vbits = p
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


def record(csv_path):
    """tests/data/banks_ncu.txt: each pattern in CuTe notation with what ncu measured."""
    import csv, re
    rows = list(csv.reader(open(csv_path)))
    hdr, got = None, {}
    for r in rows:
        if r and r[0] == "ID":
            hdr = r
        elif hdr and len(r) == len(hdr):
            d = dict(zip(hdr, r))
            m = re.search(r"pattern(_st)?<\d+, (\d+)>", d["Kernel Name"])
            kernel = "st" if m.group(1) else "ld"
            metric = d["Metric Name"]
            if metric.endswith(f"_{kernel}.sum"):   # the counters of the kernel's own access
                got.setdefault(int(m.group(2)), {})[metric] = int(d["Metric Value"].replace(",", ""))
    lines = [
        "# Shared-memory loads measured with ncu (benches/banks/gen.py, patterns.cu): one warp, one\n",
        "# load instruction per pattern. Columns: name | shared-memory layout | element bits |\n",
        "# access (thread, value) -> element index | bits per thread | load wavefronts | load bank\n",
        "# conflicts | store wavefronts | store bank conflicts (l1tex__data_pipe_lsu_wavefronts_mem_\n",
        "# shared_op_ld.sum, l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum and the _st\n",
        "# twins; a load kernel and a store kernel per pattern). Measured on an NVIDIA H100 80GB HBM3,\n",
        "# nvcc -O3 -arch=sm_90a, 2026-11-26.\n",
    ]
    for i, (name, smem, sw, bits, access, vbits) in enumerate(PATTERNS):
        m = got[i]
        layout_text = notation(smem)
        if sw is not None:
            layout_text = f"Sw<{sw[0]},{sw[1]},{sw[2]}> o _0 o {layout_text}"
        lines.append(f"{name} | {layout_text} | {bits} | {notation(access)} | {vbits} | "
                     f"{m['l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum']} | "
                     f"{m['l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum']} | "
                     f"{m['l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum']} | "
                     f"{m['l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum']}\n")
    out = os.path.join(HERE, "..", "..", "tests", "data", "banks_ncu.txt")
    with open(out, "w") as f:
        f.writelines(lines)
    print(f"{len(PATTERNS)} patterns recorded in {os.path.normpath(out)}")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--record":
        return record(sys.argv[2])
    kernels = []
    for i, p in enumerate(PATTERNS):
        name, _, _, bits, _, vbits = p
        addrs = addresses(p)
        arr = ", ".join(str(x) for x in addrs)
        kernels.append(f"    run<{vbits // 8}, {i}>({{{arr}}}); // {name}")
    src = open(os.path.join(HERE, "patterns.cu.in")).read().replace("@LAUNCHES@", "\n".join(kernels))
    with open(os.path.join(HERE, "patterns.cu"), "w") as f:
        f.write(src)
    print(f"{len(PATTERNS)} patterns")


if __name__ == "__main__":
    main()
