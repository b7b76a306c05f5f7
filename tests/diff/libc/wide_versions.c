// wide_versions: the C locale's wide characters (mbstowcs, mbrtowc, btowc,
// wctob, iswalpha, iswdigit, towupper, wcscmp, wcslen, wcschr, wcsncpy,
// wcrtomb) and strverscmp, strxfrm on input bytes, each outcome replayed
// against glibc natively.
// DOMAIN: s=bytes('a','1','0','.',0x80,0)
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6 exit:7
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, 3, "s");
  s[3] = 0;
  wchar_t w[4];
  size_t n = mbstowcs(w, s, 4);
  if (n == (size_t)-1) { /* a byte of 0x80 or more */
    mbstate_t st;
    memset(&st, 0, sizeof st);
    wchar_t c;
    if (mbrtowc(&c, s, 1, &st) != (size_t)-1) return 1; /* the bad byte comes later */
    return btowc((unsigned char)s[0]) == WEOF && wctob(0x80) == -1 ? 2 : 50;
  }
  if (n != wcslen(w) || n != strlen(s)) abort(); /* never */
  if (n == 0) return 3;
  char x[4];
  if (strxfrm(x, s, sizeof x) != n || strcmp(x, s)) abort(); /* never */
  if (iswalpha(w[0])) {
    wchar_t up[4];
    wcsncpy(up, w, 4);
    up[0] = towupper(up[0]);
    char b[8];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    if (wcrtomb(b, up[0], &st) != 1 || b[0] != 'A') abort(); /* never */
    if (wcscmp(up, L"A1") == 0) return 4;
    return 5;
  }
  if (wcschr(w, L'.') && iswdigit(w[0])) {
    if (strverscmp(s, "1.0") < 0) return 6;
    return 7;
  }
  return 0;
}
