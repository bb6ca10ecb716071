/* SPDX-License-Identifier: MIT */
/*
 * loongarch: LoongArch32 and LoongArch64 (LA264, LA464, LA664 ...), Linux
 * user space, the kernel and firmware.
 *
 * Branches: the ISA has no hint bits and the cores predict dynamically,
 * so __builtin_expect only changes layout.
 *
 * Alignment: the LA464/LA664 cores do misaligned loads and stores in
 * hardware, Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unless
 * ARCH_STRICT_ALIGN, and the safe memcpy path is then a single load.  A
 * build with -mstrict-align only says the target may lack that hardware;
 * whether a trap would then be emulated (arch/loongarch/kernel/unaligned.c)
 * depends on the kernel's configuration, which a header cannot see, and
 * firmware has no handler.  The value is therefore 0 either way.
 */

/* No hint bits, dynamic prediction: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Hardware: memcpy is one load; strict-align: no fix-up to count on. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_BYTE_SWAP: REVB.2H, REVB.2W, REVB.D.
 * (No ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: GCC says nothing of
 * -mstrict-align, so a header cannot tell the LA464 from a core without
 * misaligned access.)
 */
#if defined(__loongarch__) && !defined(ARCH_HAVE_BYTE_SWAP)
# define ARCH_HAVE_BYTE_SWAP 1
#endif
