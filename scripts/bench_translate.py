#!/usr/bin/env python3
"""Translation benchmark on the Lua interpreter's module.

Times, best of N runs (wall clock, whole process), on
../shared/corpus/lua/lua.mlir:
  .mlir -> .ll   llmir-translate --mlir-to-llvmir   vs  mlir-translate-19 --mlir-to-llvmir
  .mlir -> .o    llmir-translate --mlir-to-object -O0
                 vs  mlir-translate-19 --mlir-to-llvmir | llc-19 -O0 -filetype=obj
and prints the ratios (reference time / llmir time; above 1 means llmir
is faster). The reference rows are skipped when the tools are missing.
Usage: scripts/bench_translate.py [--runs N] [--input FILE] [--opt-level N]
"""
import argparse, os, shutil, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)


def best_of(cmd, runs, shell=False):
    best = None
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.run(cmd, shell=shell, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        dt = time.perf_counter() - t
        if p.returncode != 0:
            sys.exit(f"failed: {cmd}\n{p.stderr.decode()[:500]}")
        best = dt if best is None else min(best, dt)
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--input", default=os.path.join(root, "../shared/corpus/lua/lua.mlir"))
    ap.add_argument("--opt-level", default="0", help="code generation level for the object rows")
    a = ap.parse_args()
    tool = os.path.join(root, "target/release/llmir-translate")
    if not os.access(tool, os.X_OK):
        sys.exit("build first: cargo build --release --bin llmir-translate")
    have_ref = shutil.which("mlir-translate-19") and shutil.which("llc-19")
    o = f"-O{a.opt_level}"
    with tempfile.TemporaryDirectory() as tmp:
        ll, obj = os.path.join(tmp, "out.ll"), os.path.join(tmp, "out.o")
        rows = [
            (".mlir -> .ll", [tool, "--mlir-to-llvmir", a.input, "-o", ll], False,
             ["mlir-translate-19", "--mlir-to-llvmir", a.input, "-o", ll], False),
            (f".mlir -> .o ({o})", [tool, "--mlir-to-object", o, a.input, "-o", obj], False,
             f"mlir-translate-19 --mlir-to-llvmir '{a.input}' | llc-19 {o} -filetype=obj -o '{obj}'", True),
        ]
        print(f"input: {a.input} ({os.path.getsize(a.input) / 1e6:.1f} MB), best of {a.runs}")
        for name, mine, mine_sh, ref, ref_sh in rows:
            t = best_of(mine, a.runs, mine_sh)
            line = f"{name:22} llmir-translate {t:7.3f} s"
            if have_ref:
                r = best_of(ref, a.runs, ref_sh)
                line += f"   reference {r:7.3f} s   ratio {r / t:5.2f}x"
            print(line)


if __name__ == "__main__":
    main()
