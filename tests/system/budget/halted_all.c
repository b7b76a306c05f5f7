// --halted-tests all on halted.c's program: when a budget stops the run,
// every waiting state gets a test of its path so far, outcome "halted":
// F, T F, T T F and the running T T T (see halted.c), so 4 halted tests.
// --replay runs them natively: none has a prediction (4 skipped), and F's
// and T F's, which hold 1 and 2 of the 3 inputs the program makes, get zeros
// for the rest instead of not fitting (0 mismatched).
// ARGS: --search dfs --max-instructions 200000 --halted-tests all --replay
// FILES: halted.c
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TESTS: 4
// HALTED: 4
// OUTCOMES: halted=4
// STDOUT: 4 skipped
// STDOUT: 0 matched, 0 mismatched
// STDOUT: test000001.json: no prediction (its path was cut by max-instructions at
typedef int budget_test_unit;
