#!/usr/bin/env python3
"""CuTe's answers for layout-algebra cases: the case notation, the operations, and their
evaluation by real CuTe C++ (headers from PyPI nvidia-cutlass==4.2.0.0, see setup.sh) with
all-static types -- or, in mixed mode, with arguments built as values whose leaves are Int<N>{}
or run-time ints, each case in a fork()ed child -- compiled by host g++ in batches.  Used by
gen.py (which builds the corpora) and print_layout.py; ORACLE_NOCACHE=1 evaluates every case
again with g++ and leaves the answer cache ($ORACLE_CACHE/answers*.json) as it is.
"""
import collections, concurrent.futures as cf, os, re, subprocess, sys
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
    "ceil_div":        ("ceil_div(a, b)",        False, None),
    "shape_div":       ("shape_div(a, b)",       False, None),
    "round_up":        ("round_up(a, b)",        False, None),
    "inner_product":   ("inner_product(a, b)",   True,  None),
    "elem_scale":      ("elem_scale(a, b)",      False, None),
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
