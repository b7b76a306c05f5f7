/* symx fuzz's fork servers: every run starts as a fresh process would. Each
 * run counts itself in a global, keeps a heap block in another and counts
 * the program's own constructor; an earlier run's state showing in a later
 * one aborts (tests/concolic/run.py: no error, though every input runs in
 * one of two processes started once, the runs' and the expansions', and
 * natively in one). */
#include <stdlib.h>
#include "symx.h"

static int runs, ctor_runs;
static char *kept;

__attribute__((constructor)) static void count_ctor(void) { ctor_runs++; }

int main(void) {
  if (++runs != 1 || kept || ctor_runs != 1) abort();
  kept = malloc(16);
  int x = symx_int("x");
  if (x == 1234) return 3;
  if (x > 99999) return 4;
  if (x < -5) return 5;
  return 0;
}
