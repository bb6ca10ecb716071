#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""gen-profile-runtime-asm.py - write include/probable_profile_runtime_x86_64.h:
profile mode's runtime (the C of include/probable_profile_runtime.h,
probable_profile_file.h and probable_profile_base_()'s body in
probable_profile.h), compiled once here for x86-64, as one top-level asm
statement that every profiled x86-64 unit carries instead of compiling the C.

    python3 tools/gen-profile-runtime-asm.py          write the header
    python3 tools/gen-profile-runtime-asm.py -o FILE  write FILE ("-": stdout)
    python3 tools/gen-profile-runtime-asm.py --hash   print the sources' hash
    python3 tools/gen-profile-runtime-asm.py --text -o FILE   the readable form
    make profile-runtime                              the same as the first

How: a unit that is nothing but `#include <probable.h>` with
-DPROBABLE_PROFILE -DPROBABLE_PROFILE_C_RUNTIME is compiled with gcc
(CC_RUNTIME=another) to assembly with FLAGS below; from it this keeps the
runtime's functions, data and strings only (not the unit's constructor and
destructor probable_profile_load_tu_/unload_tu_ and their .init_array/
.fini_array entries, not .file, .ident or .note sections), renames every
symbol local to the unit (.L labels, static locals such as probable_msg_.3)
to .Lprobable_rt_<name>, and puts every section in one COMDAT group whose
signature is probable_profile_rt_<hash> (GNU ld, gold and lld keep one group
per program).  That text (--text writes it, for reading) is assembled, and
what is written is the object again as directives: each section's bytes as
.ascii, each relocation as the .long/.quad expression that makes the same
one, each symbol where it was; references within the code are resolved
here, and each call through the GOT becomes a call to a stub that jumps
through it (one relocation per C library function, not per call).  An
assembler reads that several times faster than instructions, it is the
same in AT&T and Intel syntax, and it is checked: assembled again, it must
give the same bytes and as many relocations.  The whole is inside
`.ifndef probable_profile_base_` ... `.endif` (a unit carries it once even
where a link-time optimiser pastes the top-level asm of many units into one
assembly: gcc -flto does; units of another version of these headers too) and `.pushsection` ... `.popsection` (the
compiler's own section is what it was).

Deterministic: the output depends only on the sources and the compiler
(no date, no path); the header records the hash of the sources
(tests/profile/test_runtime_asm.py compares it with the tree's).
Standard library only.
"""

import hashlib
import struct
import os
import re
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(TOP, "include", "probable_profile_runtime_x86_64.h")
# what the runtime is compiled from (their bytes, in this order, hashed)
SOURCES = ["include/probable.h", "include/probable_internal.h", "include/probable_profile.h",
           "include/probable_profile_runtime.h", "include/probable_profile_file.h",
           "tools/gen-profile-runtime-asm.py"]
# -Os: the runtime is cold (a thread's first count and exit, fork, reports) and
# every profiled unit hands its text to the assembler: the smaller the
# cheaper (about 12% less to assemble than -O2).
# -fPIC without -fPIE: code valid in an executable, a PIE and a shared
# library; its thread-local is reached initial-exec through the GOT (glibc's
# <features.h> first, so that __GLIBC__ picks that model, as in a shared
# library's C runtime), which the linker relaxes in an executable.
# -fcf-protection=branch: an endbr64 at every function (some are reached
# through pointers: qsort, pthread_key_create, pthread_atfork), harmless
# where IBT is not enforced; the note that marks an object IBT-compatible is
# not kept (the unit's own flags decide that).
# -fno-reorder-blocks-and-partition: no .text.unlikely part.
# -fasynchronous-unwind-tables: the runtime's .eh_frame is kept (written out
# as bytes like the code, outside the group: a linker drops the entries of
# a discarded copy), so that a debugger's backtrace, backtrace() in a heap
# profiler's hook and pthread_cancel() unwind through it as through C; the
# rest: no stack protector, no dependence on a distribution's defaults.
FLAGS = ["-Os", "-fPIC", "-fno-plt", "-fcf-protection=branch", "-fno-reorder-blocks-and-partition",
         "-fasynchronous-unwind-tables", "-fno-exceptions",
         "-fno-stack-protector", "-fno-stack-clash-protection", "-fno-common", "-U_FORTIFY_SOURCE",
         "-fno-ident", "-g0", "-march=x86-64", "-mtune=generic", "-std=gnu11"]
DEFINES = ["-DPROBABLE_PROFILE", "-DPROBABLE_PROFILE_C_RUNTIME", "-DPROBABLE_PROFILE_OPTIMIZE_RUNTIME",
           "-DPROBABLE_PROFILE_SECTION_=\".text.probable_profile_rt\""]
UNIT = "#include <features.h>\n#include <probable.h>\n"
STUBS = {"probable_profile_load_tu_", "probable_profile_unload_tu_"}
# what .ifndef tests: a function every version of the runtime defines, so
# that where a link-time optimiser pastes the top-level asm of many units
# into one assembly, units of two versions of these headers get one runtime
# there, as weak symbols give them one elsewhere
GUARD = "probable_profile_base_"
PROG = "gen-profile-runtime-asm"


class GenError(Exception):
    pass


def sources_hash():
    h = hashlib.sha256()
    for rel in SOURCES:
        with open(os.path.join(TOP, rel), "rb") as f:
            data = f.read()
        h.update(rel.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return h.hexdigest()


def compile_unit(cc):
    with tempfile.TemporaryDirectory(prefix="probable-rt-") as d:
        src, out = os.path.join(d, "runtime.c"), os.path.join(d, "runtime.s")
        with open(src, "w") as f:
            f.write(UNIT)
        cmd = [cc] + FLAGS + DEFINES + ["-I" + os.path.join(TOP, "include"), "-S", src, "-o", out]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0 or p.stderr.strip():
            raise GenError("%s failed:\n%s" % (" ".join(cmd), p.stderr))
        with open(out) as f:
            return f.read()


def version_of(cc):
    p = subprocess.run([cc, "--version"], capture_output=True, text=True)
    return p.stdout.splitlines()[0] if p.returncode == 0 and p.stdout else cc


# a section of the unit: what it becomes (None: dropped); spec: its flags,
# type and entity size as the compiler first gave them ("aMS", "@progbits", "1")
def group_section(name, sig, spec=None):
    if name in (".text", ".text.startup", ".text.exit") or \
            re.match(r"\.(init|fini)_array|\.ctors|\.dtors|\.note\.|\.comment", name):
        return None
    if name == ".text.probable_profile_rt":
        return '.section .text.probable_profile_rt,"axG",@progbits,%s,comdat' % sig
    default = {".rodata": ("a", "@progbits"), ".data": ("aw", "@progbits"), ".bss": ("aw", "@nobits"),
               ".tbss": ("awT", "@nobits"), ".tdata": ("awT", "@progbits")}
    base = next((b for b in default if name == b or name.startswith(b + ".")), None)
    if base is None:
        raise GenError("a section this generator does not know: %s (teach group_section())" % name)
    flags, typ = default[base]
    entsize = []
    if spec:
        flags, typ, entsize = spec[0], (spec[1] if len(spec) > 1 else typ), list(spec[2:])
    if "M" in flags and not entsize:
        raise GenError("a mergeable section without its entity size: %s" % name)
    if "G" in flags or "?" in flags:
        raise GenError("the compiler put %s in a group already" % name)
    return '.section %s.probable_profile_rt,"%sG",%s,%s%s,comdat' % (
        name, flags, typ, "".join(e + "," for e in entsize), sig)


# the bytes of .ascii data written as the assembler's octal escapes: NUL
# (it would end the C string), newline, carriage return and tab (the line's
# end and white space to a reader), the quote and the backslash, and every
# byte above 127 (GNU as warns of a multibyte character in its input with
# --multibyte-handling=warn, an error with --fatal-warnings); every other
# byte is in the asm text as itself (a C octal escape in the header), which
# the assembler reads faster than its own escapes
ASM_ESCAPED = frozenset((0, 9, 10, 13, 34, 92) + tuple(range(128, 256)))

SYMBOL_DIRECTIVES = (".weak", ".hidden", ".globl", ".global", ".type", ".size", ".local", ".protected", ".internal")
TOKEN = re.compile(r'(?<![\w.$%@])[A-Za-z_.$][\w.$]*')


def split_string(line):
    """(code, rest): rest starts at the first double quote (a string operand
    of .string/.ascii), which is never renamed"""
    i = line.find('"')
    return (line, "") if i < 0 else (line[:i], line[i:])


def transform(asm, sig):
    lines = asm.splitlines()
    kept = []          # (kind, text): ("sec", name) or ("line", text)
    section = None     # the current section's name
    weak = set()
    labels = []
    dropped_labels = set()
    specs = {}
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#") or line in ("#APP", "#NO_APP"):
            continue
        words = line.split(None, 1)
        op = words[0]
        arg = words[1] if len(words) > 1 else ""
        if op in (".file", ".ident"):
            continue
        if op in (".text", ".data", ".bss"):
            section = op
            continue
        if op in (".section", ".pushsection"):
            if op == ".pushsection":
                raise GenError("unexpected .pushsection in the compiler's output")
            parts = [x.strip() for x in arg.split(",")]
            section = parts[0]
            if len(parts) > 1:
                spec = (parts[1].strip('"'),) + tuple(parts[2:])
                if specs.setdefault(section, spec) != spec:
                    raise GenError("section %s given two ways" % section)
            continue
        if op in (".previous", ".popsection", ".subsection"):
            raise GenError("unexpected %s in the compiler's output" % op)
        if op in SYMBOL_DIRECTIVES:
            name = arg.split(",")[0].strip()
            if name in STUBS:
                continue
            if op in (".weak", ".globl", ".global"):
                weak.add(name)
            kept.append(("line", section, line))
            continue
        if section is None:
            raise GenError("code before any section: %s" % line)
        target = group_section(section, sig, specs.get(section))
        m = re.match(r'^([A-Za-z_.$][\w.$]*):$', line)
        if target is None:
            if m:
                dropped_labels.add(m.group(1))
            continue
        if m:
            labels.append(m.group(1))
        kept.append(("line", section, line))
    # what was dropped: the constructor and destructor and their local labels only
    for name in dropped_labels:
        if name not in STUBS and not name.startswith(".L"):
            raise GenError("a symbol in a dropped section: %s" % name)
    # every label not weak/global is the unit's own: renamed
    rename = {}
    for name in labels:
        if name in weak:
            continue
        if name.startswith("probable_profile_") and "." not in name:
            raise GenError("%s is defined but neither weak nor global (static in the runtime?)" % name)
        rename[name] = ".Lprobable_rt_" + name.lstrip(".").replace(".", "_")
    if len(set(rename.values())) != len(rename):
        raise GenError("two local labels rename alike")
    out = []
    current = None
    for _, sec, line in kept:
        if sec is not None and group_section(sec, sig) is not None and sec != current and not line.startswith(SYMBOL_DIRECTIVES):
            out.append(group_section(sec, sig, specs.get(sec)))
            current = sec
        code, rest = split_string(line)
        code = TOKEN.sub(lambda m: rename.get(m.group(0), m.group(0)), code)
        for name in dropped_labels | STUBS:
            if re.search(r'(?<![\w.$])' + re.escape(name) + r'(?![\w.$])', code):
                raise GenError("a kept line refers to a dropped symbol %s: %s" % (name, line))
        code = re.sub(r"\s+", " ", code.replace("\t", " ")).strip() if not rest else \
            re.sub(r"\s+", " ", code.replace("\t", " ")).lstrip()
        out.append(code + rest)
    text = "\n".join(out)
    if "__tls_get_addr" in text or "@gottpoff" not in text:
        raise GenError("the thread-local is not reached initial-exec through the GOT (@gottpoff)")
    for bad in ("@GOTOFF", "@TPOFF", "@tpoff", "@dtpoff", "@tlsld", "@tlsgd"):
        if bad in text:
            raise GenError("%s in the runtime: not valid in every kind of object" % bad)
    head = [".ifndef %s" % GUARD,
            '.pushsection .text.probable_profile_rt,"axG",@progbits,%s,comdat' % sig,
            ".weak %s" % sig, ".hidden %s" % sig, "%s:" % sig]
    tail = [".popsection", ".endif"]
    return head + out + tail, sorted(weak)


# ---- the assembled form: bytes and relocations --------------------------------

def assemble(cc, lines):
    """the ELF object the assembler makes of lines (bytes)"""
    with tempfile.TemporaryDirectory(prefix="probable-rt-") as d:
        src, obj = os.path.join(d, "blob.s"), os.path.join(d, "blob.o")
        with open(src, "w", encoding="latin-1") as f:
            f.write("\n".join(lines) + "\n")
        cmd = [cc, "-c", "-x", "assembler", src, "-o", obj]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0 or p.stderr.strip():
            raise GenError("%s failed:\n%s" % (" ".join(cmd), p.stderr))
        with open(obj, "rb") as f:
            return f.read()


def read_elf(data):
    """sections [(name, type, flags, align, bytes or size, link, info)], symbols
    [(name, value, size, bind, type, vis, shndx)], relocations {section index:
    [(offset, type, symbol index, addend)]} of an x86-64 ELF relocatable object"""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise GenError("not a little-endian ELF64 object")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    raw = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = lambda idx, off: data[raw[idx][4] + off:data.index(b"\0", raw[idx][4] + off)].decode()
    secs = []
    for (nm, typ, flags, _, off, size, link, info, align, _) in raw:
        body = data[off:off + size] if typ != 8 else size
        secs.append((strtab(shstrndx, nm), typ, flags, align, body, link, info))
    syms, relocs = [], {}
    for i, (nm, typ, flags, _, off, size, link, info, align, ent) in enumerate(raw):
        if typ == 2:  # SHT_SYMTAB
            for k in range(size // 24):
                n, inf, oth, shn, val, sz = struct.unpack_from("<IBBHQQ", data, off + k * 24)
                syms.append((strtab(link, n) if n else "", val, sz, inf >> 4, inf & 15, oth & 3, shn))
        elif typ == 4:  # SHT_RELA
            relocs[info] = sorted(
                (o, ri & 0xFFFFFFFF, ri >> 32, a) for o, ri, a in
                (struct.unpack_from("<QQq", data, off + k * 24) for k in range(size // 24)))
        elif typ == 9:
            raise GenError("REL relocations: not an x86-64 object")
    return secs, syms, relocs


SHF_WRITE, SHF_ALLOC, SHF_EXEC, SHF_MERGE, SHF_STRINGS, SHF_GROUP, SHF_TLS = 1, 2, 4, 0x10, 0x20, 0x200, 0x400


def resolve(body, rel, syms, i):
    """body with what the assembler can know written in: pc-relative
    references into section i itself (calls between the runtime's own
    functions: to this copy), and each call or jump through the GOT (-fno-plt:
    ff 15/ff 25 and a GOTPCRELX) made a direct call or jump (a nop first, so
    the return address is the same) to a stub at the end that jumps through
    the GOT: one GOT relocation per function called, not per call"""
    body = bytearray(body)
    stubs, keep, patches = {}, [], []
    for off, rtype, si, add in rel:
        sname, sval, _, _, styp, _, sshn = syms[si]
        if rtype in (2, 4) and sshn == i:
            patches.append((off, sval + add - off))
        elif rtype == 41 and bytes(body[off - 2:off]) in (b"\xff\x15", b"\xff\x25") and add == -4:
            stubs.setdefault(si, None)
            patches.append((off, ("stub", si, body[off - 1])))
        else:
            keep.append((off, rtype, si, add))
    base = (len(body) + 15) & ~15
    body += b"\xcc" * (base - len(body))
    for k, si in enumerate(stubs):
        stubs[si] = base + 8 * k
        body += b"\xff\x25\0\0\0\0\xcc\xcc"
        keep.append((stubs[si] + 2, 9, si, -4))
    for off, v in patches:
        if isinstance(v, tuple):
            _, si, modrm = v
            body[off - 2:off] = b"\x90" + (b"\xe8" if modrm == 0x15 else b"\xe9")
            v = stubs[si] - 4 - off
        body[off:off + 4] = struct.pack("<i", v)
    return bytes(body), sorted(keep)


def encode(obj, sig):
    """the object's group as data directives: every byte as .quad/.byte, every
    relocation as the expression that makes the same one, every symbol of its
    own where it was (what an assembler parses several times faster than
    instructions)"""
    secs, syms, relocs = read_elf(obj)
    label = lambda i: ".Lprobable_rt_s%d" % i
    members = [i for i, s in enumerate(secs) if s[2] & SHF_GROUP and s[1] in (1, 8)]
    names = {}
    out, attrs = [".ifndef %s" % GUARD], []
    expect = {}
    for n, val, size, bind, typ, vis, shn in syms:
        if bind == 0:
            continue
        if shn != 0 and shn not in members:
            raise GenError("a symbol outside the group: %s" % n)
        # an undefined global (a C library function) is global without a
        # word: a .globl would make a unit's own static function of that
        # name global (two such units: a multiple definition; one: it takes
        # the place of the library's in the whole program)
        if bind == 2:
            attrs.append(".weak %s" % n)
        elif shn != 0:
            attrs.append(".globl %s" % n)
        if vis == 2:
            attrs.append(".hidden %s" % n)
        if shn and typ in (1, 2, 6):
            attrs.append(".type %s,%s" % (n, {1: "@object", 2: "@function", 6: "@tls_object"}[typ]))
            attrs.append(".size %s,%d" % (n, size))
    first = True
    unwind = [i for i, s in enumerate(secs) if s[0] == ".eh_frame"]
    for i in members + unwind:
        name, typ, flags, align, body, _, _ = secs[i]
        if i in unwind:
            # the unit's own CFI is added after these entries by its assembler
            # no type: gcc -fno-dwarf2-cfi-asm names it @progbits, the
            # CFI directives' assembler @unwind; an explicit type here
            # would be a "changed section type" for one of them
            out.append('.section .eh_frame,"a"')
        else:
            fl = "a" + ("w" if flags & SHF_WRITE else "") + ("x" if flags & SHF_EXEC else "") + \
                ("T" if flags & SHF_TLS else "") + "G"
            out.append('%s %s,"%s",%s,%s,comdat' % (".pushsection" if first else ".section", name, fl,
                                                   "@nobits" if typ == 8 else "@progbits", sig))
        first = False
        if align > 1:
            out.append(".balign %d" % align)
        out.append(label(i) + ":")
        here = {}
        for n, val, size, bind, styp, vis, shn in syms:
            if shn == i and bind != 0:
                here.setdefault(val, []).append(n)
        rel = relocs.get(i, [])
        if typ != 8 and i not in unwind:
            body, rel = resolve(body, rel, syms, i)
        expect[name] = (body, len(rel))
        size = body if typ == 8 else len(body)
        if typ == 8 and rel:
            raise GenError("relocations in %s" % name)
        stops = sorted(set(list(here) + [r[0] for r in rel] + [size]))
        pos, ri = 0, 0
        for stop in stops:
            if stop > pos:
                if typ == 8:
                    out.append(".zero %d" % (stop - pos))
                else:
                    chunk = body[pos:stop]
                    for k in range(0, len(chunk), 96):
                        piece = chunk[k:k + 96]
                        out.append('.ascii "%s"' % "".join(
                            chr(b) if b not in ASM_ESCAPED else "\\%o" % b
                            if j + 1 == len(piece) or not 48 <= piece[j + 1] <= 57 else "\\%03o" % b
                            for j, b in enumerate(piece)))
                pos = stop
            for n in here.get(stop, []):
                out.append(n + ":")
            while ri < len(rel) and rel[ri][0] == stop:
                off, rtype, si, add = rel[ri]
                sname, _, _, _, styp, _, sshn = syms[si]
                if styp == 3 or (syms[si][3] == 0 and sshn):  # a section's symbol, a local one: a label
                    if sshn not in members:
                        raise GenError("a relocation against section %s outside the group" % secs[sshn][0])
                    target = label(sshn) if styp == 3 else "%s+%d" % (label(sshn), syms[si][1])
                else:
                    target = sname
                width = 8 if rtype == 1 else 4
                if any(body[off:off + width]):
                    raise GenError("a relocation in %s at %d over bytes that are not zero" % (name, off))
                if rtype in (2, 4):        # PC32, PLT32 (to the group's own symbols: hidden)
                    if styp != 3 and (sshn == 0 or sshn not in members):
                        raise GenError("a pc-relative reference to %s, outside the group" % sname)
                    out.append(".long %s%+d-." % (target, add))
                elif rtype in (9, 41, 42):  # GOTPCREL, GOTPCRELX, REX_GOTPCRELX
                    out.append(".long %s@GOTPCREL%+d" % (target, add))
                elif rtype == 22:          # GOTTPOFF (initial-exec)
                    out.append(".long %s@GOTTPOFF%+d" % (target, add))
                elif rtype == 1:           # 64
                    out.append(".quad %s%+d" % (target, add))
                else:
                    raise GenError("relocation type %d in %s: teach encode()" % (rtype, name))
                pos = off + width
                ri += 1
            if ri < len(rel) and rel[ri][0] < pos:
                raise GenError("overlapping relocations in %s" % name)
    out += attrs + [".popsection", ".endif"]
    return out, expect


def verify(cc, lines, expect):
    """the encoded lines assemble to the bytes and as many relocations"""
    secs, _, relocs = read_elf(assemble(cc, lines))
    got = {s[0]: (s[4], len(relocs.get(i, []))) for i, s in enumerate(secs) if s[0] in expect}
    if got != expect:
        bad = [n for n in expect if got.get(n) != expect[n]]
        raise GenError("the encoded runtime does not assemble to what it encodes: %s" % ", ".join(bad))


def c_string(line):
    """line (one character per byte) as the text of a C string literal, its
    newline included: printable ASCII as itself, any other byte as a 3-digit
    octal escape (what the C compiler hands the assembler is that byte)"""
    s = "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\" + c if c in '"\\' else
                "\\%03o" % ord(c) for c in line)
    while "??" in s:  # no trigraph (-std=c99 reads them)
        s = s.replace("??", "?\\?")
    return s + "\\n"


def c_literals(lines, width=480):
    """the lines as C string literals, each literal several whole lines up
    to about width characters (fewer tokens for the C compiler to join)"""
    out, cur = [], ""
    for l in lines:
        t = c_string(l)
        if cur and len(cur) + len(t) > width:
            out.append('"' + cur + '"')
            cur = ""
        cur += t
    if cur:
        out.append('"' + cur + '"')
    return out


def render(cc, text=False):
    digest = sources_hash()
    sig = "probable_profile_rt_" + digest[:16]
    asm = compile_unit(cc)
    lines, syms = transform(asm, sig)
    if not text:
        lines, expect = encode(assemble(cc, lines), sig)
        verify(cc, lines, expect)
    body = "\n".join(c_literals(lines))
    return """/* SPDX-License-Identifier: MIT */
/*
 * probable_profile_runtime_x86_64.h - GENERATED, do not edit: profile
 * mode's runtime for x86-64, compiled once from its C (the sources below)
 * and carried by every profiled x86-64 unit as assembly instead of being
 * compiled in each (included by probable_profile.h; see there and
 * tools/gen-profile-runtime-asm.py).
 *
 * Regenerate with:   make profile-runtime
 *   (python3 tools/gen-profile-runtime-asm.py)
 * compiled by:       %(version)s
 *                    %(flags)s
 * sources:           %(sources)s
 * sources sha256:    %(digest)s
 *
 * One COMDAT group (%(sig)s): one copy
 * per executable or shared library with GNU ld, gold and lld.
 */
#ifndef PROBABLE_PROFILE_RUNTIME_X86_64_H
#define PROBABLE_PROFILE_RUNTIME_X86_64_H
#define PROBABLE_PROFILE_RUNTIME_ASM_SHA256_ "%(digest)s"
__extension__ __asm__(
%(body)s
);
#endif /* PROBABLE_PROFILE_RUNTIME_X86_64_H */
""" % {"version": version_of(cc), "flags": " ".join(FLAGS), "sources": " ".join(SOURCES[:-1]) + "\n *                    " + SOURCES[-1],
       "digest": digest, "sig": sig, "body": body}


def main(argv):
    out = OUT
    cc = os.environ.get("CC_RUNTIME", "gcc")
    if "clang" in os.path.basename(cc):
        sys.stderr.write("%s: CC_RUNTIME=%s: the runtime is generated with gcc (its flags and the "
                         "sections it names are gcc's)\n" % (PROG, cc))
        return 2
    args = argv[1:]
    if args and args[0] == "--hash":
        print(sources_hash())
        return 0
    text = False
    if args and args[0] == "--text":
        text = True
        args = args[1:]
    if len(args) == 2 and args[0] == "-o":
        out = args[1]
    elif args:
        sys.stderr.write("usage: gen-profile-runtime-asm.py [-o FILE | --hash]\n")
        return 2
    try:
        result = render(cc, text)
    except (GenError, OSError) as e:
        sys.stderr.write("%s: %s\n" % (PROG, e))
        return 2
    if out == "-":
        sys.stdout.write(result)
    else:
        tmp = out + ".tmp"
        with open(tmp, "w") as f:
            f.write(result)
        os.replace(tmp, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
