# SPDX-License-Identifier: MIT
"""llvm-cov's JSON export (llvm-cov export -format=text): branch records
with true and false counts and source columns.

    sniff(data) -> bool
    read(path, data=None) -> list of branch records

Export versions 2.x (LLVM 12..19) and 3.x (LLVM 20 and later: MC/DC
records added, branches unchanged) are known; any other is refused before
anything is read.  A branch is [line, col, end_line, end_col, true count,
false count, file id, expanded file id, kind].  A branch written inside a
macro is not among the file's branches: it sits in the file's
expansions[].branches, at the macro's definition (its file id indexes the
expansion's filenames), and the expansion's source_region is the call
site in this file.

A record is a dict:
    source "llvm-cov", file (the file the branch is counted for: the
    file's own name, also for a branch inside a macro called there), line,
    col, end_line, end_col (the branch region in file, or the call site's
    region for a macro branch), true, false (counts), in_macro (None for
    a branch written in file; else (definition file, line, col, end_line,
    end_col) of the branch region inside the macro), call (None, or the
    call site's (line, col) for a macro branch), exp (for a macro
    branch: which expansion record of the input it came from), fn (the
    function record the branch was counted in: one per function, per
    static function of each unit and per template instantiation; the
    record's path in the export when it has no name; None for an export
    without functions).
Also one record {"span": True, file, line, end_line} per function and
file: the lines the function's code regions cover; and {"orphan": True,
file, line, end_line, where, region, true, false, fn, fid} for a branch
inside a macro whose expansion region clang left out (seen in loop
conditions): the function's lines, the branch's region in the
definition, its counts, the function record and the file id the
branch's expansion chain stopped at."""


from ..errors import MAX_COUNT, BadNumber, InputError, json_loads, read_bytes

TYPE = "llvm.coverage.json.export"
MAJORS = ("2", "3")
CODE_KIND = 0  # CounterMappingRegion::CodeRegion
EXPANSION_KIND = 1  # CounterMappingRegion::ExpansionRegion
BRANCH_KIND = 4  # CounterMappingRegion::BranchRegion


def sniff(data):
    head = data[:4096].lstrip()
    if head[:1] != b"{":
        return False
    if b'"llvm.coverage.json.export"' in head:
        return True
    # llvm-cov writes "data" first and the type after the (long) data: look
    # at the end too
    return b'"llvm.coverage.json.export"' in data[-4096:]


def _branch(b, where, path):
    if not isinstance(b, list) or len(b) < 9 or \
            not all(isinstance(x, int) and not isinstance(x, bool) for x in b[:9]):
        raise InputError(path, "%s: not a branch [line, col, end line, end col, true, false, "
                               "file id, expanded file id, kind]" % where)
    if b[4] < 0 or b[5] < 0:
        raise InputError(path, "%s: a negative count" % where)
    if not all(-MAX_COUNT <= x <= MAX_COUNT for x in b[:9]):
        raise InputError(path, "%s: a number out of range (more than 64 bits)" % where)
    return b


def _list(x, what, path):
    """x when it is a list (None: empty), else InputError."""
    if x is None:
        return []
    if x.__class__ is not list:
        raise InputError(path, "%s: not a list" % what)
    return x


def _names(x, what, path):
    x = _list(x, what, path)
    if not all(n.__class__ is str for n in x):
        raise InputError(path, "%s: a file name that is not a string" % what)
    return x


def _from_functions(functions, w0, path, out):
    """Branches from the functions list: each function's branches, with
    its expansion regions (kind 1) leading a branch in a macro back to
    the outermost call site.  (The files' own expansion lists leave out
    some expansions, a loop condition's among them.)"""
    for fi, fn in enumerate(functions):
        w = "%s.functions[%d]" % (w0, fi)
        if not isinstance(fn, dict):
            raise InputError(path, "%s: not a function record" % w)
        names = fn.get("filenames") or []
        regions = fn.get("regions") or []
        fname = fn.get("name") if isinstance(fn.get("name"), str) else w
        if not isinstance(names, list) or not isinstance(regions, list):
            raise InputError(path, "%s: no filenames or regions" % w)
        _names(names, w + ".filenames", path)
        exp_of, lo = {}, {}
        for gi, g in enumerate(regions):
            if not isinstance(g, list) or len(g) < 8 or \
                    not all(isinstance(x, int) and not isinstance(x, bool) for x in g[:8]):
                raise InputError(path, "%s.regions[%d]: not a region" % (w, gi))
            if not all(-MAX_COUNT <= x <= MAX_COUNT for x in g[:8]):
                raise InputError(path, "%s.regions[%d]: a number out of range (more than 64 bits)"
                                 % (w, gi))
            if g[7] == EXPANSION_KIND:
                exp_of[g[6]] = (g[5], g[0], g[1], g[2], g[3])
            elif g[7] == CODE_KIND and 0 <= g[5] < len(names):
                a, b = lo.get(g[5], (g[0], g[2]))
                lo[g[5]] = (min(a, g[0]), max(b, g[2]))
        for k, (a, b) in lo.items():
            if k not in exp_of:
                out.append({"source": "llvm-cov", "span": True, "file": names[k], "line": a,
                            "end_line": b})
        for bi, b in enumerate(_list(fn.get("branches"), w + ".branches", path)):
            b = _branch(b, "%s.branches[%d]" % (w, bi), path)
            if b[8] != BRANCH_KIND or not 0 <= b[6] < len(names):
                continue
            fid, call, seen = b[6], None, set()
            while fid in exp_of and fid not in seen:
                seen.add(fid)
                call = exp_of[fid]
                fid = call[0]
            if not 0 <= fid < len(names):
                continue
            if fid != 0:
                # a branch in a macro whose expansion region is missing
                # (clang leaves out those of loop conditions): its call
                # site is not known
                lo0 = lo.get(0, (0, 0))
                out.append({"source": "llvm-cov", "orphan": True, "file": names[0], "line": lo0[0],
                            "end_line": lo0[1], "where": (names[b[6]], b[0], b[1]),
                            "region": (names[b[6]], b[0], b[1], b[2], b[3]), "true": b[4],
                            "false": b[5], "fn": fname, "fid": fid})
                continue
            if call is None:
                out.append({"source": "llvm-cov", "file": names[fid], "line": b[0], "col": b[1],
                            "end_line": b[2], "end_col": b[3], "true": b[4], "false": b[5],
                            "in_macro": None, "call": None, "fn": fname})
            else:
                out.append({"source": "llvm-cov", "file": names[fid], "line": call[1],
                            "col": call[2], "end_line": call[3], "end_col": call[4],
                            "true": b[4], "false": b[5],
                            "in_macro": (names[b[6]], b[0], b[1], b[2], b[3]),
                            "call": (call[1], call[2]),
                            "exp": "%s.%d:%d" % (w, call[1], call[2]), "fn": fname})


def _from_files(files, w0, path, out):
    """Branches from the files list and their expansions (an export made
    with -skip-functions)."""
    for fi, f in enumerate(files):
        w = "%s.files[%d]" % (w0, fi)
        if not isinstance(f, dict) or not isinstance(f.get("filename"), str):
            raise InputError(path, "%s: not a file record" % w)
        name = f["filename"]
        for bi, b in enumerate(_list(f.get("branches"), w + ".branches", path)):
            b = _branch(b, "%s.branches[%d]" % (w, bi), path)
            if b[8] != BRANCH_KIND:
                continue
            out.append({"source": "llvm-cov", "file": name, "line": b[0], "col": b[1],
                        "end_line": b[2], "end_col": b[3], "true": b[4], "false": b[5],
                        "in_macro": None, "call": None})
        for ei, e in enumerate(_list(f.get("expansions"), w + ".expansions", path)):
            we = "%s.expansions[%d]" % (w, ei)
            if not isinstance(e, dict):
                raise InputError(path, "%s: not an expansion" % we)
            names = e.get("filenames")
            sr = e.get("source_region")
            if not isinstance(names, list) or not isinstance(sr, list) or len(sr) < 4 or \
                    not all(x.__class__ is int and -MAX_COUNT <= x <= MAX_COUNT for x in sr[:4]):
                raise InputError(path, "%s: no filenames or source_region" % we)
            _names(names, we + ".filenames", path)
            for bi, b in enumerate(_list(e.get("branches"), we + ".branches", path)):
                b = _branch(b, "%s.branches[%d]" % (we, bi), path)
                if b[8] != BRANCH_KIND:
                    continue
                defn = names[b[6]] if 0 <= b[6] < len(names) else None
                at = names[sr[5]] if len(sr) > 5 and isinstance(sr[5], int) \
                    and 0 <= sr[5] < len(names) else name
                out.append({"source": "llvm-cov", "file": at, "line": sr[0], "col": sr[1],
                            "end_line": sr[2], "end_col": sr[3], "true": b[4], "false": b[5],
                            "in_macro": (defn, b[0], b[1], b[2], b[3]),
                            "call": (sr[0], sr[1]), "exp": we})


def read(path, data=None):
    if data is None:
        data = read_bytes(path)
    try:
        doc = json_loads(data.decode("utf-8"))
    except BadNumber as e:
        raise InputError(path, "not an llvm-cov export: %s" % e.msg)
    except (ValueError, UnicodeDecodeError) as e:
        raise InputError(path, "not llvm-cov JSON: %s" % e)
    if not isinstance(doc, dict) or doc.get("type") != TYPE:
        raise InputError(path, "not an llvm-cov export (type is not %s)" % TYPE)
    version = str(doc.get("version"))
    if version.split(".")[0] not in MAJORS:
        raise InputError(path, "llvm-cov export version %s is not known (known: 2.x, 3.x)" % version)
    exports = doc.get("data")
    if not isinstance(exports, list):
        raise InputError(path, "llvm-cov export without a data list")
    out = []
    for di, d in enumerate(exports):
        if not isinstance(d, dict) or not isinstance(d.get("files"), list):
            raise InputError(path, "data[%d]: no files list" % di)
        if d.get("functions"):
            _from_functions(_list(d["functions"], "data[%d].functions" % di, path), "data[%d]" % di, path, out)
        else:
            _from_files(d["files"], "data[%d]" % di, path, out)
    return out
