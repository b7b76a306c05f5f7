// atexit_handlers: functions registered with atexit run at exit() and at
// main's return, the last registered first (`late` before `early`: early's
// assertion checks the order); _Exit ends the program without them; an
// assertion failing inside a handler is the program's error.
// DOMAIN: k=0..4
// EXPECT: error:assertion exit:0 exit:7 exit:9
#include <assert.h>
#include <stdlib.h>
#include "symx.h"

static unsigned char k;
static int ran_late;

static void early(void) {
  assert(ran_late);
}

static void late(void) {
  ran_late = 1;
  assert(k != 1);
}

int main(void) {
  symx_make_symbolic(&k, sizeof k, "k");
  atexit(early);
  atexit(late);
  if (k == 2)
    exit(7);
  if (k == 3)
    _Exit(9);
  return 0;
}
