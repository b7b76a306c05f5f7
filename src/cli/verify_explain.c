/* verify_explain: see verify_explain.h. */
#include "cli/verify_explain.h"

#include <string.h>

#include "base/util.h"

static void explain_path_ended(TestSink *k, const State *s, const Outcome *oc, uint32_t test) {
  VerifyExplain *x = (VerifyExplain *)k;
  if (!oc->is_error || oc->kind == ERR_UNSUPPORTED || x->n == EXPLAIN_FAILURES) return;
  if (!x->failures) x->failures = xcalloc(EXPLAIN_FAILURES, sizeof *x->failures);
  VerifyFailure *f = &x->failures[x->n++];
  snprintf(f->kind, sizeof f->kind, "%s", error_kind_names[oc->kind]);
  f->file = xstrdup(oc->file ? oc->file : "");
  f->line = oc->line;
  snprintf(f->message, sizeof f->message, "%s", oc->message);
  f->test = test;
  if (x->explain && s) {
    char what[300];
    snprintf(what, sizeof what, "failed: %s", error_kind_names[oc->kind]);
    f->trace = trace_make(s, what, f->file, oc->line);
  }
}

TestSink *verify_explain_sink(VerifyExplain *x, bool explain) {
  memset(x, 0, sizeof *x);
  x->explain = explain;
  x->sink.path_ended = explain_path_ended;
  return &x->sink;
}

/* The last EXPLAIN_STEPS steps ending at t, oldest first, into out[]; their number. */
static uint32_t last_steps(const TraceStep *t, const TraceStep **out) {
  uint32_t n = 0;
  for (const TraceStep *p = t; p && n < EXPLAIN_STEPS; p = p->prev) n++;
  uint32_t i = n;
  for (const TraceStep *p = t; p && i > 0; p = p->prev) out[--i] = p;
  return n;
}

void verify_explain_print(FILE *out, const VerifyFailure *f) {
  fprintf(out, "  %s at %s:%u (test%06u): %s\n", f->kind, f->file, f->line, f->test, f->message);
  if (!f->trace) return;
  const TraceStep *steps[EXPLAIN_STEPS];
  uint32_t n = last_steps(f->trace, steps);
  if (n && steps[0]->index > 1) fprintf(out, "    (%u earlier steps left out)\n", steps[0]->index - 1);
  for (uint32_t i = 0; i < n; i++) {
    const TraceStep *t = steps[i];
    fprintf(out, "    step %u at %s:%u: %s\n      store: %s\n      heap:  %s\n      pc:    %s\n", t->index,
            t->file ? t->file : "?", t->line, t->what, t->store, t->heap, t->pc);
  }
}

void verify_explain_json(FILE *out, const VerifyFailure *f, uint32_t n) {
  fputc('[', out);
  for (uint32_t i = 0; i < n; i++) {
    fprintf(out, "%s{\"kind\": \"%s\", \"file\": ", i ? ", " : "", f[i].kind);
    util_json_string(out, f[i].file);
    fprintf(out, ", \"line\": %u, \"message\": ", f[i].line);
    util_json_string(out, f[i].message);
    fprintf(out, ", \"test\": \"test%06u.json\"", f[i].test);
    if (f[i].trace) {
      const TraceStep *steps[EXPLAIN_STEPS];
      uint32_t k = last_steps(f[i].trace, steps);
      fputs(", \"trace\": [", out);
      for (uint32_t j = 0; j < k; j++) {
        fprintf(out, "%s\n        {\"step\": %u, \"what\": ", j ? "," : "", steps[j]->index);
        util_json_string(out, steps[j]->what);
        fputs(", \"file\": ", out);
        util_json_string(out, steps[j]->file ? steps[j]->file : "");
        fprintf(out, ", \"line\": %u, \"store\": ", steps[j]->line);
        util_json_string(out, steps[j]->store);
        fputs(", \"heap\": ", out);
        util_json_string(out, steps[j]->heap);
        fputs(", \"pc\": ", out);
        util_json_string(out, steps[j]->pc);
        fputc('}', out);
      }
      fputc(']', out);
    }
    fputc('}', out);
  }
  fputc(']', out);
}

void verify_explain_free(VerifyFailure *f, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    xstrfree(f[i].file);
    trace_dec(f[i].trace);
  }
  if (f) xfree(f, EXPLAIN_FAILURES * sizeof *f);
}
