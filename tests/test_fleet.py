"""A fleet of endpoints (issue 12): fewest in flight, an endpoint that dies
mid-run or fails its health check set aside, per-endpoint figures in the
summary, and one cache key whatever endpoint answered."""

import json
import threading
import time

from typer.testing import CliRunner

from conftest import default_labels, write_abstracts
from extractor.cli import app
from extractor.fleet import Fleet
from extractor.model import Answer, Model, NoAnswer
from extractor.schema import Usage
from fake_openai import FakeOpenAI

runner = CliRunner()


def run(inputs, urls, *extra):
    args = ["extract", str(inputs), "-o", "out", "--model", "fake", "--json", "--quiet"]
    for url in urls:
        args += ["--base-url", url]
    return runner.invoke(app, [*args, *extra])


def summary_of(result) -> dict:
    return json.loads(result.stdout[result.stdout.index("{"):])


def test_an_endpoint_that_dies_mid_run_costs_no_record(tmp_path):
    inputs = write_abstracts(tmp_path, 40)
    with FakeOpenAI(latency=0.05) as a, FakeOpenAI(latency=0.05) as b, FakeOpenAI(latency=0.05) as c:
        def kill_b():
            while len(b.requests) < 3:
                time.sleep(0.01)
            b.kill()

        killer = threading.Thread(target=kill_b)
        killer.start()
        result = run(inputs, [a.base_url, b.base_url, c.base_url], "--concurrency", "6")
        killer.join()
    assert result.exit_code == 0, result.output
    assert len((tmp_path / "out/records.jsonl").read_text().splitlines()) == 40
    stats = {s["endpoint"]: s for s in summary_of(result)["endpoints"]}
    assert stats[b.base_url]["failures"] >= 1
    assert stats[b.base_url]["status"] == "set aside"
    answered = len(a.requests) + len(c.requests)
    assert answered >= 40 - stats[b.base_url]["requests"] + stats[b.base_url]["failures"]
    assert stats[a.base_url]["requests"] == len(a.requests) and stats[a.base_url]["mean_latency_s"] >= 0.05


def test_an_endpoint_failing_its_health_check_gets_no_request(tmp_path):
    inputs = write_abstracts(tmp_path, 6)
    with FakeOpenAI() as gone:
        dead_url = gone.base_url
    with FakeOpenAI() as alive:
        result = run(inputs, [dead_url, alive.base_url], "--concurrency", "2")
    assert result.exit_code == 0, result.output
    stats = {s["endpoint"]: s for s in summary_of(result)["endpoints"]}
    assert stats[dead_url]["requests"] == 0 and stats[dead_url]["status"] == "set aside"
    assert "health check failed" in stats[dead_url]["last_problem"]
    assert len(alive.requests) == 6
    assert summary_of(result)["mode"] == "tools"  # the modes in use: the unprobed endpoint adds none


def test_requests_go_to_the_endpoint_with_fewest_in_flight(tmp_path):
    inputs = write_abstracts(tmp_path, 24)
    with FakeOpenAI(latency=0.1) as a, FakeOpenAI(latency=0.1) as b:
        result = run(inputs, [a.base_url, b.base_url], "--concurrency", "4")
    assert result.exit_code == 0, result.output
    assert abs(len(a.requests) - len(b.requests)) <= 2, (len(a.requests), len(b.requests))
    assert a.max_in_flight <= 3 and b.max_in_flight <= 3


def test_the_environment_variable_takes_a_comma_separated_fleet_and_the_cache_key_ignores_it(tmp_path, monkeypatch):
    inputs = write_abstracts(tmp_path, 8)
    with FakeOpenAI() as a, FakeOpenAI() as b:
        monkeypatch.setenv("OPENAI_BASE_URL", f"{a.base_url},{b.base_url}")
        first = run(inputs, [], "--concurrency", "2")
        assert first.exit_code == 0, first.output
        assert a.requests and b.requests
    with FakeOpenAI() as other:  # another endpoint alone: every record is a cache hit
        monkeypatch.delenv("OPENAI_BASE_URL")
        second = run(inputs, [other.base_url])
    assert second.exit_code == 0, second.output
    assert other.requests == [] and summary_of(second)["cache_hits"] == 8


def test_a_fleet_that_is_all_gone_stops_the_run_with_one_message(tmp_path):
    inputs = write_abstracts(tmp_path, 5)
    with FakeOpenAI() as a, FakeOpenAI() as b:
        urls = [a.base_url, b.base_url]
    result = run(inputs, urls, "--concurrency", "2", "--timeout", "1")
    assert result.exit_code == 1
    assert "5 records" in result.output


class Flaky(Model):
    """Fails while `down` is set, answers otherwise."""

    def __init__(self, endpoint):
        self.name, self.endpoint, self.params = "fake", endpoint, {}
        self.down = False
        self.calls = 0

    def execute(self, messages, response_model):
        self.calls += 1
        if self.down:
            raise NoAnswer(f"cannot reach {self.endpoint} (connection refused)", refused=True)
        labels = default_labels()
        return Answer(labels, labels.model_dump_json(), Usage())


def test_a_set_aside_endpoint_is_health_checked_after_its_cool_down_and_used_again():
    a, b = Flaky("a"), Flaky("b")
    health = {"a": None, "b": None}
    fleet = Fleet([a, b], cool_down=0.2, health=lambda url: health[url])
    a.down, health["a"] = True, "health check failed (ConnectError)"
    for _ in range(4):
        fleet.execute([], None)  # a fails twice and is set aside; b answers every call
    assert a.calls == 2 and b.calls == 4
    time.sleep(0.25)
    fleet.execute([], None)  # a's cool-down is over, but its health check still fails
    assert a.calls == 2
    a.down, health["a"] = False, None
    time.sleep(0.25)
    for _ in range(4):
        fleet.execute([], None)
    assert a.calls >= 4  # back in service
    assert {s["endpoint"]: s["status"] for s in fleet.endpoint_stats()} == {"a": "in service", "b": "in service"}


def test_each_record_names_the_endpoint_that_answered_it(tmp_path):
    inputs = write_abstracts(tmp_path, 12)
    with FakeOpenAI(latency=0.05) as a, FakeOpenAI(latency=0.05) as b:
        result = run(inputs, [a.base_url, b.base_url], "--concurrency", "4")
        asked = {server.base_url: json.dumps([r["body"] for r in server.requests]) for server in (a, b)}
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in (tmp_path / "out/records.jsonl").read_text().splitlines()]
    assert len(records) == 12
    for record in records:
        answered_by = [url for url, requests in asked.items() if json.dumps(record["text"])[1:-1] in requests]
        assert [record["provenance"]["endpoint"]] == answered_by, record["text"]
    assert {r["provenance"]["endpoint"] for r in records} == {a.base_url, b.base_url}
