# SPDX-License-Identifier: MIT
"""bench/field/walkpage.py - docs/walkthrough.md from what bench/field/walkthrough.sh
left in WORK (walk.py page WORK TOP).  Every number on the page is read
from WORK: the machine (machine.txt), the workloads (walk.txt, inputs.txt),
each label's report (counts/LABEL.json) and the tools' own output
(out/NAME.cmd, .out, .rc); features.txt says which tool options this
probable had, and the page says plainly what it could not show."""
import json
import os
import re

import page as fieldpage  # bench/field/page.py: kv(), read(), md()

kv, read, md = fieldpage.kv, fieldpage.read, fieldpage.md

FEATURES = (
    ("labels", "`--label NAME=FILES` and the verdict `varies`"),
    ("cost", "the ranking by cost (`--top`, `--cold`)"),
    ("inert", "inert hints (`-p DIR`)"),
    ("series", "`probable-fix --series DIR`"),
    ("baseline", "`probable-report check --baseline OLD`"),
)


def walk_kv(path):
    """kv() with one heredoc-like value: ops<<EOF ... EOF."""
    d = {}
    lines = read(path).splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(\w+)<<EOF$", line)
        if m:
            body = []
            i += 1
            while i < len(lines) and lines[i] != "EOF":
                body.append(lines[i])
                i += 1
            d[m.group(1)] = "\n".join(body)
        elif "=" in line:
            k, v = line.split("=", 1)
            d[k] = v
        i += 1
    return d


def tool(work, name):
    """(command, output, status) of out/NAME, or None when it did not run."""
    base = os.path.join(work, "out", name)
    if not os.path.exists(base + ".cmd"):
        return None
    rc = read(base + ".rc").strip()
    return (read(base + ".cmd").strip(), read(base + ".out").rstrip("\n"),
            int(rc) if rc.isdigit() else None, name)


def block(out, t, lang="", limit=60):
    """The command, its status and its output, fenced."""
    cmd, text, rc = t[:3]
    if not text.strip():
        out.append("`%s` (exit %s): no output.\n" % (cmd.replace("python3 ", "", 1) if cmd.startswith("python3 ") else cmd, rc))
        return
    out.append("`%s` (exit %s):\n" % (cmd.replace("python3 ", "", 1) if cmd.startswith("python3 ") else cmd, rc))
    lines = text.splitlines()
    more = len(lines) - limit
    if more > 0:
        lines = lines[:limit] + ["[... %d more lines%s]" % (more, ": WORK/out/%s.out" % t[3] if len(t) > 3 else "")]
    fence = "```"
    while fence in text:
        fence += "`"
    out.append(fence + lang)
    out.extend(lines)
    out.append(fence + "\n")


def sites_of(path, build_dir):
    """{(tree path, line, nth, unit): site} of one label's report."""
    try:
        rep = json.load(open(path))
    except (OSError, ValueError):
        return {}
    out = {}
    for s in rep.get("sites", []):
        if s.get("kind", "branch") != "branch":
            continue
        f = s.get("file", "")
        u = s.get("unit", "")
        if build_dir and not os.path.isabs(f):
            f = os.path.normpath(os.path.join(build_dir, f))
        if build_dir and u and not os.path.isabs(u):
            u = os.path.normpath(os.path.join(build_dir, u))
        out[(f, s.get("line", 0), s.get("nth", 0), u)] = s
    return out


JUDGED = ("ok", "wrong", "needless", "miscalibrated")


def disagreements(per_label):
    """[(key, {label: site})] for the places two labels judge differently
    (both judged, verdicts differ), most evaluations first."""
    labels = list(per_label)
    keys = set()
    for d in per_label.values():
        keys |= set(d)
    rows = []
    for k in keys:
        have = {l: per_label[l][k] for l in labels if k in per_label[l]}
        verdicts = {s.get("verdict") for s in have.values() if s.get("verdict") in JUDGED}
        judged = [s for s in have.values() if s.get("verdict") in JUDGED]
        if len(judged) >= 2 and len(verdicts) > 1:
            rows.append((k, have))
    rows.sort(key=lambda r: (-sum(s.get("count", 0) for s in r[1].values()), r[0]))
    return rows


def rate(s):
    return "%.2f%% of %d [%.2f, %.2f]" % (s.get("observed", 0), s.get("count", 0),
                                         s.get("ci_low", 0), s.get("ci_high", 0))


def patch_subjects(series_dir):
    out = []
    if not os.path.isdir(series_dir):
        return out
    for f in sorted(os.listdir(series_dir)):
        if not f.endswith(".patch"):
            continue
        subj = ""
        for line in read(os.path.join(series_dir, f)).splitlines():
            if line.startswith("Subject: "):
                subj = line[len("Subject: "):]
                break
        out.append((f, subj))
    return out


ROW = re.compile(r"^([a-z-]+)\s+\d+\s+[\d.]+%\s+\[[^]]*\]\s+\S+\s+\d+\s+([\d.]+)\s+(\S+:\d+)\s")


def ranking(text, build_dir):
    """[(where, verdict, cost, gain)] of probable-report text's findings, in
    its order: each row's cost column and the 'gain N evaluations' line
    under it ('-' when there is none)."""
    out = []
    for line in text.splitlines():
        m = ROW.match(line)
        if m:
            f, ln = m.group(3).rsplit(":", 1)
            if build_dir and not os.path.isabs(f):
                f = os.path.normpath(os.path.join(build_dir, f))
            out.append(["%s:%s" % (f, ln), m.group(1), m.group(2), "-"])
            continue
        g = re.match(r"^\s+gain (-?[\d.]+) evaluations", line)
        if g and out and out[-1][3] == "-":
            out[-1][3] = g.group(1)
    return [tuple(r) for r in out]


def body_verdicts(patch_text):
    """{(file, line, label): verdict} as a series patch's body quotes them:
    'FILE:LINE, FUNC():' then '  LABEL: N evaluations, true X% [...], VERDICT'."""
    out = {}
    where = None
    for line in patch_text.split("\n---\n", 1)[0].splitlines():
        m = re.match(r"^(\S+):(\d+), .*:$", line)
        if m:
            where = (m.group(1), int(m.group(2)))
            continue
        m = re.match(r"^\s+(\S+): \d+ evaluations, .*, ([a-z-]+)$", line)
        if m and where:
            out[where + (m.group(1),)] = m.group(2)
    return out


def verdict_mismatches(series_dir, merged, build_dir):
    """[(where, label, the report's verdict, the series body's)] where a
    patch's body quotes a label's verdict other than the labelled report's."""
    try:
        rep = json.load(open(merged))
    except (OSError, ValueError):
        return []
    report = {}
    for s in rep.get("sites", []):
        f = s.get("file", "")
        if build_dir and not os.path.isabs(f):
            f = os.path.normpath(os.path.join(build_dir, f))
        for l in s.get("labels") or []:
            report.setdefault((f, s.get("line"), l.get("label")), set()).add(l.get("verdict"))
    out = []
    for name, _ in patch_subjects(series_dir):
        for key, v in sorted(body_verdicts(read(os.path.join(series_dir, name))).items()):
            if key in report and v not in report[key]:
                out.append(("%s:%d" % key[:2], key[2], "/".join(sorted(report[key])), v))
    return out


def last_line(text, has):
    """The last line of TEXT that holds HAS ('' when none does)."""
    lines = [l for l in text.splitlines() if has in l]
    return lines[-1].strip() if lines else ""


def sarif_states(path):
    """{baselineState: results} of a SARIF file, {} when there is none."""
    try:
        doc = json.load(open(path))
    except (OSError, ValueError):
        return {}
    out = {}
    for run in doc.get("runs", []):
        for r in run.get("results", []):
            st = r.get("baselineState", "(none)")
            out[st] = out.get(st, 0) + 1
    return out


def main(work, top):
    m = kv(os.path.join(work, "machine.txt"))
    w = walk_kv(os.path.join(work, "walk.txt"))
    feat = kv(os.path.join(work, "features.txt"))
    labels = w.get("labels", "").split()
    bd = w.get("build_dir", "")
    cc = w.get("cc", "gcc")
    ccs = w.get("ccs", cc).split()
    name = m.get("name", "the code base")
    per_label = {l: sites_of(os.path.join(work, "counts", l + ".json"), bd) for l in labels}
    sizes = dict(line.split("\t") for line in read(os.path.join(work, "inputs.txt")).splitlines() if "\t" in line)
    out = []
    a = out.append
    a("<!-- Generated by bench/field/walkthrough.sh; do not edit. -->")
    a("# A walkthrough: %s's hints, from counts on two workloads to a patch series\n" % name)
    a("This page takes one real code base, %s at %s (commit %s), and follows its "
      "hints (%s) from counts on two workloads to a patch series a maintainer can take: "
      "what each workload says alone, what one verdict over both says, which hints "
      "matter, the series, `git am`, the build with the project's own warning flags, "
      "and the gate that watches the result. Every number below is what the tools "
      "printed on the run this page was written from; the script `bench/field/walkthrough.sh` "
      "writes it again on any machine.\n"
      % (name, m.get("tree_describe", "?"), m.get("tree_commit", "?")[:12], m.get("macros", "its hint macros")))

    # ---- in short
    dis = disagreements(per_label)
    fl = tool(work, "flips")
    a("## In short\n")
    if dis and len(labels) == 2:
        l1, l2 = labels
        for k, have in dis:
            s1, s2 = have.get(l1), have.get(l2)
            if not (s1 and s2):
                continue
            line = ("- **%s:%d** `%s(%s)`: on *%s* true %.2f%% of %d evaluations (%s), on *%s* %.2f%% of %d (%s)."
                    % (k[0], k[1], s1.get("macro", ""), md(s1.get("expr", "")), l1, s1.get("observed", 0),
                       s1.get("count", 0), s1.get("verdict"), l2, s2.get("observed", 0), s2.get("count", 0),
                       s2.get("verdict")))
            for bad, good in ((l1, l2), (l2, l1)):
                sb, sg = have[bad], have[good]
                if sb.get("verdict") == "wrong" and sg.get("verdict") == "ok":
                    sh = sb.get("suggest_hint")
                    act = ("drop the hint" if sh == "none" else "write %s()" % sh if sh in ("likely", "unlikely")
                           else "change it")
                    line += (" Judged on *%s* alone the tool says %s; on *%s* the hint as written is right%s."
                             % (bad, act, good, ", and the flip would be wrong there" if sh in ("likely", "unlikely") else ""))
            a(line)
        a("")
        if w.get("note"):
            a(w["note"] + "\n")
        a("A hint right on one workload and wrong on the other is removed, not flipped: "
          "with no hint the compiler lays the branch out by its own rules on both.\n")
    steps = []
    t = tool(work, "check")
    if feat.get("labels") == "yes" and t:
        steps.append("Both labels, one verdict per site: `%s`" % last_line(t[1], "probable-report check:"))
    t = tool(work, "inert")
    if feat.get("inert") == "yes" and t:
        steps.append("Inert hints (%s %s): `%s`" % (cc, w.get("opt", "-O2"), last_line(t[1], "checked inert")))
    t = tool(work, "top")
    if feat.get("cost") == "yes" and t:
        ranked = ranking(t[1], bd)
        if ranked:
            steps.append("Ranked by what the change saves (`--top`): %s." % "; ".join(
                "%s (%s, cost %s, gain %s evaluations)" % r for r in ranked))
    subj = patch_subjects(os.path.join(work, "series"))
    t = tool(work, "am")
    if subj and t:
        how = "`git am`" if " am " in t[0] else "`git apply` (a plain diff is no mail)"
        steps.append("The series: %d patch%s (%s); %s on the tree it was made from: exit %s."
                     % (len(subj), "" if len(subj) == 1 else "es",
                        "; ".join("`%s`" % (x[1] or x[0]) for x in subj), how, t[2]))
    if fl:
        steps.append("Sites judged `varies`, as the series leaves them (`walk.py flips`): `%s`"
                     % last_line(fl[1], "varies:"))
    b = [line.split("\t") for line in read(os.path.join(work, "out", "builds.tsv")).splitlines()]
    if b:
        steps.append("The patched tree with %s's own warning flags: %s."
                     % (name, "; ".join("%s %s, %s warning(s) (stock: %s)" % (f[0], f[2], f[4], f[3]) for f in b if len(f) >= 5)))
    t = tool(work, "baseline") if feat.get("baseline") == "yes" else None
    if t:
        steps.append("After the series, the gate against the report from before it: `%s`"
                     % last_line(t[1], "probable-report check:"))
    for x in steps:
        a("- " + x)
    if steps:
        a("")

    # ---- machine
    a("## Machine, compilers, tree\n")
    a("- Machine: %s, %s CPUs online (nproc), %s; shared with other jobs while it ran "
      "(load average at the start: %s). Built and counted %s." % (m.get("cpu", "?"), m.get("nproc", "?"), m.get("kernel", "?"),
                                                   m.get("load_before", "?"), m.get("date", "?")))
    a("- Compilers: %s. The counts are %s's (profile mode, %s); every compiler builds the patched tree."
      % ("; ".join(m.get("version_" + c, c) for c in ccs), cc, w.get("opt", "-O2")))
    a("- %s; %s (compile_commands.json). probable at %s."
      % (m.get("python", "python3"), m.get("bear", "no bear"), w.get("probable_commit", "?")))
    a("- The tree: %s %s (%s), cloned, never written; its build as the project builds it "
      "(`bench/field/lz4.conf`), with the project's warning flags: %s."
      % (name, m.get("tree_describe", "?"), m.get("tree_commit", "?"), m.get("warnings", "?")))
    a("- Command: `bash bench/field/walkthrough.sh %s /path/to/%s` (WORK is build/walkthrough; "
      "`--page-only` writes this page again from it).\n" % (w.get("config", "CONFIG"), name.lower()))

    # ---- workloads
    a("## 1. Two workloads, counted\n")
    a("The corpus is `bench/field/corpus.py`'s (%s); `walk.py split` takes its blocks of each kind "
      "apart, one input per workload (label):\n" % read(os.path.join(work, "corpus.txt")).strip())
    a("| label | input | what it stands for |")
    a("|---|---:|---|")
    for l in labels:
        a("| %s | %s bytes | %s |" % (l, format(int(sizes.get(l + ".bin", 0)), ","), md(w.get("about_" + l, ""))))
    a("")
    a("Each label runs the same operations once on a profile-mode build "
      "(`-DPROBABLE_PROFILE -include probable_likely.h`, README \"Profile mode\"), "
      "with `PROBABLE_PROFILE=LABEL.json PROBABLE_PROFILE_RUN=walk-LABEL`, and every round trip is compared "
      "with its input:\n")
    a("```")
    for line in w.get("ops", "").splitlines():
        if "\t" in line:
            n, args = line.split("\t", 1)
            a("%-22s %s" % (n, args))
    a("```\n")

    # ---- alone
    a("## 2. Each workload alone\n")
    a("`probable-report check --all`, one label's report at a time, in %s/ (where the compiler ran):\n" % (bd or "."))
    for l in labels:
        t = tool(work, "alone-" + l)
        if t:
            a("**%s**:\n" % l)
            block(out, t)
    if dis:
        a("The places the two reports judge differently (the runtime's verdict per label; "
          "rate: true share of evaluations, 99% interval):\n")
        a("| where | unit | hint | " + " | ".join(labels) + " |")
        a("|---|---|---|" + "---|" * len(labels))
        for k, have in dis:
            s = next(iter(have.values()))
            cells = []
            for l in labels:
                x = have.get(l)
                cells.append("%s: %s" % (x.get("verdict"), rate(x)) if x else "-")
            a("| %s:%d | %s | `%s(%s)` | %s |" % (k[0], k[1], k[3], s.get("macro", ""), md(s.get("expr", "")),
                                                 " | ".join(cells)))
        a("")

    # ---- pooled
    a("## 3. Both workloads as one pile\n")
    a("Given together without labels, the two reports are summed: each site gets one rate, "
      "an average over the workloads weighted by how often each evaluated it, which neither "
      "workload measured. A verdict on it can hide a hint that is right where it matters "
      "(a flip or drop the other workload pays for) or call a disagreement merely needless:\n")
    t = tool(work, "pooled")
    if t:
        block(out, t)
    # ---- labels
    a("## 4. One verdict over both workloads (`--label`)\n")
    a("With `--label NAME=FILES` each workload keeps its own counts. A site whose labels agree is "
      "judged as before; one whose labels' 99% intervals disagree about the hint (one says likely, "
      "another unlikely or no hint) is `varies`, with each label's rate and interval, and its "
      "suggestion is to remove the hint, never to flip it.\n")
    if feat.get("labels") == "yes":
        for n, what in (("labels", "The per-label table"), ("check", "The gate over both labels")):
            t = tool(work, n)
            if t:
                a("%s:\n" % what)
                block(out, t)
    else:
        a("**Not shown yet**: this probable has no `--label`.\n")

    # ---- cost
    a("## 5. Ranked by cost\n")
    a("Which findings matter: each carries what its hint costs on these counts (evaluations "
      "against the layout, by the formula printed with the table) and what the suggested change "
      "gains; findings come largest gain first, and a site evaluated fewer times than the cold "
      "threshold never comes first. `--top 5` keeps the first five:\n")
    t = tool(work, "top")
    if feat.get("cost") == "yes" and t:
        block(out, t)
    else:
        a("**Not shown yet**: this probable has no cost ranking (`--cold`).\n")

    # ---- inert
    a("## 6. Inert hints (%s %s)\n" % (cc, w.get("opt", "-O2")))
    a("With the build's compile_commands.json (`-p`), every unit is compiled again with its hints "
      "neutralised and its object code compared with the build's, function by function: a hint "
      "that changes nothing there is inert with this compiler, these flags and this arch, whatever its rate:\n")
    t = tool(work, "inert")
    if feat.get("inert") == "yes" and t:
        block(out, t)
        a("An inert hint is noise on this build whatever its rate; `probable-fix --remove-inert` "
          "writes the patch that removes such hints where one asks for it. The series below does "
          "not ask: it carries what the counts judge.\n")
    else:
        a("**Not shown yet**: this probable has no inert-hint detection (`-p DIR` with `--remove-inert`).\n")

    # ---- series
    a("## 7. The series\n")
    a("`probable-fix --series DIR` writes one patch per directory (or MAINTAINERS entry), subjects "
      "in the style of the files' own `git log`, bodies that quote the counts per label and how "
      "the fix was proved (`-p`: the object code of every unit that reads the file compiled "
      "before and after):\n")
    t = tool(work, "series")
    series_dir = os.path.join(work, "series")
    if feat.get("series") != "yes":
        a("**Not shown yet**: this probable has no `--series`%s.\n"
          % ("; below is its single patch (`-o`), which the rest of the page applies and builds" if t else ""))
    if t:
        block(out, t, limit=25)
    subj = patch_subjects(series_dir)
    if subj:
        a("| patch | subject |")
        a("|---|---|")
        for f, s in subj:
            a("| %s | %s |" % (f, md(s) or "(no subject: not a mail)"))
        a("")
        first = os.path.join(series_dir, subj[0][0])
        a("The first patch, whole:\n")
        block(out, ("cat WORK/series/" + subj[0][0], read(first).rstrip("\n"), 0), "diff", limit=120)
    mism = verdict_mismatches(series_dir, os.path.join(work, "out", "merged.json"), bd)
    if mism:
        a("Note: the patch bodies quote per-label verdicts that differ from the labelled report's "
          "(section 4) at %d place(s); the rates and intervals are the same, the word is not: %s.\n"
          % (len(mism), "; ".join("%s %s: report %s, body %s" % m for m in mism)))
    if fl:
        a("%s (`bench/field/walk.py flips`: each such site's line in the series, the hint as "
          "written against what the patch writes):\n"
          % ("No site judged `varies` is flipped" if fl[2] == 0 else
             "**A site judged `varies` is flipped: this series must not be sent**"))
        block(out, fl)

    # ---- am and build
    a("## 8. `git am` on the tree it was made from, and the build\n")
    t = tool(work, "am")
    if t:
        block(out, t)
        log = read(os.path.join(work, "out", "am-log.txt")).strip()
        if log:
            a("The commits it made:\n")
            a("```")
            a(log)
            a("```\n")
    b = read(os.path.join(work, "out", "builds.tsv")).strip()
    if b:
        a("The patched tree built as the project builds it, `%s` (%s), "
          "its warnings counted against the stock tree's with the same compiler:\n" % (w.get("opt", "-O2"), m.get("warnings", "")))
        a("| compiler | patched tree | warnings, stock | warnings, patched |")
        a("|---|---|---:|---:|")
        for line in b.splitlines():
            f = line.split("\t")
            if len(f) >= 5:
                a("| %s | %s | %s | %s |" % (f[1], f[2], f[3], f[4]))
        a("")
        for c in ccs:
            cmd = read(os.path.join(work, "out", "compile-%s.txt" % c)).strip()
            if cmd:
                a("How %s compiled the patched files (compile_commands.json, recorded by bear):\n" % c)
                a("```")
                a(cmd)
                a("```\n")

    # ---- gate
    a("## 9. After the series: the gate\n")
    a("The workloads run again on the patched tree's profile-mode build, and `check --baseline` "
      "compares the findings with the report from before the series (the merged JSON of "
      "section 4): it fails only on findings that are new or worse, and says which are fixed:\n")
    t = tool(work, "baseline") if feat.get("baseline") == "yes" else None
    if t:
        block(out, t)
        states = sarif_states(os.path.join(work, "out", "baseline.sarif"))
        if states:
            a("The SARIF it wrote (`--sarif`), its results by `baselineState`: %s.\n"
              % ", ".join("%s %d" % kvp for kvp in sorted(states.items())))
    else:
        t = tool(work, "after")
        if t:
            block(out, t)
        a("**Not shown yet**: this probable has no `check --baseline`; above is the plain gate on the new counts.\n")

    missing = [what for key, what in FEATURES if feat.get(key) != "yes"]
    a("## What this page does not show yet\n")
    if missing:
        a("The run this page was written from used a probable without: %s. Those sections say so "
          "instead of showing output; rerun the script with a probable that has them.\n" % "; ".join(missing))
    else:
        a("Nothing: every step above ran.\n")
    print("\n".join(out))
    return 0
