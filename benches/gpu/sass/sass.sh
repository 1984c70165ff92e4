#!/bin/bash
# The SASS of the generated kernels without a GPU: NVRTC (what CubeCL's runtime compiles with),
# ptxas and cuobjdump for sm_90a, all from NVIDIA's PyPI wheels (downloaded once into
# ~/.cache/cute-sass), then each kernel's registers and the opcodes of its main loop. From the
# repository root:
#   bash benches/gpu/sass/sass.sh [kernel ...]      (default: rs_hgemm rs_hgemm_nn rs_sgemm rs_sgemm4)
set -eu
C=${CUTE_SASS_CACHE:-$HOME/.cache/cute-sass}
if [ ! -x "$C/root/nvidia/cu13/bin/nvdisasm" ]; then
  mkdir -p "$C/wheels" "$C/root"
  python3 -m pip download -q --no-deps -d "$C/wheels" nvidia-cuda-nvcc-cu12 nvidia-cuda-runtime-cu12 \
    nvidia-cuda-cccl-cu12 nvidia-cuda-nvrtc-cu12 nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm
  for w in "$C"/wheels/*.whl; do python3 -m zipfile -e "$w" "$C/root"; done
  chmod +x "$C"/root/nvidia/cuda_nvcc/bin/* "$C"/root/nvidia/cu13/bin/*
fi
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
CUDARC_CUDA_VERSION=13000 cargo run -q --release --features gpu --example gpu_emit -- "$W/gen" > /dev/null
D=$(dirname "$0")
for k in ${@:-rs_hgemm rs_hgemm_nn rs_sgemm rs_sgemm4}; do
  python3 "$D/nvrtc.py" "$C/root/nvidia" "$W/gen/$k.cu" "$W/$k.ptx"
  "$C/root/nvidia/cuda_nvcc/bin/ptxas" -arch=sm_90a -v "$W/$k.ptx" -o "$W/$k.cubin" 2>&1 | grep -E "registers|spill" | sed "s/^/$k: /"
  PATH="$C/root/nvidia/cu13/bin:$PATH" cuobjdump -sass "$W/$k.cubin" 2> /dev/null > "$W/$k.sass"
  python3 "$D/loop.py" "$W/$k.sass"
done
