#!/usr/bin/env python3
"""Generate a compile-time benchmark spec: N distinct, CuTe-valid layout-algebra operations.

  gen_spec.py --seed S --ops N [--only OP[,OP...]] > spec.txt

One `op | argA | argB` line per operation, in the notation of ../shared/conformance/cases.txt
('-' for a missing argument).  Operations are drawn from GEMM-like situations: matrices and
batched matrices (row/column-major, padded, blocked/hierarchical) divided by CTA tiles, thread
and value layouts, thread-value (TV) layouts of MMA/copy atoms, products of small tiles, their
compositions, complements and inverses.  Extents are powers of two times 1, 3, 5 or 7.

Every candidate is evaluated by real CuTe C++ (../shared/oracle/gen.py, all-static types,
host g++); candidates CuTe rejects are dropped, as are those whose arguments or result hold a
value >= 2^20, and compositions / logical_divides whose CuTe answer breaks R(i) == A(B(i))
(cutlass#3177; cute-layout rejects those on purpose).  Candidates come from one random stream
per seed and are kept in stream order, so the spec for N ops is a prefix of the spec for M > N
ops with the same seed and --only.  CuTe answers are cached in work/oracle_answers.json.
"""
import argparse, os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))           # benches/compile_time -> repo root
SHARED = os.environ.get("CUTE_SHARED", os.path.join(os.path.dirname(REPO), "shared"))
ORACLE = os.path.join(SHARED, "oracle")
sys.path.insert(0, ORACLE)

try:
    import gen  # noqa: E402  (CuTe oracle: Case, evaluate, parse, fmt, Tiler; needs setup.sh)
except SystemExit as e:  # gen.py exits when pycute is missing
    sys.exit(f"{e}\n(run {ORACLE}/setup.sh first)")
import postcheck  # noqa: E402
from pycute import Layout  # noqa: E402

Tiler = gen.Tiler
MAX_VALUE = 1 << 20

# op -> relative weight in the mix (GEMM code uses divides and compositions most)
WEIGHTS = {
    "composition": 16, "logical_divide": 11, "zipped_divide": 8, "tiled_divide": 5,
    "flat_divide": 4, "complement": 10, "logical_product": 6, "blocked_product": 8,
    "raked_product": 8, "zipped_product": 3, "tiled_product": 3, "flat_product": 3,
    "right_inverse": 6, "left_inverse": 5, "coalesce": 5, "coalesce_by": 3, "flatten": 2,
}

ODD = [1, 1, 1, 1, 3, 5, 7]                    # extents = 2^k * {1,3,5,7}


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


class G:
    """Random GEMM-flavoured building blocks."""

    def __init__(self, rng):
        self.r = rng

    def ext(self, lo=8, hi=256):
        r = self.r
        while True:
            v = r.choice(ODD) * (1 << r.randint(0, 8))
            if lo <= v <= hi:
                return v

    def div(self, n, big=True):
        """A divisor of n, preferring 'tile-like' ones (>1, <n, powers of two)."""
        ds = [d for d in divisors(n) if 1 < d < n] if big else divisors(n)
        if not ds:
            return n
        p2 = [d for d in ds if d & (d - 1) == 0]
        return self.r.choice(p2 if p2 and self.r.random() < 0.75 else ds)

    # ---- layouts -----------------------------------------------------------------------------
    def matrix(self, maxsize=1 << 16):
        """(M,N) row-/column-major, padded, or batched (M,N,L)."""
        r = self.r
        while True:
            M, N = self.ext(8, 256), self.ext(8, 256)
            if M * N <= maxsize:
                break
        kind = r.choice(["row", "row", "col", "col", "pad", "batch"])
        if kind == "row":
            return Layout((M, N), (N, 1))
        if kind == "col":
            return Layout((M, N), (1, M))
        if kind == "pad":
            ld = N + r.choice([1, 4, 8])
            return Layout((M, N), (ld, 1))
        L = r.choice([2, 3, 4])
        if r.random() < 0.5:
            return Layout((M, N, L), (1, M, M * N))
        return Layout((M, N, L), (N, 1, M * N))

    def blocked(self):
        """Hierarchical smem-like layout ((a,M/a),(b,N/b)): atoms of (a,b), atoms col-major."""
        r = self.r
        a, b = r.choice([2, 4, 8]), r.choice([2, 4, 8])
        m, n = r.choice([1, 2, 4, 8, 3]), r.choice([1, 2, 4, 8, 5])
        if m == 1 and n == 1:
            m = 2
        if r.random() < 0.5:   # row-major atom
            return Layout(((a, m), (b, n)), ((b, a * b), (1, a * b * m)))
        return Layout(((a, m), (b, n)), ((1, a * b), (a, a * b * m)))

    def thread(self):
        r = self.r
        T = r.choice([32, 64, 128, 128, 256])
        tm = r.choice([d for d in divisors(T) if 2 <= d <= T // 2])
        tn = T // tm
        if r.random() < 0.5:
            return Layout((tm, tn), (tn, 1))
        if tm % 4 == 0 and tm > 4 and r.random() < 0.3:
            return Layout(((4, tm // 4), tn), ((1, 4), tm))
        return Layout((tm, tn), (1, tm))

    def value(self):
        r = self.r
        V = r.choice([2, 4, 4, 8, 8, 16])
        vm = r.choice(divisors(V))
        vn = V // vm
        if vm == 1 or vn == 1:
            return Layout(V, 1) if r.random() < 0.5 else Layout((vm, vn), (vn, 1))
        return Layout((vm, vn), (vn, 1)) if r.random() < 0.5 else Layout((vm, vn), (1, vm))

    def tv(self):
        """Thread-value layout ((tm,tn),(vm,vn)) -> column-major (tm*vm, tn*vn) tile index."""
        r = self.r
        tm, tn = r.choice([(4, 8), (8, 4), (2, 16), (8, 8), (16, 2), (32, 1), (4, 4)])
        vm, vn = r.choice([(2, 2), (1, 2), (2, 1), (4, 1), (1, 4), (2, 4)])
        M = tm * vm
        if r.random() < 0.5:   # each thread owns a contiguous vm x vn block
            ts, vs = (vm, vn * M), (1, M)
        else:                  # values raked across threads
            ts, vs = (1, M), (tm, tn * M)
        return Layout(((tm, tn), (vm, vn)), (ts, vs))

    def small(self, size_max=16):
        """Small atom/tile layout."""
        r = self.r
        a = r.choice([1, 2, 2, 3, 4, 4, 8])
        b = r.choice([x for x in [1, 2, 3, 4, 8] if a * x <= size_max] or [1])
        if b == 1:
            return Layout(a, 1)
        if r.random() < 0.5:
            return Layout((a, b), (b, 1))
        return Layout((a, b), (1, a))

    def any_layout(self):
        return self.r.choice([self.matrix, self.blocked, self.thread, self.tv, self.value])()

    # ---- tilers -------------------------------------------------------------------------------
    def mode_sizes(self, A):
        s = A.shape if isinstance(A.shape, tuple) else (A.shape,)
        return [gen.pycute.product(x) for x in s]

    def mode_tile(self, m, kind):
        """A tile of a mode of extent m: int t, or a layout picking t of its m elements."""
        t = self.div(m)
        if kind == "int":
            return t
        r = self.r
        opts = [Layout(t, 1)]
        for s in [2, 4, m // t]:
            if 1 < s and t * s <= m and m % (t * s) == 0:
                opts.append(Layout(t, s))
        if t % 2 == 0:
            a = self.div(t, big=True)
            b = t // a
            if b > 1 and (m // b) >= a and m % b == 0:
                opts.append(Layout((a, b), (1, m // b)))
        return r.choice(opts)

    def tiler(self, A, kind=None):
        """'shape' (bm,bn) | 'tiler' <L0, L1> | 'layout' (1-D) | 'int' for layout A."""
        r = self.r
        kind = kind or r.choice(["shape", "shape", "shape", "tiler", "tiler", "layout", "int"])
        sizes = self.mode_sizes(A)
        if kind == "int":
            return self.div(gen.pycute.size(A))
        if kind == "layout":
            n = gen.pycute.size(A)
            t = self.div(n)
            c = self.r.choice([x for x in [1, 2, 4] if x * t <= n and n % (x * t) == 0])
            if t >= 8 and t % 4 == 0 and r.random() < 0.5:
                return Layout((4, t // 4), (c, 4 * c))
            return Layout(t, c)
        k = len(sizes) if r.random() < 0.8 else max(1, len(sizes) - 1)
        if kind == "shape":
            return tuple(self.div(m) for m in sizes[:k])
        return Tiler(self.mode_tile(m, r.choice(["int", "layout", "layout"])) for m in sizes[:k])

    # ---- one operation ------------------------------------------------------------------------
    def case(self, op):
        r = self.r
        if op == "composition":
            k = r.choice(["tv", "tv", "tile", "tile", "thr", "tiler", "shape", "1d"])
            if k == "tv":          # make_tiled_copy / partition: (tile layout) o (TV layout)
                B = self.tv()
                (tm, tn), (vm, vn) = B.shape
                M, N = tm * vm, tn * vn
                A = r.choice([Layout((M, N), (N, 1)), Layout((M, N), (1, M)),
                              Layout((M, N), (N + r.choice([1, 2, 4]), 1))])
                return gen.Case(op, A, B)
            if k == "tile":        # matrix o (CTA tile as a layout into it)
                A = self.matrix()
                return gen.Case(op, A, self.tiler(A, "layout"))
            if k == "thr":         # thread layout o value layout (and the other way)
                A, B = self.thread(), self.value()
                return gen.Case(op, A, B) if r.random() < 0.6 else gen.Case(op, self.matrix(), A)
            if k == "tiler":
                A = r.choice([self.matrix, self.blocked])()
                return gen.Case(op, A, self.tiler(A, "tiler"))
            if k == "shape":
                A = r.choice([self.matrix, self.blocked, self.tv])()
                return gen.Case(op, A, self.tiler(A, "shape"))
            A = r.choice([self.matrix, self.blocked])()
            return gen.Case(op, A, self.tiler(A, "int"))
        if op == "complement":
            A = r.choice([self.thread, self.thread, self.value, self.tv, self.blocked,
                          lambda: self.tiler(self.matrix(), "layout")])()
            cs = gen.pycute.cosize(A)
            form = r.choice(["int", "int", "int", "one", "shape"])
            if form == "one":
                return gen.Case(op, A)
            if form == "shape":
                a = r.choice([2, 4, 8, 16])
                b = -(-cs // a) * r.choice([1, 2])
                return gen.Case(op, A, (a, b))
            m = cs * r.choice([1, 2, 4, 8, 3])
            return gen.Case(op, A, m)
        if op.endswith("_divide"):
            k = r.choice(["mat", "mat", "mat", "blocked", "tv", "thr"])
            if k == "mat":
                A = self.matrix()
            elif k == "blocked":
                A = self.blocked()
            elif k == "tv":
                A = self.tv()
            else:
                A = self.thread()
            return gen.Case(op, A, self.tiler(A))
        if op.endswith("_product"):
            if op == "raked_product" or (op == "blocked_product" and r.random() < 0.4):
                A, B = self.thread(), self.value()       # make_tiled_copy's raked(thr, val)
                if op == "blocked_product":
                    A, B = self.value(), self.thread()
            elif op == "blocked_product":
                A, B = self.small(64), self.small(64)     # tile_to_shape-like atom x reps
            else:
                A = r.choice([self.small, self.value, self.thread])()
                k = r.choice(["layout", "layout", "shape", "tiler"])
                ra = len(self.mode_sizes(A))
                if k == "layout":
                    B = self.small()
                elif k == "shape":
                    B = tuple(r.choice([2, 3, 4, 8]) for _ in range(ra))
                else:
                    B = Tiler(r.choice([Layout(r.choice([2, 4]), 1),
                                        Layout(r.choice([2, 4]), r.choice([1, 2]))])
                              for _ in range(ra))
            return gen.Case(op, A, B)
        if op in ("right_inverse", "left_inverse"):
            A = r.choice([self.tv, self.tv, self.thread, self.blocked, self.matrix,
                          self.value])()
            return gen.Case(op, A)
        if op == "coalesce":
            return gen.Case(op, r.choice([self.blocked, self.tv, self.thread, self.matrix])())
        if op == "coalesce_by":
            A = r.choice([self.blocked, self.tv, self.matrix])()
            prof = tuple(1 for _ in self.mode_sizes(A))
            if r.random() < 0.3 and isinstance(A.shape[0], tuple):
                prof = (tuple(1 for _ in A.shape[0]),) + prof[1:]
            return gen.Case(op, A, prof)
        if op == "flatten":
            return gen.Case(op, r.choice([self.blocked, self.tv])())
        raise ValueError(op)


def ints(v):
    if isinstance(v, Layout):
        return ints(v.shape) + ints(v.stride)
    if isinstance(v, tuple):
        return [x for e in v for x in ints(e)]
    return [v] if isinstance(v, int) else []


def small_enough(c):
    vals = ints(c.a) + (ints(c.b) if c.b is not None else [])
    for v in (c.a, c.b):
        if isinstance(v, Layout):
            vals += [gen.pycute.size(v), gen.pycute.cosize(v)]
    return all(abs(x) < MAX_VALUE for x in vals)


def result_ok(c):
    """CuTe accepted it, its answer is moderate, and it satisfies A o B (see postcheck.py)."""
    if c.expected is None or c.expected == "ERROR":
        return False
    if any(abs(int(x)) >= MAX_VALUE for x in re.findall(r"-?\d+", c.expected)):
        return False
    if c.op in postcheck.CHECKS and isinstance(c.a, Layout) and isinstance(c.b, Layout):
        A, B = postcheck.split_layout(gen.fmt(c.a)), postcheck.split_layout(gen.fmt(c.b))
        R = postcheck.split_layout(gen.strip_static(c.expected))
        if A and B and R:
            inner = postcheck.CHECKS[c.op](A, B)
            if any(postcheck.call(R, i) != postcheck.call(A, postcheck.call(inner, i))
                   for i in range(postcheck.size(R))):
                return False
    return True


def line(c):
    return f"{c.op} | {gen.fmt(c.a)} | {'-' if c.b is None else gen.fmt(c.b)}"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ops", type=int, required=True, help="number of operations to write")
    ap.add_argument("--only", default="", help="comma-separated op kinds (default: the mix)")
    ap.add_argument("--cache", default=os.path.join(HERE, "work", "oracle_answers.json"),
                    help="CuTe answer cache (default: work/oracle_answers.json)")
    ap.add_argument("--verbose", action="store_true", help="oracle progress on stderr")
    args = ap.parse_args()

    weights = dict(WEIGHTS)
    if args.only:
        ops = [o.strip() for o in args.only.split(",") if o.strip()]
        bad = [o for o in ops if o not in WEIGHTS]
        if bad:
            sys.exit(f"unknown op(s) {bad}; known: {', '.join(WEIGHTS)}")
        weights = {o: WEIGHTS[o] for o in ops}
    names, wts = list(weights), list(weights.values())

    os.makedirs(os.path.dirname(os.path.abspath(args.cache)), exist_ok=True)
    gen.CACHE_FILE = os.path.abspath(args.cache)   # keep the shared oracle cache untouched

    rng = random.Random(f"cute-compile-bench:{args.seed}:{args.only}")
    g = G(rng)
    seen, kept = set(), []
    log = (lambda m: print(m, file=sys.stderr)) if args.verbose else (lambda m: None)
    rounds = 0
    while len(kept) < args.ops:
        rounds += 1
        if rounds > 50:
            sys.exit(f"gave up: only {len(kept)} valid distinct ops after 50 rounds")
        want = args.ops - len(kept)
        batch = []
        while len(batch) < max(32, int(want * 1.5)):   # candidates, in stream order
            c = g.case(rng.choices(names, wts)[0])
            if c.key() in seen or not small_enough(c):
                continue
            seen.add(c.key())
            batch.append(c)
        gen.evaluate(batch, log=log)
        for c in batch:
            if len(kept) < args.ops and result_ok(c):
                kept.append(c)
        dropped = sum(1 for c in batch if not result_ok(c))
        log(f"round {rounds}: {len(batch)} candidates, {dropped} rejected, {len(kept)} kept")
        if len(kept) >= args.ops:
            break
    for c in kept:
        print(line(c))


if __name__ == "__main__":
    main()
