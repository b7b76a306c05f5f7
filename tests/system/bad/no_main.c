// A program without main cannot be explored: an input error, exit 2.
// EXIT: 2
int helper(int x) {
  return x + 1;
}
