#!/bin/sh
# Rebuilds tests/data/partition_expected.txt from CuTe (headers from ../shared/oracle/setup.sh).
set -e
cd "$(dirname "$0")"
I="${ORACLE_CACHE:-$HOME/.cache/cute-oracle}/include"
g++ -std=c++17 -O0 -w -I"$I/cudart" -I"$I/nvcc" -I"$I/cccl" -I"$I/cutlass" partition_oracle.cpp -o /tmp/partition_oracle
/tmp/partition_oracle > partition_expected.txt
