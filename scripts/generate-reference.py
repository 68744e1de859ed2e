#!/usr/bin/env python3
"""Writes docs/reference/<Module>.md, the public API of every library product's module (and of
the modules they re-export), from the symbol graphs of the built modules: each type, each
member with its declaration (a property's `{ get }` or `{ get set }`, an enum case's associated
values) and the first paragraph of its doc comment, in a fixed order.

Run after `swift build` (`make reference` does both); `swift symbolgraph-extract` reads the
built .swiftmodule files, so nothing is compiled twice.

    scripts/generate-reference.py                # rewrite docs/reference
    scripts/generate-reference.py --check        # exit 1, naming `make reference`, when stale
    options: --build-dir .build/debug  --output docs/reference  --modules A,B (default: all)
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
REGENERATE = "make reference"

# The order a type's members are listed in: (heading, symbol kinds).
MEMBER_GROUPS = [
    ("Cases", {"swift.enum.case"}),
    ("Associated types", {"swift.associatedtype"}),
    ("Type aliases", {"swift.typealias"}),
    ("Initializers", {"swift.init"}),
    ("Properties", {"swift.property"}),
    ("Subscripts", {"swift.subscript"}),
    ("Methods", {"swift.method"}),
    ("Type properties", {"swift.type.property"}),
    ("Type subscripts", {"swift.type.subscript"}),
    ("Type methods", {"swift.type.method"}),
    ("Operators", {"swift.func.op"}),
]
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"}
KIND_WORD = {"swift.class": "class", "swift.struct": "struct", "swift.enum": "enum",
             "swift.protocol": "protocol", "swift.actor": "actor", "swift.typealias": "typealias"}


def library_modules():
    """The modules of the package's library products (as Package.swift declares them: read as
    text, so no second SwiftPM runs beside a build), and every module they re-export."""
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as file:
        manifest = file.read()
    modules = set()
    for targets in re.findall(r'\.library\(name: "\w+", targets: \[([^\]]*)\]', manifest):
        modules.update(re.findall(r'"(\w+)"', targets))
    pending = sorted(modules)
    while pending:
        module = pending.pop()
        for path in glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True):
            with open(path, encoding="utf-8") as file:
                for exported in re.findall(r"^@_exported import (\w+)", file.read(), re.MULTILINE):
                    if exported not in modules and os.path.isdir(os.path.join(ROOT, "Sources", exported)):
                        modules.add(exported)
                        pending.append(exported)
    return sorted(modules)


def extract(module, build_dir, out_dir):
    """Runs symbolgraph-extract on the built `module`; returns the paths of its symbol graphs."""
    modules_dir = os.path.join(build_dir, "Modules")
    if not os.path.isdir(modules_dir):
        modules_dir = build_dir
    if not os.path.exists(os.path.join(modules_dir, module + ".swiftmodule")):
        sys.exit(f"generate-reference: {module} is not built in {build_dir}; run `swift build` first (or `{REGENERATE}`)")
    command = ["swift", "symbolgraph-extract", "-module-name", module, "-I", modules_dir,
               "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out_dir]
    command += import_flags(module, build_dir)
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"generate-reference: symbolgraph-extract failed for {module}:\n{result.stderr.strip()}")
    return sorted(glob.glob(os.path.join(out_dir, module + ".symbols.json"))
                  + glob.glob(os.path.join(out_dir, module + "@*.symbols.json")))


def import_flags(module, build_dir):
    """The C module maps and include paths `module` was compiled with (its dependencies' C
    targets and system libraries), read from SwiftPM's build manifest (.build/debug.yaml)."""
    real = os.path.realpath(build_dir)
    manifest = os.path.join(os.path.dirname(os.path.dirname(real)), os.path.basename(real) + ".yaml")
    if not os.path.exists(manifest):
        return []
    with open(manifest, encoding="utf-8") as file:
        text = file.read()
    start = text.find(f'"C.{module}-')
    found = re.compile(r"^\s*args: (\[.*\])$", re.MULTILINE).search(text, start) if start >= 0 else None
    if not found:
        return []
    arguments = json.loads(found.group(1))
    flags = []
    for index, argument in enumerate(arguments[:-1]):
        if argument in ("-Xcc", "-I"):
            flags += [argument, arguments[index + 1]]
    return flags


def declaration(symbol, isolated=False):
    """The symbol's declaration on one line. A stored `var` is printed with the `{ get set }`
    the symbol graph leaves out (a read-only one already shows `{ get }`); `@MainActor` is left
    out of the members of a `@MainActor` type (`isolated`), whose heading says it once."""
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    text = re.sub(r"\s+", " ", text).strip()
    if isolated:
        text = re.sub(r"^((?:@\w+ )*)@MainActor ", r"\1", text)
    if symbol["kind"]["identifier"] in ("swift.property", "swift.type.property") and re.search(r"\bvar\b", text) \
            and not text.endswith("}"):
        text += " { get set }"
    return text


def summary(symbol):
    """The first paragraph of the symbol's doc comment, on one line."""
    lines = [line.get("text", "") for line in symbol.get("docComment", {}).get("lines", [])]
    paragraph = []
    for line in lines:
        if re.match(r"\s*- (Parameters?|Returns|Throws|Note|Important|Warning)\b", line, re.IGNORECASE):
            break  # a callout, not the summary
        if not line.strip():
            if paragraph:
                break
            continue
        paragraph.append(line.strip())
    return " ".join(paragraph)


def constraints(symbol):
    found = symbol.get("swiftExtension", {}).get("constraints", [])
    if not found:
        return ""
    parts = []
    for constraint in found:
        operator = ":" if constraint["kind"] == "conformance" else " =="
        if constraint["kind"] == "superclass":
            operator = ":"
        parts.append(f"{constraint['lhs']}{operator} {constraint['rhs']}")
    return " where " + ", ".join(sorted(parts))


def code(text):
    """`text` as inline code, whatever backticks it holds."""
    fence = "``" if "`" in text else "`"
    padding = " " if "`" in text else ""
    return f"{fence}{padding}{text}{padding}{fence}"


def render(module, graph_paths):
    symbols = {}
    relationships = []
    extended_modules = {}
    for path in graph_paths:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
            extended = symbol.get("swiftExtension", {}).get("extendedModule")
            if extended and extended != module:
                extended_modules[tuple(symbol["pathComponents"][:-1])] = extended
        relationships.extend(graph["relationships"])

    requirements = {r["source"] for r in relationships if r["kind"] in ("requirementOf", "optionalRequirementOf")}
    conformances = {}  # (symbol, "inheritsFrom" or "conformsTo") -> names
    for relation in relationships:
        if relation["kind"] in ("conformsTo", "inheritsFrom") and relation["source"] in symbols:
            target = symbols.get(relation["target"])
            name = ".".join(target["pathComponents"]) if target else relation.get("targetFallback", relation["target"])
            name = name.split(".")[-1] if "." in name and not target else name
            conformances.setdefault((relation["source"], relation["kind"]), set()).add(name + constraints_of(relation))

    types = {}       # path -> symbol, for types and type aliases declared here
    members = {}     # parent path -> [symbol]
    globals_ = []
    for symbol in symbols.values():
        kind = symbol["kind"]["identifier"]
        path = tuple(symbol["pathComponents"])
        if kind in TYPE_KINDS or (kind == "swift.typealias" and len(path) == 1):
            types[path] = symbol
        elif len(path) == 1:
            globals_.append(symbol)
        else:
            members.setdefault(path[:-1], []).append(symbol)

    lines = [f"# {module}", "",
             f"The public API of the `{module}` module: every type and member with its declaration",
             "and the first paragraph of its doc comment. Generated from the module's symbol graph by",
             f"`{REGENERATE}` (scripts/generate-reference.py); do not edit it by hand: `make test` fails",
             "when it differs from the code.", ""]
    parents = sorted(set(types) | set(members), key=lambda path: [part.lower() for part in path] + list(path))
    index = [".".join(path) for path in parents if path in types]
    if index:
        lines += ["Types: " + ", ".join(code(name) for name in index) + ".", ""]

    for path in parents:
        name = ".".join(path)
        symbol = types.get(path)
        if symbol is None and path[:-1] in types and path not in extended_modules:
            continue  # members of a type alias's target are listed with the type itself
        if symbol:
            lines += [f"## {name}", "", code(declaration(symbol) or f"{KIND_WORD.get(symbol['kind']['identifier'], '')} {name}"), ""]
            if summary(symbol):
                lines += [summary(symbol), ""]
            for kind, title in (("inheritsFrom", "Inherits from"), ("conformsTo", "Conforms to")):
                names = conformances.get((symbol["identifier"]["precise"], kind))
                if names:
                    lines += [f"{title}: " + ", ".join(code(c) for c in sorted(names)) + ".", ""]
        else:
            owner = extended_modules.get(path, "another module")
            lines += [f"## Extension of {name}", "", f"Members this module adds to `{name}` ({owner}).", ""]
        children = members.get(path, [])
        isolated = symbol is not None and declaration(symbol).startswith("@MainActor")
        is_protocol = symbol is not None and symbol["kind"]["identifier"] == "swift.protocol"
        for heading, kinds in MEMBER_GROUPS:
            group = [s for s in children if s["kind"]["identifier"] in kinds]
            if not group:
                continue
            if is_protocol:
                required = [s for s in group if s["identifier"]["precise"] in requirements]
                provided = [s for s in group if s["identifier"]["precise"] not in requirements]
                parts = [(f"{heading} (requirements)", required), (f"{heading} (provided by extensions)", provided)]
            else:
                parts = [(heading, group)]
            for title, part in parts:
                if not part:
                    continue
                lines += [f"### {title}", ""]
                for member in sorted(part, key=lambda s: (declaration(s, isolated) + constraints(s), s["identifier"]["precise"])):
                    entry = "- " + code(declaration(member, isolated) + constraints(member))
                    if summary(member):
                        entry += " — " + summary(member)
                    lines.append(entry)
                lines.append("")

    if globals_:
        lines += ["## Functions and variables", ""]
        for symbol in sorted(globals_, key=lambda s: (declaration(s), s["identifier"]["precise"])):
            entry = "- " + code(declaration(symbol))
            if summary(symbol):
                entry += " — " + summary(symbol)
            lines.append(entry)
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def constraints_of(relation):
    found = relation.get("swiftConstraints", [])
    if not found:
        return ""
    return constraints({"swiftExtension": {"constraints": found}})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, ".build", "debug"))
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "reference"))
    parser.add_argument("--modules", default="")
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    modules = arguments.modules.split(",") if arguments.modules else library_modules()

    pages = {}
    with tempfile.TemporaryDirectory() as scratch:
        for module in modules:
            out_dir = os.path.join(scratch, module)
            os.makedirs(out_dir)
            pages[module + ".md"] = render(module, extract(module, arguments.build_dir, out_dir))
    contents = "\n".join([
        "# API reference", "",
        f"The public API of every library product, one page per module, generated by `{REGENERATE}`",
        "from the built modules' symbol graphs (`make test` fails when a page is stale).", "",
    ] + [f"- [{name[:-3]}]({name})" for name in sorted(pages)]) + "\n"
    if not arguments.modules:
        pages["README.md"] = contents

    if arguments.check:
        stale = []
        existing = set(os.listdir(arguments.output)) if os.path.isdir(arguments.output) else set()
        for name, text in sorted(pages.items()):
            path = os.path.join(arguments.output, name)
            if name not in existing or open(path, encoding="utf-8").read() != text:
                stale.append(name)
        if not arguments.modules:
            stale += sorted(name for name in existing - set(pages) if name.endswith(".md"))
        if stale:
            relative = os.path.relpath(arguments.output, ROOT)
            print(f"{relative} is stale: {', '.join(stale)} not what the code declares; run `{REGENERATE}` and commit the result",
                  file=sys.stderr)
            sys.exit(1)
        print(f"{os.path.relpath(arguments.output, ROOT)}: {len(pages)} pages up to date")
        return
    os.makedirs(arguments.output, exist_ok=True)
    if not arguments.modules:
        for name in os.listdir(arguments.output):
            if name.endswith(".md") and name not in pages:
                os.remove(os.path.join(arguments.output, name))
    for name, text in pages.items():
        with open(os.path.join(arguments.output, name), "w", encoding="utf-8") as file:
            file.write(text)
    print(f"wrote {len(pages)} pages to {os.path.relpath(arguments.output, ROOT)}")


if __name__ == "__main__":
    main()
