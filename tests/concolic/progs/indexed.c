/* Loads and stores at input-dependent indices (runtime/concolic/objects.c):
 * tables of every element width (globals, read-only and written), a stack
 * array and a stack struct array, a two-dimensional array, a pointer into
 * the middle of a table with a negative index, <ctype.h>'s tables (tolower and toupper too, at negative and out-of-range characters), a table
 * of pointers, a table and a stack array reached through a parameter, heap blocks of malloc,
 * calloc and realloc, and stores at an
 * input-dependent index read back at another. Every index stays in its
 * object, so that the native program's results are defined. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "symx.h"

static unsigned long long h;
static void bits(uint64_t r, int w) {
  for (int i = 0; i < w; i++) h = ((r >> i) & 1) ? h * 31 + (unsigned)i + 1 : h * 37 + 1;
}

static const uint8_t t8[256] = {[3] = 9, [7] = 1, [200] = 77, [255] = 5};
static const int16_t t16[16] = {-3, 5, 400, -32768, 32767, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 0};
static uint32_t t32[8] = {0xdeadbeef, 1, 2, 0x80000000u, 5, 6, 7, 8};
static const uint64_t t64[4] = {1, 0xffffffffffffffffull, 0x123456789abcdefull, 42};
static const char grid[4][5] = {"abcd", "efgh", "ijkl", "mnop"};
static const char *const names[4] = {"zero", "one", "two", "three"};
struct pt { int8_t x; int32_t y; };

static int through(const uint8_t *tab, unsigned i) { return tab[i]; }

int main(void) {
  uint8_t in[24];
  symx_make_symbolic(in, sizeof in, "in");
  for (int k = 0; k < 4; k++) {
    uint8_t a = in[k], b = in[4 + k], c = in[8 + k];
    bits(t8[a], 8), bits((uint16_t)t16[b & 15], 16), bits(t32[c & 7], 32), bits(t64[(a ^ b) & 3], 64);
    bits((uint8_t)grid[a & 3][b % 5], 8);
    const int16_t *mid = t16 + 8;
    bits((uint16_t)mid[(int)(c & 15) - 8], 16);
    bits(isalpha(a) != 0, 1), bits(isdigit((char)b) != 0, 1), bits((uint32_t)tolower(c), 32);
    bits((uint32_t)toupper((char)b), 32), bits((uint32_t)toupper(a * 3), 32), bits((uint32_t)tolower(b - 1), 32);
    bits((uint8_t)names[a & 3][1], 8);
    bits((uint32_t)through(t8, b), 32);
    uint8_t st[32];
    struct pt pts[6];
    for (int i = 0; i < 32; i++) st[i] = (uint8_t)(i * 13 + k);
    for (int i = 0; i < 6; i++) pts[i] = (struct pt){(int8_t)(i - 3), i * 1000 - k};
    bits(st[a & 31], 8), bits((uint32_t)pts[b % 6].y, 32), bits((uint8_t)pts[c % 6].x, 8);
    bits((uint32_t)through(st, c & 31), 32), bits((uint32_t)through(st + 4, (b & 15) + 1), 32);
    st[b & 31] = (uint8_t)(c + 1);            /* a store at an input-dependent index */
    t32[a & 7] ^= (uint32_t)b << 8;
    bits(st[c & 31], 8), bits(st[b & 31], 8), bits(t32[b & 7], 32);
    uint16_t *hp = malloc(40 * sizeof *hp), *hz = calloc(10, 2);
    for (int i = 0; i < 40; i++) hp[i] = (uint16_t)(i * 977 + c);
    hp = realloc(hp, 50 * sizeof *hp);
    for (int i = 40; i < 50; i++) hp[i] = (uint16_t)(i == 45 ? 7 : a + i);
    bits(hp[a % 50], 16), bits(hz[b % 10], 16), bits(((uint8_t *)hp)[1 + (c % 99)], 8);
    free(hp), free(hz);
    if (t8[a] == 77 && t16[b & 15] == 400) h ^= 0x5555;
  }
  printf("%llu\n", h);
  return (int)(h & 0x7f);
}
