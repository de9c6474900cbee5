#!/usr/bin/env bash
# Installs the build tools if missing, builds the release app into dist/ and serves it on
# http://127.0.0.1:$PORT/ (default 8080). Ctrl+C stops the server.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8080}"
bash scripts/tools.sh
bash scripts/build.sh

say "Serve dist/ at http://127.0.0.1:$PORT/"
exec node tests/e2e/server.mjs --dir dist --host 127.0.0.1 --port "$PORT"
