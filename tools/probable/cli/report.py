# SPDX-License-Identifier: MIT
"""probable-report - merge, print and render profile reports.

    probable-report merge REPORT.json... [-o OUT]   one JSON report, counts summed
    probable-report text REPORT.json...             the runtime's table, merged
    probable-report html REPORT.json... -o DIR      DIR/index.html and one page per file
    probable-report check FILE...                   a CI gate: status 1 on a wrong hint
    probable-report arches                          the arch table the judging uses
    probable-report REPORT.json...                  same as "text"

Counts labelled by where they came from (--label NAME=FILE[,FILE...],
repeatable: a host, a workload, an arch; or one label per input file
when several are given: the run it names, else its base name) are kept
per label as well as summed: each site is judged per label too, and is
"varies" where the labels disagree about the hint (remove the hint,
never flip it).  merge keeps the labels.

A REPORT is the JSON a program built with -DPROBABLE_PROFILE writes with
PROBABLE_PROFILE_FORMAT=json (format version 3, or 2 or 1 of earlier
releases), or a merge of such; "-" reads standard input.  gcov JSON,
llvm-cov exports and the kernel's branch profiles are read too (told
apart by content), their counts matched with the hint sites under --root.  The format,
the identity of a site and the merge rule are in docs/profile-format.md."""

import argparse
import os
import stat
import sys
import tempfile

from .. import archdata
from ..errors import InputError, as_program, last_resort, os_reason, report_error
from ..cost import DEFAULT_COLD
from ..judge import DEFAULT_MIN_COUNT, DEFAULT_TOLERANCE
from ..site import Merger

PROG = "probable-report"

HELP_EPILOG = """\
A site is the same site in every report when its file, line, nth, func,
expr, macro, kind, arch and size are the same (nth tells two identical
calls on one line apart); its counts are summed, and its interval, verdict
and suggestion computed again from the sums as the runtime computes them.
A site whose reports declare different pcs is named on stderr, listed
with every pc (declared_conflict) and judged against the pc most
evaluations ran with.  The arch table (what a pc becomes on each arch)
is read from the arch headers of this installation, without a compiler.

Exit status: 0 on success; 2 when a file cannot be read or written, is
not a probable report (or of a newer version), or on a usage error: one
line on stderr names the file and the reason, and nothing is written.
See probable-report(1) and docs/profile-format.md."""


def note(msg):
    sys.stderr.write("%s: %s\n" % (PROG, msg))


def _parser():
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=HELP_EPILOG)
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")
    arch = argparse.ArgumentParser(add_help=False)
    arch.add_argument("--include", metavar="DIR",
                      help="the arch headers to judge with: an arch/ directory, or a directory holding one "
                           "(default: this installation's)")
    common = argparse.ArgumentParser(add_help=False, parents=[arch])
    common.add_argument("reports", nargs="*", metavar="REPORT.json", help="a JSON report; - is standard input")
    common.add_argument("--label", action="append", default=[], metavar="NAME=FILE[,FILE...]",
                        help="counts from FILEs (any kind, mixed) labelled NAME: a host, a workload, an "
                             "arch (repeatable); each site is judged per label too, varies where the "
                             "labels disagree about the hint (default: one label per input file when "
                             "several are given: the run it names, else its base name; a merged report "
                             "keeps the labels it carries)")
    common.add_argument("--min-count", type=int, default=DEFAULT_MIN_COUNT, metavar="N",
                        help="fewer evaluations than N are too few to judge: verdict few "
                             "(default %d; 0: no minimum)" % DEFAULT_MIN_COUNT)
    common.add_argument("--root", metavar="DIR",
                        help="the source tree the report's files (and a coverage file's hint sites) "
                             "are found in (default: where gcov and llvm-cov files say they are, "
                             "else .); given, a profile report's files are scanned "
                             "and a hint site the build has no record of is listed as compiled-out")
    common.add_argument("--arch", metavar="NAME",
                        help="whose thresholds judge coverage counts (default: this machine's)")
    common.add_argument("--macro", action="append", default=[], metavar="NAME=PC",
                        help="a project's own hint macro: NAME=PC states that pc, NAME=likely or "
                             "NAME=unlikely claims a direction (judged against the arch's thresholds), "
                             "NAME alone takes the pc from the call's last argument (repeatable; "
                             "likely(), unlikely() and macros named like them are directions)")
    common.add_argument("--exclude", action="append", default=[], metavar="DIR",
                        help="kernel branch profiles: files under DIR (relative to --root) never made "
                             "a row (repeatable; tools/ and the other arches' arch/ are left out already)")
    common.add_argument("--top", type=int, default=None, metavar="N",
                        help="keep the first N findings in the order (by gain, cold last) and no "
                             "other site; the summary still counts every site (default: every "
                             "site, and at most 20 missing hints from coverage files)")
    common.add_argument("--cold", type=int, default=DEFAULT_COLD, metavar="N",
                        help="a site evaluated fewer than N times is cold: said so, and listed "
                             "after every warm site (default %d)" % DEFAULT_COLD)
    common.add_argument("-p", dest="db", metavar="DIR",
                        help="the directory of the build's compile_commands.json: name the hints "
                             "that change nothing in its object code (verdict inert: each unit "
                             "compiled with its own command and with its hints reduced, compared "
                             "function by function; on that compiler, flags and arch)")
    common.add_argument("-q", "--quiet", action="store_true",
                        help="say nothing on success (not even which files were written)")
    p = sub.add_parser("merge", parents=[common], help="one JSON report, counts summed over all")
    p.add_argument("-o", "--output", metavar="OUT", help="write it to OUT (default: standard output)")
    for name, helptext in (("text", "the runtime's table, merged"),
                           ("html", "DIR/index.html and one page per source file")):
        p = sub.add_parser(name, parents=[common], help=helptext)
        p.add_argument("--tolerance", type=float, default=DEFAULT_TOLERANCE, metavar="POINTS",
                       help="a fix leaves alone a pc within POINTS of the measured one "
                            "that changes no code (default %d)" % DEFAULT_TOLERANCE)
        if name == "html":
            p.add_argument("-o", "--output", metavar="DIR", required=True, help="the directory to write")
    sub.add_parser("check", help="a CI gate over counts of any kind: status 1 on a wrong hint "
                                 "(probable-report check --help)")
    sub.add_parser("arches", parents=[arch], help="the arch table: what each arch makes of a pc")
    return ap


def check_file_output(path):
    """InputError when path cannot be written as a file (a directory, in a
    missing or unwritable directory, a file its user may not write, a
    directory that takes no new file); called before anything is read, so
    the one line is all a failing command prints.  Nothing is left."""
    if os.path.isdir(path):
        raise InputError(path, "is a directory, not a file to write")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        raise InputError(path, "its directory %s does not exist" % parent)
    if os.path.lexists(path) and not (os.path.isfile(path) or _is_stream(path)):
        raise InputError(path, "is not a regular file, a device or a pipe")
    if _is_stream(path):
        if not os.access(path, os.W_OK):
            raise InputError(path, "Permission denied (not writable)")
        return
    if os.path.exists(path) and not os.access(path, os.W_OK):
        raise InputError(path, "Permission denied (the file is read-only)")
    real = os.path.dirname(os.path.realpath(path))
    if not os.access(real, os.W_OK | os.X_OK):
        raise InputError(path, "Permission denied (directory not writable)")
    # the file is replaced through a new file beside it: try making one
    # now (a read-only file system, /proc), not after the work is done
    try:
        fd, probe = tempfile.mkstemp(prefix=".%s." % os.path.basename(path), dir=real)
    except OSError as e:
        raise InputError(path, "cannot create a file in %s: %s" % (real, os_reason(e)))
    os.close(fd)
    os.unlink(probe)


def _is_stream(path):
    """A character device or a FIFO (/dev/null, /dev/stdout, a pipe): written
    in place, never replaced by a rename (as root, that would put a regular
    file where /dev/null was)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)


def write_file(path, writer):
    """writer(stream) into a temporary file beside path, then renamed over
    it: a reader never sees half a report, and an error leaves nothing."""
    check_file_output(path)
    if _is_stream(path):
        try:
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                writer(f)
        except OSError as e:
            raise InputError(path, os_reason(e))
        return
    path = os.path.realpath(path)  # a symbolic link stays one: its target is replaced
    parent = os.path.dirname(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".%s." % os.path.basename(path), dir=parent)
    except OSError as e:
        raise InputError(path, os_reason(e))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            writer(f)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
        tmp = None
    except OSError as e:
        raise InputError(path, os_reason(e))
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _umask():
    m = os.umask(0)
    os.umask(m)
    return m


def _arch_table(args):
    return archdata.arch_table(args.include)


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "check":
        from . import check
        return check.main(argv[1:])
    commands = ("merge", "text", "html", "arches")
    if argv and argv[0] not in commands and argv[0] not in ("-h", "--help", "--version"):
        argv.insert(0, "text")
    ap = _parser()
    args = ap.parse_args(argv)
    if not args.command:
        ap.print_usage(sys.stderr)
        return 2
    if getattr(args, "tolerance", 0) < 0:
        ap.error("--tolerance must not be negative")
    if getattr(args, "min_count", 0) < 0:
        ap.error("--min-count must not be negative")
    if args.command != "arches" and (args.reports + [p for o in args.label for p in o.partition("=")[2].split(",")]).count("-") > 1:
        ap.error("- (standard input) given twice")
    if args.command != "arches" and not args.reports and not args.label:
        ap.error("no input: give REPORT.json files or --label NAME=FILE")
    try:
        return _main(args)
    except InputError as e:
        return report_error(PROG, e)
    except OSError:
        raise  # standard output (run() says so in one line)
    except Exception as e:  # noqa: BLE001 - the last resort: still one line, status 2
        return last_resort(PROG, e)


def _main(args):
    """main() after the options are read: InputError for bad input."""
    table = _arch_table(args)
    if args.command == "arches":
        return _arches(table)
    out = getattr(args, "output", None)
    if out and out != "-":
        if args.command == "html":
            from ..formats import html
            html.check_output(out)
        else:
            check_file_output(out)
    report = load(args, table)
    if getattr(args, "inert_said", None):
        said(args, args.inert_said)
    from ..kernelsites import summary_lines
    for line in summary_lines(report.get("kernel")):
        said(args, line)
    if args.command == "merge":
        from ..formats import json as jsonfmt
        if out and out != "-":
            write_file(out, lambda f: jsonfmt.write(report, f))
            said(args, "wrote %s (%s merged from %d report%s)" % (
                out, _sites(report), report.get("inputs", 0), "" if report.get("inputs", 0) == 1 else "s"))
        else:
            jsonfmt.write(report, sys.stdout)
    elif args.command == "text":
        from ..formats import text
        text.write(report, sys.stdout, args.tolerance, table)
    else:
        from ..formats import html
        names = html.write(report, out, root=args.root or getattr(args, "found_root", None) or ".",
                           tolerance=args.tolerance, table=table)
        nfiles = sum(1 for n in names if os.path.basename(os.path.dirname(n)) == "files")
        said(args, "wrote %s (%s, %d source file page%s; %d pages in all)" % (
            os.path.join(out, "index.html"), _sites(report), nfiles, "" if nfiles == 1 else "s", len(names)))
    return 0


def said(args, msg):
    """The one line saying what was written (-q: none)."""
    if not getattr(args, "quiet", False):
        note(msg)


def _sites(report):
    n = len(report["sites"])
    return "%d site%s" % (n, "" if n == 1 else "s")


def parse_macros(options):
    """--macro options as ({name: pc}, {name: claim}); InputError on a bad
    one.  NAME=PC: a macro that states that pc (claim "pc", judged against
    the pc: ok, miscalibrated, wrong); NAME=likely and NAME=unlikely: a
    macro that claims a direction (pc 90 or 10 for the source scan, judged
    against the arch's thresholds: ok, needless, wrong); NAME: the pc is
    the call's last argument (claim "pc")."""
    from ..scan import parse_macro_option
    macros, claims = {}, {}
    for m in options:
        name, eq, value = m.partition("=")
        word = value.strip().lower()
        spec = m
        if eq and word in ("likely", "unlikely"):
            spec = "%s=%d" % (name, 90 if word == "likely" else 10)
        try:
            name, pc = parse_macro_option(spec)
        except ValueError as e:
            raise InputError("--macro", str(e))
        macros[name] = pc
        claims[name] = word if word in ("likely", "unlikely") else "pc"
    return macros, claims


def _is_coverage(path):
    """True when the file at path is coverage data, not a profile report
    (an unreadable path is left to the reader that names the reason)."""
    from .. import coverage
    try:
        with open(path, "rb") as f:
            head = f.read(8192)
            if head[:2] == b"\x1f\x8b":  # gzip: read by load_any (gcov JSON, or a report)
                return True
            if coverage.sniff(head):
                return True
            if head.lstrip()[:1] != b"{":
                return False
            # llvm-cov writes its type after the data: look at the end too
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 4096))
            return coverage.sniff(head[:4096] + f.read())
    except OSError:
        return False


def load(args, table):
    """Every input merged and judged: profile reports streamed site by
    site (a kernel's 200,000 sites in bounded memory), coverage files
    (gcov JSON, llvm-cov exports, kernel branch profiles; standard input
    of any kind) through inputs.load_any."""
    from ..inputs import load_any
    from .. import cost
    cost.nonnegative("--top", args.top)
    cost.nonnegative("--cold", args.cold)
    macros, claims = parse_macros(args.macro)
    from .. import kernelsites
    kernelsites.EXCLUDE[:] = args.exclude
    from ..inputs import base_label, default_label, parse_labels, peek_run, unique_names
    groups = parse_labels(args.label)
    m = Merger(note, args.min_count, claims)
    streamed, other = [], []
    for path in args.reports:
        # standard input, a pipe (<(zcat r.json.gz)) or a device is read
        # once, by load_any: never sniffed first and read again
        if path != "-" and not _is_stream(path) and not _is_coverage(path):
            streamed.append(path)
        else:
            other.append(path)
    # --top N cuts the ordered findings: every missing hint is ordered
    # first (without it, coverage gives at most 20, the most evaluated)
    top = None if args.top is None else sys.maxsize
    loaded = load_any(other, args.root, args.arch, macros, table, args.min_count, top) if other else []
    # one label per input file (a kind of coverage data: one), when that
    # names two or more, or when --label labels some inputs
    runs = [peek_run(p) for p in streamed] + [r.get("run") for r in loaded]
    names = [base_label(p, r) for p, r in zip(streamed, runs)] + [default_label(r) for r in loaded]
    names = unique_names(names, streamed + [r.get("path") for r in loaded], runs)
    labelling = bool(groups) or len(set(names)) > 1
    for path, name in zip(streamed, names):
        m.add_file(path, table, name if labelling else None)
    for r, name in zip(loaded, names[len(streamed):]):
        m.add(r, name if labelling else None)
        if args.root is None and r.get("root"):
            # where the counts said the sources are: the root of the
            # html pages' source too
            args.found_root = r["root"]
    for name, files in groups:
        for path in files:
            if path != "-" and not _is_stream(path) and not _is_coverage(path):
                m.add_file(path, table, name, own=False)
        rest = [p for p in files if p == "-" or _is_stream(p) or _is_coverage(p)]
        for r in (load_any(rest, args.root, args.arch, macros, table, args.min_count, top)
                  if rest else ()):
            m.add(r, name, own=False)
    if args.root is not None:
        add_compiled_out(m, args.root)
    report = m.result()
    if getattr(args, "db", None):
        # inert before the order and --top: an inert hint's gain is none
        from ..inert import apply
        args.inert_said = apply(report, args.db, args.root or getattr(args, "found_root", None) or ".",
                                cold=args.cold).line()
    return order(report, args.cold, args.top)


def order(report, cold, top=None):
    """The report's sites in the cost order with cold threshold cold
    (site.sort_sites), its "cost" header said; top N: only the first N
    findings kept, "top" said (the summary counts every site still)."""
    from .. import cost
    from ..site import sort_sites
    if (report.get("cost") or {}).get("cold") != cold:
        sort_sites(report["sites"], cold)  # (a merge's result is in this order for the default)
    report["cost"] = cost.header(cold, bool(report.get("labels")))
    if top is not None:
        report["sites"] = cost.top(report["sites"], top)
        report["top"] = top
    return report


def add_compiled_out(m, root):
    """Every hint site of the profiled sources is in the report: a site the
    source scan finds in a file the build profiled, with no record in any
    report (the compiler folded it away, as in (sizeof(x) < 8) &&
    unlikely(...) on a 64-bit build, or an #if left it out), is added as
    compiled-out, with the build facts of its file's other sites."""
    from ..scan import scan_file, unlisted
    from ..sources import SourceIndex
    by_file = {}
    for s in m.sites.values():
        if (s.get("source") or "profile") == "profile" and s.get("file"):
            by_file.setdefault(s["file"], []).append(s)
    index = SourceIndex(root)
    for name in sorted(by_file):
        path, _rel, _note = index.locate(name)
        if path is None:
            continue
        records = by_file[name]
        try:
            sc = scan_file(path, None, name)
        except OSError:
            continue
        like = records[0]
        for d in unlisted(sc, records, name):
            for k in ("arch", "high", "low", "exact", "threshold", "test_below"):
                d[k] = like.get(k)
            d.update(source="profile", cond=d["expr"], constant=0,
                     size=0 if d.get("kind") == "branch" else d.get("size", 0))
            d["func"] = None
            m.add_site(d)


def _arches(table):
    sys.stdout.write("%-12s %5s %5s %10s %11s\n" % ("arch", "high", "low", "threshold", "test_below"))
    for name, f in table.items():
        sys.stdout.write("%-12s %5d %5d %10d %11d\n" % (name, f["high"], f["low"], f["threshold"], f["test_below"]))
    return 0


def run(argv=None):
    """main() as a program (errors.as_program)."""
    return as_program(PROG, main, argv)
