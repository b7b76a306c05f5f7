// subsume_array_fixed: the seed's fixed array partition
// (array_partition_fixed.c) with abstract subsumption and its array
// abstraction (--lazy-array 5): no error, and every test replays natively.
// ARGS: --entry partition --lazy-array 5 --subsumption abstract
// EXPECT: exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "array_partition_fixed.c"
