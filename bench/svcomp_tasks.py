#!/usr/bin/env python3
"""Runs verifiers side by side on SV-COMP unreach-call tasks and tabulates
their verdicts against the tasks' expected ones. The tasks are not in this
repository: DIR is a copy of (part of) sv-benchmarks, whose .yml task
definitions name the input file, the property file and the expected verdict.

    python3 bench/svcomp_tasks.py --tasks DIR [--list FILE] [--max-time S] [-j N]
        --tool NAME=symx:PATH[' ARGS'] [--tool NAME=cbmc:PATH ...] [--json OUT]

Each tool runs every task with the same time limit (S seconds of wall time,
compilation included). A symx tool is `symx sv-comp` (SYMX_HOME is the
directory of PATH) with ARGS added (e.g. '--engines bmc'); a cbmc tool is CBMC run as SV-COMP wrappers do: with
unwinding assertions and a bound 1, 2, 4, ... that grows until a verdict
or the time limit (true: no property fails, unwinding assertions included;
false: an assertion other than an unwinding assertion fails). The cbmc tool
is written after CBMC's documented output (`[NAME] ...: FAILURE` lines,
VERIFICATION SUCCESSFUL) but was not run yet: CBMC could not be built on
the machine where this script was written.

For each tool the table counts correct true, correct false, wrong (a true
where false is expected or the reverse), unknown, and the wall time: the
sum over all tasks and the median of the tasks it answered correctly. For
symx it also counts which engine answered (the `symx sv-comp: answered by
ENGINE` line of the portfolio; `exploration` for a symx without one). Exit code 1
when any tool gave a wrong verdict.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

import yaml


def tasks_in(root, listfile):
    """(name, source, property file, expected bool, data model) of each unreach-call task."""
    if listfile:
        ymls = [l.strip() for l in open(listfile) if l.strip() and not l.startswith("#")]
    else:
        ymls = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root)
                      for f in fs if f.endswith(".yml"))
    out = []
    for rel in ymls:
        path = os.path.join(root, rel)
        d = yaml.safe_load(open(path))
        files = d["input_files"] if isinstance(d["input_files"], list) else [d["input_files"]]
        model = (d.get("options") or {}).get("data_model", "ILP32")
        for p in d.get("properties") or []:
            if os.path.basename(p["property_file"]) == "unreach-call.prp" and "expected_verdict" in p:
                prp = os.path.normpath(os.path.join(os.path.dirname(path), p["property_file"]))
                out.append((rel, os.path.join(os.path.dirname(path), files[0]), prp,
                            bool(p["expected_verdict"]), model))
    return out


def run_symx(path, task, max_time, work):
    _, src, prp, _, model = task
    path, *extra = path.split()
    out = tempfile.mkdtemp(prefix="s-", dir=work)
    os.rmdir(out)
    env = dict(os.environ, SYMX_HOME=os.path.dirname(os.path.abspath(path)))
    cmd = [path, "sv-comp", "--property", prp, "--data-model", model, "--max-time", str(max_time), *extra, "-o", out, src]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                           timeout=max_time * 2 + 30, env=env)
        lines = p.stdout.strip().splitlines()
    except subprocess.TimeoutExpired:
        lines = ["VERDICT: unknown"]
    m = re.match(r"^VERDICT: (true|false|unknown)", lines[-1] if lines else "")
    engine = "exploration"
    for l in lines:
        e = re.match(r"^symx sv-comp: answered by ([^ (]+)", l)
        if e:
            engine = e.group(1)
    why = next((l[len("symx sv-comp: "):] for l in reversed(lines[:-1]) if l.startswith("symx sv-comp: ")), "")
    return (m.group(1) if m else "unknown"), engine, why


def cbmc_once(path, src, model, unwind, deadline):
    cmd = [path, src, "--unwind", str(unwind), "--unwinding-assertions", "--" + ("32" if model == "ILP32" else "64")]
    left = deadline - time.time()
    if left <= 0:
        return None
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                           timeout=left)
    except subprocess.TimeoutExpired:
        return None
    fails = re.findall(r"^\[([^\]]+)\] .*: FAILURE$", p.stdout, re.M)
    if any(".unwind." not in f and not f.endswith(".recursion") for f in fails):
        return "false"
    if "VERIFICATION SUCCESSFUL" in p.stdout:
        return "true"
    return "grow" if fails else "error"


def run_cbmc(path, task, max_time, work):
    _, src, _, _, model = task
    deadline = time.time() + max_time
    unwind = 1
    while True:
        r = cbmc_once(path, src, model, unwind, deadline)
        if r is None:
            return "unknown", "cbmc", "time limit (unwind %d)" % unwind
        if r == "error":
            return "unknown", "cbmc", "cbmc failed (unwind %d)" % unwind
        if r != "grow":
            return r, "cbmc --unwind %d" % unwind, ""
        unwind *= 2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tasks", required=True, help="a copy of sv-benchmarks (or of some of its categories)")
    ap.add_argument("--list", help="the .yml files to run, relative to --tasks, one a line (default: all)")
    ap.add_argument("--tool", action="append", required=True,
                    help="NAME=symx:PATH (symx sv-comp; PATH may be followed by more of its options) or NAME=cbmc:PATH")
    ap.add_argument("--max-time", type=int, default=10)
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--json", help="write every result to this file")
    a = ap.parse_args()
    tools = []
    for t in a.tool:
        m = re.match(r"^([^=]+)=(symx|cbmc):(.+)$", t)
        if not m:
            ap.error("--tool must be NAME=symx:PATH or NAME=cbmc:PATH, not " + t)
        path, *extra = m.group(3).split()
        tools.append((m.group(1), m.group(2), " ".join([os.path.abspath(path)] + extra)))
    tasks = tasks_in(a.tasks, a.list)
    work = tempfile.mkdtemp(prefix="svcomp-tasks-")
    jobs = [(tool, task) for task in tasks for tool in tools]

    def one(job):
        (name, kind, path), task = job
        t0 = time.time()
        verdict, engine, why = (run_symx if kind == "symx" else run_cbmc)(path, task, a.max_time, work)
        return verdict, engine, why, time.time() - t0

    try:
        with ThreadPoolExecutor(a.j) as ex:
            results = list(ex.map(one, jobs))
    finally:
        shutil.rmtree(work, ignore_errors=True)  # the tools' output directories (GBs of tests)
    rows = []
    for (tool, task), (verdict, engine, why, secs) in zip(jobs, results):
        want = "true" if task[3] else "false"
        res = "unknown" if verdict not in ("true", "false") else "correct " + want if verdict == want else "WRONG"
        rows.append({"tool": tool[0], "task": task[0], "expected": want, "verdict": verdict, "result": res,
                     "engine": engine, "why": why, "time": round(secs, 2)})
        print("%-10s %-55s expected %-5s got %-7s %-13s %6.1f s  %s" % (
            tool[0], task[0], want, verdict, res, secs, engine if res != "unknown" else why), flush=True)
    print("\n%d unreach-call tasks, time limit %d s per task, -j %d\n" % (len(tasks), a.max_time, a.j))
    print("| tool | correct true | correct false | wrong | unknown | time total (s) | median time of correct (s) | answered by |")
    print("|---|---|---|---|---|---|---|---|")
    wrong = 0
    for name, _, _ in tools:
        mine = [r for r in rows if r["tool"] == name]
        count = lambda k: sum(r["result"] == k for r in mine)
        good = [r["time"] for r in mine if r["result"].startswith("correct")]
        engines = {}
        for r in mine:
            if r["result"].startswith("correct"):
                e = r["engine"].split(" --unwind")[0]
                engines[e] = engines.get(e, 0) + 1
        wrong += count("WRONG")
        print("| %s | %d | %d | %d | %d | %.0f | %s | %s |" % (
            name, count("correct true"), count("correct false"), count("WRONG"), count("unknown"),
            sum(r["time"] for r in mine), "%.1f" % statistics.median(good) if good else "-",
            ", ".join("%s %d" % kv for kv in sorted(engines.items()))))
    if a.json:
        json.dump(rows, open(a.json, "w"), indent=1)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
