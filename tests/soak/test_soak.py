#!/usr/bin/python3
"""Long sessions: resident memory must level off (issue #18).

    test_soak.py kernel --cells 2000            (JUPYTER_PATH: the minitf kernelspec)
    test_soak.py script --minitf build/bin/minitf --iterations 2000

`kernel` runs CELLS executes in one minitf kernel (jupyter_client), cycling
through cells that define a fresh tf.function and trace and retrace it,
create variables in a traced function, fail while tracing, raise plain Python
errors, and call one long-lived function with recurring arguments (cache
hits). `script` runs one `minitf` program whose loop does the same ITERATIONS
times. Both sample the process's resident memory (VmRSS) as they go, print
the curve, and fail when the RSS at the end exceeds the RSS after the warm-up
(the first WARMUP_FRACTION of the run) by GROWTH_LIMIT or more.
Exits 77 (ctest: skipped) when `kernel` lacks jupyter_client.
"""
import argparse
import os
import subprocess
import sys
import time

# The share of the run that counts as warm-up: allocator pools, interned
# names and the first traces of every cell settle there.
WARMUP_FRACTION = 0.2
# How much the resident memory may grow from the end of the warm-up to the
# end of the run (the bar: under 10%).
GROWTH_LIMIT = 0.10
# How many samples of the curve a run takes.
SAMPLES = 20
# Seconds any one cell may take (each takes milliseconds).
CELL_TIMEOUT = 60

# The kernel's cells, run round-robin. Each one leaves nothing new behind in
# Python terms: the names it binds are rebound by the next round.
CELLS = [
    # a fresh tf.function with a graph loop, traced three times (one trace,
    # two retraces)
    "@tf.function\n"
    "def step(x):\n"
    "    print('tracing step', x)\n"
    "    while tf.reduce_sum(x) < 10.0:\n"
    "        x = x + 1.0\n"
    "    return x * 2.0 + 1.0\n"
    "step(tf.constant(1.0)); step(tf.constant([1.0, 2.0])); step(3.0)",
    # a variable, assigned in a freshly traced function
    "v = tf.Variable(tf.ones([8, 8]))\n"
    "@tf.function\n"
    "def bump():\n"
    "    v.assign_add(tf.ones([8, 8]))\n"
    "    return tf.reduce_sum(v)\n"
    "print(float(bump()), float(bump()))",
    # an error raised while tracing (shape inference: a ValueError, as in TF)
    "@tf.function\n"
    "def bad(x):\n"
    "    return tf.reshape(x, [3])\n"
    "bad(tf.constant([1.0, 2.0]))",
    # a long-lived function called with recurring values: cache hits
    "counter += 1\n"
    "keep(tf.constant(float(counter % 3))), keep(counter % 4)",
    # a plain Python error
    "{'a': 1}['missing']",
]
# Run once before the rounds.
SETUP = ("import tensorflow as tf\n"
         "counter = 0\n"
         "@tf.function\n"
         "def keep(x):\n"
         "    return x + 1\n")

# The script: the same work in one program's loop. Every `every` iterations it
# prints a mark and waits for a line on stdin, so that the test samples its
# memory at that point and not after the program has moved on or ended.
SCRIPT = """import tensorflow as tf

@tf.function
def keep(x):
    return x + 1

for i in range({iterations}):
    @tf.function
    def step(x):
        while tf.reduce_sum(x) < 10.0:
            x = x + 1.0
        return x * 2.0 + 1.0
    step(tf.constant(1.0)); step(tf.constant([1.0, 2.0])); step(3.0)
    v = tf.Variable(tf.ones([8, 8]))
    @tf.function
    def bump():
        v.assign_add(tf.ones([8, 8]))
        return tf.reduce_sum(v)
    bump()
    @tf.function
    def bad(x):
        return tf.reshape(x, [3])
    try:
        bad(tf.constant([1.0, 2.0]))
    except ValueError as e:
        message = str(e)
    keep(tf.constant(float(i % 3))); keep(i % 4)
    try:
        {{'a': 1}}['missing']
    except KeyError:
        pass
    if (i + 1) % {every} == 0:
        print(i + 1, flush=True)
        input()
"""


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for process {pid}")


def judge(curve, total, what):
    """Prints the curve [(count, rss_kib)] and returns whether it levelled off."""
    warm = next(r for n, r in curve if n >= total * WARMUP_FRACTION)
    end = curve[-1][1]
    print(f"{what}: resident memory (MiB) after N")
    for n, r in curve:
        print(f"  {n:>6} {r / 1024:7.1f}")
    growth = end / warm - 1
    print(f"{what}: {warm / 1024:.1f} MiB after the warm-up ({int(total * WARMUP_FRACTION)}), "
          f"{end / 1024:.1f} MiB at the end ({total}): {growth * 100:+.1f}% "
          f"(limit {GROWTH_LIMIT * 100:.0f}%)")
    return growth < GROWTH_LIMIT


def soak_kernel(cells):
    try:
        from jupyter_client.manager import start_new_kernel
    except ImportError:
        print("SKIP: jupyter_client is not importable by", sys.executable,
              "(Debian: apt install python3-jupyter-client)")
        return 77
    km, kc = start_new_kernel(kernel_name="minitf", startup_timeout=60)
    pid = km.provisioner.process.pid
    errors = {}
    curve = []
    every = max(1, cells // SAMPLES)
    try:
        def run(code):
            msg_id = kc.execute(code)
            while True:
                reply = kc.get_shell_msg(timeout=CELL_TIMEOUT)
                if reply["parent_header"].get("msg_id") == msg_id:
                    break
            while True:  # drain the cell's output up to its idle status
                msg = kc.get_iopub_msg(timeout=CELL_TIMEOUT)
                if (msg["parent_header"].get("msg_id") == msg_id and
                        msg["msg_type"] == "status" and
                        msg["content"]["execution_state"] == "idle"):
                    break
            return reply["content"]

        if run(SETUP)["status"] != "ok":
            print("the setup cell failed")
            return 1
        t = time.time()
        for n in range(1, cells + 1):
            content = run(CELLS[(n - 1) % len(CELLS)])
            if content["status"] == "error":
                errors[content["ename"]] = errors.get(content["ename"], 0) + 1
            if n % every == 0 or n == cells:
                curve.append((n, rss_kib(pid)))
        print(f"{cells} cells in {time.time() - t:.1f} s; errors raised: {errors}")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    rounds = cells // len(CELLS)
    want = {"ValueError": rounds, "KeyError": rounds}
    ok = judge(curve, cells, "kernel")
    if {k: v for k, v in errors.items()} != want:
        print(f"expected exactly these errors: {want}")
        ok = False
    return 0 if ok else 1


def soak_script(minitf, iterations):
    every = max(1, iterations // SAMPLES)
    program = SCRIPT.format(iterations=iterations, every=every)
    t = time.time()
    proc = subprocess.Popen([minitf, "--no-events", "-c", program], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    curve = []
    for line in proc.stdout:
        curve.append((int(line), rss_kib(proc.pid)))
        proc.stdin.write("\n")
        proc.stdin.flush()
    proc.stdin.close()
    err = proc.stderr.read()
    code = proc.wait()
    print(f"{iterations} iterations in {time.time() - t:.1f} s")
    if code != 0 or len(curve) != iterations // every:
        print(f"minitf exited {code} after {len(curve)} marks:\n{err}")
        return 1
    return 0 if judge(curve, iterations, "script") else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["kernel", "script"])
    ap.add_argument("--cells", type=int, default=2000)
    ap.add_argument("--iterations", type=int, default=2000)
    ap.add_argument("--minitf", default="build/bin/minitf")
    args = ap.parse_args()
    if args.what == "kernel":
        return soak_kernel(args.cells)
    return soak_script(os.path.abspath(args.minitf), args.iterations)


if __name__ == "__main__":
    sys.exit(main())
