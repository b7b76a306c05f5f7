/* concrete_loop.c — raw interpretation speed: a purely concrete integer loop
 * (a linear congruential generator mixed into an FNV-style hash), about
 * 160 million LLVM instructions after -O0 + mem2reg.  No symbolic input:
 * exactly one path.  The result decides the exit code so the loop is live. */
// Pinned by the system tests (make test): every optimisation keeps these.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:41=1
#include <klee/klee.h>

#define ITERATIONS 7619047u /* 21 KLEE-counted instructions per iteration */

int main(void) {
  unsigned state = 12345u, hash = 2166136261u;
  for (unsigned i = 0; i < ITERATIONS; i++) {
    state = state * 1103515245u + 12345u;
    hash = (hash ^ (state >> 16)) * 16777619u;
    hash ^= hash >> 13;
  }
  return (int)(hash & 0x7f);
}
