/* k-induction benchmark: a ring buffer of 8 written in each iteration of
 * an unbounded loop, every access in bounds, the last write read back. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int buf[8] = {0};
  unsigned head = 0;
  int sum = 0;
  while (__VERIFIER_nondet_int()) {
    int v = __VERIFIER_nondet_int() & 255;
    buf[head % 8] = v;
    __VERIFIER_assert(buf[head % 8] == v);
    sum = buf[(head + 7) % 8];
    head++;
  }
  return sum & 1;
}
