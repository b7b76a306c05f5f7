#!/usr/bin/env python3
"""symx bmc's tests: verdicts, errors, replays, and agreement with symx run.

    python3 tests/bmc/run.py [--symx ./symx] [-j N] [-k SUBSTR] [PATH...]

Every *.c under PATH (default: tests/bmc) that starts with a `//` line is a
program, with these directives:

    // BMC: ARGS            `symx bmc` arguments (--unwind K ...)
    // VERDICT: V           what bmc must conclude:
    //                        proof         complete, no errors
    //                        bug-complete  complete, with errors
    //                        bug           errors, incomplete (stopped by bound)
    //                        bound         incomplete (stopped by bound), no errors
    //                        unknown       incomplete (stopped by a budget), no errors
    //                      or V|W: either (a run whose time ends while a bound
    //                      is finishing may say either; neither is a proof)
    // DOMAIN: x=0..9 y=1,5 the inputs in creation order, each NAME=VALUES
    //                      (comma-separated values and LO..HI ranges), every
    //                      input's value over the whole domain: every point
    //                      runs natively, and the errors seen (kind:line) must
    //                      be bmc's errors exactly (bmc complete) or include
    //                      them (incomplete)
    // ERRORS: kind:line ...  bmc's distinct errors, exactly (empty: none)
    // BOUND: K             the bound bmc ends with (summary "bound")
    // TOO-SMALL: K         with --unwind K the bound does not cover every
    //                      execution: never a proof (complete must be false,
    //                      stopped by bound), and its errors are among ERRORS
    // RUN: compare         `symx run` explores the program completely; its
    //                      errors equal bmc's when bmc is complete, and
    //                      include them otherwise
    // RUN: explodes        `symx run --max-time 3 --max-tests 300` does not
    //                      finish (path enumeration explodes where bmc merges)
    // RUN: none            no comparison (symx run takes too long for the suite)

With --k-induction in BMC (summary "method" is then "k-induction"):

    // STEP: S              summary "k_induction" "step": proved, failed or
                            not-applicable
    // WHY: TEXT            summary "k_induction" "why" contains TEXT
    // PLAIN: V             plain `symx bmc --max-time 2` (no --k-induction)
                            ends with verdict V (unknown: the bound grows
                            until the time is up): k-induction proves what
                            bounded model checking cannot
    // NO-INVARIANTS: S     with --no-invariants --unwind 8 the step case
                            ends S (proved or failed: whether the program
                            needs the candidate invariants); never a wrong
                            verdict
    // INJECT-UNKNOWN: N     for n = 1 .. N, the run again with the n-th
                            solver query answering UNKNOWN (as a time-out
                            does; SYMX_INJECT_UNKNOWN_AT=n): never a proof
                            (the program has a bug beyond the bound)
    // SUMMARIES: F G       the proof is by recursion summaries (summary
                            "method" recursion-summaries) of exactly the
                            functions F G; `none`: it is not (the program
                            is not proved by them)

A proof by summaries may write no test (no base case ran), nor may an
unknown run whose time went before its first test: then nothing is
replayed, and DOMAIN's inputs are named after a test of `symx run`.

A program of the differential suite (tests/diff, recognised by having no
BMC directive) is checked as `symx bmc` (bound growing, --max-time 60) with
its ARGS and FILES (with --k-induction too when run.py is given it) against
`symx run`: every bmc test replays natively, and
when both runs are complete their errors are the same (when only run's is,
bmc's errors are among run's: merged values a model needs concrete may end
bmc's paths as unsupported, which only makes it incomplete). The stage runs
a few such programs (the Makefile's list in tests/run_all.py).

For every program, every test bmc writes is replayed natively (`symx
replay`: the predicted outcome must be the native one), without --unwind
`symx bmc --resume` must end as `symx bmc` does (verdict, errors, bound),
and `symx bmc --no-merge` (unwinding alone) must reach the same verdict and errors
(RUN: compare programs only: where paths explode, so does unwinding alone).
Prints one line per program and `N passed, M failed` last.
"""
import argparse
import concurrent.futures
import itertools
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DIRECTIVE = re.compile(r"^\s*//\s*([A-Z][A-Z-]+):(.*)$")
KNOWN = {"BMC", "VERDICT", "ERRORS", "TOO-SMALL", "RUN", "DOMAIN", "BOUND", "STEP", "WHY", "PLAIN", "NO-INVARIANTS",
         "SUMMARIES", "INJECT-UNKNOWN"}
VERDICTS = {"proof", "bug-complete", "bug", "bound", "unknown"}
# RUN: explodes: symx run writes this many tests, or runs 3 s, without finishing
EXPLODES_PATHS = 300


class Failure(Exception):
    pass


def parse(path):
    spec = {"BMC": [], "ERRORS": set(), "TOO-SMALL": None, "RUN": None, "VERDICT": None, "DOMAIN": [], "BOUND": None,
            "STEP": None, "WHY": None, "PLAIN": None, "NO-INVARIANTS": None, "SUMMARIES": None,
            "INJECT-UNKNOWN": None}
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines():
            m = DIRECTIVE.match(line)
            if not m:
                continue
            key, val = m.group(1), m.group(2).strip()
            if key not in KNOWN:
                raise Failure("unknown directive %s" % key)
            if key == "BMC":
                spec["BMC"] += shlex.split(val)
            elif key == "ERRORS":
                spec["ERRORS"] |= set(val.split())
            elif key == "DOMAIN":
                for item in val.split():
                    name, vals = item.split("=", 1)
                    values = []
                    for part in vals.split(","):
                        lo, _, hi = part.partition("..")
                        values += range(int(lo, 0), int(hi or lo, 0) + 1)
                    spec["DOMAIN"].append((name, values))
            else:
                spec[key] = val
    if not spec["VERDICT"] or not set(spec["VERDICT"].split("|")) <= VERDICTS:
        raise Failure("VERDICT must be one of %s" % " ".join(sorted(VERDICTS)))
    if spec["RUN"] not in ("compare", "explodes", "none"):
        raise Failure("RUN must be compare, explodes or none")
    return spec


def symx(opts, args, timeout=300, env=None):
    p = subprocess.run([opts.symx] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, timeout=timeout, env=env)
    return p.returncode, p.stdout + p.stderr


def summary(outdir):
    with open(os.path.join(outdir, "summary.json")) as f:
        s = json.load(f)
    errs = {"%s:%d" % (e["kind"], e["line"]) for e in s["errors"]}
    return s, errs


def verdict_of(s, errs):
    bound = s.get("stopped_by") == "bound"
    if s["complete"]:
        return "bug-complete" if errs else "proof"
    if bound:
        return "bug" if errs else "bound"
    if not errs:
        return "unknown"
    return "incomplete (stopped by %s)" % s.get("stopped_by")


def test_files(outdir):
    return sorted(f for f in os.listdir(outdir) if re.match(r"^test\d{6}\.json$", f))


def replay(opts, outdir, src, may_be_empty=False):
    if may_be_empty and not test_files(outdir):
        return 0
    rc, out = symx(opts, ["replay", outdir, src])
    last = out.strip().splitlines()[-1] if out.strip() else ""
    m = re.match(r"^(\d+) matched, (\d+) mismatched$", last)
    if rc != 0 or not m or int(m.group(2)) or not int(m.group(1)):
        bad = [l for l in out.splitlines() if "MISMATCH" in l or "MISFIT" in l]
        raise Failure("replay of %s: %s\n%s" % (outdir, last, "\n".join(bad[:5]) or out[-1500:]))
    return int(m.group(1))


NATIVE = re.compile(r"native run: ([a-z-]+) at [^:]*:(\d+)")


def native_errors(opts, tmp, src, outdir, domain):
    """The errors (kind:line) of native runs over every point of the domain."""
    tests = test_files(outdir)
    if not tests:  # (a proof by summaries: no base case ran) the inputs as symx run names them
        outdir = os.path.join(tmp, "layout")
        symx(opts, ["run", "-q", "--max-time", "10", "--max-tests", "1", "-o", outdir, src])
        tests = test_files(outdir)
    with open(os.path.join(outdir, tests[0])) as f:
        layout = [(i["name"], i["size"]) for i in json.load(f)["inputs"]]
    if [n for n, _ in layout] != [n for n, _ in domain]:
        raise Failure("DOMAIN names %s, the program's inputs are %s"
                      % (" ".join(n for n, _ in domain), " ".join(n for n, _ in layout)))
    ddir = os.path.join(tmp, "domain")
    os.makedirs(ddir)
    for k, combo in enumerate(itertools.product(*[v for _, v in domain])):
        inputs = [{"name": n, "size": sz, "bytes": (v % (1 << (8 * sz))).to_bytes(sz, "little").hex()}
                  for (n, sz), v in zip(layout, combo)]
        with open(os.path.join(ddir, "test%06d.json" % (k + 1)), "w") as f:
            json.dump({"inputs": inputs}, f)
    binary = os.path.join(tmp, "native.bin")
    rc, out = symx(opts, ["replay", "--build", binary, src])
    if rc != 0:
        raise Failure("cannot build the native binary:\n" + out[-1500:])
    rc, out = symx(opts, ["replay", "--binary", binary, ddir])
    seen = {"%s:%s" % m.groups() for m in NATIVE.finditer(out)}
    if out.count("native run:") != k + 1:
        raise Failure("native runs over the domain: %d of %d reported" % (out.count("native run:"), k + 1))
    return seen, k + 1


def bmc(opts, tmp, src, args, tag):
    out = os.path.join(tmp, tag)
    rc, text = symx(opts, ["bmc", "-q", "-o", out] + args + [src])
    if rc not in (0, 1, 3):
        raise Failure("symx bmc %s exited %d:\n%s" % (" ".join(args), rc, text[-1500:]))
    s, errs = summary(out)
    method = "k-induction" if "--k-induction" in args else "bmc"
    if s.get("method") != method and not (method == "k-induction" and s.get("method") == "recursion-summaries"):
        raise Failure("summary.json of symx bmc has no method %s" % method)
    want_rc = 1 if errs - {e for e in errs if e.startswith("unsupported:")} else 0 if s["complete"] else 3
    if rc != want_rc:
        raise Failure("symx bmc exited %d, expected %d" % (rc, want_rc))
    return out, s, errs


def diff_module():
    import importlib.util
    spec = importlib.util.spec_from_file_location("diff_run", os.path.join(HERE, "..", "diff", "run.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check_diff_program(opts, path):
    d = diff_module()
    sp = d.parse_spec(path)
    if sp.incomplete:
        raise Failure("an INCOMPLETE program of tests/diff cannot be compared")
    srcs = [path] + [os.path.join(os.path.dirname(path), f) for f in sp.files]
    tmp = tempfile.mkdtemp(prefix="symx-bmc-")
    try:
        res = {}
        for mode in ("bmc", "run"):
            out = os.path.join(tmp, mode)
            kind = ["--k-induction"] if mode == "bmc" and opts.k_induction else []
            rc, text = symx(opts, [mode, "-q", "--max-time", "60", "-o", out] + kind + sp.args + srcs)
            if rc not in (0, 1, 3):
                raise Failure("symx %s exited %d:\n%s" % (mode, rc, text[-1500:]))
            res[mode] = summary(out)
        (bs, berrs), (rs, rerrs) = res["bmc"], res["run"]
        rc, out = symx(opts, ["replay", os.path.join(tmp, "bmc")] + d.replay_flags(sp.args) + srcs)
        last = out.strip().splitlines()[-1] if out.strip() else ""
        m = re.match(r"^(\d+) matched, (\d+) mismatched$", last)
        if rc != 0 or not m or int(m.group(2)):
            raise Failure("replay of bmc's tests: %s" % last)
        if not rs["complete"]:
            raise Failure("symx run is incomplete (stopped by %s)" % rs.get("stopped_by"))
        if (bs["complete"] and berrs != rerrs) or not berrs - {e for e in berrs if e.startswith("unsupported:")} <= rerrs:
            raise Failure("bmc's errors {%s}, symx run's {%s}" % (" ".join(sorted(berrs)), " ".join(sorted(rerrs))))
        step = bs.get("k_induction", {}).get("step")
        return "bmc %s%s, %s tests replayed, %d merged, = symx run" % (
            "complete" if bs["complete"] else "incomplete", ", k-induction step %s" % step if step else "",
            m.group(1), bs.get("merged_states", 0))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def check_kind(opts, tmp, path, spec, s, v):
    """symx bmc --k-induction's own checks: the step case, plain bmc, no invariants."""
    notes = []
    step = s.get("k_induction", {}).get("step")
    if spec["SUMMARIES"]:
        want = sorted(spec["SUMMARIES"].split())
        got = sorted(f["function"] for f in s["k_induction"].get("summaries") or [])
        by = s.get("method") == "recursion-summaries"
        if want == ["none"] and by:
            raise Failure("proved by summaries of %s" % " ".join(got))
        if want != ["none"] and (not by or got != want):
            raise Failure("method %s, summaries of {%s}; expected recursion-summaries of {%s}"
                          % (s.get("method"), " ".join(got), " ".join(want)))
        notes.append("summaries of %s" % " ".join(got) if by else "no proof by summaries")
    if spec["STEP"] and step != spec["STEP"]:
        raise Failure("k-induction step %s (%s), expected %s" % (step, s["k_induction"].get("why"), spec["STEP"]))
    if spec["WHY"] and spec["WHY"] not in (s["k_induction"].get("why") or ""):
        raise Failure("k-induction why: %s, expected %s" % (s["k_induction"].get("why"), spec["WHY"]))
    if (v == "proof") != (step == "proved" or (s["complete"] and not s["errors"])):
        raise Failure("verdict %s with step %s" % (v, step))
    if spec["PLAIN"]:
        args = [a for a in spec["BMC"] if a != "--k-induction"]
        args = [a for i, a in enumerate(args) if a != "--max-time" and (i == 0 or args[i - 1] != "--max-time")]
        _, s2, errs2 = bmc(opts, tmp, path, args + ["--max-time", "2"], "plain")
        if verdict_of(s2, errs2) != spec["PLAIN"]:
            raise Failure("plain bmc: %s, expected %s" % (verdict_of(s2, errs2), spec["PLAIN"]))
        notes.append("plain bmc %s" % spec["PLAIN"])
    if spec["NO-INVARIANTS"]:
        args = [a for i, a in enumerate(spec["BMC"])
                if a != "--max-time" and (i == 0 or spec["BMC"][i - 1] != "--max-time")]
        _, s3, errs3 = bmc(opts, tmp, path, args + ["--no-invariants", "--unwind", "8"], "noinv")
        step3 = s3["k_induction"]["step"]
        base_proof = s3["complete"] and not errs3  # the bound covered the loop
        if step3 != spec["NO-INVARIANTS"] or (step3 != "proved" and verdict_of(s3, errs3) == "proof" and not base_proof):
            raise Failure("--no-invariants: step %s (verdict %s), expected %s"
                          % (step3, verdict_of(s3, errs3), spec["NO-INVARIANTS"]))
        if errs3 != errs3 & spec["ERRORS"]:
            raise Failure("--no-invariants found errors {%s}" % " ".join(sorted(errs3)))
        notes.append("without invariants %s" % step3)
    return notes


def check(opts, path):
    with open(path, encoding="utf-8") as f:
        if not any(DIRECTIVE.match(l) and DIRECTIVE.match(l).group(1) == "BMC" for l in f):
            return check_diff_program(opts, path)
    spec = parse(path)
    tmp = tempfile.mkdtemp(prefix="symx-bmc-")
    try:
        notes = []
        out, s, errs = bmc(opts, tmp, path, spec["BMC"], "bmc")
        v = verdict_of(s, errs)
        if v not in spec["VERDICT"].split("|") or errs != spec["ERRORS"]:
            raise Failure("bmc: %s with errors {%s}; expected %s with {%s}"
                          % (v, " ".join(sorted(errs)), spec["VERDICT"], " ".join(sorted(spec["ERRORS"]))))
        if spec["BOUND"] and s.get("bound") != int(spec["BOUND"]):
            raise Failure("bmc ended with bound %s, expected %s" % (s.get("bound"), spec["BOUND"]))
        # (a proof by summaries writes no test; nor may a short unknown run on a loaded machine)
        n = replay(opts, out, path, s.get("method") == "recursion-summaries" or v == "unknown")
        notes.append("%s, %d tests replayed, %d merged" % (v, n, s.get("merged_states", 0)))
        if spec["DOMAIN"]:
            seen, npoints = native_errors(opts, tmp, path, out, spec["DOMAIN"])
            if (s["complete"] and seen != errs) or not errs <= seen:
                raise Failure("native runs over the domain show errors {%s}, bmc {%s}"
                              % (" ".join(sorted(seen)), " ".join(sorted(errs))))
            notes.append("= %d native runs" % npoints)
        if spec["INJECT-UNKNOWN"]:
            for n in range(1, int(spec["INJECT-UNKNOWN"]) + 1):
                out4 = os.path.join(tmp, "inject%d" % n)
                env = dict(os.environ, SYMX_INJECT_UNKNOWN_AT=str(n))
                symx(opts, ["bmc", "-q", "-o", out4] + spec["BMC"] + [path], env=env)
                s4, errs4 = summary(out4)
                if s4["complete"] and not errs4:
                    raise Failure("with the %d-th solver query UNKNOWN, bmc claims a proof" % n)
            notes.append("no proof with any of the first %s queries UNKNOWN" % spec["INJECT-UNKNOWN"])
        if spec["RUN"] == "compare":  # where paths explode, so does unwinding alone
            out2, s2, errs2 = bmc(opts, tmp, path, spec["BMC"] + ["--no-merge"], "nomerge")
            if verdict_of(s2, errs2) != v or errs2 != errs:
                raise Failure("bmc --no-merge: %s with {%s}, bmc: %s" % (verdict_of(s2, errs2),
                                                                       " ".join(sorted(errs2)), v))
            replay(opts, out2, path)
        if "--k-induction" in spec["BMC"]:
            notes += check_kind(opts, tmp, path, spec, s, v)
        elif "--unwind" not in spec["BMC"]:  # a growing bound: resumed, the same verdict
            out4, s4, errs4 = bmc(opts, tmp, path, spec["BMC"] + ["--resume"], "resume")
            if verdict_of(s4, errs4) != v or errs4 != errs or s4.get("bound") != s.get("bound"):
                raise Failure("bmc --resume: %s with {%s}, bound %s; bmc: %s, bound %s"
                              % (verdict_of(s4, errs4), " ".join(sorted(errs4)), s4.get("bound"), v, s.get("bound")))
            replay(opts, out4, path)
            notes.append("--resume agrees")
        if spec["TOO-SMALL"]:
            k = spec["TOO-SMALL"]
            args = [a for i, a in enumerate(spec["BMC"])
                    if a != "--unwind" and (i == 0 or spec["BMC"][i - 1] != "--unwind")]
            out3, s3, errs3 = bmc(opts, tmp, path, args + ["--unwind", k], "small")
            if s3["complete"] or s3.get("stopped_by") != "bound" or not errs3 <= spec["ERRORS"]:
                raise Failure("--unwind %s: complete %s, stopped by %s, errors {%s}: a bound too small must "
                              "never be a proof" % (k, s3["complete"], s3.get("stopped_by"),
                                                    " ".join(sorted(errs3))))
            if os.listdir(out3) and [f for f in os.listdir(out3) if f.endswith(".json") and f.startswith("test")]:
                replay(opts, out3, path)
            notes.append("--unwind %s incomplete" % k)
        if spec["RUN"] == "compare":
            rout = os.path.join(tmp, "run")
            rc, text = symx(opts, ["run", "-q", "-o", rout, path])
            rs, rerrs = summary(rout)
            if not rs["complete"]:
                raise Failure("symx run did not finish (stopped by %s): use RUN: explodes" % rs.get("stopped_by"))
            if (s["complete"] and rerrs != errs) or not errs <= rerrs:
                raise Failure("symx run's errors {%s} differ from bmc's {%s}"
                              % (" ".join(sorted(rerrs)), " ".join(sorted(errs))))
            notes.append("= symx run (%d paths)" % rs["paths"])
        elif spec["RUN"] == "explodes":
            rout = os.path.join(tmp, "run")
            rc, text = symx(opts, ["run", "-q", "--max-time", "3", "--max-tests", str(EXPLODES_PATHS),
                                   "-o", rout, path])
            rs, rerrs = summary(rout)
            if rs["complete"]:
                raise Failure("symx run finished: use RUN: compare")
            if not rerrs <= errs | {e for e in rerrs if e.startswith("unsupported:")}:
                raise Failure("symx run found {%s}, bmc {%s}" % (" ".join(sorted(rerrs)), " ".join(sorted(errs))))
            notes.append("symx run unfinished (%s)" % rs.get("stopped_by"))
        return ", ".join(notes)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--symx", default="./symx")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("-k", help="only programs whose path contains this")
    ap.add_argument("--k-induction", action="store_true",
                    help="programs of tests/diff: symx bmc --k-induction against symx run")
    ap.add_argument("paths", nargs="*")
    opts = ap.parse_args()
    opts.symx = os.path.abspath(opts.symx)
    progs = []
    for p in opts.paths or [HERE]:
        if os.path.isfile(p):
            progs.append(p)
            continue
        for f in sorted(os.listdir(p)):
            full = os.path.join(p, f)
            if f.endswith(".c"):
                with open(full) as fh:
                    if fh.readline().startswith("//"):
                        progs.append(full)
    if opts.k:
        progs = [p for p in progs if opts.k in p]

    def one(p):
        t0 = time.time()
        try:
            note = check(opts, p)
            return p, True, "%s (%.1f s)" % (note, time.time() - t0)
        except (Failure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as e:
            return p, False, str(e)

    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
        for p, ok, note in pool.map(one, progs):
            print("%s %s: %s" % ("PASS" if ok else "FAIL", os.path.relpath(p), note), flush=True)
            passed += ok
            failed += not ok
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
