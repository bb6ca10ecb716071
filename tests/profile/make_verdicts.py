#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/profile/make_verdicts.py - writes tests/fixtures/verdicts.json, the shared
verdict test vectors: the inputs of one site's judgement and what the report must say
of it, computed by profiletest.py's arithmetic (written from the spec, not from the
runtime).  The C runtime (tests/profile/test_vectors.py) and the Python judge both
must reproduce every vector exactly.

    python3 tests/profile/make_verdicts.py        rewrite the file
    python3 tests/profile/make_verdicts.py --check   exit 1 if it is not current

Each vector: {"name", "input": {declared, count, hits, high, low, exact, kind,
threshold, test_below, size, min_count, constant}, "expect": {observed, ci_low,
ci_high, verdict, suggest, needed, hint, suggest_hint}}; observed, ci_low and ci_high
rounded to 4 decimals as the report prints them; test_below is the one that applies
to the size (0 below 4 bytes)."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import profiletest as pt  # noqa: E402

OUT = os.path.join(pt.TOP, "tests", "fixtures", "verdicts.json")

X86 = dict(high=89, low=11, exact=0, threshold=0, test_below=0)


def branch(name, declared, count, hits, min_count=100, constant=0, **facts):
    f = dict(X86, **facts)
    return name, dict(declared=declared, count=count, hits=hits, high=f["high"], low=f["low"],
                      exact=f["exact"], kind="branch", threshold=f["threshold"],
                      test_below=f["test_below"], size=0, min_count=min_count, constant=constant)


def access(name, declared, count, hits, size=4, threshold=1, test_below=50, min_count=100, constant=0):
    return name, dict(declared=declared, count=count, hits=hits, high=89, low=11, exact=0,
                      kind="unaligned", threshold=threshold, test_below=test_below if size >= 4 else 0,
                      size=size, min_count=min_count, constant=constant)


CASES = [
    branch("unreached", 50, 0, 0),
    branch("unreached even if constant", 5, 0, 0, constant=1),
    branch("ok: inside, narrow", 25, 100000, 25000),
    branch("few: at the minimum exactly, but a wide interval", 50, 100, 50, min_count=100),
    branch("ok: 0 of 100 at 0, at the minimum exactly (interval under 10 points)", 0, 100, 0, min_count=100),
    branch("few: 0 of 99 at 0, one under the minimum", 0, 99, 0, min_count=100),
    branch("few: one under the minimum, inside", 50, 99, 50, min_count=100),
    branch("few: under the minimum though far outside (never wrong)", 0, 10, 10),
    branch("wrong: min_count 10 lets 10 of 10 at 0 be judged", 0, 10, 10, min_count=10),
    branch("few: min_count 11", 0, 10, 10, min_count=11),
    branch("few: min_count 0, 10 evaluations, inside a wide interval", 50, 10, 5, min_count=0),
    branch("few: above the minimum, interval wider than 10 points", 50, 200, 100),
    branch("few: needed above the minimum", 50, 150, 75, min_count=100),
    branch("ok: width just under 10 points at 50%", 50, 1000, 500),
    branch("miscalibrated: both none", 50, 100000, 30000),
    branch("miscalibrated: both likely", 95, 100000, 99000),
    branch("wrong: likely declared, none observed", 95, 100000, 30000),
    branch("wrong: unlikely declared, none observed", 5, 100000, 50000),
    branch("miscalibrated: 33.334% at 20", 20, 100000, 33334),
    branch("ok: declared is the suggestion though outside a narrow interval", 33, 10000000, 3333400),
    branch("wrong: always true at 0", 0, 1000, 1000),
    branch("wrong: never true at 100", 100, 1000, 0),
    branch("ok: 0 of 100000 at 0", 0, 100000, 0),
    branch("constant: always false, declared 1", 1, 1000, 0, constant=1),
    branch("constant: under the minimum too", 90, 5, 0, constant=1),
    branch("constant: would be wrong", 95, 100000, 0, constant=1),
    branch("exact build: miscalibrated (exact either way)", 50, 100000, 30000, exact=1),
    branch("exact build: ok", 30, 100000, 30000, exact=1),
    branch("sparc64-like 94/6: 90 declared, 97% observed: wrong", 90, 100000, 97000, high=94, low=6),
    branch("sparc64-like 94/6: 92 declared, 90% observed: miscalibrated", 92, 100000, 90000, high=94, low=6),
    branch("high 49 low 49: 50 declared, 40% observed: wrong", 50, 100000, 40000, high=49, low=49),
    access("access: safe declared, never misaligned: wrong (direct)", 60, 100000, 0),
    access("access: checked, 25% misaligned: miscalibrated", 10, 100000, 25000),
    access("access: 2 bytes (no test below 4): safe, miscalibrated", 10, 100000, 50000, size=2),
    access("access: direct at 0, never misaligned: ok", 0, 100000, 0),
    access("access: direct declared, 75% misaligned: wrong (safe)", 0, 100000, 75000),
    access("access: few under the minimum", 50, 20, 10),
    access("access: constant alignment", 50, 1000, 0, constant=1),
    access("access: threshold 0: 0 is safe too, 50% at 10: miscalibrated", 10, 100000, 50000, threshold=0, test_below=0),
]


def expect(inp):
    s = dict(count=inp["count"], hits=inp["hits"], declared=inp["declared"], kind=inp["kind"],
             size=inp["size"], constant=inp["constant"])
    cfg = dict(high=inp["high"], low=inp["low"], exact=inp["exact"], threshold=inp["threshold"],
               test_below=inp["test_below"])
    # profiletest.hint_of applies the size itself: give it 4 when test_below already says
    if inp["kind"] == "unaligned":
        s["size"] = 4
    if inp["count"] == 0:
        want = pt.expected(s, cfg, inp["min_count"])
    else:
        want = pt.expected(s, cfg, inp["min_count"])
    out = {}
    for k in ("observed", "ci_low", "ci_high", "verdict", "suggest", "needed", "hint", "suggest_hint"):
        v = want[k]
        out[k] = pt.round4(v) if isinstance(v, float) else v
    return out


def vectors():
    return [{"name": n, "input": i, "expect": expect(i)} for n, i in CASES]


def text():
    return json.dumps(vectors(), indent=1) + "\n"


if __name__ == "__main__":
    t = text()
    if sys.argv[1:] == ["--check"]:
        with open(OUT) as f:
            sys.exit(0 if f.read() == t else 1)
    with open(OUT, "w") as f:
        f.write(t)
    print("wrote %s: %d vectors" % (OUT, len(CASES)))
