/* cmdline.c: the command line and standard input a test describes.
 *
 * `symx run --sym-args MIN MAX N` and `--sym-stdin N` make these the first
 * inputs of every test, named as KLEE's POSIX runtime names them:
 *
 *   n_args          4 bytes, little-endian: main gets argc = 1 + n_args
 *   arg00, arg01..  one per possible argument (MAX of them), N + 1 bytes
 *                   each, NUL-terminated; argv[1 + k] is argKK for k < n_args
 *   stdin           the bytes standard input holds; then it is at its end
 *
 * argv[0] is "prog", as under symx. KLEE's .ktest files may also hold
 * "stdin-stat" (a struct stat) and "model_version" among these; they carry
 * nothing replay needs and are passed over. Arguments without n_args (KLEE's
 * --sym-arg) are all in use. A program's own inputs come after these, so a
 * program that names its first input "n_args", "arg00" or "stdin" is taken
 * for one run with these options.
 *
 * Compiled as json.c is (see json.h). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "json.h"

/* Is name "argKK" for k (two digits at least, as KLEE writes them)? */
static bool sj_is_arg(const char *name, long k) {
  char want[32];
  snprintf(want, sizeof want, "arg%02ld", k);
  return !strcmp(name, want);
}

/* Finds the command line and stdin among the leading inputs in[0..n). False,
 * with the reason in err, when they cannot make a command line. */
SJ_API bool sj_cmdline(const SjInput *in, long n, SjCmdline *c, char *err, size_t errlen) {
  memset(c, 0, sizeof *c);
  c->stdin_input = -1;
  long i = 0, nargs_value = -1;
  if (i < n && !strcmp(in[i].name, "n_args")) {
    if (in[i].size != 4) {
      snprintf(err, errlen, "input 'n_args' has %zu bytes, not 4", in[i].size);
      return false;
    }
    const unsigned char *b = in[i].bytes;
    nargs_value = (long)((uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
    i++;
  }
  c->first_arg = i;
  for (; i < n && sj_is_arg(in[i].name, i - c->first_arg); i++)
    if (in[i].size == 0) {
      snprintf(err, errlen, "argument input '%s' has no bytes", in[i].name);
      return false;
    }
  c->nargs = i - c->first_arg;
  if (nargs_value > c->nargs) {
    snprintf(err, errlen, "n_args is %ld but the test has only %ld argument input%s", nargs_value, c->nargs,
             c->nargs == 1 ? "" : "s");
    return false;
  }
  if (nargs_value >= 0 || c->nargs) c->argc = 1 + (nargs_value >= 0 ? nargs_value : c->nargs);
  for (; i < n; i++) {
    if (!strcmp(in[i].name, "stdin") && c->stdin_input < 0) c->stdin_input = i;
    else if (strcmp(in[i].name, "stdin-stat") != 0 && strcmp(in[i].name, "model_version") != 0) break;
  }
  c->ninputs = i;
  return true;
}

