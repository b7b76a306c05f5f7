#!/usr/bin/env python3
"""--subsumption off|exact|abstract side by side (issue 16): paths, time and
states dropped on the --entry programs of tests/diff/entry and the seed's
examples with more room (--max-heap). Python 3 standard library only.

    python3 bench/subsume.py --runs 3            # all, medians of 3
    python3 bench/subsume.py --runs 1 find_list  # a subset (name substrings)
    python3 bench/subsume.py --program DIR/h.c "--entry f --lazy-array 5"  # others too
    python3 bench/subsume.py --baseline OLD/symx ...  # and OLD's exact and abstract columns

`--baseline SYMX` adds the columns `exact (baseline)` and `abstract
(baseline)`: another build's runs, in the same rounds (so the same load).

`--program FILE ARGS` (repeatable) adds a program outside the repository (a
harness of public code fetched beside it, /work/study); symx runs with
`-I runtime/include` for those, so they may include "symx.h".

The three modes of one program run one after another in each round, so that
they share the machine's load; the load average is printed with the table.
A cell is `paths / median s`, then what summary.json says: `C` complete,
`u` a path ended unsupported (a --max-heap cut), `s:N` subsumed, `a:N`
abstract-subsumed, and the errors found (kind:line).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENTRY = os.path.join(REPO, "tests", "diff", "entry")
MODES = ("off", "exact", "abstract")
# The seed's examples again with room for longer lists: without subsumption
# only --max-heap ends them.
SEED = [("find_list", "--entry find --max-heap 8"), ("find_list", "--entry find --max-heap 12"),
        ("list_partition_buggy", "--entry partition --max-heap 8"),
        ("list_partition_fixed", "--entry partition --max-heap 8"),
        ("list_partition_fixed", "--entry partition --max-heap 12"),
        ("array_partition_buggy", "--entry partition --lazy-array 5"),
        ("array_partition_fixed", "--entry partition --lazy-array 5"),
        ("array_partition_fixed", "--entry partition --lazy-array 6")]


def programs(filters, seed=True):
    out = []
    for f in sorted(os.listdir(ENTRY)):
        if not f.endswith(".c") or f.startswith("subsume_"):
            continue
        text = open(os.path.join(ENTRY, f)).read()
        m = re.search(r"^// ARGS:(.*)$", text, re.M)
        out.append((f[:-2], m.group(1).strip() if m else ""))
    out += SEED if seed else []
    return [p for p in out if not filters or any(s in p[0] for s in filters)]


def run(symx, name, args, mode, timeout):
    path = name if name.endswith(".c") else os.path.join(ENTRY, name + ".c")
    extra = ["-I", os.path.join(REPO, "runtime", "include")] if name.endswith(".c") else []
    with tempfile.TemporaryDirectory() as d:
        cmd = [symx, "run", "-q", "-o", os.path.join(d, "out"), "--subsumption", mode] + extra + args.split() + [path]
        try:
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        if not os.path.exists(os.path.join(d, "out", "summary.json")):
            return "n/a"  # refused: a baseline without an option the row uses
        s = json.load(open(os.path.join(d, "out", "summary.json")))
    errs = sorted({"%s:%d" % (e["kind"], e["line"]) for e in s["errors"] if e["kind"] != "unsupported"})
    unsup = any(e["kind"] == "unsupported" for e in s["errors"])
    return s["paths"], s["time_s"], s["complete"], unsup, s["pruned"], errs


def cell(rs):
    if "n/a" in rs:
        return "n/a"
    if any(r is None for r in rs):
        return "timeout"
    paths, _, complete, unsup, pruned, errs = rs[0]
    t = statistics.median(r[1] for r in rs)
    flags = ("C " if complete else "") + ("u " if unsup else "")
    if pruned["subsumed"]:
        flags += "s:%d " % pruned["subsumed"]
    if pruned["abstract-subsumed"]:
        flags += "a:%d " % pruned["abstract-subsumed"]
    if pruned.get("abstract-array"):
        flags += "arr:%d " % pruned["abstract-array"]
    return "%d / %.2f s %s%s" % (paths, t, flags, " ".join(errs))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--symx", default=os.path.join(REPO, "symx"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--program", nargs=2, action="append", default=[], metavar=("FILE", "ARGS"))
    ap.add_argument("--no-seed", action="store_true", help="without the SEED rows (the bigger rooms)")
    ap.add_argument("--baseline", metavar="SYMX", help="another build: its exact and abstract runs as more columns")
    ap.add_argument("filters", nargs="*")
    a = ap.parse_args()
    progs = programs(a.filters, not a.no_seed) + [(os.path.abspath(f), args) for f, args in a.program]
    cols = [(a.symx, m, m) for m in MODES]
    if a.baseline:
        cols += [(a.baseline, m, m + " (baseline)") for m in MODES[1:]]
    res = {(p, c[2]): [] for p in progs for c in cols}
    for k in range(a.runs):
        for p in progs:
            for symx, m, title in cols:
                print("round %d: %s %s (%s)" % (k + 1, p[0], p[1], title), file=sys.stderr)
                res[(p, title)].append(run(symx, p[0], p[1], m, a.timeout))
    print("load average at the end: %s; medians of %d runs\n" % (" ".join(open("/proc/loadavg").read().split()[:3]),
                                                                  a.runs))
    print("| program | options | " + " | ".join(c[2] for c in cols) + " |")
    print("|---|---|" + "---|" * len(cols))
    for p in progs:
        name = os.path.basename(p[0])
        print("| %s | `%s` | %s |" % (name, p[1], " | ".join(cell(res[(p, c[2])]) for c in cols)))


if __name__ == "__main__":
    main()
