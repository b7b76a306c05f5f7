#!/usr/bin/env python3
"""Tests of the ecosystem formats symx writes next to its own output:

  - KLEE's .ktest: every testNNNNNN.json has a testNNNNNN.ktest that parses
    (tests/formats/ktest.py) to the same inputs: names, sizes, bytes identical;
    its args are the program files, then --sym-args/--sym-stdin if given.
    symx replay and symx show read .ktest files, with the command line and
    stdin of runs with --sym-args/--sym-stdin.
  - SARIF 2.1.0 report.sarif: required structure, one result per summary
    error with ruleId = kind, a rule per kind, location and the call stack
    as a codeFlow (outermost first).
  - the query log (--log-queries FILE): SMT-LIB 2 that z3 reads without an
    error, one (check-sat) per query symx gave Z3 (as many as summary.json's
    queries_z3), and z3's answer to each equals the one the log records.
  - Test-Comp (--test-comp): test-suite/metadata.xml with the fields of
    test-metadata-1.1.dtd in its order, and one testNNNNNN.xml per test, one
    <input> per __VERIFIER_nondet_X input in order, its value the input's
    bytes read as the C type (any nondet_X name: signed unless the name says
    unsigned). --property: the specification is the property file's text;
    coverage-error stops at the first test that calls reach_error (marked
    coversError="true"); other properties are refused (exit 2).

    python3 tests/formats/run.py --symx ./symx
Prints PASS/FAIL per check and `N passed, M failed` last; exit 1 on failure.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from ktest import read_ktest  # noqa: E402

NONDET = {"nondet_bool": (1, False), "nondet_char": (1, True), "nondet_uchar": (1, False),
          "nondet_short": (2, True), "nondet_ushort": (2, False), "nondet_int": (4, True),
          "nondet_uint": (4, False), "nondet_long": (8, True), "nondet_ulong": (8, False),
          "nondet_longlong": (8, True), "nondet_ulonglong": (8, False),
          "nondet_size_t": (8, False)}
# Other __VERIFIER_nondet_X: unsigned when the name says so (src/out/formats.c).
UNSIGNED_NAMES = {"bool", "_Bool", "size_t", "pthread_t", "sector_t"}
METADATA_FIELDS = ["sourcecodelang", "producer", "specification", "programfile", "programhash",
                   "entryfunction", "architecture", "creationtime"]
SPEC_BRANCHES = "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )"
SPEC_ERROR = "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )"

results = []


def check(name, cond, why=""):
    results.append(bool(cond))
    print(("PASS " if cond else "FAIL ") + name + ("" if cond else ": " + why))
    return cond


def run_symx(symx, out, args):
    p = subprocess.run([symx, "run", "-o", out] + args, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=120)
    return p.returncode


def tests_of(out):
    return sorted(f for f in os.listdir(out) if re.match(r"^test\d{6}\.json$", f))


def ktest_args(programs, extra):
    """The args a .ktest records: the program files, then --sym-args MIN MAX N
    and --sym-stdin N when the run had them (as KLEE records the program's
    command line)."""
    args = list(programs)
    for i, a in enumerate(extra):
        if a == "--sym-args":
            args += extra[i:i + 4]
        elif a == "--sym-arg":
            args += ["--sym-args", "1", "1", extra[i + 1]]
    for i, a in enumerate(extra):
        if a == "--sym-stdin":
            args += extra[i:i + 2]
    return args


def check_ktest(label, out, programs, kargs):
    names = tests_of(out)
    bad = []
    for t in names:
        j = json.load(open(os.path.join(out, t)))
        kpath = os.path.join(out, t[:-5] + ".ktest")
        if not os.path.exists(kpath):
            bad.append("%s missing" % kpath)
            continue
        try:
            k = read_ktest(kpath)
        except Exception as e:  # noqa: BLE001
            bad.append(str(e))
            continue
        want = [(i["name"], bytes.fromhex(i["bytes"])) for i in j["inputs"]]
        if k["version"] != 3 or k["objects"] != want or k["args"] != kargs or \
                k["sym_argvs"] != 0 or k["sym_argv_len"] != 0:
            bad.append("%s: %r != %r" % (t, k, want))
    check("%s: ktest == json for %d tests" % (label, len(names)), names and not bad, "; ".join(bad[:3]))


def check_sarif(label, out):
    summ = json.load(open(os.path.join(out, "summary.json")))
    try:
        s = json.load(open(os.path.join(out, "report.sarif")))
    except Exception as e:  # noqa: BLE001
        return check("%s: sarif parses" % label, False, str(e))
    probs = []
    if s.get("version") != "2.1.0" or "$schema" not in s:
        probs.append("version/$schema")
    runs = s.get("runs")
    if not isinstance(runs, list) or len(runs) != 1:
        return check("%s: sarif runs" % label, False, "runs must be a list of one run")
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    if driver.get("name") != "symx":
        probs.append("tool.driver.name")
    rules = driver.get("rules", [])
    rule_ids = [r.get("id") for r in rules]
    for r in rules:
        if not r.get("id") or not r.get("shortDescription", {}).get("text"):
            probs.append("rule without id/shortDescription")
    res = run.get("results")
    if not isinstance(res, list) or len(res) != len(summ["errors"]):
        probs.append("results: %r vs %d errors" % (res if not isinstance(res, list) else len(res),
                                                    len(summ["errors"])))
        res = []
    for r, e in zip(res, summ["errors"]):
        if r.get("ruleId") != e["kind"] or r.get("ruleId") not in rule_ids:
            probs.append("ruleId %r vs %r" % (r.get("ruleId"), e["kind"]))
        if "ruleIndex" in r and rule_ids[r["ruleIndex"]] != r["ruleId"]:
            probs.append("ruleIndex")
        if r.get("level") not in ("error", "warning", "note", "none"):
            probs.append("level")
        if not r.get("message", {}).get("text"):
            probs.append("message.text")
        locs = r.get("locations", [])
        pl = locs[0].get("physicalLocation", {}) if locs else {}
        if pl.get("artifactLocation", {}).get("uri") != e["file"] or \
                pl.get("region", {}).get("startLine") != e["line"]:
            probs.append("location %r vs %s:%s" % (pl, e["file"], e["line"]))
        flows = r.get("codeFlows", [])
        try:
            tfl = flows[0]["threadFlows"][0]["locations"]
            got = [(x["location"]["message"]["text"],
                    x["location"]["physicalLocation"]["artifactLocation"]["uri"],
                    x["location"]["physicalLocation"]["region"]["startLine"]) for x in tfl]
            want = [(f["function"], f["file"], f["line"]) for f in reversed(e["stack"])]
            if got != want:
                probs.append("codeFlow %r vs %r" % (got, want))
        except (KeyError, IndexError, TypeError) as ex:
            probs.append("codeFlow structure: %r" % ex)
    return check("%s: sarif structure (%d results)" % (label, len(summ["errors"])), not probs,
                 "; ".join(probs[:4]))


def check_ktest_readers(symx, root, out, programs, label="top", only_errors=False):
    """symx replay and symx show accept .ktest files: replay matches every
    test (or the first and those of the errors) through its .ktest (outcome
    from the .json beside it), and show prints the same input bytes (and
    command line and stdin) as for the .json."""
    ktests = sorted(f for f in os.listdir(out) if f.endswith(".ktest"))
    if only_errors:
        errs = {e["test"][:-5] + ".ktest" for e in json.load(open(os.path.join(out, "summary.json")))["errors"]}
        ktests = [k for i, k in enumerate(ktests) if i == 0 or k in errs]
    bad = []
    for k in ktests:
        r = subprocess.run([symx, "replay", os.path.join(out, k)] + programs, cwd=root,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
        if r.returncode != 0 or "1 matched, 0 mismatched" not in r.stdout:
            bad.append("replay %s: exit %d %s" % (k, r.returncode, r.stdout.strip().splitlines()[-1:]))
    check("%s: replay of %d .ktest files matches" % (label, len(ktests)), ktests and not bad,
          "; ".join(bad[:3]))
    k = ktests[0]
    shows = [subprocess.run([symx, "show", os.path.join(out, f)], cwd=root, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True).stdout for f in (k, k[:-6] + ".json")]
    hex_lines = [[l.split(":", 1)[1] for l in sh.splitlines()
                  if "hex" in l or l.startswith(("  command line:", "  stdin:"))] for sh in shows]
    check("%s: show of a .ktest prints the .json's inputs" % label,
          hex_lines[0] and hex_lines[0] == hex_lines[1], repr(hex_lines))
    if label != "top":
        return
    with open(os.path.join(out, k), "rb") as f:
        data = f.read()
    trunc = os.path.join(out, "truncated.ktest")
    with open(trunc, "wb") as f:
        f.write(data[:len(data) - 3])
    r = subprocess.run([symx, "replay", trunc] + programs, cwd=root, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=120)
    check("top: a truncated .ktest is refused (exit 2)", r.returncode == 2 and "malformed" in r.stdout,
          "exit %d: %s" % (r.returncode, r.stdout.strip()))
    os.unlink(trunc)


def write_ktest(path, args, objects):
    u32 = lambda v: v.to_bytes(4, "big")  # noqa: E731
    data = b"KTEST" + u32(3) + u32(len(args))
    for a in args:
        data += u32(len(a)) + a.encode()
    data += u32(0) + u32(0) + u32(len(objects))
    for name, b in objects:
        data += u32(len(name)) + name.encode() + u32(len(b)) + b
    with open(path, "wb") as f:
        f.write(data)


def check_klee_posix_objects(symx, root, out, programs):
    """A .ktest as KLEE writes it for --sym-stdin (also "stdin-stat" and
    "model_version" objects after "stdin") replays as symx's own does."""
    summ = json.load(open(os.path.join(out, "summary.json")))
    t = summ["errors"][0]["test"]
    j = json.load(open(os.path.join(out, t)))
    objs = [(i["name"], bytes.fromhex(i["bytes"])) for i in j["inputs"]]
    objs += [("stdin-stat", bytes(144)), ("model_version", (1).to_bytes(4, "little"))]
    write_ktest(os.path.join(out, "klee.ktest"), programs + ["--sym-stdin", "3"], objs)
    shutil.copy(os.path.join(out, t), os.path.join(out, "klee.json"))
    r = subprocess.run([symx, "replay", os.path.join(out, "klee.ktest")] + programs, cwd=root,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
    check("KLEE-style stdin objects replay", r.returncode == 0 and "1 matched, 0 mismatched" in r.stdout,
          "exit %d: %s" % (r.returncode, r.stdout.strip()))


def is_nondet(name):
    return name in NONDET or name.startswith("nondet_")


def decode(name, hexbytes, ilp32=False):
    b = bytes.fromhex(hexbytes)
    if name in NONDET:
        size, signed = NONDET[name]
        if ilp32 and name in ("nondet_long", "nondet_ulong", "nondet_size_t"):
            size = 4
        assert len(b) == size
    else:
        kind = name[len("nondet_"):]
        signed = not (kind.startswith("u") or kind in UNSIGNED_NAMES)
        assert 1 <= len(b) <= 16
    return int.from_bytes(b, "little", signed=signed)


def check_testcomp(label, out, program, spec=SPEC_BRANCHES, ilp32=False):
    """The suite's metadata and one testcase per test with the test's nondet
    values. Returns {test name: coversError} for further checks."""
    suite = os.path.join(out, "test-suite")
    probs = []
    try:
        meta = ET.parse(os.path.join(suite, "metadata.xml")).getroot()
        if meta.tag != "test-metadata":
            probs.append("metadata root %s" % meta.tag)
        for field in METADATA_FIELDS:
            if meta.find(field) is None or not (meta.find(field).text or "").strip():
                probs.append("metadata lacks " + field)
        if [c.tag for c in meta] != METADATA_FIELDS:  # the DTD's sequence
            probs.append("metadata elements %r" % [c.tag for c in meta])
        h = hashlib.sha256(open(program, "rb").read()).hexdigest()
        if meta.findtext("programhash") != h:
            probs.append("programhash %s != %s" % (meta.findtext("programhash"), h))
        if meta.findtext("specification") != spec:
            probs.append("specification %r" % meta.findtext("specification"))
        if meta.findtext("architecture") != ("32bit" if ilp32 else "64bit") \
                or meta.findtext("entryfunction") != "main":
            probs.append("architecture/entryfunction")
        if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", meta.findtext("creationtime") or ""):
            probs.append("creationtime %r" % meta.findtext("creationtime"))
    except Exception as e:  # noqa: BLE001
        probs.append("metadata.xml: %s" % e)
    names = tests_of(out)
    ninputs = 0
    covers = {}
    for t in names:
        j = json.load(open(os.path.join(out, t)))
        want = [str(decode(i["name"], i["bytes"], ilp32)) for i in j["inputs"] if is_nondet(i["name"])]
        ninputs += len(want)
        try:
            root = ET.parse(os.path.join(suite, t[:-5] + ".xml")).getroot()
            got = [(x.text or "").strip() for x in root.findall("input")]
            if root.tag != "testcase" or got != want:
                probs.append("%s: %r != %r" % (t, got, want))
            if root.get("coversError", "false") not in ("true", "false"):
                probs.append("%s: coversError=%r" % (t, root.get("coversError")))
            covers[t] = root.get("coversError") == "true"
        except Exception as e:  # noqa: BLE001
            probs.append("%s: %s" % (t, e))
    check("%s: test-comp suite (%d tests, %d inputs)" % (label, len(names), ninputs),
          names and not probs, "; ".join(probs[:4]))
    return covers


def check_nondet_named(out):
    """Printed values of nondet_X names symx has no table entry for."""
    suite = os.path.join(out, "test-suite")
    seen = {}
    for t in tests_of(out):
        j = json.load(open(os.path.join(out, t)))
        vals = [(x.text or "").strip() for x in
                ET.parse(os.path.join(suite, t[:-5] + ".xml")).getroot().findall("input")]
        for i, v in zip([i for i in j["inputs"] if is_nondet(i["name"])], vals):
            seen.setdefault(i["name"], set()).add(int(v))
    want = {"nondet_u8": lambda v: 200 < v <= 255, "nondet_s8": lambda v: -128 <= v < -100,
            "nondet_u32": lambda v: 4000000000 < v < 1 << 32,
            "nondet_u64": lambda v: 1 << 63 < v < 1 << 64,
            "nondet_int128": lambda v: -(1 << 127) <= v < -(1 << 120),
            "nondet_uint128": lambda v: 1 << 127 <= v < 1 << 128,
            "nondet_loff_t": lambda v: -(1 << 63) <= v < -5,
            "nondet_pthread_t": lambda v: 1 << 63 < v < 1 << 64}
    probs = ["%s: no value in range among %r" % (n, sorted(seen.get(n, ())))
             for n, ok in want.items() if not any(ok(v) for v in seen.get(n, ()))]
    if not seen.get("nondet__Bool") or not seen["nondet__Bool"] <= {0, 1}:
        probs.append("nondet__Bool: %r" % seen.get("nondet__Bool"))
    check("nondet_named: printed values as the C types read them", not probs, "; ".join(probs[:4]))


def check_testcomp_property(symx, root, work):
    """--property: coverage-branches and coverage-error, and refusals."""
    props = os.path.join(HERE, "props")
    prog = "tests/formats/progs/cover_error.c"

    def run(label, extra):
        out = os.path.join(work, label)
        p = subprocess.run([symx, "run", "-o", out] + extra + [prog], cwd=root, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, timeout=120)
        return out, p

    out, p = run("cover_branches", ["--test-comp", "--property", os.path.join(props, "coverage-branches.prp")])
    if check("coverage-branches: symx ran", p.returncode == 1, "exit %d" % p.returncode):
        covers = check_testcomp("coverage-branches", out, os.path.join(root, prog), SPEC_BRANCHES)
        check("coverage-branches: all 65 paths, no goal", len(covers) == 65 and not any(covers.values())
              and "goal" not in json.load(open(os.path.join(out, "summary.json"))), "%d tests" % len(covers))

    out, p = run("cover_error", ["--test-comp", "--property", os.path.join(props, "coverage-error.prp")])
    if check("coverage-error: symx ran", p.returncode == 1, "exit %d" % p.returncode):
        covers = check_testcomp("coverage-error", out, os.path.join(root, prog), SPEC_ERROR)
        summ = json.load(open(os.path.join(out, "summary.json")))
        goal = summ.get("goal") or {}
        names = tests_of(out)
        ok = (goal.get("function") == "reach_error" and goal.get("test") == names[-1]
              and covers.get(names[-1]) and len(names) < 65
              and summ["stopped_by"] in ("goal-reached", None)
              and "goal reached: %s calls reach_error" % names[-1] in p.stdout)
        check("coverage-error: stops at the test that calls reach_error (%d of 65 tests)" % len(names),
              ok, "goal %r, tests %d, covers %r, stopped_by %r, stdout %r"
              % (goal, len(names), covers.get(names[-1] if names else None), summ["stopped_by"], p.stdout))
        t = json.load(open(os.path.join(out, names[-1])))["outcome"]
        check("coverage-error: the goal test ends in reach_error's body", t.get("error") == "assertion"
              and t.get("function") == "reach_error", repr(t))

    bad = [("unreach-call is no Test-Comp property", ["--test-comp", "--property",
                                                      "tests/svcomp/unreach-call.prp"], "unsupported property"),
           ("an unknown property", ["--test-comp", "--property",
                                    os.path.join(props, "unknown.prp")], "unsupported property"),
           ("several properties", ["--test-comp", "--property", "tests/svcomp/valid-memsafety.prp"],
            "holds 3 properties"),
           ("a missing property file", ["--test-comp", "--property", "no-such.prp"], "cannot read"),
           ("--property without --test-comp", ["--property", os.path.join(props, "coverage-error.prp")],
            "needs --test-comp")]
    for i, (what, extra, msg) in enumerate(bad):
        out, p = run("bad%d" % i, extra)
        check("%s: exit 2" % what, p.returncode == 2 and msg in p.stderr and not os.path.exists(out),
              "exit %d: %s" % (p.returncode, p.stderr.strip()))


LOG_PROGRAMS = ["bench/binary_search.c", "tests/diff/mem/sym_index.c", "tests/diff/libc/ctype.c",
                "tests/diff/int/div32.c", "tests/diff/int/shift64.c", "tests/diff/int/cast8.c",
                "tests/diff/mem/memops.c", "tests/diff/fp/sym_float.c", "tests/diff/fp/sym_double.c",
                "tests/diff/fp/sym_convert.c", "tests/diff/fp/ld_sym.c", "tests/diff/fp/ld_sym_convert.c"]


def check_query_log(symx, root, work):
    """--log-queries: z3 answers every logged query as symx's Z3 did."""
    if not shutil.which("z3"):
        print("SKIP query log: no z3 executable on this host (scripts/setup.sh installs Debian's z3)")
        return
    for prog in LOG_PROGRAMS:
        label = "query log %s" % os.path.basename(prog)
        out, log = os.path.join(work, "ql-" + label[10:]), os.path.join(work, label[10:] + ".smt2")
        rc = run_symx(symx, out, ["--log-queries", log, os.path.join(root, prog)])
        if not check("%s: symx ran" % label, rc in (0, 1, 3), "exit %d" % rc):
            continue
        text = open(log).read()
        recorded = re.findall(r"^; query \d+: (sat|unsat|unknown) in", text, re.M)
        z3 = subprocess.run(["z3", "-T:120", log], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, timeout=300).stdout.split("\n")
        answers = [l.strip() for l in z3 if l.strip()]
        n_z3 = json.load(open(os.path.join(out, "summary.json")))["queries_z3"]
        differ = [i + 1 for i, (a, b) in enumerate(zip(recorded, answers)) if a != "unknown" and a != b]
        check("%s: %d queries, z3 gives the recorded answers" % (label, len(recorded)),
              recorded and len(recorded) == n_z3 == len(answers) and not differ,
              "recorded %d, summary %d, z3 printed %d lines (%s), queries differing %s"
              % (len(recorded), n_z3, len(answers), answers[:2], differ[:5]))
    r = subprocess.run([symx, "run", "--log-queries", "/nonexistent/q.smt2", "-o", os.path.join(work, "ql-bad"),
                        os.path.join(root, LOG_PROGRAMS[0])], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, timeout=120)
    check("query log: an unwritable file is refused (exit 2)",
          r.returncode == 2 and "cannot write /nonexistent/q.smt2" in r.stderr, "exit %d: %s" % (r.returncode, r.stderr))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symx", required=True)
    args = ap.parse_args()
    symx = os.path.abspath(args.symx)
    root = os.path.dirname(os.path.dirname(HERE))
    work = tempfile.mkdtemp(prefix="symx-formats-", dir=os.environ.get("SYMX_TEST_TMP", root + "/build"))
    try:
        cases = [("top", ["examples/top.c"], []),
                 ("stack", ["tests/formats/progs/stack.c"], []),
                 ("clean", ["tests/formats/progs/clean.c"], []),
                 ("nondet_mix", ["tests/formats/progs/nondet_mix.c"], ["--test-comp"]),
                 ("nondet_named", ["tests/formats/progs/nondet_named.c"], ["--test-comp"]),
                 ("nondet_mix32", ["tests/formats/progs/nondet_mix.c"], ["--test-comp", "--data-model", "ILP32"]),
                 ("sym_args", ["tests/system/inputs/sym_args.c"], ["--sym-args", "0", "2", "2"]),
                 ("sym_stdin", ["tests/system/inputs/sym_stdin.c"], ["--sym-stdin", "3", "--test-comp"])]
        for label, progs, extra in cases:
            out = os.path.join(work, label)
            rc = subprocess.run([symx, "run", "-o", out] + extra + progs, cwd=root,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120).returncode
            if not check("%s: symx ran" % label, rc in (0, 1, 3), "exit %d" % rc):
                continue
            check_ktest(label, out, progs, ktest_args(progs, extra))
            check_sarif(label, out)
            if label == "top":
                check_ktest_readers(symx, root, out, progs)
            if label == "nondet_named":
                check_nondet_named(out)
            elif label.startswith("sym_"):
                check_ktest_readers(symx, root, out, progs, label, only_errors=True)
            if label == "sym_stdin":
                check_klee_posix_objects(symx, root, out, progs)
            if "--test-comp" in extra:
                check_testcomp(label, out, os.path.join(root, progs[0]), ilp32="ILP32" in extra)
            else:
                check("%s: no test-suite without --test-comp" % label,
                      not os.path.exists(os.path.join(out, "test-suite")))
        check_testcomp_property(symx, root, work)
        check_query_log(symx, root, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    passed = sum(results)
    print("%d passed, %d failed" % (passed, len(results) - passed))
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
