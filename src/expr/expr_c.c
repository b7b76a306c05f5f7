/* expr_c: an expression in C syntax (symx verify --explain), see expr.h. */
#include <stdio.h>
#include <string.h>

#include "expr/expr.h"

/* An input's name as a C identifier ("inc.result" -> inc_result); the
 * leading '*' of an object's contents ("*p") is left out. */
static void input_name(FILE *f, const Array *a) {
  const char *n = a->name && a->name[0] == '*' ? a->name + 1 : a->name ? a->name : "in";
  if (!*n) n = "in";
  if (!((*n >= 'a' && *n <= 'z') || (*n >= 'A' && *n <= 'Z') || *n == '_')) fputc('_', f);
  for (; *n; n++) fputc((*n >= 'a' && *n <= 'z') || (*n >= 'A' && *n <= 'Z') || (*n >= '0' && *n <= '9') ? *n : '_', f);
}

/* Whether e is bytes [k, k+n) of one input, little-endian (a value as
 * memory holds it); sets *arr, *k, *n. */
static bool bytes_of(const Expr *e, const Array **arr, uint32_t *k, uint32_t *n) {
  if (e->kind == EXPR_VAR) {
    *arr = e->u.arr, *k = e->aux, *n = 1;
    return true;
  }
  if (e->kind != EXPR_CONCAT) return false;
  const Array *ha, *la;
  uint32_t hk, hn, lk, ln;
  if (!bytes_of(e->kid[0], &ha, &hk, &hn) || !bytes_of(e->kid[1], &la, &lk, &ln)) return false;
  if (ha != la || hk != lk + ln) return false;
  *arr = la, *k = lk, *n = hn + ln;
  return true;
}

static void print_const(FILE *f, const Expr *e) {
  unsigned w = e->width;
  if (w == 1) {
    fputs(e->u.value ? "1" : "0", f);
    return;
  }
  if (w > 64) {
    fprintf(f, "0x%llx", (unsigned long long)e->u.value);
    return;
  }
  uint64_t v = (uint64_t)e->u.value;
  if (w >= 8 && w <= 64 && (v >> (w - 1)) & 1) { /* negative as a signed value */
    uint64_t mag = w == 64 ? ~v + 1 : ((~v + 1) & ((1ull << w) - 1));
    if (mag < 1000000) {
      fprintf(f, "-%llu", (unsigned long long)mag);
      return;
    }
  }
  fprintf(f, v < 1000000 ? "%llu" : "0x%llx", (unsigned long long)v);
}

static void print_bytes(FILE *f, const Array *a, uint32_t k, uint32_t n) {
  if (a->name && a->name[0] == '*') { /* an object's contents */
    if (n == 1) fputs("((unsigned char *)", f), input_name(f, a), fprintf(f, ")[%u]", k);
    else if (n == 2 || n == 4 || n == 8) fprintf(f, "*(uint%u_t *)((char *)", n * 8), input_name(f, a), fprintf(f, " + %u)", k);
    else fputs("bytes(", f), input_name(f, a), fprintf(f, ", %u, %u)", k, n);
    return;
  }
  if (k == 0 && n == a->size) { /* the whole input: a parameter, a result */
    input_name(f, a);
    return;
  }
  fprintf(f, "(uint%u_t)(", n * 8 <= 64 ? n * 8 : 64), input_name(f, a), fprintf(f, " >> %u)", 8 * k);
}

static const char *binop(unsigned kind, unsigned w) {
  switch (kind) {
  case EXPR_ADD: return "+";
  case EXPR_SUB: return "-";
  case EXPR_MUL: return "*";
  case EXPR_UDIV: case EXPR_SDIV: return "/";
  case EXPR_UREM: case EXPR_SREM: return "%";
  case EXPR_AND: return w == 1 ? "&&" : "&";
  case EXPR_OR: return w == 1 ? "||" : "|";
  case EXPR_XOR: return w == 1 ? "!=" : "^";
  case EXPR_SHL: return "<<";
  case EXPR_LSHR: case EXPR_ASHR: return ">>";
  case EXPR_EQ: return "==";
  case EXPR_ULT: case EXPR_SLT: return "<";
  case EXPR_ULE: case EXPR_SLE: return "<=";
  default: return NULL;
  }
}

static bool is_signed_op(unsigned kind) {
  return kind == EXPR_SDIV || kind == EXPR_SREM || kind == EXPR_ASHR || kind == EXPR_SLT || kind == EXPR_SLE;
}

/* The conjuncts of a width-1 AND tree, at most cap. */
static size_t conj_and(const Expr *e, const Expr **out, size_t n, size_t cap) {
  if (e->kind == EXPR_AND && e->width == 1) return conj_and(e->kid[1], out, conj_and(e->kid[0], out, n, cap), cap);
  if (n < cap) out[n] = e;
  return n + 1;
}

/* A conjunction of `const == byte` over bytes [k, k+n) of one input, n 2, 4
 * or 8 (the solver's split of a word's equality): printed as the word's. */
static bool print_word_eq(FILE *f, const Expr *e) {
  const Expr *c[8];
  size_t n = conj_and(e, c, 0, 8);
  if (n != 2 && n != 4 && n != 8) return false;
  const Array *a = NULL;
  uint32_t lo = UINT32_MAX, have = 0;
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (c[i]->kind != EXPR_EQ || c[i]->kid[0]->kind != EXPR_CONST || c[i]->kid[1]->kind != EXPR_VAR) return false;
    if (a && c[i]->kid[1]->u.arr != a) return false;
    a = c[i]->kid[1]->u.arr;
    lo = c[i]->kid[1]->aux < lo ? c[i]->kid[1]->aux : lo;
  }
  for (size_t i = 0; i < n; i++) {
    uint32_t k = c[i]->kid[1]->aux - lo;
    if (k >= n) return false;
    have |= 1u << k;
    v |= (uint64_t)(uint8_t)c[i]->kid[0]->u.value << (8 * k);
  }
  if (have != (1u << n) - 1) return false;
  fputc('(', f);
  print_bytes(f, a, lo, (uint32_t)n);
  fprintf(f, v < 1000000 ? " == %llu)" : " == 0x%llx)", (unsigned long long)v);
  return true;
}

static void print_c(FILE *f, const Expr *e, int *budget) {
  if (--*budget < 0) {
    fputs("...", f);
    return;
  }
  const Array *a;
  uint32_t k, n;
  if (e->kind == EXPR_CONST) {
    print_const(f, e);
    return;
  }
  if (bytes_of(e, &a, &k, &n)) {
    print_bytes(f, a, k, n);
    return;
  }
  if (e->kind == EXPR_AND && e->width == 1 && print_word_eq(f, e)) return;
  const char *op = binop(e->kind, e->width);
  if (op && e->nkids == 2) {
    bool sg = is_signed_op(e->kind);
    unsigned w = e->kid[0]->width;
    fputc('(', f);
    if (sg) fprintf(f, "(int%u_t)", w <= 8 ? 8 : w <= 16 ? 16 : w <= 32 ? 32 : 64);
    print_c(f, e->kid[0], budget);
    fprintf(f, " %s ", op);
    if (sg && e->kind != EXPR_ASHR) fprintf(f, "(int%u_t)", w <= 8 ? 8 : w <= 16 ? 16 : w <= 32 ? 32 : 64);
    print_c(f, e->kid[1], budget);
    fputc(')', f);
    return;
  }
  unsigned w = e->width <= 8 ? 8 : e->width <= 16 ? 16 : e->width <= 32 ? 32 : 64;
  switch (e->kind) {
  case EXPR_NOT:
    fputs(e->width == 1 ? "!" : "~", f);
    print_c(f, e->kid[0], budget);
    return;
  case EXPR_ZEXT: case EXPR_SEXT:
    fprintf(f, "(%sint%u_t)", e->kind == EXPR_ZEXT ? "u" : "", w);
    if (e->kind == EXPR_SEXT) {
      unsigned kw = e->kid[0]->width;
      fprintf(f, "(int%u_t)", kw <= 8 ? 8 : kw <= 16 ? 16 : kw <= 32 ? 32 : 64);
    }
    print_c(f, e->kid[0], budget);
    return;
  case EXPR_EXTRACT:
    fprintf(f, "(uint%u_t)(", w);
    print_c(f, e->kid[0], budget);
    fprintf(f, " >> %u)", e->aux);
    return;
  case EXPR_CONCAT:
    fputs("((uint64_t)", f);
    print_c(f, e->kid[0], budget);
    fprintf(f, " << %u | ", e->kid[1]->width);
    print_c(f, e->kid[1], budget);
    fputc(')', f);
    return;
  case EXPR_ITE:
    fputc('(', f);
    print_c(f, e->kid[0], budget);
    fputs(" ? ", f);
    print_c(f, e->kid[1], budget);
    fputs(" : ", f);
    print_c(f, e->kid[2], budget);
    fputc(')', f);
    return;
  default:
    expr_print(f, e); /* arrays and floating point: symx's own notation */
  }
}

void expr_print_c(FILE *f, const Expr *e) {
  int budget = 400; /* nodes: a long expression ends in "..." */
  print_c(f, e, &budget);
}
