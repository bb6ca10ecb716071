# SPDX-License-Identifier: MIT
"""tests/tools/test_fix_oracle.py - an independent oracle for profile mode's
counts: GCC's own coverage counts (--coverage, gcov --json-format) of the
same branches.  tests/tools/fixtures/fix/oracle.c has only probable() branches, one per
line, then and else on lines of their own.  Built -O0 --coverage twice:
plain, where each site line has exactly GCC's two branch arcs (their sum
is the evaluations, the then line's count the true outcomes); and with
-DPROBABLE_PROFILE, run with PROBABLE_PROFILE set: each site's count and
hits must equal exactly the then + else and then line counts of that same
build, and the plain build's branch counts."""

import json
import os
import re
import subprocess
import unittest

from fixcommon import TempTree, fixture, read, INCLUDE, have

SRC = fixture("fix", "oracle.c")


def gcov_lines(objdir, cwd):
    """line -> (count, [branch counts]) for oracle.c, from gcov's JSON."""
    p = subprocess.run(["gcov", "--json-format", "-t", "-b", "-c", "-o", objdir, SRC],
                       cwd=cwd, capture_output=True)
    if p.returncode != 0:
        raise AssertionError("gcov: %s" % p.stderr.decode())
    doc = json.loads(p.stdout.decode())
    out = {}
    for f in doc["files"]:
        if os.path.basename(f["file"]) != "oracle.c":
            continue
        for l in f["lines"]:
            c, b = out.get(l["line_number"], (0, []))
            out[l["line_number"]] = (c + l["count"], b + [x["count"] for x in l["branches"]])
    return out


class Oracle(TempTree):
    def setUp(self):
        super().setUp()
        if not have("gcc") or not have("gcov"):
            self.skipTest("no gcc or gcov")
        text = read(SRC).split("\n")
        self.sites = {int(m.group(1)): i for i, l in enumerate(text, 1)
                      for m in [re.search(r"@s(\d)", l)] if m}
        self.assertEqual(len(self.sites), 7)

    def build(self, name, *flags):
        d = os.path.join(self.tmp, name)
        os.makedirs(d)
        obj = os.path.join(d, "oracle.o")
        exe = os.path.join(d, "oracle")
        for cmd in (["gcc", "-O0", "--coverage", "-I" + INCLUDE] + list(flags) + ["-c", "-o", obj, SRC],
                    ["gcc", "--coverage", "-pthread", "-o", exe, obj]):
            p = subprocess.run(cmd, capture_output=True)
            self.assertEqual(p.returncode, 0, "%s: %s" % (" ".join(cmd), p.stderr.decode()))
        return d, exe

    def test_profile_counts_equal_gcov(self):
        """7 sites (one never evaluated, one never true): profile count and hits equal GCC's coverage counts exactly"""
        plain, exe = self.build("plain")
        out_plain = subprocess.run([exe], cwd=plain, capture_output=True, check=True).stdout
        g = gcov_lines(plain, plain)
        want = {}
        for s, line in sorted(self.sites.items()):
            count, branches = g[line]
            self.assertEqual(len(branches), 2, "plain build, @s%d line %d: branches %s" % (s, line, branches))
            evals, true = sum(branches), g[line + 1][0]
            self.assertEqual(sorted(branches), sorted([true, evals - true]), "@s%d" % s)
            want[line] = (evals, true)
        self.assertEqual(want[self.sites[5]], (0, 0))
        self.assertEqual(want[self.sites[3]][1], 0)
        self.assertEqual(want[self.sites[6]], (25000, 20000))

        prof, exe = self.build("profile", "-DPROBABLE_PROFILE")
        report = os.path.join(self.tmp, "report.json")
        p = subprocess.run([exe], cwd=prof, capture_output=True,
                           env=dict(os.environ, PROBABLE_PROFILE=report, PROBABLE_PROFILE_FORMAT="json"))
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        self.assertEqual(p.stdout, out_plain)
        doc = json.loads(read(report))
        got = {}
        for site in doc["sites"]:
            if os.path.basename(site["file"]) == "oracle.c":
                self.assertNotIn(site["line"], got, "two sites on line %d" % site["line"])
                got[site["line"]] = (site["count"], site["hits"])
        g2 = gcov_lines(prof, prof)
        for s, line in sorted(self.sites.items()):
            self.assertIn(line, got, "@s%d (line %d) is not in the report" % (s, line))
            then, other = g2[line + 1][0], g2[line + 3][0]
            self.assertEqual(got[line], (then + other, then), "@s%d: profile vs gcov of the same build" % s)
            self.assertEqual(got[line], want[line], "@s%d: profile vs the plain build's branches" % s)


if __name__ == "__main__":
    unittest.main()
