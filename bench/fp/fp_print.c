#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <klee/klee.h>

/* fp_print.c — what cJSON does with a parsed number: its int value, saturated,
 * then whether the double is that int (printed as an integer, else with %g):
 * integers converted to double and back, compared. */
int main(void) {
  char s[4];
  klee_make_symbolic(s, 3, "s");
  for (int i = 0; i < 3; i++)
    klee_assume((s[i] >= '0') & (s[i] <= '9') | (s[i] == '.') | (s[i] == '-'));
  s[3] = 0;
  char *end;
  double d = strtod(s, &end);
  if (end == s) return 0;
  int vi;
  if (d >= INT_MAX) vi = INT_MAX;
  else if (d <= (double)INT_MIN) vi = INT_MIN;
  else vi = (int)d;
  assert(!isnan(d) && !isinf(d));
  if (d == (double)vi) return vi < 0 ? 2 : 3;
  assert(d != floor(d));
  return 4;
}
