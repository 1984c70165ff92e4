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
again with g++ and leaves the answer cache as it is.
"""
import argparse, collections, concurrent.futures as cf, os, random, re, subprocess, sys
import tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.environ.get("ORACLE_CACHE", os.path.expanduser("~/.cache/cute-oracle"))
INCLUDES = [f"{CACHE}/include/{d}" for d in ("cudart", "nvcc", "cccl", "cutlass")]
sys.path.insert(0, f"{CACHE}/py")
try:
    import pycute
    from pycute import Layout
except ImportError:
    sys.exit(f"pycute not found under {CACHE}/py -- run setup.sh first")

CUTE_VERSION = "nvidia-cutlass==4.2.0.0 (CUTLASS/CuTe 4.2.0 headers)"
BATCH = int(os.environ.get("ORACLE_BATCH", "60"))
JOBS = int(os.environ.get("ORACLE_JOBS", str(os.cpu_count() or 2)))


# --------------------------------------------------------------------------------------------
# Notation:  int | _ | (t,...) | S:D | <x, ...>      Python: int | None | tuple | Layout | Tiler
# --------------------------------------------------------------------------------------------
class Tiler(tuple):
    """<a, b, ...>: a tuple of tilers (by-mode), distinct from a shape tuple (a,b)."""


class Dyn(int):
    """Mixed notation: a dynamic leaf (C++ int, printed N); a plain int is static (Int<N>, _N)."""
    __slots__ = ()

    def __repr__(self):
        return f"Dyn({int(self)})"


def parse(text, mixed=False):
    """Static notation (every integer is Int<N>), or with mixed=True CuTe's print notation:
    _N static, N dynamic, a lone _ the slice wildcard."""
    toks = re.findall(r"_-?\d+|-?\d+|[()<>,:_]" if mixed else r"-?\d+|[()<>,:_]", text)
    if "".join(toks) != re.sub(r"\s+", "", text):
        raise ValueError(f"bad token in {text!r}")
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def eat(t=None):
        nonlocal pos
        tok = toks[pos]
        if t is not None and tok != t:
            raise ValueError(f"expected {t} got {tok} in {text!r}")
        pos += 1
        return tok

    def seq(close, item):
        """`item (, item)* close`, after an opening bracket."""
        items = [item()]
        while peek() == ",":
            eat(",")
            items.append(item())
        eat(close)
        return items

    def tup():
        if peek() == "(":
            eat("(")
            return tuple(seq(")", tup))
        tok = eat()
        if tok == "_":
            return None
        if mixed:
            return int(tok[1:]) if tok[0] == "_" else Dyn(int(tok))
        return int(tok)

    def value():
        if peek() == "<":
            eat("<")
            return Tiler(seq(">", value))
        s = tup()
        if peek() == ":":
            eat(":")
            return Layout(s, tup())
        return s

    v = value()
    if pos != len(toks):
        raise ValueError(f"trailing input in {text!r}")
    return v


def _fmt(v, leaf):
    if isinstance(v, Layout):
        return f"{_fmt(v.shape, leaf)}:{_fmt(v.stride, leaf)}"
    if isinstance(v, Tiler):
        return "<" + ", ".join(_fmt(x, leaf) for x in v) + ">"
    if isinstance(v, tuple):
        return "(" + ",".join(_fmt(x, leaf) for x in v) + ")"
    return "_" if v is None else leaf(v)


def fmt(v):
    """All-static notation: every integer as it is."""
    return _fmt(v, str)


def cpp_type(v):
    """All-static C++ type for a value (every argument is an empty type, constructed as T{})."""
    if isinstance(v, Layout):
        return f"Layout<{cpp_type(v.shape)},{cpp_type(v.stride)}>"
    if isinstance(v, tuple):  # shapes, coords, profiles and tilers are all cute::tuple
        return "cute::tuple<" + ",".join(cpp_type(x) for x in v) + ">"
    return "Underscore" if v is None else f"Int<{v}>"


def fmt_mixed(v):
    """Mixed notation: static leaves as _N, dynamic (Dyn) leaves as N -- CuTe's print text."""
    return _fmt(v, lambda x: str(int(x)) if isinstance(x, Dyn) else f"_{x}")


def cpp_value(v, make="make_tuple"):
    """Mixed mode: a C++ expression building the VALUE (static leaf Int<N>{}, dynamic int(N))."""
    if isinstance(v, Layout):
        return (f"make_layout({cpp_value(v.shape, 'make_shape')}, "
                f"{cpp_value(v.stride, 'make_stride')})")
    if isinstance(v, Tiler):
        return "make_tile(" + ", ".join(cpp_value(x) for x in v) + ")"
    if isinstance(v, tuple):
        return f"{make}(" + ", ".join(cpp_value(x, make) for x in v) + ")"
    if v is None:
        return "_"
    return f"int({int(v)})" if isinstance(v, Dyn) else f"Int<{v}>{{}}"


def strip_static(text):
    """CuTe print text -> case notation ('_12' -> '12'; a bare '_' stays)."""
    return re.sub(r"_(?=-?\d)", "", text)


# --------------------------------------------------------------------------------------------
# Operations: name -> (C++ expression over a, b; scalar result?; pycute model or None)
# --------------------------------------------------------------------------------------------
def _py_complement(a, b=None):
    if b is None:  # C++ 1-arg form: cotarget = cosize(filter(a))
        return pycute.complement(a, pycute.cosize(pycute.filter(a)))
    return pycute.complement(a, pycute.product(b))


P = pycute
OPS = {  # 1-argument ops (and complement's 1-arg form) drop ", b" from the expression
    "size":            ("size(a)",               True,  P.size),
    "cosize":          ("cosize(a)",             True,  P.cosize),
    "rank":            ("rank(a)",               True,  None),
    "depth":           ("depth(a)",              True,  None),
    "shape":           ("shape(a)",              False, None),
    "stride":          ("stride(a)",             False, None),
    "flatten":         ("flatten(a)",            False, None),
    "coalesce":        ("coalesce(a)",           False, P.coalesce),
    "coalesce_by":     ("coalesce(a, b)",        False, P.coalesce),
    "composition":     ("composition(a, b)",     False, P.composition),
    "complement":      ("complement(a, b)",      False, _py_complement),
    "logical_divide":  ("logical_divide(a, b)",  False, P.logical_divide),
    "zipped_divide":   ("zipped_divide(a, b)",   False, P.zipped_divide),
    "tiled_divide":    ("tiled_divide(a, b)",    False, P.tiled_divide),
    "flat_divide":     ("flat_divide(a, b)",     False, P.zipped_divide),    # validity only
    "logical_product": ("logical_product(a, b)", False, P.logical_product),
    "zipped_product":  ("zipped_product(a, b)",  False, P.zipped_product),
    "tiled_product":   ("tiled_product(a, b)",   False, P.tiled_product),
    "flat_product":    ("flat_product(a, b)",    False, P.zipped_product),   # validity only
    "blocked_product": ("blocked_product(a, b)", False, P.logical_product),  # validity only
    "raked_product":   ("raked_product(a, b)",   False, P.logical_product),  # validity only
    "right_inverse":   ("right_inverse(a)",      False, P.right_inverse),
    "left_inverse":    ("left_inverse(a)",       False, P.left_inverse),
    "crd2idx":         ("crd2idx(a, b.shape(), b.stride())", True,
                        lambda a, b: P.crd2idx(a, b.shape, b.stride)),
    "idx2crd":         ("idx2crd(a, b)",         False, P.idx2crd),
    "slice":           ("slice(a, b)",           False,
                        lambda a, b: Layout(P.slice_(a, b.shape), P.slice_(a, b.stride))),
    # Not drawn by the random generators (no quota): for hand-written inputs only.
    "dice":            ("dice(a, b)",            False, None),
}
# ops whose pycute model is exact enough to compare answers with (the rest: validity only)
PY_COMPARABLE = {"coalesce", "coalesce_by", "composition", "complement", "logical_divide",
                 "zipped_divide", "tiled_divide", "logical_product", "zipped_product",
                 "tiled_product", "right_inverse", "left_inverse", "crd2idx", "idx2crd", "slice",
                 "size", "cosize"}


class Case:
    __slots__ = ("op", "a", "b", "note", "expected", "py", "mixed", "detail")

    def __init__(self, op, a, b=None, note=None, mixed=False):
        if op not in OPS:
            raise ValueError(f"unknown op {op}")
        self.op, self.a, self.b, self.note = op, a, b, note
        self.expected = None
        self.py = None  # pycute verdict: ("ok", value) | ("reject", msg) | None
        self.mixed = mixed  # mixed static/dynamic notation (arguments built as values)
        self.detail = None  # mixed mode: why an ERROR / ERROR_RUNTIME (becomes a comment line)

    def key(self):
        f = fmt_mixed if self.mixed else fmt
        return (self.op, f(self.a), "-" if self.b is None else f(self.b))

    def cpp(self, i):
        expr = OPS[self.op][0] if self.b is not None else OPS[self.op][0].replace(", b", "")
        if self.mixed:  # values: dynamic leaves stay run-time ints, never folded into types
            decl = f"auto a = {cpp_value(self.a)};"
            if self.b is not None:
                decl += f" auto b = {cpp_value(self.b)};"
        else:
            decl = f"auto a = {cpp_type(self.a)}{{}};"
            if self.b is not None:
                decl += f" auto b = {cpp_type(self.b)}{{}};"
        return f"static void f{i}() {{ {decl} print({expr}); }}"

    def line(self):
        return " | ".join(self.key() + (self.expected,))

    def run_pycute(self):
        fn = OPS[self.op][2]
        if fn is None:
            self.py = ("ok", None)
            return self.py
        try:
            args = (self.a,) if self.b is None else (self.a, self.b)
            self.py = ("ok", fn(*args))
        except Exception as e:  # pycute signals invalid input with assert (and sometimes crashes)
            self.py = ("reject", f"{type(e).__name__}: {e}".strip())
        return self.py


def read_cases(path, mixed=False):
    """Case list: 'op | arg1 | arg2 [| expected]'; '#' lines are kept as section notes."""
    cases, note, seen = [], [], set()
    for raw in open(path):
        line = raw.strip()
        if line.startswith("#") and not line.startswith("##"):  # '##' = private to the input
            note.append(line)
        if not line or line.startswith("#"):
            continue
        f = [x.strip() for x in line.split("|")]
        c = Case(f[0], parse(f[1], mixed), None if f[2] == "-" else parse(f[2], mixed),
                 "\n".join(note) or None, mixed)
        if c.key() in seen:  # duplicates keep their first position only
            continue
        seen.add(c.key())
        cases.append(c)
        note = []
    return cases


# --------------------------------------------------------------------------------------------
# C++ evaluation (batched; failing batches are split by g++ diagnostics, then by bisection)
# --------------------------------------------------------------------------------------------
PCH_HEADER = "#include <cute/layout.hpp>\n#include <cstdio>\n"  # precompiled once per run
PRELUDE = "using namespace cute;\n"
GXX = ["g++", "-std=c++17", "-O0", "-w"]
CACHE_FILE = f"{CACHE}/answers.json"  # C++ text -> output; ORACLE_NOCACHE=1: recompile all
NOCACHE = bool(os.environ.get("ORACLE_NOCACHE"))  # neither read nor written

# Mixed mode: dynamic leaves turn some checks into run-time ones (assert, division by zero), so
# each case runs in a fork()ed child; its output (stdout+stderr) comes back through a pipe and is
# printed by the parent only if the child exited normally.  Output lines: '@i =TEXT' (answer) or
# '@i !SIGNAL|MESSAGE' (the child died: ERROR_RUNTIME).
MIXED_PCH_HEADER = PCH_HEADER + ("#include <cstring>\n#include <signal.h>\n#include <unistd.h>\n"
                                 "#include <sys/wait.h>\n")
MIXED_CACHE_FILE = f"{CACHE}/answers_mixed.json"
HARNESS = r"""
static char oracle_out[1 << 16];
static void run_case(int i, void (*f)()) {
  fflush(stdout);
  int fd[2];
  if (pipe(fd) != 0) { perror("pipe"); exit(2); }
  pid_t pid = fork();
  if (pid < 0) { perror("fork"); exit(2); }
  if (pid == 0) {
    close(fd[0]); dup2(fd[1], 1); dup2(fd[1], 2); close(fd[1]);
    alarm(20);
    f(); fflush(stdout); _exit(0);
  }
  close(fd[1]);
  size_t n = 0; ssize_t r; char tmp[4096];
  while ((r = read(fd[0], tmp, sizeof tmp)) > 0)
    for (ssize_t k = 0; k < r && n + 1 < sizeof oracle_out; ++k) oracle_out[n++] = tmp[k];
  close(fd[0]);
  oracle_out[n] = 0;
  for (size_t k = 0; k < n; ++k) if (oracle_out[k] == '\n' || oracle_out[k] == '\r') oracle_out[k] = ' ';
  int st = 0;
  waitpid(pid, &st, 0);
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0) { printf("@%d =%s\n", i, oracle_out); return; }
  const char* why = "exit";
  if (WIFSIGNALED(st)) switch (WTERMSIG(st)) {
    case SIGABRT: why = "SIGABRT"; break;
    case SIGFPE:  why = "SIGFPE";  break;
    case SIGSEGV: why = "SIGSEGV"; break;
    case SIGBUS:  why = "SIGBUS";  break;
    case SIGILL:  why = "SIGILL";  break;
    case SIGALRM: why = "timeout"; break;
    default:      why = "signal";  break;
  }
  printf("@%d !%s|%s\n", i, why, oracle_out);
}
"""


def _compile_run(cases, workdir, pch, mixed=False):
    src = os.path.join(workdir, "b.cpp")
    body = [c.cpp(i) for i, c in enumerate(cases)]
    if mixed:
        main = HARNESS + "int main() {\n" + "".join(
            f"  run_case({i}, f{i});\n" for i in range(len(cases))) + "}\n"
    else:
        main = "int main() {\n" + "".join(
            f'  printf("@{i} "); f{i}(); printf("\\n");\n' for i in range(len(cases))) + "}\n"
    with open(src, "w") as f:
        f.write(PRELUDE + "\n".join(body) + "\n" + main)
    cmd = GXX + [f"-I{d}" for d in INCLUDES] + ["-include", pch, "b.cpp", "-o", "b.out"]
    p = subprocess.run(cmd, cwd=workdir, capture_output=True, text=True, timeout=3600)
    if p.returncode != 0:
        first = PRELUDE.count("\n") + 1  # line of f0; one case per line
        bad = {int(m) - first for m in re.findall(r"^b\.cpp:(\d+):", p.stderr, re.M)}
        bad |= {int(m) for m in re.findall(r"'void f(\d+)\(\)'", p.stderr)}
        return None, {i for i in bad if 0 <= i < len(cases)}, p.stderr
    out = subprocess.run(["./b.out"], cwd=workdir, capture_output=True, text=True,
                         timeout=60 + (25 * len(cases) if mixed else 0))
    res = {}
    for line in out.stdout.splitlines():
        m = re.match(r"@(\d+) (.*)$", line)
        if m:
            res[int(m.group(1))] = m.group(2).strip()
    if mixed:  # '=TEXT' -> TEXT ; '!SIGNAL|MESSAGE' -> 'ERROR_RUNTIME SIGNAL: MESSAGE'
        for i, r in res.items():
            if r.startswith("="):
                res[i] = r[1:].strip()
            else:
                why, _, msg = r[1:].partition("|")
                msg = re.sub(r"\s+", " ", msg).strip()
                res[i] = f"ERROR_RUNTIME {why}" + (f": {msg}" if msg else "")
    if len(res) != len(cases) or out.returncode != 0:
        raise RuntimeError(f"run failed rc={out.returncode}: {out.stderr[-2000:]}")
    return res, None, None


def _compile_reason(stderr):
    """Mixed mode: the static_assert text (else the first g++ error) of a one-case compile."""
    m = re.search(r"static assertion failed: (.*)", stderr)
    if m:
        msg = "static_assert: " + m.group(1)
    else:
        m = re.search(r"error: (.*)", stderr)
        msg = m.group(1) if m else ""
    msg = re.sub(r"[\u2018\u2019]", "'", msg).strip()
    msg = re.sub(r"\S*/\S*", "...", msg)  # never a file path
    return msg if len(msg) <= 160 else msg[:157] + "..."


def _evaluate(cases, workdir, pch, stats, mixed=False):
    """Returns list of outputs (CuTe print text or 'ERROR'), aligned with cases."""
    if not cases:
        return []
    stats["compiles"] += 1
    res, bad, err = _compile_run(cases, workdir, pch, mixed)
    if res is not None:
        return [res[i] for i in range(len(cases))]
    if len(cases) == 1:  # mixed mode keeps the reason: 'ERROR static assertion failed: ...'
        why = _compile_reason(err) if mixed else ""
        return ["ERROR" + (f" {why}" if why else "")]
    if bad and len(bad) == len(cases) and not mixed:  # each function has its own diagnostic
        return ["ERROR"] * len(cases)
    if bad and len(bad) < len(cases):  # split into blamed / not blamed and re-check both sides
        parts = [[i for i in range(len(cases)) if i not in bad], sorted(bad)]
    else:  # no attribution possible: plain bisection
        stats["bisections"] += 1
        mid = len(cases) // 2
        parts = [list(range(mid)), list(range(mid, len(cases)))]
    out = [None] * len(cases)
    for part in parts:
        for i, r in zip(part, _evaluate([cases[i] for i in part], workdir, pch, stats, mixed)):
            out[i] = r
    return out


def _cache_cfg(mixed):
    if mixed:
        return MIXED_CACHE_FILE, CUTE_VERSION + MIXED_PCH_HEADER + PRELUDE + HARNESS + "reasons"
    return CACHE_FILE, CUTE_VERSION + PCH_HEADER + PRELUDE


def _load_cache(mixed=False):
    import json
    path, version = _cache_cfg(mixed)
    if NOCACHE or not os.path.exists(path):
        return {}
    data = json.load(open(path))
    return data["answers"] if data.get("version") == version else {}


def _save_cache(answers, mixed=False):
    import json
    if NOCACHE:
        return
    path, version = _cache_cfg(mixed)
    with open(path + ".tmp", "w") as f:
        json.dump({"version": version, "answers": answers}, f)
    os.replace(path + ".tmp", path)


def evaluate(cases, log=print):
    """Fill case.expected for all cases using CuTe C++ (all static, or all mixed)."""
    t0 = time.time()
    mixed = bool(cases) and cases[0].mixed
    if any(c.mixed != mixed for c in cases):
        raise ValueError("evaluate: static and mixed cases cannot share a run")
    answers = _load_cache(mixed)
    uniq = {}
    for c in cases:
        uniq.setdefault(c.cpp(0), c)
    todo = [c for k, c in uniq.items() if k not in answers]
    batches = [todo[i:i + BATCH] for i in range(0, len(todo), BATCH)]
    stats = collections.Counter(cached=len(uniq) - len(todo), new=len(todo))
    with tempfile.TemporaryDirectory(prefix="cute-oracle-pch-") as pdir:
        pch = os.path.join(pdir, "cute_pch.hpp")
        if todo:
            open(pch, "w").write(MIXED_PCH_HEADER if mixed else PCH_HEADER)
            subprocess.run(GXX + [f"-I{d}" for d in INCLUDES] + ["-x", "c++-header", pch,
                                                                 "-o", pch + ".gch"], check=True)

        def work(batch):
            with tempfile.TemporaryDirectory(prefix="cute-oracle-") as d:
                st = collections.Counter()
                return _evaluate(batch, d, pch, st, mixed), st

        done = 0
        with cf.ThreadPoolExecutor(JOBS) as ex:
            for batch, (outs, st) in zip(batches, ex.map(work, batches)):
                stats.update(st)
                for c, o in zip(batch, outs):
                    answers[c.cpp(0)] = o
                done += len(batch)
                log(f"  evaluated {done}/{len(todo)} new cases ({time.time() - t0:.0f}s, "
                    f"{stats['compiles']} g++ runs, {stats['cached']} cached)")
                if done % (4 * BATCH) == 0:
                    _save_cache(answers, mixed)
    _save_cache(answers, mixed)
    for c in cases:
        c.expected = answers[c.cpp(0)]
        if mixed:  # scalar results stay as printed: _12 (static) or 12 (dynamic)
            if c.expected.startswith("ERROR_RUNTIME"):
                c.detail = "run-time failure: " + c.expected[len("ERROR_RUNTIME"):].strip()
                c.expected = "ERROR_RUNTIME"
            elif c.expected.startswith("ERROR"):
                why = c.expected[len("ERROR"):].strip()
                c.detail = f"compile-time error: {why}" if why else None
                c.expected = "ERROR"
            elif OPS[c.op][1] and c.expected != "ERROR" and not re.fullmatch(r"_?-?\d+",
                                                                           c.expected):
                raise RuntimeError(f"non-integer scalar result {c.expected} for {c.key()}")
            continue
        if OPS[c.op][1] and c.expected != "ERROR":  # scalar queries: plain integer
            if not re.fullmatch(r"_-?\d+", c.expected):
                raise RuntimeError(f"non-static scalar result {c.expected} for {c.key()}")
            c.expected = c.expected[1:]
    return stats, time.time() - t0


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
