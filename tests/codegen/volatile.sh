#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/codegen/volatile.sh - a volatile put only stores, a volatile get only
# loads (a device register must not be read when it is written).
#
# Functions that put and get 16-, 32- and 64-bit values through pointers to
# volatile, at pc 100, 50, 10 and 0 (safe, run-time test or direct,
# whatever the arch header makes of them), are compiled with every Debian
# cross gcc (tools/targets.sh) and the host's gcc and clang at -O2 and -Os.
# From objdump -d: each put function (of a variable, and of the constant 7)
# contains no load instruction and each get function no store instruction, stack-frame accesses aside (saving
# and restoring registers, arguments passed on the stack, a floating value
# moved through the stack).  Where the store is byte by byte, the bytes
# are stored in address order, each once.  The run under qemu that the
# values still round-trip is tests/cross/unaligned-qemu.sh (its fixture
# covers volatile too).
#
# One store where the CPU has a store of that width (docs/volatile.md):
#   - armhf (ARMv6+ and ARMv7-M, which store at any address): every put of
#     a 2- or 4-byte value, the constant 7 included, is one store (strh,
#     str), of 8 bytes two str (no misaligned 8-byte store: strd and stm
#     fault), at every pc, with gcc -O2/-Os (and -march=armv7-a), and with
#     arm-none-eabi-g++ for Cortex-M4 (the C++ templates);
#   - alpha with -mbwx: the put at pc 0 (PROBABLE_ACCESS_DIRECT in Linux
#     user space) is one store; at pc 10 (the run-time test) the aligned
#     path, from the entry to the first return, is one store (2-byte
#     objects get no test: one stb per byte); at pc 100 it is one stb per
#     byte.
source "$(dirname "$0")/../lib/lib.sh"

cat >"$tmp/v.c" <<'EOF'
#include <probable.h>
#ifdef __cplusplus
extern "C" { /* the functions keep their names */
#endif
#define PAIR(bits, T, pc) \
	void put##bits##_##pc(volatile T *p, T v); \
	void put##bits##_##pc(volatile T *p, T v) { put_unaligned_p(v, p, pc); } \
	T get##bits##_##pc(volatile T *p); \
	T get##bits##_##pc(volatile T *p) { return get_unaligned_p(p, pc); }
/* and a constant: putc<bits>_<pc> */
#define CONST(bits, T, pc) \
	void putc##bits##_##pc(volatile T *p); \
	void putc##bits##_##pc(volatile T *p) { put_unaligned_p((T)7, p, pc); }
#define PCS(bits, T) PAIR(bits, T, 100) PAIR(bits, T, 50) PAIR(bits, T, 10) PAIR(bits, T, 0) \
	CONST(bits, T, 100) CONST(bits, T, 50) CONST(bits, T, 10) CONST(bits, T, 0)
PCS(16, unsigned short)
PCS(32, unsigned int)
PCS(64, unsigned long long)
#ifdef __cplusplus
}
#endif
EOF

# classify ARCH: reads objdump -d, prints "function L S" (L loads, S stores,
# frame accesses excluded) and "function order a,b,c" (the byte-store offsets)
classify() {
	awk -v arch="$1" '
	function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
	/^[0-9a-f]+ <.*>:$/ { f = $2; gsub(/[<>:]/, "", f); L[f] = 0; S[f] = 0; O[f] = ""; fs[++n] = f; next }
	f == "" { next }
	{
		# objdump: "addr:\tbytes\tmnemonic operands"
		k = split($0, part, "\t"); if (k < 3) next
		first = 3
		if (part[1] ~ /: [0-9a-f][0-9a-f] /) first = 2  # llvm-objdump: "addr: bytes\tmnemonic\toperands"
		ins = trim(part[first]); for (i = first + 1; i <= k; i++) ins = ins " " part[i]
		sub(/[ \t]+(@|!|#|;|\/\/)[ \t].*$/, "", ins)  # objdump comments
		if (ins ~ /^(nop|unop|data16|xchg +%ax,%ax)/) next
		m = ins; sub(/[ \t].*$/, "", m); ops = ins; sub(/^[^ \t]*[ \t]*/, "", ops)
		load = 0; store = 0
		if (arch ~ /^(arm|aarch64)$/) {
			if (m ~ /^(pop|push)/) next
			if (ops ~ /\[sp/) next
			if (m ~ /^(ldr|ldm|ldp|ldur|ld[1-4]|ldar|ldax|ldx|vld|lda)/) load = 1
			if (m ~ /^(str|stm|stp|stur|st[1-4]|stlr|stxr|stlx|vst|stl)/) store = 1
		} else if (arch ~ /^mips/) {
			if (ops ~ /\(sp\)/) next
			if (m ~ /^(lb|lbu|lh|lhu|lw|lwl|lwr|lwu|ld|ldl|ldr|ll|lld|lwc1|ldc1|lwxc1|ldxc1)$/) load = 1
			if (m ~ /^(sb|sh|sw|swl|swr|sd|sdl|sdr|sc|scd|swc1|sdc1)$/) store = 1
		} else if (arch ~ /^(powerpc|ppc)/) {
			if (ops ~ /\(r?1\)/) next
			if (m ~ /^(lbz|lhz|lha|lwz|lwa|ld|lhbr|lwbr|ldbr|lfs|lfd|lmw|lxv|lxsd|lxvd2|lxsiwz)[ux]*$/) load = 1
			if (m ~ /^(stb|sth|stw|std|sthbr|stwbr|stdbr|stfs|stfd|stmw|stxv|stxsd)[ux]*$/) store = 1
		} else if (arch ~ /^riscv/) {
			if (ops ~ /\(sp\)/ || m ~ /sp$/) next
			if (m ~ /^(c\.)?(lb|lbu|lh|lhu|lw|lwu|ld|flw|fld|lr\.[wd])$/) load = 1
			if (m ~ /^(c\.)?(sb|sh|sw|sd|fsw|fsd|sc\.[wd])$/) store = 1
		} else if (arch ~ /^s390/) {
			if (ops ~ /\(%r15\)/) next
			if (m ~ /^(l|ly|lg|lh|lhy|lgh|llc|llgc|llh|llgh|lb|lgb|lgf|llgf|lrv|lrvg|lrvh|le|ley|ld|ldy|lm|lmg|lmy|ic|icy|icm|icmh|icmy)$/) load = 1
			if (m ~ /^(st|sty|stg|sth|sthy|stc|stcy|strv|strvg|strvh|ste|stey|std|stdy|stm|stmg|stmy|mvc|mvi|mviy|mvhi|mvghi|mvhhi)$/) store = 1
		} else if (arch ~ /^sparc/) {
			if (ops ~ /%(sp|fp)/) next
			if (m ~ /^ld/) load = 1
			if (m ~ /^st/) store = 1
		} else if (arch ~ /^alpha/) {
			if (ops ~ /\((sp|\$30|gp|\$29)\)/) next  # the frame, the GOT
			if (m ~ /^(ldbu|ldwu|ldl|ldq|ldq_u|ldl_l|ldq_l|lds|ldt|ldf|ldg)$/) load = 1
			if (m ~ /^(stb|stw|stl|stq|stq_u|stl_c|stq_c|sts|stt|stf|stg)$/) store = 1
		} else if (arch ~ /^(x86|i686)/) {
			# AT&T: source operands first, the destination last
			if (ops ~ /%(e|r)sp|%(e|r)bp/ || m ~ /^(push|pop|lea|nop|ret|call|jmp)/) next
			n2 = split(ops, o, /,/); dst = o[n2]
			for (i = 1; i < n2; i++) if (o[i] ~ /\(/) load = 1
			if (dst ~ /\(/) { if (n2 == 1) load = 1; else store = 1 }
			if (m ~ /^(add|sub|and|or|xor|inc|dec|not|neg|sh|sa|ro)/ && dst ~ /\(/) load = 1
		} else if (arch ~ /^m68k/) {
			# MIT syntax: %aN@ is memory; source first, destination last
			if (ops ~ /%sp|%fp|%a6|%a7|%pc/ || m ~ /^(link|unlk|rts|lea|pea)/) next
			n2 = split(ops, o, /,/); dst = o[n2]
			for (i = 1; i < n2; i++) if (o[i] ~ /@/) load = 1
			if (dst ~ /@/) { if (n2 == 1 && m !~ /^clr/) load = 1; else store = 1 }
			if (m ~ /^(add|sub|and|or|eor|not|neg|bset|bclr|bchg)/ && dst ~ /@/) load = 1
		} else if (arch ~ /^sh/) {
			# source first, destination last; @ is memory; r15 is the stack
			if (ops ~ /r15/ || ops ~ /<.*>/) next
			n2 = split(ops, o, /,/); dst = o[n2]
			if (o[1] ~ /^@/ && n2 > 1) load = 1
			if (dst ~ /^@/ && n2 > 1) store = 1
		}
		L[f] += load; S[f] += store
		if (store && m ~ /^(strb|sb|stb|mov\.b|moveb|movb|c\.sb)$/) {
			off = ops; if (arch ~ /^(arm|aarch64)$/) { if (match(off, /#-?[0-9]+\]/)) off = substr(off, RSTART + 1, RLENGTH - 2); else off = 0 }
			else if (arch ~ /^(mips|riscv|alpha)/) { sub(/^[^,]*,/, "", off); sub(/\(.*$/, "", off); if (off == "") off = 0 }
			else if (arch ~ /^sparc/) { if (match(off, /\+ [0-9]+ \]/)) { off = substr(off, RSTART + 2, RLENGTH - 4) } else off = 0 }
			else off = "?"
			O[f] = O[f] (O[f] == "" ? "" : ",") off
		}
	}
	END { for (i = 1; i <= n; i++) { print fs[i], L[fs[i]], S[fs[i]]; if (O[fs[i]] != "") print fs[i], "order", O[fs[i]] } }
	'
}

# check LABEL ARCH OBJDUMP OBJECT
check() {
	local label=$1 arch=$2 objdump=$3 obj=$4 bad="" f l s order x n want
	local -a offs
	"$objdump" -d "$obj" | classify "$arch" >"$obj.classes"
	while read -r f l s; do
		case $f in
		put*) [ "$l" = order ] && continue; [ "$l" = 0 ] || bad+=" $f: $l load(s);" ;;
		get*) [ "$l" = order ] && continue; [ "$s" = 0 ] || bad+=" $f: $s store(s);" ;;
		esac
	done <"$obj.classes"
	# byte-wise stores: in address order, each byte once
	while read -r f l order; do
		[ "$l" = order ] || continue
		case $order in *'?'*) continue ;; esac
		# (the offsets as numbers, then each must be above the one before)
		IFS=, read -r -a offs <<<"${order// /}"
		order="" want=ok n=0
		for x in "${offs[@]}"; do
			x=$((x))
			[ $n -gt 0 ] && [ "$x" -le "${offs[n - 1]}" ] && want=no
			offs[n]=$x n=$((n + 1)) order+="${order:+,}$x"
		done
		[ "$want" = ok ] || bad+=" $f: byte stores at offsets $order, not in address order;"
		case $f in put16*) [ "$n" = 2 ] || bad+=" $f: $n byte stores;" ;; put32*) [ "$n" = 4 ] || bad+=" $f: $n byte stores;" ;; esac
	done <"$obj.classes"
	if [ -z "$bad" ]; then
		pass "volatile $label: puts only store, gets only load"
	else
		fail "volatile $label:$bad"
	fi
}

cflags=(-fno-asynchronous-unwind-tables -fno-stack-protector -Wall -Wextra -Werror -I"$top/include")
for triplet in $cross_triplets; do
	cc=$triplet-gcc arch=${triplet%%-*}
	case $triplet in arm-linux-gnueabihf) name=armhf ;; arm-linux-gnueabi) name=armel ;; *) name=$arch ;; esac
	case $arch in powerpc64le) arch=powerpc ;; i686) arch=i686 ;; esac
	if ! have "$cc"; then
		skip "volatile $name: $cc not installed"
		continue
	fi
	# alpha: without BWX (EV56, 1996, and later) no byte store exists, so
	# one byte is written by reading its quadword (ldq_u, mask, stq_u);
	# a volatile put there cannot avoid the read
	extra=()
	[ "$arch" = alpha ] && extra=(-mbwx)
	for opt in -O2 -Os; do
		if ! "$cc" "$opt" -fno-ipa-icf "${extra[@]}" "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-$name$opt.o" 2>"$tmp/err"; then
			fail "volatile $name $opt: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
			continue
		fi
		check "$name $opt${extra:+ ${extra[*]}}" "$arch" "$triplet-objdump" "$tmp/v-$name$opt.o"
	done
done
# stores ARCH OBJDUMP OBJ: "function stores loads stores-before-first-return"
# for every put function (frame accesses excluded, as classify does)
stores() {
	"$2" -d "$3" | awk -v arch="$1" '
	/^[0-9a-f]+ <.*>:$/ { f = $2; gsub(/[<>:]/, "", f); if (f ~ /^put/) { fs[++n] = f; S[f] = 0; L[f] = 0; H[f] = -1 } else f = ""; next }
	f == "" { next }
	{
		k = split($0, part, "\t"); if (k < 3) next
		ins = part[3]; for (i = 4; i <= k; i++) ins = ins " " part[i]
		m = ins; sub(/[ \t].*$/, "", m); ops = ins; sub(/^[^ \t]*[ \t]*/, "", ops)
		if (arch == "arm") {
			if (m ~ /^(push|pop)/ || ops ~ /\[sp/) next
			if (m ~ /^(str|stm|vst)/) S[f]++
			if (m ~ /^(ldr|ldm|vld)/) L[f]++
			if (m ~ /^bx/ && H[f] < 0) H[f] = S[f]
		} else if (arch == "alpha") {
			if (ops ~ /\((sp|\$30|gp|\$29)\)/) next
			if (m ~ /^(stb|stw|stl|stq|stq_u|sts|stt)$/) S[f]++
			if (m ~ /^(ldbu|ldwu|ldl|ldq|ldq_u|lds|ldt)$/) L[f]++
			if (m == "ret" && H[f] < 0) H[f] = S[f]
		}
	}
	END { for (i = 1; i <= n; i++) print fs[i], S[fs[i]], L[fs[i]], H[fs[i]] }'
}

# one_store LABEL: the armhf promise on the stores() lines read from stdin
one_store() {
	local label=$1 bad="" f s l h want seen=0
	while read -r f s l h; do
		seen=$((seen + 1))
		case $f in put16* | putc16*) want=1 ;; put32* | putc32*) want=1 ;; *) want=2 ;; esac
		[ "$s" = "$want" ] && [ "$l" = 0 ] || bad+=" $f: $s store(s), $l load(s) (want $want, 0);"
	done
	if [ "$seen" -lt 24 ]; then
		fail "volatile $label: $seen put functions found, want 24"
	elif [ -z "$bad" ]; then
		pass "volatile $label: every put, constant or not, is one store per word ($seen functions)"
	else
		fail "volatile $label:$bad"
	fi
}
if have arm-linux-gnueabihf-gcc; then
	for flags in "-O2" "-Os" "-O2 -march=armv7-a -mfpu=vfpv3-d16" "-O2 -march=armv7-a -marm -mfpu=vfpv3-d16"; do
		# shellcheck disable=SC2086 # the flags are words
		if arm-linux-gnueabihf-gcc $flags -fno-ipa-icf "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-armhf-one.o" 2>"$tmp/err"; then
			stores arm arm-linux-gnueabihf-objdump "$tmp/v-armhf-one.o" | one_store "armhf gcc $flags"
		else
			fail "volatile armhf $flags: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
		fi
	done
else
	skip "volatile armhf one store: arm-linux-gnueabihf-gcc not installed"
fi
if have arm-none-eabi-g++ && have arm-none-eabi-objdump; then
	if arm-none-eabi-g++ -x c++ -O2 -mcpu=cortex-m4 -mthumb -fno-ipa-icf "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-m4-cxx.o" 2>"$tmp/err"; then
		stores arm arm-none-eabi-objdump "$tmp/v-m4-cxx.o" | one_store "arm-none-eabi-g++ -mcpu=cortex-m4 (C++)"
	else
		fail "volatile arm-none-eabi-g++: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
	fi
else
	skip "volatile Cortex-M4 C++: arm-none-eabi-g++ not installed"
fi
if have alpha-linux-gnu-gcc; then
	for opt in -O2 -Os; do
		if ! alpha-linux-gnu-gcc "$opt" -mbwx -fno-ipa-icf "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-alpha-one.o" 2>"$tmp/err"; then
			fail "volatile alpha -mbwx $opt: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
			continue
		fi
		bad="" n=0
		while read -r f s l h; do
			bytes=${f#put}; bytes=${bytes#c}; bytes=$((${bytes%%_*} / 8)) pc=${f##*_}
			n=$((n + 1))
			[ "$l" = 0 ] || bad+=" $f: $l load(s);"
			case $pc in
			0) [ "$s" = 1 ] || bad+=" $f: $s stores at pc 0 (direct), want 1;" ;;
			10) if [ "$bytes" = 2 ]; then # under 4 bytes: no test, the safe access
				[ "$s" = 2 ] || bad+=" $f: $s stores at pc 10, want 2 (one stb per byte);"
			    else
				[ "$h" = 1 ] || bad+=" $f: $h stores on the aligned path at pc 10, want 1;"
			    fi ;;
			100) [ "$s" = "$bytes" ] || bad+=" $f: $s stores at pc 100, want $bytes (one stb per byte);" ;;
			esac
		done < <(stores alpha alpha-linux-gnu-objdump "$tmp/v-alpha-one.o")
		if [ "$n" -lt 24 ]; then
			fail "volatile alpha -mbwx $opt: $n put functions found, want 24"
		elif [ -z "$bad" ]; then
			pass "volatile alpha -mbwx $opt: one store at pc 0 and on the aligned path at pc 10, one stb per byte at pc 100 ($n functions)"
		else
			fail "volatile alpha -mbwx $opt:$bad"
		fi
	done
else
	skip "volatile alpha one store: alpha-linux-gnu-gcc not installed"
fi

# arm64 and powerpc built for strict alignment (bare-metal firmware): GCC
# predefines nothing for -mstrict-align, so the user says it with
# PROBABLE_STRICT_ALIGN; Clang's -mno-unaligned-access is seen on its own
for triplet in aarch64-linux-gnu powerpc-linux-gnu powerpc64le-linux-gnu; do
	cc=$triplet-gcc arch=${triplet%%-*}
	case $arch in powerpc64le) arch=powerpc ;; esac
	have "$cc" || continue
	for opt in -O2 -Os; do
		if "$cc" "$opt" -mstrict-align -DPROBABLE_STRICT_ALIGN -fno-ipa-icf "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-$triplet-strict$opt.o" 2>"$tmp/err"; then
			check "${triplet%%-*} $opt -mstrict-align -DPROBABLE_STRICT_ALIGN" "$arch" "$triplet-objdump" "$tmp/v-$triplet-strict$opt.o"
		else
			fail "volatile $triplet $opt -mstrict-align: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
		fi
	done
done
for clang in clang clang-19; do
	have "$clang" && have llvm-objdump-19 || continue
	if $clang --target=aarch64-linux-gnu -mno-unaligned-access -O2 "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-$clang-a64strict.o" 2>"$tmp/err"; then
		check "$clang aarch64 -O2 -mno-unaligned-access" aarch64 llvm-objdump-19 "$tmp/v-$clang-a64strict.o"
	else
		fail "volatile $clang aarch64 -mno-unaligned-access: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
	fi
done
# the host compilers, and clang for the strict-alignment CPUs
for opt in -O2 -Os; do
	gcc "$opt" "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-host$opt.o" && check "x86_64 gcc $opt" x86 objdump "$tmp/v-host$opt.o"
done
for clang in clang clang-19; do
	have $clang || { skip "volatile $clang: not installed"; continue; }
	for t in x86_64-linux-gnu:x86 armv5te-linux-gnueabi:arm sparc64-linux-gnu:sparc mips-linux-gnu:mips riscv64-linux-gnu:riscv; do
		target=${t%%:*} arch=${t##*:}
		if $clang --target="$target" -O2 "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-$clang-$target.o" 2>"$tmp/err"; then
			objdump=llvm-objdump-19
			have $objdump || objdump=objdump
			check "$clang $target -O2" "$arch" "$objdump" "$tmp/v-$clang-$target.o"
		else
			skip "volatile $clang $target: $(grep -m1 -E 'error' "$tmp/err")"
			continue
		fi
		# C++: the same through the templates
		if $clang --target="$target" -x c++ -O2 "${cflags[@]}" -c "$tmp/v.c" -o "$tmp/v-$clang-$target-cxx.o" 2>"$tmp/err"; then
			check "$clang++ $target -O2" "$arch" "$objdump" "$tmp/v-$clang-$target-cxx.o"
		else
			fail "volatile $clang++ $target: $(grep -m1 -E 'error|warning' "$tmp/err")"
		fi
	done
done
finish
