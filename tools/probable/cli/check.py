# SPDX-License-Identifier: MIT
"""probable-report check: a CI gate over counts of any kind.

    probable-report check FILES... [--root DIR] [--arch NAME]
        [--macro NAME=PC]... [--min-count N] [--tolerance N] [--top N]
        [--sarif FILE] [--all] [--include DIR]

FILES are profile reports, gcov JSON, llvm-cov exports and kernel
branch_annotated/branch_all files, mixed.  Every wrong hint (after the
minimum and the tolerance) is printed as FILE:LINE:COL: wrong: ...;
--all prints the miscalibrated and unhinted ones too (they never fail the
gate).  Exit status: 0 no wrong hint, 1 at least one, 2 bad input
(nothing written).

A gate that cannot pass by mistake: status 2, one line, and never "0
wrong hints", when
- half or more of the source files the counts name (.c, .cc, .cpp, ...;
  not headers, nothing under /usr/) are not under --root (a wrong --root);
- the counts are of another tree: a file under --root has counts (or a
  profile report's site) past its last line;
- no hint site was judged at all (every site too few, not judged,
  unreached, compiled out, or no site: nothing was measured)."""

import argparse
import os
import sys

from ..errors import InputError, last_resort, report_error
from ..judge import DEFAULT_MIN_COUNT, DEFAULT_TOLERANCE
from .report import write_file

PROG = "probable-report check"


def parser():
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+", metavar="FILE")
    ap.add_argument("--include", metavar="DIR",
                    help="the arch headers to judge with: an arch/ directory, or a directory "
                         "holding one (default: this installation's)")
    ap.add_argument("--root", default=".", metavar="DIR",
                    help="where the sources are (default: .)")
    ap.add_argument("--arch", metavar="NAME",
                    help="whose thresholds judge coverage counts (default: this machine's)")
    ap.add_argument("--macro", action="append", default=[], metavar="NAME=PC",
                    help="a project's own hint macro and its pc (repeatable; "
                         "likely=90 and unlikely=10 are known)")
    ap.add_argument("--min-count", type=int, default=DEFAULT_MIN_COUNT, metavar="N",
                    help="fewer evaluations than N are never wrong (default %d)" % DEFAULT_MIN_COUNT)
    ap.add_argument("--tolerance", type=int, default=DEFAULT_TOLERANCE, metavar="N",
                    help="a wrong hint within N points of the measured pc passes (default %d)"
                         % DEFAULT_TOLERANCE)
    ap.add_argument("--exclude", action="append", default=[], metavar="DIR",
                    help="kernel branch profiles: files under DIR (relative to --root) never made "
                         "a row (repeatable; tools/ and the other arches' arch/ are left out already)")
    ap.add_argument("--top", type=int, default=None, metavar="N",
                    help="at most N missing hints, the most evaluated (default 20)")
    ap.add_argument("--sarif", metavar="FILE", help="also write the findings as SARIF 2.1.0")
    ap.add_argument("-q", "--quiet", action="store_true",
                    help="print only the findings: no summary, no line naming the SARIF file")
    ap.add_argument("--all", action="store_true",
                    help="also print miscalibrated and unhinted sites (never fail)")
    return ap


def run(args, out):
    from ..inputs import load_any
    from ..scan import parse_macro_option
    from ..site import merge
    from ..formats import diag, sarif
    macros = {}
    for m in args.macro:
        try:
            name, pc = parse_macro_option(m)
        except ValueError as e:
            raise InputError("--macro", str(e))
        macros[name] = pc
    if args.min_count < 0 or args.tolerance < 0:
        raise InputError("--min-count/--tolerance", "must not be negative")
    from ..archdata import arch_table
    table = arch_table(args.include)
    if args.sarif:
        from .report import check_file_output
        check_file_output(args.sarif)
    from .. import kernelsites
    kernelsites.EXCLUDE[:] = args.exclude
    named = {}
    reports = load_any(args.files, args.root, args.arch, macros, table, args.min_count, args.top,
                       named=named)
    notes = []
    merged = merge(reports, notes.append, args.min_count)
    sites = merged["sites"]
    gate(args, reports, named, sites)
    if not args.quiet:
        from ..kernelsites import summary_lines
        for line in summary_lines(merged.get("kernel")):
            sys.stderr.write("%s: %s\n" % (PROG, line))
    for msg in notes:
        sys.stderr.write("%s: %s\n" % (PROG, msg))
    wrong = diag.findings(sites, args.tolerance, ("wrong",))
    shown = wrong + (diag.findings(sites, args.tolerance, ("miscalibrated", "unhinted"))
                     if args.all else [])
    if args.sarif:
        findings = diag.findings(sites, args.tolerance, ("wrong", "miscalibrated", "unhinted"))
        write_file(args.sarif, lambda f: sarif.write(findings, f, args.root))
        if not args.quiet:
            sys.stderr.write("%s: wrote %s (%d finding%s as SARIF 2.1.0)\n" % (
                PROG, args.sarif, len(findings), "" if len(findings) == 1 else "s"))
    diag.write(shown, out, args.root)
    n = {}
    for s in sites:
        n[s.get("verdict")] = n.get(s.get("verdict"), 0) + 1
    if args.quiet:
        return 1 if wrong else 0
    sys.stderr.write("%s: %d wrong hint%s (tolerance %d, minimum %d); %s\n" % (
        PROG, len(wrong), "" if len(wrong) == 1 else "s", args.tolerance, args.min_count,
        ", ".join("%d %s" % (n[v], v) for v in sorted(n, key=str))))
    return 1 if wrong else 0


JUDGED = ("ok", "wrong", "miscalibrated")
# the share of the named source files that must be found under --root
MIN_FOUND = 0.5


def gate(args, reports, named, sites):
    """InputError when the counts cannot gate this tree (see the module's
    doc): the sources they name are not under --root, they are of another
    tree, or no hint site was judged."""
    status = {}
    for per in named.values():
        for name, st in per.items():
            if status.get(name) != "past-end":
                status[name] = st
    profile_files(reports, args.root, status)
    root = os.path.abspath(args.root)
    if status:
        missing = sorted(n for n, st in status.items() if st == "missing")
        if len(missing) >= len(status) * MIN_FOUND and missing:
            raise InputError(args.root, "%d of the %d source files the counts name %s not under "
                             "--root %s (%s%s): a wrong --root, or counts of another tree" % (
                                 len(missing), len(status), "is" if len(missing) == 1 else "are",
                                 root, ", ".join(missing[:3]), ", ..." if len(missing) > 3 else ""))
        other = sorted(n for n, st in status.items() if st == "past-end")
        if other:
            raise InputError(args.root, "the counts are of another tree (or another version of "
                             "it): %s under --root %s %s (%s%s)" % (
                                 "1 file" if len(other) == 1 else "%d files" % len(other), root,
                                 "does not match them" if len(other) == 1 else "do not match them",
                                 ", ".join(other[:3]), ", ..." if len(other) > 3 else ""))
    if not any(s.get("verdict") in JUDGED and s.get("declared") is not None for s in sites):
        n = {}
        for s in sites:
            n[s.get("verdict")] = n.get(s.get("verdict"), 0) + 1
        what = ", ".join("%d %s" % (n[v], v) for v in sorted(n, key=str)) or "no site"
        raise InputError(args.files[0] if len(args.files) == 1 else "%s (and %d more)" % (
            args.files[0], len(args.files) - 1),
            "no hint site was judged (%s): nothing to gate%s" % (
                what, "; --min-count %d is above every count" % args.min_count
                if n and set(n) <= {"few", "unhinted"} and n.get("few") else ""))


def profile_files(reports, root, status):
    """Add {file: "found" | "missing" | "past-end"} for the files of the
    reports' sites (profile reports, and merges of any counts): "past-end"
    when a site's line is past the end
    of the file under root.  (A site on a line without its macro's name is
    no sign: a hint inside a wrapper macro is recorded at the wrapper's
    use.)"""
    from ..sources import SourceIndex
    index = None
    by_file = {}
    for r in reports:
        for s in r["sites"]:
            f = s.get("file")
            if f:
                by_file.setdefault(f, []).append(s)
    for f in sorted(by_file):
        # (a coverage file's sites are files found under root already; a
        # report merged from coverage data names them as found there)
        if f.endswith(HEADERS) or f.startswith(("/usr/", "<")) or f in status:
            continue
        index = index or SourceIndex(root)
        path, _rel, _how = index.locate(f)
        if path is None:
            status.setdefault(f, "found" if "ambiguous" in (_rel or "") else "missing")
            continue
        try:
            with open(path, "rb") as h:
                n = h.read().count(b"\n")
        except OSError:
            continue
        last = max(s.get("line") or 0 for s in by_file[f])
        status[f] = "past-end" if last > n + 1 else "found"


HEADERS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc", ".H")


def main(argv=None, out=None):
    args = parser().parse_args(argv)
    try:
        return run(args, out or sys.stdout)
    except InputError as e:
        return report_error(PROG, e)
    except OSError:
        raise  # standard output (report.run() says so in one line)
    except Exception as e:  # noqa: BLE001 - the last resort: one line, status 2, never 1
        return last_resort(PROG, e)


if __name__ == "__main__":
    sys.exit(main())
