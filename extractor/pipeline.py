"""The flow: read → find candidates → prompt → infer → verify → cache.

`extract()` is the Python API the CLI is a thin shell over. The model is
started only when some abstract misses the cache, so a warm rerun never
loads it.
"""

from __future__ import annotations

import gc
import queue
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, as_completed
from contextlib import ExitStack, closing, contextmanager, nullcontext
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, ValidationError

from .cache import Cache, CacheKeys, Entry, entry_json, messages_sha256
from .candidates import Candidates, find_candidates, name_before_colon
from .corpus import Abstract, InputProblem, ReadElsewhere, index_corpus, iter_abstracts
from .model import Deferred, EndpointUnreachable, ExtractionFailed, Inference, Model, RateLimited, infer
from .options import RunOptions
from .prompt import Prompt, load_prompt
from . import rules
from .schema import Labels, Provenance, Record, Source, Usage, schema_hash
from .settings import ModelSettings, scrub, secrets_known
from .verify import TextFields, record_of, resolve_text

# The embedded model's context is 4,096 tokens: the fixed prompt takes about 650 (the tools
# block included), the answer up to 700, and the model reads part of the abstract (excerpt.py),
# never more than all of it. Longer abstracts fail their record, never truncated in silence.
MAX_ABSTRACT_CHARS = 8_000
ANSWER_THREADS = "extractor-answers"  # the name prefix of the threads that ask the model


class Failure(BaseModel):
    id: str
    sources: list[Source]
    reason: str
    attempts: int = 0
    last_completion: str | None = None


@dataclass
class Summary:
    model: str = ""
    mode: str = ""  # how the model's output was constrained (probed, forced or known)
    read: int = 0
    unique: int = 0
    cache_hits: int = 0
    model_calls: int = 0
    failures: int = 0
    deferred: int = 0  # waiting in a provider batch job (batch.py): neither written nor failed
    input_problems: int = 0
    usage: Usage = field(default_factory=Usage)  # spent by this run's calls, failed ones included
    cached_usage: Usage = field(default_factory=Usage)  # spent earlier on the records that were cache hits
    seconds: float = 0.0
    endpoints: list[dict] = field(default_factory=list)  # a fleet's requests, failures and latency per endpoint


@dataclass
class RunResult:
    records: list[Record]
    failures: list[Failure]
    problems: list[InputProblem]
    summary: Summary
    entries: list[Entry] = field(default_factory=list)  # what this run computed or hit

    @property
    def ok(self) -> bool:
        return not self.failures and not self.problems and not self.summary.deferred


class AnswersAtHand(Protocol):
    """Answers that need no call (a provider batch's output, batch.BatchModel)."""

    def read_answers(self, jobs: list[Job]) -> list[Inference | None]:
        """Each job's answer read as it is, when it is plainly valid; None: ask the model as usual."""

    def waiting(self, jobs: list[Job]) -> None:
        """These jobs' requests wait for a batch (told once a chunk)."""


class Progress(Protocol):
    def started(self, total: int) -> None: ...

    def finished(self, abstract: Abstract, outcome: str) -> None:
        """Once per unique abstract; outcome is "hit", "call", "failed" or "deferred"."""


CHUNK = 256  # abstracts in flight between reading and writing: memory stays flat
# Every chunk ends by waiting for its slowest answer; with many requests at once a
# chunk holds this many rounds of them, so that wait costs a few percent at most.
ROUNDS_PER_CHUNK = 32


def extract(
    paths: Iterable[str | Path],
    settings: ModelSettings | None = None,
    options: RunOptions | None = None,
    *,
    model: Model | None = None,
    progress: Progress | None = None,
    on_record: Callable[[Record], None] | None = None,
    on_record_line: Callable[[Record, str], None] | None = None,
    keep_entries: bool = False,
    at_hand: AnswersAtHand | None = None,
    store_json: Callable[[dict[str, str]], None] | None = None,
    read_elsewhere: ReadElsewhere | None = None,
    **option_overrides,
) -> RunResult:
    """Extract one record per unique abstract under `paths`.

    `settings` chooses the endpoint (the embedded model when it names none);
    `model` injects a ready Model instead. `options` (or any of its fields as
    keywords: cache_dir, offline, refresh, concurrency, rpm, fields) say how to run:
    `offline` reads only the cache and shipped recordings; `refresh` ignores
    cached answers and asks again; `concurrency` requests run at once, at most
    `rpm` a minute. Records come out in input order whatever the order of the
    answers: returned in the result, or, when `on_record` is given, handed to
    it one by one and not kept, so any input size streams (failures are kept:
    they are listed); `on_record_line` instead is handed each record with its JSON
    (`record.model_dump_json()`, made once for the cache and the output where a
    record is new). `fields` names the input's text, id and title fields
    (default: found by name). `at_hand` answers what it can before the model is asked;
    `store_json` stores its answers (their entries' JSON by key, as `Cache.put_json`) in place of
    the run's cache, each before the records handed on after it (export.RunWriter.stores_in).
    `read_elsewhere` reads `paths` in forked processes (corpus.ReadElsewhere, made with them).
    """
    options = replace(options or RunOptions(), **option_overrides)
    cache_dir, offline, refresh = options.cache_dir, options.offline, options.refresh
    started = time.perf_counter()
    settings = settings or ModelSettings()
    rpm = options.rpm
    concurrency = options.concurrency or (1 if model else settings.concurrency)
    with kept_out_of_gc():  # pass one; iter_abstracts is pass two
        index = (read_elsewhere.index() if read_elsewhere
                 else index_corpus(paths, options.fields, options.shard))
    model_name = model.name if model else settings.model_name
    run = _Run(
        prompt=load_prompt(), cache=Cache(cache_dir, use_recordings=offline), model_name=model_name,
        params=model.params if model else settings.params,
        summary=Summary(model=model_name, read=index.read, unique=len(index.order),
                        input_problems=len(index.problems)),
        progress=progress, keep_entries=keep_entries, on_record=on_record, on_record_line=on_record_line,
        at_hand=at_hand, store_json=store_json,
        lead_alone=model is None and settings.embedded,
    )
    if progress:
        progress.started(len(index.order))
    with ExitStack() as stack:
        stack.callback(run.cache.close)  # also when the run stops on an error
        stack.callback(gc.unfreeze)  # what kept_out_of_gc set aside (the index, a batch's answers) is handed back

        def live() -> Model:
            if run.live is None:
                run.live = model or stack.enter_context(settings.open_model(warm_system=run.prompt.system))
                if rpm:
                    run.live = RateLimited(run.live, rpm)
            return run.live

        chunk: list[Abstract] = []
        size = max(CHUNK, ROUNDS_PER_CHUNK * concurrency)
        abstracts = read_elsewhere.abstracts(index) if read_elsewhere else iter_abstracts(index)
        stack.callback(abstracts.close)
        if read_elsewhere:
            stack.callback(read_elsewhere.close)  # a run that stops early ends its reading process
        for abstract in abstracts:
            chunk.append(abstract)
            if len(chunk) == size:
                run.process(chunk, live, offline, refresh, concurrency)
                chunk = []
        if chunk:
            run.process(chunk, live, offline, refresh, concurrency)
    run.cache.close()
    run.summary.mode = run.live.mode if run.live else ""
    run.summary.endpoints = run.live.endpoint_stats() if run.live else []
    run.summary.seconds = time.perf_counter() - started
    return RunResult(run.records, run.failures, index.problems, run.summary, run.entries)


@contextmanager
def gc_paused() -> Iterator[None]:
    """While reading data that holds no reference cycles (parsed JSON lines, the index), the
    cyclic garbage collector would only go over it again and again as it grows."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@contextmanager
def kept_out_of_gc() -> Iterator[None]:
    """While reading what lives for the whole run (a batch's answers, the index): `gc_paused`, and
    then set aside (gc.freeze) before the collector resumes, which would otherwise go over all of
    it at once at the next allocation (1.35 s after reading 100,000 answers) and again and again as
    records are made. `extract` hands it back (gc.unfreeze) when the run ends."""
    with gc_paused():
        yield
        gc.freeze()


_Done = dict[str, tuple[Record, str | None]]  # abstract id -> its record, with its JSON when made already


@dataclass
class _Run:
    """The state of one run, fed a chunk of abstracts at a time."""

    prompt: Prompt
    cache: Cache
    model_name: str
    params: dict
    summary: Summary
    progress: Progress | None
    keep_entries: bool
    on_record: Callable[[Record], None] | None
    on_record_line: Callable[[Record, str], None] | None
    at_hand: AnswersAtHand | None = None
    store_json: Callable[[dict[str, str]], None] | None = None  # in place of cache.put_json
    live: Model | None = None
    unreachable: str | None = None  # once the endpoint is gone, every later miss fails with this
    # The embedded server shares one batch among its slots' prompts: its first abstract goes
    # alone, so the first record is not held back by several prompts read together.
    lead_alone: bool = False
    records: list[Record] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)

    @cached_property
    def keys(self) -> CacheKeys:
        return CacheKeys(self.model_name, self.prompt.id, schema_hash(), self.params)

    def process(self, chunk: list[Abstract], live: Callable[[], Model], offline: bool, refresh: bool,
                concurrency: int) -> None:
        # A batch's chunk (answers at hand, or deferred: no call waits) makes many objects that die
        # with it: the cyclic collector would go over them about twenty times (4 s of a
        # 100,000-answer collect); paused, it finds them gone.
        with gc_paused() if self.at_hand else nullcontext():
            self._process(chunk, live, offline, refresh, concurrency)

    def _process(self, chunk: list[Abstract], live: Callable[[], Model], offline: bool, refresh: bool,
                 concurrency: int) -> None:
        done, failed, askable = self._settled_without_a_call(chunk, live, offline, refresh)
        in_order = _InOrder(chunk, done, {job.abstract.id for job in askable}, self._emit)
        in_order.flush()  # cache hits at the chunk's head go out before any model call
        waiting: list[Job] = []
        if askable:
            answered: set[str] = set()
            outcomes = _answers(live(), self.prompt, askable, concurrency, lead_alone=self.lead_alone)
            self.lead_alone = False  # once a run
            # closed however the loop ends: a Ctrl-C in its body stops the answers still being asked too
            with closing(outcomes):
                for job, outcome in outcomes:
                    abstract = job.abstract
                    answered.add(abstract.id)
                    if isinstance(outcome, EndpointUnreachable):
                        # Every other abstract would fail the same way: say it once, for each.
                        self.unreachable = str(outcome)
                        failed.extend(self._failure(p.abstract, self.unreachable) for p in askable
                                      if p.abstract.id not in answered or p is job)
                        break
                    if isinstance(outcome, Deferred):
                        waiting.append(job)
                        self.summary.deferred += 1
                        _tell(self.progress, abstract, "deferred")
                        in_order.settled(abstract.id)
                        continue
                    if isinstance(outcome, ExtractionFailed):
                        self.summary.model_calls += outcome.attempts
                        self.summary.usage = self.summary.usage + outcome.usage
                        failed.append(self._failure(abstract, outcome.reason, outcome.attempts,
                                                    outcome.last_raw))
                        in_order.settled(abstract.id)
                        continue
                    self.cache.put(outcome)
                    self._answered(job, outcome, done, None)
                    in_order.settled(abstract.id)
        if waiting and self.at_hand:
            self.at_hand.waiting(waiting)
        in_order.flush(everything=True)
        self.summary.failures += len(failed)
        self.failures.extend(failed)

    def _settled_without_a_call(self, chunk: list[Abstract], live: Callable[[], Model], offline: bool,
                                refresh: bool) -> tuple[_Done, list[Failure], list[Job]]:
        """The chunk's records made from the cache or answers at hand (stored), its failures, and
        the jobs left to ask the model."""
        done: _Done = {}
        failed: list[Failure] = []
        askable: list[Job] = []
        ready: list[tuple[Job, Entry]] = []  # answered without a call (at_hand)
        jobs = [Job.plan(abstract, self.prompt, self.keys) for abstract in chunk]
        stored = [None] * len(jobs) if refresh else self.cache.get_many([(job.key, job.abstract.text) for job in jobs])
        misses: list[Job] = []  # to answer from at_hand, or ask
        offline_miss = None  # why an offline run has no answer: said the same for every miss, looked up once
        for job, entry in zip(jobs, stored):
            abstract = job.abstract
            entry = self._current(job, entry) if entry else None
            if entry is not None:
                done[abstract.id] = (_reused(job, entry.record), None)
                self._entry(entry)
                self.summary.cache_hits += 1
                self.summary.cached_usage = self.summary.cached_usage + entry.usage
                _tell(self.progress, abstract, "hit")
            elif offline:
                offline_miss = offline_miss or self._offline_miss()
                why = self.cache.rejected.get(job.key, offline_miss)
                failed.append(self._failure(abstract, f"{why} (offline)"))
            elif self.unreachable:
                failed.append(self._failure(abstract, self.unreachable))
            elif len(abstract.text) > MAX_ABSTRACT_CHARS:
                failed.append(self._failure(abstract, (
                    f"abstract too long for the model's context ({len(abstract.text)} characters, "
                    f"limit {MAX_ABSTRACT_CHARS}); split it, or use a model with a longer context")))
            else:
                misses.append(job)
        at_hand = self.at_hand.read_answers(misses) if self.at_hand and misses else [None] * len(misses)
        for job, inference in zip(misses, at_hand):
            if inference is None:
                askable.append(job)
            else:
                ready.append((job, _entry_of(live(), self.prompt, job, inference)))
        self._store_ready(ready, done)
        return done, failed, askable

    def _store_ready(self, ready: list[tuple[Job, Entry]], done: dict[str, tuple[Record, str | None]]) -> None:
        """Answers read without a call, stored in one transaction before their records go out;
        each record's JSON is made once, for its cache entry and the output."""
        lines = [entry.record.model_dump_json() for _, entry in ready]
        if ready:
            (self.store_json or self.cache.put_json)(
                {entry.key: entry_json(entry, line) for (_, entry), line in zip(ready, lines)})
        for (job, entry), line in zip(ready, lines):
            self._answered(job, entry, done, line)

    def _answered(self, job: Job, entry: Entry, done: dict[str, tuple[Record, str | None]], line: str | None) -> None:
        """A new answer, stored: counted, and its record (with its JSON `line`, if made) ready to go out."""
        self.summary.model_calls += entry.attempts
        self.summary.usage = self.summary.usage + entry.usage
        self._entry(entry)
        done[job.abstract.id] = (entry.record, line)
        _tell(self.progress, job.abstract, "call")

    def _current(self, job: Job, entry: Entry) -> Entry | None:
        """The entry as it is when this code built its record from a title of the same name (no candidates to
        find); else with its record rebuilt by this code and stored again, if the rules are the same (the title's
        name reaches the rules, not the cache key) or the model was shown the same messages; else None: ask again."""
        same_rules = entry.rules == rules.rules_version()
        if same_rules and name_before_colon(entry.record.title) == name_before_colon(job.abstract.title):
            return entry
        # the same rules under a title of another name: rebuilt from the answer the text is keyed to
        if not same_rules and entry.messages_sha256 != job.messages_sha256:
            return None
        try:
            labels = Labels.model_validate(entry.labels)
        except ValidationError:
            return None
        record = record_of(job.abstract, job.text_fields, labels, entry.record.provenance)
        entry = entry.model_copy(update={"record": record, "rules": rules.rules_version()})
        self.cache.update(entry)
        return entry

    def _offline_miss(self) -> str:
        """Why an offline run has no answer: the absolute cache (a relative --cache-dir read from another folder),
        and where the shipped recordings are when this cache has none."""
        where = self.cache.directory.resolve()
        if any((where / "recordings").glob("*.jsonl")):
            return f"not in the cache at {where} nor its recordings"
        return (f"not in the cache at {where}, which holds no recordings (the shipped ones are in the repository's "
                "cache/: run from the repository, or give --cache-dir REPO/cache)")

    def _failure(self, abstract: Abstract, reason: str, attempts: int = 0, last: str | None = None) -> Failure:
        _tell(self.progress, abstract, "failed")
        return Failure(id=abstract.id, sources=abstract.sources, reason=scrub(reason), attempts=attempts,
                       last_completion=scrub(last) if last else last)

    def _entry(self, entry: Entry) -> None:
        if self.keep_entries:
            self.entries.append(entry)

    def _emit(self, record: Record, line: str | None) -> None:
        if self.on_record_line:
            self.on_record_line(record, line or record.model_dump_json())
        elif self.on_record:
            self.on_record(record)
        else:
            self.records.append(record)


class _InOrder:
    """Hands a chunk's records on in input order as soon as every abstract before
    them is settled (answered, failed or deferred), not when the whole chunk is:
    the first record of a run is written when the first abstract is answered."""

    def __init__(self, chunk: list[Abstract], done: dict[str, tuple[Record, str | None]], waiting: set[str],
                 emit: Callable[[Record, str | None], None]):
        self.order = [abstract.id for abstract in chunk]
        self.done, self.waiting, self.emit = done, waiting, emit
        self.next = 0

    def settled(self, abstract_id: str) -> None:
        self.waiting.discard(abstract_id)
        self.flush()

    def flush(self, everything: bool = False) -> None:
        """Emit up to the first abstract still waiting (or to the end: `everything`)."""
        while self.next < len(self.order):
            abstract_id = self.order[self.next]
            if abstract_id in self.waiting and not everything:
                return
            if abstract_id in self.done:
                self.emit(*self.done[abstract_id])
            self.next += 1


@dataclass
class Job:
    """One abstract's request: its cache key from the text alone, and its
    candidates, messages and what the rules make of its text, found only when
    needed (a cache hit built by this code needs none of them), or known from
    a batch's memo (`knows`)."""

    abstract: Abstract
    prompt: Prompt
    payload: dict
    key: str

    @classmethod
    def plan(cls, abstract: Abstract, prompt: Prompt, keys: CacheKeys) -> Job:
        """The job of `abstract`, `keys` those of the run's model, prompt and parameters."""
        return cls(abstract, prompt, *keys.of(abstract.text))

    @cached_property
    def candidates(self) -> Candidates:
        return find_candidates(self.abstract.text, self.abstract.title)

    @cached_property
    def messages(self) -> list[dict]:
        return self.prompt.messages(self.abstract.text, title=self.abstract.title)

    @cached_property
    def messages_sha256(self) -> str:
        return messages_sha256(self.messages)

    @cached_property
    def text_fields(self) -> TextFields:
        return resolve_text(self.abstract.text, self.candidates)

    def knows(self, messages_sha256: str, text_fields: TextFields) -> None:
        """What this code made earlier of the same text and prompt (batch_memo.py): not made again."""
        self.__dict__.update(messages_sha256=messages_sha256, text_fields=text_fields)


Outcome = Entry | ExtractionFailed | EndpointUnreachable | Deferred


def _answers(model: Model, prompt: Prompt, jobs: list[Job], concurrency: int,
             lead_alone: bool = False) -> Iterator[tuple[Job, Outcome]]:
    """Each job with its entry or its failure, as answers arrive: one at a
    time, or from `concurrency` threads (remote endpoints, and the embedded
    llama-server's parallel slots). `lead_alone`: the first job is asked alone
    before the others, so the run's first record does not wait for `concurrency`
    prompts read together (a server shares one batch among all its slots' prompts)."""
    if concurrency <= 1 or (lead_alone and jobs):
        lead, jobs = (jobs, []) if concurrency <= 1 else (jobs[:1], jobs[1:])
        for job in lead:
            yield job, _outcome(model, prompt, job)
        if not jobs:
            return
    stopped = threading.Event()  # this call's own stop: the model may serve another run after it
    futures: dict[Future, Job] = {}
    try:  # a stop while the threads start stops those started
        futures = _asked_in_threads(lambda job: _extract_one(model, prompt, job, stopped), jobs, concurrency,
                                    stopped)
        for future in as_completed(futures):
            try:
                yield futures[future], future.result()
            except (ExtractionFailed, EndpointUnreachable, Deferred) as err:
                yield futures[future], err
    except BaseException:  # a stop (Ctrl-C, SIGTERM) or the run closing us early
        # Answers still being generated are not waited for (a local server under load took 20 s, a
        # slow endpoint a whole answer): nothing more is asked, and the calls in flight end with
        # the server (stopped on the way out) or with the process.
        stopped.set()
        for future in futures:
            future.cancel()
        raise


def _asked_in_threads(ask: Callable[[Job], Entry], jobs: list[Job], threads: int,
                      stopped: threading.Event) -> dict[Future, Job]:
    """Each job's future, worked by `threads` daemon threads until the jobs run out or `stopped` is set.
    Not concurrent.futures' pool: Python joins its threads at exit, so a stopped run waited for every
    answer in flight (58 s of a slow endpoint's 60 s answer after SIGTERM)."""
    todo: queue.SimpleQueue[tuple[Future, Job]] = queue.SimpleQueue()
    futures: dict[Future, Job] = {}
    for job in jobs:
        future: Future = Future()
        futures[future] = job
        todo.put((future, job))

    def work() -> None:
        while not stopped.is_set():
            try:
                future, job = todo.get_nowait()
            except queue.Empty:
                return
            if not future.set_running_or_notify_cancel():
                continue  # cancelled
            try:
                future.set_result(ask(job))
            except BaseException as err:  # handed to the reader, as concurrent.futures does
                future.set_exception(err)

    for n in range(min(threads, len(jobs))):
        threading.Thread(target=work, name=f"{ANSWER_THREADS}-{n}", daemon=True).start()
    return futures


def _outcome(model: Model, prompt: Prompt, job: Job) -> Outcome:
    try:
        return _extract_one(model, prompt, job)
    except (ExtractionFailed, EndpointUnreachable, Deferred) as err:
        return err


def _extract_one(model: Model, prompt: Prompt, job: Job, stopped: threading.Event | None = None) -> Entry:
    abstract = job.abstract

    def messages(error: str | None) -> list[dict]:
        return job.messages if error is None else prompt.messages(abstract.text, error, abstract.title)

    return _entry_of(model, prompt, job, infer(model, messages, stopped=stopped))


def _entry_of(model: Model, prompt: Prompt, job: Job, inference: Inference) -> Entry:
    usage, seconds = inference.usage, round(inference.seconds, 3)
    provenance = Provenance(model=model.name, endpoint=inference.endpoint or model.endpoint,
                            prompt_version=prompt.id, schema_hash=schema_hash(), usage=usage, seconds=seconds)
    record = record_of(job.abstract, job.text_fields, inference.labels, provenance)
    entry = Entry(key=job.key, request=job.payload, messages_sha256=job.messages_sha256,
                  rules=rules.rules_version(), labels=inference.labels.model_dump(), raw=inference.raw,
                  usage=usage, attempts=inference.attempts, seconds=seconds, record=record)
    return _scrubbed(entry)


def _scrubbed(entry: Entry) -> Entry:
    """The entry with any credential the model repeated taken out: it is cached and written."""
    if not secrets_known():
        return entry
    dumped = entry.model_dump_json()
    clean = scrub(dumped)
    return entry if clean == dumped else Entry.model_validate_json(clean)


def _reused(job: Job, stored: Record) -> Record:
    """A stored record with this run's sources and title (the same text may
    sit elsewhere now)."""
    abstract = job.abstract
    provenance = stored.provenance.model_copy(update={"cached": True})
    return stored.model_copy(update={"sources": abstract.sources, "title": abstract.title, "provenance": provenance})


def _tell(progress: Progress | None, abstract: Abstract, outcome: str) -> None:
    if progress:
        progress.finished(abstract, outcome)
