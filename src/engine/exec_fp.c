/* exec_fp: floating-point instructions (see exec_internal.h). Values are
 * bit patterns; concrete operands compute with fp.c's native arithmetic,
 * with no expression and no solver; symbolic ones build FP expressions.
 * A concrete long double (80 bits, wider than a Val's v) is a constant
 * expression, which expr.c folds with the same native arithmetic (fp80.c).
 * A conversion to an integer of a value out of the integer's range (or a
 * NaN) is undefined behaviour in C and ends the path as an error of kind
 * float-cast-overflow, as UBSan reports it natively. */
#include "engine/exec_internal.h"
#include "expr/fp.h"

static ExprKind fp_kind(IrOp op) {
  switch (op) {
  case IR_FADD: return EXPR_FADD;
  case IR_FSUB: return EXPR_FSUB;
  case IR_FMUL: return EXPR_FMUL;
  case IR_FDIV: return EXPR_FDIV;
  case IR_FSQRT: return EXPR_FSQRT;
  case IR_FRINT: return EXPR_FRINT;
  case IR_FPTOSI: return EXPR_FPTOSI;
  case IR_FPTOUI: return EXPR_FPTOUI;
  case IR_SITOFP: return EXPR_SITOFP;
  case IR_UITOFP: return EXPR_UITOFP;
  case IR_FPEXT: return EXPR_FPEXT;
  default: return EXPR_FPTRUNC;
  }
}

static bool fp_binary(IrOp op) { return op == IR_FADD || op == IR_FSUB || op == IR_FMUL || op == IR_FDIV || op == IR_FCMP; }

/* FCMP's predicate is the set of outcomes it accepts (bits: 0 equal,
 * 1 greater, 2 less, 3 unordered); this is the outcome of x against y. */
static unsigned fcmp_outcome(unsigned w, uint64_t x, uint64_t y) {
  if (fp_is_nan(w, x) || fp_is_nan(w, y)) return 3;
  if (fp_apply(EXPR_FOEQ, 1, w, 0, x, y)) return 0;
  return fp_apply(EXPR_FOLT, 1, w, 0, y, x) ? 1 : 2;
}

/* FFMA: one rounding of a * b + c (fp.h's fp_fma). */
static void exec_fma(ExprTable *t, const IrInst *in, Val *r) {
  const Val *a = &r[in->a], *b = &r[in->b], *c = &r[in->c];
  if (!a->e && !b->e && !c->e) {
    val_set_conc(&r[in->dst], fp_fma(in->width, a->v, b->v, c->v));
    return;
  }
  Expr *ea = val_expr(t, a, in->width), *eb = val_expr(t, b, in->width), *ec = val_expr(t, c, in->width);
  Expr *res = expr_fp_fma(ea, eb, ec);
  expr_dec(ea), expr_dec(eb), expr_dec(ec);
  val_set_expr(&r[in->dst], res);
}

bool exec_fp(ExprTable *t, const IrInst *in, Val *r) {
  IrOp op = (IrOp)in->op;
  if (op == IR_FFMA) {
    exec_fma(t, in, r);
    return true;
  }
  bool binary = fp_binary(op);
  const Val *a = &r[in->a], *b = binary ? &r[in->b] : NULL;
  if (op == IR_FPTOSI || op == IR_FPTOUI) {
    if (a->e || !fp_to_int_fits(fp_kind(op), in->width, in->awidth, a->v)) return false;
  }
  if (!a->e && (!b || !b->e)) {
    u128 v;
    if (op == IR_FCMP) v = in->u.imm >> fcmp_outcome(in->awidth, a->v, b->v) & 1;
    else v = fp_apply(fp_kind(op), in->width, in->awidth, (uint32_t)in->u.imm, a->v, b ? b->v : 0);
    if (in->width > 64) val_set_expr(&r[in->dst], expr_const(t, in->width, v));   /* sitofp, fpext to 80 bits */
    else val_set_conc(&r[in->dst], (uint64_t)v);
    return true;
  }
  Expr *ea = val_expr(t, a, in->awidth), *eb = b ? val_expr(t, b, in->awidth) : NULL, *res;
  if (op == IR_FCMP) res = expr_fcmp((unsigned)in->u.imm, ea, eb);
  else if (binary) res = expr_fp_binary(fp_kind(op), ea, eb);
  else res = expr_fp_unary(fp_kind(op), ea, in->width, (uint32_t)in->u.imm);
  expr_dec(ea), expr_dec(eb);
  val_set_expr(&r[in->dst], res);
  return true;
}

Step exec_fp_to_int(Executor *ex, State *s, const IrInst *in) {
  static const char msg[] = "floating-point value out of the range of the integer type it is converted to";
  Val *r = top_regs(s);
  ExprKind k = fp_kind((IrOp)in->op);
  if (!r[in->a].e) {   /* the loop sends concrete operands here only when out of range */
    exec_error(ex, s, ERR_FLOAT_CAST, "%s", msg);
    return STEP_ENDED;
  }
  Expr *x = val_expr(s->exprs, &r[in->a], in->awidth);
  Expr *ok = expr_fp_to_int_fits(k, in->width, x);
  State *other;
  bool alive = exec_branch(ex, s, ok, &other);
  expr_dec(ok);
  if (other) exec_error(ex, other, ERR_FLOAT_CAST, "%s", msg);
  if (alive) {
    r = top_regs(s);   /* s may have been swapped by the fork */
    val_set_expr(&r[in->dst], expr_fp_unary(k, x, in->width, 0));
    state_top(s)->pc++;
  }
  expr_dec(x);
  return alive ? STEP_NEXT : STEP_ENDED;
}
