/* aligned.c — posix_memalign, aligned_alloc, memalign and valloc: malloc's
 * blocks, when they have the alignment asked for. Under LP64 every block
 * starts an object of its own at a multiple of 2^32; under ILP32 blocks are
 * 16-aligned, and a larger alignment ends the path as unsupported (a call
 * to an undefined function named after the reason). An alignment that is
 * not a power of two is refused with EINVAL by posix_memalign, as glibc's;
 * aligned_alloc and memalign would round it up in glibc 2.36 but fail
 * under AddressSanitizer, and aligned_alloc of a size that is not a
 * multiple of the alignment fails there too: those calls are unsupported
 * (what the native run does depends on the allocator it links). */
#define SYMX_MODEL __attribute__((weak))
#define SYMX_EINVAL 22
#define SYMX_ENOMEM 12

void *malloc(unsigned long n);
void free(void *p);

extern void symx_alignment_beyond_the_heap_s(void) __attribute__((weak));
extern void symx_alignment_not_a_power_of_two(void) __attribute__((weak));
extern void symx_aligned_alloc_size_not_a_multiple(void) __attribute__((weak));

static int power_of_two(unsigned long a) { return a && !(a & (a - 1)); }

/* A block of size bytes at a multiple of align (a power of two). */
static void *aligned_block(unsigned long align, unsigned long size) {
  void *p = malloc(size);
  if (p && ((unsigned long)p & (align - 1))) {
    free(p);
    if (symx_alignment_beyond_the_heap_s) symx_alignment_beyond_the_heap_s();
    return 0;
  }
  return p;
}

SYMX_MODEL int posix_memalign(void **out, unsigned long align, unsigned long size) {
  if (!power_of_two(align) || align % sizeof(void *)) return SYMX_EINVAL;
  void *p = aligned_block(align, size);
  if (!p) return SYMX_ENOMEM;
  *out = p;
  return 0;
}

SYMX_MODEL void *memalign(unsigned long align, unsigned long size) {
  if (!power_of_two(align)) {
    if (symx_alignment_not_a_power_of_two) symx_alignment_not_a_power_of_two();
    return 0;
  }
  return aligned_block(align, size);
}

SYMX_MODEL void *aligned_alloc(unsigned long align, unsigned long size) {
  if (power_of_two(align) && size % align) {
    if (symx_aligned_alloc_size_not_a_multiple) symx_aligned_alloc_size_not_a_multiple();
    return 0;
  }
  return memalign(align, size);
}

SYMX_MODEL void *valloc(unsigned long size) { return aligned_block(4096, size); }
