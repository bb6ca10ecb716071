# SPDX-License-Identifier: MIT
"""The library tools/probable-fix imports: arch table, changes_code,
fix_decision, source path resolution."""

import os
import shutil
import tempfile
import unittest

from common import TOP, fixture, report


def branch(declared, suggest, verdict="miscalibrated", **kw):
    s = dict(file="f.c", line=1, func="f", expr="x", macro="probable", kind="branch", arch="x86",
             high=89, low=11, exact=0, threshold=0, test_below=0, size=0, declared=declared,
             suggest=suggest, verdict=verdict)
    s.update(kw)
    return s


class TestArchTable(unittest.TestCase):
    def setUp(self):
        if not shutil.which(os.environ.get("CC", "cc").split()[0]):
            self.skipTest("no C preprocessor (cc)")
        self.t = report.arch_table(os.path.join(TOP, "include"))

    def test_values(self):
        """read from the arch headers: x86 89/11, powerpc 94/6, avr 74/26, arm test_below 50, mips threshold 1; every arch of arches.list"""
        t = self.t
        self.assertEqual(t["x86"], dict(high=89, low=11, threshold=0, test_below=0))
        self.assertEqual((t["powerpc"]["high"], t["powerpc"]["low"]), (94, 6))
        self.assertEqual((t["avr"]["high"], t["avr"]["low"]), (74, 26))
        self.assertEqual(t["arm"]["test_below"], 50)
        self.assertEqual(t["mips"]["threshold"], 1)
        with open(os.path.join(TOP, "arch", "arches.list")) as f:
            names = {l.split()[0] for l in f if l.strip() and not l[0].isspace() and not l.startswith("#")}
        self.assertEqual(set(t), names)

    def test_default_place(self):
        """without an argument the table is found from the script's own place (the tree's include/)"""
        self.assertEqual(report.arch_table(), self.t)


class TestChangesCode(unittest.TestCase):
    T = {"x86": dict(high=89, low=11, threshold=0, test_below=0),
         "powerpc": dict(high=94, low=6, threshold=0, test_below=0),
         "avr": dict(high=74, low=26, threshold=0, test_below=0),
         "arm": dict(high=89, low=11, threshold=0, test_below=50),
         "mips": dict(high=89, low=11, threshold=1, test_below=0)}

    def test_branch(self):
        """80 -> 78 changes no code; 75 -> 74 only where HIGH is 74 (avr); 95 -> 92 only on powerpc; 95 -> 30 everywhere"""
        self.assertEqual(report.changes_code(branch(80, 78), 78, self.T), [])
        self.assertEqual(report.changes_code(branch(75, 74), 74, self.T), ["avr"])
        self.assertEqual(report.changes_code(branch(75, 80), 80, self.T), [])
        self.assertEqual(report.changes_code(branch(70, 75), 75, self.T), ["avr"])
        self.assertEqual(report.changes_code(branch(95, 92), 92, self.T), ["powerpc"])
        self.assertEqual(report.changes_code(branch(95, 30), 30, self.T), ["arm", "avr", "mips", "powerpc", "x86"])
        self.assertEqual(report.changes_code(branch(50, 50), 50, self.T), [])

    def test_own_build(self):
        """the site's own facts count under its arch name: an exact build changes with any pc; an M-profile arm (74/26) with 75 -> 70"""
        self.assertEqual(report.changes_code(branch(80, 78, exact=1), 78, self.T), ["x86"])
        self.assertEqual(report.changes_code(branch(75, 70, arch="arm", high=74, low=26), 70, self.T), ["arm", "avr"])

    def test_unaligned_size(self):
        """unaligned: threshold everywhere, test_below only for objects of 4 bytes or more"""
        u = dict(kind="unaligned", arch="x86", threshold=0, test_below=0, declared=60, size=4)
        self.assertEqual(report.changes_code(u, 40, self.T), ["arm"])
        self.assertEqual(report.changes_code(dict(u, size=2), 40, self.T), [])
        self.assertEqual(report.changes_code(dict(u, declared=5), 0, self.T), ["mips"])


class TestFixDecision(unittest.TestCase):
    T = TestChangesCode.T

    def test_tolerance(self):
        """declared 80, measured 77.6 (suggest 78): left alone at tolerance 5; 60 -> 45 rewritten (off by 15, no code change); tolerance 0 rewrites 78"""
        keep, why = report.fix_decision(branch(80, 78), 5, self.T)
        self.assertEqual((keep, why), (False, "within tolerance 5: no code change on any arch"))
        self.assertEqual(report.fix_decision(branch(60, 45), 5, self.T), (True, "off by 15 points (tolerance 5)"))
        self.assertTrue(report.fix_decision(branch(80, 78), 0, self.T)[0])
        self.assertFalse(report.fix_decision(branch(80, 75), 5, self.T)[0])
        self.assertTrue(report.fix_decision(branch(80, 74), 5, self.T)[0])
        self.assertEqual(report.DEFAULT_TOLERANCE, 5)

    def test_code_change_beats_tolerance(self):
        """a one-point change that moves a hint on some arch is rewritten, and says where"""
        self.assertEqual(report.fix_decision(branch(95, 93, verdict="miscalibrated"), 5, self.T),
                         (True, "changes code on: powerpc"))

    def test_only_outside(self):
        """ok, few and unreached sites are never rewritten"""
        for v in ("ok", "few", "unreached"):
            self.assertFalse(report.fix_decision(branch(95, 30, verdict=v), 5, self.T)[0])


class TestResolve(unittest.TestCase):
    def setUp(self):
        self.root = fixture("tree")
        self.idx = report.SourceIndex(self.root)

    def test_forms(self):
        """as given; leading ../ stripped (built from a subdirectory); an absolute path of another checkout by its longest suffix"""
        self.assertEqual(self.idx.resolve("programs/main.c"), ("programs/main.c", None))
        self.assertEqual(self.idx.resolve("../lib/codec.c"), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve("../../lib/codec.c"), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve("/home/ci/checkout-7/lib/codec.c"), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve(os.path.join(os.path.abspath(self.root), "lib", "codec.c")), ("lib/codec.c", None))
        self.assertEqual(self.idx.resolve("lib/./x/../codec.c"), ("lib/codec.c", None))

    def test_not_found_and_ambiguous(self):
        """a missing file says so; two files with the same longest suffix are ambiguous, not guessed"""
        rel, why = self.idx.resolve("/build/src/util.h")
        self.assertIsNone(rel)
        self.assertIn("util.h", why)
        with tempfile.TemporaryDirectory() as d:
            for sub in ("a/src", "b/src"):
                os.makedirs(os.path.join(d, sub))
                open(os.path.join(d, sub, "x.c"), "w").close()
            rel, why = report.resolve_source("/elsewhere/src/x.c", d)
            self.assertIsNone(rel)
            self.assertIn("ambiguous", why)
            self.assertEqual(report.resolve_source("/elsewhere/a/src/x.c", d), ("a/src/x.c", None))
            self.assertIn("a/src/x.c, b/src/x.c", report.resolve_source("x.c", d)[1])
            # a build directory settles it; a hint names what would
            self.assertEqual(report.SourceIndex(d, ["b/src"]).resolve("x.c"), ("b/src/x.c", None))
            self.assertIn("(say where)", report.SourceIndex(d, hint="say where").resolve("x.c")[1])
        self.assertEqual(self.idx.resolve("<built-in>"), (None, "not a file"))
        self.assertEqual(self.idx.resolve(""), (None, "not a file"))

    def test_locate_notes(self):
        """locate(): the absolute path and how the name was found (the notes probable-fix prints)"""
        root = os.path.abspath(self.root)
        self.assertEqual(self.idx.locate("programs/main.c"),
                         (os.path.join(root, "programs", "main.c"), "programs/main.c", None))
        self.assertEqual(self.idx.locate("../lib/codec.c")[1:],
                         ("lib/codec.c", "../lib/codec.c is lib/codec.c (leading ../ dropped)"))
        self.assertEqual(self.idx.locate("/home/ci/checkout-7/lib/codec.c")[1:],
                         ("lib/codec.c", "/home/ci/checkout-7/lib/codec.c is lib/codec.c "
                          "(the only file under --root ending in lib/codec.c)"))


if __name__ == "__main__":
    unittest.main()
