#!/usr/bin/env python3
"""`make api-check`: compares the public API with the last release in CHANGELOG.md (its
`Commit:` line) by `swift package diagnose-api-breaking-changes`, and fails on a break that
CHANGELOG.md's "Unreleased → Breaking changes" does not list.

An entry lists a break when one of its backticked names is the symbol the tool names, compared
without argument labels (`FormView.submit()` and `FormView.submit` are the same); a property
covers its accessors (`DataTable.columns` covers `DataTable.columns.Set()`); a leading `.` is
ignored (`.secure` lists `FormField.secure` only when written `FormField.secure`).

    scripts/api-check.py [--baseline-dir DIR] [--changelog FILE]
    scripts/api-check.py --self-test     # checks the CHANGELOG reading and the matching
"""
import argparse
import os
import re
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ACCESSORS = {"Get", "Set", "Modify", "Read", "_read", "_modify", "DidSet", "WillSet", "Init", "Address", "MutableAddress"}


class ChangelogError(Exception):
    pass


def read_changelog(text):
    """(the last release's commit, the names the Unreleased breaking changes list)."""
    sections = re.split(r"^## ", text, flags=re.MULTILINE)
    unreleased = next((s for s in sections if s.startswith("[Unreleased]")), None)
    if unreleased is None:
        raise ChangelogError("CHANGELOG.md has no '## [Unreleased]' section")
    releases = [s for s in sections if re.match(r"\[\d+\.\d+\.\d+\]", s)]
    if not releases:
        raise ChangelogError("CHANGELOG.md has no release ('## [X.Y.Z] - DATE') after Unreleased")
    commit = re.search(r"^Commit: ([0-9a-f]{7,40})\s*$", releases[0], re.MULTILINE)
    if not commit:
        version = releases[0].split("]")[0] + "]"
        raise ChangelogError(f"CHANGELOG.md's last release {version} names no commit: add a line 'Commit: HASH' under its heading")
    breaking = re.search(r"^### Breaking changes\s*$(.*?)(?=^### |\Z)", unreleased, re.MULTILINE | re.DOTALL)
    body = re.sub(r"<!--.*?-->", "", breaking.group(1), flags=re.DOTALL) if breaking else ""
    names = set()
    for span in re.findall(r"`([^`]+)`", body):
        names.add(normalized(span))
    return commit.group(1), names


def normalized(name):
    """`FormView.submit(_:)` → `FormView.submit`; `.secure` → `secure`; generic arguments dropped."""
    name = name.strip().lstrip(".")
    name = re.sub(r"\(.*\)", "", name)
    name = re.sub(r"<[^<>]*>", "", name)
    return name.strip()


def breakage_symbol(message):
    """The symbol a line of diagnose-api-breaking-changes is about, or None for other lines."""
    found = re.search(r"API breakage: (?:\w+ )?([^\s]+)", message)
    if not found:
        return None
    return normalized(found.group(1))


def is_listed(symbol, names):
    if symbol in names:
        return True
    parts = symbol.split(".")
    return len(parts) > 1 and parts[-1] in ACCESSORS and ".".join(parts[:-1]) in names


def unlisted(output, names):
    lines = []
    for line in output.splitlines():
        symbol = breakage_symbol(line)
        if symbol is not None and not is_listed(symbol, names):
            lines.append((symbol, line.strip()))
    return lines


def self_test():
    changelog = """# Changelog
## [Unreleased]
### Breaking changes
<!-- `Ignored.inComment` -->
- `FormField.secure(_:label:placeholder:)` → `FormField.secure(_:label:text:placeholder:)` (TerminalUI): takes `text:`. Migration: none.
- `DataTable.columns` is get-only. Migration: build a new table.
### Added
- `NotABreak.added`
## [0.4.0] - 2026-11-27
Commit: ceb1bf49eb684255c2a2b439b111bb3ab5c2c3bb
"""
    commit, names = read_changelog(changelog)
    assert commit == "ceb1bf49eb684255c2a2b439b111bb3ab5c2c3bb", commit
    assert "FormField.secure" in names and "DataTable.columns" in names, names
    assert "NotABreak.added" not in names and "Ignored.inComment" not in names, names
    output = "\n".join([
        "💔 API breakage: func FormField.secure(_:label:placeholder:maxLength:) has been removed",
        "💔 API breakage: accessor DataTable.columns.Set() has been removed",
        "💔 API breakage: var Tree.roots has been removed",
        "💔 API breakage: func NotABreak.added() has been removed",
        "💔 API breakage: class Ignored has been removed",
        "Some other line",
    ])
    assert [symbol for symbol, _ in unlisted(output, names)] == ["Tree.roots", "NotABreak.added", "Ignored"], unlisted(output, names)
    for broken, message in [("## [Unreleased]\n## [0.1.0] - 2026-01-01\n", "names no commit"),
                            ("## [0.1.0] - 2026-01-01\nCommit: abcdef1\n", "no '## [Unreleased]'")]:
        try:
            read_changelog(broken)
            raise AssertionError(f"read {broken!r}")
        except ChangelogError as error:
            assert message in str(error), error
    print("api-check self-test: passed")


def compared_modules():
    """(the library products, the modules they re-export that no product names), from
    Package.swift and the `@_exported import`s of the products' modules."""
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as file:
        manifest = file.read()
    products, modules = [], set()
    for name, targets in re.findall(r'\.library\(name: "(\w+)", targets: \[([^\]]*)\]', manifest):
        products.append(name)
        modules.update(re.findall(r'"(\w+)"', targets))
    reexported, pending = set(), sorted(modules)
    while pending:
        module = pending.pop()
        for directory, _, files in os.walk(os.path.join(ROOT, "Sources", module)):
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name), encoding="utf-8") as file:
                        for exported in re.findall(r"^@_exported import (\w+)", file.read(), re.MULTILINE):
                            if exported not in modules and exported not in reexported and os.path.isdir(os.path.join(ROOT, "Sources", exported)):
                                reexported.add(exported)
                                pending.append(exported)
    return sorted(products), sorted(reexported)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--changelog", default=os.path.join(ROOT, "CHANGELOG.md"))
    parser.add_argument("--baseline-dir", default=os.path.join(ROOT, ".build", "api-baseline"))
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        self_test()
        return
    try:
        with open(arguments.changelog, encoding="utf-8") as file:
            commit, names = read_changelog(file.read())
    except (OSError, ChangelogError) as error:
        sys.exit(f"api-check: {error}")
    if subprocess.run(["git", "cat-file", "-e", commit + "^{commit}"], cwd=ROOT, capture_output=True).returncode != 0:
        sys.exit(f"api-check: the last release's commit {commit} is not in this clone; fetch it (git fetch --unshallow) and run again")
    started = time.monotonic()
    print(f"api-check: the public API against {commit[:12]} (CHANGELOG.md's last release); builds it the first time, then uses {os.path.relpath(arguments.baseline_dir, ROOT)}", flush=True)
    products, reexported = compared_modules()
    # By default the tool compares only the library products' own modules; TerminalUI and
    # TerminalCore reach apps through LCoordinator's re-exports, so they are named as targets.
    command = ["swift", "package", "diagnose-api-breaking-changes", commit, "--baseline-dir", arguments.baseline_dir,
               "--products", *products, "--targets", *reexported]
    # The baseline holds only modules that are library products at that commit: a re-exported
    # module that is not one there is skipped (the tool prints "Skipping", shown below).
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    minutes = (time.monotonic() - started) / 60
    breaks = [line for line in output.splitlines() if breakage_symbol(line) is not None]
    if result.returncode != 0 and not breaks:
        sys.exit(f"{output.strip()}\napi-check: diagnose-api-breaking-changes failed (above) after {minutes:.1f} min")
    for line in output.splitlines():
        if line.startswith(("No breaking changes", "Skipping ")):
            print(f"  {line}")
    missing = unlisted(output, names)
    for symbol, line in missing:
        print(f"CHANGELOG.md does not list: {line}\n  add an entry naming `{symbol}` with its migration under Unreleased → Breaking changes", file=sys.stderr)
    print(f"api-check: {len(breaks)} breaking changes since {commit[:12]}, {len(breaks) - len(missing)} listed in CHANGELOG.md, {len(missing)} not ({minutes:.1f} min)")
    if missing:
        sys.exit(1)


if __name__ == "__main__":
    main()
