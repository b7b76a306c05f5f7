/* witness_yaml: SV-COMP violation witnesses in witness format 2.0 (YAML),
 * written beside the GraphML one (witness.c): one violation_sequence entry
 * whose content is a segment per __VERIFIER_nondet_X call of the path (a
 * function_return waypoint constraining `\result` to the test's value, at
 * the call's line) and a final segment with the target waypoint where the
 * property is violated. Format: sosy-lab's sv-witnesses, "Format for
 * Violation Witnesses, version 2.0". */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "out/formats.h"

/* A YAML double-quoted scalar. */
static void yaml_str(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c == '\n') fputs("\\n", f);
    else if (c < 0x20) fprintf(f, "\\x%02x", c);
    else fputc(c, f);
  }
  fputc('"', f);
}

/* A random (version 4) UUID, RFC 4122. */
static void uuid4(char out[37]) {
  uint8_t b[16];
  FILE *r = fopen("/dev/urandom", "rb");
  if (!r || fread(b, 1, sizeof b, r) != sizeof b) {
    uint64_t x = (uint64_t)time(NULL) * 6364136223846793005ull ^ (uint64_t)getpid();
    for (int i = 0; i < 16; i++, x = x * 6364136223846793005ull + 1442695040888963407ull) b[i] = (uint8_t)(x >> 56);
  }
  if (r) fclose(r);
  b[6] = (uint8_t)((b[6] & 0x0f) | 0x40);
  b[8] = (uint8_t)((b[8] & 0x3f) | 0x80);
  char *p = out;
  for (int i = 0; i < 16; i++) {
    p += sprintf(p, "%02x", b[i]);
    if (i == 3 || i == 5 || i == 7 || i == 9) *p++ = '-';
  }
  *p = 0;
}

static void location(FILE *f, const char *prog, uint32_t line) {
  fputs("            location:\n              file_name: ", f);
  yaml_str(f, prog);
  fprintf(f, "\n              line: %u\n", line ? line : 1);
}

static void metadata(const Output *o, FILE *f, const char *prog, const char *type) {
  char uuid[37], now[32], hash[65] = "";
  uuid4(uuid);
  iso_time_now(now);
  if (!sha256_file(prog, hash)) hash[0] = 0;
  fprintf(f, "- entry_type: %s\n  metadata:\n    format_version: \"2.0\"\n"
             "    uuid: \"%s\"\n    creation_time: \"%s\"\n    producer:\n      name: symx\n"
             "      version: \"" SYMX_VERSION "\"\n    task:\n      input_files:\n        - ",
          type, uuid, now);
  yaml_str(f, prog);
  fputs("\n      input_file_hashes:\n        ", f);
  yaml_str(f, prog);
  fprintf(f, ": \"%s\"\n      specification: ", hash);
  yaml_str(f, o->formats.specification ? o->formats.specification : "");
  fprintf(f, "\n      data_model: %s\n      language: C\n  content:\n",
          o->formats.architecture && !strcmp(o->formats.architecture, "32bit") ? "ILP32" : "LP64");
}

bool svcomp_write_yaml_witness(Output *o, const State *s, const Outcome *oc) {
  char path[4096];
  snprintf(path, sizeof path, "%s/witness.yml", o->dir);
  FILE *f = out_create(o, path, "w");
  if (!f) return false;
  const char *prog = o->formats.nprograms ? o->formats.programs[0] : "";
  metadata(o, f, prog, "violation_sequence");
  for (size_t i = 0; i < s->inputs.len; i++) {
    const Array *a = s->inputs.data[i];
    uint8_t bytes[16];
    char v[NONDET_VALUE_MAX + 2];
    if (!a->name || a->size > sizeof bytes || !a->line) continue;
    for (uint32_t k = 0; k < a->size; k++) bytes[k] = model_get(s->model, a, k);
    if (!nondet_c_constant(a->name, bytes, a->size, v)) continue; /* no C constant for it */
    fputs("    - segment:\n        - waypoint:\n            type: function_return\n            action: follow\n"
          "            constraint:\n              value: ", f);
    char c[NONDET_VALUE_MAX + 16];
    snprintf(c, sizeof c, "\\result == %s", v);
    yaml_str(f, c);
    fputs("\n              format: acsl_expression\n", f);
    location(f, prog, a->line);
  }
  fputs("    - segment:\n        - waypoint:\n            type: target\n            action: follow\n", f);
  location(f, prog, svcomp_violation_line(oc));
  return out_finish(o, f, path);
}

bool svcomp_write_yaml_correctness_witness(Output *o, const WitnessInvariant *inv, uint32_t n) {
  if (!n) return false;
  char path[4096];
  snprintf(path, sizeof path, "%s/witness.yml", o->dir);
  FILE *f = out_create(o, path, "w");
  if (!f) return false;
  const char *prog = o->formats.nprograms ? o->formats.programs[0] : "";
  metadata(o, f, prog, "invariant_set");
  for (uint32_t i = 0; i < n; i++) {
    fputs("    - invariant:\n        type: loop_invariant\n        location:\n          file_name: ", f);
    yaml_str(f, prog);
    fprintf(f, "\n          line: %u\n          column: %u\n          function: ", inv[i].line, inv[i].col ? inv[i].col : 1);
    yaml_str(f, inv[i].function);
    fputs("\n        value: ", f);
    yaml_str(f, inv[i].expr);
    fputs("\n        format: c_expression\n", f);
  }
  return out_finish(o, f, path);
}
