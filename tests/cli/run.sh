#!/bin/bash
# Command-line tests of symx: usage and input errors, budgets and signals,
# output directories, compiler flags, several sources, bitcode inputs, show,
# and native replay of symbolic arguments and stdin.
#
#   bash tests/cli/run.sh ./symx
#
# Prints PASS/FAIL per check and `N passed, M failed` last; exits 1 on failure.
set -u
set -m   # job control: background runs get their own process group, and
         # SIGINT is not ignored in them (as it is for `&` jobs without -m)

if [ $# -ne 1 ]; then
  echo "usage: bash tests/cli/run.sh path/to/symx" >&2
  exit 2
fi
SYMX=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
PROGS=$(cd "$(dirname "$0")" && pwd)/progs
CLANG=${CLANG:-/usr/lib/llvm-16/bin/clang}
# The scratch directory lives in the build directory, as the other stages'
# do: a directory in /tmp is at the mercy of whatever cleans /tmp/symx-*
# on a shared machine (the scratch directory vanished mid-run in two full
# runs of make test today while other sessions worked beside them).
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "${SYMX_TEST_TMP:-$ROOT/build}"
T=$(mktemp -d "${SYMX_TEST_TMP:-$ROOT/build}/symx-cli.XXXXXX")
# A subshell forked from here that is killed before it has reset its traps
# runs this EXIT trap too (and bash 5.2's $BASHPID may still name this shell
# there, so no test of it helps): no subshell of this script is killed
# before it has exec'd (run's time limit is timeout(1)'s).
trap 'rm -rf "$T"' EXIT
pass=0
fail=0

ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

# json FILE EXPR: prints the Python expression EXPR evaluated on the JSON in
# FILE (bound to j), or `ERROR` if the file is missing or malformed.
json() {
  python3 - "$1" "$2" <<'EOF' 2>/dev/null || echo ERROR
import json, sys
j = json.load(open(sys.argv[1]))
v = eval(sys.argv[2])
print(json.dumps(v) if isinstance(v, (bool, list, dict)) else v)
EOF
}

# count_tests DIR: the number of testNNNNNN.json files in DIR.
count_tests() {
  find "$1" -maxdepth 1 -name 'test[0-9][0-9][0-9][0-9][0-9][0-9].json' 2>/dev/null | wc -l
}

now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print('%.2f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$1" "$2"; }
le() { python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) <= float(sys.argv[2]) else 1)" "$1" "$2"; }

# run NAME ARGS...: runs symx in $T with the given arguments, capturing
# stdout, stderr and the exit code in $T/NAME.{out,err,rc}; it is killed
# after 60 s so a hang fails the test instead of the whole script.
run() {
  local name=$1
  shift
  # The time limit is timeout(1)'s, not a watchdog subshell's: a subshell
  # killed before it has reset its traps runs this script's EXIT trap, and
  # in bash 5.2 $BASHPID there can still read the parent's pid (strace saw
  # the killed watchdog run `rm -rf $T` mid-run).
  (cd "$T" && exec timeout -s KILL 60 "$SYMX" "$@") >"$T/$name.out" 2>"$T/$name.err"
  echo $? >"$T/$name.rc"
}
rc() { cat "$T/$1.rc"; }
stderr_lines() { wc -l <"$T/$1.err" | tr -d ' '; }

# expect_usage NAME ARGS...: symx must exit 2 and say something on stderr.
expect_usage() {
  local name=$1
  shift
  run "$name" "$@"
  if [ "$(rc "$name")" != 2 ]; then
    bad "$name" "exit $(rc "$name"), expected 2"
  elif [ ! -s "$T/$name.err" ]; then
    bad "$name" "nothing on stderr"
  else
    ok "$name"
  fi
}

# --- usage and input errors --------------------------------------------------

run missing_file run -o "$T/o-missing" "$T/no_such_file.c"
if [ "$(rc missing_file)" = 2 ] && [ "$(stderr_lines missing_file)" = 1 ]; then
  ok missing_file
else
  bad missing_file "exit $(rc missing_file), $(stderr_lines missing_file) stderr lines; want 2 and 1 line"
fi

expect_usage unknown_option run --no-such-option "$PROGS/simple.c"
expect_usage unknown_command frobnicate "$PROGS/simple.c"
expect_usage no_arguments
expect_usage run_without_files run
expect_usage bad_max_time run --max-time soon "$PROGS/simple.c"
expect_usage bad_sym_env run --sym-env -1 "$PROGS/simple.c"
expect_usage big_sym_env run --sym-env 5000 "$PROGS/simple.c"
expect_usage sym_files_empty run --sym-files 1 0 "$PROGS/simple.c"
expect_usage sym_files_many run --sym-files 27 4 "$PROGS/simple.c"
expect_usage sym_files_one_value run --sym-files 2
expect_usage not_c run -o "$T/o-notc" "$PROGS/not_c.txt"
expect_usage bad_external_calls run --external-calls sometimes "$PROGS/simple.c"
expect_usage bad_external_calls_eq run --external-calls=sometimes "$PROGS/simple.c"
expect_usage eq_on_flag run --stop-on-error=yes "$PROGS/simple.c"

# --name=value is the same as --name value; native calls are refused in
# ILP32 (the C library symx runs in is 64-bit), with the reason.
cat >"$T/ext.c" <<'EOF2'
#define _GNU_SOURCE
#include <string.h>
int main(void) { char b[4] = "abc"; memfrob(b, 3); return b[0] == ('a' ^ 42); }
EOF2
run ext_eq run --external-calls=concrete -o "$T/o-ext-eq" "$T/ext.c"
run ext_ilp32 run --external-calls=concrete --data-model ILP32 -o "$T/o-ext-32" "$T/ext.c"
if [ "$(rc ext_eq)" = 0 ] && [ "$(json "$T/o-ext-eq/test000001.json" 'j["outcome"]["code"]')" = 1 ] \
    && [ "$(json "$T/o-ext-eq/summary.json" 'j["native_calls"]')" = 1 ] \
    && [ "$(rc ext_ilp32)" = 3 ] && grep -q "memfrob (native calls are made in the LP64 data model only)" "$T/ext_ilp32.out"; then
  ok external_calls_eq_ilp32
else
  bad external_calls_eq_ilp32 "exit $(rc ext_eq)/$(rc ext_ilp32): $(cat "$T/ext_eq.err" "$T/ext_ilp32.out" | head -5)"
fi

# libm's pure functions for an ILP32 program run in i386 glibc's libm (a
# helper, src/engine/math32.c); on a host that cannot run i386 programs
# (SYMX_I386=none stands for one) the call is unsupported, with the reason,
# never an x86-64 result.
cat >"$T/sin32.c" <<'EOF2'
#include <math.h>
int main(void) { volatile double x = 0.5; return sin(x) > 0.47 && sin(x) < 0.48; }
EOF2
run sin32 run --data-model ILP32 -o "$T/o-sin32" "$T/sin32.c"
(export SYMX_I386=none; run sin32_none run --data-model ILP32 -o "$T/o-sin32-none" "$T/sin32.c")
if [ "$(rc sin32_none)" = 3 ] && grep -q "sin (this machine cannot run i386 programs natively" "$T/sin32_none.out" \
    && { [ "$(rc sin32)" = 0 ] || grep -q "cannot run i386" "$T/sin32.out"; }; then
  ok math32_helper
else
  bad math32_helper "exit $(rc sin32)/$(rc sin32_none): $(cat "$T/sin32.out" "$T/sin32_none.out" | head -6)"
fi

# Every option --help lists is one the parser knows (both come from one
# table, src/cli/main.c): given without its value or with a bad one, symx
# says what is wrong with it, never that it is unknown.
"$SYMX" --help >"$T/help.out" 2>&1
help_opts=$(sed '/^symx bmc/q' "$T/help.out" | grep -oE '^  (-[a-z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+' | sort -u)
unknown=""
for o in $help_opts; do
  "$SYMX" run "$o" >/dev/null 2>"$T/help_opt.err" </dev/null
  grep -q "unknown option" "$T/help_opt.err" && unknown="$unknown $o"
done
if [ -z "$help_opts" ] || [ "$(echo "$help_opts" | wc -l)" -lt 15 ]; then
  bad help_options "--help lists $(echo "$help_opts" | wc -l) options"
elif [ -n "$unknown" ]; then
  bad help_options "listed by --help but unknown to the parser:$unknown"
else
  ok help_options
fi

# symx bmc's own options (listed last by --help) are known to symx bmc, not
# to symx run; a bad bound is refused.
bmc_opts=$(sed '1,/^symx bmc/d' "$T/help.out" | grep -oE '^  --[a-z-]+' | grep -oE -- '--[a-z-]+')
unknown=""
for o in $bmc_opts; do
  "$SYMX" bmc "$o" >/dev/null 2>"$T/help_opt.err" </dev/null
  grep -q "unknown option" "$T/help_opt.err" && unknown="$unknown $o"
done
"$SYMX" run --unwind 3 p.c >/dev/null 2>"$T/run_unwind.err"; urc=$?
"$SYMX" bmc --unwind x p.c >/dev/null 2>"$T/bmc_unwind.err"; brc=$?
if [ "$(echo "$bmc_opts" | wc -w)" -lt 2 ] || [ -n "$unknown" ]; then
  bad help_options_bmc "bmc options listed: $bmc_opts; unknown to symx bmc:$unknown"
elif [ $urc != 2 ] || ! grep -q "unknown option '--unwind'" "$T/run_unwind.err"; then
  bad help_options_bmc "symx run --unwind: exit $urc, $(head -c 200 "$T/run_unwind.err")"
elif [ $brc != 2 ] || ! grep -q "unwind" "$T/bmc_unwind.err"; then
  bad help_options_bmc "symx bmc --unwind x: exit $brc, $(head -c 200 "$T/bmc_unwind.err")"
else
  ok help_options_bmc
fi

# The same for symx replay and symx show (their tables: src/cli/replay.c,
# src/cli/show.c); a bad value names the command.
for cmd in replay show; do
  "$SYMX" $cmd --help >"$T/help_$cmd.out" 2>&1
  opts=$(grep -oE '^  (-[a-z], )?--[a-z-]+' "$T/help_$cmd.out" | grep -oE -- '--[a-z-]+' | sort -u)
  unknown=""
  for o in $opts; do
    [ "$o" = --host ] && continue # runs the host probe
    "$SYMX" $cmd "$o" >/dev/null 2>"$T/help_opt.err" </dev/null
    grep -q "unknown option" "$T/help_opt.err" && unknown="$unknown $o"
  done
  min=$([ $cmd = replay ] && echo 9 || echo 2)
  "$SYMX" $cmd --bogus >/dev/null 2>"$T/help_bogus.err"
  if [ -z "$opts" ] || [ "$(echo "$opts" | wc -l)" -lt "$min" ]; then
    bad "help_options_$cmd" "symx $cmd --help lists $(echo "$opts" | wc -l) options"
  elif [ -n "$unknown" ]; then
    bad "help_options_$cmd" "listed by symx $cmd --help but unknown to its parser:$unknown"
  elif ! grep -q "^symx $cmd: unknown option '--bogus' (see symx $cmd --help)" "$T/help_bogus.err"; then
    bad "help_options_$cmd" "an unknown option is not named with the command: $(head -c 200 "$T/help_bogus.err")"
  else
    ok "help_options_$cmd"
  fi
done
"$SYMX" replay --timeout 0 t.json p.c >/dev/null 2>"$T/replay_timeout.err"; trc=$?
if [ $trc = 2 ] && grep -q "bad --timeout value '0'" "$T/replay_timeout.err"; then
  ok replay_bad_timeout
else
  bad replay_bad_timeout "exit $trc: $(head -c 200 "$T/replay_timeout.err")"
fi

run clang_rejects run -o "$T/o-bad" "$PROGS/bad_syntax.c"
if [ "$(rc clang_rejects)" != 2 ]; then
  bad clang_rejects "exit $(rc clang_rejects), expected 2"
elif ! grep -q 'bad_syntax.c:2:[0-9]*: error:' "$T/clang_rejects.err"; then
  bad clang_rejects "clang's diagnostic (bad_syntax.c:2:N: error:) not on stderr"
else
  ok clang_rejects
fi

# --- budget and signals ----------------------------------------------------------

# check_cut NAME DIR START END LIMIT MIN_TESTS: the run stopped within LIMIT
# seconds, exit 3, complete false, and the test files it wrote are all there
# (at least MIN_TESTS of them).
check_cut() {
  local name=$1 dir=$2 start=$3 end=$4 limit=$5 min_tests=$6
  local took
  took=$(elapsed "$start" "$end")
  local tests
  tests=$(json "$dir/summary.json" 'j["tests"]')
  if ! le "$took" "$limit"; then
    bad "$name" "took ${took}s, limit ${limit}s"
  elif [ "$(rc "$name")" != 3 ]; then
    bad "$name" "exit $(rc "$name"), expected 3"
  elif [ "$(json "$dir/summary.json" 'j["complete"]')" != false ]; then
    bad "$name" "summary complete is not false"
  elif [ "$tests" != "$(count_tests "$dir")" ]; then
    bad "$name" "summary tests $tests but $(count_tests "$dir") test files"
  elif [ "$tests" -lt "$min_tests" ]; then
    bad "$name" "$tests tests, expected at least $min_tests"
  else
    ok "$name (${took}s, $tests tests)"
  fi
}

# loop_forever.c has one infinite path (a depth-first search may never end a
# path); many_paths.c has 2^64 short ones, so tests must have been written.
start=$(now)
run max_time run --max-time 2 -o "$T/o-max" "$PROGS/loop_forever.c"
check_cut max_time "$T/o-max" "$start" "$(now)" 3.2 0

start=$(now)
run max_time_tests run --max-time 2 -o "$T/o-max_time_tests" "$PROGS/many_paths.c"
check_cut max_time_tests "$T/o-max_time_tests" "$start" "$(now)" 3.2 1

# await_end NAME PID: waits up to 10 s for PID (a symx sent a signal) to end,
# kills it after that, and records its exit code as NAME's.
await_end() {
  local name=$1 pid=$2 i=0
  while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
  done
  kill -KILL "$pid" 2>/dev/null
  wait "$pid"
  echo $? >"$T/$name.rc"
}

# signal_run NAME SIGNAL PROGRAM MIN_TESTS: symx runs without a budget;
# SIGNAL arrives after 1.5 s and symx must wind down within 2 s of it, as a
# budget cut does.
signal_run() {
  local name=$1 sig=$2 prog=$3 min_tests=$4
  (cd "$T" && exec "$SYMX" run -o "$T/o-$name" "$PROGS/$prog") \
    >"$T/$name.out" 2>"$T/$name.err" &
  local pid=$!
  sleep 1.5
  local sent
  sent=$(now)
  kill -"$sig" $pid 2>/dev/null
  await_end "$name" $pid
  check_cut "$name" "$T/o-$name" "$sent" "$(now)" 2.0 "$min_tests"
}
signal_run sigint INT loop_forever.c 0
signal_run sigterm TERM loop_forever.c 0
signal_run sigint_tests INT many_paths.c 1
signal_run sigterm_tests TERM many_paths.c 1

# An interrupt leaves the waiting states tests of their paths so far
# (--halted-tests; outcome "halted", reason "interrupted"). With `all` and a
# breadth-first search, about a hundred thousand states wait after 1.5 s, and
# writing them all would take far longer than the run had: a second SIGINT
# stops the writing, and symx ends within 2 s of it with every test it wrote
# whole (check_cut), some of them halted but fewer than the states waiting.
(cd "$T" && exec "$SYMX" run --search bfs --halted-tests all -o "$T/o-halt2" "$PROGS/many_paths.c") \
  >"$T/halt2.out" 2>"$T/halt2.err" &
pid=$!
sleep 1.5
kill -INT $pid 2>/dev/null
sleep 0.3
sent=$(now)
kill -INT $pid 2>/dev/null
await_end halted_second_sigint $pid
check_cut halted_second_sigint "$T/o-halt2" "$sent" "$(now)" 2.0 1
halted=$(json "$T/o-halt2/summary.json" 'j["halted_tests"]')
waiting=$(json "$T/o-halt2/summary.json" 'j["max_states"]')
if [ "${halted:-0}" -gt 0 ] && [ "$halted" -lt "$waiting" ] \
    && grep -q '"kind": "halted", "reason": "interrupted"' "$T/o-halt2/test$(printf %06d "$(json "$T/o-halt2/summary.json" 'j["tests"]')").json"; then
  ok "halted_second_sigint_tests ($halted halted tests of $waiting states)"
else
  bad halted_second_sigint_tests "halted_tests ${halted:-?} (want 1 to $waiting), last test: $(tail -c 200 "$T/o-halt2/test$(printf %06d "$(json "$T/o-halt2/summary.json" 'j["tests"]')").json" 2>&1)"
fi

# Limits hold while a query is built: a symbolic index into a 60,000-entry
# table makes one query whose translation for Z3 (a multiplexer over the
# table) and solving take far longer than the budgets below. The program is
# compiled to bitcode first, so that the times measure symx alone.
python3 - "$T/table.c" <<'EOF2'
import random, sys
r = random.Random(7)
n = 60000
vals = ",".join(str(r.randrange(1, 1 << 30)) for _ in range(n))
open(sys.argv[1], "w").write('#include "symx.h"\nstatic const int t[%d] = {%s};\n'
    'int main(void) {\n  int i = symx_int("i");\n'
    '  if (i >= 0 && i < %d && t[i] == 12345) return 1;\n  return 0;\n}\n' % (n, vals, n))
EOF2
"$CLANG" -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone -I "$PROGS/../../../runtime/include" \
  "$T/table.c" -o "$T/table.bc"
start=$(now)
run max_time_query run --max-time 2 -o "$T/o-mtq" "$T/table.bc"
check_cut max_time_query "$T/o-mtq" "$start" "$(now)" 3.5 0
start=$(now)
run solver_time_query run --max-solver-time 1 -o "$T/o-stq" "$T/table.bc"
took=$(elapsed "$start" "$(now)")
if le "$took" 3.0 && [ "$(rc solver_time_query)" = 3 ] \
    && grep -q "could not decide" "$T/o-stq/summary.json"; then
  ok "solver_time_query (${took}s)"
else
  bad solver_time_query "took ${took}s (limit 3), exit $(rc solver_time_query); want 3 and an undecided branch"
fi
(cd "$T" && exec "$SYMX" run -o "$T/o-sigq" "$T/table.bc") >"$T/sigq.out" 2>"$T/sigq.err" &
pid=$!
sleep 1.5
sent=$(now)
kill -INT $pid 2>/dev/null
await_end sigint_query $pid
check_cut sigint_query "$T/o-sigq" "$sent" "$(now)" 2.0 0
# --max-memory 150: the query's terms would take far more; the watchdog
# stops the query at 1.5 x 150 MB and the run ends there.
run max_memory_query run --max-memory 150 -o "$T/o-mmq" "$T/table.bc"
peak=$(json "$T/o-mmq/summary.json" 'j["peak_memory_mb"]')
if [ "$(rc max_memory_query)" = 3 ] && le "$peak" 225; then
  ok "max_memory_query (peak ${peak} MB)"
else
  bad max_memory_query "exit $(rc max_memory_query), peak ${peak} MB; want 3 and at most 1.5 x 150 MB"
fi

# Compilation counts too: clang is stopped at the deadline or on SIGINT,
# and its scratch files go with it. slow.c takes clang seconds (2^19
# statements from a few macros).
{ echo "#define S0 v += 1;"
  for k in $(seq 1 19); do echo "#define S$k S$((k - 1)) S$((k - 1))"; done
  echo "int main(void) { int v = 0; S19 return v & 1; }"; } >"$T/slow.c"
mkdir -p "$T/tmpdir"
start=$(now)
TMPDIR="$T/tmpdir" run compile_deadline run --max-time 1 -o "$T/o-cd" "$T/slow.c"
took=$(elapsed "$start" "$(now)")
if [ "$(rc compile_deadline)" = 3 ] && le "$took" 2.0 && grep -q "max-time reached while compiling" "$T/compile_deadline.err" \
    && [ -z "$(ls -A "$T/tmpdir")" ]; then
  ok "compile_deadline (${took}s)"
else
  bad compile_deadline "exit $(rc compile_deadline) after ${took}s, left: $(ls -A "$T/tmpdir"): $(cat "$T/compile_deadline.err")"
fi
(cd "$T" && exec env TMPDIR="$T/tmpdir" "$SYMX" run -o "$T/o-ci" "$T/slow.c") >"$T/ci.out" 2>"$T/ci.err" &
pid=$!
sleep 0.5
sent=$(now)
kill -INT $pid 2>/dev/null
wait $pid
ci_rc=$?
took=$(elapsed "$sent" "$(now)")
if [ "$ci_rc" = 3 ] && le "$took" 1.0 && grep -q "interrupted while compiling" "$T/ci.err" \
    && [ -z "$(ls -A "$T/tmpdir")" ]; then
  ok "compile_interrupted (${took}s)"
else
  bad compile_interrupted "exit $ci_rc after ${took}s, left: $(ls -A "$T/tmpdir"): $(cat "$T/ci.err")"
fi

# Under a virtual memory limit ASan cannot start the native program: replay
# says so once and exits 2, instead of calling every test a mismatch.
run ulimit_prog run -o "$T/o-ulimit" "$PROGS/simple.c"
(ulimit -v 4000000; exec "$SYMX" replay "$T/o-ulimit" "$PROGS/simple.c") >"$T/ulimit_v.out" 2>&1
uv_rc=$?
if [ "$uv_rc" = 2 ] && grep -q "cannot start" "$T/ulimit_v.out" && ! grep -q MISMATCH "$T/ulimit_v.out"; then
  ok replay_ulimit_v
else
  bad replay_ulimit_v "exit $uv_rc: $(cat "$T/ulimit_v.out")"
fi

# Budgets take finite non-negative numbers only.
for v in nan inf -1 5s; do
  expect_usage "max_time_$v" run --max-time "$v" "$PROGS/simple.c"
done
expect_usage max_memory_nan run --max-memory nan "$PROGS/simple.c"

# clang's -w, -W..., -m... and -f... flags reach clang; those that would
# change what symx analyses are refused with the reason.
cat >"$T/sse.c" <<'EOF2'
#include <nmmintrin.h>
int main(void) { return (int)_mm_crc32_u8(0, 7) & 1; }
EOF2
run flag_msse run -w -Wno-unused -msse4.2 -fno-strict-aliasing -o "$T/o-sse" "$T/sse.c"
run flag_msse_missing run -o "$T/o-sse2" "$T/sse.c"
if [ "$(rc flag_msse_missing)" = 2 ] && [ "$(rc flag_msse)" != 2 ] && [ -f "$T/o-sse/summary.json" ]; then
  ok flag_msse
else
  bad flag_msse "exit $(rc flag_msse) with -msse4.2 (want a run), $(rc flag_msse_missing) without (want 2): $(head -2 "$T/flag_msse.err")"
fi
for f in -m32 -O2 -fsanitize=address -flto; do
  run "flag_refused_$f" run "$f" -o "$T/o-fr" "$PROGS/simple.c"
  if [ "$(rc "flag_refused_$f")" = 2 ] && grep -q "cannot be used" "$T/flag_refused_$f.err"; then
    ok "flag_refused_$f"
  else
    bad "flag_refused_$f" "exit $(rc "flag_refused_$f"): $(cat "$T/flag_refused_$f.err")"
  fi
done

# A clang that crashes is reported with its signal.
cat >"$T/fakeclang.sh" <<'EOF2'
#!/bin/sh
kill -SEGV $$
EOF2
chmod +x "$T/fakeclang.sh"
SYMX_CLANG="$T/fakeclang.sh" run clang_crash run -o "$T/o-crash" "$PROGS/simple.c"
if [ "$(rc clang_crash)" = 2 ] && grep -q "clang crashed (signal 11" "$T/clang_crash.err"; then
  ok clang_crash
else
  bad clang_crash "exit $(rc clang_crash): $(cat "$T/clang_crash.err")"
fi

# A full disk never loses results silently: every write is checked, the
# failure said once, exit code 4, and the summary says what is missing.
"$CLANG" -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone "$PROGS/simple.c" -o "$T/simple_fs.bc"
# (stderr through a pipe: the file size limit would stop writes to a file)
(ulimit -f 0; exec "$SYMX" run -o "$T/o-fsize" "$T/simple_fs.bc" 2>&1 >/dev/null) | cat >"$T/fsize.err"
fs_rc=${PIPESTATUS[0]}
if [ "$fs_rc" = 4 ] && [ "$(grep -c 'cannot write' "$T/fsize.err")" = 1 ] \
    && grep -q "the output in .* is incomplete" "$T/fsize.err"; then
  ok "file_size_limit (every write fails)"
else
  bad file_size_limit "exit $fs_rc; want 4 and one 'cannot write' line: $(cat "$T/fsize.err")"
fi
SYMX_FAIL_WRITE=test000002.json run one_write_fails run -o "$T/o-onefail" "$PROGS/simple.c"
if [ "$(rc one_write_fails)" = 4 ] && [ "$(json "$T/o-onefail/summary.json" 'j["output_complete"]')" = false ] \
    && json "$T/o-onefail/summary.json" 'j["output_error"]' | grep -q "test000002.json: No space left on device" \
    && [ -f "$T/o-onefail/test000001.json" ] && [ "$(grep -c 'cannot write' "$T/one_write_fails.err")" = 1 ]; then
  ok one_write_fails
else
  bad one_write_fails "exit $(rc one_write_fails): $(cat "$T/one_write_fails.err")"
fi

# --- output directories ------------------------------------------------------------

mkdir -p "$T/cwd"
(cd "$T/cwd" && "$SYMX" run "$PROGS/simple.c" >/dev/null 2>&1)
first=$(cd "$T/cwd" && ls -d symx-out-[0-9]* 2>/dev/null)
if [ "$(echo "$first" | grep -c .)" != 1 ] || [ ! -f "$T/cwd/$first/summary.json" ]; then
  bad default_out_dir "expected one symx-out-N with summary.json, found: $first"
else
  echo marker >"$T/cwd/$first/marker"
  sum1=$(cksum <"$T/cwd/$first/summary.json")
  (cd "$T/cwd" && "$SYMX" run "$PROGS/simple.c" >/dev/null 2>&1)
  second=$(cd "$T/cwd" && ls -d symx-out-[0-9]* | grep -vx "$first")
  if [ "$(echo "$second" | grep -c .)" != 1 ] || [ ! -f "$T/cwd/$second/summary.json" ]; then
    bad default_out_dir "second run made no new symx-out-N (have: $(ls "$T/cwd" | tr '\n' ' '))"
  elif [ ! -f "$T/cwd/$first/marker" ] || [ "$(cksum <"$T/cwd/$first/summary.json")" != "$sum1" ]; then
    bad default_out_dir "the second run touched $first"
  else
    ok "default_out_dir ($first, then $second)"
  fi
fi

run out_dir run -o "$T/chosen" "$PROGS/simple.c"
if [ "$(rc out_dir)" = 1 ] && [ "$(json "$T/chosen/summary.json" 'j["paths"]')" = 2 ] \
    && [ "$(count_tests "$T/chosen")" = 2 ] && [ -z "$(ls -d "$T"/symx-out-* 2>/dev/null)" ]; then
  ok out_dir
else
  bad out_dir "exit $(rc out_dir); want 1, 2 paths and 2 test files in -o DIR only"
fi

# A second run into the same non-empty -o DIR is refused; the first run's files stay.
expect_usage out_dir_not_empty run -o "$T/chosen" "$PROGS/simple.c"
if [ "$(count_tests "$T/chosen")" != 2 ]; then
  bad out_dir_kept "the first run's test files were changed"
else
  ok out_dir_kept
fi

# --- compiler flags and several sources ---------------------------------------------

run flags run -o "$T/o-flags" -I "$PROGS/inc" -DFLAG -DVALUE=5 "$PROGS/flags.c"
code=$(json "$T/o-flags/test000001.json" 'j["outcome"]["code"]')
if [ "$(rc flags)" = 0 ] && [ "$code" = 42 ]; then
  ok flags
else
  bad flags "exit $(rc flags), outcome code $code; want 0 and 42 (-I and -D reach clang)"
fi

run flags_joined run -o "$T/o-flags2" "-I$PROGS/inc" -DFLAG -DVALUE=5 "$PROGS/flags.c"
if [ "$(rc flags_joined)" = 0 ]; then ok flags_joined; else bad flags_joined "exit $(rc flags_joined)"; fi

run flags_missing run -o "$T/o-flags3" "$PROGS/flags.c"
if [ "$(rc flags_missing)" = 2 ]; then ok flags_missing; else bad flags_missing "exit $(rc flags_missing), expected 2"; fi

run multi_file run -o "$T/o-multi" "$PROGS/multi_main.c" "$PROGS/multi_lib.c"
if [ "$(rc multi_file)" = 0 ] && [ "$(json "$T/o-multi/summary.json" 'j["paths"]')" = 2 ]; then
  ok multi_file
else
  bad multi_file "exit $(rc multi_file); want 0 and 2 paths"
fi

# --- bitcode inputs -------------------------------------------------------------------

for kind in bc ll; do
  flag=-c
  [ $kind = ll ] && flag=-S
  if ! "$CLANG" $flag -emit-llvm -g "$PROGS/simple.c" -o "$T/simple.$kind" 2>"$T/clang.err"; then
    bad "input_$kind" "could not build it with $CLANG: $(head -1 "$T/clang.err")"
    continue
  fi
  run "input_$kind" run -o "$T/o-$kind" "$T/simple.$kind"
  if [ "$(rc input_$kind)" = 1 ] && [ "$(json "$T/o-$kind/summary.json" 'j["paths"]')" = 2 ] \
      && [ "$(json "$T/o-$kind/summary.json" '[e["kind"] for e in j["errors"]]')" = '["assertion"]' ]; then
    ok "input_$kind"
  else
    bad "input_$kind" "exit $(rc input_$kind); want 1, 2 paths, one assertion error"
  fi
done

# --- data models ---------------------------------------------------------------------

expect_usage bad_data_model run --data-model ILP64 "$PROGS/simple.c"
# 32-bit bitcode needs --data-model ILP32, and 64-bit bitcode refuses it.
if "$CLANG" -m32 -c -emit-llvm -g "$PROGS/simple.c" -o "$T/simple32.bc" 2>"$T/clang32.err"; then
  expect_usage bc32_without_ilp32 run -o "$T/o-bc32a" "$T/simple32.bc"
  run bc32_ilp32 run --data-model ILP32 -o "$T/o-bc32" "$T/simple32.bc"
  if [ "$(rc bc32_ilp32)" = 1 ] && [ "$(json "$T/o-bc32/summary.json" 'j["options"]["data_model"]')" = ILP32 ]; then
    ok bc32_ilp32
  else
    bad bc32_ilp32 "exit $(rc bc32_ilp32); want 1 and data_model ILP32 in summary.json"
  fi
  expect_usage bc64_with_ilp32 run --data-model ILP32 -o "$T/o-bc64" "$T/simple.bc"
else
  bad bc32 "could not build 32-bit bitcode with $CLANG -m32: $(head -1 "$T/clang32.err")"
fi
# sizeof(long) is what the data model says, in symx and in the native replay.
cat >"$T/longsize.c" <<'EOF2'
int main(void) { return (int)sizeof(long); }
EOF2
# How this host runs i386 programs (natively, under qemu-i386, or not at
# all): ILP32 replays are checked accordingly, never reported as mismatches
# because of the host.
HOST32=$(env -u SYMX_I386 "$SYMX" replay --host)
echo "note: $HOST32"
# The probe's answer agrees with what this script finds by itself: on a host
# whose kernel runs i386 programs, symx runs them natively (with ASan), not
# under qemu and not skipped.
cat >"$T/probe32.c" <<'EOF2'
int main(void) { return 42; }
EOF2
want=none
if "$CLANG" -m32 "$T/probe32.c" -o "$T/probe32" 2>/dev/null; then
  if "$T/probe32" 2>/dev/null; [ $? = 42 ]; then want=native
  elif command -v qemu-i386 >/dev/null && qemu-i386 "$T/probe32"; [ $? = 42 ]; then want=qemu
  fi
fi
if [ "${HOST32#i386: $want}" != "$HOST32" ]; then
  ok host_probe
else
  bad host_probe "symx replay --host says '$HOST32'; this host runs i386 programs: $want"
fi
for forced in native qemu none; do
  if [ "$(SYMX_I386=$forced "$SYMX" replay --host | cut -d: -f2)" = " $forced" ]; then
    ok "host_forced_$forced"
  else
    bad "host_forced_$forced" "SYMX_I386=$forced: $(SYMX_I386=$forced "$SYMX" replay --host)"
  fi
done
for dm in ILP32 LP64; do
  run "long_$dm" run --data-model $dm --replay -o "$T/o-long-$dm" "$T/longsize.c"
  want=8
  [ $dm = ILP32 ] && want=4
  field=matched
  if [ $dm = ILP32 ] && [ "${HOST32#i386: none}" != "$HOST32" ]; then
    echo "SKIP long_ILP32 native replay: ${HOST32#i386: none: } (the prediction must be skipped instead)"
    field=skipped
  fi
  if [ "$(json "$T/o-long-$dm/test000001.json" 'j["outcome"]["code"]')" = $want ] \
      && [ "$(json "$T/o-long-$dm/summary.json" "j['replay']['$field']")" = 1 ] \
      && [ "$(json "$T/o-long-$dm/summary.json" 'j["replay"]["mismatched"]')" = 0 ]; then
    ok "long_$dm"
  else
    bad "long_$dm" "want exit code $want predicted and $field by replay"
  fi
done

# An ILP32 run replayed on a host that cannot run i386 programs at all:
# every test skipped with the reason, exit 0, nothing mismatched.
cat >"$T/ilp32_mix.c" <<'EOF2'
#include <assert.h>
#include <stdlib.h>
#include "symx.h"
int main(void) {
  int x = symx_int("x");
  int a[4] = {0};
  if (x == 1) assert(0);
  if (x == 2) abort();
  if (x == 3) return a[x + 1];
  if (x == 4) return *(volatile int *)0;
  return (x > 100) + (int)sizeof(long);
}
EOF2
run ilp32_mix run --data-model ILP32 -o "$T/o-ilp32" -I "$PROGS/../../../runtime/include" "$T/ilp32_mix.c"
SYMX_I386=none run host_none replay "$T/o-ilp32" -I "$PROGS/../../../runtime/include" "$T/ilp32_mix.c"
if [ "$(rc host_none)" = 0 ] && grep -q "cannot run i386 programs" "$T/host_none.out" \
    && grep -q "^0 matched, 0 mismatched$" "$T/host_none.out" && ! grep -q MISMATCH "$T/host_none.out"; then
  ok host_none
else
  bad host_none "exit $(rc host_none); want 0, the reason, 0 matched and no mismatch: $(tail -3 "$T/host_none.out")"
fi

# Under qemu-i386 (where the kernel cannot run them, or forced): exits,
# assertions, aborts and the null dereference (a fault, which UBSan reports
# with its address and stack) are confirmed, the out-of-bounds read is
# skipped (no 32-bit ASan under emulation), and corrupted predictions are
# still caught.
if [ "${HOST32#i386: native}" != "$HOST32" ] && ! command -v qemu-i386 >/dev/null; then
  echo "SKIP host_qemu: qemu-i386 is not installed (Debian package qemu-user) and this host runs i386 natively"
else
  SYMX_I386=qemu run host_qemu replay "$T/o-ilp32" -I "$PROGS/../../../runtime/include" "$T/ilp32_mix.c"
  if [ "$(rc host_qemu)" = 0 ] && grep -q "match: assertion at ilp32_mix.c:7" "$T/host_qemu.out" \
      && grep -q "match: abort at ilp32_mix.c:8" "$T/host_qemu.out" \
      && grep -q "skipped: predicted out-of-bounds at ilp32_mix.c:9 (this host cannot run 32-bit AddressSanitizer)" "$T/host_qemu.out" \
      && grep -q "match: null-dereference at ilp32_mix.c:10" "$T/host_qemu.out" \
      && grep -q "^4 matched, 0 mismatched$" "$T/host_qemu.out"; then
    ok host_qemu
  else
    bad host_qemu "exit $(rc host_qemu): $(cat "$T/host_qemu.out")"
  fi
  cp -r "$T/o-ilp32" "$T/o-ilp32-bad"
  python3 - "$T/o-ilp32-bad" <<'EOF2'
import json, os, sys
d = sys.argv[1]
for n in sorted(os.listdir(d)):
    if n.startswith("test") and n.endswith(".json"):
        t = json.load(open(os.path.join(d, n)))
        if t["outcome"].get("error") in ("assertion", "null-dereference"):
            t["outcome"]["line"] += 1
            json.dump(t, open(os.path.join(d, n), "w"))
EOF2
  SYMX_I386=qemu run host_qemu_corrupt replay "$T/o-ilp32-bad" -I "$PROGS/../../../runtime/include" "$T/ilp32_mix.c"
  if [ "$(rc host_qemu_corrupt)" = 1 ] && grep -q "MISMATCH: predicted assertion at ilp32_mix.c:8" "$T/host_qemu_corrupt.out" \
      && grep -q "MISMATCH: predicted null-dereference at ilp32_mix.c:11" "$T/host_qemu_corrupt.out"; then
    ok host_qemu_corrupt
  else
    bad host_qemu_corrupt "exit $(rc host_qemu_corrupt): $(cat "$T/host_qemu_corrupt.out")"
  fi
fi

# --- search orders and seeds --------------------------------------------------------

# same_run NAME DIR1 DIR2: the two runs wrote the same test files, byte for
# byte, and the same summary apart from times and memory.
same_run() {
  local name=$1 a=$2 b=$3
  local strip='{k: v for k, v in j.items() if k not in ("time_s", "solver_time_s", "peak_memory_mb")}'
  if [ "$(count_tests "$a")" = 0 ] || [ "$(count_tests "$a")" != "$(count_tests "$b")" ]; then
    bad "$name" "$(count_tests "$a") vs $(count_tests "$b") test files"
  elif ! diff -r -x summary.json -x '*.sarif' "$a" "$b" >/dev/null; then
    bad "$name" "the test files differ"
  elif [ "$(json "$a/summary.json" "$strip")" != "$(json "$b/summary.json" "$strip")" ]; then
    bad "$name" "the summaries differ"
  else
    ok "$name ($(count_tests "$a") tests)"
  fi
}
MIXED=$PROGS/../../system/search/mixed.c
for search in default random-path random-state covnew; do
  run "seed_${search}_1" run --search $search --seed 42 -o "$T/o-seed-$search-1" "$MIXED"
  run "seed_${search}_2" run --search $search --seed 42 -o "$T/o-seed-$search-2" "$MIXED"
  same_run "seed_$search" "$T/o-seed-$search-1" "$T/o-seed-$search-2"
done
# A budget cut keeps the order reproducible too.
run seed_cut_1 run --seed 7 --max-tests 40 -o "$T/o-seed-cut-1" "$PROGS/many_paths.c"
run seed_cut_2 run --seed 7 --max-tests 40 -o "$T/o-seed-cut-2" "$PROGS/many_paths.c"
same_run seed_cut "$T/o-seed-cut-1" "$T/o-seed-cut-2"
expect_usage bad_search run --search sideways "$PROGS/simple.c"

# --- budgets name themselves in summary.json -------------------------------------------

# budget_cut NAME STOPPED_BY ARGS...: a run of many_paths.c cut by a budget:
# exit 3, complete false, stopped_by names it, summary and tests agree.
budget_cut() {
  local name=$1 want=$2
  shift 2
  run "$name" run -o "$T/o-$name" "$@" "$PROGS/many_paths.c"
  local got
  got=$(json "$T/o-$name/summary.json" 'j["stopped_by"]')
  if [ "$(rc "$name")" != 3 ]; then
    bad "$name" "exit $(rc "$name"), expected 3"
  elif [ "$got" != "$want" ]; then
    bad "$name" "stopped_by $got, expected $want"
  elif [ "$(json "$T/o-$name/summary.json" 'j["complete"]')" != false ]; then
    bad "$name" "summary complete is not false"
  elif [ "$(json "$T/o-$name/summary.json" 'j["tests"]')" != "$(count_tests "$T/o-$name")" ]; then
    bad "$name" "summary tests and test files disagree"
  else
    ok "$name"
  fi
}
budget_cut max_depth max-depth --max-depth 3
budget_cut max_tests max-tests --max-tests 7
budget_cut max_memory max-memory --max-memory 1
budget_cut max_instructions max-instructions --max-instructions 5000
if [ "$(count_tests "$T/o-max_tests")" = 7 ] && [ "$(json "$T/o-max_depth/summary.json" 'j["paths"]')" = 8 ] \
    && grep -q -- '--max-depth 3' "$T/max_depth.err" && grep -q -- '--max-memory' "$T/max_memory.err"; then
  ok budget_counts
else
  bad budget_counts "want 7 tests for --max-tests 7, 8 paths for --max-depth 3, and a note on stderr"
fi
# Over --max-memory (but not half as much again): no more forks, so the live
# states finish their paths and write tests instead of being dropped.
run max_memory_finish run -o "$T/o-memfin" --max-memory 90 "$PROGS/big_alloc.c"
if [ "$(rc max_memory_finish)" = 3 ] && [ "$(json "$T/o-memfin/summary.json" 'j["stopped_by"]')" = max-memory ] \
    && [ "$(count_tests "$T/o-memfin")" -ge 1 ] && grep -q 'no more forks' "$T/max_memory_finish.err"; then
  ok "max_memory_finish ($(count_tests "$T/o-memfin") tests)"
else
  bad max_memory_finish "exit $(rc max_memory_finish), $(count_tests "$T/o-memfin") tests; want 3, stopped_by max-memory, tests, a note"
fi
run stop_on_error run --stop-on-error -o "$T/o-stop" "$PROGS/simple.c"
if [ "$(rc stop_on_error)" = 1 ] && [ "$(json "$T/o-stop/summary.json" 'len(j["errors"])')" = 1 ]; then
  ok stop_on_error
else
  bad stop_on_error "exit $(rc stop_on_error); want 1 and one error"
fi
run max_states run -o "$T/o-states" --search bfs "$PROGS/simple.c"
if [ "$(json "$T/o-states/summary.json" 'j["max_states"] >= 1 and j["forks"] >= 1')" = true ]; then
  ok max_states
else
  bad max_states "summary max_states/forks missing or zero"
fi

# --- progress line -------------------------------------------------------------------------

# Not a terminal: nothing on stderr. On a terminal (script(1)): a status line
# rewritten with \r; --quiet silences it.
run progress_pipe run --max-time 1 -o "$T/o-prog-pipe" "$PROGS/many_paths.c"
if [ -s "$T/progress_pipe.err" ]; then
  bad progress_pipe "stderr not empty when not a terminal: $(head -c 200 "$T/progress_pipe.err")"
else
  ok progress_pipe
fi
if command -v script >/dev/null; then
  script -qec "$SYMX run --max-time 1.5 -o $T/o-prog-tty $PROGS/many_paths.c >/dev/null" /dev/null \
    >"$T/progress_tty.txt" 2>&1 </dev/null
  script -qec "$SYMX run --quiet --max-time 1 -o $T/o-prog-quiet $PROGS/many_paths.c >/dev/null" /dev/null \
    >"$T/progress_quiet.txt" 2>&1 </dev/null
  if ! grep -q $'\r.*paths [0-9]* *states [0-9]* *tests [0-9]*' "$T/progress_tty.txt"; then
    bad progress_tty "no status line on a terminal: $(head -c 200 "$T/progress_tty.txt" | cat -v)"
  elif [ "$(grep -o $'\r' "$T/progress_tty.txt" | wc -l)" -lt 3 ]; then
    bad progress_tty "the status line was not updated"
  elif grep -q 'paths [0-9]* *states' "$T/progress_quiet.txt"; then
    bad progress_tty "--quiet still shows the status line"
  else
    ok progress_tty
  fi
fi

# --- coverage and symx show -------------------------------------------------------------

run coverage run -o "$T/o-cov" "$PROGS/coverage.c"
# Which lines carry code depends on the front end; the unreached ones do not.
cov=$(json "$T/o-cov/summary.json" '[j["coverage"]["lines"][1] - j["coverage"]["lines"][0], j["coverage"]["branches"]]')
unreached=$(grep '^DA:[0-9]*,0$' "$T/o-cov/coverage.info" | tr '\n' ' ')
if [ "$cov" != '[3, [3, 4]]' ]; then
  bad coverage "summary coverage: $cov; want 3 lines unreached and branches [3, 4]"
elif [ "$unreached" != 'DA:9,0 DA:10,0 DA:20,0 ' ] || ! grep -qx 'BRDA:19,2,0,0' "$T/o-cov/coverage.info" \
    || ! grep -qx 'FNDA:0,never' "$T/o-cov/coverage.info"; then
  bad coverage "coverage.info: unreached lines '$unreached' (want 9, 10, 20), or no untaken branch at 19, or never called"
elif command -v genhtml >/dev/null && ! genhtml -q --branch-coverage -o "$T/o-cov-html" "$T/o-cov/coverage.info" \
    >"$T/genhtml.out" 2>&1; then
  bad coverage "genhtml rejects coverage.info: $(head -3 "$T/genhtml.out")"
else
  ok "coverage$(command -v genhtml >/dev/null || echo ' (genhtml not installed: not tried)')"
fi

run show_dir show "$T/o-stop"
if [ "$(rc show_dir)" = 0 ] && grep -q '^error 1: assertion at .*simple.c:10 in main' "$T/show_dir.out" \
    && grep -q '^  > *10 |   assert(x != 42);' "$T/show_dir.out" && grep -q '#0 main at .*simple.c:10' "$T/show_dir.out" \
    && grep -q "object 0: name: 'x'" "$T/show_dir.out" && grep -q 'object 0: int : 42' "$T/show_dir.out" \
    && grep -q 'object 0: text: \*' "$T/show_dir.out" && grep -q 'INCOMPLETE\|complete' "$T/show_dir.out"; then
  ok show_dir
else
  bad show_dir "exit $(rc show_dir); output: $(head -c 400 "$T/show_dir.out")"
fi
run show_test show "$T/o-cov/test000001.json"
if [ "$(rc show_test)" = 0 ] && grep -q 'outcome: exit' "$T/show_test.out" && grep -q 'object 0: size: 1' "$T/show_test.out"; then
  ok show_test
else
  bad show_test "exit $(rc show_test); output: $(head -c 300 "$T/show_test.out")"
fi
run show_uncovered show --uncovered "$T/o-cov"
if [ "$(rc show_uncovered)" = 0 ] && grep -q 'coverage.c:20:  *r = never(x);' "$T/show_uncovered.out" \
    && grep -q 'coverage.c:9:  *sink = v;' "$T/show_uncovered.out" && grep -q '^3 of [0-9]* lines never reached' "$T/show_uncovered.out"; then
  ok show_uncovered
else
  bad show_uncovered "exit $(rc show_uncovered); output: $(head -c 300 "$T/show_uncovered.out")"
fi
last_halted="$T/o-halt2/test$(printf %06d "$(json "$T/o-halt2/summary.json" 'j["tests"]')").json"
run show_halted show "$last_halted"
run show_halted_dir show "$T/o-halt2"
if [ "$(rc show_halted)" = 0 ] && grep -q 'outcome: none: the path was cut by interrupted at .*many_paths.c:[0-9]* in main' \
    "$T/show_halted.out" && grep -q 'tests [0-9]* ([0-9]* of paths cut short)' "$T/show_halted_dir.out"; then
  ok show_halted
else
  bad show_halted "exit $(rc show_halted); output: $(head -c 300 "$T/show_halted.out") / $(head -c 300 "$T/show_halted_dir.out")"
fi
expect_usage show_missing show "$T/no-such-dir"

# --- symbolic arguments and stdin, replayed natively -----------------------------------

# The native run gets the test's argc/argv and stdin bytes: replaying the
# error tests reproduces the crash and the assertion, from the .json and the
# .ktest, through symx replay and through SYMX_TEST with a --build binary;
# symx show prints the command line and stdin.
POSIX=$PROGS/posix_crash.c
run posix_run run --sym-args 0 1 2 --sym-stdin 5 -o "$T/o-posix" "$POSIX"
crash=$(json "$T/o-posix/summary.json" '[e["test"] for e in j["errors"] if e["kind"] == "null-dereference"][0]')
fails=$(json "$T/o-posix/summary.json" '[e["test"] for e in j["errors"] if e["kind"] == "assertion"][0]')
if [ "$(rc posix_run)" != 1 ] || [ "$crash" = ERROR ] || [ "$fails" = ERROR ]; then
  bad posix_run "exit $(rc posix_run); want 1 with a null-dereference and an assertion"
else
  ok posix_run
  run posix_replay_crash replay "$T/o-posix/$crash" "$POSIX"
  run posix_replay_assert replay -v "$T/o-posix/${fails%.json}.ktest" "$POSIX"
  if [ "$(rc posix_replay_crash)" = 0 ] && grep -q 'match: null-dereference at posix_crash.c:12' "$T/posix_replay_crash.out" \
      && [ "$(rc posix_replay_assert)" = 0 ] && grep -q 'match: assertion at posix_crash.c:13' "$T/posix_replay_assert.out" \
      && grep -q "Assertion \`strcmp(line, \"halt\\\\n\") != 0' failed" "$T/posix_replay_assert.out"; then
    ok posix_replay
  else
    bad posix_replay "exit $(rc posix_replay_crash)/$(rc posix_replay_assert): $(cat "$T/posix_replay_crash.out" "$T/posix_replay_assert.out" | head -c 600)"
  fi
  run posix_build replay --build "$T/posix.bin" "$POSIX"
  (cd "$T" && SYMX_TEST="$T/o-posix/$fails" ./posix.bin >posix_native.out 2>&1) 2>/dev/null
  native=$?
  if [ "$(rc posix_build)" = 0 ] && [ "$native" = 134 ] && grep -q "posix_crash.c:13: .*Assertion" "$T/posix_native.out"; then
    ok posix_native
  else
    bad posix_native "build exit $(rc posix_build), native exit $native: $(head -c 300 "$T/posix_native.out")"
  fi
  # Batch mode of the replay runtime (what symx replay uses for a directory):
  # one process runs every test of the list, each in a child with its own
  # status, stdout and stderr; and symx replay says the same with and
  # without batches.
  ls "$T"/o-posix/test*.json >"$T/batch.list"
  mkdir -p "$T/batch"
  (cd "$T" && SYMX_TEST_LIST="$T/batch.list" SYMX_RESULT_DIR="$T/batch" ./posix.bin >/dev/null 2>&1)
  batch_rc=$?
  ntests=$(wc -l <"$T/batch.list")
  nstatus=$(ls "$T"/batch/*.status 2>/dev/null | wc -l)
  fi_=$(grep -n "/$fails\$" "$T/batch.list" | cut -d: -f1)
  st=$(cut -d' ' -f1 "$T/batch/$((fi_ - 1)).status" 2>/dev/null)
  if [ "$batch_rc" = 0 ] && [ "$nstatus" = "$ntests" ] && [ "$ntests" -gt 2 ] && [ -n "$st" ] \
      && [ $((st & 127)) = 6 ] && grep -q "posix_crash.c:13: .*Assertion" "$T/batch/$((fi_ - 1)).err"; then
    ok replay_batch_runtime
  else
    bad replay_batch_runtime "exit $batch_rc, $nstatus status files for $ntests tests, assertion test status '$st'"
  fi
  mkdir -p "$T/tmp-batched"
  TMPDIR="$T/tmp-batched" run replay_batched replay "$T/o-posix" "$POSIX"
  # symx replay removes its scratch directory, batch results and all.
  left=$(ls -A "$T/tmp-batched")
  if [ -z "$left" ]; then
    ok replay_leaves_no_tmp
  else
    bad replay_leaves_no_tmp "left in TMPDIR: $left"
  fi
  (cd "$T" && SYMX_REPLAY_BATCH=0 "$SYMX" replay "$T/o-posix" "$POSIX") >"$T/replay_single.out" 2>/dev/null
  if [ "$(rc replay_batched)" = 0 ] && diff -q "$T/replay_batched.out" "$T/replay_single.out" >/dev/null \
      && grep -q "$ntests matched, 0 mismatched" "$T/replay_batched.out"; then
    ok replay_batch_same
  else
    bad replay_batch_same "exit $(rc replay_batched); batched and single replays differ or mismatch: $(diff "$T/replay_batched.out" "$T/replay_single.out" | head -c 400)"
  fi
  run posix_show show "$T/o-posix/$crash"
  if [ "$(rc posix_show)" = 0 ] && grep -qx '  command line: argc 2, argv "prog" "-c"' "$T/posix_show.out" \
      && grep -qx '  stdin: 5 bytes "boom\\n", then end of file' "$T/posix_show.out"; then
    ok posix_show
  else
    bad posix_show "exit $(rc posix_show): $(head -c 400 "$T/posix_show.out")"
  fi
fi

# --- symx run --entry (unit-level runs, lazy initialisation) --------------------
EB="$PROGS/entry_bad.c"
ENTRY_DIR=$(cd "$(dirname "$0")/../diff/entry" && pwd)
expect_usage entry_missing run --entry no_such_function "$EB"
expect_usage entry_static run --entry hidden "$EB"
expect_usage entry_by_value run --entry by_value "$EB"
expect_usage entry_fnptr run --entry callback "$EB"
expect_usage entry_bad_pre run --entry ok_pre_wrong "$EB"
expect_usage entry_main run --entry main "$EB"
expect_usage entry_variadic run --entry sum "$EB"
if grep -q "no function no_such_function" "$T/entry_missing.err" && grep -q "static" "$T/entry_static.err" \
    && grep -q "by value" "$T/entry_by_value.err" && grep -q "function pointer" "$T/entry_fnptr.err" \
    && grep -q "ok_pre_wrong_pre" "$T/entry_bad_pre.err" && grep -q "variadic" "$T/entry_variadic.err"; then
  ok entry_messages
else
  bad entry_messages "$(cat "$T"/entry_*.err | head -c 600)"
fi
# length: lists of 0..3 nodes and cycles, no error; the program's main is not run
# --lazy-global NAME: only a pointer global another file can set
expect_usage lglobal_missing run --entry first --lazy-global no_such "$EB"
expect_usage lglobal_static run --entry first --lazy-global hidden_list "$EB"
expect_usage lglobal_const run --entry first --lazy-global fixed_list "$EB"
expect_usage lglobal_fnptr run --entry first --lazy-global hook "$EB"
expect_usage lglobal_int run --entry first --lazy-global counter "$EB"
expect_usage lglobal_no_entry run --lazy-global shared_list "$EB"
if grep -q "no global pointer variable" "$T/lglobal_missing.err" && grep -q "static" "$T/lglobal_static.err" \
    && grep -q "const" "$T/lglobal_const.err" && grep -q "function pointer" "$T/lglobal_fnptr.err" \
    && grep -q "no global pointer variable" "$T/lglobal_int.err" && grep -q "need --entry" "$T/lglobal_no_entry.err"; then
  ok lglobal_messages
else
  bad lglobal_messages "$(cat "$T"/lglobal_*.err | head -c 600)"
fi
# --lazy-globals takes the one that can be an input: shared_list (NULL or a node)
run lglobals_first run -q --entry first --lazy-globals -o "$T/o-lglobals" "$EB"
if [ "$(rc lglobals_first)" = 1 ] && grep -q "null-dereference" "$T/o-lglobals/summary.json" \
    && grep -q "shared_list" "$T/o-lglobals/test000001.c" && ! grep -q "hidden_list" "$T/o-lglobals/test000001.c"; then
  ok lglobals_first
else
  bad lglobals_first "exit $(rc lglobals_first): $(head -c 400 "$T/lglobals_first.err")"
fi

run entry_length run -q --entry length --max-heap 4 -o "$T/o-length" "$EB"
if [ "$(rc entry_length)" = 0 ] && [ "$(json "$T/o-length/summary.json" 'j["options"]["entry"]')" = length ] \
    && [ "$(json "$T/o-length/summary.json" 'j["complete"]')" = true ] && [ -f "$T/o-length/test000001.c" ] \
    && grep -q "^SF:.*entry_bad.c" "$T/o-length/coverage.info" && ! grep -q "symx_entry" "$T/o-length/coverage.info"; then
  ok entry_length_complete
else
  bad entry_length_complete "exit $(rc entry_length): $(head -c 400 "$T/entry_length.out")"
fi
# --max-heap cuts make the run incomplete (exit 3), and the drivers replay
run entry_cut run -q --entry length --max-heap 2 -o "$T/o-cut" "$EB"
run entry_cut_replay replay "$T/o-cut" "$EB"
if [ "$(rc entry_cut)" = 3 ] && [ "$(json "$T/o-cut/summary.json" 'j["complete"]')" = false ] \
    && [ "$(rc entry_cut_replay)" = 0 ] && grep -q " 0 mismatched" "$T/entry_cut_replay.out"; then
  ok entry_max_heap_cut
else
  bad entry_max_heap_cut "exit $(rc entry_cut), replay $(rc entry_cut_replay): $(tail -3 "$T/entry_cut_replay.out")"
fi
# replay of an --entry run named by a relative directory (drivers.c, in a
# scratch directory, includes the drivers by absolute paths)
run entry_rel_replay replay o-cut "$EB"
if [ "$(rc entry_rel_replay)" = 0 ] && grep -q " 0 mismatched" "$T/entry_rel_replay.out"; then
  ok entry_replay_relative_dir
else
  bad entry_replay_relative_dir "exit $(rc entry_rel_replay): $(head -c 400 "$T/entry_rel_replay.err")"
fi
# a driver is a program of its own: it builds with the program natively
t1=$(ls "$T/o-cut"/test*.c | head -1)
if [ -x "$CLANG" ] && "$CLANG" -w -Dmain=__symx_program_main -o "$T/driver.bin" "$EB" "$t1" 2>"$T/driver.err" \
    && "$T/driver.bin"; then
  ok entry_driver_builds
else
  bad entry_driver_builds "$(head -c 400 "$T/driver.err")"
fi
# the seed's partitions: the buggy one's assertion is found (exit 1), the
# fixed one has no error on any list of up to 3 nodes (exit 3: cut)
run entry_buggy run -q --entry partition --max-heap 3 -o "$T/o-buggy" "$ENTRY_DIR/list_partition_buggy.c"
run entry_fixed run -q --entry partition --max-heap 3 -o "$T/o-fixed" "$ENTRY_DIR/list_partition_fixed.c"
if [ "$(rc entry_buggy)" = 1 ] && [ "$(rc entry_fixed)" = 3 ] \
    && [ "$(json "$T/o-fixed/summary.json" '[e["kind"] for e in j["errors"] if e["kind"] != "unsupported"]')" = "[]" ]; then
  ok entry_partition_buggy_fixed
else
  bad entry_partition_buggy_fixed "exit $(rc entry_buggy) and $(rc entry_fixed)"
fi
run entry_abuggy run -q --entry partition --lazy-array 4 -o "$T/o-abuggy" "$ENTRY_DIR/array_partition_buggy.c"
run entry_afixed run -q --entry partition --lazy-array 4 -o "$T/o-afixed" "$ENTRY_DIR/array_partition_fixed.c"
if [ "$(rc entry_abuggy)" = 1 ] && [ "$(rc entry_afixed)" = 3 ] \
    && [ "$(json "$T/o-afixed/summary.json" '[e["kind"] for e in j["errors"] if e["kind"] != "unsupported"]')" = "[]" ]; then
  ok entry_array_partition_buggy_fixed
else
  bad entry_array_partition_buggy_fixed "exit $(rc entry_abuggy) and $(rc entry_afixed)"
fi

# --subsumption: a bad mode is refused; on the seed's find, abstract subsumption
# ends the exploration before --max-heap 12 cuts a list (summary.json's pruned
# and stopped_by say so), which without it ends only at the cut
expect_usage bad_subsumption run --subsumption maybe "$PROGS/simple.c"
run sub_off run -q --entry find --max-heap 6 -o "$T/o-sub-off" "$ENTRY_DIR/find_list.c"
run sub_abs run -q --entry find --max-heap 12 --subsumption abstract -o "$T/o-sub-abs" "$ENTRY_DIR/find_list.c"
if grep -q "off, exact or abstract" "$T/bad_subsumption.err" \
    && [ "$(json "$T/o-sub-off/summary.json" '"unsupported" in [e["kind"] for e in j["errors"]]')" = true ] \
    && [ "$(json "$T/o-sub-off/summary.json" 'j["pruned"]["abstract-subsumed"]')" = 0 ] \
    && [ "$(json "$T/o-sub-abs/summary.json" '"unsupported" in [e["kind"] for e in j["errors"]]')" = false ] \
    && [ "$(json "$T/o-sub-abs/summary.json" 'j["pruned"]["abstract-subsumed"] > 0')" = true ] \
    && [ "$(json "$T/o-sub-abs/summary.json" 'j["stopped_by"]')" = abstract-subsumed ] \
    && [ "$(json "$T/o-sub-abs/summary.json" 'j["complete"]')" = false ] && [ "$(rc sub_abs)" = 3 ]; then
  ok subsumption_find
else
  bad subsumption_find "exit $(rc sub_off) and $(rc sub_abs): $(head -c 300 "$T/bad_subsumption.err")"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
