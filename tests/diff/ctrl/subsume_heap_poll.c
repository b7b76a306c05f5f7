// subsume_heap_poll: exact subsumption with the loop's state in a heap
// block the program made (malloc): the block is a node of the state's
// shape (its bytes, pointer-sized slots), so the states at the header,
// which repeat once the mode has been toggled back, are compared and the
// repeating ones dropped: the run is complete, which it never is without
// subsumption, and every test replays natively. Before, a state holding a
// heap block was never compared.
// ARGS: --subsumption exact
// EXPECT: error:assertion exit:0
#include <assert.h>
#include <stdlib.h>
#include "symx.h"

struct machine {
  int mode;
  int last;
};

int main(void) {
  struct machine *m = malloc(sizeof *m);
  if (!m) return 0;
  m->mode = 0;
  m->last = 0;
  int c;
  while ((c = symx_int("c")) != 0) {
    if (c == 1) m->mode = 1;
    else if (c == 2) m->mode = 0;
    m->last = c > 0;
  }
  assert(!(m->mode == 1 && m->last == 1 && c == 0) || symx_int("k") != 5);
  free(m);
  return 0;
}
