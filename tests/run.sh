#!/usr/bin/env bash
# Installs what is missing, builds Kindred with warnings as errors and runs the whole test suite
# (the database tests twice: on SQLite, then on a throwaway PostgreSQL server).
#   bash tests/run.sh              RelWithDebInfo build in build/
#   bash tests/run.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

build="$root/build"
options=(-DCMAKE_BUILD_TYPE=RelWithDebInfo)
if [ "${1:-}" = "--sanitize" ]; then
    build="$root/build-asan"
    options=(-DCMAKE_BUILD_TYPE=Debug -DKINDRED_SANITIZE=ON)
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
    export LSAN_OPTIONS="suppressions=$root/tests/lsan.supp:print_suppressions=0"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
fi

bash "$root/app/setup/install-deps.sh"
cmake -S "$root" -B "$build" -G Ninja -DKINDRED_WERROR=ON "${options[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)"
cd "$build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 --timeout 900 -LE postgres
# The storage, ingest and engine tests once more on PostgreSQL, on a server of their own.
QT_QPA_PLATFORM=offscreen bash "$root/tests/with-postgres.sh" ctest --output-on-failure -j2 --timeout 900 -L postgres
