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
(nothing written)."""

import argparse
import sys

from ..errors import InputError, report_error
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
    reports = load_any(args.files, args.root, args.arch, macros, table, args.min_count, args.top)
    merged = merge(reports, lambda msg: sys.stderr.write("%s: %s\n" % (PROG, msg)), args.min_count)
    sites = merged["sites"]
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


def main(argv=None, out=None):
    args = parser().parse_args(argv)
    try:
        return run(args, out or sys.stdout)
    except InputError as e:
        return report_error(PROG, e)


if __name__ == "__main__":
    sys.exit(main())
