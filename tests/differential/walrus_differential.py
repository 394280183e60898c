#!/usr/bin/env python3
"""Differential test of assignment expressions: minitf against CPython 3.11.

Usage:
    walrus_differential.py --interp MINITF [--seeds N] [--funcs N] [--keep DIR]

Generates programs whose functions put `:=` in conditions, comprehensions
(list, set, dict, generator), lambdas and nested functions, with global and
nonlocal declarations around them, then print what every name holds; each
program runs under this Python (CPython 3.11) and under minitf, and the
outputs must be identical. Random functions that CPython rejects (the
symtable's walrus errors) are kept as separate programs whose last stderr
line must agree. Deterministic: program k uses random.Random(k).
"""

import argparse
import os
import random
import sys
import tempfile

import differential_runner

NAMES = ["a", "b", "c"]


class Gen:
    def __init__(self, rng):
        self.rng = rng

    def value(self, depth, iters):
        r = self.rng
        pool = NAMES + iters
        k = r.randint(0, 9 if depth > 0 else 3)
        if k <= 1:
            return str(r.randint(0, 3))
        if k <= 3:
            return r.choice(pool)
        if k == 4:
            return "(%s := %s)" % (r.choice(NAMES + iters), self.value(depth - 1, iters))
        if k == 5:
            return "(%s + %s)" % (self.value(depth - 1, iters), self.value(depth - 1, iters))
        if k == 6:
            it = "i%d" % len(iters)
            kind = r.choice(
                [
                    "[%s for %s in range(%d)%s]",
                    "sum(%s for %s in range(%d)%s)",
                    "len({%s for %s in range(%d)%s})",
                ]
            )
            cond = ""
            if r.random() < 0.4:
                cond = " if (%s := %s) >= 0" % (
                    r.choice(NAMES),
                    self.value(depth - 1, iters + [it]),
                )
            return kind % (self.value(depth - 1, iters + [it]), it, r.randint(0, 3), cond)
        if k == 7:
            return "(lambda: %s)()" % self.value(depth - 1, iters)
        if k == 8:
            return "(%s if (%s := %s) else %s)" % (
                self.value(depth - 1, iters),
                r.choice(NAMES),
                self.value(depth - 1, iters),
                self.value(depth - 1, iters),
            )
        return "len([%s := %s for _ in range(2)])" % (r.choice(NAMES), self.value(depth - 1, iters))

    def stmt(self, indent, depth):
        r = self.rng
        pad = "    " * indent
        k = r.randint(0, 5 if depth > 0 else 2)
        if k <= 1:
            return "%s%s = %s\n" % (pad, r.choice(NAMES), self.value(2, []))
        if k == 2:
            return "%sshow(%s)\n" % (pad, self.value(2, []))
        if k == 3:
            return "%sif (%s := %s):\n%s" % (
                pad,
                r.choice(NAMES),
                self.value(2, []),
                self.stmt(indent + 1, depth - 1),
            )
        if k == 4:
            # each loop has its own counter: an inner loop must not reset it
            self.loops = getattr(self, "loops", 0) + 1
            counter = "n%d_" % self.loops
            name = r.choice(NAMES)
            return "%s%s = 0\n%swhile (%s := %s) and (%s := %s + 1) < 3:\n%s" % (
                pad,
                counter,
                pad,
                name,
                self.value(1, []),
                counter,
                counter,
                self.stmt(indent + 1, depth - 1),
            )
        decl = r.choice(["", "nonlocal", "global"])
        body = ""
        if decl:
            body += "%s    %s %s\n" % (pad, decl, ", ".join(sorted(set(r.sample(NAMES, 2)))))
        for _ in range(r.randint(1, 3)):
            body += self.stmt(indent + 1, depth - 1)
        return "%sdef inner():\n%s%sinner()\n" % (pad, body, pad)


PRELUDE = """\
a = b = c = 1


def show(v):
    print("show", repr(v))


"""


def function(rng, k):
    g = Gen(rng)
    src = "def f%d():\n    a = b = c = 0\n" % k
    for _ in range(rng.randint(2, 5)):
        src += g.stmt(1, 2)
    src += "    print(%d, a, b, c)\n" % k
    src += "\n\ntry:\n    f%d()\nexcept Exception as e:\n    print(%d, type(e).__name__, e)\n" % (
        k,
        k,
    )
    src += "print(%d, a, b, c)\n\n\n" % k
    return src


def program(seed, nfuncs):
    rng = random.Random(seed)
    good, bad = [PRELUDE], []
    while len(good) <= nfuncs:
        src = function(rng, len(good))
        try:
            compile(PRELUDE + src, "<generated>", "exec")
            good.append(src)
        except SyntaxError:
            if len(bad) < 2:
                bad.append(PRELUDE + src)
    return "".join(good), bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interp", required=True)
    ap.add_argument("--seeds", type=int, default=30)
    ap.add_argument("--funcs", type=int, default=20)
    ap.add_argument("--keep", help="write the generated programs here")
    opts = ap.parse_args()
    if os.sep in opts.interp:  # the programs run in their own folder
        opts.interp = os.path.abspath(opts.interp)
    if sys.version_info[:2] != (3, 11):
        print("this script must run under CPython 3.11")
        return 1
    work = opts.keep or tempfile.mkdtemp(prefix="walrus_diff_")
    os.makedirs(work, exist_ok=True)
    programs = []
    for seed in range(opts.seeds):
        good, bad = program(seed, opts.funcs)
        programs.append(("walrus_%d.py" % seed, good, False))
        for i, src in enumerate(bad):
            programs.append(("walrus_%d_bad_%d.py" % (seed, i), src, True))
    passed, failed = differential_runner.compare_all(programs, work, opts.interp, False)
    print("%d passed, %d failed (%d programs)" % (passed, failed, len(programs)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
