/* varset: see varset.h. */
#include "solver/varset.h"

#include <stdlib.h>

void pmap_grow(PMap *m) {
  size_t ncap = m->cap ? 2 * m->cap : 256;
  PSlot *n = xcalloc(ncap, sizeof(PSlot));
  uint32_t ngen = 1;
  for (size_t i = 0; i < m->cap; i++) {
    if (m->s[i].gen != m->gen) continue;
    size_t j = (size_t)hash_mix(0, (uint64_t)(uintptr_t)m->s[i].key) & (ncap - 1);
    while (n[j].gen == ngen) j = (j + 1) & (ncap - 1);
    n[j] = (PSlot){m->s[i].key, ngen, m->s[i].val};
  }
  xfree(m->s, m->cap * sizeof(PSlot));
  m->s = n;
  m->cap = ncap;
  m->gen = ngen;
}

void pmap_free(PMap *m) {
  xfree(m->s, m->cap * sizeof(PSlot));
  memset(m, 0, sizeof *m);
}

/* The set of a closed term: shared, never written (so read-only). */
static const VarSet empty_set;

static void free_varset(Expr *e) {
  VarSet *vs = e->cache;
  if (vs != &empty_set) xfree(vs, sizeof(VarSet) + vs->n * sizeof(Expr *));
  e->cache = NULL;
}

int expr_cmp_id(const void *a, const void *b) {
  const Expr *x = *(Expr *const *)a, *y = *(Expr *const *)b;
  if (x->id != y->id) return x->id < y->id ? -1 : 1;
  return x < y ? -1 : x > y;
}

VarSet *varset_compute(VarScratch *w, Expr *e) {
  pmap_clear(&w->seen);
  w->tmp.len = w->stack.len = 0;
  bool fresh;
  pmap_put(&w->seen, e, 0, &fresh);
  VEC_PUSH(w->stack, e);
  while (w->stack.len) {
    Expr *x = w->stack.data[--w->stack.len];
    if (x->kind == EXPR_VAR) {
      VEC_PUSH(w->tmp, x);
      continue;
    }
    if (x != e && x->cache) {   /* a sub-expression that is itself a root */
      VarSet *vs = x->cache;
      for (uint32_t i = 0; i < vs->n; i++) {
        pmap_put(&w->seen, vs->v[i], 0, &fresh);
        if (fresh) VEC_PUSH(w->tmp, vs->v[i]);
      }
      continue;
    }
    for (int k = 0; k < x->nkids; k++) {
      Expr *kid = x->kid[k];
      if (kid->kind == EXPR_CONST || kid->kind == EXPR_ARR_BASE) continue;
      pmap_put(&w->seen, kid, 0, &fresh);
      if (fresh) VEC_PUSH(w->stack, kid);
    }
  }
  VarSet *vs = (VarSet *)&empty_set;
  if (w->tmp.len) {
    qsort(w->tmp.data, w->tmp.len, sizeof(Expr *), expr_cmp_id);
    vs = xmalloc(sizeof(VarSet) + w->tmp.len * sizeof(Expr *));
    vs->n = (uint32_t)w->tmp.len;
    memcpy(vs->v, w->tmp.data, w->tmp.len * sizeof(Expr *));
  }
  /* The node's table must free the set with the node: registering the hook
   * here, where a cache is made, serves every table. */
  expr_set_cache_hook(e->tab, free_varset);
  e->cache = vs;
  return vs;
}

void varscratch_free(VarScratch *w) {
  pmap_free(&w->seen);
  VEC_FREE(w->stack);
  VEC_FREE(w->tmp);
}
