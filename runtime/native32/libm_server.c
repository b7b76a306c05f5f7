/* libm_server.c — i386 glibc's libm for symx's ILP32 runs.
 *
 * symx runs in the x86-64 process, whose libm can give other last bits than
 * the i386 libm an ILP32 program calls (i386 glibc computes several
 * functions with x87 instructions). So for an ILP32 program, src/engine/
 * math32.c hands the pure libm functions' concrete calls to this program,
 * built with -m32 (build/libm32-server), over its standard input and
 * output: a Request in, a Reply out (libm_protocol.h), until end of
 * input. errno is what the call left (0 first). A name libm does not have,
 * or a signature not below, gives ok = 0. */
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "libm_protocol.h"


static double D(uint64_t v) {
  double d;
  memcpy(&d, &v, 8);
  return d;
}
static float F(uint64_t v) {
  float f;
  uint32_t w = (uint32_t)v;
  memcpy(&f, &w, 4);
  return f;
}
static uint64_t of_d(double d) {
  uint64_t v;
  memcpy(&v, &d, 8);
  return v;
}
static uint64_t of_f(float f) {
  uint32_t w;
  memcpy(&w, &f, 4);
  return w;
}

/* Calls f as sig says; 0 for a signature not handled. */
static int call(void *f, const char *sig, const uint64_t *a, uint64_t *r) {
  int32_t i0 = (int32_t)a[0], i1 = (int32_t)a[1];
  if (!strcmp(sig, "dd")) *r = of_d(((double (*)(double))f)(D(a[0])));
  else if (!strcmp(sig, "ff")) *r = of_f(((float (*)(float))f)(F(a[0])));
  else if (!strcmp(sig, "ddd")) *r = of_d(((double (*)(double, double))f)(D(a[0]), D(a[1])));
  else if (!strcmp(sig, "fff")) *r = of_f(((float (*)(float, float))f)(F(a[0]), F(a[1])));
  else if (!strcmp(sig, "id")) *r = (uint32_t)((int32_t (*)(double))f)(D(a[0]));
  else if (!strcmp(sig, "if")) *r = (uint32_t)((int32_t (*)(float))f)(F(a[0]));
  else if (!strcmp(sig, "Ld")) *r = (uint64_t)((int64_t (*)(double))f)(D(a[0]));
  else if (!strcmp(sig, "Lf")) *r = (uint64_t)((int64_t (*)(float))f)(F(a[0]));
  else if (!strcmp(sig, "did")) *r = of_d(((double (*)(int32_t, double))f)(i0, D(a[1])));
  else if (!strcmp(sig, "fif")) *r = of_f(((float (*)(int32_t, float))f)(i0, F(a[1])));
  else if (!strcmp(sig, "ddi")) *r = of_d(((double (*)(double, int32_t))f)(D(a[0]), i1));
  else if (!strcmp(sig, "ffi")) *r = of_f(((float (*)(float, int32_t))f)(F(a[0]), i1));
  else return 0;
  return 1;
}

static int full(int fd, void *p, size_t n, int out) {
  for (size_t done = 0; done < n;) {
    ssize_t k = out ? write(fd, (char *)p + done, n - done) : read(fd, (char *)p + done, n - done);
    if (k <= 0) return 0;
    done += (size_t)k;
  }
  return 1;
}

int main(void) {
  void *libm = dlopen("libm.so.6", RTLD_NOW);
  Request q;
  while (full(0, &q, sizeof q, 0)) {
    Reply r = {0, 0, 0};
    q.name[sizeof q.name - 1] = q.sig[sizeof q.sig - 1] = 0;
    void *f = libm ? dlsym(libm, q.name) : NULL;
    if (f) {
      errno = 0;
      r.ok = call(f, q.sig, q.arg, &r.result);
      r.err = errno;
    }
    if (!full(1, &r, sizeof r, 1)) return 1;
  }
  return 0;
}
