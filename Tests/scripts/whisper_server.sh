#!/usr/bin/env bash
# Runs the local Whisper endpoint (models/whisper/serve: faster-whisper-server with tiny.en)
# for tests on 127.0.0.1:PORT, and stops it when process PARENT (the test runner) is gone,
# so no server outlives the tests. Fails loudly when the venv is missing: `make test` runs
# models/whisper/setup first.
#
#   whisper_server.sh PORT PARENT_PID
set -euo pipefail
port=${1:?usage: whisper_server.sh PORT PARENT_PID}
parent=${2:?usage: whisper_server.sh PORT PARENT_PID}
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ ! -x "$root/models/whisper/.venv/bin/faster-whisper-server" ]; then
  echo "whisper_server: $root/models/whisper/.venv is missing; run models/whisper/setup (make test does)" >&2
  exit 1
fi
PORT="$port" "$root/models/whisper/serve" &
server=$!
# A test runner starts children with signals blocked, and the server inherits that mask:
# SIGTERM may never arrive, so SIGKILL follows after a grace period.
stop() {
  kill "$server" 2>/dev/null || return 0
  for _ in $(seq 1 20); do kill -0 "$server" 2>/dev/null || return 0; sleep 0.1; done
  kill -KILL "$server" 2>/dev/null
}
trap stop EXIT
trap 'exit 0' TERM INT
while kill -0 "$parent" 2>/dev/null && kill -0 "$server" 2>/dev/null; do sleep 1; done
