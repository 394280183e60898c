#!/usr/bin/env bash
# ctest `format`: every tracked C/C++ file under engine/ repl/ kernel/ tests/
# bench/ is exactly what clang-format (with the tree's .clang-format) makes of
# it. Exits 1 listing the files that differ, 0 when all are clean, 77 (a skip)
# when clang-format is not installed. tools/format.sh fixes the tree.
exec "$(dirname "$0")/../tools/format.sh" --check
