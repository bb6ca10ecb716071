# SPDX-License-Identifier: MIT
"""The proof that a rewrite keeps every value: the file is compiled before
and after with its own command from the compile database, every hint
reduced to its value, and the object code compared function by function.

    db = CompileDB(directory)              # compile_commands.json (InputError)
    entry = db.entry(path)                 # None: the file is not in it
    prove(entry, path, before, after)      -> Proof

How a hint is reduced to its value: the file is preprocessed with its own
command (-E), then each __builtin_expect(x, c) and
__builtin_expect_with_probability(x, c, p) of the preprocessed text (which
is where probable(), likely() and the project's own hint macros all end up)
is replaced by (x), token by token, and the builtin's name used as a
function designator (probable.h chooses between __builtin_expect and its
no-hint function with __builtin_choose_expr) by that no-hint function; the
result is compiled with the same command.  -D'__builtin_expect(x,c)=(x)'
reduces the direct calls (GCC and Clang both expand it), but not the
designator (a function-like macro is not expanded without its
parentheses), and it would change what the headers' feature tests see: so the
rewrite is made on the preprocessed text.  -DPROBABLE_PROFILE is dropped
from the command: the comparison is of the program, not of its profiling.

Both copies are compiled from a file beside the original (so its "..."
includes are found as before) that starts with #line 1 "NAME", NAME as the
command spells the file, so __FILE__ and __LINE__ are what they were; an
added #include line is followed by a #line that puts the next line back at
its number.  Functions are compared on objdump -d -C's instructions (addresses
dropped, relocations kept), and the data sections (.rodata*, .data*: constants,
initialised data, strings such as __FILE__) on objdump -s's contents.
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

DROP_WITH_VALUE = ("-o", "-MF", "-MT", "-MQ")
DROP = ("-c", "-MD", "-MMD", "-M", "-MM", "-MP", "-E", "-S")
BUILTINS = ("__builtin_expect", "__builtin_expect_with_probability")
HINTS = BUILTINS + ("probable_no_hint_",)


class Proof:
    def __init__(self, status, detail):
        self.status = status    # "same", "differs", "fails" (after), "not-checked"
        self.detail = detail

    def __repr__(self):
        return "Proof(%s, %s)" % (self.status, self.detail)


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
        except (ValueError, UnicodeDecodeError) as e:
            raise InputError(path, "not a JSON compile database (%s)" % e)
        if not isinstance(doc, list):
            raise InputError(path, "not a compile database (a JSON array of commands)")
        self.path = path
        self.entries = {}
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
            d = e["directory"]
            if not os.path.isabs(d):
                d = os.path.join(directory, d)
            f = os.path.normpath(os.path.join(d, e["file"]))
            # the source as the command spells it (what __FILE__ gives)
            name = next((a for a in args[1:] if not a.startswith("-")
                         and os.path.normpath(os.path.join(d, a)) == f), e["file"])
            self.entries.setdefault(os.path.realpath(f), (d, args, name))

    def entry(self, path):
        return self.entries.get(os.path.realpath(path))


VALUE_FUNCTION = "probable_fix_value_"
# what probable.h picks for a pc outside 0..100 (a compile error when picked)
OUT_OF_RANGE = "probable_pc_must_be_between_0_and_100_"


def neutralise(text):
    """text (preprocessed) with each hint reduced to its value:
    __builtin_expect(x, c) and __builtin_expect_with_probability(x, c, p)
    called directly become (x), and so does probable.h's choice between them,
__builtin_choose_expr(C, probable_no_hint_, __builtin_expect)(x, c), the
    choices nested too; the builtin's name used elsewhere as a function
    designator (probable.h picks __builtin_expect or its no-hint function
    with __builtin_choose_expr) becomes that no-hint function,
    probable_no_hint_, when the text has it (so every pc gives the same
    call), else a static inline function returning its first argument."""
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
                if picks is not None and picks & set(BUILTINS):
                    # the call that follows: split_call from the ")" before its "("
                    call = S.split_call(toks, choose[2] - 1)
                    if call is not None and call[1] and call[1][0]:
                        a = call[1][0]
                        out.append(text[pos:t.start])
                        out.append("(" + render(index[id(a[0])], index[id(a[-1])] + 1) + ")")
                        pos = toks[call[2] - 1].end
                        k = call[2]
                        continue
            if t.kind == "ident" and t.text in BUILTINS and not t.directive:
                call = S.split_call(toks, k)
                if call is not None and call[1] and call[1][0]:
                    a = call[1][0]
                    out.append(text[pos:t.start])
                    out.append("(" + render(index[id(a[0])], index[id(a[-1])] + 1) + ")")
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
    """{function: [instruction lines without addresses]} in order."""
    funcs, cur = {}, None
    for line in objdump_text.splitlines():
        if line.endswith(">:") and "<" in line:
            cur = line[line.index("<") + 1:-2]
            funcs[cur] = []
        elif cur is not None and line.strip():
            head, sep, rest = line.partition(":")
            if sep and head.strip() and all(c in "0123456789abcdef" for c in head.strip()):
                # a target's address moves with the functions before it:
                # keep its symbolic form only ("jmp 4a <f+0x1a>" -> "jmp <f+0x1a>")
                funcs[cur].append(TARGET_RE.sub(r"<\1>", rest.strip()))
            elif line.startswith("Disassembly of section"):
                cur = None
    return funcs


DATA_PREFIXES = (".rodata", ".data", ".bss", ".tdata", ".init_array", ".fini_array")


def data_sections(objdump_s):
    """{"data in section NAME": [its lines]} for the data sections of
    objdump -s's output (constants, initialised data, string literals such
    as __FILE__)."""
    out, cur = {}, None
    for line in objdump_s.splitlines():
        if line.startswith("Contents of section "):
            name = line[len("Contents of section "):].rstrip(":")
            cur = None
            if name.startswith(DATA_PREFIXES):
                cur = "data in section %s" % name
                out[cur] = []
        elif cur is not None and line.startswith(" "):
            out[cur].append(line.strip())
    return out


def _command(args, src_name):
    """The compile command without its output, dependency and mode options
    and without the source file; language from -x or the name."""
    out, lang, skip = [], None, False
    for k, a in enumerate(args[1:], 1):
        if skip:
            skip = False
            continue
        if a in DROP_WITH_VALUE:
            skip = True
            continue
        if any(a.startswith(d) and len(a) > len(d) for d in ("-o", "-MF", "-MT", "-MQ")):
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


KEEP_FLAGS = ["-fkeep-inline-functions", "-fkeep-static-functions"]


def _keeps_functions(compiler, directory):
    """Whether the compiler takes GCC's options that emit the static and
    inline functions a unit does not call (Clang has no such option)."""
    try:
        r = subprocess.run([compiler] + KEEP_FLAGS + ["-x", "c", "-c", "-o", os.devnull, os.devnull],
                           cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return r.returncode == 0 and not r.stderr.strip()


def _objects(directory, compiler, flags, lang, src, tmpdir, which, objdump, extra=()):
    """Preprocess src, reduce its hints, compile and disassemble it:
    {function or data section: lines}, or a Proof that says why not."""
    pre = os.path.join(tmpdir, which + (".ii" if lang.startswith("c++") else ".i"))
    obj = os.path.join(tmpdir, which + ".o")
    steps = ([compiler] + flags + ["-x", lang, "-E", "-o", pre, src],
             None,
             [compiler] + flags + list(extra) + ["-c", "-o", obj, pre])
    for cmd in steps:
        if cmd is None:
            with open(pre, "rb") as f:
                t = f.read().decode("latin-1")
            with open(pre, "wb") as f:
                f.write(neutralise(t).encode("latin-1"))
            continue
        try:
            r = subprocess.run(cmd, cwd=directory, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=600)
        except OSError as e:
            return Proof("not-checked", "cannot run %s: %s" % (cmd[0], e.strerror))
        except subprocess.TimeoutExpired:
            return Proof("not-checked", "%s took more than 600 s" % cmd[0])
        if r.returncode != 0:
            err = r.stderr.decode("utf-8", "replace").strip().splitlines()
            return Proof("not-checked" if which == "before" else "fails",
                         "the %s file does not compile with its own command (%s%s)"
                         % ("original" if which == "before" else "rewritten",
                            " ".join(shlex.quote(c) for c in cmd[:1]),
                            ": " + err[0] if err else ""))
    try:
        r = subprocess.run([objdump, "-d", "-r", "-C", obj], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        if r.returncode != 0:
            return Proof("not-checked", "%s -d failed on the object" % objdump)
        out = functions(r.stdout.decode("utf-8", "replace"))
        r = subprocess.run([objdump, "-s", obj], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as e:
        return Proof("not-checked", "cannot run %s: %s" % (objdump, e.strerror))
    out.update(data_sections(r.stdout.decode("utf-8", "replace")))
    return out


def _compare(a, b):
    """The first function or data section that differs; one that only the
    rewritten file has is no difference when it is probable.h's own
    (probable_..., brought by an added #include and kept by
    -fkeep-inline-functions): no code of the program calls it unless its
    callers differ too."""
    for fn in list(a) + [f for f in b if f not in a]:
        if fn not in a and fn.split("(")[0].startswith(("probable_", "PROBABLE_")):
            continue
        if a.get(fn) != b.get(fn):
            return Proof("differs", fn if fn.startswith("data in section ") else "function %s" % fn)
    nf = sum(1 for f in a if not f.startswith("data in section "))
    return Proof("same", "%d functions and %d data sections compared" % (nf, len(a) - nf))


def _cleanup(made, tmpdir):
    for m in made:
        try:
            os.unlink(m)
        except OSError:
            pass
    shutil.rmtree(tmpdir, ignore_errors=True)


def prove(entry, path, before, after, objdump="objdump"):
    """Compile before and after (latin-1 texts of path) with entry's
    command and compare the object code."""
    directory, args, name = entry
    compiler, flags, lang = _command(args, name)
    lang = _language(lang, path)
    ext = os.path.splitext(path)[1]
    here = os.path.dirname(os.path.abspath(path))
    tmpdir = tempfile.mkdtemp(prefix="probable-fix-")
    made = []
    try:
        objs = {}
        for which, text in (("before", before), ("after", after)):
            try:
                fd, src = tempfile.mkstemp(prefix=".probable-fix-%s-" % which, suffix=ext, dir=here)
            except OSError as e:
                return Proof("not-checked", "cannot write a copy beside %s (%s)" % (path, e.strerror))
            made.append(src)
            with os.fdopen(fd, "wb") as f:
                f.write(('#line 1 "%s"\n' % name.replace("\\", "\\\\").replace('"', '\\"'))
                        .encode("latin-1", "replace"))
                f.write(text.encode("latin-1"))
            got = _objects(directory, compiler, flags, lang, src, tmpdir, which, objdump)
            if isinstance(got, Proof):
                return got
            objs[which] = got
        return _compare(objs["before"], objs["after"])
    finally:
        _cleanup(made, tmpdir)


def prove_header(entry, header, before, after, root, files, objdump="objdump"):
    """A header has no command of its own: compile a translation unit that
    includes it (entry), in a copy of the files it reads from under root
    (files: their paths), once with the header as it was and once
    rewritten; the command's paths under root are mapped to the copy, so
    both builds see the same names and only the header differs.  With
    GCC, -fkeep-inline-functions -fkeep-static-functions make the unit
    emit the header's functions it does not call, so they are compared
    too; Clang compiles only those the unit uses (said in the detail)."""
    directory, args, name = entry
    given_root, root = root, os.path.realpath(root)
    real_dir = os.path.realpath(directory)
    if os.path.relpath(real_dir, root).startswith(os.pardir):
        return Proof("not-checked", "the command of %s runs outside --root" % name)
    tmpdir = tempfile.mkdtemp(prefix="probable-fix-")
    try:
        mirror = os.path.join(tmpdir, "tree")
        for f in set(files) | {os.path.realpath(header)}:
            rel = os.path.relpath(os.path.realpath(f), root)
            if rel.startswith(os.pardir):
                continue
            dst = os.path.join(mirror, rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(f, dst)
        os.makedirs(os.path.join(mirror, os.path.relpath(real_dir, root)), exist_ok=True)

        prefixes = sorted(set((root, os.path.abspath(given_root))), key=len, reverse=True)

        def mapped(x):
            for prefix in prefixes:
                x = x.replace(prefix, mirror)
            return x
        mdir = os.path.join(mirror, os.path.relpath(real_dir, root))
        margs = [args[0]] + [mapped(a) for a in args[1:]]
        compiler, flags, lang = _command(margs, mapped(name))
        lang = _language(lang, name)
        src = os.path.join(mdir, mapped(name))
        keep = _keeps_functions(compiler, mdir)
        target = os.path.join(mirror, os.path.relpath(os.path.realpath(header), root))
        objs = {}
        for which, text in (("before", before), ("after", after)):
            with open(target, "wb") as f:
                f.write(text.encode("latin-1"))
            got = _objects(mdir, compiler, flags, lang, src, tmpdir, which, objdump,
                           KEEP_FLAGS if keep else ())
            if isinstance(got, Proof):
                if which == "before" and got.status == "not-checked":
                    got.detail += " (compiled from a copy of the files it includes under --root)"
                return got
            objs[which] = got
        proof = _compare(objs["before"], objs["after"])
        proof.detail += ", through %s%s" % (name, "" if keep else
                                            " (only the functions it uses: %s cannot emit the "
                                            "others)" % os.path.basename(compiler))
        return proof
    finally:
        _cleanup([], tmpdir)
