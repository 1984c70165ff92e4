#!/bin/sh
# Rebuilds tests/data/modes_expected.txt from CuTe (headers from tools/oracle/setup.sh).
set -e
cd "$(dirname "$0")"
I="${ORACLE_CACHE:-$HOME/.cache/cute-oracle}/include"
g++ -std=c++17 -O0 -w -I"$I/cudart" -I"$I/nvcc" -I"$I/cccl" -I"$I/cutlass" modes_oracle.cpp -o /tmp/modes_oracle
/tmp/modes_oracle > modes_expected.txt
