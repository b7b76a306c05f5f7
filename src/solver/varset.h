/* varset: the input bytes an expression depends on, and the scratch map the
 * solver's layers share the code of (internal to src/solver).
 *
 * Expr.cache, when set, is the node's VarSet: the VAR nodes it depends on,
 * sorted by id. Only query roots (pc entries and queries) get one; it is
 * computed once per node, shared by all solvers, and freed with the node
 * (varset_compute registers the hook with the node's table). The VAR
 * pointers stay valid because the node holds its sub-DAG alive. */
#ifndef SYMX_SOLVER_VARSET_H
#define SYMX_SOLVER_VARSET_H

#include <string.h>

#include "expr/expr.h"

typedef struct VarSet {
  uint32_t n;
  Expr *v[];   /* VAR nodes, sorted by id */
} VarSet;

/* ---- A pointer -> uint32 map with generation stamps (cleared in O(1)) ---- */

typedef struct {
  const void *key;
  uint32_t gen, val;
} PSlot;

typedef struct {
  PSlot *s;
  size_t cap, count;
  uint32_t gen;
} PMap;

static inline void pmap_clear(PMap *m) {
  m->count = 0;
  if (++m->gen == 0) {
    memset(m->s, 0, m->cap * sizeof(PSlot));
    m->gen = 1;
  }
}

void pmap_grow(PMap *m);

/* Inserts key with value val unless present; returns its slot and whether
 * it was inserted. */
static inline PSlot *pmap_put(PMap *m, const void *key, uint32_t val, bool *inserted) {
  if ((m->count + 1) * 2 > m->cap) pmap_grow(m);
  size_t i = (size_t)hash_mix(0, (uint64_t)(uintptr_t)key) & (m->cap - 1);
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

void pmap_free(PMap *m);

/* ---- Variable sets ----------------------------------------------------------- */

typedef VEC(Expr *) ExprVec;

/* Scratch space of a traversal (owned by a layer; allocates nothing in the
 * steady state). */
typedef struct VarScratch {
  PMap seen;
  ExprVec stack, tmp;
} VarScratch;

VarSet *varset_compute(VarScratch *w, Expr *e);

/* The variables of e (cached in e->cache). */
static inline VarSet *varset(VarScratch *w, Expr *e) { return e->cache ? (VarSet *)e->cache : varset_compute(w, e); }

void varscratch_free(VarScratch *w);

/* Orders expressions by id (then address): qsort's comparator. */
int expr_cmp_id(const void *a, const void *b);

#endif
