// EXPECT: true
// PROPERTY: valid-memcleanup.prp
// atexit handlers run at exit() and at main's return, the last registered
// first: drop_items frees what the table holds, then drop_table frees the
// table. In the other order drop_items would read freed memory.
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int atexit(void (*)(void));
extern int __VERIFIER_nondet_int(void);
int **table;
void drop_table(void) { free(table); }
void drop_items(void) {
  free(table[0]);
  free(table[1]);
}
void maybe_stop(void) {
  if (__VERIFIER_nondet_int()) exit(3);
}
int main() {
  table = malloc(2 * sizeof(int *));
  if (!table) return 1;
  atexit(drop_table);
  table[0] = malloc(sizeof(int));
  table[1] = malloc(sizeof(int));
  atexit(drop_items);
  maybe_stop();
  return 0;
}
