# SPDX-License-Identifier: MIT
"""A profile report and coverage counts of the same source mix freely
(issue 21 item 1): coverage sites do not know their function (func null),
and are the same site as the profile record at the same file, line, nth,
expr, macro, kind, arch and size; their counts are summed."""

import unittest

import common  # noqa: F401  (puts tools/ on sys.path)
from probable.site import Merger


def site(func, count, hits, source):
    return {"file": "a.c", "line": 20, "nth": 0, "func": func, "expr": "x % 8 == 0", "cond": "x % 8 == 0",
            "macro": "likely", "kind": "branch", "arch": "x86", "size": 0, "declared": 90,
            "high": 89, "low": 11, "exact": 0, "threshold": 0, "test_below": 0, "constant": 0,
            "source": source, "count": count, "hits": hits}


def merged(*sites):
    m = Merger()
    for s in sites:
        m.add({"format": "probable-profile", "version": 3, "source": s["source"], "sites": [s]})
    return m.result()["sites"]


class MixedSources(unittest.TestCase):
    def test_profile_then_coverage_one_site(self):
        sites = merged(site("classify", 10000, 1214, "profile"), site(None, 10000, 1214, "gcov"))
        self.assertEqual(len(sites), 1)
        self.assertEqual((sites[0]["count"], sites[0]["hits"], sites[0]["func"], sites[0]["source"]),
                         (20000, 2428, "classify", "mixed"))

    def test_coverage_then_profile_one_site_with_its_function(self):
        sites = merged(site(None, 400, 50, "gcov"), site("classify", 600, 75, "profile"))
        self.assertEqual(len(sites), 1)
        self.assertEqual((sites[0]["count"], sites[0]["hits"], sites[0]["func"]), (1000, 125, "classify"))

    def test_two_functions_stay_two_sites(self):
        self.assertEqual(len(merged(site("f", 100, 1, "profile"), site("g", 100, 1, "profile"))), 2)


if __name__ == "__main__":
    unittest.main()
