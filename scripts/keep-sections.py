#!/usr/bin/env python3
"""Puts back the sections of an earlier BENCHMARKS.md that a newer one lacks.

    keep-sections.py OLD NEW

`lcbench --output` writes the whole file; the sections other drivers make (`make
widget-key-counts`, which `make bench` does not run, and those the server and table benchmarks
write after it) would be lost until their driver runs again. Each `## ` section of OLD whose
heading NEW does not have is appended to NEW, in OLD's order, unchanged.
"""

import re
import sys


def sections(text):
    """The text's `## ` sections as (heading, text), in order."""
    parts = re.split(r"(?m)^(?=## )", text)
    return [(part.split("\n", 1)[0], part) for part in parts if part.startswith("## ")]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: keep-sections.py OLD NEW")
    old_path, new_path = sys.argv[1], sys.argv[2]
    try:
        old = open(old_path, encoding="utf-8").read()
        new = open(new_path, encoding="utf-8").read()
    except OSError as error:
        sys.exit(f"keep-sections: {error.strerror}: {error.filename}")
    headings = {heading for heading, _ in sections(new)}
    kept = [text.rstrip("\n") + "\n" for heading, text in sections(old) if heading not in headings]
    if kept:
        with open(new_path, "w", encoding="utf-8") as file:
            file.write(new.rstrip("\n") + "\n\n" + "\n".join(kept))
    print(f"keep-sections: {len(kept)} section{'' if len(kept) == 1 else 's'} of {old_path} kept in {new_path}")


if __name__ == "__main__":
    main()
