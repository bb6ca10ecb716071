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
nothing is half read.

Labels (where counts came from: a host, a workload, an arch):

    parse_labels(options) -> [(NAME, [FILE, ...])]   from --label NAME=FILE[,FILE...]
    default_label(report) -> NAME
    load_labelled(files, options, ...) -> (reports, labels)

Given --label, every input has a label: a FILE given without one is
named by default_label.  Without --label, one input is read as it always
was (no labels); several are labelled by default_label when that names
two or more: a profile report by the run it names ("run":
PROBABLE_PROFILE_RUN, else the exec's own id; the reports of one run are
one workload, summed under one label), or where it names none (null, or
"mixed": a merge) by its file's base name ("-": stdin); the coverage
data of one kind (gcov JSON files are the units of one run, summed as
before) by its kind (gcov, llvm-cov, kernel).  A merged report
that carries labels of its own keeps them, unless --label names it."""

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
            rep = report_format.from_doc(report_format.parse(text, p), p, table)
            rep["path"] = p
            profiles.append(rep)
    if cov:
        profiles += coverage.report(cov, root, arch, macros, min_count,
                                    coverage.DEFAULT_TOP if top is None else top, table, datas, named)
    return profiles


def parse_labels(options):
    """--label options (NAME=FILE[,FILE...], repeatable) as [(NAME,
    [FILE, ...])] in the order given; InputError on a bad one (no "=", an
    empty name or file, a name given twice)."""
    out, seen = [], set()
    for opt in options or ():
        name, eq, files = opt.partition("=")
        name = name.strip()
        paths = [f for f in files.split(",")] if eq else []
        if not eq or not name or not paths or any(not f for f in paths):
            raise InputError("--label", "%r is not NAME=FILE[,FILE...]" % opt)
        if name in seen:
            raise InputError("--label", "the label %s is given twice (one --label NAME=FILE,FILE... "
                                        "names all its files)" % name)
        seen.add(name)
        out.append((name, paths))
    return out


def base_label(path, run=None):
    """A profile report's default label: the run it names (run: its
    "run"; not null, not "mixed"), else its file's base name ("-":
    stdin)."""
    import os
    if run.__class__ is str and run and run != "mixed":
        return run
    return "stdin" if path == "-" else os.path.basename(path.rstrip("/")) or path


def peek_run(path):
    """The "run" a profile report's header names before its sites (as the
    runtime and merge write it), read from its first 64 KiB without
    reading the rest; None when there is none or it cannot be read
    (the reader says why later)."""
    import json
    try:
        with open(path, "rb") as f:
            head = f.read(65536).decode("utf-8", "replace").lstrip("\ufeff \t\r\n")
    except OSError:
        return None
    i = head.find('"sites"')
    if i < 0:
        return None
    try:
        doc = json.loads(head[:i].rstrip().rstrip(",") + "}")
    except (ValueError, RecursionError):
        # (nested too deep: the reader refuses it, saying so, later)
        return None
    return doc.get("run") if doc.__class__ is dict else None


def default_label(report):
    """The label of an input given without one: a profile report's run
    (base_label), coverage data by its kind (its "source")."""
    p = report.get("path")
    return base_label(p, report.get("run")) if p is not None else (report.get("source") or "coverage")


def default_labels(reports):
    """default_label of each report (see unique_names)."""
    return unique_names([default_label(r) for r in reports], [r.get("path") for r in reports],
                        [r.get("run") for r in reports])


def unique_names(names, paths, runs):
    """names, where two profile reports named by one base name (a/r.json,
    b/r.json, naming no run) are named by their paths as given instead
    (reports of one run keep the run's name: one label)."""
    def by_base(i):
        return paths[i] is not None and names[i] != runs[i]
    return [paths[i] if by_base(i) and sum(1 for j, m in enumerate(names) if m == n and by_base(j)) > 1
            else n for i, n in enumerate(names)]


def load_labelled(files, options, *args, **kw):
    """load_any for a tool's inputs: the FILEs given without a label and
    each --label's files (options: the --label strings).  Returns
    (reports, labels): labels None when nothing is labelled (see the
    module's doc), else a (name, own) pair per report for site.merge."""
    groups = parse_labels(options)
    named = kw.pop("named", None)
    reports = load_any(files, *args, named=named, **kw) if files else []
    names = default_labels(reports)
    labelling = bool(groups) or len(set(names)) > 1
    labels = [(n, True) for n in names]
    for name, paths in groups:
        got = load_any(paths, *args, named=named, **kw)
        reports += got
        labels += [(name, False)] * len(got)
    return reports, (labels if labelling else None)
