/* exec_arith: the semantics of arithmetic instructions off the loop's fast
 * path — symbolic operands, the checks for division by zero and signed
 * overflow, shifts out of range, intrinsics and casts (see exec_internal.h). */
#include <stdio.h>
#include <string.h>

#include "engine/exec_internal.h"

/* ---- Instruction semantics (slow paths) ---------------------------------------- */

static Expr *binary_expr(IrOp op, Expr *a, Expr *b) {
  switch (op) {
  case IR_ADD: return expr_binary(EXPR_ADD, a, b);
  case IR_SUB: return expr_binary(EXPR_SUB, a, b);
  case IR_MUL: return expr_binary(EXPR_MUL, a, b);
  case IR_UDIV: return expr_binary(EXPR_UDIV, a, b);
  case IR_SDIV: return expr_binary(EXPR_SDIV, a, b);
  case IR_UREM: return expr_binary(EXPR_UREM, a, b);
  case IR_SREM: return expr_binary(EXPR_SREM, a, b);
  case IR_SHL: return expr_binary(EXPR_SHL, a, b);
  case IR_LSHR: return expr_binary(EXPR_LSHR, a, b);
  case IR_ASHR: return expr_binary(EXPR_ASHR, a, b);
  case IR_AND: return expr_binary(EXPR_AND, a, b);
  case IR_OR: return expr_binary(EXPR_OR, a, b);
  case IR_XOR: return expr_binary(EXPR_XOR, a, b);
  case IR_EQ: return expr_binary(EXPR_EQ, a, b);
  case IR_NE: return expr_ne(a, b);
  case IR_ULT: return expr_binary(EXPR_ULT, a, b);
  case IR_ULE: return expr_binary(EXPR_ULE, a, b);
  case IR_UGT: return expr_binary(EXPR_ULT, b, a);
  case IR_UGE: return expr_binary(EXPR_ULE, b, a);
  case IR_SLT: return expr_binary(EXPR_SLT, a, b);
  case IR_SLE: return expr_binary(EXPR_SLE, a, b);
  case IR_SGT: return expr_binary(EXPR_SLT, b, a);
  case IR_SGE: return expr_binary(EXPR_SLE, b, a);
  default: die("binary_expr: op %d", op);
  }
}

/* Condition (width 1) under which a signed op at width w overflows. */
static Expr *signed_overflow(IrOp op, Expr *a, Expr *b, unsigned w) {
  unsigned ww = 2 * w;
  Expr *xa = expr_sext(a, ww), *xb = expr_sext(b, ww);
  Expr *wide = binary_expr(op, xa, xb);
  Expr *narrow = expr_extract(wide, 0, w);
  Expr *back = expr_sext(narrow, ww);
  Expr *ovf = expr_ne(back, wide);
  expr_dec(xa), expr_dec(xb), expr_dec(wide), expr_dec(narrow), expr_dec(back);
  return ovf;
}

static Expr *unsigned_overflow(IrOp op, Expr *a, Expr *b, unsigned w) {
  unsigned ww = 2 * w;
  Expr *xa = expr_zext(a, ww), *xb = expr_zext(b, ww);
  Expr *wide = binary_expr(op, xa, xb);
  Expr *narrow = expr_extract(wide, 0, w);
  Expr *back = expr_zext(narrow, ww);
  Expr *ovf = expr_ne(back, wide);
  expr_dec(xa), expr_dec(xb), expr_dec(wide), expr_dec(narrow), expr_dec(back);
  return ovf;
}

/* Whether INT_MIN / -1 at width w is an error: x86's idiv traps on it, but
 * i386 divides 64-bit integers in libgcc, which wraps (INT_MIN, remainder 0);
 * with --check-overflow it is undefined behaviour either way. */
static bool sdiv_overflow_is_error(const Executor *ex, unsigned w) {
  return ex->opt.check_overflow || !(addr_is32(&ex->layout) && w > 32);
}

/* Ends s on `bad` where it may hold (error `kind`); returns false if s ended. */
static bool check(Executor *ex, State *s, Expr *bad, ErrorKind kind, const char *msg) {
  Expr *ok = expr_not(bad);
  State *other;
  bool alive = exec_branch(ex, s, ok, &other);
  expr_dec(ok);
  if (other) exec_error(ex, other, kind, "%s", msg);
  return alive;
}

/* Arithmetic and comparisons with at least one symbolic operand (or width >
 * 64), including the error checks. Returns false if s ended. */
static bool exec_binary_slow(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->op >= IR_EQ && in->op <= IR_SGE ? in->awidth : in->width;
  Expr *a = val_expr(s->exprs, &r[in->a], w), *b = val_expr(s->exprs, &r[in->b], w);
  bool alive = true;
  IrOp op = in->op;
  if (op == IR_UDIV || op == IR_SDIV || op == IR_UREM || op == IR_SREM) {
    Expr *z = expr_const(a->tab, w, 0);
    Expr *bad = expr_eq(b, z);
    alive = check(ex, s, bad, ERR_DIV_BY_ZERO, "division by zero");
    expr_dec(bad);
    expr_dec(z);
    if (alive && (op == IR_SDIV || op == IR_SREM) && sdiv_overflow_is_error(ex, w)) {
      Expr *mn = expr_const(a->tab, w, (u128)1 << (w - 1)), *m1 = expr_const(a->tab, w, ~(u128)0);
      Expr *e1 = expr_eq(a, mn), *e2 = expr_eq(b, m1);
      Expr *bad2 = expr_and(e1, e2);
      alive = check(ex, s, bad2, ERR_OVERFLOW, "signed division overflow (INT_MIN / -1)");
      expr_dec(mn), expr_dec(m1), expr_dec(e1), expr_dec(e2), expr_dec(bad2);
    }
  } else if (op == IR_SHL || op == IR_LSHR || op == IR_ASHR) {
    if (ex->opt.check_overflow) {
      Expr *lim = expr_const(a->tab, w, w);
      Expr *bad = expr_binary(EXPR_ULE, lim, b);
      alive = check(ex, s, bad, ERR_OVERFLOW, "shift amount not less than the width");
      expr_dec(bad);
      expr_dec(lim);
    }
    if (alive && (w == 32 || w == 64)) { /* x86 masks the shift amount */
      Expr *mk = expr_const(a->tab, w, w - 1);
      Expr *nb = expr_binary(EXPR_AND, b, mk);
      expr_dec(mk);
      expr_dec(b);
      b = nb;
    }
  } else if ((in->flags & IR_NSW) && ex->opt.check_overflow &&
             (op == IR_ADD || op == IR_SUB || op == IR_MUL) && w <= 64) {
    Expr *bad = signed_overflow(op, a, b, w);
    alive = check(ex, s, bad, ERR_OVERFLOW, "signed integer overflow");
    expr_dec(bad);
  }
  if (alive) {
    Val *rr = s->regs + state_top(s)->rbase; /* s may have been swapped by a fork */
    val_set_expr(&rr[in->dst], binary_expr(op, a, b));
  }
  expr_dec(a);
  expr_dec(b);
  return alive;
}

/* Concrete division and remainder with their checks; false if s ended. */
static bool exec_div_conc(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->width;
  uint64_t a = r[in->a].v, b = r[in->b].v, res;
  if (b == 0) {
    exec_error(ex, s, ERR_DIV_BY_ZERO, "division by zero");
    return false;
  }
  int64_t sa = sext64(a, w), sb = sext64(b, w);
  if ((in->op == IR_SDIV || in->op == IR_SREM) && sb == -1 && a == (1ull << (w - 1)) &&
      sdiv_overflow_is_error(ex, w)) {
    exec_error(ex, s, ERR_OVERFLOW, "signed division overflow (INT_MIN / -1)");
    return false;
  }
  switch (in->op) {
  case IR_UDIV: res = a / b; break;
  case IR_UREM: res = a % b; break;
  case IR_SDIV: res = sb == -1 ? 0 - (uint64_t)sa : (uint64_t)(sa / sb); break; /* wraps */
  default: res = (uint64_t)(sb == -1 ? 0 : sa % sb); break;
  }
  val_set_conc(&r[in->dst], res & mask_bits(w));
  return true;
}

static bool exec_overflow_check_conc(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->width;
  int64_t a = sext64(r[in->a].v, w), b = sext64(r[in->b].v, w);
  __int128 res = in->op == IR_ADD ? (__int128)a + b : in->op == IR_SUB ? (__int128)a - b : (__int128)a * b;
  __int128 lo = -((__int128)1 << (w - 1)), hi = ((__int128)1 << (w - 1)) - 1;
  if (res < lo || res > hi) {
    exec_error(ex, s, ERR_OVERFLOW, "signed integer overflow");
    return false;
  }
  return true;
}

static Expr *bit_intrinsic(IrOp op, Expr *a, unsigned w) {
  switch (op) {
  case IR_CTPOP: {
    Expr *acc = expr_const(a->tab, w, 0);
    for (unsigned i = 0; i < w; i++) {
      Expr *bit = expr_extract(a, i, 1), *z = expr_zext(bit, w), *n = expr_binary(EXPR_ADD, acc, z);
      expr_dec(bit), expr_dec(z), expr_dec(acc);
      acc = n;
    }
    return acc;
  }
  case IR_CTLZ:
  case IR_CTTZ: {
    /* Scan from the far end so the nearest set bit wins. */
    Expr *acc = expr_const(a->tab, w, w);
    for (unsigned k = 0; k < w; k++) {
      unsigned i = op == IR_CTLZ ? k : w - 1 - k;  /* bit position */
      unsigned count = op == IR_CTLZ ? w - 1 - i : i;
      Expr *bit = expr_extract(a, i, 1), *c = expr_const(a->tab, w, count), *n = expr_ite(bit, c, acc);
      expr_dec(bit), expr_dec(c), expr_dec(acc);
      acc = n;
    }
    return acc;
  }
  case IR_BSWAP: {
    Expr *acc = expr_extract(a, 0, 8);
    for (unsigned i = 1; i < w / 8; i++) {
      Expr *byte = expr_extract(a, i * 8, 8), *n = expr_concat(acc, byte);
      expr_dec(byte), expr_dec(acc);
      acc = n;
    }
    return acc;
  }
  case IR_ABS: {
    Expr *z = expr_const(a->tab, w, 0), *neg = expr_binary(EXPR_SUB, z, a), *lt = expr_binary(EXPR_SLT, a, z);
    Expr *r = expr_ite(lt, neg, a);
    expr_dec(z), expr_dec(neg), expr_dec(lt);
    return r;
  }
  default: die("bit_intrinsic: op %d", op);
  }
}

static u128 conc_bit_intrinsic(IrOp op, uint64_t a, unsigned w) {
  switch (op) {
  case IR_CTPOP: return (u128)__builtin_popcountll(a);
  case IR_CTLZ: return a ? (u128)(__builtin_clzll(a) - (64 - w)) : w;
  case IR_CTTZ: return a ? (u128)__builtin_ctzll(a) : w;
  case IR_BSWAP: {
    uint64_t r = 0;
    for (unsigned i = 0; i < w / 8; i++) r |= ((a >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
    return r;
  }
  case IR_ABS: {
    int64_t x = sext64(a, w);
    return (uint64_t)(x < 0 ? -x : x) & mask_bits(w);
  }
  default: die("conc_bit_intrinsic: op %d", op);
  }
}

static void exec_minmax(ExprTable *t, const IrInst *in, Val *r) {
  unsigned w = in->width;
  Expr *a = val_expr(t, &r[in->a], w), *b = val_expr(t, &r[in->b], w), *c;
  switch (in->op) {
  case IR_SMIN: c = expr_binary(EXPR_SLE, a, b); break;
  case IR_SMAX: c = expr_binary(EXPR_SLE, b, a); break;
  case IR_UMIN: c = expr_binary(EXPR_ULE, a, b); break;
  default: c = expr_binary(EXPR_ULE, b, a); break;
  }
  val_set_expr(&r[in->dst], expr_ite(c, a, b));
  expr_dec(a), expr_dec(b), expr_dec(c);
}

/* fshl(a, b, c) = high w bits of (a:b) << (c mod w); fshr = low w bits of (a:b) >> (c mod w). */
static void exec_funnel(ExprTable *t, const IrInst *in, Val *r) {
  unsigned w = in->width;
  Expr *a = val_expr(t, &r[in->a], w), *b = val_expr(t, &r[in->b], w), *c = val_expr(t, &r[in->c], w);
  Expr *cat = expr_concat(a, b), *wc = expr_const(a->tab, w, w), *amt = expr_binary(EXPR_UREM, c, wc);
  Expr *amt2 = expr_zext(amt, 2 * w), *res;
  if (in->op == IR_FSHL) {
    Expr *sh = expr_binary(EXPR_SHL, cat, amt2);
    res = expr_extract(sh, w, w);
    expr_dec(sh);
  } else {
    Expr *sh = expr_binary(EXPR_LSHR, cat, amt2);
    res = expr_extract(sh, 0, w);
    expr_dec(sh);
  }
  val_set_expr(&r[in->dst], res);
  expr_dec(a), expr_dec(b), expr_dec(c), expr_dec(cat), expr_dec(wc), expr_dec(amt), expr_dec(amt2);
}

static void exec_overflow_intrinsic(ExprTable *t, const IrInst *in, Val *r) {
  unsigned w = in->width;
  IrOp base = in->op == IR_SADD_OVF || in->op == IR_UADD_OVF   ? IR_ADD
              : in->op == IR_SSUB_OVF || in->op == IR_USUB_OVF ? IR_SUB
                                                               : IR_MUL;
  bool sgn = in->op == IR_SADD_OVF || in->op == IR_SSUB_OVF || in->op == IR_SMUL_OVF;
  Expr *a = val_expr(t, &r[in->a], w), *b = val_expr(t, &r[in->b], w);
  Expr *ovf = sgn ? signed_overflow(base, a, b, w) : unsigned_overflow(base, a, b, w);
  val_set_expr(&r[in->dst], binary_expr(base, a, b));
  val_set_expr(&r[in->dst + 1], ovf);
  expr_dec(a), expr_dec(b);
}

void exec_cast_sym(ExprTable *t, const IrInst *in, Val *r) {
  Val *a = &r[in->a];
  Expr *e = val_expr(t, a, in->awidth), *res;
  if (in->op == IR_ZEXT) res = expr_zext(e, in->width);
  else if (in->op == IR_SEXT) res = expr_sext(e, in->width);
  else res = expr_extract(e, 0, in->width);
  expr_dec(e);
  val_set_expr(&r[in->dst], res);
}

static void exec_bit_op(ExprTable *t, const IrInst *in, Val *r) {
  const Val *a = &r[in->a];
  if (!a->e) {
    val_set_conc(&r[in->dst], (uint64_t)conc_bit_intrinsic(in->op, a->v, in->width));
    return;
  }
  Expr *e = val_expr(t, a, in->width);
  val_set_expr(&r[in->dst], bit_intrinsic(in->op, e, in->width));
  expr_dec(e);
}

/* A concrete shift (the loop handles amounts below the width): an amount
 * not less than the width is an error under --check-overflow; otherwise
 * the result is what the x86 instruction gives for 32 and 64 bits (the
 * amount masked), and all bits shifted out for other widths. */
static bool shift_conc(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->width;
  uint64_t x = r[in->a].v, y = r[in->b].v;
  if (y >= w) {
    if (ex->opt.check_overflow) {
      exec_error(ex, s, ERR_OVERFLOW, "shift amount not less than the width");
      return false;
    }
    if (w == 32 || w == 64) y &= w - 1;
  }
  uint64_t v;
  if (y >= w) v = in->op == IR_ASHR && sext64(x, w) < 0 ? ~0ull : 0;
  else if (in->op == IR_SHL) v = x << y;
  else if (in->op == IR_LSHR) v = x >> y;
  else v = (uint64_t)(sext64(x, w) >> y);
  val_set_conc(&r[in->dst], v & mask_bits(w));
  return true;
}

/* Concrete + - * checked for signed overflow (nsw, --check-overflow). */
static bool add_sub_mul_conc(Executor *ex, State *s, const IrInst *in, Val *r) {
  if ((in->flags & IR_NSW) && ex->opt.check_overflow && !exec_overflow_check_conc(ex, s, in, r)) return false;
  uint64_t x = r[in->a].v, y = r[in->b].v;
  uint64_t v = in->op == IR_ADD ? x + y : in->op == IR_SUB ? x - y : x * y;
  val_set_conc(&r[in->dst], v & mask_bits(in->width));
  return true;
}

Step exec_arith(Executor *ex, State *s, const IrInst *in) {
  Val *r = top_regs(s);
  bool ok;
  if (r[in->a].e || r[in->b].e) {
    ok = exec_binary_slow(ex, s, in, r);
  } else {
    switch ((IrOp)in->op) {
    case IR_ADD:
    case IR_SUB:
    case IR_MUL: ok = add_sub_mul_conc(ex, s, in, r); break;
    case IR_SHL:
    case IR_LSHR:
    case IR_ASHR: ok = shift_conc(ex, s, in, r); break;
    case IR_UDIV:
    case IR_SDIV:
    case IR_UREM:
    case IR_SREM: ok = exec_div_conc(ex, s, in, r); break;
    default: die("exec_arith: no concrete slow path for op %u", in->op);
    }
  }
  if (!ok) return STEP_ENDED;
  state_top(s)->pc++;
  return STEP_NEXT;
}

void exec_intrinsic(ExprTable *t, const IrInst *in, Val *r) {
  switch ((IrOp)in->op) {
  case IR_CTPOP:
  case IR_CTLZ:
  case IR_CTTZ:
  case IR_BSWAP:
  case IR_ABS: exec_bit_op(t, in, r); break;
  case IR_SMIN:
  case IR_SMAX:
  case IR_UMIN:
  case IR_UMAX: exec_minmax(t, in, r); break;
  case IR_FSHL:
  case IR_FSHR: exec_funnel(t, in, r); break;
  default: exec_overflow_intrinsic(t, in, r); break;
  }
}
