#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/assembler.sh - the headers are harmless in assembler sources.
#
# Projects pass -include flags through CFLAGS that also reach .S files,
# which the compiler preprocesses with __ASSEMBLER__ defined.  With
# -include probable.h and -include probable_likely.h, plain and
# -DPROBABLE_PROFILE: the headers add no line of text to the preprocessed
# source (no C declaration, no typedef), an assembler source whose labels
# are named like the library's function-like macros (probable, likely,
# get_unaligned_p, ...) assembles with gcc, clang, clang-19 and cross gccs,
# the object defines its symbol, and the numeric macros an assembler source
# may use (the arch's numbers, the version) have the values the C
# compiler sees.
#
# Sampled in make test, by rule (PROBABLE_TEST_EXHAUSTIVE=1, make
# test-exhaustive, runs all): of the four settings (each header, plain and
# profile), number c in that order, compiler number k (in the order below)
# tries those with c + k even, gcc all four: so every compiler tries both
# headers and both modes, and every setting meets half the compilers or
# more.  The compilers run side by side (tests/lib/lib.sh par).
source "$(dirname "$0")/../lib/lib.sh"
exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}

# compilers: native ones, a few cross gccs, and clang's integrated assembler
# for two other targets
ccs=(gcc clang clang-19)
for t in aarch64-linux-gnu arm-linux-gnueabihf riscv64-linux-gnu mips-linux-gnu sparc64-linux-gnu; do
	ccs+=("$t-gcc")
done
ccs+=("clang-19 --target=aarch64-linux-gnu" "clang --target=riscv64-linux-gnu")

srcdir=$tmp # (par jobs have a $tmp of their own)
cat >"$srcdir/src.S" <<'EOF'
/* an assembler source of a project whose CFLAGS carry -include <header> */
	.data
	.globl probable_asm_values
probable_asm_values:
	.byte ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, ARCH_ALIGNMENT_COST_THRESHOLD
	.byte PROBABLE_VERSION_MAJOR, PROBABLE_HINT_LIKELY
	.globl probable, likely, unlikely, get_unaligned_p, put_unaligned_le32_p
probable:
likely:
unlikely:
get_unaligned_p:
put_unaligned_le32_p:
	.byte 0x5a
EOF
: >"$srcdir/empty.S"

readelf=readelf
have "$readelf" || readelf=llvm-readelf-19
if ! have "$readelf"; then
	skip "assembler: no readelf (binutils) to read the objects"
	finish
fi

major=$(sed -n 's/^#define PROBABLE_VERSION_MAJOR \([0-9]*\).*/\1/p' "$top/include/probable.h")
check_with() { # compiler number
	local spec=${ccs[$1]} cc header mode c=-1 label flags syms high low thr want got
	read -r -a cc <<<"$spec"
	if ! have "${cc[0]}"; then
		skip "assembler $spec: not installed"
		return
	fi
	for header in probable.h probable_likely.h; do
		for mode in "" -DPROBABLE_PROFILE; do
			c=$((c + 1))
			[ "$exhaustive" = 1 ] || [ "$1" = 0 ] || [ $(((c + $1) % 2)) = 0 ] || continue
			label="assembler $spec -include $header${mode:+ $mode}"
			flags=(-I"$top/include" $mode -include "$header")
			# nothing but directives and blank lines from the headers
			if ! "${cc[@]}" -E -P "${flags[@]}" "$srcdir/empty.S" >"$tmp/pp" 2>"$tmp/err"; then
				fail "$label: preprocessing fails: $(grep -m1 -E 'error|warning' "$tmp/err")"
				continue
			fi
			if grep -q '[^[:space:]]' "$tmp/pp"; then
				fail "$label: the headers put text into the assembler source: $(grep -m1 '[^[:space:]]' "$tmp/pp")"
			else
				pass "$label: the headers add no text"
			fi
			if ! "${cc[@]}" "${flags[@]}" -c "$srcdir/src.S" -o "$tmp/src.o" 2>"$tmp/err"; then
				fail "$label: does not assemble: $(grep -m1 -E 'rror|arning' "$tmp/err")"
				continue
			fi
			if [ -s "$tmp/err" ]; then
				fail "$label: assembles with a diagnostic: $(head -1 "$tmp/err")"
				continue
			fi
			# one readelf for the symbols and the .data bytes
			"$readelf" -sW -x .data "$tmp/src.o" >"$tmp/elf"
			syms=$(awk '$5 == "GLOBAL" { print $8 }' "$tmp/elf" | sort | tr '\n' ' ')
			if [ "$syms" = "get_unaligned_p likely probable probable_asm_values put_unaligned_le32_p unlikely " ]; then
				pass "$label: assembles, with its symbols"
			else
				fail "$label: global symbols are '$syms'"
			fi
			# the numbers, as the C compiler sees them (arch_values: lib.sh)
			read -r _ high low thr <<<"$(arch_values "${cc[*]}" $mode)"
			printf -v want '%02x%02x%02x%02x%02x' "$high" "$low" "$thr" "$major" 1
			got=$(awk '/^  0x/ { printf "%s%s%s%s", $2, $3, $4, $5 }' "$tmp/elf")
			got=${got:0:10}
			if [ "$got" = "$want" ]; then
				pass "$label: the numeric macros have their C values ($want)"
			else
				fail "$label: .data starts $got, want $want (high low threshold major likely)"
			fi
		done
	done
}
for ((k = 0; k < ${#ccs[@]}; k++)); do par check_with $k; done
par_wait
finish
