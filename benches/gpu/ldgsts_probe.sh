#!/bin/bash
# On the GPU machine (nvcc, ncu): builds ldgsts_probe.cu and prints, for each probe kernel, the
# shared wavefronts ncu's source counters give its copy instruction, beside ncu's ideal count.
#   bash benches/gpu/ldgsts_probe.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
nvcc -O3 -arch=sm_90a -o "$work/probe" "$here/ldgsts_probe.cu"
"$work/probe"
for k in k_slin_glin_cg k_slin_grows64_cg k_sw233_grows64_cg k_sw233_glin_cg k_slin_grows128_cg \
         k_sw333_grows128_cg k_sw233_grows64_ca k_slin_glin_ca k_sw233_sts; do
  ncu --section SourceCounters -k "$k" -c 1 -f -o "$work/$k" "$work/probe" > /dev/null
  ncu -i "$work/$k.ncu-rep" --page source --csv --print-source sass > "$work/$k.csv"
done
python3 - "$work" <<'PY'
import csv, glob, os, sys
# Columns after a row's "Address Space" field: access, size, L1 tag requests (global), shared
# n-way, excess shared wavefronts, shared wavefronts, ideal shared wavefronts.
print(f"{'kernel':22} {'instruction':24} {'warps':>5} {'wavefronts':>10} {'ideal':>6}")
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.csv"))):
    for r in csv.reader(open(path)):
        s = r[1].strip() if len(r) > 20 else ""
        if s.startswith("LDGSTS") or s.startswith("STS"):
            a = next(i for i, x in enumerate(r) if "Shared" in x)
            name = os.path.basename(path)[:-4]
            print(f"{name:22} {s.split()[0]:24} {r[5]:>5} {r[a + 6]:>10} {r[a + 7]:>6}")
            break
PY
