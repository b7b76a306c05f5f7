/* k-induction benchmark: three loops one after the other, each as long as
 * the input says (a count, a copy of it, a count down): a step case per
 * loop, the others havocked with their invariants (0 <= x <= n, y - z
 * constant, 0 <= w). symx run and plain bmc cannot finish. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  int x = 0;
  while (x < n)
    x++;
  int y = 0, z = 7;
  while (y < x) {
    y++;
    z++;
  }
  int w = y;
  while (w > 0)
    w--;
  __VERIFIER_assert(x == n && z == y + 7 && w == 0);
  return 0;
}
