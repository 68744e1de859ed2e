#!/usr/bin/env python3
"""Rewrites the README's widget table from the Gallery's tapes (`make pictures`).

Usage: update-readme-widgets.py [TAPES_DIR] [README.md]

A row comes from a line of a Gallery tape (Examples/Gallery/Tapes/*.tape):

    Screenshot "switch"   # README: `Switch` | on/off with a title | Space, Enter, click

takes the picture docs/pictures/gallery/switch.svg (what `--screenshots` writes) and gives the
row its widget, what it is and its keys. A widget seen on another widget's screen names it:

    # README "form": `Button` | a titled action | Enter, click

So a new Gallery screen gets its picture and its README row from one line in its tape. The table
is the text between `<!-- widgets begin -->` and `<!-- widgets end -->`; a test
(ExamplesTests, GalleryPictureTests) fails when it differs from what this script writes.
"""
import glob
import os
import re
import sys

BEGIN = "<!-- widgets begin -->"
END = "<!-- widgets end -->"
SHOT = re.compile(r'^Screenshot\s+"([^"]+)"\s*#\s*README:\s*(.+)$')
EXTRA = re.compile(r'^#\s*README\s+"([^"]+)":\s*(.+)$')


def rows(tapes_dir: str) -> list[tuple[str, str, str, str]]:
    """(widget, what, keys, picture) for every README line of the tapes, by widget name."""
    found = []
    for path in sorted(glob.glob(os.path.join(tapes_dir, "*.tape"))):
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, start=1):
                match = SHOT.match(line.strip()) or EXTRA.match(line.strip())
                if not match:
                    continue
                cells = [cell.strip() for cell in match.group(2).split("|")]
                if len(cells) != 3:
                    raise ValueError(f"{path}:{number}: a README row is `widget | what it is | keys`, got {len(cells)} cells")
                found.append((cells[0], cells[1], cells[2], match.group(1)))
    return sorted(found, key=lambda row: row[0].replace("`", "").lower())


def table(found: list[tuple[str, str, str, str]]) -> str:
    lines = ["| widget | what it is | keys | picture |", "| --- | --- | --- | --- |"]
    for widget, what, keys, picture in found:
        name = widget.replace("`", "")
        lines.append(f'| {widget} | {what} | {keys} | <img src="docs/pictures/gallery/{picture}.svg" width="320" alt="{name}"> |')
    return "\n".join(lines)


def main() -> int:
    if len(sys.argv) > 3:
        print("usage: update-readme-widgets.py [TAPES_DIR] [README.md]", file=sys.stderr)
        return 64
    tapes_dir = sys.argv[1] if len(sys.argv) > 1 else "Examples/Gallery/Tapes"
    readme_path = sys.argv[2] if len(sys.argv) > 2 else "README.md"
    try:
        found = rows(tapes_dir)
    except ValueError as error:
        print(f"update-readme-widgets.py: {error}", file=sys.stderr)
        return 2
    if not found:
        print(f"update-readme-widgets.py: no README lines in {tapes_dir}/*.tape; add `# README: widget | what | keys` after a Screenshot", file=sys.stderr)
        return 2
    with open(readme_path, encoding="utf-8") as file:
        readme = file.read()
    start = readme.find(BEGIN)
    end = readme.find(END, start + 1)
    if start < 0 or end < 0:
        print(f"update-readme-widgets.py: {readme_path} has no {BEGIN} … {END} section", file=sys.stderr)
        return 2
    updated = readme[: start + len(BEGIN)] + "\n" + table(found) + "\n" + readme[end:]
    if updated != readme:
        with open(readme_path, "w", encoding="utf-8") as file:
            file.write(updated)
        print(f"updated the widget table in {readme_path}")
    else:
        print(f"the widget table in {readme_path} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
