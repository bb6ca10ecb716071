# SPDX-License-Identifier: MIT
"""Reading profile reports: JSON format versions 1, 2 and 3
(docs/profile-format.md), one validation for every tool.

read(path) gives a report in version 3's shape with its sites not yet
judged (site.Merger / judge.judge do that); anything that is not a report
of a version this tool knows raises errors.InputError(path, reason)."""

import json
import os
import re
import stat
import sys

from .. import FORMAT
from ..errors import MAX_COUNT, BadNumber, InputError, json_decoder, json_loads, os_reason, reading, \
    refuse_lone_surrogates
from ..judge import READER_VERDICTS, TEST_MIN_SIZE, VERDICTS
from ..site import EXTRA_FIELDS, FACTS, OPTIONAL, SITE_FIELDS

VERSIONS = (1, 2, 3)
SOURCES = ("profile", "gcov", "llvm-cov", "kernel", "mixed")
_VERDICT_SET = frozenset(VERDICTS)
# strings many sites share: one object each (memory on large reports)
_SHARED = ("file", "func", "macro", "arch")
# a site before it is read: every field, in the order of SITE_FIELDS (so
# the dict never grows when judged: memory on 200,000 sites)
# ("expanded", "instance" and "unit" only when the report has them: a record
# without them keys as before, see site.CONDITION and site.UNIT)
_TEMPLATE = dict.fromkeys(f for f in SITE_FIELDS if f != "why" and f not in OPTIONAL)
_interned = {}
_intern = _interned.setdefault


def read_text(path):
    """The text of path ("-": standard input), or InputError: a directory,
    a block device, an unreadable, empty or binary file, or text that is
    not UTF-8."""
    reading(path)
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
            name = "-"
        else:
            name = path
            st = os.stat(path)
            if stat.S_ISDIR(st.st_mode):
                raise InputError(path, "is a directory, not a report")
            if stat.S_ISBLK(st.st_mode):
                raise InputError(path, "is a block device, not a report")
            with open(path, "rb") as f:
                head = f.read(65536)
                if b"\0" in head:
                    raise InputError(path, "binary data, not a report")
                data = head + f.read()
    except InputError:
        raise
    except OSError as e:
        raise InputError(name, os_reason(e))
    return check_text(data, name)


def check_text(data, name):
    """The bytes of a report as text, or InputError: empty, binary, not
    UTF-8 (read_text's checks, for bytes read elsewhere: a pipe is read
    once)."""
    if not data.strip():
        raise InputError(name, "empty file, not a report")
    if b"\0" in data[:65536]:
        raise InputError(name, "binary data, not a report")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(name, "not UTF-8 (byte %d), not a report" % e.start)


def parse(text, path):
    """The JSON document of a report's text, or InputError."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped.startswith("{"):
        raise InputError(path, "not a probable profile report (not a JSON object)")
    try:
        return json_loads(stripped)
    except BadNumber as e:
        raise InputError(path, "not a report: %s" % e.msg)
    except ValueError as e:
        if not stripped.rstrip().endswith("}"):
            raise InputError(path, "truncated: the JSON ends early (at byte %d)" % len(stripped.encode("utf-8")))
        raise InputError(path, "not JSON: %s" % getattr(e, "msg", e))


def check_header(doc, path):
    """The version of a parsed report, or InputError for anything else."""
    if not isinstance(doc, dict):
        raise InputError(path, "not a probable profile report (not a JSON object)")
    version = doc.get("version")
    fmt = doc.get("format")
    if fmt is not None and fmt != FORMAT:
        raise InputError(path, "not a probable profile report (format %s)" % _show(fmt))
    if isinstance(version, bool) or not isinstance(version, int):
        raise InputError(path, "not a probable profile report (no version number)")
    if version > VERSIONS[-1]:
        raise InputError(path, "report format version %d is newer than this tool reads (1 to %d)"
                         % (version, VERSIONS[-1]))
    if version not in VERSIONS:
        raise InputError(path, "not a probable profile report (version %d)" % version)
    if version >= 2 and fmt != FORMAT:
        raise InputError(path, "not a probable profile report (no \"format\": \"%s\")" % FORMAT)
    if not isinstance(doc.get("sites"), list):
        raise InputError(path, "not a probable profile report (no \"sites\" array)")
    return version


class _Bad(Exception):
    pass


def _count(site, key, default=None):
    v = site.get(key, default)
    if v is None:
        return None
    if v.__class__ is not int or not 0 <= v <= MAX_COUNT:
        raise _Bad("\"%s\" is not a count: %s" % (key, _show(v)))
    return v


def _show(v):
    """A value as the reason shows it: short."""
    try:
        t = json.dumps(v)
    except (ValueError, TypeError, RecursionError):
        t = repr(v)
    return t if len(t) <= 40 else t[:37] + "..."


def upgrade_site(site, version, table=None, source="profile"):
    """One site of a version-1, -2 or -3 report in version 3's shape:
    identity fields present (None when the report did not say: version 1
    has no macro; nth 0 before version 3), counts checked, build facts
    present (a version-1 site takes the arch table's values for its arch,
    then "facts_from": "arch table"; else None), derived fields left for
    judge() (a verdict only when a reader set it: READER_VERDICTS).
    Raises ValueError-like _Bad with the reason."""
    if site.__class__ is not dict:
        raise _Bad("a site is not an object")
    out = _TEMPLATE.copy()
    get = site.get
    for k in _SHARED:
        v = get(k)
        if v is not None:
            if v.__class__ is not str:
                raise _Bad("\"%s\" is not a string" % k)
            out[k] = _intern(v, v)
    expr, cond = get("expr"), get("cond")
    if expr is not None and expr.__class__ is not str:
        raise _Bad("\"expr\" is not a string")
    if cond is not None and cond.__class__ is not str:
        raise _Bad("\"cond\" is not a string")
    out["expr"] = expr
    out["cond"] = expr if cond == expr else cond
    for k in OPTIONAL:
        v = get(k)
        if v is not None:
            if v.__class__ is not str:
                raise _Bad("\"%s\" is not a string" % k)
            out[k] = _intern(v, v)
    kind = site.get("kind", "branch")
    if kind != "branch" and kind != "unaligned":
        raise _Bad("unknown kind %s" % _show(kind))
    out["kind"] = _intern(kind, kind)
    line = _count(site, "line")
    if line is None:
        raise _Bad("site without \"line\"")
    out["line"] = line
    count = out["count"] = _count(site, "count", 0)
    hits = out["hits"] = _count(site, "hits", 0)
    for k, v in (("count", count), ("hits", hits)):
        if v is None:   # written as null: no count (absent is 0)
            raise _Bad("\"%s\" is not a count: null" % k)
    if hits > count:
        raise _Bad("more hits (%d) than evaluations (%d)" % (hits, count))
    verdict = site.get("verdict")
    if verdict is not None and (verdict.__class__ is not str or verdict not in _VERDICT_SET):
        raise _Bad("unknown verdict %s" % _show(verdict))
    declared = site.get("declared")
    if declared is None:
        if version < 3 or (verdict not in READER_VERDICTS):
            raise _Bad("site without \"declared\"")
    elif declared.__class__ is not int or not 0 <= declared <= 100:
        raise _Bad("\"declared\" is not a pc from 0 to 100: %s" % _show(declared))
    out["declared"] = declared
    out["size"] = _count(site, "size", 0 if kind == "branch" else None)
    for k in FACTS:
        v = get(k)
        if v is not None and (v.__class__ is not int or not 0 <= v <= MAX_COUNT):
            raise _Bad("\"%s\" is not a count: %s" % (k, _show(v)))
        out[k] = v
    if version >= 3:
        out["nth"] = _count(site, "nth", 0)
        out["col"] = _count(site, "col", 0)
        c = site.get("constant", 0)
        if c not in (0, 1) or c.__class__ is not int:
            raise _Bad("\"constant\" is not 0 or 1: %s" % _show(c))
        out["constant"] = c
        src = site.get("source", source)
        if src.__class__ is not str:
            raise _Bad("\"source\" is not a string")
        out["source"] = _intern(src, src)
        if verdict in READER_VERDICTS:
            out["verdict"] = verdict
            if site.get("why").__class__ is str:
                out["why"] = site["why"]
    else:
        out["nth"] = 0
        out["col"] = 0
        out["constant"] = 0
        out["source"] = "profile"
    if version < 2 or out["high"] is None:
        facts = (table or {}).get(out["arch"] or "")
        if facts and all(out[k] is None for k in FACTS):
            out.update(facts)
            out["exact"] = 0
            if kind == "unaligned" and out["size"] is not None and out["size"] < TEST_MIN_SIZE:
                out["test_below"] = 0
            out["facts_from"] = "arch table"
        else:  # without facts: keep what the report said the hints were
            for k in ("hint", "suggest_hint"):
                if site.get(k) is not None:
                    out[k] = site[k]
    for k in EXTRA_FIELDS:
        if k in site:
            v = site[k]
            if not _EXTRA_OK[k](v):
                raise _Bad("\"%s\" is not %s: %s" % (k, _EXTRA_WHAT[k], _show(v)))
            if k == "labels":
                # the counts per label; the rest is judged again from them
                v = [dict({"label": x["label"], "count": x["count"], "hits": x["hits"]},
                          **({"parts": x["parts"]} if x.get("parts") else {})) for x in v]
            out[k] = v
    return out


# what a merge writes in the extra fields (site.py): anything else is refused
_EXTRA_OK = {
    "declared_conflict": lambda v: v.__class__ is list and all(
        x.__class__ is int and 0 <= x <= 100 for x in v),
    "facts_conflict": lambda v: v.__class__ is list and all(
        x.__class__ is dict and all(y is None or (y.__class__ is int and 0 <= y <= MAX_COUNT)
                                    for y in x.values()) for x in v),
    "facts_from": lambda v: v.__class__ is str,
    "conditions": lambda v: v.__class__ is int and 2 <= v <= MAX_COUNT,
    "parts": lambda v: v.__class__ is list and all(
        x.__class__ is dict and len(x) == 3 and all(
            (x[k].__class__ is int and 0 <= x[k] <= MAX_COUNT) if k in ("count", "hits")
            else x[k].__class__ is str for k in x) for x in v),
    "direction": lambda v: v in ("likely", "unlikely", "pc"),
    "labels": lambda v: v.__class__ is list and all(
        x.__class__ is dict and x.get("label").__class__ is str and x["label"] != "" and all(
            x.get(k).__class__ is int and 0 <= x[k] <= MAX_COUNT for k in ("count", "hits"))
        and x["hits"] <= x["count"] and _EXTRA_OK["parts"](x.get("parts", [])) for x in v)
        and len(set(x["label"] for x in v)) == len(v),
    "via": lambda v: v.__class__ is str and v != "",
    "copies": lambda v: v.__class__ is int and 2 <= v <= MAX_COUNT,
}
_EXTRA_WHAT = {"via": "a macro name", "copies": "a number of copies (2 or more)",
               "declared_conflict": "a list of pcs", "facts_conflict": "a list of build facts",
               "facts_from": "a string", "conditions": "a number of conditions (2 or more)",
               "parts": "a list of parts (a name, count and hits each)",
               "direction": "likely, unlikely or pc",
               "labels": "a list of labels (a distinct name, count and hits each)"}


def _int_or(doc, key, default):
    v = doc.get(key, default)
    return v if v.__class__ is int and v >= 0 else default


def _site_list(doc, path, version, table, source, on_site=None):
    sites = []
    add = on_site or sites.append
    up = upgrade_site
    i = -1
    try:
        for i, s in enumerate(doc["sites"]):
            add(up(s, version, table, source))
    except _Bad as e:
        raise InputError(path, "site %d: %s" % (i + 1, e))
    return sites


def _header(doc, path, version):
    source = doc.get("source", "profile") if version >= 3 else "profile"
    if source.__class__ is not str:
        raise InputError(path, "\"source\" is not a string")
    run = doc.get("run")
    return {"format": FORMAT, "version": version, "source": source,
            "run": run if run is None or run.__class__ is str else _show(run),
            "dumps": _int_or(doc, "dumps", 1), "inputs": _int_or(doc, "inputs", 1) or 1}


def from_doc(doc, path, table=None):
    """A parsed report document in version 3's shape (see read)."""
    version = check_header(doc, path)
    rep = _header(doc, path, version)
    rep["sites"] = _site_list(doc, path, version, table, rep["source"])
    return rep


_WS = re.compile(r"[ \t\n\r]*")


def _stream(text, path, table, on_site):
    """Parse a report's JSON text with its sites upgraded one at a time as
    they are read (memory: the text and the upgraded sites, never the
    whole document as raw JSON objects too).  Returns the report; sites
    go to on_site when given."""
    raw = json_decoder().raw_decode
    ws = _WS.match
    doc = {}
    sites = None
    pending = None
    try:
        refuse_lone_surrogates(text)
        pos = ws(text, 0).end()
        if text[pos:pos + 1] != "{":
            raise InputError(path, "not a probable profile report (not a JSON object)")
        pos = ws(text, pos + 1).end()
        if text[pos:pos + 1] == "}":
            pos += 1
        else:
            while True:
                key, pos = raw(text, pos)
                pos = ws(text, pos).end()
                if text[pos:pos + 1] != ":":
                    raise ValueError("':' expected")
                pos = ws(text, pos + 1).end()
                if key == "sites" and text[pos:pos + 1] == "[" and sites is None:
                    version = check_header(dict(doc, sites=[]), path) if "version" in doc else None
                    if version is not None:
                        rep = _header(doc, path, version)
                        sites = []
                        add = on_site or sites.append
                    else:
                        pending = []
                        add = pending.append
                    pos = ws(text, pos + 1).end()
                    i = 0
                    if text[pos:pos + 1] == "]":
                        pos += 1
                    else:
                        while True:
                            obj, pos = raw(text, pos)
                            i += 1
                            if version is not None:
                                try:
                                    add(upgrade_site(obj, version, table, rep["source"]))
                                except _Bad as e:
                                    raise InputError(path, "site %d: %s" % (i, e))
                            else:
                                add(obj)
                            pos = ws(text, pos).end()
                            c = text[pos:pos + 1]
                            pos = ws(text, pos + 1).end()
                            if c == "]":
                                break
                            if c != ",":
                                raise ValueError("',' or ']' expected")
                    doc["sites"] = True
                else:
                    doc[key], pos = raw(text, pos)
                    pos = ws(text, pos).end()
                c = text[pos:pos + 1]
                pos = ws(text, pos + 1).end()
                if c == "}":
                    break
                if c != ",":
                    raise ValueError("',' or '}' expected")
                pos = ws(text, pos).end()
        if text[pos:].strip():
            raise ValueError("extra data after the report")
    except InputError:
        raise
    except BadNumber as e:
        raise InputError(path, "not a report: %s" % e.msg)
    except RecursionError:
        raise InputError(path, "not a report: nested too deeply")
    except (ValueError, IndexError) as e:
        if not text.rstrip().endswith("}"):
            raise InputError(path, "truncated: the JSON ends early (at byte %d)" % len(text.encode("utf-8")))
        where = getattr(e, "lineno", None)
        raise InputError(path, "not JSON: %s%s" % (getattr(e, "msg", e), " (line %d)" % where if where else ""))
    if sites is None:
        doc["sites"] = pending
        check_header(doc, path)
        rep = from_doc(doc, path, table)
        if on_site:
            for s in rep["sites"]:
                on_site(s)
            rep["sites"] = []
        return rep
    rep["sites"] = sites
    return rep


def read(path, table=None, on_site=None):
    """One report (a path, or "-" for standard input) in version 3's shape,
    sites not judged: "format", "version" (as read), "source", "run",
    "dumps", "inputs", "sites".  table: the arch table
    (archdata.arch_table()) for version-1 sites, which carry no build facts.
    on_site: called with each site instead of listing them (then "sites"
    is empty): Merger.add_site.  Raises InputError(path, reason)."""
    text = read_text(path)
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped.startswith("{"):
        raise InputError(path, "not a probable profile report (not a JSON object)")
    return _stream(stripped, path, table, on_site)
