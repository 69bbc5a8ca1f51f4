"""A fake OpenAI-compatible server on 127.0.0.1 for fault tests and benchmarks.

Each request to /v1/chat/completions takes the next action from a script
(then the default action): answer correctly, or inject a fault. Requests are
recorded (body and headers) so tests can check what the client sent.

    with FakeOpenAI(["429:1", "ok"]) as server:
        OpenAICompatibleModel(server.base_url, "fake", ...)
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

GOOD_LABELS = {"task": "a task", "contribution": "method", "introduced": [1], "benchmarks": []}


def completion(arguments: str, finish_reason: str = "tool_calls") -> dict:
    return {
        "id": "fake-1", "object": "chat.completion", "created": 0, "model": "fake",
        "choices": [{"index": 0, "finish_reason": finish_reason, "message": {
            "role": "assistant", "content": None,
            "tool_calls": [{"id": "t1", "type": "function", "function": {"name": "Labels", "arguments": arguments}}],
        }}],
        "usage": {"prompt_tokens": 50, "completion_tokens": 10, "total_tokens": 60},
    }


class FakeOpenAI:
    """Actions: "ok", "429:<retry-after s>", "500", "503", "drop", "timeout:<s>",
    "slow:<s>", "malformed", "schema", "length". `latency` delays every answer."""

    def __init__(self, script=(), default: str = "ok", latency: float = 0.0, labels: dict | None = None):
        self.script = deque(script)
        self.default = default
        self.latency = latency
        self.labels = labels or GOOD_LABELS
        self.requests: list[dict] = []
        self.in_flight = 0
        self.max_in_flight = 0  # how many requests were being answered at once, at most
        self.lock = threading.Lock()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.httpd.daemon_threads = True
        self.httpd.handle_error = lambda request, address: None  # a client killed mid-answer is expected
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def next_action(self) -> str:
        with self.lock:
            return self.script.popleft() if self.script else self.default

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # Headers and body go out in two writes; with Nagle on, the client's delayed ACK
            # would add 40 ms to every call, which no real server does.
            disable_nagle_algorithm = True

            def log_message(self, *args: object) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                self._send(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                with fake.lock:
                    fake.requests.append({"body": body, "headers": dict(self.headers), "at": time.monotonic()})
                    fake.in_flight += 1
                    fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
                try:
                    self._answer()
                finally:
                    with fake.lock:
                        fake.in_flight -= 1

            def _answer(self) -> None:
                action, _, arg = fake.next_action().partition(":")
                if fake.latency:
                    time.sleep(fake.latency)
                if action == "429":
                    self._send(429, {"error": {"message": "rate limited"}}, {"retry-after": arg or "1"})
                elif action in ("500", "503"):
                    self._send(int(action), {"error": {"message": "server error"}})
                elif action == "drop":
                    self.close_connection = True
                    self.connection.close()
                elif action == "timeout":
                    time.sleep(float(arg or 5))
                    self.close_connection = True
                    self.connection.close()
                elif action == "malformed":
                    self._send_raw(200, b'{"id": "x", "choices": [')
                elif action == "schema":
                    self._send(200, completion(json.dumps({**fake.labels, "contribution": "banana"})))
                elif action == "length":
                    self._send(200, completion(json.dumps(fake.labels)[:20], finish_reason="length"))
                else:
                    if action == "slow":
                        time.sleep(float(arg or 1))
                    self._send(200, completion(json.dumps(fake.labels)))

            def _send(self, status: int, payload: dict, headers: dict | None = None) -> None:
                self._send_raw(status, json.dumps(payload).encode(), headers)

            def _send_raw(self, status: int, data: bytes, headers: dict | None = None) -> None:
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

        return Handler
