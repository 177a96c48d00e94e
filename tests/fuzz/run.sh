#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UndefinedBehaviorSanitizer) in
# build-fuzz/ and runs each for SECONDS (default 600) on its corpus, tests/fuzz/corpus/TARGET,
# seeded from tests/data. New inputs that reach new code are added to the corpus; a crash leaves
# crash-* in build-fuzz/ and stops the run.
#   bash tests/fuzz/run.sh [SECONDS] [TARGET...]   targets: feed opml dates htmltokenizer extractor jsonfeed remote fingerprint
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(feed opml dates htmltokenizer extractor jsonfeed remote fingerprint)

CC=clang CXX=clang++ cmake -S "$root" -B "$root/build-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DKINDRED_FUZZ=ON -DKINDRED_BUILD_GUI=OFF >/dev/null
cmake --build "$root/build-fuzz" -j"$(nproc)" --target "${targets[@]/#/fuzz_}"

seeds() {
    case "$1" in
        feed | jsonfeed) echo "$root/tests/data/feed/golden" ;;
        opml) echo "$root/tests/data/feed/opml" ;;
        htmltokenizer | extractor) echo "$root/tests/data/extract/pages" ;;
        fingerprint) echo "$root/tests/data/fingerprint" ;;
        *) ;;
    esac
}
cd "$root/build-fuzz"
for target in "${targets[@]}"; do
    corpus="$root/tests/fuzz/corpus/$target"
    mkdir -p "$corpus"
    echo "== fuzz_$target for $seconds s"
    # shellcheck disable=SC2046
    "./tests/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 \
        -print_final_stats=1 "$corpus" $(seeds "$target") 2>&1 | grep -E "^(stat::|#[0-9]+[[:space:]]+DONE|==|SUMMARY)" || true
done
