import json
import threading
import time

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


def test_the_embedded_default_is_fed_as_many_requests_as_it_has_slots(tmp_path, monkeypatch):
    """Issue 11: with no --concurrency, the embedded server's parallel slots are all kept busy,
    and the server is told the system prompt, whose prefix it starts warm."""
    from contextlib import contextmanager

    from extractor.prompt import load_prompt
    from extractor.settings import ModelSettings

    model, warmed = SlowQueueModel(), []

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


def test_the_default_embedded_server_is_asked_one_request_at_a_time(tmp_path, monkeypatch):
    """llama-server is opt-in (EXTRACTOR_EMBEDDED_SERVER=llama-server): llama-cpp-python's
    server answers one request at a time, so the run sends one."""
    from extractor.settings import ModelSettings

    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "3")
    assert ModelSettings().concurrency == 1
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SERVER", "llama-server")
    assert ModelSettings().concurrency == 1  # asked for, but not built here
    monkeypatch.setattr("extractor.providers.embedded._llama_server_binary", lambda: tmp_path / "llama-server")
    assert ModelSettings().concurrency == 3
    assert ModelSettings(base_url="http://127.0.0.1:9/v1").concurrency == 1