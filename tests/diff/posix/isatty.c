// isatty: whether stdin and stdout are terminals is an input of each call,
// handed back to the native program by replay (with errno as glibc sets it).
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

int main(void) {
  errno = 0;
  int in = isatty(0);
  if (!in && errno != ENOTTY) abort(); /* never */
  int out = isatty(1);
  return in + 2 * out;
}
