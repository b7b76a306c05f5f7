// The seed's buggy array partition with abstract subsumption (the array
// abstraction: cells as a sorted list, lo and hi naming cells, runs of cells
// no index names summarised): the out-of-bounds read is still found (line
// 16 of array_partition.h: a[lo] past the array's length), in 16 paths
// where array_off_buggy.c's run without subsumption takes 31 (--lazy-array
// 5; exact subsumption: 15). Never complete. --search dfs: the drops, and
// so the count, depend on the order states arrive in.
// ARGS: --entry partition --lazy-array 5 --subsumption abstract --search dfs -DPARTITION_BUG
// EXIT: 1
// PATHS: 16
// COMPLETE: false
// ERROR: out-of-bounds 16
// ERROR: unsupported 8
// ERROR: unsupported 16
// STDOUT: stopped by abstract-subsumed
#include "array_partition.h"
