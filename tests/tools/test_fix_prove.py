# SPDX-License-Identifier: MIT
"""tools/probable/fix/prove.py: hints reduced to their values, compile
databases read as CMake, Meson and Bear write them, object code compared
function by function."""

import json
import os
import unittest

from common import diagonal
from fixcommon import TempTree, write, read, compilers, have, INCLUDE
from probable.fix import prove as P

SRC = """#include "probable.h"
int count(int n) { int i, z = 0; for (i = 0; i < n; i++) if (probable(i %% 4 == 0, %d)) z++; return z; }
long raw(long x) { return __builtin_expect(x > 2, 1) + __builtin_expect(__builtin_expect(x, 0) < 9, 0); }
extern void f1(void), f2(void);
void layout(int x) { if (probable(x > 2, PC)) f1(); else f2(); }
"""


def src(pc):
    """SRC with pc at both probable() calls"""
    return (SRC % pc).replace("PC", str(pc))


class Neutralise(unittest.TestCase):
    def test_direct_and_nested(self):
        """__builtin_expect(x, c) becomes ((long)(x)) (the builtin's type), nested ones too; strings and other names untouched"""
        t = 'a = __builtin_expect(__builtin_expect(x, 0) > y, 1); s = "__builtin_expect(q, 1)";'
        self.assertEqual(P.neutralise(t), 'a = ((long)(((long)(x)) > y)); s = "__builtin_expect(q, 1)";')
        self.assertEqual(P.neutralise("b = __builtin_expect_with_probability(f(a, b), 1, 0.9);"),
                         "b = ((long)(f(a, b)));")

    def test_designator(self):
        """probable.h's choice of function becomes the value; the name as another designator the no-hint function"""
        t = "long probable_no_hint_(long, long);\nint v = (int)__builtin_choose_expr(1, probable_no_hint_, __builtin_expect)(!!(x), 1L);"
        self.assertEqual(P.neutralise(t).split("\n")[1], "int v = (int)((long)(!!(x)));")
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
        """-c, -o, dependency options (the kernel's -Wp,-MMD,FILE too), the file and -DPROBABLE_PROFILE are dropped"""
        cc, flags, lang = P._command(["gcc", "-O2", "-DPROBABLE_PROFILE", "-DPROBABLE_PROFILE_X=1",
                                      "-MD", "-MF", "a.d", "-Wp,-MMD,.a.o.d", "-c", "-o", "a.o", "a.c"],
                                     "a.c")
        self.assertEqual((cc, flags, lang), ("gcc", ["-O2", "-DPROBABLE_PROFILE_X=1"], None))
        # the preprocessed text compiled without the preprocessor's options (-B, --sysroot kept)
        self.assertEqual(P._compile_flags(["-O2", "-I", "x", "-Iy", "-include", "./c.h", "-DA=1", "-D", "B",
                                           "-B/opt/bin", "--sysroot=/s", "-Werror", "-isystem", "z",
                                           "-undef", "-Wp,-DX", "-C", "-Xpreprocessor", "-DY",
                                           "-isysroot", "/r"]),
                         ["-O2", "-B/opt/bin", "--sysroot=/s", "-Werror", "-undef"])


class Prove(TempTree):
    def entry(self, cc):
        return (self.tmp, [cc, "-O2", "-I" + INCLUDE, "-c", "a.c", "-o", "a.o"], "a.c")

    def test_constant_data(self):
        """a value in a constant initialiser (probable() in a constant expression) is compared too"""
        src = '#include "probable.h"\nconst int table[2] = { probable(sizeof(long) > 4, 90), %s };\n'
        for cc in compilers():
            with self.subTest(cc=cc):
                write(self.path("a.c"), src % "7")
                r = P.prove(self.entry(cc), self.path("a.c"), src % "7", src % "8")
                self.assertEqual(r.status, "differs", r.detail)
                self.assertIn("data in section .rodata", r.detail)
                r = P.prove(self.entry(cc), self.path("a.c"), src % "7",
                            (src % "7").replace("> 4, 90", "> 4, 10"))
                self.assertEqual(r.status, "same", r.detail)

    def test_pc_change_is_same_value_change_differs(self):
        """a new pc gives the same values (the hint's code differs: said so); a changed condition names its function"""
        for cc in compilers():
            with self.subTest(cc=cc):
                write(self.path("a.c"), src(90))
                before = src(90)
                same = P.prove(self.entry(cc), self.path("a.c"), before, src(5))
                self.assertEqual(same.status, "same-values", same.detail)
                self.assertIn("differs only by the hints (function ", same.detail)
                same = P.prove(self.entry(cc), self.path("a.c"), before, before)
                self.assertEqual(same.status, "same", same.detail)
                differs = P.prove(self.entry(cc), self.path("a.c"), before,
                                  src(90).replace("i % 4 == 0", "i % 4"))
                self.assertEqual((differs.status, differs.detail), ("differs", "function count"))
                builtin = P.prove(self.entry(cc), self.path("a.c"), before,
                                  before.replace("__builtin_expect(x, 0) < 9, 0", "x < 9, 1"))
                self.assertIn(builtin.status, ("same", "same-values"), builtin.detail)
                self.assertEqual(sorted(os.listdir(self.tmp)), ["a.c"])   # no copies left

    def test_cplusplus(self):
        """C++ (a template, a range for): the same proof, the function named demangled"""
        src = ('#include "probable.h"\n#include <vector>\n'
               '#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)\n'
               'int zeros(const std::vector<int> &v) { int z = 0; for (int x : v) if (RARELY_ZERO(x %% 4)) z++; return z; }\n'
               'template <class T> bool big(T x) { return probable(x > 10, %d); }\n'
               'int use(long y) { return big(y) + big(30L); }\n')
        good = (src % 20).replace("RARELY_ZERO(x % 4)", "probable((x % 4) == 0, 25)")
        bad = (src % 90).replace("RARELY_ZERO(x % 4)", "probable(x % 4, 25)")
        # make test: each compiler proves one of the two (common.diagonal); every pair exhaustively
        for cxx, after in diagonal([c for c in ("g++", "clang++") if have(c)], (good, bad)):
            with self.subTest(cxx=cxx, change="pc" if after is good else "value"):
                write(self.path("a.cc"), src % 90)
                entry = (self.tmp, [cxx, "-O2", "-std=c++11", "-I" + INCLUDE, "-c", "a.cc"], "a.cc")
                r = P.prove(entry, self.path("a.cc"), src % 90, after)
                if after is good:
                    self.assertIn(r.status, ("same", "same-values"), r.detail)
                else:
                    self.assertEqual(r.status, "differs")
                    self.assertTrue(r.detail.startswith("function zeros(std::vector<int"), r.detail)

    def test_not_compiling_is_not_checked(self):
        """the original does not compile with its command: not checked, said why"""
        write(self.path("a.c"), "int x = ;\n")
        r = P.prove((self.tmp, ["gcc", "-c", "a.c"], "a.c"), self.path("a.c"), "int x = ;\n", "int x = 1;\n")
        self.assertEqual(r.status, "not-checked")
        self.assertIn("original text does not compile", r.detail)


if __name__ == "__main__":
    unittest.main()


class FileName(TempTree):
    def test_file_as_the_command_spells_it(self):
        """__FILE__ is the command's spelling of the file, whatever "file" says; a change of __FILE__ would show"""
        src = '#include <stdio.h>\nvoid where(void) { puts(__FILE__); }\n'
        write(self.path("src", "w.c"), src)
        for cc in compilers():
            with self.subTest(cc=cc):
                write(self.path("compile_commands.json"), json.dumps([
                    {"directory": self.tmp, "file": os.path.join(self.tmp, "src", "w.c"),
                     "arguments": [cc, "-O2", "-c", "./src/w.c"]}]))
                db = P.CompileDB(self.tmp)
                entry = db.entry(self.path("src", "w.c"))
                self.assertEqual(entry[2], "./src/w.c")
                self.assertEqual(P.prove(entry, self.path("src", "w.c"), src, src).status, "same")
                # __FILE__ as it was: same; another string: found in the data
                r = P.prove(entry, self.path("src", "w.c"), src, src.replace("__FILE__", '"./src/w.c"'))
                self.assertEqual(r.status, "same", r.detail)
                r = P.prove(entry, self.path("src", "w.c"), src, src.replace("__FILE__", '"src/w.c"'))
                self.assertEqual(r.status, "differs")
                self.assertTrue(any(d.startswith("data in section .rodata") for d in r.differences),
                                r.differences)


class Header(TempTree):
    HDR = ('#ifndef H_H\n#define H_H\n#include "probable.h"\n'
           '#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 5)\n'
           'static inline int zero4(int x) { return RARELY_ZERO(x %% 4) ? %s : 0; }\n#endif\n')
    TU = '#include "inc/h.h"\nint use(int y) { return zero4(y) + 1; }\n'

    def test_header_through_a_unit(self):
        """a header is compiled through a unit that reads it, in a mirror of the tree; what the unit compiles of it is compared (a function no unit uses is in no program)"""
        write(self.path("inc", "h.h"), self.HDR % "1")
        write(self.path("src", "u.c"), self.TU)
        before = self.HDR % "1"
        good = before.replace("RARELY_ZERO(x % 4)", "probable((x % 4) == 0, 25)")
        bad = before.replace("RARELY_ZERO(x % 4)", "probable(x % 4, 25)")
        for cc in compilers():
            with self.subTest(cc=cc):
                entry = (self.path("src"), [cc, "-O2", "-I" + INCLUDE, "-I" + self.tmp, "-c", "u.c"], "u.c")
                r = P.prove_unit(entry, {self.path("inc", "h.h"): (before, good)}, self.tmp)
                self.assertIn(r.status, ("same", "same-values"), r.detail)
                self.assertEqual(r.unit, "u.c")
                r = P.prove_unit(entry, {self.path("inc", "h.h"): (before, bad)}, self.tmp)
                self.assertEqual((r.status, r.detail, r.unit), ("differs", "function use", "u.c"))
                write(self.path("src", "u.c"), "#include \"inc/h.h\"\n")
                r = P.prove_unit(entry, {self.path("inc", "h.h"): (before, bad)}, self.tmp)
                self.assertEqual(r.status, "same", r.detail)
                write(self.path("src", "u.c"), self.TU)
                self.assertEqual(read(self.path("inc", "h.h")), before)     # the tree untouched
