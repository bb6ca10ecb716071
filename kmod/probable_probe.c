/* SPDX-License-Identifier: MIT */
/*
 * probable_probe.c - not compiled and not part of the module: kmod/build.sh
 * has Kbuild preprocess it with the kernel's flags
 * (make -C KDIR M=kmod probable_probe.i) and prints the last line, which
 * then shows what probable.h selected there, the way the module sees it.
 */
#include <linux/compiler.h>
#include <probable.h>

probable_probe: arch=PROBABLE_ARCH high=ARCH_PROBABILITY_HIGH low=ARCH_PROBABILITY_LOW threshold=ARCH_ALIGNMENT_COST_THRESHOLD test_below=ARCH_ALIGNMENT_TEST_BELOW KERNEL=__KERNEL__ LINUX=__linux__
