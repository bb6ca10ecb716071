# SPDX-License-Identifier: MIT
"""Where probable-fix puts the #include a rewrite needs
(tools/probable/fix/include.py, tests/tools/fixtures/fix/placement/): on
an empty line that is already there, so that no line moves; where there is
none, a new line, refused when a line below uses __LINE__ (assert(), a log
macro, a macro of the unit's own command) unless --allow-line-moves; the
new line ends as its neighbours (CRLF) and is spelled as the file's own
#include lines."""

import json
import os
import re
import shutil

from common import fixture
from fixcommon import TempTree, run_fix, read, write, site, have, compilers
from probable import scan as S
from probable.fix import include as INC


def place(text, name="x.c"):
    sc = S.scan_text(text, name)
    first = min(s.span[0] for s in sc.sites)
    inc = INC.include_edit(sc, first)
    return inc, text[:inc.start] + inc.text + text[inc.end:]


def crlf(text):
    return text.replace("\n", "\r\n")


def placement(name):
    return read(fixture("fix", "placement", name))


class Module(TempTree):
    def test_empty_line_taken(self):
        """a whitespace-only line after the includes becomes the include: the same number of lines, every other line unchanged"""
        old = placement("empty-line.c")
        inc, new = place(old)
        self.assertFalse(inc.moves)
        self.assertEqual(inc.line, 5)
        a, b = old.split("\n"), new.split("\n")
        self.assertEqual(len(a), len(b))
        self.assertEqual(b[4], '#include "probable.h"')
        self.assertEqual(a[:4] + a[5:], b[:4] + b[5:])

    def test_lines_not_taken(self):
        """after the last include, not an empty line in a comment, an #if block, a continued #define or an initialiser: the first at the top level"""
        inc, new = place(placement("not-here.c"))
        self.assertFalse(inc.moves)
        self.assertEqual(inc.line, 28)
        self.assertEqual(new.split("\n")[27], "#include <probable.h>")

    def test_after_feature_macros(self):
        """a file with no include: after its #define _GNU_SOURCE (which must come before any header), not on the empty line above it"""
        old = "/* no includes */\n\n#define _GNU_SOURCE 1\n\nint f(int x) { return likely(x); }\n"
        inc, new = place(old)
        self.assertEqual((inc.moves, inc.line), (False, 4))
        self.assertEqual(new, old.replace("1\n\n", "1\n#include <probable.h>\n"))

    def test_crlf_empty_line(self):
        """a CRLF file: the empty line's CRLF stays, every other byte is unchanged"""
        old = crlf(placement("empty-line.c"))
        inc, new = place(old)
        self.assertFalse(inc.moves)
        self.assertEqual(new, old.replace('"log.h"\r\n\t\r\n', '"log.h"\r\n#include "probable.h"\r\n'))

    def test_crlf_new_line(self):
        """a CRLF file with no empty line to take: the new line ends in CRLF, every other byte unchanged"""
        old = crlf(placement("no-users.c"))
        inc, new = place(old)
        self.assertTrue(inc.moves)
        self.assertEqual(inc.text, '#include "probable.h"\r\n')
        self.assertEqual(new, old.replace('"log.h"\r\n', '"log.h"\r\n#include "probable.h"\r\n'))
        self.assertEqual(inc.line, 5)

    def test_mixed_endings(self):
        """mixed endings: the new line ends as the line it follows"""
        old = placement("no-users.c").replace('"log.h"\n', '"log.h"\r\n')
        inc, new = place(old)
        self.assertEqual(inc.text, '#include "probable.h"\r\n')
        old = crlf(placement("no-users.c")).replace('"log.h"\r\n', '"log.h"\n')
        inc, new = place(old)
        self.assertEqual(inc.text, '#include "probable.h"\n')

    def test_indentation_follows_the_file(self):
        """'#  include' in the file: the new line is spelled so, after #pragma once and the includes"""
        old = placement("guard-once.h")
        inc, new = place(old, "guard-once.h")
        self.assertTrue(inc.moves)
        self.assertIn("#  include <stdint.h>\n#  include <probable.h>\nstatic inline", new)

    def test_extern_c_block(self):
        """a header's includes inside #ifdef __cplusplus extern "C" {: the empty line after them is the top level (probable.h may be included there)"""
        old = ('#ifdef __cplusplus\nextern "C" {\n#endif\n#include <stddef.h>\n\n'
               'int f(int x) { return likely(x); }\n#ifdef __cplusplus\n}\n#endif\n')
        inc, new = place(old, "x.h")
        self.assertEqual((inc.moves, inc.line), (False, 5))
        # but not an empty line in another block: a struct's
        old = ('#include <stddef.h>\nstruct s {\n\tint a;\n\n\tint b;\n};\n'
               'int f(int x) { return likely(x); }\n')
        inc, new = place(old)
        self.assertEqual((inc.moves, inc.line), (True, 2))

    def test_not_after_an_include_in_a_table(self):
        """an #include inside an initialiser (a generated table) is not where the include goes"""
        old = ("#include <stdio.h>\nstatic const int t[] = {\n#include \"table.inc\"\n};\n"
               "int f(int x) { return likely(x); }\n")
        inc, new = place(old)
        self.assertEqual((inc.moves, inc.line), (True, 2))
        self.assertTrue(new.startswith("#include <stdio.h>\n#include \"probable.h\"\nstatic const"), new)

    def test_spelling_of_the_top_level_include(self):
        """the new line is spelled as the last top-level #include before the first use, not as a conditional one"""
        old = ("#include <stdio.h>\n#if HAVE_X\n#  include <x.h>\n#endif\n"
               "int f(int x) { return likely(x); }\n#  include <late.h>\n")
        inc, new = place(old)
        self.assertEqual(inc.text, "#include <probable.h>\n")

    def test_line_users(self):
        """assert() (the C library's) and LOG() (log.h: LOG_WHERE, then __LINE__) below the include are named with their lines"""
        path = fixture("fix", "placement", "assert-below.c")
        sc = S.scan_file(path)
        macros = INC.line_macros(S.scan_file(fixture("fix", "placement", "log.h")).defines)
        self.assertEqual(macros, {"assert", "LOG", "LOG_WHERE"})
        inc = INC.include_edit(sc, min(s.span[0] for s in sc.sites))
        self.assertTrue(inc.moves)
        self.assertEqual(INC.line_users(sc, inc.start, macros), [(7, "assert"), (11, "LOG")])
        self.assertEqual(INC.describe_users([(7, "assert"), (11, "LOG")]), "7 (assert), 11 (LOG)")


class CommandLine(TempTree):
    def tree(self, name, text=None):
        root = self.path("root")
        os.makedirs(os.path.join(root, "src"), exist_ok=True)
        shutil.copy(fixture("fix", "placement", "log.h"), os.path.join(root, "src", "log.h"))
        write(os.path.join(root, "src", name), placement(name) if text is None else text)
        return root

    def fix(self, root, name, *extra):
        sc = S.scan_file(os.path.join(root, "src", name))
        s = [site("src/" + name, c.line, c.expr, 90, 500, macro=c.macro) for c in sc.sites]
        return run_fix("--root", root, "--rewrite-likely", *(list(extra) + [self.put_report(s)]))

    def test_refused_naming_the_lines(self):
        """no empty line and assert()/LOG() below: the file is left unchanged, the lines named"""
        root = self.tree("assert-below.c")
        rc, out, err = self.fix(root, "assert-below.c")
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("src/assert-below.c: left unchanged: the #include \"probable.h\" that probable() "
                      "needs has no empty line to take before line 8 (the first use)", err)
        self.assertIn("these use __LINE__ (directly, or through macros of the file and of the headers "
                      "found that it includes): 7 (assert), 11 (LOG); --allow-line-moves adds it anyway", err)
        self.assertIn("0 calls rewritten in 0 files, 1 site skipped", err)

    def test_allow_line_moves(self):
        """--allow-line-moves: rewritten, the include a new line after the last include, and said which lines change"""
        root = self.tree("assert-below.c")
        rc, out, err = self.fix(root, "assert-below.c", "--allow-line-moves")
        self.assertEqual(rc, 0, err)
        self.assertIn(' #include "log.h"\n+#include "probable.h"\n static int checked', out)
        self.assertIn("+\tif (probable(x > 3, 50))\n", out)
        self.assertIn("__LINE__ changes at lines 7 (assert), 11 (LOG)", err)

    def test_no_line_users(self):
        """no empty line, nothing below uses __LINE__: a new line, and the decision said"""
        root = self.tree("no-users.c")
        rc, out, err = self.fix(root, "no-users.c")
        self.assertIn(' #include "log.h"\n+#include "probable.h"\n static int plain', out, err)
        self.assertIn("src/no-users.c:5: #include \"probable.h\" added as a new line (no empty line "
                      "to take before the first use): every later line moves down by one, and none "
                      "of them uses __LINE__", err)

    def test_empty_line_no_line_moves(self):
        """the include on the empty line: the patch keeps every line at its number"""
        root = self.tree("empty-line.c")
        before = read(os.path.join(root, "src", "empty-line.c"))
        rc, out, err = self.fix(root, "empty-line.c")
        self.assertIn('-\t\n+#include "probable.h"\n', out, err)
        self.assertIn("src/empty-line.c:5: #include \"probable.h\" on what was an empty line (no line "
                      "moves)", err)
        for old, new in re.findall(r"^@@ -\d+,(\d+) \+\d+,(\d+) @@", out, re.M):
            self.assertEqual(old, new)
        if have("patch"):
            self.patch(out, root)
            after = read(os.path.join(root, "src", "empty-line.c")).split("\n")
            b = before.split("\n")
            self.assertEqual(len(after), len(b))
            changed = [i + 1 for i, (x, y) in enumerate(zip(b, after)) if x != y]
            self.assertEqual(changed, [5, 9])

    def test_call_over_several_lines(self):
        """a hint call over several lines (zstd's UNLIKELY(<newline> a ||<newline> b)): probable() keeps its line breaks, so no later line moves"""
        text = ("#include \"log.h\"\n\nint f(int a, int b)\n{\n\tif (unlikely(\n\t    a > 3 ||\n"
                "\t    b < 2))\n\t\treturn 1;\n\treturn LOG(\"x\");\n}\n")
        root = self.tree("lines.c", text)
        rc, out, err = self.fix(root, "lines.c")
        self.assertEqual(rc, 0, err)
        self.assertIn("-\tif (unlikely(\n+\tif (probable(\n", out)
        self.assertIn("+\t    b < 2, 50))\n", out)
        for old, new in re.findall(r"^@@ -\d+,(\d+) \+\d+,(\d+) @@", out, re.M):
            self.assertEqual(old, new)

    def test_crlf_patch(self):
        """a CRLF file: the added line of the patch ends in CRLF; applied, every other byte is as it was"""
        old = crlf(placement("no-users.c"))
        root = self.tree("no-users.c", old)
        rc, out, err = self.fix(root, "no-users.c")
        self.assertIn('\n+#include "probable.h"\r\n', out, err)
        if not have("patch"):
            self.skipTest("no patch")
        self.patch(out, root)
        got = read(os.path.join(root, "src", "no-users.c"))
        self.assertEqual(got, old.replace('"log.h"\r\n', '"log.h"\r\n#include "probable.h"\r\n')
                         .replace("likely(x > 3)", "probable(x > 3, 50)"))

    def test_unit_macros(self):
        """-p: a macro that only the unit's command defines (-DTRACE...) is read from its -dM -E output: the line using it is named"""
        cc = compilers()
        if not cc:
            self.skipTest("no compiler")
        text = ("#include <stddef.h>\nint trace_at(int line, const char *m);\n"
                "int f(int x)\n{\n\tif (likely(x > 3))\n\t\treturn 1;\n"
                "\treturn TRACE(\"small\");\n}\n")
        root = self.tree("traced.c", text)
        rc, out, err = self.fix(root, "traced.c")
        self.assertIn("none of them uses __LINE__", err)
        db = self.path("build")
        write(os.path.join(db, "compile_commands.json"), json.dumps([
            {"directory": os.path.join(root, "src"), "file": "traced.c",
             "arguments": [cc[0], "-O2", "-DTRACE(m)=trace_at(__LINE__, m)", "-Dlikely(x)=(x)",
                           "-Wp,-MMD,traced.d", "-MD", "-MF", "traced.dep", "-c", "-o", "traced.o",
                           "traced.c"]}]))
        rc, out, err = self.fix(root, "traced.c", "-p", db)
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("these use __LINE__ (directly, or through a macro of the unit (its -dM -E "
                      "output)): 7 (TRACE)", err)
        # the -dM -E run drops the command's outputs as the proof does: nothing written in src/
        self.assertEqual([f for f in os.listdir(os.path.join(root, "src")) if f.startswith("traced.")],
                         ["traced.c"])
