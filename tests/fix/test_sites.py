# SPDX-License-Identifier: MIT
"""tests/fix/test_sites.py - reports written by the real profile runtime,
so the lines (__LINE__ of calls over several lines) and exprs (#cond) are
each compiler's own, gcc and clang: every call of fixtures/fix.c and
likely.c is found and rewritten (the one inside a #define is skipped with
its reason); the project's own LIKELY()/UNLIKELY() macros
(PROBABLE_MACRO_SITE) are recognised from the report's "macro", listed, or
rewritten with --rewrite-macros into a tree that builds and profiles with
the new pcs."""

import json
import os
import re
import shutil
import subprocess
import unittest

from common import (TempTree, run_fix, read, write, fixture, INCLUDE, REPORT, compilers, mark,
                    load_tool)


def key(s):
    """A site across the fix: its nested call's pc is left out of its expr."""
    return (os.path.basename(s["file"]), s["line"], re.sub(r", \d+\)", ", N)", s["expr"]))


def force(path, out):
    """Rewrite a runtime report so that every site measures declared + 1
    (declared - 1 at 100) exactly, over 10^6 evaluations."""
    doc = json.loads(read(path))
    want = []
    for s in doc["sites"]:
        new = s["declared"] + 1 if s["declared"] < 100 else 99
        s["count"], s["hits"] = 1000000, new * 10000
        for k in ("observed", "ci_low", "ci_high", "verdict", "suggest", "hint", "suggest_hint"):
            s.pop(k, None)
        want.append((key(s), new))
    write(out, json.dumps(doc))
    return want


class Sites(TempTree):
    def setUp(self):
        super().setUp()
        if not os.path.isfile(REPORT):
            self.skipTest("tools/probable-report is not there")
        if not compilers():
            self.skipTest("no gcc or clang")
        self.lib = load_tool(REPORT, "probable_report")

    def profile(self, cc, root, srcs, name, flags=()):
        exe = os.path.join(self.tmp, name)
        cmd = [cc, "-O1", "-w", "-DPROBABLE_PROFILE", "-I" + INCLUDE, "-pthread"] + list(flags) + \
            ["-o", exe] + srcs
        p = subprocess.run(cmd, cwd=root, capture_output=True)
        self.assertEqual(p.returncode, 0, "%s: %s" % (" ".join(cmd), p.stderr.decode()))
        rep = os.path.join(self.tmp, name + ".json")
        p = subprocess.run([exe], cwd=root, capture_output=True,
                           env=dict(os.environ, PROBABLE_PROFILE=rep, PROBABLE_PROFILE_FORMAT="json"))
        self.assertTrue(os.path.isfile(rep), p.stderr.decode())
        return rep

    def test_every_call_found(self):
        """gcc and clang: every site of fix.c and likely.c is rewritten to its measured pc; a rebuild declares exactly those"""
        for cc in compilers():
            with self.subTest(cc=cc):
                root = self.tree({"src/fix.c": "@fix.c", "src/likely.c": "@likely.c",
                                  "src/main.c": "@fixmain.c"}, "w-" + cc)
                srcs = ["src/fix.c", "src/likely.c", "src/main.c"]
                r1 = self.profile(cc, root, srcs, "p1-" + cc)
                want = force(r1, r1 + ".forced")
                res = run_fix("--root", root, "--tolerance", "0", "--rewrite-likely",
                              "--verdicts", "wrong,miscalibrated", r1 + ".forced")
                self.assertEqual(res.rc, 0, res)
                text = read(fixture("fix.c"))
                skips = [l for l in res.err.split("\n") if ": skip " in l]
                self.assertEqual(len(skips), 1, res)
                self.assertIn("skip src/fix.c:%d: probable(i & 1, 50): 2 calls" % mark(text, "twice"), skips[0])
                self.assertIn("change src/fix.c:%d: CHECK(n > 5) has the fixed pc 33 of macro CHECK "
                              "(which calls probable())" % mark(text, "check"), res.err)
                self.both_apply(root, res.out)
                r2 = self.profile(cc, root, srcs, "p2-" + cc)
                got = sorted((key(s), s["declared"])
                             for s in json.loads(read(r2))["sites"] if s["expr"] not in ("n > 5", "i & 1"))
                check = sorted(kv for kv in want if kv[0][2] not in ("n > 5", "i & 1"))
                self.assertEqual(len(check), 22)
                self.assertEqual(got, check, cc)

    def test_user_macros(self):
        """LIKELY()/UNLIKELY()/HINT() through PROBABLE_MACRO_SITE: the report names the macro; listed without --rewrite-macros, rewritten with it into a tree that builds and profiles as probable() with the measured pcs"""
        cc = compilers()[0]
        root = self.tree({"src/codec.c": "@macros/codec.c", "src/hints.h": "@macros/hints.h",
                          "src/main.c": "@macros/main.c"})
        srcs = ["src/codec.c", "src/main.c"]
        r1 = self.profile(cc, root, srcs, "m1")
        sites = json.loads(read(r1))["sites"]
        self.assertEqual(sorted(set(s["macro"] for s in sites)), ["HINT", "LIKELY", "UNLIKELY"])
        want = force(r1, r1 + ".forced")
        res = run_fix("--root", root, "--tolerance", "0", r1 + ".forced")
        self.assertNotIn("no probable() call", res.err)
        self.assertEqual(res.err.count(": change src/codec.c:"), 4, res)
        self.assertIn("4 macro sites to change by hand", res.err)
        res = run_fix("--root", root, "--tolerance", "0", "--rewrite-macros", r1 + ".forced")
        self.assertNotIn(": change ", res.err)
        self.both_apply(root, res.out)
        r2 = self.profile(cc, root, srcs, "m2")
        # (lines below the added #include moved by one: sites by expr)
        got = {s["expr"]: (s["declared"], s["macro"]) for s in json.loads(read(r2))["sites"]}
        self.assertEqual(len(got), 5)
        for k, v in want:
            self.assertIn(got.get(k[2]), ((v, "probable"), (v, "HINT")), k)


if __name__ == "__main__":
    unittest.main()
