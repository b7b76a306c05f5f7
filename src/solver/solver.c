/* solver: the chain of layers in front of Z3 (see solver.h for the contract).
 *
 *   constants -> the caller's model -> slicing -> the chain of layer.h
 *   (order -> cache -> log -> inject -> Z3)
 *
 * Invariants:
 *  - Expr.cache, when set, is the node's VarSet: the VAR nodes it depends on,
 *    sorted by id. Only query roots (pc entries and q) get one; it is computed
 *    once per node, shared by all solvers, and freed with the node through
 *    expr_set_cache_hook. The VAR pointers in it stay valid because the node
 *    holds its sub-DAG alive.
 *  - The slicer (see "Slicing state") holds a reference to every constraint
 *    of the last path condition it saw, so comparing the next path condition
 *    with it by pointer is exact; it keys input bytes by (array id, index).
 *  - All per-query work uses scratch buffers owned by the Solver (maps with
 *    generation stamps are cleared in O(1)), so a query allocates nothing in
 *    the steady state except cache entries.
 */
#include "solver/solver.h"
#include "solver/layer.h"

#include <stdlib.h>
#include <string.h>

/* ---- Variable sets ---------------------------------------------------------- */

typedef struct VarSet {
  uint32_t n;
  Expr *v[];   /* VAR nodes, sorted by id */
} VarSet;

static VarSet empty_set;

static void free_varset(Expr *e) {
  VarSet *vs = e->cache;
  if (vs != &empty_set) xfree(vs, sizeof(VarSet) + vs->n * sizeof(Expr *));
  e->cache = NULL;
}

/* ---- A pointer -> uint32 map with generation stamps (scratch) ------------- */

typedef struct {
  const void *key;
  uint32_t gen, val;
} PSlot;

typedef struct {
  PSlot *s;
  size_t cap, count;
  uint32_t gen;
} PMap;

static void pmap_clear(PMap *m) {
  m->count = 0;
  if (++m->gen == 0) {
    memset(m->s, 0, m->cap * sizeof(PSlot));
    m->gen = 1;
  }
}

static size_t pslot(const void *p, size_t cap) {
  return (size_t)hash_mix(0, (uint64_t)(uintptr_t)p) & (cap - 1);
}

/* Inserts key with value val unless present; returns its slot and whether
 * it was inserted. */
static PSlot *pmap_put(PMap *m, const void *key, uint32_t val, bool *inserted) {
  if ((m->count + 1) * 2 > m->cap) {
    size_t ncap = m->cap ? 2 * m->cap : 256;
    PSlot *n = xcalloc(ncap, sizeof(PSlot));
    uint32_t ngen = 1;
    for (size_t i = 0; i < m->cap; i++) {
      if (m->s[i].gen != m->gen) continue;
      size_t j = pslot(m->s[i].key, ncap);
      while (n[j].gen == ngen) j = (j + 1) & (ncap - 1);
      n[j] = (PSlot){m->s[i].key, ngen, m->s[i].val};
    }
    xfree(m->s, m->cap * sizeof(PSlot));
    m->s = n;
    m->cap = ncap;
    m->gen = ngen;
  }
  size_t i = pslot(key, m->cap);
  for (; m->s[i].gen == m->gen; i = (i + 1) & (m->cap - 1)) {
    if (m->s[i].key == key) {
      *inserted = false;
      return &m->s[i];
    }
  }
  m->s[i] = (PSlot){key, m->gen, val};
  m->count++;
  *inserted = true;
  return &m->s[i];
}

static void pmap_free(PMap *m) {
  xfree(m->s, m->cap * sizeof(PSlot));
  memset(m, 0, sizeof *m);
}

/* ---- Slicing state ----------------------------------------------------------------
 * A union-find over input bytes, built from the constraints of the last path
 * condition seen (`cons`, referenced). Each root keeps the list of the
 * constraints in its component (`next` links constraint numbers). Unions are
 * logged so that the constraints past a common prefix can be taken off again
 * when the next query comes with a different path condition. */

#define NONE UINT32_MAX

typedef struct {
  uint32_t parent, size;
  uint32_t head, tail;   /* constraint list of a root */
} UfNode;

typedef struct {
  uint64_t key;          /* arr id << 32 | index */
  uint32_t node;         /* NONE = empty slot */
} UfSlot;

typedef struct {
  uint32_t child;        /* NONE: only a list append to undo */
  uint32_t parent, old_head, old_tail;
} UfUndo;

typedef struct {
  VEC(Expr *) cons;             /* the constraints, in pc order */
  VEC(uint32_t) undo_start;     /* per constraint: its first undo record */
  VEC(uint32_t) next;           /* per constraint: next in its component's list */
  VEC(UfUndo) undo;
  VEC(UfNode) nodes;
  UfSlot *map;                  /* input byte -> node */
  size_t mapcap, nmap;
} Slicer;

/* ---- The solver ------------------------------------------------------------------ */

typedef VEC(Expr *) ExprVec;

struct Solver {
  SolverStats stats;
  bool validate;
  SolverLayer *chain;         /* order -> cache -> log -> inject -> Z3 (layer.h) */
  SolverLayer *log, *z3;      /* two of its layers, for their settings */
  /* scratch */
  PMap seen;                  /* varset traversal */
  ExprVec stack, tmp;
  Slicer sl;
  ExprVec cs;                 /* the slice, sorted by id, then q */
  ExprVec vars;               /* the slice's variables, sorted by id */
  VEC(uint8_t) vals;
};

static int cmp_id(const void *a, const void *b) {
  const Expr *x = *(Expr *const *)a, *y = *(Expr *const *)b;
  if (x->id != y->id) return x->id < y->id ? -1 : 1;
  return x < y ? -1 : x > y;
}

/* The variables of e (cached in e->cache). */
static VarSet *varset(Solver *s, Expr *e) {
  if (e->cache) return e->cache;
  pmap_clear(&s->seen);
  s->tmp.len = s->stack.len = 0;
  bool fresh;
  pmap_put(&s->seen, e, 0, &fresh);
  VEC_PUSH(s->stack, e);
  while (s->stack.len) {
    Expr *x = s->stack.data[--s->stack.len];
    if (x->kind == EXPR_VAR) {
      VEC_PUSH(s->tmp, x);
      continue;
    }
    if (x != e && x->cache) {   /* a sub-expression that is itself a root */
      VarSet *vs = x->cache;
      for (uint32_t i = 0; i < vs->n; i++) {
        pmap_put(&s->seen, vs->v[i], 0, &fresh);
        if (fresh) VEC_PUSH(s->tmp, vs->v[i]);
      }
      continue;
    }
    for (int k = 0; k < x->nkids; k++) {
      Expr *kid = x->kid[k];
      if (kid->kind == EXPR_CONST || kid->kind == EXPR_ARR_BASE) continue;
      pmap_put(&s->seen, kid, 0, &fresh);
      if (fresh) VEC_PUSH(s->stack, kid);
    }
  }
  VarSet *vs = &empty_set;
  if (s->tmp.len) {
    qsort(s->tmp.data, s->tmp.len, sizeof(Expr *), cmp_id);
    vs = xmalloc(sizeof(VarSet) + s->tmp.len * sizeof(Expr *));
    vs->n = (uint32_t)s->tmp.len;
    memcpy(vs->v, s->tmp.data, s->tmp.len * sizeof(Expr *));
  }
  e->cache = vs;
  return vs;
}

static uint64_t var_key(const Expr *var) { return (uint64_t)var->u.arr->id << 32 | var->aux; }

/* The union-find node of input byte `key`, created if new (never removed:
 * input bytes are few and live for the whole run). */
static uint32_t uf_node(Slicer *u, uint64_t key) {
  if ((u->nmap + 1) * 2 > u->mapcap) {
    size_t ncap = u->mapcap ? 2 * u->mapcap : 256;
    UfSlot *n = xmalloc(ncap * sizeof(UfSlot));
    for (size_t i = 0; i < ncap; i++) n[i].node = NONE;
    for (size_t i = 0; i < u->mapcap; i++) {
      if (u->map[i].node == NONE) continue;
      size_t j = hash_mix(0, u->map[i].key) & (ncap - 1);
      while (n[j].node != NONE) j = (j + 1) & (ncap - 1);
      n[j] = u->map[i];
    }
    xfree(u->map, u->mapcap * sizeof(UfSlot));
    u->map = n;
    u->mapcap = ncap;
  }
  size_t i = hash_mix(0, key) & (u->mapcap - 1);
  for (; u->map[i].node != NONE; i = (i + 1) & (u->mapcap - 1))
    if (u->map[i].key == key) return u->map[i].node;
  uint32_t node = (uint32_t)u->nodes.len;
  UfNode fresh = {node, 1, NONE, NONE};
  VEC_PUSH(u->nodes, fresh);
  u->map[i] = (UfSlot){key, node};
  u->nmap++;
  return node;
}

/* Existing node of key, or NONE. */
static uint32_t uf_lookup(const Slicer *u, uint64_t key) {
  if (!u->mapcap) return NONE;
  for (size_t i = hash_mix(0, key) & (u->mapcap - 1); u->map[i].node != NONE; i = (i + 1) & (u->mapcap - 1))
    if (u->map[i].key == key) return u->map[i].node;
  return NONE;
}

/* No path compression, so that unions can be undone; union by size keeps
 * finds logarithmic. */
static uint32_t uf_find(const Slicer *u, uint32_t i) {
  while (u->nodes.data[i].parent != i) i = u->nodes.data[i].parent;
  return i;
}

/* Appends the constraint list of root c to that of root p. */
static void list_concat(Slicer *u, uint32_t p, uint32_t head, uint32_t tail) {
  UfNode *r = &u->nodes.data[p];
  if (head == NONE) return;
  if (r->head == NONE) r->head = head;
  else u->next.data[r->tail] = head;
  r->tail = tail;
}

/* Adds constraint number ci (its variables vs) to the union-find, logging
 * how to undo it. */
static void slicer_add(Slicer *u, uint32_t ci, const VarSet *vs) {
  VEC_PUSH(u->next, NONE);
  if (!vs->n) return;
  uint32_t root = uf_find(u, uf_node(u, var_key(vs->v[0])));
  for (uint32_t k = 1; k < vs->n; k++) {
    uint32_t r = uf_find(u, uf_node(u, var_key(vs->v[k])));
    if (r == root) continue;
    UfNode *a = &u->nodes.data[root], *b = &u->nodes.data[r];
    uint32_t p = a->size >= b->size ? root : r, c = p == root ? r : root;
    UfUndo rec = {c, p, u->nodes.data[p].head, u->nodes.data[p].tail};
    VEC_PUSH(u->undo, rec);
    u->nodes.data[c].parent = p;
    u->nodes.data[p].size += u->nodes.data[c].size;
    list_concat(u, p, u->nodes.data[c].head, u->nodes.data[c].tail);
    root = p;
  }
  UfUndo rec = {NONE, root, u->nodes.data[root].head, u->nodes.data[root].tail};
  VEC_PUSH(u->undo, rec);
  list_concat(u, root, ci, ci);
}

/* Removes the constraints from number `keep` on, newest first. */
static void slicer_truncate(Slicer *u, size_t keep) {
  while (u->cons.len > keep) {
    size_t ci = --u->cons.len;
    while (u->undo.len > u->undo_start.data[ci]) {
      UfUndo r = u->undo.data[--u->undo.len];
      UfNode *p = &u->nodes.data[r.parent];
      if (r.child != NONE) {
        u->nodes.data[r.child].parent = r.child;
        p->size -= u->nodes.data[r.child].size;
      }
      p->head = r.old_head;
      p->tail = r.old_tail;
      if (r.old_tail != NONE) u->next.data[r.old_tail] = NONE;
    }
    u->undo_start.len = ci;
    u->next.len = ci;
    expr_dec(u->cons.data[ci]);
  }
}

static void slicer_free(Slicer *u) {
  slicer_truncate(u, 0);
  VEC_FREE(u->cons);
  VEC_FREE(u->undo_start);
  VEC_FREE(u->next);
  VEC_FREE(u->undo);
  VEC_FREE(u->nodes);
  xfree(u->map, u->mapcap * sizeof(UfSlot));
}

/* Fills s->cs with the pc entries that share variables with q, transitively
 * (sorted by id, duplicates removed), followed by q; and s->vars with their
 * variables, sorted by id. The union-find of the previous call is kept: only
 * the part of pc that differs from the previous path condition is undone and
 * redone, so a query costs a pointer comparison per pc entry plus work
 * proportional to what changed and to the slice. */
static void slice(Solver *s, Expr *const *pc, size_t n, Expr *q) {
  Slicer *u = &s->sl;
  size_t l = 0, m = u->cons.len < n ? u->cons.len : n;
  while (l < m && u->cons.data[l] == pc[l]) l++;
  slicer_truncate(u, l);
  for (size_t i = l; i < n; i++) {
    VEC_PUSH(u->undo_start, (uint32_t)u->undo.len);
    VEC_PUSH(u->cons, expr_inc(pc[i]));
    slicer_add(u, (uint32_t)i, varset(s, pc[i]));
  }

  /* The constraints in the components of q's variables. */
  s->cs.len = s->vars.len = 0;
  VarSet *qs = varset(s, q);
  pmap_clear(&s->seen);
  bool fresh;
  for (uint32_t k = 0; k < qs->n; k++) {
    uint32_t node = uf_lookup(u, var_key(qs->v[k]));
    if (node == NONE) continue;
    uint32_t root = uf_find(u, node);
    pmap_put(&s->seen, (const void *)(uintptr_t)(root + 1), 0, &fresh);   /* roots taken */
    if (!fresh) continue;
    for (uint32_t ci = u->nodes.data[root].head; ci != NONE; ci = u->next.data[ci])
      VEC_PUSH(s->cs, u->cons.data[ci]);
  }
  if (s->cs.len > 1) qsort(s->cs.data, s->cs.len, sizeof(Expr *), cmp_id);
  size_t k = 0;
  for (size_t i = 0; i < s->cs.len; i++)
    if (!k || s->cs.data[k - 1] != s->cs.data[i]) s->cs.data[k++] = s->cs.data[i];
  s->cs.len = k;
  VEC_PUSH(s->cs, q);

  /* Their variables. */
  pmap_clear(&s->seen);
  for (size_t i = 0; i < s->cs.len; i++) {
    VarSet *vs = s->cs.data[i]->cache;
    for (uint32_t j = 0; j < vs->n; j++) {
      pmap_put(&s->seen, vs->v[j], 0, &fresh);
      if (fresh) VEC_PUSH(s->vars, vs->v[j]);
    }
  }
  if (s->vars.len > 1) qsort(s->vars.data, s->vars.len, sizeof(Expr *), cmp_id);
}

/* ---- Public interface ----------------------------------------------------------- */

/* The chain below slicing, assembled here and nowhere else (layer.h):
 * order -> cache -> log -> inject -> backend. SYMX_VALIDATE=1 in the
 * environment makes every SAT answer checked against the whole path
 * condition and q, and every refutation of the order layer by the backend
 * (die() when either is wrong). SYMX_INJECT_UNKNOWN_RATE / _AT configure
 * fault injection (layer_inject.c). */
static void build_chain(Solver *s, SolverLayer *backend) {
  s->z3 = backend;
  const char *rate = getenv("SYMX_INJECT_UNKNOWN_RATE"), *at = getenv("SYMX_INJECT_UNKNOWN_AT");
  SolverLayer *below = backend;
  if (rate || at) below = layer_inject_new(below, rate ? strtod(rate, NULL) : 0, at ? strtoull(at, NULL, 10) : 0);
  s->log = below = layer_log_new(below);
  below = layer_cache_new(below);
  s->chain = layer_order_new(below, s->validate ? backend : NULL);
  for (SolverLayer *l = s->chain; l; l = l->next) l->stats = &s->stats;
}

Solver *solver_new_over(SolverLayer *backend) {
  expr_set_cache_hook(free_varset);
  Solver *s = xcalloc(1, sizeof(Solver));
  const char *v = getenv("SYMX_VALIDATE");
  s->validate = v && strcmp(v, "1") == 0;
  build_chain(s, backend);
  return s;
}

Solver *solver_new(double timeout_s) { return solver_new_over(layer_z3_new(timeout_s)); }

void layer_chain_free(SolverLayer *top) {
  while (top) {
    SolverLayer *next = top->next;
    top->ops->free(top);
    top = next;
  }
}

/* Releases the solver, its Z3 context and every reference its caches hold.
 * Variable sets stay on their nodes (they are shared) and go with them. */
void solver_free(Solver *s) {
  if (!s) return;
  layer_chain_free(s->chain);
  pmap_free(&s->seen);
  slicer_free(&s->sl);
  VEC_FREE(s->stack);
  VEC_FREE(s->tmp);
  VEC_FREE(s->cs);
  VEC_FREE(s->vars);
  VEC_FREE(s->vals);
  xfree(s, sizeof(Solver));
}

const SolverStats *solver_stats(const Solver *s) { return &s->stats; }

static void check_model(Expr *const *pc, size_t n, Expr *q, const Model *m, const char *layer) {
  for (size_t i = 0; i <= n; i++) {
    Expr *c = i < n ? pc[i] : q;
    if (expr_eval(c, m) != 1) {
      fprintf(stderr, "symx: SYMX_VALIDATE: the model from the %s layer violates %s%zu: ",
              layer, i < n ? "pc constraint " : "the query", i < n ? i : 0);
      expr_print(stderr, c);
      fputc('\n', stderr);
      die("solver validation failed");
    }
  }
}

static void write_model(Solver *s, Model *m, const uint8_t *vals) {
  for (size_t i = 0; i < s->vars.len; i++) {
    const Expr *v = s->vars.data[i];
    model_set(m, v->u.arr, v->aux, vals[i]);
  }
}

/* See solver.h. */
SolverResult solver_check(Solver *s, Expr *const *pc, size_t n, Expr *q, Model *model) {
  s->stats.queries++;
  if (q->width != 1) die("solver_check: query has width %u", q->width);
  if (expr_is_const(q)) {
    s->stats.trivial++;
    return expr_value(q) ? SOLVER_SAT : SOLVER_UNSAT;
  }
  if (expr_eval(q, model) == 1) {
    s->stats.trivial++;
    if (s->validate) check_model(pc, n, q, model, "model");
    return SOLVER_SAT;
  }

  if (varset(s, q)->n == 0) {   /* closed term: its value does not depend on the model */
    s->stats.trivial++;
    return SOLVER_UNSAT;
  }

  slice(s, pc, n, q);
  s->vals.len = 0;
  for (size_t i = 0; i < s->vars.len; i++) VEC_PUSH(s->vals, 0);
  SliceQuery sq = {s->cs.data, s->cs.len, s->vars.data, s->vars.len, s->vals.data, NULL};
  SolverResult r = layer_check(s->chain, &sq);
  if (r == SOLVER_SAT) {
    write_model(s, model, s->vals.data);
    if (s->validate) check_model(pc, n, q, model, "solver");
  }
  return r;
}

void solver_log_queries(Solver *s, FILE *f) { layer_log_set_file(s->log, f); }

/* The conjunction of es (a new reference; true for none). */
static Expr *conjunction(Expr *const *es, size_t k) {
  Expr *all = expr_bool(true);
  for (size_t i = 0; i < k; i++) {
    Expr *both = expr_and(all, es[i]);
    expr_dec(all);
    all = both;
  }
  return all;
}

SolverResult solver_check_assuming(Solver *s, Expr *const *pc, size_t n, Expr *const *assume, size_t k,
                                   Model *model) {
  Expr *q = conjunction(assume, k);
  SolverResult r = solver_check(s, pc, n, q, model);
  expr_dec(q);
  return r;
}

SolverValidity solver_valid(Solver *s, Expr *const *pc, size_t n, Expr *q, const Model *model,
                            Model **counter) {
  Expr *nq = expr_not(q);
  Model *m = model_copy(model);
  SolverResult r = solver_check(s, pc, n, nq, m);
  expr_dec(nq);
  if (r == SOLVER_SAT && counter) *counter = m;
  else model_free(m);
  return r == SOLVER_UNSAT ? SOLVER_VALID : r == SOLVER_SAT ? SOLVER_INVALID : SOLVER_VALIDITY_UNKNOWN;
}

uint64_t solver_value(Solver *s, Expr *const *pc, size_t n, Expr *e, const Model *model, bool *unique) {
  uint64_t v = (uint64_t)expr_eval(e, model);
  if (unique) {
    Expr *c = expr_const(e->width, v), *eq = expr_eq(e, c);
    *unique = solver_valid(s, pc, n, eq, model, NULL) == SOLVER_VALID;
    expr_dec(c), expr_dec(eq);
  }
  return v;
}

void solver_set_limits(Solver *s, double run_deadline, const volatile sig_atomic_t *interrupt, double max_rss) {
  layer_z3_set_limits(s->z3, run_deadline, interrupt, max_rss);
}
