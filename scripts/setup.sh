#!/usr/bin/env bash
# Installs what symx needs on a fresh Debian machine (Debian packages only)
# and builds it. Safe to run again.
set -euo pipefail
need=(clang-16 lld-16 llvm-16-dev llvm-16-tools libz3-dev z3 libclang-rt-16-dev libzstd-dev libxml2-dev libncurses-dev zlib1g-dev lcov make gcc python3 binutils
      python3-yaml python3-jsonschema  # tests/svcomp checks YAML witnesses against their schema
      libc6-dev-i386 lib32gcc-12-dev  # ILP32 (-m32) programs
      qemu-user)  # replays them where the kernel cannot execute i386 programs
missing=()
for p in "${need[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
make -j"$(nproc)" all
