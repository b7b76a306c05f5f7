/* symx verify: pure functions whose bodies do not verify, and snapshots
 * across calls. A pure function that reads without a permission, writes
 * memory, recurses without going down its predicate (or folds) or breaks
 * its postcondition is not verified, and each function using it is
 * unknown, never verified; so is one using a body that gives two values
 * for the same arguments and snapshots. A call that does not touch a list
 * keeps its length (the same snapshot); a call that takes the list and
 * gives it back gives a new snapshot, whose length is what the callee's
 * postcondition says.
 * expect: length verified peek_next failed no-permission 36 length_loop unknown
 *         length_writes failed no-permission 48 length_bounded failed postcondition 54
 *         uses_peek unknown uses_loop unknown uses_writes unknown uses_bounded unknown
 *         bump verified keeps verified touch verified touch_keeps verified
 *         touch_changes failed postcondition 145 tick verified frame verified
 *         via_helper unknown refold unknown where verified uses_where unknown */
#include <stdlib.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}

SYMX_PURE unsigned length(struct node *p) {
  symx_requires(list(p));
  symx_unfold(list(p));
  return p == NULL ? 0 : 1 + length(p->next);
}

SYMX_PURE int peek_next(struct node *p) {
  symx_requires(list(p) && p != NULL);
  return p->val; /* folded in list(p): no permission */
}

SYMX_PURE unsigned length_loop(struct node *p) {
  symx_requires(list(p));
  return length_loop(p); /* the same chunk: no measure goes down */
}

SYMX_PURE unsigned length_writes(struct node *p) {
  symx_requires(list(p));
  symx_unfold(list(p));
  if (p != NULL)
    p->val = 0; /* a side effect */
  return p == NULL ? 0 : 1 + length_writes(p->next);
}

SYMX_PURE unsigned length_bounded(struct node *p) {
  symx_requires(list(p));
  symx_ensures(symx_result() < 2); /* not so */
  symx_unfold(list(p));
  return p == NULL ? 0 : 1 + length_bounded(p->next);
}

/* through a function without a contract: the same chunk again */
unsigned helper(struct node *p);
SYMX_PURE unsigned via_helper(struct node *p) {
  symx_requires(list(p));
  symx_ensures(symx_result() == 7);
  return helper(p);
}
unsigned helper(struct node *p) { return via_helper(p); }

/* a fold could rebuild a chunk as large as the precondition's */
SYMX_PURE unsigned refold(struct node *p) {
  symx_requires(list(p));
  symx_unfold(list(p));
  symx_fold(list(p));
  return 0;
}

/* not a function of its arguments and snapshots */
SYMX_PURE long where(struct node *p) {
  symx_requires(list(p));
  volatile int x = 0;
  long a = (long)&x;
  return a;
}

long uses_where(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && symx_result() == 1); /* with two addresses for one term, anything would follow */
  return where(p) - where(p);
}

int uses_peek(struct node *p) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list(p) && symx_result() == peek_next(p));
  symx_unfold(list(p));
  int v = p->val;
  symx_fold(list(p));
  return v;
}

unsigned uses_loop(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && symx_result() == length_loop(p));
  return length_loop(p);
}

unsigned uses_writes(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && symx_result() == length_writes(p));
  return length_writes(p);
}

/* with length_bounded's postcondition assumed, 5 < 2 would follow */
int uses_bounded(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && symx_result() == 0);
  return length_bounded(p) >= 2;
}

/* a cell: no list */
void bump(int *c) {
  symx_requires(symx_acc(c) && *c < 1000);
  symx_ensures(symx_acc(c) && *c == symx_old(*c) + 1);
  *c = *c + 1;
}

/* a callee that takes the list and gives it back with the same length */
void keeps(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && length(p) == symx_old(length(p)));
}

/* ... and one that says nothing of it */
void touch(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p));
}

void touch_keeps(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && length(p) == symx_old(length(p)));
  keeps(p);
}

void touch_changes(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && length(p) == symx_old(length(p))); /* touch may have changed it */
  touch(p);
}

unsigned tick(struct node *p, int *c) {
  symx_requires(list(p) && symx_acc(c) && *c < 1000);
  symx_ensures(list(p) && symx_acc(c) && symx_result() == length(p));
  unsigned n = length(p);
  bump(c);
  return n;
}

/* a call that does not touch the list keeps its length */
void frame(struct node *p, int *c) {
  symx_requires(list(p) && symx_acc(c) && *c < 1000);
  symx_ensures(list(p) && symx_acc(c) && length(p) == symx_old(length(p)));
  unsigned before = length(p);
  bump(c);
  symx_assert(length(p) == before);
}

int main(void) {
  struct node b = {NULL, 2}, a = {&b, 1};
  int c = 0;
  bump(&c);
  frame(&a, &c);
  touch_keeps(&a);
  touch_changes(&a);
  return !(length(&a) == 2 && peek_next(&a) == 1 && uses_peek(&a) == 1 && tick(&a, &c) == 2 && c == 3 &&
           uses_writes(&a) == 2 && uses_bounded(&b) == 0);
}
