#!/usr/bin/env python3
"""Sorts the entries of `dlti.dl_spec` on the module line: mlir-translate-19
prints them in hash-map order (keyed by pointers), which changes from run to
run, so comparisons of --import-llvm output sort them first."""
import re
import sys

for line in sys.stdin:
    # The custom form's module line, or the generic form's last line.
    if line.startswith(("module attributes {dlti.dl_spec", "}) {dlti.dl_spec")):
        m = re.search(r"#dlti\.dl_spec<(.*)>\}", line)
        if m:
            entries = re.findall(r"#dlti\.dl_entry<(?:[^<>]|<[^<>]*>)*>", m.group(1))
            line = line[: m.start(1)] + ", ".join(sorted(entries)) + line[m.end(1):]
    sys.stdout.write(line)
