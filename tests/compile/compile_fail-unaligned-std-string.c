/* SPDX-License-Identifier: MIT */
/* C++: std::string is not trivially copyable: refused at compile time
 * (it used to compile and read misaligned memory, caught only by UBSan).
 * C has no such types, so C fails by #error. */
/* EXPECT: type_must_be_trivially_copyable */
#include <probable.h>
#ifdef __cplusplus
#ifdef FAIL
#include <string>
unsigned long f(const std::string *s);
unsigned long f(const std::string *s) { return get_unaligned_p(s, 100).size(); }
#else
unsigned long f(const unsigned long *s);
unsigned long f(const unsigned long *s) { return get_unaligned_p(s, 100); }
#endif
#else
#ifdef FAIL
#error "type_must_be_trivially_copyable: C has no type that is not, nothing to test"
#endif
int f(const int *p);
int f(const int *p) { return get_unaligned_p(p, 100); }
#endif
