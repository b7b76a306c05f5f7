// global_null: a function that reads a global pointer without checking it
// (symx run --entry FUNC --lazy-global NAME): the global is a pointer input
// like a parameter, NULL or a fresh object at its first access, and each
// test's driver sets it before calling FUNC, so the null dereference
// replays natively, as does the path where the object exists.
// ARGS: --entry scaled_timeout --lazy-global config
// EXPECT: error:null-dereference exit:0
#include <stddef.h>

struct settings {
  int timeout;
  int scale;
};

struct settings *config;      /* set by whoever starts the library; maybe not */

int scaled_timeout(int extra) {
  if (extra < 0) return -1;
  return config->timeout * 2 + extra % 4;
}
