# SPDX-License-Identifier: MIT
"""tests/profile/test_output.py - where the report cannot go (output.c): a FIFO, a
device, a full disk, a read-only directory each give one line on stderr, the
program's exit status unchanged, no hang, nothing written; a report of another
version or producer, or a file that only starts like a report, is never replaced;
probable_profile_write(NULL) is an error; counts made before an exec() are lost
(as the README says)."""

import os
import shutil
import stat
import subprocess
import unittest

from profiletest import ProfileTest, build, per_compiler, run, scratch

RUN_STATUS = 3


def one_line(test, r, *words):
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    test.assertEqual(len(lines), 1, "want one line on stderr: %r" % r.stderr)
    for w in words:
        test.assertIn(w, lines[0])
    return lines[0]


class Output:
    def prog(self):
        return build("output.c", self.cc)

    def go(self, report, args=("run",), **kw):
        r = run(self.prog(), list(args), report=("keep", report), check=False, timeout=30, **kw)
        self.assertEqual(r.status, RUN_STATUS, r.stderr)
        return r

    def test_write_null(self):
        """probable_profile_write(NULL, "json"): -1 and errno EINVAL, no crash; an unknown format: -1"""
        r = run(self.prog(), ["null"])
        self.assertEqual(r.stdout, "null -1 einval 1\nformat -1\n")

    def test_fifo(self):
        """a FIFO: not opened (no hang, even with no reader), one line naming it, exit status kept"""
        d = scratch("fifo-" + self.cc)
        p = os.path.join(d, "r.json")
        os.mkfifo(p)
        r = self.go(p)
        one_line(self, r, p, "a FIFO, not a regular file")
        self.assertTrue(stat.S_ISFIFO(os.lstat(p).st_mode))

    def test_char_device(self):
        """a character device (/dev/null, /dev/zero): one line, exit status kept"""
        for dev in ("/dev/null", "/dev/zero"):
            one_line(self, self.go(dev), dev, "a character device")

    def test_block_device(self):
        """a block device node: not opened, one line, exit status kept"""
        d = scratch("blk-" + self.cc)
        p = os.path.join(d, "blk")
        try:
            os.mknod(p, 0o600 | stat.S_IFBLK, os.makedev(7, 200))
        except OSError as e:
            self.skipTest("cannot make a block device node here: %s" % e)
        one_line(self, self.go(p), p, "a block device")

    def test_own_stdout_full(self):
        """PROBABLE_PROFILE=/dev/stdout with stdout on /dev/full: one line (No space left on device), exit status kept"""
        prog = self.prog()
        env = {k: v for k, v in os.environ.items() if not k.startswith("PROBABLE_")}
        env.update(PROBABLE_PROFILE="/dev/stdout", PROBABLE_PROFILE_FORMAT="json")
        with open("/dev/full", "w") as full:
            p = subprocess.run([prog, "run"], stdout=full, stderr=subprocess.PIPE, text=True, env=env, timeout=30)
        self.assertEqual(p.returncode, RUN_STATUS, p.stderr)
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        self.assertEqual(len(lines), 1, p.stderr)
        self.assertIn("No space left on device", lines[0])

    def test_own_stderr_still_works(self):
        """PROBABLE_PROFILE=/dev/stderr (a pipe here): the table is written there, as before"""
        r = self.go("/dev/stderr", fmt="text")
        self.assertIn("probable profile: 1 site", r.stderr)

    def test_full_disk(self):
        """a full file system (a 64 KiB tmpfs): one line (No space left on device), exit status kept, nothing left behind"""
        d = scratch("full-" + self.cc)
        m = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", d], capture_output=True, text=True)
        if m.returncode != 0:
            self.skipTest("cannot mount a tmpfs here: %s" % m.stderr.strip())
        try:
            fd = os.open(os.path.join(d, "filler"), os.O_WRONLY | os.O_CREAT, 0o644)
            try:
                while os.write(fd, b"x" * 4096) > 0:
                    pass
            except OSError:
                pass
            os.close(fd)
            p = os.path.join(d, "r.json")
            r = self.go(p)
            one_line(self, r, p, "No space left on device")
            self.assertEqual(sorted(os.listdir(d)), ["filler"] + (["r.json"] if os.path.exists(p) else []))
            if os.path.exists(p):
                self.assertEqual(os.path.getsize(p), 0, "an empty file at most (created before the write)")
        finally:
            subprocess.run(["umount", d])

    def test_read_only_directory(self):
        """a directory the user cannot write: one line (Permission denied), exit status kept"""
        if os.geteuid() != 0 or not shutil.which("setpriv"):
            self.skipTest("needs root and setpriv (to run as nobody)")
        d = scratch("ro-" + self.cc)
        os.chmod(d, 0o755)
        prog = self.prog()
        bindir = scratch("ro-bin-" + self.cc)
        os.chmod(bindir, 0o755)
        os.chmod(os.path.dirname(bindir), 0o755)
        os.chmod(os.path.dirname(d), 0o755)
        exe = os.path.join(bindir, "output")
        shutil.copy(prog, exe)
        os.chmod(exe, 0o755)
        p = os.path.join(d, "r.json")
        r = run(exe, ["run"], report=p, check=False, timeout=30,
                prefix=["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"])
        self.assertEqual(r.status, RUN_STATUS, r.stderr)
        one_line(self, r, p, "Permission denied")
        self.assertEqual(os.listdir(d), [])

    def check_kept(self, content, *words, fmt="json"):
        d = scratch("kept-" + self.cc)
        p = os.path.join(d, "r.json")
        with open(p, "w") as f:
            f.write(content)
        r = self.go(p, fmt=fmt)
        one_line(self, r, p, "left as it is", *words)
        with open(p) as f:
            self.assertEqual(f.read(), content)

    def test_version2_kept(self):
        """an existing version 2 report (of the runtime before this one): left byte-identical, one line"""
        self.check_kept('{"format": "probable-profile", "version": 2, "run": "r", "dumps": 1, "sites": []}\n',
                        "another version")

    def test_future_version_kept(self):
        """a version 4 report: left byte-identical, one line"""
        self.check_kept('{"format": "probable-profile", "version": 4, "source": "profile", "run": "r", "dumps": 1, "sites": []}\n',
                        "another version")

    def test_other_source_kept(self):
        """a version 3 report from coverage data (source gcov, or mixed): left byte-identical"""
        for src in ("gcov", "mixed"):
            self.check_kept('{"format": "probable-profile", "version": 3, "source": "%s", "run": "r", "dumps": 1, '
                            '"sites": []}\n' % src, "another version or from another tool")

    def test_looks_like_report_kept(self):
        """a file whose first line is a version 3 header of another run, then anything else: left byte-identical"""
        head = '{"format": "probable-profile", "version": 3, "source": "profile", "run": "other", "dumps": 1, "sites": [\n'
        for rest in ("my notes\n", "  {\"file\": \"a.c\"}\n]}\n", "]}\nand more\n", ""):
            self.check_kept(head + rest, "not one that can be read back")

    def test_looks_like_text_report_kept(self):
        """text mode: a file that starts like a text report of another run, then anything else: left byte-identical"""
        self.check_kept("probable profile: 1 site, worst first (run other, pid 1)\nmy own notes\n", "not one", fmt="text")

    def test_text_json_not_mixed(self):
        """a JSON report is not replaced by a text one, nor a text one by JSON"""
        d = scratch("mixed-" + self.cc)
        p = os.path.join(d, "r")
        self.go(p)
        with open(p) as f:
            before = f.read()
        one_line(self, self.go(p, fmt="text"), "a JSON report, and this one is text")
        with open(p) as f:
            self.assertEqual(f.read(), before)

    def test_other_run_replaced(self):
        """a whole version 3 report of another run (this runtime's) is still replaced, with a note"""
        d = scratch("other-" + self.cc)
        p = os.path.join(d, "r.json")
        run1 = self.go(p).report["run"]
        r2 = self.go(p)
        one_line(self, r2, "held a report of another run: replaced")
        self.assertEqual(r2.report["sites"][0]["count"], 1000)
        self.assertEqual(r2.report["dumps"], 1)
        self.assertNotEqual(run1, r2.report["run"])

    def test_exec_loses_counts(self):
        """exec(): the counts made before it are lost (documented); the new image reports its own: 10, 5 true"""
        d = scratch("exec-" + self.cc)
        p = os.path.join(d, "r.json")
        r = self.go(p, args=("exec",))
        self.assertEqual(r.stdout, "before 250\nafter 3\n")
        self.assertEqual([(s["count"], s["hits"]) for s in r.report["sites"]], [(10, 3)])


per_compiler(Output, ["gcc", "clang"], globals())
