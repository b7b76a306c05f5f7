/* Shadows through calls: arguments, results, recursion, calls through
 * pointers, a libc callback (qsort's comparator: called from uninstrumented
 * code, it must see concrete arguments), and results of libc (concrete). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static unsigned long long h;
static void bit(int c) { h = c ? h * 31 + 7 : h * 37 + 1; }

static int add3(int a, short b, long long c) { return (int)(a + b + c); }
static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int twice(int (*f)(int), int x) { return f(f(x)); }
static int inc(int x) { return x + 1; }
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int v[6];
  symx_make_symbolic(v, sizeof v, "v");
  bit(add3(v[0], (short)v[1], v[2]) > 100);
  bit(fib((unsigned)v[3] % 12) % 3 == 1);
  bit(twice(inc, v[4]) == v[5]);
  qsort(v, 6, sizeof v[0], cmp);
  for (int i = 0; i < 5; i++) bit(v[i] < v[i + 1]);
  char s[16];
  snprintf(s, sizeof s, "%d", v[0] & 0xff);
  bit(strlen(s) > 2);
  printf("%llu\n", h);
  return (int)(h & 0x7f);
}
