#!/usr/bin/env python3
"""Writes the print_layout corpus: for each layout of an input file (one a line, CuTe notation,
every integer static; '#' lines are comments), a `=== <layout>` header and the exact text that
CuTe 4.2's print_layout(L) writes for it, compiled by host g++ against the headers of setup.sh.

    tools/oracle/print_layout.py tools/oracle/inputs/print_layout.txt tests/data/print_layout.txt
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cute_eval  # noqa: E402  (notation, C++ types, compiler flags and include paths)

HEADER = """\
# print_layout corpus: for each layout, the exact text that CuTe 4.2.0 print_layout(L) writes
# (host g++, all-static layouts). Blocks start with "=== <layout in CuTe notation>"; the block is
# every following line up to the next "===" line or the end of file. Trailing spaces are significant.
"""


def main(inputs, out):
    layouts = [l.strip() for l in open(inputs) if l.strip() and not l.startswith("#")]
    body = [cute_eval.PCH_HEADER + "#include <cute/util/print.hpp>\n#include <cute/tensor.hpp>\n"
            + cute_eval.PRELUDE + "int main() {"]
    for text in layouts:
        body.append(f'  printf("=== %s\\n", "{text}"); '
                    f"print_layout({cute_eval.cpp_type(cute_eval.parse(text))}{{}});")
    body.append("}\n")
    with tempfile.TemporaryDirectory(prefix="cute-print-layout-") as d:
        with open(os.path.join(d, "p.cpp"), "w") as f:
            f.write("\n".join(body))
        includes = [f"-I{i}" for i in cute_eval.INCLUDES]
        subprocess.run(cute_eval.GXX + includes + ["p.cpp", "-o", "p.out"], cwd=d, check=True)
        text = subprocess.run(["./p.out"], cwd=d, check=True, capture_output=True,
                              text=True).stdout
    with open(out, "w") as f:
        f.write(HEADER + text)
    print(f"wrote {len(layouts)} print_layout blocks to {out}")


if __name__ == "__main__":
    main(*sys.argv[1:])
