#!/bin/sh
# run_fuzz.sh HARNESS NAME SECONDS SOURCE_ROOT WORK [libFuzzer options...]
#
# Fuzzes one harness for SECONDS: builds the seed corpus and dictionary from
# the tree (make_corpus.py), then runs libFuzzer with WORK/NAME as its
# writable corpus (new inputs accumulate there across runs) after the seeds.
# A crash, leak-free sanitizer report, or hang past -timeout is written to
# WORK/crashes/ and fails the run (libFuzzer's exit status); every such input
# becomes a regression program in tests/malformed.
# Extra options pass through (the long run adds -fork=N).
set -eu
harness=$1 name=$2 seconds=$3 root=$4 work=$5
shift 5
"${PYTHON:-python3}" "$root/tests/fuzz/make_corpus.py" "$root" "$work/corpus" "$name"
mkdir -p "$work/$name" "$work/crashes"
# -timeout: far above the harnesses' own 0.5 s budget per input, so only a
#   real hang (code that never polls the interrupt) is reported;
# -rss_limit_mb / -malloc_limit_mb: above the harnesses' 256 MB memory budget
#   plus ASan's overhead, so only an allocation the budget missed is reported;
# -max_len: the seed programs' typical size; longer inputs mostly slow down;
# -detect_leaks=0: reference cycles leak until the language collects them
#   (the language issue's), which is not what this run looks for;
# -close_fd_mask=3: xeus logs every odd message on stderr (and its banner on
#   stdout); libFuzzer's own reports still come out;
# -entropic=0: with the ~150 000 features fuzz_source's corpus reaches,
#   libFuzzer 14's entropic scheduling spent 60% of the time keeping its
#   rare-feature tables (perf: UpdateFeatureFrequency, AddRareFeature), which
#   turning it off saves (a later -entropic=1 overrides this).
# (LeakSanitizer's exit-time check reads ASAN_OPTIONS, not -detect_leaks.)
ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export ASAN_OPTIONS
exec "$harness" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -detect_leaks=0 \
  -close_fd_mask=3 -entropic=0 \
  -malloc_limit_mb=1024 -max_len=16384 -dict="$work/corpus/$name.dict" \
  -artifact_prefix="$work/crashes/$name-" -print_final_stats=1 "$@" \
  "$work/$name" "$work/corpus/$name"
