import json
import re
import threading
import time

import pytest
from typer.testing import CliRunner

from conftest import QueueModel, write_abstracts
from extractor.cli import app
from extractor.model import RateLimited
from extractor.schema import Labels
from fake_openai import FakeOpenAI

runner = CliRunner()


def test_concurrent_requests_overlap_and_records_keep_input_order(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    inputs = write_abstracts(tmp_path, 16)
    with FakeOpenAI(latency=0.3) as server:
        result = runner.invoke(app, ["extract", str(inputs), "-o", "out", "--base-url", server.base_url,
                                     "--model", "fake", "--concurrency", "8"])
        overlap = server.max_in_flight
    assert result.exit_code == 0, result.output
    assert 1 < overlap <= 8  # requests were answered at once, never more than asked for
    records = [json.loads(line) for line in (tmp_path / "out/records.jsonl").read_text().splitlines()]
    assert [r["sources"][0]["index"] for r in records] == list(range(16))


def test_unreachable_endpoint_with_concurrency_fails_each_record_once(tmp_path):
    inputs = write_abstracts(tmp_path, 6)
    with FakeOpenAI() as server:
        url = server.base_url
    result = runner.invoke(app, ["extract", str(inputs), "-o", "out", "--base-url", url, "--model", "fake",
                                 "--concurrency", "4", "--timeout", "1"])
    assert result.exit_code == 1
    assert result.output.count("cannot reach") == 1 and "6 records" in result.output
    assert len((tmp_path / "out/failures.jsonl").read_text().splitlines()) == 6


def test_rate_limit_spaces_calls():
    model = RateLimited(QueueModel(), rpm=600)  # one call per 0.1 s
    started = time.monotonic()
    for _ in range(5):
        model.execute([], Labels)
    assert time.monotonic() - started >= 0.4


def test_a_call_waiting_for_its_rate_limited_slot_is_not_made_once_the_run_stops():
    from extractor.model import EndpointUnreachable, infer

    inner = QueueModel()
    model, stopped, outcome = RateLimited(inner, rpm=6), threading.Event(), []  # one call per 10 s
    ask = lambda: infer(model, lambda note: [{"role": "user", "content": "x"}], stopped=stopped)  # noqa: E731
    ask()

    def second():
        try:
            outcome.append(ask())
        except EndpointUnreachable as err:
            outcome.append(err)

    slot_taken = model._next  # the second call's slot is booked (past this) before it waits for it
    waiting = threading.Thread(target=second)
    waiting.start()
    for _ in range(500):
        if model._next > slot_taken:
            break
        time.sleep(0.01)
    stopped.set()
    waiting.join()
    assert len(inner.calls) == 1 and isinstance(outcome[0], EndpointUnreachable)


class SlowQueueModel(QueueModel):
    """Counts the calls in flight at once."""

    def __init__(self):
        super().__init__()
        self.lock, self.in_flight, self.most = threading.Lock(), 0, 0

    def execute(self, messages, response_model):
        with self.lock:
            self.in_flight += 1
            self.most = max(self.most, self.in_flight)
        time.sleep(0.2)
        with self.lock:
            self.in_flight -= 1
        return super().execute(messages, response_model)


def _embedded_llama_server_with_3_slots(monkeypatch, tmp_path, model) -> list:
    """The embedded default as llama-server with 3 slots, served by `model`; returns the list
    that records each warm system prompt the server is opened with."""
    from contextlib import contextmanager

    from extractor.settings import ModelSettings

    warmed: list = []

    @contextmanager
    def open_model(self, warm_system=None):
        warmed.append(warm_system)
        yield model

    monkeypatch.setattr(ModelSettings, "open_model", open_model)
    monkeypatch.setattr(ModelSettings, "model_name", property(lambda self: model.name))
    monkeypatch.setattr(ModelSettings, "params", model.params, raising=False)
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "3")
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SERVER", "llama-server")
    monkeypatch.setattr("extractor.providers.embedded._llama_server_binary", lambda: tmp_path / "llama-server")
    return warmed


def test_the_embedded_default_is_fed_as_many_requests_as_it_has_slots(tmp_path, monkeypatch):
    """Issue 11: with no --concurrency, the embedded server's parallel slots are all kept busy,
    and the server is told the system prompt, whose prefix it starts warm."""
    from extractor.prompt import load_prompt

    model = SlowQueueModel()
    warmed = _embedded_llama_server_with_3_slots(monkeypatch, tmp_path, model)
    result = runner.invoke(app, ["extract", str(write_abstracts(tmp_path, 9)), "-o", "out"])
    assert result.exit_code == 0, result.output
    assert model.most == 3
    assert warmed == [load_prompt().system]
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "1")  # --concurrency still wins over the slots
    model.most = 0
    result = runner.invoke(app, ["extract", str(write_abstracts(tmp_path, 4)), "-o", "out2", "--refresh",
                                 "--concurrency", "2"])
    assert result.exit_code == 0, result.output
    assert model.most == 2


def test_the_embedded_model_runs_on_llama_server_wherever_it_is_built(tmp_path, monkeypatch):
    """llama-server is the default where `make setup` built it (its slots fed at once);
    without the build, or with EXTRACTOR_EMBEDDED_SERVER=llama-cpp-python, llama-cpp-python's
    server answers one request at a time, so the run sends one."""
    from extractor.providers import llama_server
    from extractor.settings import ModelSettings

    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "3")
    assert ModelSettings().concurrency == 1  # not built here (the tests' data directory is empty)
    built = llama_server.binary_path()
    built.parent.mkdir(parents=True)
    built.write_text("")
    assert ModelSettings().concurrency == 3
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SERVER", "llama-server")
    assert ModelSettings().concurrency == 3
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SERVER", "llama-cpp-python")
    assert ModelSettings().concurrency == 1
    monkeypatch.delenv("EXTRACTOR_EMBEDDED_SERVER")
    assert ModelSettings(base_url="http://127.0.0.1:9/v1").concurrency == 1


class OrderedQueueModel(SlowQueueModel):
    """Logs when each call starts and ends, by the abstract's number."""

    def __init__(self):
        super().__init__()
        self.log: list[tuple[str, int]] = []

    def execute(self, messages, response_model):
        number = int(re.search(r"Abstract (\d+):", messages[1]["content"]).group(1))
        with self.lock:
            self.log.append(("start", number))
        answer = super().execute(messages, response_model)
        with self.lock:
            self.log.append(("end", number))
        return answer


def test_the_embedded_servers_first_abstract_goes_alone_then_the_slots_fill(tmp_path, monkeypatch):
    """Issue 11: the slots share one batch, so 4 prompts sent at once are read together and the
    first record waits for all of them; the run's first abstract is asked alone."""
    model = OrderedQueueModel()
    _embedded_llama_server_with_3_slots(monkeypatch, tmp_path, model)
    result = runner.invoke(app, ["extract", str(write_abstracts(tmp_path, 7)), "-o", "out"])
    assert result.exit_code == 0, result.output
    assert model.log[:2] == [("start", 0), ("end", 0)]  # alone
    assert model.most == 3  # then every slot busy


def test_records_are_handed_on_in_input_order_before_the_chunk_ends(tmp_path):
    """The first record is written as soon as the first abstract is answered, not when all of
    the chunk's are: here the last answer waits until record 0 is out (or 5 s: the old way)."""
    from extractor.pipeline import extract

    emitted = threading.Event()

    class WaitsForTheFirstRecord(QueueModel):
        def execute(self, messages, response_model):
            if "Abstract 5:" in messages[1]["content"]:
                self.in_time = emitted.wait(timeout=5)
            return super().execute(messages, response_model)

    model = WaitsForTheFirstRecord()
    order = []

    def on_record(record):
        order.append(record.sources[0].index)
        emitted.set()

    result = extract([write_abstracts(tmp_path, 6)], model=model, cache_dir=tmp_path / "cache", concurrency=2,
                     on_record=on_record)
    assert result.ok
    assert model.in_time
    assert order == list(range(6))


def test_a_stopped_run_does_not_wait_for_answers_still_being_generated(tmp_path):
    """Closing the answers (a stop: Ctrl-C, SIGTERM) returns while a call is still in flight, and
    no retry starts after it: the server, stopped next, ends that call (waiting took over 20 s
    under load). The stop is the run's own: the same model answers the next run."""
    from extractor.cache import CacheKeys
    from extractor.corpus import read_corpus
    from extractor.model import NoAnswer
    from extractor.pipeline import ANSWER_THREADS, Job, _answers
    from extractor.prompt import load_prompt
    from extractor.schema import schema_hash

    release, asked, finished = threading.Event(), threading.Event(), threading.Event()
    texts_asked = []

    class HangsOnAbstract1Once(QueueModel):
        def execute(self, messages, response_model):
            texts_asked.append(messages[1]["content"].split(":")[1].strip())
            if "Abstract 1:" in messages[1]["content"] and not asked.is_set():
                asked.set()
                release.wait(timeout=10)
                finished.set()
                raise NoAnswer("the connection dropped")  # worth a retry, were the run going on
            return super().execute(messages, response_model)

    model, prompt = HangsOnAbstract1Once(), load_prompt()
    abstracts = list(read_corpus([write_abstracts(tmp_path, 2)]).abstracts.values())
    keys = CacheKeys(model.name, prompt.id, schema_hash(), model.params)
    jobs = [Job.plan(a, prompt, keys) for a in abstracts]
    outcomes = _answers(model, prompt, jobs, concurrency=2)
    job, _ = next(outcomes)
    assert job.abstract.text.startswith("Abstract 0:") and asked.wait(timeout=5)
    outcomes.close()
    try:
        assert not finished.is_set()  # closed with abstract 1's call still hanging
    finally:
        release.set()
    for thread in threading.enumerate():
        if thread.name.startswith(ANSWER_THREADS):
            thread.join(timeout=10)
    assert sorted(texts_asked) == ["Abstract 0", "Abstract 1"]  # abstract 1 once: no retry after the stop
    again = list(_answers(model, prompt, jobs[1:], concurrency=2))
    assert [type(outcome).__name__ for _, outcome in again] == ["Entry"]


def test_a_ctrl_c_while_a_record_is_handed_on_stops_the_answers_not_yet_asked(tmp_path):
    """A Ctrl-C that lands while a record is being handed on, not while answers are awaited,
    stops the run's answers too: the abstracts not yet asked are never asked (they were, all 20, before)."""
    from extractor.pipeline import ANSWER_THREADS, extract

    open_gate, texts_asked = threading.Event(), []

    class HoldsAllButTheFirst(QueueModel):
        def execute(self, messages, response_model):
            texts_asked.append(messages[1]["content"])
            if "Abstract 0:" not in messages[1]["content"]:
                open_gate.wait(timeout=10)
            return super().execute(messages, response_model)

    def on_record(record):
        raise KeyboardInterrupt

    # the traceback held, as the CLI holds it while it stops the server: the run's frames stay alive
    with pytest.raises(KeyboardInterrupt) as interrupted:
        extract([write_abstracts(tmp_path, 20)], model=HoldsAllButTheFirst(), cache_dir=tmp_path / "cache",
                 concurrency=2, on_record=on_record)
    open_gate.set()
    for thread in threading.enumerate():
        if thread.name.startswith(ANSWER_THREADS):
            thread.join(timeout=10)
    assert len(texts_asked) == 3  # abstract 0, then one in flight on each of the two threads
    assert interrupted.traceback  # held until here
