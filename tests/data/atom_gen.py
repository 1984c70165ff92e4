#!/usr/bin/env python3
"""Atom conformance corpus: CuTe's MMA and copy atoms, every answer printed by CuTe itself.

Writes tests/data/atom_cases.txt. Each case is a C++ statement run against the CuTe 4.2 headers
that tools/oracle/setup.sh unpacks into ~/.cache/cute-oracle (host g++ -std=c++17; the atoms'
traits are host code). Nothing here computes an answer: the cases are inputs, the answers are
what CuTe prints.

    tests/data/atom_gen.py            # regenerate
    tests/data/atom_gen.py --check    # regenerate to memory and diff

Format (one case a line; `ATOM_CASES=<file> cargo test --test atoms` runs any file in it):
    # op | arg1 | arg2 | expected      (expected: CuTe 4.2's print; ERROR: CuTe rejects it)
    # ' ; ' separates sub-arguments or several results
    mma_atom   | ATOM | - | Shape_MNK ; ThrID ; ALayout ; BLayout ; CLayout
    tiled_mma  | ATOM | AtomLayoutMNK ; Permutation | tile_shape ; layoutA_TV ; layoutB_TV ; layoutC_TV
               (AtomLayoutMNK a full layout, `(_2,_2,_1):(_1,_2,_0)`; Permutation `_` or a tiler
               `<P_M,P_N,P_K>` whose entries are layouts, extents or `_`)
    copy_atom  | ATOM | - | ThrID ; SrcLayout ; DstLayout ; RefLayout   (in bits)
ATOM is CuTe's name as typed in C++ (`SM80_16x8x16_F32F16F16F32_TN`,
`UniversalFMA<float,float,float,float>`, `SM75_U32x4_LDSM_N`, `UniversalCopy<uint128_t>`,
`SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>`), with no spaces.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle_eval  # noqa: E402
from swizzle_gen import cxx  # noqa: E402  (the corpus notation in C++)

HEADER = """#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/arch/mma_sm90_gmma_ext.hpp>
#include <cute/atom/mma_traits_sm90_gmma_ext.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cstdio>
using namespace cute;
"""

SEP = 'printf(" ; ");'


def prints(*exprs):
    return SEP.join(f"print({e});" for e in exprs)


def case_cxx(op, a, b):
    if op == "mma_atom":
        t = f"MMA_Traits<{a}>"
        return "{ " + prints(*(f"typename {t}::{f}{{}}" for f in
                                ("Shape_MNK", "ThrID", "ALayout", "BLayout", "CLayout"))) + " }"
    if op == "copy_atom":
        t = f"Copy_Traits<{a}>"
        return "{ " + prints(*(f"typename {t}::{f}{{}}" for f in
                                ("ThrID", "SrcLayout", "DstLayout", "RefLayout"))) + " }"
    if op == "tiled_mma":
        layout, perm = [x.strip() for x in b.split(" ; ")]
        args = f"{a}{{}}, {cxx(layout.replace('_', ''))}"
        if perm != "_":
            args += f", {cxx(perm.replace('_,', '#,').replace('_>', '#>').replace('_', '').replace('#', '_'))}"
        return ("{ auto mma = make_tiled_mma(" + args + "); "
                + prints("tile_shape(mma)", "mma.get_layoutA_TV()", "mma.get_layoutB_TV()",
                         "mma.get_layoutC_TV()") + " }")
    raise ValueError(op)


FMA_TYPES = ["float", "double", "half_t", "int32_t"]
SM70 = [f"SM70_8x8x4_{v}_{m}" for v in ("F16F16F16F16", "F32F16F16F32")
        for m in ("TN", "NT", "NN", "TT")]
SM75 = ["SM75_16x8x8_F32F16F16F32_TN", "SM75_8x8x16_S32S8S8S32_TN"]
SM80 = ["SM80_16x8x8_F16F16F16F16_TN", "SM80_16x8x8_F32F16F16F32_TN",
        "SM80_16x8x8_F32BF16BF16F32_TN", "SM80_16x8x16_F16F16F16F16_TN",
        "SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x16_F32BF16BF16F32_TN",
        "SM80_16x8x4_F32TF32TF32F32_TN", "SM80_16x8x8_F32TF32TF32F32_TN",
        "SM80_8x8x4_F64F64F64F64_TN", "SM80_8x8x16_S32S8S8S32_TN", "SM80_16x8x16_S32S8S8S32_TN",
        "SM80_16x8x32_S32S8S8S32_TN"]
K, MN = "GMMA::Major::K", "GMMA::Major::MN"
ATOM_LAYOUTS = ["(_1,_1,_1):(_0,_0,_0)", "(_2,_2,_1):(_1,_2,_0)", "(_2,_2,_1):(_2,_1,_0)",
                "(_4,_1,_1):(_1,_0,_0)", "(_1,_4,_1):(_0,_1,_0)", "(_2,_4,_1):(_1,_2,_0)",
                "(_2,_1,_2):(_1,_0,_2)"]
PERMUTED = [("(_2,_2,_1):(_1,_2,_0)", "<_32,_32,_16>"),
            ("(_2,_2,_1):(_1,_2,_0)", "<_,_32,_>"),
            ("(_2,_2,_1):(_1,_2,_0)", "<_32,(_8,_2,_2):(_1,_16,_8),_>"),
            ("(_2,_2,_1):(_1,_2,_0)", "<(_16,_2):(_2,_1),_16,_32>"),
            ("(_1,_2,_1):(_0,_1,_0)", "<_,(_4,_4):(_4,_1),_>"),
            ("(_4,_2,_1):(_1,_4,_0)", "<_64,_32,_16>")]
COPY_BITS = ["uint8_t", "uint16_t", "uint32_t", "uint64_t", "uint128_t", "float", "half_t",
             "double"]
CP_ASYNC = ["SM80_CP_ASYNC_CACHEALWAYS", "SM80_CP_ASYNC_CACHEGLOBAL",
            "SM80_CP_ASYNC_CACHEALWAYS_ZFILL", "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL"]
LDSM = ["SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N", "SM75_U16x2_LDSM_T",
        "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T", "SM90_U32x1_STSM_N", "SM90_U32x2_STSM_N",
        "SM90_U32x4_STSM_N", "SM90_U16x2_STSM_T", "SM90_U16x4_STSM_T", "SM90_U16x8_STSM_T"]


def cases():
    out = [("mma_atom", f"UniversalFMA<{t},{t},{t},{t}>", "-") for t in FMA_TYPES]
    out.append(("mma_atom", "UniversalFMA<float,half_t,half_t,float>", "-"))
    out += [("mma_atom", a, "-") for a in SM70 + SM75 + SM80]
    for v in ("F16F16F16", "F32F16F16", "F32BF16BF16"):
        for n in range(8, 257, 8):
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_SS<{K},{K}>", "-"))
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_RS<{K},{K}>", "-"))
        for n in (8, 64, 128, 256):
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_SS<{MN},{MN}>", "-"))
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_SS<{MN},{K}>", "-"))
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_RS<{K},{MN}>", "-"))
    for atom in ["UniversalFMA<float,float,float,float>"] + SM70[:1] + SM70[4:5] + SM75 + SM80:
        for lay in ATOM_LAYOUTS:
            out.append(("tiled_mma", atom, f"{lay} ; _"))
    for atom in ["SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x8_F32TF32TF32F32_TN",
                 "SM75_16x8x8_F32F16F16F32_TN"]:
        for lay, perm in PERMUTED:
            out.append(("tiled_mma", atom, f"{lay} ; {perm}"))
    for v in ("F16F16F16", "F32F16F16", "F32BF16BF16"):
        for n in (8, 64, 128, 256):
            for lay in ("(_1,_1,_1):(_0,_0,_0)", "(_2,_1,_1):(_1,_0,_0)", "(_1,_2,_1):(_0,_1,_0)"):
                out.append(("tiled_mma", f"SM90_64x{n}x16_{v}_SS<{K},{K}>", f"{lay} ; _"))
            out.append(("tiled_mma", f"SM90_64x{n}x16_{v}_RS<{K},{K}>", "(_2,_1,_1):(_1,_0,_0) ; _"))
    out += [("copy_atom", f"UniversalCopy<{t}>", "-") for t in COPY_BITS]
    out.append(("copy_atom", "UniversalCopy<uint32_t,uint64_t>", "-"))
    for c in CP_ASYNC:
        for t in ("uint32_t", "uint64_t", "uint128_t"):
            out.append(("copy_atom", f"{c}<{t}>", "-"))
    out += [("copy_atom", a, "-") for a in LDSM]
    return out


def main():
    check = "--check" in sys.argv
    cs = cases()
    ans = oracle_eval.evaluate([case_cxx(*c) for c in cs], HEADER)
    lines = [__doc__.strip().replace("\n", "\n# ").join(["# ", "\n"]),
             "# Oracle: CuTe 4.2.0 headers (PyPI nvidia-cutlass==4.2.0.0), host g++ -std=c++17.\n"]
    for i, (op, a, b) in enumerate(cs):
        r = ans[i]
        if isinstance(r, tuple):
            lines.append(f"# CuTe: {r[1].strip()[:150]}\n")
            r = "ERROR"
        lines.append(f"{op} | {a} | {b} | {r.strip()}\n")
    text = "".join(lines)
    path = os.path.join(HERE, "atom_cases.txt")
    if check:
        if (open(path).read() if os.path.exists(path) else "") != text:
            sys.exit("atom_cases.txt: differs from a fresh run")
    else:
        with open(path, "w") as f:
            f.write(text)
    errors = sum(1 for i in range(len(cs)) if isinstance(ans[i], tuple))
    print(f"{len(cs)} cases, {errors} ERROR")


if __name__ == "__main__":
    main()
