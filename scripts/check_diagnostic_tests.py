#!/usr/bin/env python3
"""Checks that every diagnostic id of the catalog has a negative lit test.

Every id in rules/diagnostics/*.yaml that is not retired must appear in a
FileCheck line of a test under tests/lit/diagnostics/ that also checks where
it is reported: `file:LINE:COL: <severity>: ... [MTLdddd]`, with LINE a
number or a [[@LINE...]] expression (the file alone for what concerns a whole
file, `metalify translate: error: ...` for what concerns the command line). Ids that cannot be triggered yet are
listed, each with its reason, in tests/lit/diagnostics/pending.txt; an id
listed there that has a test, or that is not in the catalog, is an error too,
so the list stays short and true.

usage: check_diagnostic_tests.py [--source-root DIR]
Prints one `file:line: error: ...` per problem and exits 1, or a summary
line and exits 0.
"""
import argparse
import os
import re
import sys

ID_LINE = re.compile(r"^\s*-\s*id:\s*(MTL\d{4})\s*$")
RETIRED_LINE = re.compile(r"^\s*retired:\s*true\s*$")
# A checked location: `:12:5: error:` or `:[[@LINE+1]]:12: warning:`; for
# what concerns a whole file, the file (`prog.cu: error:`, `[[FILE]]: error:`);
# for what concerns the command line, the command (`metalify translate:`).
LOCATION = re.compile(
    r"(:(\d+|\[\[@LINE([+-]\d+)?\]\]):(\d+|\{\{[^}]*\}\})|"
    r"\S\.[A-Za-z]+|\[\[[A-Za-z_]+\]\]|\bmetalify [a-z-]+)"
    r":\s+(error|warning|remark|note):")
CHECK_DIRECTIVE = re.compile(r"\b[A-Z][A-Z0-9_-]*:")
TESTED_ID = re.compile(r"\[(MTL\d{4})\]")


def catalog_ids(root):
    """(id, file, line) for every entry that is not retired."""
    folder = os.path.join(root, "rules", "diagnostics")
    entries = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml"):
            continue
        rel = os.path.join("rules", "diagnostics", name)
        current = None
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            for number, text in enumerate(f, 1):
                match = ID_LINE.match(text)
                if match:
                    if current:
                        entries.append(current)
                    current = [match.group(1), rel, number, False]
                elif current and RETIRED_LINE.match(text):
                    current[3] = True
        if current:
            entries.append(current)
    return [(i, f, n) for i, f, n, retired in entries if not retired]


def tested_ids(root):
    """Ids checked with their location, mapped to the first test that does."""
    folder = os.path.join(root, "tests", "lit", "diagnostics")
    found = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d != "Inputs")
        for name in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            with open(os.path.join(root, rel), encoding="utf-8",
                      errors="replace") as f:
                located = False
                for text in f:
                    directive = CHECK_DIRECTIVE.search(text)
                    if "RUN:" in text or not directive:
                        continue
                    # A -SAME line continues the location of the line before.
                    same = directive.group(0).endswith("-SAME:")
                    located = (same and located) or bool(
                        LOCATION.search(text[directive.end():]))
                    if not located:
                        continue
                    for match in TESTED_ID.finditer(text):
                        found.setdefault(match.group(1), rel)
    return found


def pending_ids(root):
    """(id, line, reason) from tests/lit/diagnostics/pending.txt."""
    rel = os.path.join("tests", "lit", "diagnostics", "pending.txt")
    path = os.path.join(root, rel)
    if not os.path.exists(path):
        return rel, []
    entries = []
    with open(path, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            text = text.strip()
            if not text or text.startswith("#"):
                continue
            fields = text.split(None, 1)
            reason = fields[1] if len(fields) > 1 else ""
            entries.append((fields[0], number, reason))
    return rel, entries


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source-root",
                        default=os.path.join(os.path.dirname(__file__), ".."))
    root = os.path.abspath(parser.parse_args().source_root)
    if not os.path.isdir(os.path.join(root, "rules", "diagnostics")):
        print(f"{root}: error: no rules/diagnostics folder here")
        return 1
    ids = catalog_ids(root)
    known = {i for i, _, _ in ids}
    tested = tested_ids(root)
    pending_file, pending = pending_ids(root)
    errors = []
    pending_set = set()
    for ident, number, reason in pending:
        where = f"{pending_file}:{number}"
        pending_set.add(ident)
        if ident not in known:
            errors.append(f"{where}: error: {ident} is pending but not in "
                          "the catalog (or retired)")
        elif ident in tested:
            errors.append(f"{where}: error: {ident} is pending but "
                          f"{tested[ident]} tests it: remove it from the list")
        elif not reason:
            errors.append(f"{where}: error: {ident} is pending without a "
                          "reason")
    for ident, rel, number in ids:
        if ident in tested or ident in pending_set:
            continue
        errors.append(
            f"{rel}:{number}: error: {ident} has no negative test: no "
            "FileCheck line under tests/lit/diagnostics/ checks "
            f"'file:LINE:COL: <severity>: ... [{ident}]' (or list it in "
            f"{pending_file} with the reason)")
    for line in errors:
        print(line)
    if errors:
        print(f"{len(errors)} error(s)")
        return 1
    print(f"diagnostics: {len(ids)} ids, {len(ids) - len(pending_set)} "
          f"tested, {len(pending_set)} pending: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
