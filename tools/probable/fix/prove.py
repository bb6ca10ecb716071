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
its number.  Functions are compared on objdump -d's instructions (addresses
dropped, relocations kept).
"""

import json
import os
import shlex
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
            self.entries.setdefault(os.path.realpath(f), (d, args, e["file"]))

    def entry(self, path):
        return self.entries.get(os.path.realpath(path))


VALUE_FUNCTION = "probable_fix_value_"


def neutralise(text):
    """text (preprocessed) with each hint reduced to its value:
    __builtin_expect(x, c) and __builtin_expect_with_probability(x, c, p)
    called directly become (x), and so does probable.h's choice between them,
__builtin_choose_expr(C, probable_no_hint_, __builtin_expect)(x, c); the
builtin's name used elsewhere as a function
    designator (probable.h picks __builtin_expect or its no-hint function
    with __builtin_choose_expr) becomes that no-hint function,
    probable_no_hint_, when the text has it (so every pc gives the same
    call), else a static inline function returning its first argument."""
    toks = S.tokenize(text)
    index = {id(t): k for k, t in enumerate(toks)}
    names = set(t.text for t in toks if t.kind == "ident")
    designator = "probable_no_hint_" if "probable_no_hint_" in names else VALUE_FUNCTION
    used = []

    def render(lo, hi):
        out, pos, k = [], toks[lo].start if lo < hi else 0, lo
        while k < hi:
            t = toks[k]
            if t.kind == "ident" and t.text == "__builtin_choose_expr" and not t.directive:
                # probable.h's __builtin_choose_expr(C, no-hint, __builtin_expect)(x, c)
                choose = S.split_call(toks, k)
                if choose is not None and len(choose[1]) == 3 \
                        and all(len(a) == 1 and a[0].text in HINTS for a in choose[1][1:]) \
                        and any(a[0].text in BUILTINS for a in choose[1][1:]):
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
                funcs[cur].append(rest.strip())
            elif line.startswith("Disassembly of section"):
                cur = None
    return funcs


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


def prove(entry, path, before, after, objdump="objdump"):
    """Compile before and after (latin-1 texts of path) with entry's
    command and compare the object code."""
    directory, args, name = entry
    compiler, flags, lang = _command(args, name)
    ext = os.path.splitext(path)[1]
    if lang is None:
        lang = "c++" if ext in (".cc", ".cpp", ".cxx", ".C", ".c++", ".hpp", ".hh") else "c"
    lang = lang.replace("-header", "")
    pre_ext = ".ii" if lang.startswith("c++") else ".i"
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
            pre = os.path.join(tmpdir, which + pre_ext)
            obj = os.path.join(tmpdir, which + ".o")
            steps = ([compiler] + flags + ["-x", lang, "-E", "-o", pre, src],
                     None,
                     [compiler] + flags + ["-c", "-o", obj, pre])
            for k, cmd in enumerate(steps):
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
                r = subprocess.run([objdump, "-d", "-r", obj], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
            except OSError as e:
                return Proof("not-checked", "cannot run %s: %s" % (objdump, e.strerror))
            if r.returncode != 0:
                return Proof("not-checked", "%s -d failed on the object" % objdump)
            objs[which] = functions(r.stdout.decode("utf-8", "replace"))
        a, b = objs["before"], objs["after"]
        for fn in list(a) + [f for f in b if f not in a]:
            if a.get(fn) != b.get(fn):
                return Proof("differs", "function %s" % fn)
        return Proof("same", "%d functions compared" % len(a))
    finally:
        for m in made:
            try:
                os.unlink(m)
            except OSError:
                pass
        for f in os.listdir(tmpdir):
            os.unlink(os.path.join(tmpdir, f))
        os.rmdir(tmpdir)
