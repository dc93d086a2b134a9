#!/usr/bin/env bash
# Installs what llmir needs on a fresh Debian bookworm machine (as root):
# Debian's LLVM 19 development files, which the default `llvm` feature links.
set -euo pipefail
if [[ -x /usr/lib/llvm-19/bin/llvm-config ]]; then
  exit 0
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "llmir needs Debian's llvm-19-dev; run as root or: sudo apt-get install llvm-19-dev" >&2
  exit 1
fi
echo "installing llvm-19-dev (LLVM 19 for the llvm feature)" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-19-dev >/dev/null
