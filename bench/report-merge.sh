#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/report-merge.sh - what merging many profile reports costs (a
# benchmark that prints numbers, not a test): writes REPORTS (default
# 10000) version-2 reports of SITES (default 100) sites each, as a fleet's
# %p files would be (the same sites, random counts), then times
#   tools/probable-report merge DIR/*.json -o merged.json
# and prints the wall time and the peak resident memory (/usr/bin/time -v
# when there, else bash's time and no memory).  Run once more with 10x
# fewer reports to see that memory does not grow with the number of files.
#   REPORTS=10000 SITES=100 bash bench/report-merge.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
reports=${REPORTS:-10000}
sites=${SITES:-100}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" "$reports" "$sites" <<'PY'
import json, os, random, sys
d, nrep, nsites = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(1)
head = '{"format": "probable-profile", "version": 2, "run": "%s", "dumps": 1, "sites": ['
tmpl = ('{"file": "src/mod%d.c", "line": %d, "func": "f%d", "expr": "x[%d] > limit", "macro": "probable", '
        '"kind": "branch", "arch": "x86", "declared": %d, "high": 89, "low": 11, "exact": 0, "threshold": 0, '
        '"test_below": 0, "size": 0, "count": %d, "hits": %d, "observed": 0.0000, "ci_low": 0.0000, '
        '"ci_high": 100.0000, "hint": "none", "verdict": "ok", "suggest": 0, "suggest_hint": "none", "needed": 0}')
for r in range(nrep):
    rows = []
    for i in range(nsites):
        n = rng.randrange(0, 100000)
        rows.append(tmpl % (i % 10, 100 + i, i, i, (i * 37) % 101, n, rng.randrange(0, n + 1)))
    with open(os.path.join(d, "profile.%d.json" % (10000 + r)), "w") as f:
        f.write(head % ("%032x" % r) + "\n  " + ",\n  ".join(rows) + "\n]}\n")
PY
bytes=$(du -sh "$dir" | cut -f1)
echo "report-merge: $reports reports of $sites sites ($bytes) on $(nproc) cores, $(python3 --version)"
cd "$dir"
if [ -x /usr/bin/time ]; then
	/usr/bin/time -v python3 "$top/tools/probable-report" merge profile.*.json -o merged.json 2>time.txt
	wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt)
	rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.txt)
	echo "report-merge: wall $wall (m:ss), peak RSS $((rss / 1024)) MiB"
else
	time python3 "$top/tools/probable-report" merge profile.*.json -o merged.json
fi
python3 - merged.json "$reports" "$sites" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["inputs"] == int(sys.argv[2]) and len(doc["sites"]) == int(sys.argv[3]), (doc["inputs"], len(doc["sites"]))
print("report-merge: merged %d reports into %d sites, %d evaluations" % (
    doc["inputs"], len(doc["sites"]), sum(s["count"] for s in doc["sites"])))
PY
