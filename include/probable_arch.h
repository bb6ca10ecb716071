/* SPDX-License-Identifier: MIT */
/*
 * probable_arch.h - choose the architecture's numbers for probable.h.
 *
 * Included by probable.h (compiles on its own too).  It defines
 *
 *   ARCH_PROBABILITY_HIGH          pc above this: hint "likely"
 *   ARCH_PROBABILITY_LOW           pc below this: hint "unlikely"
 *   ARCH_ALIGNMENT_COST_THRESHOLD  misaligned pc below this: direct access
 *   PROBABLE_ARCH                  the selected arch's name, a string literal
 *   PROBABLE_ARCH_SOURCE           the header the values came from
 *   PROBABLE_HIGH_SOURCE, PROBABLE_LOW_SOURCE, PROBABLE_THRESHOLD_SOURCE
 *                                  "-D" or PROBABLE_ARCH_SOURCE, per value
 *
 * from, in this order of preference:
 *
 *   1. -DPROBABLE_ARCH_HEADER="file"   the user's own header (a firmware's
 *                                      chip); it may define PROBABLE_ARCH.
 *   2. -DPROBABLE_TARGET_ARCH=name     an arch name (as for ARCH) that wins
 *                                      over ARCH: for a project whose own
 *                                      ARCH macro means something else.
 *   3. -DARCH=name                     unless PROBABLE_IGNORE_ARCH is defined.
 *                                      A bare name, not a string: a Linux
 *                                      SRCARCH or Kbuild name (x86, i386,
 *                                      x86_64, arm64, sparc64 ...), `uname
 *                                      -m` (i686, armv7l, ppc64le ...), a
 *                                      Debian architecture (amd64, armhf,
 *                                      ppc64el, mipsel ...), CMake's
 *                                      CMAKE_SYSTEM_PROCESSOR (AMD64, ARM64
 *                                      ...), a triplet's CPU field, or avr,
 *                                      msp430, wasm, generic.  arch/arches.list
 *                                      has every spelling.
 *   4. the compiler's predefined macros.
 *   5. arch/generic (conservative).
 *
 * Any of the three values may be set with -D; the arch header only fills in
 * what is not already defined.
 *
 * Where the arch headers are found: "../arch/<name>/probability.h" (the
 * source tree: arch/ beside include/), else, where the compiler has
 * __has_include, "arch/<name>/probability.h" (the installed layout:
 * <includedir>/probable/arch/ beside the headers; or a directory holding
 * arch/ on the include path) or "probable/arch/<name>/probability.h"
 * (-I<includedir>); so a build that links or copies the headers alone into
 * another directory works when the directory holding arch/ (or
 * <includedir>) is on the include path.  A compiler without __has_include
 * (TCC) tries only the first path, which the include path also serves:
 * -I<probable>/arch (probable.pc and the CMake target give it).
 *
 * Only macros (and #pragma push_macro/pop_macro): harmless from assembler.
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

#else
/* 2.-5.: internal: PROBABLE_ARCH_REQUEST_ is the name asked for, if any */
#if defined(PROBABLE_TARGET_ARCH)
#define PROBABLE_ARCH_REQUEST_ PROBABLE_TARGET_ARCH
#elif defined(ARCH) && !defined(PROBABLE_IGNORE_ARCH)
#define PROBABLE_ARCH_REQUEST_ ARCH
#endif

/* the one list of arches, as a table (generated from arch/arches.list) */
#include "probable_arch_table.h"

#if PROBABLE_ARCH_SEL_ > 0
/* tools/single-header.py replaces what is between these markers by every
 * arch header, each under #if PROBABLE_ARCH_SEL_ == its number */
/* SINGLE-HEADER: arch include begin */
/* the arch's header: source tree or installed, else through the include path */
#if defined(__has_include)
#if __has_include(PROBABLE_ARCH_FILE_SRC_)
#include PROBABLE_ARCH_FILE_SRC_
#elif __has_include(PROBABLE_ARCH_SOURCE)
#include PROBABLE_ARCH_SOURCE
#elif __has_include(PROBABLE_ARCH_FILE_PKG_)
#include PROBABLE_ARCH_FILE_PKG_
#else
#error "probable: cannot find arch/<arch>/probability.h (PROBABLE_ARCH_SOURCE) beside include/ or on the include path; add -I<dir> for the directory that holds probable's arch/, or -I<includedir> for an installed probable/"
#define PROBABLE_ARCH_MISSING_ 1
#endif
#else
#include PROBABLE_ARCH_FILE_SRC_
#endif
/* SINGLE-HEADER: arch include end */

#elif defined(PROBABLE_TARGET_ARCH)
#if PROBABLE_ARCH_SEL_ == -1
#error "probable: PROBABLE_TARGET_ARCH is defined but empty; give an arch name (x86, arm64, mips, ...; arch/arches.list has every spelling)"
#else
#error "probable: unknown PROBABLE_TARGET_ARCH: not an arch name probable knows; give a bare name such as x86, i686, amd64, aarch64, armv7l, ppc64le, mipsel (arch/arches.list has every spelling), or -DPROBABLE_ARCH_HEADER=\"file\" for your own chip"
#endif

#else
#if PROBABLE_ARCH_SEL_ == -1
#error "probable: ARCH is defined but empty; pass a name such as -DARCH=x86, or leave ARCH undefined to detect it (or define PROBABLE_IGNORE_ARCH)"
#else
#error "probable: unknown ARCH: not an arch name probable knows. A bare name such as x86, i686, amd64, aarch64, armv7l, ppc64le, mipsel selects one (arch/arches.list has every spelling). If your project's ARCH means something else, define PROBABLE_IGNORE_ARCH (detect from the compiler) or PROBABLE_TARGET_ARCH=<name>; for your own chip, -DPROBABLE_ARCH_HEADER=\"file\""
#endif
#endif

#if PROBABLE_ARCH_SEL_ <= 0 || defined(PROBABLE_ARCH_MISSING_)
/* after an #error above: values, so that nothing else fails */
#ifndef ARCH_PROBABILITY_HIGH
#define ARCH_PROBABILITY_HIGH 94
#endif
#ifndef ARCH_PROBABILITY_LOW
#define ARCH_PROBABILITY_LOW 6
#endif
#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
#endif
#endif /* selection */

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
