/* models_check.h — what the files of tests/models share: one check per
 * comparison of a model's result with glibc's (test_models.c counts them),
 * and the test functions other files define. */
#ifndef MODELS_CHECK_H
#define MODELS_CHECK_H

void check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int *model___errno_location(void);
#define model_errno (*model___errno_location())

void test_wide(void);     /* test_wide.c */
void test_versions(void); /* test_wide.c: strverscmp, strxfrm */

#endif
