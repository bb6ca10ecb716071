# SPDX-License-Identifier: MIT
"""The round trip with the tree's own profile runtime, as a maintainer
runs it: the codec tree (tests/tools/fixtures/fix/codec) built from its
src/ directory with -DPROBABLE_PROFILE, run, probable-fix on its report
with -p (a compile database), the patch applied; then built without
profiling the program prints what it printed before, and profiled again
no rewritten site is wrong.  Needs a runtime that writes report version
3 (cond, nth, constant); SKIP with an older one."""

import json
import os
import shutil
import subprocess

from fixcommon import TempTree, run_fix, read, write, fixture, compilers, have, INCLUDE


class RoundTrip(TempTree):
    def build(self, cc, root, name, profile):
        exe = os.path.join(self.tmp, name)
        flags = [cc, "-O2", "-I" + INCLUDE] + (["-DPROBABLE_PROFILE", "-pthread"] if profile else [])
        p = subprocess.run(flags + ["-o", exe, "codec.c", "main.c"], cwd=os.path.join(root, "src"),
                           capture_output=True)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        return exe

    def run_prog(self, exe, root, report=None):
        env = dict(os.environ)
        if report:
            env.update(PROBABLE_PROFILE=report, PROBABLE_PROFILE_FORMAT="json")
        p = subprocess.run([exe], cwd=os.path.join(root, "src"), capture_output=True, env=env)
        self.assertEqual(p.returncode, 0, p.stderr.decode())
        return p.stdout.decode()

    def test_round_trip(self):
        """profile -> probable-fix -p -> patch -> same output, no rewritten site wrong"""
        if not have("patch") or not compilers(every=True):
            self.skipTest("no patch or no compiler")
        probe = self.path("probe")
        shutil.copytree(fixture("fix", "codec"), probe)
        r0 = os.path.join(self.tmp, "r0.json")
        probe_cc = compilers(every=True)[0]
        probe_exe = self.build(probe_cc, probe, "probe-exe", True)
        self.run_prog(probe_exe, probe, r0)
        version = json.loads(read(r0)).get("version")
        if version != 3:
            self.skipTest("the profile runtime writes report version %s, not 3" % version)
        for cc in compilers():
            with self.subTest(cc=cc):
                root = self.path(cc)
                shutil.copytree(fixture("fix", "codec"), root)
                os.unlink(os.path.join(root, "report.json"))
                plain = self.run_prog(self.build(cc, root, cc + "-plain", False), root)
                r1 = os.path.join(self.tmp, cc + "-r1.json")
                # the profiled build of the same sources with the same
                # command (relative names): the probe's program, when cc is
                # the probe's compiler (a build costs more than the check)
                prof = probe_exe if cc == probe_cc else self.build(cc, root, cc + "-prof", True)
                self.assertEqual(self.run_prog(prof, root, r1), plain)
                db = os.path.join(root, "build")
                write(os.path.join(db, "compile_commands.json"), json.dumps([
                    {"directory": os.path.join(root, "src"), "file": "codec.c",
                     "arguments": [cc, "-O2", "-I" + INCLUDE, "-c", "codec.c"]}]))
                rc, out, err = run_fix("--root", root, "--build-dir", "src", "--rewrite-macros",
                                       "-p", db, "--explain", r1)
                self.assertEqual(rc, 0, err)
                self.assertRegex(err, "same (object code|values) before and after")
                self.assertIn("probable((i % 4) == 0, 25)", out)
                self.assertIn("constant here", err)
                self.patch(out, root)
                self.assertEqual(self.run_prog(self.build(cc, root, cc + "-after", False), root), plain)
                r2 = os.path.join(self.tmp, cc + "-r2.json")
                self.run_prog(self.build(cc, root, cc + "-prof2", True), root, r2)
                after = json.loads(read(r2))["sites"]
                wrong = [(s["line"], s["expr"]) for s in after
                         if s["verdict"] == "wrong" and s["macro"] != "COUNTED"]
                self.assertEqual(wrong, [])
