#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/field/walk.py - the parts of bench/field/walkthrough.sh that are not a shell's.

  walk.py split CORPUS DIR       DIR/text.bin, DIR/numbers.bin, DIR/noise.bin:
                                 bench/field/corpus.py's blocks of each kind,
                                 in order (one workload per kind)
  walk.py flips SERIES MERGED    the series (a directory of NNNN-*.patch, or
                                 one patch) against the labelled report:
                                 for every site judged "varies", whether a
                                 patch removes its hint, leaves it, or flips
                                 it (likely <-> unlikely); status 1 when one
                                 is flipped
  walk.py command CDB FILE       the command compile_commands.json CDB
                                 records for FILE (a path under the tree;
                                 the first unit whose file ends with it)
  walk.py page WORK TOP          docs/walkthrough.md from what the script left
                                 in WORK; markdown on stdout
"""
import json
import os
import re
import sys

import corpus

# corpus.py's order of kinds, one per 64 KiB block (corpus.main's table)
KINDS = ("text", "numbers", "text", "noise", "text")


def split(corpus_path, outdir):
    data = open(corpus_path, "rb").read()
    parts = {k: bytearray() for k in set(KINDS)}
    for i in range(0, len(data), corpus.BLOCK):
        parts[KINDS[(i // corpus.BLOCK) % len(KINDS)]] += data[i:i + corpus.BLOCK]
    os.makedirs(outdir, exist_ok=True)
    for k in sorted(parts):
        with open(os.path.join(outdir, k + ".bin"), "wb") as fh:
            fh.write(parts[k])
        print("%s.bin\t%d" % (k, len(parts[k])))


# ---- flips ----------------------------------------------------------------

DIRECTION = re.compile(r"\b(likely|unlikely)\s*\(")


def patch_files(path):
    if os.path.isdir(path):
        return sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".patch"))
    return [path]


def changed_lines(patch_text):
    """{(file, old line): (old text, [new texts])} for every removed line:
    the + lines of the same run of changes stand for it (the one at its
    place when the run has as many + lines as - lines)."""
    out = {}
    name = None
    old = new = 0
    run_old, run_new = [], []

    def flush():
        for i, (ln, text) in enumerate(run_old):
            # as many lines in as out: line by line; else the whole run
            out[(name, ln)] = (text, [run_new[i]] if len(run_new) == len(run_old) else list(run_new))
        del run_old[:]
        del run_new[:]

    for line in patch_text.splitlines():
        if line == "-- " or line.startswith("diff "):  # a mail's signature, the next file
            flush()
            name = None
            continue
        if line.startswith("--- "):
            flush()
            continue
        if line.startswith("+++ "):
            p = line[4:].split("\t")[0].strip()
            name = p[2:] if p.startswith("b/") else p
            continue
        m = re.match(r"^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@", line)
        if m:
            flush()
            old, new = int(m.group(1)), int(m.group(2))
            continue
        if name is None:
            continue
        if line.startswith("-"):
            if run_new and not run_old:
                flush()
            run_old.append((old, line[1:]))
            old += 1
        elif line.startswith("+"):
            run_new.append(line[1:])
            new += 1
        elif line.startswith(" ") or line == "":
            flush()
            old += 1
            new += 1
        else:  # "\ No newline", a mail's signature: the end of a run
            flush()
    flush()
    return out


def site_path(s, build_dirs):
    """A report's file name as the tree names it: ../lib/lz4.c from programs/."""
    f = s.get("file", "")
    for bd in build_dirs or [""]:
        p = os.path.normpath(os.path.join(bd, f)) if bd else os.path.normpath(f)
        if not p.startswith(".."):
            return p
    return os.path.normpath(f)


def hint_calls(text, expr):
    """The hints in TEXT on EXPR (spaces ignored): 'likely', 'unlikely', or
    the pc of a probable(EXPR, PC)."""
    e = re.sub(r"\s+", "", expr)
    out = []
    for m in re.finditer(r"\b(likely|unlikely|probable)\s*\(", text):
        rest = re.sub(r"\s+", "", text[m.end():])
        if not rest.startswith(e):
            continue
        if m.group(1) != "probable":
            out.append(m.group(1))
            continue
        pc = re.match(r",(\d+)\)", rest[len(e):])
        out.append(int(pc.group(1)) if pc else "probable")
    return out


def direction(h, high, low):
    """A hint as the arch reads it: 'likely', 'unlikely' or None (no hint)."""
    if h in ("likely", "unlikely"):
        return h
    if isinstance(h, int):
        return "likely" if h >= high else "unlikely" if h <= low else None
    return "probable"


def flips(series, merged, build_dirs):
    """[(where, expr, macro, outcome)] for every "varies" site: outcome is
    'removed' (no hint left on the line's condition), 'flipped' (the
    opposite direction written), 'left' (no patch touches its line) or
    'changed' (its line changed, the hint as it was)."""
    rep = json.load(open(merged))
    lines = {}
    for p in patch_files(series):
        lines.update(changed_lines(open(p, encoding="utf-8", errors="replace").read()))
    rows = []
    seen = set()
    for s in rep.get("sites", []):
        if s.get("verdict") != "varies":
            continue
        key = (site_path(s, build_dirs), s.get("line"))
        if key in seen:
            continue
        seen.add(key)
        expr, macro = s.get("expr", ""), s.get("macro", "")
        where = "%s:%d" % key
        if key not in lines:
            rows.append((where, expr, macro, "left"))
            continue
        high, low = s.get("high", 89), s.get("low", 11)
        old, new = lines[key]
        before = [direction(h, high, low) for h in hint_calls(old, expr)]
        after = [direction(h, high, low) for t in new for h in hint_calls(t, expr)]
        was = [d for d in before if d]
        now = [d for d in after if d]
        if any(d not in was for d in now if d in ("likely", "unlikely")):
            outcome = "flipped"
        elif len(now) < len(was):
            outcome = "removed"
        else:
            outcome = "changed"
        rows.append((where, expr, macro, outcome))
    return rows


def cmd_flips(argv):
    if len(argv) < 2:
        sys.stderr.write("usage: walk.py flips SERIES MERGED.json [BUILD_DIR...]\n")
        return 2
    try:
        rows = flips(argv[0], argv[1], argv[2:])
    except (OSError, ValueError) as e:
        sys.stderr.write("walk.py: %s: %s\n" % (argv[1], e))
        return 2
    for r in rows:
        print("%s\t%s(%s)\t%s" % (r[0], r[2], r[1], r[3]))
    print("varies: %d sites: %d removed, %d left, %d changed, %d flipped" % (
        len(rows), sum(r[3] == "removed" for r in rows), sum(r[3] == "left" for r in rows),
        sum(r[3] == "changed" for r in rows), sum(r[3] == "flipped" for r in rows)))
    return 1 if any(r[3] == "flipped" for r in rows) else 0


def compile_command(cdb, name):
    """The command line a compile database records for NAME, or ''."""
    for e in json.load(open(cdb)):
        f = os.path.normpath(os.path.join(e.get("directory", ""), e.get("file", "")))
        if f == os.path.normpath(name) or f.endswith(os.sep + os.path.normpath(name)):
            args = e.get("arguments")
            return " ".join(args) if args else e.get("command", "")
    return ""


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0 if len(sys.argv) >= 2 else 2
    cmd, argv = sys.argv[1], sys.argv[2:]
    if cmd == "split" and len(argv) == 2:
        split(*argv)
        return 0
    if cmd == "command" and len(argv) == 2:
        try:
            print(compile_command(*argv))
        except (OSError, ValueError) as e:
            sys.stderr.write("walk.py: %s: %s\n" % (argv[0], e))
            return 2
        return 0
    if cmd == "flips":
        return cmd_flips(argv)
    if cmd == "page" and len(argv) == 2:
        import walkpage
        return walkpage.main(*argv)
    sys.stderr.write("walk.py: %s: unknown command or wrong arguments (walk.py --help)\n" % cmd)
    return 2


if __name__ == "__main__":
    sys.exit(main())
