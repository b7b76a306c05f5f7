/* fp: the slow paths of the floating-point instructions of `symx cc`
 * programs (hooks.h: CC_FADD..CC_FDIV, CC_FCMP + predicate, and the casts
 * CC_FPTOSI..CC_FPTRUNC). A float or double is the expression of its bit
 * pattern (width 32 or 64), built with the expression layer's FP
 * constructors, the ones `symx run`'s lowering calls (engine/exec_fp.c), so
 * that both compute the same: IEEE 754 round to nearest even, NaNs as x86's
 * SSE gives them (expr/fp.h). A concrete operand is the constant of its bits. */
#include "expr/fp.h"
#include "runtime.h"

/* The site of "the value fits the integer type" before FPTOSI/FPTOUI (op):
 * a branch the runtime makes, as for a division's divisor (runtime.c). */
#define FITS_SITE(op) (0xffffff20u + (op))

static Expr *operand(Shadow s, uint64_t v, uint32_t w) {
  return s ? expr_inc(s) : expr_const(cc_table(), w, v & mask_bits(w));
}

static bool is_fp(uint32_t w) { return w == 32 || w == 64; }

Shadow cc_fp_binop(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t w) {
  static const ExprKind kinds[] = {EXPR_FADD, EXPR_FSUB, EXPR_FMUL, EXPR_FDIV};
  bool arith = op >= CC_FADD && op <= CC_FDIV, cmp = op >= CC_FCMP && op < CC_FP_END;
  if (!is_fp(w) || (!arith && !cmp)) {
    cc_concretised();
    return NULL;
  }
  Expr *x = operand(sa, a, w), *y = operand(sb, b, w);
  Expr *r = cmp ? expr_fcmp(op - CC_FCMP, x, y) : expr_fp_binary(kinds[op - CC_FADD], x, y);
  expr_dec(x);
  expr_dec(y);
  return r; /* shadows live until the run ends */
}

/* FPTOSI/FPTOUI (kind k) of x (v its bits, `from` wide) to `to` bits: as
 * `symx run` does, whether the value fits is a branch (its other side is
 * C's undefined behaviour, which the sanitizer run of `symx fuzz` reports as
 * float-cast-overflow); past a value that does not fit, the result is the
 * native one, concrete (counted), since x86's code for the conversions
 * differs from the integer indefinite there. */
static Shadow to_int(ExprKind k, Expr *x, uint64_t v, uint32_t from, uint32_t to, uint32_t op) {
  Expr *ok = expr_fp_to_int_fits(k, to, x);
  bool fits = fp_to_int_fits(k, to, from, v & mask_bits(from));
  cc_branch(ok, FITS_SITE(op), fits);
  expr_dec(ok);
  if (!fits) {
    cc_concretised();
    return NULL;
  }
  return expr_fp_unary(k, x, to, 0);
}

Shadow cc_fp_cast(uint32_t op, Shadow s, uint64_t v, uint32_t from, uint32_t to) {
  Expr *x = s;
  bool int_from = from >= 1 && from <= 64, int_to = to >= 1 && to <= 64;
  switch (op) {
  case CC_FPTOSI: if (is_fp(from) && int_to) return to_int(EXPR_FPTOSI, x, v, from, to, op); break;
  case CC_FPTOUI: if (is_fp(from) && int_to) return to_int(EXPR_FPTOUI, x, v, from, to, op); break;
  case CC_SITOFP: if (int_from && is_fp(to)) return expr_fp_unary(EXPR_SITOFP, x, to, 0); break;
  case CC_UITOFP: if (int_from && is_fp(to)) return expr_fp_unary(EXPR_UITOFP, x, to, 0); break;
  case CC_FPEXT: if (from == 32 && to == 64) return expr_fp_unary(EXPR_FPEXT, x, to, 0); break;
  case CC_FPTRUNC: if (from == 64 && to == 32) return expr_fp_unary(EXPR_FPTRUNC, x, to, 0); break;
  case CC_FSQRT: if (is_fp(from) && to == from) return expr_fp_unary(EXPR_FSQRT, x, to, 0); break;
  default:
    if (op >= CC_FRINT && op < CC_FRINT + FP_NUM_ROUNDS && is_fp(from) && to == from)
      return expr_fp_unary(EXPR_FRINT, x, to, op - CC_FRINT);
    break;
  }
  cc_concretised();
  return NULL;
}
