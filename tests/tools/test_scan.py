# SPDX-License-Identifier: MIT
"""tools/probable/scan.py: hint sites found in source as the preprocessor
sees it (tests/tools/fixtures/fix/scan.c)."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tools"))

from probable import scan  # noqa: E402

FIXTURE = os.path.join(HERE, "fixtures", "fix", "scan.c")


class TestScan(unittest.TestCase):
    def setUp(self):
        self.s = scan.scan_file(FIXTURE, name="scan.c")

    def test_sites_in_comments_strings_raw_strings_are_not_sites(self):
        """calls inside comments, strings and raw strings are not sites"""
        exprs = [(x.macro, x.expr) for x in self.s.sites]
        self.assertNotIn(("probable", "x"), exprs)
        self.assertNotIn(("probable", "y"), exprs)
        self.assertNotIn(("probable", "a"), exprs)
        self.assertEqual(len(self.s.sites), 9)

    def test_expr_is_spelled_as_stringify(self):
        """expr: comments and newlines become one space, as #x spells it"""
        self.assertEqual(self.s.sites[0].expr, "i > j")
        self.assertEqual(self.s.sites[0].declared, 30)      # PC from the file's #define
        self.assertEqual(self.s.sites[1].declared, 60)      # 2*PC

    def test_two_identical_calls_on_one_line_are_two_sites(self):
        """nth counts calls with the same macro and expr on one line; col tells them apart"""
        line9 = [x for x in self.s.sites if x.line == 9]
        self.assertEqual([(x.col, x.nth, x.declared) for x in line9], [(18, 0, 60), (42, 1, 30)])

    def test_conditional_and_guard(self):
        """a site in #if is marked; the whole-file include guard is not a conditional"""
        self.assertEqual(self.s.guard, (2, 18, "G_H"))
        rz = [x for x in self.s.sites if x.macro == "RARELY_ZERO"][0]
        self.assertEqual(rz.conditional, (10,))
        self.assertEqual(rz.declared, 5)                    # from PROBABLE_MACRO_SITE's pc
        self.assertEqual(rz.expr, "i % 4")
        self.assertEqual(self.s.sites[0].conditional, ())

    def test_builtins_attributes_continuations(self):
        """__builtin_expect, [[likely]], likely() after a continued line"""
        by = {(x.macro, x.line): x for x in self.s.sites}
        self.assertEqual(by[("__builtin_expect", 13)].declared, 10)
        self.assertEqual(by[("[[likely]]", 13)].declared, 90)
        self.assertEqual(by[("get_unaligned_le32_p", 15)].expr, "p")
        self.assertEqual(by[("likely", 16)].expr, "z")

    def test_span_is_the_call(self):
        """span covers the call exactly (byte offsets)"""
        with open(FIXTURE, "rb") as f:
            raw = f.read()
        x = self.s.sites[3]
        self.assertEqual(raw[x.span[0]:x.span[1]], b"RARELY_ZERO(i % 4)")

    def test_defines(self):
        """#define NAME(params) body is parsed"""
        d = self.s.defines["RARELY_ZERO"][0]
        self.assertEqual(d.params, ["v"])
        self.assertEqual(scan.stringify(d.body), "PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)")

    def test_value_site_macros(self):
        """a project macro defined through PROBABLE_MACRO_VALUE_SITE (zstd's LIKELY(x), whose value is x) is a hint macro as a PROBABLE_MACRO_SITE one is: its calls are sites with its pc, recorded by the build"""
        for through in ("PROBABLE_MACRO_VALUE_SITE", "PROBABLE_MACRO_SITE"):
            with self.subTest(through=through):
                text = ("#define LIKELY(x) %s(LIKELY, x, #x, 80)\n"
                        "#define HINT(x, pc) %s(HINT, x, #x, pc)\n"
                        "int f(int a) { return LIKELY(a) + HINT(a > 1, 30); }\n") % (through, through)
                s = scan.scan_text(text, "v.c")
                self.assertEqual([(x.macro, x.expr, x.declared) for x in s.sites],
                                 [("LIKELY", "a", 80), ("HINT", "a > 1", 30)])
                # no record names them: both are in the build, compiled out of it
                self.assertEqual(sorted((u["macro"], u["verdict"]) for u in scan.unlisted(s, [])),
                                 [("HINT", "compiled-out"), ("LIKELY", "compiled-out")])

    def test_value_site_macro_in_a_header(self):
        """probable-report finds a header's PROBABLE_MACRO_VALUE_SITE macro with its pc (coverage.Tree)"""
        import tempfile
        from probable import coverage
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "hints.h"), "w") as f:
                f.write("#define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 85)\n"
                        "#define UNLIKELY(x) PROBABLE_MACRO_VALUE_SITE(UNLIKELY, x, #x, 15)\n")
            macros = coverage.Tree(d, {}).macros
        self.assertEqual((macros.get("LIKELY"), macros.get("UNLIKELY")), (85, 15))

    def test_user_macro_option(self):
        """--macro NAME=PC: a project's macro as a site with that pc"""
        s = scan.scan_text("int f(int a){ return MY_HINT(a > 1) + EXP(a, 3); }\n",
                           macros={"MY_HINT": 80, "EXP": None})
        self.assertEqual([(x.macro, x.expr, x.declared) for x in s.sites],
                         [("MY_HINT", "a > 1", 80), ("EXP", "a", 3)])
        self.assertEqual(scan.parse_macro_option("A=7"), ("A", 7))
        self.assertRaises(ValueError, scan.parse_macro_option, "A=101")


if __name__ == "__main__":
    unittest.main()


class Unlisted(unittest.TestCase):
    def test_compiled_out(self):
        """a site the build folded away (or left in an #if) is listed as compiled-out; recorded ones are not"""
        text = ("int f(int i) {\n"
                "  if (sizeof(void *) < 8 && probable(i > 9, 5)) return 1;\n"
                "#if 0\n  if (probable(i < 0, 1)) return 2;\n#endif\n"
                "  return probable(i == 3, 50) + probable(i == 3, 50) + likely(i);\n}\n")
        s = scan.scan_text(text, "f.c")
        rec = [{"line": 6, "macro": "probable", "expr": "i == 3", "nth": 0}]
        out = scan.unlisted(s, rec)
        self.assertEqual([(x["line"], x["nth"], x["expr"], x["verdict"], x["count"]) for x in out],
                         [(2, 0, "i > 9", "compiled-out", 0), (4, 0, "i < 0", "compiled-out", 0),
                          (6, 1, "i == 3", "compiled-out", 0)])
        # likely() counts only when the build records likely() sites
        out = scan.unlisted(s, rec + [{"line": 6, "macro": "likely", "expr": "j", "nth": 0}])
        self.assertIn((6, "likely"), [(x["line"], x["macro"]) for x in out])
