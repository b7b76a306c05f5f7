// The binary search of bsearch_off.c with abstract subsumption: lo and hi,
// from which mid is computed ((hi - lo) / 2), are index registers (split
// into their values at the loop header and placed in the array's cells);
// the same errors as without subsumption. (No state is dropped: a binary
// search's states at its header differ in their cells' constraints.)
// ARGS: --entry bsearch_bad --lazy-array 3 --subsumption abstract
// EXIT: 1
// COMPLETE: false
// ERROR: out-of-bounds 27
// ERROR: unsupported 27
// ERROR: unsupported 38
#include "index_programs.h"
