/* concrete_loop_param.c — bench/concrete_loop.c's loop in a function whose
 * starting values are parameters. For `symx cc` (bench/concolic.py) this is
 * the cost of concrete code under instrumentation: a parameter's shadow
 * comes from the caller at run time, so the optimiser cannot prove the
 * loop's shadows NULL (as it does in concrete_loop.c, where nothing is an
 * input) and each integer instruction keeps its one test. For symx run it
 * is the same loop as concrete_loop.c. */
// Pinned by the system tests (make test): every optimisation keeps these.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:41=1
#include <klee/klee.h>

#define ITERATIONS 7619047u

__attribute__((noinline)) static unsigned loop(unsigned state, unsigned hash, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    state = state * 1103515245u + 12345u;
    hash = (hash ^ (state >> 16)) * 16777619u;
    hash ^= hash >> 13;
  }
  return hash;
}

int main(void) {
  return (int)(loop(12345u, 2166136261u, ITERATIONS) & 0x7f);
}
