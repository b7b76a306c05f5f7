// subsume_recursion: exact subsumption at a recursive function's calls
// (tests/system/subsume/recursion_exact.c's walk): states that reach the
// recursive call with the same live values and heap are dropped, the run
// stays complete, the assertion that needs v == 7 at every level is still
// found, and every test — each asking walk's own input v at every level —
// replays natively through its C driver.
// ARGS: --entry walk --subsumption exact --search dfs
// EXPECT: error:assertion exit:0
#include "../../system/subsume/recursion_exact.c"
