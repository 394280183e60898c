#!/usr/bin/python3
"""Re-executes the lesson notebooks with the minitf kernel and writes their outputs.

    /usr/bin/python3 notebooks/regenerate.py --build build      # all notebooks
    /usr/bin/python3 notebooks/regenerate.py --build build notebooks/03-no-autoboxing.ipynb

--build names a CMake build tree that holds the `minitf-kernel` kernelspec
(BUILD/share/jupyter/kernels/minitf); without it the `minitf` kernel is looked
up on the usual JUPYTER_PATH (an installed minitf). Cells tagged
`raises-exception` may fail; any other error stops with a message.
Needs Debian's python3-nbclient (stdlib + nbclient/nbformat only).
"""
import argparse
import os
import pathlib
import sys

# Keras' progress bars print step times. The test plumbing, not the learner's
# cells, stops Keras' clock (engine/lib/py/_keras_backend.py), so that a bar
# draws only its final state and every time reads 0s; the kernels and the
# `minitf` runs started from here inherit it.
os.environ.setdefault("MINITF_KERAS_FROZEN_CLOCK", "1")
HERE = pathlib.Path(__file__).resolve().parent


def execute(path, timeout=120):
    """Runs one notebook in the minitf kernel; returns the executed notebook."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, kernel_name="minitf", timeout=timeout,
                            allow_errors=False, record_timing=False,
                            resources={"metadata": {"path": str(pathlib.Path(path).parent)}})
    client.execute()
    return nb


def use_build_tree(build):
    spec = pathlib.Path(build).resolve() / "share" / "jupyter"
    if not (spec / "kernels" / "minitf" / "kernel.json").exists():
        sys.exit(f"regenerate: no minitf kernelspec under {spec} (build the minitf-kernel target)")
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        [str(spec)] + [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", help="CMake build tree with the minitf-kernel kernelspec")
    ap.add_argument("notebooks", nargs="*", help="default: notebooks/[0-9]*.ipynb")
    args = ap.parse_args()
    if args.build:
        use_build_tree(args.build)
    import nbformat

    paths = args.notebooks or sorted(str(p) for p in HERE.glob("[0-9]*.ipynb"))
    for p in paths:
        print("executing", p, flush=True)
        nb = execute(p)
        for cell in nb.cells:          # keep the committed files free of run-to-run noise
            cell.metadata.pop("execution", None)
        nbformat.write(nb, p)


if __name__ == "__main__":
    main()
