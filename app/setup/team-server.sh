#!/usr/bin/env bash
# Makes a Kindred store for a team on this machine's PostgreSQL server, and adds people to it.
#   bash app/setup/team-server.sh kindred --member ana --reader ben
# Creates the database DATABASE as the server's postgres user when it does not exist, then runs
# `kindred-cli team init` as that user over the local socket (peer authentication): the schema, the
# roles DATABASE_member and DATABASE_reader, a login role per person named, and the line each
# person starts Kindred with. Run it again to add people. Uses build/app/cli/kindred-cli when it is
# built, else kindred-cli on PATH; runuser when run as root, else sudo. Debian: postgresql-15.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)

usage="usage: bash app/setup/team-server.sh DATABASE [--member NAME]... [--reader NAME]..."
fail() {
    echo "team-server: $*" >&2
    exit 1
}

database=""
people=()
while [ $# -gt 0 ]; do
    case "$1" in
        -h | --help)
            echo "$usage"
            exit 0
            ;;
        --member | --reader)
            if [ $# -lt 2 ] || [ -z "$2" ]; then fail "$1 needs a NAME"; fi
            people+=("$1" "$2")
            shift 2
            ;;
        --member=?* | --reader=?*)
            people+=("${1%%=*}" "${1#*=}")
            shift
            ;;
        -*)
            fail "unknown option $1 ($usage)"
            ;;
        *)
            [ -z "$database" ] || fail "one DATABASE only, $1 is a second ($usage)"
            database="$1"
            shift
            ;;
    esac
done
[ -n "$database" ] || fail "$usage"
[[ "$database" =~ ^[a-z_][a-z0-9_]*$ ]] \
    || fail "the database name '$database' may hold only a-z, 0-9 and _, and not start with a digit"

if ! command -v psql >/dev/null || ! command -v createdb >/dev/null; then
    fail "psql and createdb are missing: sudo apt-get install postgresql-15"
fi

as_postgres=(sudo -u postgres)
[ "$(id -u)" -ne 0 ] || as_postgres=(runuser -u postgres --)
id postgres >/dev/null 2>&1 || fail "there is no postgres user: sudo apt-get install postgresql-15"
# The postgres user may not enter the folder this is run from.
cd /

# The built one, else the installed one. The postgres user runs it, so it must reach it.
built=()
for candidate in "$root/build/app/cli/kindred-cli" "$(command -v kindred-cli || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then built+=("$candidate"); fi
done
[ ${#built[@]} -gt 0 ] || fail "kindred-cli is not built: build it first with bash app/setup/start.sh"
cli=""
for candidate in "${built[@]}"; do
    if "${as_postgres[@]}" test -x "$candidate"; then
        cli="$candidate"
        break
    fi
done
[ -n "$cli" ] || fail "the postgres user cannot run ${built[0]} (a folder above it is closed to it): install it with sudo cmake --install build"

exists=$("${as_postgres[@]}" psql -tAc "SELECT 1 FROM pg_database WHERE datname='$database'" postgres) \
    || fail "the PostgreSQL server does not answer on /var/run/postgresql: sudo systemctl start postgresql (or pg_ctlcluster 15 main start)"
if [ "$exists" != "1" ]; then
    "${as_postgres[@]}" createdb "$database"
    echo "Created the database $database"
fi

"${as_postgres[@]}" "$cli" team init --db "postgresql:///$database?host=/var/run/postgresql" "${people[@]}"
