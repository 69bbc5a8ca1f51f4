"""A fleet: several OpenAI-compatible endpoints serving one run (`--base-url`
repeated, or OPENAI_BASE_URL comma-separated).

One `Model.execute` seam: each call goes to the endpoint with the fewest
requests in flight. An endpoint that fails its health check, or fails
`FAILURES_TO_SET_ASIDE` calls in a row (no answer: refused, dropped, timed out,
429, 5xx), is set aside for `COOL_DOWN` seconds and health-checked again
before it gets more work; a call that got no answer is tried at once on
another endpoint, so a dead machine costs its records no retries. An
endpoint that refuses the key or lacks the model is set aside for the run.

Each endpoint settles its own output mode (one probe each, when it first
serves a call): a fleet may mix servers that answer in different modes
(vLLM takes a forced tool call, llama-server only json_schema), and a probe
is 24 tokens. The cache key does not name the endpoint, so which member
answered never changes it.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import httpx2
from pydantic import BaseModel

from .model import Answer, Budget, EndpointUnreachable, Model, ModelError, NoAnswer

COOL_DOWN = 30.0  # seconds an endpoint is set aside before its next health check
FAILURES_TO_SET_ASIDE = 2  # calls in a row with no answer
HEALTH_TIMEOUT = 5.0  # seconds for GET /models


def healthy(base_url: str) -> str | None:
    """None if the endpoint answers GET /models (any status below 500: a 401
    is an answer, and the first call says what it means), else why not."""
    try:
        response = httpx2.get(base_url.rstrip("/") + "/models", timeout=HEALTH_TIMEOUT)
    except httpx2.HTTPError as err:
        return f"health check failed ({type(err).__name__})"
    return f"health check got HTTP {response.status_code}" if response.status_code >= 500 else None


@dataclass
class Member:
    model: Model
    in_flight: int = 0
    requests: int = 0
    failures: int = 0
    in_a_row: int = 0  # failures since its last answer
    answered: int = 0
    seconds: float = 0.0  # summed latency of the calls it answered
    aside_until: float = 0.0  # monotonic time; 0: in service
    retired: str | None = None  # why it serves no more calls this run
    last_problem: str | None = None

    def stats(self) -> dict:
        return {"endpoint": self.model.endpoint, "requests": self.requests, "failures": self.failures,
                "mean_latency_s": round(self.seconds / self.answered, 3) if self.answered else None,
                "status": self.retired or ("set aside" if self.aside_until else "in service"),
                **({"last_problem": self.last_problem} if self.last_problem else {})}


class Fleet(Model):
    def __init__(self, members: list[Model], cool_down: float = COOL_DOWN, health=healthy):
        if not members:
            raise ValueError("a fleet needs at least one endpoint")
        first = members[0]
        self.name, self.params = first.name, first.params
        self.endpoint = ", ".join(m.endpoint for m in members)
        self.members = [Member(m) for m in members]
        self.cool_down = cool_down
        self.health = health
        self._lock = threading.Lock()

    @property
    def mode(self) -> str:  # type: ignore[override]
        settled = (m.model.mode for m in self.members if m.model.mode and m.model.mode != "auto")
        return ", ".join(dict.fromkeys(settled))  # the modes in use; "auto" until a probe settles one

    @property
    def budget(self) -> Budget:  # type: ignore[override]
        return self.members[0].model.budget

    def check_health(self) -> None:
        """Every endpoint at once; one that fails is set aside before any call."""
        with ThreadPoolExecutor(max_workers=len(self.members)) as pool:
            problems = list(pool.map(lambda m: self.health(m.model.endpoint), self.members))
        for member, problem in zip(self.members, problems):
            if problem:
                self._set_aside(member, problem)

    def endpoint_stats(self) -> list[dict]:
        with self._lock:
            return [m.stats() for m in self.members]

    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        tried: set[int] = set()
        last: ModelError | None = None
        while (member := self._pick(tried)) is not None:
            tried.add(id(member))
            started = time.monotonic()
            try:
                answer = member.model.execute(messages, response_model)
            except NoAnswer as err:
                self._failed(member, err)
                last = err
                continue  # another endpoint may answer now
            except EndpointUnreachable as err:
                self._retire(member, str(err))
                last = err
                continue
            except ModelError:
                self._answered(member, time.monotonic() - started)  # it answered; the answer was wrong
                raise
            except BaseException:
                self._release(member)
                raise
            self._answered(member, time.monotonic() - started)
            if answer.endpoint is None:  # the record names the member that answered, not the fleet
                answer.endpoint = member.model.endpoint
            return answer
        if isinstance(last, NoAnswer):
            raise last
        reasons = "; ".join(f"{m.model.endpoint}: {m.retired}" for m in self.members if m.retired)
        raise self.gate.shut(f"no endpoint of the fleet can serve the run ({reasons})")

    # --- choosing and keeping score ----------------------------------------------------------

    def _pick(self, tried: set[int]) -> Member | None:
        """The member with the fewest in flight among those in service; a member
        whose cool-down ended is health-checked first. With every member set aside,
        the one back soonest is tried anyway: a dead fleet still ends the run
        the way a dead endpoint does (no answer, retried within the record's budget)."""
        while True:
            now = time.monotonic()
            with self._lock:
                left = [m for m in self.members if not m.retired and id(m) not in tried]
                if not left:
                    return None
                ready = [m for m in left if m.aside_until <= now]
                pool = ready or [min(left, key=lambda m: m.aside_until)]
                member = min(pool, key=lambda m: (m.in_flight, m.requests))
                recheck = 0 < member.aside_until <= now
                if recheck:
                    member.aside_until = now + self.cool_down  # one thread checks; the others look elsewhere
                else:
                    member.in_flight += 1
                    member.requests += 1
                    return member
            problem = self.health(member.model.endpoint)
            with self._lock:
                if problem:
                    member.last_problem = problem
                else:
                    member.aside_until, member.in_a_row = 0.0, 0

    def _answered(self, member: Member, seconds: float) -> None:
        self.gate.answered = True
        with self._lock:
            member.in_flight -= 1
            member.answered += 1
            member.seconds += seconds
            member.in_a_row = 0

    def _failed(self, member: Member, err: NoAnswer) -> None:
        with self._lock:
            member.in_flight -= 1
            member.failures += 1
            member.in_a_row += 1
            member.last_problem = str(err)
            if member.in_a_row >= FAILURES_TO_SET_ASIDE:
                member.aside_until = time.monotonic() + self.cool_down

    def _set_aside(self, member: Member, why: str) -> None:
        with self._lock:
            member.last_problem = why
            member.aside_until = time.monotonic() + self.cool_down

    def _retire(self, member: Member, why: str) -> None:
        with self._lock:
            member.in_flight -= 1
            member.failures += 1
            member.retired = why

    def _release(self, member: Member) -> None:
        with self._lock:
            member.in_flight -= 1

    def close(self) -> None:
        for member in self.members:
            member.model.close()
