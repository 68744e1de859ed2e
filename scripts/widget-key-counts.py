#!/usr/bin/env python3
"""Instructions per main key of every Gallery widget, counted by callgrind through a tape.

For each widget the script writes two tapes from the widget's own Gallery tape: the steps that
open its screen (up to the screen's `ExpectTitle`), then either nothing or PAIRS pairs of the
widget's main keys (a pair leaves the widget as it found it: Down then Up, Space then Space).
It replays each under `valgrind --tool=callgrind`, counting only inside the app's handling of an
input event and its rendering of a frame, and reports

    (instructions with the keys - instructions without) / (2 * PAIRS)

the whole cost of one key to the app: dispatch, the widget's work, layout and the frame. The same driver runs on any commit whose Gallery
has these tapes (keys only, no API), so the figures before and after a change compare.

    scripts/widget-key-counts.py --gallery .build/release/Gallery --tapes Examples/Gallery/Tapes

Counts are exact for a given binary and input; they do not depend on the machine's load.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

# widget tape -> the pair of main keys (tape steps) that leaves the widget as it was.
MAIN_KEYS = {
    "list": ("Down", "Up"),
    "switch": ("Space", "Space"),
    "checkbox": ("Space", "Space"),
    "radio-group": ("Up", "Down"),
    "stepper": ('Type "+"', 'Type "-"'),
    "progress-bar": ('Type "+"', 'Type "-"'),
    "segmented-control": ("Right", "Left"),
    "select": ("Enter", "Escape"),
    "secure-field": ('Type "a"', "Backspace"),
    "text-area": ('Type "a"', "Backspace"),
    "form": ('Type "a"', "Backspace"),
    "data-table": ("Down", "Up"),
    "tree": ("Down", "Up"),
    "scroll-view": ("PageDown", "PageUp"),
    "log-view": ("Up", "Down"),
    "list-filter": ("Down", "Up"),
    "basics": ("Tab", "Tab"),
}


# What a key costs the app: its handling and the frame it draws (the tape runner's own steps,
# its settling and its screen checks are not counted).
COUNTED = [
    "$s10TerminalUI11ApplicationC11handleEvent*",   # Application.handleEvent(_:)
    "$s10TerminalUI11ApplicationC6renderSbyF",      # Application.render()
]


def opening_steps(tape_path, home=False):
    """The tape's steps up to and including the first ExpectTitle of a screen other than the
    Gallery's list (of the list itself when `home`)."""
    steps = []
    with open(tape_path, encoding="utf-8") as tape:
        for line in tape:
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            steps.append(stripped)
            if stripped.startswith("ExpectTitle") and (home or '"Gallery"' not in stripped):
                return steps
    return steps


def count(gallery, tape_text, workdir):
    tape = os.path.join(workdir, "driven.tape")
    with open(tape, "w", encoding="utf-8") as handle:
        handle.write(tape_text)
    out = os.path.join(workdir, "callgrind.out")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no"]
        + [f"--toggle-collect={function}" for function in COUNTED] + [gallery, "--replay", tape],
        capture_output=True, text=True, timeout=1200,
    )
    if result.returncode != 0:
        sys.exit(f"widget-key-counts: the replay failed ({result.returncode}):\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    match = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
    if not match:
        sys.exit("widget-key-counts: callgrind printed no total; is valgrind installed?")
    return int(match.group(1))


def per_key_counts(gallery_binary, tapes, names, pairs, workdir, label):
    """{widget: instructions per key} for one Gallery build and its tapes."""
    # valgrind 3.19 cannot read this toolchain's DWARF: count a copy without debug sections.
    gallery = os.path.join(workdir, f"Gallery-{label}")
    subprocess.run(["strip", "--strip-debug", "-o", gallery, gallery_binary], check=True)
    counts = {}
    for name in names:
        tape_path = os.path.join(tapes, f"{name}.tape")
        if not os.path.exists(tape_path):
            continue
        opening = "\n".join(opening_steps(tape_path, home=name == "list")) + "\n"
        first, second = MAIN_KEYS[name]
        keys = "".join(f"{first}\n{second}\n" for _ in range(pairs))
        base = count(gallery, opening, workdir)
        driven = count(gallery, opening + keys, workdir)
        counts[name] = (driven - base) / (2 * pairs)
        print(f"{label}: {name} {counts[name]:,.0f}", file=sys.stderr, flush=True)
    return counts


SECTION = "## Instructions per main key of every Gallery widget (callgrind)"


def section(names, counts, baseline, baseline_name, pairs):
    lines = [SECTION, "",
             "Made by `scripts/widget-key-counts.py` (`make widget-key-counts`; release Gallery). Each widget's "
             f"Gallery screen, opened by its own tape, then {pairs} pairs of its main keys (a pair leaves the "
             "widget as it was); callgrind counts only inside `Application.handleEvent(_:)` and "
             "`Application.render()` (the key's handling and its frame at 80×24), the difference from the same "
             "tape without the keys, per key. Counts are exact for a binary and its input, whatever the load.", ""]
    if baseline:
        lines += [f"| widget | main keys | {baseline_name} | now | now / {baseline_name} |", "| --- | --- | ---: | ---: | ---: |"]
    else:
        lines += ["| widget | main keys | instructions per key |", "| --- | --- | ---: |"]
    for name in names:
        if name not in counts:
            continue
        keys = " / ".join(dict.fromkeys(MAIN_KEYS[name]))
        if baseline:
            before = baseline.get(name)
            ratio = f"{counts[name] / before:.2f}×" if before else "—"
            before_text = f"{before:,.0f}" if before else "—"
            lines.append(f"| {name} | {keys} | {before_text} | {counts[name]:,.0f} | {ratio} |")
        else:
            lines.append(f"| {name} | {keys} | {counts[name]:,.0f} |")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gallery", required=True, help="the Gallery binary (a release build)")
    parser.add_argument("--tapes", required=True, help="the Gallery's Tapes folder")
    parser.add_argument("--baseline-gallery", help="a Gallery built from an earlier commit, to compare")
    parser.add_argument("--baseline-tapes", help="that commit's Gallery Tapes folder")
    parser.add_argument("--baseline-name", default="before", help="the baseline's column title")
    parser.add_argument("--pairs", type=int, default=50, help="pairs of main keys per run (50)")
    parser.add_argument("--only", help="comma-separated widget tape names")
    parser.add_argument("--output", help="write the section into this file (BENCHMARKS.md)")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else list(MAIN_KEYS)
    with tempfile.TemporaryDirectory() as workdir:
        baseline = None
        if args.baseline_gallery:
            baseline = per_key_counts(args.baseline_gallery, args.baseline_tapes or args.tapes, names, args.pairs, workdir, "baseline")
        counts = per_key_counts(args.gallery, args.tapes, names, args.pairs, workdir, "now")
    text = section(names, counts, baseline, args.baseline_name, args.pairs)
    print(text)
    if args.output:
        old = open(args.output).read() if os.path.exists(args.output) else ""
        # The section is replaced where it stands, or added at the end the first time.
        pattern = re.compile(r"(?<=\n)" + re.escape(SECTION) + r"\n.*?(?=\n## |\Z)", re.S)
        if pattern.search(old):
            old = pattern.sub(lambda _: text.rstrip("\n") + "\n", old, count=1)
        else:
            old = old.rstrip("\n") + "\n\n" + text
        open(args.output, "w").write(old)


if __name__ == "__main__":
    main()
