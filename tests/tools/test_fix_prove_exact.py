# SPDX-License-Identifier: MIT
"""The proof by compiling (tools/probable/fix/prove.py, probable-fix -p)
compiles exactly what the user's build compiles and sees every value the
program can observe (fixtures in tests/tools/fixtures/prove/, see its
README): a kernel-style likely() (a long) rewritten to probable() (an int)
where the value is used as a number differs, in C and C++, with gcc and
clang; used as a truth value it is the same; an added #include that moves
a __LINE__ user differs, one on an empty line does not; a header is proved
through every unit that reads it, a header no unit reads is not proved;
relative paths of the compile database (a build directory inside the tree
and one outside it) are followed."""

import json
import os
import re
import shlex
import shutil

from common import diagonal, fixture
from fixcommon import TempTree, run_fix, read, write, site, compilers, have, INCLUDE
from probable.fix import prove as P

INC = '#include "probable.h"'


def rewrite(text, pc=95, only=None):
    """each likely(ARG) as probable(ARG, pc), on the lines that define a
    function of only (all when None); the first empty line becomes the
    #include, so no line moves"""
    out = []
    for line in text.split("\n"):
        m = re.match(r"[\w :<>]*?\b(\w+)\(", line)
        if not line.startswith("#") and (only is None or (m and m.group(1) in only)):
            line = re.sub(r"\blikely\((\w+(?: > \w+)?)\)", r"probable(\1, %d)" % pc, line)
        out.append(line)
    k = out.index("")
    out[k] = INC
    return "\n".join(out)


NUMERIC_C = ["size_of", "arith", "generic"]
NUMERIC_CC = ["size_of(int)", "arith(int)", "overload(int)", "deduced(int)", "template_argument(int)",
              "auto_size(int)"]


class Types(TempTree):
    def prove(self, cc, name, after, before=None, std=()):
        src = read(fixture("prove", name))
        write(self.path(name), src)
        entry = (self.tmp, [cc, "-O2"] + list(std) + ["-I" + INCLUDE, "-c", name], name)
        return P.prove(entry, self.path(name), src if before is None else before, after)

    def check(self, cc, name, numeric, std=()):
        src = read(fixture("prove", name))
        # every use rewritten: exactly the numeric ones differ, hints reduced to values of their type
        r = self.prove(cc, name, rewrite(src), std=std)
        self.assertEqual(r.status, "differs", r.detail)
        self.assertEqual(sorted(r.differences), sorted("function " + f for f in numeric), r.detail)
        # only the truth uses: the same object code
        truth = [line.split("(")[0].split()[-1] for line in src.split("\n") if " truth_" in line]
        r = self.prove(cc, name, rewrite(src, only=truth), std=std)
        self.assertEqual(r.status, "same", r.detail)

    def test_c(self):
        """C: sizeof, arithmetic against an unsigned, _Generic of likely(x) -> probable(x, 95) differ; truth uses do not"""
        for cc in compilers():
            with self.subTest(cc=cc):
                self.check(cc, "numeric.c", NUMERIC_C)

    def test_cplusplus(self):
        """C++: sizeof, unsigned arithmetic, an overload, a deduced and an explicit template argument, auto differ"""
        for cxx in compilers_cxx():
            with self.subTest(cxx=cxx):
                self.check(cxx, "numeric.cc", NUMERIC_CC, ["-std=c++11"])

    def test_neutralised_form_has_the_type(self):
        """the reduced hint keeps the builtin's type, long: ((long)(x)), directly and through probable.h's designator"""
        self.assertEqual(P.neutralise("s = sizeof(__builtin_expect(!!(x), 1));"),
                         "s = sizeof(((long)(!!(x))));")
        self.assertEqual(P.neutralise("__builtin_expect_with_probability(x, 1, 0.9)"), "((long)(x))")
        t = "long probable_no_hint_(long, long);\nv = __builtin_choose_expr(1, probable_no_hint_, __builtin_expect)(!!(x), 1L);"
        self.assertEqual(P.neutralise(t).split("\n")[1], "v = ((long)(!!(x)));")


def compilers_cxx():
    from common import take_turns
    return take_turns([c for c in ("g++", "clang++") if have(c)])


class Lines(TempTree):
    def test_moved_line_differs_empty_line_same(self):
        """an #include that moves assert() and __LINE__ differs (the function and the string named); one on an empty line is the same"""
        src = read(fixture("prove", "lines.c"))
        write(self.path("lines.c"), src)
        rewritten = src.replace("likely(x > 0)", "probable(x > 0, 95)")
        moved = INC + "\n" + rewritten
        kept = rewritten.replace("\n\n", "\n" + INC + "\n", 1)
        self.assertEqual(kept.count("\n"), src.count("\n"))
        for cc in compilers():
            with self.subTest(cc=cc):
                entry = (self.tmp, [cc, "-O2", "-I" + INCLUDE, "-c", "lines.c"], "lines.c")
                r = P.prove(entry, self.path("lines.c"), src, moved)
                self.assertEqual(r.status, "differs", r.detail)
                self.assertIn("function check", r.differences)
                self.assertTrue(any(d.startswith("data in section .rodata") for d in r.differences),
                                r.differences)
                r = P.prove(entry, self.path("lines.c"), src, kept)
                self.assertEqual(r.status, "same", r.detail)
                self.assertEqual(os.listdir(self.tmp), ["lines.c"])     # nothing left beside it


class Sections(TempTree):
    def test_line_in_own_section(self):
        """a __LINE__ kept in a section of the project's own (the kernel's __bug_table, .init.rodata) that a new line moves: differs, the section named"""
        src = ("#define RECORD() ({ static const int at __attribute__((section(\"__bug_table\"), used)) "
               "= __LINE__; at; })\nint f(int x)\n{\n\treturn x + RECORD();\n}\n")
        write(self.path("own.c"), src)
        for cc in compilers():
            with self.subTest(cc=cc):
                entry = (self.tmp, [cc, "-O2", "-c", "own.c"], "own.c")
                r = P.prove(entry, self.path("own.c"), src, "\n" + src)
                self.assertEqual(r.status, "differs", r.detail)
                self.assertIn("data in section __bug_table", r.differences)


class Units(TempTree):
    """tests/tools/fixtures/prove/units as ROOT, its obj/ the directory
    of a.c's command (relative -I and -include), ../out that of b.c
    (outside the tree; -Werror: the preprocessed text is compiled without
    -include, which Clang would call unused), src/c.c compiled from src/."""

    def setUp(self):
        super().setUp()
        self.root = self.path("tree")
        shutil.copytree(fixture("prove", "units"), self.root)
        shutil.copytree(fixture("prove", "out"), self.path("out"))

    def db(self, cc):
        entries = [
            {"directory": os.path.join(self.root, "obj"), "file": "../src/a.c",
             "command": "%s -O2 -I../include -I./include %s -include ./conf.h "
                        "'-DWRAP(v)=((v) ? 5 : 7)' -Wp,-MMD,.a.o.d -c -o a.o ../src/a.c" % (cc, shlex.quote("-I" + INCLUDE))},
            {"directory": self.path("out"), "file": "../tree/src/b.c",
             "arguments": [cc, "-O2", "-Werror", "-I../tree/include", "-I" + INCLUDE, "-include", "./conf.h",
                           "-DWRAP(v)=((long)sizeof(v))", "-c", "-o", "b.o", "../tree/src/b.c"]},
            {"directory": os.path.join(self.root, "src"), "file": "c.c",
             "arguments": [cc, "-O2", "-I" + INCLUDE, "-c", "c.c"]}]
        write(os.path.join(self.root, "obj", "compile_commands.json"), json.dumps(entries))
        return os.path.join(self.root, "obj")

    def test_header_through_every_unit(self):
        """a header two units read with different -D: proved through both; the one where the value is a number differs and is named; no unit: not proved"""
        h = os.path.join(self.root, "include", "h.h")
        before = read(h)
        for cc in compilers():
            with self.subTest(cc=cc):
                db = P.CompileDB(self.db(cc))
                reads, unknown = db.readers(h)
                self.assertEqual(sorted(u.name for u in reads), ["../src/a.c", "../tree/src/b.c"])
                self.assertEqual(unknown, [])
                # only the #include on the empty line: the same through both
                r = P.prove_file(db, h, before, before.replace("\n\n", "\n%s\n" % INC), self.root)
                self.assertEqual(r.status, "same", r.detail)
                self.assertEqual(r.detail, "through 2 units: ../src/a.c, ../tree/src/b.c")
                # likely(x) -> probable(x, 95): a truth value in a.c, a number (sizeof) in b.c
                after = rewrite(before)
                r = P.prove_file(db, h, before, after, self.root)
                self.assertEqual((r.status, r.detail), ("differs", "function b, through ../tree/src/b.c"))
                r = P.prove_unit(reads[0], {h: (before, after)}, self.root)
                self.assertEqual((r.status, r.unit), ("same", "../src/a.c"), r.detail)
                o = os.path.join(self.root, "include", "orphan.h")
                r = P.prove_file(db, o, read(o), rewrite(read(o)), self.root)
                self.assertEqual(r.status, "not-checked")
                self.assertRegex(r.detail, r"^no unit of .*compile_commands.json reads it$")
                # several files of one unit at once: the sum of the two
                a = os.path.join(self.root, "src", "a.c")
                r = P.prove_unit(reads[0], {h: (before, rewrite(before)),
                                            a: (read(a), read(a).replace("likely(x)", "probable(x, 95)")
                                                .replace('#include "gen.h"', '#include "gen.h"\n' + INC))},
                                 self.root)
                self.assertEqual((r.status, r.differences), ("differs", ["function sz"]), r.detail)
                self.assertEqual(read(h), before)       # the tree untouched
                # (and no dependency file of -Wp,-MMD,FILE written in it)
                self.assertEqual(sorted(os.listdir(os.path.join(self.root, "obj"))),
                                 ["compile_commands.json", "conf.h", "include"])

    def test_unit_that_does_not_compile(self):
        """a unit that cannot be preprocessed may read any file: not proved, named"""
        db_dir = self.db("gcc" if have("gcc") else "clang")
        entries = json.loads(read(os.path.join(db_dir, "compile_commands.json")))
        entries[2]["arguments"].insert(1, "-DBROKEN")
        write(self.path("tree", "src", "c.c"), "#ifdef BROKEN\n#error broken\n#endif\n" +
              read(self.path("tree", "src", "c.c")))
        write(os.path.join(db_dir, "compile_commands.json"), json.dumps(entries))
        db = P.CompileDB(db_dir)
        o = os.path.join(self.root, "include", "orphan.h")
        r = P.prove_file(db, o, read(o), rewrite(read(o)), self.root)
        self.assertEqual(r.status, "not-checked")
        self.assertRegex(r.detail, r"^c\.c cannot be preprocessed with its own command \((gcc|clang): .*broken")

    # the command line: the rewrites forced (the rewriter may refuse a number
    # context by itself: the proof must stand alone)
    FORCE = ("import probable.cli.fix as F\n"
             "F.plan_call = lambda call, site, sc, defs, args, suggest: "
             "((call.span[0], call.span[1], 'probable(%s, %d)' % (call.expr, suggest)), True)")

    def report(self):
        return self.put_report([
            site("include/h.h", 5, "x", 90, 300, macro="likely"),
            site("include/orphan.h", 2, "x", 90, 300, macro="likely"),
            site("src/a.c", 4, "x", 90, 300, macro="likely"),
            site("src/c.c", 3, "x > 2", 90, 300, macro="likely")])

    def test_cli(self):
        """probable-fix -p: a file that differs is not written (first difference and unit named); a header no unit reads is written, counted and named unproved; --proved-only leaves it out"""
        for cc in compilers():
            with self.subTest(cc=cc):
                db, rep = self.db(cc), self.report()
                rc, out, err = run_fix("--root", self.root, "--rewrite-likely", "-p", db, "--explain",
                                       rep, pre=self.FORCE)
                self.assertEqual(rc, 0, err)
                self.assertEqual(re.findall(r"^\+\+\+ b/(\S+)", out, re.M), ["include/orphan.h", "src/c.c"])
                self.assertIn("include/h.h: left unchanged: ", err)
                self.assertIn("(function b, through ../tree/src/b.c)", err)
                self.assertIn("src/a.c: left unchanged: ", err)
                self.assertIn("(function sz, through ../src/a.c)", err)
                self.assertRegex(err, r"include/orphan.h: not proved: no unit of \S+ reads it")
                self.assertRegex(err, r"src/c.c: same (object code|values) before and after")
                self.assertIn("2 calls rewritten in 2 files, 2 sites skipped, 0 kept; "
                              "1 rewrite not proved (include/orphan.h)", err)
                self.assertNotIn("#line", out)
                rc, out, err = run_fix("--root", self.root, "--rewrite-likely", "-p", db, "--proved-only",
                                       rep, pre=self.FORCE)
                self.assertEqual(rc, 0, err)
                self.assertEqual(re.findall(r"^\+\+\+ b/(\S+)", out, re.M), ["src/c.c"])
                self.assertIn("include/orphan.h: left unchanged (--proved-only): not proved", err)
                self.assertRegex(err, "1 call rewritten in 1 file, 3 sites skipped, 0 kept; proved: same "
                                      r"(object code|values, only hints differ in the object code); "
                                      r"from 1 input: .+; the build needs -I (\S+|'[^']+') for probable.h \(")

    def test_cli_whole_patch(self):
        """the files of a patch proved alone are compiled together in each unit that reads several: a difference then drops them, named"""
        # a fault: any unit compiled with one changed file is the same,
        # with more than one it differs (no compiler run but -M)
        fault = self.FORCE + (
            "\nimport probable.fix.prove as P\n"
            "def _together(unit, changes, *args, **kwargs):\n"
            "    if len(changes) < 2: return P.Proof(P.SAME, 'alone', unit.name)\n"
            "    return P.Proof(P.DIFFERS, 'function fake', unit.name)\n"
            "P.prove_unit = _together\n")
        db = self.db(compilers()[0])
        rep = self.report()
        rc, out, err = run_fix("--root", self.root, "--rewrite-likely", "-p", db, rep, pre=fault)
        self.assertEqual(rc, 0, err)
        self.assertEqual(re.findall(r"^\+\+\+ b/(\S+)", out, re.M), ["include/orphan.h", "src/c.c"])
        self.assertIn("include/h.h: left unchanged: compiled before and after with its unit's own "
                      "command, the object code differs, with the hints reduced to their values too "
                      "(with src/a.c patched too, ../src/a.c: function fake)", err)
        self.assertIn("src/a.c: left unchanged: ", err)
        self.assertIn("2 calls rewritten in 2 files, 2 sites skipped, 0 kept; 1 rewrite not proved "
                      "(include/orphan.h)", err)


if __name__ == "__main__":
    import unittest
    unittest.main()
