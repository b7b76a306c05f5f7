// Code clang rejects is an input error: exit 2 (clang's diagnostic goes to
// stderr, see tests/cli/run.sh).
// EXIT: 2
int main(void) {
  return 0
}
