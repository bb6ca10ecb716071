# SPDX-License-Identifier: MIT
"""Where a hint call's value goes decides whether probable-fix may turn it
into probable() (tools/probable/fix/rewrite.py: use_of, rewrite): only
where the value is only tested for truth, or where the macro is already an
int 0 or 1 as probable() is.  tests/tools/fixtures/fix/context/contexts.c
and contexts.cc hold one call per "@TAG" line in every use; each is
checked in the module's answer and in the patch the command line prints
(or its refusal and the reason under --explain)."""

import os
import re
import shutil

from common import fixture
from fixcommon import TempTree, run_fix, site
from probable import scan as S
from probable.fix import rewrite as RW

LONG = "is a long 0 or 1 (as defined at "
VALUE = "here used as a value (%s); probable() is an int 0 or 1"
NOT_ONLY = "and here not only tested for truth (%s); probable() is an int 0 or 1"

# tag -> the new condition, or ("refused", what the reason says)
C = {
    "if": "a",
    "if-parens": "b",
    "while": "n > 0",
    "do-while": "v < 3",
    "for-cond": "i < n",
    "and-or": "b",
    "not": "c",
    "ternary-cond": "a",
    "check-truth": "a",
    "check-value": "b",          # CHECK() is probable() already: same type and value
    "zstd-truth": "a < b",
    "two": None,                 # two calls: checked apart
    "for-init": ("refused", NOT_ONLY % "the first clause of for"),
    "ternary-middle": ("refused", VALUE % "the middle operand of ?: (the result's value)"),
    "sizeof": ("refused", NOT_ONLY % "the operand of sizeof (its type matters)"),
    "arith": ("refused", VALUE % "an operand of +"),
    "cast": ("refused", VALUE % "converted by the cast (unsigned)"),
    "compare": ("refused", VALUE % "an operand of == (a comparison)"),
    "assign": ("refused", VALUE % "assignment"),
    "init": ("refused", VALUE % "initialiser"),
    "argument": ("refused", NOT_ONLY % "the argument of report(), whose use of it is not seen here"),
    "macro-argument": ("refused", NOT_ONLY % "the argument of LOG(), whose use of it is not seen here"),
    "index": ("refused", VALUE % "an array index"),
    "switch": ("refused", VALUE % "the condition of switch (its value picks the case)"),
    "comma": ("refused", NOT_ONLY % "an operand of the comma operator"),
    "zstd-value": ("refused", "is __builtin_expect of (n): its value converted to long, not 0 or 1"),
    "return-sum": ("refused", VALUE % "an operand of +"),
    "elvis": ("refused", VALUE % "the condition of GNU ?: with no middle operand, whose value is the result"),
}
CXX = {
    "if": "a",
    "and-cxx": ("refused", VALUE % "an operand of && in C++, where && may be overloaded for the other "
                                   "operand's class and then takes the value"),
    "if-init": "k > 2",
    "alt-tokens": "b",
    "bool-cast": "a",
    "while": "n-- > 0",
    "if-constexpr": ("refused", "likely() is in the condition of if constexpr: a constant context"),
    "static-cast": ("refused", VALUE % "next to > (an operand of a comparison, or a template argument)"),
    "template": ("refused", VALUE % "next to < (an operand of a comparison, or a template argument)"),
    "auto": ("refused", VALUE % "initialiser of an auto variable"),
    "overload": ("refused", NOT_ONLY % "the argument of over(), whose use of it is not seen here"),
    "decltype": ("refused", NOT_ONLY % "the operand of decltype (its type matters)"),
    "lambda-return": ("refused", VALUE % "the value returned"),
}
MACROS = {"CHECK": 90, "LIKELY": 90}

# the same file as a profile build defines its macros (include/probable.h):
# the kernel's likely() through PROBABLE_MACRO_SITE (a long 0 or 1), zstd's
# LIKELY(x) through PROBABLE_MACRO_VALUE_SITE (x as a long): every call is
# allowed or refused as with the __builtin_expect() definitions they stand for
PROFILE_DEFINES = (
    ("#define likely(x) __builtin_expect(!!(x), 1)",
     "#define likely(x) PROBABLE_MACRO_SITE(likely, x, #x, 90)"),
    ("#define unlikely(x) __builtin_expect(!!(x), 0)",
     "#define unlikely(x) PROBABLE_MACRO_SITE(unlikely, x, #x, 10)"),
    ("#define LIKELY(x) (__builtin_expect((x), 1))",
     "#define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)"))
C_PROFILE = dict(C, **{"zstd-value": ("refused", "is PROBABLE_MACRO_VALUE_SITE of n: its value converted "
                                                 "to long, not 0 or 1")})


def profile_text(name):
    """The fixture's text with PROFILE_DEFINES in place of its definitions."""
    with open(fixture("fix", "context", name)) as f:
        text = f.read()
    for old, new in PROFILE_DEFINES:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def tagged(path):
    """[(tag, Site)] of the fixture's hint calls, and its Scan."""
    sc = S.scan_file(path, MACROS)
    lines = sc.text.split("\n")
    out = []
    for s in sc.sites:
        m = re.search(r"@([\w-]+)", lines[s.line - 1])
        if m and s.macro != "probable":
            out.append((m.group(1), s))
    return out, sc


class Module(TempTree):
    def check(self, name, want, text=None):
        path = fixture("fix", "context", name)
        if text is not None:
            path = self.path(name)
            with open(path, "w") as f:
                f.write(text)
        calls, sc = tagged(path)
        self.assertEqual(sorted(set(t for t, _ in calls)), sorted(want))
        for tag, s in calls:
            with self.subTest(tag=tag, macro=s.macro):
                c = RW.rewrite(sc, s, lambda n: sc.defines.get(n, []), None)
                w = want[tag]
                if w is None:
                    self.assertEqual(c.text, {"likely": "p != NULL", "unlikely": "*p == 0"}[s.macro])
                elif isinstance(w, tuple):
                    self.assertIsNone(c.text, "%s rewritten to %s" % (tag, c.text))
                    self.assertIn(w[1], c.why)
                    if "probable() is an int" in w[1]:
                        self.assertIn("%s() %s" % (s.macro, LONG), c.why)
                else:
                    self.assertEqual(c.text, w, c.why)

    def test_c(self):
        """C: every use of contexts.c, allowed or refused with its reason"""
        self.check("contexts.c", C)

    def test_cxx(self):
        """C++: if with an init-statement, alternative tokens, a bool cast allowed; if constexpr, templates, auto, overloads, decltype, a lambda's return refused"""
        self.check("contexts.cc", CXX)

    def test_c_profile_macros(self):
        """C: likely() as PROBABLE_MACRO_SITE (a long 0 or 1: refused as a number) and LIKELY() as PROBABLE_MACRO_VALUE_SITE (refused unless its argument is 0/1-valued), call by call as their __builtin_expect() forms"""
        self.check("contexts.c", C_PROFILE, profile_text("contexts.c"))

    def test_truth_notes(self):
        """an allowed call's note says it is only tested for truth, and what it was"""
        calls, sc = tagged(fixture("fix", "context", "contexts.c"))
        s = dict(calls)["and-or"]
        c = RW.rewrite(sc, s, lambda n: sc.defines.get(n, []), None)
        self.assertEqual(c.text, "b")
        self.assertIn("only tested for truth (an operand of ||)", c.note)
        self.assertIn("unlikely is a long 0 or 1", c.note)


class CommandLine(TempTree):
    def run_on(self, name, want, text=None):
        root = self.path("root")
        os.makedirs(os.path.join(root, "src"))
        if text is None:
            shutil.copy(fixture("fix", "context", name), os.path.join(root, "src", name))
        else:
            with open(os.path.join(root, "src", name), "w") as f:
                f.write(text)
        calls, sc = tagged(os.path.join(root, "src", name))
        sites = []
        for tag, s in calls:
            declared = 90 if s.macro != "unlikely" else 10
            sites.append(site("src/" + name, s.line, s.expr, declared, 500, macro=s.macro, nth=s.nth))
        rc, out, err = run_fix("--root", root, "--rewrite-likely", "--rewrite-macros", "--explain",
                               self.put_report(sites))
        self.assertEqual(rc, 0, err)
        plus = [l for l in out.split("\n") if l.startswith("+") and not l.startswith("+++")]
        minus = [l for l in out.split("\n") if l.startswith("-") and not l.startswith("---")]
        lines = sc.text.split("\n")
        for tag, s in calls:
            with self.subTest(tag=tag, macro=s.macro):
                w = want[tag]
                line = lines[s.line - 1]
                call = sc.text[s.span[0]:s.span[1]]
                if isinstance(w, tuple):
                    self.assertNotIn("-" + line, minus)
                    self.assertRegex(err, r"skip src/%s:%d: %s\(.*\) is not rewritten: [^\n]*%s" % (
                        re.escape(name), s.line, re.escape(s.macro), re.escape(w[1])))
                else:
                    if w is None:
                        w = {"likely": "p != NULL", "unlikely": "*p == 0"}[s.macro]
                    self.assertIn("-" + line, minus)
                    got = [p for p in plus if "@%s " % tag in p + " "]
                    self.assertEqual(len(got), 1, (tag, plus))
                    self.assertIn("probable(%s, 50)" % w, got[0])
                    self.assertNotIn(call, got[0])
        return out, err

    def test_c_patch(self):
        """C: the patch rewrites exactly the calls tested for truth (and CHECK() anywhere); each refusal said"""
        out, err = self.run_on("contexts.c", C)
        self.assertIn("its value is only tested for truth (the condition of if)", err)

    def test_cxx_patch(self):
        """C++: the same for contexts.cc"""
        self.run_on("contexts.cc", CXX)

    def test_c_profile_macros_patch(self):
        """C, its macros defined through PROBABLE_MACRO_SITE and PROBABLE_MACRO_VALUE_SITE: judged from the report, the same calls rewritten, the same refused"""
        out, err = self.run_on("contexts.c", C_PROFILE, profile_text("contexts.c"))
        self.assertIn("its value is only tested for truth (the condition of if)", err)


class ValueSiteMacros(TempTree):
    """A project's macros defined through PROBABLE_MACRO_VALUE_SITE, judged
    from a profile report's records (macro: the project's name): the pc is
    its definition's, or the call's argument that the definition passes as
    the pc; a value-preserving call is never made probable() unless its
    argument is 0/1-valued."""

    SRC = ("#include <probable.h>\n"
           "#define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)\n"
           "#define HINT(x, pc) PROBABLE_MACRO_VALUE_SITE(HINT, x, #x, pc)\n"
           "long f(long i)\n"
           "{\n"
           "\tlong s = 0;\n"
           "\tif (LIKELY(i == 3))\n"           # line 7
           "\t\ts++;\n"
           "\tif (HINT(i > 9, 90))\n"          # line 9
           "\t\ts++;\n"
           "\tif (LIKELY(i))\n"                # line 11
           "\t\ts++;\n"
           "\treturn s + LIKELY(i < 2);\n"    # line 13
           "}\n")

    def setUp(self):
        super().setUp()
        from fixcommon import write
        self.root = self.path("root")
        write(os.path.join(self.root, "src", "u.c"), self.SRC)
        # every call true 5% of 1000 times, declared 90
        self.report = self.put_report([
            site("src/u.c", 7, "i == 3", 90, 50, macro="LIKELY"),
            site("src/u.c", 9, "i > 9", 90, 50, macro="HINT"),
            site("src/u.c", 11, "i", 90, 50, macro="LIKELY"),
            site("src/u.c", 13, "i < 2", 90, 50, macro="LIKELY")])

    @staticmethod
    def changed(out):
        return [l for l in out.split("\n") if l.startswith("+") and not l.startswith("+++")]

    def test_pc_argument_rewritten(self):
        """HINT(x, pc): its pc argument is rewritten where the report says so; LIKELY() has no UNLIKELY() in this tree: left, and --to-probable named"""
        rc, out, err = run_fix("--root", self.root, self.report)
        self.assertEqual(self.changed(out), ["+\tif (HINT(i > 9, 5))"], err)
        self.assertIn("LIKELY() gives likely, and no macro of LIKELY's family", err)
        self.assertIn("--to-probable makes it probable(COND, 5)", err)

    def test_rewrite_macros(self):
        """--rewrite-macros: LIKELY(i == 3) becomes probable(), HINT()'s pc argument is rewritten; LIKELY(i) (a long, the value of i) and LIKELY() used as a number are refused with the reason"""
        rc, out, err = run_fix("--root", self.root, "--rewrite-macros", "--explain", self.report)
        self.assertEqual(rc, 0, err)
        self.assertEqual(self.changed(out), ["+\tif (probable(i == 3, 5))", "+\tif (HINT(i > 9, 5))"], err)
        self.assertRegex(err, r"skip src/u.c:11: LIKELY\(i\) pc 90: LIKELY\(i\) is not rewritten: [^\n]*is "
                              r"PROBABLE_MACRO_VALUE_SITE of i: its value converted to long, not 0 or 1")
        self.assertRegex(err, r"skip src/u.c:13: LIKELY\(i < 2\) pc 90: LIKELY\(i < 2\) is not rewritten: [^\n]*LIKELY\(\) is a long "
                              r"0 or 1 \(as defined at [^\n]*\) here used as a value \(an operand of \+\)")

    def test_wrapper(self):
        """a macro that is one call of a PROBABLE_MACRO_VALUE_SITE macro is a hint wrapper, as one of PROBABLE_MACRO_SITE is"""
        from probable.cli import fix as F
        for through in ("PROBABLE_MACRO_VALUE_SITE", "PROBABLE_MACRO_SITE"):
            sc = S.scan_text("#define LIKELY(x) %s(LIKELY, x, #x, 90)\n#define MY(x) LIKELY(x)\n"
                             "#define NOT(x) (x)\n" % through, "w.c")
            self.assertEqual([F.is_wrapper(n, sc.defines) for n in ("LIKELY", "MY", "NOT")],
                             [True, True, False], through)
