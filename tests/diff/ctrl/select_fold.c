// select_fold: the shapes front/selects.c makes selects, run where they are
// not checked: ?: of integers of several widths, nested ?:, the values of
// && and ||, a ?: whose value decides later branches and the exit code;
// and shapes that keep their branch: a division arm, a load, a pointer
// ?:, an arm on a line of its own, an if statement.
// DOMAIN: a=-3..3,0x7fffffff b=-2..2 c=0,1,255
// EXPECT: exit:0 exit:1 exit:2 exit:3 error:div-by-zero error:overflow
#include "symx.h"

static int tab[4] = {5, 6, 7, 8};

int main(void) {
  int a = symx_int("a"), b = symx_int("b");
  unsigned char c = (unsigned char)symx_int("c");
  int abs_a = a >= 0 ? a : -a;                       /* wraps at INT_MIN: not checked */
  short h = c > 127 ? (short)(c * 3) : (short)-c;
  unsigned u = (unsigned)a < (unsigned)b ? (unsigned)b - (unsigned)a : 7u;
  int n = a > 0 ? (b > 0 ? a ^ b : b & 3) : (a | 1);
  int both = a > 1 && b < 0, either = a < -1 || b == 2;
  long wide = c ? (long)a << 20 : (long)b;
  int q = b != 0 ? a / b : 100 / (a + 3);            /* division: forks */
  int t = tab[b & 3] > 6 ? tab[b & 3] : 0;          /* a load: forks */
  int *p = a > 0 ? &tab[0] : &tab[1];                /* pointers: fork */
  int r = a == b
      ? 1
      : 2;                                           /* arms on lines of their own: fork */
  int k = 0;
  if (both) k = 3;                                   /* an if statement: forks */
  if (abs_a == 3 && h < 0 && u > 2) return 1;
  if (n < 0 && either && wide > 0) return 2;
  if (q + t + *p + r + k > 10) return 3;
  return 0;
}
