/* The characters compared are read through pointers loaded from a table at
 * an input-dependent index (names into one string pool, as a parser's
 * keyword table or tiny-regex-c's character classes are). symx fuzz must
 * find the abort from the all-zero input, which it can only if the solver
 * may pick another entry of the table: the loaded pointer keeps the shadow
 * of its bits, and a load through it reads the pool as an array. */
#include <stdlib.h>
#include "symx.h"
static const char pool[] = "red\0green\0blue\0xray";
static const char *const names[4] = {pool, pool + 4, pool + 10, pool + 15};
static char first(const char *s) { return s[0]; }
int main(void) {
  unsigned char in[2];
  symx_make_symbolic(in, sizeof in, "in");
  const char *a = names[in[0] & 3], *b = names[in[1] % 4];
  if (first(a) == 'x' && b[1] == 'l') abort();
  return a[0] == 'r';
}
