#!/usr/bin/env python3
"""minitf's .npy/.npz files and real numpy's, read by the other side.

    check_numpy_files.py --interp MINITF --python PYTHON_WITH_NUMPY

minitf writes arrays with np.save / np.savez / np.savez_compressed and the
real numpy loads them; the real numpy writes the same arrays and minitf loads
them. Both sides print what they read; the texts must be equal. Exit 77
(skipped) when PYTHON cannot import numpy.
"""

import argparse
import os
import subprocess
import sys
import tempfile

WRITE = """
import numpy as np
np.save("a.npy", np.arange(12, dtype=np.float32).reshape(3, 4))
np.save("b.npy", np.array([[True, False]]))
np.save("c.npy", np.array(2.5))
np.save("d.npy", np.array([0, 128, 255], dtype=np.uint8))
np.savez("e.npz", np.arange(3), w=np.eye(2), i=np.array([-1, 2], dtype=np.int16))
np.savez_compressed("f.npz", x=np.linspace(0, 1, 7), y=np.arange(100))
"""

READ = """
import numpy as np
for name in ["a.npy", "b.npy", "c.npy", "d.npy"]:
    a = np.load(name)
    print(name, a.dtype, a.shape, a.tolist())
for name in ["e.npz", "f.npz"]:
    z = np.load(name)
    for k in sorted(z.files):
        print(name, k, z[k].dtype, z[k].shape, z[k].tolist())
"""


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    if p.returncode != 0:
        sys.stderr.write("failed: %s\n%s" % (" ".join(cmd), p.stderr.decode()))
        sys.exit(1)
    return p.stdout.decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interp", required=True)
    ap.add_argument("--python", required=True)
    opts = ap.parse_args()
    probe = subprocess.run([opts.python, "-c", "import numpy"], stderr=subprocess.DEVNULL)
    if probe.returncode != 0:
        print("skipped: %s cannot import numpy" % opts.python)
        return 77
    failed = 0
    for writer, reader in [(opts.interp, opts.python), (opts.python, opts.interp)]:
        with tempfile.TemporaryDirectory() as d:
            run([writer, "-c", WRITE], d)
            got = run([reader, "-c", READ], d)
        with tempfile.TemporaryDirectory() as d:
            run([opts.python, "-c", WRITE], d)
            want = run([opts.python, "-c", READ], d)
        label = "%s writes, %s reads" % (os.path.basename(writer), os.path.basename(reader))
        if got != want:
            failed += 1
            print("FAIL: %s\n--- got\n%s--- want\n%s" % (label, got, want))
        else:
            print("ok: %s" % label)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
