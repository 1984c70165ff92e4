#!/bin/sh
# Rebuilds tests/data/swizzle_slices_expected.txt from CuTe (headers from tools/oracle/setup.sh).
set -e
cd "$(dirname "$0")"
I="${ORACLE_CACHE:-$HOME/.cache/cute-oracle}/include"
g++ -std=c++17 -O0 -w -I"$I/cudart" -I"$I/nvcc" -I"$I/cccl" -I"$I/cutlass" swizzle_slices_oracle.cpp -o /tmp/swizzle_slices_oracle
/tmp/swizzle_slices_oracle > swizzle_slices_expected.txt
