// symbolic_name_default: a NULL name gets symx's default names ("input",
// "int", "range"), which the replay runtime uses too.
// DOMAIN: input=0..3 int=-1..1 range=0..2
// EXPECT: exit:0
#include <stddef.h>
#include "symx.h"

int main(void) {
  unsigned char b;
  symx_make_symbolic(&b, 1, NULL);
  int i = symx_int(NULL);
  int r = symx_range(0, 3, NULL);
  if (b > 3)
    return 40;
  if (b + i + r == 5)
    return 1;
  if (r == 2 && i < 0)
    return 2;
  return 0;
}
