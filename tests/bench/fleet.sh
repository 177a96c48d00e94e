#!/usr/bin/env bash
# Scale-out of the crawler fleet: items stored per second by 1, 2 and 4 `kindred-cli serve --once`
# workers on one PostgreSQL store, against `kindred-cli ingest` of the same feed URLs into an
# SQLite file (one machine), in the same run. The feeds (an invented Zipf stream) are served by
# HOSTS (default 16) python3 web servers on 127.0.0.1, 127.0.0.2, ...; their items' article pages
# answer 404, so each item costs a page request as a teaser does.
#   bash tests/with-postgres.sh bash tests/bench/fleet.sh [ITEMS] [ROUNDS]   (default 20000 items, 1 round)
# Prints one line per configuration: wall seconds, items/s, and the share of the one-machine figure.
# FLEET_WORKERS="2" measures only that fleet size (default "1 2 4").
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli="$root/build/app/cli/kindred-cli"
items=${1:-20000}
rounds=${2:-1}
[ -x "$cli" ] || { echo "fleet: build kindred-cli first (bash app/setup/start.sh)"; exit 1; }
command -v psql >/dev/null || { echo "fleet: psql is missing (postgresql-client)"; exit 1; }
[ -n "${PGHOST:-}" ] || { echo "fleet: run it through tests/with-postgres.sh (no PGHOST)"; exit 1; }

work=$(mktemp -d /tmp/kindred-fleet.XXXXXX)
servers=()
cleanup() {
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config" # the default settings
mkdir -p "$XDG_CONFIG_HOME"

"$cli" bench ingest --zipf -n "$items" --write "$work/feeds" >/dev/null
port=$((20000 + RANDOM % 30000))
hosts=()
for h in $(seq "${HOSTS:-16}"); do hosts+=("127.0.0.$h"); done
for host in "${hosts[@]}"; do
    python3 -m http.server "$port" --bind "$host" --directory "$work/feeds" >/dev/null 2>&1 &
    servers+=($!)
done
urls=()
i=0
for feed in "$work"/feeds/*.xml; do
    host=${hosts[$((i % ${#hosts[@]}))]}
    sed -i -E "s#<link>https://(outlet-[0-9]+)\.example/news/#<link>http://$host:$port/pages/\1/#g" "$feed"
    urls+=("http://$host:$port/$(basename "$feed")")
    i=$((i + 1))
done
{
    echo '<?xml version="1.0"?><opml version="2.0"><head><title>Fleet</title></head><body>'
    for url in "${urls[@]}"; do echo "<outline type=\"rss\" text=\"$url\" xmlUrl=\"$url\"/>"; done
    echo '</body></opml>'
} >"$work/feeds.opml"
for host in "${hosts[@]}"; do
    for _ in $(seq 50); do curl -s -o /dev/null "http://$host:$port/" && break; sleep 0.1; done
done
echo "fleet: $items items in ${#urls[@]} feeds on ${#hosts[@]} loopback hosts, $(nproc) cores, $rounds round(s)"

seconds() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$1" "$2"; }
now() { date +%s.%N; }
report() { # name wall
    python3 -c "import sys; n, w, base = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
share = f', {n / w / float(base) * 100:.0f}% of one machine' if base else ''
print(f'{sys.argv[4]:<28} {w:6.2f} s  {n / w:8.0f} items/s{share}')" "$items" "$2" "${3:-}" "$1"
}

for round in $(seq "$rounds"); do
    rm -f "$work/one.sqlite"*
    start=$(now)
    "$cli" ingest --db "$work/one.sqlite" "${urls[@]}" >/dev/null
    wall=$(seconds "$start" "$(now)")
    single=$(python3 -c "import sys; print(int(sys.argv[1]) / float(sys.argv[2]))" "$items" "$wall")
    report "one machine, SQLite (ingest)" "$wall"
    for workers in ${FLEET_WORKERS:-1 2 4}; do
        db="kindred_fleet_${workers}"
        psql -qc "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null
        "$cli" opml import "$work/feeds.opml" --db "postgresql:///$db" >/dev/null
        start=$(now)
        pids=()
        for w in $(seq "$workers"); do
            "$cli" serve --db "postgresql:///$db" --once --threads 8 >"$work/worker-$w.log" 2>&1 &
            pids+=($!)
        done
        for pid in "${pids[@]}"; do wait "$pid"; done
        wall=$(seconds "$start" "$(now)")
        stored=$(psql -tAc "SELECT COUNT(*) FROM articles" "$db")
        if [ "$stored" -ne "$items" ]; then
            echo "fleet: $workers workers stored $stored of $items items"
            [ -z "${FLEET_KEEP:-}" ] || { mkdir -p "$FLEET_KEEP"; cp "$work"/worker-*.log "$FLEET_KEEP"/; psql -c "\copy (SELECT f.url, f.last_fetch, f.last_error, (SELECT COUNT(*) FROM articles a WHERE a.feed_id = f.id) FROM feeds f) TO '$FLEET_KEEP/feeds.tsv'" "$db"; }
        fi
        report "$workers worker(s), PostgreSQL" "$wall" "$single"
    done
done
