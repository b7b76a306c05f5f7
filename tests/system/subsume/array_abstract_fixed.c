// The seed's fixed array partition with abstract subsumption: no error (the
// unsupported paths are arrays longer than --lazy-array 5, as without
// subsumption), in 9 paths where the run without subsumption takes 29 and
// exact subsumption 13.
// ARGS: --entry partition --lazy-array 5 --subsumption abstract --search dfs
// EXIT: 3
// PATHS: 9
// COMPLETE: false
// ERROR: unsupported 8
// STDOUT: stopped by abstract-subsumed
#include "array_partition.h"
