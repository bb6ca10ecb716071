/* SPDX-License-Identifier: MIT */
/*
 * probable_arch.h - choose the architecture's numbers for probable.h.
 *
 * Included by probable.h; not meant to be included on its own.  It defines
 *
 *   ARCH_PROBABILITY_HIGH          pc above this: hint "likely"
 *   ARCH_PROBABILITY_LOW           pc below this: hint "unlikely"
 *   ARCH_ALIGNMENT_COST_THRESHOLD  misaligned pc below this: direct access
 *   PROBABLE_ARCH                  the selected arch's name, a string literal
 *   PROBABLE_ARCH_SOURCE           the header the values came from
 *
 * from, in this order of preference:
 *
 *   1. -DPROBABLE_ARCH_HEADER="file"   the user's own header (a firmware's
 *                                      chip); it may define PROBABLE_ARCH.
 *   2. -DARCH=name                     a Linux SRCARCH name (x86, arm64, ...),
 *                                      a Kbuild ARCH spelling (i386, x86_64,
 *                                      sparc64, ...), or avr, msp430, wasm,
 *                                      generic.  A bare name, not a string.
 *   3. the compiler's predefined macros.
 *   4. arch/generic (conservative).
 *
 * Any of the three values may be set with -D; the arch header only fills in
 * what is not already defined.
 */
#ifndef PROBABLE_ARCH_H
#define PROBABLE_ARCH_H

#include "probable_internal.h"

/* internal: remember which values the user set before the arch header runs */
#ifdef ARCH_PROBABILITY_HIGH
#define PROBABLE_HIGH_FROM_USER_ 1
#endif
#ifdef ARCH_PROBABILITY_LOW
#define PROBABLE_LOW_FROM_USER_ 1
#endif
#ifdef ARCH_ALIGNMENT_COST_THRESHOLD
#define PROBABLE_THRESHOLD_FROM_USER_ 1
#endif

#if defined(PROBABLE_ARCH_HEADER)
/* 1. the user's own header */
#include PROBABLE_ARCH_HEADER
#ifndef PROBABLE_ARCH
#define PROBABLE_ARCH "custom"
#endif
#define PROBABLE_ARCH_SOURCE PROBABLE_XSTR_(PROBABLE_ARCH_HEADER)

#elif defined(ARCH)
/*
 * 2. -DARCH=name.  The name is pasted into PROBABLE_ARCHID_<name>_ and looked up
 * in the table below.  In GNU modes GCC predefines some of these names as 1
 * (mips, sparc, i386, powerpc on their targets), which would turn
 * -DARCH=mips into PROBABLE_ARCHID_1_; so every accepted name is saved,
 * undefined for the lookup, and restored afterwards.
 */
#define PROBABLE_ARCHID_x86_ 1
#define PROBABLE_ARCHID_i386_ 1
#define PROBABLE_ARCHID_x86_64_ 1
#define PROBABLE_ARCHID_arm_ 2
#define PROBABLE_ARCHID_arm64_ 3
#define PROBABLE_ARCHID_aarch64_ 3
#define PROBABLE_ARCHID_powerpc_ 4
#define PROBABLE_ARCHID_ppc_ 4
#define PROBABLE_ARCHID_ppc64_ 4
#define PROBABLE_ARCHID_powerpc64_ 4
#define PROBABLE_ARCHID_mips_ 5
#define PROBABLE_ARCHID_mips64_ 5
#define PROBABLE_ARCHID_riscv_ 6
#define PROBABLE_ARCHID_riscv32_ 6
#define PROBABLE_ARCHID_riscv64_ 6
#define PROBABLE_ARCHID_s390_ 7
#define PROBABLE_ARCHID_s390x_ 7
#define PROBABLE_ARCHID_sparc_ 8
#define PROBABLE_ARCHID_sparc32_ 8
#define PROBABLE_ARCHID_sparc64_ 8
#define PROBABLE_ARCHID_alpha_ 9
#define PROBABLE_ARCHID_m68k_ 10
#define PROBABLE_ARCHID_sh_ 11
#define PROBABLE_ARCHID_sh64_ 11
#define PROBABLE_ARCHID_parisc_ 12
#define PROBABLE_ARCHID_parisc64_ 12
#define PROBABLE_ARCHID_loongarch_ 13
#define PROBABLE_ARCHID_loongarch64_ 13
#define PROBABLE_ARCHID_ia64_ 14
#define PROBABLE_ARCHID_arc_ 15
#define PROBABLE_ARCHID_csky_ 16
#define PROBABLE_ARCHID_hexagon_ 17
#define PROBABLE_ARCHID_microblaze_ 18
#define PROBABLE_ARCHID_nios2_ 19
#define PROBABLE_ARCHID_openrisc_ 20
#define PROBABLE_ARCHID_or1k_ 20
#define PROBABLE_ARCHID_xtensa_ 21
#define PROBABLE_ARCHID_avr_ 22
#define PROBABLE_ARCHID_msp430_ 23
#define PROBABLE_ARCHID_wasm_ 24
#define PROBABLE_ARCHID_wasm32_ 24
#define PROBABLE_ARCHID_wasm64_ 24
#define PROBABLE_ARCHID_generic_ 25
/* -DARCH= with nothing after it */
#define PROBABLE_ARCHID__ (-1)
/* internal: PROBABLE_ARCHID_<ARCH>_, with ARCH expanded first */
#define PROBABLE_ARCH_ID_OF_(name) PROBABLE_XCAT_(PROBABLE_XCAT_(PROBABLE_ARCHID_, name), _)

#pragma push_macro("x86")
#pragma push_macro("i386")
#pragma push_macro("x86_64")
#pragma push_macro("arm")
#pragma push_macro("arm64")
#pragma push_macro("aarch64")
#pragma push_macro("powerpc")
#pragma push_macro("ppc")
#pragma push_macro("ppc64")
#pragma push_macro("powerpc64")
#pragma push_macro("mips")
#pragma push_macro("mips64")
#pragma push_macro("riscv")
#pragma push_macro("riscv32")
#pragma push_macro("riscv64")
#pragma push_macro("s390")
#pragma push_macro("s390x")
#pragma push_macro("sparc")
#pragma push_macro("sparc32")
#pragma push_macro("sparc64")
#pragma push_macro("alpha")
#pragma push_macro("m68k")
#pragma push_macro("sh")
#pragma push_macro("sh64")
#pragma push_macro("parisc")
#pragma push_macro("parisc64")
#pragma push_macro("loongarch")
#pragma push_macro("loongarch64")
#pragma push_macro("ia64")
#pragma push_macro("arc")
#pragma push_macro("csky")
#pragma push_macro("hexagon")
#pragma push_macro("microblaze")
#pragma push_macro("nios2")
#pragma push_macro("openrisc")
#pragma push_macro("or1k")
#pragma push_macro("xtensa")
#pragma push_macro("avr")
#pragma push_macro("msp430")
#pragma push_macro("wasm")
#pragma push_macro("wasm32")
#pragma push_macro("wasm64")
#pragma push_macro("generic")
#undef x86
#undef i386
#undef x86_64
#undef arm
#undef arm64
#undef aarch64
#undef powerpc
#undef ppc
#undef ppc64
#undef powerpc64
#undef mips
#undef mips64
#undef riscv
#undef riscv32
#undef riscv64
#undef s390
#undef s390x
#undef sparc
#undef sparc32
#undef sparc64
#undef alpha
#undef m68k
#undef sh
#undef sh64
#undef parisc
#undef parisc64
#undef loongarch
#undef loongarch64
#undef ia64
#undef arc
#undef csky
#undef hexagon
#undef microblaze
#undef nios2
#undef openrisc
#undef or1k
#undef xtensa
#undef avr
#undef msp430
#undef wasm
#undef wasm32
#undef wasm64
#undef generic

/* An unknown name pastes to an undefined PROBABLE_ARCHID_<name>_, which
 * #if reads as 0 and the #error below reports. */
#if PROBABLE_ARCH_ID_OF_(ARCH) == 1
#define PROBABLE_ARCH_SEL_ 1
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 2
#define PROBABLE_ARCH_SEL_ 2
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 3
#define PROBABLE_ARCH_SEL_ 3
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 4
#define PROBABLE_ARCH_SEL_ 4
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 5
#define PROBABLE_ARCH_SEL_ 5
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 6
#define PROBABLE_ARCH_SEL_ 6
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 7
#define PROBABLE_ARCH_SEL_ 7
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 8
#define PROBABLE_ARCH_SEL_ 8
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 9
#define PROBABLE_ARCH_SEL_ 9
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 10
#define PROBABLE_ARCH_SEL_ 10
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 11
#define PROBABLE_ARCH_SEL_ 11
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 12
#define PROBABLE_ARCH_SEL_ 12
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 13
#define PROBABLE_ARCH_SEL_ 13
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 14
#define PROBABLE_ARCH_SEL_ 14
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 15
#define PROBABLE_ARCH_SEL_ 15
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 16
#define PROBABLE_ARCH_SEL_ 16
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 17
#define PROBABLE_ARCH_SEL_ 17
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 18
#define PROBABLE_ARCH_SEL_ 18
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 19
#define PROBABLE_ARCH_SEL_ 19
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 20
#define PROBABLE_ARCH_SEL_ 20
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 21
#define PROBABLE_ARCH_SEL_ 21
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 22
#define PROBABLE_ARCH_SEL_ 22
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 23
#define PROBABLE_ARCH_SEL_ 23
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 24
#define PROBABLE_ARCH_SEL_ 24
#elif PROBABLE_ARCH_ID_OF_(ARCH) == 25
#define PROBABLE_ARCH_SEL_ 25
#elif PROBABLE_ARCH_ID_OF_(ARCH) == -1
#error "probable: ARCH is defined but empty; pass a name such as -DARCH=x86, or leave ARCH undefined to detect it"
#else
#error "probable: unknown ARCH; use a Linux SRCARCH name (x86 arm arm64 powerpc mips riscv s390 sparc alpha m68k sh parisc loongarch ia64 arc csky hexagon microblaze nios2 openrisc xtensa), a Kbuild spelling (i386 x86_64 sparc64 ...), avr, msp430, wasm or generic, as a bare name; or -DPROBABLE_ARCH_HEADER=\"file\""
#endif

#pragma pop_macro("x86")
#pragma pop_macro("i386")
#pragma pop_macro("x86_64")
#pragma pop_macro("arm")
#pragma pop_macro("arm64")
#pragma pop_macro("aarch64")
#pragma pop_macro("powerpc")
#pragma pop_macro("ppc")
#pragma pop_macro("ppc64")
#pragma pop_macro("powerpc64")
#pragma pop_macro("mips")
#pragma pop_macro("mips64")
#pragma pop_macro("riscv")
#pragma pop_macro("riscv32")
#pragma pop_macro("riscv64")
#pragma pop_macro("s390")
#pragma pop_macro("s390x")
#pragma pop_macro("sparc")
#pragma pop_macro("sparc32")
#pragma pop_macro("sparc64")
#pragma pop_macro("alpha")
#pragma pop_macro("m68k")
#pragma pop_macro("sh")
#pragma pop_macro("sh64")
#pragma pop_macro("parisc")
#pragma pop_macro("parisc64")
#pragma pop_macro("loongarch")
#pragma pop_macro("loongarch64")
#pragma pop_macro("ia64")
#pragma pop_macro("arc")
#pragma pop_macro("csky")
#pragma pop_macro("hexagon")
#pragma pop_macro("microblaze")
#pragma pop_macro("nios2")
#pragma pop_macro("openrisc")
#pragma pop_macro("or1k")
#pragma pop_macro("xtensa")
#pragma pop_macro("avr")
#pragma pop_macro("msp430")
#pragma pop_macro("wasm")
#pragma pop_macro("wasm32")
#pragma pop_macro("wasm64")
#pragma pop_macro("generic")

#else
/* 3. detection from the compiler's predefined macros; 4. generic */
#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#define PROBABLE_ARCH_SEL_ 1
#elif defined(__aarch64__) || defined(_M_ARM64)
#define PROBABLE_ARCH_SEL_ 3
#elif defined(__arm__) || defined(__thumb__) || defined(_M_ARM)
#define PROBABLE_ARCH_SEL_ 2
#elif defined(__powerpc__) || defined(__powerpc64__) || defined(__POWERPC__) || defined(__ppc__) || defined(_ARCH_PPC)
#define PROBABLE_ARCH_SEL_ 4
#elif defined(__mips__) || defined(__mips)
#define PROBABLE_ARCH_SEL_ 5
#elif defined(__riscv)
#define PROBABLE_ARCH_SEL_ 6
#elif defined(__s390__) || defined(__s390x__)
#define PROBABLE_ARCH_SEL_ 7
#elif defined(__sparc__) || defined(__sparc)
#define PROBABLE_ARCH_SEL_ 8
#elif defined(__alpha__) || defined(__alpha)
#define PROBABLE_ARCH_SEL_ 9
#elif defined(__m68k__) || defined(__mc68000__)
#define PROBABLE_ARCH_SEL_ 10
#elif defined(__sh__) || defined(__SH4__)
#define PROBABLE_ARCH_SEL_ 11
#elif defined(__hppa__) || defined(__hppa)
#define PROBABLE_ARCH_SEL_ 12
#elif defined(__loongarch__)
#define PROBABLE_ARCH_SEL_ 13
#elif defined(__ia64__) || defined(_M_IA64)
#define PROBABLE_ARCH_SEL_ 14
#elif defined(__arc__)
#define PROBABLE_ARCH_SEL_ 15
#elif defined(__csky__)
#define PROBABLE_ARCH_SEL_ 16
#elif defined(__hexagon__)
#define PROBABLE_ARCH_SEL_ 17
#elif defined(__microblaze__)
#define PROBABLE_ARCH_SEL_ 18
#elif defined(__nios2__) || defined(__nios2)
#define PROBABLE_ARCH_SEL_ 19
#elif defined(__or1k__) || defined(__OR1K__)
#define PROBABLE_ARCH_SEL_ 20
#elif defined(__xtensa__)
#define PROBABLE_ARCH_SEL_ 21
#elif defined(__AVR__) || defined(__AVR_ARCH__)
#define PROBABLE_ARCH_SEL_ 22
#elif defined(__MSP430__) || defined(__msp430__)
#define PROBABLE_ARCH_SEL_ 23
#elif defined(__wasm__) || defined(__wasm32__) || defined(__wasm64__)
#define PROBABLE_ARCH_SEL_ 24
#else
#define PROBABLE_ARCH_SEL_ 25
#endif
#endif /* selection */

/* The selected arch's header; quoted includes are found next to this file. */
#if !defined(PROBABLE_ARCH_HEADER)
#if PROBABLE_ARCH_SEL_ == 1
#define PROBABLE_ARCH "x86"
#define PROBABLE_ARCH_SOURCE "arch/x86/probability.h"
#include "../arch/x86/probability.h"
#elif PROBABLE_ARCH_SEL_ == 2
#define PROBABLE_ARCH "arm"
#define PROBABLE_ARCH_SOURCE "arch/arm/probability.h"
#include "../arch/arm/probability.h"
#elif PROBABLE_ARCH_SEL_ == 3
#define PROBABLE_ARCH "arm64"
#define PROBABLE_ARCH_SOURCE "arch/arm64/probability.h"
#include "../arch/arm64/probability.h"
#elif PROBABLE_ARCH_SEL_ == 4
#define PROBABLE_ARCH "powerpc"
#define PROBABLE_ARCH_SOURCE "arch/powerpc/probability.h"
#include "../arch/powerpc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 5
#define PROBABLE_ARCH "mips"
#define PROBABLE_ARCH_SOURCE "arch/mips/probability.h"
#include "../arch/mips/probability.h"
#elif PROBABLE_ARCH_SEL_ == 6
#define PROBABLE_ARCH "riscv"
#define PROBABLE_ARCH_SOURCE "arch/riscv/probability.h"
#include "../arch/riscv/probability.h"
#elif PROBABLE_ARCH_SEL_ == 7
#define PROBABLE_ARCH "s390"
#define PROBABLE_ARCH_SOURCE "arch/s390/probability.h"
#include "../arch/s390/probability.h"
#elif PROBABLE_ARCH_SEL_ == 8
#define PROBABLE_ARCH "sparc"
#define PROBABLE_ARCH_SOURCE "arch/sparc/probability.h"
#include "../arch/sparc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 9
#define PROBABLE_ARCH "alpha"
#define PROBABLE_ARCH_SOURCE "arch/alpha/probability.h"
#include "../arch/alpha/probability.h"
#elif PROBABLE_ARCH_SEL_ == 10
#define PROBABLE_ARCH "m68k"
#define PROBABLE_ARCH_SOURCE "arch/m68k/probability.h"
#include "../arch/m68k/probability.h"
#elif PROBABLE_ARCH_SEL_ == 11
#define PROBABLE_ARCH "sh"
#define PROBABLE_ARCH_SOURCE "arch/sh/probability.h"
#include "../arch/sh/probability.h"
#elif PROBABLE_ARCH_SEL_ == 12
#define PROBABLE_ARCH "parisc"
#define PROBABLE_ARCH_SOURCE "arch/parisc/probability.h"
#include "../arch/parisc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 13
#define PROBABLE_ARCH "loongarch"
#define PROBABLE_ARCH_SOURCE "arch/loongarch/probability.h"
#include "../arch/loongarch/probability.h"
#elif PROBABLE_ARCH_SEL_ == 14
#define PROBABLE_ARCH "ia64"
#define PROBABLE_ARCH_SOURCE "arch/ia64/probability.h"
#include "../arch/ia64/probability.h"
#elif PROBABLE_ARCH_SEL_ == 15
#define PROBABLE_ARCH "arc"
#define PROBABLE_ARCH_SOURCE "arch/arc/probability.h"
#include "../arch/arc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 16
#define PROBABLE_ARCH "csky"
#define PROBABLE_ARCH_SOURCE "arch/csky/probability.h"
#include "../arch/csky/probability.h"
#elif PROBABLE_ARCH_SEL_ == 17
#define PROBABLE_ARCH "hexagon"
#define PROBABLE_ARCH_SOURCE "arch/hexagon/probability.h"
#include "../arch/hexagon/probability.h"
#elif PROBABLE_ARCH_SEL_ == 18
#define PROBABLE_ARCH "microblaze"
#define PROBABLE_ARCH_SOURCE "arch/microblaze/probability.h"
#include "../arch/microblaze/probability.h"
#elif PROBABLE_ARCH_SEL_ == 19
#define PROBABLE_ARCH "nios2"
#define PROBABLE_ARCH_SOURCE "arch/nios2/probability.h"
#include "../arch/nios2/probability.h"
#elif PROBABLE_ARCH_SEL_ == 20
#define PROBABLE_ARCH "openrisc"
#define PROBABLE_ARCH_SOURCE "arch/openrisc/probability.h"
#include "../arch/openrisc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 21
#define PROBABLE_ARCH "xtensa"
#define PROBABLE_ARCH_SOURCE "arch/xtensa/probability.h"
#include "../arch/xtensa/probability.h"
#elif PROBABLE_ARCH_SEL_ == 22
#define PROBABLE_ARCH "avr"
#define PROBABLE_ARCH_SOURCE "arch/avr/probability.h"
#include "../arch/avr/probability.h"
#elif PROBABLE_ARCH_SEL_ == 23
#define PROBABLE_ARCH "msp430"
#define PROBABLE_ARCH_SOURCE "arch/msp430/probability.h"
#include "../arch/msp430/probability.h"
#elif PROBABLE_ARCH_SEL_ == 24
#define PROBABLE_ARCH "wasm"
#define PROBABLE_ARCH_SOURCE "arch/wasm/probability.h"
#include "../arch/wasm/probability.h"
#else
#define PROBABLE_ARCH "generic"
#define PROBABLE_ARCH_SOURCE "arch/generic/probability.h"
#include "../arch/generic/probability.h"
#endif
#endif

/* Where each value came from, for tools and error messages. */
#ifdef PROBABLE_HIGH_FROM_USER_
#define PROBABLE_HIGH_SOURCE "-D"
#else
#define PROBABLE_HIGH_SOURCE PROBABLE_ARCH_SOURCE
#endif
#ifdef PROBABLE_LOW_FROM_USER_
#define PROBABLE_LOW_SOURCE "-D"
#else
#define PROBABLE_LOW_SOURCE PROBABLE_ARCH_SOURCE
#endif
#ifdef PROBABLE_THRESHOLD_FROM_USER_
#define PROBABLE_THRESHOLD_SOURCE "-D"
#else
#define PROBABLE_THRESHOLD_SOURCE PROBABLE_ARCH_SOURCE
#endif

/* The values must make sense, whoever set them. */
#if !defined(ARCH_PROBABILITY_HIGH) || !defined(ARCH_PROBABILITY_LOW) || !defined(ARCH_ALIGNMENT_COST_THRESHOLD)
#error "probable: the arch header must define ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW and ARCH_ALIGNMENT_COST_THRESHOLD"
#endif
#if (ARCH_PROBABILITY_HIGH) < 0 || (ARCH_PROBABILITY_HIGH) > 100
#error "probable: ARCH_PROBABILITY_HIGH must be a percent from 0 to 100"
#endif
#if (ARCH_PROBABILITY_LOW) < 0 || (ARCH_PROBABILITY_LOW) > 100
#error "probable: ARCH_PROBABILITY_LOW must be a percent from 0 to 100"
#endif
#if (ARCH_ALIGNMENT_COST_THRESHOLD) < 0 || (ARCH_ALIGNMENT_COST_THRESHOLD) > 100
#error "probable: ARCH_ALIGNMENT_COST_THRESHOLD must be a percent from 0 to 100"
#endif
#if (ARCH_PROBABILITY_HIGH) <= (ARCH_PROBABILITY_LOW)
#error "probable: ARCH_PROBABILITY_HIGH must be greater than ARCH_PROBABILITY_LOW"
#endif

#endif /* PROBABLE_ARCH_H */
