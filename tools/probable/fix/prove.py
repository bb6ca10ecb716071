# SPDX-License-Identifier: MIT
"""The proof that a patch keeps what the program computes: every unit of
the compile database that reads a changed file is compiled with its own
command before and after the patch, and the objects compared.

    db = CompileDB(directory)              # compile_commands.json (InputError)
    db.readers(path)                       # the units that read path, or a Proof (not-checked)
    prove_unit(unit, changes, root)        -> Proof   (changes: {path: (before, after)})
    prove(entry, path, before, after)      -> Proof   (one file, one unit)

What is compiled is exactly the text the user's build compiles: no #line,
no added option that changes the code.  The unit is compiled in a mirror of
--root (a temporary directory): a symbolic link for every file and
directory of root, except the directories that lead to a changed file or to
the unit's own directory, which are made real, holding links to their other
entries and a copy of each changed file (its text before, then after).  So
the compiler finds each file it searches for where the user's build finds
it, by the same relative names; the unit's paths under root (absolute, or
relative to its "directory", such as the kernel's -I./include and -include
./x.h in a build directory outside the sources) are mapped onto the mirror,
the others left as they are.  The one difference from the user's build is
the name of the tree in absolute paths (__FILE__ of a file named by an
absolute path): the same before and after, so it cannot hide a difference
the patch makes.  The compiler's own dependency output (-MD) of each
compile says which files it read: a changed file reached around the mirror
(a ".." through a linked directory) would make the proof say nothing, and
is "not proved".

The objects are compared without touching any hint first: the functions
(objdump -d: instructions and their relocations, jump targets by symbol),
the data sections (.rodata*, .data*, .data.rel.ro*, .init_array ...:
contents and relocations) and the symbols' sizes of data objects.  The
same: "same object code".  Else both sides are preprocessed and each hint
is reduced to its value, of the type the builtin has: __builtin_expect(x,
c) and __builtin_expect_with_probability(x, c, p) become ((long)(x)) (both
are long), and so does probable.h's choice of designator,
__builtin_choose_expr(C, probable_no_hint_, __builtin_expect)(x, c);
compiled and compared again: the same is "same values; only hints differ",
else the first difference is named (function or section).

Which units read a file: each unit's command with -M (the compiler's own
dependency output, in the user's tree: nothing written), once per run for
all units.  A unit that cannot be preprocessed could read any file: a
patch is "not proved" while there is one; a file no unit reads is "not
proved".  -DPROBABLE_PROFILE is dropped from the commands: the comparison
is of the program, not of its profiling.
"""

import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile

from .. import scan as S

from ..errors import InputError, os_reason

DROP_WITH_VALUE = ("-o", "-MF", "-MT", "-MQ", "-MJ")
DROP = ("-c", "-MD", "-MMD", "-M", "-MM", "-MP", "-MG", "-E", "-S")
BUILTINS = ("__builtin_expect", "__builtin_expect_with_probability")
HINTS = BUILTINS + ("probable_no_hint_",)
# options whose value (the next argument, or joined) is a path
PATH_OPTIONS = ("-I", "-iquote", "-isystem", "-idirafter", "-include", "-imacros", "-isysroot",
                "--sysroot", "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-B")
JOINED_PATH = ("-I", "-iquote", "-isystem", "-idirafter", "-isysroot", "--sysroot=", "--include=",
               "-B")
# options whose value is the next argument (not a path to map)
WITH_VALUE = ("-D", "-U", "-x", "-Xclang", "-Xpreprocessor", "-Xassembler", "-Xlinker", "-arch",
              "-target", "--target", "--param", "-aux-info", "-A", "-MJ", "-l", "-L", "-T", "-u",
              "-z", "-G")
SAME, SAME_VALUES, DIFFERS, FAILS, NOT_CHECKED = "same", "same-values", "differs", "fails", "not-checked"


class Proof:
    def __init__(self, status, detail, unit=None):
        # "same" (object code), "same-values" (only hints differ), "differs",
        # "fails" (the patched text does not compile), "not-checked"
        self.status = status
        self.detail = detail
        self.unit = unit        # the unit's name (as its command spells it)
        self.differences = []   # differs: every function and data that does

    @property
    def proved(self):
        return self.status in (SAME, SAME_VALUES)

    def __repr__(self):
        return "Proof(%s, %s)" % (self.status, self.detail)


class Unit:
    """One entry of the compile database: its directory (absolute), its
    arguments, the source as the command spells it, its real path."""

    def __init__(self, directory, args, name, file):
        self.directory, self.args, self.name, self.file = directory, args, name, file

    def __iter__(self):     # (directory, args, name), as entry() gave
        return iter((self.directory, self.args, self.name))

    def __getitem__(self, k):
        return (self.directory, self.args, self.name)[k]


class CompileDB:
    def __init__(self, directory):
        path = os.path.join(directory, "compile_commands.json")
        if not os.path.isdir(directory):
            raise InputError(directory, "not a directory (-p takes the directory holding "
                                        "compile_commands.json)")
        try:
            with open(path, "rb") as f:
                raw = f.read()
        except IsADirectoryError:
            raise InputError(path, "is a directory")
        except OSError as e:
            raise InputError(path, os_reason(e))
        try:
            doc = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError, RecursionError) as e:
            raise InputError(path, "not a JSON compile database (%s)" % e.__class__.__name__
                             if isinstance(e, RecursionError) else
                             "not a JSON compile database (%s)" % e)
        if not isinstance(doc, list):
            raise InputError(path, "not a compile database (a JSON array of commands)")
        self.path = path
        self.entries = {}
        self.units = []
        self._deps = None
        seen = set()
        for i, e in enumerate(doc):
            if not isinstance(e, dict) or not isinstance(e.get("file"), str) \
                    or not isinstance(e.get("directory"), str):
                raise InputError(path, "entry %d has no \"file\" and \"directory\"" % i)
            if isinstance(e.get("arguments"), list) and all(isinstance(a, str) for a in e["arguments"]):
                args = list(e["arguments"])
            elif isinstance(e.get("command"), str):
                try:
                    args = shlex.split(e["command"])
                except ValueError as err:
                    raise InputError(path, "entry %d: command: %s" % (i, err))
            else:
                raise InputError(path, "entry %d has neither \"arguments\" nor \"command\"" % i)
            if not args:
                raise InputError(path, "entry %d: empty command" % i)
            if any("\0" in s for s in [e["file"], e["directory"]] + args):
                raise InputError(path, "entry %d holds a NUL character (no path or argument can)" % i)
            d = e["directory"]
            if not os.path.isabs(d):
                d = os.path.join(directory, d)
            d = os.path.abspath(d)
            f = os.path.normpath(os.path.join(d, e["file"]))
            # the source as the command spells it (what __FILE__ gives)
            name = next((a for a in args[1:] if not a.startswith("-")
                         and os.path.normpath(os.path.join(d, a)) == f), e["file"])
            key = (d, tuple(args), name)
            if key in seen:         # the same command twice: one unit
                continue
            seen.add(key)
            unit = Unit(d, args, name, os.path.realpath(f))
            self.units.append(unit)
            self.entries.setdefault(unit.file, unit)

    def entry(self, path):
        return self.entries.get(os.path.realpath(path))

    def dependencies(self, jobs=None):
        """[(unit, set of real paths it reads, or a Proof why not known)],
        every unit's command run with -M (in parallel), once."""
        if self._deps is None:
            self._deps = list(zip(self.units, unit_dependencies(self.units, jobs)))
        return self._deps

    def reads(self, unit):
        """the real paths unit reads (empty when not known)"""
        if not hasattr(self, "_reads"):
            self._reads = {id(u): deps for u, deps in self.dependencies()
                           if not isinstance(deps, Proof)}
        return self._reads.get(id(unit), ())

    def readers(self, path):
        """(the units that read path, the units whose files are not known:
        [(unit, Proof)])"""
        real = os.path.realpath(path)
        reads, unknown = [], []
        for unit, deps in self.dependencies():
            if isinstance(deps, Proof):
                unknown.append((unit, deps))
            elif real in deps:
                reads.append(unit)
        return reads, unknown


def parse_make_deps(text, directory):
    """The prerequisites of make rules (the compiler's -M output), real
    paths, relative names resolved against directory."""
    text = text.replace("\\\r\n", " ").replace("\\\n", " ")
    out = set()
    for line in text.splitlines():
        target, sep, rest = line.partition(": ")
        if not sep:
            if line.endswith(":"):
                continue
            continue
        words, cur, k = [], [], 0
        while k < len(rest):
            c = rest[k]
            if c == "\\" and k + 1 < len(rest) and rest[k + 1] in " #":
                cur.append(rest[k + 1])
                k += 2
                continue
            if c == "$" and rest[k + 1:k + 2] == "$":
                cur.append("$")
                k += 2
                continue
            if c in " \t":
                if cur:
                    words.append("".join(cur))
                cur = []
            else:
                cur.append(c)
            k += 1
        if cur:
            words.append("".join(cur))
        for w in words:
            out.add(os.path.realpath(os.path.join(directory, w)))
    return out


def _command(args, src_name):
    """The compile command without its output, dependency and mode options
    (-Wp,-MD,FILE too, as the kernel writes it) and without the source
    file: (compiler, flags, the -x language or None)."""
    out, lang, skip = [], None, False
    for k, a in enumerate(args[1:], 1):
        if skip:
            skip = False
            continue
        if a in DROP_WITH_VALUE:
            skip = True
            continue
        if any(a.startswith(d) and len(a) > len(d) for d in DROP_WITH_VALUE):
            continue
        if a.startswith(("-Wp,-MD,", "-Wp,-MMD,")):
            continue
        if a in DROP or a == src_name:
            continue
        if a == "-x":
            skip = True
            lang = args[k + 1] if k + 1 < len(args) else None
            continue
        if a in ("-DPROBABLE_PROFILE", "-UPROBABLE_PROFILE") or a.startswith("-DPROBABLE_PROFILE="):
            continue
        if a == "-D" and k + 1 < len(args) and args[k + 1].split("=")[0] == "PROBABLE_PROFILE":
            skip = True
            continue
        out.append(a)
    return args[0], out, lang


def _language(lang, path):
    ext = os.path.splitext(path)[1]
    if lang is None:
        lang = "c++" if ext in (".cc", ".cpp", ".cxx", ".C", ".c++", ".hpp", ".hh") else "c"
    return lang.replace("-header", "")


def _run(cmd, cwd, timeout=600):
    """(status, stdout, first line of stderr) or (None, reason)"""
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
    except OSError as e:
        return None, "cannot run %s: %s" % (cmd[0], e.strerror), ""
    except subprocess.TimeoutExpired:
        return None, "%s took more than %d s" % (cmd[0], timeout), ""
    err = r.stderr.decode("utf-8", "replace").strip().splitlines()
    err = [e for e in err if "error" in e] or err
    return r.returncode, r.stdout.decode("utf-8", "surrogateescape"), err[0] if err else ""


def unit_dependencies(units, jobs=None):
    """For each unit, the real paths of the files it reads (its command with
    -M, in its own directory), or a Proof (not-checked) saying why not."""
    jobs = jobs or max(1, min(8, os.cpu_count() or 1))
    out = [None] * len(units)
    running = []
    todo = list(enumerate(units))

    def finish(k, p, unit):
        try:
            stdout, stderr = p.communicate(timeout=600)
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            out[k] = Proof(NOT_CHECKED, "%s: %s -M took more than 600 s" % (unit.name, unit.args[0]),
                           unit.name)
            return
        if p.returncode != 0:
            err = stderr.decode("utf-8", "replace").strip().splitlines()
            err = [e for e in err if "error" in e] or err
            out[k] = Proof(NOT_CHECKED, "%s cannot be preprocessed with its own command (%s%s)"
                           % (unit.name, os.path.basename(unit.args[0]), ": " + err[0] if err else ""),
                           unit.name)
        else:
            out[k] = parse_make_deps(stdout.decode("utf-8", "surrogateescape"), unit.directory)
    while todo or running:
        while todo and len(running) < jobs:
            k, unit = todo.pop(0)
            compiler, flags, lang = _command(unit.args, unit.name)
            cmd = [compiler] + flags + (["-x", lang] if lang else []) + [unit.name, "-M"]
            try:
                p = subprocess.Popen(cmd, cwd=unit.directory, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)
            except OSError as e:
                out[k] = Proof(NOT_CHECKED, "cannot run %s: %s" % (compiler, e.strerror), unit.name)
                continue
            running.append((k, p, unit))
        k, p, unit = running.pop(0)
        finish(k, p, unit)
    return out


VALUE_FUNCTION = "probable_fix_value_"
# what probable.h picks for a pc outside 0..100 (a compile error when picked)
OUT_OF_RANGE = "probable_pc_must_be_between_0_and_100_"


def neutralise(text, only=None):
    """text (preprocessed) with each hint reduced to its value, of the
    builtin's type (long): __builtin_expect(x, c) and
    __builtin_expect_with_probability(x, c, p) called directly become
    ((long)(x)), and so does probable.h's choice between them,
    __builtin_choose_expr(C, probable_no_hint_, __builtin_expect)(x, c),
    the choices nested too; the builtin's name used elsewhere as a function
    designator becomes probable.h's no-hint function, probable_no_hint_
    (long (long, long)), when the text has it, else a static inline
    function of that type returning its first argument.  only: a
    predicate on a hint's offset in text; given, only the hints at the
    offsets it accepts are reduced (inert.py reduces one function's)."""
    toks = S.tokenize(text)
    index = {id(t): k for k, t in enumerate(toks)}
    names = set(t.text for t in toks if t.kind == "ident")
    designator = "probable_no_hint_" if "probable_no_hint_" in names else VALUE_FUNCTION
    used = []

    def choices(arg):
        """the designators arg may pick (a name, or __builtin_choose_expr
        of such choices), or None when it is anything else"""
        if len(arg) == 1 and arg[0].text in HINTS + (OUT_OF_RANGE,):
            return {arg[0].text}
        if arg and arg[0].kind == "ident" and arg[0].text == "__builtin_choose_expr":
            c = S.split_call(toks, index[id(arg[0])])
            if c is not None and len(c[1]) == 3 and c[2] == index[id(arg[-1])] + 1:
                a, b = choices(c[1][1]), choices(c[1][2])
                if a is not None and b is not None:
                    return a | b
        return None

    def value(out, a):
        out.append("((long)(" + render(index[id(a[0])], index[id(a[-1])] + 1) + "))")

    def render(lo, hi):
        out, pos, k = [], toks[lo].start if lo < hi else 0, lo
        while k < hi:
            t = toks[k]
            if t.kind == "ident" and t.text == "__builtin_choose_expr" and not t.directive:
                # probable.h's __builtin_choose_expr(C, no-hint, __builtin_expect)(x, c),
                # the choices nested (and one of them the out-of-range pc's object)
                choose = S.split_call(toks, k)
                picks = None
                if choose is not None and len(choose[1]) == 3:
                    a, b = choices(choose[1][1]), choices(choose[1][2])
                    picks = a | b if a is not None and b is not None else None
                if picks is not None and picks & set(BUILTINS) and (only is None or only(t.start)):
                    # the call that follows: split_call from the ")" before its "("
                    call = S.split_call(toks, choose[2] - 1)
                    if call is not None and call[1] and call[1][0]:
                        out.append(text[pos:t.start])
                        value(out, call[1][0])
                        pos = toks[call[2] - 1].end
                        k = call[2]
                        continue
            if t.kind == "ident" and t.text in BUILTINS and not t.directive and \
                    (only is None or only(t.start)):
                call = S.split_call(toks, k)
                if call is not None and call[1] and call[1][0]:
                    out.append(text[pos:t.start])
                    value(out, call[1][0])
                    pos = toks[call[2] - 1].end
                    k = call[2]
                    continue
                if call is None and t.text == "__builtin_expect":
                    out.append(text[pos:t.start])
                    out.append(designator)
                    used.append(designator)
                    pos = t.end
            k += 1
        if lo < hi:
            out.append(text[pos:toks[hi - 1].end])
        return "".join(out)

    if not toks:
        return text
    body = text[:toks[0].start] + render(0, len(toks)) + text[toks[-1].end:]
    if VALUE_FUNCTION in used:
        body = ("static inline long %s(long x, long c) { (void)c; return x; }\n" % VALUE_FUNCTION) + body
    return body


TARGET_RE = re.compile(r"\b[0-9a-f]+ <([^>]*)>")


def functions(objdump_text):
    """{function: [instruction lines without addresses]} in order (objdump
    -d -r's output)."""
    funcs, cur, on = {}, None, False
    for line in objdump_text.splitlines():
        if line.startswith("Disassembly of section"):
            cur, on = None, True
        elif on and line.endswith(">:") and "<" in line:
            cur = line[line.index("<") + 1:-2]
            funcs[cur] = []
        elif cur is not None and line.strip():
            head, sep, rest = line.partition(":")
            if sep and head.strip() and all(c in "0123456789abcdef" for c in head.strip()):
                # a target's address moves with the functions before it:
                # keep its symbolic form only ("jmp 4a <f+0x1a>" -> "jmp <f+0x1a>")
                funcs[cur].append(TARGET_RE.sub(r"<\1>", rest.strip()))
    return funcs


# allocated sections that are not data the program reads: unwinding
# tables (derived from the code, compared itself) and notes
NOT_DATA = (".eh_frame", ".note", ".group")


def data_sections(objdump_s):
    """{"data in section NAME": [lines]} of objdump -h -t -s -r's output:
    the contents and relocations of every section the program loads that is
    not code (its section header says ALLOC and not CODE: .rodata*, .data*,
    .init_array, a kernel's __bug_table or .init.rodata alike), and {"data
    object NAME": [section and size]} for the symbols of data objects."""
    out, cur, mode, data, last = {}, None, None, set(), None
    for line in objdump_s.splitlines():
        if line.startswith("Sections:"):
            mode, cur = "headers", None
        elif mode == "headers" and line[:1] == " " and line.split()[:1] and line.split()[0].isdigit():
            last = line.split()[1]
        elif mode == "headers" and last and line.startswith(" " * 8):
            flags = set(f.strip() for f in line.split(","))
            if "ALLOC" in flags and "CODE" not in flags and not last.startswith(NOT_DATA):
                data.add(last)
            last = None
        elif line.startswith("SYMBOL TABLE:"):
            mode, cur = "symbols", None
        elif line.startswith("Contents of section "):
            mode = "contents"
            name = line[len("Contents of section "):].rstrip(":")
            cur = "data in section %s" % name if name in data else None
            if cur:
                out.setdefault(cur, [])
        elif line.startswith("RELOCATION RECORDS FOR ["):
            mode = "relocations"
            name = line[len("RELOCATION RECORDS FOR ["):].split("]")[0]
            cur = "data in section %s" % name if name in data else None
            if cur:
                out.setdefault(cur, [])
        elif mode == "symbols" and line.strip():
            # VALUE FLAGS SECTION\tSIZE NAME; "O" among the flags: an object
            head, tab, tail = line.partition("\t")
            parts = head.split()
            if tab and len(parts) >= 3 and "O" in parts[1:-1]:
                size, _, name = tail.strip().partition(" ")
                out["data object %s" % name.strip()] = ["%s %s" % (parts[-1], size)]
        elif cur is not None and line.strip() and not line.startswith("OFFSET"):
            out[cur].append(line.strip() if mode == "contents" else " ".join(line.split()))
    return out


def _compile(compiler, cmd, cwd, tmpdir, which, mirror, changed):
    """Compile (cmd writes tmpdir/which.o and which.d) and check which
    files it read: the object's path, or a Proof why not."""
    obj = os.path.join(tmpdir, which + ".o")
    dep = os.path.join(tmpdir, which + ".d")
    status, out, err = _run(cmd + ["-c", "-o", obj] + (["-MD", "-MF", dep] if mirror else []), cwd)
    if status is None:
        return Proof(NOT_CHECKED, out)
    if status != 0:
        original = which.startswith("before")
        return Proof(NOT_CHECKED if original else FAILS,
                     "the %s text does not compile with its own command (%s%s)"
                     % ("original" if original else "rewritten", os.path.basename(compiler),
                        ": " + err if err else ""))
    if mirror is not None:
        with open(dep, "rb") as f:
            read = parse_make_deps(f.read().decode("utf-8", "surrogateescape"), cwd)
        around = sorted(read & changed)
        if around:
            return Proof(NOT_CHECKED, "the compiler read %s from the tree itself, not from the "
                                      "copy (a \"..\" after a linked directory)" % around[0])
    return obj


def _disassemble(objs, objdump, tmpdir):
    """[{function or data: lines}] of the objects (two runs of objdump for
    all of them), or a Proof why not."""
    got = [{} for _ in objs]
    for opts in (["-d", "-r", "-C"], ["-h", "-t", "-s", "-r"]):
        status, out, err = _run([objdump] + opts + objs, tmpdir)
        if status != 0:
            return Proof(NOT_CHECKED, "%s %s failed on the object%s" % (
                objdump, " ".join(opts), ": " + err if err else "") if status is not None else out)
        # one part per object, each after its "NAME:     file format ..." line
        parts, k = {}, None
        for line in out.splitlines(True):
            head = line.split(":     file format ")[0] if ":     file format " in line else None
            if head is not None and head in objs:
                k = objs.index(head)
                parts[k] = []
            elif k is not None:
                parts[k].append(line)
        for k in range(len(objs)):
            text = "".join(parts.get(k, []))
            got[k].update(functions(text) if "-d" in opts else data_sections(text))
    return got


def _compare(a, b):
    """The functions and data that differ, in order (the first is named).
    One that only the rewritten unit has is no difference when it is
    probable.h's own (probable_..., brought by an added #include): no code
    of the program calls it unless its callers differ too."""
    out = []
    for fn in list(a) + [f for f in b if f not in a]:
        if fn not in a and fn.split("(")[0].replace("data object ", "").startswith(
                ("probable_", "PROBABLE_")):
            continue
        if a.get(fn) != b.get(fn):
            out.append(fn if fn.startswith("data ") else "function %s" % fn)
    return out


def _counts(a):
    nf = sum(1 for f in a if not f.startswith("data "))
    nd = sum(1 for f in a if f.startswith("data in section "))
    return "%d function%s and %d data section%s compared" % (nf, "" if nf == 1 else "s",
                                                              nd, "" if nd == 1 else "s")


class Mirror:
    """A tree of links to root's files and directories, with real
    directories on the way to each changed file, to each file the unit
    reads (reads: so that "dir/../x.h" from it stays in the mirror) and to
    cwd, and the changed files copied (write() puts a text in)."""

    def __init__(self, tmpdir, root, changed, cwd, reads=()):
        self.root = os.path.realpath(root)
        self.given = os.path.abspath(root)
        self.path = os.path.join(tmpdir, "tree")
        real_dirs = {""}
        for p in list(changed) + list(reads) + ([cwd] if cwd is not None else []):
            rel = self.rel(p)
            if rel is None:
                continue
            d = rel if p == cwd else os.path.dirname(rel)
            while d:
                real_dirs.add(d)
                d = os.path.dirname(d)
        changed_rel = set(self.rel(p) for p in changed)
        for d in sorted(real_dirs):
            os.makedirs(os.path.join(self.path, d), exist_ok=True)
            try:
                names = os.listdir(os.path.join(self.root, d))
            except OSError:
                names = []
            for n in names:
                rel = os.path.join(d, n) if d else n
                if rel in real_dirs or rel in changed_rel:
                    continue
                os.symlink(os.path.join(self.root, rel), os.path.join(self.path, rel))

    def rel(self, path):
        """path's name relative to root, or None outside root"""
        for r, p in ((self.given, os.path.normpath(path)), (self.root, os.path.normpath(path)),
                     (self.root, os.path.realpath(path))):
            rel = os.path.relpath(p, r)
            if rel == os.curdir:
                return ""
            if not rel.startswith(os.pardir + os.sep) and rel != os.pardir:
                return rel
        return None

    def write(self, path, text):
        with open(os.path.join(self.path, self.rel(path)), "wb") as f:
            f.write(text.encode("latin-1"))


def _mapped_command(unit, mirror):
    """(compiler, flags without the source, the source, lang, cwd): the
    unit's command with its paths under root mapped onto the mirror."""
    directory = unit.directory
    drel = mirror.rel(directory)
    cwd = directory if drel is None else os.path.join(mirror.path, drel)

    def path(p):
        if not p:
            return p
        full = os.path.normpath(p if os.path.isabs(p) else os.path.join(directory, p))
        rel = mirror.rel(full)
        if rel is None:
            # outside root: as it was (from the mirror's cwd: its real place)
            return p if os.path.isabs(p) or drel is None else full
        if not os.path.isabs(p) and drel is not None:
            return p        # resolves from the mirror's cwd as from the tree's
        return os.path.join(mirror.path, rel)

    compiler, flags, lang = _command(unit.args, unit.name)
    out, k = [], 0
    while k < len(flags):
        a = flags[k]
        if a in PATH_OPTIONS and k + 1 < len(flags):
            out += [a, path(flags[k + 1])]
            k += 2
            continue
        if a in WITH_VALUE and k + 1 < len(flags):
            out += [a, flags[k + 1]]
            k += 2
            continue
        joined = next((o for o in JOINED_PATH if a.startswith(o) and len(a) > len(o)), None)
        if joined:
            out.append(joined + path(a[len(joined):]))
        elif not a.startswith("-"):
            out.append(path(a))
        else:
            out.append(a)
        k += 1
    return compiler, out, path(unit.name), lang, cwd


PREPROCESSOR_ONLY = ("-I", "-iquote", "-isystem", "-idirafter", "-include", "-imacros", "-iprefix",
                     "-iwithprefix", "-iwithprefixbefore", "-iwithsysroot", "-imultilib", "-isysroot",
                     "-Xpreprocessor", "-D", "-U")
PREPROCESSOR_JOINED = ("-I", "-iquote", "-isystem", "-idirafter", "-isysroot", "--include=", "-D", "-U",
                       "-Wp,")


def _compile_flags(flags):
    """flags without the preprocessor's options (-D, -U, -I..., -include,
    -imacros): for compiling preprocessed text, where they do nothing (and
    Clang warns they are unused, an error under -Werror)"""
    out, k = [], 0
    while k < len(flags):
        a = flags[k]
        if a in PREPROCESSOR_ONLY:
            k += 2
            continue
        if a in ("-C", "-CC"):
            k += 1
            continue
        if not any(a.startswith(o) and len(a) > len(o) for o in PREPROCESSOR_JOINED):
            out.append(a)
        k += 1
    return out


def _default_root(unit, paths):
    return os.path.commonpath([os.path.realpath(unit.directory)] +
                              [os.path.dirname(os.path.realpath(p)) for p in paths])


def prove_unit(unit, changes, root=None, objdump="objdump", reads=()):
    """Compile unit (a Unit or (directory, args, name)) in a mirror of root
    with each changed file's text before, then after (changes: {path:
    (before, after)}, latin-1 texts), and compare: a Proof whose unit is
    the unit's name.  reads: the files the unit reads (its -M), whose
    directories the mirror makes real."""
    if not isinstance(unit, Unit):
        d, args, name = unit
        unit = Unit(os.path.abspath(d), args, name, os.path.realpath(os.path.join(d, name)))
    if root is None:
        root = _default_root(unit, changes)
    try:
        tmpdir = tempfile.mkdtemp(prefix="probable-fix-")
    except OSError as e:
        return Proof(NOT_CHECKED, "cannot make a temporary directory: %s" % os_reason(e), unit.name)
    try:
        changed = set(os.path.realpath(p) for p in changes)
        try:
            mirror = Mirror(tmpdir, root, changed, unit.directory, reads)
        except OSError as e:
            return Proof(NOT_CHECKED, "cannot make the copy of the tree in %s: %s"
                         % (tmpdir, os_reason(e)), unit.name)
        if any(mirror.rel(p) is None for p in changed):
            return Proof(NOT_CHECKED, "outside --root", unit.name)
        compiler, flags, src, lang, cwd = _mapped_command(unit, mirror)
        base = [compiler] + flags + (["-x", lang] if lang else []) + [src]
        ext = ".ii" if _language(lang, unit.name).startswith("c++") else ".i"

        def put(which):
            for p, texts in changes.items():
                mirror.write(p, texts[0 if which.startswith("before") else 1])
        def objects(values):
            """{"before": ..., "after": ...} or a Proof"""
            made = []
            for which in ("before", "after"):
                put(which)
                if not values:
                    got = _compile(compiler, base, cwd, tmpdir, which, mirror.path, changed)
                else:
                    pre = os.path.join(tmpdir, which + ext)
                    status, out, err = _run(base + ["-E", "-o", pre], cwd)
                    if status != 0:
                        return Proof(FAILS if status is not None and which == "after" else NOT_CHECKED,
                                     out if status is None else "the %s text does not preprocess "
                                     "with its own command (%s)" % (
                                         "original" if which == "before" else "rewritten", err),
                                     unit.name)
                    with open(pre, "rb") as f:
                        t = f.read().decode("latin-1")
                    with open(pre, "wb") as f:
                        f.write(neutralise(t).encode("latin-1"))
                    got = _compile(compiler, [compiler] + _compile_flags(flags) + [pre], cwd, tmpdir,
                                   which + "-values", None, changed)
                    if isinstance(got, Proof) and which == "before":
                        got.detail += " (with its hints reduced to their values)"
                if isinstance(got, Proof):
                    got.unit = unit.name
                    return got
                made.append(got)
            got = _disassemble(made, objdump, tmpdir)
            if isinstance(got, Proof):
                got.unit = unit.name
                return got
            return {"before": got[0], "after": got[1]}
        objs = objects(False)
        if isinstance(objs, Proof):
            return objs
        first = _compare(objs["before"], objs["after"])
        if not first:
            return Proof(SAME, _counts(objs["before"]), unit.name)
        # the hints reduced to their values, of their type, on both sides
        objs = objects(True)
        if isinstance(objs, Proof):
            return objs
        diff = _compare(objs["before"], objs["after"])
        if not diff:
            return Proof(SAME_VALUES, "%s; the object code differs only by the hints (%s)"
                         % (_counts(objs["before"]), first[0]), unit.name)
        proof = Proof(DIFFERS, diff[0], unit.name)
        proof.differences = diff
        return proof
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


def prove(entry, path, before, after, root=None, objdump="objdump"):
    """One file (before and after: latin-1 texts of path) through one unit,
    entry (directory, args, name) or a Unit."""
    return prove_unit(entry, {path: (before, after)}, root, objdump)


RANK = {DIFFERS: 0, FAILS: 1, NOT_CHECKED: 2, SAME_VALUES: 3, SAME: 4}


def prove_file(db, path, before, after, root, objdump="objdump"):
    """path through every unit of db that reads it: the weakest Proof
    (differs, fails, not-checked, same values, same), its detail naming the
    unit, and the units proved."""
    reads, unknown = db.readers(path)
    if not reads and not unknown:
        return Proof(NOT_CHECKED, "no unit of %s reads it" % db.path)
    # the units in parallel (a kernel header is read by thousands)
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max(1, min(8, os.cpu_count() or 1, len(reads)))) as pool:
        proofs = list(pool.map(lambda u: prove_unit(u, {path: (before, after)}, root, objdump,
                                                     db.reads(u)), reads))
    return weakest(proofs + [p for _, p in unknown], len(reads))


def weakest(proofs, n=None):
    """The weakest of the proofs of one file's units, its detail with the unit."""
    worst = min(proofs, key=lambda p: RANK[p.status])
    names = [p.unit for p in proofs if p.proved]
    if worst.proved:
        detail = "%s, through %s" % (worst.detail, ", ".join(names)) if len(proofs) == 1 else \
            "through %d units: %s" % (len(proofs), ", ".join(names))
        return Proof(worst.status, detail, worst.unit)
    detail = worst.detail if worst.unit is None or worst.detail.startswith(worst.unit + " ") \
        else "%s, through %s" % (worst.detail, worst.unit)
    proof = Proof(worst.status, detail, worst.unit)
    proof.differences = worst.differences
    return proof
