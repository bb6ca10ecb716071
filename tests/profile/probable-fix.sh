#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/profile/probable-fix.sh - tools/probable-fix turns a profile report into a
# patch of the source.  Checked here:
#  - what the tool relies on from the compilers: __LINE__ of a call written
#    over several lines is the line of its macro name or of its closing
#    parenthesis (gcc, clang), and the tool's normalisation of a condition is
#    the preprocessor's #cond, character for character;
#  - a report written through a mock of the profile macros (so the lines
#    and exprs are the compilers' own): every call is found and rewritten,
#    with gcc and with clang;
#  - a hand-written report with verdicts wrong, miscalibrated, ok and few:
#    the patched file has exactly the expected pcs and still compiles;
#  - stale reports, ambiguous sites, likely()/unlikely(), bad reports;
#  - with the real profile runtime (-DPROBABLE_PROFILE), when it is there:
#    run, fix, rebuild, rerun, and every verdict is ok.
source "$(dirname "$0")/../lib/lib.sh"

fix=$top/tools/probable-fix
for tool in python3 patch; do
	if ! have $tool; then
		skip "probable-fix: no $tool"
		finish
	fi
done
compilers=gcc
have clang && compilers+=" clang"

# mark FILE TAG: the line that carries the comment "@TAG ".
mark() { grep -n "@$2 " "$1" | head -n 1 | cut -d: -f1; }

# ---- what the compilers do ---------------------------------------------------

cat >"$tmp/line.c" <<'EOF'
#include <stdio.h>
#define at(cond, pc) (printf("%s %d\n", #cond, __LINE__), (cond))
#define wrap(cond, pc) at(cond, pc)
int main(void)
{
	int v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7;
	at(v1           /* S:v1 */
	   > 0,
	   5);          /* E:v1 */
	at              /* S:v2 */
	  (v2, 5);      /* E:v2 */
	at(v3 + at(v4,  /* S:v3 S:v4 */
	   5), 5);      /* E:v3 E:v4 */
	wrap(v5,        /* S:v5 */
	     5);        /* E:v5 */
	at(v6 + at(v7, 5)   /* S:v6 S:v7 E:v7 */
	   , 5);        /* E:v6 */
	return 0;
}
EOF
for cc in $compilers; do
	if ! $cc -w -o "$tmp/line-$cc" "$tmp/line.c" || ! "$tmp/line-$cc" >"$tmp/line-$cc.out"; then
		fail "__LINE__ $cc: the test program does not build or run"
		continue
	fi
	first=0 last=0 one=0 bad=""
	while read -r name line; do
		s=$(grep -n "S:.*\b$name\b" "$tmp/line.c" | head -n 1 | cut -d: -f1)
		e=$(grep -n "E:.*\b$name\b" "$tmp/line.c" | head -n 1 | cut -d: -f1)
		if [ "$s" = "$e" ] && [ "$line" = "$s" ]; then
			one=$((one + 1))
		elif [ "$line" = "$s" ]; then
			first=$((first + 1))
		elif [ "$line" = "$e" ]; then
			last=$((last + 1))
		else
			bad+=" $name:$line(not $s or $e)"
		fi
	done < <(awk '{ print $1, $NF }' "$tmp/line-$cc.out" | sort -u)
	if [ -z "$bad" ] && [ $((first + last + one)) = 7 ]; then
		pass "__LINE__ $cc: of $((first + last)) calls over several lines, $first give the line of the macro name, $last that of the ')'"
	else
		fail "__LINE__ $cc: a call over several lines reports a line the tool does not look at:$bad"
	fi
done

# The tool's normalisation of a condition against the compiler's #cond.
cat >"$tmp/str.c" <<'EOF'
#include <stdio.h>
#define probable(cond, pc) puts(#cond)
#define S(x) x
int main(void)
{
	int a = 1, b = 2, c = '(';
	probable(S( a ), 1);
	probable(a/* c */+b, 1);
	probable(a/**/b, 1);
	probable(  a
		  &&
		  b  , 1);
	probable(a // to the end of the line
		 + b, 1);
	probable(/* lead */ a /* trail */, 1);
	probable("s  ,)" "\"x\\" == 0 || c == ')' || c == ',', 1);
	probable(a \
+ b, 1);
	probable(a\
b, 1);
	probable(a +++b - - b, 1);
	probable(.5e+3f + 0x1p-3 + 1.e+5, 1);
	probable(L'x' + u8"y"[0], 1);
	probable((a, b), 1);
	probable(a /* multi
		      line */ b, 1);
	return 0;
}
EOF
python3 - "$fix" "$tmp/str.c" >"$tmp/str-tool.out" <<'EOF'
import importlib.machinery, importlib.util, sys
loader = importlib.machinery.SourceFileLoader("probable_fix", sys.argv[1])
spec = importlib.util.spec_from_loader("probable_fix", loader)
m = importlib.util.module_from_spec(spec)
loader.exec_module(m)
for c in m.Source(sys.argv[2], "str.c").calls:
    print(c.expr)
EOF
for cc in $compilers; do
	if ! $cc -w -o "$tmp/str-$cc" "$tmp/str.c" || ! "$tmp/str-$cc" >"$tmp/str-$cc.out"; then
		fail "#cond $cc: the test program does not build or run"
	elif [ "$(wc -l <"$tmp/str-$cc.out")" = 14 ] && cmp -s "$tmp/str-$cc.out" "$tmp/str-tool.out"; then
		pass "#cond $cc: the tool normalises $(wc -l <"$tmp/str-$cc.out") tricky conditions exactly as $cc stringifies them"
	else
		fail "#cond $cc: the tool's normalisation differs: $(diff "$tmp/str-$cc.out" "$tmp/str-tool.out" | grep '^[<>]' | head -n 4 | tr '\n' ' ')"
	fi
done

# ---- the fixture ---------------------------------------------------------------

w=$tmp/w
mkdir -p "$w/src"
cat >"$w/src/fix.c" <<'EOF'
/* tests/profile/probable-fix.sh: calls for tools/probable-fix to find */
#include <probable.h>

#define PC_COMMON 10
#define PC_HALF (PC_COMMON * 5)
#define CHECK(x) probable(x, 33)        /* @indefine not a call of its own */

static int max2(int a, int b)
{
	return a > b ? a : b;
}

int branches(const unsigned char *buf, int n, int x)
{
	int s = 0, i;

	for (i = 0; i < n; i++) {
		if (probable(buf[i] > 128, 20))                 /* @single */
			s++;
		if (probable(buf[i] == ',' /* @multi comma */
			     || buf[i] == ')',
			     5))                                /* @multi-end */
			s += 2;
		s += probable(probable(x > i, 70) && i > 2, 40); /* @nested */
		s += probable(i & 1, 50) + probable(i & 1, 50);  /* @twice */
		s += probable(x < 0, 30) + probable(x < 0, 60);  /* @twopcs */
		if (probable(n > 1000, PC_COMMON))              /* @macro */
			s--;
		if (PROBABLE_PROBABLE(x == i, 2 * 5))           /* @expr */
			s--;
		if (probable(x == -1, PC_HALF))                 /* @okmacro */
			s--;
		if (probable(  buf[ i ]  ==  '(' ,  1  ))       /* @spaces */
			s++;
		if (probable(max2(x, i) == 3 && "a,b)"[0] == 'a' && buf[i] != ')', 95)) /* @strings */
			s++;
		if (probable                                    /* @splitname */
		    (x > 7, 15))
			s++;
		s += CHECK(n > 5);                              /* @check */
		if (probable(x \
> 9, 80))                                                       /* @splice */
			s++;
	}
	return s;
}

unsigned accesses(unsigned char *p, int k)
{
	unsigned v = get_unaligned_p((const unsigned *)(p + k), 0); /* @get */
	put_unaligned_p(v + 1,                          /* @put */
			(unsigned *)(p + 1),
			90);                            /* @put-end */
	v += get_unaligned_le32_p(p + 3, 100);          /* @le32 */
	put_unaligned_be16_p(7, p + 9, 0);              /* @be16 */
	v += (unsigned)PROBABLE_GET_UNALIGNED_BE64_P(p + 2, 50); /* @be64 */
	return v;
}
EOF
printf '%s' '/* tests/profile/probable-fix.sh: likely() and unlikely(), through a compat header */
#include <probable.h>
#ifndef likely
#define likely(x) probable(x, 90)
#define unlikely(x) probable(x, 10)
#endif

int classify(int x)
{
	if (unlikely(x < 0))            /* @unlikely */
		return -1;
	if (likely(x                    /* @likely */
		   > 0))
		return 1;
	return 0;
}

int last(int x) { return likely(x > 1) + unlikely(x > 1); } /* @both (no newline at the end) */' >"$w/src/likely.c"
cp -r "$w/src" "$tmp/orig"
f=$w/src/fix.c
lk=$w/src/likely.c

for file in "$f" "$lk"; do
	for cc in $compilers; do
		if $cc -Wall -Wextra -Werror -I"$top/include" -c -o "$tmp/o.o" "$file"; then
			pass "fixture $(basename "$file") compiles warning-free with $cc and the real header"
		else
			fail "fixture $(basename "$file") does not compile with $cc and the real header"
		fi
	done
done

# restore: put the fixture back as it was
restore() { rm -rf "$w/src" && cp -r "$tmp/orig" "$w/src"; }

# run NAME ARGS...: the tool, stdout to $tmp/NAME.diff, stderr to $tmp/NAME.err, status to $rc
run() {
	local name=$1
	shift
	"$fix" "$@" >"$tmp/$name.diff" 2>"$tmp/$name.err"
	rc=$?
}

# applies NAME: the diff applies with patch -p1 from the root
applies() {
	if patch -s -p1 -d "$w" <"$tmp/$1.diff" >"$tmp/$1.patch-out" 2>&1; then
		pass "$1: the diff applies with patch -p1 -d ROOT"
		return 0
	fi
	fail "$1: patch -p1 rejects the diff: $(head -n 2 "$tmp/$1.patch-out" | tr '\n' ' ')"
	return 1
}

# same NAME FILE EXPECTED: the patched file is the expected one, and compiles
same() {
	local cc
	if cmp -s "$2" "$3"; then
		pass "$1: $(basename "$2") has exactly the expected pcs"
	else
		fail "$1: $(basename "$2") differs from the expected: $(diff "$3" "$2" | grep '^[<>]' | head -n 4 | tr '\n' ' ')"
	fi
	for cc in $compilers; do
		if $cc -Wall -Wextra -Werror -I"$top/include" -c -o "$tmp/o.o" "$2" 2>"$tmp/cc.err"; then
			pass "$1: the patched $(basename "$2") compiles warning-free with $cc -I include"
		else
			fail "$1: the patched $(basename "$2") does not compile with $cc: $(grep -m1 error "$tmp/cc.err")"
		fi
	done
}

# ---- a report written by the compilers (a mock of the profile macros) -------------

# The mock records, once per call, __FILE__, __LINE__, the stringified
# condition or pointer and the pc, through macros layered as the runtime's
# are, and main() writes them as a report: verdict wrong, suggest pc + 1.
mkdir -p "$tmp/mock"
cat >"$tmp/mock/probable.h" <<'EOF'
#ifndef MOCK_PROBABLE_H
#define MOCK_PROBABLE_H
struct mock_site_ {
	const char *file, *func, *expr, *kind;
	int line, declared;
	struct mock_site_ *next;
};
extern struct mock_site_ *mock_sites_;
static inline void mock_add_(struct mock_site_ *s, const char *file, const char *func,
			     const char *expr, const char *kind, int line, int declared)
{
	if (s->file)
		return;
	s->file = file, s->func = func, s->expr = expr, s->kind = kind;
	s->line = line, s->declared = declared;
	s->next = mock_sites_;
	mock_sites_ = s;
}
#define MOCK_SITE_(kind, text, pc) \
	do { static struct mock_site_ s_; mock_add_(&s_, __FILE__, __func__, text, kind, __LINE__, (pc)); } while (0)
#define MOCK_BRANCH_(cond, pc, text) ({ MOCK_SITE_("branch", text, pc); !!(cond); })
#define MOCK_GET_(ptr, pc, text) ({ MOCK_SITE_("unaligned", text, pc); (void)(ptr); 0u; })
#define MOCK_PUT_(val, ptr, pc, text) ({ MOCK_SITE_("unaligned", text, pc); (void)(val); (void)(ptr); })
#define probable(cond, pc) MOCK_BRANCH_(cond, pc, #cond)
#define PROBABLE_PROBABLE(cond, pc) MOCK_BRANCH_(cond, pc, #cond)
#define likely(x) MOCK_BRANCH_(x, 90, #x)
#define unlikely(x) MOCK_BRANCH_(x, 10, #x)
#define get_unaligned_p(ptr, pc) MOCK_GET_(ptr, pc, #ptr)
#define put_unaligned_p(val, ptr, pc) MOCK_PUT_(val, ptr, pc, #ptr)
#define get_unaligned_le32_p(p, pc) MOCK_GET_(p, pc, #p)
#define put_unaligned_be16_p(val, p, pc) MOCK_PUT_(val, p, pc, #p)
#define PROBABLE_GET_UNALIGNED_BE64_P(p, pc) MOCK_GET_(p, pc, #p)
#endif
EOF
cat >"$tmp/mock/main.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include "probable.h"
struct mock_site_ *mock_sites_;
int branches(const unsigned char *buf, int n, int x);
unsigned accesses(unsigned char *p, int k);
int classify(int x);
int last(int x);
static void str(FILE *f, const char *s)
{
	putc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			putc(*s, f);
	}
	putc('"', f);
}
int main(void)
{
	unsigned char buf[32] = "a,b)(c";
	struct mock_site_ *s;
	FILE *f = fopen(getenv("MOCK_REPORT"), "w");
	branches(buf, 6, 3);
	accesses(buf, 1);
	classify(1);
	last(2);
	fputs("{\"version\": 1, \"pid\": 1, \"arch\": \"mock\", \"sites\": [", f);
	for (s = mock_sites_; s; s = s->next) {
		fputs("\n  {\"file\": ", f), str(f, s->file);
		fprintf(f, ", \"line\": %d, \"func\": ", s->line), str(f, s->func);
		fputs(", \"expr\": ", f), str(f, s->expr);
		fprintf(f, ", \"kind\": \"%s\", \"declared\": %d, \"count\": 1000, \"hits\": 500, "
			"\"observed\": 50.0, \"ci_low\": 46.0, \"ci_high\": 54.0, \"hint\": \"none\", "
			"\"verdict\": \"wrong\", \"suggest\": %d}%s",
			s->kind, s->declared, s->declared == 100 ? 99 : s->declared + 1,
			s->next ? "," : "");
	}
	fputs("\n]}\n", f);
	return fclose(f) != 0;
}
EOF

# What the mock's report makes of fix.c: every pc + 1, but CHECK()'s
# (the call is in a #define: the tool skips it).
L() { mark "$f" "$1"; }
sed -e "$(L single)s/128, 20)/128, 21)/" \
	-e "$(L multi-end)s/ 5))/ 6))/" \
	-e "$(L nested)s/70) \&\& i > 2, 40)/71) \&\& i > 2, 41)/" \
	-e "$(L twice)s/50)/51)/g" \
	-e "$(L twopcs)s/30) + probable(x < 0, 60)/31) + probable(x < 0, 61)/" \
	-e "$(L macro)s/PC_COMMON)/11)/" \
	-e "$(L expr)s/2 \* 5)/11)/" \
	-e "$(L okmacro)s/PC_HALF)/51)/" \
	-e "$(L spaces)s/ 1  ))/ 2  ))/" \
	-e "$(L strings)s/ 95))/ 96))/" \
	-e "$(($(L splitname) + 1))s/15))/16))/" \
	-e "$(L splice)s/80))/81))/" \
	-e "$(L get)s/ 0);/ 1);/" \
	-e "$(L put-end)s/90);/91);/" \
	-e "$(L le32)s/100);/99);/" \
	-e "$(L be16)s/ 0);/ 1);/" \
	-e "$(L be64)s/ 50);/ 51);/" \
	"$f" >"$tmp/fix.mock-expected"
sed -e "$(mark "$lk" unlikely)s/unlikely(x < 0)/probable(x < 0, 11)/" \
	-e "$(($(mark "$lk" likely) + 1))s/> 0))/> 0, 91))/" \
	-e "$(mark "$lk" likely)s/likely(x /probable(x /" \
	-e "$(mark "$lk" both)s/likely(x > 1) + unlikely(x > 1)/probable(x > 1, 91) + probable(x > 1, 11)/" \
	"$lk" >"$tmp/likely.expected"
if [ "$(diff "$f" "$tmp/fix.mock-expected" | grep -c '^>')" != 17 ] ||
	[ "$(diff "$lk" "$tmp/likely.expected" | grep -c '^>')" != 4 ]; then
	fail "mock: the expected files are not what this test means (a sed did not apply)"
fi

for cc in $compilers; do
	restore
	if ! (cd "$w" && $cc -w -I"$tmp/mock" -o "$tmp/mock-$cc" src/fix.c src/likely.c "$tmp/mock/main.c") ||
		! MOCK_REPORT=$tmp/mock-$cc.json "$tmp/mock-$cc"; then
		fail "mock $cc: the fixture does not build or run with the mock"
		continue
	fi
	n=$(grep -c '"file"' "$tmp/mock-$cc.json")
	[ "$n" = 25 ] && pass "mock $cc: the report has the 25 calls that ran" ||
		fail "mock $cc: the report has $n sites, not 25"
	run "mock-$cc" --root "$w" "$tmp/mock-$cc.json"
	[ "$rc" = 0 ] && pass "mock $cc: exit status 0" || fail "mock $cc: exit status $rc"
	if grep -q "skip src/fix.c:$(L check): probable(n > 5, 33): .*(a call inside another macro" "$tmp/mock-$cc.err"; then
		pass "mock $cc: the call inside a #define is skipped, with a message"
	else
		fail "mock $cc: no message for the call inside a #define"
	fi
	nskip=$(grep -c ': skip ' "$tmp/mock-$cc.err")
	[ "$nskip" = 5 ] && pass "mock $cc: 5 sites skipped (CHECK, and 4 likely/unlikely without --rewrite-likely)" ||
		fail "mock $cc: $nskip sites skipped, not 5: $(grep ': skip ' "$tmp/mock-$cc.err" | head -n 3 | tr '\n' ' ')"
	if [ "$(grep -c 'has no pc to rewrite; --rewrite-likely' "$tmp/mock-$cc.err")" = 4 ]; then
		pass "mock $cc: each likely()/unlikely() site is named on stderr as skipped for want of --rewrite-likely"
	else
		fail "mock $cc: the likely()/unlikely() skips are not explained"
	fi
	for m in macro expr okmacro; do
		grep -q "fix.c:$(L $m): pc .* is not a literal; replaced by" "$tmp/mock-$cc.err" ||
			fail "mock $cc: no note that the pc at @$m was not a literal"
	done
	if grep -q '^+++ b/src/likely.c' "$tmp/mock-$cc.diff"; then
		fail "mock $cc: likely.c is in the diff without --rewrite-likely"
	fi
	applies "mock-$cc" && same "mock $cc" "$f" "$tmp/fix.mock-expected"
	cmp -s "$lk" "$tmp/orig/likely.c" && pass "mock $cc: likely.c untouched without --rewrite-likely" ||
		fail "mock $cc: likely.c changed without --rewrite-likely"

	restore
	run "mock-likely-$cc" --root "$w" --rewrite-likely "$tmp/mock-$cc.json"
	n=$(grep -c '^+++ ' "$tmp/mock-likely-$cc.diff")
	if [ "$n" = 2 ] && [ "$(grep '^+++ ' "$tmp/mock-likely-$cc.diff" | tr '\n' ' ')" = "+++ b/src/fix.c +++ b/src/likely.c " ]; then
		pass "mock $cc: --rewrite-likely: one diff with fix.c, then likely.c"
	else
		fail "mock $cc: --rewrite-likely: the diff's files are not fix.c then likely.c"
	fi
	if applies "mock-likely-$cc"; then
		same "mock $cc --rewrite-likely" "$lk" "$tmp/likely.expected"
		grep -q '^\\ No newline at end of file' "$tmp/mock-likely-$cc.diff" && [ -n "$(tail -c 1 "$lk")" ] &&
			pass "mock $cc: a file without a final newline stays without one" ||
			fail "mock $cc: the missing final newline is not kept"
	fi
done

# ---- a hand-written report: wrong, miscalibrated, ok, few -------------------------

restore
# site TAG KIND EXPR DECLARED VERDICT SUGGEST [LINE-TAG]: one report entry for
# src/fix.c (EXPR as #cond gives it; escaped here for JSON); the line is that
# of TAG's marker (gcc's line for a multi-line call) or of LINE-TAG's.
site() {
	local line expr
	line=$(L "${7:-$1}")
	expr=$(sed 's/[\\"]/\\&/g' <<<"$3")
	printf '  {"file": "src/fix.c", "line": %d, "func": "f", "expr": "%s", "kind": "%s", "declared": %d, "count": 1000, "hits": 100, "observed": 10.0, "ci_low": 7.6, "ci_high": 13.0, "hint": "none", "verdict": "%s", "suggest": %d%s}' \
		"$line" "$expr" "$2" "$4" "$5" "$6" "$([ "$5" = few ] && echo ', "needed": 400')"
}
report() { # sites, one per argument line, joined into a report
	printf '{"version": 1, "pid": 42, "arch": "x86", "sites": [\n'
	local first=1 s
	while IFS= read -r s || [ -n "$s" ]; do
		[ -n "$s" ] || continue
		[ $first = 1 ] || printf ',\n'
		first=0
		printf '%s' "$s"
	done
	printf '\n]}\n'
}
{
	site single branch 'buf[i] > 128' 20 miscalibrated 50
	echo
	site multi branch "buf[i] == ',' || buf[i] == ')'" 5 wrong 45 multi-end # clang's line
	echo
	site nested branch 'x > i' 70 wrong 99
	echo
	site nested branch 'probable(x > i, 70) && i > 2' 40 ok 40
	echo
	site twice branch 'i & 1' 50 wrong 3
	echo
	site twice branch 'i & 1' 50 wrong 3
	echo
	site twopcs branch 'x < 0' 30 ok 31
	echo
	site twopcs branch 'x < 0' 60 wrong 31
	echo
	site macro branch 'n > 1000' 10 wrong 97
	echo
	site expr branch 'x == i' 10 few 3
	echo
	site okmacro branch 'x == -1' 50 ok 50
	echo
	site strings branch "max2(x, i) == 3 && \"a,b)\"[0] == 'a' && buf[i] != ')'" 95 wrong 70
	echo
	site get unaligned '(const unsigned *)(p + k)' 0 wrong 75
	echo
	site put unaligned '(unsigned *)(p + 1)' 90 miscalibrated 100
	echo
	site le32 unaligned 'p + 3' 100 few 0
	echo
	site be16 unaligned 'p + 9' 0 wrong 12
	echo
} | report >"$tmp/hand.json"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/hand.json" ||
	fail "hand: the test's own report is not JSON"
sed -e "$(L single)s/128, 20)/128, 50)/" \
	-e "$(L multi-end)s/ 5))/ 45))/" \
	-e "$(L nested)s/70) \&\& i > 2, 40)/99) \&\& i > 2, 40)/" \
	-e "$(L twice)s/50)/3)/g" \
	-e "$(L twopcs)s/probable(x < 0, 60)/probable(x < 0, 31)/" \
	-e "$(L macro)s/PC_COMMON)/97)/" \
	-e "$(L strings)s/ 95))/ 70))/" \
	-e "$(L get)s/ 0);/ 75);/" \
	-e "$(L put-end)s/90);/100);/" \
	-e "$(L be16)s/ 0);/ 12);/" \
	"$f" >"$tmp/fix.hand-expected"
[ "$(diff "$f" "$tmp/fix.hand-expected" | grep -c '^>')" = 10 ] ||
	fail "hand: the expected file is not what this test means (a sed did not apply)"

run hand --root "$w" "$tmp/hand.json"
[ "$rc" = 0 ] && pass "hand: exit status 0" || fail "hand: exit status $rc"
grep -q ': skip ' "$tmp/hand.err" && fail "hand: sites skipped: $(grep ': skip ' "$tmp/hand.err" | head -n 2 | tr '\n' ' ')"
[ "$(grep -c '^@@' "$tmp/hand.diff")" -ge 2 ] && [ "$(grep -c '^--- a/src/fix.c$' "$tmp/hand.diff")" = 1 ] &&
	pass "hand: one file header and its hunks for the sites of one file" ||
	fail "hand: not one header with its hunks for fix.c"
if applies hand; then
	same hand "$f" "$tmp/fix.hand-expected"
	for m in okmacro expr le32; do
		[ "$(sed -n "$(L $m)p" "$f")" = "$(sed -n "$(L $m)p" "$tmp/orig/fix.c")" ] &&
			pass "hand: the ok/few site at @$m is untouched" ||
			fail "hand: the ok/few site at @$m changed"
	done
fi

# Only the verdicts asked for.
restore
run verdicts --root "$w" --verdicts wrong "$tmp/hand.json"
if grep -q '^-.*@single' "$tmp/verdicts.diff" || grep -q '^-.*@put-end' "$tmp/verdicts.diff"; then
	fail "--verdicts wrong: a miscalibrated site is rewritten"
elif grep -q '^-.*@get' "$tmp/verdicts.diff"; then
	pass "--verdicts wrong: wrong sites only"
else
	fail "--verdicts wrong: the wrong sites are not rewritten"
fi
run verdicts-few --root "$w" --verdicts few "$tmp/hand.json"
grep -q '^+.*x == i, 3))' "$tmp/verdicts-few.diff" && ! grep -q '^+.*@single' "$tmp/verdicts-few.diff" &&
	pass "--verdicts few: the few sites only" || fail "--verdicts few: not the few sites only"

# From another directory, and from standard input.
restore
(cd "$tmp" && "$fix" --root w - <"$tmp/hand.json" >"$tmp/stdin.diff" 2>/dev/null)
cmp -s "$tmp/stdin.diff" "$tmp/hand.diff" && pass "--root w, report on stdin: the same diff" ||
	fail "--root w, report on stdin: a different diff"

# An absolute path in the report.
sed "s|\"src/fix.c\"|\"$w/src/fix.c\"|" "$tmp/hand.json" >"$tmp/abs.json"
run abs --root "$w" "$tmp/abs.json"
cmp -s "$tmp/abs.diff" "$tmp/hand.diff" && pass "absolute file names under --root: the same diff" ||
	fail "absolute file names under --root: a different diff"

# ---- nothing is rewritten where the source no longer matches -------------------

# stale expr: the condition was edited since the report
restore
site single branch 'buf[i] > 128' 20 wrong 50 | report >"$tmp/single.json"
sed -i "$(L single)s/buf\[i\] > 128/buf[i] >= 128/" "$f"
run stale-expr --root "$w" "$tmp/single.json"
if [ "$rc" = 0 ] && [ ! -s "$tmp/stale-expr.diff" ] && grep -q "skip src/fix.c:$(L single):.*no call with this expr" "$tmp/stale-expr.err"; then
	pass "stale expr: no diff, exit 0, a message naming the site"
else
	fail "stale expr: rc $rc, $(wc -c <"$tmp/stale-expr.diff") bytes of diff, stderr: $(head -n 1 "$tmp/stale-expr.err")"
fi
# the whole report against the edited file: the rest is still fixed
run stale-all --root "$w" "$tmp/hand.json"
sed "$(L single)s/buf\[i\] > 128, 50/buf[i] >= 128, 20/" "$tmp/fix.hand-expected" >"$tmp/fix.stale-expected"
applies stale-all && same "stale, whole report" "$f" "$tmp/fix.stale-expected"

# stale pc: the literal in the source is not what the report declared
restore
site get unaligned '(const unsigned *)(p + k)' 0 wrong 75 | report >"$tmp/get.json"
sed -i "$(L get)s/(p + k), 0)/(p + k), 25)/" "$f"
run stale-pc --root "$w" "$tmp/get.json"
if [ "$rc" = 0 ] && [ ! -s "$tmp/stale-pc.diff" ] && grep -q "has pc 25, the report declared 0" "$tmp/stale-pc.err"; then
	pass "stale pc: no diff, a message saying the pc differs"
else
	fail "stale pc: rc $rc, $(wc -c <"$tmp/stale-pc.diff") bytes of diff, stderr: $(head -n 1 "$tmp/stale-pc.err")"
fi

# moved: the call is now on another line
restore
sed -i "$(L single)i\\
		/* a line added since the report */" "$f"
run moved --root "$w" "$tmp/single.json"
[ ! -s "$tmp/moved.diff" ] && grep -q "this expr is now at line $(L single)\b" "$tmp/moved.err" &&
	pass "moved call: no diff, a message with the line it is now at" ||
	fail "moved call: $(head -n 1 "$tmp/moved.err")"

# missing file
restore
sed 's|"src/fix.c"|"src/gone.c"|' "$tmp/hand.json" >"$tmp/gone.json"
run gone --root "$w" "$tmp/gone.json"
[ "$rc" = 0 ] && [ ! -s "$tmp/gone.diff" ] && grep -q 'src/gone.c: no such file' "$tmp/gone.err" &&
	pass "missing file: no diff, exit 0, a message" || fail "missing file: rc $rc, $(head -n 1 "$tmp/gone.err")"

# ---- ambiguity ------------------------------------------------------------------

restore
# two calls alike on one line, two report entries that disagree: which is which?
{
	site twice branch 'i & 1' 50 wrong 3
	echo
	site twice branch 'i & 1' 50 wrong 80
	echo
} | report >"$tmp/amb.json"
run amb --root "$w" "$tmp/amb.json"
[ ! -s "$tmp/amb.diff" ] && grep -q 'disagree' "$tmp/amb.err" &&
	pass "same expr and pc twice on a line, suggestions differ: skipped, with a message" ||
	fail "same expr and pc twice on a line, suggestions differ: $(head -n 1 "$tmp/amb.err")"
# two calls alike on one line, one report entry: which one?
run amb1 --root "$w" <(site twice branch 'i & 1' 50 wrong 3 | report)
[ ! -s "$tmp/amb1.diff" ] && grep -q 'cannot tell which' "$tmp/amb1.err" &&
	pass "same expr and pc twice on a line, one site in the report: skipped, with a message" ||
	fail "same expr and pc twice on a line, one site in the report: $(head -n 1 "$tmp/amb1.err")"
# one call, two entries that agree (a header compiled into two programs' units)
{
	site single branch 'buf[i] > 128' 20 wrong 50
	echo
	site single branch 'buf[i] > 128' 20 wrong 50
	echo
} | report >"$tmp/dup.json"
run dup --root "$w" "$tmp/dup.json"
[ "$(grep -c '^+[^+]' "$tmp/dup.diff")" = 1 ] && pass "one call listed twice with the same suggestion: rewritten once" ||
	fail "one call listed twice with the same suggestion: not rewritten once"

# the suggestion is what the pc already says (PC_COMMON is 10): nothing to change
run eq --root "$w" <(site macro branch 'n > 1000' 10 miscalibrated 10 | report)
[ "$rc" = 0 ] && [ ! -s "$tmp/eq.diff" ] && ! grep -q ': skip ' "$tmp/eq.err" &&
	pass "suggestion equal to the pc's value (a macro): no diff, nothing skipped" ||
	fail "suggestion equal to the pc's value (a macro): a diff or a skip"

# ---- usage and report errors ----------------------------------------------------

"$fix" --help >"$tmp/help" 2>&1 && grep -q 'patch -p1' "$tmp/help" && grep -q -- '--rewrite-likely' "$tmp/help" &&
	pass "--help: exit 0, says how to apply with patch -p1" || fail "--help"
printf 'not json' >"$tmp/bad1.json"
printf '{"version": 1, "pid": 1}' >"$tmp/bad2.json"
printf '{"version": 1, "sites": [{"file": "src/fix.c", "line": "x"}]}' >"$tmp/bad3.json"
printf '{"version": 2, "sites": []}' >"$tmp/bad4.json"
printf '[1, 2]' >"$tmp/bad5.json"
for b in bad1 bad2 bad3 bad4 bad5; do
	run "$b" --root "$w" "$tmp/$b.json"
	[ "$rc" = 1 ] && [ ! -s "$tmp/$b.diff" ] && [ -s "$tmp/$b.err" ] &&
		pass "report error ($b: $(head -c 40 "$tmp/$b.err" | tr '\n' ' ')...): exit 1" ||
		fail "report error $b: exit $rc"
done
run nofile --root "$w" "$tmp/no-such.json"
[ "$rc" = 1 ] && pass "missing report: exit 1" || fail "missing report: exit $rc"
run badopt --root "$w" --bogus "$tmp/hand.json"
[ "$rc" = 1 ] && pass "unknown option: exit 1" || fail "unknown option: exit $rc"
printf '{"version": 1, "sites": []}' >"$tmp/empty.json"
run empty --root "$w" "$tmp/empty.json"
[ "$rc" = 0 ] && [ ! -s "$tmp/empty.diff" ] && pass "no sites: exit 0, empty diff" || fail "no sites: exit $rc"

# ---- with the real profile runtime ---------------------------------------------

# When include/ has it: build with -DPROBABLE_PROFILE, run, fix, rebuild,
# rerun; every site's verdict is then ok.  Rates are exact: 30%, 25%, 20%,
# 50% and 25% true, 40%, 25% and 10% misaligned, and 10% for likely().
mkdir -p "$tmp/rt/src"
cat >"$tmp/rt/src/rt.c" <<'EOF'
#include <probable.h>
#include <stdio.h>
int likely_part(int i);
static unsigned words[64];
int main(void)
{
	unsigned char *bytes = (unsigned char *)words;
	unsigned long s = 0;
	int i;
	for (i = 0; i < 20000; i++) {
		if (probable(i % 10 < 3, 90))
			s++;
		if (probable(i % 4
			     == 0,
			     50))
			s += 2;
		s += probable(i % 5 == 0, 90) + probable(i % 5 == 0, 1);
		s += probable(probable(i % 2 == 0, 10) && i % 4 == 0, 90);
		s += get_unaligned_p((const unsigned *)(bytes + 8 + (i % 5 < 2)), 0);
		put_unaligned_p((unsigned)i,
				(unsigned *)(bytes + 16 + (i % 4 == 0)),
				100);
		s += get_unaligned_le32_p(bytes + 32 + (i % 10 == 0), 0);
		s += (unsigned long)likely_part(i);
	}
	printf("%lu\n", s);
	return 0;
}
EOF
cat >"$tmp/rt/src/rt-likely.c" <<'EOF'
int likely_part(int i);
int likely_part(int i)
{
	if (likely(i % 10 == 0))
		return 1;
	return 0;
}
EOF
cp -r "$tmp/rt/src" "$tmp/rt/orig"
have_runtime=0
if [ -f "$top/include/probable_profile.h" ] && [ -f "$top/include/probable_likely.h" ]; then
	have_runtime=1
fi
# verdicts FILE: a report's verdicts counted, "ok=10 wrong=2"
verdicts() {
	python3 -c 'import json,sys,collections
c = collections.Counter(s["verdict"] for s in json.load(open(sys.argv[1]))["sites"])
print(" ".join("%s=%d" % kv for kv in sorted(c.items())))' "$1" 2>/dev/null
}
rt_build() { # cc out
	(cd "$tmp/rt" && $1 -O2 -DPROBABLE_PROFILE -I"$top/include" -c -o "$tmp/rt/l.o" \
		-include probable_likely.h src/rt-likely.c &&
		$1 -O2 -DPROBABLE_PROFILE -I"$top/include" -o "$2" src/rt.c "$tmp/rt/l.o" -pthread)
}
for cc in $compilers; do
	if [ $have_runtime = 0 ]; then
		skip "runtime $cc: include/ has no profile runtime (probable_profile.h, probable_likely.h) yet"
		continue
	fi
	rm -rf "$tmp/rt/src" && cp -r "$tmp/rt/orig" "$tmp/rt/src"
	if ! rt_build "$cc" "$tmp/rt/prog" 2>"$tmp/rt/cc.err"; then
		fail "runtime $cc: the round-trip program does not build with -DPROBABLE_PROFILE: $(grep -m1 error "$tmp/rt/cc.err")"
		continue
	fi
	(cd "$tmp/rt" && PROBABLE_PROFILE=$tmp/rt/r1.json PROBABLE_PROFILE_FORMAT=json ./prog >/dev/null)
	v1=$(verdicts "$tmp/rt/r1.json")
	if [ -z "$v1" ]; then
		fail "runtime $cc: no JSON report from PROBABLE_PROFILE=file PROBABLE_PROFILE_FORMAT=json"
		continue
	fi
	"$fix" --root "$tmp/rt" --rewrite-likely "$tmp/rt/r1.json" >"$tmp/rt/fix.diff" 2>"$tmp/rt/fix.err"
	if grep -q ': skip ' "$tmp/rt/fix.err"; then
		fail "runtime $cc: sites skipped: $(grep ': skip '  "$tmp/rt/fix.err" | head -n 2 | tr '\n' ' ')"
	fi
	if ! patch -s -p1 -d "$tmp/rt" <"$tmp/rt/fix.diff"; then
		fail "runtime $cc: patch -p1 rejects the diff"
		continue
	fi
	n=$(grep -c '^+[^+]' "$tmp/rt/fix.diff")
	if ! rt_build "$cc" "$tmp/rt/prog2" 2>"$tmp/rt/cc.err"; then
		fail "runtime $cc: the patched program does not build: $(grep -m1 error "$tmp/rt/cc.err")"
		continue
	fi
	(cd "$tmp/rt" && PROBABLE_PROFILE=$tmp/rt/r2.json PROBABLE_PROFILE_FORMAT=json ./prog2 >/dev/null)
	v2=$(verdicts "$tmp/rt/r2.json")
	# every site ok (two identical calls on one line are one site once
	# their pcs agree, so the count can drop from 10 to 9)
	if [[ $v2 =~ ^ok=(9|10)$ ]]; then
		pass "runtime $cc: run ($v1), fix ($n lines), rebuild, rerun: every site ok ($v2)"
	else
		fail "runtime $cc: after the fix the verdicts are $v2 (before: $v1), not all ok"
	fi
done
finish
