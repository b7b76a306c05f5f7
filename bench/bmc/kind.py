#!/usr/bin/env python3
"""symx bmc --k-induction against plain symx bmc and symx run on unbounded loops.

    python3 bench/bmc/kind.py [--symx ./symx] [--runs 3] [--max-time 10] [PROGRAM...]

For each program (bench/bmc/kind_*.c, and seed004's second example, whose
loop is bounded by a byte), each run measures, one after the other (side by
side in one invocation): `symx bmc --k-induction`, the same with
--no-invariants, `symx bmc` (a growing bound) and `symx run`, each with
--max-time. Prints a Markdown table of medians: wall time, verdict, the
last bound (k), the k-induction step case and the invariants it assumed.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.join(HERE, "..", "..")
PROGRAMS = [os.path.join(HERE, "kind_counter.c"), os.path.join(HERE, "kind_toggle.c"),
            os.path.join(HERE, "kind_window.c"), os.path.join(HERE, "kind_phases.c"),
            os.path.join(HERE, "kind_nested.c"), os.path.join(REPO, "tests", "bmc", "seed004_ex2.c")]
MODES = [("bmc --k-induction", ["bmc", "--k-induction"]),
         ("bmc --k-induction --no-invariants", ["bmc", "--k-induction", "--no-invariants"]),
         ("bmc", ["bmc"]), ("run", ["run"])]


def measure(symx, args, src, max_time, tmp):
    out = tempfile.mkdtemp(dir=tmp)
    os.rmdir(out)
    t0 = time.time()
    subprocess.run([symx] + args + ["-q", "--max-time", str(max_time), "-o", out, src],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.time() - t0
    with open(os.path.join(out, "summary.json")) as f:
        s = json.load(f)
    bugs = sum(e["kind"] != "unsupported" for e in s["errors"])
    verdict = ("bug" if bugs else "proof" if s["complete"] else "unknown (%s)" % s.get("stopped_by"))
    kind = s.get("k_induction", {})
    return {"wall": wall, "verdict": verdict, "bound": s.get("bound", "-"), "step": kind.get("step", "-"),
            "invariants": len(kind.get("invariants", [])) if kind else "-"}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--symx", default=os.path.join(REPO, "symx"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--max-time", type=float, default=10)
    ap.add_argument("programs", nargs="*")
    opts = ap.parse_args()
    symx = os.path.abspath(opts.symx)
    progs = opts.programs or PROGRAMS
    tmp = tempfile.mkdtemp(prefix="symx-bench-kind-")
    res = {(p, m): [] for p in progs for m, _ in MODES}
    for r in range(opts.runs):
        for p in progs:
            for m, args in MODES:
                res[(p, m)].append(measure(symx, args, p, opts.max_time, tmp))
                print("run %d %s %s: %.2f s" % (r + 1, os.path.basename(p), m, res[(p, m)][-1]["wall"]),
                      file=sys.stderr)
    print("| program | command | wall s (median of %d) | verdict | bound (k) | step case | invariants |" % opts.runs)
    print("|---|---|---|---|---|---|---|")
    for p in progs:
        for m, _ in MODES:
            rs = res[(p, m)]
            last = lambda key: " / ".join(sorted({str(x[key]) for x in rs}))
            print("| %s | %s | %.2f | %s | %s | %s | %s |"
                  % (os.path.basename(p), m, statistics.median(x["wall"] for x in rs), last("verdict"),
                     last("bound"), last("step"), last("invariants")))


if __name__ == "__main__":
    main()
