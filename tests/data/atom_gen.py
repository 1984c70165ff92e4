#!/usr/bin/env python3
"""Atom conformance corpus: CuTe's MMA and copy atoms, every answer printed by CuTe itself.

Writes tests/data/atom_cases.txt. Each case is a C++ statement run against the CuTe 4.2 headers
that tools/oracle/setup.sh unpacks into ~/.cache/cute-oracle (host g++ -std=c++17; the atoms'
traits are host code). Nothing here computes an answer: the cases are inputs, the answers are
what CuTe prints.

    tests/data/atom_gen.py            # regenerate
    tests/data/atom_gen.py --check    # regenerate to memory and diff (ORACLE_NOCACHE=1: ask CuTe again)

Format (one case a line; `ATOM_CASES=<file> cargo test --test atoms` runs any file in it):
    # op | arg1 | arg2 | expected      (expected: CuTe 4.2's print; ERROR: CuTe rejects it)
    # ' ; ' separates sub-arguments or several results
    mma_atom   | ATOM | - | Shape_MNK ; ThrID ; ALayout ; BLayout ; CLayout
    tiled_mma  | ATOM | AtomLayoutMNK ; Permutation | tile_shape ; layoutA_TV ; layoutB_TV ; layoutC_TV
               (AtomLayoutMNK a full layout, `(_2,_2,_1):(_1,_2,_0)`; Permutation `_` or a tiler
               `<P_M,P_N,P_K>` whose entries are layouts, extents or `_`)
    partition_a | ATOM | AtomLayoutMNK ; Permutation @ TensorLayout @ thr | layout ; offset
               (and partition_b, partition_c: A is (M,K), B is (N,K), C is (M,N); A and B in
               shared memory, C in global memory; offset: the linear index in TensorLayout's
               codomain of the thread's first element; TensorLayout in CuTe's print notation,
               `_4` static and `4` run-time, or a static swizzled layout `Sw<B,M,S> o L`
               (partition_a/b/c, partition_s/d); thr a run-time integer)
    partition_fragment_a | same arguments | layout of the fragment   (and _b, _c)
    make_fragment_a | same arguments | layout of thr.make_fragment_A(thr.partition_A(t))   (and _b)
    partition_shape_a | ATOM | AtomLayoutMNK ; Permutation @ Shape | shape
               (and _b, _c: CuTe's partition_shape_X(mma, shape), Shape flat, `_4` static, `4`
               run-time; partition_fragment_c_shape: partition_fragment_C(mma, Shape).layout())
    identity_partition_a | ATOM | AtomLayoutMNK ; Permutation @ Shape @ thr | tensor ; last
               (and _b, _c; and identity_partition_s/d with a TiledCopy's `ThrLayout ;
               ValLayout`: the thread's part of make_identity_tensor(Shape), as CuTe prints
               it, `ArithTuple(origin) o layout` with basis strides, and its last element)
    copy_atom  | ATOM | - | ThrID ; SrcLayout ; DstLayout ; RefLayout   (in bits; ATOM also
               DefaultCopy, AutoVectorizingCopy, AutoVectorizingCopyWithAssumedAlignment<N>)
    tiled_copy | Copy_Atom<ATOM,T> | ThrLayout ; ValLayout | Tiler_MN ; TiledLayout_TV
    tiled_copy_a | Copy_Atom<ATOM,T> | MMA_ATOM ; AtomLayoutMNK ; Permutation | Tiler_MN ; TiledLayout_TV
               (and tiled_copy_b, tiled_copy_c, tiled_copy_c_atom: make_tiled_copy_B/C/C_atom)
    tiled_copy_s_of | Copy_Atom<ATOM,T> | INNER | Tiler_MN ; TiledLayout_TV
               (and tiled_copy_d_of: make_tiled_copy_S/D(atom, inner); INNER is
               `copy Copy_Atom<..> ; ThrLayout ; ValLayout` (make_tiled_copy) or
               `c_atom Copy_Atom<..> ; MMA_ATOM ; AtomLayoutMNK ; Permutation`)
    max_common_vector | L1 | L2 | _N        max_common_layout | L1 | L2 | layout
               (L1 or L2 may be swizzled: `Sw<B,M,S> o L`; both, for max_common_vector)
    max_alignment | L | - | _N              (L static, mixed or swizzled)
    nullspace / filter / filter_zeros | L | - | layout
    partition_s | Copy_Atom<ATOM,T> | ThrLayout ; ValLayout @ TensorLayout @ thr | layout ; offset
               (and partition_d; the source in global memory, the destination in shared memory)
    retile_s   | Copy_Atom<ATOM,T> | ThrLayout ; ValLayout @ FragmentLayout | layout   (and retile_d)
    make_fragment_like / make_layout_like | L | - | layout   (L with static or run-time leaves)
    layout_atom | GMMA::Layout_K_SW128_Atom<T> | - | layout   (GMMA's shared-memory layout atoms)
    tile_to_shape | GMMA::Layout_K_SW128_Atom<T> | Shape | layout
               (a TensorLayout may be such a layout, `Sw<3,4,3> o smem_ptr[16b](unset) o L`:
               CuTe moves that swizzle of bytes into the tensor's pointer, so its partitions
               print the inner layout, and the offset is the pointer's before the swizzle)
    cotiled_copy | Copy_Atom<ATOM,T> | AtomTVLayout ; DataLayout | Tiler_MN ; TiledLayout_TV
               (make_cotiled_copy; Tiler_MN a tuple of layouts)
    cotiled_partition_s | Copy_Atom<ATOM,T> | AtomTVLayout ; DataLayout @ TensorLayout @ thr | layout ; offset
               (and cotiled_partition_d: partition_S/D of make_cotiled_copy's TiledCopy)
ATOM is CuTe's name as typed in C++ (`SM80_16x8x16_F32F16F16F32_TN`,
`UniversalFMA<float,float,float,float>`, `SM75_U32x4_LDSM_N`, `UniversalCopy<uint128_t>`,
`SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>`), with no spaces.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle_eval  # noqa: E402
from swizzle_gen import cxx  # noqa: E402  (the corpus notation in C++)

sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "oracle"))
import cute_eval  # noqa: E402  (CuTe's print notation, static _N and run-time N, in C++)
from atom_inputs import *  # noqa: E402,F401,F403  (the cases' inputs)

HEADER = """#include <cute/tensor.hpp>
#include <cute/atom/copy_traits_sm50.hpp>
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


def tiled_mma_cxx(atom, setup):
    """`auto mma = make_tiled_mma(...);` for `AtomLayoutMNK ; Permutation`."""
    layout, perm = [x.strip() for x in setup.split(" ; ")]
    args = f"{atom}{{}}, {cxx(layout.replace('_', ''))}"
    if perm != "_":
        args += f", {cxx(perm.replace('_,', '#,').replace('_>', '#>').replace('_', '').replace('#', '_'))}"
    return f"auto mma = make_tiled_mma({args});"


tiled_copy_prints = prints("typename decltype(c)::Tiler_MN{}", "typename decltype(c)::TiledLayout_TV{}")


def cpp_layout(layout):
    """A layout in the corpus notation (`_4` static, `4` run-time, `Sw<B,M,S> o L` swizzled)
    as a C++ value."""
    m = re.fullmatch(r"Sw<(\d+),(\d+),(-?\d+)> o smem_ptr\[(\d+)b\]\(unset\) o (.*)", layout)
    if m:
        b, mm, sh, bits, inner = m.groups()
        return (f"make_composed_layout(Swizzle<{b},{mm},{sh}>{{}}, smem_ptr_flag_bits<{bits}>{{}}, "
                f"{cpp_layout(inner)})")
    m = re.fullmatch(r"Sw<(\d+),(\d+),(-?\d+)> o (?:_(\d+) o )?(.*)", layout)
    if m:
        b, mm, sh, offset, inner = m.groups()
        return (f"make_composed_layout(Swizzle<{b},{mm},{sh}>{{}}, Int<{offset or 0}>{{}}, "
                f"{cpp_layout(inner)})")
    return cute_eval.cpp_value(cute_eval.parse(layout, True))


def case_cxx(op, a, b):
    if op == "mma_atom":
        t = f"MMA_Traits<{a}>"
        return "{ " + prints(*(f"typename {t}::{f}{{}}" for f in
                                ("Shape_MNK", "ThrID", "ALayout", "BLayout", "CLayout"))) + " }"
    if op == "copy_atom":
        t = f"Copy_Traits<{a}>"
        return "{ " + prints(*(f"typename {t}::{f}{{}}" for f in
                                ("ThrID", "SrcLayout", "DstLayout", "RefLayout"))) + " }"
    if op in ("partition_s", "partition_d"):
        setup, tensor, thr = [x.strip() for x in b.split(" @ ")]
        tl, vl = [x.strip() for x in setup.split(" ; ")]
        mem = "make_gmem_ptr" if op == "partition_s" else "make_smem_ptr"
        view = cpp_layout(tensor)
        return ("{ auto c = make_tiled_copy(" + f"{a}{{}}, {cxx(tl.replace('_', ''))}, "
                f"{cxx(vl.replace('_', ''))}); using T = typename decltype(c)::ValType; "
                f"static T buf[1 << 16]; auto t = make_tensor({mem}(buf), {view}); "
                f"auto p = c.get_slice({thr}).partition_{op[-1].upper()}(t); "
                + prints("p.layout()") + SEP
                + 'printf("%d", int(p.data().get() - t.data().get())); }')
    if op in ("cotiled_partition_s", "cotiled_partition_d"):
        setup, tensor, thr = [x.strip() for x in b.split(" @ ")]
        tv, data = [x.strip() for x in setup.split(" ; ")]
        mem = "make_gmem_ptr" if op.endswith("_s") else "make_smem_ptr"
        return ("{ auto c = make_cotiled_copy(" + f"{a}{{}}, {cxx(tv.replace('_', ''))}, "
                f"{cxx(data.replace('_', ''))}); using T = typename decltype(c)::ValType; "
                f"static T buf[1 << 16]; auto t = make_tensor({mem}(buf), {cpp_layout(tensor)}); "
                f"auto p = c.get_slice({thr}).partition_{op[-1].upper()}(t); "
                + prints("p.layout()") + SEP
                + 'printf("%d", int(p.data().get() - t.data().get())); }')
    if op == "cotiled_copy":
        tv, data = [x.strip() for x in b.split(" ; ")]
        return ("{ auto c = make_cotiled_copy(" + f"{a}{{}}, {cxx(tv.replace('_', ''))}, "
                f"{cxx(data.replace('_', ''))}); " + tiled_copy_prints + " }")
    if op in ("retile_s", "retile_d"):
        setup, frag = [x.strip() for x in b.split(" @ ")]
        tl, vl = [x.strip() for x in setup.split(" ; ")]
        return ("{ auto c = make_tiled_copy(" + f"{a}{{}}, {cxx(tl.replace('_', ''))}, "
                f"{cxx(vl.replace('_', ''))}); using T = typename decltype(c)::ValType; "
                f"auto f = make_tensor<T>({cxx(frag.replace('_', ''))}); "
                f"auto r = c.get_slice(0).retile_{op[-1].upper()}(f); " + prints("r.layout()") + " }")
    if op.startswith("identity_partition_"):
        setup, shape, thr = [x.strip() for x in b.split(" @ ")]
        x = op[-1].upper()
        # The shape's value, static-ness kept: the shape of a compact layout of it.
        ones = "(" + ",".join("_1" for _ in shape.strip("()").split(",")) + ")"
        ident = f"make_identity_tensor(shape({cpp_layout(f'{shape}:{ones}')}))"
        if x in "SD":
            tl, vl = [y.strip() for y in setup.split(" ; ")]
            thread = (f"auto c = make_tiled_copy({a}{{}}, {cxx(tl.replace('_', ''))}, "
                      f"{cxx(vl.replace('_', ''))}); auto thr = c.get_slice({thr});")
        else:
            thread = tiled_mma_cxx(a, setup) + f" auto thr = mma.get_slice({thr});"
        return ("{ " + thread + f" auto t = {ident}; auto p = thr.partition_{x}(t); "
                + prints("p", "p(size(p) - 1)") + " }")
    if op.startswith("partition_shape_") or op == "partition_fragment_c_shape":
        setup, shape = [x.strip() for x in b.split(" @ ")]
        ones = "(" + ",".join("_1" for _ in shape.strip("()").split(",")) + ")"
        value = f"shape({cpp_layout(f'{shape}:{ones}')})"
        expr = (f"partition_fragment_C(mma, {value}).layout()" if op.endswith("_shape")
                else f"partition_shape_{op[-1].upper()}(mma, {value})")
        return "{ " + tiled_mma_cxx(a, setup) + " " + prints(expr) + " }"
    if op in ("make_fragment_a", "make_fragment_b"):
        setup, tensor, thr = [x.strip() for x in b.split(" @ ")]
        operand = op[-1].upper()
        value = f"cute::remove_cvref_t<typename MMA_Traits<{a}>::ValType{operand}>"
        return ("{ " + tiled_mma_cxx(a, setup) + f" static {value} buf[1 << 16]; "
                f"auto t = make_tensor(make_smem_ptr(buf), {cpp_layout(tensor)}); "
                f"auto thr = mma.get_slice({thr}); "
                f"auto p = thr.make_fragment_{operand}(thr.partition_{operand}(t)); "
                + prints("p.layout()") + " }")
    if op.startswith("partition_"):
        setup, tensor, thr = [x.strip() for x in b.split(" @ ")]
        operand = op[-1].upper()
        mem = "make_gmem_ptr" if operand == "C" else "make_smem_ptr"
        value = f"cute::remove_cvref_t<typename MMA_Traits<{a}>::ValType{operand}>"
        view = cpp_layout(tensor)
        part = (f"partition_fragment_{operand}" if op.startswith("partition_fragment")
                else f"partition_{operand}")
        # A swizzle of bytes (B > 0) puts the tensor's pointer in an adaptor.
        swizzle_ptr = "smem_ptr[" in tensor and not tensor.startswith("Sw<0,")
        start = ("int(p.data().get().get() - t.data().get().get())" if swizzle_ptr
                 else "int(p.data().get() - t.data().get())")
        printed = (prints("p.layout()") if op.startswith("partition_fragment") else
                   prints("p.layout()") + SEP + f'printf("%d", {start});')
        return ("{ " + tiled_mma_cxx(a, setup) + f" static {value} buf[1 << 16]; "
                f"auto t = make_tensor({mem}(buf), {view}); "
                f"auto thr = mma.get_slice({thr}); auto p = thr.{part}(t); " + printed + " }")
    if op == "layout_atom":
        return "{ " + prints(f"{a}{{}}") + " }"
    if op == "tile_to_shape":
        return "{ " + prints(f"tile_to_shape({a}{{}}, {cxx(b.replace('_', ''))})") + " }"
    if op in ("max_common_vector", "max_common_layout"):
        return "{ " + prints(f"{op}({cpp_layout(a)}, {cpp_layout(b)})") + " }"
    if op in ("make_layout_like", "make_fragment_like", "nullspace", "filter", "filter_zeros",
              "max_alignment"):
        return "{ " + prints(f"{op}({cpp_layout(a)})") + " }"
    if op == "tiled_copy":
        thr, val = [x.strip() for x in b.split(" ; ")]
        return ("{ auto c = make_tiled_copy(" + f"{a}{{}}, {cxx(thr.replace('_', ''))}, "
                f"{cxx(val.replace('_', ''))}); " + tiled_copy_prints + " }")
    if op in ("tiled_copy_s_of", "tiled_copy_d_of"):
        kind, rest = b.split(" ", 1)
        if kind == "copy":
            atom2, thr, val = [x.strip() for x in rest.split(" ; ")]
            inner = (f"auto inner = make_tiled_copy({atom2}{{}}, {cxx(thr.replace('_', ''))}, "
                     f"{cxx(val.replace('_', ''))});")
        else:
            atom2, mma_atom, setup = rest.split(" ; ", 2)
            inner = tiled_mma_cxx(mma_atom, setup) + f" auto inner = make_tiled_copy_C_atom({atom2}{{}}, mma);"
        return ("{ " + inner + f" auto c = make_tiled_copy_{op[11].upper()}({a}{{}}, inner); "
                + tiled_copy_prints + " }")
    if op.startswith("tiled_copy_"):
        mma_atom, setup = b.split(" ; ", 1)
        which = "C_atom" if op == "tiled_copy_c_atom" else op[-1].upper()
        return ("{ " + tiled_mma_cxx(mma_atom, setup) + " auto c = make_tiled_copy_"
                + which + f"({a}{{}}, mma); " + tiled_copy_prints + " }")
    if op == "tiled_mma":
        return ("{ " + tiled_mma_cxx(a, b) + " "
                + prints("tile_shape(mma)", "mma.get_layoutA_TV()", "mma.get_layoutB_TV()",
                         "mma.get_layoutC_TV()") + " }")
    raise ValueError(op)


def gmma_tiles():
    """CuTe's print of each operand tile of GMMA_SWIZZLED and GMMA_STAGED (inputs of the
    partition cases)."""
    todo = sorted({(f"GMMA::Layout_{t}_Atom<{gmma_value(atom, x)}>", shape)
                   for atom, x, t, shape in GMMA_SWIZZLED + GMMA_STAGED})
    ans = oracle_eval.evaluate([case_cxx("tile_to_shape", a, b) for a, b in todo], HEADER)
    return {key: ans[i] for i, key in enumerate(todo)}


def cases():
    out = [("mma_atom", f"UniversalFMA<{t},{t},{t},{t}>", "-") for t in FMA_TYPES]
    out.append(("mma_atom", "UniversalFMA<float,half_t,half_t,float>", "-"))
    out += [("mma_atom", a, "-") for a in SM70 + SM75 + SM80]
    out += [("mma_atom", a, "-") for a in SM80_MORE + SM61 + SM89 + SM90_SYNC]
    for v in ("F16F16F16", "F32F16F16", "F32BF16BF16"):
        for n in range(8, 257, 8):
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_SS<{K},{K}>", "-"))
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_RS<{K},{K}>", "-"))
        for n in (8, 64, 128, 256):
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_SS<{MN},{MN}>", "-"))
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_SS<{MN},{K}>", "-"))
            out.append(("mma_atom", f"SM90_64x{n}x16_{v}_RS<{K},{MN}>", "-"))
    # The K-major GMMA families (tf32, 8-bit integers, fp8): every N of two, some N of each.
    for v, k, ns in GMMA_TN:
        for n in ns if v in ("F32TF32TF32_SS_TN", "S32S8U8_RS_TN") else \
                [n for n in (8, 24, 48, 64, 136, 208, 256) if n in ns]:
            out.append(("mma_atom", f"SM90_64x{n}x{k}_{v}{tn_args(v)}", "-"))
    for v, k, _ in GMMA_TN[::5]:
        out.append(("tiled_mma", f"SM90_64x64x{k}_{v}{tn_args(v)}", "(_2,_1,_1):(_1,_0,_0) ; _"))
    for atom in ["UniversalFMA<float,float,float,float>"] + SM70[:1] + SM70[4:5] + SM75 + SM80:
        for lay in ATOM_LAYOUTS:
            out.append(("tiled_mma", atom, f"{lay} ; _"))
    for atom in ["SM80_16x8x64_S32S4S4S32_TN", "SM80_16x8x256_S32U1U1S32_TN_XORPOPC",
                 "SM80_8x8x32_S32U4U4S32_TN", "SM61_DP4A", "SM89_16x8x32_F32E4M3E5M2F32_TN",
                 "SM90_16x8x16_F64F64F64F64_TN", "SM90_16x8x8_F64F64F64F64_TN"]:
        for lay in ATOM_LAYOUTS[:3]:
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
    for atom, setup, (m, n, k) in PARTITIONED:
        shapes = {"a": (m, k), "b": (n, k), "c": (m, n)}
        for x, (r, c) in shapes.items():
            for tensor in (f"(_{r},_{c}):(_1,_{r})", f"(_{r},_{c}):(_{c},_1)", f"(_{r},_{c}):(_1,{r})",
                           f"({r},{c}):({c},1)"):
                for thr in (0, 5, 37):
                    out.append((f"partition_{x}", atom, f"{setup} @ {tensor} @ {thr}"))
                out.append((f"partition_fragment_{x}", atom, f"{setup} @ {tensor} @ 5"))
    # Tensors of rank 3 and 4 (a pipeline's stages, a batch): the modes after the first two
    # are kept as they are (CuTe's thrfrg divides the first two by the tile).
    for atom, setup, (m, n, k) in PARTITIONED[:6]:
        shapes = {"a": (m, k), "b": (n, k), "c": (m, n)}
        for x, (r, c) in shapes.items():
            for tensor in (f"(_{r},_{c},_3):(_1,_{r},_{r * c})", f"(_{r},_{c},3):(_{c},_1,{r * c})",
                           f"(_{r},_{c},_2,_2):(_{c},_1,_{r * c},_{2 * r * c})"):
                out.append((f"partition_{x}", atom, f"{setup} @ {tensor} @ 5"))
            out.append((f"partition_fragment_{x}", atom, f"{setup} @ (_{r},_{c},_3):(_1,_{r},_{r * c}) @ 5"))
    for atom in GMMA_SS:
        for x, tensors in GMMA_SMEM.items():
            for tensor in tensors:
                for thr in (0, 5, 130):
                    out.append((f"partition_fragment_{x}", atom, f"(_2,_1,_1):(_1,_0,_0) ; _ @ {tensor} @ {thr}"))
    # Tensors the tile does not divide: CuTe rounds the number of tiles up (the last ones
    # reach past the tensor; a kernel predicates them).
    for atom, setup, (m, n, k) in PARTITIONED[:4]:
        shapes = {"a": (m + m // 2, k), "b": (n, k + k // 2), "c": (m + m // 2, n + n // 2)}
        for x, (r, c) in shapes.items():
            for tensor in (f"(_{r},_{c}):(_1,_{r})", f"({r},{c}):(1,{r})"):
                out.append((f"partition_{x}", atom, f"{setup} @ {tensor} @ 5"))
    for atom, thr, val, (r, c) in PARTITIONED_COPIES[:3]:
        for tensor in (f"(_{r + r // 2 + 8},_{c}):(_1,_{r + r // 2 + 8})", f"({r},{c + 4}):({c + 4},1)"):
            for op in ("partition_s", "partition_d"):
                out.append((op, atom, f"{thr} ; {val} @ {tensor} @ 3"))
    # Identity tensors, CuTe's predicates: a thread's part of make_identity_tensor(shape), of a
    # tile the TiledMMA or TiledCopy divides and of a run-time shape it does not.
    for atom, setup, (m, n, k) in PARTITIONED:
        shapes = {"a": (m, k), "b": (n, k), "c": (m, n)}
        for x, (r, c) in shapes.items():
            for shape in (f"(_{r},_{c})", f"({r + r // 2},{c + 3})"):
                for thr in (0, 5, 37):
                    out.append((f"identity_partition_{x}", atom, f"{setup} @ {shape} @ {thr}"))
    for atom, thr, val, (r, c) in PARTITIONED_COPIES:
        for shape in (f"(_{r},_{c})", f"({r + 8},{c + 4})"):
            for t in (0, 33):
                for op in ("identity_partition_s", "identity_partition_d"):
                    out.append((op, atom, f"{thr} ; {val} @ {shape} @ {t}"))
    for atom, thrs, vals in TILED_COPIES:
        for thr in thrs:
            for val in vals:
                out.append(("tiled_copy", atom, f"{thr} ; {val}"))
    for atom, thr, val, (r, c) in PARTITIONED_COPIES:
        for tensor in (f"(_{r},_{c}):(_1,_{r})", f"(_{r},_{c}):(_{c},_1)", f"(_{r},_{c}):(_1,{r})",
                       f"({r},{c}):({c},1)"):
            for t in (0, 33):
                for op in ("partition_s", "partition_d"):
                    out.append((op, atom, f"{thr} ; {val} @ {tensor} @ {t}"))
    for atom, thr, val, frags in RETILED:
        for frag in frags:
            for op in ("retile_s", "retile_d"):
                out.append((op, atom, f"{thr} ; {val} @ {frag}"))
    for atom, setup, tensors in SWIZZLED_MMA:
        for x, ts in tensors.items():
            for tensor in ts:
                for thr in (0, 5, 37, 101):
                    out.append((f"partition_{x}", atom, f"{setup} @ {tensor} @ {thr}"))
    for atom, thr, val, tensors in SWIZZLED_COPIES:
        for tensor in tensors:
            for t in (0, 9, 30):
                for op in ("partition_s", "partition_d"):
                    out.append((op, atom, f"{thr} ; {val} @ {tensor} @ {t}"))
    for a in GMMA_ATOMS:
        for t in ATOM_TYPES:
            out.append(("layout_atom", f"GMMA::{a}<{t}>", "-"))
    for a, shape in TILED_ATOMS:
        out.append(("tile_to_shape", a, shape))
    tiles = gmma_tiles()
    for atom, x, t, shape in GMMA_SWIZZLED:
        tensor = tiles[(f"GMMA::Layout_{t}_Atom<{gmma_value(atom, x)}>", shape)]
        for thr in (0, 130):
            out.append((f"partition_{x}", atom, f"(_2,_1,_1):(_1,_0,_0) ; _ @ {tensor} @ {thr}"))
            out.append((f"partition_fragment_{x}", atom, f"(_2,_1,_1):(_1,_0,_0) ; _ @ {tensor} @ {thr}"))
    for atom, tvs, datas in COTILED:
        for tv in tvs:
            for data in datas:
                out.append(("cotiled_copy", atom, f"{tv} ; {data}"))
    for atom, tv, data, tensors in COTILED_PARTITIONS:
        for tensor in tensors:
            for thr in (0, 7, 29):
                for op in ("cotiled_partition_s", "cotiled_partition_d"):
                    out.append((op, atom, f"{tv} ; {data} @ {tensor} @ {thr}"))
    for op, atom, mma_atom, setup in COPIES_FOR_MMA:
        out.append((op, atom, f"{mma_atom} ; {setup}"))
    for atom, mma_atom, setup in C_ATOM_COPIES:
        out.append(("tiled_copy_c_atom", atom, f"{mma_atom} ; {setup}"))
    for atom, inner in COPIES_OF_COPIES:
        for op in ("tiled_copy_s_of", "tiled_copy_d_of"):
            out.append((op, atom, inner))
    for a in SIZE32:
        for b in SIZE32:
            out.append(("max_common_vector", a, b))
            out.append(("max_common_layout", a, b))
    for a in WITH_ZEROS + SIZE32[:4] + MIXED:
        for op in ("nullspace", "filter", "filter_zeros"):
            out.append((op, a, "-"))
    for a in MIXED_ZEROS:
        for op in ("nullspace", "filter", "filter_zeros"):
            out.append((op, a, "-"))
    for a in MIXED:
        for b in MIXED + SIZE32[:3]:
            out.append(("max_common_vector", a, b))
            out.append(("max_common_layout", a, b))
    for a in SIZE32 + WITH_ZEROS + MIXED + LIKE + LIKE_RUNTIME + ALIGNMENT + SWIZZLED:
        out.append(("max_alignment", a, "-"))
    for a, b in SWIZZLED_PAIRS:
        for op in ("max_common_vector", "max_common_layout"):
            out += [(op, a, b), (op, b, a)]
    for a in LIKE:
        for op in ("make_fragment_like", "make_layout_like"):
            out.append((op, a, "-"))
    out += [("make_layout_like", a, "-") for a in LIKE_RUNTIME]
    # Registers are not swizzled: a swizzled tile's fragment is its inner layout's (CuTe has
    # no make_layout_like of a composed layout).
    out += [("make_fragment_like", a, "-") for a in SWIZZLED + [
        "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))",
        "Sw<2,4,3> o smem_ptr[16b](unset) o ((_32,_4),(_8,_8)):((_1,_256),(_32,_1024))"]]
    out += [("copy_atom", f"UniversalCopy<{t}>", "-") for t in COPY_BITS]
    out.append(("copy_atom", "UniversalCopy<uint32_t,uint64_t>", "-"))
    for c in CP_ASYNC:
        for t in ("uint32_t", "uint64_t", "uint128_t"):
            out.append(("copy_atom", f"{c}<{t}>", "-"))
    out += [("copy_atom", a, "-") for a in WARP_COPIES + LDSM]
    out += [("copy_atom", a, "-") for a in AUTO_COPIES]
    for atom, thrs, vals in AUTO_TILED_COPIES:
        for thr in thrs:
            for val in vals:
                out.append(("tiled_copy", atom, f"{thr} ; {val}"))
    # The static forms of a TiledMMA's partitions (a tile given by its shape), and the
    # fragments of parts that partition_A/B already cut.
    for atom, setup, (m, n, k) in PARTITIONED:
        shapes = {"a": (m, k), "b": (n, k), "c": (m, n)}
        for x, (r, c) in shapes.items():
            for shape in (f"(_{r},_{c})", f"({r},_{c})", f"(_{2 * r},{c + c // 2})"):
                out.append((f"partition_shape_{x}", atom, f"{setup} @ {shape}"))
        out.append(("partition_fragment_c_shape", atom, f"{setup} @ (_{m},_{n})"))
        out.append(("partition_fragment_c_shape", atom, f"{setup} @ (_{2 * m},_{n})"))
        for x, (r, c) in list(shapes.items())[:2]:
            for tensor in (f"(_{r},_{c}):(_1,_{r})", f"(_{r},_{c}):(_{c},_1)",
                           f"(_{r},_{c},_3):(_1,_{r},_{r * c})"):
                out.append((f"make_fragment_{x}", atom, f"{setup} @ {tensor} @ 5"))
    for atom, x, t, shape in GMMA_SWIZZLED[:4] + GMMA_SWIZZLED[-6:-1] + GMMA_STAGED:
        tensor = tiles[(f"GMMA::Layout_{t}_Atom<{gmma_value(atom, x)}>", shape)]
        out.append((f"make_fragment_{x}", atom, f"(_2,_1,_1):(_1,_0,_0) ; _ @ {tensor} @ 130"))
        out.append((f"partition_fragment_{x}", atom, f"(_2,_1,_1):(_1,_0,_0) ; _ @ {tensor} @ 130"))
        out.append((f"partition_{x}", atom, f"(_2,_1,_1):(_1,_0,_0) ; _ @ {tensor} @ 130"))
    return out


# print_latex of TiledMMAs (`ATOM | AtomLayoutMNK ; Permutation`) and of TiledCopies
# (`Copy_Atom<ATOM,T> | ThrLayout ; ValLayout`).
LATEX = [
    ("print_latex_mma", "SM80_16x8x16_F32F16F16F32_TN", "(_1,_1,_1):(_0,_0,_0) ; _"),
    ("print_latex_mma", "SM80_16x8x8_F32TF32TF32F32_TN", "(_2,_1,_1):(_1,_0,_0) ; <_,_16,_>"),
    ("print_latex_mma", "SM70_8x8x4_F32F16F16F32_TN", "(_1,_1,_1):(_0,_0,_0) ; _"),
    ("print_latex_mma", "SM75_16x8x8_F32F16F16F32_TN", "(_1,_2,_1):(_0,_1,_0) ; _"),
    ("print_latex_mma", "UniversalFMA<float,float,float,float>", "(_4,_4,_1):(_4,_1,_0) ; _"),
    ("print_latex_mma", "SM80_8x8x4_F64F64F64F64_TN", "(_1,_1,_1):(_0,_0,_0) ; <_16,_8,_>"),
    ("print_latex_copy", "Copy_Atom<SM75_U32x4_LDSM_N,half_t>", "(_32,_1):(_1,_0) ; (_1,_8):(_0,_1)"),
    ("print_latex_copy", "Copy_Atom<SM75_U16x8_LDSM_T,half_t>", "(_32,_1):(_1,_0) ; (_8,_1):(_1,_0)"),
    ("print_latex_copy", "Copy_Atom<UniversalCopy<uint128_t>,float>", "(_8,_4):(_1,_8) ; (_4,_1):(_1,_0)"),
    ("print_latex_copy", "Copy_Atom<UniversalCopy<uint32_t>,half_t>", "(_4,_8):(_8,_1) ; (_1,_2):(_0,_1)"),
    ("print_latex_copy", "Copy_Atom<SM90_U32x2_STSM_N,half_t>", "(_32,_1):(_1,_0) ; (_1,_4):(_0,_1)"),
]


def latex_cxx(op, a, b):
    if op == "print_latex_mma":
        return "{ " + tiled_mma_cxx(a, b) + " print_latex(mma); }"
    thr, val = [x.strip() for x in b.split(" ; ")]
    return ("{ auto c = make_tiled_copy(" + f"{a}{{}}, {cxx(thr.replace('_', ''))}, "
            f"{cxx(val.replace('_', ''))}); print_latex(c); }}")


def main():
    check = "--check" in sys.argv
    cs = cases()
    ans = oracle_eval.evaluate([case_cxx(*c) for c in cs], HEADER)
    # CuTe warns on the host when it builds a GMMA descriptor (no shared-memory address
    # there); the fragment's layout follows.
    host_only = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"
    ans = {i: a[len(host_only):] if isinstance(a, str) and a.startswith(host_only) else a
           for i, a in ans.items()}
    drawn = oracle_eval.evaluate([latex_cxx(*c) for c in LATEX],
                                 HEADER + "#include <cute/util/print_latex.hpp>\n")
    outs = {"atom_cases.txt": "".join(oracle_eval.corpus_lines(__doc__, cs, ans))}
    latex = ["# print_latex of TiledMMAs and TiledCopies: CuTe 4.2.0's exact text, each block\n"
             "# `=== op | atom | set-up` then every line up to the next header. Generated by atom_gen.py.\n"]
    for j, (op, a, b) in enumerate(LATEX):
        r = drawn[j]
        assert not isinstance(r, tuple), r
        latex.append(f"=== {op} | {a} | {b}\n" + r.lstrip("\n"))
    outs["atom_print_latex.txt"] = "".join(latex)
    for name, text in outs.items():
        path = os.path.join(HERE, name)
        if check:
            if (open(path).read() if os.path.exists(path) else "") != text:
                sys.exit(f"{name}: differs from a fresh run")
        else:
            with open(path, "w") as f:
                f.write(text)
    errors = sum(1 for i in range(len(cs)) if isinstance(ans[i], tuple))
    print(f"{len(cs)} cases, {errors} ERROR, {len(LATEX)} print_latex blocks")


if __name__ == "__main__":
    main()
