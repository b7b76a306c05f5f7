/* out: see out.h. Files are written with plain stdio; JSON strings escaped. */
#include "out/out.h"
#include "out/formats.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int out_open(Output *o, const char *dir) {
  memset(o, 0, sizeof *o);
  if (dir) {
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
      fprintf(stderr, "symx: cannot create output directory %s: %s\n", dir, strerror(errno));
      return 2;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
      fprintf(stderr, "symx: %s is not a directory\n", dir);
      return 2;
    }
    /* Never mix this run's tests with an earlier run's. */
    DIR *d = opendir(dir);
    struct dirent *de;
    bool empty = true;
    while (d && (de = readdir(d)))
      if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..")) empty = false;
    if (d) closedir(d);
    if (!empty) {
      fprintf(stderr, "symx: output directory %s is not empty (choose another, or remove it)\n", dir);
      return 2;
    }
    o->dir = xstrdup(dir);
    return 0;
  }
  for (int n = 0; n < 100000; n++) {
    char name[32];
    snprintf(name, sizeof name, "symx-out-%d", n);
    if (mkdir(name, 0777) == 0) {
      o->dir = xstrdup(name);
      return 0;
    }
    if (errno != EEXIST) {
      fprintf(stderr, "symx: cannot create output directory %s: %s\n", name, strerror(errno));
      return 2;
    }
  }
  fprintf(stderr, "symx: no free symx-out-N directory name\n");
  return 2;
}

static void json_stack(FILE *f, const StackEntry *st, uint32_t n) {
  fputc('[', f);
  for (uint32_t i = 0; i < n; i++) {
    fprintf(f, "%s{\"function\": ", i ? ", " : "");
    util_json_string(f, st[i].function);
    fputs(", \"file\": ", f);
    util_json_string(f, st[i].file ? st[i].file : "");
    fprintf(f, ", \"line\": %u}", st[i].line);
  }
  fputc(']', f);
}

static ErrorRecord *find_error(Output *o, const Outcome *oc) {
  const char *file = oc->file ? oc->file : "";
  for (size_t i = 0; i < o->errors.len; i++) {
    ErrorRecord *e = &o->errors.data[i];
    if (e->kind == oc->kind && e->line == oc->line && e->heap_left == oc->heap_left && !strcmp(e->file, file))
      return e;
  }
  return NULL;
}

bool out_known_error(Output *o, const Outcome *oc) { return oc->is_error && find_error(o, oc) != NULL; }

bool out_count_known_error(Output *o, const Outcome *oc) {
  ErrorRecord *e = oc->is_error ? find_error(o, oc) : NULL;
  if (e) e->count++;
  return e != NULL;
}

/* Records the error of an outcome; returns its record. */
static ErrorRecord *record_error(Output *o, const Outcome *oc, uint32_t test) {
  if (oc->kind == ERR_UNSUPPORTED) o->has_unsupported = true;
  const char *file = oc->file ? oc->file : "";
  ErrorRecord *known = find_error(o, oc);
  if (known) {
    known->count++;
    if (!known->test) known->test = test;
    return known;
  }
  ErrorRecord e = {oc->kind, xstrdup(file), oc->line, xstrdup(oc->function ? oc->function : ""),
                   xstrdup(oc->message), oc->heap_left, test, 1, NULL, oc->nstack};
  e.stack = xmalloc((oc->nstack ? oc->nstack : 1) * sizeof(StackEntry));
  memcpy(e.stack, oc->stack, oc->nstack * sizeof(StackEntry));
  VEC_PUSH(o->errors, e);
  return &o->errors.data[o->errors.len - 1];
}

void out_write_failed(Output *o, const char *path, int err) {
  if (!o->write_failures++)
    snprintf(o->write_error, sizeof o->write_error, "cannot write %.500s: %s", path,
             err ? strerror(err) : "write error");
}

FILE *out_create(Output *o, const char *path, const char *mode) {
  /* At a file size limit (ulimit -f) SIGXFSZ would kill the run: let the
   * write fail instead, and be reported. */
  signal(SIGXFSZ, SIG_IGN);
  if (getenv("SYMX_FAIL_WRITE") && strstr(path, getenv("SYMX_FAIL_WRITE"))) { /* tests: one file fails */
    out_write_failed(o, path, ENOSPC);
    return NULL;
  }
  FILE *f = fopen(path, mode);
  if (!f) out_write_failed(o, path, errno);
  return f;
}

bool out_finish(Output *o, FILE *f, const char *path) {
  if (!f) return false;
  errno = 0;
  bool bad = fflush(f) != 0 || ferror(f);
  int err = errno;
  if (fclose(f) != 0 && !bad) bad = true, err = errno;
  if (bad) out_write_failed(o, path, err);
  return !bad;
}

int out_report_write_failures(const Output *o) {
  if (!o->write_failures) return 0;
  if (o->write_failures == 1)
    fprintf(stderr, "symx: %s; the output in %s is incomplete\n", o->write_error, o->dir);
  else
    fprintf(stderr, "symx: %s, and %u more files could not be written; the output in %s is incomplete\n",
            o->write_error, o->write_failures - 1, o->dir);
  return 4;
}

/* Writes test number n of the path that ended in s. */
static void write_test(Output *o, const State *s, const Outcome *oc, uint32_t n) {
  char path[4096];
  snprintf(path, sizeof path, "%s/test%06u.json", o->dir, n);
  FILE *f = out_create(o, path, "w");
  if (f) {
    fputs("{\"inputs\": [", f);
    for (size_t i = 0; i < s->inputs.len; i++) {
      const Array *a = s->inputs.data[i];
      fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
      util_json_string(f, a->name);
      fprintf(f, ", \"size\": %u, \"bytes\": \"", a->size);
      for (uint32_t k = 0; k < a->size; k++) fprintf(f, "%02x", model_get(s->model, a, k));
      fputs("\"}", f);
    }
    fputs("],\n \"outcome\": ", f);
    if (oc->halted) { /* no end to predict: where the path stood when the run stopped */
      fputs("{\"kind\": \"halted\", \"reason\": ", f);
      util_json_string(f, oc->halted);
      fputs(", \"file\": ", f);
      util_json_string(f, oc->file ? oc->file : "");
      fprintf(f, ", \"line\": %u, \"function\": ", oc->line);
      util_json_string(f, oc->function ? oc->function : "");
      fputs("}", f);
    } else if (oc->is_error) {
      fputs("{\"kind\": \"error\", \"error\": ", f);
      util_json_string(f, error_kind_names[oc->kind]);
      fputs(", \"file\": ", f);
      util_json_string(f, oc->file ? oc->file : "");
      fprintf(f, ", \"line\": %u, \"function\": ", oc->line);
      util_json_string(f, oc->function ? oc->function : "");
      fputs(", \"message\": ", f);
      util_json_string(f, oc->message);
      fputs(", \"stack\": ", f);
      json_stack(f, oc->stack, oc->nstack);
      fputs("}", f);
    } else {
      fprintf(f, "{\"kind\": \"exit\", \"code\": %lld}", (long long)oc->code);
    }
    fputs("}\n", f);
  }
  out_finish(o, f, path);
}

static void sink_path_ended(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  Output *o = (Output *)k;
  o->paths++;
  if (test) {
    o->ntests = test;
    write_test(o, s, oc, test);
    formats_path_ended(o, s, oc, test); /* .ktest, Test-Comp, witness */
  }
  if (oc->is_error) record_error(o, oc, test);
}

/* A state cut by the run's stop: its test (not a path: no outcome). */
static void sink_path_halted(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  Output *o = (Output *)k;
  o->ntests = test;
  o->halted_tests++;
  write_test(o, s, oc, test);
  formats_path_ended(o, s, oc, test); /* .ktest, Test-Comp (no witness: not an error) */
}

/* coverage.info (lcov) at the end of the run. */
static void sink_run_ended(TestSink *k, const RunCoverage *c) {
  Output *o = (Output *)k;
  char lcov[4096];
  snprintf(lcov, sizeof lcov, "%s/coverage.info", o->dir);
  signal(SIGXFSZ, SIG_IGN); /* a file size limit: the write fails, and is reported */
  errno = 0;
  if (!cov_write_lcov(c->cov, c->hits, c->edges, lcov)) out_write_failed(o, lcov, errno);
}

TestSink *out_sink(Output *o) {
  o->sink.path_ended = sink_path_ended;
  o->sink.path_halted = sink_path_halted;
  o->sink.run_ended = sink_run_ended;
  return &o->sink;
}

void out_write_summary(Output *o, const RunStats *st) {
  char path[4096];
  snprintf(path, sizeof path, "%s/summary.json", o->dir);
  formats_run_ended(o, st); /* report.sarif, Test-Comp metadata: first, so the summary can tell */
  FILE *f = out_create(o, path, "w");
  if (!f) return;
  fprintf(f, "{\n  \"tool\": \"symx\",\n  \"version\": \"%s\",\n  \"complete\": %s,\n", SYMX_VERSION,
          st->complete ? "true" : "false");
  fputs("  \"stopped_by\": ", f);
  if (st->stopped_by) util_json_string(f, st->stopped_by);
  else fputs("null", f);
  if (o->method) {
    fputs(",\n  \"method\": ", f);
    util_json_string(f, o->method);
    fprintf(f, ",\n  \"bound\": %u,\n  \"merged_states\": %llu", o->bound, (unsigned long long)o->merged_states);
  }
  fprintf(f, ",\n  \"options\": {\"check_overflow\": %s, \"data_model\": \"%s\"",
          o->check_overflow ? "true" : "false", o->ilp32 ? "ILP32" : "LP64");
  if (o->entry) fprintf(f, ", \"entry\": \"%s\"", o->entry);
  if (o->verify) fprintf(f, ", \"verify\": \"%s\"", o->verify);
  fputs("}", f);
  if (st->goal) {
    fputs(",\n  \"goal\": {\"function\": ", f);
    util_json_string(f, st->goal);
    if (st->goal_test) fprintf(f, ", \"test\": \"test%06u.json\"}", st->goal_test);
    else fputs(", \"test\": null}", f);
  }
  if (o->replayed)
    fprintf(f, ",\n  \"replay\": {\"matched\": %u, \"mismatched\": %u, \"skipped\": %u}",
            o->replay_matched, o->replay_mismatched, o->replay_skipped);
  fprintf(f, ",\n  \"paths\": %llu,\n  \"tests\": %u,\n  \"halted_tests\": %u,\n  \"errors\": [",
          (unsigned long long)o->paths, o->ntests, o->halted_tests);
  for (size_t i = 0; i < o->errors.len; i++) {
    const ErrorRecord *e = &o->errors.data[i];
    fprintf(f, "%s\n    {\"kind\": ", i ? "," : "");
    util_json_string(f, error_kind_names[e->kind]);
    fputs(", \"file\": ", f);
    util_json_string(f, e->file);
    fprintf(f, ", \"line\": %u, \"function\": ", e->line);
    util_json_string(f, e->function);
    fputs(", \"message\": ", f);
    util_json_string(f, e->message);
    fputs(", \"test\": ", f);
    if (e->test) fprintf(f, "\"test%06u.json\"", e->test);
    else fputs("null", f);
    fprintf(f, ", \"paths\": %u, \"stack\": ", e->count);
    json_stack(f, e->stack, e->nstack);
    fputs("}", f);
  }
  fprintf(f,
          "%s],\n  \"instructions\": %llu,\n  \"forks\": %llu,\n  \"queries\": %llu,\n"
          "  \"queries_trivial\": %llu,\n  \"queries_order\": %llu,\n  \"queries_cached\": %llu,\n  \"queries_cex\": %llu,\n  \"queries_z3\": %llu,\n"
          "  \"solver_time_s\": %.3f,\n  \"time_s\": %.3f,\n  \"peak_memory_mb\": %.1f",
          o->errors.len ? "\n  " : "", (unsigned long long)st->instructions,
          (unsigned long long)st->forks, (unsigned long long)st->queries,
          (unsigned long long)st->queries_trivial, (unsigned long long)st->queries_order,
          (unsigned long long)st->queries_cached, (unsigned long long)st->queries_cex,
          (unsigned long long)st->queries_z3, st->solver_time, st->time_s,
          st->peak_rss / (1024.0 * 1024.0));
  fprintf(f, ",\n  \"native_calls\": %llu", (unsigned long long)st->native_calls);
  fprintf(f, ",\n  \"selects_folded\": %u", st->selects_folded);
  fprintf(f, ",\n  \"pruned\": {\"subsumed\": %llu, \"abstract-subsumed\": %llu, \"checked\": %llu, \"stored\": %llu, "
          "\"undecided\": %llu, \"abstract-list\": %llu, \"abstract-array\": %llu, \"index-splits\": %llu, \"at-calls\": %llu}",
          (unsigned long long)st->subsumed, (unsigned long long)st->abstract_subsumed,
          (unsigned long long)st->subsume_checks, (unsigned long long)st->subsume_stored,
          (unsigned long long)st->subsume_undecided, (unsigned long long)st->subsume_by_list,
          (unsigned long long)st->subsume_by_array, (unsigned long long)st->subsume_splits,
          (unsigned long long)st->subsume_at_calls);
  if (o->extra_name && o->extra_json) fprintf(f, ",\n  \"%s\": %s", o->extra_name, o->extra_json);
  fprintf(f, ",\n  \"max_states\": %zu,\n  \"coverage\": {\"lines\": [%u, %u], \"branches\": [%u, %u]}",
          st->max_states, st->lines_covered, st->lines_total, st->branches_covered, st->branches_total);
  /* false when a file of the run (a test, .ktest, coverage.info ...) could not be written */
  fprintf(f, ",\n  \"output_complete\": %s", o->write_failures ? "false" : "true");
  if (o->write_failures) {
    fputs(",\n  \"output_error\": ", f);
    util_json_string(f, o->write_error);
  }
  fputs("\n}\n", f);
  out_finish(o, f, path);
}

void out_print_human(Output *o, const RunStats *st, FILE *f) {
  char halted[96] = "";
  if (o->halted_tests)
    snprintf(halted, sizeof halted, " (%u of paths cut by %s)", o->halted_tests, st->stopped_by ? st->stopped_by : "?");
  fprintf(f, "symx: %llu paths, %u tests%s, %zu distinct errors, %llu instructions, %.2f s\n",
          (unsigned long long)o->paths, o->ntests, halted, o->errors.len,
          (unsigned long long)st->instructions, st->time_s);
  for (size_t i = 0; i < o->errors.len; i++) {
    const ErrorRecord *e = &o->errors.data[i];
    if (e->line)
      fprintf(f, "  %s at %s:%u in %s: %s", error_kind_names[e->kind], e->file[0] ? e->file : "?",
              e->line, e->function, e->message);
    else
      fprintf(f, "  %s: %s", error_kind_names[e->kind], e->message);
    if (e->test) fprintf(f, " (test%06u.json)", e->test);
    fputc('\n', f);
  }
  if (st->goal && st->goal_test)
    fprintf(f, "goal reached: test%06u.json calls %s; the run stops at the first such test\n",
            st->goal_test, st->goal);
  else if (st->goal)
    fprintf(f, "goal not reached: no test calls %s\n", st->goal);
  if (st->complete && o->kind_k)
    fprintf(f, "k-induction with k = %u: the base case (bound %u) and the step case hold: no execution errs, "
               "whatever the iteration count\n", o->kind_k, o->bound);
  else if (st->complete && o->rec_functions)
    fprintf(f, "recursion summaries: %u recursive function%s summarised (proved by induction over the call depth, "
               "summary.json's k_induction.summaries): no execution errs\n",
            o->rec_functions, o->rec_functions == 1 ? "" : "s");
  else if (st->complete && o->method)
    fprintf(f, "%s with bound %u: every execution explored (no unwinding assertion fails)%s\n", o->method,
            o->bound, o->errors.len ? "" : ": no errors on any path");
  else if (st->complete)
    fprintf(f, "exploration complete%s\n", o->errors.len ? "" : ": no errors on any path");
  else if (o->method && st->stopped_by && !strcmp(st->stopped_by, "bound"))
    fprintf(f, "exploration INCOMPLETE (stopped by bound: an unwinding assertion fails at bound %u)\n", o->bound);
  else
    fprintf(f, "exploration INCOMPLETE%s%s%s\n", st->stopped_by ? " (stopped by " : "",
            st->stopped_by ? st->stopped_by : "", st->stopped_by ? ")" : "");
  if (o->kind_step && !strcmp(o->kind_step, "not-applicable"))
    fprintf(f, "k-induction: not applicable (%s)\n", o->kind_why ? o->kind_why : "?");
  else if (o->kind_step && !o->kind_k && strcmp(o->kind_step, "not-needed"))
    fprintf(f, "k-induction: step case %s up to k = %u (%s)\n", o->kind_step, o->bound,
            o->kind_why ? o->kind_why
                        : "an error from the havocked loop state, which need not be reachable: no bug");
  fprintf(f, "output in %s\n", o->dir);
}

void out_close(Output *o) {
  for (size_t i = 0; i < o->errors.len; i++) {
    ErrorRecord *e = &o->errors.data[i];
    xstrfree(e->file);
    xstrfree(e->function);
    xstrfree(e->message);
    xfree(e->stack, (e->nstack ? e->nstack : 1) * sizeof(StackEntry));
  }
  VEC_FREE(o->errors);
  xstrfree(o->dir);
}
