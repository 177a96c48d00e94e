#!/bin/sh
# Validates the desktop entry or the AppStream metainfo when the validator is installed;
# exits 77 (ctest: skipped) when it is not.
#   validate.sh desktop FILE     desktop-file-validate
#   validate.sh metainfo FILE    appstreamcli validate (or appstream-util validate-relax)
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
esac
echo "usage: validate.sh desktop|metainfo FILE" >&2
exit 2
