#!/usr/bin/python3
"""A class on JupyterHub: N students log in at once and each runs a lesson.

    test_classroom.py --jupyter-path BUILD/share/jupyter [--students 20]
                      [--lesson notebooks/01-state.ipynb]

Starts the hub of deploy/jupyterhub_config.py on localhost (classroom.py: a
dummy authenticator, the simple local spawner), logs every student in through
the login form, and has each start a `minitf` kernel over its server's REST
API and run the lesson's cells over the kernel's websocket, all students at
the same time. Every cell's outputs must equal the notebook's committed ones
(compared as tests/notebooks/check_notebooks.py compares them: streams,
errors, the text of results and displays, timings and addresses masked).
Prints the cell latencies (p50, p95) and the kernels' resident memory.
Exits 77 (ctest: skipped), naming what is missing, without the hub's tools.
"""
import argparse
import asyncio
import pathlib
import statistics
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from classroom import Class, Hub, missing_tools, percentile  # noqa: E402

MISSING = missing_tools()
if MISSING:
    print("SKIP: the classroom test needs " + "; ".join(MISSING))
    sys.exit(77)

sys.path.insert(0, str(HERE.parent / "notebooks"))
import nbformat  # noqa: E402
from check_notebooks import cell_view  # noqa: E402


def lesson(path):
    """The code cells of notebook `path` as (source, may_raise) pairs, and a
    check of a cell's outputs against the committed ones."""
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]

    def expected(n, outputs):
        want, got = cell_view(code[n - 1]), cell_view({"outputs": outputs})
        if want != got:
            return (f"cell {n} showed\n  " + "\n  ".join(got) + "\ninstead of\n  " +
                    "\n  ".join(want))
        return None

    return [(c.source, "raises-exception" in c.metadata.get("tags", [])) for c in code], expected


async def run(hub, n, lesson_path):
    room = Class(hub, n)
    try:
        print(f"{n} students logged in, servers ready in {await room.login():.1f} s", flush=True)
        cells, expected = lesson(lesson_path)
        problems = await room.lesson("minitf", cells, expected)
        users = {u["name"] for u in hub.api("GET", "/users")}
        if not {s.name for s in room.students} <= users:
            problems.append(f"the hub lists {sorted(users)}, not every student")
        lat = room.latencies()
        rss, _ = room.kernel_memory_mib()
        print(f"cell latency: p50 {percentile(lat, 50) * 1e3:.1f} ms, "
              f"p95 {percentile(lat, 95) * 1e3:.1f} ms over {len(lat)} cells")
        print(f"kernel resident memory: median {statistics.median(rss):.1f} MiB, "
              f"max {max(rss):.1f} MiB")
        await room.end_lesson()
        return problems
    finally:
        room.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jupyter-path", required=True, help="folder holding kernels/minitf")
    ap.add_argument("--students", type=int, default=20)
    ap.add_argument("--lesson", default=str(HERE.parents[1] / "notebooks" / "01-state.ipynb"))
    args = ap.parse_args()
    jupyter_path = pathlib.Path(args.jupyter_path).resolve()
    if not (jupyter_path / "kernels" / "minitf" / "kernel.json").exists():
        print(f"no minitf kernelspec under {jupyter_path}: build the minitf-kernel target")
        return 1
    hub = Hub(jupyter_path)
    problems = []
    try:
        problems = asyncio.run(run(hub, args.students, args.lesson))
    except Exception as e:  # a student that could not log in, start or run
        problems.append(f"{type(e).__name__}: {e}")
    finally:
        hub.stop()
        if problems:
            print("--- hub log (last 60 lines) ---\n" +
                  "\n".join(hub.log_text().splitlines()[-60:]))
        hub.cleanup()
    for p in problems[:20]:
        print(p)
    if len(problems) > 20:
        print(f"... and {len(problems) - 20} more")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
