// --halted-tests none on halted.c's program: the states a budget stops get
// no test, so no test at all, 0 paths, exit 3.
// ARGS: --search dfs --max-instructions 200000 --halted-tests none
// FILES: halted.c
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TESTS: 0
// HALTED: 0
typedef int budget_test_unit;
