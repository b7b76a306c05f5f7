// A semantic error (undeclared identifier) is an input error too: exit 2.
// EXIT: 2
int main(void) {
  return undeclared_variable;
}
