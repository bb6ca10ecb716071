# SPDX-License-Identifier: MIT
"""How a report's "file" (what __FILE__ gave) is found under a source
tree: "probable-report html --root" and probable-fix both use it."""

import os


class SourceIndex:
    """The files under root, and how a report's "file" (what __FILE__ gave)
    is found among them; tools/probable-fix and "html --root" both use it.
    Reuse one per run: the walk of root is done once, when first needed.

    build_dirs: directories (relative to root, or absolute) the compiler
    ran in, where relative names start (probable-fix's --build-dir).
    hint: words added to an "ambiguous" reason (what would settle it)."""

    def __init__(self, root, build_dirs=(), hint=None):
        self.root = os.path.abspath(root)
        self.build_dirs = [os.path.normpath(os.path.join(self.root, b)) for b in build_dirs]
        self.hint = hint
        self._by_base = None

    def by_base(self):
        """{file name: [paths relative to root, "/"-separated]}; directories
        whose name starts with a dot are skipped; sorted walk."""
        if self._by_base is None:
            self._by_base = {}
            for d, dirs, files in os.walk(self.root):
                dirs[:] = sorted(x for x in dirs if not x.startswith("."))
                for f in sorted(files):
                    rel = os.path.relpath(os.path.join(d, f), self.root).replace(os.sep, "/")
                    self._by_base.setdefault(f, []).append(rel)
        return self._by_base

    def direct(self, path):
        """(path, path relative to root) when path is a file under root
        (also through symbolic links: its realpath under root's), else None."""
        path = os.path.normpath(path)
        if _inside(path, self.root):
            rel = os.path.relpath(path, self.root)
        else:
            real, realroot = os.path.realpath(path), os.path.realpath(self.root)
            if not _inside(real, realroot):
                return None
            rel = os.path.relpath(real, realroot)
            path = real
        if not os.path.isfile(path):
            return None
        return path, rel.replace(os.sep, "/")

    def locate(self, name):
        """(absolute path, path relative to root, note or None), or
        (None, reason, None).  In order: NAME as it is (an absolute name)
        or from root and then each build dir (a relative name) when that
        is a file under root; then without its leading ../ components, from
        root (note "NAME is REL (leading ../ dropped)"); else the file under
        root whose path ends with the most of NAME's last components, when
        exactly one does (note "NAME is REL (the only file under --root
        ending in SUFFIX)"); several: (None, "ambiguous under --root ROOT:
        a, b", None)."""
        if not name or name.startswith("<"):
            return None, "not a file", None
        if os.path.isabs(name):
            found = self.direct(name)
            if found:
                return found + (None,)
        else:
            for base in [self.root] + self.build_dirs:
                found = self.direct(os.path.join(base, name))
                if found:
                    return found + (None,)
            norm = os.path.normpath(name)
            stripped = norm
            while stripped.startswith(os.pardir + os.sep):
                stripped = stripped[len(os.pardir + os.sep):]
            if stripped != norm:
                found = self.direct(os.path.join(self.root, stripped))
                if found:
                    return found + ("%s is %s (leading ../ dropped)" % (name, found[1]),)
        parts = [p for p in os.path.normpath(name).replace(os.sep, "/").split("/")
                 if p not in ("", ".", "..")]
        if not parts:
            return None, "not a file", None
        best, which = 0, []
        for rel in self.by_base().get(parts[-1], []):
            rp = rel.split("/")
            k = 0
            while k < min(len(rp), len(parts)) and rp[-1 - k] == parts[-1 - k]:
                k += 1
            if k > best:
                best, which = k, [rel]
            elif k == best:
                which.append(rel)
        if not which:
            return None, "no such file under --root %s: nothing is named %s" % (self.root, parts[-1]), None
        if len(which) > 1:
            return None, "ambiguous under --root %s: %s%s" % (
                self.root, ", ".join(sorted(which)), " (%s)" % self.hint if self.hint else ""), None
        rel = which[0]
        return os.path.join(self.root, rel), rel, "%s is %s (the only file under --root " \
            "ending in %s)" % (name, rel, "/".join(parts[-best:]))

    def resolve(self, name):
        """(path relative to root, None) or (None, why not): locate()
        without the absolute path and the note."""
        path, rel, _ = self.locate(name)
        return (rel, None) if path else (None, rel)


def _inside(path, root):
    rel = os.path.relpath(path, root)
    return not (rel == os.pardir or rel.startswith(os.pardir + os.sep) or os.path.isabs(rel))


def resolve_source(name, root=".", index=None):
    """resolve a report's "file" against root (see SourceIndex.locate):
    (path relative to root, None) or (None, why not)."""
    return (index or SourceIndex(root)).resolve(name)


def root_of_names(names):
    """Where counts say their sources are, for a run without --root: the
    deepest directory holding every source file the counts name that
    exists (C and C++ files other than headers, when there are any; else
    the headers), or None when none exists.  names: (directory a
    relative name is taken from, name) pairs; names under /usr/ and
    names like <built-in> are left out.  InputError when the files share
    no directory but the file system's root (counts of several trees:
    say which with --root)."""
    from .errors import InputError
    seen = {}
    found, headers = set(), set()
    for base, name in names:
        if not name or name.__class__ is not str or name.startswith("<"):
            continue
        key = (base, name)
        if key in seen:
            continue
        path = os.path.normpath(name if os.path.isabs(name) else os.path.join(base, name))
        seen[key] = path
        if path.startswith("/usr/") or not os.path.isfile(path):
            continue
        (headers if path.endswith(HEADER_EXTS) else found).add(os.path.dirname(path))
    dirs = found or headers
    if not dirs:
        return None
    common = os.path.commonpath(sorted(dirs))
    if os.path.dirname(common) == common:
        raise InputError("--root", "the source files the counts name share no directory but %s "
                                   "(%s): say which tree with --root" % (
                                       common, ", ".join(sorted(dirs)[:3])))
    return common


HEADER_EXTS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc", ".H")
