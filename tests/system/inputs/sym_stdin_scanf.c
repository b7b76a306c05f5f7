// scanf on symbolic standard input (--sym-stdin 3): "%d%c" skips leading
// white space, takes a sign and digits, then any one character; EOF when the
// input ends before anything was assigned, 0 for a non-number.
// ARGS: --sym-stdin 3
// EXIT: 1
// COMPLETE: true
// ERROR: assertion 19
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 exit:3 error:assertion
// INPUTS: stdin:3
#include <assert.h>
#include <stdio.h>

int main(void) {
  int x;
  char c;
  int r = scanf("%d%c", &x, &c);
  if (r == EOF) return 3; /* white space only */
  if (r < 2) return 2;    /* not a number, or nothing after it */
  assert(!(x == -7 && c == '!'));
  return x > 50;
}
