/* The unit tests' tiny harness: CHECK(cond) counts a pass or reports the
 * failing condition with its location; each test prints
 * "NAME: P passed, F failed" last and exits nonzero on any failure. */
#ifndef SYMX_TEST_CHECK_H
#define SYMX_TEST_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(cond)                                                             \
  do {                                                                          \
    if (cond) passed++;                                                         \
    else {                                                                      \
      failed++;                                                                 \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                           \
  } while (0)

#endif
