#!/usr/bin/env python3
"""The layering of src/, proved from the #include lines.

Each folder of src/ is a layer; a file may include headers of its own layer
and of the layers it is allowed to build on (LAYERS below), never of a layer
above. Every include of a project header names its layer ("engine/exec.h"),
and no source file includes a .c file.

    python3 tests/structure/layers.py [--src DIR]
Prints each violation (file:line: what it includes and why that is not
allowed), then `N passed, M failed`; exit 1 when any.
"""
import argparse
import os
import re
import sys

# Layer -> the layers below it that it may use. Keep in step with the
# diagram in docs/ARCHITECTURE.md.
LAYERS = {
    "base": [],
    "expr": ["base"],
    "solver": ["base", "expr"],
    "ir": ["base", "expr"],
    "front": ["base", "expr", "ir"],
    "engine": ["base", "expr", "solver", "ir", "native32"],
    "out": ["base", "expr", "solver", "ir", "engine"],
    "cc": ["base", "expr", "ir", "front", "concolic"],
    "cli": ["base", "expr", "solver", "ir", "front", "cc", "engine", "out", "replay", "concolic"],
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def check_file(src, layer, path):
    """Yields (line number, message) for each include that breaks the rules."""
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        m = INCLUDE.match(line)
        if not m:
            continue
        inc = m.group(1)
        if inc.endswith(".c"):
            yield n, f'includes the source file "{inc}"'
            continue
        parts = inc.split("/")
        if len(parts) != 2:
            yield n, f'"{inc}" does not name its layer (write "LAYER/{parts[-1]}")'
            continue
        target = parts[0]
        if target == layer:
            if not os.path.exists(os.path.join(src, inc)):
                yield n, f'"{inc}" does not exist'
            continue
        if target not in LAYERS and target not in ("replay", "concolic", "native32"):
            yield n, f'"{inc}": no layer {target}'
        elif target not in LAYERS[layer]:
            yield n, f'{layer} includes "{inc}" of layer {target}, which is not below it'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", default=os.path.join(os.path.dirname(__file__), "..", "..", "src"))
    args = ap.parse_args()
    src = os.path.normpath(args.src)
    passed = failed = 0
    for entry in sorted(os.listdir(src)):
        full = os.path.join(src, entry)
        if not os.path.isdir(full):
            print(f"FAIL {full}: a file outside every layer (src/ holds only layer folders)")
            failed += 1
            continue
        if entry not in LAYERS:
            print(f"FAIL {full}: not a layer of LAYERS in {__file__}")
            failed += 1
            continue
        for name in sorted(os.listdir(full)):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(full, name)
            bad = list(check_file(src, entry, path))
            for n, msg in bad:
                print(f"FAIL {path}:{n}: {msg}")
            if bad:
                failed += 1
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
