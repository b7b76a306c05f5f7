/* Coverage: x > 10 forks, and inside it x < 5 is infeasible, so the call of
 * never() (line 20) and never's body (lines 9, 10) are never reached, and that
 * branch's true edge is never taken.  Self-contained (no symx header). */
void symx_make_symbolic(void *addr, unsigned long size, const char *name);

static volatile int sink;

static int never(int v) {
  sink = v;
  return v * 3;
}

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  int r = 0;
  if (x > 10) {
    r = 1;
    if (x < 5)
      r = never(x);
  }
  return r;
}
