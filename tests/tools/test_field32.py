# SPDX-License-Identifier: MIT
"""tests/tools/test_field32.py - issue 32 tried on a code base that is not
in this repo (zstd's LIKELY/UNLIKELY, profiled on two workloads): the
shapes met there, as small fixtures of our own."""

import unittest

from fixcommon import run_fix

from probable import judge
from probable.cli import fix as fixcli
from test_labels import psite, labelled, TestFix


class TestRightOnOneLabel(unittest.TestCase):
    """zstd's UNLIKELY(sequence.litLength > 16): 99% true on one workload
    (wrong there), 9.5% of 2000 on another, where the label's own verdict
    is ok but its interval (7.9-11.3) reaches across the low threshold 11,
    so it names no hint.  The summed counts say wrong: a flip to LIKELY
    would lay the second workload out for its rarer case."""

    def site(self):
        return labelled(("a", 100000, 99000), ("b", 2000, 190), macro="UNLIKELY", declared=10,
                        expr="len > 16")

    def test_label_right_blocks_flip(self):
        """the guard refuses the flip: label b's interval lies wholly below 50, so likely is wrong there"""
        s = judge.judge(self.site())
        self.assertEqual([l["verdict"] for l in s["labels"]], ["wrong", "ok"])
        why = fixcli.labels_against_flip(s, 100)
        self.assertIsNotNone(why)
        self.assertIn("label b", why)
        # the label whose rate is on neither side of 50% does not block
        s = judge.judge(labelled(("a", 100000, 99000), ("b", 2000, 1000), macro="UNLIKELY", declared=10,
                                 expr="len > 16"))
        self.assertIsNone(fixcli.labels_against_flip(s, 100))


class TestRightOnOneLabelFix(unittest.TestCase):
    """the same through probable-fix, the other way round: likely() 1% true
    on a, 89.5% of 2000 on b (ok there; interval 87.6-91.2 across the high
    threshold 89); the sum says wrong: no unlikely() written"""

    setUp, tearDown, put = TestFix.setUp, TestFix.tearDown, TestFix.put

    def test_no_flip_right_on_one(self):
        a = self.put("a.json", [psite(100000, 1000)])
        b = self.put("b.json", [psite(2000, 1790)])
        st, out, err = run_fix("--root", self.root, a, b, "--explain")
        self.assertEqual(st, 0, err)
        self.assertNotIn("unlikely(n > 0)", out)
        self.assertIn("not flipped from likely to unlikely: label b.json", err)


if __name__ == "__main__":
    unittest.main()
