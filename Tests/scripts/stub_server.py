"""What the stub endpoints share: a threaded loopback HTTP server that prints
"PORT <n>" once it listens, stays quiet about clients that hang up, and (when asked)
exits as soon as the test runner that started it closes its stdin."""
import os
import signal
import sys
import threading
from http.server import ThreadingHTTPServer


def exit_when_parent_goes():
    """The test runner keeps our stdin open; EOF means it is gone, so never outlive it."""
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except OSError:
        pass
    os._exit(0)


def serve(handler, quiet=(ConnectionError,), exit_on_stdin_eof=True):
    class Server(ThreadingHTTPServer):
        daemon_threads = True
        allow_reuse_address = True

        def handle_error(self, request, client_address):
            # A client closing a kept-alive connection is routine, not worth a traceback.
            if isinstance(sys.exc_info()[1], quiet):
                return
            super().handle_error(request, client_address)

    # A parent that spawned us from a thread with signals blocked passes that mask on;
    # unblock them so SIGTERM and SIGINT stop the stub.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    if exit_on_stdin_eof:
        threading.Thread(target=exit_when_parent_goes, daemon=True).start()
    server = Server(("127.0.0.1", 0), handler)
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    except KeyboardInterrupt:
        pass
