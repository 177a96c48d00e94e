#!/bin/sh
# Validates the desktop entry, the AppStream metainfo or the service unit when the validator is installed;
# exits 77 (ctest: skipped) when it is not.
#   validate.sh desktop FILE     desktop-file-validate
#   validate.sh metainfo FILE    appstreamcli validate (or appstream-util validate-relax)
#   validate.sh service FILE [PROGRAM]   systemd-analyze verify, with PROGRAM (the built kindred-cli)
#                                in place of the installed one its ExecStart names
kind=$1
file=$2
case "$kind" in
    desktop)
        command -v desktop-file-validate >/dev/null || { echo "SKIP: desktop-file-validate is not installed"; exit 77; }
        exec desktop-file-validate "$file" ;;
    metainfo)
        if command -v appstreamcli >/dev/null; then exec appstreamcli validate --no-net "$file"; fi
        if command -v appstream-util >/dev/null; then exec appstream-util validate-relax --nonet "$file"; fi
        echo "SKIP: neither appstreamcli nor appstream-util is installed"
        exit 77 ;;
    service)
        command -v systemd-analyze >/dev/null || { echo "SKIP: systemd-analyze is not installed"; exit 77; }
        # The unit as installed, but its EnvironmentFile is the administrator's: left out here.
        unit=$(mktemp -d)/kindred-serve.service
        if [ -n "$3" ]; then
            grep -v '^EnvironmentFile=' "$file" | sed "s|^ExecStart=[^ ]*|ExecStart=$3|" >"$unit"
        else
            grep -v '^EnvironmentFile=' "$file" >"$unit"
        fi
        out=$(systemd-analyze verify "$unit" 2>&1)
        status=$?
        rm -rf "$(dirname "$unit")"
        echo "$out"
        # Without a running systemd (a container) it cannot load units at all: skipped.
        if echo "$out" | grep -q "System has not been booted with systemd\|Failed to initialize manager"; then exit 77; fi
        [ $status -eq 0 ] && ! echo "$out" | grep -q "kindred-serve.service"
        exit $? ;;
esac
echo "usage: validate.sh desktop|metainfo|service FILE" >&2
exit 2
