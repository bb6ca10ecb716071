#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/unaligned.sh - get_unaligned_p()/put_unaligned_p() cost
# what they promise, counted in instructions on every compiler present.
#
# tools/unaligned-codegen.sh --check builds tests/codegen/unaligned.c with
# the host gcc, each Debian cross gcc and (when installed) clang for several
# targets, counts the instructions of each function, and prints one
# PASS/FAIL line per target and op (get16 ... put64):
#   - probable100 is no longer than the kernel's packed-struct access and
#     calls no library function;
#   - where memcpy is as short as a plain dereference (the CPU has unaligned
#     accesses), probable100 is exactly that long;
#   - where PROBABLE_ACCESS(0) is PROBABLE_ACCESS_DIRECT, probable0 is
#     exactly as long as the plain dereference;
#   - each endian accessor (get/put_unaligned_{le,be}{16,32,64}_p) at pc
#     100, 50, 10 and 0 is no longer than hand-written byte-shift code and,
#     where the CPU has fast unaligned access, than the kernel's accessor
#     (a run-time test counted as what runs at that pc), with no library
#     call;
# after lines that say the counts can fail at all (packed is longer than
# direct somewhere; byte-shift code and the kernel's differ somewhere).  Its table goes nowhere; run the tool to see it.
# This script forwards those lines and fails if the tool itself fails.
source "$(dirname "$0")/../lib/lib.sh"

args=(--check)
have clang && have llvm-objdump && args+=(--clang)

"$top/tools/unaligned-codegen.sh" "${args[@]}" >"$tmp/out" 2>"$tmp/err"
status=$?

while IFS= read -r line; do
	case $line in
	"PASS: "*) pass "${line#PASS: }" ;;
	"FAIL: "*) fail "${line#FAIL: }" ;;
	"SKIP: "*) skip "${line#SKIP: }" ;;
	esac
done <"$tmp/out"

# the tool must have run to the end: a status that no FAIL line explains,
# or no result at all, is a failure of its own
if [ "$status" != 0 ] && [ "$failures" = 0 ]; then
	fail "unaligned-codegen: tools/unaligned-codegen.sh exited with $status: $(head -c 300 "$tmp/err")"
elif ! grep -q '^PASS: ' "$tmp/out"; then
	fail "unaligned-codegen: tools/unaligned-codegen.sh --check printed no PASS line"
fi
finish
