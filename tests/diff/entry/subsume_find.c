// subsume_find: the seed's find (find_list.c) with abstract subsumption: the
// list abstraction makes the states at the loop header finitely many, so the
// exploration ends before --max-heap 16 cuts a list (without it, every list
// length up to 16 is a path); never complete (an under-approximation), and
// every test replays natively.
// ARGS: --entry find --max-heap 16 --subsumption abstract
// EXPECT: exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include "find_list.c"
