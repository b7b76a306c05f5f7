/* formats: see formats.h. Dispatch from out.c's hooks, and small helpers
 * shared by the writers (SHA-256, XML escaping, time stamps, nondet values). */
#include "out/formats.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


void formats_path_ended(Output *o, const State *s, const Outcome *oc, uint32_t n) {
  char path[4096];
  snprintf(path, sizeof path, "%s/test%06u.ktest", o->dir, n);
  ktest_write(o, path, s);
  if (o->formats.test_comp) testcomp_write_test(o, s, n);
  bool violates = o->formats.violation ? o->formats.violation(oc) : oc->is_error && oc->kind == ERR_REACH_ERROR;
  if (o->formats.witness && !o->formats.witness_written && violates) {
    o->formats.witness_written = svcomp_write_witness(o, s, oc) & svcomp_write_yaml_witness(o, s, oc);
    o->formats.witness_test = n;
  }
}

void formats_run_ended(Output *o, const RunStats *st) {
  sarif_write(o, st);
  if (o->formats.test_comp) testcomp_write_metadata(o);
}

/* ---- SHA-256 (FIPS 180-4) ------------------------------------------------- */

typedef struct Sha256 {
  uint32_t h[8];
  uint8_t buf[64];
  uint32_t nbuf;
  uint64_t total;
} Sha256;

static const uint32_t sha_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

static inline uint32_t rotr(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static void sha_block(Sha256 *c, const uint8_t *p) {
  uint32_t w[64];
  for (int i = 0; i < 16; i++)
    w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
  for (int i = 16; i < 64; i++) {
    uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  uint32_t a = c->h[0], b = c->h[1], cc = c->h[2], d = c->h[3], e = c->h[4], f = c->h[5], g = c->h[6],
           h = c->h[7];
  for (int i = 0; i < 64; i++) {
    uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + sha_k[i] + w[i];
    uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & cc) ^ (b & cc));
    h = g, g = f, f = e, e = d + t1, d = cc, cc = b, b = a, a = t1 + t2;
  }
  c->h[0] += a, c->h[1] += b, c->h[2] += cc, c->h[3] += d;
  c->h[4] += e, c->h[5] += f, c->h[6] += g, c->h[7] += h;
}

static void sha_init(Sha256 *c) {
  static const uint32_t h0[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  memcpy(c->h, h0, sizeof h0);
  c->nbuf = 0;
  c->total = 0;
}

static void sha_update(Sha256 *c, const uint8_t *p, size_t n) {
  c->total += n;
  while (n--) {
    c->buf[c->nbuf++] = *p++;
    if (c->nbuf == 64) {
      sha_block(c, c->buf);
      c->nbuf = 0;
    }
  }
}

static void sha_final(Sha256 *c, uint8_t out[32]) {
  uint64_t bits = c->total * 8;
  uint8_t pad = 0x80;
  sha_update(c, &pad, 1);
  pad = 0;
  while (c->nbuf != 56) sha_update(c, &pad, 1);
  uint8_t len[8];
  for (int i = 0; i < 8; i++) len[i] = (uint8_t)(bits >> (56 - 8 * i));
  sha_update(c, len, 8);
  for (int i = 0; i < 8; i++)
    for (int k = 0; k < 4; k++) out[4 * i + k] = (uint8_t)(c->h[i] >> (24 - 8 * k));
}

bool sha256_file(const char *path, char hex[65]) {
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  Sha256 c;
  sha_init(&c);
  uint8_t buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sha_update(&c, buf, n);
  bool ok = !ferror(f);
  fclose(f);
  uint8_t d[32];
  sha_final(&c, d);
  for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
  return ok;
}

void xml_escape(FILE *f, const char *s) {
  for (; s && *s; s++) {
    switch (*s) {
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '&': fputs("&amp;", f); break;
    case '"': fputs("&quot;", f); break;
    case '\'': fputs("&apos;", f); break;
    default:
      if ((unsigned char)*s < 0x20 && *s != '\n' && *s != '\t') fputc('?', f);
      else fputc(*s, f);
    }
  }
}

void iso_time_now(char buf[32]) {
  time_t t = time(NULL);
  struct tm tm;
  gmtime_r(&t, &tm);
  strftime(buf, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* ---- Values of __VERIFIER_nondet_X inputs ------------------------------- */

bool nondet_is_signed(const char *type) {
  /* unsigned: u8, u32, uchar, uint, ulong, ushort, uint128, unsigned, ...;
   * and the unsigned typedefs among SV-COMP's names */
  static const char *const unsigned_names[] = {"bool", "_Bool", "size_t", "pthread_t", "sector_t"};
  if (type[0] == 'u') return false;
  for (size_t i = 0; i < ARRAY_LEN(unsigned_names); i++)
    if (!strcmp(type, unsigned_names[i])) return false;
  return true;
}

/* Decimal digits of v into the end of buf; returns the first digit. */
static char *u128_decimal(u128 v, char *end) {
  *--end = 0;
  do *--end = (char)('0' + (int)(v % 10)); while ((v /= 10) != 0);
  return end;
}

bool nondet_value(const char *name, const uint8_t *bytes, uint32_t size, char out[NONDET_VALUE_MAX]) {
  if (strncmp(name, "nondet_", 7) != 0 || size == 0 || size > 16) return false;
  /* float and double: decimal with enough digits to read back to the same
   * value (9 and 17 significant digits); NaNs print as nan or -nan, their
   * payload lost, which is all SV-COMP's format can say */
  if (!strcmp(name, "nondet_float") && size == 4) {
    float f;
    memcpy(&f, bytes, 4);
    snprintf(out, NONDET_VALUE_MAX, "%.9g", (double)f);
    return true;
  }
  if (!strcmp(name, "nondet_double") && size == 8) {
    double d;
    memcpy(&d, bytes, 8);
    snprintf(out, NONDET_VALUE_MAX, "%.17g", d);
    return true;
  }
  u128 v = 0;
  for (uint32_t k = 0; k < size; k++) v |= (u128)bytes[k] << (8 * k);
  bool negative = nondet_is_signed(name + 7) && (bytes[size - 1] & 0x80);
  if (negative) v = (~v + 1) & (size == 16 ? ~(u128)0 : (((u128)1 << (8 * size)) - 1));
  char buf[48];
  char *d = u128_decimal(v, buf + sizeof buf);
  snprintf(out, NONDET_VALUE_MAX, "%s%s", negative ? "-" : "", d);
  return true;
}

bool nondet_c_constant(const char *name, const uint8_t *bytes, uint32_t size, char out[NONDET_VALUE_MAX + 2]) {
  if (!nondet_value(name, bytes, size, out)) return false;
  if ((!strcmp(name, "nondet_float") && size == 4) || (!strcmp(name, "nondet_double") && size == 8)) {
    if (strchr(out, 'n')) return false;   /* inf, nan */
    if (size == 4) strcat(out, "f");
    return true;
  }
  errno = 0;
  unsigned long long u = out[0] == '-' ? (unsigned long long)strtoll(out, NULL, 10) : strtoull(out, NULL, 10);
  if (errno == ERANGE) return false;
  if (out[0] != '-' && u > (unsigned long long)INT64_MAX) strcat(out, "UL"); /* no C type without it */
  return true;
}
