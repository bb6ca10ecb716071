#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/evidence/walkthrough.sh - bench/field/walk.py and walkpage.py, the logic of
# bench/field/walkthrough.sh, on small fixtures (no code base, no build):
# split gives each kind of corpus.py's blocks to its own input; flips
# tells a "varies" site whose hint the series removes from one it flips
# (likely <-> unlikely, or probable() across the arch's thresholds) and
# fails on a flip; the page lists the places two labels judge
# differently, and says "not shown yet" for exactly the tool options the
# run lacked.  One python3 start.
source "$(dirname "$0")/../lib/lib.sh"
have python3 || { skip "no python3"; finish; }
mkdir -p "$tmp/tree" "$tmp/ok" "$tmp/bad" "$tmp/prob" "$tmp/w/counts" "$tmp/w/out" "$tmp/w2/out"
printf 'hello text\n' >"$tmp/tree/a.txt"
printf 'world text\n' >"$tmp/tree/b.txt"
# a report with three "varies" sites (lines 7, 9, 13) and a wrong one (11),
# as the compiler in programs/ names them
cat >"$tmp/merged.json" <<'EOF'
{"labels": ["text", "numbers"], "sites": [
 {"file": "../lib/a.c", "line": 7, "nth": 0, "unit": "../lib/a.c", "macro": "unlikely", "expr": "x > 1", "kind": "branch", "high": 89, "low": 11, "verdict": "varies"},
 {"file": "../lib/a.c", "line": 7, "nth": 0, "unit": "../lib/b.c", "macro": "unlikely", "expr": "x > 1", "kind": "branch", "high": 89, "low": 11, "verdict": "varies"},
 {"file": "../lib/a.c", "line": 9, "nth": 0, "unit": "../lib/a.c", "macro": "likely", "expr": "y", "kind": "branch", "high": 89, "low": 11, "verdict": "varies"},
 {"file": "../lib/a.c", "line": 11, "nth": 0, "unit": "../lib/a.c", "macro": "unlikely", "expr": "z", "kind": "branch", "high": 89, "low": 11, "verdict": "wrong"},
 {"file": "../lib/a.c", "line": 13, "nth": 0, "unit": "../lib/a.c", "macro": "likely", "expr": "w", "kind": "branch", "high": 89, "low": 11, "verdict": "varies"}]}
EOF
# ok: line 7's hint removed, line 9 untouched, line 11 flipped (not varies);
# a mail's signature ("-- ") after the hunk is no removed line 13
cat >"$tmp/ok/0001-lib-drop.patch" <<'EOF'
From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
Subject: [PATCH 1/1] lib: drop a hint

--- a/lib/a.c
+++ b/lib/a.c
@@ -6,7 +6,7 @@
 {
-	if (unlikely(x > 1))
+	if (x > 1)
 		a();
 	if (likely(y))
 		b();
-	if (unlikely(z))
+	if (likely(z))
 		c();
-- 
probable-fix 0.1.0
EOF
# bad: line 9 flipped
cat >"$tmp/bad/0001-lib-flip.patch" <<'EOF'
--- a/lib/a.c
+++ b/lib/a.c
@@ -9 +9 @@
-	if (likely(y))
+	if (unlikely(y))
EOF
# probable(): line 7 at pc 50 (no hint on x86), line 9 at pc 5 (unlikely: a flip)
cat >"$tmp/prob/0001-lib.patch" <<'EOF'
--- a/lib/a.c
+++ b/lib/a.c
@@ -7,3 +7,3 @@
-	if (unlikely(x > 1))
+	if (probable(x > 1, 50))
 		a();
-	if (likely(y))
+	if (probable(y, 5))
EOF
# the page: two labels judging line 7 differently, a run without --label,
# --top, -p, --series nor --baseline
w=$tmp/w
printf 'name=Demo\ncpu=Test CPU\nnproc=2\nkernel=Linux 6 (x86_64)\ntree_describe=v1\ntree_commit=abcdef0123456789\nversion_gcc=gcc 12.2\nversion_clang=clang 14.0\nwarnings=-Wall\n' >"$w/machine.txt"
printf 'labels=text numbers\nabout_text=source files\nabout_numbers=tables\nbuild_dir=programs\ncc=gcc\nccs=gcc clang\nopt=-O2\nops<<EOF\ncompress\t{BIN} {IN}\nEOF\n' >"$w/walk.txt"
printf 'text.bin\t3000\nnumbers.bin\t1000\n' >"$w/inputs.txt"
printf 'labels=no\ncost=no\ninert=no\nseries=no\nbaseline=no\n' >"$w/features.txt"
site() { # LINE EXPR MACRO COUNT OBSERVED VERDICT SUGGEST_HINT
	printf '{"file": "../lib/a.c", "line": %s, "nth": 0, "unit": "../lib/a.c", "macro": "%s", "expr": "%s", "kind": "branch", "count": %s, "observed": %s, "ci_low": 1, "ci_high": 99, "verdict": "%s", "suggest_hint": "%s"}' "$1" "$3" "$2" "$4" "$5" "$6" "$7"
}
printf '{"sites": [%s, %s]}\n' "$(site 7 'x > 1' unlikely 5000 3.5 ok unlikely)" "$(site 9 y likely 900 99 ok likely)" >"$w/counts/text.json"
printf '{"sites": [%s, %s]}\n' "$(site 7 'x > 1' unlikely 4000 99.5 wrong likely)" "$(site 9 y likely 800 98 ok likely)" >"$w/counts/numbers.json"
printf 'probable-report check --all a.json\n' >"$w/out/pooled.cmd"
printf 'lib/a.c:7: wrong: pooled\n' >"$w/out/pooled.out"
echo 1 >"$w/out/pooled.rc"
printf 'gcc\tgcc 12.2\tbuilt\t0\t0\nclang\tclang 14.0\tbuilt\t2\t2\n' >"$w/out/builds.tsv"
printf 'walk.py flips S M\n' >"$w/out/flips.cmd"
printf 'lib/a.c:7\tunlikely(x > 1)\tflipped\nvaries: 1 sites: 0 removed, 0 left, 0 changed, 1 flipped\n' >"$w/out/flips.out"
echo 1 >"$w/out/flips.rc"
# a second run with every option
cp "$w"/*.txt "$tmp/w2/"
cp -r "$w/counts" "$tmp/w2/"
printf 'labels=yes\ncost=yes\ninert=yes\nseries=yes\nbaseline=yes\n' >"$tmp/w2/features.txt"
for n in labels check top inert series baseline; do
	printf 'probable-report %s\n' "$n" >"$tmp/w2/out/$n.cmd"
	printf 'the %s output\n' "$n" >"$tmp/w2/out/$n.out"
	echo 0 >"$tmp/w2/out/$n.rc"
done
mkdir -p "$tmp/w2/series"
# the body quotes line 7's text label as miscalibrated, the report says ok
sed '/^Subject:/a\
\
lib/a.c:7, f():\
  text: 5000 evaluations, true 3.5% [1.0, 99.0], miscalibrated\
  numbers: 4000 evaluations, true 99.5% [1.0, 99.0], wrong\
---' "$tmp/ok/0001-lib-drop.patch" >"$tmp/w2/series/0001-lib-drop.patch"
printf '{"sites": [{"file": "../lib/a.c", "line": 7, "verdict": "varies", "labels": [{"label": "numbers", "verdict": "wrong"}, {"label": "text", "verdict": "ok"}]}]}\n' >"$tmp/w2/out/merged.json"

python3 - "$top/bench/field" "$tmp" >"$tmp/out" 2>&1 <<'PY'
import io, os, struct, sys, contextlib
here, tmp = sys.argv[1:3]
sys.path.insert(0, here)
import corpus, walk, walkpage
size = 5 * corpus.BLOCK + 1000
sys.argv = ["corpus.py", os.path.join(tmp, "tree"), str(size), os.path.join(tmp, "corpus.bin")]
with contextlib.redirect_stdout(io.StringIO()):
    corpus.main()
    walk.split(os.path.join(tmp, "corpus.bin"), os.path.join(tmp, "in"))
def rd(n):
    return open(os.path.join(tmp, "in", n + ".bin"), "rb").read()
text, numbers, noise = rd("text"), rd("numbers"), rd("noise")
print("sizes", len(text), len(numbers), len(noise), len(text) + len(numbers) + len(noise) == size)
print("text only", set(text) <= set(b"hello world text\n"), b"hello text\n" in text)
v = struct.unpack("<%dI" % (len(numbers) // 4), numbers)
print("numbers grow by 0..7", all(0 <= b - a <= 7 for a, b in zip(v, v[1:])), v[0] >= 1000)
for d in ("ok", "bad", "prob"):
    rows = walk.flips(os.path.join(tmp, d), os.path.join(tmp, "merged.json"), ["programs"])
    for r in rows:
        print(d, r[0], r[3])
    with contextlib.redirect_stdout(io.StringIO()) as buf:
        rc = walk.cmd_flips([os.path.join(tmp, d), os.path.join(tmp, "merged.json"), "programs"])
    print(d, "status", rc, buf.getvalue().splitlines()[-1])
import json
cdb = os.path.join(tmp, "cdb.json")
json.dump([{"directory": "/t/programs", "file": "../lib/b.c", "arguments": ["cc", "-Wall", "-c", "../lib/b.c"]},
           {"directory": "/t/programs", "file": "../lib/a.c", "command": "cc -Wextra -c ../lib/a.c"}], open(cdb, "w"))
print("command", walk.compile_command(cdb, "lib/a.c"), "|", walk.compile_command(cdb, "lib/b.c"), "|", walk.compile_command(cdb, "a.h"))
sar = os.path.join(tmp, "s.sarif")
json.dump({"runs": [{"results": [{"baselineState": "absent"}, {"baselineState": "absent"}, {"baselineState": "new"}]}]}, open(sar, "w"))
print("states", sorted(walkpage.sarif_states(sar).items()), walkpage.sarif_states(os.path.join(tmp, "none")))
top = """verdict         pc observed 99% interval          hint            count         cost  where                      what
varies          10   43.51% [42.87, 44.16]        unlikely        39009        16973  ../lib/a.c:7 f() unlikely(x > 1)
              gain 12166.5 evaluations: 16973 against the layout now, 4806.5 with the suggestion
              label numbers: ok, true 0.12% [0.05, 0.28] of 7356
few             10    0.00% [0.00, 62.39]         unlikely            4            0  ../lib/a.c:9 f() likely(y)
              cold: 4 evaluations, fewer than 1000: listed after every warm site
"""
print("ranking", walkpage.ranking(top, "programs"))
for w in ("w", "w2"):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        walkpage.main(os.path.join(tmp, w), "/top")
    open(os.path.join(tmp, w + ".md"), "w").write(buf.getvalue())
PY
[ $? = 0 ] || fail "the python part failed: $(tail -n 3 "$tmp/out")"
expect() { # LABEL LINE: the output has this line
	if grep -qxF -- "$2" "$tmp/out"; then pass "$1"; else fail "$1: no line '$2' in: $(tr '\n' ';' <"$tmp/out")"; fi
}
# 5 blocks + 1000 bytes: text, numbers, text, noise, text, text (the 1000)
expect "split: 3 blocks and the rest of text, 1 of numbers, 1 of noise; nothing lost" "sizes 197608 65536 65536 True"
expect "split: the text input holds only the tree's text" "text only True True"
expect "split: the numbers input is corpus.py's growing 32-bit table" "numbers grow by 0..7 True True"
expect "flips: the hint removed from a varies site (one row per place, its units pooled)" "ok lib/a.c:7 removed"
expect "flips: a varies site no patch touches is left" "ok lib/a.c:9 left"
expect "flips: a mail's signature after the last hunk is no change of the next line" "ok lib/a.c:13 left"
expect "flips: a flipped wrong site is none of its business; status 0" "ok status 0 varies: 3 sites: 1 removed, 2 left, 0 changed, 0 flipped"
expect "flips: likely() written unlikely() at a varies site is a flip" "bad lib/a.c:9 flipped"
expect "flips: a flip fails (status 1)" "bad status 1 varies: 3 sites: 0 removed, 2 left, 0 changed, 1 flipped"
expect "flips: probable(x, 50) is no hint on x86: removed" "prob lib/a.c:7 removed"
expect "flips: probable(y, 5) for a likely() is a flip" "prob lib/a.c:9 flipped"
expect "command: the compile database's line for a tree path, either form, nothing for a file it lacks" "command cc -Wextra -c ../lib/a.c | cc -Wall -c ../lib/b.c | "
expect "ranking: each finding's place, verdict, cost and gain, in the table's order ('-': no gain line)" "ranking [('lib/a.c:7', 'varies', '16973', '12166.5'), ('lib/a.c:9', 'few', '0', '-')]"
expect "page: SARIF results counted by baselineState" "states [('absent', 2), ('new', 1)] {}"
pg=$tmp/w.md
want() { # PAGE LABEL FIXED-STRING: the page has it
	if grep -qF -- "$3" "$1"; then pass "page: $2"; else fail "page: $2: '$3' missing"; fi
}
want "$pg" "the place two labels judge differently, with each label's rate and verdict" \
	"| lib/a.c:7 | lib/a.c | \`unlikely(x > 1)\` | ok: 3.50% of 5000 [1.00, 99.00] | wrong: 99.50% of 4000 [1.00, 99.00] |"
want "$pg" "in short: the flip one label alone asks for, refused" \
	"Judged on *numbers* alone the tool says write likely(); on *text* the hint as written is right, and the flip would be wrong there."
want "$pg" "the machine and every compiler" "Test CPU, 2 CPUs online"
want "$pg" "the compilers named" "Compilers: gcc 12.2; clang 14.0."
want "$pg" "the patched tree's warnings per compiler" "| clang 14.0 | built | 2 | 2 |"
want "$pg" "the pooled gate's output" "lib/a.c:7: wrong: pooled"
want "$pg" "a flipped varies site: the series is not to be sent" "**A site judged \`varies\` is flipped: this series must not be sent**"
n=$(grep -c '^\*\*Not shown yet\*\*' "$pg")
[ "$n" = 5 ] && pass "page: 'not shown yet' once per missing option (5)" || fail "page: 'not shown yet' $n times, not 5"
if grep -q 'lib/a.c:9 |' "$pg"; then fail "page: a place both labels judge ok is in the disagreement table"; else pass "page: only the places the labels judge differently are listed"; fi
pg=$tmp/w2.md
n=$(grep -c 'Not shown yet' "$pg")
[ "$n" = 0 ] && pass "page, every option: nothing said to be missing" || fail "page, every option: 'not shown yet' $n times"
want "$pg" "every option: each tool's output shown" "the baseline output"
want "$pg" "every option: the series' subjects" "| 0001-lib-drop.patch | [PATCH 1/1] lib: drop a hint |"
want "$pg" "every option: the closing line" "Nothing: every step above ran."
want "$pg" "a body's per-label verdict other than the report's is named (and only that one)" \
	"differ from the labelled report's (section 4) at 1 place(s); the rates and intervals are the same, the word is not: lib/a.c:7 text: report ok, body miscalibrated."
finish
