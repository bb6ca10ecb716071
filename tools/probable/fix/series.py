# SPDX-License-Identifier: MIT
"""probable-fix --series DIR: the fix as a series of mails in the form
git format-patch writes (0001-*.patch, ...), one patch per directory, or
per MAINTAINERS entry where the tree has a MAINTAINERS file, each with a
subject in the style of its files' own git history and a body that
carries the evidence: the counts per label, the cost, the arches whose
code changes, and the proof.

Each patch is a mail "git am" reads: a "From <zeros> <date>" line,
From:, Date:, Subject: [PATCH n/N], the body (lines of at most 75
columns, the rule the Linux kernel's scripts/checkpatch.pl applies to a
commit description), an optional Signed-off-by:, "---", a diffstat, the
diff with "diff --git" and "index" lines, and "-- " with the tool's
version.  The patches touch disjoint files, so each applies on the tree
the fix was made from, and all of them in order.

MAINTAINERS is read in the format its own preamble describes (the Linux
kernel's, also rendered as Documentation/process/maintainers.rst): an
entry is a title line followed by "T:<tab>value" lines; F: a path
pattern (a trailing slash: everything below; "*" and "?" within one
path component; a directory named without the slash counts as one with
it), X: a pattern excluded (tested first), N: a regular expression on
the path.  A file goes to the entry whose matching pattern is the most
specific (the most literal path components, then the longest pattern;
an N: match is the least specific); a file no entry matches goes to its
directory, as does one only a catch-all entry takes (the kernel's "THE
REST", whose patterns are "*" and "*/")."""

import datetime
import email.utils
import hashlib
import os
import re
import subprocess
import textwrap
import time

from .. import judge as J
from ..errors import InputError
from . import prove as P

WIDTH = 75                # checkpatch: commit description lines
SUBJECT_WIDTH = 75        # the subject line after "[PATCH n/N] "
HISTORY = 50              # subjects of git log looked at
ZERO = "0" * 40
# words before ": " that name a kind of change (Conventional Commits), not
# a part of the tree
NOT_A_PLACE = frozenset(("fix", "fixes", "feat", "feature", "chore", "refactor", "docs", "style",
                         "bugfix", "hotfix", "revert", "wip", "merge", "minor", "update"))


# ---- git ------------------------------------------------------------------------

def git(root, *args):
    """(status, stdout) of git in root; (None, "") when git cannot run."""
    try:
        p = subprocess.run(["git", "-C", root] + list(args), capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None, ""
    return p.returncode, p.stdout.decode("utf-8", "replace")


def author(root, given=None):
    """(name, email): --from's "NAME <EMAIL>", else git config user.name
    and user.email as git reads them in root (the repository's, the
    user's, the system's); InputError when neither says both."""
    if given is not None:
        name, addr = email.utils.parseaddr(given)
        if not name or "@" not in addr:
            raise InputError(given, "--from takes \"NAME <EMAIL>\"")
        return name, addr
    _, name = git(root, "config", "user.name")
    _, addr = git(root, "config", "user.email")
    name, addr = name.strip(), addr.strip()
    if not name or not addr:
        raise InputError(root, "--series needs an author: --from \"NAME <EMAIL>\", or git config "
                               "user.name and user.email")
    return name, addr


def blob_id(data):
    """git's object name of a blob of these bytes."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


# ---- MAINTAINERS ----------------------------------------------------------------

class Entry:
    def __init__(self, title, order):
        self.title = title
        self.order = order
        self.files, self.excludes, self.regexes = [], [], []


def read_maintainers(path):
    """[Entry] of a MAINTAINERS file: only entries with F: or N: lines."""
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
    except OSError:
        return []
    return read_maintainers_text(text)


def read_maintainers_text(text):
    entries, cur = [], None
    for line in text.split("\n"):
        m = re.match(r"([A-Z]):\s*(\S.*?)\s*$", line)
        if m and cur is not None:
            tag, value = m.groups()
            if tag == "F":
                cur.files.append(value)
            elif tag == "X":
                cur.excludes.append(value)
            elif tag == "N":
                try:
                    cur.regexes.append(re.compile(value))
                except re.error:
                    pass
            continue
        if not line.strip():
            cur = None
        elif not line[0].isspace() and not m:
            cur = Entry(line.strip(), len(entries))
            entries.append(cur)
    # a catch-all ("THE REST": F: * and F: */) says nothing of where a file belongs
    return [e for e in entries if (e.files or e.regexes) and
            not (e.files and not e.regexes and all(not f.strip("*/") for f in e.files))]


def _glob(pattern):
    """The regular expression of a path pattern: * and ? within one component."""
    out = []
    for c in pattern:
        out.append("[^/]*" if c == "*" else "[^/]" if c == "?" else re.escape(c))
    return "".join(out)


def pattern_match(pattern, rel, root=None):
    """How specific pattern is when it matches rel (a path relative to the
    tree): (literal components, length), or None."""
    if root is not None and "*" not in pattern and "?" not in pattern and \
            not pattern.endswith("/") and os.path.isdir(os.path.join(root, pattern)):
        pattern += "/"
    if pattern.endswith("/"):
        ok = re.match(_glob(pattern), rel)
    else:
        ok = re.match(_glob(pattern) + r"\Z", rel)
    if not ok:
        return None
    parts = pattern.rstrip("/").split("/")
    literal = 0
    for p in parts:
        if "*" in p or "?" in p:
            break
        literal += 1
    return (literal, len(pattern))


def entry_for(entries, rel, root=None):
    """The most specific Entry whose patterns take rel, or None."""
    best, best_key = None, None
    for e in entries:
        if any(pattern_match(x, rel, root) for x in e.excludes):
            continue
        spec = [s for s in (pattern_match(p, rel, root) for p in e.files) if s]
        if not spec and any(r.search(rel) for r in e.regexes):
            spec = [(0, 0)]
        if not spec:
            continue
        key = (max(spec), -e.order)
        if best_key is None or key > best_key:
            best, best_key = e, key
    return best


def group(root, rels):
    """[(title, [rel])]: the files by MAINTAINERS entry (root/MAINTAINERS)
    or by directory, in the order of their first file."""
    entries = read_maintainers(os.path.join(root, "MAINTAINERS"))
    groups = {}
    for rel in sorted(rels):
        e = entry_for(entries, rel, root) if entries else None
        key = ("M", e.title) if e else ("D", os.path.dirname(rel))
        groups.setdefault(key, []).append(rel)
    return [(k[1] if k[0] == "M" else None, v) for k, v in
            sorted(groups.items(), key=lambda kv: kv[1][0])]


# ---- the subject ----------------------------------------------------------------

PREFIX_RE = re.compile(r"((?:[A-Za-z0-9_.][\w.,/+*-]*: )+)")


def subject_prefix(subject):
    """"net: ipv4: " of "net: ipv4: fix a leak", or "" (none, or a
    Conventional Commits type such as "fix: ")."""
    m = PREFIX_RE.match(subject)
    if not m:
        return ""
    first = m.group(1).split(":")[0].lower()
    if first in NOT_A_PLACE:
        return ""
    return m.group(1)


def history_style(root, rels):
    """(prefix, capital, how): the subject style of the files' own history
    (git log --no-merges of those files, the last HISTORY subjects): the
    most common prefix when at least half of the subjects have one (ties:
    the most recent), else none; capital: whether most subjects start
    the words after the prefix with a capital.  None when root is not a
    git work tree or the files have no history.  A prefix counts for each
    of its stems ("net: ipv4: " for "net: " too): the longest stem more
    than half of the prefixed subjects begin with is the one used, else
    the most common (ties: the most recent)."""
    rc, out = git(root, "log", "--no-merges", "--format=%s", "-n", str(HISTORY), "--", *rels)
    subjects = [s.strip() for s in out.split("\n") if s.strip()] if rc == 0 else []
    if not subjects:
        return None
    counts, first_seen = {}, {}
    caps = 0
    for k, s in enumerate(subjects):
        p = subject_prefix(s)
        rest = s[len(p):]
        caps += rest[:1].isupper()
        stems = p.split(": ")[:-1]
        for n in range(1, len(stems) + 1):
            stem = ": ".join(stems[:n]) + ": "
            counts[stem] = counts.get(stem, 0) + 1
            first_seen.setdefault(stem, k)
    capital = caps * 2 > len(subjects)
    with_prefix = sum(1 for s in subjects if subject_prefix(s))
    if counts and with_prefix * 2 >= len(subjects):
        most = [p for p in counts if counts[p] * 2 > with_prefix]
        if most:
            prefix = sorted(most, key=lambda p: (-p.count(": "), -counts[p], first_seen[p]))[0]
        else:
            prefix = sorted(counts, key=lambda p: (-counts[p], first_seen[p]))[0]
        return prefix, capital, "git log: %d of the last %d subjects of %s begin %r" % (
            counts[prefix], len(subjects), ", ".join(rels), prefix.strip())
    return "", capital, "git log: %d of the last %d subjects of %s have a prefix: none used" % (
        with_prefix, len(subjects), ", ".join(rels))


def style(root, rels, title):
    """(prefix, capital, how) for a patch of rels: the history's, else the
    directory's name (the tree's name for files at its top)."""
    got = history_style(root, rels)
    if got is not None:
        return got
    d = os.path.commonpath([os.path.dirname(r) or "." for r in rels])
    if d in ("", ".") and len(rels) > 1:
        d = os.path.dirname(rels[0])    # an entry over several top directories
    name = os.path.basename(d) if d not in ("", ".") else os.path.basename(os.path.abspath(root))
    return name + ": ", False, "not from git history (%s): the directory's name" % (
        "no git history of these files" if git(root, "rev-parse")[0] == 0 else "not a git work tree")


def _names(macros):
    ms = sorted(set(macros))
    return "/".join(m + "()" for m in ms[:2]) + ("..." if len(ms) > 2 else "")


def subject_text(changes):
    """What the patch does, in a few words: "remove needless unlikely()
    in foo()", "flip 2 wrong likely()/unlikely() hints"."""
    edits = [e for c in changes for e in c.edits]
    kinds = set(e.action for e in edits)
    verdicts = set(e.site.get("verdict") for e in edits)
    adj = verdicts.pop() if len(verdicts) == 1 else ""
    adj = {"varies": "workload-dependent", "miscalibrated": "miscalibrated"}.get(adj, adj)
    macros = [e.macro for e in edits]
    n = len(edits)
    funcs = sorted(set(e.site.get("func") for e in edits if e.site.get("func")))
    where = " in %s()" % funcs[0] if len(funcs) == 1 else ""
    if kinds == {"drop"}:
        verb = "remove"
    elif kinds == {"flip"}:
        verb = "flip"
    elif kinds == {"pc"}:
        verb = "correct"
    elif kinds == {"probable"}:
        verb = "state measured pcs for"
    else:
        verb = "fix"
    things = ("hint" if n == 1 else "hints")
    if kinds == {"pc"}:
        things = "pc" if n == 1 else "pcs"
    texts = []
    if n == 1:
        texts.append("%s %s %s%s" % (verb, adj, _names(macros), where))
        texts.append("%s %s %s" % (verb, adj, _names(macros)))
    texts.append("%s %d %s %s %s%s" % (verb, n, adj, _names(macros), things, where))
    texts.append("%s %d %s %s %s" % (verb, n, adj, _names(macros), things))
    texts.append("%s %d %s %s" % (verb, n, adj, things))
    return [" ".join(t.split()) for t in texts]


def subject(prefix, capital, changes, single_file=None):
    """The subject line (without [PATCH]): the longest of subject_text's
    forms that fits SUBJECT_WIDTH; without a prefix, "in FILE" where it fits."""
    forms = subject_text(changes)
    out = None
    for t in forms:
        if capital:
            t = t[:1].upper() + t[1:]
        if not prefix and single_file and " in " not in t:
            with_file = "%s in %s" % (t, os.path.basename(single_file))
            if len(with_file) <= SUBJECT_WIDTH:
                t = with_file
        out = prefix + t
        if len(out) <= SUBJECT_WIDTH:
            return out
    return out


# ---- the body -------------------------------------------------------------------

class Edit:
    """One call changed: site (the judged, merged site dict), pc (the
    measured pc), line, was/now (the call's text before and after)."""

    def __init__(self, site, pc, line, was, now):
        self.site, self.pc, self.line, self.was, self.now = site, pc, line, was, now
        self.macro = site.get("macro") or "probable"
        old, new = _callee(was), _callee(now)
        if new is not None and new == old:
            self.action = "pc"
        elif new in ("probable", "PROBABLE_PROBABLE"):
            self.action = "probable"
        elif new is not None and old is not None and \
                now.lstrip()[len(new):] == was.lstrip()[len(old):]:
            self.action = "flip"    # only the name changed: the other macro of the pair
        else:
            self.action = "drop"    # the call became its condition


def _callee(text):
    m = re.match(r"\s*([A-Za-z_]\w*)\s*\(", text)
    return m.group(1) if m else None


class Change:
    """One file of the fix: rel, path, old/new text, the diff (--- +++ @@),
    edits [Edit], proof (prove.Proof or None: no -p), notes [str]."""

    def __init__(self, rel, path, old, new, diff, edits, proof, notes=()):
        self.rel, self.path, self.old, self.new, self.diff = rel, path, old, new, diff
        self.edits, self.proof, self.notes = edits, proof, list(notes)


def wrap(text, indent=""):
    """text in lines of at most WIDTH columns (words longer than that
    stay whole: a path)."""
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent or "",
                         break_long_words=False, break_on_hyphens=False) or [""]


def pct(x):
    return "%.1f%%" % x if x is not None else "?"


def label_lines(site):
    """One line per label of the site (its own counts when it has none):
    "NAME: N evaluations, R% true [LO, HI], VERDICT"."""
    labels = site.get("labels") or []
    if labels and site.get("direction") == "pc" and J.direction(dict(site, direction=None)):
        # probable-fix judges every hint against its pc; a LIKELY() is a
        # direction to the reader: each label's verdict as probable-report
        # gives it (zstd: 93.7% true was quoted "miscalibrated", not ok)
        again = dict(site, direction=None, labels=[{"label": l["label"], "count": l.get("count") or 0,
                                                    "hits": l.get("hits") or 0} for l in labels])
        J.judge_labels(again)
        said = {a["label"]: a["verdict"] for a in again["labels"]}
        labels = [dict(l, verdict=said.get(l["label"], l.get("verdict"))) for l in labels]
    if not labels:
        labels = [{"label": None, "count": site.get("count"), "observed": site.get("observed"),
                   "ci_low": site.get("ci_low"), "ci_high": site.get("ci_high"),
                   "verdict": site.get("verdict")}]
    out = []
    for lab in labels:
        head = "%s: " % lab["label"] if lab.get("label") else ""
        if not lab.get("count"):
            out.append("%snot reached (0 evaluations)" % head)
            continue
        out.append("%s%s evaluations, true %s [%s, %s], %s" % (
            head, lab.get("count"), pct(lab.get("observed")),
            "%.1f" % lab["ci_low"] if lab.get("ci_low") is not None else "?",
            "%.1f" % lab["ci_high"] if lab.get("ci_high") is not None else "?",
            lab.get("verdict") or "not judged"))
    return out


def code_changes(edit, table):
    """The arches on which the new text gives other code than the old:
    the branch hint each arch's thresholds make of the declared pc
    against the new one (a flip: the mirrored pc; a drop: no hint)."""
    site = edit.site
    declared = site.get("declared")
    if declared is None:
        return []
    if edit.action in ("pc", "probable"):
        return J.changes_code(site, edit.pc, table)
    facts = dict(table or {})
    own = site.get("arch")
    if own and own not in facts and site.get("high") is not None and site.get("low") is not None:
        facts[own] = {"high": site["high"], "low": site["low"]}
    out = []
    for arch, f in sorted(facts.items()):
        f = dict(f, exact=0)
        old = J.hint(site.get("kind"), f, int(declared))
        new = "none" if edit.action == "drop" else J.hint(site.get("kind"), f, 100 - int(declared))
        if old != new:
            out.append(arch)
    return out


def arch_text(arches, table):
    """"x86, arm64"; most of the table: "19 of 25 arches, all but ..."."""
    if not arches:
        return "no arch (the pc moves closer to the counts within the same hint)"
    if table and set(arches) <= set(table) and len(table) > 2 and len(arches) * 2 > len(table):
        if len(arches) == len(table):
            return "every arch (%d)" % len(table)
        return "%d of %d arches, all but %s" % (len(arches), len(table),
                                               ", ".join(sorted(set(table) - set(arches))))
    return ", ".join(arches)


def proof_text(proof):
    if proof is None:
        return "not proved: no compile database given (-p DIR)"
    if proof.status == P.SAME:
        return "same object code before and after (%s)" % proof.detail
    if proof.status == P.SAME_VALUES:
        return "same values; only hints differ (%s)" % proof.detail
    return "not proved: %s" % proof.detail


WHY = {
    "wrong": "the code is laid out for the rarer case",
    "needless": "the measured rate lies between the arch's thresholds, where no hint is "
                "emitted: the hint only claims what the compiler would not act on",
    "miscalibrated": "the stated pc lies outside the measured interval",
    "varies": "the inputs disagree about the direction (one label's interval says one "
              "hint, another's another): the hint is removed, not flipped",
    "inert": "the compiler emits the same object code without it",
}


def body(changes, ctx):
    """The commit message's body lines (after the subject)."""
    lines = []
    edits = [e for c in changes for e in c.edits]
    verdicts = sorted(set(e.site.get("verdict") or "?" for e in edits),
                      key=lambda v: J.VERDICT_RANK.get(v, 99))
    n = len(edits)
    where = "on the measured workload%s" % ("s" if (ctx.get("labels") or 0) > 1 else "")
    who = "This hint is" if n == 1 else "These %d hints are" % n
    if len(verdicts) == 1:
        v = verdicts[0]
        state = {"varies": "right on one measured workload and not on another",
                 "inert": "inert in the build compiled"}.get(v, "%s %s" % (v, where))
        why = "%s %s: %s." % (who, state, WHY.get(v, "its counts disagree with it"))
    else:
        why = "%s %s %s: %s." % (who, "at odds with the counts", where,
                                 "; ".join("%s: %s" % (v, WHY.get(v, "?")) for v in verdicts))
    lines += wrap(why)
    lines.append("")
    lines += wrap("Counts: %s. The rate is how often the condition was true, with its 99%% "
                  "Wilson interval.%s" % (ctx["inputs"], (" Cost: %s." % ctx["cost_formula"])
                                          if ctx.get("cost_formula") else ""))
    for c in changes:
        for e in c.edits:
            s = e.site
            lines.append("")
            func = ", %s()" % s["func"] if s.get("func") else ""
            lines += wrap("%s:%s%s:" % (c.rel, e.line, func))
            lines += wrap("%s becomes %s" % (" ".join(e.was.split()), " ".join(e.now.split())), "  ")
            for t in label_lines(s):
                lines += wrap(t, "  ")
            if s.get("cost") is not None:
                gain = s.get("gain")
                lines += wrap("cost: %s evaluations against the layout%s%s" % (
                    J.num(round(float(s["cost"]), 1)),
                    "" if gain is None else ", %s %s after the change" % (
                        J.num(round(abs(float(gain)), 1)), "more" if float(gain) < 0 else "fewer"),
                    " (cold)" if s.get("cold") else ""), "  ")
            inert = s.get("inert")
            if isinstance(inert, dict):
                lines += wrap("inert: the same object code with the function's hints "
                              "neutralised (%s)" % ", ".join(
                                  "%s %s" % (k, inert[k]) for k in ("compiler", "arch", "unit")
                                  if inert.get(k)), "  ")
            arches = code_changes(e, ctx.get("table"))
            lines += wrap("code changes on: %s" % arch_text(arches, ctx.get("table")), "  ")
        lines.append("")
        lines += wrap("%s: %s" % (c.rel, proof_text(c.proof)))
        for n_ in c.notes:
            lines += wrap(n_)
    return lines


# ---- the mail -------------------------------------------------------------------

def diffstat(changes):
    """git's diffstat: " path | N ++--" and the summary line."""
    rows = []
    for c in changes:
        plus = sum(1 for l in c.diff.split("\n") if l.startswith("+") and not l.startswith("+++"))
        minus = sum(1 for l in c.diff.split("\n") if l.startswith("-") and not l.startswith("---"))
        rows.append((c.rel, plus, minus))
    name_w = max(len(r[0]) for r in rows)
    num_w = max(len(str(p + m)) for _, p, m in rows)
    most = max(p + m for _, p, m in rows)
    room = max(WIDTH - 3 - name_w - num_w - 3, 10)
    out = []
    for rel, p, m in rows:
        if p + m > room:
            sp, sm = p * room // most, m * room // most
        else:
            sp, sm = p, m
        out.append(" %-*s | %*d %s%s" % (name_w, rel, num_w, p + m, "+" * sp, "-" * sm))
    tp, tm = sum(r[1] for r in rows), sum(r[2] for r in rows)
    summary = " %d file%s changed" % (len(rows), "" if len(rows) == 1 else "s")
    if tp:
        summary += ", %d insertion%s(+)" % (tp, "" if tp == 1 else "s")
    if tm:
        summary += ", %d deletion%s(-)" % (tm, "" if tm == 1 else "s")
    return out + [summary]


def git_diff(c):
    """The file's diff with git's "diff --git" and "index" lines."""
    first = c.diff.split("\n", 2)
    a, b = first[0][4:], first[1][4:]
    try:
        mode = "100755" if os.stat(c.path).st_mode & 0o111 else "100644"
    except OSError:
        mode = "100644"
    old_id = blob_id(c.old.encode("latin-1"))[:12]
    new_id = blob_id(c.new.encode("latin-1"))[:12]
    return "diff --git %s %s\nindex %s..%s %s\n%s" % (a, b, old_id, new_id, mode, c.diff)


def slug(text, limit=52):
    s = re.sub(r"[^A-Za-z0-9_.]+", "-", text).strip("-.")
    s = re.sub(r"\.+", ".", s)
    return s[:limit].rstrip("-.") or "patch"


def mail(n, total, subject_line, body_lines, who, date, signoff, tail, version):
    name, addr = who
    head = "[PATCH]" if total == 1 and n else "[PATCH %d/%d]" % (n, total)
    text_part = "\n".join(body_lines)
    lines = ["From %s Mon Sep 17 00:00:00 2001" % ZERO,
             "From: %s" % email.utils.formataddr((name, addr)),
             "Date: %s" % date,
             "Subject: %s %s" % (head, subject_line)]
    if any(ord(ch) > 127 for ch in name + subject_line + text_part):
        lines += ["MIME-Version: 1.0", "Content-Type: text/plain; charset=UTF-8",
                  "Content-Transfer-Encoding: 8bit"]
    lines.append("")
    lines += body_lines
    if signoff:
        lines += ["", "Signed-off-by: %s <%s>" % (name, addr)]
    lines.append("---")
    out = "\n".join(lines) + "\n"
    return out.encode("utf-8") + tail.encode("latin-1") + \
        ("-- \n%s\n\n" % version).encode("utf-8")


def date_text():
    """The Date: of the mails: now, or SOURCE_DATE_EPOCH's (a reproducible run)."""
    when = os.environ.get("SOURCE_DATE_EPOCH")
    try:
        t = float(when) if when else time.time()
    except ValueError:
        raise InputError("SOURCE_DATE_EPOCH", "not a number of seconds: %r" % when)
    if when:
        return email.utils.format_datetime(datetime.datetime.fromtimestamp(t, datetime.timezone.utc))
    return email.utils.formatdate(t, localtime=True)


def check_dir(outdir):
    """InputError when outdir is a file or already holds *.patch files
    (an old series whose patches "git am DIR/*.patch" would take too)."""
    if os.path.exists(outdir) and not os.path.isdir(outdir):
        raise InputError(outdir, "not a directory (--series)")
    if os.path.isdir(outdir):
        old = sorted(f for f in os.listdir(outdir) if f.endswith(".patch"))
        if old:
            raise InputError(outdir, "holds %d .patch file%s already (%s): remove them, or give "
                                     "another directory (--series)" % (
                                         len(old), "" if len(old) == 1 else "s", old[0]))


def plan(root, changes):
    """[(subject line, [Change], how the prefix was chosen, title)]."""
    by_rel = {c.rel: c for c in changes}
    out = []
    for title, rels in group(root, [c.rel for c in changes]):
        prefix, capital, how = style(root, rels, title)
        mine = [by_rel[r] for r in rels]
        if title:
            how += "; MAINTAINERS entry %r" % title
        out.append((subject(prefix, capital, mine, rels[0] if len(rels) == 1 else None),
                    mine, how, title))
    return out


def am_dir(root):
    """Where git am applies the series: the top of root's git work tree, or root."""
    rc, top = git(root, "rev-parse", "--show-toplevel")
    return top.strip() if rc == 0 and top.strip() else root


def top_relative(root, changes):
    """Where root lies below the top of its git work tree, the changes'
    paths (rel, the diff's names) made relative to the top, where git am
    runs."""
    rc, prefix = git(root, "rev-parse", "--show-prefix")
    prefix = prefix.strip() if rc == 0 else ""
    if not prefix:
        return
    for c in changes:
        old = c.rel
        c.rel = prefix + old
        head = c.diff.split("\n", 2)
        for k, side in ((0, "a/"), (1, "b/")):
            mark = head[k][:4]
            name = head[k][4:]
            if name.startswith('"' + side):
                name = '"' + side + prefix + name[3:]
            else:
                name = side + prefix + name[2:]
            head[k] = mark + name
        c.diff = "\n".join(head)


def write_series(outdir, root, changes, ctx):
    """Write the series; [path of each patch written].  ctx: inputs (text),
    table, cost_formula, author (name, email), signoff, version,
    cover_letter."""
    patches = plan(root, changes)
    top_relative(root, changes)
    os.makedirs(outdir, exist_ok=True)
    date = date_text()
    total = len(patches)
    written = []
    if ctx.get("cover_letter") and total > 1:
        written.append(_cover(outdir, patches, ctx, date))
    for k, (subj, mine, how, _) in enumerate(patches, 1):
        lines = body(mine, ctx)
        tail = "\n".join(diffstat(mine)) + "\n\n" + "".join(git_diff(c) for c in mine)
        data = mail(k, total, subj, lines, ctx["author"], date, ctx.get("signoff"), tail,
                    ctx["version"])
        path = os.path.join(outdir, "%04d-%s.patch" % (k, slug(subj)))
        with open(path, "wb") as f:
            f.write(data)
        written.append(path)
        if ctx.get("say"):
            ctx["say"]("%s: subject %r (%s)" % (os.path.basename(path), subj, how))
    return written


def _cover(outdir, patches, ctx, date):
    """0000-cover-letter.patch: what the series is, from which counts,
    its patches and the diffstat of all of them."""
    total = len(patches)
    n = sum(len(c.edits) for _, mine, _, _ in patches for c in mine)
    lines = wrap("These %d patches change %d branch hints whose measured rates disagree with "
                 "them. Each patch is one %s, and carries the counts, the arches whose code "
                 "changes, and how the change was proved." % (
                     total, n, "MAINTAINERS entry" if any(p[3] for p in patches) else "directory"))
    lines.append("")
    lines += wrap("Counts: %s." % ctx["inputs"])
    lines.append("")
    for k, (subj, mine, _, title) in enumerate(patches, 1):
        lines += wrap("%d/%d %s" % (k, total, subj))
    changes = [c for _, mine, _, _ in patches for c in mine]
    tail = "\n".join(diffstat(changes)) + "\n\n"
    data = mail(0, total, "Branch hints that the measured counts contradict", lines, ctx["author"], date,
                False, tail, ctx["version"])
    path = os.path.join(outdir, "0000-cover-letter.patch")
    with open(path, "wb") as f:
        f.write(data)
    return path
