# SPDX-License-Identifier: MIT
"""Sites: what makes two records one site (IDENTITY), how the sites of
many reports are summed (Merger), and the order of a report (order_key).

Counts may come labelled by where they came from (Merger.add(report,
label)): each site then keeps its counts per label beside the sum, the
result lists them in site["labels"] ([{"label", "count", "hits",
"observed", "ci_low", "ci_high", "verdict"}], sorted by label, judged per
label by judge.judge_labels) and the report's "labels" names them all.  A
site read with "labels" (a merged report) is added label by label, so
that a merged report is judged again as its inputs were."""

from . import FORMAT, VERSION
from .judge import DEFAULT_MIN_COUNT, READER_VERDICTS, VERDICT_RANK, VERDICTS, judge, pool_parts
from .summary import summarize
from . import cost as _cost
from .cost import header as cost_header

# what makes two sites one (nth: the ordinal among the sites with the same
# file, line, macro and expr, in source order; 0 for reports before
# version 3)
IDENTITY = ("file", "line", "nth", "func", "expr", "macro", "kind", "arch", "size", "expanded", "instance")
# what a record says its condition was: "expanded" (the condition after
# macro expansion) and, in C++, "instance" (the enclosing function's
# signature, template arguments included).  Records of one place that
# differ in them had different conditions: never one site (their counts
# are never summed into one rate).  Records without them (reports from
# before the runtime wrote them, coverage counts) key as before.
CONDITION = ("expanded", "instance")
# the unit (its main file) a profile record was counted in: one place in a
# header compiled into several units under different settings (-D, -I)
# can be another condition in each even where "expanded" reads the same,
# so each unit's record is a site of its own until the result, where the
# units' records of one place and condition are parts: pooled only where
# they agree (judge.pool_parts, the rule coverage counts follow), else
# "not judged" naming them.  Records without it key as before.
UNIT = "unit"
# fields a record has only when its report says them
OPTIONAL = CONDITION + (UNIT,)
# the label of a record without "unit" among records with one
NO_UNIT = "(unit not recorded)"
# what the build made of pcs at a site
FACTS = ("high", "low", "exact", "threshold", "test_below")
# the order a site's fields are written in
SITE_FIELDS = ("file", "line", "nth", "col", "func", "expr", "cond", "expanded", "instance", "unit", "macro",
               "kind", "arch", "source", "declared", "high", "low", "exact", "threshold", "test_below", "size", "constant",
               "count", "hits", "observed", "ci_low", "ci_high", "hint", "verdict", "why",
               "suggest", "suggest_hint", "needed")
# added by a merge or by reading version 1; "direction": what the site's
# macro claims when an option or a reader said it ("likely", "unlikely":
# a direction; "pc": a stated pc; judge.direction)
EXTRA_FIELDS = ("declared_conflict", "facts_conflict", "facts_from", "conditions", "parts", "direction",
                # a kernel profile's site inside a macro: the macro used at the
                # line, and how many hints of one condition it expands to
                "via", "copies",
                # counts per label (where they came from), when labelled
                "labels",
                # with -p (inert.py): the build on which the hint changes no
                # object code, or why that could not be told
                "inert", "not_inert")


def identity(site):
    """The key that makes sites from different reports one site (the
    first nine fields of IDENTITY, then expanded and instance when the
    record has them)."""
    key = (site.get("file"), site.get("line"), site.get("nth") or 0, site.get("func"), site.get("expr"),
           site.get("macro"), site.get("kind"), site.get("arch"), site.get("size"))
    cond = (site.get("expanded"), site.get("instance"))
    # a record that does not say its condition keys as before version 3's
    # "expanded" and "instance" were written
    if cond != (None, None):
        key += cond
    unit = site.get(UNIT)
    return key if unit is None else key + ((UNIT, unit),)


def _place(key):
    """An identity without its unit: the key the units' records of one
    place and condition share."""
    return key[:-1] if key and key[-1].__class__ is tuple else key


def expand_parts(site):
    """A site of a merged profile report whose "parts" name units (a place
    pooled, or not judged, from several units' records) as the per-unit
    records it was made of, so that a merged report merges and is judged
    again as its inputs were; any other site as itself."""
    parts = site.get("parts")
    if (not parts or site.get(UNIT) is not None or site.get("source") != "profile" or
            any(UNIT not in p for p in parts)):
        return [site]
    out = []
    for p in parts:
        s = dict(site, count=p["count"], hits=p["hits"])
        s[UNIT] = p[UNIT]
        for k in ("parts", "why"):
            s.pop(k, None)
        if s.get("verdict") == "not-judged":
            del s["verdict"]
        out.append(s)
    return out


def condition(site):
    """What the record says its condition was: (expanded, instance), each
    None when not said."""
    return site.get("expanded"), site.get("instance")


def matters(site):
    """How much a site matters, the larger the more, in evaluations
    (cost.py): a finding's gain (its cost minus the cost with its
    suggestion), any other site's cost (the evaluations against the
    layout of its hint); site["gain"]/site["cost"] when annotated, else
    computed."""
    if "cost" in site:
        g = site.get("gain")
        return site["cost"] if g is None else g
    g = _cost.gain(site)
    return _cost.cost(site) if g is None else g


_FINDINGS = frozenset(_cost.FINDINGS)


def order_key(site):
    """Warm sites before cold ones (site["cold"], cost.is_cold: fewer
    evaluations than the threshold); then the findings (cost.FINDINGS:
    wrong, varies, miscalibrated, needless, inert, unhinted) by gain,
    largest first, whatever their verdict; then the other sites worst
    verdict first, by cost within a verdict; ties by verdict, then the
    most evaluations, then file, line, nth (as before costs)."""
    v = site.get("verdict")
    rank = VERDICT_RANK.get(v, len(VERDICTS))
    if "cost" in site:
        cold = bool(site.get("cold"))
        g = site.get("gain")
        m = site["cost"] if g is None else g
    else:
        cold = _cost.is_cold(site)
        m = matters(site)
    if v in _FINDINGS:
        return (cold, False, 0, -m, rank, -(site.get("count") or 0),
                site.get("file") or "", site.get("line") or 0, site.get("nth") or 0)
    return (cold, True, rank, -m, rank, -(site.get("count") or 0),
            site.get("file") or "", site.get("line") or 0, site.get("nth") or 0)


def sort_sites(sites, cold=None):
    """Annotate every site with its cost, gain and coldness (cost.annotate;
    cold: the threshold, cost.DEFAULT_COLD when None), then sort them
    (order_key).  Returns sites."""
    cold = _cost.DEFAULT_COLD if cold is None else cold
    annotate = _cost.annotate
    for s in sites:
        annotate(s, cold)
    sites.sort(key=order_key)
    return sites


def _facts(site):
    return (site.get("high"), site.get("low"), site.get("exact"), site.get("threshold"), site.get("test_below"))


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

    def __init__(self, warn=None, min_count=DEFAULT_MIN_COUNT, claims=None):
        # {macro: "likely" | "unlikely" | "pc"}: what its sites claim ("*": every other macro's)
        self.claims = claims or {}
        self.sites = {}
        self.by_place = {}  # identity without func -> the first key with it
        self.by_tail = {}   # by_place's keys by the file's base name -> the file names
        self.by_declared = {}  # key -> {declared: count}, only when they differ
        self.facts = {}  # key -> set of fact tuples, only when they differ
        self.sticky = {}  # key -> reader-set verdict, only for those
        self.run = None
        self.mixed_runs = False
        self.sources = []
        self.dumps = 0
        self.inputs = 0
        self.warn = warn or (lambda msg: None)
        self.min_count = min_count
        self.not_exact = {}  # coverage source -> sites whose counts are not exact
        self.disagree = {}  # coverage source -> sites whose units or instances disagree
        self.kernel = None  # the kernel profiler's rows: tied and not (kernelsites.py)
        self.by_label = {}  # key -> {label: [count, hits]}, for labelled records
        self.label_units = {}  # pooled key -> {label: {unit: (count, hits)}}
        self.labelled = False  # some record had a label: the result lists them
        self._label, self._own = None, True  # the label add_site gives a record


    def _same_file(self, k2):
        """by_place's keys of k2's place named by another path of the same
        file: a profile's absolute name and coverage's name relative to
        --root (one ends with the other after a "/"); the only such name,
        else None."""
        mine = str(k2[0] or "")
        if not mine:
            return None
        names = [n for n in self.by_tail.get((mine.rsplit("/", 1)[-1],) + k2[1:], ())
                 if n != mine and (n.endswith("/" + mine.lstrip("./")) or
                                   mine.endswith("/" + n.lstrip("./")))]
        return self.by_place.get((names[0],) + k2[1:]) if len(names) == 1 else None

    def add(self, report, label=None, own=True):
        """Add a report (a dict with "sites", as formats.report.read gives
        it).  label: where its counts came from (None: unlabelled); own:
        a site that carries labels of its own (a merged report's) keeps
        them (False: label replaces them)."""
        self.add_header(report)
        self._label, self._own = label, own
        try:
            add = self.add_site
            for s in report["sites"]:
                add(s)
        finally:
            self._label, self._own = None, True

    def add_file(self, path, table=None, label=None, own=True):
        """Add the report at path, site by site as it is read (memory: per
        distinct site, not per report); label and own as for add()."""
        from .formats.report import read
        self._label, self._own = label, own
        try:
            header = read(path, table, on_site=self.add_site)
        finally:
            self._label, self._own = None, True
        self.add_header(header)

    def _expand_labels(self, s):
        """A site read with "labels" added once per label (its counts
        that label's): True when done, False when the labels do not add
        up to the site's counts (then it is one record, as read)."""
        labs = s.pop("labels", None)
        if not labs or (self._label is not None and not self._own):
            return False
        # a place pooled from units: each label's counts per unit are in
        # its "parts" (expand_parts then adds them unit by unit)
        units = expand_parts(s)[0] is not s
        if units:
            if not all(lab.get("parts") for lab in labs):
                return False
        elif (sum(l.get("count") or 0 for l in labs) != (s.get("count") or 0) or
                sum(l.get("hits") or 0 for l in labs) != (s.get("hits") or 0)):
            return False
        keep = self._label, self._own
        try:
            for lab in labs:
                self._label = lab["label"]
                x = dict(s, count=lab.get("count") or 0, hits=lab.get("hits") or 0)
                if units:
                    x["parts"] = lab["parts"]
                self.add_site(x)
        finally:
            self._label, self._own = keep
        return True

    def add_header(self, report):
        """Count a report's header: inputs, dumps, run, source."""
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
        for k in ("not_exact", "disagree"):
            n = report.get(k)
            if n:
                got = getattr(self, k)
                got[src] = got.get(src, 0) + n
        if src and src not in self.sources:
            self.sources.append(src)
        if report.get("kernel"):
            from .kernelsites import add_summary
            self.kernel = add_summary(self.kernel, report["kernel"])

    def add_site(self, s):
        """Add one site (taken over: the caller must not change it later)."""
        if s.get("labels") is not None and self._expand_labels(s):
            return
        if s.get("parts") and s.get(UNIT) is None:
            got = expand_parts(s)
            if got[0] is not s:
                for x in got:
                    self.add_site(x)
                return
        if self.claims and s.get("macro") is not None:
            claim = self.claims.get(s["macro"], self.claims.get("*"))
            if claim:
                s["direction"] = claim
        key = identity(s)
        have = self.sites.get(key)
        if have is None:
            # counts that do not know the function (coverage data) are the
            # same site as a record of it that does (profile mode), unless
            # the records there say they had different conditions
            k2 = key[:3] + key[4:9]  # (a unit's records: one key each)
            others = self.by_place.get(k2) or self._same_file(k2)
            join = None
            if others:
                mine = condition(s)
                if key[3] is None and mine == (None, None):
                    conds = set(condition(self.sites[o]) for o in others) - {(None, None)}
                    if len(conds) <= 1:
                        join = others[0]
                elif len(others) == 1:
                    o = self.sites[others[0]]
                    if (o.get("func") is None or key[3] is None) and condition(o) in ((None, None), mine):
                        join = others[0]
            if join is not None:
                key, have = join, self.sites[join]
                for k in ("func", "col") + CONDITION:
                    if not have.get(k) and s.get(k):
                        have[k] = s[k]
            else:
                self.by_place.setdefault(k2, []).append(key)
                name = str(k2[0] or "")
                self.by_tail.setdefault((name.rsplit("/", 1)[-1],) + k2[1:], set()).add(name)
        if self._label is not None:
            self.labelled = True
            c = self.by_label.setdefault(key, {}).setdefault(self._label, [0, 0])
            c[0] += s.get("count") or 0
            c[1] += s.get("hits") or 0
        v = s.get("verdict")
        if v is not None and v not in READER_VERDICTS:
            v = None
        if have is None:
            s["nth"] = s.get("nth") or 0
            self.sites[key] = s
            if s.get("declared_conflict"):
                bd = self.by_declared[key] = dict.fromkeys(s["declared_conflict"], 0)
                bd[s.get("declared")] = s["count"]
            if v:
                self.sticky[key] = v
            return
        sticky = self.sticky.get(key)
        if sticky == "compiled-out" and v != "compiled-out":
            # the build that has the site gives its facts and its text
            for k in SITE_FIELDS:
                if k in s and k not in ("count", "hits"):
                    have[k] = s[k]
        elif v != "compiled-out":
            for k in FACTS:
                if have.get(k) != s.get(k):
                    self.facts.setdefault(key, {_facts(have)}).add(_facts(s))
                    break
        d = s.get("declared")
        bd = self.by_declared.get(key)
        if bd is None and (d != have.get("declared") or s.get("declared_conflict")):
            bd = self.by_declared[key] = {have.get("declared"): have["count"]}
        if bd is not None:
            bd[d] = bd.get(d, 0) + s["count"]
            for x in s.get("declared_conflict") or ():
                bd.setdefault(x, 0)
        have["count"] += s["count"]
        have["hits"] += s["hits"]
        if s.get("direction") and not have.get("direction"):
            have["direction"] = s["direction"]
        if s.get("constant"):
            have["constant"] = 1
        if s.get("source") and have.get("source") and s["source"] != have["source"]:
            have["source"] = "mixed"
        nv = _merge_verdict(sticky, v)
        if nv:
            self.sticky[key] = nv
        elif sticky:
            del self.sticky[key]
        if have.get("hint") is None and s.get("hint") is not None:
            have["hint"], have["suggest_hint"] = s.get("hint"), s.get("suggest_hint")

    def _fold(self, into, key):
        """What key's record adds to into's beyond its counts (those are
        parts): its declared pc, build facts, constancy and hints."""
        have, s = self.sites[into], self.sites[key]
        d = s.get("declared")
        bd = self.by_declared.get(into)
        if bd is None and d != have.get("declared"):
            bd = self.by_declared[into] = {have.get("declared"): have["count"]}
        if bd is not None:
            for x, n in (self.by_declared.get(key) or {d: s["count"]}).items():
                bd[x] = bd.get(x, 0) + n
        for f in (self.facts.get(key) or {_facts(s)}):
            if f != _facts(have) or into in self.facts:
                self.facts.setdefault(into, {_facts(have)}).add(f)
        if s.get("constant"):
            have["constant"] = 1
        if s.get("source") and have.get("source") and s["source"] != have["source"]:
            have["source"] = "mixed"
        if have.get("hint") is None and s.get("hint") is not None:
            have["hint"], have["suggest_hint"] = s.get("hint"), s.get("suggest_hint")

    def result(self):
        """The merged report (version 3): every site judged, in the cost
        order (sort_sites)."""
        sites = []
        min_count = self.min_count
        # places whose records had different conditions: each condition
        # its own site, judged apart, and marked with how many there are
        split = {}
        for keys in self.by_place.values():
            if len(keys) > 1:
                conds = set(condition(self.sites[k]) for k in keys)
                if len(conds - {(None, None)}) > 1:
                    for k in keys:
                        split[k] = len(conds)
        # the units' records of one place and condition: parts, pooled
        # where they agree, else not judged (one rate for all, or none)
        units = {}
        for key in self.sites:
            units.setdefault(_place(key), []).append(key)
        pooled = {}
        for place, keys in units.items():
            if len(keys) == 1 and keys[0] == place:
                continue
            first = self.sites[keys[0]]
            parts = [(self.sites[k].get(UNIT) or NO_UNIT, self.sites[k]["count"], self.sites[k]["hits"])
                     for k in keys]
            if self.labelled:
                # each label's counts per unit: written with the labels, so
                # that a merged report is read again unit by unit, label by label
                lu = self.label_units[keys[0]] = {}
                for k, p in zip(keys, parts):
                    for name, c in (self.by_label.get(k) or {}).items():
                        lu.setdefault(name, {})[p[0]] = tuple(c)
            for k in keys[1:]:
                self._fold(keys[0], k)
                for name, (c, h) in (self.by_label.pop(k, None) or {}).items():
                    got = self.by_label.setdefault(keys[0], {}).setdefault(name, [0, 0])
                    got[0] += c
                    got[1] += h
            s = first
            s.pop(UNIT, None)
            counted = [p for p in parts if p[1]]
            if len(counted) == 1:
                s[UNIT] = counted[0][0]
            elif not counted:
                s[UNIT] = parts[0][0]
            if not pool_parts(s, parts, UNIT, min_count):
                self.sticky[keys[0]] = "not-judged"
                s["count"] = s["hits"] = 0
                src = s.get("source") or "profile"
                self.disagree[src] = self.disagree.get(src, 0) + 1
            else:
                s.pop("why", None)
                if self.sticky.get(keys[0]) == "not-judged":
                    del self.sticky[keys[0]]
            for k in keys[1:]:
                pooled[k] = True
        for key, s in self.sites.items():
            if key in pooled:
                continue
            if key in split:
                s["conditions"] = split[key]
            else:
                s.pop("conditions", None)
            bd = self.by_declared.get(key)
            if bd is not None:
                if None in bd and len(bd) > 1:
                    del bd[None]  # an unhinted record of a hinted site
                if len(bd) > 1:
                    # the declared pc the most evaluations ran with (ties:
                    # the first seen); every pc is listed
                    s["declared"] = max(bd.items(), key=lambda kv: kv[1])[0]
                    s["declared_conflict"] = sorted(bd)
                    self.warn("%s:%s %s: reports declare different pcs %s; judged against %d" % (
                        s.get("file"), s.get("line"), s.get("expr"),
                        ", ".join(str(d) for d in sorted(bd)), s["declared"]))
                else:
                    s["declared"] = next(iter(bd))
                    s.pop("declared_conflict", None)
            facts = self.facts.get(key)
            if facts is not None and len(facts) > 1:
                s["facts_conflict"] = [dict(zip(FACTS, f)) for f in sorted(facts, key=str)]
                self.warn("%s:%s %s: reports were built with different hint thresholds; judged with the first" % (
                    s.get("file"), s.get("line"), s.get("expr")))
            v = self.sticky.get(key)
            if v:
                s["verdict"] = v
            elif s.get("verdict") in READER_VERDICTS:
                del s["verdict"]
            bl = self.by_label.get(key)
            if bl:
                s["labels"] = [{"label": n, "count": c[0], "hits": c[1]} for n, c in sorted(bl.items())]
                lu = self.label_units.get(key)
                if lu and s.get("parts") and s.get(UNIT) is None:
                    # the units of the site's parts, each label's counts in each
                    for lab in s["labels"]:
                        got = lu.get(lab["label"], {})
                        lab["parts"] = [{UNIT: p[UNIT], "count": got.get(p[UNIT], (0, 0))[0],
                                         "hits": got.get(p[UNIT], (0, 0))[1]} for p in s["parts"]]
            else:
                s.pop("labels", None)
            sites.append(judge(s, min_count))
        sort_sites(sites)
        for src, n in sorted(self.not_exact.items()):
            self.warn("%d hint site%s not judged from %s: counts not exact (code inlined before "
                      "counting); build the coverage run with -O0 and without always_inline for "
                      "exact counts (docs/coverage.md)" % (n, "" if n == 1 else "s", src))
        for src, n in sorted(self.disagree.items()):
            self.warn("%d hint site%s not judged from %s: the units or instances counting them "
                      "disagree (their conditions may differ); each is listed in its \"parts\""
                      % (n, "" if n == 1 else "s", src))
        if not self.sources:
            source = "profile"
        elif len(self.sources) == 1:
            source = self.sources[0]
        else:
            source = "mixed"
        return {"format": FORMAT, "version": VERSION, "source": source,
                "run": "mixed" if self.mixed_runs else self.run,
                "dumps": self.dumps, "inputs": self.inputs, "min_count": self.min_count,
                **({"labels": sorted(set(n for bl in self.by_label.values() for n in bl))}
                   if self.labelled else {}),
                "summary": summarize(sites), "cost": cost_header(labelled=self.labelled), "sites": sites,
                **({"kernel": self.kernel} if self.kernel else {})}


def merge(reports, warn=None, min_count=DEFAULT_MIN_COUNT, claims=None, labels=None):
    """One version-3 report from an iterable of reports (dicts as
    formats.report.read gives them): counts summed per identity, derived
    fields recomputed from the sums (see Merger; claims: {macro: "likely"
    | "unlikely" | "pc"}, what --macro options say a macro claims).
    labels: a list as long as reports, each report's label (None: none)
    and whether a site's own labels win: (name, own) pairs or names."""
    m = Merger(warn, min_count, claims)
    for i, r in enumerate(reports):
        lab = labels[i] if labels else None
        name, own = lab if isinstance(lab, tuple) else (lab, True)
        m.add(r, name, own)
    return m.result()
