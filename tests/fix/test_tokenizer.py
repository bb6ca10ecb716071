# SPDX-License-Identifier: MIT
"""tests/fix/test_tokenizer.py - the C tokenizer of tools/probable-fix:
conditions normalised exactly as the compilers' #cond, the lines a call
can report (__LINE__ of a call over several lines), calls found as the
preprocessor finds them (arguments, strings, comments, directives), and
any macro name a report gives."""

import os
import re
import subprocess
import unittest

from common import fix, fixture, compilers, read, TempTree, write


def calls_of(text, user_macros=()):
    s, pos = fix.splice(text)
    toks = fix.tokenize(s, pos)
    nl = [i for i, c in enumerate(text) if c == "\n"]
    import bisect
    return fix.find_calls(toks, lambda o: bisect.bisect_right(nl, o - 1) + 1, set(user_macros))


class Stringify(TempTree):
    def test_cond_as_compilers_stringify(self):
        """the tool's normalisation of 14 tricky conditions is, character for character, gcc's and clang's #cond"""
        src = fixture("str.c")
        tool = [fix.stringify(c.expr_toks) for c in fix.Source(src, "str.c").calls]
        self.assertEqual(len(tool), 14)
        ccs = compilers()
        if not ccs:
            self.skipTest("no gcc or clang")
        for cc in ccs:
            exe = os.path.join(self.tmp, "str-" + cc)
            subprocess.run([cc, "-w", "-o", exe, src], check=True)
            out = subprocess.run([exe], capture_output=True, check=True).stdout.decode()
            self.assertEqual(out.split("\n")[:-1], tool, cc)

    def test_call_line_is_name_or_close(self):
        """__LINE__ of a call over several lines is the line of its name or of its ')' (gcc, clang): the two lines the tool looks at"""
        src = fixture("line.c")
        text = read(src)
        ccs = compilers()
        if not ccs:
            self.skipTest("no gcc or clang")
        for cc in ccs:
            exe = os.path.join(self.tmp, "line-" + cc)
            subprocess.run([cc, "-w", "-o", exe, src], check=True)
            out = subprocess.run([exe], capture_output=True, check=True).stdout.decode()
            seen = set()
            for line in out.split("\n")[:-1]:
                words = line.split()
                name, at = words[0], int(words[-1])
                s = next(i for i, l in enumerate(text.split("\n"), 1) if re.search(r"S:.*\b%s\b" % name, l))
                e = next(i for i, l in enumerate(text.split("\n"), 1) if re.search(r"E:.*\b%s\b" % name, l))
                self.assertIn(at, (s, e), "%s: %s reports line %d, not %d or %d" % (cc, name, at, s, e))
                seen.add(name)
            self.assertEqual(len(seen), 7, cc)


class Calls(unittest.TestCase):
    def test_arguments_split_as_the_preprocessor_does(self):
        """arguments split at top-level commas only: parentheses group, strings, chars and comments do not split"""
        cs = calls_of('x = probable(f(a, b) && "x,)" [0] == \',\' /* , ) */, 5);\n')
        self.assertEqual(len(cs), 1)
        self.assertEqual(cs[0].expr, "f(a, b) && \"x,)\" [0] == ',' /* , ) */".replace(" /* , ) */", ""))
        self.assertEqual(cs[0].pc_value, None)
        self.assertEqual(fix.stringify(cs[0].pc_toks), "5")

    def test_directives_are_not_sites(self):
        """a call inside a #define is not a site; a wrong argument count is not a call"""
        cs = calls_of("#define CHECK(x) probable(x, 33)\nint a = probable(1, 2, 3);\nint b = probable(y, 4);\n")
        self.assertEqual([(c.expr, c.start_line) for c in cs], [("y", 3)])

    def test_nested_and_multiline(self):
        """nested calls are two calls; a call over three lines has start and end lines"""
        cs = calls_of("s = probable(probable(x > i, 70) && i > 2,\n 40\n);\n")
        self.assertEqual(sorted((c.expr, c.start_line, c.end_line) for c in cs),
                         [("probable(x > i, 70) && i > 2", 1, 3), ("x > i", 1, 1)])

    def test_any_user_macro_name(self):
        """a macro name the report gives (LIKELY, my_hint_2, $odd) is a call of one or more arguments"""
        text = "if (LIKELY(a > b)) f();\nif (my_hint_2(p != 0, 30)) g();\nif ($odd(q)) h();\nUNKNOWN(z);\n"
        cs = calls_of(text, ("LIKELY", "my_hint_2", "$odd"))
        self.assertEqual([(c.name, c.kind, len(c.args), c.start_line) for c in cs],
                         [("LIKELY", "macro", 1, 1), ("my_hint_2", "macro", 2, 2), ("$odd", "macro", 1, 3)])
        self.assertIsNone(cs[0].pc_toks)
        self.assertEqual(fix.stringify(cs[1].pc_toks), "30")

    def test_raw_strings_and_splices(self):
        """C++ raw strings and backslash-newlines inside a condition"""
        cs = calls_of('a = probable(s == R"x(,))x", 3) + probable(x \\\n> 9, 80);\n')
        self.assertEqual([c.expr for c in cs], ['s == R"x(,))x"', "x > 9"])
        self.assertEqual(cs[1].end_line, 2)

    def test_fixture_calls(self):
        """tests/fix/fixtures/fix.c: every call but the one in a #define is found, with its lines"""
        src = fix.Source(fixture("fix.c"), "fix.c")
        text = read(fixture("fix.c"))
        self.assertEqual(len(src.calls), 20)
        names = set(c.name for c in src.calls)
        self.assertEqual(names, {"probable", "PROBABLE_PROBABLE", "get_unaligned_p", "put_unaligned_p",
                                 "get_unaligned_le32_p", "put_unaligned_be16_p",
                                 "PROBABLE_GET_UNALIGNED_BE64_P"})
        from common import mark
        self.assertNotIn(mark(text, "indefine"), [c.start_line for c in src.calls])

    def test_form_feed_is_not_a_line_break(self):
        """a form feed, vertical tab or U+2028 in the file does not shift the lines of calls"""
        text = "\f\n/* \u2028 */ int a;\v\nint b = probable(x, 5);\x1c\n"
        cs = calls_of(text)
        self.assertEqual(cs[0].start_line, 3)


if __name__ == "__main__":
    unittest.main()
