// global_alias: an aliasing bug through a global and a parameter. put()
// writes its argument's field, then resets the global cache's field; when
// the cache is the very object it was given (lazy initialisation offers
// the parameter's object as the global's alias) the value put is lost and
// the assertion fails. The driver builds that heap natively: the argument
// and the global pointing to one malloc'd object.
// ARGS: --entry put --lazy-global cache
// EXPECT: error:assertion error:null-dereference exit:0
#include <assert.h>

struct slot {
  int value;
  int hits;
};

struct slot *cache;

void put(struct slot *s, int v) {
  if (!cache) return;
  s->value = v;
  cache->hits++;
  cache->value = 0;
  assert(s->value == v);
}
