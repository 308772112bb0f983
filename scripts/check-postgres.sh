#!/usr/bin/env bash
# Runs check-backend against a real PostgreSQL: a throwaway cluster on 127.0.0.1 under /tmp, created
# here and removed on exit. Needs Debian's server binaries (apt-get install -y postgresql).
#   scripts/check-postgres.sh                 node demo/server/check-backend.mjs postgres, then the consent
#                                             statistics on it (test/node/consent-stats-postgres.test.mjs)
#   scripts/check-postgres.sh CMD [ARGS...]   any command, with DATABASE_URL set
set -euo pipefail
cd "$(dirname "$0")/.."

PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ ! -x "$PGBIN/initdb" ] || [ ! -x "$PGBIN/pg_ctl" ]; then
  echo "check-postgres: no PostgreSQL server binaries (apt-get install -y postgresql, or set PGBIN)" >&2
  exit 2
fi

# initdb refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

DIR=$(mktemp -d /tmp/check-postgres.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
cleanup() {
  as_owner "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate -t 15 stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

PORT=${PGPORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
PASSWORD=$(node -e "console.log(require('crypto').randomBytes(12).toString('hex'))")
printf '%s\n' "$PASSWORD" >"$DIR/pwfile"
[ "$(id -u)" = 0 ] && chown postgres "$DIR/pwfile"

as_owner "$PGBIN/initdb" -D "$DIR/data" -U check -A scram-sha-256 --pwfile="$DIR/pwfile" --no-sync -E UTF8 >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 2; }
# Loopback TCP only; the unix socket stays inside the private temp directory.
as_owner "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c full_page_writes=off" start >/dev/null \
  || { cat "$DIR/server.log" >&2; exit 2; }

export DATABASE_URL="postgres://check:$PASSWORD@127.0.0.1:$PORT/postgres"
echo "check-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT ($DIR)"
if [ $# -eq 0 ]; then
  set -- sh -c 'node demo/server/check-backend.mjs postgres &&
    node --test --test-reporter=dot test/node/consent-stats-postgres.test.mjs'
fi
status=0
# CHECK_TIMEOUT: seconds for the command (the 1 M-decision benchmark of docs/analytics.md needs more).
timeout --kill-after=10 "${CHECK_TIMEOUT:-300}" "$@" || status=$?
exit "$status"
