#!/usr/bin/env python3
"""`make bench`'s SSH rows: N concurrent sessions of the Shop, each on a terminal of its own.

Three ways to run the same app, in one run on the same cores:
  ssh     `lcdemo --serve-ssh` on 127.0.0.1, joined by N OpenSSH clients (`ssh -tt`);
  sshd    OpenSSH's sshd with `ForceCommand lcdemo --route home`, joined the same way (when
          /usr/sbin/sshd exists);
  local   N `lcdemo --route home` on local pseudo terminals, no SSH at all (the anchor: what the
          app itself costs at that concurrency).
Each client terminal is 80x24 (xterm-256color). This script holds the master side of every
client's pty and reads them all from one thread (selectors): what it times is what a user's
terminal receives. The clients are OpenSSH's, in C, so the load generator's own cost stays small.

Two paces:
  walk    each session walks the Shop like a person: a key every 100-300 ms (random, staggered
          starts): Down, Enter (a product), Esc (back), Up, 2 (Orders), 1 (Home), again.
  burst   every session presses at the same instant (Down/Up), KEYS times; the next burst when
          all have drawn. The worst case, as the peer driver (paramiko) sends.

Figures per row: connect -> first frame (p50, p99); key -> first byte of its answer (p50, p99;
Esc apart, as it includes curses' 25 ms escape delay, as on any terminal); key -> last byte of
the answer (p99); CPU per key of the server's process tree (server and apps, every thread,
nanoseconds from schedstat) and of the clients; PSS per session of that tree while all are open.

Writes the section "## SSH sessions" of OUTPUT (replaced when there, appended when not).
Usage: ssh-bench.py --lcdemo PATH --output BENCHMARKS.md [--sessions 1,10,50] [--keys 20]
"""
import argparse, fcntl, os, random, re, selectors, signal, socket, struct, subprocess, sys
import tempfile, termios, time

READY = b"Desk Lamp"
WALK = [("Down", b"\x1bOB"), ("Enter", b"\r"), ("Esc", b"\x1b"), ("Up", b"\x1bOA"), ("2", b"2"), ("1", b"1")]
BURST = [("Down", b"\x1bOB"), ("Up", b"\x1bOA")]
KEY_LIMIT = 3.0      # seconds a key may wait for its answer before it counts as lost
QUIET = 0.05         # the answer to a key ends after this long without a byte


def tree(pid):
    """`pid` and every descendant (children of every thread)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop(); out.append(p)
        try:
            for t in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{t}/children") as f:
                    todo += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return out


def memory(pids):
    """PSS and RSS of `pids`, in MiB."""
    pss = rss = 0
    for p in pids:
        try:
            for line in open(f"/proc/{p}/smaps_rollup"):
                if line.startswith("Pss:"): pss += int(line.split()[1])
                elif line.startswith("Rss:"): rss += int(line.split()[1])
        except OSError:
            pass
    return pss / 1024, rss / 1024


def cpu_seconds(pids):
    """CPU time of `pids`, every thread, from schedstat (nanoseconds)."""
    total = 0
    for p in pids:
        try:
            for t in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{t}/schedstat") as f:
                    total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total / 1e9


def command_name(pid):
    try:
        with open(f"/proc/{pid}/comm") as f: return f.read().strip()
    except OSError:
        return ""


def quantile(values, q):
    if not values: return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


class Terminal:
    """One client terminal: the master of a pty whose slave runs `command`."""

    def __init__(self, command, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        attributes = termios.tcgetattr(slave)
        attributes[3] &= ~(termios.ECHO | termios.ICANON)   # the client's terminal in raw-ish mode
        termios.tcsetattr(slave, termios.TCSANOW, attributes)
        self.started = time.time()
        self.process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env,
                                        start_new_session=True, close_fds=True)
        os.close(slave)
        os.set_blocking(self.master, False)
        self.seen = b""
        self.first_frame = None
        self.last_byte = self.started
        self.sent = None          # when the key being answered was sent
        self.key = None
        self.first = None
        self.closed = False

    def read(self, now):
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return 0
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return 0
        self.last_byte = now
        if self.first_frame is None:
            self.seen = (self.seen + data)[-4096:]
            if READY in self.seen: self.first_frame = now - self.started
        if self.sent is not None and self.first is None:
            self.first = now
        return len(data)

    def send(self, key, data, now):
        self.key, self.sent, self.first = key, now, None
        try:
            os.write(self.master, data)
        except OSError:
            self.closed = True

    def answer(self):
        """(key, first byte, last byte) of the key sent last, or None when it got no answer."""
        if self.sent is None: return None
        result = (self.key, None if self.first is None else self.first - self.sent,
                  None if self.first is None else self.last_byte - self.sent)
        self.sent = None
        return result

    def close(self):
        try:
            os.close(self.master)
        except OSError:
            pass


def pump(selector, terminals, until, stop=lambda: False):
    """Reads every terminal until `until` (a time) or `stop()`."""
    while not stop():
        now = time.time()
        if now >= until: return
        for key, _ in selector.select(timeout=min(0.01, until - now)):
            key.data.read(time.time())


def run(kind, command, env, root, sessions, pace, keys):
    """One row: `sessions` terminals running `command`, driven at `pace`."""
    selector = selectors.DefaultSelector()
    terminals = []
    for _ in range(sessions):
        terminal = Terminal(command, env)
        selector.register(terminal.master, selectors.EVENT_READ, terminal)
        terminals.append(terminal)
        pump(selector, terminals, time.time() + 0.002)
    deadline = time.time() + 120
    pump(selector, terminals, deadline, lambda: all(t.first_frame is not None or t.closed for t in terminals))
    # Every first frame drawn; wait for the start-up to go quiet.
    pump(selector, terminals, time.time() + 0.5)
    quiet_since = lambda: max(t.last_byte for t in terminals)
    while time.time() - quiet_since() < 0.3 and time.time() < deadline:
        pump(selector, terminals, time.time() + 0.05)
    live = [t for t in terminals if t.first_frame is not None and not t.closed]
    pids = tree(root()) if root else [t.process.pid for t in terminals]
    pss, rss = memory(pids)
    apps = [p for p in pids if command_name(p) == "lcdemo"]
    app_rss = sorted(memory([p])[1] for p in apps)[len(apps) // 2] if apps else float("nan")
    server_rss = memory([root()])[1] if root else 0.0
    client_pids = [t.process.pid for t in terminals]
    cpu_before, client_before = cpu_seconds(pids), cpu_seconds(client_pids)
    answers = []
    if pace == "walk":
        due = {t: time.time() + random.uniform(0, 0.3) for t in live}
        step = {t: 0 for t in live}
        while due and time.time() < deadline + 60:
            now = time.time()
            for t in list(due):
                if now >= due[t] and (t.sent is None or now - t.sent > KEY_LIMIT or
                                      (t.first is not None and now - t.last_byte > QUIET)):
                    result = t.answer()
                    if result: answers.append(result)
                    if step[t] == keys:
                        del due[t]
                        continue
                    name, data = WALK[step[t] % len(WALK)]
                    t.send(name, data, time.time())
                    step[t] += 1
                    due[t] = time.time() + random.uniform(0.1, 0.3)
            pump(selector, terminals, time.time() + 0.002)
    else:
        for j in range(keys):
            name, data = BURST[j % len(BURST)]
            for t in live: t.send(name, data, time.time())
            start = time.time()
            pump(selector, terminals, start + KEY_LIMIT,
                 lambda: all(t.first is not None and time.time() - t.last_byte > QUIET for t in live))
            answers += [r for r in (t.answer() for t in live) if r]
    cpu = cpu_seconds(pids) - cpu_before
    client_cpu = cpu_seconds(client_pids) - client_before
    for t in terminals:
        try: os.write(t.master, b"q")
        except OSError: pass
    end = time.time() + 10
    while time.time() < end and any(t.process.poll() is None for t in terminals):
        pump(selector, terminals, time.time() + 0.05)
    for t in terminals:
        if t.process.poll() is None:
            t.process.kill(); t.process.wait()
        selector.unregister(t.master); t.close()
    timed = [a for a in answers if a[1] is not None]
    plain = [a for a in timed if a[0] != "Esc"]
    escapes = [a for a in timed if a[0] == "Esc"]
    frames = [t.first_frame for t in live]
    return {"kind": kind, "sessions": sessions, "pace": pace, "whole": len(live),
            "frame50": quantile(frames, .5), "frame99": quantile(frames, .99),
            "key50": quantile([a[1] for a in plain], .5), "key99": quantile([a[1] for a in plain], .99),
            "last99": quantile([a[2] for a in plain], .99), "esc50": quantile([a[1] for a in escapes], .5),
            "keys": len(answers), "lost": len(answers) - len(timed),
            "cpu": cpu / max(1, len(answers)), "client_cpu": client_cpu / max(1, len(answers)),
            "pss": pss / max(1, len(live)), "rss": rss, "app_rss": app_rss, "server_rss": server_rss}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0)); return s.getsockname()[1]


def start_ours(lcdemo, work):
    log = open(f"{work}/server.log", "w")
    env = dict(os.environ, LCDEMO_LATENCY="0")
    server = subprocess.Popen([lcdemo, "--serve-ssh", "127.0.0.1:0", "--host-key", f"{work}/host_key",
                               "--authorized-keys", f"{work}/authorized_keys", "--route", "home"],
                              stdout=log, stderr=subprocess.STDOUT, env=env)
    for _ in range(300):
        match = re.search(r"serving over SSH on 127\.0\.0\.1:(\d+)", open(f"{work}/server.log").read())
        if match: return server, int(match.group(1))
        if server.poll() is not None: break
        time.sleep(0.05)
    server.kill(); sys.exit(f"ssh-bench: the server did not start: {open(f'{work}/server.log').read().strip()}")


def start_sshd(lcdemo, work):
    port = free_port()
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", f"{work}/sshd_host_key"], check=True)
    with open(f"{work}/sshd_config", "w") as config:
        config.write(f"Port {port}\nListenAddress 127.0.0.1\nHostKey {work}/sshd_host_key\nAuthorizedKeysFile {work}/authorized_keys\n"
                     f"PidFile {work}/sshd.pid\nUsePAM no\nStrictModes no\nPermitRootLogin yes\nPasswordAuthentication no\n"
                     f"KbdInteractiveAuthentication no\nMaxStartups 100:30:200\nMaxSessions 100\n"
                     f"ForceCommand env LCDEMO_LATENCY=0 {os.path.abspath(lcdemo)} --route home\n")
    os.makedirs("/run/sshd", exist_ok=True)
    server = subprocess.Popen(["/usr/sbin/sshd", "-D", "-f", f"{work}/sshd_config"])
    for _ in range(100):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0: return server, port
        time.sleep(0.05)
    server.kill(); sys.exit("ssh-bench: sshd did not start")


def stop(server):
    server.send_signal(signal.SIGTERM)
    try: server.wait(10)
    except subprocess.TimeoutExpired: server.kill(); server.wait()


def ssh_command(port, key, user):
    return ["ssh", "-tt", "-e", "none", "-p", str(port), "-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
            "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
            f"{user}@127.0.0.1"]


NAMES = {"ssh": "lcdemo --serve-ssh", "sshd": "sshd + ForceCommand", "local": "local pty, no SSH"}


def row(r):
    lost = f", {r['lost']} lost" if r["lost"] else ""
    return (f"| {NAMES[r['kind']]} | {r['sessions']} | {r['pace']} | {r['frame50']:.0f} / {r['frame99']:.0f} ms "
            f"| {r['key50']:.1f} / {r['key99']:.1f} ms | {r['last99']:.1f} ms | "
            + (f"{r['esc50']:.1f} ms" if r["pace"] == "walk" else "–")
            + f" | {r['cpu'] * 1000:.3f} ms | " + (f"{r['client_cpu'] * 1000:.3f} ms" if r["kind"] != "local" else "–")
            + f" | {r['pss']:.1f} MiB | {r['keys']}{lost} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lcdemo", required=True); parser.add_argument("--output", required=True)
    parser.add_argument("--sessions", default="1,10,50"); parser.add_argument("--keys", type=int, default=20)
    parser.add_argument("--paces", default="walk,burst"); parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    random.seed(args.seed)
    counts = [int(n) for n in args.sessions.split(",")]
    user = os.environ.get("USER") or "root"
    env = dict(os.environ, TERM="xterm-256color", LCDEMO_LATENCY="0")
    lcdemo = os.path.abspath(args.lcdemo)
    results = []
    with tempfile.TemporaryDirectory(prefix="ssh-bench-") as work:
        key = f"{work}/client"
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key], check=True)
        os.rename(f"{key}.pub", f"{work}/authorized_keys")
        ours, port = start_ours(lcdemo, work)
        peer = start_sshd(lcdemo, work) if os.access("/usr/sbin/sshd", os.X_OK) else None
        try:
            for pace in args.paces.split(","):
                for n in counts:
                    setups = [("local", [lcdemo, "--route", "home"], None),
                              ("ssh", ssh_command(port, key, user), lambda: ours.pid)]
                    if peer: setups.append(("sshd", ssh_command(peer[1], key, user), lambda: peer[0].pid))
                    for kind, command, root in setups:
                        result = run(kind, command, env, root, n, pace, args.keys)
                        print(row(result), flush=True)
                        results.append(result)
        finally:
            stop(ours)
            if peer: stop(peer[0])
    held = {pace: max([r["sessions"] for r in results if r["kind"] == "ssh" and r["pace"] == pace and r["key99"] <= 5.0],
                      default=0) for pace in args.paces.split(",")}
    local_cpu = {(r["sessions"], r["pace"]): r["cpu"] for r in results if r["kind"] == "local"}
    ratios = [f"{r['sessions']} {r['pace']}: {r['cpu'] / local_cpu[(r['sessions'], r['pace'])]:.1f}×"
              for r in results if r["kind"] == "ssh" and local_cpu.get((r["sessions"], r["pace"]))]
    memory_lines = []
    for r in results:
        if r["pace"] != args.paces.split(",")[0] or r["sessions"] != max(counts): continue
        if r["kind"] == "local":
            memory_lines.append(f"a local app {r['app_rss']:.1f} MiB resident")
        else:
            memory_lines.append(f"{NAMES[r['kind']]} at {r['sessions']} sessions: an app {r['app_rss']:.1f} MiB resident, "
                                f"the server process {r['server_rss']:.1f} MiB")
    section = ["## SSH sessions", "",
               f"`scripts/ssh-bench.py` ({time.strftime('%Y-%m-%d')}, `make ssh-bench`, release build, {os.cpu_count()} cores): "
               f"the Shop from `--route home` at 80x24 in three ways on the same cores in one run — served by `lcdemo --serve-ssh`, "
               f"by sshd with `ForceCommand`, and on local pseudo terminals without SSH. The clients are OpenSSH's `ssh -tt` "
               f"(the local rows: none), each on a pty whose master this script reads, so times are what a user's terminal gets. "
               f"*walk*: each session presses a key every 100-300 ms (Down, Enter, Esc, Up, 2, 1, …), {args.keys} keys; "
               f"*burst*: all sessions press at the same instant, {args.keys} times. "
               f"Key → first byte leaves Esc apart (its own column: curses waits 25 ms to tell Esc from an escape sequence). "
               f"CPU per key: the server's process tree (server and every app, all threads; for local rows the apps) and, apart, "
               f"the clients, over the keys. PSS per session: the tree while all sessions are open.", "",
               "| server | sessions | pace | connect → first frame p50 / p99 | key → first byte p50 / p99 | key → last byte p99 "
               "| Esc → first byte p50 | CPU per key (server tree) | CPU per key (clients) | PSS per session | keys |",
               "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"] + [row(r) for r in results] + [
               "", "Sessions 2 cores hold at key → first byte p99 ≤ 5 ms over SSH: "
               + ", ".join(f"{pace}: {n}" for pace, n in held.items()) + ". "
               + "CPU per key over SSH against the same keys on local ptys: " + ", ".join(ratios) + ". "
               + "Memory: " + "; ".join(memory_lines) + ".", ""]
    print("\n".join(section))
    text = open(args.output).read() if os.path.exists(args.output) else ""
    text = re.sub(r"\n## SSH sessions\n.*?(?=\n## |\Z)", "", text, flags=re.S).rstrip("\n")
    open(args.output, "w").write(text + "\n\n" + "\n".join(section))


if __name__ == "__main__":
    main()
