"""The provider seam: one abstract `Model.execute`, and the retry loop around it.

Every provider is an OpenAI-compatible endpoint reached through `openai` +
`instructor` (OpenAI, vLLM, Ollama, llama.cpp, the embedded server); tests
plug in a queue-driven fake or canned HTTP through the same seam.

Three budgets bound a run: a call has a deadline (the provider's `timeout`,
never past the record's), a record has attempts and seconds (`Budget`, with
every wait, `Retry-After` included, inside them), and a run stops asking once
the endpoint refuses the key, has no quota or rate-limits record after record
(`RunGate`).
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field

from pydantic import BaseModel
from tenacity import RetryCallState, Retrying, retry_if_exception, wait_exponential

from .defaults import DEFAULT_RECORD_TIMEOUT
from .schema import Labels, Usage

# Greedy decoding: the same abstract gives the same labels, so caching is sound.
DEFAULT_PARAMS = {"temperature": 0.0, "max_tokens": 700, "seed": 0}
MAX_ATTEMPTS = 3  # answers asked for one record, re-asks included
NO_ANSWER_RETRIES = 3  # further tries after no answer (timeout, dropped connection, HTTP 429 or 5xx)
RATE_LIMITED_RECORDS = 2  # records in a row failed by HTTP 429 with no success between: the run stops
RETRY_WAIT = wait_exponential(multiplier=0.5, max=8)  # between tries, unless the server says Retry-After


@dataclass(frozen=True)
class Budget:
    """What one record may spend."""

    attempts: int = MAX_ATTEMPTS
    retries: int = NO_ANSWER_RETRIES
    seconds: float = DEFAULT_RECORD_TIMEOUT


# The monotonic time by which the record being asked for must be done (per thread).
_record_deadline: ContextVar[float | None] = ContextVar("record_deadline", default=None)
# Set when the run asking for that record stops (infer's `stopped`; per thread): a wait for a slot ends then.
_run_stopped: ContextVar[threading.Event | None] = ContextVar("run_stopped", default=None)


def seconds_left(call_seconds: float) -> float:
    """A call's deadline: its own timeout, cut to what is left of the record's budget."""
    deadline = _record_deadline.get()
    if deadline is None:
        return call_seconds
    return max(0.001, min(call_seconds, deadline - time.monotonic()))


@dataclass
class Answer:
    """One model call's result: the parsed labels and the evidence behind them."""

    labels: BaseModel
    raw: str
    usage: Usage
    endpoint: str | None = None  # which endpoint answered, when the model is several (fleet.Fleet)


class ModelError(Exception):
    """A call whose answer was not valid: ask again. Carries the evidence, and
    `note`: what the model is told on the re-ask, in its own terms."""

    def __init__(self, message: str, raw: str | None = None, usage: Usage | None = None, note: str | None = None):
        super().__init__(message)
        self.raw = raw
        self.usage = usage or Usage()
        self.note = note or message


class NoAnswer(ModelError):
    """No answer this time (a timeout, a dropped or refused connection, HTTP 429
    or 5xx): try again with the same prompt, after `retry_after` if the server said."""

    def __init__(self, message: str, retry_after: float | None = None, rate_limited: bool = False,
                 refused: bool = False):
        super().__init__(message)
        self.retry_after = retry_after
        self.rate_limited = rate_limited
        self.refused = refused  # the connection itself was refused: nothing is listening


class EndpointUnreachable(ModelError):
    """The run cannot go on with this endpoint: asking record after record is pointless."""


class RunGate:
    """Run-wide: once it is shut, no new request is sent, and every record
    that would have asked fails with the one reason."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.reason: str | None = None
        self.answered = False  # the endpoint has sent some HTTP response this run
        self._rate_limited_records = 0

    def check(self) -> None:
        if self.reason:
            raise EndpointUnreachable(self.reason)

    def shut(self, reason: str) -> EndpointUnreachable:
        with self._lock:
            self.reason = self.reason or reason
            return EndpointUnreachable(self.reason)

    def record_done(self) -> None:
        with self._lock:
            self._rate_limited_records = 0

    def record_failed(self, last: ModelError) -> EndpointUnreachable | None:
        """The run-wide stop this record's failure means, if it means one."""
        if isinstance(last, NoAnswer) and last.refused and not self.answered:
            return self.shut(str(last))
        if isinstance(last, NoAnswer) and last.rate_limited:
            with self._lock:
                self._rate_limited_records += 1
                persistent = self._rate_limited_records >= RATE_LIMITED_RECORDS
            if persistent:
                return self.shut(f"{last} for {RATE_LIMITED_RECORDS} records in a row with no success: "
                                 "the rate limit does not lift; try later, or lower --rpm / --concurrency")
        return None


_gate_lock = threading.Lock()


class Model(ABC):
    name: str
    endpoint: str
    params: dict
    mode: str = ""  # how output is constrained, once known
    budget: Budget = Budget()  # what one record may spend

    @abstractmethod
    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        """One call; raises ModelError when the answer does not fit the schema."""

    @property
    def gate(self) -> RunGate:
        """This model's run-wide stop (one model serves one run)."""
        with _gate_lock:
            if "_gate" not in self.__dict__:
                self.__dict__["_gate"] = RunGate()
            return self.__dict__["_gate"]

    def endpoint_stats(self) -> list[dict]:
        """Requests, failures and latency per endpoint, when there are several (fleet.Fleet)."""
        return []

    def close(self) -> None:
        pass


class Deferred(Exception):
    """No answer now, and none expected this run: the request waits in a
    provider batch job (batch.py). Not a failure, and never retried."""


class RateLimited(Model):
    """At most `rpm` calls a minute to the wrapped model, across threads."""

    def __init__(self, inner: Model, rpm: float):
        self.inner = inner
        self.name, self.endpoint, self.params = inner.name, inner.endpoint, inner.params
        self.interval = 60.0 / rpm
        self._lock = threading.Lock()
        self._next = 0.0

    @property
    def mode(self) -> str:  # type: ignore[override]
        return self.inner.mode

    @property
    def gate(self) -> RunGate:
        return self.inner.gate

    @property
    def budget(self) -> Budget:  # type: ignore[override]
        return self.inner.budget

    def endpoint_stats(self) -> list[dict]:
        return self.inner.endpoint_stats()

    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        stopped = _run_stopped.get() or threading.Event()
        if stopped.wait(start - now):  # the run stopped while this call waited for its slot
            raise EndpointUnreachable(RUN_STOPPED)
        return self.inner.execute(messages, response_model)


@dataclass
class Inference:
    labels: Labels
    raw: str
    usage: Usage
    seconds: float
    attempts: int
    endpoint: str | None = None  # which endpoint gave the valid answer, when the model is several


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
    note: str | None = None  # what the next re-ask tells the model
    count: int = 0  # calls made
    answers: int = 0  # calls whose answer was invalid
    no_answers: int = 0  # calls with no answer
    out_of_time: str | None = None  # why the record's budget stopped it, if it did


def _worth_retrying(err: BaseException) -> bool:
    return isinstance(err, ModelError) and not isinstance(err, EndpointUnreachable)


def _wait(retry_state: RetryCallState) -> float:
    err = retry_state.outcome.exception() if retry_state.outcome else None
    if isinstance(err, NoAnswer) and err.retry_after is not None:
        return max(0.0, err.retry_after)
    return RETRY_WAIT(retry_state)


RUN_STOPPED = "the run was stopped"


def infer(
    model: Model,
    build_messages: Callable[[str | None], list[dict]],
    budget: Budget | None = None,
    stopped: threading.Event | None = None,
) -> Inference:
    """Ask until the answer validates, within the record's budget. A re-ask
    rebuilds the prompt from scratch with a short note on what was wrong, so it
    never grows per retry; a call with no answer is asked again unchanged.
    Once `stopped` is set (the run is stopping), no call or wait starts."""
    budget = budget or model.budget
    stopped = stopped or threading.Event()
    state = _Attempts()
    started = time.perf_counter()
    deadline = time.monotonic() + budget.seconds

    def stop(retry_state: RetryCallState) -> bool:
        err = retry_state.outcome.exception() if retry_state.outcome else None
        if isinstance(err, NoAnswer) and state.no_answers > budget.retries:
            return True
        if not isinstance(err, NoAnswer) and state.answers >= budget.attempts:
            return True
        left = deadline - time.monotonic()
        if retry_state.upcoming_sleep >= left:
            waited = "Retry-After" if isinstance(err, NoAnswer) and err.retry_after is not None else "a wait"
            state.out_of_time = (f"{waited} of {retry_state.upcoming_sleep:g} s is beyond what is left of the "
                                 f"record's {budget.seconds:g} s budget ({max(left, 0):.0f} s)")
            return True
        return False

    # a wait between tries ends early when the run stops (the next try then does not start)
    retrying = Retrying(stop=stop, wait=_wait, retry=retry_if_exception(_worth_retrying), reraise=True,
                        sleep=stopped.wait)
    try:
        for attempt in retrying:
            with attempt:
                if stopped.is_set():
                    raise EndpointUnreachable(RUN_STOPPED)
                model.gate.check()
                state.count += 1
                token, stop_token = _record_deadline.set(deadline), _run_stopped.set(stopped)
                try:
                    answer = model.execute(build_messages(state.note), Labels)
                except NoAnswer as err:
                    state.no_answers += 1
                    state.usage = state.usage + err.usage
                    raise
                except EndpointUnreachable:
                    raise
                except ModelError as err:
                    state.answers += 1
                    state.usage = state.usage + err.usage
                    state.last_raw = err.raw or state.last_raw
                    state.note = err.note
                    raise
                finally:
                    _record_deadline.reset(token)
                    _run_stopped.reset(stop_token)
                state.usage = state.usage + answer.usage
                assert isinstance(answer.labels, Labels)
                model.gate.record_done()
                return Inference(
                    answer.labels, answer.raw, state.usage, time.perf_counter() - started, state.count,
                    answer.endpoint,
                )
    except EndpointUnreachable:
        raise
    except ModelError as err:
        run_wide = model.gate.record_failed(err)
        if run_wide is not None:
            raise run_wide from err
        reason = f"{err}; {state.out_of_time}" if state.out_of_time else str(err)
        raise ExtractionFailed(reason, state.last_raw, state.count, state.usage) from err
    raise AssertionError("unreachable: tenacity either returns or raises")
