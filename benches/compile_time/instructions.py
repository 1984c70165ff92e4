#!/usr/bin/env python3
"""rustc's instruction count for the generated benchmark crates, at one or more revisions.

  instructions.py --rev 253f6e3 --rev HEAD                 # static 500-op spec, both revisions
  instructions.py --rev HEAD --sizes 100,500,1000          # several sizes
  instructions.py --rev HEAD --mixed                       # the mixed workload
  instructions.py --live                                   # the working tree as it is
  instructions.py --live my_spec.txt                       # your own spec(s)
  instructions.py --rev HEAD --by-kind                     # the 500-op spec, one crate per kind

Wall time on a shared VM moves with its load; the number of instructions rustc executes to check
a crate does not (valgrind's cachegrind, `--cache-sim=no`: the same count run after run). The
crates are exactly `run.py`'s (`rust_source`; the same specs, generated into the same
`work/specs/`), dropped ops included as `run.py` drops them, so both tools measure the same work.
Each revision is exported with `git archive` and gets its own target directory; its
dependencies are checked once, then the generated crate's rustc runs under cachegrind. Prints a
table (instructions in G = 1e9, and per op in M) and writes `work/instructions.json`.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as bench  # noqa: E402

WRAPPER = r"""#!/usr/bin/env bash
# Runs the benchmark crate's rustc under cachegrind (CACHEGRIND_OUT names the output file);
# every other rustc invocation (dependencies, cargo's probes) runs as it is.
name=; prev=
for a in "$@"; do [[ "$prev" == --crate-name ]] && name=$a; prev=$a; done
if [[ -n "${CACHEGRIND_OUT:-}" && "$name" == "${CACHEGRIND_CRATE:-}" ]]; then
  exec valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$CACHEGRIND_OUT" "$@"
fi
exec "$@"
"""


def export(rev, work):
    sha = subprocess.run(["git", "-C", bench.REPO, "rev-parse", "--verify", rev + "^{commit}"],
                         capture_output=True, text=True, check=True).stdout.strip()
    dep = os.path.join(work, f"rev-{sha[:12]}")
    if not os.path.exists(os.path.join(dep, "Cargo.toml")):
        os.makedirs(dep, exist_ok=True)
        arch = subprocess.run(["git", "-C", bench.REPO, "archive", sha], capture_output=True,
                              check=True).stdout
        subprocess.run(["tar", "-x", "-C", dep], input=arch, check=True)
    return sha[:12], dep


def instructions(out_file):
    for line in open(out_file):
        if line.startswith("summary:"):
            return int(line.split()[1])
    raise RuntimeError(f"no summary in {out_file}")


def split_by_kind(n, path, work):
    """The ops of one spec, one spec file per operation (and an empty one): [(n, path)]."""
    kinds = {}
    for op in bench.read_spec(path):
        kinds.setdefault(op[0], []).append(op)
    d = os.path.join(work, "specs", "by_kind", f"{os.path.splitext(os.path.basename(path))[0]}")
    os.makedirs(d, exist_ok=True)
    out = []
    for kind, ops in sorted(kinds.items()) + [("empty", [])]:
        p = os.path.join(d, f"{kind}.txt")
        with open(p, "w") as f:
            f.write("".join(bench.op_line(o) + "\n" for o in ops))
        out.append((len(ops), p))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("specs", nargs="*", help="spec files (default: the seed's generated specs)")
    ap.add_argument("--rev", action="append", default=[], help="a revision (repeatable)")
    ap.add_argument("--live", action="store_true", help="also the working tree as it is")
    ap.add_argument("--sizes", default="500")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mixed", action="store_true")
    ap.add_argument("--work", default=os.path.join(HERE, "work"))
    ap.add_argument("--by-kind", action="store_true",
                    help="split each size's spec by operation (work/specs/by_kind/) and measure "
                         "one crate per kind, and an empty crate (the fixed cost)")
    args = ap.parse_args()
    bench.MIXED = args.mixed
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    targets = [export(r, work) for r in args.rev]
    if args.live:
        targets.append(("live", bench.REPO))
    if not targets:
        sys.exit("nothing to measure: give --rev REV and/or --live")

    specs = [(len(bench.read_spec(p)), os.path.abspath(p)) for p in args.specs]
    for n in [] if specs else [int(x) for x in args.sizes.split(",")]:
        fname = f"spec{'_mixed' if args.mixed else ''}_seed{args.seed}_{n}.txt"
        p = os.path.join(work, "specs", fname)
        if not os.path.exists(p):
            sys.exit(f"{p} is missing: run `run.py --sizes {n}{' --mixed' if args.mixed else ''}`"
                     " once to generate it")
        specs.append((n, p))
    if args.by_kind:
        specs = [s for n, p in specs for s in split_by_kind(n, p, work)]

    wrapper = os.path.join(work, "cachegrind_wrapper.sh")
    # Written aside and renamed: a wrapper rewritten in place can still be open for writing
    # when cargo executes it ("Text file busy").
    with open(wrapper + ".tmp", "w") as f:
        f.write(WRAPPER)
    os.chmod(wrapper + ".tmp", 0o755)
    os.replace(wrapper + ".tmp", wrapper)
    results = []
    for label, dep in targets:
        target = os.path.join(work, f"target-instr-{label}")
        rust = bench.Rust(work, dep, 3600)
        rust.target = target
        rust.env = dict(rust.env, CARGO_TARGET_DIR=target)
        for n, path in specs:
            ops = bench.read_spec(path)
            name = f"instr_{label}_{os.path.splitext(os.path.basename(path))[0]}"
            d, crate = rust.crate(name, ops)
            bad, _ = rust.failing(d, ops)
            if bad:
                ops = [o for i, o in enumerate(ops) if i not in bad]
                rust.write(d, ops)
            out = os.path.join(work, f"{name}.cachegrind")
            env = dict(rust.env, RUSTC_WRAPPER=wrapper, CACHEGRIND_OUT=out,
                       CACHEGRIND_CRATE=crate)
            env.pop("BENCH_RUSTC_LOG", None)
            os.utime(os.path.join(d, "src", "lib.rs"))
            r = subprocess.run(["cargo", "check", "--quiet"], cwd=d, env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"cargo check failed for {label} {n}:\n{r.stderr[-3000:]}")
            ir = instructions(out)
            results.append(dict(rev=label, spec=os.path.basename(path), ops=len(ops),
                                requested=n, dropped=len(bad),
                                instructions=ir))
            print(f"{label} {n} ops ({len(bad)} dropped): {ir / 1e9:.2f} G", file=sys.stderr,
                  flush=True)
    print("| revision | spec | ops | dropped | rustc instructions | per op |")
    print("|---|---|---:|---:|---:|---:|")
    for r in results:
        print(f"| {r['rev']} | {r['spec']} | {r['ops']} | {r['dropped']} | {r['instructions'] / 1e9:.2f} G | "
              f"{r['instructions'] / max(r['ops'], 1) / 1e6:.1f} M |")
    with open(os.path.join(work, "instructions.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
