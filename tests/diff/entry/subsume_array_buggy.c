// subsume_array_buggy: the seed's buggy array partition
// (array_partition_buggy.c) with abstract subsumption and its array
// abstraction (--lazy-array 5): the out-of-bounds read is found, and its
// test, like every other, replays natively.
// ARGS: --entry partition --lazy-array 5 --subsumption abstract
// EXPECT: error:out-of-bounds exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "array_partition_buggy.c"
