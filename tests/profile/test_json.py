# SPDX-License-Identifier: MIT
"""tests/profile/test_json.py - the report's formats: JSON version 2 (header,
fields and types, one site per line, worst first, valid UTF-8 whatever bytes the
source held: latin1.c) and the text table (the same sites, worst first)."""

import json
import os
import re

from profiletest import (VERDICTS, X86, ProfileTest, build, fixture, per_compiler, require_x86, run,
                         scratch, sort_key)

TYPES = {"file": str, "line": int, "func": str, "expr": str, "macro": str, "kind": str, "arch": str,
         "declared": int, "high": int, "low": int, "exact": int, "threshold": int, "test_below": int,
         "size": int, "count": int, "hits": int, "observed": (int, float), "ci_low": (int, float),
         "ci_high": (int, float), "hint": str, "verdict": str, "suggest": int, "suggest_hint": str,
         "needed": int, "nth": int, "col": int, "cond": str, "constant": int, "source": str}


def setUpModule():
    require_x86()


class Json:
    def verdicts(self):
        prog = build("verdicts.c", self.cc)
        return run(prog, report=prog + ".json")

    def test_header(self):
        """JSON: {"format": "probable-profile", "version": 3, "source": "profile", "run": <string>, "dumps": 1, "sites": [...]}"""
        rep = self.verdicts().report
        self.assertEqual(list(rep), ["format", "version", "source", "run", "dumps", "sites"])
        self.assertEqual((rep["format"], rep["version"], rep["source"], rep["dumps"]), ("probable-profile", 3, "profile", 1))
        for s in rep["sites"]:
            self.assertEqual((s["source"], s["nth"], s["col"], s["constant"], s["cond"]), ("profile", 0, 0, 0, s["expr"]), s)
            self.assertEqual("why" in s, s["verdict"] in ("few", "constant"), s)
        self.assertIsInstance(rep["run"], str)
        self.assertTrue(rep["run"])

    def test_layout(self):
        """JSON: the writer's layout: the header line, one site object per line, then ]}"""
        r = self.verdicts()
        with open(r.report_path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertRegex(lines[0], r'^\{"format": "probable-profile", "version": 3, "source": "profile", '
                                   r'"run": "[^"]*", "dumps": 1, "sites": \[$')
        self.assertEqual(lines[-1], "]}")
        body = lines[1:-1]
        self.assertEqual(len(body), 14)
        for i, l in enumerate(body):
            self.assertIsInstance(json.loads(l.rstrip(",")), dict, l)
            self.assertEqual(l.endswith(","), i < len(body) - 1, l)

    def test_fields(self):
        """JSON: every site has every field of the spec, typed; kind, hint, verdict from their sets"""
        rep = self.verdicts().report
        bad = []
        for s in rep["sites"]:
            for k, t in TYPES.items():
                if k not in s or isinstance(s[k], bool) or not isinstance(s[k], t):
                    bad.append("%s:%s: %s is %r" % (s.get("file"), s.get("line"), k, s.get(k)))
            if s.get("verdict") not in VERDICTS:
                bad.append("verdict %r" % s.get("verdict"))
            hints = ("likely", "unlikely", "none", "exact") if s.get("kind") == "branch" else ("direct", "checked", "safe")
            if s.get("kind") not in ("branch", "unaligned") or s.get("hint") not in hints:
                bad.append("kind %r hint %r" % (s.get("kind"), s.get("hint")))
        self.assertEqual(bad, [])

    def test_sorted(self):
        """JSON: worst first: verdict order, then |observed - declared| descending, then file, line"""
        sites = self.verdicts().report["sites"]
        self.assertEqual([(s["verdict"], s["line"]) for s in sites],
                         [(s["verdict"], s["line"]) for s in sorted(sites, key=sort_key)])

    def test_text(self):
        """text (PROBABLE_PROFILE=-): one header naming 14 sites, run and pid; one line per site, worst first"""
        r = self.verdicts()
        t = run(r.report_path and build("verdicts.c", self.cc), report="-", fmt=None)
        self.assertEqual(t.stdout, r.stdout, "stdout is the program's, unchanged")
        lines = t.stderr.splitlines()
        heads = [l for l in lines if l.startswith("probable profile: ")]
        self.assertEqual(len(heads), 1, t.stderr)
        self.assertRegex(heads[0], r"^probable profile: 14 sites, worst first \(run \S+, pid \d+\)$")
        rows = [l for l in lines if l.split() and l.split()[0] in VERDICTS]
        self.assertEqual(len(rows), 14)
        rep = r.report
        self.assertEqual([l.split()[0] for l in rows], [s["verdict"] for s in rep["sites"]])
        for s in rep["sites"]:
            where = "%s:%d %s()" % (s["file"], s["line"], s["func"])
            hit = [l for l in rows if where in l and l.rstrip().endswith(s["expr"]) and l.split()[0] == s["verdict"]
                   and l.split()[1] == str(s["declared"]) and (" %d " % s["count"]) in l]
            self.assertEqual(len(hit), 1, "text lines for %s" % where)
        self.assertRegex(t.stderr, r"(?m)^ +write 30 \(none here\)$")
        self.assertRegex(t.stderr, r"(?m)^ +about [0-9]+ evaluations would tell$")

    def test_latin1(self):
        """a Latin-1 byte in a condition (and in the file name): json.load succeeds, the byte read as U+00E9"""
        flags = ["-Wno-invalid-source-encoding"] if self.cc.startswith("clang") else []
        d = scratch("latin1-" + self.cc)
        src = os.path.join(d.encode(), b"caf\xe9.c")
        with open(fixture("latin1.c"), "rb") as f, open(src, "wb") as g:
            g.write(f.read())
        prog = build(os.fsdecode(src), self.cc, flags, out=os.path.join(d, "prog"))
        r = run(prog, report=os.path.join(d, "r.json"))
        with open(r.report_path, "rb") as f:
            raw = f.read()
        rep = json.loads(raw.decode("utf-8"))  # strict: raises on invalid UTF-8
        self.assertEqual(len(rep["sites"]), 1)
        s = rep["sites"][0]
        self.assertEqual(s["expr"], 'strcmp(s, "caf\u00e9") == 0')
        self.assertTrue(s["file"].endswith("/caf\u00e9.c"), s["file"])
        self.assertEqual((s["count"], s["hits"]), (1000, 250))
        self.assertEqual(r.stdout, "sum 250\n")


per_compiler(Json, ["gcc", "clang"], globals())
