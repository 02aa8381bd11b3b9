#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs whatever Debian
# packages are missing (quick when all are present), builds Release into build/,
# then does what was asked:
#   packaging/setup.sh run      start the desktop app on northwind.db + corpus/
#                               (no display: run the CLI over the sample questions)
#   packaging/setup.sh test     run the whole test suite with ctest
#   packaging/setup.sh build    only install and build
#   packaging/setup.sh package  build the .deb with CPack and list its contents
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"
action="${1:-run}"

# Keep in sync with the Depends of the .deb (packaging/CMakeLists.txt) and README.
packages=(
    build-essential cmake pkg-config ccache dpkg-dev file
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6opengl6-dev libgl-dev
    libqt6sql6-sqlite libqt6sql6-psql libsqlite3-dev sqlite3 nlohmann-json3-dev
    qt6-qpa-plugins libqt6svg6 xvfb xauth poppler-utils
    wordnet-base wordnet-dev libstemmer-dev libhunspell-dev hunspell-en-us
)

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
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

install_missing
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
    echo "usage: packaging/setup.sh run|test|build|package" >&2
    exit 2
    ;;
esac
