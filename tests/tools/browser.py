# SPDX-License-Identifier: MIT
"""tests/tools/browser.py - one headless Chromium for the HTML tests
(test_html.py, test_html_width.py), driven over its DevTools pipe
(--remote-debugging-pipe: JSON messages ended by a NUL byte, read from
file descriptor 3, written to 4).

A start of Chromium costs ~1.7 s of CPU on the test machine, more than
anything it then does; the tests wanted seven (two --dump-dom, one
--dump-dom of the width frames, four --screenshot).  Here one start serves
them all: page(url, width, height) loads url in a new tab of that viewport
and waits for its load event (what --dump-dom and --screenshot wait for);
dom() is document.documentElement.outerHTML (what --dump-dom prints);
screenshot() the PNG of the viewport.  Under PROBABLE_TEST_EXHAUSTIVE=1
the tests start Chromium with --dump-dom and --screenshot instead, as
before (shared() is None), so both ways run in make test-exhaustive."""

import atexit
import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--allow-file-access-from-files"]
TIMEOUT = 120


class BrowserError(AssertionError):
    pass


class Browser:
    def __init__(self, exe):
        self.profile = tempfile.mkdtemp(prefix="probable-chromium-")
        to_child, self._w = os.pipe()
        self._r, from_child = os.pipe()
        # numbers above 4, so that placing them at 3 and 4 clobbers nothing
        hi = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_child, from_child)]
        for fd in (to_child, from_child):
            os.close(fd)

        def place():
            os.dup2(hi[0], 3)
            os.dup2(hi[1], 4)

        self.proc = subprocess.Popen([exe] + FLAGS + ["--remote-debugging-pipe", "--user-data-dir=" + self.profile,
                                                      "about:blank"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, preexec_fn=place, pass_fds=(3, 4) + tuple(hi))
        for fd in hi:
            os.close(fd)
        self._buf = b""
        self._id = 0
        self._events = []

    def close(self):
        if self.proc.poll() is None:
            try:
                self.call("Browser.close")
            except (BrowserError, OSError):
                pass
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for fd in (self._w, self._r):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _message(self):
        while b"\0" not in self._buf:
            if not select.select([self._r], [], [], TIMEOUT)[0]:
                raise BrowserError("chromium said nothing on its DevTools pipe for %d s" % TIMEOUT)
            chunk = os.read(self._r, 1 << 20)
            if not chunk:
                raise BrowserError("chromium closed its DevTools pipe (exit status %s)" % self.proc.poll())
            self._buf += chunk
        msg, self._buf = self._buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, session=None, **params):
        """send one command, return its result (events that come first are kept)"""
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        os.write(self._w, json.dumps(msg).encode() + b"\0")
        while True:
            m = self._message()
            if m.get("id") == self._id:
                if "error" in m:
                    raise BrowserError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            if "method" in m:
                self._events.append(m)

    def wait_event(self, method, session):
        while True:
            for i, m in enumerate(self._events):
                if m["method"] == method and m.get("sessionId") == session:
                    del self._events[i]
                    return m
            self._events.append(self._message())

    def page(self, url, width, height):
        return Page(self, url, width, height)


class Page:
    """a tab of width x height px showing url, loaded"""

    def __init__(self, browser, url, width, height):
        self.b = browser
        self.target = browser.call("Target.createTarget", url="about:blank")["targetId"]
        self.s = browser.call("Target.attachToTarget", targetId=self.target, flatten=True)["sessionId"]
        browser.call("Page.enable", self.s)
        browser.call("Emulation.setDeviceMetricsOverride", self.s, width=width, height=height,
                     deviceScaleFactor=1, mobile=False)
        nav = browser.call("Page.navigate", self.s, url=url)
        if nav.get("errorText"):
            raise BrowserError("%s: %s" % (url, nav["errorText"]))
        # the load event of this page, not a late one of about:blank's
        while True:
            browser.wait_event("Page.loadEventFired", self.s)
            r = browser.call("Runtime.evaluate", self.s, returnByValue=True,
                             expression="location.href != 'about:blank' && document.readyState == 'complete'")
            if r["result"].get("value") is True:
                break

    def dom(self):
        r = self.b.call("Runtime.evaluate", self.s, expression="document.documentElement.outerHTML",
                        returnByValue=True)
        return r["result"]["value"]

    def screenshot(self, path):
        data = self.b.call("Page.captureScreenshot", self.s, format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        self.b.call("Target.closeTarget", targetId=self.target)


_shared = {}


def shared(exe):
    """the one Chromium of this run (started on first use, closed at exit);
    None under PROBABLE_TEST_EXHAUSTIVE=1 (the tests start their own)"""
    if os.environ.get("PROBABLE_TEST_EXHAUSTIVE") == "1" or not exe:
        return None
    if exe not in _shared:
        _shared[exe] = Browser(exe)
        atexit.register(_shared[exe].close)
    return _shared[exe]
