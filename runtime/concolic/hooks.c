/* The hooks `symx cc` inserts (see hooks.h): compiled to bitcode, linked into
 * the program's module before instrumentation, made internal and inlined
 * afterwards. Each is the concrete fast path of one kind of instruction. */
#include "hooks.h"

#define HOOK __attribute__((always_inline))

HOOK Shadow __symx_h_binop(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t w) {
  if (!sa && !sb) return 0;
  return __symx_cc_binop(op, sa, a, sb, b, w);
}

/* Before a division or remainder (op) whose divisor may be symbolic. */
HOOK void __symx_h_divisor(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t w) {
  if (sb) __symx_cc_divisor(op, sa, a, sb, b, w);
}

HOOK Shadow __symx_h_cast(uint32_t op, Shadow s, uint64_t v, uint32_t from, uint32_t to) {
  if (!s) return 0;
  return __symx_cc_cast(op, s, v, from, to);
}

HOOK Shadow __symx_h_select(Shadow sc, uint64_t c, Shadow st, uint64_t t, Shadow sf, uint64_t f, uint32_t w) {
  if (!sc && !st && !sf) return 0;
  return __symx_cc_select(sc, c, st, t, sf, f, w);
}

HOOK void __symx_h_branch(Shadow sc, uint64_t taken, uint32_t site) {
  /* a branch has the slots site and site + 1 (instrument.c): site * 2 made
   * its edges collide with a switch's slots */
  uint8_t *hits = &__symx_cc_cov[(site + (taken & 1)) & (SYMX_CC_COV_SIZE - 1)];
  *hits += *hits != 255; /* hit counts, saturating */
  if (sc) __symx_cc_branch(sc, taken, site);
}

/* Whether the `size` bytes at p lie in one page and none has a shadow. A
 * page with shadows (a stack page holding the input beside the loop
 * counters) is looked at byte by byte for a scalar's 1 to 8 bytes: where
 * they have none, the slow path would find none either. */
HOOK static int clean(const void *p, uint32_t size) {
  uintptr_t a = (uintptr_t)p, off = a & (SYMX_CC_PAGE_SIZE - 1);
  if (off + size > SYMX_CC_PAGE_SIZE) return 0; /* two pages: the slow path */
  CcPage **l2 = __symx_cc_pages[(a >> (SYMX_CC_PAGE_BITS + SYMX_CC_L2_BITS)) & (SYMX_CC_L1_SIZE - 1)];
  if (!l2) return 1;
  const CcPage *pg = l2[(a >> SYMX_CC_PAGE_BITS) & (SYMX_CC_L2_SIZE - 1)];
  if (!pg || !pg->nsym) return 1;
  if (size > 8) return 0;
  uintptr_t any = 0;
  for (uint32_t i = 0; i < size; i++) any |= (uintptr_t)pg->cells[off + i];
  return !any;
}

HOOK Shadow __symx_h_load(const void *p, uint32_t size) {
  if (!__symx_cc_mem_symbolic || clean(p, size)) return 0;
  return __symx_cc_load(p, size);
}

/* A GEP's symbolic index: the shadow of its offset from its root (hooks.h). */
HOOK Shadow __symx_h_gep(Shadow acc, uint64_t at, Shadow s, uint64_t v, uint32_t w, uint64_t scale) {
  if (!s) return acc;
  return __symx_cc_gep(acc, at, s, v, w, scale);
}

/* A load through a pointer whose bits may have a shadow `b` (hooks.h). */
HOOK Shadow __symx_h_load_bits(const void *p, uint32_t size, Shadow b) {
  if (!b) return __symx_h_load(p, size);
  return __symx_cc_load_bits(p, size, b);
}

/* A load through a pointer whose address may have a shadow `a`. */
HOOK Shadow __symx_h_load_at(const void *p, uint32_t size, Shadow a, const void *root, const void *obj,
                             uint64_t osize) {
  if (!a) return __symx_h_load(p, size);
  return __symx_cc_load_at(p, size, a, root, obj, osize);
}

/* Before a store through a pointer whose address may have a shadow a: 1 when
 * the runtime wrote the store's shadows (no __symx_h_store after it). */
HOOK uint32_t __symx_h_store_at(void *p, uint32_t size, Shadow a, const void *root, const void *obj,
                                uint64_t osize, Shadow s, uint64_t v) {
  if (!a) return 0;
  return __symx_cc_store_at(p, size, a, root, obj, osize, s, v);
}

HOOK void __symx_h_store(void *p, uint32_t size, Shadow s) {
  if (s || (__symx_cc_mem_symbolic && !clean(p, size))) __symx_cc_store(p, size, s);
}

/* After a store that __symx_h_store_at may have handled already. */
HOOK void __symx_h_store_unless(uint32_t done, void *p, uint32_t size, Shadow s) {
  if (!done) __symx_h_store(p, size, s);
}

HOOK void __symx_h_copy(void *dst, const void *src, uint64_t n) {
  if (__symx_cc_mem_symbolic && (n > SYMX_CC_PAGE_SIZE || !clean(src, (uint32_t)n) || !clean(dst, (uint32_t)n)))
    __symx_cc_copy(dst, src, n);
}

HOOK void __symx_h_clear(void *dst, uint64_t n) {
  if (__symx_cc_mem_symbolic && (n > SYMX_CC_PAGE_SIZE || !clean(dst, (uint32_t)n))) __symx_cc_copy(dst, 0, n);
}

HOOK void __symx_h_drop(Shadow s) {
  if (s) __symx_cc_drop(s);
}

HOOK void __symx_h_arg(uint32_t i, Shadow s) { __symx_cc_args[i] = s; }

HOOK void __symx_h_ext_arg(uint32_t i, const void *p) { __symx_cc_ptr_args[i] = p; }

HOOK void __symx_h_call(void *callee) { __symx_cc_callee = callee; }

/* After a call of `callee` with n arguments: the shadow of its result. */
HOOK Shadow __symx_h_result(void *callee, uint32_t n) {
  if (__symx_cc_callee == callee) { /* not instrumented: it did not take them */
    __symx_cc_callee = 0;
    uint32_t i = 0;
    while (i < n && !__symx_cc_args[i]) i++;
    if (i < n) __symx_cc_drop_call();
    else if (__symx_cc_mem_symbolic) __symx_cc_drop_reads(n); /* nor the memory it was handed */
    return 0;
  }
  return __symx_cc_ret_from == callee ? __symx_cc_ret : 0;
}

/* At a function's entry: the shadow of parameter i. */
HOOK Shadow __symx_h_param(void *self, uint32_t i) {
  return __symx_cc_callee == self ? __symx_cc_args[i] : 0;
}

HOOK void __symx_h_enter(void *self) {
  if (__symx_cc_callee == self) __symx_cc_callee = 0;
}

HOOK void __symx_h_return(void *self, Shadow s) {
  __symx_cc_ret = s;
  __symx_cc_ret_from = self;
}
