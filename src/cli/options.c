/* options: see options.h. */
#include "cli/options.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "front/cflags.h"

int opt_error(const char *fmt, const char *arg) {
  fputs("symx: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs(" (see symx --help)\n", stderr);
  return 2;
}

/* Does `arg` name the row ("--x", or either of "-o|--output")? */
/* Whether arg (its first n characters) is one of r's names. */
static bool row_named_n(const OptRow *r, const char *arg, size_t n) {
  for (const char *p = r->names; *p;) {
    size_t len = strcspn(p, "|");
    if (len == n && !strncmp(p, arg, n)) return true;
    p += len + (p[len] == '|');
  }
  return false;
}

static bool row_named(const OptRow *r, const char *arg) { return row_named_n(r, arg, strlen(arg)); }

static int values_of(const OptRow *r);

/* `--name=value` for an option of one value: its row, with the value in *v. */
static const OptRow *row_with_value(const OptTable *t, char *s, char **v) {
  char *eq = s[0] == '-' && s[1] == '-' ? strchr(s, '=') : NULL;
  if (!eq) return NULL;
  for (size_t k = 0; k < t->nrows; k++) {
    const OptRow *r = &t->rows[k];
    if (values_of(r) == 1 && row_named_n(r, s, (size_t)(eq - s))) {
      *v = eq + 1;
      return r;
    }
  }
  return NULL;
}

static bool parse_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (!*s || *end || errno || *s == '-') return false;
  *out = v;
  return true;
}

/* "COMMAND: MESSAGE (see COMMAND --help)" on stderr; returns 2. */
static int table_error(const OptTable *t, const char *fmt, const char *arg) {
  fprintf(stderr, "%s: ", t->command);
  fprintf(stderr, fmt, arg);
  fprintf(stderr, " (see %s --help)\n", t->command);
  return 2;
}

/* Stores the value v of row r into args. Returns 0, or 2 after saying why. */
static int store(const OptTable *t, const OptRow *r, const char *opt, char *v, void *args) {
  char *field = (char *)args + r->offset;
  uint64_t u;
  switch (r->kind) {
  case OPT_TRUE: *(bool *)field = true; return 0;
  case OPT_FALSE: *(bool *)field = false; return 0;
  case OPT_STRING: *(const char **)field = v; return 0;
  case OPT_SECONDS:
    if (!util_parse_nonneg(v, (double *)field)) break;
    return 0;
  case OPT_U64:
    if (!parse_u64(v, (uint64_t *)field)) break;
    return 0;
  case OPT_U32:
    if (!parse_u64(v, &u) || u > UINT32_MAX) break;
    *(uint32_t *)field = (uint32_t)u;
    return 0;
  case OPT_CALL: break;
  }
  char what[160];
  snprintf(what, sizeof what, "bad %s value '%%s'", opt);
  return table_error(t, what, v);
}

static int values_of(const OptRow *r) {
  if (r->kind == OPT_CALL) return r->nvals;
  return r->kind == OPT_TRUE || r->kind == OPT_FALSE ? 0 : 1;
}

/* clang's flags at argv[*i]: true when taken (with its value, if any). */
static int take_cflag(const OptTable *t, int argc, char **argv, int *i, ArgList *cflags, bool *taken) {
  const char *s = argv[*i];
  *taken = true;
  if (!strcmp(s, "-I") || !strcmp(s, "-D") || !strcmp(s, "-U") || !strcmp(s, "-include")) {
    if (*i + 1 >= argc) return table_error(t, "option %s needs a value", s);
    VEC_PUSH(*cflags, s);
    VEC_PUSH(*cflags, argv[++*i]);
    return 0;
  }
  if (!strncmp(s, "-I", 2) || !strncmp(s, "-D", 2) || !strncmp(s, "-U", 2) || !strncmp(s, "-std=", 5)) {
    VEC_PUSH(*cflags, s);
    return 0;
  }
  if (cflags_is_passthrough(s)) {
    const char *why = cflags_refusal(s);
    if (why) {
      fprintf(stderr, "%s: %s cannot be used: %s\n", t->command, s, why);
      return 2;
    }
    VEC_PUSH(*cflags, s);
    return 0;
  }
  *taken = false;
  return 0;
}

int opt_parse(const OptTable *t, int argc, char **argv, void *args, ArgList *inputs, ArgList *cflags) {
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i];
    const OptRow *r = NULL;
    for (size_t k = 0; k < t->nrows && !r; k++)
      if (row_named(&t->rows[k], s)) r = &t->rows[k];
    char *inline_value = NULL;
    const OptRow *ri = r ? NULL : row_with_value(t, argv[i], &inline_value);
    if (ri) {
      int rc = ri->kind == OPT_CALL ? ri->handle(args, ri, &inline_value) : store(t, ri, s, inline_value, args);
      if (rc) return rc;
      continue;
    }
    if (r) {
      int nv = values_of(r);
      if (i + nv >= argc) return table_error(t, nv == 1 ? "option %s needs a value" : "option %s needs more values", s);
      int rc = r->kind == OPT_CALL ? r->handle(args, r, argv + i + 1) : store(t, r, s, nv ? argv[i + 1] : NULL, args);
      if (rc) return rc;
      i += nv;
      continue;
    }
    bool taken;
    int rc = take_cflag(t, argc, argv, &i, cflags, &taken);
    if (rc) return rc;
    if (taken) continue;
    if (s[0] == '-' && s[1]) return table_error(t, "unknown option '%s'", s);
    VEC_PUSH(*inputs, s);
  }
  return 0;
}

void opt_help(FILE *f, const OptTable *t) {
  for (size_t k = 0; k < t->nrows; k++) {
    const OptRow *r = &t->rows[k];
    char head[128];
    size_t n = 0;
    for (const char *p = r->names; *p && n + 3 < sizeof head; p++)
      n += (size_t)snprintf(head + n, sizeof head - n, *p == '|' ? ", " : "%c", *p);
    if (r->values) snprintf(head + n, sizeof head - n, " %s", r->values);
    const char *h = r->help;
    size_t len = strcspn(h, "\n");
    if (strlen(head) < 24) fprintf(f, "  %-24s%.*s\n", head, (int)len, h);
    else fprintf(f, "  %s\n  %-24s%.*s\n", head, "", (int)len, h);
    while (h[len] == '\n') {
      h += len + 1;
      len = strcspn(h, "\n");
      fprintf(f, "  %-24s%.*s\n", "", (int)len, h);
    }
  }
}
