/* Needs -I progs/inc (cli_hdr.h), -DFLAG and -DVALUE=5: exits with 42. */
#include "cli_hdr.h"

#ifndef FLAG
#error "FLAG was not defined with -D"
#endif

int main(void) {
  return VALUE + HDR_BASE;
}
