/* Inputs that reach branches only through memory: copied into the heap,
 * stored as a struct field and read back a byte at a time, copied across a
 * page boundary and loaded across it. Expanding the all-zero input must
 * give a child for each of the four branches (tests/concolic/run.py): a
 * shadow lost on the way would leave that branch concrete. The exit code
 * has bit k set when branch k was taken. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static uint8_t big[3 * 4096] __attribute__((aligned(4096)));

int main(void) {
  uint32_t x;
  uint16_t y;
  uint64_t z;
  symx_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&y, sizeof y, "y");
  symx_make_symbolic(&z, sizeof z, "z");
  int r = 0;
  uint32_t *h = malloc(16);
  memcpy(h + 1, &x, 4);
  if (h[1] == 0xdeadbeefu) r |= 1;
  struct { uint8_t a; uint16_t b; } s = {0, y};
  uint8_t hi;
  memcpy(&hi, (uint8_t *)&s.b + 1, 1);
  if (hi == 0x7f) r |= 2;
  memcpy(big + 4096 - 3, &z, 8);
  uint64_t w;
  memmove(&w, big + 4096 - 3, 8);
  if (w == 0x0102030405060708ull) r |= 4;
  uint32_t v;
  memcpy(&v, big + 4096 - 2, 4);
  if (v == 0x11223344u) r |= 8;
  free(h);
  return r;
}
