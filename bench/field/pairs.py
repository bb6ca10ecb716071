#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/field/pairs.py - interleaved timing of two builds, and its statistics.

  pairs.py run OPS N STOCK FIXED OUT.csv
      OPS: one operation a line, "NAME<TAB>ARGS" (ARGS split as a shell
      would, {BIN} replaced by the build's program, stdout to /dev/null).
      N pairs; in pair i every operation runs once with each build, stock
      first when i is even, fixed first when i is odd (so neither build
      always runs second, after the other warmed the caches).  Each run's
      CPU time (user + system, from wait4(), microseconds) and wall time.
      OUT.csv: op,pair,build,cpu_s,wall_s.

  pairs.py stats OUT.csv
      Per operation: the median CPU time of each build and, over the pairs,
      the change r_i = fixed_i / stock_i - 1 (the two runs of one pair ran
      back to back, so load shared by both cancels): its median and a
      sign-test (binomial order-statistic) interval for that median, the
      largest coverage-honest interval with coverage >= 95%:
      [r_(k), r_(N+1-k)] with P(Binomial(N, 1/2) < k) <= 2.5%.  It assumes
      nothing about the distribution but that the pairs are independent.
      An interval holding 0 is "no measurable change".  JSON on stdout.
"""
import csv
import json
import math
import os
import shlex
import subprocess
import sys
import time


def run_one(argv):
    t0 = time.perf_counter()
    with open(os.devnull, "wb") as null:
        p = subprocess.Popen(argv, stdout=null, stdin=subprocess.DEVNULL)
        _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.stderr.write("pairs.py: %s: exit %d\n" % (" ".join(argv), p.returncode))
        sys.exit(1)
    return ru.ru_utime + ru.ru_stime, wall


def cmd_run(opsfile, n, stock, fixed, out):
    ops = []
    with open(opsfile) as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line:
                name, args = line.split("\t", 1)
                ops.append((name, shlex.split(args)))
    builds = {"stock": stock, "fixed": fixed}
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["op", "pair", "build", "cpu_s", "wall_s"])
        for i in range(n):
            order = ("stock", "fixed") if i % 2 == 0 else ("fixed", "stock")
            for name, args in ops:
                for b in order:
                    argv = [builds[b] if a == "{BIN}" else a.replace("{BIN}", builds[b]) for a in args]
                    cpu, wall = run_one(argv)
                    w.writerow([name, i, b, "%.6f" % cpu, "%.6f" % wall])
            fh.flush()


def median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def sign_interval(n, alpha=0.05):
    """Largest k with P(B < k) <= alpha/2, B ~ Binomial(n, 1/2), and the
    interval's coverage 1 - 2 P(B < k); k = 0 when n is too small."""
    k, cum = 0, 0.0
    while True:
        p_next = cum + math.comb(n, k) / 2 ** n  # P(B <= k) = P(B < k + 1)
        if p_next > alpha / 2:
            break
        cum = p_next
        k += 1
    return k, 1 - 2 * cum


def cmd_stats(csvname):
    rows = list(csv.DictReader(open(csvname)))
    ops = []
    data = {}
    for r in rows:
        if r["op"] not in data:
            ops.append(r["op"])
            data[r["op"]] = {}
        data[r["op"]].setdefault(int(r["pair"]), {})[r["build"]] = float(r["cpu_s"])
    res = []
    for op in ops:
        pairs = [p for p in data[op].values() if "stock" in p and "fixed" in p]
        n = len(pairs)
        ratios = sorted(p["fixed"] / p["stock"] - 1 for p in pairs if p["stock"] > 0)
        k, cover = sign_interval(len(ratios))
        entry = {"op": op, "pairs": n,
                 "stock_median_s": median([p["stock"] for p in pairs]),
                 "fixed_median_s": median([p["fixed"] for p in pairs]),
                 "change_median": median(ratios),
                 "fixed_faster": sum(1 for r in ratios if r < 0),
                 "fixed_slower": sum(1 for r in ratios if r > 0)}
        if k >= 1:
            lo, hi = ratios[k - 1], ratios[len(ratios) - k]
            entry.update({"ci_low": lo, "ci_high": hi, "coverage": cover, "k": k,
                          "result": "no measurable change" if lo <= 0 <= hi else
                          ("fixed is faster" if hi < 0 else "fixed is slower")})
        else:
            entry.update({"ci_low": None, "ci_high": None, "coverage": None, "k": 0,
                          "result": "too few pairs for an interval"})
        res.append(entry)
    json.dump(res, sys.stdout, indent=1)
    print()


def main():
    a = sys.argv[1:]
    if len(a) == 6 and a[0] == "run":
        cmd_run(a[1], int(a[2]), a[3], a[4], a[5])
    elif len(a) == 2 and a[0] == "stats":
        cmd_stats(a[1])
    else:
        sys.stderr.write("usage: pairs.py run OPS N STOCK FIXED OUT.csv | pairs.py stats OUT.csv\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
