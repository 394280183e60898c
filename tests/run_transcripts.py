#!/usr/bin/env python3
"""Golden-transcript runner for minitf.

Usage:
    run_transcripts.py --interp BIN [--cpython] [--default-mode MODE] [-k SUBSTR] [-j N] DIR...

Every FOO.py found (recursively) under each DIR is a test program. Beside it:

    FOO.out    exact expected stdout (required; an empty file means "no output")
    FOO.err    optional: the text that stderr must END WITH, on a line boundary
               (usually the last line, e.g. "ZeroDivisionError: division by zero",
               or a syntax error's File/source/caret/message block).
               Without FOO.err, stderr must be empty; so must it with an empty FOO.err.
    FOO.code   optional: expected exit status (default 0)
    FOO.args   optional: extra command-line arguments, one line (shell-style quoting)
    FOO.opts   optional: interpreter options placed BEFORE the script name, one line
               (e.g. "--events"); skipped with --cpython
    FOO.stdin  optional: text fed to standard input (otherwise stdin is empty)

TF modes. minitf runs TensorFlow code in one of two modes: "talk" (TF 2.0 as in
the talk) or "modern" (TF 2.x). Every program runs in an explicit mode, passed
as `BIN --mode MODE ...`, so a transcript keeps its meaning whatever the
interpreter's own default is:

    * its own mode: the one a header line "# mode: talk" or "# mode: modern"
      among its first 5 lines declares, else --default-mode (talk unless given;
      tests/CMakeLists.txt passes it per suite). FOO.out/.err/.code are the
      expectations in this mode.
    * the other mode too, when FOO.MODE.out sits beside it (FOO.modern.out for a
      talk program, FOO.talk.out for a modern one). That run compares stdout with
      FOO.MODE.out, stderr with FOO.MODE.err when present (else FOO.err, with the
      same rules), and the exit status with FOO.MODE.code when present (else
      FOO.code). So a program whose two modes differ only in an error message
      has FOO.modern.out (often empty) and FOO.modern.err; one whose modes agree
      entirely, and that should be checked in both, has FOO.modern.out alone, a
      copy of FOO.out. An empty FOO.MODE.err says "no stderr in that mode".
      FOO.MODE.err or FOO.MODE.code without FOO.MODE.out, or FOO.MODE.out for the
      program's own mode, is reported as a failure (a misnamed file).

Each (program, mode) run is one test. A program whose whole point is switching
modes mid-run calls tf.compat.set_version() itself; that works in either mode.

Each test runs as `BIN --mode MODE OPTS FOO.py ARGS...` with the current
directory set to the file's folder, so tracebacks say File "FOO.py" (CPython
writes the script's absolute path there; the runner rewrites
File "/that/folder/FOO.py" to File "FOO.py" before comparing). The environment
adds PYTHONHASHSEED=0 and NO_COLOR=1.

--cpython says BIN is CPython 3.11: the same files are run the same way, once
each and without --mode, which proves the expectations; files whose first line
is "# minitf-only" are skipped. --require-module NAME exits 77 (skipped) when
BIN cannot import NAME (the numpy suite against Debian's real numpy).

Failures name the run as "PATH [MODE]". The last line printed is exactly
"N passed, M failed" (plus ", K skipped" when any were skipped); the exit status
is 1 when any test failed.

Standard library only; runs under any Python 3.6+.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys

TIMEOUT_SECONDS = 30
MINITF_ONLY_MARKER = "# minitf-only"
MAX_DIFF_LINES = 40
MAX_LINE_CHARS = 200
MODES = ("talk", "modern")
# The mode header belongs at the top, beside "# minitf-only" and the comment
# that says what the program shows; a few lines leave room for those.
MODE_HEADER_LINES = 5
MODE_HEADER = re.compile(r"^#\s*mode:\s*(\S*)\s*$")


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


def declared_mode(path):
    """The mode a "# mode: NAME" line among the first lines declares: the
    name as written (checked by the caller), or None when there is none."""
    with open(path, "rb") as f:
        for _ in range(MODE_HEADER_LINES):
            line = f.readline()
            if not line:
                break
            m = MODE_HEADER.match(line.decode("utf-8", "replace").strip())
            if m:
                return m.group(1)
    return None


class Expectation(object):
    """What one run of a program must produce."""

    def __init__(self, out, err, code_text):
        self.out = out
        self.err = err
        self.code_text = code_text


def plan_runs(path, cpython, default_mode):
    """The (mode, Expectation) runs of one program, or a string saying why the
    program is malformed. The mode is None under CPython."""
    base = path[:-3]
    name = os.path.basename(base)
    plain = Expectation(read_optional(base + ".out"), read_optional(base + ".err"),
                        read_optional(base + ".code"))
    if cpython:
        return [(None, plain)]
    mode = declared_mode(path)
    if mode is None:
        mode = default_mode
    elif mode not in MODES:
        return "bad mode header '# mode: %s' (use talk or modern)" % mode
    runs = [(mode, plain)]
    for other in MODES:
        files = [base + "." + other + ext for ext in (".out", ".err", ".code")]
        present = [os.path.basename(f) for f in files if os.path.exists(f)]
        if not present:
            continue
        if other == mode:
            return ("%s: the program's own mode is %s, whose expectations are %s.out/.err/.code"
                    % (", ".join(present), mode, name))
        if not os.path.exists(files[0]):
            return "%s without %s" % (", ".join(present), os.path.basename(files[0]))
        err = read_optional(files[1])
        code_text = read_optional(files[2])
        runs.append((other, Expectation(read_bytes(files[0]),
                                        plain.err if err is None else err,
                                        plain.code_text if code_text is None else code_text)))
    return runs


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
    """CPython 3.11 names the script by its absolute path in tracebacks, syntax
    errors and warnings ("/dir/x.py:3: UserWarning: ..." at the start of a line);
    show it by its bare name, as minitf does, so one .err fits both."""
    for d in sorted({test_dir, os.path.realpath(test_dir)}):
        folder = os.path.join(d, "").encode("utf-8")
        data = data.replace(b'File "' + folder, b'File "')
        data = data.replace(b"\n" + folder, b"\n")
        if data.startswith(folder):
            data = data[len(folder):]
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


def run_program(path, interp, cpython, default_mode, root_for_names):
    """All runs of one program: a list of Results, one per mode."""
    rel = os.path.relpath(path, root_for_names)
    if cpython and first_line(path).strip() == MINITF_ONLY_MARKER:
        return [Result(rel, "skip")]
    runs = plan_runs(path, cpython, default_mode)
    if isinstance(runs, str):
        return [Result(rel, "fail", [runs])]
    return [run_one(path, interp, mode, expect,
                    rel if mode is None else "%s [%s]" % (rel, mode))
            for mode, expect in runs]


def run_one(path, interp, mode, expect, rel):
    base = path[:-3]
    expected_out = expect.out
    if expected_out is None:
        return Result(rel, "fail", ["missing expected stdout file %s" % os.path.basename(base + ".out")])
    expected_err = expect.err
    code_text = expect.code_text
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
    cpython = mode is None
    opts = [] if cpython else ["--mode", mode]
    opts_text = read_optional(base + ".opts")
    if opts_text is not None and not cpython:
        opts += shlex.split(opts_text.decode("utf-8").strip())
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
    parser.add_argument("--default-mode", choices=MODES, default="talk",
                        help="TF mode of programs without a '# mode:' header (default talk)")
    parser.add_argument("-k", dest="keyword", default=None,
                        help="only run tests whose path contains SUBSTR")
    parser.add_argument("-j", dest="jobs", type=int, default=2, help="parallel jobs (default 2)")
    parser.add_argument("--require-module", default=None, metavar="NAME",
                        help="exit 77 (skipped) unless the interpreter can import NAME")
    parser.add_argument("dirs", nargs="+", metavar="DIR")
    opts = parser.parse_args(argv)

    interp = resolve_interp(opts.interp)
    if opts.require_module:
        probe = subprocess.run([interp, "-c", "import " + opts.require_module],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if probe.returncode != 0:
            print("skipped: %s cannot import %s" % (interp, opts.require_module))
            return 77
    tests = find_tests(opts.dirs)
    if opts.keyword:
        tests = [t for t in tests if opts.keyword in t]
    common = os.path.commonpath([os.path.abspath(d) for d in opts.dirs])
    if os.path.isfile(common):
        common = os.path.dirname(common)

    jobs = max(1, opts.jobs)
    passed = failed = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_program, t, interp, opts.cpython, opts.default_mode, common)
                   for t in tests]
        for res in (r for fut in futures for r in fut.result()):
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
