# SPDX-License-Identifier: MIT
"""Findings as SARIF 2.1.0, the format code-scanning services (GitHub
code scanning among them) read: one run, one rule per kind of finding
with a stable id, description and help; one result per finding with a
region (line, and column when known), a path relative to %SRCROOT% (the
source root), and a partial fingerprint that follows the site, not its
line number (file, macro, condition, ordinal), so a finding survives
edits above it."""

import hashlib
import json
import os
from urllib.parse import quote

from .diag import message

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"

RULES = (
    ("probable/wrong-hint", "WrongHint", "error", "wrong",
     "A branch hint whose measured rate gives another hint on this arch.",
     "The counts put the condition's true rate outside the hint's declared "
     "pc by more than the 99% interval allows, and the measured pc makes "
     "different code on this architecture: the compiler lays out the code "
     "for the wrong case.",
     "Write the suggested pc (probable-fix does it), or remove the hint. "
     "If the run that produced the counts is not representative, gather "
     "counts from one that is."),
    ("probable/miscalibrated-hint", "MiscalibratedHint", "warning", "miscalibrated",
     "A branch hint whose declared pc is off, though the code is the same.",
     "The measured rate lies outside the interval around the declared pc, "
     "but on this architecture the measured pc gives the same hint.",
     "Write the measured pc so the source says what the program does; no "
     "code changes on this architecture (other architectures may differ)."),
    ("probable/needless-hint", "NeedlessHint", "note", "needless",
     "A likely()/unlikely() the right way round whose measured rate gives no hint on this arch.",
     "The hint claims a direction and the code is laid out for the more common case, but the "
     "measured rate lies between the architecture's thresholds: probable() at that rate emits "
     "no hint here.",
     "Keep it, or drop it: at this rate the architecture's thresholds call for no hint."),
    ("probable/missing-hint", "MissingHint", "note", "unhinted",
     "A hot branch without a hint whose measured rate would give one.",
     "The branch has no hint, and its measured rate lies wholly above the "
     "arch's likely threshold or below its unlikely one.",
     "Wrap the condition in probable(cond, pc) with the measured pc shown."),
    # last: the rules before keep their ruleIndex
    ("probable/inert-hint", "InertHint", "note", "inert",
     "A branch hint that changes nothing in the object code of this build.",
     "With the compile database given (-p), the function holding the hint was compiled with its "
     "own command and with its hints reduced to their values: the object code is the same, on "
     "this compiler, flags and arch.",
     "Keep it for other compilers and arches, or remove it (probable-fix --remove-inert): on "
     "this build it is noise."),
)
# listed after RULES only in a log that has such a result (a log of
# unlabelled counts reads as before labels)
VARIES_RULE = (
    "probable/varying-hint", "VaryingHint", "warning", "varies",
    "A branch hint that is right on some inputs and wrong on others.",
    "The counts are labelled by where they came from (a host, a workload, an "
    "arch), and the labels' 99% intervals disagree about the hint on this "
    "architecture: one lies wholly above its likely threshold, another wholly "
    "below its unlikely one or between the two (no hint).  The result's "
    "properties list each label's rate and interval.",
    "Remove the hint (write what gives no hint here; probable-fix does it); "
    "never flip it: the other inputs would then be laid out for their rarer case.")
_BY_VERDICT = {r[3]: (i, r) for i, r in enumerate(RULES + (VARIES_RULE,))}


# what a path segment keeps as it is (RFC 3986 section 3.3: unreserved,
# sub-delims, "@"); everything else, ":" included (a relative reference
# whose first segment has one would read as a scheme, section 4.2), is
# percent-encoded as UTF-8 (a name that is no UTF-8: its bytes)
_SEGMENT_SAFE = "!$&'()*+,;=@"


def _uri(path):
    """A path as the segments of a URI reference (SARIF 2.1.0 section 3.10:
    a valid URI, percent-encoded), "/"-separated, without empty and "."
    segments."""
    return "/".join(quote(p, safe=_SEGMENT_SAFE, encoding="utf-8", errors="surrogateescape")
                    for p in path.replace(os.sep, "/").split("/") if p not in ("", "."))


def fingerprint(s):
    key = "\0".join(str(s.get(k)) for k in ("file", "macro", "expr", "nth", "kind"))
    return hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:32]


# what a result's properties say of its site beyond the message: its
# counts, and what identifies it across runs (a SARIF log is a baseline
# for check --baseline: baseline.py)
_PROPERTIES = ("source", "count", "hits", "declared", "hint", "suggest", "suggest_hint", "arch", "file", "func",
               "macro", "kind", "expr", "nth", "instance")


def _result(s, hit, at, cold=None):
    """The result of finding s (hit: its rule's index and row), located
    at site at's place."""
    index, rule = hit
    region = {"startLine": max(1, int(at.get("line") or 1))}
    if at.get("col"):
        region["startColumn"] = int(at["col"])
    props = {k: s.get(k) for k in _PROPERTIES}
    props.update(cost=s.get("cost"), gain=s.get("gain"), cold=bool(s.get("cold")))
    text = message(s)
    if s.get("cold") and cold is not None:
        text += "; cold: %d evaluation%s, fewer than %d" % (
            s.get("count") or 0, "" if s.get("count") == 1 else "s", cold)
    return {
        "ruleId": rule[0], "ruleIndex": index, "level": rule[2],
        "message": {"text": text},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": _uri(at.get("file") or "?"), "uriBaseId": "%SRCROOT%"},
            "region": region}}],
        "partialFingerprints": {"probableSite/v1": fingerprint(s)},
        "properties": props,
    }


def document(sites, root=".", version="0.1.0", summary=None, changes=None, cost=None, top=None):
    """The SARIF log of the findings among sites; summary (summary.summarize
    of every site, not only the findings): the run's properties, so a
    reader sees how many hint sites were judged and why the others were
    not.  changes (baseline.compare, check --baseline): each result
    carries its "baselineState" (SARIF 2.1.0 section 3.27.24: new,
    unchanged, updated: the same finding, worse or changed in what it
    asks, baseline.py), and each finding of the baseline that is none now
    is a result too, "absent", at the site's line now when the site is
    still there, with kind "pass" and level "none" (section 3.27.9: the
    rule was evaluated there and found no problem; 3.27.10: a result that
    is not a failure has level none), so a viewer never shows it as a
    problem.  The findings keep their order (by gain, cold last); cost
    (cost.header: the formula and the cold threshold, the default's when
    None) is the run's property "cost", and each result's properties
    carry its "cost", "gain" and "cold"; a cold one's message says so.
    top (check --top N): the run's property "top", the log holds only
    the first N findings (so it is no baseline: baseline.py refuses it)."""
    from ..cost import header as cost_header
    cost = cost or cost_header()
    state = {}
    absent = []
    if changes is not None:
        from ..baseline import SARIF_STATE
        for c in changes:
            if c.state == "fixed":
                absent.append(c)
            else:
                state[id(c.site)] = c
    results = []
    varies = False
    for s in sites:
        hit = _BY_VERDICT.get(s.get("verdict"))
        if hit is None:
            continue
        varies = varies or hit[1] is VARIES_RULE
        r = _result(s, hit, s, cost["cold"])
        if s.get("labels"):
            # each label's counts, rate, interval and verdict
            r["properties"]["labels"] = s["labels"]
        c = state.get(id(s))
        if changes is not None:
            # a finding compare() did not see (not of its kinds) is new
            r["baselineState"] = SARIF_STATE[c.state] if c else "new"
            if c:
                r["properties"]["baseline"] = c.state + (": " + c.why if c.why else "")
        results.append(r)
    for c in absent:
        hit = _BY_VERDICT.get(c.old.get("verdict"))
        if hit is None:
            continue
        varies = varies or hit[1] is VARIES_RULE
        r = _result(c.old, hit, c.where())
        r.update(kind="pass", level="none", baselineState="absent")
        r["properties"]["baseline"] = "fixed: " + c.why if c.why else "fixed"
        results.append(r)
    rules = [{"id": r[0], "name": r[1],
              "shortDescription": {"text": r[4]}, "fullDescription": {"text": r[5]},
              "help": {"text": r[6], "markdown": r[6]},
              "defaultConfiguration": {"level": r[2]},
              "properties": {"tags": ["performance", "branch-hints"], "precision": "high",
                             "problem.severity": {"error": "error", "warning": "warning",
                                                  "note": "recommendation"}[r[2]]}}
             for r in RULES + ((VARIES_RULE,) if varies else ())]
    root_uri = "file://" + _uri(os.path.abspath(root)).join(("/", "/")) if root else None
    run = {"tool": {"driver": {"name": "probable-report",
                               "semanticVersion": version, "rules": rules}},
           "columnKind": "unicodeCodePoints",
           "results": results}
    if root_uri:
        run["originalUriBaseIds"] = {"%SRCROOT%": {"uri": root_uri}}
    run["properties"] = {"cost": cost}
    if top is not None:
        run["properties"]["top"] = int(top)
    if summary is not None:
        from ..summary import line
        run["properties"].update(summary=line(summary), counts=summary)
    return {"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}


def write(sites, out, root=".", version="0.1.0", summary=None, changes=None, cost=None, top=None):
    json.dump(document(sites, root, version, summary, changes, cost, top), out, indent=1, ensure_ascii=False)
    out.write("\n")
