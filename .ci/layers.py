#!/usr/bin/env python3
"""Fails when the top-level modules of a crate's `src/` import each other around a circle.

  .ci/layers.py [SRC_DIR]        (default: src)

A top-level module is `src/NAME.rs` or the folder `src/NAME/`. Module M imports module N when a
file of M names `crate::N` (in a path, a `use`, a macro call), names an item that `lib.rs`
re-exports from N (`crate::Dyn`, re-exported by `pub use int::Dyn`), or lists either inside
`use crate::{...}`. Comments and string literals (docs, messages) are ignored. Prints the modules from the bottom layer up (each
imports only modules printed before it) and exits 0, or prints every circle and exits 1.
"""
import os
import re
import sys


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    # String literals (docs written with `#[doc = concat!(...)]`, messages) name no imports.
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def top_level_modules(src):
    mods = {}
    for name in sorted(os.listdir(src)):
        path = os.path.join(src, name)
        if name.endswith(".rs") and name not in ("lib.rs", "main.rs"):
            mods.setdefault(name[:-3], []).append(path)
        elif os.path.isdir(path):
            mods.setdefault(name, []).extend(
                os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".rs"))
    return mods


def split_top(group):
    """The comma-separated items of a `{...}` group, nested braces kept together."""
    items, depth, cur = [], 0, ""
    for ch in group:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            items.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur.strip())
    return items


def brace_group(text, start):
    """The text between the brace at `start` and its partner."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    return text[start + 1:]


def root_names(lib_text, mods):
    """Names that `lib.rs` re-exports from a top-level module: name -> module."""
    names = {}
    for m in re.finditer(r"\bpub\s+use\s+(\w+)::", lib_text):
        mod = m.group(1)
        if mod not in mods:
            continue
        rest = lib_text[m.end():]
        # `pub use m::sub::{...}` or `pub use m::sub::Name`: skip to the group or the name.
        path = re.match(r"(\w+::)*", rest).group(0)
        rest = rest[len(path):]
        if rest.startswith("{"):
            for item in split_top(brace_group(rest, 0)):
                leaf = re.split(r"\s+as\s+", item)[-1].split("::")[-1].strip()
                if leaf and leaf != "self":
                    names[leaf] = mod
        else:
            item = re.match(r"[\w:]+(\s+as\s+\w+)?", rest).group(0)
            names[re.split(r"\s+as\s+", item)[-1].split("::")[-1]] = mod
    return names


def imports(text, mods, names):
    found = set()

    def first_segment(seg):
        seg = seg.strip()
        head = re.match(r"\w+", seg)
        if not head:
            return
        w = head.group(0)
        if w in mods:
            found.add(w)
        elif w in names:
            found.add(names[w])

    for m in re.finditer(r"\bcrate::", text):
        rest = text[m.end():]
        if rest.startswith("{"):
            for item in split_top(brace_group(rest, 0)):
                first_segment(item)
        else:
            first_segment(rest)
    return found


def cycles(edges):
    index, low, stack, on, comps, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return [c for c in comps if len(c) > 1], comps


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "src"
    mods = top_level_modules(src)
    lib = strip_comments(open(os.path.join(src, "lib.rs")).read())
    names = root_names(lib, mods)
    edges = {m: set() for m in mods}
    why = {}
    for m, files in mods.items():
        for f in files:
            for n in imports(strip_comments(open(f, errors="replace").read()), mods, names):
                if n != m:
                    edges[m].add(n)
                    why.setdefault((m, n), os.path.relpath(f, src))
    circles, comps = cycles(edges)
    if circles:
        for c in circles:
            print("circle:", " <-> ".join(c))
            for a in c:
                for b in sorted(edges[a] & set(c)):
                    print(f"    {a} -> {b} (e.g. {why[(a, b)]})")
        print(f"{len(mods)} top-level modules, {len(circles)} circle(s): each layer may import "
              f"only the layers below it")
        return 1
    # Tarjan's components come out in reverse topological order: dependencies first.
    order = [c[0] for c in comps]
    for m in order:
        below = ", ".join(sorted(edges[m])) or "-"
        print(f"{m:10} imports {below}")
    print(f"{len(mods)} top-level modules, no circle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
