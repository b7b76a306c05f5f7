/* symx fuzz --stdin with the engine: scanf reads standard input in the C
 * library, concretely under symx cc; symx run (--sym-stdin) models it. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int v;
  if (scanf("%d", &v) != 1) return 1;
  if (v == 42) abort();
  return 0;
}
