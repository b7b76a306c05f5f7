#!/usr/bin/env python3
"""Differential tests: symx's predictions against native runs.

    python3 tests/diff/run.py --symx ./symx [-j N] [-k SUBSTR] [--keep]
                              [--data-model ILP32|LP64] [PATH...]

With --data-model, every program whose ARGS do not choose a data model runs
in that one (`make test` runs the suite once plain, once as ILP32: symx's
predictions against native 32-bit runs).

Every *.c file under PATH (default: tests/diff) that starts with a `//` line
is a test program. For each program:

1. correctness: `symx run` explores it, then `symx replay` runs every generated
   test natively (ASan + UBSan) and each must end exactly as symx predicted
   (same exit code, or same error kind at the same line). The run must be
   complete.
2. completeness, for programs with a DOMAIN: every input of the domain runs
   natively, and the path each run takes (the sequence of basic blocks it
   executes, from -fsanitize-coverage=bb,trace-pc-guard and tests/diff/cov.c)
   must be the path of some generated test's native run; the signature of a
   path also tells whether the run ended in an error. Where symx ran a
   `?:` as a select (summary.json's selects_folded), one test may cover
   two native paths: if a path is then missing, completeness is checked
   again on a second run with --keep-branches (the contract of forking at
   every branch), whose tests are replayed too. A failure names an
   input and the outcome of the path no test took. (Blocks, not edges: switch
   cases that share a body are one path for symx, and splitting their edges
   would tell them apart.)
3. the checker itself (SELFTEST below): corrupted predictions, tests that do
   not fit the program and deleted tests must all be caught.

With --inject-unknown RATE, that fraction of the queries that would reach Z3
answers UNKNOWN, as a solver time-out does: the paths past an undecided
branch must still be real, so every test must replay as predicted; the
other checks are left out (the sides given up have no tests).

Directives (comment lines anywhere in the program):

    // ARGS: ...            extra `symx run` arguments (-I/-D/-U/-std=/-include
    //                      --data-model and --check-overflow are passed on
    //                      to replay; --sym-args/--sym-stdin need not be:
    //                      each test carries its command line and stdin as
    //                      inputs)
    // FILES: a.c b.c       extra sources, relative to the program
    // DOMAIN: x=0..255 y=-3..3,7 s=bytes(0,'a'..'c')
    //                      the inputs in creation order, each NAME=VALUES:
    //                      comma-separated values and LO..HI ranges (decimal,
    //                      hex or 'c'), the input's little-endian value; or
    //                      bytes(VALUES): every byte of the input from VALUES.
    //                      The domain is the product of all entries. Points
    //                      that violate an assumption (klee_assume...) are
    //                      not executions of the program and are left out.
    // EXPECT: error:div-by-zero exit:3
    //                      outcomes that must occur among the tests
    // SELFTEST: corrupt misfit drop run-replay
    //                      also test the checker on this program: corrupted
    //                      predictions must be caught by replay, tests whose
    //                      inputs do not fit must be refused (exit 2), a
    //                      deleted test must make the completeness check fail,
    //                      and `symx run --replay` must record the replay's
    //                      counts (and the options) in summary.json
    // XFAIL: reason        a known symx bug: a failure is reported as XFAIL
    //                      and not counted; a pass is XPASS and counts as a
    //                      failure (remove the line)
    // TIMEOUT: N           seconds for each symx command (default 120)
    // INCOMPLETE: reason   the exploration may be incomplete (e.g. symx
    //                      reports `unsupported`; such tests are skipped by
    //                      replay); not allowed with a DOMAIN
    // NEEDS: i386          under ILP32, symx itself runs i386 programs
    //                      (libm's results, src/engine/math32.c): on a host
    //                      whose kernel cannot, the ILP32 pass skips the
    //                      program, and says why

Prints one line per program and `N passed, M failed` last; exits 1 if any
program failed.
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
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DIRECTIVE = re.compile(r"^\s*//\s*([A-Z][A-Z-]+):(.*)$")
KNOWN = {"ARGS", "FILES", "DOMAIN", "EXPECT", "SELFTEST", "XFAIL", "TIMEOUT", "INCOMPLETE", "NEEDS"}
CLANG = os.environ.get("CLANG", "/usr/lib/llvm-16/bin/clang")
MAX_POINTS = 20000
# Keep in step with run_test() in src/cli/replay.c. Symbolization is off (only
# the path matters here), and a sanitizer's error exits with SAN_EXIT, so
# that a run ending in an error is told apart from one that does not even
# when both executed the same blocks (an error in the middle of a block).
SAN_EXIT = 117
ASAN_OPTIONS = ("detect_leaks=0:handle_abort=1:handle_sigill=1:handle_sigfpe=1:handle_segv=1:"
                "handle_sigbus=1:allocator_may_return_null=1:detect_stack_use_after_return=1:"
                "strict_memcmp=0:redzone=2048:detect_odr_violation=0:symbolize=0:exitcode=%d"
                % SAN_EXIT)
UBSAN_OPTIONS = "print_stacktrace=0:halt_on_error=1:symbolize=0:exitcode=%d" % SAN_EXIT
OBSERVABLE = {"assertion", "abort", "reach-error", "div-by-zero", "overflow", "out-of-bounds",
              "null-dereference", "use-after-free", "double-free", "invalid-free", "read-only"}
TEST_NAME = re.compile(r"^test\d{6}\.json$")


class Failure(Exception):
    pass


class Spec:
    def __init__(self, path):
        self.path = path
        self.args, self.files, self.domain, self.expect, self.selftest = [], [], [], [], []
        self.xfail = self.incomplete = None
        self.timeout = 120.0
        self.needs = []


def parse_value(s):
    s = s.strip()
    if len(s) == 3 and s[0] == "'" and s[2] == "'":
        return ord(s[1])
    if len(s) == 4 and s.startswith("'\\") and s.endswith("'"):
        return {"n": 10, "t": 9, "0": 0}[s[2]]
    return int(s, 0)


def split_outside_quotes(text, seps):
    """Splits text at any of seps, except inside 'c' character literals
    (escapes: \\n \\t \\0; write other awkward bytes as numbers)."""
    parts, cur, quoted = [], "", False
    for ch in text:
        if ch == "'" and not (quoted and cur.endswith("\\")):
            quoted = not quoted
        if ch in seps and not quoted:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return [p for p in parts if p]


def parse_values(spec):
    vals = []
    for item in split_outside_quotes(spec, ","):
        if not item:
            continue
        m = re.match(r"^(.+?)\.\.(.+)$", item)
        if m:
            lo, hi = parse_value(m.group(1)), parse_value(m.group(2))
            if hi < lo:
                raise ValueError("empty range %s" % item)
            vals.extend(range(lo, hi + 1))
        else:
            vals.append(parse_value(item))
    if not vals:
        raise ValueError("no values in %r" % spec)
    return vals


def parse_domain(text):
    out = []
    for tok in split_outside_quotes(text, " \t"):
        if "=" not in tok:
            raise ValueError("DOMAIN entry %r is not NAME=VALUES" % tok)
        name, spec = tok.split("=", 1)
        bytewise = spec.startswith("bytes(") and spec.endswith(")")
        if bytewise:
            spec = spec[6:-1]
        out.append((name, bytewise, parse_values(spec)))
    return out


def parse_spec(path):
    s = Spec(path)
    with open(path, encoding="utf-8", errors="replace") as f:
        for no, line in enumerate(f.read().splitlines(), 1):
            m = DIRECTIVE.match(line)
            if not m:
                continue
            key, val = m.group(1), m.group(2).strip()
            if key not in KNOWN:
                raise ValueError("line %d: unknown directive %s" % (no, key))
            if key == "ARGS":
                s.args += shlex.split(val)
            elif key == "FILES":
                s.files += val.split()
            elif key == "DOMAIN":
                s.domain += parse_domain(val)
            elif key == "EXPECT":
                s.expect += val.split()
            elif key == "SELFTEST":
                s.selftest += val.split()
            elif key == "XFAIL":
                s.xfail = val
            elif key == "TIMEOUT":
                s.timeout = float(val)
            elif key == "INCOMPLETE":
                s.incomplete = val
            elif key == "NEEDS":
                if val.split() != ["i386"]:
                    raise ValueError("line %d: NEEDS takes i386 only" % no)
                s.needs = ["i386"]
    if s.incomplete and s.domain:
        raise ValueError("INCOMPLETE and DOMAIN exclude each other")
    return s


def run(cmd, timeout, env=None, cwd=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout,
                           env=env, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise Failure("timed out after %gs: %s" % (timeout, " ".join(cmd)))
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def replay_flags(args):
    """The arguments of `symx run` that `symx replay` takes too."""
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a in ("-I", "-D", "-U", "-include", "--data-model") and i + 1 < len(args):
            out += [a, args[i + 1]]
            i += 2
            continue
        if a.startswith(("-I", "-D", "-U", "-std=")) or a == "--check-overflow":
            out.append(a)
        i += 1
    return out


def tail(text, n=12):
    lines = text.strip().splitlines()
    return "\n".join("    " + l for l in lines[-n:])


def test_files(outdir):
    return sorted(f for f in os.listdir(outdir) if TEST_NAME.match(f))


def load(path):
    with open(path) as f:
        return json.load(f)


def outcome_key(oc):
    if oc.get("kind") == "exit":
        return "exit:%d" % oc["code"]
    return "error:%s" % oc.get("error")


class Ctx:
    """One program's run: paths and commands."""

    def __init__(self, opts, spec, tmp):
        self.opts, self.spec, self.tmp = opts, spec, tmp
        d = os.path.dirname(spec.path)
        self.sources = [spec.path] + [os.path.join(d, f) for f in spec.files]
        self.rflags = replay_flags(spec.args)

    def symx(self, *args):
        return run([self.opts.symx] + list(args), self.spec.timeout)

    def replay(self, target):
        """`symx replay TARGET FLAGS FILES`, exactly as a user runs it."""
        return self.symx("replay", target, *self.rflags, *self.sources)

    def replay_prebuilt(self, target):
        """The same with a binary built once (--build, --binary)."""
        binary = os.path.join(self.tmp, "replay.bin")
        if not os.path.exists(binary):
            rc, out, err = self.symx("replay", "--build", binary, *self.rflags, *self.sources)
            if rc != 0:
                raise Failure("cannot build the replay binary:\n" + tail(out + err))
        return self.symx("replay", "--binary", binary, target)


# ---- correctness -------------------------------------------------------------

def check_run(ctx, outdir, extra=()):
    env = None
    if ctx.opts.inject_unknown:
        env = dict(os.environ, SYMX_INJECT_UNKNOWN_RATE=str(ctx.opts.inject_unknown))
    rc, out, err = run([ctx.opts.symx, "run", "-o", outdir, *ctx.spec.args, *extra, *ctx.sources],
                       ctx.spec.timeout, env=env)
    if rc not in (0, 1, 3):
        raise Failure("symx run exited %d:\n%s" % (rc, tail(out + err)))
    summary = load(os.path.join(outdir, "summary.json"))
    if not summary.get("complete") and not ctx.spec.incomplete and not ctx.opts.inject_unknown:
        raise Failure("exploration incomplete (stopped by %s)" % summary.get("stopped_by"))
    names = test_files(outdir)
    if not names and not ctx.opts.inject_unknown:
        raise Failure("symx wrote no tests")
    return names


def check_replay(ctx, outdir, names):
    rc, out, err = ctx.replay(outdir)
    last = out.strip().splitlines()[-1] if out.strip() else ""
    m = re.match(r"^(\d+) matched, (\d+) mismatched$", last)
    bad = [l for l in out.splitlines() if "MISMATCH" in l or "MISFIT" in l]
    skipped = re.search(r"^(\d+) skipped", out, re.M)
    nskip = int(skipped.group(1)) if skipped else 0
    if rc != 0 or not m or int(m.group(2)) != 0 or int(m.group(1)) + nskip != len(names):
        raise Failure("replay exited %d (%s):\n%s" % (rc, last or "no counts",
                                                       tail("\n".join(bad) or out + err)))
    return int(m.group(1)), nskip


def check_expect(ctx, outdir, names):
    keys = {outcome_key(load(os.path.join(outdir, n))["outcome"]) for n in names}
    missing = [k for k in ctx.spec.expect if k not in keys]
    if missing:
        raise Failure("expected outcomes missing among the tests: %s (seen: %s)"
                      % (" ".join(missing), " ".join(sorted(keys))))


# ---- completeness ------------------------------------------------------------

# The memory errors only AddressSanitizer shows: under qemu-i386 (no ASan)
# replay skips their predictions. A null dereference faults without it.
ASAN_KINDS = {"out-of-bounds", "use-after-free", "double-free", "invalid-free", "read-only"}


def host_i386(opts):
    """How this host runs i386 programs, as `symx replay --host` says:
    ("native" | "qemu" | "none", why). Asked once per suite run."""
    with opts.lock:
        if opts.i386 is None:
            rc, out, err = run([opts.symx, "replay", "--host"], 60)
            m = re.match(r"^i386: (native|qemu|none)(?:: (.*))?$", out.strip())
            opts.i386 = (m.group(1), m.group(2) or "") if m else ("none", "symx replay --host failed: "
                                                                   + tail(out + err, 2))
        return opts.i386


def native_prefix(ctx):
    """The command prefix that runs this program's native binaries: [] or
    [qemu-i386] (ILP32 on a host whose kernel cannot execute i386)."""
    if "ILP32" in ctx.rflags and host_i386(ctx.opts)[0] == "qemu":
        return [shutil.which("qemu-i386") or "qemu-i386"]
    return []


def cov_object(opts, m32):
    """tests/diff/cov.c compiled once per suite run (and data model)."""
    with opts.lock:
        if m32 not in opts.cov_obj:
            obj = os.path.join(opts.tmp, "cov32.o" if m32 else "cov.o")
            rc, out, err = run([CLANG] + (["-m32"] if m32 else []) +
                               ["-O2", "-fPIC", "-Wall", "-c", "-o", obj, os.path.join(HERE, "cov.c")], 120)
            if rc != 0:
                raise Failure("cannot compile cov.c:\n" + tail(out + err))
            opts.cov_obj[m32] = obj
        return opts.cov_obj[m32]


def memory_errors_in_play(ctx, outdir):
    """Whether the domain runs need AddressSanitizer: a test predicts a
    memory error, or the program is one of those about memory."""
    if re.search(r"/(errors|mem|libc|ilp32)/", ctx.spec.path):
        return True
    return any(load(os.path.join(outdir, n))["outcome"].get("error") in ASAN_KINDS | {"null-dereference"}
               for n in test_files(outdir))


def build_cov(ctx, outdir):
    binary = os.path.join(ctx.tmp, "cov.bin")
    if os.path.exists(binary):
        return binary
    flags = ctx.rflags if "--check-overflow" in ctx.rflags else ctx.rflags + ["--no-check-overflow"]
    # A forked child of an ASan process costs about three times one without
    # (measured on int/shift8.c's 1536 inputs: 30.6 s against 11.1 s), and
    # the domain runs are most of the suite's time. Every test's replay
    # keeps ASan; the domain runs keep it where memory errors are in play.
    no_asan = [] if memory_errors_in_play(ctx, outdir) else ["--cc-arg", "-fno-sanitize=address"]
    rc, out, err = ctx.symx("replay", "--build", binary, *flags, *no_asan,
                            "--cc-arg", "-fsanitize-coverage=bb,trace-pc-guard,no-prune",
                            "--cc-arg", cov_object(ctx.opts, "ILP32" in ctx.rflags), *ctx.sources)
    if rc != 0:
        raise Failure("cannot build the coverage binary:\n" + tail(out + err))
    return binary


def run_batch(ctx, binary, paths, tag):
    """Native path signature and wait status of each test file. The signature
    is the hash and length of the block sequence, and whether the run ended
    in an error (sanitizer, abort, signal) or exited."""
    lst = os.path.join(ctx.tmp, tag + ".list")
    res = os.path.join(ctx.tmp, tag + ".res")
    with open(lst, "w") as f:
        f.write("".join(os.path.abspath(p) + "\n" for p in paths))
    env = dict(os.environ, SYMX_COV_BATCH=lst, SYMX_COV_OUT=res, ASAN_OPTIONS=ASAN_OPTIONS,
               UBSAN_OPTIONS=UBSAN_OPTIONS, SYMX_COV_TIMEOUT="10")
    rc, out, err = run(native_prefix(ctx) + [binary], max(ctx.spec.timeout, 10 + len(paths) * 0.5),
                       env=env, cwd=ctx.tmp)
    results = {}
    if os.path.exists(res):
        with open(res) as f:
            for line in f:
                i, h, n, st = line.split()
                st = int(st)
                end = "error" if os.WIFSIGNALED(st) or exit_code(st) == SAN_EXIT else "exit"
                results[int(i)] = ("%s/%s/%s" % (h, n, end), st)
    if rc != 0 or len(results) != len(paths):
        raise Failure("coverage batch run failed (exit %d, %d of %d results):\n%s"
                      % (rc, len(results), len(paths), tail(out + err)))
    return [results[i] for i in range(len(paths))]


def exit_code(st):
    return os.WEXITSTATUS(st) if os.WIFEXITED(st) else None


def domain_points(ctx, layout):
    """The domain's inputs: a list of (description, [(name, size, bytes)])."""
    dom = ctx.spec.domain
    names = [n for n, _ in layout]
    if [d[0] for d in dom] != names:
        raise Failure("DOMAIN names %s but the program's inputs are %s"
                      % (" ".join(d[0] for d in dom), " ".join("%s:%d" % x for x in layout)))
    choices = []
    for (name, bytewise, vals), (_, size) in zip(dom, layout):
        if bytewise:
            opts = [(bytes(c), "%s=%r" % (name, bytes(c)))
                    for c in itertools.product([v & 0xff for v in vals], repeat=size)]
        else:
            opts = [((v % (1 << (8 * size))).to_bytes(size, "little"), "%s=%d" % (name, v))
                    for v in vals]
        choices.append(opts)
    total = 1
    for c in choices:
        total *= len(c)
    if total > MAX_POINTS:
        raise Failure("the DOMAIN has %d points (at most %d)" % (total, MAX_POINTS))
    for combo in itertools.product(*choices):
        yield " ".join(d for _, d in combo), [(n, s, b) for (n, s), (b, _) in zip(layout, combo)]


def write_test(path, inputs):
    with open(path, "w") as f:
        json.dump({"inputs": [{"name": n, "size": s, "bytes": b.hex()} for n, s, b in inputs]}, f)


def prepare_domain(ctx, outdir, names):
    """Writes the domain's test files; returns [(description, path)]."""
    layouts = set()
    for n in names:
        t = load(os.path.join(outdir, n))
        layouts.add(tuple((i["name"], i["size"]) for i in t["inputs"]))
    if len(layouts) != 1:
        raise Failure("the tests do not all have the same inputs (a DOMAIN needs inputs created "
                      "on every path): %s" % sorted(layouts))
    layout = list(layouts.pop())
    ddir = os.path.join(ctx.tmp, "domain")
    os.makedirs(ddir, exist_ok=True)
    points = []
    for k, (desc, inputs) in enumerate(domain_points(ctx, layout)):
        p = os.path.join(ddir, "d%06d.json" % k)
        write_test(p, inputs)
        points.append((desc, p))
    return points


def native_outcome(ctx, path):
    rc, out, err = ctx.replay_prebuilt(path)
    m = re.search(r"native run: (.*)$", out, re.M)
    return m.group(1) if m else "?"


def check_completeness(ctx, outdir, points, domain_results=None):
    """Every native path over the domain is the native path of some test.
    Returns (number of distinct domain paths, test signatures, domain results)."""
    binary = build_cov(ctx, outdir)
    names = test_files(outdir)
    tres = run_batch(ctx, binary, [os.path.join(outdir, n) for n in names], "tests")
    sigs = {}
    for n, (sig, st) in zip(names, tres):
        if exit_code(st) == 121:
            raise Failure("%s does not fit the program natively" % n)
        sigs.setdefault(sig, []).append(n)
    if domain_results is None:
        domain_results = run_batch(ctx, binary, [p for _, p in points], "domain")
    missing, seen = {}, set()
    for (desc, path), (sig, st) in zip(points, domain_results):
        code = exit_code(st)
        if code == 121:
            raise Failure("domain input %s does not fit the program (check DOMAIN)" % desc)
        if code == 122:
            continue  # violates an assumption: not an execution of the program
        seen.add(sig)
        if sig not in sigs and sig not in missing:
            missing[sig] = (desc, path)
    if missing:
        lines = []
        for sig, (desc, path) in list(missing.items())[:3]:
            lines.append("input %s: its native path (%s) is taken by no test; outcome: %s"
                         % (desc, sig, native_outcome(ctx, path)))
        if len(missing) > 3:
            lines.append("... and %d more paths" % (len(missing) - 3))
        raise Failure("incomplete: %d of %d native paths over the domain are not covered:\n%s"
                      % (len(missing), len(seen), "\n".join("    " + l for l in lines)))
    return len(seen), sigs, domain_results


# ---- self-tests of the checker -------------------------------------------------

OTHER_KIND = {"assertion": "abort", "abort": "assertion", "reach-error": "abort",
              "div-by-zero": "overflow", "overflow": "div-by-zero",
              "out-of-bounds": "use-after-free", "null-dereference": "out-of-bounds",
              "use-after-free": "out-of-bounds", "double-free": "invalid-free",
              "invalid-free": "double-free", "read-only": "use-after-free"}


def selftest_corrupt(ctx, outdir, names):
    """Every kind of corrupted prediction is reported as a mismatch, and only those."""
    cdir = os.path.join(ctx.tmp, "corrupt")
    shutil.copytree(outdir, cdir)
    mutated = {}
    exits = [n for n in names if load(os.path.join(cdir, n))["outcome"]["kind"] == "exit"]
    checkable = OBSERVABLE - (ASAN_KINDS if native_prefix(ctx) else set())
    errors = [n for n in names if load(os.path.join(cdir, n))["outcome"].get("error") in checkable]
    plan = []
    if exits:
        plan += [(exits[0], "exit code + 1"), (exits[-1], "exit -> assertion")]
    if errors:
        plan += [(errors[0], "line + 1"), (errors[-1], "other kind")]
        if len(errors) > 2:
            plan.append((errors[1], "error -> exit 0"))
    for n, how in plan:
        if n in mutated:
            continue
        p = os.path.join(cdir, n)
        t = load(p)
        oc = t["outcome"]
        if how == "exit code + 1":
            oc["code"] += 1
        elif how == "exit -> assertion":
            t["outcome"] = {"kind": "error", "error": "assertion", "file": ctx.spec.path, "line": 1}
        elif how == "line + 1":
            oc["line"] += 1
        elif how == "other kind":
            oc["error"] = OTHER_KIND[oc["error"]]
            if native_prefix(ctx) and oc["error"] in ASAN_KINDS:  # would be skipped, not checked
                oc["error"] = "assertion" if t["outcome"]["error"] != "assertion" else "abort"
        else:
            t["outcome"] = {"kind": "exit", "code": 0}
        with open(p, "w") as f:
            json.dump(t, f)
        mutated[n] = how
    if len(mutated) < 2:
        raise Failure("selftest corrupt: the program has too few tests to corrupt")
    rc, out, err = ctx.replay_prebuilt(cdir)
    reported = {l.split(":")[0] for l in out.splitlines() if ": MISMATCH:" in l}
    if rc != 1 or reported != set(mutated):
        raise Failure("selftest corrupt: replay exited %d and reported %s for corrupted %s:\n%s"
                      % (rc, sorted(reported), mutated, tail(out + err)))
    return len(mutated)


def selftest_misfit(ctx, outdir, names):
    """Tests whose inputs do not fit the program are refused with exit 2."""
    t0 = load(os.path.join(outdir, names[0]))
    if not t0["inputs"]:
        raise Failure("selftest misfit: the program has no inputs")
    cases = []
    t = json.loads(json.dumps(t0))
    i = t["inputs"][-1]
    i["size"] += 1
    i["bytes"] += "00"
    cases.append(("size differs", t))
    t = json.loads(json.dumps(t0))
    t["inputs"].pop()
    cases.append(("input missing", t))
    t = json.loads(json.dumps(t0))
    t["inputs"][0]["name"] += "_renamed"
    cases.append(("name differs", t))
    for k, (how, t) in enumerate(cases):
        p = os.path.join(ctx.tmp, "misfit%d.json" % k)
        with open(p, "w") as f:
            json.dump(t, f)
        rc, out, err = ctx.replay_prebuilt(p)
        if rc != 2 or "MISFIT" not in out:
            raise Failure("selftest misfit (%s): replay exited %d:\n%s" % (how, rc, tail(out + err)))
    return len(cases)


def selftest_run_replay(ctx, names, matched, skipped):
    """`symx run --replay` records what replay found in summary.json."""
    outdir = os.path.join(ctx.tmp, "run-replay")
    rc, out, err = ctx.symx("run", "--replay", "-o", outdir, *ctx.spec.args, *ctx.sources)
    summary = load(os.path.join(outdir, "summary.json"))
    want = {"matched": matched, "mismatched": 0, "skipped": skipped}
    got = summary.get("replay")
    opts = summary.get("options", {})
    if got != want or opts.get("check_overflow") != ("--check-overflow" in ctx.spec.args):
        raise Failure("selftest run-replay: summary replay %s (expected %s), options %s:\n%s"
                      % (got, want, opts, tail(out + err)))
    if not re.search(r"^replay: %d matched, 0 mismatched$" % matched, out, re.M):
        raise Failure("selftest run-replay: no counts printed:\n" + tail(out + err))
    return 1


def selftest_drop(ctx, outdir, names, points, sigs, domain_results):
    """Deleting a test whose native path no other test takes breaks completeness."""
    unique = [ns[0] for ns in sigs.values() if len(ns) == 1]
    if not unique:
        raise Failure("selftest drop: no test has a path of its own")
    picks = sorted(set([unique[0], unique[-1]]))
    for n in picks:
        ddir = os.path.join(ctx.tmp, "drop-" + n[:-5])
        shutil.copytree(outdir, ddir)
        os.unlink(os.path.join(ddir, n))
        try:
            check_completeness(ctx, ddir, points, domain_results)
        except Failure as e:
            if "taken by no test" not in str(e):
                raise Failure("selftest drop (%s): unexpected failure: %s" % (n, e))
            continue
        raise Failure("selftest drop: deleting %s went unnoticed" % n)
    return len(picks)


def undecided_sides(outdir):
    """How many branch sides the run gave up because the solver answered
    UNKNOWN (the injected or real time-outs)."""
    errs = load(os.path.join(outdir, "summary.json")).get("errors", [])
    return sum(e.get("paths", 1) for e in errs
               if e["kind"] == "unsupported" and "could not decide" in e.get("message", ""))


# ---- driver --------------------------------------------------------------------

def check_program(opts, path):
    spec = parse_spec(path)
    if opts.data_model and "--data-model" not in spec.args:
        spec.args += ["--data-model", opts.data_model]
    tmp = tempfile.mkdtemp(prefix="diff-", dir=opts.tmp)
    ctx = Ctx(opts, spec, tmp)
    outdir = os.path.join(tmp, "out")
    notes = []
    if spec.needs and "ILP32" in ctx.rflags and host_i386(opts)[0] != "native":
        shutil.rmtree(tmp, ignore_errors=True)
        return "SKIPPED: symx needs to run i386 programs for it, and this host cannot: " + host_i386(opts)[1]
    names = check_run(ctx, outdir)
    matched, skipped = check_replay(ctx, outdir, names)
    notes.append("%d tests" % len(names) + (", %d skipped" % skipped if skipped else ""))
    if opts.inject_unknown:
        # Only correctness holds when queries go undecided: the paths given
        # up leave outcomes and domain paths without a test.
        notes.append("%d sides given up" % undecided_sides(outdir))
        if not opts.keep:
            shutil.rmtree(tmp, ignore_errors=True)
        return ", ".join(notes)
    check_expect(ctx, outdir, names)
    if "ILP32" in ctx.rflags and host_i386(opts)[0] != "native":
        mode, why = host_i386(opts)
        with opts.lock:
            opts.host_notes[mode] = opts.host_notes.get(mode, 0) + 1
        if mode == "none":
            notes.append("native checks SKIPPED: " + why)
            if not opts.keep:
                shutil.rmtree(tmp, ignore_errors=True)
            return ", ".join(notes)
        notes.append("under qemu-i386")
        if spec.domain and opts.data_model == "ILP32" and "/ilp32/" not in path:
            # The ILP32 pass over the whole suite: every domain input runs
            # under emulation at a tenth of native speed, which would take
            # most of `make test`; the LP64 pass checks these domains natively,
            # and the ILP32 programs of tests/diff/ilp32 keep theirs.
            spec.domain = None
            spec.selftest = [t for t in spec.selftest if t != "drop"]
            notes.append("completeness SKIPPED (ILP32 pass under qemu-i386)")
            with opts.lock:
                opts.host_notes["nodomain"] = opts.host_notes.get("nodomain", 0) + 1
        if spec.domain and any(load(os.path.join(outdir, n))["outcome"].get("error") in ASAN_KINDS
                               for n in names):
            # Without ASan a memory error does not stop the native run, and
            # what it does next (a corrupted heap, another path) is
            # undefined: paths over the domain cannot be compared.
            spec.domain = None
            spec.selftest = [t for t in spec.selftest if t != "drop"]
            notes.append("completeness SKIPPED (memory errors that need ASan, and no ASan under qemu-i386)")
            with opts.lock:
                opts.host_notes["nocompleteness"] = opts.host_notes.get("nocompleteness", 0) + 1
    cdir, cnames = outdir, names  # the run whose paths are compared with the domain's
    if spec.domain:
        points = prepare_domain(ctx, outdir, names)
        try:
            npaths, sigs, dres = check_completeness(ctx, outdir, points)
        except Failure as e:
            # A `?:` made a select covers both of its native blocks with one
            # test: native block paths are the contract of forking at every
            # branch, so a run with selects that misses one is checked again
            # with --keep-branches (its tests must replay too).
            folded = load(os.path.join(outdir, "summary.json")).get("selects_folded", 0)
            if not folded or "taken by no test" not in str(e) or "--keep-branches" in spec.args:
                raise
            cdir = os.path.join(tmp, "out-keep")
            cnames = check_run(ctx, cdir, ["--keep-branches"])
            check_replay(ctx, cdir, cnames)
            npaths, sigs, dres = check_completeness(ctx, cdir, points)
            notes.append("%d selects; --keep-branches %d tests" % (folded, len(cnames)))
        notes.append("%d domain inputs, %d paths" % (len(points), npaths))
    for st in spec.selftest:
        if st == "corrupt":
            notes.append("%d corruptions caught" % selftest_corrupt(ctx, outdir, names))
        elif st == "misfit":
            notes.append("%d misfits refused" % selftest_misfit(ctx, outdir, names))
        elif st == "run-replay":
            selftest_run_replay(ctx, names, matched, skipped)
            notes.append("run --replay recorded")
        elif st == "drop":
            if not spec.domain:
                raise Failure("SELFTEST drop needs a DOMAIN")
            notes.append("%d drops caught" % selftest_drop(ctx, cdir, cnames, points, sigs, dres))
        else:
            raise Failure("unknown SELFTEST %s" % st)
    if not opts.keep:
        shutil.rmtree(tmp, ignore_errors=True)
    return ", ".join(notes)


def collect(paths):
    found = []
    for p in paths:
        if os.path.isfile(p):
            found.append(p)
            continue
        for root, dirs, files in os.walk(p):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".c") and f != "cov.c":
                    full = os.path.join(root, f)
                    with open(full, errors="replace") as fh:
                        if fh.readline().startswith("//"):
                            found.append(full)
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--symx", default="./symx")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("-k", help="only programs whose path contains this")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directories")
    ap.add_argument("--data-model", choices=["ILP32", "LP64"],
                    help="run the programs that do not choose a data model (ARGS) in this one")
    ap.add_argument("--inject-unknown", type=float, metavar="RATE", default=0,
                    help="make this fraction of the solver's Z3 queries answer UNKNOWN "
                         "(SYMX_INJECT_UNKNOWN_RATE) and check only that every test "
                         "still replays as predicted")
    ap.add_argument("paths", nargs="*")
    opts = ap.parse_args()
    opts.symx = os.path.abspath(opts.symx)
    opts.lock = threading.Lock()
    opts.cov_obj = {}
    opts.i386, opts.host_notes = None, {}
    opts.tmp = tempfile.mkdtemp(prefix="symx-diff-")
    progs = collect(opts.paths or [HERE])
    if opts.k:
        progs = [p for p in progs if opts.k in p]
    if opts.data_model:  # programs that choose their data model run in the plain pass
        progs = [p for p in progs if "--data-model" not in parse_spec(p).args]
    if any(opts.data_model == "ILP32" or "--data-model" in parse_spec(p).args for p in progs) \
            and "SYMX_I386" not in os.environ:
        # Every `symx replay` of an ILP32 program would probe the host again
        # (a -m32 build and run); it honours SYMX_I386, so probe once here.
        os.environ["SYMX_I386"] = host_i386(opts)[0]
    root = os.path.commonpath([os.path.abspath(p) for p in progs] + [HERE]) if progs else HERE
    counts = {"PASS": 0, "FAIL": 0, "XFAIL": 0, "XPASS": 0}
    start = time.time()

    def one(p):
        t0 = time.time()
        try:
            xfail = parse_spec(p).xfail
        except (ValueError, OSError) as e:
            return p, "FAIL", "bad directives: %s" % e, 0.0
        try:
            note = check_program(opts, p)
            status = "XPASS" if xfail else "PASS"
            if xfail:
                note = "passes but is marked XFAIL (%s): remove the XFAIL line" % xfail
        except Failure as e:
            status, note = ("XFAIL", "%s\n    known: %s" % (e, xfail)) if xfail else ("FAIL", str(e))
        except Exception as e:  # a bug in this driver or a malformed file
            status, note = "FAIL", "%s: %s" % (type(e).__name__, e)
        return p, status, note, time.time() - t0

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as ex:
        for p, status, note, dt in ex.map(one, progs):
            counts[status] += 1
            rel = os.path.relpath(os.path.abspath(p), root)
            print("%-5s %s (%.1fs): %s" % (status, rel, dt, note), flush=True)
    if not opts.keep:
        shutil.rmtree(opts.tmp, ignore_errors=True)
    else:
        print("scratch files kept in %s" % opts.tmp)
    passed = counts["PASS"]
    failed = counts["FAIL"] + counts["XPASS"]
    print("%d programs in %.0fs; %d known failures (XFAIL)" % (len(progs), time.time() - start,
                                                                counts["XFAIL"]))
    if opts.host_notes.get("qemu"):
        print("ILP32 native checks of %d programs ran under qemu-i386 (%s); their out-of-bounds, "
              "use-after-free and bad-free predictions were skipped, and so was the completeness check of %d with memory errors "
              "and of %d others (their domains run natively in the LP64 pass)"
              % (opts.host_notes["qemu"], opts.i386[1], opts.host_notes.get("nocompleteness", 0),
                 opts.host_notes.get("nodomain", 0)))
    if opts.host_notes.get("none"):
        print("ILP32 native checks of %d programs SKIPPED: %s" % (opts.host_notes["none"], opts.i386[1]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
