#!/usr/bin/env python3
"""Side-by-side benchmark of llmir and MLIR 19 over input sizes (issue 17).

Builds inputs of about 1, 4, 30 and 120 MB from the Lua interpreter's module
(../shared/corpus/lua/lua.mlir, 4 MB): the 1 MB input keeps every global and
declaration and the first function bodies (the rest become declarations);
the larger ones concatenate copies of the whole module, each copy's symbols
renamed (`@f` -> `@c3_f`) so the result is one valid, translatable module.
Extra inputs (e.g. modules of the real-program corpus) can be added with
--input FILE.

For each input and each job it alternates runs of llmir and the reference
(N each), and reports medians of wall time (less what the measuring
wrapper itself costs, see `harness_overhead`), CPU time (user + system) and peak
resident memory, with the ratios (reference / llmir for time: above 1 means
llmir is faster; llmir / reference for memory: below 1 means llmir uses
less). Jobs:
  print     parse + verify + print, custom form  (llmir-opt vs mlir-opt-19)
  print-1t  the same with --mlir-disable-threading on both
  llvmir    --mlir-to-llvmir                      (llmir-translate vs mlir-translate-19)
  object    --mlir-to-object -O0 vs mlir-translate-19 --mlir-to-llvmir | llc-19 -O0 -filetype=obj
The last column, time per MB, shows whether cost grows linearly with size.

Usage: scripts/bench_sizes.py [--runs N] [--sizes 1,4,30,120] [--jobs print,print-1t,llvmir,object]
                              [--input FILE]... [--keep DIR]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
LUA = os.path.join(root, "..", "shared", "corpus", "lua", "lua.mlir")
TIME = "/usr/bin/time"

# A symbol reference outside string literals: `@name` or `@"quoted"`.
SYMBOL = re.compile(r'"(?:[^"\\]|\\.)*"|@"(?:[^"\\]|\\.)*"|@[A-Za-z_$.][\w$.]*')


def split_module(text):
    """(aliases and everything before the module, the module's header line,
    its top-level ops as text chunks, the text after its closing brace)."""
    lines = text.split("\n")
    start = next(i for i, l in enumerate(lines) if l.startswith("module"))
    end = max(i for i, l in enumerate(lines) if l == "}")
    chunks, cur = [], []
    for l in lines[start + 1:end]:
        top = l.startswith("  ") and not l.startswith("   ") and not l.startswith(("  }", "  ^"))
        if top and cur:
            chunks.append("\n".join(cur))
            cur = []
        cur.append(l)
    if cur:
        chunks.append("\n".join(cur))
    return "\n".join(lines[:start]), lines[start], chunks, "\n".join(lines[end + 1:])


def rename(chunk, prefix):
    """Prefixes every symbol reference of `chunk`, leaving strings alone."""
    def sub(m):
        s = m.group(0)
        if s.startswith('"'):
            return s
        if s.startswith('@"'):
            return '@"' + prefix + s[2:]
        return "@" + prefix + s[1:]
    return SYMBOL.sub(sub, chunk)


def as_declaration(chunk):
    """A function definition's chunk as a declaration of the same signature
    (external linkage, argument names dropped); other ops as they are."""
    first = chunk.split("\n", 1)[0]
    if not first.startswith("  llvm.func ") or not first.endswith("{"):
        return chunk
    head = re.sub(r"^  llvm\.func (?:[a-z_]+ )*@", "  llvm.func @", first[:-2])
    head = re.sub(r"%arg\d+: ", "", head)
    head = re.sub(r" loc\([^)]*\)", "", head)
    return head


def build_inputs(sizes_mb, workdir):
    with open(LUA) as f:
        text = f.read()
    before, header, chunks, after = split_module(text)
    lua_mb = len(text) / 1e6
    out = []
    for mb in sizes_mb:
        path = os.path.join(workdir, f"lua-{mb}mb.mlir")
        if mb <= lua_mb * 0.6:
            # Function bodies up to the budget; the rest declared.
            budget, body, used = mb * 1e6, [], len(before)
            for c in chunks:
                if c.startswith("  llvm.func ") and used + len(c) > budget:
                    c = as_declaration(c)
                used += len(c)
                body.append(c)
            module = "\n".join([before, header] + body + ["}", after])
        else:
            copies = max(1, round(mb / lua_mb))
            body = chunks if copies == 1 else [rename(c, f"c{k}_") for k in range(copies) for c in chunks]
            module = "\n".join([before, header] + body + ["}", after])
        with open(path, "w") as f:
            f.write(module)
        out.append(path)
    return out


def run_once(cmd):
    """(wall s, cpu s, peak KiB) of one run of a shell command (a pipeline's
    CPU is summed over its processes, its peak is the largest one's).

    GNU time measures: a process forked from this one starts with this
    script's resident memory (the generated inputs), and Linux keeps that
    peak in the child's ru_maxrss across exec, so os.wait4 here would
    report this script's size for any small tool. GNU time's children are
    forked from a small process."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as stats:
        t = time.perf_counter()
        p = subprocess.run([TIME, "-q", "-f", "%U %S %M", "-o", stats.name, "/bin/sh", "-c",
                            "exec " + cmd if "|" not in cmd else cmd],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wall = time.perf_counter() - t
        if p.returncode != 0:
            sys.exit(f"failed ({p.returncode}): {cmd}\n{p.stderr.decode(errors='replace')[:800]}")
        user, system, peak = stats.read().split()[-3:]
    return wall, float(user) + float(system), int(peak)


def harness_overhead(runs=21):
    """The wall time that GNU time and the shell of `run_once` add to any
    command (the same for both tools): a trivial command's median through
    `run_once` less its median run directly. Every wall time reported has
    it subtracted, as hyperfine subtracts its shell's start; on lua.mlir
    it is about 5 ms, 7 % of llmir's time and 1 % of the reference's."""
    direct, wrapped = [], []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(["/bin/true"])
        direct.append(time.perf_counter() - t)
        wrapped.append(run_once("/bin/true")[0])
    return max(0.0, statistics.median(wrapped) - statistics.median(direct))


def jobs_for(path, bins):
    q = lambda s: "'" + s + "'"
    f = q(path)
    return {
        "print": (f"{bins['opt']} {f} -o /dev/null", f"mlir-opt-19 {f} -o /dev/null"),
        "print-1t": (f"{bins['opt']} --mlir-disable-threading {f} -o /dev/null",
                     f"mlir-opt-19 --mlir-disable-threading {f} -o /dev/null"),
        "llvmir": (f"{bins['translate']} --mlir-to-llvmir {f} -o /dev/null",
                   f"mlir-translate-19 --mlir-to-llvmir {f} -o /dev/null"),
        "object": (f"{bins['translate']} --mlir-to-object -O0 {f} -o /dev/null",
                   f"mlir-translate-19 --mlir-to-llvmir {f} | llc-19 -O0 -filetype=obj -o /dev/null"),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sizes", default="1,4,30,120")
    ap.add_argument("--jobs", default="print,print-1t,llvmir,object")
    ap.add_argument("--input", action="append", default=[])
    ap.add_argument("--keep", help="write the generated inputs here and keep them")
    a = ap.parse_args()
    if not os.access(TIME, os.X_OK):
        sys.exit(f"bench_sizes: {TIME} is not installed (apt-get install time)")
    for tool in ["mlir-opt-19", "mlir-translate-19", "llc-19"]:
        if not shutil.which(tool):
            sys.exit(f"bench_sizes: {tool} is not installed (apt-get install mlir-19-tools llvm-19)")
    bins = {"opt": os.path.join(root, "target/release/llmir-opt"),
            "translate": os.path.join(root, "target/release/llmir-translate")}
    for b in bins.values():
        if not os.access(b, os.X_OK):
            sys.exit(f"bench_sizes: {b} is not built (cargo build --release)")
    workdir = a.keep or tempfile.mkdtemp(prefix="llmir-bench-")
    os.makedirs(workdir, exist_ok=True)
    try:
        sizes = [float(s) for s in a.sizes.split(",") if s]
        inputs = build_inputs([int(s) if s == int(s) else s for s in sizes], workdir) + a.input
        try:
            load = open("/proc/loadavg").read().split()[:3]
        except OSError:
            load = ["?"]
        overhead = harness_overhead()
        print(f"# {a.runs} alternating runs per tool, medians; load average before: {' '.join(load)}; "
              f"{os.cpu_count()} CPUs; harness overhead {overhead * 1000:.1f} ms subtracted from wall times")
        print(f"{'input':<22}{'job':<10}{'MB':>7}  {'llmir s':>8} {'ref s':>8} {'speed':>6}  "
              f"{'llmir cpu':>9} {'ref cpu':>8}  {'llmir MiB':>9} {'ref MiB':>8} {'mem':>5}  {'llmir s/MB':>10}")
        for path in inputs:
            mb = os.path.getsize(path) / 1e6
            for job in a.jobs.split(","):
                ours_cmd, ref_cmd = jobs_for(path, bins)[job]
                ours, ref = [], []
                for _ in range(a.runs):
                    ours.append(run_once(ours_cmd))
                    ref.append(run_once(ref_cmd))
                med = lambda rs, i: statistics.median(r[i] for r in rs)
                ow, oc, om = med(ours, 0) - overhead, med(ours, 1), med(ours, 2) / 1024
                rw, rc, rm = med(ref, 0) - overhead, med(ref, 1), med(ref, 2) / 1024
                print(f"{os.path.basename(path):<22}{job:<10}{mb:>7.1f}  {ow:>8.3f} {rw:>8.3f} {rw / ow:>5.2f}x  "
                      f"{oc:>9.3f} {rc:>8.3f}  {om:>9.0f} {rm:>8.0f} {om / rm:>5.2f}  {ow / mb:>10.4f}", flush=True)
    finally:
        if not a.keep:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
