#!/usr/bin/env python3
"""A stub Whisper-compatible transcription server for the voice fault tests.

Binds 127.0.0.1 on a free port and prints "PORT <n>" as its first stdout line. It exits
when its stdin closes (the test runner went away). POST to any path picks a scenario from
the multipart "model" field:

  ok               200 verbose_json: " I spent $25 on lunch with Mike."
  plain-json       200 {"text": ...} only (response_format json servers)
  hallucination    200 verbose_json whose only segment is " Thank you." with
                   no_speech_prob 0.9 and avg_logprob -1.5 (openai/whisper drops it)
  status-500       500 FastAPI {"detail": "..."}
  status-503-plain 503 text/plain
  status-413       413 OpenAI {"error": {"message": ...}}
  status-401       401 OpenAI shape; the message echoes the bearer key it was sent
  status-400-cpp   400 whisper.cpp {"error": "failed to read WAV file"}
  status-422       422 FastAPI validation list {"detail": [{"msg": ...}]}
  status-429       429 {"error": {"message": "Rate limit reached"}}
  hang             never answers
  garbage          200 with a body that is not JSON
  reset            closes the connection without an answer

GET /log returns every transcription request seen: path, the form fields (never the
Authorization value, only whether it was sent), the file's name, type, size and whether
it starts like a WAV ("RIFF") or FLAC ("fLaC") file.
"""

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler

from stub_server import serve

LOG = []
LOG_LOCK = threading.Lock()
TEXT = " I spent $25 on lunch with Mike."


def parse_multipart(body, content_type):
    """Form fields and files of a multipart/form-data body: {name: (value, filename, type)}."""
    boundary = content_type.split("boundary=", 1)[1].strip().strip('"').encode()
    parts = {}
    for raw in body.split(b"--" + boundary):
        if raw in (b"", b"--\r\n", b"--") or raw.startswith(b"--"):
            continue
        raw = raw[2:] if raw.startswith(b"\r\n") else raw
        head, _, value = raw.partition(b"\r\n\r\n")
        value = value[:-2] if value.endswith(b"\r\n") else value
        headers = {}
        for line in head.decode().split("\r\n"):
            key, _, rest = line.partition(":")
            headers[key.strip().lower()] = rest.strip()
        disposition = headers.get("content-disposition", "")
        params = {}
        for item in disposition.split(";")[1:]:
            key, _, rest = item.strip().partition("=")
            params[key] = rest.strip('"')
        parts[params.get("name", "")] = (value, params.get("filename"), headers.get("content-type"))
    return parts


def verbose(segments):
    return {"task": "transcribe", "language": "en", "duration": 3.4,
            "text": "".join(s["text"] for s in segments), "segments": segments}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # quiet
        pass

    def send(self, status, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/log":
            with LOG_LOCK:
                self.send(200, LOG)
        elif self.path == "/health":
            self.send(200, {"status": "ok"})
        else:
            self.send(404, {"detail": "Not Found"})

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        parts = parse_multipart(body, self.headers.get("Content-Type", ""))
        fields = {name: value.decode("utf-8", "replace") for name, (value, filename, _) in parts.items() if filename is None}
        audio, filename, file_type = parts.get("file", (b"", None, None))
        auth = self.headers.get("Authorization")
        with LOG_LOCK:
            LOG.append({"path": self.path, "fields": fields, "file_name": filename, "file_type": file_type,
                        "file_bytes": len(audio), "file_magic": audio[:4].decode("latin-1"),
                        "authorization": auth is not None})
        scenario = fields.get("model", "ok")
        key = auth[len("Bearer "):] if auth and auth.startswith("Bearer ") else ""
        if scenario == "ok":
            self.send(200, verbose([{"id": 0, "start": 0.0, "end": 3.0, "text": TEXT, "avg_logprob": -0.3,
                                     "compression_ratio": 0.8, "no_speech_prob": 0.04}]))
        elif scenario == "plain-json":
            self.send(200, {"text": TEXT})
        elif scenario == "hallucination":
            self.send(200, verbose([{"id": 0, "start": 0.0, "end": 3.0, "text": " Thank you.", "avg_logprob": -1.5,
                                     "compression_ratio": 0.6, "no_speech_prob": 0.9}]))
        elif scenario == "status-500":
            self.send(500, {"detail": "the stub's model crashed"})
        elif scenario == "status-503-plain":
            self.send(503, b"Service Unavailable", "text/plain")
        elif scenario == "status-413":
            self.send(413, {"error": {"message": "Maximum content size limit (26214400) exceeded",
                                      "type": "invalid_request_error", "param": None, "code": None}})
        elif scenario == "status-401":
            self.send(401, {"error": {"message": "Incorrect API key provided: %s" % key,
                                      "type": "invalid_request_error", "code": "invalid_api_key"}})
        elif scenario == "status-400-cpp":
            self.send(400, {"error": "failed to read WAV file"})
        elif scenario == "status-422":
            self.send(422, {"detail": [{"type": "missing", "loc": ["body", "file"], "msg": "Field required"}]})
        elif scenario == "status-429":
            self.send(429, {"error": {"message": "Rate limit reached for requests", "type": "requests"}})
        elif scenario == "hang":
            time.sleep(3600)
        elif scenario == "garbage":
            self.send(200, b"<<this is not a transcription>>", "text/plain")
        elif scenario == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            self.connection.close()
            self.close_connection = True
        else:
            self.send(400, {"error": {"message": "unknown stub scenario %s" % scenario}})


def main():
    serve(Handler)


if __name__ == "__main__":
    main()
