/* json.c: a small JSON reader for symx's test files and summary.json (see
 * json.h for how it is compiled). Uses plain malloc/free only. */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

typedef struct SjParser {
  const char *p, *end;
  char *err;
  size_t errlen;
  int depth;
} SjParser;

static void sj_free_value(SjValue *v);

static bool sj_fail(SjParser *ps, const char *what) {
  if (ps->err && !ps->err[0]) snprintf(ps->err, ps->errlen, "%s", what);
  return false;
}

static void sj_skip_ws(SjParser *ps) {
  while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r'))
    ps->p++;
}

static bool sj_append(char **buf, size_t *len, size_t *cap, const char *s, size_t n) {
  if (*len + n + 1 > *cap) {
    size_t nc = *cap ? *cap * 2 : 32;
    while (nc < *len + n + 1) nc *= 2;
    char *nb = realloc(*buf, nc);
    if (!nb) return false;
    *buf = nb;
    *cap = nc;
  }
  memcpy(*buf + *len, s, n);
  *len += n;
  (*buf)[*len] = 0;
  return true;
}

static int sj_hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static bool sj_parse_u4(SjParser *ps, unsigned *out) {
  if (ps->end - ps->p < 4) return sj_fail(ps, "short \\u escape");
  unsigned v = 0;
  for (int k = 0; k < 4; k++) {
    int h = sj_hex(ps->p[k]);
    if (h < 0) return sj_fail(ps, "bad \\u escape");
    v = v * 16 + (unsigned)h;
  }
  ps->p += 4;
  *out = v;
  return true;
}

/* Parses a string starting at the opening quote. */
static bool sj_parse_string(SjParser *ps, char **out, size_t *outlen) {
  ps->p++; /* '"' */
  char *buf = NULL;
  size_t len = 0, cap = 0;
  if (!sj_append(&buf, &len, &cap, "", 0)) return sj_fail(ps, "out of memory");
  for (;;) {
    if (ps->p >= ps->end) {
      free(buf);
      return sj_fail(ps, "unterminated string");
    }
    char c = *ps->p++;
    if (c == '"') break;
    if ((unsigned char)c < 0x20) {
      free(buf);
      return sj_fail(ps, "control character in string");
    }
    if (c != '\\') {
      if (!sj_append(&buf, &len, &cap, &c, 1)) goto oom;
      continue;
    }
    if (ps->p >= ps->end) {
      free(buf);
      return sj_fail(ps, "unterminated string");
    }
    char e = *ps->p++;
    char one = 0;
    switch (e) {
    case '"': one = '"'; break;
    case '\\': one = '\\'; break;
    case '/': one = '/'; break;
    case 'b': one = '\b'; break;
    case 'f': one = '\f'; break;
    case 'n': one = '\n'; break;
    case 'r': one = '\r'; break;
    case 't': one = '\t'; break;
    case 'u': {
      unsigned cp;
      if (!sj_parse_u4(ps, &cp)) {
        free(buf);
        return false;
      }
      if (cp >= 0xd800 && cp < 0xdc00 && ps->end - ps->p >= 6 && ps->p[0] == '\\' && ps->p[1] == 'u') {
        ps->p += 2;
        unsigned lo;
        if (!sj_parse_u4(ps, &lo)) {
          free(buf);
          return false;
        }
        if (lo >= 0xdc00 && lo < 0xe000) cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
      }
      char u[4];
      size_t n;
      if (cp < 0x80) u[0] = (char)cp, n = 1;
      else if (cp < 0x800) u[0] = (char)(0xc0 | (cp >> 6)), u[1] = (char)(0x80 | (cp & 0x3f)), n = 2;
      else if (cp < 0x10000)
        u[0] = (char)(0xe0 | (cp >> 12)), u[1] = (char)(0x80 | ((cp >> 6) & 0x3f)),
        u[2] = (char)(0x80 | (cp & 0x3f)), n = 3;
      else
        u[0] = (char)(0xf0 | (cp >> 18)), u[1] = (char)(0x80 | ((cp >> 12) & 0x3f)),
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3f)), u[3] = (char)(0x80 | (cp & 0x3f)), n = 4;
      if (!sj_append(&buf, &len, &cap, u, n)) goto oom;
      continue;
    }
    default:
      free(buf);
      return sj_fail(ps, "bad escape in string");
    }
    if (!sj_append(&buf, &len, &cap, &one, 1)) goto oom;
  }
  *out = buf;
  *outlen = len;
  return true;
oom:
  free(buf);
  return sj_fail(ps, "out of memory");
}

static bool sj_parse_value(SjParser *ps, SjValue *v);

static bool sj_push(SjValue *v, size_t *cap, SjValue *item, char *key) {
  if (v->len == *cap) {
    size_t nc = *cap ? *cap * 2 : 4;
    SjValue *ni = realloc(v->items, nc * sizeof *ni);
    if (!ni) return false;
    v->items = ni;
    if (v->type == SJ_OBJ) {
      char **nk = realloc(v->keys, nc * sizeof *nk);
      if (!nk) return false;
      v->keys = nk;
    }
    *cap = nc;
  }
  v->items[v->len] = *item;
  if (v->type == SJ_OBJ) v->keys[v->len] = key;
  v->len++;
  return true;
}

static bool sj_parse_container(SjParser *ps, SjValue *v, bool obj) {
  v->type = obj ? SJ_OBJ : SJ_ARR;
  if (++ps->depth > 64) return sj_fail(ps, "nesting too deep");
  ps->p++;
  size_t cap = 0;
  sj_skip_ws(ps);
  if (ps->p < ps->end && *ps->p == (obj ? '}' : ']')) {
    ps->p++;
    ps->depth--;
    return true;
  }
  for (;;) {
    char *key = NULL;
    size_t klen;
    sj_skip_ws(ps);
    if (obj) {
      if (ps->p >= ps->end || *ps->p != '"') return sj_fail(ps, "expected a key");
      if (!sj_parse_string(ps, &key, &klen)) return false;
      sj_skip_ws(ps);
      if (ps->p >= ps->end || *ps->p != ':') {
        free(key);
        return sj_fail(ps, "expected ':'");
      }
      ps->p++;
    }
    SjValue item;
    memset(&item, 0, sizeof item);
    if (!sj_parse_value(ps, &item)) {
      free(key);
      sj_free_value(&item);
      return false;
    }
    if (!sj_push(v, &cap, &item, key)) {
      free(key);
      sj_free_value(&item);
      return sj_fail(ps, "out of memory");
    }
    sj_skip_ws(ps);
    if (ps->p < ps->end && *ps->p == ',') {
      ps->p++;
      continue;
    }
    if (ps->p < ps->end && *ps->p == (obj ? '}' : ']')) {
      ps->p++;
      ps->depth--;
      return true;
    }
    return sj_fail(ps, obj ? "expected ',' or '}'" : "expected ',' or ']'");
  }
}

static bool sj_parse_number(SjParser *ps, SjValue *v) {
  const char *s = ps->p;
  if (s < ps->end && *s == '-') s++;
  if (s >= ps->end || *s < '0' || *s > '9') return sj_fail(ps, "bad number");
  while (s < ps->end && *s >= '0' && *s <= '9') s++;
  bool frac = false;
  if (s < ps->end && *s == '.') {
    frac = true;
    s++;
    while (s < ps->end && *s >= '0' && *s <= '9') s++;
  }
  if (s < ps->end && (*s == 'e' || *s == 'E')) {
    frac = true;
    s++;
    if (s < ps->end && (*s == '+' || *s == '-')) s++;
    while (s < ps->end && *s >= '0' && *s <= '9') s++;
  }
  char tmp[64];
  size_t n = (size_t)(s - ps->p);
  if (n >= sizeof tmp) return sj_fail(ps, "number too long");
  memcpy(tmp, ps->p, n);
  tmp[n] = 0;
  v->type = SJ_NUM;
  v->num = strtod(tmp, NULL);
  if (!frac) {
    char *e;
    errno = 0;
    long long i = strtoll(tmp, &e, 10);
    if (!errno && !*e) v->is_int = true, v->i = i;
  }
  ps->p = s;
  return true;
}

static bool sj_parse_value(SjParser *ps, SjValue *v) {
  sj_skip_ws(ps);
  if (ps->p >= ps->end) return sj_fail(ps, "unexpected end of input");
  char c = *ps->p;
  if (c == '{' || c == '[') return sj_parse_container(ps, v, c == '{');
  if (c == '"') {
    v->type = SJ_STR;
    return sj_parse_string(ps, &v->str, &v->len);
  }
  if (c == '-' || (c >= '0' && c <= '9')) return sj_parse_number(ps, v);
  static const struct { const char *w; SjType t; bool b; } words[] = {
      {"true", SJ_BOOL, true}, {"false", SJ_BOOL, false}, {"null", SJ_NULL, false}};
  for (size_t k = 0; k < sizeof words / sizeof words[0]; k++) {
    size_t n = strlen(words[k].w);
    if ((size_t)(ps->end - ps->p) >= n && !memcmp(ps->p, words[k].w, n)) {
      v->type = words[k].t;
      v->b = words[k].b;
      ps->p += n;
      return true;
    }
  }
  return sj_fail(ps, "unexpected character");
}

static void sj_free_value(SjValue *v) {
  if (v->type == SJ_STR) free(v->str);
  if (v->type == SJ_ARR || v->type == SJ_OBJ) {
    for (size_t k = 0; k < v->len; k++) {
      sj_free_value(&v->items[k]);
      if (v->type == SJ_OBJ) free(v->keys[k]);
    }
    free(v->items);
    free(v->keys);
  }
  memset(v, 0, sizeof *v);
}

/* Parses text[0..n); NULL with a message in err on failure. */
SJ_API SjValue *sj_parse(const char *text, size_t n, char *err, size_t errlen) {
  SjParser ps = {text, text + n, err, errlen, 0};
  if (err && errlen) err[0] = 0;
  SjValue *v = calloc(1, sizeof *v);
  if (!v) {
    sj_fail(&ps, "out of memory");
    return NULL;
  }
  if (!sj_parse_value(&ps, v)) {
    sj_free_value(v);
    free(v);
    return NULL;
  }
  sj_skip_ws(&ps);
  if (ps.p != ps.end) {
    sj_fail(&ps, "trailing characters after the JSON value");
    sj_free_value(v);
    free(v);
    return NULL;
  }
  return v;
}

SJ_API void sj_free(SjValue *v) {
  if (!v) return;
  sj_free_value(v);
  free(v);
}

/* The member `key` of an object, or NULL. */
SJ_API const SjValue *sj_get(const SjValue *obj, const char *key) {
  if (!obj || obj->type != SJ_OBJ) return NULL;
  for (size_t k = 0; k < obj->len; k++)
    if (!strcmp(obj->keys[k], key)) return &obj->items[k];
  return NULL;
}

/* Reads a whole file (NUL-terminated); NULL if it cannot. */
SJ_API char *sj_read_file(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t len = 0, cap = 0;
  for (;;) {
    if (len + 4096 + 1 > cap) {
      size_t nc = cap ? cap * 2 : 8192;
      char *nb = realloc(buf, nc);
      if (!nb) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = nb;
      cap = nc;
    }
    size_t got = fread(buf + len, 1, 4096, f);
    len += got;
    if (got < 4096) break;
  }
  bool bad = ferror(f);
  fclose(f);
  if (bad) {
    free(buf);
    return NULL;
  }
  buf[len] = 0;
  *n = len;
  return buf;
}

/* Parses a test file's "inputs" into parallel arrays. The test's problems go to
 * err; returns the number of inputs, or -1. Names and bytes are malloc'ed. */

SJ_API void sj_inputs_free(SjInput *in, long n) {
  for (long k = 0; k < n; k++) {
    free(in[k].name);
    free(in[k].bytes);
  }
  free(in);
}

SJ_API long sj_test_inputs(const SjValue *test, SjInput **out, char *err, size_t errlen) {
  const SjValue *arr = sj_get(test, "inputs");
  *out = NULL;
  if (!arr || arr->type != SJ_ARR) {
    snprintf(err, errlen, "no \"inputs\" array");
    return -1;
  }
  SjInput *in = calloc(arr->len ? arr->len : 1, sizeof *in);
  if (!in) {
    snprintf(err, errlen, "out of memory");
    return -1;
  }
  for (size_t k = 0; k < arr->len; k++) {
    const SjValue *name = sj_get(&arr->items[k], "name"), *size = sj_get(&arr->items[k], "size"),
                  *bytes = sj_get(&arr->items[k], "bytes");
    if (!name || name->type != SJ_STR || !size || size->type != SJ_NUM || !size->is_int || size->i < 0 ||
        !bytes || bytes->type != SJ_STR) {
      snprintf(err, errlen, "input %zu lacks a name, size or bytes", k + 1);
      sj_inputs_free(in, (long)k);
      return -1;
    }
    if (bytes->len != 2 * (size_t)size->i) {
      snprintf(err, errlen, "input %zu ('%s') has size %lld but %zu hex digits", k + 1, name->str,
               size->i, bytes->len);
      sj_inputs_free(in, (long)k);
      return -1;
    }
    in[k].name = strdup(name->str);
    in[k].size = (size_t)size->i;
    in[k].bytes = malloc(in[k].size ? in[k].size : 1);
    if (!in[k].name || !in[k].bytes) {
      snprintf(err, errlen, "out of memory");
      sj_inputs_free(in, (long)k + 1);
      return -1;
    }
    for (size_t b = 0; b < in[k].size; b++) {
      int hi = sj_hex(bytes->str[2 * b]), lo = sj_hex(bytes->str[2 * b + 1]);
      if (hi < 0 || lo < 0) {
        snprintf(err, errlen, "input %zu ('%s') has a non-hex byte string", k + 1, name->str);
        sj_inputs_free(in, (long)k + 1);
        return -1;
      }
      in[k].bytes[b] = (unsigned char)(hi * 16 + lo);
    }
  }
  *out = in;
  return (long)arr->len;
}

/* ---- KLEE .ktest files ----------------------------------------------------------
 * KLEE's binary test format: "KTEST", u32 version (big-endian, like every u32
 * here), u32 argc and argc (u32 length, bytes) strings, from version 2 on two
 * u32 (sym_argvs, sym_argv_len), then u32 object count and per object
 * (u32 name length, name, u32 size, bytes). */

static bool sj_u32(const unsigned char **p, const unsigned char *end, uint32_t *out) {
  if (end - *p < 4) return false;
  *out = ((uint32_t)(*p)[0] << 24) | ((uint32_t)(*p)[1] << 16) | ((uint32_t)(*p)[2] << 8) | (*p)[3];
  *p += 4;
  return true;
}

/* A .ktest file as the JSON text of a test's "inputs" ({"inputs": [...]}),
 * or NULL with the reason in err. */
static char *sj_ktest_to_json(const unsigned char *b, size_t n, char *err, size_t errlen) {
  const unsigned char *p = b, *end = b + n;
  uint32_t version, argc, count, len;
  if (n < 5 || memcmp(p, "KTEST", 5) != 0) {
    snprintf(err, errlen, "not a .ktest file (no KTEST magic)");
    return NULL;
  }
  p += 5;
  if (!sj_u32(&p, end, &version) || version < 1 || version > 3 || !sj_u32(&p, end, &argc)) goto bad;
  for (uint32_t i = 0; i < argc; i++) {
    if (!sj_u32(&p, end, &len) || (size_t)(end - p) < len) goto bad;
    p += len;
  }
  if (version >= 2 && (!sj_u32(&p, end, &len) || !sj_u32(&p, end, &len))) goto bad;
  if (!sj_u32(&p, end, &count)) goto bad;
  char *out = NULL;
  size_t olen = 0, ocap = 0;
  if (!sj_append(&out, &olen, &ocap, "{\"inputs\": [", 12)) goto oom;
  for (uint32_t i = 0; i < count; i++) {
    uint32_t nl, sz;
    if (!sj_u32(&p, end, &nl) || (size_t)(end - p) < nl) goto bad_free;
    const unsigned char *name = p;
    p += nl;
    if (!sj_u32(&p, end, &sz) || (size_t)(end - p) < sz) goto bad_free;
    char head[64];
    int hl = snprintf(head, sizeof head, "%s{\"name\": \"", i ? ", " : "");
    if (!sj_append(&out, &olen, &ocap, head, (size_t)hl)) goto oom;
    for (uint32_t k = 0; k < nl; k++) {
      char esc[8];
      unsigned char ch = name[k];
      int el = ch == '"' || ch == '\\' ? snprintf(esc, sizeof esc, "\\%c", ch)
               : ch < 0x20 || ch >= 0x7f ? snprintf(esc, sizeof esc, "\\u%04x", ch)
                                         : snprintf(esc, sizeof esc, "%c", ch);
      if (!sj_append(&out, &olen, &ocap, esc, (size_t)el)) goto oom;
    }
    hl = snprintf(head, sizeof head, "\", \"size\": %u, \"bytes\": \"", sz);
    if (!sj_append(&out, &olen, &ocap, head, (size_t)hl)) goto oom;
    for (uint32_t k = 0; k < sz; k++) {
      char hx[3];
      snprintf(hx, sizeof hx, "%02x", p[k]);
      if (!sj_append(&out, &olen, &ocap, hx, 2)) goto oom;
    }
    p += sz;
    if (!sj_append(&out, &olen, &ocap, "\"}", 2)) goto oom;
  }
  if (!sj_append(&out, &olen, &ocap, "]}", 2)) goto oom;
  return out;
bad_free:
  free(out);
bad:
  snprintf(err, errlen, "truncated or malformed .ktest file");
  return NULL;
oom:
  free(out);
  snprintf(err, errlen, "out of memory");
  return NULL;
}

/* Loads a test: a symx testNNNNNN.json, or a KLEE .ktest file whose inputs
 * are taken from it and whose outcome, if any, from the .json of the same
 * name beside it. NULL with the reason in err. */
SJ_API SjValue *sj_load_test(const char *path, char *err, size_t errlen) {
  size_t n;
  char *text = sj_read_file(path, &n);
  if (!text) {
    snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
    return NULL;
  }
  size_t pl = strlen(path);
  bool ktest = pl > 6 && strcmp(path + pl - 6, ".ktest") == 0;
  if (!ktest) {
    SjValue *v = sj_parse(text, n, err, errlen);
    free(text);
    return v;
  }
  char *json = sj_ktest_to_json((const unsigned char *)text, n, err, errlen);
  free(text);
  if (!json) return NULL;
  SjValue *v = sj_parse(json, strlen(json), err, errlen);
  free(json);
  if (!v) return NULL;
  /* The outcome from the sibling .json, when there is one. */
  char *sib = malloc(pl + 1);
  if (!sib) return v;
  memcpy(sib, path, pl - 6);
  memcpy(sib + pl - 6, ".json", 6);
  size_t sn;
  char *st = sj_read_file(sib, &sn);
  free(sib);
  if (!st) return v;
  char e2[64];
  SjValue *sv = sj_parse(st, sn, e2, sizeof e2);
  free(st);
  if (!sv) return v;
  for (size_t k = 0; sv->type == SJ_OBJ && k < sv->len; k++) {
    if (strcmp(sv->keys[k], "outcome") != 0) continue;
    SjValue *items = realloc(v->items, (v->len + 1) * sizeof *items);
    char **keys = items ? realloc(v->keys, (v->len + 1) * sizeof *keys) : NULL;
    if (items) v->items = items;
    if (!keys) break;
    v->keys = keys;
    v->keys[v->len] = sv->keys[k];
    v->items[v->len] = sv->items[k];
    v->len++;
    sv->keys[k] = strdup("");
    memset(&sv->items[k], 0, sizeof sv->items[k]);
    sv->items[k].type = SJ_NULL;
    break;
  }
  sj_free(sv);
  return v;
}

#pragma GCC diagnostic pop
