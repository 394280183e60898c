#!/usr/bin/env python3
"""How much of the public API help() documents: the share of public names of
tensorflow, keras and numpy (their modules' names, walked through their
submodules, without names starting with "_") that have a docstring, and the
share that the library docs (engine/lib/docs/*.txt, written to teach) cover.

    python3 tools/doc_coverage.py [--interp build/bin/minitf] [--missing N]
"""
import argparse
import json
import subprocess
import sys

WALK = r'''
import json, tensorflow as tf, numpy as np, keras
roots = [("keras", keras), ("np", np), ("tf", tf)]
seen, out = set(), []
def walk(prefix, mod, depth):
    if id(mod) in seen or depth > 3:
        return
    seen.add(id(mod))
    for name in dir(mod):
        if name.startswith("_"):
            continue
        try:
            v = getattr(mod, name)
        except Exception:
            continue
        full = prefix + "." + name
        if type(v).__name__ == "module":
            walk(full, v, depth + 1)
            continue
        doc = getattr(v, "__doc__", None) if (callable(v) or isinstance(v, type)) else "value"
        out.append([full, bool(doc and doc.strip())])
for prefix, mod in roots:
    walk(prefix, mod, 0)
print(json.dumps(out))
'''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interp", default="build/bin/minitf")
    ap.add_argument("--docs", default="engine/lib/docs")
    ap.add_argument("--missing", type=int, default=0, help="list this many undocumented names")
    args = ap.parse_args()
    r = subprocess.run([args.interp, "--verbosity", "quiet", "-c", WALK], capture_output=True,
                       text=True, check=True)
    names = json.loads(r.stdout)
    sys.path.insert(0, "tests/docs")
    from run_doc_examples import entries
    taught = {name for _, name, _ in entries(args.docs)}

    def line(label, mine):
        doc = sum(1 for _, d in mine if d)
        teach = sum(1 for n, _ in mine if n in taught)
        total = max(1, len(mine))
        print(f"{label:6} {len(mine):5} public names: {doc:5} ({doc / total:6.1%}) with a docstring, "
              f"{teach:5} ({teach / total:6.1%}) with a library docs entry")

    for lib in ("tf", "keras", "np"):
        line(lib, [n for n in names if n[0].split(".")[0] == lib])
    line("all", names)
    if args.missing:
        for n, d in names:
            if not d:
                print("  undocumented:", n)
                args.missing -= 1
                if not args.missing:
                    break


if __name__ == "__main__":
    main()
