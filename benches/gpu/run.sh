#!/bin/bash
# Run on the GPU machine from the repository root, with gpu-bundle/ carried:
#   bash gpu-bundle/run.sh            (everything)
#   EXAMPLES=gpu_hgemm bash gpu-bundle/run.sh hgemm   (the HGEMM example and rows only; `transpose`
#   and `sgemm` likewise)
# Compiles the harness (CubeCL-generated kernels + CuTe C++ kernels + cuBLAS) for sm_90a,
# runs the Rust examples through CubeCL's own runtime (correctness), and prints one table.
set -u
B=gpu-bundle
cd "$(dirname "$0")/.." || exit 1
mkdir -p $B/build
NVCC_BIN=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
export PATH="$(dirname "$NVCC_BIN"):$PATH"
export CUDA_PATH=${CUDA_PATH:-$(dirname "$(dirname "$NVCC_BIN")")}
export LD_LIBRARY_PATH="$CUDA_PATH/lib64:${LD_LIBRARY_PATH:-}"
# NVCC_EXTRA: more nvcc flags for the harness, e.g. -DHGEMM_STAGES=4 (bench.cu names them).
FLAGS="-O3 -std=c++17 -arch=sm_90a --expt-relaxed-constexpr -I $B/include -I $B/gpu ${NVCC_EXTRA:-}"
echo "== nvcc $(nvcc --version | tail -1)"
if nvcc $FLAGS $B/gpu/bench.cu $B/gen/rs_*.cu -Xptxas -v -lcublas -o $B/build/bench 2> $B/build/nvcc.log; then
  echo "== ptxas: registers and spills per kernel"
  # One line a kernel: its (mangled) name, registers, spill stores and loads.
  awk '/Compiling entry/ { split($0, q, "'"'"'"); k = q[2] }
       /spill stores/ { sp = $5 "/" $9 }
       /Used [0-9]+ registers/ && k ~ /rs_|cute_/ { print k ": " $5 " registers, spills " sp; k = "" }' \
    $B/build/nvcc.log
else
  echo "== build with cuBLAS failed; retrying without"; grep -v "^ptxas info" $B/build/nvcc.log | tail -30
  nvcc $FLAGS -DNO_CUBLAS $B/gpu/bench.cu $B/gen/rs_*.cu -o $B/build/bench 2> $B/build/nvcc2.log || grep -v "^ptxas info" $B/build/nvcc2.log | tail -40
fi
for ex in ${EXAMPLES:-gpu_transpose gpu_sgemm gpu_hgemm}; do
  if [ -x $B/bin/$ex ]; then echo "== $ex (CubeCL runtime)"; timeout 240 $B/bin/$ex 2>&1 | tail -15; fi
done
{ timeout 300 $B/build/bench $B/gen ${1:-}; timeout 120 python3 $B/gpu/torch_mm.py 2>&1; } | python3 $B/gpu/table.py
