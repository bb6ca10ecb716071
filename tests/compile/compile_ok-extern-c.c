/* SPDX-License-Identifier: MIT */
/* C headers are often included inside extern "C" from C++; that must work. */
#ifdef __cplusplus
extern "C" {
#endif
#include <probable.h>
#ifdef __cplusplus
}
#endif
int f(int x);
int f(int x) { return probable(x, 95) + probable(x, 50) + probable(x, 5); }
