#!/usr/bin/env python3
"""Fresh random corpora: the same kinds of case as the checked-in corpora, drawn with seeds that
no other corpus uses, every answer printed by CuTe itself. They check that the library follows
CuTe's rules rather than the cases it was built against.

    tests/data/fresh_gen.py            # regenerate the four files below (a few minutes)

- fresh_static_cases.txt  (seed 11): the oracle's all-static random generator
  (`../shared/oracle/gen.py`'s `random_cases`), answered by CuTe, then `postcheck.py` (inputs
  whose CuTe answer breaks A o B become ERROR, as in the public corpus);
- fresh_mixed_cases.txt   (seed 11): the same cases made mixed static/run-time (the oracle's
  `mixed_random_cases`), answered by CuTe, then `postcheck.py`;
- fresh_swizzle_cases.txt (seed 21): random swizzled layouts (swizzles, row- and column-major
  power-of-two tiles) through every operation of `swizzle_gen.py`'s notation;
- fresh_atom_cases.txt    (seed 31): random TiledMMAs (atoms of SM70 to SM90, atom layouts,
  permutations) and TiledCopies, their partitions of static and run-time tensors, in
  `atom_gen.py`'s notation.
The seeds of the oracle's own corpora (1 to 4) are never used here.
"""
import os, random, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
ORACLE = os.path.join(os.path.dirname(REPO), "shared", "oracle")
sys.path.insert(0, HERE)
sys.path.insert(0, ORACLE)
import oracle_eval  # noqa: E402
import swizzle_gen  # noqa: E402
import atom_gen  # noqa: E402
import gen as oracle_gen  # noqa: E402


def postcheck(path):
    subprocess.run([sys.executable, os.path.join(ORACLE, "postcheck.py"), path], check=True)


def write_cases(path, title, cases):
    with open(path, "w") as f:
        f.write(f"# {title}: written by tests/data/fresh_gen.py, answers from CuTe 4.2\n")
        for c in cases:
            f.write(c.line() + "\n")


def static_and_mixed(seed):
    good, bad = oracle_gen.random_cases(seed)
    cases = good + bad
    oracle_gen.evaluate(cases, log=lambda *a: None)
    path = os.path.join(HERE, "fresh_static_cases.txt")
    write_cases(path, f"fresh all-static corpus, seed {seed}", cases)
    postcheck(path)
    mixed = [m for (m, _, _, _) in oracle_gen.mixed_random_cases(
        dict(seed=seed, scale=0.85, bad_scale=1.0))]
    oracle_gen.evaluate(mixed, log=lambda *a: None)
    path = os.path.join(HERE, "fresh_mixed_cases.txt")
    write_cases(path, f"fresh mixed static/run-time corpus, seed {seed}", mixed)
    postcheck(path)


SWIZZLES = [(1, 4, 3), (2, 4, 3), (3, 4, 3), (3, 3, 3), (2, 3, 3), (3, 2, 3), (2, 2, 2), (1, 1, 1),
            (2, 1, 3), (3, 3, 4), (2, 3, -3), (1, 2, -2), (2, 2, 3), (1, 3, 3), (3, 3, 5)]


def swizzle_cases(seed, n=340):
    rng = random.Random(seed)
    out = []
    add = lambda op, a, b="-": out.append((op, a, b))
    while len(out) < n:
        b, m, s = rng.choice(SWIZZLES)
        r, c = rng.choice([8, 16, 32, 64, 128]), rng.choice([8, 16, 32, 64, 128])
        lay = f"({r},{c}):({c},1)" if rng.random() < 0.5 else f"({r},{c}):(1,{r})"
        if (1 << (m + b + abs(s))) > r * c:
            continue
        cl = swizzle_gen.composed(b, m, s, lay)
        pick = lambda xs, lim: rng.choice([x for x in xs if x <= lim])
        k = rng.randrange(12)
        if k == 0:
            add("crd2idx", f"({rng.randrange(r)},{rng.randrange(c)})", cl)
        elif k == 1:
            add("make_composed", swizzle_gen.sw(b, m, s), lay)
        elif k == 2:
            op = rng.choice(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
            add(op, cl, f"({pick((2, 4, 8, 16, 32), r)},{pick((2, 4, 8, 16, 32), c)})")
        elif k in (3, 4):
            crd = rng.choice([f"(_,{rng.randrange(c)})", f"({rng.randrange(r)},_)"])
            add("slice" if k == 3 else "slice_and_offset", crd, cl)
        elif k == 5:
            tr, tc = pick((4, 8, 16, 32), r), pick((4, 8, 16, 32), c)
            crd = f"({rng.randrange(r // tr)},{rng.randrange(c // tc)})"
            add(rng.choice(["local_tile", "local_tile_rt"]), cl, f"({tr},{tc}) @ {crd}")
        elif k == 6:
            tr, tc = pick((2, 4, 8), r), pick((2, 4, 8, 16), c)
            thr = f"({tr},{tc}):({tc},1)" if rng.random() < 0.5 else f"({tr},{tc}):(1,{tr})"
            op = rng.choice(["local_partition", "local_partition_rt"])
            add(op, cl, f"{thr} @ {rng.randrange(tr * tc)}")
        elif k == 7:
            add(rng.choice(["upcast", "downcast"]), cl, str(rng.choice([2, 4, 8])))
        elif k == 8:
            add("tile_to_shape", cl, f"({r * rng.choice([1, 2, 4])},{c * rng.choice([1, 2])})")
        elif k == 9:
            op = rng.choice(["logical_product", "zipped_product", "tiled_product",
                             "blocked_product", "raked_product"])
            add(op, cl, rng.choice(["(2,2):(1,2)", "(2,4):(4,1)", "4:1"]))
        elif k == 10:
            add(rng.choice(["coalesce", "flatten", "size", "cosize", "right_inverse"]), cl)
        else:
            add("composition", cl, rng.choice([f"({min(r, 8)},{min(c, 8)})", "<4:1, 8:2>", "16:2",
                                               f"({min(r, 4)},{min(c, 16)}):({min(c, 16)},1)"]))
    seen = set()
    return [x for x in out if not (x in seen or seen.add(x))]


MMA_ATOMS = (atom_gen.SM70[:2] + atom_gen.SM75 + atom_gen.SM80 + atom_gen.SM80_INT[:4]
             + atom_gen.SM89[:2] + atom_gen.SM90_SYNC
             + ["UniversalFMA<float,float,float,float>", "UniversalFMA<double,double,double,double>"])
ATOM_LAYOUTS = [("(_1,_1,_1):(_0,_0,_0)", (1, 1, 1)), ("(_2,_2,_1):(_1,_2,_0)", (2, 2, 1)),
                ("(_2,_2,_1):(_2,_1,_0)", (2, 2, 1)), ("(_4,_1,_1):(_1,_0,_0)", (4, 1, 1)),
                ("(_1,_4,_1):(_0,_1,_0)", (1, 4, 1)), ("(_2,_4,_1):(_1,_2,_0)", (2, 4, 1)),
                ("(_4,_2,_1):(_2,_1,_0)", (4, 2, 1))]
FMA_LAYOUTS = [("(_8,_8,_1):(_1,_8,_0)", (8, 8, 1)), ("(_16,_8,_1):(_8,_1,_0)", (16, 8, 1)),
               ("(_4,_8,_1):(_1,_4,_0)", (4, 8, 1))]
COPIES = [("UniversalCopy<uint128_t>", "half_t", 8), ("UniversalCopy<uint128_t>", "float", 4),
          ("UniversalCopy<uint64_t>", "half_t", 4), ("UniversalCopy<uint32_t>", "float", 1),
          ("SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>", "half_t", 8),
          ("SM80_CP_ASYNC_CACHEALWAYS<uint64_t>", "float", 2), ("DefaultCopy", "float", 1),
          ("AutoVectorizingCopy", "half_t", 1)]
COPY_THREADS = [("(_32,_8):(_1,_32)", 32, 8), ("(_8,_32):(_32,_1)", 8, 32), ("(_16,_8):(_8,_1)", 16, 8),
                ("(_32,_4):(_4,_1)", 32, 4), ("(_16,_16):(_1,_16)", 16, 16)]


C_ATOM_COPIES = ["Copy_Atom<UniversalCopy<float>,float>", "Copy_Atom<UniversalCopy<uint64_t>,float>",
                 "Copy_Atom<UniversalCopy<uint32_t>,half_t>", "Copy_Atom<SM90_U32x4_STSM_N,half_t>",
                 "Copy_Atom<SM90_U32x2_STSM_N,half_t>"]


def atom_cases(seed, n_mma=260, n=380):
    rng = random.Random(seed)
    out = []
    add = lambda op, a, b="-": out.append((op, a, b))

    def tensor(r, c, dyn):
        u = "" if dyn else "_"
        return (f"({u}{r},{u}{c}):(_1,{u}{r})" if rng.random() < 0.5
                else f"({u}{r},{u}{c}):({u}{c},_1)")

    while len(out) < n_mma:
        atom = rng.choice(MMA_ATOMS)
        m = re.search(r"_(\d+)x(\d+)x(\d+)_", atom)
        am, an, ak = (int(x) for x in m.groups()) if m else (1, 1, 1)
        fma = atom.startswith("UniversalFMA")
        al, (lm, ln, lk) = rng.choice(FMA_LAYOUTS if fma else ATOM_LAYOUTS)
        tm, tn, tk = am * lm, an * ln, ak * lk
        perm = "_"
        if rng.random() < 0.3:
            tm, tn = tm * rng.choice([1, 2]), tn * rng.choice([1, 2])
            perm = f"<_{tm},_{tn},_>"
        setup = f"{al} ; {perm}"
        fm, fn, fk = rng.choice([1, 2]), rng.choice([1, 2]), rng.choice([1, 2])
        dyn = rng.random() < 0.3
        per_atom = 1 if fma else 8 if atom.startswith("SM70") else 32
        thr = rng.randrange(per_atom * lm * ln * lk)
        k = rng.randrange(9)
        if k == 8:
            # the epilogue's bridge: C's layout cut to one copy atom's values (CuTe refuses
            # an atom that moves more values than a thread holds)
            copy = rng.choice(C_ATOM_COPIES)
            add("tiled_copy_c_atom", copy, f"{atom} ; {setup}")
            if rng.random() < 0.5:
                add(rng.choice(["tiled_copy_s_of", "tiled_copy_d_of"]), rng.choice(C_ATOM_COPIES),
                    f"c_atom {copy} ; {atom} ; {setup}")
        elif k == 0:
            add("tiled_mma", atom, setup)
        elif k == 1:
            add("partition_a", atom, f"{setup} @ {tensor(tm * fm, tk * fk, dyn)} @ {thr}")
        elif k == 2:
            add("partition_b", atom, f"{setup} @ {tensor(tn * fn, tk * fk, dyn)} @ {thr}")
        elif k == 3:
            add("partition_c", atom, f"{setup} @ {tensor(tm * fm, tn * fn, dyn)} @ {thr}")
        elif k == 4:
            shape = tensor(tm * fm, tk * fk, False) if rng.random() < 0.5 else tensor(tm * fm, tn * fn, False)
            add(rng.choice(["partition_fragment_a", "partition_fragment_c"]), atom,
                f"{setup} @ {shape} @ {thr}")
        elif k == 5:
            shape = f"(_{tm * fm},_{tk * fk if rng.random() < 0.5 else tn * fn})"
            add(rng.choice(["identity_partition_a", "identity_partition_c"]), atom,
                f"{setup} @ {shape} @ {thr}")
        elif k == 6:
            # CuTe's static forms: a thread's part of a tile given by its shape.
            x, (r, c) = rng.choice([("a", (tm * fm, tk * fk)), ("b", (tn * fn, tk * fk)),
                                    ("c", (tm * fm, tn * fn))])
            u = "" if dyn else "_"
            add(f"partition_shape_{x}", atom, f"{setup} @ ({u}{r},_{c})")
            if x == "c" and not dyn:
                add("partition_fragment_c_shape", atom, f"{setup} @ (_{r},_{c})")
        else:
            # the fragment of a part that partition_A/B already cut
            x, (r, c) = rng.choice([("a", (tm * fm, tk * fk)), ("b", (tn * fn, tk * fk))])
            add(f"make_fragment_{x}", atom, f"{setup} @ {tensor(r, c, False)} @ {thr}")
    while len(out) < n:
        op, t, v = rng.choice(COPIES)
        tl, tr, tc = rng.choice(COPY_THREADS)
        vals = v * rng.choice([1, 2])
        vl, vr, vc = ((f"(_1,_{vals}):(_0,_1)", 1, vals) if rng.random() < 0.5
                      else (f"(_{vals},_1):(_1,_0)", vals, 1))
        atom = f"Copy_Atom<{op},{t}>"
        rows, cols = tr * vr * rng.choice([1, 2]), tc * vc * rng.choice([1, 2])
        if rng.random() < 1 / 3:
            add("tiled_copy", atom, f"{tl} ; {vl}")
        else:
            # the tensor is contiguous along the values' mode (a vector copy needs it)
            data = f"(_{rows},_{cols}):(_1,_{rows})" if vr > 1 else f"(_{rows},_{cols}):(_{cols},_1)"
            add(rng.choice(["partition_s", "partition_d"]), atom,
                f"{tl} ; {vl} @ {data} @ {rng.randrange(tr * tc)}")
    seen = set()
    return [x for x in out if not (x in seen or seen.add(x))]


def main():
    static_and_mixed(11)
    cs = swizzle_cases(21)
    ans = swizzle_gen.evaluate(cs)
    scalar = lambda op, r: (r[1:] if op in ("size", "cosize", "rank", "depth", "crd2idx")
                            and r.startswith("_") else r)
    with open(os.path.join(HERE, "fresh_swizzle_cases.txt"), "w") as f:
        f.write("".join(oracle_eval.corpus_lines(swizzle_gen.__doc__, cs, ans, scalar)))
    cs = atom_cases(31)
    ans = oracle_eval.evaluate([atom_gen.case_cxx(*c) for c in cs], atom_gen.HEADER)
    host_only = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"
    ans = {i: a[len(host_only):] if isinstance(a, str) and a.startswith(host_only) else a
           for i, a in ans.items()}
    with open(os.path.join(HERE, "fresh_atom_cases.txt"), "w") as f:
        f.write("".join(oracle_eval.corpus_lines(atom_gen.__doc__, cs, ans)))


if __name__ == "__main__":
    main()
