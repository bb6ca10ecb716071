# SPDX-License-Identifier: MIT
"""tests/profile/test_report_file.py - where the report goes and what happens to a
file already there (noeval.c, counts.c): a run that evaluates no site still writes
its report; a stale report of another run is replaced, one of the same run
(PROBABLE_PROFILE_RUN) merged; an unknown format, a path too long, a directory, a
symbolic link, a file that is not a report: a message saying what and why, and
nothing destroyed."""

import os

from profiletest import ProfileTest, build, load_report, per_compiler, run, scratch

PRECIOUS = b"precious: not a probable report\n"


class ReportFile:
    def prog(self):
        return build("noeval.c", self.cc)

    def test_no_site_evaluated(self):
        """no site evaluated: the report is written anyway, both sites count 0, verdict unreached"""
        d = scratch("noeval-" + self.cc)
        r = run(self.prog(), report=os.path.join(d, "r.json"))
        rep = r.report
        self.assertEqual((rep.get("format"), rep.get("version")), ("probable-profile", 3))
        self.assertSite(rep, {"line": "@even"}, count=0, hits=0, verdict="unreached", declared=50, suggest=50)
        self.assertSite(rep, {"line": "@never"}, count=0, verdict="unreached", func="noeval_never")
        self.assertEqual(len(rep["sites"]), 2)

    def test_no_site_evaluated_text(self):
        """no site evaluated, text on stderr: the table is written, 2 sites"""
        r = run(self.prog(), report="-", fmt=None)
        self.assertRegex(r.stderr, r"^probable profile: 2 sites")
        self.assertIn("unreached", r.stderr)

    def test_stale_replaced(self):
        """a report of another run under the same name is replaced, not added to (even by a run evaluating nothing)"""
        d = scratch("stale-" + self.cc)
        path = os.path.join(d, "r.json")
        first = run(self.prog(), [100], report=path).report
        self.assertSite(first, {"line": "@even"}, count=100, hits=50)
        second = run(self.prog(), [10], report=("keep", path)).report
        self.assertSite(second, {"line": "@even"}, count=10, hits=5)
        self.assertNotEqual(first["run"], second["run"])
        third = run(self.prog(), report=("keep", path)).report
        self.assertSite(third, {"line": "@even"}, count=0, verdict="unreached")
        self.assertEqual(third.get("dumps"), 1)

    def test_same_run_merged(self):
        """PROBABLE_PROFILE_RUN=same for two runs: one file, counts summed (100 + 10), run "same", 2 dumps"""
        d = scratch("samerun-" + self.cc)
        path = os.path.join(d, "r.json")
        run(self.prog(), [100], report=path, env={"PROBABLE_PROFILE_RUN": "same"})
        rep = run(self.prog(), [10], report=("keep", path), env={"PROBABLE_PROFILE_RUN": "same"}).report
        self.assertSite(rep, {"line": "@even"}, count=110, hits=55)
        self.assertEqual((rep.get("run"), rep.get("dumps"), len(rep["sites"])), ("same", 2, 2))

    def existing(self, name, content=PRECIOUS):
        d = scratch(name + "-" + self.cc)
        path = os.path.join(d, "r.json")
        with open(path, "wb") as f:
            f.write(content)
        return d, path

    def assertUntouched(self, path, content=PRECIOUS):
        with open(path, "rb") as f:
            self.assertEqual(f.read(), content, "%s was changed" % path)

    def test_unknown_format(self):
        """PROBABLE_PROFILE_FORMAT=xml and =JSON: an existing report is left byte-identical; stderr names the format"""
        for fmt in ("xml", "JSON"):
            with self.subTest("report_file %s: format %s" % (self.cc, fmt)):
                d = scratch("fmt-%s-%s" % (fmt, self.cc))
                path = os.path.join(d, "r.json")
                run(self.prog(), [10], report=path)
                with open(path, "rb") as f:
                    before = f.read()
                r = run(self.prog(), [20], report=("keep", path), fmt=fmt)
                self.assertUntouched(path, before)
                self.assertIn(fmt, r.stderr)
                self.assertIn("PROBABLE_PROFILE_FORMAT", r.stderr)
                self.assertEqual(os.listdir(d), ["r.json"])

    def test_not_a_report(self):
        """an existing file that is not a probable report is left alone, with a message naming it"""
        d, path = self.existing("notreport")
        r = run(self.prog(), [10], report=("keep", path))
        self.assertUntouched(path)
        self.assertIn(path, r.stderr)

    def test_path_too_long(self):
        """a path over 4100 bytes: "File name too long", the whole path named, nothing created at a cut one"""
        d = scratch("long-" + self.cc)
        # existing directories up to about 4000 bytes, so that a path cut at
        # about 4070 bytes would be creatable
        deep = d
        while len(deep) < 3900:
            deep = os.path.join(deep, "d" * 200)
        os.makedirs(deep)
        path = os.path.join(deep, "r" * 120, "s" * 120, "report.json")
        self.assertGreater(len(path), 4100)
        r = run(self.prog(), [10], report=path)
        self.assertIn("File name too long", r.stderr)
        self.assertIn("report.json", r.stderr, "the path named whole")
        made = [os.path.join(p, f) for p, ds, fs in os.walk(d) for f in fs + [x for x in ds if x[0] != "d"]]
        self.assertEqual(made, [], "created at a cut path")

    def test_directory(self):
        """a directory as the path: a message with the reason ("Is a directory"), the directory unchanged"""
        d = scratch("dir-" + self.cc)
        os.makedirs(os.path.join(d, "r.json"))
        r = run(self.prog(), [10], report=os.path.join(d, "r.json"))
        self.assertIn("Is a directory", r.stderr)
        self.assertIn(os.path.join(d, "r.json"), r.stderr)
        self.assertEqual((os.listdir(d), os.listdir(os.path.join(d, "r.json"))), (["r.json"], []))

    def test_symlink_not_followed(self):
        """a symbolic link as the last path component: not followed (its target unchanged), a message"""
        d, target = self.existing("symlink")
        link = os.path.join(d, "link.json")
        os.symlink(target, link)
        r = run(self.prog(), [10], report=("keep", link))
        self.assertUntouched(target)
        self.assertTrue(os.path.islink(link) and os.readlink(link) == target, "the link replaced")
        self.assertIn(link, r.stderr)

    def test_symlink_to_report_not_followed(self):
        """a symbolic link to a probable report: the report it points to is not rewritten either"""
        d = scratch("symlink-rep-" + self.cc)
        target = os.path.join(d, "real.json")
        run(self.prog(), [10], report=target)
        with open(target, "rb") as f:
            before = f.read()
        link = os.path.join(d, "link.json")
        os.symlink(target, link)
        r = run(self.prog(), [30], report=("keep", link))
        self.assertUntouched(target, before)
        self.assertIn(link, r.stderr)

    def test_unwritable_dir(self):
        """a directory that does not exist: a message with the path and strerror, the program's exit status kept"""
        d = scratch("nodir-" + self.cc)
        path = os.path.join(d, "no", "such", "r.json")
        r = run(self.prog(), [10], report=path)
        self.assertIn("No such file or directory", r.stderr)
        self.assertIn(path, r.stderr)
        self.assertEqual(r.stdout, "noeval 10\n")


per_compiler(ReportFile, ["gcc", "clang"], globals())
