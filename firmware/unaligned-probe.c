/* SPDX-License-Identifier: MIT */
/*
 * firmware/unaligned-probe.c - the code get_unaligned_p()/put_unaligned_p()
 * become on Cortex-M, for firmware/build.sh to disassemble and count:
 *
 *     probe_get32(p)  probe_get64(p)  probe_put32(p, v)  probe_put64(p, v)
 *         get_unaligned_p(p, PC) / put_unaligned_p(v, p, PC)
 *     direct_get32 ... direct_put64
 *         a plain dereference, for comparison (wrong for a misaligned p)
 *
 * -DPC=n picks the pc (default 100); -DEXPECT_ACCESS=PROBABLE_ACCESS_...
 * makes the build fail unless PROBABLE_ACCESS(PC) is that access, so a
 * count is never taken from a different path than the one named.
 */
#include <probable.h>

#ifndef PC
#define PC 100
#endif
#ifdef EXPECT_ACCESS
_Static_assert(PROBABLE_ACCESS(PC) == EXPECT_ACCESS, "PROBABLE_ACCESS(PC) is not EXPECT_ACCESS");
#endif

typedef __UINT32_TYPE__ u32;
typedef __UINT64_TYPE__ u64;

u32 probe_get32(const u32 *p);
u64 probe_get64(const u64 *p);
void probe_put32(u32 *p, u32 v);
void probe_put64(u64 *p, u64 v);
u32 direct_get32(const u32 *p);
u64 direct_get64(const u64 *p);
void direct_put32(u32 *p, u32 v);
void direct_put64(u64 *p, u64 v);

u32 probe_get32(const u32 *p) { return get_unaligned_p(p, PC); }
u64 probe_get64(const u64 *p) { return get_unaligned_p(p, PC); }
void probe_put32(u32 *p, u32 v) { put_unaligned_p(v, p, PC); }
void probe_put64(u64 *p, u64 v) { put_unaligned_p(v, p, PC); }
u32 direct_get32(const u32 *p) { return *p; }
u64 direct_get64(const u64 *p) { return *p; }
void direct_put32(u32 *p, u32 v) { *p = v; }
void direct_put64(u64 *p, u64 v) { *p = v; }
