#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/coverage-scale.sh - how long and how much memory judging coverage
# data takes: a generated tree of FILES files (default 1000) with SITES
# hint sites each (default 20: 20,000 in all), with gcov JSON (one
# .gcov.json.gz per file) and one llvm-cov export for all of it, each
# judged by `probable-report check` (the source scan of the whole tree,
# the match, the judgement, the merge).  Prints the wall time and the
# peak resident memory of each (GNU time); asserts nothing.
#
#     bash bench/coverage-scale.sh [FILES [SITES]]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
files=${1:-1000}
sites=${2:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$files" "$sites" <<'PY'
import gzip, json, os, sys
work, nfiles, nsites = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
src = os.path.join(work, "src")
os.makedirs(os.path.join(src, "include"))
with open(os.path.join(src, "include", "hint.h"), "w") as f:
    f.write("#define HINT_LIKELY(x) __builtin_expect(!!(x), 1)\n")
body_col, body_end = 25, 51  # the macro body's columns on line 1 of hint.h
llvm_files = []
for i in range(nfiles):
    rel = "mod%03d/file%04d.c" % (i // 50, i)
    os.makedirs(os.path.join(src, os.path.dirname(rel)), exist_ok=True)
    lines = ['#include "hint.h"', "int f%d(int x)" % i, "{", "\tint s = 0;"]
    gl, exps = [], []
    for k in range(nsites):
        ln = len(lines) + 1
        if k % 2:
            lines.append("\tif (probable(x %% %d == %d, %d))" % (k + 2, k % 3, (k * 7) % 101))
            col, name = 6, "probable"
        else:
            lines.append("\tif (HINT_LIKELY(x > %d))" % k)
            col, name = 6, "HINT_LIKELY"
        lines.append("\t\ts += %d;" % k)
        n = 1000 + 37 * k + i
        t = (n * ((k * 13) % 100)) // 100
        gl.append({"line_number": ln, "count": n, "function_name": "f%d" % i,
                   "unexecuted_block": False,
                   "branches": [{"count": t, "fallthrough": True, "throw": False},
                                {"count": n - t, "fallthrough": False, "throw": False}]})
        gl.append({"line_number": ln + 1, "count": t, "function_name": "f%d" % i,
                   "unexecuted_block": False, "branches": []})
        hdr = os.path.join(src, "include", "hint.h")
        exps.append({"filenames": [os.path.join(src, rel), hdr],
                     "source_region": [ln, col, ln, col + len(name), n, 0, 1, 1],
                     "target_regions": [],
                     "branches": [[1, body_col, 1, body_end, t, n - t, 1, 0, 4]]})
    lines += ["\treturn s;", "}"]
    with open(os.path.join(src, rel), "w") as f:
        f.write("\n".join(lines) + "\n")
    doc = {"gcc_version": "12.2.0", "format_version": "1", "current_working_directory": src,
           "data_file": rel[:-2] + ".gcda", "files": [{"file": rel, "lines": gl,
                     # f's out-of-line code counts its lines (an -O0 build: exact counts)
                     "functions": [{"name": "f%d" % i, "demangled_name": "f%d" % i, "start_line": 2,
                                    "end_line": len(lines), "execution_count": 1000}]}]}
    os.makedirs(os.path.join(work, "gcov"), exist_ok=True)
    with open(os.path.join(work, "gcov", "f%04d.gcov.json.gz" % i), "wb") as f:
        f.write(gzip.compress(json.dumps(doc).encode()))
    llvm_files.append({"filename": os.path.join(src, rel), "branches": [], "expansions": exps,
                       "segments": [], "summary": {}})
with open(os.path.join(work, "export.json"), "w") as f:
    json.dump({"version": "2.0.1", "type": "llvm.coverage.json.export",
               "data": [{"files": llvm_files, "functions": [], "totals": {}}]}, f)
PY
(cd "$work/src" && cp "$top/include/probable.h" include/ 2>/dev/null || true)
echo "tree: $files files, $((files * sites)) hint sites; gcov: $(du -sh "$work/gcov" | cut -f1), llvm-cov export: $(du -h "$work/export.json" | cut -f1)"
for input in gcov llvm-cov; do
	if [ "$input" = gcov ]; then args=("$work"/gcov/*.gcov.json.gz); else args=("$work/export.json"); fi
	/usr/bin/time -f "%e %M %U" -o "$work/time" env PYTHONPATH="$top/tools" python3 -m probable.cli.check \
		"${args[@]}" --root "$work/src" --arch x86 >"$work/out" 2>"$work/err" || true
	read -r secs kb cpu < <(tail -n 1 "$work/time")
	echo "$input: $(wc -l <"$work/out") wrong hints listed; $(tail -n 1 "$work/err" | sed 's/^probable-report check: //')"
	echo "$input: ${secs} s wall (${cpu} s user CPU), $((kb / 1024)) MB peak resident (limit: 30 s, 500 MB)"
done
