#!/usr/bin/env bash
# Regenerates a corpus of tests/data (or tests/support/dice_cases.txt) from CuTe 4.2 itself:
# every answer is what CuTe's headers print, compiled by host g++ (README.md says which file
# comes from which command). Run ./setup.sh once first. Afterwards `git diff` shows what changed.
#
#   tools/oracle/regen.sh NAME...      NAME: public mixed_public unit mixed_rules mixed_extra dice
#                                            int_tuple print_layout modes swizzle atoms, or all
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
PY="${PYTHON:-python3}"
IN="$HERE/inputs"
DATA="$REPO/tests/data"

# gen.py MODE INPUTS OUT, then postcheck.py OUT (answers that break A o B become ERROR).
evaluate() {
  "$PY" "$HERE/gen.py" "$1" "$2" "$3"
  "$PY" "$HERE/postcheck.py" "$3"
}

regen() {
  case "$1" in
    public) "$PY" "$HERE/gen.py" public ;;                 # tests/data/cute_cases.txt (+ postcheck)
    mixed_public) "$PY" "$HERE/gen.py" mixed-public ;;     # tests/data/mixed_cases.txt
    unit) evaluate eval "$IN/cute_unit.txt" "$DATA/cute_unit_cases.txt" ;;
    mixed_rules) evaluate eval-mixed "$IN/mixed_rules.txt" "$DATA/mixed_rules.txt" ;;
    mixed_extra) evaluate eval-mixed "$IN/mixed_extra.txt" "$DATA/mixed_extra.txt" ;;
    int_tuple) evaluate eval-mixed "$IN/int_tuple.txt" "$DATA/int_tuple_cases.txt" ;;
    dice) evaluate eval "$IN/dice.txt" "$REPO/tests/support/dice_cases.txt" ;;
    print_layout) "$PY" "$HERE/print_layout.py" "$IN/print_layout.txt" "$DATA/print_layout.txt" ;;
    modes) "$DATA/modes_oracle.sh" ;;                      # tests/data/modes_expected.txt
    swizzle) "$PY" "$DATA/swizzle_gen.py" ;;               # tests/data/swizzle_*.txt
    atoms) "$PY" "$DATA/atom_gen.py" ;;                    # tests/data/atom_cases.txt
    *) echo "unknown corpus: $1 (see the header of $0)" >&2; exit 2 ;;
  esac
}

[ $# -gt 0 ] || { sed -n '2,8p' "$0"; exit 2; }
for name in "$@"; do
  if [ "$name" = all ]; then
    for n in public mixed_public unit mixed_rules mixed_extra int_tuple dice print_layout modes swizzle atoms; do
      regen "$n"
    done
  else
    regen "$name"
  fi
done
