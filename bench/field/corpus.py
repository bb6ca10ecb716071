#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/field/corpus.py TREE SIZE OUT - a deterministic corpus for a codec.

SIZE bytes, the same on every machine for the same TREE commit:

  60%  text: the files git tracks at TREE's HEAD, in `git ls-files` order
       (read from git's objects, so a dirty work tree changes nothing),
       repeated when they are fewer bytes;
  20%  numbers: little-endian 32-bit tables that grow slowly (as in
       indexes, audio, sensor logs: short matches, many literals);
  20%  noise: bytes of a fixed xorshift generator (incompressible).

The three kinds alternate in 64 KiB blocks so every part of a
compressor's window sees all three.  Without git (TREE is no checkout)
the text is the files under TREE in sorted path order.  Prints the
corpus's SHA-256 and how it was made on stdout.
"""
import hashlib
import os
import struct
import subprocess
import sys

BLOCK = 65536


def text_bytes(tree):
    try:
        names = subprocess.run(["git", "-C", tree, "ls-files", "-z"], check=True,
                               capture_output=True).stdout.split(b"\0")
        names = [n for n in names if n]
        head = subprocess.run(["git", "-C", tree, "rev-parse", "HEAD"], check=True,
                              capture_output=True, text=True).stdout.strip()
        blobs = subprocess.run(["git", "-C", tree, "cat-file", "--batch"], check=True,
                               capture_output=True,
                               input=b"".join(b"HEAD:" + n + b"\n" for n in names)).stdout
        out = bytearray()
        i = 0
        while i < len(blobs):
            nl = blobs.index(b"\n", i)
            hdr = blobs[i:nl].split()
            i = nl + 1
            if len(hdr) == 3 and hdr[1] == b"blob":
                n = int(hdr[2])
                data = blobs[i:i + n]
                i += n + 1
                if b"\0" not in data:  # text only
                    out += data
            # a submodule or missing entry: skipped
        return bytes(out), "the text files git tracks at commit %s" % head
    except (OSError, subprocess.CalledProcessError, ValueError):
        out = bytearray()
        for root, dirs, files in os.walk(tree):
            dirs.sort()
            for f in sorted(files):
                with open(os.path.join(root, f), "rb") as fh:
                    data = fh.read()
                if b"\0" not in data:
                    out += data
        return bytes(out), "the text files under the tree, in sorted order"


def main():
    if len(sys.argv) != 4:
        sys.stderr.write("usage: corpus.py TREE SIZE OUT\n")
        sys.exit(2)
    tree, size, outname = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    text, how = text_bytes(tree)
    if not text:
        sys.stderr.write("corpus.py: %s: no text files\n" % tree)
        sys.exit(2)
    out = bytearray()
    ti = 0
    x = 0x9E3779B97F4A7C15  # xorshift64 state
    v = 1000
    k = 0
    while len(out) < size:
        kind = (0, 1, 0, 2, 0)[k % 5]  # text, numbers, text, noise, text: 60/20/20
        k += 1
        if kind == 0:
            blk = bytearray()
            while len(blk) < BLOCK:
                take = text[ti:ti + BLOCK - len(blk)]
                blk += take
                ti = (ti + len(take)) % len(text)
        elif kind == 1:
            blk = bytearray()
            for j in range(BLOCK // 4):
                x ^= (x << 13) & 0xFFFFFFFFFFFFFFFF
                x ^= x >> 7
                x ^= (x << 17) & 0xFFFFFFFFFFFFFFFF
                v = (v + (x & 7)) & 0xFFFFFFFF
                blk += struct.pack("<I", v)
        else:
            blk = bytearray()
            for j in range(BLOCK // 8):
                x ^= (x << 13) & 0xFFFFFFFFFFFFFFFF
                x ^= x >> 7
                x ^= (x << 17) & 0xFFFFFFFFFFFFFFFF
                blk += struct.pack("<Q", x)
        out += blk
    del out[size:]
    with open(outname, "wb") as fh:
        fh.write(out)
    print("%s  %d bytes: 64 KiB blocks of text (%s), 32-bit tables and xorshift noise, 3:1:1"
          % (hashlib.sha256(out).hexdigest(), size, how))


if __name__ == "__main__":
    main()
