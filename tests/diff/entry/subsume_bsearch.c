// subsume_bsearch: abstract subsumption on a binary search whose hi starts
// at n (a[mid] may read a[n]): lo and hi are index registers because mid
// is computed from them; the out-of-bounds read found replays natively, as
// every other test does.
// ARGS: --entry bsearch_bad --lazy-array 3 --subsumption abstract
// EXPECT: error:out-of-bounds exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "../../system/subsume/index_programs.h"
