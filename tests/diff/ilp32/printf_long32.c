// printf_long32: printf's result for a symbolic long under ILP32, where
// %ld prints a 32-bit value (its sign included).
// ARGS: --data-model ILP32
// DOMAIN: x=-120..120,0x7fffffff,0x80000000,0xffffff00
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <stdio.h>
#include "symx.h"

int main(void) {
  long x = symx_int("x");
  int n = printf("%ld|%lu\n", x, (unsigned long)x);
  if (n == 6) return 1;            /* 10..99: "42|42\n" */
  if (n == 23) return 2;           /* "-2147483648|2147483648\n" */
  if (n > 15) return 3;
  return 0;
}
