/* host: what this machine can run natively, for replaying ILP32 runs.
 *
 * Many x86-64 kernels execute i386 programs; some are built without IA-32
 * emulation and answer "Exec format error". There, i386 programs can still
 * run under Debian's qemu-user (qemu-i386), but AddressSanitizer does not
 * (its shadow memory set-up hangs under emulation), so replay confirms
 * everything but memory errors. */
#ifndef SYMX_HOST_H
#define SYMX_HOST_H

typedef enum HostI386 {
  HOST_I386_NATIVE,  /* the kernel runs them */
  HOST_I386_QEMU,    /* under qemu-i386, without AddressSanitizer */
  HOST_I386_NONE     /* not at all */
} HostI386;

/* How this host runs i386 programs; *why (may be NULL) says why not
 * natively (NULL when natively). Probed once per process by building a
 * trivial -m32 program with clang (in `scratch`, a directory) and running it,
 * natively then under qemu-i386; SYMX_I386=native|qemu|none in the
 * environment decides instead (for tests; "native" on a host that cannot
 * then fails as it would have before the probe). */
HostI386 host_i386(const char *scratch, const char **why);

/* The qemu-i386 executable found in PATH ("qemu-i386" when not found). */
const char *host_qemu_i386(void);

#endif
