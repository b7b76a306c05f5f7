/* Two paths, one failing assertion.  Self-contained (no symx header) so it
 * can be compiled to .bc/.ll with plain clang. */
#include <assert.h>

void symx_make_symbolic(void *addr, unsigned long size, const char *name);

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  assert(x != 42);
  return 0;
}
