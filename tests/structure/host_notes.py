#!/usr/bin/env python3
"""Checks how tests/run_all.py reads what runners say of the host: a check
skipped for want of something counts as skipped, one done another way
(ILP32 under qemu-i386) is listed but not counted, and a host that runs
i386 programs natively has nothing to say."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from run_all import host_note  # noqa: E402

CASES = [
    ("note: i386: native", None),
    ("note: i386: qemu: the kernel cannot execute i386 programs", "otherwise"),
    ("note: i386: none: no qemu-i386", "otherwise"),
    ("SKIP host_qemu: qemu-i386 is not installed", "skip"),
    ("PASS  int/add.c (0.3s): 4 tests, under qemu-i386, completeness SKIPPED (ILP32 pass under qemu-i386)", "skip"),
    ("ILP32 native checks of 146 programs ran under qemu-i386 (kernel); their out-of-bounds ...", "otherwise"),
    ("ILP32 native checks of 3 programs SKIPPED: no way to run i386", "skip"),
    ("symx replay: ILP32 tests on this host: run under qemu-i386", "otherwise"),
    ("PASS  libc/sprintf_sym.c (0.2s): 2 tests, 1 skipped", None),
    ("PASS host_probe", None),
]

failed = 0
for line, want in CASES:
    got = host_note(line)
    if got != want:
        print("FAIL %r: %s, want %s" % (line, got, want))
        failed += 1
print("host-notes: %d passed, %d failed" % (len(CASES) - failed, failed))
sys.exit(1 if failed else 0)
