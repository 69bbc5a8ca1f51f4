"""The flow: read → find candidates → prompt → infer → verify → cache.

`extract()` is the Python API the CLI is a thin shell over. The model is
started only when some abstract misses the cache, so a warm rerun never
loads it.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, ValidationError

from .cache import Cache, Entry, cache_key, key_payload
from .candidates import Candidates, find_candidates
from .corpus import Abstract, InputProblem, read_corpus
from .model import EndpointUnreachable, ExtractionFailed, Model, RateLimited, infer
from .prompt import Prompt, load_prompt
from .schema import Labels, Provenance, Record, Source, Usage, schema_hash
from .settings import ModelSettings
from .verify import resolve


# The embedded model's context is 4,096 tokens: the fixed prompt takes about 900,
# the answer up to 700. Longer abstracts fail their record, never truncated in silence.
MAX_ABSTRACT_CHARS = 8_000


class Failure(BaseModel):
    id: str
    sources: list[Source]
    reason: str
    attempts: int = 0
    last_completion: str | None = None


@dataclass
class Summary:
    read: int = 0
    unique: int = 0
    cache_hits: int = 0
    model_calls: int = 0
    failures: int = 0
    input_problems: int = 0
    usage: Usage = field(default_factory=Usage)
    seconds: float = 0.0


@dataclass
class RunResult:
    records: list[Record]
    failures: list[Failure]
    problems: list[InputProblem]
    summary: Summary
    entries: list[Entry] = field(default_factory=list)  # what this run computed or hit

    @property
    def ok(self) -> bool:
        return not self.failures and not self.problems


class Progress(Protocol):
    def started(self, total: int) -> None: ...

    def finished(self, abstract: Abstract, outcome: str) -> None:
        """Once per unique abstract; outcome is "hit", "call" or "failed"."""


def extract(
    paths: Iterable[str | Path],
    settings: ModelSettings | None = None,
    cache_dir: str | Path = "cache",
    offline: bool = False,
    refresh: bool = False,
    model: Model | None = None,
    progress: Progress | None = None,
    concurrency: int = 1,
    rpm: float | None = None,
) -> RunResult:
    """Extract one record per unique abstract under `paths`.

    `settings` chooses the endpoint (the embedded model when it names none);
    `model` injects a ready Model instead. `offline` reads only the cache and
    shipped recordings; `refresh` ignores cached answers and asks again.
    `concurrency` requests run at once, at most `rpm` a minute; records come
    out in input order whatever the order of the answers.
    """
    started = time.perf_counter()
    settings = settings or ModelSettings()
    corpus = read_corpus(paths)
    prompt = load_prompt()
    cache = Cache(cache_dir, use_recordings=offline)
    model_name = model.name if model else settings.model_name
    params = model.params if model else settings.params
    summary = Summary(read=corpus.read, unique=len(corpus.abstracts), input_problems=len(corpus.problems))
    if progress:
        progress.started(len(corpus.abstracts))
    done: dict[str, Record] = {}
    failures: list[Failure] = []
    entries: list[Entry] = []
    misses: list[Job] = []
    for abstract in corpus.abstracts.values():
        job = Job.plan(abstract, prompt, model_name, params)
        entry = None if refresh else cache.get(job.key)
        record = _rebuilt(job, entry, prompt) if entry else None
        if entry is None or record is None:
            misses.append(job)
            continue
        done[abstract.id] = record
        entries.append(entry)
        summary.cache_hits += 1
        summary.usage = summary.usage + entry.usage
        _tell(progress, abstract, "hit")
    if misses and offline:
        for job in misses:
            failures.append(Failure(id=job.abstract.id, sources=job.abstract.sources, reason="not in the cache (offline)"))
            _tell(progress, job.abstract, "failed")
    elif misses:
        askable = []
        for job in misses:
            if len(job.abstract.text) > MAX_ABSTRACT_CHARS:
                failures.append(Failure(id=job.abstract.id, sources=job.abstract.sources, reason=(
                    f"abstract too long for the model's context ({len(job.abstract.text)} characters, "
                    f"limit {MAX_ABSTRACT_CHARS}); split it, or use a model with a longer context")))
                _tell(progress, job.abstract, "failed")
            else:
                askable.append(job)
        with ExitStack() as stack:
            live = model or stack.enter_context(settings.open_model())
            if rpm:
                live = RateLimited(live, rpm)
            answered: set[str] = set()
            outcomes = _answers(live, prompt, askable, concurrency)
            for job, outcome in outcomes:
                abstract = job.abstract
                answered.add(abstract.id)
                if isinstance(outcome, EndpointUnreachable):
                    # Every other abstract would fail the same way: say it once, for each.
                    outcomes.close()
                    for pending in askable:
                        if pending.abstract.id not in answered or pending is job:
                            failures.append(Failure(id=pending.abstract.id, sources=pending.abstract.sources,
                                                    reason=str(outcome)))
                            _tell(progress, pending.abstract, "failed")
                    break
                if isinstance(outcome, ExtractionFailed):
                    summary.model_calls += outcome.attempts
                    summary.usage = summary.usage + outcome.usage
                    failures.append(Failure(
                        id=abstract.id, sources=abstract.sources, reason=outcome.reason,
                        attempts=outcome.attempts, last_completion=outcome.last_raw,
                    ))
                    _tell(progress, abstract, "failed")
                    continue
                cache.put(outcome)
                entries.append(outcome)
                done[abstract.id] = outcome.record
                summary.model_calls += outcome.attempts
                summary.usage = summary.usage + outcome.usage
                _tell(progress, abstract, "call")
    cache.close()
    records = [done[a] for a in corpus.abstracts if a in done]  # input order
    summary.failures = len(failures)
    summary.seconds = time.perf_counter() - started
    return RunResult(records, failures, corpus.problems, summary, entries)


@dataclass
class Job:
    """One abstract's request: its candidates, messages and cache key."""

    abstract: Abstract
    candidates: Candidates
    messages: list[dict]
    payload: dict
    key: str

    @classmethod
    def plan(cls, abstract: Abstract, prompt: Prompt, model_name: str, params: dict) -> Job:
        candidates = find_candidates(abstract.text)
        messages = prompt.messages(abstract.text, candidates)
        payload = key_payload(abstract.text, model_name, prompt.id, schema_hash(), params, messages)
        return cls(abstract, candidates, messages, payload, cache_key(payload))


def _answers(
    model: Model, prompt: Prompt, jobs: list[Job], concurrency: int
) -> Iterator[tuple[Job, Entry | ExtractionFailed | EndpointUnreachable]]:
    """Each job with its entry or its failure, as answers arrive: one at a
    time, or from `concurrency` threads (remote endpoints; the embedded
    server answers one request at a time anyway)."""
    if concurrency <= 1:
        for job in jobs:
            try:
                yield job, _extract_one(model, prompt, job)
            except (ExtractionFailed, EndpointUnreachable) as err:
                yield job, err
        return
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        futures = {pool.submit(_extract_one, model, prompt, job): job for job in jobs}
        try:
            for future in as_completed(futures):
                try:
                    yield futures[future], future.result()
                except (ExtractionFailed, EndpointUnreachable) as err:
                    yield futures[future], err
        finally:
            for future in futures:
                future.cancel()


def _extract_one(model: Model, prompt: Prompt, job: Job) -> Entry:
    text = job.abstract.text

    def messages(error: str | None) -> list[dict]:
        return job.messages if error is None else prompt.messages(text, job.candidates, error)

    inference = infer(model, messages)
    usage, seconds = inference.usage, round(inference.seconds, 3)
    provenance = Provenance(model=model.name, endpoint=model.endpoint, prompt_version=prompt.id,
                            schema_hash=schema_hash(), usage=usage, seconds=seconds)
    record = _record(job, inference.labels, provenance)
    return Entry(key=job.key, request=job.payload, labels=inference.labels.model_dump(), raw=inference.raw,
                 usage=usage, attempts=inference.attempts, seconds=seconds, record=record)


def _record(job: Job, labels: Labels, provenance: Provenance) -> Record:
    abstract = job.abstract
    resolved = resolve(abstract.text, job.candidates, labels)
    return Record(
        id=abstract.id, sources=abstract.sources, text=abstract.text, title=abstract.title,
        task=resolved.task, contribution=resolved.contribution, methods=resolved.methods,
        benchmarks=resolved.benchmarks, claims=resolved.claims,
        provenance=provenance.model_copy(update={"dropped": resolved.dropped}),
    )


def _rebuilt(job: Job, entry: Entry, prompt: Prompt) -> Record | None:
    """A cached answer made into a record by the current rules, with this
    run's sources (the same text may sit elsewhere now)."""
    try:
        labels = Labels.model_validate(entry.labels)
    except ValidationError:
        return None
    stored = entry.record.provenance
    provenance = stored.model_copy(update={"cached": True})
    return _record(job, labels, provenance)


def _tell(progress: Progress | None, abstract: Abstract, outcome: str) -> None:
    if progress:
        progress.finished(abstract, outcome)
