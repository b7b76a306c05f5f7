// exit_codes: exit() from nested calls with negative and large codes (a
// native run sees them modulo 256), and main's return value.
// DOMAIN: k=0..5
// EXPECT: exit:-1 exit:256 exit:300 exit:0
#include <stdlib.h>
#include "symx.h"

static void finish(int code) {
  if (code != 0)
    exit(code);
}

int main(void) {
  unsigned char k;
  symx_make_symbolic(&k, sizeof k, "k");
  switch (k) {
  case 0: finish(-1); break;
  case 1: finish(256); break;
  case 2: finish(300); break;
  case 3: return -200;
  case 4: finish(0); break;
  default: break;
  }
  return 0;
}
