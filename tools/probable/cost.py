# SPDX-License-Identifier: MIT
"""What a hint costs on the workload that was counted, and what its
suggestion would gain: the one number the order of a report weighs
(site.order_key), and the threshold under which a site is cold.

    cost = count * |L - p|

the evaluations times the distance between the rate the code is laid
out for (L) and the measured rate (p = hits / count: how often the
condition was true, or the access misaligned).  L is read from the hint
this build emits at the site (judge.hint_of of the declared pc, the
report's "hint"):

    likely                          L = 1      (laid out for true)
    unlikely                        L = 0      (laid out for false)
    none (no hint emitted), or no   L = 1/2    (laid out for neither)
      hint written (unhinted)
    exact (the pc itself passed)    L = pc / 100
    unaligned: direct 0, safe 1, checked 1/2 (hits: misaligned)

With L 1 or 0 the cost is exactly the evaluations that went against the
layout: count - hits under likely, hits under unlikely.  With no hint,
L = 1/2: the build assumes neither side (this is what probable(x, 50)
emits, and what every pc between an arch's thresholds emits), and
count * |1/2 - p| is how far the counts are from that: the evaluations
by which the more common side outnumbers an even split, which is what a
hint the right way round would save over a layout that favours neither.
So dropping a likely() true 60% of the time gains (a needless hint
costs 40% of its evaluations, no hint 10%), and a wrong likely() true 30%
of the time gains more from dropping (cost 70% -> 20%) than from
flipping (70% -> 30%), as the tools suggest at such a rate (between
x86's thresholds 11 and 89).  Expecting count/2 against an unknown
layout instead would make every such drop the tools suggest look like
a loss.

Labelled counts (--label, judge.judge_labels): the code has one layout
for every workload, and each is measured at its own rate, so a labelled
site's cost (and its cost after the suggestion) is the sum over its
labels of count * |L - p| with each label's count and rate.  Under L 1
or 0 that is the pooled formula's number; under L = 1/2 it is not: a
likely() true 97% of 10000 on one label and 3% of 10000 on another
costs 300 + 9700 now and 4700 + 4700 without the hint, so removing it
(varies) gains 600, where the pooled 50% would say 10000 and put it
above findings that gain more.

    gain = cost - cost after the suggestion

for a finding (a site with a suggestion: FINDINGS), where the cost after
is the same formula with L from the suggested hint (site["suggest_hint"],
of the measured pc; "varies": no hint, L = 1/2; "inert": the hint
changes no code on this build, gain 0).

cold: a site evaluated fewer than DEFAULT_COLD times (--cold N) is cold,
whatever its verdict or cost, and is listed after every warm site."""

# the threshold under which a site is cold, in evaluations: ten times
# judge.DEFAULT_MIN_COUNT (100, the least that gets a verdict); 1000
# evaluations against a layout cost at most some 1000 mispredictions of
# ~20 cycles, a few microseconds over a whole run: no one measures that
DEFAULT_COLD = 1000

# the verdicts that come with a suggestion (a flip, a drop, a pc, a new
# hint): the findings, ranked by gain, before every other site
FINDINGS = ("wrong", "varies", "miscalibrated", "needless", "inert", "unhinted")
_FINDINGS = frozenset(FINDINGS)

FORMULA = ("cost = count * |L - p| evaluations: p = hits/count, the measured rate; L = the rate the "
           "hint this build emits lays the code out for (likely 1, unlikely 0, no hint 1/2, an exact "
           "build's pc/100); gain = cost - the cost with the suggested hint")
ORDER = ("findings (wrong, varies, miscalibrated, needless, inert, unhinted) by gain, largest first; "
         "then the other sites, worst verdict first, by cost; cold sites last")

# what an unaligned access is laid out for (the rate of misaligned accesses)
_ACCESS = {"direct": 0.0, "safe": 1.0, "checked": 0.5}


def laid_out(hint, pc=None):
    """L: the rate the code is laid out for under hint (a word of
    judge.hint: likely, unlikely, none, exact; direct, checked, safe),
    pc the pc it is made from (an exact build's pc / 100; when hint is
    None, a report that does not say what its build made of pcs, likely
    above 50, unlikely below); 0.5 when no hint."""
    if hint == "likely":
        return 1.0
    if hint == "unlikely":
        return 0.0
    if hint in _ACCESS:
        return _ACCESS[hint]
    if hint == "exact" and pc is not None:
        return pc / 100.0
    if hint is None and pc is not None:
        return 1.0 if pc > 50 else 0.0 if pc < 50 else 0.5
    return 0.5


def against(count, hits, layout):
    """count * |L - p| = |L * count - hits|: exact for L 0, 1/2 and 1."""
    return abs(layout * int(count or 0) - int(hits or 0))


def _now_layout(site):
    declared = site.get("declared")
    if declared is None:
        return 0.5  # no hint written: the compiler's own layout
    return laid_out(site.get("hint"), declared)


def _after_layout(site):
    """L with the suggestion applied (None: no suggestion)."""
    v = site.get("verdict")
    if v not in FINDINGS:
        return None
    if v == "varies":
        return 0.5  # the suggestion is to remove the hint
    sh = site.get("suggest_hint")
    sug = site.get("suggest")
    if sh is None and v == "wrong":
        from .judge import direction_fix
        turn = direction_fix(site)
        if turn == "drop":
            return 0.5
        if turn in ("likely", "unlikely"):
            return laid_out(turn)
    return laid_out(sh, sug)


def _against(site, layout):
    """against() of the site's counts, summed over its labels when it has
    them: one layout for every workload, each measured at its own rate."""
    labs = site.get("labels")
    # a site with no count of its own (not judged: units that disagree)
    # costs what it costs unlabelled, not its labels' pooled counts
    if labs and site.get("count"):
        return sum(against(lab.get("count"), lab.get("hits"), layout) for lab in labs)
    return against(site.get("count"), site.get("hits"), layout)


def cost(site):
    """The evaluations that went against the layout of the hint this
    build emits (see the module's doc)."""
    return _against(site, _now_layout(site))


def gain(site, now=None):
    """cost(site) (or now, when the caller has it) minus the cost with its
    suggestion; None when the site has no suggestion (its verdict is not
    in FINDINGS)."""
    v = site.get("verdict")
    if v not in _FINDINGS:
        return None
    if v == "inert":
        return 0.0
    after = _after_layout(site)
    if now is None:
        now = cost(site)
    return now - _against(site, after)


def is_cold(site, cold=DEFAULT_COLD):
    """Whether the site ran fewer than cold times."""
    return int(site.get("count") or 0) < int(cold or 0)


def annotate(site, cold=DEFAULT_COLD):
    """Set site["cost"] (a float), site["gain"] (a finding's; removed
    otherwise) and site["cold"] (True when cold; removed otherwise).
    Returns site."""
    cold = int(cold or 0)
    now = site["cost"] = cost(site)
    g = gain(site, now)
    if g is None:
        site.pop("gain", None)
    else:
        site["gain"] = g
    if int(site.get("count") or 0) < cold:
        site["cold"] = True
    else:
        site.pop("cold", None)
    return site


# said after FORMULA for a report whose counts are labelled
FORMULA_LABELS = "; labelled counts: the sum over the labels, each at its own count and rate"


def header(cold=DEFAULT_COLD, labelled=False):
    """The report's top-level "cost": the formula (labelled: a report
    whose counts are labelled, FORMULA_LABELS said) and the cold
    threshold."""
    return {"formula": FORMULA + (FORMULA_LABELS if labelled else ""), "cold": int(cold),
            "order": ORDER}


def nonnegative(option, value):
    """InputError unless value (of --cold or --top) is None or at least 0."""
    from .errors import InputError
    if value is not None and value < 0:
        raise InputError(option, "must not be negative")
    return value


def top(sites, n):
    """The first n findings of sites (already in order); all of sites
    when n is None."""
    if n is None:
        return sites
    return [s for s in sites if s.get("verdict") in FINDINGS][:n]
