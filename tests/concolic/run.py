#!/usr/bin/env python3
"""Tests of `symx cc` and `symx fuzz` (issue 15):

    python3 tests/concolic/run.py [--symx ./symx] [--only NAME,...]

- families: the instrumentation never changes what a program computes. A C
  program per instruction family (integer arithmetic, bitwise, shifts,
  comparisons and casts at widths 8, 16, 32 and 64, as _BitInt(W) so that
  clang keeps the width; memory; calls; switches; tests/concolic/progs),
  compiled with `symx cc` and natively with clang -O0, runs on the same
  input streams: same output, same exit code. Each program branches on every
  bit of every result (float and double too: arithmetic, fmuladd, comparisons, conversions
  at their limits, libm's exact functions, on NaNs with payloads, infinities, -0.0 and
  subnormals; progs/fp_to_int.c: conversions out of range, C's undefined behaviour, give
  the -O0 program's results), and the concolic runtime checks each branch's
  constraint against the concrete run (`stat imprecise` must be 0), so the
  shadow expressions are checked bit by bit too; no concretisation either,
  except where a program hands a symbolic value to libc.
- children: SAGE's expansion on a small program: the children of the
  all-zero input are exactly the expected negated prefixes, each child takes
  the predicted path, and the bound is respected.
- fuzz: `symx fuzz` finds seed 004's `top` magic bytes (the five abort
  leaves) from the all-zero input, and every test it writes replays with
  its predicted outcome (`symx replay`); the same on a program of the other
  input functions; --test-comp writes a Test-Comp test per test, with its
  values and coversError on the reach_error test; seeds are used; bad
  command lines exit 2; an abort behind a
  double computed from an input (progs/fp_threshold.c, nothing concretised) and a
  float-cast-overflow (progs/fp_cast.c) are found (in the fuzz group).
- inputs (in the fuzz group): --stdin and --file find the bugs behind magic
  headers read from standard input / the file argv[1] names (their tests
  replay: stdin, arg00 and file:A as symx run names them); without
  --input-size standard input grows past the seed's length when the program
  reads to its end (progs/stdin_longer.c); an off-by-one read
  that does not crash is found by the ASan run of every input (and not with
  --sanitize new); two inputs reaching one abort are one error of 2 paths and
  one test; coverage.lines and the errors' function are filled in; nondet
  _Bool and pointer functions are defined.
- fork (in the fuzz group): the fork servers (the instrumented program
  twice, for the runs and, with a Z3 context made, for the expansions, and
  the native sanitizer build, each started once, a child forked per run)
  carry nothing from one run to the next (progs/fork_state.c: globals, heap,
  the program's constructor), and --no-fork-server starts a process a run.
- timeout (in the fuzz group): a child that never ends (progs/hang.c) is
  stopped at --timeout in its run and in its sanitizer run, and counted as
  a timeout, not a divergence.
- search (a group of its own: the concolic stage runs it, asan-concolic
  does not, as its checks are time limits): each branch edge has a coverage
  slot of its own (progs/edge_slots.c: two branches and a switch, 10 of 10
  edges); an abort behind four 'x' among twenty bytes, where no input on the
  way covers a new edge, is found in 2 s because inputs taking a known edge
  more often than before (a new AFL hit-count bucket) are expanded first
  (progs/hit_counts.c); "true" compared by a third strncmp call is found in
  4 s, as each call has a copy of the model (progs/model_calls.c); "key"
  made one byte longer in 3 s, past the scan that ended it
  (progs/scan_first.c), as an input with new edges is expanded from its
  first branch; --prune 2 leaves out the children whose negated branch's
  other side lay on two runs' paths (examples/top.c: 6 pruned); among the
  inputs with nothing new, one whose path takes a side whose other side no
  run took is expanded first (progs/frontier_side.c, found in 3 s), else
  the newest on two picks of three (progs/newest_first.c: seven 'k' of
  which the fifth and sixth cover nothing new, found in 2 s); main's
  oldest-first order finds neither in 5 s. The side no run took in
  frontier_side.c is now also a new side class (a side a branch took on
  its k-th time on the path), which has it expanded ahead of those rules.
  While inputs with new classes wait, one pick of three takes the newest
  all the same (newest_picks of the newest test); a switch's cases going
  to one block are one edge (progs/switch_slots.c: 3 edges and 3 tests,
  not 5). The second input run is the filler, 0xff bytes, whose string is
  at its full length at once (progs/filler.c: the second test is the
  abort behind strlen == 16).
- children also: before the bound, the expansion negates the exits of loops
  whose every turn is one branch, and nothing else (progs/loop_exit.c:
  strlen's exit on "ab" from bound 4).
- indexed (in families and the fuzz group): loads and stores at input-
  dependent indices compute as natively (progs/indexed.c); symx fuzz finds
  an abort reached only through table reads (globals, glibc's isdigit
  table, a stack array; heap blocks; stack arrays passed to other functions)
  from the all-zero input, with nothing
  concretised; one behind stores at a symbolic index (progs/store_index.c);
  one behind chars that travel as a pointer's bits (a union member passed
  with its struct as a `ptr`, progs/pointer_bits.c) and behind a table of
  pointers read at a symbolic index (progs/pointer_table.c): both families too;
  a test for each side of selects on symbolic conditions (progs/select_edge.c);
  and a read past a table through the child of the read's bounds branch.
Prints a line per check and `N passed, M failed` last.
"""
import argparse
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "tests", "concolic")
CLANG = "/usr/lib/llvm-16/bin/clang"
WIDTHS = (8, 16, 32, 64)


def int_family(w):
    """A program of every integer instruction at width w."""
    return """/* generated by tests/concolic/run.py: integer instructions at width %(w)d */
#include <stdint.h>
#include <stdio.h>
#include "symx.h"
typedef unsigned _BitInt(%(w)d) U;
typedef signed _BitInt(%(w)d) S;
static unsigned long long h;
static void bits(U r) {
  for (int i = 0; i < %(w)d; i++) h = ((r >> i) & 1) ? h * 31 + (unsigned)i + 1 : h * 37 + 1;
}
static void bit(_Bool c) { h = c ? h * 31 + 7 : h * 37 + 1; }
int main(void) {
  U a[6], b[6];
  symx_make_symbolic(a, sizeof a, "a");
  symx_make_symbolic(b, sizeof b, "b");
  for (int k = 0; k < 6; k++) {
    U x = a[k], y = b[k];
    S sx = (S)x, sy = (S)y;
    bits(x + y), bits(x - y), bits(x * y), bits(-x);
    if (y) bits(x / y), bits(x %% y);
    if (sy && !(sy == -1 && x == ((U)1 << %(w1)d))) bits((U)(sx / sy)), bits((U)(sx %% sy));
    U n = y %% %(w)d;
    bits(x << n), bits(x >> n), bits((U)(sx >> n));
    bits(x & y), bits(x | y), bits(x ^ y), bits(~x);
    bit(x == y), bit(x != y), bit(x < y), bit(x <= y), bit(x > y), bit(x >= y);
    bit(sx < sy), bit(sx <= sy), bit(sx > sy), bit(sx >= sy);
    unsigned _BitInt(%(w2)d) zx = x;
    signed _BitInt(%(w2)d) ex = sx;
    bit((zx >> %(w1)d) & 1), bit(ex < 0), bit((unsigned _BitInt(%(w2)d))ex > zx);
    unsigned _BitInt(%(wh)d) t = (unsigned _BitInt(%(wh)d))x;
    bit(t > 3), bit((U)t == x);
    U m = x < y ? x : y;
    bits(m);
    _Bool c = sx > sy;
    bits(c ? (U)10 : (U)20); /* a select */
  }
  printf("%%llu\\n", h);
  return (int)(h & 0x7f);
}
""" % {"w": w, "w1": w - 1, "w2": 2 * w, "wh": max(w // 2, 1)}


def fp_family(w):
    """A program of every float (w 32) or double (w 64) instruction: arithmetic, fneg,
    fmuladd, comparisons, conversions to and from integers of 8 to 64 bits (in range, as C
    defines them), fpext/fptrunc, libm's sqrt, roundings, fabs and copysign, and values
    through phis, memory and calls."""
    return """/* generated by tests/concolic/run.py: floating-point instructions on %(t)s */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include "symx.h"
typedef %(t)s F;
typedef uint%(w)d_t B;
static unsigned long long h;
static void ibits(uint64_t r, int n) {
  for (int i = 0; i < n; i++) h = ((r >> i) & 1) ? h * 31 + (unsigned)i + 1 : h * 37 + 1;
}
static void bits(F r) {
  union { F f; B b; } u;
  u.f = r;
  ibits(u.b, %(w)d);
}
static void bit(_Bool c) { h = c ? h * 31 + 7 : h * 37 + 1; }
static F __attribute__((noinline)) twice(F v, int k) { return k & 1 ? v + v : v * (F)0.5; }
int main(void) {
  F a[6], b[6];
  int64_t n[6];
  symx_make_symbolic(a, sizeof a, "a");
  symx_make_symbolic(b, sizeof b, "b");
  symx_make_symbolic(n, sizeof n, "n");
  F mem[4];
  for (int k = 0; k < 6; k++) {
    F x = a[k], y = b[k];
    bits(x + y), bits(x - y), bits(x * y), bits(x / y), bits(-x), bits(x * y + x);
    bit(x == y), bit(x != y), bit(x < y), bit(x <= y), bit(x > y), bit(x >= y);
    bit(__builtin_isunordered(x, y)), bit(__builtin_islessgreater(x, y)), bit(!(x < y)), bit(x != x);
    if (x > -129.0 && x < 128.0) ibits((uint8_t)(int8_t)x, 8);
    if (x > -1.0 && x < 256.0) ibits((uint8_t)x, 8);
    if (x > -32769.0 && x < 32768.0) ibits((uint16_t)(int16_t)x, 16);
    if (x > -2147483649.0 && x < 2147483648.0) ibits((uint32_t)(int32_t)x, 32);
    if (x > -1.0 && x < 4294967296.0) ibits((uint32_t)x, 32);
    if (x >= -9223372036854775808.0 && x < 9223372036854775808.0) ibits((uint64_t)(int64_t)x, 64);
    if (x > -1.0 && x < 18446744073709551616.0) ibits((uint64_t)x, 64);
    int64_t m = n[k];
    bits((F)m), bits((F)(uint64_t)m), bits((F)(int32_t)m), bits((F)(uint32_t)m), bits((F)(int8_t)m),
        bits((F)(uint16_t)m);
    %(ext)s
    F lo = x < y ? x : y; /* a phi */
    bits(lo);
    bits(x > y ? (F)1.5 : (F)-2.0);
    bits(sqrt%(f)s(x)), bits(floor%(f)s(x)), bits(ceil%(f)s(x)), bits(trunc%(f)s(x)), bits(round%(f)s(x)),
        bits(rint%(f)s(x)), bits(nearbyint%(f)s(x)), bits(fabs%(f)s(y)), bits(copysign%(f)s(x, y));
    mem[k & 3] = x * (F)3.0;
    mem[(k + 1) & 3] = y;
    bits(mem[k & 3]), bits(mem[(k + 1) & 3]);
    bits(twice(x, k)), bits(twice(y, k + 1));
  }
  printf("%%llu\\n", h);
  return (int)(h & 0x7f);
}
""" % {"t": "float" if w == 32 else "double", "w": w, "f": "f" if w == 32 else "",
       "ext": "double e = x; bits((F)(e * 3.0)); bits((F)(e / 3.0));" if w == 32 else
              "float t = (float)x; double e = t; bits(e); bits((F)(t * 3.0f));"}


def fp_streams():
    """Input streams for fp_family: NaNs (quiet, signalling, negative, with payloads),
    infinities, signed zeros, subnormals, the limits of each integer conversion, and
    random bits."""
    import math
    import struct
    specials = [0.0, -0.0, 1.0, -1.5, 2.5, 0.1, math.inf, -math.inf, math.nan, 5e-324, 2.2250738585072009e-308,
                2.2250738585072014e-308, 1.7976931348623157e308, 1e-45, 1.1754942e-38, 3.4028234663852886e38,
                127.9, -128.9, 255.5, 32767.5, -32768.5, 2147483647.5, -2147483648.75, 4294967295.5,
                9223372036854774784.0, -9223372036854775808.0, 18446744073709549568.0, 1e300, -1e-300, 16777217.0]
    nans64 = [0x7ff4000000000001, 0xfff8000000000123, 0x7ff8dead00000000]
    nans32 = [0x7fa00001, 0xffc00123, 0x7fc0dead]
    ints = [0, -1, 1, 127, -128, 255, 65535, 2**31 - 1, -2**31, 2**32 - 1, 2**53 + 1, 2**63 - 1, -2**63, 2**62 + 3]
    rnd = random.Random(32)
    out = {32: [], 64: []}
    for w in (32, 64):
        fmt, ifmt = ("<f", "<I") if w == 32 else ("<d", "<Q")
        vals = []
        for v in specials:
            try:
                vals.append(struct.pack(fmt, v))
            except OverflowError:  # beyond float's range: its infinity
                vals.append(struct.pack(fmt, math.copysign(math.inf, v)))
        vals += [struct.pack(ifmt, x) for x in (nans32 if w == 32 else nans64)]
        for i in range(0, len(vals), 6):  # each value as a (with b shifted) and as b
            a = vals[i:i + 6]
            b = vals[i + 3:i + 9] + vals[:3]
            n = [struct.pack("<q", ints[(i + j) % len(ints)]) for j in range(6)]
            out[w].append(b"".join((a + vals[:6])[:6]) + b"".join((b + vals[:6])[:6]) + b"".join(n))
        nans = vals[-3:] + [struct.pack(fmt, math.nan)]  # two NaNs: the first one's payload wins
        out[w].append(b"".join(nans[j % 4] for j in range(6)) + b"".join(nans[(j + 1) % 4] for j in range(6)))
        out[w] += [bytes(w // 8 * 12 + 48), bytes([0xff] * 144)]
        out[w] += [bytes(rnd.randrange(256) for _ in range(144)) for _ in range(2)]
    return out


def fp_to_int_streams():
    """progs/fp_to_int.c's inputs: six doubles then six floats, in and out of each integer
    type's range, NaNs and infinities."""
    import struct
    ds = [0.0, -0.0, 127.5, -128.9, 255.9, -1.0, 32768.0, 65535.5, -2147483648.5, 2147483648.0, 4294967295.9,
          4294967296.0, 9.3e18, -9.3e18, 1.9e19, 1e10, float("inf"), float("nan"), -5e9, 3e4, 1e300, -0.5, 6e4, 1e-300]
    fs = [0.0, 3e9, -3e9, 5e9, 2e19, -1.0, float("inf"), float("-inf"), float("nan"), 16777216.0, -2147483648.0,
          4294967040.0, 1e10, 1e30, 70000.0, -70000.0, 0.75, -0.75, 9.3e18, 1.8e19, -9.3e18, 200.0, 300.0, -129.0]
    return [b"".join(struct.pack("<d", v) for v in ds[i:i + 6]) + b"".join(struct.pack("<f", v) for v in fs[i:i + 6])
            for i in range(0, 24, 6)] + [bytes(72)]


def strtod_streams():
    """progs/strtod.c's inputs: four texts of 24 bytes each (the last made NUL): numbers the
    model computes (digits, points, exponents, signs, inf, nan) and those it leaves to glibc
    (more digits, large exponents, hexadecimal, nan(...)), overflow and underflow."""
    texts = ["42", "-0", "  +3.5e2x", "0.1", "1e", ".", "-.5e-3", "4.9e-324",
             "1e308", "1e309", "1e-400", "-2.5E+10", "123456789012345678901", "1.7976931348623157e308",
             "0x1p3", "nan(abc)", "INFINITY", "-inf", "nanx", "3.4028235e38", "1e39", "9007199254740993",
             "0.000000000000000000001", "12e22", "17e-23", "+", "-e5", "\t\n 7"]
    texts = [t.encode().decode("unicode_escape").encode() for t in texts]
    pad = [t[:23] + bytes(24 - len(t[:23])) for t in texts]
    return [b"".join(pad[i:i + 4]) for i in range(0, len(pad), 4)] + [bytes(96)]


def strtol_streams():
    """progs/strtol.c's inputs: four texts of 24 bytes each: signs, spaces, prefixes, every
    base's digits, the limits of each type and past them."""
    texts = ["1234", "-42", "  +0x1fz", "0x", "0777", "101011", "zzzz", "-9223372036854775808",
             "9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616",
             "-1", "\t\n-0X7fffffff", "2147483648", "-2147483649", "", "+", "-", "0xg", "  12abc",
             "4294967295", "4294967296", "00000000000000000000012"]
    texts = [t.encode().decode("unicode_escape").encode() for t in texts]
    pad = [t[:23] + bytes(24 - len(t[:23])) for t in texts]
    return [b"".join(pad[i:i + 4]) for i in range(0, len(pad), 4)] + [bytes(96)]


class Runner:
    def __init__(self, symx, only):
        self.symx = os.path.abspath(symx)
        self.only = only
        self.passed = self.failed = 0
        self.tmp = tempfile.mkdtemp(prefix="symx-concolic-test-")
        self.env = dict(os.environ, SYMX_HOME=ROOT)

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print("ok   %s" % what)
        else:
            self.failed += 1
            print("FAIL %s%s" % (what, (": " + detail) if detail else ""))
        return ok

    def run(self, cmd, env=None, timeout=120, **kw):
        e = dict(self.env)
        if env:
            e.update(env)
        return subprocess.run(cmd, env=e, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              errors="replace", timeout=timeout, **kw)

    def cc(self, src, exe, extra=()):
        p = self.run([self.symx, "cc", "-o", exe] + list(extra) + [src])
        return p.returncode == 0, p.stderr

    def compiled(self, src, name, what):
        """src built by symx cc as TMP/name: its path, or None after a failed check."""
        exe = os.path.join(self.tmp, name)
        ok, err = self.cc(src, exe)
        return exe if self.check(ok, "%s: symx cc compiles it" % what, err[-400:]) else None

    def native(self, src, exe):
        p = self.run([CLANG, "-O0", "-g", "-w", "-I" + os.path.join(ROOT, "runtime", "include"), src,
                      os.path.join(HERE, "native_inputs.c"), "-o", exe, "-lm"])
        return p.returncode == 0, p.stderr

    @staticmethod
    def report(path):
        stats, branches, children = {}, [], {}
        for line in open(path):
            f = line.split()
            if f[0] == "stat":
                stats[f[1]] = int(f[2])
            elif f[0] == "branch":
                branches.append((int(f[1]), int(f[2])))
            elif f[0] == "child":
                children[int(f[1])] = f[2]
        return stats, branches, children

    # ---- families --------------------------------------------------------------------
    def family(self, name, src, streams, may_concretise=False):
        exe_cc, exe_nat = os.path.join(self.tmp, name + ".cc"), os.path.join(self.tmp, name + ".native")
        ok, err = self.cc(src, exe_cc)
        if not self.check(ok, "%s: symx cc compiles it" % name, err[-600:]):
            return
        ok, err = self.native(src, exe_nat)
        if not self.check(ok, "%s: clang compiles it natively" % name, err[-600:]):
            return
        bad = []
        for i, data in enumerate(streams):
            inp = os.path.join(self.tmp, "%s.in%d" % (name, i))
            rep = os.path.join(self.tmp, "%s.rep%d" % (name, i))
            with open(inp, "wb") as f:
                f.write(data)
            a = self.run([exe_cc], env={"SYMX_CC_INPUT": inp, "SYMX_CC_OUT": rep})
            b = self.run([exe_nat], env={"SYMX_CC_INPUT": inp})
            if (a.stdout, a.returncode) != (b.stdout, b.returncode):
                bad.append("input %d: symx cc %r exit %d, native %r exit %d"
                           % (i, a.stdout.strip(), a.returncode, b.stdout.strip(), b.returncode))
                continue
            stats = self.report(rep)[0]
            if stats.get("imprecise", -1) != 0 or stats.get("constraints", 0) == 0:
                bad.append("input %d: %d constraints, %d imprecise" % (i, stats.get("constraints", 0),
                                                                       stats.get("imprecise", -1)))
            if not may_concretise and stats.get("concretisations", -1) != 0:
                bad.append("input %d: %d concretisations" % (i, stats.get("concretisations", -1)))
        self.check(not bad, "%s: %d inputs: same output and exit code as native, every constraint "
                   "agrees with the run" % (name, len(streams)), "; ".join(bad[:3]))

    def families(self):
        rnd = random.Random(15)
        streams = [bytes(64), bytes([0xff] * 64), bytes([0x80, 0x7f, 1, 0] * 16)] + \
                  [bytes(rnd.randrange(256) for _ in range(128)) for _ in range(3)]
        gen = os.path.join(self.tmp, "gen")
        os.makedirs(gen, exist_ok=True)
        for w in WIDTHS:
            src = os.path.join(gen, "int%d.c" % w)
            with open(src, "w") as f:
                f.write(int_family(w))
            # int64: its extensions to _BitInt(128) are wider than the shadows (concretised)
            self.family("int%d" % w, src, streams, w == 64)
        fps = fp_streams()
        for w in (32, 64):
            src = os.path.join(gen, "fp%d.c" % w)
            with open(src, "w") as f:
                f.write(fp_family(w))
            self.family("fp%d" % w, src, fps[w])
        # out of range: the results past the runtime's "it fits" branch are concrete (counted)
        self.family("fp_to_int", os.path.join(HERE, "progs", "fp_to_int.c"), fp_to_int_streams(), True)
        # numbers parsed by symx's models; printf takes their symbolic values, and the texts
        # glibc parses for strtod's model are pinned (both counted)
        self.family("strtod", os.path.join(HERE, "progs", "strtod.c"), strtod_streams(), True)
        self.family("strtol", os.path.join(HERE, "progs", "strtol.c"), strtol_streams(), True)
        # indexed: a table of pointers concretises
        for prog, concretises in (("memory", False), ("calls", True), ("switch", False), ("indexed", True),
                                  ("pointer_bits", False), ("pointer_table", False)):
            self.family(prog, os.path.join(HERE, "progs", prog + ".c"), streams, concretises)

    # ---- SAGE's children -----------------------------------------------------------------
    def children(self):
        src = os.path.join(self.tmp, "three.c")
        with open(src, "w") as f:
            f.write('#include "symx.h"\nint main(void) {\n  unsigned char x[3];\n'
                    '  symx_make_symbolic(x, 3, "x");\n  int r = 0;\n'
                    '  if (x[0] == 7) r |= 1;\n  if (x[1] > 200) r |= 2;\n'
                    '  if (x[0] + x[2] == 300) r |= 4;\n  return r;\n}\n')
        exe = self.compiled(src, "three", "children")
        if not exe:
            return
        kids = os.path.join(self.tmp, "kids")
        for bound, expect in ((0, [0, 1, 2]), (1, [1, 2]), (3, [])):
            shutil.rmtree(kids, ignore_errors=True)
            os.makedirs(kids)
            rep = os.path.join(self.tmp, "three.rep")
            self.run([exe], env={"SYMX_CC_OUT": rep, "SYMX_CC_EXPAND": str(bound), "SYMX_CC_CHILDREN": kids})
            stats, branches, children = self.report(rep)
            self.check(len(branches) == 3 and all(t == 0 for _, t in branches),
                       "children: the all-zero input takes the three branches' false sides", str(branches))
            self.check(sorted(children) == expect, "children: bound %d negates branches %s" % (bound, expect),
                       str(sorted(children)))
            for k, path in sorted(children.items()):
                data = open(path, "rb").read().ljust(3, b"\0")
                crep = os.path.join(self.tmp, "child.rep")
                self.run([exe], env={"SYMX_CC_INPUT": path, "SYMX_CC_OUT": crep})
                cb = self.report(crep)[1]
                predicted = branches[:k] + [(branches[k][0], 1)]
                sat = [data[0] == 7, data[1] > 200, data[0] + data[2] == 300]
                self.check(cb[:k + 1] == predicted and sat[k] and not any(sat[:k]),
                           "children: child %d (%s) keeps the prefix and negates branch %d"
                           % (k, data.hex(), k), "path %s, predicted %s" % (cb, predicted))

        # an expansion out of time leaves the branches unsolved, and says so
        shutil.rmtree(kids, ignore_errors=True)
        os.makedirs(kids)
        rep = os.path.join(self.tmp, "three-late.rep")
        self.run([exe], env={"SYMX_CC_OUT": rep, "SYMX_CC_EXPAND": "0", "SYMX_CC_CHILDREN": kids,
                             "SYMX_CC_EXPAND_S": "0"})
        stats, _, children = self.report(rep)
        self.check(stats.get("skipped") == 3 and not children,
                   "children: an expansion past its time limit skips the branches", str(stats))

    def loop_exit(self):
        """progs/loop_exit.c: before the bound, the expansion negates a loop's exit only."""
        exe = self.compiled(os.path.join(HERE, "progs", "loop_exit.c"), "loop_exit", "loop exit")
        if not exe:
            return
        inp, rep, kids = (os.path.join(self.tmp, "loop_exit" + x) for x in (".in", ".rep", "-kids"))
        os.makedirs(kids, exist_ok=True)
        with open(inp, "wb") as f:
            f.write(b"ab")
        self.run([exe], env={"SYMX_CC_INPUT": inp, "SYMX_CC_OUT": rep, "SYMX_CC_EXPAND": "4",
                             "SYMX_CC_CHILDREN": kids})
        _, branches, children = self.report(rep)
        longer = open(children[2], "rb").read() if 2 in children else b""
        self.check([t for _, t in branches] == [1, 1, 0, 1, 1] and sorted(children) == [2, 4]
                   and longer[:2] == b"ab" and longer[2:3] not in (b"", b"\0"),
                   "loop exit: from bound 4, strlen's exit before it (\"ab\" one byte longer) and branch 4",
                   "branches %s, children %s, child 2 %s" % (branches, sorted(children), longer.hex()))

    def assumptions(self):
        src = os.path.join(self.tmp, "assume.c")
        with open(src, "w") as f:
            f.write('#include "symx.h"\nint main(void) {\n  int x = symx_int("x");\n'
                    '  if (x == 3) symx_assume(0);\n  symx_assume(x != 9);\n  return 0;\n}\n')
        exe = self.compiled(src, "assume", "assume")
        if not exe:
            return
        # x == 3 is a branch; a failed assumption is one a child may negate, a kept one is not
        for value, code, kids in ((3, 122, [0]), (9, 122, [0, 1]), (0, 0, [0])):
            inp, rep = os.path.join(self.tmp, "assume.in"), os.path.join(self.tmp, "assume.rep")
            kdir = os.path.join(self.tmp, "kids-assume-%d" % value)
            os.makedirs(kdir, exist_ok=True)
            with open(inp, "wb") as f:
                f.write(value.to_bytes(4, "little"))
            p = self.run([exe], env={"SYMX_CC_INPUT": inp, "SYMX_CC_OUT": rep, "SYMX_CC_EXPAND": "0",
                                     "SYMX_CC_CHILDREN": kdir})
            end = [l for l in open(rep) if l.startswith("end ")]
            children = sorted(self.report(rep)[2])
            self.check(p.returncode == code and end == ["end %s\n" % ("assume" if code else "exit")]
                       and children == kids,
                       "assume: x = %d exits %d, %d children" % (value, code, len(kids)),
                       "exit %d, %s, children %s" % (p.returncode, end, children))

    def children_through(self, what, nbranches):
        """tests/concolic/progs/through_WHAT.c: each branch is reached through WHAT only."""
        src = os.path.join(HERE, "progs", "through_%s.c" % what)
        exe = self.compiled(src, "through_" + what, "through " + what)
        if not exe:
            return
        kids = os.path.join(self.tmp, "kids-" + what)
        os.makedirs(kids, exist_ok=True)
        rep = os.path.join(self.tmp, what + ".rep")
        p = self.run([exe], env={"SYMX_CC_OUT": rep, "SYMX_CC_EXPAND": "0", "SYMX_CC_CHILDREN": kids})
        stats, branches, children = self.report(rep)
        want = list(range(nbranches))
        self.check(p.returncode == 0 and len(branches) == nbranches and sorted(children) == want,
                   "through %s: the %d branches are symbolic and each has a child" % (what, nbranches),
                   "exit %d, branches %s, children %s" % (p.returncode, branches, sorted(children)))
        for k, path in sorted(children.items()):
            c = self.run([exe], env={"SYMX_CC_INPUT": path})
            self.check(c.returncode == 1 << k, "through %s: child %d takes branch %d only" % (what, k, k),
                       "exit %d" % c.returncode)

    def concrete_reads(self):
        """progs/concrete_reads.c: bytes read from another file leave no shadow."""
        src = os.path.join(HERE, "progs", "concrete_reads.c")
        exe = self.compiled(src, "concrete_reads", "concrete reads")
        if not exe:
            return
        rep, data = os.path.join(self.tmp, "concrete_reads.rep"), os.path.join(self.tmp, "concrete_reads.txt")
        with open(data, "w") as f:
            f.write("x" * 64)
        with open(data + ".in", "w") as f:
            f.write("x" * 24)
        p = self.run([exe, data], env={"SYMX_CC_OUT": rep, "SYMX_CC_INPUT": data + ".in"})
        stats, branches, _ = self.report(rep)
        self.check(p.returncode == 4 and branches == [] and stats.get("imprecise") == 0,
                   "concrete reads: fgets, fread, read and fgetc of another file give concrete bytes",
                   "exit %d, branches %s, stats %s" % (p.returncode, branches, stats))

    def library_reads(self):
        """progs/library_reads.c: symbolic bytes the C library reads are a counted concretisation."""
        src = os.path.join(HERE, "progs", "library_reads.c")
        exe = self.compiled(src, "library_reads", "library reads")
        if not exe:
            return
        inp = os.path.join(self.tmp, "library_reads.in")
        with open(inp, "wb") as f:
            f.write(b"77")
        for args, code, want in (([], 12, 0), (["x"], 1, 1)):
            rep = os.path.join(self.tmp, "library_reads%d.rep" % len(args))
            p = self.run([exe] + args, env={"SYMX_CC_OUT": rep, "SYMX_CC_INPUT": inp})
            stats = self.report(rep)[0]
            self.check(p.returncode == code and stats.get("concretisations") == want,
                       "library reads: sscanf of %s bytes: %d concretisations" % (
                           "the input's" if args else "concrete", want),
                       "exit %d, stats %s" % (p.returncode, stats))

    # ---- symx fuzz -----------------------------------------------------------------------
    def fuzz(self, name, src, extra=(), expect_errors=None, min_tests=1, engine=False):
        """symx fuzz on src; without `engine`, with --no-engine: the tests of the
        search itself must not pass by what symx run's engine finds."""
        out = os.path.join(self.tmp, "fuzz-" + name)
        p = self.run([self.symx, "fuzz", "-o", out, "--max-time", "60"] + ([] if engine else ["--no-engine"]) +
                     list(extra) + [src], timeout=300)
        if not self.check(p.returncode == 0, "fuzz %s: symx fuzz runs" % name, (p.stdout + p.stderr)[-600:]):
            return None
        s = json.load(open(os.path.join(out, "summary.json")))
        fz = s.get("fuzz", {})
        self.check(s["tests"] >= min_tests and fz.get("executions", 0) > 0 and "generations" in fz
                   and "divergences" in fz and "executions_per_s" in fz,
                   "fuzz %s: summary.json has %d tests and the fuzz counts" % (name, s["tests"]), str(fz))
        if expect_errors is not None:
            got = sorted((e["kind"], e["line"], e["paths"]) for e in s["errors"])
            self.check(got == expect_errors, "fuzz %s: errors %s" % (name, expect_errors), str(got))
        r = self.run([self.symx, "replay", out, src], timeout=300)
        m = re.search(r"(\d+) matched, (\d+) mismatched", r.stdout)
        self.check(r.returncode == 0 and m and int(m.group(1)) == s["tests"] and m.group(2) == "0",
                   "fuzz %s: every test replays with its predicted outcome" % name, r.stdout[-600:])
        return s

    def test_comp_suite(self):
        """--test-comp: a Test-Comp test per test, its inputs the JSON test's values, and
        coversError on the one that reached reach_error."""
        src = os.path.join(HERE, "progs", "testcomp.c")
        s = self.fuzz("test-comp", src, ["--test-comp"], expect_errors=[("reach-error", 11, 1)], min_tests=3)
        if not s:
            return
        out = os.path.join(self.tmp, "fuzz-test-comp")
        meta = os.path.join(out, "test-suite", "metadata.xml")
        self.check(os.path.exists(meta) and re.search(r"<programfile>[^<]*testcomp\.c</programfile>", open(meta).read()),
                   "fuzz test-comp: test-suite/metadata.xml names the program", meta)
        want, got = [], []
        for k in range(1, s["tests"] + 1):
            t = json.load(open(os.path.join(out, "test%06d.json" % k)))
            b = [bytes.fromhex(i["bytes"]) for i in t["inputs"]]
            want.append(([str(int.from_bytes(b[0], "little", signed=True)), str(b[1][0])],
                         t["outcome"].get("error") == "reach-error"))
            path = os.path.join(out, "test-suite", "test%06d.xml" % k)
            x = open(path).read() if os.path.exists(path) else ""
            got.append((re.findall(r"<input>([^<]*)</input>", x), 'coversError="true"' in x))
        self.check(got == want, "fuzz test-comp: a Test-Comp test per test, with its inputs' values and "
                   "coversError on the reach_error test", "%s against %s" % (got, want))

    def fuzz_finds(self, name, src, line, seconds, what, also=None):
        """symx fuzz finds the abort at `line` within `seconds` (only that error), with no
        divergence, and also(summary's fuzz object) holds."""
        s = self.fuzz(name, src, ["--max-time", str(seconds)], min_tests=2)
        if s:
            got = [(e["kind"], e["line"]) for e in s["errors"]]
            self.check(got == [("abort", line)] and s["fuzz"]["divergences"] == 0 and (not also or also(s["fuzz"])),
                       "fuzz %s: %s found in %d s" % (name, what, seconds), "%s %s" % (got, s["fuzz"]))

    def fuzz_tests(self):
        # seed 004: the 16 leaves of top(); abort on the 5 with three or four magic bytes
        s = self.fuzz("top", os.path.join(ROOT, "examples", "top.c"), expect_errors=[("abort", 19, 5)])
        if s:
            # the filler (0xff bytes, run second) takes the path of "good", which ran first: it
            # is not expanded
            self.check(s["fuzz"]["divergences"] == 0 and s["fuzz"]["executions"] == 33
                       and s["fuzz"]["expansions"] == 16 and s["fuzz"]["duplicate_paths"] == 1,
                       "fuzz top: 16 inputs run and 16 expanded, and the filler, no divergence", str(s["fuzz"]))
            self.check(s["coverage"]["branches"] == [10, 10], "fuzz top: all 10 branch edges covered",
                       str(s["coverage"]))
            pts = s["fuzz"].get("coverage_over_time", [])
            grows = all(a[k] <= b[k] for a, b in zip(pts, pts[1:]) for k in ("s", "executions", "edges", "lines"))
            self.check(pts and grows and pts[-1]["edges"] == 10 and pts[-1]["lines"] == s["coverage"]["lines"][0]
                       and 0 < pts[0]["executions"] <= pts[-1]["executions"] <= 33,
                       "fuzz top: coverage over time grows to the final coverage", str(pts))
        api = os.path.join(self.tmp, "api.c")
        with open(api, "w") as f:
            f.write('#include <stdlib.h>\n#include "symx.h"\n'
                    'int main(void) {\n  int a = symx_int("a");\n  int r = symx_range(0, 10, "r");\n'
                    '  unsigned char c = __VERIFIER_nondet_uchar();\n  _Bool b = __VERIFIER_nondet_bool();\n'
                    '  symx_assume(a != 12345);\n  if (a == 4242 && r == 7) {\n'
                    '    if (c == 0xc3 && b) abort();\n    return 3;\n  }\n  return r > 5 ? 2 : 0;\n}\n')
        self.fuzz("api", api, expect_errors=[("abort", 10, 1)], min_tests=4)
        self.test_comp_suite()
        seeds = os.path.join(self.tmp, "seeds")
        os.makedirs(seeds, exist_ok=True)
        with open(os.path.join(seeds, "bad"), "wb") as f:
            f.write(b"bad!")
        s = self.fuzz("seeded", os.path.join(ROOT, "examples", "top.c"), extra=["--seeds", seeds])
        if s:
            self.check(any(e["kind"] == "abort" and e["test"] == "test000001.json" for e in s["errors"]),
                       "fuzz seeded: the seed 'bad!' is the first test, an abort", str(s["errors"]))
        # the traps of division: by 0, and INT_MIN / -1 (which -O2 would fold to a negation
        # inside `if (y == -1)` without the divisor made opaque)
        div = os.path.join(self.tmp, "divtrap.c")
        with open(div, "w") as f:
            f.write('#include "symx.h"\nint main(void) {\n  int d = symx_int("d"), x = symx_int("x"), y = symx_int("y");\n'
                    '  int r = 100 / (d - 5);\n  if (y == -1) r += x / y;\n  return r & 0x7f;\n}\n')
        self.fuzz("divtrap", div, expect_errors=[("div-by-zero", 4, 1), ("overflow", 5, 1)])
        # strcmp and strlen are symx's models, instrumented with the program (glibc's would
        # read the bytes concretely and the magic word would stay out of reach)
        magic = os.path.join(self.tmp, "magic.c")
        with open(magic, "w") as f:
            f.write('#include <stdlib.h>\n#include <string.h>\n#include "symx.h"\n'
                    'int main(void) {\n  char s[8];\n  symx_make_symbolic(s, sizeof s, "s");\n  s[7] = 0;\n'
                    '  if (strlen(s) == 5 && strcmp(s, "fuzz!") == 0) abort();\n  return 0;\n}\n')
        s = self.fuzz("magic", magic, expect_errors=[("abort", 8, 1)])
        if s:
            self.check(s["fuzz"]["concretisations"] == 0, "fuzz magic: nothing concretised", str(s["fuzz"]))
        # _Exit runs no atexit handler: the run reports before it (else its child diverges)
        s = self.fuzz("atexit", os.path.join(ROOT, "tests", "diff", "ctrl", "atexit_handlers.c"), min_tests=4)
        if s:
            self.check(s["fuzz"]["divergences"] == 0, "fuzz atexit: no divergence", str(s["fuzz"]))
        clash = os.path.join(self.tmp, "clash.c")
        with open(clash, "w") as f:  # names of symx's own layers, which the runtime keeps to itself
            f.write('#include <stdlib.h>\n#include "symx.h"\nvoid *xmalloc(size_t n) { return malloc(n); }\n'
                    'unsigned long hash_bytes(const void *p, unsigned long n) { return n; }\n'
                    'int expr_eval(void) { return 3; }\n'
                    'int main(void) { char *p = xmalloc(4); p[0] = (char)symx_int("x");\n'
                    '  return p[0] == 113 ? 5 : (int)hash_bytes(p, 1) + expr_eval(); }\n')
        self.fuzz("clash", clash, min_tests=2)
        for args, what in ((["fuzz", "--max-time", "x", "a.c"], "a bad --max-time"),
                           (["fuzz", "-o", os.path.join(self.tmp, "o"), "/nonexistent.c"], "a missing file"),
                           (["cc", "--bogus", "a.c"], "symx cc: an unknown option"),
                           (["cc", "-o", os.path.join(self.tmp, "x"), "/nonexistent.c"], "symx cc: a missing file")):
            p = self.run([self.symx] + args)
            self.check(p.returncode == 2 and p.stderr.strip() != "", "%s exits 2 with a message" % what,
                       "exit %d %s" % (p.returncode, p.stderr[-200:]))
        out = os.path.join(self.tmp, "no-main-out")
        p = self.run([self.symx, "fuzz", "-o", out, os.path.join(ROOT, "tests", "system", "bad", "no_main.c")])
        self.check(p.returncode == 2 and "cannot link" in p.stderr and not os.path.exists(out),
                   "fuzz: a program that does not link exits 2 and leaves no output directory",
                   "exit %d %s" % (p.returncode, p.stderr[-200:]))

    def inputs_tests(self):
        progs = os.path.join(HERE, "progs")

        def prog(name):
            return os.path.join(progs, name + ".c")

        def test_inputs(out, k):
            return [(i["name"], i["size"]) for i in json.load(open(os.path.join(out, "test%06d.json" % k)))["inputs"]]

        s = self.fuzz("stdin", prog("stdin_magic"), ["--stdin", "--input-size", "12"],
                      expect_errors=[("abort", 13, 1)])
        if s:
            got = test_inputs(os.path.join(self.tmp, "fuzz-stdin"), 1)
            self.check(got == [("stdin", 12)], "fuzz stdin: a test's input is stdin, 12 bytes", str(got))
            lines = s["coverage"]["lines"]
            self.check(0 < lines[0] <= lines[1] and lines[1] >= 9, "fuzz stdin: coverage.lines %s" % lines, str(lines))
            self.check([e["function"] for e in s["errors"]] == ["main"], "fuzz stdin: the error's function is main",
                       str(s["errors"]))
        seeds = os.path.join(self.tmp, "seeds-long")
        os.makedirs(seeds, exist_ok=True)
        with open(os.path.join(seeds, "short"), "wb") as f:
            f.write(b"LONG")
        s = self.fuzz("longer", prog("stdin_longer"), ["--stdin", "--seeds", seeds], expect_errors=[("abort", 11, 1)])  # one path (two inputs reach it by one path)
        if s:
            got = test_inputs(os.path.join(self.tmp, "fuzz-longer"), int(s["errors"][0]["test"][4:10]))
            self.check(got == [("stdin", 16)] and s["fuzz"].get("longer_inputs", 0) >= 2,
                       "fuzz longer: stdin grows from the seed's 4 bytes to the 16 the abort needs",
                       "%s %s" % (got, s["fuzz"]))
        s = self.fuzz("file", prog("file_magic"), ["--file", "--input-size", "8"], expect_errors=[("abort", 23, 4)])
        if s:
            got = test_inputs(os.path.join(self.tmp, "fuzz-file"), 1)
            self.check(got == [("arg00", 2), ("file:A", 8)], "fuzz file: a test's inputs are arg00 and file:A",
                       str(got))
        s = self.fuzz("asan", prog("asan_offbyone"), expect_errors=[("out-of-bounds", 15, 1)])
        if s:
            self.check(s["fuzz"]["crashes"] == 0 and s["fuzz"]["sanitizer_errors"] == 1,
                       "fuzz asan: found by the sanitizers, no crash", str(s["fuzz"]))
        self.fuzz("asan-new", prog("asan_offbyone"), ["--sanitize", "new"], expect_errors=[])
        s = self.fuzz("dedup", prog("dedup"), expect_errors=[("abort", 13, 2)], min_tests=2)
        if s:
            out = os.path.join(self.tmp, "fuzz-dedup")
            aborts = [f for f in os.listdir(out) if f.endswith(".json") and f.startswith("test")
                      and '"abort"' in open(os.path.join(out, f)).read()]
            self.check(s["fuzz"]["crashes"] == 2 and len(aborts) == 1,
                       "fuzz dedup: 2 crashing inputs, 1 abort test", "crashes %d, abort tests %s"
                       % (s["fuzz"]["crashes"], aborts))
        self.fuzz("nondet", prog("nondet_bool_pointer"), expect_errors=[("abort", 14, 1)], min_tests=3)
        self.fp_tests(prog)
        self.fork_server_tests(prog)
        self.timeout_tests(prog)
        self.indexed_tests(prog)
        for args, what in ((["--stdin", "--file"], "--stdin with --file"), (["--input-size", "8"], "--input-size alone"),
                           (["--stdin", "--input-size", "0"], "--input-size 0"), (["--sanitize", "some"], "a bad --sanitize")):
            p = self.run([self.symx, "fuzz", "-o", os.path.join(self.tmp, "o-bad")] + args + [prog("dedup")])
            self.check(p.returncode == 2 and p.stderr.strip() != "", "fuzz: %s exits 2 with a message" % what,
                       "exit %d %s" % (p.returncode, p.stderr[-200:]))

    def fp_tests(self, prog):
        """float and double keep their shadows (runtime/concolic/fp.c)."""
        for name, line in (("strtod", 14), ("atoi", 12)):  # symx's number models, linked by symx cc
            self.fuzz_finds(name, prog(name + "_threshold"), line, 4, "the abort behind a number %s parses" % name)
        s = self.fuzz("fp-threshold", prog("fp_threshold"), expect_errors=[("abort", 11, 1)], min_tests=2)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz fp-threshold: the abort behind a scaled double found; no concretisation, "
                       "no divergence", str(s["fuzz"]))
        s = self.fuzz("fp-cast", prog("fp_cast"), expect_errors=[("float-cast-overflow", 10, 1)], min_tests=2)
        if s:
            self.check(s["fuzz"]["divergences"] == 0, "fuzz fp-cast: the child out of int's range "
                       "takes its predicted path", str(s["fuzz"]))
            # a UBSan error is named with its function, as symx run names it
            fns = [e.get("function") for e in s["errors"]]
            self.check(fns == ["main"], "fuzz fp-cast: the error's function is main", str(fns))

    def fork_server_tests(self, prog):
        """progs/fork_state.c: the fork servers give every run a fresh process's state."""
        s = self.fuzz("fork", prog("fork_state"), expect_errors=[], min_tests=4)
        if s:
            fz = s["fuzz"]
            # two servers: the runs' and the expansions', which alone holds a Z3 context
            self.check(fz.get("fork_server") and fz.get("processes_started") == 2 and fz["executions"] >= 6
                       and fz["expansions"] >= 1 and fz.get("sanitizer_runs", 0) >= 4
                       and fz.get("sanitizer_processes") == 1,
                       "fuzz fork: %d runs from 2 processes (runs, expansions), %d sanitizer runs from 1, "
                       "no state carried over" % (fz["executions"], fz["sanitizer_runs"]), str(fz))
            t = fz.get("time_s", {})
            self.check(sorted(t) == ["expansions", "other", "runs", "sanitizer_runs"],
                       "fuzz fork: summary.json says where the time went", str(t))
        s = self.fuzz("no-fork", prog("fork_state"), ["--no-fork-server"], expect_errors=[], min_tests=4)
        if s:
            fz = s["fuzz"]
            self.check(fz.get("fork_server") is False and fz.get("processes_started") == fz["executions"]
                       and fz.get("sanitizer_processes") == fz.get("sanitizer_runs"),
                       "fuzz no-fork: --no-fork-server starts a process for every run", str(fz))

    def timeout_tests(self, prog):
        """progs/hang.c: --timeout stops a run that never ends, the sanitizer's too."""
        s = self.fuzz("hang", prog("hang"), ["--timeout", "1"], expect_errors=[])
        if s:
            fz = s["fuzz"]
            self.check(fz["divergences"] == 0 and fz.get("timeouts") == 1 and fz["time_s"]["sanitizer_runs"] < 5,
                       "fuzz hang: one timeout, no divergence, the sanitizer run stopped at --timeout too", str(fz))

    def search_tests(self):
        """The search's order: every edge in a slot of its own, hit-count buckets, a copy of
        each string model per call, inputs with new edges expanded from their first branch,
        among the others an open frontier first, else the newest."""
        def prog(name):
            return os.path.join(HERE, "progs", name + ".c")

        s = self.fuzz("slots", prog("edge_slots"), expect_errors=[])
        if s:
            self.check(s["coverage"]["branches"] == [10, 10] and s["fuzz"]["divergences"] == 0,
                       "fuzz slots: the 10 edges of two branches and a switch counted apart", str(s["coverage"]))
        s = self.fuzz("switch-slots", prog("switch_slots"), expect_errors=[])
        if s:
            self.check(s["coverage"]["branches"] == [3, 3] and s["tests"] == 3,
                       "fuzz switch-slots: a switch's cases to one block are one edge (3 edges, 3 tests)",
                       "%s, %d tests" % (s["coverage"], s["tests"]))
        # the second input run is the filler: its string is 16 bytes long at once (from the
        # all-zero input, strlen goes one byte further a generation at a time)
        s = self.fuzz("filler", prog("filler"), ["--max-time", "10"], min_tests=2)
        if s:
            t = json.load(open(os.path.join(self.tmp, "fuzz-filler", "test000002.json")))
            self.check(t["inputs"][0]["bytes"] == "ff" * 16 and t["outcome"].get("error") == "abort"
                       and [e["test"] for e in s["errors"]] == ["test000002.json"],
                       "fuzz filler: the second test is the input of 16 0xff bytes, the abort", str(t))
        # no input on the way to the abort covers a new edge; 2 s is about 6000 runs short of it
        self.fuzz_finds("buckets", prog("hit_counts"), 16, 2,
                        "the abort behind four equal steps (new hit-count buckets first)")
        # "true" after "null" and "nope" through strncmp: each call's comparisons are edges of their own
        self.fuzz_finds("models", prog("model_calls"), 20, 4,
                        "the abort behind strncmp(s, \"true\", 4) (a copy of strncmp per call)")
        # the abort needs the scan of the string's end (the first branches) to go one byte further than in "key"
        self.fuzz_finds("rebound", prog("scan_first"), 19, 3,
                        "\"key\" made longer (an input with new edges expanded from its first branch)")
        # sec == 'q' is symbolic only after "[" and "=": the input "[\0=" covers no new edge, but
        # its path takes a side no run took (oldest first and newest first both need 5 s and more);
        # that side is a new side class (novel_sides), so it is expanded ahead of the inputs with
        # nothing new, where before side classes its open frontier had it picked among them
        self.fuzz_finds("side-class", prog("frontier_side"), 26, 3, "the abort behind a side no run took (a new side class)")
        # ... else the newest: "kkkkk" and "kkkkkk" cover nothing new (oldest first needs 5 s and more)
        self.fuzz_finds("newest", prog("newest_first"), 21, 2,
                        "the abort behind seven 'k' (the newest input with nothing new first)",
                        lambda fz: fz["newest_picks"] >= 1)
        # --prune 2: a child whose negated branch's other side lay on 2 runs' paths is not run; on
        # top.c that includes every way to the abort (why pruning is off by default)
        s = self.fuzz("prune", os.path.join(ROOT, "examples", "top.c"), ["--prune", "2"], expect_errors=[])
        if s:
            self.check(s["fuzz"]["pruned"] == 6 and s["fuzz"]["executions"] == 17 and s["fuzz"]["divergences"] == 0,
                       "fuzz prune: 6 children pruned, 17 executions (33 without), the abort not reached", str(s["fuzz"]))

    def engine_tests(self):
        """Bursts of symx run's engine beside the search (src/cli/fuzz_engine.c): progs/engine_scanf.c
        reaches its abort only through sscanf, which symx cc runs concretely (counted) and symx run
        models; once the search has expanded every input, the engine runs until it ends."""
        prog = os.path.join(HERE, "progs", "engine_scanf.c")
        s = self.fuzz("engine", prog, expect_errors=None, min_tests=2, engine=True)
        if s:
            fz, got = s["fuzz"], [(e["kind"], e["line"]) for e in s["errors"]]
            eng = fz.get("engine", {})
            self.check(got == [("abort", 15)] and fz["concretisations"] > 0 and eng.get("bursts", 0) >= 1
                       and eng.get("inputs_new", 0) >= 1 and eng.get("ended") is True,
                       "fuzz engine: the abort behind sscanf found by an input of symx run's engine, "
                       "which then ended", "%s %s" % (got, fz))
        # --stdin: scanf reads it in the C library (a counted concretisation in symx cc); the
        # engine gets standard input as symx run --sym-stdin makes it
        s = self.fuzz("engine-stdin", os.path.join(HERE, "progs", "engine_stdin.c"), ["--stdin", "--input-size", "4"],
                      expect_errors=None, engine=True)
        if s:
            got = [(e["kind"], e["line"]) for e in s["errors"]]
            self.check(got == [("abort", 9)] and s["fuzz"]["engine"]["inputs_new"] >= 1,
                       "fuzz engine-stdin: the abort behind scanf(\"%d\") of standard input found", "%s %s" % (got, s["fuzz"]))
        # at the end of --max-time the engine is halted (fuzz_engine_halt): the path to the abort
        # behind a loop symx run cannot finish in time leaves a test of its path so far
        s = self.fuzz("engine-halt", os.path.join(HERE, "progs", "engine_halt.c"), ["--max-time", "8"],
                      expect_errors=None, engine=True)
        if s:
            got, eng = [(e["kind"], e["line"]) for e in s["errors"]], s["fuzz"]["engine"]
            self.check(got == [("abort", 21)] and eng.get("halted") is True and eng.get("tests_read_after_halt", 0) >= 1,
                       "fuzz engine-halt: the abort behind a loop the engine could not finish found through "
                       "its halted path's test", "%s %s" % (got, eng))
        s = self.fuzz("no-engine", prog, expect_errors=[], min_tests=1)
        if s:
            eng = s["fuzz"].get("engine", {})
            self.check(eng.get("enabled") is False and eng.get("bursts") == 0 and s["fuzz"]["concretisations"] > 0,
                       "fuzz no-engine: --no-engine runs no burst (and the search alone misses the abort)", str(eng))

    def indexed_tests(self, prog):
        """Loads at a symbolic index read the object as an array (runtime/concolic/objects.c)."""
        s = self.fuzz("table", prog("table_index"), expect_errors=[("abort", 23, 1)], min_tests=5)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz table: no concretisation, no divergence", str(s["fuzz"]))
        s = self.fuzz("heap", prog("heap_index"), expect_errors=[("abort", 23, 1)], min_tests=4)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz heap: no concretisation, no divergence", str(s["fuzz"]))
        s = self.fuzz("stack", prog("stack_index"), expect_errors=[("abort", 15, 1)], min_tests=3)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz stack: no concretisation, no divergence", str(s["fuzz"]))
        s = self.fuzz("store", prog("store_index"), expect_errors=[("abort", 17, 1)], min_tests=3)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz store: no concretisation, no divergence", str(s["fuzz"]))
        s = self.fuzz("pointer-bits", prog("pointer_bits"), expect_errors=[("abort", 27, 1)], min_tests=3)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz pointer-bits: a char copied as a pointer's bits keeps its shadow; no concretisation, "
                       "no divergence", str(s["fuzz"]))
        s = self.fuzz("pointer-table", prog("pointer_table"), expect_errors=[("abort", 16, 1)], min_tests=3)
        if s:
            self.check(s["fuzz"]["concretisations"] == 0 and s["fuzz"]["divergences"] == 0,
                       "fuzz pointer-table: the solver picks other entries of a table of pointers; no "
                       "concretisation, no divergence", str(s["fuzz"]))
        s = self.fuzz("select", prog("select_edge"), expect_errors=[], min_tests=3)
        if s:
            got = sorted((bytes.fromhex(json.load(open(t))["inputs"][0]["bytes"]) + bytes(2))[:2]
                         for t in glob.glob(os.path.join(self.tmp, "fuzz-select", "test*.json")))
            self.check(len(got) == 3 and any(g[0] == ord("q") for g in got) and any(g[1] > 200 for g in got),
                       "fuzz select: a test for each side of two selects on symbolic conditions", str(got))
        s = self.fuzz("table-oob", prog("table_oob"), expect_errors=[("out-of-bounds", 10, 1)])
        if s:
            self.check(s["fuzz"]["sanitizer_errors"] == 1, "fuzz table-oob: the read past the table is found "
                       "by the sanitizer run of the bounds branch's child", str(s["fuzz"]))

    def main(self):
        for name, fn in (("families", self.families), ("children", self.children),
                         ("children", self.assumptions), ("children", self.loop_exit),
                         ("children", lambda: self.children_through("memory", 4)),
                         ("children", lambda: self.children_through("calls", 5)), ("children", self.concrete_reads), ("children", self.library_reads),
                         ("fuzz", self.fuzz_tests),
                         ("fuzz", self.inputs_tests), ("search", self.search_tests), ("engine", self.engine_tests)):
            if not self.only or name in self.only:
                fn()
        shutil.rmtree(self.tmp, ignore_errors=True)
        print("%d passed, %d failed" % (self.passed, self.failed))
        return 1 if self.failed else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--symx", default=os.path.join(ROOT, "symx"))
    ap.add_argument("--only", help="comma-separated: families, children, fuzz, search, engine")
    a = ap.parse_args()
    sys.exit(Runner(a.symx, set(a.only.split(",")) if a.only else None).main())
