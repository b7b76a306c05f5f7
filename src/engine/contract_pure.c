/* contract_pure: snapshots of predicate chunks and pure functions as
 * functions of them (seed 001, VeriCool, sections 2-3: a pure function's
 * value depends only on its arguments and the snapshots of the chunks its
 * precondition holds; its definition is its body).
 *
 * Snapshots. Each predicate chunk carries a 64-bit term `snap`. What a
 * snapshot stands for is recorded per path (Reveal): the byte ranges an
 * unfold of the chunk gives with their contents, and the chunks folded
 * inside it with their snapshots. It is recorded when symx_fold makes a
 * chunk (the contents consumed) or when a fresh chunk (a contract's) is
 * first unfolded (the fresh contents produced); a later unfold of a chunk
 * with that snapshot gives the same contents and nested chunks, so a
 * snapshot determines the contents, as in the seed. symx_fold of contents
 * equal (the same terms) to what a snapshot stands for gives that
 * snapshot again: unfold then fold without a change keeps it.
 *
 * Pure functions. A call of a SYMX_PURE function G with a contract
 * consumes its precondition without taking it (the chunks stay), and its
 * result is the term G(args, deps): deps are the snapshots of the
 * predicate chunks the precondition consumed and the contents of its
 * permissions (an uninterpreted function by Ackermann's reduction: one
 * fresh result per distinct list, and for two lists of G that may be
 * equal, equal lists imply equal results). G's postcondition is then
 * produced about the result. At a call from outside any pure function
 * G's body also runs once: its value is assumed equal to the term, which
 * instantiates G's definition there; the heap's chunks are then given
 * back as they were at the call (what the body's unfolds revealed stays
 * known: those chunks are no longer fresh). The pure calls in that body,
 * and those in symx_old's heap, run their bodies only over chunks whose
 * contents are known already (a finite unfolding), else they are terms.
 *
 * Soundness rests on G's own verification (cli/verify.c makes a function
 * that uses G unknown unless G is verified): its reads need permissions,
 * it writes no memory but its locals, makes no inputs, calls no function
 * with a contract that is not pure, and each pure call in its body
 * consumes a chunk its body unfolded (so recursion goes down a predicate's
 * finite unfolding: it ends). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "engine/contract_internal.h"

enum { RANGE_MAX_BYTES = 64 }; /* contents compared as one term up to this size */
enum { PURE_EVAL_DEPTH = 16 }; /* pure bodies run inside each other at most so deep */

/* ---- The per-path records ------------------------------------------------------------ */

static void exprs_dec(Expr **e, size_t n) {
  for (size_t i = 0; i < n; i++) expr_dec(e[i]);
}

static void reveal_free(Reveal *r) {
  expr_dec(r->snap);
  for (uint32_t k = 0; k < r->nargs; k++) expr_dec(r->args[k]);
  for (size_t i = 0; i < r->ranges.len; i++) expr_dec(r->ranges.data[i].bytes);
  VEC_FREE(r->ranges);
  preds_free_all(&r->nested);
}

void reveals_free(ChunkHeap *h) {
  for (size_t i = 0; i < h->reveals.len; i++) reveal_free(&h->reveals.data[i]);
  VEC_FREE(h->reveals);
  for (size_t i = 0; i < h->apps.len; i++) {
    for (uint32_t k = 0; k < h->apps.data[i].ndeps; k++) expr_dec(h->apps.data[i].deps[k]);
    expr_dec(h->apps.data[i].result);
  }
  VEC_FREE(h->apps);
}

static Reveal reveal_copy(const Reveal *src) {
  Reveal r = *src;
  expr_inc(r.snap);
  for (uint32_t k = 0; k < r.nargs; k++) expr_inc(r.args[k]);
  memset(&r.ranges, 0, sizeof r.ranges);
  for (size_t i = 0; i < src->ranges.len; i++) {
    RevealRange g = src->ranges.data[i];
    expr_inc(g.bytes);
    VEC_PUSH(r.ranges, g);
  }
  memset(&r.nested, 0, sizeof r.nested);
  preds_copy(&r.nested, &src->nested);
  return r;
}

void reveals_copy(ChunkHeap *dst, const ChunkHeap *src) {
  for (size_t i = 0; i < src->reveals.len; i++) {
    Reveal r = reveal_copy(&src->reveals.data[i]);
    VEC_PUSH(dst->reveals, r);
  }
  for (size_t i = 0; i < src->apps.len; i++) {
    PureApp a = src->apps.data[i];
    for (uint32_t k = 0; k < a.ndeps; k++) expr_inc(a.deps[k]);
    expr_inc(a.result);
    VEC_PUSH(dst->apps, a);
  }
}

static Reveal *reveal_of(ChunkHeap *h, const Expr *snap) {
  for (size_t i = 0; snap && i < h->reveals.len; i++)
    if (h->reveals.data[i].snap == snap) return &h->reveals.data[i];
  return NULL;
}

bool pure_below(const State *s) {
  for (uint32_t i = 1; i + 1 < s->nframes; i++)
    if (s->frames[i].fn->spec == IR_SPEC_PURE) return true;
  return false;
}

bool contract_in_pure(const State *s) {
  return pure_below(s) || (s->nframes >= 2 && state_top((State *)s)->fn->spec == IR_SPEC_PURE);
}

/* ---- Contents ------------------------------------------------------------------------ */


/* The contents of chunk c as one term (new reference), or NULL when its
 * bounds are symbolic or it is larger than RANGE_MAX_BYTES. */
static RevealRange range_of(State *s, const Chunk *c) {
  RevealRange g = {c->obj, 0, 0, NULL};
  if (!expr_is_const(c->lo) || !expr_is_const(c->hi)) return g;
  g.lo = (uint64_t)c->lo->u.value, g.hi = (uint64_t)c->hi->u.value;
  Object *o = mem_space_get(&s->mem, c->obj);
  if (!o || o == &mem_dangling || g.hi <= g.lo || g.hi - g.lo > RANGE_MAX_BYTES || g.hi > o->size) return g;
  Expr *acc = NULL;
  for (uint64_t i = g.lo; i < g.hi; i++) { /* little-endian: the byte at hi - 1 is the most significant */
    Expr *b = mem_byte_expr(s->exprs, o, i);
    if (!acc) acc = b;
    else {
      Expr *x = expr_concat(b, acc);
      expr_dec(b), expr_dec(acc);
      acc = x;
    }
  }
  g.bytes = acc;
  return g;
}

static bool same_ranges(const Reveal *r, const RevealRanges *now) {
  if (r->ranges.len != now->len) return false;
  for (size_t i = 0; i < r->ranges.len; i++) {
    const RevealRange *a = &r->ranges.data[i];
    bool found = false;
    for (size_t k = 0; k < now->len && !found; k++) {
      const RevealRange *b = &now->data[k];
      found = a->bytes && a->bytes == b->bytes && a->obj == b->obj && a->lo == b->lo && a->hi == b->hi;
    }
    if (!found) return false;
  }
  return true;
}

static bool same_nested(const Reveal *r, const Preds *now) {
  if (r->nested.len != now->len) return false;
  for (size_t i = 0; i < r->nested.len; i++) {
    bool found = false;
    for (size_t k = 0; k < now->len && !found; k++) found = r->nested.data[i].snap == now->data[k].snap;
    if (!found) return false;
  }
  return true;
}

static bool same_args(Expr *const *a, uint32_t na, Expr *const *b, uint32_t nb) {
  if (na != nb) return false;
  for (uint32_t k = 0; k < na; k++)
    if (a[k] != b[k]) return false;
  return true;
}

static void reveal_add(ChunkHeap *h, Expr *snap, uint32_t fn, Expr **args, uint32_t n, RevealRanges *ranges,
                       Preds *nested) {
  Reveal r;
  memset(&r, 0, sizeof r);
  r.snap = expr_inc(snap);
  r.fn = fn, r.nargs = n;
  for (uint32_t k = 0; k < n; k++) r.args[k] = expr_inc(args[k]);
  r.ranges = *ranges;
  r.nested = *nested;
  VEC_PUSH(h->reveals, r);
}

/* ---- Snapshots at fold and unfold --------------------------------------------------- */

Expr *pure_fold_snapshot(Executor *ex, State *s, uint32_t fn, Expr **args, uint32_t n) {
  ChunkHeap *h = heap_mut(s);
  RevealRanges ranges = {0};
  Preds nested = {0};
  for (size_t i = 0; i < h->chunks.len; i++)
    if (h->chunks.data[i].pending) {
      RevealRange g = range_of(s, &h->chunks.data[i]);
      VEC_PUSH(ranges, g);
    }
  for (size_t i = 0; i < h->preds.len; i++)
    if (h->preds.data[i].pending) {
      PredChunk c = h->preds.data[i];
      for (uint32_t k = 0; k < c.nargs; k++) expr_inc(c.args[k]);
      expr_inc(c.snap);
      c.pending = false;
      VEC_PUSH(nested, c);
    }
  for (size_t i = 0; i < h->reveals.len; i++) {
    Reveal *r = &h->reveals.data[i];
    if (r->fn != fn || !same_args(r->args, r->nargs, args, n) || !same_ranges(r, &ranges) ||
        !same_nested(r, &nested))
      continue;
    preds_free_all(&r->nested); /* the same snapshots; what is known of them now */
    r->nested = nested;
    for (size_t k = 0; k < ranges.len; k++) expr_dec(ranges.data[k].bytes);
    VEC_FREE(ranges);
    return expr_inc(r->snap);
  }
  char name[160];
  snprintf(name, sizeof name, "%s.snap", ex->mod->funcs[fn].name);
  Expr *snap = fresh(s, name, 8);
  reveal_add(heap_mut(s), snap, fn, args, n, &ranges, &nested);
  return snap;
}

void pure_unfolded(State *s, const CFrame *body) {
  ChunkHeap *h = heap_mut(s);
  if (!body->snap || reveal_of(h, body->snap)) return;
  const Frame *caller = &s->frames[s->nframes - 2];
  Expr *args[PRED_MAX_ARGS];
  int n = call_args(s, caller, &caller->fn->code[caller->pc], args);
  if (n < 0) return;
  RevealRanges ranges = {0};
  for (size_t i = body->mark_chunks; i < h->chunks.len; i++) {
    RevealRange g = range_of(s, &h->chunks.data[i]);
    VEC_PUSH(ranges, g);
  }
  Preds nested = {0};
  Preds made = {h->preds.data + body->mark_preds, h->preds.len - body->mark_preds, 0};
  if (body->mark_preds <= h->preds.len) preds_copy(&nested, &made);
  reveal_add(h, body->snap, state_top(s)->fn->index, args, (uint32_t)n, &ranges, &nested);
  for (int k = 0; k < n; k++) expr_dec(args[k]);
}

bool pure_known_contents(State *s, const CFrame *body, uint32_t obj, uint64_t lo, uint64_t hi) {
  const Reveal *r = reveal_of(heap_mut(s), body->snap);
  for (size_t i = 0; r && i < r->ranges.len; i++) {
    const RevealRange *g = &r->ranges.data[i];
    if (g->obj != obj || g->lo != lo || g->hi != hi || !g->bytes) continue;
    Object *o = mem_writable(&s->mem, obj);
    for (uint64_t k = lo; k < hi; k++) {
      Expr *b = expr_extract(g->bytes, (unsigned)(8 * (k - lo)), 8);
      mem_set_byte_expr(o, k, b);
      expr_dec(b);
    }
    return true;
  }
  return false;
}

/* Whether [lo, hi) of obj lies under chunk c's known contents (or those
 * of a chunk folded inside it), `depth` levels down at most. */
static bool under(ChunkHeap *h, const PredChunk *c, uint32_t obj, uint64_t lo, uint64_t hi, int depth) {
  const Reveal *r = reveal_of(h, c->snap);
  if (!r || c->fresh || depth <= 0) return false;
  for (size_t i = 0; i < r->ranges.len; i++) {
    const RevealRange *g = &r->ranges.data[i];
    if (g->obj == obj && g->lo < hi && lo < g->hi) return true;
  }
  for (size_t i = 0; i < r->nested.len; i++)
    if (under(h, &r->nested.data[i], obj, lo, hi, depth - 1)) return true;
  return false;
}

bool pure_owned(State *s, uint32_t obj, uint64_t lo, uint64_t hi) {
  ChunkHeap *h = heap_mut(s);
  for (size_t i = 0; i < h->preds.len; i++)
    if (under(h, &h->preds.data[i], obj, lo, hi, PURE_EVAL_DEPTH)) return true;
  for (size_t f = 0; f < h->frames.len; f++)
    for (size_t l = 0; l < h->frames.data[f].loops.len; l++) {
      const Preds *p = &h->frames.data[f].loops.data[l].pframe;
      for (size_t i = 0; i < p->len; i++)
        if (under(h, &p->data[i], obj, lo, hi, PURE_EVAL_DEPTH)) return true;
    }
  return false;
}

bool pure_nested(State *s, const CFrame *body, uint32_t fn, Expr **args, uint32_t n, PredChunk *out) {
  ChunkHeap *h = heap_mut(s);
  const Reveal *r = reveal_of(h, body->snap);
  for (size_t i = 0; r && i < r->nested.len; i++) {
    const PredChunk *c = &r->nested.data[i];
    if (c->fn != fn || !same_args(c->args, c->nargs, args, n)) continue;
    bool taken = false; /* one chunk per nested record */
    for (size_t k = body->mark_preds; k < h->preds.len && !taken; k++) taken = h->preds.data[k].snap == c->snap;
    if (taken) continue;
    *out = *c;
    for (uint32_t k = 0; k < n; k++) expr_inc(out->args[k]);
    expr_inc(out->snap);
    out->pending = false;
    out->from_unfold = true;
    return true;
  }
  return false;
}

/* ---- Pure calls ---------------------------------------------------------------------- */

static void unpend(ChunkHeap *h) {
  for (size_t i = 0; i < h->chunks.len; i++) h->chunks.data[i].pending = false;
  for (size_t i = 0; i < h->preds.len; i++) h->preds.data[i].pending = false;
}

void pure_entered(Executor *ex, State *s, CFrame *f) {
  const IrFunction *g = state_top(s)->fn;
  if (s->nframes <= 2) return; /* the function being verified */
  if (!sites(ex, g, IR_BI_REQUIRES, NULL, 0) && !sites(ex, g, IR_BI_ENSURES_BEGIN, NULL, 0)) return; /* runs as code */
  ChunkHeap *h = heap_mut(s);
  f->kind = CF_PURE;
  f->eval = s->frames[1].fn->spec != IR_SPEC_PURE; /* verifying a pure function: calls are terms (induction) */
  /* the heap as at the call, given back after its precondition (or body):
   * what an assertion being consumed has taken is still there for it */
  chunks_copy(&f->saved_chunks, &h->chunks);
  preds_copy(&f->saved_preds, &h->preds);
  unpend(h);
}

/* The heap as at the call: kept (it returns now), or a copy with nothing
 * taken (its body runs). */
static void give_back(State *s, CFrame *f, bool body_runs) {
  ChunkHeap *h = heap_mut(s);
  Chunks locals = {0}; /* its own locals' (made since the call) stay */
  for (size_t i = 0; i < h->chunks.len; i++) {
    const Chunk *c = &h->chunks.data[i];
    const Object *o = mem_space_get(&s->mem, c->obj);
    bool before = false;
    for (size_t k = 0; k < f->saved_chunks.len && !before; k++) before = f->saved_chunks.data[k].obj == c->obj;
    if (!before && o && o != &mem_dangling && o->kind == OBJ_STACK) {
      Chunk l = {c->obj, expr_inc(c->lo), expr_inc(c->hi), false};
      VEC_PUSH(locals, l);
    }
  }
  chunks_free_all(&h->chunks);
  preds_free_all(&h->preds);
  if (body_runs) {
    chunks_copy(&h->chunks, &f->saved_chunks);
    preds_copy(&h->preds, &f->saved_preds);
    unpend(h);
  } else {
    h->chunks = f->saved_chunks, h->preds = f->saved_preds;
    memset(&f->saved_chunks, 0, sizeof f->saved_chunks);
    memset(&f->saved_preds, 0, sizeof f->saved_preds);
  }
  for (size_t i = 0; i < locals.len; i++) VEC_PUSH(h->chunks, locals.data[i]);
  VEC_FREE(locals);
}

static int by_place(const void *a, const void *b) {
  const RevealRange *x = a, *y = b;
  if (x->obj != y->obj) return x->obj < y->obj ? -1 : 1;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static int by_args(const void *a, const void *b) {
  const PredChunk *x = a, *y = b;
  if (x->fn != y->fn) return x->fn < y->fn ? -1 : 1;
  for (uint32_t k = 0; k < x->nargs && k < y->nargs; k++)
    if (x->args[k]->id != y->args[k]->id) return x->args[k]->id < y->args[k]->id ? -1 : 1;
  return 0;
}

/* G's dependency list (new references in deps): its arguments, the
 * snapshots of the predicate chunks its precondition consumed and the
 * contents of its permissions, in a fixed order; -1 when they cannot be
 * taken (s ended), else their number. The chunks are given back. */
static int dependencies(Executor *ex, State *s, Expr **deps, bool *known) {
  ChunkHeap *h = heap_mut(s);
  const Frame *caller = &s->frames[s->nframes - 2];
  const IrFunction *g = state_top(s)->fn;
  int n = call_args(s, caller, &caller->fn->code[caller->pc], deps);
  RevealRanges ranges = {0};
  Preds preds = {0};
  bool ok = n >= 0, down = false;
  for (size_t i = 0; ok && i < h->chunks.len; i++)
    if (h->chunks.data[i].pending) {
      RevealRange r = range_of(s, &h->chunks.data[i]);
      VEC_PUSH(ranges, r);
      ok = r.bytes || (expr_is_const(h->chunks.data[i].lo) && expr_is_const(h->chunks.data[i].hi) &&
                       h->chunks.data[i].lo->u.value == h->chunks.data[i].hi->u.value);
    }
  for (size_t i = 0; i < h->preds.len; i++)
    if (h->preds.data[i].pending) {
      VEC_PUSH(preds, h->preds.data[i]);
      down |= h->preds.data[i].from_unfold;
      *known &= reveal_of(h, h->preds.data[i].snap) != NULL;
    }
  if (ranges.len) qsort(ranges.data, ranges.len, sizeof *ranges.data, by_place);
  if (preds.len) qsort(preds.data, preds.len, sizeof *preds.data, by_args);
  if (ok && n + preds.len + ranges.len > PURE_MAX_DEPS) ok = false;
  for (size_t i = 0; ok && i < preds.len; i++) deps[n++] = expr_inc(preds.data[i].snap);
  for (size_t i = 0; ok && i < ranges.len; i++)
    if (ranges.data[i].bytes) deps[n++] = expr_inc(ranges.data[i].bytes);
  for (size_t i = 0; i < ranges.len; i++) expr_dec(ranges.data[i].bytes);
  VEC_FREE(ranges);
  VEC_FREE(preds);
  bool own = s->frames[1].fn->spec == IR_SPEC_PURE; /* a pure function verified: its recursion */
  if (!ok) {
    if (n > 0) exprs_dec(deps, (size_t)n);
    exec_error(ex, s, ERR_UNSUPPORTED, "pure function %s: a precondition symx cannot take as a value (more than "
               "%d parts, or a permission of symbolic size or over %d bytes)", g->name, PURE_MAX_DEPS, RANGE_MAX_BYTES);
    return -1;
  }
  if (own && !down) {
    exprs_dec(deps, (size_t)n);
    exec_error(ex, s, ERR_UNSUPPORTED, "pure function %s called on no predicate chunk that %s's body unfolded: "
               "symx cannot show that the recursion ends", g->name, s->frames[1].fn->name);
    return -1;
  }
  return n;
}

/* G(deps)'s term (new reference), w bits: the one made before for the same
 * list, else a fresh one, equal to each earlier term of G whose list is
 * equal on this path (Ackermann); NULL when s ended. */
static Expr *pure_term(Executor *ex, State *s, uint32_t g, Expr **deps, uint32_t n, unsigned w) {
  ChunkHeap *h = heap_mut(s);
  for (size_t i = 0; i < h->apps.len; i++)
    if (h->apps.data[i].fn == g && same_args(h->apps.data[i].deps, h->apps.data[i].ndeps, deps, n) &&
        h->apps.data[i].result->width == w)
      return expr_inc(h->apps.data[i].result);
  char name[160];
  snprintf(name, sizeof name, "%s.pure%zu", ex->mod->funcs[g].name, h->apps.len); /* numbered: --explain tells them apart */
  Expr *v = fresh(s, name, (w + 7) / 8), *r = expr_resize(v, w);
  expr_dec(v);
  heap_mut(s)->cex.opaque = "a pure function's value came from its definition (natively its body runs)";
  Expr *all = expr_bool(s->exprs, true); /* one assumption: every implication */
  for (size_t i = 0; i < heap_mut(s)->apps.len; i++) {
    const PureApp *a = &heap_mut(s)->apps.data[i];
    if (a->fn != g || a->ndeps != n || a->result->width != w) continue;
    Expr *same = expr_bool(s->exprs, true);
    for (uint32_t k = 0; k < n; k++) {
      Expr *e = a->deps[k]->width == deps[k]->width ? expr_eq(a->deps[k], deps[k]) : expr_bool(s->exprs, false);
      Expr *x = expr_and(same, e);
      expr_dec(e), expr_dec(same);
      same = x;
    }
    Expr *eq = expr_eq(a->result, r), *ns = expr_not(same), *imp = expr_or(ns, eq), *x = expr_and(all, imp);
    expr_dec(same), expr_dec(eq), expr_dec(ns), expr_dec(imp), expr_dec(all);
    all = x;
  }
  bool alive = (expr_is_const(all) && all->u.value) || assume_or_check(ex, s, all, true, NULL);
  expr_dec(all);
  if (!alive) {
    expr_dec(r);
    return NULL;
  }
  PureApp app;
  memset(&app, 0, sizeof app);
  app.fn = g, app.ndeps = n, app.result = expr_inc(r);
  for (uint32_t k = 0; k < n; k++) app.deps[k] = expr_inc(deps[k]);
  VEC_PUSH(heap_mut(s)->apps, app);
  return r;
}

bool pure_pre_done(Executor *ex, State *s, CFrame *f) {
  Expr *deps[PURE_MAX_DEPS + PRED_MAX_ARGS];
  bool known = true; /* every chunk it reads has known contents */
  int n = dependencies(ex, s, deps, &known);
  if (n < 0) return false;
  /* its body runs at the first level, revealing what it reads; deeper (in
   * a pure body), and in symx_old's heap (where an unfold must bind
   * nothing), only over contents known already: a finite unfolding */
  uint32_t depth = 0;
  for (uint32_t i = 1; i + 1 < s->nframes; i++) depth += s->frames[i].fn->spec == IR_SPEC_PURE;
  if (((depth || heap_mut(s)->in_old) && !known) || depth >= PURE_EVAL_DEPTH) cframe(s)->eval = false;
  give_back(s, cframe(s), cframe(s)->eval); /* a pure call takes nothing */
  const Frame *caller = &s->frames[s->nframes - 2];
  const IrInst *call = &caller->fn->code[caller->pc];
  unsigned w = call->awidth ? call->width : 0;
  if (w > 64) {
    exprs_dec(deps, (size_t)n);
    exec_error(ex, s, ERR_UNSUPPORTED, "pure function %s returns more than 64 bits", state_top(s)->fn->name);
    return false;
  }
  Expr *r = w ? pure_term(ex, s, state_top(s)->fn->index, deps, (uint32_t)n, w) : NULL;
  exprs_dec(deps, (size_t)n);
  if (w && !r) return false;
  f = cframe(s);
  f->ret.e = r, f->ret.v = 0;
  f->post = true; /* its postcondition is produced about the result */
  if (sites(ex, state_top(s)->fn, IR_BI_ENSURES_BEGIN, NULL, 0)) return true;
  if (f->eval) f->in_body = true;
  else summary_return(s, f);
  return true;
}

bool pure_ret(Executor *ex, State *s, const IrInst *in) {
  CFrame *f = cframe(s);
  const Frame *caller = &s->frames[s->nframes - 2];
  const IrInst *call = &caller->fn->code[caller->pc];
  unsigned w = call->awidth ? call->width : 0;
  if (f->ret.e && state_top(s)->fn->nret) { /* G's definition at this call */
    Expr *v = val_expr(s->exprs, &top_regs(s)[in->a], w), *eq = expr_eq(v, f->ret.e);
    State *other;
    bool holds = exec_branch(ex, s, eq, &other);
    expr_dec(v), expr_dec(eq);
    if (holds && other) exec_silent(ex, other);
    if (!holds) { /* other is s */ /* its body gave another value for the same arguments and snapshots before: not a function */
      exec_error(ex, s, ERR_UNSUPPORTED, "pure function %s: its value here differs from an earlier one over the "
                 "same arguments and snapshots (an address of a local?)", state_top(s)->fn->name);
      return false;
    }
    f = cframe(s);
  }
  give_back(s, f, false); /* the heap as at the call; what the body revealed stays known */
  ChunkHeap *h = heap_mut(s);
  for (size_t i = 0; i < h->preds.len; i++)
    if (h->preds.data[i].fresh && reveal_of(h, h->preds.data[i].snap)) h->preds.data[i].fresh = false;
  cframe_pop(s);
  return true;
}
