/* exec_mem: the default memory model (memory.h: mem_model_flat) — pointer
 * resolution with its checks (bounds, liveness, null, read-only memory) —
 * and the memory instructions off the interpreter's fast path (see
 * exec_internal.h), which go through the run's model. */
#include <stdio.h>
#include <string.h>

#include "engine/exec_internal.h"
#include "engine/posix.h"

/* ---- Memory access ---------------------------------------------------------- */

/* Checks an access of n bytes at concrete address addr; the object (and the
 * offset in it through offp, when not NULL), or NULL after ending s with the
 * error. */
static Object *check_access(Executor *ex, State *s, uint64_t addr, uint64_t n, bool write,
                            uint64_t *offp) {
  uint64_t off;
  Object *o = mem_at(&s->mem, addr, &off);
  if (offp) *offp = off;
  if (!o) {
    if (addr < 4096)
      exec_error(ex, s, ERR_NULL_DEREF, "%s of %llu bytes at null pointer + %llu",
                 write ? "write" : "read", (unsigned long long)n, (unsigned long long)addr);
    else
      exec_error(ex, s, ERR_OUT_OF_BOUNDS, "%s at address 0x%llx outside every object",
                 write ? "write" : "read", (unsigned long long)addr);
    return NULL;
  }
  if (o->kind == OBJ_EXTERN) {
    exec_error(ex, s, ERR_UNSUPPORTED, "access to external variable %s", o->name ? o->name : "?");
    return NULL;
  }
  if (o == &mem_dangling) {
    exec_error(ex, s, ERR_USE_AFTER_FREE, "%s of an object that no longer exists (freed or out of scope)",
               write ? "write" : "read");
    return NULL;
  }
  if (!o->alive) {
    exec_error(ex, s, ERR_USE_AFTER_FREE, "%s of %s",
               write ? "write" : "read", o->kind == OBJ_HEAP ? "heap memory that was freed"
               : o->tomb ? "stack memory of a function that returned"
                         : "a local variable outside its scope");
    return NULL;
  }
  if (off + n > o->size) {
    exec_error(ex, s, ERR_OUT_OF_BOUNDS, "%s of %llu bytes at offset %llu of a %llu-byte object",
               write ? "write" : "read", (unsigned long long)n, (unsigned long long)off,
               (unsigned long long)o->size);
    return NULL;
  }
  if (write && o->readonly) {
    exec_error(ex, s, ERR_READ_ONLY, "write to read-only memory");
    return NULL;
  }
  return write ? mem_writable(&s->mem, o->id) : o;
}

/* The end of a symbolic resolution: when the in-bounds side is feasible
 * (`ok`), s accesses object `id` at offset `offe` (taken over). */
static Object *resolved(Executor *ex, State *s, bool ok, uint32_t id, Expr *offe, bool write,
                        uint64_t *off, Expr **soff) {
  if (!ok) {
    expr_dec(offe);
    return NULL;
  }
  Object *o = mem_space_get(&s->mem, id);
  if (write && o->readonly) {
    expr_dec(offe);
    exec_error(ex, s, ERR_READ_ONLY, "write to read-only memory");
    return NULL;
  }
  if (!expr_is_const(offe) && o->unwritten) {
    /* A lazily uninitialised (big) object: a symbolic offset would make
     * every byte an expression; one path per offset value instead. */
    Val v = {0, offe};
    uint64_t k;
    bool alive = exec_concretize(ex, s, &v, 64, &k);
    expr_dec(offe);
    if (!alive) return NULL;
    offe = expr_const(s->exprs, 64, k);
  }
  if (expr_is_const(offe)) {
    *off = (uint64_t)expr_value(offe);
    expr_dec(offe);
  } else {
    *soff = offe;
  }
  return write ? mem_writable(&s->mem, id) : o;
}

/* A live object an access of n bytes can be in bounds of. */
static bool usable(const Object *o, uint64_t n) {
  return o && o != &mem_dangling && o->alive && o->kind != OBJ_EXTERN && o->size >= n;
}

/* Forks s on `dist <= o->size - n`, dist (taken over) being the pointer p's
 * offset from o's start: s goes on in bounds of o (if feasible; the offset
 * is returned through `off`/`soff`); the other side ends with the error,
 * unless p was not derived from o and points into another object in bounds
 * (ILP32), where it is executed again to access that one. */
static Object *in_bounds_of(Executor *ex, State *s, Expr *p, Expr *dist, Object *o, bool derived,
                            uint64_t n, bool write, uint64_t *off, Expr **soff) {
  uint32_t id = o->id;
  uint64_t size = o->size;
  Expr *lim = expr_const(s->exprs, dist->width, size - n);
  Expr *inb = expr_binary(EXPR_ULE, dist, lim);
  expr_dec(lim);
  State *other;
  bool ok = exec_branch(ex, s, inb, &other);
  expr_dec(inb);
  if (other) {
    uint64_t bad = (uint64_t)expr_eval(p, other->model), boff;
    Object *ao = mem_at(&other->mem, bad, &boff);
    if (!derived && usable(ao, n) && ao->id != id && boff + n <= ao->size)
      search_add(&ex->search, other);
    else if (ao && ao != &mem_dangling && ao->id != id && ao->alive)
      exec_error(ex, other, ERR_OUT_OF_BOUNDS, "%s of %llu bytes %lld bytes away from a %llu-byte object",
                 write ? "write" : "read", (unsigned long long)n,
                 (long long)(bad - o->base), (unsigned long long)size);
    else
      check_access(ex, other, bad, n, write, NULL); /* ends `other` with the error */
  }
  Expr *offe = dist;
  if (dist->width != 64) {
    offe = expr_zext(dist, 64);
    expr_dec(dist);
  }
  return resolved(ex, s, ok, id, offe, write, off, soff);
}

/* mem_model_flat's resolve (exec_resolve in exec.h dispatches to the run's model). */
static Object *flat_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write,
                            uint64_t *off, Expr **soff) {
  *soff = NULL;
  if (!ptr->e) return check_access(ex, s, ptr->v, n, write, off);
  /* Symbolic pointer of the form base + offset where the constant base
   * points into a live object (or one past its end): that object is the
   * pointer's provenance, and the access is in bounds exactly when the
   * distance from the object's start fits (so a huge offset that happens to
   * land in another object is still out of bounds, as natively). A constant
   * outside every object's bounds is no base: `next - 1 + (int)(q - p)`,
   * where next is the start of the following object, points wherever q and
   * p say, not into the object before next. */
  Expr *e = ptr->e;
  uint64_t boff;
  if (e->kind == EXPR_ADD && e->width == ex->layout.ptr_bits && expr_is_const(e->kid[0])) {
    Object *bo = mem_at(&s->mem, (uint64_t)expr_value(e->kid[0]), &boff);
    if (usable(bo, n) && boff <= bo->size) {
      Expr *start = expr_const(s->exprs, e->width, bo->base), *dist = expr_binary(EXPR_SUB, e, start);
      expr_dec(start);
      return in_bounds_of(ex, s, e, dist, bo, true, n, write, off, soff);
    }
  }
  /* Otherwise fix the object it points into, one object per path: the
   * segment (LP64) or the model's object (ILP32, by the fork in bounds). */
  uint64_t v = (uint64_t)expr_eval(ptr->e, s->model);
  Object *o = mem_at(&s->mem, v, &boff);
  State *other;
  if (!addr_is32(&ex->layout)) {
    Expr *seg = expr_extract(ptr->e, 32, 32);
    Expr *idc = expr_const(s->exprs, 32, v >> 32);
    Expr *same = expr_eq(seg, idc);
    expr_dec(seg);
    expr_dec(idc);
    exec_branch(ex, s, same, &other);
    expr_dec(same);
    if (other) search_add(&ex->search, other);
  } else if (!usable(o, n)) {
    /* no object to be in: this path's pointer is the model's value */
    if (!exec_concretize(ex, s, ptr, ex->layout.ptr_bits, &v)) return NULL;
  }
  if (!usable(o, n)) return check_access(ex, s, v, n, write, off);
  Expr *dist;
  if (!addr_is32(&ex->layout)) {
    Expr *low = expr_extract(ptr->e, 0, 32);
    dist = expr_zext(low, 64);
    expr_dec(low);
  } else {
    Expr *start = expr_const(s->exprs, 32, o->base);
    dist = expr_binary(EXPR_SUB, ptr->e, start);
    expr_dec(start);
  }
  return in_bounds_of(ex, s, ptr->e, dist, o, false, n, write, off, soff);
}

Val mem_flat_read(Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n, unsigned width) {
  return soff ? mem_read_sym(o, soff, n, width) : mem_read(s->exprs, o, off, n, width);
}

void mem_flat_write(Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n, unsigned width,
                    const Val *v) {
  if (soff) mem_write_sym(o, soff, n, width, v);
  else mem_write(s->exprs, o, off, n, width, v);
}

Object *mem_flat_alloc(Executor *ex, State *s, uint64_t size, ObjKind kind) {
  return mem_alloc(&s->mem, size, kind);
}

void mem_flat_free(Executor *ex, State *s, uint32_t id) { mem_kill(&s->mem, id); }

const MemoryOps mem_model_flat = {
    .name = "flat", .resolve = flat_resolve, .read = mem_flat_read, .write = mem_flat_write,
    .alloc = mem_flat_alloc, .free = mem_flat_free,
};

char *exec_read_cstring(Executor *ex, State *s, uint64_t addr) {
  uint64_t off;
  Object *o = mem_at(&s->mem, addr, &off);
  if (!o || o == &mem_dangling || !o->alive || o->arr) return NULL;
  size_t n = 0;
  while (off + n < o->size && o->bytes[off + n] && mem_is_concrete(o, off + n, 1)) n++;
  if (off + n >= o->size || !mem_is_concrete(o, off + n, 1)) return NULL;
  char *r = xmalloc(n + 1);
  memcpy(r, o->bytes + off, n + 1);
  return r;
}

/* ---- Memory instructions (off the loop's fast path) ---------------------------- */

Step exec_load(Executor *ex, State *s, const IrInst *in) {
  unsigned n = (in->width + 7) / 8;
  uint64_t off;
  Expr *soff;
  Object *o = exec_resolve(ex, s, &top_regs(s)[in->a], n, false, &off, &soff);
  if (!o) return STEP_ENDED;
  Val v = exec_read(ex, s, o, off, soff, n, in->width);
  expr_dec(soff);
  Val *d = &top_regs(s)[in->dst];
  Expr *old = d->e;
  *d = v;
  expr_dec(old);
  state_top(s)->pc++;
  return STEP_NEXT;
}

Step exec_store(Executor *ex, State *s, const IrInst *in) {
  unsigned n = (in->width + 7) / 8;
  uint64_t off;
  Expr *soff;
  Object *o = exec_resolve(ex, s, &top_regs(s)[in->a], n, true, &off, &soff);
  if (!o) return STEP_ENDED;
  Val tmp = top_regs(s)[in->b];
  exec_write(ex, s, o, off, soff, n, in->width, &tmp);
  expr_dec(soff);
  state_top(s)->pc++;
  return STEP_NEXT;
}

/* A variable-length array whose element count comes from input: the
 * counts too large to allocate (a negative int count arrives here as a
 * huge one: undefined behaviour) end as unsupported on a path of their own,
 * so that the rest of the path goes on with the counts that fit. Returns
 * false if s ended. */
static bool alloca_fits(Executor *ex, State *s, const IrInst *in) {
  unsigned w = in->awidth;
  uint64_t max = in->u.imm ? MAX_OBJECT_SIZE / in->u.imm : UINT64_MAX;
  if (w < 64 && max >= (1ull << w)) return true;
  Expr *c = val_expr(s->exprs, &top_regs(s)[in->a], w), *lim = expr_const(s->exprs, w, max);
  Expr *big = expr_binary(EXPR_ULT, lim, c);
  Expr *ok = expr_not(big);
  State *other;
  bool alive = exec_branch(ex, s, ok, &other);
  if (other)
    exec_error(ex, other, ERR_UNSUPPORTED,
               "variable-length array of 2 GB or more (or of a negative size: undefined behaviour)");
  expr_dec(c), expr_dec(lim), expr_dec(big), expr_dec(ok);
  return alive;
}

static const Object *heap_block(const State *s, uint64_t addr, bool *dead) {
  uint64_t off;
  const Object *o = addr ? mem_at(&s->mem, addr, &off) : NULL;
  if (!o) return NULL;
  *dead = o == &mem_dangling || !o->alive;
  return o == &mem_dangling || o->kind == OBJ_HEAP ? o : NULL;
}

bool exec_freed_cmp(const State *s, uint64_t x, uint64_t y) {
  bool dx = false, dy = false;
  return heap_block(s, x, &dx) && heap_block(s, y, &dy) && (dx || dy);
}

Step exec_freed_cmp_end(Executor *ex, State *s) {
  exec_error(ex, s, ERR_UNSUPPORTED, "comparison with a pointer to freed memory, whose address a native "
             "run may have given to another block");
  return STEP_ENDED;
}

Step exec_alloca(Executor *ex, State *s, const IrInst *in) {
  uint64_t count;
  if (top_regs(s)[in->a].e && !alloca_fits(ex, s, in)) return STEP_ENDED;
  if (!exec_concretize(ex, s, &top_regs(s)[in->a], in->awidth, &count)) return STEP_ENDED;
  count &= mask_bits(in->awidth);
  u128 size = (u128)count * in->u.imm;
  if (size > MAX_OBJECT_SIZE) {
    exec_error(ex, s, ERR_UNSUPPORTED, "stack allocation of %llu bytes is too large", (unsigned long long)size);
    return STEP_ENDED;
  }
  Object *o = exec_alloc(ex, s, (uint64_t)size, OBJ_STACK);
  if (!o) {
    exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
    return STEP_ENDED;
  }
  if (UNLIKELY(ex->opt.posix.symbolic_uninit) && !posix_uninit(&ex->opt.posix, s, o)) /* sv-comp */
    ex->uninit_skipped = true;
  Frame *f = state_top(s);
  if (f->nallocas == f->allocas_cap) {
    uint32_t nc = f->allocas_cap ? 2 * f->allocas_cap : 4;
    f->allocas = xrealloc(f->allocas, f->allocas_cap * sizeof(uint32_t), nc * sizeof(uint32_t));
    f->allocas_cap = nc;
  }
  f->allocas[f->nallocas++] = o->id;
  val_set_conc(&top_regs(s)[in->dst], o->base);
  f->pc++;
  return STEP_NEXT;
}
