#include <assert.h>
#include <stdlib.h>
#include <klee/klee.h>

/* fp_parse.c — a number parsed from three symbolic characters by strtod, then compared:
 * the shape of number parsers' callers (JSON, INI, expression readers). */
int main(void) {
  char s[4];
  klee_make_symbolic(s, 3, "s");
  for (int i = 0; i < 3; i++)
    klee_assume((s[i] >= '0') & (s[i] <= '9') | (s[i] == '.') | (s[i] == '-'));
  s[3] = 0;
  char *end;
  double d = strtod(s, &end);
  if (end == s) return 0;
  if (d > 99.5) return 1;
  if (d < -9.25) return 2;
  assert(d >= -999 && d <= 9999);
  return 3;
}
