// qsort_records: 20 records (past the model's insertion-sort limit, so the
// merge sort runs), one of them with a symbolic key, sorted by key; then
// bsearch finds a key. Outcomes read keys only, never which of two records
// with equal keys comes first (C leaves that open), and bsearch's result is
// compared by key, for the same reason.
// DOMAIN: k=0..10,200,255
// EXPECT: exit:0 exit:1 exit:2
#include <stdlib.h>
#include "symx.h"

struct rec {
  int key;
  char name[3];
};

static int by_key(const void *p, const void *q) {
  const struct rec *a = p, *b = q;
  return (a->key > b->key) - (a->key < b->key);
}

int main(void) {
  struct rec r[20];
  for (int i = 0; i < 20; i++) {
    r[i].key = (i * 7) % 10;
    r[i].name[0] = (char)('a' + i), r[i].name[1] = 0;
  }
  unsigned char k;
  symx_make_symbolic(&k, 1, "k");
  r[13].key = k;
  qsort(r, 20, sizeof r[0], by_key);
  for (int i = 0; i + 1 < 20; i++)
    if (r[i].key > r[i + 1].key) abort(); /* never */
  struct rec want = {5, {0}};
  struct rec *f = bsearch(&want, r, 20, sizeof r[0], by_key);
  if (!f || f->key != 5) abort(); /* never: 5 is among the concrete keys */
  if (r[19].key >= 200) return 1;
  if (r[1].key == r[2].key) return 2;
  return 0;
}
