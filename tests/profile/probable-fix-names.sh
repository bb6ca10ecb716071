#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/profile/probable-fix-names.sh - tools/probable-fix takes the list of
# public macros from probable.h (the block between "BEGIN public names" and
# "END public names"), so the list is written once:
#   - a name added to that block in a copy of the headers (--include DIR) is
#     a site the tool rewrites; without that copy it is not;
#   - by default the tool reads ../include next to itself;
#   - a copy of the tool with no headers beside it falls back to its built-in
#     list, which is checked to be the header's list.
source "$(dirname "$0")/../lib/lib.sh"

fix=$top/tools/probable-fix
if ! have python3; then
	skip "probable-fix names: no python3"
	finish
fi

# the site: a call of a macro only the copied header knows
mkdir -p "$tmp/src" "$tmp/inc"
cp "$top"/include/*.h "$tmp/inc/"
sed -i 's|^/\* END public names \*/$|#define probable_custom_p(p, pc) PROBABLE_GET_SITE_(p, pc, #p, probable_custom_p)\n&|' "$tmp/inc/probable.h"
if ! grep -q '^#define probable_custom_p' "$tmp/inc/probable.h"; then
	fail "probable-fix names: could not add a name to a copy of probable.h (no END public names line?)"
	finish
fi
printf 'int f(const int *q)\n{\n\treturn probable_custom_p(q, 10) + probable(*q > 1, 90);\n}\n' >"$tmp/src/a.c"
cat >"$tmp/report.json" <<'EOF'
{"version": 1, "sites": [
 {"file": "a.c", "line": 3, "func": "f", "expr": "q", "kind": "unaligned", "declared": 10,
  "verdict": "wrong", "suggest": 70},
 {"file": "a.c", "line": 3, "func": "f", "expr": "*q > 1", "kind": "branch", "declared": 90,
  "verdict": "wrong", "suggest": 20}
]}
EOF

# rewrites: the "+" lines of the diff
rewrites() { grep '^+[^+]' | tr -d '\t'; }

out=$(python3 "$fix" --root "$tmp/src" --include "$tmp/inc" "$tmp/report.json" 2>"$tmp/err" | rewrites)
if [ "$out" = "+return probable_custom_p(q, 70) + probable(*q > 1, 20);" ]; then
	pass "probable-fix names: a name added to probable.h's list (--include) is a site"
else
	fail "probable-fix names: with --include, the rewrite is '$out': $(cat "$tmp/err")"
fi

out=$(python3 "$fix" --root "$tmp/src" "$tmp/report.json" 2>"$tmp/err" | rewrites)
if [ "$out" = "+return probable_custom_p(q, 10) + probable(*q > 1, 20);" ]; then
	pass "probable-fix names: by default the tool reads ../include/probable.h (which lacks the name)"
else
	fail "probable-fix names: by default, the rewrite is '$out': $(cat "$tmp/err")"
fi

# a copy of the tool alone: the built-in list, which must be the header's
mkdir -p "$tmp/alone/bin"
cp "$fix" "$tmp/alone/bin/probable-fix"
out=$(python3 "$tmp/alone/bin/probable-fix" --root "$tmp/src" "$tmp/report.json" 2>"$tmp/err" | rewrites)
if [ "$out" = "+return probable_custom_p(q, 10) + probable(*q > 1, 20);" ]; then
	pass "probable-fix names: with no headers beside it the tool uses its built-in list"
else
	fail "probable-fix names: with no headers, the rewrite is '$out': $(cat "$tmp/err")"
fi
cmp=$(python3 - "$fix" "$top/include/probable.h" <<'EOF'
import sys, importlib.machinery, importlib.util
loader = importlib.machinery.SourceFileLoader("probable_fix", sys.argv[1])
spec = importlib.util.spec_from_loader("probable_fix", loader)
m = importlib.util.module_from_spec(spec)
loader.exec_module(m)
builtin = dict(m.MACROS)
read = m.read_public_names(sys.argv[2]) or {}
read.update(m.LIKELY_MACROS)
diff = sorted(k for k in set(builtin) | set(read) if builtin.get(k) != read.get(k))
print("same %d" % len(read) if not diff else "differ: " + " ".join(diff))
EOF
)
case $cmp in
"same "*) pass "probable-fix names: the built-in list is probable.h's (${cmp#same } names)" ;;
*) fail "probable-fix names: the built-in list and probable.h's $cmp" ;;
esac
finish
