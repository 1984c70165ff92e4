#!/bin/sh
# Rebuilds tests/data/atom_print_expected.txt from CuTe (headers from ../shared/oracle/setup.sh).
set -e
cd "$(dirname "$0")"
I="${ORACLE_CACHE:-$HOME/.cache/cute-oracle}/include"
g++ -std=c++17 -O0 -w -I"$I/cudart" -I"$I/nvcc" -I"$I/cccl" -I"$I/cutlass" atom_print_oracle.cpp -o /tmp/atom_print_oracle
/tmp/atom_print_oracle > atom_print_expected.txt
