/* testcomp: the Test-Comp test format (test-format 1.1). With --test-comp a
 * run writes DIR/test-suite/metadata.xml and, per test, test-suite/testNNNNNN.xml
 * holding one <input> per __VERIFIER_nondet_X call of the path, in order, as
 * the decimal value of the input's bytes read as its C type. Inputs made by
 * other input functions (klee_make_symbolic, ...) are not Test-Comp inputs
 * and are left out. A test whose path called the run's goal function
 * (coverage-error: reach_error) is marked coversError="true".
 *
 * metadata.xml follows test-metadata-1.1.dtd, whose elements are a sequence:
 * sourcecodelang, producer, specification, programfile, programhash (SHA-256),
 * entryfunction, architecture, creationtime (inputtestsuitefile/-hash, which
 * would come before creationtime, are for tools that read a suite). */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "out/formats.h"

/* coverage-branches.prp, for runs given no property */
#define TESTCOMP_DEFAULT_SPEC "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )"

/* Opens DIR/test-suite/NAME (its path into `path`), creating the folder. */
static FILE *open_in_suite(Output *o, const char *name, char path[4096]) {
  snprintf(path, 4096, "%s/test-suite", o->dir);
  if (mkdir(path, 0777) != 0 && errno != EEXIST) {
    out_write_failed(o, path, errno);
    return NULL;
  }
  snprintf(path, 4096, "%s/test-suite/%s", o->dir, name);
  return out_create(o, path, "w");
}

void testcomp_write_test(Output *o, const State *s, uint32_t n) {
  char name[32], path[4096];
  snprintf(name, sizeof name, "test%06u.xml", n);
  FILE *f = open_in_suite(o, name, path);
  if (!f) return;
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
        "<!DOCTYPE testcase PUBLIC \"+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN\" "
        "\"https://sosy-lab.org/test-format/testcase-1.1.dtd\">\n",
        f);
  fputs(s->goal_reached ? "<testcase coversError=\"true\">\n" : "<testcase>\n", f);
  for (size_t i = 0; i < s->inputs.len; i++) {
    const Array *a = s->inputs.data[i];
    uint8_t bytes[16];
    if (a->size > sizeof bytes) continue;
    for (uint32_t k = 0; k < a->size; k++) bytes[k] = model_get(s->model, a, k);
    char v[NONDET_VALUE_MAX];
    if (!nondet_value(a->name ? a->name : "", bytes, a->size, v)) continue;
    fprintf(f, "  <input>%s</input>\n", v);
  }
  fputs("</testcase>\n", f);
  out_finish(o, f, path);
}

void testcomp_write_metadata(Output *o) {
  char path[4096];
  FILE *f = open_in_suite(o, "metadata.xml", path);
  if (!f) return;
  const char *prog = o->formats.nprograms ? o->formats.programs[0] : "";
  char hash[65] = "";
  if (!prog[0] || !sha256_file(prog, hash)) hash[0] = 0;
  char now[32];
  iso_time_now(now);
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
        "<!DOCTYPE test-metadata PUBLIC \"+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN\" "
        "\"https://sosy-lab.org/test-format/test-metadata-1.1.dtd\">\n<test-metadata>\n"
        "  <sourcecodelang>C</sourcecodelang>\n  <producer>symx " SYMX_VERSION "</producer>\n"
        "  <specification>",
        f);
  xml_escape(f, o->formats.specification ? o->formats.specification : TESTCOMP_DEFAULT_SPEC);
  fputs("</specification>\n  <programfile>", f);
  xml_escape(f, prog);
  fprintf(f, "</programfile>\n  <programhash>%s</programhash>\n  <entryfunction>main</entryfunction>\n", hash);
  fprintf(f, "  <architecture>%s</architecture>\n  <creationtime>%s</creationtime>\n</test-metadata>\n",
          o->formats.architecture ? o->formats.architecture : "64bit", now);
  out_finish(o, f, path);
}
