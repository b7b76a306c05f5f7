/* Shadow memory: stores and loads of every width, bytes read back as wider
 * integers and wider ones as bytes (little-endian), struct fields, arrays
 * at concrete indices, memcpy, memmove, memset, heap blocks, and a stack
 * array reused by the frames of successive calls. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static unsigned long long h;
static void bits(uint64_t r, int w) {
  for (int i = 0; i < w; i++) h = ((r >> i) & 1) ? h * 31 + (unsigned)i + 1 : h * 37 + 1;
}

struct rec { uint8_t a; uint16_t b; uint32_t c; uint64_t d; };

static uint32_t frame(uint32_t x, int fill) {
  uint8_t buf[8];
  if (fill) memcpy(buf, &x, 4), memset(buf + 4, 0x5a, 4);
  else memset(buf, 0, sizeof buf);
  uint32_t r;
  memcpy(&r, buf + (fill ? 0 : 4), 4);
  return r;
}

int main(void) {
  uint8_t in[24];
  symx_make_symbolic(in, sizeof in, "in");
  union { uint8_t b[8]; uint16_t s[4]; uint32_t w[2]; uint64_t d; } u;
  memcpy(u.b, in, 8);
  bits(u.s[1], 16), bits(u.w[1], 32), bits(u.d, 64);
  u.s[2] = (uint16_t)(in[9] * 3);
  bits(u.b[4], 8), bits(u.b[5], 8), bits(u.d, 64);
  struct rec r = {in[10], (uint16_t)(in[11] << 8 | in[12]), (uint32_t)in[13] * 1000u, (uint64_t)in[14] << 40};
  struct rec q;
  memcpy(&q, &r, sizeof q);
  bits(q.a + q.b, 32), bits(q.c ^ (uint32_t)q.d, 32), bits(q.d >> 3, 64);
  uint8_t *heap = malloc(16);
  memmove(heap, in + 8, 16);
  memmove(heap + 2, heap, 8);
  bits(heap[3], 8), bits(*(uint32_t *)(heap + 4), 32);
  free(heap);
  uint32_t *z = calloc(4, sizeof *z);
  bits(z[1], 32);
  free(z);
  uint32_t x;
  memcpy(&x, in + 16, 4);
  bits(frame(x, 1), 32), bits(frame(x, 0), 32);
  int16_t t[5];
  for (int i = 0; i < 5; i++) t[i] = (int16_t)(in[17 + i] - 128);
  int32_t sum = 0;
  for (int i = 0; i < 5; i++) sum += t[i] * (i + 1);
  bits((uint32_t)sum, 32);
  printf("%llu\n", h);
  return (int)(h & 0x7f);
}
