#!/usr/bin/env python3
"""BENCHMARKS.md's "Data views and the floor, on a pty": our DataTable against Textual's, and a
list against the C + ncurses floor, driven by the peer's own driver in one run.

    table-bench.py --lctable BIN --python PY --peer DIR --lcdemo BIN --floor-list BIN --output FILE

- `lctable` (the peer's `lctable` package, built against this checkout) and `textual_table.py`
  (Textual's `DataTable`, run by PY) at 1,000, 100,000 and 1,000,000 rows, 100×30, the peer's
  `table.keys` (moves, pages, `s` sorts by Stars, Home), through `ptyrun.py`: first frame, peak
  memory (VmHWM), CPU per cursor move (the mean of the ↑/↓ steps) and the sort's CPU (the `s`
  step). Textual at a million rows is given START_LIMIT seconds to show its first frame; a run
  that does not is reported as unfinished with its memory at that point.
- The floor: `floor-c/list.c` (built by the Makefile) against the release `lcdemo --route home`,
  80×24, `floor-c/list.keys`, RUNS runs each: first frame, CPU per list move, peak memory, and
  the ratios.

CPU is the program's own (schedstat, all threads), not wall time; each figure is one run's, and
the ratios compare programs measured side by side. Writes the section into OUTPUT (replacing
it when there).
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys

SECTION = "## Data views and the floor, on a pty"
FLOOR_DIR = os.path.join(".build", "table-bench", "callgrind")


def ptyrun(python, peer, cols, rows, keys, command, env_extra, timeout):
    env = dict(os.environ)
    env.update(env_extra)
    try:
        result = subprocess.run([python, os.path.join(peer, "ptyrun.py"), str(cols), str(rows), keys, "--"] + command,
                                capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else None


def move_cpu_ms(run):
    moves = [step["cpu_ms"] for step in run.get("steps", []) if step["key"] in ("Down", "Up")]
    return statistics.mean(moves) if moves else None


def step_cpu_ms(run, key):
    steps = [step["cpu_ms"] for step in run.get("steps", []) if step["key"] == key]
    return steps[0] if steps else None


def ms(value):
    if value is None:
        return "—"
    return f"{value:,.0f} ms" if value >= 10 else f"{value:.2f} ms"


def mib(kb):
    return "—" if not kb else f"{kb / 1024:.1f} MiB"


def table_rows(args):
    keys = os.path.join(args.peer, "table.keys")
    rows = []
    for size in args.sizes:
        ours = ptyrun(args.driver_python, args.peer, 100, 30, keys, [args.lctable],
                      {"PTYRUN_READY": "table ready", "LCTABLE_ROWS": str(size)}, 600)
        theirs = None
        if args.python:
            theirs = ptyrun(args.driver_python, args.peer, 100, 30, keys, [args.python, os.path.join(args.peer, "textual_table.py"), str(size)],
                            {"PTYRUN_ARROWS": "csi", "PTYRUN_READY": "package-1", "PTYRUN_START_QUIET": "8",
                             "PTYRUN_KEY_LIMIT": "30"}, args.start_limit if size >= 1_000_000 else 900)
        rows.append((size, ours, theirs))
        print(f"{size}: ours {summary(ours)}; Textual {summary(theirs)}", flush=True)
    return rows


def summary(run):
    if not run:
        return "no result"
    return (f"first frame {ms(first_frame(run))}, peak {mib(run.get('vmhwm_kb'))}, "
            f"move {ms(move_cpu_ms(run))}, sort {ms(step_cpu_ms(run, 's'))}")


def first_frame(run):
    ready = run.get("ready_s") if run else None
    return None if ready is None else ready * 1000


def floor_rows(args):
    keys = os.path.join(args.peer, "floor-c", "list.keys")
    runs = {"floor": [], "lcdemo": []}
    for _ in range(args.runs):
        runs["floor"].append(ptyrun(args.driver_python, args.peer, 80, 24, keys, [args.floor_list], {"PTYRUN_READY": "3 Profile"}, 120))
        runs["lcdemo"].append(ptyrun(args.driver_python, args.peer, 80, 24, keys, [args.lcdemo, "--route", "home"],
                                     {"PTYRUN_READY": "Home|3 Profile"}, 120))
    return runs


def callgrind_total(driver_python, peer, keys, command, ready, name):
    """Instructions of the whole process (every thread), start to end, under callgrind."""
    out = os.path.join(FLOOR_DIR, name + ".callgrind")
    if os.path.exists(out):
        os.remove(out)
    ptyrun(driver_python, peer, 80, 24, keys, ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + command,
           {"PTYRUN_READY": ready, "PTYRUN_QUIET": "0.4", "PTYRUN_START_QUIET": "3", "PTYRUN_KEY_LIMIT": "20"}, 300)
    if not os.path.exists(out):
        return None
    totals = [line for line in open(out) if line.startswith("totals:") or line.startswith("summary:")]
    return int(totals[-1].split()[1]) if totals else None


def floor_instructions(args):
    """Instructions per list move and until the screen settles, C against lcdemo: each program runs
    list.keys, then list.keys and 50 moves (Down and Up in turn), and a move is the difference over
    the 50.
    callgrind cannot read the debug info of a static Swift binary, so lcdemo runs as a copy
    without it (the code is the same)."""
    os.makedirs(FLOOR_DIR, exist_ok=True)
    lcdemo = os.path.join(FLOOR_DIR, "lcdemo-nodebug")
    subprocess.run(["objcopy", "--strip-debug", args.lcdemo, lcdemo], check=True)
    base = [line.strip() for line in open(os.path.join(args.peer, "floor-c", "list.keys")) if line.strip() and not line.startswith("#")]
    # The extra keys alternate, so that every one of them moves the highlight (a list's last row
    # would make a Down do nothing).
    extra_keys = ["Down", "Up"] * 25
    files = {"once": base, "more": base + extra_keys}
    for name, keys in files.items():
        files[name] = os.path.join(FLOOR_DIR, f"list-{name}.keys")
        open(files[name], "w").write("\n".join(keys) + "\n")
    extra = len(extra_keys)
    result = {}
    for name, command, ready in (("floor", [args.floor_list], "3 Profile"),
                                 ("lcdemo", [lcdemo, "--route", "home"], "Home|3 Profile")):
        once = callgrind_total(args.driver_python, args.peer, files["once"], command, ready, name + "-once")
        more = callgrind_total(args.driver_python, args.peer, files["more"], command, ready, name + "-more")
        if once is None or more is None:
            result[name] = None
            continue
        move = (more - once) / extra
        result[name] = {"move": move, "startup": once - move * len(base)}
        print(f"{name}: {move:,.0f} instructions a move, {once - move * len(base):,.0f} to start", flush=True)
    return result


def spread(values, unit):
    values = [v for v in values if v is not None]
    if not values:
        return "—"
    low, high = min(values), max(values)
    fmt = (lambda v: f"{v:.2f}") if unit == "ms" else (lambda v: f"{v:.1f}")
    return f"{fmt(low)} {unit}" if fmt(low) == fmt(high) else f"{fmt(low)}–{fmt(high)} {unit}"


def ratio(ours, floor):
    ours = [v for v in ours if v is not None]
    floor = [v for v in floor if v is not None]
    if not ours or not floor:
        return "—"
    return f"{statistics.median(ours) / statistics.median(floor):.2f}×"


def section(args, tables, floor, counts, load_start, load_end):
    lines = [SECTION, "",
             f"Made by `make table-bench` (part of `make bench`, release builds) with the peer's own driver "
             f"(`../shared/peer/ptyrun.py`), in one run, on {os.cpu_count()} cores; load average "
             f"{load_start} at the start and {load_end} at the end. CPU is each program's own "
             "(schedstat, all threads). `lctable` is the peer's package built against this checkout, with "
             "CHANGELOG.md's migrations applied.", "",
             "Our `DataTable` (`lctable`) against Textual's (`textual_table.py`), 100×30, `table.keys`:", "",
             "| rows | first frame | peak memory | CPU per cursor move | sort CPU |",
             "| ---: | ---: | ---: | ---: | ---: |"]
    for size, ours, theirs in tables:
        def pair(f):
            a = f(ours) if ours else "no result"
            b = f(theirs) if theirs else ("not run" if not args.python else f"unfinished after {args.start_limit} s")
            return f"{a} (Textual {b})"
        lines.append(f"| {size:,} | {pair(lambda r: ms(first_frame(r)))} | {pair(lambda r: mib(r.get('vmhwm_kb')))} | "
                     f"{pair(lambda r: ms(move_cpu_ms(r)))} | {pair(lambda r: ms(step_cpu_ms(r, 's')))} |")
    lines += ["", "`table.keys` sends `PageDown` and `PageUp` as the peer's driver does, as their letters; both "
              "programs get the same bytes.", "",
              f"The C + ncurses floor (`floor-c/list.c`, `gcc -O2`) against the release `lcdemo --route home`, 80×24, "
              f"`floor-c/list.keys`, {args.runs} run{'s' if args.runs != 1 else ''} each (the spread). The first frame is "
              "wall time from the start to the frame on screen, so a loaded machine inflates it; the start-up CPU "
              "is the program's own CPU until the screen settled:", "",
              "| | C + ncurses floor | lcdemo | lcdemo / floor (medians) | goal |",
              "| --- | ---: | ---: | ---: | ---: |"]
    first = {k: [first_frame(r) for r in v if r] for k, v in floor.items()}
    move = {k: [move_cpu_ms(r) for r in v if r] for k, v in floor.items()}
    peak = {k: [r.get("vmhwm_kb", 0) / 1024 for r in v if r] for k, v in floor.items()}
    lines.append(f"| CPU per list move | {spread(move['floor'], 'ms')} | {spread(move['lcdemo'], 'ms')} | "
                 f"{ratio(move['lcdemo'], move['floor'])} | ≤ 1.3× |")
    lines.append(f"| first frame | {spread(first['floor'], 'ms')} | {spread(first['lcdemo'], 'ms')} | "
                 f"{ratio(first['lcdemo'], first['floor'])} | ≤ 1.5× |")
    startup = {k: [r.get("startup_cpu_s", 0) * 1000 for r in v if r] for k, v in floor.items()}
    lines.append(f"| start-up CPU | {spread(startup['floor'], 'ms')} | {spread(startup['lcdemo'], 'ms')} | "
                 f"{ratio(startup['lcdemo'], startup['floor'])} | |")
    lines.append(f"| peak memory | {spread(peak['floor'], 'MiB')} | {spread(peak['lcdemo'], 'MiB')} | "
                 f"{ratio(peak['lcdemo'], peak['floor'])} | |")
    if counts.get("floor") and counts.get("lcdemo"):
        c, d = counts["floor"], counts["lcdemo"]
        lines += ["", "The same keys counted in instructions (callgrind, the whole process, every thread; the "
                  "machine's load does not move these): a list move is the difference between `list.keys` alone and "
                  "`list.keys` followed by 50 moves (Down and Up in turn), over those 50; start-up is the rest of the "
                  "first run (to the screen settled, and the process's end).", "",
                  "| instructions | C + ncurses floor | lcdemo | lcdemo / floor |",
                  "| --- | ---: | ---: | ---: |",
                  f"| a list move | {c['move']:,.0f} | {d['move']:,.0f} | {d['move'] / c['move']:.2f}× |",
                  f"| start-up | {c['startup']:,.0f} | {d['startup']:,.0f} | {d['startup'] / c['startup']:.2f}× |"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lctable", required=True)
    parser.add_argument("--python", help="a Python with textual 8.2.8 (without it Textual's rows are left out)")
    parser.add_argument("--driver-python", default=sys.executable, help="a Python with pyte, for ptyrun.py")
    parser.add_argument("--peer", required=True)
    parser.add_argument("--lcdemo", required=True)
    parser.add_argument("--floor-list", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--sizes", default="1000,100000,1000000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--start-limit", type=int, default=60)
    args = parser.parse_args()
    args.sizes = [int(s) for s in args.sizes.split(",")]
    load_start = " ".join(open("/proc/loadavg").read().split()[:3])
    tables = table_rows(args)
    floor = floor_rows(args)
    counts = floor_instructions(args)
    load_end = " ".join(open("/proc/loadavg").read().split()[:3])
    text = section(args, tables, floor, counts, load_start, load_end)
    print(text)
    old = open(args.output).read() if os.path.exists(args.output) else ""
    # The section is replaced where it stands, or added at the end the first time.
    pattern = re.compile(r"(?<=\n)" + re.escape(SECTION) + r"\n.*?(?=\n## |\Z)", re.S)
    if pattern.search(old):
        old = pattern.sub(lambda _: text.rstrip("\n") + "\n", old, count=1)
    else:
        old = old.rstrip("\n") + "\n\n" + text
    open(args.output, "w").write(old)


if __name__ == "__main__":
    main()
