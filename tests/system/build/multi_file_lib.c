/* Helper translation unit for multi_file.c. */
int lib_counter;

int lib_classify(int v) {
  lib_counter++;
  if (v < 0)
    return 1;
  if (v == 0)
    return 2;
  return 3;
}
