#!/usr/bin/env bash
# Runs every libFuzzer harness for a bounded time (default 60 s each) from its
# seed corpus, after replaying the inputs that once crashed it. Prints one line
# per harness with its executions; exits non-zero on the first crash, leaving the
# crashing input under regressions-new/ to be added to regressions/<name>/.
#   tests/fuzz/run.sh BUILD_DIR [SECONDS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$1/fuzz"
seconds="${2:-60}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$here/regressions-new"
for fuzzer in batch_input format_hint markdown sql_guard question; do
    exe="$bin/fuzz_$fuzzer"
    seeds=("$here/seeds/$fuzzer")
    [ "$fuzzer" = markdown ] && seeds+=("$here/../../corpus")
    if [ -d "$here/regressions/$fuzzer" ] && [ -n "$(ls -A "$here/regressions/$fuzzer")" ]; then
        "$exe" "$here/regressions/$fuzzer"/* >/dev/null 2>&1 || { echo "fuzz_$fuzzer: a regression input fails again" >&2; exit 1; }
    fi
    mkdir -p "$work/$fuzzer"
    log="$work/$fuzzer.log"
    if ! "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
            -artifact_prefix="$here/regressions-new/${fuzzer}-" "$work/$fuzzer" "${seeds[@]}" >"$log" 2>&1; then
        tail -40 "$log" >&2
        echo "fuzz_$fuzzer: crashed; the input is in tests/fuzz/regressions-new/" >&2
        exit 1
    fi
    runs="$(grep -o 'Done [0-9]* runs' "$log" | grep -o '[0-9]*' || echo '?')"
    echo "fuzz_$fuzzer: $runs executions in $seconds s, no crash"
done
rmdir "$here/regressions-new" 2>/dev/null || true
