/* ktest: KLEE's binary test format, version 3 (all integers big-endian u32):
 *   "KTEST" version
 *   numArgs, then per argument: length, bytes
 *   symArgvs symArgvLen
 *   numObjects, then per object: name length, name, size, bytes
 * The arguments are the program files symx ran followed, as KLEE records the
 * program's command line, by --sym-args MIN MAX N and --sym-stdin N when
 * given; the objects are the path's inputs in creation order with their
 * bytes from the path's model (those options' inputs first: n_args, arg00..,
 * stdin, as KLEE names them). */
#include <stdio.h>
#include <string.h>

#include "out/formats.h"
#include "engine/posix.h"

static void put_u32(FILE *f, uint32_t v) {
  uint8_t b[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
  fwrite(b, 1, 4, f);
}

static void put_str(FILE *f, const char *s) {
  uint32_t n = (uint32_t)strlen(s);
  put_u32(f, n);
  fwrite(s, 1, n, f);
}

bool ktest_write(Output *o, const char *path, const State *s) {
  FILE *f = out_create(o, path, "wb");
  if (!f) return false;
  fwrite("KTEST", 1, 5, f);
  put_u32(f, 3);
  char num[4][12];
  const char *opt[6];
  int nopt = 0;
  static const PosixConfig none;
  const PosixConfig *pc = o->formats.posix ? o->formats.posix : &none;
  if (pc->sym_args) {
    snprintf(num[0], sizeof num[0], "%u", pc->min);
    snprintf(num[1], sizeof num[1], "%u", pc->max);
    snprintf(num[2], sizeof num[2], "%u", pc->len);
    opt[nopt++] = "--sym-args", opt[nopt++] = num[0], opt[nopt++] = num[1], opt[nopt++] = num[2];
  }
  if (pc->sym_stdin) {
    snprintf(num[3], sizeof num[3], "%u", pc->stdin_size);
    opt[nopt++] = "--sym-stdin", opt[nopt++] = num[3];
  }
  put_u32(f, (uint32_t)(o->formats.nprograms + nopt));
  for (int i = 0; i < o->formats.nprograms; i++) put_str(f, o->formats.programs[i]);
  for (int i = 0; i < nopt; i++) put_str(f, opt[i]);
  put_u32(f, 0); /* symArgvs */
  put_u32(f, 0); /* symArgvLen */
  put_u32(f, (uint32_t)s->inputs.len);
  for (size_t i = 0; i < s->inputs.len; i++) {
    const Array *a = s->inputs.data[i];
    put_str(f, a->name ? a->name : "");
    put_u32(f, a->size);
    for (uint32_t k = 0; k < a->size; k++) fputc(model_get(s->model, a, k), f);
  }
  return out_finish(o, f, path);
}
