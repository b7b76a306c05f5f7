// struct_nested: nested structs, arrays of structs and pointers to members;
// the input picks elements and values.
// DOMAIN: i=0..3 v=-2..2
// EXPECT: exit:0
#include "symx.h"

struct point { int x, y; };
struct box { struct point lo, hi; const char *name; };

static int area(const struct box *b) { return (b->hi.x - b->lo.x) * (b->hi.y - b->lo.y); }

int main(void) {
  unsigned char i;
  symx_make_symbolic(&i, sizeof i, "i");
  int v = symx_int("v");
  if (i > 3 || v < -2 || v > 2)
    return 50;
  struct box boxes[4] = {
      {{0, 0}, {1, 1}, "unit"}, {{0, 0}, {2, 3}, "wide"}, {{1, 1}, {1, 1}, "flat"}, {{-1, -1}, {1, 1}, "big"}};
  struct box *b = boxes;
  while (b != &boxes[i])          /* one path per element */
    b++;
  int *corner = &b->hi.x;
  *corner += v;
  int a = area(b);
  if (a < 0)
    return 1;
  if (a == 0)
    return 2;
  if (b->name[0] == 'w')
    return 3;
  return 0;
}
