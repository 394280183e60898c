#!/usr/bin/env python3
"""Checks that every #include in the engine points down the layer order.

The order is read from engine/CMakeLists.txt, whose minitf_layer(NAME DEPENDS
...) lines are its one truth: a file in engine/NAME/ may include headers of
NAME itself and of the layers NAME depends on, directly or through others.
The front ends (repl/, kernel/) sit on top and may include any layer.
Prints each upward include as FILE:LINE and exits 1 if there is one.

--pretend FILE:HEADER adds an include to the scan (the file need not contain
it), so the test suite can show that an upward include is caught.
"""
import argparse
import os
import re
import sys

LAYER_RE = re.compile(r"^\s*minitf_layer\((\w+)(?:\s+DEPENDS\s+([\w\s]+))?\)", re.M)
INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"', re.M)
FRONT_ENDS = ("repl", "kernel")


def read_layers(root):
    text = open(os.path.join(root, "engine", "CMakeLists.txt")).read()
    deps = {name: (more or "").split() for name, more in LAYER_RE.findall(text)}
    if not deps:
        sys.exit("check_layers: no minitf_layer() lines in engine/CMakeLists.txt")
    allowed = {}

    def below(name, seen=()):
        if name in seen:
            sys.exit(f"check_layers: the layers form a cycle through {name}")
        out = {name}
        for d in deps[name]:
            if d not in deps:
                sys.exit(f"check_layers: {name} depends on unknown layer {d}")
            out |= below(d, seen + (name,))
        return out

    for name in deps:
        allowed[name] = below(name)
    return allowed


def sources(root):
    for top in ("engine",) + FRONT_ENDS:
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if f.endswith((".h", ".cpp")):
                    path = os.path.join(dirpath, f)
                    yield os.path.relpath(path, root)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(__file__), ".."))
    ap.add_argument("--pretend", action="append", default=[], metavar="FILE:HEADER")
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    allowed = read_layers(root)
    pretend = {}
    for p in args.pretend:
        f, h = p.split(":", 1)
        pretend.setdefault(f, []).append(h)

    bad = 0
    checked = 0
    for rel in sources(root):
        parts = rel.split(os.sep)
        layer = parts[1] if parts[0] == "engine" else None
        if parts[0] == "engine" and (len(parts) < 3 or layer not in allowed):
            print(f"{rel}: engine/{layer}/ is not a layer in engine/CMakeLists.txt")
            bad += 1
            continue
        text = open(os.path.join(root, rel), encoding="utf-8").read()
        includes = [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in INCLUDE_RE.finditer(text)]
        includes += [(0, h.split("/")[0]) for h in pretend.get(rel, [])]
        for line, target in includes:
            if target not in allowed:
                continue  # not an engine layer (a front end's own folder, xeus...)
            checked += 1
            if layer is not None and target not in allowed[layer]:
                print(f"{rel}:{line}: {layer}/ includes {target}/, which is above it "
                      f"(allowed: {', '.join(sorted(allowed[layer]))})")
                bad += 1
    if bad:
        print(f"check_layers: {bad} include(s) against the layer order of engine/CMakeLists.txt")
        return 1
    print(f"check_layers: {checked} includes across {len(allowed)} layers all point down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
