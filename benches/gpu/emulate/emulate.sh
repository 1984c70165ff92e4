#!/bin/bash
# Runs the CubeCL-generated CUDA kernels and the CuTe C++ kernels on the CPU (no GPU): g++
# compiles them with a few CUDA built-ins emulated (emu.h: one std::thread per CUDA thread,
# std::barrier for __syncthreads), on small problems (70x45 transpose and 200x136x20 SGEMM, every
# extent ragged; sizes at run time), and checks them against CPU references. From the repository root:
#   bash benches/gpu/emulate/emulate.sh
set -eu
CUTE=${CUTE_ORACLE_INCLUDE:-$HOME/.cache/cute-oracle/include}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
CUDARC_CUDA_VERSION=13000 cargo run -q --release --features gpu --example gpu_emit -- "$W/gen"
E=benches/gpu/emulate
for k in rs_transpose rs_transpose64 rs_sgemm rs_sgemm_split rs_sgemm4 rs_sgemm4_split rs_sum_splits; do
  grep -v "#include <cuda_runtime.h>" "$W/gen/$k.cu" > "$W/$k.cpp"
  g++ -std=c++17 -O1 -c -include $E/emu.h -D__shared__= "-D__align__(x)=" "$W/$k.cpp" -o "$W/$k.o"
done
g++ -std=c++20 -O1 -include $E/emu.h -I "$CUTE/cutlass" -I "$CUTE/cudart" -I "$CUTE/nvcc" -I "$CUTE/cccl" \
  -I benches/gpu $E/driver.cpp "$W"/rs_*.o -o "$W/driver" -pthread
"$W/driver" "$W/gen"
