#!/usr/bin/env python3
"""Generates Sources/TerminalCore/Text/DisplayWidthTable.swift from the Unicode Character Database.

The data comes from Debian's `unicode-data` package (`make unicode-tables` installs it and runs
this script); the data files are not committed, the generated Swift file is.

Usage: scripts/generate-display-width.py [--data DIR] [--output FILE]
  --data DIR     the Unicode data directory (default /usr/share/unicode)
  --output FILE  where to write the Swift table (default: the file in Sources/, "-" for stdout)

Tables written (sorted, merged, disjoint closed ranges of scalar values), all four from one flat
array literal of range bounds (each range's first and last scalar, table after table):
  zeroWidth      general categories Mn, Me, Cf and Cc (except U+00AD SOFT HYPHEN), Hangul
                 Jungseong and Jongseong (U+1160..U+11FF, U+D7B0..U+D7FF) — the scalars that take
                 no cell of their own.
  wide           East_Asian_Width W or F, plus Emoji_Presentation, minus zeroWidth.
  emoji          the Emoji property: a grapheme starting with one of these and carrying VS16 or a
                 ZWJ is shown as a picture.
  emojiModifier  Emoji_Modifier (the skin tones).
"""

import argparse
import os
import re
import sys

DEFAULT_DATA = "/usr/share/unicode"
DEFAULT_OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                              "Sources", "TerminalCore", "Text", "DisplayWidthTable.swift")
MAX_SCALAR = 0x10FFFF

# U+00AD SOFT HYPHEN is Cf but terminals (xterm, VTE, kitty, glibc's wcwidth) show it as a
# one-cell hyphen, so it keeps one cell.
SOFT_HYPHEN = 0x00AD
# Conjoining Hangul vowels and final consonants: they join the leading consonant's two cells.
HANGUL_TRAILING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]


def fail(message):
    print(f"generate-display-width: {message}", file=sys.stderr)
    sys.exit(1)


def read_lines(path):
    try:
        with open(path, encoding="utf-8") as file:
            return file.read().splitlines()
    except OSError as error:
        fail(f"cannot read {path} ({error.strerror}); run `make unicode-tables` to install unicode-data")


def parse_range(text):
    """'1F300..1F320' or '00AD' -> (first, last)."""
    text = text.strip()
    if ".." in text:
        first, last = text.split("..")
        return int(first, 16), int(last, 16)
    value = int(text, 16)
    return value, value


def property_ranges(path, wanted):
    """Ranges whose second field is in `wanted`, from a `range ; value # comment` file."""
    ranges = []
    for line in read_lines(path):
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        if len(fields) >= 2 and fields[1] in wanted:
            ranges.append(parse_range(fields[0]))
    return ranges


def version_of(path, pattern):
    for line in read_lines(path)[:10]:
        match = re.search(pattern, line)
        if match:
            return match.group(1)
    fail(f"no Unicode version found in the header of {path}")


def east_asian_wide(data):
    """Code points whose East_Asian_Width is W or F, unassigned defaults (@missing) included."""
    derived = os.path.join(data, "extracted", "DerivedEastAsianWidth.txt")
    wide = []
    # The @missing lines give the defaults for unlisted code points (CJK blocks, planes 2 and 3);
    # later lines override earlier ones, and the explicit data overrides them all.
    values = {}
    for line in read_lines(derived):
        match = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
        if match:
            first, last = parse_range(match.group(1))
            if last - first > 0x40000:
                continue  # the all-planes Neutral default
            for value in range(first, last + 1):
                values[value] = match.group(2) in ("Wide", "Fullwidth", "W", "F")
    for line in read_lines(os.path.join(data, "EastAsianWidth.txt")):
        data_part = line.split("#", 1)[0].strip()
        if not data_part:
            continue
        code_points, width = [field.strip() for field in data_part.split(";")]
        first, last = parse_range(code_points)
        for value in range(first, last + 1):
            values[value] = width in ("W", "F")
    wide = [(value, value) for value, is_wide in values.items() if is_wide]
    return wide


def general_category_ranges(data, categories):
    """Ranges of UnicodeData.txt entries in `categories`, '<..., First>'/'<..., Last>' pairs included."""
    ranges = []
    range_start = None
    for line in read_lines(os.path.join(data, "UnicodeData.txt")):
        fields = line.split(";")
        if len(fields) < 3:
            continue
        value, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = value
            continue
        first = range_start if name.endswith(", Last>") and range_start is not None else value
        range_start = None
        if category in categories:
            ranges.append((first, value))
    return ranges


def merged(ranges):
    result = []
    for first, last in sorted(ranges):
        if result and first <= result[-1][1] + 1:
            result[-1] = (result[-1][0], max(result[-1][1], last))
        else:
            result.append((first, last))
    return result


def subtract(ranges, removed):
    removed_set = set()
    for first, last in removed:
        removed_set.update(range(first, last + 1))
    kept = []
    for first, last in ranges:
        kept.extend((value, value) for value in range(first, last + 1) if value not in removed_set)
    return merged(kept)


# Range bounds a line of the flat literal: every line holds as many (the last one fewer).
BOUNDS_PER_LINE = 8


def swift_tables(tables):
    """The tables, (name, doc, ranges) each, as Swift: one `[ClosedRange<UInt32>]` a table, made
    from its slice of one flat literal of bounds."""
    lines = []
    for index, (name, doc, _) in enumerate(tables):
        lines += [f"    /// {doc}", f"    package static let {name} = ranges(ofTable: {index})"]
    starts = [0]
    bounds = []
    for _, _, ranges in tables:
        for first, last in ranges:
            bounds += [first, last]
        starts.append(len(bounds))
    items = [f"0x{bound:04X}," for bound in bounds]
    lines += [
        "",
        "    /// Where each table's bounds start in `bounds`, and where the last table's end.",
        f"    private static let starts = [{', '.join(str(start) for start in starts)}]",
        "",
        "    /// The tables' ranges, table after table, each as its first and last scalar.",
        "    private static let bounds: [UInt32] = [",
    ]
    for start in range(0, len(items), BOUNDS_PER_LINE):
        lines.append("        " + " ".join(items[start:start + BOUNDS_PER_LINE]))
    lines += [
        "    ]",
        "",
        "    /// The ranges of the table numbered `table` (in the order above).",
        "    private static func ranges(ofTable table: Int) -> [ClosedRange<UInt32>] {",
        "        let first = starts[table], end = starts[table + 1]",
        "        return stride(from: first, to: end, by: 2).map { bounds[$0]...bounds[$0 + 1] }",
        "    }",
    ]
    return "\n".join(lines)


def generate(data):
    version = version_of(os.path.join(data, "EastAsianWidth.txt"), r"EastAsianWidth-([\d.]+)\.txt")
    emoji_file = os.path.join(data, "emoji", "emoji-data.txt")
    emoji_version = version_of(emoji_file, r"Emoji Version ([\d.]+)")

    zero = general_category_ranges(data, {"Mn", "Me", "Cf", "Cc"}) + HANGUL_TRAILING_JAMO
    zero = subtract(merged(zero), [(SOFT_HYPHEN, SOFT_HYPHEN)])
    wide = east_asian_wide(data) + property_ranges(emoji_file, {"Emoji_Presentation"})
    wide = subtract(merged(wide), zero)
    emoji = merged(property_ranges(emoji_file, {"Emoji"}))
    modifiers = merged(property_ranges(emoji_file, {"Emoji_Modifier"}))

    tables = [
        ("zeroWidth", "Scalars that take no cell: Mn, Me, Cf, Cc (not U+00AD), Hangul trailing jamo.", zero),
        ("wide", "Scalars that take two cells: East_Asian_Width W or F, or Emoji_Presentation.", wide),
        ("emoji", "The Emoji property: with VS16 or a ZWJ these start a picture.", emoji),
        ("emojiModifier", "The Emoji_Modifier property (skin tones).", modifiers),
    ]
    return "\n".join([
        "// GENERATED by scripts/generate-display-width.py — do not edit; run `make unicode-tables`.",
        f"// Unicode {version} data (Emoji {emoji_version}): EastAsianWidth.txt,",
        "// extracted/DerivedEastAsianWidth.txt, UnicodeData.txt and emoji/emoji-data.txt.",
        "",
        "/// Sorted, merged, disjoint scalar ranges behind `DisplayWidth`, generated from the Unicode data.",
        "package enum DisplayWidthTable {",
        f"    /// The Unicode version the tables were generated from.",
        f"    package static let unicodeVersion = \"{version}\"",
        "",
        swift_tables(tables),
        "}",
        "",
    ])


def main():
    parser = argparse.ArgumentParser(description="Generate DisplayWidthTable.swift from Unicode data.")
    parser.add_argument("--data", default=DEFAULT_DATA, help="Unicode data directory")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help='output file, "-" for stdout')
    arguments = parser.parse_args()
    text = generate(arguments.data)
    if arguments.output == "-":
        sys.stdout.write(text)
        return
    temporary = arguments.output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, arguments.output)


if __name__ == "__main__":
    main()
