// const_table: lookups in constant tables of 64K entries at an index
// computed from the input, as utf8proc's Unicode property tables
// (stage1[c >> 8] + (c & 0xff) into stage2, then a property record);
// branches on the record's fields. The solver reads only the window of
// a table the index's bounds reach (a property record one in 4 bytes).
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#include "symx.h"

/* stage2[i]: the property record of code point i of a block (in runs of 16) */
#define E(i) (unsigned short)(((i) >> 4) * 37u % 3001u)
#define T4(i) E(i), E((i) + 1), E((i) + 2), E((i) + 3)
#define T16(i) T4(i), T4((i) + 4), T4((i) + 8), T4((i) + 12)
#define T64(i) T16(i), T16((i) + 16), T16((i) + 32), T16((i) + 48)
#define T256(i) T64(i), T64((i) + 64), T64((i) + 128), T64((i) + 192)
#define T1K(i) T256(i), T256((i) + 256), T256((i) + 512), T256((i) + 768)
#define T4K(i) T1K(i), T1K((i) + 1024), T1K((i) + 2048), T1K((i) + 3072)
#define T16K(i) T4K(i), T4K((i) + 4096), T4K((i) + 8192), T4K((i) + 12288)
static const unsigned short stage2[65536] = {T16K(0), T16K(16384), T16K(32768), T16K(49152)};

/* stage1[b]: where block b starts in stage2 */
#define S(b) (unsigned short)(((b) * 5u % 256u) * 256u)
#define S4(b) S(b), S((b) + 1), S((b) + 2), S((b) + 3)
#define S16(b) S4(b), S4((b) + 4), S4((b) + 8), S4((b) + 12)
#define S64(b) S16(b), S16((b) + 16), S16((b) + 32), S16((b) + 48)
static const unsigned short stage1[256] = {S64(0), S64(64), S64(128), S64(192)};

struct prop {
  unsigned char category, flags;
  unsigned short mapping;
  int upper;
};
#define P(i) {(i) % 13u, (i) * 7u % 32u, (i) * 131u % 1000u, (int)((i) * 17u % 2048u)}
#define P4(i) P(i), P((i) + 1), P((i) + 2), P((i) + 3)
#define P16(i) P4(i), P4((i) + 4), P4((i) + 8), P4((i) + 12)
#define P64(i) P16(i), P16((i) + 16), P16((i) + 32), P16((i) + 48)
#define P256(i) P64(i), P64((i) + 64), P64((i) + 128), P64((i) + 192)
#define P1K(i) P256(i), P256((i) + 256), P256((i) + 512), P256((i) + 768)
static const struct prop props[3072] = {P1K(0), P1K(1024), P1K(2048)};

int main(void) {
  unsigned char in[2];
  symx_make_symbolic(in, sizeof in, "in");
  unsigned c = (unsigned)in[0] << 8 | in[1];
  const struct prop *p = &props[stage2[stage1[c >> 8] + (c & 0xff)]];
  if (p->category == 12)
    return 1;
  if (p->flags & 16) {
    if (p->mapping > 900)
      return 2;
    return 3;
  }
  if (p->mapping == 131)
    return 4;
  if (props[stage2[p->upper]].category == 5) /* the record of its upper case */
    return 5;
  return 0;
}
