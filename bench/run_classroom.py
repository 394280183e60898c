#!/usr/bin/python3
"""A large class on JupyterHub, minitf against ipykernel (issue #18).

    /usr/bin/python3 bench/run_classroom.py [--students 100] [--build build]
                                            [--lesson notebooks/01-state.ipynb]

Starts the hub of deploy/jupyterhub_config.py as tests/classroom/ does (a
dummy authenticator, the simple local spawner), logs N students in at once,
then runs three lessons, one after the other, each with every student in a
fresh kernel at the same time:
  1. a Python lesson (functions, dicts, classes, numpy, an error) in minitf,
  2. a TensorFlow lesson notebook in minitf, checked against its committed
     outputs (ipykernel has no TensorFlow here, so it has no such row),
  3. the Python lesson in Debian's ipykernel (the `python3` kernelspec), which
     must show what minitf showed; with fewer students, said so, when the
     machine's memory cannot hold N ipykernels beside the N servers.
For each it prints the cell latency (request to idle status, p50 and p95 over
all students' cells, while the whole class runs) and, with all N kernels
alive, the kernel's resident memory (RSS) and unique memory (USS: what one
more kernel costs; shared libraries count once), the notebook server's RSS
(the same server for both kernels) and kernels per GiB (by USS).
Needs what tests/classroom/ needs plus python3-ipykernel.
"""
import argparse
import asyncio
import pathlib
import platform
import statistics
import sys

import psutil

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "classroom"))
from classroom import Class, Hub, missing_tools, percentile  # noqa: E402
from test_classroom import cell_view, lesson  # noqa: E402

# The Python lesson both kernels run: what CPython prints is the reference.
PYTHON_LESSON = [
    "import numpy as np",
    "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n"
    "print([fib(i) for i in range(15)])",
    "words = 'the quick brown fox jumps over the lazy dog the end'.split()\n"
    "counts = {}\nfor w in words:\n    counts[w] = counts.get(w, 0) + 1\n"
    "print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])",
    "class Point:\n    def __init__(self, x, y):\n        self.x, self.y = x, y\n"
    "    def __repr__(self):\n        return f'Point({self.x}, {self.y})'\n"
    "sorted([Point(3, 1), Point(1, 2)], key=lambda p: p.x)",
    "a = np.arange(12).reshape(3, 4)\nprint(a.sum(axis=0), a.mean())\na",
    "total = 0\nfor i in range(10000):\n    total += i * i\ntotal",
    ("1 / 0", True),
    "print(np.linspace(0.0, 1.0, 5) * 2)",
]


# Memory one logged-in student takes (a notebook server, ~120 MiB resident)
# and one ipykernel (~90 MiB), rounded up, and what the machine keeps free
# besides: the bench runs fewer ipykernel students, and says so, rather than
# push a shared machine into its OOM killer.
SERVER_MEMORY = 128 << 20
IPYKERNEL_MEMORY = 96 << 20
MACHINE_RESERVE = 2 << 30


def fitting(n, each):
    """How many of `n` processes of `each` bytes the available memory holds."""
    return max(0, min(n, (psutil.virtual_memory().available - MACHINE_RESERVE) // each))


def figures(room, label, out):
    lat = room.latencies()
    rss, uss = room.kernel_memory_mib()
    server = room.server_memory_mib()
    row = {"label": label, "p50": percentile(lat, 50) * 1e3, "p95": percentile(lat, 95) * 1e3,
           "rss": statistics.median(rss), "uss": statistics.median(uss),
           "server": statistics.median(server), "cells": len(lat)}
    row["per_gib_uss"] = 1024 / row["uss"]
    row["per_gib_rss"] = 1024 / row["rss"]
    out.append(row)
    print(f"  {label}: p50 {row['p50']:.1f} ms, p95 {row['p95']:.1f} ms ({row['cells']} cells); "
          f"kernel RSS {row['rss']:.1f} MiB, USS {row['uss']:.1f} MiB; "
          f"server RSS {row['server']:.1f} MiB", flush=True)


async def bench(hub, n, lesson_path, rate):
    room = Class(hub, n)
    rows, problems = [], []
    try:
        seconds = await room.login(rate)
        print(f"{n} students logged in ({rate:g} a second), servers ready in {seconds:.1f} s",
              flush=True)

        # The Python lesson in minitf first: every student must see the same,
        # and ipykernel (CPython, the reference) must show that too.
        reference = {}

        def consistent(n_cell, outputs):
            got = cell_view({"outputs": outputs})
            want = reference.setdefault(n_cell, got)
            return None if got == want else f"cell {n_cell}: {got} here, {want} elsewhere"

        problems += await room.lesson("minitf", PYTHON_LESSON, consistent)
        figures(room, "Python lesson, minitf", rows)
        await room.end_lesson()

        cells, expected = lesson(lesson_path)
        problems += await room.lesson("minitf", cells, expected)
        figures(room, f"{pathlib.Path(lesson_path).name}, minitf", rows)
        await room.end_lesson()

        k = fitting(n, IPYKERNEL_MEMORY)
        if k < n:
            print(f"  (memory for {k} ipykernel students only: the ipykernel class is {k})")
        room.students = room.students[:k]

        def same_as_minitf(n_cell, outputs):
            got = cell_view({"outputs": outputs})
            if got != reference[n_cell]:
                return f"cell {n_cell}: ipykernel showed {got}, minitf {reference[n_cell]}"
            return None

        problems += await room.lesson("python3", PYTHON_LESSON, same_as_minitf)
        figures(room, f"Python lesson, ipykernel ({k})", rows)
        await room.end_lesson()
    finally:
        room.close()
    return rows, problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--students", type=int, default=100)
    ap.add_argument("--build", default=str(ROOT / "build"))
    ap.add_argument("--arrivals", type=float, default=0.5,
                    help="students logging in per second (0: all at once); a whole class at "
                         "once on two cores starves the hub and its proxy, which then stop servers")
    ap.add_argument("--lesson", default=str(ROOT / "notebooks" / "01-state.ipynb"))
    args = ap.parse_args()
    missing = missing_tools()
    try:
        import ipykernel  # noqa: F401
    except ImportError:
        missing.append("ipykernel (Debian: apt install python3-ipykernel)")
    if missing:
        print("run_classroom.py needs " + "; ".join(missing))
        return 1
    jupyter_path = pathlib.Path(args.build).resolve() / "share" / "jupyter"
    if not (jupyter_path / "kernels" / "minitf" / "kernel.json").exists():
        print(f"no minitf kernelspec under {jupyter_path}: build the minitf-kernel target")
        return 1
    print(f"machine: {platform.machine()}, {len(__import__('os').sched_getaffinity(0))} cores; "
          f"Python {platform.python_version()} with ipykernel {ipykernel.__version__}")
    if fitting(args.students, SERVER_MEMORY) < args.students:
        print(f"not enough memory for {args.students} students' notebook servers")
        return 1
    hub = Hub(jupyter_path)
    try:
        rows, problems = asyncio.run(bench(hub, args.students, args.lesson, args.arrivals))
    except Exception:
        print("--- hub log (last 40 lines) ---\n" + "\n".join(hub.log_text().splitlines()[-40:]))
        raise
    finally:
        hub.stop()
        hub.cleanup()
    print(f"\n{args.students} students at once; latency = request to idle, all students running")
    print(f"{'class':<34} {'p50 ms':>8} {'p95 ms':>8} {'RSS MiB':>8} {'USS MiB':>8} "
          f"{'+server':>8} {'kernels/GiB':>12}")
    print(f"{'':<34} {'':>8} {'':>8} {'':>8} {'':>8} {'':>8} {'(USS, RSS)':>12}")
    for r in rows:
        print(f"{r['label']:<34} {r['p50']:8.1f} {r['p95']:8.1f} {r['rss']:8.1f} {r['uss']:8.1f} "
              f"{r['rss'] + r['server']:8.1f} {r['per_gib_uss']:6.0f}{r['per_gib_rss']:6.0f}")
    for p in problems[:20]:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
