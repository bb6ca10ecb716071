#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/compile/msvc.sh - the accessors with compilers that have no GNU
# extensions (MSVC's C: no statement expressions, no __typeof__ before C23,
# no __attribute__), approximated with clang-19's MSVC targets
# (x86_64, i686 and aarch64-pc-windows-msvc, -fms-compatibility), which do
# not define __GNUC__ (checked first).
#
#   - C (C11: _Generic picks a scalar accessor) and C++ (a byte copy, no
#     attribute) compile warning-free (-Wall -Wextra -Werror) for each
#     target, the typed get/put_unaligned_p of every scalar type and the
#     endian accessors;
#   - the object code: a safe 32-bit get is one load and a safe 32-bit put
#     one store on x86-64 and aarch64;
#   - the same portable forms, forced on gcc and clang with the test-only
#     PROBABLE_PORTABLE_ACCESS_ (C11 and C++98), run natively: every scalar
#     type at offsets 0..7 (the direct pc only where aligned), through
#     plain and volatile pointers, value back and neighbours untouched;
#   - a struct, which only GNU C can take, is a named compile error.
# The native builds are sampled in make test, by rule (each builds some
# 2700 checks of expanded accessors, up to 2 s of CPU at -O2): gcc at -O0
# and at -O2 with ARCH_ALIGNMENT_COST_THRESHOLD=2, clang-19 at -O2, g++ at
# -O2, clang++-19 at -O0: every compiler, and in each language both -O0
# and -O2.
# PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive) builds all four at both.
# The targets and the native builds run side by side (tests/lib/lib.sh par).
source "$(dirname "$0")/../lib/lib.sh"
exhaustive=${PROBABLE_TEST_EXHAUSTIVE:-0}
src=$tmp # the sources (par jobs have a $tmp of their own)

cc=clang-19
if ! have $cc; then
	skip "msvc: clang-19 not installed (apt-get install clang-19)"
	finish
fi
objdump=llvm-objdump-19
have $objdump || objdump=

cat >"$src/typed.c" <<'EOF'
#include <probable.h>
#ifdef __cplusplus
extern "C" {
#endif
unsigned get32(const unsigned *p);
unsigned get32(const unsigned *p) { return get_unaligned_p(p, 50); }
void put32(unsigned *p, unsigned v);
void put32(unsigned *p, unsigned v) { put_unaligned_p(v, p, 50); }
double getd(const volatile double *p);
double getd(const volatile double *p) { return get_unaligned_p(p, 100); }
void putd(volatile double *p, double v);
void putd(volatile double *p, double v) { put_unaligned_p(v, p, 100); }
long long getll(const long long *p);
long long getll(const long long *p) { return get_unaligned_p(p, 0); }
void putc8(signed char *p, int v);
void putc8(signed char *p, int v) { put_unaligned_p(v, p, 100); }
void *getvp(void *const *p);
void *getvp(void *const *p) { return get_unaligned_p(p, 100); }
#ifdef __cplusplus
}
#endif
EOF
cat >"$src/endian.c" <<'EOF'
#include <probable.h>
unsigned getle32(const unsigned char *p);
unsigned getle32(const unsigned char *p) { return get_unaligned_le32_p(p, 50); }
void putbe64(unsigned char *p, unsigned long long v);
void putbe64(unsigned char *p, unsigned long long v) { put_unaligned_be64_p(v, p, 100); }
EOF
cat >"$src/struct.c" <<'EOF'
#include <probable.h>
struct pair { int a, b; };
int getpair(const struct pair *p);
int getpair(const struct pair *p) { return get_unaligned_p(p, 50).a; }
EOF

flags=(-fms-compatibility -Wall -Wextra -Werror -I"$top/include")
check_target() {
	local target=$1 t lang l std o fn body n std
	t=${target%%-*}
	if printf '#ifdef __GNUC__\ngnu\n#endif\n' | $cc --target=$target -fms-compatibility -E -P -x c - 2>/dev/null | grep -q gnu; then
		fail "msvc $t: clang defines __GNUC__ for this target: not a test of the non-GNU forms"
		return
	fi
	for lang in c:c11 c++:c++14; do
		IFS=: read -r l std <<<"$lang"
		o=$tmp/typed-$t-$l.o
		if $cc --target=$target -x $l -std=$std -O2 "${flags[@]}" -c "$src/typed.c" -o "$o" 2>"$tmp/err"; then
			pass "msvc $t $l: get/put_unaligned_p of scalars compile warning-free"
		else
			fail "msvc $t $l: get/put_unaligned_p: $(grep -m1 -E 'error|warning' "$tmp/err")"
			continue
		fi
		# one load, one store: the safe 32-bit access on x86-64 and aarch64
		[ -n "$objdump" ] || continue
		case $t in x86_64 | aarch64) ;; *) continue ;; esac
		for fn in get32 put32; do
			body=$($objdump -d --no-show-raw-insn "$o" | awk -v f="<$fn>:" '$2 == f { on = 1; next } /^$/ { on = 0 } on { sub(/^[ \t]*[0-9a-f]+:[ \t]*/, ""); print }' | grep -vE '^(retq?|nop[a-z]*|int3)([[:space:]]|$)')
			n=$(grep -c . <<<"$body")
			if [ "$n" = 1 ]; then
				pass "msvc $t $l: $fn (pc 50) is one instruction: $(tr -s '\t ' ' ' <<<"$body")"
			else
				fail "msvc $t $l: $fn (pc 50) is $n instructions, not one: $(tr '\n\t' '; ' <<<"$body")"
			fi
		done
	done
	for l in c c++; do
		# the endian accessors (probable_endian.h)
		if $cc --target=$target -x $l -O2 "${flags[@]}" -c "$src/endian.c" -o "$tmp/e.o" 2>"$tmp/err"; then
			pass "msvc $t $l: the endian accessors compile warning-free"
		else
			fail "msvc $t $l: the endian accessors: $(grep -m1 -E 'error|warning' "$tmp/err")"
		fi
	done
	# a struct: GNU C only, refused by name
	if $cc --target=$target -x c -std=c11 -O2 "${flags[@]}" -c "$src/struct.c" -o "$tmp/s.o" 2>"$tmp/err"; then
		fail "msvc $t c: get_unaligned_p of a struct compiled without GNU C"
	elif grep -q 'without_gnu_c_takes_arithmetic_types_and_void_pointers' "$tmp/err"; then
		pass "msvc $t c: a struct is a named compile error without GNU C"
	else
		fail "msvc $t c: a struct fails, but not by name: $(grep -m1 error "$tmp/err")"
	fi
	# C89/C99 without GNU C have no _Generic: the typed accessors are a
	# named compile error there (not a warning and a link failure)
	for std in c89 c99; do
		printf '#include <probable.h>\nunsigned f(const unsigned *p);\nunsigned f(const unsigned *p) { return get_unaligned_p(p, 50); }\n' >"$tmp/old.c"
		if $cc --target=$target -x c -std=$std -O2 "${flags[@]}" -c "$tmp/old.c" -o "$tmp/o.o" 2>"$tmp/err"; then
			fail "msvc $t $std: get_unaligned_p compiled without GNU C or C11"
		elif grep -q 'error:.*probable_get_unaligned_p_needs_gnu_c_c11_or_cxx' "$tmp/err"; then
			pass "msvc $t $std: get_unaligned_p without GNU C or C11 is a named compile error"
		else
			fail "msvc $t $std: get_unaligned_p fails, but not by name: $(grep -m1 -E 'error|warning' "$tmp/err")"
		fi
	done
}
for target in x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-pc-windows-msvc; do
	par check_target "$target"
done

# ---- the portable forms, run natively ----------------------------------------

cat >"$src/run.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <probable.h>

static int failures, checks;
#define EXPECT(cond, what, T, off, pc) do { checks++; if (!(cond)) { failures++; \
	printf("FAILED: %s %s at offset %d, pc %d\n", what, #T, (int)(off), pc); } } while (0)

static union { unsigned char b[64]; long double ld; void *p; long long ll; } buf;
static void guard(void) { size_t i; for (i = 0; i < sizeof(buf.b); i++) buf.b[i] = (unsigned char)(0xc0 | i); }
static int untouched(size_t off, size_t n)
{
	size_t i;
	for (i = 0; i < sizeof(buf.b); i++)
		if ((i < off || i >= off + n) && buf.b[i] != (unsigned char)(0xc0 | i))
			return 0;
	return 1;
}

/* T at offset off through pc (direct only where aligned) */
#define ONE(T, value, off, pc) do { \
	T want = (value), got; \
	T *tp = (T *)(void *)(buf.b + (off)); \
	volatile T *vp = (volatile T *)(void *)(buf.b + (off)); \
	unsigned char ref[sizeof(T)]; \
	if (PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_DIRECT && (off) % sizeof(T) != 0) break; \
	memcpy(ref, &want, sizeof(T)); \
	guard(); \
	put_unaligned_p(want, tp, pc); \
	EXPECT(memcmp(buf.b + (off), ref, sizeof(T)) == 0, "put bytes", T, off, pc); \
	EXPECT(untouched(off, sizeof(T)), "put neighbours", T, off, pc); \
	got = get_unaligned_p((const T *)tp, pc); \
	EXPECT(memcmp(&got, &want, sizeof(T)) == 0, "get value", T, off, pc); \
	guard(); \
	put_unaligned_p(want, vp, pc); \
	EXPECT(memcmp(buf.b + (off), ref, sizeof(T)) == 0, "volatile put bytes", T, off, pc); \
	EXPECT(untouched(off, sizeof(T)), "volatile put neighbours", T, off, pc); \
	got = get_unaligned_p(vp, pc); \
	EXPECT(memcmp(&got, &want, sizeof(T)) == 0, "volatile get value", T, off, pc); \
} while (0)
#define ALL(T, value) do { int o; for (o = 0; o < 8; o++) { \
	ONE(T, value, o, 100); ONE(T, value, o, 50); ONE(T, value, o, 1); ONE(T, value, o, 0); } } while (0)

typedef void *voidp;
typedef long long llong;
typedef unsigned long long ullong;
int main(void)
{
	ALL(char, 'x');
	ALL(signed char, -5);
	ALL(unsigned char, 0xab);
	ALL(short, -12345);
	ALL(unsigned short, 0xbeef);
	ALL(int, -123456789);
	ALL(unsigned, 0xdeadbeefu);
	ALL(long, -1234567L);
	ALL(unsigned long, 0x12345678UL);
	ALL(llong, -0x123456789abcLL);
	ALL(ullong, 0x0102030405060708ULL);
	ALL(float, 1.5f);
	ALL(double, -2.25);
	/* (long double: x87's 6 padding bytes hold no value, so no byte
	 * comparison; the GNU suites cover it) */
	ALL(voidp, (voidp)&buf);
	/* converted as by assignment */
	{
		int *ip = (int *)(void *)(buf.b + 1);
		double d = 3.7;
		put_unaligned_p(d, ip, 100);
		EXPECT(get_unaligned_p(ip, 100) == 3, "conversion", int, 1, 100);
	}
	printf("portable: %d checks, %d failed\n", checks, failures);
	return failures != 0 || checks < 1000;
}
EOF
cp "$src/run.c" "$src/run.cc"
run_native() { # label compiler args...
	local label=$1; shift
	if ! "$@" -DPROBABLE_PORTABLE_ACCESS_ -Wall -Wextra -Wpedantic -Werror -I"$top/include" -o "$tmp/run" 2>"$tmp/err"; then
		fail "portable $label: does not compile: $(grep -m1 -E 'error|warning' "$tmp/err")"
		return
	fi
	out=$("$tmp/run")
	if [ $? = 0 ]; then pass "portable $label: $(tail -1 <<<"$out")"
	else fail "portable $label: $(head -3 <<<"$out" | tr '\n' ' ')"; fi
}
# (sampled in make test: see the header)
for opt in -O0 -O2; do
	in_test() { [ "$exhaustive" = 1 ] || [ "$1" = "$opt" ]; }
	in_test -O0 && par run_native "gcc -std=c11 $opt" gcc -std=c11 $opt "$src/run.c"
	in_test -O2 && par run_native "clang-19 -std=c11 $opt" $cc -std=c11 $opt "$src/run.c"
	in_test -O2 && par run_native "g++ -std=c++98 $opt" g++ -x c++ -std=c++98 $opt -Wno-long-long "$src/run.cc"
	in_test -O0 && par run_native "clang++-19 -std=c++17 $opt" clang++-19 -x c++ -std=c++17 $opt "$src/run.cc"
done
par run_native "gcc -std=c11 -O2 -DARCH_ALIGNMENT_COST_THRESHOLD=2 (direct below 2)" gcc -std=c11 -O2 -DARCH_ALIGNMENT_COST_THRESHOLD=2 "$src/run.c"
par_wait
finish
