#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   ./build.sh repl   install what is missing, build (Release), start the REPL
#   ./build.sh test   install what is missing, build, run the whole test suite
#                     (Release build, then the sanitizer configuration, then
#                     each libFuzzer harness for a minute)
#   ./build.sh build  install what is missing and build only
#   ./build.sh format reformat every C/C++ file in place (tools/format.sh);
#                     the test suite's `format` test checks it
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages the build and the tests need (python3-numpy and
# python3-matplotlib are test peers: the numpy and plotting tests compare
# minitf's output with theirs).
PACKAGES=(build-essential cmake libeigen3-dev libopenblas-pthread-dev libmimalloc-dev catch2 libedit-dev python3 graphviz xeus-dev xtl-dev nlohmann-json3-dev cppzmq-dev libzmq3-dev uuid-dev libssl-dev jupyter-client python3-jupyter-client python3-nbclient python3-jupyter-kernel-test python3-pexpect clang-format black flake8 clang libfuzzer-14-dev chromium chromium-driver python3-selenium jupyter-notebook jupyterhub node-configurable-http-proxy python3-psutil zlib1g-dev dataset-fashion-mnist libcairo2-dev fonts-dejavu-core python3-numpy python3-matplotlib)

need_install() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "build.sh: installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

JOBS=$(nproc 2>/dev/null || echo 2)

build() {
  local dir=$1; shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build "$dir" -j"$JOBS"
}

cmd=${1:-repl}
case "$cmd" in
  repl)
    need_install
    build build
    exec build/bin/minitf
    ;;
  build)
    need_install
    build build
    ;;
  test)
    need_install
    build build
    (cd build && ctest --output-on-failure -j"$JOBS")
    # The sanitizer configuration: AddressSanitizer + UBSan over the unit
    # tests, the language corpus and the malformed-input corpus.
    # Only the targets these tests need are built, to keep CI time down.
    cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Release -DMINITF_SANITIZE=ON >/dev/null
    cmake --build build-asan -j"$JOBS" --target minitf unit_syntax unit_tensor unit_graph unit_runtime unit_builtins
    (cd build-asan && ASAN_OPTIONS=detect_leaks=0 ctest --output-on-failure -j"$JOBS" \
        -R '^(unit_syntax|unit_tensor|unit_graph|unit_runtime|unit_builtins|transcripts_language|transcripts_tensors|transcripts_function|malformed_inputs|fuzz_seed_programs)$')
    # The fuzz smoke test: the libFuzzer harnesses (clang, ASan, UBSan) for
    # MINITF_FUZZ_SECONDS each, side by side, from the tree's seed corpus.
    cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Release -DMINITF_FUZZ=ON \
        -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_COMPILER=clang \
        -DMINITF_FUZZ_SECONDS="${MINITF_FUZZ_SECONDS:-60}" >/dev/null
    cmake --build build-fuzz -j"$JOBS" --target fuzz_source fuzz_messages
    (cd build-fuzz && ctest --output-on-failure -j"$JOBS" -R '^fuzz_.*_smoke$')
    ;;
  format)
    exec tools/format.sh
    ;;
  *)
    echo "usage: ./build.sh [repl|test|build|format]" >&2
    exit 2
    ;;
esac
