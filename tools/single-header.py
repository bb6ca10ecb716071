#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""single-header.py - write single_include/probable.h: include/probable.h with
every header it includes and every arch header in one self-contained file.

    python3 tools/single-header.py                 write single_include/probable.h
    python3 tools/single-header.py -o FILE         write FILE ("-": stdout)
    make single-header                             the same as the first

Works on the text of the tree and asks the preprocessor nothing:

  - `#include "probable_*.h"` (a header of include/) is replaced by that
    header's text.  A header with an include guard is inlined once: a later
    #include of it is dropped when the first copy was inlined outside any
    conditional but include guards (else it is inlined again, and its guard
    makes the copy a no-op).
  - The block of include/probable_arch.h that includes the selected arch's
    header by a computed name becomes one conditional group that holds
    every arch header, each under `#if PROBABLE_ARCH_SEL_ == N` for its
    number in include/probable_arch_table.h, so the same selection
    (-DARCH=, PROBABLE_TARGET_ARCH, detection, generic) picks one.  The block
    is the one between the lines holding the markers
    "SINGLE-HEADER: arch include begin" and "SINGLE-HEADER: arch include
    end" when probable_arch.h has them; otherwise the body of the
    conditional `#if PROBABLE_ARCH_SEL_ > 0` up to its #elif/#else/#endif.
  - An arch header's `#include "../policy/x.h"` is replaced by that file
    (no include guard there: inlined each time; the copies after the first
    drop the file's leading comment).
  - `#include <...>` (profile mode's libc headers) and
    `#include PROBABLE_ARCH_HEADER` (the user's own arch header) stay.
  - Anything else that #includes a file by a computed name, or a quoted
    file that is not found, is an error: the generator must be taught it.

likely()/unlikely() (include/probable_likely.h) are not in the output: they
belong to the host project; probable_likely.h copied beside the single
header works with it unchanged (it includes "probable.h").

The output depends only on the tree (no date, no path): the test
tests/install/single-header.sh regenerates it and compares.
"""

import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INC = os.path.join(TOP, "include")
ARCH = os.path.join(TOP, "arch")

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+(.*?)\s*(?:/[*/].*)?$')
COND_OPEN_RE = re.compile(r'^\s*#\s*(if|ifdef|ifndef)\b(.*)$')
COND_MID_RE = re.compile(r'^\s*#\s*(elif|else)\b')
COND_END_RE = re.compile(r'^\s*#\s*endif\b')
SPDX_RE = re.compile(r'^\s*/\*\s*SPDX-License-Identifier:.*\*/\s*$')
BEGIN_MARK = "SINGLE-HEADER: arch include begin"
END_MARK = "SINGLE-HEADER: arch include end"


class GenError(Exception):
    pass


def rel(path):
    return os.path.relpath(path, TOP)


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def guard_of(lines):
    """The include guard macro of a header (#ifndef G / #define G as its
    first two directives, closed by its last #endif), or None."""
    directives = [(i, l) for i, l in enumerate(lines) if l.lstrip().startswith("#")]
    if len(directives) < 3:
        return None
    m1 = re.match(r'^\s*#\s*ifndef\s+(\w+)\s*$', directives[0][1])
    m2 = re.match(r'^\s*#\s*define\s+(\w+)\s*$', directives[1][1])
    if not (m1 and m2 and m1.group(1) == m2.group(1)):
        return None
    # the #ifndef must be closed by the last directive
    depth = 0
    for idx, (_, l) in enumerate(directives):
        if COND_OPEN_RE.match(l):
            depth += 1
        elif COND_END_RE.match(l):
            depth -= 1
            if depth == 0:
                return m1.group(1) if idx == len(directives) - 1 else None
    return None


def strip_leading_comment(lines):
    """lines without the leading SPDX line and the first block comment."""
    i = 0
    while i < len(lines) and (lines[i].strip() == "" or SPDX_RE.match(lines[i])):
        i += 1
    if i < len(lines) and lines[i].lstrip().startswith("/*"):
        while i < len(lines) and "*/" not in lines[i]:
            i += 1
        i += 1
    while i < len(lines) and lines[i].strip() == "":
        i += 1
    return lines[i:]


def arch_table():
    """[(number or None for the #else, arch name)] from probable_arch_table.h:
    each `#if/#elif PROBABLE_ARCH_SEL_ == N` (or `#else`) of the group that
    defines PROBABLE_ARCH_FILE_SRC_, with the arch its path names."""
    lines = read_lines(os.path.join(INC, "probable_arch_table.h"))
    out = []
    cur = None
    for l in lines:
        m = re.match(r'^\s*#\s*(?:el)?if\s+PROBABLE_ARCH_SEL_\s*==\s*(\d+)\s*$', l)
        if m:
            cur = int(m.group(1))
            continue
        if re.match(r'^\s*#\s*else\b', l):
            cur = "else"
            continue
        if re.match(r'^\s*#\s*(endif|if|elif)\b', l):
            cur = None
            continue
        m = re.match(r'^\s*#\s*define\s+PROBABLE_ARCH_FILE_SRC_\s+"\.\./arch/([^/"]+)/probability\.h"', l)
        if m and cur is not None:
            out.append((None if cur == "else" else cur, m.group(1)))
            cur = None
    if not out:
        raise GenError("include/probable_arch_table.h: no PROBABLE_ARCH_SEL_ == N "
                       "group defining PROBABLE_ARCH_FILE_SRC_ found")
    names = [n for _, n in out]
    dirs = sorted(d for d in os.listdir(ARCH)
                  if os.path.isfile(os.path.join(ARCH, d, "probability.h")))
    missing = sorted(set(dirs) - set(names))
    if missing:
        raise GenError("arch headers the table does not select: %s" % " ".join(missing))
    return out


class Gen:
    def __init__(self):
        self.out = []
        self.inlined = {}      # header path -> True if inlined unconditionally
        self.policy_seen = set()
        self.stack = []        # conditionals open in the output: True = a guard
        self.arch_done = False

    def emit(self, line):
        self.out.append(line)

    def track(self, line, guard_line=False):
        if COND_OPEN_RE.match(line):
            self.stack.append(guard_line)
        elif COND_END_RE.match(line):
            if self.stack:
                self.stack.pop()

    def unconditional(self):
        return not any(not g for g in self.stack)

    def header(self, path, top=False):
        lines = read_lines(path)
        guard = guard_of(lines)
        if guard is None and not top:
            raise GenError("%s has no include guard" % rel(path))
        if not top:
            self.emit("/* ======== %s ======== */" % rel(path))
        body = lines
        # drop the file's own SPDX line: the output has one at the top
        body = [l for l in body if not SPDX_RE.match(l)]
        while body and body[0].strip() == "":
            body = body[1:]
        self.lines(body, path, guard)
        if not top:
            self.emit("/* ======== end of %s ======== */" % rel(path))

    def lines(self, lines, path, guard):
        i = 0
        guard_opened = False
        while i < len(lines):
            l = lines[i]
            is_arch = os.path.basename(path) == "probable_arch.h"
            if is_arch and BEGIN_MARK in l:
                i = self.arch_block(lines, i, path)
                continue
            m = INCLUDE_RE.match(l)
            if m:
                self.include(m.group(1), path, l)
                i += 1
                continue
            g = False
            if guard and not guard_opened and re.match(r'^\s*#\s*ifndef\s+%s\s*$' % guard, l):
                g = guard_opened = True
            self.track(l, g)
            self.emit(l)
            i += 1

    def include(self, arg, path, line):
        if arg.startswith("<"):
            self.emit(line)
            return
        if arg == "PROBABLE_ARCH_HEADER":
            self.emit(line)
            return
        m = re.match(r'^"([^"]+)"$', arg)
        if not m:
            raise GenError("%s: #include of a computed name the generator does not "
                           "know: %s" % (rel(path), line.strip()))
        name = m.group(1)
        target = os.path.normpath(os.path.join(os.path.dirname(path), name))
        if not os.path.isfile(target):
            raise GenError("%s: #include \"%s\": %s not found" % (rel(path), name, rel(target)))
        if os.path.dirname(target) == INC:
            if target in self.inlined and self.inlined[target]:
                self.emit("/* %s: inlined above */" % line.strip())
                return
            first = target not in self.inlined
            uncond = self.unconditional()
            self.inlined[target] = self.inlined.get(target, False) or uncond
            if not first:
                self.emit("/* %s: again (the first copy is conditional) */" % line.strip())
            self.header(target)
            return
        if os.path.dirname(os.path.dirname(target)) == ARCH:
            self.policy(target)
            return
        raise GenError("%s: #include \"%s\" is neither a header of include/ nor of arch/"
                       % (rel(path), name))

    def policy(self, target):
        lines = read_lines(target)
        if target in self.policy_seen:
            self.emit("/* ---- %s (its comment is in its first copy above) ---- */" % rel(target))
            body = strip_leading_comment(lines)
        else:
            self.policy_seen.add(target)
            self.emit("/* ---- %s ---- */" % rel(target))
            body = [l for l in lines if not SPDX_RE.match(l)]
        while body and body[-1].strip() == "":
            body = body[:-1]
        for l in body:
            if INCLUDE_RE.match(l):
                raise GenError("%s: nested #include not supported" % rel(target))
            self.emit(l)
        self.emit("/* ---- end of %s ---- */" % rel(target))

    def arch_block(self, lines, i, path):
        """Replace the computed include of the arch header; return the index
        of the first line after the replaced part."""
        if self.arch_done:
            raise GenError("%s: a second arch include block" % rel(path))
        self.arch_done = True
        j = next((k for k in range(i + 1, len(lines)) if END_MARK in lines[k]), None)
        if j is None:
            raise GenError("%s: '%s' without '%s'" % (rel(path), BEGIN_MARK, END_MARK))
        self.emit(lines[i])
        self.arch_chain()
        self.emit(lines[j])
        return j + 1

    def arch_chain(self):
        self.emit("/* every arch header; PROBABLE_ARCH_SEL_ (probable_arch_table.h) picks one */")
        first = True
        for num, name in arch_table():
            if num is None:
                self.emit("#else")
            else:
                self.emit("#%s PROBABLE_ARCH_SEL_ == %d" % ("if" if first else "elif", num))
            first = False
            target = os.path.join(ARCH, name, "probability.h")
            self.emit("/* ======== %s ======== */" % rel(target))
            body = [l for l in read_lines(target) if not SPDX_RE.match(l)]
            while body and body[0].strip() == "":
                body = body[1:]
            while body and body[-1].strip() == "":
                body = body[:-1]
            for l in body:
                m = INCLUDE_RE.match(l)
                if m:
                    self.include(m.group(1), target, l)
                else:
                    self.emit(l)
        self.emit("#endif /* arch headers */")


def version():
    for l in read_lines(os.path.join(INC, "probable.h")):
        m = re.match(r'^#define PROBABLE_VERSION "(.*)"', l)
        if m:
            return m.group(1)
    raise GenError("include/probable.h: no PROBABLE_VERSION")


def generate():
    g = Gen()
    g.emit("/* SPDX-License-Identifier: MIT */")
    g.emit("/*")
    g.emit(" * single_include/probable.h - probable %s in one file: every header of" % version())
    g.emit(" * include/ and every arch/<name>/probability.h.  GENERATED from the tree by")
    g.emit(" * tools/single-header.py (`make single-header`); do not edit.")
    g.emit(" *")
    g.emit(" * Copy this file alone into your tree and #include it: -DARCH=<name>, the")
    g.emit(" * detection from the compiler's macros, -DPROBABLE_ARCH_HEADER=\"file\",")
    g.emit(" * profile mode (-DPROBABLE_PROFILE) and PROBABLE_NO_SHORT_NAMES work as with")
    g.emit(" * include/probable.h, and nothing is looked up beside it.  likely() and")
    g.emit(" * unlikely() are not defined here (they belong to your project); to map")
    g.emit(" * them onto probable(), copy include/probable_likely.h beside this file and")
    g.emit(" * -include it.")
    g.emit(" */")
    # the top header counts as inlined: a header that includes it back
    # (probable_likelihood.h, to compile on its own) gets nothing again
    g.inlined[os.path.join(INC, "probable.h")] = True
    g.header(os.path.join(INC, "probable.h"), top=True)
    if not g.arch_done:
        raise GenError("include/probable_arch.h: no arch include block found (the "
                       "'%s' marker)" % BEGIN_MARK)
    while g.out and g.out[-1].strip() == "":
        g.out.pop()
    return "\n".join(g.out) + "\n"


def main(argv):
    out = os.path.join(TOP, "single_include", "probable.h")
    args = argv[1:]
    while args:
        a = args.pop(0)
        if a == "-o" and args:
            out = args.pop(0)
        elif a in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            sys.stderr.write("usage: single-header.py [-o FILE]\n")
            return 2
    try:
        text = generate()
    except (GenError, OSError) as e:
        sys.stderr.write("single-header.py: %s\n" % e)
        return 1
    if out == "-":
        sys.stdout.write(text)
        return 0
    d = os.path.dirname(os.path.abspath(out))
    os.makedirs(d, exist_ok=True)
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
