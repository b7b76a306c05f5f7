/* Lowering (front/front.c) seen through the structure it leaves on the
 * module: C snippets compiled by the front end, then the exact shape of
 * each function's CFG (fn->cfg, built once after lowering: blocks,
 * predecessors, loops, their headers and nesting) and the type table
 * (struct layouts; the element types of globals, allocas and GEPs).
 *
 * Block counts include the edge stubs (PMOVE; JMP) that replace phis: a
 * stub is a block of its own between the edge's ends. Loop headers are
 * found by the source line of their first instruction, so the snippets
 * keep one construct per line. (Linked with the front end; see the
 * Makefile.) */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli/load.h"
#include "ir/cfg.h"

static char dir[] = "/tmp/symx-test-lower-XXXXXX";

static IrModule *compile_with(const char *src, bool ilp32, unsigned flags) {
  char path[4096];
  snprintf(path, sizeof path, "%s/p.c", dir);
  FILE *f = fopen(path, "w");
  if (!f) return NULL;
  fputs(src, f);
  fclose(f);
  const char *inputs[] = {path};
  IrModule *mod = NULL;
  if (symx_load_with(inputs, 1, NULL, 0, ilp32, 0, flags, &mod) != 0) return NULL;
  return mod;
}

static IrModule *compile(const char *src, bool ilp32) { return compile_with(src, ilp32, 0); }

static const IrFunction *fn_named(const IrModule *m, const char *name) {
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (strcmp(m->funcs[i].name, name) == 0) return &m->funcs[i];
  return NULL;
}

/* The source line of a block's first instruction (0 if unknown). */
static uint32_t block_line(const IrModule *m, const IrFunction *fn, uint32_t b) {
  return m->locs[fn->code[fn->cfg->blocks[b].first].loc].line;
}

static bool in_loop(const IrLoop *L, uint32_t b) {
  for (uint32_t k = 0; k < L->nblocks; k++)
    if (L->blocks[k] == b) return true;
  return false;
}

/* The loop whose header block starts at source line `line`, or NULL. */
static const IrLoop *loop_at(const IrModule *m, const IrFunction *fn, uint32_t line) {
  for (uint32_t i = 0; i < fn->cfg->nloops; i++)
    if (block_line(m, fn, fn->cfg->loops[i].header) == line) return &fn->cfg->loops[i];
  return NULL;
}

/* Consistency of a CFG with its instructions: blocks tile the code, each
 * instruction maps to its block, and successor and predecessor lists
 * mirror each other. */
static void check_tiling(const IrFunction *fn) {
  const IrCfg *g = fn->cfg;
  CHECK(g->nblocks > 0 && g->blocks[0].first == 0 && g->blocks[g->nblocks - 1].last == fn->ncode - 1);
  for (uint32_t b = 0; b < g->nblocks; b++) {
    const IrBlock *B = &g->blocks[b];
    if (b > 0) CHECK(B->first == g->blocks[b - 1].last + 1);
    for (uint32_t i = B->first; i <= B->last; i++) CHECK(g->block_of[i] == b);
    for (uint32_t k = 0; k < B->nsucc; k++) {
      const IrBlock *S = &g->blocks[B->succ[k]];
      uint32_t seen = 0;
      for (uint32_t j = 0; j < S->npred; j++) seen += S->pred[j] == b;
      CHECK(seen == 1);
    }
  }
}

/* One construct per line: the line numbers below are the ones loops start at. */
static const char *const loops_src =
    "int f(int);\n"                                                      /* 1 */
    "int w(int n) {\n"                                                   /* 2 */
    "  int i = 0;\n"                                                     /* 3 */
    "  while (i < n)\n"                                                  /* 4 */
    "    i += f(i);\n"                                                   /* 5 */
    "  return i;\n"                                                      /* 6 */
    "}\n"                                                                /* 7 */
    "int fo(int n) {\n"                                                  /* 8 */
    "  int s = 0;\n"                                                     /* 9 */
    "  for (int i = 0; i < n; i++)\n"                                    /* 10 */
    "    s += f(i);\n"                                                   /* 11 */
    "  return s;\n"                                                      /* 12 */
    "}\n"                                                                /* 13 */
    "int dw(int n) {\n"                                                  /* 14 */
    "  int k = 0;\n"                                                     /* 15 */
    "  do\n"                                                             /* 16 */
    "    k++;\n"                                                         /* 17 */
    "  while (k < n);\n"                                                 /* 18 */
    "  return k;\n"                                                      /* 19 */
    "}\n"                                                                /* 20 */
    "int nest(int n) {\n"                                                /* 21 */
    "  int s = 0;\n"                                                     /* 22 */
    "  for (int i = 0; i < n; i++)\n"                                    /* 23 */
    "    for (int j = 0; j < i; j++)\n"                                  /* 24 */
    "      s += f(j);\n"                                                 /* 25 */
    "  return s;\n"                                                      /* 26 */
    "}\n"                                                                /* 27 */
    "int gt(int n) {\n"                                                  /* 28 */
    "  int i = 0;\n"                                                     /* 29 */
    "again:\n"                                                           /* 30 */
    "  i++;\n"                                                           /* 31 */
    "  if (f(i) < n) goto again;\n"                                      /* 32 */
    "  return i;\n"                                                      /* 33 */
    "}\n"                                                                /* 34 */
    "int sw(int x) {\n"                                                  /* 35 */
    "  switch (x) {\n"                                                   /* 36 */
    "  case 1: return f(1);\n"                                           /* 37 */
    "  case 2: case 3: return f(2);\n"                                   /* 38 */
    "  default: return 0;\n"                                             /* 39 */
    "  }\n"                                                              /* 40 */
    "}\n"                                                                /* 41 */
    "int main(void) { return w(3) + fo(3) + dw(3) + nest(3) + gt(3) + sw(3); }\n";

/* A single loop: its header starts at `line`, it has `nblocks` blocks and
 * one latch; the header is entered from outside (the entry's stub) and
 * from the latch's stub. The function has `fn_blocks` blocks. */
static void check_single_loop(const IrModule *m, const char *name, uint32_t fn_blocks, uint32_t line,
                              uint32_t nblocks) {
  const IrFunction *fn = fn_named(m, name);
  CHECK(fn && fn->cfg);
  if (!fn || !fn->cfg) return;
  const IrCfg *g = fn->cfg;
  check_tiling(fn);
  if (g->nblocks != fn_blocks || g->nloops != 1)
    fprintf(stderr, "%s: %u blocks, %u loops\n", name, g->nblocks, g->nloops);
  CHECK(g->nblocks == fn_blocks);
  CHECK(g->nloops == 1);
  CHECK(!g->irreducible);
  const IrLoop *L = loop_at(m, fn, line);
  CHECK(L != NULL);
  if (!L) return;
  CHECK(L->nblocks == nblocks && L->nlatches == 1 && L->depth == 1 && L->parent == -1);
  const IrBlock *H = &g->blocks[L->header];
  CHECK(H->npred == 2);
  uint32_t outside = 0;
  for (uint32_t k = 0; k < H->npred; k++) outside += !in_loop(L, H->pred[k]);
  CHECK(outside == 1);
  CHECK(!in_loop(L, 0));
  CHECK(g->blocks[0].loop == -1);
  /* The return block is outside the loop and nothing follows it. */
  uint32_t rets = 0;
  for (uint32_t b = 0; b < g->nblocks; b++)
    if (fn->code[g->blocks[b].last].op == IR_RET) {
      rets++;
      CHECK(!in_loop(L, b) && g->blocks[b].nsucc == 0);
    }
  CHECK(rets == 1);
}

static void test_loops(void) {
  IrModule *m = compile(loops_src, false);
  CHECK(m != NULL);
  if (!m) return;
  /* Every defined function has its CFG; declared ones have none. */
  for (uint32_t i = 0; i < m->nfuncs; i++) CHECK((m->funcs[i].cfg != NULL) == m->funcs[i].defined);
  CHECK(fn_named(m, "f") && !fn_named(m, "f")->cfg);

  /* while: entry, header (the test), body, exit, and the stubs
   * entry->header and body->header. */
  check_single_loop(m, "w", 6, 4, 3);
  /* for: as while, plus the increment block and the exit's empty block. */
  check_single_loop(m, "fo", 8, 10, 4);
  /* do-while: the header is the body (line 17); the test (line 18) is the latch. */
  check_single_loop(m, "dw", 6, 17, 3);
  {
    const IrFunction *fn = fn_named(m, "dw");
    const IrLoop *L = fn && fn->cfg ? loop_at(m, fn, 17) : NULL;
    if (L) {
      uint32_t test = UINT32_MAX;
      for (uint32_t b = 0; b < fn->cfg->nblocks; b++)
        if (block_line(m, fn, b) == 18) test = b;
      CHECK(test != UINT32_MAX && in_loop(L, test) && fn->cfg->blocks[test].nsucc == 2);
    }
  }
  /* A backward goto makes a natural loop headed by the label's block. */
  check_single_loop(m, "gt", 6, 31, 3);

  /* Nested for: the inner loop inside the outer one, depth 2. */
  const IrFunction *fn = fn_named(m, "nest");
  CHECK(fn && fn->cfg);
  if (fn && fn->cfg) {
    const IrCfg *g = fn->cfg;
    check_tiling(fn);
    CHECK(g->nblocks == 15 && g->nloops == 2 && !g->irreducible);
    const IrLoop *outer = loop_at(m, fn, 23), *inner = loop_at(m, fn, 24);
    CHECK(outer && inner);
    if (outer && inner) {
      CHECK(outer->depth == 1 && outer->parent == -1 && outer->nblocks == 11);
      CHECK(inner->depth == 2 && &g->loops[inner->parent] == outer && inner->nblocks == 4);
      for (uint32_t k = 0; k < inner->nblocks; k++) CHECK(in_loop(outer, inner->blocks[k]));
      CHECK(&g->loops[g->blocks[inner->header].loop] == inner);
      CHECK(&g->loops[g->blocks[outer->header].loop] == outer);
      CHECK(ir_cfg_dominates(g, outer->header, inner->header));
      CHECK(!ir_cfg_dominates(g, inner->header, outer->header));
      CHECK(g->blocks[inner->header].npred == 2 && g->blocks[outer->header].npred == 2);
    }
  }

  /* switch: no loop; the entry's SWITCH has three distinct targets
   * (cases 2 and 3 share one) and the return block three predecessors
   * (each case's phi stub). */
  fn = fn_named(m, "sw");
  CHECK(fn && fn->cfg);
  if (fn && fn->cfg) {
    const IrCfg *g = fn->cfg;
    check_tiling(fn);
    CHECK(g->nblocks == 8 && g->nloops == 0 && !g->irreducible);
    CHECK(fn->code[g->blocks[0].last].op == IR_SWITCH && g->blocks[0].nsucc == 3);
    for (uint32_t b = 0; b < g->nblocks; b++) {
      CHECK(g->blocks[b].loop == -1);
      if (fn->code[g->blocks[b].last].op == IR_RET) CHECK(g->blocks[b].npred == 3);
    }
  }
  /* Straight-line main: one block. */
  fn = fn_named(m, "main");
  CHECK(fn && fn->cfg && fn->cfg->nblocks == 1 && fn->cfg->nloops == 0 && fn->cfg->blocks[0].npred == 0);
  ir_module_free(m);
}

static const char *const types_src =
    "struct point { int x; char c; long y; };\n"
    "struct pair { struct point a; short s[3]; };\n"
    "struct __attribute__((packed)) pk { char c; int x; };\n"
    "struct node { int v; struct node *next; };\n"
    "struct pair g;\n"
    "struct node list;\n"
    "int f(int);\n"
    "short get(struct pair *q, int i) { return q->s[i]; }\n"
    "int main(void) {\n"
    "  struct point p = {1, 2, 3};\n"
    "  struct pk k = {4, 5};\n"
    "  volatile int arr[4];\n"
    "  arr[f(0)] = 1;\n"
    "  g.s[1] = (short)(p.x + k.x + arr[1]);\n"
    "  return g.a.y + list.v + get(&g, 1);\n"
    "}\n";

static const IrType *type_of(const IrModule *m, uint32_t id) {
  return id && id < m->types.ntypes ? &m->types.types[id] : NULL;
}

/* Is `id` the integer type of `bits` bits? */
static bool is_int(const IrModule *m, uint32_t id, uint32_t bits) {
  const IrType *t = type_of(m, id);
  return t && t->kind == IR_TY_INT && t->bits == bits;
}

/* Does fn note type `want` on an instruction of opcode op? */
static bool noted(const IrFunction *fn, IrOp op, uint32_t want) {
  for (uint32_t k = 0; k < fn->ntype_notes; k++) {
    const IrTypeNote *n = &fn->type_notes[k];
    if (n->inst < fn->ncode && fn->code[n->inst].op == op && n->type == want) return true;
  }
  return false;
}

static void test_types_lp64(void) {
  IrModule *m = compile(types_src, false);
  CHECK(m != NULL);
  if (!m) return;
  CHECK(m->types.ntypes > 1 && m->types.types[0].kind == IR_TY_UNKNOWN);
  uint32_t pt = ir_type_find_struct(&m->types, "struct.point");
  uint32_t pr = ir_type_find_struct(&m->types, "struct.pair");
  uint32_t pk = ir_type_find_struct(&m->types, "struct.pk");
  uint32_t nd = ir_type_find_struct(&m->types, "struct.node");
  CHECK(pt && pr && pk && nd);
  if (!(pt && pr && pk && nd)) {
    ir_module_free(m);
    return;
  }
  /* struct point { int x; char c; long y; }: padding before y. */
  const IrType *P = type_of(m, pt);
  CHECK(P->kind == IR_TY_STRUCT && P->size == 16 && P->align == 8 && P->nfields == 3 && !P->packed);
  CHECK(P->nfields == 3 && P->fields[0].offset == 0 && P->fields[1].offset == 4 && P->fields[2].offset == 8);
  CHECK(is_int(m, P->fields[0].type, 32) && is_int(m, P->fields[1].type, 8) && is_int(m, P->fields[2].type, 64));
  CHECK(type_of(m, P->fields[1].type)->size == 1 && type_of(m, P->fields[2].type)->size == 8);
  /* struct pair { struct point a; short s[3]; }: a nested struct and an array. */
  const IrType *R = type_of(m, pr);
  CHECK(R->size == 24 && R->nfields == 2 && R->fields[0].type == pt && R->fields[1].offset == 16);
  const IrType *S = type_of(m, R->fields[1].type);
  CHECK(S && S->kind == IR_TY_ARRAY && S->count == 3 && is_int(m, S->elem, 16) && S->size == 6);
  /* packed: no padding. */
  const IrType *K = type_of(m, pk);
  CHECK(K->packed && K->size == 5 && K->align == 1 && K->fields[1].offset == 1);
  /* A pointer field: 8 bytes at offset 8; opaque, so no pointee. */
  const IrType *N = type_of(m, nd);
  CHECK(N->size == 16 && N->fields[1].offset == 8);
  const IrType *NP = type_of(m, N->fields[1].type);
  CHECK(NP && NP->kind == IR_TY_PTR && NP->bits == 64 && NP->size == 8);
  /* Globals carry their value type. */
  for (uint32_t i = 0; i < m->nglobals; i++) {
    if (strcmp(m->globals[i].name, "g") == 0) CHECK(m->globals[i].type == pr);
    if (strcmp(m->globals[i].name, "list") == 0) CHECK(m->globals[i].type == nd);
  }
  /* Allocas carry the allocated type, GEPs their source element type. */
  const IrFunction *fn = fn_named(m, "main");
  CHECK(fn != NULL);
  if (fn) {
    CHECK(noted(fn, IR_ALLOCA, pt) && noted(fn, IR_ALLOCA, pk));
    bool arr_alloca = false, arr_gep = false;
    for (uint32_t k = 0; k < fn->ntype_notes; k++) {
      const IrTypeNote *n = &fn->type_notes[k];
      const IrType *t = type_of(m, n->type);
      CHECK(t != NULL && n->inst < fn->ncode);
      if (k) CHECK(n->inst > fn->type_notes[k - 1].inst); /* sorted, one per instruction */
      if (!t || n->inst >= fn->ncode) continue;
      bool arr4 = t->kind == IR_TY_ARRAY && t->count == 4 && is_int(m, t->elem, 32);
      arr_alloca |= arr4 && fn->code[n->inst].op == IR_ALLOCA;
      arr_gep |= arr4 && fn->code[n->inst].op != IR_ALLOCA;
      CHECK(ir_type_note_of(fn->type_notes, fn->ntype_notes, n->inst) == n->type);
    }
    CHECK(arr_alloca && arr_gep);
    /* An instruction without a note. */
    CHECK(ir_type_note_of(fn->type_notes, fn->ntype_notes, fn->ncode - 1) == 0);
  }
  /* q->s[i] steps over a struct pair (a constant GEP on a global is folded
   * into an address and leaves no instruction to note). */
  fn = fn_named(m, "get");
  CHECK(fn && fn->ntype_notes >= 1 && noted(fn, IR_ADD, pr));
  ir_module_free(m);
}

/* The same structs under ILP32: 4-byte long and pointers. */
static void test_types_ilp32(void) {
  IrModule *m = compile(types_src, true);
  CHECK(m != NULL);
  if (!m) return;
  uint32_t pt = ir_type_find_struct(&m->types, "struct.point");
  uint32_t nd = ir_type_find_struct(&m->types, "struct.node");
  CHECK(pt && nd);
  if (pt && nd) {
    const IrType *P = type_of(m, pt), *N = type_of(m, nd);
    CHECK(P->size == 12 && P->fields[2].offset == 8 && is_int(m, P->fields[2].type, 32));
    CHECK(N->size == 8 && N->fields[1].offset == 4 && type_of(m, N->fields[1].type)->bits == 32);
  }
  ir_module_free(m);
}

/* The number of instructions of fn with opcode op (and, for FCMP, predicate pred). */
static unsigned count_op(const IrFunction *fn, IrOp op, int pred) {
  unsigned n = 0;
  for (uint32_t i = 0; i < fn->ncode; i++)
    n += fn->code[i].op == op && (pred < 0 || fn->code[i].u.imm == (uint64_t)pred);
  return n;
}

/* The number of instructions op of result width w in fn. */
static unsigned count_width(const IrFunction *fn, IrOp op, unsigned w) {
  unsigned n = 0;
  for (uint32_t i = 0; i < fn->ncode; i++) n += fn->code[i].op == op && fn->code[i].width == w;
  return n;
}

/* Floating point: one instruction per operation, fneg/fabs/copysign as bit
 * operations, fmuladd as a multiply and an add; long double (80 bits) too,
 * but its libm roundings (floorl: a call on x86) unsupported. */
static const char *const fp_src =
    "double f(double x, float y, int i, unsigned long long u) {\n"
    "  double r = x + y * 2.0f - x / (double)i;\n"
    "  r = -r + __builtin_fabs(x) + __builtin_copysign(x, r) + x * r + 1.0;\n"
    "  if (x < r || !(x >= r) || x != x) r = __builtin_floor(r) + __builtin_trunc(r);\n"
    "  return r + (float)u + (unsigned)y + (int)x;\n"
    "}\n"
    "long double g(long double x) { return -__builtin_fabsl(x * 2) + (double)x; }\n"
    "long double h(long double x) { return __builtin_floorl(x); }\n";

static void test_float(void) {
  IrModule *m = compile(fp_src, false);
  CHECK(m != NULL);
  if (!m) return;
  const IrFunction *f = fn_named(m, "f"), *g = fn_named(m, "g"), *h = fn_named(m, "h");
  CHECK(f && g && h);
  if (f && g && h) {
    CHECK(count_op(f, IR_FADD, -1) == 9 && count_op(f, IR_FSUB, -1) == 1 && count_op(f, IR_FDIV, -1) == 1);
    CHECK(count_op(f, IR_FMUL, -1) == 2);                       /* y * 2.0f, x * r of the fmuladd */
    CHECK(count_op(f, IR_FPEXT, -1) == 2 && count_op(f, IR_SITOFP, -1) == 2 && count_op(f, IR_UITOFP, -1) == 2);
    CHECK(count_op(f, IR_FPTOUI, -1) == 1 && count_op(f, IR_FPTOSI, -1) == 1);
    CHECK(count_op(f, IR_FCMP, 4) == 1 && count_op(f, IR_FCMP, 3) == 1 && count_op(f, IR_FCMP, 14) == 1); /* olt oge une */
    CHECK(count_op(f, IR_FRINT, -1) == 2 && count_op(f, IR_XOR, -1) >= 1 && count_op(f, IR_OR, -1) >= 1);
    CHECK(count_op(g, IR_UNSUPPORTED, -1) == 0 && count_width(g, IR_FMUL, 80) == 1 && count_width(g, IR_FADD, 80) == 1);
    CHECK(count_width(g, IR_FPTRUNC, 64) == 1 && count_width(g, IR_FPEXT, 80) == 1 && count_width(g, IR_AND, 80) == 1);
    CHECK(count_op(h, IR_UNSUPPORTED, -1) >= 1 && count_op(h, IR_FRINT, -1) == 0);
  }
  ir_module_free(m);
}

/* External functions carry how each parameter and the result are passed
 * (IrFunction.sig, for --external-calls): extended integers, pointers, and
 * what symx does not call natively (floating point, structures by value). */
static const char *sig_src =
    "struct big { long a, b, c; };\n"
    "int ext_a(signed char c, unsigned short u, char *p, long n);\n"
    "void ext_b(struct big b);\n"
    "double ext_c(int x);\n"
    "float ext_e(float f, long double ld);\n"
    "struct big ext_d(void);\n"
    "int defined_f(int x) { return x; }\n"
    "int main(void) { struct big b = {0}; ext_b(b); ext_d(); return ext_a(1, 2, 0, 3) + (int)ext_c(4) + (int)ext_e(1.0f, 2.0L) + defined_f(5); }\n";

static void test_external_sig(void) {
  IrModule *m = compile(sig_src, false);
  CHECK(m != NULL);
  if (!m) return;
  const IrFunction *a = fn_named(m, "ext_a"), *b = fn_named(m, "ext_b"), *c = fn_named(m, "ext_c"),
                   *d = fn_named(m, "ext_d"), *f = fn_named(m, "defined_f");
  CHECK(a && a->sig && a->nparams == 4);
  if (a && a->sig && a->nparams == 4)
    CHECK(a->sig[0] == IR_SIG_INT && a->sig[1] == IR_SIG_SINT && a->sig[2] == IR_SIG_INT && a->sig[3] == IR_SIG_PTR &&
          a->sig[4] == IR_SIG_INT);
  CHECK(b && b->sig && b->sig[0] == IR_SIG_VOID && b->nparams == 1 && b->sig[1] == IR_SIG_OTHER);
  CHECK(c && c->sig && c->sig[0] == IR_SIG_F64 && c->sig[1] == IR_SIG_INT);
  const IrFunction *e = fn_named(m, "ext_e");
  CHECK(e && e->sig && e->nparams == 2 && e->sig[0] == IR_SIG_F32 && e->sig[1] == IR_SIG_F32 &&
        e->sig[2] == IR_SIG_F80); /* long double: x87, in memory */
  CHECK(d && d->sig && d->nparams == 1 && d->sig[0] == IR_SIG_VOID && d->sig[1] == IR_SIG_OTHER); /* sret */
  CHECK(f && f->sig == NULL);
  ir_module_free(m);
}

/* Select formation (front/selects.c): the if/else shapes of expressions whose
 * arms only compute integers on the branch's line become selects; an arm
 * with a check, memory, a pointer, a line of its own or an assignment to a
 * variable keeps its branch, and so does every shape with --keep-branches;
 * with --check-overflow, an arm's nsw arithmetic gets operands guarded by
 * the branch's condition. */
static const char *const selects_src =
    "int absv(int t) { return t >= 0 ? t : -t; }\n"
    "int both(int a, int b) { int r = a > 3 && b < 5; return r; }\n"
    "int nest(int a, int b) { return a > 0 ? (b > 0 ? a ^ b : b & 3) : (a | 1); }\n"
    "int quot(int a, int b) { return b != 0 ? a / b : 0; }\n"
    "int deref(int *p, int *q, int c) { return *(c ? p : q); }\n"
    "int load(int *p, int c) { return c ? *p : 0; }\n"
    "int lines(int a, int b) {\n"
    "  return a > b\n"
    "    ? a ^ 1\n"
    "    : b; }\n"
    "int stmt(int a) { int r = 0; if (a > 0) r = a ^ 1; return r; }\n"
    "int main(void) { return 0; }\n";

static unsigned ops_in(const IrModule *m, const char *name, IrOp op) {
  const IrFunction *fn = fn_named(m, name);
  return fn ? count_op(fn, op, -1) : UINT32_MAX;
}

static void test_selects(void) {
  IrModule *m = compile(selects_src, false);
  IrModule *keep = compile_with(selects_src, false, LOAD_KEEP_BRANCHES);
  IrModule *ovf = compile_with(selects_src, false, LOAD_CHECK_OVERFLOW);
  CHECK(m && keep && ovf);
  if (!m || !keep || !ovf) return;
  static const char *const folded[] = {"absv", "both", "nest"};
  static const uint32_t nsel[] = {1, 1, 2};
  for (size_t k = 0; k < ARRAY_LEN(folded); k++) {
    CHECK(ops_in(m, folded[k], IR_BR) == 0 && ops_in(m, folded[k], IR_SELECT) == nsel[k]);
    CHECK(fn_named(m, folded[k])->cfg->nblocks == 1); /* the merge joins the branch's block */
    CHECK(ops_in(keep, folded[k], IR_BR) == nsel[k] && ops_in(keep, folded[k], IR_SELECT) == 0);
  }
  static const char *const kept[] = {"quot", "deref", "load", "lines", "stmt"};
  for (size_t k = 0; k < ARRAY_LEN(kept); k++)
    CHECK(ops_in(m, kept[k], IR_BR) == 1 && ops_in(m, kept[k], IR_SELECT) == 0);
  /* -t is nsw, checked: it runs on both sides as 0 - (t >= 0 ? 0 : t) */
  CHECK(ops_in(ovf, "absv", IR_BR) == 0 && ops_in(ovf, "absv", IR_SELECT) == 2);
  const IrFunction *av = fn_named(ovf, "absv");
  for (uint32_t i = 0; av && i < av->ncode; i++)
    if (av->code[i].op == IR_SUB) CHECK(i > 0 && av->code[i - 1].op == IR_SELECT && av->code[i].b == av->code[i - 1].dst);
  CHECK(ops_in(ovf, "nest", IR_BR) == 0 && ops_in(ovf, "nest", IR_SELECT) == 2);
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].cfg) check_tiling(&m->funcs[i]);
  ir_module_free(m);
  ir_module_free(keep);
  ir_module_free(ovf);
}

/* Only the runtime models a program uses are linked (and lowered): strlen
 * and what it calls are there, strtod and the stdin readers are not. */
static void test_models_linked_when_used(void) {
  IrModule *m = compile("#include <string.h>\nint main(int c, char **v) { return (int)strlen(v[0]); }\n", false);
  CHECK(m != NULL);
  if (!m) return;
  const IrFunction *used = fn_named(m, "strlen");
  CHECK(used && used->defined && used->is_model);
  CHECK(fn_named(m, "strtod") == NULL && fn_named(m, "fgetc") == NULL && fn_named(m, "fmod") == NULL);
  bool stdin_data = false;
  for (uint32_t i = 0; i < m->nglobals; i++) stdin_data |= strcmp(m->globals[i].name, "__symx_stdin_data") == 0;
  CHECK(!stdin_data);
  ir_module_free(m);
}

int main(void) {
  if (!mkdtemp(dir)) return 2;
  test_models_linked_when_used();
  test_float();
  test_loops();
  test_types_lp64();
  test_types_ilp32();
  test_external_sig();
  test_selects();
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) return 2;
  printf("test_lower: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
