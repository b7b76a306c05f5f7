/* sort.c — qsort and bsearch for programs under symx.
 *
 * qsort is a stable sort: insertion sort for short arrays (no buffer at
 * all) and a top-down merge sort through a calloc'd buffer, freed before
 * qsort returns, for longer ones. C does not promise stability, and which
 * of several equal elements ends up first is the one thing sorts differ
 * in: glibc 2.36 (this project's reference) sorts with a stable merge sort
 * as well, but glibc 2.37 and later do not. So do the order in which the
 * comparator is called and how often: a program whose outcome depends on
 * them may behave differently natively under another libc.
 *
 * bsearch probes as glibc's does (the middle (lo + hi) / 2 of the range
 * left), so that among several elements equal to the key it returns the
 * same one. It is optnone for the reason symx_merge_sort is: with a
 * symbolic comparison the next probe must be a fork, not a symbolic index. */
#include <stddef.h>

#define SYMX_MODEL __attribute__((weak))

void *memcpy(void *dst, const void *src, size_t n);
void *calloc(size_t n, size_t size);
void free(void *p);

typedef int (*symx_cmp_fn)(const void *, const void *);

/* Below this many elements qsort needs no buffer. */
enum { SYMX_INSERTION_MAX = 16 };

static void symx_swap(char *a, char *b, size_t size) {
  for (size_t i = 0; i < size; i++) {
    char t = a[i];
    a[i] = b[i];
    b[i] = t;
  }
}

/* Stable: an element moves left only past strictly greater ones. */
static void symx_insertion_sort(char *a, size_t n, size_t size, symx_cmp_fn cmp) {
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && cmp(a + (j - 1) * size, a + j * size) > 0; j--)
      symx_swap(a + (j - 1) * size, a + j * size, size);
}

/* Sorts the n elements at a, using tmp (room for n elements). Stable: on a
 * tie the merge takes the left half's element. optnone keeps the branch on
 * the comparator's result a branch: the optimizer would make it a select
 * of i or j, and a symbolic result would then turn every later index into
 * a symbolic address. */
static __attribute__((optnone, noinline)) void symx_merge_sort(char *a, char *tmp, size_t n, size_t size, symx_cmp_fn cmp) {
  if (n < 2)
    return;
  size_t h = n / 2, i = 0, j = h, k = 0;
  symx_merge_sort(a, tmp, h, size, cmp);
  symx_merge_sort(a + h * size, tmp, n - h, size, cmp);
  while (i < h && j < n) {
    if (cmp(a + i * size, a + j * size) <= 0)
      memcpy(tmp + k++ * size, a + i++ * size, size);
    else
      memcpy(tmp + k++ * size, a + j++ * size, size);
  }
  if (i < h)
    memcpy(tmp + k * size, a + i * size, (h - i) * size), k += h - i;
  /* what is left of the right half is in place already */
  memcpy(a, tmp, k * size);
}

SYMX_MODEL void qsort(void *base, size_t n, size_t size, symx_cmp_fn cmp) {
  if (n < 2 || size == 0)
    return;
  if (n <= SYMX_INSERTION_MAX) {
    symx_insertion_sort(base, n, size, cmp);
    return;
  }
  char *tmp = calloc(n, size);
  if (!tmp) { /* calloc fails only for n * size beyond size_t: no such array */
    symx_insertion_sort(base, n, size, cmp);
    return;
  }
  symx_merge_sort(base, tmp, n, size, cmp);
  free(tmp);
}

SYMX_MODEL __attribute__((optnone, noinline)) void *bsearch(const void *key, const void *base, size_t n, size_t size, symx_cmp_fn cmp) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    const char *p = (const char *)base + mid * size;
    int c = cmp(key, p);
    if (c == 0)
      return (void *)p;
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return NULL;
}
