/* symx fuzz --stdin without --input-size: standard input starts as long as
 * the longest seed (4 bytes here) and grows when the program reads to its
 * end; the abort needs 12 bytes (tests/concolic/run.py). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char buf[16];
  size_t n = fread(buf, 1, sizeof buf, stdin);
  if (n < 12) return 1;
  if (buf[0] == 'L' && buf[11] == '!') abort();
  return 0;
}
