# SPDX-License-Identifier: MIT
"""Errors a command line reports in one line, "PROG: PATH: REASON", with
exit status 2 and nothing written."""

import re
import sys


class InputError(Exception):
    """A file (input or output) the tool cannot use: path and reason."""

    def __init__(self, path, reason):
        super().__init__(path, reason)
        self.path = path
        self.reason = reason

    def __str__(self):
        return "%s: %s" % (self.path, self.reason)


def os_reason(e):
    """The reason of an OSError in words, without the path (the caller names it)."""
    return e.strerror or e.__class__.__name__


def read_bytes(path):
    """The bytes of the file at path; InputError naming the reason when it
    cannot be read (the one way the readers of every format open a file)."""
    reading(path)
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise InputError(path, os_reason(e))


def as_program(prog, main, argv=None):
    """main(argv)'s exit status, as a program gives it: a closed pipe ends
    it quietly with 141, as SIGPIPE ends a C program in the shell (never 1,
    which says "a wrong hint" to a gate), ^C with 130, and standard output that cannot be
    written (a full disk, /dev/full) is one line "PROG: standard output:
    REASON" and status 2, never a traceback."""
    try:
        status = main(argv)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        _drop_stdout()
        return 141
    except KeyboardInterrupt:
        return 130
    except OSError as e:
        _drop_stdout()
        return report_error(prog, InputError("standard output", os_reason(e)))


def _drop_stdout():
    """No flush of a standard output that failed, at exit."""
    try:
        sys.stdout = None
    except Exception:  # noqa: BLE001
        pass


def report_error(prog, err, stream=None):
    """Print err as one line "PROG: PATH: REASON"; returns 2, the exit status."""
    (stream or sys.stderr).write("%s: %s\n" % (prog, err))
    return 2


# ---- numbers and JSON that no tool can use -------------------------------------

# the largest count any input can hold: the runtime's counters, gcov's and
# llvm-cov's are 64-bit; a larger number is no count (and 10**400 is no
# float either: judging it would overflow)
MAX_COUNT = 2 ** 64 - 1


class BadNumber(ValueError):
    """A JSON number the tools refuse (NaN, Infinity, a float too large)."""

    def __init__(self, msg):
        super().__init__(msg)
        self.msg = msg


def _constant(name):
    raise BadNumber("%s is not a number (JSON has no NaN or Infinity)" % name)


def _finite(text):
    v = float(text)
    if v - v != 0:  # inf (1e400): not a number any input can hold
        raise BadNumber("%s is out of range (larger than any float)" % text[:40])
    return v


_DECODER = None


def json_decoder():
    """A json.JSONDecoder that refuses NaN, Infinity and floats too large
    (BadNumber, a ValueError)."""
    global _DECODER
    if _DECODER is None:
        import json
        _DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_constant)
    return _DECODER


# a \uD800-\uDFFF escape that is not half of a pair: JSON allows it, Python
# reads it, and no file name, function or condition is such a string (it
# cannot even be written out as UTF-8)
_LONE_SURROGATE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
                             r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}")


def refuse_lone_surrogates(text):
    """BadNumber (the readers' "JSON no tool can use") when text escapes a
    lone UTF-16 surrogate."""
    if "\\u" in text:
        m = _LONE_SURROGATE.search(text)
        if m:
            raise BadNumber("%s is half of a UTF-16 surrogate pair: no text" % m.group())


def json_loads(text):
    """json.loads for the readers: ValueError (with .msg) for text that is
    no JSON, nests too deeply, or holds NaN, Infinity or an out-of-range
    float; never RecursionError."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    refuse_lone_surrogates(text)
    try:
        return json_decoder().decode(text)
    except RecursionError:
        raise BadNumber("nested too deeply")


def count_ok(v):
    """v is a count: an int (not a bool), 0 to MAX_COUNT."""
    return v.__class__ is int and 0 <= v <= MAX_COUNT


# ---- the last resort -----------------------------------------------------------

# the input being read (set by the readers): what a last-resort message names
current = {"path": None}


def reading(path):
    current["path"] = path


def last_resort(prog, e, stream=None):
    """An exception no reader turned into an InputError (a defect of the
    tool, found by input it did not foresee): still one line, status 2 (a
    CI gate must not take it for 1, "a wrong hint"), naming the input being
    read.  PROBABLE_TRACEBACK=1 raises it instead (for a bug report)."""
    import os
    if os.environ.get("PROBABLE_TRACEBACK") == "1":
        raise e
    what = str(e).splitlines()[0][:200] if str(e) else ""
    return report_error(prog, InputError(
        current["path"] or "input",
        "cannot be used: internal error (%s%s); PROBABLE_TRACEBACK=1 shows where" % (
            e.__class__.__name__, ": " + what if what else "")), stream)
