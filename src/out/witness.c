/* witness: SV-COMP violation witnesses, GraphML witness format 1.0 — an
 * entry node, one edge per __VERIFIER_nondet_X call of the path carrying its
 * value as `\result == V;` with the call's line, and a last edge to the
 * violation node at the reach_error call. Written by formats.c for the first
 * reach-error test of an `sv-comp` run. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "out/formats.h"

uint32_t svcomp_violation_line(const Outcome *oc) {
  bool leak = oc->is_error && (oc->kind == ERR_MEMORY_LEAK || oc->kind == ERR_NOT_FREED);
  return leak && oc->nstack ? oc->stack[0].line : oc->line;
}

/* The graph's header: keys and graph data up to the specification. */
static void graph_head(FILE *f, const char *type) {
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
        "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n",
        f);
  static const char *const keys[][4] = {
      {"witness-type", "witness-type", "string", "graph"},
      {"sourcecodelang", "sourcecodelang", "string", "graph"},
      {"producer", "producer", "string", "graph"},
      {"specification", "specification", "string", "graph"},
      {"programFile", "programfile", "string", "graph"},
      {"programHash", "programhash", "string", "graph"},
      {"architecture", "architecture", "string", "graph"},
      {"creationTime", "creationtime", "string", "graph"},
      {"startline", "startline", "int", "edge"},
      {"assumption", "assumption", "string", "edge"},
      {"assumption.resultfunction", "assumption.resultfunction", "string", "edge"},
  };
  for (size_t i = 0; i < ARRAY_LEN(keys); i++)
    fprintf(f, " <key attr.name=\"%s\" attr.type=\"%s\" for=\"%s\" id=\"%s\"/>\n", keys[i][0], keys[i][2],
            keys[i][3], keys[i][1]);
  fputs(" <key attr.name=\"isEntryNode\" attr.type=\"boolean\" for=\"node\" id=\"entry\">"
        "<default>false</default></key>\n"
        " <key attr.name=\"isViolationNode\" attr.type=\"boolean\" for=\"node\" id=\"violation\">"
        "<default>false</default></key>\n"
        " <graph edgedefault=\"directed\">\n",
        f);
  fprintf(f, "  <data key=\"witness-type\">%s</data>\n", type);
  fputs("  <data key=\"sourcecodelang\">C</data>\n"
        "  <data key=\"producer\">symx " SYMX_VERSION "</data>\n"
        "  <data key=\"specification\">",
        f);
}

/* The graph data after the specification. */
static void graph_data(const Output *o, FILE *f) {
  const char *prog = o->formats.nprograms ? o->formats.programs[0] : "";
  char hash[65] = "", now[32];
  if (!sha256_file(prog, hash)) hash[0] = 0;
  iso_time_now(now);
  xml_escape(f, o->formats.specification ? o->formats.specification : "");
  fputs("</data>\n  <data key=\"programfile\">", f);
  xml_escape(f, prog);
  fprintf(f, "</data>\n  <data key=\"programhash\">%s</data>\n", hash);
  fprintf(f, "  <data key=\"architecture\">%s</data>\n  <data key=\"creationtime\">%s</data>\n",
          o->formats.architecture ? o->formats.architecture : "64bit", now);
}

/* DIR/witness.graphml opened, with everything up to the entry node N0
 * written; NULL when it cannot be created. */
static FILE *open_graph(Output *o, const char *kind, char *path, size_t n) {
  snprintf(path, n, "%s/witness.graphml", o->dir);
  FILE *f = out_create(o, path, "w");
  if (!f) return NULL;
  graph_head(f, kind);
  graph_data(o, f);
  fputs("  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n", f);
  return f;
}

bool svcomp_write_correctness_witness(Output *o) {
  char path[4096];
  FILE *f = open_graph(o, "correctness_witness", path, sizeof path);
  if (!f) return false;
  fputs(" </graph>\n</graphml>\n", f);
  return out_finish(o, f, path);
}

bool svcomp_write_witness(Output *o, const State *s, const Outcome *oc) {
  char path[4096];
  FILE *f = open_graph(o, "violation_witness", path, sizeof path);
  if (!f) return false;
  uint32_t node = 0;
  for (size_t i = 0; i < s->inputs.len; i++) {
    const Array *a = s->inputs.data[i];
    uint8_t bytes[16];
    char v[NONDET_VALUE_MAX + 2];
    if (!a->name || a->size > sizeof bytes) continue;
    for (uint32_t k = 0; k < a->size; k++) bytes[k] = model_get(s->model, a, k);
    if (!nondet_value(a->name, bytes, a->size, v)) continue;
    /* an input with no C constant (over 64 bits, a NaN) gets no assumption */
    bool fits = nondet_c_constant(a->name, bytes, a->size, v);
    fprintf(f, "  <node id=\"N%u\"/>\n  <edge source=\"N%u\" target=\"N%u\">\n", node + 1, node, node + 1);
    if (a->line) fprintf(f, "   <data key=\"startline\">%u</data>\n", a->line);
    if (fits) fprintf(f, "   <data key=\"assumption\">\\result == %s;</data>\n", v);
    fprintf(f, "   <data key=\"assumption.resultfunction\">__VERIFIER_%s</data>\n  </edge>\n", a->name);
    node++;
  }
  fprintf(f, "  <node id=\"N%u\">\n   <data key=\"violation\">true</data>\n  </node>\n", node + 1);
  fprintf(f, "  <edge source=\"N%u\" target=\"N%u\">\n", node, node + 1);
  if (svcomp_violation_line(oc)) fprintf(f, "   <data key=\"startline\">%u</data>\n", svcomp_violation_line(oc));
  fputs("  </edge>\n </graph>\n</graphml>\n", f);
  return out_finish(o, f, path);
}
