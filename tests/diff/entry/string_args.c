// string_args: char ** and char * inputs: an array of pointers (each a
// pointer input, NULL ending the count), strings of symbolic length read by
// strcmp and strlen models (out of bounds when no NUL is within the array);
// realloc of an input array, whose size is symbolic, ends unsupported.
// ARGS: --entry same_first --max-heap 3 --lazy-array 3
// EXPECT: error:null-dereference error:out-of-bounds exit:0
// INCOMPLETE: arrays longer than --lazy-array are not explored
#include <string.h>

int same_first(char **v, const char *w) {
  int n = 0;
  while (n < 2 && v[n]) n++;
  return n > 0 && strcmp(v[0], w) == 0;
}
