# SPDX-License-Identifier: MIT
"""Sites: what makes two records one site (IDENTITY), how the sites of
many reports are summed (Merger), and the order of a report (order_key)."""

from . import FORMAT, VERSION
from .judge import DEFAULT_MIN_COUNT, READER_VERDICTS, VERDICT_RANK, VERDICTS, judge

# what makes two sites one (nth: the ordinal among the sites with the same
# file, line, macro and expr, in source order; 0 for reports before
# version 3)
IDENTITY = ("file", "line", "nth", "func", "expr", "macro", "kind", "arch", "size")
# what the build made of pcs at a site
FACTS = ("high", "low", "exact", "threshold", "test_below")
# the order a site's fields are written in
SITE_FIELDS = ("file", "line", "nth", "col", "func", "expr", "cond", "macro", "kind", "arch", "source",
               "declared", "high", "low", "exact", "threshold", "test_below", "size", "constant",
               "count", "hits", "observed", "ci_low", "ci_high", "hint", "verdict", "why",
               "suggest", "suggest_hint", "needed")
# added by a merge or by reading version 1
EXTRA_FIELDS = ("declared_conflict", "facts_conflict", "facts_from")


def identity(site):
    """The key that makes sites from different reports one site."""
    return (site.get("file"), site.get("line"), site.get("nth") or 0, site.get("func"), site.get("expr"),
            site.get("macro"), site.get("kind"), site.get("arch"), site.get("size"))


def order_key(site):
    """Worst first: verdict, then |observed - declared| descending (0 for
    a site never evaluated or without a declared pc), then file, line,
    nth (as the runtime's probable_profile_order_)."""
    d = site.get("declared")
    dist = abs(site["observed"] - d) if (site.get("count") and d is not None) else 0.0
    return (VERDICT_RANK.get(site.get("verdict"), len(VERDICTS)), -dist,
            site.get("file") or "", site.get("line") or 0, site.get("nth") or 0)


def sort_sites(sites):
    sites.sort(key=order_key)
    return sites


def _merge_verdict(a, b):
    """The reader-set verdict of a site seen with a and b (each a verdict
    of READER_VERDICTS or None: judged from counts)."""
    if a == b:
        return a
    # a site compiled out of one build and present in another is judged
    # from the one that has it
    if a == "compiled-out":
        return b
    if b == "compiled-out":
        return a
    # counts of a site that cannot be tied to one place taint the sum
    if "not-judged" in (a, b):
        return "not-judged"
    return a or b


class Merger:
    """Sums reports one at a time (add), then judges the sums (result):
    memory is per distinct site.  warn(msg) hears of sites whose reports
    declare different pcs or were built with different facts."""

    def __init__(self, warn=None, min_count=DEFAULT_MIN_COUNT):
        self.sites = {}
        self.by_declared = {}  # key -> {declared: count}
        self.facts = {}  # key -> set of fact tuples
        self.sticky = {}  # key -> reader-set verdict or None
        self.run = None
        self.mixed_runs = False
        self.sources = []
        self.dumps = 0
        self.inputs = 0
        self.warn = warn or (lambda msg: None)
        self.min_count = min_count

    def add(self, report):
        n = report.get("inputs", 1) or 1
        first = self.inputs == 0
        self.inputs += n
        self.dumps += report.get("dumps", 1) or 0
        run = report.get("run")
        if first:
            self.run = run
        elif run != self.run:
            self.mixed_runs = True
        src = report.get("source")
        if src and src not in self.sources:
            self.sources.append(src)
        sites, by_declared, facts_of, sticky = self.sites, self.by_declared, self.facts, self.sticky
        for s in report["sites"]:
            key = identity(s)
            have = sites.get(key)
            facts = (s.get("high"), s.get("low"), s.get("exact"), s.get("threshold"), s.get("test_below"))
            v = s.get("verdict")
            v = v if v in READER_VERDICTS else None
            if have is None:
                keep = {k: s[k] for k in SITE_FIELDS if k in s}
                for k in EXTRA_FIELDS:
                    if k in s:
                        keep[k] = s[k]
                keep["nth"] = s.get("nth") or 0
                sites[key] = keep
                bd = by_declared[key] = {s.get("declared"): s["count"]}
                for d in s.get("declared_conflict") or ():
                    bd.setdefault(d, 0)
                facts_of[key] = {facts}
                sticky[key] = v
                continue
            if have.get("verdict") == "compiled-out" and v != "compiled-out":
                # the build that has the site gives its facts and its text
                for k in SITE_FIELDS:
                    if k in s and k not in ("count", "hits"):
                        have[k] = s[k]
            have["count"] += s["count"]
            have["hits"] += s["hits"]
            if s.get("constant"):
                have["constant"] = 1
            if s.get("source") and have.get("source") and s["source"] != have["source"]:
                have["source"] = "mixed"
            sticky[key] = _merge_verdict(sticky[key], v)
            bd = by_declared[key]
            d = s.get("declared")
            bd[d] = bd.get(d, 0) + s["count"]
            for d in s.get("declared_conflict") or ():
                bd.setdefault(d, 0)
            if v != "compiled-out":
                facts_of[key].add(facts)
            if have.get("hint") is None and s.get("hint") is not None:
                have["hint"], have["suggest_hint"] = s.get("hint"), s.get("suggest_hint")

    def result(self):
        """The merged report (version 3): every site judged, worst first."""
        sites = []
        for key, s in self.sites.items():
            bd = self.by_declared[key]
            if None in bd and len(bd) > 1:
                del bd[None]  # an unhinted record of a hinted site
            if len(bd) > 1:
                # the declared pc the most evaluations ran with (ties: the
                # first seen); every pc is listed
                s["declared"] = max(bd.items(), key=lambda kv: kv[1])[0]
                s["declared_conflict"] = sorted(bd)
                self.warn("%s:%s %s: reports declare different pcs %s; judged against %d" % (
                    s.get("file"), s.get("line"), s.get("expr"),
                    ", ".join(str(d) for d in sorted(bd)), s["declared"]))
            elif bd:
                s["declared"] = next(iter(bd))
            facts = self.facts[key]
            if len(facts) > 1:
                s["facts_conflict"] = [dict(zip(FACTS, f)) for f in sorted(facts, key=str)]
                self.warn("%s:%s %s: reports were built with different hint thresholds; judged with the first" % (
                    s.get("file"), s.get("line"), s.get("expr")))
            v = self.sticky[key]
            if v:
                s["verdict"] = v
            elif s.get("verdict") in READER_VERDICTS:
                del s["verdict"]
            sites.append(judge(s, self.min_count))
        sites.sort(key=order_key)
        if not self.sources:
            source = "profile"
        elif len(self.sources) == 1:
            source = self.sources[0]
        else:
            source = "mixed"
        return {"format": FORMAT, "version": VERSION, "source": source,
                "run": "mixed" if self.mixed_runs else self.run,
                "dumps": self.dumps, "inputs": self.inputs, "min_count": self.min_count,
                "sites": sites}


def merge(reports, warn=None, min_count=DEFAULT_MIN_COUNT):
    """One version-3 report from an iterable of reports (dicts as
    formats.report.read gives them): counts summed per identity, derived
    fields recomputed from the sums (see Merger)."""
    m = Merger(warn, min_count)
    for r in reports:
        m.add(r)
    return m.result()
