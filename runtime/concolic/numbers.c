/* glibc's strtod and strtold for symx's number model (runtime/libc/strtod.c),
 * which symx cc links into programs with the string models (src/cc/cc.c):
 * the model computes a value itself, from the digits it branches on, where
 * one IEEE rounding gives glibc's value, and calls these otherwise (long
 * or hexadecimal numbers, large exponents, nan(...)), as symx run's
 * builtins answer it (src/engine/builtins.c). In a concolic run the bytes
 * have their values already: glibc parses them, and those with a shadow
 * are pinned to their value (an assumption of the path, so that no child
 * changes them believing the result follows) and the call counts as a
 * concretisation. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

/* The n bytes at s (n < 0: up to its NUL) pinned where symbolic. */
static void pin(const char *s, long n) {
  bool any = false;
  ExprTable *t = cc_table();
  for (long i = 0; n < 0 ? s[i] != 0 : i < n; i++) {
    Expr *e = cc_shadow_get(s + i);
    if (!e) continue;
    Expr *v = expr_const(t, 8, (uint8_t)s[i]), *eq = expr_binary(EXPR_EQ, e, v);
    cc_assume(eq, true);
    expr_dec(v), expr_dec(eq);
    any = true;
  }
  if (any) cc_concretised();
}

/* strtod (strtof when is_float, its value widened) of the text at s: len
 * bytes of a decimal number the model parsed (len >= 0), else up to the
 * NUL. Stores the value at `value`; returns the characters taken. */
long __symx_native_strtod(const char *s, int is_float, double *value, long len) {
  cc_call_taken((void *)__symx_native_strtod, 4);
  pin(s, len);
  char *text = len >= 0 ? strndup(s, (size_t)len) : strdup(s), *end;
  if (!text) abort();
  int before = errno; /* glibc's strtod sets errno only on a range error */
  errno = 0;
  *value = is_float ? (double)strtof(text, &end) : strtod(text, &end);
  long taken = end - text;
  int err = errno;
  free(text);
  errno = err ? err : before;
  __symx_cc_copy(value, NULL, sizeof *value); /* written natively: no shadow */
  cc_give((void *)__symx_native_strtod, NULL);
  return taken;
}

long __symx_native_strtold(const char *s, long double *value) {
  cc_call_taken((void *)__symx_native_strtold, 2);
  pin(s, -1);
  char *end;
  *value = strtold(s, &end);
  __symx_cc_copy(value, NULL, sizeof *value);
  cc_give((void *)__symx_native_strtold, NULL);
  return end - s;
}

/* The model calls this where neither it nor the functions above can give
 * the value (in symx run, an undefined function: the path ends
 * unsupported); here the functions above always give it. */
void symx_strtod_outside_exact_range(void) { abort(); }
