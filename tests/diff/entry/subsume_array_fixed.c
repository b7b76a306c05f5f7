// subsume_array_fixed: the seed's fixed array partition
// (array_partition_fixed.c) with abstract subsumption and its array
// abstraction (--lazy-array 5): no error, and every test replays natively.
// LP64 only: under ILP32 the precondition's (unsigned long)n * sizeof *a
// wraps for large n, so a valid array can be shorter than n: another
// program (a real out-of-bounds read), and 29 s of solving on its
// 32-bit products instead of 0.6 s (symx run of subsume_array_fixed.c).
// ARGS: --entry partition --lazy-array 5 --subsumption abstract --data-model LP64
// EXPECT: exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "array_partition_fixed.c"
