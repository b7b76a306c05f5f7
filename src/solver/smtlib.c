/* smtlib: see smtlib.h. */
#include "solver/smtlib.h"

#include <math.h>
#include <string.h>

#include "expr/fp.h"

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

/* ---- Floating point: the translation solver_z3.c makes, written out (fp.to_ieee_bv
 * is Z3's; the NaN bits are chosen by ites as there). */

static void put_fmt(FILE *f, unsigned w) {
  fputs(w == 32 ? "(_ to_fp 8 24)" : w == 64 ? "(_ to_fp 11 53)" : "(_ to_fp 15 64)", f);
}

/* x86's 80-bit format (expr/fp80.h), as solver_z3.c encodes it: the
 * integer bit 63 explicit, invalid when clear under a nonzero exponent. */
static void put_ext(FILE *f, const Expr *k, unsigned hi, unsigned lo) {
  fprintf(f, "((_ extract %u %u) ", hi, lo), put_ref(f, k), fputc(')', f);
}

static void put_fp80_invalid(FILE *f, const Expr *k) {
  fputs("(and (not (= ", f), put_ext(f, k, 78, 64), fputs(" (_ bv0 15))) (= ", f), put_ext(f, k, 63, 63);
  fputs(" #b0))", f);
}

/* The FP term of 80-bit k: NaN when invalid, a pseudo-denormal as exponent 1. */
static void put_fp80_decode(FILE *f, const Expr *k) {
  fputs("(ite ", f), put_fp80_invalid(f, k), fputs(" (_ NaN 15 64) (fp ", f), put_ext(f, k, 79, 79);
  fputs(" (ite (and (= ", f), put_ext(f, k, 78, 64), fputs(" (_ bv0 15)) (= ", f), put_ext(f, k, 63, 63);
  fputs(" #b1)) (_ bv1 15) ", f), put_ext(f, k, 78, 64), fputs(") ", f), put_ext(f, k, 62, 0), fputs("))", f);
}

/* Opens the 80 bits of the FP term that follows (not a NaN); `)` closes. */
static void put_fp80_encode_open(FILE *f) {
  fputs("(let ((b (fp.to_ieee_bv ", f);
}
static void put_fp80_encode_close(FILE *f) {
  fputs("))) (concat ((_ extract 78 63) b) (concat (ite (= ((_ extract 77 63) b) (_ bv0 15)) #b0 #b1) "
        "((_ extract 62 0) b))))", f);
}

/* The FP reading of kid i: ((_ to_fp eb sb) kid). */
static void put_fp_kid(FILE *f, const Expr *e, int i) {
  if (e->kid[i]->width == 80) {
    put_fp80_decode(f, e->kid[i]);
    return;
  }
  fputc('(', f), put_fmt(f, e->kid[i]->width), fputc(' ', f), put_ref(f, e->kid[i]), fputc(')', f);
}

static void put_quieted(FILE *f, const Expr *k) {
  fputs("(bvor ", f), put_ref(f, k), fputc(' ', f), put_const(f, k->width, fp_quiet(k->width, 0)), fputc(')', f);
}

/* The x87's NaN rules around an 80-bit operation (fp80.h): opens ites the
 * caller closes with put_fp80_nans_close. */
static void put_fp80_nans_open(FILE *f, const Expr *e) {
  const Expr *a = e->kid[0], *b = e->nkids > 1 ? e->kid[1] : NULL;
  for (int i = 0; i < e->nkids; i++) {
    fputs("(ite ", f), put_fp80_invalid(f, e->kid[i]), fputc(' ', f), put_const(f, 80, fp_default_nan(80));
    fputc(' ', f);
  }
  if (b) {
    fputs("(ite (and (fp.isNaN ", f), put_fp_kid(f, e, 0), fputs(") (fp.isNaN ", f), put_fp_kid(f, e, 1);
    fputs(")) (ite (bvugt ", f), put_ext(f, a, 63, 0), fputc(' ', f), put_ext(f, b, 63, 0), fputs(") ", f);
    put_quieted(f, a), fputs(" (ite (bvugt ", f), put_ext(f, b, 63, 0), fputc(' ', f), put_ext(f, a, 63, 0);
    fputs(") ", f), put_quieted(f, b), fputs(" (ite (= ", f), put_ext(f, a, 79, 79), fputs(" #b0) ", f);
    put_quieted(f, a), fputc(' ', f), put_quieted(f, b), fputs("))) ", f);
  }
  for (int i = 0; i < e->nkids; i++) {
    fputs("(ite (fp.isNaN ", f), put_fp_kid(f, e, i), fputs(") ", f), put_quieted(f, e->kid[i]), fputc(' ', f);
  }
}

static void put_fp80_nans_close(FILE *f, const Expr *e) {
  for (int i = 0; i < 2 * e->nkids + (e->nkids > 1); i++) fputc(')', f);
}

/* FPEXT to and FPTRUNC from the 80-bit format (solver_z3.c's fp80_convert). */
static void put_fp80_convert(FILE *f, const Expr *e) {
  unsigned w = e->width, kw = e->kid[0]->width;
  const Expr *k = e->kid[0];
  fputs("(ite (fp.isNaN ", f), put_fp_kid(f, e, 0), fputs(") ", f);
  if (w == 80) {
    fputs("(concat ", f), put_ext(f, k, kw - 1, kw - 1), fputs(" (concat (_ bv32767 15) (concat #b11 (concat ", f);
    put_ext(f, k, kw == 64 ? 50 : 21, 0), fprintf(f, " (_ bv0 %u))))) ", kw == 64 ? 11 : 40);
    put_fp80_encode_open(f), fputs("((_ to_fp 15 64) RNE ", f), put_fp_kid(f, e, 0), fputc(')', f);
    put_fp80_encode_close(f), fputc(')', f);
    return;
  }
  fputs("(ite ", f), put_fp80_invalid(f, k), fputc(' ', f), put_const(f, w, fp_default_nan(w));
  fputs(" (concat ", f), put_ext(f, k, 79, 79), fputs(w == 64 ? " (concat #xfff " : " (concat #b111111111 ", f);
  put_ext(f, k, 61, w == 64 ? 11 : 40), fputs("))) (fp.to_ieee_bv (", f), put_fmt(f, w), fputs(" RNE ", f);
  put_fp_kid(f, e, 0), fputs(")))", f);
}

static void put_fp_const(FILE *f, unsigned w, double v) {
  uint64_t bits;
  if (w == 80) {   /* exact: the double's value in the wider format */
    memcpy(&bits, &v, 8);
    fputs("((_ to_fp 15 64) RNE ((_ to_fp 11 53) ", f), put_const(f, 64, bits), fputs("))", f);
    return;
  }
  if (w == 32) {
    float x = (float)v;
    uint32_t b;
    memcpy(&b, &x, 4);
    bits = b;
  } else {
    memcpy(&bits, &v, 8);
  }
  fputc('(', f), put_fmt(f, w), fputc(' ', f), put_const(f, w, bits), fputc(')', f);
}

static const char *const round_names[FP_NUM_ROUNDS] = {"RNE", "RNA", "RTP", "RTN", "RTZ"};

/* (ite (fp.isNaN kid i) (bvor kid quiet-bit) ...): the caller closes it. */
static void put_nan_kid(FILE *f, const Expr *e, int i) {
  unsigned w = e->kid[i]->width;
  fputs("(ite (fp.isNaN ", f), put_fp_kid(f, e, i), fputs(") (bvor ", f), put_ref(f, e->kid[i]);
  fputc(' ', f), put_const(f, w, fp_quiet(w, 0)), fputs(") ", f);
}

static void put_fp_term(FILE *f, const Expr *e) {
  unsigned w = e->width, kw = e->kid[0]->width;
  static const char *const ops[] = {"fp.add RNE", "fp.sub RNE", "fp.mul RNE", "fp.div RNE", "fp.sqrt RNE"};
  static const char *const cmps[] = {"fp.eq", "fp.lt", "fp.leq"};
  switch (e->kind) {
  case EXPR_FOEQ: case EXPR_FOLT: case EXPR_FOLE: case EXPR_FUNO:
    if (e->kind == EXPR_FUNO) fputs("(ite (or (fp.isNaN ", f);
    else fprintf(f, "(ite (%s ", cmps[e->kind - EXPR_FOEQ]);
    put_fp_kid(f, e, 0), fputs(e->kind == EXPR_FUNO ? ") (fp.isNaN " : " ", f), put_fp_kid(f, e, 1);
    fputs(e->kind == EXPR_FUNO ? ")) #b1 #b0)" : ") #b1 #b0)", f);
    return;
  case EXPR_FPTOSI: case EXPR_FPTOUI: {
    bool sgn = e->kind == EXPR_FPTOSI;
    fputs("(ite (and (fp.leq ", f), put_fp_const(f, kw, sgn ? -ldexp(1, (int)w - 1) : 0.0);
    fputs(" (fp.roundToIntegral RTZ ", f), put_fp_kid(f, e, 0), fputs(")) (fp.lt (fp.roundToIntegral RTZ ", f);
    put_fp_kid(f, e, 0), fputs(") ", f), put_fp_const(f, kw, ldexp(1, sgn ? (int)w - 1 : (int)w));
    fprintf(f, ")) ((_ %s %u) RTZ ", sgn ? "fp.to_sbv" : "fp.to_ubv", w), put_fp_kid(f, e, 0), fputs(") ", f);
    put_const(f, w, (u128)1 << (w - 1)), fputc(')', f);
    return;
  }
  case EXPR_SITOFP: case EXPR_UITOFP:
    if (w == 80) put_fp80_encode_open(f);
    else fputs("(fp.to_ieee_bv ", f);
    fprintf(f, "((_ %s %u %u) RNE ", e->kind == EXPR_SITOFP ? "to_fp" : "to_fp_unsigned",
            w == 32 ? 8 : w == 64 ? 11 : 15, w == 32 ? 24 : w == 64 ? 53 : 64);
    put_ref(f, e->kid[0]), fputc(')', f);
    if (w == 80) put_fp80_encode_close(f);
    else fputc(')', f);
    return;
  case EXPR_FPEXT: case EXPR_FPTRUNC:
    if (w == 80 || kw == 80) {
      put_fp80_convert(f, e);
      return;
    }
    fputs("(ite (fp.isNaN ", f), put_fp_kid(f, e, 0), fputs(") ", f);
    if (w == 64) fputs("(concat (concat ((_ extract 31 31) ", f), put_ref(f, e->kid[0]),
                 fputs(") #xfff) (concat ((_ extract 21 0) ", f), put_ref(f, e->kid[0]), fputs(") (_ bv0 29)))", f);
    else fputs("(concat (concat ((_ extract 63 63) ", f), put_ref(f, e->kid[0]),
         fputs(") #b111111111) ((_ extract 50 29) ", f), put_ref(f, e->kid[0]), fputs("))", f);
    fputs(" (fp.to_ieee_bv (", f), put_fmt(f, w), fputs(" RNE ", f), put_fp_kid(f, e, 0), fputs(")))", f);
    return;
  default: break;
  }
  /* Arithmetic, FSQRT, FRINT, FFMA: NaN operands first (FFMA's in the order
   * 1, 0, 2: fp.h), then the default NaN. */
  int n = e->nkids;
  static const int fma_order[3] = {1, 0, 2};
  if (w == 80) put_fp80_nans_open(f, e);
  else
    for (int i = 0; i < n; i++) put_nan_kid(f, e, e->kind == EXPR_FFMA ? fma_order[i] : i);
  fputs("(let ((r (", f);
  if (e->kind == EXPR_FRINT) fprintf(f, "fp.roundToIntegral %s", round_names[e->aux % FP_NUM_ROUNDS]);
  else if (e->kind == EXPR_FFMA) fputs("fp.fma RNE", f);
  else fputs(ops[e->kind - EXPR_FADD], f);
  for (int i = 0; i < n; i++) fputc(' ', f), put_fp_kid(f, e, i);
  fputs("))) (ite (fp.isNaN r) ", f), put_const(f, w, fp_default_nan(w));
  if (w == 80) {
    fputc(' ', f), put_fp80_encode_open(f), fputc('r', f), put_fp80_encode_close(f), fputs("))", f);
    put_fp80_nans_close(f, e);
    return;
  }
  fputs(" (fp.to_ieee_bv r)))", f);
  for (int i = 0; i < n; i++) fputc(')', f);
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
    if (fp_is_kind((ExprKind)e->kind)) {
      put_fp_term(f, e);
      return;
    }
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
