#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/report-scale.sh - what probable-report costs on a whole-kernel
# profile (a benchmark that prints numbers, not a test): writes one
# version-3 report of SITES (default 200000) sites, random but the same on
# every run (seed 20), spread over SITES/7 files as a kernel's are, with
# a second run of the same sites (other counts), then times
#   probable-report text   A.json            (the table, to /dev/null)
#   probable-report merge  A.json B.json -o merged.json
#   probable-report html   A.json -o html/
# and prints each one's wall time and peak resident memory (/usr/bin/time
# -v).  The goal (issue 20): each within 20 s and 500 MB.
#   SITES=200000 bash bench/report-scale.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
sites=${SITES:-200000}
tool=${PROBABLE_REPORT:-$top/tools/probable-report}
dir=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept $dir" || rm -rf "$dir"' EXIT

python3 - "$dir" "$sites" <<'PY'
import json, os, random, sys
d, n = sys.argv[1], int(sys.argv[2])
macros = ["likely", "unlikely", "probable", "get_unaligned_p", "IS_ERR_OR_NULL"]
funcs = ["%s_%s" % (a, b) for a in ("ext4", "tcp", "mm", "sched", "blk", "nvme", "usb", "drm", "kvm", "net")
         for b in ("init", "read", "write", "poll", "alloc", "free", "lookup", "submit", "irq", "probe")]
for run, seed in (("A", 20), ("B", 21)):
    rng = random.Random(20)  # the same sites in both runs
    counts = random.Random(seed)
    files = ["%s/%s/file%05d.c" % (rng.choice(("fs", "net", "drivers", "mm", "kernel", "arch/x86")),
                                   rng.choice(("core", "ipv4", "gpu", "block", "usb", "ext4")), i)
             for i in range(max(1, n // 7))]
    rows = []
    line_of = {}
    for i in range(n):
        f = rng.choice(files)
        line = line_of[f] = line_of.get(f, rng.randrange(1, 50)) + rng.randrange(1, 40)
        m = rng.choice(macros)
        kind = "unaligned" if m == "get_unaligned_p" else "branch"
        declared = {"likely": 90, "unlikely": 10}.get(m, rng.randrange(0, 101))
        c = counts.choice((0, 0, 3, 50, 120, 5000, 100000, 2000000))
        h = counts.randrange(0, c + 1) if c else 0
        rows.append({"file": f, "line": line, "nth": 0, "col": rng.randrange(1, 60), "func": rng.choice(funcs),
                     "expr": "%s->field%d %s %d" % (rng.choice(("skb", "inode", "page", "dev", "req")), i % 97,
                                                    rng.choice(("==", "!=", "<", ">")), i % 13),
                     "cond": None, "macro": m, "kind": kind, "arch": "x86", "source": "profile",
                     "declared": declared, "high": 89, "low": 11, "exact": 0, "threshold": 0, "test_below": 0,
                     "size": 4 if kind == "unaligned" else 0, "constant": 1 if i % 500 == 0 else 0,
                     "count": c, "hits": h})
        rows[-1]["cond"] = rows[-1]["expr"]
    with open(os.path.join(d, run + ".json"), "w") as out:
        out.write('{"format": "probable-profile", "version": 3, "source": "profile", "run": "%s", "dumps": 1, "sites": [\n  ' % run)
        out.write(",\n  ".join(json.dumps(r) for r in rows))
        out.write("\n]}\n")
PY
echo "report-scale: $sites sites, $(du -h "$dir/A.json" | cut -f1) per report, $(nproc) cores, $(python3 --version)," \
	"load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) (wall time is CPU time only on an idle machine)"
cd "$dir"
measure() {
	local what=$1
	shift
	/usr/bin/time -v "$@" >/dev/null 2>time.txt || { tail -n 30 time.txt; echo "report-scale: $what failed"; exit 1; }
	local wall rss user sys
	wall=$(sed -n 's/^[[:space:]]*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt)
	rss=$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' time.txt)
	user=$(sed -n 's/^[[:space:]]*User time (seconds): //p' time.txt)
	sys=$(sed -n 's/^[[:space:]]*System time (seconds): //p' time.txt)
	printf '%-6s %8s wall, %6.2f s CPU (user %s + sys %s), %5d MB peak resident\n' "$what" "$wall" \
		"$(echo "$user + $sys" | bc 2>/dev/null || echo 0)" "$user" "$sys" $((rss / 1024))
}
if [ ! -x /usr/bin/time ]; then
	echo "report-scale: /usr/bin/time missing (apt-get install time)"
	exit 1
fi
measure text python3 "$tool" text A.json
measure merge python3 "$tool" merge A.json B.json -o merged.json
measure html python3 "$tool" html A.json -o html
echo "html: $(find html -type f | wc -l) files, $(du -sh html | cut -f1)"
