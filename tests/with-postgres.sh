#!/usr/bin/env bash
# Runs COMMAND with a throwaway PostgreSQL server on loopback, then stops it and removes it.
#   bash tests/with-postgres.sh ctest -L postgres
# The server lives in a temporary folder (initdb as an unprivileged user: "postgres" when run as
# root), listens on 127.0.0.1 and a free port, and runs without fsync (tests need no durability).
# COMMAND finds it through PGHOST, PGPORT, PGUSER and PGDATABASE, as psql and libpq do. Without
# PostgreSQL installed, it says so in one line and exits 0: those tests are skipped, not failed.
set -euo pipefail

bin=""
for candidate in /usr/lib/postgresql/*/bin; do
    [ -x "$candidate/initdb" ] && bin="$candidate"
done
if [ -z "$bin" ]; then
    echo "with-postgres: PostgreSQL is not installed (Debian: postgresql-15); its tests are skipped"
    exit 0
fi

user=$(id -un)
run_as=()
if [ "$(id -u)" -eq 0 ]; then
    user=postgres
    id "$user" >/dev/null 2>&1 || user=nobody
    run_as=(runuser -u "$user" --)
fi

dir=$(mktemp -d /tmp/kindred-pg.XXXXXX)
chown "$user" "$dir"
stop() {
    "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    [ ! -d "$dir/standby" ] || "${run_as[@]}" "$bin/pg_ctl" -D "$dir/standby" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap stop EXIT

"${run_as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U kindred -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log"; exit 1; }
# A port picked at random below the ephemeral range (see the failover command), another one when it
# is taken.
started=""
for attempt in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 12000))
    if "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/server.log" \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        start >/dev/null; then
        started=yes
        break
    fi
done
[ -n "$started" ] || { cat "$dir/server.log"; exit 1; }

# Tests that restart the server mid-run (every session dropped; a fast shutdown, so that what was
# committed stays: the server runs with synchronous_commit off) call this.
cat >"$dir/restart" <<EOF
#!/bin/sh
exec ${run_as[*]} "$bin/pg_ctl" -D "$dir/data" -w -m fast -l "$dir/server.log" restart >/dev/null
EOF
chmod +x "$dir/restart"

# Tests of a failover call this: "standby" makes a streaming standby of the server (pg_basebackup -R),
# starts it on a free port and prints that port; "lose-primary" stops the server at once, as a crash
# would; "promote" makes the standby the primary. Ports are picked below the kernel's ephemeral range
# (32768 and up), where a test's own connections and local servers would otherwise collide with them.
cat >"$dir/failover" <<EOF
#!/usr/bin/env bash
set -e
case "\$1" in
    standby)
        [ ! -d "$dir/standby" ] || ${run_as[*]} "$bin/pg_ctl" -D "$dir/standby" -m immediate stop >/dev/null 2>&1 || true
        rm -rf "$dir/standby"
        ${run_as[*]} "$bin/pg_basebackup" -h 127.0.0.1 -p $port -U kindred -D "$dir/standby" -R -X stream -c fast >&2
        for attempt in 1 2 3 4 5; do
            standby_port=\$((20000 + RANDOM % 12000))
            [ "\$standby_port" != $port ] || continue
            if ${run_as[*]} "$bin/pg_ctl" -D "$dir/standby" -w -l "$dir/standby.log" \\
                -o "-p \$standby_port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
                echo "\$standby_port"
                exit 0
            fi
        done
        cat "$dir/standby.log" >&2
        exit 1 ;;
    lose-primary)
        ${run_as[*]} "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null ;;
    promote)
        ${run_as[*]} "$bin/pg_ctl" -D "$dir/standby" -w promote >/dev/null ;;
esac
EOF
chmod +x "$dir/failover"

export PGHOST=127.0.0.1 PGPORT=$port PGUSER=kindred PGDATABASE=postgres KINDRED_TEST_SERVER=throwaway
export KINDRED_TEST_SERVER_RESTART="$dir/restart" KINDRED_TEST_SERVER_FAILOVER="$dir/failover"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
status=0
"$@" || status=$?
exit $status
