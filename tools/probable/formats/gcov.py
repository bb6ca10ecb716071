# SPDX-License-Identifier: MIT
"""gcov's JSON (gcov -b --json-format, GCC 9 and later): per source line
the branch arcs of that line, with their counts and fallthrough flags.

    sniff(data) -> bool            the bytes are gcov JSON (gzip or plain)
    read(path, data=None) -> list  one record per line record of the file

gcov writes FILE.gcov.json.gz (gzip) or, with -t, plain JSON on stdout;
both are read, told apart by content.  Format versions "1" (GCC 9..13)
and "2" (GCC 14: more fields, the same ones we read) are known; any other
version is refused before anything is read.

A record is a dict:
    source "gcov", file (as gcov names it, joined to the JSON's
    current_working_directory when relative), line, func (the function
    the line record belongs to, None when gcov does not say), arcs: a list
    of (count, fallthrough) for the line's non-throw branch arcs in gcov's
    order (empty for a line without a branch: the line is still in the
    build), throws (count of throw arcs left out), count (the line's count).

    unit (the translation unit the counts are of: the JSON's data_file,
    joined to its working directory; else the JSON's own path), owner
    (the function of this file, demangled, whose out-of-line code the
    record counts: function_name names a function of the file's
    functions list whose lines span the line; None when it does not: a
    copy of the line inlined into a function elsewhere), spans (the
    (start_line, end_line) of every function of the file gcov lists).

gcov has no column.  One line can carry several line records (template
instances, an inlined copy and the out-of-line function): each is its
own record here; the matcher (coverage.py) judges them apart, and counts
of a record without an owner as not exact."""

import gzip
import io
import os
import zlib

from ..errors import MAX_COUNT, BadNumber, InputError, json_loads, read_bytes

VERSIONS = ("1", "2")


def _decode(data):
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, ValueError, zlib.error) as e:
            raise ValueError("not a whole gzip file (%s)" % e)
    return data


def _head(data):
    """The first bytes of the (decompressed) JSON, for sniffing."""
    if data[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as g:
                return g.read(4096)
        except (OSError, EOFError, ValueError, zlib.error):
            return b""
    return data[:4096]


def sniff(data):
    """True when data is gcov's JSON: an object whose first key is
    gcc_version (gcov writes it first; format_version may come last)."""
    head = _head(data).lstrip()
    return head[:1] == b"{" and head[1:].lstrip().startswith(b'"gcc_version"')


def _int(x, where, path):
    if x.__class__ is not int or not 0 <= x <= MAX_COUNT:
        raise InputError(path, "%s: %r is not a count" % (where, x))
    return x


def read(path, data=None):
    """The records of one gcov JSON file (bytes data, or read from path)."""
    if data is None:
        data = read_bytes(path)
    try:
        doc = json_loads(_decode(data).decode("utf-8"))
    except BadNumber as e:
        raise InputError(path, "not gcov JSON: %s" % e.msg)
    except (ValueError, UnicodeDecodeError) as e:
        raise InputError(path, "not gcov JSON: %s" % e)
    if not isinstance(doc, dict) or "gcc_version" not in doc:
        raise InputError(path, "not gcov JSON: no gcc_version")
    version = str(doc.get("format_version"))
    if version not in VERSIONS:
        raise InputError(path, "gcov JSON format_version %s is not known (known: %s)"
                         % (doc.get("format_version"), ", ".join(VERSIONS)))
    cwd = doc.get("current_working_directory") or ""
    if cwd.__class__ is not str:
        raise InputError(path, "gcov JSON: current_working_directory is not a string")
    files = doc.get("files")
    if not isinstance(files, list):
        raise InputError(path, "gcov JSON without a files list")
    unit = doc.get("data_file")
    if isinstance(unit, str) and unit:
        unit = os.path.normpath(os.path.join(cwd, unit)) if cwd else unit
    else:
        unit = path
    out = []
    for fi, f in enumerate(files):
        if not isinstance(f, dict) or not isinstance(f.get("file"), str) \
                or not isinstance(f.get("lines", []), list):
            raise InputError(path, "files[%d]: not a gcov file record" % fi)
        name = f["file"]
        if cwd and not os.path.isabs(name):
            name = os.path.join(cwd, name)
        name = os.path.normpath(name)
        spans = {}
        fns = f.get("functions") or []
        if not isinstance(fns, list):
            raise InputError(path, "files[%d].functions: not a list" % fi)
        for fn in fns:
            if isinstance(fn, dict) and isinstance(fn.get("name"), str) \
                    and isinstance(fn.get("start_line"), int) and isinstance(fn.get("end_line"), int):
                dm = fn.get("demangled_name")
                spans.setdefault(fn["name"], []).append(
                    (fn["start_line"], fn["end_line"], dm if isinstance(dm, str) and dm else fn["name"]))
        fspans = tuple(sorted((a, b) for v in spans.values() for a, b, _ in v))
        for li, l in enumerate(f.get("lines") or []):
            where = "files[%d].lines[%d]" % (fi, li)
            if not isinstance(l, dict):
                raise InputError(path, "%s: not a line record" % where)
            line = _int(l.get("line_number"), where + ".line_number", path)
            arcs, throws = [], 0
            branches = l.get("branches") or []
            if branches.__class__ is not list:
                raise InputError(path, "%s.branches: not a list" % where)
            for bi, b in enumerate(branches):
                if not isinstance(b, dict):
                    raise InputError(path, "%s.branches[%d]: not a branch" % (where, bi))
                c = _int(b.get("count"), "%s.branches[%d].count" % (where, bi), path)
                if b.get("throw"):
                    throws += 1
                    continue
                arcs.append((c, bool(b.get("fallthrough"))))
            func = l.get("function_name")
            owner = None
            for a, b, dm in spans.get(func, ()) if isinstance(func, str) else ():
                if a <= line <= b:
                    owner = dm
                    break
            out.append({"source": "gcov", "file": name, "line": line,
                        "func": func if isinstance(func, str) else None, "arcs": arcs, "throws": throws,
                        "count": _int(l.get("count", 0), where + ".count", path),
                        "unit": unit, "owner": owner, "spans": fspans})
    return out
