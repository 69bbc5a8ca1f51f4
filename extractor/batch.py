"""Provider batch jobs (OpenAI's `/v1/batches`, and vLLM's offline `run_batch`,
which reads and writes the same JSONL).

A request line is `{"custom_id", "method": "POST", "url": "/v1/chat/completions",
"body"}`; its body is exactly what a live call sends: the live provider's own
`execute` runs with a transport that keeps the request instead of sending it.
An output line is `{"custom_id", "response": {"status_code", "body"}, "error"}`;
a plainly valid body is read as instructor reads it (`clean_answer`, checked equal
to the live client's reading in tests); any other goes back through the same
`execute`, the transport handing it over as the server's reply, so it is parsed,
classified and re-asked exactly as a live one; every record is built by the same
verify/claims code.

The custom_id is the SHA-256 of the messages (`cache.messages_sha256`): the
same abstract asks with the same id in every run, and a re-ask (the same
prompt plus a note on what was wrong) with another.

State lives in `<cache-dir>/batches/`: one JSON file per submission, written
before the upload (its id goes in the batch's metadata), updated with the
batch id after the create, and with the downloaded output and error files
(kept beside it) once the batch ends. A rerun therefore finds a submission
cut short between create and save by its metadata, never submits an
abstract twice while its batch runs, and never needs a download twice.
"""

from __future__ import annotations

import contextvars
import json
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

import httpx2
from pydantic import BaseModel

from . import fastjson
from .cache import messages_sha256
from .defaults import BATCH_MODE
from .model import Answer, Deferred, Inference, Model, NoAnswer
from .schema import Labels, Usage
from .settings import ModelSettings

if TYPE_CHECKING:
    from .batch_memo import Memo
    from .pipeline import Job

BATCH_URL = "/v1/chat/completions"
TERMINAL = ("completed", "expired", "failed", "cancelled")
STATE_DIR = "batches"
SUBMISSION_KEY = "extractor_submission"  # batch metadata: which submission file created it


# --- the live request, kept or answered from a file -------------------------------------------


@dataclass
class _Exchange:
    request: dict | None = None  # the body the live call would send
    reply: tuple[int, dict] | None = None  # what the "server" answers: a batch output line's response


_exchange: contextvars.ContextVar[_Exchange | None] = contextvars.ContextVar("batch_exchange", default=None)


class _FileTransport(httpx2.BaseTransport):
    """Keeps the request the live client sends; answers with the batch's reply, or
    with 599 when there is none (the request is only being written down)."""

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        exchange = _exchange.get()
        assert exchange is not None, "the batch transport is only used inside BatchModel"
        exchange.request = json.loads(request.read())
        status, body = exchange.reply or (599, {"error": {"message": "kept for a batch file, not sent"}})
        return httpx2.Response(status, json=body, request=request)


def batch_settings(settings: ModelSettings) -> ModelSettings:
    """The settings a batch uses: a forced output mode (auto would probe)."""
    from dataclasses import replace

    return replace(settings, mode=BATCH_MODE if settings.mode == "auto" else settings.mode)


def request_shaper(settings: ModelSettings) -> Model:
    """The live provider, wired to a file instead of the network."""
    return batch_settings(settings).remote_model(
        "http://batch.invalid/v1", http_client=httpx2.Client(transport=_FileTransport()))


def request_line(custom_id: str, body: dict) -> str:
    return json.dumps({"custom_id": custom_id, "method": "POST", "url": BATCH_URL, "body": body},
                      ensure_ascii=False, separators=(",", ":"))


class RequestLines:
    """The requests kept for a new batch, each line written as it comes to a spool file, so
    memory holds where each line is (100,000 bodies with their messages took over 1 GB);
    `put` writes them in custom_id order to a temporary name renamed into place (a run cut
    short leaves the previous file or none). A custom_id kept twice is written once."""

    def __init__(self, spool: Path):
        self.spool = spool
        self._stream = None
        self._places: dict[str, tuple[int, int]] = {}  # custom_id -> (offset, length) in the spool
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._places)

    def custom_ids(self) -> list[str]:
        return sorted(self._places)

    def add(self, custom_id: str, body: dict) -> None:
        line = (request_line(custom_id, body) + "\n").encode("utf-8")
        with self._lock:
            if custom_id in self._places:
                return
            if self._stream is None:
                self.spool.parent.mkdir(parents=True, exist_ok=True)
                self._stream = self.spool.open("w+b")
            self._places[custom_id] = (self._stream.seek(0, os.SEEK_END), len(line))
            self._stream.write(line)

    def put(self, path: Path) -> None:
        """The lines, in custom_id order, as the file `path`."""
        from .export import atomic_path

        with atomic_path(path) as temporary, temporary.open("wb") as out:
            for custom_id in self.custom_ids():
                offset, length = self._places[custom_id]
                self._stream.seek(offset)
                out.write(self._stream.read(length))

    def close(self) -> None:
        """The spool removed (its lines are put where they go first)."""
        if self._stream is not None:
            self._stream.close()
            self._stream = None
        self.spool.unlink(missing_ok=True)


class BatchModel(Model):
    """Answers from collected batch output where there is one (each at most once
    a run: a second ask for the same messages is a re-ask); a request waiting in a
    running batch is Deferred; any other (a new abstract, a failed line, a re-ask
    with its note) is kept in `requests` for a new batch, and Deferred.

    It is also the pipeline's AnswersAtHand: a plainly valid answer to an
    abstract's first ask is read without the retry loop or the live client
    (`read_answers`, a chunk at a time; an answer run_batch read as it collected it is an
    Answer already), with the request's custom_id and the rules' part of its record from the
    memo made when the request was written (`waiting`, batch_memo.py)."""

    def __init__(self, settings: ModelSettings, answers: dict[str, dict | Answer], pending: set[str], memo: Memo,
                 requests: RequestLines):
        self.settings = batch_settings(settings)
        self.name, self.params = settings.model_name, settings.params
        self.endpoint = "batch"
        self.mode = self.settings.mode
        self.budget = settings.budget
        self.answers, self.pending, self.memo = answers, pending, memo
        self.requests = requests
        self.replayed = 0
        self._used: set[str] = set()
        self._recalled: set[str] = set()  # keys of the jobs the memo knew
        self._bodies: dict[type[BaseModel], dict] = {}  # a request body, all but its messages
        self._lock = threading.Lock()
        self._shaper_lock = threading.Lock()
        self._shaper: Model | None = None

    @property
    def shaper(self) -> Model:
        """The live client, made (openai imported) only when a request or a reply needs it;
        made once, though worker threads may ask for it together."""
        with self._shaper_lock:
            if self._shaper is None:
                self._shaper = request_shaper(self.settings)
            return self._shaper

    # --- answers at hand: the pipeline's fast path -------------------------------------------------

    def read_answers(self, jobs: list[Job]) -> list[Inference | None]:
        """Each job's `answer`, the memo asked once for them all."""
        known = self.memo.recall_many([(job.payload["text_sha256"], job.abstract.text) for job in jobs])
        for job, recalled in zip(jobs, known):
            if recalled is not None:
                job.knows(*recalled)
                self._recalled.add(job.key)
        return [self.answer(job) for job in jobs]

    def answer(self, job: Job) -> Inference | None:
        """The answer to the job's first ask when it is plainly valid (clean_answer), as
        `infer` would return it; None for anything else (missing, failed, a re-ask), which
        goes through `execute` and the live client."""
        started = time.perf_counter()
        line = self.answers.get(job.messages_sha256)
        answer = line if isinstance(line, Answer) else _clean_line(line, self.mode) if line is not None else None
        if answer is None:
            return None
        with self._lock:
            self.replayed += 1
        return Inference(answer.labels, answer.raw, answer.usage, time.perf_counter() - started, 1)

    def waiting(self, jobs: list[Job]) -> None:
        """The rules' part of these jobs' records, made now and kept for their collect."""
        fresh = [job for job in jobs if job.key not in self._recalled]
        self.memo.keep([(job.payload["text_sha256"], job.messages_sha256, job.text_fields) for job in fresh])

    # --- the live path -----------------------------------------------------------------------------

    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        custom_id = messages_sha256(messages)
        reply = self._reply(custom_id)
        if reply is not None:
            return self._through_the_live_path(messages, response_model, reply)
        if custom_id in self.pending:
            raise Deferred(f"waits in a running batch ({custom_id})")
        self.requests.add(custom_id, self.request_body(messages, response_model))
        raise Deferred("kept for a new batch")

    def request_body(self, messages: list[dict], response_model: type[BaseModel]) -> dict:
        """What the live client sends: shaped by it once a run, then that body with each
        request's messages (when the client sends the messages as given, as in the modes
        tools and json_schema, nothing else in the body depends on them)."""
        body = self._bodies.get(response_model)
        if body is not None:
            return {key: messages if key == "messages" else value for key, value in body.items()}
        body = self._shaped(messages, response_model)
        if body.get("messages") == messages:
            self._bodies[response_model] = body
        return body

    def _shaped(self, messages: list[dict], response_model: type[BaseModel]) -> dict:
        exchange = _Exchange()
        token = _exchange.set(exchange)
        try:
            self.shaper.execute(messages, response_model)
        except NoAnswer:
            pass  # the 599 that stands for "not sent"
        finally:
            _exchange.reset(token)
        assert exchange.request is not None
        return exchange.request

    def _reply(self, custom_id: str) -> tuple[int, dict] | Answer | None:
        """The batch's answer to this request, if it has one not used yet this run (read ahead: an Answer)."""
        with self._lock:
            line = self.answers.get(custom_id)
            if line is None or custom_id in self._used:
                return None
            self._used.add(custom_id)
        return line if isinstance(line, Answer) else reply_of(line)

    def _through_the_live_path(self, messages, response_model, reply) -> Answer:
        if isinstance(reply, Answer):  # read with the answers, its line let go (a re-ask answered in a later batch)
            assert response_model is Labels, "answers are read for Labels, which infer asks for"
            answer = reply
        else:
            answer = clean_answer(reply, response_model, self.mode)
        if answer is None:  # anything else: the live client parses, classifies and words it
            answer = self._through_the_live_client(messages, response_model, reply)
        with self._lock:
            self.replayed += 1
        return answer

    def _through_the_live_client(self, messages, response_model, reply) -> Answer:
        token = _exchange.set(_Exchange(reply=reply))
        try:
            answer = self.shaper.execute(messages, response_model)
        finally:
            _exchange.reset(token)
        return answer

    def close(self) -> None:
        if self._shaper is not None:
            self._shaper.close()
        self.memo.close()
        self.requests.close()


# The modes whose answer the live client (instructor) reads as one JSON text with
# `response_model.model_validate_json`: the first tool call's arguments, or the message.
_CLEAN_ANSWER_MODES = ("tools", "json_schema")


def clean_answer(reply: tuple[int, dict], response_model: type[BaseModel], mode: str) -> Answer | None:
    """The Answer the live client makes of a reply that is plainly valid: HTTP
    200, a first choice not cut off at max_tokens and not a refusal, whose JSON
    text (the first tool call's arguments in mode tools, the message in mode
    json_schema) validates with `response_model.model_validate_json`, as
    instructor validates it. None for anything else, which then goes through the
    live client itself, so that every failure is classified and worded (and
    re-asked) exactly as a live one. This skips building and parsing the openai
    and instructor objects, most of a collected answer's time (tests/test_batch
    checks both ways give the same Answer)."""
    if mode not in _CLEAN_ANSWER_MODES:
        return None
    status, body = reply
    try:
        choice = body["choices"][0]
        message = choice["message"]
        if status != 200 or choice.get("finish_reason") == "length" or message.get("refusal") is not None:
            return None
        calls = message.get("tool_calls") or []
        text = (calls[0]["function"]["arguments"] if calls else None) if mode == "tools" else message.get("content")
        raw = calls[0]["function"]["arguments"] if calls else message.get("content")
        if not isinstance(text, str) or not isinstance(raw, str):
            return None
        labels = response_model.model_validate_json(text)
        usage = _usage_of(body.get("usage"))
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):  # ValidationError is a ValueError
        return None
    return Answer(labels, raw, usage)


def _clean_line(line: dict, mode: str) -> Answer | None:
    """clean_answer of an output line's reply, for Labels; None for an error line. A batch run makes
    it as it reads the answers (run_batch), while it waits on pass one's index (corpus.ReadElsewhere),
    and keeps the Answer in place of the line (a parsed line took twice the memory)."""
    reply = reply_of(line)
    return clean_answer(reply, Labels, mode) if reply is not None else None


def _usage_of(usage: dict | None) -> Usage:
    """The token counts as the live client reads them (missing or null: 0)."""
    if usage is None:
        return Usage()
    return Usage(prompt_tokens=usage.get("prompt_tokens") or 0, completion_tokens=usage.get("completion_tokens") or 0)


def reply_of(line: dict) -> tuple[int, dict] | None:
    """(status, body) of an output line that holds a response; None for an error line."""
    response = line.get("response")
    if line.get("error") or not isinstance(response, dict) or not isinstance(response.get("body"), dict):
        return None
    status = response.get("status_code", 200)
    return (status, response["body"]) if isinstance(status, int) else None


# --- output files ------------------------------------------------------------------------------


@dataclass
class Collected:
    answers: dict[str, dict | Answer] = field(default_factory=dict)  # custom_id -> output line with a response
    failed: int = 0  # error lines and lines whose request failed
    malformed: list[str] = field(default_factory=list)  # "FILE:LINE: why"


def read_outputs(files: list[Path], collected: Collected | None = None,
                 kept: Callable[[dict], dict | Answer] | None = None) -> Collected:
    """Every output and error line of `files`, in order: a later answer replaces an
    earlier one, an error line never replaces an answer. `kept` makes what is kept of an
    answer's line (run_batch: its Answer, when plainly valid)."""
    collected = collected or Collected()
    for file in files:
        for number, line in _lines(file):
            try:
                item = fastjson.loads(line)
                custom_id = item["custom_id"]
                if not isinstance(custom_id, str):
                    raise TypeError("custom_id is not a string")
            except (ValueError, KeyError, TypeError) as err:
                collected.malformed.append(f"{file}:{number}: not an output line ({type(err).__name__})")
                continue
            reply = reply_of(item)
            if reply is None or reply[0] != 200:  # asked again, in a new batch or live
                collected.failed += 1
                continue
            collected.answers[custom_id] = kept(item) if kept else item
    return collected


def _lines(file: Path) -> Iterator[tuple[int, str]]:
    with file.open(encoding="utf-8", errors="replace") as stream:
        for number, line in enumerate(stream, 1):
            if line.strip():
                yield number, line


# --- submissions and their state -----------------------------------------------------------------


class Submission(BaseModel):
    id: str
    created: str
    model: str
    custom_ids: list[str]
    input: str  # the request file, beside this state
    batch_id: str | None = None
    status: str = "written"
    counts: dict[str, int] = {}
    outputs: list[str] = []  # downloaded output and error files, beside this state
    done: bool = False
    note: str | None = None


class BatchState:
    def __init__(self, cache_dir: Path):
        self.directory = Path(cache_dir) / STATE_DIR

    def submissions(self) -> list[Submission]:
        if not self.directory.is_dir():
            return []
        found = [Submission.model_validate_json(p.read_text(encoding="utf-8"))
                 for p in sorted(self.directory.glob("*.state.json"))]
        return sorted(found, key=lambda s: (s.created, s.id))

    def save(self, submission: Submission) -> None:
        from .export import write_atomic

        self.directory.mkdir(parents=True, exist_ok=True)
        write_atomic(self.directory / f"{submission.id}.state.json", submission.model_dump_json(indent=1) + "\n")

    def path(self, name: str) -> Path:
        return self.directory / name

    def new(self, model: str, requests: RequestLines) -> Submission:
        """A submission with its request file written, not yet uploaded."""
        self.directory.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S")
        submission = Submission(id=f"{stamp}-{uuid.uuid4().hex[:8]}", created=datetime.now(timezone.utc).isoformat(),
                                model=model, custom_ids=requests.custom_ids(), input="")
        submission.input = f"{submission.id}.input.jsonl"
        requests.put(self.path(submission.input))
        self.save(submission)
        return submission

    def spool(self) -> Path:
        """Where a run keeps the request lines it makes until they are put in place (named as
        a temporary file, so that one a killed run left is removed by the next)."""
        from .export import remove_orphans

        if self.directory.is_dir():
            remove_orphans(self.directory)
        return self.path(f".requests.spool.{os.getpid()}.tmp")

    def imported(self, results: Path) -> Submission:
        """A results file made elsewhere (vLLM's run_batch, another account), kept as a finished submission."""
        import shutil

        self.directory.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S")
        submission = Submission(id=f"{stamp}-{uuid.uuid4().hex[:8]}", created=datetime.now(timezone.utc).isoformat(),
                                model="", custom_ids=[], input="", status="imported", done=True,
                                note=f"collected from {results}")
        kept = f"{submission.id}.output.jsonl"
        shutil.copyfile(results, self.path(kept))
        submission.outputs = [kept]
        self.save(submission)
        return submission

    def collected(self, kept: Callable[[dict], dict | Answer] | None = None) -> Collected:
        done = [s for s in self.submissions() if s.done]
        return read_outputs([self.path(name) for s in done for name in s.outputs], kept=kept)

    def pending(self) -> set[str]:
        return {cid for s in self.submissions() if not s.done for cid in s.custom_ids}


# --- the Batch API -------------------------------------------------------------------------------


class BatchAPI:
    """The few calls of OpenAI's Batch API the flow needs, through the openai client."""

    def __init__(self, base_url: str, api_key: str | None, timeout: float):
        import openai

        self.client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout,
                                    max_retries=2)

    def submit(self, state: BatchState, submission: Submission) -> None:
        with state.path(submission.input).open("rb") as requests:
            uploaded = self.client.files.create(file=(submission.input, requests), purpose="batch")
        batch = self.client.batches.create(input_file_id=uploaded.id, endpoint=BATCH_URL, completion_window="24h",
                                           metadata={SUBMISSION_KEY: submission.id})
        submission.batch_id, submission.status = batch.id, batch.status
        state.save(submission)

    def find(self, submission: Submission) -> str | None:
        """The batch a submission created before its id could be saved, if any."""
        for batch in self.client.batches.list(limit=100):
            if (batch.metadata or {}).get(SUBMISSION_KEY) == submission.id:
                return batch.id
        return None

    def poll(self, state: BatchState, submission: Submission) -> None:
        """Bring a submission up to date: adopt a batch created unsaved, read its
        status, and once it has ended download its output and error files."""
        if submission.batch_id is None:
            submission.batch_id = self.find(submission)
            if submission.batch_id is None:  # cut short before the create: never submitted
                submission.done, submission.status = True, "never submitted"
                state.save(submission)
                return
        batch = self.client.batches.retrieve(submission.batch_id)
        submission.status = batch.status
        counts = batch.request_counts
        submission.counts = ({"total": counts.total, "completed": counts.completed, "failed": counts.failed}
                             if counts else {})
        if batch.status in TERMINAL:
            submission.outputs = [self._download(state, submission, file_id, kind)
                                  for kind, file_id in (("output", batch.output_file_id),
                                                        ("errors", batch.error_file_id)) if file_id]
            submission.done = True
        state.save(submission)

    def _download(self, state: BatchState, submission: Submission, file_id: str, kind: str) -> str:
        from .export import write_atomic

        name = f"{submission.id}.{kind}.jsonl"
        write_atomic(state.path(name), self.client.files.content(file_id).text)
        return name

    def close(self) -> None:
        self.client.close()


def status_line(submission: Submission) -> str:
    counts = submission.counts
    done = f", {counts.get('completed', 0)}/{counts.get('total', 0)} done, {counts.get('failed', 0)} failed" \
        if counts else ""
    batch = submission.batch_id or "not created"
    return f"{submission.id}: batch {batch}, {submission.status}{done}, {len(submission.custom_ids)} requests"


# --- the flow: poll, collect, submit what is missing --------------------------------------------


@dataclass
class BatchReport:
    submissions: list[Submission]
    collected: Collected
    replayed: int = 0  # answers taken from batch output this run
    submitted: Submission | None = None  # the new batch, if one was created
    written: int = 0  # requests written (to a new batch or a file)


def run_batch(paths, settings: ModelSettings, options, *, api: BatchAPI | None, submit: bool = True,
              write_to: Path | None = None, **sinks):
    """One pass of the batch flow over `paths`: poll the running batches (`api`),
    collect every finished one's answers (a plainly valid one read directly, any other
    through the live client, so it is classified and re-asked as a live one), then send what
    misses the cache in a new batch (`api` and `submit`), or write its request
    file (`write_to`). Returns the run's result and a BatchReport."""
    from .corpus import ReadElsewhere

    paths = list(paths)
    # pass one begins now, in another process, before the rules are imported (0.15 s): the run
    # waits on its index, and the answers are read meanwhile
    read_elsewhere = ReadElsewhere(paths, options.fields, options.shard)
    from .batch_memo import Memo  # here: `batch status` only polls, and needs no rules
    from .pipeline import extract, kept_out_of_gc
    from .prompt import load_prompt

    state = BatchState(options.cache_dir)
    for submission in state.submissions():
        if not submission.done and api is not None:
            api.poll(state, submission)
    mode = batch_settings(settings).mode
    with kept_out_of_gc():  # each plainly valid answer read now, in place of its line (BatchModel.answer)
        collected = state.collected(kept=lambda line: _clean_line(line, mode) or line)
    requests = RequestLines(state.spool())
    model = BatchModel(settings, collected.answers, state.pending(), Memo(state.directory, load_prompt().id), requests)
    try:
        result = extract(paths, settings, options, model=model, at_hand=model, read_elsewhere=read_elsewhere,
                         **sinks)
        report = BatchReport(state.submissions(), collected, model.replayed, written=len(requests))
        if requests and write_to is not None:
            requests.put(write_to)
        elif requests and api is not None and submit:
            report.submitted = state.new(settings.model_name, requests)
    finally:
        model.close()
        # Used: freed now, before the run's objects are handed back to the cyclic collector, which
        # would go over every answer again (1.1 s after 100,000).
        collected.answers.clear()
    if report.submitted is not None:
        api.submit(state, report.submitted)
    return result, report
