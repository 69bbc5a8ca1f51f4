"""Any OpenAI-compatible endpoint, through `openai` + `instructor`.

The output mode is what the endpoint supports: with "auto" one tiny probe per
run tries a forced tool call, then `response_format` json_schema, then plain
JSON, and the first that the endpoint satisfies is used for every record.
Known facts behind the order: llama-cpp-python's server constrains a named
tool call with a grammar (and rejects json_schema); llama.cpp's llama-server
rejects an object `tool_choice` and falls back to prose, but constrains
json_schema; OpenAI and vLLM take both; Ollama ignores `tool_choice`.

HTTP is ours: the openai client does not retry (`max_retries=0`); a call that
gets no answer raises `NoAnswer` and the record's budget (`model.infer`)
decides whether to try again. A call's `timeout` is a deadline for the whole
call, checked on every chunk the server sends.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx2
import instructor
import openai
from instructor.core.exceptions import IncompleteOutputException, InstructorRetryException
from pydantic import BaseModel, ValidationError

from ..model import DEFAULT_PARAMS, Answer, Budget, EndpointUnreachable, Model, ModelError, NoAnswer, seconds_left
from ..schema import Usage
from ..defaults import DEFAULT_MODE, DEFAULT_TIMEOUT
from ..settings import keep_secret, scrub

MODES = {"tools": instructor.Mode.TOOLS, "json_schema": instructor.Mode.JSON_SCHEMA,
         "json": instructor.Mode.JSON, "md_json": instructor.Mode.MD_JSON}
PROBE_ORDER = ("tools", "json_schema", "json")
PROBE_MAX_TOKENS = 24  # enough for {"ok": true} in any of the three shapes
MAX_REASON_CHARS = 200  # of a server's own error message, in a failure reason
TOOL_NOTE = "You answered without calling the tool: call the Labels tool, with the answer as its arguments."
JSON_NOTE = "You answered with text around the JSON: answer with one JSON object only, no other text."


class Probe(BaseModel):
    """The probe's whole answer."""

    ok: bool


class OpenAICompatibleModel(Model):
    def __init__(
        self,
        base_url: str,
        name: str,
        api_key: str | None = None,
        mode: str = DEFAULT_MODE,
        params: dict | None = None,
        http_client: Any = None,
        timeout: float = DEFAULT_TIMEOUT,
        budget: Budget | None = None,
        system_note: str = "",
        grammar: str = "",
    ):
        self.name = name
        self.system_note = system_note  # appended to every system message (the embedded llama-server's)
        self.endpoint = base_url
        self.mode = mode
        self.params = {**DEFAULT_PARAMS, **(params or {})}
        self.timeout = timeout
        self.budget = budget or Budget()
        keep_secret(api_key)
        self._mode_lock = threading.Lock()
        # Local servers need no key, but the client insists on one.
        self._openai = openai.OpenAI(
            base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=0,
            http_client=http_client or openai.DefaultHttpxClient(transport=_transport(grammar)),
        )
        self._clients: dict[str, Any] = {}

    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        mode = self.settle_mode()
        client = self._client(mode)
        messages = with_system_note(messages, self.system_note)
        try:
            parsed, completion = client.chat.completions.create_with_completion(
                model=self.name, messages=messages, response_model=response_model,
                max_retries=0,  # one attempt: re-asks are ours, with a prompt that does not grow
                timeout=seconds_left(self.timeout), **self.params,
            )
        except IncompleteOutputException as err:
            raise ModelError("the answer was cut off at max_tokens", _raw_text(err.last_completion),
                             _usage(err.last_completion),
                             note="Your answer was cut off: keep the task short and give ids only.") from err
        except InstructorRetryException as err:
            raise self._classify(_root_cause(err), err.last_completion, mode) from err
        except openai.OpenAIError as err:
            raise self._classify(err, None, mode) from err
        self.gate.answered = True
        return Answer(parsed, _raw_text(completion) or "", _usage(completion))

    # --- the output mode ------------------------------------------------------------------

    def settle_mode(self) -> str:
        """The mode for every call this run: the forced one, or the probe's (once)."""
        with self._mode_lock:
            if self.mode == "auto":
                self.mode = self._probe()
            return self.mode

    def _probe(self) -> str:
        """The first mode whose tiny request the endpoint answers in shape."""
        tried = []
        for mode in PROBE_ORDER:
            try:
                self._client(mode).chat.completions.create(
                    model=self.name, response_model=Probe, max_retries=0, max_tokens=PROBE_MAX_TOKENS,
                    temperature=0.0, timeout=seconds_left(self.timeout),
                    messages=[{"role": "user", "content": 'Answer {"ok": true}.'}],
                )
                self.gate.answered = True
                return mode
            except (InstructorRetryException, IncompleteOutputException) as err:
                cause = _root_cause(err)
                if isinstance(cause, openai.OpenAIError) and not _rejects_the_shape(cause):
                    raise self._classify(cause, None, mode) from err
                tried.append(f"{mode}: {_short(cause)}")
            except openai.OpenAIError as err:
                if not _rejects_the_shape(err):
                    raise self._classify(err, None, mode) from err
                tried.append(f"{mode}: {_short(err)}")
            self.gate.answered = True
        raise self.gate.shut(scrub(
            f"no output mode works at {self.endpoint}: it answers, but not in the shape asked for "
            f"({'; '.join(tried)})"[:400]
            + "; force one with --mode (tools, json_schema, json, md_json)"))

    def _client(self, mode: str) -> Any:
        if mode not in self._clients:
            self._clients[mode] = instructor.from_openai(self._openai, mode=MODES[mode])
        return self._clients[mode]

    # --- failures, in words a user (and the model) can act on ----------------------------

    def _classify(self, cause: BaseException, completion: Any, mode: str) -> ModelError:
        if isinstance(cause, openai.APITimeoutError):
            return NoAnswer(f"no complete answer within {self.timeout:g} s from {self.endpoint}")
        if isinstance(cause, openai.APIConnectionError):
            refused = isinstance(cause.__cause__, httpx2.ConnectError)
            what = "connection refused" if refused else "connection dropped"
            return NoAnswer(f"cannot reach {self.endpoint} ({what})", refused=refused)
        if isinstance(cause, openai.APIStatusError):
            self.gate.answered = True
            return self._status(cause)
        self.gate.answered = True
        if isinstance(cause, ValidationError):
            note = _note(cause)
            if mode != "tools" and all(e["type"] == "json_invalid" for e in cause.errors()):
                note = JSON_NOTE  # prose, or JSON wrapped in prose
            return ModelError(_describe(cause), _raw_text(completion), _usage(completion), note=note)
        if completion is not None and _raw_text(completion) and not _has_tool_call(completion) and mode == "tools":
            return ModelError("the model answered without calling the Labels tool", _raw_text(completion),
                              _usage(completion), note=TOOL_NOTE)
        return ModelError(scrub(f"unusable answer ({type(cause).__name__})"), _raw_text(completion),
                          _usage(completion), note=JSON_NOTE if mode != "tools" else TOOL_NOTE)

    def _status(self, err: openai.APIStatusError) -> ModelError:
        status = err.status_code
        reason = scrub(f"HTTP {status} from {self.endpoint}: {_server_message(err.response)}")
        if status in (401, 403):
            return self.gate.shut(f"{self.endpoint} refused the API key (HTTP {status})")
        if status == 404:
            return self.gate.shut(f"{self.endpoint} has no model {self.name!r} (HTTP 404)")
        if status == 429 and _error_code(err.response) == "insufficient_quota":
            return self.gate.shut(f"{reason} (the account's quota is spent)")
        if status == 429 or status == 408 or status >= 500:
            return NoAnswer(reason, retry_after=_retry_after(err.response), rate_limited=status == 429)
        return ModelError(reason)

    def close(self) -> None:
        self._openai.close()


def with_system_note(messages: list[dict], note: str) -> list[dict]:
    if not note or not messages or messages[0].get("role") != "system":
        return messages
    return [{**messages[0], "content": messages[0]["content"] + note}, *messages[1:]]


def _transport(grammar: str = "") -> httpx2.BaseTransport:
    deadline = DeadlineTransport()
    return GrammarForSchema(deadline, grammar) if grammar else deadline


class GrammarForSchema(httpx2.BaseTransport):
    """Sends `grammar` (GBNF) where a request asks for a json_schema response_format, for a
    llama.cpp server: the embedded llama-server gets the grammar llama-cpp-python's server makes
    from the same schema (at most one space between tokens), not its own converter's (which
    allows newlines and indentation, and the model then wrote pretty-printed JSON: 40 tokens an
    answer instead of 22, and other tasks)."""

    def __init__(self, inner: httpx2.BaseTransport, grammar: str):
        self.inner, self.grammar = inner, grammar

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        if request.method == "POST" and request.url.path.endswith("/chat/completions"):
            body = json.loads(request.read() or b"{}")
            if (body.get("response_format") or {}).get("type") == "json_schema":
                body.pop("response_format")
                body["grammar"] = self.grammar
                headers = {k: v for k, v in request.headers.items() if k.lower() != "content-length"}
                request = httpx2.Request(request.method, request.url, headers=headers, json=body,
                                         extensions=request.extensions)
        return self.inner.handle_request(request)

    def close(self) -> None:
        self.inner.close()


# --- a whole-call deadline --------------------------------------------------------------------


class DeadlineTransport(httpx2.BaseTransport):
    """HTTP whose read timeout is a deadline for the whole response: a server
    that sends a byte now and then can no longer hold a call open past it."""

    def __init__(self, inner: httpx2.BaseTransport | None = None):
        self.inner = inner or httpx2.HTTPTransport(limits=httpx2.Limits(max_connections=1000,
                                                                        max_keepalive_connections=100))

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        seconds = (request.extensions.get("timeout") or {}).get("read")
        response = self.inner.handle_request(request)
        if seconds is not None:
            response.stream = _DeadlineStream(response.stream, time.monotonic() + seconds, request)
        return response

    def close(self) -> None:
        self.inner.close()


class _DeadlineStream(httpx2.SyncByteStream):
    def __init__(self, inner: Any, deadline: float, request: httpx2.Request):
        self.inner, self.deadline, self.request = inner, deadline, request

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self.inner:
            if time.monotonic() > self.deadline:
                raise httpx2.ReadTimeout("the call's deadline passed", request=self.request)
            yield chunk

    def close(self) -> None:
        self.inner.close()


# --- reading what came back -------------------------------------------------------------------


def _root_cause(err: BaseException) -> BaseException:
    """The API or validation error that instructor wrapped."""
    link: BaseException | None = err
    while link is not None:
        if isinstance(link, (openai.OpenAIError, ValidationError)):
            return link
        link = link.__cause__ or link.__context__
    return err


def _rejects_the_shape(err: BaseException) -> bool:
    """A 'bad request' for this way of asking, as opposed to a fault or a refusal."""
    return isinstance(err, openai.APIStatusError) and err.status_code in (400, 415, 422)


def _short(cause: BaseException) -> str:
    if isinstance(cause, openai.APIStatusError):
        return f"HTTP {cause.status_code}"
    if isinstance(cause, ValidationError):
        return "answer did not fit"
    return "answer not in that shape"


def _server_message(response: httpx2.Response) -> str:
    """The server's own error message, not the client library's dump of the reply."""
    try:
        body = response.json()
    except (ValueError, httpx2.ResponseNotRead):
        return response.text[:MAX_REASON_CHARS] if response.is_stream_consumed else ""
    error = body.get("error", body) if isinstance(body, dict) else body
    message = error.get("message", "") if isinstance(error, dict) else error
    return " ".join(str(message).split())[:MAX_REASON_CHARS]


def _error_code(response: httpx2.Response) -> str | None:
    try:
        error = response.json().get("error", {})
    except (ValueError, AttributeError, httpx2.ResponseNotRead):
        return None
    return (error.get("code") or error.get("type")) if isinstance(error, dict) else None


def _retry_after(response: httpx2.Response) -> float | None:
    for header, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        try:
            return float(response.headers[header]) * scale
        except (KeyError, ValueError):
            continue
    return None


def _describe(err: ValidationError) -> str:
    """For the user: which fields were wrong, without the library's dump."""
    return "answer does not fit the schema: " + "; ".join(_field_problem(e) for e in err.errors()[:4])


def _note(err: ValidationError) -> str:
    """For the model: what to change, in the schema's own terms."""
    return "Fix: " + "; ".join(_field_problem(e) for e in err.errors()[:4]) + "."


def _field_problem(error: Any) -> str:
    field = ".".join(str(part) for part in error["loc"]) or "the answer"
    given = json.dumps(error.get("input"), default=str)[:40]
    kind = error["type"]
    if kind == "missing":
        return f"`{field}` is missing"
    if kind == "json_invalid":
        return "the arguments were not valid JSON"
    if kind == "literal_error":
        return f"`{field}` was {given}; it must be one of {error.get('ctx', {}).get('expected', '')}"
    if kind.startswith("int"):
        return f"`{field}` must be an id number (an integer), not {given}"
    if kind == "list_type":
        return f"`{field}` must be a list of id numbers, not {given}"
    if kind == "string_type":
        return f"`{field}` must be a string, not {given}"
    return f"`{field}` is not valid ({given})"


def _has_tool_call(completion: Any) -> bool:
    try:
        return bool(completion.choices[0].message.tool_calls)
    except (AttributeError, IndexError, TypeError):
        return False


def _raw_text(completion: Any) -> str | None:
    """What the model wrote: the tool call's arguments, or the message text."""
    try:
        message = completion.choices[0].message
    except (AttributeError, IndexError, TypeError):
        return None
    if message.tool_calls:
        return message.tool_calls[0].function.arguments
    return message.content


def _usage(completion: Any) -> Usage:
    usage = getattr(completion, "usage", None)
    if usage is None:
        return Usage()
    return Usage(prompt_tokens=usage.prompt_tokens or 0, completion_tokens=usage.completion_tokens or 0)
