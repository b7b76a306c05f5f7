/* stream.h — what stdin.c and files.c share: a stream hands out the bytes
 * of a buffer in order from a position, with an end of file indicator. */
#ifndef SYMX_RUNTIME_STREAM_H
#define SYMX_RUNTIME_STREAM_H

#include <stdio.h>

typedef struct SymxCursor {
  unsigned char *data;
  unsigned long size;
  unsigned long *pos;
  int *eof;     /* set by a stdio read that finds no byte */
  int *pushed;  /* a byte ungetc pushed back (-1: none); NULL: ungetc writes data (stdin) */
} SymxCursor;

/* files.c: the cursor of f (or of descriptor fd) when it is an open
 * symbolic file (--sym-files); 0 otherwise. */
int __symx_file_cursor(FILE *f, SymxCursor *c);
int __symx_fd_cursor(int fd, SymxCursor *c);
/* files.c: whether name is one of the symbolic files "A", "B", ... */
int __symx_is_sym_file_name(const char *name);

/* output.c: a new stream for a file opened for writing only (a sink), and
 * its closing (by stream, or by descriptor when f is NULL): 1 when f or fd
 * was one of them. */
FILE *__symx_open_output(const char *name);
int __symx_close_output(FILE *f, int fd);

#endif
