#!/usr/bin/env python3
"""symx verify's tests (stage `verify` of make test): each tests/verify/*.c
says in its leading comment what `symx verify` must find:

    expect: FN VERDICT [KIND LINE] FN VERDICT ...

(VERDICT verified, failed or unknown; KIND and LINE, for failed, the
error and where it is reported). Each file is also built natively with
runtime/include/symx.h, where the annotations are runtime checks or
nothing, and run: it must exit 0 and `symx run` (where the annotations
mean what they mean natively) must find no error, unless the comment says
`run: KIND LINE`, when the native build must fail and `symx run` must
report KIND at LINE. `flags: ...` gives symx verify options (--leak-check).
`replays: FN ...` names failed functions whose counterexamples, as C drivers
(testNNNNNN.c), must show the failure natively: `symx replay` of FN's
directory matches at least one test and mismatches none. A verified
function has no driver.

    python3 tests/verify/run.py [--symx ./symx] [FILES...]
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def expectations(path):
    head = open(path).read().split("*/")[0]
    m = re.search(r"expect:(.*?)(?:run:|flags:|replays:|$)", head, re.S)
    words = m.group(1).replace("*", " ").split() if m else []
    exp, i = {}, 0
    while i < len(words):
        fn, verdict = words[i], words[i + 1]
        i += 2
        kind = line = None
        if verdict == "failed":
            kind, line = words[i], int(words[i + 1])
            i += 2
        exp[fn] = (verdict, kind, line)
    r = re.search(r"run:\s*(\S+)\s+(\d+)", head)
    return exp, (r.group(1), int(r.group(2))) if r else None


def replays_of(path):
    """`replays: FN ...` in the leading comment."""
    m = re.search(r"replays:([^\n*]*)", open(path).read().split("*/")[0])
    return m.group(1).split() if m else []


def check_replays(symx, path, out, exp):
    """Each failure's C driver shows it natively (symx replay: matched, none
    mismatched); a verified function has no driver."""
    errs = []
    for fn in replays_of(path):
        p = subprocess.run([symx, "replay", os.path.join(out, fn), path], capture_output=True, text=True, timeout=300)
        m = re.search(r"(\d+) matched, (\d+) mismatched", p.stdout)
        if p.returncode != 0 or not m or int(m.group(1)) < 1 or int(m.group(2)) != 0:
            errs.append("symx replay of %s's failures: exit %d\n%s%s" % (fn, p.returncode, p.stdout, p.stderr))
    for fn, (verdict, _, _) in exp.items():
        d = os.path.join(out, fn)
        if verdict == "verified" and os.path.isdir(d) and glob.glob(os.path.join(d, "test*.c")):
            errs.append("%s: verified, yet a failure driver was written" % fn)
    return errs


def flags_of(path):
    """`flags: --x --y` in the leading comment: symx verify's options."""
    m = re.search(r"flags:([^\n*]*)", open(path).read().split("*/")[0])
    return m.group(1).split() if m else []


def check_verify(symx, path, exp, tmp):
    out = os.path.join(tmp, "v")
    p = subprocess.run([symx, "verify"] + flags_of(path) + ["-o", out, path], capture_output=True, text=True,
                       timeout=300)
    errs = []
    want_rc = 1 if any(v[0] == "failed" for v in exp.values()) else 3 if any(v[0] == "unknown" for v in exp.values()) else 0
    if p.returncode != want_rc:
        errs.append("exit code %d, expected %d\n%s%s" % (p.returncode, want_rc, p.stdout, p.stderr))
    try:
        summary = json.load(open(os.path.join(out, "summary.json")))
    except (OSError, ValueError) as e:
        return errs + ["no summary.json: %s" % e]
    got = {f["name"]: f for f in summary["functions"]}
    if set(got) != set(exp):
        errs.append("functions %s, expected %s" % (sorted(got), sorted(exp)))
    for fn, (verdict, kind, line) in exp.items():
        f = got.get(fn)
        if not f:
            continue
        if f["verdict"] != verdict:
            errs.append("%s: %s (%s), expected %s" % (fn, f["verdict"], f["detail"], verdict))
            continue
        if verdict == "failed":
            per = json.load(open(os.path.join(out, fn, "summary.json")))
            found = [(e["kind"], e["line"]) for e in per["errors"] if e["kind"] != "unsupported"]
            # every path of a failing function ends (free of a pointer no chunk binds once forked
            # over all its values until the time limit)
            if not per.get("complete"):
                errs.append("%s: exploration incomplete (%s paths, stopped by %s)" % (fn, per.get("paths"), per.get("stopped_by")))
            if (kind, line) not in found:
                errs.append("%s: errors %s, expected %s at line %d" % (fn, found, kind, line))
            # the verdict's detail names the failing assertion or access: its source line
            bugs = [e for e in per["errors"] if e["kind"] != "unsupported"]
            text = open(path).read().split("\n")[bugs[0]["line"] - 1].strip()[:20] if bugs else ""
            if text and "[" + text not in f["detail"]:
                errs.append("%s: detail %r does not quote line %r" % (fn, f["detail"], text))
            for e in per["errors"]:
                if e["kind"] != "unsupported" and not os.path.exists(os.path.join(out, fn, e["test"])):
                    errs.append("%s: no test (counterexample) for %s" % (fn, e["kind"]))
                driver = os.path.join(out, fn, e["test"].replace(".json", ".c"))
                if e["kind"] != "unsupported" and not os.path.exists(driver):
                    errs.append("%s: no C driver for the failure %s" % (fn, e["kind"]))
    return errs + check_replays(symx, path, out, exp)


def check_native(symx, path, run_exp, tmp):
    exe = os.path.join(tmp, "native")
    c = subprocess.run(["cc", "-w", "-I" + os.path.join(ROOT, "runtime/include"), path, "-o", exe],
                       capture_output=True, text=True)
    if c.returncode:
        return ["native build failed: " + c.stderr]
    r = subprocess.run([exe], capture_output=True, timeout=60)
    errs = []
    if (r.returncode != 0) != (run_exp is not None):
        errs.append("the native run exited %d" % r.returncode)
    # symx run gives the annotations their native meaning too
    out = os.path.join(tmp, "r")
    p = subprocess.run([symx, "run", "-o", out, path], capture_output=True, timeout=300)
    summary = json.load(open(os.path.join(out, "summary.json")))
    found = [(e["kind"], e["line"]) for e in summary["errors"]]
    if run_exp is None and (found or p.returncode != 0):
        errs.append("symx run: exit %d, errors %s" % (p.returncode, found))
    if run_exp is not None and tuple(run_exp) not in found:
        errs.append("symx run found %s, expected %s at line %d" % (found, run_exp[0], run_exp[1]))
    return errs


def check_explain(symx, tmp):
    """--explain: the failing path's steps on stdout (the failing line, the
    store by C names, the chunks, the path condition) and in summary.json."""
    errs = []
    nr = os.path.join(ROOT, "tests/verify/native_replay.c")
    out = os.path.join(tmp, "explain")
    p = subprocess.run([symx, "verify", "--explain", "--function", "second", "-o", out, nr], capture_output=True,
                       text=True, timeout=120)
    want = ["native_replay.c:63: failed: postcondition", "store: second: n = n",
            "heap:  symx_acc_range((char *)n + 0, 8) && symx_acc_range((char *)*(char **)n + 8, 4)",
            "!(*(uint64_t *)((char *)n + 0) == 0)",
            "precondition produced (symx_requires)", "symx_unfold: the chunk consumed, its body produced"]
    missing = [w for w in want if w not in p.stdout]
    if p.returncode != 1 or missing:
        errs.append("--explain: exit %d, missing %s\n%s" % (p.returncode, missing, p.stdout[-3000:]))
    try:
        f = json.load(open(os.path.join(out, "summary.json")))["functions"][0]["failures"][0]
        last = f["trace"][-1]
        if (f["kind"], f["line"], last["line"], last["what"]) != ("postcondition", 63, 63, "failed: postcondition") or \
                "cell_post" not in last["pc"] or "symx_acc_range" not in last["heap"]:
            errs.append("--explain: summary.json failure %s" % json.dumps(f)[:2000])
    except (OSError, ValueError, KeyError, IndexError) as e:
        errs.append("--explain: summary.json: %s" % e)
    # locals by their C names (the debug information's), at the failing invariant
    bl = os.path.join(ROOT, "tests/verify/bad_loop.c")
    p = subprocess.run([symx, "verify", "--explain", "--function", "not_established", "-o",
                        os.path.join(tmp, "explain2"), bl], capture_output=True, text=True, timeout=120)
    if "bad_loop.c:24: failed: invariant\n      store: not_established: n = n, i = 0" not in p.stdout:
        errs.append("--explain: no local i at the invariant\n%s" % p.stdout[-2000:])
    # a call: the callee's precondition consumed
    p = subprocess.run([symx, "verify", "--explain", "--function", "twice", "-o", os.path.join(tmp, "explain3"),
                        os.path.join(ROOT, "tests/verify/bad_call.c")], capture_output=True, text=True, timeout=120)
    for w in ("bad_call.c:14: call inc", "bad_call.c:5: callee's precondition consumed (symx_requires)",
              "bad_call.c:15: failed: precondition"):
        if w not in p.stdout:
            errs.append("--explain of twice: no %r\n%s" % (w, p.stdout[-2000:]))
    # without --explain: the failures, no trace
    p = subprocess.run([symx, "verify", "--function", "second", "-o", os.path.join(tmp, "noexplain"), nr],
                       capture_output=True, text=True, timeout=120)
    f = json.load(open(os.path.join(tmp, "noexplain", "summary.json")))["functions"][0]["failures"]
    if "step 1" in p.stdout or not f or "trace" in f[0]:
        errs.append("without --explain: steps printed or traced: %s" % json.dumps(f)[:500])
    return errs


def check_cli(symx):
    """Bad input: exit code 2 with a message; --function runs one function."""
    errs = []
    tmp = tempfile.mkdtemp(prefix="symx-verify-test-")
    try:
        plain = os.path.join(tmp, "plain.c")
        open(plain, "w").write("int main(void) { return 0; }\n")
        ok_call = os.path.join(ROOT, "tests/verify/ok_call.c")
        for args in ([], ["/nonexistent/x.c"], [plain], ["--function", "nope", ok_call], ["--bogus", ok_call]):
            p = subprocess.run([symx, "verify"] + args, capture_output=True, text=True, timeout=120)
            if p.returncode != 2 or "symx" not in p.stderr:
                errs.append("symx verify %s: exit %d, stderr %r" % (" ".join(args), p.returncode, p.stderr))
        # CBMC-style contracts need no #include <symx.h> (symx verify includes it)
        cbmc = os.path.join(tmp, "cbmc.c")
        open(cbmc, "w").write("int f(int x) {\n  __CPROVER_requires(x > 0 && x < 100);\n"
                              "  __CPROVER_ensures(__CPROVER_return_value == __CPROVER_old(x) + 1);\n"
                              "  return x + 1;\n}\n")
        p = subprocess.run([symx, "verify", "-o", os.path.join(tmp, "cbmc"), cbmc], capture_output=True, text=True,
                           timeout=120)
        if p.returncode != 0 or "f: verified" not in p.stdout:
            errs.append("CBMC names without symx.h: exit %d\n%s%s" % (p.returncode, p.stdout, p.stderr))
        # symx replay classifies verify's counterexamples: contract failures, skipped (not mismatched)
        out = os.path.join(tmp, "bad")
        bad = os.path.join(ROOT, "tests/verify/bad_list.c")
        subprocess.run([symx, "verify", "--function", "fold_without", "-o", out, bad], capture_output=True, timeout=120)
        p = subprocess.run([symx, "replay", os.path.join(out, "fold_without"), bad], capture_output=True, text=True,
                           timeout=300)
        if p.returncode != 0 or "not replayable natively (a predicate's permissions" not in p.stdout or \
                "0 mismatched" not in p.stdout:
            errs.append("symx replay of a verify failure: exit %d\n%s%s" % (p.returncode, p.stdout, p.stderr))
        errs += check_explain(symx, tmp)
        out = os.path.join(tmp, "one")
        p = subprocess.run([symx, "verify", "--function", "inc", "-o", out, ok_call], capture_output=True, text=True,
                           timeout=120)
        names = [f["name"] for f in json.load(open(os.path.join(out, "summary.json")))["functions"]]
        if p.returncode != 0 or names != ["inc"]:
            errs.append("--function inc: exit %d, functions %s" % (p.returncode, names))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--symx", default=os.path.join(ROOT, "symx"))
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(ROOT, "tests/verify/*.c")))
    passed = failed = 0
    for path in files:
        exp, run_exp = expectations(path)
        tmp = tempfile.mkdtemp(prefix="symx-verify-test-")
        try:
            errs = check_verify(a.symx, path, exp, tmp) + check_native(a.symx, path, run_exp, tmp)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        name = os.path.relpath(path, ROOT)
        if errs:
            failed += 1
            print("FAIL %s\n  %s" % (name, "\n  ".join(errs)))
        else:
            passed += 1
            print("ok   %s" % name)
    if not a.files:
        errs = check_cli(a.symx)
        print(("FAIL command line\n  " + "\n  ".join(errs)) if errs else "ok   command line")
        passed, failed = passed + (not errs), failed + bool(errs)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
