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
/* --lazy-global checks */
static struct node *hidden_list;
struct node *const fixed_list = 0;
int (*hook)(int);
int counter;
struct node *shared_list;
int first(void) { return shared_list->elem + (hidden_list != 0) + (fixed_list != 0) + (hook != 0) + counter; }
int main(void) { return 0; }
