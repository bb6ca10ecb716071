# SPDX-License-Identifier: MIT
"""html: the pages, and what headless Chromium shows of them."""

import glob
import os
import re
import shutil
import subprocess
import tempfile
import unittest

import browser
from common import TOP, report_fixture as fixture, run_report

from probable.formats import html as htmlfmt


def run(*args):
    return run_report(*args)

ABC = [fixture(n) for n in ("a.json", "b.json", "c.json")]
SITES = [("../lib/codec.c", 19, "len &gt;= 15"), ("../lib/codec.c", 27, "(const unsigned *)p"),
         ("../lib/codec.c", 12, "n &gt; 0"), ("programs/main.c", 6, "argc &gt; 1"),
         ("/build/ci-4711/src/util.h", 3, "x != 0")]


class HtmlCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()
        st, out, err = run("html", "--min-count", "0", *ABC, "-o", cls.dir, "--root", fixture("tree"))
        # the files are listed in by-file.html
        # <wbr> (break opportunities between tokens, test_html_width.py) taken out
        cls.files = open(os.path.join(cls.dir, "by-file.html"), encoding="utf-8").read().replace("<wbr>", "")
        assert st == 0, err
        cls.index = open(os.path.join(cls.dir, "index.html"), encoding="utf-8").read().replace("<wbr>", "")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def page_of(self, name):
        m = re.search(r'href="(files/[^"#]*)">%s<' % re.escape(name), self.files)
        self.assertTrue(m, name)
        return open(os.path.join(self.dir, m.group(1)), encoding="utf-8").read().replace("<wbr>", "")


class TestScale(unittest.TestCase):
    def test_list_pages_are_limited(self):
        """LIMIT+500 sites: the list pages show the first LIMIT rows and say so; every site is on its file's page; the file list has every file"""
        import json
        n = htmlfmt.LIMIT + 500
        sites = [dict(file="d/f%d.c" % (i % 30), line=i + 1, func="f", expr="x", macro="probable", kind="branch",
                      arch="x86", declared=50, high=89, low=11, exact=0, threshold=0, test_below=0, size=0,
                      count=1000, hits=i % 1000) for i in range(n)]
        with tempfile.TemporaryDirectory() as d:
            rep = os.path.join(d, "r.json")
            with open(rep, "w") as f:
                json.dump({"format": "probable-profile", "version": 2, "run": "x", "dumps": 1, "sites": sites}, f)
            out = os.path.join(d, "html")
            st, _, err = run("html", rep, "-o", out)
            self.assertEqual(st, 0, err)
            for name in ("index.html", "by-count.html", "by-distance.html"):
                page = open(os.path.join(out, name), encoding="utf-8").read()
                self.assertEqual(len(re.findall(r'<tr id="site-\d+"', page)), htmlfmt.LIMIT, name)
                self.assertIn("The first %d of %d sites" % (htmlfmt.LIMIT, n), page)
            files = open(os.path.join(out, "by-file.html"), encoding="utf-8").read()
            pages = re.findall(r'<a href="(files/[^"]*)">', files)
            self.assertEqual(len(pages), 30)
            rows = sum(len(re.findall(r'<tr id="site-\d+"', open(os.path.join(out, p), encoding="utf-8").read()))
                       for p in pages)
            self.assertEqual(rows, n)


class TestPages(HtmlCase):
    def test_every_site(self):
        """index.html has one row per merged site (6), each with file:line, expression, declared pc, interval and verdict"""
        self.assertEqual(len(re.findall(r'<tr id="site-\d+"', self.index)), 6)
        for f, line, expr in SITES:
            self.assertIn("%s:%d" % (f, line), self.index)
            self.assertIn(expr, self.index)
        self.assertIn("LIKELY(len &gt;= 15)", self.index)
        self.assertIn("[15.80, 24.99]", self.index)
        self.assertIn("likely &rarr; none", self.index)
        # LIKELY() true 20%: a direction laid out for the rarer case, and 20 gives no hint on x86
        self.assertIn("<b>drop the hint</b>", self.index)
        self.assertIn("off by 25 points (tolerance 5)", self.index)

    def test_self_contained(self):
        """no external resource: no http(s) URL, no src= or stylesheet link, in any page"""
        for p in glob.glob(os.path.join(self.dir, "**", "*.html"), recursive=True):
            text = open(p, encoding="utf-8").read()
            self.assertNotRegex(text, r"https?://", p)
            self.assertNotRegex(text, r"<script[^>]+src=|<link |<img |@import", p)

    def test_views_without_javascript(self):
        """every sort order and every verdict present has its own page, linked from the index; each verdict page lists only its sites"""
        for name in ("by-file.html", "by-count.html", "by-distance.html", "verdict-wrong.html",
                     "verdict-miscalibrated.html", "verdict-few.html", "verdict-ok.html", "verdict-unreached.html"):
            self.assertIn('href="%s"' % name, self.index)
            self.assertTrue(os.path.isfile(os.path.join(self.dir, name)), name)
        few = open(os.path.join(self.dir, "verdict-few.html"), encoding="utf-8").read()
        self.assertEqual(re.findall(r'data-verdict="(\w+)"', few), ["few", "few"])
        files = re.findall(r'<tr data-file="([^"]*)"', self.files)
        self.assertEqual(files, sorted(files))
        self.assertEqual(len(files), 3)

    def test_source_page(self):
        """a page per source file: found through ../ (built from a subdirectory), every line numbered and anchored, site lines marked with their verdict; the form feed does not split a line"""
        page = self.page_of("../lib/codec.c")
        self.assertIn("Source: <code>lib/codec.c</code>", page)
        self.assertIn("../lib/codec.c is lib/codec.c (leading ../ dropped)", page)
        n = len(open(fixture("tree/lib/codec.c"), encoding="utf-8").read().split("\n")) - 1
        self.assertEqual(len(re.findall(r'<tr id="L\d+"', page)), n)
        self.assertRegex(page, r'<tr id="L19" class="l-wrong">')
        self.assertRegex(page, r'<tr id="L27" class="l-miscalibrated">')
        self.assertRegex(page, r'<tr id="L12" class="l-few">')
        self.assertIn("LIKELY(len &gt;= 15)", page)
        self.assertIn('href="#L19"', page)
        self.assertIn('if (LIKELY(len &gt;= 15))', page)

    def test_escaping(self):
        """the source's <script> comment is text, not markup"""
        page = self.page_of("../lib/codec.c")
        self.assertIn("&lt;script&gt;alert(&quot;x &amp; y&quot;)&lt;/script&gt;", page)
        self.assertEqual(page.count("<script"), 0)

    def test_missing_source(self):
        """a file not under --root: its page says the source was not found, and still lists its sites"""
        page = self.page_of("/build/ci-4711/src/util.h")
        self.assertIn("Source not found", page)
        self.assertIn("x != 0", page)


def chromium():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return name
    if os.geteuid() == 0:
        subprocess.run(["bash", os.path.join(TOP, "tools", "deps.sh"), "--install", "chromium"],
                       capture_output=True, timeout=1200)
        if shutil.which("chromium"):
            return "chromium"
        return None
    return None


class TestChromium(HtmlCase):
    """Chromium is started for the three tests at once, when the class is set
    up (each start waits on itself more than on the CPU); each test waits for
    its own and looks at what it left."""
    FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.browser = chromium()
        cls.started = {}
        cls.done = {}
        if not cls.browser:
            return
        with open(os.path.join(cls.dir, "index.html"), encoding="utf-8") as f:
            text = f.read()
        # with scripts blocked (a Content-Security-Policy of script-src 'none')
        nojs = os.path.join(cls.dir, "nojs.html")
        with open(nojs, "w", encoding="utf-8") as f:
            f.write(text.replace('<meta charset="utf-8">',
                                 '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'none\'">', 1))
        m = re.search(r'href="(files/[^"#]*)">\.\./lib/codec\.c<', cls.files)
        cls.shot = os.path.join(cls.dir, "shot.png")
        runs = {"index": ["--dump-dom", "file://" + os.path.join(cls.dir, "index.html")],
                "nojs": ["--dump-dom", "file://" + nojs]}
        if m:
            runs["shot"] = ["--window-size=1200,900", "--screenshot=" + cls.shot,
                            "file://" + os.path.join(cls.dir, m.group(1))]
        cls.shared = browser.shared(cls.browser)
        if cls.shared:
            # in tabs of the run's one Chromium (browser.py), when a test asks
            cls.runs = runs
            return
        for name, args in runs.items():
            profile = tempfile.mkdtemp(dir=cls.dir)
            out = open(os.path.join(cls.dir, name + ".out"), "w+")
            err = open(os.path.join(cls.dir, name + ".err"), "w+")
            cls.started[name] = (subprocess.Popen([cls.browser] + cls.FLAGS + ["--user-data-dir=" + profile] + args,
                                                  stdout=out, stderr=err), out, err)

    @classmethod
    def tearDownClass(cls):
        for p, out, err in cls.started.values():
            if p.poll() is None:
                p.kill()
            p.wait()
            out.close()
            err.close()
        super().tearDownClass()

    def finished(self, name):
        """(exit status, stdout, stderr) of the run started as name"""
        if not self.browser:
            self.skipTest("chromium missing (apt-get install chromium; installed by this test when root)")
        if self.shared:
            self.assertIn(name, self.runs)
            if name not in self.done:
                args = self.runs[name]
                size = [int(x) for a in args if a.startswith("--window-size=")
                        for x in a.split("=", 1)[1].split(",")] or [800, 600]
                tab = self.shared.page(args[-1], size[0], size[1])
                shot = [a.split("=", 1)[1] for a in args if a.startswith("--screenshot=")]
                if shot:
                    tab.screenshot(shot[0])
                    self.done[name] = (0, "", "")
                else:
                    self.done[name] = (0, tab.dom(), "")
                tab.close()
            return self.done[name]
        self.assertIn(name, self.started)
        p, out, err = self.started[name]
        p.wait(timeout=120)
        out.seek(0)
        err.seek(0)
        return p.returncode, out.read(), err.read()

    def dump(self, name):
        status, out, err = self.finished(name)
        self.assertEqual(status, 0, err[-500:])
        return out.replace("<wbr>", "")

    def test_renders_every_site(self):
        """Chromium renders index.html: every site named, the verdict filter present and (with JavaScript) shown"""
        dom = self.dump("index")
        self.assertEqual(len(re.findall(r'<tr id="site-\d+"', dom)), 6)
        for f, line, expr in SITES:
            self.assertIn("%s:%d" % (f, line), dom)
            self.assertIn(expr, dom)
        self.assertRegex(dom, r'<select id="fv">')
        self.assertIn('<div id="filters">', dom)  # the script ran and showed the filters
        self.assertIn('href="verdict-wrong.html"', dom)

    def test_without_javascript(self):
        """with scripts blocked (a Content-Security-Policy of script-src 'none'), the page still lists every site and links the views"""
        dom = self.dump("nojs")
        self.assertRegex(dom, r'<div id="filters" hidden')  # the script did not run
        self.assertEqual(len(re.findall(r'<tr id="site-\d+"', dom)), 6)
        for f, line, expr in SITES:
            self.assertIn("%s:%d" % (f, line), dom)

    def test_screenshot(self):
        """a screenshot of the source page is written (a PNG of the requested size)"""
        self.finished("shot")
        with open(self.shot, "rb") as f:
            head = f.read(24)
        self.assertEqual(head[:8], b"\x89PNG\r\n\x1a\n")
        self.assertEqual((int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")), (1200, 900))


if __name__ == "__main__":
    unittest.main()
