// list_del: unlinking from a circular doubly linked list (the kernel's
// list.h style): e->next and e->prev may be NULL (null dereferences: the
// input is not a well-formed list), e itself, or other nodes; every test's
// driver builds its shape natively and replays.
// ARGS: --entry list_del --max-heap 3
// EXPECT: error:null-dereference exit:0
struct list_head {
  struct list_head *next, *prev;
};

void list_del(struct list_head *e) {
  e->next->prev = e->prev;
  e->prev->next = e->next;
}
