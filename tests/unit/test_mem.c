/* Unit tests of mem: concrete and symbolic reads and writes, copy-on-write
 * sharing between address spaces, array mode, and leak freedom. */
#include <stdio.h>
#include <string.h>

#include "engine/mem.h"

#include "check.h"

/* The expressions of the test. */
static ExprTable *T;

static AddrLayout lp64; /* the layout of the LP64 tests */

static void test_concrete_roundtrip(void) {
  AddrSpace as;
  mem_space_init(&as, 1, &lp64);
  Object *o = mem_alloc(&as, 16, OBJ_HEAP);
  Val v = {0x1122334455667788ull, NULL};
  mem_write(T, o, 3, 8, 64, &v);
  Val r = mem_read(T, o, 3, 8, 64);
  CHECK(!r.e && r.v == 0x1122334455667788ull);
  r = mem_read(T, o, 3, 2, 16);
  CHECK(!r.e && r.v == 0x7788);
  r = mem_read(T, o, 10, 1, 8);
  CHECK(!r.e && r.v == 0x11);
  Val b = {1, NULL}; /* i1 stored as one byte */
  mem_write(T, o, 0, 1, 1, &b);
  r = mem_read(T, o, 0, 1, 1);
  CHECK(!r.e && r.v == 1);
  mem_space_free(&as);
}

static void test_symbolic_bytes(void) {
  AddrSpace as;
  mem_space_init(&as, 1, &lp64);
  Object *o = mem_alloc(&as, 8, OBJ_HEAP);
  Array *a = array_new(T, "x", 4);
  Expr *b[4], *x;
  for (int i = 0; i < 4; i++) b[i] = expr_var(a, i);
  Expr *hi = expr_concat(b[3], b[2]), *lo = expr_concat(b[1], b[0]);
  x = expr_concat(hi, lo);
  Val v = {0, x};
  mem_write(T, o, 2, 4, 32, &v);
  CHECK(!mem_is_concrete(o, 2, 1));
  CHECK(mem_is_concrete(o, 0, 2));
  Val r = mem_read(T, o, 2, 4, 32);
  CHECK(r.e == x); /* stored byte by byte, loaded back as the same expression */
  expr_dec(r.e);
  r = mem_read(T, o, 2, 1, 8);
  CHECK(r.e == b[0]);
  expr_dec(r.e);
  /* Overwriting with a concrete value makes the bytes concrete again. */
  Val c = {0xabcd, NULL};
  mem_write(T, o, 2, 2, 16, &c);
  CHECK(mem_is_concrete(o, 2, 2) && !mem_is_concrete(o, 4, 1));
  CHECK(o->nsym == 2);
  /* Evaluation of a mixed read under a model. */
  Model *m = model_new();
  model_set(m, a, 2, 0x5a);
  model_set(m, a, 3, 0xa5);
  r = mem_read(T, o, 2, 4, 32);
  CHECK(r.e && (uint64_t)expr_eval(r.e, m) == 0xa55aabcd);
  expr_dec(r.e);
  model_free(m);
  for (int i = 0; i < 4; i++) expr_dec(b[i]);
  expr_dec(hi), expr_dec(lo), expr_dec(x);
  mem_space_free(&as);
}

static void test_copy_on_write(void) {
  AddrSpace a, b;
  mem_space_init(&a, 1, &lp64);
  Object *o = mem_alloc(&a, 4, OBJ_STACK);
  Val v = {7, NULL};
  mem_write(T, o, 0, 4, 32, &v);
  mem_space_copy(&b, &a);
  CHECK(mem_space_get(&a, o->id) == mem_space_get(&b, o->id));
  CHECK(o->refs == 2);
  Object *w = mem_writable(&b, o->id);
  CHECK(w != o && o->refs == 1 && w->refs == 1);
  Val nine = {9, NULL};
  mem_write(T, w, 0, 4, 32, &nine);
  CHECK(mem_read(T, o, 0, 4, 32).v == 7);
  CHECK(mem_read(T, w, 0, 4, 32).v == 9);
  CHECK(mem_writable(&a, o->id) == o); /* sole owner: no copy */
  mem_space_free(&a);
  mem_space_free(&b);
}

static void test_symbolic_offset(void) {
  AddrSpace as;
  mem_space_init(&as, 1, &lp64);
  Object *o = mem_alloc(&as, 4, OBJ_GLOBAL);
  for (int i = 0; i < 4; i++) o->bytes[i] = (uint8_t)(10 + i);
  Array *a = array_new(T, "i", 1);
  Expr *iv = expr_var(a, 0), *off = expr_zext(iv, 64);
  Model *m = model_new();
  Val r = mem_read_sym(o, off, 1, 8);
  for (int i = 0; i < 4; i++) {
    model_set(m, a, 0, (uint8_t)i);
    CHECK(r.e && (uint64_t)expr_eval(r.e, m) == (uint64_t)(10 + i));
  }
  expr_dec(r.e);
  /* A write at a symbolic offset switches the object to array mode; reads at
   * concrete offsets then see it under the model. */
  Val v = {99, NULL};
  mem_write_sym(o, off, 1, 8, &v);
  CHECK(o->arr != NULL);
  model_set(m, a, 0, 2);
  Val r2 = mem_read(T, o, 2, 1, 8);
  Val r1 = mem_read(T, o, 1, 1, 8);
  CHECK(r2.e && (uint64_t)expr_eval(r2.e, m) == 99);
  CHECK(r1.e && (uint64_t)expr_eval(r1.e, m) == 11);
  expr_dec(r1.e), expr_dec(r2.e);
  /* A later concrete write at a known offset is seen by reads there. */
  Val seven = {7, NULL};
  mem_write(T, o, 2, 1, 8, &seven);
  Val r3 = mem_read(T, o, 2, 1, 8);
  CHECK(!r3.e && r3.v == 7);
  model_free(m);
  expr_dec(iv), expr_dec(off);
  mem_space_free(&as);
}

static void test_slot_reuse(void) {
  AddrSpace as;
  mem_space_init(&as, 1, &lp64);
  Object *a = mem_alloc(&as, 8, OBJ_STACK);
  uint32_t aid = a->id;
  mem_kill(&as, aid);
  Object *dead = mem_space_get(&as, aid);
  CHECK(dead && !dead->alive && dead->kind == OBJ_STACK); /* not yet reused */
  Object *b = mem_alloc(&as, 8, OBJ_HEAP);
  CHECK((b->id & MEM_SLOT_MASK) == (aid & MEM_SLOT_MASK)); /* same slot */
  CHECK(b->id != aid);                                      /* next generation */
  CHECK(mem_space_get(&as, b->id) == b);
  CHECK(mem_space_get(&as, aid) == &mem_dangling);          /* old pointer dangles */
  CHECK(!mem_dangling.alive);
  /* Forked spaces keep their own free lists. */
  mem_kill(&as, b->id);
  AddrSpace c;
  mem_space_copy(&c, &as);
  Object *x = mem_alloc(&as, 4, OBJ_HEAP), *y = mem_alloc(&c, 4, OBJ_HEAP);
  CHECK(x->id == y->id && x != y);
  mem_space_free(&as);
  mem_space_free(&c);
}

/* ILP32: addresses from the shared bump allocator, found again by mem_at;
 * red zones; a forked space's object at an address it never allocated is
 * not found; a reused slot's old address dangles. */
static void test_ilp32_layout(void) {
  AddrLayout l32;
  addr_init(&l32, 32);
  AddrSpace as;
  mem_space_init(&as, 1, &l32);
  Object *a = mem_alloc(&as, 10, OBJ_HEAP), *b = mem_alloc(&as, 100, OBJ_HEAP);
  CHECK(a->base >= 0x10000 && a->base <= 0xffffffffu && a->base % 16 == 0);
  CHECK(b->base >= a->base + 10 + 64);          /* red zone after a */
  uint64_t off = 99;
  CHECK(mem_at(&as, a->base, &off) == a && off == 0);
  CHECK(mem_at(&as, a->base + 9, &off) == a && off == 9);
  CHECK(mem_at(&as, a->base + 12, &off) == a && off == 12); /* past the end: a's, out of bounds */
  CHECK(mem_at(&as, b->base + 50, &off) == b && off == 50);
  CHECK(mem_at(&as, 0, &off) == NULL);
  CHECK(mem_at(&as, 0x1000, &off) == NULL);
  CHECK(mem_at(&as, 0xfffffff0u, &off) == b);  /* beyond the last: b's, out of bounds */
  AddrSpace c;
  mem_space_copy(&c, &as);
  Object *x = mem_alloc(&as, 8, OBJ_HEAP), *y = mem_alloc(&c, 8, OBJ_HEAP);
  CHECK(x->id == y->id && x->base != y->base);  /* same slot, different addresses */
  CHECK(mem_at(&as, x->base, &off) == x);
  CHECK(mem_at(&c, x->base, &off) == NULL);     /* c never allocated there */
  CHECK(mem_at(&c, y->base, &off) == y);
  uint64_t old = a->base;
  mem_kill(&as, a->id);
  Object *dead = mem_at(&as, old, &off);
  CHECK(dead && !dead->alive);                  /* use after free is seen */
  Object *n = mem_alloc(&as, 4, OBJ_HEAP);     /* reuses a's slot */
  CHECK(n->base != old && mem_at(&as, old, &off) == &mem_dangling);
  CHECK(addr_place(&l32, 1, 0xfffffff0u) == 0); /* the 32-bit space is finite */
  mem_space_free(&as);
  mem_space_free(&c);
  addr_free(&l32);
  Object *g = mem_object_new(7, 4, OBJ_GLOBAL);
  CHECK(g->base == 7ull << 32 && addr_static(&lp64, 7) == 7ull << 32);
  mem_object_release(g);
}

/* ILP32 statics: placed first in id order, their addresses found by id, and
 * an address decodes back to its id and offset. */
static void test_ilp32_statics(void) {
  AddrLayout l;
  addr_init(&l, 32);
  uint64_t g1 = addr_place(&l, 1, 8), f2 = addr_place(&l, 2, 1), d = addr_place(&l, 9, 4);
  CHECK(addr_static(&l, 1) == g1 && addr_static(&l, 2) == f2 && addr_static(&l, 3) == 0);
  uint64_t id, off;
  CHECK(addr_decode(&l, f2, &id, &off) && id == 2 && off == 0);
  CHECK(addr_decode(&l, g1 + 5, &id, &off) && id == 1 && off == 5);
  CHECK(addr_decode(&l, d + 3, &id, &off) && id == 9 && off == 3);
  CHECK(!addr_decode(&l, g1 - 1, &id, &off)); /* below every object */
  CHECK(addr_decode(&lp64, 5ull << 32 | 7, &id, &off) && id == 5 && off == 7);
  /* Layouts are values: a copy (an engine's, from its module's) grows apart
   * from the original, and two engines' placements never meet. */
  AddrLayout e1, e2;
  addr_copy(&e1, &l);
  addr_copy(&e2, &l);
  uint64_t h1 = addr_place(&e1, 10, 16), h2 = addr_place(&e2, 11, 32);
  CHECK(h1 == h2 && h1 > d);                      /* both continue after the statics */
  CHECK(addr_decode(&e1, h1, &id, &off) && id == 10 && addr_decode(&e2, h2, &id, &off) && id == 11);
  CHECK(!addr_decode(&l, h1, &id, &off) || id == 9); /* the module's layout never saw them */
  CHECK(addr_static(&e1, 2) == f2 && addr_static(&e2, 1) == g1);
  addr_free(&e1);
  addr_free(&e2);
  addr_free(&l);
}

int main(void) {
  addr_init(&lp64, 64);
  test_slot_reuse();
  test_ilp32_layout();
  test_ilp32_statics();
  size_t start = util_bytes_in_use();
  T = expr_table_new();
  test_concrete_roundtrip();
  test_symbolic_bytes();
  test_copy_on_write();
  test_symbolic_offset();
  CHECK(expr_live_count(T) == 0);
  expr_table_free(T);
  CHECK(util_bytes_in_use() == start);
  printf("test_mem: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
