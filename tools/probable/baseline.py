# SPDX-License-Identifier: MIT
"""A previous run's findings (the baseline) against this run's: which
finding of one run is which of the other, and what became of it.

    load(path, ...) -> the baseline's sites (a report, or a SARIF log)
    match(old_sites, new_sites) -> [(old, new)], None where one side has none
    compare(old_sites, new_sites, tolerance, kinds) -> [Change]

A baseline is a report in JSON (what the runtime writes with
PROBABLE_PROFILE_FORMAT=json, or "probable-report merge -o OLD.json":
format version 1 to 3; its sites are judged again here with this run's
--min-count and --macro, so only the counts and the code are compared,
never two settings), or the SARIF log a previous "probable-report check
--sarif" wrote (its results are its findings, judged then; results
marked "absent" are not findings of that run).

Identity.  Code moves: a line added above a hint moves every hint
below it.  A site is known across runs by its key: file, function,
macro, kind, arch, C++ instance and the condition's text (blanks
collapsed), never its line.  Within one file the sites are taken in
source order (line, nth, column) and the two runs' sequences of keys
are lined up as diff lines up text (difflib, longest common runs
first): a site is the site with the same key at the same place in that
order, so of three identical "unlikely(!p)" checks in one function the
second stays the second when code is added above, between or below
them; the ones the alignment leaves over are paired by key in source
order (a function moved within its file), then by key without the
macro (a hint rewritten: likely() for unlikely(), probable() for
likely(), so fixing a wrong hint that way says fixed at its line).  The line itself is no part
of the identity: it is only the order, the tie-break between equal
keys.  A file is the same file by name; a name of the baseline that
this run has not is matched to this run's file with the longest common
trailing path (two directories deep, or the basename), when exactly one
has it (a checkout under another directory: /home/ci/a/lib/x.c is
lib/x.c).  Not followed: a function moved to another file, a file
renamed, a condition rewritten (then the old finding is fixed and the
new one new).

States of a finding (a site whose verdict is in kinds and that passes
the tolerance, diag.findings):
- new: a finding now, and not one in the baseline (the site is new, or
  was ok, few, ...);
- worse: a finding in both, now with a worse verdict (judge.VERDICTS'
  order: wrong before varies before miscalibrated ...), failing the gate
  now and not then (gates(): a varies site a label judges wrong now,
  none did in the baseline), or the same
  verdict with a cost (site["cost"], where the counts' reader gives one)
  more than COST_FACTOR times the baseline's and not cold now;
- updated: a finding in both, changed in what it asks of the reader but
  not worse: a better verdict, another declared pc, or a measured rate
  that now gives another hint (suggest_hint).  Counts, rates, lines and
  columns change on every run: never a change by themselves;
- unchanged: a finding in both, nothing of the above changed;
- fixed: a finding in the baseline, and not now (the site is ok, too
  few, gone, or filtered by the tolerance).

SARIF 2.1.0 section 3.27.24 (result.baselineState) names four states:
new, unchanged, absent, and updated ("detected in both runs, changed in
a way the tool considers significant"); worse and updated are both
"updated" there (SARIF_STATE), fixed is "absent"."""

import difflib
import json
import os

from .errors import InputError

STATES = ("new", "worse", "updated", "unchanged", "fixed")
SARIF_STATE = {"new": "new", "worse": "updated", "updated": "updated", "unchanged": "unchanged",
               "fixed": "absent"}
# the verdicts that fail check's gate (and a varies site a label judges
# wrong: gates()), and the findings (baseline states, SARIF)
GATE = ("wrong",)
FINDINGS = ("wrong", "varies", "miscalibrated", "needless", "inert", "unhinted")
# the same verdict is worse when its cost grew by more than this factor
COST_FACTOR = 2.0


class Change:
    """One finding's fate: state (STATES), site (this run's, None when
    the site is gone), old (the baseline's, None when new), why (a few
    words for worse and updated)."""

    __slots__ = ("state", "site", "old", "why")

    def __init__(self, state, site, old, why=None):
        self.state, self.site, self.old, self.why = state, site, old, why

    def where(self):
        """The site to point at: this run's, else the baseline's."""
        return self.site if self.site is not None else self.old


# ---- identity -------------------------------------------------------------

def key(site):
    """What a site is across runs, its line left out."""
    expr = site.get("expr")
    return (site.get("func") or None, site.get("macro"), site.get("kind") or "branch",
            site.get("arch"), site.get("instance"), " ".join(expr.split()) if expr else expr)


def _order(site):
    return (site.get("line") or 0, site.get("nth") or 0, site.get("col") or 0)


def _norm(name):
    return os.path.normpath(name).replace(os.sep, "/") if name else ""


def _files(old_names, new_names):
    """{old file name: new file name}: the same name, else the one new
    name sharing the longest trailing path (at most 3 components)."""
    new_set = set(new_names)
    out = {}
    tails = {}
    for n in new_set:
        parts = n.split("/")
        for k in range(1, min(3, len(parts)) + 1):
            tails.setdefault(tuple(parts[-k:]), []).append(n)
    for o in old_names:
        if o in new_set:
            out[o] = o
            continue
        parts = o.split("/")
        for k in range(min(3, len(parts)), 0, -1):
            got = tails.get(tuple(parts[-k:]))
            if got:
                if len(got) == 1 and got[0] not in old_names:
                    out[o] = got[0]
                break
    return out


def match(old_sites, new_sites):
    """[(old, new)]: every site of both lists once, paired where they are
    one site (see the module's doc), else with None."""
    by_old, by_new = {}, {}
    for s in old_sites:
        by_old.setdefault(_norm(s.get("file")), []).append(s)
    for s in new_sites:
        by_new.setdefault(_norm(s.get("file")), []).append(s)
    names = _files(set(by_old), set(by_new))
    pairs = []
    paired_new = set()
    for oname, olds in by_old.items():
        nname = names.get(oname)
        news = by_new.get(nname, []) if nname is not None else []
        if nname is not None:
            paired_new.add(nname)
        pairs += _match_file(olds, news)
    for nname, news in by_new.items():
        if nname not in paired_new:
            pairs += [(None, s) for s in news]
    return pairs


def _unhinted(k):
    """A key without its macro."""
    return k[:1] + k[2:]


def _match_file(olds, news):
    olds = sorted(olds, key=_order)
    news = sorted(news, key=_order)
    ok = [key(s) for s in olds]
    nk = [key(s) for s in news]
    got_o = [None] * len(olds)
    got_n = [None] * len(news)
    sm = difflib.SequenceMatcher(None, ok, nk, autojunk=False)
    for a, b, size in sm.get_matching_blocks():
        for i in range(size):
            got_o[a + i], got_n[b + i] = b + i, a + i
    # the rest: by key, in source order; then by key without the macro
    # (a hint rewritten: unlikely() for likely(), another macro)
    for part in (lambda k: k, _unhinted):
        left = {}
        for j, k in enumerate(nk):
            if got_n[j] is None:
                left.setdefault(part(k), []).append(j)
        for i, k in enumerate(ok):
            if got_o[i] is None and left.get(part(k)):
                j = left[part(k)].pop(0)
                got_o[i], got_n[j] = j, i
    pairs = [(o, news[got_o[i]] if got_o[i] is not None else None) for i, o in enumerate(olds)]
    pairs += [(None, n) for j, n in enumerate(news) if got_n[j] is None]
    return pairs


# ---- states ---------------------------------------------------------------

def _rank(site):
    from .judge import VERDICT_RANK, VERDICTS
    return VERDICT_RANK.get(site.get("verdict"), len(VERDICTS))


def _cost(site):
    c = site.get("cost")
    return c if isinstance(c, (int, float)) and not isinstance(c, bool) else None


def gates(site):
    """Whether a finding fails check's gate: a wrong hint, or a varies one
    that a label judges wrong (laid out for the rarer case there: a hint
    that emits none, probable(x, 60) on x86, is laid out for neither, and
    removing it changes no code here)."""
    v = site.get("verdict")
    return v in GATE or (v == "varies" and site.get("hint") != "none" and any(
        isinstance(lab, dict) and lab.get("verdict") == "wrong" for lab in site.get("labels") or ()))


def change(old, new):
    """(state, why) of a site that is a finding in both runs."""
    state, why = _change(old, new)
    had, has = _labels(old), _labels(new)
    if state == "worse" and gates(old) and had and has < had:
        # counts of fewer workloads than before (a CI run of one of them):
        # a finding that failed the gate before and still does, worse only
        # for the labels missing now, is no drift
        return "updated", "%s; judged without label%s %s now" % (
            why, "" if len(had - has) == 1 else "s", ", ".join(sorted(had - has)))
    return state, why


def _change(old, new):
    ro, rn = _rank(old), _rank(new)
    if rn < ro:
        return "worse", "was %s" % old.get("verdict")
    if gates(new) and not gates(old):
        # (varies both times: a label judges it wrong now, none did)
        return "worse", "a label judges it wrong now"
    co, cn = _cost(old), _cost(new)
    if rn == ro and co is not None and cn is not None and not new.get("cold") \
            and cn > COST_FACTOR * co and cn > 0:
        return "worse", "cost %s, was %s" % (_num(cn), _num(co))
    if rn > ro:
        return "updated", "was %s" % old.get("verdict")
    if gates(old) and not gates(new):
        return "updated", "no label judges it wrong now"
    if old.get("declared") != new.get("declared"):
        return "updated", "declared %s, was %s" % (new.get("declared"), old.get("declared"))
    if old.get("suggest_hint") is not None and old.get("suggest_hint") != new.get("suggest_hint"):
        return "updated", "measured rate gives %s, was %s" % (new.get("suggest_hint"), old.get("suggest_hint"))
    return "unchanged", None


def _labels(site):
    """The names of a site's labels (a set; empty without labels)."""
    return set(lab.get("label") for lab in site.get("labels") or () if isinstance(lab, dict))


def _num(x):
    return ("%.3g" % x) if isinstance(x, float) else str(x)


def compare(old_sites, new_sites, tolerance, kinds):
    """[Change] of every finding of either run, in this run's order (gone
    sites at the end, in the baseline's order)."""
    from .formats.diag import findings
    old_f = set(map(id, findings(old_sites, tolerance, kinds)))
    new_f = set(map(id, findings(new_sites, tolerance, kinds)))
    out = {}
    gone = []
    for o, n in match(old_sites, new_sites):
        of = o is not None and id(o) in old_f
        nf = n is not None and id(n) in new_f
        if nf and not of:
            out[id(n)] = Change("new", n, o)
        elif nf and of:
            state, why = change(o, n)
            out[id(n)] = Change(state, n, o, why)
        elif of:
            if n is None:
                gone.append(Change("fixed", None, o, "gone from the counts"))
            else:
                out[id(n)] = Change("fixed", n, o, "now %s%s" % (
                    n.get("verdict"), " within the tolerance" if n.get("verdict") in kinds else ""))
    return [out[id(s)] for s in new_sites if id(s) in out] + gone


def counts(changes):
    """{state: n} over changes, every state present."""
    n = dict.fromkeys(STATES, 0)
    for c in changes:
        n[c.state] += 1
    return n


# ---- reading a baseline ---------------------------------------------------

def load(path, table=None, min_count=None, claims=None):
    """The baseline's sites: a report's, judged again (min_count, claims:
    this run's), or a SARIF log's findings.  InputError for anything
    else."""
    from .formats.report import read_text
    text = read_text(path)
    head = text.lstrip("\ufeff \t\r\n")[:4096]
    if '"runs"' in head or '"$schema"' in head:
        return _sarif(text, path)
    if '"top": ' in text.split("\n", 1)[0]:
        # (merge --top N: the findings after the first N are not in it,
        # and would all be new)
        raise InputError(path, "a report cut by --top (only its first findings are in it) is no "
                               "baseline; write OLD without --top")
    from .formats.report import read
    from .judge import DEFAULT_MIN_COUNT
    from .site import merge
    try:
        report = read(path, table)
    except InputError as e:
        if e.reason.startswith("not a probable profile report"):
            # (gcov JSON, an llvm-cov export: merge them into a report first)
            raise InputError(path, "%s; a baseline is a report (probable-report merge -o OLD.json) "
                                   "or the SARIF of check --sarif" % e.reason)
        raise
    return merge([report], None, DEFAULT_MIN_COUNT if min_count is None else min_count, claims)["sites"]


def _sarif(text, path):
    """The findings of a SARIF log check --sarif wrote, as sites."""
    from .formats.sarif import RULES, VARIES_RULE
    verdict_of = {r[0]: r[3] for r in RULES + (VARIES_RULE,)}
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise InputError(path, "not JSON: %s" % getattr(e, "msg", e))
    runs = doc.get("runs") if isinstance(doc, dict) else None
    if not isinstance(runs, list) or len(runs) != 1 or not isinstance(runs[0], dict):
        raise InputError(path, "not a SARIF log of probable-report check (one run)")
    run = runs[0]
    if isinstance(run.get("properties"), dict) and run["properties"].get("top") is not None:
        raise InputError(path, "a SARIF log of check --top %s (only its first findings are in it) is "
                               "no baseline; write OLD without --top" % run["properties"]["top"])
    driver = ((run.get("tool") or {}).get("driver") or {}) if isinstance(run.get("tool"), dict) else {}
    if not isinstance(driver, dict) or driver.get("name") != "probable-report":
        raise InputError(path, "a SARIF log of %s, not of probable-report check" % (
            json.dumps(driver.get("name")) if isinstance(driver, dict) and driver.get("name") else
            "another tool"))
    sites = []
    for i, r in enumerate(run.get("results") or []):
        try:
            if r.get("baselineState") == "absent":
                continue
            verdict = verdict_of.get(r.get("ruleId"))
            if verdict is None:
                raise ValueError("unknown rule %s" % json.dumps(r.get("ruleId")))
            props = r.get("properties") or {}
            loc = r["locations"][0]["physicalLocation"]
            site = {k: props.get(k) for k in ("file", "func", "macro", "kind", "arch", "instance", "expr",
                                              "nth", "declared", "hint", "suggest", "suggest_hint", "cost",
                                              "count", "hits", "source", "labels")}
            if site["file"] is None:
                from urllib.parse import unquote
                site["file"] = unquote(loc["artifactLocation"]["uri"])
            if site["expr"] is None:
                raise ValueError("no \"expr\" property (written by a probable-report before "
                                 "--baseline; give the JSON report instead)")
            site["line"] = int(loc["region"]["startLine"])
            site["col"] = int(loc["region"].get("startColumn") or 0)
            site["verdict"] = verdict
            site["message"] = str((r.get("message") or {}).get("text") or "")
        except (AttributeError, KeyError, IndexError, TypeError, ValueError) as e:
            raise InputError(path, "result %d: %s" % (i, e if isinstance(e, ValueError) else
                                                       "not a result of probable-report check"))
        sites.append(site)
    return sites
