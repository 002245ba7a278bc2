#!/usr/bin/env python3
"""Plays systemd for spendd: passes a listening socket as fd 3 (LISTEN_FDS) and a
NOTIFY_SOCKET, then checks READY=1, that the inherited socket serves, and STOPPING=1.
Prints one JSON object with what it saw; exits non-zero on any failure."""
import json, os, signal, socket, sys, tempfile, time

spendd = sys.argv[1]
work = tempfile.mkdtemp(prefix="spend-activation-")
os.chmod(work, 0o700)
sock_path = os.path.join(work, "spendd.sock")
listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
listener.bind(sock_path)
listener.listen(16)
notify_path = os.path.join(work, "notify")
notify = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
notify.bind(notify_path)
notify.settimeout(20)

pid = os.fork()
if pid == 0:
    os.dup2(listener.fileno(), 3)
    os.set_inheritable(3, True)
    env = dict(os.environ, LISTEN_FDS="1", LISTEN_PID=str(os.getpid()), NOTIFY_SOCKET=notify_path)
    os.execve(spendd, [spendd, "--database", os.path.join(work, "db.sqlite"),
                       "--socket", os.path.join(work, "unused.sock")], env)

seen = {"notifications": []}
try:
    message = notify.recv(4096).decode()
    seen["notifications"].append(message)
    seen["ready"] = "READY=1" in message.split("\n")
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.settimeout(10)
    client.connect(sock_path)
    stream = client.makefile("rwb")
    seen["greeting"] = json.loads(stream.readline())
    stream.write(b"ping\n"); stream.flush()
    seen["ping"] = json.loads(stream.readline())
    client.close()
    seen["own_socket_created"] = os.path.exists(os.path.join(work, "unused.sock"))
    os.kill(pid, signal.SIGTERM)
    message = notify.recv(4096).decode()
    seen["notifications"].append(message)
    seen["stopping"] = "STOPPING=1" in message.split("\n")
    _, status = os.waitpid(pid, 0)
    seen["exit_status"] = os.waitstatus_to_exitcode(status)
finally:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
print(json.dumps(seen))
ok = seen.get("ready") and seen.get("stopping") and seen.get("ping", {}).get("ok") is True \
    and not seen.get("own_socket_created") and seen.get("exit_status") == 0
sys.exit(0 if ok else 1)
