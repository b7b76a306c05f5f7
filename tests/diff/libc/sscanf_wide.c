// sscanf_wide: %lld, %llu, %jd, %qd and %lln convert and store 64 bits in
// both data models, and %ld saturates at the width of long (32 bits under
// ILP32, as glibc's strtol there). A wrong answer once: under ILP32 the
// model converted every integer as a 32-bit long.
// DOMAIN: k=0..5
// EXPECT: exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <stdint.h>
#include <stdio.h>
#include "symx.h"

int main(void) {
  int k = symx_range(0, 6, "k");
  const char *t = "4294967296";
  switch (k) { /* one concrete text per path */
  case 0: t = "123456789012"; break;
  case 1: t = "-9223372036854775808"; break;
  case 2: t = "18446744073709551615"; break;
  case 3: t = "99999999999"; break;
  case 4: t = "-5"; break;
  }
  long long a = 0;
  unsigned long long u = 0;
  intmax_t j = 0;
  long l = 0;
  int n = 0;
  if (sscanf(t, "%lld%lln", &a, &(long long){0}) != 1) return 9;
  sscanf(t, "%llu", &u);
  sscanf(t, "%jd%n", &j, &n);
  sscanf(t, "%ld", &l);
  if (a == 123456789012LL && j == a && n == 12) return 1;
  if (a == INT64_MIN && u == (unsigned long long)INT64_MIN) return 2;
  if (u == UINT64_MAX && a == INT64_MAX) return 3;
  if (a == 99999999999LL && (sizeof(long) == 8 ? l == a : l == 2147483647L)) return 4;
  if (a == -5 && l == -5 && u == (unsigned long long)-5) return 5;
  if (a == 4294967296LL && (sizeof(long) == 8 || l == 2147483647L)) return 6;
  return 7;
}
