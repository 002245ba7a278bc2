#!/usr/bin/env bash
# A private PulseAudio server for tests: a 16 kHz mono null sink "vmic" whose monitor
# "vmic.monitor" is the test microphone (play speech into it with `paplay -d vmic`).
#
#   pulse_test_server.sh start DIR   start it with its runtime files in DIR; prints the
#                                    environment a client needs (PULSE_SERVER=..., one a line)
#   pulse_test_server.sh stop DIR    stop the server started in DIR
#
# Works as root in a container (no --system needed) and never touches a user's own server.
set -euo pipefail

command_name=${1:-}
dir=${2:-}
if [[ -z "$command_name" || -z "$dir" ]]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

runtime="$dir/pulse"
case "$command_name" in
  start)
    command -v pulseaudio >/dev/null || { echo "pulse_test_server: pulseaudio is not installed (run scripts/setup)" >&2; exit 1; }
    mkdir -p "$runtime"
    chmod 700 "$dir" "$runtime"
    export XDG_RUNTIME_DIR="$dir" PULSE_RUNTIME_PATH="$runtime" HOME="$dir"
    unset PULSE_SERVER
    pulseaudio -n --daemonize=yes --exit-idle-time=-1 --disallow-exit=yes --use-pid-file=yes \
      --log-target=file:"$dir/pulseaudio.log" \
      -L "module-native-protocol-unix auth-anonymous=1" \
      -L "module-null-sink sink_name=vmic rate=16000 channels=1" 2>>"$dir/pulseaudio.log" \
      || { echo "pulse_test_server: pulseaudio failed to start:" >&2; cat "$dir/pulseaudio.log" >&2; exit 1; }
    for _ in $(seq 1 100); do
      if PULSE_SERVER="unix:$runtime/native" pactl list short sources 2>/dev/null | grep -q '^[0-9]*[[:space:]]vmic\.monitor'; then
        echo "PULSE_SERVER=unix:$runtime/native"
        echo "PULSE_RUNTIME_PATH=$runtime"
        echo "XDG_RUNTIME_DIR=$dir"
        exit 0
      fi
      sleep 0.1
    done
    echo "pulse_test_server: the server did not offer vmic.monitor within 10 s:" >&2
    cat "$dir/pulseaudio.log" >&2
    exit 1
    ;;
  stop)
    if [[ -f "$runtime/pid" ]]; then
      pid=$(tr -dc '0-9' <"$runtime/pid")
      if [[ -n "$pid" ]] && kill "$pid" 2>/dev/null; then
        for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || exit 0; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
      fi
    fi
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
