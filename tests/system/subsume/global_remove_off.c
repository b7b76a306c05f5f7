// Subsumption never loses a bug: remove_value over a global list
// (tests/diff/entry/global_list.c: removing the first node forgets to move
// head) with --subsumption off finds the assertion at line 39 as the other
// mode does (global_remove_off.c, global_remove_abstract.c: the same errors,
// 11 paths without subsumption, 7 with abstract). --max-heap 3 cuts the
// longer lists (unsupported at line 25, in the precondition).
// ARGS: --entry remove_value --lazy-global head --max-heap 3 --subsumption off
// EXIT: 1
// COMPLETE: false
// ERROR: assertion 39
// ERROR: unsupported 25
#include "../../diff/entry/global_list.c"
