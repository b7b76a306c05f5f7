/* The program's heap blocks, for loads at a symbolic index (objects.c):
 * symx cc renames the program's calls of malloc, calloc, realloc and free
 * to the wrappers below (src/cc/cc.c, wrap_calls), which call the C
 * library's and record each live block of at most SYMX_CC_MAX_OBJECT bytes
 * in a hash table by its start. A pointer into a block is found by trying
 * the 16-byte-aligned starts below it (glibc's malloc aligns blocks to 16
 * bytes). calloc's block, which may hold the shadows of freed memory, is
 * made concrete. */
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "runtime.h"

typedef struct Block {
  uintptr_t start; /* 0: empty; 1: deleted */
  uint64_t size;
} Block;

static struct {
  Block *slots;
  size_t cap, used; /* used counts deleted slots too */
  uintptr_t lo, hi; /* every block recorded lies in [lo, hi) */
} heap;

enum { ALIGN = 16, DELETED = 1 };

static size_t slot_of(uintptr_t a, size_t cap) { return (size_t)((a >> 4) * 0x9e3779b97f4a7c15ull >> 20) & (cap - 1); }

static void put(uintptr_t a, uint64_t size);

static void grow(void) {
  Block *old = heap.slots;
  size_t n = heap.cap;
  heap.cap = n ? 2 * n : 1024;
  heap.slots = calloc(heap.cap, sizeof(Block));
  heap.used = 0;
  if (!heap.slots) _exit(120);
  for (size_t i = 0; i < n; i++)
    if (old[i].start > DELETED) put(old[i].start, old[i].size);
  free(old);
}

static void put(uintptr_t a, uint64_t size) {
  if (2 * (heap.used + 1) > heap.cap) grow();
  size_t i = slot_of(a, heap.cap);
  while (heap.slots[i].start > DELETED && heap.slots[i].start != a) i = (i + 1) & (heap.cap - 1);
  if (heap.slots[i].start != a) heap.used += heap.slots[i].start == 0;
  heap.slots[i] = (Block){a, size};
}

static Block *find(uintptr_t a) {
  if (!heap.cap) return NULL;
  for (size_t i = slot_of(a, heap.cap); heap.slots[i].start; i = (i + 1) & (heap.cap - 1))
    if (heap.slots[i].start == a) return &heap.slots[i];
  return NULL;
}

static void forget(uintptr_t p) {
  Block *b = p ? find(p) : NULL;
  if (b) b->start = DELETED;
}

static void *record(void *p, uint64_t size) {
  if (p && size && size <= SYMX_CC_MAX_OBJECT) {
    uintptr_t a = (uintptr_t)p;
    put(a, size);
    if (!heap.lo || a < heap.lo) heap.lo = a;
    if (a + size > heap.hi) heap.hi = a + size;
  }
  return p;
}

bool cc_heap_block(const void *root, CcObject *o) {
  uintptr_t r = (uintptr_t)root;
  if (r < heap.lo || r >= heap.hi) return false; /* a stack or global address: no probing */
  for (uintptr_t a = r & ~(uintptr_t)(ALIGN - 1); a + SYMX_CC_MAX_OBJECT > r && a > DELETED; a -= ALIGN) {
    Block *b = find(a);
    if (b) {
      if (r - a >= b->size) return false; /* past the nearest block below */
      *o = (CcObject){(const void *)a, b->size};
      return true;
    }
  }
  return false;
}

void *__symx_cc_w_malloc(size_t n) {
  cc_call_taken((void *)__symx_cc_w_malloc, 1);
  return record(malloc(n), n);
}

void *__symx_cc_w_calloc(size_t k, size_t n) {
  cc_call_taken((void *)__symx_cc_w_calloc, 2);
  void *p = calloc(k, n);
  if (p) __symx_cc_copy(p, NULL, (uint64_t)k * n); /* the shadows of freed memory go */
  return p && n && k <= SIZE_MAX / n ? record(p, (uint64_t)k * n) : p;
}

void *__symx_cc_w_realloc(void *q, size_t n) {
  cc_call_taken((void *)__symx_cc_w_realloc, 2);
  forget((uintptr_t)q); /* (a failed realloc keeps the old block, no longer found: concretised) */
  return record(realloc(q, n), n);
}

void __symx_cc_w_free(void *q) {
  cc_call_taken((void *)__symx_cc_w_free, 1);
  forget((uintptr_t)q);
  free(q);
}
