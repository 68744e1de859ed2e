#!/usr/bin/env python3
"""Lists public/open declarations without a doc comment (`///` or `/** */`) in the library
modules, one `FILE:LINE: declaration` per line; exits 1 when there is any.

Overrides are skipped (DocC shows the overridden member's documentation). Usage:
    scripts/check-doc-comments.py [MODULE ...]   (default: every product module)
"""
import os
import re
import sys

MODULES = ["LCoordinator", "TerminalUI", "TerminalCore", "Tape", "NcursesTerminal",
           "LCoordinatorTesting", "TapeTesting", "TerminalUITestSupport", "LCoordinatorSSH"]
DECL = re.compile(r"^\s*(@[\w().:, \"]+\s+)*(public|open)\s+(?!import\b)")
ATTRIBUTE = re.compile(r"^\s*@[\w().:, \"*=]+\s*$")


def undocumented(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    for index, line in enumerate(lines):
        if not DECL.match(line) or re.search(r"\boverride\b", line):
            continue
        previous = index - 1
        while previous >= 0 and ATTRIBUTE.match(lines[previous]):
            previous -= 1
        above = lines[previous].strip() if previous >= 0 else ""
        if not (above.startswith("///") or above.endswith("*/")):
            yield index + 1, line.strip()


def main():
    modules = sys.argv[1:] or MODULES
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    missing = 0
    for module in modules:
        for directory, _, files in sorted(os.walk(os.path.join(root, module))):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                for number, text in undocumented(path):
                    missing += 1
                    print(f"{os.path.relpath(path, os.path.join(root, '..'))}:{number}: {text}")
    if missing:
        print(f"{missing} public declarations without a doc comment", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
