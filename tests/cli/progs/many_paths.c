/* 2^64 short paths: each ends after 64 two-way forks, so whatever the search
 * order symx keeps finishing paths and writing tests; only a budget or a
 * signal stops it.  Self-contained (no symx header). */
void symx_make_symbolic(void *addr, unsigned long size, const char *name);

int main(void) {
  unsigned long long x;
  symx_make_symbolic(&x, sizeof x, "x");
  int bits = 0;
  for (int i = 0; i < 64; i++)
    if ((x >> i) & 1)
      bits++;
  return bits;
}
