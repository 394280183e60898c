#!/usr/bin/python3
"""Executes every lesson notebook and compares it with its committed outputs.

    JUPYTER_PATH=BUILD/share/jupyter check_notebooks.py NOTEBOOK_DIR [--interp BUILD/bin/minitf]

Each notebook runs top to bottom in the `minitf` kernel (nbclient); cells tagged
`raises-exception` may fail, any other error fails the test. For each cell the
stdout/stderr streams, the error (ename, evalue) and the text/plain of results
and displays (trace-event banners included) must equal the committed ones,
after masking what changes from run to run: the number after an "elapsed" or
"time" label, and hex addresses. With --interp, `minitf NOTEBOOK` (the
terminal way to run a lesson) must also succeed and print the same stdout.
Exits 77 (ctest: skipped) when nbclient is missing. Regenerate the expected
outputs with notebooks/regenerate.py.
"""
import argparse
import difflib
import os
import pathlib
import re
import subprocess
import sys
import tempfile

try:
    import nbformat
    from nbclient import NotebookClient
except ImportError:
    print("SKIP: nbclient/nbformat not importable by", sys.executable,
          "(Debian: apt install python3-nbclient)")
    sys.exit(77)

# "tf.Tensor time elapsed:  0.0123", "Wall time: 1.2 ms", "time ratio 12.5"
TIMING = re.compile(r"((?:elapsed|[Tt]ime)\b[^0-9\n]{0,20}?)[-+]?\d+(?:\.\d*)?(?:e[-+]?\d+)?"
                    r"(?:\s*(?:ns|µs|us|ms|s)\b)?")
# Keras' progress bars print step times. The test plumbing, not the learner's
# cells, stops Keras' clock (engine/lib/py/_keras_backend.py), so that a bar
# draws only its final state and every time reads 0s; the kernels and the
# `minitf` runs started from here inherit it.
os.environ.setdefault("MINITF_KERAS_FROZEN_CLOCK", "1")
HEX = re.compile(r"0x[0-9a-fA-F]+")
MAGIC_ECHO = re.compile(r"^(trace events: (on|off)|mode: .*)\n", re.M)


def mask(text):
    return HEX.sub("0x…", TIMING.sub(r"\1<time>", text))


def cell_view(cell):
    """The comparable outputs of one code cell, as lines of text."""
    out = []
    for o in cell.get("outputs", []):
        t = o["output_type"]
        if t == "stream":
            text = mask(o["text"])
            if out and out[-1][0] == "stream:" + o["name"]:
                out[-1] = (out[-1][0], out[-1][1] + text)
            else:
                out.append(("stream:" + o["name"], text))
        elif t == "error":
            out.append(("error", f"{o['ename']}: {mask(o['evalue'])}"))
        elif t in ("execute_result", "display_data"):
            out.append((t, mask(o.get("data", {}).get("text/plain", ""))))
    lines = []
    for kind, text in out:
        lines.append(f"--- {kind}")
        lines.extend(text.splitlines())
    return lines


def stdout_of(nb):
    parts = []
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            if o["output_type"] == "stream" and o["name"] == "stdout":
                parts.append(o["text"])
    return mask(MAGIC_ECHO.sub("", "".join(parts)))


def check(path, interp):
    expected = nbformat.read(path, as_version=4)
    actual = nbformat.read(path, as_version=4)
    for cell in actual.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    try:
        NotebookClient(actual, kernel_name="minitf", timeout=120, allow_errors=False,
                       record_timing=False,
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    except Exception as e:  # CellExecutionError: an untagged cell failed
        return [f"{path.name}: execution failed: {e}"]
    problems = []
    codes = [(e, a) for e, a in zip(expected.cells, actual.cells) if e.cell_type == "code"]
    for n, (e, a) in enumerate(codes, 1):
        want, got = cell_view(e), cell_view(a)
        if want != got:
            diff = "\n".join(difflib.unified_diff(want, got, "committed", "now", lineterm=""))
            first = e.source.splitlines()[0] if e.source else ""
            problems.append(f"{path.name}: code cell {n} ({first!r}) differs:\n{diff}")
    if interp:
        # Bytes, decoded here: text mode would turn a progress bar's "\r"
        # into a newline.
        # In a scratch folder: a terminal's plt.show() saves its figures as
        # files where it runs, which must not be the source tree.
        with tempfile.TemporaryDirectory(prefix="minitf-notebook-") as scratch:
            r = subprocess.run([str(pathlib.Path(interp).resolve()), "--no-events", str(path)],
                               capture_output=True, timeout=300, cwd=scratch)
        r.stdout, r.stderr = r.stdout.decode(), r.stderr.decode()
        if r.returncode != 0:
            problems.append(f"{path.name}: `minitf {path.name}` exited {r.returncode}:\n{r.stderr}")
        elif mask(r.stdout) != stdout_of(expected):
            diff = "\n".join(difflib.unified_diff(stdout_of(expected).splitlines(),
                                                  mask(r.stdout).splitlines(),
                                                  "notebook stdout", "minitf stdout", lineterm=""))
            problems.append(f"{path.name}: `minitf {path.name}` prints other stdout:\n{diff}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook_dir")
    ap.add_argument("--interp", help="the minitf command, to run each notebook as a script too")
    args = ap.parse_args()
    paths = sorted(pathlib.Path(args.notebook_dir).resolve().glob("[0-9]*.ipynb"))
    if not paths:
        print("no notebooks in", args.notebook_dir)
        return 1
    failures = []
    for p in paths:
        problems = check(p, args.interp)
        print(("FAIL " if problems else "ok   ") + p.name, flush=True)
        failures += problems
    for f in failures:
        print("\n" + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
