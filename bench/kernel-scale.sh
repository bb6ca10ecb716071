#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/kernel-scale.sh - how long and how much memory tying the kernel's
# branch profiler rows to a whole tree takes (issue 34): a generated tree
# of the size of linux-source-6.1 (FILES files, default 55,000: .c files
# with likely(), unlikely(), WARN_ON(), BUG_ON() and IS_ERR(), 126 of
# them named core.c and 59 inode.c, copies under tools/ and other arches,
# headers of object-like #defines, some of a few MB as drivers/gpu has,
# and the hint macros of bug.h and err.h), a branch_annotated of ROWS rows
# (default 12,600, 617 basenames, a header's static inline in 198 units)
# and a branch_all of ALLROWS (default 71,000), in a temporary directory,
# the same bytes on every run.  Runs `probable-report merge` of
# branch_annotated, of both, and `probable-report check` of both, each
# under /usr/bin/time -v, and prints the CPU time (user + system), the
# peak resident memory and the tools' own line on the rows tied.
# Asserts nothing.
#
#     bash bench/kernel-scale.sh [FILES [ROWS [ALLROWS]]]
#     KEEP=1 bash bench/kernel-scale.sh    (the temporary directory is kept)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
files=${1:-55000}
rows=${2:-12600}
allrows=${3:-71000}
work=$(mktemp -d)
if [ -n "${KEEP:-}" ]; then
	echo "the tree and the profiles stay in $work"
else
	trap 'rm -rf "$work"' EXIT
fi

python3 - "$work" "$files" "$rows" "$allrows" <<'PY'
import os, random, sys
work, nfiles, nrows, nall = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rnd = random.Random(34)
src = os.path.join(work, "linux")


def write(rel, text):
    p = os.path.join(src, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)


write("include/linux/bug.h", """#ifndef _LINUX_BUG_H
#define _LINUX_BUG_H
#define WARN_ON(condition) ({ \\
\tint __ret_warn_on = !!(condition); \\
\tunlikely(__ret_warn_on); \\
})
#define BUG_ON(condition) do { if (unlikely(condition)) BUG(); } while (0)
#define WARN_ON_ONCE(condition) WARN_ON(condition)
#endif
""")
write("include/linux/err.h", """#ifndef _LINUX_ERR_H
#define _LINUX_ERR_H
#define MAX_ERRNO 4095
#define IS_ERR_VALUE(x) unlikely((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)

static inline int IS_ERR(const void *ptr)
{
\treturn IS_ERR_VALUE((unsigned long)ptr);
}
#endif
""")
ERR_LINE = 8
# one function: its hint lines (relative to its first line) and if lines
FUNC = """int {fn}(int *p, int n)
{{
\tint r = 0;
\tif (likely(n > {k}))
\t\tr++;
\tWARN_ON(n < -{k});
\tif (unlikely(p == 0))
\t\treturn -1;
\tif (n == {k})
\t\tr += 2;
\tBUG_ON(n > 100000 + {k});
\tif (IS_ERR(p))
\t\tr--;
\tfor (; n > 0; n--)
\t\tr += n & {k};
\treturn r;
}}

"""
HINTS = (3, 5, 6, 10)        # likely, WARN_ON, unlikely, BUG_ON
IFS = (3, 6, 8, 11)          # the ifs (branch_all's rows)
FLINES = FUNC.count("\n")
NFUNC = 10
subs = ["kernel", "fs", "mm", "net", "drivers/net", "drivers/gpu", "drivers/usb", "sound", "lib",
        "block", "crypto", "security"]
nc = nfiles * 55 // 100
nh = nfiles - nc - 2
# basenames: core.c 126 times, inode.c 59, then a long tail
pool = ["core.c"] * 126 + ["inode.c"] * 59
k = 0
while len(pool) < nc:
    copies = 1 + int(rnd.paretovariate(1.6)) % 12
    pool += ["file%04d.c" % k] * copies
    k += 1
pool = pool[:nc]
rnd.shuffle(pool)
cfiles = []   # (rel, base, [function names])
for i, base in enumerate(pool):
    if i < 400:
        d = "tools/lib/d%03d" % i if i < 200 else "arch/%s/kernel/d%03d" % (("arm64", "riscv", "x86")[i % 3], i)
    else:
        d = "%s/d%04d" % (subs[i % len(subs)], i // 7)
    rel = "%s/%s" % (d, base)
    stem = base[:-2]
    fns = ["%s_%s_fn%d" % (stem, d.replace("/", "_"), j) for j in range(NFUNC)]
    if i < 400 and i % 2 == 0:
        # a user-space or another arch's copy: the same functions as a kernel file
        fns = ["%s_%s_fn%d" % (stem, "kernel_d%04d" % ((400 + i) // 7), j) for j in range(NFUNC)]
    text = ['#include <linux/bug.h>\n#include <linux/err.h>\n\n']
    for j, fn in enumerate(fns):
        text.append(FUNC.format(fn=fn, k=j + 1))
    write(rel, "".join(text))
    cfiles.append((rel, base, fns))
# headers: small ones of object-like #defines, a few large ones (as
# drivers/gpu/drm/amd/include/asic_reg has), some with a macro of their own
for i in range(nh):
    d = "%s/d%04d" % (subs[i % len(subs)], i // 5) if i % 3 else "include/linux/h%03d" % (i // 40)
    n = 6000 if i % 2500 == 7 else 60
    lines = ["#ifndef H%d_H" % i, "#define H%d_H" % i]
    lines += ["#define REG_%d_%d 0x%08x" % (i, j, rnd.getrandbits(32)) for j in range(n)]
    if i % 50 == 0:
        lines.append("#define CHECK_%d(x) WARN_ON_ONCE((x) < 0)" % i)
    lines += ["#define mk_%d(a, b) ((a) << 8 | (b))" % i, "#endif"]
    write("%s/h%05d.h" % (d, i), "\n".join(lines) + "\n")

# the profile: rows of 617 basenames (both big ones among them)
bases = sorted(set(pool))
rnd.shuffle(bases)
chosen = set(["core.c", "inode.c"] + bases[:615])
kernel_files = [c for c in cfiles if c[1] in chosen and not c[0].startswith(("tools/", "arch/arm64", "arch/riscv"))]


def row(c, i, func, f, line):
    t = c + i
    pct = "  X" if t == 0 else "%3d" % (i * 100 // t if c else 100)
    return "%8d %8d %s %-30.30s %-20.20s %d\n" % (c, i, pct, func, f, line)


def first_line(j):
    return 4 + j * FLINES


out = [" correct incorrect  %        Function                  File              Line\n",
       " ------- ---------  -        --------                  ----              ----\n"]
for u in range(198):     # IS_ERR's static inline, one row per unit
    out.append(row(rnd.randrange(1, 5000), rnd.randrange(0, 3), "IS_ERR", "err.h", ERR_LINE))
places = [(rel, base, fn, first_line(j) + h) for rel, base, fns in kernel_files
          for j, fn in enumerate(fns) for h in HINTS]
rnd.shuffle(places)
for rel, base, fn, line in places[:nrows - 198]:
    counted = rnd.random() < 0.27
    c = rnd.randrange(0, 200000) if counted else 0
    i = rnd.randrange(0, 1000) if counted else 0
    out.append(row(c, i, fn, base, line))
with open(os.path.join(work, "branch_annotated"), "w") as f:
    f.writelines(out)
out = ["   miss      hit    %        Function                  File              Line\n",
       " ------- ---------  -        --------                  ----              ----\n"]
# (a built kernel's branch_all names the files its branch_annotated does)
places = [(rel, base, fn, first_line(j) + h) for rel, base, fns in kernel_files
          for j, fn in enumerate(fns) for h in IFS]
rnd.shuffle(places)
for rel, base, fn, line in places[:nall]:
    counted = rnd.random() < 0.3
    out.append(row(rnd.randrange(0, 100000) if counted else 0,
                   rnd.randrange(0, 100000) if counted else 0, fn, base, line))
with open(os.path.join(work, "branch_all"), "w") as f:
    f.writelines(out)
nbytes = sum(os.path.getsize(os.path.join(d, x)) for d, _, xs in os.walk(src) for x in xs)
print("tree: %d files, %.0f MB; branch_annotated %d rows, branch_all %d rows" % (
    sum(len(xs) for _, _, xs in os.walk(src)), nbytes / 1e6, nrows, nall))
PY

measure() {
	local what=$1
	shift
	/usr/bin/time -v "$@" >"$work/out" 2>"$work/err" || true
	local user sys rss
	user=$(sed -n 's/.*User time (seconds): //p' "$work/err")
	sys=$(sed -n 's/.*System time (seconds): //p' "$work/err")
	rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/err")
	printf '%-34s cpu %6.1f s  max rss %5d MB\n' "$what" "$(echo "$user + $sys" | bc)" $((rss / 1024))
	grep 'kernel branch_' "$work/err" | sed 's/^/    /' || true
}

report=$top/tools/probable-report
cd "$work"
measure "merge branch_annotated" python3 "$report" merge branch_annotated --root linux --arch x86 -o a.json
measure "merge branch_annotated branch_all" python3 "$report" merge branch_annotated branch_all --root linux --arch x86 -o b.json
measure "check branch_annotated branch_all" python3 "$report" check branch_annotated branch_all --root linux --arch x86
echo "machine: $(nproc) cores, $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1), python $(python3 -c 'import platform; print(platform.python_version())')"
