#!/usr/bin/env python3
"""SV-COMP tests: each task tests/svcomp/*.{c,i} says which verdict
`symx sv-comp` must print as the last line of stdout:

    // EXPECT: true|false|false(SUBPROPERTY)|unknown
    // PROPERTY: FILE.prp       (default unreach-call.prp)
    // REPLAY: no REASON        the violating test cannot be replayed natively
    // DATA-MODEL: ILP32|LP64   (default LP64)
    // MAX-TIME: S              (default 30)
    // ARGS: ...                more `symx sv-comp` options
    // ENGINE: NAME             the engine that must answer (`answered by NAME`)
    // WITNESS-YML: none        a `true` from k-induction without witness.yml (no
                                loop head to put an invariant at)
    // WITHIN: S                the run must end within S seconds of wall time

For `false` the violating test named on stdout must exist and be summary.json's
goal test (unreach-call), and the output directory must hold a well-formed GraphML violation
witness: the required graph data, the task's sha256 as programhash, one
entry node, one violation node, and edges forming a path between them; and
a YAML violation witness (format 2.0, witness.yml) that conforms to the
format's schema (violation-witness-2.0.schema.json) and segment rules. For
`true`, witness.graphml must be a GraphML correctness witness, and when
k-induction answered, witness.yml a format 2.0 correctness witness whose
loop invariants sit at loop heads, are C over the task's names and hold
(invariant_witness.py checks them in the task under symx bmc). The
sub-property in `false(valid-memtrack)` etc. must be the expected one, and
for those the violating test (named on stdout) must replay natively with the
predicted outcome (`symx replay`); a replay the host cannot do is printed as
SKIP with its reason. (unreach-call's tests are not replayed: natively the
task's own reach_error runs, where symx stops at its call.)

    python3 tests/svcomp/run.py --symx ./symx [-v] [--engines LIST --max-time S]

With --engines, every task runs with `symx sv-comp --engines LIST` (e.g.
bmc alone) and at most S seconds: a verdict must then be the expected one
or unknown (an engine alone may not get as far), never another, and the
witness and replay checks hold for each `false` as usual (ENGINE is not
checked). Prints one line per task, the verdict counts, and `N passed, M failed` last;
exit 1 on failure. A wrong verdict (true/false where the other is expected,
or a definite verdict where unknown is expected) is reported as WRONG.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import invariant_witness  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
G = "{http://graphml.graphdrawing.org/xmlns}"
REQUIRED = ["witness-type", "sourcecodelang", "producer", "specification", "programfile",
            "programhash", "architecture", "creationtime"]


def directives(path):
    d = {}
    for line in open(path):
        m = re.match(r"^\s*//\s*([A-Z-]+):\s*(.*?)\s*$", line)
        if m:
            d[m.group(1)] = m.group(2)
    return d


def check_witness(path, task):
    try:
        root = ET.parse(path).getroot()
    except Exception as e:  # noqa: BLE001
        return "witness does not parse: %s" % e
    if root.tag != G + "graphml":
        return "root is %s" % root.tag
    keys = {k.get("id") for k in root.findall(G + "key")}
    graph = root.find(G + "graph")
    if graph is None:
        return "no graph"
    data = {d.get("key"): (d.text or "") for d in graph.findall(G + "data")}
    for k in REQUIRED:
        if k not in data or not data[k].strip():
            return "graph data %s missing" % k
        if k not in keys:
            return "key %s not declared" % k
    if data["witness-type"] != "violation_witness":
        return "witness-type %s" % data["witness-type"]
    h = hashlib.sha256(open(task, "rb").read()).hexdigest()
    if data["programhash"] != h:
        return "programhash %s != %s" % (data["programhash"], h)
    nodes = {}
    for n in graph.findall(G + "node"):
        nodes[n.get("id")] = {d.get("key"): d.text for d in n.findall(G + "data")}
    entries = [n for n, d in nodes.items() if d.get("entry") == "true"]
    viol = [n for n, d in nodes.items() if d.get("violation") == "true"]
    if len(entries) != 1 or len(viol) != 1:
        return "entry nodes %r, violation nodes %r" % (entries, viol)
    succ = {}
    for e in graph.findall(G + "edge"):
        s, t = e.get("source"), e.get("target")
        if s not in nodes or t not in nodes:
            return "edge %s -> %s to an unknown node" % (s, t)
        for d in e.findall(G + "data"):
            if d.get("key") not in keys:
                return "edge data key %s not declared" % d.get("key")
            if d.get("key") == "assumption" and not re.match(r"^\\result == -?(\d+[UL]*|\d[\d.]*(e[-+]\d+)?f?);$", d.text or ""):
                return "bad assumption %r" % d.text
        succ.setdefault(s, []).append(t)
    cur, seen = entries[0], set()
    while cur != viol[0]:
        if cur in seen or len(succ.get(cur, [])) != 1:
            return "no simple path from entry to violation (at %s)" % cur
        seen.add(cur)
        cur = succ[cur][0]
    return None


def check_yaml_witness(path, task, model):
    """witness.yml against the format 2.0 schema (violation-witness-2.0.schema.json)
    and its segment rules; None when it conforms."""
    try:
        import jsonschema
        import yaml
    except ImportError as e:
        return "cannot check witness.yml: %s (scripts/setup.sh installs python3-yaml, python3-jsonschema)" % e
    try:
        doc = yaml.safe_load(open(path))
    except Exception as e:  # noqa: BLE001
        return "witness.yml does not parse: %s" % e
    schema = json.load(open(os.path.join(HERE, "violation-witness-2.0.schema.json")))
    try:
        jsonschema.validate(doc, schema)
    except jsonschema.ValidationError as e:
        return "witness.yml does not conform: %s" % e.message
    task_meta = doc[0]["metadata"]["task"]
    h = hashlib.sha256(open(task, "rb").read()).hexdigest()
    if list(task_meta["input_file_hashes"].values()) != [h] or task_meta["data_model"] != model:
        return "witness.yml task metadata %r" % task_meta
    segs = doc[0]["content"]
    for i, seg in enumerate(segs):
        acts = [w["waypoint"]["action"] for w in seg["segment"]]
        if acts[-1] != "follow" or "follow" in acts[:-1]:
            return "segment %d does not end with its one follow waypoint" % i
        is_target = seg["segment"][-1]["waypoint"]["type"] == "target"
        if is_target != (i == len(segs) - 1):
            return "the target waypoint must end the last segment, and only it"
    for seg in segs[:-1]:
        w = seg["segment"][-1]["waypoint"]
        if w["type"] == "function_return" and not re.match(r"^\\result == -?(\d+[UL]*|\d[\d.]*(e[-+]\d+)?f?)$", w["constraint"]["value"]):
            return "bad function_return constraint %r" % w["constraint"]["value"]
    return None


def check_correctness_witness(path, task):
    """witness.graphml of a `true` verdict: a correctness witness, one entry node."""
    try:
        root = ET.parse(path).getroot()
    except Exception as e:  # noqa: BLE001
        return "correctness witness does not parse: %s" % e
    graph = root.find(G + "graph")
    data = {d.get("key"): (d.text or "") for d in graph.findall(G + "data")} if graph is not None else {}
    if data.get("witness-type") != "correctness_witness":
        return "witness-type %r" % data.get("witness-type")
    if data.get("programhash") != hashlib.sha256(open(task, "rb").read()).hexdigest():
        return "correctness witness programhash"
    return None


def check_goal_test(out, stdout):
    """summary.json's goal test (unreach-call: the first test to call
    reach_error) is the violating test stdout names, whichever engine wrote it."""
    m = re.search(r"^symx sv-comp: .*\b(test\d{6}\.json), witnesses", stdout, re.M)
    goal = json.load(open(os.path.join(out, "summary.json"))).get("goal")
    if goal and m and goal.get("test") != m.group(1):
        return "summary.json's goal test %s is not the violating test %s" % (goal.get("test"), m.group(1))
    if m and not os.path.exists(os.path.join(out, m.group(1))):
        return "the violating test %s was not written" % m.group(1)
    return None


def replay(symx, out, task, stdout, model):
    """Replays the violating test natively; None when it matches."""
    m = re.search(r"\b(test\d{6}\.json)", stdout)
    if not m:
        return "stdout names no violating test"
    r = subprocess.run([symx, "replay", "--data-model", model, os.path.join(out, m.group(1)), task],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300)
    if re.search(r"^1 matched, 0 mismatched$", r.stdout, re.M):
        return None
    skip = re.search(r"skipped: (.*)", r.stdout)
    if skip and r.returncode == 0:
        print("SKIP replay of %s: %s" % (m.group(1), skip.group(1)))
        return None
    return "replay of %s does not match:\n%s" % (m.group(1), r.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symx", required=True)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--engines", help="run every task with these engines only (unknown is then accepted)")
    ap.add_argument("--max-time", type=int, help="with --engines: at most this many seconds a task")
    args = ap.parse_args()
    symx = os.path.abspath(args.symx)
    root = os.path.dirname(os.path.dirname(HERE))
    work = tempfile.mkdtemp(prefix="symx-svcomp-", dir=os.environ.get("SYMX_TEST_TMP", root + "/build"))
    tasks = sorted(glob.glob(os.path.join(HERE, "*.c")) + glob.glob(os.path.join(HERE, "*.i")))
    passed = failed = 0
    counts = {"true": 0, "false": 0, "unknown": 0, "none": 0}
    wrong = 0
    try:
        for task in tasks:
            d = directives(task)
            want = d.get("EXPECT")
            name = os.path.basename(task)
            out = os.path.join(work, name)
            max_time = d.get("MAX-TIME", "30")
            if args.max_time:
                max_time = str(min(int(max_time), args.max_time))
            engines = ["--engines", args.engines] if args.engines else []
            cmd = [symx, "sv-comp", "--property", os.path.join(HERE, d.get("PROPERTY", "unreach-call.prp")),
                   "--data-model", d.get("DATA-MODEL", "LP64"), "--max-time", max_time,
                   *d.get("ARGS", "").split(), *engines, "-o", out, task]
            t0 = time.time()
            try:
                p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   timeout=120)
                lines = p.stdout.strip().splitlines()
                last = lines[-1] if lines else ""
            except subprocess.TimeoutExpired:
                last, p = "(timeout)", None
            m = re.match(r"^VERDICT: (true|false(?:\([a-z-]+\))?|unknown)$", last)
            full = m.group(1) if m else "none"
            got = full.split("(")[0]
            counts[got] += 1
            problem = None
            engine = re.search(r"^symx sv-comp: answered by ([^ (]+)", p.stdout if p else "", re.M)
            if args.engines and got == "unknown":
                pass  # an engine alone may not answer
            elif full != want:
                problem = "verdict %s, expected %s (last line %r)" % (full, want, last)
                if got in ("true", "false") and want.split("(")[0] != got or \
                        (got == "false" and want.startswith("false") and full != want):
                    problem = "WRONG " + problem
                    wrong += 1
            elif got == "false":
                problem = check_witness(os.path.join(out, "witness.graphml"), task) or \
                    check_yaml_witness(os.path.join(out, "witness.yml"), task, d.get("DATA-MODEL", "LP64"))
                if not problem:
                    problem = check_goal_test(out, p.stdout)
                if not problem and "REPLAY" not in d and full != "false":
                    problem = replay(symx, out, task, p.stdout, d.get("DATA-MODEL", "LP64"))
            elif got == "true" and not problem:
                problem = check_correctness_witness(os.path.join(out, "witness.graphml"), task)
                yml = os.path.join(out, "witness.yml")
                if not problem and d.get("WITNESS-YML") == "none" and os.path.exists(yml):
                    problem = "a witness.yml, expected none"
                elif not problem and engine and engine.group(1) == "k-induction" and d.get("WITNESS-YML") != "none":
                    problem = invariant_witness.check(yml, task, symx, work)
            if not problem and not args.engines and "ENGINE" in d and (engine.group(1) if engine else None) != d["ENGINE"]:
                problem = "answered by %s, expected by %s" % (engine.group(1) if engine else "no engine", d["ENGINE"])
            if not problem and "WITHIN" in d and time.time() - t0 > float(d["WITHIN"]):
                problem = "took %.1f s, more than %s" % (time.time() - t0, d["WITHIN"])
            if not problem and p is not None and p.returncode != 0:
                problem = "exit code %d" % p.returncode
            if problem:
                failed += 1
                print("FAIL %s: %s" % (name, problem))
                if p is not None:
                    sys.stdout.write(p.stdout + p.stderr)
            else:
                passed += 1
                print("PASS %s: %s" % (name, got))
                if args.v and p is not None:
                    sys.stdout.write(p.stdout)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("verdicts: %d true, %d false, %d unknown, %d none; %d wrong" %
          (counts["true"], counts["false"], counts["unknown"], counts["none"], wrong))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
