# SPDX-License-Identifier: MIT
"""tests/tools/test_kernel.py - verdicts from the kernel's branch
profiler: trace_stat/branch_annotated and branch_all in the exact format
kernel/trace/trace_branch.c prints (fixtures/coverage/kernel/*.txt: long
counts, correct/constant, names cut to 30 and 20 bytes) matched with the
sites of a small tree (fixtures/coverage/kernel/src).

Every row tied to one site by function, or counted as not tied with its
reason (kernelsites.py): fixtures/kernel_annotated.txt and kernel_all.txt
over fixtures/kernel_tree (hint macros defined in headers as the kernel's
bug.h and err.h define them, two core.c, two dir.c, two foo.c, a
user-space copy under tools/, two arches, the build's autoconf.h)."""

import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest

from test_gcov import by_line, site

from probable import coverage, kernelsites
from probable.errors import InputError
from probable.formats import kernel
from probable.scan import scan_file, scan_text

K = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "coverage", "kernel")
SRC = os.path.join(K, "src")


def judged(*names):
    return by_line(coverage.report([os.path.join(K, n) for n in names], SRC, "x86"))


class Reader(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write(self, text):
        p = os.path.join(self.tmp, "t")
        with open(p, "w") as f:
            f.write(text)
        return p

    def test_rows(self):
        """branch_annotated rows: counts beyond 32 bits, a function cut to 30 bytes, a file cut to 20, X for no evaluations"""
        recs = kernel.read(os.path.join(K, "branch_annotated.txt"))
        self.assertEqual(len(recs), 7)
        long = [r for r in recs if r["line"] == 6][0]
        self.assertEqual((long["correct"], long["incorrect"]), (12345678901, 2))
        self.assertEqual(long["func"], "xmit_one_packet_for_this_very_")
        self.assertEqual((long["file"], long["cut"]), ("a_very_long_driver_f", True))
        x = [r for r in recs if r["line"] == 12][0]
        self.assertEqual((x["correct"], x["incorrect"], x["constant"]), (0, 0, 0))

    def test_constant_column(self):
        """correct/constant in the first column: both read, incorrect after the padding"""
        recs = kernel.read(os.path.join(K, "branch_annotated_constant.txt"))
        self.assertEqual([(r["line"], r["correct"], r["constant"], r["incorrect"]) for r in recs],
                         [(12, 300, 300, 0), (7, 4000, 0, 20)])

    def test_branch_all(self):
        """branch_all: miss is the if's false count, hit its true count"""
        recs = kernel.read(os.path.join(K, "branch_all.txt"))
        self.assertEqual((recs[0]["miss"], recs[0]["hit"], recs[0]["table"]), (990, 10, "all"))

    def test_sniffed_by_content(self):
        for name, kind in (("branch_annotated.txt", "annotated"), ("branch_all.txt", "all")):
            with open(os.path.join(K, name), "rb") as f:
                self.assertEqual(kernel.sniff(f.read()), kind)
        self.assertIsNone(kernel.sniff(b"correct incorrect\n"))

    def test_bad_rows_refused(self):
        """a row that is not trace_branch.c's, a percent that does not follow from the counts, a constant in branch_all: one InputError with the line"""
        good = open(os.path.join(K, "branch_annotated.txt")).read().split("\n")
        for bad, want in ((good[:3] + ["garbage here"], "line 4"),
                          (good[:2] + [good[2].replace(" 99 ", " 98 ")], "percent"),
                          ):
            with self.assertRaises(InputError) as cm:
                kernel.read(self.write("\n".join(bad) + "\n"))
            self.assertIn(want, str(cm.exception))
        allt = open(os.path.join(K, "branch_all.txt")).read().split("\n")
        with self.assertRaises(InputError) as cm:
            kernel.read(self.write("\n".join(allt[:2] + ["     300/300    0   0 f                              core.c               12"]) + "\n"))
        self.assertIn("constant", str(cm.exception))


class Judged(unittest.TestCase):
    def test_verdicts(self):
        """likely: true = correct; unlikely: true = incorrect; exact long counts; X rows unreached"""
        s = judged("branch_annotated.txt", "branch_all.txt")
        self.assertEqual((site(s, "kernel/sched/core.c", 7)["count"], site(s, "kernel/sched/core.c", 7)["hits"],
                          site(s, "kernel/sched/core.c", 7)["verdict"]), (1000000, 900000, "ok"))
        w = site(s, "kernel/sched/core.c", 9)
        self.assertEqual((w["count"], w["hits"], w["verdict"], w["suggest"], w["source"]),
                         (1000000, 999000, "wrong", 100, "kernel"))
        self.assertEqual(site(s, "kernel/sched/core.c", 12)["verdict"], "unreached")
        d = site(s, "drivers/net/a_very_long_driver_file_name.c", 6)
        self.assertEqual((d["count"], d["hits"]), (12345678903, 12345678901))

    def test_never_guesses(self):
        """a basename two files share, two hints on one line: not judged, with why"""
        s = judged("branch_annotated.txt")
        for f in ("fs/ext4/inode.c", "fs/btrfs/inode.c"):
            self.assertEqual(site(s, f, 5)["verdict"], "not-judged")
            self.assertIn("2 files can have made the row: fs/btrfs/inode.c, fs/ext4/inode.c", site(s, f, 5)["why"])
        for nth_site in [k for k in s if k[:2] == ("kernel/sched/core.c", 15)]:
            self.assertEqual(s[nth_site]["verdict"], "not-judged")

    def test_shared_basename_tied_by_its_hints(self):
        """two files named core.c: the rows go to the one with a likely()/unlikely() (branch_all: an if) on the row's line, the other gets none"""
        s = judged("branch_annotated.txt", "branch_all.txt")
        self.assertEqual(site(s, "kernel/sched/core.c", 9)["count"], 1000000)
        self.assertFalse([k for k in s if k[0] == "kernel/irq/core.c"])
        self.assertIn(("kernel/sched/core.c", 13, 0, True), s)

    def test_constant(self):
        """correct/constant: "constant", never wrong"""
        s = judged("branch_annotated_constant.txt")
        c = site(s, "kernel/sched/core.c", 12)
        self.assertEqual((c["verdict"], c["constant"], c["count"]), ("constant", 1, 300))

    def test_missing_hint_from_branch_all(self):
        """branch_all's if without a hint at 1%: unhinted with the probable() to write; the for loop is not one"""
        s = judged("branch_annotated.txt", "branch_all.txt")
        u = site(s, "kernel/sched/core.c", 13, unhinted=True)
        self.assertEqual((u["declared"], u["count"], u["hits"], u["suggest"]), (None, 1000, 10, 1))
        self.assertIn("probable(q[0] == 3, 1)", u["why"])
        self.assertNotIn(("kernel/sched/core.c", 6, 0, True), s)


HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "fixtures")
TREE = os.path.join(FIX, "kernel_tree")
ANN = os.path.join(FIX, "kernel_annotated.txt")
ALL = os.path.join(FIX, "kernel_all.txt")


class Env:
    """KBUILD_OUTPUT set (or unset) for one block."""

    def __init__(self, value):
        self.value = value

    def __enter__(self):
        self.old = os.environ.get("KBUILD_OUTPUT")
        if self.value is None:
            os.environ.pop("KBUILD_OUTPUT", None)
        else:
            os.environ["KBUILD_OUTPUT"] = self.value

    def __exit__(self, *a):
        if self.old is None:
            os.environ.pop("KBUILD_OUTPUT", None)
        else:
            os.environ["KBUILD_OUTPUT"] = self.old


def run(root=TREE, files=(ANN,), arch="x86", build=None, exclude=None):
    """(sites by (file, line, macro, expr, nth, unhinted), the report's kernel summary)."""
    old = list(kernelsites.EXCLUDE)
    if exclude is not None:
        kernelsites.EXCLUDE[:] = exclude
    try:
        with Env(build), contextlib.redirect_stderr(io.StringIO()):
            reps = coverage.report(list(files), root, arch)
    finally:
        kernelsites.EXCLUDE[:] = old
    rep = reps[0]
    sites = {}
    for s in rep["sites"]:
        key = (s["file"], s["line"], s["macro"], s["expr"], s["nth"], s["verdict"] == "unhinted")
        assert key not in sites, key
        sites[key] = s
    return sites, rep.get("kernel")


def at(sites, f, line, nth=0, macro=None):
    """The one site at file:line with that nth (and macro)."""
    got = [s for k, s in sites.items() if k[:2] == (f, line) and k[4] == nth and not k[5]
           and (macro is None or k[2] == macro)]
    assert len(got) == 1, (f, line, nth, macro, got)
    return got[0]


def listed(summary, table, reason):
    """{(func, file, line): why} of the rows not tied for reason."""
    got = summary[table]["not_tied"].get(reason, {"listed": []})["listed"]
    return {(x["func"], x["file"], x["line"]): x["why"] for x in got}


class Tied(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.s, cls.k = run()

    def at(self, f, line, nth=0, macro=None):
        return at(self.s, f, line, nth, macro)

    def test_macro_row_at_use_line(self):
        """a BUG_ON (bug.h) used in ext2's dir.c: the row at the use's line goes to that site, via BUG_ON, with its function"""
        d = self.at("fs/ext2/dir.c", 8)
        self.assertEqual((d["macro"], d["via"], d["func"], d["count"], d["hits"], d["verdict"]),
                         ("unlikely", "BUG_ON", "ext2_delete_entry", 270, 0, "ok"))
        self.assertEqual(d["expr"], "de == 0")

    def test_same_basename_by_function(self):
        """two core.c with a hint on line 7: irq_pending's row goes to kernel/irq/core.c, never to sched/core.c's WARN_ON; two dir.c: gfs2's likely() on line 8 gets no row of ext2_delete_entry"""
        irq = self.at("kernel/irq/core.c", 7)
        self.assertEqual((irq["func"], irq["count"], irq["hits"], irq["macro"]),
                         ("irq_pending", 1000, 900, "likely"))
        self.assertFalse([k for k in self.s if k[0] == "fs/gfs2/dir.c"])
        w = self.at("kernel/sched/core.c", 7)
        self.assertEqual((w["func"], w["via"], w["count"], w["hits"]), ("schedule_debug", "WARN_ON", 1000, 0))

    def test_cut_function_name(self):
        """a function name cut to 30 bytes: a prefix of the source's name; the JSON keeps the whole name"""
        d = self.at("kernel/sched/core.c", 16)
        self.assertEqual((d["func"], d["count"], d["hits"]),
                         ("pick_next_task_fair_for_this_runqueue", 10000, 9000))

    def test_one_condition_counted_twice(self):
        """WARN_ON (CONFIG_BUG: two unlikely(__ret_warn_on)): two sites; rows in equal pairs give nth 0 one copy's counts, nth 1 says why it has none; through SCHED_WARN_ON -> WARN_ON_ONCE -> WARN_ON too"""
        for line, n in ((7, 1000), (18, 50)):
            a, b = self.at("kernel/sched/core.c", line, 0), self.at("kernel/sched/core.c", line, 1)
            self.assertEqual((a["count"], a["copies"], a["verdict"]), (n, 2, "ok" if n >= 100 else "few"))
            self.assertEqual(b["verdict"], "not-judged")
            self.assertIn("the same condition as nth 0", b["why"])
        self.assertEqual(self.at("kernel/sched/core.c", 18)["via"], "SCHED_WARN_ON")

    def test_two_hints_on_a_line(self):
        """likely() && unlikely() on one line, and unlikely() || WARN_ON_ONCE(): every site not judged, never one sum; their rows not tied, reason several-hints"""
        got = [k[2:5] for k in self.s if k[:2] == ("kernel/sched/core.c", 8)]
        self.assertEqual(sorted(got), [("likely", "prev > 1", 0), ("unlikely", "prev > 100", 0)])
        got = [k[2:5] for k in self.s if k[:2] == ("kernel/sched/core.c", 10)]
        self.assertEqual(sorted(got), [("unlikely", "__ret_warn_on", 0), ("unlikely", "__ret_warn_on", 1),
                                       ("unlikely", "prev == 7", 0)])
        for k, d in self.s.items():
            if k[:2] in (("kernel/sched/core.c", 8), ("kernel/sched/core.c", 10)):
                self.assertEqual((d["verdict"], d["count"]), ("not-judged", 0))
                self.assertIn("hints on line %d" % k[1], d["why"])
        rows = listed(self.k, "annotated", "several-hints")
        self.assertEqual(set(rows), {("schedule_debug", "core.c", 8), ("schedule_debug", "core.c", 10)})
        self.assertEqual(self.k["annotated"]["not_tied"]["several-hints"]["rows"], 5)
        self.assertEqual(self.k["annotated"]["not_tied"]["several-hints"]["evaluations"], 520 + 520 + 900)

    def test_function_made_by_a_macro(self):
        """SYSCALL_DEFINE1(getfoo, ...) makes __do_sys_getfoo: its row is tied to the hint inside"""
        d = self.at("kernel/sys.c", 6)
        self.assertEqual((d["func"], d["count"], d["hits"]), ("SYSCALL_DEFINE1(getfoo)", 500, 100))

    def test_header_rows_from_many_units(self):
        """IS_ERR (err.h:10, IS_ERR_VALUE defined on line 6): three units' rows are one site's copies, pooled"""
        d = self.at("include/linux/err.h", 10)
        self.assertEqual((d["via"], d["func"], d["count"], d["hits"], len(d["parts"])),
                         ("IS_ERR_VALUE", "IS_ERR", 6003, 3, 3))

    def test_user_space_copy_and_other_arch(self):
        """lib/rbtree.c, not tools/lib/rbtree.c; arch/x86's csum.c, not arm64's"""
        d = self.at("lib/rbtree.c", 7)
        self.assertEqual((d["count"], d["func"]), (281003, "__rb_insert"))
        self.assertFalse([k for k in self.s if k[0].startswith("tools/")])
        c = self.at("arch/x86/lib/csum.c", 7)
        self.assertEqual((c["count"], c["hits"]), (1000, 700))
        self.assertFalse([k for k in self.s if k[0].startswith("arch/arm64/")])

    def test_not_tied_reasons(self):
        """every row not tied is listed with its reason: a function in no file, a file only under tools/, no such file, no hint at the line, two files that can have made it"""
        self.assertEqual(set(listed(self.k, "annotated", "no-function")), {("ghost_function", "core.c", 5)})
        self.assertEqual(set(listed(self.k, "annotated", "excluded")), {("perf_only", "only.c", 6)})
        self.assertEqual(set(listed(self.k, "annotated", "no-file")), {("missing_fn", "nosuch.c", 3)})
        self.assertEqual(set(listed(self.k, "annotated", "no-hint")), {("ext2_delete_entry", "dir.c", 10)})
        amb = listed(self.k, "annotated", "ambiguous")
        self.assertEqual(set(amb), {("foo_probe", "foo.c", 6)})
        self.assertIn("drivers/a/foo.c, drivers/b/foo.c", amb[("foo_probe", "foo.c", 6)])
        for f in ("drivers/a/foo.c", "drivers/b/foo.c"):
            self.assertEqual(self.at(f, 6)["verdict"], "not-judged")
            self.assertIn("2 files can have made the row", self.at(f, 6)["why"])

    def test_every_row_accounted(self):
        """rows tied + rows of every reason = all rows, evaluations too"""
        t = self.k["annotated"]
        self.assertEqual((t["rows"], t["tied_rows"]), (23, 13))
        self.assertEqual(t["rows"], t["tied_rows"] + sum(v["rows"] for v in t["not_tied"].values()))
        self.assertEqual(t["evaluations"],
                         t["tied_evaluations"] + sum(v["evaluations"] for v in t["not_tied"].values()))
        self.assertEqual(t["tied_evaluations"], 2000 + 1000 + 10000 + 100 + 6003 + 270 + 281003 + 1000 + 500)


class Build(unittest.TestCase):
    """What the build compiled decides between files."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.root = os.path.join(self.tmp, "linux")
        shutil.copytree(TREE, self.root)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_object_files(self):
        """with .o files at hand (an in-tree build), drivers/b/foo.c (no .o) is not built: the row goes to drivers/a/foo.c"""
        for rel in ("drivers/a/foo.o", "fs/ext2/dir.o", "kernel/sched/core.o"):
            open(os.path.join(self.root, rel), "w").close()
        s, k = run(self.root)
        d = at(s, "drivers/a/foo.c", 6)
        self.assertEqual((d["count"], d["hits"]), (105, 5))
        self.assertFalse([x for x in s if x[0] == "drivers/b/foo.c"])

    def test_compile_database(self):
        """$KBUILD_OUTPUT's compile_commands.json (directory + file, as the kernel writes it) lists drivers/b/foo.c only: the row goes there"""
        build = os.path.join(self.tmp, "build")
        os.makedirs(os.path.join(build, "include", "generated"))
        shutil.copy(os.path.join(self.root, "include", "generated", "autoconf.h"),
                    os.path.join(build, "include", "generated"))
        with open(os.path.join(build, "compile_commands.json"), "w") as f:
            json.dump([{"directory": build, "file": os.path.join(self.root, "drivers/b/foo.c"),
                        "command": "gcc -c"},
                       {"directory": self.root, "file": "fs/ext2/dir.c", "command": "gcc -c"}], f)
        s, k = run(self.root, build=build)
        d = at(s, "drivers/b/foo.c", 6)
        self.assertEqual((d["count"], d["hits"]), (105, 5))
        self.assertFalse([x for x in s if x[0] == "drivers/a/foo.c"])
        # a file the database does not list, with the row's function: not built
        self.assertIn(("__rb_insert", "rbtree.c", 7), listed(k, "annotated", "not-built"))
        self.assertIn("lib/rbtree.c has __rb_insert at line 7 but was not built",
                      listed(k, "annotated", "not-built")[("__rb_insert", "rbtree.c", 7)])

    def test_configuration_unknown(self):
        """without the build's autoconf.h, WARN_ON's two definitions (CONFIG_BUG or not) differ: its rows are not tied, reason macro-definitions; BUG_ON's differ only in what follows the hint: still tied"""
        os.remove(os.path.join(self.root, "include", "generated", "autoconf.h"))
        s, k = run(self.root)
        d = at(s, "kernel/sched/core.c", 7)
        self.assertEqual(d["verdict"], "not-judged")
        self.assertIn("WARN_ON has definitions (under #if) with different hints", d["why"])
        self.assertIn(("schedule_debug", "core.c", 7), listed(k, "annotated", "macro-definitions"))
        self.assertEqual(at(s, "fs/ext2/dir.c", 8)["count"], 270)

    def test_exclude(self):
        """--exclude DIR leaves out more: with arch/x86 excluded, csum.c's row has only files left out"""
        s, k = run(self.root, exclude=["arch/x86"])
        self.assertIn(("csum_partial", "csum.c", 7), listed(k, "annotated", "excluded"))


class BranchAll(unittest.TestCase):
    def test_rows(self):
        """branch_all: an if without a hint tied by function (unhinted, probable() to write); two files: ambiguous; no function: no-function"""
        s, k = run(files=(ANN, ALL))
        u = s[("fs/ext2/dir.c", 9, None, "pde", 0, True)]
        self.assertEqual((u["count"], u["hits"], u["func"]), (1000, 10, "ext2_delete_entry"))
        self.assertIn("probable(pde, 1)", u["why"])
        t = k["all"]
        self.assertEqual((t["rows"], t["tied_rows"], t["tied_evaluations"]), (3, 1, 1000))
        self.assertEqual(set(listed(k, "all", "ambiguous")), {("foo_probe", "foo.c", 6)})
        self.assertEqual(set(listed(k, "all", "no-function")), {("ghost_function", "core.c", 5)})


class CommandLine(unittest.TestCase):
    def test_merge_json(self):
        """probable-report merge: the JSON keeps each site's func and via, and the rows' summary ("kernel"); --exclude leaves out a directory; stderr says how many rows were tied"""
        from probable.cli import report as cli
        tmp = tempfile.mkdtemp()
        try:
            out = os.path.join(tmp, "m.json")
            err = io.StringIO()
            with Env(None), contextlib.redirect_stderr(err):
                rc = cli.main(["merge", ANN, "--root", TREE, "--arch", "x86", "-o", out,
                               "--exclude", "arch/x86"])
            self.assertEqual(rc, 0)
            with open(out) as f:
                doc = json.load(f)
            d = [s for s in doc["sites"] if s["file"] == "fs/ext2/dir.c" and s["line"] == 8][0]
            self.assertEqual((d["func"], d["via"], d["count"]), ("ext2_delete_entry", "BUG_ON", 270))
            w = [s for s in doc["sites"] if s["file"] == "kernel/sched/core.c" and s["line"] == 7
                 and s["nth"] == 0][0]
            self.assertEqual(w["copies"], 2)
            k = doc["kernel"]["annotated"]
            self.assertEqual((k["rows"], k["tied_rows"]), (23, 12))
            self.assertIn("csum_partial", [x["func"] for x in k["not_tied"]["excluded"]["listed"]])
            self.assertIn("kernel branch_annotated: 23 rows, 303946 evaluations; tied to a site: 12 rows, 300876 evaluations (99.0%); not tied: several-hints 5 rows (1940 evaluations), excluded 2 rows (1010 evaluations)",
                          err.getvalue())
            # the merged report reads back (via and copies are known fields)
            with contextlib.redirect_stderr(io.StringIO()):
                self.assertEqual(cli.main(["merge", out, "-o", os.path.join(tmp, "m2.json")]), 0)
        finally:
            kernelsites.EXCLUDE[:] = []
            shutil.rmtree(tmp)


class Tokens(unittest.TestCase):
    def test_fast_tokenizer_same_tokens(self):
        """scan's regular-expression tokenizer (what makes a kernel tree affordable) gives the tokens of the character-by-character one, offsets, directives and whitespace flags included: every fixture, the library's headers and tricky text"""
        from probable.scan import decode, tokenize, tokenize_slow

        def key(ts):
            return [(t.kind, t.text, t.start, t.end, t.ws, t.directive, t.bol) for t in ts]
        texts = ['#define A(x) \\\n  likely(x) /* c */ \\\r\n + 1\nint a = A(1);\n',
                 'auto s = u8"x" R"d(a)"b)d" L\'c\' 1\'000 0x1p-3 .5e+2 ...;\n',
                 '%:define X 1\n  # if X\n"unterminated\n\'\\\n/* open', "a\\", "x = y\\\n\\\n;"]
        for top in (os.path.join(HERE, "fixtures"), os.path.join(HERE, "..", "..", "include")):
            for d, _, names in os.walk(top):
                for n in names:
                    if n.endswith((".c", ".h", ".cc", ".cpp", ".txt")):
                        with open(os.path.join(d, n), "rb") as f:
                            texts.append(decode(f.read()))
        self.assertGreater(len(texts), 50)
        for t in texts:
            self.assertEqual(key(tokenize(t)), key(tokenize_slow(t)), t[:200])


class MacroSites(unittest.TestCase):
    def test_via_sites(self):
        """scan: one site per hint of a macro's expansion, at the use's line and column, via the macro; a hint written in the use's argument is the file's own site, not the macro's"""
        defs = scan_file(os.path.join(TREE, "include/linux/bug.h")).defines
        sc = scan_text("void f(int x)\n{\n\tBUG_ON(x);\n\tWARN_ON(likely(x));\n}\n", "f.c",
                       through={k: [d for d in v if d.params is not None] for k, v in defs.items()})
        got = [(s.line, s.col, s.macro, s.expr, s.via, s.nth) for s in sc.sites]
        self.assertEqual(got, [(3, 2, "unlikely", "x", "BUG_ON", 0),
                               (4, 2, "unlikely", "__ret_warn_on", "WARN_ON", 0),
                               (4, 2, "unlikely", "__ret_warn_on", "WARN_ON", 1),
                               (4, 10, "likely", "x", None, 0)])
        self.assertEqual(sc.sites[0].as_dict()["via"], "BUG_ON")
        self.assertEqual(sc.functions(), [("f", 1, 5)])

    def test_without_through(self):
        """without definitions to look through, only written hint calls are sites (probable-fix's scan)"""
        sc = scan_text("void f(int x)\n{\n\tBUG_ON(x);\n}\n", "f.c")
        self.assertEqual(sc.sites, [])


if __name__ == "__main__":
    unittest.main()
