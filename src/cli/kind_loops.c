/* kind_loops: what a state of a k-induction run does at the loops of main
 * (kind_internal.h has the slots it keeps and the phases).
 *
 * Houdini (all loops of S summarised): a loop of S entered is havocked
 * (everything it may write, ir/loopfx.h, made fresh) with its surviving
 * candidates assumed, after its candidates are checked at the entry; at its
 * back edge they are checked again and the state is dropped; its exits go
 * on (to the loops after it). Errors are ignored.
 *
 * Step case for loop L: see KindPhase. Why it is sound, with the base case
 * (bmc with bound k, errors none, cuts only at loops of S) and a step case
 * for each loop of S: take an execution E and its first error X. If no
 * loop began an iteration beyond its k-th (counted from its entry) before
 * X, the base case saw X. Else take the last such beginning before X: loop
 * L's iteration m + 1 > k, from header state h_m. L's step case has a
 * path like E's up to X: the loops of S met before are havocked to E's
 * states at their last header visit (which satisfy their invariants:
 * Houdini proved them inductive on the same over-approximation), L itself
 * to h_(m-k), then k iterations are assumed (no error in E there), and
 * from h_m on every error is checked. From then to X no loop begins an
 * iteration beyond its k-th; the counts a path keeps are never more than
 * E's (a loop havocked counts from its havoc), so no drop at a bound cuts
 * E's path off. What would not be accounted for spoils the run: a loop
 * not in S or of a callee reaching its bound, a write to an object not
 * havocked or an object made or freed while a havocked loop runs. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cli/kind_internal.h"

static Kind *kind_of(Executor *ex) { return (Kind *)ex->opt.hooks->ctx; }

void kind_spoil(Kind *k, const char *why) {
  if (!k->spoiled) k->spoiled = why;
}

static uint32_t *slots_of(const Kind *k, const State *s) {
  if (!s || !s->nframes || s->frames[0].fn != k->main) return NULL;
  return s->frames[0].loop_iters;
}

static uint32_t phase(const Kind *k, const State *s) {
  const uint32_t *sl = slots_of(k, s);
  return sl ? sl[2 * k->g->nloops] : PH_BEFORE;
}

static HookAction drop(State *s) {
  state_free(s);
  return HOOK_TAKEN;
}

/* ---- Havoc ---------------------------------------------------------------------- */

/* A fresh value of w bits (new reference), its input recorded in s. */
static Expr *fresh(State *s, unsigned w) {
  Expr *acc = exec_fresh_input(s, "kind_havoc", (w + 7) / 8, NULL);
  Expr *r = expr_resize(acc, w);
  expr_dec(acc);
  return r;
}

static bool havoc_object(State *s, uint64_t addr, EntryRec *rec) {
  uint64_t off;
  Object *o = mem_at(&s->mem, addr, &off);
  if (!o || o == &mem_dangling || o->size > KIND_MAX_OBJECT) return false;
  VEC_PUSH(rec->objs, o->id & MEM_SLOT_MASK);
  if (o->readonly) return true;
  o = mem_writable(&s->mem, o->id);
  Array *a = array_new(s->exprs, "kind_havoc_mem", (uint32_t)o->size);
  VEC_PUSH(s->inputs, a);
  for (uint64_t i = 0; i < o->size; i++) {
    Expr *e = expr_var(a, (uint32_t)i);
    mem_set_byte_expr(o, i, e);
    expr_dec(e);
  }
  return true;
}

/* s enters loop loops[li]: its entry values recorded, the candidates
 * checked there, everything the loop writes havocked, the candidates
 * assumed. False when s is gone (the assumptions cannot hold). */
static bool havoc(Kind *k, Executor *ex, State *s, uint32_t li) {
  const LoopFx *fx = &k->loops.data[li].fx;
  const IrFunction *fn = k->main;
  Val *regs = s->regs + s->frames[0].rbase;
  EntryRec rec = {li, xcalloc(fx->carried.len + 1, sizeof(Expr *)), {0}};
  for (size_t i = 0; i < fx->carried.len; i++)
    rec.vals[i] = val_expr(s->exprs, &regs[fx->carried.data[i]], fn->reg_width[fx->carried.data[i]]);
  kind_check_cands(k, ex, s, li, rec.vals, true);
  for (size_t i = 0; i < fx->carried.len; i++)
    val_set_expr(&regs[fx->carried.data[i]], fresh(s, fn->reg_width[fx->carried.data[i]]));
  bool ok = true;
  for (size_t i = 0; i < fx->allocas.len && ok; i++) {
    const Val *p = &regs[fx->allocas.data[i]];
    ok = !p->e && havoc_object(s, p->v, &rec);
  }
  for (size_t i = 0; i < fx->globals.len && ok; i++)
    ok = havoc_object(s, addr_static(&ex->layout, fx->globals.data[i]), &rec);
  if (!ok) kind_spoil(k, "an object the loop writes could not be havocked");
  VEC_PUSH(k->entries, rec);
  s->frames[0].loop_iters[k->g->nloops + k->loops.data[li].loop] = (uint32_t)k->entries.len;
  Expr *all = kind_cands_expr(k, s, li, rec.vals, false);
  SolverResult r = solver_check(ex->solver, s->pc.data, s->pc.len, all, s->model);
  if (r == SOLVER_SAT) state_add_constraint(s, all);
  else if (r == SOLVER_UNKNOWN) kind_spoil(k, "the solver could not decide the invariants at the havoc");
  expr_dec(all);
  if (r != SOLVER_SAT) state_free(s);
  return r == SOLVER_SAT;
}

/* ---- Events at a jump -------------------------------------------------------------- */

static bool in_loop(const IrCfg *g, uint32_t loop, uint32_t block) { return bmc_in_loop(g, (int32_t)loop, block); }

/* Is loop l, havocked, running from its havoc with its back edges
 * dropped (summarised)? */
static bool summarised(const Kind *k, const uint32_t *sl, uint32_t l) {
  if (!sl[k->g->nloops + l]) return false;
  if (k->mode == MODE_HOUDINI) return true;
  return k->index[l] != (int32_t)k->target && sl[2 * k->g->nloops] <= PH_ASSUMED;
}

/* s leaves loop l; false: dropped. */
static bool loop_exit(Kind *k, State *s, uint32_t *sl, uint32_t l) {
  uint32_t *rec = &sl[k->g->nloops + l], *ph = &sl[2 * k->g->nloops];
  if (k->mode == MODE_STEP && *rec && k->index[l] == (int32_t)k->target) {
    if (*ph == PH_ASSUMED) return drop(s), false;
    if (*ph == PH_CHECKED) *ph = PH_AFTER;
  }
  *rec = 0;
  return true;
}

/* s begins an iteration of loop l; false: dropped. */
static bool loop_begin(Kind *k, State *s, uint32_t *sl, uint32_t l) {
  uint32_t *cnt = &sl[l];
  bool in_s = k->index[l] >= 0, counted = sl[k->g->nloops + l] != 0;
  bool target = counted && in_s && k->mode == MODE_STEP && k->index[l] == (int32_t)k->target &&
                sl[2 * k->g->nloops] <= PH_CHECKED;
  if (target || summarised(k, sl, l)) {
    ++*cnt;
    return true;
  }
  bool checking = k->mode == MODE_STEP && sl[2 * k->g->nloops] >= PH_CHECKED;
  if (checking && in_s && *cnt >= k->k) return drop(s), false; /* l's own step case covers it */
  if (*cnt >= k->k + 1) {
    if (k->missing < 0) k->missing = (int32_t)l;
    kind_spoil(k, "a loop not under proof reached its bound");
    return drop(s), false;
  }
  ++*cnt;
  return true;
}

/* s arrives at loop l's header, from inside (back) or not; false: gone. */
static bool loop_arrival(Kind *k, Executor *ex, State *s, uint32_t *sl, uint32_t l, bool back) {
  uint32_t rec = sl[k->g->nloops + l], *ph = &sl[2 * k->g->nloops];
  int32_t li = k->index[l];
  if (back) {
    if (k->mode == MODE_HOUDINI && rec) {
      kind_check_cands(k, ex, s, (uint32_t)li, k->entries.data[rec - 1].vals, false);
      return drop(s), false;
    }
    if (k->mode == MODE_STEP && rec && li == (int32_t)k->target && *ph <= PH_CHECKED) {
      if (*ph == PH_CHECKED) return drop(s), false; /* the header once more: done */
      if (sl[l] == k->k) *ph = PH_CHECKED;
      return true;
    }
    if (summarised(k, sl, l)) return drop(s), false;
    return true;
  }
  sl[l] = 0;
  sl[k->g->nloops + l] = 0;
  if (li < 0) return true;
  bool summarise = k->mode == MODE_HOUDINI || *ph <= PH_ASSUMED;
  if (k->mode == MODE_STEP && li == (int32_t)k->target && *ph == PH_BEFORE) *ph = PH_ASSUMED;
  else if (!summarise) return true;
  return havoc(k, ex, s, (uint32_t)li);
}

HookAction kind_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  Kind *k = ctx;
  /* a run that can prove nothing more (spoiled, or a step case with an
   * error where it checks) ends its paths at their next jump */
  if (k->spoiled || (k->mode == MODE_STEP && k->fails)) return drop(s);
  Frame *f = &s->frames[0];
  if (s->nframes != 1 || f->fn != k->main || from >= f->fn->ncode || f->pc >= f->fn->ncode)
    return bmc_jump(ctx, ex, s, from);
  const IrCfg *g = k->g;
  if (!f->loop_iters) {
    f->loop_iters = xcalloc(KIND_SLOTS(g), sizeof(uint32_t));
    f->nloop_iters = KIND_SLOTS(g);
  }
  uint32_t *sl = f->loop_iters, fb = g->block_of[from], tb = g->block_of[f->pc];
  for (uint32_t l = 0; l < g->nloops; l++)
    if (in_loop(g, l, fb) && !in_loop(g, l, tb) && !loop_exit(k, s, sl, l)) return HOOK_TAKEN;
  for (uint32_t l = 0; l < g->nloops; l++)
    if (g->loops[l].header == fb && in_loop(g, l, tb) && !loop_begin(k, s, sl, l)) return HOOK_TAKEN;
  for (uint32_t l = 0; l < g->nloops; l++)
    if (g->loops[l].header == tb && !loop_arrival(k, ex, s, sl, l, in_loop(g, l, fb))) return HOOK_TAKEN;
  return bmc_merge(&k->b, ex, s);
}

/* Only states in the same phase with the same havocs merge (a havoc's
 * entry values are the state's own). */
bool kind_mergeable(const Bmc *b, const State *w, const State *s) {
  const Kind *k = (const Kind *)b;
  const uint32_t *x = slots_of(k, w), *y = slots_of(k, s);
  uint32_t n = k->g ? k->g->nloops : 0;
  for (uint32_t i = n; i <= 2 * n; i++)
    if ((x ? x[i] : 0) != (y ? y[i] : 0)) return false;
  return true;
}

/* ---- Memory, sink ---------------------------------------------------------------- */

/* Must the run watch what s writes, makes and frees: is a havocked loop,
 * whose havoc stands for its earlier iterations, running? */
static bool watched(const Kind *k, const State *s) {
  const uint32_t *sl = slots_of(k, s);
  if (!sl || (k->mode == MODE_STEP && phase(k, s) >= PH_AFTER)) return false;
  for (uint32_t l = 0; l < k->g->nloops; l++)
    if (sl[k->g->nloops + l]) return true;
  return false;
}

static Object *kind_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write, uint64_t *off,
                            Expr **soff) {
  Object *o = mem_model_flat.resolve(ex, s, ptr, n, write, off, soff);
  Kind *k = kind_of(ex);
  if (!o || !write || !watched(k, s)) return o;
  const uint32_t *sl = slots_of(k, s);
  for (uint32_t l = 0; l < k->g->nloops; l++) {
    uint32_t rec = sl[k->g->nloops + l];
    if (!rec) continue;
    const EntryRec *r = &k->entries.data[rec - 1];
    bool havocked = false;
    for (size_t i = 0; i < r->objs.len; i++) havocked |= r->objs.data[i] == (o->id & MEM_SLOT_MASK);
    if (!havocked) kind_spoil(k, "the loop wrote an object that was not havocked");
  }
  return o;
}

static Object *kind_alloc(Executor *ex, State *s, uint64_t size, ObjKind kind) {
  if (watched(kind_of(ex), s)) kind_spoil(kind_of(ex), "the loop made an object");
  return mem_flat_alloc(ex, s, size, kind);
}

static void kind_free(Executor *ex, State *s, uint32_t id) {
  if (watched(kind_of(ex), s)) kind_spoil(kind_of(ex), "the loop freed an object");
  mem_flat_free(ex, s, id);
}

const MemoryOps kind_memory = {"k-induction", kind_resolve, mem_flat_read, mem_flat_write,
                               kind_alloc, kind_free, true};

/* A step case's error fails it from the checked iteration on; before, it
 * is assumed away (kind_loops.c's argument). */
void kind_path(TestSink *ks, const State *s, const Outcome *oc, uint32_t test) {
  Kind *k = (Kind *)((char *)ks - offsetof(Kind, sink));
  (void)test;
  if (!oc->is_error || oc->kind == ERR_UNSUPPORTED || k->mode == MODE_HOUDINI) return;
  if (s && phase(k, s) <= PH_ASSUMED) return;
  k->fails++;
}

void kind_free_entries(Kind *k) {
  for (size_t i = 0; i < k->entries.len; i++) {
    EntryRec *r = &k->entries.data[i];
    for (size_t j = 0; j < k->loops.data[r->li].fx.carried.len; j++) expr_dec(r->vals[j]);
    xfree(r->vals, (k->loops.data[r->li].fx.carried.len + 1) * sizeof(Expr *));
    VEC_FREE(r->objs);
  }
  k->entries.len = 0;
}
