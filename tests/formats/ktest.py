#!/usr/bin/env python3
"""A reader of KLEE's .ktest files (version 1-3), for symx's format tests.

    python3 tests/formats/ktest.py FILE.ktest     prints the file's contents

All integers are big-endian u32: "KTEST" version, numArgs (len, bytes)*,
[version >= 2: symArgvs symArgvLen], numObjects (name len, name, size, bytes)*.
"""
import struct
import sys


class KTestError(Exception):
    pass


def read_ktest(path):
    data = open(path, "rb").read()
    pos = 0

    def take(n):
        nonlocal pos
        if pos + n > len(data):
            raise KTestError("%s: truncated at byte %d" % (path, pos))
        chunk = data[pos:pos + n]
        pos += n
        return chunk

    def u32():
        return struct.unpack(">I", take(4))[0]

    magic = take(5)
    if magic not in (b"KTEST", b"BOUT\n"):
        raise KTestError("%s: bad magic %r" % (path, magic))
    version = u32()
    if not 1 <= version <= 3:
        raise KTestError("%s: unsupported version %d" % (path, version))
    args = [take(u32()).decode("utf-8", "replace") for _ in range(u32())]
    sym_argvs = sym_argv_len = 0
    if version >= 2:
        sym_argvs, sym_argv_len = u32(), u32()
    objects = []
    for _ in range(u32()):
        name = take(u32()).decode("utf-8", "replace")
        objects.append((name, take(u32())))
    if pos != len(data):
        raise KTestError("%s: %d trailing bytes" % (path, len(data) - pos))
    return {"version": version, "args": args, "sym_argvs": sym_argvs,
            "sym_argv_len": sym_argv_len, "objects": objects}


if __name__ == "__main__":
    k = read_ktest(sys.argv[1])
    print("version: %d\nargs: %r\nsym_argvs: %d sym_argv_len: %d" %
          (k["version"], k["args"], k["sym_argvs"], k["sym_argv_len"]))
    for i, (name, b) in enumerate(k["objects"]):
        print("object %d: name %r size %d data %s" % (i, name, len(b), b.hex()))
