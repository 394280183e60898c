#!/usr/bin/env python3
"""Times the language workloads under minitf and CPython and prints their ratio.

Usage:
    bench/run_lang.py [--minitf PATH] [--python PATH] [--workloads DIR]
                      [--repeat N] [-k SUBSTR] [--timeout S]

Each workload (default: ../shared/bench/lang/*.py beside the repository root) runs
--repeat times under each interpreter, alternating minitf and CPython so that
machine noise (other jobs, frequency changes) hits both alike. The figure kept for
each (workload, interpreter) is the minimum wall time, process start included. Both
interpreters must print the same output; a mismatch is reported loudly and the
script exits 1. The table ends with the geometric mean of the minitf/CPython ratios.

If lua5.4 (or lua) is installed, the peer scripts ../shared/bench/peers/*.lua that
match a workload (fib, loop) are timed the same way, for a point of comparison with
a fast small interpreter.

Standard library only. See bench/README.md.
"""

import argparse
import glob
import math
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(REPO_ROOT), "shared")
DEFAULT_WORKLOADS = os.path.join(SHARED, "bench", "lang")
DEFAULT_PEERS = os.path.join(SHARED, "bench", "peers")
DEFAULT_MINITF = os.path.join(REPO_ROOT, "build", "bin", "minitf")


class RunFailed(Exception):
    pass


def time_once(cmd, cwd, timeout):
    env = dict(os.environ, PYTHONHASHSEED="0", NO_COLOR="1", PYTHONDONTWRITEBYTECODE="1")
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RunFailed("timed out after %d s" % timeout)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise RunFailed("exit %d: %s" % (proc.returncode, err[-1] if err else "(no stderr)"))
    return elapsed, proc.stdout


def bench_alternating(commands, cwd, repeat, timeout):
    """commands: {name: argv}. Runs them in turn, `repeat` rounds.
    Returns {name: (min seconds, stdout)} or {name: RunFailed}."""
    results = {}
    for _ in range(repeat):
        for name, cmd in commands.items():
            if isinstance(results.get(name), RunFailed):
                continue
            try:
                elapsed, out = time_once(cmd, cwd, timeout)
            except RunFailed as e:
                results[name] = e
                continue
            best = results.get(name)
            if best is None or elapsed < best[0]:
                results[name] = (elapsed, out)
    return results


def fmt_seconds(result):
    if isinstance(result, RunFailed):
        return "FAILED"
    return "%.3f" % result[0]


def geometric_mean(values):
    if not values:
        return float("nan")
    return math.exp(sum(math.log(v) for v in values) / len(values))


def find_lua():
    for name in ("lua5.4", "lua"):
        path = shutil.which(name)
        if path:
            return path
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(description="minitf vs CPython on the language workloads.")
    parser.add_argument("--minitf", default=DEFAULT_MINITF, help="minitf binary (default: build/bin/minitf)")
    parser.add_argument("--python", default="python3", help="CPython 3.11 (default: python3)")
    parser.add_argument("--workloads", default=DEFAULT_WORKLOADS, help="folder of *.py workloads")
    parser.add_argument("--peers", default=DEFAULT_PEERS, help="folder of peer *.lua scripts")
    parser.add_argument("--repeat", type=int, default=3, help="runs per interpreter (default 3)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds allowed per run")
    parser.add_argument("-k", dest="keyword", default=None, help="only workloads whose name contains this")
    opts = parser.parse_args(argv)

    minitf = os.path.abspath(opts.minitf)
    if not os.access(minitf, os.X_OK):
        sys.stderr.write("run_lang: no minitf binary at %s (build it: see bench/README.md, "
                         "or pass --minitf PATH)\n" % minitf)
        return 2
    python = shutil.which(opts.python) or opts.python
    # Time the interpreter itself, not a launcher in front of it: pyenv's python3 on PATH is a
    # bash shim that adds 40-80 ms to every run, which would flatter minitf's ratios.
    probe = subprocess.run([python, "-c", "import sys; print('%d.%d.%d' % sys.version_info[:3]); "
                            "print(sys.executable)"],
                           stdout=subprocess.PIPE, universal_newlines=True).stdout.split()
    version = probe[0] if probe else ""
    if len(probe) > 1 and os.access(probe[1], os.X_OK):
        python = probe[1]
    workloads = sorted(glob.glob(os.path.join(opts.workloads, "*.py")))
    if opts.keyword:
        workloads = [w for w in workloads if opts.keyword in os.path.basename(w)]
    if not workloads:
        sys.stderr.write("run_lang: no workloads in %s\n" % opts.workloads)
        return 2
    lua = find_lua()

    print("minitf:  %s" % minitf)
    print("CPython: %s (%s)" % (python, version or "unknown version"))
    if not version.startswith("3.11"):
        print("warning: the reference is CPython 3.11; ratios against %s are not comparable" % version)
    print("repeat:  %d, alternating; figures are the minimum wall time in seconds" % opts.repeat)
    print()

    mismatches = []
    failures = []
    ratios = []
    rows = []
    lua_rows = []
    for path in workloads:
        name = os.path.splitext(os.path.basename(path))[0]
        cwd = os.path.dirname(path)
        sys.stderr.write("running %s ...\n" % name)
        res = bench_alternating({"minitf": [minitf, path], "cpython": [python, path]},
                                cwd, opts.repeat, opts.timeout)
        m, c = res["minitf"], res["cpython"]
        ratio = ""
        for who, r in (("minitf", m), ("cpython", c)):
            if isinstance(r, RunFailed):
                failures.append("%s under %s: %s" % (name, who, r))
        if not isinstance(m, RunFailed) and not isinstance(c, RunFailed):
            if m[1] != c[1]:
                mismatches.append((name, m[1], c[1]))
                ratio = "MISMATCH"
            else:
                ratios.append(m[0] / c[0])
                ratio = "%.2f" % (m[0] / c[0])
        rows.append((name, fmt_seconds(m), fmt_seconds(c), ratio))

        peer = os.path.join(opts.peers, name + ".lua")
        if lua and os.path.exists(peer):
            lres = bench_alternating({"lua": [lua, peer]}, os.path.dirname(peer),
                                     opts.repeat, opts.timeout)["lua"]
            if isinstance(lres, RunFailed):
                failures.append("%s under lua: %s" % (name, lres))
            elif not isinstance(c, RunFailed) and lres[1] != c[1]:
                mismatches.append((name + " (lua)", lres[1], c[1]))
            lua_rows.append((name, lres, c, m))

    header = ("workload", "minitf s", "cpython s", "minitf/cpython")
    table = [header] + rows
    widths = [max(len(r[i]) for r in table) for i in range(4)]
    for i, r in enumerate(table):
        print("  ".join([r[0].ljust(widths[0])] + [r[j].rjust(widths[j]) for j in (1, 2, 3)]))
        if i == 0:
            print("  ".join("-" * w for w in widths))
    print()
    print("geometric mean minitf/cpython: %s over %d workload(s)"
          % ("%.2f" % geometric_mean(ratios) if ratios else "n/a", len(ratios)))

    if lua_rows:
        print()
        print("Lua peer (%s):" % lua)
        print("%-12s %9s %12s %12s" % ("workload", "lua s", "lua/cpython", "minitf/lua"))
        for name, l, c, m in lua_rows:
            if isinstance(l, RunFailed):
                print("%-12s %9s" % (name, "FAILED"))
                continue
            lc = "%.2f" % (l[0] / c[0]) if not isinstance(c, RunFailed) else "n/a"
            ml = "%.2f" % (m[0] / l[0]) if not isinstance(m, RunFailed) else "n/a"
            print("%-12s %9.3f %12s %12s" % (name, l[0], lc, ml))
    elif not lua:
        print("(no lua5.4/lua installed: Lua peer skipped)")

    for line in failures:
        print("FAILED: " + line)
    for name, got, want in mismatches:
        print()
        print("!!! OUTPUT MISMATCH in %s !!!" % name)
        print("    minitf/peer printed:  %r" % got[-200:])
        print("    CPython printed:      %r" % want[-200:])
    return 1 if (mismatches or failures) else 0


if __name__ == "__main__":
    sys.exit(main())
