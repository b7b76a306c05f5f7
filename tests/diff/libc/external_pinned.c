// external_pinned: a symbolic argument of a native call (--external-calls
// concrete) is pinned to one value on its path: the path condition takes
// it, so the test of that path replays as predicted, and the run says it is
// incomplete (the other values were not explored). A call symx refuses to
// make natively, one that faults, and one that returns a pointer into the C
// library end their paths as unsupported.
// ARGS: --external-calls concrete --data-model LP64
// INCOMPLETE: pinned arguments and unsupported native calls
// EXPECT: exit:0 exit:1 error:unsupported
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <langinfo.h>
#include <unistd.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  if (x == 1) {
    char s[] = "a=1";
    char *p = s, *val;
    char *const keys[] = {"a", NULL};
    getsubopt(&p, keys, &val);        /* follows a pointer stored in p: faults */
    return 2;
  }
  if (x == 2) return nl_langinfo(CODESET) != 0; /* a pointer into the C library */
  if (x == 3) return (int)alarm(0);              /* refused: acts on symx's process */
  if (x > 100) {
    symx_assume(x % 10 < 5);            /* whatever value the path is pinned to: exit 1 */
    unsigned low = htonl((unsigned)x); /* a symbolic argument: pinned */
    char name[4] = {'i', 't', 0, 0};
    name[2] = (char)('0' + x % 10);     /* a symbolic byte in a buffer: pinned */
    if (strverscmp(name, "it5") < 0) return low > 0;
    return 7;                           /* never */
  }
  return 0;
}
