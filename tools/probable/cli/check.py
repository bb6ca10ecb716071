# SPDX-License-Identifier: MIT
"""probable-report check: a CI gate over counts of any kind.

    probable-report check FILES... [--root DIR] [--arch NAME]
        [--macro NAME=PC|NAME=likely|NAME=unlikely]... [--min-count N]
        [--tolerance N] [--top N] [--cold N] [--max-not-judged PCT] [--sarif FILE]
        [--all] [--include DIR] [--baseline OLD] [-p DIR]
        [--label NAME=FILE[,FILE...]]...

FILES are profile reports, gcov JSON, llvm-cov exports and kernel
branch_annotated/branch_all files, mixed.  Every wrong hint (after the
minimum and the tolerance) is printed as FILE:LINE:COL: wrong: ...;
--all prints the varies, miscalibrated, needless, inert and unhinted ones
too (they never fail the gate).  With -p DIR (the directory of the
build's compile_commands.json), a hint that changes nothing in that
build's object code is "inert" (inert.py), never a failure.  A summary
line on stderr says how many hint sites were found, judged (by verdict)
and not judged (by reason).  Findings are
listed by gain, largest first (cost.py: the evaluations against the
layout the suggestion saves), whatever their verdict, a cold site (fewer
than --cold evaluations) after every warm one; --top N prints (and
writes to SARIF, the same N) only the first N of the findings it prints
(those that fail the gate; with --all, every finding), while the status and the summary
still count every wrong hint.  Exit status:
0 no wrong hint, 1 at least one (or, with --max-not-judged PCT, more than
PCT percent of the hint sites with counts not judged), 2 bad input
(nothing written).

Counts labelled by where they came from (--label NAME=FILE[,FILE...], or
one label per input file when several are given: the run it names,
else its base name) are judged per label
too: a site whose labels disagree about the hint is "varies" (remove the
hint, never flip it).  A varies site fails the gate, as varies: LINE,
when one of its labels judges it wrong (laid out for the rarer case
there: not a hint that emits none on the arch, where removing it changes
no code); else it is printed with --all and never fails.

With --baseline OLD (a previous run's JSON report, "probable-report
merge -o OLD.json" or the runtime's, or the SARIF log of a previous
check --sarif), each finding is compared with OLD's (tools/probable/
baseline.py: a finding is the same across runs by its file, function,
macro and condition, whatever its line) and printed with its state:
new, worse, updated, unchanged, and the findings of OLD that are none
now as "fixed"; the summary line counts them (with --top N, every
finding, printed or not).  Status 1 only for a
wrong hint that is new or worse than in OLD (and --max-not-judged).

Without --root, the sources are where the counts say they are: the
directory holding the files gcov JSON and llvm-cov exports name (gcov's
absolute names, or relative ones from its current_working_directory;
llvm-cov's filenames, relative ones from the export's directory), "."
when none of them exists, and "." for profile reports and kernel
profiles.

A gate that cannot pass by mistake: status 2, one line, and never "0
wrong hints", when
- half or more of the source files the counts name (.c, .cc, .cpp, ...;
  not headers, nothing under /usr/) are not under --root (a wrong --root);
- the counts are of another tree: a file under --root has counts (or a
  profile report's site) past its last line;
- no hint site was found, or none was judged (every site too few, not
  judged, unreached, compiled out: nothing was measured)."""

import argparse
import os
import sys

from ..baseline import FINDINGS, GATE, gates  # the gate: wrong, or varies a label judges wrong
from ..errors import InputError, last_resort, report_error
from ..cost import DEFAULT_COLD
from ..judge import DEFAULT_MIN_COUNT, DEFAULT_TOLERANCE
from ..summary import JUDGED  # the judged verdicts, one list (inert joins it there)
from .report import write_file

PROG = "probable-report check"


def parser():
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*", metavar="FILE")
    ap.add_argument("--label", action="append", default=[], metavar="NAME=FILE[,FILE...]",
                    help="counts from FILEs (any kind, mixed) labelled NAME: a host, a workload, "
                         "an arch (repeatable); each site is judged per label too, and is varies "
                         "where the labels disagree about the hint (default: one label per input "
                         "file when several are given)")
    ap.add_argument("--include", metavar="DIR",
                    help="the arch headers to judge with: an arch/ directory, or a directory "
                         "holding one (default: this installation's)")
    ap.add_argument("--root", default=None, metavar="DIR",
                    help="where the sources are (default: where the counts say: the directory "
                         "holding the files gcov or llvm-cov name, else .)")
    ap.add_argument("--arch", metavar="NAME",
                    help="whose thresholds judge coverage counts (default: this machine's)")
    ap.add_argument("--macro", action="append", default=[], metavar="NAME=PC",
                    help="a project's own hint macro: NAME=PC states that pc, NAME=likely or "
                         "NAME=unlikely claims a direction (judged against the arch's thresholds), "
                         "NAME alone takes the pc from the call's last argument (repeatable; "
                         "likely(), unlikely() and macros named like them are directions)")
    ap.add_argument("--min-count", type=int, default=DEFAULT_MIN_COUNT, metavar="N",
                    help="fewer evaluations than N are never wrong (default %d)" % DEFAULT_MIN_COUNT)
    ap.add_argument("--tolerance", type=int, default=DEFAULT_TOLERANCE, metavar="N",
                    help="a wrong hint that states a pc within N points of the measured pc "
                         "passes (a likely()/unlikely() laid out for the rarer case never does; "
                         "default %d)"
                         % DEFAULT_TOLERANCE)
    ap.add_argument("--exclude", action="append", default=[], metavar="DIR",
                    help="kernel branch profiles: files under DIR (relative to --root) never made "
                         "a row (repeatable; tools/ and the other arches' arch/ are left out already)")
    ap.add_argument("--top", type=int, default=None, metavar="N",
                    help="print (and write to SARIF: the same N) only the first N findings in "
                         "the order (by gain, cold last) of those printed (those that fail the gate; "
                         "with --all every finding); the status still counts every wrong hint (default: "
                         "all, and at most 20 missing hints from coverage files)")
    ap.add_argument("--cold", type=int, default=DEFAULT_COLD, metavar="N",
                    help="a site evaluated fewer than N times is cold: said so, and listed after "
                         "every warm site (default %d)" % DEFAULT_COLD)
    ap.add_argument("--max-not-judged", type=float, default=None, metavar="PCT",
                    help="also fail (status 1) when more than PCT percent of the hint sites with "
                         "counts (reached, in the build) are not judged: counts not tied to the "
                         "site, or too few evaluations")
    ap.add_argument("-p", dest="db", metavar="DIR",
                    help="the directory of the build's compile_commands.json: a hint that changes "
                         "nothing in its object code is inert (never fails the gate)")
    ap.add_argument("--sarif", metavar="FILE", help="also write the findings as SARIF 2.1.0")
    ap.add_argument("-q", "--quiet", action="store_true",
                    help="print only the findings: no summary, no line naming the SARIF file")
    ap.add_argument("--baseline", metavar="OLD",
                    help="a previous run's JSON report (or check --sarif's SARIF): fail only on "
                         "wrong hints that are new or worse than in OLD; say which are fixed, "
                         "unchanged, updated or worse")
    ap.add_argument("--all", action="store_true",
                    help="also print miscalibrated, needless, inert and unhinted sites (never fail)")
    return ap


def run(args, out):
    from ..inputs import load_labelled
    from ..site import merge
    from ..formats import diag, sarif
    from .report import parse_macros
    macros, claims = parse_macros(args.macro)
    if args.min_count < 0 or args.tolerance < 0:
        raise InputError("--min-count/--tolerance", "must not be negative")
    from .. import cost
    cost.nonnegative("--top", args.top)
    cost.nonnegative("--cold", args.cold)
    if args.max_not_judged is not None and not 0 <= args.max_not_judged <= 100:
        raise InputError("--max-not-judged", "must be a percentage from 0 to 100")
    from ..archdata import arch_table
    table = arch_table(args.include)
    if args.sarif:
        from .report import check_file_output
        check_file_output(args.sarif)
    old = None
    if args.baseline is not None:
        # read first: a bad baseline is one line before any work
        from ..baseline import load as load_baseline
        old = load_baseline(args.baseline, table, args.min_count, claims)
    from .. import kernelsites
    kernelsites.EXCLUDE[:] = args.exclude
    named = {}
    if not args.files and not args.label:
        raise InputError("--label", "no input: give FILEs or --label NAME=FILE")
    reports, labels = load_labelled(args.files, args.label, args.root, args.arch, macros, table,
                                    args.min_count,
                                    None if args.top is None else sys.maxsize, named=named)
    args.files = args.files + [p for opt in args.label for p in opt.partition("=")[2].split(",")]
    if args.root is None:
        # where the counts said the sources are (coverage.report)
        args.root = next((r["root"] for r in reports if r.get("root")), ".")
    notes = []
    merged = merge(reports, notes.append, args.min_count, claims, labels)
    if args.db:
        from ..inert import apply
        found = apply(merged, args.db, args.root, cold=args.cold)
        if not args.quiet:
            notes.append(found.line())
    from .report import order
    sites = order(merged, args.cold)["sites"]
    gate(args, reports, named, sites)
    summ = merged["summary"]
    if not args.quiet:
        from ..kernelsites import summary_lines
        for line in summary_lines(merged.get("kernel")):
            sys.stderr.write("%s: %s\n" % (PROG, line))
    for msg in notes:
        sys.stderr.write("%s: %s\n" % (PROG, msg))
    wrong = diag.findings(sites, args.tolerance, GATE)
    # a varies site fails the gate where a label judges it wrong (laid
    # out for the rarer case there)
    gating = [s for s in diag.findings(sites, args.tolerance, GATE + ("varies",)) if gates(s)]
    # one list in the order of sites (by gain, cold last), --top N cut
    listed = diag.findings(sites, args.tolerance, FINDINGS) if args.all else gating
    shown = listed[:args.top]
    changes = None
    if old is not None:
        from ..baseline import compare
        changes = compare(old, sites, args.tolerance, FINDINGS)
    if args.sarif:
        # every finding; with --top N the N printed (a note of a larger
        # gain never pushes a hint that fails the gate out of the log)
        findings = diag.findings(sites, args.tolerance, FINDINGS) if args.top is None else shown
        write_file(args.sarif, lambda f: sarif.write(findings, f, args.root, summary=summ, changes=changes,
                                                     cost=merged["cost"], top=args.top))
        if not args.quiet:
            sys.stderr.write("%s: wrote %s (%d finding%s as SARIF 2.1.0)\n" % (
                PROG, args.sarif, len(findings), "" if len(findings) == 1 else "s"))
    failing = gating
    if changes is None:
        diag.write(shown, out, args.root)
    else:
        failing, said = against_baseline(changes, listed, shown, gating, out, args.root,
                                         FINDINGS if args.all else None)
    from ..summary import line, not_judged_share
    if not args.quiet:
        nvary = len(gating) - len(wrong)
        sys.stderr.write("%s: %d wrong hint%s%s (tolerance %d, minimum %d)%s; %s\n" % (
            PROG, len(wrong), "" if len(wrong) == 1 else "s",
            ", %d varying hint%s wrong on some labels" % (nvary, "" if nvary == 1 else "s")
            if nvary else "", args.tolerance, args.min_count,
            "" if changes is None else "; against %s: %s" % (args.baseline, said), line(summ)))
    share = not_judged_share(summ)
    if args.max_not_judged is not None and share > args.max_not_judged:
        sys.stderr.write("%s: %d of the %d hint sites with counts not judged (%.1f%%), more than "
                         "--max-not-judged %s: %s\n" % (
                             PROG, summ["not_judged_with_counts"], summ["with_counts"], share,
                             "%g" % args.max_not_judged, ", ".join(
                                 "%d %s" % (n, r) for r, n in summ["reasons"].items())))
        return 1
    return 1 if failing else 0




def against_baseline(changes, listed, shown, gating, out, root, kinds):
    """Print the findings shown with their state against the baseline
    (and the baseline's findings of the kinds shown, kinds, that are
    fixed or updated; kinds None: those that failed the gate then), new
    and worse first; the states counted over every finding listed, shown
    or cut by --top; (the sites of gating, those
    that fail the gate, that are new or worse; the words the summary line
    says)."""
    from ..baseline import STATES, counts
    from ..formats import diag
    listed_ids = set(map(id, listed))
    shown_ids = set(map(id, shown))
    every = []
    for c in changes:
        if (c.site is not None and id(c.site) in listed_ids) or \
                (c.state in ("fixed", "updated") and
                 (gates(c.old) if kinds is None else c.old.get("verdict") in kinds)):
            every.append(c)
    # (--top N: the findings after the first N are counted, not printed)
    told = [c for c in every if c.site is None or id(c.site) in shown_ids or id(c.site) not in listed_ids]
    told.sort(key=lambda c: STATES.index(c.state))
    for c in told:
        if c.state == "fixed":
            at = c.where()
            loc = "%s:%d:" % (diag.path_of(at, root), at.get("line") or 0)
            if at.get("col"):
                loc += "%d:" % at["col"]
            # (a SARIF baseline's finding: the message it had)
            text = "%s fixed: was %s: %s" % (loc, c.old.get("verdict"),
                                             c.old.get("message") or diag.message(c.old))
        else:
            text = diag.line(c.site, root)
        out.write("%s (%s%s)\n" % (text, "baseline: " + c.state if c.state != "fixed" else "baseline",
                                     ": " + c.why if c.why else ""))
    gating = set(map(id, gating))
    failing = [c for c in changes if c.site is not None and id(c.site) in gating
               and c.state in ("new", "worse")]
    n = counts(every)
    said = "%d new, %d worse, %d updated, %d unchanged, %d fixed" % tuple(n[k] for k in STATES)
    if failing:
        nw = sum(1 for c in failing if c.site.get("verdict") in GATE)
        what = []
        if nw:
            what.append("%swrong hint%s" % ("%d " % nw if nw < len(failing) else "", "" if nw == 1 else "s"))
        if len(failing) > nw:
            nv = len(failing) - nw
            what.append("%svarying hint%s wrong on a label" % ("%d " % nv if nw else "", "" if nv == 1 else "s"))
        said += " (%d failing: new or worse%s %s)" % (len(failing), ":" if len(what) > 1 else "",
                                                      " and ".join(what))
    return failing, said


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
    if not any(s.get("verdict") != "unhinted" for s in sites):
        un = len(sites)
        raise InputError(_files(args), "no hint site was found (sources under %s%s): nothing "
                                       "to gate" % (root, "; %d missing hint%s" % (
                                           un, "" if un == 1 else "s") if un else ""))
    if not any(s.get("verdict") in JUDGED and s.get("declared") is not None for s in sites):
        n = {}
        for s in sites:
            n[s.get("verdict")] = n.get(s.get("verdict"), 0) + 1
        from ..summary import line, summarize
        what = line(summarize(sites))
        raise InputError(_files(args),
            "no hint site was judged (%s): nothing to gate%s" % (
                what, "; --min-count %d is above every count" % args.min_count
                if n and set(n) <= {"few", "unhinted"} and n.get("few") else ""))


def _files(args):
    """The inputs, as an error line names them."""
    return args.files[0] if len(args.files) == 1 else "%s (and %d more)" % (
        args.files[0], len(args.files) - 1)


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
