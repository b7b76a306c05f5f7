/* The CFG of lowered functions (ir/cfg.h): C snippets compiled by the
 * front end, then their blocks, dominators and natural loops checked; and
 * the analyses on them: live registers (ir/live.h), the index registers of
 * the array abstraction (engine/shape_array.c).
 * (Linked with the front end; see the Makefile.) */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli/load.h"
#include "engine/shape.h"
#include "ir/cfg.h"
#include "ir/live.h"

static char dir[] = "/tmp/symx-test-cfg-XXXXXX";

/* The CFG of main in `src` (a whole program); NULL if it does not compile. */
static IrCfg *cfg_of(const char *src, IrModule **mod) {
  char path[4096];
  snprintf(path, sizeof path, "%s/p.c", dir);
  FILE *f = fopen(path, "w");
  if (!f) return NULL;
  fputs(src, f);
  fclose(f);
  const char *inputs[] = {path};
  *mod = NULL;
  if (symx_load(inputs, 1, NULL, 0, false, 0, mod) != 0 || (*mod)->main_fn < 0) return NULL;
  return ir_cfg_build(&(*mod)->funcs[(*mod)->main_fn]);
}

/* Loops of main: how many, the deepest nesting, irreducible or not. */
static void expect(const char *what, const char *src, uint32_t nloops, uint32_t depth, bool irreducible) {
  IrModule *mod;
  IrCfg *g = cfg_of(src, &mod);
  CHECK(g != NULL);
  if (!g) return;
  uint32_t deepest = 0;
  for (uint32_t i = 0; i < g->nloops; i++) deepest = g->loops[i].depth > deepest ? g->loops[i].depth : deepest;
  bool ok = g->nloops == nloops && deepest == depth && g->irreducible == irreducible;
  if (!ok) fprintf(stderr, "%s: %u loops, depth %u, irreducible %d\n", what, g->nloops, deepest, g->irreducible);
  CHECK(ok);
  /* Invariants: every block reachable from the entry is dominated by it;
   * every loop's header dominates its blocks, and its latches jump to it;
   * predecessors and successors agree. */
  for (uint32_t b = 0; b < g->nblocks; b++) {
    const IrBlock *B = &g->blocks[b];
    if (B->idom != UINT32_MAX) CHECK(ir_cfg_dominates(g, 0, b));
    for (uint32_t k = 0; k < B->nsucc; k++) {
      const IrBlock *S = &g->blocks[B->succ[k]];
      bool back = false;
      for (uint32_t j = 0; j < S->npred; j++) back |= S->pred[j] == b;
      CHECK(back);
    }
  }
  for (uint32_t i = 0; i < g->nloops; i++) {
    const IrLoop *L = &g->loops[i];
    for (uint32_t k = 0; k < L->nblocks; k++) CHECK(ir_cfg_dominates(g, L->header, L->blocks[k]));
    for (uint32_t k = 0; k < L->nlatches; k++) {
      const IrBlock *B = &g->blocks[L->latches[k]];
      bool to_header = false;
      for (uint32_t j = 0; j < B->nsucc; j++) to_header |= B->succ[j] == L->header;
      CHECK(to_header);
    }
    if (L->parent >= 0) CHECK(L->depth == g->loops[L->parent].depth + 1);
  }
  ir_cfg_free(g);
  ir_module_free(mod);
}

/* Liveness (ir/live.h) at a loop's header: a value used only before the
 * loop is dead there; the loop's bound and the values its phis carry are
 * live; and at the header's first instruction ir_live_before agrees. */
static void test_live(void) {
  IrModule *mod;
  IrCfg *g = cfg_of("int f(int); int main(void) { int a = f(1); f(a); int n = f(0), s = 0; "
                    "for (int i = 0; i < n; i++) s += i; return s; }", &mod);
  CHECK(g != NULL && g->nloops == 1);
  if (!g || g->nloops != 1) return;
  IrFunction *fn = &mod->funcs[mod->main_fn];
  IrCfg *own = fn->cfg;
  fn->cfg = g;
  IrLive *l = ir_live_build(fn);
  uint32_t calls[3], ncalls = 0, h = g->loops[0].header;
  for (uint32_t k = 0; k < fn->ncode && ncalls < 3; k++)
    if (fn->code[k].op == IR_CALL) calls[ncalls++] = fn->code[k].dst;
  CHECK(ncalls == 3);
  CHECK(!ir_live_in(l, h, calls[0])); /* a: read by the second call only */
  CHECK(ir_live_in(l, h, calls[2]));  /* n: the loop's bound */
  uint32_t carried = 0;
  for (uint32_t k = 0; k < fn->ncode; k++) {
    const IrInst *in = &fn->code[k];
    if (in->op != IR_PMOVE) continue;
    for (uint32_t i = 0; i < in->u.list.n; i++) {
      uint32_t d = fn->extra[in->u.list.first + 2 * i];
      CHECK(ir_live_in(l, h, d));
      carried++;
    }
  }
  CHECK(carried >= 2); /* i and s, from the entry and the latch */
  uint64_t *before = xcalloc(l->words, sizeof *before);
  ir_live_before(l, fn, g->blocks[h].first, before);
  CHECK(memcmp(before, &l->in[(size_t)h * l->words], l->words * sizeof *before) == 0);
  xfree(before, l->words * sizeof *before);
  ir_live_free(l);
  fn->cfg = own;
  ir_cfg_free(g);
  ir_module_free(mod);
}

/* Whether a register of C variable `var` of function `name` is an index
 * (shape_index_regs), and the base register of the first that is. */
static bool var_index(const IrModule *mod, const char *name, const char *var, uint32_t *base) {
  const IrFunction *fn = NULL;
  for (uint32_t i = 0; i < mod->nfuncs && !fn; i++)
    if (mod->funcs[i].defined && !strcmp(mod->funcs[i].name, name)) fn = &mod->funcs[i];
  if (!fn) return false;
  uint32_t *bases;
  uint8_t *index = shape_index_regs(fn, &bases);
  bool found = false;
  for (uint32_t k = 0; k < fn->nvar_notes && !found; k++) {
    const IrVarNote *v = &fn->var_notes[k];
    if (strcmp(v->name, var) || v->reg >= fn->nregs || !index[v->reg]) continue;
    found = true;
    *base = bases[v->reg];
  }
  xfree(index, fn->nregs + 1);
  xfree(bases, (fn->nregs + 1) * sizeof *bases);
  return found;
}

static void test_index_regs(void) {
  IrModule *mod;
  IrCfg *g = cfg_of(
      "int bs(int *a, int n, int x) { int lo = 0, hi = n - 1;\n"
      "  while (lo <= hi) {\n    int mid = lo + (hi - lo) / 2;\n    if (a[mid] == x) return mid;\n"
      "    if (a[mid] < x)\n      lo = mid + 1;\n    else\n      hi = mid - 1;\n  }\n  return -1;\n}\n"
      "long count(const char *s, long n) { long k = 0;\n  for (long i = 0; i < n; i++)\n    if (s[i] == 'a')\n"
      "      k++;\n  return k;\n}\n"
      "void rev(int *d, const int *s, int n) {\n  for (int i = 0, j = n - 1; i < n; i++, j--)\n    d[i] = s[j];\n}\n"
      "int main(void) { int a[4] = {0}; rev(a, a, 4); return bs(a, 4, 1) + (int)count(\"ab\", 2); }\n",
      &mod);
  CHECK(g != NULL);
  if (!g) return;
  uint32_t lo, hi, mid, i, j, k;
  const uint32_t none = 0xFFFFFFFFu;
  /* binary search: lo and hi, which mid is computed from ((hi - lo) / 2),
   * are indices of the one array a, as mid is */
  CHECK(var_index(mod, "bs", "lo", &lo) && var_index(mod, "bs", "hi", &hi) && var_index(mod, "bs", "mid", &mid));
  CHECK(lo != none && lo == hi && hi == mid);
  /* a char array read at a 64-bit index: i is one, the count k is not */
  CHECK(var_index(mod, "count", "i", &i) && i != none && !var_index(mod, "count", "k", &k));
  /* two arrays: i indexes d, j indexes s */
  CHECK(var_index(mod, "rev", "i", &i) && var_index(mod, "rev", "j", &j));
  CHECK(i != none && j != none && i != j);
  ir_cfg_free(g);
  ir_module_free(mod);
}

int main(void) {
  if (!mkdtemp(dir)) return 2;
  test_live();
  test_index_regs();
  expect("straight", "int main(void) { int x = 1; return x + 2; }", 0, 0, false);
  expect("if", "int f(int); int main(void) { int x = f(0); if (x) x++; else x--; return x; }", 0, 0, false);
  expect("while", "int f(int); int main(void) { int i = f(0); while (i < 10) i++; return i; }", 1, 1, false);
  expect("nested for",
         "int main(void) { int s = 0; for (int i = 0; i < 10; i++) for (int j = 0; j < i; j++) s += j; return s; }",
         2, 2, false);
  expect("do + for",
         "int main(void) { int k = 0, s = 0; do k++; while (k < 5); for (int i = 0; i < k; i++) s++; return s; }",
         2, 1, false);
  expect("break, continue",
         "int f(int); int main(void) { int s = 0; for (int i = 0; i < 100; i++) { if (f(i)) continue; "
         "if (f(i + 1)) break; s++; } return s; }",
         1, 1, false);
  expect("goto loop", "int f(int); int main(void) { int i = 0; again: i++; if (f(i)) goto again; return i; }", 1,
         1, false);
  expect("switch in loop",
         "int f(int); int main(void) { int s = 0; for (int i = 0; i < 9; i++) switch (f(i)) { case 1: s++; break; "
         "case 2: s--; break; default: break; } return s; }",
         1, 1, false);
  expect("goto into a loop",
         "int f(int); int main(void) { int i = f(0); if (i) goto inside; while (i < 10) { i += 2; inside: i++; } "
         "return i; }",
         0, 0, true);
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) return 2;
  printf("test_cfg: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
