# SPDX-License-Identifier: MIT
"""tests/tools/test_conditions.py - one site, one condition, for profile
reports: records of one place (file, line, nth) that say different
conditions ("expanded": the condition after macro expansion; "instance":
the enclosing C++ function with its template arguments) are never
summed into one rate: each is its own site, judged apart, marked with
how many conditions the place has, and probable-fix refuses the place
(the reason under --explain).  Records that say the same condition are
one site and their counts add (a header's inline function called from
many units); records that say none key as before."""

import json
import os
import unittest

from common import run_report
from fixcommon import TempTree, read, run_fix, site, write

from probable import site as S


def rec(expanded=None, instance=None, count=1000, hits=300, **kw):
    """A probable(x, 90) record of inc/lim.h:4 (declared 90, x86's facts)."""
    s = site("inc/lim.h", 4, "v % 10 < LIM", 90, hits, count=count, func="below", **kw)
    if expanded is not None:
        s["expanded"] = expanded
    if instance is not None:
        s["instance"] = instance
    return s


def rep(*sites):
    return {"format": "probable-profile", "version": 3, "source": "profile", "run": "r",
            "dumps": 1, "sites": list(sites)}


def merged(*reports):
    from probable.formats import report as R
    out = []
    for r in reports:
        out.append(R.from_doc(json.loads(json.dumps(r)), "r.json"))
    notes = []
    m = S.merge(out, warn=notes.append, min_count=100)
    return m, notes


class Merge(unittest.TestCase):
    def test_different_expanded_judged_apart(self):
        """two units, LIM 3 and LIM 9: two sites, each with its own counts and verdict, never one 60% rate"""
        m, _ = merged(rep(rec("v % 10 < 3", count=10000, hits=3000)),
                      rep(rec("v % 10 < 9", count=10000, hits=9000)))
        got = sorted((s["expanded"], s["count"], s["hits"], s["verdict"], s["suggest"], s["conditions"])
                     for s in m["sites"])
        self.assertEqual(got, [("v % 10 < 3", 10000, 3000, "wrong", 30, 2),
                               ("v % 10 < 9", 10000, 9000, "ok", 90, 2)])

    def test_equal_expanded_add(self):
        """the same condition from two units (a header's inline function): one site, counts added, still judged"""
        m, _ = merged(rep(rec("v % 10 < 3", count=10000, hits=3000)),
                      rep(rec("v % 10 < 3", count=10000, hits=3000)))
        self.assertEqual([(s["count"], s["hits"], s["verdict"], s["suggest"]) for s in m["sites"]],
                         [(20000, 6000, "wrong", 30)])
        self.assertNotIn("conditions", m["sites"][0])

    def test_different_instance_judged_apart(self):
        """C++: the same expansion in two template instances that differ: two sites"""
        m, _ = merged(rep(rec("v < K", "int pick<3>(int)", count=10000, hits=3000),
                          rec("v < K", "int pick<9>(int)", count=10000, hits=9000)))
        self.assertEqual(sorted((s["instance"], s["count"]) for s in m["sites"]),
                         [("int pick<3>(int)", 10000), ("int pick<9>(int)", 10000)])
        self.assertEqual({s["conditions"] for s in m["sites"]}, {2})

    def test_without_condition_keys_as_before(self):
        """records without expanded/instance (older reports): summed by place as before"""
        m, _ = merged(rep(rec(count=10000, hits=3000)), rep(rec(count=10000, hits=9000)))
        self.assertEqual([(s["count"], s["hits"]) for s in m["sites"]], [(20000, 12000)])
        self.assertNotIn("expanded", m["sites"][0])

    def test_coverage_counts_do_not_join_a_split_place(self):
        """counts that do not know the function or condition (coverage) are not added to either of two conditions"""
        cov = rec(count=500, hits=100)
        cov.update(func=None, source="gcov")
        m, _ = merged(rep(rec("v % 10 < 3", count=10000, hits=3000), rec("v % 10 < 9", count=10000, hits=9000)),
                      rep(cov))
        self.assertEqual(sorted((s.get("expanded") or "", s["count"]) for s in m["sites"]),
                         [("", 500), ("v % 10 < 3", 10000), ("v % 10 < 9", 10000)])
        # with one condition at the place, coverage counts join it (as before)
        m, _ = merged(rep(rec("v % 10 < 3", count=10000, hits=3000)), rep(cov))
        self.assertEqual([(s["expanded"], s["count"], s["func"]) for s in m["sites"]],
                         [("v % 10 < 3", 10500, "below")])

    def test_merge_writes_the_conditions(self):
        """probable-report merge: both sites written with "expanded" and "conditions"; read back, the same"""
        t = TempTree()
        t.setUp()
        self.addCleanup(t.tearDown)
        a = t.put_report([rec("v % 10 < 3", count=10000, hits=3000)], "a.json")
        b = t.put_report([rec("v % 10 < 9", count=10000, hits=9000)], "b.json")
        rc, out, err = run_report("merge", a, b)
        self.assertEqual(rc, 0, err)
        doc = json.loads(out)
        self.assertEqual(sorted((s["expanded"], s["count"], s["conditions"]) for s in doc["sites"]),
                         [("v % 10 < 3", 10000, 2), ("v % 10 < 9", 10000, 2)])
        rc, text, err = run_report("text", a, b)
        self.assertEqual(rc, 0, err)
        self.assertIn("one of 2 conditions at this place, judged apart: expanded v % 10 < 3\n", text)
        self.assertIn("one of 2 conditions at this place, judged apart: expanded v % 10 < 9\n", text)
        p = t.path("m.json")
        write(p, out)
        rc, out2, err = run_report("merge", p)
        self.assertEqual(rc, 0, err)
        self.assertEqual(out2, out)

    def test_bad_expanded_refused(self):
        """"expanded": 5 is refused in one line, exit 2"""
        t = TempTree()
        t.setUp()
        self.addCleanup(t.tearDown)
        p = t.put_report([rec(5)])
        rc, out, err = run_report("merge", p)
        self.assertEqual((rc, out), (2, ""))
        self.assertEqual(err, "probable-report: %s: site 1: \"expanded\" is not a string\n" % p)


SRC = """\
#include <probable.h>
static inline int below(int v)
{
\tif (probable(v % 10 < LIM, 90))
\t\treturn 1;
\treturn 0;
}
"""


class Fix(TempTree):
    def run_on(self, *sites):
        root = self.path("src")
        write(os.path.join(root, "inc", "lim.h"), SRC)
        rpath = self.put_report(list(sites))
        rc, out, err = run_fix(rpath, "--root", root, "--explain")
        self.assertEqual(rc, 0, err)
        self.assertEqual(read(os.path.join(root, "inc", "lim.h")), SRC)
        return out, err

    def test_refuses_a_place_with_two_conditions(self):
        """both conditions measured wrong: no rewrite; --explain names the conditions"""
        out, err = self.run_on(rec("v % 10 < 3", count=10000, hits=3000),
                               rec("v % 10 < 5", count=10000, hits=5000))
        self.assertEqual(out, "")
        self.assertIn("keep inc/lim.h:4: probable(v % 10 < LIM) pc 90: 2 different conditions at this "
                      "place ('v % 10 < 3'; 'v % 10 < 5')", err)
        self.assertIn("0 calls rewritten", err)

    def test_instances_that_agree_are_one_condition(self):
        """the same expansion in two template instances: rewritten from the sum while their rates agree, refused with both rates when they do not"""
        out, err = self.run_on(rec("v % 10 < K", "int pick<3>(int)", count=10000, hits=3000),
                               rec("v % 10 < K", "int pick<9>(int)", count=10000, hits=9000))
        self.assertEqual(out, "")
        self.assertIn("keep inc/lim.h:4: probable(v % 10 < LIM) pc 90: 2 instances of this place disagree "
                      "(int pick<3>(int): 30.0% of 10000; int pick<9>(int): 90.0% of 10000)", err)
        root = self.path("src")
        rpath = self.put_report([rec("v % 10 < K", "int pick<3>(int)", count=10000, hits=3000),
                                 rec("v % 10 < K", "int pick<4>(int)", count=10000, hits=3050)], "r2.json")
        rc, out, err = run_fix(rpath, "--root", root, "--explain")
        self.assertEqual(rc, 0, err)
        self.assertIn("+\tif (probable(v % 10 < LIM, 30))", out)
        self.assertIn("of 20000", err)

    def test_one_condition_is_rewritten(self):
        """the same condition from two units: counts added (30% of 20,000), rewritten to 30"""
        out, err = self.run_on(rec("v % 10 < 3", count=10000, hits=3000),
                               rec("v % 10 < 3", count=10000, hits=3000))
        self.assertIn("+\tif (probable(v % 10 < LIM, 30))", out)
        self.assertIn("measured 30.0% [29.2, 30.8] of 20000", err)


if __name__ == "__main__":
    unittest.main()
