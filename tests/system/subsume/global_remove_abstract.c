// Subsumption never loses a bug: remove_value over a global list
// (tests/diff/entry/global_list.c, whose run without subsumption finds
// this assertion and replays it: removing the first node forgets to move
// head) with --subsumption abstract finds the assertion at line 39 too (7
// paths, 11 without subsumption). --max-heap 3 cuts the longer lists
// (unsupported at line 25, in the precondition).
// ARGS: --entry remove_value --lazy-global head --max-heap 3 --subsumption abstract
// EXIT: 1
// COMPLETE: false
// ERROR: assertion 39
// ERROR: unsupported 25
#include "../../diff/entry/global_list.c"
