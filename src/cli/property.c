/* property: see property.h. */
#include "cli/property.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The known properties, white space removed. Older tasks name the error
 * function __VERIFIER_error. */
static const struct {
  const char *squeezed;
  PropertyKind kind;
  const char *goal;
  const char *name;
} known[] = {
    {"CHECK(init(main()),LTL(G!call(reach_error())))", PROP_UNREACH_CALL, "reach_error", "unreach-call"},
    {"CHECK(init(main()),LTL(G!call(__VERIFIER_error())))", PROP_UNREACH_CALL, "__VERIFIER_error",
     "unreach-call"},
    {"COVER(init(main()),FQL(COVEREDGES(@DECISIONEDGE)))", PROP_COVER_BRANCHES, NULL, NULL},
    {"COVER(init(main()),FQL(COVEREDGES(@CALL(reach_error))))", PROP_COVER_ERROR, "reach_error", NULL},
    {"COVER(init(main()),FQL(COVEREDGES(@CALL(__VERIFIER_error))))", PROP_COVER_ERROR,
     "__VERIFIER_error", NULL},
    {"CHECK(init(main()),LTL(Gvalid-free))", PROP_VALID_FREE, NULL, "valid-free"},
    {"CHECK(init(main()),LTL(Gvalid-deref))", PROP_VALID_DEREF, NULL, "valid-deref"},
    {"CHECK(init(main()),LTL(Gvalid-memtrack))", PROP_VALID_MEMTRACK, NULL, "valid-memtrack"},
    {"CHECK(init(main()),LTL(Gvalid-memcleanup))", PROP_VALID_MEMCLEANUP, NULL, "valid-memcleanup"},
    {"CHECK(init(main()),LTL(G!overflow))", PROP_NO_OVERFLOW, NULL, "no-overflow"},
};

static void squeeze(const char *s, char *out, size_t n) {
  size_t k = 0;
  for (; *s && k + 1 < n; s++)
    if (!isspace((unsigned char)*s)) out[k++] = *s;
  out[k] = 0;
}

static void classify(const char *line, Property *p) {
  char sq[4096];
  squeeze(line, sq, sizeof sq);
  const char *b = line, *e = line + strlen(line);
  while (isspace((unsigned char)*b)) b++;
  while (e > b && isspace((unsigned char)e[-1])) e--;
  snprintf(p->text, sizeof p->text, "%.*s", (int)(e - b), b);
  p->kind = PROP_OTHER;
  p->goal = NULL;
  p->name = NULL;
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
    if (!strcmp(sq, known[i].squeezed)) {
      p->kind = known[i].kind;
      p->goal = known[i].goal;
      p->name = known[i].name;
    }
}

int property_read(const char *path, Property *props, int max) {
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  char line[4096];
  int n = 0;
  while (fgets(line, sizeof line, f)) {
    const char *s = line;
    while (isspace((unsigned char)*s)) s++;
    if (!*s || !strncmp(s, "//", 2)) continue;
    if (n < max) classify(line, &props[n]);
    n++;
  }
  fclose(f);
  return n;
}
