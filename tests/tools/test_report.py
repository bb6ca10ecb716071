# SPDX-License-Identifier: MIT
"""probable.formats.report: reading versions 1, 2 and 3 with one
validation, and judging them as the C runtime does."""

import json
import os
import shutil
import subprocess
import tempfile
import unittest

from common import TOP, report_fixture as fixture

from probable import archdata, judge
from probable.errors import InputError
from probable.formats import report

DERIVED = ("observed", "ci_low", "ci_high", "hint", "verdict", "suggest", "suggest_hint")


def same_as_runtime(test, doc, min_count):
    """judge() on each site's counts gives the fields the runtime wrote."""
    version = doc.get("version", 1)
    for s in doc["sites"]:
        mine = judge.judge(report.upgrade_site(dict(s), version, archdata.arch_table()), min_count)
        for k in DERIVED:
            got = mine[k]
            if k == "observed":
                got = float("%.4f" % got)
            test.assertEqual(got, s[k], "%s:%d %s: %s" % (s["file"], s["line"], k, s))
        test.assertEqual(mine["needed"], s.get("needed", 0), s)


def write(path, doc):
    with open(path, "w") as f:
        f.write(doc if isinstance(doc, str) else json.dumps(doc))
    return path


class TestAgainstRuntime(unittest.TestCase):
    def test_verdicts_fixture(self):
        """the runtime's own report of tests/profile/verdicts.c (version 1, no minimum): every derived field and "needed" equal"""
        doc = json.load(open(fixture("runtime-v1-verdicts.json")))
        self.assertEqual(len(doc["sites"]), 14)
        self.assertEqual({s["verdict"] for s in doc["sites"]}, {"wrong", "miscalibrated", "few", "ok"})
        same_as_runtime(self, doc, 0)

    def test_wilson_fixture(self):
        """the runtime's report of tests/profile/wilson.c (0/n, n/n, 1/3, 123457/1000000, ...): equal to the last digit"""
        doc = json.load(open(fixture("runtime-v1-wilson.json")))
        self.assertEqual(len(doc["sites"]), 14)
        same_as_runtime(self, doc, 0)

    def test_fresh_runtime(self):
        """the runtime of this tree (verdicts.c and wilson.c built with -DPROBABLE_PROFILE by gcc): judge() agrees with what it writes (minimum 100 from version 3)"""
        if not shutil.which("gcc"):
            self.skipTest("gcc missing")
        with tempfile.TemporaryDirectory() as d:
            for name in ("verdicts", "wilson"):
                exe = os.path.join(d, name)
                b = subprocess.run(["gcc", "-O1", "-DPROBABLE_PROFILE", "-I", os.path.join(TOP, "include"),
                                    os.path.join(TOP, "tests", "profile", name + ".c"), "-o", exe, "-pthread"],
                                   capture_output=True, text=True, cwd=TOP)
                if b.returncode:
                    self.skipTest("profile mode does not build in this tree now: %s" % (
                        [l for l in b.stderr.splitlines() if "error" in l] or ["?"])[0].strip())
                out = os.path.join(d, name + ".json")
                env = dict(os.environ, PROBABLE_PROFILE=out, PROBABLE_PROFILE_FORMAT="json")
                env.pop("PROBABLE_PROFILE_MIN_COUNT", None)
                subprocess.run([exe], env=env, capture_output=True, cwd=TOP, check=True)
                doc = json.load(open(out))
                self.assertGreaterEqual(len(doc["sites"]), 14)
                rep = report.read(out)  # the runtime's report passes the reader's validation
                self.assertEqual(len(rep["sites"]), len(doc["sites"]))
                default = 0 if doc["version"] < 3 else judge.DEFAULT_MIN_COUNT
                same_as_runtime(self, doc, doc.get("min_count", default))


class TestVersions(unittest.TestCase):
    def setUp(self):
        self.d = tempfile.TemporaryDirectory()
        self.addCleanup(self.d.cleanup)

    def path(self, name):
        return os.path.join(self.d.name, name)

    SITE = dict(file="a.c", line=3, func="f", expr="x", macro="probable", kind="branch", arch="x86", declared=50,
                high=89, low=11, exact=0, threshold=0, test_below=0, size=0, count=10, hits=5)

    def test_three_versions(self):
        """versions 1, 2 and 3 read into one shape: nth/col/constant 0 and source "profile" before 3; v1 facts from the arch table"""
        v1 = dict(self.SITE)
        for k in ("macro", "high", "low", "exact", "threshold", "test_below"):
            del v1[k]
        r1 = report.read(write(self.path("1.json"), {"version": 1, "pid": 3, "sites": [v1]}), archdata.arch_table())
        r2 = report.read(write(self.path("2.json"), {"format": "probable-profile", "version": 2, "sites": [self.SITE]}))
        r3 = report.read(write(self.path("3.json"), {"format": "probable-profile", "version": 3, "source": "gcov",
                                                     "sites": [dict(self.SITE, nth=2, col=7, cond="x", constant=1)]}))
        self.assertEqual([r["version"] for r in (r1, r2, r3)], [1, 2, 3])
        s1, s2, s3 = r1["sites"][0], r2["sites"][0], r3["sites"][0]
        self.assertEqual((s1["macro"], s1["high"], s1["facts_from"], s1["nth"]), (None, 89, "arch table", 0))
        self.assertEqual((s2["nth"], s2["col"], s2["constant"], s2["source"], s2["cond"]), (0, 0, 0, "profile", None))
        self.assertEqual((s3["nth"], s3["col"], s3["constant"], s3["source"], s3["cond"]), (2, 7, 1, "gcov", "x"))
        self.assertEqual(r3["source"], "gcov")

    def test_layouts(self):
        """the reader parses JSON, not lines: one line, pretty-printed, keys in any order (sites before the version) all read the same"""
        doc = {"format": "probable-profile", "version": 2, "sites": [self.SITE, dict(self.SITE, line=4)]}
        a = report.read(write(self.path("a.json"), json.dumps(doc)))
        b = report.read(write(self.path("b.json"), json.dumps(doc, indent=3)))
        c = report.read(write(self.path("c.json"), json.dumps({"sites": doc["sites"], "version": 2,
                                                              "format": "probable-profile"})))
        self.assertEqual(a, b)
        self.assertEqual(a, c)
        self.assertEqual(len(a["sites"]), 2)

    def refused(self, text, reason):
        p = write(self.path("x.json"), text)
        with self.assertRaises(InputError) as cm:
            report.read(p)
        self.assertEqual(str(cm.exception), "%s: %s" % (p, reason))

    def test_refused_in_one_line(self):
        """unknown and future versions, other formats, bad sites: one reason each"""
        site = json.dumps(self.SITE)
        self.refused('{"format": "probable-profile", "version": 4, "sites": []}',
                     "report format version 4 is newer than this tool reads (1 to 3)")
        self.refused('{"format": "probable-profile", "version": 0, "sites": []}',
                     "not a probable profile report (version 0)")
        self.refused('{"format": "other", "version": 2, "sites": []}', 'not a probable profile report (format "other")')
        self.refused('{"version": 2, "sites": []}', 'not a probable profile report (no "format": "probable-profile")')
        self.refused('{"format": "probable-profile", "version": 2}', 'not a probable profile report (no "sites" array)')
        self.refused('{"format": "probable-profile", "version": "2", "sites": []}',
                     "not a probable profile report (no version number)")
        self.refused('[1, 2]', "not a probable profile report (not a JSON object)")
        cut = '{"format": "probable-profile", "version": 2, "sites": [%s, %s' % (site, site[:40])
        self.refused(cut, "truncated: the JSON ends early (at byte %d)" % len(cut))
        bad = dict(self.SITE, declared=101)
        self.refused('{"format": "probable-profile", "version": 2, "sites": [%s, %s]}' % (site, json.dumps(bad)),
                     'site 2: "declared" is not a pc from 0 to 100: 101')
        bad = dict(self.SITE, count=-1)
        self.refused('{"format": "probable-profile", "version": 3, "sites": [%s]}' % json.dumps(bad),
                     'site 1: "count" is not a count: -1')
        bad = dict(self.SITE, nth=1.5)
        self.refused('{"format": "probable-profile", "version": 3, "sites": [%s]}' % json.dumps(bad),
                     'site 1: "nth" is not a count: 1.5')
        bad = dict(self.SITE, declared=None)
        self.refused('{"format": "probable-profile", "version": 3, "sites": [%s]}' % json.dumps(bad),
                     'site 1: site without "declared"')
        bad = dict(self.SITE, verdict="great")
        self.refused('{"format": "probable-profile", "version": 3, "sites": [%s]}' % json.dumps(bad),
                     'site 1: unknown verdict "great"')


if __name__ == "__main__":
    unittest.main()
