# SPDX-License-Identifier: MIT
"""Bad input and output paths (issue 20 item 9): every file that cannot be
read or is not a report, and every path that cannot be written, gives one
line "probable-report: PATH: REASON", exit status 2, no traceback, and
nothing written."""

import atexit
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import unittest

from common import REPORT_TOOL, TOOLS, report_fixture, run_report

GOOD = report_fixture("a.json")


def as_nobody():
    """A command prefix that runs as the unprivileged user nobody (so a
    mode of 000 means something even when the tests run as root), or None."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv"):
        return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    return None


_NOBODY = {}


def nobody_command(test):
    """[prefix..., python, probable-report] that nobody can run, or SKIP
    with the reason.  nobody may not enter this checkout (a clone under a
    mode-700 directory: mktemp -d, a home directory): the tool (the entry
    point, the package, the arch headers) is copied to a directory under
    /tmp every user may read, once per run; the interpreter is
    sys.executable, else /usr/bin/python3, whichever nobody can start."""
    prefix = as_nobody()
    if prefix is None:
        test.skipTest("running as root without setpriv: cannot drop the right to read")
    if "cmd" not in _NOBODY:
        _NOBODY["cmd"] = None
        d = tempfile.mkdtemp(prefix="probable-nobody-", dir="/tmp" if os.path.isdir("/tmp") else None)
        atexit.register(shutil.rmtree, d, True)
        os.chmod(d, 0o755)
        top = os.path.dirname(TOOLS)
        os.mkdir(os.path.join(d, "tools"))
        shutil.copy(REPORT_TOOL, os.path.join(d, "tools"))
        shutil.copytree(os.path.join(TOOLS, "probable"), os.path.join(d, "tools", "probable"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(os.path.join(top, "arch"), os.path.join(d, "arch"))
        for dirpath, dirs, files in os.walk(d):
            for x in dirs:
                os.chmod(os.path.join(dirpath, x), 0o755)
            for x in files:
                os.chmod(os.path.join(dirpath, x), 0o755 if x == "probable-report" else 0o644)
        why = []
        for py in dict.fromkeys([sys.executable, "/usr/bin/python3"]):
            p = subprocess.run(prefix + [py, "-c", "pass"], capture_output=True, text=True, timeout=60)
            if p.returncode == 0:
                _NOBODY["cmd"] = prefix + [py, os.path.join(d, "tools", "probable-report")]
                break
            why.append("%s: %s" % (py, (p.stderr.strip().splitlines() or ["status %d" % p.returncode])[-1]))
        _NOBODY["why"] = "nobody cannot start a python3 (%s)" % "; ".join(why)
    if _NOBODY["cmd"] is None:
        test.skipTest(_NOBODY["why"])
    return _NOBODY["cmd"]


class ErrorCase(unittest.TestCase):
    def setUp(self):
        # under /tmp when it is there: the unprivileged user of as_nobody()
        # must reach the files (the test runner's TMPDIR is private)
        self.d = tempfile.mkdtemp(dir="/tmp" if os.path.isdir("/tmp") else None)
        os.chmod(self.d, 0o755)
        self.addCleanup(shutil.rmtree, self.d, True)

    def path(self, name):
        return os.path.join(self.d, name)

    def write(self, name, data):
        p = self.path(name)
        with open(p, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        return p

    def one_line(self, args, path, reason, prefix=None, written=()):
        """The command fails with exactly one line naming path and reason,
        status 2, and leaves none of written (nor any temporary file)."""
        before = set(os.listdir(self.d))
        if prefix is None:
            st, out, err = run_report(*args)
        else:
            p = subprocess.run(prefix + list(args), capture_output=True, text=True, timeout=120)
            st, out, err = p.returncode, p.stdout, p.stderr
        self.assertEqual(st, 2, err)
        self.assertEqual(err, "probable-report: %s: %s\n" % (path, reason))
        self.assertNotIn("Traceback", err)
        for w in written:
            self.assertFalse(os.path.lexists(w), w)
        self.assertEqual(set(os.listdir(self.d)) - before, set(), "left behind")
        return out


class TestInputs(ErrorCase):
    def test_missing(self):
        """a file that does not exist"""
        p = self.path("nope.json")
        for cmd in ("text", "merge", "html"):
            extra = ["-o", self.path("html")] if cmd == "html" else ["-o", self.path("m.json")] if cmd == "merge" else []
            self.one_line([cmd, GOOD, p] + extra, p, "No such file or directory",
                          written=[self.path("html"), self.path("m.json")])

    def test_directory(self):
        """a directory where a report is expected"""
        self.one_line(["merge", GOOD, self.d, "-o", self.path("m.json")], self.d, "is a directory, not a report",
                      written=[self.path("m.json")])

    def test_empty(self):
        """an empty file, and one of blanks only"""
        p = self.write("empty.json", "")
        self.one_line(["text", p], p, "empty file, not a report")
        p = self.write("blank.json", " \n\n")
        self.one_line(["text", p], p, "empty file, not a report")

    def test_truncated(self):
        """a report cut short (a full disk, a killed writer)"""
        with open(GOOD) as f:
            text = f.read()
        p = self.write("cut.json", text[:len(text) // 2])
        self.one_line(["merge", p, "-o", self.path("m.json")], p,
                      "truncated: the JSON ends early (at byte %d)" % (len(text) // 2), written=[self.path("m.json")])

    def test_not_a_report(self):
        """JSON that is no report, text that is no JSON, binary data, a character device"""
        p = self.write("other.json", '{"hello": 1}')
        self.one_line(["text", p], p, 'not a probable profile report (no version number)')
        p = self.write("list.json", '[{"sites": []}]')
        self.one_line(["text", p], p, "not a probable profile report (not a JSON object)")
        p = self.write("x.c", "int main(void) { return 0; }\n")
        self.one_line(["text", p], p, "not a probable profile report (not a JSON object)")
        p = self.write("bin", b"\x7fELF\x02\x01\x01\x00\x00\x00")
        self.one_line(["text", p], p, "binary data, not a report")
        p = self.write("latin1.json", b'{"version": 2, "x": "\xe9"}')
        self.one_line(["text", p], p, "not UTF-8 (byte 21), not a report")
        self.one_line(["text", "/dev/zero"], "/dev/zero", "binary data, not a report")
        self.one_line(["text", "/dev/null"], "/dev/null", "empty file, not a report")

    def test_future_version(self):
        """a report of a newer format version is refused, not half read"""
        p = self.write("v4.json", json.dumps({"format": "probable-profile", "version": 4, "sites": []}))
        self.one_line(["merge", p, "-o", self.path("m.json")], p,
                      "report format version 4 is newer than this tool reads (1 to 3)", written=[self.path("m.json")])

    def test_unreadable(self):
        """a report its user may not read (mode 000, run as nobody)"""
        prefix = nobody_command(self)
        shutil.copy(GOOD, self.path("secret.json"))
        os.chmod(self.path("secret.json"), 0)
        p = self.path("secret.json")
        self.one_line(["text", p], p, "Permission denied", prefix=prefix)

    def test_block_device(self):
        """a block device is not read"""
        dev = next((p for p in ("/dev/loop0", "/dev/sda", "/dev/vda") if os.path.exists(p) and
                    stat.S_ISBLK(os.stat(p).st_mode)), None)
        if not dev:
            self.skipTest("no block device here")
        self.one_line(["text", dev], dev, "is a block device, not a report")

    def test_bad_site(self):
        """one bad site names its number and the field"""
        p = self.write("bad.json", json.dumps({"format": "probable-profile", "version": 3, "sites": [
            {"file": "a.c", "line": 1, "declared": 5, "count": 3, "hits": 1, "kind": "jump"}]}))
        self.one_line(["text", p], p, 'site 1: unknown kind "jump"')


class TestOutputs(ErrorCase):
    def test_merge_output_is_a_directory(self):
        """merge -o DIR: refused before anything is read or written"""
        self.one_line(["merge", GOOD, "-o", self.d], self.d, "is a directory, not a file to write")

    def test_merge_output_in_missing_directory(self):
        """merge -o missing/x.json"""
        p = self.path("missing/x.json")
        self.one_line(["merge", GOOD, "-o", p], p, "its directory %s does not exist" % self.path("missing"))

    def good(self):
        """GOOD where nobody can read it"""
        p = self.path("good.json")
        if not os.path.exists(p):
            shutil.copy(GOOD, p)
            os.chmod(p, 0o644)
        return p

    def test_merge_output_not_writable(self):
        """merge -o into a directory its user may not write (run as nobody)"""
        prefix = nobody_command(self)
        good = self.good()
        ro = self.path("ro")
        os.mkdir(ro, 0o555)
        p = os.path.join(ro, "m.json")
        self.one_line(["merge", good, "-o", p], p, "Permission denied (directory not writable)", prefix=prefix,
                      written=[p])

    def test_merge_output_read_only_file(self):
        """merge -o onto a file its user may not write (mode 444, in a directory it may write; run as nobody): one line with that reason, the file unchanged"""
        prefix = nobody_command(self)
        good = self.good()
        w = self.path("w")
        os.mkdir(w, 0o777)
        os.chmod(w, 0o777)
        p = os.path.join(w, "m.json")
        with open(p, "w") as f:
            f.write("keep me")
        os.chmod(p, 0o444)
        self.one_line(["merge", good, "-o", p], p, "Permission denied (the file is read-only)", prefix=prefix)
        with open(p) as f:
            self.assertEqual(f.read(), "keep me")
        self.assertEqual(os.listdir(w), ["m.json"])

    def test_output_no_new_file(self):
        """-o where no file can be made (a file of /proc): merge, check --sarif and probable-fix say so in one line before any work, nothing else printed"""
        if not os.path.isfile("/proc/version"):
            self.skipTest("no /proc/version")
        p = "/proc/version"
        self.one_line(["merge", GOOD, "-o", p], p, "cannot create a file in /proc: No such file or directory")
        for tool, args, prog in ((REPORT_TOOL, ["check", GOOD, "--sarif", p], "probable-report check"),
                                 (os.path.join(TOOLS, "probable-fix"), [GOOD, "-o", p], "probable-fix")):
            q = subprocess.run([sys.executable, tool] + args, capture_output=True, text=True, timeout=120)
            self.assertEqual((q.returncode, q.stderr),
                             (2, "%s: %s: cannot create a file in /proc: No such file or directory\n" % (prog, p)))

    def test_html_output_is_a_file(self):
        """html -o FILE: the HTML report is a directory; the file is left as it was"""
        p = self.write("file", "keep me")
        self.one_line(["html", GOOD, "-o", p], p, "is not a directory (the HTML report is a directory of pages)")
        with open(p) as f:
            self.assertEqual(f.read(), "keep me")

    def test_html_output_not_writable(self):
        """html -o into a directory its user may not write (run as nobody)"""
        prefix = nobody_command(self)
        good = self.good()
        ro = self.path("ro")
        os.mkdir(ro, 0o555)
        p = os.path.join(ro, "html")
        self.one_line(["html", good, "-o", p], p, "Permission denied (not writable)", prefix=prefix, written=[p])

    def test_merge_replaces_atomically(self):
        """merge -o over an existing file: replaced whole (no temporary left); merging a report into itself works"""
        out = self.path("m.json")
        shutil.copy(GOOD, out)
        st, _, err = run_report("merge", out, GOOD, "-o", out)
        self.assertEqual(st, 0, err)
        with open(out) as f:
            doc = json.load(f)
        self.assertEqual(doc["inputs"], 2)
        self.assertEqual(os.listdir(self.d), ["m.json"])

    def test_full_stdout(self):
        """text and merge to a full standard output (/dev/full): one line, status 2"""
        if not os.path.exists("/dev/full"):
            self.skipTest("no /dev/full")
        for cmd in ("text", "merge"):
            with open("/dev/full", "w") as full:
                p = subprocess.run([sys.executable, REPORT_TOOL, cmd, GOOD], stdout=full, stderr=subprocess.PIPE,
                                   text=True)
            self.assertEqual((p.returncode, p.stderr), (2, "probable-report: standard output: No space left on device\n"))

    def test_closed_stdout(self):
        """text into a closed pipe: no traceback"""
        p = subprocess.run("%s %s text %s %s | head -n 1" % (sys.executable, REPORT_TOOL, GOOD, GOOD), shell=True,
                           capture_output=True, text=True)
        self.assertNotIn("Traceback", p.stderr)

    def test_closed_pipe_status(self):
        """check and text into a pipe nobody reads: status 141 as SIGPIPE gives, never 1 ("a wrong hint"), nothing on stderr"""
        for argv in (["text", GOOD], ["check", GOOD, "--root", os.path.dirname(GOOD)]):
            r, w = os.pipe()
            os.close(r)
            try:
                p = subprocess.run([sys.executable, REPORT_TOOL] + argv, stdout=w, stderr=subprocess.PIPE, text=True)
            finally:
                os.close(w)
            with self.subTest(cmd=argv[0]):
                self.assertEqual((p.returncode, p.stderr), (141, ""))


class TestInstalledLayout(ErrorCase):
    def test_package_missing(self):
        """an entry point without its package says so in one line, status 2"""
        shutil.copy(REPORT_TOOL, self.path("probable-report"))
        p = subprocess.run([sys.executable, self.path("probable-report"), "text", GOOD], capture_output=True,
                           text=True)
        self.assertEqual(p.returncode, 2)
        self.assertEqual(p.stderr, "probable-report: %s: the package probable is not there (a broken installation?)\n"
                         % self.d)

    def test_installed_and_moved(self):
        """make install: the installed probable-report finds its package and the installed arch headers from its own place, also after the prefix is moved"""
        if not shutil.which("make"):
            self.skipTest("make missing")
        top = os.path.dirname(TOOLS)
        prefix = self.path("prefix")
        p = subprocess.run(["make", "-s", "-C", top, "install", "PREFIX=" + prefix], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        moved = self.path("moved")
        os.rename(prefix, moved)
        # the installed headers changed: the tool must read these, not the tree's
        x86 = os.path.join(moved, "include", "probable", "arch", "x86", "probability.h")
        with open(x86, "a") as f:
            f.write("\n#define ARCH_ALIGNMENT_TEST_BELOW 42\n")
        p = subprocess.run([sys.executable, os.path.join(moved, "bin", "probable-report"), "arches"],
                           capture_output=True, text=True, cwd="/")
        self.assertEqual(p.returncode, 0, p.stderr)
        row = [l.split() for l in p.stdout.splitlines() if l.startswith("x86 ")]
        self.assertEqual(row, [["x86", "89", "11", "0", "42"]])

    def test_arch_headers_missing(self):
        """--include DIR without arch headers: one line naming it"""
        self.one_line(["text", GOOD, "--include", self.d], self.d,
                      "no arch headers (arches.list) here (looked in %s, %s, %s, %s)" % (
                          self.d, self.path("arch"), self.path("probable/arch"), os.path.dirname(self.d) + "/arch"))


if __name__ == "__main__":
    unittest.main()
