/* search: the set of states waiting to run, and the order in which they run.
 *
 * dfs and bfs keep the waiting states in order; the other strategies keep
 * them as an unordered bag (State.search.idx is a state's index in it):
 *  - random-state: any waiting state, uniformly;
 *  - random-path: a random walk down the fork tree from its root, choosing
 *    uniformly at each fork between the subtrees that hold waiting states, so
 *    states near the root (few forks) are favoured over deep ones;
 *  - covnew: a state whose next instruction has never run (uniformly among
 *    those), else any state;
 *  - default: covnew and random-path in turn.
 * The fork tree (random-path, default) has one leaf per live state; a fork
 * splits the leaf of the forking state into two. Leaves of ended states are
 * pruned when the next state is chosen (every live state is waiting then).
 *
 * Each strategy is a row of search.c's table: its name, whether it keeps
 * the fork tree, and its `next` (which waiting state runs next). They share
 * the bag and the tree; what a searcher knows about a state is in the
 * state's SearchSlot (state.h), which only the searcher writes. A new
 * strategy is a new `next` function and a row. */
#ifndef SYMX_SEARCH_H
#define SYMX_SEARCH_H

#include "engine/state.h"

typedef enum SearchKind {
  SEARCH_DEFAULT, SEARCH_DFS, SEARCH_BFS, SEARCH_RANDOM_STATE, SEARCH_RANDOM_PATH, SEARCH_COVNEW
} SearchKind;

typedef struct SearchNode {
  struct SearchNode *parent, *kid[2]; /* kid[0] == NULL: a leaf */
  State *state;                       /* a leaf's state */
  size_t queued;                      /* waiting states in this subtree */
  bool dead;
} SearchNode;

struct Searcher;
typedef struct SearcherOps {
  const char *name;     /* as --search names it */
  bool tree;            /* keeps the fork tree */
  /* Removes and returns the next state to run (at least one waits). */
  State *(*next)(struct Searcher *s);
} SearcherOps;

typedef struct Searcher {
  SearchKind kind;
  const SearcherOps *ops;
  VEC(State *) states;
  size_t head;          /* BFS: index of the oldest state */
  uint64_t rng;
  bool tree;            /* keeps the fork tree */
  SearchNode *root;
  VEC(SearchNode *) touched; /* leaves that may have ended since the last search_next */
  uint64_t turn;
  uint64_t *const *hits; /* covnew: per-function instruction execution counts (exec's) */
  size_t max_size;      /* most states ever waiting at once */
} Searcher;

void search_init(Searcher *s, SearchKind kind, uint64_t seed);
/* A strategy of the caller's own (ExecOptions.searcher). Its `next` may
 * use search_take to remove the state at a bag index. */
void search_init_ops(Searcher *s, const SearcherOps *ops, uint64_t seed);
State *search_take(Searcher *s, size_t idx);
void search_add(Searcher *s, State *st);
/* Records that `kept` (running) forked `child` (new, not yet waiting). */
void search_fork(Searcher *s, State *kept, State *child);
/* Removes and returns the next state to run, or NULL when none is left. */
State *search_next(Searcher *s);
size_t search_size(const Searcher *s);
/* Waiting state i (0 <= i < search_size), left waiting. */
State *search_waiting(const Searcher *s, size_t i);
/* Frees every state still waiting, and the fork tree. */
void search_free(Searcher *s);
/* Parses "dfs", "bfs", "random-state", "random-path", "covnew", "default";
 * false if unknown. */
bool search_parse(const char *name, SearchKind *out);
const char *search_name(SearchKind kind);
/* A pseudo-random number from the searcher's generator. */
uint64_t search_rand(Searcher *s);

#endif
