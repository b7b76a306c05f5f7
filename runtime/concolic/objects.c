/* Loads at a symbolic index (hooks.h): the shadows of offsets from the
 * program's getelementptrs, and a load through one read as symx run's memory
 * model reads a symbolic offset inside one object (engine/mem.c's
 * mem_read_sym): the object's bytes as an array expression (its concrete
 * bytes, with a store of every byte's shadow), selected at the offset, and
 * the offset's bounds a branch of the path constraint, so that a child may
 * leave the object (the ASan run of `symx fuzz` then reports it).
 *
 * The object is the one the access's root pointer (the base of the first
 * symbolic getelementptr) points into: given by symx cc when the root is a
 * global or an alloca, else looked up among the program's globals (the
 * table __symx_cc_objects that symx cc writes into the program), the C
 * library's <ctype.h> tables, the program's heap blocks (heap.c) and the
 * stack arrays functions pass to calls (stack.c). A root in no known object, or an object over
 * SYMX_CC_MAX_OBJECT bytes, leaves the load at its concrete address, as
 * every symbolic address was before: counted as a concretisation.
 *
 * A store at a symbolic offset into an object of at most SYMX_CC_MAX_STORE
 * bytes rewrites every byte's shadow as an ite over the offset (the stored
 * byte where the offset puts it, else the old); a store into a larger or
 * unknown object is recorded at its concrete address (counted). */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "expr/expr.h"
#include "runtime.h"

/* written by symx cc: the program's global variables */
extern const CcObject __symx_cc_objects[] __attribute__((weak));
extern const uint32_t __symx_cc_nobjects __attribute__((weak));

enum { SITE_BOUNDS = 0xffffff20u }; /* the in-bounds branch of a symbolic read */

Shadow __symx_cc_gep(Shadow acc, uint64_t at, Shadow s, uint64_t v, uint32_t w, uint64_t scale) {
  Expr *e = s;
  if (w == 0 || w > 64 || e->width != w) {
    cc_concretised();
    return acc;
  }
  ExprTable *t = cc_table();
  Expr *i = expr_sext(e, 64), *k = expr_const(t, 64, scale), *term = expr_binary(EXPR_MUL, i, k);
  Expr *start = acc ? expr_inc(acc) : expr_const(t, 64, at);
  Expr *d = expr_const(t, 64, (uint64_t)0 - (uint64_t)sext64(v, w) * scale);
  Expr *x = expr_binary(EXPR_ADD, start, d), *r = expr_binary(EXPR_ADD, x, term);
  expr_dec(i), expr_dec(k), expr_dec(term), expr_dec(start), expr_dec(d), expr_dec(x);
  return r; /* shadows live until the run ends */
}

/* ---- Finding the object a root points into -------------------------------------- */

static struct {
  CcObject *sorted; /* __symx_cc_objects by address */
  uint32_t n;
  bool ready;
} globals;

static int by_base(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const CcObject *)a)->base, y = (uintptr_t)((const CcObject *)b)->base;
  return x < y ? -1 : x > y;
}

static void globals_ready(void) {
  globals.ready = true;
  if (!&__symx_cc_nobjects || !__symx_cc_nobjects) return;
  globals.sorted = malloc(__symx_cc_nobjects * sizeof(CcObject));
  if (!globals.sorted) return;
  memcpy(globals.sorted, __symx_cc_objects, __symx_cc_nobjects * sizeof(CcObject));
  globals.n = __symx_cc_nobjects;
  qsort(globals.sorted, globals.n, sizeof(CcObject), by_base);
}

static bool within(const void *p, const void *base, uint64_t size) {
  return (uintptr_t)p >= (uintptr_t)base && (uintptr_t)p - (uintptr_t)base < size;
}

/* The C library's tables behind isalpha() and friends, tolower() and
 * toupper() (indexed from -128 to 255); asked each time, since setlocale
 * may change them. */
static bool ctype_table(const void *root, CcObject *o) {
  const void *tabs[3] = {*__ctype_b_loc() - 128, *__ctype_tolower_loc() - 128, *__ctype_toupper_loc() - 128};
  const uint64_t sizes[3] = {384 * sizeof(unsigned short), 384 * sizeof(int32_t), 384 * sizeof(int32_t)};
  for (int i = 0; i < 3; i++)
    if (within(root, tabs[i], sizes[i])) {
      *o = (CcObject){tabs[i], sizes[i]};
      return true;
    }
  return false;
}

static bool find_object(const void *root, CcObject *o) {
  if (!globals.ready) globals_ready();
  uint32_t lo = 0, hi = globals.n; /* the last global at or below root */
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if ((uintptr_t)globals.sorted[mid].base <= (uintptr_t)root) lo = mid + 1;
    else hi = mid;
  }
  if (lo && within(root, globals.sorted[lo - 1].base, globals.sorted[lo - 1].size)) {
    *o = globals.sorted[lo - 1];
    return true;
  }
  return ctype_table(root, o) || cc_heap_block(root, o) || cc_stack_array(root, o);
}

/* ---- The read ------------------------------------------------------------------- */

/* The object's bytes now, with their shadows, as an array expression. */
static Expr *object_array(ExprTable *t, const CcObject *o) {
  const uint8_t *b = o->base;
  Expr *arr = expr_arr_base(t, b, (uint32_t)o->size);
  for (uint64_t i = 0; __symx_cc_mem_symbolic && i < o->size; i++) {
    Expr *s = cc_shadow_get(b + i);
    if (!s) continue;
    Expr *idx = expr_const(t, 64, i), *n = expr_arr_store(arr, idx, s);
    expr_dec(idx);
    expr_dec(arr);
    arr = n;
  }
  return arr;
}

/* The `size` bytes at the symbolic offset `off` of the array (little-endian). */
static Expr *select_bytes(ExprTable *t, Expr *arr, Expr *off, uint32_t size) {
  Expr *whole = NULL;
  for (uint32_t i = 0; i < size; i++) {
    Expr *c = expr_const(t, 64, i), *idx = expr_binary(EXPR_ADD, off, c), *byte = expr_select(arr, idx);
    expr_dec(c), expr_dec(idx);
    if (!whole) {
      whole = byte;
    } else {
      Expr *w = expr_concat(byte, whole);
      expr_dec(whole), expr_dec(byte);
      whole = w;
    }
  }
  return whole;
}

/* The load at the concrete address: as before symbolic addresses were read. */
static Shadow concrete_read(const void *p, uint32_t size) {
  cc_concretised();
  return __symx_cc_mem_symbolic ? __symx_cc_load(p, size) : NULL;
}

/* Whether the access of `size` bytes at p, through the shadow a of its
 * offset from root,
 * is read or written symbolically: its object found (o) and at most `limit`
 * bytes, a agreeing with p, and p inside it (the bounds then a branch of the
 * path, either way); off: the symbolic offset (a new reference). */
static bool symbolic_offset(const void *p, uint32_t size, Expr *a, const void *root, CcObject *o, uint64_t limit,
                            Expr **off) {
  if (!o->base && !find_object(root, o)) return false;
  if (o->size > limit || o->size < size || size > 8 || a->width != 64) return false;
  uint64_t from_root = (uint64_t)((uintptr_t)p - (uintptr_t)root);
  if ((uint64_t)expr_eval(a, cc_model()) != from_root) { /* stale: not made wrong */
    cc_imprecise();
    return false;
  }
  ExprTable *t = cc_table();
  Expr *base = expr_const(t, 64, (uint64_t)((uintptr_t)root - (uintptr_t)o->base)); /* the root in its object */
  *off = expr_binary(EXPR_ADD, a, base);
  Expr *last = expr_const(t, 64, o->size - size), *inside = expr_binary(EXPR_ULE, *off, last);
  bool in = (uint64_t)((uintptr_t)p - (uintptr_t)o->base) <= o->size - size;
  cc_branch(inside, SITE_BOUNDS, in);
  expr_dec(base), expr_dec(last), expr_dec(inside);
  if (!in) expr_dec(*off);
  return in;
}

Shadow __symx_cc_load_at(const void *p, uint32_t size, Shadow a, const void *root, const void *obj, uint64_t osize) {
  CcObject o = {obj, osize};
  Expr *off;
  if (!symbolic_offset(p, size, a, root, &o, SYMX_CC_MAX_OBJECT, &off)) return concrete_read(p, size);
  ExprTable *t = cc_table();
  Expr *arr = object_array(t, &o), *r = select_bytes(t, arr, off, size);
  expr_dec(arr), expr_dec(off);
  return r;
}

Shadow __symx_cc_load_bits(const void *p, uint32_t size, Shadow b) {
  CcObject o = {0};
  Expr *e = b;
  if (!find_object(p, &o) || o.size > SYMX_CC_MAX_OBJECT || o.size < size || size > 8 || e->width != 64)
    return concrete_read(p, size);
  if ((uint64_t)expr_eval(e, cc_model()) != (uint64_t)(uintptr_t)p) { /* stale: not made wrong */
    cc_imprecise();
    return concrete_read(p, size);
  }
  if ((uint64_t)((uintptr_t)p - (uintptr_t)o.base) > o.size - size) return concrete_read(p, size);
  ExprTable *t = cc_table();
  Expr *base = expr_const(t, 64, (uint64_t)(uintptr_t)o.base), *off = expr_binary(EXPR_SUB, e, base);
  Expr *last = expr_const(t, 64, o.size - size), *inside = expr_binary(EXPR_ULE, off, last);
  cc_assume(inside, true);
  Expr *arr = object_array(t, &o), *r = select_bytes(t, arr, off, size);
  expr_dec(base), expr_dec(last), expr_dec(inside), expr_dec(arr), expr_dec(off);
  return r;
}

/* Byte k of the object after the store of `bytes` (size of them) at the
 * symbolic offset off: the stored byte j where off = k - j, else the old. */
static Expr *stored_cell(ExprTable *t, const CcObject *o, uint64_t k, Expr *off, Expr **bytes, uint32_t size) {
  const uint8_t *b = o->base;
  Expr *old = cc_shadow_get(b + k), *cell = old ? expr_inc(old) : expr_const(t, 8, b[k]);
  for (uint32_t j = 0; j < size; j++) {
    if (k < j || k - j > o->size - size) continue;
    Expr *at = expr_const(t, 64, k - j), *here = expr_eq(off, at), *n = expr_ite(here, bytes[j], cell);
    expr_dec(at), expr_dec(here), expr_dec(cell);
    cell = n;
  }
  return cell;
}

uint32_t __symx_cc_store_at(void *p, uint32_t size, Shadow a, const void *root, const void *obj, uint64_t osize,
                            Shadow s, uint64_t v) {
  CcObject o = {obj, osize};
  Expr *off, *val = s;
  if ((val && val->width != 8 * size) || !symbolic_offset(p, size, a, root, &o, SYMX_CC_MAX_STORE, &off)) {
    cc_concretised();
    return 0;
  }
  ExprTable *t = cc_table();
  Expr *value = val ? expr_inc(val) : expr_const(t, 8 * size, v), *bytes[8];
  for (uint32_t j = 0; j < size; j++) bytes[j] = expr_extract(value, 8 * j, 8);
  uint8_t *b = (uint8_t *)o.base;
  uint64_t at = (uint64_t)((uintptr_t)p - (uintptr_t)b);
  for (uint64_t k = 0; k < o.size; k++) {
    Expr *cell = stored_cell(t, &o, k, off, bytes, size);
    uint8_t now = k - at < size ? (uint8_t)(v >> (8 * (k - at))) : b[k]; /* the byte after the store */
    if (expr_is_const(cell)) expr_dec(cell), cell = NULL;
    cc_shadow_set_value(b + k, cell, now); /* the cell keeps the reference */
  }
  for (uint32_t j = 0; j < size; j++) expr_dec(bytes[j]);
  expr_dec(value), expr_dec(off);
  __symx_cc_mem_symbolic = 1;
  return 1;
}

/* ---- Memory handed to the C library ----------------------------------------------- */

/* After a call of an uninstrumented function with no symbolic argument: if
 * a pointer argument points at bytes with shadows, the callee read (or may
 * have read) them as plain bytes, and its results lost what they depended
 * on: one concretisation. The bytes considered: the rest of the object the
 * pointer points into when it is known (objects above), else the next
 * SYMX_CC_EXT_SCAN bytes. */
enum { SYMX_CC_EXT_SCAN = 64 };
void __symx_cc_drop_reads(uint32_t n) {
  bool read = false;
  for (uint32_t i = 0; i < n && i < SYMX_CC_MAX_ARGS; i++) {
    const void *p = __symx_cc_ptr_args[i];
    __symx_cc_ptr_args[i] = NULL;
    if (!p || read) continue;
    CcObject o;
    uint64_t len = SYMX_CC_EXT_SCAN;
    if (find_object(p, &o)) len = (uint64_t)((uintptr_t)o.base + o.size - (uintptr_t)p);
    read = cc_shadow_any(p, len);
  }
  if (read) cc_concretised();
}
