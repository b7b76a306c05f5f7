/* Unit tests of the formats helpers: the values of __VERIFIER_nondet_X
 * inputs as Test-Comp and witnesses print them. */
#include <string.h>

#include "check.h"
#include "out/formats.h"

static bool value_is(const char *name, const char *hex, const char *want) {
  uint8_t b[16];
  size_t n = strlen(hex) / 2;
  for (size_t i = 0; i < n; i++) {
    unsigned v;
    sscanf(hex + 2 * i, "%2x", &v);
    b[i] = (uint8_t)v;
  }
  char out[NONDET_VALUE_MAX];
  if (!nondet_value(name, b, (uint32_t)n, out)) return want == NULL;
  if (!want || strcmp(out, want) != 0) {
    fprintf(stderr, "  %s %s: %s\n", name, hex, out);
    return false;
  }
  return true;
}

static void test_signedness(void) {
  const char *unsigned_types[] = {"u8", "u16", "u32", "u64", "uchar", "uint", "ulong", "ushort",
                                  "uint128", "ulonglong", "unsigned", "bool", "_Bool", "size_t",
                                  "pthread_t", "sector_t"};
  const char *signed_types[] = {"char", "short", "int", "long", "longlong", "int128", "loff_t",
                                "s8", "s32", "i64", "whatever"};
  for (size_t i = 0; i < ARRAY_LEN(unsigned_types); i++) CHECK(!nondet_is_signed(unsigned_types[i]));
  for (size_t i = 0; i < ARRAY_LEN(signed_types); i++) CHECK(nondet_is_signed(signed_types[i]));
}

static void test_values(void) {
  /* the usual names: their C types' sizes */
  CHECK(value_is("nondet_char", "ff", "-1"));
  CHECK(value_is("nondet_uchar", "ff", "255"));
  CHECK(value_is("nondet_int", "00000080", "-2147483648"));
  CHECK(value_is("nondet_uint", "00000080", "2147483648"));
  CHECK(value_is("nondet_long", "ffffffffffffff7f", "9223372036854775807"));
  CHECK(value_is("nondet_ulonglong", "ffffffffffffffff", "18446744073709551615"));
  CHECK(value_is("nondet_bool", "01", "1"));
  CHECK(value_is("nondet_int", "", NULL));         /* no bytes */
  CHECK(value_is("nondet_long", "feffffff", "-2"));  /* ILP32's 4-byte long */
  /* any other name: its size, signed unless the name says unsigned */
  CHECK(value_is("nondet_u32", "feffffff", "4294967294"));
  CHECK(value_is("nondet_s16", "fffe", "-257"));
  CHECK(value_is("nondet_flag", "01", "1"));
  CHECK(value_is("nondet_int128", "00000000000000000000000000000080",
                 "-170141183460469231731687303715884105728"));
  CHECK(value_is("nondet_int128", "ffffffffffffffffffffffffffffffff", "-1"));
  CHECK(value_is("nondet_uint128", "ffffffffffffffffffffffffffffffff",
                 "340282366920938463463374607431768211455"));
  CHECK(value_is("nondet_loff_t", "0000000000000080", "-9223372036854775808"));
  CHECK(value_is("nondet_u24", "563412", "1193046"));  /* odd sizes too */
  CHECK(value_is("klee_input", "01", NULL));        /* not a nondet input */
  /* float and double: decimal digits that read back to the same value */
  CHECK(value_is("nondet_double", "9a9999999999b93f", "0.10000000000000001"));
  CHECK(value_is("nondet_double", "0000000000000080", "-0"));
  CHECK(value_is("nondet_double", "0100000000000000", "4.9406564584124654e-324"));
  CHECK(value_is("nondet_double", "000000000000f0ff", "-inf"));
  CHECK(value_is("nondet_double", "230100000000f87f", "nan"));
  CHECK(value_is("nondet_float", "cdcccc3d", "0.100000001"));
  CHECK(value_is("nondet_float", "ffff7f7f", "3.40282347e+38"));
  CHECK(value_is("nondet_float", "0000c0ff", "-nan"));
}

static bool constant_is(const char *name, const uint8_t *b, uint32_t n, const char *want) {
  char out[NONDET_VALUE_MAX + 2];
  if (!nondet_c_constant(name, b, n, out)) return want == NULL;
  return want && !strcmp(out, want);
}

/* The C constants witnesses write: suffixes, and none for what C cannot write. */
static void test_constants(void) {
  const uint8_t d01[8] = {0x9a, 0x99, 0x99, 0x99, 0x99, 0x99, 0xb9, 0x3f}, f01[4] = {0xcd, 0xcc, 0xcc, 0x3d};
  const uint8_t dinf[8] = {0, 0, 0, 0, 0, 0, 0xf0, 0x7f}, fnan[4] = {0, 0, 0xc0, 0x7f};
  const uint8_t ones[16] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                            0xff, 0xff};
  CHECK(constant_is("nondet_double", d01, 8, "0.10000000000000001"));
  CHECK(constant_is("nondet_float", f01, 4, "0.100000001f"));
  CHECK(constant_is("nondet_double", dinf, 8, NULL));
  CHECK(constant_is("nondet_float", fnan, 4, NULL));
  CHECK(constant_is("nondet_ulong", ones, 8, "18446744073709551615UL"));
  CHECK(constant_is("nondet_int", ones, 4, "-1"));
  CHECK(constant_is("nondet_uint128", ones, 16, NULL));
}

int main(void) {
  test_signedness();
  test_values();
  test_constants();
  printf("test_formats: %d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
