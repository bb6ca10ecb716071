# SPDX-License-Identifier: MIT
"""probable.judge: the runtime's arithmetic and the verdict rules, and the
shared test vectors tests/fixtures/verdicts.json (the C runtime is checked
against the same file by tests/profile/).

    python3 tests/tools/test_judge.py --write-vectors [OTHER.json...]
rewrites the file from the inputs listed in INPUTS below (then review
the diff: every change of an expected value is a change of the rules).
Each vector is {macro, declared, count, hits, high, low, exact, kind,
threshold, test_below, size, min_count, constant, "expect": {direction,
observed, ci_low, ci_high, verdict, suggest, needed, hint, suggest_hint},
"note"} (direction: "likely" or "unlikely" when the hint claims one, by
its macro's name, null for a stated pc),
observed and the bounds to 4 decimals as a report prints them.  The file may hold more vectors than INPUTS (tests/profile adds
its own); each must be reproduced."""

import json
import math
import os
import sys
import unittest

from common import VECTORS

from probable import judge

X86 = dict(kind="branch", high=89, low=11, exact=0, threshold=0, test_below=0, size=0)
PPC = dict(X86, high=94, low=6)
EXACT = dict(X86, exact=1)
UNAL = dict(kind="unaligned", high=89, low=11, exact=0, threshold=1, test_below=50, size=4)
UNAL_SMALL = dict(UNAL, size=2, test_below=0)  # test_below as applied to a 2-byte object
UNAL_X86 = dict(UNAL, threshold=0, test_below=0, size=8)


def v(facts, declared, count, hits, min_count=100, constant=0, note="", macro=None):
    if macro is None:
        macro = "get_unaligned_p" if facts["kind"] == "unaligned" else "probable"
    d = dict(facts, macro=macro, declared=declared, count=count, hits=hits, min_count=min_count, constant=constant)
    if note:
        d["note"] = note
    return d


INPUTS = [
    v(X86, 10, 0, 0, note="unreached: never evaluated, suggest = declared"),
    v(X86, 90, 0, 0, constant=1, note="unreached before constant: nothing evaluated"),
    v(X86, 0, 4, 4, constant=1, note="constant: 4 evaluations of a compile-time constant, never wrong"),
    v(X86, 50, 100000, 0, constant=1, note="constant with many evaluations"),
    v(X86, 0, 10, 10, note="few by the minimum: would be wrong at min_count 0"),
    v(X86, 0, 10, 10, min_count=0, note="the same with no minimum: wrong"),
    v(X86, 0, 10, 10, min_count=1, note="minimum 1: wrong"),
    v(X86, 0, 99, 0, note="one under the minimum: few, needed 100"),
    v(X86, 0, 100, 0, note="at the minimum: judged (ok)"),
    v(X86, 50, 99, 50, note="under the minimum and a wide interval: needed from the width"),
    v(X86, 50, 200, 100, note="few by the width of the interval"),
    v(X86, 50, 10, 5, min_count=0, note="few by width, no minimum"),
    v(X86, 90, 1000, 901, note="ok: 901 of 1000"),
    v(X86, 25, 100000, 25000, note="ok: 25%"),
    v(X86, 95, 100000, 30000, note="wrong: likely declared, none measured"),
    v(X86, 50, 100000, 30000, note="miscalibrated: none either way"),
    v(X86, 5, 100000, 500, note="miscalibrated: unlikely either way (declared 5, measured 0.5)"),
    v(X86, 10, 1000, 900, note="wrong: unlikely declared, likely measured"),
    v(X86, 89, 100000, 95000, note="wrong: 89 is none, 95 likely (hint boundary at high)"),
    v(X86, 90, 100000, 95000, note="miscalibrated: 90 is likely already"),
    v(X86, 11, 100000, 3000, note="wrong: 11 is none, 3 unlikely (boundary at low)"),
    v(X86, 10, 100000, 3000, note="miscalibrated: 10 is unlikely already"),
    v(PPC, 90, 100000, 98000, note="powerpc: 90 is none there, 98 likely: wrong"),
    v(EXACT, 50, 100000, 30000, note="exact build: the pc itself is the hint, outside: miscalibrated"),
    v(EXACT, 30, 100000, 30000, note="exact build, inside: ok"),
    v(X86, 33, 3000000000, 1000000000, note="33.33%: narrow interval missing every integer; declared = suggest: ok"),
    v(X86, 50, 1000, 125, min_count=0, note="rounding: 12.5 -> suggest 13 (half up)"),
    v(X86, 50, 1000, 124, min_count=0, note="rounding: 12.4 -> 12"),
    v(X86, 3, 40, 1, min_count=0, note="rounding: 2.5 -> 3, declared = suggest"),
    v(X86, 33, 3, 1, min_count=0, note="observed 33.3333 (4 decimals)"),
    v(X86, 100, 1000, 1000, note="all true: interval ends at 100 exactly"),
    v(X86, 0, 1000, 0, note="never true: interval starts at 0 exactly"),
    v(X86, 50, 2 ** 41 + 7, 2 ** 40 + 3, note="counts beyond 2^32 and 2^53/2^12"),
    v(UNAL, 0, 100000, 30000, note="unaligned: direct declared, checked measured: wrong"),
    v(UNAL, 60, 100000, 30000, note="unaligned: safe declared, checked measured: wrong"),
    v(UNAL, 40, 100000, 30000, note="unaligned: checked either way: miscalibrated"),
    v(UNAL, 50, 100000, 50000, note="unaligned: ok"),
    v(UNAL, 0, 100000, 0, note="unaligned: never misaligned, declared 0: ok (direct)"),
    v(UNAL_SMALL, 0, 100000, 30000, note="unaligned 2-byte: no test below 4 bytes: safe measured, direct declared: wrong"),
    v(UNAL_SMALL, 10, 100000, 30000, note="unaligned 2-byte: safe either way: miscalibrated"),
    v(UNAL_X86, 50, 100000, 0, note="unaligned on x86: safe either way: miscalibrated"),
    v(UNAL, 0, 50, 50, note="unaligned under the minimum: few"),
    v(UNAL, 0, 50, 50, constant=1, note="unaligned constant"),
    # hints that claim a direction (likely(), unlikely(), a code base's
    # LIKELY...): judged against the arch's thresholds, never miscalibrated
    v(X86, 90, 100000, 99500, macro="likely", note="likely 99.5%: ok"),
    v(X86, 10, 100000, 500, macro="unlikely", note="unlikely 0.5%: ok (a stated 10 would be miscalibrated)"),
    v(X86, 10, 100000, 500, note="probable(x, 10) at 0.5%: miscalibrated"),
    v(X86, 10, 100000, 61000, macro="unlikely", note="unlikely 61%: wrong"),
    v(X86, 10, 100000, 30000, macro="unlikely", note="unlikely 30%: needless"),
    v(X86, 90, 100000, 70000, macro="likely", note="likely 70%: needless"),
    v(X86, 90, 100000, 30000, macro="likely", note="likely 30%: wrong"),
    v(X86, 90, 50, 50, macro="likely", note="likely, few evaluations: few"),
    v(X86, 90, 200, 120, macro="likely", note="likely 60% of 200: interval wider than 10 points: few"),
    v(X86, 10, 100, 90, macro="unlikely", note="unlikely 90% of 100: wide, but wholly above 50: wrong"),
    v(X86, 90, 1000, 890, macro="likely", note="likely 89% on x86: 89 gives no hint: needless"),
    v(X86, 90, 100000, 92000, macro="likely", note="likely 92% on x86: ok"),
    v(PPC, 90, 100000, 92000, macro="likely", note="likely 92% on powerpc (94/6): needless"),
    v(PPC, 10, 100000, 5000, macro="unlikely", note="unlikely 5% on powerpc: ok"),
    v(PPC, 10, 100000, 8000, macro="unlikely", note="unlikely 8% on powerpc: needless"),
    v(PPC, 10, 100000, 99500, macro="unlikely", note="unlikely 99.5% on powerpc: wrong"),
    v(EXACT, 90, 100000, 70000, macro="likely", note="likely 70% in an exact build: thresholds still: needless"),
    v(dict(X86, high=49, low=49), 90, 100000, 40000, macro="likely", note="likely 40% with 49/49: wrong"),
    v(X86, 90, 100000, 99500, macro="LIKELY", note="LIKELY 99.5%: a direction by its name: ok"),
    v(X86, 90, 100000, 70000, macro="XXH_likely", note="XXH_likely 70%: needless"),
    v(X86, 10, 100000, 30000, macro="ZSTD_UNLIKELY", note="ZSTD_UNLIKELY 30%: needless"),
    v(X86, 0, 100000, 500, macro="__predict_false", note="__predict_false 0.5%: ok"),
    v(X86, 10, 100000, 30000, macro="PROBABLE_PROBABLE", note="PROBABLE_PROBABLE(x, 10) at 30%: a stated pc: wrong"),
    v(X86, 10, 100000, 500, macro="HINT", note="HINT (no direction in its name) 10 at 0.5%: a stated pc: miscalibrated"),
    v(X86, 10, 100000, 500, macro="unlikelyish", note="unlikelyish: not a direction name: miscalibrated"),
    v(X86, 50, 100000, 30000, macro="LIKELY", note="LIKELY declaring 50: no direction, a stated pc: miscalibrated"),
    v(UNAL, 0, 100000, 30000, macro="XXH_likely", note="an access is never a direction, whatever its name: wrong"),
]


def find_boundaries():
    """Inputs whose declared pc is exactly a bound of the interval (an
    integer ci_low or ci_high > 0 and < 100): the interval is closed."""
    out = []
    for n in range(100, 400):
        for h in range(1, n):
            lo, hi = judge.wilson(h, n)
            if lo == int(lo) and 0 < lo < 100 and len(out) < 1:
                out.append(v(X86, int(lo), n, h, note="declared = ci_low exactly: inside"))
            if hi == int(hi) and 0 < hi < 100 and len(out) == 1:
                out.append(v(X86, int(hi), n, h, note="declared = ci_high exactly: inside"))
            if len(out) == 2:
                return out
    return out


def expected_vectors():
    """[{VECTOR_INPUTS..., "expect": {VECTOR_OUTPUTS}, "note"}]: the shape
    tests/profile's runtime check reads too."""
    out = []
    for i in INPUTS + find_boundaries():
        d = {k: i[k] for k in judge.VECTOR_INPUTS}
        d["expect"] = judge.judge_vector(d)
        d["note"] = i["note"]
        out.append(d)
    return out


def inputs_of(v):
    return {k: v[k] for k in judge.VECTOR_INPUTS}


def write_vectors(path=VECTORS, others=()):
    """The file: the vectors listed here, then the ones it held that are
    not (added by tests/profile or another list: kept as they are), then
    others."""
    mine = expected_vectors()
    keys = {json.dumps(inputs_of(v), sort_keys=True) for v in mine}
    kept = []
    for src in ([path] if os.path.exists(path) else []) + list(others):
        with open(src, encoding="utf-8") as f:
            for v in json.load(f):
                k = json.dumps(inputs_of(v), sort_keys=True)
                if k not in keys:
                    keys.add(k)
                    kept.append(v)
    with open(path, "w", encoding="utf-8") as f:
        f.write("[\n")
        f.write(",\n".join(" " + json.dumps(x) for x in mine + kept))
        f.write("\n]\n")


def independent_wilson(hits, n, z=2.5758293035489004):
    """The 99% Wilson score interval by the textbook formula, math.sqrt."""
    if n == 0:
        return 0.0, 100.0
    p = hits / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, 100 * (c - h)), min(100.0, 100 * (c + h))


class TestVectors(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(VECTORS, encoding="utf-8") as f:
            cls.vectors = json.load(f)

    def test_judge_reproduces_every_vector(self):
        """tests/fixtures/verdicts.json: judge() gives every expected field of every vector"""
        self.assertGreaterEqual(len(self.vectors), 40)
        for vec in self.vectors:
            self.assertEqual(judge.judge_vector(vec), vec["expect"], vec.get("note"))

    def test_listed_vectors_present(self):
        """every vector listed here is in the file, with the values judge() gives it now (other vectors may be there too)"""
        have = {json.dumps(inputs_of(v), sort_keys=True): v for v in self.vectors}
        for want in json.loads(json.dumps(expected_vectors())):
            got = have.get(json.dumps(inputs_of(want), sort_keys=True))
            self.assertIsNotNone(got, want["note"])
            self.assertEqual(got["expect"], want["expect"], want["note"])

    def test_every_count_verdict_covered(self):
        """the vectors cover every verdict judged from counts, both kinds, exact mode and minimums 0, 1, 100"""
        ins = self.vectors
        got = {x["expect"]["verdict"] for x in self.vectors}
        self.assertEqual(got, {"wrong", "miscalibrated", "needless", "few", "ok", "constant", "unreached"})
        # direction hints: each of their verdicts, on two arches' thresholds at least
        claims = [x for x in ins if x["expect"]["direction"]]
        self.assertEqual({x["expect"]["direction"] for x in claims}, {"likely", "unlikely"})
        self.assertEqual({x["expect"]["verdict"] for x in claims}, {"wrong", "needless", "few", "ok"})
        self.assertGreaterEqual(len({(x["high"], x["low"]) for x in claims}), 2)
        self.assertNotIn("miscalibrated", {x["expect"]["verdict"] for x in claims})
        self.assertEqual({x["kind"] for x in ins}, {"branch", "unaligned"})
        self.assertIn(1, {x["exact"] for x in ins})
        self.assertLessEqual({0, 1, 100}, {x["min_count"] for x in ins})
        names = " ".join(x.get("note", "") for x in self.vectors)
        self.assertIn("ci_low exactly", names)
        self.assertIn("ci_high exactly", names)

    def test_vectors_independently(self):
        """a few vectors by an independent computation: textbook Wilson (math.sqrt), rounding, verdict rules by hand"""
        for vec in self.vectors:
            e, i = vec["expect"], vec
            lo, hi = independent_wilson(i["hits"], i["count"])
            self.assertAlmostEqual(e["ci_low"], lo, delta=1.00001e-4)
            self.assertAlmostEqual(e["ci_high"], hi, delta=1.00001e-4)
            if i["count"]:
                self.assertAlmostEqual(e["observed"], 100 * i["hits"] / i["count"], delta=0.5e-4 + 1e-9)
        by_note = {x.get("note"): x["expect"] for x in self.vectors}
        e = by_note["ok: 901 of 1000"]
        self.assertEqual((e["ci_low"], e["ci_high"], e["suggest"], e["hint"]), (87.3966, 92.2748, 90, "likely"))
        e = by_note["few by the minimum: would be wrong at min_count 0"]
        self.assertEqual((e["verdict"], e["suggest"], e["hint"], e["suggest_hint"]), ("few", 100, "unlikely", "likely"))
        self.assertEqual(e["needed"], 100)  # rate 1: 100 all-true evaluations give [95.4, 100]
        self.assertEqual(by_note["the same with no minimum: wrong"]["verdict"], "wrong")
        self.assertEqual(by_note["one under the minimum: few, needed 100"]["needed"], 100)
        self.assertEqual(by_note["at the minimum: judged (ok)"]["verdict"], "ok")
        self.assertEqual(by_note["rounding: 12.5 -> suggest 13 (half up)"]["suggest"], 13)
        self.assertEqual(by_note["rounding: 2.5 -> 3, declared = suggest"]["suggest"], 3)
        e = by_note["constant: 4 evaluations of a compile-time constant, never wrong"]
        self.assertEqual((e["verdict"], e["needed"]), ("constant", 0))
        # p = 1/2: the width 2*z*sqrt(p(1-p)/n) is 10 points near n = 663
        self.assertTrue(650 <= by_note["few by the width of the interval"]["needed"] <= 670)


class TestRules(unittest.TestCase):
    def test_wilson_known_values(self):
        """fixed points: [0, 100] at no evaluations, 100 at n/n, 0 at 0/n; 901/1000 is [87.3966, 92.2748]"""
        self.assertEqual(judge.wilson(0, 0), (0.0, 100.0))
        self.assertEqual(judge.wilson(10, 10)[1], 100.0)
        self.assertEqual(judge.wilson(0, 10)[0], 0.0)
        self.assertEqual(judge.wilson(901, 1000), (87.3966, 92.2748))

    def test_needed_is_smallest(self):
        """needed_width is the smallest n whose interval at that rate is at most 10 points wide; needed() is at least the minimum"""
        for h, n in ((5, 10), (3, 10), (1, 10), (0, 10), (1, 3), (60, 120)):
            k = judge.needed_width(h, n)
            lo, hi = judge.wilson_p(h / n, float(k))
            self.assertLessEqual(hi - lo, 10.0, (h, n, k))
            lo, hi = judge.wilson_p(h / n, float(k - 1))
            self.assertGreater(hi - lo, 10.0, (h, n, k))
        self.assertEqual(judge.needed(0, 10, 100), 100)
        self.assertEqual(judge.needed(0, 10, 0), judge.needed_width(0, 10))

    def test_hints(self):
        """hint_of: branch by high/low (exact builds say exact), unaligned by threshold and test_below"""
        b = dict(kind="branch", high=89, low=11, exact=0)
        self.assertEqual([judge.hint_of(b, pc) for pc in (90, 89, 11, 10)], ["likely", "none", "none", "unlikely"])
        self.assertEqual(judge.hint_of(dict(b, exact=1), 50), "exact")
        u = dict(kind="unaligned", threshold=1, test_below=50)
        self.assertEqual([judge.hint_of(u, pc) for pc in (0, 1, 49, 50)], ["direct", "checked", "checked", "safe"])
        self.assertIsNone(judge.hint_of(dict(kind="branch", high=None, low=None), 5))
        self.assertEqual(judge.hint("unaligned", dict(threshold=1, test_below=50), 10, size=2), "safe")

    def test_reader_verdicts_kept(self):
        """unhinted, not-judged and compiled-out set by a reader survive judge(); counts still give the interval"""
        for verdict in judge.READER_VERDICTS:
            s = judge.judge(dict(X86, declared=None if verdict == "unhinted" else 50, count=1000, hits=990,
                                 verdict=verdict))
            self.assertEqual(s["verdict"], verdict)
            self.assertEqual(s["suggest"], 99)
        s = judge.judge(dict(X86, declared=None, count=1000, hits=990, verdict="unhinted"))
        self.assertEqual((s["hint"], s["suggest_hint"]), (None, "likely"))

    def test_why(self):
        """few and constant say why in one sentence"""
        s = judge.judge(dict(X86, declared=0, count=10, hits=10, arch="x86"))
        self.assertEqual(s["why"], "10 evaluations, fewer than the minimum of 100")
        s = judge.judge(dict(X86, declared=50, count=200, hits=100))
        self.assertEqual(s["why"], "the 99% interval is wider than 10 points")
        s = judge.judge(dict(X86, declared=0, count=4, hits=4, constant=1, arch="x86"))
        self.assertIn("(x86)", s["why"])

    def test_fix_decision(self):
        """fix_decision: only wrong/miscalibrated; few and constant never; tolerance; code change on an arch"""
        table = {"x86": dict(high=89, low=11, threshold=0, test_below=0),
                 "powerpc": dict(high=94, low=6, threshold=0, test_below=0)}
        s = judge.judge(dict(X86, declared=0, count=10, hits=10, arch="x86"))
        self.assertEqual(judge.fix_decision(s, 5, table)[0], False)
        s = judge.judge(dict(X86, declared=0, count=4, hits=4, constant=1, arch="x86"))
        self.assertEqual(judge.fix_decision(s, 5, table)[0], False)
        s = judge.judge(dict(X86, declared=50, count=100000, hits=30000, arch="x86"))
        self.assertEqual(judge.fix_decision(s, 5, table), (True, "off by 20 points (tolerance 5)"))
        self.assertEqual(judge.fix_decision(s, 25, table)[0], False)
        s = judge.judge(dict(X86, declared=92, count=100000, hits=97000, arch="x86"))
        self.assertEqual(judge.fix_decision(s, 25, table), (True, "changes code on: powerpc"))



class TestPartsAgree(unittest.TestCase):
    SITE = {"declared": 90, "kind": "branch", "high": 89, "low": 11, "exact": 0}

    def test_rates(self):
        """parts whose intervals share no rate disagree; close rates agree; one part always agrees"""
        agree = judge.parts_agree
        self.assertFalse(agree(self.SITE, [("a", 10000, 3000), ("b", 10000, 9000)]))
        self.assertTrue(agree(self.SITE, [("a", 10000, 3000), ("b", 10000, 3050)]))
        self.assertTrue(agree(self.SITE, [("a", 10000, 3000)]))
        self.assertTrue(agree(self.SITE, [("a", 10000, 3000), ("b", 0, 0)]))

    def test_few_parts_still_disagree_by_interval(self):
        """60 evaluations all false and 60 all true: below the minimum, but no common rate: never pooled into 50%"""
        self.assertFalse(judge.parts_agree(self.SITE, [("a", 60, 0), ("b", 60, 60)]))

    def test_overlapping_intervals_other_verdict(self):
        """88.5% and 86.0% of 1000 against 90 on x86: the intervals overlap, but one is ok and the other wrong: they disagree"""
        a, b = ("a", 1000, 885), ("b", 1000, 860)
        self.assertLess(judge.wilson(a[2], a[1])[0], judge.wilson(b[2], b[1])[1])  # a common rate
        self.assertFalse(judge.parts_agree(self.SITE, [a, b]))
        self.assertTrue(judge.parts_agree(self.SITE, [a, b], min_count=2000))  # both few: the rates decide
        self.assertEqual(judge.parts_text([("a", 10, 3), ("b", 0, 0)]), "a: 30.0% of 10")


class TestDirections(unittest.TestCase):
    """likely()/unlikely() claim a direction, judged against the arch's
    thresholds (x86: 89 and 11); probable(x, pc) states a pc."""

    def verdict(self, macro, declared, count, hits, facts=X86, **kw):
        s = dict(facts, macro=macro, declared=declared, count=count, hits=hits, constant=0, arch="x86", **kw)
        return judge.judge(s)

    def test_issue_cases(self):
        """likely 99.5% ok; unlikely 0.5% ok (not miscalibrated); unlikely 61% wrong; probable(x, 10) at 0.5% miscalibrated; unlikely 30% needless"""
        cases = [("likely", 90, 995, "ok"), ("unlikely", 10, 5, "ok"), ("unlikely", 10, 610, "wrong"),
                 ("probable", 10, 5, "miscalibrated"), ("unlikely", 10, 300, "needless"),
                 ("likely", 90, 400, "wrong"), ("likely", 90, 700, "needless")]
        for macro, declared, hits, want in cases:
            with self.subTest(macro=macro, hits=hits):
                self.assertEqual(self.verdict(macro, declared, 1000, hits)["verdict"], want)

    def test_spellings(self):
        """[[likely]], __builtin_expect, LIKELY, XXH_likely, ZSTD_UNLIKELY claim a direction; HINT and __builtin_expect_with_probability state a pc"""
        for macro, declared in (("[[likely]]", 90), ("__builtin_expect", 90), ("LIKELY", 90), ("XXH_likely", 90),
                                ("ZSTD_UNLIKELY", 10), ("[[unlikely]]", 10), ("__predict_false", 10)):
            with self.subTest(macro=macro):
                self.assertEqual(judge.direction(dict(X86, macro=macro, declared=declared)),
                                 "likely" if declared > 50 else "unlikely")
        for macro in ("probable", "PROBABLE_PROBABLE", "__builtin_expect_with_probability", "HINT", "UNLIKELYISH"):
            with self.subTest(macro=macro):
                self.assertIsNone(judge.direction(dict(X86, macro=macro, declared=10)))
        # an unlikely() at 0.5% is ok, the same rate under a pc-stating macro is not
        self.assertEqual(self.verdict("HINT", 10, 1000, 5)["verdict"], "miscalibrated")
        self.assertEqual(self.verdict("UNLIKELY", 10, 1000, 5)["verdict"], "ok")

    def test_claim_field_overrides_name(self):
        """"direction" (--macro NAME=likely / NAME=PC) wins over the name: HINT=unlikely is a direction, LIKELY=90 a stated pc"""
        self.assertEqual(self.verdict("HINT", 10, 1000, 5, direction="unlikely")["verdict"], "ok")
        self.assertEqual(self.verdict("LIKELY", 90, 1000, 995, direction="pc")["verdict"], "miscalibrated")

    def test_thresholds_are_the_archs(self):
        """likely at 92%: beyond x86's 89, ok; inside powerpc's 94, needless"""
        self.assertEqual(self.verdict("likely", 90, 100000, 92000)["verdict"], "ok")
        self.assertEqual(self.verdict("likely", 90, 100000, 92000, facts=PPC)["verdict"], "needless")

    def test_measured_pc_decides_and_few(self):
        """the measured pc decides ok or needless (likely 90% of 1000: ok; 89%: needless, 89 is no likely on x86); an interval wider than 10 points is few, with the evaluations that would tell; below the minimum few as ever"""
        self.assertEqual(self.verdict("likely", 90, 1000, 900)["verdict"], "ok")
        self.assertEqual(self.verdict("likely", 90, 1000, 890)["verdict"], "needless")
        s = self.verdict("likely", 90, 140, 130)
        self.assertGreater(s["ci_high"] - s["ci_low"], 10)
        self.assertEqual(s["verdict"], "few")
        self.assertIn("wider than 10 points", s["why"])
        self.assertGreater(s["needed"], 140)
        # wide, but wholly on the rarer side: wrong whatever the width
        self.assertEqual(self.verdict("likely", 90, 140, 10)["verdict"], "wrong")
        self.assertEqual(self.verdict("unlikely", 10, 99, 90)["verdict"], "few")

    def test_needless_says_why(self):
        """needless names the rate, the thresholds and the hint as written"""
        s = self.verdict("UNLIKELY", 10, 20000, 10000)
        self.assertEqual(s["verdict"], "needless")
        self.assertIn("the measured 50 lies between x86's thresholds 11 and 89", s["why"])
        self.assertIn("the UNLIKELY() can go", s["why"])

    def test_direction_fix(self):
        """a wrong direction hint: flipped when the measured pc gives the other hint, dropped when it gives none"""
        self.assertEqual(judge.direction_fix(self.verdict("unlikely", 10, 1000, 995)), "likely")
        self.assertEqual(judge.direction_fix(self.verdict("unlikely", 10, 1000, 610)), "drop")
        self.assertIsNone(judge.direction_fix(self.verdict("unlikely", 10, 1000, 5)))
        self.assertIsNone(judge.direction_fix(self.verdict("probable", 10, 1000, 610)))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--write-vectors"]:
        write_vectors(others=sys.argv[2:])
    else:
        unittest.main()
