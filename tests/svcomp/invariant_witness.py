"""Checks of a correctness witness in format 2.0 (witness.yml of a `true`
verdict from k-induction): its form, that each loop invariant sits at a
loop's head (the `while` or `for` keyword at its line and column) and is a
C expression over the task's own names, and that it holds: the task with
the invariant checked at that loop's head (inside the loop's condition, so
at every visit; reach_error when it fails) runs under `symx bmc --unwind 6`
with no error at all (the task is true, so any error is the invariant's).
Used by run.py."""
import hashlib
import json
import os
import re
import shutil
import subprocess

C_WORDS = {"int", "unsigned", "signed", "char", "short", "long"}


def _matching(text, i):
    """The index of the parenthesis closing the one at i."""
    depth = 0
    for j in range(i, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j
    return -1


def instrument(src, line, col, inv):
    """src with `inv` checked in the condition of the loop at line:col, or None."""
    lines = src.split("\n")
    start = sum(len(l) + 1 for l in lines[:line - 1]) + col - 1
    check = "((%s) ? 1 : (reach_error(), 1))" % inv
    m = re.compile(r"(while|for)\s*\(").match(src, start)
    if not m:
        return None
    open_at = m.end() - 1
    close_at = _matching(src, open_at)
    if close_at < 0:
        return None
    if m.group(1) == "while":
        return src[:open_at + 1] + check + " && (" + src[open_at + 1:close_at] + ")" + src[close_at:]
    semis, depth = [], 0
    for j in range(open_at + 1, close_at):
        depth += {"(": 1, ")": -1}.get(src[j], 0)
        if src[j] == ";" and depth == 0:
            semis.append(j)
    if len(semis) != 2:
        return None
    cond = src[semis[0] + 1:semis[1]].strip() or "1"
    return src[:semis[0] + 1] + " " + check + " && (" + cond + ")" + src[semis[1]:]


# A bound at its type's extreme: 0 <= an unsigned value, a value <= the
# largest of its type, the smallest signed value <= one (after the casts).
TRIVIAL = re.compile(r"^\(*(\(unsigned[\w ]*\))?0(U|ULL)? <= \(unsigned"
                     r"|\(unsigned int\)\w+\)? <= 4294967295U\)*$"
                     r"|\(unsigned long long\)\w+\)? <= 18446744073709551615ULL\)*$"
                     r"|\(int\)\w+\)? <= 2147483647\)*$|\(long long\)\w+\)? <= 9223372036854775807LL\)*$"
                     r"|^\(*(\(int\))?\(?-2147483647 - 1\)? <= \(int\)"
                     r"|^\(*(\(long long\))?\(?-9223372036854775807LL - 1\)? <= \(long long\)")


def says_nothing(part):
    """Whether one conjunct of an invariant is true of every value."""
    return bool(TRIVIAL.search(part.strip()))


def check(path, task, symx, work):
    """None when witness.yml is a good correctness witness for task, else why."""
    try:
        import yaml
    except ImportError as e:
        return "cannot check witness.yml: %s (scripts/setup.sh installs python3-yaml)" % e
    try:
        doc = yaml.safe_load(open(path))
    except Exception as e:  # noqa: BLE001
        return "witness.yml does not parse: %s" % e
    if not isinstance(doc, list) or len(doc) != 1 or doc[0].get("entry_type") != "invariant_set":
        return "witness.yml is not one invariant_set entry"
    meta = doc[0].get("metadata", {})
    h = hashlib.sha256(open(task, "rb").read()).hexdigest()
    if meta.get("format_version") != "2.0" or list(meta["task"]["input_file_hashes"].values()) != [h]:
        return "witness.yml metadata %r" % meta
    src = open(task).read()
    names = set(re.findall(r"\b[A-Za-z_]\w*\b", src))
    content = doc[0].get("content") or []
    if not content:
        return "witness.yml has no invariant"
    for n, item in enumerate(content):
        inv = item.get("invariant", {})
        loc, value = inv.get("location", {}), inv.get("value", "")
        if inv.get("type") != "loop_invariant" or inv.get("format") != "c_expression" or \
                loc.get("function") != "main":
            return "invariant entry %r" % inv
        used = set(re.findall(r"\b[A-Za-z_]\w*\b", re.sub(r"\b\d+[UL]*\b", "", value)))
        if not used - C_WORDS or not used - C_WORDS <= names:
            return "invariant %r: not over the task's variables" % value
        for part in value.split(" && "):
            if says_nothing(part):
                return "invariant %r: the conjunct %s says nothing" % (value, part)
        text = instrument(src, loc["line"], loc["column"], value)
        if text is None:
            return "invariant at %s:%s: no while or for loop there" % (loc["line"], loc["column"])
        prog = os.path.join(work, "inv%d_%s" % (n, os.path.basename(task)))
        with open(prog, "w") as f:
            f.write(text)
        out = prog + ".out"
        shutil.rmtree(out, ignore_errors=True)
        r = subprocess.run([symx, "bmc", "-q", "--unwind", "6", "--max-time", "20", "-o", out, prog],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
        try:
            errors = json.load(open(os.path.join(out, "summary.json")))["errors"]
        except (OSError, ValueError, KeyError):
            return "the task with its invariant checked did not run:\n" + r.stdout[-1500:]
        if errors:
            return "invariant %r fails at %s:%s: %s" % (value, loc["line"], loc["column"], errors[0])
    return None
