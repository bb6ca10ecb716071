# SPDX-License-Identifier: MIT
"""probable-fix on a codec-style tree with its own hint macros
(tests/tools/fixtures/fix/codec: #if defined(_MSC_VER) first, a closed
#ifndef/#define/#endif block, RARELY_ZERO, NOT_LIKELY, LIKELY(a && b),
EXPECT(x, v), HINT(x, pc), a COUNTED macro with a side effect, two
identical calls on one line, a constant condition, a site under the
minimum; report.json is the runtime's report of it made version 3 by
hand): the patch applies, the program computes exactly what it did
before, and the proof by compiling catches a rewrite that would not."""

import json
import os
import shutil
import unittest

from fixcommon import TempTree, run_fix, read, write, fixture, compilers, have, INCLUDE

SOURCES = ["src/codec.c", "src/main.c"]


class Codec(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.path("codec")
        shutil.copytree(fixture("fix", "codec"), self.root)
        self.report = os.path.join(self.root, "report.json")

    def db(self, cc):
        """build/compile_commands.json as CMake writes one (arguments for one
        file, command for the other)."""
        src = os.path.join(self.root, "src")
        entries = [{"directory": src, "file": "codec.c",
                    "arguments": [cc, "-O2", "-I" + INCLUDE, "-c", "-o", "codec.o", "codec.c"]},
                   {"directory": src, "file": "main.c",
                    "command": "%s -O2 -c -o main.o main.c" % cc}]
        write(os.path.join(self.root, "build", "compile_commands.json"), json.dumps(entries))
        return os.path.join(self.root, "build")

    def fix(self, *extra, pre=None):
        return run_fix("--root", self.root, "--build-dir", "src", "--rewrite-macros",
                       *(list(extra) + [self.report]), pre=pre)

    def test_rewrites_keep_values(self):
        """each macro call becomes probable() of the macro's own condition"""
        rc, out, err = self.fix()
        self.assertEqual(rc, 0, err)
        self.assertIn("+\t\tif (probable((i % 4) == 0, 25))", out)
        self.assertIn("+\t\tif (probable(!(i % 2), 50))", out)
        self.assertIn("+\t\tif (probable(i % 3 && i % 5, 53))", out)
        self.assertIn("+\t\tif (probable((i % 7) == (3), 14))", out)
        # LIKELY(i) in arithmetic: a long 0 or 1 under PROBABLE_PROFILE, not rewritten
        self.assertIn("+\t\tv += HINT(i % 8, 88) + LIKELY(i);", out)
        self.assertIn("LIKELY() is a long 0 or 1 (as defined at ", err)
        self.assertIn("hints.h:10) here used as a value (an operand of +)", err)
        # two identical calls on one line: two sites, both rewritten
        self.assertIn("+\t\ta += probable(i % 10 == 0, 10) + probable(i % 10 == 0, 10);", out)
        # a side effect in the macro: never rewritten, and said why
        self.assertNotIn("COUNTED(i & 1)\n+", out)
        self.assertIn("COUNTED(i & 1) is not rewritten", err)
        self.assertIn("side effect", err)
        self.assertIn("not proved by compiling", err)

    def test_constant_and_few_are_kept(self):
        """a constant of the build is 'constant here (x86)', a site under --min-count 'few'"""
        rc, out, err = self.fix("--explain")
        self.assertEqual(rc, 0, err)
        self.assertIn("probable(sizeof(void *) < 8) pc 50: constant here (x86)", err)
        self.assertIn("probable(n > 5) pc 90: few: 1 evaluation, fewer than the minimum 100 (--min-count)", err)
        self.assertNotIn("sizeof(void *) < 8, 0", out)
        self.assertNotIn("n > 5, 100", out)

    def test_min_count_option(self):
        """--min-count 2000: every site is few, nothing rewritten"""
        rc, out, err = self.fix("--min-count", "2000")
        self.assertEqual(rc, 0, err)
        self.assertEqual(out, "")

    def test_include_at_top_level(self):
        """the include goes after the file's own includes, outside every #if, in its spelling"""
        rc, out, err = self.fix()
        # on the empty line after them: no line moves
        self.assertIn(' #include "hints.h"\n-\n+#include "probable.h"\n int codec_tests;\n', out)

    def test_program_computes_the_same(self):
        """patch applied: built without profiling, the program prints what it printed before"""
        if not have("patch"):
            self.skipTest("no patch")
        for cc in compilers():
            with self.subTest(cc=cc):
                root = self.path(cc)
                shutil.copytree(self.root, root)
                before = self.build_and_run(cc, root, SOURCES)
                self.assertEqual(before.split(), "250 500 533 286 200 0 1500 1874 0 0".split())
                rc, out, err = run_fix("--root", root, "--build-dir", "src", "--rewrite-macros",
                                       os.path.join(root, "report.json"))
                self.assertEqual(rc, 0, err)
                self.patch(out, root)
                self.assertIn("probable((i % 4) == 0, 25)", read(os.path.join(root, "src", "codec.c")))
                after = self.build_and_run(cc, root, SOURCES)
                self.assertEqual(after, before)
                # and in the profile build too
                self.assertEqual(self.build_and_run(cc, root, SOURCES, ["-DPROBABLE_PROFILE", "-pthread"]),
                                 before)

    def test_proof_passes(self):
        """-p DIR: compiled before and after, same object code, the diff is printed"""
        for cc in compilers():
            with self.subTest(cc=cc):
                rc, out, err = self.fix("-p", self.db(cc), "--explain")
                self.assertEqual(rc, 0, err)
                # the new pcs change the hints' code: the same values once they are reduced
                self.assertRegex(err, r"src/codec.c: same (object code|values) before and after")
                self.assertIn("probable((i % 4) == 0, 25)", out)
                self.assertNotIn("not proved", err)

    def test_proof_catches_a_changed_value(self):
        """-p DIR with the old rewrite (the argument taken for the condition): the file is left unchanged and named with its function"""
        inject = ("import probable.fix.rewrite as RW\n"
                  "RW.condition = lambda site, lookup, rc=None, text=None: "
                  "RW.Condition(site.expr_text(text))")
        for cc in compilers():
            with self.subTest(cc=cc):
                rc, out, err = self.fix("--rewrite-likely", pre=inject)
                self.assertIn("probable(i % 4, 25)", out)      # the fault is there
                rc, out, err = self.fix("-p", self.db(cc), pre=inject)
                self.assertEqual(rc, 0, err)
                self.assertEqual(out, "")
                self.assertIn("src/codec.c: left unchanged", err)
                self.assertRegex(err, r"object code differs.*\(function (zeros|odds|exact|counted), "
                                      r"through codec.c\)")


    def test_proved_only(self):
        """--proved-only: a file the database does not have is left unchanged; without it, said not checked"""
        db = self.path("emptydb")
        write(os.path.join(db, "compile_commands.json"), "[]")
        rc, out, err = self.fix("-p", db)
        self.assertIn("src/codec.c: not proved: no unit of", err)
        self.assertIn("probable((i % 4) == 0, 25)", out)
        rc, out, err = self.fix("-p", db, "--proved-only")
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("src/codec.c: left unchanged (--proved-only)", err)
        rc, out, err = self.fix("--proved-only")
        self.assertEqual((rc, out), (2, ""), err)

    def test_unlisted_site_named(self):
        """a site of the source with no record (folded away: sizeof(void *) < 8 && probable(...)) is named under --explain"""
        doc = json.loads(read(self.report))
        doc["sites"] = [s for s in doc["sites"] if s.get("verdict") != "compiled-out"]
        write(self.report, json.dumps(doc))
        rc, out, err = self.fix("--explain")
        self.assertEqual(rc, 0, err)
        self.assertIn("src/codec.c:65: probable(i > 1000000): compiled out of every build measured", err)
        self.assertEqual(err.count("compiled out"), 1, err)


if __name__ == "__main__":
    unittest.main()
