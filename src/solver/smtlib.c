/* smtlib: see smtlib.h. */
#include "solver/smtlib.h"

#include <string.h>

/* The nodes of one query's DAG already written (a pointer set). */
typedef struct {
  const Expr **slot;
  size_t cap, count;
} Seen;

static bool seen_add(Seen *s, const Expr *e) {
  if ((s->count + 1) * 2 > s->cap) {
    size_t ncap = s->cap ? 2 * s->cap : 64;
    const Expr **n = xcalloc(ncap, sizeof *n);
    for (size_t i = 0; i < s->cap; i++) {
      if (!s->slot[i]) continue;
      size_t j = hash_mix(0, (uintptr_t)s->slot[i]) & (ncap - 1);
      while (n[j]) j = (j + 1) & (ncap - 1);
      n[j] = s->slot[i];
    }
    xfree(s->slot, s->cap * sizeof *s->slot);
    s->slot = n;
    s->cap = ncap;
  }
  size_t i = hash_mix(0, (uintptr_t)e) & (s->cap - 1);
  for (; s->slot[i]; i = (i + 1) & (s->cap - 1))
    if (s->slot[i] == e) return false;
  s->slot[i] = e;
  s->count++;
  return true;
}

static void put_u128(FILE *f, u128 v) {
  char buf[48];
  int n = 0;
  do {
    buf[n++] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  while (n) fputc(buf[--n], f);
}

static void put_const(FILE *f, unsigned width, u128 v) {
  if (width < 128) v &= ((u128)1 << width) - 1;
  fputs("(_ bv", f);
  put_u128(f, v);
  fprintf(f, " %u)", width);
}

/* An input byte's name: |NAME#ID[INDEX]|, with '|' and '\' (not allowed
 * between bars) replaced. */
static void put_var(FILE *f, const Expr *e) {
  fputc('|', f);
  for (const char *p = e->u.arr->name ? e->u.arr->name : "input"; *p; p++)
    fputc(*p == '|' || *p == '\\' ? '_' : *p, f);
  fprintf(f, "#%u[%u]|", e->u.arr->id, e->aux);
}

static void put_ref(FILE *f, const Expr *e) {
  if (e->kind == EXPR_CONST) put_const(f, e->width, e->u.value);
  else if (e->kind == EXPR_VAR) put_var(f, e);
  else fprintf(f, "|e%u|", e->id);
}

static const char *bv_op(ExprKind k) {
  switch (k) {
  case EXPR_ADD: return "bvadd";
  case EXPR_SUB: return "bvsub";
  case EXPR_MUL: return "bvmul";
  case EXPR_UDIV: return "bvudiv";
  case EXPR_SDIV: return "bvsdiv";
  case EXPR_UREM: return "bvurem";
  case EXPR_SREM: return "bvsrem";
  case EXPR_AND: return "bvand";
  case EXPR_OR: return "bvor";
  case EXPR_XOR: return "bvxor";
  case EXPR_SHL: return "bvshl";
  case EXPR_LSHR: return "bvlshr";
  case EXPR_ASHR: return "bvashr";
  case EXPR_EQ: return "=";
  case EXPR_ULT: return "bvult";
  case EXPR_ULE: return "bvule";
  case EXPR_SLT: return "bvslt";
  case EXPR_SLE: return "bvsle";
  default: return NULL;
  }
}

/* The constant array of an ARR_BASE node: zeros, with a store per nonzero
 * byte. */
static void put_arr_base(FILE *f, const Expr *e) {
  for (uint32_t i = 0; i < e->aux; i++)
    if (e->u.bytes[i]) fputs("(store ", f);
  fputs("((as const (Array (_ BitVec 64) (_ BitVec 8))) #x00)", f);
  for (uint32_t i = 0; i < e->aux; i++)
    if (e->u.bytes[i]) fprintf(f, " (_ bv%u 64) (_ bv%u 8))", i, e->u.bytes[i]);
}

/* The defining term of an inner node, its kids already defined. */
static void put_term(FILE *f, const Expr *e) {
  const char *op = bv_op((ExprKind)e->kind);
  switch (e->kind) {
  case EXPR_NOT:
    fputs("(bvnot ", f), put_ref(f, e->kid[0]), fputc(')', f);
    return;
  case EXPR_ZEXT: case EXPR_SEXT:
    fprintf(f, "((_ %s %u) ", e->kind == EXPR_ZEXT ? "zero_extend" : "sign_extend",
            e->width - e->kid[0]->width);
    put_ref(f, e->kid[0]), fputc(')', f);
    return;
  case EXPR_EXTRACT:
    fprintf(f, "((_ extract %u %u) ", e->aux + e->width - 1, e->aux);
    put_ref(f, e->kid[0]), fputc(')', f);
    return;
  case EXPR_CONCAT:
    fputs("(concat ", f), put_ref(f, e->kid[0]), fputc(' ', f), put_ref(f, e->kid[1]), fputc(')', f);
    return;
  case EXPR_ITE:
    fputs("(ite (= ", f), put_ref(f, e->kid[0]), fputs(" #b1) ", f);
    put_ref(f, e->kid[1]), fputc(' ', f), put_ref(f, e->kid[2]), fputc(')', f);
    return;
  case EXPR_ARR_BASE:
    put_arr_base(f, e);
    return;
  case EXPR_ARR_STORE:
    fputs("(store ", f);
    for (int k = 0; k < 3; k++) put_ref(f, e->kid[k]), fputc(k < 2 ? ' ' : ')', f);
    return;
  case EXPR_SELECT:
    fputs("(select ", f), put_ref(f, e->kid[0]), fputc(' ', f), put_ref(f, e->kid[1]), fputc(')', f);
    return;
  default:
    if (!op) die("smtlib: expression kind %u", e->kind);
    bool cmp = e->kind >= EXPR_EQ && e->kind <= EXPR_SLE;
    if (cmp) fputs("(ite ", f);
    fprintf(f, "(%s ", op), put_ref(f, e->kid[0]), fputc(' ', f), put_ref(f, e->kid[1]), fputc(')', f);
    if (cmp) fputs(" #b1 #b0)", f);
  }
}

static void put_sort(FILE *f, const Expr *e) {
  if (e->width == 0) fputs("(Array (_ BitVec 64) (_ BitVec 8))", f);
  else fprintf(f, "(_ BitVec %u)", e->width);
}

/* Declares or defines root and everything below it not yet in `defined`,
 * kids first: an explicit post-order stack (expressions can be deep) whose
 * entries carry a low bit once their kids have been pushed. A node enters
 * `defined` when its kids are pushed; a copy of it lower on the stack is
 * popped only after it was written, and is skipped. */
typedef VEC(uintptr_t) WordVec;

static void define_dag(FILE *f, const Expr *root, Seen *defined, WordVec *stack) {
  stack->len = 0;
  VEC_PUSH(*stack, (uintptr_t)root);
  while (stack->len) {
    uintptr_t top = stack->data[--stack->len];
    const Expr *e = (const Expr *)(top & ~(uintptr_t)1);
    if (e->kind == EXPR_CONST) continue;
    if (!(top & 1)) {
      if (!seen_add(defined, e)) continue; /* defined before (or by a copy above) */
      VEC_PUSH(*stack, top | 1);
      for (int k = 0; k < e->nkids; k++) VEC_PUSH(*stack, (uintptr_t)e->kid[k]);
      continue;
    }
    if (e->kind == EXPR_VAR) {
      fputs("(declare-const ", f), put_var(f, e), fputs(" (_ BitVec 8))\n", f);
      continue;
    }
    fprintf(f, "(define-fun |e%u| () ", e->id);
    put_sort(f, e);
    fputc(' ', f);
    put_term(f, e);
    fputs(")\n", f);
  }
}

void smtlib_begin(FILE *f) {
  fputs("; symx query log: every query symx gave Z3, in order (see src/smtlib.h).\n"
        "(set-logic ALL)\n", f);
}

void smtlib_write_query(FILE *f, Expr *const *cs, size_t n, const char *comment) {
  Seen seen = {0};
  WordVec stack = {0};
  fprintf(f, "; %s\n(push 1)\n", comment);
  for (size_t i = 0; i < n; i++) define_dag(f, cs[i], &seen, &stack);
  for (size_t i = 0; i < n; i++) fputs("(assert (= ", f), put_ref(f, cs[i]), fputs(" #b1))\n", f);
  fputs("(check-sat)\n(pop 1)\n", f);
  xfree(seen.slot, seen.cap * sizeof *seen.slot);
  VEC_FREE(stack);
}
