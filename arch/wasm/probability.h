/* SPDX-License-Identifier: MIT */
/*
 * wasm: WebAssembly (wasm32 and wasm64) in browsers, WASI runtimes and
 * other engines; not a Linux architecture.
 *
 * Branches: the module is compiled again by the engine for the host CPU,
 * whose predictor is dynamic, and core WebAssembly has no branch hints, so
 * __builtin_expect only changes block order in the module.
 *
 * Alignment: loads and stores are legal at any address; the alignment in
 * a memory instruction is only a hint to the engine.  Clang emits a
 * 4-byte memcpy as one i32.load with align=1, so the safe path is already
 * one load, and a direct dereference would add only undefined behaviour.
 */

/* No branch hints in the module format: a hint only changes layout. */
#include "../policy/hint-layout-only.h"

#ifndef ARCH_ALIGNMENT_COST_THRESHOLD
/* memcpy is already one load; a direct dereference would add only UB. */
#define ARCH_ALIGNMENT_COST_THRESHOLD 0
#endif

/*
 * CPU facts the accessors read (include/probable_unaligned.h and
 * probable_endian.h; only here, tests/compile/arch-facts.sh checks that),
 * each under the compiler's own macro for this CPU, so that another arch
 * header chosen with -DARCH= claims nothing for it.
 * ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS: loads and stores are legal at
 * any address, one instruction with an alignment hint.
 */
#if defined(__wasm__) && !defined(ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS)
# define ARCH_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
#endif
