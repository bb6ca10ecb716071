/* SPDX-License-Identifier: MIT */
/*
 * x86: 32-bit i386 and x86-64, in user space, in a kernel or in firmware.
 *
 * Branches: x86 has no static prediction that outranks the dynamic
 * predictor every core since the Pentium Pro carries, so __builtin_expect
 * only decides block order and which path the compiler treats as cold.
 *
 * Measured (make evidence, docs/evidence.md, one shared AMD EPYC): a
 * hint changes more than block order - it changes GCC's if-conversion,
 * and a "likely" at a middling rate cost more than any hint gained; the
 * calibration there keeps HIGH at 89 with gcc and finds "unlikely" paying
 * only at the extreme.  One loaded machine is not evidence enough to move
 * a default every x86 user gets, so 89/11 stay; make calibrate gives a
 * machine its own.
 *
 * Alignment: ordinary loads and stores work at any address in hardware,
 * and Linux selects HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally.  GCC
 * turns a 4-byte memcpy into the same single mov as a dereference on
 * x86-64 and i686, so the safe path is already free.
 */

/* No hint outranks the predictor: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one mov; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: a misaligned 2-, 4- or 8-byte
 * load or store is one instruction (Linux selects
 * HAVE_EFFICIENT_UNALIGNED_ACCESS unconditionally, arch/x86/Kconfig).
 * ARCH_HAVE_BYTE_SWAP: BSWAP (and ROL for 16 bits).
 */
#if defined(__i386__) || defined(__x86_64__) || defined(_M_IX86) || defined(_M_X64)
# ifndef ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
# endif
# ifndef ARCH_HAVE_BYTE_SWAP
#  define ARCH_HAVE_BYTE_SWAP 1
# endif
#endif
