#!/bin/sh
# SPDX-License-Identifier: MIT
# examples/profile-likely.sh - which likely()/unlikely() guesses of an
# unmodified program are wrong.  examples/lz77.c has its own likely() and
# unlikely() and does not include probable.h; built with
# -include probable_likely.h, each likely(x) becomes a profiled probable()
# site declaring 90%, each unlikely(x) one declaring 10%.
#
#   sh examples/profile-likely.sh         CC=clang and VERDICTS=wrong,miscalibrated work too
#
# Prints the text report (worst first) and, when tools/probable-fix is
# there, the diff that would write each measured pc into the source.
set -eu
cd "$(dirname "$0")/.."
cc=${CC:-cc}
verdicts=${VERDICTS:-wrong}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

set -x
"$cc" -std=c99 -O2 -pthread -DPROBABLE_PROFILE -include include/probable_likely.h -Iinclude \
	examples/lz77.c -o "$tmp/lz77"
# the program's output on stdout, the report at exit on stderr; then the
# same run again for a JSON report (the counts are the same: no randomness)
PROBABLE_PROFILE=- "$tmp/lz77" 2>"$tmp/report.txt"
PROBABLE_PROFILE="$tmp/report.json" PROBABLE_PROFILE_FORMAT=json "$tmp/lz77" >/dev/null
{ set +x; } 2>/dev/null

echo
cat "$tmp/report.txt"
echo
if [ -x tools/probable-fix ]; then
	echo "== tools/probable-fix --rewrite-likely --verdicts $verdicts (review, then apply with patch -p1)"
	echo "   (likely(x) becomes probable(x, measured pc); the file gets #include <probable.h>)"
	tools/probable-fix --rewrite-likely --verdicts "$verdicts" "$tmp/report.json"
else
	echo "note: tools/probable-fix is not there; no diff shown"
fi
