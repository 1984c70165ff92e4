#!/usr/bin/env python3
"""Fails when a source file of the workspace (code, not data or prose) has more than 800 lines:
a file has one job, and a longer one is split by job. Data (the CuTe corpora, pictures), prose
(READMEs, the tutorial) and the lockfile are not code and are not counted.
Usage: python3 .ci/file_sizes.py"""
import os
import subprocess
import sys

LIMIT = 800
CODE = (".rs", ".py", ".cu", ".cuh", ".cpp", ".hpp", ".h", ".sh")
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
files = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True,
                       check=True).stdout.split()
sizes = []
for f in files:
    if f.endswith(CODE):
        with open(os.path.join(root, f), encoding="utf-8", errors="replace") as src:
            sizes.append((sum(1 for _ in src), f))
if not sizes:
    sys.exit("file_sizes: no source files found")
too_long = [(n, f) for n, f in sizes if n > LIMIT]
for n, f in sorted(too_long, reverse=True):
    print(f"file_sizes: {f} has {n} lines, more than {LIMIT}")
if too_long:
    sys.exit(1)
n, f = max(sizes)
print(f"file_sizes: {len(sizes)} source files, the longest {f} ({n} lines, at most {LIMIT})")
