/* kind_witness: the invariants a k-induction proof used, as C expressions
 * over the program's variables at each loop's head, for a correctness
 * witness (symx sv-comp, format 2.0) and summary.json.
 *
 * A register stands for C variable v at the loop's head when the debug
 * information says so (IrFunction.var_notes, from llvm.dbg.value; integers only) without
 * doubt: all its notes name one variable, no other variable has that name
 * in the function, and the register is either a loop variable (a phi of the
 * header, which is v there) or v's only value in the function (v is never
 * assigned again). A candidate with a register without a name, or an entry
 * value x0 that is no constant, is left out, never printed wrong. Each
 * term is cast to the C type of its width and signedness, so the C
 * expression compares as the candidate does; constants are literals of
 * that type. Candidates that say nothing are left out (says_nothing). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/kind_internal.h"

/* C variable name of register r of main at a loop's head, or NULL. */
static const char *c_name(const IrFunction *fn, uint32_t r, bool phi) {
  int32_t var = -1;
  const char *name = NULL;
  for (uint32_t i = 0; i < fn->nvar_notes; i++) {
    const IrVarNote *v = &fn->var_notes[i];
    if (v->reg != r) continue;
    if (v->addr || !v->integer) return NULL;
    if (var >= 0 && (uint32_t)var != v->var) return NULL;
    var = (int32_t)v->var, name = v->name;
  }
  if (!name) return NULL;
  for (uint32_t i = 0; i < fn->nvar_notes; i++) {
    const IrVarNote *v = &fn->var_notes[i];
    if (v->var != (uint32_t)var && !strcmp(v->name, name)) return NULL; /* two variables of that name */
    if (!phi && v->var == (uint32_t)var && v->reg != r) return NULL;   /* assigned again */
  }
  return name;
}

/* The constant every entry edge of loop l gives register r, if one does. */
static bool entry_const(const IrFunction *fn, const IrCfg *g, uint32_t l, uint32_t r, uint64_t *c) {
  uint32_t head = g->blocks[g->loops[l].header].first;
  bool found = false;
  for (uint32_t i = 0; i + 1 < fn->ncode; i++) {
    const IrInst *in = &fn->code[i], *next = &fn->code[i + 1];
    if (in->op != IR_PMOVE || next->op != IR_JMP || next->u.br.t != head || bmc_in_loop(g, (int32_t)l, g->block_of[i]))
      continue;
    for (uint32_t k = 0; k < in->u.list.n; k++) {
      if (fn->extra[in->u.list.first + 2 * k] != r) continue;
      uint32_t src = fn->extra[in->u.list.first + 2 * k + 1];
      if (src >= fn->nconsts || fn->consts[src].e || (found && fn->consts[src].v != *c)) return false;
      *c = fn->consts[src].v, found = true;
    }
  }
  return found;
}

static const char *c_type(unsigned w, bool sign) {
  switch (w) {
  case 8: return sign ? "signed char" : "unsigned char";
  case 16: return sign ? "short" : "unsigned short";
  case 32: return sign ? "int" : "unsigned int";
  case 64: return sign ? "long long" : "unsigned long long";
  default: return NULL;
  }
}

/* A constant of w bits as a C literal that compares as the w-bit value
 * does: below int's width the other side is promoted to int too. */
static void c_const(FILE *f, uint64_t v, unsigned w, bool sign) {
  uint64_t m = w == 64 ? ~0ull : (1ull << w) - 1;
  v &= m;
  if (!sign) {
    fprintf(f, "%" PRIu64 "%s", v, w == 64 ? "ULL" : w == 32 ? "U" : "");
    return;
  }
  int64_t sv = w < 64 && (v >> (w - 1)) ? (int64_t)(v | ~m) : (int64_t)v;
  if (sv == INT64_MIN) fputs("(-9223372036854775807LL - 1)", f);
  else if (sv == INT32_MIN && w == 32) fputs("(-2147483647 - 1)", f);
  else fprintf(f, "%" PRId64 "%s", sv, w == 64 ? "LL" : "");
}

/* t's value when it is a constant: T_CONST, or an entry value every entry
 * edge gives as a constant. */
static bool term_const(const Kind *k, const Cand *c, const Term *t, uint64_t *v) {
  if (t->kind == T_CONST) return *v = t->c, true;
  const KindLoop *kl = &k->loops.data[c->li];
  return t->kind == T_ENTRY && entry_const(k->main, k->g, kl->loop, kl->fx.carried.data[t->idx], v);
}

/* Whether c says nothing: a bound at its type's extreme (0 <= an unsigned
 * value, a signed value <= the largest), or a relation implied by an
 * equality of the same two registers that also holds (x <= y, y <= x and
 * x - y == x0 - y0 beside x == y). */
static bool says_nothing(const Kind *k, const Cand *c) {
  uint64_t v, m = c->w == 64 ? ~0ull : (1ull << c->w) - 1, smin = 1ull << (c->w - 1);
  if (c->op == C_ULE && ((term_const(k, c, &c->lhs, &v) && (v & m) == 0) || (term_const(k, c, &c->rhs, &v) && (v & m) == m)))
    return true;
  if (c->op == C_SLE && ((term_const(k, c, &c->lhs, &v) && (v & m) == smin) ||
                         (term_const(k, c, &c->rhs, &v) && (v & m) == smin - 1)))
    return true;
  if (c->op != C_SLE && c->op != C_ULE && c->op != C_DIFF) return false;
  if (c->lhs.kind != T_REG || c->rhs.kind != T_REG) return false;
  for (size_t i = 0; i < k->cands.len; i++) {
    const Cand *e = &k->cands.data[i];
    if (e->alive && e->op == C_EQ && e->li == c->li && e->w == c->w && e->lhs.kind == T_REG && e->rhs.kind == T_REG &&
        ((e->lhs.idx == c->lhs.idx && e->rhs.idx == c->rhs.idx) || (e->lhs.idx == c->rhs.idx && e->rhs.idx == c->lhs.idx)))
      return true;
  }
  return false;
}

/* A term as C (false: none). */
static bool c_term(FILE *f, const Kind *k, const Cand *c, const Term *t, bool sign) {
  const KindLoop *kl = &k->loops.data[c->li];
  uint64_t v;
  if (t->kind == T_CONST) return c_const(f, t->c, c->w, sign), true;
  if (t->kind == T_ENTRY) {
    if (!entry_const(k->main, k->g, kl->loop, kl->fx.carried.data[t->idx], &v)) return false;
    return c_const(f, v, c->w, sign), true;
  }
  bool phi = false;
  for (size_t i = 0; i < kl->fx.carried.len; i++) phi |= kl->fx.carried.data[i] == t->idx;
  const char *name = c_name(k->main, t->idx, phi);
  if (!name) return false;
  fprintf(f, "(%s)%s", c_type(c->w, sign), name);
  return true;
}

/* C_LIN as C: a * x + b * y (+ cz * z) == the same of the entry values,
 * in the unsigned type of its width (wrapping as the candidate does);
 * false unless every entry value is a constant. */
static bool c_lin(FILE *f, const Kind *k, const Cand *c) {
  uint32_t loop = k->loops.data[c->li].loop, regs[3] = {c->lhs.idx, c->rhs.idx, c->z};
  int co[3] = {c->a, c->b, c->cz};
  uint64_t sum = 0, v0;
  bool ok = true;
  fprintf(f, "(%s)(", c_type(c->w, false));
  for (int i = 0; i < 3 && ok; i++) {
    if (!co[i]) continue;
    Term t = {T_REG, regs[i], 0};
    ok = entry_const(k->main, k->g, loop, regs[i], &v0);
    sum += (uint64_t)(int64_t)co[i] * v0;
    fprintf(f, "%s%d * ", i ? " + " : "", co[i]);
    ok = ok && c_term(f, k, c, &t, false);
  }
  fputs(") == ", f);
  c_const(f, sum, c->w, false);
  return ok;
}

/* Candidate c as C into f (false: none; f may hold a part). */
static bool c_cand(FILE *f, const Kind *k, const Cand *c) {
  if (!c_type(c->w, true) || says_nothing(k, c)) return false;
  if (c->op == C_LIN) return c_lin(f, k, c);
  bool sign = c->op == C_SLE;
  if (c->op == C_DIFF || c->op == C_PARITY) { /* the entry values: constants */
    uint32_t loop = k->loops.data[c->li].loop;
    uint64_t l0, r0 = 0;
    if (!entry_const(k->main, k->g, loop, c->lhs.idx, &l0) ||
        (c->op == C_DIFF && !entry_const(k->main, k->g, loop, c->rhs.idx, &r0)))
      return false;
    fprintf(f, "(%s)(", c_type(c->w, false));
    bool ok = c_term(f, k, c, &c->lhs, false);
    if (c->op == C_PARITY) fputs(" & 1", f);
    else fputs(" - ", f), ok = ok && c_term(f, k, c, &c->rhs, false);
    fputs(") == ", f);
    c_const(f, c->op == C_PARITY ? l0 & 1 : l0 - r0, c->w, false);
    return ok;
  }
  if (!c_term(f, k, c, &c->lhs, sign)) return false;
  fputs(c->op == C_EQ ? " == " : " <= ", f);
  return c_term(f, k, c, &c->rhs, sign);
}

char *kind_c_invariant(const Kind *k, uint32_t li) {
  uint32_t line, col;
  if (!kind_loop_head(k, k->loops.data[li].loop, &line, &col)) return NULL;
  char *all = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&all, &len);
  if (!f) return NULL;
  size_t n = 0;
  for (size_t i = 0; i < k->cands.len; i++) {
    const Cand *c = &k->cands.data[i];
    if (!c->alive || c->li != li) continue;
    char *one = NULL;
    size_t olen = 0;
    FILE *g = open_memstream(&one, &olen);
    if (!g) continue;
    bool ok = c_cand(g, k, c);
    fclose(g);
    fflush(f);
    char *dup = ok && all ? strstr(all, one) : NULL; /* (x0 <= x with x0 = 0 says 0 <= x again) */
    bool again = dup && dup > all && dup[-1] == '(' && dup[strlen(one)] == ')';
    if (ok && !again) fprintf(f, "%s(%s)", n++ ? " && " : "", one);
    free(one);
  }
  fclose(f);
  if (!n) free(all), all = NULL;
  return all;
}

bool kind_loop_head(const Kind *k, uint32_t loop, uint32_t *line, uint32_t *col) {
  const IrCfg *g = k->g;
  const IrFunction *fn = k->main;
  const IrBlock *hb = &g->blocks[g->loops[loop].header];
  uint32_t head = hb->first, loc = fn->code[head].loc;
  /* the back edge's jump: clang puts the loop statement's place on it */
  for (uint32_t i = 0; i < fn->ncode; i++)
    if (fn->code[i].op == IR_JMP && fn->code[i].u.br.t == head && bmc_in_loop(g, (int32_t)loop, g->block_of[i]) &&
        fn->code[i].loc) {
      loc = fn->code[i].loc;
      break;
    }
  *line = k->mod->locs[loc].line, *col = k->mod->locs[loc].col;
  /* A while or for loop: its header tests the condition (an edge out of
   * the loop) with the back edge's place. A do-while's `while` is at the
   * end of its body, where the state may be one no header visit has (the
   * last, leaving): no witness invariant there. */
  bool exits = false;
  for (uint32_t i = 0; i < hb->nsucc; i++) exits |= !bmc_in_loop(g, (int32_t)loop, hb->succ[i]);
  const IrLoc *test = &k->mod->locs[fn->code[hb->last].loc];
  return loc && exits && test->line == *line && test->col == *col;
}
