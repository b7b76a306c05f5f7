// container_of: a pointer input used as a member of a bigger object
// (container_of) reads before the object lazy initialisation made for it;
// the input could have been such a member, which lazy initialisation does
// not make, so that path ends unsupported, not as an out-of-bounds error;
// container_of(NULL) reads at address -8, an error natively too.
// ARGS: --entry item_value
// EXPECT: error:out-of-bounds
// INCOMPLETE: the member of a bigger object is not explored
#include <stddef.h>

struct list_head {
  struct list_head *next, *prev;
};
struct item {
  int v;
  struct list_head node;
};
#define container_of(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))

int item_value(struct list_head *p) { return container_of(p, struct item, node)->v; }
