"""Provider batch jobs (issue 12) against a fake Batch API on 127.0.0.1: request
lines exactly as a live call sends them, a batch that completes, expires, fails
some lines and returns malformed ones, an interrupted submission, and a
results file made elsewhere (vLLM's run_batch writes the same format)."""

import json

import pytest
from typer.testing import CliRunner

from conftest import write_abstracts
from extractor.batch import BatchState
from extractor.cli import app
from extractor.costs import load_prices
from extractor.schema import Usage
from fake_batch import FakeBatchAPI
from fake_openai import GOOD_LABELS, FakeOpenAI

runner = CliRunner()
N = 12


@pytest.fixture
def inputs(tmp_path):
    return write_abstracts(tmp_path, N, "Abstract {i}: we propose FooNet{i}, {i}.5% on BarBench.")


def batch_run(api, inputs, *extra):
    return runner.invoke(app, ["extract", str(inputs), "-o", "out", "--base-url", api.base_url, "--model", "fake",
                               "--batch", "--quiet", *extra])


def written(tmp_path) -> list[dict]:
    path = tmp_path / "out/records.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_request_lines_are_exactly_what_a_live_call_sends(inputs, tmp_path):
    with FakeOpenAI() as server:
        live = runner.invoke(app, ["extract", str(inputs), "-o", "live", "--base-url", server.base_url,
                                   "--model", "fake", "--mode", "tools", "--cache-dir", "live-cache"])
    assert live.exit_code == 0, live.output
    result = runner.invoke(app, ["batch", "write", str(inputs), "--model", "fake", "--to", "requests.jsonl"])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in (tmp_path / "requests.jsonl").read_text().splitlines()]
    assert len(lines) == N and {line["url"] for line in lines} == {"/v1/chat/completions"}
    sent = sorted((r["body"] for r in server.requests), key=json.dumps)
    assert sorted((line["body"] for line in lines), key=json.dumps) == sent
    assert len({line["custom_id"] for line in lines}) == N


def test_a_batch_is_submitted_once_polled_and_collected_by_reruns(inputs, tmp_path):
    with FakeBatchAPI(polls=1) as api:
        first = batch_run(api, inputs)
        assert first.exit_code == 3, first.output  # submitted; nothing to write yet
        assert len(api.batches) == 1 and len(api.requests) == N
        second = batch_run(api, inputs)  # still in progress: nothing submitted again
        assert second.exit_code == 3, second.output
        assert "in_progress" in second.output
        third = batch_run(api, inputs, "--json")
        assert third.exit_code == 0, third.output
        assert len(written(tmp_path)) == N
        summary = json.loads(third.stdout[third.stdout.index("{"):])
        assert summary["written"] == N and summary["model_calls"] == N
        fourth = batch_run(api, inputs)  # every record from the cache
        assert fourth.exit_code == 0, fourth.output
    assert len(api.batches) == 1 and len(api.requests) == N


def test_a_partly_failed_batch_is_validated_as_live_and_only_its_failures_sent_again(inputs, tmp_path):
    with FakeBatchAPI(polls=0, fail_every=4, malformed_every=5) as api:
        assert batch_run(api, inputs).exit_code == 3
        first_line = json.dumps(api.requests[0]["body"]["messages"])  # line 1: answered, but off the schema
        invalid = next(f"Abstract {i}:" for i in range(N) if f"Abstract {i}:" in first_line)
        api.invalid_texts = (invalid,)
        collect = batch_run(api, inputs)
        assert collect.exit_code == 3, collect.output
        records = written(tmp_path)
        # 12 lines: 4, 8, 12 failed (HTTP 500); 5 and 10 are junk; line 1's answer breaks the schema
        # and is asked again with its note.
        assert "3 failed lines and 2 malformed lines" in collect.output
        assert len(records) == N - 3 - 2 - 1
        assert len(api.batches) == 2
        resent = api.requests[N:]
        assert len(resent) == 6
        reask = [r for r in resent if invalid in json.dumps(r["body"]["messages"])]
        assert len(reask) == 1 and "banana" in json.dumps(reask[0]["body"]["messages"])  # the note says what was wrong
        api.fail_every = api.malformed_every = 0
        api.invalid_texts = ()
        done = batch_run(api, inputs)
        assert done.exit_code == 0, done.output
    assert len(written(tmp_path)) == N
    assert len(api.batches) == 2  # nothing asked twice beyond what failed


def test_an_expired_batch_sends_the_rest_again(inputs, tmp_path):
    with FakeBatchAPI(polls=0, outcome="expired") as api:
        batch_run(api, inputs)
        again = batch_run(api, inputs)
        assert again.exit_code == 3
        assert len(written(tmp_path)) == N // 2
        assert len(api.requests) == N + N // 2
        api.outcome = "completed"
        assert batch_run(api, inputs).exit_code == 0
    assert len(written(tmp_path)) == N


def test_a_failed_batch_loses_nothing(inputs, tmp_path):
    with FakeBatchAPI(polls=0, outcome="failed") as api:
        batch_run(api, inputs)
        assert batch_run(api, inputs).exit_code == 3
        api.outcome = "completed"
        assert batch_run(api, inputs).exit_code == 0
    assert len(written(tmp_path)) == N and len(api.batches) == 2 and len(api.requests) == 2 * N


def test_an_interrupted_submission_is_found_again_not_sent_twice(inputs, tmp_path, monkeypatch):
    real_save = BatchState.save

    def crash_after_create(self, submission):
        if submission.batch_id:
            raise KeyboardInterrupt  # killed between the create and saving its id
        real_save(self, submission)

    with FakeBatchAPI(polls=0) as api:
        monkeypatch.setattr(BatchState, "save", crash_after_create)
        interrupted = batch_run(api, inputs)
        assert interrupted.exit_code != 0 and len(api.batches) == 1
        monkeypatch.setattr(BatchState, "save", real_save)
        rerun = batch_run(api, inputs)
        assert rerun.exit_code == 0, rerun.output
    assert len(api.batches) == 1 and len(api.requests) == N
    assert len(written(tmp_path)) == N


def test_a_results_file_made_elsewhere_is_collected(inputs, tmp_path):
    assert runner.invoke(app, ["batch", "write", str(inputs), "--model", "fake", "--to", "req.jsonl"]).exit_code == 0
    lines = [json.loads(line) for line in (tmp_path / "req.jsonl").read_text().splitlines()]
    with FakeBatchAPI(malformed_every=6) as elsewhere:  # stands in for vLLM's run_batch on a GPU machine
        output, errors, _ = elsewhere._run(lines)
    (tmp_path / "results.jsonl").write_bytes(output)
    result = runner.invoke(app, ["batch", "collect", str(inputs), "--from", "results.jsonl", "--model", "fake",
                                 "-o", "out", "--quiet"])
    assert result.exit_code == 3, result.output  # two malformed lines: those abstracts wait for another batch
    assert len(written(tmp_path)) == N - 2
    again = runner.invoke(app, ["batch", "write", str(inputs), "--model", "fake", "--to", "req2.jsonl"])
    assert "2 requests written" in again.output


def test_batch_prices_are_half_the_list_price():
    table = load_prices()
    usage = Usage(prompt_tokens=1_000_000, completion_tokens=1_000_000)
    assert table.cost("gpt-4o-mini", usage, batch=True) == pytest.approx(table.cost("gpt-4o-mini", usage) / 2)


def test_status_polls_until_every_batch_has_ended(inputs, tmp_path):
    with FakeBatchAPI(polls=2) as api:
        assert batch_run(api, inputs).exit_code == 3
        result = runner.invoke(app, ["batch", "status", "--base-url", api.base_url, "--wait", "--every", "0"])
    assert result.exit_code == 0, result.output
    assert result.output.count("in_progress") == 2 and "completed, 12/12 done, 0 failed" in result.output
    assert len(list((tmp_path / "cache/batches").glob("*.output.jsonl"))) == 1  # downloaded once, kept


def test_an_unreachable_batch_api_is_one_line_not_a_traceback(inputs, tmp_path):
    with FakeBatchAPI() as api:
        url = api.base_url
    result = runner.invoke(app, ["extract", str(inputs), "-o", "out", "--base-url", url, "--model", "fake", "--batch"])
    assert result.exit_code == 2
    assert "the Batch API at" in result.output and "APIConnectionError" in result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)


def test_a_collection_interrupted_midway_loses_no_answer_and_sends_nothing_again(inputs, tmp_path, monkeypatch):
    import extractor.pipeline
    from extractor.cache import Cache

    monkeypatch.setattr(extractor.pipeline, "CHUNK", 4)  # collected answers are stored a chunk at a time
    monkeypatch.setattr(extractor.pipeline, "ROUNDS_PER_CHUNK", 1)
    real_put_json, chunks = Cache.put_json, []

    def interrupted_put_json(self, values):
        if len(chunks) == 1:
            raise KeyboardInterrupt  # Ctrl-C while collecting the second chunk
        chunks.append(len(values))
        real_put_json(self, values)

    with FakeBatchAPI(polls=0) as api:
        assert batch_run(api, inputs).exit_code == 3
        monkeypatch.setattr(Cache, "put_json", interrupted_put_json)
        assert batch_run(api, inputs).exit_code != 0
        monkeypatch.setattr(Cache, "put_json", real_put_json)
        rerun = batch_run(api, inputs, "--json")
        assert rerun.exit_code == 0, rerun.output
    summary = json.loads(rerun.stdout[rerun.stdout.index("{"):])
    assert chunks == [4] and summary["cache_hits"] == 4  # the chunk stored before the interruption
    assert summary["model_calls"] == N - 4  # the rest read again from the batch's output, kept in the cache dir
    assert len(api.batches) == 1 and len(api.requests) == N
    assert len(written(tmp_path)) == N


# --- a plainly valid answer is read directly, anything else by the live client ---------------------

def _variants(body: dict) -> dict[str, tuple[int, dict]]:
    """A reply the fake server gives, and the ways a real one may differ from it."""
    import copy

    def changed(edit) -> dict:
        variant = copy.deepcopy(body)
        edit(variant, variant["choices"][0]["message"])
        return variant

    def text_of(message: dict) -> str:
        return message["tool_calls"][0]["function"]["arguments"] if message.get("tool_calls") else message["content"]

    def set_text(message: dict, text) -> None:
        if message.get("tool_calls"):
            message["tool_calls"][0]["function"]["arguments"] = text
        else:
            message["content"] = text

    return {
        "clean": (200, body),
        "spaced": (200, changed(lambda b, m: set_text(m, "  " + text_of(m) + "\n"))),
        "no usage": (200, changed(lambda b, m: b.pop("usage"))),
        "null token counts": (200, changed(lambda b, m: b.update(usage={"prompt_tokens": None,
                                                                         "completion_tokens": 7}))),
        "cut off": (200, changed(lambda b, m: b["choices"][0].update(finish_reason="length"))),
        "not JSON": (200, changed(lambda b, m: set_text(m, text_of(m)[:-3]))),
        "off the schema": (200, changed(lambda b, m: set_text(m, json.dumps({**json.loads(text_of(m)),
                                                                               "contribution": "banana"})))),
        "missing a field": (200, changed(lambda b, m: set_text(m, '{"task": "a task"}'))),
        "extra field": (200, changed(lambda b, m: set_text(m, json.dumps({**json.loads(text_of(m)), "x": 1})))),
        "control character": (200, changed(lambda b, m: set_text(m, text_of(m).replace("a task", "a\ttask")))),
        "arguments as an object": (200, changed(lambda b, m: set_text(m, json.loads(text_of(m))))),
        "prose": (200, changed(lambda b, m: m.update(tool_calls=None, content="Sure! It proposes a method."))),
        "refusal": (200, changed(lambda b, m: m.update(refusal="I cannot help with that."))),
        "no choices": (200, changed(lambda b, m: b.update(choices=[]))),
        "server error": (500, {"error": {"message": "server error"}}),
    }


@pytest.mark.parametrize("mode", ["tools", "json_schema"])
def test_a_collected_answer_read_directly_is_the_answer_the_live_client_makes(mode, tmp_path):
    from extractor.batch import BatchModel, RequestLines, clean_answer
    from extractor.batch_memo import Memo
    from extractor.model import ModelError
    from extractor.schema import Labels
    from extractor.settings import ModelSettings

    model = BatchModel(ModelSettings(model="fake", mode=mode, api_key="sk-test"), {}, set(), Memo(tmp_path, "p"),
                       RequestLines(tmp_path / "spool"))
    messages = [{"role": "system", "content": "Label it."}, {"role": "user", "content": "Abstract: FooNet, 1.5%."}]
    status, body = FakeOpenAI().answer(model.request_body(messages, Labels), GOOD_LABELS)
    read_directly = []
    for name, reply in _variants(body).items():
        direct = clean_answer(reply, Labels, mode)
        try:
            live = model._through_the_live_client(messages, Labels, reply)
        except ModelError:
            live = None
        if direct is not None:
            read_directly.append(name)
            assert live is not None, name
            assert isinstance(live.labels, Labels) and isinstance(direct.labels, Labels)
            assert (direct.labels.model_dump(), direct.raw, direct.usage) == \
                (live.labels.model_dump(), live.raw, live.usage), name
    model.close()
    assert read_directly == ["clean", "spaced", "no usage", "null token counts", "extra field"]


def test_request_lines_are_spooled_and_put_in_custom_id_order_once_each(tmp_path):
    from extractor.batch import RequestLines, request_line

    requests = RequestLines(tmp_path / "state" / ".spool.tmp")
    bodies = {cid: {"messages": [{"role": "user", "content": f"text {cid} é"}]} for cid in ("c", "a", "b")}
    for cid, body in bodies.items():
        requests.add(cid, body)
    requests.add("a", {"messages": "a second ask with the same messages"})  # written once
    assert len(requests) == 3 and requests.custom_ids() == ["a", "b", "c"]
    assert all(isinstance(place, tuple) for place in requests._places.values())  # no body held
    requests.put(tmp_path / "out" / "requests.jsonl")
    requests.close()
    expected = "".join(request_line(cid, bodies[cid]) + "\n" for cid in ("a", "b", "c"))
    assert (tmp_path / "out" / "requests.jsonl").read_text(encoding="utf-8") == expected
    assert list((tmp_path / "state").iterdir()) == []  # the spool is gone
    assert list((tmp_path / "out").iterdir()) == [tmp_path / "out" / "requests.jsonl"]


def test_a_request_file_cut_short_leaves_the_previous_one(tmp_path, monkeypatch):
    from extractor.batch import RequestLines
    from extractor.export import OutputError

    target = tmp_path / "requests.jsonl"
    target.write_text("the previous file\n")
    requests = RequestLines(tmp_path / ".spool.tmp")
    requests.add("a", {"messages": []})
    requests._stream.read = lambda *args: (_ for _ in ()).throw(OSError(28, "No space left on device"))
    with pytest.raises(OutputError, match="No space left"):
        requests.put(target)
    requests.close()
    assert target.read_text() == "the previous file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["requests.jsonl"]


def test_batch_write_leaves_no_spool_and_removes_a_killed_runs(inputs, tmp_path):
    state = tmp_path / "cache" / "batches"
    state.mkdir(parents=True)
    (state / ".requests.spool.999999999.tmp").write_text("left by a killed run\n")
    result = runner.invoke(app, ["batch", "write", str(inputs), "--model", "fake", "--to", "requests.jsonl"])
    assert result.exit_code == 0, result.output
    lines = (tmp_path / "requests.jsonl").read_text().splitlines()
    ids = [json.loads(line)["custom_id"] for line in lines]
    assert len(ids) == N and ids == sorted(ids)
    assert not list(state.glob("*.tmp"))


def test_answers_read_as_they_are_collected_are_the_answers_read_from_their_lines(tmp_path):
    """run_batch keeps each plainly valid answer's Answer in place of its output line (read while
    the run waits on pass one's index): each job's answer the same as read from the line when its
    chunk comes; a reply that is not plainly valid, or none, still None; and a re-ask whose answer
    came in a later batch (through `execute`) gets the same Answer, once a run."""
    from types import SimpleNamespace

    from extractor.batch import BatchModel, RequestLines, _clean_line, read_outputs
    from extractor.batch_memo import Memo
    from extractor.cache import messages_sha256
    from extractor.model import Deferred
    from extractor.schema import Labels
    from extractor.settings import ModelSettings

    def model_with(answers: dict) -> BatchModel:
        return BatchModel(ModelSettings(model="fake", mode="tools", api_key="sk-test"), answers, set(),
                          Memo(tmp_path, "p"), RequestLines(tmp_path / "spool"))

    shaper = model_with({})
    messages = [{"role": "system", "content": "Label it."}, {"role": "user", "content": "Abstract: FooNet, 1.5%."}]
    status, body = FakeOpenAI().answer(shaper.request_body(messages, Labels), GOOD_LABELS)
    shaper.close()
    custom_id = messages_sha256(messages)
    lines = [{"custom_id": custom_id if name == "clean" else name, "response": {"status_code": code, "body": reply}}
             for name, (code, reply) in _variants(body).items()]
    lines.append({"custom_id": "error line", "error": {"message": "expired"}})
    (tmp_path / "out.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    as_lines = read_outputs([tmp_path / "out.jsonl"]).answers
    as_read = read_outputs([tmp_path / "out.jsonl"], kept=lambda line: _clean_line(line, "tools") or line).answers
    clean = [custom_id, "spaced", "no usage", "null token counts", "extra field"]
    assert as_read.keys() == as_lines.keys() and [cid for cid, a in as_read.items() if not isinstance(a, dict)] == clean
    jobs = [SimpleNamespace(messages_sha256=cid) for cid in [*as_lines, "error line", "missing"]]

    def answers(model: BatchModel) -> list:
        return [None if a is None else (a.labels.model_dump(), a.raw, a.usage, a.attempts)
                for a in map(model.answer, jobs)]

    def executed(model: BatchModel) -> list:
        done = []
        for _ in range(2):  # the second ask of the same messages is not answered again
            try:
                answer = model.execute(messages, Labels)
                done.append((answer.labels.model_dump(), answer.raw, answer.usage))
            except Deferred as deferred:
                done.append(str(deferred))
        return done

    from_lines, read = model_with(dict(as_lines)), model_with(dict(as_read))
    assert answers(read) == answers(from_lines)
    assert [job.messages_sha256 for job, a in zip(jobs, answers(read)) if a] == clean
    assert executed(read) == executed(from_lines) and executed(read)[1] == "kept for a new batch"
    from_lines.close()
    read.close()
