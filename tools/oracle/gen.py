#!/usr/bin/env python3
"""Reference-answer oracle for CuTe layout algebra (the corpora of tests/data).

Every case is evaluated by real CuTe C++ (headers from PyPI nvidia-cutlass==4.2.0.0, see
setup.sh) with all-static types -- or, in mixed mode, with arguments built as values whose leaves
are Int<N>{} or run-time ints, each case in a fork()ed child -- compiled by host g++ in batches.
pycute (same wheel) is only used to pre-filter random candidates and for a cross-check report; it
never produces answers.

  gen.py public          -> tests/data/cute_cases.txt   (inputs/cute_public.txt + random seed 1;
                                                         includes postcheck.py)
  gen.py eval IN OUT     -> evaluate any case list (op | arg1 | arg2 [| ignored])

Mixed static/dynamic mode (arguments written as CuTe prints them: _4 = Int<4>, 4 = int):
  gen.py mixed-public       -> tests/data/mixed_cases.txt  (inputs/mixed_public.txt + random seed 3)
  gen.py eval-mixed IN OUT  -> evaluate any mixed case list

Case notation is documented in HEADER / MIXED_HEADER below and in README.md, which also says how
each corpus of tests/data is regenerated.  Adapted from the project's shared oracle (the held-out
corpora and their inputs are not part of this repository).  ORACLE_NOCACHE=1 evaluates every case
again with g++ and leaves the answer cache as it is.  The notation and the C++ evaluation are
in cute_eval.py.
"""
import argparse, collections, os, random, re, subprocess, sys
import tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cute_eval import (  # noqa: E402
    HERE, CUTE_VERSION, OPS, PY_COMPARABLE, Case, Dyn, Layout, Tiler, evaluate, fmt, fmt_mixed,
    parse, pycute, read_cases, strip_static)


# --------------------------------------------------------------------------------------------
# Random cases
# --------------------------------------------------------------------------------------------
SIZES = [1, 2, 2, 2, 3, 4, 4, 4, 5, 6, 7, 8, 8, 8, 12, 16, 16, 24, 32, 64]
MAX_INDEX = 1 << 20  # keep every static value far from int overflow


def tmap(t, f):
    return tuple(tmap(x, f) for x in t) if isinstance(t, tuple) else f(t)


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


def nest(rng, items, depth):
    """Group a flat list into a tuple nested at most `depth` deep (depth >= 1)."""
    if depth <= 1 or len(items) <= 1:
        return tuple(items)
    out, i = [], 0
    while i < len(items):
        k = rng.randint(1, len(items) - i)
        if k == len(items) and rng.random() < 0.85:  # keep ((...)) rank-1 wrappers rare
            k = rng.randint(1, len(items) - 1)
        grp, i = items[i:i + k], i + k
        out.append(grp[0] if k == 1 and rng.random() < 0.95 else nest(rng, grp, depth - 1))
    return tuple(out)


def rand_strides(rng, shapes, style):
    n = len(shapes)
    order = list(range(n)) if style == "col" else rng.sample(range(n), n)
    d, cur = [0] * n, 1
    for i in order:
        if style == "gap" and rng.random() < 0.4:
            cur *= rng.choice([2, 3, 4])
        d[i], cur = cur, cur * shapes[i]
    if style == "zero":
        d[rng.randrange(n)] = 0
    if style == "rand":
        d = [rng.choice([0, 1, 1, 2, 3, 4, 5, 6, 8, 12, 16, 32]) for _ in range(n)]
    return d


def tdepth(t):
    return 1 + max(map(tdepth, t)) if isinstance(t, tuple) else 0


def rand_layout(rng, size_max=1024, depth=None, n_max=5, style=None, shapes=None):
    depth = rng.choice([0, 1, 1, 2, 2, 3, 3]) if depth is None else depth
    if shapes is None:
        n = min(n_max, max(depth, rng.choice([1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6])))
        shapes, tot = [], 1
        for _ in range(n):
            fits = [s for s in SIZES if tot * s <= size_max]
            if max(fits) == 1:
                break
            shapes.append(rng.choice(fits))
            tot *= shapes[-1]
    style = style or rng.choice(["col", "col", "perm", "perm", "gap", "gap", "zero", "rand"])
    strides = rand_strides(rng, shapes, style)
    if len(shapes) == 1 and (depth == 0 or rng.random() < 0.8):
        return Layout(shapes[0], strides[0])
    for _ in range(10):  # retry until the requested depth is reached (when feasible)
        tree = nest(rng, list(range(len(shapes))), max(depth, 1))
        if tdepth(tree) >= depth:
            break
    return Layout(tmap(tree, lambda i: shapes[i]), tmap(tree, lambda i: strides[i]))


def factor(rng, n, parts):
    """Split n into up to `parts` factors (random order)."""
    out = [n]
    for _ in range(parts - 1):
        j = rng.randrange(len(out))
        ds = [d for d in divisors(out[j]) if 1 < d < out[j]]
        if ds:
            d = rng.choice(ds)
            out[j:j + 1] = [d, out[j] // d]
    rng.shuffle(out)
    return out


def rand_layout_of_size(rng, n, depth=None):
    shapes = factor(rng, n, rng.choice([1, 1, 2, 2, 3]))
    while max(shapes) > 64 and len(factor(rng, max(shapes), 2)) == 2:  # modes up to ~64
        i = shapes.index(max(shapes))
        shapes[i:i + 1] = factor(rng, shapes[i], 2)
    return rand_layout(rng, depth=rng.choice([0, 0, 1, 1, 2]) if depth is None else depth,
                       style=rng.choice(["col", "col", "perm", "gap", "gap", "rand"]),
                       shapes=shapes)


def modes(L):
    return list(L.shape) if isinstance(L.shape, tuple) else [L.shape]


def sub(L, i):
    return L[i] if isinstance(L.shape, tuple) else L


def rank_of(L):
    return len(L.shape) if isinstance(L.shape, tuple) else 1


def rand_divisor(rng, n):
    ds = divisors(n)
    big = [d for d in ds if 1 < d < n]
    return rng.choice(big) if big and rng.random() < 0.8 else rng.choice(ds)


def rand_tiler(rng, A, kind, extra=False):
    """Tiler for A: 'layout' | 'tiler' (<..>) | 'shape' ((..)) | 'int'."""
    size = pycute.size(A)
    if kind == "int":
        return rand_divisor(rng, size)
    if kind == "layout":
        return rand_layout_of_size(rng, rand_divisor(rng, size))
    r = rank_of(A)
    k = rng.randint(1, r) + (1 if extra else 0)
    elems = []
    for i in range(k):
        m = pycute.size(sub(A, i)) if i < r else rng.choice([2, 4])
        t = rand_divisor(rng, m)
        if kind == "shape":
            elems.append(t)
        else:
            elems.append(rng.choice([t, rand_layout_of_size(rng, t), rand_layout_of_size(rng, t)]))
    return tuple(elems) if kind == "shape" else Tiler(elems)


def rand_coord(rng, shape, style):
    """style: natural | int | top (1-D per top-level mode) | slice (with '_')."""
    if style == "int":
        return rng.randrange(pycute.product(shape))
    if style == "top":
        return tuple(rng.randrange(pycute.product(s)) for s in shape) \
            if isinstance(shape, tuple) else rng.randrange(shape)

    def nat(s, top=False):
        if isinstance(s, tuple):
            if style == "slice" and rng.random() < (0.05 if top else 0.35):
                return None
            return tuple(nat(x) for x in s)
        return None if style == "slice" and rng.random() < 0.45 else rng.randrange(s)
    return nat(shape, top=True)


def has_none(t):
    return t is None or (isinstance(t, tuple) and any(has_none(x) for x in t))


def too_big(*vals):
    def mx(v):
        if isinstance(v, Layout):
            return max(pycute.size(v), abs(pycute.cosize(v)) if pycute.size(v) else 0)
        if isinstance(v, tuple):
            return max([mx(x) for x in v] + [0])
        return abs(v) if isinstance(v, int) else 0
    return max(mx(v) for v in vals) > MAX_INDEX


def gen_case(rng, op, bad=False):
    """One random candidate for `op`. bad=True: also structurally invalid shapes of input."""
    L = rand_layout(rng)
    if op in ("size", "cosize", "rank", "depth", "shape", "stride", "flatten", "coalesce",
              "right_inverse", "left_inverse"):
        return Case(op, L)
    if op == "coalesce_by":
        r = rank_of(L)
        k = r + 1 if bad else rng.randint(1, r)
        prof = tuple(tmap(modes(L)[i], lambda _: 1) if i < r and rng.random() < 0.3 else 1
                     for i in range(k))
        return Case(op, L, prof)
    if op == "composition":
        kind = rng.choice(["layout", "layout", "layout", "tiler", "tiler", "shape", "int"])
        if kind == "layout" and rng.random() < 0.5:
            B = rand_layout(rng, size_max=max(2, pycute.size(L)), depth=rng.choice([0, 1, 2]))
        else:
            B = rand_tiler(rng, L, kind, extra=bad and rng.random() < 0.3)
        return Case(op, L, B)
    if op == "complement":
        L = rand_layout(rng, size_max=256, style=rng.choice(["col", "perm", "gap", "gap", "zero",
                                                             "rand", None]))
        c = abs(pycute.cosize(L)) or 1
        form = rng.choice(["int", "int", "int", "int", "one", "one", "shape"])
        if form == "one":
            return Case(op, L)
        m = rng.choice([c, c * rng.randint(1, 4), rng.randint(1, 4 * c), pycute.size(L) * 4])
        if form == "shape":
            return Case(op, L, (rng.choice([2, 4, 8]), rng.randint(1, 8)))
        return Case(op, L, m)
    if op.endswith("_divide"):
        kind = rng.choice(["layout", "layout", "tiler", "tiler", "shape", "int"])
        return Case(op, L, rand_tiler(rng, L, kind, extra=bad and rng.random() < 0.3))
    if op.endswith("_product"):
        A = rand_layout(rng, size_max=64, n_max=3)
        if op in ("blocked_product", "raked_product") or rng.random() < 0.6:
            B = rand_layout(rng, size_max=16, n_max=3, depth=rng.choice([0, 1, 1, 2]))
        else:
            kind = rng.choice(["tiler", "tiler", "shape"])
            B = tmap(rand_tiler(rng, A, kind, extra=bad and rng.random() < 0.3),
                     lambda t: rng.choice([1, 2, 3, 4]) if isinstance(t, int) else t)
            if kind == "tiler":
                B = Tiler(x if isinstance(x, Layout) else rand_layout(rng, size_max=8, depth=0)
                          for x in B)
        return Case(op, A, B)
    if op == "crd2idx":
        style = rng.choice(["natural", "natural", "int", "top", "top"])
        c = rand_coord(rng, L.shape, style)
        if bad:
            c = tuple(modes(L)) + (0,) if rng.random() < 0.5 else (c, 0, 0)
            c = tmap(c, lambda x: 0)
        elif style == "int" and rng.random() < 0.1:
            c = pycute.size(L) + rng.randint(0, 5)  # past the end: last mode extends
        return Case(op, c, L)
    if op == "idx2crd":
        style = rng.choice(["int", "int", "top"])
        c = rand_coord(rng, L.shape, style)
        if bad:
            c = tuple([0] * (rank_of(L) + 1))
        return Case(op, c, L.shape)
    if op == "slice":
        c = rand_coord(rng, L.shape, "slice")
        for _ in range(5):
            if has_none(c):
                break
            c = rand_coord(rng, L.shape, "slice")
        if not has_none(c):
            c = None
        if bad:
            c = tuple([None] * (rank_of(L) + 1))
        return Case(op, c, L)
    raise ValueError(op)


# valid quota per op; invalid quota per op (candidates pycute rejects, or structurally bad)
QUOTA = {
    "size": 10, "cosize": 14, "rank": 8, "depth": 10, "shape": 8, "stride": 8, "flatten": 14,
    "coalesce": 32, "coalesce_by": 22, "composition": 85, "complement": 45,
    "logical_divide": 50, "zipped_divide": 20, "tiled_divide": 18, "flat_divide": 18,
    "logical_product": 32, "zipped_product": 16, "tiled_product": 16, "flat_product": 16,
    "blocked_product": 26, "raked_product": 26, "right_inverse": 22, "left_inverse": 22,
    "crd2idx": 36, "idx2crd": 18, "slice": 22,
}
BAD_QUOTA = {
    "composition": 12, "complement": 8, "logical_divide": 6, "zipped_divide": 2,
    "tiled_divide": 2, "flat_divide": 2, "logical_product": 5, "zipped_product": 1,
    "tiled_product": 1, "flat_product": 1, "blocked_product": 2, "raked_product": 2,
    "left_inverse": 5, "coalesce_by": 3, "crd2idx": 3, "idx2crd": 2, "slice": 3,
}
STRUCTURAL_BAD = {"coalesce_by", "crd2idx", "idx2crd", "slice"}


def random_cases(seed, exclude=(), quota=None, bad_quota=None):
    """Returns (valid candidates, invalid candidates); invalid pool is over-sampled 2x."""
    quota = QUOTA if quota is None else quota
    bad_quota = BAD_QUOTA if bad_quota is None else bad_quota
    rng = random.Random(seed)
    seen = set(exclude)
    good, bad = [], []
    for op in OPS:
        want_good, want_bad = quota.get(op, 0), 2 * bad_quota.get(op, 0)
        g = b = tries = 0
        while (g < want_good or b < want_bad) and tries < 200000:
            tries += 1
            structural = op in STRUCTURAL_BAD and b < want_bad and rng.random() < 0.5
            c = gen_case(rng, op, bad=structural)
            if c.key() in seen or too_big(c.a, c.b if c.b is not None else 0):
                continue
            verdict = c.run_pycute()[0]
            if structural or verdict == "reject":
                if b < want_bad:
                    seen.add(c.key()); bad.append(c); b += 1
            elif g < want_good:
                if verdict == "ok" and c.py[1] is not None and too_big(c.py[1]):
                    continue
                seen.add(c.key()); good.append(c); g += 1
    return good, bad


# --------------------------------------------------------------------------------------------
# pycute cross-check (report only)
# --------------------------------------------------------------------------------------------
def _same_function(x, y):
    if isinstance(x, Layout) and isinstance(y, Layout):
        n = pycute.size(x)
        if n != pycute.size(y):
            return False
        if n > 65536:
            return None
        return all(x(i) == y(i) for i in range(n))
    return fmt(x) == fmt(y)


def crosscheck(cases):
    """Classify every case against pycute: same | same-function | different | py-reject/ok."""
    rows = []
    for c in cases:
        if c.py is None:
            c.run_pycute()
        verdict, pyval = c.py
        cpp_err = c.expected == "ERROR"
        if verdict == "reject":
            cat = "both reject" if cpp_err else "pycute rejects, C++ accepts"
        elif cpp_err:
            cat = "pycute accepts, C++ rejects"
        elif c.op not in PY_COMPARABLE or pyval is None:
            cat = "not compared"
        else:
            cpp_val = parse(strip_static(c.expected))
            if fmt(pyval) == strip_static(c.expected):
                cat = "identical"
            else:
                same = _same_function(pyval, cpp_val)
                cat = {True: "same function, different form", False: "DIFFERENT result",
                       None: "different form (too big to compare)"}[same]
        rows.append((c, cat, pyval, verdict))
    return rows


def write_crosscheck(rows, path, title):
    by = collections.defaultdict(list)
    for r in rows:
        by[r[1]].append(r)
    with open(path, "w") as f:
        f.write(f"# pycute (from the same nvidia-cutlass 4.2.0.0 wheel) vs CuTe C++: {title}\n")
        f.write("# Answers in the corpus always come from C++; this only documents disagreements.\n")
        for cat in sorted(by):
            f.write(f"#   {cat}: {len(by[cat])}\n")
        for cat in sorted(by):
            if cat in ("identical", "both reject", "not compared"):
                continue
            f.write(f"\n## {cat} ({len(by[cat])})\n")
            for c, _, pyval, verdict in by[cat]:
                py = fmt(pyval) if verdict == "ok" and pyval is not None else c.py[1]
                f.write(f"{c.line()}\n    pycute: {py}\n")
    return {k: len(v) for k, v in by.items()}


# --------------------------------------------------------------------------------------------
# Corpus building
# --------------------------------------------------------------------------------------------
REPO = os.path.dirname(os.path.dirname(HERE))  # tools/oracle -> the repository
CORPORA = {
    "public": dict(inputs=f"{HERE}/inputs/cute_public.txt", out=f"{REPO}/tests/data/cute_cases.txt",
                   seed=1, title="PUBLIC conformance corpus"),
}

HEADER = """\
# {title}: CuTe layout algebra reference answers
# Oracle: NVIDIA CuTe C++ headers from PyPI {version}, evaluated with host g++ -std=c++17.
#   Every argument is an all-static CuTe type (Int<N> everywhere); expected = exact text printed by
#   cute::print(result).  Regenerate with: tools/oracle/gen.py {corpus}   (random seed {seed})
#
# Format: one case per line, fields separated by ' | ':   op | arg1 | arg2 | expected
#   '-' in arg2 means the op takes one argument.  Lines starting with '#' are comments.
# Argument notation (no '_' static markers in arguments):
#   integer      24, -1
#   int tuple    (4,8)  ((2,2),8)  (4)  -- a shape, coordinate, profile or (as 2nd arg of a
#                divide/product/composition) a shape-tiler: by-mode stride-1 tiles
#   layout       Shape:Stride, e.g. 16:3  (6,2):(8,2)  ((4,2)):((1,16))
#   tiler        <T0, T1, ...> tuple of tilers (layout, integer or nested <...>), applied by-mode
#   coordinate   (2,(0,1)) ; '_' is the slice wildcard (cute::_), e.g. (0,(_,_))
# Expected:
#   exact cute::print text, e.g. ((_2,_2),_3):((_24,_2),_8)   ('_N' = static integer N), or
#   a plain integer for size / cosize / rank / depth / crd2idx, or
#   ERROR: CuTe rejects the input at compile time (static_assert / no valid instantiation);
#          use these as compile-fail tests.
# Ops (argument order follows CuTe's functions):
#   size cosize rank depth shape stride flatten coalesce right_inverse left_inverse   L | -
#   coalesce_by      L | profile      = coalesce(L, profile); profile (1,1) == Step<_1,_1>{{}}
#   composition      L | B            B = layout, tiler <..>, shape (..) or integer
#   complement       L | cotarget     cotarget = integer or shape;  L | -  is complement(L)
#   logical_divide zipped_divide tiled_divide flat_divide             L | layout/tiler/shape/int
#   logical_product zipped_product tiled_product flat_product         L | layout/tiler/shape/int
#   blocked_product raked_product                                     L | layout
#   crd2idx          coord | L        = crd2idx(coord, shape(L), stride(L)) = L(coord); coord may be
#                                       natural, hierarchical-partial, or a 1-D integer
#   idx2crd          idx | shape      = idx2crd(idx, shape); idx is an integer or a coordinate
#   slice            coord | L        = slice(coord, L); coord contains '_'
"""


def build(corpus):
    cfg = CORPORA[corpus]
    t0 = time.time()
    hand = read_cases(cfg["inputs"]) if os.path.exists(cfg["inputs"]) else []
    claims = {}
    for raw in open(cfg["inputs"]) if hand else []:
        f = [x.strip() for x in raw.split("|")]
        if not raw.lstrip().startswith("#") and len(f) >= 4 and f[3]:
            claims[(f[0], fmt(parse(f[1])), "-" if f[2] == "-" else fmt(parse(f[2])))] = f[3]
    exclude = {c.key() for c in hand}
    good, bad = random_cases(cfg["seed"], exclude)
    print(f"[{corpus}] {len(hand)} hand-written, {len(good)} + {len(bad)} random candidates")
    stats, _ = evaluate(hand + good + bad)

    # invalid pool: keep up to BAD_QUOTA CuTe-rejected cases per op, and every disagreement
    kept_bad, per_op = [], collections.Counter()
    for c in bad:
        if c.expected != "ERROR":
            kept_bad.append(c)
        elif per_op[c.op] < BAD_QUOTA.get(c.op, 0):
            per_op[c.op] += 1
            kept_bad.append(c)
    rnd = good + kept_bad

    lines = [HEADER.format(title=cfg["title"], version=CUTE_VERSION, corpus=corpus,
                           seed=cfg["seed"])]
    lines.append("\n# ==== Section 1: hand-transcribed cases (seed documents + CuTe tutorial) ====")
    mism = []
    for c in hand:
        if c.note:
            lines.append(c.note)
        claim = claims.get(c.key())
        if claim and re.sub(r"\s", "", strip_static(claim)) != strip_static(c.expected):
            mism.append((c, claim))
            lines.append(f"# NOTE: the source states {claim}; CuTe 4.2.0 (all static) prints "
                         f"{c.expected}")
        lines.append(c.line())
    lines.append(f"\n# ==== Section 2: random cases (seed {cfg['seed']}), grouped by op ====")
    for op in OPS:
        cs = [c for c in rnd if c.op == op]
        if not cs:
            continue
        lines.append(f"# -- {op} --")
        for c in cs:
            if c.py and c.py[0] == "reject" and c.expected != "ERROR":
                lines.append("# pycute rejects the next input; CuTe C++ accepts it")
            elif c.py and c.py[0] == "ok" and c.expected == "ERROR":
                lines.append("# pycute accepts the next input; CuTe C++ rejects it")
            lines.append(c.line())
    os.makedirs(os.path.dirname(cfg["out"]), exist_ok=True)
    with open(cfg["out"], "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"[{corpus}] postcheck: {_run_postcheck(cfg['out'])}")

    allc = hand + rnd
    report = write_crosscheck(crosscheck(allc),
                              os.path.join(tempfile.gettempdir(), f"pycute_vs_cpp_{corpus}.txt"),
                              cfg["title"])
    counts = collections.OrderedDict((op, [0, 0]) for op in OPS)
    for c in allc:
        counts[c.op][c.expected == "ERROR"] += 1
    table = count_table(counts, hand)
    update_readme(corpus, table, len(allc))
    for c, claim in mism:
        print(f"  source/CuTe mismatch: {c.line()}   (source: {claim})")
    print(table)
    print(f"[{corpus}] wrote {len(allc)} cases to {cfg['out']} in {time.time() - t0:.0f}s "
          f"({stats['new']} compiled in {stats['compiles']} g++ runs, {stats['cached']} cached); "
          f"pycute cross-check: {report}")


def count_table(counts, hand):
    def split(cs, op):
        v = sum(1 for c in cs if c.op == op and c.expected != "ERROR")
        return v, sum(1 for c in cs if c.op == op) - v
    rows = ["| op | valid | invalid (ERROR) | of which from the inputs file (valid/invalid) |",
            "|---|---:|---:|---:|"]
    tv = ti = 0
    for op, (v, i) in counts.items():
        hv, hi = split(hand, op)
        rows.append(f"| {op} | {v} | {i} | {hv}/{hi} |")
        tv, ti = tv + v, ti + i
    hv = sum(1 for c in hand if c.expected != "ERROR")
    rows.append(f"| **total** | **{tv}** | **{ti}** | {hv}/{len(hand) - hv} |")
    return "\n".join(rows)


def update_readme(corpus, table, n):
    path = f"{HERE}/README.md"
    if not os.path.exists(path):
        return
    text = open(path).read()
    start, end = f"<!-- counts:{corpus} -->", f"<!-- /counts:{corpus} -->"
    if start not in text:
        return
    block = f"{start}\n{n} cases.\n\n{table}\n{end}"
    text = re.sub(re.escape(start) + r".*?" + re.escape(end), lambda _: block, text, flags=re.S)
    open(path, "w").write(text)


# --------------------------------------------------------------------------------------------
# Mixed static/dynamic corpora
# --------------------------------------------------------------------------------------------
MIXED = {
    "mixed-public": dict(inputs=f"{HERE}/inputs/mixed_public.txt",
                         out=f"{REPO}/tests/data/mixed_cases.txt", seed=3, scale=0.85,
                         bad_scale=0.5, title="PUBLIC mixed static/dynamic corpus"),
}
# How a static random case becomes a mixed one (weight): which leaves turn dynamic (int)
DYN_PATTERNS = {
    "all": 3,      # every leaf of every argument
    "shapes": 2,   # layout shapes and all non-layout leaves; layout strides stay static
    "strides": 1,  # layout strides only
    "one": 3,      # one random leaf
    "layout": 3,   # the layout argument only (dynamic global layout, static tiler / coordinate)
    "tiler": 2,    # the other argument only (tiler, cotarget, profile, coordinate), layout static
}
LAYOUT_ARG_B = {"crd2idx", "idx2crd", "slice"}  # ops whose layout (or shape) is the 2nd argument


def map_leaves(v, fn, role="value"):
    """Rebuild v with every integer leaf x replaced by fn(x, role); role: shape|stride|value."""
    if isinstance(v, Layout):
        return Layout(map_leaves(v.shape, fn, "shape"), map_leaves(v.stride, fn, "stride"))
    if isinstance(v, Tiler):
        return Tiler(map_leaves(x, fn) for x in v)
    if isinstance(v, tuple):
        return tuple(map_leaves(x, fn, role) for x in v)
    return None if v is None else fn(v, role)


def has_dyn(v):
    found = []
    map_leaves(v, lambda x, r: found.append(isinstance(x, Dyn)))
    return any(found)


def to_mixed(case, pattern, rng):
    """The mixed version of a static case under one of DYN_PATTERNS."""
    lay = "b" if case.op in LAYOUT_ARG_B else "a"
    n = [0]

    def count(x, r):
        n[0] += 1
    map_leaves(case.a, count)
    map_leaves(case.b, count)
    pick, k = rng.randrange(max(n[0], 1)), [-1]

    def rule(arg):
        def fn(x, role):
            k[0] += 1
            dyn = {"all": True, "shapes": role != "stride", "strides": role == "stride",
                   "one": k[0] == pick, "layout": arg == lay, "tiler": arg != lay}[pattern]
            return Dyn(x) if dyn else int(x)
        return fn
    a = map_leaves(case.a, rule("a"))
    b = None if case.b is None else map_leaves(case.b, rule("b"))
    m = Case(case.op, a, b, mixed=True)
    m.py = case.py
    return m


def static_key(key):
    """Key of a mixed case -> key of its all-static form (both notations parse to the same ints)."""
    return tuple(x if x == "-" or i == 0 else fmt(parse(strip_static(x)))
                 for i, x in enumerate(key))


def mixed_random_cases(cfg, exclude=(), exclude_static=()):
    """Random static cases (the all-static generator, seed cfg['seed']) made mixed: one
    pattern per case.  Returns [(mixed case, pattern, static case, from the invalid pool)]."""
    quota = {op: max(1, round(q * cfg["scale"])) for op, q in QUOTA.items()}
    bad_quota = {op: max(1, round(q * cfg["bad_scale"])) for op, q in BAD_QUOTA.items()}
    good, bad = random_cases(cfg["seed"], exclude_static, quota, bad_quota)
    rng = random.Random(1000 + cfg["seed"])
    seen, out, bad_ids = set(exclude), [], {id(c) for c in bad}
    for c in good + bad:
        two = c.b is not None
        names = [p for p in DYN_PATTERNS if two or p not in ("layout", "tiler")]
        for _ in range(20):
            pat = rng.choices(names, [DYN_PATTERNS[p] for p in names])[0]
            m = to_mixed(c, pat, rng)
            if (has_dyn(m.a) or has_dyn(m.b)) and m.key() not in seen:
                break
        else:
            continue
        seen.add(m.key())
        out.append((m, pat, c, id(c) in bad_ids))
    return out


MIXED_HEADER = """\
# {title}: CuTe layout algebra with mixed static/dynamic integers
# Oracle: NVIDIA CuTe C++ headers from PyPI {version}, evaluated with host g++ -std=c++17.
#   Arguments are built as values -- make_layout(make_shape(..), make_stride(..)), make_tuple(..),
#   make_tile(..) -- whose leaves are Int<N>{{}} (static) or a run-time int (dynamic); expected =
#   exact text printed by cute::print(result), each case run in its own process.
#   Regenerate with: tools/oracle/gen.py {corpus}   (random seed {seed}; includes postcheck.py)
#
# Format: one case per line, fields separated by ' | ':   op | arg1 | arg2 | expected
#   '-' in arg2 means the op takes one argument.  Lines starting with '#' are comments.
# Notation -- arguments and expected alike are written exactly as CuTe prints them:
#   _4  static 4 (Int<4>)     4  dynamic 4 (int)     _-2  static -2     -2  dynamic -2
#   a lone _ is the slice wildcard (cute::_), e.g. (_,0)  (_3,(_,_))
#   tuple (300,_8)   layout Shape:Stride, e.g. (300,200):(_1,300)   tiler <T0, T1, ...>, e.g.
#   <_32:_1, _8:_1>.  The roles of arguments are those of cases.txt: a tuple as 2nd argument of a
#   divide/product/composition is a shape-tiler, crd2idx | coord | L, idx2crd | idx | shape,
#   slice | coord | L, coalesce_by | L | profile, complement | L | cotarget (or -).
# Expected:
#   exact cute::print text: the value AND the static-ness of every leaf are the answer
#   (((_128,3),(_32,7)):((_1,_128),(300,9600)) has static tile modes and dynamic rest modes).
#   Scalar results (size, cosize, rank, depth, crd2idx) too: _12 is Int<12>, 12 is an int.
#   ERROR          CuTe rejects the input at compile time: a static_assert on the static parts
#                  or no valid instantiation (the comment above quotes g++'s first diagnostic,
#                  e.g. "Dynamic-stride complement only for rank-1 layouts") -- or, with a comment
#                  above saying so, CuTe's answer breaks its own post-condition R(i) == A(B(i))
#                  (cutlass#3177, postcheck.py).  Either way a correct library must reject it.
#   ERROR_RUNTIME  it compiles, but evaluating it kills the process; the comment above names
#                  how (SIGFPE: integer division by a dynamic 0; SIGABRT: a failed run-time
#                  assert).
#   With dynamic values CuTe skips most checks that it makes statically (stride/shape
#   divisibility, injectivity): it prints a result without complaint.  Such cases are kept, they
#   pin what CuTe does; where the static form of an input is rejected, a comment says so.
# Section 2 takes random cases of the all-static generator and turns leaves dynamic with one of
#   these patterns per case: all leaves; layout shapes (strides static); layout strides; one
#   random leaf; only the layout argument (static tiler / coordinate); only the other argument.
"""


def _run_postcheck(path):
    p = f"{HERE}/postcheck.py"
    r = subprocess.run([sys.executable, p, path], capture_output=True, text=True, check=True)
    return r.stdout.strip()


def read_corpus_lines(path):
    """(op, arg1, arg2, expected) of every case line of a corpus file."""
    return [tuple(x.strip() for x in l.split("|")) for l in open(path)
            if l.strip() and not l.startswith("#")]


def build_mixed(corpus):
    cfg = MIXED[corpus]
    t0 = time.time()
    if not os.path.exists(cfg["inputs"]):
        sys.exit(f"{corpus}: hand-written inputs {cfg['inputs']} not found")
    hand = read_cases(cfg["inputs"], mixed=True)
    claims = {}
    for raw in open(cfg["inputs"]) if hand else []:
        f = [x.strip() for x in raw.split("|")]
        if not raw.lstrip().startswith("#") and len(f) >= 4 and f[3]:
            claims[(f[0], fmt_mixed(parse(f[1], True)),
                    "-" if f[2] == "-" else fmt_mixed(parse(f[2], True)))] = f[3]
    exclude = {c.key() for c in hand}
    rnd = mixed_random_cases(cfg, exclude, {static_key(k) for k in exclude})
    print(f"[{corpus}] {len(hand)} hand-written, {len(rnd)} random mixed cases")
    stats, _ = evaluate(hand + [m for m, *_ in rnd])
    # the all-static form of the invalid-pool cases: say where dynamic leaves let an input pass
    statics = [s for m, pat, s, isbad in rnd if isbad]
    evaluate(statics)

    lines = [MIXED_HEADER.format(title=cfg["title"], version=CUTE_VERSION, corpus=corpus,
                                 seed=cfg["seed"])]
    lines.append("\n# ==== Section 1: hand-written kernel-style cases (dynamic global extents "
                 "and strides, static tiles) ====")
    mism = []
    for c in hand:
        if c.note:
            lines.append(c.note)
        claim = claims.get(c.key())
        if claim and re.sub(r"\s", "", claim) != c.expected:
            mism.append((c, claim))
            lines.append(f"# NOTE: the source states {claim}; CuTe 4.2.0 prints {c.expected}")
        if c.detail:
            lines.append(f"# {c.detail}")
        lines.append(c.line())
    lines.append(f"\n# ==== Section 2: random cases (all-static generator, seed {cfg['seed']}; "
                 "leaves made dynamic), grouped by op ====")
    for op in OPS:
        cs = [(m, s, isbad) for m, pat, s, isbad in rnd if m.op == op]
        if not cs:
            continue
        lines.append(f"# -- {op} --")
        for m, s, isbad in cs:
            if isbad and s.expected == "ERROR" and m.expected not in ("ERROR", "ERROR_RUNTIME"):
                sb = "-" if s.b is None else fmt_mixed(s.b)
                lines.append(f"# the all-static form {fmt_mixed(s.a)} | {sb} is rejected at "
                             "compile time (ERROR)")
            if m.detail:
                lines.append(f"# {m.detail}")
            lines.append(m.line())
    os.makedirs(os.path.dirname(cfg["out"]), exist_ok=True)
    with open(cfg["out"], "w") as f:
        f.write("\n".join(lines) + "\n")
    pc = _run_postcheck(cfg["out"])
    print(f"[{corpus}] postcheck: {pc}")

    counts = collections.OrderedDict((op, [0, 0, 0]) for op in OPS)
    hand_keys = {c.key() for c in hand}
    hcounts = collections.Counter()
    for op, a1, a2, exp in read_corpus_lines(cfg["out"]):
        col = {"ERROR": 1, "ERROR_RUNTIME": 2}.get(exp, 0)
        counts[op][col] += 1
        if (op, a1, a2) in hand_keys:
            hcounts[op, col] += 1
    rows = ["| op | valid | ERROR | ERROR_RUNTIME | of which hand-written (valid/ERROR/RUNTIME) |",
            "|---|---:|---:|---:|---:|"]
    tot = [0, 0, 0]
    for op, v in counts.items():
        rows.append(f"| {op} | {v[0]} | {v[1]} | {v[2]} | "
                    + "/".join(str(hcounts[op, i]) for i in range(3)) + " |")
        tot = [x + y for x, y in zip(tot, v)]
    hs = [sum(hcounts[op, i] for op in OPS) for i in range(3)]
    rows.append(f"| **total** | **{tot[0]}** | **{tot[1]}** | **{tot[2]}** | "
                + "/".join(map(str, hs)) + " |")
    table = "\n".join(rows)
    update_readme(corpus, table, sum(tot))
    pats = collections.Counter(pat for _, pat, *_ in rnd)
    for c, claim in mism:
        print(f"  source/CuTe mismatch: {c.line()}   (source: {claim})")
    print(table)
    print(f"[{corpus}] wrote {sum(tot)} cases to {cfg['out']} in {time.time() - t0:.0f}s "
          f"({stats['new']} compiled in {stats['compiles']} g++ runs, {stats['cached']} cached); "
          f"patterns: {dict(pats)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("what", choices=["public", "eval", "mixed-public", "eval-mixed"])
    ap.add_argument("files", nargs="*", help="for eval / eval-mixed: IN OUT")
    args = ap.parse_args()
    if args.what in ("eval", "eval-mixed"):
        src, dst = args.files
        cases = read_cases(src, mixed=args.what == "eval-mixed")
        evaluate(cases)
        with open(dst, "w") as f:
            for c in cases:
                if c.note:
                    f.write(c.note + "\n")
                if c.detail:
                    f.write(f"# {c.detail}\n")
                f.write(c.line() + "\n")
    elif args.what.startswith("mixed-"):
        build_mixed(args.what)
    else:
        build(args.what)


if __name__ == "__main__":
    main()
