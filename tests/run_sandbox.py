#!/usr/bin/env python3
"""Runs the sandbox corpus: escape attempts that `minitf --sandbox` must refuse.

Usage:
    run_sandbox.py --interp BIN [-k SUBSTR] DIR

Each FOO.py under DIR runs as `BIN --sandbox FOO.py` in a fresh working folder
laid out as a student's would be, inside a scratch folder that holds what the
script must not reach:

    scratch/secret.txt              a file outside the working folder
    scratch/work/                   the working folder (the cwd)
    scratch/work/FOO.py             the program
    scratch/work/data.txt           the notebook's own data
    scratch/work/sub/               a folder of its own
    scratch/work/link_out           symbolic link to ../secret.txt
    scratch/work/dir_link           symbolic link to .. (the scratch folder)
    scratch/work/pipe               a named pipe that no one writes to

The environment holds the tokens a JupyterHub server gives a kernel
(JUPYTERHUB_API_TOKEN, JPY_API_TOKEN, AWS_SECRET_ACCESS_KEY...) beside the
ordinary variables.

A first line "# args: ..." adds command-line options (--time-limit 0.5).
A program aiming at /tmp/minitf-sandbox-escape.txt must not create it.

A program passes when
  - with FOO.err: the exit status is 1 and the last line of stderr is FOO.err's
    one line (the error, "PermissionError: [Errno 1] Operation not permitted:
    '../secret.txt'");
  - with FOO.out: the exit status is 0 and stdout is FOO.out exactly;
  - and in both cases everything outside the working folder is as it was (no
    file made, changed or removed) and no line mentions "Assertion",
    "terminate called" or "Sanitizer".

The last line printed is exactly "N passed, M failed"; the exit status is 1 when
any test failed. Standard library only.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

TIMEOUT_SECONDS = 60
FORBIDDEN = ("Assertion", "terminate called", "Sanitizer", "runtime error:")
ESCAPE_TARGET = "/tmp/minitf-sandbox-escape.txt"
SECRET = "the answer key\n"
DATA = "x,y\n1,2\n3,4\n"
TOKENS = {
    "JUPYTERHUB_API_TOKEN": "hub-token-0123456789",
    "JPY_API_TOKEN": "jpy-token-0123456789",
    "AWS_SECRET_ACCESS_KEY": "aws-secret-0123456789",
    "AWS_ACCESS_KEY_ID": "AKIA0123456789",
    "GITHUB_TOKEN": "ghp_0123456789",
}


def snapshot(root, skip):
    """Every path under root except under skip, with its kind and content."""
    seen = {}
    for dirpath, dirs, files in os.walk(root, followlinks=False):
        if os.path.abspath(dirpath).startswith(skip):
            dirs[:] = []
            continue
        for name in dirs + files:
            p = os.path.join(dirpath, name)
            if os.path.abspath(p) == skip:
                continue
            if os.path.islink(p):
                seen[p] = ("link", os.readlink(p))
            elif os.path.isdir(p):
                seen[p] = ("dir", None)
            else:
                with open(p, "rb") as f:
                    seen[p] = ("file", f.read())
    return seen


def make_scratch(program):
    scratch = tempfile.mkdtemp(prefix="minitf-sandbox-")
    work = os.path.join(scratch, "work")
    os.mkdir(work)
    os.mkdir(os.path.join(work, "sub"))
    with open(os.path.join(scratch, "secret.txt"), "w") as f:
        f.write(SECRET)
    with open(os.path.join(work, "data.txt"), "w") as f:
        f.write(DATA)
    os.symlink("../secret.txt", os.path.join(work, "link_out"))
    os.symlink("..", os.path.join(work, "dir_link"))
    os.mkfifo(os.path.join(work, "pipe"))
    shutil.copy(program, os.path.join(work, os.path.basename(program)))
    return scratch, work


def run_one(interp, program):
    """Returns None when the program passed, else what went wrong."""
    base = program[:-3]
    scratch, work = make_scratch(program)
    # Also outside the scratch folder: a file in /tmp that a script might aim
    # at by its absolute path.
    try:
        before = snapshot(scratch, work)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": work,
               "LANG": "C.UTF-8", "TERM": "dumb"}
        env.update(TOKENS)
        with open(program) as f:
            first = f.readline()
        extra = first[len("# args:"):].split() if first.startswith("# args:") else []
        if os.path.exists(ESCAPE_TARGET):
            os.remove(ESCAPE_TARGET)
        try:
            p = subprocess.run([interp, "--sandbox"] + extra + [os.path.basename(program)], cwd=work,
                               env=env, capture_output=True, timeout=TIMEOUT_SECONDS,
                               stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return "timed out after %d s" % TIMEOUT_SECONDS
        out = p.stdout.decode("utf-8", "replace")
        err = p.stderr.decode("utf-8", "replace")
        for line in (out + err).splitlines():
            if any(word in line for word in FORBIDDEN):
                return "crash report: " + line
        if os.path.exists(ESCAPE_TARGET):
            return "created " + ESCAPE_TARGET
        after = snapshot(scratch, work)
        if after != before:
            changed = sorted(set(after) ^ set(before) |
                             {k for k in after if k in before and after[k] != before[k]})
            return "changed outside the working folder: " + ", ".join(changed)
        if os.path.exists(base + ".err"):
            with open(base + ".err") as f:
                want = f.read().strip()
            # Stripped: an error raised while tracing ends TF's "in user
            # code:" report, indented.
            lines = [l.strip() for l in err.splitlines() if l.strip()]
            got = lines[-1] if lines else ""
            if p.returncode != 1 or got != want:
                return "exit %d, last stderr line:\n  got:  %s\n  want: %s\nstdout:\n%s" % (
                    p.returncode, got, want, out)
        elif os.path.exists(base + ".out"):
            with open(base + ".out") as f:
                want = f.read()
            if p.returncode != 0 or out != want:
                return "exit %d\n--- got stdout\n%s--- want stdout\n%s--- stderr\n%s" % (
                    p.returncode, out, want, err)
        else:
            return "no expected output (%s.err or %s.out)" % (base, base)
        return None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interp", required=True)
    ap.add_argument("-k", default="")
    ap.add_argument("dir")
    args = ap.parse_args()
    programs = sorted(os.path.join(args.dir, n) for n in os.listdir(args.dir)
                      if n.endswith(".py") and args.k in n)
    passed = failed = 0
    for program in programs:
        problem = run_one(os.path.abspath(args.interp), program)
        if problem is None:
            passed += 1
        else:
            failed += 1
            print("FAIL %s: %s" % (os.path.basename(program), problem))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
