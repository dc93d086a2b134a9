#!/usr/bin/env python3
"""Parse + verify + print benchmark on the Lua interpreter's module.

Times `llmir-opt` (release build) on ../shared/corpus/lua/lua.generic.mlir
(printed generic) or, with `--input ../shared/corpus/lua/lua.mlir`, on the
custom form (printed custom), best of N runs, with peak memory;
when mlir-opt-19 is installed it times that too and prints the ratios.
Usage: scripts/bench.py [--runs N] [--input FILE]
"""
import argparse, os, resource, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)

def measure(cmd, runs):
    best, peak = None, 0
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        t = time.perf_counter()
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        dt = time.perf_counter() - t
        if p.returncode != 0:
            sys.exit(f"{cmd[0]} failed: {p.stderr.decode()[:500]}")
        best = dt if best is None else min(best, dt)
        # ru_maxrss of children is the max over all children so far; a fresh
        # process per tool (below) keeps the two tools apart.
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return best, peak

def generic_flag(path):
    """Generic-form inputs are printed generic, custom-form ones custom."""
    return ["--mlir-print-op-generic"] if path.endswith(".generic.mlir") else []

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--input", default=os.path.join(root, "../shared/corpus/lua/lua.generic.mlir"))
    ap.add_argument("--tool", default=None, help="internal: measure one tool")
    a = ap.parse_args()
    if a.tool:
        best, peak = measure([a.tool] + generic_flag(a.input) + [a.input], a.runs)
        print(f"{best} {peak}")
        return
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "llmir-opt"], cwd=root, check=True)
    tools = [("llmir-opt", os.path.join(root, "target/release/llmir-opt"))]
    ref = subprocess.run(["sh", "-c", "command -v mlir-opt-19"], capture_output=True, text=True).stdout.strip()
    if ref:
        tools.append(("mlir-opt-19", ref))
    size = os.path.getsize(a.input) / 1e6
    results = {}
    for name, path in tools:
        out = subprocess.run([sys.executable, __file__, "--tool", path, "--runs", str(a.runs), "--input", a.input],
                             capture_output=True, text=True, check=True).stdout.split()
        best, peak = float(out[0]), int(out[1])
        results[name] = (best, peak)
        print(f"{name:12} parse+print {size:.1f} MB: {best*1000:8.1f} ms (best of {a.runs}), peak RSS {peak/1024:7.1f} MiB")
    if "mlir-opt-19" in results:
        (t1, m1), (t2, m2) = results["llmir-opt"], results["mlir-opt-19"]
        print(f"speed: llmir-opt is {t2/t1:.2f}x as fast as mlir-opt-19; peak memory ratio {m1/m2:.2f}")
    else:
        print("mlir-opt-19 not installed (apt-get install mlir-19-tools) - no comparison")

if __name__ == "__main__":
    main()
