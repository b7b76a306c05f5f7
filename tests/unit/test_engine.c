/* The engine's driver API and its sink seam, without symx's command line:
 * a small C program compiled with symx_load, explored with engine_new /
 * engine_step / engine_finish, its ended paths seen by two test sinks;
 * then again with a searcher of the test's own; and a program using the
 * heap, explored with the default memory model and with one of the test's
 * own. (Linked with the front end; see the Makefile.) */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cli/load.h"
#include "engine/exec.h"

/* A sink that records what the engine hands it. */
typedef struct RecSink {
  TestSink sink;
  int ended, with_test, errors, run_ended;
  uint32_t tests[16];   /* test numbers in the order seen */
  ErrorKind kinds[16];
  bool state_iff_test;  /* s != NULL exactly when test > 0 */
} RecSink;

static void rec_path(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  RecSink *r = (RecSink *)k;
  if ((s != NULL) != (test > 0)) r->state_iff_test = false;
  if (r->ended < 16) {
    r->tests[r->ended] = test;
    r->kinds[r->ended] = oc->is_error ? oc->kind : ERR_NUM_KINDS;
  }
  r->ended++;
  r->with_test += test > 0;
  r->errors += oc->is_error;
}

static void rec_end(TestSink *k, const RunCoverage *c) {
  RecSink *r = (RecSink *)k;
  r->run_ended += c->cov != NULL;
}

static void rec_init(RecSink *r) {
  memset(r, 0, sizeof *r);
  r->sink.path_ended = rec_path;
  r->sink.run_ended = rec_end;
  r->state_iff_test = true;
}

/* A searcher of the test's own: the waiting state added first runs first
 * (bag index 0), counting its calls. */
static int oldest_calls;
static State *oldest_first(Searcher *s) {
  oldest_calls++;
  return search_take(s, 0);
}
static const SearcherOps oldest = {"oldest-first", false, oldest_first};

/* A memory model of the test's own: the default's operations, counted. It
 * remembers the objects it made, so that an object the engine made without
 * it is seen when the program reaches it through the model. */
static struct {
  int resolve, read, write, alloc, free, heap_allocs;
  int foreign;              /* objects resolved or freed that were not made by alloc */
  uint32_t made[64];        /* ids of the objects alloc made */
  int nmade;
  uint32_t first_dynamic;   /* slots below: the module's globals and functions */
} counted;

static bool made_here(const Object *o) {
  if ((o->id & MEM_SLOT_MASK) < counted.first_dynamic) return true;
  for (int i = 0; i < counted.nmade; i++)
    if (counted.made[i] == o->id) return true;
  return false;
}

static Object *counted_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write,
                               uint64_t *off, Expr **soff) {
  counted.resolve++;
  Object *o = mem_model_flat.resolve(ex, s, ptr, n, write, off, soff);
  if (o && !made_here(o)) counted.foreign++;
  return o;
}
static Val counted_read(Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n,
                        unsigned width) {
  counted.read++;
  return mem_model_flat.read(ex, s, o, off, soff, n, width);
}
static void counted_write(Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n,
                          unsigned width, const Val *v) {
  counted.write++;
  mem_model_flat.write(ex, s, o, off, soff, n, width, v);
}
static Object *counted_alloc(Executor *ex, State *s, uint64_t size, ObjKind kind) {
  counted.alloc++;
  counted.heap_allocs += kind == OBJ_HEAP;
  Object *o = mem_model_flat.alloc(ex, s, size, kind);
  if (o && counted.nmade < 64) counted.made[counted.nmade++] = o->id;
  return o;
}
static void counted_free(Executor *ex, State *s, uint32_t id) {
  counted.free++;
  if (!made_here(mem_space_get(&s->mem, id))) counted.foreign++;
  mem_model_flat.free(ex, s, id);
}
static const MemoryOps counting = {
    .name = "counting", .resolve = counted_resolve, .read = counted_read, .write = counted_write,
    .alloc = counted_alloc, .free = counted_free,
};

static const char program[] =
    "#include \"symx.h\"\n"
    "#include <assert.h>\n"
    "int main(void) {\n"
    "  int x = symx_int(\"x\");\n"
    "  if (x > 10) { assert(x != 42); return 1; }\n"
    "  return x < 0 ? 2 : 0;\n"
    "}\n";

/* malloc, realloc and free; a read at a symbolic index (i == 5 is out of
 * bounds); a symbolic value stored through a pointer (off the fast path). */
static const char heap_program[] =
    "#include \"symx.h\"\n"
    "#include <stdlib.h>\n"
    "int main(void) {\n"
    "  int *a = malloc(4 * sizeof(int));\n"
    "  for (int k = 0; k < 4; k++) a[k] = 10 * k;\n"
    "  a = realloc(a, 5 * sizeof(int));\n"
    "  int i = symx_range(0, 6, \"i\");\n"
    "  int v = a[i];\n"
    "  int *p = &a[4];\n"
    "  *p = v;\n"
    "  if (a[4] == 20) { free(a); return 1; }\n"
    "  free(a);\n"
    "  return 0;\n"
    "}\n";

/* Four branches in a loop (16 paths) and a defined function called on each. */
static const char loop_program[] =
    "#include \"symx.h\"\n"
    "static int f(int v) { return v + 1; }\n"
    "int main(void) {\n"
    "  int x = symx_int(\"x\"), s = 0;\n"
    "  for (int k = 0; k < 4; k++)\n"
    "    if (x & (1 << k)) s = f(s);\n"
    "  return s;\n"
    "}\n";

/* A driver's hooks (ExecOptions.hooks): what they saw and what they answer. */
static struct HookLog {
  uint64_t jumps, calls, yields;
  HookAction answer;   /* to every jump */
} hook_log;
static HookAction log_jump(void *ctx, Executor *ex, State *s, uint32_t from) {
  struct HookLog *l = ctx;
  l->jumps++;
  CHECK(from < state_top(s)->fn->ncode && state_top(s)->pc < state_top(s)->fn->ncode);
  if (l->answer == HOOK_TAKEN) {
    exec_cut(ex, s, "hook-test");
    return HOOK_TAKEN;
  }
  l->yields += l->answer == HOOK_YIELD;
  return l->answer;
}
static HookAction log_call(void *ctx, Executor *ex, State *s, const IrFunction *callee) {
  (void)ex, (void)s;
  struct HookLog *l = ctx;
  l->calls += !strcmp(callee->name, "f");
  return HOOK_GO;
}

static IrModule *compile(const char *dir, const char *name, const char *text);

/* The hooks see every jump and call; going on or yielding changes no path;
 * taking every state (exec_cut) leaves none and makes the run incomplete. */
static void check_hooks(const char *dir) {
  IrModule *mod = compile(dir, "loop.c", loop_program);
  CHECK(mod != NULL);
  if (!mod) return;
  ExecHooks hooks = {&hook_log, log_jump, log_call};
  ExecOptions opt;
  memset(&opt, 0, sizeof opt);
  opt.search = SEARCH_DFS;
  RunStats st;
  HookAction answers[] = {HOOK_GO, HOOK_YIELD, HOOK_TAKEN};
  for (int i = 0; i < 3; i++) {
    RecSink r;
    rec_init(&r);
    TestSink *sinks[] = {&r.sink, NULL};
    memset(&hook_log, 0, sizeof hook_log);
    hook_log.answer = answers[i];
    opt.hooks = &hooks;
    exec_run(mod, &opt, sinks, &st);
    CHECK(hook_log.jumps > 0);
    if (answers[i] == HOOK_TAKEN) {
      CHECK(r.ended == 0 && !st.complete && st.stopped_by && !strcmp(st.stopped_by, "hook-test"));
      continue;
    }
    CHECK(r.ended == 16 && st.complete);
    CHECK(hook_log.calls == 15); /* f once per node of the fork tree that sets s: 1 + 2 + 4 + 8 */
    CHECK(answers[i] != HOOK_YIELD || hook_log.yields == hook_log.jumps);
  }
  ir_module_free(mod);
}

static IrModule *compile(const char *dir, const char *name, const char *text) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return NULL;
  fputs(text, f);
  fclose(f);
  const char *inputs[] = {path};
  IrModule *mod = NULL;
  return symx_load(inputs, 1, NULL, 0, false, 0, &mod) == 0 ? mod : NULL;
}

/* The heap program with the default model and with `counting`: the same
 * paths and outcomes, and every operation of the table was used — by the
 * engine, for every object the program reaches (none made without it). */
static void check_memory_model(const char *dir) {
  IrModule *mod = compile(dir, "heap.c", heap_program);
  CHECK(mod != NULL);
  if (!mod) return;
  ExecOptions opt;
  memset(&opt, 0, sizeof opt);
  opt.search = SEARCH_DFS;
  RecSink flat, own;
  rec_init(&flat);
  rec_init(&own);
  TestSink *sinks[] = {&flat.sink, NULL};
  RunStats st;
  exec_run(mod, &opt, sinks, &st);
  CHECK(st.complete);
  /* i == 5: out of bounds; a[4] == 20 (i == 2): exit 1; otherwise exit 0 */
  CHECK(flat.ended == 3 && flat.errors == 1);
  int oob = 0;
  for (int i = 0; i < 3; i++) oob += flat.kinds[i] == ERR_OUT_OF_BOUNDS;
  CHECK(oob == 1);

  memset(&counted, 0, sizeof counted);
  counted.first_dynamic = ir_first_dynamic_id(mod);
  opt.memory = &counting;
  sinks[0] = &own.sink;
  exec_run(mod, &opt, sinks, &st);
  CHECK(st.complete);
  CHECK(own.ended == flat.ended && own.errors == flat.errors && own.with_test == flat.with_test);
  CHECK(memcmp(own.kinds, flat.kinds, sizeof own.kinds) == 0);
  CHECK(counted.resolve > 0);
  CHECK(counted.read > 0);
  CHECK(counted.write > 0);
  CHECK(counted.alloc > 0);
  CHECK(counted.free > 0);
  CHECK(counted.heap_allocs == 2);  /* malloc, realloc */
  CHECK(counted.free == 3);         /* realloc's, and free on the two paths that exit */
  CHECK(counted.foreign == 0);

  /* every_access: the interpreter's fast path is off, so the model also
   * sees the concrete loads and stores (a[k] = 10 * k); same outcomes */
  static const MemoryOps every = {
      .name = "counting-every", .resolve = counted_resolve, .read = counted_read, .write = counted_write,
      .alloc = counted_alloc, .free = counted_free, .every_access = true,
  };
  int resolves = counted.resolve, writes = counted.write;
  RecSink all;
  rec_init(&all);
  memset(&counted, 0, sizeof counted);
  counted.first_dynamic = ir_first_dynamic_id(mod);
  opt.memory = &every;
  sinks[0] = &all.sink;
  exec_run(mod, &opt, sinks, &st);
  CHECK(st.complete);
  CHECK(all.ended == flat.ended && all.errors == flat.errors && memcmp(all.kinds, flat.kinds, sizeof all.kinds) == 0);
  CHECK(counted.resolve >= resolves + 4 && counted.write >= writes + 4);
  ir_module_free(mod);
}

int main(void) {
  char dir[] = "/tmp/symx-test-engine-XXXXXX";
  if (!mkdtemp(dir)) return 2;
  IrModule *mod = compile(dir, "prog.c", program);
  CHECK(mod != NULL);
  if (!mod) return 1;
  RecSink a, b;
  rec_init(&a);
  rec_init(&b);
  TestSink *sinks[] = {&a.sink, &b.sink, NULL};
  ExecOptions opt;
  memset(&opt, 0, sizeof opt);
  opt.search = SEARCH_DFS;
  Executor *ex = engine_new(mod, &opt, sinks);
  int steps = 0;
  while (engine_step(ex)) steps++;
  RunStats st;
  engine_finish(ex, &st);
  /* Three paths: x == 42 fails the assertion; x > 10 otherwise; x <= 10
   * (`x < 0 ? 2 : 0` is a select, not a branch). */
  CHECK(a.ended == 3);
  CHECK(a.with_test == 3);
  CHECK(a.errors == 1);
  CHECK(steps >= 2);  /* each fork hands a state back to the searcher */
  CHECK(a.state_iff_test);
  CHECK(a.run_ended == 1 && b.run_ended == 1);
  /* The engine numbers the tests 1, 2, ... and every sink sees the same. */
  for (int i = 0; i < 3; i++) CHECK(a.tests[i] == (uint32_t)i + 1);
  CHECK(memcmp(a.tests, b.tests, sizeof a.tests) == 0);
  CHECK(memcmp(a.kinds, b.kinds, sizeof a.kinds) == 0);
  int assertions = 0;
  for (int i = 0; i < 3; i++) assertions += a.kinds[i] == ERR_ASSERTION;
  CHECK(assertions == 1);
  CHECK(st.complete);
  CHECK(st.forks == 2);

  /* The same run with the test's searcher: same paths, and it was asked. */
  RecSink c;
  rec_init(&c);
  TestSink *one[] = {&c.sink, NULL};
  opt.searcher = &oldest;
  exec_run(mod, &opt, one, &st);
  CHECK(c.ended == 3 && c.errors == 1);
  CHECK(oldest_calls >= 3);
  CHECK(st.complete);

  ir_module_free(mod);
  check_memory_model(dir);
  check_hooks(dir);
  char cmd[4200];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) return 2;
  printf("test_engine: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
