"""Cassettes: real HTTP exchanges with the embedded model, replayed through the
openai client with no model running. Only request and response bodies are
stored, never headers, so no key or auth header can end up in a recording."""

from __future__ import annotations

import json
from pathlib import Path

import httpx2

CASSETTES = Path(__file__).parent / "fixtures" / "cassettes"


def request_key(body: bytes) -> str:
    return json.dumps(json.loads(body), sort_keys=True, separators=(",", ":"))


def recorded_mode(path: Path) -> str:
    """The output mode the cassette was recorded in: a forced tool call, or a json_schema."""
    with path.open(encoding="utf-8") as lines:
        first = json.loads(next(lines))["request"]
    return "tools" if "tools" in first else "json_schema"


class RecordingTransport(httpx2.BaseTransport):
    def __init__(self, inner: httpx2.BaseTransport):
        self.inner = inner
        self.exchanges: list[dict] = []

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        response = self.inner.handle_request(request)
        response.read()
        if request.url.path.endswith("/chat/completions"):
            self.exchanges.append({
                "request": json.loads(request.content),
                "status": response.status_code,
                "response": json.loads(response.content),
            })
        return response


class ReplayTransport(httpx2.BaseTransport):
    """Answers each request with the recorded response for the same body."""

    def __init__(self, path: Path):
        self.recorded = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            exchange = json.loads(line)
            self.recorded[request_key(json.dumps(exchange["request"]).encode())] = exchange
        self.replayed = 0

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        exchange = self.recorded.get(request_key(request.content))
        if exchange is None:
            raise AssertionError(
                "no recorded response for this request: the prompt, schema or parameters changed; "
                "re-record with `make fixtures`"
            )
        self.replayed += 1
        return httpx2.Response(exchange["status"], json=exchange["response"])
