#!/usr/bin/env bash
# Installs what is missing, builds Kindred and starts it on its built-in demo corpus.
# With no display, says so and runs the headless demo of kindred-cli instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build"

bash "$root/app/setup/install-deps.sh"
# The same configuration as tests/run.sh, so the test command after it compiles only the tests.
cmake -S "$root" -B "$build" -G Ninja -DKINDRED_WERROR=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"$(nproc)" --target kindred kindred-cli

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
    echo "No display found: running the headless demo (kindred-cli demo) instead of the window."
    exec "$build/app/cli/kindred-cli" demo "$@"
fi
exec "$build/app/gui/kindred" "$@"
