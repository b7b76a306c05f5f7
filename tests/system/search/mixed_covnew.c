// The program of mixed.c explored with --search covnew --seed 11: every search order
// explores the same paths (see mixed.c for the counts).
// ARGS: --search covnew --seed 11
// FILES: mixed.c
// EXIT: 1
// COMPLETE: true
// PATHS: 64
// TESTS: 64
// ERROR: assertion 28
// ERROR: div-by-zero 29
// OUTCOMES: exit:10=1 exit:11=3 exit:12=3 exit:13=1 exit:20=1 exit:21=3 exit:22=3 exit:23=1
// OUTCOMES: exit:30=1 exit:31=3 exit:32=3 exit:33=1 exit:40=1 exit:41=3 exit:42=3 exit:43=1
// OUTCOMES: error:assertion=16 error:div-by-zero=16
typedef int search_test_unit;
