#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/field/page.py WORK TOP - docs/field.md from what bench/field/evidence.sh
left in WORK (machine.txt, corpus.txt, and per compiler <cc>/: cc.txt,
report.json, check.txt, fix.patch, fix.log, *.warnings, objdiff.tsv,
instructions.tsv, time.json).  Markdown on stdout."""
import json
import os
import re
import sys

JUDGED = ("ok", "miscalibrated", "needless", "wrong")
WHY = {
    "unreached": "never evaluated by the workload",
    "few": "too few evaluations to tell (under the minimum, or the interval too wide)",
    "constant": "constant in this build (the compiler knew the value)",
    "not-judged": "the units' rates disagree, or the counts cannot be tied to the site",
}


def kv(path):
    d = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8", errors="replace"):
            if "=" in line:
                k, v = line.rstrip("\n").split("=", 1)
                d[k] = v
    return d


def read(path, default=""):
    try:
        return open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return default


def pct(x, digits=2):
    return ("%+." + str(digits) + "f%%") % (100 * x)


def md(s):
    return s.replace("|", "\\|")


def cc_section(work, top, m, cc, out):
    d = os.path.join(work, cc)
    c = kv(os.path.join(d, "cc.txt"))
    bd = m.get("build_dirs", "").split()
    bdir = c.get("build_dir", "")
    w = out.append
    w("## %s, %s\n" % (c.get("version", cc), m.get("opt", "")))
    try:
        rep = json.load(open(os.path.join(d, "report.json")))
    except (OSError, ValueError):
        w("No profile report: the profile-mode run wrote none (see %s/prof.err).\n" % cc)
        return {}
    sites = rep.get("sites", [])
    branch = [s for s in sites if s.get("kind", "branch") == "branch"]

    def where(s):
        f = s["file"]
        if bdir and not os.path.isabs(f):
            f = os.path.normpath(os.path.join(bdir, f))
        return "%s:%d" % (f, s["line"])

    def unit(s):
        u = s.get("unit", "")
        if bdir and u and not os.path.isabs(u):
            u = os.path.normpath(os.path.join(bdir, u))
        return u

    check = read(os.path.join(d, "check.txt")).replace(os.path.join(work, cc) + "/", "")
    tool = {}  # (path relative to the tree, line) -> probable-report check's verdict
    for line in check.splitlines():
        mm = re.match(r"^(\S+?):(\d+): ([a-z-]+): ", line)
        if mm:
            f = os.path.normpath(mm.group(1))
            while f.startswith("../"):
                f = f[3:]
            tool.setdefault((f, int(mm.group(2))), mm.group(3))
    summary = [l for l in check.splitlines() if l.startswith("probable-report check: ") and "hint sites" in l]

    def says(s):
        f, _, ln = where(s).rpartition(":")
        return tool.get((f, int(ln)), "-")

    counts = {}
    for s in branch:
        counts[s["verdict"]] = counts.get(s["verdict"], 0) + 1
    judged = [s for s in branch if s["verdict"] in JUDGED]
    wrong = [s for s in branch if s["verdict"] == "wrong"]
    places = {(where(s), s.get("nth", 0)) for s in branch}
    w("### The hints, judged\n")
    w("Profile mode counted %d hint sites (%d places in the source; a place compiled "
      "into two units, as lz4.c's inlined helpers are into lz4.c and lz4hc.c, is a "
      "site per unit). Judged: **%d** (%s). Wrong: **%d**. Not judged: %d (%s).\n"
      % (len(branch), len(places), len(judged),
         ", ".join("%d %s" % (counts.get(v, 0), v) for v in JUDGED),
         len(wrong), len(branch) - len(judged),
         "; ".join("%d %s: %s" % (n, v, WHY.get(v, v)) for v, n in sorted(counts.items())
                   if v not in JUDGED) or "none"))
    if summary:
        w("`probable-report check`, which judges a `likely()`/`unlikely()` by its direction, "
          "counts places (a place's units pooled): %s\n" % summary[-1].replace("probable-report check: ", ""))
    w("All sites, most evaluated first (verdict: the report's, as the runtime wrote it; check: "
      "what `probable-report check --all` lists for the place, '-' where it lists nothing: ok, or "
      "not judged; observed: the share of evaluations where "
      "the condition was true; hint: what the declared hint emits on %s, "
      "HIGH %s, LOW %s):\n" % (branch[0].get("arch", "?") if branch else "?",
                               branch[0].get("high", "?") if branch else "?",
                               branch[0].get("low", "?") if branch else "?"))
    w("| where | unit | function | hint as written | evaluations | observed | 99% interval | verdict | check | measured pc gives |")
    w("|---|---|---|---|---:|---:|---|---|---|---|")
    for s in sorted(branch, key=lambda s: (-s["count"], where(s))):
        w("| %s | %s | %s | `%s(%s)` | %d | %s | %s | %s | %s | %s |" % (
            where(s), unit(s), s.get("func", ""), s.get("macro", ""), md(s.get("expr", "")),
            s["count"], "%.2f%%" % s["observed"] if s["count"] else "-",
            "[%.2f, %.2f]" % (s["ci_low"], s["ci_high"]) if s["count"] else "-",
            s["verdict"], says(s), s.get("suggest_hint", "") if s["verdict"] in JUDGED else "-"))
    w("")
    if wrong:
        w("### The wrong ones\n")
        w("| where | hint | evaluations | true | declared | measured | check | note |")
        w("|---|---|---:|---:|---|---|---|---|")
        for s in sorted(wrong, key=lambda s: -s["count"]):
            note = ""
            try:  # the measured pc one point past the arch's threshold
                if (s["hint"] == "unlikely" and s["suggest"] - s["low"] <= 0) or \
                        (s["hint"] == "likely" and s["high"] - s["suggest"] <= 0):
                    note = "borderline: the measured pc is the first past this arch's threshold (HIGH %d, LOW %d)" % (
                        s["high"], s["low"])
            except (KeyError, TypeError):
                pass
            w("| %s | `%s(%s)` | %d | %.2f%% | %s (%s here) | %d (%s here) | %s | %s |" % (
                where(s), s.get("macro", ""), md(s.get("expr", "")), s["count"], s["observed"],
                s.get("declared", ""), s.get("hint", ""), s.get("suggest", 0), s.get("suggest_hint", ""),
                says(s), note))
        w("")
    w("`%s` (exit %s):\n" % (c.get("report_cmd", "probable-report check --all"), c.get("check_rc", "?")))
    w("```")
    w(check.rstrip("\n"))
    w("```\n")

    w("### The patch\n")
    w("`%s` (exit %s):\n" % (c.get("fix_cmd", "probable-fix"), c.get("fix_rc", "?")))
    patch = read(os.path.join(d, "fix.patch")).replace(work + "/", "WORK/")
    log = read(os.path.join(d, "fix.log")).rstrip("\n").replace(work + "/", "WORK/")
    res = {"judged": len(judged), "sites": len(branch), "wrong": wrong, "where": where,
           "check": summary[-1].replace("probable-report check: ", "") if summary else "", "says": says}
    if not patch.strip():
        w("No patch: probable-fix changed nothing. Its log:\n")
        w("```\n%s\n```\n" % log)
        res["patch"] = None
        return res
    files, adds, dels, cur = {}, 0, 0, None
    for line in patch.splitlines():
        if line.startswith("+++ "):
            cur = re.sub(r"^\+\+\+ (b/)?", "", line).split("\t")[0]
            files[cur] = [0, 0]
        elif line.startswith("+") and cur:
            files[cur][0] += 1
        elif line.startswith("-") and not line.startswith("--- ") and cur:
            files[cur][1] += 1
    for f, (a, r) in files.items():
        adds += a
        dels += r
    res["patch"] = (len(files), adds, dels)
    w("Diffstat: %s; %d file(s), %d insertion(s), %d deletion(s).\n"
      % (", ".join("%s +%d -%d" % (f, a, r) for f, (a, r) in files.items()), len(files), adds, dels))
    w("```diff")
    w(patch.rstrip("\n"))
    w("```\n")
    w("<details><summary>probable-fix's log (--explain)</summary>\n")
    w("```\n%s\n```\n</details>\n" % log)
    fixed = c.get("fixed", "")
    if fixed != "built":
        w("**The patched tree was not measured: %s.**\n" % fixed)
        return res
    if c.get("fixed_needs"):
        w("The patched tree needs %s to build.\n" % c["fixed_needs"])
    sw = read(os.path.join(d, "stock.warnings")).splitlines()
    fw = read(os.path.join(d, "fixed.warnings")).splitlines()
    new = [x for x in fw if x not in sw]
    w("Built with the project's own command and warning flags (`CFLAGS='%s' %s`; %s): "
      "%d warning(s) stock, %d patched, %s.\n" % (m.get("opt", ""), m.get("build", ""), m.get("warnings", ""), len(sw), len(fw),
                                                 "none new" if not new else "%d new:" % len(new)))
    if new:
        w("```\n%s\n```\n" % "\n".join(new))
    objs = [l.split("\t") for l in read(os.path.join(d, "objdiff.tsv")).splitlines() if "\t" in l]
    diffs = [(o, int(n)) for o, n in objs if n.isdigit() and int(n) > 0]
    w("Object code (objdump -d, addresses left out): %d of %d object files differ%s.\n"
      % (len(diffs), len(objs), (": " + ", ".join("%s in %d lines" % x for x in diffs)) if diffs else ""))
    res["objdiff"] = diffs
    res["objs"] = len(objs)

    w("### Instructions\n")
    w("Every operation once per build under `valgrind --tool=cachegrind --cache-sim=no` "
      "(instructions executed, whole process; exact and repeatable). Output: the bytes "
      "each build wrote, compared.\n")
    w("| operation | stock | fixed | change | output |")
    w("|---|---:|---:|---:|---|")
    rows = {}
    for line in read(os.path.join(d, "instructions.tsv")).splitlines():
        p = line.split("\t")
        if len(p) == 4:
            rows.setdefault(p[0], {})[p[1]] = (int(p[2]), p[3])
    ir = []
    for op, b in rows.items():
        if "stock" in b and "fixed" in b:
            s, f = b["stock"][0], b["fixed"][0]
            ir.append((op, (f - s) / s))
            w("| %s | %s | %s | %s | %s |" % (op, format(s, ","), format(f, ","), pct((f - s) / s),
                                             "same" if b["stock"][1] == b["fixed"][1] else "**differs**"))
    w("")
    res["ir"] = ir
    try:
        t = json.load(open(os.path.join(d, "time.json")))
    except (OSError, ValueError):
        t = []
    w("### Time\n")
    if t:
        w("%d pairs, interleaved: in each pair every operation ran once with each build, back "
          "to back, stock first in even pairs, fixed first in odd ones. CPU time (user + system) "
          "of the process. Change: the median over the pairs of fixed/stock - 1, with the "
          "sign-test interval for that median (coverage %.1f%%: the %d-th smallest and largest "
          "of the %d ratios). \"No measurable change\" where the interval holds 0. Load average "
          "before and after: %s; %s.\n"
          % (t[0]["pairs"], 100 * (t[0]["coverage"] or 0), t[0]["k"], t[0]["pairs"],
             c.get("load_before_time", "?"), c.get("load_after_time", "?")))
        w("| operation | stock, median | fixed, median | change | interval | fixed faster in | result |")
        w("|---|---:|---:|---:|---|---:|---|")
        irc = dict(ir)
        for e in t:
            if e["result"] in ("fixed is faster", "fixed is slower") and abs(irc.get(e["op"], 1)) < 0.0001:
                e["result"] += " (instructions unchanged: code placement or noise, not the hints)"
            w("| %s | %.1f ms | %.1f ms | %s | %s | %d of %d | %s |" % (
                e["op"], 1000 * e["stock_median_s"], 1000 * e["fixed_median_s"], pct(e["change_median"], 1),
                "[%s, %s]" % (pct(e["ci_low"], 1), pct(e["ci_high"], 1)) if e["ci_low"] is not None else "-",
                e["fixed_faster"], e["pairs"], e["result"]))
        w("")
    res["time"] = t
    return res


def main():
    work, top = sys.argv[1], sys.argv[2]
    m = kv(os.path.join(work, "machine.txt"))
    corpus = read(os.path.join(work, "corpus.txt")).strip()
    ccs = m.get("ccs", "").split()
    out = []
    w = out.append
    name = m.get("name", "the code base")
    w("<!-- Generated by bench/field/evidence.sh; do not edit. -->")
    w("# Evidence in the field: %s's own hints, judged, fixed and measured\n" % name)
    w("[docs/evidence.md](evidence.md) measures what a hint is worth on kernels built to "
      "show it (a wrong hint cost 12-36%% there, a right one gained at most about 12%%). "
      "This page asks the question of a real code base nobody here wrote: %s at %s "
      "(commit %s%s), its hint macros %s, a workload that compresses and decompresses "
      "with its own command-line program. It is written by a script, "
      "`bench/field/evidence.sh`, that takes any checkout and workload.\n"
      % (name, m.get("tree_describe", "?"), m.get("tree_commit", "?")[:12],
         ", with local changes" if m.get("tree_dirty", "0") not in ("", "0") else "",
         m.get("macros", "")))
    results = {}
    body = []
    for cc in ccs:
        sec = []
        results[cc] = cc_section(work, top, m, cc, sec)
        body += sec
    # the summary
    w("## In short\n")
    for cc in ccs:
        r = results[cc]
        c = kv(os.path.join(work, cc, "cc.txt"))
        if not r:
            continue
        ver = re.findall(r"\d+\.\d+(?:\.\d+)?", c.get("version", ""))
        s = "- **%s%s**: the report's verdicts: %d of %d hint sites judged, %d wrong" % (
            cc, " " + ver[-1] if ver else "", r["judged"], r["sites"], len(r["wrong"]))
        if r["wrong"]:
            s += " (%s)" % ", ".join("%s, true %.1f%% of %d%s" % (
                r["where"](x), x["observed"], x["count"],
                ", check: " + r["says"](x) if r["says"](x) != "-" else "")
                for x in sorted(r["wrong"], key=lambda x: -x["count"]))
        s += ". "
        if r.get("check"):
            s += "probable-report check: %s. " % r["check"]
        if r.get("patch") is None:
            s += "probable-fix made no patch."
        else:
            s += "The patch: %d file(s), +%d -%d lines" % r["patch"]
            if "--rewrite-likely" in c.get("fix_cmd", ""):
                s += " (this probable-fix rewrites the code base's likely()/unlikely() into probable() with the measured pc, --rewrite-likely)"
            elif "--to-probable" not in c.get("fix_cmd", ""):
                s += " (probable-fix's default: each wrong hint flipped or dropped in the code base's own macros)"
            if r.get("objs"):
                s += "; object code differs in %s" % (", ".join("%s (%d lines)" % x for x in r["objdiff"])
                                                       or "none of the %d object files" % r["objs"])
            if r.get("ir"):
                lo = min(r["ir"], key=lambda x: x[1])
                hi = max(r["ir"], key=lambda x: x[1])
                s += "; instructions from %s (%s) to %s (%s)" % (pct(lo[1]), lo[0], pct(hi[1]), hi[0])
            t = r.get("time") or []
            if t:
                nm = [e for e in t if e["result"] == "no measurable change"]
                other = [e for e in t if e["result"] != "no measurable change"]
                if not other:
                    s += "; time: **no measurable change** in any of the %d operations" % len(t)
                else:
                    s += "; time: no measurable change in %d of %d operations; %s" % (
                        len(nm), len(t), ", ".join("%s: %s, %s%s" % (
                            e["op"], e["result"], pct(e["change_median"], 1),
                            " [%s, %s]" % (pct(e["ci_low"], 1), pct(e["ci_high"], 1))
                            if e["ci_low"] is not None else "") for e in other))
            s += "."
        w(s)
    w("")
    w("## Machine, tools, workload\n")
    w("- Machine: %s, %s CPUs online (nproc), %s; shared with other jobs while measured "
      "(load average at the start: %s)." % (m.get("cpu", "?"), m.get("nproc", "?"), m.get("kernel", "?"),
                                             m.get("load_before", "?")))
    w("- Compilers: %s." % "; ".join(kv(os.path.join(work, cc, "cc.txt")).get("version", cc) for cc in ccs))
    w("- %s; %s; bear %s (compile_commands.json for probable-fix -p). probable at %s. Measured %s."
      % (m.get("valgrind", ""), m.get("python", ""), m.get("bear", "").replace("bear ", ""),
         m.get("probable_commit", "?") + (" (branch %s)" % m["probable_branch"]
                                          if m.get("probable_branch") not in (None, "", "HEAD", "main") else ""),
         m.get("date", "?")))
    w("- Corpus (`bench/field/corpus.py`, the same bytes on every machine for this commit): "
      "SHA-256 %s." % corpus.replace("  ", ", ", 1))
    w("- Build: `CFLAGS='%s' %s` (stock, patched; the project's warning flags: %s); "
      "profile mode: CFLAGS=`%s`."
      % (m.get("opt", ""), m.get("build", ""), m.get("warnings", ""),
         re.sub(r"/\S*/(include\b)", r"\1", kv(os.path.join(work, ccs[0], "cc.txt")).get("prof_cflags", ""))
         if ccs else ""))
    ops = read(os.path.join(work, ccs[0], "ops.tsv")).splitlines() if ccs else []
    w("- Workload (`%s`), each operation one process; the profile run ran each once:\n" % m.get("config", ""))
    w("```")
    for line in ops:
        n, a = line.split("\t", 1)
        w("%-22s %s" % (n, a.replace(work + "/", "WORK/")))
    w("```\n")
    w("Command: `bash bench/field/evidence.sh %s%s%s %s /path/to/%s` (WORK is build/field; "
      "`--page-only` rewrites this page from it).\n"
      % (" ".join("--cc " + cc for cc in ccs) + (" " + m["probable_opt"] if m.get("probable_opt") else ""), " --opt " + m["opt"] if m.get("opt", "-O2") != "-O2" else "",
         " --pairs " + m["pairs"] if m.get("pairs", "21") != "21" else "", m.get("config", ""),
         name.lower()))
    out += body
    w("## Reading it\n")
    w("- Instructions are exact: the same program on the same input executes the same "
      "instructions every time, so any difference is the patch's. Fewer instructions is "
      "not faster by itself: a hint moves code (which branches are taken, what falls "
      "through), and the time is what counts.")
    w("- Time on a shared machine wanders; the pairs are what make it comparable: the two "
      "runs of a pair share the load of their moment. The sign-test interval assumes "
      "nothing about how the times are distributed.")
    nint = sum(1 for cc in ccs for e in (results[cc] or {}).get("time") or [] if e.get("coverage"))
    miss = sum(1 - e["coverage"] for cc in ccs for e in (results[cc] or {}).get("time") or [] if e.get("coverage"))
    if nint:
        w("- %d intervals, each of about %.1f%% coverage: about %.1f of them would exclude 0 by chance "
          "alone with no change at all. A lone interval that excludes 0 where the instruction count "
          "did not change is that, or code placement (docs/evidence.md's noise floor), not the hints."
          % (nint, 100 * (1 - miss / nint), miss))
    w("- A wrong hint in this workload is wrong for this workload: another corpus (all text, "
      "all noise) gives other rates. The counts above are the program's, not a model's.")
    w("")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
