#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/install/single-header.sh - single_include/probable.h, the one-file
# form (tools/single-header.py, `make single-header`), copied ALONE into an
# empty directory, does what include/ + arch/ do:
#
# 0. It is current: regenerated from the tree it is byte for byte the
#    committed file; it includes no file of its own (only the user's
#    PROBABLE_ARCH_HEADER and, in profile mode, libc headers).
# 1. A program using probable(), get/put_unaligned_p() and an endian
#    accessor builds warning-free and runs with gcc, clang, g++, clang++,
#    tcc, asserting the values and PROBABLE_ARCH (the arch the multi-file
#    headers select with the same compiler).
# 2. Every arch name and every spelling in arch/arches.list, through -DARCH=
#    (and a few through PROBABLE_TARGET_ARCH), gives with -E the same
#    PROBABLE_ARCH, ARCH_PROBABILITY_HIGH/LOW, ARCH_ALIGNMENT_COST_THRESHOLD
#    and ARCH_ALIGNMENT_TEST_BELOW as the multi-file headers; names GCC
#    predefines as 1 in GNU modes (mips, sparc, powerpc, i386) still select
#    their arch and are 1 again afterwards; cross gccs and clang targets
#    detect the same arch; an unknown or empty ARCH is the same #error.
#    make test tries each arch's first and last spelling, every spelling
#    under PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive).
# 3. The preprocessed text of a user's file is identical through the single
#    header and through include/ (plain, -DARCH=, profile mode, C++,
#    PROBABLE_NO_SHORT_NAMES, -DPROBABLE_EXACT).
# 4. -DPROBABLE_ARCH_HEADER="file" takes the user's header; profile mode
#    builds, runs and writes a report with the right counts;
#    PROBABLE_NO_SHORT_NAMES hides the short names; include/probable_likely.h
#    copied beside it gives likely()/unlikely(); assembler sources see only
#    macros; no libc header in a plain build (-ffreestanding).
# 5. The cmocka suites (tests/unit/probable.c, unaligned.c) pass when built
#    against the single header instead of include/ (gcc; skipped without
#    cmocka).
source "$(dirname "$0")/../lib/lib.sh"

single=$top/single_include/probable.h
if [ ! -f "$single" ]; then
	fail "single header: $single missing; run: make single-header"
	finish
fi

# 0. current and self-contained
if have python3; then
	if python3 "$top/tools/single-header.py" -o "$tmp/regen.h" 2>"$tmp/gen.err"; then
		if cmp -s "$tmp/regen.h" "$single"; then
			pass "single header: single_include/probable.h is current ($(wc -l <"$single") lines)"
		else
			fail "single header: single_include/probable.h is stale ($(diff "$single" "$tmp/regen.h" | grep -c '^[<>]') lines differ); refresh with: make single-header"
		fi
	else
		fail "single header: tools/single-header.py failed: $(tail -1 "$tmp/gen.err")"
	fi
else
	skip "single header: python3 missing, not regenerated (apt-get install python3)"
fi
others=$(grep -nE '^[[:space:]]*#[[:space:]]*include' "$single" | grep -vE '#[[:space:]]*include[[:space:]]+(PROBABLE_ARCH_HEADER|<(stdarg|stdio|stdlib|string|errno|fcntl|pthread|unistd|sys/auxv|sys/file|sys/stat)\.h>)')
if [ -z "$others" ]; then pass "single header: includes nothing of its own (only PROBABLE_ARCH_HEADER and profile mode's libc headers)"
else fail "single header: still includes: $(tr '\n' ' ' <<<"$others")"; fi

alone=$tmp/alone
mkdir -p "$alone"
cp "$single" "$alone/probable.h"

# 1. a program, with every native compiler
cat >"$alone/prog.c" <<'EOF'
#include "probable.h"
#include <stdio.h>
#include <string.h>

static int check(int ok, const char *what)
{
	if (!ok)
		printf("FAILED: %s\n", what);
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	unsigned char buf[16];
	unsigned int v;
	unsigned short h;
	int bad = 0, i, n = 0;

	memset(buf, 0xee, sizeof buf);
	put_unaligned_p(0x11223344u, (unsigned int *)(void *)(buf + 1), 50);
	v = get_unaligned_p((const unsigned int *)(const void *)(buf + 1), 50);
	bad += check(v == 0x11223344u, "get_unaligned_p after put_unaligned_p");
	bad += check(buf[0] == 0xee && buf[5] == 0xee, "neighbours untouched");
	put_unaligned_be32_p(0xa1b2c3d4u, buf + 3, 50);
	bad += check(buf[3] == 0xa1 && buf[4] == 0xb2 && buf[5] == 0xc3 && buf[6] == 0xd4, "put_unaligned_be32_p bytes");
	bad += check(get_unaligned_le32_p(buf + 3, 0) == 0xd4c3b2a1u, "get_unaligned_le32_p");
	h = get_unaligned_be16_p(buf + 4, 100);
	bad += check(h == 0xb2c3, "get_unaligned_be16_p");
	for (i = 0; i < argc + 9; i++)
		if (probable(i % 2 == 0, 50))
			n++;
	bad += check(n == 5, "probable() counts");
	bad += check((int)probable(7, 99) == 1 && (int)probable(0, 1) == 0, "probable() is !!cond");
	printf("arch=%s high=%d low=%d thr=%d\n", PROBABLE_ARCH, ARCH_PROBABILITY_HIGH,
	       ARCH_PROBABILITY_LOW, ARCH_ALIGNMENT_COST_THRESHOLD);
	(void)argv;
	return bad;
}
EOF
declare -A values_of=()
for spec in "gcc -std=c99" "gcc -std=gnu89" "clang -std=c11" "g++ -x c++ -std=c++98" "clang++ -x c++ -std=c++17" "tcc"; do
	read -r -a cc <<<"$spec"
	if ! have "${cc[0]}"; then skip "single header alone: ${cc[0]} not installed"; continue; fi
	warn=(-Wall -Wextra -Werror)
	case ${cc[0]} in gcc | g++ | clang | clang++) warn+=(-Wpedantic -Wshadow -Wundef -Wconversion) ;; esac
	[ "${cc[0]}" = tcc ] && warn=(-Wall -Werror)
	[ -n "${values_of[${cc[0]}]:-}" ] || values_of[${cc[0]}]=$(arch_values "${cc[0]}")
	want=${values_of[${cc[0]}]}
	if (cd "$alone" && "${cc[@]}" "${warn[@]}" prog.c -o prog) >"$tmp/cc.log" 2>&1; then
		if out=$("$alone/prog"); then
			set -- $want
			if [ "$out" = "arch=$1 high=$2 low=$3 thr=$4" ]; then
				pass "single header alone, $spec: builds warning-free, runs, values right ($out)"
			else
				fail "single header alone, $spec: '$out', multi-file headers say '$want'"
			fi
		else
			fail "single header alone, $spec: $(grep FAILED <<<"$out" | head -3 | tr '\n' ' ')"
		fi
	else
		fail "single header alone, $spec: build failed: $(grep -m1 -E 'error|warning' "$tmp/cc.log")"
	fi
done

# 2. arch selection: values through -E, single header against include/
values() { # where cc flags... -> "arch high low threshold test_below"
	local where=$1 cc=$2; shift 2
	printf '#include <probable.h>\nprobable_values PROBABLE_ARCH ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW\n' |
		$cc -E -P -x c -I"$where" "$@" - 2>/dev/null |
		awk '$1 == "probable_values" { gsub(/"/, "", $2); print $2, $3, $4, $5, $6 }'
}
same() { # label want-arch cc flags... (known_s=VALUES: the single header's, already known)
	local label=$1 want=$2 cc=$3; shift 3
	local s=${known_s:-} m
	[ -n "$s" ] || s=$(values "$alone" "$cc" "$@")
	m=$(values "$top/include" "$cc" "$@")
	if [ -n "$s" ] && [ "$s" = "$m" ] && { [ -z "$want" ] || [ "${s%% *}" = "$want" ]; }; then
		pass "single header $label: $s"
	else
		fail "single header $label: single '${s:-nothing}', include/ '${m:-nothing}'${want:+, want $want}"
	fi
}
# The gcc cases (every -DARCH= spelling among them) are preprocessed in two
# gcc runs per -std, one per header form, not two each: each case is a file
# of its own (its own translation unit, one cc1 each, as before), whose
# #define lines stand for the -D options (the same to the preprocessor), and
# whose values line carries the case's name.
# vcase NAME MACRO[=VALUE]...: a case; vrun FLAGS...: preprocess the cases
# queued since the last vrun, with gcc FLAGS, into s_of[NAME] (the single
# header, alone) and m_of[NAME] (include/); vsame LABEL WANT NAME: same's
# verdict on them.
declare -A s_of=() m_of=()
vcases=()
mkdir -p "$tmp/vc"
vcase() {
	local name=$1 d
	shift
	{
		for d in "$@"; do
			case $d in *=*) printf '#define %s %s\n' "${d%%=*}" "${d#*=}" ;; *) printf '#define %s 1\n' "$d" ;; esac
		done
		printf '#include <probable.h>\nprobable_values %s PROBABLE_ARCH ARCH_PROBABILITY_HIGH ARCH_PROBABILITY_LOW ARCH_ALIGNMENT_COST_THRESHOLD ARCH_ALIGNMENT_TEST_BELOW\n' "$name"
		[ -z "${after:-}" ] || printf 'probable_after %s %s\n' "$name" "$after"
	} >"$tmp/vc/$name.c"
	vcases+=("$tmp/vc/$name.c")
}
vrun() {
	local where name v
	for where in s m; do
		while read -r name v; do
			if [ $where = s ]; then s_of[$name]=$v; else m_of[$name]=$v; fi
		done < <(gcc -E -P -I"$([ $where = s ] && echo "$alone" || echo "$top/include")" "$@" "${vcases[@]}" 2>/dev/null |
			awk '$1 == "probable_values" { gsub(/"/, "", $3); print $2, $3, $4, $5, $6, $7 }
			     $1 == "probable_after" { print $2 "@after", $3 }')
	done
	vcases=()
}
vsame() {
	local label=$1 want=$2 s=${s_of[$3]:-} m=${m_of[$3]:-}
	if [ -n "$s" ] && [ "$s" = "$m" ] && { [ -z "$want" ] || [ "${s%% *}" = "$want" ]; }; then
		pass "single header $label: $s"
	else
		fail "single header $label: single '${s:-nothing}', include/ '${m:-nothing}'${want:+, want $want}"
	fi
}
for a in mips sparc arm64 avr powerpc; do
	vcase "arch_$a" ARCH="$a"
done
vcase target ARCH=whatever PROBABLE_TARGET_ARCH=ppc64le
vcase ignore ARCH=3 PROBABLE_IGNORE_ARCH
vcase mprofile ARCH=arm __ARM_ARCH_PROFILE=77
vcase override ARCH=mips ARCH_PROBABILITY_HIGH=97
# every spelling of arch/arches.list (one line per arch on success)
# make test: each arch's first spelling (its name) and its last; every
# spelling under PROBABLE_TEST_EXHAUSTIVE=1 (two preprocessor runs each)
if spellings=$(bash "$top/tools/gen-arch-table.sh" --spellings 2>/dev/null) && [ -n "$spellings" ]; then
	declare -A all_of=()
	while read -r sp a; do all_of[$a]=$((${all_of[$a]:-0} + 1)); done <<<"$spellings"
	if [ "${PROBABLE_TEST_EXHAUSTIVE:-0}" != 1 ]; then
		spellings=$(awk '$2 != prev { if (last != "") print last; print; last = ""; prev = $2; next } { last = $0 } END { if (last != "") print last }' <<<"$spellings")
	fi
	while read -r sp a; do vcase "sp_$sp" ARCH="$sp"; done <<<"$spellings"
else
	spellings=
fi
vrun
# GNU mode's predefined names, as the cross gccs define them
for pair in mips:mips sparc:sparc powerpc:powerpc i386:x86; do
	after=${pair%%:*} vcase "gnu_${pair%%:*}" "${pair%%:*}=1" ARCH="${pair%%:*}"
done
vrun -std=gnu99

for a in mips sparc arm64 avr powerpc; do
	vsame "-DARCH=$a" "$a" "arch_$a"
done
for pair in mips:mips sparc:sparc powerpc:powerpc i386:x86; do
	n=${pair%%:*} a=${pair#*:}
	vsame "-std=gnu99 -D$n=1 -DARCH=$n (as GCC predefines it)" "$a" "gnu_$n"
	got=${s_of[gnu_$n@after]:-}
	[ "$got" = 1 ] && pass "single header: $n is 1 again after the include" || fail "single header: $n is '$got' after the include, want 1"
done
for t in mips-linux-gnu sparc64-linux-gnu powerpc-linux-gnu; do
	have "$t-gcc" || { skip "single header: $t-gcc not installed"; continue; }
	a=$(cut -d- -f1 <<<"$t"); a=${a%64}
	same "$t-gcc -std=gnu99 -DARCH=$a" "$a" "$t-gcc" -std=gnu99 -DARCH="$a"
done
if [ -n "$spellings" ]; then
	declare -A bad_of=() count_of=()
	while read -r sp a; do
		count_of[$a]=$((${count_of[$a]:-0} + 1))
		sv=${s_of[sp_$sp]:-} mv=${m_of[sp_$sp]:-}
		if [ "${sv%% *}" != "$a" ] || [ "$sv" != "$mv" ]; then
			bad_of[$a]+=" $sp(single '$sv', include/ '$mv')"
		fi
	done <<<"$spellings"
	for a in $(cut -d' ' -f2 <<<"$spellings" | uniq); do
		if [ -z "${bad_of[$a]:-}" ]; then pass "single header -DARCH=: ${count_of[$a]} of the ${all_of[$a]} spellings of $a select it, as include/ does"
		else fail "single header -DARCH=: $a:${bad_of[$a]}"; fi
	done
else
	fail "single header: tools/gen-arch-table.sh --spellings gave nothing"
fi
vsame "-DPROBABLE_TARGET_ARCH=ppc64le -DARCH=whatever" powerpc target
vsame "-DPROBABLE_IGNORE_ARCH -DARCH=3" x86 ignore
vsame "-DARCH=arm -D__ARM_ARCH_PROFILE=77 (M profile)" arm mprofile
vsame "-DARCH=mips -DARCH_PROBABILITY_HIGH=97 (override)" mips override
# detection
for t in $cross_triplets; do
	case $t in aarch64* | mips-* | powerpc64le* | sparc64* | riscv64* | arm-linux-gnueabi) ;; *) continue ;; esac
	have "$t-gcc" || { skip "single header: $t-gcc not installed"; continue; }
	same "detected by $t-gcc" "" "$t-gcc"
done
if have clang; then
	# whether this clang has the target is asked only when the header gave
	# no values (a clang start each)
	for t in avr msp430 wasm32 armv6m-none-eabi hexagon; do
		ks=$(values "$alone" clang --target="$t" -ffreestanding)
		if [ -z "$ks" ] && ! echo 'int x;' | clang --target="$t" -ffreestanding -E -x c - >/dev/null 2>&1; then
			skip "single header: clang --target=$t unsupported"
			continue
		fi
		known_s=$ks same "detected by clang --target=$t -ffreestanding" "" clang --target="$t" -ffreestanding
	done
fi
# the errors
for bad in "-DARCH=nosucharch:unknown ARCH" "-DARCH=:ARCH is defined but empty" "-DPROBABLE_TARGET_ARCH=zz:unknown PROBABLE_TARGET_ARCH"; do
	flag=${bad%%:*} msg=${bad#*:}
	s=$(printf '#include <probable.h>\n' | gcc -E -x c -I"$alone" "$flag" - 2>&1 >/dev/null | grep -m1 'error:')
	m=$(printf '#include <probable.h>\n' | gcc -E -x c -I"$top/include" "$flag" - 2>&1 >/dev/null | grep -m1 'error:')
	if grep -q "$msg" <<<"$s" && [ "${s#*error:}" = "${m#*error:}" ]; then pass "single header $flag: the same #error ($msg)"
	else fail "single header $flag: single '${s:-no error}', include/ '${m:-no error}'"; fi
done

# 3. the preprocessed text of a user's file is the same
cp "$top/tests/fixtures/user-code.c" "$alone/user-code.c"
for spec in "gcc -std=c99" "gcc -std=gnu99 -DARCH=mips" "gcc -DARCH=avr" "gcc -DARCH=sparc64 -DPROBABLE_EXACT" \
	"gcc -DPROBABLE_PROFILE" "g++ -x c++ -std=c++11" "g++ -x c++ -std=c++11 -DPROBABLE_PROFILE -DARCH=arm64" \
	"clang -std=c11 -DARCH=powerpc" "gcc -DPROBABLE_NO_SHORT_NAMES -Dprobable=PROBABLE_PROBABLE"; do
	read -r -a cc <<<"$spec"
	have "${cc[0]}" || continue
	(cd "$alone" && "${cc[@]}" -E -P -I. user-code.c) 2>/dev/null | grep -v '^[[:space:]]*$' >"$tmp/s.i"
	# the multi-file run from another directory, so that it cannot see the
	# single header
	mkdir -p "$tmp/m" && cp "$alone/user-code.c" "$tmp/m/"
	(cd "$tmp/m" && "${cc[@]}" -E -P -I"$top/include" user-code.c) 2>/dev/null | grep -v '^[[:space:]]*$' >"$tmp/m.i"
	if [ -s "$tmp/s.i" ] && cmp -s "$tmp/s.i" "$tmp/m.i"; then
		pass "single header: preprocessed user-code.c identical to include/'s ($spec, $(wc -l <"$tmp/s.i") lines)"
	else
		fail "single header: preprocessed user-code.c differs from include/'s ($spec): $(diff "$tmp/m.i" "$tmp/s.i" | head -3 | tr '\n' ' ')"
	fi
done

# 4. the user's own arch header, still #included from the user's tree
cp "$top/tests/fixtures/user-arch-complete.h" "$alone/mychip.h"
s=$(values "$alone" gcc -DPROBABLE_ARCH_HEADER='"mychip.h"')
[ "$s" = "mychip 79 21 0 0" ] || [ "${s% *}" = "mychip 79 21 0" ] &&
	pass "single header -DPROBABLE_ARCH_HEADER=\"mychip.h\": $s" ||
	fail "single header -DPROBABLE_ARCH_HEADER=\"mychip.h\": got '$s', want mychip 79 21 0"
if (cd "$alone" && gcc -std=c99 -Wall -Wextra -Werror -DPROBABLE_ARCH_HEADER='"mychip.h"' prog.c -o prog-mychip) 2>"$tmp/cc.log" &&
	out=$("$alone/prog-mychip") && [ "$out" = "arch=mychip high=79 low=21 thr=0" ]; then
	pass "single header -DPROBABLE_ARCH_HEADER: program runs with the user's numbers ($out)"
else
	fail "single header -DPROBABLE_ARCH_HEADER: program: ${out:-$(head -1 "$tmp/cc.log")}"
fi

# profile mode
cat >"$alone/prof.c" <<'EOF'
#include "probable.h"
int main(void)
{
	unsigned char b[9] = {0};
	unsigned int s = 0;
	int i, n = 0;
	for (i = 0; i < 200; i++)
		if (probable(i % 4 == 0, 90))
			n++;
	for (i = 0; i < 4; i++)
		s += get_unaligned_p((const unsigned int *)(const void *)(b + i), 0);
	return n == 50 && s == 0 ? 0 : 1;
}
EOF
if (cd "$alone" && gcc -std=gnu11 -Wall -Wextra -Werror -DPROBABLE_PROFILE prof.c -o prof -pthread) 2>"$tmp/cc.log"; then
	if PROBABLE_PROFILE="$tmp/report.json" PROBABLE_PROFILE_FORMAT=json "$alone/prof" &&
		grep -q '"expr": "i % 4 == 0".*"declared": 90,.* "count": 200, "hits": 50,' "$tmp/report.json" &&
		grep -q '"kind": "unaligned".*"declared": 0,.* "count": 4, "hits": 3,' "$tmp/report.json"; then
		pass "single header -DPROBABLE_PROFILE: builds, runs, JSON report counts 50/200 true and 3/4 misaligned"
	else
		fail "single header -DPROBABLE_PROFILE: report: $(head -c 300 "$tmp/report.json" 2>/dev/null)"
	fi
	if PROBABLE_PROFILE="$tmp/report.txt" PROBABLE_PROFILE_FORMAT=text "$alone/prof" && grep -q 'wrong .* 90 .*25\.00%' "$tmp/report.txt"; then
		pass "single header -DPROBABLE_PROFILE: text report says pc 90 is wrong, observed 25.00%"
	else
		fail "single header -DPROBABLE_PROFILE: text report: $(head -3 "$tmp/report.txt" 2>/dev/null | tr '\n' ' ')"
	fi
else
	fail "single header -DPROBABLE_PROFILE: build failed: $(grep -m1 error "$tmp/cc.log")"
fi

# PROBABLE_NO_SHORT_NAMES
got=$(printf '#include <probable.h>\n#ifdef probable\nshort\n#endif\n#ifdef PROBABLE_PROBABLE\nlong\n#endif\n#ifdef get_unaligned_le32_p\nshort\n#endif\n' |
	gcc -E -P -x c -I"$alone" -DPROBABLE_NO_SHORT_NAMES - | grep -E '^(short|long)$' | tr '\n' ' ')
[ "$got" = "long " ] && pass "single header -DPROBABLE_NO_SHORT_NAMES: only the PROBABLE_ names" ||
	fail "single header -DPROBABLE_NO_SHORT_NAMES: got '$got', want 'long '"

# likely()/unlikely(): not in the single header; probable_likely.h beside it
got=$(printf '#include <probable.h>\n#if defined(likely) || defined(unlikely)\ndefined\n#endif\n' | gcc -E -P -x c -I"$alone" - | grep -c '^defined$')
[ "$got" = 0 ] && pass "single header: defines no likely()/unlikely()" || fail "single header defines likely()/unlikely()"
cp "$top/include/probable_likely.h" "$alone/"
cat >"$alone/lk.c" <<'EOF'
int main(void)
{
	int i, n = 0;
	for (i = 0; i < 10; i++)
		n += likely(i < 9) + 2 * unlikely(i == 3);
	return n == 11 ? 0 : 1;
}
EOF
if (cd "$alone" && gcc -std=c99 -Wall -Wextra -Werror -include probable_likely.h lk.c -o lk) 2>"$tmp/cc.log" && "$alone/lk" &&
	(cd "$alone" && gcc -std=gnu11 -DPROBABLE_PROFILE -include probable_likely.h lk.c -o lkp -pthread) 2>>"$tmp/cc.log" &&
	PROBABLE_PROFILE="$tmp/lk.json" PROBABLE_PROFILE_FORMAT=json "$alone/lkp" &&
	grep -q '"expr": "i == 3",.* "macro": "unlikely".*"declared": 10,.* "count": 10, "hits": 1,' "$tmp/lk.json"; then
	pass "single header + include/probable_likely.h beside it: likely()/unlikely() work, and are counted in profile mode"
else
	fail "single header + probable_likely.h: $(grep -m1 error "$tmp/cc.log")"
fi

# assembler: macros only
: >"$alone/empty.S"
printf '\t.data\nv: .byte ARCH_PROBABILITY_HIGH, PROBABLE_VERSION_MAJOR\n' >"$alone/v.S"
for def in "" "-DPROBABLE_PROFILE"; do
	text=$(cd "$alone" && gcc -E -P $def -include probable.h empty.S 2>&1 | grep -v '^[[:space:]]*$' | head -3)
	if [ -z "$text" ] && (cd "$alone" && gcc -c $def -include probable.h v.S -o v.o) 2>/dev/null; then
		pass "single header from assembler${def:+ ($def)}: no text, macros usable"
	else
		fail "single header from assembler${def:+ ($def)}: '$text'"
	fi
done

# freestanding: no libc header
if hdrs=$(cd "$alone" && gcc -ffreestanding -std=c99 -H -fsyntax-only -DARCH=arm -x c - <<<'#include "probable.h"
int f(const unsigned char *p) { return (int)get_unaligned_be16_p(p, 50) + (int)probable(*p, 5); }' 2>&1 | grep '^\.') &&
	[ "$(grep -c . <<<"$hdrs")" = 1 ]; then
	pass "single header -ffreestanding: includes no other header ($(tr -d '\n' <<<"$hdrs"))"
else
	fail "single header -ffreestanding: headers read: $(tr '\n' ' ' <<<"$hdrs")"
fi

# 5. the cmocka suites against the single header
if printf '#include <stdarg.h>\n#include <stddef.h>\n#include <setjmp.h>\n#include <cmocka.h>\nint main(void){return 0;}\n' |
	gcc -x c - -o "$tmp/cm" -lcmocka 2>/dev/null; then
	for s in probable unaligned; do
		if gcc -std=c11 -O1 -Wall -Wextra -Werror -I"$alone" -I"$top/tests/fixtures" "$top/tests/unit/$s.c" -o "$tmp/$s" -lcmocka -lm 2>"$tmp/cc.log"; then
			out=$("$tmp/$s" 2>&1)
			p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' <<<"$out")
			if [ $? = 0 ] && [ -n "$p" ] && ! grep -q '^\[  FAILED  \]' <<<"$out"; then
				pass "single header: tests/unit/$s.c built against it passes ($p tests)"
			else
				fail "single header: tests/unit/$s.c against it: $(grep -m2 -E 'FAILED|ERROR' <<<"$out" | tr '\n' ' ')"
			fi
		else
			fail "single header: tests/unit/$s.c does not build against it: $(grep -m1 error "$tmp/cc.log")"
		fi
	done
else
	skip "single header: cmocka missing, suites not built against it (apt-get install libcmocka-dev)"
fi

finish
