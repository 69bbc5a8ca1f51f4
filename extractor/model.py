"""The provider seam: one abstract `Model.execute`, and the retry loop around it.

Every provider is an OpenAI-compatible endpoint reached through `openai` +
`instructor` (OpenAI, vLLM, Ollama, llama.cpp, the embedded server); tests
plug in a queue-driven fake or canned HTTP through the same seam.
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field

from pydantic import BaseModel
from tenacity import Retrying, retry_if_exception, stop_after_attempt, wait_exponential

from .schema import Labels, Usage

# Greedy decoding: the same abstract gives the same labels, so caching is sound.
DEFAULT_PARAMS = {"temperature": 0.0, "max_tokens": 700, "seed": 0}
MAX_ATTEMPTS = 3
RETRY_WAIT = wait_exponential(multiplier=0.5, max=8)  # between re-asks; HTTP retries are the client's


@dataclass
class Answer:
    """One model call's result: the parsed labels and the evidence behind them."""

    labels: BaseModel
    raw: str
    usage: Usage


class ModelError(Exception):
    """A call that did not yield a valid answer. Carries the evidence."""

    def __init__(self, message: str, raw: str | None = None, usage: Usage | None = None):
        super().__init__(message)
        self.raw = raw
        self.usage = usage or Usage()


class EndpointUnreachable(ModelError):
    """No answer at all from the endpoint: retrying record after record is pointless."""


class Model(ABC):
    name: str
    endpoint: str
    params: dict

    @abstractmethod
    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        """One call; raises ModelError when the answer does not fit the schema."""

    def close(self) -> None:
        pass


class RateLimited(Model):
    """At most `rpm` calls a minute to the wrapped model, across threads."""

    def __init__(self, inner: Model, rpm: float):
        self.inner = inner
        self.name, self.endpoint, self.params = inner.name, inner.endpoint, inner.params
        self.interval = 60.0 / rpm
        self._lock = threading.Lock()
        self._next = 0.0

    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        time.sleep(start - now)
        return self.inner.execute(messages, response_model)


@dataclass
class Inference:
    labels: Labels
    raw: str
    usage: Usage
    seconds: float
    attempts: int


class ExtractionFailed(Exception):
    """The final error after every attempt, with the last completion, attempts and usage."""

    def __init__(self, reason: str, last_raw: str | None, attempts: int, usage: Usage):
        super().__init__(reason)
        self.reason = reason
        self.last_raw = last_raw
        self.attempts = attempts
        self.usage = usage


@dataclass
class _Attempts:
    usage: Usage = field(default_factory=Usage)
    last_raw: str | None = None
    last_error: str | None = None
    count: int = 0


def _worth_retrying(err: BaseException) -> bool:
    return isinstance(err, ModelError) and not isinstance(err, EndpointUnreachable)


def infer(
    model: Model,
    build_messages: Callable[[str | None], list[dict]],
    max_attempts: int = MAX_ATTEMPTS,
) -> Inference:
    """Ask until the answer validates. A re-ask rebuilds the prompt from scratch
    with a short, capped note on the last error, so it never grows per retry."""
    state = _Attempts()
    started = time.perf_counter()
    retrying = Retrying(
        stop=stop_after_attempt(max_attempts),
        wait=RETRY_WAIT,
        retry=retry_if_exception(_worth_retrying),
        reraise=True,
    )
    try:
        for attempt in retrying:
            with attempt:
                state.count += 1
                try:
                    answer = model.execute(build_messages(state.last_error), Labels)
                except ModelError as err:
                    state.usage = state.usage + err.usage
                    state.last_raw = err.raw or state.last_raw
                    state.last_error = str(err)
                    raise
                state.usage = state.usage + answer.usage
                assert isinstance(answer.labels, Labels)
                return Inference(
                    answer.labels, answer.raw, state.usage, time.perf_counter() - started, state.count
                )
    except EndpointUnreachable:
        raise
    except ModelError as err:
        raise ExtractionFailed(str(err), state.last_raw, state.count, state.usage) from err
    raise AssertionError("unreachable: tenacity either returns or raises")
