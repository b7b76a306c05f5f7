// ternary_select.c with --keep-branches: the ?: forks in 2, then `m == 200`
// forks on both sides (a > b with a == 200, and a <= b with b == 200): 4 paths.
// ARGS: --keep-branches
// FILES: ternary_select.c
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=2 exit:1=2
typedef int ternary_keep_unit;
