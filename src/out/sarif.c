/* sarif: DIR/report.sarif, SARIF 2.1.0. One run; tool.driver.rules holds a
 * rule per error kind; one result per distinct error (out's ErrorRecord) with
 * ruleId = the kind, its message, location, and its call stack as a codeFlow
 * (outermost frame first). */
#include <errno.h>
#include <string.h>

#include "out/formats.h"

/* A file name as a URI reference: relative paths stay relative, absolute
 * ones become file:// URIs; characters outside the unreserved set and '/'
 * are percent-encoded. */
static void juri(FILE *f, const char *path) {
  fputc('"', f);
  if (path[0] == '/') fputs("file://", f);
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("-._~/", *p))
      fputc(*p, f);
    else
      fprintf(f, "%%%02X", *p);
  }
  fputc('"', f);
}

static const char *const rule_text[ERR_NUM_KINDS] = {
    [ERR_ASSERTION] = "An assertion failed.",
    [ERR_ABORT] = "abort() was called or a trap was reached.",
    [ERR_REACH_ERROR] = "reach_error() or __VERIFIER_error() was called.",
    [ERR_DIV_BY_ZERO] = "Division or remainder by zero.",
    [ERR_OVERFLOW] = "Signed integer overflow or an over-wide shift.",
    [ERR_FLOAT_CAST] = "A floating-point value (or a NaN) converted to an integer type that cannot represent it.",
    [ERR_OUT_OF_BOUNDS] = "Memory access outside the bounds of an object.",
    [ERR_NULL_DEREF] = "Dereference of a null pointer.",
    [ERR_USE_AFTER_FREE] = "Access to freed memory or to a stack object out of scope.",
    [ERR_DOUBLE_FREE] = "Memory freed twice.",
    [ERR_INVALID_FREE] = "free() of a pointer that malloc did not return.",
    [ERR_READ_ONLY] = "A write to read-only memory (a string literal or a const object).",
    [ERR_MEMORY_LEAK] = "Heap memory no longer reachable while still allocated (sv-comp valid-memtrack).",
    [ERR_NOT_FREED] = "Heap memory still allocated when the program ends (sv-comp valid-memcleanup).",
    [ERR_NO_PERMISSION] = "symx verify: an access no permission (symx_acc) covers.",
    [ERR_PRECONDITION] = "symx verify: a callee's precondition may not hold at the call.",
    [ERR_POSTCONDITION] = "symx verify: the function's postcondition may not hold at a return.",
    [ERR_FOLD] = "symx verify: symx_fold of a predicate whose body does not hold.",
    [ERR_UNFOLD] = "symx verify: symx_unfold of a predicate chunk that is not held.",
    [ERR_INVARIANT] = "symx verify: a loop invariant not established on entry or not preserved by an iteration.",
    [ERR_LEAK] = "symx verify --leak-check: permissions left over at the function's return.",
    [ERR_UNSUPPORTED] = "Something symx cannot handle yet; the exploration is incomplete.",
};

static void physical_location(FILE *f, const char *file, uint32_t line) {
  fputs("{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", f);
  juri(f, file && file[0] ? file : "unknown");
  fputs("}", f);
  if (line) fprintf(f, ", \"region\": {\"startLine\": %u}", line);
  fputs("}}", f);
}

void sarif_write(Output *o, const RunStats *st) {
  char path[4096];
  snprintf(path, sizeof path, "%s/report.sarif", o->dir);
  FILE *f = out_create(o, path, "w");
  if (!f) return;
  fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
        "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
        "    \"tool\": {\"driver\": {\"name\": \"symx\", \"version\": \"" SYMX_VERSION "\",\n"
        "      \"rules\": [",
        f);
  for (int k = 0; k < ERR_NUM_KINDS; k++) {
    fprintf(f, "%s\n        {\"id\": ", k ? "," : "");
    util_json_string(f, error_kind_names[k]);
    fputs(", \"shortDescription\": {\"text\": ", f);
    util_json_string(f, rule_text[k] ? rule_text[k] : error_kind_names[k]);
    fprintf(f, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}", k == ERR_UNSUPPORTED ? "warning" : "error");
  }
  fputs("]}},\n    \"invocations\": [{\"executionSuccessful\": true", f);
  fprintf(f, ", \"properties\": {\"complete\": %s, \"paths\": %llu, \"tests\": %u}}],\n",
          st->complete ? "true" : "false", (unsigned long long)o->paths, o->ntests);
  fputs("    \"results\": [", f);
  for (size_t i = 0; i < o->errors.len; i++) {
    const ErrorRecord *e = &o->errors.data[i];
    fprintf(f, "%s\n      {\"ruleId\": ", i ? "," : "");
    util_json_string(f, error_kind_names[e->kind]);
    fprintf(f, ", \"ruleIndex\": %d, \"level\": \"%s\",\n       \"message\": {\"text\": ", (int)e->kind,
            e->kind == ERR_UNSUPPORTED ? "warning" : "error");
    util_json_string(f, e->message);
    fputs("},\n       \"locations\": [", f);
    physical_location(f, e->file, e->line);
    fputs("]", f);
    if (e->nstack) {
      fputs(",\n       \"codeFlows\": [{\"threadFlows\": [{\"locations\": [", f);
      for (uint32_t k = 0; k < e->nstack; k++) {
        const StackEntry *se = &e->stack[e->nstack - 1 - k]; /* outermost first */
        fprintf(f, "%s\n         {\"nestingLevel\": %u, \"location\": ", k ? "," : "", k);
        fputs("{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", f);
        juri(f, se->file && se->file[0] ? se->file : "unknown");
        fputs("}", f);
        if (se->line) fprintf(f, ", \"region\": {\"startLine\": %u}", se->line);
        fputs("}, \"message\": {\"text\": ", f);
        util_json_string(f, se->function ? se->function : "?");
        fputs("}}}", f);
      }
      fputs("]}]}]", f);
    }
    fprintf(f, ",\n       \"properties\": {\"paths\": %u, \"test\": ", e->count);
    if (e->test) fprintf(f, "\"test%06u.json\"", e->test);
    else fputs("null", f);
    fputs(", \"function\": ", f);
    util_json_string(f, e->function);
    fputs("}}", f);
  }
  fputs(o->errors.len ? "\n    ]\n  }]\n}\n" : "]\n  }]\n}\n", f);
  out_finish(o, f, path);
}
