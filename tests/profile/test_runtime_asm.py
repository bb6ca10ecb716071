# SPDX-License-Identifier: MIT
"""tests/profile/test_runtime_asm.py - profile mode's runtime on x86-64 comes
compiled, as include/probable_profile_runtime_x86_64.h (generated from the C
runtime by tools/gen-profile-runtime-asm.py: make profile-runtime):

  - the header is current: the hash of the runtime's sources it records is
    the tree's (else: make profile-runtime);
  - a program built with it and with -DPROBABLE_PROFILE_C_RUNTIME (the C
    runtime in every unit) writes the same report, site for site, JSON and
    text, in C and C++ (g++: the sites enrol through probable_profile_genrol_),
    and only the first carries the assembly's COMDAT group;
  - it links and counts exactly with -flto (gcc, clang; clang -flto=thin
    with lld), -static (where libc.a is), -pie and -no-pie, and as a shared
    library beside a profiled executable (each object its own runtime),
    with --gc-sections and -masm=intel, and mixed with units that compile
    the C runtime (-DPROBABLE_PROFILE_C_RUNTIME), in either link order;
  - ThreadSanitizer (and the opt-out macro) get the C runtime; so does
    MemorySanitizer, and a program built with it exits 0 with exact counts.
The one-copy-per-program check is tests/profile/test_size.py's."""

import importlib.util
import os
import re
import shutil
import subprocess
import unittest

from profiletest import INCLUDE, TOP, ProfileTest, build, have, per_compiler, run, scratch, site

GEN = os.path.join(TOP, "tools", "gen-profile-runtime-asm.py")
HEADER = os.path.join(INCLUDE, "probable_profile_runtime_x86_64.h")
TU = ["tu_a.c", "tu_b.c"]
# what the reports are compared on: two units; every verdict of a stated pc
# and unaligned sites; directions (likely/unlikely: needless, wrong)
PROGRAMS = [(TU, []), (["verdicts.c"], []), (["direction.c"], ["-include", "probable_likely.h"])]


def generator():
    spec = importlib.util.spec_from_file_location("gen_profile_runtime_asm", GEN)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def recorded_hash():
    with open(HEADER) as f:
        m = re.search(r"sources sha256:\s+([0-9a-f]{64})", f.read())
    return m and m.group(1)


def signature():
    return "probable_profile_rt_" + (recorded_hash() or "")[:16]


def defined_symbols(path):
    p = subprocess.run(["nm", "--defined-only", path], capture_output=True, text=True, check=True)
    return {l.split()[-1] for l in p.stdout.splitlines() if l.strip()}


def is_x86_64(cc):
    p = subprocess.run(cc.split() + ["-dM", "-E", "-x", "c", "/dev/null"], capture_output=True, text=True)
    return "#define __x86_64__ 1" in p.stdout and "#define __LP64__ 1" in p.stdout


def uses_asm(cc, flags=()):
    """whether probable_profile.h takes the assembly runtime for cc and flags"""
    src = "#include <probable.h>\n#ifdef PROBABLE_PROFILE_ASM_RUNTIME_\nprobable_asm_yes\n#endif\n"
    p = subprocess.run(cc.split() + ["-E", "-P", "-x", "c", "-I" + INCLUDE, "-DPROBABLE_PROFILE"] + list(flags) + ["-"],
                       input=src, capture_output=True, text=True)
    if p.returncode:
        raise AssertionError(p.stderr)
    return "probable_asm_yes" in p.stdout


class Current(ProfileTest):
    def test_hash(self):
        """the generated header records the hash of the runtime's sources in this tree"""
        want, have = generator().sources_hash(), recorded_hash()
        if have != want:
            self.fail("include/probable_profile_runtime_x86_64.h is stale (the runtime's C changed): regenerate it "
                      "with `make profile-runtime` (python3 tools/gen-profile-runtime-asm.py); it records %s, "
                      "the sources hash to %s" % (have, want))


    def test_regenerates(self):
        """with the compiler the header was made by, the generator writes it again byte for byte (no hand edit, deterministic)"""
        gen = generator()
        with open(HEADER) as f:
            m = re.search(r"compiled by:\s+(.*)", f.read())
        if not m or gen.version_of("gcc") != m.group(1).strip():
            self.skipTest("the header was made by %s, not this gcc" % (m and m.group(1).strip()))
        out = os.path.join(scratch("regen"), "h")
        p = subprocess.run(["python3", GEN, "-o", out], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        with open(out) as a, open(HEADER) as b:
            self.assertTrue(a.read() == b.read(), "include/probable_profile_runtime_x86_64.h is not what "
                            "`make profile-runtime` writes: regenerate it")

    def test_ascii_to_the_assembler(self):
        """no byte above 127 reaches the assembler: GNU as --multibyte-handling=warn with --fatal-warnings
        assembles a profiled unit (a hardened build's flags)"""
        d = scratch("multibyte")
        src = os.path.join(d, "u.c")
        with open(src, "w") as f:
            f.write("#include <probable.h>\nint f(int x);\nint f(int x) { return probable(x > 1, 90); }\n")
        flags = ["-Wa,--multibyte-handling=warn", "-Wa,--fatal-warnings"]
        probe = subprocess.run(["gcc", "-c", "-x", "assembler", "/dev/null", "-o", os.path.join(d, "p.o")] + flags,
                               capture_output=True, text=True)
        if probe.returncode:
            self.skipTest("this assembler has no --multibyte-handling")
        self.assertTrue(uses_asm("gcc"))
        p = subprocess.run(["gcc", "-O2", "-DPROBABLE_PROFILE", "-I" + INCLUDE, "-c", src, "-o",
                            os.path.join(d, "u.o")] + flags, capture_output=True, text=True)
        self.assertEqual((p.returncode, p.stderr), (0, ""))

    def test_c_literals(self):
        """the header's C string literals hand the assembler every byte as it was: each of the 256 bytes, "??"
        before each trigraph's third character (read under -std=c89 and -trigraphs), quotes and backslashes,
        an octal escape before a digit; lines joined into literals of several lines"""
        gen = generator()
        lines = ["".join(chr(b) for b in range(1, 256)), "??=??/??'??(??)??!??<??>??-???=", 'a"b\\c\\"', "\0017\3770"]
        lines += ["x%d" % i for i in range(300)]
        lits = gen.c_literals(lines)
        self.assertLess(len(lits), len(lines) / 4, "the lines are not joined")
        want = "\n".join(lines) + "\n"
        d = scratch("c_literals")
        src = os.path.join(d, "lit.c")
        with open(src, "w") as f:
            f.write("#include <stdio.h>\nstatic const char s[] =\n%s;\n"
                    "int main(void) { fwrite(s, 1, sizeof s - 1, stdout); return 0; }\n" % "\n".join(lits))
        for cc, std in (("gcc", "-std=c89"), ("gcc", "-trigraphs"), ("clang", "-std=c99")):
            if not have(cc):
                continue
            prog = os.path.join(d, "lit-" + cc + std)
            p = subprocess.run([cc, std, "-Wall", "-Werror", "-Wno-overlength-strings", src, "-o", prog],
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, p.stderr)
            out = subprocess.run([prog], capture_output=True, check=True).stdout
            self.assertEqual(out, want.encode("latin-1"), "%s %s" % (cc, std))


def report_rows(rep):
    """the report's sites, in order, every field (none is run-specific)"""
    return rep["sites"]


class Same:
    """the assembly and the C runtime: the same reports"""

    def setUp(self):
        if not is_x86_64(self.cc):
            self.skipTest("not x86-64")

    def flags(self):
        return ["-x", "c++"] if "++" in self.cc else []

    def test_same_reports(self):
        """tu_a.c + tu_b.c, verdicts.c, direction.c built with the assembly and with -DPROBABLE_PROFILE_C_RUNTIME: the same JSON sites and text rows; the group only in the first"""
        d = scratch("same-%s" % re.sub(r"\W", "x", self.cc))
        for srcs, fflags in PROGRAMS:
            tag = os.path.splitext(srcs[0])[0]
            progs = {}
            for name, extra in (("asm", []), ("c", ["-DPROBABLE_PROFILE_C_RUNTIME"])):
                progs[name] = build(srcs, self.cc, fflags + self.flags() + extra, out=os.path.join(d, tag + "-" + name))
            self.assertIn(signature(), defined_symbols(progs["asm"]), "the assembly runtime is not in the program")
            self.assertNotIn(signature(), defined_symbols(progs["c"]), "-DPROBABLE_PROFILE_C_RUNTIME still took the assembly")
            reps = {n: run(p, report=os.path.join(d, "%s-%s.json" % (tag, n))).report for n, p in progs.items()}
            self.assertEqual(report_rows(reps["asm"]), report_rows(reps["c"]), tag)
            self.assertGreater(len(reps["asm"]["sites"]), 1, tag)
            texts = {}
            for n, p in progs.items():
                r = run(p, report="-", fmt="text")
                texts[n] = [l for l in r.stderr.splitlines() if not l.startswith("probable profile: ")]
            self.assertEqual(texts["asm"], texts["c"], tag)
            self.assertGreater(len(texts["asm"]), 2, tag)
            if srcs == TU:
                self.assertSite(reps["asm"], {"line": "@tu-a", "file": "tu_a.c"}, count=1000, hits=250)
                self.assertSite(reps["asm"], {"line": "@tu-b", "file": "tu_b.c"}, count=4000, hits=400)
            verdicts = {s["verdict"] for s in reps["asm"]["sites"]}
            if tag == "verdicts":
                self.assertTrue({"ok", "miscalibrated", "wrong", "few"} <= verdicts, verdicts)
            if tag == "direction":
                self.assertIn("needless", verdicts)


class Links:
    """the assembly runtime in the ways a program is linked"""

    def setUp(self):
        if not is_x86_64(self.cc):
            self.skipTest("not x86-64")

    def exact(self, prog, d, name):
        rep = run(prog, report=os.path.join(d, name + ".json")).report
        self.assertSite(rep, {"line": "@tu-a", "file": "tu_a.c"}, count=1000, hits=250)
        self.assertSite(rep, {"line": "@tu-b", "file": "tu_b.c"}, count=4000, hits=400)
        self.assertIn(signature(), defined_symbols(prog), "%s: not the assembly runtime" % name)

    def test_modes(self):
        """-pie, -no-pie, -flto, --gc-sections, -masm=intel, -static (if libc.a): links, counts exactly, carries the assembly"""
        d = scratch("links-%s" % re.sub(r"\W", "x", self.cc))
        modes = [("pie", ["-fPIE", "-pie"]), ("nopie", ["-fno-pie", "-no-pie"]), ("lto", ["-flto"]),
                 ("gc", ["-ffunction-sections", "-fdata-sections", "-Wl,--gc-sections"]), ("intel", ["-masm=intel"]),
                 ("nocfi", ["-fno-dwarf2-cfi-asm"]), ("nounwind", ["-fno-asynchronous-unwind-tables"])]
        if "clang" in self.cc and have("ld.lld"):
            modes.append(("thinlto", ["-flto=thin", "-fuse-ld=lld"]))
        p = subprocess.run(self.cc.split() + ["-print-file-name=libc.a"], capture_output=True, text=True)
        if os.path.isabs(p.stdout.strip()):
            modes.append(("static", ["-static"]))
        for name, flags in modes:
            with self.subTest(mode=name):
                prog = build(TU, self.cc, flags + ["-pthread"], out=os.path.join(d, name))
                self.exact(prog, d, name)

    def test_shared(self):
        """tu_b.c a shared library (its own runtime), tu_a.c the executable: both objects report, exact"""
        d = scratch("shared-%s" % re.sub(r"\W", "x", self.cc))
        lib = build(["tu_b.c"], self.cc, ["-fPIC", "-shared"], out=os.path.join(d, "libtub.so"))
        prog = build(["tu_a.c"], self.cc, [], out=os.path.join(d, "main"), libs=["-L" + d, "-ltub", "-Wl,-rpath," + d])
        self.exact(prog, d, "exe")
        self.assertIn(signature(), defined_symbols(lib))

    def test_mixed(self):
        """units with the assembly and units with the C runtime in one program, either order: exact"""
        d = scratch("mixed-%s" % re.sub(r"\W", "x", self.cc))
        obj = os.path.join(d, "tu_b_c.o")
        cmd = self.cc.split() + ["-O2", "-I" + INCLUDE, "-DPROBABLE_PROFILE", "-DPROBABLE_PROFILE_C_RUNTIME", "-c",
                                 os.path.join(os.path.dirname(os.path.abspath(__file__)), "tu_b.c"), "-o", obj]
        subprocess.run(cmd, check=True)
        for name, srcs in (("asm-first", ["tu_a.c", obj]), ("c-first", [obj, "tu_a.c"])):
            with self.subTest(order=name):
                srcs = [s if os.path.isabs(s) else os.path.join(os.path.dirname(os.path.abspath(__file__)), s) for s in srcs]
                self.exact(build(srcs, self.cc, [], out=os.path.join(d, name)), d, name)

    def test_msan(self):
        """clang -fsanitize=memory (the C runtime): the program exits 0 and writes exact counts (MemorySanitizer does not see statx's writes)"""
        if "clang" not in self.cc:
            self.skipTest("MemorySanitizer is clang's")
        d = scratch("msan-%s" % re.sub(r"\W", "x", self.cc))
        try:
            prog = build(TU, self.cc, ["-fsanitize=memory", "-pthread"], out=os.path.join(d, "msan"))
        except Exception as e:  # no MSan runtime for this compiler
            self.skipTest("-fsanitize=memory does not build here: %s" % str(e)[:200])
        rep = run(prog, report=os.path.join(d, "msan.json")).report
        self.assertSite(rep, {"line": "@tu-a", "file": "tu_a.c"}, count=1000, hits=250)
        self.assertSite(rep, {"line": "@tu-b", "file": "tu_b.c"}, count=4000, hits=400)
        self.assertNotIn(signature(), defined_symbols(prog), "MemorySanitizer took the assembly runtime")

    def test_two_versions(self):
        """units of two versions of the headers (another runtime hash) in one program, with and without -flto: they link, one runtime serves both, exact"""
        d = scratch("versions-%s" % re.sub(r"\W", "x", self.cc))
        other = os.path.join(d, "other")
        if not os.path.isdir(other):
            shutil.copytree(INCLUDE, os.path.join(other, "include"))
            shutil.copytree(os.path.join(TOP, "arch"), os.path.join(other, "arch"))
            h = os.path.join(other, "include", "probable_profile_runtime_x86_64.h")
            with open(h) as f:
                text = f.read()
            with open(h, "w") as f:
                f.write(text.replace(recorded_hash()[:16], "0123456789abcdef"))
        obj = os.path.join(d, "tu_b_other.o")
        for name, flags in (("plain", []), ("lto", ["-flto"])):
            with self.subTest(mode=name):
                cmd = self.cc.split() + ["-O2", "-I" + os.path.join(other, "include"), "-DPROBABLE_PROFILE", "-c",
                                         os.path.join(os.path.dirname(os.path.abspath(__file__)), "tu_b.c"), "-o", obj] + flags
                subprocess.run(cmd, check=True)
                self.exact(build(["tu_a.c", obj], self.cc, flags, out=os.path.join(d, name)), d, name)

    def test_unit_statics(self):
        """two units that each define a static close() and sched_yield() (names the runtime calls in the C library) link, keep them static (not made global by the assembly), and count"""
        d = scratch("statics-%s" % re.sub(r"\W", "x", self.cc))
        srcs = []
        for k in (0, 1):
            src = os.path.join(d, "statics%d.c" % k)
            with open(src, "w") as f:
                f.write("#include <probable.h>\n"
                        "static int close(int fd) { return fd + %d; }\n"
                        "static int sched_yield(int fd) { return fd - %d; }\n"
                        "int statics%d(int x);\n"
                        "int statics%d(int x) { return probable(x > 2, 30) ? close(x) : sched_yield(x); }\n" % (k, k, k, k))
            srcs.append(src)
        main = os.path.join(d, "main.c")
        with open(main, "w") as f:
            f.write("int statics0(int x);\nint statics1(int x);\n"
                    "int main(void) { int i, s = 0; for (i = 0; i < 10; i++) s += statics0(i) + statics1(i); return s == 94 ? 0 : 1; }\n")
        prog = build(srcs + [main], self.cc, ["-O0", "-Wno-builtin-declaration-mismatch", "-Wno-incompatible-library-redeclaration"],
                     out=os.path.join(d, "statics"), warnings_ok=True)
        rep = run(prog, report=os.path.join(d, "statics.json")).report
        for k in (0, 1):
            self.assertSite(rep, {"file": "statics%d.c" % k, "line": 5}, count=10, hits=7)
        p = subprocess.run(["nm", prog], capture_output=True, text=True, check=True)
        kinds = {l.split()[-2] for l in p.stdout.splitlines() if l.split()[-1] in ("close", "sched_yield")}
        self.assertEqual(kinds, {"t"}, "a unit's static close()/sched_yield() made global:\n" + p.stdout)

    def test_unwind(self):
        """a stack walk from a C library hook the runtime calls (calloc) reaches main() through the runtime's frames, as with the C runtime"""
        d = scratch("unwind-%s" % re.sub(r"\W", "x", self.cc))
        outs = {}
        for name, flags in (("asm", []), ("c", ["-DPROBABLE_PROFILE_C_RUNTIME"])):
            try:
                prog = build(["unwind.c"], self.cc, ["-O2"] + flags, out=os.path.join(d, name))
            except Exception as e:  # not glibc: no __libc_calloc or <execinfo.h>
                self.skipTest("unwind.c does not build here: %s" % str(e)[:200])
            outs[name] = run(prog).stdout.split()
        self.assertEqual(outs["asm"][:2], ["n", "4"])
        self.assertEqual(outs["asm"][4:], ["main", "1"], "the walk stops inside the runtime: %s" % outs)
        self.assertEqual(outs["asm"], outs["c"])

    def test_fallbacks(self):
        """the assembly by default; the C runtime with -DPROBABLE_PROFILE_C_RUNTIME, -fsanitize=thread, -mcmodel=large"""
        self.assertTrue(uses_asm(self.cc))
        self.assertFalse(uses_asm(self.cc, ["-DPROBABLE_PROFILE_C_RUNTIME"]))
        self.assertFalse(uses_asm(self.cc, ["-fsanitize=thread"]))
        self.assertFalse(uses_asm(self.cc, ["-mcmodel=large"]))
        self.assertTrue(uses_asm(self.cc, ["-fsanitize=address"]))


per_compiler(Same, ["gcc", "clang", "g++", "clang++"], globals(), sample_them=False)
per_compiler(Links, ["gcc", "clang"], globals(), sample_them=False)


if __name__ == "__main__":
    unittest.main()
