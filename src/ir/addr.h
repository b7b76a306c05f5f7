/* addr: where objects live in the program's address space.
 *
 * LP64 (the default): object `id` occupies [id << 32, +size), so an address
 * names its object by its high half and its offset by its low half.
 *
 * ILP32: addresses are 32 bits, too few to hold an object id. Objects are
 * placed one after another by a bump allocator shared by every state of the
 * run, with a red zone after each, and a table sorted by base address maps an
 * address back to the id of the object placed there. A range is never handed
 * out twice in a run, so an address keeps meaning the object it was made for:
 * the executor checks that the object a state holds under that id has that
 * base (see mem_at). Globals and functions are placed first, in id order.
 */
#ifndef SYMX_ADDR_H
#define SYMX_ADDR_H

#include "base/util.h"

typedef struct AddrPlaced {
  uint32_t base;
  uint32_t id;
} AddrPlaced;

/* A program's address layout: its pointer width and, for ILP32, the
 * objects placed so far. The module holds the layout of its statics (the
 * front end places them while lowering, and their addresses are constants
 * in the IR); each engine works on a copy of it (addr_copy) to which it adds
 * its stack and heap objects. */
typedef struct AddrLayout {
  unsigned ptr_bits;   /* 64, or 32 for ILP32 programs */
  AddrPlaced *placed;  /* ILP32: sorted by base (bump order); statics first */
  size_t nplaced, cap;
  uint64_t next_base;
} AddrLayout;

static inline bool addr_is32(const AddrLayout *l) { return l->ptr_bits == 32; }
static inline unsigned addr_ptr_bytes(const AddrLayout *l) { return l->ptr_bits / 8; }

/* An empty layout for a program with `ptr_bits`-bit pointers. */
void addr_init(AddrLayout *l, unsigned ptr_bits);
void addr_copy(AddrLayout *dst, const AddrLayout *src);
void addr_free(AddrLayout *l);

/* ILP32: a base address for `size` bytes of object `id`, recorded for
 * addr_decode; 0 when the 32-bit space is used up. Globals and functions
 * are placed first, in id order from 1. */
uint64_t addr_place(AddrLayout *l, uint32_t id, uint64_t size);

bool addr_find32(const AddrLayout *l, uint64_t addr, uint64_t *id, uint64_t *off);
/* The object id an address was made for and the offset from its start
 * (possibly past its end); false when no object was ever placed there. The
 * id is a segment (generation and slot, see mem.h); whether the object is
 * still there is the address space's to say. */
static inline bool addr_decode(const AddrLayout *l, uint64_t addr, uint64_t *id, uint64_t *off) {
  if (LIKELY(!addr_is32(l))) {
    *id = addr >> 32;
    *off = addr & 0xffffffffull;
    return true;
  }
  return addr_find32(l, addr, id, off);
}

/* Address of a static object (global or function) with this id. */
uint64_t addr_static(const AddrLayout *l, uint32_t id);

#endif
