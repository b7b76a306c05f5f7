/* search: see search.h. */
#include "engine/search.h"

#include <string.h>

static const SearcherOps *strategy(SearchKind kind);

void search_init(Searcher *s, SearchKind kind, uint64_t seed) {
  memset(s, 0, sizeof *s);
  s->kind = kind;
  s->ops = strategy(kind);
  s->rng = seed * 0x9e3779b97f4a7c15ull + 1;
  s->tree = s->ops->tree;
}

void search_init_ops(Searcher *s, const SearcherOps *ops, uint64_t seed) {
  search_init(s, SEARCH_DEFAULT, seed);
  s->ops = ops;
  s->tree = ops->tree;
}

size_t search_size(const Searcher *s) { return s->states.len - s->head; }

State *search_waiting(const Searcher *s, size_t i) { return s->states.data[s->head + i]; }

uint64_t search_rand(Searcher *s) {
  uint64_t *x = &s->rng;
  *x ^= *x << 13;
  *x ^= *x >> 7;
  *x ^= *x << 17;
  return *x;
}

static SearchNode *node_new(SearchNode *parent, State *st) {
  SearchNode *n = xcalloc(1, sizeof *n);
  n->parent = parent;
  n->state = st;
  return n;
}

static void count_up(SearchNode *n, bool add) {
  for (; n; n = n->parent) n->queued += add ? 1 : (size_t)-1;
}

void search_add(Searcher *s, State *st) {
  if (s->tree) {
    if (!st->search.node) {
      /* The first state: the root. (Every other state comes from a fork.) */
      st->search.node = node_new(NULL, st);
      if (!s->root) s->root = st->search.node;
    }
    count_up(st->search.node, true);
  }
  st->search.idx = s->states.len;
  VEC_PUSH(s->states, st);
  if (search_size(s) > s->max_size) s->max_size = search_size(s);
}

void search_fork(Searcher *s, State *kept, State *child) {
  if (!s->tree || !kept->search.node) return;
  SearchNode *leaf = kept->search.node;
  leaf->kid[0] = node_new(leaf, kept);
  leaf->kid[1] = node_new(leaf, child);
  leaf->state = NULL;
  kept->search.node = leaf->kid[0];
  child->search.node = leaf->kid[1];
  VEC_PUSH(s->touched, leaf->kid[0]);
  VEC_PUSH(s->touched, leaf->kid[1]);
}

/* Removes the leaves of states that ended: every live state is waiting now. */
static void prune(Searcher *s) {
  VEC(SearchNode *) grave = {0};
  for (size_t i = 0; i < s->touched.len; i++) {
    SearchNode *n = s->touched.data[i];
    if (n->dead || n->kid[0] || n->queued) continue;
    n->dead = true;
    VEC_PUSH(grave, n);
    SearchNode *p = n->parent;
    if (!p) {
      s->root = NULL;
      continue;
    }
    SearchNode *sib = p->kid[0] == n ? p->kid[1] : p->kid[0];
    SearchNode *g = p->parent;
    if (g) g->kid[g->kid[0] == p ? 0 : 1] = sib;
    else s->root = sib;
    sib->parent = g;
    p->dead = true;
    VEC_PUSH(grave, p);
  }
  for (size_t i = 0; i < grave.len; i++) xfree(grave.data[i], sizeof(SearchNode));
  VEC_FREE(grave);
  s->touched.len = 0;
}

/* Removes the state at index i of the bag. */
static State *take(Searcher *s, size_t i) {
  State *st = s->states.data[i];
  State *last = s->states.data[--s->states.len];
  if (i < s->states.len) {
    s->states.data[i] = last;
    last->search.idx = i;
  }
  if (s->tree) {
    count_up(st->search.node, false);
    VEC_PUSH(s->touched, st->search.node);
  }
  return st;
}

State *search_take(Searcher *s, size_t i) { return take(s, i); }

static State *random_path(Searcher *s) {
  SearchNode *n = s->root;
  while (n->kid[0]) {
    bool a = n->kid[0]->queued > 0, b = n->kid[1]->queued > 0;
    n = a && b ? n->kid[search_rand(s) & 1] : a ? n->kid[0] : n->kid[1];
  }
  return take(s, n->state->search.idx);
}

static bool next_uncovered(const Searcher *s, const State *st) {
  const Frame *f = &st->frames[st->nframes - 1];
  return s->hits[f->fn->index][f->pc] == 0;
}

/* A state whose next instruction never ran, uniformly among those; when there
 * is none, the deepest state (most forks: it goes on to end its path, as
 * depth-first search would). At most 4096 states are looked at, from a
 * random place, so a choice stays cheap when very many states wait. */
static State *covnew(Searcher *s) {
  size_t n = s->states.len, scan = n < 4096 ? n : 4096;
  size_t start = n > scan ? search_rand(s) % n : 0, pick = n, deepest = start, seen = 0;
  for (size_t k = 0; k < scan; k++) {
    size_t i = (start + k) % n;
    const State *st = s->states.data[i];
    if (st->depth >= s->states.data[deepest]->depth) deepest = i;
    /* Reservoir sampling: uniform among the states at new code. */
    if (s->hits && next_uncovered(s, st) && search_rand(s) % ++seen == 0) pick = i;
  }
  return take(s, pick < n ? pick : deepest);
}

static State *bfs(Searcher *s) {
  State *st = s->states.data[s->head++];
  if (s->head == s->states.len) s->head = s->states.len = 0;
  return st;
}

static State *dfs(Searcher *s) { return s->states.data[--s->states.len]; }
static State *random_state(Searcher *s) { return take(s, search_rand(s) % s->states.len); }
static State *covnew_then_random_path(Searcher *s) { return s->turn++ & 1 ? covnew(s) : random_path(s); }

/* In SearchKind's order. */
static const SearcherOps strategies[] = {
    {"default", true, covnew_then_random_path},
    {"dfs", false, dfs},
    {"bfs", false, bfs},
    {"random-state", false, random_state},
    {"random-path", true, random_path},
    {"covnew", false, covnew},
};

static const SearcherOps *strategy(SearchKind kind) {
  return &strategies[(size_t)kind < ARRAY_LEN(strategies) ? kind : SEARCH_DEFAULT];
}

State *search_next(Searcher *s) {
  if (s->tree) prune(s);
  if (search_size(s) == 0) return NULL;
  return s->ops->next(s);
}

static void free_tree(SearchNode *root) {
  VEC(SearchNode *) todo = {0}; /* no recursion: trees can be deep */
  if (root) VEC_PUSH(todo, root);
  while (todo.len) {
    SearchNode *n = todo.data[--todo.len];
    if (n->kid[0]) {
      VEC_PUSH(todo, n->kid[0]);
      VEC_PUSH(todo, n->kid[1]);
    }
    xfree(n, sizeof *n);
  }
  VEC_FREE(todo);
}

void search_free(Searcher *s) {
  for (size_t i = s->head; i < s->states.len; i++) state_free(s->states.data[i]);
  VEC_FREE(s->states);
  s->head = 0;
  free_tree(s->root);
  s->root = NULL;
  VEC_FREE(s->touched);
}

bool search_parse(const char *name, SearchKind *out) {
  for (size_t i = 0; i < ARRAY_LEN(strategies); i++)
    if (!strcmp(name, strategies[i].name)) {
      *out = (SearchKind)i;
      return true;
    }
  return false;
}

const char *search_name(SearchKind kind) {
  return (size_t)kind < ARRAY_LEN(strategies) ? strategies[kind].name : "?";
}
