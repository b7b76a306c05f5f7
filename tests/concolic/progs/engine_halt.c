/* symx fuzz halts its engine when --max-time is about to run out
 * (fuzz_engine_halt): behind sscanf (run concretely under symx cc, modelled
 * by symx run) a loop of 800 million iterations comes before the abort, a
 * moment natively but far longer than symx run's interpreter has in the
 * test's --max-time. The engine's path to the abort never ends; stopped as
 * an interrupt stops symx run, it writes a test of that path so far
 * (outcome "halted"), which symx fuzz then runs natively: the abort. */
#include <stdio.h>
#include <stdlib.h>
#include "symx.h"

int main(void) {
  char in[5];
  symx_make_symbolic(in, sizeof in, "in");
  in[4] = 0;
  int v;
  if (sscanf(in, "%d", &v) != 1) return 1;
  if (v == 42) {
    for (volatile unsigned long k = 0; k < 800000000ul; k++)
      ;
    abort();
  }
  return 0;
}
