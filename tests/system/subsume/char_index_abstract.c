// count (index_programs.h) with abstract subsumption: i, a 64-bit index
// into a char array (added to the pointer unscaled), names a cell of the
// array abstraction, so states whose counts and cells differ only in
// cells no index names are one (25 paths, where char_index_off.c takes
// 123), and the out-of-bounds read is still found, as without subsumption.
// ARGS: --entry count --lazy-array 5 --subsumption abstract
// EXIT: 1
// COMPLETE: false
// ERROR: out-of-bounds 11
// ERROR: unsupported 11
// ERROR: unsupported 17
#include "index_programs.h"
