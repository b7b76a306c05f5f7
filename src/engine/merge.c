/* merge: see merge.h. */
#include "engine/merge.h"

#include <string.h>

#include "ir/cfg.h"

/* Objects larger than this are not merged byte by byte when they differ. */
enum { MERGE_MAX_OBJECT = 1 << 16 };

/* The loops enclosing the frame's current instruction have begun as many
 * iterations in both (other loops' counts are stale: they restart when the
 * loop is entered again). */
static bool same_iterations(const Frame *fa, const Frame *fb) {
  const IrCfg *g = fa->fn->cfg;
  if (!g || !g->nblocks || fa->pc >= fa->fn->ncode) return true;
  for (int32_t l = g->blocks[g->block_of[fa->pc]].loop; l >= 0; l = g->loops[l].parent) {
    uint32_t ia = fa->loop_iters && (uint32_t)l < fa->nloop_iters ? fa->loop_iters[l] : 0;
    uint32_t ib = fb->loop_iters && (uint32_t)l < fb->nloop_iters ? fb->loop_iters[l] : 0;
    if (ia != ib) return false;
  }
  return true;
}

static bool same_frames(const State *a, const State *b) {
  if (a->nframes != b->nframes || a->nregs != b->nregs) return false;
  for (uint32_t i = 0; i < a->nframes; i++) {
    const Frame *fa = &a->frames[i], *fb = &b->frames[i];
    if (fa->fn != fb->fn || fa->pc != fb->pc || fa->rbase != fb->rbase || fa->nallocas != fb->nallocas ||
        fa->varargs_id != fb->varargs_id || fa->atexit_handler != fb->atexit_handler)
      return false;
    if (fa->nallocas && memcmp(fa->allocas, fb->allocas, fa->nallocas * sizeof(uint32_t)) != 0) return false;
    if (!same_iterations(fa, fb)) return false;
  }
  return true;
}

/* The width of register i of s (0: not known). */
static unsigned reg_width(const State *s, uint32_t i) {
  uint32_t k = s->nframes;
  while (k > 0 && s->frames[k - 1].rbase > i) k--;
  if (k == 0) return 0;
  const IrFunction *fn = s->frames[k - 1].fn;
  uint32_t local = i - s->frames[k - 1].rbase;
  return fn->reg_width && local < fn->nregs ? fn->reg_width[local] : 0;
}

static bool same_val(const Val *x, const Val *y) { return x->e ? x->e == y->e : !y->e && x->v == y->v; }

/* The width a merged register takes, 0 when it cannot be merged. */
static unsigned merge_width(const State *a, const State *b, uint32_t i) {
  const Val *x = &a->regs[i], *y = &b->regs[i];
  if (x->e && y->e) return x->e->width == y->e->width ? x->e->width : 0;
  if (x->e || y->e) return (x->e ? x->e : y->e)->width;
  unsigned w = reg_width(a, i);
  /* a width that does not hold both values is not the register's */
  return w && w <= 64 && !((x->v | y->v) & ~mask_bits(w)) ? w : 0;
}

static bool regs_mergeable(const State *a, const State *b) {
  for (uint32_t i = 0; i < a->nregs; i++)
    if (!same_val(&a->regs[i], &b->regs[i]) && !merge_width(a, b, i)) return false;
  return true;
}

static bool objects_mergeable(const Object *x, const Object *y) {
  if (x == y) return true;
  if (!x || !y || x == &mem_dangling || y == &mem_dangling) return false;
  return x->id == y->id && x->base == y->base && x->size == y->size && x->kind == y->kind &&
         x->alive == y->alive && x->tomb == y->tomb && x->readonly == y->readonly && x->name == y->name &&
         x->site_file == y->site_file && x->site_line == y->site_line && x->kind != OBJ_EXTERN &&
         x->size <= MERGE_MAX_OBJECT && x->uninit == y->uninit;
}

static bool memory_mergeable(const AddrSpace *a, const AddrSpace *b) {
  if (a->layout != b->layout || a->next_id != b->next_id || a->nfree != b->nfree) return false;
  if (a->nfree && memcmp(a->free_slots, b->free_slots, a->nfree * sizeof(uint32_t)) != 0) return false;
  uint32_t cap = a->cap > b->cap ? a->cap : b->cap;
  for (uint32_t i = 0; i < cap; i++) {
    const Object *x = i < a->cap ? a->objs[i] : NULL, *y = i < b->cap ? b->objs[i] : NULL;
    if (!objects_mergeable(x, y)) return false;
  }
  return true;
}

bool state_mergeable(const State *a, const State *b) {
  if (a == b || a->exprs != b->exprs || a->exiting != b->exiting || a->exit_code != b->exit_code ||
      a->goal_reached != b->goal_reached)
    return false;
  if (a->inputs.len != b->inputs.len ||
      (a->inputs.len && memcmp(a->inputs.data, b->inputs.data, a->inputs.len * sizeof(Array *)) != 0))
    return false;
  if (a->atexit_fns.len != b->atexit_fns.len ||
      (a->atexit_fns.len && memcmp(a->atexit_fns.data, b->atexit_fns.data, a->atexit_fns.len * sizeof(uint32_t))))
    return false;
  return same_frames(a, b) && regs_mergeable(a, b) && memory_mergeable(&a->mem, &b->mem);
}

/* The conjunction of pc[from..) (a new reference). */
static Expr *conjunction(ExprTable *t, Expr *const *pc, size_t from, size_t len) {
  Expr *c = expr_bool(t, true);
  for (size_t i = from; i < len; i++) {
    Expr *n = expr_and(c, pc[i]);
    expr_dec(c);
    c = n;
  }
  return c;
}

/* o (a's writable copy) gets ite(ca, its byte, y's byte) where they differ. */
static void merge_object(ExprTable *t, Object *o, Object *y, Expr *ca) {
  for (uint64_t i = 0; i < o->size; i++) {
    if (!o->arr && !y->arr && !o->unwritten && !y->unwritten && !(o->sym && o->sym[i]) &&
        !(y->sym && y->sym[i]) && o->bytes[i] == y->bytes[i])
      continue;
    Expr *ea = mem_byte_expr(t, o, i), *eb = mem_byte_expr(t, y, i);
    if (ea != eb) {
      Expr *m = expr_ite(ca, ea, eb);
      mem_set_byte_expr(o, i, m);
      expr_dec(m);
    }
    expr_dec(ea), expr_dec(eb);
  }
}

void state_merge(State *a, const State *b) {
  ExprTable *t = a->exprs;
  size_t k = 0;
  while (k < a->pc.len && k < b->pc.len && a->pc.data[k] == b->pc.data[k]) k++;
  Expr *ca = conjunction(t, a->pc.data, k, a->pc.len), *cb = conjunction(t, b->pc.data, k, b->pc.len);
  for (size_t i = k; i < a->pc.len; i++) expr_dec(a->pc.data[i]);
  a->pc.len = k;
  Expr *either = expr_or(ca, cb);
  state_add_constraint(a, either);
  expr_dec(either);
  for (uint32_t i = 0; i < a->nregs; i++) {
    if (same_val(&a->regs[i], &b->regs[i])) continue;
    unsigned w = merge_width(a, b, i);
    Expr *x = val_expr(t, &a->regs[i], w), *y = val_expr(t, &b->regs[i], w);
    val_set_expr(&a->regs[i], expr_ite(ca, x, y));
    expr_dec(x), expr_dec(y);
  }
  for (uint32_t i = 0; i < a->mem.cap; i++) {
    Object *x = a->mem.objs[i], *y = i < b->mem.cap ? b->mem.objs[i] : NULL;
    if (x == y || !x->alive) continue; /* a dead object's contents are never read */
    merge_object(t, mem_writable(&a->mem, x->id), y, ca);
  }
  if (b->depth > a->depth) a->depth = b->depth;
  expr_dec(ca), expr_dec(cb);
}
