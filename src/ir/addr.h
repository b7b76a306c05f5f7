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

/* Width of a pointer in bits: 64 or 32. Set once by front_load. */
extern unsigned addr_ptr_bits;

static inline bool addr_is32(void) { return addr_ptr_bits == 32; }
static inline unsigned addr_ptr_bytes(void) { return addr_ptr_bits / 8; }

/* Starts a fresh address space for a program with `ptr_bits`-bit pointers. */
void addr_reset(unsigned ptr_bits);

/* ILP32: a base address for `size` bytes of object `id`, recorded for
 * addr_decode; 0 when the 32-bit space is used up. Globals and functions
 * are placed first, in id order from 1. */
uint64_t addr_place(uint32_t id, uint64_t size);

bool addr_find32(uint64_t addr, uint64_t *id, uint64_t *off);
/* The object id an address was made for and the offset from its start
 * (possibly past its end); false when no object was ever placed there. The
 * id is a segment (generation and slot, see mem.h); whether the object is
 * still there is the address space's to say. */
static inline bool addr_decode(uint64_t addr, uint64_t *id, uint64_t *off) {
  if (LIKELY(!addr_is32())) {
    *id = addr >> 32;
    *off = addr & 0xffffffffull;
    return true;
  }
  return addr_find32(addr, id, off);
}

/* Address of a static object (global or function) with this id. */
uint64_t addr_static(uint32_t id);

#endif
