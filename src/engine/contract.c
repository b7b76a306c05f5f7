/* contract: see contract.h. */
#include "engine/contract.h"

#include <stdio.h>
#include <string.h>

#include "base/util.h"
#include "engine/contract_internal.h"
#include "engine/exec_internal.h"
#include "engine/trace.h"
#include "ir/cfg.h"


/* ---- The per-state heap (copy on write) ------------------------------------------ */

void chunks_free_all(Chunks *c) {
  for (size_t i = 0; i < c->len; i++) expr_dec(c->data[i].lo), expr_dec(c->data[i].hi);
  VEC_FREE(*c);
}

void chunks_copy(Chunks *dst, const Chunks *src) {
  for (size_t i = 0; i < src->len; i++) {
    Chunk c = src->data[i];
    expr_inc(c.lo), expr_inc(c.hi);
    VEC_PUSH(*dst, c);
  }
}

void preds_free_all(Preds *p) {
  for (size_t i = 0; i < p->len; i++) {
    for (uint32_t k = 0; k < p->data[i].nargs; k++) expr_dec(p->data[i].args[k]);
    expr_dec(p->data[i].snap);
  }
  VEC_FREE(*p);
}

void preds_copy(Preds *dst, const Preds *src) {
  for (size_t i = 0; i < src->len; i++) {
    PredChunk c = src->data[i];
    for (uint32_t k = 0; k < c.nargs; k++) expr_inc(c.args[k]);
    expr_inc(c.snap);
    VEC_PUSH(*dst, c);
  }
}

static void exprs_free_all(Expr **e, size_t n) {
  for (size_t i = 0; i < n; i++) expr_dec(e[i]);
}

static void cframe_free(CFrame *f) {
  expr_dec(f->ret.e);
  expr_dec(f->snap);
  chunks_free_all(&f->saved_chunks);
  preds_free_all(&f->saved_preds);
  if (f->has_old) {
    mem_space_free(&f->old_mem);
    chunks_free_all(&f->old_chunks);
    preds_free_all(&f->old_preds);
  }
  for (size_t i = 0; i < f->loops.len; i++) {
    chunks_free_all(&f->loops.data[i].frame);
    preds_free_all(&f->loops.data[i].pframe);
  }
  VEC_FREE(f->loops);
}

/* A copy of f (its vectors too). */
static CFrame cframe_copy(const CFrame *src) {
  CFrame f = *src;
  expr_inc(f.ret.e);
  expr_inc(f.snap);
  memset(&f.saved_chunks, 0, sizeof f.saved_chunks);
  memset(&f.saved_preds, 0, sizeof f.saved_preds);
  chunks_copy(&f.saved_chunks, &src->saved_chunks);
  preds_copy(&f.saved_preds, &src->saved_preds);
  if (f.has_old) {
    mem_space_copy(&f.old_mem, &src->old_mem);
    memset(&f.old_chunks, 0, sizeof f.old_chunks);
    chunks_copy(&f.old_chunks, &src->old_chunks);
    memset(&f.old_preds, 0, sizeof f.old_preds);
    preds_copy(&f.old_preds, &src->old_preds);
  }
  memset(&f.loops, 0, sizeof f.loops);
  for (size_t i = 0; i < src->loops.len; i++) {
    LoopRec l = src->loops.data[i];
    memset(&l.frame, 0, sizeof l.frame);
    memset(&l.pframe, 0, sizeof l.pframe);
    chunks_copy(&l.frame, &src->loops.data[i].frame);
    preds_copy(&l.pframe, &src->loops.data[i].pframe);
    VEC_PUSH(f.loops, l);
  }
  return f;
}

static void heap_release(MemData *d) {
  ChunkHeap *h = (ChunkHeap *)d;
  chunks_free_all(&h->chunks);
  preds_free_all(&h->preds);
  exprs_free_all(h->roots.data, h->roots.len);
  exprs_free_all(h->bound.data, h->bound.len);
  VEC_FREE(h->roots);
  VEC_FREE(h->bound);
  for (size_t i = 0; i < h->frames.len; i++) cframe_free(&h->frames.data[i]);
  VEC_FREE(h->frames);
  cex_free(&h->cex);
  trace_dec(h->trace);
  reveals_free(h);
  VEC_FREE(h->blocks);
  xfree(h, sizeof *h);
}

ChunkHeap *heap_mut(State *s) {
  ChunkHeap *h = s->memdata && s->memdata->release == heap_release ? (ChunkHeap *)s->memdata : NULL;
  if (h && h->md.refs == 1) return h;
  ChunkHeap *c = xcalloc(1, sizeof *c);
  c->md.refs = 1;
  c->md.release = heap_release;
  if (h) {
    chunks_copy(&c->chunks, &h->chunks);
    preds_copy(&c->preds, &h->preds);
    for (size_t i = 0; i < h->roots.len; i++) VEC_PUSH(c->roots, expr_inc(h->roots.data[i]));
    for (size_t i = 0; i < h->bound.len; i++) VEC_PUSH(c->bound, expr_inc(h->bound.data[i]));
    for (size_t i = 0; i < h->frames.len; i++) {
      CFrame f = cframe_copy(&h->frames.data[i]);
      VEC_PUSH(c->frames, f);
    }
    c->in_old = h->in_old;
    reveals_copy(c, h);
    cex_copy(&c->cex, &h->cex);
    c->trace = trace_inc(h->trace);
    for (size_t i = 0; i < h->blocks.len; i++) VEC_PUSH(c->blocks, h->blocks.data[i]);
    h->md.refs--;
  }
  s->memdata = &c->md;
  return c;
}

/* The contract frame of s's top frame (made when new; frames of returned
 * functions dropped). */
CFrame *cframe(State *s) {
  ChunkHeap *h = heap_mut(s);
  uint32_t depth = s->nframes - 1, fn = state_top(s)->fn->index;
  while (h->frames.len && h->frames.data[h->frames.len - 1].depth > depth) cframe_free(&h->frames.data[--h->frames.len]);
  if (h->frames.len) {
    CFrame *f = &h->frames.data[h->frames.len - 1];
    if (f->depth == depth && f->fn == fn) return f;
    if (f->depth == depth) cframe_free(&h->frames.data[--h->frames.len]);
  }
  CFrame f;
  memset(&f, 0, sizeof f);
  f.depth = depth;
  f.fn = fn;
  VEC_PUSH(h->frames, f);
  return &h->frames.data[h->frames.len - 1];
}

void cframe_pop(State *s) {
  ChunkHeap *h = heap_mut(s);
  if (h->frames.len) cframe_free(&h->frames.data[--h->frames.len]);
}

/* Produce mode: F's precondition, a callee's postcondition, a body being
 * unfolded, a loop invariant assumed. */
static bool producing(const State *s, const CFrame *f) {
  if (f->kind == CF_BODY) return f->produce;
  if (f->inv) return f->inv == INV_PRODUCE;
  return (s->nframes == 2) != f->post;
}

/* Whether the permissions produced now come with fresh contents: a callee's
 * postcondition (it may have written them), a fresh chunk's body, a loop
 * invariant (an iteration may have written them). */
static bool havocs(const State *s, const CFrame *f) {
  if (f->kind == CF_BODY) return f->fresh;
  if (f->inv) return f->inv_havoc;
  return s->nframes > 2;
}

/* ---- Sites and returns ------------------------------------------------------------ */

/* The pcs of fn's calls to builtin b, in code order (at most `cap`); their number. */
uint32_t sites(const Executor *ex, const IrFunction *fn, IrBuiltin b, uint32_t *out, uint32_t cap) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < fn->ncode; i++) {
    const IrInst *in = &fn->code[i];
    if (in->op == IR_CALL && (in->flags & IR_CALL_DIRECT) && ex->mod->funcs[in->u.list.callee].builtin == b) {
      if (n < cap) out[n] = i;
      n++;
    }
  }
  return n;
}

/* Pops s's top frame, returning `ret` (borrowed) to the call; its caller's pc
 * stays at the call (the builtin's caller moves past it). */
static void return_with(State *s, const Val *ret) {
  state_pop_frame(s);
  Frame *f = state_top(s);
  const IrInst *call = &f->fn->code[f->pc];
  if (call->awidth) val_copy(&s->regs[f->rbase + call->dst], ret);
}

/* ---- Checks and assumptions ----------------------------------------------------- */

Expr *c64(State *s, uint64_t v) { return expr_const(s->exprs, 64, v); }

/* Consume-mode failure: the error `kind` (a callee's precondition is
 * reported at the call). */
static void consume_failed(Executor *ex, State *s, const char *what) {
  ChunkHeap *h = heap_mut(s);
  const CFrame *f = h->frames.len ? &h->frames.data[h->frames.len - 1] : NULL;
  if (f && f->depth == s->nframes - 1 && f->kind == CF_BODY) { /* reported at the fold */
    const char *name = state_top(s)->fn->name;
    cframe_pop(s);
    state_pop_frame(s);
    exec_error(ex, s, ERR_FOLD, "symx_fold(%s(..)) may fail: %s", name, what);
  } else if (f && f->depth == s->nframes - 1 && f->inv) {
    exec_error(ex, s, ERR_INVARIANT, "loop invariant may not hold %s: %s",
               f->inv == INV_BACK ? "after an iteration (not preserved)" : "when the loop is entered (not established)",
               what);
  } else if (s->nframes > 2) {
    const char *name = state_top(s)->fn->name;
    state_pop_frame(s);
    exec_error(ex, s, ERR_PRECONDITION, "precondition of %s may not hold here: %s", name, what);
  } else {
    exec_error(ex, s, ERR_POSTCONDITION, "postcondition may not hold: %s", what);
  }
}

/* Assumes (produce) or checks (consume) cond (borrowed); false when s ended. */
bool assume_or_check(Executor *ex, State *s, Expr *cond, bool produce, const char *what) {
  State *other;
  bool holds = exec_branch(ex, s, cond, &other);
  if (other) {
    if (produce) exec_silent(ex, other);
    else consume_failed(ex, other, what);
  }
  if (!holds) {
    if (!produce) return false; /* s is other: ended above */
    return false;
  }
  return true;
}

Expr *val64(State *s, const Val *v, unsigned w) {
  Expr *e = val_expr(s->exprs, v, w), *r = expr_resize(e, 64);
  expr_dec(e);
  return r;
}

/* ---- Chunks ------------------------------------------------------------------------ */

/* Whether e contains r (a bounded walk). */
static bool contains(const Expr *e, const Expr *r, int *budget) {
  if (e == r) return true;
  if (--*budget < 0) return false;
  for (unsigned i = 0; i < e->nkids; i++)
    if (contains(e->kid[i], r, budget)) return true;
  return false;
}

/* The input a root's value is made of ("p", "get.result"), for the name of
 * the object it is bound to. */
static const char *root_name(const Expr *e) {
  while (e->kind != EXPR_VAR && e->nkids) e = e->kid[0];
  return e->kind == EXPR_VAR ? e->u.arr->name : "ptr";
}

/* The size of the object root r is bound to by an acc of n bytes at addr:
 * CONTRACT_OBJECT_SIZE bytes, or for a range of symbolic size (an array,
 * read at symbolic offsets: the solver sees all its bytes) the smallest of
 * 64 and 512 bytes that the path says holds it. */
static uint64_t bound_size(Executor *ex, State *s, Expr *addr, Expr *r, Expr *n) {
  static const uint64_t sizes[] = {64, 512};
  if (expr_is_const(n)) return CONTRACT_OBJECT_SIZE;
  Expr *d = expr_binary(EXPR_SUB, addr, r), *end = expr_binary(EXPR_ADD, d, n);
  uint64_t size = CONTRACT_OBJECT_SIZE;
  for (size_t i = 0; i < ARRAY_LEN(sizes) && size == CONTRACT_OBJECT_SIZE; i++) {
    Expr *k = c64(s, sizes[i]), *le = expr_binary(EXPR_ULE, end, k), *d_le = expr_binary(EXPR_ULE, d, k);
    Expr *fits = expr_and(le, d_le);
    if (solver_valid(ex->solver, s->pc.data, s->pc.len, fits, s->model, NULL) == SOLVER_VALID) size = sizes[i];
    expr_dec(k), expr_dec(le), expr_dec(d_le), expr_dec(fits);
  }
  expr_dec(d), expr_dec(end);
  return size;
}

/* Whether root r may be the start of an object s has (a heap object, or a
 * local of F's when F's precondition is not being produced): s goes on with
 * r the first such start, the state where it is none of them runs the acc
 * again (it reaches the next one, then a fresh object). */
static bool alias_existing(Executor *ex, State *s, Expr *r) {
  bool locals = !(s->nframes == 2 && producing(s, cframe(s)) && !cframe(s)->inv && cframe(s)->kind == CF_CONTRACT);
  for (uint32_t slot = 0; slot < s->mem.cap; slot++) {
    const Object *o = s->mem.objs[slot];
    if (!o || o->tomb || !o->alive || o->readonly || !(o->kind == OBJ_HEAP || (locals && o->kind == OBJ_STACK)))
      continue;
    Expr *base = c64(s, o->base), *eq = expr_eq(r, base);
    expr_dec(base);
    State *other;
    bool may = exec_branch(ex, s, eq, &other);
    expr_dec(eq);
    if (!may) continue;
    if (other) search_add(&ex->search, other);
    return true;
  }
  return false;
}

/* Binds the unbound roots in addr (an acc of n bytes): each points to the
 * start of an object s has, or to a fresh object; false when s ended. */
static bool bind_roots(Executor *ex, State *s, Expr *addr, Expr *n, uint64_t exact) {
  ChunkHeap *h = heap_mut(s);
  for (size_t i = 0; i < h->roots.len; i++) {
    int budget = 10000;
    Expr *r = h->roots.data[i];
    if (!contains(addr, r, &budget)) continue;
    if (alias_existing(ex, s, r)) {
      h = heap_mut(s);
      h->roots.data[i] = h->roots.data[--h->roots.len];
      VEC_PUSH(h->bound, r);
      i--;
      continue;
    }
    h = heap_mut(s);
    h->roots.data[i] = h->roots.data[--h->roots.len];
    uint64_t size = exact ? exact : bound_size(ex, s, addr, r, n); /* a malloc_block: the block's */
    Object *o = mem_model_flat.alloc(ex, s, size, OBJ_HEAP);
    if (!o) {
      expr_dec(r);
      exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
      return false;
    }
    char name[200];
    snprintf(name, sizeof name, "*%s", root_name(r)); /* the pointee's contents */
    Array *a = array_new(s->exprs, name, (uint32_t)size);
    VEC_PUSH(s->inputs, a);
    mem_uninit_lazy(o, a);
    cex_add_source(&heap_mut(s)->cex, a, o->id, o->base, size, 0);
    Expr *base = c64(s, o->base), *eq = expr_eq(r, base);
    expr_dec(base);
    VEC_PUSH(heap_mut(s)->bound, r);
    State *other;
    bool ok = exec_branch(ex, s, eq, &other);
    expr_dec(eq);
    if (!ok) { /* never a vacuous proof: the pointer cannot be a fresh object */
      exec_error(ex, s, ERR_UNSUPPORTED, "a pointer that symx cannot bind to a fresh object");
      return false;
    }
    if (other) exec_silent(ex, other);
    h = heap_mut(s);
    i--;
  }
  return true;
}

/* Fresh contents for [lo, hi) of o (a callee's postcondition: it may have
 * written them); false when s ended. */
static bool havoc(Executor *ex, State *s, Object *o, Expr *lo, Expr *hi, const char *fn) {
  bool reveal = cframe(s)->kind == CF_BODY; /* unfolding a fresh chunk: its contents at entry */
  if (!reveal || !expr_is_const(lo) || !expr_is_const(hi))
    heap_mut(s)->cex.opaque = reveal ? "symx_unfold gave a permission of symbolic size fresh contents"
                              : s->nframes > 2 ? "a callee's postcondition gave memory fresh contents (natively its body runs)"
                                               : "a loop invariant gave memory fresh contents (an iteration from a havocked state)";
  if (!expr_is_const(lo) || !expr_is_const(hi)) {
    if (o->size > CONTRACT_OBJECT_SIZE) {
      exec_error(ex, s, ERR_UNSUPPORTED, "fresh contents for a permission of symbolic size in a large object (%s)", fn);
      return false;
    }
    /* each byte of the object: fresh where [lo, hi) covers it */
    o = mem_writable(&s->mem, o->id);
    char name[160];
    snprintf(name, sizeof name, "%s.havoc", fn);
    Array *arr = array_new(s->exprs, name, (uint32_t)o->size);
    VEC_PUSH(s->inputs, arr);
    for (uint64_t i = 0; i < o->size; i++) {
      Expr *k = c64(s, i), *a = expr_binary(EXPR_ULE, lo, k), *b = expr_binary(EXPR_ULT, k, hi), *in = expr_and(a, b);
      Expr *v = expr_var(arr, (uint32_t)i), *old = mem_byte_expr(s->exprs, o, i), *x = expr_ite(in, v, old);
      mem_set_byte_expr(o, i, x);
      expr_dec(k), expr_dec(a), expr_dec(b), expr_dec(in), expr_dec(v), expr_dec(old), expr_dec(x);
    }
    return true;
  }
  uint64_t a = (uint64_t)lo->u.value, b = (uint64_t)hi->u.value;
  if (b <= a) return true;
  if (reveal && pure_known_contents(s, cframe(s), o->id, a, b)) return true; /* the same snapshot: the same contents */
  o = mem_writable(&s->mem, o->id);
  char name[160];
  snprintf(name, sizeof name, "%s.post", fn);
  Array *arr = array_new(s->exprs, name, (uint32_t)(b - a));
  VEC_PUSH(s->inputs, arr);
  if (reveal) cex_add_source(&heap_mut(s)->cex, arr, o->id, o->base, o->size, a);
  for (uint64_t i = a; i < b; i++) {
    Expr *v = expr_var(arr, (uint32_t)(i - a));
    mem_set_byte_expr(o, i, v);
    expr_dec(v);
  }
  return true;
}

/* e (consumed) as a constant when the path condition fixes its value. */
static Expr *pin(Executor *ex, State *s, Expr *e) {
  if (expr_is_const(e)) return e;
  uint64_t v = (uint64_t)expr_eval(e, s->model);
  Expr *k = c64(s, v), *eq = expr_eq(e, k);
  SolverValidity r = solver_valid(ex->solver, s->pc.data, s->pc.len, eq, s->model, NULL);
  expr_dec(eq);
  if (r != SOLVER_VALID) {
    expr_dec(k);
    return e;
  }
  expr_dec(e);
  return k;
}

/* The object a permission's address falls in, as [lo, hi) offsets of it
 * (new references); NULL when s ended. */
static Object *place(Executor *ex, State *s, Expr *addr, Expr *n, Expr **lo, Expr **hi) {
  uint64_t at = (uint64_t)expr_eval(addr, s->model);
  uint64_t off;
  Object *o = mem_at(&s->mem, at, &off);
  if (!o || o == &mem_dangling || !o->alive) {
    if (expr_is_const(addr) && at == 0) exec_silent(ex, s); /* acc(NULL) is false */
    else exec_error(ex, s, ERR_UNSUPPORTED, "a permission for an address that is no live object");
    return NULL;
  }
  Expr *base = c64(s, o->base), *size = c64(s, o->size);
  *lo = expr_binary(EXPR_SUB, addr, base);
  *hi = expr_binary(EXPR_ADD, *lo, n);
  Expr *in1 = expr_binary(EXPR_ULE, n, size), *in2 = expr_binary(EXPR_ULE, *hi, size);
  Expr *in0 = expr_binary(EXPR_ULE, base, addr), *a = expr_and(in0, in1), *in = expr_and(a, in2);
  expr_dec(base), expr_dec(size), expr_dec(in0), expr_dec(in1), expr_dec(in2), expr_dec(a);
  State *other;
  bool holds = exec_branch(ex, s, in, &other);
  expr_dec(in);
  if (other) exec_error(ex, other, ERR_UNSUPPORTED, "a permission that symx cannot place in one object");
  if (!holds) {
    expr_dec(*lo), expr_dec(*hi);
    return NULL;
  }
  *lo = pin(ex, s, *lo);
  *hi = pin(ex, s, *hi);
  return mem_at(&s->mem, o->base, &off);
}

static bool produce_acc(Executor *ex, State *s, Expr *addr, Expr *n) {
  if (!bind_roots(ex, s, addr, n, 0)) return false;
  Expr *lo, *hi;
  Object *o = place(ex, s, addr, n, &lo, &hi);
  if (!o) return false;
  uint32_t id = o->id;
  if (expr_is_const(lo) && expr_is_const(hi) && lo->u.value < hi->u.value &&
      pure_owned(s, id, (uint64_t)lo->u.value, (uint64_t)hi->u.value)) { /* under a folded chunk held: no caller can */
    expr_dec(lo), expr_dec(hi);
    exec_silent(ex, s);
    return false;
  }
  ChunkHeap *h = heap_mut(s);
  /* separating conjunction: the new chunk overlaps none (an empty one is none) */
  Expr *ok = expr_bool(s->exprs, true);
  for (size_t i = 0; i < h->chunks.len; i++) {
    const Chunk *c = &h->chunks.data[i];
    if (c->obj != id) continue;
    Expr *a = expr_binary(EXPR_ULE, hi, c->lo), *b = expr_binary(EXPR_ULE, c->hi, lo), *e = expr_binary(EXPR_ULE, hi, lo);
    Expr *ab = expr_or(a, b), *abe = expr_or(ab, e), *k = expr_and(ok, abe);
    expr_dec(a), expr_dec(b), expr_dec(e), expr_dec(ab), expr_dec(abe), expr_dec(ok);
    ok = k;
  }
  bool alive = assume_or_check(ex, s, ok, true, NULL);
  expr_dec(ok);
  if (alive && havocs(s, cframe(s))) alive = havoc(ex, s, o, lo, hi, state_top(s)->fn->name);
  if (!alive) {
    expr_dec(lo), expr_dec(hi);
    return false;
  }
  h = heap_mut(s);
  Chunk c = {id, lo, hi, false};
  VEC_PUSH(h->chunks, c);
  cex_add_extent(&h->cex, id, hi);
  return true;
}

/* Splits chunk i (concrete) around [a, b), which it covers; the middle is pending. */
static void split(State *s, ChunkHeap *h, size_t i, uint64_t a, uint64_t b) {
  Chunk c = h->chunks.data[i];
  uint64_t lo = (uint64_t)c.lo->u.value, hi = (uint64_t)c.hi->u.value;
  h->chunks.data[i].pending = true;
  expr_dec(h->chunks.data[i].lo), expr_dec(h->chunks.data[i].hi);
  h->chunks.data[i].lo = c64(s, a);
  h->chunks.data[i].hi = c64(s, b);
  if (lo < a) {
    Chunk l = {c.obj, c64(s, lo), c64(s, a), false};
    VEC_PUSH(h->chunks, l);
  }
  if (b < hi) {
    Chunk r = {c.obj, c64(s, b), c64(s, hi), false};
    VEC_PUSH(h->chunks, r);
  }
}

static bool consume_acc(Executor *ex, State *s, Expr *addr, Expr *n) {
  Expr *lo, *hi;
  Object *o = place(ex, s, addr, n, &lo, &hi);
  if (!o) return false;
  uint32_t id = o->id;
  ChunkHeap *h = heap_mut(s);
  bool conc = expr_is_const(lo) && expr_is_const(hi), found = false;
  Expr *any = expr_bool(s->exprs, false);
  for (size_t i = 0; i < h->chunks.len && !found; i++) {
    const Chunk *c = &h->chunks.data[i];
    if (c->obj != id || c->pending) continue;
    if (conc && expr_is_const(c->lo) && expr_is_const(c->hi)) {
      uint64_t a = (uint64_t)lo->u.value, b = (uint64_t)hi->u.value;
      if ((uint64_t)c->lo->u.value <= a && b <= (uint64_t)c->hi->u.value) {
        split(s, h, i, a, b);
        found = true;
      }
      continue;
    }
    Expr *e1 = expr_eq(c->lo, lo), *e2 = expr_eq(c->hi, hi), *same = expr_and(e1, e2);
    Expr *v1 = expr_binary(EXPR_ULE, c->lo, lo), *v2 = expr_binary(EXPR_ULE, hi, c->hi), *cov = expr_and(v1, v2);
    Expr *na = expr_or(any, cov);
    expr_dec(e1), expr_dec(e2), expr_dec(v1), expr_dec(v2), expr_dec(cov), expr_dec(any);
    any = na;
    SolverValidity v = solver_valid(ex->solver, s->pc.data, s->pc.len, same, s->model, NULL);
    expr_dec(same);
    if (v == SOLVER_VALID) {
      h->chunks.data[i].pending = true;
      found = true;
    }
  }
  expr_dec(lo), expr_dec(hi);
  if (found) {
    expr_dec(any);
    return true;
  }
  /* Not provably one chunk: where no chunk covers it, the failure; where
   * one may, symx cannot split symbolic ranges: unsupported. */
  State *other;
  bool holds = exec_branch(ex, s, any, &other);
  expr_dec(any);
  if (other) consume_failed(ex, other, "no permission for an acc of the assertion");
  if (holds) exec_error(ex, s, ERR_UNSUPPORTED, "a permission that only part of a symbolic chunk grants");
  return false;
}

static void pred_drop(Preds *p, size_t i) {
  for (uint32_t k = 0; k < p->data[i].nargs; k++) expr_dec(p->data[i].args[k]);
  expr_dec(p->data[i].snap);
  memmove(&p->data[i], &p->data[i + 1], (p->len - i - 1) * sizeof *p->data);
  p->len--;
}

static void commit(State *s) {
  ChunkHeap *h = heap_mut(s);
  size_t k = 0;
  for (size_t i = 0; i < h->chunks.len; i++) {
    if (h->chunks.data[i].pending) expr_dec(h->chunks.data[i].lo), expr_dec(h->chunks.data[i].hi);
    else h->chunks.data[k++] = h->chunks.data[i];
  }
  h->chunks.len = k;
  for (size_t i = h->preds.len; i-- > 0;)
    if (h->preds.data[i].pending) pred_drop(&h->preds, i);
  k = 0;
  for (size_t i = 0; i < h->blocks.len; i++)
    if (!h->blocks.data[i].pending) h->blocks.data[k++] = h->blocks.data[i];
  h->blocks.len = k;
}

static bool boolean_part(Executor *ex, State *s, const Val *v, unsigned w, bool produce);
static bool leak_check(Executor *ex, State *s, const char *where);

/* ---- Predicates (SYMX_PREDICATE, symx_fold, symx_unfold) --------------------------- */

/* The arguments of the call `in` of frame f, at 64 bits (new references):
 * their number, or -1 when there are more than PRED_MAX_ARGS. */
int call_args(State *s, const Frame *f, const IrInst *in, Expr **out) {
  const uint32_t *l = f->fn->extra + in->u.list.first;
  if (in->u.list.n > PRED_MAX_ARGS) return -1;
  for (uint32_t i = 0; i < in->u.list.n; i++) out[i] = val64(s, &s->regs[f->rbase + l[2 * i]], l[2 * i + 1]);
  return (int)in->u.list.n;
}

/* Finds a chunk of fn(args) not consumed yet, forking on the chunks that may
 * be it (the state that goes on without one re-runs the call): its index
 * in s's heap, or -1 when none may be it. */
static long find_pred(Executor *ex, State *s, uint32_t fn, Expr **args, uint32_t n) {
  /* a chunk with these very arguments is one (taking it is sound whatever
   * the others are: no case split on which) */
  for (size_t i = 0; i < heap_mut(s)->preds.len; i++) {
    const PredChunk *c = &heap_mut(s)->preds.data[i];
    bool same = c->fn == fn && c->nargs == n && !c->pending;
    for (uint32_t k = 0; same && k < n; k++) same = c->args[k] == args[k];
    if (same) return (long)i;
  }
  for (size_t i = 0; i < heap_mut(s)->preds.len; i++) {
    const PredChunk *c = &heap_mut(s)->preds.data[i];
    if (c->fn != fn || c->nargs != n || c->pending) continue;
    Expr *eq = expr_bool(s->exprs, true);
    for (uint32_t k = 0; k < n; k++) {
      Expr *e = expr_eq(c->args[k], args[k]), *a = expr_and(eq, e);
      expr_dec(e), expr_dec(eq);
      eq = a;
    }
    State *other;
    bool holds = exec_branch(ex, s, eq, &other);
    expr_dec(eq);
    if (!holds) continue;
    if (other) search_add(&ex->search, other);
    return (long)i;
  }
  return -1;
}

static bool is_known(Expr *const *v, size_t n, const Expr *e) {
  for (size_t i = 0; i < n; i++)
    if (v[i] == e) return true;
  return false;
}

/* Adds the chunk fn(args) (borrowed) with snapshot snap (taken; NULL: a
 * fresh one); its pointer arguments not bound to an object yet are roots
 * (a later acc through them binds them). */
static void pred_add(Executor *ex, State *s, uint32_t fn, Expr **args, uint32_t n, bool is_fresh, Expr *snap) {
  char name[160];
  snprintf(name, sizeof name, "%s.snap", ex->mod->funcs[fn].name);
  if (!snap) snap = fresh(s, name, 8);
  ChunkHeap *h = heap_mut(s);
  const uint64_t *pp = ex->opt.ptr_params;
  PredChunk c;
  memset(&c, 0, sizeof c);
  c.fn = fn, c.nargs = n, c.fresh = is_fresh, c.name = ex->mod->funcs[fn].name, c.snap = snap;
  const CFrame *top = h->frames.len ? &h->frames.data[h->frames.len - 1] : NULL;
  c.from_unfold = top && top->depth == s->nframes - 1 && top->kind == CF_BODY && top->produce;
  for (uint32_t k = 0; k < n; k++) {
    c.args[k] = expr_inc(args[k]);
    if (is_fresh && pp && (pp[fn] >> k & 1) && !expr_is_const(args[k]) && !is_known(h->roots.data, h->roots.len, args[k]) &&
        !is_known(h->bound.data, h->bound.len, args[k]))
      VEC_PUSH(h->roots, expr_inc(args[k]));
  }
  VEC_PUSH(h->preds, c);
}

/* Whether f is evaluating an assertion (where acc and predicates mean
 * permissions): a requires, an ensures, an invariant, a predicate's body. */
static bool in_assertion(const Executor *ex, State *s, const CFrame *f) {
  if (f->kind == CF_PURE && f->in_body) return false;
  if (f->kind == CF_BODY || f->inv || f->post) return true;
  return f->nreq < sites(ex, state_top(s)->fn, IR_BI_REQUIRES, NULL, 0);
}

bool contract_fold(Executor *ex, State *s, int unfold) {
  bool pure_body = cframe(s)->kind == CF_PURE && cframe(s)->in_body; /* a pure function's body, run one level */
  if (!unfold && contract_in_pure(s)) { /* a fold could make a chunk as large as its precondition's: no measure */
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_fold in a pure function (it may only unfold)");
    return false;
  }
  if ((s->nframes != 2 || cframe(s)->kind != CF_CONTRACT) && !pure_body) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_fold or symx_unfold outside the function being verified");
    return false;
  }
  /* the statement's predicate call: the next call in the code */
  const IrFunction *fn = state_top(s)->fn;
  uint32_t k = state_top(s)->pc + 1;
  while (k < fn->ncode && fn->code[k].op != IR_CALL) k++;
  if (k == fn->ncode || !(fn->code[k].flags & IR_CALL_DIRECT) ||
      ex->mod->funcs[fn->code[k].u.list.callee].spec != IR_SPEC_PREDICATE) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_fold or symx_unfold of something that is not a predicate call");
    return false;
  }
  CFrame *f = cframe(s);
  f->stmt = unfold ? STMT_UNFOLD : STMT_FOLD;
  f->stmt_pc = k;
  trace_record(ex, s, unfold ? "symx_unfold: the chunk consumed, its body produced" : "symx_fold: its body consumed, the chunk produced");
  return true;
}

/* A predicate call as a statement's (fold, unfold) or as an assertion's
 * part; true: *enter when the engine is to run its body. */
static bool pred_call(Executor *ex, State *s, const IrFunction *callee, Expr **args, uint32_t n, bool *enter) {
  CFrame *f = cframe(s);
  if (f->stmt && f->stmt_pc != state_top(s)->pc) f->stmt = STMT_NONE; /* the path went past it */
  if (f->stmt == STMT_FOLD) {
    f->stmt = STMT_NONE;
    f->entering = STMT_FOLD;
    *enter = true;
    return true;
  }
  if (f->stmt == STMT_UNFOLD) {
    long i = find_pred(ex, s, callee->index, args, n);
    if (i < 0) {
      exec_error(ex, s, ERR_UNFOLD, "symx_unfold(%s(..)): no such predicate chunk is held here", callee->name);
      return false;
    }
    ChunkHeap *h = heap_mut(s);
    bool fresh = h->preds.data[i].fresh;
    Expr *snap = expr_inc(h->preds.data[i].snap);
    pred_drop(&h->preds, (size_t)i);
    f = cframe(s);
    expr_dec(f->snap);
    f->snap = snap; /* handed to the body's frame (contract_entered) */
    f->stmt = STMT_NONE;
    f->entering = fresh ? STMT_UNFOLD + 2 : STMT_UNFOLD;
    *enter = true;
    return true;
  }
  if (!in_assertion(ex, s, f) || (heap_mut(s)->in_old && f->kind == CF_CONTRACT)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "predicate %s used outside an assertion (or in symx_old): fold or unfold it",
               callee->name);
    return false;
  }
  if (f->kind == CF_PURE && f->post) {
    exec_error(ex, s, ERR_UNSUPPORTED, "predicate %s in a pure function's postcondition (it gives back nothing)",
               callee->name);
    return false;
  }
  if (producing(s, f)) {
    PredChunk c;
    if (f->kind == CF_BODY && pure_nested(s, f, callee->index, args, n, &c)) VEC_PUSH(heap_mut(s)->preds, c);
    else pred_add(ex, s, callee->index, args, n, true, NULL);
    return true;
  }
  long i = find_pred(ex, s, callee->index, args, n);
  if (i < 0) {
    char what[200];
    snprintf(what, sizeof what, "no predicate chunk %s(..) for the assertion", callee->name);
    consume_failed(ex, s, what);
    return false;
  }
  heap_mut(s)->preds.data[i].pending = true;
  return true;
}

bool contract_call(Executor *ex, State *s, const IrFunction *callee, const IrInst *in, bool *enter) {
  *enter = callee->spec == IR_SPEC_PURE; /* run as code (its reads need permissions), or as its term */
  if (*enter && s->nframes >= 2 && cframe(s)->kind == CF_BODY &&
      sites(ex, callee, IR_BI_REQUIRES, NULL, 0) + sites(ex, callee, IR_BI_ENSURES_BEGIN, NULL, 0)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "pure function %s called in a predicate's body", callee->name);
    return false;
  }
  if (*enter) return true;
  if (s->nframes < 2) {
    exec_error(ex, s, ERR_UNSUPPORTED, "predicate %s called outside a contract", callee->name);
    return false;
  }
  Expr *args[PRED_MAX_ARGS];
  int n = call_args(s, state_top(s), in, args);
  if (n < 0) {
    exec_error(ex, s, ERR_UNSUPPORTED, "predicate %s has more than %d parameters", callee->name, PRED_MAX_ARGS);
    return false;
  }
  bool ok = pred_call(ex, s, callee, args, (uint32_t)n, enter);
  exprs_free_all(args, (size_t)n);
  if (ok && !*enter) {
    if (in->awidth) val_set_conc(&top_regs(s)[in->dst], 1);
    state_top(s)->pc++;
  }
  return ok;
}

void contract_entered(Executor *ex, State *s) {
  ChunkHeap *h = heap_mut(s);
  CFrame *caller = NULL;
  for (size_t i = h->frames.len; i-- > 0;)
    if (h->frames.data[i].depth == s->nframes - 2) caller = &h->frames.data[i];
  if (!caller || !caller->entering) { /* a pure function */
    if (state_top(s)->fn->spec == IR_SPEC_PURE) pure_entered(ex, s, cframe(s));
    return;
  }
  uint8_t e = caller->entering;
  caller->entering = STMT_NONE;
  Expr *snap = caller->snap;
  caller->snap = NULL;
  CFrame *f = cframe(s);
  uint32_t depth = f->depth, fn = f->fn;
  cframe_free(f);
  memset(f, 0, sizeof *f);
  f->depth = depth, f->fn = fn, f->kind = CF_BODY;
  f->produce = e != STMT_FOLD;
  f->fresh = e == STMT_UNFOLD + 2;
  f->snap = f->produce ? snap : (expr_dec(snap), NULL);
  f->mark_chunks = h->chunks.len, f->mark_preds = h->preds.len;
}

/* A predicate's body returns (fold, unfold): its value is consumed or
 * produced; fold then adds the chunk. 0: it returns; -1: s ended. */
static int body_ret(Executor *ex, State *s, const IrInst *in) {
  const Frame *caller = &s->frames[s->nframes - 2];
  const IrInst *call = &caller->fn->code[caller->pc];
  const IrFunction *fn = state_top(s)->fn;
  if (!fn->nret || !call->width) {
    exec_error(ex, s, ERR_UNSUPPORTED, "predicate %s returns no value", fn->name);
    return -1;
  }
  Val v = top_regs(s)[in->a];
  bool produce = cframe(s)->produce;
  if (!boolean_part(ex, s, &v, call->width, produce)) return -1;
  if (!produce) {
    Expr *args[PRED_MAX_ARGS];
    int n = call_args(s, &s->frames[s->nframes - 2], call, args);
    if (n < 0) n = 0; /* contract_call refused it before */
    Expr *snap = pure_fold_snapshot(ex, s, fn->index, args, (uint32_t)n); /* before the consumed chunks go */
    commit(s);
    pred_add(ex, s, fn->index, args, (uint32_t)n, false, snap);
    exprs_free_all(args, (size_t)n);
  } else {
    pure_unfolded(s, cframe(s));
  }
  cframe_pop(s);
  return 0;
}

/* ---- The builtins --------------------------------------------------------------- */

bool contract_acc(Executor *ex, State *s, const Val *p, const Val *n) {
  if (s->nframes < 2) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_acc outside a contract");
    return false;
  }
  CFrame *f = cframe(s);
  if (!in_assertion(ex, s, f)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_acc outside an assertion");
    return false;
  }
  if (f->kind == CF_PURE && f->post) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_acc in a pure function's postcondition (it gives back nothing)");
    return false;
  }
  Expr *addr = val64(s, p, 64), *len = val64(s, n, 64);
  bool ok = producing(s, f) ? produce_acc(ex, s, addr, len) : consume_acc(ex, s, addr, len);
  expr_dec(addr), expr_dec(len);
  return ok;
}

/* symx_malloc_block(p) of n bytes (n: sizeof *p): produced, p (a root
 * not bound yet: to a fresh object of n bytes) is the start of a block of
 * n bytes, no other malloc_block of it held; consumed, that chunk is taken. */
static bool block_part(Executor *ex, State *s, Expr *addr, Expr *n, bool produce) {
  if (!expr_is_const(n)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_malloc_block of a symbolic size");
    return false;
  }
  uint64_t size = (uint64_t)n->u.value;
  if (produce && !bind_roots(ex, s, addr, n, size)) return false;
  Expr *lo, *hi;
  Object *o = place(ex, s, addr, n, &lo, &hi);
  if (!o) return false;
  Expr *z = c64(s, 0), *start = expr_eq(lo, z);
  expr_dec(z), expr_dec(lo), expr_dec(hi);
  uint32_t id = o->id;
  bool heap = o->kind == OBJ_HEAP, ok = assume_or_check(ex, s, start, produce, "a malloc_block not at a block's start");
  expr_dec(start);
  if (!ok) return false;
  ChunkHeap *h = heap_mut(s);
  size_t i = 0;
  while (i < h->blocks.len && (h->blocks.data[i].obj != id || h->blocks.data[i].pending)) i++;
  if (produce) {
    if (!heap || i < h->blocks.len) { /* a local, or one block given twice: no caller can */
      exec_silent(ex, s);
      return false;
    }
    Block b = {id, size, false};
    VEC_PUSH(h->blocks, b);
    return true;
  }
  if (i == h->blocks.len || h->blocks.data[i].size != size) {
    consume_failed(ex, s, "no malloc_block permission (symx_malloc_block) for the block");
    return false;
  }
  h->blocks.data[i].pending = true;
  return true;
}

bool contract_malloc_block(Executor *ex, State *s, const Val *p, const Val *n) {
  CFrame *f = cframe(s);
  if (!in_assertion(ex, s, f) || f->kind == CF_PURE) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_malloc_block outside an assertion");
    return false;
  }
  Expr *addr = val64(s, p, 64), *len = val64(s, n, 64);
  bool ok = block_part(ex, s, addr, len, producing(s, f));
  expr_dec(addr), expr_dec(len);
  return ok;
}

Expr *fresh(State *s, const char *name, unsigned bytes) {
  Array *a = array_new(s->exprs, name, bytes);
  VEC_PUSH(s->inputs, a);
  Expr *acc = expr_var(a, bytes - 1);
  for (int i = (int)bytes - 2; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *c = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = c;
  }
  return acc;
}

Expr *contract_arg(Executor *ex, State *s, unsigned bytes, const char *name, bool is_ptr) {
  (void)ex;
  Expr *v = fresh(s, name, bytes ? bytes : 1);
  if (is_ptr) VEC_PUSH(heap_mut(s)->roots, expr_inc(v));
  return v;
}

/* A callee's contract is done: its fresh result goes back to the call. */
void summary_return(State *s, CFrame *f) {
  Val r = f->ret;
  expr_inc(r.e);
  cframe_pop(s);
  return_with(s, &r);
  expr_dec(r.e);
}

/* The callee's fresh result, made at the end of its precondition. */
static void callee_result(Executor *ex, State *s, CFrame *f) {
  const Frame *caller = &s->frames[s->nframes - 2];
  const IrInst *call = &caller->fn->code[caller->pc];
  unsigned w = call->awidth ? call->width : 0;
  if (!w || f->ret.e) return;
  char name[160];
  snprintf(name, sizeof name, "%s.result", state_top(s)->fn->name);
  Expr *v = fresh(s, name, (w + 7) / 8), *r = expr_resize(v, w);
  expr_dec(v);
  f->ret.e = r;
  f->ret.v = 0;
  heap_mut(s)->cex.opaque = "a callee's result came from its contract (natively its body runs)";
  Expr *r64 = expr_resize(r, 64);
  VEC_PUSH(heap_mut(s)->roots, r64);
  (void)ex;
}

/* A boolean part of an assertion (the value v, w bits, nonzero): assumed
 * when producing, checked when consuming. False when the path ended. */
static bool boolean_part(Executor *ex, State *s, const Val *v, unsigned w, bool produce) {
  Expr *e = val_expr(s->exprs, v, w), *z = expr_const(s->exprs, w, 0), *c = expr_ne(e, z);
  expr_dec(e), expr_dec(z);
  bool ok = assume_or_check(ex, s, c, produce, "a boolean part");
  expr_dec(c);
  return ok;
}

bool contract_requires(Executor *ex, State *s, const Val *v, unsigned w) {
  if (s->nframes < 2) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_requires outside a function with a contract");
    return false;
  }
  CFrame *f = cframe(s);
  if (s->nframes > 2 && f->kind != CF_PURE && pure_below(s)) { /* it would change the heap */
    exec_error(ex, s, ERR_UNSUPPORTED, "a pure function calls %s, a function with a contract that is not pure",
               state_top(s)->fn->name);
    return false;
  }
  bool produce = producing(s, f);
  if (!boolean_part(ex, s, v, w, produce)) return false;
  f = cframe(s);
  f->nreq++;
  trace_record(ex, s, produce ? "precondition produced (symx_requires)" : "callee's precondition consumed (symx_requires)");
  f = cframe(s);
  if (produce) return true;
  /* a callee: once its whole contract is done, it returns */
  uint32_t nreq = sites(ex, state_top(s)->fn, IR_BI_REQUIRES, NULL, 0);
  uint32_t nens = sites(ex, state_top(s)->fn, IR_BI_ENSURES_BEGIN, NULL, 0);
  if (f->nreq == nreq && nens == 0 && f->kind == CF_PURE) return pure_pre_done(ex, s, f);
  if (f->nreq == nreq && nens == 0) {
    commit(s);
    f = cframe(s);
    callee_result(ex, s, f);
    summary_return(s, cframe(s));
  }
  return true;
}

static void take_old(State *s, CFrame *f) {
  if (f->has_old) return;
  ChunkHeap *h = heap_mut(s);
  mem_space_copy(&f->old_mem, &s->mem);
  memset(&f->old_chunks, 0, sizeof f->old_chunks);
  chunks_copy(&f->old_chunks, &h->chunks);
  for (size_t i = 0; i < f->old_chunks.len; i++) f->old_chunks.data[i].pending = false;
  memset(&f->old_preds, 0, sizeof f->old_preds);
  preds_copy(&f->old_preds, &h->preds); /* pure functions in symx_old find them */
  for (size_t i = 0; i < f->old_preds.len; i++) f->old_preds.data[i].pending = false;
  f->has_old = true;
}

bool contract_ensures_begin(Executor *ex, State *s, uint64_t *res) {
  if (s->nframes < 2) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_ensures outside a function with a contract");
    return false;
  }
  CFrame *f = cframe(s);
  take_old(s, f);
  if (s->nframes == 2) { /* F: 0 at entry, 1 at its return */
    *res = f->post;
    return true;
  }
  if (!f->post && f->kind == CF_PURE) return pure_pre_done(ex, s, f) && (*res = 1);
  if (!f->post) { /* a callee: its precondition is done */
    commit(s);
    f = cframe(s);
    f->post = true;
    callee_result(ex, s, f);
  }
  *res = 1;
  return true;
}

bool contract_ensures(Executor *ex, State *s, const Val *v, unsigned w) {
  CFrame *f = cframe(s);
  bool produce = producing(s, f);
  if (!boolean_part(ex, s, v, w, produce)) return false;
  trace_record(ex, s, produce ? "callee's postcondition produced (symx_ensures)" : "postcondition consumed (symx_ensures)");
  f = cframe(s);
  f->nens++;
  uint32_t at[64];
  uint32_t nens = sites(ex, state_top(s)->fn, IR_BI_ENSURES_BEGIN, at, 64);
  if (nens > 64) {
    exec_error(ex, s, ERR_UNSUPPORTED, "more than 64 symx_ensures in one function");
    return false;
  }
  if (f->nens < nens) {
    if (!produce) state_top(s)->pc = at[f->nens] - 1; /* F: the next one (the caller adds 1) */
    return true;
  }
  if (!produce) {
    commit(s);
    if (!leak_check(ex, s, "at the return (not given back by the postcondition)")) return false;
  }
  if (f->kind == CF_PURE && f->eval) { /* on into its body */
    f->in_body = true;
    return true;
  }
  summary_return(s, cframe(s));
  return true;
}

Expr *contract_result(Executor *ex, State *s) {
  CFrame *f = s->nframes >= 2 ? cframe(s) : NULL;
  if (!f || !f->post) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_result() outside a postcondition");
    return NULL;
  }
  const Frame *caller = &s->frames[s->nframes - 2];
  const IrInst *call = &caller->fn->code[caller->pc];
  unsigned w = call->awidth ? call->width : 0;
  if (!w || w > 64) return expr_const(s->exprs, 64, 0);
  const bool *sg = ex->opt.ret_signed;
  Expr *r = val_expr(s->exprs, &f->ret, w);
  Expr *x = sg && sg[state_top(s)->fn->index] ? expr_sext(r, 64) : expr_zext(r, 64);
  expr_dec(r);
  return x;
}

bool contract_old(Executor *ex, State *s, bool begin) {
  CFrame *f = s->nframes >= 2 ? cframe(s) : NULL;
  ChunkHeap *h = heap_mut(s);
  if (!f || !f->has_old || h->in_old == begin) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_old outside a postcondition, or nested");
    return false;
  }
  for (uint32_t slot = 0; begin && slot < s->mem.cap; slot++) { /* objects bound since entry, for pure functions */
    Object *o = s->mem.objs[slot];
    if (!o || !o->alive || (slot < f->old_mem.cap && f->old_mem.objs[slot])) continue;
    o->refs++;
    mem_space_put(&f->old_mem, o);
  }
  AddrSpace t = s->mem;
  s->mem = f->old_mem;
  f->old_mem = t;
  Chunks c = h->chunks;
  h->chunks = f->old_chunks;
  f->old_chunks = c;
  Preds p = h->preds;
  h->preds = f->old_preds;
  f->old_preds = p;
  h->in_old = begin;
  return true;
}

bool contract_may_free(Executor *ex, State *s, const Object *o) {
  /* its malloc_block, and the block's chunks (disjoint: produce assumed so)
   * must cover it: their sizes, all known, add up to its size (a node
   * unfolded field by field) */
  ChunkHeap *h = heap_mut(s);
  size_t b = 0;
  while (b < h->blocks.len && h->blocks.data[b].obj != o->id) b++;
  if (b == h->blocks.len) {
    exec_error(ex, s, ERR_NO_PERMISSION, "free of a block without its malloc_block permission (symx_malloc_block)");
    return false;
  }
  uint64_t size = h->blocks.data[b].size;
  uint64_t total = 0;
  bool known = true;
  for (size_t i = 0; i < h->chunks.len; i++) {
    const Chunk *c = &h->chunks.data[i];
    if (c->obj != o->id) continue;
    known &= expr_is_const(c->lo) && expr_is_const(c->hi) && (uint64_t)c->hi->u.value <= size;
    if (known) total += (uint64_t)c->hi->u.value - (uint64_t)c->lo->u.value;
  }
  if (!known || total != size) {
    exec_error(ex, s, ERR_NO_PERMISSION, "free of a block without the permission for all of it");
    return false;
  }
  size_t k = 0;
  for (size_t i = 0; i < h->chunks.len; i++) {
    Chunk *c = &h->chunks.data[i];
    if (c->obj == o->id) expr_dec(c->lo), expr_dec(c->hi);
    else h->chunks.data[k++] = *c;
  }
  h->chunks.len = k;
  h->blocks.data[b] = h->blocks.data[--h->blocks.len];
  return true;
}

/* ---- Loop invariants (symx_invariant) ----------------------------------------------- */

/* The innermost loop of F's cfg holding instruction pc, or -1. */
static int loop_of(const IrFunction *fn, uint32_t pc) {
  return fn->cfg && pc < fn->ncode ? fn->cfg->blocks[fn->cfg->block_of[pc]].loop : -1;
}

static bool in_loop(const IrLoop *l, uint32_t block) {
  for (uint32_t i = 0; i < l->nblocks; i++)
    if (l->blocks[i] == block) return true;
  return false;
}

/* Whether an iteration of loop l may write memory (a store, or a call of
 * anything but a contract builtin): then its invariant's permissions get
 * fresh contents. */
static bool loop_writes(const Executor *ex, const IrFunction *fn, const IrLoop *l) {
  for (uint32_t b = 0; b < l->nblocks; b++) {
    const IrBlock *blk = &fn->cfg->blocks[l->blocks[b]];
    for (uint32_t i = blk->first; i <= blk->last; i++) {
      const IrInst *in = &fn->code[i];
      if (in->op == IR_STORE) return true;
      if (in->op != IR_CALL) continue;
      if (!(in->flags & IR_CALL_DIRECT)) return true;
      const IrFunction *c = &ex->mod->funcs[in->u.list.callee];
      if (c->spec == IR_SPEC_PREDICATE || c->spec == IR_SPEC_PURE) continue; /* a pure one writes nothing (checked) */
      if (c->builtin < IR_BI_REQUIRES || c->builtin > IR_BI_INVARIANT || c->builtin == IR_BI_VERIFY_ARG) return true;
    }
  }
  return false;
}

static LoopRec *loop_rec(CFrame *f, uint32_t site) {
  for (size_t i = 0; i < f->loops.len; i++)
    if (f->loops.data[i].site == site) return &f->loops.data[i];
  return NULL;
}

/* Gives back the frame a loop kept (its permissions) and forgets the loop. */
static void loop_leave(State *s, size_t i) {
  ChunkHeap *h = heap_mut(s);
  CFrame *f = cframe(s);
  LoopRec *l = &f->loops.data[i];
  for (size_t k = 0; k < l->frame.len; k++) VEC_PUSH(h->chunks, l->frame.data[k]);
  for (size_t k = 0; k < l->pframe.len; k++) VEC_PUSH(h->preds, l->pframe.data[k]);
  VEC_FREE(l->frame);
  VEC_FREE(l->pframe);
  f->loops.data[i] = f->loops.data[--f->loops.len];
}

/* Fresh values for the registers the loop's header receives (its phis: the
 * edge stubs' parallel moves); false when s ended. */
static bool havoc_loop_regs(Executor *ex, State *s, const IrLoop *l) {
  const IrFunction *fn = state_top(s)->fn;
  uint32_t head = fn->cfg->blocks[l->header].first;
  heap_mut(s)->cex.opaque = "a loop iteration ran from its invariant's havocked state";
  for (uint32_t i = 0; i + 1 < fn->ncode; i++) {
    const IrInst *mv = &fn->code[i];
    if (mv->op != IR_PMOVE || fn->code[i + 1].op != IR_JMP || fn->code[i + 1].u.br.t != head) continue;
    const uint32_t *p = fn->extra + mv->u.list.first;
    for (uint32_t k = 0; k < mv->u.list.n; k++) {
      uint32_t r = p[2 * k];
      unsigned w = fn->reg_width ? fn->reg_width[r] : 0;
      if (!w || w > 64) {
        exec_error(ex, s, ERR_UNSUPPORTED, "a loop variable symx cannot havoc (width %u)", w);
        return false;
      }
      char name[64];
      snprintf(name, sizeof name, "loop.r%u", r);
      Expr *v = fresh(s, name, (w + 7) / 8), *x = expr_resize(v, w);
      expr_dec(v);
      val_set_expr(&top_regs(s)[r], x);
    }
    return true; /* every edge into the header moves to the same registers */
  }
  return true;
}

/* Whether the invariant at `site` is the first statement of its loop's
 * body: it starts its block, and the blocks that dominate it back to the
 * loop's header (its test) only jump. The back edge jumps to it, skipping
 * them (code there, `k = i + 1`, would be skipped). */
static bool invariant_first(const IrFunction *fn, uint32_t site) {
  const IrCfg *g = fn->cfg;
  uint32_t b = g->block_of[site];
  const IrLoop *l = &g->loops[g->blocks[b].loop];
  if (g->blocks[b].first != site) return false;
  while (b != l->header) {
    b = g->blocks[b].idom;
    if (b == UINT32_MAX || !in_loop(l, b)) return false;
    for (uint32_t i = g->blocks[b].first; b != l->header && i <= g->blocks[b].last; i++)
      if (fn->code[i].op != IR_JMP) return false;
  }
  return true;
}

bool contract_invariant_begin(Executor *ex, State *s, uint64_t *res) {
  CFrame *f = s->nframes == 2 ? cframe(s) : NULL;
  uint32_t site = state_top(s)->pc;
  if (!f || f->kind != CF_CONTRACT || loop_of(state_top(s)->fn, site) < 0) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_invariant outside a loop of the function being verified");
    return false;
  }
  LoopRec *l = loop_rec(f, site);
  if (!l && !invariant_first(state_top(s)->fn, site)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "symx_invariant that is not the first statement of its loop's body");
    return false;
  }
  *res = 1;
  if (f->inv == INV_PRODUCE && f->inv_site == site) return true;
  f->inv_site = site;
  if (!l) f->inv = INV_ENTRY;     /* entered: consume it */
  else if (l->check) f->inv = INV_BACK; /* after an iteration: consume it */
  else *res = 0;                  /* the iteration from the havocked state: it was produced */
  return true;
}

bool contract_invariant(Executor *ex, State *s, const Val *v, unsigned w) {
  CFrame *f = cframe(s);
  if (!boolean_part(ex, s, v, w, f->inv == INV_PRODUCE)) return false;
  f = cframe(s);
  const IrFunction *fn = state_top(s)->fn;
  const IrLoop *lp = &fn->cfg->loops[loop_of(fn, f->inv_site)];
  if (f->inv == INV_BACK) { /* preserved: this path is done */
    commit(s);
    if (leak_check(ex, s, "after an iteration (not in the loop invariant)")) exec_silent(ex, s);
    return false;
  }
  if (f->inv == INV_PRODUCE) { /* one iteration from here: to the loop's test */
    f->inv = INV_NONE;
    state_top(s)->pc = fn->cfg->blocks[lp->header].first - 1; /* the caller adds 1 */
    return true;
  }
  /* established: keep the frame, havoc, then produce the invariant */
  commit(s);
  ChunkHeap *h = heap_mut(s);
  f = cframe(s);
  LoopRec l;
  memset(&l, 0, sizeof l);
  l.site = f->inv_site;
  l.loop = (uint32_t)loop_of(fn, f->inv_site);
  l.frame = h->chunks, l.pframe = h->preds;
  memset(&h->chunks, 0, sizeof h->chunks);
  memset(&h->preds, 0, sizeof h->preds);
  VEC_PUSH(f->loops, l);
  f->inv = INV_PRODUCE;
  f->inv_havoc = loop_writes(ex, fn, lp);
  if (!havoc_loop_regs(ex, s, lp)) return false;
  state_top(s)->pc = f->inv_site - 1; /* the caller adds 1 */
  return true;
}

HookAction contract_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  (void)ctx, (void)ex;
  if (s->nframes != 2) return HOOK_GO;
  ChunkHeap *h = s->memdata && s->memdata->release == heap_release ? (ChunkHeap *)s->memdata : NULL;
  if (!h || !h->frames.len || !h->frames.data[0].loops.len || h->frames.data[0].depth != 1) return HOOK_GO;
  const IrFunction *fn = state_top(s)->fn;
  const IrCfg *g = fn->cfg;
  uint32_t bfrom = g->block_of[from], bto = g->block_of[state_top(s)->pc];
  CFrame *f = cframe(s);
  for (size_t i = f->loops.len; i-- > 0;) {
    LoopRec *l = &f->loops.data[i];
    const IrLoop *lp = &g->loops[l->loop];
    if (!in_loop(lp, bfrom)) continue;
    if (bto == lp->header) { /* the back edge: consume the invariant there */
      l->check = true;
      state_top(s)->pc = l->site;
      return HOOK_GO;
    }
    if (!in_loop(lp, bto)) loop_leave(s, i), f = cframe(s);
  }
  return HOOK_GO;
}

/* ---- F's return --------------------------------------------------------------------- */

/* --leak-check: permissions F still holds as it returns for real (its
 * postcondition consumed), or at the end of an iteration (its invariant
 * consumed), other than its own locals': the error leak. */
static bool leak_check(Executor *ex, State *s, const char *where) {
  if (!ex->opt.leak_permissions || s->frames[1].fn->spec == IR_SPEC_PURE) return true; /* a pure one keeps nothing */
  ChunkHeap *h = heap_mut(s);
  size_t n = h->preds.len + h->blocks.len;
  for (size_t i = 0; i < h->chunks.len; i++) {
    const Object *o = mem_space_get(&s->mem, h->chunks.data[i].obj);
    if (o && o != &mem_dangling && o->alive && o->kind != OBJ_STACK && o->kind != OBJ_VARARGS) n++;
  }
  if (!n) return true;
  exec_error(ex, s, ERR_LEAK, "%zu permission%s left over %s", n, n == 1 ? "" : "s", where);
  return false;
}

int contract_ret(Executor *ex, State *s, const IrInst *in) {
  if (s->nframes < 2) return 0;
  CFrame *f = cframe(s);
  if (f->kind == CF_BODY) return body_ret(ex, s, in);
  if (f->kind == CF_PURE) return pure_ret(ex, s, in) ? 0 : -1;
  if (s->nframes != 2) return 0;
  while (f->loops.len) loop_leave(s, f->loops.len - 1), f = cframe(s);
  uint32_t at[1];
  if (!sites(ex, state_top(s)->fn, IR_BI_ENSURES_BEGIN, at, 1) || f->post) return leak_check(ex, s, "at the return (not given back by the postcondition)") ? 0 : -1;
  f->post = true;
  f->nens = 0;
  if (state_top(s)->fn->nret) val_copy(&f->ret, &top_regs(s)[in->a]);
  state_top(s)->pc = at[0];
  return 1;
}

/* ---- The memory model ------------------------------------------------------------ */

static Object *chunks_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write, uint64_t *off,
                              Expr **soff) {
  ChunkHeap *rh = s->memdata && s->memdata->release == heap_release ? (ChunkHeap *)s->memdata : NULL;
  for (size_t i = 0; ptr->e && rh && i < rh->roots.len; i++) { /* no acc bound it to an object */
    int budget = 10000;
    uint64_t at = (uint64_t)expr_eval(ptr->e, s->model), o_off;
    const Object *in = mem_at(&s->mem, at, &o_off);
    if ((in && in != &mem_dangling && in->alive) || !contains(ptr->e, rh->roots.data[i], &budget)) continue;
    cex_fail(&heap_mut(s)->cex, 0, rh->roots.data[i], NULL);
    exec_error(ex, s, ERR_NO_PERMISSION, "%s through a pointer no permission (symx_acc) covers", write ? "write" : "read");
    *soff = NULL;
    return NULL;
  }
  Val fixed = {0, NULL};
  if (ptr->e) { /* a pointer the path fixes (a root bound to its object) is a constant */
    Expr *k = expr_resize(ptr->e, 64), *p64 = pin(ex, s, k);
    if (expr_is_const(p64)) fixed.v = (uint64_t)expr_value(p64), ptr = &fixed;
    expr_dec(p64);
  }
  if (ptr->e) { /* a symbolic offset in a bound object: its bytes, not one path per offset (mem.c) */
    uint64_t o_off;
    Object *lz = mem_at(&s->mem, (uint64_t)expr_eval(ptr->e, s->model), &o_off);
    if (lz && lz != &mem_dangling && lz->unwritten) mem_materialize(lz, 0, lz->size);
  }
  Object *o = mem_model_flat.resolve(ex, s, ptr, n, write, off, soff);
  if (!o || (o->readonly && !write)) return o;
  if (write && o->kind != OBJ_STACK && o->kind != OBJ_VARARGS && contract_in_pure(s)) {
    /* verifying the pure function itself: its failure; else the pure function's (its own run fails) */
    exec_error(ex, s, s->nframes == 2 ? ERR_NO_PERMISSION : ERR_UNSUPPORTED,
               "a pure function (%s) writes memory other than its locals", state_top(s)->fn->name);
    expr_dec(*soff);
    *soff = NULL;
    return NULL;
  }
  ChunkHeap *h = heap_mut(s);
  Expr *at = *soff ? expr_resize(*soff, 64) : c64(s, *off), *len = c64(s, n), *end = expr_binary(EXPR_ADD, at, len);
  Expr *any = expr_bool(s->exprs, false);
  for (size_t i = 0; i < h->chunks.len; i++) {
    const Chunk *c = &h->chunks.data[i];
    if (c->obj != o->id) continue;
    Expr *a = expr_binary(EXPR_ULE, c->lo, at), *b = expr_binary(EXPR_ULE, end, c->hi), *ab = expr_and(a, b);
    Expr *na = expr_or(any, ab);
    expr_dec(a), expr_dec(b), expr_dec(ab), expr_dec(any);
    any = na;
  }
  State *other;
  bool holds = exec_branch(ex, s, any, &other);
  expr_dec(any);
  if (other) cex_fail(&heap_mut(other)->cex, o->id, at, end);
  expr_dec(at), expr_dec(len), expr_dec(end);
  bool pure = false; /* a pure function run at a call (the verdict of its own run says more) */
  for (uint32_t i = 2; other && i < other->nframes; i++) pure |= other->frames[i].fn->spec == IR_SPEC_PURE;
  if (other && pure)
    exec_error(ex, other, ERR_UNSUPPORTED, "a pure function read memory without a permission (its own verdict "
               "says more; one without a contract runs as code: a precondition lets it read under a predicate)");
  else if (other)
    exec_error(ex, other, ERR_NO_PERMISSION, "%s of %llu bytes without a permission (symx_acc) that covers it",
               write ? "write" : "read", (unsigned long long)n);
  if (!holds) {
    expr_dec(*soff);
    *soff = NULL;
    return NULL;
  }
  return o;
}

static Object *chunks_alloc(Executor *ex, State *s, uint64_t size, ObjKind kind) {
  Object *o = mem_model_flat.alloc(ex, s, size, kind);
  if (o && (kind == OBJ_STACK || kind == OBJ_HEAP || kind == OBJ_VARARGS)) {
    ChunkHeap *h = heap_mut(s);
    Chunk c = {o->id, c64(s, 0), c64(s, size), false};
    VEC_PUSH(h->chunks, c);
    if (kind == OBJ_HEAP) {
      Block b = {o->id, size, false};
      VEC_PUSH(h->blocks, b);
    }
  }
  return o;
}

const MemoryOps mem_model_chunks = {
    .name = "chunks", .resolve = chunks_resolve, .read = mem_flat_read, .write = mem_flat_write,
    .alloc = chunks_alloc,
    .free = mem_flat_free, /* contract_may_free has removed the block's chunk (builtins.c asks it first) */
    .every_access = true,
};

const CexInfo *contract_cex(const State *s) {
  return s->memdata && s->memdata->release == heap_release ? &((const ChunkHeap *)s->memdata)->cex : NULL;
}

void contract_roots(const State *s, Expr *const **bound, size_t *nbound, Expr *const **unbound, size_t *nunbound) {
  const ChunkHeap *h = (const ChunkHeap *)s->memdata;
  *bound = h->bound.data, *nbound = h->bound.len;
  *unbound = h->roots.data, *nunbound = h->roots.len;
}

bool contract_open_pred(const State *s) {
  const ChunkHeap *h = s->memdata && s->memdata->release == heap_release ? (const ChunkHeap *)s->memdata : NULL;
  for (size_t i = 0; h && i < h->preds.len; i++)
    for (uint32_t k = 0; h->preds.data[i].fresh && k < h->preds.data[i].nargs; k++)
      if (expr_eval(h->preds.data[i].args[k], s->model) != 0) return true;
  return false;
}

const TraceStep *contract_trace(const State *s) {
  return s->memdata && s->memdata->release == heap_release ? ((const ChunkHeap *)s->memdata)->trace : NULL;
}

void contract_trace_set(State *s, TraceStep *t) {
  ChunkHeap *h = heap_mut(s);
  trace_dec(h->trace);
  h->trace = t;
}

/* An object's name in a trace: the pointer it was bound to ("p"), else its kind. */
static void obj_name(const State *s, const ChunkHeap *h, uint32_t obj, char *buf, size_t n) {
  for (size_t i = 0; i < h->cex.sources.len; i++)
    if (h->cex.sources.data[i].obj == obj && h->cex.sources.data[i].at == 0) {
      const char *a = h->cex.sources.data[i].arr->name; /* "*p": bound to p; "**p": to *p */
      size_t stars = strspn(a, "*"), used = 0;
      for (size_t k = 1; k < stars && used + 10 < n; k++) used += (size_t)snprintf(buf + used, n - used, "*(char **)");
      snprintf(buf + used, n - used, "%s", a + stars);
      for (char *c = buf + used; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9'))) *c = '_';
      return;
    }
  const Object *o = mem_space_get(&s->mem, obj);
  if (o && o != &mem_dangling && o->kind == OBJ_HEAP && o->site_line) snprintf(buf, n, "malloc_%u", o->site_line);
  else snprintf(buf, n, "%s%u", o && o->kind == OBJ_STACK ? "local" : "object", obj & ((1u << MEM_SLOT_BITS) - 1));
}

void contract_format_heap(const State *s, FILE *f) {
  const ChunkHeap *h = s->memdata && s->memdata->release == heap_release ? (const ChunkHeap *)s->memdata : NULL;
  size_t shown = 0;
  for (size_t i = 0; h && i < h->chunks.len; i++) {
    const Chunk *c = &h->chunks.data[i];
    const Object *o = mem_space_get(&s->mem, c->obj);
    if (o && o != &mem_dangling && (o->kind == OBJ_STACK || o->kind == OBJ_VARARGS)) continue; /* locals: their own */
    char name[200];
    obj_name(s, h, c->obj, name, sizeof name);
    fprintf(f, "%ssymx_acc_range((char *)%s + ", shown++ ? " && " : "", name);
    expr_print_c(f, c->lo);
    fputs(", ", f);
    if (expr_is_const(c->lo) && expr_is_const(c->hi)) fprintf(f, "%llu", (unsigned long long)(c->hi->u.value - c->lo->u.value));
    else {
      expr_print_c(f, c->hi);
      fputs(" - ", f);
      expr_print_c(f, c->lo);
    }
    fputc(')', f);
  }
  for (size_t i = 0; h && i < h->blocks.len; i++) {
    char name[200];
    obj_name(s, h, h->blocks.data[i].obj, name, sizeof name);
    fprintf(f, "%ssymx_malloc_block(%s /* %llu bytes */)", shown++ ? " && " : "", name,
            (unsigned long long)h->blocks.data[i].size);
  }
  for (size_t i = 0; h && i < h->preds.len; i++) {
    const PredChunk *p = &h->preds.data[i];
    fprintf(f, "%s%s(", shown++ ? " && " : "", p->name);
    for (uint32_t k = 0; k < p->nargs; k++) {
      fputs(k ? ", " : "", f);
      expr_print_c(f, p->args[k]);
    }
    fputc(')', f);
  }
  if (!shown) fputs("emp", f);
}
