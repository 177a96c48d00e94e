#!/usr/bin/env bash
# Makes the README's screenshots: builds kindred, loads the demo corpus into a fresh database
# (with fresh settings) and saves each view with `kindred --view VIEW --screenshot FILE` on the
# offscreen platform, into resources/screenshots/VIEW.png.
#   bash app/setup/screenshots.sh [VIEW...]     default: articles groups cluster near-miss article events event coverage stats settings feed-properties labels rules updated feeds
# (labels: a rule gives the demo's port fire stories a label first, as a reader's rule would;
#  feeds: the demo's outlets are put in folders first, as a reader sorting them would)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build"
out="$root/resources/screenshots"
views=("$@")
[ ${#views[@]} -gt 0 ] || views=(articles groups cluster near-miss article events event coverage stats settings feed-properties labels rules updated feeds)

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target kindred kindred-cli

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" LANGUAGE=en
mkdir -p "$out"
for view in "${views[@]}"; do
    if [ "$view" = labels ]; then
        [ -f "$work/demo.sqlite" ] || "$build/app/gui/kindred" --db "$work/demo.sqlite" --view articles --screenshot "$work/first.png"
        "$build/app/cli/kindred-cli" rules add "Port fire" --db "$work/demo.sqlite" \
            --when "any:words:port fire" --then "label:Port fire" >/dev/null
        "$build/app/cli/kindred-cli" rules apply --db "$work/demo.sqlite" >/dev/null
    fi
    if [ "$view" = feeds ]; then
        [ -f "$work/demo.sqlite" ] || "$build/app/gui/kindred" --db "$work/demo.sqlite" --view articles --screenshot "$work/first.png"
        while IFS='|' read -r feed folder; do
            "$build/app/cli/kindred-cli" feeds --db "$work/demo.sqlite" --move "$feed" --to "$folder" >/dev/null
        done <<'FOLDERS'
Meridian Wire|Agencies
Harbour Gazette|Regional/Halvard
Lakeside Daily|Regional
The Northfield Courier|Regional
Capital Ledger|National
Evening Signal|National
Tech Tidings|Technology
FOLDERS
    fi
    # The first run finds the database empty and loads the demo corpus into it.
    "$build/app/gui/kindred" --db "$work/demo.sqlite" --view "$view" --screenshot "$out/$view.png"
    echo "$out/$view.png"
done
