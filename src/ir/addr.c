/* addr: see addr.h. */
#include "ir/addr.h"

unsigned addr_ptr_bits = 64;

/* ILP32 placement: objects start at 64 KiB (below is the null page region)
 * and are 16-byte aligned, each followed by a red zone so that running off
 * its end lands in no object. */
enum { FIRST_BASE = 0x10000, ALIGN = 16, MIN_REDZONE = 64, MAX_REDZONE = 1 << 20 };

typedef struct Placed {
  uint32_t base;
  uint32_t id;
} Placed;

static Placed *placed;        /* sorted by base (bump order); statics first */
static size_t nplaced, placed_cap;
static uint64_t next_base = FIRST_BASE;

void addr_reset(unsigned ptr_bits) {
  addr_ptr_bits = ptr_bits;
  xfree(placed, placed_cap * sizeof(Placed));
  placed = NULL;
  nplaced = placed_cap = 0;
  next_base = FIRST_BASE;
}

uint64_t addr_place(uint32_t id, uint64_t size) {
  /* The red zone grows with the object (capped) so that a far overrun of a
   * large array is caught too, as in LP64 where each object owns 4 GiB. */
  uint64_t red = size < MIN_REDZONE ? MIN_REDZONE : size > MAX_REDZONE ? MAX_REDZONE : size;
  uint64_t base = next_base;
  uint64_t end = base + size + red;
  if (end > 0xffff0000ull) return 0;
  next_base = (end + ALIGN - 1) & ~(uint64_t)(ALIGN - 1);
  if (nplaced == placed_cap) {
    size_t nc = placed_cap ? 2 * placed_cap : 1024;
    placed = xrealloc(placed, placed_cap * sizeof(Placed), nc * sizeof(Placed));
    placed_cap = nc;
  }
  placed[nplaced++] = (Placed){(uint32_t)base, id};
  return base;
}

bool addr_find32(uint64_t addr, uint64_t *id, uint64_t *off) {
  if (addr > 0xffffffffull || nplaced == 0 || addr < placed[0].base) return false;
  size_t lo = 0, hi = nplaced; /* placed[lo].base <= addr < placed[hi].base */
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (placed[mid].base <= addr) lo = mid;
    else hi = mid;
  }
  *id = placed[lo].id;
  *off = addr - placed[lo].base;
  return true;
}

uint64_t addr_static(uint32_t id) {
  if (!addr_is32()) return (uint64_t)id << 32;
  /* statics were placed first, object id k at index k - 1 */
  return id >= 1 && id <= nplaced && placed[id - 1].id == id ? placed[id - 1].base : 0;
}
