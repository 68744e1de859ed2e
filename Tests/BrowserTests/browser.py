"""Headless Chromium driven over the DevTools protocol (websocket-client), for the browser tests
of `--serve-web`: tabs, keys, mouse, paste, window sizes and the screen reader's rows of
xterm.js. Every wait is bounded; nothing here touches an address but 127.0.0.1."""
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket

WAIT = 30.0


def wait_for(what, predicate, timeout=WAIT, interval=0.05, shows=None):
    """Polls `predicate` until it returns a true value (returned) or `timeout` seconds pass; the
    error names what `shows()` (or the predicate's last value) says at that moment."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = predicate()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}; last: {shows() if shows else last!r}")


class Chromium:
    """One headless Chromium with its own profile; `tab()` opens a page target. `arguments`: more
    command-line switches (the TLS tests pin their certificate's key with one)."""

    def __init__(self, width=1000, height=700, arguments=()):
        self.profile = tempfile.mkdtemp(prefix="lcweb-chromium-")
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
             f"--window-size={width},{height}", "--hide-scrollbars", *arguments, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        active = os.path.join(self.profile, "DevToolsActivePort")
        lines = wait_for("Chromium's DevTools port", lambda: os.path.exists(active) and open(active).read().split())
        self.port = int(lines[0])
        self.socket = websocket.create_connection(f"ws://127.0.0.1:{self.port}{lines[1]}", timeout=WAIT, suppress_origin=True)
        self.next_id = 0

    def send(self, method, params=None, session=None):
        """Sends one command and returns its result (events in between are dropped)."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise AssertionError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise AssertionError(f"no answer to {method}")

    def tab(self, url, width=1000, height=700):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        tab = Tab(self, target, session)
        tab.size(width, height)
        self.send("Page.navigate", {"url": url}, session)
        return tab

    def close(self):
        try:
            self.socket.close()
        finally:
            os.killpg(self.process.pid, 9)
            self.process.wait(timeout=WAIT)
            shutil.rmtree(self.profile, ignore_errors=True)


class Tab:
    """A page: its rows as the screen reader reads them, and input as a person gives it."""

    def __init__(self, browser, target, session):
        self.browser = browser
        self.target = target
        self.session = session

    def send(self, method, params=None):
        return self.browser.send(method, params, self.session)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def rows(self):
        """The terminal's rows in the DOM (xterm.js screenReaderMode's accessibility tree), read
        with the tab in front (a background tab does not draw)."""
        self.send("Page.bringToFront")
        return self.evaluate("Array.from(document.querySelectorAll('.xterm-accessibility-tree > div'))"
                             ".map(function (row) { return row.textContent.replace(/\\u00a0/g, ' '); })") or []

    def text(self):
        return "\n".join(self.rows())

    def title(self):
        """The screen's title: its first row without the back hint (`‹ Esc`) at its left."""
        rows = self.rows()
        return rows[0].replace("‹ Esc", "", 1).strip() if rows else None

    def status(self):
        return self.evaluate("document.getElementById('status') && document.getElementById('status').textContent")

    def wait_status(self, text, timeout=WAIT):
        """Waits for `text` in the line under the terminal (a notice, or the session's last line)."""
        return wait_for(f"{text!r} under the terminal", lambda: text in (self.status() or ""), timeout,
                        shows=lambda: f"the line {self.status()!r}, ended: {self.ended()}, the screen {self.rows()!r}")

    def ended(self):
        """The socket closed (the page marks its body)."""
        return self.evaluate("document.body.getAttribute('data-ended') === 'true'")

    def wait_title(self, title, timeout=WAIT):
        return wait_for(f"the title {title!r}", lambda: self.title() == title and self.rows(), timeout)

    def wait_text(self, text, timeout=WAIT):
        return wait_for(f"{text!r} on the screen", lambda: text in self.text() and self.rows(), timeout)

    def focus(self):
        self.send("Page.bringToFront")
        self.evaluate("window.lcweb && window.lcweb.term.focus()")

    def key(self, key, code, key_code, text=None):
        self.focus()
        down = {"type": "keyDown" if text else "rawKeyDown", "key": key, "code": code, "windowsVirtualKeyCode": key_code,
                "nativeVirtualKeyCode": key_code}
        if text:
            down["text"] = text
            down["unmodifiedText"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": key_code,
                                             "nativeVirtualKeyCode": key_code})

    def enter(self):
        self.key("Enter", "Enter", 13, "\r")

    def escape(self):
        self.key("Escape", "Escape", 27)

    def type(self, character):
        self.key(character, ("Digit" + character) if character.isdigit() else "Key" + character.upper(), ord(character.upper()), character)

    def click(self, text):
        """Clicks the middle of `text`'s first cell on the screen (a press and a release)."""
        rows = self.rows()
        row = next(index for index, line in enumerate(rows) if text in line)
        column = rows[row].index(text)
        box = self.evaluate("(function () { var r = document.querySelector('.xterm-screen').getBoundingClientRect();"
                            " var t = window.lcweb.term; return [r.left, r.top, r.width / t.cols, r.height / t.rows]; })()")
        x = box[0] + (column + 0.5) * box[2]
        y = box[1] + (row + 0.5) * box[3]
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def paste(self, text):
        """A paste from the clipboard into the terminal (the event a person's Ctrl+V fires)."""
        self.focus()
        self.evaluate("(function () { var data = new DataTransfer(); data.setData('text/plain', %s);"
                      " document.querySelector('.xterm-helper-textarea').dispatchEvent("
                      "new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })); })()"
                      % json.dumps(text))

    def size(self, width, height):
        self.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def terminal_size(self):
        return self.evaluate("window.lcweb ? [window.lcweb.term.cols, window.lcweb.term.rows] : null")

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})


def http_status(url, headers=None, context=None):
    """The status of a GET of `url` (no redirects are served); `context`: an `ssl.SSLContext`
    for https."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=WAIT, context=context) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()
