// null_field: a NULL struct pointer's fields (small offsets) and a field at
// an offset beyond the zero page (symx: out-of-bounds, natively: a fault at
// that address).
// DOMAIN: k=0..3
// EXPECT: error:null-dereference error:out-of-bounds exit:5
#include <stddef.h>
#include "symx.h"

struct node {
  int key;
  long long val;
  char pad[8000];
  int far;
};

int main(void) {
  unsigned char k;
  symx_make_symbolic(&k, sizeof k, "k");
  static struct node one = {5, 6, {0}, 7};
  struct node *n = k == 0 ? &one : NULL;
  if (k == 0)
    return n->key;
  if (k == 1)
    return (int)n->val;
  if (k == 2)
    return n->far;
  return n->key + 1;
}
