#!/usr/bin/env python3
"""Differential test of the `match` statement: minitf against CPython 3.11.

Usage:
    match_differential.py --interp MINITF [--seeds N] [--cases N] [--keep DIR]

Generates programs from random patterns (every kind: literal, singleton,
capture, wildcard, value, sequence with star, mapping with **rest, class
with positional and keyword sub-patterns, or, as; with and without guards)
applied to a fixed set of subjects, runs each under this Python (which must
be CPython 3.11) and under minitf, and requires identical output. A second
set of programs holds one invalid `match` each (CPython's SyntaxErrors);
there the error's last stderr line must be the same.

Deterministic: program k uses random.Random(k). Standard library only.
"""

import argparse
import os
import random
import sys
import tempfile

import differential_runner


PRELUDE = """\
from collections import deque


class K:
    ONE = 1
    A = "a"
    NONE = None


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"


class Bare:
    def __repr__(self):
        return "Bare()"


class BadArgs:
    __match_args__ = ["x"]
    x = 1

    def __repr__(self):
        return "BadArgs()"


class Sub(Point):
    pass


SUBJECTS = [
    0, 1, -1, 2, 2.5, 1.0, 1 + 2j, True, False, None,
    "", "a", "ab",
    [], [1], [1, 2], (1, 2), [1, 2, 3], (0, "a", None), [[1, 2], 3], [1, [2, 3]],
    range(3), deque([1, 2]),
    {}, {"a": 1}, {"a": 1, "b": 2}, {"a": [1, 2], "b": None}, {1: "x", "a": "a"},
    Point(1, 2), Point(0, 0), Sub(1, "a"), Point([1, 2], None), Bare(), BadArgs(),
]
"""

LITERALS = ["0", "1", "-1", "2", "2.5", "1 + 2j", "-1 - 2j", '"a"', '"ab"', '""', "1.0"]


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.names = []

    def capture(self):
        n = "v%d" % len(self.names)
        self.names.append(n)
        return n

    def pattern(self, depth, captures=True):
        r = self.rng
        kinds = [
            "literal",
            "singleton",
            "wildcard",
            "value",
            "sequence",
            "mapping",
            "class",
            "or",
            "as",
            "capture",
        ]
        if depth <= 0:
            kinds = ["literal", "singleton", "wildcard", "value", "capture"]
        if not captures:
            kinds = [k for k in kinds if k not in ("capture", "as")]
        k = r.choice(kinds)
        if k == "literal":
            return r.choice(LITERALS)
        if k == "singleton":
            return r.choice(["None", "True", "False"])
        if k == "wildcard":
            return "_"
        if k == "value":
            return r.choice(["K.ONE", "K.A", "K.NONE"])
        if k == "capture":
            return self.capture()
        if k == "sequence":
            n = r.randint(0, 3)
            items = [self.pattern(depth - 1, captures) for _ in range(n)]
            if r.random() < 0.4:
                star = "*" + (self.capture() if captures and r.random() < 0.6 else "_")
                items.insert(r.randint(0, len(items)), star)
            if r.random() < 0.5:
                return "[" + ", ".join(items) + "]"
            if len(items) == 1:
                return "(" + items[0] + ",)"
            return "(" + ", ".join(items) + ")"
        if k == "mapping":
            keys = r.sample(['"a"', '"b"', "1", "K.A"], r.randint(0, 2))
            if '"a"' in keys and "K.A" in keys:
                keys.remove("K.A")
            items = ["%s: %s" % (key, self.pattern(depth - 1, captures)) for key in keys]
            if captures and r.random() < 0.4:
                items.append("**" + self.capture())
            return "{" + ", ".join(items) + "}"
        if k == "class":
            cls = r.choice(
                [
                    "Point",
                    "Sub",
                    "int",
                    "str",
                    "list",
                    "tuple",
                    "dict",
                    "bool",
                    "float",
                    "Bare",
                    "BadArgs",
                    "object",
                ]
            )
            npos = r.randint(0, 2)
            pos = [self.pattern(depth - 1, captures) for _ in range(npos)]
            kw = []
            for attr in r.sample(["x", "y", "real"], r.randint(0, 2)):
                kw.append("%s=%s" % (attr, self.pattern(depth - 1, captures)))
            return "%s(%s)" % (cls, ", ".join(pos + kw))
        if k == "or":
            alts = [self.pattern(depth - 1, False) for _ in range(r.randint(2, 3))]
            # an irrefutable alternative may only come last
            alts = [a for a in alts[:-1] if a != "_"] + alts[-1:]
            if len(alts) < 2:
                alts.append("0")
            return " | ".join(alts)
        # as
        inner = self.pattern(depth - 1, captures)
        return "(%s) as %s" % (inner, self.capture())


def match_function(rng, name):
    lines = ["\n\ndef %s(s):\n    match s:" % name]
    ncase = rng.randint(1, 4)
    for c in range(ncase):
        g = Gen(rng)
        # top-level patterns come in the open-sequence form too
        if rng.random() < 0.15:
            pat = ", ".join(g.pattern(2) for _ in range(rng.randint(2, 3)))
        else:
            pat = g.pattern(3)
        guard = ""
        if g.names and rng.random() < 0.3:
            guard = " if %s != %s" % (rng.choice(g.names), rng.choice(LITERALS))
        bound = "".join(n + ", " for n in g.names)
        lines.append("\n        case %s%s:\n            return (%d, %s)" % (pat, guard, c, bound))
    lines.append("\n    return 'no match'")
    return "".join(lines)


def match_program(seed, ncases):
    rng = random.Random(seed)
    out = [PRELUDE]
    for f in range(ncases):
        # A random function CPython rejects (an irrefutable case before
        # others, say) is drawn again: the invalid ones are tested below.
        while True:
            src = match_function(rng, "m%d" % f)
            try:
                compile(src, "<generated>", "exec")
                break
            except SyntaxError:
                continue
        out.append(src)
    out.append(
        """

for f, fn in enumerate([%s]):
    for i, s in enumerate(SUBJECTS):
        try:
            r = fn(s)
        except Exception as e:
            r = "%%s: %%s" %% (type(e).__name__, e)
        print(f, i, r)
"""
        % ", ".join("m%d" % f for f in range(ncases))
    )
    return "".join(out)


# Invalid matches: each program is one statement CPython rejects.
BAD_CASES = [
    "case x:\n        pass\n    case 1:\n        pass",
    "case _:\n        pass\n    case 1:\n        pass",
    "case [a, a]:\n        pass",
    "case [a] | b:\n        pass",
    "case a | 1:\n        pass",
    "case [*a, *b]:\n        pass",
    "case {'a': 1, 'a': 2}:\n        pass",
    "case Point(x=1, x=2):\n        pass",
    "case Point(x=1, 2):\n        pass",
    "case f'x':\n        pass",
    "case 1 + 2:\n        pass",
    "case 1j + 2j:\n        pass",
    "case {**a, 'b': 1}:\n        pass",
    "case 1 | 2 as 3:\n        pass",
    "case _ as _:\n        pass",
    "case a as a:\n        pass",
    "case -x:\n        pass",
    "case (1 as x) | (2 as y):\n        pass",
    "case [x, (x | 1)]:\n        pass",
    "case {'k': v, **v}:\n        pass",
    "case (x as y) | _ | 1:\n        pass",
    "case x:\n        pass\n    case [a, a]:\n        pass",
    "case [a, a]:\n        pass\n    case _:\n        pass\n    case 1:\n        pass",
    "case {1: _, 1: _} | {}:\n        pass",
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interp", required=True)
    ap.add_argument("--seeds", type=int, default=30)
    ap.add_argument("--cases", type=int, default=50)
    ap.add_argument("--keep", help="write the generated programs here")
    opts = ap.parse_args()
    if os.sep in opts.interp:  # the programs run in their own folder
        opts.interp = os.path.abspath(opts.interp)
    if sys.version_info[:2] != (3, 11):
        print("this script must run under CPython 3.11")
        return 1
    work = opts.keep or tempfile.mkdtemp(prefix="match_diff_")
    os.makedirs(work, exist_ok=True)
    programs = []
    for seed in range(opts.seeds):
        programs.append(("match_%d.py" % seed, match_program(seed, opts.cases), False))
    for i, case in enumerate(BAD_CASES):
        src = PRELUDE + "\nprint('never printed')\nmatch 1:\n    " + case + "\n"
        programs.append(("bad_%d.py" % i, src, True))
    passed, failed = differential_runner.compare_all(programs, work, opts.interp, True)
    nmatch = opts.seeds * opts.cases
    print(
        "%d passed, %d failed (%d programs: %d random match statements, each on every "
        "subject, and %d invalid ones)" % (passed, failed, len(programs), nmatch, len(BAD_CASES))
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
