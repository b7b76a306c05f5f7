/* cex: see cex.h. */
#include "engine/cex.h"

#include <string.h>

void cex_copy(CexInfo *dst, const CexInfo *src) {
  memset(dst, 0, sizeof *dst);
  for (size_t i = 0; i < src->sources.len; i++) VEC_PUSH(dst->sources, src->sources.data[i]);
  for (size_t i = 0; i < src->extents.len; i++) {
    CexExtent e = {src->extents.data[i].obj, expr_inc(src->extents.data[i].hi)};
    VEC_PUSH(dst->extents, e);
  }
  dst->opaque = src->opaque;
  dst->failed_access = src->failed_access;
  dst->fail_obj = src->fail_obj;
  dst->fail_lo = src->fail_lo ? expr_inc(src->fail_lo) : NULL;
  dst->fail_hi = src->fail_hi ? expr_inc(src->fail_hi) : NULL;
}

void cex_free(CexInfo *c) {
  for (size_t i = 0; i < c->extents.len; i++) expr_dec(c->extents.data[i].hi);
  VEC_FREE(c->extents);
  VEC_FREE(c->sources);
  if (c->fail_lo) expr_dec(c->fail_lo);
  if (c->fail_hi) expr_dec(c->fail_hi);
  memset(c, 0, sizeof *c);
}

void cex_add_source(CexInfo *c, const Array *arr, uint32_t obj, uint64_t base, uint64_t size, uint64_t at) {
  CexSource s = {arr, obj, base, size, at};
  VEC_PUSH(c->sources, s);
}

void cex_add_extent(CexInfo *c, uint32_t obj, Expr *hi) {
  bool known = false;
  for (size_t i = 0; i < c->sources.len && !known; i++) known = c->sources.data[i].obj == obj;
  if (!known) return;
  for (size_t i = 0; i < c->extents.len; i++)
    if (c->extents.data[i].obj == obj && c->extents.data[i].hi == hi) return;
  CexExtent e = {obj, expr_inc(hi)};
  VEC_PUSH(c->extents, e);
}

void cex_fail(CexInfo *c, uint32_t obj, Expr *lo, Expr *hi) {
  if (c->fail_lo) expr_dec(c->fail_lo);
  if (c->fail_hi) expr_dec(c->fail_hi);
  c->failed_access = true;
  c->fail_obj = obj;
  c->fail_lo = lo ? expr_inc(lo) : NULL;
  c->fail_hi = hi ? expr_inc(hi) : NULL;
}
