#!/usr/bin/env python3
"""No function in src/ or runtime/ longer than LIMIT lines.

A function is found by its definition at the start of a line (a line that
ends in `) {`, or a lone `{` after a line that ends in `)`) and ends at the
first `}` at the start of a line. The few functions allowed to be longer are
in LONGER with their reason and their current length: the check fails when
one of them grows past it or when an entry names a function that is no
longer that long (so the list only shrinks).

    python3 tests/structure/funclen.py [--root DIR]
Prints each violation, then `N passed, M failed`; exit 1 when any.
"""
import argparse
import glob
import os
import re
import sys

LIMIT = 150

LONGER = {
    # none today; an entry is (file, function): (allowed length, why)
}

DEF_LINE = re.compile(r"^[A-Za-z_].*\)\s*\{\s*$")
DEF_HEAD = re.compile(r"^[A-Za-z_].*\)\s*$")
NAME = re.compile(r"([A-Za-z_][A-Za-z_0-9]*)\s*\(")
NOT_FUNC = ("typedef", "struct ", "enum ", "union ", "#")


def functions(path):
    """(name, first line, length) of each function defined in path."""
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    start = name = None
    for i, line in enumerate(lines):
        if start is None:
            head = None
            if DEF_LINE.match(line) and not line.startswith(NOT_FUNC):
                head = line
            elif line == "{" and i > 0 and DEF_HEAD.match(lines[i - 1]) and not lines[i - 1].startswith(NOT_FUNC):
                head = lines[i - 1]
            if head:
                m = NAME.search(head)
                start, name = i, m.group(1) if m else "?"
        elif line.startswith("}"):
            yield name, start + 1, i - start + 1
            start = None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    root = os.path.normpath(ap.parse_args().root)
    files = sorted(glob.glob(os.path.join(root, "src", "**", "*.c"), recursive=True) +
                   glob.glob(os.path.join(root, "runtime", "**", "*.c"), recursive=True))
    if not files:
        print(f"FAIL no C files under {root}")
        return 1
    passed = failed = 0
    seen = set()
    for path in files:
        rel = os.path.relpath(path, root)
        for name, first, n in functions(path):
            allowed, _ = LONGER.get((rel, name), (LIMIT, None))
            if n > LIMIT:
                seen.add((rel, name))
            if n > allowed:
                print(f"FAIL {rel}:{first}: {name} is {n} lines (at most {allowed}: split it)")
                failed += 1
            else:
                passed += 1
    for key in sorted(set(LONGER) - seen):
        print(f"FAIL {key[0]}: {key[1]} is listed in LONGER but is not over {LIMIT} lines: drop the entry")
        failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
