/* symx verify: failures whose counterexample, as a C driver, shows the
 * violation natively (symx replay: match), and correct functions that have
 * no driver.
 * expect: last failed no-permission 20 bump failed postcondition 26
 *         bump_ok verified half verified caller failed precondition 47
 *         pick failed postcondition 53 second failed postcondition 63 swap_ok verified peek failed no-permission 80
 * replays: last bump caller pick second peek */
#include <stddef.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

/* reads one element past the range the caller gives: out of bounds natively */
int last(int *a, int n) {
  symx_requires(n >= 1 && n <= 16 && symx_acc_range(a, n));
  symx_ensures(symx_acc_range(a, n));
  return a[n];
}

/* bumps both elements: the postcondition (with symx_old) says only a[0] */
void bump(int *a) {
  symx_requires(symx_acc_range(a, 2) && a[0] < 1000 && a[1] < 1000);
  symx_ensures(symx_acc_range(a, 2) && a[0] == symx_old(a[0]) + 1 && a[1] == symx_old(a[1]));
  a[0]++;
  a[1]++;
}

void bump_ok(int *a) {
  symx_requires(symx_acc_range(a, 2) && a[0] < 1000 && a[1] < 1000);
  symx_ensures(symx_acc_range(a, 2) && a[0] == symx_old(a[0]) + 1 && a[1] == symx_old(a[1]));
  a[0]++;
}

int half(int x) {
  symx_requires(x % 2 == 0);
  symx_ensures(symx_result() * 2 == x);
  return x / 2;
}

/* an odd x breaks half's precondition: natively half's check fails */
int caller(int x) {
  symx_requires(x > 0 && x < 100);
  symx_ensures(1);
  return half(x);
}

/* the larger one's address, but the postcondition promises a's */
int *pick(int *a, int *b) {
  symx_requires(symx_acc(a) && symx_acc(b));
  symx_ensures(symx_acc(a) && symx_acc(b) && symx_result() == (long long)a);
  return *a >= *b ? a : b;
}

SYMX_PREDICATE int cell(struct node *p) { return symx_acc(&p->val) && p->val < 100; }

/* the second node's value, through the first node's next pointer (a
 * pointer stored in the driver's heap), plus one only up to 50 */
int second(struct node *n) {
  symx_requires(symx_acc(&n->next) && n->next != NULL && cell(n->next));
  symx_ensures(symx_acc(&n->next) && symx_acc(&n->next->val) && symx_result() == n->next->val + 1);
  symx_unfold(cell(n->next));
  return n->next->val + (n->next->val <= 50);
}

void swap_ok(int *a, int *b) {
  symx_requires(symx_acc(a) && symx_acc(b));
  symx_ensures(symx_acc(a) && symx_acc(b) && *a == symx_old(*b) && *b == symx_old(*a));
  int t = *a;
  *a = *b;
  *b = t;
}

/* reads through a pointer no permission reached: natively a 0-byte block */
int peek(int *p) {
  symx_requires(p != NULL);
  symx_ensures(1);
  return *p;
}

int main(void) {
  int a[2] = {1, 2}, b = 3;
  bump_ok(a);
  swap_ok(&a[0], &b);
  return a[0] != 3 || b != 2;
}
