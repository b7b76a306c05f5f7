#!/usr/bin/env python3
"""A growing bound (symx bmc without --unwind): each bound a new run (the
default) against --resume (one run; the states a bound stops go on when it
doubles), side by side in one invocation, medians.

    python3 bench/bmc/grow.py [--symx ./symx] [--runs 3]
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = ["tests/bmc/seed004_ex2.c", "tests/bmc/grow.c", "tests/diff/ctrl/recursion.c",
            "bench/bmc/state_machine.c", "bench/bmc/array_max.c", "tests/diff/fp/arith_double.c"]


def measure(cmd, src, tmp):
    out = tempfile.mkdtemp(dir=tmp)
    t0 = time.time()
    subprocess.run(cmd + ["-q", "--max-time", "60", "-o", out, src],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    wall = time.time() - t0
    with open(os.path.join(out, "summary.json")) as f:
        s = json.load(f)
    return wall, s["complete"], s.get("bound"), s["instructions"], s["queries"], s["tests"], s["merged_states"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symx", default=os.path.join(ROOT, "symx"))
    ap.add_argument("--runs", type=int, default=3)
    o = ap.parse_args()
    symx = os.path.abspath(o.symx)
    tools = [("bmc", [symx, "bmc"]), ("bmc --resume", [symx, "bmc", "--resume"])]
    tmp = tempfile.mkdtemp(prefix="symx-grow-")
    res = {}
    for r in range(o.runs):
        for p in PROGRAMS:
            for name, path in tools:
                res.setdefault((p, name), []).append(measure(path, os.path.join(ROOT, p), tmp))
                print("run %d %s %s %.2f s" % (r + 1, p, name, res[(p, name)][-1][0]), file=sys.stderr)
    print("| program | command | wall s (median of %d) | complete | bound | instructions | queries | tests | merged |"
          % o.runs)
    print("|---|---|---|---|---|---|---|---|---|")
    for p in PROGRAMS:
        for name, _ in tools:
            rs = res[(p, name)]
            med = lambda i: statistics.median(x[i] for x in rs)
            print("| %s | %s | %.2f | %s | %s | %d | %d | %d | %d |"
                  % (p, name, med(0), " / ".join(sorted({str(x[1]) for x in rs})), rs[0][2], med(3), med(4),
                     med(5), med(6)))


if __name__ == "__main__":
    main()
