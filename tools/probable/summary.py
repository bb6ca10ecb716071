# SPDX-License-Identifier: MIT
"""The one-line summary of a judged report: how many hint sites were
found, how many judged (ok, wrong, varies, miscalibrated, needless, inert), how many
not judged and why (counted by reason), and the missing hints; the same
counts for JSON ("summary") and SARIF (run properties), and the share
that "check --max-not-judged" gates on.

    summarize(sites) -> dict
    line(summary) -> str

A hint site is every site but a missing hint ("unhinted").  Judged: ok,
wrong, varies (labelled counts that disagree about the hint),
miscalibrated, needless, inert (with -p: the hint changes nothing in the
object code of the build; inert.py); "varies" and "inert" have their own
count only where there is one (a report without labels, judged without
-p, reads as before).  Every other hint site is not judged,
for one reason: not reached, compiled out, constant in the build, too
few evaluations, or (verdict not-judged) the reason its "why" gives,
named by a few words (reason())."""

import re

JUDGED = ("ok", "wrong", "varies", "miscalibrated", "needless", "inert")
# judged verdicts counted in the summary only when there is one (a report
# read as before labels and -p has none: its summary stays as it was)
_WHEN_ANY = ("varies", "inert")

# a second expansion of one condition in a macro (the kernel's WARN_ON
# tests __ret_warn_on twice): its rows are given to the first copy, so it
# is no site with counts of its own
COPY = "another copy of the same hint (counted there)"

# a reader's verdict, or why a not-judged site is not, in a few words:
# (words its "why" holds, in order; the reason); the first match names it
_WHY = (
    (("counts not exact",), "no exact count (code inlined before counting)"),
    (("disagree",), "units or instances disagree"),
    (("no columns", "likely()/unlikely() on line"), "several hints on one line"),
    (("misaligned",), "unaligned access (coverage counts branches)"),
    (("pc is not a constant",), "pc not a constant"),
    (("no branch", "arcs on line", "not a whole if", "not on an if's", "branch inside a macro",
      "branch for the hint"), "no branch tied to the hint"),
    (("matches", "basename", "ambiguous", "can have made the row"), "file not told apart"),
    (("the same condition as nth",), COPY),
    (("no row for line",), "no row in the kernel's profile"),
    (("has definitions",), "macro defined differently under #if (configuration not known)"),
    (("hints on line",), "several hints on one line"),
)
_VERDICT_REASON = {"unreached": "not reached", "compiled-out": "compiled out",
                   "constant": "constant in this build", "few": "too few evaluations"}
# not judged for a reason the counts could lift (the tool could not tie
# them, or there were too few): what --max-not-judged counts, among the
# sites with counts (reached and in the build)
_NO_COUNTS = ("unreached", "compiled-out")


def reason(site):
    """Why a hint site is not judged, in a few words (None when judged)."""
    v = site.get("verdict")
    if v in JUDGED or v == "unhinted":
        return None
    if v in _VERDICT_REASON:
        return _VERDICT_REASON[v]
    why = site.get("why") or ""
    for words, name in _WHY:
        if any(w in why for w in words):
            return name
    if not why:
        return "no reason given"
    # a reason this table does not know: its first words
    # (numbers made N, so that one reason is one line, whatever its place)
    short = re.sub(r"[0-9]+", "N", why.split(":")[0].split("(")[0].strip())
    return short if len(short) <= 48 else short[:45].rstrip() + "..."


def summarize(sites):
    """{"sites": hint sites, "judged": n, "ok", "wrong", "miscalibrated",
    "needless": n each ("varies", "inert" only when there is one), "not_judged": n, "reasons": {reason: n},
    "with_counts": hint sites reached and in the build, "not_judged_with_counts":
    those of them not judged but for constancy, "unhinted": missing hints}."""
    out = {"sites": 0, "judged": 0}
    for v in JUDGED:
        out[v] = 0
    out.update(not_judged=0, reasons={}, with_counts=0, not_judged_with_counts=0, unhinted=0)
    reasons = out["reasons"]
    for s in sites:
        v = s.get("verdict")
        if v == "unhinted":
            out["unhinted"] += 1
            continue
        out["sites"] += 1
        copy = v == "not-judged" and reason(s) == COPY
        if v not in _NO_COUNTS and not copy:
            out["with_counts"] += 1
        if v in JUDGED:
            out["judged"] += 1
            out[v] += 1
            continue
        out["not_judged"] += 1
        r = reason(s)
        reasons[r] = reasons.get(r, 0) + 1
        if v not in _NO_COUNTS and v != "constant" and not copy:
            out["not_judged_with_counts"] += 1
    for v in _WHEN_ANY:
        if not out[v]:
            del out[v]
    # most first, then by name: the same order every run
    out["reasons"] = dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])))
    return out


def not_judged_share(summary):
    """The percentage of the hint sites with counts that is not judged
    (0 when none has counts)."""
    if not summary["with_counts"]:
        return 0.0
    return 100.0 * summary["not_judged_with_counts"] / summary["with_counts"]


def _n(n, word, plural=None):
    return "%d %s" % (n, word if n == 1 else (plural or word + "s"))


def line(summary):
    """"39 hint sites: 8 judged (3 ok, 1 wrong, 4 miscalibrated); 31 not
    judged: 20 no exact count (...), 11 not reached; 5 missing hints"."""
    s = summary
    judged = ", ".join("%d %s" % (s[v], v) for v in ("wrong", "varies", "miscalibrated", "needless", "inert", "ok")
                       if s.get(v))
    text = "%s: %d judged%s" % (_n(s["sites"], "hint site"), s["judged"], " (%s)" % judged if judged else "")
    if s["not_judged"]:
        text += "; %d not judged: %s" % (s["not_judged"], ", ".join(
            "%d %s" % (n, r) for r, n in s["reasons"].items()))
    if s["unhinted"]:
        text += "; %s" % _n(s["unhinted"], "missing hint")
    return text
