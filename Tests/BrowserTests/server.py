"""`lcdemo --serve-web` (or `lcweb` itself) on 127.0.0.1, any free port: its URL, its token,
and the app processes it runs (its children)."""
import os
import re
import select
import subprocess
import tempfile
import time
import urllib.parse

from browser import WAIT, wait_for

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LCDEMO = os.path.abspath(os.environ.get("LCDEMO_BINARY") or os.path.join(ROOT, ".build", "debug", "lcdemo"))
LCWEB = os.path.join(os.path.dirname(LCDEMO), "lcweb")


def children(pid):
    """The processes whose parent is `pid`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry))
    return found


class Server:
    """A running server; `url` is the page's address with its token."""

    def __init__(self, *arguments, program=None, env=None, listen="127.0.0.1:0", state_home=None):
        command = [program or LCDEMO, "--serve-web", listen, *arguments]
        # Each server keeps the states it resumes in a folder of its own (a restart reuses it).
        self.state_home = state_home or tempfile.mkdtemp(prefix="lcweb-state-")
        environment = dict(os.environ, XDG_STATE_HOME=self.state_home, **(env or {}))
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
        line = self._line()
        match = re.search(r"open: ((https?)://127\.0\.0\.1:(\d+)/\?token=([A-Za-z0-9._~-]+))", line)
        assert match, f"no URL in the start line {line!r}; stderr: {self.process.stderr.read1(4096) if self.process.poll() is not None else ''}"
        self.url, self.scheme, self.port, self.token = match.group(1), match.group(2), int(match.group(3)), match.group(4)
        self.base = f"{self.scheme}://127.0.0.1:{self.port}"

    def _line(self):
        ready, _, _ = select.select([self.process.stdout], [], [], WAIT)
        assert ready, "the server printed no start line"
        return self.process.stdout.readline().decode()

    def page(self, link=None):
        return self.url + ("#" + urllib.parse.quote(link, safe=":/") if link else "")

    def websocket_url(self, token=None, **query):
        values = {"token": self.token if token is None else token, "cols": "80", "rows": "24", **query}
        scheme = "wss" if self.scheme == "https" else "ws"
        return f"{scheme}://127.0.0.1:{self.port}/ws?" + urllib.parse.urlencode(values)

    def apps(self):
        return children(self.process.pid)

    def wait_apps(self, count, timeout=WAIT):
        return wait_for(f"{count} app process(es)", lambda: len(self.apps()) == count or None, timeout)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=WAIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=WAIT)
        self.process.stdout.close()
        self.process.stderr.close()
        return self.process.returncode


def run(command, env=None, timeout=WAIT):
    """Runs a command that should end by itself: its exit code, standard output and error."""
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=dict(os.environ, **(env or {})))
    return result.returncode, result.stdout, result.stderr


def settle(seconds=0.5):
    """A short pause before checking that something did NOT happen (never to wait for a state)."""
    time.sleep(seconds)
