// Subsumption never loses a bug (with char_index_abstract.c): count reads
// s[n], one past the array (index_programs.h); without subsumption every
// length and every choice of 'a' is a path (123 of them with --lazy-array 5).
// The lengths past --lazy-array end unsupported (lines 11, 17).
// ARGS: --entry count --lazy-array 5 --subsumption off
// EXIT: 1
// COMPLETE: false
// ERROR: out-of-bounds 11
// ERROR: unsupported 11
// ERROR: unsupported 17
#include "index_programs.h"
