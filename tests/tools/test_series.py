# SPDX-License-Identifier: MIT
"""probable-fix --series DIR: a git format-patch series.  On a scratch git
repository with two directories whose history uses subject prefixes
("lz4: ", "net: ipv4: "): one patch per directory, subjects with the
prefix each file's history uses, bodies that quote the counts; git am
applies the patches in order and gives the files the plain fix gives; a
MAINTAINERS file groups by entry (the most specific wins, X: excludes);
every patch keeps the rules the kernel's scripts/checkpatch.pl applies to
a commit message (75 columns, a blank line after the subject,
Signed-off-by matching From:, no trailing white space); the labels, the
cost and the proof are quoted from the site's fields."""

import glob
import json
import os
import re
import shutil
import subprocess
import unittest

from common import TOOLS  # noqa: F401  (sys.path has the tools)
from fixcommon import TempTree, run_fix, read, write, site, have, compilers  # noqa: F401

from probable.fix import series as SERIES
from probable.fix import prove as P
from probable import judge as J

COMPILER_H = """\
#ifndef __LINUX_COMPILER_H
#define __LINUX_COMPILER_H
# define likely(x)	__builtin_expect(!!(x), 1)
# define unlikely(x)	__builtin_expect(!!(x), 0)
#endif
"""

LZ4_C = """\
#include <linux/compiler.h>
int lz4_step(int x)
{
	if (likely(x > 3))
		return 1;
	return 0;
}
"""

ROUTE_C = """\
#include <linux/compiler.h>
int ip_route_gw(int *p, int n)
{
	if (unlikely(p == 0))
		return 2;
	return n;
}
"""

AUTHOR = "Ada Tester <ada@example.org>"
ENV = {"GIT_AUTHOR_NAME": "Hist Ory", "GIT_AUTHOR_EMAIL": "h@example.org",
       "GIT_COMMITTER_NAME": "Hist Ory", "GIT_COMMITTER_EMAIL": "h@example.org",
       "GIT_CONFIG_NOSYSTEM": "1", "SOURCE_DATE_EPOCH": "1700000000"}


def headers(text):
    head = text.split("\n\n", 1)[0].split("\n")
    return {l.split(":", 1)[0]: l.split(": ", 1)[1] for l in head[1:]}


def message(text):
    """The commit message's body lines: after the headers, before ---."""
    return text.split("\n\n", 1)[1].split("\n---\n", 1)[0].split("\n")


def checkpatch_like(test, text, signoff=True):
    """What the kernel's scripts/checkpatch.pl checks of our patches'
    mail and message, and what git am needs."""
    lines = text.split("\n")
    test.assertRegex(lines[0], r"^From [0-9a-f]{40} Mon Sep 17 00:00:00 2001$")
    h = headers(text)
    test.assertEqual(sorted(h), ["Date", "From", "Subject"])
    test.assertRegex(h["Subject"], r"^\[PATCH( \d+/\d+)?\] \S")
    test.assertLessEqual(len(re.sub(r"^\[PATCH[^]]*\] ", "", h["Subject"])), 75, h["Subject"])
    body = message(text)
    test.assertNotEqual(body[0], "", "the message begins right after the blank line after the headers")
    for l in body:
        test.assertLessEqual(len(l), 75, "longer than 75 columns: %r" % l)
        test.assertEqual(l, l.rstrip(), "trailing white space: %r" % l)
        test.assertFalse(l.startswith("#"), "git drops a message line starting with #: %r" % l)
    sob = [l for l in body if l.startswith("Signed-off-by: ")]
    if signoff:
        test.assertEqual(sob, ["Signed-off-by: " + h["From"]])
        test.assertEqual(body[-2], "")
    else:
        test.assertEqual(sob, [])
    for l in lines:
        if l.startswith("+") and not l.startswith("+++"):
            test.assertEqual(l, l.rstrip(), "an added line with trailing white space: %r" % l)
    test.assertIn("\n---\n", text)
    test.assertTrue(text.endswith("\n-- \nprobable-fix 0.1.0\n\n"), text[-60:])


def git(cwd, *args, check=True):
    p = subprocess.run(["git"] + list(args), cwd=cwd, capture_output=True, text=True,
                       env=dict(os.environ, HOME=cwd, **ENV))
    if check and p.returncode:
        raise AssertionError("git %s: %s" % (" ".join(args), p.stderr))
    return p.stdout


@unittest.skipUnless(have("git"), "git missing")
class Base(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.path("tree")
        self.home = self.path("home")
        os.makedirs(self.home)
        self.put("include/linux/compiler.h", COMPILER_H)
        self.put("lib/lz4/lz4.c", LZ4_C)
        self.put("net/ipv4/route.c", ROUTE_C)

    def put(self, rel, text):
        write(os.path.join(self.root, rel), text)

    def history(self, subjects):
        """A git repository of the tree: one commit per (subject, file)
        touching that file, in order."""
        git(self.root, "init", "-q")
        git(self.root, "add", "include")
        git(self.root, "commit", "-qm", "Initial import")
        for subj, rel in subjects:
            with open(os.path.join(self.root, rel), "a") as f:
                f.write("/* %s */\n" % subj.split(":")[-1].strip())
            git(self.root, "add", rel)
            git(self.root, "commit", "-qm", subj)

    def sites(self, lz4_rate=30, route_rate=500):
        return [site("lib/lz4/lz4.c", 4, "x > 3", 90, lz4_rate, macro="likely", func="lz4_step"),
                site("net/ipv4/route.c", 4, "p == 0", 10, route_rate, macro="unlikely",
                     func="ip_route_gw")]

    def fix(self, *args, sites=None):
        rep = self.put_report(sites or self.sites())
        return run_fix("--root", self.root, "--include-dir", os.path.join(self.root, "include"),
                       *(list(args) + [rep]), env=dict(ENV, HOME=self.home))

    def series(self, *args, sites=None):
        out = self.path("out")
        rc, so, err = self.fix("--series", out, *args, sites=sites)
        self.assertEqual(rc, 0, err)
        got = sorted(glob.glob(os.path.join(out, "*.patch")))
        self.assertEqual(so.split(), got, err)
        return [read(p) for p in got], got, err


KERNEL_HISTORY = [("lz4: fix a typo", "lib/lz4/lz4.c"),
                  ("lz4: speed up the match finder", "lib/lz4/lz4.c"),
                  ("Update lz4 to v1.9", "lib/lz4/lz4.c"),
                  ("net: ipv4: route: one", "net/ipv4/route.c"),
                  ("net: ipv4: keep the gateway", "net/ipv4/route.c"),
                  ("net: fix a leak", "net/ipv4/route.c")]


class Series(Base):
    template = None

    def setUp(self):
        super().setUp()
        # the history is made once and copied (a git start is dear here)
        cls = type(self)
        if cls.template is None or not os.path.isdir(cls.template):
            self.history(KERNEL_HISTORY)
            cls.template = os.path.join(os.path.dirname(self.tmp), "series-template-%d" % os.getpid())
            shutil.rmtree(cls.template, ignore_errors=True)
            shutil.copytree(self.root, cls.template, symlinks=True)
        else:
            shutil.rmtree(self.root)
            shutil.copytree(cls.template, self.root, symlinks=True)
        self.texts = {r: read(os.path.join(self.root, r)) for r in ("lib/lz4/lz4.c", "net/ipv4/route.c")}

    @classmethod
    def tearDownClass(cls):
        if cls.template:
            shutil.rmtree(cls.template, ignore_errors=True)

    def test_two_patches_subjects_from_history(self):
        """one patch per directory, the subject prefix the file's git log uses most"""
        texts, paths, err = self.series("--from", AUTHOR, "--signoff")
        self.assertEqual([os.path.basename(p) for p in paths],
                         ["0001-lz4-flip-wrong-likely-in-lz4_step.patch",
                          "0002-net-ipv4-remove-wrong-unlikely-in-ip_route_gw.patch"])
        self.assertEqual([headers(t)["Subject"] for t in texts],
                         ["[PATCH 1/2] lz4: flip wrong likely() in lz4_step()",
                          "[PATCH 2/2] net: ipv4: remove wrong unlikely() in ip_route_gw()"])
        self.assertEqual(headers(texts[0])["From"], AUTHOR)
        self.assertEqual(headers(texts[0])["Date"], "Tue, 14 Nov 2023 22:13:20 +0000")
        self.assertIn("subject 'lz4: flip wrong likely() in lz4_step()' (git log: 2 of the last "
                      "3 subjects of lib/lz4/lz4.c begin 'lz4:')", err)
        for t in texts:
            checkpatch_like(self, t)
        self.assertIn("\n---\n lib/lz4/lz4.c | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n\n"
                      "diff --git a/lib/lz4/lz4.c b/lib/lz4/lz4.c\nindex ", texts[0])

    def test_proved(self):
        """with -p: the body says how the change was proved"""
        cc = compilers()[0]
        units = ["lib/lz4/lz4.c", "net/ipv4/route.c"]
        write(os.path.join(self.root, "compile_commands.json"), json.dumps(
            [{"directory": self.root, "file": u, "arguments": [cc, "-O2", "-Iinclude", "-c", u]}
             for u in units]))
        texts, _, err = self.series("--from", AUTHOR, "-p", self.root)
        self.assertRegex(" ".join(message(texts[0])), r"lib/lz4/lz4.c: (same object code before "
                         r"and after|same values; only hints differ) \(.*through lib/lz4/lz4.c\)")
        self.assertNotIn("not proved", texts[0] + texts[1])

    def test_body_quotes_the_counts(self):
        """the body: why, each site's place, function, change, counts, arches, proof"""
        texts, _, _ = self.series("--from", AUTHOR)
        lo, hi = J.wilson(30, 1000)
        body = message(texts[0])
        self.assertEqual(body[:3], [
            "This hint is wrong on the measured workload: the code is laid out for the",
            "rarer case.", ""])
        at = body.index("lib/lz4/lz4.c:4, lz4_step():")
        self.assertEqual(body[at + 1:at + 3], [
            "  likely(x > 3) becomes unlikely(x > 3)",
            "  1000 evaluations, true 3.0%% [%.1f, %.1f], wrong" % (lo, hi)])
        # (the cost line, with the cost helper's fields, comes first)
        self.assertEqual(body[at + 3], "  cost: 970 evaluations against the layout, 940 fewer after the change")
        arches = " ".join(body[at + 4:body.index("", at)])
        self.assertRegex(arches, r"^  code changes on: \d+ of \d+ arches, all but \w+")
        self.assertNotIn("x86", arches)     # likely() is 90 there, unlikely() 10: above high, below low
        self.assertIn("lib/lz4/lz4.c: not proved: no compile database given (-p DIR)", body)
        self.assertIn("Counts: 1 input (r.json), the counts of one run;", "\n".join(body))
        body2 = message(texts[1])
        at = body2.index("net/ipv4/route.c:4, ip_route_gw():")
        self.assertEqual(body2[at + 1:at + 3], ["  unlikely(p == 0) becomes p == 0",
                                                "  1000 evaluations, true 50.0% [45.9, 54.1], wrong"])
        self.assertNotIn("lib/lz4", texts[1])
        self.assertNotIn("Signed-off-by", texts[0])

    def test_git_am_applies_in_order(self):
        """git am applies the series on the tree it was made from; the files are the plain fix's"""
        rc, plain, err = self.fix()
        self.assertEqual(rc, 0, err)
        copy = self.path("plain")
        shutil.copytree(self.root, copy)
        self.patch(plain, copy)
        _, paths, _ = self.series("--from", AUTHOR, "--signoff")
        git(self.root, "am", *paths)
        self.assertEqual(git(self.root, "log", "--format=%s|%an|%ae", "-2").split("\n")[:2],
                         ["net: ipv4: remove wrong unlikely() in ip_route_gw()|Ada Tester|ada@example.org",
                          "lz4: flip wrong likely() in lz4_step()|Ada Tester|ada@example.org"])
        for rel in ("lib/lz4/lz4.c", "net/ipv4/route.c"):
            self.assertEqual(read(os.path.join(self.root, rel)), read(os.path.join(copy, rel)), rel)
            self.assertNotEqual(read(os.path.join(self.root, rel)), self.texts[rel])
        self.assertEqual(git(self.root, "status", "--porcelain", "--untracked-files=no"), "")
        self.assertIn("Signed-off-by: Ada Tester <ada@example.org>",
                      git(self.root, "log", "-1", "--format=%B"))

    def test_root_below_the_top(self):
        """--root a directory below the git work tree's top: the paths are the top's, for git am there"""
        sub = self.root
        self.root = os.path.join(sub, "net")
        s = self.sites()[1:]
        s[0]["file"] = "ipv4/route.c"
        texts, paths, err = self.series("--from", AUTHOR, sites=s)
        self.assertIn("\ndiff --git a/net/ipv4/route.c b/net/ipv4/route.c\n", texts[0])
        self.assertIn("\nnet/ipv4/route.c:4, ip_route_gw():\n", texts[0])
        self.assertEqual(headers(texts[0])["Subject"],
                         "[PATCH] net: ipv4: remove wrong unlikely() in ip_route_gw()")
        self.assertIn("(git am %s/*.patch in %s)" % (self.path("out"), sub), err)
        git(sub, "am", *paths)
        self.assertIn("if (p == 0)", read(os.path.join(sub, "net/ipv4/route.c")))

    def test_crlf_file_says_keep_cr(self):
        """a file with CRLF line ends: the series says git am --keep-cr, which applies it (plain git am strips the carriage returns and fails)"""
        rel = "net/ipv4/route.c"
        with open(os.path.join(self.root, rel), "rb") as f:
            data = f.read()
        with open(os.path.join(self.root, rel), "wb") as f:
            f.write(data.replace(b"\n", b"\r\n"))
        git(self.root, "commit", "-qam", "net: ipv4: CRLF")
        texts, paths, err = self.series("--from", AUTHOR, sites=self.sites()[1:])
        self.assertIn("(git am --keep-cr %s/*.patch in %s)" % (self.path("out"), self.root), err)
        self.assertNotEqual(subprocess.run(["git", "am"] + paths, cwd=self.root, capture_output=True,
                                           env=dict(os.environ, HOME=self.root, **ENV)).returncode, 0)
        git(self.root, "am", "--abort")
        git(self.root, "am", "--keep-cr", *paths)
        with open(os.path.join(self.root, rel), "rb") as f:
            self.assertIn(b"if (p == 0)\r\n", f.read())

    def test_author_from_git_config(self):
        """without --from: git config user.name and user.email of the tree"""
        git(self.root, "config", "user.name", "Con Fig")
        git(self.root, "config", "user.email", "cf@example.org")
        texts, _, _ = self.series("--signoff")
        self.assertEqual(headers(texts[1])["From"], "Con Fig <cf@example.org>")
        self.assertIn("\nSigned-off-by: Con Fig <cf@example.org>\n---\n", texts[1])

    def test_cover_letter(self):
        """--cover-letter: 0000 lists the patches and the diffstat of all"""
        texts, paths, _ = self.series("--from", AUTHOR, "--cover-letter")
        self.assertEqual(len(paths), 3)
        self.assertEqual(os.path.basename(paths[0]), "0000-cover-letter.patch")
        self.assertEqual(headers(texts[0])["Subject"],
                         "[PATCH 0/2] Branch hints that the measured counts contradict")
        self.assertIn("1/2 lz4: flip wrong likely() in lz4_step()\n"
                      "2/2 net: ipv4: remove wrong unlikely() in ip_route_gw()\n", texts[0])
        self.assertIn(" 2 files changed, 2 insertions(+), 2 deletions(-)", texts[0])
        checkpatch_like(self, texts[0], signoff=False)

    def test_long_lines_wrapped(self):
        """a long condition: every message line at most 75 columns, none lost"""
        cond = "(" + " || ".join("first_long_variable_name_%d > 3" % k for k in range(6)) + ")"
        self.put("lib/lz4/lz4.c", LZ4_C.replace("x > 3", cond))
        s = self.sites()
        s[0]["expr"] = s[0]["cond"] = cond
        texts, _, _ = self.series("--from", AUTHOR, "--signoff", sites=s)
        checkpatch_like(self, texts[0])
        body = message(texts[0])
        self.assertGreater(max(len(l) for l in body), 60)
        joined = " ".join(l.strip() for l in body)
        self.assertIn("likely(%s) becomes unlikely(%s)" % (cond, cond), joined)


class Parentheses(Base):
    def test_drop_leaves_no_double_parentheses(self):
        """if (unlikely((a > b))) loses its hint as if (a > b), as checkpatch wants (no
        "Unnecessary parentheses"); x && unlikely((a > b)) keeps the author's"""
        self.put("lib/lz4/lz4.c", LZ4_C.replace("likely(x > 3)", "unlikely((x > 3))").replace(
            "return 1;", "return x && unlikely((x < 9));"))
        s = [site("lib/lz4/lz4.c", 4, "(x > 3)", 10, 500, macro="unlikely", func="lz4_step"),
             site("lib/lz4/lz4.c", 5, "(x < 9)", 10, 500, macro="unlikely", func="lz4_step")]
        texts, _, err = self.series("--from", AUTHOR, "--signoff", sites=s)
        self.assertEqual([l for l in texts[0].split("\n") if l.startswith("+") and l[1:2] != "+"],
                         ["+\tif (x > 3)", "+\t\treturn x && (x < 9);"], err)


class Prefixes(Base):
    def test_not_a_git_tree(self):
        """no git history: the directory's name"""
        texts, _, err = self.series("--from", AUTHOR)
        self.assertEqual([headers(t)["Subject"] for t in texts],
                         ["[PATCH 1/2] lz4: flip wrong likely() in lz4_step()",
                          "[PATCH 2/2] ipv4: remove wrong unlikely() in ip_route_gw()"])
        self.assertIn("not a git work tree", err)

    def test_history_without_prefixes(self):
        """a history whose subjects mostly have no prefix: none, the style's capital kept"""
        self.history([("Speed up the match finder", "lib/lz4/lz4.c"),
                      ("Fix a typo", "lib/lz4/lz4.c"), ("lz4: one", "lib/lz4/lz4.c"),
                      ("fix: conventional type, not a place", "net/ipv4/route.c")])
        texts, _, _ = self.series("--from", AUTHOR)
        self.assertEqual(headers(texts[0])["Subject"], "[PATCH 1/2] Flip wrong likely() in lz4_step()")
        self.assertEqual(headers(texts[1])["Subject"],
                         "[PATCH 2/2] remove wrong unlikely() in ip_route_gw()")

    def test_prefix_of_subjects(self):
        self.assertEqual(SERIES.subject_prefix("net: ipv4: fix a leak"), "net: ipv4: ")
        self.assertEqual(SERIES.subject_prefix("x86/mm: flush"), "x86/mm: ")
        self.assertEqual(SERIES.subject_prefix("fix: a thing"), "")
        self.assertEqual(SERIES.subject_prefix("Merge pull request #1 from a/b"), "")


MAINTAINERS = """\
List of maintainers (the preamble: not an entry)

	F: *Files* and directories wildcard patterns.

NETWORKING [GENERAL]
M:	Net Person <net@example.org>
F:	net/
F:	include/net/

NETWORKING [IPv4/IPv6]
M:	Ip Person <ip@example.org>
F:	net/ipv4/
X:	net/ipv4/netfilter/

LIBRARY
F:	lib/
"""


class Maintainers(Base):
    def test_grouped_by_entry(self):
        """a MAINTAINERS file: one patch per entry, however many directories"""
        self.put("MAINTAINERS", MAINTAINERS.replace("F:\tlib/\n", "F:\tlib/\nF:\tnet/ipv4/route.c\n"))
        texts, paths, err = self.series("--from", AUTHOR)
        self.assertEqual(len(paths), 1, err)
        self.assertEqual(headers(texts[0])["Subject"], "[PATCH] lz4: fix 2 wrong likely()/unlikely() hints")
        self.assertIn("MAINTAINERS entry 'LIBRARY'", err)
        self.assertIn(" 2 files changed, 2 insertions(+), 2 deletions(-)", texts[0])
        checkpatch_like(self, texts[0], signoff=False)

    def test_most_specific_wins(self):
        entries = SERIES.read_maintainers_text(MAINTAINERS)
        self.assertEqual([e.title for e in entries],
                         ["NETWORKING [GENERAL]", "NETWORKING [IPv4/IPv6]", "LIBRARY"])
        title = lambda rel: (SERIES.entry_for(entries, rel) or SERIES.Entry(None, 0)).title  # noqa: E731
        self.assertEqual(title("net/ipv4/route.c"), "NETWORKING [IPv4/IPv6]")
        self.assertEqual(title("net/ipv4/netfilter/nf.c"), "NETWORKING [GENERAL]")
        self.assertEqual(title("net/core/dev.c"), "NETWORKING [GENERAL]")
        self.assertEqual(title("lib/lz4/lz4.c"), "LIBRARY")
        self.assertIsNone(title("mm/slab.c"))
        # the kernel's catch-all: no entry, the file goes by its directory
        rest = SERIES.read_maintainers_text(MAINTAINERS + "\nTHE REST\nM:\tLinus\nF:\t*\nF:\t*/\n")
        self.assertEqual([e.title for e in rest], [e.title for e in entries])

    def test_arch_text(self):
        table = {k: {} for k in "abcde"}
        self.assertEqual(SERIES.arch_text(["a", "b", "c", "d"], table), "4 of 5 arches, all but e")
        self.assertEqual(SERIES.arch_text(list("abcde"), table), "every arch (5)")
        self.assertEqual(SERIES.arch_text(["a", "x86"], table), "a, x86")

    def test_patterns(self):
        """the F: rules MAINTAINERS' preamble states"""
        m = SERIES.pattern_match
        self.assertTrue(m("drivers/net/", "drivers/net/a/b.c"))
        self.assertTrue(m("drivers/net/*", "drivers/net/b.c"))
        self.assertFalse(m("drivers/net/*", "drivers/net/a/b.c"))
        self.assertTrue(m("*/net/*", "drivers/net/b.c"))
        self.assertFalse(m("*/net/*", "net/b.c"))
        self.assertTrue(m("lib/lz4.c", "lib/lz4.c"))
        self.assertFalse(m("lib/lz4.c", "lib/lz4.c.orig"))
        self.assertGreater(m("drivers/net/", "drivers/net/b.c"), m("drivers/", "drivers/net/b.c"))
        self.assertGreater(m("drivers/net/b.c", "drivers/net/b.c"), m("drivers/net/*", "drivers/net/b.c"))


class Evidence(unittest.TestCase):
    """The body from a site's fields: labels, cost, the proof."""

    def change(self, site, proof=None, was="likely(x > 3)", now="unlikely(x > 3)"):
        e = SERIES.Edit(site, 3, 4, was, now)
        return SERIES.Change("lib/a.c", "/nonexistent/lib/a.c", "a\n", "b\n",
                             "--- a/lib/a.c\n+++ b/lib/a.c\n@@ -1 +1 @@\n-a\n+b\n", [e], proof)

    def site(self):
        s = site("lib/a.c", 4, "x > 3", 90, 30, macro="likely", func="f")
        s.update(verdict="varies", observed=3.0, ci_low=2.0, ci_high=4.4)
        s["labels"] = [{"label": "ipv4-host", "count": 90000, "hits": 900, "observed": 1.0,
                        "ci_low": 0.9, "ci_high": 1.1, "verdict": "wrong"},
                       {"label": "ipv6-fleet", "count": 400, "hits": 390, "observed": 97.5,
                        "ci_low": 94.8, "ci_high": 98.8, "verdict": "ok"}]
        s["cost"] = 88200.0
        return s

    def ctx(self, **kw):
        return dict({"inputs": "2 labels (ipv4-host, ipv6-fleet)", "table": None,
                     "cost_formula": "evaluations x |layout rate - measured rate|"}, **kw)

    def test_labels_and_cost(self):
        s = self.site()
        s["labels"].append({"label": "idle", "count": 0, "hits": 0, "observed": 0.0, "ci_low": 0.0,
                            "ci_high": 100.0, "verdict": "unreached"})
        body = SERIES.body([self.change(s, now="x > 3")], self.ctx(labels=3))
        self.assertIn("  idle: not reached (0 evaluations)", body)
        self.assertIn("This hint is right on one measured workload and not on another: the "
                      "inputs disagree about the direction", " ".join(body))
        self.assertIn("  ipv4-host: 90000 evaluations, true 1.0% [0.9, 1.1], wrong", body)
        self.assertIn("  ipv6-fleet: 400 evaluations, true 97.5% [94.8, 98.8], ok", body)
        self.assertIn("  cost: 88200 evaluations against the layout", body)
        text = " ".join(body)
        self.assertIn("Cost: evaluations x |layout rate - measured rate|.", text)
        self.assertIn("the hint is removed, not flipped", text)

    def test_inert(self):
        s = self.site()
        s.update(verdict="inert", inert={"compiler": "gcc 12.2.0", "arch": "x86_64", "unit": "lib/a.c"})
        body = SERIES.body([self.change(s, now="x > 3")], self.ctx())
        self.assertIn("  inert: the same object code with the function's hints neutralised", body)
        self.assertIn("  (compiler gcc 12.2.0, arch x86_64, unit lib/a.c)", body)
        self.assertIn("inert in the build compiled: the compiler emits the same object code "
                      "without it.", " ".join(body))

    def test_mixed_verdicts(self):
        a, b = self.site(), self.site()
        del a["labels"], b["labels"]
        a["verdict"], b["verdict"] = "wrong", "needless"
        c = self.change(a)
        c.edits.append(SERIES.Edit(b, 50, 9, "unlikely(y)", "y"))
        text = " ".join(SERIES.body([c], self.ctx()))
        self.assertIn("These 2 hints are at odds with the counts on the measured workload: wrong: "
                      "the code is laid out for the rarer case; needless: the measured rate", text)
        self.assertEqual(SERIES.subject_text([c])[-1], "fix 2 hints")

    def test_no_labels_falls_back_to_the_site(self):
        s = self.site()
        del s["labels"], s["cost"]
        body = SERIES.body([self.change(s)], self.ctx(cost_formula=None))
        self.assertIn("  1000 evaluations, true 3.0% [2.0, 4.4], varies", body)
        self.assertFalse([l for l in body if "cost" in l.lower()])

    def test_proofs(self):
        for proof, want in ((P.Proof(P.SAME_VALUES, "through 1 unit: lib/a.c"),
                             "lib/a.c: same values; only hints differ (through 1 unit: lib/a.c)"),
                            (P.Proof(P.SAME, "through 1 unit: lib/a.c"),
                             "lib/a.c: same object code before and after (through 1 unit: lib/a.c)"),
                            (P.Proof(P.NOT_CHECKED, "no unit reads it"),
                             "lib/a.c: not proved: no unit reads it")):
            self.assertIn(want, SERIES.body([self.change(self.site(), proof)], self.ctx()))

    def test_arches(self):
        """the arches whose thresholds make other code of the change"""
        table = {"a": {"high": 89, "low": 11}, "b": {"high": 95, "low": 5}, "c": {"high": 50, "low": 50}}
        s = site("lib/a.c", 4, "x > 3", 90, 30, macro="likely", func="f")
        # likely() declares 90: above a's high only; a drop changes a alone
        self.assertEqual(SERIES.code_changes(SERIES.Edit(s, 3, 4, "likely(x)", "x"), table), ["a", "c", "x86"])
        self.assertEqual(SERIES.Edit(s, 3, 4, "likely(x)", "x").action, "drop")
        self.assertEqual(SERIES.Edit(s, 3, 4, "likely(x)", "unlikely(x)").action, "flip")
        self.assertEqual(SERIES.Edit(s, 3, 4, "probable(x, 90)", "probable(x, 3)").action, "pc")


class Errors(Base):
    def test_old_patches_in_dir(self):
        os.makedirs(self.path("out"))
        write(self.path("out", "0001-old.patch"), "x")
        rc, out, err = self.fix("--series", self.path("out"), "--from", AUTHOR)
        self.assertEqual((rc, out), (2, ""))
        self.assertEqual(err, "probable-fix: %s: holds 1 .patch file already (0001-old.patch): "
                              "remove them, or give another directory (--series)\n" % self.path("out"))

    def test_no_author(self):
        rc, out, err = self.fix("--series", self.path("out"))
        self.assertEqual(rc, 2)
        self.assertIn("--series needs an author: --from \"NAME <EMAIL>\", or git config", err)
        self.assertEqual(len(err.strip().split("\n")), 1)
        self.assertFalse(os.path.exists(self.path("out")))

    def test_options_need_series(self):
        rc, out, err = self.fix("--signoff")
        self.assertEqual((rc, err), (2, "probable-fix: --signoff: only with --series DIR\n"))
        rc, out, err = self.fix("--series", self.path("out"), "-o", self.path("x.diff"), "--from", AUTHOR)
        self.assertEqual(rc, 2)
        self.assertIn("-o and --series", err)

    def test_bad_from(self):
        rc, out, err = self.fix("--series", self.path("out"), "--from", "nobody")
        self.assertEqual((rc, err), (2, "probable-fix: nobody: --from takes \"NAME <EMAIL>\"\n"))


if __name__ == "__main__":
    unittest.main()
