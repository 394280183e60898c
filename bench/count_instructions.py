#!/usr/bin/env python3
"""Counts the instructions minitf executes on each language workload (callgrind).

Usage:
    bench/count_instructions.py [--minitf PATH] [--baseline PATH] [--workloads DIR]
                                [-k SUBSTR] [--json OUT]

Instruction counts do not depend on machine load, so they are the steady measure for
changes to the interpreter's hot paths (wall times move by 5-10% between runs here).
Build a portable binary for it (valgrind does not decode every AVX-512 instruction):

    cmake -S . -B build-prof -DCMAKE_BUILD_TYPE=Release -DMINITF_NATIVE=OFF
    cmake --build build-prof --target minitf
    python3 bench/count_instructions.py --minitf build-prof/bin/minitf

With --baseline OTHER_BINARY, both binaries run every workload and the table shows
the change in percent (the house rule for refactors: within 2%). Each workload runs
whole, start-up included (a few million instructions). Standard library only.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(REPO_ROOT), "shared")
DEFAULT_WORKLOADS = os.path.join(SHARED, "bench", "lang")
DEFAULT_MINITF = os.path.join(REPO_ROOT, "build-prof", "bin", "minitf")


def count(binary, script):
    """Instructions executed by `binary script` (callgrind's total), and its stdout."""
    with tempfile.TemporaryDirectory() as tmp:
        out_file = os.path.join(tmp, "callgrind.out")
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out_file, binary, script],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=dict(os.environ, NO_COLOR="1"))
        if proc.returncode != 0:
            tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()[-3:]
            raise RuntimeError("%s %s failed: %s" % (binary, script, " / ".join(tail)))
        with open(out_file) as f:
            for line in f:
                m = re.match(r"(summary|totals):\s+(\d+)", line)
                if m:
                    return int(m.group(2)), proc.stdout
    raise RuntimeError("no instruction total in callgrind's output")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--minitf", default=DEFAULT_MINITF)
    ap.add_argument("--baseline", help="a second minitf binary to compare against")
    ap.add_argument("--workloads", default=DEFAULT_WORKLOADS)
    ap.add_argument("-k", dest="filter", default="")
    ap.add_argument("--json", help="also write the counts to this file")
    args = ap.parse_args()

    scripts = sorted(glob.glob(os.path.join(args.workloads, "*.py")))
    scripts = [s for s in scripts if args.filter in os.path.basename(s)]
    if not scripts:
        sys.exit("no workloads in %s" % args.workloads)
    results = {}
    header = "%-14s %14s" % ("workload", "instructions")
    if args.baseline:
        header += " %14s %8s" % ("baseline", "change")
    print(header)
    failed = False
    for script in scripts:
        name = os.path.splitext(os.path.basename(script))[0]
        try:
            n, out = count(args.minitf, script)
        except RuntimeError as e:
            print("%-14s FAILED: %s" % (name, e))
            failed = True
            continue
        row = "%-14s %13.1fM" % (name, n / 1e6)
        results[name] = {"instructions": n}
        if args.baseline:
            b, bout = count(args.baseline, script)
            results[name]["baseline"] = b
            row += " %13.1fM %+7.2f%%" % (b / 1e6, 100.0 * (n - b) / b)
            if bout != out:
                row += "  OUTPUT DIFFERS"
                failed = True
        print(row, flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
