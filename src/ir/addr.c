/* addr: see addr.h. */
#include "ir/addr.h"

#include <string.h>

/* ILP32 placement: objects start at 64 KiB (below is the null page region)
 * and are 16-byte aligned, each followed by a red zone so that running off
 * its end lands in no object. */
enum { FIRST_BASE = 0x10000, ALIGN = 16, MIN_REDZONE = 64, MAX_REDZONE = 1 << 20 };

void addr_init(AddrLayout *l, unsigned ptr_bits) {
  memset(l, 0, sizeof *l);
  l->ptr_bits = ptr_bits;
  l->next_base = FIRST_BASE;
}

void addr_copy(AddrLayout *dst, const AddrLayout *src) {
  *dst = *src;
  dst->cap = src->nplaced;
  dst->placed = dst->cap ? xmalloc(dst->cap * sizeof(AddrPlaced)) : NULL;
  if (dst->cap) memcpy(dst->placed, src->placed, dst->cap * sizeof(AddrPlaced));
}

void addr_free(AddrLayout *l) {
  xfree(l->placed, l->cap * sizeof(AddrPlaced));
  l->placed = NULL;
  l->nplaced = l->cap = 0;
}

uint64_t addr_place(AddrLayout *l, uint32_t id, uint64_t size) {
  /* The red zone grows with the object (capped) so that a far overrun of a
   * large array is caught too, as in LP64 where each object owns 4 GiB. */
  uint64_t red = size < MIN_REDZONE ? MIN_REDZONE : size > MAX_REDZONE ? MAX_REDZONE : size;
  uint64_t base = l->next_base;
  uint64_t end = base + size + red;
  if (end > 0xffff0000ull) return 0;
  l->next_base = (end + ALIGN - 1) & ~(uint64_t)(ALIGN - 1);
  if (l->nplaced == l->cap) {
    size_t nc = l->cap ? 2 * l->cap : 1024;
    l->placed = xrealloc(l->placed, l->cap * sizeof(AddrPlaced), nc * sizeof(AddrPlaced));
    l->cap = nc;
  }
  l->placed[l->nplaced++] = (AddrPlaced){(uint32_t)base, id};
  return base;
}

bool addr_find32(const AddrLayout *l, uint64_t addr, uint64_t *id, uint64_t *off) {
  const AddrPlaced *placed = l->placed;
  if (addr > 0xffffffffull || l->nplaced == 0 || addr < placed[0].base) return false;
  size_t lo = 0, hi = l->nplaced; /* placed[lo].base <= addr < placed[hi].base */
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (placed[mid].base <= addr) lo = mid;
    else hi = mid;
  }
  *id = placed[lo].id;
  *off = addr - placed[lo].base;
  return true;
}

uint64_t addr_static(const AddrLayout *l, uint32_t id) {
  if (!addr_is32(l)) return (uint64_t)id << 32;
  /* statics were placed first, object id k at index k - 1 */
  return id >= 1 && id <= l->nplaced && l->placed[id - 1].id == id ? l->placed[id - 1].base : 0;
}
