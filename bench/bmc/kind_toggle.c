/* k-induction benchmark: a state machine driven by an input each
 * iteration, any number of iterations: the state stays in 0..3 (an
 * interval invariant from the constants it compares with). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  unsigned state = 0, steps = 0;
  while (__VERIFIER_nondet_int()) {
    int in = __VERIFIER_nondet_int();
    if (state == 0) state = in ? 1 : 2;
    else if (state == 1) state = in ? 3 : 0;
    else if (state == 2) state = in ? 2 : 3;
    else state = 0;
    steps++;
  }
  __VERIFIER_assert(state <= 3);
  return 0;
}
