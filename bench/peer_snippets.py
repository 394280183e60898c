"""Pieces of program text shared by the benchmarks that run the same work in
minitf and in PyTorch (run_autodiff.py, run_keras.py).

Each snippet is pasted into a program template before the template is filled
in with `%`, so a literal percent sign is written `%%` and the sizes are
`%(R)d`-style fields of the template.
"""

# The timing loop of both programs: a warm-up, then the best of R rounds of N
# calls, in ms per call.
TIMED = r'''
def timed(run):
    for _ in range(3):
        run()
    best = None
    for _ in range(%(R)d):
        t0 = time.perf_counter()
        for _ in range(%(N)d):
            run()
        ms = (time.perf_counter() - t0) * 1000.0 / %(N)d
        best = ms if best is None or ms < best else best
    return best
'''

# Values in [-0.5, 0.5) * scale from an integer hash that both sides evaluate
# exactly (int32 arithmetic, then one float division): the same data and
# initial weights on both sides without a shared random stream.
MINITF_TABLE = r'''
def table(rows, cols, mul, mod, scale):
    n = tf.range(rows * cols)
    v = tf.cast((n * mul) %% mod, tf.float32) / float(mod) - 0.5
    return tf.reshape(v * scale, [rows, cols])
'''

TORCH_TABLE = r'''
def table(rows, cols, mul, mod, scale):
    n = torch.arange(rows * cols, dtype=torch.int32)
    v = ((n * mul) %% mod).to(torch.float32) / float(mod) - 0.5
    return (v * scale).reshape(rows, cols)
'''


def paste(template, minitf):
    """The template with its %(TIMED)s and %(TABLE)s placeholders filled."""
    table = MINITF_TABLE if minitf else TORCH_TABLE
    return template.replace('%(TIMED)s', TIMED).replace('%(TABLE)s', table)


def run_program(cmd, program, env):
    """Runs `program` (a file's text) with the interpreter command `cmd` and
    returns its stdout's lines; a failing run ends the benchmark with the
    tail of its stderr."""
    import os
    import subprocess
    import sys
    import tempfile

    with tempfile.NamedTemporaryFile('w', suffix='.py', delete=False) as f:
        f.write(program)
        path = f.name
    try:
        r = subprocess.run(cmd + [path], capture_output=True, text=True, env=env)
    finally:
        os.unlink(path)
    if r.returncode != 0:
        sys.exit('%s failed:\n%s' % (cmd[0], r.stderr[-3000:]))
    return r.stdout.splitlines()
