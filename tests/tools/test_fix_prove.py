# SPDX-License-Identifier: MIT
"""tools/probable/fix/prove.py: hints reduced to their values, compile
databases read as CMake, Meson and Bear write them, object code compared
function by function."""

import json
import os
import unittest

from fixcommon import TempTree, write, compilers, INCLUDE
from probable.fix import prove as P

SRC = """#include "probable.h"
int count(int n) { int i, z = 0; for (i = 0; i < n; i++) if (probable(i %% 4 == 0, %d)) z++; return z; }
long raw(long x) { return __builtin_expect(x > 2, 1) + __builtin_expect(__builtin_expect(x, 0) < 9, 0); }
"""


class Neutralise(unittest.TestCase):
    def test_direct_and_nested(self):
        """__builtin_expect(x, c) becomes (x), nested ones too; strings and other names untouched"""
        t = 'a = __builtin_expect(__builtin_expect(x, 0) > y, 1); s = "__builtin_expect(q, 1)";'
        self.assertEqual(P.neutralise(t), 'a = ((x) > y); s = "__builtin_expect(q, 1)";')
        self.assertEqual(P.neutralise("b = __builtin_expect_with_probability(f(a, b), 1, 0.9);"),
                         "b = (f(a, b));")

    def test_designator(self):
        """probable.h's choice of function becomes the value; the name as another designator the no-hint function"""
        t = "long probable_no_hint_(long, long);\nint v = (int)__builtin_choose_expr(1, probable_no_hint_, __builtin_expect)(!!(x), 1L);"
        self.assertEqual(P.neutralise(t).split("\n")[1], "int v = (int)(!!(x));")
        t = "long probable_no_hint_(long, long);\nint v = (c ? probable_no_hint_ : __builtin_expect)(x, 1L);"
        self.assertEqual(P.neutralise(t).split("\n")[1], "int v = (c ? probable_no_hint_ : probable_no_hint_)(x, 1L);")
        out = P.neutralise("int v = (0 ? g : __builtin_expect)(x, 1L);")
        self.assertTrue(out.startswith("static inline long probable_fix_value_(long x, long c)"))
        self.assertIn("(0 ? g : probable_fix_value_)(x, 1L)", out)


class Database(TempTree):
    def test_command_and_arguments(self):
        """entries with "command" or "arguments", relative "file" and "directory\""""
        write(self.path("build", "compile_commands.json"), json.dumps([
            {"directory": "..", "file": "src/a.c", "command": "cc -O2 -I'inc dir' -c src/a.c"},
            {"directory": self.tmp, "file": "src/b.c", "arguments": ["cc", "-c", "src/b.c"]}]))
        db = P.CompileDB(self.path("build"))
        d, args, name = db.entry(self.path("src", "a.c"))
        self.assertEqual(args, ["cc", "-O2", "-Iinc dir", "-c", "src/a.c"])
        self.assertEqual(name, "src/a.c")
        self.assertIsNotNone(db.entry(self.path("src", "b.c")))
        self.assertIsNone(db.entry(self.path("src", "c.c")))

    def test_command_without_output_and_profile(self):
        """-c, -o, dependency options, the file and -DPROBABLE_PROFILE are dropped"""
        cc, flags, lang = P._command(["gcc", "-O2", "-DPROBABLE_PROFILE", "-DPROBABLE_PROFILE_X=1",
                                      "-MD", "-MF", "a.d", "-c", "-o", "a.o", "a.c"], "a.c")
        self.assertEqual((cc, flags, lang), ("gcc", ["-O2", "-DPROBABLE_PROFILE_X=1"], None))


class Prove(TempTree):
    def entry(self, cc):
        return (self.tmp, [cc, "-O2", "-I" + INCLUDE, "-c", "a.c", "-o", "a.o"], "a.c")

    def test_pc_change_is_same_value_change_differs(self):
        """a new pc gives the same object code; a changed condition names its function"""
        for cc in compilers():
            with self.subTest(cc=cc):
                write(self.path("a.c"), SRC % 90)
                before = SRC % 90
                same = P.prove(self.entry(cc), self.path("a.c"), before, SRC % 5)
                self.assertEqual(same.status, "same", same.detail)
                differs = P.prove(self.entry(cc), self.path("a.c"), before,
                                  (SRC % 90).replace("i % 4 == 0", "i % 4"))
                self.assertEqual((differs.status, differs.detail), ("differs", "function count"))
                builtin = P.prove(self.entry(cc), self.path("a.c"), before,
                                  before.replace("__builtin_expect(x, 0) < 9, 0", "x < 9, 1"))
                self.assertEqual(builtin.status, "same", builtin.detail)
                self.assertEqual(sorted(os.listdir(self.tmp)), ["a.c"])   # no copies left

    def test_not_compiling_is_not_checked(self):
        """the original does not compile with its command: not checked, said why"""
        write(self.path("a.c"), "int x = ;\n")
        r = P.prove((self.tmp, ["gcc", "-c", "a.c"], "a.c"), self.path("a.c"), "int x = ;\n", "int x = 1;\n")
        self.assertEqual(r.status, "not-checked")
        self.assertIn("original file does not compile", r.detail)


if __name__ == "__main__":
    unittest.main()
