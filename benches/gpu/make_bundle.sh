#!/bin/bash
# Builds everything the GPU machine needs into gpu-bundle/ (git-ignored): the Rust examples,
# the CUDA source CubeCL generates for our kernels, the harness and CuTe kernels, CuTe's
# headers (CUTLASS 4.2, from the oracle's cache), and run.sh. Run from the repository root.
set -eu
export CUDARC_CUDA_VERSION=13000
B=gpu-bundle
CUTE=${CUTE_INCLUDE:-$HOME/.cache/cute-oracle/include/cutlass}
cargo build --release --features gpu --example gpu_emit --example gpu_transpose --example gpu_sgemm --example gpu_hgemm
rm -rf $B && mkdir -p $B/bin $B/gpu $B/include
target/release/examples/gpu_emit $B/gen
cp target/release/examples/gpu_transpose target/release/examples/gpu_sgemm target/release/examples/gpu_hgemm $B/bin/
strip $B/bin/* || true
cp benches/gpu/bench.cu benches/gpu/cute_kernels.cuh benches/gpu/leaves.hpp benches/gpu/torch_mm.py benches/gpu/table.py $B/gpu/
cp benches/gpu/run.sh $B/run.sh
cp -r "$CUTE/cute" "$CUTE/cutlass" $B/include/
du -sh $B
# The same, packed (about 9 MB; the folder is over 64 MB, mostly generated CUDA and CuTe's
# headers): a machine that takes fewer bytes unpacks it with `tar xzf gpu-bundle.tgz`.
tar czf gpu-bundle.tgz $B
ls -la gpu-bundle.tgz
