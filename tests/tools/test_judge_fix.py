# SPDX-License-Identifier: MIT
"""What a fix would do (probable.judge): changes_code, fix_decision,
against an arch table."""

import unittest

import common  # noqa: F401 (puts tools/ on sys.path)

from probable import judge


def branch(declared, suggest, verdict="miscalibrated", **kw):
    s = dict(file="f.c", line=1, func="f", expr="x", macro="probable", kind="branch", arch="x86",
             high=89, low=11, exact=0, threshold=0, test_below=0, size=0, declared=declared,
             suggest=suggest, verdict=verdict)
    s.update(kw)
    return s


class TestChangesCode(unittest.TestCase):
    T = {"x86": dict(high=89, low=11, threshold=0, test_below=0),
         "powerpc": dict(high=94, low=6, threshold=0, test_below=0),
         "avr": dict(high=74, low=26, threshold=0, test_below=0),
         "arm": dict(high=89, low=11, threshold=0, test_below=50),
         "mips": dict(high=89, low=11, threshold=1, test_below=0)}

    def test_branch(self):
        """80 -> 78 changes no code; 75 -> 74 only where HIGH is 74 (avr); 95 -> 92 only on powerpc; 95 -> 30 everywhere"""
        self.assertEqual(judge.changes_code(branch(80, 78), 78, self.T), [])
        self.assertEqual(judge.changes_code(branch(75, 74), 74, self.T), ["avr"])
        self.assertEqual(judge.changes_code(branch(75, 80), 80, self.T), [])
        self.assertEqual(judge.changes_code(branch(70, 75), 75, self.T), ["avr"])
        self.assertEqual(judge.changes_code(branch(95, 92), 92, self.T), ["powerpc"])
        self.assertEqual(judge.changes_code(branch(95, 30), 30, self.T), ["arm", "avr", "mips", "powerpc", "x86"])
        self.assertEqual(judge.changes_code(branch(50, 50), 50, self.T), [])

    def test_own_build(self):
        """the site's own facts count under its arch name: an exact build changes with any pc; an M-profile arm (74/26) with 75 -> 70"""
        self.assertEqual(judge.changes_code(branch(80, 78, exact=1), 78, self.T), ["x86"])
        self.assertEqual(judge.changes_code(branch(75, 70, arch="arm", high=74, low=26), 70, self.T), ["arm", "avr"])

    def test_unaligned_size(self):
        """unaligned: threshold everywhere, test_below only for objects of 4 bytes or more"""
        u = dict(kind="unaligned", arch="x86", threshold=0, test_below=0, declared=60, size=4)
        self.assertEqual(judge.changes_code(u, 40, self.T), ["arm"])
        self.assertEqual(judge.changes_code(dict(u, size=2), 40, self.T), [])
        self.assertEqual(judge.changes_code(dict(u, declared=5), 0, self.T), ["mips"])


class TestFixDecision(unittest.TestCase):
    T = TestChangesCode.T

    def test_tolerance(self):
        """declared 80, measured 77.6 (suggest 78): left alone at tolerance 5; 60 -> 45 rewritten (off by 15, no code change); tolerance 0 rewrites 78"""
        keep, why = judge.fix_decision(branch(80, 78), 5, self.T)
        self.assertEqual((keep, why), (False, "within tolerance 5: no code change on any arch"))
        self.assertEqual(judge.fix_decision(branch(60, 45), 5, self.T), (True, "off by 15 points (tolerance 5)"))
        self.assertTrue(judge.fix_decision(branch(80, 78), 0, self.T)[0])
        self.assertFalse(judge.fix_decision(branch(80, 75), 5, self.T)[0])
        self.assertTrue(judge.fix_decision(branch(80, 74), 5, self.T)[0])
        self.assertEqual(judge.DEFAULT_TOLERANCE, 5)

    def test_code_change_beats_tolerance(self):
        """a one-point change that moves a hint on some arch is rewritten, and says where"""
        self.assertEqual(judge.fix_decision(branch(95, 93, verdict="miscalibrated"), 5, self.T),
                         (True, "changes code on: powerpc"))

    def test_only_outside(self):
        """ok, few, constant, unreached and the verdicts readers set are never rewritten"""
        for v in ("ok", "few", "constant", "unreached", "unhinted", "not-judged", "compiled-out"):
            self.assertFalse(judge.fix_decision(branch(95, 30, verdict=v), 5, self.T)[0])



if __name__ == "__main__":
    unittest.main()
