/* Replay runtime: the native side of symx verify's drivers (symx.h's
 * replay-build contract macros). A driver (cli/verify_driver.c) builds the
 * objects of a counterexample, registers each (__symx_native_object: its
 * contents kept as they are at entry), calls F, then calls
 * __symx_native_check(F, result, n) and F again: in that call F's requires
 * are skipped and its ensures are evaluated (a failing one is an assertion
 * failure at its line, as a native build reports a precondition), with
 * symx_result() F's result and symx_old(e) reading the registered objects
 * as they were at entry; after the n-th the runtime longjmps back to the
 * driver. Included by runtime.c. */
#include <setjmp.h>

jmp_buf __symx_native_jmp;

typedef struct NativeObj {
  unsigned char *p, *entry; /* the object and its contents at entry */
  size_t n;
} NativeObj;

enum { NATIVE_MAX_OBJS = 256 };
static struct {
  const char *fn;        /* F while its postcondition is checked, else NULL */
  long long result;
  int nensures, done;
  NativeObj objs[NATIVE_MAX_OBJS];
  int nobjs;
} native_contract;

/* ASan's query, when the program is built with it (weak: absent otherwise). */
void *__asan_region_is_poisoned(void *beg, size_t size) __attribute__((weak));

void __symx_native_object(void *p, size_t n) {
  if (native_contract.nobjs == NATIVE_MAX_OBJS || !p) return;
  NativeObj *o = &native_contract.objs[native_contract.nobjs++];
  o->p = p;
  o->n = n;
  o->entry = malloc(n ? n : 1);
  if (o->entry) memcpy(o->entry, p, n);
}

void __symx_native_check(const char *fn, long long result, int nensures) {
  native_contract.fn = nensures > 0 ? fn : NULL;
  native_contract.result = result;
  native_contract.nensures = nensures;
  native_contract.done = 0;
}

int __symx_native_post(const char *fn) { return native_contract.fn && !strcmp(fn, native_contract.fn); }

void __symx_native_ensures(int holds, const char *a, const char *file, int line, const char *fn) {
  if (!holds) {
    char what[1024];
    snprintf(what, sizeof what, "postcondition %s", a);
    __assert_fail(what, file, (unsigned)line, fn);
  }
  if (++native_contract.done == native_contract.nensures) {
    native_contract.fn = NULL;
    longjmp(__symx_native_jmp, 1);
  }
}

long long __symx_native_result(void) { return native_contract.result; }

/* Swaps each registered object with its contents at entry (an object F
 * freed is left alone). */
void __symx_native_old(int begin) {
  (void)begin;
  if (!native_contract.fn) return;
  for (int i = 0; i < native_contract.nobjs; i++) {
    NativeObj *o = &native_contract.objs[i];
    if (!o->entry || (__asan_region_is_poisoned && o->n && __asan_region_is_poisoned(o->p, o->n))) continue;
    for (size_t k = 0; k < o->n; k++) {
      unsigned char t = o->p[k];
      o->p[k] = o->entry[k];
      o->entry[k] = t;
    }
  }
}
