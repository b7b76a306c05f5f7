/* symx verify: pure functions as functions of snapshots (seed 001's list
 * with a recursive predicate and a pure length): length and sum are
 * SYMX_PURE with a precondition, usable in contracts; a call is a term of
 * the list's snapshot, the same while the chunk is held unchanged, new
 * when it is consumed and produced anew, and their bodies define them
 * (run one level at a call, deeper over contents the path knows).
 * expect: length verified sum verified push verified push_wrong failed postcondition 54
 *         head verified set_head verified set_head_sum failed postcondition 83
 *         insert_second verified insert_second_wrong failed postcondition 106
 *         reverse verified reverse_wrong failed invariant 144
 *         length_one failed postcondition 159 tail_length verified
 * replays: length_one */
#include <stdlib.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}

/* unsigned: no overflow (the values wrap as the contracts' sums do) */
SYMX_PURE unsigned length(struct node *p) {
  symx_requires(list(p));
  symx_unfold(list(p));
  return p == NULL ? 0 : 1 + length(p->next);
}

SYMX_PURE unsigned sum(struct node *p) {
  symx_requires(list(p));
  symx_unfold(list(p));
  return p == NULL ? 0 : (unsigned)p->val + sum(p->next);
}

struct node *push(struct node *p, int v) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()) &&
               length((struct node *)symx_result()) == symx_old(length(p)) + 1 &&
               sum((struct node *)symx_result()) == symx_old(sum(p)) + (unsigned)v);
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->next = p;
  n->val = v;
  symx_fold(list(n));
  return n;
}

struct node *push_wrong(struct node *p, int v) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()) && length((struct node *)symx_result()) == symx_old(length(p)));
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->next = p;
  n->val = v;
  symx_fold(list(n));
  return n; /* one more node */
}

int head(struct node *p) {
  symx_requires(list(p) && length(p) > 0); /* so p is not NULL */
  symx_ensures(list(p) && length(p) == symx_old(length(p)) && sum(p) == symx_old(sum(p)));
  symx_unfold(list(p));
  int r = p->val;
  symx_fold(list(p));
  return r;
}

void set_head(struct node *p, int v) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list(p) && length(p) == symx_old(length(p)));
  symx_unfold(list(p));
  p->val = v;
  symx_fold(list(p));
}

void set_head_sum(struct node *p, int v) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list(p) && sum(p) == symx_old(sum(p)));
  symx_unfold(list(p));
  p->val = v; /* the sum changes unless v was there */
  symx_fold(list(p));
}

/* a node after the first: two levels of the definition */
void insert_second(struct node *p, int v) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list(p) && length(p) == symx_old(length(p)) + 1);
  symx_unfold(list(p));
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->next = p->next;
  n->val = v;
  symx_fold(list(n));
  p->next = n;
  symx_fold(list(p));
}

void insert_second_wrong(struct node *p, int v) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list(p) && length(p) == symx_old(length(p)) + 2);
  symx_unfold(list(p));
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->next = p->next;
  n->val = v;
  symx_fold(list(n));
  p->next = n;
  symx_fold(list(p));
}

/* in place; the invariant counts both lists */
struct node *reverse(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()) && length((struct node *)symx_result()) == symx_old(length(p)));
  struct node *prev = NULL, *cur = p;
  symx_fold(list(prev));
  unsigned n = length(p);
  while (cur != NULL) {
    symx_invariant(list(prev) && list(cur) && length(prev) + length(cur) == n);
    symx_unfold(list(cur));
    struct node *next = cur->next;
    cur->next = prev;
    symx_fold(list(cur));
    prev = cur;
    cur = next;
  }
  return prev;
}

struct node *reverse_wrong(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()));
  struct node *prev = NULL, *cur = p;
  symx_fold(list(prev));
  unsigned n = length(p);
  while (cur != NULL) {
    symx_invariant(list(prev) && list(cur) && length(prev) + length(cur) == n + 1);
    symx_unfold(list(cur));
    struct node *next = cur->next;
    cur->next = prev;
    symx_fold(list(cur));
    prev = cur;
    cur = next;
  }
  return prev;
}

/* right for lists of one node only: the empty list's failure replays
 * natively (a longer list's counterexample leaves its rest open) */
unsigned length_one(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && symx_result() == length(p));
  return 1;
}

/* the rest of a list is one shorter */
struct node *tail_length(struct node *p) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list((struct node *)symx_result()) && length((struct node *)symx_result()) + 1 == symx_old(length(p)));
  symx_unfold(list(p));
  return p->next; /* p's node is not freed: its block's size is unknown here */
}

int main(void) {
  struct node *l = push(push(push(NULL, 1), 2), 3);
  if (length(l) != 3 || sum(l) != 6 || head(l) != 3)
    return 1;
  set_head(l, 5);
  insert_second(l, 7);
  l = reverse(l);
  if (length(l) != 4 || sum(l) != 15)
    return 1;
  return length(tail_length(l)) != 3 || length_one(l->next->next->next) != 1;
}
