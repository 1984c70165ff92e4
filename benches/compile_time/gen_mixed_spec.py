#!/usr/bin/env python3
"""Generate a MIXED compile-time benchmark spec: GEMM-style layout algebra with run-time
extents and strides and static tiles, validated by real CuTe.

  gen_mixed_spec.py --seed S --ops N > spec.txt

One `op | argA | argB` line per operation in CuTe's print notation (`_128` static, `300`
run-time, as ../shared/conformance/mixed_cases.txt). What a GEMM kernel does with its global
matrices: a matrix `(M,K):(_1,M)` (column-major) or `(M,K):(K,_1)` (row-major), `(M,N,L)`
batched, with run-time M, N, K, L; CTA tiles by `logical/zipped/tiled/flat_divide` with static
shape tilers and `<_bm:_1, _bk:_1>` layout tilers; `local_tile` as `slice` of the zipped
divide at a run-time tile coordinate; the CTA tile `(_bm,_bk):(_1,M)` (static extents,
run-time stride) partitioned across threads (zipped_divide by a thread shape, then the
thread's slice), composed with static thread-value layouts of MMA/copy atoms; coalesce and
size/cosize of those. Every candidate is evaluated by CuTe C++ with `int` leaves (gen.py's
mixed mode); candidates CuTe rejects are dropped. Deterministic per seed; the N-op spec is a
prefix of the M-op spec.
"""
import argparse, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SHARED = os.environ.get("CUTE_SHARED", os.path.join(os.path.dirname(REPO), "shared"))
sys.path.insert(0, os.path.join(SHARED, "oracle"))
import gen  # noqa: E402

TILES = [(128, 128, 8), (128, 64, 32), (64, 64, 16), (256, 128, 32), (128, 256, 64), (64, 32, 8)]
THREADS = [(32, 8), (16, 16), (32, 4), (8, 32), (64, 4)]
TV = [  # static thread-value layouts of copy/MMA atoms (CuTe print notation)
    "((_32,_4),(_4,_4)):((_4,_512),(_1,_128))",
    "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))",
    "((_16,_8),_4):((_1,_16),_128)",
    "((_32,_8),(_4,_2)):((_4,_1024),(_1,_128))",
]


def matrix(rng):
    m, k = rng.randrange(65, 5000), rng.randrange(65, 5000)
    kind = rng.choice(["col", "row", "batched", "padded"])
    if kind == "col":
        return f"({m},{k}):(_1,{m})", (m, k)
    if kind == "row":
        return f"({m},{k}):({k},_1)", (m, k)
    if kind == "padded":
        ld = m + rng.choice([1, 4, 8, 32])
        return f"({m},{k}):(_1,{ld})", (m, k)
    l = rng.randrange(2, 9)
    return f"({m},{k},{l}):(_1,{m},{m * k})", (m, k)


def candidate(rng):
    a, (m, k) = matrix(rng)
    bm, _, bk = rng.choice(TILES)
    r = rng.random()
    if r < 0.14:
        return ("logical_divide", a, f"<_{bm}:_1, _{bk}:_1>")
    if r < 0.28:
        return ("zipped_divide", a, f"(_{bm},_{bk})")
    if r < 0.36:
        return ("tiled_divide", a, f"(_{bm},_{bk})")
    if r < 0.44:
        return ("flat_divide", a, f"(_{bm},_{bk})")
    if r < 0.60:  # local_tile: the zipped divide, sliced at a run-time tile coordinate
        batch = ",0" if a.count(",") > 3 else ""
        return ("local_tile", a, f"(_{bm},_{bk}) @ ({rng.randrange(0, max(1, m // bm))},"
                                 f"{rng.randrange(0, max(1, k // bk))}{batch})")
    tile = f"(_{bm},_{bk}):(_1,{m})" if rng.random() < 0.5 else f"(_{bm},_{bk}):({k},_1)"
    if r < 0.76:  # local_partition: thread shape, the thread's coordinate
        tm, tk = rng.choice(THREADS)
        if bm % tm or bk % tk:
            tm, tk = 32, 8 if bk % 8 == 0 else 1
        return ("local_partition", tile, f"(_{tm},_{tk}) @ ({rng.randrange(tm)},{rng.randrange(tk)})")
    if r < 0.90:
        return ("composition", tile, rng.choice(TV))
    if r < 0.95:
        return ("coalesce", tile, None)
    return ("cosize", a, None)


def cases_of(op, a, b):
    """The CuTe cases (op, a, b) that realise one spec line (local_tile/partition = 2 steps)."""
    if op in ("local_tile", "local_partition"):
        tiler, crd = [x.strip() for x in b.split("@")]
        return ("zipped_divide", a, tiler), crd
    return (op, a, b), None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ops", type=int, default=100)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out, seen = [], set()
    while len(out) < args.ops:
        batch = []
        while len(batch) < 2 * (args.ops - len(out)) + 8:
            c = candidate(rng)
            if c not in seen:
                seen.add(c)
                batch.append(c)
        cases = []
        for op, a, b in batch:
            (cop, ca, cb), _ = cases_of(op, a, b)
            cases.append(gen.Case(cop, gen.parse(ca, True), None if cb is None else gen.parse(cb, True), mixed=True))
        gen.evaluate(cases, log=lambda *x: None)
        for (op, a, b), c in zip(batch, cases):
            if len(out) < args.ops and c.expected and not c.expected.startswith("ERROR"):
                out.append((op, a, b))
    for op, a, b in out:
        print(f"{op} | {a} | {b if b is not None else '-'}")


if __name__ == "__main__":
    main()
