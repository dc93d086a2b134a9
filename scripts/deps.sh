#!/usr/bin/env bash
# Installs what llmir needs on a fresh Debian bookworm machine (as root):
# Debian's LLVM 19 development files, which the default `llvm` feature
# links (and a C++ compiler for the one C++ file built against them), and LLVM 19's tools (FileCheck, not, count, split-file), which the
# conformance run uses with Python's lit.
set -euo pipefail
missing=()
[[ -x /usr/lib/llvm-19/bin/llvm-config ]] || missing+=(llvm-19-dev)
[[ -x /usr/lib/llvm-19/bin/FileCheck ]] || missing+=(llvm-19-tools)
# build.rs compiles src/emit/print_parts.cpp against LLVM's C++ headers.
command -v c++ >/dev/null || missing+=(g++)
# LLVM's static libraries (linked into llmir-translate, see build.rs) need
# zstd's link-time library, which llvm-19-dev does not pull in.
[[ -e /usr/include/zstd.h ]] || missing+=(libzstd-dev)
if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "llmir needs Debian's ${missing[*]}; run as root or: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
  echo "installing ${missing[*]} (LLVM 19)" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The conformance runner drives LLVM's lit (a Python package).
if ! python3 -c 'import lit, psutil' 2>/dev/null; then
  echo "installing Python's lit and psutil (pip)" >&2
  # Debian's own python3 refuses pip installs (PEP 668) unless told to;
  # lit is not packaged by Debian.
  python3 -m pip install -q lit psutil >&2 ||
    python3 -m pip install -q --break-system-packages lit psutil >&2
fi
