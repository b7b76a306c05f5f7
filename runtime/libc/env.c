/* env.c — getenv, secure_getenv, setenv, unsetenv, putenv and clearenv over
 * a symbolic environment
 * (`symx run --sym-env N`).
 *
 * With the option, the first time a path needs to know whether a variable
 * NAME is set (getenv(NAME), or setenv(NAME, v, 0) before any other use of
 * NAME), a new input named "env:NAME" of N + 2 bytes is made: byte 0 says
 * whether the variable is set (0 or 1), bytes 1..N+1 are its value,
 * NUL-terminated at the latest in the last byte (so a value has up to N
 * characters). From then on, and as soon as the program sets or unsets
 * NAME itself, the variable is known: getenv returns its value now (the
 * same pointer until it changes, as a real environment does) and no other
 * input is made for it. The replay runtime takes the same inputs back in
 * the same order (runtime/replay/runtime.c) and lets glibc do the rest.
 *
 * Without the option the environment is unknown: asking for a variable the
 * program has not set or unset itself ends the path as unsupported (a call
 * to the undefined function below), as does a name that is not concrete.
 *
 * As in glibc: an empty name is never set (getenv of a name containing
 * '=' ends the path as unsupported); setenv and unsetenv of a NULL or
 * empty name, or one containing '=', set errno to EINVAL and return -1;
 * setenv copies the value; putenv("NAME=value") makes the string itself
 * part of the environment (a later change to it changes the value), and
 * putenv("NAME") unsets NAME (putenv("") sets errno to EINVAL, returns 0). */
#include <stddef.h>

#define SYMX_MODEL __attribute__((weak))
#define SYMX_EINVAL 22 /* glibc's value on Linux */

void *malloc(size_t size);
void free(void *p);
size_t strlen(const char *s);
int *__errno_location(void);
void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(unsigned long cond);
unsigned klee_is_symbolic(unsigned long v);

/* Set by the engine (src/engine/posix.c) with --sym-env N: 1 and N. */
int __symx_env_symbolic;
unsigned long __symx_env_len;

/* Never defined: calling them is "call to external function ..." in symx. */
extern void symx_getenv_is_unknown__use_sym_env(void) __attribute__((weak));
extern void symx_getenv_of_a_symbolic_name(void) __attribute__((weak));
extern void symx_getenv_of_a_name_with_equals(void) __attribute__((weak));

/* A value setenv copied. Copies are kept as long as the process: glibc
 * keeps them too, so a pointer getenv returned before stays valid (and a
 * heap check at exit finds them reachable). */
typedef struct SymxEnvCopy {
  struct SymxEnvCopy *next;
  char text[];
} SymxEnvCopy;

/* Set by clearenv: every variable is known (unset unless set since). */
static int symx_env_cleared;

/* The variables known on this path. */
typedef struct SymxEnvVar {
  struct SymxEnvVar *next;
  char *name;  /* NUL-terminated */
  char *value; /* NULL while unset */
  char *input; /* the input "env:NAME", if one was made */
  SymxEnvCopy *copies;
} SymxEnvVar;
static SymxEnvVar *symx_env_vars;

/* The length of the name at s, which ends at its first '=' or NUL; -1 when
 * a byte of it is symbolic. */
static long symx_env_name_len(const char *s) {
  long n = 0;
  for (;; n++) {
    if (klee_is_symbolic((unsigned char)s[n]))
      return -1;
    if (!s[n] || s[n] == '=')
      return n;
  }
}

static int symx_env_same(const char *a, const char *b, long n) {
  for (long i = 0; i < n; i++)
    if (a[i] != b[i])
      return 0;
  return b[n] == 0;
}

/* A copy of the n bytes at s, NUL-terminated (a name). */
static char *symx_env_copy(const char *s, size_t n) {
  char *c = malloc(n + 1);
  for (size_t i = 0; i < n; i++)
    c[i] = s[i];
  c[n] = 0;
  return c;
}

/* The known variable named by the n bytes at name, or NULL. */
static SymxEnvVar *symx_env_known(const char *name, long n) {
  SymxEnvVar *v = symx_env_vars;
  while (v && !symx_env_same(name, v->name, n))
    v = v->next;
  return v;
}

/* A new known variable named by the n bytes at name, unset. */
static SymxEnvVar *symx_env_add(const char *name, long n) {
  SymxEnvVar *v = malloc(sizeof *v);
  v->name = symx_env_copy(name, n);
  v->value = v->input = NULL;
  v->copies = NULL;
  v->next = symx_env_vars;
  symx_env_vars = v;
  return v;
}

/* The variable named by the n bytes at name as the environment has it: a
 * new input "env:NAME" under --sym-env; NULL (the path ended as
 * unsupported) without. optnone: whether it is set is a fork on the input's
 * first byte, never a select between NULL and the value. */
static __attribute__((optnone, noinline)) SymxEnvVar *symx_env_from_input(const char *name, long n) {
  if (!__symx_env_symbolic) {
    if (symx_getenv_is_unknown__use_sym_env)
      symx_getenv_is_unknown__use_sym_env();
    return NULL;
  }
  SymxEnvVar *v = symx_env_add(name, n);
  char *full = malloc(n + 5);
  full[0] = 'e', full[1] = 'n', full[2] = 'v', full[3] = ':';
  for (long i = 0; i <= n; i++)
    full[4 + i] = v->name[i];
  size_t size = __symx_env_len + 2;
  char *input = v->input = malloc(size);
  klee_make_symbolic(input, size, full);
  free(full);
  klee_assume((unsigned char)input[0] <= 1);
  klee_assume(input[size - 1] == 0);
  if (input[0] != 0)
    v->value = input + 1;
  return v;
}

/* The known variable of a concrete name of n bytes; with `ask`, one not
 * known yet is taken from the environment, else it is added, unset. NULL
 * when the path ended as unsupported. */
static SymxEnvVar *symx_env_var(const char *name, long n, int ask) {
  if (n < 0) {
    if (symx_getenv_of_a_symbolic_name)
      symx_getenv_of_a_symbolic_name();
    return NULL;
  }
  SymxEnvVar *v = symx_env_known(name, n);
  if (v)
    return v;
  return ask && !symx_env_cleared ? symx_env_from_input(name, n) : symx_env_add(name, n);
}

SYMX_MODEL char *getenv(const char *name) {
  if (name[0] == 0) /* glibc: no variable has an empty name */
    return NULL;
  long n = symx_env_name_len(name);
  if (n >= 0 && name[n] == '=') { /* glibc would match "A=b" to A="b=..." */
    if (symx_getenv_of_a_name_with_equals)
      symx_getenv_of_a_name_with_equals();
    return NULL;
  }
  SymxEnvVar *v = symx_env_var(name, n, 1);
  return v ? v->value : NULL;
}

/* glibc's secure_getenv is getenv unless the process runs set-user-ID or
 * set-group-ID, which a program under symx does not. */
SYMX_MODEL char *secure_getenv(const char *name) { return getenv(name); }

/* Unsets every variable: from now on the whole environment is known (no
 * input is made, and it needs no --sym-env). */
SYMX_MODEL int clearenv(void) {
  for (SymxEnvVar *v = symx_env_vars; v; v = v->next)
    v->value = NULL;
  symx_env_cleared = 1;
  return 0;
}

/* The length of a name setenv and unsetenv accept; -2 (errno EINVAL) for a
 * NULL or empty one or one containing '=', -1 for a symbolic one. */
static long symx_env_valid_name(const char *name) {
  long n = name ? symx_env_name_len(name) : 0;
  if (n == 0 || (n > 0 && name[n] == '=')) {
    *__errno_location() = SYMX_EINVAL;
    return -2;
  }
  return n;
}

SYMX_MODEL int setenv(const char *name, const char *value, int overwrite) {
  long n = symx_env_valid_name(name);
  if (n == -2)
    return -1;
  size_t len = strlen(value); /* NULL faults, as in glibc */
  SymxEnvVar *v = symx_env_var(name, n, !overwrite);
  if (!v || (v->value && !overwrite))
    return 0;
  SymxEnvCopy *c = malloc(sizeof *c + len + 1);
  for (size_t i = 0; i <= len; i++)
    c->text[i] = value[i];
  c->next = v->copies;
  v->copies = c;
  v->value = c->text;
  return 0;
}

SYMX_MODEL int unsetenv(const char *name) {
  long n = symx_env_valid_name(name);
  if (n == -2)
    return -1;
  SymxEnvVar *v = symx_env_var(name, n, 0);
  if (v)
    v->value = NULL;
  return 0;
}

SYMX_MODEL int putenv(char *string) {
  long n = symx_env_name_len(string);
  if (n >= 0 && string[n] != '=') {
    unsetenv(string);
    return 0;
  }
  if (n == 0) /* "=value": glibc stores it, but no getenv finds it */
    return 0;
  SymxEnvVar *v = symx_env_var(string, n, 0);
  if (v)
    v->value = string + n + 1;
  return 0;
}
