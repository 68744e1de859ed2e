#!/usr/bin/env python3
"""The README's Getting started, steps 1 to 3, done as a new user does them: a package of its
own under .build/getting-started/NotesApp, its files exactly the README's blocks (each written
to the path the text before it names), depending on this repository by the manifest's own
`.package(path: "../lcoordinator")` (.build/getting-started/lcoordinator links here). It must
build, and run as step 3 says: without a terminal, one line naming `--replay` and exit code 2.

    scripts/check-getting-started.py [--readme README.md] [--work .build/getting-started]

`make test` runs it (`make getting-started-check`). Nothing of steps 4 on is used: each step's
code builds as written, before the later steps add theirs.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PATH = re.compile(r"`((?:Sources|Tests)/[\w+./-]+\.swift|Package\.swift)`")


class StepError(Exception):
    pass


def steps_1_to_3(readme):
    """[(path, text)] of the Swift blocks and [command lines] of the sh blocks of steps 1–3."""
    start = readme.find("## Getting started with the SDK")
    end = readme.find("\n**4. ", start)
    if start < 0 or end < 0:
        raise StepError("README.md has no '## Getting started with the SDK' section with a step **4.")
    section = readme[start:end]
    files, commands = [], []
    prose_start = 0
    for block in re.finditer(r"^```(\w*)\n(.*?)^```$", section, re.MULTILINE | re.DOTALL):
        prose = section[prose_start:block.start()]
        prose_start = block.end()
        language, text = block.group(1), block.group(2)
        if language == "swift":
            paths = PATH.findall(prose)
            if "import PackageDescription" in text:
                paths = paths or ["Package.swift"]
            if not paths:
                line = readme[:start].count("\n") + section[:block.start()].count("\n") + 1
                raise StepError(f"README.md:{line}: the text before this Swift block of steps 1–3 names no file (`Sources/…/X.swift`)")
            files.append((paths[-1], text))
        elif language == "sh":
            commands += [line.split("#")[0].strip() for line in text.splitlines() if line.split("#")[0].strip()]
    return files, commands


def run(command, cwd, **options):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, **options)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--readme", default=os.path.join(ROOT, "README.md"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "getting-started"))
    arguments = parser.parse_args()
    with open(arguments.readme, encoding="utf-8") as file:
        readme = file.read()
    try:
        files, commands = steps_1_to_3(readme)
    except StepError as error:
        sys.exit(f"check-getting-started: {error}")

    app = os.path.join(arguments.work, "NotesApp")
    os.makedirs(app, exist_ok=True)
    link = os.path.join(arguments.work, "lcoordinator")
    if os.path.islink(link) or os.path.exists(link):
        os.remove(link)
    os.symlink(ROOT, link)
    # A fresh copy of the steps' files each time (the build folder stays, for speed).
    for name in os.listdir(app):
        if name not in (".build", "Package.resolved"):
            path = os.path.join(app, name)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    resolved = os.path.join(ROOT, "Package.resolved")
    if os.path.exists(resolved):
        shutil.copy(resolved, os.path.join(app, "Package.resolved"))  # the versions this clone resolved
    for path, text in files:
        target = os.path.join(app, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as file:
            file.write(text)
    for command in commands:
        if command.startswith("mkdir "):
            result = run(command, app, shell=True)
            if result.returncode != 0:
                sys.exit(f"check-getting-started: `{command}` failed: {result.stderr.strip()}")
    print(f"check-getting-started: steps 1–3 in {os.path.relpath(app, ROOT)}: " + ", ".join(path for path, _ in files), flush=True)

    build = run(["swift", "build", "--product", "NotesApp"], app)
    if build.returncode != 0:
        errors = [line for line in (build.stdout + build.stderr).splitlines() if "error:" in line]
        sys.exit("\n".join(errors or [(build.stdout + build.stderr).strip()])
                 + "\ncheck-getting-started: the README's Getting started steps 1–3 do not build as written (above)")
    binary = run(["swift", "build", "--product", "NotesApp", "--show-bin-path"], app).stdout.strip()
    program = os.path.join(binary, "NotesApp")

    # Step 3: `swift run NotesApp` without a terminal says so in one line and exits 2.
    started = run([program], app, stdin=subprocess.DEVNULL)
    said = started.stderr.strip()
    if started.returncode != 2 or "not a terminal" not in said or "--replay" not in said or "\n" in said:
        sys.exit(f"check-getting-started: step 3's NotesApp without a terminal exited {started.returncode} saying {said!r}; "
                 "the README says one line naming --replay and exit code 2")
    if not any(command == "swift run NotesApp" for command in commands):
        sys.exit("check-getting-started: step 3 no longer shows `swift run NotesApp`")
    helped = run([program, "--help"], app, stdin=subprocess.DEVNULL)
    if helped.returncode != 0 or "--replay" not in helped.stdout + helped.stderr:
        sys.exit(f"check-getting-started: NotesApp --help exited {helped.returncode} without naming --replay")
    print("check-getting-started: steps 1–3 build as written; NotesApp runs as step 3 says")


if __name__ == "__main__":
    main()
