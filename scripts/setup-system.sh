#!/usr/bin/env bash
# Installs the Debian packages the server and browser tests need: PostgreSQL (initdb, pg_ctl) and Chromium.
# Idempotent and quiet: does nothing when they are present; runs `apt-get update` once, only when something is
# missing. Works as root (no sudo needed) or as a user with sudo.
set -euo pipefail

missing=()
pg_bin=""
for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then pg_bin="$dir"; fi
done
[ -n "$pg_bin" ] || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "setup-system: need root or sudo to install: ${missing[*]}" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! { "${as_root[@]}" apt-get update -qq && \
       "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "setup-system: installing ${missing[*]} failed" >&2
    exit 1
fi
