/* ditypes: see ditypes.h. LLVM-C has no getters for the parts of debug
 * information nodes (a derived type's base type, a struct's members), so
 * the module is printed as LLVM assembly and its metadata lines are read:
 *   !22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", size: 128, elements: !23)
 *   !23 = !{!24, !25}
 *   !25 = !DIDerivedType(tag: DW_TAG_member, name: "next", baseType: !26, size: 64, offset: 64)
 * The format is LLVM's textual IR, stable across releases. */
#include "front/ditypes.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"

typedef struct Di {
  VEC(const char *) node;   /* metadata number -> its line (after "= "), or NULL */
  uint32_t *memo;           /* metadata number -> ctype id (0: not yet) */
  VEC(CType) types;
  VEC(CSig) sigs;
  VEC(CGlobal) globals;
} Di;

/* The value of `key: ` in a metadata line, copied into buf (quotes removed). */
static bool attr(const char *line, const char *key, char *buf, size_t n) {
  size_t kl = strlen(key);
  for (const char *p = line; (p = strstr(p, key)); p++) {
    if (p[kl] != ':' || p[kl + 1] != ' ' || (p > line && p[-1] != '(' && p[-1] != ' ')) continue;
    p += kl + 2;
    size_t k = 0;
    if (*p == '"') {
      for (p++; *p && *p != '"' && k + 1 < n; p++) buf[k++] = *p;
    } else {
      for (; *p && *p != ',' && *p != ')' && k + 1 < n; p++) buf[k++] = *p;
    }
    buf[k] = 0;
    return true;
  }
  return false;
}

/* The metadata number `key: !N` refers to, or -1 (absent, null). */
static long ref_of(const char *line, const char *key) {
  char b[32];
  if (!attr(line, key, b, sizeof b) || b[0] != '!') return -1;
  return strtol(b + 1, NULL, 10);
}

static uint64_t num_of(const char *line, const char *key) {
  char b[32];
  return attr(line, key, b, sizeof b) ? strtoull(b, NULL, 10) : 0;
}

static const char *node_line(const Di *d, long n) {
  return n >= 0 && (size_t)n < d->node.len ? d->node.data[n] : NULL;
}

/* The entries of tuple node n ("!{!1, null, !3}"): numbers, -1 for null. */
static size_t tuple(const Di *d, long n, long *out, size_t max) {
  const char *l = node_line(d, n);
  if (!l || strncmp(l, "!{", 2)) return 0;
  size_t k = 0;
  for (const char *p = l + 2; *p && *p != '}' && k < max;) {
    while (*p == ' ' || *p == ',') p++;
    if (*p == '!') out[k++] = strtol(p + 1, (char **)&p, 10);
    else if (!strncmp(p, "null", 4)) out[k++] = -1, p += 4;
    else break;
  }
  return k;
}

static uint32_t new_type(Di *d, CTypeKind kind, uint64_t size) {
  CType t;
  memset(&t, 0, sizeof t);
  t.kind = kind;
  t.size = size;
  VEC_PUSH(d->types, t);
  return (uint32_t)d->types.len - 1;
}

static uint32_t ctype_of(Di *d, long n);

/* A struct's or union's members (n: its node, id: its entry). */
static void fill_fields(Di *d, uint32_t id, const char *l) {
  long members[512];
  size_t k = tuple(d, ref_of(l, "elements"), members, ARRAY_LEN(members));
  CField *fields = k ? xcalloc(k, sizeof(CField)) : NULL;
  uint32_t nf = 0;
  for (size_t i = 0; i < k; i++) {
    const char *m = node_line(d, members[i]);
    char name[256], tag[64];
    if (!m || !attr(m, "tag", tag, sizeof tag) || strcmp(tag, "DW_TAG_member")) continue;
    if (strstr(m, "DIFlagBitField")) continue; /* its bytes stay integer bytes */
    fields[nf].name = xstrdup(attr(m, "name", name, sizeof name) ? name : "");
    fields[nf].offset = num_of(m, "offset") / 8;
    fields[nf].type = ctype_of(d, ref_of(m, "baseType"));
    nf++;
  }
  if (nf < k) { /* the table frees nfields entries: keep exactly those */
    CField *exact = nf ? xcalloc(nf, sizeof(CField)) : NULL;
    if (nf) memcpy(exact, fields, nf * sizeof(CField));
    xfree(fields, k * sizeof(CField));
    fields = exact;
  }
  d->types.data[id].fields = fields;
  d->types.data[id].nfields = nf;
}

static uint32_t composite(Di *d, long n, const char *l) {
  char tag[64], name[256];
  attr(l, "tag", tag, sizeof tag);
  uint64_t size = num_of(l, "size") / 8;
  if (!strcmp(tag, "DW_TAG_enumeration_type")) {
    uint32_t id = new_type(d, CT_INT, size ? size : 4);
    d->memo[n] = id;
    uint32_t base = ctype_of(d, ref_of(l, "baseType"));
    d->types.data[id].is_signed = base && d->types.data[base].is_signed;
    return id;
  }
  if (!strcmp(tag, "DW_TAG_array_type")) {
    uint32_t id = new_type(d, CT_ARRAY, size);
    d->memo[n] = id;
    long subs[8];
    size_t k = tuple(d, ref_of(l, "elements"), subs, ARRAY_LEN(subs));
    uint64_t count = k ? 1 : 0;
    for (size_t i = 0; i < k; i++) {
      const char *s = node_line(d, subs[i]);
      char c[32];
      count *= s && attr(s, "count", c, sizeof c) && c[0] != '-' ? strtoull(c, NULL, 10) : 0;
    }
    uint32_t elem = ctype_of(d, ref_of(l, "baseType"));
    d->types.data[id].ref = elem;
    d->types.data[id].count = count;
    return id;
  }
  bool is_union = !strcmp(tag, "DW_TAG_union_type");
  if (!is_union && strcmp(tag, "DW_TAG_structure_type")) return d->memo[n] = 0;
  uint32_t id = new_type(d, is_union ? CT_UNION : CT_STRUCT, size);
  d->memo[n] = id;
  if (attr(l, "name", name, sizeof name)) d->types.data[id].name = xstrdup(name);
  if (strstr(l, "DIFlagFwdDecl")) d->types.data[id].incomplete = true;
  else fill_fields(d, id, l);
  return id;
}

static uint32_t basic(Di *d, long n, const char *l) {
  char enc[64];
  uint64_t size = num_of(l, "size") / 8;
  attr(l, "encoding", enc, sizeof enc);
  bool fl = !strcmp(enc, "DW_ATE_float");
  uint32_t id = new_type(d, fl ? CT_FLOAT : CT_INT, size);
  d->types.data[id].is_signed = !fl && (!strcmp(enc, "DW_ATE_signed") || !strcmp(enc, "DW_ATE_signed_char"));
  d->types.data[id].is_bool = !strcmp(enc, "DW_ATE_boolean");
  return d->memo[n] = id;
}

/* The ctype id of metadata node n (-1: void). */
static uint32_t ctype_of(Di *d, long n) {
  if (n < 0) {
    for (uint32_t i = 1; i < d->types.len; i++)
      if (d->types.data[i].kind == CT_VOID) return i;
    return new_type(d, CT_VOID, 0);
  }
  const char *l = node_line(d, n);
  if (!l) return 0;
  if (d->memo[n]) return d->memo[n];
  if (!strncmp(l, "distinct ", 9)) l += 9;
  char tag[64];
  if (!strncmp(l, "!DIBasicType(", 13)) return basic(d, n, l);
  if (!strncmp(l, "!DICompositeType(", 17)) return composite(d, n, l);
  if (!strncmp(l, "!DISubroutineType(", 18)) return d->memo[n] = new_type(d, CT_FUNC, 0);
  if (strncmp(l, "!DIDerivedType(", 15) || !attr(l, "tag", tag, sizeof tag)) return 0;
  if (!strcmp(tag, "DW_TAG_pointer_type")) {
    uint32_t id = new_type(d, CT_PTR, num_of(l, "size") / 8);
    d->memo[n] = id;
    uint32_t to = ctype_of(d, ref_of(l, "baseType"));
    d->types.data[id].ref = to;
    return id;
  }
  if (!strcmp(tag, "DW_TAG_typedef") || !strcmp(tag, "DW_TAG_const_type") || !strcmp(tag, "DW_TAG_volatile_type") ||
      !strcmp(tag, "DW_TAG_restrict_type") || !strcmp(tag, "DW_TAG_atomic_type"))
    return d->memo[n] = ctype_of(d, ref_of(l, "baseType"));
  return 0;
}

/* The name of parameter `arg` (1-based) of subprogram sp, from its
 * DILocalVariable, or NULL. */
static char *param_name(const Di *d, long sp, unsigned arg) {
  char want_scope[32], want_arg[16], b[256];
  snprintf(want_scope, sizeof want_scope, "!%ld", sp);
  snprintf(want_arg, sizeof want_arg, "%u", arg);
  for (size_t i = 0; i < d->node.len; i++) {
    const char *l = d->node.data[i];
    if (!l || strncmp(l, "!DILocalVariable(", 17)) continue;
    if (!attr(l, "arg", b, sizeof b) || strcmp(b, want_arg)) continue;
    if (!attr(l, "scope", b, sizeof b) || strcmp(b, want_scope)) continue;
    if (attr(l, "name", b, sizeof b)) return xstrdup(b);
  }
  return NULL;
}

static void read_sig(Di *d, const char *fn, long sp) {
  const char *l = node_line(d, sp);
  if (!l) return;
  const char *st = node_line(d, ref_of(l, "type"));
  if (!st) return;
  long parts[256];
  size_t k = tuple(d, ref_of(st, "types"), parts, ARRAY_LEN(parts));
  if (!k) return;
  CSig s;
  memset(&s, 0, sizeof s);
  s.fn = xstrdup(fn);
  s.is_static = strstr(l, "DISPFlagLocalToUnit") != NULL;
  s.ret = ctype_of(d, parts[0]);
  if (k > 1 && parts[k - 1] == -1) s.variadic = true, k--;
  s.nparams = (uint32_t)(k - 1);
  s.params = s.nparams ? xcalloc(s.nparams, sizeof(CParam)) : NULL;
  for (uint32_t i = 0; i < s.nparams; i++) {
    s.params[i].type = ctype_of(d, parts[i + 1]);
    char *name = param_name(d, sp, i + 1);
    if (!name) {
      char b[32];
      snprintf(b, sizeof b, "arg%u", i + 1);
      name = xstrdup(b);
    }
    s.params[i].name = name;
  }
  VEC_PUSH(d->sigs, s);
}

/* Global variable node l, when it is a definition of pointer type. */
static void read_global(Di *d, const char *l) {
  char b[256], name[256];
  if (!attr(l, "isDefinition", b, sizeof b) || strcmp(b, "true") || !attr(l, "name", name, sizeof name)) return;
  bool is_const = false;
  long n = ref_of(l, "type");
  for (int depth = 0; depth < 32; depth++) { /* through typedefs and qualifiers to the pointer */
    const char *t = node_line(d, n);
    if (t && !strncmp(t, "distinct ", 9)) t += 9;
    if (!t || strncmp(t, "!DIDerivedType(", 15) || !attr(t, "tag", b, sizeof b)) return;
    if (!strcmp(b, "DW_TAG_pointer_type")) break;
    if (!strcmp(b, "DW_TAG_const_type")) is_const = true;
    else if (strcmp(b, "DW_TAG_typedef") && strcmp(b, "DW_TAG_volatile_type") && strcmp(b, "DW_TAG_restrict_type"))
      return;
    n = ref_of(t, "baseType");
  }
  const char *scope = node_line(d, ref_of(l, "scope"));
  CGlobal g = {xstrdup(name), ctype_of(d, n), false, is_const};
  g.is_static = (attr(l, "isLocal", b, sizeof b) && !strcmp(b, "true")) ||
                (scope && strstr(scope, "DISubprogram(") != NULL);
  VEC_PUSH(d->globals, g);
}

/* The subprogram of the definition of fn ("define ... @fn(... !dbg !N {"), or -1. */
static long subprogram_of(const char *text, const char *fn) {
  char want[512];
  snprintf(want, sizeof want, "@%s(", fn);
  for (const char *p = text; (p = strstr(p, "\ndefine ")); p++) {
    const char *eol = strchr(p + 1, '\n');
    const char *at = strstr(p, want);
    if (!at || (eol && at > eol)) continue;
    const char *dbg = strstr(at, " !dbg !");
    if (!dbg || (eol && dbg > eol)) return -1;
    return strtol(dbg + 7, NULL, 10);
  }
  return -1;
}

void ditypes_read(LLVMModuleRef mod, const char *const *fns, int n, IrCTypes *t) {
  Di d;
  memset(&d, 0, sizeof d);
  char *text = LLVMPrintModuleToString(mod);
  for (uint32_t i = 0; i < t->ntypes; i++) VEC_PUSH(d.types, t->types[i]);
  if (!d.types.len) new_type(&d, CT_UNKNOWN, 0);
  /* definitions come before the metadata, whose lines are cut below */
  long *sps = xcalloc((size_t)n + 1, sizeof(long));
  for (int i = 0; i < n; i++) sps[i] = subprogram_of(text, fns[i]);
  for (char *p = text; p && *p;) {
    char *eol = strchr(p, '\n');
    if (eol) *eol = 0;
    if (p[0] == '!' && p[1] >= '0' && p[1] <= '9') {
      char *end;
      long num = strtol(p + 1, &end, 10);
      if (!strncmp(end, " = ", 3)) {
        while (d.node.len <= (size_t)num) VEC_PUSH(d.node, NULL);
        d.node.data[num] = end + 3;
      }
    }
    if (eol) *eol = '\n';
    p = eol ? eol + 1 : NULL;
  }
  /* lines are read in place: cut each at its end */
  for (size_t i = 0; i < d.node.len; i++) {
    char *l = (char *)d.node.data[i];
    if (l) {
      char *eol = strchr(l, '\n');
      if (eol) *eol = 0;
    }
  }
  d.memo = xcalloc(d.node.len + 1, sizeof(uint32_t));
  for (int i = 0; i < n; i++)
    if (sps[i] >= 0) read_sig(&d, fns[i], sps[i]);
  xfree(sps, (size_t)(n + 1) * sizeof(long));
  for (size_t i = 0; i < d.node.len; i++) {
    const char *l = d.node.data[i];
    if (l && !strncmp(l, "distinct ", 9)) l += 9;
    if (l && !strncmp(l, "!DIGlobalVariable(", 18)) read_global(&d, l);
  }
  xfree(d.memo, (d.node.len + 1) * sizeof(uint32_t));
  xfree(t->types, (size_t)t->ntypes * sizeof(CType));
  t->types = d.types.data;
  t->ntypes = (uint32_t)d.types.len;
  /* keep the vector's buffer: shrink its recorded size to the exact one */
  t->types = xrealloc(t->types, d.types.cap * sizeof(CType), d.types.len * sizeof(CType));
  for (size_t i = 0; i < d.sigs.len; i++) {
    t->sigs = xrealloc(t->sigs, (size_t)t->nsigs * sizeof(CSig), (size_t)(t->nsigs + 1) * sizeof(CSig));
    t->sigs[t->nsigs++] = d.sigs.data[i];
  }
  VEC_FREE(d.sigs);
  for (size_t i = 0; i < d.globals.len; i++) {
    t->globals = xrealloc(t->globals, (size_t)t->nglobals * sizeof(CGlobal), (size_t)(t->nglobals + 1) * sizeof(CGlobal));
    t->globals[t->nglobals++] = d.globals.data[i];
  }
  VEC_FREE(d.globals);
  VEC_FREE(d.node);
  LLVMDisposeMessage(text);
}
