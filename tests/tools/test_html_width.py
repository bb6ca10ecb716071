# SPDX-License-Identifier: MIT
"""tests/tools/test_html_width.py - the HTML report reads at any width,
measured in headless Chromium (not judged by eye): at 360, 900 and 1400
px wide, on index.html and on a file page,

- the document is no wider than the viewport (nothing scrolls sideways),
  every table cell's box ends inside it, and no cell's content overflows
  its cell (no column clipped);
- no expression token (a name, a number) is split across two lines, but
  one longer than LONG_TOKEN characters, which may break every
  LONG_TOKEN characters;
- whatever the paths and names: the pages are made from source trees
  copied under a deliberately long path (components of 60 and 90
  characters, a space), with a function name, an identifier and a path
  component far wider than 360 px, so the checkout's own path does not
  decide it;
- every 99% interval is drawn at least MIN_CI CSS px wide;
- the declared and the measured marks differ in colour and do not cover
  each other (an ok site measured exactly at its declared pc included).

A script added to a copy of each page measures the boxes
(getBoundingClientRect, Range.getClientRects) and writes them as JSON
into the DOM, which `chromium --dump-dom` prints; a screenshot at each
width is checked to be a PNG of that width (KEEP_SHOTS=DIR keeps them to
look at).  make test: every page measured at every width, in one start of
Chromium; a screenshot at every width, the pages taking turns (index.html at
360 and 1400, prog.c at 900); every page at every width under
PROBABLE_TEST_EXHAUSTIVE=1.  SKIP when Chromium is missing and cannot be installed."""

import html as htmlmod
import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

import browser
from common import fixture, report_fixture, run_report

from probable.formats import html as htmlfmt

WIDTHS = (360, 900, 1400)
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--allow-file-access-from-files"]

# Chromium's headless window is at least 500 px wide: each page is measured
# in an iframe of the width wanted.  Every (page, width) is measured in one
# start of Chromium (a start costs more than the pages): one frame page holds
# an iframe per (page, width) and copies each iframe's measurements into its
# own DOM, as <pre id="measure-K">, once that iframe has loaded; the window's
# load event, after which --dump-dom prints the DOM, waits for every iframe.
FRAME_HEAD = ('<!DOCTYPE html><html><head><style>body{margin:0}iframe{display:block;border:0;height:900px}</style>'
              '</head><body>')
FRAME_ONE = ('<iframe id="f%d" style="width:%dpx" src="%s"></iframe><script>document.getElementById("f%d").onload='
             'function(){var p=document.createElement("pre");p.id="measure-%d";'
             'p.textContent=this.contentDocument.getElementById("measure").textContent;'
             'document.body.appendChild(p);};</script>')
FRAME_TAIL = '</body></html>'

MEASURE = r"""<script>
(function(){
var de=document.documentElement, W=de.clientWidth;
var r={vw:W, sw:Math.max(de.scrollWidth, document.body.scrollWidth), cells:0, bad:[], bars:[], tokens:0, split:[]};
[].forEach.call(document.querySelectorAll('td,th'),function(c){
 var b=c.getBoundingClientRect(); if(!b.width&&!b.height)return; r.cells++;
 if(b.right>W+0.5||b.left<-0.5||c.scrollWidth>c.clientWidth+1)
  r.bad.push([c.tagName,c.cellIndex,(c.parentNode.id||''),Math.round(b.left),Math.round(b.right),c.scrollWidth,c.clientWidth,c.textContent.slice(0,50)]);});
function box(e){if(!e)return null;var b=e.getBoundingClientRect();return [b.left,b.top,b.right,b.bottom];}
[].forEach.call(document.querySelectorAll('svg.bar'),function(s){
 var ci=s.querySelector('.ci'),o=s.querySelector('.observed'),d=s.querySelector('.declared');
 var tr=s.closest('tr');
 r.bars.push({row:tr?tr.id:'', title:s.querySelector('title').textContent,
  ci:box(ci), o:box(o), d:d?[].map.call(s.querySelectorAll('.declared'),box):null,
  of:o?getComputedStyle(o).fill:null, df:d?getComputedStyle(d).fill:null, cf:ci?getComputedStyle(ci).fill:null});});
[].forEach.call(document.querySelectorAll('code.x'),function(c){
 var w=document.createTreeWalker(c,NodeFilter.SHOW_TEXT),n;
 while((n=w.nextNode())){var re=/[A-Za-z0-9_.]+/g,m;
  while((m=re.exec(n.data))){r.tokens++;if(m[0].length>LONG_TOKEN)continue;var g=document.createRange();g.setStart(n,m.index);g.setEnd(n,m.index+m[0].length);
   var tops={};[].forEach.call(g.getClientRects(),function(x){if(x.width>0)tops[Math.round(x.top)]=1;});
   if(Object.keys(tops).length>1)r.split.push(m[0]);}}});
var p=document.createElement('pre');p.id='measure';p.textContent=JSON.stringify(r);document.body.appendChild(p);
})();
</script>"""

# a name no 360 px line holds (the kernel has longer)
LONG_NAME = "a_function_whose_name_is_longer_than_any_phone_screen_is_wide_" * 2
LONG_PATH = os.path.join("x" * 60, "a directory with spaces " + "y" * 66)
LONG_FILE = "lib/" + "z" * 120 + ".c"
LONG = ("probable(request->header_length_in_bytes < MAXIMUM_HEADER_LENGTH_ALLOWED_BY_PROTOCOL && "
        "connection_state_machine_is_ready(conn, 1234567890) || fallback_counter_value > 90)")


def chromium():
    from test_html import chromium as find
    return find()


def _report(path):
    """A report with a long expression, a long path and an ok site
    measured exactly at its declared pc with a narrow interval."""
    base = dict(func=LONG_NAME, macro="probable", kind="branch", arch="x86",
                high=89, low=11, exact=0, threshold=0, test_below=0, size=0)
    sites = [dict(base, file="drivers/net/ethernet/some_vendor/some_long_driver_name/transmit_path.c",
                  line=120, expr=LONG[len("probable("):-1], declared=90, count=2000000, hits=1800000),
             dict(base, file="drivers/net/ethernet/some_vendor/some_long_driver_name/transmit_path.c",
                  line=131, expr="skb->len<ETH_ZLEN", declared=10, count=2000000, hits=1500000),
             dict(base, file="x.c", line=7, expr="r < 90", declared=90, count=10000000, hits=9000000),
             dict(base, file=LONG_FILE, line=3, expr="%s > 1 && request->count_of_things < limit_value && flags_set(x, y, z)" % LONG_NAME.upper(), declared=90,
                  count=5000, hits=4000)]
    with open(path, "w") as f:
        json.dump({"format": "probable-profile", "version": 2, "run": "w", "dumps": 1, "sites": sites}, f)


class Width(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.browser = chromium()
        cls.tmp = tempfile.mkdtemp()
        rep = os.path.join(cls.tmp, "long.json")
        _report(rep)
        # the source trees under a long path (the pages name it)
        tree = os.path.join(cls.tmp, LONG_PATH, "tree")
        shutil.copytree(report_fixture("tree"), tree)
        cov = os.path.join(cls.tmp, LONG_PATH, "coverage")
        shutil.copytree(fixture("coverage"), cov)
        cls.a = os.path.join(cls.tmp, "a")
        st, _, err = run_report("html", "-q", "--min-count", "0", rep,
                                *[report_fixture(n) for n in ("a.json", "b.json", "c.json")],
                                "-o", cls.a, "--root", tree)
        assert st == 0, err
        cls.b = os.path.join(cls.tmp, "b")
        st, _, err = run_report("html", "-q", fixture("coverage", "gcov-v1.json"), "--root", cov,
                                "--arch", "x86", "-o", cls.b)
        assert st == 0, err
        cls.cache = {}

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def page(self, d, name):
        if name == "index.html":
            return os.path.join(d, name)
        files = open(os.path.join(d, "by-file.html"), encoding="utf-8").read().replace("<wbr>", "")
        m = re.search(r'href="(files/[^"#]*)">%s<' % re.escape(name), files)
        self.assertTrue(m, name)
        return os.path.join(d, m.group(1))

    def pages(self):
        """every page the tests measure (each at every width)"""
        return [self.page(self.a, "index.html"),
                self.page(self.a, "drivers/net/ethernet/some_vendor/some_long_driver_name/transmit_path.c"),
                self.page(self.a, LONG_FILE),
                self.page(self.b, "prog.c")]

    def measure(self, path, width):
        """The measurements of the page at path in a viewport width px wide."""
        if not self.browser:
            self.skipTest("chromium missing (apt-get install chromium; installed by this test when root)")
        key = (path, width)
        if key not in self.cache:
            self.measure_all(sorted(set([(p, w) for p in self.pages() for w in WIDTHS] + [key])))
        self.assertIn(key, self.cache, "no measurements of %s at %d px" % key)
        return self.cache[key]

    def measure_all(self, keys):
        """Measure every (path, width) of keys in one start of Chromium."""
        frame = os.path.join(self.tmp, "frame.html")
        parts = [FRAME_HEAD]
        for k, (path, width) in enumerate(keys):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            probe = path[:-5] + ".measure.html"
            with open(probe, "w", encoding="utf-8") as f:
                f.write(text.replace("</body>", MEASURE.replace("LONG_TOKEN", str(htmlfmt.LONG_TOKEN)) + "</body>"))
            parts.append(FRAME_ONE % (k, width, os.path.relpath(probe, self.tmp), k, k))
        parts.append(FRAME_TAIL)
        with open(frame, "w", encoding="utf-8") as f:
            f.write("".join(parts))
        shared = browser.shared(self.browser)
        if shared:
            # the frame page in a tab of the run's one Chromium (browser.py)
            tab = shared.page("file://" + frame, 1500, 1000)
            dom = tab.dom()
            tab.close()
        else:
            with tempfile.TemporaryDirectory() as profile:
                p = subprocess.run([self.browser] + FLAGS + ["--user-data-dir=" + profile,
                                                             "--window-size=1500,1000", "--dump-dom",
                                                             "file://" + frame],
                                   capture_output=True, text=True, timeout=180)
            self.assertEqual(p.returncode, 0, p.stderr[-500:])
            dom = p.stdout
        for k, key in enumerate(keys):
            m = re.search(r'<pre id="measure-%d">(.*?)</pre>' % k, dom, re.S)
            self.assertTrue(m, "%s at %d px: no measurements; %s" % (key[0], key[1], dom[-500:]))
            self.cache[key] = json.loads(htmlmod.unescape(m.group(1)))

    def check_page(self, path, want_bars, min_cells=11):
        for w in WIDTHS:
            with self.subTest(width=w):
                r = self.measure(path, w)
                self.assertEqual(r["vw"], w, "the viewport is not the width asked for")
                self.assertLessEqual(r["sw"], r["vw"], "scrolls sideways at %d px" % w)
                self.assertGreaterEqual(r["cells"], min_cells)
                self.assertEqual(r["bad"], [], "cells past the viewport or overflowing at %d px" % w)
                self.assertGreater(r["tokens"], 10)
                self.assertEqual(r["split"], [], "tokens split across lines at %d px" % w)
                self.assertGreaterEqual(len(r["bars"]), want_bars)
                for b in r["bars"]:
                    if b["ci"]:
                        self.assertGreaterEqual(b["ci"][2] - b["ci"][0], htmlfmt.MIN_CI - 0.01, b)
                    for d in b["d"] or []:
                        self.assertGreater(d[2] - d[0], 4, b)
                    if b["o"] and b["d"]:
                        o = b["o"]
                        self.assertNotEqual(b["of"], b["df"], b)
                        self.assertNotEqual(b["of"], b["cf"], b)
                        # the measured bar's box meets neither declared triangle's box
                        for d in b["d"]:
                            self.assertTrue(o[3] <= d[1] + 0.01 or d[3] <= o[1] + 0.01 or
                                            o[2] <= d[0] + 0.01 or d[2] <= o[0] + 0.01, b)

    def test_index(self):
        """index.html (a long expression, a long path, 9 sites) at 360, 900 and 1400 px: no sideways scroll, no cell past the edge or overflowing, no token split, intervals >= MIN_CI, marks distinct"""
        self.check_page(self.page(self.a, "index.html"), 9)

    def test_file_page(self):
        """the page of the long driver file (source not found) at 360, 900 and 1400 px: as index.html"""
        self.check_page(self.page(self.a, "drivers/net/ethernet/some_vendor/some_long_driver_name/transmit_path.c"), 2)

    def test_long_names_page(self):
        """the page of a file whose name, function and identifier are far wider than 360 px, its tree under a long path with a space (source not found, the path in the sentence): at 360, 900 and 1400 px as index.html"""
        page = self.page(self.a, LONG_FILE)
        with open(page, encoding="utf-8") as f:
            text = f.read().replace("<wbr>", "")
        for shown in (LONG_NAME, LONG_NAME.upper(), "z" * 120, "y" * 66):
            self.assertIn(shown, text)
        self.check_page(page, 1, min_cells=9)

    def test_source_page(self):
        """prog.c's page from gcov counts (an ok LIKELY at 90 measured 90.00%, the source listed) at 360, 900 and 1400 px"""
        self.check_page(self.page(self.b, "prog.c"), 6)

    def test_ok_marks_apart(self):
        """x.c:7 probable(r < 90), ok at exactly 90.00% of 10,000,000 (interval 0.08 points): interval drawn MIN_CI wide, the measured bar visible between the declared triangles"""
        r = self.measure(self.page(self.a, "index.html"), 1400)
        bar = [b for b in r["bars"] if b["title"] == "declared 90, measured 90.00%, 99% interval [89.98, 90.02]"]
        self.assertTrue(bar, [b["title"] for b in r["bars"]])
        for b in bar:
            self.assertAlmostEqual(b["ci"][2] - b["ci"][0], htmlfmt.MIN_CI, delta=0.05)
            o, (top, bottom) = b["o"], b["d"]
            # the same x, apart vertically: the declared triangles above and below the measured bar
            for d in (top, bottom):
                self.assertLess(abs((o[0] + o[2]) / 2 - (d[0] + d[2]) / 2), 1.0)
            self.assertLessEqual(top[3], o[1])
            self.assertGreaterEqual(bottom[1], o[3])
            self.assertGreater(o[3] - o[1], 4)
            self.assertEqual(b["of"], "rgb(0, 0, 0)")
            self.assertEqual(b["df"], "rgb(204, 0, 0)")

    def test_screenshots(self):
        """a screenshot at each width is a PNG exactly that wide (KEEP_SHOTS=DIR keeps them): make test takes index.html at 360 and 1400 px and prog.c's page at 900, every page at every width under PROBABLE_TEST_EXHAUSTIVE=1"""
        if not self.browser:
            self.skipTest("chromium missing (apt-get install chromium; installed by this test when root)")
        keep = os.environ.get("KEEP_SHOTS")
        pages = (("index", self.a, "index.html"), ("prog", self.b, "prog.c"))
        if os.environ.get("PROBABLE_TEST_EXHAUSTIVE") == "1":
            shots = [(w, p) for w in WIDTHS for p in pages]
        else:
            # every width once, every page at least once (the pages take turns)
            shots = [(w, pages[i % len(pages)]) for i, w in enumerate(WIDTHS)]
        shared = browser.shared(self.browser)
        started = []
        if shared:
            # each in a tab of the run's one Chromium (browser.py)
            for w, (name, d, page) in shots:
                shot = os.path.join(keep or self.tmp, "%s-%d.png" % (name, w))
                tab = shared.page("file://" + self.page(d, page), w, 900)
                tab.screenshot(shot)
                tab.close()
                started.append((w, shot, None))
            shots = []
        # the starts of Chromium at once: each waits on itself more than on the CPU
        for w, (name, d, page) in shots:
            shot = os.path.join(keep or self.tmp, "%s-%d.png" % (name, w))
            profile = tempfile.mkdtemp(dir=self.tmp)
            started.append((w, shot, subprocess.Popen(
                [self.browser] + FLAGS + ["--user-data-dir=" + profile, "--window-size=%d,900" % w,
                                          "--screenshot=" + shot, "file://" + self.page(d, page)],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)))
        for w, shot, p in started:
            if p:
                p.wait(timeout=180)
        for w, shot, p in started:
            with self.subTest(shot=os.path.basename(shot)):
                with open(shot, "rb") as f:
                    head = f.read(24)
                self.assertEqual(head[:8], b"\x89PNG\r\n\x1a\n")
                self.assertEqual(int.from_bytes(head[16:20], "big"), w)


if __name__ == "__main__":
    unittest.main()
