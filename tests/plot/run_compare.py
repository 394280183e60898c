#!/usr/bin/python3
"""Runs tick_corpus.py on minitf and on CPython with Debian's matplotlib and
compares what the two print (limits, ticks, labels, offsets). Exits 77 (ctest:
skipped) when /usr/bin/python3 has no matplotlib.

Usage: run_compare.py MINITF
"""
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PEER = "/usr/bin/python3"


def main():
    minitf = sys.argv[1]
    probe = subprocess.run([PEER, "-c", "import matplotlib"], capture_output=True)
    if probe.returncode != 0:
        print("SKIP: Debian's python3-matplotlib is not installed")
        return 77
    prog = os.path.join(HERE, "tick_corpus.py")
    env = dict(os.environ, MPLBACKEND="Agg", MPLCONFIGDIR="/tmp/minitf-mplconfig")
    want = subprocess.run([PEER, prog], capture_output=True, text=True, env=env, timeout=300)
    got = subprocess.run([minitf, prog], capture_output=True, text=True, timeout=300)
    if want.returncode != 0:
        print("matplotlib failed:\n" + want.stderr)
        return 1
    if got.returncode != 0 or got.stdout != want.stdout:
        sys.stdout.writelines(
            difflib.unified_diff(
                want.stdout.splitlines(True), got.stdout.splitlines(True), "matplotlib", "minitf"
            )
        )
        print(got.stderr)
        return 1
    print("%d lines agree" % len(want.stdout.splitlines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
