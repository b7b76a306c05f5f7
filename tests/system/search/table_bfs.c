// The program of table.c explored with --search bfs: every search order
// explores the same paths (see table.c for the counts).
// ARGS: --search bfs
// FILES: table.c
// EXIT: 1
// COMPLETE: true
// PATHS: 15
// TESTS: 15
// ERROR: out-of-bounds 20
// OUTCOMES: exit:0=2 exit:1=2 exit:2=2 exit:3=2 exit:4=2 error:out-of-bounds=5
typedef int search_test_unit;
