#!/usr/bin/env python3
"""Feeds malformed programs to the interpreter and checks it fails cleanly.

Usage:
    run_malformed.py --interp BIN [--cpython] [--no-big] [-k SUBSTR] [-j N] DIR

Every FOO.py under DIR (except generate.py) runs as `BIN FOO.py` in its folder, with
a timeout. It passes when:
  - the exit status is 1 (not 0, not a signal, not a timeout), and the last
    non-empty line of stderr looks like a Python error: "SomethingError: message";
  - or, for files named ok_FOO.py (unusual but valid programs), the exit status is
    0, and stdout equals ok_FOO.out when that file exists;
  - and in both cases no line of stdout or stderr mentions "Assertion",
    "terminate called", "Sanitizer" or "runtime error:" (C++ asserts, uncaught C++
    exceptions, ASan/UBSan reports).

When DIR holds generate.py, its big cases (over 100 KB, too big to commit: 10 000
nested if blocks, a 1 MB string literal) are written to a temporary folder and run
too, unless --no-big is given.

--cpython says BIN is CPython, used to check this corpus: CPython's parser reports
some 10 000-deep nestings as a bare "MemoryError" with no message; that one
exception is accepted only under --cpython. minitf must name the problem.

The programs under a folder named limits/ ask for more memory than any machine
has, or overflow size arithmetic (issue #18): there a bare "MemoryError" is
the expected CPython error (a str or list past the memory budget), and an
error line may name its class with its module, as TensorFlow's and numpy's do
("tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM ...").

A line "# address-space-limit: 3G" among a program's first 5 lines runs it under
that RLIMIT_AS (`ulimit -v`; K, M, G are powers of 1024) and a memory budget
of a terabyte (MINITF_MEMORY_LIMIT=1T), so that allocations within the budget
still fail (issue #30: a failed allocation must be
an exception, never an abort). Such programs are skipped (counted as passed)
for an AddressSanitizer build, whose shadow memory needs more address space.

The last line printed is exactly "N passed, M failed"; the exit status is 1 when any
test failed. Standard library only.
"""

import argparse
import concurrent.futures
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

TIMEOUT_SECONDS = 20
ERROR_LINE = re.compile(r"^[A-Za-z]+Error: .+")
QUALIFIED_ERROR_LINE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*\.)*[A-Za-z_][A-Za-z0-9_]*Error: .+")
FORBIDDEN = ("Assertion", "terminate called", "Sanitizer", "runtime error:")
MAX_SHOWN_LINES = 8
MAX_LINE_CHARS = 160


def find_tests(folder):
    tests = []
    for root, subdirs, files in os.walk(folder):
        subdirs[:] = sorted(s for s in subdirs if s != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py") and name != "generate.py":
                tests.append(os.path.join(root, name))
    return tests


def resolve_interp(interp):
    if os.sep in interp:
        return os.path.abspath(interp)
    found = shutil.which(interp)
    if found is None:
        sys.stderr.write("run_malformed: interpreter not found: %s\n" % interp)
        sys.exit(2)
    return found


def write_big_cases(folder, into):
    """Ask folder/generate.py for its big cases; returns False when there is none."""
    script = os.path.join(folder, "generate.py")
    if not os.path.exists(script):
        return False
    sys.dont_write_bytecode = True  # leave no __pycache__ in the corpus folder
    spec = importlib.util.spec_from_file_location("malformed_generate", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.write_all(into, module.big_cases())
    return True


def shorten(line):
    return line if len(line) <= MAX_LINE_CHARS else line[:MAX_LINE_CHARS] + "..."


def last_lines(data, n=MAX_SHOWN_LINES):
    lines = [l for l in data.decode("utf-8", "replace").splitlines() if l.strip()]
    return ["    " + shorten(l) for l in lines[-n:]]


def describe_status(code):
    if code < 0:
        try:
            return "killed by " + signal.Signals(-code).name
        except ValueError:
            return "killed by signal %d" % -code
    return "exit %d" % code


ADDRESS_SPACE_LIMIT = re.compile(r"^# address-space-limit: (\d+)([KMG])\s*$")
UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def address_space_limit(path):
    """The RLIMIT_AS a program asks for in its first lines, or None."""
    with open(path, "rb") as f:
        for line in f.read().decode("utf-8", "replace").splitlines()[:5]:
            m = ADDRESS_SPACE_LIMIT.match(line)
            if m:
                return int(m.group(1)) * UNITS[m.group(2)]
    return None


def is_asan_build(interp):
    with open(interp, "rb") as f:
        return b"__asan_init" in f.read()


def run(cmd, cwd, env, limit=None):
    def set_limit():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, preexec_fn=set_limit if limit else None)
    try:
        out, err = proc.communicate(timeout=TIMEOUT_SECONDS)
        return proc.returncode, out, err, False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            proc.kill()
        out, err = proc.communicate()
        return proc.returncode, out, err, True


def check(path, interp, cpython, shown_name):
    name = os.path.basename(path)
    is_ok_case = name.startswith("ok_")
    env = dict(os.environ, PYTHONHASHSEED="0", NO_COLOR="1")
    if cpython:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    limit = address_space_limit(path)
    if limit and (cpython or is_asan_build(interp)):
        return True, []
    if limit:
        env["MINITF_MEMORY_LIMIT"] = "1T"
    code, out, err, timed_out = run([interp, name], os.path.dirname(path), env, limit)

    problems = []
    if timed_out:
        problems.append("timed out after %d s" % TIMEOUT_SECONDS)
    elif is_ok_case:
        if code != 0:
            problems.append("%s, expected exit 0 (valid program)" % describe_status(code))
        expected_path = path[:-3] + ".out"
        if os.path.exists(expected_path):
            with open(expected_path, "rb") as f:
                expected = f.read()
            if out != expected:
                problems.append("stdout %r, expected %r" % (out[-80:], expected[-80:]))
    else:
        if code != 1:
            problems.append("%s, expected exit 1" % describe_status(code))
        err_lines = [l for l in err.decode("utf-8", "replace").splitlines() if l.strip()]
        last = err_lines[-1] if err_lines else ""
        in_limits = "limits" in os.path.dirname(path).split(os.sep)
        limits_ok = in_limits and (last == "MemoryError" or QUALIFIED_ERROR_LINE.match(last))
        if not ERROR_LINE.match(last) and not limits_ok and not (cpython and last == "MemoryError"):
            problems.append("last stderr line is not 'SomethingError: message': %r" % shorten(last))
    for stream_name, data in (("stdout", out), ("stderr", err)):
        text = data.decode("utf-8", "replace")
        for word in FORBIDDEN:
            if word in text:
                problems.append("%s mentions %r" % (stream_name, word))
    if not problems:
        return True, []
    lines = ["FAIL %s: %s" % (shown_name, "; ".join(problems))]
    if err.strip():
        lines.append("  stderr (last lines):")
        lines.extend(last_lines(err))
    return False, lines


def main(argv=None):
    parser = argparse.ArgumentParser(description="Check that malformed programs fail cleanly.")
    parser.add_argument("--interp", required=True)
    parser.add_argument("--cpython", action="store_true",
                        help="the interpreter is CPython: accept its bare MemoryError")
    parser.add_argument("--no-big", action="store_true",
                        help="skip the big generated cases")
    parser.add_argument("-k", dest="keyword", default=None)
    parser.add_argument("-j", dest="jobs", type=int, default=2)
    parser.add_argument("dir")
    opts = parser.parse_args(argv)

    interp = resolve_interp(opts.interp)
    folder = os.path.abspath(opts.dir)
    tests = [(t, os.path.relpath(t, folder)) for t in find_tests(folder)]
    big_dir = None
    try:
        if not opts.no_big:
            big_dir = tempfile.mkdtemp(prefix="minitf-malformed-")
            if write_big_cases(folder, big_dir):
                tests += [(t, "(generated) " + os.path.basename(t)) for t in find_tests(big_dir)]
        if opts.keyword:
            tests = [(t, s) for (t, s) in tests if opts.keyword in s]

        passed = failed = 0
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
            futures = [pool.submit(check, t, interp, opts.cpython, s) for (t, s) in tests]
            for fut in futures:
                ok, lines = fut.result()
                if ok:
                    passed += 1
                else:
                    failed += 1
                    for line in lines:
                        print(line)
                    sys.stdout.flush()
    finally:
        if big_dir:
            shutil.rmtree(big_dir, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
