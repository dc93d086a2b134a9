#!/usr/bin/env bash
# The import self-check on real C programs (issue 16, point 3): each C file
# is compiled by clang-19 at -O0 and -O2 to textual LLVM IR; llmir-translate
# --import-llvm must print it as mlir-translate-19 --import-llvm does (the
# dl_spec entry order normalised, see scripts/import_norm.py); the import is
# translated back to an object by llmir-translate, linked and run, and must
# print what the clang-built program prints. Modes: O0, O2, and with debug
# information g0 (-g -O0) and g2 (-g -O2, assignment tracking off: MLIR 19
# cannot import llvm.dbg.assign); IMPORT_MODES picks some.
#
#   scripts/import_check.sh [FILE.c ...]   (default: test/import_c/*.c)
#
# Ends with "import-check: N identical, M different (F functions of T
# identical); R ran correctly, S failed".
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${LLMIR_TRANSLATE:-$root/target/release/llmir-translate}"
files=("$@"); ((${#files[@]})) || files=("$root"/test/import_c/*.c)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
same=0; diff_=0; ran=0; bad=0; fsame=0; ftotal=0
for c in "${files[@]}"; do
  for mode in ${IMPORT_MODES:-O0 O2 g0 g2}; do
    case "$mode" in
      g0) flags=(-g -O0) ;;
      g2) flags=(-g -O2 -Xclang -fexperimental-assignment-tracking=disabled) ;;
      *) flags=("-$mode") ;;
    esac
    n="$(basename "$c" .c)-$mode"
    clang-19 "${flags[@]}" -w -emit-llvm -S "$c" -o "$work/$n.ll" || { echo "SKIP $n (clang)"; continue; }
    clang-19 "${flags[@]}" -w "$c" -o "$work/$n.ref" -lm && "$work/$n.ref" > "$work/$n.expected"
    "$tool" --import-llvm "$work/$n.ll" 2> "$work/$n.mine.err" | python3 "$root/scripts/import_norm.py" > "$work/$n.mine.mlir"
    if command -v mlir-translate-19 > /dev/null; then
      mlir-translate-19 --import-llvm "$work/$n.ll" 2> "$work/$n.ref.err" | python3 "$root/scripts/import_norm.py" > "$work/$n.ref.mlir"
      if cmp -s "$work/$n.ref.mlir" "$work/$n.mine.mlir" && cmp -s "$work/$n.ref.err" "$work/$n.mine.err"; then
        same=$((same + 1)); echo "IDENTICAL $n"
      else
        diff_=$((diff_ + 1)); echo "DIFFERENT $n"; diff "$work/$n.ref.mlir" "$work/$n.mine.mlir" | head -6
      fi
      # Per function: the text from each `llvm.func` line to the next top-level op.
      read -r fs ft < <(python3 - "$work/$n.ref.mlir" "$work/$n.mine.mlir" <<'PY'
import sys
def funcs(p):
    out, cur = {}, None
    for line in open(p):
        if line.startswith("  llvm.func"):
            cur = line.split("@", 1)[1].split("(", 1)[0]; out[cur] = [line]
        elif line.startswith("  ") and not line.startswith("   ") and not line.startswith("  }") and not line.startswith("  ^"):
            cur = None
        elif cur: out[cur].append(line)
    return out
r, m = funcs(sys.argv[1]), funcs(sys.argv[2])
print(sum(1 for k in r if m.get(k) == r[k]), len(r))
PY
)
      fsame=$((fsame + fs)); ftotal=$((ftotal + ft))
    fi
    if "$tool" --mlir-to-object "$work/$n.mine.mlir" -o "$work/$n.o" 2> "$work/$n.obj.err" \
       && cc -no-pie "$work/$n.o" -o "$work/$n.exe" -lm && "$work/$n.exe" > "$work/$n.out" \
       && cmp -s "$work/$n.out" "$work/$n.expected"; then
      ran=$((ran + 1)); echo "RAN $n"
    else
      bad=$((bad + 1)); echo "FAILED $n"; head -3 "$work/$n.obj.err"
    fi
  done
done
echo "import-check: $same identical, $diff_ different ($fsame functions of $ftotal identical); $ran ran correctly, $bad failed"
((diff_ == 0 && bad == 0))
