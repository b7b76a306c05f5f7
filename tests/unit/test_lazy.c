/* Lazy initialisation (engine/lazy.c) and what it stands on: the C types
 * read from the debug information (front/ditypes.c), the substitution of
 * materialised pointers, and the forks of materialisation — NULL, each
 * object of the same type made before (aliasing), a fresh object, cut by
 * --max-heap — counted on small entry functions run through cli/entry.c's
 * harness. (Linked with the front end and cli/entry.o; see the Makefile.) */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cli/entry.h"
#include "cli/load.h"
#include "engine/lazy.h"

static const char types_program[] =
    "typedef struct node { int elem; struct node *next; } node_t;\n"
    "union u { int i; float f; };\n"
    "enum e { A, B };\n"
    "struct all { _Bool b; unsigned char c; enum e en; union u un; struct node *kids[2]; int (*fp)(int); };\n"
    "int f(node_t *l, struct node *m, struct all *a, const char *s, long n) { return 0; }\n"
    "static int g(int x) { return x; }\n"
    "node_t *list; static struct node *hidden; struct node *const fixed = 0; int count; char **names;\n"
    "int main(void) { static int *local; return g(0) + (hidden != 0) + (local != 0); }\n";

static char dir[] = "/tmp/symx-test-lazy-XXXXXX";

static const char *write_file(const char *name, const char *text) {
  static char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return NULL;
  fputs(text, f);
  fclose(f);
  return path;
}

static const CType *ty(const IrCTypes *t, uint32_t id) { return &t->types[id < t->ntypes ? id : 0]; }

static const CField *field(const IrCTypes *t, uint32_t id, const char *name) {
  const CType *s = ty(t, id);
  for (uint32_t i = 0; i < s->nfields; i++)
    if (!strcmp(s->fields[i].name, name)) return &s->fields[i];
  return NULL;
}

static void check_ctypes(void) {
  const char *path = write_file("types.c", types_program);
  const char *inputs[] = {path}, *fns[] = {"f", "g", "nosuch"};
  IrModule *mod = NULL;
  CHECK(symx_load_sigs(inputs, 1, NULL, 0, false, 0, 0, fns, 3, &mod) == 0);
  if (!mod) return;
  const IrCTypes *t = &mod->ctypes;
  const CSig *f = ir_ctypes_sig(t, "f"), *g = ir_ctypes_sig(t, "g");
  CHECK(f && g && !ir_ctypes_sig(t, "nosuch"));
  if (!f || !g) return;
  CHECK(f->nparams == 5 && !f->is_static && g->is_static && ty(t, f->ret)->kind == CT_INT);
  CHECK(!strcmp(f->params[0].name, "l") && !strcmp(f->params[4].name, "n"));
  /* node_t * and struct node * point to the one struct node, whose next
   * points to itself */
  uint32_t node = ty(t, f->params[0].type)->ref;
  CHECK(ty(t, f->params[0].type)->kind == CT_PTR && ty(t, f->params[1].type)->ref == node);
  CHECK(ty(t, node)->kind == CT_STRUCT && ty(t, node)->size == 16 && !strcmp(ty(t, node)->name, "node"));
  const CField *next = field(t, node, "next");
  CHECK(next && next->offset == 8 && ty(t, next->type)->kind == CT_PTR && ty(t, next->type)->ref == node);
  /* struct all: _Bool, unsigned char, an enum, a union, an array of
   * pointers, a function pointer */
  uint32_t all = ty(t, f->params[2].type)->ref;
  const CField *b = field(t, all, "b"), *c = field(t, all, "c"), *en = field(t, all, "en"),
               *un = field(t, all, "un"), *kids = field(t, all, "kids"), *fp = field(t, all, "fp");
  CHECK(b && c && en && un && kids && fp);
  if (!(b && c && en && un && kids && fp)) return;
  CHECK(ty(t, b->type)->is_bool && !ty(t, c->type)->is_signed && ty(t, c->type)->size == 1);
  CHECK(ty(t, en->type)->kind == CT_INT && ty(t, en->type)->size == 4);
  CHECK(ty(t, un->type)->kind == CT_UNION && ty(t, un->type)->nfields == 2);
  CHECK(ty(t, kids->type)->kind == CT_ARRAY && ty(t, kids->type)->count == 2 &&
        ty(t, ty(t, kids->type)->ref)->ref == node);
  CHECK(ty(t, ty(t, fp->type)->ref)->kind == CT_FUNC);
  /* const char *: a pointer to a signed 1-byte integer */
  const CType *s = ty(t, ty(t, f->params[3].type)->ref);
  CHECK(s->kind == CT_INT && s->size == 1 && s->is_signed);
  /* the pointer globals (--lazy-global): typedefs looked through, static
   * (a file's or a function's) and const told; an int is none */
  const CGlobal *gl = ir_ctypes_global(t, "list"), *hid = ir_ctypes_global(t, "hidden"),
                *fix = ir_ctypes_global(t, "fixed"), *nm = ir_ctypes_global(t, "names"),
                *loc = ir_ctypes_global(t, "local");
  CHECK(gl && hid && fix && nm && loc && !ir_ctypes_global(t, "count"));
  if (!(gl && hid && fix && nm && loc)) return;
  CHECK(ty(t, gl->type)->kind == CT_PTR && ty(t, gl->type)->ref == node && !gl->is_static && !gl->is_const);
  CHECK(hid->is_static && !hid->is_const && fix->is_const && !fix->is_static && loc->is_static);
  CHECK(ty(t, ty(t, nm->type)->ref)->kind == CT_PTR);
  ir_module_free(mod);
}

static void check_subst(void) {
  ExprTable *t = expr_table_new();
  Array *a = array_new(t, "p", 8);
  Expr *p = expr_var(a, 0);
  for (uint32_t i = 1; i < 8; i++) {
    Expr *b = expr_var(a, i), *c = expr_concat(b, p);
    expr_dec(b), expr_dec(p);
    p = c;
  }
  Expr *eight = expr_const(t, 64, 8), *q = expr_binary(EXPR_ADD, p, eight);
  Expr *lo = expr_extract(q, 0, 32), *z = expr_zext(lo, 64);
  Expr *base = expr_const(t, 64, 0x500000000ull);
  Expr *r = expr_subst(z, &p, &base, 1);
  CHECK(r && expr_is_const(r) && expr_value(r) == 8);
  Expr *r2 = expr_subst(q, &p, &base, 1);
  CHECK(r2 && expr_is_const(r2) && expr_value(r2) == 0x500000008ull);
  Expr *same = expr_subst(eight, &p, &base, 1);
  CHECK(same == eight);
  expr_dec(r), expr_dec(r2), expr_dec(same);
  expr_dec(z), expr_dec(lo), expr_dec(q), expr_dec(eight), expr_dec(base), expr_dec(p);
  CHECK(expr_live_count(t) == 0);
  expr_table_free(t);
}

typedef struct Count {
  TestSink sink;
  int paths, exits, kinds[ERR_NUM_KINDS];
} Count;

static void count_path(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  Count *c = (Count *)k;
  c->paths++;
  if (oc->is_error) c->kinds[oc->kind]++;
  else c->exits++;
}

/* Runs FUNC of `text` with lazy initialisation; fills *c. */
static bool run_entry(const char *name, const char *text, const char *fn, uint32_t max_heap, uint32_t lazy_array,
                      Count *c, RunStats *st) {
  const char *path = write_file(name, text);
  const char *inputs[] = {path};
  Entry e;
  memset(&e, 0, sizeof e);
  e.fn = fn;
  IrModule *mod = NULL;
  if (entry_load(&e, inputs, 1, NULL, 0, false, 0, 0, &mod) != 0) return false;
  memset(c, 0, sizeof *c);
  c->sink.path_ended = count_path;
  TestSink *sinks[] = {&c->sink, NULL};
  ExecOptions opt;
  memset(&opt, 0, sizeof opt);
  opt.search = SEARCH_DFS;
  opt.memory = &mem_model_lazy;
  opt.max_heap = max_heap;
  opt.lazy_array = lazy_array;
  exec_run(mod, &opt, sinks, st);
  ir_module_free(mod);
  return true;
}

static const char two_program[] =
    "struct node { int elem; struct node *next; };\n"
    "int sum(struct node *a, struct node *b) { return a->elem + b->elem; }\n";

static const char array_program[] = "int get(int *p, int i) { return p[i]; }\n";

static void check_materialisation(void) {
  Count c;
  RunStats st;
  /* a: NULL or fresh; then b: NULL, a's object, or fresh: 4 paths */
  CHECK(run_entry("two.c", two_program, "sum", 0, 4, &c, &st));
  CHECK(c.paths == 4 && c.kinds[ERR_NULL_DEREF] == 2 && c.exits == 2 && st.complete);
  /* --max-heap 1: b's fresh object is cut */
  CHECK(run_entry("two.c", two_program, "sum", 1, 4, &c, &st));
  CHECK(c.paths == 4 && c.kinds[ERR_NULL_DEREF] == 2 && c.exits == 1 && c.kinds[ERR_UNSUPPORTED] == 1);
  CHECK(!st.complete);
  /* int *: NULL (plus i: flat resolution's wild addresses); an array of L
   * in 1..3 elements: p[i] in bounds (one path per i: the object's bytes
   * are read at concrete offsets), past L (out of bounds), or outside the 3
   * elements (unsupported) */
  CHECK(run_entry("array.c", array_program, "get", 0, 3, &c, &st));
  CHECK(c.kinds[ERR_NULL_DEREF] == 1 && c.kinds[ERR_OUT_OF_BOUNDS] >= 1 && c.kinds[ERR_UNSUPPORTED] == 1);
  CHECK(c.exits == 3 && c.paths < 12 && !st.complete);
}

int main(void) {
  if (!mkdtemp(dir)) return 2;
  check_ctypes();
  check_subst();
  size_t bytes0 = util_bytes_in_use();
  check_materialisation();
  /* every heap record, expression and object of the runs was freed */
  CHECK(util_bytes_in_use() == bytes0);
  char cmd[256];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) failed++;
  printf("test_lazy: %d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
