// EXPECT: unknown
// ARGS: --max-solver-time 1
// reach_error is unreachable: the only x equal to X0 has hash(x) == K and
// returns first. Z3 cannot invert the hash in 1 s, so `hash(x) == K` stays
// undecided: the verdict must be unknown. symx once dropped the undecided
// condition, reached reach_error with x = X0 and answered false.
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_solver_timeout.c", 8, "reach_error"); }
extern unsigned long __VERIFIER_nondet_ulong(void);

static unsigned long long hash(unsigned long long x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 29;
  x += (x << 7) ^ 0x9e3779b97f4a7c15ULL;
  x ^= x >> 31;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 30;
  return x;
}

int main() {
  unsigned long long x = __VERIFIER_nondet_ulong();
  if (hash(x) == 0xf165df46c04c9570ULL) /* hash(123456789123) */
    return 1;
  if (x == 123456789123ULL)
    reach_error();
  return 0;
}
