/* tolower and toupper on a symbolic character: symx cc renames the
 * program's calls (src/cc/cc.c, wrap_io) to the wrappers below, which call
 * the C library's and give the result the shadow of what glibc computes: for
 * a character in -128..255 its entry of the locale's table, read at the
 * symbolic index as objects.c reads any table (the range check glibc makes
 * is a branch of the path), else the character itself. (isalpha and the
 * other classes need no wrapper: <ctype.h> expands them to a read of
 * __ctype_b_loc()'s table in the program's own code.) */
#include <ctype.h>
#include <stdint.h>

#include "runtime.h"

enum { SITE_CTYPE_RANGE = 0xffffff30u }; /* glibc's range check of the character */

/* The shadow of table[c] (c's shadow s, 32 bits), table indexed from -128. */
static Expr *mapped(const int32_t *table, int c, Expr *s) {
  ExprTable *t = cc_table();
  Expr *lo = expr_const(t, 32, (uint32_t)-128), *hi = expr_const(t, 32, 255);
  Expr *ge = expr_binary(EXPR_SLE, lo, s), *le = expr_binary(EXPR_SLE, s, hi), *in = expr_and(ge, le);
  bool inside = c >= -128 && c <= 255;
  cc_branch(in, SITE_CTYPE_RANGE, inside);
  expr_dec(lo), expr_dec(hi), expr_dec(ge), expr_dec(le), expr_dec(in);
  if (!inside) return expr_inc(s);
  Shadow addr = __symx_cc_gep(NULL, (uint64_t)(int64_t)c * sizeof *table, s, (uint32_t)c, 32, sizeof *table);
  return __symx_cc_load_at(table + c, sizeof *table, addr, table, NULL, 0);
}

static int map(void *self, int c, int (*f)(int), const int32_t *table) {
  Expr *s = __symx_cc_callee == self ? __symx_cc_args[0] : NULL;
  __symx_cc_callee = 0;
  int r = f(c);
  if (s && s->width != 32) cc_concretised(), s = NULL;
  cc_give(self, s ? mapped(table, c, s) : NULL);
  return r;
}

int __symx_cc_w_tolower(int c) { return map((void *)__symx_cc_w_tolower, c, tolower, *__ctype_tolower_loc()); }
int __symx_cc_w_toupper(int c) { return map((void *)__symx_cc_w_toupper, c, toupper, *__ctype_toupper_loc()); }
