#!/usr/bin/env python3
"""Compile time of an SM80 GEMM's atom layer: cute-layout (`cargo check`) against CuTe C++
(`g++ -std=c++17 -fsyntax-only`), the same work on both sides.

  benches/compile_time/sm80.py [--reps 3]

The work (`sm80/lib.rs`, `sm80/setup.cpp`): one TiledMMA (SM80 16x8x16 F32 += F16 * F16, 2x2
atoms, tile 32x32x16), three TiledCopies (cp.async global -> shared for A and B, ldmatrix
shared -> registers for A and for B, made from the TiledMMA), and one thread's partitions of
the tensors: A and B in global memory with a run-time leading dimension, A in shared memory, C
in global memory with a run-time leading dimension. `g++ -DPRINT setup.cpp` prints CuTe's
answers, which `tests/atoms.rs` (`sm80_gemm_setup_is_cutes`) checks the Rust side against.
Rust: the library's dependencies are checked once; each repetition touches the crate's source
and runs `cargo check` with CARGO_INCREMENTAL=0 (only the crate is re-checked). Medians of
--reps runs, wall time; results in work/sm80.md.
"""
import argparse, os, shutil, statistics, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as bench  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--work", default=os.path.join(HERE, "work"))
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    rust = bench.Rust(args.work, bench.REPO, 600)
    d, crate = rust.crate("sm80", [])
    shutil.copy(os.path.join(HERE, "sm80", "lib.rs"), os.path.join(d, "src", "lib.rs"))
    rust.write = lambda *_: None        # keep the copied source
    rc, err, _, _, _ = rust.check(d)    # dependencies, once
    if rc != 0:
        sys.exit(f"cargo check failed:\n{err[-3000:]}")
    cpp_cmd = [bench.CXX, "-std=c++17", "-fsyntax-only"] + [f"-I{i}" for i in bench.INCLUDES]
    src = os.path.join(HERE, "sm80", "setup.cpp")
    rs, cs = [], []
    for _ in range(args.reps):
        rs.append(rust.measure(d, crate)["wall"])
        rc, _, err, wall, _ = bench.timed(cpp_cmd + [src], args.work)
        if rc != 0:
            sys.exit(f"g++ failed:\n{err[:3000]}")
        cs.append(wall)
    r, c = statistics.median(rs), statistics.median(cs)
    table = ("| work | Rust s (`cargo check`) | C++ s (`g++ -fsyntax-only`) | Rust/C++ |\n"
             "|---|---:|---:|---:|\n"
             f"| SM80 GEMM: 1 TiledMMA, 3 TiledCopies, 8 partitions | {r:.2f} | {c:.2f} | {r / c:.2f} |\n"
             f"\nMedians of {args.reps}; Rust runs: {', '.join(f'{x:.2f}' for x in rs)}; "
             f"C++ runs: {', '.join(f'{x:.2f}' for x in cs)}.\n")
    with open(os.path.join(args.work, "sm80.md"), "w") as f:
        f.write(table)
    print(table)


if __name__ == "__main__":
    main()
