/* main in one file, the function it calls in multi_lib.c: 2 paths. */
void symx_make_symbolic(void *addr, unsigned long size, const char *name);
int classify(int v);

int main(void) {
  int v;
  symx_make_symbolic(&v, sizeof v, "v");
  return classify(v);
}
