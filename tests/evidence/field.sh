#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/evidence/field.sh - bench/field/'s statistics and page, from synthetic
# results (no code base, no build, no timing): the sign-test interval's order
# statistics; "no measurable change" exactly when the interval holds 0; the
# page lists the wrong site at its tree path, the judged and not-judged
# counts, the instruction change and says "no measurable change" plainly;
# corpus.py writes the same bytes twice; the README's quoted lines ("> ")
# are lines of docs/field.md.  One python3 start.
source "$(dirname "$0")/../lib/lib.sh"
have python3 || { skip "no python3"; finish; }
w=$tmp/work
mkdir -p "$w/gcc" "$tmp/tree/sub"
printf 'nproc=2\ncpu=Test CPU\nname=Demo\nccs=gcc\nopt=-O2\npairs=21\nmacros=likely()\n' >"$w/machine.txt"
printf 'version=gcc 12\nbuild_dir=programs\nfixed=built\ncheck_rc=1\nfix_rc=0\n' >"$w/gcc/cc.txt"
cat >"$w/gcc/report.json" <<'EOF'
{"sites": [
 {"file": "../lib/a.c", "line": 7, "nth": 0, "unit": "../lib/a.c", "func": "f", "macro": "unlikely", "expr": "x > 1", "kind": "branch", "arch": "x86", "high": 89, "low": 11, "declared": 10, "count": 5000, "observed": 55.0, "ci_low": 53.0, "ci_high": 57.0, "hint": "unlikely", "verdict": "wrong", "suggest": 55, "suggest_hint": "none"},
 {"file": "../lib/a.c", "line": 9, "nth": 0, "unit": "../lib/a.c", "func": "f", "macro": "likely", "expr": "y", "kind": "branch", "arch": "x86", "high": 89, "low": 11, "declared": 90, "count": 9000, "observed": 99.0, "ci_low": 98.0, "ci_high": 99.5, "hint": "likely", "verdict": "ok", "suggest": 99, "suggest_hint": "likely"},
 {"file": "../lib/a.c", "line": 11, "nth": 0, "unit": "../lib/a.c", "func": "f", "macro": "likely", "expr": "z", "kind": "branch", "arch": "x86", "high": 89, "low": 11, "declared": 90, "count": 0, "observed": 0, "ci_low": 0, "ci_high": 100, "hint": "likely", "verdict": "unreached", "suggest": 90, "suggest_hint": "likely"}]}
EOF
printf -- '--- a/lib/a.c\n+++ b/lib/a.c\n@@ -7 +7 @@\n-  if (unlikely(x > 1))\n+  if (x > 1)\n' >"$w/gcc/fix.patch"
printf 'compress\tstock\t1000000\taa\ncompress\tfixed\t1012000\taa\n' >"$w/gcc/instructions.tsv"
printf 'sub/a.txt\thello\nsub/b.txt\tworld\n' | while IFS=$'\t' read -r f t; do echo "$t" >"$tmp/tree/$f"; done

python3 - "$top/bench/field" "$w" "$tmp" >"$tmp/out" 2>&1 <<'PY'
import io, json, os, subprocess, sys, contextlib
here, w, tmp = sys.argv[1:4]
sys.path.insert(0, here)
import pairs, page, corpus
print("interval21", *pairs.sign_interval(21))
print("interval5", *pairs.sign_interval(5))
def stats(rows):
    with open(os.path.join(tmp, "t.csv"), "w") as fh:
        fh.write("op,pair,build,cpu_s,wall_s\n")
        for i, (s, f) in enumerate(rows):
            fh.write("op,%d,stock,%f,0\nop,%d,fixed,%f,0\n" % (i, s, i, f))
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        pairs.cmd_stats(os.path.join(tmp, "t.csv"))
    return json.loads(buf.getvalue())[0]
# fixed 10% faster in every pair: measurable
e = stats([(1.0 + i / 100, (1.0 + i / 100) * 0.9) for i in range(21)])
print("faster", e["result"], round(e["change_median"], 4), round(e["ci_high"], 4))
# ratios -10..+10%: the interval holds 0
e = stats([(1.0, 1.0 + (i - 10) / 100) for i in range(21)])
print("mixed", e["result"], round(e["ci_low"], 4), round(e["ci_high"], 4))
json.dump([e], open(os.path.join(w, "gcc", "time.json"), "w"))
sys.argv = ["page.py", w, "/top"]
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    page.main()
open(os.path.join(tmp, "page.md"), "w").write(buf.getvalue())
for n in (1, 2):
    sys.argv = ["corpus.py", os.path.join(tmp, "tree"), "200000", os.path.join(tmp, "c%d" % n)]
    with contextlib.redirect_stdout(io.StringIO()):
        corpus.main()
print("corpus", open(os.path.join(tmp, "c1"), "rb").read() == open(os.path.join(tmp, "c2"), "rb").read(),
      os.path.getsize(os.path.join(tmp, "c1")), b"hello" in open(os.path.join(tmp, "c1"), "rb").read())
PY
[ $? = 0 ] || fail "the python part failed: $(tail -n 3 "$tmp/out")"
expect() { # LABEL LINE: the output has this line
	if grep -qxF -- "$2" "$tmp/out"; then pass "$1"; else fail "$1: no line '$2' in: $(tr '\n' ';' <"$tmp/out")"; fi
}
# n = 21: P(B <= 5) = 0.0133 <= 2.5% < P(B <= 6) = 0.0392; coverage 1 - 2 * 0.0133
expect "sign test, 21 pairs: the 6th smallest and largest, coverage 97.3%" "interval21 6 0.9733963012695312"
expect "sign test, 5 pairs: too few for a 95% interval" "interval5 0 1.0"
expect "fixed 10% faster in every pair: measurable, interval below 0" "faster fixed is faster -0.1 -0.1"
expect "ratios from -10% to +10%: no measurable change, interval [r6, r16]" "mixed no measurable change -0.05 0.05"
expect "corpus.py: the same bytes twice, the size asked, the tree's text in it" "corpus True 200000 True"
pg=$tmp/page.md
want() { # LABEL FIXED-STRING: the page has it
	if grep -qF -- "$2" "$pg"; then pass "page: $1"; else fail "page: $1: '$2' missing"; fi
}
want "the wrong site at its tree path, its rate and evaluations" "| lib/a.c:7 | \`unlikely(x > 1)\` | 5000 | 55.00% |"
want "judged and not-judged counts" "Judged: **2** (1 ok, 0 miscalibrated, 0 needless, 1 wrong). Wrong: **1**. Not judged: 1 (1 unreached"
want "the instruction change" "| compress | 1,000,000 | 1,012,000 | +1.20% | same |"
want "no measurable change, said plainly" "time: **no measurable change** in any of the 1 operations"
want "the diffstat" "lib/a.c +1 -1; 1 file(s)"
want "the machine" "Test CPU, 2 CPUs online"
# the README quotes docs/field.md: every quoted line ("> ") is in the page
n=0
while IFS= read -r q; do
	n=$((n + 1))
	grep -qxF -- "${q#> }" "$top/docs/field.md" || fail "README quotes a line docs/field.md does not have: ${q:0:100}"
done < <(grep '^> ' "$top/README.md")
[ $n -gt 0 ] && pass "README quotes docs/field.md ($n lines, each in the page)" ||
	fail "README quotes no line of docs/field.md (its summary of what hints are worth in the field)"

# End to end (PROBABLE_TEST_EXHAUSTIVE=1: three builds, valgrind, ~40 s): a
# toy code base with its own likely()/unlikely(), one hint wrong (true half
# the time), the other constant; --workload instead of FIELD_OPS.
if [ "${PROBABLE_TEST_EXHAUSTIVE:-0}" != 1 ]; then
	skip "end to end on a toy code base: PROBABLE_TEST_EXHAUSTIVE=1 (make test-exhaustive)"
	finish
fi
for t in gcc make valgrind git objdump; do have $t || { skip "end to end: no $t"; finish; }; done
toy=$tmp/toy
mkdir -p "$toy"
cat >"$toy/toy.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#ifndef likely
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#endif
int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000, odd = 0, i;
	for (i = 0; i < n; i++) {
		if (unlikely(i % 4 != 0))
			odd++;
		if (likely(i >= 0))
			odd += 0;
	}
	printf("%ld\n", odd);
	return 0;
}
EOF
printf 'toy: toy.c\n\t$(CC) -Wall -Wextra $(CFLAGS) toy.c -o toy\n' >"$toy/Makefile"
cat >"$tmp/toy.conf" <<'EOF'
FIELD_NAME=Toy
FIELD_BUILD='make CC="$CC"'
FIELD_BIN=toy
FIELD_BUILD_DIRS=.
FIELD_CORPUS_SIZE=1000
FIELD_MACROS='likely()/unlikely() (toy.c)'
FIELD_OPS=$(printf '%s\t%s\n' count "{BIN} 1000")
field_prepare() { :; }
EOF
if ! (cd "$toy" && git init -q && git add . && git -c user.email=t@t -c user.name=t commit -qm toy); then
	fail "end to end: git cannot make the toy checkout"
	finish
fi
if ! FIELD_NICE=0 bash "$top/bench/field/evidence.sh" --pairs 6 --work "$tmp/w" --out "$tmp/toy.md" \
	--workload '{BIN} 300000' "$tmp/toy.conf" "$toy" >"$tmp/e2e.log" 2>&1; then
	fail "end to end: evidence.sh fails: $(tail -n 3 "$tmp/e2e.log" | tr '\n' ' ')"
	finish
fi
pg=$tmp/toy.md
want "end to end: the wrong hint, its rate and evaluations" "| toy.c:11 | \`unlikely(i % 4 != 0)\` | 300000 | 75.00% |"
want "end to end: the patch changes the wrong hint's line" "-		if (unlikely(i % 4 != 0))"
grep -q '^fixed=built$' "$tmp/w/gcc/cc.txt" && pass "end to end: the patched tree builds" ||
	fail "end to end: the patched tree: $(grep '^fixed=' "$tmp/w/gcc/cc.txt")"
grep -q '^| workload | .* | same |$' "$pg" && pass "end to end: cachegrind ran both builds, the same output" ||
	fail "end to end: no instruction row with the same output"
grep -q '^| workload | .* ms | .* of 6 | ' "$pg" && pass "end to end: a time row over the 6 pairs" ||
	fail "end to end: no time row over 6 pairs"
finish
