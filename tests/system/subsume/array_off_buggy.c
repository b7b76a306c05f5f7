// array_abstract_buggy.c's program and room without subsumption: 31 paths
// (every array length 3..5 with every order of its elements against the
// pivot), the same errors.
// ARGS: --entry partition --lazy-array 5 --subsumption off --search dfs -DPARTITION_BUG
// EXIT: 1
// PATHS: 31
// COMPLETE: false
// ERROR: out-of-bounds 16
// ERROR: unsupported 8
// ERROR: unsupported 16
#include "array_partition.h"
