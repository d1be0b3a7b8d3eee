#!/usr/bin/env bash
# npm test: typecheck, lint, unit tests, API tests on PGlite (and on PostgreSQL when its binaries are
# here, in a throwaway cluster), the build, and the Playwright journeys in Debian's Chromium.
# It installs what it needs: npm packages when missing, and Debian packages when missing and root.
# It ends with the summary: flaky and failed tests by name and "N passed, N failed, N skipped, N flaky".
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -d node_modules ]; then
  step "installing npm packages"
  npm install --no-audit --no-fund
fi

# Debian packages the tests use: Chromium for the benchmarks and its headless shell for the journeys
# (playwright.config.ts), qpdf and poppler-utils to check print PDFs.
missing=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
command -v pdfinfo >/dev/null 2>&1 || missing+=(poppler-utils)
# Ghostscript renders every print file once in scripts/print-check.ts (the print-file checks).
command -v gs >/dev/null 2>&1 || missing+=(ghostscript)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    step "installing ${missing[*]} with apt"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Missing ${missing[*]}: install them (apt-get install ${missing[*]}) and run npm test again." >&2
    exit 1
  fi
fi

# From here on every step runs even when an earlier one failed, so the summary always comes at the
# end and names what failed; npm test's exit code is non-zero when any step or any test failed.
failed_steps=()
run() { # run NAME COMMAND...: runs a step and remembers it when it fails
  local name=$1
  shift
  step "$name"
  if ! "$@"; then
    failed_steps+=("$name")
    printf '\033[31m== %s failed\033[0m\n' "$name" >&2
  fi
}
vitest_json() { npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$results/$json"; }

# The build runs beside typecheck and lint: tsc is one thread and Rollup mostly one, so on the CI's
# 2 cores the three take about the time of the longest instead of their sum. Its output follows lint.
build_log=.tmp/build.log
step "build (started beside typecheck and lint)"
npm run --silent build > "$build_log" 2>&1 &
build_pid=$!
run "typecheck" npm run --silent typecheck
run "lint" npm run --silent lint
step "build"
build_status=0
wait "$build_pid" || build_status=$?
cat "$build_log"
if [ "$build_status" != 0 ]; then
  failed_steps+=("build")
  printf '\033[31m== %s failed\033[0m\n' "build" >&2
fi
json=unit.json run "unit tests" vitest_json --project unit --project unit-isolated --project unit-dom --project unit-dom-isolated
json=api-pglite.json run "API tests on PGlite" vitest_json --project api

source scripts/pg-throwaway.sh
pg_bin=$(pg_throwaway_bin)
postgres_steps() { # the API tests, then the scale-out tests, on the PostgreSQL of TEST_DATABASE_URL
  json=api-postgres.json run "API tests on PostgreSQL ($1)" vitest_json --project api
  json=scale.json run "scale-out tests: two app servers, a worker, PostgreSQL, s3rver ($1)" \
    vitest_json --project scale
}
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  postgres_steps "$TEST_DATABASE_URL"
elif [ -n "$pg_bin" ]; then
  step "starting a throwaway PostgreSQL cluster from $pg_bin"
  pg_throwaway_start "$pg_bin"
  postgres_steps "throwaway cluster"
  pg_throwaway_stop
else
  step "API tests on PostgreSQL: skipped (no PostgreSQL binaries; apt-get install postgresql to run them)"
fi

# CI=1: Playwright retries a failed journey once (playwright.config.ts); one that passes on the
# retry is reported as flaky, by name, and counted apart from the passed ones.
if [[ " ${failed_steps[*]} " == *" build "* ]]; then
  step "journeys: skipped (the build failed)"
else
  CI=1 E2E_JSON_FILE="$results/e2e.json" run "journeys (Playwright, Debian Chromium)" npx playwright test
fi

step "summary"
summary_args=("$results" --expect unit.json --expect api-pglite.json --expect e2e.json)
for name in "${failed_steps[@]}"; do summary_args+=(--failed-step "$name"); done
npx tsx scripts/summarize-tests.ts "${summary_args[@]}"
