/* SPDX-License-Identifier: MIT */
/*
 * wasm: WebAssembly (wasm32 and wasm64) in browsers, WASI runtimes and
 * other engines; not a Linux architecture.
 *
 * Branches: the module is compiled again by the engine for the host CPU,
 * whose predictor is dynamic, and core WebAssembly has no branch hints, so
 * __builtin_expect only changes block order in the module.  Hint at 90%,
 * GCC's own reading of the builtin (param builtin-expect-probability);
 * Clang, the usual wasm compiler, lowers it to branch weights 2000:1.
 *
 * Alignment: loads and stores are legal at any address; the alignment in
 * a memory instruction is only a hint to the engine.  Clang emits a
 * 4-byte memcpy as one i32.load with align=1, so the safe path is already
 * one load, and a direct dereference would add only undefined behaviour.
 */

#ifndef ARCH_PROBABILITY_HIGH
/* Layout-only hint: "likely" from 90%, matching GCC's 90% reading. */
#define ARCH_PROBABILITY_HIGH 89
#endif

#ifndef ARCH_PROBABILITY_LOW
/* Mirror of HIGH: "unlikely" at 10% or less. */
#define ARCH_PROBABILITY_LOW 11
#endif

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif
