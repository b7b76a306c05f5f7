#!/usr/bin/env python3
"""Coverage and bugs in a time budget on parsers of public code (issue 15):
symx fuzz, symx run, KLEE and SymCC on the same harnesses, measured alike.

    python3 bench/parsers.py --study DIR [--klee KLEE] [--symcc SYMCC_BUILD]
                             [--symx-before SYMX] [--time 60] [--runs 1] [--out FILE] [--gcov DIR]
                             [HARNESS...]

The harnesses are ours, in bench/harnesses (h_ini.c, h_http.c, h_b64.c,
h_regex.c, h_jsmn.c, h_cjson.c, h_utf8.c: main() makes its input with
symx_make_symbolic, then calls the library; each is compiled with
-DINPUT_BYTES, its input's size, as every tool and the native build compile
it: ini32, http64, jsmn24, cjson12, regex10 and b64x24 are h_ini.c,
h_http.c, h_jsmn.c, h_cjson.c, h_regex.c and h_b64.c on 32, 64, 24, 12, 10
and 24 bytes). DIR holds the libraries'
sources, fetched outside the repository (none of them is in it): inih/
(github:benhoyt/inih), picohttpparser/ (github:h2o/picohttpparser), base64c/
(github:joedf/base64.c), tiny-regex-c/ (github:kokke/tiny-regex-c), jsmn/
(github:zserge/jsmn), cjson/ (github:DaveGamble/cJSON), utf8proc/
(github:JuliaStrings/utf8proc: utf8proc.c, utf8proc.h, utf8proc_data.c).
KLEE is a klee binary (3.2); SYMCC_BUILD is SymCC's
cmake build directory (its `symcc` compiler wrapper, simple backend).

Each tool gets the harness for --time seconds of its own exploration
(compilation not counted), one tool at a time:
- symx fuzz and symx run: as they are (`--max-time`); with --symx-before,
  also the symx fuzz and symx run of another build (tools `fuzz-before` and
  `run-before`, e.g. main's, built
  in its own tree: a symx's SYMX_HOME is its binary's directory), so that a change
  is measured against its base in the same invocation;
- KLEE: symx_make_symbolic is klee_make_symbolic; the bitcode is linked with
  symx's own <string.h> models (build/runtime/string.bc), since this KLEE has
  no uclibc (its external calls would concretise); `--max-time`;
- SymCC: symx_make_symbolic reads its bytes from standard input (SymCC's
  runtime makes them symbolic; the C library is SymCC's own wrappers, as
  SymCC is meant to run); driven by
  a loop written here (SymCC's fuzzing helper needs AFL): run the all-zero
  input, then every new input SymCC writes, first in first out, never the same
  input twice, until the time is up.
Every input each tool wrote (symx's tests, KLEE's .ktest files, the inputs the
SymCC loop ran) is then replayed on one native build of the harness (gcc -O0
--coverage, ASan and UBSan), many inputs per process: lines and branches of
the harness and library covered (gcov), and bugs (distinct sanitizer SUMMARY
lines of the inputs that also fail alone in a fresh process: static state of
a library carries over between the inputs of one process). Medians over
--runs. Prints a table and writes JSON to --out.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM_BIN = "/usr/lib/llvm-16/bin"
HARNESS_DIR = os.path.join(ROOT, "bench", "harnesses")
# name: harness, library sources, include dirs (all under --study), input bytes
HARNESSES = {
    "ini": ("h_ini.c", ["inih/ini.c"], ["inih"], 10),
    "http": ("h_http.c", ["picohttpparser/picohttpparser.c"], ["picohttpparser"], 18),
    "b64": ("h_b64.c", ["base64c/base64.c"], ["base64c"], 8),
    "regex": ("h_regex.c", ["tiny-regex-c/re.c"], ["tiny-regex-c"], 5),
    "jsmn": ("h_jsmn.c", [], ["jsmn"], 8),
    "cjson": ("h_cjson.c", ["cjson/cJSON.c"], ["cjson"], 6),
    "utf8": ("h_utf8.c", ["utf8proc/utf8proc.c"], ["utf8proc"], 8),
    # the same harnesses on longer inputs (-DINPUT_BYTES): at 10, 18 and 8 bytes the best
    # tools reach every line and branch these harnesses can reach within 60 s
    "ini32": ("h_ini.c", ["inih/ini.c"], ["inih"], 32),
    "http64": ("h_http.c", ["picohttpparser/picohttpparser.c"], ["picohttpparser"], 64),
    "jsmn24": ("h_jsmn.c", [], ["jsmn"], 24),
    # cJSON on twice as many bytes (at 6, symx fuzz and symx run both reach 518-519 lines)
    "cjson12": ("h_cjson.c", ["cjson/cJSON.c"], ["cjson"], 12),
    # tiny-regex-c and base64.c on longer inputs (at 5 and 8 bytes every tool but SymCC
    # reaches the same lines)
    "regex10": ("h_regex.c", ["tiny-regex-c/re.c"], ["tiny-regex-c"], 10),
    "b64x24": ("h_b64.c", ["base64c/base64.c"], ["base64c"], 24),
}


def size_flags(spec):
    """-DINPUT_BYTES: every harness takes its input's size from it."""
    return ["-DINPUT_BYTES=%d" % spec[3]]

SHIM_NATIVE = r"""/* bench/parsers.py: replays raw inputs through the harness's main */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int harness_main(void);
void __gcov_dump(void);
void __sanitizer_set_death_callback(void (*)(void));
static unsigned char buf[1 << 16];
static size_t len, pos;
void symx_make_symbolic(void *p, unsigned long n, const char *name) {
  (void)name;
  for (unsigned long i = 0; i < n; i++, pos++) ((unsigned char *)p)[i] = pos < len ? buf[pos] : 0;
}
static void dump(void) { __gcov_dump(); }
/* argv[1]: the inputs, each a 4-byte little-endian length and its bytes */
int main(int argc, char **argv) {
  FILE *all = fopen(argv[1], "rb");
  long start = atol(argv[2]), k = 0;
  int prog = open(argv[3], O_WRONLY);
  __sanitizer_set_death_callback(dump);
  unsigned char n4[4];
  while (fread(n4, 1, 4, all) == 4) {
    unsigned n = n4[0] | n4[1] << 8 | n4[2] << 16 | (unsigned)n4[3] << 24;
    len = fread(buf, 1, n < sizeof buf ? n : sizeof buf, all);
    if (k++ < start) continue;
    long at = k - 1;
    pwrite(prog, &at, sizeof at, 0);
    pos = 0;
    harness_main();
  }
  return 0;
}
"""
SHIM_SYMCC = r"""/* bench/parsers.py: SymCC's inputs come from standard input */
#include <string.h>
#include <unistd.h>
void symx_make_symbolic(void *p, unsigned long n, const char *name) {
  unsigned long got = 0;
  (void)name;
  while (got < n) {
    long r = read(0, (char *)p + got, n - got);
    if (r <= 0) break;
    got += (unsigned long)r;
  }
  if (got < n) memset((char *)p + got, 0, n - got);
}
"""
# KLEE makes whole objects symbolic only: a fresh block of the size, copied
SYMX_H_KLEE = """void klee_make_symbolic(void *, unsigned long, const char *);
void *malloc(unsigned long);
void *memcpy(void *, const void *, unsigned long);
static void symx_make_symbolic(void *p, unsigned long n, const char *name) {
  void *t = malloc(n);
  klee_make_symbolic(t, n, name);
  memcpy(p, t, n);
}
"""
SYMX_H_PLAIN = "void symx_make_symbolic(void *, unsigned long, const char *);\n"


def source(args, rel):
    """A harness (ours, in bench/harnesses) or a library's file (under --study)."""
    return os.path.join(HARNESS_DIR, rel) if rel.startswith("h_") else os.path.join(args.study, rel)


def sh(cmd, timeout=None, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace",
                          timeout=timeout, **kw)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


# ---- the tools -----------------------------------------------------------------------
def run_symx(args, cmd, spec, work, tag, symx=None):
    h, libs, incs, _ = spec
    symx = symx or args.symx
    out = os.path.join(work, tag)
    srcs = [source(args, s) for s in [h] + libs]
    argv = [symx, cmd, "-o", out, "--max-time", str(args.time)] + (["-q"] if cmd == "run" else []) + \
        srcs + ["-I" + os.path.join(args.study, i) for i in incs] + size_flags(spec)
    home = os.path.dirname(os.path.abspath(symx))  # the tree it was built in
    p = sh(argv, timeout=args.time * 3 + 120, env=dict(os.environ, SYMX_HOME=home))
    tests = []
    for t in sorted(glob.glob(os.path.join(out, "test*.json"))):
        data = b"".join(bytes.fromhex(i["bytes"]) for i in json.load(open(t))["inputs"])
        tests.append(data)
    note = p.stdout.strip().splitlines()[:1]
    subprocess.Popen(["rm", "-rf", out])  # hundreds of thousands of files: not waited for
    return tests, note


def read_ktest(path):
    b = open(path, "rb").read()
    if b[:5] not in (b"KTEST", b"BOUT\n"):
        return None
    at = 5
    version, nargs = struct.unpack(">II", b[at:at + 8])
    at += 8
    for _ in range(nargs):
        (n,) = struct.unpack(">I", b[at:at + 4])
        at += 4 + n
    if version >= 2:
        at += 8
    (nobj,) = struct.unpack(">I", b[at:at + 4])
    at += 4
    data = b""
    for _ in range(nobj):
        (n,) = struct.unpack(">I", b[at:at + 4])
        at += 4 + n
        (n,) = struct.unpack(">I", b[at:at + 4])
        at += 4
        data += b[at:at + n]
        at += n
    return data


def run_klee(args, spec, work, tag):
    h, libs, incs, _ = spec
    shim = os.path.join(work, "klee-inc")
    write(os.path.join(shim, "symx.h"), SYMX_H_KLEE)
    bcs = []
    for k, src in enumerate([h] + libs):
        bc = os.path.join(work, "%s-%d.bc" % (tag, k))
        sh([os.path.join(LLVM_BIN, "clang"), "-emit-llvm", "-c", "-g", "-O0", "-Xclang", "-disable-O0-optnone",
            "-fno-builtin", "-I" + shim] + ["-I" + os.path.join(args.study, i) for i in incs] + size_flags(spec) +
           [source(args, src), "-o", bc]).check_returncode()
        bcs.append(bc)
    whole = os.path.join(work, tag + ".bc")
    sh([os.path.join(LLVM_BIN, "llvm-link"), "-o", whole] + bcs +
       ["--override", os.path.join(ROOT, "build", "runtime", "string.bc")]).check_returncode()
    out = os.path.join(work, tag)
    p = sh([args.klee, "--solver-backend=z3", "--max-time=%ds" % args.time, "--output-dir=" + out, whole],
           timeout=args.time * 3 + 120)
    tests = [d for d in (read_ktest(t) for t in sorted(glob.glob(os.path.join(out, "*.ktest")))) if d is not None]
    info = [l for l in p.stderr.splitlines() if "KLEE: done" in l]
    return tests, info


def run_symcc(args, spec, work, tag):
    h, libs, incs, size = spec
    shim = os.path.join(work, "symcc-inc")
    write(os.path.join(shim, "symx.h"), SYMX_H_PLAIN)
    write(os.path.join(shim, "shim.c"), SHIM_SYMCC)
    exe = os.path.join(work, tag + ".symcc")
    cc = os.path.join(args.symcc, "symcc")
    objs = []
    srcs = [source(args, s) for s in [h] + libs] + [os.path.join(shim, "shim.c")]
    for k, src in enumerate(srcs):
        o = os.path.join(work, "%s-%d.o" % (tag, k))
        sh([cc, "-O0", "-g", "-c", "-I" + shim] +
           ["-I" + os.path.join(args.study, i) for i in incs] + size_flags(spec) + [src, "-o", o],
           env=dict(os.environ, SYMCC_NO_SYMBOLIC_INPUT="0")).check_returncode()
        objs.append(o)
    sh([cc, "-o", exe] + objs).check_returncode()
    tdir, gen = os.path.join(work, tag + "-tests"), os.path.join(work, tag + "-gen")
    os.makedirs(tdir, exist_ok=True)
    queue, seen, tests, runs = [bytes(size)], set(), [], 0
    seen.add(hashlib.sha1(queue[0]).digest())
    end = time.monotonic() + args.time
    while queue and time.monotonic() < end:
        data = queue.pop(0)
        tests.append(data)
        shutil.rmtree(gen, ignore_errors=True)
        os.makedirs(gen)
        try:
            p = subprocess.run([exe], input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               timeout=max(1.0, end - time.monotonic()), env=dict(os.environ, SYMCC_OUTPUT_DIR=gen))
        except subprocess.TimeoutExpired:
            break
        runs += 1
        # the QSYM backend writes the new inputs to SYMCC_OUTPUT_DIR; the simple
        # backend logs each model ("Found diverging input:", "stdinK -> #xHH")
        new = [open(os.path.join(gen, f), "rb").read() for f in sorted(os.listdir(gen))]
        for blk in p.stderr.split(b"Found diverging input:")[1:]:
            d = bytearray(data)
            for k, v in re.findall(rb"stdin(\d+) -> #x([0-9a-f]{2})", blk.split(b"\n\n")[0]):
                if int(k) < len(d):
                    d[int(k)] = int(v, 16)
            new.append(bytes(d))
        for d in new:
            hd = hashlib.sha1(d).digest()
            if hd not in seen:
                seen.add(hd)
                queue.append(d)
    return tests, ["%d executions, %d inputs left" % (runs, len(queue))]


# ---- measuring alike ----------------------------------------------------------------
def native_build(args, spec, work):
    h, libs, incs, _ = spec
    nat = os.path.join(work, "native")
    os.makedirs(nat, exist_ok=True)
    write(os.path.join(nat, "inc", "symx.h"), SYMX_H_PLAIN)
    write(os.path.join(nat, "shim.c"), SHIM_NATIVE)
    flags = ["-O0", "-g", "--coverage", "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
             "-I" + os.path.join(nat, "inc")] + ["-I" + os.path.join(args.study, i) for i in incs] + size_flags(spec)
    objs, gcov_srcs = [], []
    for k, src in enumerate([h] + libs):
        o = os.path.join(nat, "s%d.o" % k)
        path = source(args, src)
        sh(["gcc"] + flags + (["-Dmain=harness_main"] if k == 0 else []) + ["-c", path, "-o", o]).check_returncode()
        objs.append(o)
        gcov_srcs.append(o)
    sh(["gcc"] + flags + ["-c", os.path.join(nat, "shim.c"), "-o", os.path.join(nat, "shim.o")]).check_returncode()
    exe = os.path.join(nat, "replay")
    sh(["gcc"] + flags + objs + [os.path.join(nat, "shim.o"), "-o", exe]).check_returncode()
    return exe, gcov_srcs


def measure(exe, objs, tests, work, tag, gcov_dir=None):
    for g in glob.glob(os.path.join(os.path.dirname(exe), "*.gcda")):
        os.remove(g)
    lst, prog = os.path.join(work, tag + ".inputs"), os.path.join(work, tag + ".at")
    with open(lst, "wb") as f:
        for d in tests:
            f.write(struct.pack("<I", len(d)) + d)
    bugs, start = set(), 0
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:handle_abort=1:symbolize=1", UBSAN_OPTIONS="halt_on_error=1")
    while start < len(tests):
        with open(prog, "wb") as f:
            f.write(struct.pack("<q", -1))
        p = sh([exe, lst, str(start), prog], env=env, timeout=600)
        if p.returncode == 0:
            break
        (at,) = struct.unpack("<q", open(prog, "rb").read(8))
        at = max(at, start)
        # a library's static state carries over between inputs of one process:
        # the input counts as a bug only if it fails alone, in a fresh process
        one = os.path.join(work, tag + ".one")
        with open(one, "wb") as f:
            f.write(struct.pack("<I", len(tests[at])) + tests[at])
        p = sh([exe, one, "0", prog + ".one"], env=env, timeout=60)
        if p.returncode != 0:
            m = re.search(r"SUMMARY: (\w+Sanitizer: .*)", p.stderr)
            bugs.add(m.group(1).strip() if m else "exit %d" % p.returncode)
        start = at + 1
    g = sh(["gcov", "-b", "-n", "-o", os.path.dirname(exe)] + objs, cwd=os.path.dirname(exe))
    if gcov_dir:  # each line's and branch's counts, to compare tools branch by branch
        t = sh(["gcov", "-b", "-c", "-t", "-o", os.path.dirname(exe)] + objs, cwd=os.path.dirname(exe))
        write(os.path.join(gcov_dir, tag + ".gcov"), t.stdout)
    lines = branches = lines_total = branches_total = 0
    for blk in g.stdout.split("File '")[1:]:
        if "/native/" in blk.split("'")[0] or blk.startswith("/usr"):
            continue
        ml = re.search(r"Lines executed:([\d.]+)% of (\d+)", blk)
        mb = re.search(r"Taken at least once:([\d.]+)% of (\d+)", blk)
        if ml:
            lines += round(float(ml.group(1)) * int(ml.group(2)) / 100)
            lines_total += int(ml.group(2))
        if mb:
            branches += round(float(mb.group(1)) * int(mb.group(2)) / 100)
            branches_total += int(mb.group(2))
    return {"tests": len(tests), "lines": [lines, lines_total], "branches": [branches, branches_total],
            "bugs": sorted(bugs)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--study", required=True, help="directory of the harnesses and the libraries' sources")
    ap.add_argument("--klee", help="a klee binary (KLEE 3.2)")
    ap.add_argument("--symcc", help="SymCC's build directory (holds symcc)")
    ap.add_argument("--symx", default=os.path.join(ROOT, "symx"))
    ap.add_argument("--symx-before", help="another symx (its tree built), run as tools fuzz-before and run-before")
    ap.add_argument("--time", type=int, default=60)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--tools", default="fuzz,run,klee,symcc")
    ap.add_argument("--out", help="write the results as JSON here")
    ap.add_argument("--gcov", help="write each run's annotated sources (gcov -b -c -t) here, as HARNESS/TOOL-RUN.gcov")
    ap.add_argument("harness", nargs="*", help="of %s (default: all)" % ", ".join(HARNESSES))
    args = ap.parse_args()
    tools = [t for t in args.tools.split(",") if (t != "klee" or args.klee) and (t != "symcc" or args.symcc)]
    if args.symx_before:  # the other build beside each of symx's own tools
        for t in ("run", "fuzz"):
            if t in tools and t + "-before" not in tools:
                tools.insert(tools.index(t), t + "-before")
    results = {}
    for name in args.harness or list(HARNESSES):
        spec = HARNESSES[name]
        work = tempfile.mkdtemp(prefix="symx-parsers-%s-" % name)
        exe, objs = native_build(args, spec, work)
        for tool in tools:
            runs = []
            for r in range(args.runs):
                tag = "%s-%d" % (tool, r)
                if tool in ("fuzz-before", "run-before"):
                    tests, note = run_symx(args, tool.split("-")[0], spec, work, tag, args.symx_before)
                elif tool in ("fuzz", "run"):
                    tests, note = run_symx(args, tool, spec, work, tag)
                elif tool == "klee":
                    tests, note = run_klee(args, spec, work, tag)
                else:
                    tests, note = run_symcc(args, spec, work, tag)
                m = measure(exe, objs, tests, work, tag, args.gcov and os.path.join(args.gcov, name))
                m["note"] = note
                runs.append(m)
                print("%-6s %-6s run %d: %6d tests, lines %d/%d, branches %d/%d, bugs %d  %s" % (
                    name, tool, r, m["tests"], m["lines"][0], m["lines"][1], m["branches"][0], m["branches"][1],
                    len(m["bugs"]), "; ".join(note)[:120]), flush=True)
            results.setdefault(name, {})[tool] = {
                "runs": runs,
                "median_lines": statistics.median(x["lines"][0] for x in runs),
                "median_branches": statistics.median(x["branches"][0] for x in runs),
                "lines_total": runs[0]["lines"][1], "branches_total": runs[0]["branches"][1],
                "bugs": sorted(set(b for x in runs for b in x["bugs"]))}
        subprocess.Popen(["rm", "-rf", work])
    print("\n%-7s" % "harness" + "".join("%-22s" % t for t in tools))
    for name, per in results.items():
        print("%-7s" % name + "".join("%-22s" % ("L %g/%d B %g/%d %s" % (
            per[t]["median_lines"], per[t]["lines_total"], per[t]["median_branches"], per[t]["branches_total"],
            ("bugs %d" % len(per[t]["bugs"])) if per[t]["bugs"] else "")) for t in tools))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
