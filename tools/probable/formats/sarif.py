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
_BY_VERDICT = {r[3]: (i, r) for i, r in enumerate(RULES)}


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


def document(sites, root=".", version="0.1.0", summary=None):
    """The SARIF log of the findings among sites; summary (summary.summarize
    of every site, not only the findings): the run's properties, so a
    reader sees how many hint sites were judged and why the others were
    not."""
    results = []
    for s in sites:
        hit = _BY_VERDICT.get(s.get("verdict"))
        if hit is None:
            continue
        index, rule = hit
        region = {"startLine": max(1, int(s.get("line") or 1))}
        if s.get("col"):
            region["startColumn"] = int(s["col"])
        results.append({
            "ruleId": rule[0], "ruleIndex": index, "level": rule[2],
            "message": {"text": message(s)},
            "locations": [{"physicalLocation": {
                "artifactLocation": {"uri": _uri(s.get("file") or "?"), "uriBaseId": "%SRCROOT%"},
                "region": region}}],
            "partialFingerprints": {"probableSite/v1": fingerprint(s)},
            "properties": {"source": s.get("source"), "count": s.get("count"),
                           "hits": s.get("hits"), "declared": s.get("declared"),
                           "suggest": s.get("suggest"), "arch": s.get("arch")},
        })
    rules = [{"id": r[0], "name": r[1],
              "shortDescription": {"text": r[4]}, "fullDescription": {"text": r[5]},
              "help": {"text": r[6], "markdown": r[6]},
              "defaultConfiguration": {"level": r[2]},
              "properties": {"tags": ["performance", "branch-hints"], "precision": "high",
                             "problem.severity": {"error": "error", "warning": "warning",
                                                  "note": "recommendation"}[r[2]]}}
             for r in RULES]
    root_uri = "file://" + _uri(os.path.abspath(root)).join(("/", "/")) if root else None
    run = {"tool": {"driver": {"name": "probable-report",
                               "semanticVersion": version, "rules": rules}},
           "columnKind": "unicodeCodePoints",
           "results": results}
    if root_uri:
        run["originalUriBaseIds"] = {"%SRCROOT%": {"uri": root_uri}}
    if summary is not None:
        from ..summary import line
        run["properties"] = {"summary": line(summary), "counts": summary}
    return {"$schema": SCHEMA, "version": "2.1.0", "runs": [run]}


def write(sites, out, root=".", version="0.1.0", summary=None):
    json.dump(document(sites, root, version, summary), out, indent=1, ensure_ascii=False)
    out.write("\n")
