# SPDX-License-Identifier: MIT
"""tests/profile/test_fork.py - processes that fork: with %p one report per process,
the child's counting only what it did (fork.c); without %p one file holding every
process's counts exactly once, whichever process ends first (fork_merge.c)."""

import os
import re

from profiletest import ProfileTest, build, load_report, per_compiler, run, scratch


class ForkPid:
    """fork.c with PROBABLE_PROFILE=DIR/r.%p.json"""

    def files(self):
        prog = build("fork.c", self.cc, ["-pthread"], libs=["-pthread"])
        d = scratch("fork-pid-" + self.cc)
        r = run(prog, report=os.path.join(d, "r.%p.json"))
        m = re.match(r"parent (\d+) child (\d+)", r.stdout)
        self.assertTrue(m, r.stdout)
        return d, m.group(1), m.group(2)

    def test_two_files(self):
        """fork, %p: exactly two reports, r.<parent pid>.json and r.<child pid>.json"""
        d, ppid, cpid = self.files()
        self.assertEqual(sorted(os.listdir(d)), sorted(["r.%s.json" % ppid, "r.%s.json" % cpid]))

    def test_parent_counts(self):
        """fork, %p: the parent's own counts: before 1000/200, both 1200/350, other thread 5000/2500, child 0"""
        d, ppid, _ = self.files()
        rep = load_report(os.path.join(d, "r.%s.json" % ppid))
        self.assertSite(rep, {"line": "@before"}, count=1000, hits=200)
        self.assertSite(rep, {"line": "@both"}, count=1200, hits=350)
        self.assertSite(rep, {"line": "@other"}, count=5000, hits=2500)
        self.assertSite(rep, {"line": "@child"}, count=0, verdict="unreached")
        self.assertEqual(rep.get("dumps"), 1)

    def test_child_counts(self):
        """fork, %p: the child starts from zero: both 300/100, child 70/7, before and other 0"""
        d, _, cpid = self.files()
        rep = load_report(os.path.join(d, "r.%s.json" % cpid))
        self.assertSite(rep, {"line": "@both"}, count=300, hits=100)
        self.assertSite(rep, {"line": "@child"}, count=70, hits=7)
        self.assertSite(rep, {"line": "@before"}, count=0, hits=0, verdict="unreached")
        self.assertSite(rep, {"line": "@other"}, count=0, hits=0, verdict="unreached")

    def test_text_pid(self):
        """fork, %p, text: each file's header names its own process's pid"""
        prog = build("fork.c", self.cc, ["-pthread"], libs=["-pthread"])
        d = scratch("fork-text-" + self.cc)
        r = run(prog, report=os.path.join(d, "r.%p.txt"), fmt="text")
        ppid, cpid = re.match(r"parent (\d+) child (\d+)", r.stdout).groups()
        for pid in (ppid, cpid):
            with open(os.path.join(d, "r.%s.txt" % pid)) as f:
                heads = [l for l in f if l.startswith("probable profile: ")]
            self.assertEqual(len(heads), 1, heads)
            self.assertRegex(heads[0], r"pid %s\)" % pid)


per_compiler(ForkPid, ["gcc", "clang"], globals())


class ForkMerge:
    """fork_merge.c with PROBABLE_PROFILE=FILE, no %p"""

    def merged(self, order, fmt="json"):
        prog = build("fork_merge.c", self.cc)
        d = scratch("fork-merge-%s-%s-%s" % (self.cc, order, fmt))
        path = os.path.join(d, "r." + fmt)
        r = run(prog, [order], report=path, fmt=fmt)
        self.assertEqual(sorted(os.listdir(d)), ["r." + fmt], "one file, no temporary left behind")
        return r, path

    def check(self, order):
        r, path = self.merged(order)
        rep = load_report(path)
        self.assertSite(rep, {"line": "@merge"}, count=1017, hits=256)
        self.assertSite(rep, {"line": "@child"}, count=100, hits=10)
        self.assertSite(rep, {"line": "@parent"}, count=20, hits=4)
        self.assertEqual(len(rep["sites"]), 3, "each site once")
        self.assertEqual(rep.get("dumps"), 2)

    def test_child_first(self):
        """fork, one file: child 1000 then parent 10 (+7 before fork): merge site exactly 1017/256, each site once"""
        self.check("child-first")

    def test_parent_first(self):
        """fork, one file: parent exits first, the child dumps after: still exactly 1017/256"""
        self.check("parent-first")

    def test_text_appended(self):
        """fork, one file, text: one table per process, both there (2 headers)"""
        _, path = self.merged("child-first", "text")
        with open(path) as f:
            text = f.read()
        self.assertEqual(len(re.findall(r"^probable profile: ", text, re.M)), 2, text)


per_compiler(ForkMerge, ["gcc", "clang"], globals())
