/* SPDX-License-Identifier: MIT */
/*
 * probable_arch_table.h - GENERATED from arch/arches.list by
 * tools/gen-arch-table.sh; do not edit.  Edit the list and run the script
 * (tests/compile/arch-selection.sh fails while this file is stale).
 *
 * Included once, by probable_arch.h.  In: PROBABLE_ARCH_REQUEST_, when
 * defined, expands to the name asked for (-DARCH= or PROBABLE_TARGET_ARCH);
 * otherwise the compiler's predefined macros decide.  Out (all internal
 * but the first two):
 *   PROBABLE_ARCH, PROBABLE_ARCH_SOURCE  the arch's name and header
 *   PROBABLE_ARCH_SEL_      its number in the list; 0 for anything the
 *                           list does not have (a number, a string, an
 *                           expression), -1 for an empty name; the names
 *                           are then generic's
 *   PROBABLE_ARCH_FILE_SRC_ its header relative to include/ (source tree)
 *   PROBABLE_ARCH_FILE_PKG_ its header under an installed probable/
 */
#ifndef PROBABLE_ARCH_TABLE_H
#define PROBABLE_ARCH_TABLE_H

#ifdef PROBABLE_ARCH_REQUEST_
/*
 * Every spelling's arch number, plus 1000, as PROBABLE_ARCH_ID_OF_(name)
 * gives it: the name is pasted between probable_ARCH_must_be_a_bare_name_not_
 * and U (so that "x86 x" is no spelling), and a spelling's macro hands its
 * number to PROBABLE_ARCH_PICK_
 * (closing the probe's parenthesis and eating the rest of it).  Anything
 * else, a name not in the list, a number, 1+2, x86-64, is 0 with no
 * identifier left for -Wundef to report; a string, a character or a
 * leading minus cannot be pasted, and the compiler's error then quotes the
 * prefix, which says what is wrong.  An empty name makes
 * probable_ARCH_must_be_a_bare_name_not_U (1000).
 */
#define probable_ARCH_must_be_a_bare_name_not_x86U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i386U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i486U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i586U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i686U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_x86_64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_amd64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_AMD64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_x64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_X64U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_X86U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_x32U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ia32U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_i86pcU ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_EM64TU ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_Win32U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_386U ~, 1001, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arm64U ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_aarch64U ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_aarch64_beU ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arm64eU ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ARM64U ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ARM64ECU ~, 1002, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armelU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armhfU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armebU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ARMU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arm32U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4tU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv4tlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5tU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5teU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5telU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv5tejlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6hlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv6kU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7U ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7aU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7bU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7hlU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7emU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7rU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7sU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv7kU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_armv8lU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv6mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv7mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv7emU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv7aU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_thumbv8mU ~, 1003, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpcU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppcU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc32U ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc64U ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpc64U ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc64leU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppc64elU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpc64leU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpcleU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ppcleU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_powerpcspeU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_macppcU ~, 1004, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipselU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsleU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64leU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips32U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsn32U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsn32elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa32r6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa32r6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa64r6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsisa64r6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsr6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mipsr6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64r6U ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_mips64r6elU ~, 1005, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscvU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32U ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv64U ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv64gcU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32iU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32imcU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32imacU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_riscv32imafcU ~, 1006, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_s390U ~, 1007, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_s390xU ~, 1007, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_systemzU ~, 1007, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparcU ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparc32U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparc64U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparcv8U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sparcv9U ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sun4uU ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sun4vU ~, 1008, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaU ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev4U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev5U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev56U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev6U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_alphaev67U ~, 1009, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_m68kU ~, 1010, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_shU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh64U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh2U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh2aU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh3U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh3ebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4U ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4aU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4ebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_sh4aebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_shebU ~, 1011, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_pariscU ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_parisc64U ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_hppaU ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_hppa64U ~, 1012, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loongarchU ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loongarch32U ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loongarch64U ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_loong64U ~, 1013, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_ia64U ~, 1014, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_IA64U ~, 1014, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arcU ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arcebU ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arc32U ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arc64U ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_arcv2U ~, 1015, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_cskyU ~, 1016, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_hexagonU ~, 1017, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_microblazeU ~, 1018, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_microblazeelU ~, 1018, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_nios2U ~, 1019, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_openriscU ~, 1020, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_or1kU ~, 1020, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_xtensaU ~, 1021, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_xtensaebU ~, 1021, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_avrU ~, 1022, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_AVRU ~, 1022, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_msp430U ~, 1023, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_msp430xU ~, 1023, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_MSP430U ~, 1023, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_wasmU ~, 1024, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_wasm32U ~, 1024, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_wasm64U ~, 1024, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_genericU ~, 1025, ~) PROBABLE_ARCH_EAT_(~
#define probable_ARCH_must_be_a_bare_name_not_U ~, 1000, ~) PROBABLE_ARCH_EAT_(~
#define PROBABLE_ARCH_EAT_(a, b, c)
#define PROBABLE_ARCH_PICK_(probe, id, rest) id
#define PROBABLE_ARCH_PROBE_(args) PROBABLE_ARCH_PICK_ args
#define PROBABLE_ARCH_ID_OF_(name) PROBABLE_ARCH_PROBE_(( \
	PROBABLE_XCAT_(PROBABLE_XCAT_(probable_ARCH_must_be_a_bare_name_not_, name), U), 0, ~))

/*
 * GCC predefines some spellings as 1 in GNU modes (mips, sparc, powerpc,
 * i386), which would turn -DARCH=mips into a lookup of 1: every
 * spelling is saved and undefined for the lookup, and restored after it.
 */
#pragma push_macro("x86")
#pragma push_macro("i386")
#pragma push_macro("i486")
#pragma push_macro("i586")
#pragma push_macro("i686")
#pragma push_macro("x86_64")
#pragma push_macro("amd64")
#pragma push_macro("AMD64")
#pragma push_macro("x64")
#pragma push_macro("X64")
#pragma push_macro("X86")
#pragma push_macro("x32")
#pragma push_macro("ia32")
#pragma push_macro("i86pc")
#pragma push_macro("EM64T")
#pragma push_macro("Win32")
#pragma push_macro("arm64")
#pragma push_macro("aarch64")
#pragma push_macro("aarch64_be")
#pragma push_macro("arm64e")
#pragma push_macro("ARM64")
#pragma push_macro("ARM64EC")
#pragma push_macro("arm")
#pragma push_macro("armel")
#pragma push_macro("armhf")
#pragma push_macro("armeb")
#pragma push_macro("ARM")
#pragma push_macro("arm32")
#pragma push_macro("armv4")
#pragma push_macro("armv4l")
#pragma push_macro("armv4t")
#pragma push_macro("armv4tl")
#pragma push_macro("armv5")
#pragma push_macro("armv5l")
#pragma push_macro("armv5t")
#pragma push_macro("armv5te")
#pragma push_macro("armv5tel")
#pragma push_macro("armv5tejl")
#pragma push_macro("armv6")
#pragma push_macro("armv6l")
#pragma push_macro("armv6hl")
#pragma push_macro("armv6m")
#pragma push_macro("armv6k")
#pragma push_macro("armv7")
#pragma push_macro("armv7l")
#pragma push_macro("armv7a")
#pragma push_macro("armv7b")
#pragma push_macro("armv7hl")
#pragma push_macro("armv7m")
#pragma push_macro("armv7em")
#pragma push_macro("armv7r")
#pragma push_macro("armv7s")
#pragma push_macro("armv7k")
#pragma push_macro("armv8l")
#pragma push_macro("thumb")
#pragma push_macro("thumbv6m")
#pragma push_macro("thumbv7m")
#pragma push_macro("thumbv7em")
#pragma push_macro("thumbv7a")
#pragma push_macro("thumbv8m")
#pragma push_macro("powerpc")
#pragma push_macro("ppc")
#pragma push_macro("ppc32")
#pragma push_macro("ppc64")
#pragma push_macro("powerpc64")
#pragma push_macro("ppc64le")
#pragma push_macro("ppc64el")
#pragma push_macro("powerpc64le")
#pragma push_macro("powerpcle")
#pragma push_macro("ppcle")
#pragma push_macro("powerpcspe")
#pragma push_macro("macppc")
#pragma push_macro("mips")
#pragma push_macro("mipsel")
#pragma push_macro("mips64")
#pragma push_macro("mips64el")
#pragma push_macro("mipsle")
#pragma push_macro("mips64le")
#pragma push_macro("mips32")
#pragma push_macro("mipsn32")
#pragma push_macro("mipsn32el")
#pragma push_macro("mipsisa32r6")
#pragma push_macro("mipsisa32r6el")
#pragma push_macro("mipsisa64r6")
#pragma push_macro("mipsisa64r6el")
#pragma push_macro("mipsr6")
#pragma push_macro("mipsr6el")
#pragma push_macro("mips64r6")
#pragma push_macro("mips64r6el")
#pragma push_macro("riscv")
#pragma push_macro("riscv32")
#pragma push_macro("riscv64")
#pragma push_macro("riscv64gc")
#pragma push_macro("riscv32i")
#pragma push_macro("riscv32imc")
#pragma push_macro("riscv32imac")
#pragma push_macro("riscv32imafc")
#pragma push_macro("s390")
#pragma push_macro("s390x")
#pragma push_macro("systemz")
#pragma push_macro("sparc")
#pragma push_macro("sparc32")
#pragma push_macro("sparc64")
#pragma push_macro("sparcv8")
#pragma push_macro("sparcv9")
#pragma push_macro("sun4u")
#pragma push_macro("sun4v")
#pragma push_macro("alpha")
#pragma push_macro("alphaev4")
#pragma push_macro("alphaev5")
#pragma push_macro("alphaev56")
#pragma push_macro("alphaev6")
#pragma push_macro("alphaev67")
#pragma push_macro("m68k")
#pragma push_macro("sh")
#pragma push_macro("sh64")
#pragma push_macro("sh2")
#pragma push_macro("sh2a")
#pragma push_macro("sh3")
#pragma push_macro("sh3eb")
#pragma push_macro("sh4")
#pragma push_macro("sh4a")
#pragma push_macro("sh4eb")
#pragma push_macro("sh4aeb")
#pragma push_macro("sheb")
#pragma push_macro("parisc")
#pragma push_macro("parisc64")
#pragma push_macro("hppa")
#pragma push_macro("hppa64")
#pragma push_macro("loongarch")
#pragma push_macro("loongarch32")
#pragma push_macro("loongarch64")
#pragma push_macro("loong64")
#pragma push_macro("ia64")
#pragma push_macro("IA64")
#pragma push_macro("arc")
#pragma push_macro("arceb")
#pragma push_macro("arc32")
#pragma push_macro("arc64")
#pragma push_macro("arcv2")
#pragma push_macro("csky")
#pragma push_macro("hexagon")
#pragma push_macro("microblaze")
#pragma push_macro("microblazeel")
#pragma push_macro("nios2")
#pragma push_macro("openrisc")
#pragma push_macro("or1k")
#pragma push_macro("xtensa")
#pragma push_macro("xtensaeb")
#pragma push_macro("avr")
#pragma push_macro("AVR")
#pragma push_macro("msp430")
#pragma push_macro("msp430x")
#pragma push_macro("MSP430")
#pragma push_macro("wasm")
#pragma push_macro("wasm32")
#pragma push_macro("wasm64")
#pragma push_macro("generic")
#undef x86
#undef i386
#undef i486
#undef i586
#undef i686
#undef x86_64
#undef amd64
#undef AMD64
#undef x64
#undef X64
#undef X86
#undef x32
#undef ia32
#undef i86pc
#undef EM64T
#undef Win32
#undef arm64
#undef aarch64
#undef aarch64_be
#undef arm64e
#undef ARM64
#undef ARM64EC
#undef arm
#undef armel
#undef armhf
#undef armeb
#undef ARM
#undef arm32
#undef armv4
#undef armv4l
#undef armv4t
#undef armv4tl
#undef armv5
#undef armv5l
#undef armv5t
#undef armv5te
#undef armv5tel
#undef armv5tejl
#undef armv6
#undef armv6l
#undef armv6hl
#undef armv6m
#undef armv6k
#undef armv7
#undef armv7l
#undef armv7a
#undef armv7b
#undef armv7hl
#undef armv7m
#undef armv7em
#undef armv7r
#undef armv7s
#undef armv7k
#undef armv8l
#undef thumb
#undef thumbv6m
#undef thumbv7m
#undef thumbv7em
#undef thumbv7a
#undef thumbv8m
#undef powerpc
#undef ppc
#undef ppc32
#undef ppc64
#undef powerpc64
#undef ppc64le
#undef ppc64el
#undef powerpc64le
#undef powerpcle
#undef ppcle
#undef powerpcspe
#undef macppc
#undef mips
#undef mipsel
#undef mips64
#undef mips64el
#undef mipsle
#undef mips64le
#undef mips32
#undef mipsn32
#undef mipsn32el
#undef mipsisa32r6
#undef mipsisa32r6el
#undef mipsisa64r6
#undef mipsisa64r6el
#undef mipsr6
#undef mipsr6el
#undef mips64r6
#undef mips64r6el
#undef riscv
#undef riscv32
#undef riscv64
#undef riscv64gc
#undef riscv32i
#undef riscv32imc
#undef riscv32imac
#undef riscv32imafc
#undef s390
#undef s390x
#undef systemz
#undef sparc
#undef sparc32
#undef sparc64
#undef sparcv8
#undef sparcv9
#undef sun4u
#undef sun4v
#undef alpha
#undef alphaev4
#undef alphaev5
#undef alphaev56
#undef alphaev6
#undef alphaev67
#undef m68k
#undef sh
#undef sh64
#undef sh2
#undef sh2a
#undef sh3
#undef sh3eb
#undef sh4
#undef sh4a
#undef sh4eb
#undef sh4aeb
#undef sheb
#undef parisc
#undef parisc64
#undef hppa
#undef hppa64
#undef loongarch
#undef loongarch32
#undef loongarch64
#undef loong64
#undef ia64
#undef IA64
#undef arc
#undef arceb
#undef arc32
#undef arc64
#undef arcv2
#undef csky
#undef hexagon
#undef microblaze
#undef microblazeel
#undef nios2
#undef openrisc
#undef or1k
#undef xtensa
#undef xtensaeb
#undef avr
#undef AVR
#undef msp430
#undef msp430x
#undef MSP430
#undef wasm
#undef wasm32
#undef wasm64
#undef generic

/*
 * Looked up once for a name not in the list, or that cannot be pasted
 * (whose error is then the compiler's, quoting the prefix): 0 stops the
 * chain, and probable_arch.h's #error says what to do instead.
 */
#if PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 0
#define PROBABLE_ARCH_SEL_ 0
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1001
#define PROBABLE_ARCH_SEL_ 1
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1002
#define PROBABLE_ARCH_SEL_ 2
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1003
#define PROBABLE_ARCH_SEL_ 3
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1004
#define PROBABLE_ARCH_SEL_ 4
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1005
#define PROBABLE_ARCH_SEL_ 5
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1006
#define PROBABLE_ARCH_SEL_ 6
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1007
#define PROBABLE_ARCH_SEL_ 7
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1008
#define PROBABLE_ARCH_SEL_ 8
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1009
#define PROBABLE_ARCH_SEL_ 9
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1010
#define PROBABLE_ARCH_SEL_ 10
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1011
#define PROBABLE_ARCH_SEL_ 11
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1012
#define PROBABLE_ARCH_SEL_ 12
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1013
#define PROBABLE_ARCH_SEL_ 13
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1014
#define PROBABLE_ARCH_SEL_ 14
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1015
#define PROBABLE_ARCH_SEL_ 15
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1016
#define PROBABLE_ARCH_SEL_ 16
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1017
#define PROBABLE_ARCH_SEL_ 17
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1018
#define PROBABLE_ARCH_SEL_ 18
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1019
#define PROBABLE_ARCH_SEL_ 19
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1020
#define PROBABLE_ARCH_SEL_ 20
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1021
#define PROBABLE_ARCH_SEL_ 21
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1022
#define PROBABLE_ARCH_SEL_ 22
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1023
#define PROBABLE_ARCH_SEL_ 23
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1024
#define PROBABLE_ARCH_SEL_ 24
#elif PROBABLE_ARCH_ID_OF_(PROBABLE_ARCH_REQUEST_) == 1025
#define PROBABLE_ARCH_SEL_ 25
#else
#define PROBABLE_ARCH_SEL_ (-1)
#endif

#pragma pop_macro("x86")
#pragma pop_macro("i386")
#pragma pop_macro("i486")
#pragma pop_macro("i586")
#pragma pop_macro("i686")
#pragma pop_macro("x86_64")
#pragma pop_macro("amd64")
#pragma pop_macro("AMD64")
#pragma pop_macro("x64")
#pragma pop_macro("X64")
#pragma pop_macro("X86")
#pragma pop_macro("x32")
#pragma pop_macro("ia32")
#pragma pop_macro("i86pc")
#pragma pop_macro("EM64T")
#pragma pop_macro("Win32")
#pragma pop_macro("arm64")
#pragma pop_macro("aarch64")
#pragma pop_macro("aarch64_be")
#pragma pop_macro("arm64e")
#pragma pop_macro("ARM64")
#pragma pop_macro("ARM64EC")
#pragma pop_macro("arm")
#pragma pop_macro("armel")
#pragma pop_macro("armhf")
#pragma pop_macro("armeb")
#pragma pop_macro("ARM")
#pragma pop_macro("arm32")
#pragma pop_macro("armv4")
#pragma pop_macro("armv4l")
#pragma pop_macro("armv4t")
#pragma pop_macro("armv4tl")
#pragma pop_macro("armv5")
#pragma pop_macro("armv5l")
#pragma pop_macro("armv5t")
#pragma pop_macro("armv5te")
#pragma pop_macro("armv5tel")
#pragma pop_macro("armv5tejl")
#pragma pop_macro("armv6")
#pragma pop_macro("armv6l")
#pragma pop_macro("armv6hl")
#pragma pop_macro("armv6m")
#pragma pop_macro("armv6k")
#pragma pop_macro("armv7")
#pragma pop_macro("armv7l")
#pragma pop_macro("armv7a")
#pragma pop_macro("armv7b")
#pragma pop_macro("armv7hl")
#pragma pop_macro("armv7m")
#pragma pop_macro("armv7em")
#pragma pop_macro("armv7r")
#pragma pop_macro("armv7s")
#pragma pop_macro("armv7k")
#pragma pop_macro("armv8l")
#pragma pop_macro("thumb")
#pragma pop_macro("thumbv6m")
#pragma pop_macro("thumbv7m")
#pragma pop_macro("thumbv7em")
#pragma pop_macro("thumbv7a")
#pragma pop_macro("thumbv8m")
#pragma pop_macro("powerpc")
#pragma pop_macro("ppc")
#pragma pop_macro("ppc32")
#pragma pop_macro("ppc64")
#pragma pop_macro("powerpc64")
#pragma pop_macro("ppc64le")
#pragma pop_macro("ppc64el")
#pragma pop_macro("powerpc64le")
#pragma pop_macro("powerpcle")
#pragma pop_macro("ppcle")
#pragma pop_macro("powerpcspe")
#pragma pop_macro("macppc")
#pragma pop_macro("mips")
#pragma pop_macro("mipsel")
#pragma pop_macro("mips64")
#pragma pop_macro("mips64el")
#pragma pop_macro("mipsle")
#pragma pop_macro("mips64le")
#pragma pop_macro("mips32")
#pragma pop_macro("mipsn32")
#pragma pop_macro("mipsn32el")
#pragma pop_macro("mipsisa32r6")
#pragma pop_macro("mipsisa32r6el")
#pragma pop_macro("mipsisa64r6")
#pragma pop_macro("mipsisa64r6el")
#pragma pop_macro("mipsr6")
#pragma pop_macro("mipsr6el")
#pragma pop_macro("mips64r6")
#pragma pop_macro("mips64r6el")
#pragma pop_macro("riscv")
#pragma pop_macro("riscv32")
#pragma pop_macro("riscv64")
#pragma pop_macro("riscv64gc")
#pragma pop_macro("riscv32i")
#pragma pop_macro("riscv32imc")
#pragma pop_macro("riscv32imac")
#pragma pop_macro("riscv32imafc")
#pragma pop_macro("s390")
#pragma pop_macro("s390x")
#pragma pop_macro("systemz")
#pragma pop_macro("sparc")
#pragma pop_macro("sparc32")
#pragma pop_macro("sparc64")
#pragma pop_macro("sparcv8")
#pragma pop_macro("sparcv9")
#pragma pop_macro("sun4u")
#pragma pop_macro("sun4v")
#pragma pop_macro("alpha")
#pragma pop_macro("alphaev4")
#pragma pop_macro("alphaev5")
#pragma pop_macro("alphaev56")
#pragma pop_macro("alphaev6")
#pragma pop_macro("alphaev67")
#pragma pop_macro("m68k")
#pragma pop_macro("sh")
#pragma pop_macro("sh64")
#pragma pop_macro("sh2")
#pragma pop_macro("sh2a")
#pragma pop_macro("sh3")
#pragma pop_macro("sh3eb")
#pragma pop_macro("sh4")
#pragma pop_macro("sh4a")
#pragma pop_macro("sh4eb")
#pragma pop_macro("sh4aeb")
#pragma pop_macro("sheb")
#pragma pop_macro("parisc")
#pragma pop_macro("parisc64")
#pragma pop_macro("hppa")
#pragma pop_macro("hppa64")
#pragma pop_macro("loongarch")
#pragma pop_macro("loongarch32")
#pragma pop_macro("loongarch64")
#pragma pop_macro("loong64")
#pragma pop_macro("ia64")
#pragma pop_macro("IA64")
#pragma pop_macro("arc")
#pragma pop_macro("arceb")
#pragma pop_macro("arc32")
#pragma pop_macro("arc64")
#pragma pop_macro("arcv2")
#pragma pop_macro("csky")
#pragma pop_macro("hexagon")
#pragma pop_macro("microblaze")
#pragma pop_macro("microblazeel")
#pragma pop_macro("nios2")
#pragma pop_macro("openrisc")
#pragma pop_macro("or1k")
#pragma pop_macro("xtensa")
#pragma pop_macro("xtensaeb")
#pragma pop_macro("avr")
#pragma pop_macro("AVR")
#pragma pop_macro("msp430")
#pragma pop_macro("msp430x")
#pragma pop_macro("MSP430")
#pragma pop_macro("wasm")
#pragma pop_macro("wasm32")
#pragma pop_macro("wasm64")
#pragma pop_macro("generic")

#else /* no name asked for: the compiler's predefined macros */
#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#define PROBABLE_ARCH_SEL_ 1
#elif defined(__aarch64__) || defined(_M_ARM64)
#define PROBABLE_ARCH_SEL_ 2
#elif defined(__arm__) || defined(__thumb__) || defined(_M_ARM)
#define PROBABLE_ARCH_SEL_ 3
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
#endif /* PROBABLE_ARCH_REQUEST_ */

/* the selected arch's name and header (25: generic, also after an error) */
#if PROBABLE_ARCH_SEL_ == 1
#define PROBABLE_ARCH "x86"
#define PROBABLE_ARCH_SOURCE "arch/x86/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/x86/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/x86/probability.h"
#elif PROBABLE_ARCH_SEL_ == 2
#define PROBABLE_ARCH "arm64"
#define PROBABLE_ARCH_SOURCE "arch/arm64/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/arm64/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/arm64/probability.h"
#elif PROBABLE_ARCH_SEL_ == 3
#define PROBABLE_ARCH "arm"
#define PROBABLE_ARCH_SOURCE "arch/arm/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/arm/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/arm/probability.h"
#elif PROBABLE_ARCH_SEL_ == 4
#define PROBABLE_ARCH "powerpc"
#define PROBABLE_ARCH_SOURCE "arch/powerpc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/powerpc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/powerpc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 5
#define PROBABLE_ARCH "mips"
#define PROBABLE_ARCH_SOURCE "arch/mips/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/mips/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/mips/probability.h"
#elif PROBABLE_ARCH_SEL_ == 6
#define PROBABLE_ARCH "riscv"
#define PROBABLE_ARCH_SOURCE "arch/riscv/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/riscv/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/riscv/probability.h"
#elif PROBABLE_ARCH_SEL_ == 7
#define PROBABLE_ARCH "s390"
#define PROBABLE_ARCH_SOURCE "arch/s390/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/s390/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/s390/probability.h"
#elif PROBABLE_ARCH_SEL_ == 8
#define PROBABLE_ARCH "sparc"
#define PROBABLE_ARCH_SOURCE "arch/sparc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/sparc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/sparc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 9
#define PROBABLE_ARCH "alpha"
#define PROBABLE_ARCH_SOURCE "arch/alpha/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/alpha/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/alpha/probability.h"
#elif PROBABLE_ARCH_SEL_ == 10
#define PROBABLE_ARCH "m68k"
#define PROBABLE_ARCH_SOURCE "arch/m68k/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/m68k/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/m68k/probability.h"
#elif PROBABLE_ARCH_SEL_ == 11
#define PROBABLE_ARCH "sh"
#define PROBABLE_ARCH_SOURCE "arch/sh/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/sh/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/sh/probability.h"
#elif PROBABLE_ARCH_SEL_ == 12
#define PROBABLE_ARCH "parisc"
#define PROBABLE_ARCH_SOURCE "arch/parisc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/parisc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/parisc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 13
#define PROBABLE_ARCH "loongarch"
#define PROBABLE_ARCH_SOURCE "arch/loongarch/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/loongarch/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/loongarch/probability.h"
#elif PROBABLE_ARCH_SEL_ == 14
#define PROBABLE_ARCH "ia64"
#define PROBABLE_ARCH_SOURCE "arch/ia64/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/ia64/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/ia64/probability.h"
#elif PROBABLE_ARCH_SEL_ == 15
#define PROBABLE_ARCH "arc"
#define PROBABLE_ARCH_SOURCE "arch/arc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/arc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/arc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 16
#define PROBABLE_ARCH "csky"
#define PROBABLE_ARCH_SOURCE "arch/csky/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/csky/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/csky/probability.h"
#elif PROBABLE_ARCH_SEL_ == 17
#define PROBABLE_ARCH "hexagon"
#define PROBABLE_ARCH_SOURCE "arch/hexagon/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/hexagon/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/hexagon/probability.h"
#elif PROBABLE_ARCH_SEL_ == 18
#define PROBABLE_ARCH "microblaze"
#define PROBABLE_ARCH_SOURCE "arch/microblaze/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/microblaze/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/microblaze/probability.h"
#elif PROBABLE_ARCH_SEL_ == 19
#define PROBABLE_ARCH "nios2"
#define PROBABLE_ARCH_SOURCE "arch/nios2/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/nios2/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/nios2/probability.h"
#elif PROBABLE_ARCH_SEL_ == 20
#define PROBABLE_ARCH "openrisc"
#define PROBABLE_ARCH_SOURCE "arch/openrisc/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/openrisc/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/openrisc/probability.h"
#elif PROBABLE_ARCH_SEL_ == 21
#define PROBABLE_ARCH "xtensa"
#define PROBABLE_ARCH_SOURCE "arch/xtensa/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/xtensa/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/xtensa/probability.h"
#elif PROBABLE_ARCH_SEL_ == 22
#define PROBABLE_ARCH "avr"
#define PROBABLE_ARCH_SOURCE "arch/avr/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/avr/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/avr/probability.h"
#elif PROBABLE_ARCH_SEL_ == 23
#define PROBABLE_ARCH "msp430"
#define PROBABLE_ARCH_SOURCE "arch/msp430/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/msp430/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/msp430/probability.h"
#elif PROBABLE_ARCH_SEL_ == 24
#define PROBABLE_ARCH "wasm"
#define PROBABLE_ARCH_SOURCE "arch/wasm/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/wasm/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/wasm/probability.h"
#else
#define PROBABLE_ARCH "generic"
#define PROBABLE_ARCH_SOURCE "arch/generic/probability.h"
#define PROBABLE_ARCH_FILE_SRC_ "../arch/generic/probability.h"
#define PROBABLE_ARCH_FILE_PKG_ "probable/arch/generic/probability.h"
#endif

#endif /* PROBABLE_ARCH_TABLE_H */
