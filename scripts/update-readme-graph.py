#!/usr/bin/env python3
"""Replaces the README's ```mermaid block with a graph read from a file (`make graph`).

Usage: update-readme-graph.py GRAPH_FILE [README.md]

The graph is what `lcdemo --replay demo-scripts/*.tape --graph mermaid` writes; a test
(`theReadmeShopGraphIsTheOneTheTapesGenerate`) fails when the README's block differs from it.
"""
import sys


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print("usage: update-readme-graph.py GRAPH_FILE [README.md]", file=sys.stderr)
        return 64
    graph_path = sys.argv[1]
    readme_path = sys.argv[2] if len(sys.argv) == 3 else "README.md"
    with open(graph_path, encoding="utf-8") as file:
        graph = file.read().strip("\n")
    if not graph.startswith("flowchart"):
        print(f"update-readme-graph.py: {graph_path} is not a Mermaid flowchart; regenerate it with lcdemo --graph mermaid", file=sys.stderr)
        return 2
    with open(readme_path, encoding="utf-8") as file:
        readme = file.read()
    start = readme.find("```mermaid\n")
    end = readme.find("\n```", start + 1)
    if start < 0 or end < 0:
        print(f"update-readme-graph.py: no ```mermaid block in {readme_path}", file=sys.stderr)
        return 2
    updated = readme[: start + len("```mermaid\n")] + graph + readme[end:]
    if updated != readme:
        with open(readme_path, "w", encoding="utf-8") as file:
            file.write(updated)
        print(f"updated the Shop graph in {readme_path}")
    else:
        print(f"the Shop graph in {readme_path} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
