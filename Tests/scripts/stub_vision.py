#!/usr/bin/env python3
"""A stub OpenAI-compatible vision endpoint for the receipt tests.

Prints "PORT <n>" once it listens. POST /v1/chat/completions answers a non-streamed
completion; what it answers is read from the file named by --mode-file on every request,
so a test can switch it while the daemon runs (the queue test brings it "back"):

  ok            a receipt reading as JSON: Trader Joe's, 2026-11-02, 23.40 USD, Groceries
  fenced        the same reading wrapped in a ```json fence, as models often send
  down          HTTP 503 (the endpoint is overloaded or restarting)
  slow          waits 30 s before answering (past the daemon's vision_timeout)
  garbage       content that is not JSON
  bad-total     a reading whose total is not a number
  future-date   a reading dated after today

GET /log returns every request: the model, whether its user message carried an
image_url data URI (and its MIME type), the response_format's schema name, and whether
Authorization was sent.
"""
import argparse
import json
import threading
import time
from http.server import BaseHTTPRequestHandler

from stub_server import serve

LOG = []
LOCK = threading.Lock()
READING = {"merchant": "Trader Joe's", "date": "2026-11-02", "total": "23.40", "currency": "USD", "subtotal": "22.10",
           "tax": "1.30", "payment": "visa", "category": "Groceries",
           "items": [{"name": "Mandarin oranges", "amount": "3.99"}, {"name": "Dark chocolate", "amount": "2.49"}]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode-file", required=True)
    options = parser.parse_args()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, fmt, *args):
            pass

        def reply(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            with LOCK:
                self.reply(200, LOG)

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
            image = None
            for message in body.get("messages", []):
                content = message.get("content")
                if isinstance(content, list):
                    for part in content:
                        url = part.get("image_url", {}).get("url", "") if part.get("type") == "image_url" else ""
                        if url.startswith("data:") and ";base64," in url:
                            image = url[5:url.index(";")]
            schema = body.get("response_format", {}).get("json_schema", {}).get("name")
            with open(options.mode_file) as f:
                mode = f.read().strip()
            with LOCK:
                LOG.append({"model": body.get("model"), "image": image, "schema": schema, "mode": mode,
                            "authorization": "Authorization" in self.headers})
            if mode == "down":
                return self.reply(503, {"error": {"message": "model is loading"}})
            if mode == "slow":
                time.sleep(30)
            content = {
                "ok": json.dumps(READING),
                "slow": json.dumps(READING),
                "fenced": "```json\n" + json.dumps(READING) + "\n```",
                "garbage": "I think this receipt is from a shop.",
                "bad-total": json.dumps(dict(READING, total="twenty-three")),
                "future-date": json.dumps(dict(READING, date="2999-01-01")),
            }[mode]
            self.reply(200, {"id": "chatcmpl-stub", "object": "chat.completion", "model": body.get("model"),
                             "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                          "finish_reason": "stop"}]})

    serve(Handler)


if __name__ == "__main__":
    main()
