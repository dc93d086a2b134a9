#!/usr/bin/env python3
"""Differential test of llmir-filecheck against LLVM's FileCheck-19.

For every RUN line of the upstream conformance files that pipes into
FileCheck, the reference tools (mlir-opt-19 / mlir-translate-19) produce
the output the check lines were written for. That output is then damaged
many ways (lines dropped, swapped, duplicated, moved, truncated; tokens
changed; characters deleted or recased; whitespace added) and both
FileChecks judge every variant with the RUN line's own options. The two
verdicts (exit statuses) must agree.

  python3 scripts/filecheck_damage.py [--per-run N] [--seed S] [--show K] [--min-agreement P]

Needs mlir-19-tools and llvm-19-tools (FileCheck). Prints the agreement
and writes the disagreeing cases to target/filecheck-damage/.
"""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UPSTREAM = os.path.join(ROOT, "..", "shared", "conformance", "upstream")
LLVM_BIN = "/usr/lib/llvm-19/bin"


def run_lines(path):
    """The file's RUN commands, continuations joined."""
    cmds, cur = [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            part = m.group(1).rstrip()
            cont = part.endswith("\\")
            part = part[:-1] if cont else part
            cur = part if cur is None else cur + " " + part.strip()
            if not cont:
                cmds.append(cur.strip())
                cur = None
    return cmds


def reference_cases():
    """(test file, producer command, FileCheck arguments) for each RUN line
    that ends in FileCheck."""
    cases = []
    for dirpath, _, files in os.walk(UPSTREAM):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            for cmd in run_lines(path):
                stages = cmd.split("|")
                last = stages[-1].strip()
                if len(stages) < 2 or not last.startswith("FileCheck"):
                    continue
                producer = "|".join(stages[:-1])
                producer = re.sub(r"(?<![\w/.-])mlir-opt(?![\w-])", "mlir-opt-19", producer)
                producer = re.sub(r"(?<![\w/.-])mlir-translate(?![\w-])", "mlir-translate-19", producer)
                producer = re.sub(r"(?<![\w/.-])not(?![\w-])", LLVM_BIN + "/not", producer)
                producer = producer.replace("%s", shlex.quote(path))
                args = [a.replace("%s", path) for a in shlex.split(last)[1:]]
                cases.append((path, producer, args))
    return sorted(cases)


def produce(producer):
    r = subprocess.run(["bash", "-c", "set -o pipefail; " + producer], capture_output=True)
    return r.stdout


TOKEN = re.compile(rb"[A-Za-z0-9_]+")


def damage(text, rng):
    """One damaged copy of `text` and a word for what was done."""
    lines = text.split(b"\n")
    n = len(lines)
    kind = rng.choice(
        ["drop", "drop", "swap", "dup", "move", "token", "token", "token", "char", "case", "space", "truncate", "blank"]
    )
    i = rng.randrange(n)
    if kind == "drop":
        del lines[i]
    elif kind == "swap" and n > 1:
        j = min(i + 1, n - 1) if i + 1 < n else i - 1
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "dup":
        lines.insert(i, lines[i])
    elif kind == "move":
        line = lines.pop(i)
        lines.insert(rng.randrange(len(lines) + 1), line)
    elif kind == "token":
        toks = list(TOKEN.finditer(lines[i]))
        for _ in range(20):
            if toks:
                break
            i = rng.randrange(n)
            toks = list(TOKEN.finditer(lines[i]))
        if toks:
            t = rng.choice(toks)
            word = t.group(0)
            choice = rng.randrange(4)
            if choice == 0 and re.search(rb"\d", word):
                pos = [k for k, c in enumerate(word) if chr(c).isdigit()]
                k = rng.choice(pos)
                new = word[:k] + str((int(chr(word[k])) + 1) % 10).encode() + word[k + 1 :]
            elif choice == 1:
                others = TOKEN.findall(text)
                new = rng.choice(others)
            elif choice == 2:
                new = word + b"x"
            else:
                new = word[:-1] if len(word) > 1 else b"z"
            lines[i] = lines[i][: t.start()] + new + lines[i][t.end() :]
    elif kind == "char" and lines[i]:
        k = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:k] + lines[i][k + 1 :]
    elif kind == "case" and lines[i]:
        k = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:k] + lines[i][k : k + 1].swapcase() + lines[i][k + 1 :]
    elif kind == "space" and lines[i]:
        k = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:k] + rng.choice([b" ", b"  ", b"\t"]) + lines[i][k:]
    elif kind == "truncate":
        lines = lines[:i]
    elif kind == "blank":
        lines.insert(i, b"")
    return b"\n".join(lines), kind


def verdict(tool, args, data):
    r = subprocess.run([tool] + args + ["--dump-input=never"], input=data, capture_output=True)
    return r.returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-run", type=int, default=60, help="damaged variants per RUN line")
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--filecheck", default=os.path.join(ROOT, "target", "release", "llmir-filecheck"))
    ap.add_argument("--reference", default=os.path.join(LLVM_BIN, "FileCheck"))
    ap.add_argument("--show", type=int, default=5, help="disagreements to print")
    ap.add_argument("--min-agreement", type=float, default=100.0, help="percent below which to exit 1")
    opts = ap.parse_args()
    out_dir = os.path.join(ROOT, "target", "filecheck-damage")
    os.makedirs(out_dir, exist_ok=True)

    jobs = []
    rng = random.Random(opts.seed)
    for path, producer, args in reference_cases():
        text = produce(producer)
        if not text:
            continue
        jobs.append((path, args, text, "original"))
        for _ in range(opts.per_run):
            data, kind = damage(text, rng)
            jobs.append((path, args, data, kind))

    def judge(job):
        path, args, data, kind = job
        return job, verdict(opts.reference, args, data), verdict(opts.filecheck, args, data)

    agree = 0
    rejected = 0
    failures = []
    kinds = {}
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for (path, args, data, kind), ref, ours in pool.map(judge, jobs):
            stats = kinds.setdefault(kind, [0, 0])
            stats[0] += 1
            rejected += ref != 0
            if ref == ours:
                agree += 1
                stats[1] += 1
            else:
                failures.append((path, args, data, kind, ref, ours))
    for k, (path, args, data, kind, ref, ours) in enumerate(failures):
        base = os.path.join(out_dir, f"case{k}")
        with open(base + ".input", "wb") as f:
            f.write(data)
        with open(base + ".cmd", "w") as f:
            f.write(" ".join(shlex.quote(a) for a in args) + f"\n# {path} ({kind}): FileCheck-19 {ref}, llmir-filecheck {ours}\n")
        if k < opts.show:
            print(f"disagree: {os.path.relpath(path, UPSTREAM)} ({kind}) FileCheck-19={ref} llmir={ours}: {base}.input")
    total = len(jobs)
    passes = sum(1 for j in jobs if j[3] == "original")
    print("by damage kind: " + ", ".join(f"{k} {v[1]}/{v[0]}" for k, v in sorted(kinds.items())))
    print(f"FileCheck-19 rejected {rejected} of the {total} inputs")
    print(f"{total} cases ({passes} RUN lines), {agree} agree, {total - agree} disagree: {100.0 * agree / max(total, 1):.2f}% agreement")
    return 0 if 100.0 * agree / max(total, 1) >= opts.min_agreement else 1


if __name__ == "__main__":
    sys.exit(main())
