/* SPDX-License-Identifier: MIT */
/*
 * generic: used when no architecture was named and none was recognised
 * from the compiler's predefined macros, so nothing is known about the
 * CPU, the compiler's lowering or the operating system.
 *
 * Branches: on some CPUs (PowerPC, SPARC V9, IA-64, PA-RISC, Hexagon)
 * a hint is a static prediction the hardware obeys, so a wrong one
 * mispredicts every time.  Without knowing, assume that case.
 *
 * Alignment: a misaligned access might be free, fixed up at ~1000 times
 * the cost of a load, a fatal signal, or silently the wrong data,
 * depending on a CPU and OS we cannot see.  The safe path is correct
 * everywhere and compiles to one load where the hardware allows, so never
 * go direct.
 */

/* Unknown CPU, hints may be obeyed: as for static prediction. */
#include "../policy/hint-static-prediction.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* Unknown misalignment behaviour: always the safe access. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
