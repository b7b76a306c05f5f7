#!/usr/bin/env python3
"""A growing bound (symx bmc without --unwind): this symx against another
build, side by side in one invocation, medians.

    python3 bench/bmc/grow.py --baseline OLD_SYMX [--symx ./symx] [--runs 3]
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = ["tests/bmc/seed004_ex2.c", "tests/bmc/grow.c", "tests/diff/ctrl/recursion.c",
            "bench/bmc/state_machine.c", "bench/bmc/array_max.c"]


def measure(symx, src, tmp):
    out = tempfile.mkdtemp(dir=tmp)
    t0 = time.time()
    subprocess.run([symx, "bmc", "-q", "--max-time", "60", "-o", out, src],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    wall = time.time() - t0
    with open(os.path.join(out, "summary.json")) as f:
        s = json.load(f)
    return wall, s["complete"], s.get("bound"), s["instructions"], s["queries"], s["tests"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symx", default=os.path.join(ROOT, "symx"))
    ap.add_argument("--baseline", required=True)
    ap.add_argument("--runs", type=int, default=3)
    o = ap.parse_args()
    tools = [("symx", os.path.abspath(o.symx)), ("baseline", os.path.abspath(o.baseline))]
    tmp = tempfile.mkdtemp(prefix="symx-grow-")
    res = {}
    for r in range(o.runs):
        for p in PROGRAMS:
            for name, path in tools:
                res.setdefault((p, name), []).append(measure(path, os.path.join(ROOT, p), tmp))
                print("run %d %s %s %.2f s" % (r + 1, p, name, res[(p, name)][-1][0]), file=sys.stderr)
    print("| program | build | wall s (median of %d) | complete | bound | instructions | queries | tests |" % o.runs)
    print("|---|---|---|---|---|---|---|---|")
    for p in PROGRAMS:
        for name, _ in tools:
            rs = res[(p, name)]
            med = lambda i: statistics.median(x[i] for x in rs)
            print("| %s | %s | %.2f | %s | %s | %d | %d | %d |" % (p, name, med(0), rs[0][1], rs[0][2], med(3),
                                                                  med(4), med(5)))


if __name__ == "__main__":
    main()
