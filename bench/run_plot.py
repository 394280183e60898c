#!/usr/bin/env python3
"""matplotlib on minitf against Debian's matplotlib 3.6 (issue #31's figures).

Usage: bench/run_plot.py [--minitf PATH] [--python PATH] [--repeat N]

The same program runs on both, alternating, --repeat times each, and times
itself with time.perf_counter:

  import     `import matplotlib.pyplot as plt` in a fresh process
  line PNG   a 10 000-point line plot saved as a 640x480 PNG (plot + savefig)

It prints the minimum (and median) per figure and minitf's time as a fraction
of matplotlib's. The peer runs with the Agg backend; without matplotlib on
--python only minitf's figures are printed.
"""
import argparse
import statistics
import subprocess
import tempfile
import os

PROGRAM = """
import time
t0 = time.perf_counter()
import matplotlib.pyplot as plt
t1 = time.perf_counter()
import math
xs = [i * 0.001 for i in range(10000)]
ys = [math.sin(x * 7) for x in xs]
t2 = time.perf_counter()
plt.plot(xs, ys)
plt.savefig(OUT)
t3 = time.perf_counter()
print((t1 - t0) * 1e3, (t3 - t2) * 1e3)
"""


def run(cmd, folder):
    out = os.path.join(folder, "line.png")
    prog = os.path.join(folder, "bench_plot.py")
    with open(prog, "w") as f:
        f.write("OUT = %r\n" % out + PROGRAM)
    env = dict(os.environ, MPLBACKEND="Agg")
    r = subprocess.run(cmd + [prog], capture_output=True, text=True, env=env, timeout=300)
    if r.returncode != 0:
        return None
    return [float(v) for v in r.stdout.split()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--minitf", default="build/bin/minitf")
    ap.add_argument("--python", default="/usr/bin/python3")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    times = {"minitf": [], "matplotlib": []}
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.repeat):
            for name, cmd in (("minitf", [args.minitf]), ("matplotlib", [args.python])):
                t = run(cmd, folder)
                if t is not None:
                    times[name].append(t)
    for i, label in enumerate(["import", "line PNG"]):
        row = "%-9s" % label
        best = {}
        for name in ("minitf", "matplotlib"):
            vals = [t[i] for t in times[name]]
            if vals:
                best[name] = min(vals)
                row += "  %s %.1f ms (median %.1f)" % (name, min(vals), statistics.median(vals))
        if len(best) == 2:
            row += "  ratio %.2fx" % (best["minitf"] / best["matplotlib"])
        print(row)


if __name__ == "__main__":
    main()
