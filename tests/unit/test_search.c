/* Unit tests of the searcher: every waiting state comes out exactly once in
 * every order; random-path's walk down the fork tree (a state one fork below
 * the root is chosen about twice as often as each of two states two forks
 * down); leaves of ended states are pruned; the same seed gives the same
 * choices; nothing leaks. */
#include <stdio.h>
#include <string.h>

#include "engine/search.h"

#include "check.h"

/* A "fork" of the running state `kept`: a new state in the tree beside it. */
static State *fork_of(Searcher *s, State *kept) {
  State *c = state_new(NULL);
  search_fork(s, kept, c);
  return c;
}

static size_t tree_nodes(const SearchNode *n) {
  return n ? 1 + (n->kid[0] ? tree_nodes(n->kid[0]) + tree_nodes(n->kid[1]) : 0) : 0;
}

/* Builds root -> {A, B}, B -> {B, C}: A one fork down, B and C two. */
static void build(Searcher *s, State **a, State **b, State **c) {
  *a = state_new(NULL);
  search_add(s, *a);
  State *r = search_next(s);
  *b = fork_of(s, r);
  search_add(s, r);
  search_add(s, *b);
  /* run B: take states until B comes out, putting A back */
  State *x;
  while ((x = search_next(s)) != *b) search_add(s, x);
  *c = fork_of(s, *b);
  search_add(s, *b);
  search_add(s, *c);
}

static void drain_once(SearchKind kind) {
  Searcher s;
  search_init(&s, kind, 3);
  State *st[50];
  st[0] = state_new(NULL);
  search_add(&s, st[0]);
  int n = 1, seen[50] = {0};
  /* Grow to 50 states: each step runs one state and forks it. */
  while (n < 50) {
    State *x = search_next(&s);
    st[n] = fork_of(&s, x);
    search_add(&s, x);
    search_add(&s, st[n]);
    n++;
  }
  CHECK(search_size(&s) == 50);
  State *x;
  int out = 0;
  while ((x = search_next(&s))) {
    for (int i = 0; i < n; i++)
      if (st[i] == x) seen[i]++;
    state_free(x);
    out++;
  }
  CHECK(out == 50);
  bool once = true;
  for (int i = 0; i < n; i++) once &= seen[i] == 1;
  CHECK(once);
  CHECK(s.root == NULL); /* every leaf pruned once its state ended */
  search_free(&s);
}

int main(void) {
  size_t start = util_bytes_in_use();
  SearchKind kinds[] = {SEARCH_DFS, SEARCH_BFS, SEARCH_RANDOM_STATE, SEARCH_RANDOM_PATH};
  for (size_t k = 0; k < ARRAY_LEN(kinds); k++) drain_once(kinds[k]);

  /* random-path frequencies */
  Searcher s;
  search_init(&s, SEARCH_RANDOM_PATH, 1);
  State *a, *b, *c;
  build(&s, &a, &b, &c);
  CHECK(tree_nodes(s.root) == 5);
  int na = 0, nb = 0, nc = 0;
  for (int i = 0; i < 4000; i++) {
    State *x = search_next(&s);
    na += x == a, nb += x == b, nc += x == c;
    search_add(&s, x);
  }
  CHECK(na + nb + nc == 4000);
  CHECK(na > 1800 && na < 2200);
  CHECK(nb > 850 && nb < 1150);
  CHECK(nc > 850 && nc < 1150);
  /* C ends: its leaf goes, and B's subtree collapses into B's leaf. */
  State *x;
  while ((x = search_next(&s)) != c) search_add(&s, x);
  state_free(c);
  x = search_next(&s);
  CHECK(tree_nodes(s.root) == 3);
  CHECK(x == a || x == b);
  search_add(&s, x);
  search_free(&s);

  /* The same seed makes the same choices. */
  for (int round = 0; round < 2; round++) {
    static State *order[2][8];
    Searcher t;
    search_init(&t, SEARCH_RANDOM_PATH, 42);
    State *p, *q, *r;
    build(&t, &p, &q, &r);
    State *names[3] = {p, q, r};
    for (int i = 0; i < 8; i++) {
      State *y = search_next(&t);
      for (int k = 0; k < 3; k++)
        if (names[k] == y) order[round][i] = (State *)(uintptr_t)(k + 1);
      search_add(&t, y);
    }
    if (round == 1) CHECK(!memcmp(order[0], order[1], sizeof order[0]));
    search_free(&t);
  }

  CHECK(util_bytes_in_use() == start);
  printf("test_search: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
