#!/bin/bash
# Command-line tests of symx: usage and input errors, budgets and signals,
# output directories, compiler flags, several sources, bitcode inputs.
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
T=$(mktemp -d "${TMPDIR:-/tmp}/symx-cli.XXXXXX")
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
# stdout, stderr and the exit code in $T/NAME.{out,err,rc}; a watchdog kills
# it after 60 s so a hang fails the test instead of the whole script.
run() {
  local name=$1
  shift
  (cd "$T" && exec "$SYMX" "$@") >"$T/$name.out" 2>"$T/$name.err" &
  local pid=$!
  ( sleep 60 && kill -KILL $pid 2>/dev/null ) >/dev/null 2>&1 &
  local dog=$!
  wait $pid
  echo $? >"$T/$name.rc"
  kill $dog 2>/dev/null
  wait $dog 2>/dev/null
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
expect_usage not_c run -o "$T/o-notc" "$PROGS/not_c.txt"

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
  local i=0
  while kill -0 $pid 2>/dev/null && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
  done
  kill -KILL $pid 2>/dev/null
  wait $pid
  echo $? >"$T/$name.rc"
  check_cut "$name" "$T/o-$name" "$sent" "$(now)" 2.0 "$min_tests"
}
signal_run sigint INT loop_forever.c 0
signal_run sigterm TERM loop_forever.c 0
signal_run sigint_tests INT many_paths.c 1
signal_run sigterm_tests TERM many_paths.c 1

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

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
