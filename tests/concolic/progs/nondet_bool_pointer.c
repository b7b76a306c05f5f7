/* symx cc: a __VERIFIER_nondet_X returning _Bool that symx does not know by
 * name, and __VERIFIER_nondet_pointer (NULL under symx cc) are defined
 * (tests/concolic/run.py). */
#include <stdlib.h>

extern _Bool __VERIFIER_nondet_flag(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void *__VERIFIER_nondet_pointer(void);

int main(void) {
  void *p = __VERIFIER_nondet_pointer();
  _Bool a = __VERIFIER_nondet_flag();
  _Bool b = __VERIFIER_nondet_bool();
  if (p == 0 && a && !b) abort();
  return a + 2 * b;
}
