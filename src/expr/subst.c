/* subst: an expression with given subexpressions replaced, rebuilt through
 * the simplifying constructors (so that what a replaced operand makes
 * constant folds). The lazy memory model uses it (a pointer input by its
 * address, engine/lazy.c). Nodes are hash-consed, so "the same
 * subexpression" is pointer equality; the nodes already rebuilt are kept in
 * a hash table, so a DAG is rebuilt in time linear in its nodes. */
#include "expr/expr.h"

#include "base/util.h"

enum { MAX_SUBST_DEPTH = 2000 };

/* A node rebuilt from new kids k (borrowed), by its own constructor. */
static Expr *rebuild(const Expr *e, Expr **k) {
  switch ((ExprKind)e->kind) {
  case EXPR_NOT: return expr_not(k[0]);
  case EXPR_ZEXT: return expr_zext(k[0], e->width);
  case EXPR_SEXT: return expr_sext(k[0], e->width);
  case EXPR_EXTRACT: return expr_extract(k[0], e->aux, e->width);
  case EXPR_CONCAT: return expr_concat(k[0], k[1]);
  case EXPR_ITE: return expr_ite(k[0], k[1], k[2]);
  case EXPR_ARR_STORE: return expr_arr_store(k[0], k[1], k[2]);
  case EXPR_SELECT: return expr_select(k[0], k[1]);
  case EXPR_FADD: case EXPR_FSUB: case EXPR_FMUL: case EXPR_FDIV:
  case EXPR_FOEQ: case EXPR_FOLT: case EXPR_FOLE: case EXPR_FUNO:
    return expr_fp_binary((ExprKind)e->kind, k[0], k[1]);
  case EXPR_FSQRT: case EXPR_FPTOSI: case EXPR_FPTOUI: case EXPR_SITOFP: case EXPR_UITOFP:
  case EXPR_FPEXT: case EXPR_FPTRUNC: case EXPR_FRINT:
    return expr_fp_unary((ExprKind)e->kind, k[0], e->width, e->aux);
  case EXPR_FFMA: return expr_fp_fma(k[0], k[1], k[2]);
  default: return expr_binary((ExprKind)e->kind, k[0], k[1]);
  }
}

/* Rebuilt nodes, by the node they replace: open addressing on the pointer. */
typedef struct Memo {
  const Expr **key;
  Expr **val;   /* referenced */
  size_t cap, count;
} Memo;

static size_t slot_of(const Memo *m, const Expr *e) {
  size_t i = (size_t)(((uintptr_t)e >> 4) * 0x9E3779B97F4A7C15ull) & (m->cap - 1);
  while (m->key[i] && m->key[i] != e) i = (i + 1) & (m->cap - 1);
  return i;
}

static void memo_put(Memo *m, const Expr *e, Expr *r) {
  if ((m->count + 1) * 2 > m->cap) {
    Memo g = {xcalloc(m->cap * 2, sizeof *g.key), xcalloc(m->cap * 2, sizeof *g.val), m->cap * 2, m->count};
    for (size_t i = 0; i < m->cap; i++)
      if (m->key[i]) {
        size_t j = slot_of(&g, m->key[i]);
        g.key[j] = m->key[i], g.val[j] = m->val[i];
      }
    xfree(m->key, m->cap * sizeof *m->key), xfree(m->val, m->cap * sizeof *m->val);
    *m = g;
  }
  size_t i = slot_of(m, e);
  m->key[i] = e, m->val[i] = expr_inc(r);
  m->count++;
}

typedef struct Subst {
  Expr *const *from, *const *to;
  size_t n;
  Memo done;
} Subst;

static Expr *subst_rec(Subst *S, Expr *e, int depth) {
  for (size_t i = 0; i < S->n; i++)
    if (S->from[i] == e) return expr_inc(S->to[i]);
  if (!e->nkids) return expr_inc(e);
  size_t at = slot_of(&S->done, e);
  if (S->done.key[at]) return expr_inc(S->done.val[at]);
  if (depth > MAX_SUBST_DEPTH) return NULL;
  Expr *k[3] = {NULL, NULL, NULL};
  bool changed = false, ok = true;
  for (unsigned i = 0; i < e->nkids && ok; i++) {
    k[i] = subst_rec(S, e->kid[i], depth + 1);
    ok = k[i] != NULL;
    changed |= ok && k[i] != e->kid[i];
  }
  Expr *r = !ok ? NULL : changed ? rebuild(e, k) : expr_inc(e);
  for (unsigned i = 0; i < e->nkids; i++) expr_dec(k[i]);
  if (r) memo_put(&S->done, e, r);
  return r;
}

Expr *expr_subst(Expr *e, Expr *const *from, Expr *const *to, size_t n) {
  Subst S = {from, to, n, {xcalloc(64, sizeof(Expr *)), xcalloc(64, sizeof(Expr *)), 64, 0}};
  Expr *r = subst_rec(&S, e, 0);
  for (size_t i = 0; i < S.done.cap; i++) expr_dec(S.done.val[i]);
  xfree(S.done.key, S.done.cap * sizeof *S.done.key), xfree(S.done.val, S.done.cap * sizeof *S.done.val);
  return r;
}
