#!/usr/bin/env python3
"""A stub OpenAI-compatible chat completions server for the SpendChatClient tests.

Binds 127.0.0.1 on a free port and prints "PORT <n>" as its first stdout line.
With --exit-on-stdin-eof it exits when its stdin closes (the test runner went away).
POST /v1/chat/completions picks a scenario from the request's "model" field:

  normal            a few deltas, finish_reason, a usage chunk, [DONE]
  slow              deltas 250 ms apart (incremental arrival, cancel)
  crlf              CRLF line ends, close-delimited body
  cr                bare CR line ends
  comments          ":" keep-alive comments, event/id/retry fields between events
  split-utf8        a multi-byte character and an event split across flushed writes
  null-content      first delta has "content": null
  no-done           finish_reason and usage but no [DONE]
  truncated         EOF after two deltas, no finish_reason (close-delimited)
  garbage           a delta, then a data line that is not JSON
  error-event       a delta, then data: {"error":{"message":"model overloaded"}}
  llama-error-line  a delta, then the old llama-server `error: {...}` line, at HTTP 200
  status-401        401 {"error":{"message":...}} (the message echoes the key, as careless servers do)
  status-429        429 {"error":"text"}
  status-500        500 {"detail":...}
  hang              never sends the response head
  hang-mid          two deltas, then silence
  drip              a delta, then the next events one byte every 0.5 s (about ten
                    minutes): never silent for long, never finished
  flood             2,000 deltas of 1 KiB (over the client's answer limit)
  paced             100 deltas 5 ms apart (the benchmark's relay measurement)
  echo              streams back, as deltas, a JSON text describing the request
                    (messages, stream options, whether Authorization was sent and
                    matched "Bearer $STUB_API_KEY", never its value)
  json              non-streamed completion whose content is an expense as JSON

Requests carrying "tools" go to a tools-* scenario; any other scenario refuses them
with 400, as a server without function calling does:

  tools             calls query_spending for Starbucks, then answers with the total
                    the tool returned ("You spent $X at Starbucks.")
  tools-object      the same, with the arguments as a JSON object (as Ollama sends them)
  tools-invent      calls the tool, then states a figure it did not return ($999.99)
  tools-malformed   calls the tool with arguments that are not JSON, then repeats the error
  tools-unknown     calls a tool that does not exist, then repeats the error
  tools-bad-args    calls the tool with an unknown measure, then repeats the error
  tools-loop        calls the tool forever
  tools-none        answers at once without calling a tool, quoting no figure

GET /log returns every request seen: model, path, body (without headers), whether the
Authorization header was present, and whether the client disconnected before the
response ended.
"""

import json
import os
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler

from stub_server import serve

LOG = []
LOG_LOCK = threading.Lock()
EXPENSE = '{"amount":12.5,"category":"Food & Dining","description":"lunch"}'


class ClientGone(Exception):
    pass


def chunk(content=None, finish=None, role=False, null_content=False):
    delta = {}
    if role:
        delta["role"] = "assistant"
    if null_content:
        delta["content"] = None
    elif content is not None:
        delta["content"] = content
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": "stub",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


USAGE = {
    "id": "chatcmpl-stub",
    "object": "chat.completion.chunk",
    "choices": [],
    "usage": {"prompt_tokens": 12, "completion_tokens": 5, "total_tokens": 17},
}


def event(obj, nl="\n"):
    return ("data: " + json.dumps(obj, ensure_ascii=False) + nl + nl).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    chunked = False

    def log_message(self, fmt, *args):  # quiet
        pass

    # -- plumbing ---------------------------------------------------------

    def record(self, **fields):
        with LOG_LOCK:
            self.entry.update(fields)

    def disconnected(self):
        """True when the client closed its end (readable with EOF)."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            if readable:
                data = self.connection.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT)
                return data == b""
        except (BlockingIOError, InterruptedError):
            return False
        except OSError:
            return True
        return False

    def wait(self, seconds):
        """Sleeps, noticing a client that goes away meanwhile."""
        end = time.monotonic() + seconds
        while True:
            if self.disconnected():
                raise ClientGone()
            left = end - time.monotonic()
            if left <= 0:
                return
            time.sleep(min(0.02, left))

    def write(self, data):
        if isinstance(data, str):
            data = data.encode()
        try:
            if self.chunked:
                self.wfile.write(b"%x\r\n" % len(data) + data + b"\r\n")
            else:
                self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError) as error:
            raise ClientGone() from error

    def start_stream(self, chunked=True, content_type="text/event-stream"):
        self.chunked = chunked
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Cache-Control", "no-cache")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        self.wfile.flush()

    def end_stream(self):
        if self.chunked:
            try:
                self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
            except OSError as error:
                raise ClientGone() from error
        else:
            self.close_connection = True

    def send_json(self, status, obj):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    # -- requests -----------------------------------------------------------

    def do_GET(self):
        if self.path == "/log":
            with LOG_LOCK:
                body = json.dumps(LOG)
            self.chunked = False
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        else:
            self.send_json(404, {"error": {"message": "no such path"}})

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"unparsed": raw.decode("utf-8", "replace")}
        auth = self.headers.get("Authorization")
        expected = os.environ.get("STUB_API_KEY")
        self.auth = auth
        self.entry = {
            "path": self.path,
            "model": body.get("model"),
            "body": body,
            "authorization_present": auth is not None,
            "authorization_matches": auth is not None and expected is not None and auth == "Bearer " + expected,
            "content_type": self.headers.get("Content-Type"),
            "disconnected": False,
            "completed": False,
            "started": time.time(),
        }
        with LOG_LOCK:
            LOG.append(self.entry)
        if self.path.rstrip("/") != "/v1/chat/completions":
            self.send_json(404, {"error": {"message": "unknown path " + self.path}})
            self.record(completed=True)
            return
        scenario = str(body.get("model") or "normal")
        handler = getattr(self, "scenario_" + scenario.replace("-", "_"), self.scenario_normal)
        if "tools" in body and not scenario.startswith("tools"):
            # Like a server without function calling: the request is refused.
            handler = self.refuse_tools
        try:
            handler(body)
            self.record(completed=True, ended=time.time())
        except ClientGone:
            self.record(disconnected=True, ended=time.time())
            self.close_connection = True

    # -- scenarios ----------------------------------------------------------

    def deltas(self, pieces, gap=0.0, nl="\n"):
        for i, piece in enumerate(pieces):
            self.write(event(chunk(piece, role=(i == 0)), nl))
            if gap:
                self.wait(gap)

    def finish_events(self, nl="\n", done=True, usage=True):
        self.write(event(chunk(finish="stop"), nl))
        if usage:
            self.write(event(USAGE, nl))
        if done:
            self.write("data: [DONE]" + nl + nl)

    def scenario_normal(self, body):
        self.start_stream()
        self.deltas(["Hello", ", ", "world", "!"])
        self.finish_events()
        self.end_stream()

    def scenario_slow(self, body):
        self.start_stream()
        self.deltas(["tick%d " % i for i in range(12)], gap=0.25)
        self.finish_events()
        self.end_stream()

    def scenario_paced(self, body):
        """For the benchmark: 100 deltas 5 ms apart, so arrival times can be compared."""
        self.start_stream()
        self.deltas(["w%d " % i for i in range(100)], gap=0.005)
        self.finish_events()
        self.end_stream()

    def scenario_flood(self, body):
        """An answer that never ends: 2,000 deltas of 1 KiB, no pauses."""
        self.start_stream()
        self.deltas(["x" * 1023 + " " for _ in range(2000)])
        self.finish_events()
        self.end_stream()

    def scenario_crlf(self, body):
        self.start_stream(chunked=False)
        self.deltas(["line ", "ends ", "CRLF"], nl="\r\n")
        self.finish_events(nl="\r\n")
        self.end_stream()

    def scenario_cr(self, body):
        self.start_stream()
        self.deltas(["bare ", "CR"], nl="\r")
        self.finish_events(nl="\r")
        self.end_stream()

    def scenario_comments(self, body):
        self.start_stream()
        self.write(": keep-alive\n\n")
        self.write(":ping\n")
        self.write("event: message\nid: 1\nretry: 3000\n" + event(chunk("one", role=True)).decode())
        self.write(": keep-alive\n\n")
        self.write(event(chunk(" two")))
        self.write(":\n\n")
        self.finish_events()
        self.end_stream()

    def scenario_split_utf8(self, body):
        self.start_stream()
        data = event(chunk("Caf\u00e9 \u20ac5 \U0001F600", role=True))
        euro = data.index("\u20ac".encode())
        emoji = data.index("\U0001F600".encode())
        # Split inside the 3-byte euro sign, then inside the 4-byte emoji.
        for part in (data[: euro + 1], data[euro + 1 : emoji + 2], data[emoji + 2 :]):
            self.write(part)
            self.wait(0.05)
        # An event split in the middle of its JSON, and a CRLF split between writes.
        second = ("data: " + json.dumps(chunk(" ok"), ensure_ascii=False) + "\r\n\r\n").encode()
        for part in (second[:17], second[17:-3], second[-3:]):
            self.write(part)
            self.wait(0.05)
        self.finish_events()
        self.end_stream()

    def scenario_null_content(self, body):
        self.start_stream()
        self.write(event(chunk(null_content=True, role=True)))
        self.write(event(chunk("after null")))
        self.finish_events()
        self.end_stream()

    def scenario_no_done(self, body):
        self.start_stream()
        self.deltas(["no ", "done"])
        self.finish_events(done=False)
        self.end_stream()

    def scenario_truncated(self, body):
        self.start_stream(chunked=False)
        self.deltas(["cut ", "short"])
        self.end_stream()

    def scenario_garbage(self, body):
        self.start_stream()
        self.deltas(["before "])
        self.write("data: this is not json at all\n\n")
        self.finish_events()
        self.end_stream()

    def scenario_error_event(self, body):
        self.start_stream()
        self.deltas(["partial "])
        self.write(event({"error": {"message": "model overloaded", "type": "server_error"}}))
        self.end_stream()

    def scenario_llama_error_line(self, body):
        self.start_stream()
        self.deltas(["partial "])
        self.write('error: {"code":500,"message":"llama_decode failed","type":"server_error"}\n\n')
        self.end_stream()

    def scenario_status_401(self, body):
        key = (self.auth or "").removeprefix("Bearer ")
        self.send_json(401, {"error": {"message": "Incorrect API key provided: " + key, "type": "invalid_request_error",
                                       "code": "invalid_api_key"}})

    def scenario_status_429(self, body):
        self.send_json(429, {"error": "Rate limit reached, try again in 20s"})

    def scenario_status_500(self, body):
        self.send_json(500, {"detail": "Model runner crashed"})

    def scenario_hang(self, body):
        self.wait(30)

    def scenario_hang_mid(self, body):
        self.start_stream()
        self.deltas(["first ", "second "])
        self.wait(30)
        self.finish_events()
        self.end_stream()

    def scenario_drip(self, body):
        self.start_stream()
        self.deltas(["drip "])
        for byte in b"".join(event(chunk("x")) for _ in range(12)):
            self.write(bytes([byte]))
            self.wait(0.5)
        self.finish_events()
        self.end_stream()

    def scenario_echo(self, body):
        report = {
            "path": self.path,
            "messages": body.get("messages"),
            "stream": body.get("stream"),
            "stream_options": body.get("stream_options"),
            "authorization": self.auth is not None,
            "bearer": (self.auth or "").startswith("Bearer "),
            "authorization_matches": self.entry["authorization_matches"],
        }
        text = json.dumps(report)
        self.start_stream()
        self.deltas([text[i : i + 16] for i in range(0, len(text), 16)])
        self.finish_events()
        self.end_stream()

    def refuse_tools(self, body):
        self.send_json(400, {"error": {"message": "tools are not supported", "type": "invalid_request_error"}})

    def scenario_json(self, body):
        self.send_json(200, {
            "id": "chatcmpl-stub",
            "object": "chat.completion",
            "model": "stub",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": EXPENSE}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 30, "completion_tokens": 20, "total_tokens": 50},
        })


def completion(message, finish):
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "model": "stub",
        "choices": [{"index": 0, "message": dict({"role": "assistant"}, **message), "finish_reason": finish}],
        "usage": {"prompt_tokens": 40, "completion_tokens": 10, "total_tokens": 50},
    }


def tool_call(name, arguments):
    return {"id": "call_%d" % int(time.time() * 1000), "type": "function",
            "function": {"name": name, "arguments": arguments}}


STARBUCKS = {"merchant": ["Starbucks"]}


class ToolScenarios:
    """The tools-* scenarios: round one asks for a call, the round after answers."""

    def tool_results(self, body):
        return [m.get("content", "") for m in body.get("messages", []) if m.get("role") == "tool"]

    def call_or_answer(self, body, call, answer):
        results = self.tool_results(body)
        if not results:
            self.send_json(200, completion({"content": None, "tool_calls": [call]}, "tool_calls"))
        else:
            self.send_json(200, completion({"content": answer(results)}, "stop"))

    def scenario_tools(self, body):
        def answer(results):
            total = json.loads(results[-1])["periods"][0]["total"]
            return "You spent $%s at Starbucks ☕" % total
        self.call_or_answer(body, tool_call("query_spending", json.dumps(STARBUCKS)), answer)

    def scenario_tools_object(self, body):
        def answer(results):
            total = json.loads(results[-1])["periods"][0]["total"]
            return "You spent $%s at Starbucks." % total
        self.call_or_answer(body, tool_call("query_spending", STARBUCKS), answer)

    def scenario_tools_invent(self, body):
        self.call_or_answer(body, tool_call("query_spending", json.dumps(STARBUCKS)),
                            lambda results: "You spent $999.99 at Starbucks.")

    def repeat_error(self, results):
        return "The tool said: " + json.loads(results[-1]).get("error", "no error")

    def scenario_tools_malformed(self, body):
        self.call_or_answer(body, tool_call("query_spending", '{"merchant": ["Starbucks"'), self.repeat_error)

    def scenario_tools_unknown(self, body):
        self.call_or_answer(body, tool_call("drop_tables", "{}"), self.repeat_error)

    def scenario_tools_bad_args(self, body):
        self.call_or_answer(body, tool_call("query_spending", json.dumps({"measure": "median"})), self.repeat_error)

    def scenario_tools_loop(self, body):
        self.send_json(200, completion({"content": "", "tool_calls": [tool_call("query_spending", "{}")]}, "tool_calls"))

    def scenario_tools_none(self, body):
        self.send_json(200, completion({"content": "I can help with your spending questions."}, "stop"))


for _name, _method in vars(ToolScenarios).items():
    if _name.startswith(("scenario_", "tool_", "call_", "repeat_")):
        setattr(Handler, _name, _method)


def main():
    serve(Handler, quiet=(ConnectionError, ClientGone), exit_on_stdin_eof="--exit-on-stdin-eof" in sys.argv)


if __name__ == "__main__":
    main()
