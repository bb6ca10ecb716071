# SPDX-License-Identifier: MIT
"""Findings as compilers print diagnostics, one line each:

    FILE:LINE:COL: wrong: probable(i % 4 != 0, 90): true 75.0% of 20000 ...

so editors, CI log parsers and grep pick them up.  COL is left out when
the input had none (gcov and the kernel give lines only and the site was
not found in the source).  FILE is the site's file joined to the source
root, relative to the current directory when it lies below it."""

import os

from ..judge import DEFAULT_TOLERANCE, direction, direction_fix, num

# what each finding verdict is called in a diagnostic (the severity word)
SEVERITY = {"wrong": "wrong", "varies": "varies", "miscalibrated": "miscalibrated", "needless": "needless",
            "unhinted": "unhinted", "inert": "inert"}


def findings(sites, tolerance=DEFAULT_TOLERANCE, verdicts=("wrong",)):
    """The sites that are findings: verdict in verdicts and, for a hint
    that states a pc, the suggestion more than tolerance points from the
    declared pc (a direction hint has no pc to be near: its verdict
    stands; an inert hint is one whatever its rate)."""
    out = []
    for s in sites:
        v = s.get("verdict")
        if v not in verdicts:
            continue
        if v != "inert" and s.get("declared") is not None and s.get("suggest") is not None \
                and abs(int(s["suggest"]) - int(s["declared"])) <= tolerance \
                and direction(s) is None:
            continue
        out.append(s)
    return out


def other_hint(s, turn):
    """The hint a maintainer writes for direction turn ("likely" or
    "unlikely") in the code base's own spelling: unlikely() for likely(),
    LIKELY() for UNLIKELY(), [[likely]], __builtin_expect(x, 1)."""
    m = s.get("macro") or ""
    if m.startswith("[["):
        return "[[%s]]" % turn
    if m == "__builtin_expect":
        return "__builtin_expect(%s, %d)" % (s.get("expr"), 1 if turn == "likely" else 0)
    if m.startswith("__predict_"):
        return "__predict_%s(%s)" % ("true" if turn == "likely" else "false", s.get("expr"))
    low = m.lower()
    if low.endswith("unlikely") and turn == "likely":
        name = m[:-8] + m[-6:]
    elif low.endswith("likely") and not low.endswith("unlikely") and turn == "unlikely":
        name = m[:-6] + ("UN" if m[-6:].isupper() else "un") + m[-6:]
    else:
        name = turn
    return "%s(%s)" % (name, s.get("expr"))


def path_of(site, root="."):
    p = site.get("file") or "?"
    if not os.path.isabs(p):
        p = os.path.normpath(os.path.join(root, p))
    rel = os.path.relpath(p) if os.path.isabs(p) or root != "." else p
    return p if rel.startswith("..") and os.path.isabs(p) else rel


def call_text(s):
    """The hint as written: probable(expr, 90), LIKELY(expr), [[likely]]."""
    m = s.get("macro")
    if m is None:
        return "if (%s)" % s.get("expr")
    if m.startswith("[["):
        return m
    if m in ("probable", "PROBABLE_PROBABLE"):
        return "%s(%s, %s)" % (m, s.get("expr"), s.get("declared"))
    return "%s(%s)" % (m, s.get("expr"))


def message(s):
    """The text after the severity: what the counts say and what to write."""
    count = s.get("count") or 0
    src = s.get("source") or "profile"
    arch = s.get("arch") or "?"
    if s.get("verdict") == "inert":
        was = (s.get("inert") or {}).get("verdict")
        return "%s: %s%s [%s]" % (call_text(s), s.get("why"),
                                  "; the counts alone say %s" % was if was else "", src)
    if s.get("verdict") in ("unhinted", "needless", "varies"):
        return "%s%s [%s]" % ("" if s["verdict"] == "unhinted" else call_text(s) + ": ",
                               s.get("why"), src)
    obs = 100.0 * (s.get("hits") or 0) / count if count else 0.0
    turn = direction_fix(s) if s.get("verdict") == "wrong" else None
    if turn:
        return ("%s: true %s%% of %d (99%% interval %s-%s): laid out for %s, the rarer case; "
                "measured %s gives %s on %s: %s [%s]" % (
                    call_text(s), "%.1f" % obs, count, num(round(s.get("ci_low", 0), 1)),
                    num(round(s.get("ci_high", 0), 1)),
                    "true" if direction(s) == "likely" else "false", s.get("suggest"),
                    "no hint" if turn == "drop" else turn, arch,
                    "drop the hint" if turn == "drop" else "write " + other_hint(s, turn), src))
    return ("%s: true %s%% of %d (99%% interval %s-%s); declared %s gives %s on %s, "
            "measured %s gives %s: write %s [%s]" % (
                call_text(s), "%.1f" % obs, count, num(round(s.get("ci_low", 0), 1)),
                num(round(s.get("ci_high", 0), 1)), s.get("declared"), s.get("hint"), arch,
                s.get("suggest"), s.get("suggest_hint"), s.get("suggest"), src))


def line(s, root="."):
    loc = "%s:%d:" % (path_of(s, root), s.get("line") or 0)
    if s.get("col"):
        loc += "%d:" % s["col"]
    return "%s %s: %s" % (loc, SEVERITY.get(s.get("verdict"), s.get("verdict")), message(s))


def write(sites, out, root="."):
    for s in sites:
        out.write(line(s, root) + "\n")
