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
} known[] = {
    {"CHECK(init(main()),LTL(G!call(reach_error())))", PROP_UNREACH_CALL, "reach_error"},
    {"CHECK(init(main()),LTL(G!call(__VERIFIER_error())))", PROP_UNREACH_CALL, "__VERIFIER_error"},
    {"COVER(init(main()),FQL(COVEREDGES(@DECISIONEDGE)))", PROP_COVER_BRANCHES, NULL},
    {"COVER(init(main()),FQL(COVEREDGES(@CALL(reach_error))))", PROP_COVER_ERROR, "reach_error"},
    {"COVER(init(main()),FQL(COVEREDGES(@CALL(__VERIFIER_error))))", PROP_COVER_ERROR,
     "__VERIFIER_error"},
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
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
    if (!strcmp(sq, known[i].squeezed)) {
      p->kind = known[i].kind;
      p->goal = known[i].goal;
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
