"""Runs C++ statements against CuTe 4.2's headers (host g++): the shared evaluator of the corpus
generators in tests/data (swizzle_gen.py, atom_gen.py). Statements are compiled in batches of 40
with a precompiled header; a batch that does not compile is bisected down to the statements that
do not, each answered ("ERROR", the compiler's first message). Answers are cached (see
`evaluate`)."""
import hashlib, json, os, re, subprocess, tempfile, concurrent.futures as cf

CACHE = os.environ.get("ORACLE_CACHE", os.path.expanduser("~/.cache/cute-oracle"))
INCLUDES = [f"{CACHE}/include/{d}" for d in ("cudart", "nvcc", "cccl", "cutlass")]
GXX = ["g++", "-std=c++17", "-O0", "-w"]


def pch(tmp, header):
    h = os.path.join(tmp, "h.hpp")
    with open(h, "w") as f:
        f.write(header)
    subprocess.run(GXX + [f"-I{d}" for d in INCLUDES] + ["-x", "c++-header", h, "-o", h + ".gch"],
                   check=True)
    return h


def compile_run(tmp, h, idx, stmts):
    d = tempfile.mkdtemp(dir=tmp)
    src = os.path.join(d, "b.cpp")
    with open(src, "w") as f:
        f.write("int main() {\n")
        for i, s in zip(idx, stmts):
            f.write(f'  printf("\\n@@%d@@", {i}); {s}\n')
        f.write('  printf("\\n@@end@@\\n");\n}\n')
    r = subprocess.run(GXX + [f"-I{d_}" for d_ in INCLUDES] + ["-include", h, src, "-o",
                                                               os.path.join(d, "b.out")],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr
    out = subprocess.run([os.path.join(d, "b.out")], capture_output=True, text=True).stdout
    res = {}
    for part in out.split("\n@@")[1:]:
        head, _, body = part.partition("@@")
        if head == "end":
            break
        res[int(head)] = body
    return res, ""


def evaluate(stmts, header):
    """Each statement's printed output (a string), or ("ERROR", message). Answers are cached
    in $ORACLE_CACHE/answers_eval.json by (header, statement), so that a regeneration compiles
    only new statements; ORACLE_NOCACHE=1 compiles every statement again (and writes nothing)."""
    nocache = os.environ.get("ORACLE_NOCACHE") == "1"
    path = os.path.join(CACHE, "answers_eval.json")
    try:
        cache = {} if nocache else json.load(open(path))
    except (OSError, ValueError):
        cache = {}
    keys = [hashlib.sha256((header + "\0" + s).encode()).hexdigest() for s in stmts]
    todo = [i for i, k in enumerate(keys) if k not in cache]
    fresh = _evaluate([stmts[i] for i in todo], header) if todo else {}
    for j, i in enumerate(todo):
        r = fresh[j]
        cache[keys[i]] = list(r) if isinstance(r, tuple) else r
    if todo and not nocache:
        with open(path + ".tmp", "w") as f:
            json.dump(cache, f)
        os.replace(path + ".tmp", path)
    return {i: tuple(cache[k]) if isinstance(cache[k], list) else cache[k]
            for i, k in enumerate(keys)}


def _evaluate(stmts, header):
    answers = {}
    with tempfile.TemporaryDirectory() as tmp:
        h = pch(tmp, header)

        def solve(idx):
            res, err = compile_run(tmp, h, idx, [stmts[i] for i in idx])
            if res is not None:
                return res
            if len(idx) == 1:
                msg = re.search(r"static assertion failed: ?(.*)|error: (.*)", err)
                return {idx[0]: ("ERROR", (msg.group(1) or msg.group(2)) if msg else "")}
            half = len(idx) // 2
            out = solve(idx[:half])
            out.update(solve(idx[half:]))
            return out

        batches = [list(range(i, min(i + 40, len(stmts)))) for i in range(0, len(stmts), 40)]
        with cf.ThreadPoolExecutor(int(os.environ.get("ORACLE_JOBS", "2"))) as ex:
            for r in ex.map(solve, batches):
                answers.update(r)
    return answers


HEADER_ORACLE = "# Oracle: CuTe 4.2.0 headers (PyPI nvidia-cutlass==4.2.0.0), host g++ -std=c++17.\n"


def corpus_lines(doc, cases, answers, fix=lambda op, r: r):
    """A corpus file's lines: `doc` as its `#` header, then `op | a | b | answer` per case (an
    answer of ("ERROR", message) becomes ERROR with CuTe's message above it; `fix(op, answer)`
    adjusts the printed answer)."""
    lines = [doc.strip().replace("\n", "\n# ").join(["# ", "\n"]), HEADER_ORACLE]
    for i, (op, a, b) in enumerate(cases):
        r = answers[i]
        if isinstance(r, tuple):
            lines.append(f"# CuTe: {r[1].strip()[:150]}\n")
            r = "ERROR"
        lines.append(f"{op} | {a} | {b} | {fix(op, r.strip())}\n")
    return lines
