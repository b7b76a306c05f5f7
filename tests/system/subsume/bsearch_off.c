// Subsumption never loses a bug (with bsearch_abstract.c): a binary search
// whose hi starts at n reads a[n] (index_programs.h, line 27). Lengths
// past --lazy-array 3 end unsupported (lines 27, 38).
// ARGS: --entry bsearch_bad --lazy-array 3 --subsumption off
// EXIT: 1
// COMPLETE: false
// ERROR: out-of-bounds 27
// ERROR: unsupported 27
// ERROR: unsupported 38
#include "index_programs.h"
