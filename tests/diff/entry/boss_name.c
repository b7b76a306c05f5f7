// boss_name: pointers at depth two and a char buffer: p, p->boss and
// p->boss->name may each be NULL (null dereferences), and the name is an
// input array of symbolic length (1..--lazy-array chars) that strlen reads
// past when it holds no NUL (out of bounds). Both replay natively.
// ARGS: --entry boss_name_length --max-heap 3 --lazy-array 3
// EXPECT: error:null-dereference error:out-of-bounds exit:0
// INCOMPLETE: names longer than --lazy-array are not explored
#include <string.h>

struct person {
  int id;
  char *name;
  struct person *boss;
};

int boss_name_length(struct person *p, int limit) {
  size_t n = strlen(p->boss->name);
  return n > (size_t)limit ? 1 : 0;
}
