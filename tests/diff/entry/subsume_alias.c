// subsume_alias: states that differ only in an aliasing are not subsumed
// (tests/system/subsume/alias_abstract.c, whose bug needs q == p with r
// apart); every test of the abstract run replays natively.
// ARGS: --entry alias --subsumption abstract --max-heap 12
// EXPECT: error:assertion error:null-dereference exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "../../system/subsume/alias_abstract.c"
