#!/usr/bin/env python3
"""The `minitf-sandbox` kernelspec, started by jupyter_client as a notebook would.

Usage (ctest sets it up): JUPYTER_PATH=BUILD/share/jupyter run_sandbox_kernel.py

It starts the build tree's `minitf-sandbox` kernel in a scratch working folder,
with a hub token in its environment, and checks one cell per rule: a write
outside the folder is CPython's PermissionError, the token is hidden, a file in
the folder is written and read back, the spec's time limit is on (300 s), a
lowered %time_limit stops a loop with TimeoutError, and the kernel answers the
next cell. Exits 77 (skipped) without Debian's python3-jupyter-client or the
kernel. Standard library besides jupyter_client.
"""

import os
import shutil
import sys
import tempfile

try:
    from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel
    from jupyter_client.manager import start_new_kernel
except ImportError:
    print("skipped: jupyter_client is not installed (Debian: python3-jupyter-client)")
    sys.exit(77)

TIMEOUT_SECONDS = 30

CHECKS = [
    ("open('../escaped.txt', 'w')",
     "PermissionError: [Errno 1] Operation not permitted: '../escaped.txt'"),
    ("import os\n'JUPYTERHUB_API_TOKEN' in os.environ", "False"),
    ("open('notes.txt', 'w').write('hi')\nopen('notes.txt').read()", "'hi'"),
    ("%time_limit", "time limit: 300 seconds per cell\n"),
    ("%time_limit 0.5\nwhile True:\n    pass",
     "time limit: 0.5 seconds per cell\n"
     "TimeoutError: execution exceeded the time limit of 0.5 seconds"),
    ("%time_limit off", "UsageError: %time_limit: a sandboxed kernel may only lower its time limit"),
    ("1 + 1", "2"),
]


def run(kc, code):
    msg_id = kc.execute(code)
    out = []
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT_SECONDS)
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        kind, content = m["msg_type"], m["content"]
        if kind == "stream":
            out.append(content["text"])
        elif kind == "error":
            out.append(content["ename"] + ": " + content["evalue"])
        elif kind == "execute_result":
            out.append(content["data"]["text/plain"])
        elif kind == "status" and content["execution_state"] == "idle":
            return "".join(out)


def main():
    try:
        KernelSpecManager().get_kernel_spec("minitf-sandbox")
    except NoSuchKernel:
        print("skipped: no minitf-sandbox kernelspec on JUPYTER_PATH (built without xeus?)")
        return 77
    work = tempfile.mkdtemp(prefix="minitf-sandbox-kernel-")
    os.environ["JUPYTERHUB_API_TOKEN"] = "hub-token-0123456789"
    km, kc = start_new_kernel(kernel_name="minitf-sandbox", cwd=work)
    failed = 0
    try:
        for code, want in CHECKS:
            got = run(kc, code)
            if got != want:
                failed += 1
                print("FAIL %r\n  got:  %r\n  want: %r" % (code, got, want))
        if os.path.exists(os.path.join(os.path.dirname(work), "escaped.txt")):
            failed += 1
            print("FAIL a file was written outside the working folder")
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
        shutil.rmtree(work, ignore_errors=True)
    print("%d passed, %d failed" % (len(CHECKS) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
