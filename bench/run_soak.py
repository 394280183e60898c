#!/usr/bin/python3
"""The full soak of issue #18: 10 000 cells in one minitf kernel and a
10 000-iteration `minitf` program, each printing its resident-memory curve
(tests/soak/test_soak.py runs 2 000 of each in ctest).

    /usr/bin/python3 bench/run_soak.py [--build build] [--count 10000]

Exits 1 when either grows 10% or more after its warm-up.
"""
import argparse
import os
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "soak"))
import test_soak  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=str(ROOT / "build"))
    ap.add_argument("--count", type=int, default=10000)
    args = ap.parse_args()
    build = pathlib.Path(args.build).resolve()
    os.environ["JUPYTER_PATH"] = str(build / "share" / "jupyter")
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    kernel = test_soak.soak_kernel(args.count)
    script = test_soak.soak_script(str(build / "bin" / "minitf"), args.count)
    return 0 if kernel == 0 and script == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
