/* property: SV-COMP and Test-Comp property files (.prp): one property per
 * line, recognised with white space ignored. Used by `symx sv-comp` and by
 * `symx run --test-comp --property`. */
#ifndef SYMX_PROPERTY_H
#define SYMX_PROPERTY_H

typedef enum PropertyKind {
  PROP_UNREACH_CALL,   /* CHECK( init(main()), LTL(G ! call(reach_error())) ) */
  PROP_COVER_BRANCHES, /* COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) ) */
  PROP_COVER_ERROR,    /* COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) ) */
  PROP_VALID_FREE,     /* CHECK( init(main()), LTL(G valid-free) ) */
  PROP_VALID_DEREF,    /* CHECK( init(main()), LTL(G valid-deref) ) */
  PROP_VALID_MEMTRACK, /* CHECK( init(main()), LTL(G valid-memtrack) ) */
  PROP_VALID_MEMCLEANUP, /* CHECK( init(main()), LTL(G valid-memcleanup) ) */
  PROP_NO_OVERFLOW,    /* CHECK( init(main()), LTL(G ! overflow) ) */
  PROP_OTHER
} PropertyKind;

typedef struct Property {
  PropertyKind kind;
  char text[1024];     /* the line as written, without surrounding white space */
  const char *goal;    /* PROP_UNREACH_CALL, PROP_COVER_ERROR: the function named */
  const char *name;    /* as in SV-COMP's verdicts: "valid-free", "no-overflow", ... (NULL: none) */
} Property;

/* Reads the properties of the file at `path` (empty lines and // comments
 * skipped), the first `max` of them into props. Returns how many the file
 * holds (possibly more than max), or -1 when it cannot be read (errno set). */
int property_read(const char *path, Property *props, int max);

#endif
