// EXPECT: false
// DATA-MODEL: ILP32
// A heap list of nondeterministic length under ILP32; the error needs a
// list of exactly three nodes whose keys sum to 100.
#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_ilp32_list.c", 7, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; long key; };
int main() {
  struct node *head = 0;
  int n = 0;
  while (n < 4 && __VERIFIER_nondet_int()) {
    struct node *e = malloc(sizeof *e);
    if (!e) return 0;
    e->next = head;
    e->key = __VERIFIER_nondet_int();
    if (e->key < 0 || e->key > 50) { free(e); break; }
    head = e;
    n++;
  }
  long sum = 0;
  int len = 0;
  for (struct node *e = head; e; e = e->next) { sum += e->key; len++; }
  if (len == 3 && sum == 100) reach_error();
  while (head) { struct node *t = head->next; free(head); head = t; }
  return 0;
}
