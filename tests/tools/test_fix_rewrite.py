# SPDX-License-Identifier: MIT
"""tools/probable/fix/rewrite.py: the condition a project's hint macro
computes, from its own definition, with the call's arguments in place."""

import unittest

import common  # noqa: F401  (tools/ on sys.path)
from probable import scan as S
from probable.fix import rewrite as RW


def cond(defines, call, report_cond=None, macros=None):
    """The Condition of the first site of call, with these #define lines."""
    text = defines + "\nint f(int i, int j, int *p) { return %s; }\n" % call
    name = call.split("(")[0]
    sc = S.scan_text(text, "t.c", macros or {name: None})
    site = [s for s in sc.sites if s.macro == name][0]
    return RW.condition(site, lambda n: sc.defines.get(n, []), report_cond, text)


class MacroCondition(unittest.TestCase):
    def test_compare(self):
        """RARELY_ZERO(i % 4) is (i % 4) == 0, checked against the report's cond"""
        d = "#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)"
        self.assertEqual(cond(d, "RARELY_ZERO(i % 4)", "(i % 4) == 0").text, "(i % 4) == 0")
        # the report's cond spelled with other spacing: same tokens
        self.assertEqual(cond(d, "RARELY_ZERO(i % 4)", "(i%4)==0").text, "(i % 4) == 0")

    def test_negate(self):
        """NOT_LIKELY(x) is !(x)"""
        d = "#define NOT_LIKELY(x) PROBABLE_MACRO_SITE(NOT_LIKELY, !(x), #x, 90)"
        self.assertEqual(cond(d, "NOT_LIKELY(i % 2)", "!(i % 2)").text, "!(i % 2)")

    def test_several_parameters(self):
        """EXPECT(x, v) is (x) == (v); the argument keeps its own spelling"""
        d = "#define EXPECT(x, v) PROBABLE_MACRO_SITE(EXPECT, (x) == (v), #x, 80)"
        self.assertEqual(cond(d, "EXPECT(i  +1, j)", "(i +1) == (j)").text, "(i  +1) == (j)")

    def test_no_parentheses_added(self):
        """the preprocessor adds none: #define BAD(x) x == 0 with a + b stays a + b == 0"""
        d = "#define BAD(x) PROBABLE_MACRO_SITE(BAD, x == 0, #x, 5)"
        self.assertEqual(cond(d, "BAD(i + j)", "i + j == 0").text, "i + j == 0")

    def test_identity_needs_no_cond(self):
        """LIKELY(a && b): the condition is the argument itself, no cond needed"""
        d = "#define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)"
        self.assertEqual(cond(d, "LIKELY(i && j)").text, "i && j")
        d = "#define LIKELY(x) probable((x), 90)"
        self.assertEqual(cond(d, "LIKELY(i && j)").text, "i && j")

    def test_no_cond_in_report(self):
        """a condition that is not the argument, and a report without cond: not rewritten"""
        d = "#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)"
        c = cond(d, "RARELY_ZERO(i % 4)")
        self.assertIsNone(c.text)
        self.assertIn("does not say the condition", c.why)
        self.assertIn("(i % 4) == 0", c.why)

    def test_cond_disagrees(self):
        """the report's cond differs from what the definition gives: not rewritten"""
        d = "#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)"
        c = cond(d, "RARELY_ZERO(i % 4)", "(i % 4) != 0")
        self.assertIsNone(c.text)
        self.assertIn("is not", c.why)

    def test_kernel_likely(self):
        """#define likely(x) __builtin_expect(!!(x), 1): probable(x) has its value"""
        d = "#define likely(x) __builtin_expect(!!(x), 1)"
        c = cond(d, "likely(p)")
        self.assertEqual(c.text, "p")
        self.assertIn("long", c.note)

    def test_builtin_expect_value_not_boolean(self):
        """#define likely(x) __builtin_expect((x), 1) has the value of x, not 0/1: refused"""
        d = "#define likely(x) __builtin_expect((x), 1)"
        c = cond(d, "likely(i)")
        self.assertIsNone(c.text)
        self.assertIn("not 0 or 1", c.why)
        d = "#define UNL(x) __builtin_expect((x) == 0, 0)"
        self.assertEqual(cond(d, "UNL(i)", "(i) == 0").text, "(i) == 0")

    def test_side_effects_refused(self):
        """a macro with a side effect or a function call in its condition: refused"""
        for d, what in (("#define C(x) probable((n++, (x)), 90)", "++"),
                        ("#define C(x) probable(check(x), 90)", "check()"),
                        ("#define C(x) probable((last = (x)), 90)", "=")):
            with self.subTest(d=d):
                c = cond(d, "C(i)", "whatever")
                self.assertIsNone(c.text)
                self.assertIn(what, c.why)

    def test_not_a_plain_hint(self):
        """a body that is more than one hint call, or stringifies: refused"""
        for d in ("#define C(x) (log(#x), probable(x, 90))",
                  "#define C(x) probable(x, 90) + 1",
                  "#define C(x) PROBABLE_MACRO_SITE(C, x##1, #x, 90)",
                  "#define C(x, ...) probable(x, 90)"):
            with self.subTest(d=d):
                self.assertIsNone(cond(d, "C(i)", "i").text)

    def test_definitions_under_if(self):
        """several definitions: the same condition is fine, different ones are refused"""
        same = ("#ifdef PROBABLE_PROFILE\n#define L(x) PROBABLE_MACRO_SITE(L, !(x), #x, 90)\n"
                "#else\n#define L(x) probable(!(x), 90)\n#endif")
        self.assertEqual(cond(same, "L(i)", "!(i)").text, "!(i)")
        differ = ("#ifdef FAST\n#define L(x) probable(!(x), 90)\n"
                  "#else\n#define L(x) probable((x) == 0, 90)\n#endif")
        c = cond(differ, "L(i)", "!(i)")
        self.assertIsNone(c.text)
        self.assertIn("2 definitions", c.why)

    def test_fallback_agrees_for_truth(self):
        """__builtin_expect(!!(x), 1) and its fallback (x) differ only by !!: the same truth, one condition; the types are both said"""
        d = ("#ifdef __GNUC__\n#define likely(x) __builtin_expect(!!(x), 1)\n"
             "#else\n#define likely(x) (x)\n#endif")
        c = cond(d, "likely(i)", macros={"likely": 90})
        self.assertEqual(c.text, "i")
        self.assertEqual([t for t, _ in c.types], [RW.LONG01, RW.VALUE])
        self.assertFalse(c.same)
        d = "#define L(x) probable((x) != 0, 90)\n#define M(x) probable(!!(x), 90)"
        self.assertTrue(cond(d, "L(i)").same)
        self.assertEqual(cond(d, "M(i)").text, "i")

    def test_not_found(self):
        """a macro whose definition is in no file found: refused"""
        c = cond("", "HIDDEN(i)", "i")
        self.assertIsNone(c.text)
        self.assertIn("no definition", c.why)

    def test_probable_likely_h(self):
        """likely() with no definition of the project's is probable_likely.h's: !!(x)"""
        self.assertEqual(cond("", "likely(i > j)", macros={"likely": 90}).text, "i > j")

    def test_is_boolean(self):
        """0/1-valued expressions, as the rewrite of a __builtin_expect body needs"""
        yes = ["!x", "!!(x)", "a == b", "(a < b)", "a && b | c", "a || b", "!(a + b)"]
        no = ["x", "(x)", "a & b", "a == b | c", "a ? b : c", "!a + b", "a = b"]
        for e in yes:
            self.assertTrue(RW.is_boolean(S.tokenize(e)), e)
        for e in no:
            self.assertFalse(RW.is_boolean(S.tokenize(e)), e)


if __name__ == "__main__":
    unittest.main()


class NestedMacros(unittest.TestCase):
    LZ4_STYLE = ("#if defined(__GNUC__)\n#define expect(expr,value) (__builtin_expect ((expr),(value)) )\n"
                 "#else\n#define expect(expr,value) (expr)\n#endif\n"
                 "#ifndef likely\n#define likely(expr) expect((expr) != 0, 1)\n#endif\n"
                 "#ifndef unlikely\n#define unlikely(expr) expect((expr) != 0, 0)\n#endif")

    def test_macro_of_a_macro(self):
        """likely(expr) defined as expect((expr) != 0, 1), expect as __builtin_expect or (expr): probable(expr)"""
        c = cond(self.LZ4_STYLE, "likely(i < j - (4-1))", macros={"likely": 90})
        self.assertEqual(c.text, "i < j - (4-1)")
        c = cond(self.LZ4_STYLE, "unlikely(p[-1] == i)", macros={"unlikely": 10})
        self.assertEqual(c.text, "p[-1] == i")

    def test_value_macro_of_a_macro(self):
        """#define L(x) expect((x), 1): its value is x, not 0/1: refused"""
        d = self.LZ4_STYLE + "\n#define L(x) expect((x), 1)"
        c = cond(d, "L(i)")
        self.assertIsNone(c.text)
        self.assertIn("not 0 or 1", c.why)

    def test_plain_value_only(self):
        """a macro that is only a value, no hint anywhere: refused"""
        c = cond("#define L(x) (!!(x))", "L(i)")
        self.assertIsNone(c.text)
        self.assertIn("no hint", c.why)


class ValueMacros(unittest.TestCase):
    ZSTD_STYLE = ("#if defined(__GNUC__)\n#define LIKELY(x) (__builtin_expect((x), 1))\n"
                  "#define UNLIKELY(x) (__builtin_expect((x), 0))\n#else\n"
                  "#define LIKELY(x) (x)\n#define UNLIKELY(x) (x)\n#endif")

    def test_boolean_argument(self):
        """zstd-style LIKELY(x) = __builtin_expect((x), 1): a comparison keeps its value in probable()"""
        self.assertEqual(cond(self.ZSTD_STYLE, "LIKELY(i < j)", macros={"LIKELY": 90}).text, "i < j")
        self.assertEqual(cond(self.ZSTD_STYLE, "UNLIKELY(!p)", macros={"UNLIKELY": 10}).text, "!p")

    def test_value_argument(self):
        """zstd-style LIKELY(n): its value is n, which probable() would make 0/1: refused"""
        for call in ("LIKELY(i)", "UNLIKELY(i & 4)", "LIKELY(i ? j : 0)"):
            with self.subTest(call=call):
                c = cond(self.ZSTD_STYLE, call, macros={call.split("(")[0]: 90})
                self.assertIsNone(c.text)
                self.assertIn("not 0 or 1", c.why)

    # the same macros in a profile build: PROBABLE_MACRO_VALUE_SITE, x as a long
    PROFILE_STYLE = ("#ifdef PROBABLE_PROFILE\n"
                     "#define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)\n"
                     "#define UNLIKELY(x) PROBABLE_MACRO_VALUE_SITE(UNLIKELY, x, #x, 10)\n"
                     "#elif defined(__GNUC__)\n#define LIKELY(x) (__builtin_expect((x), 1))\n"
                     "#define UNLIKELY(x) (__builtin_expect((x), 0))\n#else\n"
                     "#define LIKELY(x) (x)\n#define UNLIKELY(x) (x)\n#endif")
    VALUE_SITE_ONLY = ("#define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)\n"
                       "#define UNLIKELY(x) PROBABLE_MACRO_VALUE_SITE(UNLIKELY, (x), #x, 10)")

    def test_value_site_as_builtin_expect(self):
        """PROBABLE_MACRO_VALUE_SITE(NAME, x, ...) is judged as __builtin_expect((x), c): a 0/1-valued argument is rewritten (a long 0 or 1), any other refused"""
        for defs in (self.ZSTD_STYLE, self.PROFILE_STYLE, self.VALUE_SITE_ONLY):
            for call, want in (("LIKELY(i < j)", "i < j"), ("UNLIKELY(!p)", "!p"),
                               ("LIKELY(i && j)", "i && j"), ("LIKELY(i)", None),
                               ("UNLIKELY(i & 4)", None), ("LIKELY(i ? j : 0)", None),
                               ("UNLIKELY(p)", None)):
                with self.subTest(defs=defs[:40], call=call):
                    c = cond(defs, call, macros={call.split("(")[0]: 90})
                    self.assertEqual(c.text, want, c.why)
                    if want is None:
                        self.assertIn("its value converted to long, not 0 or 1", c.why)
                    else:
                        self.assertEqual(set(t for t, _ in c.types) - {RW.BOOL01}, {RW.LONG01})
                        self.assertFalse(c.same)        # a long, not probable()'s int
        c = cond(self.VALUE_SITE_ONLY, "LIKELY(i)", macros={"LIKELY": 90})
        self.assertIn("is PROBABLE_MACRO_VALUE_SITE of i", c.why)

    def test_macro_site_is_a_long(self):
        """PROBABLE_MACRO_SITE is a long 0 or 1, not probable()'s int: rewritten for truth, never where its type shows"""
        d = "#define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)"
        c = cond(d, "LIKELY(i)")
        self.assertEqual(c.text, "i")
        self.assertEqual([t for t, _ in c.types], [RW.LONG01])
        self.assertFalse(c.same)
