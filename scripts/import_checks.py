#!/usr/bin/env python3
"""Appends CHECK lines to a test/lit/import/*.ll file from mlir-translate-19's
--import-llvm output of it (read on stdin): every line after the module's
first, CHECK-NEXT after the first. The module line itself is not checked
whole: mlir-translate-19 prints the dl_spec entries in an order that changes
from run to run (see scripts/import_norm.py)."""
import re
import sys

path = sys.argv[1]
out = sys.stdin.read().splitlines()


def esc(line):
    # FileCheck's `[[` / `{{` open variables and regexes.
    return re.sub(r"(\[\[|\{\{)", lambda m: "{{" + re.escape(m.group(1)) + "}}", line)


checks = []
first = True
for line in out:
    if line.startswith("module attributes {dlti.dl_spec"):
        checks.append("; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<")
        first = False
        continue
    if not line.strip():
        checks.append("; CHECK-EMPTY:")
        continue
    kind = "CHECK" if first else "CHECK-NEXT"
    first = False
    checks.append(f"; {kind}: {esc(line)}")
with open(path, "a") as f:
    f.write("\n" + "\n".join(checks) + "\n")
