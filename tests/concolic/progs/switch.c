/* Switches on symbolic values (each case a branch), select-like
 * conditionals and loops whose trip count is an input. */
#include <stdio.h>
#include "symx.h"

static unsigned long long h;
static void bit(int c) { h = c ? h * 31 + 7 : h * 37 + 1; }

static int kind(unsigned char c) {
  switch (c) {
  case 'a': return 1;
  case 'b': case 'c': return 2;
  case 0: return 3;
  case 200: return 4;
  default: return 0;
  }
}

int main(void) {
  unsigned char in[8];
  symx_make_symbolic(in, sizeof in, "in");
  for (int i = 0; i < 8; i++) h = h * 7 + (unsigned)kind(in[i]);
  int n = in[0] % 9, acc = 0;
  for (int i = 0; i < n; i++) acc += in[i % 8] > in[(i + 1) % 8] ? in[i % 8] : -in[(i + 3) % 8];
  bit(acc > 50);
  bit((in[1] ^ in[2]) < 17);
  switch ((long long)in[3] * 1000003LL) {
  case 0: bit(1); break;
  case 97000291LL: bit(0); break;
  default: bit(in[4] == 9);
  }
  printf("%llu\n", h);
  return (int)(h & 0x7f);
}
