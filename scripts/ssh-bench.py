#!/usr/bin/env python3
"""`make bench`'s SSH rows: N concurrent sessions (paramiko, one thread each) against
`lcdemo --serve-ssh` on 127.0.0.1 and, when /usr/sbin/sshd exists, against OpenSSH's sshd with
`ForceCommand lcdemo --route home` in the same run. Each session asks for an 80x24 pty, waits
for its first frame, sends KEYS arrow keys timing each to its first answering byte, then quits.
Memory (PSS, RSS) and the CPU the keys cost are summed over the server's process tree while
every session is open. Writes
the section "## SSH sessions" of OUTPUT (replaced when there, appended when not).
Usage: ssh-bench.py --lcdemo PATH --output BENCHMARKS.md [--sessions 1,10,50] [--keys 20]"""
import argparse, json, os, re, signal, socket, subprocess, sys, tempfile, threading, time

import paramiko

READY = b"Desk Lamp"


def tree(pid):
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
    """User + system CPU of `pids` (all their threads), in seconds."""
    ticks = 0
    for p in pids:
        try:
            fields = open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass
    return ticks / os.sysconf("SC_CLK_TCK")


def burst(channel, limit=5.0, quiet=0.05):
    start = time.time(); first = last = None
    while time.time() - start < limit:
        if channel.recv_ready():
            channel.recv(65536); now = time.time(); first = first or now; last = now
        elif first and time.time() - last > quiet:
            break
        else:
            time.sleep(0.001)
    return first


def load(port, key, user, sessions, keys, root):
    """One run of `sessions` at once; returns the figures (times in ms, memory in MiB)."""
    opened = threading.Barrier(sessions + 1, timeout=180)
    typed = threading.Barrier(sessions + 1, timeout=300)
    results = [None] * sessions

    def session(index):
        result = {"ok": False}
        try:
            start = time.time()
            client = paramiko.SSHClient(); client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
            client.connect("127.0.0.1", port=port, username=user, key_filename=key, look_for_keys=False,
                           allow_agent=False, timeout=30, banner_timeout=30, auth_timeout=30)
            channel = client.invoke_shell(term="xterm-256color", width=80, height=24)
            seen = b""
            while READY not in seen and time.time() - start < 30:
                if channel.recv_ready(): seen += channel.recv(65536)
                else: time.sleep(0.002)
            result["first_frame"] = time.time() - start
            burst(channel, 1.0, 0.2)
            opened.wait()
            times = []
            for j in range(keys):
                channel.send(b"\x1bOB" if j % 2 == 0 else b"\x1bOA"); sent = time.time()
                first = burst(channel)
                if first: times.append(first - sent)
            typed.wait()
            channel.send(b"q"); time.sleep(0.3); client.close()
            result.update(ok=READY in seen and len(times) == keys, keys=times)
        except Exception as error:  # one failed session is counted, not fatal
            result["error"] = repr(error)[:120]
            for barrier in (opened, typed):
                barrier.abort()
        results[index] = result

    threads = [threading.Thread(target=session, args=(i,)) for i in range(sessions)]
    for thread in threads: thread.start()
    pss = rss = cpu = None
    try:
        opened.wait(); pids = tree(root); pss, rss = memory(pids); before = cpu_seconds(pids)
        typed.wait(); cpu = (cpu_seconds(pids) - before) / (sessions * keys)
    except threading.BrokenBarrierError:
        pass
    for thread in threads: thread.join()
    ok = [r for r in results if r and r["ok"]]
    q = lambda xs, p: sorted(xs)[min(len(xs) - 1, int(p * len(xs)))] * 1000 if xs else float("nan")
    frames = [r["first_frame"] for r in ok]; times = [t for r in ok for t in r["keys"]]
    return {"sessions": sessions, "whole": len(ok), "frame50": q(frames, .5), "frame99": q(frames, .99),
            "key50": q(times, .5), "key99": q(times, .99), "pss": pss, "rss": rss, "cpu": cpu}


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
        text = open(f"{work}/server.log").read()
        match = re.search(r"serving over SSH on 127\.0\.0\.1:(\d+)", text)
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
    time.sleep(0.5)
    return server, port


def stop(server):
    server.send_signal(signal.SIGTERM)
    try: server.wait(10)
    except subprocess.TimeoutExpired: server.kill(); server.wait()


def row(name, r):
    memory = f"{r['pss'] / r['sessions']:.1f} MiB" if r["pss"] else "?"
    cpu = f"{r['cpu'] * 1000:.2f} ms" if r["cpu"] is not None else "?"
    return (f"| {name} | {r['sessions']} ({r['whole']} whole) | {r['frame50']:.0f} / {r['frame99']:.0f} ms "
            f"| {r['key50']:.1f} / {r['key99']:.1f} ms | {cpu} | {memory} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lcdemo", required=True); parser.add_argument("--output", required=True)
    parser.add_argument("--sessions", default="1,10,50"); parser.add_argument("--keys", type=int, default=20)
    args = parser.parse_args()
    counts = [int(n) for n in args.sessions.split(",")]
    user = os.environ.get("USER") or "root"
    with tempfile.TemporaryDirectory(prefix="ssh-bench-") as work:
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", f"{work}/client"], check=True)
        os.rename(f"{work}/client.pub", f"{work}/authorized_keys")
        ours, port = start_ours(args.lcdemo, work)
        peer = start_sshd(args.lcdemo, work) if os.access("/usr/sbin/sshd", os.X_OK) else None
        rows = []
        try:
            for n in counts:
                rows.append(row("lcdemo --serve-ssh", load(port, f"{work}/client", user, n, args.keys, ours.pid)))
                if peer:
                    rows.append(row("sshd + ForceCommand", load(peer[1], f"{work}/client", user, n, args.keys, peer[0].pid)))
        finally:
            stop(ours)
            if peer: stop(peer[0])
    section = ["## SSH sessions", "",
               f"`scripts/ssh-bench.py` ({time.strftime('%Y-%m-%d')}): concurrent sessions on 127.0.0.1, 80x24, {args.keys} arrow keys each, "
               "paramiko on the same cores; CPU per key is the server's process tree (server and apps, every thread) over the keys "
               "(clock ticks: coarse); memory is the tree's PSS per session while all are open.", "",
               "| server | sessions | connect → first frame p50 / p99 | key → first byte p50 / p99 | CPU per key | PSS per session |",
               "| --- | ---: | ---: | ---: | ---: | ---: |"] + rows + [""]
    print("\n".join(section))
    text = open(args.output).read() if os.path.exists(args.output) else ""
    text = re.sub(r"\n## SSH sessions\n.*?(?=\n## |\Z)", "", text, flags=re.S).rstrip("\n")
    open(args.output, "w").write(text + "\n\n" + "\n".join(section))


if __name__ == "__main__":
    main()
