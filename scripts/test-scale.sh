#!/usr/bin/env bash
# npm run test:scale: two app servers and a worker process on one PostgreSQL and an S3-compatible
# bucket (s3rver), behind a round-robin proxy (server/scale/scale.scale.test.ts). Uses
# TEST_DATABASE_URL when set, else a throwaway cluster from the installed PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pg-throwaway.sh
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  bin=$(pg_throwaway_bin)
  if [ -z "$bin" ]; then
    echo "npm run test:scale needs PostgreSQL: set TEST_DATABASE_URL or apt-get install postgresql." >&2
    exit 1
  fi
  pg_throwaway_start "$bin"
fi
npx vitest run --project scale "$@"
