# SPDX-License-Identifier: MIT
"""tests/difftest/gen.py - the program generator of the differential test
(tests/difftest/difftest.sh, driven by difftest.py).

    python3 gen.py DIR SEED FIRST COUNT LANG [ONLY]

writes into DIR one small project ("a batch") of COUNT programs, numbered
FIRST..FIRST+COUNT-1, in C (LANG "c") or C++ ("c++"):

    DIR/project.json   the units, each with its own -D flags, the project's
                       hint macros (for probable-fix --macro), and each
                       program's shape (what it is made of)
    DIR/src/dt.h       what every unit shares (stdio, the run functions)
    DIR/src/uN.c(pp)   the units: hint macros as real code bases define
                       them, then the programs, each a function
    DIR/src/shared.h   a header whose sites two units include with
                       different -D settings
    DIR/src/main.c(pp) calls every unit's programs in order

A program is a function that runs a loop of 400 iterations over seeded
pseudo-random data, so that each hint site has a known true rate (often
far from what its hint says, so that probable-fix has wrong hints to
rewrite), uses the hint's value as a truth value or as a number, and
prints what it computed on lines that start with its name ("p17 ...",
"h17@u0 ..." for a header program run from unit u0): the driver compares
the output program by program.  Everything a program is made of follows
from SEED, its number and LANG alone (its unit's style from SEED, FIRST
and the unit), so ONLY (a program's number) writes a project with that
program alone, the same text: the minimal reproduction kept as a fixture.
The header's programs test a condition whose rate the unit's -D sets
(DT_HDR_LIMIT 20 and 80) and use the value through the unit's DT_HDR_T
and DT_HDR_USE (a truth value in unit 0, a number in unit 1).

What varies (the "shape" recorded per program): the family of hint
macros of its unit (the kernel's __builtin_expect(!!(x), 1); zstd's
value-preserving __builtin_expect((x), 1); LZ4's expect((e) != 0, 1)
through another macro; a negating and a comparing one; two sites in one
macro; a variadic one; one whose pc is an argument; probable() itself),
how the value is used (if/while/for/do/?:/&&/||/! as a truth value;
added, against an unsigned, stored, printed, compared with 1, sizeof,
_Generic, typeof, a C++ overload, a template argument, auto), what is
tested (a 0/1 int, a value, an unsigned, a pointer), the rate, whether it
prints __FILE__/__LINE__ or holds an assert(), whether it sits in an #if
block, and the unit's file style (CRLF or LF, tabs or spaces).
Standard library only.
"""

import json
import os
import random
import sys

N_ITER = 400
RATES = [0, 1, 3, 5, 10, 20, 30, 45, 50, 55, 70, 80, 90, 95, 97, 99, 100]

# ---- the hint macro families ------------------------------------------------------
# Each unit has one group of families (their names do not clash); the
# profile build points each project macro at PROBABLE_MACRO_SITE (a long,
# !!(cond)), or at PROBABLE_MACRO_VALUE_SITE where the macro gives its
# argument's value (zstd's LIKELY(x)), as the README tells a project to,
# and likely()/unlikely() come from
# probable_likely.h (-include) there, the project's own being under #ifndef.

GROUP_A = """\
/* the kernel's form */
#ifndef likely
#define likely(x) __builtin_expect(!!(x), 1)
#endif
#ifndef unlikely
#define unlikely(x) __builtin_expect(!!(x), 0)
#endif
/* a negating, a comparing, a two-site and a variadic macro */
#ifdef PROBABLE_PROFILE
#define NOT_LIKELY(x) PROBABLE_MACRO_SITE(NOT_LIKELY, !(x), #x, 90)
#define RARELY_ZERO(v) PROBABLE_MACRO_SITE(RARELY_ZERO, (v) == 0, #v, 10)
#define EXPECT_TRUE(...) PROBABLE_MACRO_SITE(EXPECT_TRUE, (__VA_ARGS__), #__VA_ARGS__, 90)
#else
#define NOT_LIKELY(x) __builtin_expect(!(x), 1)
#define RARELY_ZERO(v) __builtin_expect((v) == 0, 0)
#define EXPECT_TRUE(...) __builtin_expect(!!(__VA_ARGS__), 1)
#endif
#define IN_RANGE(x, lo, hi) (likely((x) >= (lo)) && unlikely((x) >= (hi)) == 0)
"""

GROUP_B = """\
#include "probable.h"
/* zstd's form keeps the value (PROBABLE_MACRO_VALUE_SITE); HINT takes its
   pc and is !!(x) (PROBABLE_MACRO_SITE) */
#ifdef PROBABLE_PROFILE
#define LIKELY(x) PROBABLE_MACRO_VALUE_SITE(LIKELY, x, #x, 90)
#define UNLIKELY(x) PROBABLE_MACRO_VALUE_SITE(UNLIKELY, x, #x, 10)
#define HINT(x, pc) PROBABLE_MACRO_SITE(HINT, x, #x, pc)
#else
#define LIKELY(x) (__builtin_expect((x), 1))
#define UNLIKELY(x) (__builtin_expect((x), 0))
#define HINT(x, pc) __builtin_expect_with_probability(!!(x), 1, (pc) / 100.0)
#endif
"""

GROUP_C = """\
/* LZ4's form: likely() through another macro */
#if defined(__GNUC__) || defined(__clang__)
#define expect(expr, value) (__builtin_expect((expr), (value)))
#else
#define expect(expr, value) (expr)
#endif
#ifndef likely
#define likely(expr) expect((expr) != 0, 1)
#endif
#ifndef unlikely
#define unlikely(expr) expect((expr) != 0, 0)
#endif
"""

GROUPS = {"A": GROUP_A, "B": GROUP_B, "C": GROUP_C}
# family -> (group, [(macro text maker, description)])
FAMILIES = {
    "kernel": "A", "negate": "A", "compare": "A", "two": "A", "variadic": "A",
    "zstd": "B", "probable": "B", "pcarg": "B",
    "lz4": "C",
}
MACROS = ["NOT_LIKELY", "RARELY_ZERO", "EXPECT_TRUE", "LIKELY", "UNLIKELY", "HINT"]
# what each family can test: value-preserving ones refuse a pointer (the
# builtin's first argument is a long)
CONDS = {
    "kernel": "cvup", "lz4": "cvup", "negate": "cvup", "compare": "cvu",
    "two": "r", "variadic": "cvup", "zstd": "cvu", "probable": "cvup", "pcarg": "cvu",
}

TRUTH_USES = ["if", "while", "for", "do", "ternary", "and", "or", "not"]
NUMBER_USES = ["add", "unsigned", "store", "print", "eq1", "bitand", "sizeof"]
C_USES = ["generic", "typeof"]
CXX_USES = ["overload", "template", "auto", "decltype"]


def hint(family, rnd, e, rate):
    """the hint text for condition e of a family, and whether it says likely"""
    likely_side = rnd.random() < 0.5
    if family in ("kernel", "lz4"):
        return ("likely(%s)" if likely_side else "unlikely(%s)") % e
    if family == "zstd":
        return ("LIKELY(%s)" if likely_side else "UNLIKELY(%s)") % e
    if family == "negate":
        return "NOT_LIKELY(%s)" % e
    if family == "compare":
        return "RARELY_ZERO(%s)" % e
    if family == "variadic":
        return "EXPECT_TRUE(%s)" % e
    if family == "probable":
        return "probable(%s, %d)" % (e, rnd.choice([1, 10, 50, 90, 99]))
    if family == "pcarg":
        return "HINT(%s, %d)" % (e, rnd.choice([5, 20, 80, 95]))
    if family == "two":
        lo = rnd.choice([0, 5, 20, 50])
        return "IN_RANGE(%s, %d, %d)" % (e, lo, max(lo + 1, rate))
    raise ValueError(family)


class Program:
    """one program, from (seed, number) alone"""

    def __init__(self, seed, num, lang, family, header=False):
        rnd = random.Random("%s:%d:%s" % (seed, num, lang))
        self.num, self.lang, self.family, self.header = num, lang, family, header
        self.name = ("h%d" if header else "p%d") % num
        self.rate = rnd.choice(RATES)
        self.cond = rnd.choice(CONDS[family])
        uses = TRUTH_USES + NUMBER_USES + (CXX_USES if lang == "c++" else C_USES)
        # the header programs read the unit's -D settings
        self.use = rnd.choice(uses if not header else ["if", "ternary", "unsigned", "add", "store", "unituse"])
        self.lines = (not header) and rnd.random() < 0.3
        self.assert_ = (not header) and rnd.random() < 0.2
        self.in_if = (not header) and rnd.random() < 0.2
        self.datum = rnd.randrange(1, 1 << 30)
        self.hint = hint(family, rnd, {"c": "c", "v": "v", "u": "uv", "p": "pp", "r": "r"}[self.cond],
                         self.rate)
        # the hint's argument on a line of its own (zstd writes UNLIKELY(<newline> a || b)), with a
        # __LINE__ below to see a line move; drawn last, so the other draws stay as they were
        self.split = self.use == "if" and not header and rnd.random() < 0.5
        self.lines = self.lines or self.split

    def shape(self):
        return {"id": self.num, "name": self.name, "family": self.family, "use": self.use,
                "cond": {"c": "int 0/1", "v": "int value", "u": "unsigned", "p": "pointer",
                         "r": "range"}[self.cond],
                "rate": "20/80" if self.header else self.rate, "hint": self.hint, "header": self.header,
                "lines": self.lines, "assert": self.assert_, "in_if": self.in_if, "split": self.split}

    def statement(self):
        h = self.hint
        # against the unit's type setting in the header
        one, two = ("(DT_HDR_T)1", "(DT_HDR_T)2") if self.header else ("1u", "2u")
        u = self.use
        n = self.name
        if u == "if" and self.split:
            name, arg = h.split("(", 1)
            return ["if (%s(" % name, "\t    %s)" % arg, "\tacc += 3;", "else", "\tacc -= 1;"]
        if u == "if":
            return ["if (%s)" % h, "\tacc += 3;", "else", "\tacc -= 1;"]
        if u == "while":
            return ["k = 0;", "while (%s && k < 2) {" % h, "\tacc++;", "\tk++;", "}"]
        if u == "for":
            return ["for (k = 0; k < 2 && %s; k++)" % h, "\tacc += k + 1;"]
        if u == "do":
            return ["k = 0;", "do {", "\tacc += 2;", "\tk++;", "} while (%s && k < 2);" % h]
        if u == "ternary":
            return ["acc += %s ? 5 : 7;" % h]
        if u == "and":
            return ["acc += (%s && (i & 1)) ? 11 : 0;" % h]
        if u == "or":
            return ["acc += ((i %% 5 == 0) || %s) ? 13 : 0;" % h]
        if u == "not":
            return ["acc += !%s;" % h]
        if u == "add":
            return ["acc += %s;" % h]
        if u == "unsigned":
            return ["acc += (%s - %s) > 5u ? 100 : 1;" % (h, one)]
        if u == "store":
            return ["st = %s - %s;" % (h, two), "acc += (long)(st >> 40);"]
        if u == "print":
            return ["if (i < 3)", '\tprintf("%s value %%ld\\n", (long)(%s));' % (n, h)]
        if u == "eq1":
            return ["acc += %s == 1;" % h]
        if u == "bitand":
            return ["acc += %s & 2;" % h]
        if u == "sizeof":
            return ["acc += (long)sizeof(%s);" % h]
        if u == "generic":
            return ["acc += _Generic((%s), long: 1, int: 2, unsigned long: 3, unsigned: 4, "
                    "default: 5) * 100;" % h, "acc += %s;" % h]
        if u == "typeof":
            return ["{", "\t__typeof__(%s) t = %s;" % (h, h), "\tacc += (long)sizeof(t) * 10 + (long)t;",
                    "}"]
        if u == "unituse":
            # a truth value in one unit, a number in the other (DT_HDR_USE)
            return ["acc += DT_HDR_USE(%s);" % h]
        if u == "overload":
            return ["acc += dt_kind(%s);" % h]
        if u == "template":
            return ["acc += dt_tsize(%s);" % h]
        if u == "auto":
            return ["{", "\tauto t = %s;" % h, "\tacc += (long)sizeof(t) * 10 + (long)t;", "}"]
        if u == "decltype":
            return ["acc += (long)sizeof(decltype(%s)) * 100 + (%s ? 1 : 0);" % (h, h)]
        raise ValueError(u)

    def body(self):
        """the function's lines, indented with one tab per level"""
        n = self.name
        sig = ("static void dt_%s(const char *who)" % n) if self.header else "static void dt_%s(void)" % n
        L = [sig, "{",
             "\tunsigned s = %du;" % self.datum,
             "\tlong acc = 0;",
             "\tunsigned long st = 0;",
             "\tint i, k = 0;",
             "\tfor (i = 0; i < %d; i++) {" % N_ITER,
             "\t\tint r, c, v;",
             "\t\tunsigned uv;",
             "\t\tconst long *pp;",
             "\t\ts = s * 1103515245u + 12345u;",
             "\t\tr = (int)((s >> 16) % 100u);"]
        lim = "DT_HDR_LIMIT" if self.header else str(self.rate)
        L += ["\t\tc = r < %s;" % lim,
              "\t\tv = c * (r % 7 + 1);",
              "\t\tuv = c ? (unsigned)r + 1u : 0u;",
              "\t\tpp = c ? &acc : (const long *)0;"]
        L += ["\t\t" + x for x in self.statement()]
        L += ["\t\t(void)r; (void)c; (void)v; (void)uv; (void)pp; (void)k;", "\t}"]
        if self.assert_:
            L += ["\tassert(acc > -1000000);"]
        if self.header:
            L += ['\tprintf("%s@%%s %%ld %%lu\\n", who, acc, st);' % n]
        else:
            L += ['\tprintf("%s %%ld %%lu\\n", acc, st);' % n]
        if self.lines:
            L += ['\tprintf("%s at %%s:%%d\\n", __FILE__, __LINE__);' % n]
        L += ["}"]
        return L


def style(lines, indent, eol):
    text = []
    for ln in lines:
        k = len(ln) - len(ln.lstrip("\t"))
        text.append(indent * k + ln[k:])
    return eol.join(text) + eol


def plan(seed, first, count, lang):
    """the batch's units and programs: [(unit index, group, flags, programs)],
    the header programs (run from units 0 and 1)"""
    rnd = random.Random("%s:batch:%d:%s" % (seed, first, lang))
    units = [
        {"group": "A", "flags": ["-DDT_HDR_LIMIT=20", "-DDT_HDR_T=int", "-DDT_HDR_USE(x)=((x) ? 1 : 0)",
                                 "-DDT_FEATURE=1"], "programs": []},
        {"group": "A", "flags": ["-DDT_HDR_LIMIT=80", "-DDT_HDR_T=unsigned", "-DDT_HDR_USE(x)=((x) - 1u > 5u)",
                                 "-DDT_FEATURE=0"], "programs": []},
        {"group": "B", "flags": ["-DDT_FEATURE=1"], "programs": []},
        {"group": "C", "flags": ["-DDT_FEATURE=0"], "programs": []},
    ]
    fams = {g: [f for f in FAMILIES if FAMILIES[f] == g] for g in GROUPS}
    headers = []
    for num in range(first, first + count):
        prnd = random.Random("%s:%d:place" % (seed, num))
        if prnd.random() < 0.08:
            headers.append(Program(seed, num, lang, "kernel", header=True))
            continue
        family = prnd.choice(sorted(FAMILIES))
        g = FAMILIES[family]
        choices = [i for i, u in enumerate(units) if u["group"] == g]
        units[prnd.choice(choices)]["programs"].append(Program(seed, num, lang, family))
    for i, u in enumerate(units):
        u["index"] = i
        urnd = random.Random("%s:unit:%d:%d:%s" % (seed, first, i, lang))
        u["eol"] = "\r\n" if urnd.random() < 0.25 else "\n"
        u["indent"] = urnd.choice(["\t", "\t", "    ", "  "])
    return units, headers


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as f:
        f.write(text)


def generate(outdir, seed, first, count, lang, only=None):
    units, headers = plan(seed, first, count, lang)
    if only is not None:
        for u in units:
            u["programs"] = [p for p in u["programs"] if p.num == only]
        headers = [h for h in headers if h.num == only]
        if not headers:
            units = [u for u in units if u["programs"]]
    ext = "c" if lang == "c" else "cpp"
    shared = bool(headers) or only is None
    dt = ["/* what every unit of a difftest batch shares */",
          "#ifndef DT_H", "#define DT_H",
          "#include <stdio.h>" if lang == "c" else "#include <cstdio>",
          "#include <assert.h>" if lang == "c" else "#include <cassert>"]
    for u in units:
        dt.append("void dt_run_u%d(void);" % u["index"])
    if lang == "c++":
        dt += ["static inline long dt_kind(int) { return 2; }",
               "static inline long dt_kind(long) { return 1; }",
               "static inline long dt_kind(unsigned) { return 4; }",
               "static inline long dt_kind(unsigned long) { return 3; }",
               "static inline long dt_kind(bool) { return 6; }",
               "static inline long dt_kind(long long) { return 7; }",
               "template <class T> static inline long dt_tsize(T v) { return (long)sizeof(T) * 100 + (long)v; }"]
    dt += ["#endif"]
    write(os.path.join(outdir, "src", "dt.h"), "\n".join(dt) + "\n")
    # the shared header: its sites follow the unit's -D settings
    if shared:
        sh = ["/* a header two units include with different -D settings */",
              "#ifndef DT_SHARED_H", "#define DT_SHARED_H",
              "#ifndef likely", "#define likely(x) __builtin_expect(!!(x), 1)", "#endif",
              "#ifndef unlikely", "#define unlikely(x) __builtin_expect(!!(x), 0)", "#endif", ""]
        for h in headers:
            sh += h.body() + [""]
        sh += ["static inline void dt_shared_run(const char *who)", "{"]
        sh += ["\tdt_%s(who);" % h.name for h in headers]
        sh += ["\t(void)who;", "}", "#endif"]
        write(os.path.join(outdir, "src", "shared.h"), "\n".join(sh) + "\n")
    meta_units = []
    for u in units:
        i = u["index"]
        L = ["/* difftest seed %s, unit %d */" % (seed, i), '#include "dt.h"']
        if i < 2 and shared:
            L.append('#include "shared.h"')
        L += [""] + GROUPS[u["group"]].splitlines() + [""]
        for p in u["programs"]:
            if p.in_if:
                L += ["#if DT_FEATURE"] + p.body() + ["#else"]
                L += ["static void dt_%s(void)" % p.name, "{", '\tprintf("%s off\\n");' % p.name, "}"]
                L += ["#endif"]
            else:
                L += p.body()
            L.append("")
        L += ["void dt_run_u%d(void)" % i, "{"]
        if i < 2 and shared:
            L.append('\tdt_shared_run("u%d");' % i)
        L += ["\tdt_%s();" % p.name for p in u["programs"]]
        L += ["}"]
        name = "src/u%d.%s" % (i, ext)
        write(os.path.join(outdir, name), style(L, u["indent"], u["eol"]))
        meta_units.append({"file": name, "flags": u["flags"],
                           "eol": "crlf" if u["eol"] == "\r\n" else "lf",
                           "programs": [p.name for p in u["programs"]] + (
                               ["%s@u%d" % (h.name, i) for h in headers] if i < 2 and shared else [])})
    main = ['#include "dt.h"', "int main(void)", "{"]
    main += ["\tdt_run_u%d();" % u["index"] for u in units]
    main += ["\treturn 0;", "}"]
    write(os.path.join(outdir, "src", "main." + ext), "\n".join(main) + "\n")
    meta_units.append({"file": "src/main." + ext, "flags": [], "eol": "lf", "programs": []})
    programs = [p.shape() for u in units for p in u["programs"]] + [h.shape() for h in headers]
    for u, mu in zip(units, meta_units):
        for p in programs:
            if p["name"] in mu["programs"]:
                p["unit"] = mu["file"]
    for h in programs:
        if h["header"]:
            h["unit"] = "src/shared.h"
    meta = {"seed": seed, "first": first, "count": count, "lang": lang, "only": only,
            "units": meta_units, "macros": MACROS, "programs": sorted(programs, key=lambda p: p["id"])}
    write(os.path.join(outdir, "project.json"), json.dumps(meta, indent=1) + "\n")
    return meta


def main(argv):
    if len(argv) not in (6, 7):
        sys.stderr.write("usage: gen.py DIR SEED FIRST COUNT LANG [ONLY]\n")
        return 2
    generate(argv[1], argv[2], int(argv[3]), int(argv[4]), argv[5],
             int(argv[6]) if len(argv) == 7 else None)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
