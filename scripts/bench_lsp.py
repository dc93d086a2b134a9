#!/usr/bin/env python3
"""Time to diagnostics of llmir-lsp next to mlir-lsp-server-19 on a large
file (default ../shared/corpus/lua/lua.mlir, 4 MB): after didOpen, and
after each of a series of one-character edits (incremental sync), plus a
hover and a go-to-definition on the edited file. Prints medians and the
ratio. mlir-lsp-server comes from Debian's mlir-19-tools
(/usr/lib/llvm-19/bin/mlir-lsp-server); it is skipped when absent.

    python3 scripts/bench_lsp.py [--input FILE] [--edits N] [--server PATH]
"""

import argparse
import os
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import Client  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def edit_site(text):
    """A constant to change back and forth: `llvm.mlir.constant(N : i32)`
    in the middle of the file (line, column of N)."""
    mid = len(text) // 2
    at = text.find("llvm.mlir.constant(", mid)
    if at < 0:
        at = text.find("llvm.mlir.constant(")
    at += len("llvm.mlir.constant(")
    line = text.count("\n", 0, at)
    col = at - (text.rfind("\n", 0, at) + 1)
    return line, col, text[at]


def next_publish(client, uri, timeout=600):
    client.pending.pop(uri, None)
    deadline = time.time() + timeout
    while uri not in client.pending:
        client.wait(max(0.01, deadline - time.time()))
    return client.pending[uri]["diagnostics"]


def run(argv, text, uri, edits):
    c = Client(argv)
    t0 = time.perf_counter()
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "mlir", "version": 1, "text": text}})
    diags = next_publish(c, uri)
    opened = time.perf_counter() - t0
    line, col, orig = edit_site(text)
    lines = text.split("\n")
    times = []
    for v in range(2, edits + 2):
        new = "7" if v % 2 == 0 else orig
        if c.incremental:
            change = {"range": {"start": {"line": line, "character": col}, "end": {"line": line, "character": col + 1}}, "text": new}
        else:
            # A full-sync server (mlir-lsp-server 19) is sent the whole
            # text, as an editor would; building it is not timed.
            lines[line] = lines[line][:col] + new + lines[line][col + 1:]
            change = {"text": "\n".join(lines)}
        c.pending.pop(uri, None)
        t0 = time.perf_counter()
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": v}, "contentChanges": [change]})
        next_publish(c, uri)
        times.append(time.perf_counter() - t0)
    pos = {"textDocument": {"uri": uri}, "position": {"line": line, "character": col - 3}}
    t0 = time.perf_counter()
    c.request("textDocument/hover", pos)
    hover = time.perf_counter() - t0
    t0 = time.perf_counter()
    c.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    symbols = time.perf_counter() - t0
    c.close()
    return {"open": opened, "edit": statistics.median(times), "edit_min": min(times), "hover": hover,
            "symbols": symbols, "diags": len(diags)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--input", default=os.path.join(ROOT, "..", "shared", "corpus", "lua", "lua.mlir"))
    ap.add_argument("--edits", type=int, default=10)
    ap.add_argument("--server", default=os.path.join(ROOT, "target", "release", "llmir-lsp"))
    ap.add_argument("--reference", default=shutil.which("mlir-lsp-server-19") or "/usr/lib/llvm-19/bin/mlir-lsp-server")
    args = ap.parse_args()
    text = open(args.input, encoding="utf-8").read()
    uri = "file://" + os.path.abspath(args.input)
    print(f"{os.path.basename(args.input)}: {len(text) / 1e6:.1f} MB, {text.count(chr(10))} lines, {args.edits} edits")
    results = {"llmir-lsp": run([args.server], text, uri, args.edits)}
    if os.path.exists(args.reference):
        results["mlir-lsp-server"] = run([args.reference], text, uri, args.edits)
    else:
        print(f"({args.reference} not found: apt-get install mlir-19-tools)")
    print("(llmir-lsp takes incremental edits; mlir-lsp-server 19 asks for the whole text on each change)")
    print(f"{'server':18} {'open':>8} {'edit (median)':>14} {'edit (min)':>11} {'hover':>8} {'symbols':>8} diagnostics")
    for name, r in results.items():
        print(f"{name:18} {r['open']:7.3f}s {r['edit']:13.3f}s {r['edit_min']:10.3f}s {r['hover']:7.3f}s {r['symbols']:7.3f}s {r['diags']}")
    if len(results) == 2:
        a, b = results["llmir-lsp"], results["mlir-lsp-server"]
        print(f"ratio (mlir-lsp-server / llmir-lsp): open {b['open'] / a['open']:.1f}x, edit {b['edit'] / a['edit']:.1f}x")


if __name__ == "__main__":
    main()
