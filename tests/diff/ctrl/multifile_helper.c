/* Helper of multifile.c (not a test program itself). */
int counter;
int classify(int v) {
  counter++;
  if (v > LIMIT) return 2;
  if (v == LIMIT) return 1;
  return 0;
}
