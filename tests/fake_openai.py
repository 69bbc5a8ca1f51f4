"""A fake OpenAI-compatible server on 127.0.0.1 for fault tests and benchmarks.

Each extraction request to /v1/chat/completions takes the next action from a
script (then the default action): answer, or inject a fault. Requests are
recorded (body and headers) so tests can check what the client sent.

    with FakeOpenAI(["429:1", "ok"]) as server:
        OpenAICompatibleModel(server.base_url, "fake", ...)

An answer takes the shape the request asks for, as the server `profile`
handles it (PROFILES: how each real server takes `tool_choice` and
`response_format`, from its documentation). The "model" behind it answers
the schema it is shown: `labels` for Labels, a minimal instance for any other
(the mode probe's); probe requests are kept apart in `probes` and take no
scripted action.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass

from fake_server import JsonHandler, LocalServer

GOOD_LABELS = {"task": "a task", "contribution": "method"}
PROSE = "Sure! The paper proposes a new method and evaluates it on several benchmarks."


@dataclass(frozen=True)
class Profile:
    """How a server takes the two ways of constraining an answer."""

    named_tool_choice: bool  # {"type": "function", "function": {...}} forces that tool; else the model may answer prose
    json_schema: str  # "honoured" (constrained), "rejected" (HTTP 4xx), "ignored" (free text)
    json_object: bool = True  # {"type": "json_object"} gives JSON


PROFILES = {
    # OpenAI: named tool_choice and strict json_schema structured outputs.
    "openai": Profile(named_tool_choice=True, json_schema="honoured"),
    # vLLM: named tool_choice through guided decoding; json_schema through guided decoding.
    "vllm": Profile(named_tool_choice=True, json_schema="honoured"),
    # Ollama's /v1: tool_choice is not a supported field (ignored, the model decides);
    # response_format json_schema is grammar-constrained (v0.5+).
    "ollama": Profile(named_tool_choice=False, json_schema="honoured"),
    # llama.cpp's llama-server: an object tool_choice is rejected ("must be string") and
    # it falls back to auto; json_schema is grammar-constrained.
    "llama-server": Profile(named_tool_choice=False, json_schema="honoured"),
    # llama-cpp-python's server: a named tool is grammar-constrained; response_format
    # admits only "text" and "json_object" (422 for json_schema).
    "llama-cpp-python": Profile(named_tool_choice=True, json_schema="rejected"),
    # An endpoint that answers but follows no constraint at all.
    "prose": Profile(named_tool_choice=False, json_schema="ignored", json_object=False),
}


def completion(arguments: str, finish_reason: str = "tool_calls", name: str = "Labels") -> dict:
    return _completion({"role": "assistant", "content": None, "tool_calls": [
        {"id": "t1", "type": "function", "function": {"name": name, "arguments": arguments}}]}, finish_reason)


def text_completion(content: str, finish_reason: str = "stop") -> dict:
    return _completion({"role": "assistant", "content": content}, finish_reason)


def _completion(message: dict, finish_reason: str) -> dict:
    return {
        "id": "fake-1", "object": "chat.completion", "created": 0, "model": "fake",
        "choices": [{"index": 0, "finish_reason": finish_reason, "message": message}],
        "usage": {"prompt_tokens": 50, "completion_tokens": 10, "total_tokens": 60},
    }


def requested_schema(body: dict) -> dict | None:
    """The JSON schema the request asks the answer to fit, however it asks."""
    if body.get("tools"):
        return body["tools"][0]["function"].get("parameters")
    response_format = body.get("response_format") or {}
    if response_format.get("type") == "json_schema":
        return response_format["json_schema"].get("schema")
    for message in body.get("messages", []):  # instructor's JSON mode puts it in the system prompt
        content = message.get("content") or ""
        if isinstance(content, str) and "json_schema:" in content:
            start = content.index("{", content.index("json_schema:"))
            return json.JSONDecoder().raw_decode(content[start:])[0]
    return None


def schema_name(body: dict) -> str:
    """The name of what the request asks for: "Labels", or the probe's."""
    if body.get("tools"):
        return body["tools"][0]["function"]["name"]
    response_format = body.get("response_format") or {}
    if response_format.get("type") == "json_schema":
        return response_format["json_schema"].get("name", "Labels")
    return (requested_schema(body) or {}).get("title", "Labels")


def minimal_instance(schema: dict) -> dict:
    simple = {"boolean": True, "string": "x", "integer": 1, "number": 1.0, "array": [], "object": {}}
    properties = schema.get("properties", {})
    return {name: simple.get(properties[name].get("type"), None) for name in schema.get("required", properties)}


class FakeOpenAI(LocalServer):
    """Actions: "ok", "429:<retry-after s>", "quota" (429, insufficient_quota), "500", "503",
    "echo" (503 whose body repeats the request's Authorization header), "drop", "timeout:<s>",
    "slow:<s>", "drip:<s>" (200, then one byte every 0.3 s for <s> seconds, then the answer),
    "malformed", "schema", "length", "prose". `latency` delays every answer; `by_text` maps a
    text in the user message to the action every request holding it takes; `slots` answers at
    most that many at once, the rest queue (a GPU server's parallel sequences: `llama-server
    --parallel N`, vLLM's batch), so a fleet's capacity adds up."""

    def __init__(self, script=(), default: str = "ok", latency: float = 0.0, labels: dict | None = None,
                 profile: str = "openai", by_text: dict[str, str] | None = None, slots: int | None = None):
        self.script = deque(script)
        self.default = default
        self.latency = latency
        self.labels = labels or GOOD_LABELS
        self.profile = PROFILES[profile]
        self.by_text = by_text or {}
        self.slots = threading.Semaphore(slots) if slots else None
        self.requests: list[dict] = []
        self.probes: list[dict] = []
        self.dead = False  # killed: every request, even on an open connection, is dropped unanswered
        self.in_flight = 0
        self.max_in_flight = 0  # how many requests were being answered at once, at most
        self.lock = threading.Lock()
        super().__init__()
        self.httpd.handle_error = lambda request, address: None  # a client killed mid-answer is expected

    def stop(self) -> None:
        if not self.dead:
            super().stop()

    def kill(self) -> None:
        """The machine dies mid-run: open connections drop, new ones are refused."""
        self.dead = True
        LocalServer.stop(self)

    def next_action(self, body: dict) -> str:
        user = " ".join(str(m.get("content")) for m in body.get("messages", []) if m.get("role") == "user")
        for text, action in self.by_text.items():
            if text in user:
                return action
        with self.lock:
            return self.script.popleft() if self.script else self.default

    def answer(self, body: dict, labels: dict) -> tuple[int, dict]:
        """What the profile's server and an obedient model return for this request."""
        schema = requested_schema(body) or {}
        wanted = labels if schema_name(body) == "Labels" else minimal_instance(schema)
        arguments = json.dumps(wanted)
        response_format = body.get("response_format") or {}
        if body.get("tools"):
            if isinstance(body.get("tool_choice"), dict) and not self.profile.named_tool_choice:
                return 200, text_completion(PROSE)
            return 200, completion(arguments, name=body["tools"][0]["function"]["name"])
        if response_format.get("type") == "json_schema":
            if self.profile.json_schema == "rejected":
                return 422, {"error": {"message": "response_format.type: Input should be 'text' or 'json_object'"}}
            return 200, text_completion(arguments if self.profile.json_schema == "honoured" else PROSE)
        if response_format.get("type") == "json_object" and self.profile.json_object:
            return 200, text_completion(arguments)
        return 200, text_completion(PROSE)

    def handler(self):
        fake = self

        class Handler(JsonHandler):
            def _dead(self) -> bool:
                if fake.dead:
                    self.close_connection = True
                    self.connection.close()
                return fake.dead

            def do_GET(self) -> None:
                if self._dead():
                    return
                self._send(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                if self._dead():
                    return
                seen = {"body": body, "headers": dict(self.headers), "at": time.monotonic()}
                if schema_name(body) != "Labels":
                    with fake.lock:
                        fake.probes.append(seen)
                    return self._send(*fake.answer(body, fake.labels))
                with fake.lock:
                    fake.requests.append(seen)
                    fake.in_flight += 1
                    fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
                try:
                    if fake.slots:
                        with fake.slots:
                            self._answer(body)
                    else:
                        self._answer(body)
                finally:
                    with fake.lock:
                        fake.in_flight -= 1

            def _answer(self, body: dict) -> None:
                action, _, arg = fake.next_action(body).partition(":")
                if fake.latency:
                    time.sleep(fake.latency)
                if action == "429":
                    self._send(429, {"error": {"message": "rate limited"}}, {"retry-after": arg or "1"})
                elif action == "quota":
                    self._send(429, {"error": {"message": "You exceeded your current quota.", "type":
                                               "insufficient_quota", "code": "insufficient_quota"}})
                elif action in ("500", "503"):
                    self._send(int(action), {"error": {"message": "server error"}})
                elif action == "echo":
                    self._send(503, {"error": {"message": f"upstream refused: {self.headers.get('authorization')}"}})
                elif action == "drop":
                    self.close_connection = True
                    self.connection.close()
                elif action == "timeout":
                    time.sleep(float(arg or 5))
                    self.close_connection = True
                    self.connection.close()
                elif action == "drip":
                    self._drip(float(arg or 5), json.dumps(completion(json.dumps(fake.labels))).encode())
                elif action == "malformed":
                    self._send_raw(200, b'{"id": "x", "choices": [')
                elif action == "schema":
                    self._send(200, completion(json.dumps({**fake.labels, "contribution": "banana"})))
                elif action == "length":
                    self._send(200, completion(json.dumps(fake.labels)[:20], finish_reason="length"))
                elif action == "prose":
                    self._send(200, text_completion(PROSE))
                else:
                    if action == "slow":
                        time.sleep(float(arg or 1))
                    self._send(*fake.answer(body, fake.labels))

            def _drip(self, seconds: float, answer: bytes) -> None:
                """Leading whitespace (valid JSON) a byte at a time: never idle, never done."""
                spaces = int(seconds / 0.3)
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(spaces + len(answer)))
                self.end_headers()
                try:
                    for _ in range(spaces):
                        self.wfile.write(b" ")
                        self.wfile.flush()
                        time.sleep(0.3)
                    self.wfile.write(answer)
                except OSError:  # the client gave up: what a deadline does
                    self.close_connection = True

        return Handler
