#!/usr/bin/env python3
"""The README's picture of the Shop in a browser: a real `lcdemo --serve-web` session opened in
headless Chromium (Debian's chromium, over the DevTools protocol), driven to Home with its
products, and screenshotted as a PNG. Nothing is drawn by hand; `make pictures` runs it.

    scripts/web-picture.py OUTPUT.png [--lcdemo PATH]

Needs lcdemo and lcweb built side by side, `make web-client`, and websocket-client (the
browser tests' venv has it). Only 127.0.0.1 is used; every wait is bounded.
"""
import argparse
import base64
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "BrowserTests"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output")
    parser.add_argument("--lcdemo", default=os.path.join(ROOT, ".build", "debug", "lcdemo"))
    arguments = parser.parse_args()
    os.environ["LCDEMO_BINARY"] = os.path.abspath(arguments.lcdemo)
    from browser import Chromium  # noqa: E402 (after LCDEMO_BINARY: server.py reads it)
    from server import Server  # noqa: E402

    # 752×470 CSS pixels fit xterm.js's 80×24 cells at the page's 15 px DejaVu Sans Mono.
    width, height = 752, 470
    server = Server("--route", "home", "--resume-window", "0")
    browser = Chromium(width=width, height=height)
    try:
        tab = browser.tab(server.page(), width=width, height=height)
        tab.wait_text("› Desk Lamp")   # Home with its products loaded
        tab.key("ArrowDown", "ArrowDown", 40)
        tab.wait_text("› Coffee Mug")
        shot = tab.send("Page.captureScreenshot", {"format": "png"})
        with open(arguments.output, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        columns, rows = tab.terminal_size()
        print(f"web-picture: {arguments.output}: the Shop's Home in headless Chromium, {columns}x{rows} cells")
        tab.close()
    finally:
        browser.close()
        server.stop()


if __name__ == "__main__":
    main()
