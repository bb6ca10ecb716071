# SPDX-License-Identifier: MIT
"""Every input a tool takes, told apart by content: profile reports
(formats/report.py, versions 1-3), gcov's JSON (.gcov.json.gz or plain),
llvm-cov's export, the kernel's branch_annotated and branch_all, mixed
freely.

    load_any(paths, root=".", arch=None, macros=None, table=None,
             min_count=100, top=20) -> list of reports

Each report is in version 3's shape (formats/report.py's read); feed the
list to site.merge().  Profile reports come back as read (not judged);
coverage files are matched with the hint sites under root and judged
(coverage.py), one report per kind of coverage data, all files of one
kind summed first (a header's lines are in every translation unit's
gcov file).  Raises errors.InputError for the first input that is bad;
nothing is half read."""

import sys

from .errors import InputError, os_reason, reading
from .judge import DEFAULT_MIN_COUNT


def _bytes(path):
    """The bytes of path ("-": standard input), read once: a pipe
    (<(zcat r.json.gz), /dev/stdin) is read here and never again."""
    reading(path)
    try:
        f = sys.stdin.buffer if path == "-" else open(path, "rb")
        try:
            head = f.read(65536)
            # /dev/zero, a binary: refused before it is read whole (gzip
            # holds NULs: a .gcov.json.gz is read)
            if b"\0" in head and head[:2] != b"\x1f\x8b":
                raise InputError(path, "binary data, not a report")
            return head + f.read()
        finally:
            if path != "-":
                f.close()
    except IsADirectoryError:
        raise InputError(path, "is a directory")
    except OSError as e:
        raise InputError(path, os_reason(e))


def _gunzip(data, path):
    import gzip
    import zlib
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, ValueError, zlib.error) as e:
        raise InputError(path, "not a whole gzip file (%s)" % e)


def load_any(paths, root=".", arch=None, macros=None, table=None,
             min_count=DEFAULT_MIN_COUNT, top=None, named=None):
    """See the module's doc.  named: a dict filled with {path: {source
    file name: "found" | "missing" | "past-end"}} for each coverage file
    (coverage.named_files; "check" gates on it)."""
    from . import coverage
    from .formats import report as report_format
    if table is None:
        from .archdata import arch_table
        table = arch_table()
    profiles, cov, datas = [], [], {}
    for p in paths:
        data = _bytes(p)
        if data[:2] == b"\x1f\x8b" and not coverage.sniff(data):
            # gzip that is no gcov JSON: a gzipped report, or a stream cut short
            data = _gunzip(data, p)
        if coverage.sniff(data):
            cov.append(p)
            datas[p] = data
        else:
            reading(p)
            if data.strip() and b"\0" not in data[:65536]:
                try:
                    data.decode("utf-8")
                except UnicodeDecodeError:
                    raise InputError(p, "not a profile report, gcov JSON, an llvm-cov export or a "
                                        "kernel branch profile (not UTF-8 text)")
            text = report_format.check_text(data, p)
            profiles.append(report_format.from_doc(report_format.parse(text, p), p, table))
    if cov:
        profiles += coverage.report(cov, root, arch, macros, min_count,
                                    coverage.DEFAULT_TOP if top is None else top, table, datas, named)
    return profiles
