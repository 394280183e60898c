#!/usr/bin/env python3
"""Start-up time of the minitf command against CPython's.

Usage: bench/repl_startup.py [--minitf PATH] [--python PATH] [--repeat N]

Two figures, each the minimum (and median) wall time over --repeat runs,
alternating the two interpreters so machine noise hits both alike:

  -c pass        process start to exit, running an empty program
  first prompt   process start to the ">>> " prompt of the interactive REPL,
                 through a pseudo-terminal (as a person at a terminal sees it)

Only the Python standard library is needed (pty, os, select).
"""
import argparse
import os
import pty
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

PROMPT = b">>> "
PROMPT_TIMEOUT = 10.0  # seconds; a REPL slower than this is broken, not slow


def time_dash_c(cmd, env):
    t0 = time.perf_counter()
    subprocess.run(cmd + ["-c", "pass"], env=env, check=True,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t0


def time_first_prompt(cmd, env):
    """Spawns `cmd` on a pty and returns the seconds until it prints '>>> '."""
    t0 = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execvpe(cmd[0], cmd, env)
        finally:
            os._exit(127)
    seen = b""
    elapsed = None
    try:
        deadline = t0 + PROMPT_TIMEOUT
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], deadline - time.perf_counter())
            if not ready:
                break
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if PROMPT in seen:
                elapsed = time.perf_counter() - t0
                break
        if elapsed is None:
            raise RuntimeError(f"{cmd[0]}: no prompt within {PROMPT_TIMEOUT}s; got {seen!r}")
        os.write(fd, b"\x04")  # Ctrl-D: leave politely (history is written)
        deadline = time.perf_counter() + PROMPT_TIMEOUT
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if ready:
                try:
                    if not os.read(fd, 4096):
                        break
                except OSError:
                    break
    finally:
        os.close(fd)
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
    return elapsed


def fmt(seconds):
    return f"{seconds * 1e3:8.2f} ms"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--minitf", default=os.path.join(root, "build", "bin", "minitf"))
    ap.add_argument("--python", default="python3")
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()
    if not os.path.exists(args.minitf):
        sys.exit(f"repl_startup.py: {args.minitf} does not exist (build minitf first)")
    python = shutil.which(args.python) or args.python
    # Start the interpreter itself, not a launcher in front of it (pyenv's python3 is a bash
    # shim that adds tens of milliseconds, which would flatter minitf's start-up).
    probe = subprocess.run([python, "-c", "import sys; print(sys.executable)"],
                           stdout=subprocess.PIPE, universal_newlines=True).stdout.strip()
    if probe and os.access(probe, os.X_OK):
        python = probe

    home = tempfile.mkdtemp(prefix="minitf-bench-")
    # A private HOME keeps both REPLs away from the user's history files.
    env = dict(os.environ, HOME=home, TERM=os.environ.get("TERM", "xterm"))
    env.pop("PYTHONSTARTUP", None)
    try:
        results = {}
        for label, fn in (("-c pass", time_dash_c), ("first prompt", time_first_prompt)):
            times = {"minitf": [], "python3": []}
            fn([args.minitf], env), fn([python], env)  # warm the page cache
            for _ in range(args.repeat):
                times["minitf"].append(fn([args.minitf], env))
                times["python3"].append(fn([python], env))
            results[label] = times
    finally:
        shutil.rmtree(home, ignore_errors=True)

    print(f"start-up, {args.repeat} runs each (min / median); ratio of the minima")
    print(f"{'':14} {'minitf':>25} {'python3':>25} {'python3/minitf':>16}")
    for label, times in results.items():
        m, p = times["minitf"], times["python3"]
        row = f"{label:14} {fmt(min(m))} / {fmt(statistics.median(m))}"
        row += f" {fmt(min(p))} / {fmt(statistics.median(p))}"
        row += f" {min(p) / min(m):15.1f}x"
        print(row)


if __name__ == "__main__":
    main()
