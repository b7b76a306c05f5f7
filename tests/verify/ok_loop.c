/* symx verify: loops with invariants (symx_invariant, first statement of the body).
 * expect: sum verified count_up verified zero verified frame_kept verified
 *         with_break verified nested verified dowhile verified inner_only unknown
 *         not_first unknown */
#include <symx.h>

int sum(const int *a, int n) {
  symx_requires(n >= 0 && n <= 100 && symx_acc_range(a, n));
  symx_ensures(symx_acc_range(a, n) && symx_result() >= 0 && symx_result() <= n * 1000);
  int s = 0;
  for (int i = 0; i < n; i++) {
    symx_invariant(symx_acc_range(a, n) && 0 <= i && i <= n && s >= 0 && s <= i * 1000);
    if (a[i] > 0 && a[i] <= 1000)
      s += a[i];
  }
  return s;
}

int count_up(int n) {
  symx_requires(n >= 0 && n < 1000);
  symx_ensures(symx_result() == n);
  int i = 0;
  while (i < n) {
    symx_invariant(i <= n);
    i++;
  }
  return i;
}

/* the loop writes the array: its contents are fresh in each iteration */
void zero(int *a, int n) {
  symx_requires(n >= 0 && n <= 100 && symx_acc_range(a, n));
  symx_ensures(symx_acc_range(a, n));
  for (int i = 0; i < n; i++) {
    symx_invariant(symx_acc_range(a, n) && 0 <= i && i <= n);
    a[i] = 0;
  }
}

/* what the invariant does not mention (the frame: *b) is kept across the loop */
int frame_kept(int *a, int *b, int n) {
  symx_requires(n >= 0 && n <= 100 && symx_acc_range(a, n) && symx_acc(b) && *b == 7);
  symx_ensures(symx_acc_range(a, n) && symx_acc(b) && *b == 7 && symx_result() == 7);
  for (int i = 0; i < n; i++) {
    symx_invariant(symx_acc_range(a, n) && 0 <= i && i <= n);
    a[i] = i;
  }
  return *b;
}

int with_break(int n) {
  symx_requires(n >= 0 && n < 1000);
  symx_ensures(symx_result() <= 10 && symx_result() <= n);
  int i = 0;
  while (i < n) {
    symx_invariant(0 <= i && i <= 10 && i <= n);
    if (i == 10)
      break;
    i++;
  }
  return i;
}

int nested(int n) {
  symx_requires(n >= 0 && n <= 10);
  symx_ensures(symx_result() == n * n);
  int c = 0;
  for (int i = 0; i < n; i++) {
    symx_invariant(0 <= i && i <= n && c == i * n);
    for (int j = 0; j < n; j++) {
      symx_invariant(0 <= j && j <= n && c == i * n + j);
      c++;
    }
  }
  return c;
}

int dowhile(int n) {
  symx_requires(n >= 1 && n <= 10);
  symx_ensures(symx_result() == n);
  int i = 0;
  do {
    symx_invariant(0 <= i && i < n);
    i++;
  } while (i < n);
  return i;
}

/* the outer loop has no invariant: unknown, never verified */
int inner_only(int n) {
  symx_requires(n >= 0 && n <= 10);
  symx_ensures(1);
  int c = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      symx_invariant(0 <= j);
      c++;
    }
  return c;
}

/* code before the invariant: the back edge would skip it: unknown */
int not_first(int n) {
  symx_requires(n >= 0 && n < 1000);
  symx_ensures(symx_result() == n);
  int i = 0, k = 0;
  while (i < n) {
    k = i + 1;
    symx_invariant(i <= n && k > i);
    i++;
  }
  return i;
}

int main(void) {
  int a[3] = {1, 2, 3}, b = 7;
  if (sum(a, 3) != 6 || count_up(4) != 4 || frame_kept(a, &b, 3) != 7)
    return 1;
  zero(a, 3);
  return sum(a, 3) + with_break(20) + nested(3) + dowhile(2) + inner_only(2) + not_first(2) != 10 + 9 + 2 + 4 + 2;
}
