/* --entry checks (tests/cli/run.sh): functions symx cannot enter. */
struct point { int x, y; };
struct node { int elem; struct node *next; };

static int hidden(int x) { return x + 1; }
int by_value(struct point p) { return p.x; }
int callback(int (*f)(int)) { return f(1); }
int sum(int n, ...) { return n; }
int ok_pre_wrong(struct node *l) { return l != 0; }
int ok_pre_wrong_pre(int x) { return x; }
int length(struct node *l) {
  int n = 0;
  for (; l && n < 3; l = l->next) n++;
  return n + hidden(0);
}
int main(void) { return 0; }
