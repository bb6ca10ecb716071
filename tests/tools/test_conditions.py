# SPDX-License-Identifier: MIT
"""tests/tools/test_conditions.py - one site, one condition, for profile
reports: records of one place (file, line, nth) that say different
conditions ("expanded": the condition after macro expansion; "instance":
the enclosing C++ function with its template arguments) are never
summed into one rate: each is its own site, judged apart, marked with
how many conditions the place has, and probable-fix refuses the place
(the reason under --explain).  Records that say the same condition are
one site and their counts add (a header's inline function called from
many units); records that say none key as before.

Records of one place and condition from different units ("unit": the
unit's main file, which a header's -D can change without changing
"expanded") are parts: pooled while their rates agree (the rule coverage
counts follow, judge.pool_parts), else "not judged" naming the units and
their rates, with the units' counts kept in "parts" (a merged report
merges and is judged again the same), and probable-fix refuses the place."""

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


def urec(unit, count, hits, expanded="v % 10 < LIM"):
    s = rec(expanded, count=count, hits=hits)
    s["unit"] = unit
    return s


class Units(unittest.TestCase):
    def test_units_that_disagree_are_not_judged(self):
        """one place, one expansion, units at 20% and 80%: not judged, both units and rates named, never 50%"""
        m, notes = merged(rep(urec("src/u0.c", 10000, 2000), urec("src/u1.c", 10000, 8000)))
        self.assertEqual(len(m["sites"]), 1, m["sites"])
        s = m["sites"][0]
        self.assertEqual((s["verdict"], s["count"], s["hits"]), ("not-judged", 0, 0))
        self.assertNotIn("unit", s)
        self.assertEqual(s["parts"], [{"unit": "src/u0.c", "count": 10000, "hits": 2000},
                                      {"unit": "src/u1.c", "count": 10000, "hits": 8000}])
        self.assertIn("the 2 units at this line disagree (src/u0.c: 20.0% of 10000; "
                      "src/u1.c: 80.0% of 10000)", s["why"])
        self.assertEqual(notes, ["1 hint site not judged from profile: the units or instances counting "
                                 "them disagree (their conditions may differ); each is listed in its \"parts\""])

    def test_units_that_agree_are_pooled(self):
        """a header used by many units that agree: one site judged from the sum, the units in its parts"""
        m, notes = merged(rep(*[urec("src/u%d.c" % i, 10000, 3000 + 10 * i) for i in range(5)]))
        self.assertEqual(len(m["sites"]), 1, m["sites"])
        s = m["sites"][0]
        self.assertEqual((s["verdict"], s["count"], s["hits"], s["suggest"]), ("wrong", 50000, 15100, 30))
        self.assertEqual([p["unit"] for p in s["parts"]], ["src/u%d.c" % i for i in range(5)])
        self.assertEqual(notes, [])

    def test_one_unit_keeps_its_name(self):
        """one unit's record (or one that counted): judged alone, "unit" kept"""
        m, _ = merged(rep(urec("src/u0.c", 10000, 3000), urec("src/u1.c", 0, 0)))
        self.assertEqual([(s["unit"], s["count"], s["verdict"]) for s in m["sites"]],
                         [("src/u0.c", 10000, "wrong")])
        self.assertNotIn("parts", m["sites"][0])

    def test_units_and_conditions(self):
        """two expansions, each from two units: each condition its own site, each pooled from its units"""
        m, _ = merged(rep(urec("a.c", 10000, 3000, "v < 3"), urec("b.c", 10000, 3010, "v < 3"),
                          urec("c.c", 10000, 9000, "v < 9"), urec("d.c", 10000, 2000, "v < 9")))
        got = sorted((s["expanded"], s["verdict"], s["count"], s.get("conditions")) for s in m["sites"])
        self.assertEqual(got, [("v < 3", "wrong", 20000, 2), ("v < 9", "not-judged", 0, 2)])

    def test_merge_keeps_the_units(self):
        """probable-report merge writes the units' counts in "parts"; merged again with a third report, judged again from every unit"""
        t = TempTree()
        t.setUp()
        self.addCleanup(t.tearDown)
        a = t.put_report([urec("src/u0.c", 10000, 3000)], "a.json")
        b = t.put_report([urec("src/u1.c", 10000, 3000)], "b.json")
        rc, out, err = run_report("merge", a, b)
        self.assertEqual(rc, 0, err)
        doc = json.loads(out)
        self.assertEqual([(s["verdict"], s["count"], s["parts"]) for s in doc["sites"]],
                         [("wrong", 20000, [{"unit": "src/u0.c", "count": 10000, "hits": 3000},
                                            {"unit": "src/u1.c", "count": 10000, "hits": 3000}])])
        p = t.path("m.json")
        write(p, out)
        rc, out2, err = run_report("merge", p)
        self.assertEqual((rc, out2), (0, out), err)
        # a third unit at 80%: the units now disagree, from the merged report too
        c = t.put_report([urec("src/u2.c", 10000, 8000)], "c.json")
        rc, out3, err = run_report("merge", p, c)
        self.assertEqual(rc, 0, err)
        s = json.loads(out3)["sites"][0]
        self.assertEqual((s["verdict"], [(x["unit"], x["hits"]) for x in s["parts"]]),
                         ("not-judged", [("src/u0.c", 3000), ("src/u1.c", 3000), ("src/u2.c", 8000)]))
        # and twice the same report: each unit's counts doubled, still one site
        rc, out4, err = run_report("merge", p, p)
        self.assertEqual(rc, 0, err)
        self.assertEqual([[(x["unit"], x["count"]) for x in s["parts"]] for s in json.loads(out4)["sites"]],
                         [[("src/u0.c", 20000), ("src/u1.c", 20000)]])

    def test_check_names_the_units(self):
        """probable-report check on the runtime's per-unit records: "not-judged", both units named; not a wrong hint"""
        t = TempTree()
        t.setUp()
        self.addCleanup(t.tearDown)
        a = t.put_report([urec("src/u0.c", 10000, 2000), urec("src/u1.c", 10000, 8000)], "a.json")
        rc, out, err = run_report("text", a)
        self.assertEqual(rc, 0, err)
        self.assertIn("not-judged", out)
        self.assertIn("src/u0.c: 20.0% of 10000; src/u1.c: 80.0% of 10000", out)


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

    def test_refuses_units_that_disagree(self):
        """one expansion from two units at 20% and 80%: not rewritten (never to 50); --explain names both units"""
        out, err = self.run_on(urec("src/u0.c", 10000, 2000), urec("src/u1.c", 10000, 8000))
        self.assertEqual(out, "")
        self.assertIn("keep inc/lim.h:4: probable(v % 10 < LIM) pc 90: verdict not-judged: the 2 units at this "
                      "line disagree (src/u0.c: 20.0% of 10000; src/u1.c: 80.0% of 10000)", err)
        self.assertIn("0 calls rewritten", err)

    def test_units_that_agree_are_rewritten(self):
        """one expansion from three units that agree: rewritten from the pooled 30% of 30,000"""
        out, err = self.run_on(urec("src/u0.c", 10000, 3000), urec("src/u1.c", 10000, 3000),
                               urec("src/u2.c", 10000, 3000))
        self.assertIn("+\tif (probable(v % 10 < LIM, 30))", out)
        self.assertIn("measured 30.0% [29.3, 30.7] of 30000", err)

    def test_one_condition_is_rewritten(self):
        """the same condition from two units: counts added (30% of 20,000), rewritten to 30"""
        out, err = self.run_on(rec("v % 10 < 3", count=10000, hits=3000),
                               rec("v % 10 < 3", count=10000, hits=3000))
        self.assertIn("+\tif (probable(v % 10 < LIM, 30))", out)
        self.assertIn("measured 30.0% [29.2, 30.8] of 20000", err)


if __name__ == "__main__":
    unittest.main()
