#!/usr/bin/env python3
"""System test runner for symx.

    python3 tests/run_system.py --symx ./symx [-j N] [-k SUBSTR] [--list] [--keep] PATH...

Every *.c file under the given paths that carries an `// EXIT:` line is a test
(other .c files are helpers, pulled in by `// FILES:`).  Each test runs as

    symx run -o TMP/out ARGS... test.c FILES...

in a fresh temporary directory, and its results are checked against the
expectation lines of the test (comments starting a line, anywhere in the file):

    // EXIT: N              expected exit code of symx (required)
    // ARGS: ...            extra symx arguments, before the file (%S = the
    //                      test's directory)
    // FILES: a.c b.c       extra sources, relative to the test's directory
    // PATHS: N             summary "paths"
    // TESTS: N             number of test files (and summary "tests")
    // HALTED: N            summary "halted_tests": tests of paths a budget cut
                            (outcome "halted", key `halted` in OUTCOMES)
    // COMPLETE: true|false summary "complete"
    // ERROR: KIND LINE     one per expected distinct error; LINE may be `*`.
    //                      The set of (kind, line) in summary errors must equal
    //                      the set of ERROR lines; no ERROR line = no errors.
    // ERRORS: any          do not check the errors list against ERROR lines
    // OUTCOMES: exit:0=3 error:assertion=1
    //                      the multiset of test outcomes must equal this one
    //                      exactly (kinds not listed must not occur)
    // OUTCOMES-SEEN: exit:0 exit:1
    //                      the set of test outcome keys must equal this set
    //                      (for counts that depend on how a libc model forks)
    // INPUTS: name:size ...  every test file's inputs, in order (`*` = any name)
    // STDOUT: text         symx's stdout must contain text (may repeat)
    // TIMEOUT: N           seconds (default 60)
    // ENV: NAME=VALUE      set in symx's environment (may repeat)
    // EXPECT-FAIL: reason  known gap: a failure is XFAIL, a pass is XPASS (fails)
    // SKIP: reason         not run

Whatever the expectations, every run is also checked for well-formed output:
summary.json keys and types, test file shapes, `tests` = number of test files,
error entries naming existing test files with matching error outcomes (an
`unsupported` entry may have a null test), and the exit code agreeing with the
summary (1 if any error other than `unsupported`, else 0 if complete, else 3).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ERROR_KINDS = {
    "assertion", "abort", "reach-error", "div-by-zero", "overflow",
    "out-of-bounds", "null-dereference", "use-after-free", "double-free",
    "invalid-free", "unsupported",
}
DIRECTIVE = re.compile(r"^\s*//\s*([A-Z][A-Z-]+):(.*)$")
KNOWN = {"ENV", "ARGS", "FILES", "EXIT", "PATHS", "TESTS", "HALTED", "COMPLETE", "ERROR", "ERRORS",
         "OUTCOMES", "OUTCOMES-SEEN", "INPUTS", "STDOUT", "TIMEOUT", "EXPECT-FAIL",
         "SKIP"}
TEST_NAME = re.compile(r"^test\d{6}\.json$")
HEX = re.compile(r"^[0-9a-fA-F]*$")


class Spec:
    def __init__(self, path):
        self.path = path
        self.args, self.files, self.errors, self.stdout = [], [], set(), []
        self.env = {}
        self.exit = self.paths = self.tests = self.halted = self.complete = None
        self.errors_any = False
        self.outcomes = None        # dict key -> count
        self.outcomes_seen = None   # set of keys
        self.inputs = None          # list of (name, size)
        self.timeout = 60.0
        self.expect_fail = self.skip = None
        self.problems = []          # malformed expectation lines


def parse_spec(path):
    s = Spec(path)
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().splitlines()
    for no, line in enumerate(lines, 1):
        m = DIRECTIVE.match(line)
        if not m:
            continue
        key, val = m.group(1), m.group(2).strip()
        try:
            if key not in KNOWN:
                raise ValueError("unknown directive %s" % key)
            elif key == "ARGS":
                s.args += shlex.split(val)
            elif key == "ENV":
                name, _, value = val.partition("=")
                s.env[name.strip()] = value.strip()
            elif key == "FILES":
                s.files += val.split()
            elif key in ("EXIT", "PATHS", "TESTS", "HALTED"):
                setattr(s, key.lower(), int(val))
            elif key == "TIMEOUT":
                s.timeout = float(val)
            elif key == "COMPLETE":
                if val not in ("true", "false"):
                    raise ValueError("COMPLETE must be true or false")
                s.complete = val == "true"
            elif key == "ERROR":
                kind, where = val.split()
                if kind not in ERROR_KINDS:
                    raise ValueError("unknown error kind %s" % kind)
                s.errors.add((kind, where if where == "*" else int(where)))
            elif key == "ERRORS":
                if val != "any":
                    raise ValueError("ERRORS takes only `any`")
                s.errors_any = True
            elif key == "OUTCOMES":
                s.outcomes = s.outcomes or {}
                for item in val.split():
                    k, n = item.rsplit("=", 1)
                    check_outcome_key(k)
                    s.outcomes[k] = s.outcomes.get(k, 0) + int(n)
            elif key == "OUTCOMES-SEEN":
                s.outcomes_seen = s.outcomes_seen or set()
                for k in val.split():
                    check_outcome_key(k)
                    s.outcomes_seen.add(k)
            elif key == "INPUTS":
                s.inputs = s.inputs or []
                for item in val.split():
                    name, size = item.rsplit(":", 1)
                    s.inputs.append((name, int(size)))
            elif key == "STDOUT":
                s.stdout.append(val)
            elif key == "EXPECT-FAIL":
                s.expect_fail = val or "known gap"
            elif key == "SKIP":
                s.skip = val or "skipped"
        except ValueError as e:
            s.problems.append("line %d: %s" % (no, e))
    if s.exit is None:
        s.problems.append("no EXIT line")
    return s


def check_outcome_key(k):
    kind, _, rest = k.partition(":")
    if kind == "exit":
        int(rest)
    elif k == "halted":
        pass
    elif kind != "error" or rest not in ERROR_KINDS:
        raise ValueError("bad outcome %s" % k)


def is_test(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return any(re.match(r"^\s*//\s*EXIT:", line) for line in f)


def find_tests(paths):
    found = []
    for p in paths:
        if os.path.isfile(p):
            found.append(p)
        elif os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                dirs.sort()
                found += [os.path.join(root, f) for f in sorted(files)
                          if f.endswith(".c") and is_test(os.path.join(root, f))]
        else:
            sys.exit("run_system.py: no such file or directory: %s" % p)
    return found


# ---- output checks -------------------------------------------------------

def typed(obj, key, types, where, bad):
    if key not in obj:
        bad.append("%s: missing key %r" % (where, key))
        return False
    v = obj[key]
    types = types if isinstance(types, tuple) else (types,)
    if isinstance(v, bool) and bool not in types:
        bad.append("%s: %r is a bool" % (where, key))
        return False
    if not isinstance(v, types):
        bad.append("%s: %r has type %s" % (where, key, type(v).__name__))
        return False
    return True


def load_json(path, bad):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        bad.append("%s: %s" % (os.path.basename(path), e))
        return None


def outcome_key(o):
    if o["kind"] == "halted":
        return "halted"
    return "exit:%d" % o["code"] if o["kind"] == "exit" else "error:" + o["error"]


def check_test_file(name, t, bad):
    """Checks one test file's shape; returns its outcome dict or None."""
    if not isinstance(t, dict):
        bad.append("%s: not an object" % name)
        return None
    ok = typed(t, "inputs", list, name, bad) and typed(t, "outcome", dict, name, bad)
    if not ok:
        return None
    for i, inp in enumerate(t["inputs"]):
        w = "%s input %d" % (name, i)
        if not isinstance(inp, dict):
            bad.append(w + ": not an object")
            continue
        if (typed(inp, "name", str, w, bad) & typed(inp, "size", int, w, bad)
                & typed(inp, "bytes", str, w, bad)):
            if not HEX.match(inp["bytes"]) or len(inp["bytes"]) != 2 * inp["size"]:
                bad.append(w + ": bytes is not %d bytes of hex" % inp["size"])
    o = t["outcome"]
    if o.get("kind") == "exit":
        return o if typed(o, "code", int, name, bad) else None
    if o.get("kind") == "error":
        ok = typed(o, "error", str, name, bad) & typed(o, "file", str, name, bad) \
            & typed(o, "line", int, name, bad)
        if ok and o["error"] not in ERROR_KINDS:
            bad.append("%s: unknown error kind %r" % (name, o["error"]))
            return None
        return o if ok else None
    if o.get("kind") == "halted":  # a path the run's stop cut (--halted-tests)
        ok = typed(o, "reason", str, name, bad) & typed(o, "file", str, name, bad) \
            & typed(o, "line", int, name, bad)
        return o if ok else None
    bad.append("%s: outcome kind %r" % (name, o.get("kind")))
    return None


def check_run(spec, rc, out_dir, stdout):
    """Returns a list of failure reasons (empty = pass)."""
    bad = []
    if rc != spec.exit:
        bad.append("exit code %d, expected %d" % (rc, spec.exit))
    for text in spec.stdout:
        if text not in stdout:
            bad.append("stdout lacks %r" % text)
    if rc == 2 and spec.exit == 2:
        return bad  # usage / input error: no output to check
    summary = load_json(os.path.join(out_dir, "summary.json"), bad)
    if not isinstance(summary, dict):
        return bad + (["summary.json is not an object"] if summary is not None else [])
    shape_ok = True
    for key, types in (("tool", str), ("version", str), ("complete", bool),
                       ("paths", int), ("tests", int), ("errors", list),
                       ("instructions", int), ("queries", int),
                       ("time_s", (int, float))):
        shape_ok &= typed(summary, key, types, "summary", bad)
    if not shape_ok:
        return bad
    if summary["tool"] != "symx":
        bad.append("summary tool is %r" % summary["tool"])

    names = sorted(n for n in os.listdir(out_dir) if TEST_NAME.match(n))
    tests = {}
    for n in names:
        t = load_json(os.path.join(out_dir, n), bad)
        if t is not None:
            o = check_test_file(n, t, bad)
            if o is not None:
                tests[n] = (t, o)
    if summary["tests"] != len(names):
        bad.append("summary tests %d but %d test files" % (summary["tests"], len(names)))
    halted = summary.get("halted_tests")
    if not isinstance(halted, int):
        bad.append("summary halted_tests is not an integer")
        halted = 0
    if summary["paths"] + halted < len(names):
        bad.append("summary paths %d + halted_tests %d < %d test files" % (summary["paths"], halted, len(names)))
    n_halted = sum(1 for t, o in tests.values() if o["kind"] == "halted")
    if n_halted != halted:
        bad.append("summary halted_tests %d but %d test files with outcome halted" % (halted, n_halted))
    if halted and summary["complete"]:
        bad.append("halted tests in a complete run")

    # The errors list against the test files.
    seen = set()
    for i, e in enumerate(summary["errors"]):
        w = "summary errors[%d]" % i
        if not isinstance(e, dict):
            bad.append(w + ": not an object")
            continue
        ok = True
        for key, types in (("kind", str), ("file", str), ("line", int),
                           ("function", str), ("message", str)):
            ok &= typed(e, key, types, w, bad)
        # An unsupported path may have no test (e.g. the solver gave up).
        if not (e.get("kind") == "unsupported" and e.get("test") is None):
            ok &= typed(e, "test", str, w, bad)
        if not ok:
            continue
        if e["kind"] not in ERROR_KINDS:
            bad.append("%s: unknown kind %r" % (w, e["kind"]))
        k = (e["kind"], e["file"], e["line"])
        if k in seen:
            bad.append("%s: duplicate error %s" % (w, k))
        seen.add(k)
        if e.get("test") is None:
            continue
        ref = tests.get(os.path.basename(e["test"]))
        if ref is None:
            bad.append("%s: test %r is not a test file" % (w, e["test"]))
        elif (ref[1].get("kind"), ref[1].get("error"), ref[1].get("file"),
              ref[1].get("line")) != ("error",) + k:
            bad.append("%s: test %s has outcome %s" % (w, e["test"], ref[1]))
    for n, (t, o) in sorted(tests.items()):
        if o["kind"] == "error" and (o["error"], o["file"], o["line"]) not in seen:
            bad.append("%s: error %s:%d not in summary errors"
                       % (n, o["error"], o["line"]))

    # Exit code and completeness agree with the summary.
    real = [e for e in summary["errors"] if isinstance(e, dict)
            and e.get("kind") != "unsupported"]
    if any(isinstance(e, dict) and e.get("kind") == "unsupported"
           for e in summary["errors"]) and summary["complete"]:
        bad.append("complete is true but a path was unsupported")
    want_rc = 1 if real else (0 if summary["complete"] else 3)
    if rc in (0, 1, 3) and rc != want_rc:
        bad.append("exit code %d disagrees with summary (complete=%s, %d errors)"
                   % (rc, summary["complete"], len(real)))

    # The test's own expectations.
    if spec.paths is not None and summary["paths"] != spec.paths:
        bad.append("paths %d, expected %d" % (summary["paths"], spec.paths))
    if spec.tests is not None and len(names) != spec.tests:
        bad.append("%d test files, expected %d" % (len(names), spec.tests))
    if spec.halted is not None and halted != spec.halted:
        bad.append("halted_tests %d, expected %d" % (halted, spec.halted))
    if spec.complete is not None and summary["complete"] != spec.complete:
        bad.append("complete %s, expected %s" % (summary["complete"], spec.complete))
    if not spec.errors_any:
        got = {(e["kind"], e["line"]) for e in summary["errors"]
               if isinstance(e, dict) and "kind" in e and "line" in e}
        match = lambda w, g: w[0] == g[0] and w[1] in ("*", g[1])
        for w in sorted(spec.errors, key=str):
            if not any(match(w, g) for g in got):
                bad.append("missing error %s at line %s" % w)
        for g in sorted(got, key=str):
            if not any(match(w, g) for w in spec.errors):
                bad.append("unexpected error %s at line %s" % g)
    counts = {}
    for t, o in tests.values():
        counts[outcome_key(o)] = counts.get(outcome_key(o), 0) + 1
    if spec.outcomes is not None:
        want = {k: v for k, v in spec.outcomes.items() if v}
        if counts != want:
            bad.append("outcomes %s, expected %s" % (fmt(counts), fmt(want)))
    if spec.outcomes_seen is not None and set(counts) != spec.outcomes_seen:
        bad.append("outcomes seen %s, expected %s"
                   % (" ".join(sorted(counts)), " ".join(sorted(spec.outcomes_seen))))
    if spec.inputs is not None:
        for n, (t, o) in sorted(tests.items()):
            got = [(i.get("name"), i.get("size")) for i in t["inputs"]
                   if isinstance(i, dict)]
            if len(got) != len(spec.inputs) or any(
                    (w[0] != "*" and w[0] != g[0]) or w[1] != g[1]
                    for w, g in zip(spec.inputs, got)):
                bad.append("%s: inputs %s, expected %s" % (
                    n, " ".join("%s:%s" % g for g in got),
                    " ".join("%s:%d" % w for w in spec.inputs)))
                break
    return bad


def fmt(counts):
    return " ".join("%s=%d" % kv for kv in sorted(counts.items())) or "(none)"


# ---- running -------------------------------------------------------------

def run_one(symx, spec, keep):
    """Runs one test; returns (status, reason)."""
    if spec.problems:
        return "FAIL", "bad expectations: " + "; ".join(spec.problems)
    if spec.skip:
        return "SKIP", spec.skip
    tmp = tempfile.mkdtemp(prefix="symx-test-")
    out_dir = os.path.join(tmp, "out")
    here = os.path.dirname(os.path.abspath(spec.path))
    args = [a.replace("%S", here) for a in spec.args]
    cmd = [symx, "run", "-o", out_dir] + args + [os.path.abspath(spec.path)] \
        + [os.path.join(here, f) for f in spec.files]
    env = dict(os.environ, **spec.env)
    proc = subprocess.Popen(cmd, cwd=tmp, stdout=subprocess.PIPE, env=env,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=spec.timeout)
        bad = check_run(spec, proc.returncode, out_dir,
                        out.decode("utf-8", "replace"))
        if proc.returncode < 0:
            bad.insert(0, "symx killed by signal %d" % -proc.returncode)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        bad, err = ["timeout after %gs" % spec.timeout], b""
    if bad and err.strip():
        last = err.decode("utf-8", "replace").strip().splitlines()[-1]
        bad.append("stderr: " + last[:200])
    if bad and keep:
        bad.append("output kept in " + tmp)
    else:
        shutil.rmtree(tmp, ignore_errors=True)
    if spec.expect_fail:
        return ("XFAIL", spec.expect_fail) if bad else ("XPASS", spec.expect_fail)
    return ("FAIL", "; ".join(bad)) if bad else ("PASS", "")


def main():
    ap = argparse.ArgumentParser(description="Run symx system tests.")
    ap.add_argument("--symx", default="./symx", help="the symx binary")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1, help="parallel workers (every core)")
    ap.add_argument("-k", metavar="SUBSTRING", help="only tests whose path has it")
    ap.add_argument("--list", action="store_true", help="list the tests and exit")
    ap.add_argument("--keep", action="store_true",
                    help="keep the output of failing tests")
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()

    tests = [t for t in find_tests(a.paths) if not a.k or a.k in t]
    if a.list:
        for t in tests:
            print(t)
        return 0
    symx = os.path.abspath(a.symx) if os.sep in a.symx else a.symx
    lock = threading.Lock()
    tally = {"PASS": 0, "FAIL": 0, "XFAIL": 0, "XPASS": 0, "SKIP": 0}

    def job(path):
        t0 = time.time()
        try:
            status, reason = run_one(symx, parse_spec(path), a.keep)
        except Exception as e:  # a bug here must not hide the other results
            status, reason = "FAIL", "runner error: %r" % e
        with lock:
            tally[status] += 1
            print("%s %s (%.1fs)%s" % (status, path, time.time() - t0, ": " + reason if reason else ""),
                  flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as pool:
        list(pool.map(job, tests))
    passed = tally["PASS"] + tally["XFAIL"]
    failed = tally["FAIL"] + tally["XPASS"]
    line = "%d passed, %d failed" % (passed, failed)
    if tally["SKIP"]:
        line += ", %d skipped" % tally["SKIP"]
    print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
