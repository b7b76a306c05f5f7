/* mem: see mem.h. */
#include "engine/mem.h"

#include <assert.h>
#include <string.h>

const Object mem_dangling = {.refs = 1u << 30, .kind = OBJ_HEAP, .alive = false};

Object *mem_object_new(uint32_t id, uint64_t size, ObjKind kind) {
  Object *o = xcalloc(1, sizeof *o);
  o->refs = 1;
  o->id = id;
  o->base = (uint64_t)id << 32;
  o->size = size;
  o->kind = (uint8_t)kind;
  o->alive = true;
  o->bytes = xcalloc(size ? size : 1, 1);
  return o;
}

static void drop_sym(Object *o) {
  if (!o->sym) return;
  /* nsym entries are set: stop after the last (a VLA of a large size from
   * input holds few, and its table is mostly pages never touched) */
  for (uint64_t i = 0, left = o->nsym; i < o->size && left; i++)
    if (o->sym[i]) expr_dec(o->sym[i]), left--;
  xfree(o->sym, o->size * sizeof(Expr *));
  o->sym = NULL;
  o->nsym = 0;
}

static size_t bitmap_bytes(const Object *o) { return (size_t)((o->size + 7) / 8); }

void mem_object_release(Object *o) {
  if (!o || --o->refs > 0) return;
  drop_sym(o);
  if (o->unwritten) xfree(o->unwritten, bitmap_bytes(o));
  expr_dec(o->arr);
  expr_dec(o->arr_cache);
  xfree(o->bytes, o->size ? o->size : 1);
  xfree(o, sizeof *o);
}

static Object *object_clone(const Object *src) {
  Object *o = xmalloc(sizeof *o);
  *o = *src;
  o->refs = 1;
  o->bytes = xmalloc(src->size ? src->size : 1);
  memcpy(o->bytes, src->bytes, src->size ? src->size : 1);
  if (src->sym) {
    o->sym = xmalloc(src->size * sizeof(Expr *));
    for (uint64_t i = 0; i < src->size; i++) o->sym[i] = expr_inc(src->sym[i]);
  }
  expr_inc(o->arr);
  expr_inc(o->arr_cache);
  if (src->unwritten) {
    o->unwritten = xmalloc(bitmap_bytes(src));
    memcpy(o->unwritten, src->unwritten, bitmap_bytes(src));
  }
  return o;
}

void mem_space_init(AddrSpace *as, uint32_t first_dynamic_id, AddrLayout *layout) {
  memset(as, 0, sizeof *as);
  as->cap = first_dynamic_id + 16;
  as->objs = xcalloc(as->cap, sizeof(Object *));
  as->next_id = first_dynamic_id;
  as->layout = layout;
}

void mem_space_copy(AddrSpace *dst, const AddrSpace *src) {
  dst->cap = src->cap;
  dst->next_id = src->next_id;
  dst->layout = src->layout;
  dst->nfree = dst->free_cap = src->nfree;
  dst->free_slots = NULL;
  if (src->nfree) {
    dst->free_slots = xmalloc(src->nfree * sizeof(uint32_t));
    memcpy(dst->free_slots, src->free_slots, src->nfree * sizeof(uint32_t));
  }
  dst->objs = xmalloc(src->cap * sizeof(Object *));
  for (uint32_t i = 0; i < src->cap; i++) {
    dst->objs[i] = src->objs[i];
    if (dst->objs[i]) dst->objs[i]->refs++;
  }
}

void mem_space_free(AddrSpace *as) {
  for (uint32_t i = 0; i < as->cap; i++) mem_object_release(as->objs[i]);
  xfree(as->objs, as->cap * sizeof(Object *));
  xfree(as->free_slots, as->free_cap * sizeof(uint32_t));
  as->objs = NULL;
  as->free_slots = NULL;
  as->cap = as->nfree = as->free_cap = 0;
}

void mem_space_put(AddrSpace *as, Object *o) {
  uint32_t slot = o->id & MEM_SLOT_MASK;
  if (slot >= as->cap) {
    uint32_t nc = as->cap * 2 > slot + 1 ? as->cap * 2 : slot + 16;
    as->objs = xrealloc(as->objs, as->cap * sizeof(Object *), nc * sizeof(Object *));
    memset(as->objs + as->cap, 0, (nc - as->cap) * sizeof(Object *));
    as->cap = nc;
  }
  mem_object_release(as->objs[slot]);
  as->objs[slot] = o;
}

Object *mem_writable(AddrSpace *as, uint32_t id) {
  id &= MEM_SLOT_MASK;
  Object *o = as->objs[id];
  if (o->refs == 1) {
    if (o->arr_cache) { expr_dec(o->arr_cache); o->arr_cache = NULL; }
    return o;
  }
  Object *c = object_clone(o);
  expr_dec(c->arr_cache);
  c->arr_cache = NULL;
  o->refs--;
  as->objs[id] = c;
  return c;
}

Object *mem_alloc(AddrSpace *as, uint64_t size, ObjKind kind) {
  uint32_t seg;
  bool reuse = as->nfree > 0;
  if (reuse) {
    uint32_t slot = as->free_slots[as->nfree - 1];
    uint32_t gen = ((as->objs[slot]->id >> MEM_SLOT_BITS) + 1) & MEM_GEN_MASK;
    seg = gen << MEM_SLOT_BITS | slot;
  } else {
    if (as->next_id > MEM_SLOT_MASK) return NULL;
    seg = as->next_id;
  }
  uint64_t base = (uint64_t)seg << 32;
  if (addr_is32(as->layout) && !(base = addr_place(as->layout, seg, size))) return NULL; /* 32-bit space used up */
  if (reuse) as->nfree--;
  else as->next_id++;
  Object *o = mem_object_new(seg, size, kind);
  o->base = base;
  mem_space_put(as, o);
  return o;
}

void mem_kill(AddrSpace *as, uint32_t id) {
  Object *o = mem_space_get(as, id);
  if (!o || o == &mem_dangling || o->tomb) return;
  Object *tomb = mem_object_new(id, 0, (ObjKind)o->kind);
  tomb->base = o->base;
  tomb->alive = false;
  tomb->tomb = true;
  mem_space_put(as, tomb); /* releases o */
  if (as->nfree == as->free_cap) {
    uint32_t nc = as->free_cap ? 2 * as->free_cap : 16;
    as->free_slots = xrealloc(as->free_slots, as->free_cap * sizeof(uint32_t), nc * sizeof(uint32_t));
    as->free_cap = nc;
  }
  as->free_slots[as->nfree++] = id & MEM_SLOT_MASK;
}

void val_set_expr(Val *r, Expr *e) {
  if (e->kind == EXPR_CONST && e->width <= 64) {
    uint64_t v = (uint64_t)expr_value(e);
    expr_dec(e);
    val_set_conc(r, v);
    return;
  }
  Expr *old = r->e;
  r->e = e;
  expr_dec(old);
}

Expr *val_expr(ExprTable *t, const Val *v, unsigned width) {
  if (v->e) return expr_inc(v->e);
  return expr_const(t, width, v->v);
}

/* ---- Lazily uninitialised objects ------------------------------------------
 * Materialising a byte changes no state's view of it (it was uninit[i] all
 * along), so it is done in place even on an object shared between states. */

void mem_uninit_lazy(Object *o, Array *a) {
  o->uninit = a;
  o->unwritten = xmalloc(bitmap_bytes(o));
  memset(o->unwritten, 0xff, bitmap_bytes(o));
  if (o->size % 8) o->unwritten[o->size / 8] = (uint8_t)((1u << (o->size % 8)) - 1);
  o->nunwritten = o->size;
}

static void lazy_done(Object *o) {
  if (o->nunwritten) return;
  xfree(o->unwritten, bitmap_bytes(o));
  o->unwritten = NULL;
}

static inline bool unwritten_at(const Object *o, uint64_t i) { return o->unwritten[i / 8] >> (i % 8) & 1; }

static void clear_bit(Object *o, uint64_t i) {
  o->unwritten[i / 8] &= (uint8_t) ~(1u << (i % 8));
  o->nunwritten--;
}

void mem_written(Object *o, uint64_t off, uint64_t n) {
  if (!o->unwritten) return;
  for (uint64_t i = off; i < off + n && i < o->size && o->unwritten; i++) {
    if (!(i % 8) && i + 8 <= off + n && !o->unwritten[i / 8]) { i += 7; continue; }
    if (unwritten_at(o, i)) clear_bit(o, i);
    if (!o->nunwritten) lazy_done(o);
  }
}

void mem_materialize(Object *o, uint64_t off, uint64_t n) {
  for (uint64_t i = off; o->unwritten && i < off + n && i < o->size; i++) {
    if (!(i % 8) && i + 8 <= off + n && !o->unwritten[i / 8]) { i += 7; continue; }
    if (!unwritten_at(o, i)) continue;
    clear_bit(o, i);
    Expr *v = expr_var(o->uninit, (uint32_t)i);
    expr_dec(o->arr_cache); /* its bytes are stale now */
    o->arr_cache = NULL;
    if (!o->sym) o->sym = xcalloc(o->size, sizeof(Expr *));
    o->sym[i] = v; /* the reference is the object's */
    o->nsym++;
    lazy_done(o);
  }
}

/* The contents as an array expression (new reference). */
static Expr *object_array(ExprTable *t, Object *o) {
  if (o->arr) return expr_inc(o->arr);
  if (o->unwritten) mem_materialize(o, 0, o->size); /* a symbolic offset may read any byte */
  if (!o->arr_cache) {
    Expr *a = expr_arr_base(t, o->bytes, (uint32_t)o->size);
    if (o->sym) {
      for (uint64_t i = 0; i < o->size; i++) {
        if (!o->sym[i]) continue;
        Expr *idx = expr_const(t, 64, i);
        Expr *n = expr_arr_store(a, idx, o->sym[i]);
        expr_dec(idx);
        expr_dec(a);
        a = n;
      }
    }
    o->arr_cache = a;
  }
  return expr_inc(o->arr_cache);
}

Expr *mem_byte_expr(ExprTable *t, Object *o, uint64_t off) {
  if (o->arr) {
    Expr *idx = expr_const(t, 64, off);
    Expr *r = expr_select(o->arr, idx);
    expr_dec(idx);
    return r;
  }
  if (o->unwritten) mem_materialize(o, off, 1);
  if (o->sym && o->sym[off]) return expr_inc(o->sym[off]);
  return expr_const(t, 8, o->bytes[off]);
}

bool mem_is_concrete(const Object *o, uint64_t off, uint64_t n) {
  if (o->arr) return false;
  if (o->unwritten) mem_materialize((Object *)o, off, n); /* unchanged meaning: see above */
  if (!o->nsym) return true;
  for (uint64_t i = 0; i < n; i++)
    if (o->sym[off + i]) return false;
  return true;
}

/* Assembles bytes b[0..n) (little-endian) into a `width`-bit value. */
static Val assemble(Expr **b, unsigned n, unsigned width) {
  Expr *acc = expr_inc(b[n - 1]);
  for (int i = (int)n - 2; i >= 0; i--) {
    Expr *c = expr_concat(acc, b[i]);
    expr_dec(acc);
    acc = c;
  }
  Expr *r = expr_resize(acc, width);
  expr_dec(acc);
  Val v = {0, NULL};
  val_set_expr(&v, r);
  return v;
}

Val mem_read(ExprTable *t, Object *o, uint64_t off, unsigned n, unsigned width) {
  assert(off + n <= o->size && n * 8 >= width);
  if (width <= 64 && mem_is_concrete(o, off, n)) {
    uint64_t x = 0;
    memcpy(&x, o->bytes + off, n);
    return (Val){x & mask_bits(width), NULL};
  }
  Expr *b[16];
  for (unsigned i = 0; i < n; i++) b[i] = mem_byte_expr(t, o, off + i);
  Val v = assemble(b, n, width);
  for (unsigned i = 0; i < n; i++) expr_dec(b[i]);
  return v;
}

void mem_set_byte_expr(Object *o, uint64_t off, Expr *e) {
  if (o->unwritten) mem_written(o, off, 1);
  if (o->arr) {
    Expr *idx = expr_const(e->tab, 64, off);
    Expr *a = expr_arr_store(o->arr, idx, e);
    expr_dec(idx);
    expr_dec(o->arr);
    o->arr = a;
    return;
  }
  if (e->kind == EXPR_CONST) {
    o->bytes[off] = (uint8_t)expr_value(e);
    if (o->sym && o->sym[off]) {
      expr_dec(o->sym[off]);
      o->sym[off] = NULL;
      o->nsym--;
    }
    return;
  }
  if (!o->sym) o->sym = xcalloc(o->size, sizeof(Expr *));
  if (o->sym[off]) expr_dec(o->sym[off]);
  else o->nsym++;
  o->sym[off] = expr_inc(e);
}

/* The value's n bytes as 8-bit expressions (new references). */
static void split_bytes(ExprTable *t, const Val *v, unsigned n, unsigned width, Expr **b) {
  Expr *e = val_expr(t, v, width);
  Expr *w = expr_resize(e, n * 8);
  expr_dec(e);
  for (unsigned i = 0; i < n; i++) b[i] = expr_extract(w, i * 8, 8);
  expr_dec(w);
}

void mem_write(ExprTable *t, Object *o, uint64_t off, unsigned n, unsigned width, const Val *v) {
  assert(off + n <= o->size && o->refs == 1 && !o->readonly);
  if (o->unwritten) mem_written(o, off, n);
  if (!v->e && !o->arr) {
    uint64_t x = v->v;
    memcpy(o->bytes + off, &x, n);
    if (o->nsym)
      for (unsigned i = 0; i < n; i++)
        if (o->sym[off + i]) {
          expr_dec(o->sym[off + i]);
          o->sym[off + i] = NULL;
          o->nsym--;
        }
    return;
  }
  Expr *b[16];
  split_bytes(t, v, n, width, b);
  for (unsigned i = 0; i < n; i++) {
    mem_set_byte_expr(o, off + i, b[i]);
    expr_dec(b[i]);
  }
}

Val mem_read_sym(Object *o, Expr *off, unsigned n, unsigned width) {
  Expr *a = object_array(off->tab, o);
  Expr *b[16];
  for (unsigned i = 0; i < n; i++) {
    Expr *c = expr_const(off->tab, 64, i);
    Expr *idx = expr_binary(EXPR_ADD, off, c);
    b[i] = expr_select(a, idx);
    expr_dec(idx);
    expr_dec(c);
  }
  expr_dec(a);
  Val v = assemble(b, n, width);
  for (unsigned i = 0; i < n; i++) expr_dec(b[i]);
  return v;
}

void mem_write_sym(Object *o, Expr *off, unsigned n, unsigned width, const Val *v) {
  if (o->unwritten) mem_materialize(o, 0, o->size); /* the write may miss any byte */
  if (!o->arr) {
    o->arr = object_array(off->tab, o);
    drop_sym(o);
    expr_dec(o->arr_cache);
    o->arr_cache = NULL;
  }
  Expr *b[16];
  split_bytes(off->tab, v, n, width, b);
  for (unsigned i = 0; i < n; i++) {
    Expr *c = expr_const(off->tab, 64, i);
    Expr *idx = expr_binary(EXPR_ADD, off, c);
    Expr *a = expr_arr_store(o->arr, idx, b[i]);
    expr_dec(idx);
    expr_dec(c);
    expr_dec(b[i]);
    expr_dec(o->arr);
    o->arr = a;
  }
}
