# SPDX-License-Identifier: MIT
"""tests/fix/test_evaluator.py - the pc expression evaluator of
tools/probable-fix: integer literals in every C spelling, + - * / % with C's
truncating division, parentheses, the file's own object-like #defines; None
(cannot tell) for anything else."""

import unittest

from common import fix


def value(expr, defines=None):
    return fix.Evaluator(defines or {}).value(list(fix.expr_tokens(expr)))


def defines_of(text):
    s, pos = fix.splice(text)
    return fix.file_defines(fix.tokenize(s, pos))


class Literals(unittest.TestCase):
    def test_spellings(self):
        """decimal, hex, octal, binary, suffixes, C23 digit separators and wb"""
        for text, v in (("90", 90), ("0x5a", 90), ("0X5A", 90), ("0132", 90), ("0b1011010", 90),
                        ("90u", 90), ("90UL", 90), ("90llu", 90), ("9'0", 90), ("90wb", 90),
                        ("0", 0), ("00", 0)):
            self.assertEqual(fix.int_literal(text), v, text)

    def test_not_integers(self):
        """floats and malformed literals are not values"""
        for text in ("1.5", "1e2", "0x", "09", "12abc"):
            self.assertIsNone(fix.int_literal(text), text)


class Expressions(unittest.TestCase):
    def test_arithmetic(self):
        """precedence, unary minus, parentheses"""
        for expr, v in (("2 * 5", 10), ("100 - 3 * (4 + 6)", 70), ("-(-5)", 5), ("+7", 7),
                        ("(((9)))", 9), ("10 - 2 - 3", 5), ("2 * 3 % 4", 2)):
            self.assertEqual(value(expr), v, expr)

    def test_c_division(self):
        """division and remainder truncate toward zero as in C"""
        self.assertEqual(value("-7 / 2"), -3)
        self.assertEqual(value("-7 % 2"), -1)
        self.assertEqual(value("7 / -2"), -3)
        self.assertIsNone(value("1 / 0"))

    def test_unknown(self):
        """an identifier that is not a define, a call, a shift, a cast: cannot tell"""
        for expr in ("PC", "f(3)", "1 << 3", "(int)5", "5 ? 1 : 2", "", "3 3"):
            self.assertIsNone(value(expr), expr)


class Defines(unittest.TestCase):
    def test_object_like_defines(self):
        """a file's object-like #defines are used, nested, and not redefined or function-like ones"""
        d = defines_of("#define PC_COMMON 10\n#define PC_HALF (PC_COMMON * 5)\n"
                       "#define TWICE 1\n#define TWICE 2\n#define F(x) x\n#define G (x)\n"
                       "#define GONE 3\n#undef GONE\n")
        self.assertEqual(value("PC_HALF", d), 50)
        self.assertEqual(value("PC_COMMON + 1", d), 11)
        self.assertNotIn("TWICE", d)
        self.assertNotIn("F", d)
        self.assertNotIn("GONE", d)
        self.assertIsNone(value("G", d))

    def test_recursion_is_bounded(self):
        """a define that refers to itself is not a value (and no crash)"""
        d = defines_of("#define A (B + 1)\n#define B (A + 1)\n")
        self.assertIsNone(value("A", d))

    def test_fixture_pcs(self):
        """fix.c's pcs written as a macro and an expression are worked out: 10, 10, 50"""
        from common import fixture, read, mark
        src = fix.Source(fixture("fix.c"), "fix.c")
        text = read(fixture("fix.c"))
        got = {c.start_line: (c.pc_value, c.pc_literal) for c in src.calls if c.pc_toks}
        self.assertEqual(got[mark(text, "macro")], (10, False))
        self.assertEqual(got[mark(text, "expr")], (10, False))
        self.assertEqual(got[mark(text, "okmacro")], (50, False))
        self.assertEqual(got[mark(text, "single")], (20, True))


if __name__ == "__main__":
    unittest.main()
