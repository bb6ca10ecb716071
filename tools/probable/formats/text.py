# SPDX-License-Identifier: MIT
"""The runtime's table, for a (merged) report, with what a fix would do."""

from ..judge import DEFAULT_TOLERANCE, direction_fix, fix_decision, num
from ..summary import line as summary_line, summarize
from ..cost import header as cost_header


def evaluations(x):
    """A cost for a reader: 950, 12.5."""
    return "%d" % x if float(x) == int(x) else "%.1f" % x


def cost_line(s, cold):
    """Under a finding: what the suggestion gains; under a cold site: that it is cold."""
    out = []
    g = s.get("gain")
    if g is not None:
        out.append("gain %s evaluations: %s against the layout now, %s with the suggestion" % (
            evaluations(g), evaluations(s.get("cost", 0)), evaluations(s.get("cost", 0) - g)))
    if s.get("cold"):
        out.append("cold: %d evaluation%s, fewer than %d: listed after every warm site" % (
            s["count"], "" if s["count"] == 1 else "s", cold))
    return "; ".join(out)


def what(s):
    """The site as written: misaligned: EXPR, MACRO(EXPR), or the condition."""
    expr = s.get("expr") or ""
    if s.get("kind") == "unaligned":
        return "misaligned: " + expr
    macro = s.get("macro")
    if macro and macro not in ("probable", "PROBABLE_PROBABLE"):
        return "%s(%s)" % (macro, expr)
    return expr


def label_lines(s):
    """Each label's counts of a site, one line each: "label host1: ok,
    true 97.00% [96.53, 97.41] of 10000"."""
    return ["label %s: %s, true %.2f%% [%.2f, %.2f] of %d" % (
        lab["label"], lab.get("verdict"), lab.get("observed", 0.0), lab.get("ci_low", 0.0),
        lab.get("ci_high", 100.0), lab.get("count") or 0) for lab in s.get("labels") or ()]


def _plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def write(report, out, tolerance=DEFAULT_TOLERANCE, table=None):
    """The table to the text stream out: a header (with the cost formula,
    cost.FORMULA, and the cold threshold), one line per site in the
    report's order (site.order_key), and under a site what its suggestion
    gains and whether it is cold, the fix's decision (wrong,
    miscalibrated), the evaluations that would tell (few) or why it is
    not judged."""
    sites = report["sites"]
    run = report.get("run")
    buf = []
    w = buf.append
    source = report.get("source") or "profile"
    if source == "profile":
        origin = "run %s, %s, %s" % (run if run is not None else "?",
                                     _plural(report.get("inputs", 1), "report"),
                                     _plural(report.get("dumps", 0), "dump"))
    else:  # coverage counts (or mixed): no run id, no dumps
        origin = "counts from %s, %s" % (source, _plural(report.get("inputs", 1), "input"))
    cost = report.get("cost") or cost_header()
    top = report.get("top")
    w("probable %s: %s, findings by gain, cold last (%s)\n" % (
        "profile" if source == "profile" else "verdicts",
        _plural(len(sites), "site") if top is None else "%s (--top %d: only the first %d findings)" % (
            _plural(len(sites), "finding"), top, top), origin))
    w("summary: %s\n" % summary_line(report.get("summary") or summarize(sites)))
    w("tolerance %s points: a fix rewrites a wrong or miscalibrated site when the pc it measured "
      "changes the code on some arch or is more than that far off; minimum %d evaluations\n" % (
          num(tolerance), report.get("min_count") or 0))
    w("%s; cold: fewer than %d evaluations, listed last\n" % (cost["formula"], cost["cold"]))
    w("%-13s %4s %8s %-21s %-8s %12s %12s  %-26s %s\n" % (
        "verdict", "pc", "observed", "99% interval", "hint", "count", "cost", "where", "what"))
    pad = " " * 13
    for s in sites:
        nth = s.get("nth") or 0
        func = s.get("func")
        where = "%s:%d%s%s" % (s.get("file"), s.get("line"), ("#%d" % nth) if nth else "",
                               " %s()" % func if func else "")
        d = s.get("declared")
        v = s["verdict"]
        w("%-13s %4s %7.2f%% %-21s %-8s %12d %12s  %-26s %s\n" % (
            v, "-" if d is None else d, s["observed"], "[%.2f, %.2f]" % (s["ci_low"], s["ci_high"]),
            s.get("hint") or ("-" if d is None else "?"), s["count"], evaluations(s.get("cost", 0)),
            where, what(s)))
        if s.get("gain") is not None or (s.get("cold") and s["count"]):
            w("%s %s\n" % (pad, cost_line(s, cost["cold"])))
        if s.get("conditions"):
            cond = "; ".join("%s %s" % (k, s[k]) for k in ("expanded", "instance") if s.get(k))
            w("%s one of %d conditions at this place, judged apart: %s\n" % (
                pad, s["conditions"], cond or "(the condition not recorded)"))
        if s.get("parts") and v not in ("not-judged",):
            w("%s counted in %s\n" % (pad, "; ".join(
                "%s (%d)" % (next(str(p[k]) for k in p if k not in ("count", "hits")), p["count"])
                for p in s["parts"])))
        if s.get("declared_conflict"):
            w("%s reports declare %s\n" % (pad, ", ".join(str(x) for x in s["declared_conflict"])))
        turn = direction_fix(s) if v == "wrong" else None
        if v == "varies":
            for lab in label_lines(s):
                w("%s %s\n" % (pad, lab))
            rewrite, why = fix_decision(s, tolerance, table)
            w("%s remove the hint, never flip it (write %d: no hint here): %s\n" % (
                pad, s["suggest"], why if rewrite else "left alone, " + why))
        elif turn:
            if len(set(lab.get("verdict") for lab in s.get("labels") or ())) > 1:
                # the labels do not all say so (zstd: wrong on one
                # workload, ok on another, whose interval names no hint)
                for lab in label_lines(s):
                    w("%s %s\n" % (pad, lab))
            w("%s %s (%s here): the code is laid out for the rarer case\n" % (
                pad, "drop the hint" if turn == "drop" else "make it %s" % turn,
                "no hint" if turn == "drop" else turn))
        elif v in ("wrong", "miscalibrated"):
            rewrite, why = fix_decision(s, tolerance, table)
            w("%s write %d (%s here): %s\n" % (
                pad, s["suggest"], s.get("suggest_hint") or "?", why if rewrite else "left alone, " + why))
        elif v == "few":
            w("%s about %d evaluations would tell%s\n" % (pad, s["needed"], ": " + s["why"] if s.get("why") else ""))
        elif v == "constant":
            w("%s constant here (%s): never rewritten from this build\n" % (pad, s.get("arch") or "?"))
        elif v in ("unhinted", "not-judged", "compiled-out", "needless", "inert") and s.get("why"):
            w("%s %s%s\n" % (pad, s["why"], "; the counts alone say %s" % s["inert"]["verdict"]
                               if v == "inert" and (s.get("inert") or {}).get("verdict") else ""))
        if s.get("not_inert"):
            w("%s not told inert (-p): %s\n" % (pad, s["not_inert"]))
        if len(buf) > 2000:
            out.write("".join(buf))
            buf.clear()
    out.write("".join(buf))
