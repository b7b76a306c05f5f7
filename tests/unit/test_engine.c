/* The engine's driver API and its sink seam, without symx's command line:
 * a small C program compiled with symx_load, explored with engine_new /
 * engine_step / engine_finish, its ended paths seen by two test sinks;
 * then again with a searcher of the test's own.
 * (Linked with the front end; see the Makefile.) */
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

static const char program[] =
    "#include \"symx.h\"\n"
    "#include <assert.h>\n"
    "int main(void) {\n"
    "  int x = symx_int(\"x\");\n"
    "  if (x > 10) { assert(x != 42); return 1; }\n"
    "  return x < 0 ? 2 : 0;\n"
    "}\n";

static IrModule *compile(const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/prog.c", dir);
  FILE *f = fopen(path, "w");
  if (!f) return NULL;
  fputs(program, f);
  fclose(f);
  const char *inputs[] = {path};
  IrModule *mod = NULL;
  return symx_load(inputs, 1, NULL, 0, false, 0, &mod) == 0 ? mod : NULL;
}

int main(void) {
  char dir[] = "/tmp/symx-test-engine-XXXXXX";
  if (!mkdtemp(dir)) return 2;
  IrModule *mod = compile(dir);
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
  char cmd[4200];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) return 2;
  printf("test_engine: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
