/* The input API for the native builds of tests/concolic's programs: the
 * inputs take the bytes of the file named by SYMX_CC_INPUT in order, 0 past
 * its end, as runtime/concolic does, so that the native program and the
 * `symx cc` one compute on the same values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *in;

void symx_make_symbolic(void *addr, size_t size, const char *name) {
  (void)name;
  if (!in && getenv("SYMX_CC_INPUT")) in = fopen(getenv("SYMX_CC_INPUT"), "rb");
  memset(addr, 0, size);
  if (in && fread(addr, 1, size, in) < size) {
    /* the rest stays 0 */
  }
}

int symx_int(const char *name) {
  int v;
  symx_make_symbolic(&v, sizeof v, name);
  return v;
}

void symx_assume(unsigned long cond) {
  if (!cond) exit(122);
}
