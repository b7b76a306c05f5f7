// A list walked through an iterator the function mallocs (as clibs/list's
// list_find does): the iterator is a heap block the program made, a node of
// the state's shape, so exact subsumption compares the states at the loop
// header. Lazy initialisation gives cyclic lists too; on one whose nodes
// all differ from x the walk repeats a state (the iterator back at a node
// it was at, nothing else changed), which exact subsumption drops, so the
// run ends; without subsumption that path loops until a budget stops the
// run (before, a state holding a heap block was never compared). --max-heap
// 3 cuts the longer lists (unsupported at line 32), so never complete; 8 paths.
// ARGS: --entry contains --max-heap 3 --subsumption exact
// EXIT: 3
// COMPLETE: false
// PATHS: 8
// ERROR: unsupported 32
// STDOUT: exploration INCOMPLETE
#include <stdlib.h>

struct node {
  int v;
  struct node *next;
};

struct iter {
  struct node *at;
};

int contains(struct node *l, int x) {
  struct iter *it = malloc(sizeof *it);
  if (!it) return 0;
  it->at = l;
  while (it->at) {
    if (it->at->v == x) {
      free(it);
      return 1;
    }
    it->at = it->at->next;
  }
  free(it);
  return 0;
}
