/* The stack arrays an instrumented function hands to calls (src/cc/stack.c
 * records them while the function runs), for loads at a symbolic index
 * through a callee's pointer (objects.c). A stack of (array, size, frame
 * address): frames deeper than the one that records (lower addresses: the
 * stack grows down) are gone and dropped first, so the entries stay in
 * order, the deepest last; a return drops its frame's entries. A frame left
 * by longjmp leaves its entries until a shallower frame records. */
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "runtime.h"

typedef struct StackArray {
  uintptr_t base, frame;
  uint64_t size;
} StackArray;

static struct {
  StackArray *data;
  size_t len, cap;
} arrays;

void __symx_cc_stack_enter(void *p, uint64_t size, void *frame) {
  while (arrays.len && arrays.data[arrays.len - 1].frame < (uintptr_t)frame) arrays.len--;
  if (arrays.len == arrays.cap) {
    arrays.cap = arrays.cap ? 2 * arrays.cap : 64;
    arrays.data = realloc(arrays.data, arrays.cap * sizeof *arrays.data);
    if (!arrays.data) _exit(120);
  }
  arrays.data[arrays.len++] = (StackArray){(uintptr_t)p, (uintptr_t)frame, size};
}

void __symx_cc_stack_leave(void *frame) {
  while (arrays.len && arrays.data[arrays.len - 1].frame <= (uintptr_t)frame) arrays.len--;
}

bool cc_stack_array(const void *root, CcObject *o) {
  uintptr_t r = (uintptr_t)root;
  for (size_t i = arrays.len; i-- > 0;)
    if (r >= arrays.data[i].base && r - arrays.data[i].base < arrays.data[i].size) {
      *o = (CcObject){(const void *)arrays.data[i].base, arrays.data[i].size};
      return true;
    }
  return false;
}
