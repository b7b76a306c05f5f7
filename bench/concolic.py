#!/usr/bin/env python3
"""Concrete speed of `symx cc` programs (issue 15): one program built four
ways and run side by side, round-robin, in one invocation; medians.

    python3 bench/concolic.py [--runs 11] [PROGRAM.c ...]   (default bench/concrete_loop.c)

  native -O0    clang -O0, as bench/run.py builds its native baseline
  symx cc       the instrumented program (symx cc, native code at -O2)
  symx cc -O0   the same with the native code at -O0 (the instrumentation's
                own cost, without the optimiser's help on the program)
  symx run      symx interpreting the program (one path: it is concrete)

Times are wall seconds of each child process (symx cc and clang are not
timed; symx run includes its clang front end, as bench/run.py does, and its
own time_s from summary.json is shown too). The machine may be loaded by
other work: compare the columns of one invocation only.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
CLANG = "/usr/lib/llvm-16/bin/clang"


def timed(cmd, env=None):
    t = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    return time.perf_counter() - t, p.returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="*", default=[os.path.join(BENCH, "concrete_loop.c")])
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--symx", default=os.path.join(ROOT, "symx"))
    a = ap.parse_args()
    env = dict(os.environ, SYMX_HOME=os.path.dirname(os.path.abspath(a.symx)))  # its own runtime
    tmp = tempfile.mkdtemp(prefix="symx-bench-cc-")
    inc = "-I" + os.path.join(ROOT, "runtime", "include")
    print("| program | native -O0 (s) | symx cc (s) | symx cc -O0 (s) | symx run (s) | symx run time_s | "
          "cc / native | cc -O0 / native | run / cc |")
    print("|---|---|---|---|---|---|---|---|---|")
    for prog in a.programs:
        name = os.path.splitext(os.path.basename(prog))[0]
        nat, cc, cc0 = (os.path.join(tmp, name + s) for s in (".native", ".cc", ".cc0"))
        subprocess.run([CLANG, "-O0", inc, prog, os.path.join(ROOT, "tests", "concolic", "native_inputs.c"),
                        "-o", nat], check=True)
        subprocess.run([a.symx, "cc", "-o", cc, prog], check=True, env=env)
        subprocess.run([a.symx, "cc", "-O0", "-o", cc0, prog], check=True, env=env)
        t = {"native": [], "cc": [], "cc0": [], "run": [], "run_time_s": []}
        codes = set()
        for i in range(a.runs):
            for key, cmd in (("native", [nat]), ("cc", [cc]), ("cc0", [cc0]),
                             ("run", [a.symx, "run", "-o", os.path.join(tmp, "%s-out%d" % (name, i)), prog])):
                s, rc = timed(cmd, env)
                t[key].append(s)
                if key != "run":
                    codes.add(rc)
                elif rc != 0:
                    print("symx run exited %d" % rc, file=sys.stderr)
                    return 1
            summary = os.path.join(tmp, "%s-out%d" % (name, i), "summary.json")
            t["run_time_s"].append(json.load(open(summary))["time_s"])
            print("run %d/%d done" % (i + 1, a.runs), file=sys.stderr)
        m = {k: statistics.median(v) for k, v in t.items()}
        if len(codes) != 1:
            print("the builds' exit codes differ: %s" % codes, file=sys.stderr)
            return 1
        print("| %s | %.4f | %.4f | %.4f | %.3f | %.3f | %.2f | %.2f | %.0f |"
              % (name, m["native"], m["cc"], m["cc0"], m["run"], m["run_time_s"], m["cc"] / m["native"],
                 m["cc0"] / m["native"], m["run"] / m["cc"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
