// Any __VERIFIER_nondet_X that returns an integer is a fresh input named
// nondet_X of the result's size: u32 (4 bytes), s8 (1), int128 (16, which
// clang returns as {i64, i64}), u64 (8), and a _Bool-returning name symx
// does not know (1 byte, 0 or 1). Widened, each stays in its type's range
// (asserts, no fork); each extreme is reachable. Paths: six early returns
// and the fall-through = 7.
// EXIT: 0
// COMPLETE: true
// PATHS: 7
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1 exit:4=1 exit:5=1 exit:6=1
// INPUTS: nondet_u32:4 nondet_s8:1 nondet_int128:16 nondet_u64:8 nondet_flag:1
#include <assert.h>

typedef unsigned int u32;
u32 __VERIFIER_nondet_u32(void);
signed char __VERIFIER_nondet_s8(void);
__int128 __VERIFIER_nondet_int128(void);
unsigned long long __VERIFIER_nondet_u64(void);
_Bool __VERIFIER_nondet_flag(void);

int main(void) {
  u32 a = __VERIFIER_nondet_u32();
  signed char c = __VERIFIER_nondet_s8();
  __int128 w = __VERIFIER_nondet_int128();
  unsigned long long q = __VERIFIER_nondet_u64();
  _Bool f = __VERIFIER_nondet_flag();
  long long wide = a;
  assert(wide >= 0);
  assert((unsigned)(c + 128) <= 255);
  assert((unsigned)f <= 1);
  if (a == 0xffffffffu)
    return 1;
  if (c == -128)
    return 2;
  if (w == (__int128)((unsigned __int128)1 << 127))
    return 3;
  if ((w >> 100) == 5)
    return 4;
  if (q == ~0ull)
    return 5;
  if (f)
    return 6;
  return 0;
}
