#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/endian-portable.sh - the endian accessors with compilers
# that have no GNU C (no statement expressions, __typeof__, __attribute__),
# approximated by clang-19's MSVC targets (-fms-compatibility: no __GNUC__),
# and the same portable code built natively.
#
# 1. tests/codegen/endian-portable.c (all 12 accessors at pc 0, 10, 50 and
#    100) compiles warning-free (-Wall -Wextra -Werror) with clang-19 for
#    x86_64-, i686- and aarch64-pc-windows-msvc, as C (gnu17, c99) and C++
#    (default, c++11).
# 2. Its object code at -O2 is short: on x86_64 and aarch64 every get and put
#    in the CPU's order (le) is one load or store and a return, every one in
#    the other order (be) adds one swap instruction (aarch64 16 bits: two,
#    rev and lsr, as LLVM does for __builtin_bswap16 too); on i686 a le32 get is the argument load, the load and the
#    return.
# 3. Built natively with gcc -std=c99 -pedantic and g++ -std=c++11
#    -pedantic with -DPROBABLE_ENDIAN_PORTABLE_ (the test-only switch that
#    takes the portable way on a GNU compiler), it runs and every accessor
#    at every pc stores and loads the right bytes at offsets 0 to 8 (odd
#    ones included), leaving the neighbouring bytes untouched (and the same
#    without the switch, the GNU way).
# 4. The GNU way built with each Debian cross gcc (-static; -O2 or -O0, the
#    two in turn from one cross gcc to the next, in make test; both under
#    PROBABLE_TEST_EXHAUSTIVE=1) runs the same checks under qemu-user where
#    it runs (mips and sparc64 raise SIGBUS on a misaligned word access: a
#    wrong access kind would show).  Sampling rule: every arch at least
#    once, each level on half of them.
source "$(dirname "$0")/../lib/lib.sh"

src=$top/tests/codegen/endian-portable.c
inc=(-I"$top/include")
warn=(-Wall -Wextra -Werror)

# counts OBJ: "function instructions" for every COFF function in
# llvm-objdump -d's listing (padding nops and int3 after the return are not
# counted; i686's leading underscore dropped), one objdump per object
counts() {
	llvm-objdump-19 -d --no-show-raw-insn "$1" | awk '
		/^[0-9a-f]+ <.*>:$/ { f = $2; gsub(/^<|>:$/, "", f); sub(/^_/, "", f); fs[++k] = f; n[f] = 0; done = 0; next }
		f == "" { next }
		/^$/ { f = ""; next }
		/^ *[0-9a-f]+:/ {
			sub(/^ *[0-9a-f]+:[ \t]*/, ""); split($0, t, /[ \t]+/)
			if (done && (t[1] ~ /^nop/ || t[1] == "int3" || t[1] == "udf")) next
			n[f]++; if (t[1] ~ /^ret/) done = 1
		}
		END { for (i = 1; i <= k; i++) print fs[i], n[fs[i]] }'
}

if ! have clang-19 || ! have llvm-objdump-19; then
	skip "endian-portable: clang-19 or llvm-objdump-19 not installed (apt-get install clang-19 llvm-19); MSVC targets not checked"
else
	for t in x86_64 i686 aarch64; do
		triple=$t-pc-windows-msvc
		for spec in "c:" "c:-std=c99" "c++:" "c++:-std=c++11"; do
			IFS=: read -r lang std <<<"$spec"
			cc=clang-19; [ "$lang" = c++ ] && cc=clang++-19
			label="endian-portable $triple $lang${std:+ $std}"
			# shellcheck disable=SC2086
			if $cc --target=$triple -fms-compatibility -x $lang $std -O2 "${warn[@]}" "${inc[@]}" \
				-c "$src" -o "$tmp/$t.o" 2>"$tmp/err"; then
				pass "$label: all 12 accessors at 4 pcs compile warning-free"
			else
				fail "$label: $(grep -m1 -E 'error|warning' "$tmp/err")"
				continue
			fi
			[ "$lang" = c ] || continue
			# the object code (C)
			bad="" said=""
			declare -A num=()
			while read -r f c; do num[$f]=$c; done < <(counts "$tmp/$t.o")
			for op in get_le16 get_le32 get_le64 put_le16 put_le32 put_le64 get_be16 get_be32 get_be64 put_be16 put_be32 put_be64; do
				for pc in 0 10 50 100; do
					n=${num[${op}_$pc]:-0}
					case $t:$op in
					i686:get_le32) want=3 ;;
					i686:*) continue ;;
					aarch64:*_be16) want=4 ;; # LLVM swaps 16 bits as rev, lsr #16 (as for __builtin_bswap16)
					*:*_le*) want=2 ;;
					*) want=3 ;;
					esac
					[ "$pc" = 100 ] && said+=" $op $n"
					[ "$n" = "$want" ] || bad+=" ${op}_$pc is $n instructions, not $want;"
				done
			done
			unset num
			if [ -z "$bad" ]; then
				pass "$label: -O2 object code as short as a load or store (+ swap):$said"
			else
				fail "$label:${bad%;}"
			fi
		done
	done
fi

# the portable way, built natively and run
for spec in "gcc:c:-std=c99:-DPROBABLE_ENDIAN_PORTABLE_" "g++:c++:-std=c++11:-DPROBABLE_ENDIAN_PORTABLE_" \
	    "gcc:c:-std=c99:" "g++:c++:-std=c++11:"; do
	IFS=: read -r cc lang std switch <<<"$spec"
	have "$cc" || { skip "endian-portable: $cc not installed"; continue; }
	for opt in -O0 -O2; do
		label="endian-portable $cc $std ${switch:-(GNU way)} $opt"
		# shellcheck disable=SC2086
		if ! $cc -x $lang $std -pedantic $opt "${warn[@]}" "${inc[@]}" $switch -DRUN "$src" \
			-o "$tmp/run" 2>"$tmp/err"; then
			fail "$label: does not build cleanly: $(grep -m1 -E 'error|warning' "$tmp/err")"
		elif "$tmp/run" >"$tmp/out" 2>&1; then
			pass "$label: $(tail -1 "$tmp/out")"
		else
			fail "$label: $(grep -m1 FAIL "$tmp/out")"
		fi
	done
done
# the GNU way on the cross gccs, under qemu-user: in make test each at one
# level, -O2 and -O0 in turn (every arch once, both levels on several);
# PROBABLE_TEST_EXHAUSTIVE=1: each at both
turn=0
for t in $cross_triplets; do
	case $t in
	arm-*) q=qemu-arm-static ;;
	powerpc-*) q=qemu-ppc-static ;;
	powerpc64le-*) q=qemu-ppc64le-static ;;
	i686-*) q=qemu-i386-static ;;
	alpha-* | sh4-*) continue ;; # qemu-alpha runs only dynamically linked programs; Debian 12's qemu-sh4 hangs
	*) q=qemu-${t%%-*}-static ;;
	esac
	if ! have "$t-gcc" || ! have "$q"; then skip "endian-portable $t: $t-gcc or $q not installed"; continue; fi
	levels="-O0 -O2"
	if [ "${PROBABLE_TEST_EXHAUSTIVE:-0}" != 1 ]; then
		levels=-O2
		[ $((turn % 2)) = 1 ] && levels=-O0
		turn=$((turn + 1))
	fi
	for opt in $levels; do
		label="endian-portable $t-gcc $opt under qemu"
		if ! "$t-gcc" -static $opt "${warn[@]}" "${inc[@]}" -DRUN "$src" -o "$tmp/run-$t" 2>"$tmp/err"; then
			fail "$label: does not build cleanly: $(grep -m1 -E 'error|warning' "$tmp/err")"
		elif "$q" "$tmp/run-$t" >"$tmp/out" 2>&1; then
			pass "$label: $(tail -1 "$tmp/out")"
		else
			fail "$label: $(grep -m1 -E 'FAIL|signal' "$tmp/out")"
		fi
	done
done
finish
