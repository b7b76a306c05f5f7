/* cex: what symx verify records along a path so that a failing path's
 * counterexample can be rebuilt natively (cli/verify_driver.c writes it as
 * a C driver): the objects F's arguments were bound to, where their
 * contents at entry come from, how far the permissions on each reach,
 * whether the path relied on something a native run does not repeat, and
 * the access that had no permission. contract.c keeps one per state. */
#ifndef SYMX_ENGINE_CEX_H
#define SYMX_ENGINE_CEX_H

#include "base/util.h"
#include "expr/expr.h"
typedef struct CexSource {
  const Array *arr;    /* input whose byte 0 is at offset `at` of object obj at entry */
  uint32_t obj;        /* object id; its address is `base` */
  uint64_t base, size, at;
} CexSource;
typedef struct CexExtent {
  uint32_t obj;
  Expr *hi;            /* a permission produced on obj ends there (64-bit) */
} CexExtent;
typedef struct CexInfo {
  VEC(CexSource) sources;  /* an object's first source (at 0) is the input it was bound with */
  VEC(CexExtent) extents;
  const char *opaque;      /* why a native run may not follow the path (a callee's contract
                              gave its results; a loop iteration from a havocked state), or NULL */
  bool failed_access;      /* no-permission of an access: */
  uint32_t fail_obj;       /* in this object (0: through a pointer bound to no object) */
  Expr *fail_lo, *fail_hi; /* at these offsets; or fail_lo is the unbound pointer */
} CexInfo;

void cex_copy(CexInfo *dst, const CexInfo *src);
void cex_free(CexInfo *c);
void cex_add_source(CexInfo *c, const Array *arr, uint32_t obj, uint64_t base, uint64_t size, uint64_t at);
/* hi (borrowed) ends a permission produced on obj: kept when obj is a source's */
void cex_add_extent(CexInfo *c, uint32_t obj, Expr *hi);
/* The access [lo, hi) of obj had no permission (borrowed expressions). */
void cex_fail(CexInfo *c, uint32_t obj, Expr *lo, Expr *hi);

#endif
