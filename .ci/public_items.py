#!/usr/bin/env python3
"""Checks the public API against its reviewed list: the items of rustdoc's all.html for
`cute_layout` (built by `cargo doc --workspace --no-deps`, default features) must be exactly the
`kind path` lines of `.ci/public-items.txt`, where each group says who writes or reads its items.
Usage: python3 .ci/public_items.py [target/doc/cute_layout/all.html]"""
import html
import os
import re
import sys

KINDS = {"structs": "struct", "traits": "trait", "types": "type", "functions": "fn",
         "macros": "macro", "enums": "enum", "constants": "const", "unions": "union",
         "statics": "static", "attributes": "attr", "derives": "derive", "traitaliases": "traitalias"}
here = os.path.dirname(os.path.abspath(__file__))
page = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "target/doc/cute_layout/all.html")
text = open(page, encoding="utf-8").read()
built = set()
for section in re.finditer(r'<h3 id="([^"]+)">[^<]*</h3><ul class="all-items">(.*?)</ul>', text, re.S):
    kind = KINDS.get(section.group(1))
    if kind is None:
        sys.exit(f"public_items: all.html has a section {section.group(1)!r} this check does not know")
    for name in re.findall(r'<a href="[^"]+">([^<]+)</a>', section.group(2)):
        built.add(f"{kind} {html.unescape(name)}")
if not built:
    sys.exit(f"public_items: no items found in {page}")
listed = set()
for line in open(os.path.join(here, "public-items.txt"), encoding="utf-8"):
    line = line.strip()
    if line and not line.startswith("#"):
        listed.add(line)
new, gone = sorted(built - listed), sorted(listed - built)
for item in new:
    print(f"public_items: new public item, not in .ci/public-items.txt: {item}")
for item in gone:
    print(f"public_items: listed in .ci/public-items.txt but not public: {item}")
if new or gone:
    sys.exit("public_items: list each public item in .ci/public-items.txt with who writes or reads it, or make it private")
print(f"public_items: {len(built)} public items, each listed")
