#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/report/report.sh - tools/probable-report: its Python unittest
# modules (tests/report/test_*.py, fixtures in tests/report/fixtures/), one
# PASS/FAIL/SKIP line per test (tests/report/runner.py):
#   test_judge.py  the runtime's arithmetic: judge() against the C runtime's
#                  own reports (fixtures, and a fresh build when profile mode
#                  builds) and an independent Wilson computation
#   test_merge.py  merge exact on three reports, hundreds of %p reports,
#                  declared-pc conflicts, version 1 input, stdin, errors
#   test_api.py    the library probable-fix imports: arch table,
#                  changes_code, fix_decision, source path resolution
#   test_html.py   the HTML report's pages; rendered in headless Chromium
#                  (Debian's chromium, installed when missing and root)
source "$(dirname "$0")/../lib/lib.sh"

if ! have python3; then
	skip "report: python3 missing (apt-get install python3)"
	finish
fi
cd "$top/tests/report" || exit 1
PYTHONDONTWRITEBYTECODE=1 TMPDIR=$tmp python3 runner.py test_judge.py test_merge.py test_api.py test_html.py 2>"$tmp/stderr"
status=$?
if [ "$status" != 0 ]; then
	sed 's/^/note: /' "$tmp/stderr" | head -n 60
	failures=$((failures + 1))
fi
finish
