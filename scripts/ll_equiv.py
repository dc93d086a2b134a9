#!/usr/bin/env python3
"""Is llmir's LLVM IR the reference's? `ll_equiv.py REFERENCE MINE`

Exit 0 when the two .ll files are byte-identical, or differ only where
mlir-translate-19 is itself not deterministic: for a terminator that
branches to one block more than once, MLIR's export legalization
(`ensureDistinctSuccessors`) adds dummy blocks in the order of a hash map
keyed by block addresses, so from run to run the dummy blocks of such a
function come in another order and its values and blocks are numbered
differently. Such a function is accepted when its lines, with value and
block numbers masked, are the same multiset; everything else (other
functions, globals, declarations, attribute groups, metadata) must be
identical. Exit 1 with the first difference otherwise.
"""
import re
import sys

NUMBER = re.compile(r"%\d+\b|^\d+:|label %\d+|preds = .*$")


def segments(text):
    """Top-level lines, with each function body as one segment."""
    out, body = [], None
    for line in text.splitlines():
        if body is not None:
            body.append(line)
            if line == "}":
                out.append(("fn", body))
                body = None
        elif line.startswith("define "):
            body = [line]
        else:
            out.append(("line", line))
    if body is not None:
        out.append(("fn", body))
    return out


def masked(body):
    return sorted(NUMBER.sub("#", line) for line in body)


def main():
    ref_path, mine_path = sys.argv[1], sys.argv[2]
    ref, mine = open(ref_path).read(), open(mine_path).read()
    if ref == mine:
        return 0
    a, b = segments(ref), segments(mine)
    reordered = 0
    for i, (x, y) in enumerate(zip(a, b)):
        if x == y:
            continue
        if x[0] == "fn" and y[0] == "fn" and x[1][0] == y[1][0] and masked(x[1]) == masked(y[1]):
            reordered += 1
            continue
        first = x[1] if x[0] == "line" else x[1][0]
        print(f"{mine_path} differs from {ref_path} at: {first}")
        return 1
    if len(a) != len(b):
        print(f"{mine_path} and {ref_path} differ in length")
        return 1
    print(f"equal up to the order of MLIR's dummy blocks in {reordered} function(s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
