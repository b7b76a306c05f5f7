/* layer_slice: independence slicing. Only the constraints of pc that share
 * variables with q, transitively, can decide q: the rest stay satisfied by
 * the unchanged part of the model. The layers below get that slice (and q)
 * in `cs`, its variables in `vars`; their SAT answer (`vals`) moves those
 * variables of the model, nothing else.
 *
 * Invariant: the slicer holds a reference to every constraint of the last
 * path condition it saw, so comparing the next path condition with it by
 * pointer is exact; it keys input bytes by (array id, index). */
#include "solver/layer.h"
#include "solver/varset.h"

#include <stdlib.h>

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

typedef struct {
  SolverLayer base;
  Slicer sl;
  VarScratch w;
  ExprVec cs;                 /* the slice, sorted by id, then q */
  ExprVec vars;               /* the slice's variables, sorted by id */
  VEC(uint8_t) vals;
} SliceLayer;

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

/* Brings the union-find to pc: only the part of pc that differs from the
 * previous path condition is undone and redone, so a query costs a pointer
 * comparison per pc entry plus work proportional to what changed. */
static void slicer_sync(SliceLayer *s, Expr *const *pc, size_t n) {
  Slicer *u = &s->sl;
  size_t l = 0, m = u->cons.len < n ? u->cons.len : n;
  while (l < m && u->cons.data[l] == pc[l]) l++;
  slicer_truncate(u, l);
  for (size_t i = l; i < n; i++) {
    VEC_PUSH(u->undo_start, (uint32_t)u->undo.len);
    VEC_PUSH(u->cons, expr_inc(pc[i]));
    slicer_add(u, (uint32_t)i, varset(&s->w, pc[i]));
  }
}

/* Fills s->cs with the pc entries that share variables with q, transitively
 * (sorted by id, duplicates removed), followed by q; and s->vars with their
 * variables, sorted by id. */
static void slice(SliceLayer *s, Expr *const *pc, size_t n, Expr *q) {
  Slicer *u = &s->sl;
  slicer_sync(s, pc, n);

  /* The constraints in the components of q's variables. */
  s->cs.len = s->vars.len = 0;
  VarSet *qs = varset(&s->w, q);
  PMap *seen = &s->w.seen;
  pmap_clear(seen);
  bool fresh;
  for (uint32_t k = 0; k < qs->n; k++) {
    uint32_t node = uf_lookup(u, var_key(qs->v[k]));
    if (node == NONE) continue;
    uint32_t root = uf_find(u, node);
    pmap_put(seen, (const void *)(uintptr_t)(root + 1), 0, &fresh);   /* roots taken */
    if (!fresh) continue;
    for (uint32_t ci = u->nodes.data[root].head; ci != NONE; ci = u->next.data[ci])
      VEC_PUSH(s->cs, u->cons.data[ci]);
  }
  if (s->cs.len > 1) qsort(s->cs.data, s->cs.len, sizeof(Expr *), expr_cmp_id);
  size_t k = 0;
  for (size_t i = 0; i < s->cs.len; i++)
    if (!k || s->cs.data[k - 1] != s->cs.data[i]) s->cs.data[k++] = s->cs.data[i];
  s->cs.len = k;
  VEC_PUSH(s->cs, q);

  /* Their variables. */
  pmap_clear(seen);
  for (size_t i = 0; i < s->cs.len; i++) {
    VarSet *vs = s->cs.data[i]->cache;
    for (uint32_t j = 0; j < vs->n; j++) {
      pmap_put(seen, vs->v[j], 0, &fresh);
      if (fresh) VEC_PUSH(s->vars, vs->v[j]);
    }
  }
  if (s->vars.len > 1) qsort(s->vars.data, s->vars.len, sizeof(Expr *), expr_cmp_id);
}

static SolverResult slice_check(SolverLayer *l, SolverQuery *q) {
  SliceLayer *s = (SliceLayer *)l;
  slice(s, q->pc, q->n, q->q);
  s->vals.len = 0;
  for (size_t i = 0; i < s->vars.len; i++) VEC_PUSH(s->vals, 0);
  q->cs = s->cs.data, q->ncs = s->cs.len;
  q->vars = s->vars.data, q->nvars = s->vars.len;
  q->vals = s->vals.data;
  SolverResult r = layer_check(l->next, q);
  if (r == SOLVER_SAT)
    for (size_t i = 0; i < s->vars.len; i++) {
      const Expr *v = s->vars.data[i];
      model_set(q->model, v->u.arr, v->aux, s->vals.data[i]);
    }
  return r;
}

static void slice_free(SolverLayer *l) {
  SliceLayer *s = (SliceLayer *)l;
  slicer_free(&s->sl);
  varscratch_free(&s->w);
  VEC_FREE(s->cs);
  VEC_FREE(s->vars);
  VEC_FREE(s->vals);
  xfree(s, sizeof *s);
}

static const SolverLayerOps slice_ops = {"slice", slice_check, slice_free};

SolverLayer *layer_slice_new(SolverStats *stats, SolverLayer *next) {
  SliceLayer *s = xcalloc(1, sizeof *s);
  s->base = (SolverLayer){&slice_ops, next, stats};
  return &s->base;
}
