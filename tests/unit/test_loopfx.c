/* What a loop may write (ir/loopfx.h), the havoc set of symx bmc
 * --k-induction's step case: C snippets compiled by the front end, then
 * the analysis of main's outermost loop checked: its variables, the objects
 * its stores reach, and the shapes it must refuse (a missed write would
 * make a step case prove a false property). (Linked with the front end;
 * see the Makefile.) */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli/load.h"
#include "ir/loopfx.h"

static char dir[] = "/tmp/symx-test-loopfx-XXXXXX";

typedef struct Want {
  bool bounded;
  size_t carried, allocas, globals;
  const char *why; /* a word of LoopFx.why when not bounded */
} Want;

static void expect(const char *what, const char *src, Want w) {
  char path[4096];
  snprintf(path, sizeof path, "%s/p.c", dir);
  FILE *f = fopen(path, "w");
  if (!f) return;
  fputs(src, f);
  fclose(f);
  const char *inputs[] = {path};
  IrModule *mod = NULL;
  CHECK(symx_load(inputs, 1, NULL, 0, false, 0, &mod) == 0 && mod->main_fn >= 0);
  if (!mod || mod->main_fn < 0) return;
  const IrFunction *fn = &mod->funcs[mod->main_fn];
  int32_t loop = -1;
  for (uint32_t l = 0; fn->cfg && l < fn->cfg->nloops; l++)
    if (fn->cfg->loops[l].parent < 0) loop = (int32_t)l;
  CHECK(loop >= 0);
  LoopFx fx;
  bool ok = loop >= 0 && ir_loop_fx(mod, fn, (uint32_t)loop, &fx);
  bool good = ok == w.bounded;
  if (ok) good &= fx.carried.len == w.carried && fx.allocas.len == w.allocas && fx.globals.len == w.globals;
  else good &= fx.why && w.why && strstr(fx.why, w.why);
  if (!good)
    fprintf(stderr, "%s: bounded %d, %zu variables, %zu stack objects, %zu globals, why: %s\n", what, ok,
            fx.carried.len, fx.allocas.len, fx.globals.len, fx.why ? fx.why : "-");
  CHECK(good);
  if (loop >= 0) ir_loop_fx_free(&fx);
  ir_module_free(mod);
}

#define PRE "int __VERIFIER_nondet_int(void);\n#define nd __VERIFIER_nondet_int\nvoid use(int *); int g[4]; int h; "

int main(void) {
  if (!mkdtemp(dir)) return 2;
  expect("counter", PRE "int main(void) { int n = nd(), i = 0; while (i < n) i++; return i; }",
         (Want){true, 1, 0, 0, NULL});
  expect("two variables",
         PRE "int main(void) { int i = 0, s = 0; while (nd()) { i++; s += i; } return s; }",
         (Want){true, 2, 0, 0, NULL});
  expect("local array, an external call before the loop",
         PRE "int main(void) { int a[4] = {0}; unsigned i = 0; use(a); while (nd()) a[i++ % 4] = 1; return a[0]; }",
         (Want){true, 1, 1, 0, NULL});
  expect("an external call in the loop",
         PRE "int main(void) { int a[4] = {0}; while (nd()) use(a); return a[0]; }",
         (Want){false, 0, 0, 0, "external"});
  expect("local array, no call",
         PRE "int main(void) { int a[4] = {0}; unsigned i = 0; while (nd()) { a[i % 4] = 1; i++; } return a[i % 4]; }",
         (Want){true, 1, 1, 0, NULL});
  expect("global array and scalar",
         PRE "int main(void) { int i = 0; while (nd()) { g[i & 3] = i; h++; i++; } return h; }",
         (Want){true, 1, 0, 2, NULL});
  expect("pointer to a global",
         PRE "int main(void) { int *p = &h; while (nd()) (*p)++; return h; }", (Want){true, 0, 0, 1, NULL});
  expect("store through a loaded pointer",
         PRE "int *q; int main(void) { q = &h; while (nd()) *q = 1; return h; }",
         (Want){false, 0, 0, 0, "pointer"});
  expect("a callee writes a global",
         PRE "void inc(void) { h++; } int main(void) { while (nd()) inc(); return h; }",
         (Want){false, 0, 0, 0, "pointer"});
  expect("a callee that writes nothing",
         PRE "int sq(int x) { return x * x; } int main(void) { int s = 0; while (nd()) s += sq(s); return s; }",
         (Want){true, 1, 0, 0, NULL});
  expect("recursion",
         PRE "int r(int x) { return x ? r(x - 1) : 0; } int main(void) { int s = 0; while (nd()) s += r(s); return s; }",
         (Want){false, 0, 0, 0, "recursion"});
  expect("malloc in the loop",
         "#include <stdlib.h>\n" PRE "int main(void) { while (nd()) free(malloc(4)); return 0; }",
         (Want){false, 0, 0, 0, "builtin"});
  expect("a variable-length array in the loop",
         PRE "int main(void) { int s = 0; while (nd()) { int n = nd() & 7; int v[n + 1]; v[0] = s; s += v[0] + 1; } "
             "return s; }",
         (Want){false, 0, 0, 0, "stack"});
  expect("memset of a local array",
         "#include <string.h>\n" PRE "int main(void) { char b[8]; int i = 0; while (nd()) { memset(b, i, sizeof b); i++; } "
         "return b[0]; }",
         (Want){true, 1, 1, 0, NULL});
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) return 2;
  printf("test_loopfx: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
