// sized_inputs: inputs of sizes 1 to 8 and 16 bytes read through integer
// types (little-endian bytes in the tests).
// EXPECT: exit:0
#include <stdint.h>
#include "symx.h"

int main(void) {
  uint8_t a;
  uint16_t b;
  uint32_t c;
  uint64_t d;
  unsigned char blob[16];
  unsigned char three[3];
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 2, "b");
  symx_make_symbolic(three, 3, "three");
  symx_make_symbolic(&c, 4, "c");
  symx_make_symbolic(&d, 8, "d");
  symx_make_symbolic(blob, sizeof blob, "blob");
  if (b == 0x1234 && (b & 0xff) != 0x34)
    return 99;                  /* never */
  if (c == 0xdeadbeef)
    return 1;
  if (d >> 56 == 0x80)
    return 2;
  if (three[2] == 3 && a == 1)
    return 3;
  if (blob[15] == 0xff && blob[0] == 0)
    return 4;
  return 0;
}
