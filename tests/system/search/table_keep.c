// The program of table.c with --keep-branches: the `&&` of the loop's
// condition forks (`k < 4` is tested second), so n = 4 and n > 4 are two
// paths, both ending with k = 4: 6 paths before the i < 10 fork, 18 in all
// (6 of them out-of-bounds reads), 3 more than table_dfs.c.
// ARGS: --search dfs --keep-branches
// FILES: table.c
// EXIT: 1
// COMPLETE: true
// PATHS: 18
// TESTS: 18
// ERROR: out-of-bounds 20
// OUTCOMES: exit:0=2 exit:1=2 exit:2=2 exit:3=2 exit:4=4 error:out-of-bounds=6
typedef int search_test_unit;
