/* replay_stubs: native definitions of the __VERIFIER_nondet_X functions a
 * program calls that the replay runtime does not define (it defines SV-COMP's
 * usual names). symx makes any such function returning an integer an input
 * named nondet_X; each stub takes that input through the runtime's
 * symx_replay_nondet, signed or unsigned as the name tells (nondet_is_signed). */
#include <stdio.h>
#include <string.h>

#include "out/formats.h"
#include "cli/replay.h"

static const char prefix[] = "__VERIFIER_nondet_";

int replay_write_nondet_stubs(const char *link_log, const char *path) {
  static const char marker[] = "undefined reference to `";
  FILE *f = NULL;
  int n = 0;
  char seen[4096] = " "; /* names written so far, space-separated */
  for (const char *p = link_log; p && (p = strstr(p, marker));) {
    p += strlen(marker);
    size_t len = strcspn(p, "'\n");
    if (len <= strlen(prefix) || len > 200 || strncmp(p, prefix, strlen(prefix)) != 0) continue;
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)len, p);
    if (strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != len) continue;
    char key[260];
    snprintf(key, sizeof key, " %s ", name);
    if (strstr(seen, key) || strlen(seen) + len + 2 >= sizeof seen) continue;
    strcat(seen, name);
    strcat(seen, " ");
    if (!f && !(f = fopen(path, "w"))) return -1;
    if (!n)
      fputs("#ifdef __SIZEOF_INT128__\ntypedef __int128 symx_nondet_t;\n#else\n" /* i386 */
            "typedef long long symx_nondet_t;\n#endif\n"
            "symx_nondet_t symx_replay_nondet(const char *name, int is_signed, const char *api);\n", f);
    const char *type = name + strlen(prefix);
    fprintf(f, "symx_nondet_t %s(void) { return symx_replay_nondet(\"nondet_%s\", %d, \"%s\"); }\n", name, type,
            nondet_is_signed(type), name);
    n++;
  }
  if (f && fclose(f) != 0) return -1;
  return n;
}
