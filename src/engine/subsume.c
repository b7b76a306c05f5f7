/* subsume: see subsume.h. */
#include "engine/subsume.h"

#include <string.h>

#include "base/util.h"
#include "engine/shape.h"
#include "ir/cfg.h"

enum { MAX_STORED = 1024 };

typedef struct Header {
  uint32_t fn, pc;
  VEC(Shape *) shapes;
} Header;

struct Subsumer {
  SubsumeMode mode;
  VEC(Header) headers;
  ShapeMatch match;
  uint64_t checked, stored, undecided;
};

Subsumer *subsume_new(SubsumeMode mode) {
  Subsumer *sub = xcalloc(1, sizeof *sub);
  sub->mode = mode;
  return sub;
}

void subsume_free(Subsumer *sub) {
  if (!sub) return;
  for (size_t i = 0; i < sub->headers.len; i++) {
    Header *h = &sub->headers.data[i];
    for (size_t k = 0; k < h->shapes.len; k++) shape_free(h->shapes.data[k]);
    VEC_FREE(h->shapes);
  }
  VEC_FREE(sub->headers);
  shape_match_free(&sub->match);
  xfree(sub, sizeof *sub);
}

void subsume_stats(const Subsumer *sub, uint64_t *checked, uint64_t *stored, uint64_t *undecided) {
  *checked = sub ? sub->checked : 0;
  *stored = sub ? sub->stored : 0;
  *undecided = sub ? sub->undecided : 0;
}

static bool loop_header(const IrFunction *fn, uint32_t pc) {
  const IrCfg *g = fn->cfg;
  if (!g || fn->is_model || pc >= fn->ncode) return false;
  uint32_t b = g->block_of[pc];
  if (g->blocks[b].first != pc) return false;
  for (uint32_t i = 0; i < g->nloops; i++)
    if (g->loops[i].header == b) return true;
  return false;
}

static Header *header_at(Subsumer *sub, uint32_t fn, uint32_t pc) {
  for (size_t i = 0; i < sub->headers.len; i++)
    if (sub->headers.data[i].fn == fn && sub->headers.data[i].pc == pc) return &sub->headers.data[i];
  Header h = {fn, pc, {0}};
  VEC_PUSH(sub->headers, h);
  return &sub->headers.data[sub->headers.len - 1];
}

/* ---- The numeric part: lhs ∧ pc(cur) ⇒ ∃. rhs ∧ pc(stored) ------------------------------------- */

typedef VEC(const Expr *) ArrVec; /* input bytes (VAR nodes) */
typedef VEC(Expr *) ExprVec;

static bool arr_in(const ArrVec *v, const Expr *a) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == a) return true;
  return false;
}

/* Adds the input bytes e reads to *out (seen: nodes visited). */
static void arrays_of(Expr *e, ArrVec *out, ExprVec *seen) {
  ExprVec stack = {0};
  VEC_PUSH(stack, e);
  while (stack.len) {
    Expr *x = stack.data[--stack.len];
    bool dup = false;
    for (size_t i = seen->len; i-- > 0 && !dup;) dup = seen->data[i] == x;
    if (dup) continue;
    VEC_PUSH(*seen, x);
    if (x->kind == EXPR_VAR && !arr_in(out, x)) VEC_PUSH(*out, x);
    for (unsigned i = 0; i < x->nkids; i++) VEC_PUSH(stack, x->kid[i]);
  }
  VEC_FREE(stack);
}

/* seeds, then the constraints of pc that share an input with them, at
 * any distance (the rest, satisfiable and independent, changes nothing). */
static void slice(Expr *const *seeds, size_t ns, Expr *const *pc, size_t np, ExprVec *out) {
  ArrVec vars = {0};
  ExprVec seen = {0};
  for (size_t i = 0; i < ns; i++) {
    arrays_of(seeds[i], &vars, &seen);
    VEC_PUSH(*out, seeds[i]);
  }
  ArrVec *per = xcalloc(np + 1, sizeof *per);
  for (size_t i = 0; i < np; i++) {
    seen.len = 0;
    arrays_of(pc[i], &per[i], &seen);
  }
  bool *taken = xcalloc(np + 1, 1), changed = true;
  while (changed) {
    changed = false;
    for (size_t i = 0; i < np; i++) {
      if (taken[i]) continue;
      bool shares = false;
      for (size_t k = 0; k < per[i].len && !shares; k++) shares = arr_in(&vars, per[i].data[k]);
      if (!shares) continue;
      taken[i] = changed = true;
      VEC_PUSH(*out, pc[i]);
      for (size_t k = 0; k < per[i].len; k++)
        if (!arr_in(&vars, per[i].data[k])) VEC_PUSH(vars, per[i].data[k]);
    }
  }
  for (size_t i = 0; i < np; i++) VEC_FREE(per[i]);
  xfree(per, (np + 1) * sizeof *per);
  xfree(taken, np + 1);
  VEC_FREE(vars);
  VEC_FREE(seen);
}

static SolverValidity implies(Executor *ex, ShapeMatch *m, const Shape *stored, const Shape *cur) {
  ExprVec lhs = {0}, rhs = {0};
  slice(m->lhs.data, m->lhs.len, cur->pc.data, cur->pc.len, &lhs);
  slice(m->rhs.data, m->rhs.len, stored->pc.data, stored->pc.len, &rhs);
  SolverValidity v =
      solver_implies(ex->solver, lhs.data, lhs.len, rhs.data, rhs.len, m->pool.data, m->used);
  VEC_FREE(lhs);
  VEC_FREE(rhs);
  return v;
}

/* ---- The hook --------------------------------------------------------------------------------- */

HookAction subsume_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  Subsumer *sub = ctx;
  (void)from;
  Frame *f = state_top(s);
  if (!loop_header(f->fn, f->pc)) return HOOK_GO;
  Shape *cur = shape_of(ex, s, sub->mode == SUBSUME_ABSTRACT);
  if (!cur) return HOOK_GO;
  sub->checked++;
  Header *h = header_at(sub, f->fn->index, f->pc);
  ShapeMatch *m = &sub->match;
  m->tab = s->exprs;
  for (size_t i = 0; i < h->shapes.len; i++) {
    if (!shape_match(h->shapes.data[i], cur, sub->mode == SUBSUME_EXACT, m)) continue;
    SolverValidity v = implies(ex, m, h->shapes.data[i], cur);
    if (v == SOLVER_VALIDITY_UNKNOWN) sub->undecided++;
    if (v != SOLVER_VALID) continue;
    bool exact = m->exact;
    shape_match_reset(m);
    shape_free(cur);
    if (exact) {
      ex->subsumed++;
      state_free(s);
    } else {
      ex->abstract_subsumed++;
      exec_cut(ex, s, "abstract-subsumed");
    }
    return HOOK_TAKEN;
  }
  shape_match_reset(m);
  if (h->shapes.len < MAX_STORED) {
    VEC_PUSH(h->shapes, cur);
    sub->stored++;
  } else {
    shape_free(cur);
  }
  return HOOK_GO;
}
