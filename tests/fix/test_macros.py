# SPDX-License-Identifier: MIT
"""tests/fix/test_macros.py - sites written with macros: the project's own
(a report's "macro": "LIKELY" for LIKELY(x) defined through
PROBABLE_MACRO_SITE) listed for the user, or rewritten into probable(x, pc)
with --rewrite-macros; likely()/unlikely() with --rewrite-likely; the
#include <probable.h> a rewritten file needs, so the tree still builds; the
public names read from probable.h."""

import os
import shutil
import subprocess
import unittest

from common import (fix, TempTree, write_report, site, run_fix, read, write, mark, fixture,
                    compilers, compile_ok, INCLUDE, FIX, TOP)

CODEC = "src/codec.c"


class UserMacros(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.tree({CODEC: "@macros/codec.c", "src/hints.h": "@macros/hints.h"})
        self.text = read(fixture("macros", "codec.c"))
        L = lambda tag: mark(self.text, tag)
        self.report = write_report(os.path.join(self.tmp, "r.json"), [
            site(CODEC, L("likely"), "p[i] != 0", 90, 200, macro="LIKELY"),      # wrong: 20
            site(CODEC, L("unlikely"), "p[i] == 0xff", 10, 95, macro="UNLIKELY"), # ok
            site(CODEC, L("hint"), "p[i] & 1", 30, 700, macro="HINT"),           # wrong: 70
            site(CODEC, L("two"), "p[i] > 2", 90, 500, macro="LIKELY"),          # wrong: 50
            site(CODEC, L("two"), "s < 0", 10, 100, macro="UNLIKELY"),           # ok
        ])

    def test_listed_without_option(self):
        """without --rewrite-macros: a macro with a pc argument is rewritten in place; fixed-pc ones are named (file:line, macro, measured, suggestion), never 'no probable() call'"""
        res = run_fix("--root", self.root, self.report)
        self.assertEqual(res.rc, 0, res)
        self.assertNotIn("no probable() call", res.err)
        L = lambda tag: mark(self.text, tag)
        self.assertIn("change %s:%d: LIKELY(p[i] != 0) has the fixed pc 90 of macro LIKELY, measured 20.0%%"
                      % (CODEC, L("likely")), res.err)
        self.assertIn("suggest 20: --rewrite-macros makes it probable(p[i] != 0, 20)", res.err)
        self.assertIn("change %s:%d: LIKELY(p[i] > 2)" % (CODEC, L("two")), res.err)
        self.assertIn("2 macro sites to change by hand", res.err)
        plus = [l for l in res.out.split("\n") if l.startswith("+") and not l.startswith("+++")]
        self.assertEqual(plus, ["+\t\tif (HINT(p[i] & 1, 70))                 /* @hint */"])

    def test_rewrite_macros(self):
        """--rewrite-macros: LIKELY(x) becomes probable(x, pc); the file gets #include <probable.h>; the diff applies and the file compiles"""
        res = run_fix("--root", self.root, "--rewrite-macros", self.report)
        self.assertEqual(res.rc, 0, res)
        self.both_apply(self.root, res.out)
        got = read(os.path.join(self.root, CODEC))
        lines = got.split("\n")
        self.assertEqual(lines[2:4], ['#include "hints.h"', "#include <probable.h>"])
        self.assertIn("if (probable(p[i] != 0, 20))", got)
        self.assertIn("if (HINT(p[i] & 1, 70))", got)
        self.assertIn("if (probable(p[i] > 2, 50) && UNLIKELY(s < 0))", got)
        self.assertIn("if (UNLIKELY(p[i] == 0xff))", got)
        for cc in compilers():
            ok, err = compile_ok(cc, os.path.join(self.root, CODEC))
            self.assertTrue(ok, "%s: %s" % (cc, err))


class Wrappers(TempTree):
    def test_argument_that_is_not_a_pc(self):
        """a wrapper whose other argument is not the pc (LOG_IF(x > 3, "msg")): never rewritten, named for the user"""
        root = self.tree({"w.c": '#include <probable.h>\n#define LOG_IF(c, m) (probable(c, 20) ? m : "")\n'
                                 'const char *f(int x)\n{\n\treturn LOG_IF(x > 3, "msg");\n}\n'})
        r = write_report(os.path.join(self.tmp, "r.json"), [site("w.c", 5, "x > 3", 20, 900)])
        for extra in ([], ["--rewrite-macros"]):
            res = run_fix("--root", root, *extra, r)
            self.assertEqual((res.rc, res.out), (0, ""), res)
            self.assertIn('change w.c:5: LOG_IF(x > 3) has the fixed pc 20 of macro LOG_IF (which calls '
                          'probable()), measured 90.0%', res.err)
            self.assertIn("write probable(x > 3, 90) there by hand", res.err)


class Likely(TempTree):
    def test_include_added_and_tree_builds(self):
        """--rewrite-likely in a file profiled through -include probable_likely.h that never includes probable.h: #include <probable.h> after its last leading #include; it compiles without -include"""
        root = self.tree({"own.c": "@ownlikely.c"})
        text = read(fixture("ownlikely.c"))
        r = write_report(os.path.join(self.tmp, "r.json"), [
            site("own.c", mark(text, "comma"), "s[i] == ','", 90, 100, macro="likely"),
            site("own.c", mark(text, "many"), "n > 3", 10, 600, macro="unlikely")])
        res = run_fix("--root", root, r)
        self.assertEqual(res.out, "", res)
        self.assertEqual(res.err.count("--rewrite-likely makes it"), 2, res)
        res = run_fix("--root", root, "--rewrite-likely", r)
        self.both_apply(root, res.out)
        got = read(os.path.join(root, "own.c")).split("\n")
        self.assertEqual(got[3:6], ["#include <string.h>", "#include <probable.h>", ""])
        self.assertIn("\t\tif (probable(s[i] == ',', 10))                /* @comma */", got)
        self.assertIn("\tif (probable(n > 3, 60))                            /* @many */", got)
        for cc in compilers():
            ok, err = compile_ok(cc, os.path.join(root, "own.c"))
            self.assertTrue(ok, "%s: %s" % (cc, err))

    def test_include_spelling(self):
        """--add-include '"probable.h"' chooses the spelling; '' adds none"""
        root = self.tree({"own.c": "@ownlikely.c"})
        text = read(fixture("ownlikely.c"))
        r = write_report(os.path.join(self.tmp, "r.json"), [
            site("own.c", mark(text, "comma"), "s[i] == ','", 90, 100, macro="likely")])
        res = run_fix("--root", root, "--rewrite-likely", "--add-include", '"probable.h"', r)
        self.assertIn('+#include "probable.h"\n', res.out)
        res = run_fix("--root", root, "--rewrite-likely", "--add-include", "", r)
        self.assertNotIn("#include", res.out)
        res = run_fix("--root", root, "--rewrite-likely", "--add-include", "probable.h", r)
        self.assertEqual(res.rc, 1)

    def test_no_second_include(self):
        """a file that includes probable.h (fixtures/likely.c) gets no second one; a header's goes inside its guard"""
        root = self.tree({"likely.c": "@likely.c", "guarded.h": "@guarded.h"})
        text = read(fixture("likely.c"))
        g = read(fixture("guarded.h"))
        r = write_report(os.path.join(self.tmp, "r.json"), [
            site("likely.c", mark(text, "unlikely"), "x < 0", 10, 500, macro="unlikely"),
            site("guarded.h", mark(g, "comma"), "s[i] == ','", 90, 100, macro="likely")])
        res = run_fix("--root", root, "--rewrite-likely", r)
        self.both_apply(root, res.out)
        self.assertNotIn("#include", read(os.path.join(root, "likely.c")).replace("#include <probable.h>", "", 1))
        lines = read(os.path.join(root, "guarded.h")).split("\n")
        self.assertEqual(lines[2:5], ["#define GUARDED_H", "#include <stddef.h>", "#include <probable.h>"])


class PublicNames(TempTree):
    """The list of public macros comes from probable.h's "BEGIN public
    names" block, so it is written once."""

    def setUp(self):
        super().setUp()
        self.inc = os.path.join(self.tmp, "inc")
        shutil.copytree(INCLUDE, self.inc)
        h = os.path.join(self.inc, "probable.h")
        text = read(h)
        end = "/* END public names */"
        self.assertIn(end, text)
        write(h, text.replace(end, "#define probable_custom_p(p, pc) PROBABLE_GET_SITE_(p, pc, #p, "
                                   "probable_custom_p)\n" + end, 1))
        self.root = self.tree({"a.c": "int f(const int *q)\n{\n\treturn probable_custom_p(q, 10) + "
                                      "probable(*q > 1, 90);\n}\n"})
        self.report = write_report(os.path.join(self.tmp, "r.json"), [
            site("a.c", 3, "q", 10, 700, kind="unaligned", macro="probable_custom_p", size=4),
            site("a.c", 3, "*q > 1", 90, 200)])

    def plus(self, res):
        return [l.replace("\t", "") for l in res.out.split("\n") if l.startswith("+") and not l.startswith("+++")]

    def test_include_dir(self):
        """a name added to probable.h's list in a copy of the headers (--include DIR) is a site"""
        res = run_fix("--root", self.root, "--include", self.inc, self.report)
        self.assertEqual(self.plus(res), ["+return probable_custom_p(q, 70) + probable(*q > 1, 20);"], res)

    def test_default_include(self):
        """by default the tool reads ../include/probable.h (which lacks the name)"""
        res = run_fix("--root", self.root, self.report)
        self.assertEqual(self.plus(res), ["+return probable_custom_p(q, 10) + probable(*q > 1, 20);"], res)

    def test_builtin_list_is_the_headers(self):
        """a copy of the tool alone uses its built-in list, which is probable.h's"""
        alone = os.path.join(self.tmp, "alone", "bin")
        os.makedirs(alone)
        shutil.copy(FIX, os.path.join(alone, "probable-fix"))
        shutil.copy(os.path.join(TOP, "tools", "probable-report"), os.path.join(alone, "probable-report"))
        res = run_fix("--root", self.root, self.report, tool=os.path.join(alone, "probable-fix"))
        self.assertEqual(self.plus(res), ["+return probable_custom_p(q, 10) + probable(*q > 1, 20);"], res)
        builtin = dict(fix.MACROS)
        read_ = fix.read_public_names(os.path.join(INCLUDE, "probable.h")) or {}
        read_.update(fix.LIKELY_MACROS)
        self.assertEqual(builtin, read_)


if __name__ == "__main__":
    unittest.main()
