// A whole struct made symbolic (with padding), fields read at their offsets,
// written and read back.  Paths: p.c == 'a' (2) * p.l < 0 (2) = 4.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1
// INPUTS: p:16
#include "symx.h"
#include <assert.h>
#include <stddef.h>

struct packet {
  char c;         /* offset 0 */
  short s;        /* offset 2 */
  int i;          /* offset 4 */
  long long l;    /* offset 8 */
};

int main(void) {
  struct packet p;
  symx_make_symbolic(&p, sizeof p, "p");
  assert(sizeof p == 16 & offsetof(struct packet, l) == 8);
  int code = 0;
  if (p.c == 'a')
    code |= 1;
  if (p.l < 0)
    code |= 2;
  int old_i = p.i;
  p.s = 7;
  assert(p.s == 7 & p.i == old_i);
  struct packet *q = &p;
  q->i = q->s * 3;
  assert(p.i == 21);
  return code;
}
