/* env.c — getenv over a symbolic environment (`symx run --sym-env N`).
 *
 * With the option, the first getenv(NAME) of a path makes a new input named
 * "env:NAME" of N + 2 bytes: byte 0 says whether the variable is set (0 or
 * 1), bytes 1..N+1 are its value, NUL-terminated at the latest in the last
 * byte (so a value has up to N characters). getenv returns NULL when it is
 * not set, else the value; later calls with the same name return the same
 * pointer, as a real environment does. The replay runtime's getenv takes
 * the same inputs back in the same order (runtime/replay/runtime.c).
 *
 * Without the option the environment is unknown, and getenv ends the path
 * as unsupported (a call to the undefined function below), as does a name
 * that is not concrete. An empty name gives NULL, as in glibc. setenv, putenv and unsetenv are not modelled. */
#include <stddef.h>

#define SYMX_MODEL __attribute__((weak))

void *malloc(size_t size);
void free(void *p);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(unsigned long cond);
unsigned klee_is_symbolic(unsigned long v);

/* Set by the engine (src/engine/posix.c) with --sym-env N: 1 and N. */
int __symx_env_symbolic;
unsigned long __symx_env_len;

/* Never defined: calling them is "call to external function ..." in symx. */
extern void symx_getenv_is_unknown__use_sym_env(void) __attribute__((weak));
extern void symx_getenv_of_a_symbolic_name(void) __attribute__((weak));

/* The variables asked for so far on this path. */
typedef struct SymxEnvVar {
  struct SymxEnvVar *next;
  char *name;  /* "env:NAME" */
  char *input; /* the N + 2 bytes */
} SymxEnvVar;
static SymxEnvVar *symx_env_vars;

/* "env:NAME" in a new block, or NULL when a byte of name is symbolic. */
static char *symx_env_input_name(const char *name) {
  size_t n = 0;
  for (; name[n]; n++)
    if (klee_is_symbolic((unsigned char)name[n]))
      return NULL;
  char *s = malloc(n + 5);
  s[0] = 'e', s[1] = 'n', s[2] = 'v', s[3] = ':';
  for (size_t i = 0; i <= n; i++)
    s[4 + i] = name[i];
  return s;
}

/* optnone: the result is a fork on the "set" byte, never a select between
 * NULL and the value (a symbolic pointer). */
SYMX_MODEL __attribute__((optnone, noinline)) char *getenv(const char *name) {
  if (!__symx_env_symbolic) {
    if (symx_getenv_is_unknown__use_sym_env)
      symx_getenv_is_unknown__use_sym_env();
    return NULL;
  }
  if (name[0] == 0) /* glibc: no variable has an empty name */
    return NULL;
  char *full = symx_env_input_name(name);
  if (!full) {
    if (symx_getenv_of_a_symbolic_name)
      symx_getenv_of_a_symbolic_name();
    return NULL;
  }
  SymxEnvVar *v = symx_env_vars;
  while (v && strcmp(v->name, full) != 0)
    v = v->next;
  if (v) {
    free(full);
  } else {
    size_t size = __symx_env_len + 2;
    v = malloc(sizeof *v);
    v->name = full;
    v->input = malloc(size);
    klee_make_symbolic(v->input, size, full);
    klee_assume((unsigned char)v->input[0] <= 1);
    klee_assume(v->input[size - 1] == 0);
    v->next = symx_env_vars;
    symx_env_vars = v;
  }
  if (v->input[0] == 0)
    return NULL;
  return v->input + 1;
}
