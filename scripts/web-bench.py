#!/usr/bin/env python3
"""`make web-bench`'s rows: N concurrent browser sessions (WebSockets) of the Shop, against textual-serve.

Four ways to run the same Home tab, in one run on the same cores, on 127.0.0.1 only:
  web       `lcdemo --serve-web 127.0.0.1:0 --route home --resume-window 0` (release, lcweb beside
            it), joined by N WebSocket clients that speak the page's protocol (WebPage.swift): `i`
            + input, `a` + the byte count of every output frame received (flow control);
  local     N `lcdemo --route home` on local pseudo terminals, no server (the memory anchor);
  tserve    textual-serve 1.1.3 serving the Textual peer (shared/peer/textual_shop.py), joined
            by N WebSocket clients that speak its page's protocol: `["stdin", text]` up, binary
            frames of terminal output down;
  tlocal    N `python textual_shop.py` on local pseudo terminals.
Every terminal is 80x24. One thread reads every session (selectors), so times are what a page's
socket receives; the clients are websocket-client 1.8.0 in this Python, the load generator shares
the cores with the servers (as a browser on the same machine would).

First frame: connect (before the TCP connect) -> READY on the screen ("Home", the Home tab's
name, which both apps show on their first screen). Two paces, as scripts/ssh-bench.py:
  walk    a key every 100-300 ms per session: Down, Enter, Esc, Up, 2, 1, again;
  burst   every session presses at the same instant (Down/Up), KEYS times.
Key -> first byte of the answer p50/p99 (Esc apart: both apps wait to tell a lone Esc from an
escape sequence), key -> last byte p99, CPU per key of the server's process tree (schedstat),
PSS per session of that tree (smaps_rollup) while every session is open, and apart the server's
own processes (the tree without the apps).

Writes the section "## Web sessions (browser)" of OUTPUT (replaced when there, appended when not).
Usage: web-bench.py --lcdemo PATH --python VENV_PYTHON --peer textual_shop.py --output BENCHMARKS.md
                    [--sessions 1,10,50] [--keys 20] [--paces walk,burst] [--kinds web,local,tserve,tlocal]
"""
import argparse, importlib.util, json, math, os, random, re, selectors, subprocess, sys, tempfile, time

import websocket

sys.dont_write_bytecode = True   # no __pycache__ in scripts/ from loading ssh-bench.py
HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("ssh_bench", os.path.join(HERE, "ssh-bench.py"))
sb = importlib.util.module_from_spec(_spec); _spec.loader.exec_module(sb)
tree, memory, cpu_seconds, command_name, quantile, pump = sb.tree, sb.memory, sb.cpu_seconds, sb.command_name, sb.quantile, sb.pump

READY = b"Home"
sb.READY = READY   # what ssh-bench's local Terminal waits for
KEYS = {  # what a terminal (xterm.js) sends: lcdemo turns on the application cursor keys, Textual does not
    "lc": {"Down": b"\x1bOB", "Up": b"\x1bOA", "Enter": b"\r", "Esc": b"\x1b", "2": b"2", "1": b"1"},
    "tx": {"Down": b"\x1b[B", "Up": b"\x1b[A", "Enter": b"\r", "Esc": b"\x1b", "2": b"2", "1": b"1"}}
WALK = ["Down", "Enter", "Esc", "Up", "2", "1"]
BURST = ["Down", "Up"]
KEY_LIMIT, QUIET = sb.KEY_LIMIT, sb.QUIET
START_LIMIT = 180    # seconds every session of a row may take to draw its first frame
NAMES = {"web": "lcdemo --serve-web", "local": "lcdemo, local pty", "tserve": "textual-serve", "tlocal": "Textual, local pty"}


class WebSession:
    """One page's WebSocket: `flavour` "lc" (ours: typed text frames, acknowledgements) or "tx" (textual-serve)."""

    def __init__(self, url, origin, flavour):
        self.flavour, self.process = flavour, None
        self.seen, self.first_frame, self.sent, self.key, self.first, self.closed = b"", None, None, None, None, False
        self.started = time.time()
        self.last_byte = self.started
        self.ws = websocket.create_connection(url, timeout=10, origin=origin, skip_utf8_validation=True)
        self.master = self.ws.sock   # what the selector watches

    def read(self, now):
        try:
            opcode, frame = self.ws.recv_data_frame(True)
        except (websocket.WebSocketException, OSError):
            self.closed = True
            return 0
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            self.closed = True
            return 0
        if opcode != websocket.ABNF.OPCODE_BINARY or not frame.data:
            return 0   # notices, meta, pings
        data = frame.data
        if self.flavour == "lc":
            self.message("a", str(len(data)))
        self.last_byte = now
        if self.first_frame is None:
            self.seen = (self.seen + data)[-4096:]
            if READY in self.seen: self.first_frame = now - self.started
        if self.sent is not None and self.first is None:
            self.first = now
        return len(data)

    def message(self, kind, text):
        try:
            if self.flavour == "lc": self.ws.send("%s%s" % (kind, text))
            else: self.ws.send(json.dumps(["stdin", text]))
        except (websocket.WebSocketException, OSError):
            self.closed = True

    def send(self, key, data, now):
        self.key, self.sent, self.first = key, now, None
        self.message("i", data.decode())

    answer = sb.Terminal.answer

    def close(self):
        try: self.ws.close(timeout=2)
        except (websocket.WebSocketException, OSError): pass


def app_processes(pids, root, names):
    return [p for p in pids if p != root and command_name(p) in names]


def wait_gone(root, names, limit=30):
    """Waits (at most `limit` s) until the server runs no app: the next row starts clean."""
    end = time.time() + limit
    while time.time() < end and app_processes(tree(root), root, names):
        time.sleep(0.1)


def run(kind, open_session, root, names, sessions, pace, keys, keymap):
    """One row: `sessions` sessions from `open_session()`, driven at `pace`."""
    selector = selectors.DefaultSelector()
    terminals = []
    for _ in range(sessions):
        try:
            terminal = open_session()
        except (websocket.WebSocketException, OSError) as error:
            print(f"web-bench: {kind}: a session did not open: {error}", file=sys.stderr)
            continue
        selector.register(terminal.master, selectors.EVENT_READ, terminal)
        terminals.append(terminal)
        pump(selector, terminals, time.time() + 0.002)
    deadline = time.time() + START_LIMIT
    pump(selector, terminals, deadline, lambda: all(t.first_frame is not None or t.closed for t in terminals))
    pump(selector, terminals, time.time() + 0.5)
    quiet_since = lambda: max([t.last_byte for t in terminals] or [0])
    settle = time.time() + 10
    while time.time() - quiet_since() < 0.3 and time.time() < settle:
        pump(selector, terminals, time.time() + 0.05)
    live = [t for t in terminals if t.first_frame is not None and not t.closed]
    pids = tree(root) if root else [t.process.pid for t in terminals]
    pss, rss = memory(pids)
    apps = app_processes(pids, root, names)
    app_pss, app_rss = memory(apps)
    one_app = sorted(memory([p])[1] for p in apps)[len(apps) // 2] if apps else float("nan")
    cpu_before = cpu_seconds(pids)
    answers = []
    if pace == "walk":
        due = {t: time.time() + random.uniform(0, 0.3) for t in live}
        step = {t: 0 for t in live}
        end = time.time() + keys * 0.3 + 60
        while due and time.time() < end:
            now = time.time()
            for t in list(due):
                if now >= due[t] and (t.sent is None or now - t.sent > KEY_LIMIT or
                                      (t.first is not None and now - t.last_byte > QUIET)):
                    result = t.answer()
                    if result: answers.append(result)
                    if step[t] == keys or t.closed:
                        del due[t]
                        continue
                    name = WALK[step[t] % len(WALK)]
                    t.send(name, keymap[name], time.time())
                    step[t] += 1
                    due[t] = time.time() + random.uniform(0.1, 0.3)
            pump(selector, terminals, time.time() + 0.002)
    else:
        for j in range(keys):
            name = BURST[j % len(BURST)]
            for t in live: t.send(name, keymap[name], time.time())
            pump(selector, terminals, time.time() + KEY_LIMIT,
                 lambda: all(t.first is not None and time.time() - t.last_byte > QUIET for t in live))
            answers += [r for r in (t.answer() for t in live) if r]
    cpu = cpu_seconds(pids) - cpu_before
    for t in terminals:
        if t.process is not None:
            try: os.write(t.master, b"q")
            except OSError: pass
        else:
            selector.unregister(t.master); t.close()
    locals_ = [t for t in terminals if t.process is not None]
    end = time.time() + 10
    while time.time() < end and any(t.process.poll() is None for t in locals_):
        pump(selector, locals_, time.time() + 0.05)
    for t in locals_:
        if t.process.poll() is None:
            t.process.kill(); t.process.wait()
        selector.unregister(t.master); t.close()
    if root: wait_gone(root, names)
    timed = [a for a in answers if a[1] is not None]
    plain = [a for a in timed if a[0] != "Esc"]
    escapes = [a for a in timed if a[0] == "Esc"]
    frames = [t.first_frame for t in live]
    return {"kind": kind, "sessions": sessions, "pace": pace, "live": len(live),
            "frame50": quantile(frames, .5), "frame99": quantile(frames, .99),
            "key50": quantile([a[1] for a in plain], .5), "key99": quantile([a[1] for a in plain], .99),
            "last99": quantile([a[2] for a in plain], .99), "esc50": quantile([a[1] for a in escapes], .5),
            "keys": len(answers), "lost": len(answers) - len(timed), "cpu": cpu / max(1, len(answers)),
            "pss": pss / max(1, len(live)), "server_pss": pss - app_pss, "server_rss": rss - app_rss,
            "app_rss": one_app}


def start_ours(lcdemo, work):
    log = open(f"{work}/web.log", "w")
    env = dict(os.environ, LCDEMO_LATENCY="0", XDG_STATE_HOME=f"{work}/state")
    server = subprocess.Popen([lcdemo, "--serve-web", "127.0.0.1:0", "--route", "home", "--resume-window", "0"],
                              stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    for _ in range(300):
        match = re.search(r"open: http://127\.0\.0\.1:(\d+)/\?token=([A-Za-z0-9._~-]+)", open(f"{work}/web.log").read())
        if match: return server, int(match.group(1)), match.group(2)
        if server.poll() is not None: break
        time.sleep(0.05)
    server.kill(); sys.exit(f"web-bench: lcdemo --serve-web did not start: {open(f'{work}/web.log').read().strip()}")


def start_textual_serve(python, peer, work):
    port = sb.free_port()
    code = ("import sys; from textual_serve.server import Server; "
            "Server(sys.argv[1], host='127.0.0.1', port=int(sys.argv[2])).serve()")
    command = f"{python} {os.path.abspath(peer)}"
    log = open(f"{work}/tserve.log", "w")
    server = subprocess.Popen([python, "-c", code, command, str(port)], stdout=log, stderr=subprocess.STDOUT,
                              cwd=work, start_new_session=True)
    for _ in range(400):
        with sb.socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0: return server, port
        if server.poll() is not None: break
        time.sleep(0.05)
    server.kill(); sys.exit(f"web-bench: textual-serve did not start: {open(f'{work}/tserve.log').read().strip()}")


def row(r):
    lost = f", {r['lost']} lost" if r["lost"] else ""
    dropped = f" ({r['sessions'] - r['live']} without a first frame)" if r["live"] < r["sessions"] else ""
    server = f"{r['server_pss']:.1f} / {r['server_rss']:.1f} MiB" if r["kind"] in ("web", "tserve") else "–"
    return (f"| {NAMES[r['kind']]} | {r['sessions']}{dropped} | {r['pace']} | {r['frame50']:.0f} / {r['frame99']:.0f} ms "
            f"| {r['key50']:.1f} / {r['key99']:.1f} ms | {r['last99']:.1f} ms | "
            + (f"{r['esc50']:.1f} ms" if r["pace"] == "walk" else "–")
            + f" | {r['cpu'] * 1000:.3f} ms | {r['pss']:.2f} MiB | {server} | {r['app_rss']:.1f} MiB | {r['keys']}{lost} |")


def reading(results, paces):
    """The issue's goals, read off the rows."""
    by = {(r["kind"], r["sessions"], r["pace"]): r for r in results}
    lines, behind, compared = [], [], 0
    figures = [("first frame p50", "frame50"), ("first frame p99", "frame99"), ("key p50", "key50"), ("key p99", "key99"),
               ("last byte p99", "last99"), ("Esc p50", "esc50"), ("CPU per key", "cpu"), ("PSS per session", "pss"),
               ("server PSS", "server_pss")]
    for (kind, n, pace), r in sorted(by.items(), key=lambda i: (i[0][2], i[0][1])):
        peer = by.get(("tserve", n, pace))
        if kind != "web" or not peer: continue
        compared += 1
        scale = lambda k: 1000 if k == "cpu" else 1
        behind += [f"{label} at {n} {pace} ({r[k] * scale(k):.1f} vs {peer[k] * scale(k):.1f})" for label, k in figures
                   if not (math.isnan(r[k]) or math.isnan(peer[k])) and not r[k] < peer[k]]
    if compared:
        lost = lambda kind: sum(r["lost"] for r in results if r["kind"] == kind)
        lines.append("Against textual-serve: " + ("every figure ahead" if not behind else
                     "every figure ahead but " + "; ".join(behind))
                     + f" (keys without an answer in {KEY_LIMIT:.0f} s, left out of the percentiles: ours {lost('web')}, "
                     f"textual-serve {lost('tserve')}).")
    verdict = lambda value, goal, unit: "met" if value <= goal else f"missed by {value - goal:.{2 if unit.startswith('MiB') else 1}f} {unit}"
    ten = [f"{pace}: {by[('web', 10, pace)]['key99']:.1f} ms, {verdict(by[('web', 10, pace)]['key99'], 5.0, 'ms')}"
           for pace in paces if ("web", 10, pace) in by]
    if ten: lines.append("Key → first byte p99 at 10 sessions over the web (goal ≤ 5 ms): " + "; ".join(ten) + ".")
    ratios = [f"{n} {pace}: {r['pss'] / by[('local', n, pace)]['pss']:.2f}×, "
              + verdict(r["pss"], 1.2 * by[("local", n, pace)]["pss"], "MiB a session") for (kind, n, pace), r in sorted(by.items())
              if kind == "web" and ("local", n, pace) in by]
    tratios = [f"{n} {pace}: {r['pss'] / by[('tlocal', n, pace)]['pss']:.2f}×" for (kind, n, pace), r in sorted(by.items())
               if kind == "tserve" and ("tlocal", n, pace) in by]
    if ratios: lines.append("PSS per web session against a local run at the same count (goal ≤ 1.2×): " + "; ".join(ratios)
                            + ("; textual-serve against local Textual: " + ", ".join(tratios) if tratios else "") + ".")
    web = sorted((r["sessions"], r["server_rss"], r["app_rss"]) for r in results if r["kind"] == "web" and r["pace"] == paces[0])
    local = [r["app_rss"] for r in results if r["kind"] == "local" and r["pace"] == paces[0] and r["sessions"] == web[-1][0]] if web else []
    if len(web) > 1 and local:
        (n0, s0, _), (n1, s1, a1) = web[0], web[-1]
        lines.append(f"What one more session costs: an app {a1:.1f} MiB resident over the web, {local[0]:.1f} MiB local; "
                     f"the server's own RSS {s0:.1f} MiB at {n0} session(s), {s1:.1f} MiB at {n1} "
                     f"({(s1 - s0) * 1024 / max(1, n1 - n0):.0f} KiB per session).")
    return lines


def section(results, paces, keys, versions, load_start, load_end):
    """BENCHMARKS.md's section, from the rows."""
    lines = ["## Web sessions (browser)", "",
             f"`scripts/web-bench.py` ({time.strftime('%Y-%m-%d')}, `make web-bench`, release build, {os.cpu_count()} cores, "
             f"load average {load_start} at the start, {load_end} at the end): the Shop's Home tab at 80x24, N sessions at once, on the same cores "
             f"in one run — `lcdemo --serve-web --route home --resume-window 0` (its page is xterm.js 4.x from PyPI's webssh "
             f"1.6.3; here a Python client speaks the page's protocol, acknowledgements included), `lcdemo --route home` on "
             f"local ptys, and the Textual peer (`shared/peer/textual_shop.py`) served by textual-serve"
             + (f" {versions[1]} (Textual {versions[0]})" if len(versions) == 2 else "")
             + " and on local ptys. The clients are websocket-client 1.8.0 in one Python thread; times are what the page's "
             f"socket gets. First frame: connect → \"{READY.decode()}\" (the Home tab's name, on both apps' first screen). "
             f"*walk*: a key every 100-300 ms per session (Down, Enter, Esc, Up, 2, 1, …), {keys} keys; *burst*: all "
             f"sessions press at the same instant, {keys} times. Esc apart (both apps wait to tell it from an escape "
             f"sequence). CPU per key: the server's process tree (local: the apps). PSS per session: the tree while all "
             f"sessions are open, over N; server PSS / RSS: the tree without the apps.", "",
             "| server | sessions | pace | connect → first frame p50 / p99 | key → first byte p50 / p99 | key → last byte p99 "
             "| Esc → first byte p50 | CPU per key (server tree) | PSS per session | server PSS / RSS | app RSS | keys |",
             "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"] + [row(r) for r in results] + [
             "", " ".join(reading(results, paces)), ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lcdemo", required=True); parser.add_argument("--output", required=True)
    parser.add_argument("--python", help="a Python with textual 8.2.8 and textual-serve 1.1.3 (no peer rows without)")
    parser.add_argument("--peer", default="../shared/peer/textual_shop.py")
    parser.add_argument("--sessions", default="1,10,50"); parser.add_argument("--keys", type=int, default=20)
    parser.add_argument("--paces", default="walk,burst"); parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", default="local,web,tlocal,tserve")
    args = parser.parse_args()
    random.seed(args.seed)
    counts, paces = [int(n) for n in args.sessions.split(",")], args.paces.split(",")
    kinds = args.kinds.split(",")
    if not (args.python and os.path.exists(args.peer)):
        print("web-bench: no --python or no peer app: the Textual rows are left out", file=sys.stderr)
        kinds = [k for k in kinds if k not in ("tserve", "tlocal")]
    lcdemo = os.path.abspath(args.lcdemo)
    args.python = args.python and os.path.abspath(args.python)   # textual-serve runs the peer from a folder of its own
    env = dict(os.environ, TERM="xterm-256color", LCDEMO_LATENCY="0")
    results, load_start = [], " ".join(open("/proc/loadavg").read().split()[:3])
    with tempfile.TemporaryDirectory(prefix="web-bench-") as work:
        ours, port, token = start_ours(lcdemo, work) if "web" in kinds else (None, 0, "")
        peer = start_textual_serve(args.python, args.peer, work) if "tserve" in kinds else None
        lc_origin, lc_url = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}/ws?token={token}&cols=80&rows=24"
        python_names = {"python", "python3", "python3.11", os.path.basename(args.python or "python")}
        try:
            for pace in paces:
                for n in counts:
                    setups = {
                        "local": (lambda: sb.Terminal([lcdemo, "--route", "home"], env), None, {"lcdemo"}, "lc"),
                        "web": (lambda: WebSession(lc_url, lc_origin, "lc"), ours.pid if ours else None, {"lcdemo"}, "lc"),
                        "tlocal": (lambda: sb.Terminal([args.python, os.path.abspath(args.peer)], env), None, python_names, "tx"),
                        "tserve": (lambda: WebSession(f"ws://127.0.0.1:{peer[1]}/ws?width=80&height=24",
                                                      f"http://127.0.0.1:{peer[1]}", "tx"),
                                   peer[0].pid if peer else None, python_names, "tx")}
                    for kind in kinds:
                        open_session, root, names, flavour = setups[kind]
                        result = run(kind, open_session, root, names, n, pace, args.keys, KEYS[flavour])
                        print(row(result), flush=True)
                        results.append(result)
        finally:
            for server in ([ours] if ours else []) + ([peer[0]] if peer else []):
                sb.stop(server)
    versions = subprocess.run([args.python, "-c", "from importlib.metadata import version as v; "
                               "print(v('textual'), v('textual-serve'))"], capture_output=True, text=True).stdout.split() \
        if args.python else []
    text = section(results, paces, args.keys, versions, load_start, " ".join(open("/proc/loadavg").read().split()[:3]))
    print(text)
    old = open(args.output).read() if os.path.exists(args.output) else ""
    old = re.sub(r"\n## Web sessions \(browser\)\n.*?(?=\n## |\Z)", "", old, flags=re.S).rstrip("\n")
    open(args.output, "w").write(old + "\n\n" + text)


if __name__ == "__main__":
    main()
