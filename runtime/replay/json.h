/* json.h: the replay runtime's reader of symx's test files (json.c) and of
 * the command line and stdin a test describes (cmdline.c).
 *
 * The replay runtime (runtime.c) compiles both into its single object with
 * SJ_API defined as `static`, so a program linked with it gets no extra
 * global symbols; symx compiles each as an object of its own (SJ_API empty)
 * for `symx replay` and `symx show`. */
#ifndef SYMX_REPLAY_JSON_H
#define SYMX_REPLAY_JSON_H

#include <stdbool.h>
#include <stddef.h>

#ifndef SJ_API
#define SJ_API
#endif

typedef enum SjType { SJ_NULL, SJ_BOOL, SJ_NUM, SJ_STR, SJ_ARR, SJ_OBJ } SjType;

typedef struct SjValue {
  SjType type;
  bool b;             /* SJ_BOOL */
  bool is_int;        /* SJ_NUM without fraction or exponent, fits long long */
  long long i;        /* SJ_NUM when is_int */
  double num;         /* SJ_NUM */
  char *str;          /* SJ_STR: NUL-terminated, len bytes */
  size_t len;         /* SJ_STR bytes; SJ_ARR / SJ_OBJ element count */
  struct SjValue *items;  /* SJ_ARR elements, SJ_OBJ values */
  char **keys;        /* SJ_OBJ keys */
} SjValue;

/* sj_parse builds a tree of SjValue (NULL with the reason in err); sj_free
 * releases it. Strings are decoded (\uXXXX escapes become UTF-8; \u0000 is
 * kept, so use .len for bytes). */
SJ_API SjValue *sj_parse(const char *text, size_t n, char *err, size_t errlen);
SJ_API void sj_free(SjValue *v);
/* The member `key` of an object, or NULL. */
SJ_API const SjValue *sj_get(const SjValue *obj, const char *key);
/* A whole file, NUL-terminated (malloc'ed; NULL with errno set). */
SJ_API char *sj_read_file(const char *path, size_t *n);

/* One input of a test: its name and bytes (malloc'ed). */
typedef struct SjInput {
  char *name;
  size_t size;
  unsigned char *bytes;
} SjInput;

SJ_API void sj_inputs_free(SjInput *in, long n);
/* Parses a test's "inputs"; returns how many, or -1 with the reason in err. */
SJ_API long sj_test_inputs(const SjValue *test, SjInput **out, char *err, size_t errlen);
/* Loads a test file: symx's JSON, or KLEE's .ktest converted to it. */
SJ_API SjValue *sj_load_test(const char *path, char *err, size_t errlen);

typedef struct SjCmdline {
  long ninputs;     /* leading inputs that describe the command line and stdin */
  long argc;        /* 1 + the arguments in use; 0: the test gives no arguments */
  long first_arg;   /* index of arg00 */
  long nargs;       /* argument inputs (arg00 ...), in use or not */
  long stdin_input; /* index of "stdin", or -1 */
} SjCmdline;

/* Finds the command line and stdin among the leading inputs in[0..n) (see
 * cmdline.c). False, with the reason in err, when they cannot make one. */
SJ_API bool sj_cmdline(const SjInput *in, long n, SjCmdline *c, char *err, size_t errlen);

#endif
