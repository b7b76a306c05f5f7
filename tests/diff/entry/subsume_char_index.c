// subsume_char_index: abstract subsumption on a loop over a char array at a
// 64-bit index (count reads s[n], one past the array): the index names a
// cell of the array abstraction, and the out-of-bounds read found replays
// natively, as every other test does (tests/system/subsume/char_index_*.c
// compare the errors with a run without subsumption).
// ARGS: --entry count --lazy-array 5 --subsumption abstract
// EXPECT: error:out-of-bounds exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "../../system/subsume/index_programs.h"
