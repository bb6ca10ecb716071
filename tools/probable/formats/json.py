# SPDX-License-Identifier: MIT
"""Writing a report as profile JSON, format version 3 (docs/profile-format.md):
the header on the first line, one site per line."""

import json as _json

from .. import FORMAT, VERSION
from ..site import EXTRA_FIELDS, SITE_FIELDS

_FLOATS = frozenset(("observed", "ci_low", "ci_high"))
# cost.py's fields, after the others: the evaluations against the layout,
# a finding's gain, and whether the site is cold
COST_FIELDS = ("cost", "gain", "cold")
_dumps = _json.JSONEncoder(ensure_ascii=False).encode


def site_json(s):
    """One site as a JSON object on one line, fields in SITE_FIELDS order."""
    parts = []
    for k in SITE_FIELDS:
        if k in s:
            v = s[k]
            if k in _FLOATS:
                parts.append('"%s": %.4f' % (k, v))
            elif v is None:
                parts.append('"%s": null' % k)
            elif v.__class__ is int:
                parts.append('"%s": %d' % (k, v))
            else:
                parts.append('"%s": %s' % (k, _dumps(v)))
    for k in EXTRA_FIELDS:
        if k in s:
            if k == "labels":
                parts.append('"labels": [%s]' % ", ".join(map(_label_json, s[k])))
            else:
                parts.append('"%s": %s' % (k, _dumps(s[k])))
    for k in COST_FIELDS:
        if k in s:
            v = s[k]
            parts.append(('"%s": %s' % (k, _dumps(v))) if v.__class__ is bool else ('"%s": %s' % (k, _num(v))))
    return "{" + ", ".join(parts) + "}"


def _num(x):
    """A cost in evaluations: an integer as one (count - hits), else one decimal (count / 2)."""
    return "%d" % x if float(x) == int(x) else "%.1f" % x


def _label_json(lab):
    """One label's counts and judgement, its rates as a site's (4 decimals)."""
    return "{" + ", ".join(
        ('"%s": %.4f' % (k, v)) if k in _FLOATS else '"%s": %s' % (k, _dumps(v))
        for k, v in lab.items()) + "}"


def header_json(report):
    """The report's header up to its sites; "summary" (summary.summarize:
    hint sites found, judged by verdict, not judged by reason) when the
    report has one."""
    summ = report.get("summary")
    cost = report.get("cost")
    return ('{"format": "%s", "version": %d, "source": %s, "run": %s, "dumps": %d, "inputs": %d%s%s%s%s%s, "sites": [' % (
        FORMAT, VERSION, _dumps(report.get("source") or "profile"), _dumps(report.get("run")),
        report.get("dumps", 0), report.get("inputs", 1),
        (', "min_count": %d' % report["min_count"]) if report.get("min_count") is not None else "",
        (', "labels": %s' % _dumps(report["labels"])) if report.get("labels") else "",
        (', "summary": %s' % _dumps(summ)) if summ is not None else "",
        (', "cost": %s' % _dumps(cost)) if cost is not None else "",
        (', "top": %d' % report["top"]) if report.get("top") is not None else ""))


def _kernel(report):
    """The kernel profiler's rows, tied and not (kernelsites.py), after the sites."""
    k = report.get("kernel")
    return ', "kernel": %s' % _dumps(k) if k else ""


def write(report, out):
    """The report (its sites already judged) to the text stream out."""
    out.write(header_json(report))
    sites = report["sites"]
    if not sites:
        out.write("]%s}\n" % _kernel(report))
        return
    # a few thousand sites at a time: never the whole text in memory
    for i in range(0, len(sites), 2000):
        out.write(("\n  " if i == 0 else ",\n  ") + ",\n  ".join(map(site_json, sites[i:i + 2000])))
    out.write("\n]%s}\n" % _kernel(report))
