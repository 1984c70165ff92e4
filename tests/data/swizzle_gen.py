#!/usr/bin/env python3
"""Swizzle / composed-layout conformance corpus: every answer printed by CuTe itself.

Writes tests/data/swizzle_cases.txt (and swizzle_print_layout.txt, swizzle_print_latex.txt: CuTe's
print_layout / print_latex text of composed layouts, in `=== <layout>` blocks): each case is
evaluated by a C++ program against the CuTe 4.2 headers that tools/oracle/setup.sh unpacks
into ~/.cache/cute-oracle (host g++ -std=c++17, every integer static). Nothing here computes an
answer: the cases are inputs, the answers are what CuTe prints.

    tests/data/swizzle_gen.py            # regenerate both files
    tests/data/swizzle_gen.py --check    # regenerate to a temporary place and diff (ORACLE_NOCACHE=1: ask CuTe again)

Notation (inputs; every integer static, no `_` markers):
    integer 24, tuple (4,8), layout S:D, tiler <T0, T1>, coordinate with `_` wildcards,
    swizzle Sw<B,M,S>, composed layout `Sw<B,M,S> o K o S:D` (CuTe's ComposedLayout A o offset o B).
Ops (op | arg1 | arg2 | expected):
    swizzle          Sw | x          Swizzle<B,M,S>{}(x) as an integer
    make_composed    Sw | L          composition(Swizzle, L) (Sw<0,..> gives L itself)
    crd2idx          coord | CL      CL(coord) for a composed layout
    size cosize rank depth coalesce flatten right_inverse left_inverse     CL | -
                     (an inverse of `Sw o K o L` with K > 0 is CuTe's `inverse(L) o _-K o Sw`)
    composition      CL | B          composition(CL, B): B a layout, tiler or shape
    composition      L | Sw          composition(L, Swizzle)
    logical_divide zipped_divide tiled_divide flat_divide                  CL | tiler
    logical_product zipped_product tiled_product flat_product blocked_product raked_product  CL | B
                     (also L | CL: a plain layout times a swizzled layout, and L | Sw)
    logical_divide zipped_divide tiled_divide flat_divide also take L | CL and L | Sw (CuTe: ERROR)
    slice            coord | CL      slice(coord, CL)
    slice_and_offset coord | CL      slice_and_offset(coord, CL), printed `layout ; offset`
    tile_to_shape    L or CL | shape tile_to_shape(L, shape)
    upcast downcast  L or CL | N     upcast<N>(L), downcast<N>(L)
    recast           L or CL | a->b  recast_layout<uint{a}_t, uint{b}_t>(L)
    local_tile       L | T @ crd     CuTe's inner_partition: slice_and_offset((_..., append(crd, _)), zipped_divide(L, T))
    slice_and_offset_rt, local_tile_rt, local_partition_rt
                     the same with run-time integers in the coordinate (C++ `int`s; CuTe's
                     MixedBits offsets and run-time strides in the answer)
    local_partition  L | Thr @ i     CuTe's outer_partition: slice_and_offset((append(Thr.get_flat_coord(i), _), _...), zipped_divide(L, product_each(shape(Thr))))
    make_layout_tv   Thr | Val       CuTe's make_tiled_copy steps: layout_mn = raked_product(Thr, Val),
                                     layout_tv = right_inverse(layout_mn).with_shape(size(Thr), size(Val)),
                                     tiler = product_each(shape(layout_mn)); printed `tiler ; layout_tv`
    ERROR: CuTe rejects the case at compile time.
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle_eval  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = """#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/swizzle_layout.hpp>
#include <cute/layout_composed.hpp>
#include <cute/util/print.hpp>
#include <cute/tensor.hpp>
#include <cute/util/print_latex.hpp>
#include <cstdio>
#include <cstdint>
using namespace cute;
"""


# ------------------------------------------------------------------------------------------------
# Notation -> C++
# ------------------------------------------------------------------------------------------------
def tokens(text):
    toks = re.findall(r"Sw<-?\d+,-?\d+,-?\d+>|->|-?\d+|[()<>,:_]|o\b", text)
    if "".join(toks) != re.sub(r"\s+", "", text):
        raise ValueError(f"bad token in {text!r}")
    return toks


def cxx(text):
    """C++ expression of an argument in the corpus notation."""
    text = text.strip()
    m = re.fullmatch(r"Sw<(-?\d+),(-?\d+),(-?\d+)>\s+o\s+(\d+)\s+o\s+(.*)", text)
    if m:
        b, mm, s, off, lay = m.groups()
        return f"make_composed_layout(Swizzle<{b},{mm},{s}>{{}}, Int<{off}>{{}}, {cxx(lay)})"
    m = re.fullmatch(r"Sw<(-?\d+),(-?\d+),(-?\d+)>", text)
    if m:
        return "Swizzle<{},{},{}>{{}}".format(*m.groups())
    toks = tokens(text)
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def eat():
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def group(parse, close, make):
        """After an opening bracket: `parse`d items separated by commas up to `close`."""
        eat()
        items = [parse()]
        while peek() == ",":
            eat()
            items.append(parse())
        assert eat() == close
        return make + "(" + ",".join(items) + ")"

    def tup():
        t = peek()
        if t == "(":
            return group(tup, ")", "make_tuple")
        if t == "_":
            eat()
            return "_"
        return f"Int<{int(eat())}>{{}}"

    def item():
        if peek() == "<":
            return group(item, ">", "make_tile")
        s = tup()
        if peek() == ":":
            eat()
            d = tup()
            return f"make_layout({s},{d})"
        return s

    out = item()
    assert pos == len(toks), text
    return out


def rt(expr):
    """The C++ expression with its static integers made run-time `int`s (a coordinate)."""
    return re.sub(r"Int<(-?\d+)>\{\}", r"int(\1)", expr)


def case_cxx(op, a, b):
    """One C++ statement printing CuTe's answer to `op | a | b`."""
    A = cxx(a)
    B = cxx(b) if b != "-" and "->" not in b and " @ " not in b else None
    if op == "swizzle":
        return f"printf(\"%d\", int({A}({int(b)})));"
    if op == "make_composed":
        return f"print(composition({A}, {B}));"
    if op == "crd2idx":
        return f"print({B}({A}));"
    if op in ("size", "cosize", "rank", "depth"):
        return f"print({op}({A}));"
    if op in ("coalesce", "flatten", "right_inverse", "left_inverse"):
        return f"print({op}({A}));"
    if op in ("composition", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide",
              "logical_product", "zipped_product", "tiled_product", "flat_product",
              "blocked_product", "raked_product", "tile_to_shape"):
        return f"print({op}({A}, {B}));"
    if op == "slice":
        return f"print(slice({A}, {B}));"
    # `*_rt`: the same with the coordinate's integers (or the thread index) run-time `int`s.
    dyn = op.endswith("_rt")
    crd = rt if dyn else (lambda e: e)
    if op.removesuffix("_rt") == "slice_and_offset":
        return (f"{{ auto r = slice_and_offset({crd(A)}, {B}); print(get<0>(r)); printf(\" ; \"); "
                f"print(get<1>(r)); }}")
    if op in ("upcast", "downcast"):
        return f"print({op}<{int(b)}>({A}));"
    if op == "recast":
        x, y = b.split("->")
        return f"print(recast_layout<uint{int(x)}_t, uint{int(y)}_t>({A}));"
    if op.removesuffix("_rt") == "local_tile":
        tiler, coord = b.split(" @ ")
        return ("{ auto z = zipped_divide(%s, %s); constexpr int R0 = decltype(rank<0>(z))::value; "
                "constexpr int R1 = decltype(rank<1>(z))::value; "
                "auto r = slice_and_offset(make_coord(repeat<R0>(_), append<R1>(%s, _)), z); "
                "print(get<0>(r)); printf(\" ; \"); print(get<1>(r)); }" % (A, cxx(tiler), crd(cxx(coord))))
    if op.removesuffix("_rt") == "local_partition":
        thr, idx = b.split(" @ ")
        decl, index = ("int i = %d; " % int(idx), "i") if dyn else ("", "Int<%d>{}" % int(idx))
        return ("{ auto thr = %s; auto z = zipped_divide(%s, product_each(shape(thr))); %s"
                "constexpr int R0 = decltype(rank<0>(z))::value; constexpr int R1 = decltype(rank<1>(z))::value; "
                "auto r = slice_and_offset(make_coord(append<R0>(thr.get_flat_coord(%s), _), repeat<R1>(_)), z); "
                "print(get<0>(r)); printf(\" ; \"); print(get<1>(r)); }" % (cxx(thr), A, decl, index))
    if op == "make_layout_tv":
        return ("{ auto thr = %s; auto val = %s; auto mn = raked_product(thr, val); "
                "auto tv = right_inverse(mn).with_shape(make_shape(size(thr), size(val))); "
                "auto tiler = product_each(shape(mn)); print(tiler); printf(\" ; \"); print(tv); }"
                % (A, B))
    if op == "print_layout":
        return f"print_layout({A});"
    if op == "print_latex":
        return f"print_latex({A});"
    raise ValueError(op)


# ------------------------------------------------------------------------------------------------
# Evaluation: batches, bisected on compile failure
# ------------------------------------------------------------------------------------------------
def evaluate(cases):
    return oracle_eval.evaluate([case_cxx(*c) for c in cases], HEADER)


# ------------------------------------------------------------------------------------------------
# The cases
# ------------------------------------------------------------------------------------------------
def sw(b, m, s):
    return f"Sw<{b},{m},{s}>"


def composed(b, m, s, lay, off=0):
    return f"{sw(b, m, s)} o {off} o {lay}"


# Shared-memory layouts of CuTe's GEMM configurations (the atoms, before tile_to_shape):
#   SM80 fp16/bf16 K-major 64-wide: Swizzle<3,3,3> o (8,64):(64,1); 32-wide: Swizzle<2,3,3> o (8,32):(32,1)
#   SM80 tf32 K-major: Swizzle<3,2,3> o (8,32):(32,1); SM80 MN-major fp16: Swizzle<3,3,3> o (64,8):(1,64)
#   SM90 GMMA 16-bit K-major SW128/SW64/SW32 atoms: Swizzle<3,4,3> o (8,64):(64,1),
#   Swizzle<2,4,3> o (8,32):(32,1), Swizzle<1,4,3> o (8,16):(16,1); MN-major SW128: Swizzle<3,4,3> o (64,8):(1,64)
GEMM_ATOMS = [
    (3, 3, 3, "(8,64):(64,1)"),
    (2, 3, 3, "(8,32):(32,1)"),
    (3, 2, 3, "(8,32):(32,1)"),
    (3, 3, 3, "(64,8):(1,64)"),
    (3, 4, 3, "(8,64):(64,1)"),
    (2, 4, 3, "(8,32):(32,1)"),
    (1, 4, 3, "(8,16):(16,1)"),
    (3, 4, 3, "(64,8):(1,64)"),
]
GEMM_TILES = ["(128,64)", "(64,64)", "(128,32)", "(256,64)", "(64,128)", "(128,128)"]

SWIZZLES = [(1, 4, 3), (2, 4, 3), (3, 4, 3), (3, 3, 3), (2, 3, 3), (3, 2, 3), (2, 2, 2), (1, 1, 1),
            (2, 1, 3), (3, 3, 4), (2, 3, -3), (1, 2, -2), (3, 4, -3), (2, 0, 4), (0, 4, 3)]


def cases():
    out = []
    add = lambda op, a, b="-": out.append((op, a, b))

    # 1. the bit function
    for (b, m, s) in SWIZZLES:
        for x in (0, 1, 5, 8, 17, 31, 64, 100, 129, 255, 511, 1000, 1023, 4097):
            if len(out) % 2 == 0 or x in (0, 255, 1023):
                add("swizzle", sw(b, m, s), str(x))

    # 2. composition(Swizzle, Layout): the composed layout and its print
    lays = ["(8,64):(64,1)", "(64,8):(1,64)", "(8,32):(32,1)", "(16,16):(16,1)", "32:1",
            "((8,8),(8,2)):((8,1),(64,512))", "(4,4):(1,4)"]
    for (b, m, s) in SWIZZLES[:10] + [(0, 4, 3), (0, 3, 3)]:
        for lay in lays[:4] if (b, m, s) not in ((3, 3, 3), (3, 4, 3)) else lays:
            add("make_composed", sw(b, m, s), lay)

    # 3. offsets of composed layouts
    pts = ["0", "1", "7", "9", "63", "64", "100", "511", "(1,0)", "(0,1)", "(3,5)", "(7,63)",
           "(5,(1,2))"]
    cl = [(3, 3, 3, "(8,64):(64,1)"), (3, 4, 3, "(8,64):(64,1)"), (2, 3, 3, "(8,32):(32,1)"),
          (3, 3, 3, "(64,8):(1,64)"), (2, 3, -3, "(8,32):(32,1)"), (1, 2, 3, "(4,32):(32,1)")]
    for (b, m, s, lay) in cl:
        for p in pts:
            if p == "(5,(1,2))":
                continue
            if p.startswith("(") or int(p) < 256 or "64" in lay:
                add("crd2idx", p, composed(b, m, s, lay))
    add("crd2idx", "(3,5)", composed(3, 3, 3, "(8,64):(64,1)", off=8))
    add("crd2idx", "(1,1)", composed(2, 3, 3, "(8,32):(32,1)", off=64))
    add("crd2idx", "(2,(1,3))", composed(3, 3, 3, "(8,(8,8)):(64,(1,8))"))

    # 4. size / cosize / rank / depth / coalesce / flatten
    for (b, m, s, lay) in [(3, 3, 3, "(8,64):(64,1)"), (2, 3, 3, "((4,2),(8,4)):((32,128),(1,8))"),
                           (3, 4, 3, "(64,8):(1,64)")]:
        for op in ("size", "cosize", "rank", "depth", "coalesce", "flatten"):
            add(op, composed(b, m, s, lay))

    # 5. composition with a composed layout on the left
    for (b, m, s, lay) in GEMM_ATOMS[:5]:
        for t in ["(4,8)", "<2:1, 8:4>", "(8,16):(16,1)", "16:2", "<(2,2):(1,4), 8:1>"]:
            add("composition", composed(b, m, s, lay), t)
    # composition(Layout, Swizzle)
    for lay in ["(8,64):(64,1)", "(64,8):(1,64)", "1024:1", "(8,32):(32,1)", "(16,64):(64,1)",
                "(8,128):(128,1)", "2048:1", "(32,32):(32,1)"]:
        for (b, m, s) in [(3, 3, 3), (2, 4, 3), (1, 2, 3), (3, 4, 3)]:
            add("composition", lay, sw(b, m, s))
    # composition(Layout, ComposedLayout) (offset 0)
    for lay in ["1024:1", "(32,32):(32,1)", "512:2"]:
        for (b, m, s, l2) in [(3, 3, 3, "(8,64):(64,1)"), (2, 3, 3, "(8,32):(32,1)")]:
            add("composition", lay, composed(b, m, s, l2))

    # 6. divides
    big = [(3, 3, 3, "(128,64):(64,1)"), (3, 3, 3, "((8,16),(64,1)):((64,512),(1,0))"),
           (3, 4, 3, "(128,64):(64,1)"), (2, 3, 3, "(64,32):(32,1)"), (3, 3, 3, "(64,128):(1,64)")]
    for (b, m, s, lay) in big:
        for t in ["(32,8)", "<16:1, 8:2>", "(16,16)", "8:1"]:
            for op in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide"):
                add(op, composed(b, m, s, lay), t)

    # 7. products
    for (b, m, s, lay) in GEMM_ATOMS[:4]:
        for t in ["(2,2):(1,2)", "4:1"]:
            for op in ("logical_product", "zipped_product", "tiled_product", "flat_product",
                       "blocked_product", "raked_product"):
                if op in ("blocked_product", "raked_product") and ":" not in t:
                    continue
                add(op, composed(b, m, s, lay), t)

    # 8. slicing (all-underscore coordinates keep the swizzle; others may decay to a plain layout)
    for (b, m, s, lay) in [(3, 3, 3, "(8,64):(64,1)"), (3, 4, 3, "(8,64):(64,1)"),
                           (2, 3, 3, "(8,32):(32,1)"), (3, 3, 3, "(64,8):(1,64)"),
                           (3, 3, 3, "((8,16),64):((64,512),1)")]:
        rank2 = ["(_,_)", "(_,0)", "(0,_)", "(_,1)", "(3,_)", "(_,8)", "(_,17)", "(5,_)"]
        for c in rank2:
            add("slice", c, composed(b, m, s, lay))
    for c in ["((_,_),_)", "((_,3),_)", "((1,_),_)", "((_,_),3)", "((_,2),8)"]:
        add("slice", c, composed(3, 3, 3, "((8,16),64):((64,512),1)"))
    for c in ["(_,_,0)", "(_,_,1)", "(_,_,3)", "(_,0,2)"]:
        add("slice", c, composed(3, 3, 3, "(8,64,4):(64,1,512)"))

    for (b, m, s, lay) in [(1, 2, 3, "(8,16):(16,1)"), (1, 4, 3, "(8,16):(16,1)"),
                           (2, 3, -3, "(8,32):(32,1)")]:
        for c in ["(_,0)", "(3,_)", "(_,5)", "(2,_)"]:
            add("slice", c, composed(b, m, s, lay))
    # slice_and_offset: the slice and where it starts (what a tensor's slice moves its pointer by)
    # (coordinates inside the layout's domain: CuTe does not check, and evaluates an outside
    # coordinate through its intermediate compositions, which this crate does not replicate)
    for (b, m, s, lay, cols) in [(3, 3, 3, "(8,64):(64,1)", 64), (2, 3, 3, "(8,32):(32,1)", 32),
                                 (3, 3, 3, "((8,16),64):((64,512),1)", 64),
                                 (3, 4, 3, "(64,8):(1,64)", 8)]:
        for c in ["(_,_)", "(_,0)", "(3,_)", f"(_,{9 % cols})", "(5,_)", f"(_,{40 % cols})",
                  f"(_,{cols - 1})", "(7,_)"]:
            add("slice_and_offset", c, composed(b, m, s, lay))
    for c in ["(_,3)", "(7,_)"]:
        add("slice_and_offset", c, composed(3, 3, 3, "(8,64):(64,1)", off=8))
        add("slice", c, composed(3, 3, 3, "(8,64):(64,1)", off=8))

    # local_tile / local_partition (CuTe's inner_partition / outer_partition on the layout, static
    # coordinates), on swizzled layouts and a plain one
    for lay in [composed(3, 3, 3, "(128,64):(64,1)"), composed(3, 4, 3, "(64,64):(64,1)"),
                composed(2, 3, 3, "(64,32):(32,1)"), "(128,64):(64,1)"]:
        for t, c in [("(32,8)", "(1,2)"), ("(32,8)", "(0,0)"), ("(32,8)", "(3,7)"), ("(8,64)", "(5,0)"),
                     ("(16,16)", "(2,1)"), ("(64,8)", "(0,3)")]:
            rows = int(lay.split("o")[-1].split(",")[0].strip(" (")) if " o " in lay else 128
            cols = 64 if "64)" in lay.split(":")[0] else 32
            tr, tc = map(int, t.strip("()").split(","))
            cr, cc = map(int, c.strip("()").split(","))
            if rows % tr == 0 and cols % tc == 0 and cr < rows // tr and cc < cols // tc:
                add("local_tile", lay, f"{t} @ {c}")
    for lay in [composed(3, 3, 3, "(8,64):(64,1)"), composed(3, 3, 3, "(128,64):(64,1)"),
                composed(2, 3, 3, "(32,32):(32,1)"), "(8,64):(64,1)"]:
        for thr, idxs in [("(8,8):(8,1)", [0, 5, 9, 63]), ("(4,8):(1,4)", [0, 3, 17, 31]),
                          ("(2,16):(16,1)", [1, 30])]:
            for i in idxs:
                add("local_partition", lay, f"{thr} @ {i}")

    # 9. tile_to_shape: the GEMM smem layouts
    for (b, m, s, lay) in GEMM_ATOMS:
        rows = 8 if lay.startswith("(8,") else 64
        for t in GEMM_TILES:
            r, c = map(int, t.strip("()").split(","))
            cols = int(lay.split(",")[1].split(")")[0])
            if r % rows == 0 and c % cols == 0:
                add("tile_to_shape", composed(b, m, s, lay), t)
    for (b, m, s, lay) in GEMM_ATOMS[:3]:
        add("tile_to_shape", composed(b, m, s, lay), "(128,64,3)")
    for lay in ["(8,64):(64,1)", "(4,8):(1,4)", "(2,2):(2,1)", "((2,4),8):((1,16),2)"]:
        for t in ["(16,64)", "(32,128)", "(64,64,2)"]:
            add("tile_to_shape", lay, t)
    add("tile_to_shape", "(8,64):(64,1)", "(12,64)")  # 8 does not divide 12

    # 10. upcast / downcast / recast
    for lay in ["(8,64):(64,1)", "(64,8):(1,64)", "(4,(2,16)):(32,(16,1))", "(16,8):(8,1)",
                "(128,64):(64,1)", "(8,8):(0,1)", "(32,4):(1,-32)"]:
        for n in (2, 4, 8):
            add("upcast", lay, str(n))
            add("downcast", lay, str(n))
    for (b, m, s, lay) in [(3, 4, 3, "(8,64):(64,1)"), (3, 3, 3, "(8,64):(64,1)"),
                           (2, 4, 3, "(8,32):(32,1)"), (3, 4, 3, "(64,8):(1,64)")]:
        for n in (2, 8, 16):
            add("upcast", composed(b, m, s, lay), str(n))
        for n in (2, 4):
            add("downcast", composed(b, m, s, lay), str(n))
    for lay in ["(8,64):(64,1)", composed(3, 4, 3, "(8,64):(64,1)"), "(64,8):(1,64)",
                composed(3, 3, 3, "(64,8):(1,64)")]:
        for r in ["16->16", "16->32", "16->64", "8->16", "32->8", "16->8"]:
            add("recast", lay, r)

    # 11. make_layout_tv (CuTe's make_tiled_copy steps)
    for thr, val in [("(32,4):(4,1)", "(1,8)"), ("(32,4):(4,1)", "(1,8):(1,1)"),
                     ("(16,8):(8,1)", "(1,8):(8,1)"), ("(8,16):(1,8)", "(4,1):(1,4)"),
                     ("(4,8):(8,1)", "(2,2):(2,1)"), ("(32,8):(8,1)", "(1,4):(4,1)"),
                     ("(2,4):(1,2)", "(2,2):(1,2)"), ("(16,16):(16,1)", "(1,2):(2,1)"),
                     ("(8,4):(4,1)", "(1,4):(4,1)"), ("(4,32):(1,4)", "(8,1):(1,8)"),
                     ("32:1", "4:1"), ("(32,4):(1,32)", "(4,1):(1,1)")]:
        add("make_layout_tv", thr, val)

    # 12. inverses of composed layouts
    for (b, m, s, lay) in GEMM_ATOMS[:6] + [(3, 3, 3, "(128,64):(64,1)"), (2, 3, -3, "(8,32):(32,1)")]:
        add("right_inverse", composed(b, m, s, lay))
        add("left_inverse", composed(b, m, s, lay))

    # 13. inverses of composed layouts with an offset: CuTe's `inverse(L) o -K o Sw`
    for (b, m, s, lay, off) in [(3, 3, 3, "(8,64):(64,1)", 8), (3, 3, 3, "(8,64):(64,1)", 64),
                                (2, 3, 3, "(8,32):(32,1)", 64), (3, 4, 3, "(8,64):(64,1)", 16),
                                (2, 3, -3, "(8,32):(32,1)", 8), (1, 2, 3, "(4,32):(32,1)", 4),
                                (3, 3, 3, "((8,8),(8,2)):((8,1),(64,512))", 512),
                                (0, 4, 3, "(8,64):(64,1)", 8), (2, 3, 3, "(4,32):(1,8)", 64),
                                (2, 0, 4, "(16,16):(16,1)", 1), (3, 4, 3, "(64,8):(1,64)", 1024),
                                (1, 1, 1, "(2,2):(2,1)", 3)]:
        add("right_inverse", composed(b, m, s, lay, off=off))
        add("left_inverse", composed(b, m, s, lay, off=off))
    for (b, m, s, lay) in [(0, 4, 3, "(8,64):(64,1)"), (0, 0, 2, "(4,8):(1,4)")]:
        add("right_inverse", composed(b, m, s, lay))
        add("left_inverse", composed(b, m, s, lay))

    # 14. identity swizzles Sw<0,M,S> sliced with integers (CuTe decays the slice to a plain
    # layout, its offset the composed offset plus the sliced part's)
    for (b, m, s, lay, off) in [(0, 4, 3, "(8,64):(64,1)", 0), (0, 4, 3, "(8,64):(64,1)", 8),
                                (0, 2, 2, "(8,64):(64,1)", 16), (0, 0, 1, "(8,64):(64,1)", 0),
                                (0, 3, -3, "(8,32):(32,1)", 0), (0, 3, 3, "(64,8):(1,64)", 5),
                                (0, 1, 4, "((8,16),64):((64,512),1)", 0)]:
        for c in ["(_,3)", "(3,_)", "(_,_)", "(_,0)", "(7,_)"]:
            add("slice", c, composed(b, m, s, lay, off=off))
            add("slice_and_offset", c, composed(b, m, s, lay, off=off))
    for c in ["((_,3),_)", "((1,_),5)", "((_,_),9)"]:
        add("slice", c, composed(0, 3, 3, "((8,16),64):((64,512),1)"))
        add("slice_and_offset", c, composed(0, 3, 3, "((8,16),64):((64,512),1)", off=2))
    for c in ["(_,_,1)", "(_,2,_)", "(3,_,0)"]:
        add("slice_and_offset", c, composed(0, 2, 3, "(8,64,4):(64,1,512)"))

    # 15. casts whose swizzle loses every bit: CuTe keeps the `Sw<0,..> o` wrapper
    for (b, m, s, lay, off, n) in [(1, 2, 3, "(8,64):(64,1)", 0, 8), (2, 1, 3, "(8,64):(64,1)", 0, 16),
                                   (1, 0, 3, "(8,64):(64,1)", 0, 2), (1, 2, 3, "(8,64):(64,1)", 16, 8),
                                   (2, 3, 3, "(8,32):(32,1)", 0, 32), (0, 4, 3, "(8,64):(64,1)", 0, 2),
                                   (0, 4, 3, "(8,64):(64,1)", 16, 4), (3, 0, 3, "(64,8):(1,64)", 0, 8),
                                   (1, 1, -2, "(16,4):(4,1)", 0, 4), (2, 2, 3, "((4,2),32):((32,128),1)", 0, 16),
                                   (3, 3, 3, "(8,64):(64,1)", 24, 16)]:
        add("upcast", composed(b, m, s, lay, off=off), str(n))
    for (b, m, s, lay, off) in [(0, 4, 3, "(8,64):(64,1)", 0), (0, 0, 3, "(8,8):(8,1)", 2),
                                (0, 2, -2, "(16,4):(4,1)", 0)]:
        for n in (2, 4):
            add("downcast", composed(b, m, s, lay, off=off), str(n))
    for (lay, r) in [(composed(1, 2, 3, "(8,64):(64,1)"), "8->64"), (composed(1, 0, 2, "(8,64):(64,1)"), "8->16"),
                     (composed(0, 4, 3, "(8,64):(64,1)"), "16->16"), (composed(2, 1, 3, "(8,64):(64,1)"), "8->128"),
                     (composed(0, 0, 3, "(8,8):(8,1)"), "32->16")]:
        add("recast", lay, r)

    # 16. a plain layout times a swizzled layout: CuTe's logical_product(Layout, ComposedLayout)
    # (zipped, tiled, flat products regroup it; blocked and raked products have no such overload)
    for blk in ["(2,2):(1,2)", "4:1", "(8,8):(8,1)", "(2,(2,2)):(4,(1,2))"]:
        for (b, m, s, lay) in [(3, 3, 3, "(8,64):(64,1)"), (2, 3, 3, "(8,32):(32,1)"),
                               (1, 2, 3, "(8,16):(16,1)"), (2, 3, -3, "(8,32):(32,1)")]:
            for op in ("logical_product", "zipped_product", "tiled_product", "flat_product"):
                if op == "logical_product" or blk == "(2,2):(1,2)":
                    add(op, blk, composed(b, m, s, lay))
    for (blk, b, m, s, lay) in [("8:1", 1, 2, 3, "(8,16):(16,1)"), ("(2,3):(1,2)", 1, 1, 2, "(4,4):(4,1)"),
                                ("(2,2):(1,2)", 0, 4, 3, "(8,64):(64,1)"), ("(2,2):(2,1)", 3, 4, 3, "(64,8):(1,64)"),
                                ("3:1", 2, 3, 3, "(8,32):(32,1)"), ("4:2", 2, 3, 3, "(8,32):(32,1)"),
                                ("(4,2):(2,1)", 2, 2, 2, "((4,2),8):((8,32),1)"), ("2:1", 3, 4, 3, "(8,64):(64,1)")]:
        add("logical_product", blk, composed(b, m, s, lay))
        add("zipped_product", blk, composed(b, m, s, lay))
    for op in ("logical_product", "zipped_product", "tiled_product", "flat_product"):
        add(op, "(2,2):(1,2)", composed(3, 3, 3, "(8,64):(64,1)", off=8))
    for op in ("blocked_product", "raked_product"):
        for blk in ["(2,2):(1,2)", "4:1"]:
            add(op, blk, composed(3, 3, 3, "(8,64):(64,1)"))

    # 17. swizzles CuTe rejects (abs(S) < B), applied to an integer
    for (b, m, s) in [(3, 3, 2), (3, 3, 1), (2, 0, 1), (3, 4, -2), (4, 2, 3), (1, 3, 0), (2, 2, -1)]:
        for x in ("5", "100"):
            add("swizzle", sw(b, m, s), x)
    for (b, m, s) in [(3, 3, -3), (2, 0, 2), (1, 3, -1), (4, 1, 4)]:
        add("swizzle", sw(b, m, s), "1000")

    # 18. slices whose swizzle projections break CuTe's composition conditions, and thread
    # layouts that do not divide the tile
    for (c, b, m, s, lay) in [("(_,3)", 3, 3, 3, "(8,64):(65,1)"), ("(_,3)", 3, 3, 3, "(8,64):(3,1)"),
                              ("(3,_)", 3, 3, 3, "(8,64):(1,9)"), ("(3,_)", 3, 3, 3, "(8,48):(48,1)"),
                              ("(2,_)", 3, 3, 3, "(8,(3,16)):(64,(1,3))"), ("(2,_)", 2, 2, 3, "(8,(3,16)):(48,(16,1))"),
                              ("(2,_)", 3, 3, 3, "(8,24):(24,1)"), ("(_,2)", 3, 3, 3, "(24,8):(1,24)"),
                              ("(3,_)", 3, 3, 3, "(8,64):(1,8)"), ("(_,3)", 3, 3, 3, "(6,64):(64,1)"),
                              ("(_,3)", 3, 3, 3, "(8,(4,16)):(64,(1,4))"), ("(1,_)", 2, 3, 3, "(6,32):(40,1)"),
                              ("(_,5)", 2, 3, 3, "(8,32):(33,1)"), ("(5,_)", 1, 2, 3, "(8,12):(12,1)")]:
        add("slice_and_offset", c, composed(b, m, s, lay))
        add("slice", c, composed(b, m, s, lay))
    for lay in [composed(3, 3, 3, "(8,64):(64,1)"), composed(2, 3, 3, "(32,32):(32,1)")]:
        for thr, i in [("(3,8):(8,1)", 1), ("(8,3):(3,1)", 1), ("(8,6):(6,1)", 1), ("(16,8):(8,1)", 1),
                       ("(8,128):(128,1)", 1), ("(5,4):(4,1)", 3), ("(4,12):(12,1)", 7)]:
            add("local_partition", lay, f"{thr} @ {i}")

    # 19. errors that name their operation: casts by a factor that is not a power of two,
    # coordinates that do not fit a swizzled layout
    for lay in [composed(3, 3, 3, "(8,48):(48,1)"), composed(2, 4, 3, "(8,96):(96,1)"),
                composed(0, 4, 3, "(8,48):(48,1)")]:
        for n in (3, 6):
            add("upcast", lay, str(n))
        add("downcast", lay, "3")
    add("upcast", "(8,48):(48,1)", "3")
    add("downcast", "(8,48):(48,1)", "3")
    for (c, lay) in [("(1,2,3)", composed(3, 3, 3, "(8,64):(64,1)")), ("(5,(1,2))", composed(3, 3, 3, "(8,64):(64,1)")),
                     ("((1,2),3)", composed(3, 3, 3, "(8,64):(64,1)")), ("(1,2)", composed(3, 3, 3, "64:1")),
                     ("(1)", composed(2, 3, 3, "(8,32):(32,1)")), ("(1,(2,3))", composed(2, 3, 3, "(8,(4,8)):(32,(8,1))")),
                     ("(1,2)", composed(2, 3, 3, "(8,(4,8)):(32,(8,1))")), ("(9,1)", composed(2, 3, 3, "(8,32):(32,1)", off=8)),
                     ("((1,2),(3,4))", composed(1, 2, 3, "((2,4),(4,8)):((1,2),(8,32))")),
                     ("(1,(2,3),4)", composed(1, 2, 3, "((2,4),(4,8)):((1,2),(8,32))"))]:
        add("crd2idx", c, lay)

    # 20. more of the same rules: inverses of layouts with holes, stride-0 or negative modes;
    # slices without `_` (CuTe cannot compose the projection with an empty layout); casts of
    # bare swizzles; products by swizzled layouts of nested or negative layouts, and by tilers
    # the swizzle's projection does not compose with; a swizzled layout times a swizzled layout
    # (CuTe nests the swizzles); divides by a swizzled layout and products or divides by a bare
    # swizzle (no such overload); tiles and thread layouts that do not divide
    for (op, a, b) in [
        ('right_inverse', 'Sw<2,2,2> o 4 o (4,4):(1,4)', '-'),
        ('left_inverse', 'Sw<2,2,2> o 4 o (4,4):(1,4)', '-'),
        ('right_inverse', 'Sw<1,0,1> o 1 o 4:1', '-'),
        ('left_inverse', 'Sw<1,0,1> o 1 o 4:1', '-'),
        ('right_inverse', 'Sw<3,3,3> o 100 o 512:1', '-'),
        ('left_inverse', 'Sw<3,3,3> o 100 o 512:1', '-'),
        ('right_inverse', 'Sw<2,3,3> o 8 o ((2,4),32):((32,64),1)', '-'),
        ('left_inverse', 'Sw<2,3,3> o 8 o ((2,4),32):((32,64),1)', '-'),
        ('right_inverse', 'Sw<3,3,-3> o 64 o (64,8):(1,64)', '-'),
        ('left_inverse', 'Sw<3,3,-3> o 64 o (64,8):(1,64)', '-'),
        ('left_inverse', 'Sw<2,3,3> o 16 o (8,8):(16,1)', '-'),
        ('right_inverse', 'Sw<2,3,3> o 16 o (8,8):(16,1)', '-'),
        ('right_inverse', 'Sw<0,0,1> o 5 o (4,8):(8,1)', '-'),
        ('left_inverse', 'Sw<0,3,3> o 0 o (8,(4,8)):(32,(8,1))', '-'),
        ('slice', '(3,5)', 'Sw<0,4,3> o 0 o (8,64):(64,1)'),
        ('slice_and_offset', '(3,5)', 'Sw<0,4,3> o 8 o (8,64):(64,1)'),
        ('slice_and_offset', '(3,5)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('slice_and_offset', '5', 'Sw<0,4,3> o 8 o 64:1'),
        ('slice_and_offset', '(_)', 'Sw<0,4,3> o 8 o (64):(1)'),
        ('slice_and_offset', '((1,_),_)', 'Sw<0,2,4> o 3 o ((8,16),64):((64,512),1)'),
        ('slice_and_offset', '(_,(1,_))', 'Sw<0,2,4> o 3 o (64,(8,16)):(1,(64,512))'),
        ('slice_and_offset', '(_,(1,2))', 'Sw<0,2,4> o 0 o (64,(8,16)):(1,(64,512))'),
        ('slice', '(_,(1,2))', 'Sw<0,2,4> o 0 o (64,(8,16)):(1,(64,512))'),
        ('slice_and_offset', '(2,_,_)', 'Sw<0,1,1> o 7 o (4,8,2):(16,1,64)'),
        ('slice_and_offset', '(_,3,1)', 'Sw<0,1,1> o 7 o (4,8,2):(16,1,64)'),
        ('upcast', 'Sw<1,2,3>', '8'),
        ('upcast', 'Sw<2,1,3>', '4'),
        ('upcast', 'Sw<3,3,3>', '3'),
        ('downcast', 'Sw<3,3,3>', '6'),
        ('recast', 'Sw<1,2,3>', '8->64'),
        ('upcast', 'Sw<2,2,3> o 0 o (16,64):(64,1)', '32'),
        ('upcast', 'Sw<1,1,1> o 0 o (4,4):(4,1)', '4'),
        ('upcast', 'Sw<1,1,1> o 2 o (4,4):(4,1)', '2'),
        ('upcast', 'Sw<3,3,3> o 0 o (8,64):(64,1)', '64'),
        ('upcast', 'Sw<3,3,3> o 0 o (8,64):(64,1)', '12'),
        ('downcast', 'Sw<3,3,3> o 0 o (8,64):(64,1)', '12'),
        ('recast', 'Sw<2,2,3> o 0 o (16,64):(64,1)', '8->128'),
        ('recast', 'Sw<2,2,3> o 64 o (16,64):(64,1)', '8->64'),
        ('recast', 'Sw<0,0,3> o 0 o (16,64):(64,1)', '32->8'),
        ('logical_product', '(2,2):(0,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('logical_product', '(2,2):(4,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<3,3,3> o 0 o ((8,8),(8,2)):((8,1),(64,512))'),
        ('logical_product', '(4,2):(1,4)', 'Sw<2,3,3> o 0 o 256:1'),
        ('logical_product', '2:1', 'Sw<3,4,3> o 0 o (64,8):(1,64)'),
        ('logical_product', '(2,4):(4,1)', 'Sw<1,4,3> o 0 o (8,16):(16,1)'),
        ('zipped_product', '(2,4):(4,1)', 'Sw<1,4,3> o 0 o (8,16):(16,1)'),
        ('tiled_product', '(2,(2,2)):(4,(1,2))', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('flat_product', '(2,(2,2)):(4,(1,2))', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('tiled_product', '8:1', 'Sw<1,2,3> o 0 o (8,16):(16,1)'),
        ('flat_product', '8:1', 'Sw<1,2,3> o 0 o (8,16):(16,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<2,2,2> o 0 o (4,(4,4)):(4,(1,16))'),
        ('logical_product', '(3,3):(1,3)', 'Sw<2,2,2> o 0 o (16,4):(4,1)'),
        ('blocked_product', '(2,2):(1,2)', 'Sw<3,3,3> o 8 o (8,64):(64,1)'),
        ('raked_product', '4:1', 'Sw<2,3,3> o 0 o (8,32):(32,1)'),
        ('make_composed', 'Sw<3,3,2>', '(8,64):(64,1)'),
        ('make_composed', 'Sw<2,2,1>', '(8,64):(64,1)'),
        ('swizzle', 'Sw<5,0,4>', '77'),
        ('swizzle', 'Sw<2,4,-1>', '77'),
        ('local_tile', 'Sw<3,3,3> o 0 o (128,64):(64,1)', '(48,8) @ (0,0)'),
        ('local_tile', 'Sw<3,3,3> o 0 o (128,64):(64,1)', '(32,12) @ (1,1)'),
        ('local_partition', 'Sw<3,3,3> o 0 o (128,64):(64,1)', '(12,8):(8,1) @ 5'),
        ('local_partition', 'Sw<3,4,3> o 0 o (64,64):(64,1)', '(6,8):(8,1) @ 0'),
        ('local_partition', 'Sw<2,3,3> o 0 o (64,32):(32,1)', '(16,4):(4,1) @ 9'),
        ('local_partition', 'Sw<2,3,3> o 0 o (64,32):(32,1)', '(4,16):(1,4) @ 9'),
        ('slice_and_offset', '(_,1)', 'Sw<3,3,3> o 0 o (8,64):(128,1)'),
        ('slice_and_offset', '(1,_)', 'Sw<3,3,3> o 0 o (8,64):(128,1)'),
        ('slice_and_offset', '(1,_)', 'Sw<3,3,3> o 0 o (8,32):(96,3)'),
        ('slice_and_offset', '(_,1)', 'Sw<3,3,3> o 0 o (8,32):(96,3)'),
        ('slice', '(1,_)', 'Sw<2,3,3> o 0 o (8,(2,16)):(32,(16,1))'),
        ('slice', '(1,(_,3))', 'Sw<2,3,3> o 0 o (8,(2,16)):(32,(16,1))'),
        ('slice_and_offset', '(1,(_,3))', 'Sw<2,3,3> o 0 o (8,(2,16)):(32,(16,1))'),
        ('crd2idx', '((1,2),(3,4),5)', 'Sw<1,2,3> o 0 o ((2,4),(4,8)):((1,2),(8,32))'),
        ('crd2idx', '(1,(2,(3,4)))', 'Sw<1,2,3> o 0 o (8,(4,8)):(32,(8,1))'),
        ('crd2idx', '((1,2))', 'Sw<1,2,3> o 0 o (8,(4,8)):(32,(8,1))'),
        ('crd2idx', '700', 'Sw<1,2,3> o 4 o (8,(4,8)):(32,(8,1))'),
        ('crd2idx', '(1,2)', 'Sw<1,2,3> o 4 o 256:1'),
        ('left_inverse', 'Sw<2,3,3> o 8 o (8,8):(0,1)', '-'),
        ('right_inverse', 'Sw<2,3,3> o 8 o (8,8):(0,1)', '-'),
        ('left_inverse', 'Sw<2,3,3> o 8 o (8,8):(-1,8)', '-'),
        ('right_inverse', 'Sw<2,3,3> o 8 o (8,8):(-1,8)', '-'),
        ('left_inverse', 'Sw<2,3,3> o 8 o (4,8):(2,8)', '-'),
        ('right_inverse', 'Sw<2,3,3> o 8 o (4,8):(2,8)', '-'),
        ('right_inverse', 'Sw<2,3,3> o 8 o (4,8):(3,12)', '-'),
        ('left_inverse', 'Sw<2,3,3> o 8 o (4,8):(3,12)', '-'),
        ('left_inverse', 'Sw<2,3,3> o 0 o (4,8):(3,12)', '-'),
        ('right_inverse', 'Sw<2,3,3> o 0 o (4,8):(3,12)', '-'),
        ('slice', '(1,2)', 'Sw<0,0,1> o 0 o (4,8):(8,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<3,3,3> o 0 o (8,64):(-64,1)'),
        ('logical_product', '(4,4):(4,1)', 'Sw<3,3,3> o 0 o (64,8):(1,64)'),
        ('logical_product', '4:1', 'Sw<0,0,1> o 0 o (4,4):(4,1)'),
        ('logical_product', '4:1', 'Sw<0,0,1> o 2 o (4,4):(4,1)'),
        ('zipped_product', '(2,2):(1,2)', 'Sw<0,4,3> o 0 o (8,64):(64,1)'),
        ('tiled_product', '(2,2):(1,2)', 'Sw<0,4,3> o 4 o (8,64):(64,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<2,3,3> o 0 o (6,32):(32,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<3,3,3> o 0 o (8,24):(24,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<2,3,3> o 0 o (8,32):(40,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<2,3,3> o 0 o (8,32):(33,1)'),
        ('logical_product', '2:1', 'Sw<2,3,3> o 0 o (3,32):(32,1)'),
        ('logical_product', '2:1', 'Sw<1,1,1> o 0 o (3,3):(3,1)'),
        ('logical_product', '2:1', 'Sw<1,1,1> o 0 o (4,4):(1,4)'),
        ('logical_product', '2:1', 'Sw<1,2,2> o 0 o (2,2,2,2):(1,2,4,8)'),
        ('logical_product', '2:1', 'Sw<2,2,2> o 0 o (16,2):(1,32)'),
        ('logical_product', 'Sw<2,3,3> o 0 o (8,32):(32,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('zipped_product', 'Sw<2,3,3> o 0 o (8,32):(32,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('tiled_product', 'Sw<2,3,3> o 0 o (8,32):(32,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('flat_product', 'Sw<3,3,3> o 0 o (8,64):(64,1)', 'Sw<1,2,3> o 0 o (8,16):(16,1)'),
        ('logical_product', 'Sw<2,3,3> o 0 o (8,32):(32,1)', 'Sw<0,3,3> o 0 o (8,64):(64,1)'),
        ('logical_product', 'Sw<0,3,3> o 0 o (8,32):(32,1)', 'Sw<1,3,3> o 0 o (8,64):(64,1)'),
        ('logical_product', 'Sw<2,3,3> o 8 o (8,32):(32,1)', 'Sw<1,3,3> o 0 o (8,64):(64,1)'),
        ('logical_product', 'Sw<2,3,3> o 0 o (8,32):(32,1)', 'Sw<1,3,3> o 8 o (8,64):(64,1)'),
        ('blocked_product', 'Sw<2,3,3> o 0 o (8,32):(32,1)', 'Sw<1,3,3> o 0 o (8,64):(64,1)'),
        ('logical_product', '(2,2):(1,2)', 'Sw<3,3,3>'),
        ('logical_divide', '(16,64):(64,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('zipped_divide', '(16,64):(64,1)', 'Sw<3,3,3> o 0 o (8,64):(64,1)'),
        ('tiled_divide', '(16,64):(64,1)', 'Sw<3,3,3>'),
        ('flat_divide', '(16,64):(64,1)', 'Sw<3,3,3>'),
        ('zipped_product', '(2,2):(1,2)', 'Sw<3,3,3>'),
        ('raked_product', '(2,2):(1,2)', 'Sw<3,3,3>'),
        ('blocked_product', '(2,2):(1,2)', 'Sw<3,3,3>'),
    ]:
        add(op, a, b)

    # 21. run-time coordinates: slices, tiles and thread partitions of swizzled layouts at
    # coordinates that are run-time integers (a thread index, a tile coordinate in a kernel):
    # CuTe's MixedBits offsets (the slice keeps the swizzle) and run-time strides (it decays)
    for (b, m, s, lay, cols) in [(3, 3, 3, "(8,64):(64,1)", 64), (2, 3, 3, "(8,32):(32,1)", 32),
                                 (3, 3, 3, "((8,16),64):((64,512),1)", 64),
                                 (3, 4, 3, "(64,8):(1,64)", 8), (2, 3, -3, "(8,32):(32,1)", 32),
                                 (1, 2, 3, "(8,16):(16,1)", 16)]:
        for c in ["(_,0)", "(3,_)", f"(_,{9 % cols})", "(5,_)", f"(_,{cols - 1})", "(0,_)"]:
            add("slice_and_offset_rt", c, composed(b, m, s, lay))
    for c in ["(_,3)", "(7,_)", "(2,_)"]:
        add("slice_and_offset_rt", c, composed(3, 3, 3, "(8,64):(64,1)", off=8))
        add("slice_and_offset_rt", c, composed(2, 3, 3, "(8,32):(32,1)", off=96))
    for c in ["((1,_),_)", "((_,3),_)", "(_,(1,_))"]:
        add("slice_and_offset_rt", c, composed(3, 3, 3, "((8,16),64):((64,512),1)"))
    for lay in [composed(3, 3, 3, "(128,64):(64,1)"), composed(3, 4, 3, "(64,64):(64,1)"),
                composed(2, 3, 3, "(64,32):(32,1)"), composed(3, 3, 3, "(64,128):(1,64)")]:
        rows, cols = map(int, lay.split(" o ")[-1].split(":")[0].strip("()").split(","))
        for t, c in [("(32,8)", "(1,2)"), ("(32,8)", "(0,0)"), ("(32,8)", "(3,7)"), ("(8,64)", "(5,0)"),
                     ("(16,16)", "(2,1)"), ("(64,8)", "(0,3)"), ("(16,32)", "(3,1)")]:
            tr, tc = map(int, t.strip("()").split(","))
            cr, cc = map(int, c.strip("()").split(","))
            # inside the grid of tiles (CuTe does not check; this crate refuses the others)
            if cr < -(-rows // tr) and cc < -(-cols // tc):
                add("local_tile_rt", lay, f"{t} @ {c}")
    for lay in [composed(3, 3, 3, "(8,64):(64,1)"), composed(3, 3, 3, "(128,64):(64,1)"),
                composed(2, 3, 3, "(32,32):(32,1)"), composed(3, 4, 3, "(64,64):(64,1)"),
                composed(3, 3, 3, "(64,64):(1,64)"), composed(3, 3, 3, "(8,64):(64,1)", off=16)]:
        for thr, idxs in [("(8,8):(8,1)", [0, 5, 9, 63]), ("(4,8):(1,4)", [0, 3, 17, 31]),
                          ("(2,16):(16,1)", [1, 30]), ("(2,2):(1,2)", [0, 1, 2, 3]),
                          ("(2,4):(4,1)", [3, 6]), ("(4,2):(1,4)", [5]), ("(32,4):(4,1)", [0, 77, 127]),
                          ("(16,8):(8,1)", [100])]:
            for i in idxs:
                add("local_partition_rt", lay, f"{thr} @ {i}")
    # the rejected ones: thread layouts that do not divide, projections that do not compose
    for lay in [composed(3, 3, 3, "(8,64):(64,1)")]:
        for thr, i in [("(3,8):(8,1)", 1), ("(8,6):(6,1)", 1), ("(5,4):(4,1)", 3)]:
            add("local_partition_rt", lay, f"{thr} @ {i}")
    for (c, b, m, s, lay) in [("(_,3)", 3, 3, 3, "(8,64):(65,1)"), ("(3,_)", 3, 3, 3, "(8,48):(48,1)"),
                              ("(_,5)", 2, 3, 3, "(8,32):(33,1)")]:
        add("slice_and_offset_rt", c, composed(b, m, s, lay))
    return out


PRINT_LAYOUT = [composed(3, 3, 3, "(8,64):(64,1)"), composed(2, 3, 3, "(8,32):(32,1)"),
                composed(3, 4, 3, "(8,64):(64,1)"), composed(1, 2, 3, "(8,8):(8,1)"),
                composed(3, 3, 3, "(64,8):(1,64)"), composed(2, 0, 3, "(8,8):(1,8)"),
                composed(3, 0, 3, "(8,8):(8,1)")]


PRINT_LATEX = [composed(1, 2, 3, "(4,8):(8,1)"), composed(3, 0, 3, "(8,8):(8,1)"),
               composed(2, 3, 3, "(8,32):(32,1)"), composed(3, 3, 3, "(64,8):(1,64)"),
               # plain layouts, of rank 1 (CuTe pads them with `_1:_0`) and nested rank 2
               "8:2", "(6):(3)", "(4,(2,2)):(2,(1,8))"]


def main():
    check = "--check" in sys.argv
    cs = cases()
    seen = set()
    cs = [c for c in cs if not (c in seen or seen.add(c))]
    pl = [("print_layout", p, "-") for p in PRINT_LAYOUT]
    px = [("print_latex", p, "-") for p in PRINT_LATEX]
    ans = evaluate(cs + pl + px)
    def scalar(op, r):
        # Scalars print without CuTe's static marker.
        return r[1:] if op in ("size", "cosize", "rank", "depth", "crd2idx") and r.startswith("_") else r

    lines = oracle_eval.corpus_lines(__doc__, cs, ans, scalar)
    blocks = ["# print_layout of composed (swizzled) layouts: CuTe 4.2.0's exact text, each block\n"
              "# `=== <layout>` then every line up to the next header. Generated by swizzle_gen.py.\n"]
    for j, (_, p, _) in enumerate(pl):
        blocks.append(f"=== {p}\n" + ans[len(cs) + j].lstrip("\n"))
    latex = ["# print_latex of composed (swizzled) layouts: CuTe 4.2.0's exact text, each block\n"
             "# `=== <layout>` then every line up to the next header. Generated by swizzle_gen.py.\n"]
    for j, (_, p, _) in enumerate(px):
        latex.append(f"=== {p}\n" + ans[len(cs) + len(pl) + j].lstrip("\n"))
    outs = {"swizzle_cases.txt": "".join(lines), "swizzle_print_layout.txt": "".join(blocks),
            "swizzle_print_latex.txt": "".join(latex)}
    bad = False
    for name, text in outs.items():
        path = os.path.join(HERE, name)
        if check:
            old = open(path).read() if os.path.exists(path) else ""
            if old != text:
                print(f"{name}: differs from a fresh run")
                bad = True
        else:
            with open(path, "w") as f:
                f.write(text)
    print(f"{len(cs)} cases, {sum(1 for i in range(len(cs)) if isinstance(ans[i], tuple))} ERROR, "
          f"{len(pl)} print_layout blocks, {len(px)} print_latex blocks")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
