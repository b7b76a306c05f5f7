/* strtol, strtoul, strtoll, strtoull, atoi, atol and atoll on texts from
 * the input, in several bases: symx cc links symx's model (runtime/libc/
 * strtol.c), whose loop branches on each digit; the program prints what the
 * -O0 program prints (tests/concolic/run.py, families). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include "symx.h"

enum { TEXTS = 4, LEN = 24 };

int main(void) {
  char in[TEXTS][LEN];
  symx_make_symbolic(in, sizeof in, "texts");
  static const int bases[] = {0, 10, 16, 2, 36, 8, 1, 37};
  long long sum = 0;
  for (int k = 0; k < TEXTS; k++) {
    char *s = in[k], *end;
    s[LEN - 1] = 0;
    for (unsigned b = 0; b < sizeof bases / sizeof *bases; b++) {
      end = NULL;
      errno = 0;
      long l = strtol(s, &end, bases[b]);
      printf("%d/%d: strtol %ld +%ld errno %d", k, bases[b], l, end ? (long)(end - s) : -1L, errno);
      end = NULL, errno = 0;
      unsigned long u = strtoul(s, &end, bases[b]);
      printf(" strtoul %lu errno %d", u, errno);
      end = NULL, errno = 0;
      long long ll = strtoll(s, &end, bases[b]);
      printf(" strtoll %lld errno %d", ll, errno);
      end = NULL, errno = 0;
      unsigned long long ull = strtoull(s, &end, bases[b]);
      printf(" strtoull %llu +%ld errno %d\n", ull, end ? (long)(end - s) : -1L, errno);
      sum += l + (long long)u + ll + (long long)ull;
    }
    printf("%d: atoi %d atol %ld atoll %lld\n", k, atoi(s), atol(s), atoll(s));
    sum += atoi(s) == 1234;
  }
  return (int)(sum & 0x7f);
}
