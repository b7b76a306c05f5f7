// ternary_select.c for Test-Comp's coverage-branches (the default property of
// --test-comp): every branch is a goal, so the ?: forks as with
// --keep-branches: 4 paths, a test for each side of it.
// ARGS: --test-comp
// FILES: ternary_select.c
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=2 exit:1=2
typedef int ternary_testcomp_unit;
