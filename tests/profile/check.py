#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/profile/check.py - assertions on probable's profile reports, for
tests/profile/profile.sh.  Standard library only.  Each command exits 0 when every
assertion holds and 1 (saying which failed, on stdout) when one does not.

    check.py site REPORT.json SEL... ASSERT...
        exactly one site matches every selector ?KEY=VALUE (or ?KEY~=PREFIX);
        each assertion KEY=VALUE compares the field as written (an int field
        is compared as an int), KEY:=PYEXPR compares it with the value of a
        Python expression, line=@TAG is the line of the site's file that
        contains the marker "@TAG" (a comment in the test source),
        KEY!  asserts the field is absent.
    check.py nosite REPORT.json SEL...       no site matches
    check.py nsites REPORT.json N            the report has exactly N sites
    check.py schema REPORT.json              the issue's required fields and types
    check.py wilson REPORT.json              observed, ci_low, ci_high of every site
                                             against an independent 99% Wilson interval
    check.py verdicts REPORT.json --high H --low L [--threshold T] [--test-below B]
                                             hint, verdict, suggest, suggest_hint of
                                             every site, recomputed
    check.py needed REPORT.json              every "few" site's needed: the smallest n
                                             whose interval at the observed rate is at
                                             most 10 points wide
    check.py snapshots COUNT HITS SNAP.json...
                                             every snapshot: hits <= count; count and
                                             hits never decrease; the last is exactly
                                             COUNT/HITS; one taken mid-run at least
    check.py text TEXT JSON                  the text report: one header line, one line
                                             per site (the JSON's sites), worst first
"""

import json
import math
import re
import sys

Z99 = 2.5758293035489004  # two-sided 99% normal quantile
WIDTH = 10.0
SEVERITY = {"wrong": 0, "miscalibrated": 1, "few": 2, "ok": 3}

problems = []


def bad(msg):
    problems.append(msg)


def done():
    for p in problems:
        print("  " + p)
    sys.exit(1 if problems else 0)


def load(path):
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        print("  no report: %s" % e)
        sys.exit(1)
    try:
        rep = json.loads(text)
    except ValueError as e:
        print("  %s: not JSON (%s); first 200 chars: %r" % (path, e, text[:200]))
        sys.exit(1)
    if not isinstance(rep, dict) or not isinstance(rep.get("sites"), list):
        print("  %s: not an object with a \"sites\" array" % path)
        sys.exit(1)
    return rep


def wilson(hits, n):
    """99% Wilson score interval of hits/n, in percent (unrounded)."""
    if n == 0:
        return 0.0, 100.0
    p = hits / n
    z2 = Z99 * Z99
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = Z99 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half) * 100, min(1.0, centre + half) * 100


def width_at_rate(p, n):
    """width in points of the interval of n evaluations at rate p (p*n hits,
    not rounded: the rate is held fixed)."""
    lo, hi = wilson(p * n, n)
    return hi - lo


def needed(p):
    """the smallest n whose interval at rate p is at most WIDTH points wide"""
    # the width decreases with n at a fixed rate (checked below), so bisect
    lo, hi = 0, 1
    while width_at_rate(p, hi) > WIDTH:
        lo, hi = hi, hi * 2
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if width_at_rate(p, mid) > WIDTH:
            lo = mid
        else:
            hi = mid
    # independent of the bisection: hi qualifies and hi - 1 does not
    assert width_at_rate(p, hi) <= WIDTH and (hi == 1 or width_at_rate(p, hi - 1) > WIDTH)
    return hi


def round4(x):
    return math.floor(x * 10000 + 0.5) / 10000


def suggest_of(hits, n):
    """the observed percent, rounded half up, in exact integer arithmetic"""
    return (200 * hits + n) // (2 * n) if n else 0


def hint_of(site, pc, cfg):
    if site["kind"] == "unaligned":
        if pc < cfg["threshold"]:
            return "direct"
        if pc < cfg["test_below"] and site.get("size", 0) >= 4:
            return "checked"
        return "safe"
    if pc > cfg["high"]:
        return "likely"
    if pc < cfg["low"]:
        return "unlikely"
    return "none"


def marker_line(site, tag, quiet=False):
    """the line of the site's file with the marker @tag (None: not there)"""
    path = site["file"]
    try:
        with open(path) as f:
            for i, line in enumerate(f, 1):
                if re.search("@" + re.escape(tag) + r"(?![\w-])", line):
                    return i
    except OSError as e:
        bad("cannot read %s for @%s: %s" % (path, tag, e))
        return None
    if not quiet:
        bad("%s has no marker @%s" % (path, tag))
    return None


def describe(s):
    return "%s:%s %s() %r" % (s.get("file"), s.get("line"), s.get("func"), s.get("expr"))


def select(rep, sels):
    out = []
    for s in rep["sites"]:
        okay = True
        for key, op, val in sels:
            have = s.get(key)
            if op == "~=":
                okay = okay and isinstance(have, str) and have.startswith(val)
            elif key == "line" and val.startswith("@"):
                okay = okay and have == marker_line(s, val[1:], quiet=True)
            elif key == "file":
                okay = okay and isinstance(have, str) and (have == val or have.endswith("/" + val))
            else:
                okay = okay and str(have) == val
        if okay:
            out.append(s)
    return out


def parse_terms(terms):
    sels, asserts = [], []
    for t in terms:
        if t.endswith("!") and "=" not in t:
            asserts.append((t[:-1], "!", None))
            continue
        for op in (":=", "~=", "="):
            if op in t:
                k, v = t.split(op, 1)
                break
        else:
            print("  bad term %r" % t)
            sys.exit(2)
        if k.startswith("?"):
            sels.append((k[1:], op, v))
        else:
            asserts.append((k, op, v))
    return sels, asserts


def cmd_site(path, terms):
    rep = load(path)
    sels, asserts = parse_terms(terms)
    found = select(rep, sels)
    if len(found) != 1:
        bad("%d sites match %s (want 1); sites: %s" % (
            len(found), sels, "; ".join(describe(s) for s in rep["sites"])))
        return
    s = found[0]
    for key, op, val in asserts:
        have = s.get(key)
        if op == "!":
            if key in s:
                bad("%s: %s is %r, want it absent" % (describe(s), key, have))
            continue
        if key not in s:
            bad("%s: no field %s" % (describe(s), key))
            continue
        if op == ":=":
            want = eval(val, {"math": math})
        elif key == "line" and val.startswith("@"):
            want = marker_line(s, val[1:])
        elif key == "file":
            if not (have == val or (isinstance(have, str) and have.endswith("/" + val))):
                bad("%s: file %r, want %r" % (describe(s), have, val))
            continue
        elif isinstance(have, bool) or not isinstance(have, (int, float)):
            want = val
        else:
            want = type(have)(val)
        if have != want:
            bad("%s: %s is %r, want %r" % (describe(s), key, have, want))


def cmd_nosite(path, terms):
    rep = load(path)
    sels, _ = parse_terms(terms)
    for s in select(rep, sels):
        bad("unexpected site %s (count %s)" % (describe(s), s.get("count")))


def cmd_nsites(path, n):
    rep = load(path)
    if len(rep["sites"]) != int(n):
        bad("%d sites, want %s: %s" % (len(rep["sites"]), n,
                                        "; ".join(describe(s) for s in rep["sites"])))


def cmd_schema(path):
    rep = load(path)
    if not rep["sites"]:
        bad("no sites")
    types = {"file": str, "line": int, "func": str, "expr": str, "kind": str, "declared": int,
             "count": int, "hits": int, "observed": (int, float), "ci_low": (int, float),
             "ci_high": (int, float), "hint": str, "verdict": str, "suggest": int}
    for s in rep["sites"]:
        if not isinstance(s, dict):
            bad("a site is not an object: %r" % (s,))
            continue
        for k, t in types.items():
            if k not in s:
                bad("%s: no %s" % (describe(s), k))
            elif isinstance(s[k], bool) or not isinstance(s[k], t):
                bad("%s: %s is %r, not %s" % (describe(s), k, s[k], t))
        if s.get("kind") not in ("branch", "unaligned"):
            bad("%s: kind %r" % (describe(s), s.get("kind")))
        if s.get("verdict") not in SEVERITY:
            bad("%s: verdict %r" % (describe(s), s.get("verdict")))
        if s.get("kind") == "branch" and s.get("hint") not in ("likely", "unlikely", "none", "exact"):
            bad("%s: hint %r" % (describe(s), s.get("hint")))
        if s.get("kind") == "unaligned" and s.get("hint") not in ("direct", "checked", "safe"):
            bad("%s: hint %r" % (describe(s), s.get("hint")))
        if isinstance(s.get("declared"), int) and not 0 <= s["declared"] <= 100:
            bad("%s: declared %r" % (describe(s), s["declared"]))


def cmd_wilson(path):
    rep = load(path)
    for s in rep["sites"]:
        n, h = s["count"], s["hits"]
        lo, hi = wilson(h, n)
        obs = 100.0 * h / n if n else 0.0
        # the report prints 4 decimals: at most half a unit of the 4th away
        for key, want in (("observed", obs), ("ci_low", lo), ("ci_high", hi)):
            if abs(s[key] - want) > 0.00005 + 1e-9:
                bad("%s: %d/%d: %s %r, want %.6f" % (describe(s), h, n, key, s[key], want))


def cmd_verdicts(path, args):
    cfg = {"high": None, "low": None, "threshold": 0, "test_below": 0}
    it = iter(args)
    for a in it:
        cfg[a.lstrip("-").replace("-", "_")] = int(next(it))
    rep = load(path)
    if not rep["sites"]:
        bad("no sites")
    for s in rep["sites"]:
        n, h, d = s["count"], s["hits"], s["declared"]
        lo, hi = (round4(x) for x in wilson(h, n))
        sug = suggest_of(h, n)
        if lo <= d <= hi:
            verdict = "ok" if hi - lo <= WIDTH else "few"
        else:
            verdict = "miscalibrated" if hint_of(s, sug, cfg) == hint_of(s, d, cfg) else "wrong"
        want = {"hint": hint_of(s, d, cfg), "verdict": verdict, "suggest": sug,
                "suggest_hint": hint_of(s, sug, cfg)}
        for k, v in want.items():
            if s.get(k) != v:
                bad("%s: %d/%d declared %d: %s %r, want %r" % (describe(s), h, n, d, k, s.get(k), v))
        if abs(sug - 100.0 * h / n) > 0.5 + 1e-9:
            bad("%s: suggest %d more than half a point from %.4f" % (describe(s), sug, 100.0 * h / n))


def cmd_needed(path):
    rep = load(path)
    few = [s for s in rep["sites"] if s["verdict"] == "few"]
    if not few:
        bad("no site is \"few\"")
    # the definition needs the width to fall as n grows at a fixed rate
    for p in (0, 0.01, 0.1, 0.25, 0.3, 0.5, 0.75, 0.99, 1):
        ws = [width_at_rate(p, n) for n in range(1, 3000)]
        if any(b > a + 1e-12 for a, b in zip(ws, ws[1:])):
            bad("internal: width not monotonic at p=%s" % p)
    for s in rep["sites"]:
        n, h = s["count"], s["hits"]
        if s["verdict"] != "few":
            if "needed" in s:
                bad("%s: verdict %s with needed %r" % (describe(s), s["verdict"], s["needed"]))
            continue
        lo, hi = wilson(h, n)
        if hi - lo <= WIDTH:
            bad("%s: few, but its interval is %.4f points wide" % (describe(s), hi - lo))
        want = needed(h / n)
        if s.get("needed") != want:
            bad("%s: %d/%d: needed %r, want %d (width at %d: %.4f, at %d: %.4f)" % (
                describe(s), h, n, s.get("needed"), want,
                want, width_at_rate(h / n, want), want - 1, width_at_rate(h / n, want - 1)))


def cmd_snapshots(count, hits, paths):
    count, hits = int(count), int(hits)
    prev = (0, 0)
    mid = 0
    for path in paths:
        rep = load(path)
        sites = rep["sites"]
        if len(sites) > 1:
            bad("%s: %d sites, want at most 1" % (path, len(sites)))
            continue
        c, h = (sites[0]["count"], sites[0]["hits"]) if sites else (0, 0)
        if h > c:
            bad("%s: hits %d > count %d" % (path, h, c))
        if c < prev[0] or h < prev[1]:
            bad("%s: went back from %s to %s" % (path, prev, (c, h)))
        if 0 < c < count:
            mid += 1
        prev = (c, h)
    if prev != (count, hits):
        bad("last snapshot %s, want %s" % (prev, (count, hits)))
    if not mid:
        bad("no snapshot of %d was taken while the threads ran" % len(paths))


def cmd_text(tpath, jpath):
    rep = load(jpath)
    with open(tpath) as f:
        lines = f.read().splitlines()
    heads = [i for i, l in enumerate(lines) if l.startswith("probable profile: ")]
    if len(heads) != 1:
        bad("%d header lines, want 1" % len(heads))
        return
    head = lines[heads[0]].split()
    n = len(rep["sites"])
    if head[2] != str(n):
        bad("header %r: want %d sites" % (lines[heads[0]], n))
    rows = [l for l in lines[heads[0] + 1:] if l.split() and l.split()[0] in SEVERITY]
    if len(rows) != n:
        bad("%d site lines, want %d" % (len(rows), n))
    sev = [SEVERITY[r.split()[0]] for r in rows]
    if sev != sorted(sev):
        bad("not worst first: %s" % [r.split()[0] for r in rows])
    # each JSON site is on exactly one line, with its verdict, pc, count and place
    for s in rep["sites"]:
        where = "%s:%d %s()" % (s["file"], s["line"], s["func"])
        hit = [r for r in rows if where in r and r.rstrip().endswith(s["expr"])
               and r.split()[0] == s["verdict"] and r.split()[1] == str(s["declared"])
               and (" %d " % s["count"]) in r]
        if len(hit) != 1:
            bad("%d text lines for %s (%s, pc %d, count %d)" % (len(hit), describe(s), s["verdict"],
                                                               s["declared"], s["count"]))


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    cmd, args = argv[1], argv[2:]
    if cmd == "site":
        cmd_site(args[0], args[1:])
    elif cmd == "nosite":
        cmd_nosite(args[0], args[1:])
    elif cmd == "nsites":
        cmd_nsites(args[0], args[1])
    elif cmd == "schema":
        cmd_schema(args[0])
    elif cmd == "wilson":
        cmd_wilson(args[0])
    elif cmd == "verdicts":
        cmd_verdicts(args[0], args[1:])
    elif cmd == "needed":
        cmd_needed(args[0])
    elif cmd == "snapshots":
        cmd_snapshots(args[0], args[1], args[2:])
    elif cmd == "text":
        cmd_text(args[0], args[1])
    else:
        print("unknown command %s" % cmd)
        return 2
    done()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
