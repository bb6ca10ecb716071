# SPDX-License-Identifier: MIT
"""tools/probable/fix/include.py: where "#include <probable.h>" goes
(tests/tools/fixtures/fix/include/): at the top level, never inside a
conditional block (a whole-file include guard aside), after the leading
comment, before the first use, in the file's own spelling."""

import os
import tempfile
import unittest

from common import fixture
from probable import scan as S
from probable.fix import include as INC


def place(name, spelling=None, root=None):
    path = fixture("fix", "include", name)
    sc = S.scan_file(path)
    first = min(s.span[0] for s in sc.sites)
    edit = INC.include_edit(sc, first, spelling, root, path)
    if edit is None:
        return None, sc
    new = sc.text[:edit.start] + edit.text + sc.text[edit.end:]
    return (new, S.scan_text(new), edit.line, edit.spelling), sc


def top_level_include(new_scan, spelling):
    """(line, #if stack) of the added #include."""
    for name, ts in new_scan.directives:
        if name == "include" and new_scan.text[ts[0].start:ts[-1].end].endswith(spelling):
            return new_scan.line_of(ts[0].start), new_scan._stack_of(ts[0])
    raise AssertionError("no #include %s" % spelling)


class Include(unittest.TestCase):
    def test_not_inside_msvc_block_or_closed_block(self):
        """#if defined(_MSC_VER) and a closed #ifndef/#define/#endif first: the include goes outside them"""
        (new, nsc, line, how), sc = place("msvc-first.c")
        self.assertEqual(how, "<probable.h>")
        at, stack = top_level_include(nsc, how)
        self.assertEqual(stack, ())
        # on the empty line after the blocks, before the first use: no line moves
        self.assertEqual(at, 11)
        self.assertEqual(new.split("\n")[10], "#include <probable.h>")
        self.assertEqual(new.count("\n"), sc.text.count("\n"))
        self.assertLess(new.index("#include <probable.h>"), new.index("likely(p[i])"))

    def test_header_guard(self):
        """a header: inside its whole-file guard, after its own includes, in their spelling"""
        (new, nsc, line, how), _ = place("guarded.h")
        self.assertEqual(how, '"probable.h"')
        at, stack = top_level_include(nsc, how)
        self.assertEqual(stack, ())
        self.assertIn('#include "lib/types.h"\n#include "probable.h"\n', new)

    def test_path_prefix(self):
        """the file's own includes share a directory that has probable.h: that prefix"""
        root = tempfile.mkdtemp()
        try:
            os.makedirs(os.path.join(root, "lib"))
            open(os.path.join(root, "lib", "probable.h"), "w").close()
            (new, nsc, line, how), _ = place("guarded.h", root=root)
            self.assertEqual(how, '"lib/probable.h"')
        finally:
            os.unlink(os.path.join(root, "lib", "probable.h"))
            os.rmdir(os.path.join(root, "lib"))
            os.rmdir(root)

    def test_before_first_use(self):
        """after the last top-level include before the first use, on the empty line outside the #ifdef; not after the later include"""
        (new, nsc, line, how), _ = place("late-include.c")
        self.assertIn("#endif\n#include \"probable.h\"\nint first", new)

    def test_already_included(self):
        """a file that includes probable.h gets nothing"""
        edit, _ = place("has-it.c")
        self.assertIsNone(edit)

    def test_add_include_spelling(self):
        """--add-include's spelling wins; a file without includes gets it on the empty line after its comment"""
        (new, nsc, line, how), _ = place("nothing.c", '"third_party/probable.h"')
        self.assertEqual(new, '/* no includes at all */\n#include "third_party/probable.h"\n'
                              'int f(int x) { return likely(x); }\n')


if __name__ == "__main__":
    unittest.main()
