/* Fills a 64 MiB block, then has 2^64 short paths (as many_paths.c).  With
 * --max-memory a bit below symx's resulting memory use, symx stops forking
 * and the live states finish their paths.  Self-contained (no symx header). */
#include <stdlib.h>
#include <string.h>

void symx_make_symbolic(void *addr, unsigned long size, const char *name);

int main(void) {
  char *p = malloc(64 << 20);
  memset(p, 1, 64 << 20);
  unsigned long long x;
  symx_make_symbolic(&x, sizeof x, "x");
  int bits = p[12345];
  for (int i = 0; i < 64; i++)
    if ((x >> i) & 1)
      bits++;
  return bits;
}
