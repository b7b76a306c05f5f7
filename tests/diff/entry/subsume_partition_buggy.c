// subsume_partition_buggy: the seed's buggy list partition
// (list_partition_buggy.c) with abstract subsumption and room for lists of
// 16 nodes: the exploration ends by subsumption (no --max-heap cut), and the
// assertion's test (two nodes, the first <= v, the second > v) replays.
// ARGS: --entry partition --max-heap 16 --subsumption abstract
// EXPECT: error:assertion exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "list_partition_buggy.c"
