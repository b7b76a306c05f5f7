// partial_struct: klee_make_symbolic on one field of a struct (and on the
// second half of an array field); the other bytes keep their values.
// DOMAIN: count=0..3,0x10000,-1 tail=bytes(0,7)
// EXPECT: exit:0
#include <klee/klee.h>

struct msg {
  char kind;
  int count;
  unsigned char data[4];
};

int main(void) {
  struct msg m = {'m', 5, {1, 2, 3, 4}};
  klee_make_symbolic(&m.count, sizeof m.count, "count");
  klee_make_symbolic(&m.data[2], 2, "tail");
  int r = 0;
  if (m.kind != 'm')
    return 100;                 /* never */
  if (m.count < 0)
    r |= 1;
  else if (m.count > 2)
    r |= 2;
  if (m.data[0] + m.data[1] != 3)
    return 101;                 /* never */
  if (m.data[2] == m.data[3])
    r |= 4;
  return r;
}
