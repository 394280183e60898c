#!/usr/bin/env python3
"""Golden-transcript runner for minitf.

Usage:
    run_transcripts.py --interp BIN [--cpython] [-k SUBSTR] [-j N] DIR...

Every FOO.py found (recursively) under each DIR is one test. Beside it:

    FOO.out    exact expected stdout (required; an empty file means "no output")
    FOO.err    optional: the text that stderr must END WITH, on a line boundary
               (usually the last line, e.g. "ZeroDivisionError: division by zero",
               or a syntax error's File/source/caret/message block).
               Without FOO.err, stderr must be empty.
    FOO.code   optional: expected exit status (default 0)
    FOO.args   optional: extra command-line arguments, one line (shell-style quoting)
    FOO.opts   optional: interpreter options placed BEFORE the script name, one line
               (e.g. "--events"); skipped with --cpython
    FOO.stdin  optional: text fed to standard input (otherwise stdin is empty)

Each test runs as `BIN FOO.py ARGS...` with the current directory set to the file's
folder, so tracebacks say File "FOO.py" (CPython writes the script's absolute path
there; the runner rewrites File "/that/folder/FOO.py" to File "FOO.py" before
comparing). The environment adds PYTHONHASHSEED=0 and NO_COLOR=1.

--cpython says BIN is CPython 3.11: the same files are run the same way, which
proves the expectations; files whose first line is "# minitf-only" are skipped.

The last line printed is exactly "N passed, M failed" (plus ", K skipped" when any
were skipped); the exit status is 1 when any test failed.

Standard library only; runs under any Python 3.6+.
"""

import argparse
import concurrent.futures
import difflib
import os
import shlex
import shutil
import signal
import subprocess
import sys

TIMEOUT_SECONDS = 30
MINITF_ONLY_MARKER = "# minitf-only"
MAX_DIFF_LINES = 40
MAX_LINE_CHARS = 200


class Result(object):
    def __init__(self, path, status, messages=None):
        self.path = path
        self.status = status  # "pass", "fail" or "skip"
        self.messages = messages or []


def find_tests(dirs):
    tests = []
    for d in dirs:
        if os.path.isfile(d) and d.endswith(".py"):
            tests.append(os.path.abspath(d))
            continue
        if not os.path.isdir(d):
            sys.stderr.write("run_transcripts: no such directory: %s\n" % d)
            sys.exit(2)
        for root, subdirs, files in os.walk(d):
            subdirs[:] = sorted(s for s in subdirs if s != "__pycache__")
            for name in sorted(files):
                if name.endswith(".py"):
                    tests.append(os.path.abspath(os.path.join(root, name)))
    return sorted(set(tests))


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def read_optional(path):
    if os.path.exists(path):
        return read_bytes(path)
    return None


def first_line(path):
    with open(path, "rb") as f:
        return f.readline().decode("utf-8", "replace").rstrip("\r\n")


def resolve_interp(interp):
    """Make the interpreter path independent of the per-test working directory."""
    if os.sep in interp or (os.altsep and os.altsep in interp):
        return os.path.abspath(interp)
    found = shutil.which(interp)
    if found is None:
        sys.stderr.write("run_transcripts: interpreter not found: %s\n" % interp)
        sys.exit(2)
    return found


def shorten(line):
    if len(line) > MAX_LINE_CHARS:
        return line[:MAX_LINE_CHARS] + "...[line truncated]"
    return line


def diff_text(expected, actual, what):
    exp = expected.decode("utf-8", "replace").splitlines(True)
    act = actual.decode("utf-8", "replace").splitlines(True)
    lines = []
    for line in difflib.unified_diff(exp, act, "expected " + what, "actual " + what):
        if not line.endswith("\n"):
            line += "\n\\ No newline at end of file\n"
        for part in line.splitlines():
            lines.append("    " + shorten(part))
    if not lines:
        # Same lines, different bytes (e.g. the final newline).
        lines.append("    expected %r" % expected[-120:])
        lines.append("    actual   %r" % actual[-120:])
    if len(lines) > MAX_DIFF_LINES:
        extra = len(lines) - MAX_DIFF_LINES
        lines = lines[:MAX_DIFF_LINES] + ["    ... (%d more diff lines)" % extra]
    return lines


def normalize_stderr(data, test_dir):
    """CPython 3.11 names the script by its absolute path in tracebacks and syntax
    errors; show it by its bare name, as minitf does, so one .err fits both."""
    for d in sorted({test_dir, os.path.realpath(test_dir)}):
        prefix = ('File "' + os.path.join(d, "")).encode("utf-8")
        data = data.replace(prefix, b'File "')
    return data


def stderr_matches(expected, actual):
    """stderr must end with the expected text, starting at a line boundary."""
    exp = expected.replace(b"\r\n", b"\n").rstrip(b"\n")
    act = actual.replace(b"\r\n", b"\n").rstrip(b"\n")
    if exp == b"":
        return act == b""
    return act == exp or act.endswith(b"\n" + exp)


def describe_status(code):
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except (ValueError, AttributeError):
            name = "signal %d" % -code
        return "killed by %s" % name
    return "exit %d" % code


def tail(data, n=15):
    lines = data.decode("utf-8", "replace").splitlines()
    shown = ["    " + shorten(line) for line in lines[-n:]]
    if len(lines) > n:
        shown.insert(0, "    ... (%d earlier lines)" % (len(lines) - n))
    return shown


class TimedOut(Exception):
    def __init__(self, stderr):
        Exception.__init__(self, "timed out")
        self.stderr = stderr


class Completed(object):
    def __init__(self, returncode, stdout, stderr):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr


def run_with_timeout(cmd, cwd, stdin_data, env):
    """Run cmd in its own process group; on timeout kill the whole group."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        out, err = proc.communicate(stdin_data, timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            proc.kill()
        out, err = proc.communicate()
        raise TimedOut(err)
    return Completed(proc.returncode, out, err)


def run_one(path, interp, cpython, root_for_names):
    rel = os.path.relpath(path, root_for_names)
    base = path[:-3]
    if cpython and first_line(path).strip() == MINITF_ONLY_MARKER:
        return Result(rel, "skip")
    expected_out = read_optional(base + ".out")
    if expected_out is None:
        return Result(rel, "fail", ["missing expected stdout file %s" % os.path.basename(base + ".out")])
    expected_err = read_optional(base + ".err")
    code_text = read_optional(base + ".code")
    expected_code = 0
    if code_text is not None:
        try:
            expected_code = int(code_text.decode("ascii").strip())
        except ValueError:
            return Result(rel, "fail", ["bad .code file: %r" % code_text])
    args = []
    args_text = read_optional(base + ".args")
    if args_text is not None:
        args = shlex.split(args_text.decode("utf-8").strip())
    opts = []
    opts_text = read_optional(base + ".opts")
    if opts_text is not None and not cpython:
        opts = shlex.split(opts_text.decode("utf-8").strip())
    stdin_data = read_optional(base + ".stdin")

    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["NO_COLOR"] = "1"
    if cpython:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONUTF8"] = "1"
        env.pop("PYTHONSTARTUP", None)
        env.pop("PYTHONWARNINGS", None)
    cmd = [interp] + opts + [os.path.basename(path)] + args
    try:
        proc = run_with_timeout(cmd, os.path.dirname(path), stdin_data or b"", env)
    except TimedOut as e:
        msgs = ["timed out after %d s" % TIMEOUT_SECONDS]
        if e.stderr:
            msgs.append("  stderr (tail):")
            msgs.extend(tail(e.stderr))
        return Result(rel, "fail", msgs)
    except OSError as e:
        return Result(rel, "fail", ["could not run %s: %s" % (interp, e)])

    proc.stderr = normalize_stderr(proc.stderr, os.path.dirname(path))
    problems = []
    if proc.returncode != expected_code:
        problems.append("%s, expected exit %d" % (describe_status(proc.returncode), expected_code))
    if proc.stdout != expected_out:
        problems.append("stdout differs")
    if expected_err is None:
        if proc.stderr.strip() != b"":
            problems.append("unexpected stderr")
    elif not stderr_matches(expected_err, proc.stderr):
        problems.append("stderr does not end with the expected text")
    if not problems:
        return Result(rel, "pass")

    header = "; ".join(problems)
    if proc.returncode == expected_code:
        header += " (%s)" % describe_status(proc.returncode)
    msgs = [header]
    if proc.stdout != expected_out:
        msgs.append("  stdout diff:")
        msgs.extend(diff_text(expected_out, proc.stdout, "stdout"))
    if expected_err is None:
        if proc.stderr.strip() != b"":
            msgs.append("  stderr (tail):")
            msgs.extend(tail(proc.stderr))
    elif not stderr_matches(expected_err, proc.stderr):
        n = len(expected_err.rstrip(b"\n").splitlines())
        actual_tail = b"\n".join(proc.stderr.rstrip(b"\n").splitlines()[-n:]) + b"\n"
        expected_tail = expected_err.rstrip(b"\n") + b"\n"
        msgs.append("  stderr tail diff (last %d line(s)):" % n)
        msgs.extend(diff_text(expected_tail, actual_tail, "stderr tail"))
    elif proc.returncode != expected_code and proc.stderr:
        msgs.append("  stderr (tail):")
        msgs.extend(tail(proc.stderr))
    return Result(rel, "fail", msgs)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Run minitf golden transcripts.")
    parser.add_argument("--interp", required=True, help="interpreter to run (minitf or python3)")
    parser.add_argument("--cpython", action="store_true",
                        help="the interpreter is CPython 3.11: skip '# minitf-only' files")
    parser.add_argument("-k", dest="keyword", default=None,
                        help="only run tests whose path contains SUBSTR")
    parser.add_argument("-j", dest="jobs", type=int, default=2, help="parallel jobs (default 2)")
    parser.add_argument("dirs", nargs="+", metavar="DIR")
    opts = parser.parse_args(argv)

    interp = resolve_interp(opts.interp)
    tests = find_tests(opts.dirs)
    if opts.keyword:
        tests = [t for t in tests if opts.keyword in t]
    common = os.path.commonpath([os.path.abspath(d) for d in opts.dirs])
    if os.path.isfile(common):
        common = os.path.dirname(common)

    jobs = max(1, opts.jobs)
    passed = failed = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_one, t, interp, opts.cpython, common) for t in tests]
        for fut in futures:
            res = fut.result()
            if res.status == "pass":
                passed += 1
            elif res.status == "skip":
                skipped += 1
            else:
                failed += 1
                print("FAIL %s: %s" % (res.path, res.messages[0]))
                for line in res.messages[1:]:
                    print(line)
                sys.stdout.flush()

    summary = "%d passed, %d failed" % (passed, failed)
    if skipped:
        summary += ", %d skipped" % skipped
    print(summary)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
