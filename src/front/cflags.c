/* cflags: see cflags.h. */
#include "front/cflags.h"

#include <string.h>

bool cflags_is_passthrough(const char *flag) {
  return !strcmp(flag, "-w") || !strncmp(flag, "-W", 2) || (!strncmp(flag, "-m", 2) && flag[2]) ||
         (!strncmp(flag, "-f", 2) && flag[2]) || (!strncmp(flag, "-O", 2));
}

const char *cflags_refusal(const char *flag) {
  static const struct { const char *prefix, *why; } refused[] = {
      {"-m32", "the data model is chosen with --data-model ILP32|LP64"},
      {"-m64", "the data model is chosen with --data-model ILP32|LP64"},
      {"-mx32", "symx supports the ILP32 and LP64 data models only"},
      {"-m16", "symx supports the ILP32 and LP64 data models only"},
      {"-O", "symx compiles at -O0 itself, so that every branch of the source stays a branch"},
      {"-fsanitize", "sanitizer instrumentation is not the program (symx checks memory and overflow itself)"},
      {"-fno-sanitize", "sanitizer instrumentation is not the program"},
      {"-fprofile", "profiling instrumentation calls functions symx does not model"},
      {"-fcoverage", "coverage instrumentation calls functions symx does not model"},
      {"-flto", "symx needs the program's bitcode as clang emits it for one file"},
      {"-fopenmp", "symx runs one thread"},
      {"-fstack-protector", "stack protectors read a guard symx does not model"},
      {"-Wl,", "symx does not link the program natively"},
  };
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
    if (!strncmp(flag, refused[i].prefix, strlen(refused[i].prefix))) return refused[i].why;
  return NULL;
}
