#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tools/kernel-profile/figures.py - the figures block of docs/kernel.md
from one run of tools/kernel-profile/boot.sh.

Reads RUN/branch_annotated and RUN/branch_all (the profiler's rows, as
captured), RUN/merged.json (probable-report merge), RUN/check.stderr
(probable-report check's summary), RUN/*.time (/usr/bin/time -v),
RUN/fix.diff and RUN/fix.stderr (probable-fix), and prints markdown on
standard output: the machine, the compiler, rows and evaluations of each
input, sites by verdict, what the tools took, and the wrong verdicts with
the most evaluations.  Standard library only."""

import argparse
import collections
import json
import os
import platform
import re
import sys

PROG = "figures.py"


def fail(path, reason):
    sys.stderr.write("%s: %s: %s\n" % (PROG, path, reason))
    sys.exit(2)


def rows(path):
    """(rows, rows with counts, evaluations) of a trace_stat file: each
    row is `A[/C] B % FUNC FILE LINE`, A and B the two counts (correct and
    incorrect, or miss and hit); the two header lines are skipped."""
    n = counted = evals = 0
    with open(path, encoding="utf-8", errors="replace") as f:
        for i, line in enumerate(f):
            t = line.split()
            if not t or not t[0].split("/")[0].isdigit():
                if i < 2:
                    continue
                fail(path, "line %d: not a trace_branch.c row" % (i + 1))
            if len(t) < 5 or not t[1].isdigit() or not t[-1].isdigit():
                fail(path, "line %d: not a trace_branch.c row" % (i + 1))
            a, b = int(t[0].split("/")[0]), int(t[1])
            n += 1
            if a + b:
                counted += 1
                evals += a + b
    return n, counted, evals


def timed(path):
    """user+sys seconds, wall clock and maximum RSS (MB) from time -v."""
    if not os.path.exists(path):
        return None
    v = {}
    with open(path) as f:
        for line in f:
            k, _, val = line.strip().rpartition(": ")
            v[k] = val
    if "Elapsed (wall clock) time (h:mm:ss or m:ss)" not in v:
        return None  # still running, or killed
    cpu = float(v.get("User time (seconds)", 0)) + float(v.get("System time (seconds)", 0))
    return cpu, v.get("Elapsed (wall clock) time (h:mm:ss or m:ss)", "?"), int(v.get("Maximum resident set size (kbytes)", 0)) / 1024.0


def compiler(build):
    p = os.path.join(build, ".config")
    if os.path.exists(p):
        with open(p) as f:
            for line in f:
                if line.startswith("CONFIG_CC_VERSION_TEXT="):
                    return line.split("=", 1)[1].strip().strip('"')
    return "?"


def machine():
    model = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = "?"
    try:
        with open("/proc/meminfo") as f:
            mem = "%.0f GiB" % (int(f.readline().split()[1]) / 1048576.0)
    except (OSError, ValueError, IndexError):
        pass
    return "%s, %d cores, %s, %s, Python %s" % (model, os.cpu_count() or 0, mem, platform.system() + " " + platform.release(), platform.python_version())


def guest(console):
    """What the guest said of itself (kernel-profile: lines other than the capture)."""
    out = []
    if os.path.exists(console):
        with open(console, errors="replace") as f:
            for line in f:
                line = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1bc|[\x00-\x08\x0b-\x1f]", "", line)
                m = re.search(r"kernel-profile: (booted: .*|cpu has .*|clocksource .*|host: .*)$", line.rstrip())
                if m:
                    out.append(m.group(1))
        with open(console, errors="replace") as f:
            for line in f:
                line = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1bc|[\x00-\x08\x0b-\x1f]", "", line)
                if re.search(r"TSC.*unstable|clocksource.*unstable|Marking TSC|tsc: |Switched to clocksource", line, re.I):
                    out.append("console: " + re.sub(r"^\[[ 0-9.]+\] ", "", line.strip()))
    return out


def fmt_time(t):
    if t is None:
        return "not run"
    return "%.1f s CPU (%s wall), %.0f MB" % t


def main():
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    ap.add_argument("--kind", required=True)
    ap.add_argument("--dir", required=True)
    ap.add_argument("--build", default="")
    ap.add_argument("--src", default="")
    ap.add_argument("--top", type=int, default=40)
    a = ap.parse_args()
    d = a.dir
    o = []
    o.append("### Run `%s`" % a.kind)
    o.append("")
    o.append("- machine: %s" % machine())
    o.append("- compiler: %s" % compiler(a.build))
    if a.src:
        o.append("- tree: %s" % os.path.basename(os.path.normpath(a.src)))
    for g in guest(os.path.join(d, "console.log")):
        o.append("- guest: %s" % g)
    bt = timed(os.path.join(a.build, "build.time")) if a.build else None
    if bt:
        o.append("- kernel build (last make, incremental when nothing changed): %s" % fmt_time(bt))
    o.append("")
    o.append("| input | rows | rows with counts | evaluations |")
    o.append("| --- | ---: | ---: | ---: |")
    total_evals = 0
    for name in ("branch_annotated", "branch_all"):
        p = os.path.join(d, name)
        if os.path.exists(p):
            n, c, e = rows(p)
            total_evals += e
            o.append("| %s | %d | %d | %d |" % (name, n, c, e))
    o.append("")
    mp = os.path.join(d, "merged.json")
    if os.path.exists(mp):
        try:
            with open(mp) as f:
                rep = json.load(f)
        except (OSError, ValueError) as e:
            fail(mp, str(e))
        sites = rep.get("sites", [])
        by = collections.Counter(s.get("verdict") for s in sites)
        ev = collections.Counter()
        for s in sites:
            ev[s.get("verdict")] += s.get("count") or 0
        tied = sum(ev.values())
        judged = by["ok"] + by["wrong"] + by["miscalibrated"] + by["needless"]
        o.append("probable-report merge: %d sites; %d evaluations carried by sites (%.1f%% of the inputs' %d); "
                 "judged (ok, wrong, needless, miscalibrated) %d; wrong %d." % (
                     len(sites), tied, 100.0 * tied / total_evals if total_evals else 0.0, total_evals, judged, by["wrong"]))
        o.append("")
        o.append("| verdict | sites | evaluations |")
        o.append("| --- | ---: | ---: |")
        for v, k in sorted(by.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            o.append("| %s | %d | %d |" % (v, k, ev[v]))
        o.append("")
        kern = rep.get("kernel") or {}
        if kern:
            # the report's own accounting of the profile's rows (its "kernel")
            o.append("Rows tied to a site, and why the others were not (the report's \"kernel\" field):")
            o.append("")
            o.append("| table | rows | evaluations | tied rows | tied evaluations | not tied: reason, rows, evaluations |")
            o.append("| --- | ---: | ---: | ---: | ---: | --- |")
            for table in sorted(kern):
                k = kern[table]
                why = "; ".join("%s %d, %d" % (r, x.get("rows", 0), x.get("evaluations", 0))
                                for r, x in sorted((k.get("not_tied") or {}).items(),
                                                   key=lambda kv: -kv[1].get("evaluations", 0)))
                ev_all = k.get("evaluations") or 0
                o.append("| %s | %d | %d | %d | %d (%.1f%%) | %s |" % (
                    table, k.get("rows", 0), ev_all, k.get("tied_rows", 0), k.get("tied_evaluations", 0),
                    100.0 * k.get("tied_evaluations", 0) / ev_all if ev_all else 0.0, why or "-"))
            o.append("")
        nj = collections.Counter()
        for s in sites:
            if s.get("verdict") == "not-judged":
                why = re.sub(r"\d[\d,]*", "N", s.get("why") or "?")
                why = re.sub(r"basename \S+ matches N files:.*", "basename matches N files", why)
                why = re.sub(r"on line N:.*", "on line N", why)
                why = re.sub(r"disagree \(.*\): their", "disagree (...): their", why)
                if len(why) > 200:
                    why = why[:197] + "..."
                nj[why] += 1
        if nj:
            o.append("Sites not judged, by reason (numbers and names made N):")
            o.append("")
            for why, k in nj.most_common(10):
                o.append("- %d: %s" % (k, why))
            o.append("")
    cs = os.path.join(d, "check.stderr")
    if os.path.exists(cs):
        with open(cs) as f:
            lines = [l.rstrip() for l in f if l.startswith("probable-report check:")]
        if lines:
            o.append("probable-report check says: `%s`" % lines[-1])
            o.append("")
    fd = os.path.join(d, "fix.diff")
    if os.path.exists(fd):
        with open(fd, errors="replace") as f:
            diff = f.read()
        files = len(re.findall(r"^\+\+\+ ", diff, re.M))
        minus = len(re.findall(r"^-(?!--)", diff, re.M))
        o.append("probable-fix -p (the kernel's compile_commands.json): %d files, %d lines changed in the diff." % (files, minus))
        fs = os.path.join(d, "fix.stderr")
        if os.path.exists(fs):
            with open(fs, errors="replace") as f:
                tail = [l.rstrip() for l in f if l.strip() and not l.startswith("\t")
                        and not re.match(r"probable-fix: (skip|wrote) |\+ ", l)][-2:]
            for l in tail:
                o.append("    " + l)
        o.append("")
    o.append("| command | time and memory (/usr/bin/time -v) |")
    o.append("| --- | --- |")
    for name, cmd in (("merge", "probable-report merge"), ("check", "probable-report check"), ("fix", "probable-fix -p")):
        o.append("| %s | %s |" % (cmd, fmt_time(timed(os.path.join(d, name + ".time")))))
    o.append("")
    if os.path.exists(mp):
        wrong = sorted((s for s in sites if s.get("verdict") == "wrong"), key=lambda s: -(s.get("count") or 0))
        if wrong:
            o.append("Wrong verdicts, most evaluations first (%d of %d):" % (min(a.top, len(wrong)), len(wrong)))
            o.append("")
            o.append("| site | function | hint | true | evaluations |")
            o.append("| --- | --- | --- | ---: | ---: |")
            for s in wrong[:a.top]:
                expr = (s.get("expr") or "").replace("|", "\\|")
                if len(expr) > 60:
                    expr = expr[:57] + "..."
                o.append("| %s:%d | %s | `%s(%s)` | %.2f%% | %d |" % (
                    s.get("file"), s.get("line", 0), s.get("func") or "", s.get("hint") or s.get("macro") or "",
                    expr, s.get("observed") or 0.0, s.get("count") or 0))
            o.append("")
    sys.stdout.write("\n".join(o) + "\n")


if __name__ == "__main__":
    main()
