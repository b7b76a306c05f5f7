/* symx fuzz: an off-by-one read past a heap block, which does not crash
 * natively (no new branch edge either): only the ASan run of every input
 * finds it (tests/concolic/run.py). */
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  unsigned char k[2];
  symx_make_symbolic(k, 2, "k");
  char *tab = malloc(8);
  memset(tab, 1, 8);
  int sum = 0, n = 8;
  if (k[0] == 'O') n += k[1] == 'B';
  for (int i = 0; i < n; i++) sum += tab[i];
  free(tab);
  return sum > 100;
}
