#!/usr/bin/env python3
"""symx bmc against symx run on loop programs where path enumeration explodes.

    python3 bench/bmc/run.py [--symx ./symx] [--runs 3] [--max-time 60] [NAME...]

For each program, each run measures, one after the other (side by side in one
invocation): `symx bmc --unwind K` (merging states), `symx bmc --unwind K
--no-merge` (unwinding alone: path enumeration with the bound) and `symx run`,
each with --max-time. Prints a Markdown table of medians: wall time, verdict,
paths ended, most states waiting at once, solver queries, states merged.
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
# name -> the bound that covers the program's loops
PROGRAMS = {"branches": 20, "array_max": 8, "state_machine": 16, "seed004_ex1": 3}
# programs kept in tests/bmc rather than copied here
ELSEWHERE = {"seed004_ex1": os.path.join(HERE, "..", "..", "tests", "bmc", "seed004_ex1.c")}
MODES = [("bmc", ["bmc", "--unwind", "{k}"]), ("bmc --no-merge", ["bmc", "--unwind", "{k}", "--no-merge"]),
         ("run", ["run"])]


def measure(symx, args, src, max_time, tmp):
    out = tempfile.mkdtemp(dir=tmp)
    t0 = time.time()
    subprocess.run([symx] + args + ["-q", "--max-time", str(max_time), "-o", out, src],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.time() - t0
    with open(os.path.join(out, "summary.json")) as f:
        s = json.load(f)
    verdict = "complete" if s["complete"] else "stopped by %s" % s.get("stopped_by")
    if any(e["kind"] != "unsupported" for e in s["errors"]):
        verdict += ", %d errors" % sum(e["kind"] != "unsupported" for e in s["errors"])
    return {"wall": wall, "verdict": verdict, "paths": s["paths"], "max_states": s["max_states"],
            "queries": s["queries"], "merged": s.get("merged_states", 0)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--symx", default=os.path.join(HERE, "..", "..", "symx"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--max-time", type=float, default=60)
    ap.add_argument("names", nargs="*")
    opts = ap.parse_args()
    symx = os.path.abspath(opts.symx)
    names = opts.names or list(PROGRAMS)
    tmp = tempfile.mkdtemp(prefix="symx-bench-bmc-")
    res = {(n, m): [] for n in names for m, _ in MODES}
    for r in range(opts.runs):
        for n in names:
            for m, args in MODES:
                a = [x.format(k=PROGRAMS[n]) for x in args]
                res[(n, m)].append(measure(symx, a, ELSEWHERE.get(n, os.path.join(HERE, n + ".c")), opts.max_time, tmp))
                print("run %d %s %s: %.2f s" % (r + 1, n, m, res[(n, m)][-1]["wall"]), file=sys.stderr)
    print("| program | command | wall s (median of %d) | verdict | paths | max states | queries | merged |"
          % opts.runs)
    print("|---|---|---|---|---|---|---|---|")
    for n in names:
        for m, args in MODES:
            rs = res[(n, m)]
            med = lambda key: statistics.median(x[key] for x in rs)
            verdicts = sorted({x["verdict"] for x in rs})
            print("| %s | %s | %.2f | %s | %d | %d | %d | %d |"
                  % (n, " ".join(a.format(k=PROGRAMS[n]) for a in args), med("wall"), " / ".join(verdicts),
                     med("paths"), med("max_states"), med("queries"), med("merged")))


if __name__ == "__main__":
    main()
