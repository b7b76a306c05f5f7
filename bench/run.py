#!/usr/bin/env python3
"""symx benchmark suite: runs symx (and KLEE, where available) on the programs
in bench/ and reports medians.  Python 3 standard library only.

    python3 bench/run.py --runs 3                 # all programs, symx + KLEE
    python3 bench/run.py --runs 1 tiny regexp     # a subset
    python3 bench/run.py --baseline /path/to/old/symx --no-klee
    python3 bench/run.py --json out.json

Every measured run is one child process: wall time is taken around it, CPU
time and peak RSS come from os.wait4 (peak RSS is the largest of the process
and its waited-for descendants, e.g. the clang that symx starts; for symx the
table shows its own peak from summary.json instead, since KLEE is given
precompiled bitcode and never runs clang).  Results go
to stdout as Markdown tables; --json FILE writes everything, every run
included.  Progress goes to stderr.
"""

import argparse
import json
import os
import re
import shutil
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_DIR = os.path.dirname(BENCH_DIR)

# name -> (completed paths KLEE 3.2 reports on plain -O0 bitcode,
#          completed paths when every source-level branch forks).
# They differ where KLEE's SimplifyCFG turns a `&&` into a select (regexp's
# match_star); an engine may report either (see README).
PROGRAMS = {
    "tiny": (3, 3),
    "bubble_sort": (720, 720),
    "binary_search": (33, 33),
    "regexp": (5895, 6012),
    "concrete_loop": (1, 1),
    # bench/solver/: constraint-heavy programs in the style of SV-COMP's XCSP
    # tasks (one path, or a few, each fork a query over every variable).
    # all_interval: KLEE's SimplifyCFG makes each |d| `?:` a select, as
    # symx's select formation does (257 paths with --keep-branches).
    "all_interval": (87, 257),
    "aim_sat": (305, 305),
    "aim_unsat": (289, 289),
    "dubois": (160, 160),
    # bench/fp/: floating point over symbolic floats and doubles, solver-bound
    # (Z3's FP theory); KLEE 3.2 has no symbolic floating point: no figure.
    "fp_convert": (None, 6),
    "fp_filter": (None, 8),
    "fp_parse": (None, 43),
    "fp_print": (None, 43),
}
# Programs that live in a subdirectory of bench/, and the groups that can be
# named on the command line instead of their programs.
PROGRAM_DIRS = {p: "solver" for p in ("all_interval", "aim_sat", "aim_unsat", "dubois")}
PROGRAM_DIRS.update({p: "fp" for p in ("fp_convert", "fp_filter", "fp_parse", "fp_print")})
GROUPS = {"solver": [p for p, d in PROGRAM_DIRS.items() if d == "solver"],
          "fp": [p for p, d in PROGRAM_DIRS.items() if d == "fp"],
          "classic": ["tiny", "bubble_sort", "binary_search", "regexp", "concrete_loop"]}
NATIVE_PROGRAMS = ("concrete_loop",)

LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
DEFAULT_KLEE = "/work/klee/build/bin/klee"
# A build beside the repository: <repo>/../peers/klee-build (source in klee-src).
PEER_KLEE = os.path.join(os.path.dirname(REPO_DIR), "peers", "klee-build", "bin", "klee")

# Where run.py looks for each metric in symx's summary.json: the first key
# present wins; "a.b" means summary["a"]["b"].
SYMX_KEYS = {
    "paths": ["paths"],
    "tests": ["tests"],
    "instructions": ["instructions"],
    "queries": ["queries", "solver.queries"],
    "solver_queries": ["queries_z3", "solver_queries", "z3_queries",
                       "solver.z3_queries", "solver.solver_queries"],
    "before_z3": ["queries_before_z3", "solver.queries_before_z3",
                  "solver.before_z3"],
    "solver_time_s": ["solver_time_s", "solver.time_s", "solver.solver_time_s"],
    "z3_time_s": ["z3_time_s", "solver.z3_time_s"],
    "engine_time_s": ["time_s"],
    "complete": ["complete"],
}

# The metrics every tool reports (None where a tool does not say).
METRICS = ["wall_s", "cpu_s", "maxrss_mib", "paths", "partial_paths", "tests",
           "instructions", "queries", "solver_queries", "before_z3",
           "solver_time_s", "z3_time_s", "engine_time_s", "complete"]


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# running one child

def run_child(cmd, timeout, cwd, log_base):
    """Run cmd with stdout/stderr to log_base.{stdout,stderr}; return measurements.
    The child gets its own process group, killed as a whole on timeout."""
    with open(log_base + ".stdout", "wb") as out, \
            open(log_base + ".stderr", "wb") as err:
        t0 = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL,
                                stdout=out, stderr=err, start_new_session=True)
        timed_out = threading.Event()

        def kill_group():
            timed_out.set()
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, kill_group)
        timer.start()
        try:
            _, status, ru = os.wait4(proc.pid, 0)
        except BaseException:
            kill_group()
            raise
        finally:
            timer.cancel()
        wall = time.monotonic() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if timed_out.is_set():
        try:  # leftovers of the group (e.g. a clang the tool started)
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return {
        "wall_s": wall,
        "cpu_s": ru.ru_utime + ru.ru_stime,
        "maxrss_mib": ru.ru_maxrss / 1024.0,  # Linux: KiB
        "rc": proc.returncode,
        "timed_out": timed_out.is_set(),
    }


def tail(path, n=400):
    try:
        with open(path, "rb") as f:
            data = f.read()
        return data[-n:].decode("utf-8", "replace").strip()
    except OSError:
        return ""


# --------------------------------------------------------------------------
# symx

def lookup(d, dotted):
    for part in dotted.split("."):
        if not isinstance(d, dict) or part not in d:
            return None
        d = d[part]
    return d


def read_symx_summary(path):
    try:
        with open(path) as f:
            summary = json.load(f)
    except (OSError, ValueError):
        return None, {}
    res = {}
    for metric, keys in SYMX_KEYS.items():
        res[metric] = next((lookup(summary, k) for k in keys
                            if lookup(summary, k) is not None), None)
    if res["before_z3"] is None and res["queries"] is not None \
            and res["solver_queries"] is not None:
        res["before_z3"] = res["queries"] - res["solver_queries"]
    return summary, res


def run_symx(binary, prog_c, timeout, workdir, tag):
    outdir = os.path.join(workdir, tag + ".out")
    cmd = [binary, "run", "-o", outdir, prog_c]
    m = run_child(cmd, timeout, os.path.dirname(binary),
                  os.path.join(workdir, tag))
    summary, res = read_symx_summary(os.path.join(outdir, "summary.json"))
    m.update(res)
    # symx compiles the C file itself; KLEE is given bitcode. Compare symx's
    # own peak (summary.json, without the clang child) with KLEE's.
    if summary and isinstance(summary.get("peak_memory_mb"), (int, float)):
        m["maxrss_with_clang_mib"] = m["maxrss_mib"]
        m["maxrss_mib"] = float(summary["peak_memory_mb"])
    m["cmd"] = cmd
    if summary is None and not m["timed_out"]:
        m["error"] = "no summary.json: " + tail(os.path.join(workdir, tag + ".stderr"))
    return m


# --------------------------------------------------------------------------
# KLEE

def find_klee(arg):
    for cand in (arg, os.environ.get("KLEE"), DEFAULT_KLEE, PEER_KLEE, shutil.which("klee")):
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return os.path.abspath(cand)
    return None


def find_klee_include(arg, klee):
    cands = [arg, os.environ.get("KLEE_INCLUDE")]
    if klee:
        bindir = os.path.dirname(klee)
        cands += [os.path.join(bindir, "..", "..", "src", "include"),  # build tree beside src
                  os.path.join(bindir, "..", "..", "klee-src", "include"),  # ... or klee-src
                  os.path.join(bindir, "..", "include")]               # install prefix
    for cand in cands:
        if cand and os.path.isfile(os.path.join(cand, "klee", "klee.h")):
            return os.path.abspath(cand)
    return None


def klee_version(klee):
    try:
        out = subprocess.run([klee, "--version"], capture_output=True, text=True,
                             timeout=30).stdout
        return out.splitlines()[0].strip() if out else None
    except (OSError, subprocess.SubprocessError):
        return None


def compile_klee_bc(prog_c, include, workdir, mem2reg):
    """prog.c -> prog.bc the way KLEE's tutorials do; optionally mem2reg."""
    name = os.path.splitext(os.path.basename(prog_c))[0]
    bc = os.path.join(workdir, name + ".bc")
    cmds = [[os.path.join(LLVM_BIN, "clang"), "-emit-llvm", "-c", "-g", "-O0",
             "-Xclang", "-disable-O0-optnone", "-I" + include, prog_c, "-o", bc]]
    if mem2reg:
        bc2 = os.path.join(workdir, name + ".m2r.bc")
        cmds.append([os.path.join(LLVM_BIN, "opt"), "-passes=mem2reg", bc, "-o", bc2])
        bc = bc2
    t0 = time.monotonic()
    for cmd in cmds:
        subprocess.run(cmd, check=True)
    return bc, time.monotonic() - t0, cmds


INFO_RE = {
    "instructions": r"KLEE: done: total instructions = (\d+)",
    "paths": r"KLEE: done: completed paths = (\d+)",
    "partial_paths": r"KLEE: done: partially completed paths = (\d+)",
    "tests": r"KLEE: done: generated tests = (\d+)",
}


def read_klee_outdir(outdir):
    res = {}
    try:
        with open(os.path.join(outdir, "info")) as f:
            info = f.read()
    except OSError:
        info = ""
    for key, rx in INFO_RE.items():
        mt = re.search(rx, info)
        res[key] = int(mt.group(1)) if mt else None
    stats = os.path.join(outdir, "run.stats")
    if os.path.exists(stats):
        try:
            con = sqlite3.connect(stats)
            cur = con.execute("SELECT * FROM stats ORDER BY rowid DESC LIMIT 1")
            names = [d[0] for d in cur.description]
            row = dict(zip(names, cur.fetchone() or []))
            con.close()
        except sqlite3.Error:
            row = {}
        if res["instructions"] is None and "Instructions" in row:
            res["instructions"] = row["Instructions"]
        res["queries"] = row.get("Queries")              # into the solver chain
        res["solver_queries"] = row.get("SolverQueries")  # reaching Z3
        if res["queries"] is not None and res["solver_queries"] is not None:
            res["before_z3"] = res["queries"] - res["solver_queries"]
        if row.get("SolverTime") is not None:             # microseconds
            res["solver_time_s"] = row["SolverTime"] / 1e6
        if row.get("QueryTime") is not None:
            res["z3_time_s"] = row["QueryTime"] / 1e6
        if row.get("WallTime") is not None:
            res["engine_time_s"] = row["WallTime"] / 1e6
    if res["paths"] is not None:
        res["complete"] = not res.get("partial_paths")
    return res


def run_klee(klee, bc, timeout, workdir, tag):
    outdir = os.path.join(workdir, tag + ".out")
    cmd = [klee, "--solver-backend=z3", "--output-dir=" + outdir, bc]
    m = run_child(cmd, timeout, workdir, os.path.join(workdir, tag))
    m.update(read_klee_outdir(outdir))
    m["cmd"] = cmd
    if m.get("paths") is None and not m["timed_out"]:
        m["error"] = "no KLEE info: " + tail(os.path.join(workdir, tag + ".stderr"))
    return m


# --------------------------------------------------------------------------
# native

SHIM_HEADER = """/* generated by bench/run.py for native builds: declarations only */
#include <stddef.h>
void klee_make_symbolic(void *addr, size_t nbytes, const char *name);
void klee_assume(unsigned long condition);
"""


def native_binary(prog_c, workdir):
    inc = os.path.join(workdir, "native-include")
    os.makedirs(os.path.join(inc, "klee"), exist_ok=True)
    with open(os.path.join(inc, "klee", "klee.h"), "w") as f:
        f.write(SHIM_HEADER)
    exe = os.path.join(workdir, os.path.splitext(os.path.basename(prog_c))[0] + ".native")
    cmd = [os.path.join(LLVM_BIN, "clang"), "-O0", "-I" + inc, prog_c, "-o", exe]
    subprocess.run(cmd, check=True)
    return exe, cmd


# --------------------------------------------------------------------------
# aggregation and output

def median_of(runs, key):
    vals = [r.get(key) for r in runs if not r.get("timed_out")]
    vals = [v for v in vals if v is not None]
    if not vals:
        return None
    if all(isinstance(v, bool) for v in vals):
        return all(vals)
    if all(isinstance(v, int) for v in vals):
        return statistics.median_low(vals)
    return statistics.median(vals)


def summarize(runs, expected_paths):
    """Medians of every metric over the runs that did not time out, and a
    status; expected_paths is a tuple of acceptable path counts (or None)."""
    med = {k: median_of(runs, k) for k in METRICS}
    expected_paths = tuple(p for p in expected_paths or () if p is not None)
    ok_runs = [r for r in runs if not r.get("timed_out")]
    status = []
    if any(r.get("timed_out") for r in runs):
        status.append("timeout")
    rcs = sorted({r["rc"] for r in ok_runs if r["rc"] not in (0, None)})
    if rcs:
        status.append("rc=" + ",".join(map(str, rcs)))
    if any(r.get("error") for r in runs):
        status.append("error")
    if med["paths"] is not None and expected_paths \
            and med["paths"] not in expected_paths:
        status.append("paths!=" + "/".join(map(str, sorted(set(expected_paths)))))
    med["status"] = " ".join(status) if status else "ok"
    med["runs_ok"] = len(ok_runs)
    return med


def fmt(v, kind="g"):
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if kind == "s":
        return "%.3f" % v if v < 10 else "%.2f" % v if v < 100 else "%.1f" % v
    if kind == "mib":
        return "%.1f" % v
    if kind == "x":
        return "%.3g" % v
    if isinstance(v, float):
        return "%.3g" % v
    return "{:,}".format(v)


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def paths_per_s(m):
    if not m or m.get("paths") is None or not m.get("wall_s"):
        return None
    return m["paths"] / m["wall_s"]


def per_query_ms(s):
    """The solver's time per query that reached Z3 (ms), as text; '-' when unknown."""
    n, t = s.get("solver_queries"), s.get("solver_time_s")
    if not n or t is None:
        return "-"
    return "%.1f" % (1000.0 * t / n)


def markdown(results, tools, args):
    out = []
    out.append("## Results (median of %d run%s; wall and CPU in seconds, RSS in MiB)"
               % (args.runs, "" if args.runs == 1 else "s"))
    out.append("")
    out.append("| program | tool | wall | CPU | paths | tests | instructions | queries "
               "| before Z3 | solver s | ms per Z3 query | Z3 s | peak RSS | complete | status |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|")
    for prog, pres in results.items():
        for tool in tools:
            m = pres["tools"].get(tool)
            if m is None:
                continue
            s = m["median"]
            wall = fmt(s["wall_s"], "s") if s["runs_ok"] else ">%gs" % args.timeout
            out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                prog, tool, wall, fmt(s["cpu_s"], "s"), fmt(s["paths"]), fmt(s["tests"]),
                fmt(s["instructions"]), fmt(s["queries"]), fmt(s["before_z3"]),
                fmt(s["solver_time_s"], "s"), per_query_ms(s), fmt(s["z3_time_s"], "s"),
                fmt(s["maxrss_mib"], "mib"), fmt(s["complete"]), s["status"]))
    pairs = []
    if "symx" in tools and "klee" in tools:
        pairs.append(("symx", "klee"))
    if "symx" in tools and "klee-m2r" in tools:
        pairs.append(("symx", "klee-m2r"))
    if "symx" in tools and "symx-base" in tools:
        pairs.append(("symx", "symx-base"))
    for a, b in pairs:
        out.append("")
        out.append("## %s vs %s (time and memory: <1 means %s uses less; "
                   "paths/s: >1 means %s is faster)" % (a, b, a, a))
        out.append("")
        out.append("| program | time ratio | CPU ratio | paths/s ratio | memory ratio |")
        out.append("|---|---:|---:|---:|---:|")
        for prog, pres in results.items():
            ma = pres["tools"].get(a, {}).get("median")
            mb = pres["tools"].get(b, {}).get("median")
            if not ma or not mb or ma["paths"] is None or mb["paths"] is None:
                out.append("| %s | - | - | - | - |" % prog)
                continue
            r = pres.setdefault("ratios", {}).setdefault("%s/%s" % (a, b), {
                "time": ratio(ma["wall_s"], mb["wall_s"]),
                "cpu": ratio(ma["cpu_s"], mb["cpu_s"]),
                "paths_per_s": ratio(paths_per_s(ma), paths_per_s(mb)),
                "memory": ratio(ma["maxrss_mib"], mb["maxrss_mib"]),
            })
            out.append("| %s | %s | %s | %s | %s |" % (
                prog, fmt(r["time"], "x"), fmt(r["cpu"], "x"),
                fmt(r["paths_per_s"], "x"), fmt(r["memory"], "x")))
    for prog in NATIVE_PROGRAMS:
        pres = results.get(prog)
        if not pres:
            continue
        native = pres.get("native")
        out.append("")
        out.append("## %s: interpretation speed" % prog)
        out.append("")
        out.append("| tool | wall s | instructions | instructions/s | x native |")
        out.append("|---|---:|---:|---:|---:|")
        nat_s = native["median_wall_s"] if native else None
        for tool in tools:
            m = pres["tools"].get(tool)
            if not m:
                continue
            s = m["median"]
            ips = ratio(s["instructions"], s["wall_s"])
            s["instructions_per_s"] = ips
            s["x_native"] = ratio(s["wall_s"], nat_s)
            out.append("| %s | %s | %s | %s | %s |" % (
                tool, fmt(s["wall_s"], "s"), fmt(s["instructions"]),
                "-" if ips is None else "{:,.0f}".format(ips),
                fmt(s["x_native"], "x")))
        if native:
            out.append("| native (clang -O0) | %s | - | - | 1 |" % fmt(nat_s, "s"))
    return "\n".join(out)


# --------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="*", metavar="PROGRAM",
                    help="subset of: " + ", ".join(PROGRAMS) + "; or a group: "
                    + ", ".join(GROUPS))
    ap.add_argument("--runs", type=int, default=3, help="runs per tool and program (3)")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="seconds per run before it is killed (300)")
    ap.add_argument("--symx", default=os.path.join(REPO_DIR, "symx"),
                    help="symx binary (default: ./symx of this repository)")
    ap.add_argument("--baseline", metavar="OLD_SYMX",
                    help="a second symx binary to compare against (tool 'symx-base')")
    ap.add_argument("--klee", help="klee binary (default: $KLEE, then %s, then %s, then PATH)"
                    % (DEFAULT_KLEE, PEER_KLEE))
    ap.add_argument("--klee-include", help="directory holding klee/klee.h "
                    "(default: $KLEE_INCLUDE, or found next to the klee binary)")
    ap.add_argument("--klee-mem2reg", action="store_true",
                    help="also run KLEE on mem2reg'd bitcode (tool 'klee-m2r')")
    ap.add_argument("--no-klee", action="store_true", help="do not run KLEE")
    ap.add_argument("--klee-results", metavar="JSON",
                    help="take KLEE's figures from an earlier --json file instead "
                    "of running KLEE (they do not change with symx)")
    ap.add_argument("--no-symx", action="store_true", help="do not run symx")
    ap.add_argument("--no-native", action="store_true", help="skip the native timing")
    ap.add_argument("--json", metavar="FILE", help="write all results as JSON")
    ap.add_argument("--keep", metavar="DIR",
                    help="keep every output directory and log under DIR")
    args = ap.parse_args()

    programs = []
    for p in args.programs or list(PROGRAMS):
        programs += GROUPS.get(p, [p])
    for p in programs:
        if p not in PROGRAMS:
            ap.error("unknown program %r (have: %s)" % (p, ", ".join(PROGRAMS)))

    tools = {}  # name -> callable(prog_c, workdir, tag) -> measurements
    notes = []
    meta = {"runs": args.runs, "timeout_s": args.timeout,
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "nproc": os.cpu_count(), "loadavg_start": os.getloadavg()}

    if not args.no_symx:
        symx = os.path.abspath(args.symx)
        if os.path.isfile(symx) and os.access(symx, os.X_OK):
            tools["symx"] = lambda c, w, t, b=symx: run_symx(b, c, args.timeout, w, t)
            meta["symx"] = symx
        else:
            notes.append("symx not run: %s is not an executable" % symx)
    if args.baseline:
        base = os.path.abspath(args.baseline)
        if not (os.path.isfile(base) and os.access(base, os.X_OK)):
            ap.error("--baseline %s is not an executable" % base)
        tools["symx-base"] = lambda c, w, t, b=base: run_symx(b, c, args.timeout, w, t)
        meta["symx_baseline"] = base

    klee = klee_include = None
    loaded = {}  # program -> {tool: results} taken from --klee-results
    if args.klee_results:
        with open(args.klee_results) as f:
            old = json.load(f)
        for prog, pres in old.get("results", {}).items():
            loaded[prog] = {t: d for t, d in pres.get("tools", {}).items()
                            if t.startswith("klee")}
        for key in ("klee", "klee_version", "klee_include"):
            if old.get("meta", {}).get(key):
                meta[key] = old["meta"][key]
        meta["klee_results_from"] = os.path.abspath(args.klee_results)
        notes.append("KLEE figures taken from %s (started %s)"
                     % (args.klee_results, old.get("meta", {}).get("started")))
    elif not args.no_klee:
        klee = find_klee(args.klee)
        klee_include = find_klee_include(args.klee_include, klee) if klee else None
        if not klee:
            notes.append("KLEE not run: no klee binary (set --klee or $KLEE)")
        elif not klee_include:
            notes.append("KLEE not run: klee/klee.h not found (set --klee-include)")
            klee = None
        else:
            meta["klee"] = klee
            meta["klee_version"] = klee_version(klee)
            meta["klee_include"] = klee_include
            tools["klee"] = "klee"
            if args.klee_mem2reg:
                tools["klee-m2r"] = "klee-m2r"

    all_tools = list(tools) + sorted({t for d in loaded.values() for t in d
                                      if t not in tools})
    if not all_tools:
        log("nothing to run: " + "; ".join(notes))
        return 1

    root = args.keep or tempfile.mkdtemp(prefix="symx-bench-")
    os.makedirs(root, exist_ok=True)
    results = {}
    try:
        for prog in programs:
            prog_c = os.path.join(BENCH_DIR, PROGRAM_DIRS.get(prog, ""), prog + ".c")
            workdir = os.path.join(root, prog)
            os.makedirs(workdir, exist_ok=True)
            pres = results[prog] = {"expected_paths_klee": PROGRAMS[prog][0],
                                    "expected_paths_all_branches": PROGRAMS[prog][1],
                                    "tools": {}}
            runners = {}
            for tool, fn in tools.items():
                if tool in ("klee", "klee-m2r"):
                    bc, secs, cmds = compile_klee_bc(prog_c, klee_include, workdir,
                                                     tool == "klee-m2r")
                    pres.setdefault("klee_compile", {})[tool] = {
                        "seconds": secs, "cmds": cmds}
                    runners[tool] = (lambda c, w, t, bc=bc:
                                     run_klee(klee, bc, args.timeout, w, t))
                else:
                    runners[tool] = fn
                pres["tools"][tool] = {"runs": []}
            for i in range(args.runs):
                for tool, fn in runners.items():
                    runs = pres["tools"][tool]["runs"]
                    if runs and runs[0].get("timed_out"):
                        continue  # do not repeat a run that hit the timeout
                    m = fn(prog_c, workdir, "%s-%d" % (tool, i + 1))
                    runs.append(m)
                    log("%-14s %-9s run %d: %s wall %.3fs, paths %s, rss %.0f MiB%s" % (
                        prog, tool, i + 1, "TIMEOUT" if m["timed_out"] else "rc=%s" % m["rc"],
                        m["wall_s"], m.get("paths"), m["maxrss_mib"],
                        ", " + m["error"] if m.get("error") else ""))
            for tool, data in loaded.get(prog, {}).items():
                pres["tools"][tool] = data
            for tool in pres["tools"]:
                if tool in loaded.get(prog, {}):
                    continue
                # mem2reg lets KLEE's CFG simplification turn branches into
                # selects, so klee-m2r may see fewer paths: no expectation.
                expected = (None if tool == "klee-m2r" else
                            PROGRAMS[prog][:1] if tool == "klee" else PROGRAMS[prog])
                pres["tools"][tool]["median"] = summarize(
                    pres["tools"][tool]["runs"], expected)
            if prog in NATIVE_PROGRAMS and not args.no_native:
                exe, cmd = native_binary(prog_c, workdir)
                walls = [run_child([exe], args.timeout, workdir,
                                   os.path.join(workdir, "native-%d" % i))["wall_s"]
                         for i in range(max(args.runs, 3))]
                pres["native"] = {"cmd": cmd, "walls_s": walls,
                                  "median_wall_s": statistics.median(walls)}
                log("%-14s native    median %.3fs" % (prog, pres["native"]["median_wall_s"]))
    finally:
        if args.keep is None:
            shutil.rmtree(root, ignore_errors=True)

    meta["loadavg_end"] = os.getloadavg()
    text = markdown(results, all_tools, args)
    if notes:
        text += "\n\nNotes: " + "; ".join(notes) + "."
    if meta.get("klee_version"):
        text += "\n\nKLEE: %s (%s)." % (meta["klee_version"], meta["klee"])
    print(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"meta": meta, "notes": notes, "results": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
