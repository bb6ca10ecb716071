# SPDX-License-Identifier: MIT
"""tests/profile/test_security.py - a profiled set-user-ID (and set-group-ID)
program run by an unprivileged user ignores every PROBABLE_PROFILE* variable and
says so once (noeval.c); profile mode puts nothing in the environment
(environ.c)."""

import os
import shutil
import subprocess
import tempfile
import unittest

from profiletest import ProfileTest, build, per_compiler, run, scratch

USER, GROUP = "nobody", "nogroup"


def as_user_prefix():
    if shutil.which("setpriv"):
        return ["setpriv", "--reuid=" + USER, "--regid=" + GROUP, "--clear-groups", "--"]
    return None


class Setuid:
    """the binary is in a 0755 directory under /var/tmp (or the repo's build/),
    on a file system mounted without nosuid; the user is nobody"""

    @classmethod
    def setUpClass(cls):
        if os.geteuid() != 0:
            raise unittest.SkipTest("setuid test: needs root (to make a setuid-root binary and run it as %s)" % USER)
        if not as_user_prefix():
            raise unittest.SkipTest("setuid test: setpriv not installed (apt-get install util-linux)")
        try:
            subprocess.run(["id", USER], check=True, capture_output=True)
        except subprocess.CalledProcessError:
            raise unittest.SkipTest("setuid test: no user %s" % USER)
        cls.base = None
        for parent in ("/var/tmp", os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
                os.path.abspath(__file__)))), "build")):
            os.makedirs(parent, exist_ok=True)
            opts = subprocess.run(["findmnt", "-n", "-o", "OPTIONS", "-T", parent],
                                  capture_output=True, text=True).stdout
            if "nosuid" not in opts.split(","):
                cls.base = tempfile.mkdtemp(prefix="probable-setuid-", dir=parent)
                break
        if not cls.base:
            raise unittest.SkipTest("setuid test: /var/tmp and build/ are mounted nosuid")
        # nobody must reach the program: a checkout's build/ under a mode-700
        # directory (mktemp -d, a home directory) is out of its reach
        d = os.path.dirname(cls.base)
        while d != os.path.dirname(d):
            if not os.stat(d).st_mode & 0o001:
                base, cls.base = cls.base, None
                shutil.rmtree(base, ignore_errors=True)
                raise unittest.SkipTest("setuid test: %s (mode %o) keeps %s from %s, and /var/tmp is mounted "
                                        "nosuid" % (d, os.stat(d).st_mode & 0o777, USER, base))
            d = os.path.dirname(d)
        os.chmod(cls.base, 0o755)

    @classmethod
    def tearDownClass(cls):
        if getattr(cls, "base", None):
            shutil.rmtree(cls.base, ignore_errors=True)

    def prog(self, mode):
        out = os.path.join(self.base, "noeval-%s-%o" % (self.cc, mode))
        if not os.path.exists(out):
            # one build per compiler, copied for each mode (a compiler start
            # costs more than the copy; the program is the same)
            shutil.copyfile(build("noeval.c", self.cc, out=os.path.join(self.base, "noeval-" + self.cc)), out)
            os.chown(out, 0, 0)
            os.chmod(out, mode)
        return out

    def userdir(self, name):
        d = os.path.join(self.base, name)
        os.mkdir(d)
        os.chown(d, int(subprocess.run(["id", "-u", USER], capture_output=True, text=True).stdout),
                 int(subprocess.run(["id", "-g", USER], capture_output=True, text=True).stdout))
        return d

    def test_control_not_setuid(self):
        """control: the same program without the setuid bit, run by nobody, writes its report in nobody's directory"""
        d = self.userdir("control-" + self.cc)
        r = run(self.prog(0o755), [10], report=os.path.join(d, "r.json"), prefix=as_user_prefix())
        self.assertSite(r.report, {"line": "@even"}, count=10, hits=5)

    def check_ignored(self, mode, what):
        d = self.userdir("%s-%s" % (what, self.cc))
        rootdir = os.path.join(self.base, "root-%s-%s" % (what, self.cc))
        os.mkdir(rootdir, 0o755)
        for target in (d, rootdir):
            r = run(self.prog(mode), [10], report=os.path.join(target, "r.json"), prefix=as_user_prefix(),
                    env={"PROBABLE_PROFILE_FORMAT": "json", "PROBABLE_PROFILE_RUN": "x"})
            self.assertEqual(r.stdout, "noeval 10\n")
            self.assertEqual(os.listdir(target), [], "a report was written in %s" % target)
            notes = [l for l in r.stderr.splitlines() if l.strip()]
            self.assertEqual(len(notes), 1, "want one note on stderr: %r" % r.stderr)
            self.assertIn("PROBABLE_PROFILE", notes[0])
        r = run(self.prog(mode), [10], prefix=as_user_prefix(), unset=True, cwd=d)
        self.assertEqual(r.stderr, "", "no PROBABLE_PROFILE* set: no note")
        self.assertEqual(os.listdir(d), [], "no PROBABLE_PROFILE: no default report either")

    def test_setuid(self):
        """setuid-root program run by nobody: no report in nobody's directory nor in root's, one note on stderr"""
        self.check_ignored(0o4755, "setuid")

    def test_setgid(self):
        """setgid-root program run by nobody: no report, one note on stderr"""
        self.check_ignored(0o2755, "setgid")


per_compiler(Setuid, ["gcc", "clang"], globals())


class Environ:
    def test_nothing_in_environment(self):
        """profile mode adds no PROBABLE* variable to the environment (no address travels there)"""
        prog = build("environ.c", self.cc)
        r = run(prog, report=prog + ".json")
        self.assertEqual(r.stdout.splitlines(), ["PROBABLE_PROFILE=" + prog + ".json",
                                                 "PROBABLE_PROFILE_FORMAT=json", "sum 5"])
        self.assertSite(r.report, {"line": "@env"}, count=10, hits=5)
        self.assertEqual(run(prog, unset=True, cwd=scratch("environ-" + self.cc)).stdout, "sum 5\n")


per_compiler(Environ, ["gcc", "clang"], globals())
