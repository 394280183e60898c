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
import concurrent.futures
import pathlib
import statistics
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from classroom import Hub, Student, kernel_process, missing_tools  # noqa: E402

MISSING = missing_tools()
if MISSING:
    print("SKIP: the classroom test needs " + "; ".join(MISSING))
    sys.exit(77)

sys.path.insert(0, str(HERE.parent / "notebooks"))
import nbformat  # noqa: E402
from check_notebooks import cell_view  # noqa: E402


def percentile(values, q):
    """The q-th percentile (0-100) by the nearest-rank method."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(q / 100 * len(s) + 0.5)) - 1))]


def lesson_cells(path):
    nb = nbformat.read(path, as_version=4)
    return [c for c in nb.cells if c.cell_type == "code"]


async def run_class(hub, names, kernel_name, cells, check=True):
    """Logs `names` in at once, each runs `cells` in a `kernel_name` kernel.
    Returns (students, problems)."""
    loop = asyncio.get_running_loop()
    students = [Student(hub, n) for n in names]
    problems = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(students)) as pool:
        async def browser(step, *args):
            await asyncio.gather(*(loop.run_in_executor(pool, getattr(s, step), *args)
                                   for s in students))

        t = time.perf_counter()
        await browser("login")
        await browser("wait_ready")
        print(f"{len(students)} students logged in, servers ready in "
              f"{time.perf_counter() - t:.1f} s", flush=True)
        await browser("start_kernel", kernel_name)
    await asyncio.gather(*(s.connect() for s in students))

    async def lesson(s):
        for n, cell in enumerate(cells, 1):
            may_raise = "raises-exception" in cell.metadata.get("tags", [])
            reply, outputs = await s.execute(cell.source, may_raise)
            if not check:
                continue
            if reply["status"] == "error" and not may_raise:
                problems.append(f"{s.name}: cell {n} raised {reply['ename']}: {reply['evalue']}")
            want, got = cell_view(cell), cell_view({"outputs": outputs})
            if want != got:
                problems.append(f"{s.name}: cell {n} printed\n  " + "\n  ".join(got) +
                                "\ninstead of\n  " + "\n  ".join(want))

    t = time.perf_counter()
    await asyncio.gather(*(lesson(s) for s in students))
    print(f"{len(students)} students ran {len(cells)} cells each in "
          f"{time.perf_counter() - t:.1f} s", flush=True)
    return students, problems


def kernel_rss_mib(students):
    out = []
    for s in students:
        p = kernel_process(s.kernel_id)
        if p is None:
            raise RuntimeError(f"{s.name}: no process for kernel {s.kernel_id}")
        out.append(p.memory_info().rss / 2**20)
    return out


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
    cells = lesson_cells(args.lesson)
    hub = Hub(jupyter_path)
    problems = []
    try:
        names = [f"student{i:03d}" for i in range(args.students)]
        students, problems = asyncio.run(run_class(hub, names, "minitf", cells))
        users = {u["name"] for u in hub.api("GET", "/users")}
        if not set(names) <= users:
            problems.append(f"the hub lists {sorted(users)}, not every student")
        rss = kernel_rss_mib(students)
        latencies = [t for s in students for t in s.latencies]
        print(f"cell latency: p50 {percentile(latencies, 50) * 1e3:.1f} ms, "
              f"p95 {percentile(latencies, 95) * 1e3:.1f} ms over {len(latencies)} cells")
        print(f"kernel resident memory: median {statistics.median(rss):.1f} MiB, "
              f"max {max(rss):.1f} MiB")
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
