// sprintf/snprintf of symbolic integers: the text is spelt exactly (the path
// splits on the number of digits, the sign and zero; each digit is an
// expression of the value), so programs that parse or compare the text they
// formatted explore every case: widths, precisions, flags, the integer
// conversions and snprintf's truncation.
// DOMAIN: x=-1200..-1195,-1001..-999,-101..-99,-11..-9,-1..1,9..11,99..101,999..1001,1195..1200 y=0..17,255,256,300,4095
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  int x = symx_int("x");
  unsigned y = (unsigned)symx_int("y");
  symx_assume(x >= -1200 && x <= 1200);
  symx_assume(y <= 300 || y == 4095);
  char b[64], t[8];
  int n = sprintf(b, "%d", x);
  if ((int)strlen(b) != n) abort();
  if (b[0] == '-' && b[1] == '1' && n == 5) return 1; /* -1000..-1199 */
  int m = snprintf(t, sizeof t, "[%+05d]", x);
  if (m < 8 && t[m - 1] != ']') abort();
  if (m >= 8 && t[7] != 0) abort();
  if (t[1] == '+' && t[5] == '9') return 2;
  sprintf(b, "%#x|%-5o|%X|%5.3u|%c", y, y, y, y, 'a' + (int)(y & 15));
  if (!strcmp(b, "0xf|17   |F|  015|p")) return 3;
  if (!strcmp(b, "0|0    |0|  000|a")) return 4;
  if (b[2] == 'f' && b[3] == 'f' && b[4] == 'f') return 5;
  if (strlen(b) > 20) return 6;
  return 0;
}
