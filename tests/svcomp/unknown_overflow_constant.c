// EXPECT: unknown
// PROPERTY: no-overflow.prp
// A constant expression that overflows (as in SV-COMP's AdditionIntMax,
// expected false): clang folds it before symx sees it, so symx cannot
// report it; clang's -Winteger-overflow, made an error, refuses the task.
extern int printf(const char *, ...);
int main() {
  long x = 2147483647 + 1;
  printf("%ld\n", x);
  return 0;
}
