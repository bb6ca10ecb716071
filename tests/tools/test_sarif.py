# SPDX-License-Identifier: MIT
"""tests/tools/test_sarif.py - probable-report check --sarif: SARIF 2.1.0
as GitHub code scanning takes it: the schema and version, one driver with
stable rule ids (description, help, level), a result per finding with a
path relative to %SRCROOT%, a region and a partial fingerprint that
does not change when the site moves to another line."""

import json
import os
import shutil
import tempfile
import unittest

from test_check import COV, LLVM, check

from probable.formats import sarif


class Sarif(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.out = os.path.join(self.tmp, "probable.sarif")
        rc, _, err = check(LLVM, "--root", COV, "--arch", "x86", "--sarif", self.out)
        self.assertEqual(rc, 1, err)
        with open(self.out) as f:
            self.doc = json.load(f)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_document(self):
        """version 2.1.0 with the schema; one run; rules with id, name, descriptions, help and a level"""
        d = self.doc
        self.assertEqual(d["version"], "2.1.0")
        self.assertIn("sarif-2.1.0", d["$schema"])
        self.assertEqual(len(d["runs"]), 1)
        rules = d["runs"][0]["tool"]["driver"]["rules"]
        self.assertEqual([r["id"] for r in rules],
                         ["probable/wrong-hint", "probable/miscalibrated-hint", "probable/missing-hint"])
        for r in rules:
            for k in ("shortDescription", "fullDescription", "help"):
                self.assertTrue(r[k]["text"])
            self.assertIn(r["defaultConfiguration"]["level"], ("error", "warning", "note"))
        base = d["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        self.assertTrue(base.startswith("file:///") and base.endswith("/"), base)

    def test_results(self):
        """each finding: a rule of the driver at its index, a relative uri under %SRCROOT%, a region, a fingerprint"""
        run = self.doc["runs"][0]
        rules = run["tool"]["driver"]["rules"]
        wrong = [r for r in run["results"] if r["ruleId"] == "probable/wrong-hint"]
        self.assertEqual(sorted(r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in wrong),
                         [24, 28, 31])
        for r in run["results"]:
            self.assertEqual(rules[r["ruleIndex"]]["id"], r["ruleId"])
            loc = r["locations"][0]["physicalLocation"]
            self.assertEqual(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%")
            self.assertFalse(loc["artifactLocation"]["uri"].startswith("/"))
            self.assertEqual(loc["artifactLocation"]["uri"], "prog.c")
            self.assertGreaterEqual(loc["region"]["startLine"], 1)
            self.assertTrue(r["message"]["text"])
            self.assertEqual(len(r["partialFingerprints"]["probableSite/v1"]), 32)
        self.assertIn("probable/missing-hint", {r["ruleId"] for r in run["results"]})

    def test_fingerprint_follows_the_site(self):
        """the same site on another line keeps its fingerprint; another condition does not"""
        s = {"file": "a.c", "line": 10, "macro": "probable", "expr": "x", "nth": 0, "kind": "branch"}
        moved = dict(s, line=99)
        other = dict(s, expr="y")
        self.assertEqual(sarif.fingerprint(s), sarif.fingerprint(moved))
        self.assertNotEqual(sarif.fingerprint(s), sarif.fingerprint(other))


if __name__ == "__main__":
    unittest.main()
