"""What the differential tests share: run each generated program under
CPython 3.11 and under minitf, and compare what they print."""
import os
import subprocess
import sys

# One program's limit: a generated program runs in well under a second.
TIMEOUT_SECONDS = 60


def run(cmd, path):
    """(stdout, stderr, exit status) of `cmd` on `path`, run in its folder."""
    try:
        r = subprocess.run(
            cmd + [os.path.basename(path)],
            cwd=os.path.dirname(path),
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
            env=dict(os.environ, PYTHONHASHSEED="0", NO_COLOR="1"),
        )
    except subprocess.TimeoutExpired:
        return "TIMEOUT", "", -1
    return r.stdout, r.stderr, r.returncode


def last_line(text):
    lines = text.rstrip("\n").split("\n")
    return lines[-1] if lines else ""


def compare_all(programs, work, interp, bad_exit_must_agree):
    """Writes each (name, source, is_bad) program into `work`, runs it under
    this CPython and under `interp`, and prints each disagreement. A valid
    program must agree in stdout, stderr and status; an invalid one in
    stdout and its error's last line (and, if `bad_exit_must_agree`, in
    whether it failed). Returns (passed, failed)."""
    passed = failed = 0
    for name, src, bad in programs:
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(src)
        want = run([sys.executable], path)
        got = run([interp, "--mode", "modern"], path)
        if bad:
            same = want[0] == got[0] and last_line(want[1]) == last_line(got[1])
            if bad_exit_must_agree:
                same = same and (want[2] == 0) == (got[2] == 0)
        else:
            same = want == got
        if same:
            passed += 1
            continue
        failed += 1
        print("FAIL %s" % path)
        if want[0] != got[0]:
            w, g = want[0].split("\n"), got[0].split("\n")
            for a, b in zip(w, g):
                if a != b:
                    print("  cpython: %s\n  minitf:  %s" % (a, b))
                    break
            else:
                print("  output lengths differ: %d vs %d lines" % (len(w), len(g)))
        if last_line(want[1]) != last_line(got[1]):
            print(
                "  cpython stderr: %s\n  minitf stderr:  %s"
                % (last_line(want[1]), last_line(got[1]))
            )
    return passed, failed
