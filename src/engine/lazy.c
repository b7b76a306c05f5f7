/* lazy: see lazy.h. */
#include "engine/lazy.h"

#include <stdio.h>
#include <string.h>

#include "base/util.h"

enum { MAX_PTRS_PER_OBJECT = 256, MAX_LAZY_OBJECT = 1 << 24 };

/* ---- Per-state bookkeeping (copy on write) ------------------------------------ */

static void heap_release(MemData *d) {
  LazyHeap *h = (LazyHeap *)d;
  for (size_t i = 0; i < h->ptrs.len; i++) {
    xstrfree(h->ptrs.data[i].name);
    expr_dec(h->ptrs.data[i].value);
  }
  for (size_t i = 0; i < h->objs.len; i++) {
    xstrfree(h->objs.data[i].name);
    expr_dec(h->objs.data[i].len);
  }
  VEC_FREE(h->ptrs);
  VEC_FREE(h->objs);
  VEC_FREE(h->zeros);
  xfree(h, sizeof *h);
}

const LazyHeap *lazy_heap_of(const State *s) {
  return s->memdata && s->memdata->release == heap_release ? (const LazyHeap *)s->memdata : NULL;
}

/* s's heap, which s alone holds (copied first when shared; made when s has none). */
static LazyHeap *heap_mut(State *s) {
  LazyHeap *h = (LazyHeap *)lazy_heap_of(s);
  if (h && h->md.refs == 1) return h;
  LazyHeap *c = xcalloc(1, sizeof *c);
  c->md.refs = 1;
  c->md.release = heap_release;
  if (h) {
    for (size_t i = 0; i < h->ptrs.len; i++) {
      LazyPtr p = h->ptrs.data[i];
      p.name = xstrdup(p.name);
      expr_inc(p.value);
      VEC_PUSH(c->ptrs, p);
    }
    for (size_t i = 0; i < h->objs.len; i++) {
      LazyObj o = h->objs.data[i];
      o.name = xstrdup(o.name);
      expr_inc(o.len);
      VEC_PUSH(c->objs, o);
    }
    for (size_t i = 0; i < h->zeros.len; i++) VEC_PUSH(c->zeros, h->zeros.data[i]);
    h->md.refs--;
  }
  s->memdata = &c->md;
  return c;
}

/* The little-endian value of input a's n bytes (a new reference). */
static Expr *input_value(Array *a, unsigned n) {
  Expr *acc = expr_var(a, n - 1);
  for (int i = (int)n - 2; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *c = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = c;
  }
  return acc;
}

Expr *lazy_new_input(Executor *ex, State *s, uint32_t pointee, int32_t owner, uint32_t index, const char *name) {
  unsigned nb = ex->layout.ptr_bits / 8;
  Array *a = array_new(s->exprs, name, nb);
  VEC_PUSH(s->inputs, a);
  Expr *v = input_value(a, nb);
  LazyHeap *h = heap_mut(s);
  LazyPtr p = {xstrdup(name), expr_inc(v), pointee, LAZY_UNSET, owner, index, a};
  VEC_PUSH(h->ptrs, p);
  return v;
}

/* ---- Fresh objects ------------------------------------------------------------------ */

static const CType *ctype(const Executor *ex, uint32_t id) {
  const IrCTypes *t = &ex->mod->ctypes;
  return &t->types[id < t->ntypes ? id : 0];
}

static bool holds_pointer(const Executor *ex, uint32_t id, int depth) {
  const CType *t = ctype(ex, id);
  if (depth > 32) return true;
  if (t->kind == CT_PTR) return true;
  if (t->kind == CT_ARRAY) return holds_pointer(ex, t->ref, depth + 1);
  for (uint32_t i = 0; i < t->nfields; i++)
    if (holds_pointer(ex, t->fields[i].type, depth + 1)) return true;
  return false;
}

/* Bytes [off, off + n) of object `obj` start as 0: the run is incomplete. */
static void zero_range(Executor *ex, State *s, LazyHeap *h, uint32_t obj, Object *o, uint64_t off, uint64_t n) {
  Val z = {0, NULL};
  for (uint64_t i = 0; i < n; i++) mem_write(s->exprs, o, off + i, 1, 8, &z);
  LazyZero lz = {obj, off, n};
  VEC_PUSH(h->zeros, lz);
  ex->incomplete = true;
}

typedef struct Fill {
  Executor *ex;
  State *s;
  LazyHeap *h;
  uint32_t obj;
  Object *o;
  uint32_t nptrs;
} Fill;

/* Registers the pointers of a value of ctype `id` at offset off of the new
 * object as pointer inputs named after `path`. False when there are too many. */
static bool add_pointers(Fill *f, uint32_t id, uint64_t off, const char *path, int depth) {
  const CType *t = ctype(f->ex, id);
  char sub[256];
  if (depth > 32) return false;
  switch ((CTypeKind)t->kind) {
  case CT_PTR: {
    const CType *to = ctype(f->ex, t->ref);
    unsigned nb = f->ex->layout.ptr_bits / 8;
    if (to->kind == CT_FUNC || to->kind == CT_UNKNOWN) {
      zero_range(f->ex, f->s, f->h, f->obj, f->o, off, nb);
      return true;
    }
    if (++f->nptrs > MAX_PTRS_PER_OBJECT) return false;
    Val v = mem_read(f->s->exprs, f->o, off, nb, 8 * nb);
    LazyPtr p = {xstrdup(path), v.e, t->ref, LAZY_UNSET, (int32_t)f->obj, off, NULL};
    VEC_PUSH(f->h->ptrs, p);
    return true;
  }
  case CT_STRUCT:
    for (uint32_t i = 0; i < t->nfields; i++) {
      snprintf(sub, sizeof sub, "%s.%s", path, t->fields[i].name);
      if (!add_pointers(f, t->fields[i].type, off + t->fields[i].offset, sub, depth + 1)) return false;
    }
    return true;
  case CT_ARRAY: {
    const CType *e = ctype(f->ex, t->ref);
    if (!holds_pointer(f->ex, t->ref, 0)) return true;
    for (uint64_t i = 0; i < t->count; i++) {
      snprintf(sub, sizeof sub, "%s[%llu]", path, (unsigned long long)i);
      if (!add_pointers(f, t->ref, off + i * e->size, sub, depth + 1)) return false;
    }
    return true;
  }
  case CT_UNION:
    if (holds_pointer(f->ex, id, 0)) zero_range(f->ex, f->s, f->h, f->obj, f->o, off, t->size);
    return true;
  default: return true;
  }
}

/* Why a pointer to ctype `id` cannot be initialised lazily, or NULL. */
static const char *cannot_make(const CType *t) {
  switch ((CTypeKind)t->kind) {
  case CT_STRUCT: case CT_UNION:
    return t->incomplete ? "a struct declared without a body" : t->size ? NULL : "an empty struct";
  case CT_INT: case CT_FLOAT: case CT_PTR: case CT_VOID: return NULL;
  case CT_ARRAY: return t->size ? NULL : "an array of unknown size";
  case CT_FUNC: return "a function";
  default: return "a type symx cannot tell from the debug information";
  }
}

/* A new object for pointer input k of s; its index, or -1 after ending s. */
static int fresh_object(Executor *ex, State *s, uint32_t k) {
  uint32_t pointee = lazy_heap_of(s)->ptrs.data[k].pointee;
  const CType *t = ctype(ex, pointee);
  const char *why = cannot_make(t);
  bool one = t->kind == CT_STRUCT || t->kind == CT_UNION || t->kind == CT_ARRAY;
  uint64_t esize = t->kind == CT_VOID ? 1 : t->size;
  uint32_t cap = one ? 1 : (ex->opt.lazy_array ? ex->opt.lazy_array : 1);
  if (why || esize * cap > MAX_LAZY_OBJECT) {
    exec_error(ex, s, ERR_UNSUPPORTED, "pointer input %s: cannot initialise a pointer to %s lazily",
               lazy_heap_of(s)->ptrs.data[k].name, why ? why : "an object this large");
    return -1;
  }
  Object *o = mem_model_flat.alloc(ex, s, esize * cap, OBJ_HEAP);
  if (!o) {
    exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
    return -1;
  }
  LazyHeap *h = heap_mut(s);
  uint32_t idx = (uint32_t)h->objs.len;
  char name[64];
  snprintf(name, sizeof name, "obj%u", idx + 1);
  Array *a = array_new(s->exprs, name, (uint32_t)(esize * cap));
  VEC_PUSH(s->inputs, a);
  mem_uninit_lazy(o, a);
  LazyObj lo = {xstrdup(name), o->id, o->base, pointee, esize, cap, a, NULL, NULL};
  if (!one) { /* an array of symbolic length 1..cap, as the seed's arrays */
    char ln[80];
    snprintf(ln, sizeof ln, "len(%s)", name);
    lo.len_input = array_new(s->exprs, ln, 4);
    VEC_PUSH(s->inputs, lo.len_input);
    lo.len = input_value(lo.len_input, 4);
    Expr *one_e = expr_const(s->exprs, 32, 1), *cap_e = expr_const(s->exprs, 32, cap);
    Expr *lo_ok = expr_binary(EXPR_ULE, one_e, lo.len), *hi_ok = expr_binary(EXPR_ULE, lo.len, cap_e);
    state_add_constraint(s, lo_ok);
    state_add_constraint(s, hi_ok);
    for (uint32_t i = 0; i < 4; i++) model_set(s->model, lo.len_input, i, (uint8_t)(cap >> (8 * i)));
    expr_dec(one_e), expr_dec(cap_e), expr_dec(lo_ok), expr_dec(hi_ok);
  }
  VEC_PUSH(h->objs, lo);
  Fill f = {ex, s, h, idx, o, 0};
  for (uint32_t e = 0; e < cap; e++) {
    char path[80];
    if (one) snprintf(path, sizeof path, "%s", name);
    else snprintf(path, sizeof path, "%s[%u]", name, e);
    if (!add_pointers(&f, pointee, e * esize, path, 0)) {
      exec_error(ex, s, ERR_UNSUPPORTED, "an object of more than %d pointers cannot be initialised lazily",
                 MAX_PTRS_PER_OBJECT);
      return -1;
    }
  }
  return (int)idx;
}

/* ---- Materialisation ------------------------------------------------------------------ */

/* Pointer input k of s now points to `target`; where its bytes still hold
 * its value, they become that address (so loads of it are concrete). */
static void set_target(Executor *ex, State *s, uint32_t k, int32_t target) {
  LazyHeap *h = heap_mut(s);
  LazyPtr *p = &h->ptrs.data[k];
  p->target = target;
  if (p->owner < 0) return;
  const LazyObj *own = &h->objs.data[p->owner];
  Object *o = mem_space_get(&s->mem, own->id);
  unsigned nb = ex->layout.ptr_bits / 8;
  if (!o || o == &mem_dangling || !o->alive || o->arr || p->offset + nb > o->size) return;
  Val now = mem_read(s->exprs, o, p->offset, nb, 8 * nb);
  bool same = now.e == p->value;
  expr_dec(now.e);
  if (!same) return;
  Val addr = {target >= 0 ? h->objs.data[target].base : 0, NULL};
  mem_write(s->exprs, mem_writable(&s->mem, own->id), p->offset, nb, 8 * nb, &addr);
}

/* The last choice for pointer input k: a fresh object. */
static void fresh_target(Executor *ex, State *s, uint32_t k, Expr *value) {
  const LazyHeap *h = lazy_heap_of(s);
  if (ex->opt.max_heap && h->objs.len >= ex->opt.max_heap) {
    exec_error(ex, s, ERR_UNSUPPORTED, "--max-heap %u reached: pointer input %s would need another object",
               ex->opt.max_heap, h->ptrs.data[k].name);
    return;
  }
  int idx = fresh_object(ex, s, k);
  if (idx < 0) return;
  Expr *a = expr_const(s->exprs, value->width, lazy_heap_of(s)->objs.data[idx].base), *cond = expr_eq(value, a);
  State *rest;
  bool holds = exec_branch(ex, s, cond, &rest);
  expr_dec(a), expr_dec(cond);
  if (!holds) {
    exec_silent(ex, s); /* no address is left for it */
    return;
  }
  if (rest) exec_silent(ex, rest); /* a pointer input is NULL or an object's address */
  set_target(ex, s, k, idx);
  search_add(&ex->search, s);
}

/* Forks s over what pointer input k points to (NULL, each object of its
 * type made before, a fresh object); every state re-executes the access. */
static void materialise(Executor *ex, State *s, uint32_t k) {
  const LazyHeap *h = lazy_heap_of(s);
  Expr *value = expr_inc(h->ptrs.data[k].value);
  uint32_t pointee = h->ptrs.data[k].pointee;
  size_t nobj = h->objs.len;
  State *cur = s;
  for (int64_t j = -1; j < (int64_t)nobj && cur; j++) {
    uint64_t addr = 0;
    if (j >= 0) {
      const LazyObj *lo = &lazy_heap_of(cur)->objs.data[j];
      if (lo->type != pointee) continue;
      addr = lo->base;
    }
    Expr *a = expr_const(s->exprs, value->width, addr), *cond = expr_eq(value, a);
    State *rest;
    bool holds = exec_branch(ex, cur, cond, &rest);
    expr_dec(a), expr_dec(cond);
    if (holds) {
      set_target(ex, cur, k, j >= 0 ? (int32_t)j : LAZY_NULL);
      search_add(&ex->search, cur);
      cur = rest;
    }
  }
  if (cur) fresh_target(ex, cur, k, value);
  expr_dec(value);
}

/* ---- Finding pointer inputs in an address ------------------------------------------------ */

typedef struct Scan {
  int unset;           /* a pointer input not yet materialised (index), or -1 */
  bool materialised;   /* one that is */
  bool raw;            /* bytes of an input object or argument outside any pointer input, or an
                          expression too big to look through */
} Scan;

static int ptr_with_value(const LazyHeap *h, const Expr *e) {
  for (size_t i = 0; i < h->ptrs.len; i++)
    if (h->ptrs.data[i].value == e) return (int)i;
  return -1;
}

static bool lazy_array(const LazyHeap *h, const Array *a) {
  for (size_t i = 0; i < h->objs.len; i++)
    if (h->objs.data[i].contents == a) return true;
  for (size_t i = 0; i < h->ptrs.len; i++)
    if (h->ptrs.data[i].arr == a) return true;
  return false;
}

static void scan(const LazyHeap *h, Expr *e, Scan *sc) {
  sc->unset = -1;
  sc->materialised = sc->raw = false;
  VEC(Expr *) stack = {0};
  VEC(Expr *) seen = {0};
  VEC_PUSH(stack, e);
  while (stack.len && sc->unset < 0) {
    Expr *x = stack.data[--stack.len];
    bool dup = false;
    for (size_t i = 0; i < seen.len && !dup; i++) dup = seen.data[i] == x;
    if (dup) continue;
    if (seen.len > 4096) {
      sc->raw = true;
      break;
    }
    VEC_PUSH(seen, x);
    int k = ptr_with_value(h, x);
    if (k >= 0) {
      if (h->ptrs.data[k].target == LAZY_UNSET) sc->unset = k;
      else sc->materialised = true;
      continue;
    }
    if (x->kind == EXPR_VAR && lazy_array(h, x->u.arr)) sc->raw = true;
    for (unsigned i = 0; i < x->nkids; i++) VEC_PUSH(stack, x->kid[i]);
  }
  VEC_FREE(stack);
  VEC_FREE(seen);
}

/* Whether x occurs in e; true too when the walk gives up (*budget nodes). */
static bool occurs(Expr *e, const Expr *x, int *budget) {
  if (e == x || --*budget < 0) return true;
  for (unsigned i = 0; i < e->nkids; i++)
    if (e->kid[i]->nkids || e->kid[i] == x)
      if (occurs(e->kid[i], x, budget)) return true;
  return false;
}

static bool expr_occurs(Expr *e, const Expr *x) {
  int budget = 4096;
  return occurs(e, x, &budget);
}

/* e with each materialised pointer input replaced by its address; *object:
 * whether one of them is an object's (not NULL). */
static Expr *subst_heap(const LazyHeap *h, Expr *e, bool *object) {
  VEC(Expr *) from = {0};
  VEC(Expr *) to = {0};
  for (size_t i = 0; i < h->ptrs.len; i++) {
    const LazyPtr *p = &h->ptrs.data[i];
    if (p->target == LAZY_UNSET) continue;
    if (object && p->target >= 0 && expr_occurs(e, p->value)) *object = true;
    VEC_PUSH(from, p->value);
    VEC_PUSH(to, expr_const(e->tab, p->value->width, p->target >= 0 ? h->objs.data[p->target].base : 0));
  }
  Expr *r = expr_subst(e, from.data, to.data, from.len);
  for (size_t i = 0; i < to.len; i++) expr_dec(to.data[i]);
  VEC_FREE(from);
  VEC_FREE(to);
  return r;
}

Expr *lazy_normalise(const State *s, Expr *e) {
  const LazyHeap *h = lazy_heap_of(s);
  return h ? subst_heap(h, e, NULL) : expr_inc(e);
}

/* ---- Resolution ---------------------------------------------------------------------------- */

/* The input object (index) the address p is based on, or -1: the one it
 * points into, or, when it points into no object, an input object it is
 * less than a page before or after (container_of of a pointer input: the path
 * then ends unsupported, as the input may have been a member of a bigger
 * object, which lazy initialisation does not make). */
static int based_on(const State *s, const LazyHeap *h, const Val *p) {
  uint64_t addr, off;
  if (!p->e) addr = p->v;
  else if (p->e->kind == EXPR_ADD && expr_is_const(p->e->kid[0])) addr = (uint64_t)expr_value(p->e->kid[0]);
  else return -1;
  Object *o = mem_at(&s->mem, addr, &off);
  for (size_t i = 0; o && o != &mem_dangling && i < h->objs.len; i++)
    if (h->objs.data[i].id == o->id) return (int)i;
  if ((o && o != &mem_dangling && off < o->size) || addr < 4096) return -1; /* another object; NULL + offset */
  int best = -1;
  uint64_t best_d = 4096;
  for (size_t i = 0; i < h->objs.len; i++) {
    const LazyObj *lo = &h->objs.data[i];
    uint64_t end = lo->base + lo->cap * lo->esize;
    uint64_t d = addr < lo->base ? lo->base - addr : addr >= end ? addr - end : 0;
    if (d < best_d) best_d = d, best = (int)i;
  }
  return best;
}

bool lazy_input_array(const State *s, uint32_t id) {
  const LazyHeap *h = lazy_heap_of(s);
  for (size_t i = 0; h && i < h->objs.len; i++)
    if (h->objs.data[i].id == id) return h->objs.data[i].len != NULL;
  return false;
}

/* The bytes of `len` elements of esize bytes (64-bit, a new reference): a
 * shift when esize is a power of two (Z3 takes a product as a harder query). */
static Expr *len_bytes(ExprTable *t, Expr *len, uint64_t esize) {
  Expr *l64 = expr_zext(len, 64), *r;
  if (esize && !(esize & (esize - 1))) {
    unsigned k = 0;
    while ((1ull << k) != esize) k++;
    Expr *ke = expr_const(t, 64, k);
    r = expr_binary(EXPR_SHL, l64, ke);
    expr_dec(ke);
  } else {
    Expr *es = expr_const(t, 64, esize);
    r = expr_binary(EXPR_MUL, l64, es);
    expr_dec(es);
  }
  expr_dec(l64);
  return r;
}

/* An access of n bytes at p into input object lo: past the room it was
 * given ends unsupported, past its symbolic length is out of bounds. */
static bool in_input_bounds(Executor *ex, State *s, LazyObj lo, const Val *p, uint64_t n, bool write) {
  ExprTable *t = s->exprs;
  Expr *dist;
  if (!p->e) {
    dist = expr_const(t, 64, p->v - lo.base);
  } else {
    Expr *b = expr_const(t, p->e->width, lo.base), *d = expr_binary(EXPR_SUB, p->e, b);
    dist = expr_zext(d, 64);
    expr_dec(b), expr_dec(d);
  }
  uint64_t room = lo.cap * lo.esize;
  Expr *lim = expr_const(t, 64, n <= room ? room - n : 0);
  Expr *fits = n <= room ? expr_binary(EXPR_ULE, dist, lim) : expr_bool(t, false);
  State *other;
  bool ok = exec_branch(ex, s, fits, &other);
  expr_dec(lim), expr_dec(fits);
  if (other)
    exec_error(ex, other, ERR_UNSUPPORTED, "%s of %llu bytes outside the %u element%s lazy initialisation gave %s%s",
               write ? "write" : "read", (unsigned long long)n, lo.cap, lo.cap == 1 ? "" : "s", lo.name,
               lo.len ? " (--lazy-array)" : " (an input pointer into a bigger object is not one it makes)");
  if (ok && lo.len) {
    Expr *ne = expr_const(t, 64, n), *end = expr_binary(EXPR_ADD, dist, ne), *bytes = len_bytes(t, lo.len, lo.esize);
    Expr *inside = expr_binary(EXPR_ULE, end, bytes);
    ok = exec_branch(ex, s, inside, &other);
    if (other)
      exec_error(ex, other, ERR_OUT_OF_BOUNDS, "%s of %llu bytes past the end of input array %s (its length %s)",
                 write ? "write" : "read", (unsigned long long)n, lo.name, lo.len_input->name);
    expr_dec(ne), expr_dec(end), expr_dec(bytes), expr_dec(inside);
  }
  expr_dec(dist);
  return ok;
}

bool lazy_settle(Executor *ex, State *s, Val *v) {
  const LazyHeap *h = lazy_heap_of(s);
  if (!h || !v->e) return true;
  Scan sc;
  scan(h, v->e, &sc);
  if (sc.unset >= 0) {
    materialise(ex, s, (uint32_t)sc.unset);
    return false;
  }
  if (!sc.materialised) return true;
  Expr *r = subst_heap(h, v->e, NULL);
  if (!r) {
    exec_error(ex, s, ERR_UNSUPPORTED, "an address expression too deep to resolve");
    return false;
  }
  val_set_expr(v, r);
  return true;
}

bool lazy_assume_valid(Executor *ex, State *s, const Val *p, const Val *size) {
  Val pv = *p;
  uint64_t addr, off;
  if (!exec_concretize(ex, s, &pv, ex->layout.ptr_bits, &addr)) return false;
  Object *o = addr ? mem_at(&s->mem, addr, &off) : NULL;
  if (!o || o == &mem_dangling || !o->alive) {
    exec_silent(ex, s);
    return false;
  }
  const LazyHeap *h = lazy_heap_of(s);
  int j = -1;
  for (size_t i = 0; h && i < h->objs.len && j < 0; i++)
    if (h->objs.data[i].id == o->id) j = (int)i;
  ExprTable *t = s->exprs;
  Expr *sz = val_expr(t, size, 64), *room = expr_const(t, 64, off <= o->size ? o->size - off : 0);
  Expr *fits = expr_binary(EXPR_ULE, sz, room);
  State *other;
  bool holds = exec_branch(ex, s, fits, &other);
  expr_dec(room), expr_dec(fits);
  if (other && j >= 0)
    exec_error(ex, other, ERR_UNSUPPORTED, "symx_assume_valid: more than the %u elements lazy initialisation gave %s "
               "(--lazy-array)", h->objs.data[j].cap, h->objs.data[j].name);
  else if (other)
    exec_silent(ex, other);
  if (holds && j >= 0 && h->objs.data[j].len) {
    const LazyObj *lo = &h->objs.data[j];
    Expr *bytes = len_bytes(t, lo->len, lo->esize);
    Expr *o64 = expr_const(t, 64, off), *end = expr_binary(EXPR_ADD, o64, sz);
    Expr *in = expr_binary(EXPR_ULE, end, bytes);
    holds = exec_branch(ex, s, in, &other);
    if (other) exec_silent(ex, other);
    expr_dec(bytes), expr_dec(o64), expr_dec(end), expr_dec(in);
  }
  expr_dec(sz);
  return holds;
}

static Object *lazy_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write, uint64_t *off,
                            Expr **soff) {
  const LazyHeap *h = lazy_heap_of(s);
  if (!h) return mem_model_flat.resolve(ex, s, ptr, n, write, off, soff);
  Val p = *ptr;
  Expr *owned = NULL;
  if (p.e) {
    Scan sc;
    scan(h, p.e, &sc);
    if (sc.unset >= 0) {
      materialise(ex, s, (uint32_t)sc.unset);
      return NULL;
    }
    if (sc.raw) {
      exec_error(ex, s, ERR_UNSUPPORTED, "an address made from input bytes that are not a pointer input (or too "
                 "big an expression)");
      return NULL;
    }
    if (sc.materialised) {
      bool object = false;
      owned = subst_heap(h, p.e, &object);
      if (!owned) {
        exec_error(ex, s, ERR_UNSUPPORTED, "an address expression too deep to resolve");
        return NULL;
      }
      p.e = owned;
      if (expr_is_const(owned)) p.v = (uint64_t)expr_value(owned), p.e = NULL;
      else if (object && !(owned->kind == EXPR_ADD && expr_is_const(owned->kid[0]))) {
        /* an object's address in a form flat resolution does not take as
         * based on it: one address per path (NULL plus an offset is left to
         * flat resolution, which ends it as the null dereference it is) */
        uint64_t v;
        bool alive = exec_concretize(ex, s, &p, ex->layout.ptr_bits, &v);
        expr_dec(owned);
        if (!alive) return NULL;
        p.v = v, p.e = owned = NULL;
      }
    }
  }
  int j = based_on(s, h, &p);
  Object *o = NULL;
  if (j < 0 || in_input_bounds(ex, s, h->objs.data[j], &p, n, write))
    o = mem_model_flat.resolve(ex, s, &p, n, write, off, soff);
  expr_dec(owned);
  return o;
}

/* Reading, writing, making and freeing objects are the flat model's. */
const MemoryOps mem_model_lazy = {
    .name = "lazy", .resolve = lazy_resolve, .read = mem_flat_read, .write = mem_flat_write, .alloc = mem_flat_alloc,
    .free = mem_flat_free,
};
