# SPDX-License-Identifier: MIT
"""probable-fix's default: the fix in the code base's own words.  A wrong
likely()/unlikely() or a project's LIKELY()/UNLIKELY() becomes the other
macro of its pair (found from the definitions the tree has) or loses its
hint (the measured rate between the arch's thresholds), with no include
and no parentheses added but where precedence or -Wparentheses needs
them; a site whose emitted hint stays is not touched; a drop is refused
where the value is used; --to-probable rewrites to probable() and names
the -I it needs; generated files are never edited; one input is said."""

import os
import shlex
import shutil
import subprocess

from fixcommon import TempTree, run_fix, read, write, site, have, INCLUDE  # noqa: F401

KERNEL_COMPILER_H = """\
#ifndef __LINUX_COMPILER_H
#define __LINUX_COMPILER_H
#if defined(CONFIG_TRACE_BRANCH_PROFILING)
# define likely(x)	(__branch_check__(x, 1, __builtin_constant_p(x)))
# define unlikely(x)	(__branch_check__(x, 0, __builtin_constant_p(x)))
#else
# define likely(x)	__builtin_expect(!!(x), 1)
# define unlikely(x)	__builtin_expect(!!(x), 0)
#endif
#endif
"""

LZ4_DEFS = """\
#if defined(__GNUC__)
#  define expect(expr,value)    (__builtin_expect ((expr),(value)) )
#else
#  define expect(expr,value)    (expr)
#endif
#ifndef likely
#define likely(expr)     expect((expr) != 0, 1)
#endif
#ifndef unlikely
#define unlikely(expr)   expect((expr) != 0, 0)
#endif
"""

ZSTD_COMPILER_H = """\
#if defined(__GNUC__)
#define LIKELY(x) (__builtin_expect((x), 1))
#define UNLIKELY(x) (__builtin_expect((x), 0))
#else
#define LIKELY(x) (x)
#define UNLIKELY(x) (x)
#endif
"""

OWN_PAIR_H = """\
#define HOT_PATH(c) __builtin_expect(!!(c), 1)
#define COLD_PATH(c) __builtin_expect(!!(c), 0)
#define NEGATIVE_RARELY(c) __builtin_expect((c) < 0, 0)
#define POSITIVE_USUALLY(c) __builtin_expect((c) > 0, 1)
#define EXPECT_TRUE(c) __builtin_expect((c), 1)
"""


def plus(out):
    return [l for l in out.split("\n") if l.startswith("+") and not l.startswith("+++")]


def minus(out):
    return [l for l in out.split("\n") if l.startswith("-") and not l.startswith("---")]


class Native(TempTree):
    def setUp(self):
        super().setUp()
        self.root = self.path("root")
        os.makedirs(self.root)

    def put(self, rel, text):
        write(os.path.join(self.root, rel), text)

    def lines(self, rel):
        return read(os.path.join(self.root, rel)).split("\n")

    def at(self, rel, tag):
        for i, line in enumerate(self.lines(rel), 1):
            if "@" + tag + " " in line or line.endswith("@" + tag) or ("@" + tag + "*") in line:
                return i
        raise AssertionError("no @%s" % tag)

    def fix(self, sites, *args):
        return run_fix("--root", self.root, *(list(args) + [self.put_report(sites)]))


class Flip(Native):

    def test_kernel_likely_to_unlikely(self):
        """kernel compiler.h: likely() true 3% becomes unlikely(), unlikely() true 97% becomes likely(); a likely() true 95% (x86 still emits likely) is not touched; nothing included"""
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("kernel/a.c", """\
#include <linux/compiler.h>
int f(int x, int *p)
{
	if (likely(x > 3))	/* @a */
		return 1;
	if (unlikely(p == 0))	/* @b */
		return 2;
	if (likely(x != 9))	/* @c */
		return 3;
	return 0;
}
""")
        F = "kernel/a.c"
        rc, out, err = self.fix([site(F, self.at(F, "a"), "x > 3", 90, 30, macro="likely"),
                                 site(F, self.at(F, "b"), "p == 0", 10, 970, macro="unlikely"),
                                 site(F, self.at(F, "c"), "x != 9", 90, 950, macro="likely")],
                                "--include-dir", os.path.join(self.root, "include"), "--explain")
        self.assertEqual(rc, 0, err)
        self.assertEqual(plus(out), ["+\tif (unlikely(x > 3))\t/* @a */",
                                     "+\tif (likely(p == 0))\t/* @b */"], err)
        self.assertEqual([l for l in plus(out) + minus(out) if "#include" in l], [])
        self.assertIn("keep kernel/a.c:%d: likely(x != 9) pc 90: x86 emits likely for 95 (hint above "
                      "89, below 11): the hint likely() gives; not touched" % self.at(F, "c"), err)
        self.assertIn("x86 emits unlikely for 3 (hint above 89, below 11): becomes unlikely()", err)
        self.assertIn("2 calls rewritten in 1 file, 0 sites skipped, 1 kept", err)

    def test_hint_inside_a_macro_left_to_its_definition(self):
        """a kernel row tied through BUG_ON (via): the unlikely() is in BUG_ON's definition, shared by every use: skipped, naming BUG_ON, never 'the file changed'; a plain site beside it is still flipped"""
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("include/linux/bug.h", "#define BUG_ON(c) do { if (unlikely(c)) __builtin_trap(); } while (0)\n")
        self.put("mm/s.c", """\
#include <linux/compiler.h>
#include <linux/bug.h>
int g(int *b, int x)
{
	BUG_ON(!b);	/* @a */
	if (likely(x > 3))	/* @b */
		return 1;
	return 0;
}
""")
        F = "mm/s.c"
        bug = site(F, self.at(F, "a"), "!b", 10, 990, macro="unlikely")
        bug["via"] = "BUG_ON"
        rc, out, err = self.fix([bug, site(F, self.at(F, "b"), "x > 3", 90, 30, macro="likely")],
                                "--include-dir", os.path.join(self.root, "include"))
        self.assertEqual(rc, 0, err)
        self.assertEqual(plus(out), ["+\tif (unlikely(x > 3))\t/* @b */"], err)
        self.assertIn("skip mm/s.c:%d: unlikely(!b) pc 10: the unlikely() is inside BUG_ON's expansion, "
                      "used at line %d: the hint to change is in BUG_ON's definition" % (
                          self.at(F, "a"), self.at(F, "a")), err)
        self.assertNotIn("changed since the run", err)

    def test_lz4_pair_through_expect(self):
        """LZ4's likely(expr) expect((expr) != 0, 1), expect() with a no-hint fallback: unlikely() true 98% becomes likely(), in a value context too (the pair has the same value)"""
        self.put("lib/lz4.c", LZ4_DEFS + """\
int g(int n)
{
	int v = unlikely(n > 2);	/* @v */
	while (unlikely(n-- > 0)) v++;	/* @w */
	return v;
}
""")
        F = "lib/lz4.c"
        rc, out, err = self.fix([site(F, self.at(F, "v"), "n > 2", 10, 980, macro="unlikely"),
                                 site(F, self.at(F, "w"), "n-- > 0", 10, 990, macro="unlikely")])
        self.assertEqual(plus(out), ["+\tint v = likely(n > 2);\t/* @v */",
                                     "+\twhile (likely(n-- > 0)) v++;\t/* @w */"], err)

    def test_zstd_LIKELY_UNLIKELY(self):
        """zstd's LIKELY((ofBits == 0)) true 2% becomes UNLIKELY((ofBits == 0)): the name only, no parentheses added; the pair is read from lib/common/compiler.h"""
        self.put("lib/common/compiler.h", ZSTD_COMPILER_H)
        self.put("lib/decompress/d.c", """\
#include "../common/compiler.h"
int d(unsigned ofBits, int x)
{
	if (LIKELY((ofBits == 0))) {	/* @o */
		return 1;
	}
	return UNLIKELY(x) ? 2 : 3;	/* @x */
}
""")
        F = "lib/decompress/d.c"
        rc, out, err = self.fix([site(F, self.at(F, "o"), "(ofBits == 0)", 90, 20, macro="LIKELY"),
                                 site(F, self.at(F, "x"), "x", 10, 995, macro="UNLIKELY")], "--explain")
        self.assertEqual(plus(out), ["+\tif (UNLIKELY((ofBits == 0))) {\t/* @o */",
                                     "+\treturn LIKELY(x) ? 2 : 3;\t/* @x */"], err)
        self.assertIn("LIKELY and UNLIKELY are one family (defined at", err)

    def test_own_pair_by_definition(self):
        """a code base's own pair with unrelated names (HOT_PATH/COLD_PATH in its header): found by definition; POSITIVE_USUALLY (another condition) and EXPECT_TRUE (another value: (c), not !!(c)) are not taken for it"""
        self.put("src/hints.h", OWN_PAIR_H)
        self.put("src/m.c", """\
#include "hints.h"
int m(int a)
{
	if (COLD_PATH(a & 4))	/* @c */
		return 1;
	return 0;
}
""")
        F = "src/m.c"
        rc, out, err = self.fix([site(F, self.at(F, "c"), "a & 4", 10, 960, macro="COLD_PATH")])
        self.assertEqual(plus(out), ["+\tif (HOT_PATH(a & 4))\t/* @c */"], err)

    def test_no_pair(self):
        """a direction macro without a pair in the tree: left, the reason and --to-probable named"""
        self.put("src/hints.h", "#define RARE(c) __builtin_expect(!!(c), 0)\n")
        self.put("src/m.c", '#include "hints.h"\nint m(int a)\n{\n\treturn RARE(a) ? 1 : 0;\t/* @r */\n}\n')
        F = "src/m.c"
        rc, out, err = self.fix([site(F, self.at(F, "r"), "a", 10, 990, macro="RARE")])
        self.assertEqual(out, "", err)
        self.assertIn("RARE() gives unlikely, and no macro of RARE's family (the same hint and "
                      "condition) gives the likely direction; --to-probable makes it "
                      "probable(COND, 99)", err)


class Drop(Native):
    SRC = """\
#include <linux/compiler.h>
int h(int a, int b, int c, int *p)
{
	if (unlikely(a))	/* @plain */
		return 1;
	if (!unlikely(a || b))	/* @not */
		return 2;
	if (unlikely(a = b))	/* @assign */
		return 3;
	if (c && unlikely(a || b))	/* @andor */
		return 4;
	if (c && likely(a && b))	/* @andand */
		return 5;
	if (likely((a == c)))	/* @paren */
		return 6;
	if (c || unlikely(a == b))	/* @cmp */
		return 7;
	return unlikely(*p);	/* @ret */
}
"""

    def setUp(self):
        super().setUp()
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("k/h.c", self.SRC)

    def test_drops(self):
        """rates between x86's thresholds: the hint is dropped, parentheses only where needed: if (x), !(a || b), if ((a = b)), c && (a || b), c && a && b, if (a == c) (the argument's own parentheses go where they would double the if's: checkpatch's "Unnecessary parentheses"), c || a == b; return unlikely(*p) (a value) is refused with the reason"""
        F = "k/h.c"
        tags = [("plain", "a", "unlikely"), ("not", "a || b", "unlikely"), ("assign", "a = b", "unlikely"),
                ("andor", "a || b", "unlikely"), ("andand", "a && b", "likely"),
                ("paren", "(a == c)", "likely"), ("cmp", "a == b", "unlikely"), ("ret", "*p", "unlikely")]
        sites = [site(F, self.at(F, t), e, 90 if m == "likely" else 10, 500, macro=m)
                 for t, e, m in tags]
        rc, out, err = self.fix(sites, "--include-dir", os.path.join(self.root, "include"))
        self.assertEqual(rc, 0, err)
        self.assertEqual(plus(out), [
            "+\tif (a)\t/* @plain */",
            "+\tif (!(a || b))\t/* @not */",
            "+\tif ((a = b))\t/* @assign */",
            "+\tif (c && (a || b))\t/* @andor */",
            "+\tif (c && a && b)\t/* @andand */",
            "+\tif (a == c)\t/* @paren */",
            "+\tif (c || a == b)\t/* @cmp */"], err)
        self.assertIn("skip k/h.c:%d: unlikely(*p) pc 10: x86 emits no hint for 50 (hint above 89, "
                      "below 11): the hint is not dropped: its value is not only tested for truth "
                      "(the value returned)" % self.at(F, "ret"), err)
        self.assertEqual([l for l in plus(out) + minus(out) if "#include" in l], [])

    def test_dropped_builds_warning_free(self):
        """the patched file compiles at -Wall -Wextra -Werror (-Wparentheses: if ((a = b)) kept)"""
        cc = "gcc" if have("gcc") else "clang" if have("clang") else None
        if cc is None:
            self.skipTest("no compiler")
        F = "k/h.c"
        sites = [site(F, self.at(F, "assign"), "a = b", 10, 500, macro="unlikely"),
                 site(F, self.at(F, "andor"), "a || b", 10, 500, macro="unlikely")]
        rc, out, err = self.fix(sites)
        self.patch(out, self.root)
        p = subprocess.run([cc, "-Wall", "-Wextra", "-Werror", "-I", "include", "-c", F, "-o",
                            os.path.join(self.tmp, "h.o")], cwd=self.root, capture_output=True)
        self.assertEqual(p.returncode, 0, p.stderr.decode())


class ToProbable(Native):

    def test_include_path_said(self):
        """--to-probable: probable(COND, PC) with the #include; the patch's header and the summary say which -I the build needs and where the include went"""
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("k/t.c", "#include <linux/compiler.h>\n\nint t(int a)\n{\n\tif (likely(a > 1))\t/* @t */\n\t\treturn 4;\n\treturn 5;\n}\n")
        F = "k/t.c"
        rc, out, err = self.fix([site(F, self.at(F, "t"), "a > 1", 90, 300, macro="likely")],
                                "--to-probable")
        self.assertEqual(rc, 0, err)
        self.assertIn("+\tif (probable(a > 1, 30))\t/* @t */", plus(out), err)
        self.assertIn('+#include <probable.h>', plus(out))
        want = "the build needs -I %s (probable.h) for the #include added in k/t.c:2" % shlex.quote(INCLUDE)
        self.assertIn("probable-fix: " + want + "\n", out.split("--- a/")[0])
        self.assertIn("the build needs -I %s for probable.h" % shlex.quote(INCLUDE), err)
        # and git apply takes the patch with its header
        if have("git"):
            subprocess.run(["git", "init", "-q"], cwd=self.root, check=True)
            p = subprocess.run(["git", "apply", "--check", "-"], input=out.encode(), cwd=self.root,
                               capture_output=True)
            self.assertEqual(p.returncode, 0, p.stderr.decode())


class Generated(Native):
    SRC = "#include <linux/compiler.h>\nint g%d(int a)\n{\n\tif (likely(a))\n\t\treturn 1;\n\treturn 0;\n}\n"

    def test_generated_never_edited(self):
        """a "DO NOT MODIFY" header (the kernel's atomic-arch-fallback.h), include/generated/, and a file the tree's .gitignore ignores are left unchanged with the reason; the plain file is fixed; --edit-generated edits them"""
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("include/linux/atomic/atomic-arch-fallback.h",
                 "// SPDX-License-Identifier: GPL-2.0\n\n// Generated by scripts/atomic/gen-atomic-fallback.sh\n"
                 "// DO NOT MODIFY THIS FILE DIRECTLY\n" + self.SRC % 1)
        self.put("include/generated/autoconf.h", self.SRC % 2)
        self.put("lib/plain.c", self.SRC % 3)
        self.put("lib/tab.c", "/* lib/tab.c */\n/* DO NOT EDIT. */\n" + self.SRC % 5)
        files = ["include/linux/atomic/atomic-arch-fallback.h", "include/generated/autoconf.h",
                 "lib/plain.c", "lib/tab.c"]
        git = have("git")
        if git:
            self.put("lib/built.c", self.SRC % 4)
            self.put(".gitignore", "built.c\n")
            subprocess.run(["git", "init", "-q"], cwd=self.root, check=True)
            files.append("lib/built.c")
        sites = []
        for f in files:
            n = [i for i, l in enumerate(self.lines(f), 1) if "likely(a)" in l][0]
            sites.append(site(f, n, "a", 90, 20, macro="likely"))
        rc, out, err = self.fix(sites)
        self.assertEqual(rc, 0, err)
        self.assertEqual([l for l in out.split("\n") if l.startswith("+++")], ["+++ b/lib/plain.c"], err)
        self.assertIn("include/linux/atomic/atomic-arch-fallback.h: left unchanged: a generated file "
                      "(line 3 says '// Generated by scripts/atomic/gen-atomic-fallback.sh')", err)
        self.assertIn("include/generated/autoconf.h: left unchanged: a generated file (it is under a "
                      "directory named generated/ (include/generated))", err)
        self.assertIn("lib/tab.c: left unchanged: a generated file (line 2 says '/* DO NOT EDIT. */')", err)
        if git:
            self.assertIn("lib/built.c: left unchanged: a generated file (the tree's .gitignore "
                          "ignores it (git check-ignore): a build output)", err)
        rc, out, err = self.fix(sites, "--edit-generated")
        self.assertEqual(len([l for l in out.split("\n") if l.startswith("+++")]), len(files), err)


class OneInput(Native):

    def test_one_input_said(self):
        """one report: "from 1 input: NAME" in the summary and on the patch's first line; two reports: not said"""
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("k/o.c", "#include <linux/compiler.h>\nint o(int a)\n{\n\treturn likely(a) ? 1 : 2;\n}\n")
        s = [site("k/o.c", 4, "a", 90, 20, macro="likely")]
        r1 = self.put_report(s, "boot1.json")
        rc, out, err = run_fix("--root", self.root, r1)
        self.assertEqual(out.split("\n")[0], "probable-fix: from 1 input: %s (run r1): the counts of one "
                         "run; a hint that holds across configurations and machines needs several" % r1)
        self.assertIn("; from 1 input: %s" % r1, err)
        r2 = self.put_report(s, "boot2.json")
        rc, out, err = run_fix("--root", self.root, r1, r2)
        self.assertTrue(out.startswith("--- a/k/o.c"), out)
        self.assertNotIn("from 1 input", err)
        self.assertIn("+\treturn unlikely(a) ? 1 : 2;", plus(out))


class KernelDB(Native):
    """-p with a compile database in the shape of the kernel's
    scripts/clang-tools/gen_compile_commands.py: "directory" the build
    directory, "file" relative to it, -Wp,-MMD,..., -nostdinc,
    -I./arch/x86/include, -include ./include/linux/compiler-version.h."""

    def test_kernel_compile_commands(self):
        """every changed .c and header is proved through the kernel-style units (relative file, relative -include and -I); a header no unit reads says exactly that it is not proved"""
        cc = "gcc" if have("gcc") else "clang" if have("clang") else None
        if cc is None:
            self.skipTest("no compiler")
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("include/linux/compiler-version.h", "/* This is a generated... no: gcc 12 */\n")
        self.put("include/linux/kconfig.h", "#include <generated/autoconf.h>\n")
        self.put("include/generated/autoconf.h", "#define CONFIG_X86 1\n")
        self.put("arch/x86/include/asm/h.h", """\
#include <linux/compiler.h>
static inline int arch_h(int v)
{
	if (likely(v > 7))	/* @h */
		return v * 3;
	return v - 1;
}
""")
        self.put("include/linux/unused.h", "#include <linux/compiler.h>\n"
                 "static inline int un(int v) { return likely(v) ? 1 : 2; }\n")
        self.put("kernel/sched/core.c", """\
#include <linux/compiler.h>
#include <asm/h.h>
int sched_x(int a, int b)
{
	if (unlikely(a < b))	/* @c */
		return arch_h(a);
	return arch_h(b) + CONFIG_X86;
}
""")
        db = [{"directory": self.root, "file": "kernel/sched/core.c",
               "arguments": [cc, "-Wp,-MMD,kernel/sched/.core.o.d", "-nostdinc",
                             "-I./arch/x86/include", "-I./include", "-include",
                             "./include/linux/compiler-version.h", "-include",
                             "./include/linux/kconfig.h", "-D__KERNEL__", "-O2", "-Wall",
                             "-c", "-o", "kernel/sched/core.o", "kernel/sched/core.c"]}]
        import json
        self.put("compile_commands.json", json.dumps(db))
        C, H = "kernel/sched/core.c", "arch/x86/include/asm/h.h"
        sites = [site(C, self.at(C, "c"), "a < b", 10, 990, macro="unlikely"),
                 site(H, self.at(H, "h"), "v > 7", 90, 10, macro="likely"),
                 site("include/linux/unused.h", 2, "v", 90, 20, macro="likely")]
        rc, out, err = self.fix(sites, "-p", self.root, "--explain")
        self.assertEqual(rc, 0, err)
        self.assertEqual(plus(out), ["+\tif (unlikely(v > 7))\t/* @h */",
                                     "+static inline int un(int v) { return unlikely(v) ? 1 : 2; }",
                                     "+\tif (likely(a < b))\t/* @c */"], err)
        for rel in (C, H):
            self.assertRegex(err, r"(?m)^probable-fix: %s: same (object code|values) before and after"
                             % rel.replace(".", r"\."))
        self.assertIn("include/linux/unused.h: not proved: ", err)
        self.assertIn("1 rewrite not proved (include/linux/unused.h)", err)
        self.assertFalse(os.path.exists(os.path.join(self.root, "kernel/sched/.core.o.d")))


class Arches(Native):

    def test_builds_that_need_different_hints(self):
        """reports of two arches: 8% true is unlikely on x86 (below 11) and no hint where the low threshold is 5: refused, both named; 2% (unlikely on both) is flipped"""
        self.put("include/linux/compiler.h", KERNEL_COMPILER_H)
        self.put("k/a.c", "#include <linux/compiler.h>\nint a(int v)\n{\n\tif (likely(v))\n\t\treturn 1;\n"
                 "\tif (likely(v > 2))\n\t\treturn 2;\n\treturn 0;\n}\n")
        r1 = self.put_report([site("k/a.c", 4, "v", 90, 80, macro="likely"),
                              site("k/a.c", 6, "v > 2", 90, 20, macro="likely")], "x86.json")
        r2 = self.put_report([site("k/a.c", 4, "v", 90, 80, macro="likely", arch="other", high=95, low=5),
                              site("k/a.c", 6, "v > 2", 90, 20, macro="likely", arch="other", high=95,
                                   low=5)], "other.json")
        rc, out, err = run_fix("--root", self.root, r1, r2)
        self.assertEqual(rc, 0, err)
        self.assertEqual(plus(out), ["+\tif (unlikely(v > 2))"], err)
        self.assertIn("skip k/a.c:4: likely(v) pc 90: the builds measured need different hints for 8 "
                      "(other: none; x86: unlikely): one macro cannot fit them all", err)
