"""The main loop of a kernel's SASS (the longest backward branch): its length and opcodes.

Usage: loop.py KERNEL.sass. Both sides of every branch in the loop are counted, so the length
is the static size, not what one trip executes.
"""
import collections
import re
import sys

ins = []
for line in open(sys.argv[1]):
    m = re.match(r"\s+/\*([0-9a-f]{4,})\*/\s+(.*?);", line)
    if m:
        text = m.group(2).strip()
        if text.startswith("@"):
            text = text.split(None, 1)[1]
        ins.append((int(m.group(1), 16), text))
index = {a: i for i, (a, _) in enumerate(ins)}
loops = []
for i, (a, text) in enumerate(ins):
    m = re.search(r"BRA .*0x([0-9a-f]+)", text)
    if m and int(m.group(1), 16) < a and int(m.group(1), 16) in index:
        loops.append((index[int(m.group(1), 16)], i))
if not loops:
    # A straight-line kernel (the transposes): nothing to report, and the next kernel still runs.
    print(f"  no loop: {len(ins)} instructions")
    sys.exit(0)
s, e = max(loops, key=lambda l: l[1] - l[0])
ops = collections.Counter(t.split()[0].split(".")[0] for _, t in ins[s : e + 1])
print(f"  main loop: {e - s + 1} instructions;", ", ".join(f"{o} {n}" for o, n in ops.most_common(14)))
