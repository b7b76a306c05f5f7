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
}

int main(void) {
  test_signedness();
  test_values();
  printf("test_formats: %d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
