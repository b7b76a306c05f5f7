// EXPECT: unknown
// DATA-MODEL: ILP32
// 32-bit code cannot be run soundly by symx (64-bit pointers and longs).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "unknown_ilp32.c", 6, "reach_error"); }
int main() {
  if (sizeof(long) != 4) reach_error();
  return 0;
}
