# SPDX-License-Identifier: MIT
"""tests/profile/test_default.py - the compilers' convention: a profiled program run
without PROBABLE_PROFILE leaves its report in probable-profile.json in the current
directory, merged across runs as .gcda files are (counts summed, whatever the run);
PROBABLE_PROFILE=off (or empty) writes nothing; secure-execution mode writes nothing
(test_security.py)."""

import os

from profiletest import DEFAULT_FILE, ProfileTest, build, load_report, per_compiler, run, scratch  # noqa: F401


class Default:
    def test_default_file_merged(self):
        """no PROBABLE_PROFILE: probable-profile.json in the cwd, nothing on stderr; a second run adds to it (2000, 500; dumps 2)"""
        prog = build("output.c", self.cc)
        d = scratch("default-" + self.cc)
        r = run(prog, ["run"], unset=True, cwd=d, check=False)
        self.assertEqual((r.status, r.stderr), (3, ""))
        self.assertEqual(os.listdir(d), [DEFAULT_FILE])
        rep = load_report(os.path.join(d, DEFAULT_FILE))
        self.assertEqual([(s["count"], s["hits"]) for s in rep["sites"]], [(1000, 250)])
        self.assertEqual((rep["version"], rep["dumps"]), (3, 1))
        r = run(prog, ["run"], unset=True, cwd=d, check=False, env={"PROBABLE_PROFILE_FORMAT": "text"})
        self.assertEqual((r.status, r.stderr), (3, ""))
        self.assertEqual(os.listdir(d), [DEFAULT_FILE])
        rep = load_report(os.path.join(d, DEFAULT_FILE))
        self.assertEqual([(s["count"], s["hits"]) for s in rep["sites"]], [(2000, 500)])
        self.assertEqual((rep["dumps"], rep["run"]), (2, "mixed"))

    def test_off(self):
        """PROBABLE_PROFILE=off and PROBABLE_PROFILE= (empty): nothing written, nothing on stderr"""
        prog = build("output.c", self.cc)
        for v in ("off", ""):
            d = scratch("off-" + self.cc)
            r = run(prog, ["run"], env={"PROBABLE_PROFILE": v}, cwd=d, check=False)
            self.assertEqual((r.status, r.stderr, os.listdir(d)), (3, "", []))

    def test_default_not_a_report(self):
        """no PROBABLE_PROFILE and a probable-profile.json that is not a report: left as it is, one line"""
        prog = build("output.c", self.cc)
        d = scratch("default-kept-" + self.cc)
        with open(os.path.join(d, DEFAULT_FILE), "w") as f:
            f.write("{}\n")
        r = run(prog, ["run"], unset=True, cwd=d, check=False)
        self.assertEqual(r.status, 3)
        self.assertEqual(len(r.stderr.splitlines()), 1, r.stderr)
        self.assertIn(DEFAULT_FILE, r.stderr)
        with open(os.path.join(d, DEFAULT_FILE)) as f:
            self.assertEqual(f.read(), "{}\n")


per_compiler(Default, ["gcc", "clang", "g++"], globals())
