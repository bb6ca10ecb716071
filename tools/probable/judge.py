# SPDX-License-Identifier: MIT
"""The judging rules: the 99% Wilson interval, the minimum number of
evaluations, the verdicts, what a pc becomes at a site (hint_of), the
evaluations a verdict needs (needed), the suggested pc, and whether a
fix rewrites a site (tolerance, changes_code, fix_decision).

Counts labelled by where they came from (--label NAME=FILES: a host, a
workload, an arch) are judged per label as well as summed: a site whose
labels disagree about the hint is "varies" (judge_labels says exactly
when), and its suggestion is to remove the hint, never to flip it.

The arithmetic is the C runtime's (include/probable_profile_runtime.h),
operation for operation, so both give the same last digit;
tests/fixtures/verdicts.json holds the vectors both are checked against."""

Z99 = 2.5758293035489004  # two-sided 99% normal quantile
WIDTH = 10.0  # "ok" needs an interval at most this many points wide
TEST_MIN_SIZE = 4  # PROBABLE_TEST_MIN_SIZE_: the run-time alignment test is for size >= 4
DEFAULT_TOLERANCE = 5
DEFAULT_MIN_COUNT = 100  # fewer evaluations than this: "few", whatever the interval

# worst first (the order of a report)
VERDICTS = ("wrong", "varies", "miscalibrated", "needless", "inert", "unhinted", "few", "ok", "constant",
            "not-judged", "unreached", "compiled-out")
VERDICT_RANK = {v: i for i, v in enumerate(VERDICTS)}
# verdicts a reader sets from what it knows beyond the counts; judge()
# keeps them
READER_VERDICTS = ("unhinted", "not-judged", "compiled-out")

VERDICT_HELP = {
    "wrong": "a stated pc: outside the interval, and the measured pc gives another hint or access "
             "on this build; likely()/unlikely(): the code is laid out for the rarer case",
    "varies": "counts labelled by where they came from (--label: host, workload, arch) disagree "
              "about the hint: one label's 99% interval lies wholly on one side of the arch's "
              "thresholds, another's on another side (likely, unlikely, or between them: no "
              "hint), each label with at least the minimum of evaluations; the suggestion is "
              "to remove the hint, never to flip it",
    "miscalibrated": "a stated pc outside the interval, same hint or access on this build",
    "needless": "a likely()/unlikely() the right way round, but its measured rate lies between "
                "the arch's thresholds: at that rate no hint is emitted",
    "inert": "a hint that changes nothing in the object code of this build (with -p: its "
             "function's code is the same with its hints reduced to their values, on this "
             "compiler, flags and arch)",
    "unhinted": "a branch without a hint whose measured rate would give one",
    "few": "fewer evaluations than the minimum, or inside an interval wider than 10 points",
    "ok": "a stated pc inside an interval at most 10 points wide; likely()/unlikely(): the "
          "measured rate beyond the arch's threshold on the hint's side",
    "constant": "the condition was a compile-time constant in the profiled build",
    "not-judged": "counts that cannot be tied to one site for certain",
    "unreached": "never evaluated",
    "compiled-out": "in the source, not in the build",
}


# ---- the runtime's arithmetic ------------------------------------------------

def _sqrt(x):
    """probable_profile_sqrt_: Newton's method from a power-of-two guess
    (the same double operations, so the same last bit)."""
    if x <= 0.0:
        return 0.0
    r = 1.0
    while r * r < x:
        r *= 2.0
    # 64 steps as the runtime takes them; once the steps reach a fixed
    # point, or alternate between two values, the 64th is known without
    # taking the rest (the same value, bit for bit)
    prev = prev2 = None
    for i in range(64):
        prev2, prev, r = prev, r, 0.5 * (r + x / r)
        if r == prev:
            return r
        if r == prev2:
            return r if (63 - i) % 2 == 0 else prev
    return r


def round4(x):
    """probable_profile_round4_: x >= 0 to 4 decimals, half up."""
    return float(int(x * 10000.0 + 0.5)) / 10000.0


def wilson_p(p, nn):
    """The 99% Wilson score interval of rate p over nn evaluations, in
    percent, each bound rounded to 4 decimals (probable_profile_wilson_p_)."""
    z = Z99
    denom = 1.0 + z * z / nn
    centre = (p + z * z / (2.0 * nn)) / denom
    half = z * _sqrt(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom
    lo = centre - half
    hi = centre + half
    return (round4(100.0 * (0.0 if lo < 0.0 else lo)),
            round4(100.0 * (1.0 if hi > 1.0 else hi)))


def wilson(hits, n):
    """(ci_low, ci_high) of hits out of n; (0, 100) when n is 0."""
    if n == 0:
        return 0.0, 100.0
    return wilson_p(float(hits) / float(n), float(n))


_NEEDED = {}


def needed_width(hits, n):
    """Evaluations needed at rate hits/n for an interval at most WIDTH
    points wide: double, then bisect (probable_profile_needed_)."""
    p = float(hits) / float(n) if n else 0.5
    got = _NEEDED.get(p)
    if got is None:
        if len(_NEEDED) > 100000:
            _NEEDED.clear()
        got = _NEEDED[p] = _needed_at(p)
    return got


def _needed_at(p):
    lo_n = hi_n = 1
    while True:
        lo, hi = wilson_p(p, float(hi_n))
        if hi - lo <= WIDTH or hi_n > (1 << 40):
            break
        lo_n = hi_n
        hi_n *= 2
    while lo_n + 1 < hi_n:
        mid = lo_n + (hi_n - lo_n) // 2
        lo, hi = wilson_p(p, float(mid))
        if hi - lo <= WIDTH:
            hi_n = mid
        else:
            lo_n = mid
    return hi_n


def needed(hits, n, min_count=DEFAULT_MIN_COUNT):
    """For a "few" site: the evaluations that would let it be judged, the
    larger of the minimum and needed_width(hits, n)."""
    return max(int(min_count or 0), needed_width(hits, n))


def suggest(hits, n, declared=None):
    """The measured pc: 100 * hits / n rounded half up; declared when n is 0."""
    if not n:
        return declared
    return int(100.0 * float(hits) / float(n) + 0.5)


# ---- hints -------------------------------------------------------------------

def hint(kind, facts, pc, size=None):
    """What pc becomes with these build facts (a dict with high, low,
    exact, threshold, test_below): branch "likely", "unlikely", "none" or
    "exact"; unaligned "direct", "checked" or "safe".  size: the object's
    size when the arch's test_below still has to be applied to it (the
    test is only for size >= 4); None when facts' test_below already is."""
    if kind == "unaligned":
        tb = facts.get("test_below") or 0
        if size is not None and size < TEST_MIN_SIZE:
            tb = 0
        if pc < (facts.get("threshold") or 0):
            return "direct"
        return "checked" if pc < tb else "safe"
    if facts.get("exact"):
        return "exact"
    if pc > facts["high"]:
        return "likely"
    return "unlikely" if pc < facts["low"] else "none"


def hint_of(site, pc):
    """The hint or access this site's build makes of pc (its test_below
    is already the one applied to its size); None when pc is None or the
    report does not say what the build made of pcs (version 1 without an
    arch table)."""
    if pc is None:
        return None
    if site.get("kind") == "unaligned":
        if site.get("threshold") is None:
            return None
    elif site.get("high") is None or site.get("low") is None:
        return None
    return hint(site.get("kind"), site, pc)


# ---- what a hint claims ------------------------------------------------------

# hints that state a pc: judged against the pc (ok, miscalibrated, wrong)
PC_MACROS = frozenset(("probable", "PROBABLE_PROBABLE", "__builtin_expect_with_probability"))
# hints that claim a direction only: judged against the arch's thresholds
DIRECTION_MACROS = frozenset(("likely", "unlikely", "[[likely]]", "[[unlikely]]", "__builtin_expect",
                              "__predict_true", "__predict_false"))
DIRECTIONS = ("likely", "unlikely")
# "direction": what a reader or an option said a site's macro claims
CLAIMS = DIRECTIONS + ("pc",)


def _direction_name(name):
    """A code base's own likely/unlikely by its name: LIKELY, UNLIKELY,
    XXH_likely, ZSTD_UNLIKELY, G_LIKELY, NOT_LIKELY (the name is likely or
    unlikely, or ends in _likely or _unlikely, any case)."""
    low = name.lower()
    return low in ("likely", "unlikely") or low.endswith(("_likely", "_unlikely"))


def direction(site):
    """"likely" or "unlikely" when the site's hint claims a direction (the
    case the code is laid out for), None when it states a pc (or is no
    hint).  In order: the site's "direction" ("likely", "unlikely", or
    "pc": a stated pc, as --macro NAME=PC says); probable(),
    PROBABLE_PROBABLE() and __builtin_expect_with_probability() state a
    pc; likely(), unlikely(), [[likely]], [[unlikely]], __builtin_expect(x,
    0 or 1), __predict_true/false and a code base's own macro named likely
    or unlikely (LIKELY, XXH_likely, ZSTD_UNLIKELY...) claim the direction
    of their declared pc (above 50: likely); any other macro states its pc."""
    d = site.get("direction")
    if d in DIRECTIONS:
        return d
    declared = site.get("declared")
    macro = site.get("macro")
    if (d == "pc" or macro is None or declared is None or declared == 50 or
            site.get("kind") == "unaligned" or macro in PC_MACROS):
        return None
    if macro in DIRECTION_MACROS or _direction_name(macro):
        return "likely" if declared > 50 else "unlikely"
    return None


def hint_name(site):
    """The hint as a reader calls it: unlikely(), LIKELY(), [[likely]]."""
    m = site.get("macro") or "probable"
    return m if m.startswith("[[") else m + "()"


def direction_fix(site):
    """For a direction hint: what a maintainer writes instead, from the
    measured pc and the arch's thresholds: "likely" or "unlikely" (flip
    to it: the measured pc gives that hint), "drop" (the measured pc gives
    no hint), or None (keep it: the measured pc gives the hint's own
    direction, or the site is no direction hint)."""
    claim = direction(site)
    if claim is None or not site.get("count"):
        return None
    m = site.get("suggest")
    high, low = site.get("high"), site.get("low")
    if high is None or low is None:
        high = low = 50
    got = "likely" if m > high else "unlikely" if m < low else "drop"
    return None if got == claim else got


def _direction_verdict(site, claim, lo, hi, min_count):
    """The verdict of a direction hint with enough evaluations, from its
    99% interval [lo, hi], its measured pc (suggest) and the arch's
    thresholds (high, low; 50 and 50 when the report does not give them):

      interval wholly on the rarer side of 50%    wrong (the code is laid out
                                                  for the rarer case)
      interval wider than WIDTH points            few
      measured pc beyond the hint's threshold     ok (it gives the hint's own
        (likely: above high; unlikely: below low) hint on this arch)
      else                                        needless (between the
                                                  thresholds: no hint is
                                                  emitted at this rate)"""
    high, low = site.get("high"), site.get("low")
    if high is None or low is None:
        high = low = 50
    if (hi < 50.0) if claim == "likely" else (lo > 50.0):
        return "wrong"
    if hi - lo > WIDTH:
        site["needed"] = needed(site["hits"], site["count"], min_count)
        site["why"] = _why_few(site["count"], lo, hi, min_count)
        return "few"
    m = site["suggest"]
    if (m > high) if claim == "likely" else (m < low):
        return "ok"
    site["why"] = ("true %.1f%% (99%% interval %s-%s): the measured %d lies between %s's thresholds "
                   "%d and %d, where no hint is emitted, and the %s can go" % (
                       site["observed"], num(round(lo, 1)), num(round(hi, 1)), m,
                       site.get("arch") or "this arch", low, high, hint_name(site)))
    return "needless"


# ---- judging -----------------------------------------------------------------

def _why_few(count, lo, hi, min_count):
    # the runtime's sentences (include/probable_profile_runtime.h)
    if count < min_count:
        return "%d evaluation%s, fewer than the minimum of %d" % (count, "" if count == 1 else "s", min_count)
    return "the 99% interval is wider than 10 points"


def judge(site, min_count=DEFAULT_MIN_COUNT):
    """judge_counts(site), then, when the site carries counts per label
    (site["labels"]: where the counts came from), judge_labels(site):
    each label judged alone, and "varies" where the labels disagree about
    the hint.  Returns site."""
    judge_counts(site, min_count)
    if site.get("labels"):
        judge_labels(site, min_count)
    return site


def judge_counts(site, min_count=DEFAULT_MIN_COUNT):
    """Recompute the derived fields of site in place from count, hits,
    declared, constant and the build facts: observed, ci_low, ci_high,
    hint, suggest, suggest_hint, verdict, needed (and why, for the
    verdicts that need one).  The rules, in order:

      a verdict of READER_VERDICTS    kept (set by the reader)
      count 0                         unreached
      constant 1                      constant
      count < min_count               few
      declared inside [ci_low, ci_high], or equal to suggest:
          interval at most WIDTH wide ok, else few
      outside                         miscalibrated when suggest gives the
                                      declared pc's hint, else wrong

    except that a hint claiming a direction (direction(site): likely(),
    unlikely(), a code base's LIKELY...) with at least min_count
    evaluations is judged against the arch's thresholds, not its pc:
    wrong, few, ok or needless (_direction_verdict).  "miscalibrated" is
    for stated pcs only.

    Returns site."""
    count = int(site.get("count") or 0)
    hits = int(site.get("hits") or 0)
    declared = site.get("declared")
    min_count = int(min_count or 0)
    site["count"] = count
    site["hits"] = hits
    site["observed"] = 100.0 * float(hits) / float(count) if count else 0.0
    lo, hi = site["ci_low"], site["ci_high"] = wilson(hits, count)
    site["needed"] = 0
    site["suggest"] = suggest(hits, count, declared)
    known = hint_of(site, 0) is not None
    if known:
        site["hint"] = hint_of(site, declared)
        site["suggest_hint"] = hint_of(site, site["suggest"])
    verdict = site.get("verdict")
    if verdict in READER_VERDICTS:
        return site
    site.pop("why", None)
    claim = direction(site)
    if not count:
        verdict = "unreached"
    elif site.get("constant"):
        verdict = "constant"
        site["why"] = "constant here (%s): the compiler knew the condition in this build" % (site.get("arch") or "?")
    elif count < min_count:
        verdict = "few"
        site["needed"] = needed(hits, count, min_count)
        site["why"] = _why_few(count, lo, hi, min_count)
    elif claim is not None:
        verdict = _direction_verdict(site, claim, lo, hi, min_count)
    elif (lo <= declared <= hi) or declared == site["suggest"]:
        if hi - lo <= WIDTH:
            verdict = "ok"
        else:
            verdict = "few"
            site["needed"] = needed(hits, count, min_count)
            site["why"] = _why_few(count, lo, hi, min_count)
    elif known:
        verdict = "miscalibrated" if site["suggest_hint"] == site["hint"] else "wrong"
    else:  # version 1 without build facts: the hints the report itself gave
        verdict = ("miscalibrated" if site.get("suggest_hint") is not None and
                   site.get("suggest_hint") == site.get("hint") else "wrong")
    site["verdict"] = verdict
    return site


# ---- many inputs, one verdict -------------------------------------------------

# the pc that gives no hint on every arch of the table (each arch's low is
# below 50 and its high above): what a "varies" site is told to write
NO_HINT_PC = 50
LABEL_FIELDS = ("label", "count", "hits", "observed", "ci_low", "ci_high", "verdict")


def interval_hint(site, lo, hi):
    """What a 99% interval [lo, hi] of a branch site says about its hint
    on its arch (its thresholds high and low; 50 and 50 when the report
    does not give them): "likely" when the whole interval lies above high,
    "unlikely" when it lies below low, "none" when it lies between them
    (low <= lo and hi <= high: no hint is emitted at any rate in it), None
    when it reaches across a threshold (it says nothing)."""
    high, low = site.get("high"), site.get("low")
    if high is None or low is None:
        high = low = 50
    if lo > high:
        return "likely"
    if hi < low:
        return "unlikely"
    if lo >= low and hi <= high:
        return "none"
    return None


def labels_disagree(site, labels, min_count=DEFAULT_MIN_COUNT):
    """{label: hint} of the labels that speak (interval_hint not None),
    when they name two or more hints; else None.  A label speaks when it
    has at least min_count evaluations (and at least one) and the site is
    a branch hint that is no compile-time constant."""
    if site.get("kind") == "unaligned" or site.get("constant") or site.get("declared") is None:
        return None
    said = {}
    for lab in labels:
        n = lab.get("count") or 0
        if n < max(1, min_count or 0):
            continue
        lo, hi = wilson(lab.get("hits") or 0, n)
        h = interval_hint(site, lo, hi)
        if h is not None:
            said[lab["label"]] = h
    return said if len(set(said.values())) > 1 else None


def judge_labels(site, min_count=DEFAULT_MIN_COUNT):
    """Judge each label of site["labels"] ([{"label", "count", "hits"}])
    alone, as judge_counts() judges a site (its "observed", "ci_low",
    "ci_high", "verdict" written into the label's entry), then the one
    verdict over all labels: the verdict of the summed counts
    (judge_counts) when the labels agree; "varies" when they disagree
    about the hint.  Disagree: two labels' 99% intervals each lie wholly
    in another of the three ranges of the arch's thresholds (above high:
    likely; below low: unlikely; from low to high: no hint), counting only
    labels with at least min_count evaluations whose interval lies in one
    range (interval_hint); a label whose interval reaches across a
    threshold says nothing, and neither does a label with fewer
    evaluations.  Branch hints only (an unaligned access has no "no
    hint"), and never a compile-time constant, a site without a hint or a
    verdict a reader set.  A "varies" site's suggestion is to remove the
    hint, never to flip it: suggest NO_HINT_PC, suggest_hint "none"; its
    "why" names each label's hint, rate and interval.  Returns site."""
    labels = sorted(site["labels"], key=lambda l: l["label"])
    base = {k: v for k, v in site.items() if k not in ("labels", "verdict", "why", "needed", "parts")}
    reader = site.get("verdict") in READER_VERDICTS
    out = []
    for lab in labels:
        alone = dict(base, count=lab.get("count") or 0, hits=lab.get("hits") or 0)
        if reader:
            alone["verdict"] = site["verdict"]
        judge_counts(alone, min_count)
        out.append({k: (lab["label"] if k == "label" else alone[k]) for k in LABEL_FIELDS})
        if lab.get("parts"):
            out[-1]["parts"] = lab["parts"]  # its counts per unit (site.Merger)
    site["labels"] = out
    if reader or site.get("verdict") in ("unreached", "constant"):
        return site
    said = labels_disagree(site, out, min_count)
    if said is None:
        return site
    site["verdict"] = "varies"
    site["needed"] = 0
    site["suggest"] = NO_HINT_PC
    site["suggest_hint"] = "none"
    site["why"] = "the labels disagree about the hint on %s (%s): remove the %s, never flip it" % (
        site.get("arch") or "this arch", "; ".join(
            "%s: %s, true %.1f%% of %d (99%% interval %s-%s)" % (
                l["label"], "no hint" if said[l["label"]] == "none" else said[l["label"]], l["observed"],
                l["count"], num(round(l["ci_low"], 1)), num(round(l["ci_high"], 1)))
            for l in out if l["label"] in said), hint_name(site))
    return site


def sum_labels(sites):
    """The labels of several records of one site summed by name:
    [{"label", "count", "hits"}] sorted by label ([] when none has labels)."""
    got = {}
    for s in sites:
        for lab in s.get("labels") or ():
            c = got.setdefault(lab["label"], [0, 0])
            c[0] += lab.get("count") or 0
            c[1] += lab.get("hits") or 0
    return [{"label": k, "count": v[0], "hits": v[1]} for k, v in sorted(got.items())]


# ---- one site, one condition -------------------------------------------------

def parts_agree(site, parts, min_count=DEFAULT_MIN_COUNT):
    """Whether the counts of one site's parts (units, template instances,
    kernel rows: [(label, count, hits)]) may be added into one rate: the
    parts' 99% intervals share a rate, and the parts with at least
    min_count evaluations, each judged alone against site's declared pc
    and build facts, give one verdict and one suggested hint ("few" for
    a wide interval says nothing).  Parts that differ may have had
    different conditions, and one rate over them would be neither's."""
    parts = [p for p in parts if p[1]]
    if len(parts) < 2:
        return True
    ivs = [wilson(p[2], p[1]) for p in parts]
    if max(lo for lo, _ in ivs) > min(hi for _, hi in ivs):
        return False
    seen = set()
    for _, count, hits in parts:
        if count < (min_count or 0):
            continue
        alone = dict(site, count=count, hits=hits)
        alone.pop("verdict", None)
        alone.pop("labels", None)
        judge(alone, min_count)
        if alone["verdict"] != "few":
            seen.add((alone["verdict"], alone.get("suggest_hint")))
    return len(seen) <= 1


def pool_parts(site, parts, what, min_count=DEFAULT_MIN_COUNT):
    """The one rule for counts of one site from several parts (units,
    instances: [(label, count, hits)]), for coverage and profile reports
    alike.  Pooled into site when the parts agree (parts_agree): "count"
    and "hits" the sums.  Else site is "not-judged" with the reason,
    naming the parts and their rates: parts whose rates differ may have
    had different conditions (another -D, another macro definition,
    another template argument), and one rate over them would be
    neither's.  site["parts"] lists the parts that counted ([{what: label,
    "count": n, "hits": h}]) when there are two or more.  Returns True
    when pooled."""
    parts = [p for p in parts if p[1]]
    if len(parts) > 1:
        site["parts"] = [{what: p[0], "count": p[1], "hits": p[2]} for p in parts]
    else:
        site.pop("parts", None)
    if not parts_agree(site, parts, min_count):
        site["verdict"] = "not-judged"
        site["why"] = ("the %d %ss at this line disagree (%s): their conditions may "
                       "differ (another -D, macro definition or template argument), "
                       "and one rate over them would be neither's" % (
                           len(parts), what, parts_text(parts)))
        return False
    site["count"] = sum(p[1] for p in parts)
    site["hits"] = sum(p[2] for p in parts)
    return True


def parts_text(parts, limit=4):
    """"a: 30.0% of 10000; b: 90.0% of 10000" for a reader."""
    parts = [p for p in parts if p[1]]
    return "; ".join("%s: %.1f%% of %d" % (p[0], 100.0 * p[2] / p[1], p[1]) for p in parts[:limit]) + \
        ("; ..." if len(parts) > limit else "")


# ---- what a fix would do -----------------------------------------------------

def changes_code(site, new_pc, table):
    """The arches on which new_pc would give this site other code than its
    declared pc: the site's own build (its recorded facts, under its own
    arch name) and every arch of table (archdata.arch_table()).  Branch:
    the hint from high/low (an exact build passes the pc itself, so any
    change changes its code).  Unaligned: threshold and test_below, the
    latter only for size >= 4.  Sorted names."""
    declared = site.get("declared")
    if declared is None or new_pc is None or int(new_pc) == int(declared):
        return []
    declared, new_pc = int(declared), int(new_pc)
    kind = site.get("kind")
    size = site.get("size")
    if kind == "unaligned" and size in (None, 0):
        size = None  # unknown: as if the test applied
    out = set()
    own = hint_of(site, declared)
    if own is not None:
        if kind != "unaligned" and site.get("exact"):
            out.add(site.get("arch") or "?")
        elif own != hint_of(site, new_pc):
            out.add(site.get("arch") or "?")
    if table:
        if kind == "unaligned":
            small = size is not None and size < TEST_MIN_SIZE
            for name, _, _, threshold, test_below in _table_facts(table):
                tb = 0 if small else test_below
                a = 0 if declared < threshold else 1 if declared < tb else 2
                b = 0 if new_pc < threshold else 1 if new_pc < tb else 2
                if a != b:
                    out.add(name)
        else:
            # the branch hint of pc on an arch: 2 above high, 0 below low, else 1
            for name, high, low, _, _ in _table_facts(table):
                if ((declared > high) - (declared < low)) != ((new_pc > high) - (new_pc < low)):
                    out.add(name)
    return sorted(out)


_TABLE_FACTS = {}


def _table_facts(table):
    """[(name, high, low, threshold, test_below)] of an arch table, made once."""
    key = id(table)
    got = _TABLE_FACTS.get(key)
    if got is None or got[0] is not table:
        got = _TABLE_FACTS[key] = (table, [(n, f["high"], f["low"], f.get("threshold") or 0, f.get("test_below") or 0)
                                           for n, f in table.items()])
    return got[1]


def num(x):
    """A number for a reader: 5, 2.5."""
    return ("%d" % x) if float(x) == int(x) else ("%g" % x)


def arch_list(arches, table):
    """arches for a reader: "every arch (N)" when they are all of table."""
    if table and len(arches) > 1 and set(table) <= set(arches):
        rest = sorted(set(arches) - set(table))
        return "every arch (%d)%s" % (len(table), "".join(", " + a for a in rest))
    return ", ".join(arches)


def fix_decision(site, tolerance=DEFAULT_TOLERANCE, table=None):
    """(rewrite, reason): whether a fix should write the site's suggestion
    over its declared pc.  Only "wrong" and "miscalibrated" sites are
    candidates (few, constant and the rest never are), and not when the
    reports disagree on the declared pc.  Then: rewrite when the
    suggestion changes the generated code on some arch (changes_code), or
    when it is more than tolerance points from the declared pc."""
    verdict = site.get("verdict")
    if verdict not in ("wrong", "miscalibrated", "varies"):
        return False, "verdict %s%s" % (verdict, ": " + site["why"] if site.get("why") else "")
    if site.get("declared_conflict"):
        return False, "reports declare different pcs: %s" % ", ".join(str(x) for x in site["declared_conflict"])
    sug, declared = int(site["suggest"]), int(site["declared"])
    arches = changes_code(site, sug, table)
    if verdict == "varies":
        # the labels disagree: the hint goes (pc NO_HINT_PC), never flipped
        if arches:
            return True, "the labels disagree: the hint is removed (changes code on: %s)" % arch_list(arches, table)
        return False, "the labels disagree, and pc %d gives no hint already on any arch" % declared
    if arches:
        return True, "changes code on: %s" % arch_list(arches, table)
    off = abs(sug - declared)
    if off > tolerance:
        return True, "off by %d points (tolerance %s)" % (off, num(tolerance))
    return False, "within tolerance %s: no code change on any arch" % num(tolerance)


# ---- the shared test vectors -------------------------------------------------

# "macro": the name the site was written with (the runtime records it);
# "direction" in the outputs: what its hint claims by that name
# (direction(): "likely", "unlikely", or null for a stated pc)
VECTOR_INPUTS = ("macro", "declared", "count", "hits", "high", "low", "exact", "kind", "threshold",
                 "test_below", "size", "min_count", "constant")
VECTOR_OUTPUTS = ("direction", "observed", "ci_low", "ci_high", "verdict", "suggest", "needed", "hint",
                  "suggest_hint")


def judge_vector(v):
    """The expected outputs ("expect") of one test vector of
    tests/fixtures/verdicts.json (its VECTOR_INPUTS): observed, ci_low,
    ci_high rounded to 4 decimals as a report prints them; direction
    what the hint claims (None: a stated pc)."""
    site = {k: v[k] for k in VECTOR_INPUTS if k != "min_count"}
    judge(site, v["min_count"])
    out = {k: site.get(k) for k in VECTOR_OUTPUTS}
    out["direction"] = direction(site)
    for k in ("observed", "ci_low", "ci_high"):
        out[k] = float("%.4f" % out[k])
    return out
