#!/bin/sh
# Rebuilds tests/data/print_tensor_expected.txt from CuTe (headers from ../shared/oracle/setup.sh).
set -e
cd "$(dirname "$0")"
I="${ORACLE_CACHE:-$HOME/.cache/cute-oracle}/include"
g++ -std=c++17 -O0 -w -I"$I/cudart" -I"$I/nvcc" -I"$I/cccl" -I"$I/cutlass" print_tensor_oracle.cpp -o /tmp/print_tensor_oracle
/tmp/print_tensor_oracle | sed -E 's/ptr\[([0-9]+)b\]\(0x[0-9a-f]+(\.[0-9])?\)/ptr[\1b](PTR)/' > print_tensor_expected.txt
