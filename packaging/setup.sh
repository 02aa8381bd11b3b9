#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs whatever Debian
# packages are missing (quick when all are present), builds Release into build/,
# then does what was asked:
#   packaging/setup.sh run      start the desktop app on northwind.db + corpus/
#                               (no display: run the CLI over the sample questions)
#   packaging/setup.sh test     run the whole test suite with ctest
#   packaging/setup.sh build    only install and build
#   packaging/setup.sh package  build the .deb with CPack and list its contents
#   packaging/setup.sh sanitize build with clang, AddressSanitizer and UBSan into
#                               build-sanitize/, run the whole suite under them,
#                               then every libFuzzer harness (FUZZ_SECONDS each, default 60)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# ccache (when installed) then hashes paths relative to the checkout, so a fresh
# clone in another folder reuses what an earlier build compiled.
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
build="$root/build"
action="${1:-run}"

# Keep in sync with the Depends of the .deb (packaging/CMakeLists.txt) and README.
packages=(
    build-essential cmake pkg-config ccache dpkg-dev file
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6opengl6-dev libgl-dev
    libqt6sql6-sqlite libqt6sql6-psql libsqlite3-dev sqlite3 nlohmann-json3-dev
    qt6-qpa-plugins libqt6svg6 xvfb xauth poppler-utils
    wordnet-base wordnet-dev libstemmer-dev libhunspell-dev hunspell-en-us libmd4c-dev
)

# Only for `sanitize`: the compiler with the sanitizer and libFuzzer runtimes.
sanitize_packages=(clang-14 libclang-rt-14-dev)

install_missing() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "setup: installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build_project() {
    local werror=OFF
    # CI treats warnings as errors; a user's build should not fail on a new compiler's warning.
    [ "${CI:-}" = "true" ] && werror=ON
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DRAC_WARNINGS_AS_ERRORS="$werror" >/dev/null
    cmake --build "$build" -j"$(nproc)"
}

if [ "$action" = sanitize ]; then
    install_missing "${packages[@]}" "${sanitize_packages[@]}"
    sanitize_build="$root/build-sanitize"
    # One clang build serves both: the suite runs under ASan+UBSan, the fuzzers are linked from the same objects.
    CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$sanitize_build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DRAC_SANITIZE=ON -DRAC_FUZZ=ON -DRAC_WARNINGS_AS_ERRORS=OFF >/dev/null
    cmake --build "$sanitize_build" -j"$(nproc)"
    # Leaks are reported; the only suppressions are Qt's and the system libraries' own (see the file).
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:halt_on_error=1"
    export LSAN_OPTIONS="suppressions=$root/tests/sanitize/lsan.supp:print_suppressions=0"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$root/tests/sanitize/ubsan.supp"
    # One retry per test: LeakSanitizer's own tracer can crash at process exit ("LeakSanitizer has
    # encountered a fatal error", seen once in tst_mainwindow after all its tests passed, and not
    # in 4 reruns). A real ASan/UBSan report or a leak repeats, so it still fails the run.
    (cd "$sanitize_build" && ctest --output-on-failure -j"$(nproc)" --repeat until-pass:2)
    "$root/tests/fuzz/run.sh" "$sanitize_build" "${FUZZ_SECONDS:-60}"
    exit 0
fi

install_missing "${packages[@]}"
build_project

case "$action" in
run)
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
        exec "$build/retail-copilot" --db "$root/northwind.db" --corpus "$root/corpus"
    fi
    echo "setup: no DISPLAY or WAYLAND_DISPLAY, so no window can open here;"
    echo "setup: answering the bundled sample questions with retail-copilot-cli instead."
    exec "$build/retail-copilot-cli" --db "$root/northwind.db" --corpus "$root/corpus" \
        --batch "$root/resources/sample_questions.jsonl" --out -
    ;;
test)
    cd "$build"
    ctest --output-on-failure
    ;;
build) ;;
package)
    cd "$build"
    cpack -G DEB
    for deb in "$build"/*.deb; do dpkg-deb --contents "$deb"; done
    ;;
*)
    echo "usage: packaging/setup.sh run|test|build|package|sanitize" >&2
    exit 2
    ;;
esac
