# Reads ROW lines and prints one table, with each row's ratio to the reference of its problem
# (the copy for transpose, cuBLAS for SGEMM and HGEMM), to the CuTe C++ kernel, and for the
# HGEMM to the CuTe C++ kernel that takes the tiles in the same order as ours.
import sys
rows, device = [], "?"
for line in sys.stdin:
    line = line.strip()
    if line.startswith("DEVICE|"): device = line.split("|", 1)[1]
    if line.startswith("ROW|"): rows.append(line.split("|")[1:])
    elif line: print(line, file=sys.stderr)
def ref(problem, names):
    for r in rows:
        if r[0] == problem and any(r[1].startswith(n) for n in names): return float(r[2])
print(f"device: {device}; CUDA events, median of 30 launches after 5 warm-up")
print(f"| problem | implementation | median ms | throughput | vs copy/cuBLAS | vs CuTe C++ | vs CuTe C++, same tile order | check |")
print("|---|---|---:|---:|---:|---:|---:|---|")
for p, impl, ms, thr, chk in rows:
    base = ref(p, ["cudaMemcpy D2D (copy)", "cuBLAS SGEMM (TF32 off)", "cuBLAS GemmEx"])
    cute = ref(p, ["CuTe C++"])
    same = ref(p, ["CuTe C++, tiles in groups"])
    r1 = f"{base / float(ms):.2f}x" if base else "-"
    r2 = f"{cute / float(ms):.2f}x" if cute else "-"
    r3 = f"{same / float(ms):.2f}x" if same else "-"
    print(f"| {p} | {impl} | {float(ms):.3f} | {thr} | {r1} | {r2} | {r3} | {chk} |")
