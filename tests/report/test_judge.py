# SPDX-License-Identifier: MIT
"""judge(): the derived fields of a site, as the C runtime computes them."""

import json
import math
import os
import shutil
import subprocess
import tempfile
import unittest

from common import TOP, fixture, report

DERIVED = ("observed", "ci_low", "ci_high", "hint", "verdict", "suggest", "suggest_hint")


def independent_wilson(hits, n, z=2.5758293035489004):
    """The 99% Wilson score interval by the textbook formula, math.sqrt."""
    if n == 0:
        return 0.0, 100.0
    p = hits / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, 100 * (c - h)), min(100.0, 100 * (c + h))


def same_as_runtime(test, runtime_sites):
    """judge() on each site's counts gives the fields the runtime wrote."""
    for s in runtime_sites:
        mine = report.judge(report.upgrade_site(dict(s), 1, "x"))
        for k in DERIVED:
            want = s[k]
            got = mine[k]
            if k == "observed":
                got = float("%.4f" % got)
            test.assertEqual(got, want, "%s:%d %s: %s" % (s["file"], s["line"], k, s))
        test.assertEqual(mine["needed"], s.get("needed", 0), s)


class TestAgainstRuntime(unittest.TestCase):
    def test_verdicts_fixture(self):
        """the runtime's own report of tests/profile/verdicts.c (fixture, version 1): every derived field and "needed" equal"""
        sites = json.load(open(fixture("runtime-v1-verdicts.json")))["sites"]
        self.assertEqual(len(sites), 14)
        self.assertEqual({s["verdict"] for s in sites}, {"wrong", "miscalibrated", "few", "ok"})
        same_as_runtime(self, sites)

    def test_wilson_fixture(self):
        """the runtime's report of tests/profile/wilson.c (0/n, n/n, 1/3, 123457/1000000, ...): equal to the last digit"""
        sites = json.load(open(fixture("runtime-v1-wilson.json")))["sites"]
        self.assertEqual(len(sites), 14)
        same_as_runtime(self, sites)

    def test_fresh_runtime(self):
        """the runtime of this tree (verdicts.c and wilson.c built with -DPROBABLE_PROFILE by gcc): judge() agrees with what it writes"""
        if not shutil.which("gcc"):
            self.skipTest("gcc missing")
        with tempfile.TemporaryDirectory() as d:
            for name in ("verdicts", "wilson"):
                exe = os.path.join(d, name)
                b = subprocess.run(["gcc", "-O1", "-DPROBABLE_PROFILE", "-I", os.path.join(TOP, "include"),
                                    os.path.join(TOP, "tests", "profile", name + ".c"), "-o", exe, "-pthread"],
                                   capture_output=True, text=True, cwd=TOP)
                if b.returncode:
                    self.skipTest("profile mode does not build in this tree now: %s" % ([l for l in b.stderr.splitlines() if "error" in l] or ["?"])[0].strip())
                out = os.path.join(d, name + ".json")
                env = dict(os.environ, PROBABLE_PROFILE=out, PROBABLE_PROFILE_FORMAT="json")
                subprocess.run([exe], env=env, capture_output=True, cwd=TOP, check=True)
                doc = json.load(open(out))
                self.assertGreaterEqual(len(doc["sites"]), 14)
                same_as_runtime(self, doc["sites"])


class TestIndependent(unittest.TestCase):
    PAIRS = [(0, 10), (10, 10), (1, 3), (2, 3), (901, 1000), (7, 13), (1, 1), (0, 1),
             (123457, 1000000), (30000, 100000), (5, 10), (1, 1000), (999, 1000),
             (2**40 + 3, 2**41 + 7)]

    def test_wilson_matches_textbook(self):
        """the interval equals the textbook Wilson formula rounded to 4 decimals (within one unit of the last place)"""
        for h, n in self.PAIRS:
            lo, hi = report.wilson(h, n)
            ilo, ihi = independent_wilson(h, n)
            self.assertAlmostEqual(lo, ilo, delta=1.00001e-4, msg=(h, n))
            self.assertAlmostEqual(hi, ihi, delta=1.00001e-4, msg=(h, n))
            self.assertEqual(lo, round(lo, 4))

    def test_known_values(self):
        """fixed points: [0, 100] at no evaluations, 100 at n/n, 0 at 0/n; 901/1000 is [87.3966, 92.2748]"""
        self.assertEqual(report.wilson(0, 0), (0.0, 100.0))
        self.assertEqual(report.wilson(10, 10)[1], 100.0)
        self.assertEqual(report.wilson(0, 10)[0], 0.0)
        lo, hi = independent_wilson(901, 1000)
        self.assertEqual(report.wilson(901, 1000), (87.3966, 92.2748))
        self.assertAlmostEqual(lo, 87.3966, places=4)
        self.assertAlmostEqual(hi, 92.2748, places=4)

    def test_needed_is_smallest(self):
        """"needed" is the smallest n whose interval at that rate is at most 10 points wide"""
        for h, n in ((5, 10), (3, 10), (1, 10), (0, 10), (1, 3), (60, 120)):
            k = report.needed(h, n)
            p = h / n
            lo, hi = report.wilson_p(p, float(k))
            self.assertLessEqual(hi - lo, 10.0, (h, n, k))
            lo, hi = report.wilson_p(p, float(k - 1))
            self.assertGreater(hi - lo, 10.0, (h, n, k))
        # independently: at p = 1/2, width 2*z*sqrt(p(1-p)/n) ~ 10 points at n ~ 663
        self.assertTrue(650 <= report.needed(5, 10) <= 670, report.needed(5, 10))

    def test_verdicts(self):
        """each verdict from its rule: wrong, miscalibrated, few (with needed), ok, unreached; suggest rounds half up"""
        base = dict(file="f.c", line=1, func="f", expr="x", macro="probable", kind="branch", arch="x86",
                    high=89, low=11, exact=0, threshold=0, test_below=0, size=0)

        def j(declared, count, hits):
            return report.judge(dict(base, declared=declared, count=count, hits=hits))
        self.assertEqual(j(95, 100000, 30000)["verdict"], "wrong")
        self.assertEqual(j(50, 100000, 30000)["verdict"], "miscalibrated")
        s = j(50, 10, 5)
        self.assertEqual((s["verdict"], s["needed"]), ("few", report.needed(5, 10)))
        self.assertEqual(j(25, 100000, 25000)["verdict"], "ok")
        s = j(10, 0, 0)
        self.assertEqual((s["verdict"], s["suggest"], s["ci_low"], s["ci_high"], s["hint"]),
                         ("unreached", 10, 0.0, 100.0, "unlikely"))
        self.assertEqual(j(50, 1000, 125)["suggest"], 13)  # 12.5 -> 13
        self.assertEqual(j(50, 1000, 124)["suggest"], 12)
        # 33.33% with a narrow interval that misses every integer: the suggestion itself is inside
        self.assertEqual(j(33, 3000000, 1000000)["verdict"], "ok")

    def test_hints(self):
        """hint_of: branch by high/low (exact builds say exact), unaligned by threshold and test_below"""
        b = dict(kind="branch", high=89, low=11, exact=0)
        self.assertEqual([report.hint_of(b, pc) for pc in (90, 89, 11, 10)], ["likely", "none", "none", "unlikely"])
        self.assertEqual(report.hint_of(dict(b, exact=1), 50), "exact")
        u = dict(kind="unaligned", threshold=1, test_below=50)
        self.assertEqual([report.hint_of(u, pc) for pc in (0, 1, 49, 50)], ["direct", "checked", "checked", "safe"])
        self.assertIsNone(report.hint_of(dict(kind="branch", high=None, low=None), 5))


if __name__ == "__main__":
    unittest.main()
