#!/usr/bin/env python3
"""Runs `symx sv-comp` on real SV-COMP tasks and counts its verdicts against
the expected ones of their task definitions (.yml). Not part of `make test`:
the tasks are not in this repository (sv-benchmarks, github.com/sosy-lab/sv-benchmarks).

    python3 tests/svcomp/sample.py --symx ./symx --bench DIR [--list FILE]
                                   [--max-time S] [-j N] [YML...]

DIR is a checkout (or partial copy) of sv-benchmarks; YML are task
definitions relative to DIR (or read from --list FILE, one a line). For each
(task, property) of a .yml whose property file is one symx answers
(unreach-call, valid-memsafety, valid-memcleanup, no-overflow) it prints one
line and finally, per property: correct true, correct false, unknown (with
the reasons symx gave, counted), wrong. A verdict is wrong when it is true
or false where the other is expected, or false(P) where the expected
violated sub-property is another one. Exit 1 when any verdict is wrong.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import yaml

PROPS = {"unreach-call.prp": "unreach-call", "valid-memsafety.prp": "valid-memsafety",
         "valid-memcleanup.prp": "valid-memcleanup", "no-overflow.prp": "no-overflow"}


def tasks_of(bench, yml_rel):
    """(name, input file, property file, property, expected, subproperty, data model) per property."""
    path = os.path.join(bench, yml_rel)
    d = yaml.safe_load(open(path))
    base = os.path.dirname(path)
    files = d["input_files"] if isinstance(d["input_files"], list) else [d["input_files"]]
    model = (d.get("options") or {}).get("data_model", "ILP32")
    out = []
    for p in d.get("properties") or []:
        prp = os.path.basename(p["property_file"])
        if prp not in PROPS or "expected_verdict" not in p:
            continue
        out.append((yml_rel, os.path.join(base, files[0]), os.path.normpath(os.path.join(base, p["property_file"])),
                    PROPS[prp], bool(p["expected_verdict"]), p.get("subproperty"), model))
    return out


def run_one(symx, t, max_time, work):
    name, src, prp, prop, expected, sub, model = t
    out = tempfile.mkdtemp(prefix="s-", dir=work)
    os.rmdir(out)
    cmd = [symx, "sv-comp", "--property", prp, "--data-model", model, "--max-time", str(max_time), "-o", out, src]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                           timeout=max_time * 3 + 60)
        lines = p.stdout.strip().splitlines()
    except subprocess.TimeoutExpired:
        lines = ["VERDICT: unknown (killed)"]
    last = lines[-1] if lines else ""
    m = re.match(r"^VERDICT: (true|false(?:\(([a-z-]+)\))?|unknown)", last)
    got = m.group(1) if m else "none"
    why = ""
    for l in reversed(lines[:-1]):
        if l.startswith("symx sv-comp: "):
            why = l[len("symx sv-comp: "):]
            break
    return got, (m.group(2) if m else None), why


def reason_class(why):
    """A short class of an unknown's reason, for counting."""
    w = re.sub(r" at [^ ]+:\d+", "", why)
    w = re.sub(r"\(.*", "", w)
    w = re.sub(r"\d+", "N", w)
    return w.strip()[:110] or "(no reason printed)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symx", required=True)
    ap.add_argument("--bench", required=True)
    ap.add_argument("--list")
    ap.add_argument("--max-time", type=int, default=60)
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("yml", nargs="*")
    a = ap.parse_args()
    ymls = list(a.yml)
    if a.list:
        ymls += [l.strip() for l in open(a.list) if l.strip() and not l.startswith("#")]
    tasks = [t for y in ymls for t in tasks_of(a.bench, y)]
    work = tempfile.mkdtemp(prefix="symx-sample-")
    symx = os.path.abspath(a.symx)
    with ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(lambda t: run_one(symx, t, a.max_time, work), tasks))
    stats = collections.defaultdict(lambda: collections.Counter())
    reasons = collections.defaultdict(collections.Counter)
    wrong = 0
    for t, (got, gsub, why) in zip(tasks, results):
        name, _, _, prop, expected, sub, _ = t
        want = "true" if expected else "false" + ("(%s)" % sub if sub else "")
        kind = got.split("(")[0]
        if kind == "unknown" or kind == "none":
            res = "unknown"
            reasons[prop][reason_class(why)] += 1
        elif kind == "true":
            res = "correct-true" if expected else "WRONG"
        else:
            ok = not expected and (prop in ("unreach-call", "no-overflow") or gsub == sub or
                                   (prop == "valid-memcleanup" and gsub == "valid-memcleanup"))
            res = "correct-false" if ok else "WRONG"
        wrong += res == "WRONG"
        stats[prop][res] += 1
        print("%-14s %-60s expected %-24s got %-24s %s" % (res, name + " " + prop, want, got,
                                                             why if res == "unknown" else ""), flush=True)
    print()
    for prop in sorted(stats):
        c = stats[prop]
        print("%s: %d tasks: %d correct true, %d correct false, %d unknown, %d wrong" %
              (prop, sum(c.values()), c["correct-true"], c["correct-false"], c["unknown"], c["WRONG"]))
        for r, n in reasons[prop].most_common():
            print("    unknown %3d  %s" % (n, r))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
