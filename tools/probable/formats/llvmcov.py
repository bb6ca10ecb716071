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
    branch: which expansion record of the input it came from).
Also one record {"span": True, file, line, end_line} per function and
file: the lines the function's code regions cover."""

import json

from ..errors import InputError

TYPE = "llvm.coverage.json.export"
MAJORS = ("2", "3")
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
    return b


def read(path, data=None):
    if data is None:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise InputError(path, e.strerror or str(e))
    try:
        doc = json.loads(data.decode("utf-8"))
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
        files = d.get("files") if isinstance(d, dict) else None
        if not isinstance(files, list):
            raise InputError(path, "data[%d]: no files list" % di)
        for fi, f in enumerate(files):
            w = "data[%d].files[%d]" % (di, fi)
            if not isinstance(f, dict) or not isinstance(f.get("filename"), str):
                raise InputError(path, "%s: not a file record" % w)
            name = f["filename"]
            if "branches" not in f and "expansions" not in f:
                continue  # exported with -summary-only: nothing to judge
            for bi, b in enumerate(f.get("branches") or []):
                b = _branch(b, "%s.branches[%d]" % (w, bi), path)
                if b[8] != BRANCH_KIND:
                    continue
                out.append({"source": "llvm-cov", "file": name, "line": b[0], "col": b[1],
                            "end_line": b[2], "end_col": b[3], "true": b[4], "false": b[5],
                            "in_macro": None, "call": None})
            for ei, e in enumerate(f.get("expansions") or []):
                we = "%s.expansions[%d]" % (w, ei)
                if not isinstance(e, dict):
                    raise InputError(path, "%s: not an expansion" % we)
                names = e.get("filenames")
                sr = e.get("source_region")
                if not isinstance(names, list) or not isinstance(sr, list) or len(sr) < 4:
                    raise InputError(path, "%s: no filenames or source_region" % we)
                for bi, b in enumerate(e.get("branches") or []):
                    b = _branch(b, "%s.branches[%d]" % (we, bi), path)
                    if b[8] != BRANCH_KIND:
                        continue
                    defn = names[b[6]] if 0 <= b[6] < len(names) else None
                    at = names[sr[5]] if len(sr) > 5 and isinstance(sr[5], int) \
                        and 0 <= sr[5] < len(names) else name
                    out.append({"source": "llvm-cov", "file": at, "line": sr[0], "col": sr[1],
                                "end_line": sr[2], "end_col": sr[3], "true": b[4], "false": b[5],
                                "in_macro": (defn, b[0], b[1], b[2], b[3]),
                                "call": (sr[0], sr[1]), "exp": "%d.%d.%d" % (di, fi, ei)})
        # which lines each function's code covers: a site on such a line
        # without a branch is in the build (not judged), elsewhere it is
        # compiled out
        for fi, fn in enumerate(d.get("functions") or []):
            if not isinstance(fn, dict):
                continue
            names = fn.get("filenames") or []
            lo = {}
            for g in fn.get("regions") or []:
                if not isinstance(g, list) or len(g) < 8 or g[7] != 0 or not isinstance(g[5], int) \
                        or not 0 <= g[5] < len(names):
                    continue
                a, b = lo.get(g[5], (g[0], g[2]))
                lo[g[5]] = (min(a, g[0]), max(b, g[2]))
            for k, (a, b) in lo.items():
                out.append({"source": "llvm-cov", "span": True, "file": names[k], "line": a,
                            "end_line": b})
    return out
