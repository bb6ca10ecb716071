# SPDX-License-Identifier: MIT
"""tests/profile/test_plugins.py - shared libraries: a profiled library linked into
a profiled or plain executable, dlopen()ed ones (dso_main.c, plib*.c); an
unprofiled host that loads, unloads and reloads profiled plugins (plugin_host.c);
a profiled executable whose plugin is dlclose()d, under AddressSanitizer
(dlclose.c).  Every site once in the report file, with exact counts."""

import os

from profiletest import ProfileTest, build, per_compiler, run, scratch, sites

SO = ["-shared", "-fPIC"]


class Libraries:
    def lib(self, name):
        d = os.path.join(scratch_once("libs-" + self.cc))
        return build(name + ".c", self.cc, SO, out=os.path.join(d, "lib%s.so" % name))

    def exe(self, profiled, linked):
        libdir = os.path.dirname(self.lib("plib"))
        flags = ["-DLINKED"] if linked else []
        libs = (["-L" + libdir, "-lplib", "-Wl,-rpath," + libdir] if linked else []) + ["-ldl"]
        return build("dso_main.c", self.cc, flags, profile=profiled, libs=libs,
                     out=os.path.join(libdir, "%s-%s" % ("linked" if linked else "dl",
                                                         "profiled" if profiled else "plain")))

    def report(self, prog, *libs):
        return run(prog, [self.lib(l) for l in libs], report=prog + "-%s.json" % "-".join(libs or ("none",)))

    def assertOnce(self, rep):
        keys = [(s["file"], s["line"], s["expr"]) for s in rep["sites"]]
        self.assertEqual(len(keys), len(set(keys)), "a site twice: %s" % keys)

    def test_linked_profiled(self):
        """profiled exe + profiled linked .so: the library's 2 sites (250/2000, 1500/2000) and the exe's (200/1000)"""
        rep = self.report(self.exe(True, True)).report
        self.assertSite(rep, {"line": "@plib", "file": "plib.c"}, func="plib_work", count=2000, hits=250)
        self.assertSite(rep, {"line": "@plib-u"}, kind="unaligned", count=2000, hits=1500)
        self.assertSite(rep, {"line": "@main", "file": "dso_main.c"}, count=1000, hits=200)
        self.assertEqual(len(rep["sites"]), 3)
        self.assertEqual(rep.get("dumps"), 2, "one dump per object")

    def test_linked_plain(self):
        """plain exe + profiled linked .so: the library's 2 sites, exact; the same output as profiled"""
        r = self.report(self.exe(False, True))
        self.assertSite(r.report, {"line": "@plib"}, count=2000, hits=250)
        self.assertSite(r.report, {"line": "@plib-u"}, hits=1500)
        self.assertEqual(len(r.report["sites"]), 2)
        self.assertEqual(r.stdout, self.report(self.exe(True, True)).stdout)

    def test_dlopen_profiled(self):
        """profiled exe + dlopen()ed .so: both sites exact, once"""
        rep = self.report(self.exe(True, False), "plib2").report
        self.assertSite(rep, {"line": "@main"}, count=1000, hits=200)
        self.assertSite(rep, {"line": "@plib2"}, count=3000, hits=2000)
        self.assertOnce(rep)

    def test_linked_and_dlopen(self):
        """profiled exe + linked .so + two dlopen()ed .so: all 5 sites, exact, once"""
        rep = self.report(self.exe(True, True), "plib2", "plib3").report
        self.assertSite(rep, {"line": "@plib2"}, count=3000, hits=2000)
        self.assertSite(rep, {"line": "@plib3"}, count=3000, hits=500)
        self.assertSite(rep, {"line": "@plib"}, count=2000, hits=250)
        self.assertSite(rep, {"line": "@main"}, count=1000, hits=200)
        self.assertEqual(len(rep["sites"]), 5)

    def test_dlopen_plain(self):
        """plain exe + two dlopen()ed profiled .so: both libraries' sites, exact"""
        rep = self.report(self.exe(False, False), "plib2", "plib3").report
        self.assertSite(rep, {"line": "@plib2"}, count=3000, hits=2000)
        self.assertSite(rep, {"line": "@plib3"}, count=3000, hits=500)
        self.assertEqual(len(rep["sites"]), 2)

    # ---- an unprofiled host loading, unloading, reloading ----

    def host(self):
        return build("plugin_host.c", self.cc, profile=False, libs=["-ldl"])

    def test_host_reload(self):
        """plain host: A, dlclose, B, A, dlclose, A: A's site once 3000/1998 (3 loads), B's 3000/500"""
        for mode in ("keep", "closeall"):
            with self.subTest("plugins %s %s: reload" % (self.cc, mode)):
                d = scratch("host-%s-%s" % (self.cc, mode))
                r = run(self.host(), [mode, self.lib("plib2"), self.lib("plib3")],
                        report=os.path.join(d, "r.json"))
                self.assertEqual(r.stdout, "sum 5496\n")
                rep = r.report
                self.assertSite(rep, {"line": "@plib2", "file": "plib2.c"}, count=3000, hits=1998)
                self.assertSite(rep, {"line": "@plib3", "file": "plib3.c"}, count=3000, hits=500)
                self.assertEqual(len(rep["sites"]), 2, "each site once")
                self.assertEqual(os.listdir(d), ["r.json"])

    def test_host_reload_unset(self):
        """plain host: load, unload, reload with PROBABLE_PROFILE unset: no crash, the same output"""
        for mode in ("keep", "closeall"):
            r = run(self.host(), [mode, self.lib("plib2"), self.lib("plib3")])
            self.assertEqual((r.stdout, r.stderr), ("sum 5496\n", ""))

    def test_host_reload_text(self):
        """plain host: load, unload, reload with a text report on stderr: no crash, both plugins' sites"""
        r = run(self.host(), ["closeall", self.lib("plib2"), self.lib("plib3")], report="-", fmt=None)
        self.assertEqual(r.stdout, "sum 5496\n")
        self.assertIn("plib2.c:", r.stderr)
        self.assertIn("plib3.c:", r.stderr)

    def test_dlclose_asan(self):
        """profiled exe (ASan), its plugin dlclose()d before exit: no freed memory read; main 1000/200, plib2 3000/2000, plib3 3000/500"""
        try:
            prog = build("dlclose.c", self.cc, ["-g", "-fsanitize=address", "-rdynamic"], libs=["-ldl"])
        except AssertionError as e:
            if "asan" in str(e).lower() and "cannot find" in str(e).lower():
                self.skipTest("no AddressSanitizer runtime for %s (apt-get install libasan8)" % self.cc)
            raise
        d = scratch("dlclose-" + self.cc)
        r = run(prog, [self.lib("plib2"), self.lib("plib3")], report=os.path.join(d, "r.json"),
                env={"ASAN_OPTIONS": "detect_leaks=0"})
        self.assertNotIn("AddressSanitizer", r.stderr, r.stderr[:3000])
        rep = r.report
        self.assertSite(rep, {"line": "@dlclose-main"}, count=1000, hits=200)
        self.assertSite(rep, {"line": "@plib2"}, count=3000, hits=2000)
        self.assertSite(rep, {"line": "@plib3"}, count=3000, hits=500)
        self.assertOnce(rep)


_dirs = {}


def scratch_once(name):
    if name not in _dirs:
        _dirs[name] = scratch(name)
    return _dirs[name]


per_compiler(Libraries, ["gcc", "clang"], globals())
