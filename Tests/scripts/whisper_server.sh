#!/usr/bin/env bash
# Runs the local Whisper endpoint (models/whisper/serve: faster-whisper-server with tiny.en)
# for tests and benchmarks on 127.0.0.1:PORT. It stops the server when its stdin closes
# (the caller keeps a pipe open while it needs the server) or when process PARENT_PID is
# gone, so no server outlives its user. Fails loudly when the venv is missing: `make test`
# runs models/whisper/setup first.
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
PORT="$port" "$root/models/whisper/serve" </dev/null &
server=$!
# Test runners start children with signals blocked, and the server inherits that mask:
# SIGTERM may never arrive, so SIGKILL follows after a grace period.
stop() {
  kill "$server" 2>/dev/null || return 0
  for _ in $(seq 1 20); do kill -0 "$server" 2>/dev/null || return 0; sleep 0.1; done
  kill -KILL "$server" 2>/dev/null || true
}
trap stop EXIT
while kill -0 "$parent" 2>/dev/null && kill -0 "$server" 2>/dev/null; do
  status=0
  read -r -t 1 _ || status=$?
  # 0: a line (ignored); above 128: a second without input; anything else: end of input.
  if [ "$status" -ne 0 ] && [ "$status" -le 128 ]; then break; fi
done
