// EXPECT: false(valid-memtrack)
// PROPERTY: valid-memsafety.prp
// A block reached only from a block that was freed is lost.
extern void *malloc(unsigned long);
extern void free(void *);
struct s { int *data; };
int main() {
  struct s *o = malloc(sizeof *o);
  if (!o) return 0;
  o->data = malloc(4 * sizeof(int));
  free(o);
  return 0;
}
